//! The solve path as a window: its state, its commands (open and close it, choose where it
//! starts, select a step; applying the path up to a step is the app's, which owns the
//! game) and what Escape closes in it.

use super::{PathOrigin, SolvePathView, action};
use crate::app::command::SolvePathCommand;
use crate::app::on_board::{OnBoard, on_board};
use crate::app::window_unit::{AppWindow, Effect, Precedence, WindowKind};
use crate::app::{Message, NonetApp};
use crate::game::{Game, Status};

/// Whose path the window shows.
pub(in crate::app) enum PathOf<'a> {
    /// The game on the board's (the 9x9 one or one of another size), if there is one.
    Board(Option<OnBoard<'a>>),
    /// The puzzle being set in the workshop, as a game (only to open the window: `None`
    /// for other commands, or while the draft has no game), always from its start.
    Draft(Option<&'a Game>),
}

/// The solve path, when open, and what the app needs to know of it between frames.
#[derive(Default)]
pub(in crate::app) struct SolvePathWindow {
    /// The path shown.
    view: Option<SolvePathView>,
    /// Where the path was drawn in the last frame, while open.
    pub panel_rect: Option<egui::Rect>,
    /// The path no longer fits the game and is worked out again at the next poll.
    stale: bool,
}

impl SolvePathWindow {
    /// The path shown, when open.
    pub fn view(&self) -> Option<&SolvePathView> {
        self.view.as_ref()
    }

    /// Closes the window whatever it shows (the workshop it showed the draft of closed).
    pub fn shut(&mut self) {
        self.view = None;
    }

    /// Carries out a command of the window for the path of `of`. `ApplyTo` changes the game
    /// and is the app's: it does nothing here.
    pub fn run(
        &mut self,
        command: SolvePathCommand,
        of: PathOf<'_>,
        ctx: &egui::Context,
    ) -> Option<Effect> {
        match (command, of) {
            (SolvePathCommand::ToggleWindow, PathOf::Draft(draft)) => {
                self.view = match (&self.view, draft) {
                    (None, Some(draft)) => Some(SolvePathView::new(
                        OnBoard::Nine(draft),
                        PathOrigin::Start,
                        ctx,
                    )),
                    _ => None,
                };
            }
            // A draft's path starts at its start.
            (SolvePathCommand::From(_), PathOf::Draft(_)) => {}
            (SolvePathCommand::ToggleWindow, PathOf::Board(board)) => {
                self.view = match (&self.view, board) {
                    (None, Some(board)) => {
                        Some(SolvePathView::new(board, PathOrigin::Position, ctx))
                    }
                    _ => None,
                };
                // The path may take the panel's place, where it shows the news that comes
                // while it is open; what came before is read already.
                if self.view.is_some() {
                    return Some(Effect::ClearMessage);
                }
            }
            (SolvePathCommand::From(origin), PathOf::Board(board)) => {
                if let (Some(view), Some(board)) = (self.view.as_mut(), board) {
                    view.origin = origin;
                    view.restart(board, ctx);
                }
            }
            (SolvePathCommand::Select(index), _) => {
                if let Some(view) = self.view.as_mut() {
                    view.select(Some(index));
                }
            }
            (SolvePathCommand::Back | SolvePathCommand::Forward, _) => {
                if let Some(view) = self.view.as_mut() {
                    view.step_by(command == SolvePathCommand::Forward);
                }
            }
            (SolvePathCommand::ApplyTo(_), _) => {}
        }
        None
    }

    /// The game changed: a path from the player's position is worked out again.
    pub fn after_change(&mut self) {
        if self
            .view
            .as_ref()
            .is_some_and(|v| v.origin == PathOrigin::Position)
        {
            self.stale = true;
        }
    }

    /// Another game came: an open path, whatever its origin, is worked out again.
    pub fn game_replaced(&mut self) {
        self.stale = self.view.is_some();
    }

    /// Works a stale path out again for `board`, the game on the board (the one of
    /// another size's path follows its moves and its coming and going), and takes a
    /// worked-out path when ready.
    pub fn poll(&mut self, board: Option<OnBoard>, ctx: &egui::Context) {
        let moved_on = self
            .view
            .as_ref()
            .zip(board)
            .is_some_and(|(view, board)| !view.is_of(board));
        if self.stale || moved_on {
            self.stale = false;
            if let (Some(view), Some(board)) = (self.view.as_mut(), board) {
                view.restart(board, ctx);
            }
        }
        if let Some(view) = self.view.as_mut() {
            view.poll();
        }
    }

    /// An open path of the draft is worked out again for the draft as it now is, or
    /// closes when the draft has no game.
    pub fn after_draft_change(&mut self, draft: Option<&Game>, ctx: &egui::Context) {
        if let Some(view) = self.view.as_mut() {
            match draft {
                Some(draft) => view.restart(OnBoard::Nine(draft), ctx),
                None => self.view = None,
            }
        }
    }

    /// Whether the path is being worked out.
    pub fn is_working(&self) -> bool {
        self.stale || self.view.as_ref().is_some_and(|v| v.path.is_none())
    }

    /// Whether the board shows a step of the path instead of the game.
    pub fn previewing(&self) -> bool {
        self.view.as_ref().is_some_and(|v| v.selected.is_some())
    }
}

impl AppWindow for SolvePathWindow {
    fn kind(&self) -> WindowKind {
        WindowKind::SolvePath
    }

    fn is_open(&self) -> bool {
        self.view.is_some()
    }

    /// A previewed step goes first, before the other windows; the path itself last.
    fn precedence(&self) -> Precedence {
        if self.previewing() {
            Precedence::PathStep
        } else {
            Precedence::SolvePath
        }
    }

    /// Puts a previewed step away, else closes the path.
    fn close(&mut self) -> bool {
        match self.view.as_mut() {
            Some(view) if view.selected.is_some() => {
                view.select(None);
                true
            }
            Some(_) => {
                self.view = None;
                true
            }
            None => false,
        }
    }
}

impl NonetApp {
    /// Carries out a command of the solve path window: the window's own, and applying the
    /// path, which changes the game.
    pub(in crate::app) fn run_solve_path_command(
        &mut self,
        ctx: &egui::Context,
        command: SolvePathCommand,
    ) {
        if let SolvePathCommand::ApplyTo(index) = command {
            self.apply_solve_path_to(index);
            return;
        }
        let effect = match &self.setting {
            // While a puzzle is set, the path is the draft's, from its start.
            Some(setting) => {
                let draft = (command == SolvePathCommand::ToggleWindow)
                    .then(|| setting.draft_game())
                    .flatten();
                self.windows
                    .solve_path
                    .run(command, PathOf::Draft(draft.as_ref()), ctx)
            }
            None => {
                let sized = self.sized.as_ref().map(|play| &play.game);
                let board = on_board(sized, false, self.game.as_ref());
                self.windows
                    .solve_path
                    .run(command, PathOf::Board(board), ctx)
            }
        };
        self.apply_effect(effect);
    }

    /// Whether the board shows a step of the solve path instead of the game.
    pub(in crate::app) fn previewing_path(&self) -> bool {
        self.windows.solve_path.previewing()
    }

    /// The path's steps up to and including `index`, when the path starts at the player's
    /// position (a path from the start does not fit the board).
    fn path_steps_to(&self, index: usize) -> Option<Vec<crate::logic::Step>> {
        let path = self.windows.solve_path.view().and_then(|v| v.worked())?;
        if path.origin != PathOrigin::Position || path.steps.is_empty() {
            return None;
        }
        Some(path.steps[..=index.min(path.steps.len() - 1)].to_vec())
    }

    /// Carries out the solve path's steps up to and including `index`, each as an applied
    /// hint (so Undo takes them back one by one).
    fn apply_solve_path_to(&mut self, index: usize) {
        let Some(steps) = self.path_steps_to(index) else {
            return;
        };
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
        self.say_path_applied(count);
    }

    /// Carries out the solve path's steps up to and including `index` on the game of
    /// another size, each a move (so Undo takes them back one by one).
    pub(in crate::app) fn apply_sized_path_to(&mut self, index: usize) {
        let Some(steps) = self.path_steps_to(index) else {
            return;
        };
        let Some(play) = self.sized.as_mut() else {
            return;
        };
        let was = play.game.status();
        let mut changed = false;
        for step in &steps {
            if play.game.status() != Status::Playing {
                break;
            }
            changed |= play.game.apply_step(step).unwrap_or(false);
        }
        if changed {
            self.sized_moved(was);
            self.say_path_applied(steps.len());
        }
    }

    /// The selected step is put away, and the player told how many steps were applied
    /// (unless the game was won by them).
    fn say_path_applied(&mut self, count: usize) {
        if let Some(view) = self.windows.solve_path.view.as_mut() {
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
