//! How an [`Action`] becomes the exact cell changes that apply, undo and redo replay, and the
//! checks a loaded game must pass before it is played.

use super::{Action, CellChange, Game, GameError, Status};
use crate::grid::{CELLS, DigitSet, Grid, PEERS, cell_name};

impl Game {
    pub(super) fn write_cell(&mut self, cell: usize, entry: u8, notes: DigitSet) {
        // Invariant: changes are only built for non-given cells with digits 0-9
        // (checked in `changes_for` and when a saved game is loaded), so this cannot fail.
        let _ = self.board.set_entry(cell, entry);
        self.notes.set(cell, notes);
    }

    fn check_cell(&self, cell: u8) -> Result<usize, GameError> {
        let cell = cell as usize;
        if cell >= CELLS {
            return Err(GameError::NoSuchCell(cell));
        }
        Ok(cell)
    }

    fn check_editable(&self, cell: u8) -> Result<usize, GameError> {
        let cell = self.check_cell(cell)?;
        if self.is_given(cell) {
            return Err(GameError::GivenCell(cell_name(cell)));
        }
        Ok(cell)
    }

    fn check_digit(digit: u8) -> Result<u8, GameError> {
        if (1..=9).contains(&digit) {
            Ok(digit)
        } else {
            Err(GameError::BadDigit(digit))
        }
    }

    /// Works out, without changing anything, what an action would do to each cell.
    pub(super) fn changes_for(&self, action: &Action) -> Result<Vec<CellChange>, GameError> {
        let allowed_in = match action {
            Action::Restart => !matches!(self.status, Status::Paused),
            _ => self.status == Status::Playing,
        };
        if !allowed_in {
            return Err(GameError::NotPlaying(self.status));
        }
        let mut draft = Draft::new(self);
        match action {
            Action::SetDigit { cell, digit } => {
                let cell = self.check_editable(*cell)?;
                let digit = Self::check_digit(*digit)?;
                draft.place(cell, digit, self.clear_peer_notes);
            }
            Action::ClearCell { cell } => {
                let cell = self.check_editable(*cell)?;
                if draft.entry(cell) != 0 {
                    draft.set(cell, 0, draft.notes(cell));
                } else {
                    draft.set(cell, 0, DigitSet::EMPTY);
                }
            }
            Action::ToggleNote { cell, digit } => {
                let cell = self.check_editable(*cell)?;
                let digit = Self::check_digit(*digit)?;
                if draft.entry(cell) != 0 {
                    return Err(GameError::FilledCell(cell_name(cell)));
                }
                let mut notes = draft.notes(cell);
                notes.toggle(digit);
                draft.set(cell, 0, notes);
            }
            Action::FillCandidates => {
                let grid = self.grid();
                for cell in 0..CELLS {
                    if grid.get(cell) == 0 {
                        draft.set(cell, 0, grid.allowed(cell));
                    }
                }
            }
            Action::ClearNotes => {
                for cell in 0..CELLS {
                    draft.set(cell, draft.entry(cell), DigitSet::EMPTY);
                }
            }
            Action::ApplyHint(step) => {
                for p in &step.placements {
                    let cell = self.check_editable(p.cell)?;
                    let digit = Self::check_digit(p.digit)?;
                    draft.place(cell, digit, true);
                }
                for e in &step.eliminations {
                    let cell = self.check_cell(e.cell)?;
                    let digit = Self::check_digit(e.digit)?;
                    if self.is_given(cell) || draft.entry(cell) != 0 {
                        continue;
                    }
                    let mut notes = draft.notes(cell);
                    if notes.is_empty() {
                        // A cell without notes stands for "everything allowed"; write that
                        // out so the elimination shows.
                        notes = draft.grid().allowed(cell);
                    }
                    notes.remove(digit);
                    draft.set(cell, 0, notes);
                }
            }
            Action::Restart => {
                for cell in 0..CELLS {
                    if !self.is_given(cell) {
                        draft.set(cell, 0, DigitSet::EMPTY);
                    }
                }
            }
            Action::Reveal => {
                for cell in 0..CELLS {
                    if !self.is_given(cell) {
                        draft.set(cell, self.solution.get(cell), DigitSet::EMPTY);
                    }
                }
            }
        }
        Ok(draft.into_changes())
    }

    /// Checks everything a loaded game must satisfy before it is used.
    pub(super) fn check_consistency(&self) -> Result<(), String> {
        for grid in [self.givens(), self.entries(), &self.solution] {
            Grid::from_cells(*grid.cells()).map_err(|e| e.to_string())?;
        }
        if let Err(conflict) = self.givens().validate() {
            return Err(format!("the givens break the rules: {conflict}"));
        }
        if !self.solution.solves(self.givens()) {
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
            if let Action::ApplyHint(step) = &edit.action
                && !step.score.is_finite()
            {
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
                if cell >= CELLS || self.is_given(cell) {
                    return Err(format!(
                        "the history changes cell {cell}, which is not an open cell"
                    ));
                }
                if change.entry_before > 9 || change.entry_after > 9 {
                    return Err("the history holds a digit outside 0-9".to_string());
                }
                // Notes are a bit set; bits above the ninth are no digit, and once undo
                // or redo wrote them into the notes the game could no longer be saved.
                if (change.notes_before.bits() | change.notes_after.bits()) & !DigitSet::ALL.bits()
                    != 0
                {
                    return Err("the history holds notes outside 1-9".to_string());
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
                if entries.get(cell) != change.entry_after || notes.get(cell) != change.notes_after
                {
                    return Err(format!(
                        "undo step {} does not fit {} as saved",
                        age + 1,
                        cell_name(cell)
                    ));
                }
                entries.set(cell, change.entry_before);
                notes.set(cell, change.notes_before);
            }
            status = edit.status_before;
        }
        let (mut entries, mut notes, mut status) = (*self.entries(), self.notes, self.status);
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
                {
                    return Err(format!(
                        "redo step {} does not fit {} as saved",
                        age + 1,
                        cell_name(cell)
                    ));
                }
                entries.set(cell, change.entry_after);
                notes.set(cell, change.notes_after);
            }
            status = edit.status_after;
        }
        Ok(())
    }
}

/// Cell changes being worked out for one action, kept in the order cells were first touched.
struct Draft<'a> {
    game: &'a Game,
    changes: Vec<CellChange>,
    index: [Option<usize>; CELLS],
}

impl<'a> Draft<'a> {
    fn new(game: &'a Game) -> Draft<'a> {
        Draft {
            game,
            changes: Vec::new(),
            index: [None; CELLS],
        }
    }

    fn entry(&self, cell: usize) -> u8 {
        match self.index[cell] {
            Some(i) => self.changes[i].entry_after,
            None => self.game.entries().get(cell),
        }
    }

    fn notes(&self, cell: usize) -> DigitSet {
        match self.index[cell] {
            Some(i) => self.changes[i].notes_after,
            None => self.game.notes(cell),
        }
    }

    fn grid(&self) -> Grid {
        let mut grid = self.game.grid();
        for change in &self.changes {
            grid.set(change.cell as usize, change.entry_after);
        }
        grid
    }

    fn set(&mut self, cell: usize, entry: u8, notes: DigitSet) {
        match self.index[cell] {
            Some(i) => {
                self.changes[i].entry_after = entry;
                self.changes[i].notes_after = notes;
            }
            None => {
                self.index[cell] = Some(self.changes.len());
                self.changes.push(CellChange {
                    cell: cell as u8,
                    entry_before: self.game.entries().get(cell),
                    entry_after: entry,
                    notes_before: self.game.notes(cell),
                    notes_after: notes,
                });
            }
        }
    }

    /// Enters a digit (its own notes go) and, when asked, strikes it from the peers' notes.
    fn place(&mut self, cell: usize, digit: u8, clear_peer_notes: bool) {
        self.set(cell, digit, DigitSet::EMPTY);
        if clear_peer_notes {
            for &peer in &PEERS[cell] {
                let peer = peer as usize;
                let mut notes = self.notes(peer);
                if notes.remove(digit) {
                    let entry = self.entry(peer);
                    self.set(peer, entry, notes);
                }
            }
        }
    }

    /// The changes that really change something.
    fn into_changes(self) -> Vec<CellChange> {
        self.changes
            .into_iter()
            .filter(|c| c.entry_before != c.entry_after || c.notes_before != c.notes_after)
            .collect()
    }
}
