//! The whole logical solution of a game of another size, from its start or from the
//! player's position, with the position before each step: what the solve path lists and
//! shows step by step.

use super::{SizedGame, SizedMistake};
use crate::logic::{Outcome, Step};
use crate::rules::logic::{Position, next_step};
use crate::rules::{Geometry, RulePuzzle};

/// A game of another size's solve path.
#[derive(Clone, PartialEq, Debug)]
pub struct SizedPath {
    /// The steps in order.
    pub steps: Vec<Step>,
    /// The position just before each step (one per step).
    pub before: Vec<Position>,
    /// How the path ended.
    pub outcome: Outcome,
}

impl SizedGame {
    /// The logical path from the puzzle's start (`from_start`) or from the player's position
    /// (their notes where they have them, as a hint reads it); from the position, the
    /// mistake in its way (a wrong digit, notes without the answer) instead.
    pub fn solve_path(&self, from_start: bool) -> Result<SizedPath, SizedMistake> {
        let position = self.path_start(from_start)?;
        Ok(path_from(&self.geometry, position))
    }

    /// Where a path from the start or from the player's position begins (see
    /// [`SizedGame::solve_path`]), to work out elsewhere with [`solve_path_from`].
    pub fn path_start(&self, from_start: bool) -> Result<Position, SizedMistake> {
        if from_start {
            return Ok(Position::from_givens(
                &self.geometry,
                self.puzzle().givens(),
            ));
        }
        match self.first_mistake() {
            Some(mistake) => Err(mistake),
            None => Ok(self.position()),
        }
    }

    /// This game showing `position` instead of the player's: its digits, and its
    /// candidates as notes; no corner marks, colours kept. A picture for the board, not a
    /// game to play on (its history is the player's).
    pub fn showing(&self, position: &Position) -> SizedGame {
        let mut shown = self.clone();
        for cell in 0..shown.digits.len().min(position.cell_count()) {
            shown.digits[cell] = position.value(cell);
            shown.notes[cell] = position.candidates(cell);
            shown.corner[cell] = 0;
        }
        shown
    }
}

/// The logical path of `puzzle` from `position` (one of its cells each), as
/// [`SizedGame::solve_path`] works it out.
pub fn solve_path_from(puzzle: &RulePuzzle, position: Position) -> SizedPath {
    path_from(&Geometry::of_rules(puzzle), position)
}

/// The steps of the logical solver from `position` until solved, stalled or at a
/// contradiction.
fn path_from(geometry: &Geometry, mut position: Position) -> SizedPath {
    let cells = position.cell_count();
    let mut path = SizedPath {
        steps: Vec::new(),
        before: Vec::new(),
        outcome: Outcome::Stalled,
    };
    // Every step places a digit or removes a candidate, so a grid of 16 digits has at most
    // 16 steps a cell.
    for _ in 0..cells * 16 {
        if position.is_solved() {
            path.outcome = Outcome::Solved;
            break;
        }
        if (0..cells).any(|cell| position.value(cell) == 0 && position.candidates(cell) == 0) {
            path.outcome = Outcome::Contradiction;
            break;
        }
        let Some(step) = next_step(geometry, &position) else {
            break;
        };
        path.before.push(position.clone());
        position.apply(geometry, &step);
        path.steps.push(step);
    }
    path
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{SizedAction, Status};
    use crate::generator::sized::{SizedJob, SizedKind, make_sized};
    use crate::logic::Level;

    fn game(size: u8, jigsaw: bool, level: Level, seed: u64) -> SizedGame {
        let kind = SizedKind { size, jigsaw };
        let made = make_sized(SizedJob { kind, level, seed })
            .expect("every size in the menu generates at its levels");
        SizedGame::new(&made).expect("a generated puzzle makes a game")
    }

    /// Replays `path` from `start`: each position before a step is the one the steps
    /// before it lead to, and every placement is the answer's digit.
    fn check_replay(game: &SizedGame, start: Position, path: &SizedPath) -> Position {
        assert_eq!(path.steps.len(), path.before.len());
        let mut replay = start;
        for (step, before) in path.steps.iter().zip(&path.before) {
            assert_eq!(&replay, before);
            for placed in &step.placements {
                assert_eq!(placed.digit, game.solution()[placed.cell()], "{step:?}");
            }
            for removed in &step.eliminations {
                assert_ne!(removed.digit, game.solution()[removed.cell()], "{step:?}");
            }
            replay.apply(&game.geometry, step);
        }
        replay
    }

    #[test]
    fn a_path_from_the_start_solves_a_generated_puzzle_step_by_step() {
        // Also worked out from the puzzle alone, as a web worker or a thread does.
        for (size, jigsaw, level) in [
            (4, false, Level::Easy),
            (6, false, Level::Hard),
            (16, false, Level::Medium),
            (7, true, Level::Medium),
        ] {
            let game = game(size, jigsaw, level, 5);
            let path = game.solve_path(true).expect("the start has no mistake");
            assert_eq!(path.outcome, Outcome::Solved, "{size}x{size}");
            let start = Position::from_givens(&game.geometry, game.puzzle().givens());
            assert_eq!(game.path_start(true).as_ref(), Ok(&start));
            assert_eq!(solve_path_from(game.puzzle(), start.clone()), path);
            let end = check_replay(&game, start, &path);
            assert_eq!(end.values(), game.solution(), "{size}x{size}");
        }
    }

    #[test]
    fn a_path_from_the_position_starts_at_the_players_digits_or_names_the_mistake() {
        let mut game = game(6, false, Level::Medium, 2);
        let open: Vec<usize> = (0..36).filter(|&cell| !game.is_given(cell)).collect();
        let (first, second) = (open[0], open[1]);
        let right = game.solution()[first];
        game.apply(SizedAction::Enter {
            cell: first,
            digit: right,
        })
        .expect("an open cell takes a digit");
        let from_start = game.solve_path(true).expect("no mistake at the start");
        let from_here = game.solve_path(false).expect("the digit is right");
        assert_eq!(from_here.outcome, Outcome::Solved);
        assert_eq!(from_here.before[0].value(first), right);
        assert!(from_here.steps.len() < from_start.steps.len());
        check_replay(&game, game.position(), &from_here);

        let wrong = (1..=6)
            .find(|&d| d != game.solution()[second])
            .expect("six digits");
        game.apply(SizedAction::Enter {
            cell: second,
            digit: wrong,
        })
        .expect("an open cell takes a digit");
        let mistake = game
            .solve_path(false)
            .expect_err("a wrong digit is in the way");
        assert_eq!(usize::from(mistake.cell), second);
        assert_eq!(mistake.entered, wrong);
        assert_eq!(game.status(), Status::Playing);
    }

    #[test]
    fn the_game_shown_at_a_step_holds_that_position_and_the_players_colours() {
        let mut game = game(6, false, Level::Easy, 1);
        let open = (0..36)
            .find(|&cell| !game.is_given(cell))
            .expect("a puzzle has open cells");
        game.apply(SizedAction::Paint {
            cell: open,
            colour: 3,
        })
        .expect("an open cell takes a colour");
        let path = game.solve_path(true).expect("no mistake at the start");
        let last = path.before.last().expect("an easy 6x6 takes steps");
        let shown = game.showing(last);
        for cell in 0..36 {
            assert_eq!(shown.digit(cell), last.value(cell));
            assert_eq!(shown.notes(cell), last.candidates(cell));
        }
        assert_eq!(shown.colour(open), 3);
    }
}
