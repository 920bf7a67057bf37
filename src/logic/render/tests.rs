//! Tests of the renderers: the notation shared by every language, and English sentences
//! built from hand-made reasons (the finders' own tests check the reasons they build).

use super::english;
use super::eureka;
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
    let sentence = english::step(&step(Technique::NakedPair, pair, vec![node(26, 1)]));
    for part in ["column 9", "r1c9", "r2c9", "1", "3", "r3c9"] {
        assert!(sentence.contains(part), "{part} missing from {sentence:?}");
    }
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
