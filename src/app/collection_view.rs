//! The window listing the puzzles of an opened collection, with their ratings as the
//! background rater finds them, and the progress shown while a big file is read.

use super::theme::Palette;
use crate::game::{EntryRating, PuzzleList};
use crate::logic::Level;
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
    /// The only level the picker lists and "Next puzzle" moves to, if the player chose one.
    pub level_filter: Option<Level>,
    /// The rated puzzles by level, for the filter.
    levels: LevelIndex,
}

/// The puzzles rated at each level, rebuilt whenever more ratings have come in.
#[derive(Default)]
struct LevelIndex {
    /// How many puzzles were rated when it was built (`None` before the first build).
    built_at: Option<usize>,
    /// When it was built.
    built_when: Option<std::time::Instant>,
    /// The indices of the puzzles at each level of [`Level::ALL`], in file order.
    by_level: [Vec<usize>; Level::ALL.len()],
}

/// The shortest time between two rebuilds of the per-level lists while rating goes on.
const REFRESH_INTERVAL: std::time::Duration = std::time::Duration::from_millis(250);

/// The position of `level` in [`Level::ALL`].
fn level_slot(level: Level) -> usize {
    match level {
        Level::Easy => 0,
        Level::Medium => 1,
        Level::Hard => 2,
        Level::Expert => 3,
        Level::Master => 4,
    }
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
            level_filter: None,
            levels: LevelIndex::default(),
        }
    }

    /// The first puzzle after `index` not already known to be unplayable; with a level
    /// filter, the first one rated at that level.
    pub fn next_playable_after(&self, index: Option<usize>) -> Option<usize> {
        let start = index.map_or(0, |i| i + 1);
        (start..self.list.len()).find(|&i| match (self.level_filter, self.list.rating(i)) {
            (None, rating) => !rating.is_unplayable(),
            (Some(level), EntryRating::Rated(rating)) => rating.level == level,
            (Some(_), _) => false,
        })
    }

    /// Brings the per-level lists up to date with the ratings found so far. While rating
    /// goes on, at most four times a second: a rebuild walks the whole file (a million
    /// puzzles take a few milliseconds), and the mouse alone asks for sixty frames a second.
    pub fn refresh_levels(&mut self) {
        self.refresh_levels_every(REFRESH_INTERVAL);
    }

    /// [`Self::refresh_levels`] with the shortest time between rebuilds given.
    fn refresh_levels_every(&mut self, interval: std::time::Duration) {
        let rated = self.list.rated_count();
        let finished = rated >= self.list.len();
        let recent = self
            .levels
            .built_when
            .is_some_and(|when| when.elapsed() < interval);
        if self.levels.built_at == Some(rated) || (recent && !finished) {
            return;
        }
        let mut by_level: [Vec<usize>; Level::ALL.len()] = Default::default();
        for index in 0..self.list.len() {
            if let EntryRating::Rated(rating) = self.list.rating(index) {
                by_level[level_slot(rating.level)].push(index);
            }
        }
        self.levels = LevelIndex {
            built_at: Some(rated),
            built_when: Some(std::time::Instant::now()),
            by_level,
        };
    }

    /// How many puzzles were rated at `level` (as of the last [`Self::refresh_levels`]).
    pub fn count_at(&self, level: Level) -> usize {
        self.levels.by_level[level_slot(level)].len()
    }

    /// How many rows the picker lists.
    pub fn shown_len(&self) -> usize {
        match self.level_filter {
            None => self.list.len(),
            Some(level) => self.count_at(level),
        }
    }

    /// The puzzle listed at `row` of the picker.
    pub fn shown_at(&self, row: usize) -> Option<usize> {
        match self.level_filter {
            None => (row < self.list.len()).then_some(row),
            Some(level) => self.levels.by_level[level_slot(level)].get(row).copied(),
        }
    }

    /// The row of the picker listing puzzle `index`, if it is listed.
    pub fn row_of(&self, index: usize) -> Option<usize> {
        match self.level_filter {
            None => (index < self.list.len()).then_some(index),
            Some(level) => self.levels.by_level[level_slot(level)]
                .binary_search(&index)
                .ok(),
        }
    }

    /// Lists only the puzzles at `level` (or all of them); the highlight moves to the first
    /// listed puzzle when the highlighted one is no longer listed.
    pub fn set_level_filter(&mut self, level: Option<Level>) {
        self.level_filter = level;
        self.refresh_levels_every(std::time::Duration::ZERO);
        if self.row_of(self.chosen).is_none() {
            self.chosen = self.shown_at(0).unwrap_or(self.chosen);
        }
        self.scroll_to_chosen = true;
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
    // A plain bar, not an animated spinner: rating a big file takes minutes and the window
    // should not redraw sixty times a second meanwhile. It stays when rating is done, so
    // the rows below never jump under the pointer.
    let rating_text = if list.rated_count() < total {
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_millis(250));
        format!(
            "Rating… {} of {}",
            thousands(list.rated_count()),
            thousands(total)
        )
    } else {
        "Every puzzle rated".to_string()
    };
    ui.add(
        egui::ProgressBar::new(list.rated_count() as f32 / total.max(1) as f32)
            .desired_width(ui.available_width())
            .text(rating_text),
    );
    level_filter_row(ui, collection, palette);
    ui.separator();
    header_row(ui, palette);

    let mut action = None;
    let shown = collection.shown_len();
    let footer = 44.0;
    let mut scroll = egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .max_height((ui.available_height() - footer).max(ROW_HEIGHT * 3.0));
    if collection.scroll_to_chosen {
        collection.scroll_to_chosen = false;
        let row = collection.row_of(collection.chosen).unwrap_or(0);
        scroll = scroll.vertical_scroll_offset(
            (row as f32 * (ROW_HEIGHT + ui.spacing().item_spacing.y) - ROW_HEIGHT * 4.0).max(0.0),
        );
    }
    scroll.show_rows(ui, ROW_HEIGHT, shown, |ui, rows| {
        // Rate what is on screen first.
        if let Some(first) = collection.shown_at(rows.start) {
            collection.list.prioritise(first);
        }
        let indices: Vec<usize> = rows.filter_map(|row| collection.shown_at(row)).collect();
        for index in indices {
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
        let playable = !collection.list.rating(collection.chosen).is_unplayable()
            && collection.row_of(collection.chosen).is_some();
        if ui
            .add_enabled(
                playable && shown > 0,
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

/// The "Show" row: every puzzle, or only those rated at one level, with how many there are.
fn level_filter_row(ui: &mut Ui, collection: &mut OpenCollection, palette: &Palette) {
    collection.refresh_levels();
    let mut chosen = collection.level_filter;
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new("Show").color(palette.muted));
        if ui
            .add(egui::Button::selectable(chosen.is_none(), "All"))
            .on_hover_text("List every puzzle of the file")
            .clicked()
        {
            chosen = None;
        }
        for level in Level::ALL {
            let count = collection.count_at(level);
            let text = format!("{level} · {}", thousands(count));
            if ui
                .add(egui::Button::selectable(chosen == Some(level), text))
                .on_hover_text(format!(
                    "List only the {level} puzzles; Next puzzle then skips to the next one"
                ))
                .clicked()
            {
                chosen = Some(level);
            }
        }
    });
    if chosen != collection.level_filter {
        collection.set_level_filter(chosen);
    }
    if let Some(level) = collection.level_filter {
        let pending =
            collection.list.len() - collection.list.rated_count().min(collection.list.len());
        if collection.count_at(level) == 0 || pending > 0 {
            let text = if pending > 0 {
                format!("{level} puzzles are listed as they are rated.")
            } else {
                format!("No {level} puzzles in this file.")
            };
            ui.label(RichText::new(text).small().color(palette.muted));
        }
    }
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
