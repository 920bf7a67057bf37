//! The player's input on a game of another size: the cursor, the input mode (digits,
//! notes, corner marks or colours, as beside a 9x9 game) and the digit keys and pad as the
//! mode reads them. [`input`] turns such a command into the move it makes, if any.

use super::command::{Command, Direction, ToolkitCommand};
use crate::game::{COLOURS, InputMode, SizedAction};

/// What an input command comes to on a game of another size.
pub(super) enum SizedInput {
    /// A move to make.
    Move(SizedAction),
    /// Done without a move: the cursor or the mode changed, or nothing applies.
    Done,
}

/// Where the player is on a grid `size` wide: the cursor and the input mode.
pub(super) struct Cursor<'a> {
    /// The grid's width.
    pub size: usize,
    /// The selected cell.
    pub selected: &'a mut usize,
    /// What typed digits do.
    pub mode: &'a mut InputMode,
}

/// The move or change of cursor or mode an input command makes at `play`; `None` for a
/// command that is no input.
pub(super) fn input(play: Cursor<'_>, command: &Command) -> Option<SizedInput> {
    let Cursor {
        size,
        selected,
        mode,
    } = play;
    let cell = *selected;
    let by_mode = |mode: InputMode, digit: u8| match mode {
        InputMode::Digit => Some(SizedAction::Enter { cell, digit }),
        InputMode::Candidate => Some(SizedAction::ToggleNote { cell, digit }),
        InputMode::Corner => Some(SizedAction::ToggleCorner { cell, digit }),
        // Nine colours: the keys past 9 paint nothing.
        InputMode::Colour if digit <= COLOURS => Some(SizedAction::Paint {
            cell,
            colour: digit,
        }),
        InputMode::Colour => None,
    };
    let action = match *command {
        Command::Digit(digit) => by_mode(*mode, digit),
        Command::NoteDigit(digit) => by_mode(InputMode::Candidate, digit),
        Command::Toolkit(ToolkitCommand::CornerDigit(digit)) => by_mode(InputMode::Corner, digit),
        Command::Toolkit(ToolkitCommand::ColourDigit(colour)) => by_mode(InputMode::Colour, colour),
        Command::Erase if *mode == InputMode::Colour => {
            Some(SizedAction::Paint { cell, colour: 0 })
        }
        Command::Erase => Some(SizedAction::Erase { cell }),
        Command::Toolkit(ToolkitCommand::SetMode(chosen)) => set_mode(mode, chosen),
        Command::Toolkit(ToolkitCommand::CycleMode) => set_mode(mode, mode.next()),
        Command::Toolkit(ToolkitCommand::ToggleCornerMode) => toggle_mode(mode, InputMode::Corner),
        Command::Toolkit(ToolkitCommand::ToggleColourMode) => toggle_mode(mode, InputMode::Colour),
        Command::ToggleNotesMode => toggle_mode(mode, InputMode::Candidate),
        Command::Move(direction) => {
            *selected = moved(cell, size, direction);
            None
        }
        Command::Select(cell) if cell < size * size => {
            *selected = cell;
            None
        }
        Command::SelectAndToggleNotes(cell) if cell < size * size => {
            *selected = cell;
            toggle_mode(mode, InputMode::Candidate)
        }
        // The rest of the toolkit (selections of many cells, candidate colours,
        // checkpoints) is the 9x9 game's.
        Command::Toolkit(_) => None,
        _ => return None,
    };
    Some(action.map_or(SizedInput::Done, SizedInput::Move))
}

fn set_mode(mode: &mut InputMode, chosen: InputMode) -> Option<SizedAction> {
    *mode = chosen;
    None
}

/// Switches between `chosen` and entering digits.
fn toggle_mode(mode: &mut InputMode, chosen: InputMode) -> Option<SizedAction> {
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
}
