//! The menu bar. Every item is a command from the table, with its shortcut on the right.

use super::NonetApp;
use super::command::{
    AllStepsCommand, Command, PrintCommand, SolvePathCommand, StatisticsCommand, TechniquesCommand,
    Toggle,
};
use super::command::{
    CellFilter, HighlightCommand, LinkSite, ReplayCommand, SetterCommand, ToolkitCommand,
};
use super::files::ExportKind;
use super::settings::{LanguageChoice, ThemeChoice};
use super::window_unit::AppWindow;
use crate::game::Game;
use crate::i18n::tr;
use crate::logic::Level;
use crate::rules::constraint_generate::ConstraintVariant;

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

/// The web address Copy link points at: a text field that queues each change.
#[cfg(not(target_arch = "wasm32"))]
fn web_address_field(ui: &mut egui::Ui, address: &str, out: &mut Vec<Command>) {
    ui.label(tr("win-web-address"));
    let mut edited = address.to_string();
    let field = egui::TextEdit::singleline(&mut edited)
        .hint_text(tr("win-web-address-hint"))
        .desired_width(260.0);
    if ui.add(field).changed() {
        out.push(Command::SetWebAddress(edited));
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

/// View's settings in four submenus (the board's look, entering and hints, the theme and
/// the language), so the View menu stays shorter than the smallest window.
pub(super) fn settings_items(ui: &mut egui::Ui, app: &NonetApp, out: &mut Vec<Command>) {
    let s = &app.settings;
    let board = [
        (Toggle::ShowMistakes, s.show_mistakes),
        (Toggle::ShowClashes, s.show_conflicts),
        (Toggle::HighlightPeers, s.highlight_peers),
        (Toggle::HighlightSameDigit, s.highlight_same_digit),
        (Toggle::CentredCandidates, s.centred_candidates),
        (Toggle::Coordinates, s.show_coordinates),
        (Toggle::NumbersAboveNine, s.numbers_above_nine),
        (Toggle::Pictures, s.pictures),
    ];
    let aids = [
        (Toggle::ClearPeerNotes, s.clear_peer_notes),
        (Toggle::LiveCandidates, s.live_candidates),
        (Toggle::DigitFirst, s.digit_first),
        (Toggle::HintTiers, s.hint_tiers),
        (Toggle::PreferMinimal, s.prefer_minimal),
    ];
    for (title, toggles) in [
        ("menu-view-board", &board[..]),
        ("menu-view-aids", &aids[..]),
    ] {
        submenu(ui, &tr(title), |ui| {
            for &(toggle, on) in toggles {
                toggle_item(ui, toggle, on, out);
            }
        });
    }
    submenu(ui, &tr("menu-theme"), |ui| {
        for theme in ThemeChoice::ALL {
            if ui
                .radio(s.theme == theme, Command::SetTheme(theme).label())
                .clicked()
            {
                out.push(Command::SetTheme(theme));
            }
        }
    });
    submenu(ui, &tr("menu-language"), |ui| {
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
    });
}

/// Room left below the menu bar for a menu's items, in points.
fn menu_room(ui: &egui::Ui) -> f32 {
    // The bar's height and the popup's frame above and below.
    (ui.ctx().content_rect().height() - 56.0).max(80.0)
}

/// A menu or submenu whose items scroll when the window is too short for them all.
pub(super) fn submenu(ui: &mut egui::Ui, title: &str, add: impl FnOnce(&mut egui::Ui)) {
    ui.menu_button(title, |ui| scrolling(ui, add));
}

/// Lays a menu's items out in a box no taller than the window's room for it.
fn scrolling(ui: &mut egui::Ui, add: impl FnOnce(&mut egui::Ui)) {
    let room = menu_room(ui);
    // The least height too: a popup offers a scroll area less room than the window has
    // (about 400 points), which cut long menus short in tall windows.
    egui::ScrollArea::vertical()
        .max_height(room)
        .min_scrolled_height(room)
        .show(ui, add);
}

/// Draws the menu bar.
pub(super) fn menu_bar(app: &NonetApp, ui: &mut egui::Ui, out: &mut Vec<Command>) {
    let has_game = app.game.is_some();
    // While a game of another size (or with its own rules) is shown, Save, Restart, Solve
    // and Pause act on it (`sized_play.rs`).
    let sized = app.sized_game();
    let playing = match sized {
        Some(game) => game.status() == crate::game::Status::Playing,
        None => app
            .game
            .as_ref()
            .is_some_and(|g| g.status() == crate::game::Status::Playing),
    };
    egui::MenuBar::new().ui(ui, |ui| {
        submenu(ui, &tr("menu-game"), |ui| {
            submenu(ui, &tr("menu-new-game"), |ui| {
                for level in Level::ALL {
                    item(ui, Command::NewGame(level), true, out);
                }
                ui.separator();
                by_technique_menu(ui, out);
                ui.separator();
                variant_menus(ui, out);
                ui.separator();
                sized_menus(ui, out);
            });
            submenu(ui, &tr("menu-daily"), |ui| {
                for level in Level::ALL {
                    let classic = Command::DailyPuzzle(crate::variant::Kind::Classic, level);
                    item(ui, classic, true, out);
                }
                ui.separator();
                daily_variant_menus(ui, out);
                ui.separator();
                for kind in super::sized_play::DAILY_SIZES {
                    ui.menu_button(super::sized_play::sized_name(kind), |ui| {
                        for &level in kind.levels() {
                            item(ui, Command::SizedDaily(kind, level), true, out);
                        }
                    });
                }
            });
            submenu(ui, &tr("menu-set-puzzle"), |ui| {
                for kind in crate::variant::Kind::ALL {
                    item(ui, Command::Setter(SetterCommand::Start(kind)), true, out);
                }
                submenu(ui, &tr("menu-other-sizes"), |ui| {
                    each_sized_kind(ui, |ui, kind| {
                        let command = Command::Setter(SetterCommand::StartSized(kind));
                        item(ui, command, true, out);
                    });
                });
                ui.separator();
                // A 9x9 puzzle (rules drawn on it too) opens in the workshop, and one of
                // another size with no rules beyond its shape; not a constraint puzzle of
                // another size.
                let editable = match sized {
                    Some(game) => {
                        crate::setter::Draft::opens(game.puzzle())
                            || crate::setter::SizedDraft::of(game.puzzle()).is_some()
                    }
                    None => has_game,
                };
                item(
                    ui,
                    Command::Setter(SetterCommand::EditCurrent),
                    editable,
                    out,
                );
            });
            ui.separator();
            item(ui, Command::Open, true, out);
            // The browser forgets opened files on reload: no recent files there.
            #[cfg(not(target_arch = "wasm32"))]
            recent_menu(app, ui, out);
            item(ui, Command::Save, has_game || sized.is_some(), out);
            ui.add_enabled_ui(has_game, |ui| {
                submenu(ui, &tr("menu-export"), |ui| {
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
            item(ui, Command::Print(PrintCommand::ToggleWindow), true, out);
            if app.windows.collection.opened.is_some() {
                ui.separator();
                item(ui, Command::NextPuzzle, true, out);
                item(ui, Command::TogglePicker, true, out);
            }
            ui.separator();
            // The game waits unchanged behind the workshop.
            let game_shown = (has_game || sized.is_some()) && app.setting.is_none();
            item(ui, Command::Restart, game_shown, out);
            item(ui, Command::Reveal, playing && game_shown, out);
            item(ui, Command::TogglePause, game_shown, out);
            // A replay is of the history of the game on the board, of whichever size.
            let replayable = match (app.setting.is_none(), sized, app.game.as_ref()) {
                (false, ..) => false,
                (true, Some(game), _) => game.moves() > 0,
                (true, None, Some(game)) => !game.history().is_empty(),
                (true, None, None) => false,
            };
            item(
                ui,
                Command::Replay(ReplayCommand::ToggleWindow),
                replayable || app.windows.replay.is_open(),
                out,
            );
            item(ui, Command::Replay(ReplayCommand::Export), replayable, out);
            ui.separator();
            item(
                ui,
                Command::Statistics(StatisticsCommand::ToggleWindow),
                true,
                out,
            );
            // A web page is closed by its browser tab.
            #[cfg(not(target_arch = "wasm32"))]
            {
                ui.separator();
                item(ui, Command::Quit, true, out);
            }
        });
        submenu(ui, &tr("menu-edit"), |ui| {
            let can_undo = app.game.as_ref().is_some_and(Game::can_undo);
            let can_redo = app.game.as_ref().is_some_and(Game::can_redo);
            // While a puzzle is set, Undo and Redo are the workshop's.
            let (undo_shown, redo_shown) = match &app.setting {
                Some(setting) => (setting.workshop.can_undo(), setting.workshop.can_redo()),
                None => (can_undo, can_redo),
            };
            item(ui, Command::Undo, undo_shown, out);
            item(ui, Command::Redo, redo_shown, out);
            let rewind = can_undo && playing && app.setting.is_none();
            item(ui, Command::RewindToCorrect, rewind, out);
            ui.separator();
            item(
                ui,
                Command::Toolkit(ToolkitCommand::AddCheckpoint),
                playing,
                out,
            );
            checkpoints_menu(app, ui, playing, out);
            ui.separator();
            item(ui, Command::Copy, has_game, out);
            item(ui, Command::CopyLink, has_game, out);
            for site in [LinkSite::Fpuzzles, LinkSite::Sudokupad] {
                item(ui, Command::CopySiteLink(site), has_game, out);
            }
            item(ui, Command::Paste, true, out);
            // The web page's links point at the page itself.
            #[cfg(not(target_arch = "wasm32"))]
            web_address_field(ui, &app.settings.web_address, out);
            ui.separator();
            item(
                ui,
                Command::Toolkit(ToolkitCommand::SelectAll),
                has_game,
                out,
            );
            ui.separator();
            let notes = playing && app.setting.is_none();
            item(ui, Command::FillCandidates, notes, out);
            item(ui, Command::ClearNotes, notes, out);
        });
        submenu(ui, &tr("menu-view"), |ui| {
            settings_items(ui, app, out);
            ui.separator();
            highlight_menu(app, ui, out);
            // A page is zoomed by the browser (see `apply_zoom`).
            #[cfg(not(target_arch = "wasm32"))]
            {
                ui.separator();
                item(ui, Command::ZoomIn, true, out);
                item(ui, Command::ZoomOut, true, out);
                item(ui, Command::ZoomReset, true, out);
            }
        });
        submenu(ui, &tr("menu-learn"), |ui| {
            // The solve path walks whichever game is on the board.
            item(
                ui,
                Command::SolvePath(SolvePathCommand::ToggleWindow),
                has_game || sized.is_some() || app.windows.solve_path.is_open(),
                out,
            );
            // All steps lists the steps of whichever game is on the board.
            item(
                ui,
                Command::AllSteps(AllStepsCommand::ToggleWindow),
                has_game || sized.is_some() || app.windows.all_steps.is_open(),
                out,
            );
            item(
                ui,
                Command::Techniques(TechniquesCommand::ToggleWindow),
                true,
                out,
            );
        });
        submenu(ui, &tr("menu-help"), |ui| {
            item(ui, Command::ShowShortcuts, true, out);
            item(ui, Command::ShowHowToPlay, true, out);
        });
    });
}

/// View › Highlight cells: the candidate filters, the one shown ticked.
fn highlight_menu(app: &NonetApp, ui: &mut egui::Ui, out: &mut Vec<Command>) {
    let shown = app.highlight;
    let filter_item = |ui: &mut egui::Ui, filter: CellFilter, out: &mut Vec<Command>| {
        let command = Command::Highlight(HighlightCommand::Toggle(filter));
        let mut button = egui::Button::new(command.label()).selected(shown == Some(filter));
        if let Some(keys) = command.menu_shortcut_text(ui.ctx()) {
            button = button.shortcut_text(keys);
        }
        if ui
            .add(button)
            .on_hover_text(command.description())
            .clicked()
        {
            out.push(command);
        }
    };
    submenu(ui, &tr("menu-highlight"), |ui| {
        for digit in 1..=9 {
            filter_item(ui, CellFilter::Candidate(digit), out);
        }
        ui.separator();
        filter_item(ui, CellFilter::BIVALUE, out);
        submenu(ui, &tr("menu-highlight-count"), |ui| {
            for count in 1..=9 {
                filter_item(ui, CellFilter::CandidateCount(count), out);
            }
        });
        item(
            ui,
            Command::Highlight(HighlightCommand::MoreCandidates),
            true,
            out,
        );
        ui.separator();
        item(
            ui,
            Command::Highlight(HighlightCommand::Clear),
            shown.is_some(),
            out,
        );
    });
}

/// Edit › Go back to checkpoint: each checkpoint with its time and how full the board was.
fn checkpoints_menu(app: &NonetApp, ui: &mut egui::Ui, playing: bool, out: &mut Vec<Command>) {
    let Some(game) = &app.game else {
        return;
    };
    let checkpoints = game.checkpoints();
    ui.add_enabled_ui(playing && !checkpoints.is_empty(), |ui| {
        submenu(ui, &tr("menu-go-back-to-checkpoint"), |ui| {
            for (index, checkpoint) in checkpoints.iter().enumerate() {
                let text = super::toolkit::checkpoint_line(checkpoint, game);
                if ui
                    .button(text)
                    .on_hover_text(
                        Command::Toolkit(ToolkitCommand::GoToCheckpoint(index)).description(),
                    )
                    .clicked()
                {
                    out.push(Command::Toolkit(ToolkitCommand::GoToCheckpoint(index)));
                }
            }
        });
    });
}

#[cfg(not(target_arch = "wasm32"))]
fn recent_menu(app: &NonetApp, ui: &mut egui::Ui, out: &mut Vec<Command>) {
    let recent = &app.settings.recent_files;
    ui.add_enabled_ui(!recent.is_empty(), |ui| {
        submenu(ui, &tr("menu-open-recent"), |ui| {
            for path in recent {
                if ui
                    .button(super::file_name(path))
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

/// New game › By technique: the techniques a puzzle can be ordered by, under their levels.
fn by_technique_menu(ui: &mut egui::Ui, out: &mut Vec<Command>) {
    submenu(ui, &tr("menu-by-technique"), |ui| {
        let mut shown = None;
        for &(technique, level) in crate::generator::orderable_techniques() {
            if shown != Some(level) {
                if shown.is_some() {
                    ui.separator();
                }
                ui.label(
                    egui::RichText::new(super::command::level_name(level))
                        .small()
                        .weak(),
                );
                shown = Some(level);
            }
            item(ui, Command::NewGameByTechnique(technique), true, out);
        }
    });
}

/// Daily puzzle › a variant › its levels.
fn daily_variant_menus(ui: &mut egui::Ui, out: &mut Vec<Command>) {
    for kind in super::variant_games::MENU_KINDS {
        ui.menu_button(super::variant_games::variant_name(kind), |ui| {
            for level in super::variant_games::VARIANT_LEVELS {
                item(ui, Command::DailyPuzzle(kind, level), true, out);
            }
        });
    }
}

/// New game › a variant › its levels.
fn variant_menus(ui: &mut egui::Ui, out: &mut Vec<Command>) {
    for kind in super::variant_games::MENU_KINDS {
        ui.menu_button(super::variant_games::variant_name(kind), |ui| {
            for level in super::variant_games::VARIANT_LEVELS {
                item(ui, Command::NewVariantGame(kind, level), true, out);
            }
        });
    }
}

/// An entry for every size the menus offer (`entry` draws one), the sizes with boxes first,
/// then a separator and the jigsaws.
fn each_sized_kind(
    ui: &mut egui::Ui,
    mut entry: impl FnMut(&mut egui::Ui, crate::generator::sized::SizedKind),
) {
    let mut jigsaws = false;
    for kind in super::sized_view::menu_kinds() {
        if kind.jigsaw && !jigsaws {
            jigsaws = true;
            ui.separator();
        }
        entry(ui, kind);
    }
}

/// New game › Other sizes › a size › its levels: the sizes with boxes, then the jigsaws.
/// One entry in New game, no wider than the rest, so the variants' submenus keep their
/// places.
fn sized_menus(ui: &mut egui::Ui, out: &mut Vec<Command>) {
    submenu(ui, &tr("menu-other-sizes"), |ui| {
        each_sized_kind(ui, |ui, kind| {
            ui.menu_button(super::sized_play::sized_name(kind), |ui| {
                for &level in kind.levels() {
                    item(ui, Command::NewSizedGame(kind, level), true, out);
                }
            });
        });
    });
    submenu(ui, &tr("menu-constraint-puzzles"), |ui| {
        for variant in ConstraintVariant::ALL {
            ui.menu_button(super::command::constraint_name(variant), |ui| {
                for level in [Level::Easy, Level::Medium, Level::Hard] {
                    item(ui, Command::NewConstraintGame(variant, level), true, out);
                }
            });
        }
    });
}
