//! The hint card's walks: an alternating chain link by link ("Suppose r2c5 is not 1. Then
//! r2c5 is 4: …") and a forcing chain case by case, one phrase per numbered item. The
//! one-sentence forms with chain notation are `step_phrase`'s, for `explain`.

use super::chains::{broken_clause, eliminations, is, says};
use super::{ListKind, Phrase, Word, cell, digit_word, house_word, on};
use crate::grid::{Candidates, House, units_of};
use crate::logic::Candidate;
use crate::logic::reason::{
    Chain, ChainConclusion, Fact, Forcing, ForcingArgument, LinkKind, Premise,
};

/// The chain as numbered-list items: an assumption, one item per link saying what follows
/// and why, and the conclusion with what the step removes (`removed`). `candidates` is the
/// position the chain was found in; it names the unit that makes each strong link strong.
pub fn chain_walk_phrases(
    chain: &Chain,
    removed: &[Candidate],
    candidates: &Candidates,
) -> Vec<Phrase> {
    let (Some(&first), Some(&last)) = (chain.nodes.first(), chain.nodes.last()) else {
        return Vec::new();
    };
    let mut items = Vec::with_capacity(chain.nodes.len() + 1);
    let start = match chain.conclusion {
        ChainConclusion::ContinuousLoop => "walk-loop-start",
        _ => "walk-suppose-not",
    };
    items.push(on(start, first));
    for (index, kind) in chain.links.iter().enumerate() {
        let (from, to) = (
            chain.nodes[index],
            chain.nodes[(index + 1) % chain.nodes.len()],
        );
        items.push(match kind {
            LinkKind::Strong => Phrase::new("walk-strong")
                .with("fact", is(to))
                .with("why", strong_reason(from, to, candidates)),
            LinkKind::Weak => Phrase::new("walk-weak")
                .with("fact", on("fact-is-not", to))
                .with("why", weak_reason(from, to)),
        });
    }
    items.push(match chain.conclusion {
        ChainConclusion::EitherEnd => on("walk-end-either", first)
            .with("last", is(last))
            .with("eliminations", eliminations(removed)),
        ChainConclusion::FirstIsTrue => on("walk-end-first-true", first),
        ChainConclusion::ContinuousLoop => {
            Phrase::new("walk-end-loop").with("eliminations", eliminations(removed))
        }
    });
    items
}

/// A forcing chain as numbered-list items: the assumption or each case, one item per chain
/// of consequences ("If r7c4 is 2, then r7c4 cannot be 5, so r4c4 is 5."), and what follows.
/// `placed` and `removed` are what the step places and removes.
pub fn forcing_walk_phrases(
    forcing: &Forcing,
    placed: &[Candidate],
    removed: &[Candidate],
) -> Vec<Phrase> {
    let mut items = Vec::new();
    match &forcing.argument {
        ForcingArgument::Contradiction {
            assumption,
            chains,
            broken,
        } => {
            items.push(Phrase::new("walk-suppose").with("fact", supposed(*assumption)));
            for chain in chains {
                if let Some(item) = consequences(None, chain.get(1..).unwrap_or_default()) {
                    items.push(item);
                }
            }
            // What the step places or removes, said last, is the assumption's opposite.
            items.push(Phrase::new("walk-but-then").with("why", broken_clause(*broken)));
        }
        ForcingArgument::Agreement {
            premise,
            branches,
            conclusions,
        } => {
            items.push(premise_item(*premise));
            for branch in branches {
                let Some((&case, rest)) = branch.split_first() else {
                    continue;
                };
                items.push(
                    consequences(Some(case), rest)
                        .unwrap_or_else(|| Phrase::new("walk-if").with("case", supposed(case))),
                );
            }
            // When every case ends in just what the step does, that is said once, grouped
            // as "Hence" groups it: a long list said twice would fill a hint card.
            if is_the_result(conclusions, placed, removed)
                && let Some(result) = result_words(placed, removed)
            {
                items.push(Phrase::new("walk-same-end").with("facts", result));
                return items;
            }
            let facts = conclusions.iter().map(|&fact| says(fact).into()).collect();
            items.push(
                Phrase::new("walk-same-end").with("facts", Word::List(ListKind::Clauses, facts)),
            );
        }
    }
    items.extend(hence(placed, removed));
    items
}

/// Whether `facts` are exactly what the step places and removes.
fn is_the_result(facts: &[Fact], placed: &[Candidate], removed: &[Candidate]) -> bool {
    facts.len() == placed.len() + removed.len()
        && facts.iter().all(|fact| {
            if fact.holds {
                placed.contains(&fact.candidate)
            } else {
                removed.contains(&fact.candidate)
            }
        })
}

/// A forcing chain's cases, as the walk's first item: "r5c3 is one of 2, 7."
pub(super) fn premise_item(premise: Premise) -> Phrase {
    match premise {
        Premise::BothWays(candidate) => on("walk-both-ways", candidate),
        Premise::EachDigit { cell: at, digits } => {
            Phrase::new("walk-one-of").with("cell", cell(at)).with(
                "digits",
                Word::List(ListKind::Plain, digits.iter().map(digit_word).collect()),
            )
        }
        Premise::EachPlace { unit: house, digit } => Phrase::new("walk-each-place")
            .with("digit", digit_word(digit))
            .with("unit", house_word(house)),
    }
}

/// The walk's last item, what the step places and removes: "Hence r3c5 is 4.", or `None`
/// when it does neither.
pub(super) fn hence(placed: &[Candidate], removed: &[Candidate]) -> Option<Phrase> {
    result_words(placed, removed).map(|result| Phrase::new("walk-hence").with("result", result))
}

/// What the step places and removes, placements first and eliminations grouped by digit,
/// or `None` when it does neither.
fn result_words(placed: &[Candidate], removed: &[Candidate]) -> Option<Word> {
    let mut result = Vec::new();
    if !placed.is_empty() {
        let placed = placed.iter().map(|&c| is(c).into()).collect();
        result.push(Word::List(ListKind::Clauses, placed));
    }
    if !removed.is_empty() {
        result.push(eliminations(removed));
    }
    (!result.is_empty()).then_some(Word::List(ListKind::Parts, result))
}

/// "Then r2c6 cannot be 3, so r4c4 is 5." for a chain of facts (after "If r7c4 is 2" when
/// a `case` leads it), or `None` when it is empty.
fn consequences(case: Option<Fact>, facts: &[Fact]) -> Option<Phrase> {
    let (&first, rest) = facts.split_first()?;
    let mut sentence = match case {
        None => Phrase::new("walk-then").with("fact", says(first)),
        Some(case) => Phrase::new("walk-if-then")
            .with("case", supposed(case))
            .with("fact", says(first)),
    };
    for &fact in rest {
        sentence = Phrase::new("walk-so")
            .with("before", sentence)
            .with("fact", says(fact));
    }
    Some(Phrase::new("walk-sentence").with("text", sentence))
}

/// An assumption: "r3c5 is 4", or that it is not.
fn supposed(fact: Fact) -> Phrase {
    if fact.holds {
        is(fact.candidate)
    } else {
        on("fact-supposed-not", fact.candidate)
    }
}

/// Why `to` is true once `from` is false.
fn strong_reason(from: Candidate, to: Candidate, candidates: &Candidates) -> Phrase {
    if from.cell == to.cell {
        return Phrase::new("walk-why-bivalue")
            .with("low", from.digit.min(to.digit))
            .with("high", from.digit.max(to.digit))
            .with("cell", cell(to.cell));
    }
    let conjugate = shared_units(from, to)
        .into_iter()
        .find(|&house| candidates.cells_with(house, to.digit).count() == 2);
    match conjugate {
        Some(house) => Phrase::new("walk-why-only-place")
            .with("digit", digit_word(to.digit))
            .with("unit", house_word(house)),
        None => Phrase::new("walk-why-only-place-here").with("digit", digit_word(to.digit)),
    }
}

/// Why `to` is false once `from` is true.
fn weak_reason(from: Candidate, to: Candidate) -> Phrase {
    if from.cell == to.cell {
        return on("walk-why-holds", from);
    }
    match shared_units(from, to).first() {
        Some(&house) => on("walk-why-shares", from).with("unit", house_word(house)),
        None => on("walk-why-holds", from),
    }
}

/// The units two different cells share: row or column first, then the box.
fn shared_units(a: Candidate, b: Candidate) -> Vec<House> {
    let theirs = units_of(b.cell());
    units_of(a.cell())
        .into_iter()
        .filter(|house| theirs.contains(house))
        .collect()
}
