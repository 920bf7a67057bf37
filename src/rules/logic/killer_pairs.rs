//! Killer techniques on two groups of one house: a cage lying wholly in the house, or one of
//! its open cells. The house's digits differ, so the two groups are filled together: a
//! digit every joint filling holds between them is in them, and the house's other cells
//! lose it (a killer pair, when neither group alone must hold it); and a candidate no joint
//! filling uses goes (interacting cages).

use super::{Found, Position, Technique, digits_of};
use crate::logic::visit::Sink;
use crate::rules::{Geometry, HouseCells};
use std::cell::OnceCell;
use std::ops::ControlFlow;

/// Every killer pair (4.5).
pub(super) fn visit_killer_pair(
    geometry: &Geometry,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    let step = |house: &HouseCells, first: &Group, second: &Group, fillings: &Fillings| {
        let both = fillings.always & !first.required(position) & !second.required(position);
        let members: Vec<u8> = first.cells.iter().chain(&second.cells).copied().collect();
        let eliminations: Vec<(u8, u16)> = house
            .cells
            .iter()
            .copied()
            .filter(|cell| !members.contains(cell))
            .filter_map(|cell| {
                let removed = position.candidates(usize::from(cell)) & both;
                (removed != 0).then_some((cell, removed))
            })
            .collect();
        if eliminations.is_empty() {
            return None;
        }
        let mut step = Found::new(Technique::KillerPair, 45);
        step.houses = vec![house.house];
        step.cells = members;
        step.digits = both;
        step.sum = first.sum.or(second.sum);
        step.eliminations = eliminations;
        Some(step)
    };
    search(geometry, position, &step, sink)
}

/// Every step of interacting cages (5.5).
pub(super) fn visit_interacting_cages(
    geometry: &Geometry,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    let step = |house: &HouseCells, first: &Group, second: &Group, fillings: &Fillings| {
        let members: Vec<u8> = first.cells.iter().chain(&second.cells).copied().collect();
        let eliminations: Vec<(u8, u16)> = members
            .iter()
            .zip(&fillings.possible)
            .filter_map(|(&cell, &keep)| {
                let removed = position.candidates(usize::from(cell)) & !keep;
                (removed != 0).then_some((cell, removed))
            })
            .collect();
        if eliminations.is_empty() {
            return None;
        }
        let mut step = Found::new(Technique::InteractingCages, 55);
        step.houses = vec![house.house];
        step.cells = members;
        step.digits = fillings.possible.iter().fold(0, |all, &p| all | p);
        step.sum = first.sum.or(second.sum);
        step.eliminations = eliminations;
        Some(step)
    };
    search(geometry, position, &step, sink)
}

/// A cage's open cells with what their sum leaves, or one open cell on its own.
struct Group {
    cells: Vec<u8>,
    sum: Option<u8>,
    /// What [`Group::required`] found, once asked: each group meets every other.
    required: OnceCell<u16>,
}

impl Group {
    /// The digits every filling of the group alone holds.
    fn required(&self, position: &Position) -> u16 {
        *self
            .required
            .get_or_init(|| Fillings::of(position, &[self]).always)
    }
}

/// What the joint fillings of groups hold: each cell's digits, and the digits all of them
/// use.
struct Fillings {
    possible: Vec<u16>,
    always: u16,
    any: bool,
}

impl Fillings {
    /// Every way of filling the groups' cells with different digits, each group to its sum.
    fn of(position: &Position, groups: &[&Group]) -> Fillings {
        let cells: Vec<u8> = groups
            .iter()
            .flat_map(|g| g.cells.iter().copied())
            .collect();
        let mut fillings = Fillings {
            possible: vec![0; cells.len()],
            // Every digit of any grid: the candidates it is laid over bound it.
            always: u16::MAX,
            any: false,
        };
        fillings.fill(position, &cells, groups, &mut Vec::new());
        fillings
    }

    /// Fills `cells` (the groups' cells in order) from the first not yet in `chosen`.
    fn fill(&mut self, position: &Position, cells: &[u8], groups: &[&Group], chosen: &mut Vec<u8>) {
        // Cutting a filling off as soon as a group's digits pass its sum keeps the joint
        // search of two large cages small; the fillings that reach the end are the same.
        if passes_a_sum(groups, chosen) {
            return;
        }
        let Some(&cell) = cells.get(chosen.len()) else {
            let mut start = 0;
            for group in groups {
                let digits = &chosen[start..start + group.cells.len()];
                start += group.cells.len();
                let total: u32 = digits.iter().map(|&d| u32::from(d)).sum();
                if group.sum.is_some_and(|sum| u32::from(sum) != total) {
                    return;
                }
            }
            self.any = true;
            let used = chosen.iter().fold(0u16, |m, &d| m | 1 << (d - 1));
            self.always &= used;
            for (slot, &digit) in self.possible.iter_mut().zip(chosen.iter()) {
                *slot |= 1 << (digit - 1);
            }
            return;
        };
        for digit in digits_of(position.candidates(usize::from(cell))) {
            if chosen.contains(&digit) {
                continue;
            }
            chosen.push(digit);
            self.fill(position, cells, groups, chosen);
            chosen.pop();
        }
    }
}

/// Whether the digits chosen so far for `groups` (their cells in order) miss a group's sum:
/// pass it, or fill the group to another.
fn passes_a_sum(groups: &[&Group], chosen: &[u8]) -> bool {
    let mut start = 0;
    for group in groups {
        let full = start + group.cells.len() <= chosen.len();
        let end = (start + group.cells.len()).min(chosen.len());
        let total: u32 = chosen[start.min(end)..end]
            .iter()
            .map(|&d| u32::from(d))
            .sum();
        let missed = |sum: u8| total > u32::from(sum) || full && total != u32::from(sum);
        if group.sum.is_some_and(missed) {
            return true;
        }
        start += group.cells.len();
    }
    false
}

/// A step from two groups of a house with their joint fillings, if they make one.
type PairStep<'a> = &'a dyn Fn(&HouseCells, &Group, &Group, &Fillings) -> Option<Found>;

/// Every pair of groups in every house, at least one a cage, handed to `found` with their
/// joint fillings; each step it makes goes to `sink`.
fn search(
    geometry: &Geometry,
    position: &Position,
    found: PairStep<'_>,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    if geometry.cages().is_empty() {
        return ControlFlow::Continue(());
    }
    for house in geometry.houses() {
        let groups = groups_of(geometry, position, house);
        for (i, first) in groups.iter().enumerate() {
            for second in &groups[i + 1..] {
                if first.sum.is_none() && second.sum.is_none() {
                    continue;
                }
                let fillings = Fillings::of(position, &[first, second]);
                if !fillings.any {
                    continue;
                }
                if let Some(step) = found(house, first, second, &fillings) {
                    sink(step)?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// A house's groups: the open cells of each cage lying wholly in it, then each open cell
/// of no such cage.
fn groups_of(geometry: &Geometry, position: &Position, house: &HouseCells) -> Vec<Group> {
    let mut groups = Vec::new();
    let mut in_cage = Vec::new();
    for cage in geometry.cages() {
        if !cage.cells().iter().all(|cell| house.cells.contains(cell)) {
            continue;
        }
        in_cage.extend_from_slice(cage.cells());
        let open: Vec<u8> = cage
            .cells()
            .iter()
            .copied()
            .filter(|&cell| position.value(usize::from(cell)) == 0)
            .collect();
        let placed: u32 = cage
            .cells()
            .iter()
            .map(|&cell| u32::from(position.value(usize::from(cell))))
            .sum();
        // Groups of up to four cells keep the joint search small.
        if open.is_empty() || open.len() > 4 {
            continue;
        }
        let Some(left) = u32::from(cage.sum()).checked_sub(placed) else {
            continue;
        };
        groups.push(Group {
            cells: open,
            sum: u8::try_from(left).ok(),
            required: OnceCell::new(),
        });
    }
    for &cell in &house.cells {
        if !in_cage.contains(&cell) && position.value(usize::from(cell)) == 0 {
            groups.push(Group {
                cells: vec![cell],
                sum: None,
                required: OnceCell::new(),
            });
        }
    }
    groups
}
