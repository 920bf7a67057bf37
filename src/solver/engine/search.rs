//! The depth-first search: its body, compiled once per instruction-set level (see
//! [`isa`]) and entered by [`Search::run`] at the widest the CPU supports; the node budgets;
//! and the restarts that switch the branching rule when an attempt runs long
//! ([`search_with_restarts`], the engine's entry point). Apart from the state it explores
//! (`mod.rs`), which knows nothing of budgets or attempts.

use super::{State, isa};
#[cfg(target_arch = "x86_64")]
use crate::solver::form::{SimdForm, active_form};

/// The body of the depth-first search, written once for each compiled form of it: `$recurse`
/// is the method to call for the children, so each form stays within itself, `$checks`
/// (a const generic) whether every node is checked for pigeonholes (see
/// [`Search::pigeonholes_everywhere`]), and `$isa` the instructions it may use (see [`isa`]).
macro_rules! explore {
    ($search:ident, $state:ident, $recurse:ident, $checks:ident, $isa:path) => {{
        $search.nodes += 1;
        if $search.nodes > $search.budget {
            $search.gave_up = true;
            return;
        }
        if $search.count >= $search.limit || $state.propagate::<{ $isa }>().is_err() {
            return;
        }
        if $checks {
            // Pigeonholes refute the node; hidden pairs narrow it, and then it propagates
            // again, until neither finds anything more.
            while !$state.is_solved() {
                if $state.has_overfull_triad() || $state.has_unfillable_unit() {
                    return;
                }
                if !$state.confine_hidden_pairs() {
                    break;
                }
                if $state.propagate::<{ $isa }>().is_err() {
                    return;
                }
            }
        }
        if $state.is_solved() {
            $search.count += 1;
            if $search.solved.is_none() {
                // Kept as a state: reading out its digits is left to the caller that wants
                // them (a caller that only counts never does).
                $search.solved = Some(*$state);
            }
            return;
        }
        let Some(mut branch) = $state.branch($search.fallback) else {
            return;
        };
        // Only searches with the checks on (restarted ones) may take the other order, so
        // the first attempt, all a real puzzle ever needs, keeps its plain loop.
        let descending = $checks && $search.descending;
        while let Some((digit, band, cell, last)) = branch.next(descending) {
            if last {
                // Last branch: no need to keep the parent state.
                if $state.place(digit, band, cell).is_ok() {
                    $search.$recurse::<$checks>($state);
                }
                return;
            }
            let mut child = $state.child();
            if child.place(digit, band, cell).is_ok() {
                $search.$recurse::<$checks>(&mut child);
            }
            if $search.count >= $search.limit || $search.gave_up {
                return;
            }
        }
    }};
}

/// How a search branches when no open cell has two candidates (see [`State::branch`]).
///
/// On sparse grids each rule alone has a heavy tail: some grids, found by fuzzing, take one
/// of them millions of nodes and the other a few dozen, and rotating or relabelling a grid
/// moves it between the two. [`search_with_restarts`] therefore tries both in turn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Fallback {
    /// The open cell with the fewest candidates.
    Cells,
    /// The fewest choices among open cells' candidates and each digit's places in a row or
    /// box.
    CellsAndUnits,
}

/// A depth-first search that counts solutions up to a limit and keeps the first.
pub(super) struct Search {
    /// Stop once this many solutions are found.
    pub(super) limit: usize,
    /// Solutions found so far.
    pub(super) count: usize,
    /// The first solved state found.
    solved: Option<State>,
    /// Search nodes visited (each a propagation).
    pub(super) nodes: u64,
    /// Give up once more nodes than this have been visited.
    budget: u64,
    /// Whether the search ran out of budget (and its count is then incomplete).
    pub(super) gave_up: bool,
    /// The branching rule for positions without a two-candidate cell.
    fallback: Fallback,
    /// Whether every node, not only those without a two-candidate cell, is checked for
    /// pigeonholes that singles miss ([`State::has_overfull_triad`],
    /// [`State::has_unfillable_unit`]). The checks cost about as much as a propagation, so
    /// real puzzles, which never restart, go without; a search that ran out of budget is
    /// likely on a sparse grid that they refute early, so its later attempts make them.
    pub(super) pigeonholes_everywhere: bool,
    /// Whether guesses are tried from the highest digit or band cell down (only in searches
    /// with [`Search::pigeonholes_everywhere`]).
    pub(super) descending: bool,
}

/// Nodes allowed to the first attempt of [`search_with_restarts`]. No puzzle of the shared
/// benchmark sets needs more than about 1,200, so a real puzzle never restarts.
const FIRST_BUDGET: u64 = 4_096;

/// Extra nodes allowed per solution asked for, so that counting many solutions is not
/// mistaken for a search gone astray.
const BUDGET_PER_SOLUTION: u64 = 64;

/// The result of [`search_with_restarts`].
pub(in crate::solver) struct Found {
    /// Solutions found, at most the limit.
    pub(in crate::solver) count: usize,
    /// The first solved state of the attempt that finished (see [`Found::first`]).
    solved: Option<State>,
    /// Nodes visited over all attempts.
    pub(in crate::solver) nodes: u64,
}

impl Found {
    /// The digits of the first solution found. Read out on demand, as a caller that only
    /// needs the count (a uniqueness check that found two) never needs them.
    pub(in crate::solver) fn first(&self) -> Option<[u8; 81]> {
        self.solved.map(|state| state.digits())
    }
}

/// Counts the solutions of `state` up to `limit`. An attempt that exceeds its node budget
/// is abandoned for one with the other [`Fallback`]; the budget doubles after each pair of
/// attempts, and each new pair tries the digits in the other order. So the work is at most
/// a small multiple of what the best of the four ways needs, rather than the worse way's
/// millions of nodes on a pathological grid: some sparse grids with many solutions put a
/// contradiction of a million nodes under their first guesses in ascending order and a
/// solution under the first in descending order.
pub(in crate::solver) fn search_with_restarts(state: State, limit: usize) -> Found {
    let per_solution = BUDGET_PER_SOLUTION.saturating_mul(limit as u64);
    search_from_budget(state, limit, FIRST_BUDGET.saturating_add(per_solution))
}

/// [`search_with_restarts`] with the first attempt's budget given.
pub(super) fn search_from_budget(state: State, limit: usize, first_budget: u64) -> Found {
    let mut budget = first_budget;
    // Units first: most sparse grids with no solution are refuted in a handful of nodes
    // that way, and cells first would spend the whole first budget on many of them.
    let mut fallback = Fallback::CellsAndUnits;
    let mut spent = 0u64;
    let mut attempt = 0u32;
    loop {
        let mut search = Search::new(limit, fallback, budget);
        search.pigeonholes_everywhere = spent > 0;
        search.descending = attempt / 2 % 2 == 1;
        attempt += 1;
        search.run(state);
        spent = spent.saturating_add(search.nodes);
        if !search.gave_up {
            return Found {
                count: search.count,
                solved: search.solved,
                nodes: spent,
            };
        }
        fallback = match fallback {
            Fallback::CellsAndUnits => Fallback::Cells,
            Fallback::Cells => {
                budget = budget.saturating_mul(2);
                Fallback::CellsAndUnits
            }
        };
    }
}

impl Search {
    /// A search that stops after `limit` solutions or `budget` nodes.
    pub(super) fn new(limit: usize, fallback: Fallback, budget: u64) -> Search {
        Search {
            limit,
            count: 0,
            solved: None,
            nodes: 0,
            budget,
            gave_up: false,
            fallback,
            pigeonholes_everywhere: false,
            descending: false,
        }
    }

    /// The digits of the first solution found.
    #[cfg(test)]
    pub(super) fn first(&self) -> Option<[u8; 81]> {
        self.solved.map(|state| state.digits())
    }

    /// Explores every completion of `state` until the limit is reached, in the compiled form
    /// [`active_form`] names (or the widest narrower one the CPU supports).
    pub(super) fn run(&mut self, mut state: State) {
        // The search works on states in place: each node's children are copies on its own
        // stack, passed down by reference (a copy passed by value would be copied again).
        let state = &mut state;
        #[cfg(target_arch = "x86_64")]
        {
            let form = active_form();
            if form >= SimdForm::Bmi2 && SimdForm::Bmi2.is_supported() {
                if form == SimdForm::Avx512 && SimdForm::Avx512.is_supported() {
                    // SAFETY: the CPU was just seen to support every feature `run_wide`
                    // enables.
                    unsafe {
                        if self.pigeonholes_everywhere {
                            self.run_wide::<true>(state);
                        } else {
                            self.run_wide::<false>(state);
                        }
                    }
                    return;
                }
                // SAFETY: the CPU was just seen to support every feature `run_bit_ops`
                // enables.
                unsafe {
                    if self.pigeonholes_everywhere {
                        self.run_bit_ops::<true>(state);
                    } else {
                        self.run_bit_ops::<false>(state);
                    }
                }
                return;
            }
        }
        if self.pigeonholes_everywhere {
            self.run_plain::<true>(state);
        } else {
            self.run_plain::<false>(state);
        }
    }

    /// [`Search::run`] for any CPU.
    pub(super) fn run_plain<const CHECKS: bool>(&mut self, state: &mut State) {
        explore!(self, state, run_plain, CHECKS, isa::PORTABLE);
    }

    /// [`Search::run`] compiled for CPUs with population count and the BMI bit instructions
    /// (counting, shifts and masking then take fewer instructions).
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt,bmi1,bmi2")]
    pub(super) fn run_bit_ops<const CHECKS: bool>(&mut self, state: &mut State) {
        explore!(self, state, run_bit_ops, CHECKS, isa::BIT_OPS);
    }

    /// [`Search::run`] compiled for CPUs with AVX-512F as well: a band's nine masks are
    /// cleared, the column rule runs for all nine digits, and the band rules for all 27 masks
    /// while many are due, a few instructions at a time.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt,bmi1,bmi2,avx512f")]
    pub(super) fn run_wide<const CHECKS: bool>(&mut self, state: &mut State) {
        explore!(self, state, run_wide, CHECKS, isa::WIDE);
    }
}
