//! What the workshop shows about a puzzle on every edit: its solutions counted to two (with
//! the cells where two of them differ), the true candidates, the rating when it is unique,
//! the givens that could go and the symmetries of its givens. A [`SurveyJob`] does the same
//! work in the background.

use super::symmetries;
use crate::background::{Job, Progress};
use crate::generator::Symmetry;
use crate::grid::{CELLS, Grid};
use crate::logic::{Level, Technique};
use crate::variant::{Kind, Puzzle};
use serde::{Deserialize, Serialize};

/// How many solutions a puzzle has, counted to two.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Count {
    /// None: the givens contradict each other, at once or later.
    None,
    /// Exactly one.
    One,
    /// Two or more.
    Several,
    /// Not known: the search gave up (an open variant grid can be too much to count).
    Unknown,
}

/// A puzzle's rating, classic or variant alike.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct Grade {
    /// Its level, `None` when a variant's techniques could not finish it.
    pub level: Option<Level>,
    /// Its score on Sudoku Explainer's scale.
    pub score: f32,
    /// Its hardest technique, `None` when no step was needed or logic stalled.
    pub hardest: Option<Technique>,
}

/// Everything the workshop shows about a puzzle.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Survey {
    /// Its solutions, counted to two.
    pub count: Count,
    /// The one solution, one digit a cell, when there is exactly one.
    pub solution: Option<Vec<u8>>,
    /// The cells where two of its solutions differ (empty unless there are several).
    pub differing: Vec<u8>,
    /// For each cell, the digits it holds in some solution (bit `d - 1` for digit `d`; a
    /// given's own digit; all zero when there is no solution).
    pub true_candidates: Vec<u16>,
    /// Its rating, when it has exactly one solution.
    pub grade: Option<Grade>,
    /// The givens that could each go with the solution still unique, in reading order.
    pub removable: Vec<u8>,
    /// The symmetries its givens keep.
    pub symmetries: Vec<Symmetry>,
}

impl Survey {
    /// Whether the puzzle is minimal: unique, and no given can go.
    pub fn is_minimal(&self) -> bool {
        self.count == Count::One && self.removable.is_empty()
    }
}

/// Why a survey stopped without a result.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error, Serialize, Deserialize)]
pub enum SurveyError {
    /// The caller cancelled (a newer edit made it stale).
    #[error("the survey was cancelled")]
    Cancelled,
    /// The puzzle sent to the background did not read back (never expected: it was written
    /// from a puzzle).
    #[error("the puzzle to survey did not read back")]
    Unreadable,
}

/// Search nodes one variant solver call of a survey may take: an open jigsaw or killer
/// can take the variant solver far longer than that to rule a digit out.
const NODES_PER_CALL: u64 = 200_000;

/// Search nodes all the variant solver calls of one survey may take together.
const NODES_PER_SURVEY: u64 = 4_000_000;

/// The solver calls of one survey, within its budget (classic puzzles need none: the
/// classic solver bounds its own work).
struct Searcher<'a> {
    puzzle: &'a Puzzle,
    nodes_left: u64,
}

impl Searcher<'_> {
    /// The solutions of the puzzle with `givens`, counted to `limit`, with the first ones;
    /// `None` when the search gave up.
    fn solutions(&mut self, givens: &Grid, limit: usize) -> Option<(usize, Vec<Grid>)> {
        if self.nodes_left == 0 {
            return None;
        }
        let max_nodes = self.nodes_left.min(NODES_PER_CALL);
        let (found, nodes) = super::search(self.puzzle, givens, limit, max_nodes);
        self.nodes_left = self.nodes_left.saturating_sub(nodes);
        found
    }
}

/// The digits each cell holds in some solution, and a second solution; `None` when
/// cancelled. Each digit not yet seen in a solution is tried once: placed, it either gives a
/// solution (whose digits all count) or shows the digit is false. A digit whose search
/// gave up stays in, as it could not be ruled out.
fn true_candidates(
    searcher: &mut Searcher<'_>,
    first: &Grid,
    cancelled: &dyn Fn() -> bool,
) -> Option<([u16; CELLS], Option<Grid>)> {
    let givens = *searcher.puzzle.givens();
    let mut seen = [0u16; CELLS];
    let note = |solution: &Grid, seen: &mut [u16; CELLS]| {
        for (cell, mask) in seen.iter_mut().enumerate() {
            *mask |= 1 << (solution.get(cell) - 1);
        }
    };
    note(first, &mut seen);
    let mut second = None;
    for cell in (0..CELLS).filter(|&cell| givens.get(cell) == 0) {
        for digit in 1..=9u8 {
            let bit = 1 << (digit - 1);
            if seen[cell] & bit != 0 || !allowed(searcher.puzzle, &givens, cell).contains(digit) {
                continue;
            }
            if cancelled() {
                return None;
            }
            let mut placed = givens;
            placed.set(cell, digit);
            match searcher.solutions(&placed, 1) {
                Some((_, found)) => {
                    if let Some(solution) = found.first() {
                        note(solution, &mut seen);
                        second.get_or_insert(*solution);
                    }
                }
                None => seen[cell] |= bit,
            }
        }
    }
    Some((seen, second))
}

/// The rating of a puzzle with one solution.
fn grade(puzzle: &Puzzle) -> Grade {
    if puzzle.kind() == Kind::Classic {
        let rating = crate::logic::rate(puzzle.givens());
        return Grade {
            level: Some(rating.level),
            score: rating.score,
            hardest: rating.hardest,
        };
    }
    let rating = crate::variant::logic::rate(puzzle);
    Grade {
        level: rating.level,
        score: f32::from(rating.score) / 10.0,
        hardest: rating.hardest,
    }
}

/// The digits the givens leave `cell` by the rows, columns and boxes; every digit in a
/// jigsaw, whose boxes are no houses. A first sieve only: the solver has the last word.
fn allowed(puzzle: &Puzzle, givens: &Grid, cell: usize) -> crate::grid::DigitSet {
    if puzzle.kind() == Kind::Jigsaw {
        crate::grid::DigitSet::ALL
    } else {
        givens.allowed(cell)
    }
}

/// A survey of a puzzle whose solutions could not be counted within the budget: every
/// digit its givens allow is a candidate, and nothing more is known.
fn uncounted(puzzle: &Puzzle, symmetries: Vec<Symmetry>) -> Survey {
    let givens = puzzle.givens();
    let candidates = (0..CELLS)
        .map(|cell| match givens.get(cell) {
            0 => allowed(puzzle, givens, cell).bits(),
            digit => 1 << (digit - 1),
        })
        .collect();
    Survey {
        count: Count::Unknown,
        solution: None,
        differing: Vec::new(),
        true_candidates: candidates,
        grade: None,
        removable: Vec::new(),
        symmetries,
    }
}

/// Surveys `puzzle`, checking `cancelled` between solver calls (`&|| false` to run it to
/// the end).
pub fn survey_with(puzzle: &Puzzle, cancelled: &dyn Fn() -> bool) -> Result<Survey, SurveyError> {
    let givens = puzzle.givens();
    let symmetries = symmetries(givens);
    let mut searcher = Searcher {
        puzzle,
        nodes_left: NODES_PER_SURVEY,
    };
    let Some((count, found)) = searcher.solutions(givens, 2) else {
        return Ok(uncounted(puzzle, symmetries));
    };
    let Some(&first) = found.first() else {
        return Ok(Survey {
            count: Count::None,
            solution: None,
            differing: Vec::new(),
            true_candidates: vec![0; CELLS],
            grade: None,
            removable: Vec::new(),
            symmetries,
        });
    };
    if count == 1 {
        let mut removable = Vec::new();
        for cell in (0..CELLS).filter(|&cell| givens.get(cell) != 0) {
            if cancelled() {
                return Err(SurveyError::Cancelled);
            }
            let mut fewer = *givens;
            fewer.set(cell, 0);
            if matches!(searcher.solutions(&fewer, 2), Some((1, _))) {
                removable.push(cell as u8);
            }
        }
        return Ok(Survey {
            count: Count::One,
            solution: Some(first.cells().to_vec()),
            differing: Vec::new(),
            // A unique puzzle's true candidates are its solution's digits.
            true_candidates: (0..CELLS).map(|c| 1 << (first.get(c) - 1)).collect(),
            grade: Some(grade(puzzle)),
            removable,
            symmetries,
        });
    }
    let (candidates, second) =
        true_candidates(&mut searcher, &first, cancelled).ok_or(SurveyError::Cancelled)?;
    let second = found.get(1).copied().or(second);
    let differing = second.map_or_else(Vec::new, |second| {
        (0..CELLS)
            .filter(|&cell| first.get(cell) != second.get(cell))
            .map(|cell| cell as u8)
            .collect()
    });
    Ok(Survey {
        count: Count::Several,
        solution: None,
        differing,
        true_candidates: candidates.to_vec(),
        grade: None,
        removable: Vec::new(),
        symmetries,
    })
}

/// A survey to run in the background.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct SurveyJob {
    /// The puzzle to survey.
    pub puzzle: Puzzle,
}

impl Job for SurveyJob {
    const NAME: &'static str = "nonet-survey";
    type Output = Result<Survey, SurveyError>;

    fn run(self, progress: &Progress) -> Self::Output {
        let token = progress.cancel_token().clone();
        survey_with(&self.puzzle, &move || token.is_cancelled())
    }
}
