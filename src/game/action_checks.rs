//! Checks of what a save's history records: every cell, digit, colour and house inside an
//! action and a hint record is in range, so a damaged or edited save is refused with the
//! field named instead of loading a step that undo, redo or a description cannot handle.

use super::{Action, COLOURS, HintRecord, MAX_LABEL_BYTES};
use crate::grid::{CELLS, House};
use crate::logic::Candidate;

/// The action with the cells that do not exist left out of its cell list, as the history
/// keeps it: a selection of several cells skips them (see `Game::open_cells`), and a save
/// holding them would not load.
pub(super) fn real_cells_only(mut action: Action) -> Action {
    if let Action::GoToCheckpoint { label, .. } = &mut action {
        shorten_label(label);
    }
    if let Action::SetDigits { cells, .. }
    | Action::ClearCells { cells }
    | Action::Mark { cells, .. } = &mut action
        && cells.len() > 1
    {
        cells.retain(|&cell| usize::from(cell) < CELLS);
    }
    action
}

/// Cuts a checkpoint's label to [`MAX_LABEL_BYTES`] (at a character's boundary), so that
/// what the game keeps a save can hold.
pub(super) fn shorten_label(label: &mut String) {
    if label.len() > MAX_LABEL_BYTES {
        let end = (0..=MAX_LABEL_BYTES)
            .rev()
            .find(|&i| label.is_char_boundary(i))
            .unwrap_or(0);
        label.truncate(end);
    }
}

/// Checks every field of a recorded action; `Err` names the first out of range.
pub(super) fn check_action(action: &Action) -> Result<(), String> {
    match action {
        Action::SetDigit { cell, digit } | Action::ToggleNote { cell, digit } => {
            check_cell("cell", *cell)?;
            check_digit("digit", *digit)
        }
        Action::ClearCell { cell } => check_cell("cell", *cell),
        Action::SetDigits { cells, digit } | Action::Mark { cells, digit, .. } => {
            check_cells("cells", cells)?;
            check_digit("digit", *digit)
        }
        Action::ClearCells { cells } => check_cells("cells", cells),
        Action::Paint { cells, colour } => {
            check_cells("cells", cells)?;
            check_colour(*colour)
        }
        Action::PaintCandidate {
            cell,
            digit,
            colour,
        } => {
            check_cell("cell", *cell)?;
            check_digit("digit", *digit)?;
            check_colour(*colour)
        }
        Action::GoToCheckpoint { label, .. } if label.len() > MAX_LABEL_BYTES => {
            Err(format!("label: longer than {MAX_LABEL_BYTES} bytes"))
        }
        Action::ApplyHint(hint) => check_hint(hint),
        Action::FillCandidates
        | Action::ClearNotes
        | Action::Restart
        | Action::Reveal
        | Action::StartLiveCandidates
        | Action::GoToCheckpoint { .. } => Ok(()),
    }
}

fn check_cell(field: &str, cell: u8) -> Result<(), String> {
    if usize::from(cell) < CELLS {
        Ok(())
    } else {
        Err(format!("{field}: {cell} is not a cell (0-80)"))
    }
}

fn check_cells(field: &str, cells: &[u8]) -> Result<(), String> {
    cells.iter().try_for_each(|&cell| check_cell(field, cell))
}

fn check_digit(field: &str, digit: u8) -> Result<(), String> {
    if (1..=9).contains(&digit) {
        Ok(())
    } else {
        Err(format!("{field}: {digit} is not a digit 1-9"))
    }
}

fn check_colour(colour: u8) -> Result<(), String> {
    if colour <= COLOURS {
        Ok(())
    } else {
        Err(format!("colour: {colour} is not a colour 0-{COLOURS}"))
    }
}

fn check_candidates(field: &str, candidates: &[Candidate]) -> Result<(), String> {
    candidates.iter().try_for_each(|c| {
        check_cell(field, c.cell)?;
        check_digit(field, c.digit)
    })
}

fn check_units(units: &[House]) -> Result<(), String> {
    for unit in units {
        let in_range = match *unit {
            House::Row(n) | House::Col(n) | House::Box(n) | House::Region(n) => n < 9,
            House::Window(n) => n < 4,
            House::Diagonal | House::AntiDiagonal => true,
        };
        if !in_range {
            return Err(format!("units: {unit:?} is not a house (0-8)"));
        }
    }
    Ok(())
}

fn check_hint(hint: &HintRecord) -> Result<(), String> {
    check_candidates("placements", &hint.placements)?;
    check_candidates("eliminations", &hint.eliminations)?;
    check_candidates("pattern", &hint.pattern)?;
    check_cells("cells", &hint.cells)?;
    check_units(&hint.units)
}
