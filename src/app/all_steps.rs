//! Learn › All steps: every deduction the logical solver finds at the player's position
//! (their notes where they have them, else the full candidates), grouped by technique from
//! the easiest, with filters by technique, digit and the selected cell. Choosing a step
//! draws it on the board as a hint's last tier does, with its sentence; Apply applies it.
//! It lists the steps of the game on the board: the 9x9 game, or a game of another size
//! or with constraint rules, whose board draws the chosen step itself.
//! One unit: the window's state, its commands and its drawing.

use super::NonetApp;
use super::command::{AllStepsCommand, Command, StepFilter, technique_name};
use super::hint_marks::{HintMarks, HintTier};
use super::on_board::{OnBoard, on_board};
use super::solve_path::{Blocked, PathOrigin, action, all_steps_at, effect_on, start_of};
use super::theme::Palette;
use super::window_unit::{AppWindow, Effect, Precedence, WindowKind};
use crate::game::{Hint, SizedGame};
use crate::i18n::{Arg, language, tr, tr_args};
use crate::logic::{Step, Technique};
use crate::variant::Puzzle;
use crate::words::Explained;
use egui::RichText;

/// Whether `step` passes `filter`, with the cursor at `cursor`.
fn passes(filter: &StepFilter, step: &Step, cursor: usize) -> bool {
    let facts = || step.placements.iter().chain(&step.eliminations);
    filter.technique.is_none_or(|t| t == step.technique)
        && filter.digit.is_none_or(|d| facts().any(|c| c.digit == d))
        && (!filter.selected_cell
            || facts().any(|c| c.cell() == cursor)
            || step.cells.iter().any(|&c| usize::from(c) == cursor))
}

/// The window's state: the steps at the position it was last worked out for.
pub(super) struct AllStepsView {
    /// The steps, or what to fix first (a wrong digit, notes without the answer).
    steps: Result<Vec<Step>, Blocked>,
    /// How many cells across the board is (9, or a game of another size's).
    width: usize,
    /// Whether the steps are a game of another size's, whose board draws the chosen step
    /// itself (the marks below are the 9x9 board's).
    sized: bool,
    /// A game of another size's digits and notes when the steps were worked out (each
    /// cell's digit above its notes), to notice a change: its moves go by no 9x9 action.
    seen: Vec<u32>,
    /// Whether the grid is full, so that an empty list says why.
    solved: bool,
    /// The step drawn on the board, an index into the steps.
    chosen: Option<usize>,
    /// Its marks.
    marks: Option<HintMarks>,
    /// Which steps the list shows.
    filter: StepFilter,
    /// The game's variant, whose houses a step's marks tint.
    variant: Option<Puzzle>,
    /// This opening's scroll area id, so the list opens at its top.
    scroll: u64,
}

impl AllStepsView {
    fn new(board: OnBoard) -> AllStepsView {
        let mut view = AllStepsView {
            steps: Ok(Vec::new()),
            width: 9,
            sized: false,
            seen: Vec::new(),
            solved: false,
            chosen: None,
            marks: None,
            filter: StepFilter::default(),
            variant: None,
            scroll: super::fresh_scroll_id(),
        };
        view.refresh(board);
        view
    }

    /// Works the steps out again at the game's position; the choice goes, the filter stays
    /// (but for a digit the new board has not).
    fn refresh(&mut self, board: OnBoard) {
        match board {
            OnBoard::Nine(game) => {
                self.variant = game.variant().cloned();
                (self.width, self.sized) = (9, false);
                self.solved = game.grid().is_full();
                self.steps = start_of(game, PathOrigin::Position).map(all_steps_at);
            }
            OnBoard::Sized(game) => {
                self.variant = None;
                (self.width, self.sized) = (game.size(), true);
                self.steps = game.all_steps().map_err(Blocked::Sized);
                self.seen = cells_of(game).collect();
                self.solved = game.digits().iter().all(|&digit| digit != 0);
            }
        }
        if self
            .filter
            .digit
            .is_some_and(|d| usize::from(d) > self.width)
        {
            self.filter.digit = None;
        }
        self.choose(None);
    }

    /// Whether the steps listed are those of `board`'s kind of game (the 9x9 one, or one
    /// of another size), so that a game put in front of the other is noticed.
    fn is_of(&self, board: OnBoard) -> bool {
        match board {
            OnBoard::Nine(_) => !self.sized,
            OnBoard::Sized(game) => self.sized && cells_of(game).eq(self.seen.iter().copied()),
        }
    }

    fn choose(&mut self, index: Option<usize>) {
        let step = index
            .and_then(|i| self.steps.as_ref().ok()?.get(i))
            .cloned();
        self.chosen = step.as_ref().and(index);
        self.marks = step.filter(|_| !self.sized).map(|step| {
            HintMarks::at_tier(
                &Hint::Step(step),
                HintTier::Explained,
                self.variant.as_ref(),
            )
        });
    }

    /// The step chosen, drawn on the board.
    fn chosen_step(&self) -> Option<&Step> {
        self.steps.as_ref().ok()?.get(self.chosen?)
    }

    /// The step chosen among a game of another size's steps, which its board draws and
    /// its Apply makes a move of (none while the list is the 9x9 game's).
    pub(super) fn sized_chosen_step(&self) -> Option<&Step> {
        self.chosen_step().filter(|_| self.sized)
    }

    /// The chosen step's marks, which the board draws.
    pub fn marks(&self) -> Option<&HintMarks> {
        self.marks.as_ref()
    }

    /// The indices of the steps the filter lets through, in the list's order.
    fn shown(&self, cursor: usize) -> Vec<usize> {
        let Ok(steps) = &self.steps else {
            return Vec::new();
        };
        (0..steps.len())
            .filter(|&i| passes(&self.filter, &steps[i], cursor))
            .collect()
    }
}

/// The All steps window: the steps at the player's position, when open.
#[derive(Default)]
pub(super) struct AllStepsWindow {
    view: Option<AllStepsView>,
}

impl AllStepsWindow {
    /// The window's state, when open.
    pub(super) fn view(&self) -> Option<&AllStepsView> {
        self.view.as_ref()
    }

    /// Carries out a command of the window, for the game on the board with the cursor at
    /// `cursor`. Apply on a game of another size is the caller's: it gives no 9x9 action.
    pub(super) fn run(
        &mut self,
        command: AllStepsCommand,
        board: Option<OnBoard>,
        cursor: usize,
    ) -> Option<Effect> {
        match command {
            AllStepsCommand::ToggleWindow => {
                self.view = match (&self.view, board) {
                    (None, Some(board)) => Some(AllStepsView::new(board)),
                    _ => None,
                };
            }
            AllStepsCommand::Choose(index) => {
                if let Some(view) = &mut self.view {
                    view.choose(index);
                }
            }
            AllStepsCommand::Filter(filter) => {
                if let Some(view) = &mut self.view {
                    view.filter = filter;
                    // A chosen step the filter now hides is no longer drawn.
                    if view
                        .chosen
                        .is_some_and(|i| !view.shown(cursor).contains(&i))
                    {
                        view.choose(None);
                    }
                }
            }
            AllStepsCommand::Apply => {
                let view = self.view.as_ref()?;
                let step = view.chosen_step().filter(|_| !view.sized)?;
                return Some(Effect::Act(action(step)));
            }
        }
        None
    }

    /// The game changed: the open window works its steps out again.
    pub(super) fn after_change(&mut self, board: Option<OnBoard>) {
        if let (Some(view), Some(board)) = (&mut self.view, board) {
            view.refresh(board);
        }
    }

    /// The board now shows `board`: if it is not the game the steps were worked out for (a
    /// game of another size came in front of the 9x9 one, or went, or one of its moves was
    /// made), they are worked out again for it.
    pub(super) fn follow(&mut self, board: Option<OnBoard>) {
        if let (Some(view), Some(board)) = (&mut self.view, board)
            && !view.is_of(board)
        {
            view.refresh(board);
        }
    }

    /// Draws the window inside `area`, when open, with the cursor at `cursor`.
    pub(super) fn draw(
        &self,
        cursor: usize,
        ctx: &egui::Context,
        area: egui::Rect,
        palette: &Palette,
        out: &mut Vec<Command>,
    ) {
        if let Some(view) = &self.view {
            window(view, cursor, ctx, area, palette, out);
        }
    }
}

impl AppWindow for AllStepsWindow {
    fn kind(&self) -> WindowKind {
        WindowKind::AllSteps
    }

    fn is_open(&self) -> bool {
        self.view.is_some()
    }

    fn precedence(&self) -> Precedence {
        Precedence::AllSteps
    }

    fn close(&mut self) -> bool {
        self.view.take().is_some()
    }
}

impl NonetApp {
    /// Keeps the open window's steps those of the game on the board.
    pub(super) fn all_steps_follow_board(&mut self) {
        let board = on_board(
            self.sized.as_ref().map(|play| &play.game),
            self.setting.is_some(),
            self.game.as_ref(),
        );
        self.windows.all_steps.follow(board);
    }

    /// While the All steps window is open: how many steps there are at the position, the
    /// ones the filter shows, and the chosen one.
    pub fn all_steps(&self) -> Option<(usize, Vec<&Step>, Option<&Step>)> {
        let view = self.windows.all_steps.view()?;
        let steps = view.steps.as_ref().map_or(&[][..], Vec::as_slice);
        let (_, cursor) = self.board_and_cursor();
        let shown = view.shown(cursor).iter().map(|&i| &steps[i]).collect();
        Some((steps.len(), shown, view.chosen_step()))
    }
}

/// Draws the All steps window inside `area`, the room under the menu bar.
fn window(
    view: &AllStepsView,
    cursor: usize,
    ctx: &egui::Context,
    area: egui::Rect,
    palette: &Palette,
    out: &mut Vec<Command>,
) {
    let mut open = true;
    egui::Window::new(tr("win-all-steps-title"))
        .constrain_to(area)
        // The title follows the language; the id keeps the window's place when it changes.
        .id(egui::Id::unique("all steps window"))
        .open(&mut open)
        // At the right, over the panel: the board stays in view to show the chosen step.
        .default_pos(egui::pos2(area.right() - 348.0, area.top() + 8.0))
        .default_width(340.0)
        .default_height(560.0_f32.min(area.height() - 16.0))
        .max_height(area.height() - 16.0)
        .resizable(true)
        .show(ctx, |ui| match &view.steps {
            Err(blocked) => {
                let text = blocked.explanation(view.width);
                ui.label(RichText::new(text).color(palette.error));
            }
            Ok(steps) => {
                filters(ui, view, steps, out);
                let shown = view.shown(cursor);
                let count = tr_args(
                    "play-all-steps-count",
                    &[
                        ("shown", Arg::from(shown.len())),
                        ("count", Arg::from(steps.len())),
                    ],
                );
                ui.label(RichText::new(count).color(palette.muted));
                let list_height = if view.chosen.is_some() {
                    ui.available_height() * 0.55
                } else {
                    ui.available_height()
                };
                egui::ScrollArea::vertical()
                    .id_salt(view.scroll)
                    .max_height(list_height)
                    .auto_shrink([false, true])
                    .show(ui, |ui| list(ui, view, steps, &shown, palette, out));
                if let Some(step) = view.chosen_step() {
                    ui.separator();
                    chosen(ui, view, step, palette, out);
                }
            }
        });
    if !open {
        out.push(Command::AllSteps(AllStepsCommand::ToggleWindow));
    }
}

/// The filters: a technique, a digit, the selected cell.
fn filters(ui: &mut egui::Ui, view: &AllStepsView, steps: &[Step], out: &mut Vec<Command>) {
    let mut filter = view.filter;
    ui.horizontal_wrapped(|ui| {
        let mut techniques: Vec<Technique> = steps.iter().map(|s| s.technique).collect();
        techniques.dedup();
        let all = tr("play-all-steps-every-technique");
        let technique_combo = egui::ComboBox::from_id_salt("all steps technique")
            .selected_text(filter.technique.map_or(all.clone(), technique_name))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut filter.technique, None, all);
                for technique in techniques {
                    ui.selectable_value(
                        &mut filter.technique,
                        Some(technique),
                        technique_name(technique),
                    );
                }
            });
        name_combo(&technique_combo.response, "play-all-steps-technique");
        let any = tr("play-all-steps-any-digit");
        let digit_combo = egui::ComboBox::from_id_salt("all steps digit")
            .selected_text(filter.digit.map_or(any.clone(), |d| d.to_string()))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut filter.digit, None, any);
                // A grid's digits run to its width (16 at most, so the cast keeps it).
                for digit in 1..=view.width as u8 {
                    ui.selectable_value(&mut filter.digit, Some(digit), digit.to_string());
                }
            });
        name_combo(&digit_combo.response, "play-all-steps-digit");
        ui.checkbox(
            &mut filter.selected_cell,
            tr("play-all-steps-selected-cell"),
        );
    });
    if filter != view.filter {
        out.push(Command::AllSteps(AllStepsCommand::Filter(filter)));
    }
}

/// Names a filter's drop-down for assistive technology by the catalogue message `id`.
fn name_combo(response: &egui::Response, id: &str) {
    let name = tr(id);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &name));
}

/// The steps the filter shows, under a heading for each technique.
fn list(
    ui: &mut egui::Ui,
    view: &AllStepsView,
    steps: &[Step],
    shown: &[usize],
    palette: &Palette,
    out: &mut Vec<Command>,
) {
    if shown.is_empty() {
        // No step at all says why: the grid is full, or logic knows none here.
        let why = match (steps.is_empty(), view.solved) {
            (false, _) => tr("play-all-steps-none"),
            (true, true) => crate::words::grid_solved_in(language()),
            (true, false) => crate::words::no_technique_applies_in(language()),
        };
        ui.label(RichText::new(why).color(palette.muted));
        return;
    }
    let mut heading = None;
    for &index in shown {
        let step = &steps[index];
        if heading != Some(step.technique) {
            heading = Some(step.technique);
            let in_group = shown
                .iter()
                .filter(|&&i| steps[i].technique == step.technique)
                .count();
            let title = tr_args(
                "play-all-steps-group",
                &[
                    ("technique", Arg::from(technique_name(step.technique))),
                    ("score", Arg::from(format!("{:.1}", step.score))),
                    ("count", Arg::from(in_group)),
                ],
            );
            ui.add_space(4.0);
            ui.label(RichText::new(title).strong().color(palette.given));
        }
        let row = ui.selectable_label(view.chosen == Some(index), effect_on(step, view.width));
        if row.clicked() {
            let choice = (view.chosen != Some(index)).then_some(index);
            out.push(Command::AllSteps(AllStepsCommand::Choose(choice)));
        }
    }
}

/// The chosen step's sentence and its Apply button.
fn chosen(
    ui: &mut egui::Ui,
    view: &AllStepsView,
    step: &Step,
    palette: &Palette,
    out: &mut Vec<Command>,
) {
    let sentence = if view.sized {
        crate::words::step_on(language(), view.width, step)
    } else {
        step.explanation_in(language())
    };
    egui::ScrollArea::vertical()
        .id_salt("all steps sentence")
        .show(ui, |ui| {
            // The sentence names its technique first, so no title above it.
            super::speech::label(ui, RichText::new(sentence).color(palette.given));
            if ui
                .button(Command::AllSteps(AllStepsCommand::Apply).label())
                .on_hover_text(Command::AllSteps(AllStepsCommand::Apply).description())
                .clicked()
            {
                out.push(Command::AllSteps(AllStepsCommand::Apply));
            }
        });
}

/// Each cell of a game of another size as one number: its digit above its notes.
fn cells_of(game: &SizedGame) -> impl Iterator<Item = u32> + '_ {
    (0..game.digits().len())
        .map(|cell| u32::from(game.digit(cell)) << 16 | u32::from(game.notes(cell)))
}
