//! Keys, clipboard events and dropped files, turned into commands through the bindings of
//! the command table.

use super::command::{Command, SetterCommand, digit_of_key};
use super::key_bindings::command_for_key;
use super::{Confirm, NonetApp};

impl NonetApp {
    /// The digit 10–16 a letter A–G types on a grid of another size 10 or more wide (a
    /// game's, or a draft's in the workshop): with Shift always, and alone where the letter
    /// is no shortcut (B and C are).
    fn sized_letter(&self, key: egui::Key, modifiers: egui::Modifiers) -> Option<u8> {
        use egui::Key;
        let size = match (&self.sized_setting, &self.sized) {
            (Some(setting), _) => setting.workshop.draft().shape().size(),
            (None, Some(play)) if self.setting.is_none() => play.game.size(),
            _ => return None,
        };
        let letters = [Key::A, Key::B, Key::C, Key::D, Key::E, Key::F, Key::G];
        let digit = 10 + u8::try_from(letters.iter().position(|&k| k == key)?).ok()?;
        let shifted = modifiers == egui::Modifiers::SHIFT;
        let alone = modifiers.is_none()
            && command_for_key(&self.bindings, key, egui::Modifiers::NONE).is_none();
        (usize::from(digit) <= size && (shifted || alone)).then_some(digit)
    }

    /// The commands this frame's input asks for, in the order it came.
    pub(super) fn input_commands(&self, ctx: &egui::Context) -> Vec<Command> {
        let mut commands = Vec::new();
        // A file dropped on the window opens as Open would open it.
        let dropped = ctx.input(|i| {
            i.raw
                .dropped_files
                .first()
                .map(|file| file.path().to_path_buf())
        });
        if let Some(path) = dropped {
            commands.push(Command::OpenFile(path));
        }
        // While a question is asked, only its own buttons and Escape (no) answer it. Enter
        // says yes only where yes throws nothing away: a slip of the finger must not end a
        // game or replace it.
        if let Some(confirm) = self.confirm {
            if ctx.input(|i| i.key_pressed(egui::Key::Escape)) {
                commands.push(Command::ConfirmNo);
            } else if confirm == Confirm::PlaySeveral
                && ctx.input(|i| i.key_pressed(egui::Key::Enter))
            {
                commands.push(Command::ConfirmYes);
            }
            return commands;
        }
        // A focused button or text field has the keys; a focused cell (the cursor, where
        // focus follows the selection for screen readers) leaves them to the game.
        if ctx.egui_wants_keyboard_input() && !super::board_access::cell_has_focus(ctx) {
            return commands;
        }
        let events = ctx.input(|i| i.events.clone());
        for event in events {
            match event {
                egui::Event::Paste(text) => commands.push(Command::PasteText(text)),
                egui::Event::Copy => commands.push(Command::Copy),
                egui::Event::Key {
                    key,
                    physical_key,
                    pressed: true,
                    modifiers,
                    ..
                } => {
                    // Digits by their place on the keyboard, so Shift+digit works on every
                    // layout (Shift+1 is "!" on some).
                    let key = physical_key
                        .filter(|k| digit_of_key(*k).is_some())
                        .unwrap_or(key);
                    // Typing a puzzle from a book in the workshop: `.` and Space are blanks,
                    // as 0 and Delete are.
                    if (self.setting.is_some() || self.sized_setting.is_some())
                        && modifiers.is_none()
                        && matches!(key, egui::Key::Period | egui::Key::Space)
                    {
                        commands.push(Command::Erase);
                        continue;
                    }
                    // Enter makes the cage being drawn, once its sum is typed.
                    if key == egui::Key::Enter && modifiers.is_none() && self.drawing_cage() {
                        if let Some(sum) = self.setting.as_ref().and_then(|s| s.cage_sum) {
                            commands.push(Command::Setter(SetterCommand::MakeCage(sum)));
                        }
                        continue;
                    }
                    if let Some(digit) = self.sized_letter(key, modifiers) {
                        commands.push(Command::Digit(digit));
                        continue;
                    }
                    if let Some(command) = command_for_key(&self.bindings, key, modifiers) {
                        commands.push(command);
                    }
                }
                _ => {}
            }
        }
        commands
    }
}
