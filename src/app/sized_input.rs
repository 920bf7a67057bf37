//! The player's input on a game of another size: the cursor and the cells selected with it
//! (Ctrl+click, a drag, Ctrl+A, as beside a 9x9 game), the input mode (digits, notes, corner
//! marks or colours) and the digit keys and pad as the mode reads them. [`input`] turns such
//! a command into the move it makes on the selection, if any.

use super::command::{Command, Direction, ToolkitCommand};
use crate::game::{COLOURS, InputMode, SelectionMove};

/// What an input command comes to on a game of another size.
pub(super) enum SizedInput {
    /// A move to make on every selected cell.
    Move(SelectionMove),
    /// Done without a move: the cursor or the mode changed, or nothing applies.
    Done,
}

/// Where the player is on a grid `size` wide: the cursor, the selection and the input mode.
pub(super) struct Cursor<'a> {
    /// The grid's width.
    pub size: usize,
    /// The cursor's cell, always one of the selection.
    pub selected: &'a mut usize,
    /// The cells selected, each once.
    pub selection: &'a mut Vec<usize>,
    /// What typed digits do.
    pub mode: &'a mut InputMode,
}

/// The move or change of cursor or mode an input command makes at `play`; `None` for a
/// command that is no input.
pub(super) fn input(play: Cursor<'_>, command: &Command) -> Option<SizedInput> {
    let Cursor {
        size,
        selected,
        selection,
        mode,
    } = play;
    let cells = size * size;
    let by_mode = |mode: InputMode, digit: u8| match mode {
        InputMode::Digit => Some(SelectionMove::Enter(digit)),
        InputMode::Candidate => Some(SelectionMove::Note(digit)),
        InputMode::Corner => Some(SelectionMove::Corner(digit)),
        // Nine colours: the keys past 9 paint nothing.
        InputMode::Colour if digit <= COLOURS => Some(SelectionMove::Paint(digit)),
        InputMode::Colour => None,
    };
    let action = match *command {
        Command::Digit(digit) => by_mode(*mode, digit),
        Command::NoteDigit(digit) => by_mode(InputMode::Candidate, digit),
        Command::Toolkit(ToolkitCommand::CornerDigit(digit)) => by_mode(InputMode::Corner, digit),
        Command::Toolkit(ToolkitCommand::ColourDigit(colour)) => by_mode(InputMode::Colour, colour),
        Command::Erase if *mode == InputMode::Colour => Some(SelectionMove::Paint(0)),
        Command::Erase => Some(SelectionMove::Erase),
        Command::Toolkit(ToolkitCommand::SetMode(chosen)) => set_mode(mode, chosen),
        Command::Toolkit(ToolkitCommand::CycleMode) => set_mode(mode, mode.next()),
        Command::Toolkit(ToolkitCommand::ToggleCornerMode) => toggle_mode(mode, InputMode::Corner),
        Command::Toolkit(ToolkitCommand::ToggleColourMode) => toggle_mode(mode, InputMode::Colour),
        Command::ToggleNotesMode => toggle_mode(mode, InputMode::Candidate),
        Command::Move(direction) => {
            let cell = moved(*selected, size, direction);
            select_only(selected, selection, cell);
            None
        }
        Command::Select(cell) if cell < cells => {
            select_only(selected, selection, cell);
            None
        }
        Command::SelectAndToggleNotes(cell) if cell < cells => {
            select_only(selected, selection, cell);
            toggle_mode(mode, InputMode::Candidate)
        }
        Command::Toolkit(ToolkitCommand::ToggleSelect(cell)) if cell < cells => {
            toggle_selected(selected, selection, cell);
            None
        }
        Command::Toolkit(ToolkitCommand::StartDragSelection(cell)) if cell < cells => {
            select_only(selected, selection, cell);
            None
        }
        Command::Toolkit(ToolkitCommand::ExtendSelection(cell)) if cell < cells => {
            if !selection.contains(&cell) {
                selection.push(cell);
            }
            *selected = cell;
            None
        }
        Command::Toolkit(ToolkitCommand::SelectAll) => {
            *selection = (0..cells).collect();
            None
        }
        // The rest of the toolkit (checkpoints) is the 9x9 game's; a note's colour is
        // painted by `sized_play` before the input is read.
        Command::Toolkit(_) => None,
        _ => return None,
    };
    Some(action.map_or(SizedInput::Done, SizedInput::Move))
}

/// A plain click or a move: `cell` alone is selected.
fn select_only(selected: &mut usize, selection: &mut Vec<usize>, cell: usize) {
    *selected = cell;
    *selection = vec![cell];
}

/// Ctrl+click: `cell` joins the selection as the cursor, or leaves it (the cursor moving to
/// another selected cell) unless it is the only one.
fn toggle_selected(selected: &mut usize, selection: &mut Vec<usize>, cell: usize) {
    match selection.iter().position(|&c| c == cell) {
        Some(at) if selection.len() > 1 => {
            selection.remove(at);
            if *selected == cell {
                *selected = selection[0];
            }
        }
        Some(_) => {}
        None => {
            selection.push(cell);
            *selected = cell;
        }
    }
}

fn set_mode(mode: &mut InputMode, chosen: InputMode) -> Option<SelectionMove> {
    *mode = chosen;
    None
}

/// Switches between `chosen` and entering digits.
fn toggle_mode(mode: &mut InputMode, chosen: InputMode) -> Option<SelectionMove> {
    let next = if *mode == chosen {
        InputMode::Digit
    } else {
        chosen
    };
    set_mode(mode, next)
}

/// The cell one step from `cell` in `direction` on a grid `size` wide, round the edges.
fn moved(cell: usize, size: usize, direction: Direction) -> usize {
    let (rows, cols) = direction.offset();
    let row = (cell / size) as i32 + rows;
    let col = (cell % size) as i32 + cols;
    let wrap = |i: i32| i.rem_euclid(size as i32) as usize;
    wrap(row) * size + wrap(col)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cursor_moves_round_the_edges_of_any_size() {
        assert_eq!(moved(0, 16, Direction::Left), 15);
        assert_eq!(moved(0, 16, Direction::Up), 240);
        assert_eq!(moved(255, 16, Direction::Right), 240);
        assert_eq!(moved(5, 6, Direction::Down), 11);
    }

    #[test]
    fn ctrl_click_adds_and_takes_out_but_never_the_last_cell() {
        let (mut selected, mut selection) = (3, vec![3]);
        toggle_selected(&mut selected, &mut selection, 3);
        assert_eq!(
            (selected, &selection[..]),
            (3, &[3][..]),
            "the last cell stays"
        );
        toggle_selected(&mut selected, &mut selection, 20);
        assert_eq!(
            (selected, &selection[..]),
            (20, &[3, 20][..]),
            "the cursor follows"
        );
        toggle_selected(&mut selected, &mut selection, 20);
        assert_eq!(
            (selected, &selection[..]),
            (3, &[3][..]),
            "the cursor moves back"
        );
    }

    #[test]
    fn a_move_of_the_cursor_leaves_the_cursor_alone_selected() {
        let (mut selected, mut selection) = (7, vec![1, 7]);
        let mut mode = InputMode::Digit;
        let at = Cursor {
            size: 6,
            selected: &mut selected,
            selection: &mut selection,
            mode: &mut mode,
        };
        assert!(matches!(
            input(at, &Command::Move(Direction::Right)),
            Some(SizedInput::Done)
        ));
        assert_eq!((selected, selection), (8, vec![8]));
    }
}
