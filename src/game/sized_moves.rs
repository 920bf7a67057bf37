//! How a move changes a game of another size: each [`SizedAction`] (and each hint's step
//! applied, and each [`SelectionMove`] on many cells) as the cells it leaves, committed as
//! one move for undo, the status following.
//!
//! A digit takes its cell's notes and corner marks with it; Erase takes the digit, or where
//! there is none the notes and corner marks; a colour stays under everything but Restart.

use super::sized_history::{CellBefore, Change, SizedCell};
use super::{COLOURS, CandidateColours, SizedGame, SizedGameError, Status};
use crate::logic::Step;
use crate::rules::logic::Position;

/// One thing the player does to a game of another size.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SizedAction {
    /// Puts a digit in a cell (its notes and corner marks go).
    Enter {
        /// The cell.
        cell: usize,
        /// The digit, 1 to the grid's size.
        digit: u8,
    },
    /// Takes a cell's digit out, or its notes and corner marks when it has none.
    Erase {
        /// The cell.
        cell: usize,
    },
    /// Adds a note to an empty cell, or takes it out.
    ToggleNote {
        /// The cell.
        cell: usize,
        /// The digit.
        digit: u8,
    },
    /// Adds a corner mark to an empty cell, or takes it out.
    ToggleCorner {
        /// The cell.
        cell: usize,
        /// The digit.
        digit: u8,
    },
    /// Paints a cell (a given too) a colour 1 to [`COLOURS`], or takes its colour away (0).
    Paint {
        /// The cell.
        cell: usize,
        /// The colour.
        colour: u8,
    },
    /// Paints one note of an empty cell a colour 1 to [`COLOURS`], or takes its colour
    /// away (0), for chain colouring.
    PaintNote {
        /// The cell.
        cell: usize,
        /// The note's digit.
        digit: u8,
        /// The colour.
        colour: u8,
    },
    /// Notes in every empty cell the digits its peers leave.
    FillNotes,
    /// Fills the grid with the answer.
    Reveal,
    /// Back to the givens, every note, mark and colour gone.
    Restart,
}

/// A move made on every cell of a selection at once, one step for undo.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SelectionMove {
    /// Puts a digit in each open cell.
    Enter(u8),
    /// Erases each open cell, as [`SizedAction::Erase`] does one.
    Erase,
    /// Adds a note to each empty cell, or takes it from all of them when each has it.
    Note(u8),
    /// Adds a corner mark to each empty cell, or takes it from all of them when each has it.
    Corner(u8),
    /// Paints each cell, givens too, a colour (0 takes the colour away).
    Paint(u8),
}

impl SelectionMove {
    /// The same move on one cell.
    pub fn on(self, cell: usize) -> SizedAction {
        match self {
            SelectionMove::Enter(digit) => SizedAction::Enter { cell, digit },
            SelectionMove::Erase => SizedAction::Erase { cell },
            SelectionMove::Note(digit) => SizedAction::ToggleNote { cell, digit },
            SelectionMove::Corner(digit) => SizedAction::ToggleCorner { cell, digit },
            SelectionMove::Paint(colour) => SizedAction::Paint { cell, colour },
        }
    }
}

impl SizedGame {
    /// Makes `what` on every cell of `cells` as one move. A lone cell is the move on that
    /// cell, refused on a given as ever; in a larger selection the givens are skipped (but
    /// painted) and so are cells past the grid. Returns whether anything changed.
    pub fn apply_to(
        &mut self,
        cells: &[usize],
        what: SelectionMove,
    ) -> Result<bool, SizedGameError> {
        if let [cell] = cells {
            return self.apply(what.on(*cell));
        }
        if self.status != Status::Playing {
            return Err(SizedGameError::NotPlaying(self.status));
        }
        let paint = matches!(what, SelectionMove::Paint(_));
        let mut seen = vec![false; self.digits.len()];
        let cells: Vec<usize> = (cells.iter().copied())
            .filter(|&c| c < seen.len() && !std::mem::replace(&mut seen[c], true))
            .filter(|&c| paint || !self.is_given(c))
            .collect();
        let after = match what {
            SelectionMove::Note(digit) | SelectionMove::Corner(digit) => {
                self.check_digit(digit)?;
                let corner = matches!(what, SelectionMove::Corner(_));
                self.toggled(&cells, digit, corner)
            }
            _ => {
                let mut after = Vec::with_capacity(cells.len());
                for &cell in &cells {
                    after.extend(self.cells_after(what.on(cell))?);
                }
                after
            }
        };
        let solution = self.solution();
        let wrong = matches!(what, SelectionMove::Enter(digit)
            if cells.iter().any(|&c| solution[c] != digit));
        let changed = self.commit(after, None);
        // One move, one mistake, however many cells it filled wrongly.
        if changed && wrong {
            self.assistance.mistakes += 1;
        }
        Ok(changed)
    }

    /// The empty cells among `cells` with `digit` toggled in their notes (or corner marks):
    /// taken from all when each has it, else added to all.
    fn toggled(&self, cells: &[usize], digit: u8, corner: bool) -> Vec<(usize, SizedCell)> {
        let bit = 1u16 << (digit - 1);
        let layer = |state: SizedCell| if corner { state.corner } else { state.notes };
        let empty: Vec<(usize, SizedCell)> = (cells.iter())
            .map(|&cell| (cell, self.cell(cell)))
            .filter(|(_, state)| state.digit == 0)
            .collect();
        let remove = !empty.is_empty() && empty.iter().all(|(_, state)| layer(*state) & bit != 0);
        let toggle = |marks: u16| if remove { marks & !bit } else { marks | bit };
        (empty.into_iter())
            .map(|(cell, state)| {
                let state = match corner {
                    true => SizedCell {
                        corner: toggle(state.corner),
                        ..state
                    },
                    false => SizedCell {
                        notes: toggle(state.notes),
                        ..state
                    },
                };
                (cell, state)
            })
            .collect()
    }

    /// What a cell holds: its digit, notes, corner marks, colour and note colours.
    pub fn cell(&self, cell: usize) -> SizedCell {
        SizedCell {
            digit: self.digit(cell),
            notes: self.notes(cell),
            corner: self.corner.get(cell).copied().unwrap_or(0),
            colour: self.colours.get(cell).copied().unwrap_or(0),
            tints: self.tints.get(cell).copied().unwrap_or_default(),
        }
    }

    /// The colours of a cell's notes (none in a filled cell).
    pub fn note_colours(&self, cell: usize) -> CandidateColours {
        self.cell(cell).tints
    }

    /// A cell's corner marks, bit `d - 1` for digit `d`.
    pub fn corner(&self, cell: usize) -> u16 {
        self.cell(cell).corner
    }

    /// A cell's colour, 1 to [`COLOURS`], or 0 for none.
    pub fn colour(&self, cell: usize) -> u8 {
        self.cell(cell).colour
    }

    /// Puts `state` in a cell on the grid.
    pub(super) fn set_cell(&mut self, cell: usize, state: SizedCell) {
        self.digits[cell] = state.digit;
        self.notes[cell] = state.notes;
        self.corner[cell] = state.corner;
        self.colours[cell] = state.colour;
        self.tints[cell] = state.tints;
    }

    /// Applies an action, recording it for undo. Returns whether anything changed.
    pub fn apply(&mut self, action: SizedAction) -> Result<bool, SizedGameError> {
        if self.status != Status::Playing && action != SizedAction::Restart {
            return Err(SizedGameError::NotPlaying(self.status));
        }
        let after = self.cells_after(action)?;
        let wrong =
            matches!(action, SizedAction::Enter { cell, digit } if digit != self.solution()[cell]);
        let changed = self.commit(after, Some(action));
        if changed && wrong {
            self.assistance.mistakes += 1;
        }
        Ok(changed)
    }

    /// Applies a hint's step as one move: its placements, and its eliminations as notes
    /// (a cell without notes first gets the candidates its peers leave). Returns whether
    /// anything changed.
    pub fn apply_step(&mut self, step: &Step) -> Result<bool, SizedGameError> {
        if self.status != Status::Playing {
            return Err(SizedGameError::NotPlaying(self.status));
        }
        let position = self.position();
        let mut after: Vec<(usize, SizedCell)> = Vec::new();
        for placed in &step.placements {
            self.check_cell(placed.cell())?;
            self.check_digit(placed.digit)?;
            after.push((placed.cell(), self.entered(placed.cell(), placed.digit)));
        }
        for removed in &step.eliminations {
            let cell = removed.cell();
            self.check_cell(cell)?;
            self.check_digit(removed.digit)?;
            if self.digits[cell] != 0 || after.iter().any(|(c, s)| *c == cell && s.digit != 0) {
                continue;
            }
            let index = match after.iter().position(|(c, _)| *c == cell) {
                Some(index) => index,
                None => {
                    let notes = position.candidates(cell);
                    after.push((
                        cell,
                        SizedCell {
                            notes,
                            ..self.cell(cell)
                        },
                    ));
                    after.len() - 1
                }
            };
            after[index].1.notes &= !(1 << (removed.digit - 1));
        }
        self.assistance.hint_applied = true;
        Ok(self.commit(after, None))
    }

    /// Sets the cells to `after` as one move for undo, then the status that follows
    /// (`action` tells a reveal or a restart). Returns whether anything changed.
    fn commit(&mut self, after: Vec<(usize, SizedCell)>, action: Option<SizedAction>) -> bool {
        let status = self.status;
        let mut before = Vec::new();
        for (cell, state) in after {
            let was = self.cell(cell);
            if was != state {
                before.push(CellBefore { cell, was });
                self.set_cell(cell, state);
            }
        }
        if before.is_empty() {
            return false;
        }
        self.status = match action {
            Some(SizedAction::Reveal) => {
                self.assistance.revealed = true;
                Status::Revealed
            }
            Some(SizedAction::Restart) => Status::Playing,
            _ if self.digits == self.solution() => Status::Solved,
            _ => self.status,
        };
        self.clock.set_running(self.status == Status::Playing);
        let at_ms = Some(super::clock::saved_ms(self.clock.elapsed()));
        self.undo.push(Change {
            before,
            status,
            at_ms,
        });
        self.redo.clear();
        true
    }

    /// A cell with `digit` entered: its notes, corner marks and note colours gone, its colour
    /// kept.
    fn entered(&self, cell: usize, digit: u8) -> SizedCell {
        SizedCell {
            digit,
            colour: self.colour(cell),
            ..SizedCell::default()
        }
    }

    /// The cells as the action leaves them, each it may change.
    fn cells_after(&self, action: SizedAction) -> Result<Vec<(usize, SizedCell)>, SizedGameError> {
        let mut after = Vec::new();
        match action {
            SizedAction::Enter { cell, digit } => {
                self.check_cell(cell)?;
                self.check_digit(digit)?;
                after.push((cell, self.entered(cell, digit)));
            }
            SizedAction::Erase { cell } => {
                self.check_cell(cell)?;
                let was = self.cell(cell);
                let erased = match was.digit {
                    0 => SizedCell {
                        colour: was.colour,
                        ..SizedCell::default()
                    },
                    _ => SizedCell { digit: 0, ..was },
                };
                after.push((cell, erased));
            }
            SizedAction::ToggleNote { cell, digit } | SizedAction::ToggleCorner { cell, digit } => {
                self.check_cell(cell)?;
                self.check_digit(digit)?;
                let mut state = self.cell(cell);
                // Notes and corner marks are written only in an empty cell.
                if state.digit == 0 {
                    let layer = match action {
                        SizedAction::ToggleNote { .. } => &mut state.notes,
                        _ => &mut state.corner,
                    };
                    *layer ^= 1 << (digit - 1);
                    after.push((cell, state));
                }
            }
            SizedAction::Paint { cell, colour } => {
                if cell >= self.digits.len() {
                    return Err(SizedGameError::NoSuchCell(cell));
                }
                if colour > COLOURS {
                    return Err(SizedGameError::BadColour(colour));
                }
                after.push((
                    cell,
                    SizedCell {
                        colour,
                        ..self.cell(cell)
                    },
                ));
            }
            SizedAction::PaintNote {
                cell,
                digit,
                colour,
            } => {
                self.check_cell(cell)?;
                self.check_digit(digit)?;
                if colour > COLOURS {
                    return Err(SizedGameError::BadColour(colour));
                }
                let mut state = self.cell(cell);
                // Notes are coloured only in an empty cell, as they are written.
                if state.digit == 0 {
                    state.tints.set(digit, colour);
                    after.push((cell, state));
                }
            }
            SizedAction::FillNotes => {
                let position = Position::from_givens(&self.geometry, &self.digits);
                for cell in (0..self.digits.len()).filter(|&cell| self.digits[cell] == 0) {
                    let notes = position.candidates(cell);
                    after.push((
                        cell,
                        SizedCell {
                            notes,
                            ..self.cell(cell)
                        },
                    ));
                }
            }
            SizedAction::Reveal => {
                for (cell, &answer) in self.solution().iter().enumerate() {
                    after.push((cell, self.entered(cell, answer)));
                }
            }
            SizedAction::Restart => {
                for (cell, &given) in self.puzzle().givens().iter().enumerate() {
                    let digit = given;
                    after.push((
                        cell,
                        SizedCell {
                            digit,
                            ..SizedCell::default()
                        },
                    ));
                }
            }
        }
        Ok(after)
    }

    fn check_cell(&self, cell: usize) -> Result<(), SizedGameError> {
        if cell >= self.digits.len() {
            return Err(SizedGameError::NoSuchCell(cell));
        }
        if self.is_given(cell) {
            return Err(SizedGameError::GivenCell(cell));
        }
        Ok(())
    }

    fn check_digit(&self, digit: u8) -> Result<(), SizedGameError> {
        if digit == 0 || usize::from(digit) > self.size() {
            return Err(SizedGameError::BadDigit(digit));
        }
        Ok(())
    }
}

#[cfg(test)]
#[path = "sized_moves_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "sized_note_colours_tests.rs"]
mod note_colour_tests;
