//! The desktop app: window, board, controls and input, drawn with egui.
//!
//! Every player action is a [`Command`] (`command.rs`: the enum and its table of labels,
//! tooltips and shortcuts). Drawing code (`menu.rs`, `controls.rs`, `board.rs`, `modals.rs`)
//! reads the app and emits commands; key presses become commands in `input.rs`; one
//! handler, [`NonetApp::run_command`] in `command_handling.rs`, applies them, handing a
//! window's own commands to that window (`windows.rs`: each window owns its state).
//! Background work (generation, file reading, dialogs, autosave, the clock) is polled in
//! `background.rs` from eframe's `logic` hook. [`NonetApp::ui`] runs both halves of a frame, so tests drive
//! the app with egui_kittest without a window; [`run`] opens the real window.

mod action_text;
mod all_steps;
mod background;
mod board;
mod board_access;
mod buttons;
mod carried;
mod cell_colours;
pub mod cell_filter;
mod collection_play;
mod collection_view;
pub mod command;
mod command_handling;
mod command_text;
mod controls;
pub mod data_dir;
mod draft_keeping;
pub mod export;
mod feedback_card;
pub mod files;
pub mod fonts;
mod fpuzzles_in;
mod game_buttons;
mod help_window;
mod hint_card;
mod hint_marks;
mod input;
mod key_bindings;
mod key_names;
mod layout;
mod menu;
mod message;
mod modals;
mod notices;
mod on_board;
mod panel_header;
pub mod practice;
pub mod print_window;
mod rating_text;
mod reading;
mod records;
mod replay_view;
mod rule_marks;
mod save_names;
mod scene;
pub mod selection;
mod setting;
mod setting_drawing;
mod setting_play;
mod setting_split;
mod setting_view;
pub mod settings;
mod shortcut_sheet;
mod sized_board;
mod sized_input;
mod sized_keeping;
mod sized_pictures;
mod sized_play;
mod sized_setting;
mod sized_setting_view;
mod sized_view;
pub mod solve_path;
mod sources;
mod speech;
mod statistics_window;
pub mod theme;
mod tool_panel;
mod toolkit;
mod variant_board;
mod variant_games;
#[cfg(target_arch = "wasm32")]
mod web_page;
#[cfg(not(target_arch = "wasm32"))]
mod window;
mod window_commands;
mod window_unit;
mod windows;

pub use command::Command;
pub use data_dir::DataDir;
pub use message::{Message, MessageKind, Words};
use message::{said, said_args};
pub use scene::cell_place;
pub use settings::{LanguageChoice, Settings, ThemeChoice};
#[cfg(target_arch = "wasm32")]
pub use web_page::{serve_job, start_in_page};
#[cfg(not(target_arch = "wasm32"))]
pub use window::run;
use window_unit::AppWindow;
pub use window_unit::WindowKind;

use crate::game::instance::Request;
use crate::game::{Autosaver, Game, Hint, InputMode, PuzzleList};
use crate::generator::GenerationJob;
use crate::logic::Level;
use files::PendingDialog;
use modals::Confirm;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;
use theme::Palette;
use web_time::Instant;

/// Smallest window size at which the board and every control stay usable, in points.
pub const MIN_WINDOW_SIZE: [f32; 2] = [480.0, 400.0];

/// Window size on first start, in points.
pub const DEFAULT_WINDOW_SIZE: [f32; 2] = [1080.0, 800.0];

/// How long changes wait before the autosave is written (on a background thread), so a
/// burst of typing makes one write.
const AUTOSAVE_DELAY: Duration = Duration::from_secs(1);

/// The app icon: a 256 px PNG made by `assets/make_icon.py`.
pub const ICON_PNG: &[u8] = include_bytes!("../../assets/icon-256.png");

/// A puzzle being generated in the background.
struct Generating {
    job: GenerationJob,
    level: Level,
    /// The date, when the puzzle is that day's daily puzzle.
    daily: Option<chrono::NaiveDate>,
}

/// The shown hint and what it marks on the board.
struct HintView {
    hint: Hint,
    marks: hint_marks::HintMarks,
    /// How much of a step's hint is shown so far.
    tier: hint_marks::HintTier,
}

/// Shown after a win.
#[derive(Clone, Debug)]
struct WinInfo {
    time: Duration,
    /// The variant won (Classic for a classic puzzle), or the size of a game of another size.
    board: crate::game::statistics::Board,
    level: Option<Level>,
    new_best: bool,
    best: Option<Duration>,
    /// The help that kept the game out of the records, if any.
    assists: Vec<crate::game::Assist>,
    hints: u32,
    mistakes: u32,
}

/// The app: the game, what the player has selected, and everything on screen.
pub struct NonetApp {
    game: Option<Game>,
    data: DataDir,
    settings: Settings,
    saved_settings: Settings,
    /// The cursor: the cell keys act on and arrows move from.
    selected: usize,
    /// Every selected cell, the cursor among them.
    selection: selection::CellSet,
    /// What typed digits do.
    mode: InputMode,
    /// With digit-first input, the digit chosen to go into the cells clicked next.
    armed: Option<u8>,
    /// The colour last painted with, which Alt+click puts on a candidate.
    brush: u8,
    /// The cells the board highlights on request (a candidate filter), if any.
    highlight: Option<cell_filter::CellFilter>,
    /// A file waiting for the player to confirm it may replace the game.
    pending_open: Option<PathBuf>,
    /// That file, read, when it holds one puzzle (the puzzle waits in `waiting_game`).
    pending_list: Option<PuzzleList>,
    /// The file named at start, until it has opened or failed to.
    start_file: Option<PathBuf>,
    hint: Option<HintView>,
    checked: Option<Vec<usize>>,
    message: Option<Message>,
    /// Warnings that stay until read (see `notices.rs`).
    notices: Vec<Message>,
    generating: Option<Generating>,
    /// A variant puzzle being generated on a worker thread.
    variant_generating: Option<variant_games::VariantGenerating>,
    /// The game of another size than 9x9, shown in place of the 9x9 game while there is one.
    sized: Option<sized_play::SizedPlay>,
    /// A puzzle of another size being generated away from the frame.
    sized_generating: Option<sized_play::SizedGenerating>,
    /// When the game of another size last changed without being kept since.
    sized_dirty_since: Option<Instant>,
    confirm: Option<Confirm>,
    /// A pasted or typed-in puzzle waiting for the player to confirm it may replace the game.
    waiting_game: Option<Game>,
    setting: Option<setting::Setting>,
    /// The workshop at another size than 9x9, shown in place of any game while it is open.
    sized_setting: Option<sized_setting::SizedSetting>,
    win: Option<WinInfo>,
    /// The last file opened or saved, where dialogs start.
    last_path: Option<PathBuf>,
    /// Whether that file holds several puzzles (so it is never suggested as a target).
    last_path_holds_many: bool,
    loading: Option<PuzzleList>,
    dialog: Option<PendingDialog>,
    autosaver: Option<Autosaver>,
    dirty_since: Option<Instant>,
    applied_theme: Option<ThemeChoice>,
    styled: bool,
    /// The zoom last set on the context, to tell a zoom set from outside (egui, a test)
    /// from the one the window's size allowed.
    zoom_applied: Option<f32>,
    /// Commands sent from outside the frame ([`NonetApp::send`]), run at the next frame.
    queued: Vec<Command>,
    /// A command waiting for the player to agree to leave the workshop (see
    /// `draft_keeping.rs`).
    waiting_command: Option<Command>,
    /// When the draft in the workshop last changed without being written since.
    draft_dirty_since: Option<Instant>,
    /// Key bindings from the command table, built once.
    bindings: Vec<(egui::KeyboardShortcut, Command)>,
    /// Requests from later starts on the same data folder (watched on a thread of their own, `window.rs`).
    other_starts: Option<mpsc::Receiver<Request>>,
    /// The practice session, when practising.
    practice: Option<practice::Practice>,
    /// Every game that ended, per level (see `records.rs`).
    statistics: crate::game::statistics::Statistics,
    /// The language the system's locale asks for, which View › Language's first choice
    /// follows.
    system_language: crate::lang::Language,
    /// The glyph forms of the CJK font installed, whether the full-width quotation marks
    /// come first, and where the font came from, once installed.
    cjk_font: Option<(crate::lang::HanForms, bool, fonts::CjkFontSource)>,
    /// Whether the system's CJK font may be used (the app) or only the embedded one (tests).
    system_fonts: bool,
    /// Every window, each with its own state (see `windows.rs`).
    windows: windows::Windows,
    /// News for a screen reader only (a reading key's words, a house just completed), with
    /// its serial, said by a live region that is not drawn (see `speech.rs`).
    announcement: Option<(u64, String)>,
}

impl NonetApp {
    /// The app as it starts: `file` if given (a bad file is reported and a game is made
    /// anyway), else the autosave in `data`, else a new Medium puzzle generated in the
    /// background.
    pub fn new(ctx: &egui::Context, data: DataDir, file: Option<PathBuf>) -> NonetApp {
        let settings = data.load_settings();
        let system_language = crate::lang::Language::detect();
        // Messages made before the first frame (damaged statistics, a file that cannot be
        // opened, a damaged autosave) are worded in the player's language too.
        crate::i18n::set_language(settings.language.resolve(system_language));
        let mut app = NonetApp::empty(data, settings);
        app.system_language = system_language;
        app.system_fonts = true;
        ctx.set_zoom_factor(app.settings.zoom);
        // Writes cut short by a crash leave temporary files as big as a save; nothing
        // depends on their removal, so a folder that cannot be read is left as it is.
        #[cfg(not(target_arch = "wasm32"))]
        let _ = app.data.remove_stale_temporary_files();
        // The game left last time comes back first, so that a file given at start-up
        // asks before it replaces a game in progress, as any other file would.
        let (game, note) = app.data.recover_autosave();
        if let Some(game) = game {
            app.set_game(game);
        }
        if let Some(note) = note {
            app.warn(Message::error(note));
        }
        // A puzzle being set when the app last ended comes back in the workshop.
        app.restore_draft(ctx);
        // So does a game of another size, over the 9x9 game.
        app.restore_sized();
        if let Some(path) = file {
            // Its failure is news the new puzzle's would replace: it goes to the warnings.
            app.start_file = Some(path.clone());
            if app.setting.is_some() {
                // Opening it would close the workshop: it waits for the player's answer.
                app.queued.push(Command::OpenFile(path));
            } else {
                app.open_path(&path);
            }
        }
        // A game of another size back on the board waits for no 9x9 game: one is made when
        // the player goes back to 9x9.
        // Nor does one being read from the file given.
        if app.game.is_none()
            && app.loading.is_none()
            && app.sized.is_none()
            && app.sized_generating.is_none()
        {
            app.start_generation(Level::Medium);
        }
        app
    }

    /// The app showing `game`, with settings and saves in `data` (tests pass
    /// [`DataDir::none`] or a temporary folder). Its "system" language is English whatever
    /// the machine's locale, and Chinese is drawn with the embedded font whatever fonts the
    /// machine has, so tests read the same labels and draw the same pictures everywhere.
    pub fn with_game(game: Game, data: DataDir) -> NonetApp {
        let settings = data.load_settings();
        let mut app = NonetApp::empty(data, settings);
        app.set_game(game);
        app
    }

    fn empty(data: DataDir, mut settings: Settings) -> NonetApp {
        // Saved as read, so that best times moved to the statistics leave the file too.
        let saved_settings = settings.clone();
        let (statistics, statistics_note) = records::load_statistics(&data, &mut settings);
        // News (earlier best times moved) is a message; a warning waits to be read.
        let (message, notices) = match statistics_note {
            Some(note) if note.kind == MessageKind::Error => (None, vec![note]),
            news => (news, Vec::new()),
        };
        NonetApp {
            game: None,
            data,
            saved_settings,
            settings,
            selected: 40,
            selection: selection::CellSet::single(40),
            mode: InputMode::Digit,
            armed: None,
            brush: 1,
            highlight: None,
            pending_open: None,
            pending_list: None,
            start_file: None,
            hint: None,
            checked: None,
            message,
            notices,
            generating: None,
            variant_generating: None,
            sized: None,
            sized_generating: None,
            sized_dirty_since: None,
            confirm: None,
            waiting_game: None,
            setting: None,
            sized_setting: None,
            win: None,
            last_path: None,
            last_path_holds_many: false,
            loading: None,
            dialog: None,
            autosaver: None,
            dirty_since: None,
            applied_theme: None,
            styled: false,
            zoom_applied: None,
            queued: Vec::new(),
            waiting_command: None,
            draft_dirty_since: None,
            bindings: key_bindings::key_bindings(),
            other_starts: None,
            practice: None,
            statistics,
            system_language: crate::lang::Language::En,
            cjk_font: None,
            system_fonts: false,
            announcement: None,
            windows: windows::Windows::default(),
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
            || self.variant_generating.is_some()
            || self.sized_generating.is_some()
    }

    /// The selected cell.
    pub fn selected(&self) -> usize {
        self.selected
    }

    /// Whether digits go into notes (candidate mode).
    pub fn notes_mode(&self) -> bool {
        self.mode == InputMode::Candidate
    }

    /// What typed digits do.
    pub fn mode(&self) -> InputMode {
        self.mode
    }

    /// Every selected cell of the board shown (a game of another size's when one is) in
    /// reading order, the cursor among them.
    pub fn selected_cells(&self) -> Vec<usize> {
        match &self.sized {
            Some(play) => {
                let mut cells = play.selection.clone();
                cells.sort_unstable();
                cells
            }
            None => self.selection.iter().collect(),
        }
    }

    /// The digit chosen to go into the cells clicked next (digit-first input).
    pub fn armed_digit(&self) -> Option<u8> {
        self.armed
    }

    /// The candidate filter the board shows, if any.
    pub fn highlight(&self) -> Option<cell_filter::CellFilter> {
        self.highlight
    }

    /// Whether a puzzle file is still being read.
    pub fn is_loading(&self) -> bool {
        self.loading.is_some()
    }

    /// Whether the player is typing in a puzzle of their own.
    pub fn is_entering(&self) -> bool {
        self.setting.is_some() || self.sized_setting.is_some()
    }

    /// The puzzle of another size being set, when the workshop is open at one.
    pub fn sized_draft(&self) -> Option<&crate::setter::SizedDraft> {
        self.sized_setting.as_ref().map(|s| s.workshop.draft())
    }

    /// The survey of the puzzle of another size being set, once one has finished (and no
    /// newer one is being worked out).
    pub fn sized_survey(&self) -> Option<&crate::setter::Survey> {
        (self.sized_setting.as_ref())
            .filter(|s| !s.is_surveying())
            .and_then(|s| s.survey.as_ref())
    }

    /// The puzzle being set, when the workshop is open.
    pub fn setter_draft(&self) -> Option<&crate::setter::Draft> {
        self.setting.as_ref().map(|s| s.workshop.draft())
    }

    /// The survey of the puzzle being set, once one has finished.
    pub fn setter_survey(&self) -> Option<&crate::setter::Survey> {
        self.setting.as_ref().and_then(|s| s.survey.as_ref())
    }

    /// Whether the workshop is still surveying the last edit or filling a pattern.
    pub fn setter_busy(&self) -> bool {
        self.setting
            .as_ref()
            .is_some_and(|s| s.is_surveying() || s.is_filling())
            || (self.sized_setting.as_ref()).is_some_and(|s| s.is_surveying())
    }

    /// Whether a question (reveal, replace the game) waits for an answer.
    pub fn is_asking(&self) -> bool {
        self.confirm.is_some()
    }

    /// The file waiting for the player to agree that it may replace the game in progress.
    pub fn file_waiting(&self) -> Option<&Path> {
        self.pending_open.as_deref()
    }

    /// The open collection's size and the index of the puzzle being played from it.
    pub fn collection_position(&self) -> Option<(usize, Option<usize>)> {
        self.windows
            .collection
            .opened
            .as_ref()
            .map(|c| (c.list.len(), c.current))
    }

    /// Whether the collection picker is shown.
    pub fn is_picker_open(&self) -> bool {
        self.windows.collection.is_open()
    }

    /// The solve path: its steps once worked out, and the step whose position the board
    /// shows.
    pub fn solve_path(&self) -> Option<(Option<&solve_path::WorkedPath>, Option<usize>)> {
        self.windows
            .solve_path
            .view()
            .map(|v| (v.worked(), v.selected))
    }

    /// Where the solve path's panel was drawn in the last frame, while it is open.
    pub fn solve_path_panel(&self) -> Option<egui::Rect> {
        self.windows.solve_path.panel_rect
    }

    /// Whether the solve path, a technique's example or a practice position is being
    /// worked out.
    pub fn is_working(&self) -> bool {
        self.windows.solve_path.is_working()
            || self.windows.techniques.is_making()
            || self
                .practice
                .as_ref()
                .is_some_and(|p| p.state == practice::PracticeState::Making)
    }

    /// The technique practised, with how many positions are done and how the current one
    /// stands.
    pub fn practice(&self) -> Option<(crate::logic::Technique, usize, &practice::PracticeState)> {
        self.practice
            .as_ref()
            .map(|p| (p.technique, p.done, &p.state))
    }

    /// The kind of puzzle practised in (classic, or a variant), when practising.
    pub fn practice_kind(&self) -> Option<crate::variant::Kind> {
        self.practice.as_ref().map(|p| p.kind)
    }

    /// The technique the techniques window shows, when open.
    pub fn technique_shown(&self) -> Option<crate::logic::Technique> {
        self.windows.techniques.view().map(|t| t.chosen)
    }

    /// The open windows, in the order Escape closes them.
    pub fn open_windows(&self) -> Vec<WindowKind> {
        self.windows.open_in_escape_order()
    }

    /// The message shown in the side panel, if any.
    pub fn message(&self) -> Option<&Message> {
        self.message.as_ref()
    }

    /// Queues a command, as a click or a key would; it runs at the start of the next frame.
    pub fn send(&mut self, command: Command) {
        self.queued.push(command);
    }

    /// Runs a whole frame into `ui`: the background work and input, then the drawing
    /// (eframe calls the two halves separately; tests call this).
    pub fn ui(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        self.logic(&ctx);
        self.draw(ui);
    }

    /// The language the interface speaks now: the player's choice, or the system's.
    pub fn language(&self) -> crate::lang::Language {
        self.settings.language.resolve(self.system_language)
    }

    /// Where the font for CJK text came from (after the first frame).
    pub fn cjk_font_source(&self) -> Option<&fonts::CjkFontSource> {
        self.cjk_font.as_ref().map(|(_, _, source)| source)
    }

    /// The glyph forms CJK text is drawn in (after the first frame): the language's.
    pub fn cjk_font_forms(&self) -> Option<crate::lang::HanForms> {
        self.cjk_font.as_ref().map(|(forms, _, _)| *forms)
    }

    fn palette(ui: &egui::Ui) -> &'static Palette {
        Palette::for_visuals(ui.visuals())
    }

    /// Replaces the game, resetting everything tied to the old one: a game from elsewhere
    /// leaves the open collection (see `play_from_collection_now` for one from it). The
    /// game's input mode and selected cell come back with it.
    fn set_game(&mut self, game: Game) {
        self.record_left_game();
        self.install_game(game);
    }

    /// Replaces the game as [`Self::set_game`] does, without recording the one it replaces
    /// (a practice position giving way to the next).
    fn install_game(&mut self, game: Game) {
        // A puzzle still being made would replace this one when it came.
        self.cancel_generation_quietly();
        self.windows.collection.opened = None;
        // A 9x9 game ends the game of another size shown in its place.
        if self.sized.is_some() {
            self.record_left_sized();
            self.sized = None;
            self.forget_sized();
        }
        let cursor = game.cursor.map_or(40, usize::from);
        // A game that comes while a draft is being set without the player leaving it (one
        // ordered before the workshop opened) waits behind the workshop: the draft stays.
        if self.sized_setting.as_ref().is_some_and(|s| !s.has_work()) {
            self.sized_setting = None;
            self.forget_draft();
        }
        match self.setting.as_mut().filter(|setting| setting.has_work()) {
            Some(setting) => setting.mode_before = game.input_mode,
            None => {
                if self.setting.is_some() {
                    self.setting = None;
                    self.forget_draft();
                }
                self.mode = game.input_mode;
                self.select_only(cursor);
            }
        }
        self.game = Some(game);
        // A replay of the game left would show over the new one; one opened from a file is
        // no game's, and stays (a new puzzle made at start-up must not close it).
        self.windows.replay.close_own();
        self.hint = None;
        self.checked = None;
        self.win = None;
        self.announcement = None;
        self.armed = None;
        // A filter chosen for the last board would find nothing on a fresh one.
        self.highlight = None;
        self.start_live_candidates();
        self.practice = None;
        self.windows.solve_path.game_replaced();
        self.windows
            .all_steps
            .after_change(self.game.as_ref().map(on_board::OnBoard::Nine));
        self.mark_dirty();
    }

    /// The game with the selected cell written into it, as a save should keep it.
    fn game_as_left(&mut self) -> Option<&Game> {
        let cursor = u8::try_from(self.selected).ok();
        let game = self.game.as_mut()?;
        game.cursor = cursor;
        Some(game)
    }

    fn mark_dirty(&mut self) {
        self.dirty_since.get_or_insert_with(Instant::now);
    }

    /// Whether the game holds the player's work (see [`Game::has_progress`]), so replacing
    /// it asks first.
    fn game_in_progress(&self) -> bool {
        self.game.as_ref().is_some_and(Game::has_progress) || self.sized_in_progress()
    }
}

impl Drop for NonetApp {
    /// However the app ends (even when the window system ends the window under it), a move
    /// made since the last autosave is written before it goes.
    fn drop(&mut self) {
        if self.dirty_since.is_some() {
            self.autosave();
        }
        if self.draft_dirty_since.is_some() {
            self.keep_draft();
        }
        if self.sized_dirty_since.is_some() {
            self.keep_sized();
        }
    }
}

impl eframe::App for NonetApp {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        NonetApp::logic(self, ctx);
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.draw(ui);
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

/// A number no earlier call returned, for the id of a scroll area that should start at its
/// top: egui keeps a scroll area's offset under its id for as long as the app runs, so a
/// window or list opened again under a fresh id opens at its top, not where the last one
/// was left.
fn fresh_scroll_id() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

/// A file's name for messages and menus.
fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// The text with its first letter in upper case.
fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
