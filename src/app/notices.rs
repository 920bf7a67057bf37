//! Warnings that wait to be read: a damaged autosave set aside, statistics that could not
//! be read, a file named at start that could not be opened, a window that saves nothing.
//! The side panel's message line is overwritten by the next news ("A new Medium puzzle"),
//! often before a frame shows it; these stay in a small window of their own until the
//! player dismisses them.

use super::command::Command;
use super::theme::Palette;
use super::{Message, NonetApp, Words};
use crate::i18n::tr;
use egui::RichText;
use std::path::Path;

impl NonetApp {
    /// The warnings waiting to be read, oldest first.
    pub fn notices(&self) -> &[Message] {
        &self.notices
    }

    /// Keeps a warning until the player dismisses it.
    pub(super) fn warn(&mut self, message: Message) {
        if !self.notices.contains(&message) {
            self.notices.push(message);
        }
    }

    /// Keeps the news that the file named at start (`nonet FILE`) could not be opened as a
    /// warning, and says whether it was that file: the start goes on to the resumed game or
    /// a new puzzle, whose news would replace it in the panel before a frame showed it.
    pub(super) fn warned_about_start_file(&mut self, path: &Path, words: &Words) -> bool {
        let is_start_file = self.start_file.as_deref() == Some(path);
        if is_start_file {
            self.start_file = None;
            self.warn(Message::error(words.clone()));
        }
        is_start_file
    }

    /// Says the warnings again in the language now in force.
    pub(super) fn say_notices_again(&mut self) {
        for notice in &mut self.notices {
            notice.say_again();
        }
    }
}

/// The warnings window, while any wait; its button dismisses them all.
pub(super) fn window(
    app: &NonetApp,
    ctx: &egui::Context,
    palette: &Palette,
    out: &mut Vec<Command>,
) {
    if app.notices.is_empty() {
        return;
    }
    egui::Window::new(tr("win-notices-title"))
        .id(egui::Id::unique("notices"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, [0.0, 48.0])
        .show(ctx, |ui| {
            ui.set_max_width(420.0);
            for notice in &app.notices {
                ui.label(RichText::new(&notice.text).color(palette.error));
            }
            ui.vertical_centered(|ui| {
                let dismiss = Command::DismissNotices;
                if ui
                    .button(dismiss.label())
                    .on_hover_text(dismiss.description())
                    .clicked()
                {
                    out.push(dismiss);
                }
            });
        });
}
