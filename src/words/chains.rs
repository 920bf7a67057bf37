//! The walker, continued: uniqueness patterns, almost locked sets, alternating chains and
//! forcing chains, the families whose arguments run longest, and the clauses the hint card's
//! walks share with them (facts, eliminations, the rule a forcing chain breaks).

use super::{
    ListKind, Phrase, Word, cell, cell_list, cells_of, digit_list, digit_word, house_word, on,
};
use crate::grid::Conflict;
use crate::logic::Candidate;
use crate::logic::notation::{eureka, facts_notation};
use crate::logic::reason::{
    AlmostLockedSet, Als, Chain, ChainConclusion, Contradiction, Fact, Forcing, ForcingArgument,
    ForcingMode, LoopKind, Premise, Uniqueness,
};

/// Unique rectangles and loops, BUG and BUG+1.
pub(super) fn uniqueness_phrase(
    name: Word,
    uniqueness: &Uniqueness,
    removed: &[Candidate],
) -> Phrase {
    let (cells, [x, y], kind) = match uniqueness {
        Uniqueness::Loop {
            cells,
            digits,
            kind,
        } => (cells, *digits, kind),
        Uniqueness::BugPlusOne { cell: at, digit } => {
            return Phrase::new("step-bug-plus-one")
                .with("name", name)
                .with("cell", cell(*at))
                .with("digit", digit_word(*digit));
        }
        Uniqueness::Bug { cells, extra } => {
            return Phrase::new("step-bug")
                .with("name", name)
                .with("extra", digit_list(*extra))
                .with("cells", cell_list(cells))
                .with("eliminations", eliminations(removed));
        }
    };
    let rectangle = cells.len() == 4;
    let shape = Phrase::new(if rectangle {
        "shape-rectangle"
    } else {
        "shape-loop"
    });
    let title = |number: u8| -> Word {
        if rectangle {
            Phrase::new("unique-rectangle-type").with("number", number)
        } else {
            Phrase::new("unique-loop-type")
                .with("cells", cells.len())
                .with("number", number)
        }
        .into()
    };
    let mut sorted = cells.clone();
    sorted.sort_unstable();
    let all = cell_list(&sorted);
    let phrase = match kind {
        LoopKind::One { roof } => {
            let floors: Vec<u8> = cells.iter().copied().filter(|c| c != roof).collect();
            Phrase::new("step-unique-loop-1")
                .with("title", title(1))
                .with("floors", cell_list(&floors))
                .with("roof", cell(*roof))
        }
        LoopKind::Two { roofs, extra } => Phrase::new("step-unique-loop-2")
            .with("title", title(2))
            .with("all", all)
            .with("roofs", cell_list(roofs))
            .with("extra", digit_word(*extra))
            .with("targets", cells_of(removed)),
        LoopKind::Three {
            roofs: [a, b],
            extra,
            unit: house,
            subset,
            subset_digits,
        } => Phrase::new("step-unique-loop-3")
            .with("title", title(3))
            .with("roof1", cell(*a))
            .with("roof2", cell(*b))
            .with("extra", digit_list(*extra))
            .with("all", all)
            .with("subset", cell_list(subset))
            .with("digits", digit_list(*subset_digits))
            .with("unit", house_word(*house)),
        LoopKind::Four {
            roofs: [a, b],
            unit: house,
            locked,
        } => {
            let other = if *locked == x { y } else { x };
            Phrase::new("step-unique-loop-4")
                .with("title", title(4))
                .with("unit", house_word(*house))
                .with("locked", digit_word(*locked))
                .with("other", digit_word(other))
                .with("roof1", cell(*a))
                .with("roof2", cell(*b))
                .with("all", all)
        }
    };
    phrase
        .with("shape", shape)
        .with("x", digit_word(x))
        .with("y", digit_word(y))
}

/// ALS-XZ.
pub(super) fn als_phrase(name: Word, als: &Als, removed: &[Candidate]) -> Phrase {
    let [a, b] = &als.sets;
    let link: Word = match als.restricted[..] {
        [x, y, ..] => Phrase::new("als-two-restricted")
            .with("x", digit_word(x))
            .with("y", digit_word(y))
            .into(),
        [x] => Phrase::new("als-one-restricted")
            .with("x", digit_word(x))
            .into(),
        [] => Word::Text(String::new()),
    };
    Phrase::new("step-als")
        .with("name", name)
        .with("a", almost_locked_set(a))
        .with("b", almost_locked_set(b))
        .with("link", link)
        .with("eliminations", eliminations(removed))
}

/// "r1c1 r1c2 (row 1, digits 147)".
fn almost_locked_set(set: &AlmostLockedSet) -> Word {
    let cells: Vec<String> = set
        .cells
        .iter()
        .map(|&c| crate::grid::cell_name(c.into()))
        .collect();
    let digits: String = set.digits.iter().map(|d| char::from(b'0' + d)).collect();
    Phrase::new("als-set")
        .with("cells", cells.join(" "))
        .with("unit", house_word(set.unit))
        .with("digits", digits)
        .into()
}

/// X-Chain, XY-Chain and Nice Loop.
pub(super) fn chain_phrase(name: Word, chain: &Chain, removed: &[Candidate]) -> Phrase {
    let (Some(&first), Some(&last)) = (chain.nodes.first(), chain.nodes.last()) else {
        return Phrase::new("step-chain-bare").with("name", name);
    };
    match chain.conclusion {
        ChainConclusion::FirstIsTrue => Phrase::new("step-chain-first-true")
            .with("chain", eureka(&chain.nodes, &chain.links))
            .with("first", is(first)),
        ChainConclusion::EitherEnd => Phrase::new("step-chain-either-end")
            .with("chain", eureka(&chain.nodes, &chain.links))
            .with("first", is(first))
            .with("last", is(last))
            .with("eliminations", eliminations(removed)),
        ChainConclusion::ContinuousLoop => {
            let mut closed = chain.nodes.clone();
            closed.push(first);
            Phrase::new("step-chain-loop")
                .with("chain", eureka(&closed, &chain.links))
                .with("eliminations", eliminations(removed))
        }
    }
    .with("name", name)
}

/// Forcing chains of every kind.
pub(super) fn forcing_phrase(forcing: &Forcing) -> Phrase {
    let title = Word::Phrase(Phrase::new(forcing_title(forcing)));
    match &forcing.argument {
        ForcingArgument::Contradiction {
            assumption,
            chains,
            broken,
        } => {
            let candidate = assumption.candidate;
            let assume = on(
                if assumption.holds {
                    "forcing-if-is"
                } else {
                    "forcing-if-not"
                },
                candidate,
            );
            let conclude = says(Fact {
                candidate,
                holds: !assumption.holds,
            });
            let why = broken_clause(*broken);
            let story: Word = match (broken, &chains[..]) {
                (Contradiction::Clash { .. } | Contradiction::TwoDigits { .. }, [first]) => {
                    Phrase::new("forcing-story-one")
                        .with("chain", facts_notation(first))
                        .with("why", why)
                        .into()
                }
                (
                    Contradiction::Clash { .. } | Contradiction::TwoDigits { .. },
                    [first, second, ..],
                ) => Phrase::new("forcing-story-two")
                    .with("chain", facts_notation(first))
                    .with("second", facts_notation(second))
                    .with("why", why)
                    .into(),
                (_, [first, ..]) => Phrase::new("forcing-story-then")
                    .with("chain", facts_notation(first))
                    .with("why", why)
                    .into(),
                (_, []) => why.into(),
            };
            Phrase::new("step-forcing-contradiction")
                .with("title", title)
                .with("assume", assume)
                .with("story", story)
                .with("conclude", conclude)
        }
        ForcingArgument::Agreement {
            premise,
            branches,
            conclusions,
        } => {
            let Some((&main, others)) = conclusions.split_first() else {
                return Phrase::new("step-forcing-bare").with("title", title);
            };
            let intro = premise_intro(*premise);
            let chains = Word::List(
                ListKind::Parts,
                branches.iter().map(|b| facts_notation(b).into()).collect(),
            );
            let phrase = if others.is_empty() {
                Phrase::new("step-forcing-agreement")
            } else {
                let others = others.iter().map(|&f| says(f).into()).collect();
                Phrase::new("step-forcing-agreement-also")
                    .with("also", Word::List(ListKind::Facts, others))
            };
            phrase
                .with("title", title)
                .with("intro", intro)
                .with("branches", chains)
                .with("main", says(main))
        }
    }
}

/// The cases of a forcing-chain agreement, as its sentence opens: "r5c3 must be 2 or 7,
/// and each choice".
pub(super) fn premise_intro(premise: Premise) -> Phrase {
    match premise {
        Premise::BothWays(c) => on("forcing-intro-both-ways", c),
        Premise::EachDigit { cell: at, digits } => Phrase::new("forcing-intro-each-digit")
            .with("cell", cell(at))
            .with(
                "digits",
                Word::List(ListKind::Or, digits.iter().map(digit_word).collect()),
            ),
        Premise::EachPlace { unit: house, digit } => Phrase::new("forcing-intro-each-place")
            .with("unit", house_word(house))
            .with("digit", digit_word(digit)),
    }
}

fn forcing_title(forcing: &Forcing) -> &'static str {
    let premise = match &forcing.argument {
        ForcingArgument::Agreement { premise, .. } => Some(*premise),
        ForcingArgument::Contradiction { .. } => None,
    };
    match (forcing.mode, premise) {
        (ForcingMode::Nishio, _) => "forcing-nishio",
        (ForcingMode::Static, Some(Premise::EachDigit { .. })) => "forcing-cell",
        (ForcingMode::Static, Some(Premise::EachPlace { .. })) => "forcing-region",
        (ForcingMode::Static, _) => "forcing-chain",
        (ForcingMode::Dynamic, Some(Premise::EachDigit { .. })) => "forcing-dynamic-cell",
        (ForcingMode::Dynamic, Some(Premise::EachPlace { .. })) => "forcing-dynamic-region",
        (ForcingMode::Dynamic, _) => "forcing-dynamic",
        (ForcingMode::DynamicPlus, Some(Premise::EachDigit { .. })) => "forcing-dynamic-plus-cell",
        (ForcingMode::DynamicPlus, Some(Premise::EachPlace { .. })) => {
            "forcing-dynamic-plus-region"
        }
        (ForcingMode::DynamicPlus, _) => "forcing-dynamic-plus",
    }
}

/// The broken rule as the end of a forcing chain's story: "r4c4 has no candidate left".
pub(super) fn broken_clause(broken: Contradiction) -> Phrase {
    match broken {
        Contradiction::EmptyCell { cell: at } => {
            Phrase::new("broken-empty-cell").with("cell", cell(at))
        }
        Contradiction::NoPlace { unit: house, digit } => Phrase::new("broken-no-place")
            .with("digit", digit_word(digit))
            .with("unit", house_word(house)),
        Contradiction::Clash { candidate } => on("broken-clash", candidate),
        Contradiction::TwoDigits { cell: at, .. } => {
            Phrase::new("broken-two-digits").with("cell", cell(at))
        }
        Contradiction::Repeated(Conflict {
            digit,
            unit: house,
            cells,
        }) => Phrase::new("broken-repeated")
            .with("first", cell(cells[0]))
            .with("second", cell(cells[1]))
            .with("digit", digit_word(digit))
            .with("unit", house_word(house)),
        Contradiction::CageSum { cell: at, sum } => Phrase::new("broken-cage-sum")
            .with("cell", cell(at))
            .with("sum", sum),
        Contradiction::NoSolution | Contradiction::PuzzleNotUnique => {
            Phrase::new("broken-no-solution")
        }
    }
}

/// "r3c5 is 4" or "r3c5 cannot be 4".
pub(super) fn says(fact: Fact) -> Phrase {
    if fact.holds {
        is(fact.candidate)
    } else {
        on("fact-cannot-be", fact.candidate)
    }
}

/// "r3c5 is 4".
pub(super) fn is(candidate: Candidate) -> Phrase {
    on("fact-is", candidate)
}

/// Eliminations grouped by digit: "r3c2 and r3c8 cannot be 4; r5c5 cannot be 6".
pub(super) fn eliminations(removed: &[Candidate]) -> Word {
    let mut parts = Vec::new();
    for digit in 1..=9u8 {
        let cells: Vec<Word> = removed
            .iter()
            .filter(|c| c.digit == digit)
            .map(|c| cell(c.cell))
            .collect();
        if !cells.is_empty() {
            parts.push(
                Phrase::new("fact-cannot-be")
                    .with("cell", Word::List(ListKind::And, cells))
                    .with("digit", digit_word(digit))
                    .into(),
            );
        }
    }
    Word::List(ListKind::Parts, parts)
}
