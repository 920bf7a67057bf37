//! The exact solver for every variant: digit bitmasks per cell, propagation of naked and
//! hidden singles over the variant's houses and of cage sums (each cage keeps only the digits
//! of the combinations its remaining sum, cells and candidates still allow), and depth-first
//! guesses on a cell with the fewest candidates.

use super::{Puzzle, combinations};
use crate::grid::{CELLS, Grid};
use rand::Rng;
use rand::seq::SliceRandom;

/// All nine digits as a mask (bit `d - 1` for digit `d`).
const ALL_DIGITS: u16 = 0x1ff;

/// What a search found: how many solutions (never more than asked for) and the first ones.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Solutions {
    /// How many solutions were found, at most the limit.
    pub count: usize,
    /// The solutions found, in the order found (at most the limit, and at most two kept).
    pub grids: Vec<Grid>,
    /// Whether the search gave up at its node budget before it was done.
    pub gave_up: bool,
    /// Search nodes visited (each one propagation): the work done, the same on every machine.
    pub nodes: u64,
}

/// The number of solutions of a puzzle, counting no further than `limit`.
pub fn count_solutions(puzzle: &Puzzle, limit: usize) -> usize {
    solutions(puzzle, limit, u64::MAX).count
}

/// The puzzle's first solution, or `None` when it has none.
pub fn solve(puzzle: &Puzzle) -> Option<Grid> {
    solutions(puzzle, 1, u64::MAX).grids.into_iter().next()
}

/// Counts solutions up to `limit`, keeping the first two, and stops after `max_nodes` guesses
/// (then `gave_up` is set and the count is a lower bound).
pub fn solutions(puzzle: &Puzzle, limit: usize, max_nodes: u64) -> Solutions {
    let mut search = Search::new(puzzle, limit, max_nodes, None);
    search.run(puzzle);
    search.into_solutions()
}

/// A random solution of the puzzle (each guess tries the digits in a random order), or
/// `None` when it has none or none was found within `max_nodes` guesses.
pub fn random_solution(puzzle: &Puzzle, rng: &mut impl Rng, max_nodes: u64) -> Option<Grid> {
    let mut order = |digits: &mut [u8]| digits.shuffle(rng);
    let mut search = Search::new(puzzle, 1, max_nodes, Some(&mut order));
    search.run(puzzle);
    search.into_solutions().grids.into_iter().next()
}

/// The search position: each cell's digit (0 when open) and the candidates of open cells
/// (0 for placed cells).
#[derive(Clone, Copy)]
struct State {
    values: [u8; CELLS],
    candidates: [u16; CELLS],
}

/// A contradiction: some cell, house or cage has no way left.
struct Dead;

/// Shuffles the digits a guess tries, for random solutions.
type DigitOrder<'o> = &'o mut dyn FnMut(&mut [u8]);

/// One run of the search.
struct Search<'p, 'o> {
    puzzle: &'p Puzzle,
    limit: usize,
    max_nodes: u64,
    nodes: u64,
    count: usize,
    grids: Vec<Grid>,
    order: Option<DigitOrder<'o>>,
}

impl<'p, 'o> Search<'p, 'o> {
    fn new(
        puzzle: &'p Puzzle,
        limit: usize,
        max_nodes: u64,
        order: Option<DigitOrder<'o>>,
    ) -> Self {
        Search {
            puzzle,
            limit,
            max_nodes,
            nodes: 0,
            count: 0,
            grids: Vec::new(),
            order,
        }
    }

    fn into_solutions(self) -> Solutions {
        Solutions {
            count: self.count,
            grids: self.grids,
            gave_up: self.nodes > self.max_nodes,
            nodes: self.nodes,
        }
    }

    fn run(&mut self, puzzle: &Puzzle) {
        if self.limit == 0 {
            return;
        }
        let mut state = State {
            values: [0; CELLS],
            candidates: [ALL_DIGITS; CELLS],
        };
        for cell in 0..CELLS {
            let digit = puzzle.givens().get(cell);
            if digit != 0 && self.place(&mut state, cell, digit).is_err() {
                return;
            }
        }
        self.branch(state);
    }

    fn done(&self) -> bool {
        self.count >= self.limit || self.nodes > self.max_nodes
    }

    fn branch(&mut self, mut state: State) {
        self.nodes += 1;
        if self.propagate(&mut state).is_err() {
            return;
        }
        let mut best = None;
        let mut fewest = u32::MAX;
        for (cell, &candidates) in state.candidates.iter().enumerate() {
            let n = candidates.count_ones();
            if n != 0 && n < fewest {
                fewest = n;
                best = Some(cell);
                if n == 2 {
                    break;
                }
            }
        }
        let Some(cell) = best else {
            self.count += 1;
            if self.grids.len() < 2 {
                // Invariant: a state with no open cell holds digits 1-9 everywhere.
                if let Ok(grid) = Grid::from_cells(state.values) {
                    self.grids.push(grid);
                }
            }
            return;
        };
        let mut digits = [0u8; 9];
        let mut n = 0;
        for digit in 1..=9u8 {
            if state.candidates[cell] >> (digit - 1) & 1 == 1 {
                digits[n] = digit;
                n += 1;
            }
        }
        if let Some(order) = self.order.as_mut() {
            order(&mut digits[..n]);
        }
        for &digit in &digits[..n] {
            let mut next = state;
            if self.place(&mut next, cell, digit).is_ok() {
                self.branch(next);
            }
            if self.done() {
                return;
            }
        }
    }

    /// Puts `digit` in `cell` and takes it from the cell's peers.
    fn place(&self, state: &mut State, cell: usize, digit: u8) -> Result<(), Dead> {
        let bit = 1u16 << (digit - 1);
        if state.candidates[cell] & bit == 0 {
            return Err(Dead);
        }
        state.values[cell] = digit;
        state.candidates[cell] = 0;
        for &peer in self.puzzle.geometry().peers(cell) {
            let peer = usize::from(peer);
            if state.candidates[peer] & bit != 0 {
                state.candidates[peer] &= !bit;
                if state.candidates[peer] == 0 {
                    return Err(Dead);
                }
            }
        }
        Ok(())
    }

    /// Applies singles and cage sums until nothing changes.
    fn propagate(&self, state: &mut State) -> Result<(), Dead> {
        loop {
            let mut progress = false;
            for cell in 0..CELLS {
                let candidates = state.candidates[cell];
                if candidates != 0 && candidates & (candidates - 1) == 0 {
                    self.place(state, cell, candidates.trailing_zeros() as u8 + 1)?;
                    progress = true;
                }
            }
            for house in self.puzzle.geometry().houses() {
                let (mut once, mut twice, mut placed) = (0u16, 0u16, 0u16);
                for &cell in &house.cells {
                    let candidates = state.candidates[usize::from(cell)];
                    twice |= once & candidates;
                    once |= candidates;
                    let value = state.values[usize::from(cell)];
                    if value != 0 {
                        placed |= 1 << (value - 1);
                    }
                }
                if once | placed != ALL_DIGITS {
                    return Err(Dead);
                }
                let mut singles = once & !twice;
                while singles != 0 {
                    let bit = singles & singles.wrapping_neg();
                    singles &= singles - 1;
                    if let Some(&cell) = house
                        .cells
                        .iter()
                        .find(|&&cell| state.candidates[usize::from(cell)] & bit != 0)
                    {
                        self.place(state, usize::from(cell), bit.trailing_zeros() as u8 + 1)?;
                        progress = true;
                    }
                }
            }
            for cage in self.puzzle.cages() {
                progress |= self.prune_cage(state, cage.cells(), cage.sum())?;
            }
            if !progress {
                return Ok(());
            }
        }
    }

    /// Keeps in a cage's open cells only the digits of combinations its remaining sum and
    /// candidates allow, and places a digit every combination needs when one cell can take
    /// it. Returns whether anything changed.
    fn prune_cage(&self, state: &mut State, cells: &[u8], sum: u8) -> Result<bool, Dead> {
        let mut remaining = i32::from(sum);
        let mut open = 0;
        let mut union = 0u16;
        for &cell in cells {
            let value = state.values[usize::from(cell)];
            if value == 0 {
                open += 1;
                union |= state.candidates[usize::from(cell)];
            } else {
                remaining -= i32::from(value);
            }
        }
        if open == 0 || remaining < 0 {
            return if remaining == 0 { Ok(false) } else { Err(Dead) };
        }
        let mut allowed = 0u16;
        let mut required = ALL_DIGITS;
        for &combo in combinations(open, remaining as u32) {
            let fits = combo & !union == 0
                && cells.iter().all(|&cell| {
                    let candidates = state.candidates[usize::from(cell)];
                    state.values[usize::from(cell)] != 0 || candidates & combo != 0
                });
            if fits {
                allowed |= combo;
                required &= combo;
            }
        }
        if allowed == 0 {
            return Err(Dead);
        }
        let mut changed = false;
        for &cell in cells {
            let cell = usize::from(cell);
            let candidates = state.candidates[cell];
            if candidates != 0 && candidates & !allowed != 0 {
                state.candidates[cell] = candidates & allowed;
                if state.candidates[cell] == 0 {
                    return Err(Dead);
                }
                changed = true;
            }
        }
        let mut needed = required;
        while needed != 0 {
            let bit = needed & needed.wrapping_neg();
            needed &= needed - 1;
            let mut places = cells
                .iter()
                .filter(|&&cell| state.candidates[usize::from(cell)] & bit != 0);
            if let (Some(&cell), None) = (places.next(), places.next()) {
                self.place(state, usize::from(cell), bit.trailing_zeros() as u8 + 1)?;
                changed = true;
            }
        }
        Ok(changed)
    }
}
