//! Where games come from and go to: new puzzles, files opened, collections, pasted text,
//! saves and exports. A failure is reported and never replaces the game on the board.

use super::collection_view::{self, OpenCollection};
use super::files::{Dialog, DialogOutcome, ExportKind, PendingDialog};
use super::{Confirm, Generating, Message, NonetApp, export, file_name};
use crate::game::is_save_file;
use crate::game::{Game, PuzzleList, write_atomically};
use crate::generator::{GenerateError, GenerateOptions, GenerationJob};
use crate::logic::Level;
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

    pub(super) fn start_generation(&mut self, level: Level) {
        if let Some(old) = self.generating.take() {
            old.job.cancel();
        }
        let options = GenerateOptions {
            minimal: self.settings.prefer_minimal,
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
        if let Some(generating) = self.generating.take() {
            generating.job.cancel();
            self.message = Some(Message::info("New game cancelled."));
        }
    }

    pub(super) fn cancel_generation_quietly(&mut self) {
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
            Err(error) => Err(error.to_string()),
            Ok(generated) => Game::from_generated(&generated)
                .map(|game| (game, generated.rating.level))
                .map_err(|error| error.to_string()),
        };
        match made {
            Ok((game, rated)) => {
                self.set_game(game);
                self.message = Some(Message::info(format!("A new {rated} puzzle. Good luck!")));
            }
            Err(e) if self.game.is_none() && level != Level::Easy => {
                // Never leave the player with an empty board: fall back to an easier level.
                self.start_generation(Level::Easy);
                self.message = Some(Message::error(format!(
                    "Could not make a {level} puzzle ({e}); making an Easy one instead."
                )));
            }
            Err(e) => {
                self.message = Some(Message::error(format!(
                    "Could not make a {level} puzzle: {e}."
                )));
            }
        }
    }

    /// Opens a save or puzzle file; a bad file is reported and the current game stays.
    ///
    /// A save opens at once; puzzle files are read in the background (see
    /// [`NonetApp::is_loading`]): one puzzle starts, several open the collection picker.
    pub fn open_path(&mut self, path: &Path) {
        if self.game_in_progress() {
            self.pending_open = Some(path.to_path_buf());
            self.confirm = Some(Confirm::OpenFile);
            return;
        }
        self.open_path_now(path);
    }

    /// Opens a file without asking (the player has agreed, or no game is in progress).
    pub(super) fn open_path_now(&mut self, path: &Path) {
        if is_save_file(path) {
            match Game::open(path) {
                Ok(game) => {
                    self.cancel_generation_quietly();
                    self.set_game(game);
                    self.opened(path);
                    self.message = Some(Message::info(format!("Opened {}.", file_name(path))));
                }
                Err(e) => self.open_failed(path, &e.to_string()),
            }
            return;
        }
        match PuzzleList::open(path) {
            Ok(list) => self.loading = Some(list),
            Err(e) => self.open_failed(path, &e.to_string()),
        }
    }

    pub(super) fn open_failed(&mut self, path: &Path, error: &str) {
        if !path.exists() {
            self.settings.forget_file(path);
        }
        self.message = Some(Message::error(format!("Could not open {error}")));
    }

    fn opened(&mut self, path: &Path) {
        self.last_path = Some(path.to_path_buf());
        self.settings.remember_file(path);
    }

    /// Stops reading a puzzle file; the game on the board stays.
    pub(super) fn cancel_loading(&mut self) {
        if self.loading.take().is_some() {
            self.message = Some(Message::info("Opening cancelled."));
            self.ensure_some_game();
        }
    }

    /// Takes in a puzzle file that has been read: one puzzle starts, several open the
    /// picker, none is reported.
    pub(super) fn file_read(&mut self, list: PuzzleList) {
        let path = list.path().to_path_buf();
        let skipped = match (list.error_count(), list.errors().first()) {
            (0, _) | (_, None) => String::new(),
            (1, Some(first)) => format!(" One record could not be read ({first})."),
            (n, Some(first)) => {
                format!(" {n} records could not be read; the first: {first}.")
            }
        };
        match list.len() {
            0 => {
                let why = list
                    .errors()
                    .first()
                    .map_or_else(|| "the file holds no puzzle".to_string(), |e| e.to_string());
                self.open_failed(&path, &format!("{}: {why}", path.display()));
                self.ensure_some_game();
            }
            1 => match list.game_at(0) {
                Ok(game) => {
                    self.cancel_generation_quietly();
                    self.set_game(game);
                    self.opened(&path);
                    self.message = Some(Message::info(format!(
                        "Opened {}.{skipped}",
                        file_name(&path)
                    )));
                }
                Err(e) => {
                    self.open_failed(&path, &e.to_string());
                    self.ensure_some_game();
                }
            },
            n => {
                self.opened(&path);
                self.collection = Some(OpenCollection::new(list));
                self.message = Some(Message::info(format!(
                    "{} holds {} puzzles: pick one to play.{skipped}",
                    file_name(&path),
                    collection_view::thousands(n)
                )));
                if self.game.is_none() {
                    self.cancel_generation_quietly();
                    self.next_puzzle_now(None);
                }
            }
        }
    }

    /// Never leaves the player looking at an empty board.
    pub(super) fn ensure_some_game(&mut self) {
        if self.game.is_none() && self.generating.is_none() {
            self.start_generation(self.settings.new_game_level);
        }
    }

    /// Plays the puzzle at `index` of the open collection, asking first when a game is in
    /// progress.
    pub(super) fn play_from_collection(&mut self, index: usize) {
        if self.game_in_progress() {
            self.confirm = Some(Confirm::CollectionPuzzle(index));
        } else {
            self.play_from_collection_now(index);
        }
    }

    pub(super) fn play_from_collection_now(&mut self, index: usize) -> bool {
        let Some(collection) = &self.collection else {
            return false;
        };
        let total = collection.list.len();
        let name = collection.list.file_name();
        match collection.list.game_at(index) {
            Ok(game) => {
                self.cancel_generation_quietly();
                self.set_game(game);
                if let Some(collection) = &mut self.collection {
                    collection.current = Some(index);
                    collection.chosen = index;
                    collection.scroll_to_chosen = true;
                }
                self.message = Some(Message::info(format!(
                    "Puzzle {} of {} from {name}.",
                    collection_view::thousands(index + 1),
                    collection_view::thousands(total)
                )));
                true
            }
            Err(e) => {
                self.message = Some(Message::error(format!("Cannot play {e}")));
                false
            }
        }
    }

    /// Moves on to the next playable puzzle of the open collection.
    pub(super) fn next_puzzle_pressed(&mut self) {
        let Some(collection) = &self.collection else {
            return;
        };
        let Some(next) = collection.next_playable_after(collection.current) else {
            let text = match collection.level_filter {
                None => "That was the last puzzle of the collection.".to_string(),
                Some(level) if collection.list.rated_count() < collection.list.len() => {
                    format!(
                        "No more {level} puzzles after this one yet: the rest are still being rated."
                    )
                }
                Some(level) => format!("That was the last {level} puzzle of the collection."),
            };
            self.message = Some(Message::info(text));
            return;
        };
        if self.game_in_progress() {
            self.confirm = Some(Confirm::CollectionPuzzle(next));
        } else {
            self.next_puzzle_now(collection.current);
        }
    }

    /// Plays the first puzzle after `after` that has exactly one solution.
    fn next_puzzle_now(&mut self, after: Option<usize>) {
        let mut from = after;
        // Unrated puzzles may turn out unplayable; skip them, but not forever on a
        // collection of broken puzzles.
        for _ in 0..1000 {
            let Some(next) = self
                .collection
                .as_ref()
                .and_then(|c| c.next_playable_after(from))
            else {
                self.message = Some(Message::info("No more playable puzzles in the collection."));
                self.ensure_some_game();
                return;
            };
            if self.play_from_collection_now(next) {
                return;
            }
            from = Some(next);
        }
        self.ensure_some_game();
    }

    /// Saves the game to `path`.
    pub fn save_path(&mut self, path: &Path) {
        let Some(game) = &self.game else {
            return;
        };
        match game.save_to(path) {
            Ok(()) => {
                self.opened(path);
                self.message = Some(Message::success(format!("Saved to {}.", path.display())));
            }
            Err(e) => self.message = Some(Message::error(format!("Could not save {e}"))),
        }
    }

    /// Writes the puzzle or the board to `path` as `kind`; the old file stays whole if
    /// writing fails.
    pub fn export_path(&mut self, kind: ExportKind, path: &Path) {
        let Some(game) = &self.game else {
            return;
        };
        let bytes = export::export_bytes(game, kind);
        match write_atomically(path, &bytes) {
            Ok(()) => {
                self.message = Some(Message::success(format!("Exported to {}.", path.display())));
            }
            Err(e) => {
                self.message = Some(Message::error(format!(
                    "Could not export to {}: {e}",
                    path.display()
                )));
            }
        }
    }

    /// Shows a file dialog on its own thread, unless one is already up.
    pub(super) fn show_dialog(&mut self, dialog: Dialog) {
        if self.dialog.is_none() {
            self.dialog = Some(PendingDialog::show(dialog, self.last_path.clone()));
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
                    self.save_path(&path);
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
            },
            DialogOutcome::Cancelled => {}
            DialogOutcome::Unavailable => {
                let instead = match dialog {
                    Dialog::Open => {
                        "To open a file, drag it onto the window, start Nonet with `nonet FILE`, \
                         or use Open recent in the Game menu; Edit › Paste puzzle plays a copied puzzle."
                    }
                    Dialog::Save | Dialog::Export(_) | Dialog::ExportStatistics => {
                        "Your game is still autosaved after every move and comes back when \
                         Nonet restarts; Edit › Copy puzzle copies it as text."
                    }
                    Dialog::Print => {
                        "The command line prints too: `nonet print FILE -o booklet.pdf` \
                         writes a booklet of a puzzle file."
                    }
                };
                self.message = Some(Message::error(format!(
                    "No file dialog could be shown (Nonet needs the desktop portal or zenity). {instead}"
                )));
            }
        }
    }

    /// Starts the puzzle in pasted text (any format the engine reads, pencilmark lines with
    /// their candidates), asking first when a game is in progress; the current game stays
    /// when the text holds no puzzle with exactly one solution.
    pub(super) fn paste_puzzle(&mut self, text: &str) {
        let collection = crate::formats::parse_str(text, None);
        let Some(record) = collection.records.into_iter().next() else {
            let why = collection
                .errors
                .first()
                .map_or_else(|| "no puzzle found".to_string(), |e| e.to_string());
            self.message = Some(Message::error(format!(
                "The pasted text is not a puzzle: {why}"
            )));
            return;
        };
        let game = match &record.candidates {
            Some(candidates) => Game::from_pencilmarks(record.grid, candidates),
            None => Game::new(record.grid),
        };
        match game {
            Ok(game) if self.game_in_progress() => {
                self.pasted = Some(game);
                self.confirm = Some(Confirm::PastedPuzzle);
            }
            Ok(game) => self.start_pasted(game),
            Err(e) => {
                self.message = Some(Message::error(format!(
                    "Cannot start the pasted puzzle: {e}"
                )));
            }
        }
    }

    /// Plays a pasted puzzle.
    pub(super) fn start_pasted(&mut self, game: Game) {
        self.set_game(game);
        self.message = Some(Message::info("Started the pasted puzzle."));
    }
}
