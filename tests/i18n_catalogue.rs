//! The message catalogues (`assets/i18n/`): both parse, hold the same messages with the same
//! arguments, cover every id the code asks for, and the embedded CJK font draws every
//! Chinese character Nonet's own text uses.

use fluent_bundle::FluentResource;
use nonet::i18n::{self, Arg, CHINESE_SOURCES, ENGLISH_SOURCES};
use nonet::lang::Language;
use skrifa::MetadataProvider;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Each pattern of a catalogue (`id` or `id.attribute`) with the variables it uses, read
/// from the source line by line: a message starts at column 0, its attributes are indented
/// and start with `.`.
fn patterns(sources: &[&str]) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    let mut message = String::new();
    for line in sources.iter().flat_map(|source| source.lines()) {
        if line.starts_with('#') || line.trim().is_empty() {
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
                continue;
            }
            head.to_string()
        };
        let variables: BTreeSet<String> = value
            .split("{ $")
            .skip(1)
            .filter_map(|rest| rest.split_once(" }").map(|(name, _)| name.to_string()))
            .collect();
        assert!(
            out.insert(key.clone(), variables).is_none(),
            "{key} defined twice"
        );
    }
    out
}

#[test]
fn both_catalogues_parse_without_errors() {
    let english = ENGLISH_SOURCES.iter().map(|s| ("en", s));
    let chinese = CHINESE_SOURCES.iter().map(|s| ("zh-CN", s));
    for (index, (name, source)) in english.chain(chinese).enumerate() {
        if let Err((_, errors)) = FluentResource::try_new(source.to_string()) {
            panic!(
                "{name}, file {}: {errors:?}",
                index % ENGLISH_SOURCES.len() + 1
            );
        }
    }
}

#[test]
fn every_message_is_in_both_languages_with_the_same_arguments() {
    let english = patterns(&ENGLISH_SOURCES);
    let chinese = patterns(&CHINESE_SOURCES);
    assert!(english.len() > 200, "{} patterns", english.len());
    let only_english: Vec<_> = english
        .keys()
        .filter(|k| !chinese.contains_key(*k))
        .collect();
    let only_chinese: Vec<_> = chinese
        .keys()
        .filter(|k| !english.contains_key(*k))
        .collect();
    assert!(
        only_english.is_empty(),
        "missing in zh-CN: {only_english:?}"
    );
    assert!(only_chinese.is_empty(), "missing in en: {only_chinese:?}");
    for (key, variables) in &english {
        assert_eq!(variables, &chinese[key], "{key}: arguments differ");
    }
    // Every non-empty pattern of each language is found through the library as written.
    for key in english.keys() {
        for language in Language::ALL {
            assert!(i18n::has_message(language, key), "{language}: {key}");
        }
    }
}

#[test]
fn chinese_text_is_chinese() {
    for (key, _) in patterns(&CHINESE_SOURCES) {
        let text = i18n::text_in(Language::ZhCn, &key, &[]);
        if text.is_empty() {
            continue;
        }
        let english = i18n::text_in(Language::En, &key, &[]);
        let has_cjk = text.chars().any(|c| ('\u{4E00}'..='\u{9FFF}').contains(&c));
        // Colour and export names may keep a format's name, but no message may be
        // left in English.
        assert!(has_cjk, "{key}: {text:?}");
        assert_ne!(text, english, "{key}");
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
    let english = patterns(&ENGLISH_SOURCES);
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
fn the_fallback_font_covers_every_chinese_character() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let font_bytes =
        std::fs::read(root.join("assets/fonts/NotoSansSC-Nonet.otf")).expect("the font is there");
    let font = skrifa::FontRef::new(&font_bytes).expect("the font parses");
    let charmap = font.charmap();
    let mut texts: Vec<(String, String)> = CHINESE_SOURCES
        .iter()
        .map(|source| ("the zh-CN catalogue".to_string(), source.to_string()))
        .collect();
    texts.extend(
        sources()
            .into_iter()
            .map(|(path, text)| (path.display().to_string(), text)),
    );
    let mut checked = BTreeSet::new();
    for (name, text) in &texts {
        for c in text.chars().filter(|&c| c >= '\u{2E80}') {
            if checked.insert(c) {
                assert!(
                    charmap.map(c).is_some(),
                    "{name} uses {c:?} (U+{:04X}), which the embedded font lacks: run \
                     assets/fonts/make_cjk_subset.py",
                    c as u32
                );
            }
        }
    }
    assert!(checked.len() > 300, "{} characters checked", checked.len());
}
