//! How an [`Action`] becomes the exact cell changes that apply, undo and redo replay.

use super::{Action, CellChange, Game, GameError, MarkLayer, Marks, Status};
use crate::grid::{CELLS, DigitSet, Grid, cell_name};
use crate::logic::Candidate;

impl Game {
    /// Writes one change's after (`forward`) or before state into the cell.
    pub(super) fn write_change(&mut self, change: &CellChange, forward: bool) {
        let cell = change.cell as usize;
        let (entry, notes, marks) = if forward {
            (change.entry_after, change.notes_after, change.marks_after)
        } else {
            (
                change.entry_before,
                change.notes_before,
                change.marks_before,
            )
        };
        // Invariant: changes only set entries in non-given cells, with digits 0-9 (checked
        // in `changes_for` and when a saved game is loaded); a given's change carries
        // marks only, and writing 0 there is refused harmlessly.
        if !self.is_given(cell) {
            let _ = self.board.set_entry(cell, entry);
        }
        self.notes.set(cell, notes);
        if let Some(slot) = self.marks.get_mut(cell) {
            *slot = marks;
        }
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

    fn check_colour(colour: u8) -> Result<u8, GameError> {
        if colour <= super::COLOURS {
            Ok(colour)
        } else {
            Err(GameError::BadColour(colour))
        }
    }

    /// The open cells among `cells`, each once, in the order given; a given or a bad index
    /// is an error when it is the only cell (so a single click on a given says why nothing
    /// happened), and is skipped in a larger selection.
    fn open_cells(&self, cells: &[u8]) -> Result<Vec<usize>, GameError> {
        if let [one] = cells {
            return Ok(vec![self.check_editable(*one)?]);
        }
        let mut seen = [false; CELLS];
        Ok(cells
            .iter()
            .map(|&c| c as usize)
            .filter(|&c| c < CELLS && !self.is_given(c) && !std::mem::replace(&mut seen[c], true))
            .collect())
    }

    /// Every valid cell among `cells`, each once (colours go on givens too).
    fn any_cells(&self, cells: &[u8]) -> Result<Vec<usize>, GameError> {
        let mut seen = [false; CELLS];
        let mut out = Vec::with_capacity(cells.len());
        for &cell in cells {
            let cell = self.check_cell(cell)?;
            if !std::mem::replace(&mut seen[cell], true) {
                out.push(cell);
            }
        }
        Ok(out)
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
            Action::SetDigits { cells, digit } => {
                let digit = Self::check_digit(*digit)?;
                for cell in self.open_cells(cells)? {
                    draft.place(cell, digit, self.clear_peer_notes);
                }
            }
            Action::ClearCell { cell } => {
                let cell = self.check_editable(*cell)?;
                draft.erase(cell);
            }
            Action::ClearCells { cells } => {
                for cell in self.open_cells(cells)? {
                    draft.erase(cell);
                }
            }
            Action::ToggleNote { cell, digit } => {
                let cell = self.check_editable(*cell)?;
                let digit = Self::check_digit(*digit)?;
                if draft.entry(cell) != 0 {
                    return Err(GameError::FilledCell(cell_name(cell)));
                }
                draft.mark(&[cell], MarkLayer::Candidate, digit, self.live_candidates);
            }
            Action::Mark {
                cells,
                layer,
                digit,
            } => {
                let digit = Self::check_digit(*digit)?;
                let cells = self.open_cells(cells)?;
                if let [one] = cells[..]
                    && draft.entry(one) != 0
                {
                    return Err(GameError::FilledCell(cell_name(one)));
                }
                draft.mark(&cells, *layer, digit, self.live_candidates);
            }
            Action::Paint { cells, colour } => {
                let colour = Self::check_colour(*colour)?;
                for cell in self.any_cells(cells)? {
                    let mut marks = draft.marks(cell);
                    marks.colour = colour;
                    draft.set_marks(cell, marks);
                }
            }
            Action::PaintCandidate {
                cell,
                digit,
                colour,
            } => {
                let cell = self.check_editable(*cell)?;
                let digit = Self::check_digit(*digit)?;
                let colour = Self::check_colour(*colour)?;
                let mut marks = draft.marks(cell);
                marks.candidate_colours.set(digit, colour);
                draft.set_marks(cell, marks);
            }
            Action::FillCandidates => {
                let grid = self.grid();
                for cell in 0..CELLS {
                    if grid.get(cell) == 0 {
                        draft.set(cell, 0, self.allowed_at(&grid, cell));
                        let mut marks = draft.marks(cell);
                        marks.struck = DigitSet::EMPTY;
                        draft.set_marks(cell, marks);
                    }
                }
            }
            Action::ClearNotes => {
                if self.live_candidates {
                    return Err(GameError::LiveCandidates);
                }
                for cell in 0..CELLS {
                    draft.set(cell, draft.entry(cell), DigitSet::EMPTY);
                }
            }
            Action::StartLiveCandidates => {
                let grid = self.grid();
                for cell in (0..CELLS).filter(|&c| grid.get(c) == 0) {
                    let notes = draft.notes(cell);
                    let mut marks = draft.marks(cell);
                    // Notes the player wrote are kept: what they leave out is struck out.
                    marks.struck = if notes.is_empty() {
                        DigitSet::EMPTY
                    } else {
                        self.allowed_at(&grid, cell).difference(notes)
                    };
                    draft.set_marks(cell, marks);
                }
            }
            Action::GoToCheckpoint { index, .. } => {
                let checkpoint = self
                    .checkpoints
                    .get(*index)
                    .ok_or(GameError::NoSuchCheckpoint(*index))?;
                for cell in 0..CELLS {
                    let entry = if self.is_given(cell) {
                        0
                    } else {
                        checkpoint.entries.get(cell)
                    };
                    draft.set(cell, entry, checkpoint.notes.get(cell));
                    draft.set_marks(cell, checkpoint.marks[cell]);
                }
            }
            Action::ApplyHint(step) => {
                self.apply_step(&mut draft, &step.placements, &step.eliminations)?;
            }
            Action::Restart => {
                for cell in 0..CELLS {
                    if !self.is_given(cell) {
                        draft.set(cell, 0, DigitSet::EMPTY);
                    }
                    draft.set_marks(cell, Marks::NONE);
                }
            }
            Action::Reveal => {
                for cell in 0..CELLS {
                    if !self.is_given(cell) {
                        draft.set(cell, self.solution.get(cell), DigitSet::EMPTY);
                        draft.set_marks(cell, draft.marks(cell).under_digit());
                    }
                }
            }
        }
        if self.live_candidates && !matches!(action, Action::Reveal) {
            draft.keep_candidates_live();
        }
        Ok(draft.into_changes())
    }

    /// A hint's step on the draft: its placements entered, its eliminations struck from
    /// the notes.
    fn apply_step(
        &self,
        draft: &mut Draft,
        placements: &[Candidate],
        eliminations: &[Candidate],
    ) -> Result<(), GameError> {
        for p in placements {
            let cell = self.check_editable(p.cell)?;
            let digit = Self::check_digit(p.digit)?;
            draft.place(cell, digit, true);
        }
        // A board without full notes stands for "everything allowed" in its empty cells;
        // once a step removes something, that has to be written out in every empty cell,
        // not only where the step removes, so the notes hold the position the step leaves
        // and the next hint reasons from it instead of finding this step again.
        if !eliminations.is_empty() && !self.keeps_full_candidates() {
            let grid = draft.grid();
            for cell in (0..CELLS).filter(|&c| grid.get(c) == 0) {
                if draft.notes(cell).is_empty() {
                    draft.set(cell, 0, self.allowed_at(&grid, cell));
                }
            }
        }
        for e in eliminations {
            let cell = self.check_cell(e.cell)?;
            let digit = Self::check_digit(e.digit)?;
            if self.is_given(cell) || draft.entry(cell) != 0 {
                continue;
            }
            if self.live_candidates {
                let mut marks = draft.marks(cell);
                marks.struck.insert(digit);
                draft.set_marks(cell, marks);
            }
            let mut notes = draft.notes(cell);
            notes.remove(digit);
            draft.set(cell, 0, notes);
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

    fn marks(&self, cell: usize) -> Marks {
        match self.index[cell] {
            Some(i) => self.changes[i].marks_after,
            None => self.game.marks(cell),
        }
    }

    fn grid(&self) -> Grid {
        let mut grid = self.game.grid();
        for change in &self.changes {
            if !self.game.is_given(change.cell as usize) {
                grid.set(change.cell as usize, change.entry_after);
            }
        }
        grid
    }

    /// The cell's change, made on first touch with everything as it stands.
    fn change_mut(&mut self, cell: usize) -> &mut CellChange {
        let i = match self.index[cell] {
            Some(i) => i,
            None => {
                let (entry, notes, marks) = (
                    self.game.entries().get(cell),
                    self.game.notes(cell),
                    self.game.marks(cell),
                );
                self.index[cell] = Some(self.changes.len());
                self.changes.push(CellChange {
                    cell: cell as u8,
                    entry_before: entry,
                    entry_after: entry,
                    notes_before: notes,
                    notes_after: notes,
                    marks_before: marks,
                    marks_after: marks,
                });
                self.changes.len() - 1
            }
        };
        &mut self.changes[i]
    }

    fn set(&mut self, cell: usize, entry: u8, notes: DigitSet) {
        let change = self.change_mut(cell);
        change.entry_after = entry;
        change.notes_after = notes;
    }

    fn set_marks(&mut self, cell: usize, marks: Marks) {
        self.change_mut(cell).marks_after = marks;
    }

    /// Enters a digit (its own notes and corner marks go) and, when asked, strikes it from
    /// the peers' notes and corner marks.
    fn place(&mut self, cell: usize, digit: u8, clear_peer_notes: bool) {
        self.set(cell, digit, DigitSet::EMPTY);
        self.set_marks(cell, self.marks(cell).under_digit());
        if clear_peer_notes {
            let game = self.game;
            for &peer in game.peers_of(cell) {
                let peer = peer as usize;
                let mut notes = self.notes(peer);
                if notes.remove(digit) {
                    let entry = self.entry(peer);
                    self.set(peer, entry, notes);
                }
                let mut marks = self.marks(peer);
                if marks.corner.remove(digit) {
                    self.set_marks(peer, marks);
                }
            }
        }
    }

    /// Erases a cell: its entry if it has one, else its candidates and corner marks.
    fn erase(&mut self, cell: usize) {
        if self.entry(cell) != 0 {
            self.set(cell, 0, self.notes(cell));
        } else {
            self.set(cell, 0, DigitSet::EMPTY);
            let mut marks = self.marks(cell);
            marks.corner = DigitSet::EMPTY;
            self.set_marks(cell, marks);
        }
    }

    /// Toggles `digit` in one layer of every empty cell among `cells`: it goes from all of
    /// them when every one has it, else it is added to all. Under live candidates a
    /// candidate is struck out or let back in instead.
    fn mark(&mut self, cells: &[usize], layer: MarkLayer, digit: u8, live: bool) {
        let empty: Vec<usize> = cells
            .iter()
            .copied()
            .filter(|&c| self.entry(c) == 0)
            .collect();
        let has = |draft: &Draft<'_>, cell: usize| match layer {
            MarkLayer::Candidate => draft.notes(cell).contains(digit),
            MarkLayer::Corner => draft.marks(cell).corner.contains(digit),
        };
        let remove = !empty.is_empty() && empty.iter().all(|&c| has(self, c));
        for cell in empty {
            let mut marks = self.marks(cell);
            match layer {
                MarkLayer::Candidate if live => {
                    if remove {
                        marks.struck.insert(digit);
                    } else {
                        marks.struck.remove(digit);
                    }
                    self.set_marks(cell, marks);
                }
                MarkLayer::Candidate => {
                    let mut notes = self.notes(cell);
                    if remove {
                        notes.remove(digit);
                    } else {
                        notes.insert(digit);
                    }
                    self.set(cell, 0, notes);
                }
                MarkLayer::Corner => {
                    if remove {
                        marks.corner.remove(digit);
                    } else {
                        marks.corner.insert(digit);
                    }
                    self.set_marks(cell, marks);
                }
            }
        }
    }

    /// Live candidates: every empty open cell's notes become what its peers allow, less
    /// what is struck out, so erasing a digit brings back what it had ruled out.
    fn keep_candidates_live(&mut self) {
        let grid = self.grid();
        for cell in 0..CELLS {
            if self.game.is_given(cell) || grid.get(cell) != 0 {
                continue;
            }
            let live = self
                .game
                .allowed_at(&grid, cell)
                .difference(self.marks(cell).struck);
            if self.notes(cell) != live {
                self.set(cell, 0, live);
            }
        }
    }

    /// The changes that really change something.
    fn into_changes(self) -> Vec<CellChange> {
        self.changes
            .into_iter()
            .filter(|c| {
                c.entry_before != c.entry_after
                    || c.notes_before != c.notes_after
                    || c.marks_before != c.marks_after
            })
            .collect()
    }
}
