//! The statistics window: per level games started and finished, win rate, best (without
//! and with help), average and median times, streaks and hints; a plot of the last games'
//! times at one level; the calendar of daily puzzles solved and the daily streak; CSV export.
//! It reads `crate::game::statistics` and pushes commands, like every drawing function.

use super::command::{Command, level_name};
use super::theme::Palette;
use super::{NonetApp, records};
use crate::game::format_duration;
use crate::game::statistics::Statistics;
use crate::generator::daily::today;
use crate::i18n::{Arg, tr, tr_args};
use crate::logic::Level;
use chrono::{Datelike, NaiveDate};
use egui::{RichText, Ui};
use std::time::Duration;

/// How many of the last solved games the plot shows.
pub const PLOTTED_GAMES: usize = 30;

/// What the window shows besides the table: the plot's level and the calendar's month.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct StatisticsView {
    /// The level whose last games the plot shows.
    pub level: Level,
    /// The first day of the month the calendar shows.
    pub month: NaiveDate,
    /// This opening's scroll area id, so the window opens at its top.
    scroll: u64,
}

impl StatisticsView {
    fn new(level: Level) -> StatisticsView {
        StatisticsView {
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

impl NonetApp {
    /// Opens or closes the statistics window.
    pub(super) fn toggle_statistics(&mut self) {
        self.statistics_view = match self.statistics_view {
            Some(_) => None,
            None => Some(StatisticsView::new(
                self.game
                    .as_ref()
                    .and_then(|g| g.level())
                    .unwrap_or(self.settings.new_game_level),
            )),
        };
    }

    /// Shows the last games of `level` in the plot.
    pub(super) fn statistics_show_level(&mut self, level: Level) {
        if let Some(view) = &mut self.statistics_view {
            view.level = level;
        }
    }

    /// Moves the calendar by `delta` months.
    pub(super) fn statistics_move_month(&mut self, delta: i32) {
        if let Some(view) = &mut self.statistics_view {
            view.month = shift_month(view.month, delta);
        }
    }

    /// Whether the statistics window is open.
    pub fn is_statistics_open(&self) -> bool {
        self.statistics_view.is_some()
    }
}

fn time_text(time: Option<Duration>) -> String {
    time.map_or_else(|| "–".to_string(), format_duration)
}

/// Draws the statistics window.
pub(super) fn window(
    view: &StatisticsView,
    statistics: &Statistics,
    ctx: &egui::Context,
    palette: &Palette,
    out: &mut Vec<Command>,
) {
    let mut open = true;
    egui::Window::new(tr("win-statistics-title"))
        // The title follows the language; the id keeps the window's place when it changes.
        .id(egui::Id::unique("statistics window"))
        .open(&mut open)
        .default_width(640.0)
        // Tall enough for the table, the plot and the calendar without scrolling.
        .default_height(700.0_f32.min(ctx.content_rect().height() - 60.0))
        .resizable(true)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .id_salt(view.scroll)
                .show(ui, |ui| {
                    table(ui, statistics, palette);
                    earlier_best(ui, statistics, palette);
                    ui.separator();
                    plot(ui, view, statistics, palette, out);
                    ui.separator();
                    calendar(ui, view, statistics, palette, out);
                    ui.separator();
                    let export = Command::ExportStatistics;
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
        out.push(Command::ToggleStatistics);
    }
}

fn table(ui: &mut Ui, statistics: &Statistics, palette: &Palette) {
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
            ] {
                ui.label(RichText::new(tr(heading)).strong());
            }
            ui.end_row();
            for level in Level::ALL {
                let s = statistics.summary(level);
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

fn plot(
    ui: &mut Ui,
    view: &StatisticsView,
    statistics: &Statistics,
    palette: &Palette,
    out: &mut Vec<Command>,
) {
    ui.horizontal(|ui| {
        ui.label(RichText::new(tr("win-statistics-last-games")).strong());
        for level in Level::ALL {
            if ui
                .selectable_label(view.level == level, level_name(level))
                .clicked()
            {
                out.push(Command::StatisticsShowLevel(level));
            }
        }
    });
    let recent = statistics.recent_times(view.level, PLOTTED_GAMES);
    if recent.is_empty() {
        // An empty plot is only axes around nothing; the sentence says it plainly.
        let none = tr_args(
            "win-statistics-none-solved",
            &[("level", Arg::from(level_name(view.level)))],
        );
        ui.label(RichText::new(none).color(palette.muted));
        return;
    }
    let minutes = |t: Duration| t.as_secs_f64() / 60.0;
    let all: Vec<[f64; 2]> = recent
        .iter()
        .enumerate()
        .map(|(i, (t, _))| [i as f64 + 1.0, minutes(*t)])
        .collect();
    let split = |assisted: bool| -> Vec<[f64; 2]> {
        recent
            .iter()
            .enumerate()
            .filter(|(_, (_, a))| *a == assisted)
            .map(|(i, (t, _))| [i as f64 + 1.0, minutes(*t)])
            .collect()
    };
    let (unaided, helped) = (split(false), split(true));
    let best = statistics.summary(view.level).best;
    egui_plot::Plot::new("statistics-plot")
        .height(200.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .include_y(0.0)
        .include_x(0.0)
        // A fixed span of game numbers keeps the ticks whole while few games are plotted.
        .include_x(PLOTTED_GAMES as f64 + 1.0)
        .x_axis_label(tr("win-statistics-plot-game"))
        .y_axis_label(tr("win-statistics-plot-minutes"))
        .legend(egui_plot::Legend::default())
        .show(ui, |plot_ui| {
            plot_ui.line(
                egui_plot::Line::new(tr("win-statistics-plot-time"), all).color(palette.muted),
            );
            plot_ui.points(
                egui_plot::Points::new(tr("win-statistics-plot-unaided"), unaided)
                    .radius(4.0)
                    .color(palette.accent),
            );
            plot_ui.points(
                egui_plot::Points::new(tr("win-statistics-plot-helped"), helped)
                    .radius(4.0)
                    .color(palette.error),
            );
            if let Some(best) = best {
                let line = egui_plot::HLine::new(tr("win-statistics-plot-best"), minutes(best));
                plot_ui.hline(line.color(palette.success));
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
    let (current, best) = statistics.daily_streak(today);
    let solved = statistics.daily_days_solved();
    ui.label(RichText::new(tr("win-statistics-daily")).strong());
    ui.label(records::daily_streak_text(current, best));
    ui.horizontal(|ui| {
        if ui
            .button("<")
            .on_hover_text(tr("cmd-month-before"))
            .clicked()
        {
            out.push(Command::StatisticsMonth(-1));
        }
        ui.label(month_title(view.month));
        if ui
            .button(">")
            .on_hover_text(tr("cmd-month-after"))
            .clicked()
        {
            out.push(Command::StatisticsMonth(1));
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
}
