//! The panel's news: the hint card, the latest message, or a tip when there is none.

use super::command::Command;
use super::theme::Palette;
use super::{Message, MessageKind, NonetApp};
use crate::game::Hint;
use crate::i18n::{Arg, tr, tr_args};
use egui::{Color32, CornerRadius, RichText, Stroke, Ui, vec2};
use std::hash::{DefaultHasher, Hash, Hasher};

/// The hint or the latest message, in a card as tall as its text: the panel gives the card
/// its room, or scrolls it whole (see `controls.rs`).
pub(super) fn feedback(app: &NonetApp, ui: &mut Ui, palette: &Palette) {
    if let Some(hint) = &app.hint {
        // A heading in `colour`, then the hint's own explanation.
        let heading_and_explanation = |ui: &mut Ui, heading: &str, colour: Color32| {
            super::speech::label(ui, RichText::new(heading).strong().color(colour));
            super::speech::label(
                ui,
                RichText::new(super::hint_card::hint_explanation(&hint.hint)).color(palette.given),
            );
        };
        let accent = match hint.hint {
            Hint::WrongEntry { .. } | Hint::WrongNotes { .. } => palette.error,
            _ => palette.hint_digit,
        };
        // A new hint, or the next tier of one, is news again.
        let news = news_key((
            "hint",
            hint.tier as u8,
            &hint.marks.targets,
            hint.marks.fault,
        ));
        card(ui, palette, (accent, news), &mut |ui| match &hint.hint {
            Hint::Step(step) => super::hint_card::step(ui, app, step, hint.tier, palette),
            Hint::WrongEntry { .. } | Hint::WrongNotes { .. } => {
                heading_and_explanation(ui, &tr("play-fix-first"), palette.error);
                super::speech::label(
                    ui,
                    RichText::new(tr("play-press-again-erase")).color(palette.muted),
                );
            }
            Hint::Solved => {
                super::speech::label(
                    ui,
                    RichText::new(tr("play-nothing-left")).color(palette.given),
                );
            }
            Hint::Stuck(_) => heading_and_explanation(ui, &tr("play-no-hint"), palette.given),
        });
    } else if !message_card(app, ui, palette) {
        ui.label(RichText::new(tip(app, ui.ctx())).color(palette.muted));
    }
}

/// The latest message in its card, if there is one; returns whether there was.
pub(super) fn message_card(app: &NonetApp, ui: &mut Ui, palette: &Palette) -> bool {
    let Some(message @ Message { kind, text, .. }) = &app.message else {
        return false;
    };
    let (accent, color) = match kind {
        MessageKind::Info => (palette.accent, palette.given),
        MessageKind::Success => (palette.success, palette.success),
        MessageKind::Error => (palette.error, palette.error),
    };
    let news = news_key(("message", text, message.serial()));
    card(ui, palette, (accent, news), &mut |ui| {
        super::speech::label(ui, RichText::new(text).color(color));
    });
    true
}

/// A card as tall as what `add` draws, with a bar in `accent` down its left edge; it
/// scrolls into view when `news` is new.
fn card(
    ui: &mut Ui,
    palette: &Palette,
    (accent, news): (Color32, u64),
    add: &mut dyn FnMut(&mut Ui),
) {
    let response = egui::Frame::new()
        .fill(palette.cell)
        .stroke(Stroke::new(1.0, palette.thin_line))
        .corner_radius(CornerRadius::same(8))
        .inner_margin(egui::Margin {
            left: 16,
            right: 12,
            top: 10,
            bottom: 10,
        })
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            // Under the news's id, so news said again (the same words) is new to a screen
            // reader too.
            ui.push_id(news, |ui| add(ui));
        })
        .response;
    show_when_new(ui, &response, news);
    // A coloured bar down the card's left edge says what kind of news it is.
    let bar = egui::Rect::from_min_size(response.rect.min, vec2(5.0, response.rect.height()));
    ui.painter().rect_filled(
        bar,
        CornerRadius {
            nw: 8,
            sw: 8,
            ne: 0,
            se: 0,
        },
        accent,
    );
}

/// Scrolls the panel's middle so a card that has just appeared or changed is in view: in a
/// short panel it sits under the tools, below the fold, where a player who asked for a
/// hint would not see it.
fn show_when_new(ui: &Ui, card: &egui::Response, news: u64) {
    // The panel measures its parts in an invisible pass first: that is no showing.
    if !ui.is_visible() {
        return;
    }
    let shown = egui::Id::unique("feedback card shown");
    if ui.ctx().data(|d| d.get_temp::<u64>(shown)) != Some(news) {
        ui.ctx().data_mut(|d| d.insert_temp(shown, news));
        card.scroll_to_me(None);
    }
}

/// What tells one piece of news from another.
fn news_key(news: impl Hash) -> u64 {
    let mut hasher = DefaultHasher::new();
    news.hash(&mut hasher);
    hasher.finish()
}

/// A short tip shown when there is no news, so the panel never sits empty; its keys come
/// from the command table.
fn tip(app: &NonetApp, ctx: &egui::Context) -> String {
    const TIPS: usize = 5;
    let keys = |command: Command| {
        [(
            "keys",
            Arg::from(command.shortcut_text(ctx).unwrap_or_default()),
        )]
    };
    let index = app
        .game
        .as_ref()
        .map_or(0, |g| g.givens().filled_count() % TIPS);
    // Only the tip shown is put together.
    match index {
        0 => tr_args("play-tip-note-digit", &keys(Command::NoteDigit(1))),
        1 => tr("play-tip-hint"),
        2 => tr("play-tip-arrows"),
        3 => tr_args("play-tip-undo", &keys(Command::Undo)),
        _ => tr_args("play-tip-shortcuts", &keys(Command::ShowShortcuts)),
    }
}
