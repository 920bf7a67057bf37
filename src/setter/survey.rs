//! What the workshop shows about a puzzle on every edit: its solutions counted to two (with
//! the cells where two of them differ), the true candidates, the rating when it is unique,
//! the givens that could go and the symmetries of its givens. A [`SurveyJob`] does the same
//! work in the background.

use super::{removable_with, symmetries, verdict_with};
use crate::background::{Job, Progress};
use crate::generator::Symmetry;
use crate::grid::{CELLS, Grid};
use crate::logic::{Level, Technique};
use crate::solver::{Verdict, solve_first};
use crate::variant::{Kind, Puzzle, solver};
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
    /// The one solution, when there is exactly one.
    pub solution: Option<Grid>,
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
}

/// The first solution of `puzzle` with `givens` in place of its own.
fn first_solution(puzzle: &Puzzle, givens: &Grid) -> Option<Grid> {
    if puzzle.kind() == Kind::Classic {
        return solve_first(givens);
    }
    solver::solve(&puzzle.with_givens(*givens).ok()?)
}

/// The digits each cell holds in some solution, and a second solution when the first one
/// found is not the only one; `None` when cancelled. Each digit not yet seen in a solution
/// is tried once: placed, it either gives a solution (whose digits all count) or shows the
/// digit is false.
fn true_candidates(
    puzzle: &Puzzle,
    first: &Grid,
    cancelled: &dyn Fn() -> bool,
) -> Option<([u16; CELLS], Option<Grid>)> {
    let givens = puzzle.givens();
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
            if seen[cell] & (1 << (digit - 1)) != 0 {
                continue;
            }
            if cancelled() {
                return None;
            }
            let mut placed = *givens;
            placed.set(cell, digit);
            if let Some(solution) = first_solution(puzzle, &placed) {
                note(&solution, &mut seen);
                second.get_or_insert(solution);
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

/// Surveys `puzzle`, checking `cancelled` between solver calls (`&|| false` to run it to
/// the end).
pub fn survey_with(puzzle: &Puzzle, cancelled: &dyn Fn() -> bool) -> Result<Survey, SurveyError> {
    let givens = puzzle.givens();
    let symmetries = symmetries(givens);
    let Some(first) = first_solution(puzzle, givens) else {
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
    // A unique puzzle's true candidates are its solution: one count settles it.
    let verdict = verdict_with(puzzle, givens);
    let (candidates, second) = match verdict {
        Verdict::Unique(_) => {
            let mut only = [0u16; CELLS];
            for (cell, mask) in only.iter_mut().enumerate() {
                *mask = 1 << (first.get(cell) - 1);
            }
            (only, None)
        }
        _ => true_candidates(puzzle, &first, cancelled).ok_or(SurveyError::Cancelled)?,
    };
    if cancelled() {
        return Err(SurveyError::Cancelled);
    }
    let differing = second.map_or_else(Vec::new, |second| {
        (0..CELLS)
            .filter(|&cell| first.get(cell) != second.get(cell))
            .map(|cell| cell as u8)
            .collect()
    });
    let unique = matches!(verdict, Verdict::Unique(_));
    Ok(Survey {
        count: if unique { Count::One } else { Count::Several },
        solution: unique.then_some(first),
        differing,
        true_candidates: candidates.to_vec(),
        grade: unique.then(|| grade(puzzle)),
        removable: removable_with(puzzle, &verdict),
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
