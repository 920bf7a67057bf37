//! The control panel: level and clock, the number pad, tools, hint and messages, and the
//! game commands. It reads the app and emits commands; every button's tooltip comes from the
//! command table and names its shortcut.

use super::buttons::{BUTTON_HEIGHT, accent_button, button_row, command_button};
use super::command::{Command, ToolkitCommand, level_name};
use super::hint_marks::HintTier;
use super::theme::Palette;
use super::tool_panel::{PAD_KEY_MIN, PAD_KEY_TWO_LINES};
use super::{NonetApp, collection_view};
use crate::game::{Game, Hint, Status};
use crate::i18n::{Arg, tr, tr_args};
use crate::logic::Level;
use egui::{Align, Button, Layout, RichText, Ui, vec2};

/// Widest the panel's contents grow, so the pad stays a pad in a wide bottom panel.
pub const CONTENT_MAX_WIDTH: f32 = 360.0;

/// Narrowest the level chooser gets.
const LEVEL_CHOOSER_MIN: f32 = 72.0;

/// Least height of the middle part (hint card, checkpoints, messages) below which the tools
/// and then the game buttons give up their places and scroll with it: a card's heading and
/// two lines.
const MIDDLE_MIN_HEIGHT: f32 = 90.0;

/// Height of a panel from which the pad's keys take their full height.
const TALL_PANEL: f32 = 820.0;
/// Tallest pad key in a tall panel.
const PAD_KEY_TALL: f32 = 72.0;
/// Tallest pad key in a shorter panel.
const PAD_KEY_SHORT: f32 = 52.0;

/// Space between the pad and the tools under it.
const TOOLS_GAP: f32 = 4.0;

/// Tallest pad keys to try, in turn, when the panel is short: keys that still show what
/// is left, then keys with the digit alone.
const PAD_KEY_STEPS: [f32; 3] = [PAD_KEY_SHORT, PAD_KEY_TWO_LINES, PAD_KEY_MIN];

/// Draws the whole panel. The clock, the modes and the pad stay at the top and the game
/// buttons at the bottom; the part between (the hint card, checkpoints, messages) scrolls in
/// its own box. In a short panel the pad's keys are lower, the tools and then the game
/// buttons join the scrolling part, and when even the pad leaves the middle too little
/// room, the whole panel scrolls as one.
pub fn panel(app: &NonetApp, ui: &mut Ui, palette: &Palette, out: &mut Vec<Command>) {
    if app.setting.is_some() {
        let height = room_below(ui);
        scrolling_part(ui, ("setting", height), |ui| {
            centred(ui, |ui| super::setting_view::panel(app, ui, palette, out));
        });
        return;
    }
    let playing = app
        .game
        .as_ref()
        .is_some_and(|g| g.status() == Status::Playing);
    // The tools and the game buttons are measured in this frame, so they fit from the first
    // frame on, whatever the collection or a puzzle being made adds to them.
    let spacing = ui.spacing().item_spacing.y;
    let tools_height = measured_height(ui, |ui| {
        centred(ui, |ui| tools(app, ui, playing, &mut Vec::new()));
    }) + TOOLS_GAP
        + spacing;
    let bottom_height = measured_height(ui, |ui| {
        centred(ui, |ui| {
            ui.separator();
            game_commands(app, ui, palette, &mut Vec::new());
        });
    }) + spacing;
    let room = room_below(ui);
    let top_height = |ui: &mut Ui, pad_max: f32| {
        measured_height(ui, |ui| {
            top(app, ui, palette, (playing, pad_max), &mut Vec::new())
        })
    };
    // The tallest pad keys that leave the game buttons the bottom and the middle its least
    // height; else the tallest that leave the middle its height, the buttons scrolling in it.
    // Measured step by step, so a panel where the first step fits lays the top out once.
    let pad_max = if room >= TALL_PANEL {
        Some(PAD_KEY_TALL)
    } else {
        let mut fallback = None;
        let mut fitting = None;
        for pad_max in PAD_KEY_STEPS {
            let left = room - top_height(ui, pad_max);
            if left >= MIDDLE_MIN_HEIGHT + bottom_height {
                fitting = Some(pad_max);
                break;
            }
            if left >= MIDDLE_MIN_HEIGHT {
                fallback = fallback.or(Some(pad_max));
            }
        }
        fitting.or(fallback)
    };
    let Some(pad_max) = pad_max else {
        // Too short for a fixed top: everything scrolls, the pad's keys at their lowest.
        // Its own scroll position: the middle's would open it part-way down.
        scrolling_part(ui, ("whole panel", room), |ui| {
            top(app, ui, palette, (playing, PAD_KEY_MIN), out);
            centred(ui, |ui| {
                ui.add_space(TOOLS_GAP);
                tools(app, ui, playing, out);
                news_and_checkpoints(app, ui, palette, playing, out);
                ui.add_space(8.0);
                ui.separator();
                game_commands(app, ui, palette, out);
            });
        });
        return;
    };
    top(app, ui, palette, (playing, pad_max), out);
    // The game buttons keep the bottom while the middle keeps its least height; the tools
    // stay under the pad on the same terms, else they head the scrolling middle.
    let room = room_below(ui);
    let pinned = room - bottom_height >= MIDDLE_MIN_HEIGHT;
    let tools_on_top = pinned && room - bottom_height - tools_height >= MIDDLE_MIN_HEIGHT;
    if tools_on_top {
        ui.add_space(TOOLS_GAP);
        centred(ui, |ui| tools(app, ui, playing, out));
    }
    let room = room_below(ui);
    // The scrolling part is followed by a gap of its own before the game buttons.
    let middle = if pinned {
        room - bottom_height - spacing
    } else {
        room
    };
    scrolling_part(ui, ("middle", middle), |ui| {
        centred(ui, |ui| {
            if !tools_on_top {
                tools(app, ui, playing, out);
            }
            news_and_checkpoints(app, ui, palette, playing, out);
            if !pinned {
                ui.add_space(8.0);
                ui.separator();
                game_commands(app, ui, palette, out);
            }
        });
    });
    if pinned {
        centred(ui, |ui| {
            ui.separator();
            game_commands(app, ui, palette, out);
        });
    }
}

/// The panel's top: the practice bar, the clock and level, the modes and the pad, whose
/// keys are at most `pad_max` tall.
fn top(
    app: &NonetApp,
    ui: &mut Ui,
    palette: &Palette,
    (playing, pad_max): (bool, f32),
    out: &mut Vec<Command>,
) {
    centred(ui, |ui| {
        if let Some(practice) = &app.practice {
            super::practice::practice_bar(practice, ui, palette, out);
            ui.add_space(6.0);
        }
        super::panel_header::header(app, ui, palette, out);
        ui.add_space(4.0);
        let counts = app
            .game
            .as_ref()
            .map_or([0u8; 10], |g: &Game| g.digit_counts());
        super::tool_panel::mode_selector(app, ui, palette, playing, out);
        ui.add_space(4.0);
        super::tool_panel::number_pad(app, ui, palette, &counts, (playing, pad_max), out);
    });
}

/// The middle's contents: the hint card or message first (the news is read before the
/// list), the counters, then the checkpoints.
fn news_and_checkpoints(
    app: &NonetApp,
    ui: &mut Ui,
    palette: &Palette,
    playing: bool,
    out: &mut Vec<Command>,
) {
    super::feedback_card::feedback(app, ui, palette);
    ui.add_space(4.0);
    if let Some(game) = &app.game {
        ui.add(
            egui::Label::new(
                RichText::new(super::records::counters_text(
                    game,
                    app.settings.show_mistakes,
                ))
                .color(palette.muted),
            )
            .wrap(),
        );
    }
    ui.add_space(4.0);
    super::tool_panel::checkpoint_list(app, ui, palette, playing, out);
}

/// The height `add` takes, measured in an invisible, disabled pass with its own ids (laid
/// out as the real pass is, so rows wrap alike).
fn measured_height(ui: &mut Ui, add: impl FnOnce(&mut Ui)) -> f32 {
    let mut measure = ui.new_child(
        egui::UiBuilder::new()
            .id_salt("measure")
            .max_rect(ui.available_rect_before_wrap())
            .layout(Layout::top_down(Align::Min))
            .invisible(),
    );
    measure.disable();
    add(&mut measure);
    measure.min_rect().height()
}

/// Room the panel's frame keeps under its contents, in points.
const PANEL_BOTTOM_MARGIN: f32 = 12.0;

/// The height from the cursor down to the panel's bottom as the window shows it: the
/// panel's own area can reach below the window's edge, where nothing would be seen.
fn room_below(ui: &Ui) -> f32 {
    let bottom = ui
        .max_rect()
        .bottom()
        .min(ui.ctx().content_rect().bottom() - PANEL_BOTTOM_MARGIN);
    (bottom - ui.cursor().min.y).max(0.0)
}

/// The part of the panel that scrolls in its own box, `height` tall, keeping its scroll
/// position under `name`.
fn scrolling_part(ui: &mut Ui, (name, height): (&str, f32), add: impl FnOnce(&mut Ui)) {
    egui::ScrollArea::vertical()
        .id_salt(("controls", name))
        .max_height(height)
        .min_scrolled_height(height)
        .auto_shrink([false, false])
        // A visible bar tells a small window that more controls lie below.
        .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::VisibleWhenNeeded)
        .show(ui, add);
}

/// The panel's contents, centred when the panel is wider than they grow (below the board),
/// never wider than the panel, so nothing is cut at the sides.
fn centred(ui: &mut Ui, add: impl FnOnce(&mut Ui)) {
    let width = ui.available_width().min(CONTENT_MAX_WIDTH);
    let indent = ((ui.available_width() - width) / 2.0).max(0.0);
    ui.horizontal(|ui| {
        ui.add_space(indent);
        ui.vertical(|ui| {
            ui.set_width(width);
            add(ui);
        });
    });
}

/// The tools in rows: undo, redo and erase; checkpoint, hint and check; the notes' fill
/// and clear.
fn tools(app: &NonetApp, ui: &mut Ui, playing: bool, out: &mut Vec<Command>) {
    let game = app.game.as_ref();
    let can_undo = game.is_some_and(Game::can_undo);
    let can_redo = game.is_some_and(Game::can_redo);
    button_row(ui, 3, |ui, size| {
        // Undo and Redo say which move they would take back or do again.
        let keys = |c: &Command| c.shortcut_text(ui.ctx()).unwrap_or_default();
        let undo_tip = game.and_then(Game::undo_action).map_or_else(
            || Command::Undo.tooltip(ui.ctx()),
            |a| {
                tr_args(
                    "play-undo-tip",
                    &[
                        ("action", a.describe().into()),
                        ("keys", keys(&Command::Undo).into()),
                    ],
                )
            },
        );
        let redo_tip = game.and_then(Game::redo_action).map_or_else(
            || Command::Redo.tooltip(ui.ctx()),
            |a| {
                tr_args(
                    "play-redo-tip",
                    &[
                        ("action", a.describe().into()),
                        ("keys", keys(&Command::Redo).into()),
                    ],
                )
            },
        );
        if ui
            .add_enabled(can_undo, Button::new(Command::Undo.label()).min_size(size))
            .on_hover_text(undo_tip)
            .clicked()
        {
            out.push(Command::Undo);
        }
        if ui
            .add_enabled(can_redo, Button::new(Command::Redo.label()).min_size(size))
            .on_hover_text(redo_tip)
            .clicked()
        {
            out.push(Command::Redo);
        }
        command_button(
            ui,
            Button::new(Command::Erase.label()).min_size(size),
            Command::Erase,
            playing,
            out,
        );
    });
    let hint_label = match app.hint.as_ref().map(|h| (&h.hint, h.tier)) {
        Some((Hint::Step(_), HintTier::Explained)) => tr("play-hint-apply"),
        Some((Hint::Step(_), _)) => tr("play-hint-more"),
        Some((Hint::WrongEntry { .. } | Hint::WrongNotes { .. }, _)) => tr("play-hint-fix"),
        _ => Command::Hint.label(),
    };
    button_row(ui, 3, |ui, size| {
        command_button(
            ui,
            Button::new(tr("play-checkpoint")).min_size(size),
            Command::Toolkit(ToolkitCommand::AddCheckpoint),
            playing,
            out,
        );
        command_button(
            ui,
            Button::new(hint_label.as_str()).min_size(size),
            Command::Hint,
            playing,
            out,
        );
        command_button(
            ui,
            Button::new(Command::Check.label()).min_size(size),
            Command::Check,
            playing,
            out,
        );
    });
    button_row(ui, 2, |ui, size| {
        command_button(
            ui,
            Button::new(Command::FillCandidates.label()).min_size(size),
            Command::FillCandidates,
            playing,
            out,
        );
        command_button(
            ui,
            Button::new(Command::ClearNotes.label()).min_size(size),
            Command::ClearNotes,
            playing,
            out,
        );
    });
}

fn game_commands(app: &NonetApp, ui: &mut Ui, palette: &Palette, out: &mut Vec<Command>) {
    ui.label(RichText::new(tr("menu-game")).strong().color(palette.muted));
    if let Some(generating) = &app.generating {
        let (level, attempts) = (generating.level, generating.job.attempts());
        ui.horizontal(|ui| {
            ui.spinner();
            ui.vertical(|ui| {
                ui.label(tr_args(
                    "play-making-puzzle",
                    &[("level", level_name(level).into())],
                ));
                ui.label(
                    RichText::new(tr_args(
                        "play-grids-tried",
                        &[("count", Arg::Number(i64::from(attempts)))],
                    ))
                    .small()
                    .color(palette.muted),
                );
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
    } else {
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
    if let Some((total, current)) = app.collection_position() {
        let total_text = collection_view::thousands(total);
        let position = current.map_or_else(
            || {
                tr_args(
                    "play-collection-size",
                    &[("total", total_text.clone().into())],
                )
            },
            |i| {
                tr_args(
                    "play-collection-position",
                    &[
                        ("number", collection_view::thousands(i + 1).into()),
                        ("total", total_text.clone().into()),
                    ],
                )
            },
        );
        ui.label(RichText::new(position).small().color(palette.muted));
        button_row(ui, 2, |ui, size| {
            command_button(
                ui,
                Button::new(Command::NextPuzzle.label()).min_size(size),
                Command::NextPuzzle,
                true,
                out,
            );
            command_button(
                ui,
                Button::new(Command::TogglePicker.label()).min_size(size),
                Command::TogglePicker,
                true,
                out,
            );
        });
    }
    let has_game = app.game.is_some();
    let playing = app
        .game
        .as_ref()
        .is_some_and(|g| g.status() == Status::Playing);
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
            Command::Setter(super::command::SetterCommand::Start(
                crate::variant::Kind::Classic,
            )),
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
