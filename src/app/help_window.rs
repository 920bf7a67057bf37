//! The help windows: the keyboard shortcuts sheet (from the command table) and How to play.
//! The window keeps which page is open and its scroll; commands open and close it.

use super::NonetApp;
use super::command::Command;
use super::modals::{dialog_frame, dialog_width};
use super::shortcut_sheet::{SHEET, sheet_row};
use super::theme::Palette;
use super::window_unit::{AppWindow, Precedence, WindowKind};
use crate::i18n::{Arg, tr, tr_args};
use egui::RichText;

/// A page of help.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum HelpPage {
    /// Every keyboard shortcut, from the command table.
    Shortcuts,
    /// The rules and the app in short.
    HowToPlay,
}

/// The open help window: its page, and this opening's scroll area id (see
/// [`super::fresh_scroll_id`]), so each opening starts at the top of the text.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct HelpView {
    page: HelpPage,
    scroll: u64,
}

/// The help window: the page shown, when open.
#[derive(Default)]
pub(super) struct HelpWindow {
    view: Option<HelpView>,
}

impl HelpWindow {
    /// Opens the window on `page`, at the top of its text.
    pub(super) fn show(&mut self, page: HelpPage) {
        self.view = Some(HelpView {
            page,
            scroll: super::fresh_scroll_id(),
        });
    }

    /// Draws the window, when open.
    pub(super) fn draw(&self, ctx: &egui::Context, palette: &Palette, out: &mut Vec<Command>) {
        if let Some(view) = &self.view {
            window(view, ctx, palette, out);
        }
    }
}

impl AppWindow for HelpWindow {
    fn kind(&self) -> WindowKind {
        WindowKind::Help
    }

    fn is_open(&self) -> bool {
        self.view.is_some()
    }

    fn precedence(&self) -> Precedence {
        Precedence::Help
    }

    fn close(&mut self) -> bool {
        self.view.take().is_some()
    }
}

impl NonetApp {
    /// Whether the keyboard shortcuts sheet is shown.
    pub fn is_shortcuts_sheet_open(&self) -> bool {
        self.windows
            .help
            .view
            .is_some_and(|view| view.page == HelpPage::Shortcuts)
    }
}

/// Draws the open help window.
fn window(view: &HelpView, ctx: &egui::Context, palette: &Palette, out: &mut Vec<Command>) {
    match view.page {
        HelpPage::Shortcuts => {
            let title = tr("win-shortcuts-title");
            help_window(ctx, palette, (&title, view.scroll), out, |ui| {
                shortcuts_sheet(ui, palette)
            })
        }
        HelpPage::HowToPlay => {
            let title = tr("win-how-to-play-title");
            help_window(ctx, palette, (&title, view.scroll), out, |ui| {
                how_to_play(ui, palette)
            })
        }
    }
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
        let is_purple = |Rgb(r, g, b): Rgb| b > g.saturating_add(30) && r > g.saturating_add(20);
        let words: [(&str, &[&str], ColourTest); 5] = [
            (
                "grey",
                &["grey", "\u{7070}", "\u{30b0}\u{30ec}\u{30fc}"],
                &is_grey,
            ),
            ("blue", &["blue", "\u{84dd}", "\u{9752}"], &is_blue),
            ("white", &["white", "\u{767d}"], &is_white),
            ("black", &["black", "\u{9ed1}", "\u{9ed2}"], &is_black),
            ("purple", &["purple", "\u{7d2b}"], &is_purple),
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
                            is(colours.given) || is(colours.entry) || is(colours.revealed),
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
