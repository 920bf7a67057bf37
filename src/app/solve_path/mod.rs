//! The solve path: the whole logical solution from the start or from the player's position,
//! as a list of steps. Choosing a step shows the board just before it with the step's marks;
//! the path is worked out away from the frame (a thread, or a web worker), since the
//! hardest puzzles take a second.

use super::command::{Command, SolvePathCommand, technique_name};
use super::hint_marks::{HintMarks, HintTier};
use super::on_board::OnBoard;
use super::theme::Palette;
use crate::game::{Hint, SizedGame, SizedMistake};
use crate::i18n::{Arg, language, tr, tr_args};
use crate::logic::{Outcome, Step};
use crate::variant::Puzzle;
use crate::words::Explained;

mod commands;
mod step;
mod work;

use crate::background::{Pending, offload};
#[cfg(test)]
pub(super) use commands::PathOf;
pub(super) use commands::SolvePathWindow;
use egui::RichText;
pub use step::{action, effect, effect_on};
pub use work::{
    PathJob, PathStart, Snapshot, WorkedPath, all_steps_at, sized_start_of, start_of, work_out,
};

pub use super::carried::PathOrigin;

/// Why no path could be worked out from the player's position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Blocked {
    /// A digit that disagrees with the answer.
    WrongEntry {
        /// The cell.
        cell: u8,
        /// The digit there.
        entered: u8,
    },
    /// Notes that left out the answer's digit.
    WrongNotes {
        /// The cell.
        cell: u8,
        /// The answer's digit.
        digit: u8,
    },
    /// On a game of another size: a wrong digit, or notes without the answer.
    Sized(SizedMistake),
}

impl Blocked {
    /// What to fix, in a sentence naming cells on a grid `width` cells across.
    pub fn explanation(self, width: usize) -> String {
        let hint = match self {
            Blocked::WrongEntry { cell, entered } => Hint::WrongEntry { cell, entered },
            Blocked::WrongNotes { cell, digit } => Hint::WrongNotes { cell, digit },
            Blocked::Sized(mistake) => {
                return crate::words::mistake_on(
                    language(),
                    width,
                    mistake.cell,
                    mistake.entered,
                    mistake.kind,
                );
            }
        };
        super::hint_card::hint_explanation(&hint)
    }
}

/// The solve path window's state.
pub(super) struct SolvePathView {
    /// Where the path starts.
    pub origin: PathOrigin,
    /// The path, once worked out (or why not).
    pub path: Option<Result<WorkedPath, Blocked>>,
    /// The path being worked out.
    job: Option<Pending<WorkedPath>>,
    /// The step whose position the board shows.
    pub selected: Option<usize>,
    /// The selected step's marks.
    pub marks: Option<HintMarks>,
    /// The game's variant, whose houses a step's marks tint.
    variant: Option<Puzzle>,
    /// How many cells across the board is (9, or a game of another size's).
    width: usize,
    /// The game of another size the path is of, as it was when worked out (`None` for a
    /// 9x9 path): what a step's position is shown on, and what tells a change.
    sized: Option<SizedGame>,
    /// That game showing the position before the selected step.
    sized_shown: Option<SizedGame>,
    /// The step list's scroll area id, new with every path worked out, so a new path's
    /// list opens at step 1 (see [`super::fresh_scroll_id`]).
    list_scroll: u64,
}

impl SolvePathView {
    /// A view that starts working out the path of `board`'s game from `origin`.
    pub fn new(board: OnBoard, origin: PathOrigin, ctx: &egui::Context) -> SolvePathView {
        let mut view = SolvePathView {
            origin,
            path: None,
            job: None,
            selected: None,
            marks: None,
            variant: None,
            width: 9,
            sized: None,
            sized_shown: None,
            list_scroll: 0,
        };
        view.restart(board, ctx);
        view
    }

    /// Works the path out again (the game changed, or the origin).
    pub fn restart(&mut self, board: OnBoard, ctx: &egui::Context) {
        self.path = None;
        self.job = None;
        self.select(None);
        self.list_scroll = super::fresh_scroll_id();
        let start = match board {
            OnBoard::Nine(game) => {
                (self.variant, self.width, self.sized) = (game.variant().cloned(), 9, None);
                start_of(game, self.origin)
            }
            OnBoard::Sized(game) => {
                (self.variant, self.width) = (None, game.size());
                self.sized = Some(game.clone());
                sized_start_of(game, self.origin)
            }
        };
        match start {
            Err(blocked) => self.path = Some(Err(blocked)),
            Ok(state) => {
                let ctx = ctx.clone();
                let job = PathJob {
                    start: state.clone(),
                    origin: self.origin,
                };
                match offload(job, move || ctx.request_repaint()) {
                    Ok(pending) => self.job = Some(pending),
                    // No thread to spare: work it out here, as the CLI would.
                    Err(_) => self.path = Some(Ok(work_out(state, self.origin))),
                }
            }
        }
    }

    /// Takes the worked-out path when it is ready. Returns whether it is still being worked.
    pub fn poll(&mut self) -> bool {
        if let Some(job) = &self.job {
            match job.try_take() {
                Some(Ok(path)) => {
                    self.path = Some(Ok(path));
                    self.job = None;
                }
                None => return true,
                Some(Err(_)) => self.job = None,
            }
        }
        false
    }

    /// The worked-out path, if ready.
    pub fn worked(&self) -> Option<&WorkedPath> {
        match &self.path {
            Some(Ok(path)) => Some(path),
            _ => None,
        }
    }

    /// Whether the path is of `board`'s game as it stands: a 9x9 path of the 9x9 game
    /// (whose changes come by [`SolvePathWindow::after_change`]), a path of another size
    /// of the same puzzle, and from the position, of the same digits and notes.
    pub fn is_of(&self, board: OnBoard) -> bool {
        match (board, &self.sized) {
            (OnBoard::Nine(_), None) => true,
            (OnBoard::Sized(game), Some(seen)) => {
                seen.puzzle() == game.puzzle()
                    && (self.origin == PathOrigin::Start
                        || (seen.digits() == game.digits()
                            && (0..game.digits().len()).all(|c| seen.notes(c) == game.notes(c))))
            }
            _ => false,
        }
    }

    /// Shows the position before step `index` (or the game, with `None`).
    pub fn select(&mut self, index: Option<usize>) {
        let step = index.and_then(|i| self.worked().and_then(|p| p.steps.get(i)).cloned());
        self.selected = step.as_ref().and(index);
        if let Some(game) = &self.sized {
            // The board of another size draws the step itself.
            let before = index.and_then(|i| self.worked()?.sized_before.get(i));
            self.sized_shown = before.filter(|_| step.is_some()).map(|p| game.showing(p));
            self.marks = None;
            return;
        }
        self.sized_shown = None;
        self.marks = step.map(|s| {
            HintMarks::at_tier(
                &Hint::Step(s.clone()),
                HintTier::Explained,
                self.variant.as_ref(),
            )
        });
    }

    /// Moves the selection by one step, starting at the first.
    pub fn step_by(&mut self, forward: bool) {
        let Some(count) = self.worked().map(|p| p.steps.len()) else {
            return;
        };
        if count == 0 {
            return;
        }
        let next = match (self.selected, forward) {
            (None, _) => 0,
            (Some(i), true) => (i + 1).min(count - 1),
            (Some(i), false) => i.saturating_sub(1),
        };
        self.select(Some(next));
    }

    /// The game of another size at the position before the selected step, and the step,
    /// which its board shows instead of the player's.
    pub fn sized_preview(&self) -> Option<(&SizedGame, &Step)> {
        let step = self.worked()?.steps.get(self.selected?)?;
        Some((self.sized_shown.as_ref()?, step))
    }

    /// The position the board shows instead of the game's, with its step's marks.
    pub fn preview(&self) -> Option<(&Snapshot, &HintMarks)> {
        let index = self.selected?;
        let snapshot = self.worked()?.before.get(index)?;
        Some((snapshot, self.marks.as_ref()?))
    }
}

/// How the path ends, in a sentence.
pub fn ending(path: &WorkedPath) -> String {
    let count = ("count", Arg::from(path.steps.len()));
    // "1 step" and "12 steps" are different messages, each a whole sentence.
    let id = |one: &'static str, many: &'static str| {
        if path.steps.len() == 1 { one } else { many }
    };
    match path.outcome {
        Outcome::Solved => {
            let hardest = path.steps.iter().max_by(|a, b| a.score.total_cmp(&b.score));
            match hardest {
                Some(step) => tr_args(
                    id("play-path-solved-one", "play-path-solved"),
                    &[
                        count,
                        ("technique", technique_name(step.technique).into()),
                        ("score", format!("{:.1}", step.score).into()),
                    ],
                ),
                None => tr("play-path-nothing"),
            }
        }
        Outcome::Stalled => tr_args(id("play-path-stalled-one", "play-path-stalled"), &[count]),
        Outcome::Contradiction => tr_args(
            id("play-path-contradiction-one", "play-path-contradiction"),
            &[count],
        ),
    }
}

/// Draws the solve path into `ui`, a panel beside the board (see `layout.rs`): its title
/// and Close, where it starts, how it ends, the step shown and the list of steps. What
/// the player does comes back as commands. `of_draft`: the path is of a puzzle being set,
/// which has no player's position to start from.
pub(super) fn panel(
    view: &SolvePathView,
    of_draft: bool,
    ui: &mut egui::Ui,
    palette: &Palette,
    out: &mut Vec<Command>,
) {
    let toggle = Command::SolvePath(SolvePathCommand::ToggleWindow);
    // Close goes under the title when a narrow panel has no room beside it: a row wider
    // than the panel would widen the panel over the board.
    ui.horizontal_wrapped(|ui| {
        ui.add(
            egui::Label::new(
                RichText::new(toggle.label())
                    .strong()
                    .size(17.0)
                    .color(palette.given),
            )
            .wrap(),
        );
        if ui
            .button(tr("cmd-close"))
            .on_hover_text(toggle.tooltip(ui.ctx()))
            .clicked()
        {
            out.push(toggle);
        }
    });
    // A short panel scrolls as one, the steps in it: a list of its own would get a strip
    // a few points high under the sentence and the buttons.
    if ui.available_height() < SHORT_PANEL {
        egui::ScrollArea::vertical()
            .id_salt(("solve-path-panel", view.list_scroll))
            .auto_shrink([false, false])
            .show(ui, |ui| contents(view, of_draft, (ui, true), palette, out));
    } else {
        contents(view, of_draft, (ui, false), palette, out);
    }
}

/// Least height of the panel below its title in which the steps get a list of their own.
const SHORT_PANEL: f32 = 420.0;

/// The panel below its title: where the path starts, then the path; `inline`: the steps
/// go on in the panel rather than in a list of their own.
fn contents(
    view: &SolvePathView,
    of_draft: bool,
    (ui, inline): (&mut egui::Ui, bool),
    palette: &Palette,
    out: &mut Vec<Command>,
) {
    if !of_draft {
        ui.horizontal_wrapped(|ui| {
            for origin in [PathOrigin::Start, PathOrigin::Position] {
                let command = Command::SolvePath(SolvePathCommand::From(origin));
                if ui
                    .radio(view.origin == origin, command.label())
                    .on_hover_text(command.description())
                    .clicked()
                {
                    out.push(command);
                }
            }
        });
    }
    ui.separator();
    match &view.path {
        None => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(tr("play-path-working"));
            });
        }
        Some(Err(blocked)) => {
            ui.label(
                RichText::new(tr_args(
                    "play-path-blocked",
                    &[("problem", blocked.explanation(view.width).into())],
                ))
                .color(palette.error),
            );
        }
        Some(Ok(path)) => path_list(view, path, (ui, inline), palette, out),
    }
}

fn path_list(
    view: &SolvePathView,
    path: &WorkedPath,
    (ui, inline): (&mut egui::Ui, bool),
    palette: &Palette,
    out: &mut Vec<Command>,
) {
    ui.label(RichText::new(ending(path)).color(palette.muted));
    if let Some(index) = view.selected {
        let step = &path.steps[index];
        ui.label(
            RichText::new(tr_args(
                "play-path-showing",
                &[
                    ("number", (index + 1).into()),
                    ("total", path.steps.len().into()),
                ],
            ))
            .color(palette.muted),
        );
        if view.sized.is_some() {
            ui.label(crate::words::step_on(language(), view.width, step));
        } else {
            ui.label(step.explanation_in(language()));
        }
    } else {
        ui.label(RichText::new(tr("play-path-choose")).color(palette.muted));
    }
    path_buttons(view, path, ui, out);
    ui.separator();
    if inline {
        step_rows(view, path, ui, out);
        return;
    }
    // The list takes the rest of the panel, so the sentence and the buttons above it stay
    // in view however long the path is.
    egui::ScrollArea::vertical()
        .id_salt(("solve-path-steps", view.list_scroll))
        .auto_shrink([false, false])
        .show(ui, |ui| step_rows(view, path, ui, out));
}

/// The path's steps, one selectable row each; the chosen one scrolls into view.
fn step_rows(view: &SolvePathView, path: &WorkedPath, ui: &mut egui::Ui, out: &mut Vec<Command>) {
    for (index, step) in path.steps.iter().enumerate() {
        let title = format!(
            "{}. {} · {:.1}",
            index + 1,
            technique_name(step.technique),
            step.score
        );
        let room = ui.available_width() - 2.0 * ui.spacing().button_padding.x;
        let text = row_text(&title, &effect_on(step, view.width), room, |text| {
            ui.fonts_mut(|fonts| {
                fonts
                    .layout_no_wrap(
                        text.to_string(),
                        egui::TextStyle::Button.resolve(ui.style()),
                        egui::Color32::WHITE,
                    )
                    .size()
                    .x
            })
        });
        let chosen = view.selected == Some(index);
        let response = ui.selectable_label(chosen, text);
        if chosen {
            response.scroll_to_me(None);
        }
        if response.clicked() {
            out.push(Command::SolvePath(SolvePathCommand::Select(index)));
        }
    }
}

/// A step's row: "3. Nice loop · 6.6 — removes 4 from r1c2" on one line when it fits in
/// `room`, else the effect on a line of its own, so a line never breaks inside the
/// technique's name (Chinese text wraps between any two characters).
fn row_text(title: &str, effect: &str, room: f32, width: impl Fn(&str) -> f32) -> String {
    let one_line = format!("{title} — {effect}");
    if width(&one_line) <= room {
        one_line
    } else {
        format!("{title}\n— {effect}")
    }
}

fn path_buttons(
    view: &SolvePathView,
    path: &WorkedPath,
    ui: &mut egui::Ui,
    out: &mut Vec<Command>,
) {
    ui.horizontal_wrapped(|ui| {
        let ctx = ui.ctx().clone();
        for command in [
            Command::SolvePath(SolvePathCommand::Back),
            Command::SolvePath(SolvePathCommand::Forward),
        ] {
            if ui
                .add_enabled(!path.steps.is_empty(), egui::Button::new(command.label()))
                .on_hover_text(command.tooltip(&ctx))
                .clicked()
            {
                out.push(command);
            }
        }
        if let Some(index) = view.selected {
            let apply = Command::SolvePath(SolvePathCommand::ApplyTo(index));
            let can_apply = path.origin == PathOrigin::Position;
            let response = ui
                .add_enabled(can_apply, egui::Button::new(apply.label()))
                .on_hover_text(apply.description())
                .on_disabled_hover_text(tr("play-path-apply-disabled"));
            if response.clicked() {
                out.push(apply);
            }
        }
    });
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_row_too_long_for_its_line_puts_the_effect_below_the_whole_name() {
        let width = |text: &str| text.chars().count() as f32 * 14.0;
        let title = "12. 交替推理环 · 6.6";
        let effect = "从r1c2、r3c4删去4";
        let wide = super::row_text(title, effect, 1000.0, width);
        assert_eq!(wide, format!("{title} — {effect}"));
        let narrow = super::row_text(title, effect, 300.0, width);
        assert_eq!(narrow.lines().next(), Some(title), "{narrow}");
        assert!(narrow.lines().all(|line| width(line) <= 300.0), "{narrow}");
    }

    use super::*;
    use crate::grid::{Grid, cell_name};
    use crate::logic::{Candidate, LogicState, Step};

    const PUZZLE: &str =
        "002800000001000053040063000004030008800406005700050200000720030470000500000004900";

    /// The test puzzle and its path worked out from the start.
    fn worked_from_start() -> (Grid, WorkedPath) {
        let grid = PUZZLE
            .parse::<Grid>()
            .expect("the test puzzle is a valid line");
        let path = work_out(
            PathStart::Classic(Box::new(LogicState::from_grid(&grid))),
            PathOrigin::Start,
        );
        (grid, path)
    }

    #[test]
    fn every_step_has_the_position_before_it_and_replays_to_the_end() {
        let (grid, path) = worked_from_start();
        assert_eq!(path.steps.len(), path.before.len());
        assert!(!path.steps.is_empty());
        let mut replay = LogicState::from_grid(&grid);
        for (step, before) in path.steps.iter().zip(&path.before) {
            assert_eq!(before.grid, replay.grid);
            assert_eq!(before.candidates, replay.cands);
            replay.apply(step);
        }
        assert_eq!(path.outcome == Outcome::Solved, replay.grid.is_full());
        assert!(ending(&path).contains(&format!("{} steps", path.steps.len())));
    }

    #[test]
    fn effects_name_the_cells_and_digits() {
        let (_, path) = worked_from_start();
        let steps: Vec<&Step> = path.steps.iter().collect();
        let first = steps[0];
        let p = first.placements[0];
        assert_eq!(
            effect(first),
            format!("{} = {}", cell_name(p.cell()), p.digit)
        );
        let removal = steps
            .iter()
            .find(|s| s.placements.is_empty())
            .expect("this puzzle needs an elimination");
        let text = effect(removal);
        assert!(text.starts_with("removes "), "{text}");
        // Three digits or more read as a list: "removes 1, 2 and 6 from ...".
        let three = Step {
            eliminations: [1, 2, 6].map(|digit| Candidate::new(8, digit)).to_vec(),
            placements: Vec::new(),
            ..(*removal).clone()
        };
        assert!(
            effect(&three).starts_with("removes 1, 2 and 6 from r1c9"),
            "{}",
            effect(&three)
        );
        assert!(
            text.contains(&cell_name(removal.eliminations[0].cell())),
            "{text}"
        );
    }
}

#[cfg(test)]
mod crossing_tests;
