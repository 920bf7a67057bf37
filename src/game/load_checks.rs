//! The checks a loaded game must pass before it is played: its grids, answer and rating,
//! and a history that leads to the position it holds.

use super::{Action, Game, Status};
use crate::grid::{CELLS, DigitSet, Grid, cell_name};

impl Game {
    /// Checks everything a loaded game must satisfy before it is used.
    pub(super) fn check_consistency(&self) -> Result<(), String> {
        for grid in [self.givens(), self.entries(), &self.solution] {
            Grid::from_cells(*grid.cells()).map_err(|e| e.to_string())?;
        }
        if self.variant.is_none()
            && let Err(conflict) = self.givens().validate()
        {
            return Err(format!("the givens break the rules: {conflict}"));
        }
        if !self.answer_solves_givens(&self.solution) {
            return Err("the stored answer does not solve the givens".to_string());
        }
        for cell in 0..CELLS {
            if self.is_given(cell) && self.entries().get(cell) != 0 {
                return Err(format!(
                    "{} is a given but also has an entry",
                    cell_name(cell)
                ));
            }
        }
        if let Some(rating) = &self.rating
            && !rating.score.is_finite()
        {
            // NaN would make the game unequal to itself once saved and loaded again.
            return Err("the rating's score is not a finite number".to_string());
        }
        for edit in self.undo.iter().chain(&self.redo) {
            let hint_score = match &edit.action {
                Action::ApplyHint(step) => Some(step.score),
                _ => None,
            };
            if hint_score.is_some_and(|score| !score.is_finite()) {
                return Err(
                    "the history holds a hint whose score is not a finite number".to_string(),
                );
            }
            // No action is taken while paused, and a pause is not saved, so an edit around a
            // pause could only put the game back into a state that does not survive a save.
            if edit.status_before == Status::Paused || edit.status_after == Status::Paused {
                return Err("the history holds an edit made while paused".to_string());
            }
            for change in &edit.changes {
                // Notes beyond digit 9 would be written back as characters no load accepts.
                if (change.notes_before.bits() | change.notes_after.bits()) & !DigitSet::ALL.bits()
                    != 0
                {
                    return Err("the history holds notes outside 1-9".to_string());
                }
                let cell = change.cell as usize;
                let marks_only = change.entry_before == 0
                    && change.entry_after == 0
                    && change.notes_before.is_empty()
                    && change.notes_after.is_empty();
                if cell >= CELLS || (self.is_given(cell) && !marks_only) {
                    return Err(format!(
                        "the history changes cell {cell}, which is not an open cell"
                    ));
                }
                if !change.marks_before.is_valid() || !change.marks_after.is_valid() {
                    return Err("the history holds a mark outside 1-9".to_string());
                }
                if change.entry_before > 9 || change.entry_after > 9 {
                    return Err("the history holds a digit outside 0-9".to_string());
                }
            }
        }
        self.check_history_leads_here()
    }

    /// Checks that the history fits the position: undoing walks back from it edit by edit,
    /// and redoing walks forward, each change finding the cell as the edit left it. A
    /// history that does not fit would let undo write a position no play can reach.
    fn check_history_leads_here(&self) -> Result<(), String> {
        let mut entries = *self.entries();
        let mut notes = self.notes;
        let mut marks = self.marks.clone();
        let mut status = self.status;
        // Pausing is not an edit, so a paused game stands where its last edit left it playing.
        let playing = |s: Status| {
            if s == Status::Paused {
                Status::Playing
            } else {
                s
            }
        };
        for (age, edit) in self.undo.iter().rev().enumerate() {
            if edit.status_after != playing(status) {
                return Err(format!(
                    "undo step {} does not lead to the saved status",
                    age + 1
                ));
            }
            for change in edit.changes.iter().rev() {
                let cell = change.cell as usize;
                if entries.get(cell) != change.entry_after
                    || notes.get(cell) != change.notes_after
                    || marks[cell] != change.marks_after
                {
                    return Err(format!(
                        "undo step {} does not fit {} as saved",
                        age + 1,
                        cell_name(cell)
                    ));
                }
                entries.set(cell, change.entry_before);
                notes.set(cell, change.notes_before);
                marks[cell] = change.marks_before;
            }
            status = edit.status_before;
        }
        let (mut entries, mut notes, mut status) = (*self.entries(), self.notes, self.status);
        let mut marks = self.marks.clone();
        for (age, edit) in self.redo.iter().rev().enumerate() {
            if edit.status_before != playing(status) {
                return Err(format!(
                    "redo step {} does not start from the saved status",
                    age + 1
                ));
            }
            for change in &edit.changes {
                let cell = change.cell as usize;
                if entries.get(cell) != change.entry_before
                    || notes.get(cell) != change.notes_before
                    || marks[cell] != change.marks_before
                {
                    return Err(format!(
                        "redo step {} does not fit {} as saved",
                        age + 1,
                        cell_name(cell)
                    ));
                }
                entries.set(cell, change.entry_after);
                notes.set(cell, change.notes_after);
                marks[cell] = change.marks_after;
            }
            status = edit.status_after;
        }
        Ok(())
    }
}
