//! Fish over any of the variant's houses: n base houses whose places for a digit do not
//! overlap must each hold the digit once, so the digit fills n cells among them; when n
//! cover houses hold every one of those places, each cover's digit is one of them, and the
//! covers' other cells lose it. Rows and columns give the classic X-Wing, Swordfish and
//! Jellyfish; a diagonal, a window or a jigsaw region may be a base or a cover too.

use super::{Found, Position, Technique};
use crate::logic::visit::Sink;
use crate::rules::{Geometry, HouseCells};
use crate::shape::CellSet;
use std::ops::{BitOr, ControlFlow};

/// Every X-Wing (3.2): two bases, two covers.
pub(super) fn visit_x_wing(
    geometry: &Geometry,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    visit_fish(geometry, position, 2, sink)
}

/// Every Swordfish (3.8): three bases, three covers.
pub(super) fn visit_swordfish(
    geometry: &Geometry,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    visit_fish(geometry, position, 3, sink)
}

/// Every Jellyfish (5.2): four bases, four covers.
pub(super) fn visit_jellyfish(
    geometry: &Geometry,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    visit_fish(geometry, position, 4, sink)
}

/// The cells of a mask of cells, in order.
pub(super) fn cells_of(mask: CellSet) -> impl Iterator<Item = u8> {
    // A shape has at most 256 cells, so each fits a byte.
    mask.iter().map(|cell| cell as u8)
}

/// A set of cells as the fish search keeps it: a `u128` on grids of up to 128 cells (every
/// 9x9 grid), where the search spends most of a hard rating's time, else a [`CellSet`].
trait CellMask: Copy + PartialEq + BitOr<Output = Self> {
    /// The empty set.
    const EMPTY: Self;
    /// The set holding `cell`.
    fn single(cell: usize) -> Self;
    /// How many cells it holds.
    fn len(self) -> usize;
    /// Whether it holds no cell.
    fn is_empty(self) -> bool;
    /// Whether it holds `cell`.
    fn contains(self, cell: usize) -> bool;
    /// Whether it shares a cell with `other`.
    fn meets(self, other: Self) -> bool;
    /// Its cells not in `other`.
    fn difference(self, other: Self) -> Self;
    /// Its lowest cell.
    fn first(self) -> Option<usize>;
    /// Its cells, rising, as bytes.
    fn cells(self) -> Vec<u8>;
}

impl CellMask for u128 {
    const EMPTY: u128 = 0;

    fn single(cell: usize) -> u128 {
        1 << cell
    }

    fn len(self) -> usize {
        self.count_ones() as usize
    }

    fn is_empty(self) -> bool {
        self == 0
    }

    fn contains(self, cell: usize) -> bool {
        self >> cell & 1 == 1
    }

    fn meets(self, other: u128) -> bool {
        self & other != 0
    }

    fn difference(self, other: u128) -> u128 {
        self & !other
    }

    fn first(self) -> Option<usize> {
        (self != 0).then(|| self.trailing_zeros() as usize)
    }

    fn cells(self) -> Vec<u8> {
        (0..128u8).filter(|&cell| self >> cell & 1 == 1).collect()
    }
}

impl CellMask for CellSet {
    const EMPTY: CellSet = CellSet::EMPTY;

    fn single(cell: usize) -> CellSet {
        CellSet::of([cell])
    }

    fn len(self) -> usize {
        CellSet::len(self)
    }

    fn is_empty(self) -> bool {
        CellSet::is_empty(self)
    }

    fn contains(self, cell: usize) -> bool {
        CellSet::contains(self, cell)
    }

    fn meets(self, other: CellSet) -> bool {
        CellSet::meets(self, other)
    }

    fn difference(self, other: CellSet) -> CellSet {
        CellSet::difference(self, other)
    }

    fn first(self) -> Option<usize> {
        CellSet::first(self)
    }

    fn cells(self) -> Vec<u8> {
        cells_of(self).collect()
    }
}

/// A house's places for a digit, given each cell's candidates.
fn places<M: CellMask>(house: &HouseCells, position: &Position, bit: u16) -> M {
    house
        .cells
        .iter()
        .filter(|&&cell| position.candidates(usize::from(cell)) & bit != 0)
        .fold(M::EMPTY, |mask, &cell| mask | M::single(usize::from(cell)))
}

/// Digit by digit, each choice of bases, each set of covers that removes something.
fn visit_fish(
    geometry: &Geometry,
    position: &Position,
    size: usize,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    if position.cell_count() <= 128 {
        visit_fish_with::<u128>(geometry, position, size, sink)
    } else {
        visit_fish_with::<CellSet>(geometry, position, size, sink)
    }
}

/// [`visit_fish`] with cell sets kept as `M`.
fn visit_fish_with<M: CellMask>(
    geometry: &Geometry,
    position: &Position,
    size: usize,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    let houses = geometry.houses();
    for digit in geometry.digits() {
        let bit = 1u16 << (digit - 1);
        let masks: Vec<M> = houses.iter().map(|h| places(h, position, bit)).collect();
        // A base with more places than the fish's size is never covered by distinct lines
        // in the classic case and rarely otherwise; leaving them out keeps the search small.
        let bases: Vec<usize> = (0..houses.len())
            .filter(|&i| (2..=size).contains(&masks[i].len()))
            .collect();
        // Many choices of bases and covers remove the same cells: the first is sent alone.
        let mut sent: Vec<M> = Vec::new();
        let sink = &mut |found: Found| {
            let removed = found
                .eliminations
                .iter()
                .fold(M::EMPTY, |mask, &(cell, _)| {
                    mask | M::single(usize::from(cell))
                });
            if sent.contains(&removed) {
                return ControlFlow::Continue(());
            }
            sent.push(removed);
            sink(found)
        };
        let mut chosen = Vec::with_capacity(size);
        choose_bases(
            &bases,
            &masks,
            size,
            0,
            M::EMPTY,
            &mut chosen,
            &mut |base| covers_for(geometry, &masks, base, size, digit, sink),
        )?;
    }
    ControlFlow::Continue(())
}

/// Chooses `size` bases with disjoint places (from `start` on) and hands each full choice
/// to `found`.
fn choose_bases<M: CellMask>(
    bases: &[usize],
    masks: &[M],
    size: usize,
    start: usize,
    union: M,
    chosen: &mut Vec<usize>,
    found: &mut dyn FnMut(&[usize]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    if chosen.len() == size {
        return found(chosen);
    }
    for index in start..bases.len() {
        let house = bases[index];
        if masks[house].meets(union) {
            continue;
        }
        chosen.push(house);
        let result = choose_bases(
            bases,
            masks,
            size,
            index + 1,
            union | masks[house],
            chosen,
            found,
        );
        chosen.pop();
        result?;
    }
    ControlFlow::Continue(())
}

/// Each set of `size` covers (not bases) holding every place of the bases that takes the
/// digit from a cell outside the bases.
fn covers_for<M: CellMask>(
    geometry: &Geometry,
    masks: &[M],
    bases: &[usize],
    size: usize,
    digit: u8,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    let base_places = bases.iter().fold(M::EMPTY, |m, &b| m | masks[b]);
    let mut covers = Vec::with_capacity(size);
    let houses = geometry.houses();
    cover_search(
        geometry,
        masks,
        bases,
        base_places,
        size,
        &mut covers,
        &mut |covers| {
            let cover_places = covers.iter().fold(M::EMPTY, |m, &c| m | masks[c]);
            let removed = cover_places.difference(base_places);
            if removed.is_empty() {
                return ControlFlow::Continue(());
            }
            let bit = 1u16 << (digit - 1);
            let mut step = Found::new(technique(size), score(size));
            // Bases, then covers: see `Step::fish_houses`.
            step.houses = bases
                .iter()
                .chain(covers.iter())
                .map(|&i| houses[i].house)
                .collect();
            step.cells = base_places.cells();
            step.digits = bit;
            step.eliminations = removed
                .cells()
                .into_iter()
                .map(|cell| (cell, bit))
                .collect();
            sink(step)
        },
    )
}

/// Covers the lowest uncovered place by each house through it (in the houses' order),
/// depth first, until `size` covers hold every place, and hands each full cover to `done`.
fn cover_search<M: CellMask>(
    geometry: &Geometry,
    masks: &[M],
    bases: &[usize],
    uncovered: M,
    size: usize,
    covers: &mut Vec<usize>,
    done: &mut dyn FnMut(&[usize]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let Some(cell) = uncovered.first() else {
        if covers.len() == size {
            return done(covers);
        }
        return ControlFlow::Continue(());
    };
    if covers.len() == size {
        return ControlFlow::Continue(());
    }
    // The houses through a cell, in the houses' order: those whose places hold it.
    for index in geometry.houses_of(cell).iter().map(|&i| usize::from(i)) {
        if bases.contains(&index) || covers.contains(&index) || !masks[index].contains(cell) {
            continue;
        }
        covers.push(index);
        let found = cover_search(
            geometry,
            masks,
            bases,
            uncovered.difference(masks[index]),
            size,
            covers,
            done,
        );
        covers.pop();
        found?;
    }
    ControlFlow::Continue(())
}

fn technique(size: usize) -> Technique {
    match size {
        2 => Technique::XWing,
        3 => Technique::Swordfish,
        _ => Technique::Jellyfish,
    }
}

/// Sudoku Explainer's weights, in tenths.
fn score(size: usize) -> u8 {
    match size {
        2 => 32,
        3 => 38,
        _ => 52,
    }
}
