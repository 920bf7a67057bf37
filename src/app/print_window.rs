//! Game › Print…: a window that chooses what to print (this puzzle, the open collection or a
//! range of it, or new puzzles at chosen levels), how many to a page and whether solutions
//! follow; the booklet is made on a thread, written as a PDF and opened in the system's
//! viewer, from which it prints.

use super::collection_view::OpenCollection;
use super::command::{Command, PrintCommand, level_name};
use super::files::Dialog;
use super::on_board::{OnBoard, on_board};
use super::theme::Palette;
use super::window_unit::{AppWindow, Effect, Precedence, WindowKind};
use super::{Message, NonetApp};
use crate::game::write_atomically_with;
use crate::generator::CancelToken;
use crate::i18n::{Arg, Localized, tr, tr_args};
use crate::logic::Level;
use crate::picture::booklet::{BookletOptions, Paper, PerPage, default_title};
use crate::picture::print_job::{PrintError, PuzzleSource, prepare, write_booklet};
use crate::rules::RulePuzzle;
use crate::variant::{Kind, Puzzle};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

pub use super::carried::{PrintChoices, PrintWhat};

/// The Print window and the booklet being made.
pub(super) struct PrintState {
    /// Whether the window is shown.
    pub open: bool,
    /// The window's choices.
    pub choices: PrintChoices,
    /// The booklet being made, if any.
    job: Option<PrintJob>,
    /// Whether a written booklet is opened in the system's viewer (off in tests).
    pub open_viewer: bool,
}

impl Default for PrintState {
    fn default() -> PrintState {
        PrintState {
            open: false,
            choices: PrintChoices::default(),
            job: None,
            // In the browser the booklet is a download, which the browser shows itself.
            open_viewer: !cfg!(target_arch = "wasm32"),
        }
    }
}

impl AppWindow for PrintState {
    fn kind(&self) -> WindowKind {
        WindowKind::Print
    }

    fn is_open(&self) -> bool {
        self.open
    }

    fn precedence(&self) -> Precedence {
        Precedence::Print
    }

    /// Closes the window; a booklet being made goes on.
    fn close(&mut self) -> bool {
        std::mem::replace(&mut self.open, false)
    }
}

/// A booklet being made away from the frame.
struct PrintJob {
    path: PathBuf,
    done: Arc<AtomicUsize>,
    total: usize,
    cancel: CancelToken,
    result: Making,
}

impl PrintJob {
    /// Puzzles finished so far.
    fn finished(&self) -> usize {
        match &self.result {
            Making::Written(_) => self.done.load(Ordering::Relaxed),
            #[cfg(target_arch = "wasm32")]
            Making::InMemory(pending) => pending.progress() as usize,
        }
    }
}

/// Where the booklet is being made.
enum Making {
    /// On a thread (the page's own, in the browser without workers), which writes the file
    /// and says how many puzzles it holds.
    Written(Receiver<Result<usize, String>>),
    /// In a web worker, which gives back the PDF's bytes for the page to download.
    #[cfg(target_arch = "wasm32")]
    InMemory(crate::background::Pending<Result<(Vec<u8>, usize), String>>),
}

impl NonetApp {
    /// Carries out the Print window's commands, for the game on the board and the open
    /// collection.
    pub(super) fn run_print_command(&mut self, command: PrintCommand) {
        let collection = self.windows.collection.opened.as_ref();
        // This puzzle prints the game on the board, of whichever size.
        let board = on_board(
            self.sized.as_ref().map(|play| &play.game),
            self.setting.is_some(),
            self.game.as_ref(),
        );
        let effect = (self.windows.print).run(command, board, collection);
        self.apply_effect(effect);
    }

    /// Makes the booklet the Print window's choices describe on a thread and writes it to
    /// `path` (whole or not at all); the next frames report the outcome.
    pub fn print_to(&mut self, path: &Path) {
        let collection = self.windows.collection.opened.as_ref();
        // This puzzle prints the game on the board, of whichever size.
        let board = on_board(
            self.sized.as_ref().map(|play| &play.game),
            self.setting.is_some(),
            self.game.as_ref(),
        );
        let effect = (self.windows.print).print_to(path, board, collection);
        self.apply_effect(effect);
    }

    /// Checks on the booklet being made: when written, opens it in the viewer and says so.
    pub(super) fn poll_print(&mut self, ctx: &egui::Context) {
        if let Some(message) = self.windows.print.poll(ctx) {
            self.message = Some(message);
        }
    }

    /// What the Print window is set to print.
    pub fn print_choices(&self) -> &PrintChoices {
        &self.windows.print.choices
    }

    /// Whether a booklet is being made.
    pub fn is_printing(&self) -> bool {
        self.windows.print.job.is_some()
    }

    /// Keeps a written booklet out of the system's viewer (for tests).
    pub fn set_print_viewer(&mut self, open: bool) {
        self.windows.print.open_viewer = open;
    }
}

impl PrintState {
    /// Carries out a command of the window: `game` is the game on the board and `opened`
    /// the open collection, which the choices may name.
    fn run(
        &mut self,
        command: PrintCommand,
        game: Option<OnBoard>,
        opened: Option<&OpenCollection>,
    ) -> Option<Effect> {
        match command {
            PrintCommand::ToggleWindow => self.open = !self.open,
            PrintCommand::SetChoices(choices) => self.choices = choices,
            PrintCommand::Print => {
                return Some(match self.source(game, opened) {
                    Ok(_) => Effect::Dialog(Dialog::Print),
                    Err(why) => Effect::Message(Message::error(why)),
                });
            }
            PrintCommand::PrintTo(path) => return self.print_to(&path, game, opened),
            PrintCommand::Cancel => {
                if let Some(job) = self.job.take() {
                    job.cancel.cancel();
                }
            }
        }
        None
    }

    /// The puzzles the window's choices name, and the booklet's title; or why there are none.
    fn source(
        &self,
        game: Option<OnBoard>,
        opened: Option<&OpenCollection>,
    ) -> Result<(PuzzleSource, String), String> {
        let choices = &self.choices;
        let collection = opened.map(|c| &c.list);
        let numbered = |first: usize, last: usize| -> Result<PuzzleSource, String> {
            let Some(list) = collection.filter(|list| list.is_read()) else {
                return Err(tr("win-print-open-collection"));
            };
            if last > list.len() || first > last || first == 0 {
                return Err(tr_args(
                    "win-print-bad-range",
                    &[
                        ("file", Arg::from(list.file_name())),
                        ("count", Arg::from(list.len())),
                        ("first", Arg::from(first)),
                        ("last", Arg::from(last)),
                    ],
                ));
            }
            let entries: Vec<(usize, &crate::game::ListEntry)> = (first..=last)
                .filter_map(|n| list.entry(n - 1).map(|entry| (n, entry)))
                .collect();
            if entries.iter().any(|(_, entry)| entry.sized.is_some()) {
                // Beside puzzles of other sizes, the 9x9 ones print on the board of every
                // size too, by the same rules.
                let any_size = (entries.into_iter())
                    .map(|(n, entry)| Ok((n, rules_of(n, entry)?)))
                    .collect::<Result<_, String>>()?;
                return Ok(PuzzleSource::Sized(any_size));
            }
            if entries.iter().all(|(_, entry)| entry.rules.is_none()) {
                return Ok(PuzzleSource::Given(
                    entries.iter().map(|(n, entry)| (*n, entry.grid)).collect(),
                ));
            }
            // Variants print by their own rules, and the classic lines among them as classic
            // puzzles (givens that clash have no solution, as the print job then says).
            let mut puzzles = Vec::with_capacity(entries.len());
            for (n, entry) in entries {
                puzzles.push((n, nine_by_nine(n, entry)?));
            }
            Ok(PuzzleSource::Variants(puzzles))
        };
        let collection_title = || collection.map_or_else(String::new, |list| list.file_name());
        match choices.what {
            PrintWhat::ThisPuzzle => {
                // A daily puzzle's saved title is English, as the file's other fields are;
                // the booklet names it in the player's language.
                let title = |daily: Option<chrono::NaiveDate>, own: Option<&String>| {
                    daily
                        .map(|date| {
                            tr_args(
                                "win-print-daily-title",
                                &[("date", date.to_string().into())],
                            )
                        })
                        .or_else(|| own.cloned())
                        .unwrap_or_else(|| default_title(crate::i18n::language()))
                };
                match game {
                    Some(OnBoard::Nine(game)) => {
                        let number = opened.and_then(|c| c.current).map_or(1, |index| index + 1);
                        let source = match game.variant() {
                            Some(puzzle) => PuzzleSource::Variants(vec![(number, puzzle.clone())]),
                            None => PuzzleSource::Given(vec![(number, *game.givens())]),
                        };
                        let daily = crate::game::statistics::daily_date(game);
                        Ok((source, title(daily, game.metadata().title.as_ref())))
                    }
                    // A game of another size or with constraint rules prints on its own
                    // board, its rules drawn.
                    Some(OnBoard::Sized(game)) => {
                        let source = PuzzleSource::Sized(vec![(1, game.puzzle().clone())]);
                        Ok((source, title(game.daily(), game.metadata().title.as_ref())))
                    }
                    None => Err(tr("win-print-nothing")),
                }
            }
            PrintWhat::Collection => {
                let len = collection.map_or(0, |list| list.len());
                Ok((numbered(1, len.max(1))?, collection_title()))
            }
            PrintWhat::CollectionRange => {
                Ok((numbered(choices.first, choices.last)?, collection_title()))
            }
            PrintWhat::NewPuzzles => {
                if choices.levels.is_empty() {
                    return Err(tr("win-print-choose-level"));
                }
                let source = PuzzleSource::Generated {
                    levels: choices.levels.clone(),
                    count: choices.count.max(1),
                    seed: rand::random(),
                    size: choices.size,
                };
                Ok((source, default_title(crate::i18n::language())))
            }
        }
    }

    /// Makes the booklet the window's choices describe on a thread and writes it to `path`
    /// (whole or not at all); [`PrintState::poll`] reports the outcome.
    fn print_to(
        &mut self,
        path: &Path,
        game: Option<OnBoard>,
        opened: Option<&OpenCollection>,
    ) -> Option<Effect> {
        if self.job.is_some() {
            return None;
        }
        let (source, title) = match self.source(game, opened) {
            Ok(found) => found,
            Err(why) => return Some(Effect::Message(Message::error(why))),
        };
        let choices = &self.choices;
        // As many to a page as chosen, and as the largest grid leaves room for.
        let chosen = PerPage::new(choices.per_page).unwrap_or_default();
        let fits = PerPage::for_size(source.largest_size());
        let options = BookletOptions {
            title,
            per_page: if fits.count() < chosen.count() {
                fits
            } else {
                chosen
            },
            paper: choices.paper,
            solutions: choices.solutions,
            language: crate::i18n::language(),
        };
        // In the browser a web worker makes the booklet, so the page goes on drawing; the
        // page writes the download. A booklet is made on the page only without workers.
        #[cfg(target_arch = "wasm32")]
        {
            let job = crate::picture::print_job::BookletJob {
                source: source.clone(),
                options: options.clone(),
            };
            if let Ok(pending) = crate::background::offload(job, || {}) {
                self.job = Some(PrintJob {
                    path: path.to_path_buf(),
                    done: Arc::default(),
                    total: source.len(),
                    cancel: CancelToken::new(),
                    result: Making::InMemory(pending),
                });
                return None;
            }
        }
        let (sender, result) = mpsc::channel();
        let done = Arc::new(AtomicUsize::new(0));
        let cancel = CancelToken::new();
        let job = PrintJob {
            path: path.to_path_buf(),
            done: Arc::clone(&done),
            total: source.len(),
            cancel: cancel.clone(),
            result: Making::Written(result),
        };
        let target = path.to_path_buf();
        // The thread speaks English unless told: its errors are worded in the player's
        // language here.
        let language = crate::i18n::language();
        let spawned = crate::background::spawn("nonet-print", move || {
            let written = prepare(&source, &cancel, &done)
                .and_then(|puzzles| {
                    write_atomically_with(&target, |out| write_booklet(&puzzles, &options, out))?;
                    Ok(puzzles.len())
                })
                .map_err(|error| error.localized_in(language));
            let _ = sender.send(written);
        });
        match spawned {
            Ok(_) => {
                self.job = Some(job);
                None
            }
            Err(error) => Some(Effect::Message(Message::error(super::said_args(
                "win-print-start-failed",
                &[("error", Arg::from(error.to_string()))],
            )))),
        }
    }

    /// Checks on the booklet being made: when written, opens it in the viewer and says so
    /// (the message returned).
    fn poll(&mut self, ctx: &egui::Context) -> Option<Message> {
        let job = self.job.as_ref()?;
        let outcome = match &job.result {
            Making::Written(result) => match result.try_recv() {
                Ok(outcome) => outcome,
                Err(mpsc::TryRecvError::Empty) => {
                    ctx.request_repaint_after(Duration::from_millis(100));
                    return None;
                }
                Err(mpsc::TryRecvError::Disconnected) => Err(tr("win-print-thread-stopped")),
            },
            #[cfg(target_arch = "wasm32")]
            Making::InMemory(pending) => match pending.try_take() {
                None => {
                    ctx.request_repaint_after(Duration::from_millis(100));
                    return None;
                }
                Some(Err(_)) => Err(tr("win-print-thread-stopped")),
                Some(Ok(made)) => made.and_then(|(pdf, count)| {
                    write_atomically_with(&job.path, |out| {
                        out.write_all(&pdf).map_err(PrintError::from)
                    })
                    .map(|()| count)
                    .map_err(|error| error.localized())
                }),
            },
        };
        let path = job.path.clone();
        self.job = None;
        // In the browser the path is only the download's name.
        let shown = if cfg!(target_arch = "wasm32") {
            Arg::from(file_name_of(&path))
        } else {
            Arg::from(path.display().to_string())
        };
        // English says "1 puzzle" but "2 puzzles": each count has its message.
        let plural = |one: &'static str, other: &'static str, count: usize| {
            if count == 1 { one } else { other }
        };
        let message = match outcome {
            Err(why) => Message::error(super::said_args(
                "win-print-failed",
                &[("path", shown), ("error", Arg::from(why))],
            )),
            Ok(count) if !self.open_viewer => Message::success(super::said_args(
                plural("win-print-written-one", "win-print-written", count),
                &[("count", Arg::from(count)), ("path", shown)],
            )),
            Ok(count) => match open_in_viewer(&path) {
                Ok(()) => {
                    self.open = false;
                    Message::success(super::said_args(
                        plural("win-print-opened-one", "win-print-opened", count),
                        &[("count", Arg::from(count)), ("path", shown)],
                    ))
                }
                Err(error) => Message::error(super::said_args(
                    plural("win-print-no-viewer-one", "win-print-no-viewer", count),
                    &[
                        ("count", Arg::from(count)),
                        ("path", shown),
                        ("error", Arg::from(error.to_string())),
                    ],
                )),
            },
        };
        ctx.request_repaint();
        Some(message)
    }
}

/// The last part of `path`, as the browser names a download.
fn file_name_of(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// Opens `path` in the system's viewer for its type.
fn open_in_viewer(path: &Path) -> std::io::Result<()> {
    let mut command = if cfg!(target_os = "macos") {
        std::process::Command::new("open")
    } else if cfg!(windows) {
        let mut start = std::process::Command::new("cmd");
        start.args(["/C", "start", ""]);
        start
    } else {
        std::process::Command::new("xdg-open")
    };
    let mut child = command.arg(path).spawn()?;
    // Reaped on a thread of its own, so no zombie is left while the app runs.
    let _ = std::thread::Builder::new()
        .name("nonet-viewer".to_string())
        .spawn(move || child.wait());
    Ok(())
}

/// The Print window.
pub(super) fn window(
    app: &NonetApp,
    ctx: &egui::Context,
    palette: &Palette,
    out: &mut Vec<Command>,
) {
    let state = &app.windows.print;
    let mut open = true;
    let mut choices = state.choices.clone();
    let collection = (app.windows.collection.opened.as_ref())
        .map(|c| &c.list)
        .filter(|list| list.is_read());
    egui::Window::new(tr("win-print-title"))
        // The title follows the language; the id keeps the window's place when it changes.
        .id(egui::Id::unique("print window"))
        .open(&mut open)
        .resizable(false)
        .collapsible(false)
        .default_width(380.0)
        .default_pos([24.0, 56.0])
        .constrain_to(super::modals::below_menu(ctx))
        .show(ctx, |ui| {
            ui.label(egui::RichText::new(tr("win-print-what")).strong());
            ui.radio_value(
                &mut choices.what,
                PrintWhat::ThisPuzzle,
                tr("win-print-this-puzzle"),
            );
            ui.add_enabled_ui(collection.is_some(), |ui| {
                let name = collection.map_or_else(String::new, |list| list.file_name());
                let all = match collection {
                    Some(list) => tr_args(
                        "win-print-every-of",
                        &[("file", Arg::from(name)), ("count", Arg::from(list.len()))],
                    ),
                    None => tr("win-print-every-open"),
                };
                ui.radio_value(&mut choices.what, PrintWhat::Collection, all);
                ui.radio_value(
                    &mut choices.what,
                    PrintWhat::CollectionRange,
                    tr("win-print-range"),
                );
                ui.horizontal(|ui| {
                    let len = collection.map_or(1, |list| list.len().max(1));
                    ui.add_space(24.0);
                    let from = ui.label(tr("win-print-from"));
                    ui.add(egui::DragValue::new(&mut choices.first).range(1..=len))
                        .labelled_by(from.id);
                    let to = ui.label(tr("win-print-to"));
                    ui.add(egui::DragValue::new(&mut choices.last).range(1..=len))
                        .labelled_by(to.id);
                });
            });
            ui.radio_value(
                &mut choices.what,
                PrintWhat::NewPuzzles,
                tr("win-print-new"),
            );
            if choices.what == PrintWhat::NewPuzzles {
                size_and_levels(ui, &mut choices);
                ui.horizontal(|ui| {
                    let label = ui.label(tr("win-print-each-level"));
                    ui.add(egui::DragValue::new(&mut choices.count).range(1..=200))
                        .labelled_by(label.id);
                });
            }
            ui.separator();
            ui.horizontal(|ui| {
                ui.label(tr("win-print-per-page"));
                for count in PerPage::NINE_BY_NINE_CHOICES {
                    ui.radio_value(&mut choices.per_page, count, count.to_string());
                }
            });
            ui.horizontal(|ui| {
                ui.label(tr("win-print-paper"));
                ui.radio_value(&mut choices.paper, Paper::A4, "A4");
                ui.radio_value(&mut choices.paper, Paper::Letter, tr("win-print-letter"));
            });
            ui.checkbox(&mut choices.solutions, tr("win-print-solutions"));
            ui.separator();
            match &state.job {
                Some(job) => {
                    ui.horizontal(|ui| {
                        let done = job.finished().min(job.total);
                        ui.add(
                            egui::ProgressBar::new(done as f32 / job.total.max(1) as f32)
                                .desired_width(220.0)
                                .text(tr_args(
                                    "win-print-progress",
                                    &[
                                        ("done", Arg::from(done.to_string())),
                                        ("total", Arg::from(job.total.to_string())),
                                    ],
                                )),
                        );
                        if ui
                            .button(Command::Print(PrintCommand::Cancel).label())
                            .clicked()
                        {
                            out.push(Command::Print(PrintCommand::Cancel));
                        }
                    });
                }
                None => {
                    ui.horizontal(|ui| {
                        let print = Command::Print(PrintCommand::Print);
                        let button = egui::Button::new(
                            egui::RichText::new(print.label()).color(palette.on_accent),
                        )
                        .fill(palette.accent);
                        if ui.add(button).on_hover_text(print.description()).clicked() {
                            out.push(print);
                        }
                    });
                }
            }
        });
    if choices != state.choices {
        out.push(Command::Print(PrintCommand::SetChoices(choices)));
    }
    if !open {
        out.push(Command::Print(PrintCommand::ToggleWindow));
    }
}

/// The 9x9 puzzle of collection entry `n` (a variant by its rules, a classic one as
/// classic), or why it cannot print: givens that clash have no solution.
fn nine_by_nine(n: usize, entry: &crate::game::ListEntry) -> Result<Puzzle, String> {
    match &entry.rules {
        Some(rules) => Ok((**rules).clone()),
        None => Puzzle::new(Kind::Classic, entry.grid)
            .map_err(|_| PrintError::NoSolution { number: n }.localized()),
    }
}

/// Collection entry `n` as the engine of every size holds it: a puzzle of another size as
/// it is, a 9x9 one by its rules.
fn rules_of(n: usize, entry: &crate::game::ListEntry) -> Result<RulePuzzle, String> {
    match &entry.sized {
        Some(puzzle) => Ok((**puzzle).clone()),
        None => nine_by_nine(n, entry)?
            .to_rules()
            .map_err(|_| PrintError::NoSolution { number: n }.localized()),
    }
}

/// The size of new puzzles (9x9 or another) and the levels to make them at, those the size
/// has.
fn size_and_levels(ui: &mut egui::Ui, choices: &mut PrintChoices) {
    use crate::generator::sized::SizedKind;
    let nine = SizedKind {
        size: 9,
        jigsaw: false,
    };
    let before = choices.size;
    ui.horizontal(|ui| {
        ui.add_space(24.0);
        let label = ui.label(tr("win-choose-size"));
        let shown = super::command::sized_name(choices.size.unwrap_or(nine));
        egui::ComboBox::from_id_salt("print-size")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut choices.size, None, super::command::sized_name(nine));
                for kind in super::sized_view::menu_kinds() {
                    let name = super::command::sized_name(kind);
                    ui.selectable_value(&mut choices.size, Some(kind), name);
                }
            })
            .response
            .labelled_by(label.id);
    });
    let offered: &[Level] = choices.size.map_or(&Level::ALL, |kind| kind.levels());
    if choices.size != before {
        // A new size keeps the levels chosen that it has, or else starts at Medium (Easy
        // for a 4x4, which has no other).
        choices.levels.retain(|level| offered.contains(level));
        if let (true, Some(&last)) = (choices.levels.is_empty(), offered.last()) {
            choices.levels.push(last.min(Level::Medium));
        }
    }
    ui.horizontal_wrapped(|ui| {
        ui.add_space(24.0);
        for &level in offered {
            let mut on = choices.levels.contains(&level);
            if ui.checkbox(&mut on, level_name(level)).changed() {
                choices.levels.retain(|&l| l != level);
                if on {
                    choices.levels.push(level);
                    choices
                        .levels
                        .sort_by_key(|l| Level::ALL.iter().position(|a| a == l));
                }
            }
        }
    });
}
