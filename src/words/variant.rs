//! Variant steps in words: one whole-sentence message per technique, with its houses (the
//! diagonals, windows and jigsaw regions among them), cells, digits and sums, and what the
//! step places and removes.

use super::{ListKind, Phrase, Word, cell, say};
use crate::lang::Language;
use crate::variant::House;
use crate::variant::logic::{Step, Technique, digits_of};

/// The catalogue id of a variant technique's name.
pub fn technique_id(technique: Technique) -> &'static str {
    match technique {
        Technique::HiddenSingle => "variant-technique-hidden-single",
        Technique::NakedSingle => "variant-technique-naked-single",
        Technique::CageCombinations => "variant-technique-cage-combinations",
        Technique::LockedCandidates => "variant-technique-locked-candidates",
        Technique::CageHouse => "variant-technique-cage-house",
        Technique::HouseCage => "variant-technique-house-cage",
        Technique::NakedPair => "variant-technique-naked-pair",
        Technique::HiddenPair => "variant-technique-hidden-pair",
        Technique::RuleOf45 => "variant-technique-rule-of-45",
        Technique::NakedTriple => "variant-technique-naked-triple",
        Technique::HiddenTriple => "variant-technique-hidden-triple",
        Technique::RuleOf45TwoHouses => "variant-technique-rule-of-45-two-houses",
        Technique::XYWing => "variant-technique-xy-wing",
    }
}

/// A variant technique's name in `language`.
pub fn technique_name_in(language: Language, technique: Technique) -> String {
    say(language, &Phrase::new(technique_id(technique)))
}

/// A variant step's sentence in `language`.
pub fn step_in(language: Language, step: &Step) -> String {
    say(language, &step_phrase(step))
}

/// A house's name in `language`: "row 3", "the main diagonal", "window 2".
pub fn house_name_in(language: Language, house: House) -> String {
    super::word_in(language, &house_word(house))
}

/// A house's name, as a phrase.
pub fn house_word(house: House) -> Word {
    let (id, number) = match house {
        House::Row(r) => ("unit-row", Some(r)),
        House::Col(c) => ("unit-column", Some(c)),
        House::Box(b) => ("unit-box", Some(b)),
        House::Region(r) => ("unit-region", Some(r)),
        House::Window(w) => ("unit-window", Some(w)),
        House::Diagonal => ("unit-diagonal", None),
        House::AntiDiagonal => ("unit-anti-diagonal", None),
    };
    let phrase = Phrase::new(id);
    match number {
        Some(index) => phrase.with("number", usize::from(index) + 1),
        None => phrase,
    }
    .into()
}

fn cells(cells: &[u8]) -> Word {
    Word::List(ListKind::And, cells.iter().map(|&c| cell(c)).collect())
}

fn digits(mask: u16, kind: ListKind) -> Word {
    Word::List(kind, digits_of(mask).map(Word::from).collect())
}

/// A variant step's sentence, as a phrase.
pub fn step_phrase(step: &Step) -> Phrase {
    let house = |index: usize| {
        step.houses
            .get(index)
            .map_or(Word::Text(String::new()), |&h| house_word(h))
    };
    let sum = step.sum.map_or(0, usize::from);
    let phrase = match step.technique {
        Technique::HiddenSingle => Phrase::new("vstep-hidden-single").with("house", house(0)),
        Technique::NakedSingle => Phrase::new("vstep-naked-single"),
        Technique::CageCombinations => Phrase::new("vstep-cage-combinations").with("sum", sum),
        Technique::LockedCandidates => Phrase::new("vstep-locked")
            .with("house", house(0))
            .with("other", house(1)),
        Technique::CageHouse => Phrase::new("vstep-cage-house")
            .with("house", house(0))
            .with("sum", sum),
        Technique::HouseCage => Phrase::new("vstep-house-cage")
            .with("house", house(0))
            .with("sum", sum),
        Technique::NakedPair | Technique::NakedTriple => {
            Phrase::new("vstep-naked-subset").with("house", house(0))
        }
        Technique::HiddenPair | Technique::HiddenTriple => {
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
                    step.houses.iter().map(|&h| house_word(h)).collect(),
                ),
            )
            .with("sum", sum),
        Technique::XYWing => Phrase::new("vstep-xy-wing")
            .with("pivot", cells(&step.cells[..1.min(step.cells.len())]))
            .with("pincers", cells(step.cells.get(1..).unwrap_or_default())),
    };
    let mut effects = Vec::new();
    for &(at, digit) in &step.placements {
        effects.push(
            Phrase::new("vfact-placed")
                .with("cell", cell(at))
                .with("digit", digit)
                .into(),
        );
    }
    for &(at, removed) in &step.eliminations {
        effects.push(
            Phrase::new("fact-cannot-be")
                .with("cell", cell(at))
                .with("digit", digits(removed, ListKind::Or))
                .into(),
        );
    }
    phrase
        .with("name", Phrase::new(technique_id(step.technique)))
        .with("cells", cells(&step.cells))
        .with("digits", digits(step.digits, ListKind::And))
        .with("effects", Word::List(ListKind::Parts, effects))
}
