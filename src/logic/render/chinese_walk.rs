//! Simplified Chinese: an alternating chain or a forcing chain walked link by link in plain
//! words, for the hint card ("假设r2c5不是1。那么r2c5是4：……"), as `walk` does in English.
//! The one-sentence form with chain notation (`chinese::step`) stays for `explain`.

use super::chinese_chains::{broken_clause, eliminations, says};
use super::chinese_words::unit_name;
use super::walk::shared_units;
use crate::grid::{Candidates, cell_name};
use crate::logic::Candidate;
use crate::logic::reason::{
    Chain, ChainConclusion, Fact, Forcing, ForcingArgument, LinkKind, Premise,
};

/// The chain as numbered-list items, as [`super::walk::chain_walk`] gives them in English:
/// an assumption, one item per link saying what follows and why, and the conclusion with
/// what the step removes. `candidates` is the position the chain was found in.
pub fn chain_walk(chain: &Chain, removed: &[Candidate], candidates: &Candidates) -> Vec<String> {
    let (Some(&first), Some(&last)) = (chain.nodes.first(), chain.nodes.last()) else {
        return Vec::new();
    };
    let mut items = Vec::with_capacity(chain.nodes.len() + 1);
    let closed = chain.conclusion == ChainConclusion::ContinuousLoop;
    if closed {
        items.push(format!(
            "从{}的{}出发沿着环走：每条链接连着两个候选数，其中恰好有一个为真。",
            cell_name(first.cell()),
            first.digit
        ));
    } else {
        items.push(format!(
            "假设{}不是{}。",
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
                format!("那么{}：{}。", is(to), strong_reason(from, to, candidates))
            }
            LinkKind::Weak => format!("所以{}：{}。", is_not(to), weak_reason(from, to)),
        });
    }
    items.push(match chain.conclusion {
        ChainConclusion::EitherEnd => format!(
            "所以，如果{}不是{}，那么{}：两者至少有一个为真，{}。",
            cell_name(first.cell()),
            first.digit,
            is(last),
            eliminations(removed)
        ),
        ChainConclusion::FirstIsTrue => format!(
            "假设{}不是{}，结果却推出它是{}，所以无论如何它都是{}。",
            cell_name(first.cell()),
            first.digit,
            first.digit,
            first.digit
        ),
        ChainConclusion::ContinuousLoop => format!(
            "能同时看到一条链接两端的候选数都为假：{}。",
            eliminations(removed)
        ),
    });
    items
}

/// A forcing chain as numbered-list items, as [`super::walk::forcing_walk`] gives them in
/// English: the assumption or each case, one item per chain of consequences, and what
/// follows. `placed` and `removed` are what the step places and removes.
pub fn forcing_walk(forcing: &Forcing, placed: &[Candidate], removed: &[Candidate]) -> Vec<String> {
    let mut items = Vec::new();
    match &forcing.argument {
        ForcingArgument::Contradiction {
            assumption,
            chains,
            broken,
        } => {
            items.push(format!("假设{}。", supposed(*assumption)));
            for chain in chains {
                if let Some(item) = consequences(None, chain.get(1..).unwrap_or_default()) {
                    items.push(item);
                }
            }
            // What the step places or removes, said last, is the assumption's opposite.
            items.push(format!("但这样一来，{}。", broken_clause(*broken)));
        }
        ForcingArgument::Agreement {
            premise,
            branches,
            conclusions,
        } => {
            items.push(match premise {
                Premise::BothWays(candidate) => format!(
                    "{}要么是{}，要么不是。",
                    cell_name(candidate.cell()),
                    candidate.digit
                ),
                Premise::EachDigit { cell, digits } => {
                    let digits: Vec<String> = digits.iter().map(|d| d.to_string()).collect();
                    format!("{}是{}之一。", cell_name((*cell).into()), digits.join("、"))
                }
                Premise::EachPlace { unit, digit } => {
                    format!("{}中的{digit}总要填在某一格。", unit_name(*unit))
                }
            });
            for branch in branches {
                let Some((case, rest)) = branch.split_first() else {
                    continue;
                };
                let case = supposed(*case);
                items.push(
                    consequences(Some(&case), rest).unwrap_or_else(|| format!("如果{case}。")),
                );
            }
            let facts: Vec<String> = conclusions.iter().map(|&fact| says(fact)).collect();
            items.push(format!("每种情况的结局都一样：{}。", facts.join("，")));
        }
    }
    let mut result = Vec::new();
    if !placed.is_empty() {
        let placed: Vec<String> = placed.iter().map(|&c| is(c)).collect();
        result.push(placed.join("，"));
    }
    if !removed.is_empty() {
        result.push(eliminations(removed));
    }
    if !result.is_empty() {
        items.push(format!("因此{}。", result.join("；")));
    }
    items
}

/// "如果r1c1是3，那么r2c1不能是3，所以r2c1是5。" (or "那么……" without a case) for a chain of
/// facts, or `None` when it is empty.
fn consequences(case: Option<&str>, facts: &[Fact]) -> Option<String> {
    let said: Vec<String> = facts.iter().map(|&fact| says(fact)).collect();
    let (first, rest) = said.split_first()?;
    let mut sentence = match case {
        None => format!("那么{first}"),
        Some(case) => format!("如果{case}，那么{first}"),
    };
    for fact in rest {
        sentence.push_str("，所以");
        sentence.push_str(fact);
    }
    sentence.push('。');
    Some(sentence)
}

/// A fact taken as an assumption: "r1c1是3" or "r1c1不是3".
fn supposed(fact: Fact) -> String {
    if fact.holds {
        is(fact.candidate)
    } else {
        is_not(fact.candidate)
    }
}

/// "r2c5是4".
fn is(candidate: Candidate) -> String {
    format!("{}是{}", cell_name(candidate.cell()), candidate.digit)
}

/// "r2c5不是4".
fn is_not(candidate: Candidate) -> String {
    format!("{}不是{}", cell_name(candidate.cell()), candidate.digit)
}

/// Why `to` is true once `from` is false.
fn strong_reason(from: Candidate, to: Candidate, candidates: &Candidates) -> String {
    if from.cell == to.cell {
        return format!(
            "{}和{}是{}仅有的两个候选数",
            from.digit.min(to.digit),
            from.digit.max(to.digit),
            cell_name(to.cell())
        );
    }
    let conjugate = shared_units(from, to)
        .into_iter()
        .find(|&unit| candidates.cells_with(unit, to.digit).count() == 2);
    match conjugate {
        Some(unit) => format!("它是{}中{}仅剩的另一个位置", unit_name(unit), to.digit),
        None => format!("它是这里{}仅剩的另一个位置", to.digit),
    }
}

/// Why `to` is false once `from` is true.
fn weak_reason(from: Candidate, to: Candidate) -> String {
    if from.cell == to.cell {
        return format!("{}已经是{}", cell_name(from.cell()), from.digit);
    }
    match shared_units(from, to).first() {
        Some(&unit) => format!(
            "{}的{}与它同在{}",
            cell_name(from.cell()),
            from.digit,
            unit_name(unit)
        ),
        None => format!("{}已经是{}", cell_name(from.cell()), from.digit),
    }
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
        // (4)r1c2=r1c7-r5c7=r5c4, with the 4 in two places only in rows 1 and 5.
        let mut candidates = Candidates::none();
        for cell in [1, 6, 42, 39] {
            candidates.set(cell, DigitSet::single(4).union(DigitSet::single(9)));
        }
        let chain = Chain {
            nodes: vec![node(1, 4), node(6, 4), node(42, 4), node(39, 4)],
            links: vec![LinkKind::Strong, LinkKind::Weak, LinkKind::Strong],
            conclusion: ChainConclusion::EitherEnd,
        };
        assert_eq!(
            chain_walk(&chain, &[node(37, 4)], &candidates),
            vec![
                "假设r1c2不是4。",
                "那么r1c7是4：它是第1行中4仅剩的另一个位置。",
                "所以r5c7不是4：r1c7的4与它同在第7列。",
                "那么r5c4是4：它是第5行中4仅剩的另一个位置。",
                "所以，如果r1c2不是4，那么r5c4是4：两者至少有一个为真，r5c2不能是4。",
            ]
        );
        let inside = Chain {
            nodes: vec![node(0, 1), node(0, 4), node(9, 4), node(9, 1)],
            links: vec![LinkKind::Strong, LinkKind::Weak, LinkKind::Strong],
            conclusion: ChainConclusion::EitherEnd,
        };
        let items = chain_walk(&inside, &[node(2, 1)], &Candidates::none());
        assert_eq!(items[1], "那么r1c1是4：1和4是r1c1仅有的两个候选数。");
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
        assert_eq!(
            forcing_walk(&forcing, &[], &[node(0, 3)]),
            vec![
                "假设r1c1是3。",
                "那么r2c1不能是3，所以r2c1是5。",
                "但这样一来，r3c1没有任何候选数了。",
                "因此r1c1不能是3。",
            ]
        );
    }
}
