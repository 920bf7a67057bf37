//! The setter's questions for a puzzle of any size and rules (`RulePuzzle`), through the
//! generic solver: the same analysis and minimising pass as for 9x9 puzzles (`mod.rs`).

use super::{Analysis, Count, SetterError, minimize_by, removable_by, symmetries_on};
use crate::generator::Symmetry;
use crate::rules::RulePuzzle;
use crate::rules::solver::count_solutions;

/// Search nodes allowed to one count. A unique puzzle, or one with a given or two less, is
/// counted in a few hundred nodes at 16x16; a count that runs past this is left unknown, and
/// the given it was asked about stays.
const COUNT_BUDGET: u64 = 200_000;

/// The solutions of `puzzle` with `givens` in place of its own, counted to two. Givens that
/// break a house or a rule have none.
fn count_with(puzzle: &RulePuzzle, givens: &[u8]) -> Count {
    let Ok(changed) = puzzle.with_givens(givens.to_vec()) else {
        return Count::None;
    };
    match count_solutions(&changed, 2, COUNT_BUDGET) {
        Ok(counted) if counted.count == 0 => Count::None,
        Ok(counted) if counted.count == 1 => Count::One,
        Ok(_) => Count::Several,
        Err(_) => Count::Unknown,
    }
}

/// Everything [`Analysis`] holds about a puzzle of any size: a given is removable only when
/// the solution is shown unique without it.
pub fn analyse_rules(puzzle: &RulePuzzle) -> Analysis {
    let givens = puzzle.givens();
    let count = count_with(puzzle, givens);
    let removable = if count == Count::One {
        removable_by(givens, |fewer| count_with(puzzle, fewer))
    } else {
        Vec::new()
    };
    Analysis {
        count,
        removable,
        symmetries: symmetries_on(puzzle.shape().size(), givens),
    }
}

/// [`super::minimize`] for a puzzle of any size: givens go in reading order (with their
/// `keep` partner) while the solution is shown unique; a given whose count runs past the
/// search budget stays.
pub fn minimize_rules(puzzle: &RulePuzzle, keep: Symmetry) -> Result<RulePuzzle, SetterError> {
    let count = |fewer: &[u8]| count_with(puzzle, fewer);
    let givens = minimize_by(puzzle.givens(), puzzle.shape().size(), keep, count)?;
    Ok(puzzle.with_givens(givens)?)
}
