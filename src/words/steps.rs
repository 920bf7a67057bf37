//! The walker over a classic step's [`Reason`]: one whole-sentence message per case of each
//! family, with its arguments (the uniqueness, ALS, chain and forcing-chain families are in
//! `chains.rs`). Mistakes and contradictions are said here too.

use super::chains::{als_phrase, chain_phrase, forcing_phrase, uniqueness_phrase};
use super::{
    ListKind, Phrase, Word, cell, cell_list, cells_of, digit_list, digit_word, house_word, on,
};
use crate::grid::{Conflict, House};
use crate::logic::reason::{
    Colouring, Contradiction, Fish, Locked, MistakeKind, Reason, Single, SingleDigit, SingleKind,
    Subset, SubsetKind, Wing,
};
use crate::logic::{Candidate, Step, Technique};

/// The step in one sentence, as a phrase.
pub fn step_phrase(step: &Step) -> Phrase {
    let name = Word::Phrase(Phrase::new(technique_id(step.technique)));
    let removed = &step.eliminations;
    match &step.reason {
        Reason::Single(single) => single_phrase(name, single),
        Reason::Locked(locked) => locked_phrase(name, locked, removed),
        Reason::Subset(subset) => subset_phrase(name, subset, removed),
        Reason::Fish(fish) => fish_phrase(name, fish, removed),
        Reason::SingleDigit(pattern) => single_digit_phrase(name, pattern, removed),
        Reason::Wing(wing) => wing_phrase(name, wing, removed),
        Reason::Colouring(colouring) => colouring_phrase(name, colouring, removed),
        Reason::Uniqueness(uniqueness) => uniqueness_phrase(name, uniqueness, removed),
        Reason::Als(als) => als_phrase(name, als, removed),
        Reason::Chain(chain) => chain_phrase(name, chain, removed),
        Reason::Forcing(forcing) => forcing_phrase(forcing),
        Reason::Variant(reason) => super::variant::step_phrase(name, step, reason),
    }
}

/// The catalogue id of a technique's name: `technique-x-wing`.
pub fn technique_id(technique: Technique) -> &'static str {
    use Technique::*;
    match technique {
        FullHouse => "technique-full-house",
        HiddenSingle => "technique-hidden-single",
        NakedSingle => "technique-naked-single",
        Pointing => "technique-pointing",
        Claiming => "technique-claiming",
        NakedPair => "technique-naked-pair",
        HiddenPair => "technique-hidden-pair",
        NakedTriple => "technique-naked-triple",
        HiddenTriple => "technique-hidden-triple",
        NakedQuad => "technique-naked-quad",
        HiddenQuad => "technique-hidden-quad",
        XWing => "technique-x-wing",
        Swordfish => "technique-swordfish",
        Jellyfish => "technique-jellyfish",
        FinnedXWing => "technique-finned-x-wing",
        FinnedSwordfish => "technique-finned-swordfish",
        FinnedJellyfish => "technique-finned-jellyfish",
        Skyscraper => "technique-skyscraper",
        TwoStringKite => "technique-two-string-kite",
        EmptyRectangle => "technique-empty-rectangle",
        XYWing => "technique-xy-wing",
        XYZWing => "technique-xyz-wing",
        WWing => "technique-w-wing",
        RemotePairs => "technique-remote-pairs",
        SimpleColouring => "technique-simple-colouring",
        UniqueRectangle1 => "technique-unique-rectangle-1",
        UniqueRectangle2 => "technique-unique-rectangle-2",
        UniqueRectangle3 => "technique-unique-rectangle-3",
        UniqueRectangle4 => "technique-unique-rectangle-4",
        BugPlusOne => "technique-bug-plus-one",
        XChain => "technique-x-chain",
        XYChain => "technique-xy-chain",
        NiceLoop => "technique-nice-loop",
        AlsXz => "technique-als-xz",
        ForcingChain => "technique-forcing-chain",
        StrongLinkFish => "technique-strong-link-fish",
        WXYZWing => "technique-wxyz-wing",
        VWXYZWing => "technique-vwxyz-wing",
        UVWXYZWing => "technique-uvwxyz-wing",
        AlignedTripleExclusion => "technique-aligned-triple-exclusion",
        CageCombinations => "technique-cage-combinations",
        CageHouse => "technique-cage-house",
        HouseCage => "technique-house-cage",
        RuleOf45 => "technique-rule-of-45",
        RuleOf45TwoHouses => "technique-rule-of-45-two-houses",
        KillerPair => "technique-killer-pair",
        RuleOf45SeveralHouses => "technique-rule-of-45-several-houses",
        InteractingCages => "technique-interacting-cages",
        PuzzleRule => "technique-puzzle-rule",
    }
}

/// A wrong entry or lost note.
pub fn mistake_phrase(at: u8, entered: u8, kind: MistakeKind) -> Phrase {
    match kind {
        MistakeKind::NotTheSolution => Phrase::new("mistake-not-the-solution"),
        MistakeKind::NoSolutionWithIt => Phrase::new("mistake-no-solution-with-it"),
        MistakeKind::LostCandidate { digit } => {
            return Phrase::new("mistake-lost-candidate")
                .with("cell", cell(at))
                .with("digit", digit_word(digit));
        }
    }
    .with("cell", cell(at))
    .with("digit", digit_word(entered))
}

/// What is wrong with a position, as the step finder reports it.
pub fn contradiction_phrase(broken: Contradiction) -> Phrase {
    match broken {
        Contradiction::Repeated(Conflict {
            digit,
            unit: house,
            cells,
        }) => Phrase::new("contradiction-repeated")
            .with("digit", digit_word(digit))
            .with("unit", house_word(house))
            .with("first", cell(cells[0]))
            .with("second", cell(cells[1])),
        Contradiction::EmptyCell { cell: at } => {
            Phrase::new("contradiction-empty-cell").with("cell", cell(at))
        }
        Contradiction::NoPlace { unit: house, digit } => Phrase::new("contradiction-no-place")
            .with("unit", house_word(house))
            .with("digit", digit_word(digit)),
        Contradiction::Clash { candidate } => on("contradiction-clash", candidate),
        Contradiction::TwoDigits { cell: at, .. } => {
            Phrase::new("contradiction-two-digits").with("cell", cell(at))
        }
        Contradiction::CageSum { cell: at, sum } => Phrase::new("contradiction-cage-sum")
            .with("cell", cell(at))
            .with("sum", sum),
        Contradiction::NoSolution => Phrase::new("contradiction-no-solution"),
        Contradiction::PuzzleNotUnique => Phrase::new("contradiction-not-unique"),
    }
}

fn single_phrase(name: Word, single: &Single) -> Phrase {
    let phrase = match single.kind {
        SingleKind::FullHouse(house) => {
            Phrase::new("step-full-house").with("unit", house_word(house))
        }
        SingleKind::Hidden(house) => {
            Phrase::new("step-hidden-single").with("unit", house_word(house))
        }
        SingleKind::Naked => Phrase::new("step-naked-single"),
    };
    phrase
        .with("name", name)
        .with("cell", cell(single.cell))
        .with("digit", digit_word(single.digit))
}

fn locked_phrase(name: Word, locked: &Locked, removed: &[Candidate]) -> Phrase {
    Phrase::new("step-locked")
        .with("name", name)
        .with("base", house_word(locked.base))
        .with("cover", house_word(locked.cover))
        .with("digit", digit_word(locked.digit))
        .with("targets", cells_of(removed))
}

fn subset_phrase(name: Word, subset: &Subset, removed: &[Candidate]) -> Phrase {
    let phrase = match subset.kind {
        SubsetKind::Naked => Phrase::new("step-naked-subset").with("targets", cells_of(removed)),
        SubsetKind::Hidden => Phrase::new("step-hidden-subset"),
    };
    phrase
        .with("name", name)
        .with("unit", house_word(subset.unit))
        .with("cells", cell_list(&subset.cells))
        .with("digits", digit_list(subset.digits))
}

fn fish_phrase(name: Word, fish: &Fish, removed: &[Candidate]) -> Phrase {
    let phrase = if fish.fins.is_empty() {
        Phrase::new("step-fish")
    } else {
        Phrase::new("step-finned-fish").with("fins", cell_list(&fish.fins))
    };
    phrase
        .with("name", name)
        .with("base", line_names(&fish.base))
        .with("cover", line_names(&fish.cover))
        .with("digit", digit_word(fish.digit))
        .with("targets", cells_of(removed))
}

/// "rows 2 and 6", "column 4": the lines of a fish, all rows or all columns.
fn line_names(lines: &[House]) -> Word {
    let numbers: Vec<Word> = lines
        .iter()
        .filter_map(|line| match line {
            House::Row(i) | House::Col(i) => Some(Word::from(usize::from(*i) + 1)),
            _ => None,
        })
        .collect();
    let rows = matches!(lines.first(), Some(House::Row(_)));
    let id = match (numbers.len(), rows) {
        (1, true) => "lines-row",
        (1, false) => "lines-column",
        (_, true) => "lines-rows",
        (_, false) => "lines-columns",
    };
    Phrase::new(id)
        .with("numbers", Word::List(ListKind::Numbers, numbers))
        .into()
}

fn single_digit_phrase(name: Word, pattern: &SingleDigit, removed: &[Candidate]) -> Phrase {
    match pattern {
        SingleDigit::TwoLinks {
            digit,
            links: [a, b],
            shared,
        } => {
            let phrase = match shared {
                House::Box(_) => {
                    Phrase::new("step-two-links-box").with("shared", house_word(*shared))
                }
                _ => Phrase::new("step-two-links-line"),
            };
            phrase
                .with("name", name)
                .with("digit", digit_word(*digit))
                .with("near1", cell(a.near))
                .with("far1", cell(a.far))
                .with("unit1", house_word(a.unit))
                .with("near2", cell(b.near))
                .with("far2", cell(b.far))
                .with("unit2", house_word(b.unit))
                .with("targets", cells_of(removed))
        }
        SingleDigit::EmptyRectangle {
            digit,
            box_unit,
            row,
            column,
            link,
            ..
        } => Phrase::new("step-empty-rectangle")
            .with("name", name)
            .with("box", house_word(*box_unit))
            .with("digit", digit_word(*digit))
            .with("row", house_word(*row))
            .with("column", house_word(*column))
            .with("near", cell(link.near))
            .with("far", cell(link.far))
            .with("unit", house_word(link.unit))
            .with("targets", cells_of(removed)),
    }
}

fn wing_phrase(name: Word, wing: &Wing, removed: &[Candidate]) -> Phrase {
    let targets = cells_of(removed);
    match *wing {
        Wing::Xy {
            pivot,
            pincers: [a, b],
            x,
            y,
            z,
        } => Phrase::new("step-xy-wing")
            .with("x", digit_word(x))
            .with("y", digit_word(y))
            .with("z", digit_word(z))
            .with("pivot", cell(pivot))
            .with("pincer1", cell(a))
            .with("pincer2", cell(b)),
        Wing::Xyz {
            pivot,
            pincers: [a, b],
            z,
        } => Phrase::new("step-xyz-wing")
            .with("z", digit_word(z))
            .with("pivot", cell(pivot))
            .with("pincer1", cell(a))
            .with("pincer2", cell(b)),
        Wing::W {
            cells: [a, b],
            x,
            y,
            link,
        } => Phrase::new("step-w-wing")
            .with("x", digit_word(x))
            .with("y", digit_word(y))
            .with("a", cell(a))
            .with("b", cell(b))
            .with("unit", house_word(link.unit))
            .with("near", cell(link.near))
            .with("far", cell(link.far)),
    }
    .with("name", name)
    .with("targets", targets)
}

fn colouring_phrase(name: Word, colouring: &Colouring, removed: &[Candidate]) -> Phrase {
    match colouring {
        Colouring::Wrap { digit, colours } => Phrase::new("step-colour-wrap")
            .with("digit", digit_word(*digit))
            .with("cells", cell_list(&colours[0])),
        Colouring::Trap { digit, .. } => Phrase::new("step-colour-trap")
            .with("digit", digit_word(*digit))
            .with("targets", cells_of(removed)),
        Colouring::RemotePairs {
            digits: [x, y],
            colours,
        } => {
            let mut cells: Vec<u8> = colours.concat();
            cells.sort_unstable();
            Phrase::new("step-remote-pairs")
                .with("x", digit_word(*x))
                .with("y", digit_word(*y))
                .with("cells", cell_list(&cells))
                .with("targets", cells_of(removed))
        }
    }
    .with("name", name)
}
