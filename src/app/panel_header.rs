//! The panel's header: the level (a variant's name with it), the clock and Pause, the rating
//! line, and under it how the game stands or the best time at the level. Every line wraps
//! in a narrow panel rather than run under the clock or out of the panel.

use super::NonetApp;
use super::buttons::{BUTTON_HEIGHT, command_button};
use super::command::{Command, level_name};
use super::theme::Palette;
use crate::game::{Game, Status, format_duration};
use crate::i18n::{tr, tr_args};
use egui::{Align, Button, Label, Layout, RichText, Ui, vec2};

/// The Pause button's width, in points.
const PAUSE_WIDTH: f32 = 72.0;

/// Least room the title keeps beside the clock; with less, the clock gets a row of its own.
/// A level's name fits at the smallest title size (Expert, in Japanese too); a longer
/// title wraps under its first line rather than cost the panel a row.
const TITLE_ROOM_MIN: f32 = 72.0;

/// The title's size when it fits on one line, and the smallest it is set before it wraps.
const TITLE_SIZE: (f32, f32) = (22.0, 16.0);

/// The line under the title: how the game stands, or (while playing) the best time at the
/// level if there is one. The rating has a line of its own, so a best time never hides it.
pub(super) fn standing_line(app: &NonetApp, game: &Game) -> Option<String> {
    match game.status() {
        Status::Solved => Some(tr("play-solved")),
        Status::Revealed => Some(tr("play-solution-shown")),
        Status::Paused => Some(tr("play-paused")),
        Status::Playing => game
            .level()
            .and_then(|l| app.statistics.best_time(game.kind(), l))
            .map(|best| tr_args("play-best-time", &[("time", format_duration(best).into())])),
    }
}

/// Draws the header.
pub(super) fn header(app: &NonetApp, ui: &mut Ui, palette: &Palette, out: &mut Vec<Command>) {
    let Some(game) = app.game.as_ref() else {
        ui.add(
            Label::new(
                RichText::new(tr("play-new-puzzle"))
                    .size(TITLE_SIZE.0)
                    .strong()
                    .color(palette.given),
            )
            .wrap(),
        );
        ui.add(Label::new(RichText::new(tr("play-coming-up")).color(palette.muted)).wrap());
        return;
    };
    let level = game.level().map_or_else(|| tr("play-unrated"), level_name);
    let title = match game.variant() {
        Some(_) => tr_args(
            "play-variant-level",
            &[
                (
                    "variant",
                    super::variant_games::variant_name(game.kind()).into(),
                ),
                ("level", level.into()),
            ],
        ),
        None => level,
    };
    let elapsed = format_duration(game.elapsed());
    let status = game.status();
    let clock_font = egui::FontId::monospace(24.0);
    let clock_width = text_width(ui, &elapsed, clock_font);
    let spacing = ui.spacing().item_spacing.x;
    let title_room = ui.available_width() - clock_width - PAUSE_WIDTH - 3.0 * spacing;
    let clock_row = |ui: &mut Ui| {
        command_button(
            ui,
            Button::new(if status == Status::Paused {
                tr("play-resume")
            } else {
                Command::TogglePause.label()
            })
            .min_size(vec2(PAUSE_WIDTH, BUTTON_HEIGHT)),
            Command::TogglePause,
            matches!(status, Status::Playing | Status::Paused),
            out,
        );
        ui.label(
            RichText::new(&elapsed)
                .size(24.0)
                .monospace()
                .color(palette.given),
        )
        .on_hover_text(tr("play-clock-tip"));
    };
    if title_room >= TITLE_ROOM_MIN {
        ui.horizontal(|ui| {
            ui.allocate_ui_with_layout(vec2(title_room, 0.0), Layout::top_down(Align::Min), |ui| {
                ui.set_max_width(title_room);
                title_label(ui, &title, title_room, palette);
            });
            ui.with_layout(Layout::right_to_left(Align::Center), clock_row);
        });
    } else {
        // A narrow panel: the clock and Pause first, the title under them.
        ui.with_layout(Layout::right_to_left(Align::Center), clock_row);
        let room = ui.available_width();
        title_label(ui, &title, room, palette);
    }
    let rating = super::rating_text::short_of(game);
    if !rating.is_empty() {
        let line = ui.add(Label::new(RichText::new(rating).color(palette.muted)).wrap());
        if let Some(rating) = game.rating() {
            // On demand: the rating in full and what it means.
            line.on_hover_text(super::rating_text::explanation(rating));
        }
    }
    if let Some(standing) = standing_line(app, game) {
        ui.add(Label::new(RichText::new(standing).color(palette.muted)).wrap());
    }
}

/// The title, set smaller (down to a floor) to stay on one line in `room`, and wrapped
/// when even that is too wide.
fn title_label(ui: &mut Ui, title: &str, room: f32, palette: &Palette) {
    let natural = text_width(ui, title, egui::FontId::proportional(TITLE_SIZE.0));
    let size = (TITLE_SIZE.0 * room / natural.max(1.0)).clamp(TITLE_SIZE.1, TITLE_SIZE.0);
    ui.add(
        Label::new(
            RichText::new(title)
                .size(size)
                .strong()
                .color(palette.given),
        )
        .wrap(),
    );
}

/// How wide `text` is in `font`, on one line.
fn text_width(ui: &Ui, text: &str, font: egui::FontId) -> f32 {
    ui.fonts_mut(|fonts| {
        fonts
            .layout_no_wrap(text.to_string(), font, egui::Color32::WHITE)
            .size()
            .x
    })
}
