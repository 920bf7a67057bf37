//! A game of another size is never lost unasked: it is written to the data folder a moment
//! after each change (and when the app ends) and comes back at start-up; Save writes it to
//! a file of its own kind, which Open (a dialog, a drop, an argument) reads back; and
//! puzzles of other sizes in files, pastes and links open as games.

use super::files::Dialog;
use super::sized_play::{SizedGenerating, SizedPlay};
use super::{Message, NonetApp, file_name};
use crate::background::offload;
use crate::formats::Metadata;
use crate::game::{SizedGame, Status, write_atomically};
use crate::generator::sized::SizedLineJob;
use crate::i18n::{Arg, Localized};
use std::path::Path;
use web_time::Instant;

impl NonetApp {
    /// Puts `game` on the board in place of the game of another size there (recorded as
    /// left), with the 9x9 game waiting behind it.
    pub(super) fn show_sized(&mut self, game: SizedGame) {
        // A workshop with nothing in it, of any size, gives way to the game; one with work
        // stays in front (the game was ordered before it opened: asking for a game from the
        // workshop asks before leaving it).
        let sized_work = self.sized_setting.as_ref().is_some_and(|s| s.has_work());
        let nine_work = self.setting.as_ref().is_some_and(|s| s.has_work());
        if !sized_work && !nine_work {
            self.close_workshop();
        }
        self.record_left_sized();
        // A replay of the game leaving goes with it; one opened from a file stays.
        self.windows.replay.close_own();
        self.sized = Some(SizedPlay::new(game));
        self.hint = None;
        self.checked = None;
        self.mark_sized_dirty();
    }

    /// Notes that the game of another size changed, so it is kept a moment later.
    pub(super) fn mark_sized_dirty(&mut self) {
        self.sized_dirty_since.get_or_insert_with(Instant::now);
    }

    /// Writes the game of another size to the data folder now.
    pub(super) fn keep_sized(&mut self) {
        self.sized_dirty_since = None;
        let Some(play) = &self.sized else {
            return;
        };
        if let Err(error) = self.data.save_sized(&play.game) {
            self.message = Some(not_kept(&error));
        }
    }

    /// The game of another size is gone from the board: nothing is kept for next time.
    pub(super) fn forget_sized(&mut self) {
        self.sized_dirty_since = None;
        if let Err(error) = self.data.remove_sized() {
            self.message = Some(not_kept(&error));
        }
    }

    /// Writes the game of another size once it has rested for the autosave's delay.
    pub(super) fn persist_sized(&mut self, ctx: &egui::Context, delay: std::time::Duration) {
        if self.data.rested(&mut self.sized_dirty_since, delay, ctx) {
            self.keep_sized();
        }
    }

    /// Puts back the game of another size left on the board when the app last ended, if
    /// it was still being played; a file that cannot be read is kept aside and the player
    /// told where.
    pub(super) fn restore_sized(&mut self) {
        let (kept, note) = self.data.recover_sized();
        match kept {
            Some(game) if matches!(game.status(), Status::Playing | Status::Paused) => {
                self.sized = Some(SizedPlay::new(game));
            }
            // A finished game was recorded when it ended: nothing to resume.
            Some(_) => self.forget_sized(),
            None => {}
        }
        if let Some(note) = note {
            self.warn(Message::error(note));
        }
    }

    /// Save, with a game of another size on the board: a file dialog for it.
    pub(super) fn save_sized_pressed(&mut self) {
        self.show_dialog(Dialog::Save);
    }

    /// Writes the game of another size to `path`; the old file stays whole if writing
    /// fails.
    pub(super) fn save_sized_to(&mut self, path: &Path) {
        let Some(play) = &self.sized else {
            return;
        };
        let words = match write_atomically(path, play.game.to_save_text().as_bytes()) {
            Ok(()) => {
                self.last_path = Some(path.to_path_buf());
                self.settings.remember_file(path);
                let path = ("path", Arg::from(path.display().to_string()));
                Message::success(super::said_args("win-saved", &[path]))
            }
            Err(error) => Message::error(super::said_args(
                "win-save-failed",
                &[("error", Arg::from(format!("{}: {error}", path.display())))],
            )),
        };
        self.message = Some(words);
    }

    /// Opens a file of a game of another size (`text`, read from `path`): the game it
    /// holds goes on the board, or the player is told what is wrong and nothing changes.
    pub(super) fn open_sized_file(&mut self, path: &Path, text: &str) {
        match SizedGame::from_save_text(text) {
            Ok(game) => {
                self.show_sized(game);
                self.start_file = None;
                self.last_path = Some(path.to_path_buf());
                self.settings.remember_file(path);
                self.message = Some(Message::info(super::said_args(
                    "win-opened",
                    &[("file", Arg::from(file_name(path)))],
                )));
            }
            Err(error) => {
                let error = format!("{}: {}", path.display(), error.localized());
                self.open_failed(path, &error);
            }
        }
    }

    /// Checks and rates a puzzle of another size read from a line (a file, a paste, a
    /// link) away from the frame; the game changes when it is ready, if it has one
    /// solution. `from` is the file it came from, if any, which a failure names.
    pub(super) fn start_sized_read(
        &mut self,
        line: String,
        metadata: Metadata,
        from: Option<&Path>,
    ) {
        self.cancel_generation_quietly();
        let result = offload(SizedLineJob { line }, || {}).ok();
        let from = from.map(Path::to_path_buf);
        self.sized_generating = Some(SizedGenerating::reading(result, metadata, from));
        self.message = Some(Message::info(super::said("win-reading-sized")));
    }
}

/// The message for a game of another size that could not be kept.
fn not_kept(error: &impl Localized) -> Message {
    Message::error(super::said_args(
        "win-sized-not-kept",
        &[("error", Arg::from(error.localized()))],
    ))
}

/// The most of a file read to tell a game or puzzle of another size: a 16x16 game's file
/// takes some 5 KB.
const PEEK_BYTES: u64 = 256 * 1024;

/// The start of the file at `path` as text, to tell a game or a puzzle of another size
/// from the rest (`None` when it cannot be read: the usual reading then says why).
pub(super) fn peek(path: &Path) -> Option<String> {
    use std::io::Read;
    let file = std::fs::File::open(path).ok()?;
    if !file.metadata().ok()?.is_file() {
        return None;
    }
    let mut bytes = Vec::new();
    file.take(PEEK_BYTES).read_to_end(&mut bytes).ok()?;
    Some(String::from_utf8_lossy(&bytes).into_owned())
}
