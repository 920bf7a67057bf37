//! The techniques window's and practice's commands, and how a change to the game reaches
//! practice and the solve path.

use super::{Made, Practice, PracticeState, TechniquesView};
use crate::app::command::TechniquesCommand;
use crate::app::{Confirm, Message, NonetApp};
use crate::game::Game;
use crate::i18n::Localized;
use crate::logic::Technique;

impl NonetApp {
    /// Carries out a command of the techniques window or of practice.
    pub(in crate::app) fn run_techniques_command(
        &mut self,
        ctx: &egui::Context,
        command: TechniquesCommand,
    ) {
        match command {
            TechniquesCommand::ToggleWindow => {
                self.techniques = match self.techniques {
                    Some(_) => None,
                    None => Some(TechniquesView::new(ctx)),
                };
            }
            TechniquesCommand::Choose(technique) => {
                if let Some(view) = self.techniques.as_mut() {
                    view.choose(technique, ctx);
                }
            }
            TechniquesCommand::Practise(technique) => {
                if self.game_in_progress() && self.practice.is_none() {
                    self.confirm = Some(Confirm::Practise(technique));
                } else {
                    self.start_practice(technique, ctx);
                }
            }
            TechniquesCommand::NextPractice => {
                if let Some(practice) = self.practice.as_mut() {
                    practice.next(ctx);
                }
            }
            TechniquesCommand::StopPractice => {
                if self.practice.take().is_some() {
                    self.message = Some(Message::info(crate::app::said("play-practice-stopped")));
                }
            }
        }
    }

    /// Starts practising `technique`: the techniques window closes so the board shows, and
    /// the first position is made in the background.
    pub(in crate::app) fn start_practice(&mut self, technique: Technique, ctx: &egui::Context) {
        self.techniques = None;
        self.message = None;
        self.practice = Some(Practice::start(technique, rand::random(), ctx));
    }

    /// Puts a made practice position on the board, as a game whose notes are its candidates.
    pub(in crate::app) fn start_practice_position(&mut self, made: Made) {
        let Made {
            position,
            instances,
        } = made;
        match Game::from_pencilmarks(position.grid, &position.candidates) {
            Ok(game) => {
                // A new game ends a practice session; this one goes on with it. A practice
                // position on the board is no game of the statistics: only the game the
                // session replaced is recorded as left.
                let session = self.practice.take();
                if session.as_ref().is_some_and(|p| p.on_board) {
                    self.install_game(game);
                } else {
                    self.set_game(game);
                }
                self.practice = session;
                if let Some(practice) = self.practice.as_mut() {
                    practice.on_board = true;
                    // The instances were worked out from the position's own step; should
                    // none have been (a step finder that disagrees), the step stands alone.
                    practice.instances = if instances.is_empty() {
                        vec![position.step.clone()]
                    } else {
                        instances
                    };
                    practice.step = Some(position.step);
                    practice.state = PracticeState::Looking;
                }
            }
            Err(error) => {
                self.practice = None;
                self.message = Some(Message::error(crate::app::said_args(
                    "play-practice-unplayable",
                    &[("error", error.localized().into())],
                )));
            }
        }
    }

    /// What a change to the game means for practice: the move is judged.
    pub(in crate::app) fn practice_after_change(&mut self) {
        let (Some(practice), Some(game)) = (self.practice.as_mut(), self.game.as_ref()) else {
            return;
        };
        if practice.step.is_none() || practice.state == PracticeState::Done {
            return;
        }
        let (state, completed) = super::judge(game, &practice.instances);
        practice.state = state;
        if let Some(instance) = completed.and_then(|i| practice.instances.get(i)) {
            // The sentence that confirms it is the instance the player made.
            practice.step = Some(instance.clone());
            practice.done += 1;
        }
    }
}
