//! The command line's language: `explain` and `hint` speak the locale's language (or the
//! one `--lang` names), and every machine-readable output stays English, byte for byte,
//! whatever the locale.

use nonet::grid::Grid;
use nonet::words::report::explain_text;
use std::process::Output;

#[path = "common/cli.rs"]
mod cli_support;

use cli_support::{nonet_in_locale, nonet_with_stdin};

/// A Hard puzzle (70 steps up to an XY-Wing).
const PUZZLE: &str =
    "900004001016008070000000080740305000000010000000702038050000000070200350100600009";

/// Runs `nonet` on [`PUZZLE`] under `LANG=lang`, expecting success, and returns its output.
fn run(args: &[&str], lang: &str) -> String {
    run_on(args, Some(PUZZLE.as_bytes()), lang)
}

/// Runs `nonet` with `stdin` (`None` for a subcommand that reads none: a closed pipe would
/// fail the write) under `LANG=lang`, expecting success, and returns its output.
fn run_on(args: &[&str], stdin: Option<&[u8]>, lang: &str) -> String {
    let output: Output = nonet_in_locale(args, stdin, lang);
    assert!(
        output.status.success(),
        "{args:?} under {lang}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("nonet prints UTF-8")
}

fn has_chinese(text: &str) -> bool {
    text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

#[test]
fn explain_speaks_chinese_under_a_chinese_locale_and_english_under_c() {
    let english = run(&["explain"], "C.UTF-8");
    let puzzle: Grid = PUZZLE.parse().unwrap();
    // Exactly the English the library has always written.
    assert_eq!(english, explain_text(&puzzle));
    assert!(english.starts_with("Puzzle 9....4..1.16..8.7"), "{english}");
    assert!(
        english.ends_with("Solved in 70 steps. Level Hard, score 4.3 (hardest: XY-Wing).\n"),
        "{english}"
    );
    assert!(!has_chinese(&english));

    let chinese = run(&["explain"], "zh_CN.UTF-8");
    assert!(chinese.starts_with("题目 9....4..1.16..8.7"), "{chinese}");
    assert!(
        chinese.contains("摒除法：在第8宫中，5只能填在r9c5。"),
        "{chinese}"
    );
    assert!(
        chinese.ends_with("共70步解出。难度：困难，分值4.3（最难的技巧：XY-Wing）。\n"),
        "{chinese}"
    );
    assert_eq!(chinese.lines().count(), english.lines().count());

    // `--lang` wins over the locale, either way, before or after the subcommand.
    assert_eq!(run(&["--lang", "zh-CN", "explain"], "C.UTF-8"), chinese);
    assert_eq!(run(&["explain", "--lang", "zh-CN"], "C"), chinese);
    assert_eq!(run(&["--lang", "en", "explain"], "zh_CN.UTF-8"), english);
    // Other locales are English.
    assert_eq!(run(&["explain"], "fr_FR.UTF-8"), english);

    // Japanese, from its locale or the flag, line for line with the English.
    let japanese = run(&["explain"], "ja_JP.UTF-8");
    assert_eq!(run(&["--lang", "ja", "explain"], "C"), japanese);
    assert_eq!(japanese.lines().count(), english.lines().count());
    assert!(sentences_are_japanese(&japanese), "{japanese}");
    assert!(!japanese.contains("Hidden single"), "{japanese}");
}

#[test]
fn machine_readable_outputs_are_english_in_every_language() {
    let puzzle = Some(PUZZLE.as_bytes());
    for (args, stdin) in [
        (&["explain", "--format", "tsv"][..], puzzle),
        (&["rate"], puzzle),
        (&["solve"], puzzle),
        (&["generate", "--seed", "7", "--rate", "-d", "easy"], None),
        (&["practice", "--list"], None),
    ] {
        let english = run_on(args, stdin, "C.UTF-8");
        assert!(!english.is_empty(), "{args:?}");
        assert!(!has_chinese(&english), "{args:?}: {english}");
        assert_eq!(run_on(args, stdin, "zh_CN.UTF-8"), english, "{args:?}");
        for tag in ["zh-CN", "ja"] {
            let mut with_flag = vec!["--lang", tag];
            with_flag.extend_from_slice(args);
            assert_eq!(run_on(&with_flag, stdin, "C.UTF-8"), english, "{args:?}");
        }
    }
}

#[test]
fn hint_speaks_the_locales_language() {
    let english = run(&["hint"], "C.UTF-8");
    let chinese = run(&["hint"], "zh_CN.UTF-8");
    assert!(english.starts_with("Hidden single: in box 8"), "{english}");
    assert_eq!(chinese, "摒除法：在第8宫中，5只能填在r9c5。\n");
    // The other CLI tests' runner pins English, whatever the tester's locale.
    let pinned = nonet_with_stdin(&["hint"], Some(PUZZLE.as_bytes()));
    assert_eq!(String::from_utf8_lossy(&pinned.stdout), english);
}

#[test]
fn hint_says_an_unreadable_original_in_the_locales_language() {
    let missing = "/nonexistent/original.txt";
    for (lang, message) in [
        ("C.UTF-8", format!("{missing}: no readable puzzle")),
        ("zh_CN.UTF-8", format!("{missing}：没有可以读取的题目")),
    ] {
        let output = nonet_in_locale(&["hint", "--puzzle", missing], None, lang);
        assert_eq!(output.status.code(), Some(2));
        let error = String::from_utf8_lossy(&output.stderr);
        assert!(error.contains(&message), "{error}");
    }
}

#[test]
fn an_unknown_language_is_refused() {
    // No input: nonet refuses the option before it would read any.
    let output = nonet_in_locale(&["--lang", "fr", "explain"], None, "C");
    assert_eq!(output.status.code(), Some(2));
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(error.contains("en, zh-CN"), "{error}");
}

#[test]
fn a_file_to_open_and_a_subcommand_still_conflict() {
    // `--lang` may come before a subcommand, but a file to open may not.
    let output = nonet_in_locale(&["puzzle.sdk", "explain"], None, "C");
    assert_eq!(output.status.code(), Some(2));
    let output = nonet_in_locale(&["--lang", "en", "puzzle.sdk", "explain"], None, "C");
    assert_eq!(output.status.code(), Some(2));
}

/// The text `nonet` writes on standard error for `args` with `stdin`, under `LANG=lang`.
fn errors_of(args: &[&str], stdin: &[u8], lang: &str) -> String {
    let output = nonet_in_locale(args, Some(stdin), lang);
    assert!(!output.status.success(), "{args:?} under {lang} succeeded");
    String::from_utf8(output.stderr).expect("nonet prints UTF-8")
}

#[test]
fn errors_speak_the_locales_language_and_keep_their_facts() {
    let mut bad = PUZZLE.as_bytes().to_vec();
    bad[40] = b'x';
    let english = errors_of(&["solve"], &bad, "C.UTF-8");
    assert_eq!(
        english,
        "<stdin>: line 1, column 41: found 'x', expected 1-9, '.' or '0'\n"
    );
    let chinese = errors_of(&["solve"], &bad, "zh_CN.UTF-8");
    assert!(has_chinese(&chinese), "{chinese}");
    for fact in ["<stdin>", "第1行", "第41列", "'x'"] {
        assert!(chinese.contains(fact), "{chinese:?} lost {fact}");
    }
    // `--lang` wins over the locale.
    assert_eq!(
        errors_of(&["--lang", "en", "solve"], &bad, "zh_CN.UTF-8"),
        english
    );

    let unknown = errors_of(
        &["--lang", "zh-CN", "practice", "--technique", "Nothing"],
        b"",
        "C.UTF-8",
    );
    assert!(
        has_chinese(&unknown) && unknown.contains("\"Nothing\""),
        "{unknown}"
    );
}

#[test]
fn variant_explanations_speak_the_chosen_language_too() {
    const JIGSAW: &str = "jigsaw:.6....9..937...6..7..6.1........4...5...2...9...9........4.7..2..2...763..3....9.:111113333122222333142252363144452666145555566445577666477777999477999999888888888";
    let puzzle: nonet::variant::Puzzle = JIGSAW.parse().expect("the jigsaw line parses");
    let english = run_on(&["explain"], Some(JIGSAW.as_bytes()), "C.UTF-8");
    assert_eq!(english, nonet::words::variant_report::explain_text(&puzzle));
    assert!(english.contains("Solved in"), "{english}");
    let japanese = run_on(
        &["--lang", "ja", "explain"],
        Some(JIGSAW.as_bytes()),
        "C.UTF-8",
    );
    assert_eq!(japanese.lines().count(), english.lines().count());
    assert!(sentences_are_japanese(&japanese), "{japanese}");
    // Scripts read the TSV, which stays English.
    let tsv = ["--lang", "ja", "explain", "--format", "tsv"];
    assert_eq!(
        run_on(&tsv, Some(JIGSAW.as_bytes()), "C.UTF-8"),
        run_on(&tsv[2..], Some(JIGSAW.as_bytes()), "C.UTF-8")
    );
}

/// Whether every line of an explanation but its heading (the puzzle line) holds kana.
fn sentences_are_japanese(explanation: &str) -> bool {
    explanation
        .lines()
        .skip(1)
        .all(|line| line.chars().any(|c| ('\u{3040}'..='\u{30ff}').contains(&c)))
}
