//! The setter's tools, as data: whether a puzzle has one solution, which of its givens could
//! go without losing it, the symmetries its givens keep, and a puzzle cut down to a minimal
//! one; and the workshop where a puzzle is set, with what it shows on every edit. Classic
//! puzzles and every variant alike, a classic one through the fast solver.

use crate::generator::Symmetry;
use crate::grid::{CELLS, Candidates, DigitSet, Grid};
use crate::solver::Verdict;
use crate::variant::{Kind, Puzzle, VariantError, solver};

mod draft_file;
mod pattern;
mod split;
mod survey;
#[cfg(test)]
mod tests;
mod workshop;

pub use draft_file::{
    DRAFT_VERSION, DraftFileError, LARGEST_DRAFT_BYTES, draft_from_text, draft_to_text,
};
pub use pattern::{
    Filled, FilledGivens, Pattern, PatternError, PatternJob, VariantFilled, fill_pattern,
    fill_variant_pattern,
};
pub use split::{SAMPLE_SIZE, Split, best_split, sample_solutions};
pub use survey::{Count, Grade, Survey, SurveyError, SurveyJob, survey_with};
pub use workshop::{Draft, Edit, EditError, Workshop};

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
    /// Fewer givens broke a variant's rules (never expected: removing a given keeps them).
    #[error("{0}")]
    Variant(#[from] VariantError),
}

/// What a setter wants to know about a puzzle.
#[derive(Clone, PartialEq, Debug)]
pub struct Analysis {
    /// Its solutions, counted to two.
    pub verdict: Verdict,
    /// The givens that can go, each alone, with the solution still unique (none when the
    /// puzzle has no unique solution), in reading order.
    pub removable: Vec<u8>,
    /// The symmetries its givens keep.
    pub symmetries: Vec<Symmetry>,
}

impl Analysis {
    /// Whether the puzzle is minimal: unique, and no given can go.
    pub fn is_minimal(&self) -> bool {
        matches!(self.verdict, Verdict::Unique(_)) && self.removable.is_empty()
    }
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
    removable_with(puzzle, &count(puzzle))
}

/// [`removable_givens`] of a puzzle whose solutions were counted to `verdict`.
fn removable_with(puzzle: &Puzzle, verdict: &Verdict) -> Vec<u8> {
    if !matches!(verdict, Verdict::Unique(_)) {
        return Vec::new();
    }
    removable_by(puzzle.givens(), |fewer| verdict_with(puzzle, fewer))
}

/// The givens that can go one at a time, the solution staying unique by `verdict`.
fn removable_by(givens: &Grid, verdict: impl Fn(&Grid) -> Verdict) -> Vec<u8> {
    (0..CELLS)
        .filter(|&cell| givens.get(cell) != 0 && can_go_by(givens, &[cell], &verdict))
        .map(|cell| cell as u8)
        .collect()
}

/// Whether the givens stay unique by `verdict` without those at `cells`.
fn can_go_by(givens: &Grid, cells: &[usize], verdict: &impl Fn(&Grid) -> Verdict) -> bool {
    let mut fewer = *givens;
    for &cell in cells {
        fewer.set(cell, 0);
    }
    matches!(verdict(&fewer), Verdict::Unique(_))
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
    let within = |fewer: &Grid| verdict_opened(fewer, candidates);
    let verdict = within(givens);
    let removable = match verdict {
        Verdict::Unique(_) => removable_by(givens, within),
        _ => Vec::new(),
    };
    Analysis {
        verdict,
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
    let fewer = minimize_by(givens, keep, |fewer| verdict_opened(fewer, candidates))?;
    let left = opened(&fewer, candidates);
    Ok((fewer, left))
}

/// The symmetries the clue pattern keeps.
pub fn symmetries(givens: &Grid) -> Vec<Symmetry> {
    SYMMETRIES
        .into_iter()
        .filter(|symmetry| symmetry.holds_for(givens))
        .collect()
}

/// Everything [`Analysis`] holds about a puzzle.
pub fn analyse(puzzle: &Puzzle) -> Analysis {
    let verdict = count(puzzle);
    Analysis {
        removable: removable_with(puzzle, &verdict),
        verdict,
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
    let givens = minimize_by(puzzle.givens(), keep, |fewer| verdict_with(puzzle, fewer))?;
    Ok(puzzle.with_givens(givens)?)
}

/// The givens left by [`minimize`]'s pass, uniqueness judged by `verdict`.
fn minimize_by(
    start: &Grid,
    keep: Symmetry,
    verdict: impl Fn(&Grid) -> Verdict,
) -> Result<Grid, SetterError> {
    match verdict(start) {
        Verdict::Unique(_) => {}
        Verdict::NoSolution => return Err(SetterError::NoSolution),
        Verdict::Multiple => return Err(SetterError::SeveralSolutions),
    }
    let mut givens = *start;
    for cell in 0..CELLS {
        let partner = keep.partner(cell);
        // A pair of givens is tried once, from its first cell.
        if givens.get(cell) == 0 || (partner < cell && start.get(partner) != 0) {
            continue;
        }
        let pair = if givens.get(partner) != 0 {
            vec![cell, partner]
        } else {
            vec![cell]
        };
        if can_go_by(&givens, &pair, &verdict) {
            for gone in pair {
                givens.set(gone, 0);
            }
        }
    }
    Ok(givens)
}
