//! What the board draws, worked out by the app each frame: each cell's view, what covers
//! the board, and the whole scene (highlights, hint, palette, a variant's rules); and each
//! cell's accessibility label, read from its view.

use super::hint_marks::HintMarks;
use super::selection::CellSet;
use super::theme::Palette;
use crate::game::CandidateColours;
use crate::grid::{CELLS, DigitSet, col_of, row_of};
use crate::i18n::{Arg, tr_args};
use crate::logic::Level;

/// What one cell shows.
#[derive(Clone, Copy, Default, Debug, PartialEq)]
pub struct CellView {
    /// The digit, 0 when empty.
    pub digit: u8,
    /// Whether the digit is a given.
    pub given: bool,
    /// Whether the digit was filled in by Show solution, not by the player.
    pub revealed: bool,
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
    /// Rules drawn beyond the variant's (the workshop's thermometers, arrows, dots…).
    pub drawn: &'a [crate::rules::marks::RuleMark],
}

/// A cell's place as a screen reader says it: "row 3, column 5" in English, not the
/// "r3c5" of the hint texts, which a speech synthesiser spells out letter by letter.
pub fn cell_place(cell: usize) -> String {
    tr_args(
        "play-cell-place",
        &[
            ("row", Arg::from(row_of(cell) + 1)),
            ("column", Arg::from(col_of(cell) + 1)),
        ],
    )
}

/// The accessibility label of a cell. Each detail is a message that takes the label so far,
/// so a language words and orders its own list ("row 3, column 5, 7, given" in English).
pub fn cell_label(cell: usize, view: &CellView) -> String {
    let cell = ("cell", Arg::from(cell_place(cell)));
    let add = |label: String, id: &str, extra: Option<(&str, Arg)>| {
        let mut args = vec![("label", Arg::from(label))];
        args.extend(extra);
        tr_args(id, &args)
    };
    let mut label = if view.digit != 0 {
        let mut label = tr_args("play-cell-filled", &[cell, ("digit", view.digit.into())]);
        if view.given {
            label = add(label, "play-cell-given", None);
        } else if view.revealed {
            label = add(label, "play-cell-revealed", None);
        }
        if view.wrong {
            label = add(label, "play-cell-wrong", None);
        } else if view.error {
            label = add(label, "play-cell-clashes", None);
        }
        label
    } else {
        let digits = |set: DigitSet| {
            let text = set
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(" ");
            Some(("digits", Arg::from(text)))
        };
        let mut label = tr_args("play-cell-empty", &[cell]);
        if !view.notes.is_empty() {
            label = add(label, "play-cell-notes", digits(view.notes));
        }
        if !view.corner.is_empty() {
            label = add(label, "play-cell-corner", digits(view.corner));
        }
        label
    };
    if view.colour != 0 {
        let colour = super::cell_colours::name(view.colour);
        label = add(label, "play-cell-colour", Some(("colour", colour.into())));
    }
    if view.highlighted {
        label = add(label, "play-cell-highlighted", None);
    }
    label
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cell_labels_read_naturally() {
        let given = CellView {
            digit: 7,
            given: true,
            ..CellView::default()
        };
        assert_eq!(cell_label(22, &given), "row 3, column 5, 7, given");
        let entry = CellView {
            digit: 4,
            ..CellView::default()
        };
        assert_eq!(cell_label(22, &entry), "row 3, column 5, 4");
        let wrong = CellView {
            wrong: true,
            error: true,
            ..entry
        };
        assert_eq!(cell_label(22, &wrong), "row 3, column 5, 4, wrong");
        let notes = CellView {
            notes: [1u8, 4, 9].into_iter().collect(),
            ..CellView::default()
        };
        assert_eq!(
            cell_label(22, &notes),
            "row 3, column 5, empty, notes 1 4 9"
        );
        assert_eq!(
            cell_label(0, &CellView::default()),
            "row 1, column 1, empty"
        );
    }
}
