//! What a game of another size shows: its board in the central panel, and beside it the
//! side panel with its name and clock, the message, a pad of its digits, its buttons, and
//! a size and a level for the next game.

use super::NonetApp;
use super::buttons::{button_row, command_button};
use super::command::{Command, ToolkitCommand, level_name, sized_name};
use super::sized_board::{SizedScene, symbol};
use super::sized_play::SizedPlay;
use super::theme::Palette;
use crate::game::{InputMode, Status, format_duration};
use crate::generator::sized::SizedKind;
use crate::i18n::tr;
use crate::logic::{Finding, Level};
use egui::{Button, RichText, Ui};

impl NonetApp {
    /// The board of the game of another size, in the central panel.
    pub(super) fn sized_board_area(&self, ui: &mut Ui, palette: &Palette, out: &mut Vec<Command>) {
        if self.sized_setting.is_some() {
            self.sized_setting_board(ui, palette, out);
            return;
        }
        if let Some((view, marks)) = self.windows.replay.sized_view() {
            // The replay's position, its last move's cells picked out; no cursor, no clicks.
            let game = view.replay().game();
            let scene = SizedScene {
                step_houses: &view.last_cells(),
                clashes: &[],
                game,
                selected: usize::MAX,
                selection: &[],
                step: None,
                pointed: None,
                wrong: &[],
                numbers: self.settings.numbers_above_nine,
                pictures: self.settings.pictures
                    && super::sized_pictures::has_pictures(game.size()),
                palette,
                marks,
            };
            super::sized_board::show(ui, &scene);
            return;
        }
        let Some(play) = &self.sized else {
            return;
        };
        let numbers = self.settings.numbers_above_nine;
        let pictures =
            self.settings.pictures && super::sized_pictures::has_pictures(play.game.size());
        if let Some((shown, step)) =
            (self.windows.solve_path.view()).and_then(|v| v.sized_preview())
        {
            // A step of the solve path: the position before it, its houses and cells
            // marked; no cursor, no clicks (Escape or the path's list go back).
            let step_houses: Vec<usize> = (step.units.iter())
                .flat_map(|&house| shown.house_cells(house))
                .collect();
            let scene = SizedScene {
                step_houses: &step_houses,
                clashes: &[],
                game: shown,
                selected: usize::MAX,
                selection: &[],
                step: Some(step),
                pointed: None,
                wrong: &[],
                numbers,
                pictures,
                palette,
                marks: &play.marks,
            };
            super::sized_board::show(ui, &scene);
            return;
        }
        // A step chosen in All steps is what the player asked to see, over the hint.
        let chosen = (self.windows.all_steps.view()).and_then(|view| view.sized_chosen_step());
        let (step, pointed) = match (chosen, &play.hint) {
            (Some(step), _) | (None, Some(Finding::Step(step))) => (Some(step), None),
            (None, Some(Finding::Mistake { cell, .. })) => (None, Some(usize::from(*cell))),
            _ => (None, None),
        };
        let clashes = if self.settings.show_conflicts {
            play.game.clashing_cells()
        } else {
            Vec::new()
        };
        let step_houses: Vec<usize> = step
            .iter()
            .flat_map(|step| step.units.iter())
            .flat_map(|&house| play.game.house_cells(house))
            .collect();
        let scene = SizedScene {
            step_houses: &step_houses,
            clashes: &clashes,
            game: &play.game,
            selected: play.selected,
            selection: &play.selection,
            step,
            pointed,
            wrong: &play.checked,
            numbers,
            pictures,
            palette,
            marks: &play.marks,
        };
        let output = super::sized_board::show(ui, &scene);
        if let Some(cell) = output.clicked {
            out.push(Command::Select(cell));
        }
        if let Some(cell) = output.toggled {
            out.push(Command::Toolkit(ToolkitCommand::ToggleSelect(cell)));
        }
        // In colour mode, Alt+click on a note colours it, for chain colouring.
        if let Some((cell, digit)) = output.alt_clicked
            && play.mode == InputMode::Colour
            && play.game.notes(cell) >> (digit - 1) & 1 == 1
        {
            out.push(Command::Toolkit(ToolkitCommand::PaintCandidate {
                cell,
                digit,
            }));
        }
        if let Some((start, over)) = output.dragged {
            // A drag from outside the selection starts a new one at its first cell.
            if !play.selection.contains(&start) {
                out.push(Command::Toolkit(ToolkitCommand::StartDragSelection(start)));
            }
            if !play.selection.contains(&over) {
                out.push(Command::Toolkit(ToolkitCommand::ExtendSelection(over)));
            }
        }
    }

    /// The side panel beside a game of another size: its name and clock, the message, a
    /// pad of its digits, and its buttons.
    pub(super) fn sized_panel(&self, ui: &mut Ui, palette: &Palette, out: &mut Vec<Command>) {
        let Some(play) = &self.sized else {
            return;
        };
        let game = &play.game;
        let level = game
            .level()
            .map_or_else(|| tr("play-beyond-logic"), level_name);
        ui.label(
            RichText::new(format!("{} · {level}", super::sized_play::game_name(game)))
                .size(20.0)
                .strong(),
        );
        // While a replay is on the board, the clock shows the replay's time of the game.
        let elapsed = match self.replay_now_ms() {
            Some(ms) => super::replay_view::clock_text(ms),
            None => format_duration(game.elapsed()),
        };
        ui.label(RichText::new(elapsed).color(palette.muted));
        rules_text(ui, game, palette);
        ui.add_space(6.0);
        let playing = game.status() == Status::Playing;
        super::tool_panel::mode_selector((self, play.mode), ui, palette, playing, out);
        ui.add_space(4.0);
        self.sized_pad(game.size(), play.mode, playing, ui, palette, out);
        ui.add_space(6.0);
        let rows: [&[(Command, bool)]; 3] = [
            &[
                (Command::Erase, playing),
                (Command::FillCandidates, playing),
            ],
            &[
                (Command::Hint, playing),
                (Command::Check, true),
                (Command::Undo, game.can_undo()),
                (Command::Redo, game.can_redo()),
            ],
            &[
                (
                    Command::TogglePause,
                    matches!(game.status(), Status::Playing | Status::Paused),
                ),
                (Command::Restart, game.can_undo()),
                (Command::Reveal, playing),
            ],
        ];
        for row in rows {
            button_row(ui, row.len(), |ui, button_size| {
                for (command, enabled) in row {
                    let label = match command {
                        Command::TogglePause if game.status() == Status::Paused => {
                            tr("play-resume")
                        }
                        _ => command.label(),
                    };
                    let button = Button::new(label).min_size(button_size);
                    command_button(ui, button, command.clone(), *enabled, out);
                }
            });
        }
        // Below the buttons, as beside a 9x9 game: a message coming or going moves none.
        ui.add_space(6.0);
        super::feedback_card::message_card(self, ui, palette);
        // The game block keeps to the foot of the panel, as beside a 9x9 game, with room
        // under it for the open collection's rows (drawn after the panel, `layout.rs`).
        let collection_rows = match self.collection_position() {
            Some(_) => super::buttons::BUTTON_HEIGHT + 28.0,
            None => 0.0,
        };
        let block = 2.0 * super::buttons::BUTTON_HEIGHT + 48.0 + collection_rows;
        ui.add_space((ui.available_height() - block).max(8.0));
        ui.separator();
        if self.sized_generating.is_some() {
            let button = Button::new(tr("cmd-cancel"));
            command_button(ui, button, Command::CancelGeneration, true, out);
        } else {
            self.sized_game_block(play, ui, palette, out);
        }
    }

    /// The pad of a grid `size` wide: a button a digit (or its picture, or in colour mode
    /// its colour), as the input mode `mode` reads it.
    pub(super) fn sized_pad(
        &self,
        size: usize,
        mode: InputMode,
        enabled: bool,
        ui: &mut Ui,
        palette: &Palette,
        out: &mut Vec<Command>,
    ) {
        let across = match size {
            0..=6 => size,
            7..=9 => 5,
            _ => 8,
        };
        let digits: Vec<u8> = (1..=u8::try_from(size).unwrap_or(16)).collect();
        let pictures = self.settings.pictures && super::sized_pictures::has_pictures(size);
        for row in digits.chunks(across) {
            button_row(ui, row.len(), |ui, button_size| {
                for &digit in row {
                    let button_size = button_size.max(egui::vec2(0.0, 40.0));
                    if mode == InputMode::Colour {
                        colour_button(ui, digit, button_size, enabled, palette, out);
                    } else if pictures {
                        let marking = mode != InputMode::Digit;
                        picture_button(ui, digit, button_size, (enabled, marking), out);
                    } else {
                        let numbers = self.settings.numbers_above_nine;
                        let text = RichText::new(symbol(digit, numbers)).size(20.0);
                        let button = Button::new(text)
                            .min_size(button_size)
                            .selected(mode != InputMode::Digit);
                        command_button(ui, button, Command::Digit(digit), enabled, out);
                    }
                }
            });
        }
    }

    /// The panel's game block beside a game of another size: a size and a level to choose,
    /// New game, and the way back to the 9x9 game.
    fn sized_game_block(
        &self,
        play: &SizedPlay,
        ui: &mut Ui,
        palette: &Palette,
        out: &mut Vec<Command>,
    ) {
        ui.label(RichText::new(tr("menu-game")).strong().color(palette.muted));
        let id = egui::Id::unique("sized-new-game-choice");
        let current = (play.game.kind(), play.game.level().unwrap_or(Level::Medium));
        let (mut kind, mut level) = ui.data(|d| d.get_temp(id)).unwrap_or(current);
        button_row(ui, 2, |ui, button_size| {
            let width = (button_size.x - 8.0).max(72.0);
            let combo = egui::ComboBox::from_id_salt("sized-size")
                .width(width)
                .selected_text(sized_name(kind))
                .show_ui(ui, |ui| {
                    for choice in menu_kinds() {
                        ui.selectable_value(&mut kind, choice, sized_name(choice));
                    }
                });
            let name = tr("win-choose-size");
            combo
                .response
                .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &name));
            if !kind.levels().contains(&level) {
                level = *kind.levels().last().unwrap_or(&Level::Easy);
            }
            let combo = egui::ComboBox::from_id_salt("sized-level")
                .width(width)
                .selected_text(level_name(level))
                .show_ui(ui, |ui| {
                    for &choice in kind.levels() {
                        ui.selectable_value(&mut level, choice, level_name(choice));
                    }
                });
            let name = tr("play-level");
            combo
                .response
                .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &name));
        });
        ui.data_mut(|d| d.insert_temp(id, (kind, level)));
        button_row(ui, 2, |ui, button_size| {
            let new_game = Command::NewSizedGame(kind, level);
            let button = super::buttons::accent_button(&tr("cmd-new-game"), palette);
            command_button(ui, button.min_size(button_size), new_game, true, out);
            let back = Button::new(Command::CloseSizedGame.label()).min_size(button_size);
            command_button(ui, back, Command::CloseSizedGame, true, out);
        });
    }
}

/// Every size the New game menus offer: with boxes, then as jigsaws.
pub fn menu_kinds() -> impl Iterator<Item = SizedKind> {
    use crate::generator::sized::{BOXED_SIZES, JIGSAW_SIZES};
    let boxed = BOXED_SIZES.into_iter().filter(|&size| size != 9);
    let boxed = boxed.map(|size| SizedKind {
        size,
        jigsaw: false,
    });
    boxed.chain(
        JIGSAW_SIZES
            .into_iter()
            .map(|size| SizedKind { size, jigsaw: true }),
    )
}

/// A pad button showing a digit's picture (picture mode), named by it for screen readers.
fn picture_button(
    ui: &mut Ui,
    digit: u8,
    size: egui::Vec2,
    (enabled, marking): (bool, bool),
    out: &mut Vec<Command>,
) {
    let name = super::sized_pictures::picture_name(digit);
    let button = Button::new("").min_size(size).selected(marking);
    let response = ui.add_enabled(enabled, button);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, &name));
    let rect = response.rect.shrink(4.0);
    super::sized_pictures::paint_picture(ui.painter(), rect, digit, 0.8, !enabled);
    if response.on_hover_text(&name).clicked() {
        out.push(Command::Digit(digit));
    }
}

/// A pad button in colour mode: the colour's swatch with its number, named by it; the keys
/// past the nine colours are off.
fn colour_button(
    ui: &mut Ui,
    digit: u8,
    size: egui::Vec2,
    enabled: bool,
    palette: &Palette,
    out: &mut Vec<Command>,
) {
    let fill = super::cell_colours::fill(digit, palette);
    let name = match fill {
        Some(_) => crate::i18n::tr_args(
            "play-pad-colour",
            &[
                ("digit", digit.into()),
                ("colour", super::cell_colours::name(digit).into()),
            ],
        ),
        None => String::new(),
    };
    let text = RichText::new(digit.to_string())
        .size(16.0)
        .color(palette.given);
    let mut button = Button::new(text).min_size(size);
    if let Some(fill) = fill {
        button = button.fill(fill);
    }
    let enabled = enabled && fill.is_some();
    let response = ui.add_enabled(enabled, button);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, &name));
    if response.on_hover_text(&name).clicked() {
        out.push(Command::Digit(digit));
    }
}

/// A puzzle's credit and, for one with rules, its rules as the setter wrote them: open
/// with the puzzle, as a solver needs them before the first digit.
fn rules_text(ui: &mut Ui, game: &crate::game::SizedGame, palette: &Palette) {
    let metadata = game.metadata();
    if let Some(credit) = super::panel_header::credit_line(metadata) {
        ui.add(egui::Label::new(RichText::new(credit).color(palette.muted)).wrap());
    }
    let Some(rules) = metadata
        .description
        .as_deref()
        .filter(|r| !r.trim().is_empty())
    else {
        return;
    };
    egui::CollapsingHeader::new(tr("play-rules-heading"))
        .default_open(true)
        .show(ui, |ui| {
            egui::ScrollArea::vertical()
                .max_height(180.0)
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    ui.add(egui::Label::new(rules.trim()).wrap());
                });
        });
}
