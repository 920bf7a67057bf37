//! Windows over the board: the question before a game is replaced or revealed, the win,
//! the keyboard shortcuts sheet (from the command table) and How to play.

use super::buttons::accent_button;
use super::command::{Command, level_name};
use super::shortcut_sheet::{SHEET, sheet_row};
use super::theme::Palette;
use super::{Confirm, HelpWindow, NonetApp};
use crate::game::format_duration;
use crate::i18n::{Arg, tr, tr_args};
use egui::RichText;

/// The frame of the app's dialogs: roomy, rounded, in the cell colour.
fn dialog_frame(palette: &Palette) -> egui::Frame {
    egui::Frame::new()
        .fill(palette.cell)
        .stroke(egui::Stroke::new(1.0, palette.thin_line))
        .corner_radius(egui::CornerRadius::same(12))
        .inner_margin(egui::Margin::same(20))
}

/// A dialog's width: its natural width, or less in a small window.
fn dialog_width(ctx: &egui::Context, natural: f32) -> f32 {
    natural.min(ctx.content_rect().width() - 64.0).max(200.0)
}

/// Draws whichever windows are open.
pub(super) fn show(app: &NonetApp, ctx: &egui::Context, palette: &Palette, out: &mut Vec<Command>) {
    if let Some(confirm) = app.confirm {
        confirm_dialog(app, confirm, ctx, palette, out);
    } else if let Some(win) = &app.win {
        let time = Arg::from(format_duration(win.time));
        let solved = match win.level {
            Some(level) => tr_args(
                "win-solved-level",
                &[("level", Arg::from(level_name(level))), ("time", time)],
            ),
            None => tr_args("win-solved", &[("time", time)]),
        };
        let response = egui::Modal::new(egui::Id::unique("win"))
            .frame(dialog_frame(palette))
            .show(ctx, |ui| {
                ui.set_width(dialog_width(ctx, 380.0));
                ui.vertical_centered(|ui| {
                    ui.label(
                        RichText::new(tr("win-solved-title"))
                            .size(28.0)
                            .color(palette.success),
                    );
                    ui.label(solved);
                    if let Some(rating) = app.game.as_ref().and_then(|g| g.rating()) {
                        ui.label(
                            RichText::new(super::rating_text::short(rating)).color(palette.muted),
                        )
                        .on_hover_text(super::rating_text::explanation(rating));
                    }
                    ui.label(
                        RichText::new(tr_args(
                            "win-hints-mistakes",
                            &[
                                ("hints", Arg::from(win.hints.to_string())),
                                ("mistakes", Arg::from(win.mistakes.to_string())),
                            ],
                        ))
                        .color(palette.muted),
                    );
                    // Each kind of help in a sentence, then once what it means for the time.
                    for &assist in &win.assists {
                        ui.label(
                            RichText::new(super::records::assisted_sentence(assist))
                                .color(palette.muted),
                        );
                    }
                    if !win.assists.is_empty() {
                        ui.label(RichText::new(tr("play-assist-kept")).color(palette.muted));
                    }
                    if win.new_best {
                        ui.label(RichText::new(tr("win-new-best")).color(palette.success));
                    } else if let Some(best) = win.best {
                        ui.label(
                            RichText::new(tr_args(
                                "win-best",
                                &[("time", Arg::from(format_duration(best)))],
                            ))
                            .color(palette.muted),
                        );
                    }
                    ui.add_space(8.0);
                    ui.horizontal(|ui| {
                        if ui
                            .add(accent_button(&tr("win-play-again"), palette))
                            .clicked()
                        {
                            out.push(Command::CloseWin);
                            out.push(Command::NewGameAtChosenLevel);
                        }
                        if ui.button(Command::CloseWin.label()).clicked() {
                            out.push(Command::CloseWin);
                        }
                    });
                });
            });
        if response.should_close() {
            out.push(Command::CloseWin);
        }
    }
    match app.help {
        Some(HelpWindow::Shortcuts) => {
            let title = tr("win-shortcuts-title");
            help_window(ctx, palette, (&title, app.help_scroll), out, |ui| {
                shortcuts_sheet(ui, palette)
            })
        }
        Some(HelpWindow::HowToPlay) => {
            let title = tr("win-how-to-play-title");
            help_window(ctx, palette, (&title, app.help_scroll), out, |ui| {
                how_to_play(ui, palette)
            })
        }
        None => {}
    }
}

fn confirm_dialog(
    app: &NonetApp,
    confirm: Confirm,
    ctx: &egui::Context,
    palette: &Palette,
    out: &mut Vec<Command>,
) {
    // Message ids: the question and the button that says yes; a question that would replace
    // the game says what the player would lose instead of a fixed text.
    let (title, body, yes) = match confirm {
        Confirm::Reveal => (
            "win-confirm-reveal-title",
            Some("win-confirm-reveal"),
            "win-confirm-reveal-yes",
        ),
        Confirm::NewGame(_) | Confirm::NewVariantGame(..) => (
            "win-confirm-new-game-title",
            None,
            "win-confirm-new-game-yes",
        ),
        Confirm::CollectionPuzzle(_) => {
            ("win-confirm-collection-title", None, "win-confirm-play-it")
        }
        Confirm::PastedPuzzle => ("win-confirm-pasted-title", None, "win-confirm-play-it"),
        Confirm::EnteredPuzzle => ("win-confirm-entered-title", None, "win-confirm-play-it"),
        Confirm::OpenFile => ("win-confirm-open-title", None, "win-confirm-open-yes"),
        Confirm::PlaySeveral => (
            "win-confirm-several-title",
            Some("win-confirm-several"),
            "win-confirm-several-yes",
        ),
        Confirm::Daily(_) => ("win-confirm-daily-title", None, "win-confirm-play-it"),
        Confirm::Practise(_) => (
            "win-confirm-practise-title",
            None,
            "win-confirm-practise-yes",
        ),
    };
    egui::Modal::new(egui::Id::unique("confirm"))
        .frame(dialog_frame(palette))
        .show(ctx, |ui| {
            ui.set_width(dialog_width(ctx, 380.0));
            ui.heading(tr(title));
            match body {
                Some(body) => {
                    ui.label(tr(body));
                }
                None => what_would_be_lost(app, ui, palette),
            }
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                // Neither button has the focus, so Enter answers neither (see `input.rs`).
                if ui.add(accent_button(&tr(yes), palette)).clicked() {
                    out.push(Command::ConfirmYes);
                }
                if ui.button(Command::ConfirmNo.label()).clicked() {
                    out.push(Command::ConfirmNo);
                }
            });
        });
}

/// What replacing the game would throw away: whether it counts as left in the statistics,
/// the work in it, kind by kind, and the time on the clock.
fn what_would_be_lost(app: &NonetApp, ui: &mut egui::Ui, palette: &Palette) {
    let Some(progress) = app.game.as_ref().and_then(|game| game.progress()) else {
        ui.label(tr("win-confirm-replace"));
        return;
    };
    let counted = app.leaving_counts_in_statistics();
    ui.label(tr(if counted {
        "win-leave-counted"
    } else {
        "win-leave-lose"
    }));
    // Message ids: one of a kind, and more.
    let kinds = [
        (progress.digits, "win-lose-digits-one", "win-lose-digits"),
        (
            progress.candidates,
            "win-lose-candidates-one",
            "win-lose-candidates",
        ),
        (
            progress.corner_marks,
            "win-lose-corner-marks-one",
            "win-lose-corner-marks",
        ),
        (progress.colours, "win-lose-colours-one", "win-lose-colours"),
        (
            progress.checkpoints,
            "win-lose-checkpoints-one",
            "win-lose-checkpoints",
        ),
    ];
    let mut lines: Vec<String> = kinds
        .into_iter()
        .filter(|(count, ..)| *count > 0)
        .map(|(count, one, more)| match count {
            1 => tr(one),
            n => tr_args(more, &[("count", Arg::from(n))]),
        })
        .collect();
    lines.push(tr_args(
        "win-lose-time",
        &[("time", Arg::from(format_duration(progress.elapsed)))],
    ));
    ui.indent("lost", |ui| {
        for line in lines {
            ui.label(RichText::new(format!("• {line}")).color(palette.given));
        }
    });
    ui.label(RichText::new(tr("win-leave-save-first")).color(palette.muted));
}

/// A closable window of help text that scrolls when the window is small; `scroll` is its
/// opening's scroll area id, so each opening starts at the top of the text.
fn help_window(
    ctx: &egui::Context,
    palette: &Palette,
    (title, scroll): (&str, u64),
    out: &mut Vec<Command>,
    add: impl FnOnce(&mut egui::Ui),
) {
    let mut open = true;
    egui::Window::new(title)
        .id(egui::Id::unique("help window"))
        .open(&mut open)
        .collapsible(false)
        .resizable(true)
        .frame(dialog_frame(palette))
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .default_width(dialog_width(ctx, 560.0))
        .max_width(dialog_width(ctx, 560.0))
        .max_height((ctx.content_rect().height() - 80.0).max(160.0))
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .id_salt(("help text", scroll))
                .auto_shrink([false, true])
                .show(ui, add);
        });
    if !open {
        out.push(Command::Dismiss);
    }
}

/// Every keyboard shortcut, grouped as in the menus, straight from the command table.
fn shortcuts_sheet(ui: &mut egui::Ui, palette: &Palette) {
    let ctx = ui.ctx().clone();
    // Two columns that wrap: the keys, then what they do.
    let keys_width = (ui.available_width() * 0.38).clamp(90.0, 200.0);
    for (heading, commands) in SHEET {
        ui.label(RichText::new(tr(heading)).strong().color(palette.given));
        for command in commands {
            let row = sheet_row(command, &ctx);
            ui.horizontal_top(|ui| {
                ui.allocate_ui_with_layout(
                    egui::vec2(keys_width, 0.0),
                    egui::Layout::top_down(egui::Align::Min),
                    |ui| {
                        ui.set_width(keys_width);
                        ui.add(
                            egui::Label::new(
                                RichText::new(row.keys).monospace().color(palette.given),
                            )
                            .wrap(),
                        );
                    },
                );
                ui.add(egui::Label::new(row.what).wrap());
            });
        }
        ui.add_space(8.0);
    }
    ui.label(RichText::new(tr("win-sheet-mouse")).color(palette.muted));
}

/// The rules and the app's way of playing, in short.
fn how_to_play(ui: &mut egui::Ui, palette: &Palette) {
    // Message ids: each paragraph's heading and its text.
    let paragraphs = [
        ("win-howto-rules-heading", "win-howto-rules"),
        ("win-howto-entering-heading", "win-howto-entering"),
        ("win-howto-notes-heading", "win-howto-notes"),
        ("win-howto-selecting-heading", "win-howto-selecting"),
        ("win-howto-hints-heading", "win-howto-hints"),
        ("win-howto-learning-heading", "win-howto-learning"),
        ("win-howto-games-heading", "win-howto-games"),
    ];
    for (heading, text) in paragraphs {
        ui.label(RichText::new(tr(heading)).strong().color(palette.given));
        ui.label(tr(text));
        ui.add_space(6.0);
    }
    let keys = Command::ShowShortcuts
        .shortcut_text(ui.ctx())
        .unwrap_or_default();
    ui.label(
        RichText::new(tr_args("win-howto-keys", &[("keys", Arg::from(keys))])).color(palette.muted),
    );
}

#[cfg(test)]
mod tests {
    use crate::i18n::{language, set_language, tr};
    use crate::lang::Language;
    use crate::picture::palette::{Colours, Rgb};

    /// How light a colour is, 0 to 1, and how far its channels spread.
    fn lightness_and_spread(Rgb(r, g, b): Rgb) -> (f32, f32) {
        let (max, min) = (r.max(g).max(b), r.min(g).min(b));
        (
            (f32::from(max) + f32::from(min)) / 510.0,
            f32::from(max - min) / 255.0,
        )
    }

    #[test]
    fn how_to_play_names_the_colours_the_board_draws_in_both_themes() {
        let is_grey = |c: Rgb| {
            let (light, spread) = lightness_and_spread(c);
            spread < 0.15 && (0.25..0.8).contains(&light)
        };
        let is_blue = |Rgb(r, g, b): Rgb| b > r.saturating_add(40) && b > g.saturating_add(20);
        let is_white = |c: Rgb| lightness_and_spread(c).0 > 0.85;
        let is_black = |c: Rgb| lightness_and_spread(c).0 < 0.2;
        type ColourTest<'a> = &'a dyn Fn(Rgb) -> bool;
        // The colour words of every language, the CJK ones as escapes: grey, blue, white
        // and black in English, Chinese and Japanese.
        let words: [(&str, &[&str], ColourTest); 4] = [
            (
                "grey",
                &["grey", "\u{7070}", "\u{30b0}\u{30ec}\u{30fc}"],
                &is_grey,
            ),
            ("blue", &["blue", "\u{84dd}", "\u{9752}"], &is_blue),
            ("white", &["white", "\u{767d}"], &is_white),
            ("black", &["black", "\u{9ed1}", "\u{9ed2}"], &is_black),
        ];
        let before = language();
        for lang in Language::ALL {
            set_language(lang);
            let rules = tr("win-howto-rules");
            let mut named = 0;
            for (english, names, is) in words {
                if names.iter().any(|name| rules.contains(name)) {
                    named += 1;
                    for colours in [Colours::LIGHT, Colours::DARK] {
                        assert!(
                            is(colours.given) || is(colours.entry),
                            "{lang:?}: the rules say {english}, which no digit is in a theme"
                        );
                    }
                }
            }
            assert!(named > 0, "{lang:?}: the rules tell givens from entries");
        }
        set_language(before);
    }
}
