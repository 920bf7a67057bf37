//! The side panel: level and clock, the number pad, tools, hint and messages, and the
//! game commands. Every button names its keyboard shortcut in a tooltip.

use super::theme::Palette;
use super::{Message, MessageKind, NonetApp, ThemeChoice};
use crate::game::{Action, Game, Hint, Status, format_duration};
use crate::logic::Level;
use egui::{Align, Button, Color32, CornerRadius, Layout, RichText, Sense, Stroke, Ui, vec2};

/// Width of the side panel for a window `width` points wide: a third, within limits.
pub fn panel_width(width: f32) -> f32 {
    (width * 0.3).clamp(260.0, 320.0).floor()
}

/// Room kept for the hint or message card.
const FEEDBACK_HEIGHT: f32 = 88.0;

/// Height of ordinary command buttons.
const BUTTON_HEIGHT: f32 = 34.0;

/// A button in the accent colour, for the main action of a group or dialog.
pub fn accent_button<'a>(text: &str, palette: &Palette) -> Button<'a> {
    Button::new(RichText::new(text).color(palette.on_accent).strong()).fill(palette.accent)
}

/// Lays out buttons in a row of equal widths.
fn button_row(ui: &mut Ui, count: usize, add: impl FnOnce(&mut Ui, egui::Vec2)) {
    let spacing = ui.spacing().item_spacing.x;
    let width = (ui.available_width() - spacing * (count as f32 - 1.0)) / count as f32;
    ui.horizontal(|ui| add(ui, vec2(width.floor(), BUTTON_HEIGHT)));
}

/// Draws the whole side panel.
pub fn side_panel(app: &mut NonetApp, ui: &mut Ui, palette: &Palette) {
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            if app.entering.is_some() {
                entering_panel(app, ui, palette);
            } else {
                game_panel(app, ui, palette);
            }
        });
}

fn game_panel(app: &mut NonetApp, ui: &mut Ui, palette: &Palette) {
    header(app, ui, palette);
    ui.add_space(4.0);
    let counts = app
        .game
        .as_ref()
        .map_or([0u8; 10], |g: &Game| g.digit_counts());
    let playing = app
        .game
        .as_ref()
        .is_some_and(|g| g.status() == Status::Playing);
    number_pad(app, ui, palette, &counts, playing);
    ui.add_space(4.0);
    tools(app, ui, palette, playing);
    ui.add_space(4.0);
    // Keep the space the card needs even when it is empty, so buttons below never jump.
    let top = ui.cursor().min.y;
    feedback(app, ui, palette);
    let used = ui.cursor().min.y - top;
    ui.add_space((FEEDBACK_HEIGHT - used).max(0.0) + 8.0);
    ui.separator();
    game_commands(app, ui, palette);
    ui.add_space(8.0);
    options(app, ui);
}

fn header(app: &mut NonetApp, ui: &mut Ui, palette: &Palette) {
    let Some(game) = app.game.as_ref() else {
        ui.label(
            RichText::new("New puzzle")
                .size(22.0)
                .strong()
                .color(palette.given),
        );
        ui.label(RichText::new("Coming up in a moment").color(palette.muted));
        return;
    };
    let level = game
        .level()
        .map_or_else(|| "Unrated".to_string(), |l| l.to_string());
    let elapsed = format_duration(game.elapsed());
    let status = game.status();
    let mut pause_clicked = false;
    ui.horizontal(|ui| {
        ui.vertical(|ui| {
            ui.label(
                RichText::new(level)
                    .size(22.0)
                    .strong()
                    .color(palette.given),
            );
            let detail = match status {
                Status::Solved => "Solved".to_string(),
                Status::Revealed => "Solution shown".to_string(),
                Status::Paused => "Paused".to_string(),
                Status::Playing => match game.level().and_then(|l| app.settings.best_time(l)) {
                    Some(best) => format!("Best {}", format_duration(best)),
                    None => match game.rating() {
                        Some(r) if !r.stalled => format!("Rated {:.1}", r.score),
                        _ => String::new(),
                    },
                },
            };
            ui.label(RichText::new(detail).color(palette.muted));
        });
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            let (label, tip) = if status == Status::Paused {
                ("Resume", "Resume the game (P)")
            } else {
                ("Pause", "Pause the game and hide the board (P)")
            };
            if ui
                .add_enabled(
                    matches!(status, Status::Playing | Status::Paused),
                    Button::new(label).min_size(vec2(72.0, BUTTON_HEIGHT)),
                )
                .on_hover_text(tip)
                .clicked()
            {
                pause_clicked = true;
            }
            ui.label(
                RichText::new(elapsed)
                    .size(24.0)
                    .monospace()
                    .color(palette.given),
            )
            .on_hover_text("Time spent on this puzzle");
        });
    });
    if pause_clicked {
        app.toggle_pause();
    }
}

/// Nine digit buttons showing how many of each digit are still to place.
fn number_pad(
    app: &mut NonetApp,
    ui: &mut Ui,
    palette: &Palette,
    counts: &[u8; 10],
    enabled: bool,
) {
    let spacing = 8.0;
    let width = ((ui.available_width() - 2.0 * spacing) / 3.0).floor();
    let height = (width * 0.72).floor();
    let notes_mode = app.notes_mode && app.entering.is_none();
    let mut pressed = None;
    for row in 0..3 {
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing.x = spacing;
            for col in 0..3 {
                let digit = (row * 3 + col + 1) as u8;
                let left = 9i32 - i32::from(counts[digit as usize]);
                let (rect, response) = ui.allocate_exact_size(vec2(width, height), Sense::click());
                let label = if app.entering.is_some() {
                    format!("Digit {digit}")
                } else if left <= 0 {
                    format!("Digit {digit}, all placed")
                } else {
                    format!("Digit {digit}, {left} left")
                };
                response.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::Button, enabled, label.clone())
                });
                let response = response.on_hover_text(if notes_mode {
                    format!("Toggle note {digit} (Shift+{digit})")
                } else {
                    format!("Enter {digit} (key {digit}); Shift+{digit} toggles a note")
                });
                let done = left <= 0 && app.entering.is_none();
                let fill = if response.is_pointer_button_down_on() {
                    palette.same_digit
                } else if response.hovered() && enabled {
                    palette.peer
                } else {
                    palette.cell
                };
                let painter = ui.painter();
                painter.rect(
                    rect,
                    CornerRadius::same(8),
                    fill,
                    Stroke::new(1.0, palette.thin_line),
                    egui::StrokeKind::Inside,
                );
                let fade = |c: Color32| {
                    if done || !enabled {
                        c.gamma_multiply(0.35)
                    } else {
                        c
                    }
                };
                let digit_color = fade(if notes_mode {
                    palette.note
                } else {
                    palette.entry
                });
                let size = if notes_mode {
                    height * 0.36
                } else {
                    height * 0.5
                };
                painter.text(
                    rect.center() - vec2(0.0, height * 0.08),
                    egui::Align2::CENTER_CENTER,
                    digit.to_string(),
                    egui::FontId::monospace(size),
                    digit_color,
                );
                if app.entering.is_none() {
                    let count_text = if done {
                        "done".to_string()
                    } else {
                        format!("{left} left")
                    };
                    painter.text(
                        rect.center_bottom() - vec2(0.0, height * 0.14),
                        egui::Align2::CENTER_CENTER,
                        count_text,
                        egui::FontId::proportional((height * 0.2).clamp(10.0, 13.0)),
                        fade(palette.muted),
                    );
                }
                if response.clicked() && (enabled || app.entering.is_some()) {
                    pressed = Some(digit);
                }
            }
        });
        if row < 2 {
            ui.add_space(spacing - ui.spacing().item_spacing.y);
        }
    }
    if let Some(digit) = pressed {
        app.input_digit(digit, false);
    }
}

fn tools(app: &mut NonetApp, ui: &mut Ui, palette: &Palette, playing: bool) {
    let can_undo = app.game.as_ref().is_some_and(Game::can_undo);
    let can_redo = app.game.as_ref().is_some_and(Game::can_redo);
    let undo_tip = app
        .game
        .as_ref()
        .and_then(Game::undo_action)
        .map_or("Undo (Ctrl+Z)".to_string(), |a| {
            format!("Undo: {} (Ctrl+Z)", a.describe())
        });
    let redo_tip = app
        .game
        .as_ref()
        .and_then(Game::redo_action)
        .map_or("Redo (Ctrl+Y or Ctrl+Shift+Z)".to_string(), |a| {
            format!("Redo: {} (Ctrl+Y)", a.describe())
        });
    button_row(ui, 3, |ui, size| {
        if ui
            .add_enabled(can_undo, Button::new("Undo").min_size(size))
            .on_hover_text(undo_tip)
            .clicked()
        {
            app.undo();
        }
        if ui
            .add_enabled(can_redo, Button::new("Redo").min_size(size))
            .on_hover_text(redo_tip)
            .clicked()
        {
            app.redo();
        }
        if ui
            .add_enabled(playing, Button::new("Erase").min_size(size))
            .on_hover_text("Erase the selected cell (Delete, Backspace or 0)")
            .clicked()
        {
            app.erase();
        }
    });
    let hint_label = match app.hint.as_ref().map(|h| &h.hint) {
        Some(Hint::Step(_)) => "Apply hint",
        Some(Hint::WrongEntry { .. } | Hint::WrongNotes { .. }) => "Fix it",
        _ => "Hint",
    };
    button_row(ui, 3, |ui, size| {
        let notes = Button::new(RichText::new("Notes").color(if app.notes_mode {
            palette.on_accent
        } else {
            palette.given
        }))
        .selected(app.notes_mode)
        .min_size(size);
        if ui
            .add_enabled(playing, notes)
            .on_hover_text(
                "Notes mode: digits become pencil marks (N). Shift+digit or a right-click also work.",
            )
            .clicked()
        {
            app.notes_mode = !app.notes_mode;
        }
        if ui
            .add_enabled(playing, Button::new(hint_label).min_size(size))
            .on_hover_text("Show the next logical step; press again to apply it (H)")
            .clicked()
        {
            app.hint_pressed();
        }
        if ui
            .add_enabled(playing, Button::new("Check").min_size(size))
            .on_hover_text("Mark the entries that are wrong")
            .clicked()
        {
            app.check();
        }
    });
    button_row(ui, 2, |ui, size| {
        if ui
            .add_enabled(playing, Button::new("Fill candidates").min_size(size))
            .on_hover_text("Write every possible digit into the notes of every empty cell")
            .clicked()
        {
            app.act(Action::FillCandidates);
        }
        if ui
            .add_enabled(playing, Button::new("Clear notes").min_size(size))
            .on_hover_text("Remove all notes")
            .clicked()
        {
            app.act(Action::ClearNotes);
        }
    });
}

/// The hint or the latest message, in a card.
fn feedback(app: &NonetApp, ui: &mut Ui, palette: &Palette) {
    let card = |ui: &mut Ui, accent: Color32, add: &mut dyn FnMut(&mut Ui)| {
        let response = egui::Frame::new()
            .fill(palette.cell)
            .stroke(Stroke::new(1.0, palette.thin_line))
            .corner_radius(CornerRadius::same(8))
            .inner_margin(egui::Margin {
                left: 16,
                right: 12,
                top: 10,
                bottom: 10,
            })
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                add(ui);
            })
            .response;
        // A coloured bar down the card's left edge says what kind of news it is.
        let bar = egui::Rect::from_min_size(response.rect.min, vec2(5.0, response.rect.height()));
        ui.painter().rect_filled(
            bar,
            CornerRadius {
                nw: 8,
                sw: 8,
                ne: 0,
                se: 0,
            },
            accent,
        );
    };
    if let Some(hint) = &app.hint {
        let accent = match hint.hint {
            Hint::WrongEntry { .. } | Hint::WrongNotes { .. } => palette.error,
            _ => palette.hint_digit,
        };
        card(ui, accent, &mut |ui| match &hint.hint {
            Hint::Step(step) => {
                ui.label(
                    RichText::new(step.technique.name())
                        .strong()
                        .size(17.0)
                        .color(palette.given),
                );
                // Explanations often repeat the technique's name, shown just above.
                let prefix = format!("{}: ", step.technique.name());
                let text = step
                    .explanation
                    .strip_prefix(&prefix)
                    .map_or(step.explanation.clone(), capitalise_first);
                ui.label(RichText::new(text).color(palette.given));
                ui.label(RichText::new("Press Hint again (H) to apply it.").color(palette.muted));
            }
            Hint::WrongEntry { explanation, .. } | Hint::WrongNotes { explanation, .. } => {
                ui.label(
                    RichText::new("Fix this first")
                        .strong()
                        .color(palette.error),
                );
                ui.label(RichText::new(explanation).color(palette.given));
                ui.label(RichText::new("Press again to erase it.").color(palette.muted));
            }
            Hint::Solved => {
                ui.label(RichText::new("Nothing left to do.").color(palette.given));
            }
            Hint::Stuck(why) => {
                ui.label(RichText::new("No hint").strong().color(palette.given));
                ui.label(RichText::new(why).color(palette.given));
            }
        });
    } else if let Some(Message { kind, text }) = &app.message {
        let (accent, color) = match kind {
            MessageKind::Info => (palette.accent, palette.given),
            MessageKind::Success => (palette.success, palette.success),
            MessageKind::Error => (palette.error, palette.error),
        };
        card(ui, accent, &mut |ui| {
            ui.label(RichText::new(text).color(color));
        });
    } else {
        ui.label(RichText::new(TIPS[tip_index(app)]).color(palette.muted));
    }
}

/// Short tips shown when there is no news, so the panel never sits empty.
const TIPS: [&str; 4] = [
    "Tip: Shift+digit or a right-click writes notes without switching modes.",
    "Tip: Hint explains the next step; press it again to apply the step.",
    "Tip: arrow keys move around the board, and they wrap at the edges.",
    "Tip: Ctrl+Z undoes anything, even Restart and Solve.",
];

fn tip_index(app: &NonetApp) -> usize {
    app.game
        .as_ref()
        .map_or(0, |g| g.givens().filled_count() % TIPS.len())
}

fn capitalise_first(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn game_commands(app: &mut NonetApp, ui: &mut Ui, palette: &Palette) {
    ui.label(RichText::new("Game").strong().color(palette.muted));
    if let Some(generating) = &app.generating {
        let (level, attempts) = (generating.level, generating.job.attempts());
        let mut cancel = false;
        ui.horizontal(|ui| {
            ui.spinner();
            ui.vertical(|ui| {
                ui.label(format!("Making a {level} puzzle…"));
                ui.label(
                    RichText::new(format!("{attempts} grids tried"))
                        .small()
                        .color(palette.muted),
                );
            });
        });
        if ui
            .add(Button::new("Cancel").min_size(vec2(ui.available_width(), BUTTON_HEIGHT)))
            .on_hover_text("Stop making the new puzzle")
            .clicked()
        {
            cancel = true;
        }
        if cancel {
            app.cancel_generation();
        }
    } else {
        let mut level = app.settings.new_game_level;
        let mut new_clicked = false;
        button_row(ui, 2, |ui, size| {
            let combo = egui::ComboBox::from_id_salt("level")
                .width(size.x - 8.0)
                .selected_text(level.to_string())
                .show_ui(ui, |ui| {
                    for l in Level::ALL {
                        ui.selectable_value(&mut level, l, l.to_string());
                    }
                });
            combo
                .response
                .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, "Level"));
            combo
                .response
                .on_hover_text("Difficulty of the next new game");
            if ui
                .add(accent_button("New game", palette).min_size(size))
                .on_hover_text("Start a new puzzle at the chosen level (Ctrl+N)")
                .clicked()
            {
                new_clicked = true;
            }
        });
        app.settings.new_game_level = level;
        if new_clicked {
            app.new_game_pressed(level);
        }
    }
    if let Some((total, current)) = app.collection_position() {
        let total_text = super::collection_view::thousands(total);
        let position = current.map_or_else(
            || format!("{total_text} puzzles in the collection"),
            |i| {
                format!(
                    "Puzzle {} of {total_text}",
                    super::collection_view::thousands(i + 1)
                )
            },
        );
        ui.label(RichText::new(position).small().color(palette.muted));
        button_row(ui, 2, |ui, size| {
            if ui
                .add(Button::new("Next puzzle").min_size(size))
                .on_hover_text("Play the next puzzle of the collection")
                .clicked()
            {
                app.next_puzzle_pressed();
            }
            if ui
                .add(Button::new("Puzzles…").min_size(size))
                .on_hover_text("Show the list of the collection's puzzles")
                .clicked()
            {
                app.toggle_picker();
            }
        });
    }
    let has_game = app.game.is_some();
    let playing = app
        .game
        .as_ref()
        .is_some_and(|g| g.status() == Status::Playing);
    button_row(ui, 2, |ui, size| {
        if ui
            .add_enabled(has_game, Button::new("Restart").min_size(size))
            .on_hover_text("Clear all entries and notes (can be undone)")
            .clicked()
        {
            app.act(Action::Restart);
        }
        if ui
            .add_enabled(playing, Button::new("Solve").min_size(size))
            .on_hover_text("Show the solution (asks first)")
            .clicked()
        {
            app.solve_pressed();
        }
    });
    button_row(ui, 3, |ui, size| {
        if ui
            .add(Button::new("Enter…").min_size(size))
            .on_hover_text("Type in a puzzle of your own")
            .clicked()
        {
            app.enter_puzzle_pressed();
        }
        if ui
            .add(Button::new("Open…").min_size(size))
            .on_hover_text("Open a saved game or a puzzle file (Ctrl+O)")
            .clicked()
        {
            app.open_dialog();
        }
        if ui
            .add_enabled(has_game, Button::new("Save…").min_size(size))
            .on_hover_text("Save this game (Ctrl+S)")
            .clicked()
        {
            app.save_dialog();
        }
    });
}

fn options(app: &mut NonetApp, ui: &mut Ui) {
    egui::CollapsingHeader::new("Options")
        .default_open(false)
        .show(ui, |ui| {
            let s = &mut app.settings;
            ui.checkbox(&mut s.show_mistakes, "Show mistakes as I go")
                .on_hover_text("Mark entries that disagree with the solution straight away");
            ui.checkbox(&mut s.show_conflicts, "Show clashes");
            ui.checkbox(&mut s.clear_peer_notes, "Remove notes a digit rules out");
            ui.checkbox(&mut s.highlight_peers, "Highlight row, column and box");
            ui.checkbox(&mut s.highlight_same_digit, "Highlight the same digit");
            ui.horizontal(|ui| {
                ui.label("Theme");
                for choice in ThemeChoice::ALL {
                    ui.radio_value(&mut s.theme, choice, choice.label());
                }
            });
        });
}

fn entering_panel(app: &mut NonetApp, ui: &mut Ui, palette: &Palette) {
    ui.label(
        RichText::new("Enter a puzzle")
            .size(22.0)
            .strong()
            .color(palette.given),
    );
    let givens = app.entering.as_ref().map_or(0, |e| e.grid.filled_count());
    ui.label(
        RichText::new(format!(
            "Click a cell and type its digit; 0 or Delete erases. {givens} givens so far."
        ))
        .color(palette.muted),
    );
    ui.add_space(4.0);
    number_pad(app, ui, palette, &[0; 10], true);
    ui.add_space(4.0);
    let mut start = false;
    let mut clear = false;
    let mut cancel = false;
    button_row(ui, 3, |ui, size| {
        start = ui
            .add(accent_button("Start", palette).min_size(size))
            .on_hover_text("Check the puzzle has exactly one solution and play it")
            .clicked();
        clear = ui
            .add(Button::new("Clear").min_size(size))
            .on_hover_text("Remove every given")
            .clicked();
        cancel = ui
            .add(Button::new("Cancel").min_size(size))
            .on_hover_text("Back to the current game")
            .clicked();
    });
    if start {
        app.start_entered_puzzle();
    } else if clear {
        if let Some(entering) = app.entering.as_mut() {
            entering.grid = crate::grid::Grid::empty();
        }
    } else if cancel {
        app.cancel_entering();
    }
    ui.add_space(4.0);
    feedback(app, ui, palette);
}
