//! Tests of the renderers: the notation shared by every language, and English sentences
//! built from hand-made reasons (the finders' own tests check the reasons they build).

use super::eureka;
use super::{chinese, english};
use crate::grid::{DigitSet, Unit};
use crate::logic::reason::{Exclusion, LinkKind, Reason, Single, SingleKind, Subset, SubsetKind};
use crate::logic::{Candidate, Contradiction, MistakeKind, Step, Technique};

fn node(cell: usize, digit: u8) -> Candidate {
    Candidate::new(cell, digit)
}

#[test]
fn eureka_notation_groups_cells() {
    let x = [node(1, 4), node(6, 4), node(42, 4), node(39, 4)];
    let links = [LinkKind::Strong, LinkKind::Weak, LinkKind::Strong];
    assert_eq!(eureka(&x, &links), "(4)r1c2=r1c7-r5c7=r5c4");
    let mixed = [node(1, 4), node(6, 4), node(6, 6), node(42, 6)];
    assert_eq!(eureka(&mixed, &links), "(4)r1c2=(4-6)r1c7=(6)r5c7");
}

/// A step with `reason`, placing or removing what the sentence needs.
fn step(technique: Technique, reason: Reason, eliminations: Vec<Candidate>) -> Step {
    let placements = match &reason {
        Reason::Single(single) => vec![node(single.cell.into(), single.digit)],
        _ => Vec::new(),
    };
    Step {
        technique,
        placements,
        eliminations,
        cells: Vec::new(),
        units: Vec::new(),
        pattern: Vec::new(),
        score: 1.0,
        reason,
    }
}

#[test]
fn sentences_take_their_cells_units_and_digits_from_the_reason() {
    let hidden = |unit, cell: u8, digit| {
        Reason::Single(Single {
            kind: SingleKind::Hidden(unit),
            cell,
            digit,
            excluded: vec![Exclusion {
                candidate: node(usize::from(cell) + 1, digit),
                by: None,
            }],
        })
    };
    assert_eq!(
        english::step(&step(
            Technique::HiddenSingle,
            hidden(Unit::Box(4), 40, 7),
            vec![]
        )),
        "Hidden single: in box 5, the 7 fits only in r5c5."
    );
    assert_eq!(
        english::step(&step(
            Technique::HiddenSingle,
            hidden(Unit::Row(0), 2, 3),
            vec![]
        )),
        "Hidden single: in row 1, the 3 fits only in r1c3."
    );

    let pair = Reason::Subset(Subset {
        kind: SubsetKind::Naked,
        unit: Unit::Col(8),
        cells: vec![8, 17],
        digits: DigitSet::from_bits(0b101),
    });
    let sentence = english::step(&step(Technique::NakedPair, pair.clone(), vec![node(26, 1)]));
    for part in ["column 9", "r1c9", "r2c9", "1", "3", "r3c9"] {
        assert!(sentence.contains(part), "{part} missing from {sentence:?}");
    }

    // The same reasons in Chinese, in Chinese word order.
    assert_eq!(
        chinese::step(&step(
            Technique::HiddenSingle,
            hidden(Unit::Box(4), 40, 7),
            vec![]
        )),
        "摒除法：在第5宫中，7只能填在r5c5。"
    );
    assert_eq!(
        chinese::step(&step(Technique::NakedPair, pair, vec![node(26, 1)])),
        "显性数对：在第9列中，r1c9和r2c9合起来只含1和3这几个数字，所以这些数字不能出现在r3c9。"
    );
}

/// Every mistake and broken rule, in both languages, with the cell (and digit) each names.
fn every_mistake_and_contradiction() -> Vec<(String, String, &'static [&'static str])> {
    use crate::grid::{Conflict, Unit};
    let mistakes: [(MistakeKind, &'static [&'static str]); 3] = [
        (MistakeKind::NotTheSolution, &["r2c2", "5"]),
        (MistakeKind::NoSolutionWithIt, &["r2c2", "5"]),
        (MistakeKind::LostCandidate { digit: 8 }, &["r2c2", "8"]),
    ];
    let broken: [(Contradiction, &'static [&'static str]); 7] = [
        (
            Contradiction::Repeated(Conflict {
                digit: 4,
                unit: Unit::Row(2),
                cells: [18, 20],
            }),
            &["r3c1", "r3c3", "4"],
        ),
        (Contradiction::EmptyCell { cell: 80 }, &["r9c9"]),
        (
            Contradiction::NoPlace {
                unit: Unit::Box(3),
                digit: 6,
            },
            &["4", "6"],
        ),
        (
            Contradiction::Clash {
                candidate: node(0, 2),
            },
            &["r1c1", "2"],
        ),
        (
            Contradiction::TwoDigits {
                cell: 9,
                digits: [1, 2],
            },
            &["r2c1"],
        ),
        (Contradiction::NoSolution, &[]),
        (Contradiction::PuzzleNotUnique, &[]),
    ];
    let mut all = Vec::new();
    for (kind, parts) in mistakes {
        let entered = if matches!(kind, MistakeKind::LostCandidate { .. }) {
            0
        } else {
            5
        };
        all.push((
            english::mistake(10, entered, kind),
            chinese::mistake(10, entered, kind),
            parts,
        ));
    }
    for (why, parts) in broken {
        all.push((
            english::contradiction(why),
            chinese::contradiction(why),
            parts,
        ));
    }
    all
}

#[test]
fn chinese_mistakes_and_broken_rules_are_chinese_and_name_what_english_names() {
    for (en, zh, parts) in every_mistake_and_contradiction() {
        for part in parts {
            assert!(en.contains(part), "{part} missing from {en:?}");
            assert!(zh.contains(part), "{part} missing from {zh:?}");
        }
        assert!(
            zh.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
            "{zh:?}"
        );
        // Only the cells' r and c are Latin letters.
        assert!(
            zh.split(|c: char| !c.is_ascii_alphabetic())
                .all(|run| run.is_empty() || run == "r" || run == "c"),
            "{zh:?}"
        );
    }
    assert!(
        chinese::no_technique_applies()
            .chars()
            .all(|c| !c.is_ascii_alphabetic())
    );
}

#[test]
fn mistakes_and_broken_rules_name_the_cell() {
    let wrong = english::mistake(10, 5, MistakeKind::NotTheSolution);
    assert!(wrong.contains("r2c2") && wrong.contains('5'), "{wrong}");
    let lost = english::mistake(10, 0, MistakeKind::LostCandidate { digit: 8 });
    assert!(lost.contains("r2c2") && lost.contains('8'), "{lost}");
    let empty = english::contradiction(Contradiction::EmptyCell { cell: 80 });
    assert!(empty.contains("r9c9"), "{empty}");
    assert_ne!(english::no_technique_applies(), "");
}
