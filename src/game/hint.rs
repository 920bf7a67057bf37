//! Hints: what the player is told on asking for one, as data ([`Hint`], said in words by
//! [`Hint::explanation`]), and how an applied hint's step is kept in the history
//! ([`HintRecord`]).

use super::Game;
use crate::grid::{CELLS, Candidates, House};
use crate::lang::Language;
use crate::logic::{self, Candidate, Contradiction, Finding, MistakeKind, Step, Technique};
use crate::words::{self as render, Explained};
use serde::{Deserialize, Serialize};

/// What the player is told when asking for a hint.
#[derive(Clone, PartialEq, Debug)]
pub enum Hint {
    /// The next logical step from the player's position.
    Step(Step),
    /// An entry that disagrees with the answer; it should be fixed first.
    WrongEntry {
        /// The cell.
        cell: u8,
        /// The digit there.
        entered: u8,
    },
    /// A cell whose notes leave out the digit the answer puts there.
    WrongNotes {
        /// The cell.
        cell: u8,
        /// The answer's digit, missing from the notes.
        digit: u8,
    },
    /// Nothing is left to do.
    Solved,
    /// The logical solver knows no step here: `None` when no technique applies (the puzzle
    /// needs guessing or unknown techniques), else the rule the position breaks.
    Stuck(Option<Contradiction>),
}

impl Hint {
    /// The hint in one plain-English sentence.
    pub fn explanation(&self) -> String {
        self.explanation_in(Language::En)
    }

    /// The hint in one sentence of `language`.
    pub fn explanation_in(&self, language: Language) -> String {
        match self {
            Hint::Step(step) => step.explanation_in(language),
            Hint::WrongEntry { cell, entered } => {
                render::mistake_in(language, *cell, *entered, MistakeKind::NotTheSolution)
            }
            Hint::WrongNotes { cell, digit } => render::mistake_in(
                language,
                *cell,
                0,
                MistakeKind::LostCandidate { digit: *digit },
            ),
            Hint::Solved => render::grid_solved_in(language).to_string(),
            Hint::Stuck(None) => render::no_technique_applies_in(language).to_string(),
            Hint::Stuck(Some(broken)) => render::contradiction_in(language, *broken),
        }
    }
}

/// An applied hint's step as the undo history, and so the save file, keeps it: what it
/// placed and removed, what it highlighted, and its English sentence at the time.
///
/// The reason's data is not kept: undo and redo replay the recorded cell changes, and the
/// record has exactly the fields a step had in saves before steps carried reasons, so the
/// saved text is unchanged and older saves load as they are.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct HintRecord {
    /// The technique used.
    pub technique: Technique,
    /// Digits the step placed.
    pub placements: Vec<Candidate>,
    /// Candidates the step removed.
    pub eliminations: Vec<Candidate>,
    /// Cells that formed the pattern.
    pub cells: Vec<u8>,
    /// Houses that formed the pattern (absent from the variant hints of saves before
    /// version 7).
    #[serde(default)]
    pub units: Vec<House>,
    /// Candidates that formed the pattern (absent as `units` is).
    #[serde(default)]
    pub pattern: Vec<Candidate>,
    /// Weight of the step on Sudoku Explainer's scale.
    pub score: f32,
    /// The step's English sentence when it was applied (never shown again; it keeps the
    /// save readable).
    pub explanation: String,
}

impl From<Step> for HintRecord {
    fn from(step: Step) -> HintRecord {
        let explanation = step.explanation();
        HintRecord {
            technique: step.technique,
            placements: step.placements,
            eliminations: step.eliminations,
            cells: step.cells,
            units: step.units,
            pattern: step.pattern,
            score: step.score,
            explanation,
        }
    }
}

impl Game {
    /// Whether the player keeps full candidates: every empty cell has notes (after Fill
    /// candidates, or in a pencilmark puzzle). Only then do hints reason from the notes and
    /// call a note set that lost the answer a mistake; partial notes are the player's own
    /// business and are left out of hints.
    pub fn keeps_full_candidates(&self) -> bool {
        let grid = self.grid();
        (0..CELLS).all(|cell| grid.get(cell) != 0 || !self.notes.get(cell).is_empty())
    }

    /// The candidates a hint reasons from: the player's notes when they keep full
    /// candidates (see [`Game::keeps_full_candidates`]), else every digit the peers allow.
    pub fn effective_candidates(&self) -> Candidates {
        let grid = self.grid();
        if self.keeps_full_candidates() {
            let mut cands = Candidates::none();
            for cell in (0..CELLS).filter(|&cell| grid.get(cell) == 0) {
                cands.set(cell, self.notes.get(cell));
            }
            cands
        } else {
            self.allowed_all(&grid)
        }
    }

    /// The next hint: a wrong entry first, then (when the player keeps full candidates)
    /// notes that exclude the answer, then the next logical step from the player's position.
    pub fn hint(&self) -> Hint {
        if let Some(puzzle) = self.variant() {
            return self.variant_hint_after_mistakes(puzzle);
        }
        let grid = self.grid();
        let finding = logic::hint(
            self.givens(),
            &grid,
            &self.effective_candidates(),
            &self.solution,
        );
        match finding {
            // The logic reports notes that lost the answer as a mistake with nothing entered.
            Finding::Mistake {
                cell,
                kind: MistakeKind::LostCandidate { digit },
                ..
            } => return Hint::WrongNotes { cell, digit },
            Finding::Mistake { cell, entered, .. } => return Hint::WrongEntry { cell, entered },
            Finding::Solved => return Hint::Solved,
            _ => {}
        }
        // The logic checks notes only when the stored answer solves the givens, which a game
        // always ensures; this keeps a wrong note from ever being reasoned from.
        let full = self.keeps_full_candidates();
        for cell in (0..CELLS).filter(|_| full) {
            let notes = self.notes.get(cell);
            let answer = self.solution.get(cell);
            if grid.get(cell) == 0 && !notes.is_empty() && !notes.contains(answer) {
                return Hint::WrongNotes {
                    cell: cell as u8,
                    digit: answer,
                };
            }
        }
        match finding {
            Finding::Step(step) => Hint::Step(step),
            Finding::Solved => Hint::Solved,
            Finding::Stalled => Hint::Stuck(None),
            Finding::Contradiction(broken) => Hint::Stuck(Some(broken)),
            Finding::Mistake { cell, entered, .. } => Hint::WrongEntry { cell, entered },
        }
    }
}

impl Game {
    /// A variant game's hint: wrong entries first, then (with full candidates) notes that
    /// lost the answer, then the easiest variant step.
    fn variant_hint_after_mistakes(&self, puzzle: &crate::variant::Puzzle) -> Hint {
        if let Some(&cell) = self.wrong_entries().first() {
            return Hint::WrongEntry {
                cell: cell as u8,
                entered: self.entries().get(cell),
            };
        }
        let grid = self.grid();
        if self.keeps_full_candidates() {
            for cell in (0..CELLS).filter(|&cell| grid.get(cell) == 0) {
                let answer = self.solution.get(cell);
                if !self.notes.get(cell).contains(answer) {
                    return Hint::WrongNotes {
                        cell: cell as u8,
                        digit: answer,
                    };
                }
            }
        }
        self.variant_hint(puzzle, &self.effective_candidates())
    }
}
