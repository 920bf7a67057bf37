//! The panel's header: the level (a variant's name with it), the clock and Pause, the rating
//! line, the puzzle's title and author where known (its rules on hover), and under them how
//! the game stands or the best time at the level. Every line wraps in a narrow panel rather
//! than run under the clock or out of the panel.

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
    // While a replay is on the board, the clock shows the replay's time of the game.
    let elapsed = match app.replay_now_ms() {
        Some(ms) => super::replay_view::clock_text(ms),
        None => format_duration(game.elapsed()),
    };
    let status = game.status();
    let pausable =
        matches!(status, Status::Playing | Status::Paused) && app.replay_now_ms().is_none();
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
            pausable,
            out,
        );
        let clock = ui
            .label(
                RichText::new(&elapsed)
                    .size(24.0)
                    .monospace()
                    .color(palette.given),
            )
            .on_hover_text(tr("play-clock-tip"));
        // A name that changed every second would be news every second to a screen reader:
        // the clock is named once, and its time is read on request (Alt+T).
        // (A label's name is its value on AT-SPI, so both are set.)
        ui.ctx().accesskit_node_builder(clock.id, |node| {
            let name = tr("play-clock-name");
            node.set_value(name.clone());
            node.set_label(name);
        });
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
    if let Some(credit) = credit_line(game.metadata()) {
        let line = ui.add(Label::new(RichText::new(credit).color(palette.muted)).wrap());
        // The setter's rules, as they wrote them, on demand.
        if let Some(rules) = &game.metadata().description {
            line.on_hover_text(rules);
        }
    }
    if let Some(standing) = standing_line(app, game) {
        ui.add(Label::new(RichText::new(standing).color(palette.muted)).wrap());
    }
}

/// The puzzle's title and author, where its file or link names them.
pub(super) fn credit_line(metadata: &crate::formats::Metadata) -> Option<String> {
    let title = metadata.title.as_deref().filter(|t| !t.trim().is_empty());
    let author = metadata.author.as_deref().filter(|a| !a.trim().is_empty());
    Some(match (title, author) {
        (Some(title), Some(author)) => tr_args(
            "play-puzzle-title-author",
            &[("title", title.into()), ("author", author.into())],
        ),
        (Some(title), None) => tr_args("play-puzzle-title", &[("title", title.into())]),
        (None, Some(author)) => tr_args("play-puzzle-author", &[("author", author.into())]),
        (None, None) => return None,
    })
}

/// The title, set smaller (down to a floor) to stay on one line in `room`; when even the
/// floor is too wide, broken only at its separators (a variant's name, then its level),
/// each part set to fit its own line, so a CJK title (which egui may break between any
/// two characters) never breaks inside a word. Only a part too wide on its own still wraps.
fn title_label(ui: &mut Ui, title: &str, room: f32, palette: &Palette) {
    let fit = |text: &str| {
        let natural = text_width(ui, text, egui::FontId::proportional(TITLE_SIZE.0));
        TITLE_SIZE.0 * room / natural.max(1.0)
    };
    let lines = title_lines(title, fit(title) >= TITLE_SIZE.1);
    let size = lines
        .iter()
        .map(|line| fit(line))
        .fold(TITLE_SIZE.0, f32::min)
        .max(TITLE_SIZE.1);
    ui.add(
        Label::new(
            RichText::new(lines.join("\n"))
                .size(size)
                .strong()
                .color(palette.given),
        )
        .wrap(),
    );
}

/// The lines a title is set on: one when it `fits`, else one per part between its " · "
/// separators (the line break parts them, so the dot goes: alone it would wrap onto a line
/// of its own).
fn title_lines(title: &str, fits: bool) -> Vec<String> {
    if fits {
        return vec![title.to_string()];
    }
    title.split(" · ").map(str::to_string).collect()
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

#[cfg(test)]
mod tests {
    use super::title_lines;

    #[test]
    fn a_title_too_wide_breaks_only_at_its_separators() {
        let title = "ジグソー数独 · 難易度：エキスパート";
        assert_eq!(title_lines(title, true), vec![title.to_string()]);
        let lines = title_lines(title, false);
        assert_eq!(lines, vec!["ジグソー数独", "難易度：エキスパート"]);
        assert_eq!(title_lines("エキスパート", false), vec!["エキスパート"]);
    }
}
