//! What the player does, as values: each [`Action`], and the [`Edit`] it leaves on the undo
//! and redo stacks with every cell it changed.

use super::{HintRecord, MarkLayer, Marks, Status};
use crate::grid::DigitSet;
use serde::{Deserialize, Serialize};

/// One thing the player does to the game. Undo and redo work action by action.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub enum Action {
    /// Enter a digit 1-9 in a cell that is not a given.
    SetDigit {
        /// Cell index 0..81.
        cell: u8,
        /// Digit 1-9.
        digit: u8,
    },
    /// Erase a cell's entry, or its notes when it has no entry.
    ClearCell {
        /// Cell index 0..81.
        cell: u8,
    },
    /// Add or remove one pencil mark in an empty cell.
    ToggleNote {
        /// Cell index 0..81.
        cell: u8,
        /// Digit 1-9.
        digit: u8,
    },
    /// Replace the notes of every empty cell with the digits its peers allow.
    FillCandidates,
    /// Remove every note.
    ClearNotes,
    /// Carry out a hint's step, classic or variant: enter its placements, strike its
    /// eliminations from the notes. The history keeps the step as a [`HintRecord`]
    /// (`HintRecord::from(step)`); saves before version 7 wrote a variant game's hints as
    /// `ApplyVariantHint`, read here as this.
    #[serde(alias = "ApplyVariantHint")]
    ApplyHint(HintRecord),
    /// Remove every entry and note.
    Restart,
    /// Fill in the stored answer and end the game.
    Reveal,
    /// Enter a digit in several cells at once.
    SetDigits {
        /// Cell indices 0..81.
        cells: Vec<u8>,
        /// Digit 1-9.
        digit: u8,
    },
    /// Erase several cells: an entry goes first; a cell with none loses its candidates and
    /// corner marks.
    ClearCells {
        /// Cell indices 0..81.
        cells: Vec<u8>,
    },
    /// Write or remove a candidate or corner mark in several cells: removed from all of them
    /// when every open one has it, else added to all.
    Mark {
        /// Cell indices 0..81.
        cells: Vec<u8>,
        /// Candidate or corner mark.
        layer: MarkLayer,
        /// Digit 1-9.
        digit: u8,
    },
    /// Paint cells a colour 1-9, or take their colour away (0).
    Paint {
        /// Cell indices 0..81.
        cells: Vec<u8>,
        /// Colour 0-9.
        colour: u8,
    },
    /// Paint one candidate a colour 1-9, or take its colour away (0).
    PaintCandidate {
        /// Cell index 0..81.
        cell: u8,
        /// Digit 1-9.
        digit: u8,
        /// Colour 0-9.
        colour: u8,
    },
    /// Turn live candidates on: every empty cell shows what its peers allow, less what the
    /// player had already ruled out (a cell's missing notes count as struck out).
    StartLiveCandidates,
    /// Put the board back as it was at a checkpoint.
    GoToCheckpoint {
        /// The checkpoint's place in the list.
        index: usize,
        /// Its name, for the history.
        label: String,
    },
}

/// What one action did to one cell: its entry, notes and marks before and after.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct CellChange {
    /// Cell index 0..81.
    pub cell: u8,
    /// Entry before (0 for none).
    pub entry_before: u8,
    /// Entry after (0 for none).
    pub entry_after: u8,
    /// Notes before.
    pub notes_before: DigitSet,
    /// Notes after.
    pub notes_after: DigitSet,
    /// Marks before (saves before version 3 have none).
    #[serde(default, skip_serializing_if = "Marks::is_empty")]
    pub marks_before: Marks,
    /// Marks after.
    #[serde(default, skip_serializing_if = "Marks::is_empty")]
    pub marks_after: Marks,
}

/// One applied action with everything it changed, as kept on the undo and redo stacks.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Edit {
    /// The action as the player gave it.
    pub action: Action,
    /// Every cell it changed.
    pub changes: Vec<CellChange>,
    /// The status before the action.
    pub status_before: Status,
    /// The status after it.
    pub status_after: Status,
    /// The game's clock when it was taken, in milliseconds (saves before version 9 have
    /// none): what a replay times its moves by.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at_ms: Option<u64>,
}
