//! Game › Replay: the game's solve played back on the board from its first position, each
//! move at its time on the game's clock: play, pause, step, speed 1×–16×, a jump to any
//! time, the clock showing the game's time; Export replay writes it for another copy of
//! Nonet, which opens such a file in this window. While it is open the board shows the
//! replay and the game waits unchanged. A 9x9 game and a game of another size (or with
//! constraint rules) are replayed alike, each on its own board. One unit: the window's
//! state, its commands and its drawing.

use super::NonetApp;
use super::command::{Command, ReplayCommand};
use super::message::Message;
use super::on_board::OnBoard;
use super::theme::Palette;
use super::window_unit::{AppWindow, Effect, Precedence, WindowKind};
use crate::game::{Game, Replay, Replayable, SPEEDS, SizedGame, format_duration};
use crate::i18n::{Arg, tr, tr_args};
use egui::RichText;
use std::path::Path;
use std::time::Duration;
use web_time::Instant;

/// What the window needs of a game beside its playback: a 9x9 game or one of another size.
pub(super) trait Watched: Replayable {
    /// Whether it has moves to play back.
    fn has_moves(&self) -> bool;
    /// Its exported replay's text.
    fn replay_text(&self) -> String;
    /// The cells the last move shown changed, which the board marks.
    fn last_cells(replay: &Replay<Self>) -> Vec<usize>;
    /// The last move shown, in a few words, if any.
    fn last_move(replay: &Replay<Self>) -> Option<String>;
}

impl Watched for Game {
    fn has_moves(&self) -> bool {
        !self.history().is_empty()
    }

    fn replay_text(&self) -> String {
        self.to_replay_text()
    }

    fn last_cells(replay: &Replay<Game>) -> Vec<usize> {
        replay.last_step().map_or_else(Vec::new, |edit| {
            edit.changes.iter().map(|c| usize::from(c.cell)).collect()
        })
    }

    fn last_move(replay: &Replay<Game>) -> Option<String> {
        replay.last_action().map(|action| action.describe())
    }
}

impl Watched for SizedGame {
    fn has_moves(&self) -> bool {
        self.moves() > 0
    }

    fn replay_text(&self) -> String {
        self.to_replay_text()
    }

    fn last_cells(replay: &Replay<SizedGame>) -> Vec<usize> {
        replay
            .last_move()
            .map_or_else(Vec::new, |moved| moved.iter().map(|c| c.cell).collect())
    }

    fn last_move(replay: &Replay<SizedGame>) -> Option<String> {
        let moved = replay.last_move()?;
        Some(super::action_text::describe_sized_move(
            &moved,
            replay.game(),
        ))
    }
}

/// The window's state: the solve being played back.
pub(super) struct ReplayView<G = Game> {
    /// The game as it was when the window opened: what Export writes.
    source: G,
    /// The playback.
    replay: Replay<G>,
    /// The replay file's name, for a replay opened from a file rather than the game's own.
    file: Option<String>,
    /// When the replay's clock last moved, while playing.
    last_tick: Option<Instant>,
}

impl<G: Watched> ReplayView<G> {
    /// The replay of `game`, at its start; `file` names the replay file it came from.
    pub(super) fn new(game: G, file: Option<String>) -> ReplayView<G> {
        ReplayView {
            replay: Replay::of(&game),
            source: game,
            file,
            last_tick: None,
        }
    }

    /// Whether it replays the game on the board rather than a replay file.
    pub(super) fn is_own(&self) -> bool {
        self.file.is_none()
    }

    /// The playback: the position shown, the step, the clock.
    pub fn replay(&self) -> &Replay<G> {
        &self.replay
    }

    /// The cells the last step shown changed, which the board marks.
    pub(super) fn last_cells(&self) -> Vec<usize> {
        G::last_cells(&self.replay)
    }

    /// Carries out a command of the playback (not opening, closing or exporting).
    fn run(&mut self, command: ReplayCommand) {
        let replay = &mut self.replay;
        match command {
            ReplayCommand::PlayPause => replay.toggle(),
            ReplayCommand::StepBack => replay.step_back(),
            ReplayCommand::StepForward => replay.step_forward(),
            ReplayCommand::ToStart => {
                replay.pause();
                replay.seek(0);
            }
            ReplayCommand::ToEnd => replay.to_end(),
            ReplayCommand::Speed(speed) => replay.set_speed(speed),
            ReplayCommand::Seek(ms) => replay.seek(ms),
            ReplayCommand::ToggleWindow | ReplayCommand::Export => {}
        }
        self.last_tick = None;
    }

    /// Moves a playing replay on, and says how long until it next needs a frame.
    fn tick_and_wait(&mut self) -> Option<Duration> {
        self.tick(Instant::now());
        let wait = self.replay.until_next_ms()?;
        // The clock's second changes too: wake for whichever comes first.
        let second = 1000 / u64::from(self.replay.speed());
        Some(Duration::from_millis(wait.min(second).max(1)))
    }

    /// Moves the clock on by the real time since the last frame, while playing.
    fn tick(&mut self, now: Instant) {
        if !self.replay.is_playing() {
            self.last_tick = None;
            return;
        }
        if let Some(last) = self.last_tick {
            let elapsed = now.saturating_duration_since(last);
            // Whole milliseconds only: the rest counts at the next frame.
            let ms = elapsed.as_millis();
            if ms > 0 {
                self.replay.advance(u64::try_from(ms).unwrap_or(u64::MAX));
                self.last_tick = Some(last + Duration::from_millis(ms as u64));
            }
        } else {
            self.last_tick = Some(now);
        }
        if !self.replay.is_playing() {
            self.last_tick = None;
        }
    }
}

/// A replay command's label in the command table.
fn label(command: ReplayCommand) -> String {
    Command::Replay(command).label()
}

/// The replay the window shows: of a 9x9 game, or of one of another size.
pub(super) enum Watching {
    /// A 9x9 game's solve.
    Nine(ReplayView<Game>),
    /// The solve of a game of another size, with what its rules draw.
    Sized(ReplayView<SizedGame>, Vec<crate::rules::marks::RuleMark>),
}

impl Watching {
    fn is_own(&self) -> bool {
        match self {
            Watching::Nine(view) => view.is_own(),
            Watching::Sized(view, _) => view.is_own(),
        }
    }

    /// The replay of the game on the board, if it has moves.
    fn of(board: OnBoard) -> Option<Watching> {
        match board {
            OnBoard::Nine(game) if game.has_moves() => {
                Some(Watching::Nine(ReplayView::new(game.clone(), None)))
            }
            OnBoard::Sized(game) if game.has_moves() => Some(Watching::sized(game.clone(), None)),
            _ => None,
        }
    }

    fn sized(game: SizedGame, file: Option<String>) -> Watching {
        let marks = game.puzzle().marks();
        Watching::Sized(ReplayView::new(game, file), marks)
    }

    fn has_moves(&self) -> bool {
        match self {
            Watching::Nine(view) => view.source.has_moves(),
            Watching::Sized(view, _) => view.source.has_moves(),
        }
    }
}

/// The Replay window: the solve played back, when open.
#[derive(Default)]
pub(super) struct ReplayWindow {
    watching: Option<Watching>,
}

impl ReplayWindow {
    /// The replay of a 9x9 game shown, while the window is open on one.
    pub(super) fn view(&self) -> Option<&ReplayView> {
        match &self.watching {
            Some(Watching::Nine(view)) => Some(view),
            _ => None,
        }
    }

    /// The replay of a game of another size shown, and what its rules draw, while the
    /// window is open on one.
    pub(super) fn sized_view(
        &self,
    ) -> Option<(&ReplayView<SizedGame>, &[crate::rules::marks::RuleMark])> {
        match &self.watching {
            Some(Watching::Sized(view, marks)) => Some((view, marks)),
            _ => None,
        }
    }

    /// Closes a replay of the game on the board (the game is being replaced); one opened
    /// from a file is no game's, and stays.
    pub(super) fn close_own(&mut self) {
        if self.watching.as_ref().is_some_and(Watching::is_own) {
            self.watching = None;
        }
    }

    /// Carries out a command of the window; `board` is the game on the board, whose solve
    /// it plays back.
    pub(super) fn run(&mut self, command: ReplayCommand, board: Option<OnBoard>) -> Option<Effect> {
        let nothing = || Effect::Message(Message::info(super::said("win-replay-nothing")));
        if command == ReplayCommand::ToggleWindow {
            if self.watching.take().is_some() {
                return None;
            }
            self.watching = board.and_then(Watching::of);
            return (board.is_some() && self.watching.is_none()).then(nothing);
        }
        if command == ReplayCommand::Export {
            let has_moves = match (&self.watching, board) {
                (Some(watching), _) => watching.has_moves(),
                (None, Some(OnBoard::Nine(game))) => game.has_moves(),
                (None, Some(OnBoard::Sized(game))) => game.has_moves(),
                (None, None) => false,
            };
            return Some(if has_moves {
                Effect::Dialog(super::files::Dialog::ExportReplay)
            } else {
                nothing()
            });
        }
        match self.watching.as_mut()? {
            Watching::Nine(view) => view.run(command),
            Watching::Sized(view, _) => view.run(command),
        }
        None
    }

    /// Moves a playing replay on and asks for the next frame when its next step is due.
    pub(super) fn tick(&mut self, ctx: &egui::Context) {
        let wait = match self.watching.as_mut() {
            Some(Watching::Nine(view)) => view.tick_and_wait(),
            Some(Watching::Sized(view, _)) => view.tick_and_wait(),
            None => None,
        };
        if let Some(wait) = wait {
            ctx.request_repaint_after(wait);
        }
    }

    /// Draws the window inside `area`, when open.
    pub(super) fn draw(
        &self,
        ctx: &egui::Context,
        area: egui::Rect,
        palette: &Palette,
        out: &mut Vec<Command>,
    ) {
        match &self.watching {
            Some(Watching::Nine(view)) => window(view, ctx, area, palette, out),
            Some(Watching::Sized(view, _)) => window(view, ctx, area, palette, out),
            None => {}
        }
    }
}

impl AppWindow for ReplayWindow {
    fn kind(&self) -> WindowKind {
        WindowKind::Replay
    }

    fn is_open(&self) -> bool {
        self.watching.is_some()
    }

    fn precedence(&self) -> Precedence {
        Precedence::Replay
    }

    fn close(&mut self) -> bool {
        self.watching.take().is_some()
    }
}

impl NonetApp {
    /// Writes the replay shown (else the game's solve) to `path` as a replay file.
    pub(super) fn export_replay(&mut self, path: &Path) {
        let text = match (&self.windows.replay.watching, self.board_and_cursor().0) {
            (Some(Watching::Nine(view)), _) => view.source.replay_text(),
            (Some(Watching::Sized(view, _)), _) => view.source.replay_text(),
            (None, Some(OnBoard::Nine(game))) => game.replay_text(),
            (None, Some(OnBoard::Sized(game))) => game.replay_text(),
            (None, None) => return,
        };
        let name = Arg::from(super::file_name(path));
        self.message = Some(match crate::game::write_atomically(path, text.as_bytes()) {
            Ok(()) => Message::info(super::said_args("win-replay-exported", &[("file", name)])),
            Err(e) => Message::error(super::said_args(
                "win-replay-export-failed",
                &[("file", name), ("error", Arg::from(e.to_string()))],
            )),
        });
    }

    /// Opens a replay file read from `path` in the Replay window; the game stays.
    pub(super) fn open_replay(&mut self, game: Game, path: &Path) {
        if self.start_file.as_deref() == Some(path) {
            self.start_file = None;
        }
        let name = super::file_name(path);
        self.windows.replay.watching =
            Some(Watching::Nine(ReplayView::new(game, Some(name.clone()))));
        self.replay_opened(name);
    }

    /// Opens a replay file of a game of another size read from `path` in the Replay
    /// window, on that game's board; the game on the board stays.
    pub(super) fn open_sized_replay(&mut self, game: SizedGame, path: &Path) {
        if self.start_file.as_deref() == Some(path) {
            self.start_file = None;
        }
        let name = super::file_name(path);
        self.windows.replay.watching = Some(Watching::sized(game, Some(name.clone())));
        self.replay_opened(name);
    }

    /// Says the replay file `name` is open.
    fn replay_opened(&mut self, name: String) {
        self.message = Some(Message::info(super::said_args(
            "win-replay-opened",
            &[("file", Arg::from(name))],
        )));
    }

    /// While the Replay window is open on a 9x9 game: the playback.
    pub fn replay(&self) -> Option<&Replay> {
        self.windows.replay.view().map(ReplayView::replay)
    }

    /// While the Replay window is open on a game of another size: the playback.
    pub fn sized_replay(&self) -> Option<&Replay<SizedGame>> {
        self.windows
            .replay
            .sized_view()
            .map(|(view, _)| view.replay())
    }

    /// The replay's clock, while the window is open on either kind of game.
    pub(super) fn replay_now_ms(&self) -> Option<u64> {
        (self.replay().map(Replay::now_ms)).or(self.sized_replay().map(Replay::now_ms))
    }
}

/// Draws the Replay window inside `area`, the room under the menu bar.
fn window<G: Watched>(
    view: &ReplayView<G>,
    ctx: &egui::Context,
    area: egui::Rect,
    palette: &Palette,
    out: &mut Vec<Command>,
) {
    let replay = &view.replay;
    let mut open = true;
    let title = match &view.file {
        Some(file) => tr_args(
            "win-replay-file-title",
            &[("file", Arg::from(file.as_str()))],
        ),
        None => tr("win-replay-title"),
    };
    egui::Window::new(title)
        .constrain_to(area)
        .id(egui::Id::unique("replay window"))
        .open(&mut open)
        // Below the board's panel at the right, so the board stays in view.
        .default_pos(egui::pos2(area.right() - 348.0, area.bottom() - 260.0))
        .default_width(340.0)
        .resizable(false)
        .show(ctx, |ui| {
            let progress = tr_args(
                "play-replay-progress",
                &[
                    ("shown", Arg::from(replay.shown())),
                    ("count", Arg::from(replay.steps())),
                    ("time", Arg::from(clock_text(replay.now_ms()))),
                    ("duration", Arg::from(clock_text(replay.duration_ms()))),
                ],
            );
            ui.label(RichText::new(progress).color(palette.given));
            let mut ms = replay.now_ms();
            // The rail takes the window's width, less its name after it.
            let slider = ui.scope(|ui| {
                ui.spacing_mut().slider_width = (ui.available_width() - 72.0).max(120.0);
                // The rail's unplayed part in the grid's thin-line colour: the theme's own
                // fill for it is the window's in the light theme, leaving only the handle.
                ui.visuals_mut().widgets.inactive.bg_fill = palette.thin_line;
                ui.add(
                    egui::Slider::new(&mut ms, 0..=replay.duration_ms())
                        .show_value(false)
                        // The part played is filled, so the rail reads as progress.
                        .trailing_fill(true)
                        .text(tr("cmd-replay-seek")),
                )
            });
            if slider.inner.changed() && ms != replay.now_ms() {
                out.push(Command::Replay(ReplayCommand::Seek(ms)));
            }
            ui.horizontal_wrapped(|ui| {
                for command in [
                    ReplayCommand::ToStart,
                    ReplayCommand::StepBack,
                    ReplayCommand::PlayPause,
                    ReplayCommand::StepForward,
                    ReplayCommand::ToEnd,
                ] {
                    let text = if command == ReplayCommand::PlayPause && replay.is_playing() {
                        tr("play-replay-pause")
                    } else {
                        label(command)
                    };
                    let enabled = match command {
                        ReplayCommand::ToStart | ReplayCommand::StepBack => replay.shown() > 0,
                        ReplayCommand::StepForward | ReplayCommand::ToEnd => !replay.at_end(),
                        _ => replay.steps() > 0,
                    };
                    let button = ui
                        .add_enabled(enabled, egui::Button::new(text))
                        .on_hover_text(Command::Replay(command).tooltip(ui.ctx()));
                    if button.clicked() {
                        out.push(Command::Replay(command));
                    }
                }
            });
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(tr("play-replay-speed")).color(palette.muted));
                for speed in SPEEDS {
                    let chosen = replay.speed() == speed;
                    let button = ui
                        .selectable_label(chosen, label(ReplayCommand::Speed(speed)))
                        .on_hover_text(Command::Replay(ReplayCommand::Speed(speed)).description());
                    if button.clicked() && !chosen {
                        out.push(Command::Replay(ReplayCommand::Speed(speed)));
                    }
                }
            });
            ui.separator();
            let last = match G::last_move(replay) {
                Some(described) => tr_args(
                    "play-replay-move",
                    &[
                        ("number", Arg::from(replay.shown())),
                        ("move", Arg::from(described)),
                    ],
                ),
                None => tr("play-replay-at-start"),
            };
            super::speech::label(ui, RichText::new(last).color(palette.given));
            ui.label(RichText::new(tr("play-replay-board-note")).color(palette.muted));
            let export = Command::Replay(ReplayCommand::Export);
            if ui
                .button(export.label())
                .on_hover_text(export.description())
                .clicked()
            {
                out.push(export);
            }
        });
    if !open {
        out.push(Command::Replay(ReplayCommand::ToggleWindow));
    }
}

/// A time of the game as its clock shows it.
pub(super) fn clock_text(ms: u64) -> String {
    format_duration(Duration::from_millis(ms))
}
