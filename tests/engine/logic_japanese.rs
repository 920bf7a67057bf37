//! The Japanese sentences, over the logical solves of a sample of the SE-rated set (every
//! technique family, forcing chains included): each is Japanese (no English words left in
//! it), and it names the same cells and digits as the English sentence for the same step, so
//! a translation cannot drop or invent part of the argument. The same holds for the hint
//! card's walks through chains and forcing chains, item by item.

use nonet::grid::{CELLS, Grid};
use nonet::lang::Language;
use nonet::logic::{Finding, LogicState, Reason, next_step};
use nonet::words;
use std::collections::BTreeSet;

use crate::common;
use crate::sentences;

use sentences::{cells_named, digits_named, not_in_language};

/// The Latin-letter runs a Japanese sentence may hold: the `r` and `c` of cell names, the
/// two almost locked sets A and B, and the pattern names Japanese players write with Latin
/// letters (Xウィング, XYチェーン, ALS-XZ, BUG+1).
const ALLOWED_LATIN: &[&str] = &[
    "r", "c", "A", "B", "X", "W", "XY", "XZ", "XYZ", "WXYZ", "VWXYZ", "UVWXYZ", "BUG", "ALS",
];

/// Why `sentence` is not acceptable Japanese, if it is not: no kana, or a run of Latin
/// letters that is not notation or an allowed name.
fn not_japanese(sentence: &str) -> Option<String> {
    let kana = |c: char| ('\u{3040}'..='\u{30ff}').contains(&c);
    not_in_language(sentence, kana, ALLOWED_LATIN)
}

#[test]
fn every_step_of_the_sample_is_said_in_japanese_with_the_same_cells_and_digits() {
    let text = common::data_text("se_rated.tsv");
    let puzzles: Vec<Grid> = text
        .lines()
        .filter_map(|line| line.split('\t').next())
        .filter(|field| field.len() == CELLS)
        .step_by(6)
        .map(|field| field.parse().expect("puzzle line parses"))
        .collect();
    assert!(puzzles.len() > 400);
    let mut families = std::collections::HashSet::new();
    for puzzle in &puzzles {
        let mut state = LogicState::from_grid(puzzle);
        while let Finding::Step(step) = next_step(&state) {
            let ja = words::step_in(Language::Ja, &step);
            let en = words::step_in(Language::En, &step);
            if let Some(why) = not_japanese(&ja) {
                panic!("{why} in {ja:?} (English: {en:?})");
            }
            assert_eq!(cells_named(&ja), cells_named(&en), "{ja:?} / {en:?}");
            assert_eq!(
                digits_named(&ja, '\u{ff1a}'),
                digits_named(&en, ':'),
                "{ja:?} / {en:?}"
            );
            let walks = match &step.reason {
                Reason::Chain(chain) => Some((
                    words::chain_walk_in(Language::Ja, chain, &step.eliminations, &state.cands),
                    words::chain_walk_in(Language::En, chain, &step.eliminations, &state.cands),
                )),
                Reason::Forcing(forcing) => Some((
                    words::forcing_walk_in(
                        Language::Ja,
                        forcing,
                        &step.placements,
                        &step.eliminations,
                    ),
                    words::forcing_walk_in(
                        Language::En,
                        forcing,
                        &step.placements,
                        &step.eliminations,
                    ),
                )),
                _ => None,
            };
            if let Some((ja, en)) = walks {
                assert_eq!(ja.len(), en.len(), "{ja:?} / {en:?}");
                for (ja, en) in ja.iter().zip(&en) {
                    if let Some(why) = not_japanese(ja) {
                        panic!("{why} in {ja:?} (English: {en:?})");
                    }
                    assert_eq!(cells_named(ja), cells_named(en), "{ja:?} / {en:?}");
                }
            }
            families.insert(std::mem::discriminant(&step.reason));
            state.apply(&step);
        }
    }
    assert_eq!(
        families.len(),
        11,
        "the sample reaches every classic family"
    );
}

#[test]
fn every_technique_and_level_has_a_japanese_name_of_its_own() {
    use nonet::logic::Level;
    let levels: BTreeSet<String> = Level::ALL
        .iter()
        .map(|&l| words::level_name_in(Language::Ja, l))
        .collect();
    assert_eq!(levels.len(), Level::ALL.len());
    for level in levels {
        assert!(not_japanese(&level).is_none(), "{level}");
    }
}
