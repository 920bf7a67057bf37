//! Game › Replay: the game's solve played back on the board from its first position, each
//! move at its time on the game's clock: play, pause, step, speed 1×–16×, a jump to any
//! time, the clock showing the game's time; Export replay writes it for another copy of
//! Nonet, which opens such a file in this window. While it is open the board shows the
//! replay and the game waits unchanged. One unit: the window's state, its commands and its
//! drawing.

use super::NonetApp;
use super::command::{Command, ReplayCommand};
use super::message::Message;
use super::theme::Palette;
use super::window_unit::{AppWindow, Effect, Precedence, WindowKind};
use crate::game::{Game, Replay, SPEEDS, format_duration};
use crate::i18n::{Arg, tr, tr_args};
use egui::RichText;
use std::path::Path;
use std::time::Duration;
use web_time::Instant;

/// The window's state: the solve being played back.
pub(super) struct ReplayView {
    /// The game as it was when the window opened: what Export writes.
    source: Game,
    /// The playback.
    replay: Replay,
    /// The replay file's name, for a replay opened from a file rather than the game's own.
    file: Option<String>,
    /// When the replay's clock last moved, while playing.
    last_tick: Option<Instant>,
}

impl ReplayView {
    /// The replay of `game`, at its start; `file` names the replay file it came from.
    pub(super) fn new(game: Game, file: Option<String>) -> ReplayView {
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
    pub fn replay(&self) -> &Replay {
        &self.replay
    }

    /// The cells the last step shown changed, which the board marks.
    pub(super) fn last_cells(&self) -> Vec<usize> {
        self.replay.last_step().map_or_else(Vec::new, |edit| {
            edit.changes.iter().map(|c| usize::from(c.cell)).collect()
        })
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

/// The Replay window: the solve played back, when open.
#[derive(Default)]
pub(super) struct ReplayWindow {
    view: Option<ReplayView>,
}

impl ReplayWindow {
    /// The replay shown, while the window is open.
    pub(super) fn view(&self) -> Option<&ReplayView> {
        self.view.as_ref()
    }

    /// Closes a replay of the game on the board (the game is being replaced); one opened
    /// from a file is no game's, and stays.
    pub(super) fn close_own(&mut self) {
        if self.view.as_ref().is_some_and(ReplayView::is_own) {
            self.view = None;
        }
    }

    /// Carries out a command of the window; `game` is the game on the board, whose solve
    /// it plays back.
    pub(super) fn run(&mut self, command: ReplayCommand, game: Option<&Game>) -> Option<Effect> {
        let nothing = || Effect::Message(Message::info(super::said("win-replay-nothing")));
        if command == ReplayCommand::ToggleWindow {
            let (view, effect) = match (&self.view, game) {
                (None, Some(game)) if !game.history().is_empty() => {
                    (Some(ReplayView::new(game.clone(), None)), None)
                }
                (None, Some(_)) => (None, Some(nothing())),
                _ => (None, None),
            };
            self.view = view;
            return effect;
        }
        if command == ReplayCommand::Export {
            let has_moves = match (&self.view, game) {
                (Some(view), _) => !view.source.history().is_empty(),
                (None, Some(game)) => !game.history().is_empty(),
                (None, None) => false,
            };
            return Some(if has_moves {
                Effect::Dialog(super::files::Dialog::ExportReplay)
            } else {
                nothing()
            });
        }
        let view = self.view.as_mut()?;
        let replay = &mut view.replay;
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
        view.last_tick = None;
        None
    }

    /// Moves a playing replay on and asks for the next frame when its next step is due.
    pub(super) fn tick(&mut self, ctx: &egui::Context) {
        let Some(view) = self.view.as_mut() else {
            return;
        };
        view.tick(Instant::now());
        if let Some(wait) = view.replay.until_next_ms() {
            // The clock's second changes too: wake for whichever comes first.
            let second = 1000 / u64::from(view.replay.speed());
            ctx.request_repaint_after(Duration::from_millis(wait.min(second).max(1)));
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
        if let Some(view) = &self.view {
            window(view, ctx, area, palette, out);
        }
    }
}

impl AppWindow for ReplayWindow {
    fn kind(&self) -> WindowKind {
        WindowKind::Replay
    }

    fn is_open(&self) -> bool {
        self.view.is_some()
    }

    fn precedence(&self) -> Precedence {
        Precedence::Replay
    }

    fn close(&mut self) -> bool {
        self.view.take().is_some()
    }
}

impl NonetApp {
    /// Writes the replay shown (else the game's solve) to `path` as a replay file.
    pub(super) fn export_replay(&mut self, path: &Path) {
        let text = match (self.windows.replay.view(), &self.game) {
            (Some(view), _) => view.source.to_replay_text(),
            (None, Some(game)) => game.to_replay_text(),
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
        self.windows.replay.view = Some(ReplayView::new(game, Some(name.clone())));
        self.message = Some(Message::info(super::said_args(
            "win-replay-opened",
            &[("file", Arg::from(name))],
        )));
    }

    /// While the Replay window is open: the playback.
    pub fn replay(&self) -> Option<&Replay> {
        self.windows.replay.view().map(ReplayView::replay)
    }
}

/// Draws the Replay window inside `area`, the room under the menu bar.
fn window(
    view: &ReplayView,
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
            ui.spacing_mut().slider_width = (ui.available_width() - 72.0).max(120.0);
            let slider = ui.add(
                egui::Slider::new(&mut ms, 0..=replay.duration_ms())
                    .show_value(false)
                    // The part played is filled, so the rail reads as progress.
                    .trailing_fill(true)
                    .text(tr("cmd-replay-seek")),
            );
            if slider.changed() && ms != replay.now_ms() {
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
            let last = match replay.last_action() {
                Some(action) => tr_args(
                    "play-replay-move",
                    &[
                        ("number", Arg::from(replay.shown())),
                        ("move", Arg::from(action.describe())),
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
