//! The panel's tools for solving: the input-mode selector, the number pad (which follows
//! the mode: digits, candidates, corner marks or colour swatches, and shows the digit chosen
//! for digit-first input) and the list of checkpoints.

use super::NonetApp;
use super::buttons::{button_row, command_button};
use super::command::{CellFilter, Command, HighlightCommand, ToolkitCommand};
use super::theme::Palette;
use crate::game::InputMode;
use crate::i18n::{Arg, tr, tr_args};
use egui::{Button, Color32, CornerRadius, RichText, Sense, Stroke, Ui, vec2};

/// The four input modes as a row of buttons; `current` is filled.
pub(super) fn mode_selector(
    (app, current): (&NonetApp, InputMode),
    ui: &mut Ui,
    palette: &Palette,
    enabled: bool,
    out: &mut Vec<Command>,
) {
    if app.setting.is_some() {
        return;
    }
    // Tighter padding lets a compact panel keep two modes a row; the buttons stretch to
    // equal widths either way.
    ui.scope(|ui| {
        ui.spacing_mut().button_padding.x = MODE_PADDING;
        button_row(ui, InputMode::ALL.len(), |ui, size| {
            for mode in InputMode::ALL {
                let current = current == mode;
                let command = Command::Toolkit(ToolkitCommand::SetMode(mode));
                let text = RichText::new(command.label()).color(if current {
                    palette.on_accent
                } else {
                    palette.given
                });
                let mut button = Button::new(text)
                    .selected(current)
                    .min_size(vec2(size.x, size.y * 0.8));
                if current {
                    button = button.fill(palette.accent);
                }
                let keys =
                    match mode {
                        InputMode::Digit => None,
                        InputMode::Candidate => Command::ToggleNotesMode.shortcut_text(ui.ctx()),
                        InputMode::Corner => Command::Toolkit(ToolkitCommand::ToggleCornerMode)
                            .shortcut_text(ui.ctx()),
                        InputMode::Colour => Command::Toolkit(ToolkitCommand::ToggleColourMode)
                            .shortcut_text(ui.ctx()),
                    };
                let cycle = Command::Toolkit(ToolkitCommand::CycleMode)
                    .shortcut_text(ui.ctx())
                    .unwrap_or_default();
                let response = ui
                    .add_enabled(enabled, button.wrap_mode(egui::TextWrapMode::Extend))
                    .on_hover_ui(|ui| {
                        let description = ("description", Arg::from(command.description()));
                        let cycle = ("cycle", Arg::from(cycle.as_str()));
                        ui.label(match &keys {
                            Some(keys) => tr_args(
                                "play-mode-tip-keys",
                                &[description, ("keys", keys.as_str().into()), cycle],
                            ),
                            None => tr_args("play-mode-tip", &[description, cycle]),
                        });
                    });
                if response.clicked() {
                    out.push(command);
                }
            }
        });
    });
}

/// Lowest a pad key gets (in the smallest window's compact panel), in points.
pub(super) const PAD_KEY_MIN: f32 = 28.0;

/// The keys' greatest height that lays the pad out as one row of nine keys, each
/// [`PAD_KEY_MIN`] tall: the pad's most compact form, for a panel that needs its height for
/// a long hint.
pub(super) const PAD_ONE_ROW: f32 = PAD_KEY_MIN - 1.0;

/// Lowest pad key that shows what is left under its digit.
pub(super) const PAD_KEY_TWO_LINES: f32 = 36.0;

/// Room between a mode button's label and its edges.
const MODE_PADDING: f32 = 3.0;

/// The number pad. A button sends the digit as a key would; its look follows the mode. Its
/// keys are at most `max_height` tall, so a short panel keeps room for the rest.
pub(super) fn number_pad(
    app: &NonetApp,
    ui: &mut Ui,
    palette: &Palette,
    counts: &[u8; 10],
    (enabled, max_height): (bool, f32),
    out: &mut Vec<Command>,
) {
    let columns = if max_height <= PAD_ONE_ROW { 9 } else { 3 };
    let spacing = if columns == 9 { 4.0 } else { 8.0 };
    let width = ((ui.available_width() - (columns - 1) as f32 * spacing) / columns as f32).floor();
    let height = (width * 0.72)
        .floor()
        .clamp(PAD_KEY_MIN, max_height.max(PAD_KEY_MIN));
    let entering = app.setting.is_some();
    let mode = if entering { InputMode::Digit } else { app.mode };
    let rows = 9 / columns;
    for row in 0..rows {
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing.x = spacing;
            for col in 0..columns {
                let digit = (row * columns + col + 1) as u8;
                let left = 9i32 - i32::from(counts[digit as usize]);
                let (rect, response) = ui.allocate_exact_size(vec2(width, height), Sense::click());
                let armed = app.armed == Some(digit) && !entering;
                let label = if entering {
                    tr_args("play-pad-digit", &[("digit", digit.into())])
                } else if mode == InputMode::Colour {
                    tr_args(
                        "play-pad-colour",
                        &[
                            ("digit", digit.into()),
                            ("colour", super::cell_colours::name(digit).into()),
                        ],
                    )
                } else if left <= 0 {
                    tr_args("play-pad-all-placed", &[("digit", digit.into())])
                } else {
                    tr_args(
                        "play-pad-digit-left",
                        &[("digit", digit.into()), ("count", left.into())],
                    )
                };
                response.widget_info(|| {
                    egui::WidgetInfo::selected(egui::Role::Button, enabled, armed, label.clone())
                });
                let response = response.on_hover_ui(|ui| {
                    ui.label(pad_tooltip(app, mode, digit, ui.ctx()));
                    if !entering {
                        ui.label(highlight_tip(digit, ui.ctx()));
                    }
                });
                let filter =
                    Command::Highlight(HighlightCommand::Toggle(CellFilter::Candidate(digit)));
                let filtering = app.highlight == Some(CellFilter::Candidate(digit)) && !entering;
                let done = left <= 0 && !entering && mode != InputMode::Colour;
                let swatch = (mode == InputMode::Colour)
                    .then(|| super::cell_colours::fill(digit, palette))
                    .flatten();
                let fill = if response.is_pointer_button_down_on() {
                    palette.same_digit
                } else if let Some(swatch) = swatch {
                    swatch
                } else if armed {
                    palette.selected
                } else if filtering {
                    palette.filter_cell
                } else if response.hovered() && enabled {
                    palette.peer
                } else {
                    palette.cell
                };
                let stroke = if armed {
                    Stroke::new(2.5, palette.accent)
                } else if filtering {
                    Stroke::new(2.5, palette.filter_ring)
                } else {
                    Stroke::new(1.0, palette.thin_line)
                };
                let painter = ui.painter();
                painter.rect(
                    rect,
                    CornerRadius::same(8),
                    fill,
                    stroke,
                    egui::StrokeKind::Inside,
                );
                let fade = |c: Color32| {
                    if done || !enabled {
                        c.gamma_multiply(0.35)
                    } else {
                        c
                    }
                };
                let (color, size, place) = match mode {
                    InputMode::Digit => (palette.entry, 0.5, egui::Align2::CENTER_CENTER),
                    InputMode::Candidate => (palette.note, 0.36, egui::Align2::CENTER_CENTER),
                    InputMode::Corner => (palette.entry, 0.3, egui::Align2::LEFT_TOP),
                    InputMode::Colour => (palette.given, 0.36, egui::Align2::CENTER_CENTER),
                };
                let at = match mode {
                    InputMode::Corner => rect.min + vec2(width * 0.14, height * 0.1),
                    _ => rect.center() - vec2(0.0, height * 0.08),
                };
                painter.text(
                    at,
                    place,
                    digit.to_string(),
                    egui::FontId::monospace(height * size),
                    fade(color),
                );
                // A key too low for two lines shows its digit alone (its label still says
                // how many are left).
                if !entering && height >= PAD_KEY_TWO_LINES {
                    let under = if mode == InputMode::Colour {
                        super::cell_colours::name(digit)
                    } else if done {
                        tr("play-pad-done")
                    } else {
                        tr_args("play-pad-left", &[("count", left.into())])
                    };
                    painter.text(
                        rect.center_bottom() - vec2(0.0, height * 0.14),
                        egui::Align2::CENTER_CENTER,
                        under,
                        egui::FontId::proportional((height * 0.2).clamp(10.0, 13.0)),
                        fade(if swatch.is_some() {
                            palette.given
                        } else {
                            palette.muted
                        }),
                    );
                }
                if response.clicked() && (enabled || entering) {
                    out.push(Command::Digit(digit));
                }
                // The second button (a long press on a touch screen) looks rather than
                // writes, so it does the same in every mode.
                if (response.secondary_clicked() || response.long_touched()) && !entering {
                    out.push(filter);
                }
            }
        });
        if row + 1 < rows {
            ui.add_space(spacing - ui.spacing().item_spacing.y);
        }
    }
}

/// What the pad button's second button does: highlight the digit's candidates.
fn highlight_tip(digit: u8, ctx: &egui::Context) -> String {
    let command = Command::Highlight(HighlightCommand::Toggle(CellFilter::Candidate(digit)));
    tr_args(
        "play-pad-tip-highlight",
        &[
            ("digit", digit.into()),
            (
                "keys",
                command.shortcut_text(ctx).unwrap_or_default().into(),
            ),
        ],
    )
}

/// What pressing a pad button does now, with the key that does the same.
fn pad_tooltip(app: &NonetApp, mode: InputMode, digit: u8, ctx: &egui::Context) -> String {
    // One message for "the selected cell" (one cell, or none) and one for "the 3 selected
    // cells", each a whole sentence.
    let cells = app.selection.len();
    let id = |one: &'static str, many: &'static str| if cells > 1 { many } else { one };
    let count = ("count", Arg::from(cells));
    let digit_arg = ("digit", Arg::from(digit));
    if app.setting.is_some() {
        return tr_args("play-pad-tip-entering", &[digit_arg]);
    }
    if app.settings.digit_first && mode != InputMode::Colour {
        return tr_args("play-pad-tip-digit-first", &[digit_arg]);
    }
    match mode {
        InputMode::Digit => tr_args(
            id("play-pad-tip-digit", "play-pad-tip-digit-cells"),
            &[digit_arg, count],
        ),
        InputMode::Candidate => tr_args(
            id("play-pad-tip-candidate", "play-pad-tip-candidate-cells"),
            &[digit_arg, count],
        ),
        InputMode::Corner => tr_args(
            id("play-pad-tip-corner", "play-pad-tip-corner-cells"),
            &[digit_arg, count],
        ),
        InputMode::Colour => tr_args(
            id("play-pad-tip-colour", "play-pad-tip-colour-cells"),
            &[
                digit_arg,
                count,
                ("colour", super::cell_colours::name(digit).into()),
                (
                    "erase",
                    Command::Erase.shortcut_text(ctx).unwrap_or_default().into(),
                ),
            ],
        ),
    }
}

/// The checkpoints, newest last, each with a button to go back to it and one to forget it.
pub(super) fn checkpoint_list(
    app: &NonetApp,
    ui: &mut Ui,
    palette: &Palette,
    playing: bool,
    out: &mut Vec<Command>,
) {
    let Some(game) = &app.game else {
        return;
    };
    let checkpoints = game.checkpoints();
    if checkpoints.is_empty() || app.setting.is_some() {
        return;
    }
    ui.add_space(4.0);
    ui.label(
        RichText::new(tr("play-checkpoints"))
            .strong()
            .color(palette.muted),
    );
    // The newest few; the Edit menu lists them all.
    let first = checkpoints.len().saturating_sub(3);
    for (index, checkpoint) in checkpoints.iter().enumerate().skip(first) {
        ui.horizontal(|ui| {
            command_button(
                ui,
                Button::new(tr("play-checkpoint-go-back")),
                Command::Toolkit(ToolkitCommand::GoToCheckpoint(index)),
                playing,
                out,
            );
            command_button(
                ui,
                Button::new(tr("play-checkpoint-forget")),
                Command::Toolkit(ToolkitCommand::RemoveCheckpoint(index)),
                true,
                out,
            );
            ui.add(
                egui::Label::new(
                    RichText::new(super::toolkit::checkpoint_line(checkpoint, game))
                        .color(palette.given),
                )
                .wrap(),
            );
        });
    }
}
