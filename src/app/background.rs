//! The first half of every frame (eframe's `logic` hook): background work is polled, keys
//! and dropped files become commands, the clock runs and the autosave is written. Nothing
//! here draws.

use super::command::{ZOOM_MAX, ZOOM_MIN};
use super::message::in_file;
use super::theme::Palette;
use super::window_unit::AppWindow;
use super::{AUTOSAVE_DELAY, Message, NonetApp, ThemeChoice};
use crate::game::Autosaver;
use crate::game::instance::Request;
use crate::i18n::Arg;
use crate::i18n::Localized;
use std::time::Duration;

impl NonetApp {
    /// Everything of a frame but the drawing.
    pub(super) fn logic(&mut self, ctx: &egui::Context) {
        // Every message of this frame, here and in the drawing after it, is in this language.
        crate::i18n::set_language(self.language());
        // Sentences write 10–16 as the board shows them.
        crate::i18n::set_letters_past_nine(!self.settings.numbers_above_nine);
        self.apply_style(ctx);
        for command in std::mem::take(&mut self.queued) {
            self.run_command(ctx, command);
        }
        self.poll_generation();
        self.poll_variant_generation(ctx);
        self.poll_sized_generation(ctx);
        self.poll_loading(ctx);
        self.poll_dialog(ctx);
        self.poll_other_starts(ctx);
        self.poll_learning(ctx);
        self.poll_print(ctx);
        self.poll_setting();
        self.poll_sized_setting();
        // A game of another size may have come in front of the 9x9 one, or gone.
        self.all_steps_follow_board();
        #[cfg(target_arch = "wasm32")]
        if let Some(line) = super::web_page::take_linked_puzzle() {
            self.run_command(ctx, super::Command::OpenLink(line));
        }
        #[cfg(target_arch = "wasm32")]
        match super::web_page::take_clipboard() {
            Some(Ok(text)) => self.run_command(ctx, super::Command::PasteText(text)),
            Some(Err(())) => {
                self.message = Some(super::Message::error(super::said("win-paste-refused")));
            }
            None => {}
        }
        for command in self.input_commands(ctx) {
            self.run_command(ctx, command);
        }
        self.run_clock(ctx);
        self.windows.replay.tick(ctx);
        self.persist(ctx);
    }

    fn apply_style(&mut self, ctx: &egui::Context) {
        // The CJK font follows the language's glyph forms, so it changes with the language.
        // So do the quotation marks: full-width in Chinese and Japanese, Latin in English.
        let forms = self.language().han_forms();
        let cjk_quotes = self.language() != crate::lang::Language::En;
        if self.cjk_font.as_ref().map(|(f, q, _)| (*f, *q)) != Some((forms, cjk_quotes)) {
            let source = super::fonts::install_cjk_font(ctx, self.system_fonts, forms, cjk_quotes);
            self.cjk_font = Some((forms, cjk_quotes, source));
        }
        if !self.styled {
            self.styled = true;
            ctx.set_visuals_of(egui::Theme::Light, Palette::LIGHT.visuals(false));
            ctx.set_visuals_of(egui::Theme::Dark, Palette::DARK.visuals(true));
            // Zoom keys come from the command table, like every other shortcut.
            ctx.options_mut(|options| options.zoom_with_keyboard = false);
            ctx.all_styles_mut(|style| {
                use egui::{FontFamily, FontId, TextStyle};
                style.text_styles = [
                    (
                        TextStyle::Heading,
                        FontId::new(22.0, FontFamily::Proportional),
                    ),
                    (TextStyle::Body, FontId::new(15.0, FontFamily::Proportional)),
                    (
                        TextStyle::Button,
                        FontId::new(15.0, FontFamily::Proportional),
                    ),
                    (
                        TextStyle::Small,
                        FontId::new(12.0, FontFamily::Proportional),
                    ),
                    (
                        TextStyle::Monospace,
                        FontId::new(14.0, FontFamily::Monospace),
                    ),
                ]
                .into();
                style.spacing.button_padding = egui::vec2(10.0, 6.0);
                style.spacing.item_spacing = egui::vec2(8.0, 8.0);
                style.spacing.interact_size.y = 30.0;
            });
        }
        if self.applied_theme != Some(self.settings.theme) {
            self.applied_theme = Some(self.settings.theme);
            // High contrast is egui's dark theme with the high-contrast palette's visuals.
            let high_contrast = self.settings.theme == ThemeChoice::HighContrast;
            let dark = if high_contrast {
                &Palette::HIGH_CONTRAST
            } else {
                &Palette::DARK
            };
            ctx.set_visuals_of(egui::Theme::Dark, dark.visuals(true));
            ctx.set_theme(match self.settings.theme {
                ThemeChoice::System => egui::ThemePreference::System,
                ThemeChoice::Light => egui::ThemePreference::Light,
                ThemeChoice::Dark | ThemeChoice::HighContrast => egui::ThemePreference::Dark,
            });
        }
        self.apply_zoom(ctx);
    }

    /// Sets the player's zoom on the window, as far as the window allows: a zoom that would
    /// leave less than the smallest window's room in points is held back to what fits, and
    /// given in full once the window is larger.
    ///
    /// A web page leaves zoom to the browser, as eframe's web backend expects: the page's
    /// pointer places are right only at egui's zoom 1 there, and the layout takes a phone's
    /// width as it is.
    pub(super) fn apply_zoom(&mut self, ctx: &egui::Context) {
        if cfg!(target_arch = "wasm32") {
            if ctx.zoom_factor() != 1.0 {
                ctx.set_zoom_factor(1.0);
            }
            return;
        }
        let zoom = ctx.zoom_factor();
        if self
            .zoom_applied
            .is_some_and(|applied| (applied - zoom).abs() > f32::EPSILON)
        {
            // Set from outside: the player's choice from now on.
            self.settings.zoom = zoom.clamp(ZOOM_MIN, ZOOM_MAX);
        }
        let fitting = fitting_zoom(self.settings.zoom, ctx.content_rect().size() * zoom);
        if (fitting - zoom).abs() > f32::EPSILON {
            ctx.set_zoom_factor(fitting);
            ctx.request_repaint();
        }
        self.zoom_applied = Some(fitting);
    }

    /// The solve path (worked out again when the game changed), the techniques window's
    /// examples and the practice positions.
    fn poll_learning(&mut self, ctx: &egui::Context) {
        let sized = self.sized.as_ref().map(|play| &play.game);
        let board = super::on_board::on_board(sized, self.setting.is_some(), self.game.as_ref());
        self.windows.solve_path.poll(board, ctx);
        self.windows.techniques.poll();
        let made = self.practice.as_mut().and_then(|p| p.poll());
        match made {
            None => {}
            Some(Some(position)) => self.start_practice_position(position),
            Some(None) => {
                let text = match self.practice.take() {
                    Some(practice) if practice.kind != crate::variant::Kind::Classic => {
                        let technique = super::command::technique_name(practice.technique);
                        let variant = super::command::variant_name(practice.kind);
                        super::said_args(
                            "win-variant-practice-none",
                            &[("technique", technique.into()), ("variant", variant.into())],
                        )
                    }
                    _ => super::said("win-practice-none"),
                };
                self.message = Some(Message::error(text));
            }
        }
    }

    /// Takes what later starts on the same data folder handed over (see
    /// [`crate::game::instance`]): their files open here, and the window comes to the front.
    fn poll_other_starts(&mut self, ctx: &egui::Context) {
        let Some(requests) = &self.other_starts else {
            return;
        };
        let mut raise = false;
        while let Ok(request) = requests.try_recv() {
            raise = true;
            if let Request::Open(path) = request {
                self.queued.push(super::Command::OpenFile(path));
            }
        }
        if raise {
            ctx.send_viewport_cmd(egui::ViewportCommand::Minimized(false));
            ctx.send_viewport_cmd(egui::ViewportCommand::Focus);
            ctx.request_repaint();
        }
    }

    fn poll_generation(&mut self) {
        let Some(generating) = &self.generating else {
            return;
        };
        let Some(result) = generating.job.try_result() else {
            return;
        };
        let (level, daily) = (generating.level, generating.daily);
        self.generating = None;
        match daily {
            Some(date) => self.daily_finished(level, date, result),
            None => self.generation_finished(level, result),
        }
    }

    /// Takes in a puzzle file once it is read.
    fn poll_loading(&mut self, ctx: &egui::Context) {
        let Some(list) = self.loading.as_mut() else {
            return;
        };
        list.poll();
        let path = list.path().to_path_buf();
        if let Some(failure) = list.failure() {
            self.loading = None;
            self.open_failed(&path, &in_file(&path, &failure.localized()));
            self.ensure_some_game();
            return;
        }
        if !list.is_read() {
            ctx.request_repaint_after(Duration::from_millis(30));
            return;
        }
        if let Some(list) = self.loading.take() {
            self.file_read(list);
        }
    }

    /// Acts on a file dialog once the player has answered it.
    fn poll_dialog(&mut self, ctx: &egui::Context) {
        let Some(pending) = &self.dialog else {
            return;
        };
        let Some(outcome) = pending.poll() else {
            ctx.request_repaint_after(Duration::from_millis(100));
            return;
        };
        let dialog = pending.dialog;
        self.dialog = None;
        self.dialog_answered(dialog, outcome);
    }

    fn run_clock(&mut self, ctx: &egui::Context) {
        let focused = ctx.input(|i| i.viewport().focused).unwrap_or(true);
        // A game of another size on the board has the clock; the 9x9 game behind it waits.
        if let Some(play) = self.sized.as_mut() {
            play.game
                .set_clock_running(focused && self.setting.is_none());
            if play.game.clock_is_running() {
                let into_second = play.game.elapsed().subsec_millis() as u64;
                ctx.request_repaint_after(Duration::from_millis(1000 - into_second.min(999)));
            }
        }
        let Some(game) = self.game.as_mut() else {
            return;
        };
        // A replay on the board is not time spent on the game.
        let running = focused
            && self.setting.is_none()
            && self.sized.is_none()
            && !self.windows.replay.is_open();
        game.set_clock_running(running);
        if game.clock().is_running() {
            // Wake up exactly when the shown second changes, and not before.
            let into_second = game.elapsed().subsec_millis() as u64;
            ctx.request_repaint_after(Duration::from_millis(1000 - into_second.min(999)));
        }
    }

    /// Saves changed settings, and the game a moment after its last change.
    fn persist(&mut self, ctx: &egui::Context) {
        if self.settings != self.saved_settings {
            if let Err(e) = self.data.save_settings(&self.settings) {
                self.message = Some(Message::error(super::said_args(
                    "win-settings-save-failed",
                    &[("error", Arg::from(e.to_string()))],
                )));
            }
            self.saved_settings = self.settings.clone();
        }
        if self.data.rested(&mut self.dirty_since, AUTOSAVE_DELAY, ctx) {
            self.request_autosave();
        }
        self.report_autosave_errors();
        self.persist_draft(ctx, AUTOSAVE_DELAY);
        self.persist_sized(ctx, AUTOSAVE_DELAY);
    }

    /// Hands the game to the autosave thread, creating it on first use.
    fn request_autosave(&mut self) {
        self.dirty_since = None;
        if self.game_as_left().is_none() {
            return;
        }
        if self.autosaver.is_none()
            && let Some(path) = self.data.autosave_path()
        {
            match Autosaver::new(path) {
                Ok(saver) => self.autosaver = Some(saver),
                Err(e) => {
                    self.message = Some(autosave_failed(&e));
                    return;
                }
            }
        }
        if let (Some(saver), Some(game)) = (&self.autosaver, &self.game) {
            saver.request(game);
        }
    }

    /// Shows an autosave failure the background thread met.
    fn report_autosave_errors(&mut self) {
        if let Some(e) = self.autosaver.as_ref().and_then(Autosaver::take_error) {
            self.message = Some(autosave_failed(&e));
        }
    }

    /// Writes the autosave now and waits for it (also done a moment after each change, in
    /// the background, and on exit).
    pub fn autosave(&mut self) {
        self.request_autosave();
        if let Some(Err(e)) = self.autosaver.as_ref().map(Autosaver::flush) {
            self.message = Some(autosave_failed(&e));
        }
    }
}

/// The message for an autosave that could not be written.
fn autosave_failed(error: &impl Localized) -> Message {
    Message::error(super::said_args(
        "win-autosave-failed",
        &[("error", Arg::from(error.localized()))],
    ))
}

/// The zoom to use for the player's `chosen` zoom in a window of `unzoomed` size (in points
/// at zoom 1): the chosen one within its limits, at most what leaves the smallest window's
/// room in points.
pub(super) fn fitting_zoom(chosen: f32, unzoomed: egui::Vec2) -> f32 {
    let [least_width, least_height] = super::MIN_WINDOW_SIZE;
    let room = (unzoomed.x / least_width).min(unzoomed.y / least_height);
    chosen.clamp(ZOOM_MIN, ZOOM_MAX).min(room).max(ZOOM_MIN)
}

#[cfg(test)]
mod zoom_tests {
    use super::*;

    #[test]
    fn the_zoom_stays_in_its_range_and_never_shrinks_the_window_below_its_least_size() {
        let default = egui::vec2(1080.0, 800.0);
        assert_eq!(fitting_zoom(1.4, default), 1.4);
        assert_eq!(fitting_zoom(3.0, default), ZOOM_MAX);
        assert_eq!(fitting_zoom(0.1, default), ZOOM_MIN);
        // The smallest window keeps its room in points whatever the zoom chosen.
        assert_eq!(fitting_zoom(2.0, egui::vec2(480.0, 400.0)), 1.0);
        assert_eq!(fitting_zoom(2.0, egui::vec2(720.0, 900.0)), 1.5);
    }
}
