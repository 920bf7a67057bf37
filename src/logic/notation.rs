//! Chain notation, the same in every language: cells are `r3c5`, links `=` (strong) and
//! `-` (weak), and forcing-chain facts `r1c2=4` or `r1c2<>4`. Sentences around it are the
//! text layer's (`src/words/`).

use super::Candidate;
use super::reason::{Fact, LinkKind};
use crate::grid::cell_name;

/// Eureka notation of an alternating chain: `(4)r1c2=(4)r1c7-(4=6)r5c7-(6)r5c3`, or, when
/// every candidate holds the same digit, the short form `(4)r1c2=r1c7-r5c7=r5c3`.
/// `links[i]` joins `nodes[i]` and `nodes[i + 1]`.
pub fn eureka(nodes: &[Candidate], links: &[LinkKind]) -> String {
    let symbol = |i: usize| match links.get(i) {
        Some(LinkKind::Strong) => '=',
        _ => '-',
    };
    let single_digit = nodes.windows(2).all(|w| w[0].digit == w[1].digit);
    let mut out = String::new();
    if single_digit {
        if let Some(first) = nodes.first() {
            out.push_str(&format!("({})", first.digit));
        }
        for (i, n) in nodes.iter().enumerate() {
            if i > 0 {
                out.push(symbol(i - 1));
            }
            out.push_str(&cell_name(n.cell()));
        }
        return out;
    }
    let mut i = 0;
    while i < nodes.len() {
        if i > 0 {
            out.push(symbol(i - 1));
        }
        let n = nodes[i];
        match nodes.get(i + 1) {
            Some(next) if next.cell == n.cell => {
                out.push_str(&format!(
                    "({}{}{}){}",
                    n.digit,
                    symbol(i),
                    next.digit,
                    cell_name(n.cell())
                ));
                i += 2;
            }
            _ => {
                out.push_str(&format!("({}){}", n.digit, cell_name(n.cell())));
                i += 1;
            }
        }
    }
    out
}

/// A forcing-chain fact in notation: `r1c2=4` (true) or `r1c2<>4` (false).
pub fn fact_notation(fact: Fact) -> String {
    fact_notation_on(fact, 9)
}

/// A chain of facts in notation: `r1c2=4 -> r1c5<>4 -> r3c5=4`.
pub fn facts_notation(facts: &[Fact]) -> String {
    facts_notation_on(facts, 9)
}

/// A cell's name on a grid `width` cells wide: `r3c5`, rows and columns from 1.
pub fn cell_name_on(cell: usize, width: usize) -> String {
    let width = width.max(1);
    format!("r{}c{}", cell / width + 1, cell % width + 1)
}

/// A forcing-chain fact in notation on a grid `width` cells wide.
fn fact_notation_on(fact: Fact, width: usize) -> String {
    let sign = if fact.holds { "=" } else { "<>" };
    format!(
        "{}{sign}{}",
        cell_name_on(fact.candidate.cell(), width),
        fact.candidate.digit
    )
}

/// A chain of facts in notation on a grid `width` cells wide.
pub fn facts_notation_on(facts: &[Fact], width: usize) -> String {
    let parts: Vec<String> = facts.iter().map(|&f| fact_notation_on(f, width)).collect();
    parts.join(" -> ")
}
