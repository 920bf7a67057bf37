//! A game on the generic engine: a grid of another size than 9x9 (4x4 to 16x16, with boxes
//! or as a jigsaw), or any size with constraint rules (thermometers, arrows, dots…): the
//! puzzle, what it says about itself (title, author, rules), the player's digits, notes,
//! corner marks and colours, the stored answer, the clock and an exact undo/redo history.
//!
//! Plain Rust like [`super::Game`], which keeps the 9x9 games: each change is a
//! [`SizedAction`] applied with [`SizedGame::apply`] (`sized_moves.rs`), which records the
//! cells it changed so that undo and redo restore them exactly. Hints come from the generic
//! logical solver.

use super::sized_history::Change;
use super::{Assistance, CandidateColours, Clock, SizedAction, Status};
use crate::formats::Metadata;
use crate::generator::sized::SizedPuzzle;
use crate::logic::{Finding, Level, MistakeKind, Step};
use crate::rules::logic::{Position, next_step};
use crate::rules::text::LineError;
use crate::rules::{Geometry, RulePuzzle};
use chrono::NaiveDate;
use std::time::Duration;

/// Why a move was refused or a game could not be made.
#[derive(Clone, PartialEq, Debug, thiserror::Error)]
pub enum SizedGameError {
    /// The puzzle's line does not read.
    #[error("{0}")]
    Line(#[from] LineError),
    /// The puzzle's text (a line or f-puzzles JSON) does not read: why.
    #[error("{0}")]
    Text(String),
    /// The stored solution does not fit the puzzle.
    #[error("the stored solution does not solve the puzzle")]
    WrongSolution,
    /// A cell past the grid.
    #[error("there is no cell number {0}")]
    NoSuchCell(usize),
    /// A digit past the grid's size.
    #[error("{0} is not a digit of this grid")]
    BadDigit(u8),
    /// A colour past the palette's.
    #[error("{0} is no colour (they run from 1 to {max})", max = super::COLOURS)]
    BadColour(u8),
    /// Givens are part of the puzzle.
    #[error("cell {0} is a given and cannot be changed")]
    GivenCell(usize),
    /// The game takes no moves once solved or revealed.
    #[error("the game is {0}")]
    NotPlaying(Status),
}

/// A mistake in the player's grid, which no logical step can be trusted past.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SizedMistake {
    /// The cell (grids are at most 16x16: 256 cells, numbered up to 255).
    pub cell: u8,
    /// The digit entered there, 0 for notes.
    pub entered: u8,
    /// What is wrong.
    pub kind: MistakeKind,
}

impl From<SizedMistake> for Finding {
    fn from(mistake: SizedMistake) -> Finding {
        Finding::Mistake {
            cell: mistake.cell,
            entered: mistake.entered,
            kind: mistake.kind,
        }
    }
}

/// A game on a grid of another size.
#[derive(Clone, Debug)]
pub struct SizedGame {
    puzzle: RulePuzzle,
    pub(super) geometry: Geometry,
    solution: Vec<u8>,
    level: Option<Level>,
    // The position and its history, which `sized_history` walks and keeps.
    pub(super) digits: Vec<u8>,
    pub(super) notes: Vec<u16>,
    pub(super) corner: Vec<u16>,
    pub(super) colours: Vec<u8>,
    pub(super) tints: Vec<CandidateColours>,
    pub(super) status: Status,
    pub(super) clock: Clock,
    pub(super) undo: Vec<Change>,
    pub(super) redo: Vec<Change>,
    pub(super) assistance: Assistance,
    daily: Option<NaiveDate>,
    metadata: Metadata,
    /// Whether the game was read from an exported replay, to be watched, not played.
    pub(super) replay: bool,
}

impl SizedGame {
    /// A new game of a made puzzle.
    pub fn new(made: &SizedPuzzle) -> Result<SizedGame, SizedGameError> {
        let puzzle = crate::generator::sized::read_puzzle_text(&made.line)
            .map_err(|error| SizedGameError::Text(error.to_string()))?;
        if !puzzle.is_solution(&made.solution) {
            return Err(SizedGameError::WrongSolution);
        }
        let digits = puzzle.givens().to_vec();
        let mut game = SizedGame::at_start(puzzle, digits, made.solution.clone());
        game.level = made.level;
        game.clock.set_running(true);
        Ok(game)
    }

    /// A position to show, not to play: `digits` on `puzzle`'s grid (its givens, or more),
    /// with `notes` in its cells (none when empty): the workshop's draft, its true
    /// candidates as notes. It has no solution (every cell's answer is 0) and no clock.
    pub fn picture_of(puzzle: RulePuzzle, digits: Vec<u8>, mut notes: Vec<u16>) -> SizedGame {
        let cells = puzzle.givens().len();
        let mut game = SizedGame::at_start(puzzle, digits, vec![0; cells]);
        game.digits.resize(cells, 0);
        notes.resize(cells, 0);
        game.notes = notes;
        game
    }

    /// `puzzle` with `digits` placed and no marks, its clock stopped at zero and no history.
    fn at_start(puzzle: RulePuzzle, digits: Vec<u8>, solution: Vec<u8>) -> SizedGame {
        let cells = puzzle.givens().len();
        SizedGame {
            digits,
            notes: vec![0; cells],
            corner: vec![0; cells],
            colours: vec![0; cells],
            tints: vec![CandidateColours::NONE; cells],
            solution,
            level: None,
            geometry: Geometry::of_rules(&puzzle),
            puzzle,
            status: Status::Playing,
            clock: Clock::stopped_at(Duration::ZERO),
            undo: Vec::new(),
            redo: Vec::new(),
            assistance: Assistance::default(),
            daily: None,
            metadata: Metadata::default(),
            replay: false,
        }
    }

    /// The game with what its puzzle says about itself: title, author, and its rules text
    /// as the description.
    pub fn with_metadata(mut self, metadata: Metadata) -> SizedGame {
        self.metadata = metadata;
        self
    }

    /// What the puzzle says about itself (empty for a generated one).
    pub fn metadata(&self) -> &Metadata {
        &self.metadata
    }

    /// Whether the puzzle has rules beyond its houses (constraint puzzles), which its text
    /// writes as f-puzzles JSON.
    pub fn has_rules(&self) -> bool {
        !self.puzzle.rules().is_empty()
    }

    /// The puzzle: its shape, givens and rules.
    pub fn puzzle(&self) -> &RulePuzzle {
        &self.puzzle
    }

    /// The grid's width: its digits run from 1 to this.
    pub fn size(&self) -> usize {
        self.puzzle.shape().size()
    }

    /// The size, and whether its regions are a jigsaw's rather than boxes.
    pub fn kind(&self) -> crate::generator::sized::SizedKind {
        crate::generator::sized::SizedKind::of(&self.puzzle)
    }

    /// The level the puzzle was rated at.
    pub fn level(&self) -> Option<Level> {
        self.level
    }

    /// The puzzle as text: its line, or f-puzzles JSON for a puzzle with rules.
    pub fn line(&self) -> String {
        crate::generator::sized::puzzle_text(&self.puzzle)
    }

    /// The digit in a cell (0 when empty).
    pub fn digit(&self, cell: usize) -> u8 {
        self.digits.get(cell).copied().unwrap_or(0)
    }

    /// Every cell's digit, 0 for an empty one.
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// A cell's notes, bit `d - 1` for digit `d`.
    pub fn notes(&self, cell: usize) -> u16 {
        self.notes.get(cell).copied().unwrap_or(0)
    }

    /// A cell's notes as digits, smallest first.
    pub fn note_digits(&self, cell: usize) -> impl Iterator<Item = u8> {
        crate::rules::logic::digits_of(self.notes(cell))
    }

    /// The region a cell's thick borders are drawn around: its box, or its jigsaw region
    /// (`None` on a grid with neither).
    pub fn region_of(&self, cell: usize) -> Option<usize> {
        let shape = self.puzzle.shape();
        shape.box_of(cell).or_else(|| shape.region_of(cell))
    }

    /// The cells of a house a step names (a row, a column, a box or a region).
    pub fn house_cells(&self, house: crate::grid::House) -> Vec<usize> {
        self.geometry
            .cells_of(house)
            .map(|cells| cells.iter().map(|&cell| usize::from(cell)).collect())
            .unwrap_or_default()
    }

    /// A cell's row and column, from 0.
    pub fn row_col(&self, cell: usize) -> (usize, usize) {
        (cell / self.size(), cell % self.size())
    }

    /// Whether a cell is a given.
    pub fn is_given(&self, cell: usize) -> bool {
        self.puzzle.givens().get(cell).is_some_and(|&d| d != 0)
    }

    /// The answer, one digit a cell.
    pub fn solution(&self) -> &[u8] {
        &self.solution
    }

    /// The date whose daily puzzle this is, if it is one.
    pub fn daily(&self) -> Option<NaiveDate> {
        self.daily
    }

    /// Marks the game as the daily puzzle of a date (or as none).
    pub fn set_daily(&mut self, date: Option<NaiveDate>) {
        self.daily = date;
    }

    /// Puts back a game as a file kept it (checked by the caller against the puzzle): its
    /// digits, notes, status, clock and help. The history starts afresh.
    pub(super) fn restore(
        &mut self,
        digits: Vec<u8>,
        notes: &std::collections::BTreeMap<usize, u16>,
        status: Status,
        elapsed: Duration,
        assistance: Assistance,
    ) {
        self.notes = (0..digits.len())
            .map(|cell| match digits[cell] {
                0 => notes.get(&cell).copied().unwrap_or(0),
                _ => 0,
            })
            .collect();
        self.digits = digits;
        self.status = status;
        self.clock = Clock::stopped_at(elapsed);
        self.clock.set_running(status == Status::Playing);
        self.assistance = assistance;
        self.undo.clear();
        self.redo.clear();
    }

    /// The answer's digit in a cell.
    pub fn answer(&self, cell: usize) -> u8 {
        self.solution.get(cell).copied().unwrap_or(0)
    }

    /// Where the game stands.
    pub fn status(&self) -> Status {
        self.status
    }

    /// Time spent solving.
    pub fn elapsed(&self) -> Duration {
        self.clock.elapsed()
    }

    /// What the player was helped with (for the records: see [`Assistance::is_assisted`]).
    pub fn assistance(&self) -> Assistance {
        self.assistance
    }

    /// Counts a use of Check.
    pub fn note_check(&mut self) {
        self.assistance.checks += 1;
    }

    /// Whether there is a move to undo, and one to redo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether there is an undone move to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The entered digits that differ from the answer, in reading order.
    pub fn wrong_cells(&self) -> Vec<usize> {
        (0..self.digits.len())
            .filter(|&cell| !self.is_given(cell) && self.digits[cell] != 0)
            .filter(|&cell| self.digits[cell] != self.solution[cell])
            .collect()
    }

    /// The digits that repeat a peer's (in a row, column, box or region), in reading order.
    pub fn clashing_cells(&self) -> Vec<usize> {
        let shape = self.puzzle.shape();
        (0..self.digits.len())
            .filter(|&cell| {
                let digit = self.digits[cell];
                digit != 0
                    && shape
                        .peers(cell)
                        .iter()
                        .any(|&peer| self.digits[peer] == digit)
            })
            .collect()
    }

    /// Whether two cells share a row, column, box or region.
    pub fn are_peers(&self, a: usize, b: usize) -> bool {
        a == b || self.puzzle.shape().peers(a).contains(&b)
    }

    /// The next hint: the first wrong digit, else the easiest step from the player's digits
    /// (their notes are not trusted: candidates come from the digits), else solved or stalled.
    pub fn hint(&mut self) -> Finding {
        self.assistance.hints += 1;
        // The hint is shown whole: its cells, technique and sentence at once.
        self.assistance.hint_explained = true;
        if let Some(mistake) = self.first_mistake() {
            return mistake.into();
        }
        let position = self.position();
        if position.is_solved() {
            return Finding::Solved;
        }
        next_step(&self.geometry, &position).map_or(Finding::Stalled, Finding::Step)
    }

    /// Every step the logical solver finds at the player's position (their notes where
    /// they have them), grouped by technique from the easiest; or the mistake in the way
    /// (a wrong digit, notes without the answer), which no step can be trusted past.
    pub fn all_steps(&self) -> Result<Vec<Step>, SizedMistake> {
        match self.first_mistake() {
            Some(mistake) => Err(mistake),
            None => Ok(crate::rules::logic::all_steps(
                &self.geometry,
                &self.position(),
            )),
        }
    }

    /// The first wrong digit, else the first cell whose notes have lost the answer.
    pub(super) fn first_mistake(&self) -> Option<SizedMistake> {
        if let Some(&cell) = self.wrong_cells().first() {
            return Some(SizedMistake {
                cell: u8::try_from(cell).unwrap_or(u8::MAX),
                entered: self.digits[cell],
                kind: MistakeKind::NotTheSolution,
            });
        }
        // Notes that have lost the answer's digit are the next mistake; the rest are the
        // candidates the step is found among, so a hint goes on from the last one applied.
        let lost = (0..self.digits.len()).find(|&cell| {
            self.digits[cell] == 0
                && self.notes[cell] != 0
                && self.notes[cell] >> (self.solution[cell] - 1) & 1 == 0
        });
        lost.map(|cell| SizedMistake {
            cell: u8::try_from(cell).unwrap_or(u8::MAX),
            entered: 0,
            kind: MistakeKind::LostCandidate {
                digit: self.solution[cell],
            },
        })
    }

    /// The position the hints work from: the digits placed, and each open cell's notes
    /// (every digit when it has none) less what its peers hold.
    pub(super) fn position(&self) -> Position {
        let all = self.geometry.all_digits();
        let candidates: Vec<u16> = self
            .notes
            .iter()
            .map(|&notes| if notes == 0 { all } else { notes })
            .collect();
        Position::of_digits(&self.geometry, &self.digits, &candidates)
    }

    /// Carries out the correction a hint pointed at (a wrong digit erased, a lost note put
    /// back): a move like any other, but one the hint made.
    pub fn fix(&mut self, action: SizedAction) -> Result<bool, SizedGameError> {
        let changed = self.apply(action)?;
        self.assistance.hint_applied |= changed;
        Ok(changed)
    }

    /// Runs or stops the clock (it runs only while the game is being played): the window
    /// stops it while it is out of focus.
    pub fn set_clock_running(&mut self, running: bool) {
        self.clock
            .set_running(running && self.status == Status::Playing);
    }

    /// Whether the clock is running.
    pub fn clock_is_running(&self) -> bool {
        self.clock.is_running()
    }

    /// Pauses or resumes the clock and the board.
    pub fn set_paused(&mut self, paused: bool) {
        match (self.status, paused) {
            (Status::Playing, true) => self.status = Status::Paused,
            (Status::Paused, false) => self.status = Status::Playing,
            _ => return,
        }
        self.clock.set_running(!paused);
    }
}

#[cfg(test)]
#[path = "sized_game_tests.rs"]
mod tests;
