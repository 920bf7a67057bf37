//! The game being played: givens, the player's entries and notes, the stored answer,
//! the clock, and an exact undo/redo history.
//!
//! Plain Rust with no user interface: every change the player makes is an [`Action`]
//! value applied with [`Game::apply`], which records exactly which cells it changed so
//! that [`Game::undo`] and [`Game::redo`] restore them bit for bit. The selection and the
//! input mode belong to the user interface; the game only keeps the input mode and the
//! selected cell as the app last set them, so a save reopens as it was left.

mod action;
mod action_checks;
mod assistance;
mod autosave;
mod clock;
mod collection;
mod collection_entry;
mod edits;
mod hint;
mod history;
pub mod instance;
mod load_checks;
mod marks;
mod progress;
mod replay;
mod safe_files;
mod save;
mod save_checksum;
mod save_marks;
mod sized_game;
mod sized_history;
pub use sized_history::{MovedCell, SizedCell};
mod sized_moves;
mod sized_path;
pub use sized_moves::{SelectionMove, SizedAction};
pub use sized_path::{SizedPath, solve_path_from};
mod sized_save;
pub mod statistics;
#[cfg(not(target_arch = "wasm32"))]
mod temporary_files;
mod variant_collection;
mod variant_game;

pub use action::{Action, CellChange, Edit};
pub use assistance::{Assist, Assistance};
pub use autosave::Autosaver;
pub use clock::{Clock, MAX_ELAPSED, format_duration};
pub use collection::{PuzzleList, rate_entry};
pub use collection_entry::{EntryRating, ListEntry};
pub use hint::{Hint, HintRecord};
pub use history::{HISTORY_BYTES, MAX_CHECKPOINTS, MAX_LABEL_BYTES, text_layout};
pub use marks::{COLOURS, CandidateColours, Checkpoint, InputMode, MarkLayer, Marks};
pub use progress::Progress;
pub use replay::{Replay, Replayable, SPEEDS, UNTIMED_GAP_MS};
#[cfg(not(target_arch = "wasm32"))]
pub use safe_files::ReplacingFile;
pub use safe_files::{
    OpenedFile, ReadError, SpecialFile, create_folders, file_exists, open_for_reading,
    read_regular_file, remove_file, rename_file, special_file_at, write_atomically,
    write_atomically_with,
};
pub use save::{Damage, FORMAT_VERSION, FileError, SaveTextError, is_save_file, looks_like_save};
pub use sized_game::{SizedGame, SizedGameError, SizedMistake};
pub use sized_save::{SIZED_FORMAT_VERSION, SizedSaveError, is_sized_save_text};
#[cfg(not(target_arch = "wasm32"))]
pub use temporary_files::{STALE_AFTER, is_temporary_file_of, remove_stale_temporary_files};
pub use variant_game::{is_variant_file, variant_in_text, variant_rating};

use crate::generator::Generated;
use crate::grid::{Board, CELLS, Candidates, Conflict, DigitSet, Grid};
use crate::logic::{self, Level, Rating};
use crate::solver::{Verdict, verdict};
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;
use std::fmt;
use std::time::Duration;

/// Where a game stands.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Status {
    /// The player is solving; the clock may run.
    Playing,
    /// The player paused: the board is hidden and the clock stopped.
    Paused,
    /// The player filled in the answer.
    Solved,
    /// The player asked to see the answer.
    Revealed,
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Status::Playing => "in progress",
            Status::Paused => "paused",
            Status::Solved => "solved",
            Status::Revealed => "revealed",
        })
    }
}

/// What is known about a puzzle besides its digits: the puzzle files' metadata type, so
/// nothing a file says is lost when it becomes a game and is saved or exported again.
pub use crate::formats::Metadata;

/// Why a game could not be made or an action was refused.
#[derive(Clone, PartialEq, Debug, thiserror::Error)]
pub enum GameError {
    /// Givens are part of the puzzle.
    #[error("{0} is a given and cannot be changed")]
    GivenCell(String),
    /// A cell index outside 0..81.
    #[error("there is no cell number {0}")]
    NoSuchCell(usize),
    /// A digit outside 1-9.
    #[error("{0} is not a digit from 1 to 9")]
    BadDigit(u8),
    /// A note in a cell that already holds a digit.
    #[error("{0} already holds a digit; erase it before adding notes")]
    FilledCell(String),
    /// The game does not take moves in its current status.
    #[error("the game is {0}")]
    NotPlaying(Status),
    /// Two equal givens in one unit.
    #[error("the puzzle breaks the rules: {0}")]
    BrokenGivens(Conflict),
    /// The givens admit no solution.
    #[error("the puzzle has no solution")]
    NoSolution,
    /// The givens admit more than one solution.
    #[error("the puzzle has more than one solution; add givens until only one is left")]
    MultipleSolutions,
    /// An answer that does not solve the givens.
    #[error("the stored answer does not solve the puzzle")]
    WrongAnswer,
    /// A colour outside 0-9.
    #[error("{0} is not a colour from 0 to 9")]
    BadColour(u8),
    /// Live candidates keep every candidate shown, so they cannot all be cleared.
    #[error("live candidates are on: strike candidates one by one, or turn live candidates off")]
    LiveCandidates,
    /// A checkpoint that does not exist.
    #[error("there is no checkpoint number {0}")]
    NoSuchCheckpoint(usize),
}

/// A Sudoku game in progress.
#[derive(Clone, Debug)]
pub struct Game {
    board: Board,
    notes: Candidates,
    marks: Box<[Marks; CELLS]>,
    solution: Grid,
    rating: Option<Rating>,
    status: Status,
    metadata: Metadata,
    clock: Clock,
    /// The steps to undo, oldest first (dropped from the front to keep the bound).
    undo: VecDeque<Edit>,
    redo: Vec<Edit>,
    /// The bytes undo and redo take in a save (see `history.rs`).
    history_bytes: usize,
    checkpoints: Vec<Checkpoint>,
    /// The givens allow several solutions; `solution` is the one the game plays against.
    several_solutions: bool,
    /// A practice position: no game of the statistics, whether practice goes on or not.
    practice: bool,
    /// Read from an exported replay: to be watched (see `replay.rs`).
    replay: bool,
    /// Help and mistakes so far; kept through undo (see `assistance.rs`).
    assistance: Assistance,
    /// The variant's rules; `None` for classic Sudoku (see `variant_game.rs`).
    variant: Option<std::sync::Arc<crate::variant::Puzzle>>,
    /// Whether entering a digit strikes it from the notes of the cell's peers.
    pub clear_peer_notes: bool,
    /// Whether candidates are kept live: every empty cell's notes are what its peers
    /// allow, less the candidates struck out (set by the app from its settings).
    pub live_candidates: bool,
    /// What a typed digit does, kept with the game so a save reopens in the same mode.
    pub input_mode: InputMode,
    /// The cell the player had selected (0..81), kept with the game so a save reopens
    /// there; `None` for a game never played (the app then selects the centre).
    pub cursor: Option<u8>,
}

impl PartialEq for Game {
    /// Two games are equal when everything but the running clock's start instant matches.
    fn eq(&self, other: &Game) -> bool {
        self.board == other.board
            && self.notes == other.notes
            && self.marks == other.marks
            && self.checkpoints == other.checkpoints
            && self.several_solutions == other.several_solutions
            && self.practice == other.practice
            && self.replay == other.replay
            && self.input_mode == other.input_mode
            && self.cursor == other.cursor
            && self.solution == other.solution
            && self.rating == other.rating
            && self.status == other.status
            && self.metadata == other.metadata
            && self.undo == other.undo
            && self.redo == other.redo
            && self.assistance == other.assistance
            && self.clear_peer_notes == other.clear_peer_notes
            && self.variant == other.variant
    }
}

impl Game {
    /// A new game from a puzzle's givens: checks it has exactly one solution, stores that
    /// answer, and rates the puzzle.
    pub fn new(puzzle: Grid) -> Result<Game, GameError> {
        if let Err(conflict) = puzzle.validate() {
            return Err(GameError::BrokenGivens(conflict));
        }
        let solution = match verdict(&puzzle) {
            Verdict::Unique(solution) => solution,
            Verdict::NoSolution => return Err(GameError::NoSolution),
            Verdict::Multiple => return Err(GameError::MultipleSolutions),
        };
        Ok(Game::assemble(puzzle, solution, Some(logic::rate(&puzzle))))
    }

    /// A new game from givens that may allow several solutions: one of them (the first the
    /// solver finds) becomes the answer that Check, hints and Solve use, and
    /// [`Game::has_several_solutions`] says so. A puzzle with one solution is as [`Game::new`].
    pub fn new_allowing_several(puzzle: Grid) -> Result<Game, GameError> {
        match Game::new(puzzle) {
            Err(GameError::MultipleSolutions) => {}
            other => return other,
        }
        let Some(solution) = crate::solver::solve_first(&puzzle) else {
            return Err(GameError::NoSolution);
        };
        // No rating: the logical solver rates puzzles with one solution only.
        let mut game = Game::assemble(puzzle, solution, None);
        game.several_solutions = true;
        Ok(game)
    }

    /// Whether the givens allow several solutions (the game plays against one of them).
    pub fn has_several_solutions(&self) -> bool {
        self.several_solutions
    }

    /// The same game as a practice position, which the statistics never count.
    pub fn as_practice(mut self) -> Game {
        self.practice = true;
        self
    }

    /// Whether this is a practice position (see [`Game::as_practice`]).
    pub fn is_practice(&self) -> bool {
        self.practice
    }

    /// A new game from a pencilmark puzzle: the givens of `puzzle`, and in each empty cell
    /// only `candidates`' digits, which become the cell's notes. The solution must be unique
    /// under those candidates (the givens alone may allow several).
    pub fn from_pencilmarks(puzzle: Grid, candidates: &Candidates) -> Result<Game, GameError> {
        if let Err(conflict) = puzzle.validate() {
            return Err(GameError::BrokenGivens(conflict));
        }
        let solution = match crate::solver::verdict_within(&puzzle, candidates) {
            Verdict::Unique(solution) => solution,
            Verdict::NoSolution => return Err(GameError::NoSolution),
            Verdict::Multiple => return Err(GameError::MultipleSolutions),
        };
        let rating = logic::rate_within(&puzzle, candidates);
        let mut game = Game::assemble(puzzle, solution, Some(rating));
        for cell in (0..CELLS).filter(|&cell| puzzle.get(cell) == 0) {
            game.notes.set(cell, candidates.get(cell));
        }
        Ok(game)
    }

    /// A new game from a puzzle the generator made (its answer and rating are trusted
    /// once the answer is checked against the givens).
    pub fn from_generated(generated: &Generated) -> Result<Game, GameError> {
        if !generated.solution.solves(&generated.puzzle) {
            return Err(GameError::WrongAnswer);
        }
        Ok(Game::assemble(
            generated.puzzle,
            generated.solution,
            Some(generated.rating),
        ))
    }

    fn assemble(puzzle: Grid, solution: Grid, rating: Option<Rating>) -> Game {
        Game {
            board: Board::new(puzzle),
            notes: Candidates::none(),
            marks: Box::new([Marks::NONE; CELLS]),
            solution,
            rating,
            status: Status::Playing,
            metadata: Metadata::default(),
            clock: Clock::default(),
            undo: VecDeque::new(),
            redo: Vec::new(),
            history_bytes: 0,
            checkpoints: Vec::new(),
            several_solutions: false,
            practice: false,
            replay: false,
            assistance: Assistance::default(),
            variant: None,
            clear_peer_notes: true,
            live_candidates: false,
            input_mode: InputMode::Digit,
            cursor: None,
        }
    }

    /// The same game with this metadata, each field cut to
    /// [`crate::formats::MAX_METADATA_BYTES`] so that its save always loads again.
    pub fn with_metadata(mut self, mut metadata: Metadata) -> Game {
        metadata.cut_to_bound();
        self.metadata = metadata;
        self
    }

    /// The givens.
    pub fn givens(&self) -> &Grid {
        self.board.givens()
    }

    /// The player's entries (0 where none).
    pub fn entries(&self) -> &Grid {
        self.board.entries()
    }

    /// Givens and entries together.
    pub fn grid(&self) -> Grid {
        self.board.combined()
    }

    /// The digit shown in a cell (given or entered), 0 when empty.
    pub fn digit(&self, cell: usize) -> u8 {
        match self.board.givens().get(cell) {
            0 => self.board.entries().get(cell),
            given => given,
        }
    }

    /// Whether a cell is a given.
    pub fn is_given(&self, cell: usize) -> bool {
        self.board.is_given(cell)
    }

    /// The pencil marks of a cell.
    pub fn notes(&self, cell: usize) -> DigitSet {
        self.notes.get(cell)
    }

    /// All pencil marks.
    pub fn all_notes(&self) -> &Candidates {
        &self.notes
    }

    /// A cell's corner marks, colour, candidate colours and struck-out candidates.
    pub fn marks(&self, cell: usize) -> Marks {
        self.marks.get(cell).copied().unwrap_or_default()
    }

    /// The checkpoints marked so far, oldest first.
    pub fn checkpoints(&self) -> &[Checkpoint] {
        &self.checkpoints
    }

    /// Marks the position as a checkpoint named `label` (not an undoable action: it changes
    /// nothing on the board); past [`MAX_CHECKPOINTS`] the oldest is forgotten, and a label is
    /// kept to [`MAX_LABEL_BYTES`]. Returns its place in the list.
    pub fn add_checkpoint(&mut self, mut label: String) -> usize {
        action_checks::shorten_label(&mut label);
        if self.checkpoints.len() >= MAX_CHECKPOINTS {
            self.checkpoints.remove(0);
        }
        self.checkpoints.push(Checkpoint {
            label,
            elapsed_ms: clock::saved_ms(self.elapsed()),
            entries: *self.entries(),
            notes: self.notes,
            marks: self.marks.clone(),
        });
        self.checkpoints.len() - 1
    }

    /// Forgets a checkpoint; returns whether there was one at `index`.
    pub fn remove_checkpoint(&mut self, index: usize) -> bool {
        if index < self.checkpoints.len() {
            self.checkpoints.remove(index);
            true
        } else {
            false
        }
    }

    /// The puzzle's one solution.
    pub fn solution(&self) -> &Grid {
        &self.solution
    }

    /// The puzzle's rating, when known.
    pub fn rating(&self) -> Option<&Rating> {
        self.rating.as_ref()
    }

    /// The puzzle's level, when rated.
    pub fn level(&self) -> Option<Level> {
        self.rating.map(|r| r.level)
    }

    /// Where the game stands.
    pub fn status(&self) -> Status {
        self.status
    }

    /// Title, author, source and comment.
    pub fn metadata(&self) -> &Metadata {
        &self.metadata
    }

    /// Changes the metadata (not an undoable action); a save keeps at most
    /// [`crate::formats::MAX_METADATA_BYTES`] of each field.
    pub fn metadata_mut(&mut self) -> &mut Metadata {
        &mut self.metadata
    }

    /// Time spent solving so far.
    pub fn elapsed(&self) -> Duration {
        self.clock.elapsed()
    }

    /// The clock itself.
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// Starts or stops the clock; it only runs while the game is being played.
    pub fn set_clock_running(&mut self, running: bool) {
        self.clock
            .set_running(running && self.status == Status::Playing);
    }

    /// Pauses a game being played: the clock stops and moves are refused until [`Game::resume`].
    pub fn pause(&mut self) {
        if self.status == Status::Playing {
            self.status = Status::Paused;
            self.clock.set_running(false);
        }
    }

    /// Resumes a paused game (the clock starts again on the next [`Game::set_clock_running`]).
    pub fn resume(&mut self) {
        if self.status == Status::Paused {
            self.status = Status::Playing;
        }
    }

    /// How many times each digit stands on the board (index 0 counts empty cells).
    pub fn digit_counts(&self) -> [u8; 10] {
        let mut counts = [0u8; 10];
        for &d in self.grid().cells() {
            counts[d as usize] += 1;
        }
        counts
    }

    /// Cells whose entry disagrees with the stored answer.
    pub fn wrong_entries(&self) -> Vec<usize> {
        (0..CELLS)
            .filter(|&c| {
                let e = self.board.entries().get(c);
                !self.is_given(c) && e != 0 && e != self.solution.get(c)
            })
            .collect()
    }

    /// Whether there is an action to undo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty() && matches!(self.status, Status::Playing | Status::Revealed)
    }

    /// Whether there is an action to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty() && matches!(self.status, Status::Playing | Status::Revealed)
    }

    /// The action the next undo would take back.
    pub fn undo_action(&self) -> Option<&Action> {
        self.undo.back().map(|e| &e.action)
    }

    /// The action the next redo would do again.
    pub fn redo_action(&self) -> Option<&Action> {
        self.redo.last().map(|e| &e.action)
    }

    /// The undo history, oldest first (bounded: see [`HISTORY_BYTES`]).
    pub fn history(&self) -> &VecDeque<Edit> {
        &self.undo
    }

    /// Applies an action. Returns whether anything changed; an action that changes
    /// nothing is not recorded.
    pub fn apply(&mut self, action: Action) -> Result<bool, GameError> {
        let action = action_checks::real_cells_only(action);
        let status_before = self.status;
        let changes = self.changes_for(&action)?;
        let mut status_after = match action {
            Action::Reveal => Status::Revealed,
            Action::Restart => Status::Playing,
            _ => status_before,
        };
        if changes.is_empty() && status_after == status_before {
            return Ok(false);
        }
        for change in &changes {
            self.write_change(change, true);
        }
        self.assistance
            .note_action(&action, &changes, &self.solution);
        if status_after == Status::Playing && self.grid() == self.solution {
            status_after = Status::Solved;
        }
        self.status = status_after;
        if status_after != Status::Playing {
            self.clock.set_running(false);
        }
        let at_ms = Some(clock::saved_ms(self.elapsed()));
        self.record(Edit {
            action,
            changes,
            status_before,
            status_after,
            at_ms,
        });
        Ok(true)
    }

    /// Takes back the last action exactly. Returns whether there was one to take back.
    pub fn undo(&mut self) -> bool {
        self.can_undo() && self.undo_step()
    }

    /// Does again the last action undone. Returns whether there was one.
    pub fn redo(&mut self) -> bool {
        if !self.can_redo() || !self.redo_step() {
            return false;
        }
        if self.status != Status::Playing {
            self.clock.set_running(false);
        }
        true
    }

    /// Undoes the last step whatever the status (a replay walks a finished game too).
    pub(super) fn undo_step(&mut self) -> bool {
        let Some(edit) = self.undo.pop_back() else {
            return false;
        };
        for change in edit.changes.iter().rev() {
            self.write_change(change, false);
        }
        self.status = edit.status_before;
        self.redo.push(edit);
        true
    }

    /// Redoes the next step whatever the status.
    pub(super) fn redo_step(&mut self) -> bool {
        let Some(edit) = self.redo.pop() else {
            return false;
        };
        for change in &edit.changes {
            self.write_change(change, true);
        }
        self.status = edit.status_after;
        self.undo.push_back(edit);
        true
    }
}

#[cfg(test)]
mod history_tests;
#[cfg(test)]
mod largest_save_tests;
#[cfg(test)]
mod marks_tests;
#[cfg(test)]
mod replay_tests;
#[cfg(test)]
mod save_checks_tests;
#[cfg(test)]
mod save_tests;
#[cfg(test)]
mod tests;
