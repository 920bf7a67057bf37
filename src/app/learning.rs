//! The commands of learning: the solve path window, the techniques window and practice
//! sessions, and how a change to the game reaches them.

use super::command::{SolvePathCommand, TechniquesCommand};
use super::practice::{self, Made, Practice, PracticeState, TechniquesView};
use super::solve_path::{PathOrigin, SolvePathView};
use super::{Confirm, Message, NonetApp};
use crate::game::{Game, Status};
use crate::i18n::Localized;

use crate::logic::Technique;

impl NonetApp {
    /// Carries out a command of the solve path window.
    pub(super) fn run_solve_path_command(
        &mut self,
        ctx: &egui::Context,
        command: SolvePathCommand,
    ) {
        match command {
            SolvePathCommand::ToggleWindow => {
                self.solve_path = match (&self.solve_path, &self.game) {
                    (None, Some(game)) => Some(SolvePathView::new(game, PathOrigin::Position, ctx)),
                    _ => None,
                };
            }
            SolvePathCommand::From(origin) => {
                if let (Some(view), Some(game)) = (self.solve_path.as_mut(), self.game.as_ref()) {
                    view.origin = origin;
                    view.restart(game, ctx);
                }
            }
            SolvePathCommand::Select(index) => {
                if let Some(view) = self.solve_path.as_mut() {
                    view.select(Some(index));
                }
            }
            SolvePathCommand::Back | SolvePathCommand::Forward => {
                if let Some(view) = self.solve_path.as_mut() {
                    view.step_by(command == SolvePathCommand::Forward);
                }
            }
            SolvePathCommand::ApplyTo(index) => self.apply_solve_path_to(index),
        }
    }

    /// Carries out a command of the techniques window or of practice.
    pub(super) fn run_techniques_command(
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
                    self.message = Some(Message::info(super::said("play-practice-stopped")));
                }
            }
        }
    }

    /// Starts practising `technique`: the techniques window closes so the board shows, and
    /// the first position is made in the background.
    pub(super) fn start_practice(&mut self, technique: Technique, ctx: &egui::Context) {
        self.techniques = None;
        self.message = None;
        self.practice = Some(Practice::start(technique, rand::random(), ctx));
    }

    /// Puts a made practice position on the board, as a game whose notes are its candidates.
    pub(super) fn start_practice_position(&mut self, made: Made) {
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
                self.message = Some(Message::error(super::said_args(
                    "play-practice-unplayable",
                    &[("error", error.localized().into())],
                )));
            }
        }
    }

    /// What a change to the game means for learning: practice judges the move, and a path
    /// from the player's position is worked out again.
    pub(super) fn learning_after_change(&mut self) {
        if self
            .solve_path
            .as_ref()
            .is_some_and(|v| v.origin == PathOrigin::Position)
        {
            self.solve_path_stale = true;
        }
        let (Some(practice), Some(game)) = (self.practice.as_mut(), self.game.as_ref()) else {
            return;
        };
        if practice.step.is_none() || practice.state == PracticeState::Done {
            return;
        }
        let (state, completed) = practice::judge(game, &practice.instances);
        practice.state = state;
        if let Some(instance) = completed.and_then(|i| practice.instances.get(i)) {
            // The sentence that confirms it is the instance the player made.
            practice.step = Some(instance.clone());
            practice.done += 1;
        }
    }

    /// Whether the board shows a step of the solve path instead of the game.
    pub(super) fn previewing_path(&self) -> bool {
        self.solve_path
            .as_ref()
            .is_some_and(|v| v.preview().is_some())
    }

    /// Carries out the solve path's steps up to and including `index`, each as an applied
    /// hint (so Undo takes them back one by one).
    fn apply_solve_path_to(&mut self, index: usize) {
        let Some(path) = self.solve_path.as_ref().and_then(|v| v.worked()) else {
            return;
        };
        if path.origin != PathOrigin::Position || path.steps.is_empty() {
            return;
        }
        let steps = path.steps[..=index.min(path.steps.len() - 1)].to_vec();
        let count = steps.len();
        for step in steps {
            if !self
                .game
                .as_ref()
                .is_some_and(|g| g.status() == Status::Playing)
            {
                break;
            }
            self.act(super::solve_path::action(&step));
        }
        if let Some(view) = self.solve_path.as_mut() {
            view.select(None);
        }
        if self.win.is_none() {
            let id = if count == 1 {
                "play-path-applied-one"
            } else {
                "play-path-applied"
            };
            self.message = Some(Message::info(super::said_args(
                id,
                &[("count", count.into())],
            )));
        }
    }
}
