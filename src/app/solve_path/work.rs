//! Working a solve path out: where it starts (checked against the answer first), the steps
//! to the end with the position before each, and the same as a [`Job`] for a thread or a web
//! worker.

use super::{Blocked, PathOrigin};
use crate::background::{Job, Progress};
use crate::game::{Game, SizedGame, solve_path_from};
use crate::generator::sized::{puzzle_text, read_puzzle_text};
use crate::grid::{CELLS, Candidates, DigitSet, Grid};
use crate::logic::{self, LogicState, Outcome, Step};
use crate::rules::logic::Position as RulePosition;
use crate::variant::Puzzle;
use crate::variant::logic::{self as variant_logic, Position};
use serde::{Deserialize, Serialize};

/// A position on the way: digits placed and candidates left.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Snapshot {
    /// Digits placed (givens and entries).
    pub grid: Grid,
    /// Candidates of the empty cells.
    pub candidates: Candidates,
}

/// Where a path's work starts: a classic logic state, or a variant puzzle and position.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum PathStart {
    /// A classic puzzle's state (boxed: it is several times the size of the variant's).
    Classic(Box<LogicState>),
    /// A variant puzzle and the position in it.
    Variant(Box<Puzzle>, Position),
    /// A puzzle of another size (or with constraint rules) as its text (see
    /// [`puzzle_text`]), and the position in it.
    Sized(String, RulePosition),
}

/// A worked-out solve path.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct WorkedPath {
    /// Where it starts.
    pub origin: PathOrigin,
    /// The steps in order.
    pub steps: Vec<Step>,
    /// The position just before each step (one per step) of a 9x9 path; empty for a
    /// path of another size, which has `sized_before`.
    pub before: Vec<Snapshot>,
    /// The position just before each step of a path of another size (one per step);
    /// empty for a 9x9 path.
    pub sized_before: Vec<Position>,
    /// How the path ended.
    pub outcome: Outcome,
}

/// Where a path from `origin` starts, or the hint to fix the player's position first (a
/// wrong digit, or notes that lost the answer).
pub fn start_of(game: &Game, origin: PathOrigin) -> Result<PathStart, Blocked> {
    let (grid, candidates) = match origin {
        PathOrigin::Start => (*game.givens(), None),
        PathOrigin::Position => {
            let grid = game.grid();
            if let Some(&cell) = game.wrong_entries().first() {
                return Err(Blocked::WrongEntry {
                    cell: cell as u8,
                    entered: grid.get(cell),
                });
            }
            let candidates = game.effective_candidates();
            let lost = (0..CELLS).find(|&cell| {
                grid.get(cell) == 0 && !candidates.get(cell).contains(game.solution().get(cell))
            });
            if let Some(cell) = lost {
                return Err(Blocked::WrongNotes {
                    cell: cell as u8,
                    digit: game.solution().get(cell),
                });
            }
            (grid, Some(candidates))
        }
    };
    Ok(match (game.variant(), candidates) {
        (None, None) => PathStart::Classic(Box::new(LogicState::from_grid(&grid))),
        (None, Some(candidates)) => {
            PathStart::Classic(Box::new(LogicState::with_candidates(&grid, &candidates)))
        }
        (Some(puzzle), None) => {
            PathStart::Variant(Box::new(puzzle.clone()), Position::start(puzzle))
        }
        (Some(puzzle), Some(candidates)) => {
            let mut masks = [0u16; CELLS];
            for (cell, mask) in masks.iter_mut().enumerate() {
                *mask = candidates.get(cell).bits();
            }
            let position = Position::of_grid(puzzle, &grid, &masks);
            PathStart::Variant(Box::new(puzzle.clone()), position)
        }
    })
}

/// Every step the logical solver finds at `start`, grouped by technique from the easiest.
pub fn all_steps_at(start: PathStart) -> Vec<Step> {
    match start {
        PathStart::Classic(state) => logic::all_steps(&state),
        PathStart::Variant(puzzle, position) => {
            variant_logic::all_steps(puzzle.geometry(), &position)
        }
        // The text is [`puzzle_text`]'s, so it reads.
        PathStart::Sized(text, position) => read_puzzle_text(&text)
            .map(|puzzle| {
                crate::rules::logic::all_steps(
                    &crate::rules::Geometry::of_rules(&puzzle),
                    &position,
                )
            })
            .unwrap_or_default(),
    }
}

/// A solve path to work out, as work for [`offload`].
#[derive(Serialize, Deserialize)]
pub struct PathJob {
    /// Where the path starts.
    pub start: PathStart,
    /// Which start that is.
    pub origin: PathOrigin,
}

impl Job for PathJob {
    const NAME: &'static str = "nonet-solve-path";
    type Output = WorkedPath;

    fn run(self, _progress: &Progress) -> WorkedPath {
        work_out(self.start, self.origin)
    }
}

/// The whole logical path from `start`, with the position before each step.
pub fn work_out(start: PathStart, origin: PathOrigin) -> WorkedPath {
    match start {
        PathStart::Classic(state) => work_out_classic(*state, origin),
        PathStart::Variant(puzzle, position) => work_out_variant(&puzzle, position, origin),
        PathStart::Sized(text, position) => work_out_sized(&text, position, origin),
    }
}

fn work_out_classic(state: LogicState, origin: PathOrigin) -> WorkedPath {
    let path = logic::solve_path_from(state.clone(), crate::logic::Level::Master);
    let mut replay = LogicState::with_candidates(&state.grid, &state.cands);
    let mut before = Vec::with_capacity(path.steps.len());
    for step in &path.steps {
        before.push(Snapshot {
            grid: replay.grid,
            candidates: replay.cands,
        });
        replay.apply(step);
    }
    WorkedPath {
        origin,
        steps: path.steps,
        before,
        sized_before: Vec::new(),
        outcome: path.outcome,
    }
}

/// A variant path: the variant techniques step by step until solved or stalled. Every step
/// fills a cell or removes a candidate, so there are at most 81 × 9 of them.
fn work_out_variant(puzzle: &Puzzle, mut position: Position, origin: PathOrigin) -> WorkedPath {
    let mut steps = Vec::new();
    let mut before = Vec::new();
    let mut outcome = Outcome::Stalled;
    for _ in 0..CELLS * 9 {
        if position.is_solved() {
            outcome = Outcome::Solved;
            break;
        }
        if (0..CELLS).any(|cell| position.value(cell) == 0 && position.candidates(cell) == 0) {
            outcome = Outcome::Contradiction;
            break;
        }
        let Some(step) = variant_logic::next_step(puzzle, &position) else {
            break;
        };
        let mut candidates = Candidates::none();
        for cell in 0..CELLS {
            candidates.set(cell, DigitSet::from_bits(position.candidates(cell)));
        }
        before.push(Snapshot {
            grid: position.grid(),
            candidates,
        });
        position.apply(puzzle, &step);
        steps.push(step);
    }
    WorkedPath {
        origin,
        steps,
        before,
        sized_before: Vec::new(),
        outcome,
    }
}

/// Where the path of a game of another size from `origin` starts, or the mistake in the
/// way of one from the player's position.
pub fn sized_start_of(game: &SizedGame, origin: PathOrigin) -> Result<PathStart, Blocked> {
    let position = (game.path_start(origin == PathOrigin::Start)).map_err(Blocked::Sized)?;
    Ok(PathStart::Sized(puzzle_text(game.puzzle()), position))
}

/// A path of another size: its puzzle read back from its text (which [`puzzle_text`]
/// writes, so it reads; a text that did not would give a path of no steps).
fn work_out_sized(text: &str, position: RulePosition, origin: PathOrigin) -> WorkedPath {
    let path = read_puzzle_text(text).map(|puzzle| solve_path_from(&puzzle, position));
    let (steps, sized_before, outcome) = match path {
        Ok(path) => (path.steps, path.before, path.outcome),
        Err(_) => (Vec::new(), Vec::new(), Outcome::Stalled),
    };
    WorkedPath {
        origin,
        steps,
        before: Vec::new(),
        sized_before,
        outcome,
    }
}
