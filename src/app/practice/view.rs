//! The techniques window: a selector of classic Sudoku and the variants above the list of
//! the techniques practised in each, and a page per technique with its description, its
//! Practise button and an example on a real position drawn by the board widget.

use super::variant::KINDS;
use super::{Making, Ready, make_position, take, technique_description};
use crate::app::board;
use crate::app::command::{Command, TechniquesCommand, level_name, technique_name, variant_name};
use crate::app::hint_marks::{HintMarks, HintTier};
use crate::app::theme::Palette;
use crate::app::window_unit::{AppWindow, Precedence, WindowKind};
use crate::game::Hint;
use crate::generator::practice::PRACTICE_TECHNIQUES;
use crate::grid::{CELLS, Candidates, Grid};
use crate::i18n::{Arg, language, tr, tr_args};
use crate::logic::{Step, Technique};
use crate::variant::practice::practice_techniques;
use crate::variant::{Kind, Puzzle};
use crate::words::Explained;
use egui::RichText;
use std::collections::HashMap;

/// Width of the techniques window's list.
const LIST_WIDTH: f32 = 180.0;

/// Least width of the page that describes a technique.
const PAGE_MIN_WIDTH: f32 = EXAMPLE_MIN_SIDE;
/// The least side of a technique's example board: cells of 40 points, whose candidates
/// read at the size they have on the main board.
const EXAMPLE_MIN_SIDE: f32 = 360.0;
/// The largest side of an example board.
const EXAMPLE_MAX_SIDE: f32 = 450.0;

/// The seed of a technique's example in the window, so the example stays the same.
const EXAMPLE_SEED: u64 = 2026;

/// The techniques the window lists for `kind`, easiest first.
pub fn techniques_of(kind: Kind) -> Vec<Technique> {
    match kind {
        Kind::Classic => PRACTICE_TECHNIQUES.to_vec(),
        _ => practice_techniques(kind),
    }
}

/// The command that shows `technique` of `kind` in the window.
fn choose_command(kind: Kind, technique: Technique) -> Command {
    Command::Techniques(TechniquesCommand::Choose(kind, technique))
}

/// The command that starts practising `technique` in puzzles of `kind`.
fn practise_command(kind: Kind, technique: Technique) -> Command {
    Command::Techniques(TechniquesCommand::Practise(kind, technique))
}

/// A technique's example, as the window draws it.
struct Example {
    /// The variant's rules, `None` for a classic example.
    rules: Option<Puzzle>,
    /// The digits drawn as givens.
    givens: Grid,
    /// The digits placed.
    grid: Grid,
    /// The candidates of the open cells.
    candidates: Candidates,
    /// The step the example shows.
    step: Step,
    /// The step's marks on the board, explained in full.
    marks: HintMarks,
}

impl Example {
    /// The example of a made position.
    fn of(ready: Ready) -> Example {
        match ready {
            Ready::Classic(made) => {
                let position = made.position;
                let hint = Hint::Step(position.step.clone());
                Example {
                    rules: None,
                    givens: position.grid,
                    grid: position.grid,
                    candidates: position.candidates,
                    marks: HintMarks::at_tier(&hint, HintTier::Explained, None),
                    step: position.step,
                }
            }
            Ready::Variant(made) => {
                let hint = Hint::Step(made.step.clone());
                Example {
                    marks: HintMarks::at_tier(&hint, HintTier::Explained, Some(&made.puzzle)),
                    givens: *made.puzzle.givens(),
                    grid: made.position.grid(),
                    candidates: made.candidates(),
                    step: made.step,
                    rules: Some(made.puzzle),
                }
            }
        }
    }
}

/// The techniques window: the kind and technique shown and the examples made so far.
pub(in crate::app) struct TechniquesView {
    /// The kind of puzzle whose techniques the list shows.
    pub kind: Kind,
    /// The technique shown.
    pub chosen: Technique,
    examples: HashMap<(Kind, Technique), Option<Example>>,
    making: Option<Making>,
    /// This opening's scroll area id, so the list and each page open at their top.
    scroll: u64,
}

impl TechniquesView {
    /// The window listing the techniques of `kind` and showing the first; its example is
    /// being made.
    pub fn new(kind: Kind, ctx: &egui::Context) -> TechniquesView {
        let (kind, chosen) = match techniques_of(kind).first() {
            Some(&first) => (kind, first),
            None => (Kind::Classic, PRACTICE_TECHNIQUES[0]),
        };
        let mut view = TechniquesView {
            kind,
            chosen,
            examples: HashMap::new(),
            making: None,
            scroll: crate::app::fresh_scroll_id(),
        };
        view.choose(kind, chosen, ctx);
        view
    }

    /// Lists the techniques of `kind` and shows its first one.
    pub fn show_kind(&mut self, kind: Kind, ctx: &egui::Context) {
        if kind == self.kind {
            return;
        }
        if let Some(&first) = techniques_of(kind).first() {
            self.choose(kind, first, ctx);
        }
    }

    /// Shows `technique` of `kind`, making its example if it has none yet.
    pub fn choose(&mut self, kind: Kind, technique: Technique, ctx: &egui::Context) {
        self.kind = kind;
        self.chosen = technique;
        let key = (kind, technique);
        if !self.examples.contains_key(&key)
            && self
                .making
                .as_ref()
                .is_none_or(|m| (m.kind, m.technique) != key)
        {
            self.making = Some(make_position(kind, technique, EXAMPLE_SEED, false, ctx));
        }
    }

    /// Whether an example is being made.
    pub fn is_making(&self) -> bool {
        self.making.is_some()
    }

    /// Takes a made example. Returns whether one is still being made.
    pub fn poll(&mut self) -> bool {
        let Some(making) = &self.making else {
            return false;
        };
        let Some(ready) = take(making) else {
            return true;
        };
        let key = (making.kind, making.technique);
        self.examples.insert(key, ready.map(Example::of));
        self.making = None;
        false
    }
}

/// The techniques window, when open (practice, a session on the board, is the app's).
#[derive(Default)]
pub(in crate::app) struct TechniquesWindow {
    view: Option<TechniquesView>,
}

impl TechniquesWindow {
    /// The window's state, when open.
    pub fn view(&self) -> Option<&TechniquesView> {
        self.view.as_ref()
    }

    /// Carries out the window's own commands: it opens on the techniques of `kind`, the
    /// kind of the game on the board. Practice's commands are the app's and do nothing
    /// here.
    pub fn run(&mut self, command: TechniquesCommand, kind: Kind, ctx: &egui::Context) {
        match command {
            TechniquesCommand::ToggleWindow => {
                self.view = match self.view {
                    Some(_) => None,
                    None => Some(TechniquesView::new(kind, ctx)),
                };
            }
            TechniquesCommand::ShowVariant(kind) => {
                if let Some(view) = self.view.as_mut() {
                    view.show_kind(kind, ctx);
                }
            }
            TechniquesCommand::Choose(kind, technique) => {
                if let Some(view) = self.view.as_mut() {
                    view.choose(kind, technique, ctx);
                }
            }
            TechniquesCommand::Practise(..)
            | TechniquesCommand::NextPractice
            | TechniquesCommand::StopPractice => {}
        }
    }

    /// Takes a made example, when one is due.
    pub fn poll(&mut self) {
        if let Some(view) = self.view.as_mut() {
            view.poll();
        }
    }

    /// Whether an example is being made.
    pub fn is_making(&self) -> bool {
        self.view.as_ref().is_some_and(TechniquesView::is_making)
    }

    /// Draws the window, when open.
    pub fn draw(&self, ctx: &egui::Context, palette: &Palette, out: &mut Vec<Command>) {
        if let Some(view) = &self.view {
            window(view, ctx, palette, out);
        }
    }
}

impl AppWindow for TechniquesWindow {
    fn kind(&self) -> WindowKind {
        WindowKind::Techniques
    }

    fn is_open(&self) -> bool {
        self.view.is_some()
    }

    fn precedence(&self) -> Precedence {
        Precedence::Techniques
    }

    fn close(&mut self) -> bool {
        self.view.take().is_some()
    }
}

/// Draws the techniques window; choosing and practising come back as commands.
fn window(view: &TechniquesView, ctx: &egui::Context, palette: &Palette, out: &mut Vec<Command>) {
    let mut open = true;
    // A fixed id, so the window keeps its place and size when the language changes.
    egui::Window::new(tr("play-techniques-title"))
        .id(egui::Id::unique("techniques window"))
        .open(&mut open)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .default_size([LIST_WIDTH + EXAMPLE_MAX_SIDE + 60.0, 620.0])
        .resizable(true)
        .show(ctx, |ui| {
            ui.horizontal_wrapped(|ui| {
                for kind in KINDS {
                    let command = Command::Techniques(TechniquesCommand::ShowVariant(kind));
                    if ui
                        .selectable_label(view.kind == kind, command.label())
                        .on_hover_text(command.tooltip(ui.ctx()))
                        .clicked()
                    {
                        out.push(command);
                    }
                }
            });
            ui.separator();
            let height = ui.available_height();
            ui.horizontal_top(|ui| {
                let list = egui::vec2(LIST_WIDTH, height);
                ui.allocate_ui_with_layout(list, egui::Layout::top_down(egui::Align::Min), |ui| {
                    egui::ScrollArea::vertical()
                        .id_salt(("list of techniques", view.scroll, view.kind))
                        .auto_shrink([false, false])
                        .show(ui, |ui| {
                            for technique in techniques_of(view.kind) {
                                let command = choose_command(view.kind, technique);
                                if ui
                                    .selectable_label(view.chosen == technique, command.label())
                                    .clicked()
                                {
                                    out.push(command);
                                }
                            }
                        });
                });
                ui.separator();
                let page = egui::vec2(ui.available_width().max(PAGE_MIN_WIDTH), height);
                ui.allocate_ui_with_layout(page, egui::Layout::top_down(egui::Align::Min), |ui| {
                    // Both ways: a narrow window scrolls to the example rather than shrink it.
                    let salt = ("page of a technique", view.scroll, view.kind, view.chosen);
                    egui::ScrollArea::both()
                        .id_salt(salt)
                        .auto_shrink([false, false])
                        .show(ui, |ui| technique_page(view, ui, palette, out));
                });
            });
        });
    if !open {
        out.push(Command::Techniques(TechniquesCommand::ToggleWindow));
    }
}

fn technique_page(
    view: &TechniquesView,
    ui: &mut egui::Ui,
    palette: &Palette,
    out: &mut Vec<Command>,
) {
    let (kind, technique) = (view.kind, view.chosen);
    ui.label(RichText::new(technique_name(technique)).heading());
    let level = [("level", Arg::from(level_name(technique.level())))];
    ui.label(RichText::new(tr_args("play-technique-level", &level)).color(palette.muted));
    if kind != Kind::Classic {
        let variant = [("variant", Arg::from(variant_name(kind)))];
        ui.label(RichText::new(tr_args("play-technique-variant", &variant)).color(palette.muted));
    }
    ui.label(technique_description(technique));
    // The descriptions speak of rows, columns and boxes; a variant says what else counts.
    let houses = match kind {
        Kind::Classic => None,
        Kind::X => Some("play-technique-houses-x"),
        Kind::Windoku => Some("play-technique-houses-windoku"),
        Kind::Jigsaw => Some("play-technique-houses-jigsaw"),
        Kind::Killer => Some("play-technique-houses-killer"),
    };
    if let Some(id) = houses {
        ui.label(tr(id));
    }
    let practise = practise_command(kind, technique);
    let ctx = ui.ctx().clone();
    if ui
        .button(practise.label())
        .on_hover_text(practise.tooltip(&ctx))
        .clicked()
    {
        out.push(practise);
    }
    ui.add_space(6.0);
    match view.examples.get(&(kind, technique)) {
        None => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(tr("play-finding-example"));
            });
        }
        Some(None) if kind == Kind::Classic => {
            ui.label(tr("play-no-example"));
        }
        Some(None) => {
            let variant = [("variant", Arg::from(variant_name(kind)))];
            ui.label(tr_args("play-no-variant-example", &variant));
        }
        Some(Some(example)) => {
            ui.label(RichText::new(tr("play-example")).strong());
            let side = ui
                .available_width()
                .clamp(EXAMPLE_MIN_SIDE, EXAMPLE_MAX_SIDE);
            ui.allocate_ui(egui::vec2(side, side), |ui| {
                let mut cells = [board::CellView::default(); CELLS];
                for (cell, view) in cells.iter_mut().enumerate() {
                    view.digit = example.grid.get(cell);
                    view.given = example.givens.get(cell) != 0;
                    view.notes = example.candidates.get(cell);
                }
                let scene = board::Scene {
                    cells,
                    selected: None,
                    selection: crate::app::selection::CellSet::default(),
                    centred_candidates: false,
                    highlight_peers: false,
                    highlight_digit: None,
                    hint: Some(&example.marks),
                    overlay: board::Overlay::None,
                    palette,
                    coordinates: false,
                    variant: example.rules.as_ref(),
                    drawn: &[],
                };
                // The example is for looking at: its clicks do nothing.
                let _ = board::show(ui, &scene);
            });
            ui.label(example.step.explanation_in(language()));
        }
    }
}
