//! The panel's game buttons (new game, restart, solve, enter, open, save), used a few times
//! a game: in full when the panel has room to spare, as one compact row when it is short,
//! and only in the Game menu when what is used every minute needs the room (see
//! `controls.rs`).

use super::buttons::{BUTTON_HEIGHT, accent_button, button_row, command_button};
use super::command::{Command, SetterCommand, level_name};
use super::theme::Palette;
use super::{NonetApp, collection_view};
use crate::game::Status;
use crate::i18n::{Arg, tr, tr_args};
use crate::logic::Level;
use egui::{Button, RichText, Ui, vec2};

/// Narrowest the level chooser gets.
const LEVEL_CHOOSER_MIN: f32 = 72.0;

/// How the game buttons are shown.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum GameBlock {
    /// Under a heading: the level and New game, Restart and Solve, Enter, Open and Save.
    Full,
    /// One row: New game, Restart, and a menu with the rest.
    Compact,
    /// None in the panel (a puzzle being made still says so): the Game menu has them all.
    InMenu,
}

/// Whether `form` draws anything for `app` (the menu-only form draws only a puzzle being
/// made).
pub(super) fn shows_anything(app: &NonetApp, form: GameBlock) -> bool {
    form != GameBlock::InMenu || app.generating.is_some()
}

/// Draws the game buttons in `form`.
pub(super) fn game_block(
    app: &NonetApp,
    ui: &mut Ui,
    palette: &Palette,
    form: GameBlock,
    out: &mut Vec<Command>,
) {
    if form == GameBlock::Full {
        ui.label(RichText::new(tr("menu-game")).strong().color(palette.muted));
    }
    if app.generating.is_some() {
        making_puzzle(app, ui, palette, form, out);
    } else if form == GameBlock::Full {
        level_and_new_game(app, ui, palette, out);
    }
    if form == GameBlock::InMenu {
        return;
    }
    collection_view::collection_rows(app, ui, palette, out);
    let has_game = app.game.is_some();
    let playing = app
        .game
        .as_ref()
        .is_some_and(|g| g.status() == Status::Playing);
    if form == GameBlock::Compact {
        button_row(ui, 3, |ui, size| {
            if app.generating.is_none() {
                command_button(
                    ui,
                    accent_button(&Command::NewGameAtChosenLevel.label(), palette).min_size(size),
                    Command::NewGameAtChosenLevel,
                    true,
                    out,
                );
            }
            command_button(
                ui,
                Button::new(Command::Restart.label()).min_size(size),
                Command::Restart,
                has_game,
                out,
            );
            more_menu(ui, size, (has_game, playing), out);
        });
        return;
    }
    button_row(ui, 2, |ui, size| {
        command_button(
            ui,
            Button::new(Command::Restart.label()).min_size(size),
            Command::Restart,
            has_game,
            out,
        );
        command_button(
            ui,
            Button::new(tr("play-solve")).min_size(size),
            Command::Reveal,
            playing,
            out,
        );
    });
    button_row(ui, 3, |ui, size| {
        command_button(
            ui,
            Button::new(tr("play-enter")).min_size(size),
            Command::Setter(SetterCommand::Start(crate::variant::Kind::Classic)),
            true,
            out,
        );
        command_button(
            ui,
            Button::new(Command::Open.label()).min_size(size),
            Command::Open,
            true,
            out,
        );
        command_button(
            ui,
            Button::new(Command::Save.label()).min_size(size),
            Command::Save,
            has_game,
            out,
        );
    });
}

/// The compact row's menu: what the full form shows besides New game and Restart.
fn more_menu(
    ui: &mut Ui,
    size: egui::Vec2,
    (has_game, playing): (bool, bool),
    out: &mut Vec<Command>,
) {
    let button = Button::new(tr("play-more"))
        .min_size(size)
        .wrap_mode(egui::TextWrapMode::Extend);
    let response = egui::containers::menu::MenuButton::from_button(button)
        .ui(ui, |ui| {
            super::menu::item(ui, Command::Reveal, playing, out);
            super::menu::item(
                ui,
                Command::Setter(SetterCommand::Start(crate::variant::Kind::Classic)),
                true,
                out,
            );
            super::menu::item(ui, Command::Open, true, out);
            super::menu::item(ui, Command::Save, has_game, out);
        })
        .0;
    response.on_hover_text(tr("play-more-tip"));
}

/// A puzzle being made: the level, the grids tried, and Cancel.
fn making_puzzle(
    app: &NonetApp,
    ui: &mut Ui,
    palette: &Palette,
    form: GameBlock,
    out: &mut Vec<Command>,
) {
    let Some(generating) = &app.generating else {
        return;
    };
    let (level, attempts) = (generating.level, generating.job.attempts());
    ui.horizontal(|ui| {
        ui.spinner();
        ui.vertical(|ui| {
            ui.label(tr_args(
                "play-making-puzzle",
                &[("level", level_name(level).into())],
            ));
            if form == GameBlock::Full {
                ui.label(
                    RichText::new(tr_args(
                        "play-grids-tried",
                        &[("count", Arg::Number(i64::from(attempts)))],
                    ))
                    .small()
                    .color(palette.muted),
                );
            }
        });
    });
    command_button(
        ui,
        Button::new(Command::CancelGeneration.label())
            .min_size(vec2(ui.available_width(), BUTTON_HEIGHT)),
        Command::CancelGeneration,
        true,
        out,
    );
}

/// The level chooser and New game.
fn level_and_new_game(app: &NonetApp, ui: &mut Ui, palette: &Palette, out: &mut Vec<Command>) {
    let chosen = app.settings.new_game_level;
    // Side by side when both fit whole, else one above the other: a row wider than the
    // panel would widen the panel over the board.
    button_row(ui, 2, |ui, size| {
        let mut level = chosen;
        let combo = egui::ComboBox::from_id_salt("level")
            .width((size.x - 8.0).max(LEVEL_CHOOSER_MIN))
            .selected_text(level_name(level))
            .show_ui(ui, |ui| {
                for l in Level::ALL {
                    ui.selectable_value(&mut level, l, level_name(l));
                }
            });
        let name = tr("play-level");
        combo
            .response
            .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &name));
        combo
            .response
            .on_hover_text(Command::SetNewGameLevel(chosen).description());
        if level != chosen {
            out.push(Command::SetNewGameLevel(level));
        }
        command_button(
            ui,
            accent_button(&Command::NewGameAtChosenLevel.label(), palette).min_size(size),
            Command::NewGameAtChosenLevel,
            true,
            out,
        );
    });
}
