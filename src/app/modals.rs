//! Windows over the board: the question before a game is replaced or revealed, the win,
//! the keyboard shortcuts sheet (from the command table) and How to play.

use super::command::Command;
use super::controls::accent_button;
use super::shortcut_sheet::{SHEET, sheet_row};
use super::theme::Palette;
use super::{Confirm, HelpWindow, NonetApp};
use crate::game::format_duration;
use egui::RichText;

/// The frame of the app's dialogs: roomy, rounded, in the cell colour.
fn dialog_frame(palette: &Palette) -> egui::Frame {
    egui::Frame::new()
        .fill(palette.cell)
        .stroke(egui::Stroke::new(1.0, palette.thin_line))
        .corner_radius(egui::CornerRadius::same(12))
        .inner_margin(egui::Margin::same(20))
}

/// A dialog's width: its natural width, or less in a small window.
fn dialog_width(ctx: &egui::Context, natural: f32) -> f32 {
    natural.min(ctx.content_rect().width() - 64.0).max(200.0)
}

/// Draws whichever windows are open.
pub(super) fn show(app: &NonetApp, ctx: &egui::Context, palette: &Palette, out: &mut Vec<Command>) {
    if let Some(confirm) = app.confirm {
        confirm_dialog(confirm, ctx, palette, out);
    } else if let Some(win) = &app.win {
        let what = win
            .level
            .map_or("the puzzle".to_string(), |l| format!("this {l} puzzle"));
        let response = egui::Modal::new(egui::Id::unique("win"))
            .frame(dialog_frame(palette))
            .show(ctx, |ui| {
                ui.set_width(dialog_width(ctx, 380.0));
                ui.vertical_centered(|ui| {
                    ui.label(RichText::new("Solved!").size(28.0).color(palette.success));
                    ui.label(format!(
                        "Well done! You solved {what} in {}.",
                        format_duration(win.time)
                    ));
                    if let Some(rating) = app.game.as_ref().and_then(|g| g.rating()) {
                        ui.label(
                            RichText::new(super::rating_text::short(rating)).color(palette.muted),
                        )
                        .on_hover_text(super::rating_text::explanation(rating));
                    }
                    ui.label(
                        RichText::new(format!("Hints {} · Mistakes {}", win.hints, win.mistakes))
                            .color(palette.muted),
                    );
                    for &assist in &win.assists {
                        ui.label(
                            RichText::new(super::records::assisted_sentence(assist))
                                .color(palette.muted),
                        );
                    }
                    if win.new_best {
                        ui.label(
                            RichText::new("That is your best time at this level.")
                                .color(palette.success),
                        );
                    } else if let Some(best) = win.best {
                        ui.label(
                            RichText::new(format!(
                                "Your best at this level: {}",
                                format_duration(best)
                            ))
                            .color(palette.muted),
                        );
                    }
                    ui.add_space(8.0);
                    ui.horizontal(|ui| {
                        if ui.add(accent_button("Play again", palette)).clicked() {
                            out.push(Command::CloseWin);
                            out.push(Command::NewGameAtChosenLevel);
                        }
                        if ui.button(Command::CloseWin.label()).clicked() {
                            out.push(Command::CloseWin);
                        }
                    });
                });
            });
        if response.should_close() {
            out.push(Command::CloseWin);
        }
    }
    match app.help {
        Some(HelpWindow::Shortcuts) => help_window(ctx, palette, "Keyboard shortcuts", out, |ui| {
            shortcuts_sheet(ui, palette)
        }),
        Some(HelpWindow::HowToPlay) => help_window(ctx, palette, "How to play", out, |ui| {
            how_to_play(ui, palette)
        }),
        None => {}
    }
}

fn confirm_dialog(
    confirm: Confirm,
    ctx: &egui::Context,
    palette: &Palette,
    out: &mut Vec<Command>,
) {
    let (title, body, yes) = match confirm {
        Confirm::Reveal => (
            "Show the solution?",
            "This fills in the answer and ends the game. The game will not count towards your best times, even if you undo and finish it. Undo brings your game back.",
            "Show solution",
        ),
        Confirm::NewGame(_) => (
            "Start a new game?",
            "The game in progress will be replaced.",
            "New game",
        ),
        Confirm::CollectionPuzzle(_) => (
            "Play another puzzle?",
            "The game in progress will be replaced. Save it first to come back to it.",
            "Play it",
        ),
        Confirm::PastedPuzzle => (
            "Play the pasted puzzle?",
            "The game in progress will be replaced. Save it first to come back to it.",
            "Play it",
        ),
        Confirm::OpenFile => (
            "Open the file?",
            "The game in progress will be replaced by the file's puzzle. Save it first to come back to it.",
            "Open it",
        ),
        Confirm::PlaySeveral => (
            "Play a puzzle with several solutions?",
            "This puzzle has more than one solution. Nonet can play it against one of them: Check, hints and Solve then follow that one, and a different correct finish may be called a mistake.",
            "Play anyway",
        ),
        Confirm::Daily(_) => (
            "Play the daily puzzle?",
            "The game in progress will be replaced. Save it first to come back to it.",
            "Play it",
        ),
        Confirm::Practise(_) => (
            "Start practising?",
            "Practice positions replace the game in progress. Save it first to come back to it.",
            "Practise",
        ),
    };
    egui::Modal::new(egui::Id::unique("confirm"))
        .frame(dialog_frame(palette))
        .show(ctx, |ui| {
            ui.set_width(dialog_width(ctx, 380.0));
            ui.heading(title);
            ui.label(body);
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.add(accent_button(yes, palette)).clicked() {
                    out.push(Command::ConfirmYes);
                }
                if ui.button(Command::ConfirmNo.label()).clicked() {
                    out.push(Command::ConfirmNo);
                }
            });
        });
}

/// A closable window of help text that scrolls when the window is small.
fn help_window(
    ctx: &egui::Context,
    palette: &Palette,
    title: &str,
    out: &mut Vec<Command>,
    add: impl FnOnce(&mut egui::Ui),
) {
    let mut open = true;
    egui::Window::new(title)
        .id(egui::Id::unique("help window"))
        .open(&mut open)
        .collapsible(false)
        .resizable(true)
        .frame(dialog_frame(palette))
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .default_width(dialog_width(ctx, 560.0))
        .max_width(dialog_width(ctx, 560.0))
        .max_height((ctx.content_rect().height() - 80.0).max(160.0))
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .id_salt("help text")
                .auto_shrink([false, true])
                .show(ui, add);
        });
    if !open {
        out.push(Command::Dismiss);
    }
}

/// Every keyboard shortcut, grouped as in the menus, straight from the command table.
fn shortcuts_sheet(ui: &mut egui::Ui, palette: &Palette) {
    let ctx = ui.ctx().clone();
    // Two columns that wrap: the keys, then what they do.
    let keys_width = (ui.available_width() * 0.38).clamp(90.0, 200.0);
    for (heading, commands) in SHEET {
        ui.label(RichText::new(heading).strong().color(palette.given));
        for command in commands {
            let row = sheet_row(command, &ctx);
            ui.horizontal_top(|ui| {
                ui.allocate_ui_with_layout(
                    egui::vec2(keys_width, 0.0),
                    egui::Layout::top_down(egui::Align::Min),
                    |ui| {
                        ui.set_width(keys_width);
                        ui.add(
                            egui::Label::new(
                                RichText::new(row.keys).monospace().color(palette.given),
                            )
                            .wrap(),
                        );
                    },
                );
                ui.add(egui::Label::new(row.what).wrap());
            });
        }
        ui.add_space(8.0);
    }
    ui.label(
        RichText::new("Mouse: click a cell to select it; drag or Ctrl+click to select several; right-click switches notes mode; in colour mode, Alt+click paints a candidate.")
            .color(palette.muted),
    );
}

/// The rules and the app's way of playing, in short.
fn how_to_play(ui: &mut egui::Ui, palette: &Palette) {
    let paragraphs = [
        (
            "The rules",
            "Fill the grid so that every row, every column and every 3×3 box holds the digits 1 to 9 once each. The grey digits are given and cannot change. Every Nonet puzzle has exactly one solution, and logic alone finds it.",
        ),
        (
            "Entering digits",
            "Click a cell (or move with the arrow keys) and type a digit, or click it on the number pad. Delete, Backspace or 0 erases. The pad shows how many of each digit are still to place.",
        ),
        (
            "Notes",
            "The mode buttons above the pad choose what a digit does: Digit enters it, Notes writes a small candidate, Corner a corner mark (this digit goes in one of these cells of the box), Colour paints the cell. Shift, Ctrl or Alt with a digit writes a candidate, a corner mark or a colour without switching. Fill candidates writes every possible digit into every empty cell (View › Live candidates keeps them true as you play); entering a digit removes it from the notes of its row, column and box.",
        ),
        (
            "Selecting and checkpoints",
            "Drag across cells, or Ctrl+click them, to work on several at once: one digit, mark or colour goes into all of them as one move. Ctrl+M marks a checkpoint; Edit › Go back to checkpoint returns to it, and Undo brings your later moves back.",
        ),
        (
            "Hints and checking",
            "Hint says where to look, then names the technique and marks its cells, then explains it on the board; the next press applies the step (View › Hints in tiers off: explained at once). A wrong digit is pointed out first. Check marks wrong entries; Solve shows the answer after asking, and Undo brings your game back.",
        ),
        (
            "Learning",
            "Learn › Solve path lists the whole logical solution; choose a step to see the board just before it, and apply up to it if you like. Learn › Techniques and practice says what each technique does, shows an example, and gives practice positions where it is the next step.",
        ),
        (
            "Games and files",
            "New game makes a puzzle at the chosen level, from Easy to Master. Open reads Nonet saves and puzzle files from other programs (.sdk, .ss, .sdm, one puzzle per line); drop a file on the window or paste a copied puzzle (Edit › Paste puzzle). Your game is saved automatically and comes back when Nonet starts.",
        ),
    ];
    for (heading, text) in paragraphs {
        ui.label(RichText::new(heading).strong().color(palette.given));
        ui.label(text);
        ui.add_space(6.0);
    }
    let keys = Command::ShowShortcuts
        .shortcut_text(ui.ctx())
        .unwrap_or_default();
    ui.label(
        RichText::new(format!(
            "Every key is listed under Help › Keyboard shortcuts ({keys})."
        ))
        .color(palette.muted),
    );
}
