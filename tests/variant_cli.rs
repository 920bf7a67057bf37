//! `nonet solve`, `count`, `generate` and `daily` with variant lines.

#[path = "common/cli.rs"]
mod cli;

use cli::nonet_text as run;
use nonet::variant::parse_line;

/// Generated lines of each variant, through the CLI.
fn generated(kind: &str, count: &str) -> Vec<String> {
    let (out, err, code) = run(
        &[
            "generate",
            "--variant",
            kind,
            "-d",
            "medium",
            "-n",
            count,
            "--seed",
            "5",
        ],
        "",
    );
    assert_eq!(code, Some(0), "{err}");
    out.lines().map(str::to_owned).collect()
}

#[test]
fn generate_is_reproducible_and_solve_finds_the_one_solution() {
    for kind in ["x", "windoku", "jigsaw", "killer"] {
        let lines = generated(kind, "3");
        assert_eq!(lines.len(), 3);
        assert_eq!(lines, generated(kind, "3"), "{kind}");
        let threads = run(
            &[
                "generate",
                "--variant",
                kind,
                "-d",
                "medium",
                "-n",
                "3",
                "--seed",
                "5",
                "--threads",
                "2",
            ],
            "",
        );
        assert_eq!(
            threads.0.lines().collect::<Vec<_>>(),
            lines,
            "{kind} on two threads"
        );
        for line in &lines {
            assert!(line.starts_with(&format!("{kind}:")), "{line}");
        }
        let input = lines.join("\n");
        let (out, err, code) = run(&["solve"], &input);
        assert_eq!(code, Some(0), "{err}");
        for (line, solution) in lines.iter().zip(out.lines()) {
            let puzzle = parse_line(line).expect("a generated line reads");
            let grid = solution.parse().expect("81 digits");
            assert!(puzzle.is_solution(&grid), "{line}\n{solution}");
            assert_eq!(solution.len(), 81);
        }
        let (out, _, code) = run(&["count", "--limit", "5"], &input);
        assert_eq!(code, Some(0));
        assert_eq!(out, "1\n1\n1\n");
    }
}

#[test]
fn bad_and_ambiguous_variant_lines_are_reported() {
    let empty = ".".repeat(81);
    let input = format!(
        "x:{empty}\n# comment\nkiller:{empty}:aa{}:18\nnope:{empty}\n",
        ".".repeat(79)
    );
    let (out, err, code) = run(&["solve"], &input);
    assert_eq!(out, "multiple solutions\n");
    assert_eq!(code, Some(2));
    assert!(
        err.contains(
            "<stdin>: line 3: the cage starting at r1c1: no 2 different digits add up to 18"
        ),
        "{err}"
    );
    assert!(
        err.contains("<stdin>: line 4: unknown variant \"nope\""),
        "{err}"
    );
    let (out, _, _) = run(
        &["count", "--limit", "3", "--nodes"],
        &format!("x:{empty}\n"),
    );
    let fields: Vec<&str> = out.trim().split('\t').collect();
    assert_eq!(fields[0], "3");
    assert!(fields[1].parse::<u64>().is_ok_and(|nodes| nodes > 0));
}

#[test]
fn classic_lines_among_variant_lines_are_solved_too() {
    let classic =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    let lines = generated("windoku", "1");
    let input = format!("{}\n{classic}\n", lines[0]);
    let (out, err, code) = run(&["solve"], &input);
    assert_eq!(code, Some(0), "{err}");
    let (classic_out, _, _) = run(&["solve"], classic);
    assert_eq!(out.lines().nth(1), classic_out.lines().next());
}

#[test]
fn classic_only_commands_refuse_variant_lines() {
    let lines = generated("x", "1");
    let (_, err, code) = run(&["canon"], &lines[0]);
    assert_eq!(code, Some(2));
    assert!(
        err.contains("line 1: this command takes classic puzzles only"),
        "{err}"
    );
}

#[test]
fn a_hint_on_a_variant_line_is_the_first_step_explain_takes() {
    for kind in ["x", "killer"] {
        let lines = generated(kind, "1");
        let (hint, err, code) = run(&["hint"], &lines[0]);
        assert_eq!(code, Some(0), "{err}");
        let (explained, _, _) = run(&["explain"], &lines[0]);
        let first = explained.lines().nth(1).expect("a first step");
        assert!(first.ends_with(hint.trim_end()), "{first} / {hint}");
    }
}

#[test]
fn rate_and_explain_use_the_variant_techniques() {
    for (kind, level) in [("x", "hard"), ("jigsaw", "easy"), ("killer", "medium")] {
        let (out, err, code) = run(
            &[
                "generate",
                "--variant",
                kind,
                "-d",
                level,
                "--seed",
                "9",
                "--rate",
            ],
            "",
        );
        assert_eq!(code, Some(0), "{err}");
        let (line, rating) = out
            .trim_end()
            .split_once('\t')
            .expect("a rating after a tab");
        assert!(rating.starts_with(level), "{rating}");
        let (rated, _, code) = run(&["rate"], line);
        assert_eq!(code, Some(0));
        let fields: Vec<&str> = rated.trim_end().split('\t').collect();
        assert_eq!(fields[0], level);
        assert_eq!(format!("{} {}", fields[0], fields[1]), rating);
        let (text, _, code) = run(&["explain"], line);
        assert_eq!(code, Some(0));
        assert!(text.starts_with(&format!("Puzzle {line}\n")), "{text}");
        assert!(text.trim_end().ends_with(")."), "{text}");
        assert!(text.contains("Solved in"), "{text}");
        let (tsv, _, _) = run(&["explain", "--format", "tsv"], line);
        assert_eq!(tsv.lines().last(), Some("result\tsolved"));
        assert_eq!(
            tsv.lines().filter(|l| l.starts_with("step\t")).count() + 1,
            text.lines().count() - 1
        );
    }
}

#[test]
fn variant_expert_and_master_are_made_and_rated_back() {
    for kind in ["x", "windoku", "jigsaw", "killer"] {
        for level in ["expert", "master"] {
            let (out, err, code) = run(
                &[
                    "generate",
                    "--variant",
                    kind,
                    "-d",
                    level,
                    "-n",
                    "2",
                    "--seed",
                    "9",
                    "--rate",
                ],
                "",
            );
            assert_eq!(code, Some(0), "{kind} {level}: {err}");
            let lines: Vec<&str> = out.lines().collect();
            assert_eq!(lines.len(), 2, "{out}");
            for line in lines {
                let (puzzle, rating) = line.split_once('\t').expect("a rated line");
                assert!(rating.starts_with(level), "{line}");
                let (rated, _, code) = run(&["rate"], &format!("{puzzle}\n"));
                assert_eq!(code, Some(0));
                assert!(rated.contains(level), "{kind} {level}: {rated}");
            }
        }
    }
    let (_, err, code) = run(&["generate", "--variant", "sudoku"], "");
    assert_eq!(code, Some(2));
    assert!(
        err.contains("expected x, windoku, jigsaw, killer, kropki"),
        "{err}"
    );
}

#[test]
fn variant_techniques_are_listed_and_practised_by_their_own_names() {
    let (list, _, code) = run(&["practice", "--list"], "");
    assert_eq!(code, Some(0));
    assert!(list.lines().any(|l| l == "X-Wing"), "{list}");
    for name in [
        "killer: Cage combinations",
        "killer: Killer pair",
        "killer: Interacting cages",
        "killer: Rule of 45 on several houses",
        "x: X-Wing",
        "jigsaw: X-Chain",
        "windoku: Forcing Chain",
    ] {
        assert!(
            list.lines().any(|l| l == name),
            "{name} missing from {list}"
        );
    }
    let (killer_only, _, _) = run(&["practice", "--list", "--variant", "killer"], "");
    assert!(
        killer_only.lines().all(|l| l.starts_with("killer: ")),
        "{killer_only}"
    );
    let (out, err, code) = run(
        &[
            "practice",
            "--technique",
            "Killer pair",
            "--variant",
            "killer",
            "-n",
            "2",
            "--seed",
            "3",
        ],
        "",
    );
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(out.lines().count(), 2, "{out}");
    for line in out.lines() {
        let fields: Vec<&str> = line.split('\t').collect();
        assert!(fields[0].starts_with("killer:"), "{line}");
        assert_eq!(fields[1].len(), 81, "{line}");
        assert_eq!(fields[2].len(), 729, "{line}");
    }
    let (same, _, _) = run(
        &[
            "practice",
            "--technique",
            "killer: killer pair",
            "-n",
            "2",
            "--seed",
            "3",
        ],
        "",
    );
    assert_eq!(same, out);
    let (_, err, code) = run(&["practice", "--technique", "x: Cage combinations"], "");
    assert_eq!(code, Some(2), "{err}");
}

#[test]
fn image_and_print_draw_variant_boards() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let killer = generated("killer", "1");
    let jigsaw = generated("jigsaw", "1");
    let classic =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    let file = dir.path().join("mixed.txt");
    std::fs::write(&file, format!("{}\n{}\n{classic}\n", killer[0], jigsaw[0])).expect("written");
    let file = file.to_string_lossy().into_owned();

    let png = dir.path().join("killer.png");
    let png_path = png.to_string_lossy().into_owned();
    let (_, err, code) = run(&["image", &file, "-o", &png_path, "--size", "300"], "");
    assert_eq!(code, Some(0), "{err}");
    let bytes = std::fs::read(&png).expect("the image was written");
    assert!(bytes.starts_with(b"\x89PNG"));

    // The second puzzle of the file, as SVG: the jigsaw's region borders are drawn.
    let svg = dir.path().join("jigsaw.svg");
    let svg_path = svg.to_string_lossy().into_owned();
    let (_, err, code) = run(&["image", &file, "--index", "2", "-o", &svg_path], "");
    assert_eq!(code, Some(0), "{err}");
    let drawing = std::fs::read_to_string(&svg).expect("the drawing was written");
    let classic_svg = dir.path().join("classic.svg");
    let classic_path = classic_svg.to_string_lossy().into_owned();
    let (_, err, code) = run(&["image", &file, "--index", "3", "-o", &classic_path], "");
    assert_eq!(code, Some(0), "{err}");
    let classic_drawing = std::fs::read_to_string(&classic_svg).expect("written");
    assert!(
        drawing.matches("<line").count() > classic_drawing.matches("<line").count(),
        "a jigsaw draws its region borders beside the cell lines"
    );

    // A booklet of the three, variants and classic together.
    let pdf = dir.path().join("booklet.pdf");
    let pdf_path = pdf.to_string_lossy().into_owned();
    let (out, err, code) = run(&["print", &file, "-o", &pdf_path, "--solutions"], "");
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("3 puzzles"), "{out}");
    assert!(std::fs::read(&pdf).expect("written").starts_with(b"%PDF"));

    // A malformed variant line stops the booklet, naming the line.
    let bad = dir.path().join("bad.txt");
    std::fs::write(
        &bad,
        format!("{}\njigsaw:{}:123\n", killer[0], ".".repeat(81)),
    )
    .expect("written");
    let (_, err, code) = run(&["print", &bad.to_string_lossy(), "-o", &pdf_path], "");
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("line 2"), "{err}");
}

/// `nonet daily --variant KIND --date DATE -d LEVEL` and `extra`: its output, or a failure.
fn daily(kind: &str, date: &str, level: &str, extra: &[&str]) -> String {
    let mut args = vec!["daily", "--variant", kind, "--date", date, "-d", level];
    args.extend_from_slice(extra);
    let (out, err, code) = run(&args, "");
    assert_eq!(code, Some(0), "{err}");
    out
}

#[test]
fn daily_variant_is_the_same_puzzle_every_time_and_leaves_the_classic_one_alone() {
    let out = daily("x", "2026-01-01", "easy", &[]);
    let line = out.trim_end();
    assert_eq!(out.lines().count(), 1, "{out}");
    let puzzle = parse_line(line).expect("a variant line");
    assert_eq!(puzzle.kind(), nonet::variant::Kind::X);
    assert_eq!(
        daily("x", "2026-01-01", "easy", &[]),
        out,
        "the same day, the same puzzle"
    );
    // The library's daily variant puzzle is the one printed.
    let date = "2026-01-01".parse().unwrap();
    let made = nonet::generator::daily::daily_variant_puzzle(
        date,
        nonet::variant::Kind::X,
        nonet::logic::Level::Easy,
    )
    .unwrap();
    assert_eq!(nonet::variant::write_line(&made.puzzle), line);
    // Another day, level or variant is another puzzle.
    for (kind, date, level) in [
        ("x", "2026-01-02", "easy"),
        ("x", "2026-01-01", "medium"),
        ("windoku", "2026-01-01", "easy"),
    ] {
        assert_ne!(daily(kind, date, level, &[]), out, "{kind} {date} {level}");
    }
    // --rate appends the level and score, as generate --variant --rate does.
    let rated = daily("x", "2026-01-01", "easy", &["--rate"]);
    let (rated_line, rating) = rated.trim_end().split_once('\t').expect("a rating");
    assert_eq!(rated_line, line);
    assert!(rating.starts_with("easy "), "{rating}");
    // The classic daily puzzle of the day is the one it was before variants had theirs.
    let (classic, err, code) = run(&["daily", "--date", "2026-01-01", "-d", "easy"], "");
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(
        classic.trim_end(),
        ".7...83.65.8.2....1....782...134.26..36...74..25.769...542....9....9.4.83.78...1."
    );
    // Classic is no variant name here.
    let (_, err, code) = run(&["daily", "--variant", "classic"], "");
    assert_eq!(code, Some(2), "{err}");
}
