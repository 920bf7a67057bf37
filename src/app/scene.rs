//! What the board draws, worked out by the app each frame: each cell's view, what covers
//! the board, and the whole scene (highlights, hint, palette, a variant's rules).

use super::hint_marks::HintMarks;
use super::selection::CellSet;
use super::theme::Palette;
use crate::game::CandidateColours;
use crate::grid::{CELLS, DigitSet};
use crate::logic::Level;

/// What one cell shows.
#[derive(Clone, Copy, Default, Debug, PartialEq)]
pub struct CellView {
    /// The digit, 0 when empty.
    pub digit: u8,
    /// Whether the digit is a given.
    pub given: bool,
    /// Pencil marks (shown when the cell is empty).
    pub notes: DigitSet,
    /// Whether the digit is marked as an error (clash or mistake).
    pub error: bool,
    /// Whether the digit disagrees with the answer and that is being shown.
    pub wrong: bool,
    /// Corner marks (shown when the cell is empty).
    pub corner: DigitSet,
    /// The cell's colour, 1-9, or 0.
    pub colour: u8,
    /// The colours of its candidates.
    pub candidate_colours: CandidateColours,
    /// Whether the player's candidate filter picks the cell.
    pub highlighted: bool,
}

/// Something covering the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Overlay {
    /// Nothing: the board is shown.
    None,
    /// The game is paused: digits are hidden.
    Paused,
    /// The first puzzle is being made.
    Generating(Level),
    /// A puzzle file is being read.
    Opening,
}

/// Everything the board draws.
pub struct Scene<'a> {
    /// The 81 cells.
    pub cells: [CellView; CELLS],
    /// The cursor.
    pub selected: Option<usize>,
    /// Every selected cell (the cursor among them).
    pub selection: CellSet,
    /// Draw candidates in a line in the middle of the cell, not in a 3x3 grid.
    pub centred_candidates: bool,
    /// Tint the selected cell's row, column and box.
    pub highlight_peers: bool,
    /// Tint cells and notes holding this digit.
    pub highlight_digit: Option<u8>,
    /// The hint being shown.
    pub hint: Option<&'a HintMarks>,
    /// What covers the board, if anything.
    pub overlay: Overlay,
    /// Colours.
    pub palette: &'a Palette,
    /// Label the rows r1-r9 at the left and the columns c1-c9 above.
    pub coordinates: bool,
    /// A variant's rules, drawn on the board (regions, diagonals, windows, cages).
    pub variant: Option<&'a crate::variant::Puzzle>,
}
