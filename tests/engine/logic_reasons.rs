//! Every step's reason tells the truth about the position it was found in: the cells that
//! rule out a single's alternatives hold the digit and see them, a subset's cells hold its
//! digits, a chain's strong links are strong and its weak links weak, and what a step
//! removes is what its pattern rules out. Walked over the logical solves of a sample of the
//! SE-rated set, which reaches every technique family, forcing chains included.
//!
//! The hint drawing and the sentences of every language read these reasons, so a reason
//! that names the wrong cell would be drawn and said wrong everywhere.

use nonet::grid::{CELLS, Grid, House, PEERS, units_of};
use nonet::logic::reason::{
    Chain, ChainConclusion, Colouring, Fish, Forcing, ForcingArgument, LinkKind, Locked, Single,
    SingleKind, Subset, SubsetKind, Wing,
};
use nonet::logic::{Candidate, Finding, LogicState, Reason, Step, Technique, next_step};
use nonet::words::Explained;
use std::collections::HashMap;

use crate::common;

/// Whether two different cells share a unit.
fn peers(a: usize, b: usize) -> bool {
    PEERS[a].contains(&(b as u8))
}

/// Whether two candidates cannot both be true: the same cell, or the same digit in peers.
fn exclusive(a: Candidate, b: Candidate) -> bool {
    (a.cell == b.cell && a.digit != b.digit) || (a.digit == b.digit && peers(a.cell(), b.cell()))
}

/// Whether at least one of two candidates is true: the only two of a cell, or the only two
/// places of a digit in a unit both lie in.
fn strong(state: &LogicState, a: Candidate, b: Candidate) -> bool {
    if a.cell == b.cell {
        let cands = state.cands.get(a.cell());
        return a.digit != b.digit && cands.len() == 2 && cands.contains(a.digit);
    }
    a.digit == b.digit
        && units_of(a.cell()).iter().any(|unit| {
            let places = places(state, *unit, a.digit);
            places.len() == 2 && places.contains(&a.cell) && places.contains(&b.cell)
        })
}

/// The cells of `unit` where `digit` is a candidate.
fn places(state: &LogicState, unit: House, digit: u8) -> Vec<u8> {
    unit.cells()
        .iter()
        .copied()
        .filter(|&cell| state.cands.get(cell.into()).contains(digit))
        .collect()
}

fn has(state: &LogicState, candidate: Candidate) -> bool {
    state.cands.get(candidate.cell()).contains(candidate.digit)
}

fn check_single(state: &LogicState, step: &Step, single: &Single) {
    assert_eq!(
        step.placements,
        vec![Candidate::new(single.cell.into(), single.digit)]
    );
    let cell = usize::from(single.cell);
    for exclusion in &single.excluded {
        // Ruled out, and by a peer that holds the digit when one is named.
        assert!(!has(state, exclusion.candidate), "{exclusion:?}");
        if let Some(by) = exclusion.by {
            assert_eq!(state.grid.get(by.into()), exclusion.candidate.digit);
            assert!(
                peers(by.into(), exclusion.candidate.cell()),
                "{exclusion:?}"
            );
        } else {
            assert!(
                !PEERS[exclusion.candidate.cell()]
                    .iter()
                    .any(|&p| state.grid.get(p.into()) == exclusion.candidate.digit),
                "{exclusion:?}: a peer holds the digit but none is named"
            );
        }
    }
    match single.kind {
        SingleKind::FullHouse(unit) => {
            let empty: Vec<u8> = unit
                .cells()
                .iter()
                .copied()
                .filter(|&c| state.grid.get(c.into()) == 0)
                .collect();
            assert_eq!(empty, vec![single.cell]);
        }
        SingleKind::Hidden(unit) => {
            assert!(unit.cells().contains(&single.cell));
            // Every other empty cell of the unit is accounted for, with the digit.
            let mut others: Vec<u8> = unit
                .cells()
                .iter()
                .copied()
                .filter(|&c| c != single.cell && state.grid.get(c.into()) == 0)
                .collect();
            let mut named: Vec<u8> = single
                .excluded
                .iter()
                .map(|e| {
                    assert_eq!(e.candidate.digit, single.digit);
                    e.candidate.cell
                })
                .collect();
            others.sort_unstable();
            named.sort_unstable();
            assert_eq!(named, others);
        }
        SingleKind::Naked => {
            let mut digits: Vec<u8> = single
                .excluded
                .iter()
                .map(|e| {
                    assert_eq!(e.candidate.cell(), cell);
                    e.candidate.digit
                })
                .collect();
            digits.sort_unstable();
            let expected: Vec<u8> = (1..=9).filter(|&d| d != single.digit).collect();
            assert_eq!(digits, expected);
        }
    }
}

fn check_locked(state: &LogicState, step: &Step, locked: &Locked) {
    assert_eq!(
        places(state, locked.base, locked.digit),
        locked.cells,
        "the base's places are the locked cells"
    );
    for &cell in &locked.cells {
        assert!(locked.cover.cells().contains(&cell));
    }
    for elimination in &step.eliminations {
        assert_eq!(elimination.digit, locked.digit);
        assert!(locked.cover.cells().contains(&elimination.cell));
        assert!(!locked.base.cells().contains(&elimination.cell));
    }
}

fn check_subset(state: &LogicState, step: &Step, subset: &Subset) {
    assert_eq!(subset.cells.len(), subset.digits.len() as usize);
    for &cell in &subset.cells {
        assert!(subset.unit.cells().contains(&cell));
    }
    match subset.kind {
        SubsetKind::Naked => {
            for &cell in &subset.cells {
                let cands = state.cands.get(cell.into());
                assert!(cands.difference(subset.digits).is_empty(), "cell {cell}");
            }
            for elimination in &step.eliminations {
                assert!(subset.digits.contains(elimination.digit));
                assert!(!subset.cells.contains(&elimination.cell));
            }
        }
        SubsetKind::Hidden => {
            for digit in subset.digits.iter() {
                for cell in places(state, subset.unit, digit) {
                    assert!(subset.cells.contains(&cell), "digit {digit}");
                }
            }
            for elimination in &step.eliminations {
                assert!(!subset.digits.contains(elimination.digit));
                assert!(subset.cells.contains(&elimination.cell));
            }
        }
    }
}

fn check_fish(state: &LogicState, step: &Step, fish: &Fish) {
    assert_eq!(fish.base.len(), fish.cover.len());
    let in_cover = |cell: u8| fish.cover.iter().any(|u| u.cells().contains(&cell));
    for &line in &fish.base {
        for cell in places(state, line, fish.digit) {
            assert!(in_cover(cell) || fish.fins.contains(&cell), "cell {cell}");
        }
    }
    for elimination in &step.eliminations {
        assert_eq!(elimination.digit, fish.digit);
        assert!(in_cover(elimination.cell));
        assert!(
            !fish
                .base
                .iter()
                .any(|u| u.cells().contains(&elimination.cell))
        );
        for &fin in &fish.fins {
            assert!(peers(fin.into(), elimination.cell()), "fin {fin}");
        }
    }
}

fn check_wing(state: &LogicState, step: &Step, wing: &Wing) {
    let cands = |cell: u8| state.cands.get(cell.into());
    let digits = |list: &[u8]| list.iter().fold(0u16, |bits, d| bits | 1 << (d - 1));
    match *wing {
        Wing::Xy {
            pivot,
            pincers,
            x,
            y,
            z,
        } => {
            assert_eq!(cands(pivot).bits(), digits(&[x, y]));
            assert_eq!(cands(pincers[0]).bits(), digits(&[x, z]));
            assert_eq!(cands(pincers[1]).bits(), digits(&[y, z]));
            for pincer in pincers {
                assert!(peers(pivot.into(), pincer.into()));
            }
            for elimination in &step.eliminations {
                assert_eq!(elimination.digit, z);
                for pincer in pincers {
                    assert!(peers(pincer.into(), elimination.cell()));
                }
            }
        }
        Wing::Xyz { pivot, pincers, z } => {
            assert_eq!(cands(pivot).len(), 3);
            for pincer in pincers {
                assert_eq!(cands(pincer).len(), 2);
                assert!(cands(pincer).contains(z));
            }
            for elimination in &step.eliminations {
                assert_eq!(elimination.digit, z);
                for cell in [pivot, pincers[0], pincers[1]] {
                    assert!(peers(cell.into(), elimination.cell()));
                }
            }
        }
        Wing::W {
            cells, x, y, link, ..
        } => {
            for cell in cells {
                assert_eq!(cands(cell).bits(), digits(&[x, y]));
            }
            assert!(strong(
                state,
                Candidate::new(link.near.into(), x),
                Candidate::new(link.far.into(), x)
            ));
            for elimination in &step.eliminations {
                assert_eq!(elimination.digit, y);
            }
        }
    }
}

fn check_colouring(state: &LogicState, colouring: &Colouring) {
    let (digit, colours) = match colouring {
        Colouring::Wrap { digit, colours } | Colouring::Trap { digit, colours } => {
            (*digit, colours)
        }
        Colouring::RemotePairs { colours, .. } => {
            for cell in colours.iter().flatten() {
                assert_eq!(state.cands.get((*cell).into()).len(), 2);
            }
            return;
        }
    };
    for cell in colours.iter().flatten() {
        assert!(state.cands.get((*cell).into()).contains(digit));
    }
    // The colours are disjoint.
    assert!(!colours[0].iter().any(|c| colours[1].contains(c)));
}

fn check_chain(state: &LogicState, step: &Step, chain: &Chain) {
    let nodes = &chain.nodes;
    assert!(nodes.len() >= 2);
    let closed = chain.conclusion == ChainConclusion::ContinuousLoop;
    let expected_links = if closed { nodes.len() } else { nodes.len() - 1 };
    assert_eq!(chain.links.len(), expected_links, "{chain:?}");
    // Links alternate, strong first and last (a strong link is also weak, so the labels
    // are what tells a person which way the inference runs); a loop alternates all round.
    let alternate = |a: &LinkKind, b: &LinkKind| a != b;
    assert!(
        chain.links.windows(2).all(|w| alternate(&w[0], &w[1])),
        "{chain:?}"
    );
    if closed {
        assert!(alternate(&chain.links[0], &chain.links[expected_links - 1]));
    } else {
        assert_eq!(chain.links[0], LinkKind::Strong, "{chain:?}");
        assert_eq!(
            chain.links[expected_links - 1],
            LinkKind::Strong,
            "{chain:?}"
        );
    }
    for (index, link) in chain.links.iter().enumerate() {
        let (a, b) = (nodes[index], nodes[(index + 1) % nodes.len()]);
        assert!(has(state, a) && has(state, b), "{a} {b}");
        match link {
            LinkKind::Strong => assert!(strong(state, a, b), "{a} = {b} in {chain:?}"),
            LinkKind::Weak => assert!(exclusive(a, b), "{a} - {b} in {chain:?}"),
        }
    }
    match chain.conclusion {
        ChainConclusion::EitherEnd => {
            let (first, last) = (nodes[0], nodes[nodes.len() - 1]);
            for &elimination in &step.eliminations {
                assert!(
                    exclusive(elimination, first) && exclusive(elimination, last),
                    "{elimination} in {chain:?}"
                );
            }
        }
        ChainConclusion::FirstIsTrue => {
            assert!(step.placements.contains(&nodes[0]) || !step.eliminations.is_empty());
        }
        ChainConclusion::ContinuousLoop => {}
    }
}

fn check_forcing(forcing: &Forcing) {
    match &forcing.argument {
        ForcingArgument::Contradiction {
            assumption, chains, ..
        } => {
            assert!(!chains.is_empty());
            for chain in chains {
                assert_eq!(chain.first(), Some(assumption), "{chain:?}");
            }
        }
        ForcingArgument::Agreement {
            branches,
            conclusions,
            ..
        } => {
            assert!(branches.len() >= 2);
            assert!(!conclusions.is_empty());
            // Each branch ends on the first conclusion.
            for branch in branches {
                assert_eq!(branch.last(), conclusions.first(), "{branch:?}");
            }
        }
    }
}

/// Checks one step's reason against the state it was found in.
fn check(state: &LogicState, step: &Step) {
    match &step.reason {
        Reason::Single(single) => check_single(state, step, single),
        Reason::Locked(locked) => check_locked(state, step, locked),
        Reason::Subset(subset) => check_subset(state, step, subset),
        Reason::Fish(fish) => check_fish(state, step, fish),
        Reason::Wing(wing) => check_wing(state, step, wing),
        Reason::Colouring(colouring) => check_colouring(state, colouring),
        Reason::Chain(chain) => check_chain(state, step, chain),
        Reason::Forcing(forcing) => check_forcing(forcing),
        // Checked through their own tests; here they need only render.
        Reason::SingleDigit(_) | Reason::Uniqueness(_) | Reason::Als(_) => {}
        Reason::Variant(_) => panic!("the classic solver gave a variant's reason: {step:?}"),
    }
    assert!(!step.explanation().is_empty());
}

#[test]
fn every_reason_holds_in_the_position_it_was_found_in() {
    let text = common::data_text("se_rated.tsv");
    let puzzles: Vec<Grid> = text
        .lines()
        .filter_map(|line| line.split('\t').next())
        .filter(|field| field.len() == CELLS)
        .step_by(4)
        .map(|field| field.parse().expect("puzzle line parses"))
        .collect();
    assert!(puzzles.len() > 700);
    let mut seen: HashMap<Technique, usize> = HashMap::new();
    for puzzle in &puzzles {
        let mut state = LogicState::from_grid(puzzle);
        while let Finding::Step(step) = next_step(&state) {
            check(&state, &step);
            *seen.entry(step.technique).or_default() += 1;
            state.apply(&step);
        }
    }
    // The sample reaches the families whose reasons are drawn on the board.
    for technique in [
        Technique::HiddenSingle,
        Technique::NakedSingle,
        Technique::Pointing,
        Technique::HiddenPair,
        Technique::XWing,
        Technique::XYWing,
        Technique::XChain,
        Technique::XYChain,
        Technique::ForcingChain,
    ] {
        assert!(
            seen.get(&technique).is_some_and(|&n| n > 0),
            "{technique:?}"
        );
    }
}
