//! The player's toolkit as the app carries it out: the selection (one cell or many), the
//! input modes and their modifier keys, digit-first input, colours, live candidates and
//! checkpoints. Each command here ends in a `game::Action` through `NonetApp::act`, so it is
//! one undo step however many cells it reaches.

use super::command::ToolkitCommand;
use super::selection::CellSet;
use super::setting_drawing::PathStep;
use super::{Message, NonetApp};
use crate::game::{Action, Checkpoint, Game, InputMode, MarkLayer, Status, format_duration};
use crate::i18n::{Arg, tr_args};
use crate::setter::Edit;
use std::time::Duration;

/// The name a checkpoint's label stands for, to be saved with the game: "Checkpoint 2".
/// Saves keep it in English, so a file reads the same whatever the language.
fn checkpoint_label(number: usize) -> String {
    format!("Checkpoint {number}")
}

/// A checkpoint's label as the player reads it: "Checkpoint 2" in English. Labels Nonet
/// made are named anew in the interface's language; any other label is shown as it is.
pub(super) fn checkpoint_name(label: &str) -> String {
    match label
        .strip_prefix("Checkpoint ")
        .and_then(|n| n.parse::<usize>().ok())
    {
        Some(number) => tr_args("play-checkpoint-name", &[("number", number.into())]),
        None => label.to_string(),
    }
}

/// A checkpoint as the menu and the panel list it: "Checkpoint 2 · 4:31 · 47 of 81 filled".
pub(super) fn checkpoint_line(checkpoint: &Checkpoint, game: &Game) -> String {
    let time = format_duration(Duration::from_millis(checkpoint.elapsed_ms));
    tr_args(
        "play-checkpoint-line",
        &[
            ("name", checkpoint_name(&checkpoint.label).into()),
            ("time", time.into()),
            ("filled", Arg::from(checkpoint.filled(game.givens()))),
        ],
    )
}

/// Which kind of entry a typed digit makes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum DigitRole {
    /// What the current mode says.
    Mode,
    /// Shift+digit: a candidate, or a digit in candidate mode.
    Other,
    /// Ctrl+digit: a corner mark.
    Corner,
    /// Alt+digit: a colour.
    Colour,
}

impl NonetApp {
    /// Carries out the toolkit's commands (see `run_command`).
    pub(super) fn run_toolkit_command(&mut self, command: ToolkitCommand) {
        match command {
            ToolkitCommand::ToggleSelect(cell) => {
                let cell = cell.min(80);
                if self.selection.contains(cell) && self.selection.len() > 1 {
                    self.selection.remove(cell);
                    if self.selected == cell {
                        self.selected = self.selection.iter().next().unwrap_or(cell);
                    }
                } else {
                    self.selection.insert(cell);
                    self.selected = cell;
                    self.note_path(cell, PathStep::Add);
                }
            }
            ToolkitCommand::StartDragSelection(cell) => self.select_only(cell),
            ToolkitCommand::ExtendSelection(cell) => {
                let cell = cell.min(80);
                self.selection.insert(cell);
                self.selected = cell;
                self.note_path(cell, PathStep::Drag);
            }
            ToolkitCommand::SelectAll => self.selection = CellSet::all(),
            ToolkitCommand::SetMode(mode) => self.set_mode(mode),
            ToolkitCommand::CycleMode => self.set_mode(self.mode.next()),
            ToolkitCommand::ToggleCornerMode => self.toggle_mode(InputMode::Corner),
            ToolkitCommand::ToggleColourMode => self.toggle_mode(InputMode::Colour),
            ToolkitCommand::CornerDigit(digit) => self.input_digit(digit, DigitRole::Corner),
            ToolkitCommand::ColourDigit(colour) => self.input_digit(colour, DigitRole::Colour),
            ToolkitCommand::PaintCandidate { cell, digit } => self.paint_candidate(cell, digit),
            ToolkitCommand::AddCheckpoint => self.add_checkpoint(),
            ToolkitCommand::GoToCheckpoint(index) => {
                let label = self
                    .game
                    .as_ref()
                    .and_then(|g| g.checkpoints().get(index))
                    .map(|c| c.label.clone());
                if let Some(label) = label {
                    self.act(Action::GoToCheckpoint {
                        index,
                        label: label.clone(),
                    });
                    if self.message.is_none() {
                        self.message = Some(Message::info(super::said_args(
                            "play-checkpoint-back",
                            &[("name", checkpoint_name(&label).into())],
                        )));
                    }
                }
            }
            ToolkitCommand::RemoveCheckpoint(index) => {
                if let Some(game) = self.game.as_mut()
                    && game.remove_checkpoint(index)
                {
                    self.mark_dirty();
                }
            }
        }
    }

    /// Makes `cell` the cursor and the only cell selected.
    pub(super) fn select_only(&mut self, cell: usize) {
        self.selected = cell.min(80);
        self.selection = CellSet::single(self.selected);
        self.note_path(self.selected, PathStep::Start);
    }

    /// A plain click on a cell: it becomes the selection; with digit-first input and a
    /// digit chosen, the digit goes in as well.
    pub(super) fn click_cell(&mut self, cell: usize) {
        self.select_only(cell);
        if !self.settings.digit_first || self.setting.is_some() {
            return;
        }
        if let (Some(digit), Some(game)) = (self.armed, &self.game) {
            let cell = self.selected;
            let erase = self.mode == InputMode::Digit
                && !game.is_given(cell)
                && game.entries().get(cell) == digit;
            if erase {
                self.act(Action::ClearCell { cell: cell as u8 });
            } else {
                self.apply_digit(self.mode, digit, vec![cell as u8]);
            }
        }
    }

    /// Switches to `mode`, and tells the game, so a save reopens in it.
    fn set_mode(&mut self, mode: InputMode) {
        if self.setting.is_some() {
            return;
        }
        self.mode = mode;
        if let Some(game) = self.game.as_mut()
            && game.input_mode != mode
        {
            game.input_mode = mode;
            self.mark_dirty();
        }
    }

    /// Switches between `mode` and digit mode.
    pub(super) fn toggle_mode(&mut self, mode: InputMode) {
        self.set_mode(if self.mode == mode {
            InputMode::Digit
        } else {
            mode
        });
    }

    /// A digit from the keyboard or the pad, as `role` says.
    pub(super) fn input_digit(&mut self, digit: u8, role: DigitRole) {
        let colour = role == DigitRole::Colour
            || (role == DigitRole::Mode && self.mode == InputMode::Colour);
        let clears_colour = colour && digit == 0;
        if !((1..=9).contains(&digit) || clears_colour) {
            return;
        }
        if self.setting.is_some() {
            if self.drawing_cage() {
                // While a cage is drawn, digits are its sum, not givens in its cells.
                self.type_cage_sum(digit);
                return;
            }
            if matches!(role, DigitRole::Mode | DigitRole::Other) {
                let cell = self.selected;
                self.edit(Edit::Place { cell, digit });
                // Typing in a puzzle goes on to the next cell in reading order, as on paper.
                self.select_only((cell + 1).min(80));
            }
            return;
        }
        if role == DigitRole::Mode && self.settings.digit_first && self.mode != InputMode::Colour {
            // Digit first: the key or pad button chooses the digit; clicks place it.
            self.armed = if self.armed == Some(digit) {
                None
            } else {
                Some(digit)
            };
            return;
        }
        let mode = match role {
            DigitRole::Mode => self.mode,
            DigitRole::Other if self.mode == InputMode::Candidate => InputMode::Digit,
            DigitRole::Other => InputMode::Candidate,
            DigitRole::Corner => InputMode::Corner,
            DigitRole::Colour => InputMode::Colour,
        };
        self.apply_digit(mode, digit, self.selection.to_cells());
    }

    /// Puts `digit` into `cells` as `mode` says, as one action.
    fn apply_digit(&mut self, mode: InputMode, digit: u8, cells: Vec<u8>) {
        let single = match cells[..] {
            [one] => Some(one),
            _ => None,
        };
        let action = match (mode, single) {
            (InputMode::Digit, Some(cell)) => Action::SetDigit { cell, digit },
            (InputMode::Digit, None) => Action::SetDigits { cells, digit },
            (InputMode::Candidate, Some(cell)) => Action::ToggleNote { cell, digit },
            (InputMode::Candidate, None) => Action::Mark {
                cells,
                layer: MarkLayer::Candidate,
                digit,
            },
            (InputMode::Corner, _) => Action::Mark {
                cells,
                layer: MarkLayer::Corner,
                digit,
            },
            (InputMode::Colour, _) => {
                if digit != 0 {
                    self.brush = digit;
                }
                Action::Paint {
                    cells,
                    colour: digit,
                }
            }
        };
        self.act(action);
    }

    /// Erases the selected cells: their colour in colour mode, else their entries (or,
    /// where there is none, their candidates and corner marks).
    pub(super) fn erase(&mut self) {
        if self.drawing_cage() {
            self.erase_cage_sum();
            return;
        }
        if self.setting.is_some() {
            let cell = self.selected;
            self.edit(Edit::Remove { cell });
            // A blank typed from a book moves on to the next cell, as a digit does.
            self.select_only((cell + 1).min(80));
            return;
        }
        let cells = self.selection.to_cells();
        let action = match (self.mode, &cells[..]) {
            (InputMode::Colour, _) => Action::Paint { cells, colour: 0 },
            (_, [cell]) => Action::ClearCell { cell: *cell },
            _ => Action::ClearCells { cells },
        };
        self.act(action);
    }

    /// Paints a candidate in the brush colour, or takes its colour away when it has that
    /// colour already.
    fn paint_candidate(&mut self, cell: usize, digit: u8) {
        let Some(game) = &self.game else {
            return;
        };
        let current = game.marks(cell.min(80)).candidate_colours.get(digit);
        let colour = if current == self.brush { 0 } else { self.brush };
        self.act(Action::PaintCandidate {
            cell: cell.min(80) as u8,
            digit,
            colour,
        });
    }

    /// Marks the position as a checkpoint and says so.
    fn add_checkpoint(&mut self) {
        let Some(game) = self.game.as_mut() else {
            return;
        };
        if game.status() != Status::Playing {
            return;
        }
        let label = checkpoint_label(game.checkpoints().len() + 1);
        let name = checkpoint_name(&label);
        game.add_checkpoint(label);
        self.mark_dirty();
        self.message = Some(Message::info(super::said_args(
            "play-checkpoint-marked",
            &[("name", name.into())],
        )));
    }

    /// With live candidates on, makes the game's candidates live (an undoable step, done
    /// when the option is switched on and when a game arrives).
    pub(super) fn start_live_candidates(&mut self) {
        if !self.settings.live_candidates {
            return;
        }
        let Some(game) = self.game.as_mut() else {
            return;
        };
        if game.status() == Status::Playing {
            game.live_candidates = true;
            let _ = game.apply(Action::StartLiveCandidates);
        }
    }
}
