//! Forcing chains as data: the chains of facts a step's reason shows, and the step itself.

use super::*;
use crate::logic::reason::{self, Contradiction as Broken, ForcingArgument, Premise, Reason};

/// The public fact for a node true (`on`) or false.
fn fact(n: usize, on: bool) -> reason::Fact {
    reason::Fact {
        candidate: node_candidate(n),
        holds: on,
    }
}

/// The facts on the path from the assumption to the fact at `index`.
fn chain(engine: &Engine, index: usize) -> Vec<reason::Fact> {
    engine
        .path_to(index)
        .into_iter()
        .map(|i| {
            let f = &engine.facts[i];
            fact(f.node as usize, f.on)
        })
        .collect()
}

/// How a contradictory branch ends: the chains leading to it, the rule broken, and the
/// candidates the chains pass through.
pub(super) fn contradiction_chains(
    engine: &Engine,
) -> (Vec<Vec<reason::Fact>>, Broken, Vec<usize>) {
    // A branch explained here always ended in a contradiction; "no solution" stands in for
    // the impossible other case.
    let Some((what, _, _)) = engine.contradiction else {
        return (Vec::new(), Broken::NoSolution, Vec::new());
    };
    let parents = engine.contradiction_parents();
    let mut nodes = Vec::new();
    let mut chains = Vec::new();
    let broken = match what {
        Contradiction::EmptyCell(cell) => Broken::EmptyCell { cell: cell as u8 },
        Contradiction::NoPlace(u, digit) => Broken::NoPlace {
            unit: unit(u),
            digit,
        },
        Contradiction::Clash(n) => Broken::Clash {
            candidate: node_candidate(n),
        },
        Contradiction::TwoDigits(n) => {
            // The fact standing first is the cell's other digit, the last parent.
            let first = parents
                .last()
                .map_or(0, |&i| node_digit(engine.facts[i as usize].node as usize));
            Broken::TwoDigits {
                cell: node_cell(n) as u8,
                digits: [first, node_digit(n)],
            }
        }
    };
    match what {
        Contradiction::Clash(n) | Contradiction::TwoDigits(n) => {
            // The last parent is the fact already standing; the others derive the clashing one.
            if let Some((&standing, derived)) = parents.split_last() {
                nodes.extend(engine.path_nodes(standing as usize));
                chains.push(chain(engine, standing as usize));
                if let Some(&latest) = derived.iter().max() {
                    nodes.extend(engine.path_nodes(latest as usize));
                    let clashing = match what {
                        Contradiction::Clash(_) => !engine.facts[standing as usize].on,
                        _ => true,
                    };
                    let mut second = chain(engine, latest as usize);
                    second.push(fact(n, clashing));
                    chains.push(second);
                }
            }
        }
        Contradiction::EmptyCell(_) | Contradiction::NoPlace(..) => {
            if let Some(&latest) = parents.iter().max() {
                nodes.extend(engine.path_nodes(latest as usize));
                chains.push(chain(engine, latest as usize));
            }
        }
    }
    (chains, broken, nodes)
}

pub(super) fn explain(snap: &Snapshot, engine: &mut Engine, scored: Scored) -> Step {
    let Scored {
        score,
        mode,
        pattern,
        main,
    } = scored;
    let mut placements = Vec::new();
    let mut eliminations = Vec::new();
    let mut shown: Vec<usize> = Vec::new();
    let mut units = Vec::new();
    let argument = match pattern.kind {
        Kind::Contradiction(n, truth) => {
            engine.run(n, truth);
            let (chains, broken, nodes) = contradiction_chains(engine);
            shown.extend(nodes);
            if truth {
                eliminations.push(node_candidate(n));
            } else {
                placements.push(node_candidate(n));
            }
            ForcingArgument::Contradiction {
                assumption: fact(n, truth),
                chains,
                broken,
            }
        }
        kind => {
            let mut branches = Vec::new();
            if let Some((target, target_on)) = main {
                for &(n, truth) in &pattern.branches {
                    engine.run(n, truth);
                    if let Some(i) = engine.fact_index(target, target_on) {
                        shown.extend(engine.path_nodes(i));
                        branches.push(chain(engine, i));
                    }
                }
            }
            for &(c, on) in &pattern.conclusions {
                if on {
                    placements.push(node_candidate(c));
                } else {
                    eliminations.push(node_candidate(c));
                }
            }
            let premise = match kind {
                Kind::Cell(cell) => Premise::EachDigit {
                    cell: cell as u8,
                    digits: digits_of(snap.cell_digits[cell]).collect(),
                },
                Kind::Region(u, digit) => {
                    units.push(unit(u));
                    Premise::EachPlace {
                        unit: unit(u),
                        digit,
                    }
                }
                Kind::Double(n) | Kind::Contradiction(n, _) => Premise::BothWays(node_candidate(n)),
            };
            // The conclusion the branches are shown for comes first.
            let mut conclusions: Vec<reason::Fact> =
                main.map(|(c, on)| fact(c, on)).into_iter().collect();
            conclusions.extend(
                pattern
                    .conclusions
                    .iter()
                    .filter(|&&c| Some(c) != main)
                    .map(|&(c, on)| fact(c, on)),
            );
            ForcingArgument::Agreement {
                premise,
                branches,
                conclusions,
            }
        }
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
        reason: Reason::Forcing(reason::Forcing { mode, argument }),
    }
}
