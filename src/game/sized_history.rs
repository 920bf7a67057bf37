//! The history of a game of another size: each move as the cells it changed (as they were),
//! the status before it and its time on the game's clock. Undo and redo walk it; saves keep
//! it from version 3 (with corner marks and colours from version 4, note colours from 5),
//! so a game reloaded undoes as it did and its solve plays back in Game › Replay, each move
//! at its time.

use super::replay::Replayable;
use super::{CandidateColours, SizedGame, Status};
use serde::{Deserialize, Serialize};

/// What a cell of a game of another size holds: its digit, notes, corner marks, colour and
/// candidate colours.
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug)]
pub struct SizedCell {
    /// The digit, 0 for none.
    pub digit: u8,
    /// The notes, bit `d - 1` for digit `d`.
    pub notes: u16,
    /// The corner marks, bit `d - 1` for digit `d`.
    pub corner: u16,
    /// The cell's colour, 1 to [`super::COLOURS`], 0 for none.
    pub colour: u8,
    /// The colours of its notes, for chain colouring (kept while the cell is empty).
    pub tints: CandidateColours,
}

/// One cell as it was before a move, to put back on undo.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct CellBefore {
    pub(super) cell: usize,
    pub(super) was: SizedCell,
}

/// A move: the cells it changed as they were, the status before it, and when it was made.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(super) struct Change {
    pub(super) before: Vec<CellBefore>,
    pub(super) status: Status,
    /// The game's clock when the move was made, in milliseconds (none in older saves).
    pub(super) at_ms: Option<u64>,
}

/// A cell a move changed: what it held before and after it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MovedCell {
    /// The cell.
    pub cell: usize,
    /// What it held before the move.
    pub before: SizedCell,
    /// What it holds after it.
    pub after: SizedCell,
}

/// A move as a save keeps it.
#[derive(Serialize, Deserialize, Clone, PartialEq, Debug)]
pub(super) struct SavedMove {
    /// The game's clock when it was made, in milliseconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    ms: Option<u64>,
    /// The status before it.
    status: Status,
    /// Each cell it changed as it was: (cell, digit, notes as a bit set).
    cells: Vec<(usize, u8, u16)>,
    /// Those of its cells that had corner marks or a colour: (cell, corner marks as a bit
    /// set, colour) (version 4; a cell not listed had neither).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    marks: Vec<(usize, u16, u8)>,
    /// Each coloured note of its cells: (cell, digit, colour) (version 5).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    tints: Vec<(usize, u8, u8)>,
}

impl SavedMove {
    fn of(change: &Change) -> SavedMove {
        SavedMove {
            ms: change.at_ms,
            status: change.status,
            cells: (change.before.iter())
                .map(|kept| (kept.cell, kept.was.digit, kept.was.notes))
                .collect(),
            marks: (change.before.iter())
                .filter(|kept| kept.was.corner != 0 || kept.was.colour != 0)
                .map(|kept| (kept.cell, kept.was.corner, kept.was.colour))
                .collect(),
            tints: (change.before.iter())
                .flat_map(|kept| {
                    (kept.was.tints.coloured()).map(|(digit, colour)| (kept.cell, digit, colour))
                })
                .collect(),
        }
    }
}

impl SizedGame {
    /// Takes back the last move. Returns whether there was one.
    pub fn undo(&mut self) -> bool {
        self.step_through_history(true)
    }

    /// Makes the last move taken back again. Returns whether there was one.
    pub fn redo(&mut self) -> bool {
        self.step_through_history(false)
    }

    /// How many moves can be taken back: the solve a replay plays.
    pub fn moves(&self) -> usize {
        self.undo.len()
    }

    /// The last move that can be taken back, each cell it changed before and after it.
    pub fn last_move(&self) -> Option<Vec<MovedCell>> {
        let change = self.undo.last()?;
        Some(
            (change.before.iter())
                .map(|kept| MovedCell {
                    cell: kept.cell,
                    before: kept.was,
                    after: self.cell(kept.cell),
                })
                .collect(),
        )
    }

    /// Whether the game was read from an exported replay, to be watched rather than played.
    pub fn is_replay(&self) -> bool {
        self.replay
    }

    /// The game as an exported replay's text: a save that opens in Game › Replay.
    pub fn to_replay_text(&self) -> String {
        let mut copy = self.clone();
        copy.replay = true;
        copy.redo.clear();
        copy.to_save_text()
    }

    /// Moves one change from the undo list to the redo list (`back`) or the other way,
    /// putting its cells and status back and keeping what they were for the way back.
    fn step_through_history(&mut self, back: bool) -> bool {
        let from = if back { &mut self.undo } else { &mut self.redo };
        let Some(change) = from.pop() else {
            return false;
        };
        let mut reverse = Vec::with_capacity(change.before.len());
        for kept in change.before.iter().rev() {
            reverse.push(CellBefore {
                cell: kept.cell,
                was: self.cell(kept.cell),
            });
            self.set_cell(kept.cell, kept.was);
        }
        let to = if back { &mut self.redo } else { &mut self.undo };
        to.push(Change {
            before: reverse,
            status: self.status,
            at_ms: change.at_ms,
        });
        self.status = change.status;
        self.clock.set_running(self.status == Status::Playing);
        true
    }

    /// The undo and redo lists as a save keeps them, oldest first.
    pub(super) fn saved_history(&self) -> (Vec<SavedMove>, Vec<SavedMove>) {
        (
            self.undo.iter().map(SavedMove::of).collect(),
            self.redo.iter().map(SavedMove::of).collect(),
        )
    }

    /// Puts back the undo and redo lists a save kept, after checking every cell they name
    /// is on the grid, a given only as its given (its colour changed), and every digit,
    /// note, corner mark, colour and note colour is one of the grid's; the error says which
    /// move is out of place and how.
    pub(super) fn restore_history(
        &mut self,
        undo: Vec<SavedMove>,
        redo: Vec<SavedMove>,
    ) -> Result<(), String> {
        let size = self.size();
        let all: u16 = if size == 16 {
            u16::MAX
        } else {
            (1 << size) - 1
        };
        let read = |moves: Vec<SavedMove>, list: &str| -> Result<Vec<Change>, String> {
            let mut changes = Vec::with_capacity(moves.len());
            for (index, saved) in moves.into_iter().enumerate() {
                let number = index + 1;
                if saved.cells.is_empty() {
                    return Err(format!("{list} move {number}: changes no cell"));
                }
                let mut before = Vec::with_capacity(saved.cells.len());
                for (cell, digit, notes) in saved.cells {
                    let given = self.puzzle().givens().get(cell).copied();
                    let fits = match given {
                        None => false,
                        Some(0) => true,
                        Some(given) => digit == given && notes == 0,
                    };
                    if !fits {
                        return Err(format!("{list} move {number}: cell {cell} is no open cell"));
                    }
                    if usize::from(digit) > size || notes & !all != 0 {
                        return Err(format!("{list} move {number}: a digit past the grid"));
                    }
                    let was = SizedCell {
                        digit,
                        notes,
                        ..SizedCell::default()
                    };
                    before.push(CellBefore { cell, was });
                }
                for (cell, corner, colour) in saved.marks {
                    let Some(kept) = before.iter_mut().find(|kept| kept.cell == cell) else {
                        return Err(format!("{list} move {number}: marks of a cell it leaves"));
                    };
                    if corner & !all != 0 || colour > super::COLOURS {
                        return Err(format!("{list} move {number}: a mark past the grid"));
                    }
                    if corner != 0 && self.is_given(cell) {
                        return Err(format!("{list} move {number}: corner marks on a given"));
                    }
                    (kept.was.corner, kept.was.colour) = (corner, colour);
                }
                for (cell, digit, colour) in saved.tints {
                    let Some(kept) = before.iter_mut().find(|kept| kept.cell == cell) else {
                        return Err(format!("{list} move {number}: marks of a cell it leaves"));
                    };
                    let past = digit == 0 || usize::from(digit) > size;
                    if past || colour == 0 || colour > super::COLOURS {
                        return Err(format!("{list} move {number}: a mark past the grid"));
                    }
                    if kept.was.digit != 0 {
                        return Err(format!("{list} move {number}: a note colour on a digit"));
                    }
                    kept.was.tints.set(digit, colour);
                }
                changes.push(Change {
                    before,
                    status: saved.status,
                    at_ms: saved.ms,
                });
            }
            Ok(changes)
        };
        let undo = read(undo, "undo")?;
        let redo = read(redo, "redo")?;
        (self.undo, self.redo) = (undo, redo);
        Ok(())
    }
}

impl Replayable for SizedGame {
    fn for_replay(&self) -> SizedGame {
        let mut start = self.clone();
        start.redo.clear();
        start.clock.set_running(false);
        start
    }

    fn move_times(&self) -> Vec<Option<u64>> {
        self.undo.iter().map(|change| change.at_ms).collect()
    }

    fn undo_move(&mut self) -> bool {
        self.undo()
    }

    fn redo_move(&mut self) -> bool {
        self.redo()
    }
}
