//! The desktop app: window, board, controls and input, drawn with egui.
//!
//! [`NonetApp`] holds the app state; [`NonetApp::ui`] draws everything into a `Ui`, so
//! tests drive it with egui_kittest without a window. [`run`] opens the real window.

mod board;
mod collection_view;
mod controls;
pub mod export;
pub mod files;
pub mod settings;
pub mod theme;

pub use settings::{DataDir, Settings, ThemeChoice};

use crate::game::{
    Action, Autosaver, Game, GameError, Hint, PuzzleList, Status, format_duration, looks_like_save,
    write_atomically,
};
use crate::generator::{GenerateError, GenerateOptions, GenerationJob};
use crate::grid::{CELLS, Grid, cell_name, col_of, row_of};
use crate::logic::Level;
use collection_view::{OpenCollection, PickerAction};
use egui::{Key, Modifiers};
use files::{Dialog, DialogOutcome, ExportKind, PendingDialog};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use theme::Palette;

/// Smallest window size at which the board and the side panel both fit, in points.
pub const MIN_WINDOW_SIZE: [f32; 2] = [760.0, 560.0];

/// Window size on first start, in points.
pub const DEFAULT_WINDOW_SIZE: [f32; 2] = [1080.0, 800.0];

/// How long changes wait before the autosave is written (on a background thread), so a
/// burst of typing makes one write.
const AUTOSAVE_DELAY: Duration = Duration::from_secs(1);

/// The app icon: a 256 px PNG made by `assets/make_icon.py`.
pub const ICON_PNG: &[u8] = include_bytes!("../../assets/icon-256.png");

/// Opens the Nonet window: `file` (a save or a puzzle) if given, else the last game
/// resumed from the autosave, else a new Medium puzzle.
pub fn run(file: Option<PathBuf>) -> Result<(), eframe::Error> {
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("Nonet")
        .with_app_id("nonet")
        .with_inner_size(DEFAULT_WINDOW_SIZE)
        .with_min_inner_size(MIN_WINDOW_SIZE);
    if let Ok(icon) = eframe::icon_data::from_png_bytes(ICON_PNG) {
        viewport = viewport.with_icon(icon);
    }
    let options = eframe::NativeOptions {
        viewport,
        ..Default::default()
    };
    eframe::run_native(
        "Nonet",
        options,
        Box::new(move |cc| {
            Ok(Box::new(NonetApp::new(
                &cc.egui_ctx,
                DataDir::platform(),
                file,
            )))
        }),
    )
}

/// How a message is shown.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MessageKind {
    /// Neutral news.
    Info,
    /// Good news.
    Success,
    /// Something went wrong.
    Error,
}

/// A line of feedback shown in the side panel.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Message {
    /// What kind of message.
    pub kind: MessageKind,
    /// The text.
    pub text: String,
}

impl Message {
    fn info(text: impl Into<String>) -> Message {
        Message {
            kind: MessageKind::Info,
            text: text.into(),
        }
    }

    fn success(text: impl Into<String>) -> Message {
        Message {
            kind: MessageKind::Success,
            text: text.into(),
        }
    }

    fn error(text: impl Into<String>) -> Message {
        Message {
            kind: MessageKind::Error,
            text: text.into(),
        }
    }
}

/// A question waiting for the player's answer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Confirm {
    /// Show the answer and end the game.
    Reveal,
    /// Throw away the game in progress for a new one.
    NewGame(Level),
    /// Throw away the game in progress for a puzzle of the open collection.
    CollectionPuzzle(usize),
}

/// A puzzle being generated in the background.
struct Generating {
    job: GenerationJob,
    level: Level,
}

/// The puzzle the player is typing in.
struct Entering {
    grid: Grid,
}

/// The shown hint and what it marks on the board.
struct HintView {
    hint: Hint,
    marks: board::HintMarks,
}

/// Shown after a win.
#[derive(Clone, Debug)]
struct WinInfo {
    time: Duration,
    level: Option<Level>,
    new_best: bool,
    best: Option<Duration>,
}

/// The app: the game, what the player has selected, and everything on screen.
pub struct NonetApp {
    game: Option<Game>,
    data: DataDir,
    settings: Settings,
    saved_settings: Settings,
    selected: usize,
    notes_mode: bool,
    hint: Option<HintView>,
    checked: Option<Vec<usize>>,
    message: Option<Message>,
    generating: Option<Generating>,
    confirm: Option<Confirm>,
    entering: Option<Entering>,
    win: Option<WinInfo>,
    last_path: Option<PathBuf>,
    loading: Option<PuzzleList>,
    collection: Option<OpenCollection>,
    dialog: Option<PendingDialog>,
    autosaver: Option<Autosaver>,
    dirty_since: Option<Instant>,
    applied_theme: Option<ThemeChoice>,
    styled: bool,
}

impl NonetApp {
    /// The app as it starts: `file` if given (a bad file is reported and a game is made
    /// anyway), else the autosave in `data`, else a new Medium puzzle generated in the
    /// background.
    pub fn new(ctx: &egui::Context, data: DataDir, file: Option<PathBuf>) -> NonetApp {
        let settings = data.load_settings();
        let mut app = NonetApp::empty(data, settings);
        ctx.set_zoom_factor(app.settings.zoom);
        if let Some(path) = file {
            app.open_path(&path);
        }
        if app.game.is_none() {
            let (game, note) = app.data.recover_autosave();
            app.game = game;
            if let Some(note) = note {
                app.message = Some(Message::error(note));
            }
        }
        if app.game.is_none() && app.loading.is_none() {
            app.start_generation(Level::Medium);
        }
        app
    }

    /// The app showing `game`, with settings and saves in `data` (tests pass
    /// [`DataDir::none`] or a temporary folder).
    pub fn with_game(game: Game, data: DataDir) -> NonetApp {
        let settings = data.load_settings();
        let mut app = NonetApp::empty(data, settings);
        app.set_game(game);
        app
    }

    fn empty(data: DataDir, settings: Settings) -> NonetApp {
        NonetApp {
            game: None,
            data,
            saved_settings: settings.clone(),
            settings,
            selected: 40,
            notes_mode: false,
            hint: None,
            checked: None,
            message: None,
            generating: None,
            confirm: None,
            entering: None,
            win: None,
            last_path: None,
            loading: None,
            collection: None,
            dialog: None,
            autosaver: None,
            dirty_since: None,
            applied_theme: None,
            styled: false,
        }
    }

    /// The game on the board, if one is ready.
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    /// The settings in force.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Changes settings (tests and menus); they are saved at the end of the frame.
    pub fn settings_mut(&mut self) -> &mut Settings {
        &mut self.settings
    }

    /// Whether a puzzle is being generated.
    pub fn is_generating(&self) -> bool {
        self.generating.is_some()
    }

    /// The selected cell.
    pub fn selected(&self) -> usize {
        self.selected
    }

    /// Whether digits go into notes.
    pub fn notes_mode(&self) -> bool {
        self.notes_mode
    }

    /// Whether a puzzle file is still being read.
    pub fn is_loading(&self) -> bool {
        self.loading.is_some()
    }

    /// The open collection's size and the index of the puzzle being played from it.
    pub fn collection_position(&self) -> Option<(usize, Option<usize>)> {
        self.collection.as_ref().map(|c| (c.list.len(), c.current))
    }

    /// Whether the collection picker is shown.
    pub fn is_picker_open(&self) -> bool {
        self.collection.as_ref().is_some_and(|c| c.picker_open)
    }

    /// The message shown in the side panel, if any.
    pub fn message(&self) -> Option<&Message> {
        self.message.as_ref()
    }

    fn palette(ui: &egui::Ui) -> &'static Palette {
        Palette::for_dark_mode(ui.visuals().dark_mode)
    }

    /// Replaces the game, resetting everything tied to the old one.
    fn set_game(&mut self, game: Game) {
        if let Some(collection) = &mut self.collection {
            collection.current = None;
        }
        self.game = Some(game);
        self.hint = None;
        self.checked = None;
        self.win = None;
        self.entering = None;
        self.notes_mode = false;
        self.selected = 40;
        self.mark_dirty();
    }

    fn mark_dirty(&mut self) {
        self.dirty_since.get_or_insert_with(Instant::now);
    }

    // ----- commands -----

    /// Applies a player action to the game and updates everything that depends on it.
    pub fn act(&mut self, action: Action) {
        let Some(game) = self.game.as_mut() else {
            return;
        };
        game.clear_peer_notes = self.settings.clear_peer_notes;
        let before = game.status();
        match game.apply(action) {
            Ok(true) => {
                self.after_change(before);
            }
            Ok(false) => {}
            Err(GameError::NotPlaying(Status::Paused)) => {
                self.message = Some(Message::info("The game is paused: press Resume first."));
            }
            Err(GameError::GivenCell(name)) => {
                self.message = Some(Message::info(format!(
                    "{name} is one of the puzzle's givens; it cannot be changed."
                )));
            }
            Err(e) => self.message = Some(Message::info(capitalise(&e.to_string()))),
        }
    }

    fn after_change(&mut self, status_before: Status) {
        self.hint = None;
        self.checked = None;
        self.mark_dirty();
        let Some(game) = &self.game else {
            return;
        };
        if game.status() == Status::Solved && status_before != Status::Solved {
            self.on_win();
        } else if !matches!(
            self.message,
            Some(Message {
                kind: MessageKind::Error,
                ..
            })
        ) {
            self.message = None;
        }
    }

    fn on_win(&mut self) {
        let Some(game) = &self.game else {
            return;
        };
        let time = game.elapsed();
        let level = game.level();
        let previous = level.and_then(|l| self.settings.best_time(l));
        let new_best = match level {
            Some(level) => self.settings.record_time(level, time),
            None => false,
        };
        let what = level.map_or("the puzzle".to_string(), |l| format!("this {l} puzzle"));
        let mut text = format!("Solved! You finished {what} in {}.", format_duration(time));
        if new_best && previous.is_some() {
            text.push_str(" That is a new best time.");
        }
        self.message = Some(Message::success(text));
        self.win = Some(WinInfo {
            time,
            level,
            new_best,
            best: level.and_then(|l| self.settings.best_time(l)),
        });
    }

    /// Takes back the last action.
    pub fn undo(&mut self) {
        if let Some(game) = self.game.as_mut() {
            let before = game.status();
            if game.undo() {
                self.after_change(before);
            }
        }
    }

    /// Does again the last undone action.
    pub fn redo(&mut self) {
        if let Some(game) = self.game.as_mut() {
            let before = game.status();
            if game.redo() {
                self.after_change(before);
            }
        }
    }

    /// A digit from the keyboard or the number pad: a note in notes mode (or when
    /// `as_note`), else an entry; when typing in a puzzle, a given.
    pub fn input_digit(&mut self, digit: u8, as_note: bool) {
        if let Some(entering) = &mut self.entering {
            entering.grid.set(self.selected, digit);
            return;
        }
        let cell = self.selected as u8;
        if self.notes_mode != as_note {
            self.act(Action::ToggleNote { cell, digit });
        } else {
            self.act(Action::SetDigit { cell, digit });
        }
    }

    /// Erases the selected cell.
    pub fn erase(&mut self) {
        if let Some(entering) = &mut self.entering {
            entering.grid.set(self.selected, 0);
            return;
        }
        self.act(Action::ClearCell {
            cell: self.selected as u8,
        });
    }

    /// Moves the selection, wrapping around the edges.
    fn move_selection(&mut self, rows: i32, cols: i32) {
        let row = (row_of(self.selected) as i32 + rows).rem_euclid(9) as usize;
        let col = (col_of(self.selected) as i32 + cols).rem_euclid(9) as usize;
        self.selected = row * 9 + col;
    }

    /// First press: show the next hint. Second press: carry it out.
    pub fn hint_pressed(&mut self) {
        let Some(game) = &self.game else {
            return;
        };
        if game.status() != Status::Playing {
            return;
        }
        match self.hint.as_ref().map(|h| &h.hint) {
            Some(Hint::Step(step)) => {
                let step = step.clone();
                self.act(Action::ApplyHint(step));
            }
            Some(Hint::WrongEntry { cell, .. } | Hint::WrongNotes { cell, .. }) => {
                let cell = *cell;
                self.selected = cell as usize;
                self.act(Action::ClearCell { cell });
            }
            Some(Hint::Solved | Hint::Stuck(_)) => self.hint = None,
            None => {
                let hint = game.hint();
                if let Hint::WrongEntry { cell, .. } | Hint::WrongNotes { cell, .. } = &hint {
                    self.selected = *cell as usize;
                }
                let marks = board::HintMarks::of(&hint, game);
                self.message = None;
                self.hint = Some(HintView { hint, marks });
            }
        }
    }

    /// Marks wrong entries and says how many there are.
    pub fn check(&mut self) {
        let Some(game) = &self.game else {
            return;
        };
        let wrong = game.wrong_entries();
        self.message = Some(match wrong.len() {
            0 => Message::success("No mistakes so far."),
            1 => Message::error(format!(
                "1 entry is wrong ({}), marked in red.",
                cell_name(wrong[0])
            )),
            n => Message::error(format!("{n} entries are wrong, marked in red.")),
        });
        self.checked = Some(wrong);
        self.hint = None;
    }

    /// Asks for confirmation, then shows the answer.
    pub fn solve_pressed(&mut self) {
        if self
            .game
            .as_ref()
            .is_some_and(|g| g.status() == Status::Playing)
        {
            self.confirm = Some(Confirm::Reveal);
        }
    }

    /// Starts a new game of `level`, asking first when a game is in progress.
    pub fn new_game_pressed(&mut self, level: Level) {
        self.settings.new_game_level = level;
        let in_progress = self
            .game
            .as_ref()
            .is_some_and(|g| g.status() == Status::Playing && g.entries().filled_count() > 0);
        if in_progress {
            self.confirm = Some(Confirm::NewGame(level));
        } else {
            self.start_generation(level);
        }
    }

    fn start_generation(&mut self, level: Level) {
        if let Some(old) = self.generating.take() {
            old.job.cancel();
        }
        let options = GenerateOptions::new(level, rand::random());
        self.generating = Some(Generating {
            job: GenerationJob::spawn(options),
            level,
        });
        self.message = None;
    }

    /// Stops the puzzle being generated.
    pub fn cancel_generation(&mut self) {
        if let Some(generating) = self.generating.take() {
            generating.job.cancel();
            self.message = Some(Message::info("New game cancelled."));
        }
    }

    fn poll_generation(&mut self) {
        let Some(generating) = &self.generating else {
            return;
        };
        let Some(result) = generating.job.try_result() else {
            return;
        };
        let level = generating.level;
        self.generating = None;
        match result.map_err(|e| e.to_string()).and_then(|generated| {
            Game::from_generated(&generated)
                .map_err(|e| e.to_string())
                .map(|game| (game, generated.rating.level))
        }) {
            Ok((game, rated)) => {
                self.set_game(game);
                self.message = Some(Message::info(format!("A new {rated} puzzle. Good luck!")));
            }
            Err(e) if e == GenerateError::Cancelled.to_string() => {}
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

    fn open_failed(&mut self, path: &Path, error: &str) {
        if !path.exists() {
            self.settings.forget_file(path);
        }
        self.message = Some(Message::error(format!("Could not open {error}")));
    }

    fn opened(&mut self, path: &Path) {
        self.last_path = Some(path.to_path_buf());
        self.settings.remember_file(path);
    }

    fn cancel_generation_quietly(&mut self) {
        if let Some(generating) = self.generating.take() {
            generating.job.cancel();
        }
    }

    /// Takes in a puzzle file once it is read.
    fn poll_loading(&mut self, ctx: &egui::Context) {
        let Some(list) = self.loading.as_mut() else {
            return;
        };
        list.poll();
        let path = list.path().to_path_buf();
        if let Some(failure) = list.failure() {
            self.loading = None;
            self.open_failed(&path, &format!("{}: {failure}", path.display()));
            self.ensure_some_game();
            return;
        }
        if !list.is_read() {
            ctx.request_repaint_after(Duration::from_millis(30));
            return;
        }
        let Some(list) = self.loading.take() else {
            return;
        };
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
    fn ensure_some_game(&mut self) {
        if self.game.is_none() && self.generating.is_none() {
            self.start_generation(self.settings.new_game_level);
        }
    }

    /// Plays the puzzle at `index` of the open collection, asking first when a game is in
    /// progress.
    pub fn play_from_collection(&mut self, index: usize) {
        if self.game_in_progress() {
            self.confirm = Some(Confirm::CollectionPuzzle(index));
        } else {
            self.play_from_collection_now(index);
        }
    }

    fn play_from_collection_now(&mut self, index: usize) -> bool {
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
    pub fn next_puzzle_pressed(&mut self) {
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

    /// Shows or hides the collection picker.
    pub fn toggle_picker(&mut self) {
        if let Some(collection) = &mut self.collection {
            collection.picker_open = !collection.picker_open;
            collection.scroll_to_chosen = collection.picker_open;
        }
    }

    fn game_in_progress(&self) -> bool {
        self.game
            .as_ref()
            .is_some_and(|g| g.status() == Status::Playing && g.entries().filled_count() > 0)
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

    fn show_dialog(&mut self, dialog: Dialog) {
        if self.dialog.is_none() {
            self.dialog = Some(PendingDialog::show(dialog, self.last_path.clone()));
        }
    }

    fn open_dialog(&mut self) {
        self.show_dialog(Dialog::Open);
    }

    fn save_dialog(&mut self) {
        if self.game.is_some() {
            self.show_dialog(Dialog::Save);
        }
    }

    fn export_dialog(&mut self, kind: ExportKind) {
        if self.game.is_some() {
            self.show_dialog(Dialog::Export(kind));
        }
    }

    /// Acts on a file dialog once the player has answered it.
    fn poll_dialog(&mut self, ctx: &egui::Context) {
        let Some(pending) = &self.dialog else {
            return;
        };
        let Some(outcome) = pending.poll() else {
            ctx.request_repaint_after(Duration::from_millis(100));
            return;
        };
        let dialog = pending.dialog;
        self.dialog = None;
        self.dialog_answered(dialog, outcome);
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
            },
            DialogOutcome::Cancelled => {}
            DialogOutcome::Unavailable => {
                let instead = match dialog {
                    Dialog::Open => {
                        "To open a file, drag it onto the window, start Nonet with `nonet FILE`, \
                         or use Open recent in the Game menu; Ctrl+V pastes a puzzle."
                    }
                    Dialog::Save | Dialog::Export(_) => {
                        "Your game is still autosaved after every move and comes back when \
                         Nonet restarts; Ctrl+C copies the puzzle."
                    }
                };
                self.message = Some(Message::error(format!(
                    "No file dialog could be shown (Nonet needs the desktop portal or zenity). {instead}"
                )));
            }
        }
    }

    /// Switches to typing in a puzzle of one's own.
    pub fn enter_puzzle_pressed(&mut self) {
        self.entering = Some(Entering {
            grid: Grid::empty(),
        });
        self.hint = None;
        self.checked = None;
        self.notes_mode = false;
        self.message = Some(Message::info(
            "Type the givens, then press Start. Start checks that the puzzle has exactly one solution.",
        ));
    }

    /// Starts the typed-in puzzle if it has exactly one solution.
    pub fn start_entered_puzzle(&mut self) {
        let Some(entering) = &self.entering else {
            return;
        };
        let grid = entering.grid;
        match Game::new(grid) {
            Ok(game) => {
                let level = game.level();
                self.set_game(game);
                self.message = Some(Message::info(match level {
                    Some(l) => format!("Your puzzle is ready. It rates {l}."),
                    None => "Your puzzle is ready.".to_string(),
                }));
            }
            Err(e) => {
                let mut text = format!("Cannot start: {e}.");
                if matches!(e, GameError::MultipleSolutions) && grid.filled_count() < 17 {
                    text.push_str(" A unique puzzle needs at least 17 givens.");
                }
                self.message = Some(Message::error(text));
            }
        }
    }

    fn cancel_entering(&mut self) {
        self.entering = None;
        self.message = None;
    }

    /// Pauses or resumes.
    pub fn toggle_pause(&mut self) {
        if let Some(game) = self.game.as_mut() {
            match game.status() {
                Status::Playing => game.pause(),
                Status::Paused => game.resume(),
                _ => {}
            }
        }
    }

    // ----- per frame -----

    /// Draws the whole app into `ui` and handles its input.
    pub fn ui(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        self.apply_style(&ctx);
        self.poll_generation();
        self.poll_loading(&ctx);
        self.poll_dialog(&ctx);
        self.handle_dropped_files(&ctx);
        self.handle_keys(&ctx);
        self.run_clock(&ctx);

        let palette = *NonetApp::palette(ui);
        egui::Panel::top("menu")
            .frame(
                egui::Frame::new()
                    .fill(palette.background)
                    .inner_margin(egui::Margin::symmetric(8, 4)),
            )
            .show(ui, |ui| self.menu_bar(ui));
        egui::Panel::right("controls")
            .resizable(false)
            .exact_size(controls::panel_width(ui.available_width()))
            .frame(
                egui::Frame::new()
                    .fill(palette.background)
                    .inner_margin(egui::Margin {
                        left: 8,
                        right: 16,
                        top: 12,
                        bottom: 12,
                    }),
            )
            .show(ui, |ui| controls::side_panel(self, ui, &palette));
        egui::CentralPanel::no_frame()
            .frame(
                egui::Frame::new()
                    .fill(palette.background)
                    .inner_margin(egui::Margin::same(16)),
            )
            .show(ui, |ui| self.board_area(ui, &palette));

        self.collection_windows(&ctx, &palette);
        self.dialogs(&ctx, &palette);
        self.persist(&ctx);
    }

    fn apply_style(&mut self, ctx: &egui::Context) {
        if !self.styled {
            self.styled = true;
            ctx.set_visuals_of(egui::Theme::Light, Palette::LIGHT.visuals(false));
            ctx.set_visuals_of(egui::Theme::Dark, Palette::DARK.visuals(true));
            ctx.all_styles_mut(|style| {
                use egui::{FontFamily, FontId, TextStyle};
                style.text_styles = [
                    (
                        TextStyle::Heading,
                        FontId::new(22.0, FontFamily::Proportional),
                    ),
                    (TextStyle::Body, FontId::new(15.0, FontFamily::Proportional)),
                    (
                        TextStyle::Button,
                        FontId::new(15.0, FontFamily::Proportional),
                    ),
                    (
                        TextStyle::Small,
                        FontId::new(12.0, FontFamily::Proportional),
                    ),
                    (
                        TextStyle::Monospace,
                        FontId::new(14.0, FontFamily::Monospace),
                    ),
                ]
                .into();
                style.spacing.button_padding = egui::vec2(10.0, 6.0);
                style.spacing.item_spacing = egui::vec2(8.0, 8.0);
                style.spacing.interact_size.y = 30.0;
            });
        }
        if self.applied_theme != Some(self.settings.theme) {
            self.applied_theme = Some(self.settings.theme);
            ctx.set_theme(match self.settings.theme {
                ThemeChoice::System => egui::ThemePreference::System,
                ThemeChoice::Light => egui::ThemePreference::Light,
                ThemeChoice::Dark => egui::ThemePreference::Dark,
            });
        }
        let zoom = ctx.zoom_factor();
        if (zoom - self.settings.zoom).abs() > f32::EPSILON {
            self.settings.zoom = zoom;
        }
    }

    fn run_clock(&mut self, ctx: &egui::Context) {
        let focused = ctx.input(|i| i.viewport().focused).unwrap_or(true);
        let Some(game) = self.game.as_mut() else {
            return;
        };
        let running = focused && self.entering.is_none();
        game.set_clock_running(running);
        if game.clock().is_running() {
            // Wake up exactly when the shown second changes, and not before.
            let into_second = game.elapsed().subsec_millis() as u64;
            ctx.request_repaint_after(Duration::from_millis(1000 - into_second.min(999)));
        }
    }

    /// A file dropped on the window opens as Open would open it.
    fn handle_dropped_files(&mut self, ctx: &egui::Context) {
        let dropped: Vec<PathBuf> = ctx.input(|i| {
            i.raw
                .dropped_files
                .iter()
                .map(|file| file.path().to_path_buf())
                .collect()
        });
        if let Some(path) = dropped.first() {
            self.open_path(path);
        }
    }

    /// Starts the puzzle in pasted text (any format the engine reads); the current game
    /// stays when the text holds no puzzle with exactly one solution.
    pub fn paste_puzzle(&mut self, text: &str) {
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
        match Game::new(record.grid) {
            Ok(game) => {
                self.set_game(game);
                self.message = Some(Message::info("Started the pasted puzzle."));
            }
            Err(e) => {
                self.message = Some(Message::error(format!(
                    "Cannot start the pasted puzzle: {e}"
                )));
            }
        }
    }

    fn handle_keys(&mut self, ctx: &egui::Context) {
        if ctx.egui_wants_keyboard_input() || self.confirm.is_some() {
            return;
        }
        let command = |key| egui::KeyboardShortcut::new(Modifiers::COMMAND, key);
        // Redo first: Ctrl+Z would also match Ctrl+Shift+Z, which egui matches loosely.
        let redo = ctx.input_mut(|i| {
            i.consume_shortcut(&egui::KeyboardShortcut::new(
                Modifiers::COMMAND | Modifiers::SHIFT,
                Key::Z,
            )) || i.consume_shortcut(&command(Key::Y))
        });
        let undo = ctx.input_mut(|i| i.consume_shortcut(&command(Key::Z)));
        if redo {
            self.redo();
        } else if undo {
            self.undo();
        }
        if ctx.input_mut(|i| i.consume_shortcut(&command(Key::N))) {
            self.new_game_pressed(self.settings.new_game_level);
        }
        if ctx.input_mut(|i| i.consume_shortcut(&command(Key::O))) {
            self.open_dialog();
        }
        if ctx.input_mut(|i| i.consume_shortcut(&command(Key::S))) {
            self.save_dialog();
        }

        let events = ctx.input(|i| i.events.clone());
        for event in events {
            match &event {
                egui::Event::Paste(text) => {
                    self.paste_puzzle(text);
                    continue;
                }
                egui::Event::Copy => {
                    if let Some(game) = &self.game {
                        ctx.copy_text(game.givens().to_line());
                        self.message =
                            Some(Message::info("Copied the puzzle as an 81-character line."));
                    }
                    continue;
                }
                _ => {}
            }
            let egui::Event::Key {
                key,
                physical_key,
                pressed: true,
                modifiers,
                ..
            } = event
            else {
                continue;
            };
            if modifiers.command || modifiers.alt {
                continue;
            }
            let digit = physical_key
                .and_then(digit_of_key)
                .or_else(|| digit_of_key(key));
            match (digit, key) {
                (Some(0), _) | (_, Key::Delete | Key::Backspace) => self.erase(),
                (Some(d), _) => self.input_digit(d, modifiers.shift),
                (None, Key::ArrowUp) => self.move_selection(-1, 0),
                (None, Key::ArrowDown) => self.move_selection(1, 0),
                (None, Key::ArrowLeft) => self.move_selection(0, -1),
                (None, Key::ArrowRight) => self.move_selection(0, 1),
                (None, Key::N) => self.notes_mode = !self.notes_mode,
                (None, Key::H) => self.hint_pressed(),
                (None, Key::P) => self.toggle_pause(),
                (None, Key::Escape) => {
                    self.hint = None;
                    self.checked = None;
                }
                _ => {}
            }
        }
    }

    fn persist(&mut self, ctx: &egui::Context) {
        if self.settings != self.saved_settings {
            if let Err(e) = self.data.save_settings(&self.settings) {
                self.message = Some(Message::error(format!("Could not save settings: {e}")));
            }
            self.saved_settings = self.settings.clone();
        }
        if self.data.path().is_none() {
            // Nowhere to autosave (tests): nothing to wait for.
            self.dirty_since = None;
        }
        match self.dirty_since.map(|since| since.elapsed()) {
            Some(waited) if waited >= AUTOSAVE_DELAY => self.request_autosave(),
            // Wake up to write it even if nothing else happens meanwhile.
            Some(waited) => ctx.request_repaint_after(AUTOSAVE_DELAY - waited),
            None => {}
        }
        self.report_autosave_errors();
    }

    /// Hands the game to the autosave thread, creating it on first use.
    fn request_autosave(&mut self) {
        self.dirty_since = None;
        let Some(game) = &self.game else {
            return;
        };
        if self.autosaver.is_none()
            && let Some(path) = self.data.autosave_path()
        {
            match Autosaver::new(path) {
                Ok(saver) => self.autosaver = Some(saver),
                Err(e) => {
                    self.message = Some(Message::error(format!("Could not autosave: {e}")));
                    return;
                }
            }
        }
        if let Some(saver) = &self.autosaver {
            saver.request(game);
        }
    }

    /// Shows an autosave failure the background thread met.
    fn report_autosave_errors(&mut self) {
        if let Some(e) = self.autosaver.as_ref().and_then(Autosaver::take_error) {
            self.message = Some(Message::error(format!("Could not autosave: {e}")));
        }
    }

    /// Writes the autosave now and waits for it (also done a moment after each change, in
    /// the background, and on exit).
    pub fn autosave(&mut self) {
        self.request_autosave();
        if let Some(Err(e)) = self.autosaver.as_ref().map(Autosaver::flush) {
            self.message = Some(Message::error(format!("Could not autosave: {e}")));
        }
    }

    // ----- drawing -----

    fn menu_bar(&mut self, ui: &mut egui::Ui) {
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button("Game", |ui| {
                ui.menu_button("New game", |ui| {
                    for level in Level::ALL {
                        if ui.button(level.to_string()).clicked() {
                            self.new_game_pressed(level);
                        }
                    }
                });
                if ui
                    .add(egui::Button::new("Enter a puzzle…"))
                    .on_hover_text("Type in a puzzle from a book or a friend")
                    .clicked()
                {
                    self.enter_puzzle_pressed();
                }
                ui.separator();
                if ui
                    .add(egui::Button::new("Open…").shortcut_text(
                        ui.ctx().format_shortcut(&egui::KeyboardShortcut::new(
                            Modifiers::COMMAND,
                            Key::O,
                        )),
                    ))
                    .clicked()
                {
                    self.open_dialog();
                }
                self.recent_menu(ui);
                if ui
                    .add_enabled(
                        self.game.is_some(),
                        egui::Button::new("Save…").shortcut_text(ui.ctx().format_shortcut(
                            &egui::KeyboardShortcut::new(Modifiers::COMMAND, Key::S),
                        )),
                    )
                    .clicked()
                {
                    self.save_dialog();
                }
                ui.add_enabled_ui(self.game.is_some(), |ui| {
                    ui.menu_button("Export", |ui| {
                        for kind in ExportKind::ALL {
                            if ui.button(kind.label()).clicked() {
                                self.export_dialog(kind);
                            }
                        }
                    });
                });
                if self.collection.is_some() {
                    ui.separator();
                    if ui.button("Next puzzle").clicked() {
                        self.next_puzzle_pressed();
                    }
                    if ui.button("Choose from the collection…").clicked() {
                        self.toggle_picker();
                    }
                }
                ui.separator();
                if ui.button("Restart").clicked() {
                    self.act(Action::Restart);
                }
                if ui.button("Solve…").clicked() {
                    self.solve_pressed();
                }
                ui.separator();
                if ui.button("Quit").clicked() {
                    ui.send_viewport_cmd(egui::ViewportCommand::Close);
                }
            });
            ui.menu_button("Edit", |ui| {
                let can_undo = self.game.as_ref().is_some_and(Game::can_undo);
                let can_redo = self.game.as_ref().is_some_and(Game::can_redo);
                if ui
                    .add_enabled(can_undo, egui::Button::new("Undo").shortcut_text("Ctrl+Z"))
                    .clicked()
                {
                    self.undo();
                }
                if ui
                    .add_enabled(can_redo, egui::Button::new("Redo").shortcut_text("Ctrl+Y"))
                    .clicked()
                {
                    self.redo();
                }
                ui.separator();
                if ui.button("Fill candidates").clicked() {
                    self.act(Action::FillCandidates);
                }
                if ui.button("Clear notes").clicked() {
                    self.act(Action::ClearNotes);
                }
            });
            ui.menu_button("View", |ui| {
                for choice in ThemeChoice::ALL {
                    ui.radio_value(&mut self.settings.theme, choice, choice.label());
                }
                ui.separator();
                ui.checkbox(&mut self.settings.show_mistakes, "Show mistakes");
                ui.checkbox(&mut self.settings.show_conflicts, "Show clashes");
                ui.checkbox(
                    &mut self.settings.highlight_peers,
                    "Highlight row, column and box",
                );
                ui.checkbox(
                    &mut self.settings.highlight_same_digit,
                    "Highlight same digits",
                );
                ui.checkbox(
                    &mut self.settings.clear_peer_notes,
                    "Entering a digit removes it from notes nearby",
                );
                ui.separator();
                let zoom = ui.ctx().zoom_factor();
                if ui
                    .add(egui::Button::new("Zoom in").shortcut_text("Ctrl++"))
                    .clicked()
                {
                    ui.ctx().set_zoom_factor((zoom + 0.1).min(3.0));
                }
                if ui
                    .add(egui::Button::new("Zoom out").shortcut_text("Ctrl+-"))
                    .clicked()
                {
                    ui.ctx().set_zoom_factor((zoom - 0.1).max(0.5));
                }
                if ui
                    .add(egui::Button::new("Actual size").shortcut_text("Ctrl+0"))
                    .clicked()
                {
                    ui.ctx().set_zoom_factor(1.0);
                }
            });
        });
    }

    fn recent_menu(&mut self, ui: &mut egui::Ui) {
        let recent = self.settings.recent_files.clone();
        ui.add_enabled_ui(!recent.is_empty(), |ui| {
            ui.menu_button("Open recent", |ui| {
                for path in &recent {
                    if ui
                        .button(file_name(path))
                        .on_hover_text(path.display().to_string())
                        .clicked()
                    {
                        self.open_path(path);
                    }
                }
                ui.separator();
                if ui.button("Clear the list").clicked() {
                    self.settings.recent_files.clear();
                }
            });
        });
    }

    fn board_area(&mut self, ui: &mut egui::Ui, palette: &Palette) {
        let scene = self.board_scene(palette);
        let output = board::show(ui, &scene);
        if let Some(cell) = output.clicked {
            self.selected = cell;
        }
        if let Some(cell) = output.secondary_clicked {
            self.selected = cell;
            if self.entering.is_none() {
                self.notes_mode = !self.notes_mode;
            }
        }
        if output.resume_clicked {
            self.toggle_pause();
        }
    }

    fn board_scene<'a>(&'a self, palette: &'a Palette) -> board::Scene<'a> {
        let mut cells = [board::CellView::default(); CELLS];
        let mut overlay = board::Overlay::None;
        if let Some(entering) = &self.entering {
            for (cell, view) in cells.iter_mut().enumerate() {
                view.digit = entering.grid.get(cell);
                view.given = view.digit != 0;
            }
            let conflicts = entering.grid.conflicting_cells();
            for cell in conflicts {
                cells[cell].error = true;
            }
        } else if let Some(game) = &self.game {
            let wrong_shown: Vec<usize> = if self.settings.show_mistakes {
                game.wrong_entries()
            } else {
                self.checked.clone().unwrap_or_default()
            };
            for (cell, view) in cells.iter_mut().enumerate() {
                view.digit = game.digit(cell);
                view.given = game.is_given(cell);
                view.notes = game.notes(cell);
            }
            for cell in wrong_shown {
                cells[cell].error = true;
                cells[cell].wrong = true;
            }
            if self.settings.show_conflicts {
                for cell in game.conflicting_cells() {
                    cells[cell].error = true;
                }
            }
            if game.status() == Status::Paused {
                overlay = board::Overlay::Paused;
            }
        } else if self.loading.is_some() && self.generating.is_none() {
            overlay = board::Overlay::Opening;
        } else {
            overlay = board::Overlay::Generating(
                self.generating.as_ref().map_or(Level::Medium, |g| g.level),
            );
        }
        let selected_digit = cells[self.selected].digit;
        board::Scene {
            cells,
            selected: Some(self.selected),
            highlight_peers: self.settings.highlight_peers,
            highlight_digit: (self.settings.highlight_same_digit && selected_digit != 0)
                .then_some(selected_digit),
            hint: if self.entering.is_none() {
                self.hint.as_ref().map(|h| &h.marks)
            } else {
                None
            },
            overlay,
            palette,
        }
    }

    fn collection_windows(&mut self, ctx: &egui::Context, palette: &Palette) {
        if let Some(list) = &self.loading
            && list.read_fraction() < 1.0
            && collection_view::loading_window(ctx, list)
        {
            self.loading = None;
            self.message = Some(Message::info("Opening cancelled."));
            self.ensure_some_game();
        }
        if let Some(collection) = self.collection.as_mut() {
            collection.list.poll();
            if collection.picker_open
                && let Some(PickerAction::Play(index)) =
                    collection_view::picker_window(ctx, collection, palette)
            {
                self.play_from_collection(index);
            }
        }
    }

    fn dialogs(&mut self, ctx: &egui::Context, palette: &Palette) {
        if let Some(confirm) = self.confirm {
            let (title, body, yes) = match confirm {
                Confirm::Reveal => (
                    "Show the solution?",
                    "This fills in the answer and ends the game; it will not count towards your best times. Undo brings your game back.",
                    "Show solution",
                ),
                Confirm::NewGame(_) => (
                    "Start a new game?",
                    "The game in progress will be replaced.",
                    "New game",
                ),
                Confirm::CollectionPuzzle(_) => (
                    "Play another puzzle?",
                    "The game in progress will be replaced. Save it first to come back to it.",
                    "Play it",
                ),
            };
            let mut answer = None;
            egui::Modal::new(egui::Id::unique("confirm"))
                .frame(dialog_frame(palette))
                .show(ctx, |ui| {
                    ui.set_width(380.0);
                    ui.heading(title);
                    ui.label(body);
                    ui.add_space(8.0);
                    ui.horizontal(|ui| {
                        if ui.add(controls::accent_button(yes, palette)).clicked() {
                            answer = Some(true);
                        }
                        if ui.button("Cancel").clicked() {
                            answer = Some(false);
                        }
                    });
                });
            if ctx.input(|i| i.key_pressed(Key::Escape)) {
                answer = Some(false);
            }
            match answer {
                Some(true) => {
                    self.confirm = None;
                    match confirm {
                        Confirm::Reveal => {
                            self.act(Action::Reveal);
                            self.message = Some(Message::info(
                                "Here is the solution. Undo takes you back to your game.",
                            ));
                        }
                        Confirm::NewGame(level) => self.start_generation(level),
                        Confirm::CollectionPuzzle(index) => {
                            self.play_from_collection_now(index);
                        }
                    }
                }
                Some(false) => self.confirm = None,
                None => {}
            }
        }
        if let Some(win) = self.win.clone() {
            let mut close = false;
            let mut again = false;
            egui::Modal::new(egui::Id::unique("win"))
                .frame(dialog_frame(palette))
                .show(ctx, |ui| {
                    ui.set_width(380.0);
                    ui.vertical_centered(|ui| {
                        ui.label(
                            egui::RichText::new("Solved!")
                                .size(28.0)
                                .color(palette.success),
                        );
                        let what = win
                            .level
                            .map_or("the puzzle".to_string(), |l| format!("this {l} puzzle"));
                        ui.label(format!(
                            "Well done! You solved {what} in {}.",
                            format_duration(win.time)
                        ));
                        if win.new_best {
                            ui.label(
                                egui::RichText::new("That is your best time at this level.")
                                    .color(palette.success),
                            );
                        } else if let Some(best) = win.best {
                            ui.label(
                                egui::RichText::new(format!(
                                    "Your best at this level: {}",
                                    format_duration(best)
                                ))
                                .color(palette.muted),
                            );
                        }
                        ui.add_space(8.0);
                        ui.horizontal(|ui| {
                            if ui
                                .add(controls::accent_button("Play again", palette))
                                .clicked()
                            {
                                again = true;
                            }
                            if ui.button("Close").clicked() {
                                close = true;
                            }
                        });
                    });
                });
            if again {
                self.win = None;
                self.start_generation(self.settings.new_game_level);
            } else if close || ctx.input(|i| i.key_pressed(Key::Escape)) {
                self.win = None;
            }
        }
    }
}

impl eframe::App for NonetApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        NonetApp::ui(self, ui);
    }

    fn save(&mut self, _storage: &mut dyn eframe::Storage) {
        self.autosave();
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.autosave();
        let _ = self.data.save_settings(&self.settings);
    }

    fn clear_color(&self, visuals: &egui::Visuals) -> [f32; 4] {
        visuals.panel_fill.to_normalized_gamma_f32()
    }
}

/// A file's name for messages and menus.
fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// Whether `path` is a `.nonet` save: by its extension, else by its first few kilobytes.
fn is_save_file(path: &Path) -> bool {
    use std::io::Read;
    if path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("nonet"))
    {
        return true;
    }
    let mut head = Vec::with_capacity(4096);
    let read = std::fs::File::open(path).and_then(|f| f.take(4096).read_to_end(&mut head));
    read.is_ok() && looks_like_save(&String::from_utf8_lossy(&head))
}

/// The frame of the app's dialogs: roomy, rounded, in the cell colour.
fn dialog_frame(palette: &Palette) -> egui::Frame {
    egui::Frame::new()
        .fill(palette.cell)
        .stroke(egui::Stroke::new(1.0, palette.thin_line))
        .corner_radius(egui::CornerRadius::same(12))
        .inner_margin(egui::Margin::same(20))
}

/// The digit a key stands for (`Num0` gives 0).
fn digit_of_key(key: Key) -> Option<u8> {
    Some(match key {
        Key::Num0 => 0,
        Key::Num1 => 1,
        Key::Num2 => 2,
        Key::Num3 => 3,
        Key::Num4 => 4,
        Key::Num5 => 5,
        Key::Num6 => 6,
        Key::Num7 => 7,
        Key::Num8 => 8,
        Key::Num9 => 9,
        _ => return None,
    })
}

/// The text with its first letter in upper case.
fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
