//! Variant steps in words: one whole-sentence message per technique the variant solver
//! uses, with its houses (the diagonals, windows and jigsaw regions among them), cells,
//! digits and sums, and what the step places and removes.

use super::{ListKind, Phrase, Word, cell, cell_list, digit_list, house_word};
use crate::logic::{Step, Technique, VariantReason};

/// A variant step's sentence (a step whose reason is [`VariantReason`]), as a phrase, with
/// `name` the technique's.
pub(super) fn step_phrase(name: Word, step: &Step, reason: &VariantReason) -> Phrase {
    let house = |index: usize| {
        step.units
            .get(index)
            .map_or(Word::Text(String::new()), |&h| house_word(h))
    };
    let sum = reason.sum.map_or(0, usize::from);
    let phrase = match step.technique {
        Technique::HiddenSingle => Phrase::new("vstep-hidden-single").with("house", house(0)),
        Technique::NakedSingle => Phrase::new("vstep-naked-single"),
        Technique::CageCombinations => Phrase::new("vstep-cage-combinations").with("sum", sum),
        Technique::Pointing | Technique::Claiming => Phrase::new("vstep-locked")
            .with("house", house(0))
            .with("other", house(1)),
        Technique::CageHouse => Phrase::new("vstep-cage-house")
            .with("house", house(0))
            .with("sum", sum),
        Technique::HouseCage => Phrase::new("vstep-house-cage")
            .with("house", house(0))
            .with("sum", sum),
        Technique::NakedPair | Technique::NakedTriple | Technique::NakedQuad => {
            Phrase::new("vstep-naked-subset").with("house", house(0))
        }
        Technique::HiddenPair | Technique::HiddenTriple | Technique::HiddenQuad => {
            Phrase::new("vstep-hidden-subset").with("house", house(0))
        }
        Technique::RuleOf45 => Phrase::new("vstep-rule-of-45")
            .with("house", house(0))
            .with("sum", sum),
        Technique::RuleOf45TwoHouses => Phrase::new("vstep-rule-of-45-two")
            .with(
                "houses",
                Word::List(
                    ListKind::And,
                    step.units.iter().map(|&h| house_word(h)).collect(),
                ),
            )
            .with("sum", sum),
        Technique::XYWing => Phrase::new("vstep-xy-wing")
            .with("pivot", cell_list(&step.cells[..1.min(step.cells.len())]))
            .with(
                "pincers",
                cell_list(step.cells.get(1..).unwrap_or_default()),
            ),
        // The variant solver has no other technique; a pattern is still said plainly.
        _ => Phrase::new("vstep-pattern"),
    };
    phrase
        .with("name", name)
        .with("cells", cell_list(&step.cells))
        .with("digits", digit_list(reason.digits))
        .with("effects", Word::List(ListKind::Parts, effects(step)))
}

/// What a step places and removes: each placement, then each cell's removed digits.
fn effects(step: &Step) -> Vec<Word> {
    let mut effects: Vec<Word> = step
        .placements
        .iter()
        .map(|placed| {
            Phrase::new("vfact-placed")
                .with("cell", cell(placed.cell))
                .with("digit", placed.digit)
                .into()
        })
        .collect();
    let mut removed = step.eliminations.iter().peekable();
    while let Some(first) = removed.next() {
        let mut digits = vec![first.digit];
        while let Some(next) = removed.next_if(|next| next.cell == first.cell) {
            digits.push(next.digit);
        }
        effects.push(
            Phrase::new("fact-cannot-be")
                .with("cell", cell(first.cell))
                .with(
                    "digit",
                    Word::List(ListKind::Or, digits.into_iter().map(Word::from).collect()),
                )
                .into(),
        );
    }
    effects
}
