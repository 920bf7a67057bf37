//! The solve path window's commands: open and close it, choose where it starts, select a
//! step, and apply the path up to a step.

use super::{PathOrigin, SolvePathView, action};
use crate::app::command::SolvePathCommand;
use crate::app::{Message, NonetApp};
use crate::game::Status;

impl NonetApp {
    /// Carries out a command of the solve path window.
    pub(in crate::app) fn run_solve_path_command(
        &mut self,
        ctx: &egui::Context,
        command: SolvePathCommand,
    ) {
        match command {
            // While a puzzle is set, the path is the draft's, from its start.
            SolvePathCommand::ToggleWindow if self.setting.is_some() => {
                let draft = self.setting.as_ref().and_then(|s| s.draft_game());
                self.solve_path = match (&self.solve_path, draft) {
                    (None, Some(draft)) => Some(SolvePathView::new(&draft, PathOrigin::Start, ctx)),
                    _ => None,
                };
            }
            SolvePathCommand::From(_) if self.setting.is_some() => {}
            SolvePathCommand::ToggleWindow => {
                self.solve_path = match (&self.solve_path, &self.game) {
                    (None, Some(game)) => Some(SolvePathView::new(game, PathOrigin::Position, ctx)),
                    _ => None,
                };
                // The path may take the panel's place, where it shows the news that comes
                // while it is open; what came before is read already.
                if self.solve_path.is_some() {
                    self.message = None;
                }
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

    /// What a change to the game means for the solve path: a path from the player's
    /// position is worked out again.
    pub(in crate::app) fn solve_path_after_change(&mut self) {
        if self
            .solve_path
            .as_ref()
            .is_some_and(|v| v.origin == PathOrigin::Position)
        {
            self.solve_path_stale = true;
        }
    }

    /// Whether the board shows a step of the solve path instead of the game.
    pub(in crate::app) fn previewing_path(&self) -> bool {
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
            self.act(action(&step));
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
            self.message = Some(Message::info(crate::app::said_args(
                id,
                &[("count", count.into())],
            )));
        }
    }
}
