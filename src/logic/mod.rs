//! The human-style logical solver: finds the next deduction a person could make,
//! explains it, builds whole solve paths and rates difficulty on Sudoku Explainer's scale.
//!
//! Each technique lives in its own file and exposes `find(&LogicState) -> Option<Step>`,
//! the first instance its search meets (most searches are visitors over every instance,
//! see `visit.rs`); [`TECHNIQUES`] lists them easiest first, and [`next_step`] tries them
//! in that order. [`all_steps`] lists every instance of every technique instead.

//!
//! A step says why it holds as data, a [`Reason`] (`reason.rs`); the renderers in
//! [`render`] turn that into sentences ([`Step::explanation`] is the English one).

use crate::grid::{Candidates, Grid, House, cell_name};
use serde::{Deserialize, Serialize};
use std::fmt;

pub(crate) mod all_steps;
mod als;
pub mod bits;
mod bug;
mod chains;
mod colouring;
mod explainer;
mod fish;
mod forcing;
mod locked;
pub mod notation;
pub mod reason;
mod single_digit;
mod singles;
mod state;
mod subsets;
mod technique;
mod uniqueness;
pub(crate) mod visit;
mod wings;
pub use all_steps::all_steps;
pub use colouring::chain_score;
pub use reason::{Contradiction, MistakeKind, Reason, RuleKind, RuleNote, VariantReason};
pub use state::LogicState;
pub use technique::{Level, Technique};

/// One candidate: a digit in a cell.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Candidate {
    /// Cell index 0..81.
    pub cell: u8,
    /// Digit 1-9.
    pub digit: u8,
}

impl Candidate {
    /// A candidate from a cell index and a digit.
    pub const fn new(cell: usize, digit: u8) -> Candidate {
        Candidate {
            cell: cell as u8,
            digit,
        }
    }

    /// The cell index as `usize`.
    pub const fn cell(self) -> usize {
        self.cell as usize
    }
}

impl fmt::Display for Candidate {
    /// `r3c4=7`-free form: `7r3c4`, the usual shorthand in chain notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.digit, cell_name(self.cell()))
    }
}

/// One deduction: what it places or removes, why, and what to highlight.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Step {
    /// The technique used.
    pub technique: Technique,
    /// Digits this step places.
    pub placements: Vec<Candidate>,
    /// Candidates this step removes.
    pub eliminations: Vec<Candidate>,
    /// Cells that form the pattern (to highlight).
    pub cells: Vec<u8>,
    /// Houses that form the pattern (to highlight): rows, columns and boxes, and a
    /// variant's regions, diagonals and windows.
    pub units: Vec<House>,
    /// Candidates that form the pattern (to highlight), apart from the eliminations.
    pub pattern: Vec<Candidate>,
    /// Weight of this step on Sudoku Explainer's scale.
    pub score: f32,
    /// Why the step holds, as data for the renderers.
    pub reason: Reason,
}

impl Step {
    /// A fish's base houses and cover houses, `None` for any other step. A classic fish
    /// names them in its reason; a variant fish's units are its bases, then as many covers.
    pub fn fish_houses(&self) -> Option<(&[House], &[House])> {
        match &self.reason {
            Reason::Fish(fish) => Some((&fish.base, &fish.cover)),
            Reason::Variant(_)
                if matches!(
                    self.technique,
                    Technique::XWing | Technique::Swordfish | Technique::Jellyfish
                ) =>
            {
                Some(self.units.split_at(self.units.len() / 2))
            }
            _ => None,
        }
    }
}

/// What the step finder says about a grid.
#[derive(Clone, PartialEq, Debug)]
pub enum Finding {
    /// The next deduction.
    Step(Step),
    /// The grid is already full and valid.
    Solved,
    /// An entry disagrees with the puzzle's unique solution.
    Mistake {
        /// The wrong cell.
        cell: u8,
        /// The digit entered there, or 0 when the mistake is a removed candidate.
        entered: u8,
        /// What is wrong.
        kind: MistakeKind,
    },
    /// The candidates contradict themselves (a cell with none, a unit missing a digit, a clash).
    Contradiction(Contradiction),
    /// No known technique applies.
    Stalled,
}

/// How a logical solve ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Outcome {
    /// Every cell was filled by logic.
    Solved,
    /// No technique applied before the end.
    Stalled,
    /// The puzzle (or its candidates) broke the rules.
    Contradiction,
}

/// The whole logical path from a puzzle to its end.
#[derive(Clone, PartialEq, Debug)]
pub struct SolvePath {
    /// The steps in order.
    pub steps: Vec<Step>,
    /// How it ended.
    pub outcome: Outcome,
}

/// A puzzle's difficulty.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct Rating {
    /// The level shown to people.
    pub level: Level,
    /// Score on Sudoku Explainer's scale (the weight of the hardest step), or
    /// a score above every technique when logic stalls.
    pub score: f32,
    /// The hardest technique needed, `None` when logic stalled before any hard step
    /// or the puzzle needed no step at all.
    pub hardest: Option<Technique>,
    /// Whether logic stalled ("beyond logic").
    pub stalled: bool,
}

impl Rating {
    /// The hardest technique's name, or "beyond logic" when logic stalled.
    pub fn hardest_name(&self) -> &'static str {
        if self.stalled {
            "beyond logic"
        } else {
            self.hardest.map(Technique::name).unwrap_or("none")
        }
    }
}

/// A technique's search: the first instance it finds in a state, if any.
pub type Finder = fn(&LogicState) -> Option<Step>;

/// Every technique with its finder, in the order the step finder tries them (easiest first).
///
/// The order follows Sudoku Explainer's weights, so the first step found is also the one
/// Explainer would call easiest. Locked candidates and hidden pairs/triples appear twice:
/// first in their "direct" form (their eliminations at once leave a hidden single), which
/// Explainer weighs below a naked single.
pub static TECHNIQUES: &[(Technique, Finder)] = &[
    (Technique::FullHouse, singles::full_house),
    (Technique::HiddenSingle, singles::hidden_single),
    (Technique::Pointing, locked::direct_pointing),
    (Technique::Claiming, locked::direct_claiming),
    (Technique::HiddenPair, subsets::direct_hidden_pair),
    (Technique::NakedSingle, singles::naked_single),
    (Technique::HiddenTriple, subsets::direct_hidden_triple),
    (Technique::Pointing, locked::pointing),
    (Technique::Claiming, locked::claiming),
    (Technique::NakedPair, subsets::naked_pair),
    (Technique::XWing, fish::x_wing),
    (Technique::HiddenPair, subsets::hidden_pair),
    (Technique::NakedTriple, subsets::naked_triple),
    (Technique::Swordfish, fish::swordfish),
    (Technique::HiddenTriple, subsets::hidden_triple),
    (Technique::Skyscraper, single_digit::skyscraper),
    (Technique::TwoStringKite, single_digit::two_string_kite),
    (Technique::SimpleColouring, colouring::short_colouring),
    (Technique::XYWing, wings::xy_wing),
    (Technique::EmptyRectangle, single_digit::empty_rectangle),
    (Technique::FinnedXWing, fish::finned_x_wing),
    (Technique::XYZWing, wings::xyz_wing),
    (Technique::UniqueRectangle1, uniqueness::unique_rectangle_1),
    (Technique::UniqueRectangle2, uniqueness::unique_rectangle_2),
    (Technique::UniqueRectangle4, uniqueness::unique_rectangle_4),
    (Technique::UniqueRectangle3, uniqueness::unique_rectangle_3),
    (Technique::UniqueRectangle1, uniqueness::unique_loop),
    (Technique::NakedQuad, subsets::naked_quad),
    (Technique::Jellyfish, fish::jellyfish),
    (Technique::HiddenQuad, subsets::hidden_quad),
    (Technique::FinnedSwordfish, fish::finned_swordfish),
    (Technique::SimpleColouring, colouring::medium_colouring),
    (Technique::BugPlusOne, bug::bug_plus_one),
    (Technique::WWing, wings::w_wing),
    (Technique::FinnedJellyfish, fish::finned_jellyfish),
    (Technique::SimpleColouring, colouring::simple_colouring),
    (Technique::RemotePairs, colouring::remote_pairs),
    (Technique::XChain, chains::aic::x_chain),
    (Technique::XYChain, chains::aic::xy_chain),
    (Technique::NiceLoop, chains::aic::nice_loop),
    (Technique::AlsXz, als::find),
    (Technique::ForcingChain, forcing::find),
];

/// A step that only removes candidates.
pub(crate) fn elimination_step(
    technique: Technique,
    score: f32,
    eliminations: Vec<Candidate>,
    cells: Vec<u8>,
    units: Vec<House>,
    pattern: Vec<Candidate>,
    reason: Reason,
) -> Step {
    Step {
        technique,
        placements: Vec::new(),
        eliminations,
        cells,
        units,
        pattern,
        score,
        reason,
    }
}

/// The easiest deduction available in `state`, or why there is none.
///
/// The candidates are taken as they are (they may be the player's notes): a cell with
/// no candidate, a unit that has lost a digit, or two equal digits in a unit is reported
/// as a contradiction rather than searched.
pub fn next_step(state: &LogicState) -> Finding {
    next_step_within(state, Level::Master)
}

/// [`next_step`] using only techniques of `max_level` or below.
///
/// Candidates on filled cells and candidates of a digit already placed in a peer are
/// ignored, as [`LogicState::with_candidates`] drops them.
pub fn next_step_within(state: &LogicState, max_level: Level) -> Finding {
    next_step_from(state, max_level, TECHNIQUES)
}

/// [`next_step_within`] trying `techniques` in their order (the person path's
/// [`TECHNIQUES`], or the rating path's).
pub(crate) fn next_step_from(
    state: &LogicState,
    max_level: Level,
    techniques: &[(Technique, Finder)],
) -> Finding {
    // Every technique assumes those candidates are gone; a state built by hand (or notes kept
    // without clearing peers) may still hold them, and then got unsound steps, such as a
    // pointing pair in a box that already holds the digit (found by fuzzing).
    let state = &LogicState::with_candidates(&state.grid, &state.cands);
    if let Some(problem) = state.contradiction() {
        return Finding::Contradiction(problem);
    }
    if state.grid.is_full() {
        return Finding::Solved;
    }
    for (technique, find) in techniques {
        if technique.level() > max_level {
            continue;
        }
        if let Some(step) = find(state) {
            return Finding::Step(step);
        }
    }
    Finding::Stalled
}

/// The whole logical path for a puzzle, starting from candidates computed from its digits.
pub fn solve_path(puzzle: &Grid) -> SolvePath {
    solve_path_within(puzzle, Level::Master)
}

/// [`solve_path`] using only techniques of `max_level` or below.
///
/// When the full path needs nothing above `max_level`, both paths are the same, so a
/// stall here proves the puzzle is rated above `max_level` (or beyond logic): a cheap test
/// for the generator.
pub fn solve_path_within(puzzle: &Grid, max_level: Level) -> SolvePath {
    solve_path_from(LogicState::from_grid(puzzle), max_level)
}

/// The logical path from a position with its own candidates (a pencilmark puzzle, or a
/// game's notes), using only techniques of `max_level` or below.
pub fn solve_path_from(state: LogicState, max_level: Level) -> SolvePath {
    path_by(state, |state| next_step_within(state, max_level))
}

/// The path from `state` taking, at each point, the step `next` finds: the person's path and
/// Explainer's differ only in that choice.
pub(crate) fn path_by(mut state: LogicState, next: impl Fn(&LogicState) -> Finding) -> SolvePath {
    let mut steps = Vec::new();
    loop {
        let outcome = match next(&state) {
            Finding::Step(step) => {
                state.apply(&step);
                steps.push(step);
                continue;
            }
            Finding::Solved => Outcome::Solved,
            Finding::Stalled => Outcome::Stalled,
            Finding::Mistake { .. } | Finding::Contradiction(_) => Outcome::Contradiction,
        };
        return SolvePath { steps, outcome };
    }
}

/// Score given to puzzles that logic cannot finish.
pub const BEYOND_LOGIC_SCORE: f32 = 12.0;

/// Rates a puzzle: the level and hardest technique a person needs (its logical path), and
/// the score Sudoku Explainer would give (the heaviest step of Explainer's path, which may
/// differ: see the `explainer` module).
pub fn rate(puzzle: &Grid) -> Rating {
    rate_state(LogicState::from_grid(puzzle))
}

/// Rates a pencilmark puzzle: its givens, and in each empty cell only `candidates`' digits.
pub fn rate_within(puzzle: &Grid, candidates: &Candidates) -> Rating {
    rate_state(LogicState::with_candidates(puzzle, candidates))
}

/// The path `rate` scores: the steps Sudoku Explainer would take (see the `explainer` module).
pub fn rating_path(puzzle: &Grid) -> SolvePath {
    explainer::path_from(LogicState::from_grid(puzzle))
}

/// [`rate`] from a position with its own candidates: the person path, then Explainer's from
/// where they part.
fn rate_state(state: LogicState) -> Rating {
    let person_path = solve_path_from(state.clone(), Level::Master);
    let person = rating_of(&person_path);
    if person.stalled {
        return person;
    }
    // Both paths try the same techniques in the same order up to the 2-String Kite, so they
    // take the same steps until the person's first step of another technique: Explainer's
    // path starts from there, with the heaviest of the steps before.
    let mut start = state;
    let mut shared = 0.0f32;
    for step in &person_path.steps {
        if !explainer::SHARED_PREFIX.contains(&step.technique) {
            break;
        }
        shared = shared.max(step.score);
        start.apply(step);
    }
    let explainer = rating_of(&explainer::path_from(start));
    Rating {
        // A person's path that finishes leaves Explainer's finishing too, barring a step
        // only the person path knows (an ALS); then the person's score stands.
        score: if explainer.stalled {
            person.score
        } else {
            explainer.score.max(shared)
        },
        ..person
    }
}

/// The rating a solve path implies.
pub(crate) fn rating_of(path: &SolvePath) -> Rating {
    let hardest = path.steps.iter().max_by(|a, b| a.score.total_cmp(&b.score));
    if path.outcome != Outcome::Solved {
        return Rating {
            level: Level::Master,
            score: BEYOND_LOGIC_SCORE,
            hardest: hardest.map(|s| s.technique),
            stalled: true,
        };
    }
    Rating {
        level: path
            .steps
            .iter()
            .map(|s| s.technique.level())
            .max()
            .unwrap_or(Level::Easy),
        score: hardest.map(|s| s.score).unwrap_or(0.0),
        hardest: hardest.map(|s| s.technique),
        stalled: false,
    }
}

/// A hint for a game in progress: the first wrong entry if any (checked against the
/// puzzle's `solution`), else the next step from the player's `grid` and `candidates`.
///
/// Cells the player has left without any note are given every digit their peers allow,
/// so a game without pencil marks still gets hints. A note set that has lost the
/// solution's digit is reported as a mistake (with `entered` 0), since any deduction from
/// it could be wrong.
pub fn hint(givens: &Grid, grid: &Grid, candidates: &Candidates, solution: &Grid) -> Finding {
    let trusted = solution.solves(givens);
    for cell in 0..crate::grid::CELLS {
        let entered = grid.get(cell);
        if trusted && givens.get(cell) == 0 && entered != 0 && entered != solution.get(cell) {
            return Finding::Mistake {
                cell: cell as u8,
                entered,
                kind: MistakeKind::NotTheSolution,
            };
        }
    }
    let mut notes = *candidates;
    for cell in 0..crate::grid::CELLS {
        if grid.get(cell) == 0 && notes.get(cell).is_empty() {
            notes.set(cell, grid.allowed(cell));
        }
    }
    if trusted {
        for cell in 0..crate::grid::CELLS {
            let digit = solution.get(cell);
            if grid.get(cell) == 0 && !notes.has(cell, digit) {
                return Finding::Mistake {
                    cell: cell as u8,
                    entered: 0,
                    kind: MistakeKind::LostCandidate { digit },
                };
            }
        }
    }
    next_step(&LogicState::with_candidates(grid, &notes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_registered_technique_is_named() {
        for (technique, _) in TECHNIQUES {
            assert!(!technique.name().is_empty(), "{technique:?}");
        }
    }

    #[test]
    fn rating_follows_the_hardest_step() {
        // A person's path needs an XY-Wing (4.2) at most; Explainer's order meets a finned
        // X-Wing (its grouped Skyscraper, 4.3) first, and Explainer rates the puzzle 4.3.
        // The level follows the person's path, the score Explainer's.
        let easy: Grid =
            "900004001016008070000000080740305000000010000000702038050000000070200350100600009"
                .parse()
                .unwrap();
        let path = solve_path(&easy);
        let rating = rate(&easy);
        let heaviest = |path: &SolvePath| path.steps.iter().map(|s| s.score).fold(0.0, f32::max);
        assert_eq!(heaviest(&path), 4.2);
        assert_eq!(heaviest(&rating_path(&easy)), 4.3);
        assert_eq!(rating.score, 4.3);
        assert_eq!(rating.hardest, Some(Technique::XYWing));
        assert_eq!(
            rating.level,
            path.steps
                .iter()
                .map(|s| s.technique.level())
                .max()
                .unwrap()
        );
        // An empty grid has many solutions: logic stalls, and that is "beyond logic".
        let rating = rate(&Grid::empty());
        assert!(rating.stalled);
        assert_eq!(rating.level, Level::Master);
        assert_eq!(rating.hardest_name(), "beyond logic");
        // Two equal digits in a row: a contradiction, never a step.
        let mut broken = easy;
        broken.set(1, 9);
        assert!(matches!(
            next_step(&LogicState::from_grid(&broken)),
            Finding::Contradiction(_)
        ));
    }

    #[test]
    fn stale_candidates_are_ignored_rather_than_reasoned_from() {
        use crate::grid::DigitSet;
        // Found by the `step_finder` fuzz target: box 6 already holds a 1 (r5c8), yet row 4
        // still had 1 as a candidate in r4c7-r4c9, so "pointing" struck the 1 from the rest
        // of row 4, where the solution needs it.
        let mut grid = Grid::empty();
        grid.set(crate::grid::cell_at(4, 7), 1);
        let mut cands = Candidates::none();
        let mut without_one = DigitSet::ALL;
        without_one.remove(1);
        for cell in 0..crate::grid::CELLS {
            let in_box_six_below_row_four = crate::grid::box_of(cell) == 5 && cell >= 36;
            match (grid.get(cell), in_box_six_below_row_four) {
                (0, true) => cands.set(cell, without_one),
                (0, false) => cands.set(cell, DigitSet::ALL),
                _ => {}
            }
        }
        let stale = LogicState { grid, cands };
        let found = next_step(&stale);
        assert_eq!(
            found,
            next_step(&LogicState::with_candidates(&grid, &cands))
        );
        if let Finding::Step(step) = found {
            assert!(
                !step.eliminations.contains(&Candidate::new(27, 1)),
                "{step:?}"
            );
        }
    }
}

/// Position builders shared by the technique tests.
#[cfg(test)]
pub(crate) mod test_support {
    use super::LogicState;
    use crate::grid::{Candidates, DigitSet, Grid, cell_at};

    /// Every candidate everywhere except `digit`, which stays only in `cells`.
    pub fn digit_only_in(digit: u8, cells: &[usize]) -> LogicState {
        let mut cands = Candidates::none();
        for c in 0..81 {
            let mut set = DigitSet::ALL;
            if !cells.contains(&c) {
                set.remove(digit);
            }
            cands.set(c, set);
        }
        LogicState::with_candidates(&Grid::empty(), &cands)
    }

    /// Rows listed hold `digit` only at their columns; every other row holds it everywhere.
    pub fn rows_pattern(digit: u8, rows: &[(usize, &[usize])]) -> LogicState {
        let mut cells = Vec::new();
        for r in 0..9 {
            match rows.iter().find(|(row, _)| *row == r) {
                Some((_, cols)) => cells.extend(cols.iter().map(|&c| cell_at(r, c))),
                None => cells.extend((0..9).map(|c| cell_at(r, c))),
            }
        }
        digit_only_in(digit, &cells)
    }
}
