//! The commands that belong to one window or tool, grouped so that each handler matches all
//! of its own and nothing else: [`AllStepsCommand`], [`PrintCommand`], [`ReplayCommand`],
//! [`SolvePathCommand`],
//! [`StatisticsCommand`], [`TechniquesCommand`], the board's [`ToolkitCommand`] and the
//! reading keys' [`Reading`]. Their labels and keys are in the one command table
//! (`command.rs`); this file holds only the values (and a reading's letter).

use super::carried::{PathOrigin, PrintChoices};
use crate::game::InputMode;
use crate::logic::{Level, Technique};
use egui::Key;
use std::path::PathBuf;

/// Which steps the list shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct StepFilter {
    /// Only this technique's steps.
    pub technique: Option<Technique>,
    /// Only steps that place or remove this digit.
    pub digit: Option<u8>,
    /// Only steps that place, remove or look at the selected cell.
    pub selected_cell: bool,
}

/// What the All steps window does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AllStepsCommand {
    /// Show or hide the window: every step at the player's position.
    ToggleWindow,
    /// Draw this step (an index into the list) on the board, or none.
    Choose(Option<usize>),
    /// Show only the steps that pass this filter.
    Filter(StepFilter),
    /// Apply the chosen step to the game.
    Apply,
}

/// What the Replay window does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ReplayCommand {
    /// Show or hide the Replay window: the game's solve played back on the board.
    ToggleWindow,
    /// Play, or pause while playing.
    PlayPause,
    /// Show the step before.
    StepBack,
    /// Show the next step.
    StepForward,
    /// Go back to the start.
    ToStart,
    /// Go to the last step.
    ToEnd,
    /// Play at this many seconds of the game a second (1, 2, 4, 8 or 16).
    Speed(u32),
    /// Put the replay's clock at this many milliseconds of the game.
    Seek(u64),
    /// Write the solve as a replay file that another copy of Nonet opens to watch.
    Export,
}

/// What the Print window does.
#[derive(Clone, PartialEq, Debug)]
pub enum PrintCommand {
    /// Show or hide the Print window.
    ToggleWindow,
    /// Change the window's choices.
    SetChoices(PrintChoices),
    /// Choose where to write the booklet the window describes, then print it.
    Print,
    /// Write the booklet the window describes to this PDF and open it.
    PrintTo(PathBuf),
    /// Stop making the booklet.
    Cancel,
}

/// What the solve path window does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SolvePathCommand {
    /// Show or hide the solve path: the whole logical solution, step by step.
    ToggleWindow,
    /// Work the path out from the start or from the player's position.
    From(PathOrigin),
    /// Show the board just before this step.
    Select(usize),
    /// Show the step before the one shown.
    Back,
    /// Show the step after the one shown.
    Forward,
    /// Carry out the steps up to and including this one.
    ApplyTo(usize),
}

/// What the statistics window does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum StatisticsCommand {
    /// Show or hide the statistics window.
    ToggleWindow,
    /// Export every game as CSV (through a file dialog).
    Export,
    /// Plot the last games of this level.
    ShowLevel(Level),
    /// Show the statistics of this variant (Classic, X, Windoku, Jigsaw, Killer).
    ShowVariant(crate::variant::Kind),
    /// Show the statistics of games of another size than 9x9.
    ShowSize(crate::generator::sized::SizedKind),
    /// Move the calendar by this many months.
    Month(i32),
}

/// What the techniques window and practice do.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TechniquesCommand {
    /// Show or hide the techniques: what each does, an example, and practice.
    ToggleWindow,
    /// List the techniques practised in puzzles of this kind (classic, or a variant).
    ShowVariant(crate::variant::Kind),
    /// Show this technique of puzzles of this kind (classic, or a variant) in the window.
    Choose(crate::variant::Kind, Technique),
    /// Practise a technique in puzzles of this kind: positions where it is the next step.
    Practise(crate::variant::Kind, Technique),
    /// The next practice position.
    NextPractice,
    /// Stop practising and keep the position as a game.
    StopPractice,
}

/// What the player's toolkit on the board does: the selection, input modes, marks and
/// checkpoints (carried out in `toolkit.rs`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ToolkitCommand {
    /// Add a cell to the selection, or take it out (Ctrl+click).
    ToggleSelect(usize),
    /// Start a new selection at this cell (a drag across the board begins).
    StartDragSelection(usize),
    /// Add a cell to the selection (dragging across the board).
    ExtendSelection(usize),
    /// Select every cell.
    SelectAll,
    /// Choose what typed digits do: enter, candidate, corner mark or colour.
    SetMode(InputMode),
    /// Go on to the next input mode.
    CycleMode,
    /// Switch between entering digits and writing corner marks.
    ToggleCornerMode,
    /// Switch between entering digits and painting colours.
    ToggleColourMode,
    /// Write or remove a corner mark without switching modes.
    CornerDigit(u8),
    /// Paint the selected cells in a colour (0 takes the colour away) without switching modes.
    ColourDigit(u8),
    /// Paint one candidate of a cell in the brush colour (again to take it away).
    PaintCandidate {
        /// The cell.
        cell: usize,
        /// The candidate's digit.
        digit: u8,
    },
    /// Mark the position as a checkpoint.
    AddCheckpoint,
    /// Put the board back as it was at this checkpoint (undoable).
    GoToCheckpoint(usize),
    /// Forget this checkpoint.
    RemoveCheckpoint(usize),
}

/// What the workshop, where a puzzle is set, does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SetterCommand {
    /// Set a new puzzle of this kind, from an empty grid.
    Start(crate::variant::Kind),
    /// Set a new puzzle of another size than 9x9, from an empty grid (a jigsaw's regions
    /// drawn at random).
    StartSized(crate::generator::sized::SizedKind),
    /// Draw the jigsaw's regions again at random (at another size than 9x9).
    NewShape,
    /// Set the puzzle being played: its givens, cages and regions, to edit.
    EditCurrent,
    /// Keep this symmetry while placing and removing givens.
    KeepSymmetry(crate::generator::Symmetry),
    /// Add the given that splits the remaining solutions best.
    AddSplitGiven,
    /// Fill the marked cells (the selection, or the givens' places) with a puzzle of this
    /// level.
    FillPattern(Level),
    /// Make the selected cells a killer cage adding up to this sum.
    MakeCage(u32),
    /// Put this in the next cage's Sum field (`None` empties it).
    SetCageSum(Option<u32>),
    /// Remove the killer cage of the selected cell.
    RemoveCage,
    /// Move the selected cells into this jigsaw region (0..9).
    PaintRegion(u8),
    /// Show or hide the true candidates (the digits some solution has) in empty cells.
    ToggleTrueCandidates,
    /// Draw a rule of this kind along the selected cells, in the order selected.
    DrawRule(crate::setter::RuleTool),
    /// Remove the rules drawn on the selected cell.
    RemoveRules,
    /// Turn a rule of the whole grid on or off.
    ToggleGlobal(crate::setter::GlobalRule),
}

/// What a reading key says: the cursor's row, column or box cell by cell, how many cells
/// are empty, how many of each digit are placed, or the time.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Reading {
    /// The cursor's row.
    Row,
    /// The cursor's column.
    Column,
    /// The cursor's box.
    Box,
    /// How many cells are empty.
    EmptyCells,
    /// How many of each digit are placed.
    DigitCounts,
    /// The game's time.
    Time,
}

impl Reading {
    /// Every reading, in the order the shortcuts sheet lists them.
    pub const ALL: [Reading; 6] = [
        Reading::Row,
        Reading::Column,
        Reading::Box,
        Reading::EmptyCells,
        Reading::DigitCounts,
        Reading::Time,
    ];

    /// The reading's message in the catalogue: the command's label, with its tooltip as
    /// `.tip`.
    pub fn message_id(self) -> &'static str {
        match self {
            Reading::Row => "cmd-read-row",
            Reading::Column => "cmd-read-column",
            Reading::Box => "cmd-read-box",
            Reading::EmptyCells => "cmd-read-empty",
            Reading::DigitCounts => "cmd-read-counts",
            Reading::Time => "cmd-read-time",
        }
    }

    /// The letter read with Alt.
    pub(super) fn key(self) -> Key {
        match self {
            Reading::Row => Key::R,
            Reading::Column => Key::C,
            Reading::Box => Key::B,
            Reading::EmptyCells => Key::E,
            Reading::DigitCounts => Key::D,
            Reading::Time => Key::T,
        }
    }
}
