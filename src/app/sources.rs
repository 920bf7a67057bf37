//! Where games come from and go to: new puzzles, files opened (their puzzles, once read, in
//! `collection_play`), pasted text, saves and exports. A failure is reported and never
//! replaces the game on the board.

use super::command::level_name;
use super::files::{Dialog, DialogOutcome, ExportKind, PendingDialog};
use super::{Confirm, Generating, Message, NonetApp, export, file_name};
use crate::game::is_save_file;
use crate::game::{Game, PuzzleList, write_atomically};
use crate::generator::{GenerateError, GenerateOptions, GenerationJob, Wanted};
use crate::i18n::Localized;
use crate::i18n::{Arg, tr};
use crate::logic::{Level, Technique};
use std::path::Path;

impl NonetApp {
    /// Starts a new game of `level`, asking first when a game is in progress.
    pub(super) fn new_game_pressed(&mut self, level: Level) {
        self.settings.new_game_level = level;
        if self.game_in_progress() {
            self.confirm = Some(Confirm::NewGame(level));
        } else {
            self.start_generation(level);
        }
    }

    /// New game › By technique: a puzzle whose hardest step is `technique`, asking first
    /// while a game is in progress.
    pub(super) fn new_game_by_technique_pressed(&mut self, technique: Technique) {
        if self.game_in_progress() {
            self.confirm = Some(Confirm::NewGameByTechnique(technique));
        } else {
            self.start_generation_by_technique(technique);
        }
    }

    /// Makes a puzzle whose hardest step is `technique`, at the level it is ordered at.
    pub(super) fn start_generation_by_technique(&mut self, technique: Technique) {
        let level = crate::generator::orderable_techniques()
            .iter()
            .find_map(|&(known, level)| (known == technique).then_some(level))
            .unwrap_or_else(|| technique.level());
        let wanted = Wanted {
            technique: Some(technique),
            ..Wanted::default()
        };
        self.start_generation_for(level, wanted);
    }

    pub(super) fn start_generation(&mut self, level: Level) {
        self.start_generation_for(level, Wanted::default());
    }

    /// Makes a puzzle at `level` that is also what `wanted` asks.
    fn start_generation_for(&mut self, level: Level, wanted: Wanted) {
        self.variant_generating = None;
        if let Some(old) = self.generating.take() {
            old.job.cancel();
        }
        let options = GenerateOptions {
            minimal: self.settings.prefer_minimal,
            wanted,
            ..GenerateOptions::new(level, rand::random())
        };
        self.generating = Some(Generating {
            job: GenerationJob::spawn(options),
            level,
            daily: None,
        });
        self.message = None;
    }

    /// Stops the puzzle being generated.
    pub(super) fn cancel_generation(&mut self) {
        if self.sized_generating.take().is_some() {
            self.message = Some(Message::info(super::said("win-new-game-cancelled")));
        }
        if let Some(generating) = self.generating.take() {
            generating.job.cancel();
            self.message = Some(Message::info(super::said("win-new-game-cancelled")));
        }
    }

    pub(super) fn cancel_generation_quietly(&mut self) {
        self.variant_generating = None;
        self.sized_generating = None;
        if let Some(generating) = self.generating.take() {
            generating.job.cancel();
        }
    }

    /// Takes in a finished generation: the new game, or the reason there is none.
    pub(super) fn generation_finished(
        &mut self,
        level: Level,
        result: Result<crate::generator::Generated, GenerateError>,
    ) {
        let made = match result {
            Err(GenerateError::Cancelled) => return,
            Err(error) => Err(error.localized()),
            Ok(generated) => Game::from_generated(&generated)
                .map(|game| (game, generated.rating.level))
                .map_err(|error| error.localized()),
        };
        match made {
            Ok((game, rated)) => {
                self.set_game(game);
                self.message = Some(Message::info(super::said_args(
                    "win-new-puzzle",
                    &[("level", Arg::from(level_name(rated)))],
                )));
            }
            Err(e) if self.game.is_none() && level != Level::Easy => {
                // Never leave the player with an empty board: fall back to an easier level.
                self.start_generation(Level::Easy);
                self.message = Some(Message::error(super::said_args(
                    "win-generate-failed-easy",
                    &[
                        ("level", Arg::from(level_name(level))),
                        ("error", Arg::from(e)),
                    ],
                )));
            }
            Err(e) => {
                self.message = Some(Message::error(super::said_args(
                    "win-generate-failed",
                    &[
                        ("level", Arg::from(level_name(level))),
                        ("error", Arg::from(e)),
                    ],
                )));
            }
        }
    }

    /// Opens a save or puzzle file; a bad file is reported and the current game stays.
    ///
    /// A save opens at once; puzzle files are read in the background (see
    /// [`NonetApp::is_loading`]): one puzzle starts, several open the collection picker.
    /// Only what would replace a game in progress asks first: a save here, a file's one
    /// puzzle once it is read, a collection's puzzle when it is chosen in the picker.
    pub fn open_path(&mut self, path: &Path) {
        // A replay opens to be watched: the game stays, so nothing to ask.
        if is_save_file(path)
            && let Ok(game) = Game::open(path)
            && game.is_replay()
        {
            self.open_replay(game, path);
            return;
        }
        if let Some(text) = super::sized_keeping::peek(path)
            && crate::game::is_sized_save_text(&text)
            && let Ok(game) = crate::game::SizedGame::from_save_text(&text)
            && game.is_replay()
        {
            self.open_sized_replay(game, path);
            return;
        }
        if self.game_in_progress() && is_save_file(path) {
            self.pending_open = Some(path.to_path_buf());
            self.confirm = Some(Confirm::OpenFile);
            return;
        }
        self.open_path_now(path);
    }

    /// Opens a file without asking (the player has agreed, or no game is in progress).
    pub(super) fn open_path_now(&mut self, path: &Path) {
        // A game of another size, or a puzzle of one, opens on its own board; a puzzle of
        // f-puzzles or SudokuPad as the game of its kind.
        if let Some(text) = super::sized_keeping::peek(path) {
            if self.open_fpuzzles_file(path, &text) {
                return;
            }
            if crate::game::is_sized_save_text(&text) {
                self.open_sized_file(path, &text);
                return;
            }
            // One puzzle of another size opens as its game; several as a collection.
            if let Some(line) = crate::generator::sized::sized_line_in(&text)
                && !super::collection_play::holds_several_lines(&text)
            {
                self.opened(path);
                self.start_sized_read(line, crate::formats::Metadata::default(), Some(path));
                return;
            }
        }
        // A save opens as its game; puzzle files (classic or variant lines) as a collection.
        if is_save_file(path) {
            match Game::open(path) {
                Ok(game) => {
                    self.set_game(game);
                    self.opened(path);
                    self.message = Some(Message::info(super::said_args(
                        "win-opened",
                        &[("file", Arg::from(file_name(path)))],
                    )));
                }
                Err(e) => self.open_failed(path, &e.localized()),
            }
            return;
        }
        match PuzzleList::open(path) {
            Ok(list) => self.loading = Some(list),
            Err(e) => self.open_failed(path, &e.localized()),
        }
    }

    pub(super) fn open_failed(&mut self, path: &Path, error: &str) {
        if !crate::game::file_exists(path) {
            self.settings.forget_file(path);
        }
        let words = super::said_args("win-open-failed", &[("error", Arg::from(error))]);
        if !self.warned_about_start_file(path, &words) {
            self.message = Some(Message::error(words));
        }
    }

    pub(super) fn opened(&mut self, path: &Path) {
        self.start_file = None;
        self.last_path = Some(path.to_path_buf());
        self.last_path_holds_many = false;
        self.settings.remember_file(path);
    }

    /// Stops reading a puzzle file; the game on the board stays.
    pub(super) fn cancel_loading(&mut self) {
        if self.loading.take().is_some() {
            self.message = Some(Message::info(super::said("win-opening-cancelled")));
            self.ensure_some_game();
        }
    }

    /// Never leaves the player looking at an empty board.
    pub(super) fn ensure_some_game(&mut self) {
        if self.game.is_none() && self.generating.is_none() {
            self.start_generation(self.settings.new_game_level);
        }
    }

    /// Saves the game to `path`.
    pub fn save_path(&mut self, path: &Path) {
        let Some(game) = self.game_as_left() else {
            return;
        };
        match game.save_to(path) {
            Ok(()) => {
                self.opened(path);
                self.message = Some(Message::success(super::said_args(
                    "win-saved",
                    &[("path", Arg::from(path.display().to_string()))],
                )));
            }
            Err(e) => {
                self.message = Some(Message::error(super::said_args(
                    "win-save-failed",
                    &[("error", Arg::from(e.localized()))],
                )));
            }
        }
    }

    /// Writes the puzzle or the board to `path` as `kind`; the old file stays whole if
    /// writing fails.
    pub fn export_path(&mut self, kind: ExportKind, path: &Path) {
        // The workshop at another size writes its draft's line, its one form.
        let draft_line = (self.sized_setting.as_ref()).map(|setting| setting.line());
        let bytes = match draft_line {
            Some(line) => line.map(|line| format!("{line}\n").into_bytes()),
            None => (self.shown_game()).map(|game| export::export_bytes(&game, kind)),
        };
        let Some(bytes) = bytes else {
            return;
        };
        match write_atomically(path, &bytes) {
            Ok(()) => {
                self.message = Some(Message::success(super::said_args(
                    "win-exported",
                    &[("path", Arg::from(path.display().to_string()))],
                )));
            }
            Err(e) => {
                self.message = Some(Message::error(super::said_args(
                    "win-export-failed",
                    &[
                        ("path", Arg::from(path.display().to_string())),
                        ("error", Arg::from(e.to_string())),
                    ],
                )));
            }
        }
    }

    /// Shows a file dialog on its own thread, unless one is already up.
    pub(super) fn show_dialog(&mut self, dialog: Dialog) {
        if self.dialog.is_none() {
            self.dialog = Some(PendingDialog::show(dialog, self.suggested_path(dialog)));
        }
    }

    /// What follows a file dialog: open, save or export the chosen path, or explain
    /// the other ways in when no dialog could be shown.
    pub fn dialog_answered(&mut self, dialog: Dialog, outcome: DialogOutcome) {
        match outcome {
            DialogOutcome::Chosen(mut path) => match dialog {
                Dialog::Open => self.open_path(&path),
                Dialog::Save => {
                    if path.extension().is_none() {
                        path.set_extension("nonet");
                    }
                    if self.sized.is_some() && self.setting.is_none() {
                        self.save_sized_to(&path);
                    } else {
                        self.save_path(&path);
                    }
                }
                Dialog::Export(kind) => {
                    if path.extension().is_none() {
                        path.set_extension(kind.extension());
                    }
                    self.export_path(kind, &path);
                }
                Dialog::Print => {
                    if path.extension().is_none() {
                        path.set_extension("pdf");
                    }
                    self.print_to(&path);
                }
                Dialog::ExportStatistics => {
                    if path.extension().is_none() {
                        path.set_extension("csv");
                    }
                    self.export_statistics(&path);
                }
                Dialog::ExportReplay => {
                    if path.extension().is_none() {
                        path.set_extension("nonet");
                    }
                    self.export_replay(&path);
                }
            },
            DialogOutcome::Cancelled => {}
            DialogOutcome::Unavailable => {
                // Each message says no dialog could be shown and what to do instead.
                let id = match dialog {
                    Dialog::Open => "win-no-dialog-open",
                    Dialog::Save
                    | Dialog::Export(_)
                    | Dialog::ExportStatistics
                    | Dialog::ExportReplay => "win-no-dialog-save",
                    Dialog::Print => "win-no-dialog-print",
                };
                self.message = Some(Message::error(super::said(id)));
            }
        }
    }

    /// Starts the puzzle in pasted text (any format the engine reads, pencilmark lines with
    /// their candidates, a link to a puzzle, an f-puzzles or SudokuPad link, f-puzzles
    /// JSON), asking first when a game is in progress; the current game stays when the text
    /// holds no puzzle with exactly one solution.
    pub(super) fn paste_puzzle(&mut self, text: &str) {
        if self.start_fpuzzles_text(text) {
            return;
        }
        match crate::formats::link::puzzle_in_link(text) {
            Some(line) => self.start_text_puzzle(&line, TextSource::Link),
            None => self.start_text_puzzle(text, TextSource::Pasted),
        }
    }

    /// Starts the puzzle in `text`, pasted or from a link, as [`Self::paste_puzzle`] says.
    pub(super) fn start_text_puzzle(&mut self, text: &str, source: TextSource) {
        if let Some(line) = crate::generator::sized::sized_line_in(text) {
            self.start_sized_read(line, crate::formats::Metadata::default(), None);
            return;
        }
        if let Some(read) = crate::game::variant_in_text(text) {
            let game = read
                .map_err(|e| e.localized())
                .and_then(|puzzle| Game::from_variant(puzzle).map_err(|e| e.localized()));
            self.take_text_game(game, source);
            return;
        }
        let collection = crate::formats::parse_str(text, None);
        let Some(record) = collection.records.into_iter().next() else {
            let why = collection
                .errors
                .first()
                .map_or_else(|| tr("win-paste-no-puzzle-found"), |e| e.localized());
            let id = match source {
                TextSource::Pasted => "win-paste-not-a-puzzle",
                TextSource::Link => "win-link-not-a-puzzle",
            };
            self.message = Some(Message::error(super::said_args(
                id,
                &[("error", Arg::from(why))],
            )));
            return;
        };
        let game = match &record.candidates {
            Some(candidates) => Game::from_pencilmarks(record.grid, candidates),
            None => Game::new(record.grid),
        };
        self.take_text_game(game.map_err(|e| e.localized()), source);
    }

    /// Starts a game made from pasted or linked text, or says why there is none.
    pub(super) fn take_text_game(&mut self, game: Result<Game, String>, source: TextSource) {
        match game {
            Ok(game) if self.game_in_progress() => {
                self.waiting_game = Some(game);
                self.confirm = Some(match source {
                    TextSource::Pasted => Confirm::PastedPuzzle,
                    TextSource::Link => Confirm::LinkedPuzzle,
                });
            }
            Ok(game) => self.start_text_game(game, source),
            Err(e) => {
                let id = match source {
                    TextSource::Pasted => "win-paste-cannot-start",
                    TextSource::Link => "win-link-cannot-start",
                };
                self.message = Some(Message::error(super::said_args(
                    id,
                    &[("error", Arg::from(e))],
                )));
            }
        }
    }

    /// Plays a pasted or linked puzzle.
    pub(super) fn start_text_game(&mut self, game: Game, source: TextSource) {
        self.set_game(game);
        let id = match source {
            TextSource::Pasted => "win-paste-started",
            TextSource::Link => "win-link-started",
        };
        self.message = Some(Message::info(super::said(id)));
    }

    /// Copies a link to the puzzle (its givens, or its variant line): on the web page's own
    /// address, or on the desktop the web address the player set; without one, the link's
    /// fragment alone, which any Nonet opens when pasted.
    pub(super) fn copy_link(&mut self, ctx: &egui::Context) {
        // While a puzzle is set, the link is to the puzzle being set.
        let line = match (&self.setting, &self.game) {
            (Some(setting), _) => match setting.line() {
                Some(line) => line,
                None => return,
            },
            (None, Some(game)) => match game.variant() {
                Some(puzzle) => crate::variant::write_line(puzzle),
                None => game.givens().to_line(),
            },
            (None, None) => return,
        };
        let base = self.link_base();
        ctx.copy_text(crate::formats::link::puzzle_link(&base, &line));
        let id = if base.is_empty() {
            "win-link-copied-no-address"
        } else {
            "win-link-copied"
        };
        self.message = Some(Message::info(super::said(id)));
    }

    /// Where links point: the page's address in the browser, the setting on the desktop.
    fn link_base(&self) -> String {
        #[cfg(target_arch = "wasm32")]
        {
            super::web_page::page_address().unwrap_or_default()
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            self.settings.web_address.trim().to_string()
        }
    }
}

/// Where a puzzle in text came from, for what the app says about it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum TextSource {
    /// The clipboard.
    Pasted,
    /// A link (`…#p=…`): pasted, or the web page's own address.
    Link,
}
