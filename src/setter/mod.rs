//! The setter's tools, as data: whether a puzzle has one solution, which of its givens could
//! go without losing it, the symmetries its givens keep, and a puzzle cut down to a minimal
//! one; and the workshop where a puzzle is set, with what it shows on every edit. Classic
//! puzzles and every variant alike, a classic one through the fast solver.

use crate::generator::Symmetry;
use crate::grid::{CELLS, Candidates, DigitSet, Grid};
use crate::rules::RuleError;
use crate::solver::Verdict;
use crate::variant::{Kind, Puzzle, VariantError, solver};

mod draft_file;
mod drawn_upkeep;
mod pattern;
mod rule_survey;
mod rule_tools;
mod rules;
mod sized_draft;
mod split;
mod survey;
#[cfg(test)]
mod tests;
mod workshop;

pub use draft_file::{
    DRAFT_VERSION, DraftFileError, KeptDraft, LARGEST_DRAFT_BYTES, draft_from_text, draft_to_text,
    kept_draft_from_text, sized_draft_to_text,
};
pub use pattern::{
    Filled, FilledGivens, Pattern, PatternError, PatternJob, VariantFilled, fill_pattern,
    fill_variant_pattern,
};
pub use rule_survey::{RuleSurveyJob, survey_rules};
pub use rule_tools::{GlobalRule, RuleTool, ToolError, joined, make_rules};
pub use rules::{analyse_rules, minimize_rules};
pub use sized_draft::{SizedDraft, SizedEdit, SizedEditError, fitting_jigsaw};
pub use split::{
    RULES_SAMPLE_SIZE, SAMPLE_SIZE, Split, best_split, best_split_rules, sample_solutions,
};
pub use survey::{Count, Grade, Survey, SurveyError, SurveyJob, survey_with};
pub use workshop::{Draft, DraftError, Drafted, Edit, EditError, Workshop};

/// The symmetries a clue pattern may keep (besides none).
pub const SYMMETRIES: [Symmetry; 3] = [Symmetry::Rotational, Symmetry::Mirror, Symmetry::Diagonal];

/// Why a puzzle cannot be minimised.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum SetterError {
    /// The givens allow no solution.
    #[error("the puzzle has no solution")]
    NoSolution,
    /// The givens allow two solutions or more.
    #[error("the puzzle has more than one solution")]
    SeveralSolutions,
    /// The solver gave up counting the solutions within its budget.
    #[error("the puzzle's solutions could not be counted within the search budget")]
    TooHard,
    /// Fewer givens broke a variant's rules (never expected: removing a given keeps them).
    #[error("{0}")]
    Variant(#[from] VariantError),
    /// Fewer givens broke a puzzle's rules (never expected: removing a given keeps them).
    #[error("{0}")]
    Rules(#[from] RuleError),
}

/// What a setter wants to know about a puzzle, of any size.
#[derive(Clone, PartialEq, Debug)]
pub struct Analysis {
    /// Its solutions, counted to two.
    pub count: Count,
    /// The givens that can go, each alone, with the solution still unique (none when the
    /// puzzle has no unique solution), in reading order.
    pub removable: Vec<u8>,
    /// The symmetries its givens keep.
    pub symmetries: Vec<Symmetry>,
}

impl Analysis {
    /// Whether the puzzle is minimal: unique, and no given can go.
    pub fn is_minimal(&self) -> bool {
        self.count == Count::One && self.removable.is_empty()
    }
}

/// A verdict as a count of solutions, counted to two.
fn count_of(verdict: &Verdict) -> Count {
    match verdict {
        Verdict::NoSolution => Count::None,
        Verdict::Unique(_) => Count::One,
        Verdict::Multiple => Count::Several,
    }
}

/// The 9x9 grid of 81 values read from a setter's pass, which only ever clears cells of a
/// valid grid.
fn grid_of(values: &[u8]) -> Grid {
    let cells: [u8; CELLS] = values.try_into().unwrap_or([0; CELLS]);
    // Invariant: the values are a valid grid's with some cells cleared, so 81 of 0-9.
    Grid::from_cells(cells).unwrap_or_else(|_| Grid::empty())
}

/// What a search of a puzzle with other givens found: how many solutions (at most the limit)
/// and the first ones (the classic solver keeps one, the variant solver two).
type Found = (usize, Vec<Grid>);

/// The solutions of `puzzle` with `givens` in place of its own, counted to `limit`, and the
/// search nodes it took: a classic puzzle through the classic solver (which bounds its own
/// work, and counts no nodes here), a variant through the variant solver, which gives up
/// (`None`) past `max_nodes`. Givens that clash under the variant's rules have no solution.
fn search(puzzle: &Puzzle, givens: &Grid, limit: usize, max_nodes: u64) -> (Option<Found>, u64) {
    if puzzle.kind() == Kind::Classic {
        let found = crate::solver::solutions_up_to(givens, limit);
        return (Some((found.count, found.first.into_iter().collect())), 0);
    }
    let Ok(changed) = puzzle.with_givens(*givens) else {
        return (Some((0, Vec::new())), 0);
    };
    let found = solver::solutions(&changed, limit, max_nodes);
    let counted = (!found.gave_up).then_some((found.count, found.grids));
    (counted, found.nodes)
}

/// The solutions of `puzzle` with `givens` in place of its own, counted to two.
fn verdict_with(puzzle: &Puzzle, givens: &Grid) -> Verdict {
    match search(puzzle, givens, 2, u64::MAX).0 {
        Some((1, grids)) if !grids.is_empty() => Verdict::Unique(grids[0]),
        Some((0, _)) => Verdict::NoSolution,
        // A search without a node limit never gives up: `None` cannot come.
        _ => Verdict::Multiple,
    }
}

/// The solutions of a puzzle, counted to two.
pub fn count(puzzle: &Puzzle) -> Verdict {
    verdict_with(puzzle, puzzle.givens())
}

/// The givens that can go one at a time, the solution staying unique; empty when the puzzle
/// has no unique solution.
pub fn removable_givens(puzzle: &Puzzle) -> Vec<u8> {
    removable_with(puzzle, count_of(&count(puzzle)))
}

/// [`removable_givens`] of a puzzle whose solutions were counted to `count`.
fn removable_with(puzzle: &Puzzle, count: Count) -> Vec<u8> {
    if count != Count::One {
        return Vec::new();
    }
    removable_by(puzzle.givens().cells(), |fewer| {
        count_of(&verdict_with(puzzle, &grid_of(fewer)))
    })
}

/// The givens (0 for an empty cell) that can go one at a time, the solution staying unique
/// by `count`.
fn removable_by(givens: &[u8], count: impl Fn(&[u8]) -> Count) -> Vec<u8> {
    (0..givens.len())
        .filter(|&cell| givens[cell] != 0 && can_go_by(givens, &[cell], &count))
        .filter_map(|cell| u8::try_from(cell).ok())
        .collect()
}

/// Whether the givens stay unique by `count` without those at `cells`.
fn can_go_by(givens: &[u8], cells: &[usize], count: &impl Fn(&[u8]) -> Count) -> bool {
    let mut fewer = givens.to_vec();
    for &cell in cells {
        fewer[cell] = 0;
    }
    count(&fewer) == Count::One
}

/// The candidates of a pencilmark position once `givens` are all that is placed: a cell
/// whose given went may hold any digit again.
fn opened(givens: &Grid, candidates: &Candidates) -> Candidates {
    let mut opened = *candidates;
    for cell in 0..CELLS {
        if givens.get(cell) == 0 && opened.get(cell).is_empty() {
            opened.set(cell, DigitSet::ALL);
        }
    }
    opened
}

/// The solutions, counted to two, of a pencilmark position's givens `fewer` within its
/// `candidates` (see [`opened`]).
fn verdict_opened(fewer: &Grid, candidates: &Candidates) -> Verdict {
    crate::solver::verdict_within(fewer, &opened(fewer, candidates))
}

/// [`analyse`] for a pencilmark position (a classic grid whose empty cells may hold only
/// their `candidates`): solutions within the candidates, and the givens that could each go
/// (leaving their cell open to every digit) with that solution still unique.
pub fn analyse_within(givens: &Grid, candidates: &Candidates) -> Analysis {
    let within = |fewer: &[u8]| count_of(&verdict_opened(&grid_of(fewer), candidates));
    let count = within(givens.cells());
    let removable = match count {
        Count::One => removable_by(givens.cells(), within),
        _ => Vec::new(),
    };
    Analysis {
        count,
        removable,
        symmetries: symmetries(givens),
    }
}

/// [`minimize`] for a pencilmark position (see [`analyse_within`]): the givens left, with
/// the candidates the position then has.
pub fn minimize_within(
    givens: &Grid,
    candidates: &Candidates,
    keep: Symmetry,
) -> Result<(Grid, Candidates), SetterError> {
    let fewer = minimize_by(givens.cells(), 9, keep, |fewer| {
        count_of(&verdict_opened(&grid_of(fewer), candidates))
    })?;
    let fewer = grid_of(&fewer);
    let left = opened(&fewer, candidates);
    Ok((fewer, left))
}

/// The symmetries the clue pattern keeps.
pub fn symmetries(givens: &Grid) -> Vec<Symmetry> {
    symmetries_on(9, givens.cells())
}

/// The symmetries the clue pattern of `givens`, a square grid `width` cells wide, keeps.
pub fn symmetries_on(width: usize, givens: &[u8]) -> Vec<Symmetry> {
    SYMMETRIES
        .into_iter()
        .filter(|symmetry| symmetry.holds_on(width, givens))
        .collect()
}

/// Everything [`Analysis`] holds about a puzzle.
pub fn analyse(puzzle: &Puzzle) -> Analysis {
    let count = count_of(&count(puzzle));
    Analysis {
        removable: removable_with(puzzle, count),
        count,
        symmetries: symmetries(puzzle.givens()),
    }
}

/// The puzzle with givens taken away, in reading order, while the solution stays unique,
/// until none can go: a minimal puzzle with the same solution. With a `keep` symmetry a given
/// goes only with its partner, so the pattern keeps that symmetry, and the result is minimal
/// among such pairs (a given might still go alone).
///
/// One pass is enough: a given that could not go when tried cannot go later, as fewer
/// givens only allow more solutions.
pub fn minimize(puzzle: &Puzzle, keep: Symmetry) -> Result<Puzzle, SetterError> {
    let givens = minimize_by(puzzle.givens().cells(), 9, keep, |fewer| {
        count_of(&verdict_with(puzzle, &grid_of(fewer)))
    })?;
    Ok(puzzle.with_givens(grid_of(&givens))?)
}

/// The givens left by [`minimize`]'s pass over `start` (a square grid `width` cells wide,
/// 0 for an empty cell), uniqueness judged by `count`.
fn minimize_by(
    start: &[u8],
    width: usize,
    keep: Symmetry,
    count: impl Fn(&[u8]) -> Count,
) -> Result<Vec<u8>, SetterError> {
    match count(start) {
        Count::One => {}
        Count::None => return Err(SetterError::NoSolution),
        Count::Several => return Err(SetterError::SeveralSolutions),
        Count::Unknown => return Err(SetterError::TooHard),
    }
    let mut givens = start.to_vec();
    for cell in 0..givens.len() {
        let partner = keep.partner_on(width, cell);
        // A pair of givens is tried once, from its first cell.
        if givens[cell] == 0 || (partner < cell && start[partner] != 0) {
            continue;
        }
        let pair = if givens[partner] != 0 {
            vec![cell, partner]
        } else {
            vec![cell]
        };
        if can_go_by(&givens, &pair, &count) {
            for gone in pair {
                givens[gone] = 0;
            }
        }
    }
    Ok(givens)
}
