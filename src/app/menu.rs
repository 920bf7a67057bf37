//! The menu bar. Every item is a command from the table, with its shortcut on the right.

use super::command::{Command, Toggle};
use super::files::ExportKind;
use super::settings::{LanguageChoice, ThemeChoice};
use super::{NonetApp, file_name};
use crate::game::Game;
use crate::i18n::tr;
use crate::logic::Level;

/// A menu item for `command`: its label, its first shortcut and its description as the
/// tooltip. Clicking it queues the command.
pub(super) fn item(ui: &mut egui::Ui, command: Command, enabled: bool, out: &mut Vec<Command>) {
    let ctx = ui.ctx().clone();
    let mut button = egui::Button::new(command.label());
    if let Some(keys) = command.menu_shortcut_text(&ctx) {
        button = button.shortcut_text(keys);
    }
    if ui
        .add_enabled(enabled, button)
        .on_hover_text(command.description())
        .clicked()
    {
        out.push(command);
    }
}

/// A check box for an on/off setting, showing `on` and queueing the toggle when clicked.
pub(super) fn toggle_item(ui: &mut egui::Ui, toggle: Toggle, on: bool, out: &mut Vec<Command>) {
    let command = Command::Toggle(toggle);
    let mut shown = on;
    if ui
        .checkbox(&mut shown, command.label())
        .on_hover_text(command.description())
        .clicked()
    {
        out.push(command);
    }
}

/// The settings, drawn the same wherever they appear.
pub(super) fn settings_items(ui: &mut egui::Ui, app: &NonetApp, out: &mut Vec<Command>) {
    let s = &app.settings;
    let states = [
        (Toggle::ShowMistakes, s.show_mistakes),
        (Toggle::ShowClashes, s.show_conflicts),
        (Toggle::ClearPeerNotes, s.clear_peer_notes),
        (Toggle::LiveCandidates, s.live_candidates),
        (Toggle::CentredCandidates, s.centred_candidates),
        (Toggle::DigitFirst, s.digit_first),
        (Toggle::HighlightPeers, s.highlight_peers),
        (Toggle::HighlightSameDigit, s.highlight_same_digit),
        (Toggle::HintTiers, s.hint_tiers),
        (Toggle::Coordinates, s.show_coordinates),
        (Toggle::PreferMinimal, s.prefer_minimal),
    ];
    for (toggle, on) in states {
        toggle_item(ui, toggle, on, out);
    }
    ui.separator();
    ui.label(tr("menu-theme"));
    for theme in ThemeChoice::ALL {
        if ui
            .radio(s.theme == theme, Command::SetTheme(theme).label())
            .clicked()
        {
            out.push(Command::SetTheme(theme));
        }
    }
    ui.separator();
    ui.label(tr("menu-language"));
    for choice in LanguageChoice::ALL {
        let command = Command::SetLanguage(choice);
        if ui
            .radio(s.language == choice, command.label())
            .on_hover_text(command.description())
            .clicked()
        {
            out.push(command);
        }
    }
}

/// Draws the menu bar.
pub(super) fn menu_bar(app: &NonetApp, ui: &mut egui::Ui, out: &mut Vec<Command>) {
    let has_game = app.game.is_some();
    let playing = app
        .game
        .as_ref()
        .is_some_and(|g| g.status() == crate::game::Status::Playing);
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button(tr("menu-game"), |ui| {
            ui.menu_button(tr("menu-new-game"), |ui| {
                for level in Level::ALL {
                    item(ui, Command::NewGame(level), true, out);
                }
                ui.separator();
                super::variant_games::variant_menus(ui, out);
            });
            ui.menu_button(tr("menu-daily"), |ui| {
                for level in Level::ALL {
                    item(ui, Command::DailyPuzzle(level), true, out);
                }
            });
            item(ui, Command::EnterPuzzle, true, out);
            ui.separator();
            item(ui, Command::Open, true, out);
            recent_menu(app, ui, out);
            item(ui, Command::Save, has_game, out);
            ui.add_enabled_ui(has_game, |ui| {
                ui.menu_button(tr("menu-export"), |ui| {
                    let variant = app.game.as_ref().is_some_and(|g| g.variant().is_some());
                    for kind in ExportKind::ALL {
                        item(
                            ui,
                            Command::Export(kind),
                            !variant || kind.holds_variants(),
                            out,
                        );
                    }
                });
            });
            item(ui, Command::TogglePrint, true, out);
            if app.collection.is_some() {
                ui.separator();
                item(ui, Command::NextPuzzle, true, out);
                item(ui, Command::TogglePicker, true, out);
            }
            ui.separator();
            item(ui, Command::Restart, has_game, out);
            item(ui, Command::Reveal, playing, out);
            item(ui, Command::TogglePause, has_game, out);
            ui.separator();
            item(ui, Command::ToggleStatistics, true, out);
            ui.separator();
            item(ui, Command::Quit, true, out);
        });
        ui.menu_button(tr("menu-edit"), |ui| {
            let can_undo = app.game.as_ref().is_some_and(Game::can_undo);
            let can_redo = app.game.as_ref().is_some_and(Game::can_redo);
            item(ui, Command::Undo, can_undo, out);
            item(ui, Command::Redo, can_redo, out);
            item(ui, Command::RewindToCorrect, can_undo && playing, out);
            ui.separator();
            item(ui, Command::AddCheckpoint, playing, out);
            checkpoints_menu(app, ui, playing, out);
            ui.separator();
            item(ui, Command::Copy, has_game, out);
            item(ui, Command::Paste, true, out);
            ui.separator();
            item(ui, Command::SelectAll, has_game, out);
            ui.separator();
            item(ui, Command::FillCandidates, playing, out);
            item(ui, Command::ClearNotes, playing, out);
        });
        ui.menu_button(tr("menu-view"), |ui| {
            settings_items(ui, app, out);
            ui.separator();
            item(ui, Command::ZoomIn, true, out);
            item(ui, Command::ZoomOut, true, out);
            item(ui, Command::ZoomReset, true, out);
        });
        ui.menu_button(tr("menu-learn"), |ui| {
            item(ui, Command::ToggleSolvePath, has_game, out);
            item(ui, Command::ToggleTechniques, true, out);
        });
        ui.menu_button(tr("menu-help"), |ui| {
            item(ui, Command::ShowShortcuts, true, out);
            item(ui, Command::ShowHowToPlay, true, out);
        });
    });
}

/// Edit › Go back to checkpoint: each checkpoint with its time and how full the board was.
fn checkpoints_menu(app: &NonetApp, ui: &mut egui::Ui, playing: bool, out: &mut Vec<Command>) {
    let Some(game) = &app.game else {
        return;
    };
    let checkpoints = game.checkpoints();
    ui.add_enabled_ui(playing && !checkpoints.is_empty(), |ui| {
        ui.menu_button(tr("menu-go-back-to-checkpoint"), |ui| {
            for (index, checkpoint) in checkpoints.iter().enumerate() {
                let text = super::toolkit::checkpoint_line(checkpoint, game);
                if ui
                    .button(text)
                    .on_hover_text(Command::GoToCheckpoint(index).description())
                    .clicked()
                {
                    out.push(Command::GoToCheckpoint(index));
                }
            }
        });
    });
}

fn recent_menu(app: &NonetApp, ui: &mut egui::Ui, out: &mut Vec<Command>) {
    let recent = &app.settings.recent_files;
    ui.add_enabled_ui(!recent.is_empty(), |ui| {
        ui.menu_button(tr("menu-open-recent"), |ui| {
            for path in recent {
                if ui
                    .button(file_name(path))
                    .on_hover_text(path.display().to_string())
                    .clicked()
                {
                    out.push(Command::OpenFile(path.clone()));
                }
            }
            ui.separator();
            item(ui, Command::ClearRecentFiles, true, out);
        });
    });
}
