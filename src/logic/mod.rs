//! The human-style logical solver: finds the next deduction a person could make,
//! explains it, builds whole solve paths and rates difficulty on Sudoku Explainer's scale.
//!
//! Each technique lives in its own file and exposes `find(&LogicState) -> Option<Step>`;
//! [`TECHNIQUES`] lists them easiest first, and [`next_step`] tries them in that order.

use crate::grid::{Candidates, Grid, Unit, cell_name};
use serde::{Deserialize, Serialize};
use std::fmt;

mod als;
pub mod bits;
mod chains;
mod colouring;
mod fish;
mod forcing;
mod locked;
pub mod report;
mod single_digit;
mod singles;
mod state;
mod subsets;
mod uniqueness;
mod wings;
pub use state::LogicState;

/// Difficulty levels as the app shows them.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub enum Level {
    /// Singles only.
    Easy,
    /// Locked candidates, pairs and triples.
    Medium,
    /// Quads, basic fish, single-digit patterns, wings, uniqueness, colouring.
    Hard,
    /// Chains, ALS, finned and large fish.
    Expert,
    /// Forcing chains, or beyond logic.
    Master,
}

impl Level {
    /// All levels, easiest first.
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Master,
    ];

    /// Lower-case name as used on the command line ("easy" .. "master").
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Master => "master",
        }
    }

    /// Parses a lower- or mixed-case level name.
    pub fn parse(name: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.as_str().eq_ignore_ascii_case(name.trim()))
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.as_str();
        let mut chars = s.chars();
        if let Some(first) = chars.next() {
            write!(f, "{}{}", first.to_ascii_uppercase(), chars.as_str())?;
        }
        Ok(())
    }
}

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

/// Every technique the step finder knows, roughly easiest first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[allow(missing_docs)] // the names are the documentation; see `Technique::name`
pub enum Technique {
    FullHouse,
    HiddenSingle,
    NakedSingle,
    Pointing,
    Claiming,
    NakedPair,
    HiddenPair,
    NakedTriple,
    HiddenTriple,
    NakedQuad,
    HiddenQuad,
    XWing,
    Swordfish,
    Jellyfish,
    FinnedXWing,
    FinnedSwordfish,
    FinnedJellyfish,
    Skyscraper,
    TwoStringKite,
    EmptyRectangle,
    XYWing,
    XYZWing,
    WWing,
    RemotePairs,
    SimpleColouring,
    UniqueRectangle1,
    UniqueRectangle2,
    UniqueRectangle3,
    UniqueRectangle4,
    BugPlusOne,
    XChain,
    XYChain,
    NiceLoop,
    AlsXz,
    ForcingChain,
}

impl Technique {
    /// The name people know it by.
    pub fn name(self) -> &'static str {
        use Technique::*;
        match self {
            FullHouse => "Full house",
            HiddenSingle => "Hidden single",
            NakedSingle => "Naked single",
            Pointing => "Pointing",
            Claiming => "Claiming",
            NakedPair => "Naked pair",
            HiddenPair => "Hidden pair",
            NakedTriple => "Naked triple",
            HiddenTriple => "Hidden triple",
            NakedQuad => "Naked quad",
            HiddenQuad => "Hidden quad",
            XWing => "X-Wing",
            Swordfish => "Swordfish",
            Jellyfish => "Jellyfish",
            FinnedXWing => "Finned X-Wing",
            FinnedSwordfish => "Finned Swordfish",
            FinnedJellyfish => "Finned Jellyfish",
            Skyscraper => "Skyscraper",
            TwoStringKite => "2-String Kite",
            EmptyRectangle => "Empty Rectangle",
            XYWing => "XY-Wing",
            XYZWing => "XYZ-Wing",
            WWing => "W-Wing",
            RemotePairs => "Remote Pairs",
            SimpleColouring => "Simple Colouring",
            UniqueRectangle1 => "Unique Rectangle type 1",
            UniqueRectangle2 => "Unique Rectangle type 2",
            UniqueRectangle3 => "Unique Rectangle type 3",
            UniqueRectangle4 => "Unique Rectangle type 4",
            BugPlusOne => "BUG+1",
            XChain => "X-Chain",
            XYChain => "XY-Chain",
            NiceLoop => "Nice Loop",
            AlsXz => "ALS-XZ",
            ForcingChain => "Forcing Chain",
        }
    }

    /// One or two sentences on how the technique works, for people learning it.
    pub fn description(self) -> &'static str {
        use Technique::*;
        match self {
            FullHouse => {
                "A row, column or box has only one empty cell left: it takes the one missing digit."
            }
            HiddenSingle => {
                "Within a row, column or box, a digit has only one cell where it can go, so it goes there."
            }
            NakedSingle => {
                "A cell has only one candidate left, because every other digit is already in its row, column or box."
            }
            Pointing => {
                "Inside a box, a digit fits only in cells of one row or column. Whichever it takes, the digit is used up for that line, so it leaves the rest of the line."
            }
            Claiming => {
                "Inside a row or column, a digit fits only in cells of one box. The box's copy of the digit must be on that line, so it leaves the rest of the box."
            }
            NakedPair => {
                "Two cells of a unit hold only the same two candidates. Those two digits go into those two cells, so no other cell of the unit can take them."
            }
            HiddenPair => {
                "Two digits fit only in the same two cells of a unit. Those cells must take those digits, so their other candidates go."
            }
            NakedTriple => {
                "Three cells of a unit hold only three digits between them. Those digits fill those cells, so they leave the rest of the unit."
            }
            HiddenTriple => {
                "Three digits fit only in the same three cells of a unit. Those cells must hold those digits, so their other candidates go."
            }
            NakedQuad => {
                "Four cells of a unit hold only four digits between them. Those digits fill those cells, so they leave the rest of the unit."
            }
            HiddenQuad => {
                "Four digits fit only in the same four cells of a unit. Those cells must hold those digits, so their other candidates go."
            }
            XWing => {
                "In two rows a digit fits only in the same two columns (or the other way round). It must take opposite corners of that rectangle, so it leaves the rest of those two columns."
            }
            Swordfish => {
                "In three rows a digit fits only within the same three columns (or the other way round). It must fill those columns there, so it leaves the rest of them."
            }
            Jellyfish => {
                "In four rows a digit fits only within the same four columns (or the other way round). It must fill those columns there, so it leaves the rest of them."
            }
            FinnedXWing => {
                "An X-Wing with extra candidates (fins) in one box. Either a fin holds the digit or the X-Wing holds, so cells of the X-Wing's columns inside the fin's box lose it."
            }
            FinnedSwordfish => {
                "A Swordfish with fins in one box. Either a fin holds the digit or the Swordfish holds, so cells of its columns inside the fin's box lose it."
            }
            FinnedJellyfish => {
                "A Jellyfish with fins in one box. Either a fin holds the digit or the Jellyfish holds, so cells of its columns inside the fin's box lose it."
            }
            Skyscraper => {
                "Two parallel lines each hold a digit in only two cells, and one end of each lines up. The other two ends cannot both be empty of the digit, so cells seeing both lose it."
            }
            TwoStringKite => {
                "A row and a column each hold a digit in only two cells, with one end of each in the same box. One of the two far ends holds the digit, so a cell seeing both loses it."
            }
            EmptyRectangle => {
                "In a box, a digit lies only on one row and one column. Combined with a line where the digit has two places, it rules the digit out of one cell."
            }
            XYWing => {
                "A cell with two candidates XY sees a cell XZ and a cell YZ. Whichever digit the first takes, one of the other two is Z, so cells seeing both lose Z."
            }
            XYZWing => {
                "A cell with candidates XYZ sees a cell XZ and a cell YZ. One of the three must be Z, so cells seeing all three lose Z."
            }
            WWing => {
                "Two cells hold the same pair XY and a line holds X only in two cells, one seeing each. One of the pair cells is Y, so cells seeing both lose Y."
            }
            RemotePairs => {
                "A chain of cells that all hold the same two digits, each seeing the next: the digits alternate along it, so a cell seeing two cells of opposite parity can hold neither."
            }
            SimpleColouring => {
                "Follow one digit through units where it has just two places, colouring the cells in two alternating colours; one colour is true. A cell seeing both colours loses the digit, and a colour that meets itself in a unit is false."
            }
            UniqueRectangle1 => {
                "Four cells on two rows, two columns and two boxes would let two digits swap, giving two solutions. When three corners hold only those digits, the fourth cannot be either."
            }
            UniqueRectangle2 => {
                "A would-be swappable rectangle whose two extra corners hold the same one extra digit: one of them must be that digit, so cells seeing both lose it."
            }
            UniqueRectangle3 => {
                "A would-be swappable rectangle whose extra corners act together as one cell with their extra digits, forming a naked set with other cells of their unit."
            }
            UniqueRectangle4 => {
                "A would-be swappable rectangle where one of its digits has only the two extra corners in a unit: one of them is that digit, so neither can be the other digit."
            }
            BugPlusOne => {
                "Every empty cell holds two candidates except one: such a grid would have two solutions, so the odd cell must take the digit that appears three times in its units."
            }
            XChain => {
                "A chain on one digit alternating strong and weak links: one of its two ends holds the digit, so cells seeing both ends lose it."
            }
            XYChain => {
                "A chain of two-candidate cells, each linked to the next by a shared digit: one of its two ends holds the end digit, so cells seeing both ends lose it."
            }
            NiceLoop => {
                "An alternating chain that closes on itself: it forces or removes candidates where the loop meets."
            }
            AlsXz => {
                "Two almost locked sets linked by a digit that cannot be in both: a second shared digit must be in one of them, so cells seeing all its places lose it."
            }
            ForcingChain => {
                "Try each candidate of a cell or each place of a digit in a unit: every choice leads to the same conclusion, which must therefore be true."
            }
        }
    }

    /// The level a puzzle needing this technique is given.
    pub fn level(self) -> Level {
        use Technique::*;
        match self {
            FullHouse | HiddenSingle | NakedSingle => Level::Easy,
            Pointing | Claiming | NakedPair | HiddenPair | NakedTriple | HiddenTriple => {
                Level::Medium
            }
            NakedQuad | HiddenQuad | XWing | Swordfish | Skyscraper | TwoStringKite
            | EmptyRectangle | XYWing | XYZWing | WWing | RemotePairs | SimpleColouring
            | UniqueRectangle1 | UniqueRectangle2 | UniqueRectangle3 | UniqueRectangle4
            | BugPlusOne => Level::Hard,
            Jellyfish | FinnedXWing | FinnedSwordfish | FinnedJellyfish | XChain | XYChain
            | NiceLoop | AlsXz => Level::Expert,
            ForcingChain => Level::Master,
        }
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
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
    /// Units that form the pattern (to highlight).
    pub units: Vec<Unit>,
    /// Candidates that form the pattern (to highlight), apart from the eliminations.
    pub pattern: Vec<Candidate>,
    /// Weight of this step on Sudoku Explainer's scale.
    pub score: f32,
    /// One plain-English sentence, e.g. "Hidden single: in box 5, the 7 fits only in r5c4."
    pub explanation: String,
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
        /// One plain-English sentence.
        explanation: String,
    },
    /// The candidates contradict themselves (a cell with none, a unit missing a digit, a clash).
    Contradiction(String),
    /// No known technique applies.
    Stalled,
}

/// How a logical solve ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
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
    (Technique::BugPlusOne, uniqueness::bug_plus_one),
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
    units: Vec<Unit>,
    pattern: Vec<Candidate>,
    explanation: String,
) -> Step {
    Step {
        technique,
        placements: Vec::new(),
        eliminations,
        cells,
        units,
        pattern,
        score,
        explanation,
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
    for (technique, find) in TECHNIQUES {
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
    let mut state = LogicState::from_grid(puzzle);
    let mut steps = Vec::new();
    loop {
        match next_step_within(&state, max_level) {
            Finding::Step(step) => {
                state.apply(&step);
                steps.push(step);
            }
            Finding::Solved => {
                return SolvePath {
                    steps,
                    outcome: Outcome::Solved,
                };
            }
            Finding::Stalled => {
                return SolvePath {
                    steps,
                    outcome: Outcome::Stalled,
                };
            }
            Finding::Mistake { .. } | Finding::Contradiction(_) => {
                return SolvePath {
                    steps,
                    outcome: Outcome::Contradiction,
                };
            }
        }
    }
}

/// Score given to puzzles that logic cannot finish.
pub const BEYOND_LOGIC_SCORE: f32 = 12.0;

/// Rates a puzzle: the hardest step of its logical path, and the level that follows.
pub fn rate(puzzle: &Grid) -> Rating {
    rating_of(&solve_path(puzzle))
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
                explanation: format!(
                    "The {entered} in {} is a mistake: it does not belong to the solution.",
                    cell_name(cell)
                ),
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
                    explanation: format!(
                        "The notes of {} have lost the {digit}, which it still needs: a candidate was removed by mistake.",
                        cell_name(cell)
                    ),
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
    fn every_registered_technique_is_described() {
        for (technique, _) in TECHNIQUES {
            let text = technique.description();
            assert!(
                text.len() > 40 && text.ends_with('.'),
                "{}",
                technique.name()
            );
            assert!(!technique.name().is_empty());
        }
    }

    #[test]
    fn rating_follows_the_hardest_step() {
        // Solved by singles alone: Easy, and the score is a single's weight.
        let easy: Grid =
            "900004001016008070000000080740305000000010000000702038050000000070200350100600009"
                .parse()
                .unwrap();
        let path = solve_path(&easy);
        let rating = rate(&easy);
        let max = path.steps.iter().map(|s| s.score).fold(0.0, f32::max);
        assert_eq!(rating.score, max);
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
