//! English: an alternating chain walked link by link in plain words, for the hint card, where
//! a player follows the argument step by step ("Suppose r2c5 is not 1. Then r2c5 is 4: ...").
//! The one-sentence form with chain notation (`english::step`) stays for `explain`.

use super::english::{broken_clause, eliminations, says};
use crate::grid::{Candidates, Unit, cell_name, units_of};
use crate::logic::Candidate;
use crate::logic::reason::{
    Chain, ChainConclusion, Fact, Forcing, ForcingArgument, LinkKind, Premise,
};

/// The chain as numbered-list items: an assumption, one item per link saying what follows
/// and why, and the conclusion with what the step removes (`removed`). `candidates` is the
/// position the chain was found in; it names the unit that makes each strong link strong.
pub fn chain_walk(chain: &Chain, removed: &[Candidate], candidates: &Candidates) -> Vec<String> {
    let (Some(&first), Some(&last)) = (chain.nodes.first(), chain.nodes.last()) else {
        return Vec::new();
    };
    let mut items = Vec::with_capacity(chain.nodes.len() + 1);
    let closed = chain.conclusion == ChainConclusion::ContinuousLoop;
    if closed {
        items.push(format!(
            "Follow the loop from {}: each link joins two candidates of which exactly one is true.",
            candidate_name(first)
        ));
    } else {
        items.push(format!(
            "Suppose {} is not {}.",
            cell_name(first.cell()),
            first.digit
        ));
    }
    for (index, kind) in chain.links.iter().enumerate() {
        let (from, to) = (
            chain.nodes[index],
            chain.nodes[(index + 1) % chain.nodes.len()],
        );
        items.push(match kind {
            LinkKind::Strong => {
                format!("Then {}: {}.", is(to), strong_reason(from, to, candidates))
            }
            LinkKind::Weak => format!("So {}: {}.", is_not(to), weak_reason(from, to)),
        });
    }
    items.push(match chain.conclusion {
        ChainConclusion::EitherEnd => format!(
            "So if {} is not {}, {}: one of the two is true, and {}.",
            cell_name(first.cell()),
            first.digit,
            is(last),
            eliminations(removed)
        ),
        ChainConclusion::FirstIsTrue => format!(
            "Assuming {} is not {} made it {}, so it is {} either way.",
            cell_name(first.cell()),
            first.digit,
            first.digit,
            first.digit
        ),
        ChainConclusion::ContinuousLoop => format!(
            "Whatever sees both ends of a link is false: {}.",
            eliminations(removed)
        ),
    });
    if closed {
        // The first item already says how a loop reads; its links need no assumption.
        items.retain(|item| !item.starts_with("Suppose"));
    }
    items
}

/// A forcing chain as numbered-list items: the assumption or each case, one item per chain
/// of consequences ("If r7c4 is 2, then r7c4 cannot be 5, so r4c4 is 5."), and what follows.
/// `placed` and `removed` are what the step places and removes.
pub fn forcing_walk(forcing: &Forcing, placed: &[Candidate], removed: &[Candidate]) -> Vec<String> {
    let mut items = Vec::new();
    match &forcing.argument {
        ForcingArgument::Contradiction {
            assumption,
            chains,
            broken,
        } => {
            items.push(format!("Suppose {}.", says(*assumption)));
            for chain in chains {
                if let Some(item) = consequences("Then", chain.get(1..).unwrap_or_default()) {
                    items.push(item);
                }
            }
            // What the step places or removes, said last, is the assumption's opposite.
            items.push(format!("But then {}.", broken_clause(*broken)));
        }
        ForcingArgument::Agreement {
            premise,
            branches,
            conclusions,
        } => {
            items.push(match premise {
                Premise::BothWays(candidate) => {
                    format!(
                        "{} either is {} or is not.",
                        cell_name(candidate.cell()),
                        candidate.digit
                    )
                }
                Premise::EachDigit { cell, digits } => {
                    let digits: Vec<String> = digits.iter().map(|d| d.to_string()).collect();
                    format!(
                        "{} is one of {}.",
                        cell_name((*cell).into()),
                        digits.join(", ")
                    )
                }
                Premise::EachPlace { unit, digit } => {
                    format!("The {digit} of {unit} must go somewhere.")
                }
            });
            for branch in branches {
                let Some((case, rest)) = branch.split_first() else {
                    continue;
                };
                let lead = format!("If {}", says(*case));
                items.push(consequences(&lead, rest).unwrap_or_else(|| format!("{lead}.")));
            }
            let facts: Vec<String> = conclusions.iter().map(|&fact| says(fact)).collect();
            items.push(format!(
                "Every case ends the same way: {}.",
                facts.join(", ")
            ));
        }
    }
    let mut result = Vec::new();
    if !placed.is_empty() {
        let placed: Vec<String> = placed.iter().map(|&c| is(c)).collect();
        result.push(placed.join(", "));
    }
    if !removed.is_empty() {
        result.push(eliminations(removed));
    }
    if !result.is_empty() {
        items.push(format!("Hence {}.", result.join("; ")));
    }
    items
}

/// "Then r2c6 cannot be 3, so r4c4 is 5." for a chain of facts, or `None` when it is empty.
fn consequences(lead: &str, facts: &[Fact]) -> Option<String> {
    let said: Vec<String> = facts.iter().map(|&fact| says(fact)).collect();
    let (first, rest) = said.split_first()?;
    let mut sentence = if lead == "Then" {
        format!("Then {first}")
    } else {
        format!("{lead}, then {first}")
    };
    for fact in rest {
        sentence.push_str(", so ");
        sentence.push_str(fact);
    }
    sentence.push('.');
    Some(sentence)
}

/// "r2c5 is 4".
fn is(candidate: Candidate) -> String {
    format!("{} is {}", cell_name(candidate.cell()), candidate.digit)
}

/// "r2c5 is not 4".
fn is_not(candidate: Candidate) -> String {
    format!("{} is not {}", cell_name(candidate.cell()), candidate.digit)
}

/// "4 in r2c5".
fn candidate_name(candidate: Candidate) -> String {
    format!("{} in {}", candidate.digit, cell_name(candidate.cell()))
}

/// Why `to` is true once `from` is false.
fn strong_reason(from: Candidate, to: Candidate, candidates: &Candidates) -> String {
    if from.cell == to.cell {
        return format!(
            "{} and {} are the only candidates of {}",
            from.digit.min(to.digit),
            from.digit.max(to.digit),
            cell_name(to.cell())
        );
    }
    let conjugate = shared_units(from, to)
        .into_iter()
        .find(|&unit| candidates.cells_with(unit, to.digit).count() == 2);
    match conjugate {
        Some(unit) => format!("it is the only other place for {} in {unit}", to.digit),
        None => format!("it is the only other place for {} there", to.digit),
    }
}

/// Why `to` is false once `from` is true.
fn weak_reason(from: Candidate, to: Candidate) -> String {
    if from.cell == to.cell {
        return format!("{} holds the {}", cell_name(from.cell()), from.digit);
    }
    match shared_units(from, to).first() {
        Some(unit) => format!(
            "{} in {} shares {unit} with it",
            from.digit,
            cell_name(from.cell())
        ),
        None => format!("{} holds the {}", cell_name(from.cell()), from.digit),
    }
}

/// The units two different cells share: row or column first, then the box.
pub(super) fn shared_units(a: Candidate, b: Candidate) -> Vec<Unit> {
    let theirs = units_of(b.cell());
    units_of(a.cell())
        .into_iter()
        .filter(|unit| theirs.contains(unit))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::DigitSet;

    fn node(cell: usize, digit: u8) -> Candidate {
        Candidate::new(cell, digit)
    }

    #[test]
    fn an_open_chain_reads_as_an_assumption_and_its_consequences() {
        // (4)r1c2=r1c7-r5c7=r5c4 on a board where row 1 and row 5 hold their 4 in two
        // places only.
        let mut candidates = Candidates::none();
        for cell in [1, 6, 42, 39] {
            candidates.set(cell, DigitSet::single(4).union(DigitSet::single(9)));
        }
        let chain = Chain {
            nodes: vec![node(1, 4), node(6, 4), node(42, 4), node(39, 4)],
            links: vec![LinkKind::Strong, LinkKind::Weak, LinkKind::Strong],
            conclusion: ChainConclusion::EitherEnd,
        };
        let items = chain_walk(&chain, &[node(37, 4)], &candidates);
        assert_eq!(
            items,
            vec![
                "Suppose r1c2 is not 4.",
                "Then r1c7 is 4: it is the only other place for 4 in row 1.",
                "So r5c7 is not 4: 4 in r1c7 shares column 7 with it.",
                "Then r5c4 is 4: it is the only other place for 4 in row 5.",
                "So if r1c2 is not 4, r5c4 is 4: one of the two is true, and r5c2 cannot be 4.",
            ]
        );
    }

    #[test]
    fn a_forcing_contradiction_reads_as_a_story_ending_in_the_broken_rule() {
        use crate::logic::reason::{Contradiction, ForcingMode};
        let fact = |cell, digit, holds| Fact {
            candidate: node(cell, digit),
            holds,
        };
        let forcing = Forcing {
            mode: ForcingMode::Static,
            argument: ForcingArgument::Contradiction {
                assumption: fact(0, 3, true),
                chains: vec![vec![fact(0, 3, true), fact(9, 3, false), fact(9, 5, true)]],
                broken: Contradiction::EmptyCell { cell: 18 },
            },
        };
        let items = forcing_walk(&forcing, &[], &[node(0, 3)]);
        assert_eq!(
            items,
            vec![
                "Suppose r1c1 is 3.",
                "Then r2c1 cannot be 3, so r2c1 is 5.",
                "But then r3c1 has no candidate left.",
                "Hence r1c1 cannot be 3.",
            ]
        );
    }

    #[test]
    fn links_inside_a_cell_name_its_two_candidates() {
        let chain = Chain {
            nodes: vec![node(0, 1), node(0, 4), node(9, 4), node(9, 1)],
            links: vec![LinkKind::Strong, LinkKind::Weak, LinkKind::Strong],
            conclusion: ChainConclusion::EitherEnd,
        };
        let items = chain_walk(&chain, &[node(2, 1)], &Candidates::none());
        assert_eq!(
            items[1],
            "Then r1c1 is 4: 1 and 4 are the only candidates of r1c1."
        );
        assert_eq!(
            items[2],
            "So r2c1 is not 4: 4 in r1c1 shares column 1 with it."
        );
        assert_eq!(
            items[3],
            "Then r2c1 is 1: 1 and 4 are the only candidates of r2c1."
        );
    }
}
