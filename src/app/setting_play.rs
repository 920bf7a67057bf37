//! Playing the puzzle being set: Start checks it has one solution (or asks to play one of
//! several), a draft with rules drawn starts as a game of the generic engine, and the game
//! in progress is asked about first.

use super::command::level_name;
use super::{Confirm, Message, NonetApp};
use crate::game::{Game, GameError};
use crate::i18n::{Arg, Localized, tr_args};

/// Playing the puzzle being set.
impl NonetApp {
    /// Starts the typed-in puzzle if it has exactly one solution.
    pub(super) fn start_entered_puzzle(&mut self) {
        let Some(setting) = &self.setting else {
            return;
        };
        let grid = *setting.givens();
        if setting.has_drawn_rules() {
            self.start_drawn_puzzle();
            return;
        }
        if setting.kind() != crate::variant::Kind::Classic {
            let started = match setting.workshop.draft().to_puzzle() {
                Ok(puzzle) => Game::from_variant(puzzle).map_err(|e| e.localized()),
                Err(problem) => Err(problem.localized()),
            };
            match started {
                Ok(game) => self.take_entered(game),
                Err(error) => self.cannot_start(error),
            }
            return;
        }
        match Game::new(grid) {
            Ok(game) => self.take_entered(game),
            Err(e) => {
                let error = [("error", Arg::from(e.localized()))];
                let mut text = tr_args("win-cannot-start", &error);
                if matches!(e, GameError::MultipleSolutions) {
                    if grid.filled_count() < 17 {
                        text = tr_args("win-cannot-start-few-givens", &error);
                    }
                    // It can still be played, against one of its solutions, if the player says so.
                    self.confirm = Some(Confirm::PlaySeveral);
                }
                self.message = Some(Message::error(text).until_changed());
            }
        }
    }

    /// Says the puzzle in the workshop cannot be started, and `why`, until it changes.
    pub(super) fn cannot_start(&mut self, why: String) {
        self.message = Some(
            Message::error(super::said_args(
                "win-cannot-start",
                &[("error", Arg::from(why))],
            ))
            .until_changed(),
        );
    }

    /// Plays a puzzle with rules drawn on it, as a game of the generic engine, once its
    /// survey shows one solution; else says why not, and the workshop stays open.
    fn start_drawn_puzzle(&mut self) {
        let Some(setting) = &self.setting else {
            return;
        };
        let count = super::sized_setting::settled_count(setting.is_surveying(), &setting.survey);
        let problem = setting.problem.as_ref().map(Localized::localized);
        let text = (setting.rule_puzzle()).map(|p| crate::generator::sized::puzzle_text(&p));
        self.start_surveyed(problem, count, text);
    }

    /// Plays the typed-in puzzle against one of its several solutions.
    pub(super) fn play_entered_anyway(&mut self) {
        let Some(setting) = &self.setting else {
            return;
        };
        match Game::new_allowing_several(*setting.givens()) {
            Ok(game) => self.take_entered(game),
            Err(e) => {
                self.message = Some(
                    Message::error(super::said_args(
                        "win-cannot-start",
                        &[("error", Arg::from(e.localized()))],
                    ))
                    .until_changed(),
                );
            }
        }
    }

    /// Plays a typed-in puzzle, asking first when it would replace a game in progress.
    pub(super) fn take_entered(&mut self, game: Game) {
        if self.game_in_progress() {
            self.waiting_game = Some(game);
            self.confirm = Some(Confirm::EnteredPuzzle);
        } else {
            self.start_entered(game);
        }
    }

    /// Plays a typed-in puzzle and says what it is.
    pub(super) fn start_entered(&mut self, game: Game) {
        let text = if game.has_several_solutions() {
            super::said("win-several-solutions")
        } else {
            match game.level() {
                Some(l) => super::said_args(
                    "win-entered-ready-level",
                    &[("level", Arg::from(level_name(l)))],
                ),
                None => super::said("win-entered-ready"),
            }
        };
        // The draft is played: it is the game now, and no longer kept as a draft.
        self.close_workshop();
        self.set_game(game);
        self.message = Some(Message::info(text));
    }
}
