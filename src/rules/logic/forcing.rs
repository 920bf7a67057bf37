//! Forcing chains over the variant's houses and cages: a candidate is supposed true and the
//! singles that follow are played out (a cell left with one digit, a digit left with one
//! place in a house, a cage's last cell taking what its sum leaves). A supposition that
//! ends with a cell, house or cage that cannot be filled is false. When every candidate of a
//! cell, or every place of a digit in a house, leads to the same digit somewhere or the
//! same candidate gone, that conclusion holds whichever is true.

use super::{Found, Position, Technique, digits_of, forcing_chain};
use crate::grid::DigitSet;
use crate::logic::Candidate;
use crate::logic::reason::{Fact, Premise};
use crate::logic::visit::Sink;
use crate::rules::Geometry;
use std::ops::ControlFlow;

/// Weights, in tenths: a contradiction as Sudoku Explainer weighs Nishio chains, agreement
/// from a cell's candidates and from a digit's places in a house as its forcing chains.
const CONTRADICTION: u8 = 75;
const CELL_AGREEMENT: u8 = 80;
const HOUSE_AGREEMENT: u8 = 82;

/// How many forcing chains a list of every step holds at most: each costs playing out
/// every branch and writing down its links, and a position where they are needed has
/// many.
const MAX_LISTED: usize = 20;

/// Plays out the singles after `cell` takes `digit`; `None` when they break the grid.
pub(super) fn suppose(
    geometry: &Geometry,
    position: &Position,
    cell: usize,
    digit: u8,
) -> Option<Position> {
    let mut position = position.clone();
    position.place(geometry, cell, digit);
    loop {
        let mut changed = false;
        for cell in 0..position.cell_count() {
            if position.value(cell) != 0 {
                continue;
            }
            let candidates = position.candidates(cell);
            if candidates == 0 {
                return None;
            }
            if candidates.count_ones() == 1 {
                position.place(geometry, cell, candidates.trailing_zeros() as u8 + 1);
                changed = true;
            }
        }
        for house in geometry.houses() {
            let mut placed = 0u16;
            let mut seen_once = 0u16;
            let mut seen_more = 0u16;
            for &cell in &house.cells {
                let value = position.value(usize::from(cell));
                if value != 0 {
                    placed |= 1 << (value - 1);
                    continue;
                }
                let candidates = position.candidates(usize::from(cell));
                seen_more |= seen_once & candidates;
                seen_once |= candidates;
            }
            if (placed | seen_once) != geometry.all_digits() {
                return None;
            }
            let hidden = seen_once & !seen_more & !placed;
            for digit in digits_of(hidden) {
                let bit = 1u16 << (digit - 1);
                let place = house
                    .cells
                    .iter()
                    .map(|&c| usize::from(c))
                    .find(|&c| position.value(c) == 0 && position.candidates(c) & bit != 0);
                // A single placed a moment ago in this house may have taken the place.
                if let Some(place) = place {
                    position.place(geometry, place, digit);
                    changed = true;
                }
            }
        }
        for cage in geometry.cages() {
            let mut remaining = i32::from(cage.sum());
            let mut open = None;
            let mut open_count = 0;
            for &cell in cage.cells() {
                match position.value(usize::from(cell)) {
                    0 => {
                        open = Some(usize::from(cell));
                        open_count += 1;
                    }
                    value => remaining -= i32::from(value),
                }
            }
            match (open_count, open) {
                (0, _) if remaining != 0 => return None,
                (1, Some(cell)) => {
                    let fits = (1..=geometry.size() as i32).contains(&remaining)
                        && position.candidates(cell) >> (remaining - 1) & 1 == 1;
                    if !fits {
                        return None;
                    }
                    position.place(geometry, cell, remaining as u8);
                    changed = true;
                }
                _ if remaining < open_count => return None,
                _ => {}
            }
        }
        if !changed {
            return Some(position);
        }
    }
}

/// Forcing chains (7.5, 8.0 or 8.2): contradictions from two-candidate cells, agreements
/// from two-candidate cells, contradictions from the other cells, then agreements from a
/// digit's two places in a house. Bounded: the first [`MAX_LISTED`] only, so the step
/// finder's (the first) is always among them.
pub(super) fn visit_forcing_chain(
    geometry: &Geometry,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    let mut open: Vec<usize> = (0..position.cell_count())
        .filter(|&cell| position.value(cell) == 0 && position.candidates(cell) != 0)
        .collect();
    open.sort_by_key(|&cell| position.candidates(cell).count_ones());
    let pairs = open
        .iter()
        .take_while(|&&cell| position.candidates(cell).count_ones() == 2)
        .count();
    let mut listed = 0;
    let sink = &mut |found: Found| {
        listed += 1;
        sink(found)?;
        if listed < MAX_LISTED {
            ControlFlow::Continue(())
        } else {
            ControlFlow::Break(())
        }
    };
    visit_contradictions(geometry, position, &open[..pairs], sink)?;
    visit_cell_agreements(geometry, position, &open[..pairs], sink)?;
    visit_contradictions(geometry, position, &open[pairs..], sink)?;
    visit_house_agreements(geometry, position, sink)
}

fn visit_contradictions(
    geometry: &Geometry,
    position: &Position,
    cells: &[usize],
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    for &cell in cells {
        for digit in digits_of(position.candidates(cell)) {
            if suppose(geometry, position, cell, digit).is_none() {
                let bit = 1u16 << (digit - 1);
                let mut step = Found::new(Technique::ForcingChain, CONTRADICTION);
                step.cells = vec![cell as u8];
                step.digits = bit;
                step.eliminations = vec![(cell as u8, bit)];
                step.forcing = forcing_chain::contradiction(geometry, position, cell, digit);
                sink(step)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// What every branch agrees on that the position does not hold yet: placements, then
/// candidates gone.
/// Placements (cell, digit) and eliminations (cell, digits as a mask) every branch makes.
type Conclusions = (Vec<(u8, u8)>, Vec<(u8, u16)>);

fn agreement(position: &Position, branches: &[Position]) -> Conclusions {
    let mut placements = Vec::new();
    let mut eliminations = Vec::new();
    for cell in 0..position.cell_count() {
        if position.value(cell) != 0 {
            continue;
        }
        let value = branches[0].value(cell);
        if value != 0 && branches.iter().all(|b| b.value(cell) == value) {
            placements.push((cell as u8, value));
            continue;
        }
        // A branch's candidates of a cell it filled are just the digit it put there.
        let kept = branches.iter().fold(0u16, |kept, b| {
            kept | match b.value(cell) {
                0 => b.candidates(cell),
                digit => 1 << (digit - 1),
            }
        });
        let gone = position.candidates(cell) & !kept;
        if gone != 0 {
            eliminations.push((cell as u8, gone));
        }
    }
    (placements, eliminations)
}

/// The step of branches that are all there is (the `cases` of `premise`: each candidate of
/// a cell, or each place of a digit in a house), when they agree on something the position
/// does not hold yet.
fn agreeing_step(
    geometry: &Geometry,
    position: &Position,
    (premise, cases): (Premise, &[Candidate]),
    score: u8,
) -> Option<Found> {
    let branches: Vec<Position> = cases
        .iter()
        .map(|case| suppose(geometry, position, case.cell(), case.digit))
        .collect::<Option<_>>()?;
    let (placements, eliminations) = agreement(position, &branches);
    if placements.is_empty() && eliminations.is_empty() {
        return None;
    }
    let fact = |cell: u8, digit: u8, holds: bool| Fact {
        candidate: Candidate { cell, digit },
        holds,
    };
    let conclusions: Vec<Fact> =
        placements
            .iter()
            .map(|&(cell, digit)| fact(cell, digit, true))
            .chain(eliminations.iter().flat_map(|&(cell, gone)| {
                digits_of(gone).map(move |digit| fact(cell, digit, false))
            }))
            .collect();
    let mut step = Found::new(Technique::ForcingChain, score);
    step.placements = placements;
    step.eliminations = eliminations;
    step.forcing = forcing_chain::agreement(geometry, position, premise, cases, &conclusions);
    Some(step)
}

fn visit_cell_agreements(
    geometry: &Geometry,
    position: &Position,
    cells: &[usize],
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    for &cell in cells {
        let cases: Vec<Candidate> = digits_of(position.candidates(cell))
            .map(|digit| Candidate::new(cell, digit))
            .collect();
        let premise = Premise::EachDigit {
            cell: cell as u8,
            digits: DigitSet::from_bits(position.candidates(cell)),
        };
        let case = (premise, &cases[..]);
        let Some(mut step) = agreeing_step(geometry, position, case, CELL_AGREEMENT) else {
            continue;
        };
        step.cells = vec![cell as u8];
        step.digits = position.candidates(cell);
        sink(step)?;
    }
    ControlFlow::Continue(())
}

fn visit_house_agreements(
    geometry: &Geometry,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    for house in geometry.houses() {
        for digit in geometry.digits() {
            let bit = 1u16 << (digit - 1);
            let places: Vec<usize> = house
                .cells
                .iter()
                .map(|&c| usize::from(c))
                .filter(|&c| position.value(c) == 0 && position.candidates(c) & bit != 0)
                .collect();
            if places.len() != 2 {
                continue;
            }
            let cases: Vec<Candidate> = places
                .iter()
                .map(|&cell| Candidate::new(cell, digit))
                .collect();
            let premise = Premise::EachPlace {
                unit: house.house,
                digit,
            };
            let Some(mut step) =
                agreeing_step(geometry, position, (premise, &cases), HOUSE_AGREEMENT)
            else {
                continue;
            };
            step.houses = vec![house.house];
            step.cells = places.iter().map(|&c| c as u8).collect();
            step.digits = bit;
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}
