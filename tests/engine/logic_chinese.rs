//! The Simplified Chinese sentences, over the logical solves of a sample of the SE-rated set
//! (every technique family, forcing chains included): each is Chinese (no English words
//! left in it), and it names the same cells and digits as the English sentence for the same
//! step, so a translation cannot drop or invent part of the argument. The same holds for the
//! hint card's walks through chains and forcing chains, item by item.

use nonet::grid::{CELLS, Grid};
use nonet::lang::Language;
use nonet::logic::{Finding, LogicState, Reason, Technique, next_step};
use nonet::words as render;
use nonet::words::Explained;
use nonet::words::report::{explain_text, explain_text_in};
use std::collections::{BTreeSet, HashMap};

use crate::common;
use crate::sentences;

use sentences::{cells_named, digits_named, not_in_language};

/// The Latin-letter runs a Chinese sentence may hold: the `r` and `c` of cell names, the
/// two almost locked sets A and B, and the pattern names Chinese players write in Latin
/// letters (X-Wing, XY-Wing, XYZ-Wing, W-Wing, XY链, BUG+1, ALS-XZ, Nishio).
const ALLOWED_LATIN: &[&str] = &[
    "r", "c", "A", "B", "X", "W", "XY", "XZ", "XYZ", "Wing", "BUG", "ALS", "Nishio",
];

/// Why `sentence` is not acceptable Chinese, if it is not: no Chinese character, or a run
/// of Latin letters that is not notation or an allowed name.
fn not_chinese(sentence: &str) -> Option<String> {
    let chinese = |c: char| ('\u{4e00}'..='\u{9fff}').contains(&c);
    not_in_language(sentence, chinese, ALLOWED_LATIN)
}

fn sample() -> Vec<Grid> {
    let text = common::data_text("se_rated.tsv");
    text.lines()
        .filter_map(|line| line.split('\t').next())
        .filter(|field| field.len() == CELLS)
        .step_by(4)
        .map(|field| field.parse().expect("puzzle line parses"))
        .collect()
}

/// The family of a reason, to check the sample reaches every one.
fn family(reason: &Reason) -> &'static str {
    match reason {
        Reason::Single(_) => "single",
        Reason::Locked(_) => "locked",
        Reason::Subset(_) => "subset",
        Reason::Fish(_) => "fish",
        Reason::SingleDigit(_) => "single digit",
        Reason::Wing(_) => "wing",
        Reason::Colouring(_) => "colouring",
        Reason::Uniqueness(_) => "uniqueness",
        Reason::Als(_) => "als",
        Reason::Chain(_) => "chain",
        Reason::Forcing(_) => "forcing",
        Reason::Variant(_) => "variant",
    }
}

#[test]
fn every_step_of_the_sample_is_said_in_chinese_with_the_same_cells_and_digits() {
    let puzzles = sample();
    assert!(puzzles.len() > 700);
    let mut families: HashMap<&str, usize> = HashMap::new();
    let mut techniques: HashMap<Technique, usize> = HashMap::new();
    for puzzle in &puzzles {
        let mut state = LogicState::from_grid(puzzle);
        while let Finding::Step(step) = next_step(&state) {
            let zh = render::step_in(Language::ZhCn, &step);
            let en = render::step_in(Language::En, &step);
            assert_eq!(en, step.explanation(), "English is the default");
            assert_eq!(zh, step.explanation_in(Language::ZhCn));
            if let Some(why) = not_chinese(&zh) {
                panic!("{why} in {zh:?} (English: {en:?})");
            }
            assert!(
                zh.starts_with(&render::technique_name_in(Language::ZhCn, step.technique))
                    || matches!(step.reason, Reason::Forcing(_) | Reason::Uniqueness(_)),
                "{zh:?} does not start with its technique's name"
            );
            assert_eq!(cells_named(&zh), cells_named(&en), "{zh:?} / {en:?}");
            assert_eq!(
                digits_named(&zh, '：'),
                digits_named(&en, ':'),
                "{zh:?} / {en:?}"
            );
            // The hint card's walks, link by link, are Chinese too, with the same cells.
            let walks = match &step.reason {
                Reason::Chain(chain) => Some((
                    render::chain_walk_in(Language::ZhCn, chain, &step.eliminations, &state.cands),
                    render::chain_walk_in(Language::En, chain, &step.eliminations, &state.cands),
                )),
                Reason::Forcing(forcing) => Some((
                    render::forcing_walk_in(
                        Language::ZhCn,
                        forcing,
                        &step.placements,
                        &step.eliminations,
                    ),
                    render::forcing_walk_in(
                        Language::En,
                        forcing,
                        &step.placements,
                        &step.eliminations,
                    ),
                )),
                _ => None,
            };
            if let Some((zh, en)) = walks {
                assert_eq!(zh.len(), en.len(), "{zh:?} / {en:?}");
                for (zh, en) in zh.iter().zip(&en) {
                    if let Some(why) = not_chinese(zh) {
                        panic!("{why} in {zh:?} (English: {en:?})");
                    }
                    assert_eq!(cells_named(zh), cells_named(en), "{zh:?} / {en:?}");
                }
            }
            *families.entry(family(&step.reason)).or_default() += 1;
            *techniques.entry(step.technique).or_default() += 1;
            state.apply(&step);
        }
    }
    for name in [
        "single",
        "locked",
        "subset",
        "fish",
        "single digit",
        "wing",
        "colouring",
        "uniqueness",
        "als",
        "chain",
        "forcing",
    ] {
        assert!(families.contains_key(name), "the sample reaches {name}");
    }
    assert!(techniques.len() > 25, "{techniques:?}");
}

#[test]
fn every_technique_and_level_has_a_chinese_name_of_its_own() {
    use nonet::logic::Level;
    let all = [
        Technique::FullHouse,
        Technique::HiddenSingle,
        Technique::NakedSingle,
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::HiddenTriple,
        Technique::NakedQuad,
        Technique::HiddenQuad,
        Technique::XWing,
        Technique::Swordfish,
        Technique::Jellyfish,
        Technique::FinnedXWing,
        Technique::FinnedSwordfish,
        Technique::FinnedJellyfish,
        Technique::Skyscraper,
        Technique::TwoStringKite,
        Technique::EmptyRectangle,
        Technique::XYWing,
        Technique::XYZWing,
        Technique::WWing,
        Technique::RemotePairs,
        Technique::SimpleColouring,
        Technique::UniqueRectangle1,
        Technique::UniqueRectangle2,
        Technique::UniqueRectangle3,
        Technique::UniqueRectangle4,
        Technique::BugPlusOne,
        Technique::XChain,
        Technique::XYChain,
        Technique::NiceLoop,
        Technique::AlsXz,
        Technique::ForcingChain,
    ];
    let names: BTreeSet<String> = all
        .iter()
        .map(|&t| render::technique_name_in(Language::ZhCn, t))
        .collect();
    assert_eq!(names.len(), all.len(), "two techniques share a name");
    for technique in all {
        // Names in Latin letters only are those Chinese players use as they are.
        let name = render::technique_name_in(Language::ZhCn, technique);
        let latin_only = ["X-Wing", "XY-Wing", "XYZ-Wing", "W-Wing"].contains(&name.as_str());
        assert!(latin_only || not_chinese(&name).is_none(), "{name}");
        assert_eq!(
            render::technique_name_in(Language::En, technique),
            technique.name()
        );
    }
    let levels: BTreeSet<String> = Level::ALL
        .iter()
        .map(|&l| render::level_name_in(Language::ZhCn, l))
        .collect();
    assert_eq!(levels.len(), Level::ALL.len());
    assert_eq!(render::level_name_in(Language::En, Level::Hard), "Hard");
}

#[test]
fn explained_text_in_chinese_has_the_same_lines_and_scores_as_in_english() {
    for puzzle in sample().iter().step_by(40) {
        let en = explain_text(puzzle);
        assert_eq!(explain_text_in(Language::En, puzzle), en);
        let zh = explain_text_in(Language::ZhCn, puzzle);
        assert_eq!(zh.lines().count(), en.lines().count());
        for (zh, en) in zh.lines().zip(en.lines()) {
            // The numbering and the score in brackets stay as they are.
            let prefix = |line: &str| line.split_once(']').map(|(p, _)| p.to_string());
            if en.starts_with(' ') {
                assert_eq!(prefix(zh), prefix(en));
            }
            assert!(not_chinese(zh).is_none(), "{zh:?}");
        }
    }
}
