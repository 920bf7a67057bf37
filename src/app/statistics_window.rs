//! The statistics window: for the variant chosen at its top (Classic, X, Windoku, Jigsaw or
//! Killer), per level games started and finished, win rate, best (without and with help),
//! average and median times, streaks, hints and daily puzzles solved; a plot of the last
//! games' times at one level; the calendar of daily puzzles solved and the daily streak; CSV
//! export of every game. It reads `crate::game::statistics` and pushes commands, like every
//! drawing function.

use super::command::{Command, StatisticsCommand, level_name};
use super::theme::Palette;
use super::window_unit::{AppWindow, Effect, Precedence, WindowKind};
use super::{NonetApp, records};
use crate::game::format_duration;
use crate::game::statistics::{Board, Statistics};
use crate::generator::daily::today;
use crate::i18n::{Arg, tr, tr_args};
use crate::logic::Level;
use crate::variant::Kind;
use chrono::{Datelike, NaiveDate};
use egui::{RichText, Ui};
use std::time::Duration;

/// How many of the last solved games the plot shows.
pub const PLOTTED_GAMES: usize = 30;

/// What the window shows: the variant, the plot's level and the calendar's month.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct StatisticsView {
    /// The variant or size whose games the table, the plot and the calendar count.
    pub board: Board,
    /// The level whose last games the plot shows.
    pub level: Level,
    /// The first day of the month the calendar shows.
    pub month: NaiveDate,
    /// This opening's scroll area id, so the window opens at its top.
    scroll: u64,
}

impl StatisticsView {
    fn new(board: Board, level: Level) -> StatisticsView {
        StatisticsView {
            board,
            level,
            month: first_of_month(today()),
            scroll: super::fresh_scroll_id(),
        }
    }
}

fn first_of_month(day: NaiveDate) -> NaiveDate {
    day.with_day(1).unwrap_or(day)
}

/// The first day of the month `delta` months from `month`.
fn shift_month(month: NaiveDate, delta: i32) -> NaiveDate {
    let index = month.year() * 12 + month.month0() as i32 + delta;
    NaiveDate::from_ymd_opt(index.div_euclid(12), index.rem_euclid(12) as u32 + 1, 1)
        .unwrap_or(month)
}

/// The statistics window: what it shows, when open.
#[derive(Default)]
pub(super) struct StatisticsWindow {
    view: Option<StatisticsView>,
}

impl StatisticsWindow {
    /// Carries out a command of the window. It opens on `shown`: the variant or size and
    /// the level of the game on the board (classic at the level chosen for new games
    /// without one).
    pub(super) fn run(
        &mut self,
        command: StatisticsCommand,
        shown: (Board, Level),
    ) -> Option<Effect> {
        match command {
            StatisticsCommand::ToggleWindow => {
                self.view = match self.view {
                    Some(_) => None,
                    None => Some(StatisticsView::new(shown.0, shown.1)),
                };
            }
            StatisticsCommand::Export => {
                return Some(Effect::Dialog(super::files::Dialog::ExportStatistics));
            }
            StatisticsCommand::ShowLevel(level) => {
                if let Some(view) = &mut self.view {
                    view.level = level;
                }
            }
            StatisticsCommand::ShowVariant(kind) => {
                if let Some(view) = &mut self.view {
                    view.board = Board::Variant(kind);
                }
            }
            StatisticsCommand::ShowSize(kind) => {
                if let Some(view) = &mut self.view {
                    view.board = Board::Sized(kind);
                }
            }
            StatisticsCommand::Month(delta) => {
                if let Some(view) = &mut self.view {
                    view.month = shift_month(view.month, delta);
                }
            }
        }
        None
    }

    /// Draws the window inside `area`, when open.
    pub(super) fn draw(
        &self,
        statistics: &Statistics,
        ctx: &egui::Context,
        area: egui::Rect,
        palette: &Palette,
        out: &mut Vec<Command>,
    ) {
        if let Some(view) = &self.view {
            window(view, statistics, ctx, area, palette, out);
        }
    }
}

impl AppWindow for StatisticsWindow {
    fn kind(&self) -> WindowKind {
        WindowKind::Statistics
    }

    fn is_open(&self) -> bool {
        self.view.is_some()
    }

    fn precedence(&self) -> Precedence {
        Precedence::Statistics
    }

    fn close(&mut self) -> bool {
        self.view.take().is_some()
    }
}

impl NonetApp {
    /// Whether the statistics window is open.
    pub fn is_statistics_open(&self) -> bool {
        self.windows.statistics.is_open()
    }
}

fn time_text(time: Option<Duration>) -> String {
    time.map_or_else(|| "–".to_string(), format_duration)
}

/// Draws the statistics window inside `area`, the window's room under the menu bar.
fn window(
    view: &StatisticsView,
    statistics: &Statistics,
    ctx: &egui::Context,
    area: egui::Rect,
    palette: &Palette,
    out: &mut Vec<Command>,
) {
    let mut open = true;
    egui::Window::new(tr("win-statistics-title"))
        // Below the menu bar, inside the window: the menus stay in reach.
        .constrain_to(area)
        // The title follows the language; the id keeps the window's place when it changes.
        .id(egui::Id::unique("statistics window"))
        .open(&mut open)
        .default_width(640.0)
        // Tall enough for the table, the plot and the calendar without scrolling.
        .default_height(700.0_f32.min(area.height() - 16.0))
        .max_height(area.height() - 16.0)
        .resizable(true)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .id_salt(view.scroll)
                .show(ui, |ui| {
                    variant_choice(ui, view, out);
                    table(ui, view.board, statistics, palette);
                    if view.board == Board::Variant(Kind::Classic) {
                        // Earlier versions kept classic games only.
                        earlier_best(ui, statistics, palette);
                    }
                    ui.separator();
                    plot(ui, view, statistics, palette, out);
                    ui.separator();
                    calendar(ui, view, statistics, palette, out);
                    ui.separator();
                    let export = Command::Statistics(StatisticsCommand::Export);
                    if ui
                        .add_enabled(
                            !statistics.games.is_empty(),
                            egui::Button::new(export.label()),
                        )
                        .on_hover_text(export.description())
                        .clicked()
                    {
                        out.push(export);
                    }
                });
        });
    if !open {
        out.push(Command::Statistics(StatisticsCommand::ToggleWindow));
    }
}

/// The row choosing the variant the window counts: a selectable label per variant.
fn variant_choice(ui: &mut Ui, view: &StatisticsView, out: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(tr("win-statistics-variant")).strong());
        for kind in Kind::ALL {
            let command = Command::Statistics(StatisticsCommand::ShowVariant(kind));
            let label = ui
                .selectable_label(view.board == Board::Variant(kind), command.label())
                .on_hover_text(command.description());
            if label.clicked() {
                out.push(command);
            }
        }
        size_choice(ui, view, out);
    });
}

/// The other sizes, in a list beside the variants: the one shown, or "Other sizes".
fn size_choice(ui: &mut Ui, view: &StatisticsView, out: &mut Vec<Command>) {
    let shown = match view.board {
        Board::Sized(kind) => super::sized_play::sized_name(kind),
        Board::Variant(_) => tr("menu-other-sizes"),
    };
    let combo = egui::ComboBox::from_id_salt("statistics-size")
        .selected_text(shown)
        .show_ui(ui, |ui| {
            for kind in super::sized_view::menu_kinds() {
                let command = Command::Statistics(StatisticsCommand::ShowSize(kind));
                if ui
                    .selectable_label(view.board == Board::Sized(kind), command.label())
                    .clicked()
                {
                    out.push(command);
                }
            }
        });
    let name = tr("menu-other-sizes");
    combo
        .response
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &name));
}

fn table(ui: &mut Ui, kind: Board, statistics: &Statistics, palette: &Palette) {
    ui.label(RichText::new(tr("win-statistics-note")).color(palette.muted));
    egui::Grid::new("statistics-table")
        .striped(true)
        .spacing([14.0, 4.0])
        .show(ui, |ui| {
            for heading in [
                "win-statistics-level",
                "win-statistics-started",
                "win-statistics-finished",
                "win-statistics-win-rate",
                "win-statistics-best",
                "win-statistics-best-with-help",
                "win-statistics-average",
                "win-statistics-median",
                "win-statistics-streak",
                "win-statistics-best-streak",
                "win-statistics-hints",
                "win-statistics-daily-count",
            ] {
                ui.label(RichText::new(tr(heading)).strong());
            }
            ui.end_row();
            for &level in levels_of(kind) {
                let s = statistics.summary(kind, level);
                ui.label(level_name(level));
                ui.label(s.started.to_string());
                ui.label(s.finished.to_string());
                ui.label(
                    s.win_rate()
                        .map_or_else(|| "–".to_string(), |r| format!("{:.0}%", r * 100.0)),
                );
                ui.label(time_text(s.best));
                ui.label(time_text(s.best_assisted));
                ui.label(time_text(s.average));
                ui.label(time_text(s.median));
                ui.label(s.current_streak.to_string());
                ui.label(s.best_streak.to_string());
                ui.label(s.hints.to_string());
                ui.label(statistics.daily_solved_at(kind, level).len().to_string());
                ui.end_row();
            }
        });
}

fn earlier_best(ui: &mut Ui, statistics: &Statistics, palette: &Palette) {
    if statistics.earlier_best_ms.is_empty() {
        return;
    }
    ui.add_space(6.0);
    ui.label(RichText::new(tr("win-statistics-earlier-best")).color(palette.muted));
    for (level, &ms) in &statistics.earlier_best_ms {
        // A level and a time: no words to translate around them.
        let time = format_duration(Duration::from_millis(ms));
        ui.label(format!("{}: {time}", level_name(*level)));
    }
}

/// Steps between the time axis's marks, in seconds: whole seconds and minutes a player reads.
const TIME_STEPS: [f64; 12] = [
    5.0, 10.0, 15.0, 30.0, 60.0, 120.0, 300.0, 600.0, 900.0, 1800.0, 3600.0, 7200.0,
];

/// The step between the time axis's marks for times up to `top` seconds: about five marks,
/// never closer than `least` (the plot's smallest readable step).
fn time_step(top: f64, least: f64) -> f64 {
    TIME_STEPS
        .into_iter()
        .find(|&step| step >= least && top / step <= 6.0)
        .unwrap_or(TIME_STEPS[TIME_STEPS.len() - 1])
}

/// The top of the time axis for a slowest time of `slowest` seconds: a whole step above
/// it, so the slowest point sits below the top edge.
fn time_top(slowest: f64) -> f64 {
    let step = time_step(slowest * 1.15, 0.0);
    ((slowest * 1.15 / step).ceil() * step).max(step)
}

/// A mark of the time axis, in minutes and seconds ("0:45", "12:30").
fn time_mark(seconds: f64) -> String {
    format_duration(Duration::from_secs(seconds.max(0.0).round() as u64))
}

fn plot(
    ui: &mut Ui,
    view: &StatisticsView,
    statistics: &Statistics,
    palette: &Palette,
    out: &mut Vec<Command>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(tr("win-statistics-last-games")).strong());
        for &level in levels_of(view.board) {
            if ui
                .selectable_label(view.level == level, level_name(level))
                .clicked()
            {
                out.push(Command::Statistics(StatisticsCommand::ShowLevel(level)));
            }
        }
    });
    let recent = statistics.recent_times(view.board, view.level, PLOTTED_GAMES);
    if recent.is_empty() {
        // An empty plot is only axes around nothing; the sentence says it plainly.
        let level = ("level", Arg::from(level_name(view.level)));
        let none = match view.board {
            Board::Variant(Kind::Classic) => tr_args("win-statistics-none-solved", &[level]),
            board => tr_args(
                "win-statistics-none-solved-variant",
                &[("variant", Arg::from(board_name(board))), level],
            ),
        };
        ui.label(RichText::new(none).color(palette.muted));
        return;
    }
    let seconds = |t: Duration| t.as_secs_f64();
    let all: Vec<[f64; 2]> = recent
        .iter()
        .enumerate()
        .map(|(i, (t, _))| [i as f64 + 1.0, seconds(*t)])
        .collect();
    let split = |assisted: bool| -> Vec<[f64; 2]> {
        recent
            .iter()
            .enumerate()
            .filter(|(_, (_, a))| *a == assisted)
            .map(|(i, (t, _))| [i as f64 + 1.0, seconds(*t)])
            .collect()
    };
    let (unaided, helped) = (split(false), split(true));
    let best = statistics.summary(view.board, view.level).best;
    let slowest = all.iter().map(|p| p[1]).fold(0.0, f64::max);
    let top = time_top(slowest.max(best.map_or(0.0, seconds)));
    let (unaided_name, helped_name, best_name) = (
        tr("win-statistics-plot-unaided"),
        tr("win-statistics-plot-helped"),
        tr("win-statistics-plot-best"),
    );
    egui_plot::Plot::new("statistics-plot")
        .height(200.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        // A fixed span of game numbers keeps the ticks whole while few games are plotted,
        // and room above the slowest time keeps every point off the edges.
        .default_x_bounds(0.0, PLOTTED_GAMES as f64 + 1.0)
        .default_y_bounds(0.0, top)
        .y_grid_spacer(|input| {
            let step = time_step(input.bounds.1, input.base_step_size);
            (0..)
                .map(|i| f64::from(i) * step)
                .take_while(|&value| value <= input.bounds.1)
                .map(|value| egui_plot::GridMark {
                    value,
                    step_size: step,
                })
                .collect()
        })
        .y_axis_formatter(|mark, _| time_mark(mark.value))
        .y_axis_min_width(36.0)
        .label_formatter(|position| match position {
            egui_plot::HoverPosition::NearDataPoint { position, .. } => Some(tr_args(
                "win-statistics-plot-point",
                &[
                    ("number", Arg::from(position.x.round() as i32)),
                    ("time", Arg::from(time_mark(position.y))),
                ],
            )),
            egui_plot::HoverPosition::Elsewhere { .. } => None,
        })
        .x_axis_label(tr("win-statistics-plot-game"))
        .y_axis_label(tr("win-statistics-plot-time-axis"))
        .show(ui, |plot_ui| {
            plot_ui.line(
                egui_plot::Line::new(tr("win-statistics-plot-time"), all).color(palette.muted),
            );
            plot_ui.points(
                egui_plot::Points::new(unaided_name.clone(), unaided)
                    .radius(4.0)
                    .color(palette.accent),
            );
            plot_ui.points(
                egui_plot::Points::new(helped_name.clone(), helped)
                    .radius(4.0)
                    .color(palette.error),
            );
            if let Some(best) = best {
                let line = egui_plot::HLine::new(best_name.clone(), seconds(best));
                plot_ui.hline(line.color(palette.success));
            }
        });
    // The legend under the plot, clear of the points.
    ui.horizontal_wrapped(|ui| {
        let key = |ui: &mut Ui, colour: egui::Color32, name: &str, dot: bool| {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(16.0, 12.0), egui::Sense::hover());
            if dot {
                ui.painter().circle_filled(rect.center(), 4.0, colour);
            } else {
                ui.painter()
                    .hline(rect.x_range(), rect.center().y, (2.0, colour));
            }
            ui.label(name);
            ui.add_space(8.0);
        };
        key(ui, palette.accent, &unaided_name, true);
        key(ui, palette.error, &helped_name, true);
        if best.is_some() {
            key(ui, palette.success, &best_name, false);
        }
    });
}

fn calendar(
    ui: &mut Ui,
    view: &StatisticsView,
    statistics: &Statistics,
    palette: &Palette,
    out: &mut Vec<Command>,
) {
    let today = today();
    let (current, best) = statistics.daily_streak(view.board, today);
    let solved = statistics.daily_days_solved(view.board);
    ui.label(RichText::new(tr("win-statistics-daily")).strong());
    ui.label(records::daily_streak_text(current, best));
    ui.horizontal(|ui| {
        if ui
            .button("<")
            .on_hover_text(Command::Statistics(StatisticsCommand::Month(-1)).label())
            .clicked()
        {
            out.push(Command::Statistics(StatisticsCommand::Month(-1)));
        }
        ui.label(month_title(view.month));
        if ui
            .button(">")
            .on_hover_text(Command::Statistics(StatisticsCommand::Month(1)).label())
            .clicked()
        {
            out.push(Command::Statistics(StatisticsCommand::Month(1)));
        }
    });
    egui::Grid::new("daily-calendar")
        .spacing([6.0, 4.0])
        .show(ui, |ui| {
            for weekday in 1..=7 {
                let name = tr(&format!("win-weekday-{weekday}"));
                ui.label(RichText::new(name).color(palette.muted));
            }
            ui.end_row();
            let lead = view.month.weekday().num_days_from_monday();
            for _ in 0..lead {
                ui.label("");
            }
            let mut column = lead;
            let mut day = Some(view.month);
            while let Some(d) = day.filter(|d| d.month() == view.month.month()) {
                let mut text = RichText::new(format!("{:>2}", d.day())).monospace();
                if solved.contains(&d) {
                    text = text
                        .strong()
                        .color(palette.on_accent)
                        .background_color(palette.success);
                } else if d == today {
                    text = text.strong().color(palette.accent);
                }
                let label = ui.label(text);
                if solved.contains(&d) {
                    label.on_hover_text(tr("win-statistics-daily-solved"));
                }
                column += 1;
                if column == 7 {
                    ui.end_row();
                    column = 0;
                }
                day = d.succ_opt();
            }
        });
}

/// The calendar's heading, "November 2026": each language orders month and year its own way.
fn month_title(month: NaiveDate) -> String {
    tr_args(
        "win-statistics-month",
        &[
            (
                "month",
                Arg::from(tr(&format!("win-month-{}", month.month()))),
            ),
            ("year", Arg::from(month.year().to_string())),
        ],
    )
}

/// A variant's or size's name in the interface's language: "Killer", "16×16".
pub(super) fn board_name(board: Board) -> String {
    match board {
        Board::Variant(kind) => super::variant_games::variant_name(kind),
        Board::Sized(kind) => super::sized_play::sized_name(kind),
    }
}

/// The levels games of `board` come at: all five, but fewer on small grids.
fn levels_of(board: Board) -> &'static [Level] {
    match board {
        Board::Variant(_) => &Level::ALL,
        Board::Sized(kind) => kind.levels(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn months_shift_across_years() {
        let day = |t: &str| t.parse::<NaiveDate>().expect("a date");
        assert_eq!(shift_month(day("2026-01-01"), -1), day("2025-12-01"));
        assert_eq!(shift_month(day("2026-12-01"), 1), day("2027-01-01"));
        assert_eq!(first_of_month(day("2026-11-25")), day("2026-11-01"));
    }

    #[test]
    fn the_time_axis_reads_in_minutes_and_seconds_with_room_above() {
        assert_eq!(time_mark(45.0), "0:45");
        assert_eq!(time_mark(90.0), "1:30");
        // Times under a minute get marks every few seconds, not a lone "0".
        let top = time_top(53.0);
        assert!(top > 53.0 && top <= 90.0, "{top}");
        let step = time_step(top, 0.0);
        assert!(top / step >= 3.0, "only {} marks up to {top}", top / step);
        // Long games get minutes.
        assert!(time_step(time_top(1500.0), 0.0) >= 60.0);
        // Never closer than the plot can show.
        assert!(time_step(60.0, 20.0) >= 20.0);
    }
}
