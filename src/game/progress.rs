//! What the player has put into a game so far: whether replacing the game would throw work
//! away (so the app asks first, and the statistics count the game as left), and what that
//! work is (so the question can name it).

use super::{Action, Game, Status};
use crate::grid::CELLS;
use std::time::Duration;

/// The player's work in a game that replacing it would lose.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Progress {
    /// Digits entered in the open cells.
    pub digits: usize,
    /// Candidates written in cells (none counted under live candidates, which come back by
    /// themselves).
    pub candidates: usize,
    /// Corner marks.
    pub corner_marks: usize,
    /// Cells and candidates painted a colour.
    pub colours: usize,
    /// Checkpoints marked.
    pub checkpoints: usize,
    /// Time on the clock.
    pub elapsed: Duration,
}

impl Game {
    /// Whether the player has done anything to this game that would be lost if it were
    /// replaced: a move of their own (a digit, a candidate, a corner mark, a colour, even
    /// one taken back again by a later move) or a checkpoint, in a game not yet over.
    /// Live candidates switched on by the app are not the player's work.
    pub fn has_progress(&self) -> bool {
        if !matches!(self.status(), Status::Playing | Status::Paused) {
            return false;
        }
        let own_move = self
            .history()
            .iter()
            .any(|edit| edit.action != Action::StartLiveCandidates);
        own_move || !self.checkpoints().is_empty()
    }

    /// The cells Show solution filled in (the player's own right digits are not among
    /// them), while the game shows the solution.
    pub fn revealed_cells(&self) -> Vec<usize> {
        if self.status() != Status::Revealed {
            return Vec::new();
        }
        self.history()
            .back()
            .filter(|edit| edit.action == Action::Reveal)
            .map_or_else(Vec::new, |edit| {
                edit.changes
                    .iter()
                    .filter(|change| change.entry_after != change.entry_before)
                    .map(|change| usize::from(change.cell))
                    .collect()
            })
    }

    /// What replacing the game would lose, when it holds progress (see
    /// [`Game::has_progress`]).
    pub fn progress(&self) -> Option<Progress> {
        if !self.has_progress() {
            return None;
        }
        let mut progress = Progress {
            checkpoints: self.checkpoints().len(),
            elapsed: self.elapsed(),
            ..Progress::default()
        };
        for cell in 0..CELLS {
            if self.entries().get(cell) != 0 {
                progress.digits += 1;
            } else if !self.live_candidates {
                progress.candidates += self.notes(cell).len() as usize;
            }
            let marks = self.marks(cell);
            progress.corner_marks += marks.corner.len() as usize;
            progress.colours += usize::from(marks.colour != 0);
            progress.colours += (1..=9)
                .filter(|&d| marks.candidate_colours.get(d) != 0)
                .count();
        }
        Some(progress)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::MarkLayer;
    use crate::game::statistics::{Outcome, outcome_when_left};

    /// A puzzle singles alone solve; r1c1 and r1c2 are empty.
    const EASY: &str =
        "003020600900305001001806400008102900700000008006708200002609500800203009005010300";

    fn game() -> Game {
        Game::new(EASY.parse().expect("a valid line")).expect("a unique puzzle")
    }

    #[test]
    fn live_candidates_switched_on_by_the_app_are_no_progress_and_not_counted_as_left() {
        let mut game = game();
        game.live_candidates = true;
        assert_eq!(game.apply(Action::StartLiveCandidates), Ok(true));
        assert!(!game.has_progress());
        assert_eq!(game.progress(), None);
        assert_eq!(outcome_when_left(&game), None);
    }

    #[test]
    fn a_checkpoint_alone_is_progress_and_counts_as_left() {
        let mut game = game();
        game.add_checkpoint("before the guess".into());
        assert!(game.has_progress());
        assert_eq!(game.progress().map(|p| p.checkpoints), Some(1));
        assert_eq!(outcome_when_left(&game), Some(Outcome::Abandoned));
    }

    #[test]
    fn progress_names_each_kind_of_work() {
        let mut game = game();
        let note = Action::ToggleNote { cell: 0, digit: 4 };
        game.apply(note).expect("a note in an open cell");
        game.apply(Action::Mark {
            cells: vec![1, 11],
            layer: MarkLayer::Corner,
            digit: 5,
        })
        .expect("corner marks in open cells");
        let paint = Action::Paint {
            cells: vec![2],
            colour: 3,
        };
        game.apply(paint).expect("a given takes a colour");
        let answer = game.solution().get(10);
        let digit = Action::SetDigit {
            cell: 10,
            digit: answer,
        };
        game.apply(digit).expect("a digit in an open cell");
        let progress = game.progress().expect("work done");
        assert_eq!(
            (
                progress.digits,
                progress.candidates,
                progress.corner_marks,
                progress.colours,
                progress.checkpoints
            ),
            (1, 1, 2, 1, 0)
        );
    }

    #[test]
    fn a_paused_game_keeps_its_progress_and_an_ended_one_has_none_to_lose() {
        let mut game = game();
        let note = Action::ToggleNote { cell: 0, digit: 4 };
        game.apply(note).expect("a note in an open cell");
        game.pause();
        assert!(game.has_progress(), "paused, the notes are still there");
        game.resume();
        game.apply(Action::Reveal).expect("a game in play");
        assert!(!game.has_progress(), "a revealed game is over");
        assert_eq!(outcome_when_left(&game), Some(Outcome::Revealed));
    }
}
