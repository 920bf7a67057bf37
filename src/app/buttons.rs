//! The panel's buttons: rows whose labels always fit, buttons that queue a command with
//! the command table's tooltip, and the accent button of a group's main action.

use super::command::Command;
use super::theme::Palette;
use egui::{Align, Button, Layout, RichText, Ui, vec2};

/// Height of ordinary command buttons.
pub(super) const BUTTON_HEIGHT: f32 = 34.0;

/// A button in the accent colour, for the main action of a group or dialog.
pub fn accent_button<'a>(text: &str, palette: &Palette) -> Button<'a> {
    Button::new(RichText::new(text).color(palette.on_accent).strong()).fill(palette.accent)
}

/// The least room between a button's label and its edges, in a row that fits only at its
/// labels' own widths.
const TIGHT_PADDING: f32 = 4.0;

/// Lays out buttons in rows of equal widths: all in one row when their labels fit, else
/// in as many rows as keep every label whole. A row whose labels fit side by side only at
/// their own widths stays one row, each button widened by the same amount, rather than
/// give a button a row of its own. The labels are measured in invisible, disabled passes
/// first, so nothing is ever cut short.
pub(super) fn button_row(ui: &mut Ui, count: usize, mut add: impl FnMut(&mut Ui, egui::Vec2)) {
    let spacing = ui.spacing().item_spacing.x;
    let available = ui.available_width();
    let padding = ui.spacing().button_padding.x;
    let mut measure = |layout: Layout, padding: f32, add: &mut dyn FnMut(&mut Ui, egui::Vec2)| {
        let mut measure = ui.new_child(
            egui::UiBuilder::new()
                .max_rect(ui.available_rect_before_wrap())
                .layout(layout)
                .sizing_pass()
                .invisible(),
        );
        measure.disable();
        measure.spacing_mut().button_padding.x = padding;
        add(&mut measure, vec2(0.0, BUTTON_HEIGHT));
        measure.min_rect().width()
    };
    let widest = measure(Layout::top_down(Align::Min), padding, &mut add);
    let mut columns = count.max(1);
    while columns > 1 && widest * columns as f32 + spacing * (columns as f32 - 1.0) > available {
        columns -= 1;
    }
    if columns < count {
        let together = measure(Layout::left_to_right(Align::Min), TIGHT_PADDING, &mut add);
        if together <= available {
            // Each button takes an equal share of the room left, on both sides of its label.
            let extra = ((available - together) / (2.0 * count as f32)).floor();
            ui.horizontal(|ui| {
                ui.spacing_mut().button_padding.x = TIGHT_PADDING + extra;
                add(ui, vec2(0.0, BUTTON_HEIGHT));
            });
            return;
        }
    }
    let width = ((available - spacing * (columns as f32 - 1.0)) / columns as f32).floor();
    ui.horizontal_wrapped(|ui| {
        ui.set_max_width(available);
        add(ui, vec2(width, BUTTON_HEIGHT));
    });
}

/// Whether the buttons `add` lays out fit side by side in one row of the room left, each
/// with its label's own width and the usual padding (measured in an invisible pass).
pub(super) fn fits_in_one_row(ui: &mut Ui, mut add: impl FnMut(&mut Ui, egui::Vec2)) -> bool {
    let available = ui.available_width();
    let mut measure = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(ui.available_rect_before_wrap())
            .layout(Layout::left_to_right(Align::Min))
            .sizing_pass()
            .invisible(),
    );
    measure.disable();
    add(&mut measure, vec2(0.0, BUTTON_HEIGHT));
    measure.min_rect().width() <= available
}

/// A button for `command`, labelled `label`, with the table's tooltip; queues the command
/// when clicked.
pub(super) fn command_button(
    ui: &mut Ui,
    button: Button<'_>,
    command: Command,
    enabled: bool,
    out: &mut Vec<Command>,
) {
    // The row lays buttons out so their labels fit whole (see `button_row`); the tooltip is
    // only put together while the pointer is on the button.
    if ui
        .add_enabled(enabled, button.wrap_mode(egui::TextWrapMode::Extend))
        .on_hover_ui(|ui| {
            ui.label(command.tooltip(ui.ctx()));
        })
        .clicked()
    {
        out.push(command);
    }
}
