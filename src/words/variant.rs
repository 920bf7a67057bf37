//! Variant steps in words: one whole-sentence message per technique the variant solver
//! uses, with its houses (the diagonals, windows and jigsaw regions among them), cells,
//! digits and sums, and what the step places and removes.

use super::{ListKind, Phrase, Word, cell, cell_list, digit_list, digit_word, house_word};
use crate::logic::{RuleKind, RuleNote, Step, Technique, VariantReason};

/// A variant step's sentence (a step whose reason is [`VariantReason`]), as a phrase, with
/// `name` the technique's.
pub(super) fn step_phrase(name: Word, step: &Step, reason: &VariantReason) -> Phrase {
    let house = |index: usize| {
        step.units
            .get(index)
            .map_or(Word::Text(String::new()), |&h| house_word(h))
    };
    if let Some(forcing) = &reason.forcing {
        return super::variant_forcing::forcing_phrase(name, forcing);
    }
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
            .with("houses", houses(&step.units))
            .with("sum", sum),
        Technique::XYWing => Phrase::new("vstep-xy-wing")
            .with("pivot", cell_list(&step.cells[..1.min(step.cells.len())]))
            .with(
                "pincers",
                cell_list(step.cells.get(1..).unwrap_or_default()),
            ),
        Technique::RuleOf45SeveralHouses => Phrase::new("vstep-rule-of-45-several")
            .with("houses", houses(&step.units))
            .with("total", 45 * step.units.len())
            .with("sum", sum),
        Technique::XWing | Technique::Swordfish | Technique::Jellyfish => {
            let (bases, covers) = step.fish_houses().unwrap_or((&step.units, &[]));
            Phrase::new("vstep-fish")
                .with("bases", houses(bases))
                .with("covers", houses(covers))
        }
        Technique::XYZWing => Phrase::new("vstep-xyz-wing")
            .with("pivot", cell_list(&step.cells[..1.min(step.cells.len())]))
            .with(
                "pincers",
                cell_list(step.cells.get(1..).unwrap_or_default()),
            ),
        Technique::WWing => Phrase::new("vstep-w-wing")
            .with("pair", cell_list(&step.cells[..2.min(step.cells.len())]))
            .with("links", cell_list(step.cells.get(2..).unwrap_or_default()))
            .with("house", house(0)),
        Technique::SimpleColouring => Phrase::new("vstep-colouring"),
        Technique::XChain | Technique::XYChain => {
            let id = if step.technique == Technique::XChain {
                "vstep-x-chain"
            } else {
                "vstep-xy-chain"
            };
            let end = |at: Option<&u8>| at.map_or(Word::Text(String::new()), |&c| cell(c));
            Phrase::new(id)
                .with("start", end(step.cells.first()))
                .with("end", end(step.cells.last()))
        }
        Technique::ForcingChain if !step.units.is_empty() => {
            Phrase::new("vstep-forcing-house").with("house", house(0))
        }
        // A contradiction rests on one candidate; agreement on all of a cell's.
        Technique::ForcingChain if reason.digits.len() == 1 => {
            Phrase::new("vstep-forcing-contradiction")
        }
        Technique::ForcingChain => Phrase::new("vstep-forcing-cell"),
        Technique::KillerPair => Phrase::new("vstep-killer-pair").with("house", house(0)),
        Technique::InteractingCages => {
            Phrase::new("vstep-interacting-cages").with("house", house(0))
        }
        Technique::PuzzleRule => match &reason.rule {
            Some(note) => rule_phrase(note),
            None => Phrase::new("vstep-pattern"),
        },
        // The variant solver has no other technique; a pattern is still said plainly.
        _ => Phrase::new("vstep-pattern"),
    };
    phrase
        .with("name", name)
        .with("cells", cell_list(&step.cells))
        .with("digits", digit_list(reason.digits))
        .with("effects", Word::List(ListKind::Parts, effects(step)))
}

/// The sentence of a step resting on a constraint puzzle's own rule, with its cells and
/// its number (the `cells` the caller adds are the rule's).
fn rule_phrase(note: &RuleNote) -> Phrase {
    let id = match note.kind {
        RuleKind::Thermometer => "vstep-rule-thermometer",
        RuleKind::Arrow => "vstep-rule-arrow",
        RuleKind::Whispers => "vstep-rule-whispers",
        RuleKind::Palindrome => "vstep-rule-palindrome",
        RuleKind::Renban => "vstep-rule-renban",
        RuleKind::BetweenLine => "vstep-rule-between",
        RuleKind::Difference => "vstep-rule-difference",
        RuleKind::Ratio => "vstep-rule-ratio",
        RuleKind::PairSum => "vstep-rule-pair-sum",
        RuleKind::NoDifference => "vstep-rule-no-difference",
        RuleKind::NoRatio => "vstep-rule-no-ratio",
        RuleKind::NoPairSum => "vstep-rule-no-pair-sum",
        RuleKind::Odd => "vstep-rule-odd",
        RuleKind::Even => "vstep-rule-even",
        RuleKind::LittleKiller => "vstep-rule-little-killer",
        RuleKind::Sandwich => "vstep-rule-sandwich",
        RuleKind::XSum => "vstep-rule-x-sum",
        RuleKind::Skyscraper => "vstep-rule-skyscraper",
        RuleKind::RegionSum => "vstep-rule-region-sum",
        RuleKind::Entropic => "vstep-rule-entropic",
        RuleKind::Quadruple => "vstep-rule-quadruple",
        RuleKind::Minimum => "vstep-rule-minimum",
        RuleKind::Maximum => "vstep-rule-maximum",
        RuleKind::Clone => "vstep-rule-clone",
        RuleKind::RowIndexer => "vstep-rule-row-indexer",
        RuleKind::ColumnIndexer => "vstep-rule-column-indexer",
        RuleKind::BoxIndexer => "vstep-rule-box-indexer",
        RuleKind::GivenCandidates => "vstep-rule-given-candidates",
    };
    let named = |at: Option<&u8>| at.map_or(Word::Text(String::new()), |&c| cell(c));
    Phrase::new(id)
        .with("value", note.value as usize)
        .with("first", named(note.cells.first()))
        .with("last", named(note.cells.last()))
}

/// Houses as a list joined by "and".
fn houses(units: &[crate::grid::House]) -> Word {
    Word::List(
        ListKind::And,
        units.iter().map(|&h| house_word(h)).collect(),
    )
}

/// What a step places and removes: each placement, then each cell's removed digits.
fn effects(step: &Step) -> Vec<Word> {
    let mut effects: Vec<Word> = step
        .placements
        .iter()
        .map(|placed| {
            Phrase::new("vfact-placed")
                .with("cell", cell(placed.cell))
                .with("digit", digit_word(placed.digit))
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
                    Word::List(ListKind::Or, digits.into_iter().map(digit_word).collect()),
                )
                .into(),
        );
    }
    effects
}
