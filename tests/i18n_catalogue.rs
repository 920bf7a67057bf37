//! The message catalogues (`assets/i18n/`): every language's parses and holds the same
//! messages with the same arguments as English, the code names no id the catalogue lacks,
//! the embedded CJK fonts draw every character of their languages' text, and no CJK text is
//! left in the Rust sources outside tests but the languages' own names.

use fluent_bundle::FluentResource;
use nonet::i18n::{self, Arg};
use nonet::lang::Language;
use skrifa::MetadataProvider;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Each pattern of a catalogue (`id` or `id.attribute`) with the variables it uses, read
/// from the source line by line: a message starts at column 0, its attributes are indented
/// and start with `.`.
fn patterns(sources: &[&str]) -> BTreeMap<String, BTreeSet<String>> {
    let mut texts: BTreeMap<String, String> = BTreeMap::new();
    let mut message = String::new();
    // The entry the last line belonged to, which an indented variant line (`[one] …`,
    // `*[other] …`, a selector's closing `}`) goes on.
    let mut last: Option<String> = None;
    for line in sources.iter().flat_map(|source| source.lines()) {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let trimmed = line.trim_start();
        let continues = line.starts_with(' ')
            && (trimmed.starts_with('[') || trimmed.starts_with("*[") || trimmed == "}");
        if continues {
            let key = last
                .as_ref()
                .unwrap_or_else(|| panic!("a variant outside a message: {line:?}"));
            if let Some(text) = texts.get_mut(key) {
                text.push('\n');
                text.push_str(trimmed);
            }
            continue;
        }
        let Some((head, value)) = line.split_once(" =") else {
            panic!("not a message or attribute line: {line:?}");
        };
        let key = if let Some(attribute) = head.trim_start().strip_prefix('.') {
            assert!(line.starts_with(' '), "attribute at column 0: {line:?}");
            format!("{message}.{attribute}")
        } else {
            message = head.to_string();
            if value.trim().is_empty() {
                // A message with attributes only: its patterns follow.
                last = None;
                continue;
            }
            head.to_string()
        };
        assert!(
            texts.insert(key.clone(), value.to_string()).is_none(),
            "{key} defined twice"
        );
        last = Some(key);
    }
    texts
        .into_iter()
        .map(|(key, text)| {
            let variables: BTreeSet<String> = text
                .split("{ $")
                .skip(1)
                .map(|rest| {
                    rest.chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                        .collect()
                })
                .collect();
            (key, variables)
        })
        .collect()
}

/// Names in Latin letters a translation may keep as they are, as players of its language
/// write them.
const LATIN_NAMES: &[&str] = &[
    "XV",
    // The letters on the edges of an XV puzzle, the names of the workshop's tools for them.
    "X",
    "V",
    "X-Wing",
    "XY-Wing",
    "XYZ-Wing",
    "W-Wing",
    "WXYZ-Wing",
    "VWXYZ-Wing",
    "UVWXYZ-Wing",
    "ALS-XZ",
    "BUG+1",
];

#[test]
fn every_catalogue_parses_without_errors() {
    for language in Language::ALL {
        for (index, source) in language.catalogue().iter().enumerate() {
            if let Err((_, errors)) = FluentResource::try_new(source.to_string()) {
                panic!("{language}, file {}: {errors:?}", index + 1);
            }
        }
    }
}

#[test]
fn every_message_is_in_every_language_with_the_same_arguments() {
    let english = patterns(Language::En.catalogue());
    assert!(english.len() > 200, "{} patterns", english.len());
    for language in Language::ALL {
        let theirs = patterns(language.catalogue());
        let missing: Vec<_> = english
            .keys()
            .filter(|k| !theirs.contains_key(*k))
            .collect();
        let extra: Vec<_> = theirs
            .keys()
            .filter(|k| !english.contains_key(*k))
            .collect();
        assert!(missing.is_empty(), "missing in {language}: {missing:?}");
        assert!(extra.is_empty(), "missing in en: {extra:?}");
        for (key, variables) in &english {
            assert_eq!(
                variables, &theirs[key],
                "{language} {key}: arguments differ"
            );
        }
    }
    // Every non-empty pattern of each language is found through the library as written.
    for key in english.keys() {
        for language in Language::ALL {
            assert!(i18n::has_message(language, key), "{language}: {key}");
        }
    }
}

#[test]
fn translated_text_is_in_its_language() {
    let is_cjk =
        |c: char| ('\u{3000}'..='\u{9FFF}').contains(&c) || ('\u{FF00}'..='\u{FFEF}').contains(&c);
    for language in [Language::ZhCn, Language::Ja] {
        for (key, _) in patterns(language.catalogue()) {
            let text = i18n::text_in(language, &key, &[]);
            if text.is_empty() || LATIN_NAMES.contains(&text.as_str()) {
                continue;
            }
            // A message made only of its arguments and punctuation (a title such as
            // "{ $variant } · { $level }") has no words to translate.
            let words = text
                .split('{')
                .map(|piece| piece.split_once('}').map_or(piece, |(_, rest)| rest))
                .collect::<String>();
            if !words.chars().any(char::is_alphanumeric) {
                continue;
            }
            // Colour and export names may keep a format's name, but no message may be
            // left in English.
            assert!(text.chars().any(is_cjk), "{language} {key}: {text:?}");
            assert_ne!(
                text,
                i18n::text_in(Language::En, &key, &[]),
                "{language} {key}"
            );
        }
    }
}

#[test]
fn chinese_and_japanese_quote_with_their_own_quotation_marks() {
    // Fluent's own string literals ({ "…" }) are resolved away in the text, so any ASCII
    // double quote left is one a reader sees.
    for language in [Language::ZhCn, Language::Ja] {
        for (key, _) in patterns(language.catalogue()) {
            let text = i18n::text_in(language, &key, &[]);
            assert!(!text.contains('"'), "{language} {key}: {text:?}");
            if language == Language::Ja {
                // Japanese quotes with 「…」, not the Chinese marks.
                assert!(!text.contains(['“', '”']), "{language} {key}: {text:?}");
            }
        }
    }
}

#[test]
fn arguments_are_put_in_each_language_in_its_own_place() {
    let level = |language| i18n::text_in(language, "level-hard", &[]);
    let english = i18n::text_in(
        Language::En,
        "cmd-new-game-level.tip",
        &[("level", Arg::from(level(Language::En)))],
    );
    assert_eq!(english, "Start a new Hard puzzle");
    let chinese = i18n::text_in(
        Language::ZhCn,
        "cmd-new-game-level.tip",
        &[("level", Arg::from(level(Language::ZhCn)))],
    );
    assert_eq!(chinese, "开始一局新的困难谜题");
    let step = i18n::text_in(
        Language::ZhCn,
        "cmd-path-step",
        &[("number", 12usize.into())],
    );
    assert_eq!(step, "第 12 步");
}

#[test]
fn counts_of_one_read_as_one_in_every_language() {
    let help = |count: usize| {
        i18n::text_in(
            Language::En,
            "set-givens-so-far",
            &[("count", count.into())],
        )
    };
    assert_eq!(help(1), "One given so far.");
    assert_eq!(help(0), "No givens yet.");
    assert_eq!(help(22), "22 givens so far.");
    let impossible = |language, size: usize| {
        i18n::text_in(
            language,
            "err-variant-impossible-sum",
            &[
                ("cage", Arg::from("the cage at r1c1")),
                ("size", size.into()),
                ("sum", Arg::from("10")),
            ],
        )
    };
    assert_eq!(
        impossible(Language::En, 1),
        "the cage at r1c1: a one-cell cage holds one digit, from 1 to 9, so its sum cannot be 10"
    );
    assert_eq!(
        impossible(Language::En, 2),
        "the cage at r1c1: no 2 different digits add up to 10"
    );
    for language in [Language::ZhCn, Language::Ja] {
        assert_ne!(impossible(language, 1), impossible(language, 2));
        assert!(impossible(language, 1).contains("10"));
    }
}

#[test]
fn a_missing_message_falls_back_to_english_then_to_its_id() {
    assert_eq!(
        i18n::text_in(Language::ZhCn, "no-such-message", &[]),
        "no-such-message"
    );
    assert!(!i18n::has_message(Language::ZhCn, "no-such-message"));
    // The thread's language starts as English and is per thread.
    assert_eq!(i18n::language(), Language::En);
    assert_eq!(i18n::tr("menu-game"), "Game");
    std::thread::spawn(|| {
        i18n::set_language(Language::ZhCn);
        assert_eq!(i18n::tr("menu-game"), "游戏");
    })
    .join()
    .expect("the thread's checks pass");
    assert_eq!(i18n::tr("menu-game"), "Game");
}

fn rust_sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src is readable").flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

fn sources() -> Vec<(PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_sources(&root.join("src"), &mut files);
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).expect("a source is readable");
            (path, text)
        })
        .collect()
}

#[test]
fn every_id_the_code_names_is_in_the_catalogue() {
    const PREFIXES: [&str; 13] = [
        "cmd-",
        "menu-",
        "level-",
        "mode-",
        "theme-",
        "language-",
        "colour-",
        "export-",
        "toggle-",
        "play-",
        "win-",
        "technique-",
        "action-",
    ];
    let english = patterns(Language::En.catalogue());
    let mut named = 0;
    for (path, text) in sources() {
        for literal in text.split('"').skip(1).step_by(2) {
            let is_id = PREFIXES.iter().any(|p| literal.starts_with(p))
                && literal
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || "-.".contains(c));
            if is_id && !literal.ends_with('-') {
                named += 1;
                assert!(
                    english.contains_key(literal),
                    "{}: {literal} is not in the catalogue",
                    path.display()
                );
            }
        }
    }
    assert!(named > 150, "{named} ids found in the code");
    // Ids made at run time: the nine colours and every toggle's tooltip.
    for colour in 1..=9 {
        assert!(english.contains_key(&format!("colour-{colour}")));
    }
    for key in english
        .keys()
        .filter(|k| k.starts_with("toggle-") && !k.contains('.'))
    {
        assert!(english.contains_key(&format!("{key}.tip")), "{key}.tip");
    }
}

#[test]
fn the_fallback_fonts_cover_every_character_of_their_languages() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for (file, language) in [
        ("NotoSansSC-Nonet.otf", Language::ZhCn),
        ("NotoSansJP-Nonet.otf", Language::Ja),
    ] {
        let font_bytes =
            std::fs::read(root.join("assets/fonts").join(file)).expect("the font is there");
        let font = skrifa::FontRef::new(&font_bytes).expect("the font parses");
        let charmap = font.charmap();
        let mut texts: Vec<(String, String)> = language
            .catalogue()
            .iter()
            .map(|source| (format!("the {language} catalogue"), source.to_string()))
            .collect();
        // What the program shows: its own text outside tests (the languages' names).
        texts.extend(
            sources()
                .into_iter()
                .map(|(path, text)| (path.display().to_string(), outside_tests(&path, &text))),
        );
        let mut checked = BTreeSet::new();
        for (name, text) in &texts {
            for c in text.chars().filter(|&c| c >= '\u{2E80}') {
                if checked.insert(c) {
                    assert!(
                        charmap.map(c).is_some(),
                        "{name} uses {c:?} (U+{:04X}), which {file} lacks: run \
                         assets/fonts/make_cjk_subset.py",
                        c as u32
                    );
                }
            }
        }
        assert!(
            checked.len() > 300,
            "{file}: {} characters checked",
            checked.len()
        );
    }
}

/// A source file without its test module (`#[cfg(test)]` followed by `mod`, which ends the
/// file by this crate's convention), empty for a file of tests.
fn outside_tests(path: &Path, text: &str) -> String {
    if path.file_name().is_some_and(|name| name == "tests.rs") {
        return String::new();
    }
    let mut kept = String::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        if line.trim() == "#[cfg(test)]"
            && lines
                .peek()
                .is_some_and(|next| next.trim_start().starts_with("mod "))
        {
            break;
        }
        kept.push_str(line);
        kept.push('\n');
    }
    kept
}

#[test]
fn no_cjk_text_is_left_in_the_code_but_the_languages_own_names() {
    let allowed: BTreeSet<char> = Language::ALL
        .iter()
        .flat_map(|l| l.native_name().chars())
        .collect();
    let mut files = 0;
    for (path, text) in sources() {
        let code = outside_tests(&path, &text);
        for (number, line) in code.lines().enumerate() {
            let stray = line
                .chars()
                .find(|&c| c >= '\u{2E80}' && !allowed.contains(&c));
            assert!(
                stray.is_none(),
                "{}:{}: {line:?} holds CJK text; words belong in the catalogues",
                path.display(),
                number + 1
            );
        }
        files += 1;
    }
    assert!(files > 100, "{files} files read");
    // The check sees a stray character.
    let sample = "fn f() -> &str { \"\u{76d8}\" }\n#[cfg(test)]\nmod tests {}\n";
    assert!(outside_tests(Path::new("x.rs"), sample).contains('\u{76d8}'));
    assert!(
        !outside_tests(
            Path::new("x.rs"),
            "#[cfg(test)]\nmod tests { \"\u{76d8}\" }"
        )
        .contains('\u{76d8}')
    );
}
