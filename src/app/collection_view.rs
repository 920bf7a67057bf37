//! The window listing the puzzles of an opened collection, with their ratings as the
//! background rater finds them, and the progress shown while a big file is read.

use super::theme::Palette;
use crate::game::{EntryRating, PuzzleList};
use egui::{Align, Layout, RichText, Ui};

/// A collection the player opened, and where they are in it.
pub(super) struct OpenCollection {
    /// The puzzles, read and rated in the background.
    pub list: PuzzleList,
    /// The puzzle being played, when it came from this collection.
    pub current: Option<usize>,
    /// Whether the picker window is shown.
    pub picker_open: bool,
    /// The highlighted row of the picker.
    pub chosen: usize,
    /// Scroll the picker to the chosen row on the next frame.
    pub scroll_to_chosen: bool,
}

impl OpenCollection {
    /// A freshly read collection with the picker open at its first puzzle.
    pub fn new(list: PuzzleList) -> OpenCollection {
        OpenCollection {
            list,
            current: None,
            picker_open: true,
            chosen: 0,
            scroll_to_chosen: false,
        }
    }

    /// The first puzzle after `index` not already known to be unplayable.
    pub fn next_playable_after(&self, index: Option<usize>) -> Option<usize> {
        let start = index.map_or(0, |i| i + 1);
        (start..self.list.len()).find(|&i| !self.list.rating(i).is_unplayable())
    }
}

/// What the player did in the picker.
pub(super) enum PickerAction {
    /// Play the puzzle at this index.
    Play(usize),
}

/// Height of one row of the list.
const ROW_HEIGHT: f32 = 26.0;

/// Draws the picker window; returns what the player chose, if anything.
pub(super) fn picker_window(
    ctx: &egui::Context,
    collection: &mut OpenCollection,
    palette: &Palette,
) -> Option<PickerAction> {
    let mut open = collection.picker_open;
    let mut action = None;
    let title = format!("Puzzles in {}", collection.list.file_name());
    egui::Window::new(title)
        .id(egui::Id::unique("collection picker"))
        .open(&mut open)
        .collapsible(false)
        .resizable(true)
        .default_size([560.0, 520.0])
        // Below the menu bar, over the board, leaving the side panel free.
        .default_pos([24.0, 56.0])
        .min_width(420.0)
        // Keep the Play button on screen however many puzzles there are.
        .max_height((ctx.content_rect().height() - 80.0).max(240.0))
        .show(ctx, |ui| {
            action = picker_contents(ui, collection, palette);
        });
    collection.picker_open = open && action.is_none();
    action
}

fn picker_contents(
    ui: &mut Ui,
    collection: &mut OpenCollection,
    palette: &Palette,
) -> Option<PickerAction> {
    let list = &collection.list;
    let total = list.len();
    let mut summary = format!("{} puzzles", thousands(total));
    if list.error_count() > 0 {
        summary.push_str(&format!(
            " · {} unreadable record{} skipped",
            thousands(list.error_count()),
            if list.error_count() == 1 { "" } else { "s" }
        ));
    }
    ui.label(summary);
    if let Some(first) = list.errors().first() {
        ui.label(
            RichText::new(format!("First problem: {first}"))
                .small()
                .color(palette.error),
        );
    }
    if list.rated_count() < total {
        // A plain bar, not an animated spinner: rating a big file takes minutes and the
        // window should not redraw sixty times a second meanwhile.
        ui.add(
            egui::ProgressBar::new(list.rated_count() as f32 / total.max(1) as f32)
                .desired_width(ui.available_width())
                .text(format!(
                    "Rating… {} of {}",
                    thousands(list.rated_count()),
                    thousands(total)
                )),
        );
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_millis(250));
    }
    ui.separator();
    header_row(ui, palette);

    let mut action = None;
    let footer = 44.0;
    let mut scroll = egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .max_height((ui.available_height() - footer).max(ROW_HEIGHT * 3.0));
    if collection.scroll_to_chosen {
        collection.scroll_to_chosen = false;
        scroll = scroll.vertical_scroll_offset(
            (collection.chosen as f32 * (ROW_HEIGHT + ui.spacing().item_spacing.y)
                - ROW_HEIGHT * 4.0)
                .max(0.0),
        );
    }
    scroll.show_rows(ui, ROW_HEIGHT, total, |ui, rows| {
        // Rate what is on screen first.
        collection.list.prioritise(rows.start);
        for index in rows {
            let selected = collection.chosen == index;
            let response = puzzle_row(ui, collection, index, selected, palette);
            if response.clicked() {
                collection.chosen = index;
            }
            if response.double_clicked() {
                action = Some(PickerAction::Play(index));
            }
        }
    });
    ui.separator();
    ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
        let playable = !collection.list.rating(collection.chosen).is_unplayable();
        if ui
            .add_enabled(
                playable && total > 0,
                super::controls::accent_button("Play", palette),
            )
            .on_hover_text("Play the highlighted puzzle (or double-click it)")
            .clicked()
        {
            action = Some(PickerAction::Play(collection.chosen));
        }
        if let Some(current) = collection.current {
            ui.label(
                RichText::new(format!("Playing puzzle {}", thousands(current + 1)))
                    .color(palette.muted),
            );
        }
    });
    action
}

/// Column positions, as fractions of the row's width.
const COLUMNS: [f32; 4] = [0.0, 0.16, 0.34, 0.52];

fn header_row(ui: &mut Ui, palette: &Palette) {
    let (rect, _) = ui.allocate_exact_size(
        egui::vec2(ui.available_width(), ROW_HEIGHT * 0.8),
        egui::Sense::hover(),
    );
    let font = egui::TextStyle::Small.resolve(ui.style());
    for (text, at) in ["Puzzle", "Line", "Givens", "Level"]
        .into_iter()
        .zip(COLUMNS)
    {
        ui.painter().text(
            egui::pos2(rect.left() + 8.0 + at * rect.width(), rect.center().y),
            egui::Align2::LEFT_CENTER,
            text,
            font.clone(),
            palette.muted,
        );
    }
}

fn puzzle_row(
    ui: &mut Ui,
    collection: &OpenCollection,
    index: usize,
    selected: bool,
    palette: &Palette,
) -> egui::Response {
    let list = &collection.list;
    let (rect, response) = ui.allocate_exact_size(
        egui::vec2(ui.available_width(), ROW_HEIGHT),
        egui::Sense::click(),
    );
    let rating = list.rating(index);
    let level = match rating {
        EntryRating::Pending => "rating…".to_string(),
        EntryRating::Rated(r) if r.stalled => format!("{} (beyond logic)", r.level),
        EntryRating::Rated(r) => format!("{} {:.1}", r.level, r.score),
        EntryRating::NoSolution => "no solution".to_string(),
        EntryRating::Multiple => "several solutions".to_string(),
    };
    let (line, givens) = list
        .entry(index)
        .map_or((0, 0), |e| (e.line, e.grid.filled_count()));
    let label = format!("Puzzle {}", index + 1);
    response.widget_info(|| egui::WidgetInfo::selected(egui::Role::Button, true, selected, &label));
    let painter = ui.painter();
    if selected {
        painter.rect_filled(rect, 4.0, palette.selected);
    } else if response.hovered() {
        painter.rect_filled(rect, 4.0, palette.peer);
    }
    let playing = collection.current == Some(index);
    let font = egui::TextStyle::Body.resolve(ui.style());
    let colour = match rating {
        EntryRating::NoSolution | EntryRating::Multiple => palette.error,
        EntryRating::Pending => palette.muted,
        EntryRating::Rated(_) => palette.given,
    };
    let number = if playing {
        format!("{} (playing)", thousands(index + 1))
    } else {
        thousands(index + 1)
    };
    let texts = [number, thousands(line as usize), givens.to_string(), level];
    for (i, (text, at)) in texts.into_iter().zip(COLUMNS).enumerate() {
        let text_colour = match i {
            3 => colour,
            0 if playing => palette.accent,
            _ => palette.given,
        };
        painter.text(
            egui::pos2(rect.left() + 8.0 + at * rect.width(), rect.center().y),
            egui::Align2::LEFT_CENTER,
            text,
            font.clone(),
            text_colour,
        );
    }
    response
}

/// Progress shown while a file is being read.
pub(super) fn loading_window(ctx: &egui::Context, list: &PuzzleList) -> bool {
    let mut cancel = false;
    egui::Window::new(format!("Opening {}", list.file_name()))
        .id(egui::Id::unique("collection loading"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.set_width(360.0);
            ui.label("Reading the puzzles…");
            ui.add(
                egui::ProgressBar::new(list.read_fraction())
                    .desired_width(ui.available_width())
                    .show_percentage(),
            );
            if ui.button("Cancel").clicked() {
                cancel = true;
            }
        });
    ctx.request_repaint_after(std::time::Duration::from_millis(50));
    cancel
}

/// A count written with thousands separators, such as "1,465".
pub(super) fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::thousands;

    #[test]
    fn thousands_are_separated() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1_465), "1,465");
        assert_eq!(thousands(1_000_000), "1,000,000");
    }
}
