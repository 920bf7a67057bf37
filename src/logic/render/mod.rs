//! Renderers: a step's [`Reason`](super::Reason) (and the finder's mistakes and
//! contradictions) said in a language. Each language is one file here, written from the data
//! alone, in its own word order: `english` and `chinese` (Simplified Chinese). The `*_in`
//! functions pick one by [`Language`].
//!
//! This file holds what every language shares: the chess-like notation of chains, in which
//! cells are `r3c5` and links `=` (strong) and `-` (weak).

pub mod chinese;
mod chinese_chains;
pub mod chinese_walk;
mod chinese_words;
pub mod english;
#[cfg(test)]
mod tests;
pub mod walk;

use super::reason::{Chain, Contradiction, Fact, Forcing, LinkKind, MistakeKind};
use super::{Candidate, Level, Step, Technique};
use crate::grid::{Candidates, cell_name};
use crate::lang::Language;

/// A chain walked link by link in `language`, for the hint card (see [`walk::chain_walk`]).
pub fn chain_walk_in(
    language: Language,
    chain: &Chain,
    removed: &[Candidate],
    candidates: &Candidates,
) -> Vec<String> {
    match language {
        Language::En => walk::chain_walk(chain, removed, candidates),
        Language::ZhCn => chinese_walk::chain_walk(chain, removed, candidates),
    }
}

/// A forcing chain walked case by case in `language` (see [`walk::forcing_walk`]).
pub fn forcing_walk_in(
    language: Language,
    forcing: &Forcing,
    placed: &[Candidate],
    removed: &[Candidate],
) -> Vec<String> {
    match language {
        Language::En => walk::forcing_walk(forcing, placed, removed),
        Language::ZhCn => chinese_walk::forcing_walk(forcing, placed, removed),
    }
}

/// The step in one sentence in `language`.
pub fn step_in(language: Language, step: &Step) -> String {
    match language {
        Language::En => english::step(step),
        Language::ZhCn => chinese::step(step),
    }
}

/// What a hint says on a solved grid, in `language`.
pub fn grid_solved_in(language: Language) -> &'static str {
    match language {
        Language::En => "The grid is solved.",
        Language::ZhCn => "盘面已经解完。",
    }
}

/// A wrong entry or lost note in `language`.
pub fn mistake_in(language: Language, cell: u8, entered: u8, kind: MistakeKind) -> String {
    match language {
        Language::En => english::mistake(cell, entered, kind),
        Language::ZhCn => chinese::mistake(cell, entered, kind),
    }
}

/// What is wrong with a position, in `language`.
pub fn contradiction_in(language: Language, broken: Contradiction) -> String {
    match language {
        Language::En => english::contradiction(broken),
        Language::ZhCn => chinese::contradiction(broken),
    }
}

/// Why the game has no hint when logic knows no step, in `language`.
pub fn no_technique_applies_in(language: Language) -> &'static str {
    match language {
        Language::En => english::no_technique_applies(),
        Language::ZhCn => chinese::no_technique_applies(),
    }
}

/// A technique's name for people in `language` ([`Technique::name`] in English, which
/// machine-readable outputs use whatever the language).
pub fn technique_name_in(language: Language, technique: Technique) -> &'static str {
    match language {
        Language::En => technique.name(),
        Language::ZhCn => chinese::technique_name(technique),
    }
}

/// A level's name for people in `language`: "Hard", "困难".
pub fn level_name_in(language: Language, level: Level) -> String {
    // The catalogue holds the one list of level names, for the window and the command line.
    let id = match level {
        Level::Easy => "level-easy",
        Level::Medium => "level-medium",
        Level::Hard => "level-hard",
        Level::Expert => "level-expert",
        Level::Master => "level-master",
    };
    crate::i18n::text_in(language, id, &[])
}

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
    let sign = if fact.holds { "=" } else { "<>" };
    format!(
        "{}{sign}{}",
        cell_name(fact.candidate.cell()),
        fact.candidate.digit
    )
}

/// A chain of facts in notation: `r1c2=4 -> r1c5<>4 -> r3c5=4`.
pub fn facts_notation(facts: &[Fact]) -> String {
    let parts: Vec<String> = facts.iter().map(|&f| fact_notation(f)).collect();
    parts.join(" -> ")
}
