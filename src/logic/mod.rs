//! The human-style logical solver: finds the next deduction a person could make,
//! explains it, builds whole solve paths and rates difficulty on Sudoku Explainer's scale.
//!
//! Each technique lives in its own file and exposes `find(&LogicState) -> Option<Step>`;
//! [`TECHNIQUES`] lists them easiest first, and [`next_step`] tries them in that order.

use crate::grid::{Candidates, Grid, Unit, cell_name};
use serde::{Deserialize, Serialize};
use std::fmt;

mod als;
mod chains;
mod forcing;
mod singles;
mod state;
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
        /// The digit entered there.
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
pub static TECHNIQUES: &[(Technique, Finder)] = &[
    (Technique::FullHouse, singles::full_house),
    (Technique::HiddenSingle, singles::hidden_single),
    (Technique::NakedSingle, singles::naked_single),
    (Technique::XChain, chains::x_chain::find),
    (Technique::XYChain, chains::xy_chain::find),
    (Technique::NiceLoop, chains::nice_loop::find),
    (Technique::AlsXz, als::find),
    (Technique::ForcingChain, forcing::find),
];

/// The easiest deduction available in `state`, or why there is none.
///
/// The candidates are taken as they are (they may be the player's notes): a cell with
/// no candidate, a unit that has lost a digit, or two equal digits in a unit is reported
/// as a contradiction rather than searched.
pub fn next_step(state: &LogicState) -> Finding {
    if let Some(problem) = state.contradiction() {
        return Finding::Contradiction(problem);
    }
    if state.grid.is_full() {
        return Finding::Solved;
    }
    for (_, find) in TECHNIQUES {
        if let Some(step) = find(state) {
            return Finding::Step(step);
        }
    }
    Finding::Stalled
}

/// The whole logical path for a puzzle, starting from candidates computed from its digits.
pub fn solve_path(puzzle: &Grid) -> SolvePath {
    let mut state = LogicState::from_grid(puzzle);
    let mut steps = Vec::new();
    loop {
        match next_step(&state) {
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
    let path = solve_path(puzzle);
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
pub fn hint(givens: &Grid, grid: &Grid, candidates: &Candidates, solution: &Grid) -> Finding {
    for cell in 0..crate::grid::CELLS {
        let entered = grid.get(cell);
        if givens.get(cell) == 0 && entered != 0 && entered != solution.get(cell) {
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
    next_step(&LogicState::with_candidates(grid, candidates))
}
