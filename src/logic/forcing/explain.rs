//! Forcing chains told in words: the story of a contradiction and the sentences of a step.

use super::*;

/// How a contradictory branch ends, as chains of facts, and the candidates they pass through.
pub(super) fn contradiction_story(engine: &Engine) -> (String, Vec<usize>) {
    let Some((what, _, _)) = engine.contradiction else {
        return (String::new(), Vec::new());
    };
    let parents = engine.contradiction_parents();
    let mut nodes = Vec::new();
    match what {
        Contradiction::Clash(n) | Contradiction::TwoDigits(n) => {
            // The last parent is the fact already standing; the others derive the clashing one.
            let Some((&standing, derived)) = parents.split_last() else {
                return (what.describe(), nodes);
            };
            nodes.extend(engine.path_nodes(standing as usize));
            let standing_chain = engine.chain_text(standing as usize);
            let claim = match what {
                Contradiction::Clash(_) if engine.facts[standing as usize].on => {
                    format!("{}<>{}", cell_name(node_cell(n)), node_digit(n))
                }
                _ => format!("{}={}", cell_name(node_cell(n)), node_digit(n)),
            };
            let text = match derived.iter().max() {
                Some(&latest) => {
                    nodes.extend(engine.path_nodes(latest as usize));
                    format!(
                        "{standing_chain}, but also {} -> {claim}: {}",
                        engine.chain_text(latest as usize),
                        what.describe()
                    )
                }
                None => format!("{standing_chain}: {}", what.describe()),
            };
            (text, nodes)
        }
        Contradiction::EmptyCell(_) | Contradiction::NoPlace(..) => match parents.iter().max() {
            Some(&latest) => {
                nodes.extend(engine.path_nodes(latest as usize));
                (
                    format!(
                        "{}, and {}",
                        engine.chain_text(latest as usize),
                        what.describe()
                    ),
                    nodes,
                )
            }
            None => (what.describe(), nodes),
        },
    }
}

pub(super) fn says(n: usize, on: bool) -> String {
    if on {
        format!("{} is {}", cell_name(node_cell(n)), node_digit(n))
    } else {
        format!("{} cannot be {}", cell_name(node_cell(n)), node_digit(n))
    }
}

pub(super) fn explain(snap: &Snapshot, engine: &mut Engine, scored: Scored) -> Step {
    let Scored {
        score,
        mode,
        pattern,
        main,
    } = scored;
    let title = mode.title(&pattern.kind);
    let mut placements = Vec::new();
    let mut eliminations = Vec::new();
    let mut shown: Vec<usize> = Vec::new();
    let mut units = Vec::new();
    let explanation = match (pattern.kind, main) {
        (Kind::Contradiction(n, truth), _) => {
            engine.run(n, truth);
            let (chain, nodes) = contradiction_story(engine);
            shown.extend(nodes);
            if truth {
                eliminations.push(node_candidate(n));
            } else {
                placements.push(node_candidate(n));
            }
            let (assume, conclude) = if truth {
                (
                    format!("if {} were {}", cell_name(node_cell(n)), node_digit(n)),
                    says(n, false),
                )
            } else {
                (
                    format!("if {} were not {}", cell_name(node_cell(n)), node_digit(n)),
                    says(n, true),
                )
            };
            format!("{title}: {assume}, then {chain}; so {conclude}.")
        }
        (kind, Some((target, target_on))) => {
            let mut chains = Vec::new();
            for &(n, truth) in &pattern.branches {
                engine.run(n, truth);
                if let Some(i) = engine.fact_index(target, target_on) {
                    shown.extend(engine.path_nodes(i));
                    chains.push(engine.chain_text(i));
                }
            }
            for &(c, on) in &pattern.conclusions {
                if on {
                    placements.push(node_candidate(c));
                } else {
                    eliminations.push(node_candidate(c));
                }
            }
            let intro = match kind {
                Kind::Double(n) => format!(
                    "whether or not {} is {}",
                    cell_name(node_cell(n)),
                    node_digit(n)
                ),
                Kind::Cell(cell) => {
                    let digits: Vec<String> = digits_of(snap.cell_digits[cell])
                        .map(|d| d.to_string())
                        .collect();
                    format!(
                        "{} must be {}, and each choice",
                        cell_name(cell),
                        join_or(&digits)
                    )
                }
                Kind::Region(u, d) => {
                    units.push(unit(u));
                    format!("the {d} of {} must go somewhere, and each place", unit(u))
                }
                Kind::Contradiction(..) => String::new(),
            };
            let others: Vec<String> = pattern
                .conclusions
                .iter()
                .filter(|&&c| c != (target, target_on))
                .map(|&(c, on)| says(c, on))
                .collect();
            let also = if others.is_empty() {
                String::new()
            } else {
                format!(" The same branches also show that {}.", join_and(&others))
            };
            format!(
                "{title}: {intro} leads to the same result: {}; so {}.{also}",
                chains.join("; "),
                says(target, target_on)
            )
        }
        (_, None) => format!("{title}."),
    };
    let mut pattern_cands: Vec<Candidate> = Vec::new();
    for n in pattern
        .branches
        .iter()
        .map(|&(n, _)| n)
        .chain(shown.iter().copied())
    {
        let c = node_candidate(n);
        if !pattern_cands.contains(&c) {
            pattern_cands.push(c);
        }
    }
    let mut cells: Vec<u8> = Vec::new();
    for c in &pattern_cands {
        if !cells.contains(&c.cell) {
            cells.push(c.cell);
        }
    }
    eliminations.retain(|c| snap.has(node(c.cell(), c.digit)));
    Step {
        technique: Technique::ForcingChain,
        placements,
        eliminations,
        cells,
        units,
        pattern: pattern_cands,
        score: tenths_to_score(score),
        explanation,
    }
}

/// "a", "a or b", "a, b or c".
pub(super) fn join_or(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}
