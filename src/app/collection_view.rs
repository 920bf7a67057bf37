//! The window listing the puzzles of an opened collection, with their ratings as the
//! background rater finds them, and the progress shown while a big file is read.

use super::NonetApp;
use super::command::{Command, level_name};
use super::theme::Palette;
use super::window_unit::{AppWindow, Precedence, WindowKind};
use crate::game::{EntryRating, PuzzleList};
use crate::generator::sized::SizedKind;
use crate::i18n::Localized;
use crate::i18n::{Arg, tr, tr_args};
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
    built_when: Option<web_time::Instant>,
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
            // A new collection's list opens at its top, not where another file's was left.
            scroll_to_chosen: true,
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
            built_when: Some(web_time::Instant::now()),
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

/// The collection the player opened, which the picker window lists.
#[derive(Default)]
pub(super) struct CollectionWindow {
    /// The collection, while one is open.
    pub opened: Option<OpenCollection>,
}

impl CollectionWindow {
    /// Shows or hides the picker (Game › Collection), scrolled to the highlighted puzzle.
    pub(super) fn toggle_picker(&mut self) {
        if let Some(collection) = &mut self.opened {
            collection.picker_open = !collection.picker_open;
            collection.scroll_to_chosen = collection.picker_open;
        }
    }
}

impl AppWindow for CollectionWindow {
    fn kind(&self) -> WindowKind {
        WindowKind::Collection
    }

    /// Whether the picker is shown (the collection stays open without it).
    fn is_open(&self) -> bool {
        self.opened.as_ref().is_some_and(|c| c.picker_open)
    }

    fn precedence(&self) -> Precedence {
        Precedence::CollectionPicker
    }

    fn close(&mut self) -> bool {
        match self.opened.as_mut().filter(|c| c.picker_open) {
            Some(collection) => {
                collection.picker_open = false;
                true
            }
            None => false,
        }
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
    let title = tr_args(
        "win-picker-title",
        &[("file", Arg::from(collection.list.file_name()))],
    );
    egui::Window::new(title)
        .id(egui::Id::unique("collection picker"))
        .open(&mut open)
        .collapsible(false)
        .resizable(true)
        .default_size([560.0, 520.0])
        // Below the menu bar, over the board, leaving the side panel free.
        .default_pos([24.0, 56.0])
        .constrain_to(super::modals::below_menu(ctx))
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
    let count = Arg::from(thousands(total));
    let summary = match list.error_count() {
        0 => tr_args("win-picker-count", &[("count", count)]),
        1 => tr_args("win-picker-count-skipped-one", &[("count", count)]),
        skipped => tr_args(
            "win-picker-count-skipped",
            &[("count", count), ("skipped", Arg::from(thousands(skipped)))],
        ),
    };
    ui.label(summary);
    if let Some(first) = list.errors().first() {
        ui.label(
            RichText::new(tr_args(
                "win-picker-first-problem",
                &[("error", Arg::from(first.localized()))],
            ))
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
        tr_args(
            "win-picker-rating",
            &[
                ("done", Arg::from(thousands(list.rated_count()))),
                ("total", Arg::from(thousands(total))),
            ],
        )
    } else {
        tr("win-picker-all-rated")
    };
    // The words beside the bar, not on it, where half would sit on the filled part and
    // half off it and neither colour reads on both.
    ui.horizontal(|ui| {
        ui.label(rating_text);
        ui.add(
            egui::ProgressBar::new(list.rated_count() as f32 / total.max(1) as f32)
                .desired_width(ui.available_width()),
        );
    });
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
                super::buttons::accent_button(&tr("win-picker-play"), palette),
            )
            .on_hover_text(tr("win-picker-play.tip"))
            .clicked()
        {
            action = Some(PickerAction::Play(collection.chosen));
        }
        if let Some(current) = collection.current {
            ui.label(
                RichText::new(tr_args(
                    "win-picker-playing",
                    &[("number", Arg::from(thousands(current + 1)))],
                ))
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
    // Each level's button is as wide as its count can grow (the whole collection), so the
    // row keeps its shape while rating fills the counts in and the list never moves.
    let widest_count = thousands(collection.list.len());
    let padding = 2.0 * ui.spacing().button_padding.x;
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(tr("win-picker-show")).color(palette.muted));
        if ui
            .add(egui::Button::selectable(
                chosen.is_none(),
                tr("win-picker-all"),
            ))
            .on_hover_text(tr("win-picker-all.tip"))
            .clicked()
        {
            chosen = None;
        }
        for level in Level::ALL {
            let count = collection.count_at(level);
            // A level and a count: no words to translate around them.
            let text = format!("{} · {}", level_name(level), thousands(count));
            let tip = tr_args(
                "win-picker-level.tip",
                &[("level", Arg::from(level_name(level)))],
            );
            let widest = egui::WidgetText::from(format!("{} · {widest_count}", level_name(level)))
                .into_galley(
                    ui,
                    Some(egui::TextWrapMode::Extend),
                    f32::INFINITY,
                    egui::TextStyle::Button,
                )
                .size()
                .x;
            let button = egui::Button::selectable(chosen == Some(level), text)
                .min_size(egui::vec2(widest + padding, 0.0));
            if ui.add(button).on_hover_text(tip).clicked() {
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
            let id = if pending > 0 {
                "win-picker-listed-as-rated"
            } else {
                "win-picker-no-level"
            };
            let text = tr_args(id, &[("level", Arg::from(level_name(level)))]);
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
    let headings = [
        "win-picker-column-puzzle",
        "win-picker-column-line",
        "win-picker-column-givens",
        "win-picker-column-level",
    ];
    for (id, at) in headings.into_iter().zip(COLUMNS) {
        ui.painter().text(
            egui::pos2(rect.left() + 8.0 + at * rect.width(), rect.center().y),
            egui::Align2::LEFT_CENTER,
            tr(id),
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
        EntryRating::Pending => tr("win-picker-pending"),
        EntryRating::Rated(r) if r.stalled => tr_args(
            "win-picker-beyond-logic",
            &[("level", Arg::from(level_name(r.level)))],
        ),
        // A level and a score (a variant's name first): no words to translate around them.
        EntryRating::Rated(r) => match list.entry(index).map(kind_name) {
            Some(Some(kind)) => format!("{kind} · {} {:.1}", level_name(r.level), r.score),
            _ => format!("{} {:.1}", level_name(r.level), r.score),
        },
        EntryRating::NoSolution => tr("win-picker-no-solution"),
        EntryRating::Multiple => tr("win-picker-several"),
        EntryRating::TooOpen => tr("win-picker-too-open"),
    };
    let (line, givens) = list.entry(index).map_or((0, 0), |e| {
        let givens = match &e.sized {
            Some(puzzle) => puzzle.givens().iter().filter(|&&digit| digit != 0).count(),
            None => e.grid.filled_count(),
        };
        (e.line, givens)
    });
    let label = tr_args("win-picker-row", &[("number", Arg::from(index + 1))]);
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
        EntryRating::NoSolution | EntryRating::Multiple | EntryRating::TooOpen => palette.error,
        EntryRating::Pending => palette.muted,
        EntryRating::Rated(_) => palette.given,
    };
    let number = if playing {
        tr_args(
            "win-picker-row-playing",
            &[("number", Arg::from(thousands(index + 1)))],
        )
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

/// The name a row gives its puzzle before the level: a variant's or another size's (a
/// classic 9x9 puzzle has none).
fn kind_name(entry: &crate::game::ListEntry) -> Option<String> {
    match (&entry.sized, &entry.rules) {
        (Some(puzzle), _) => Some(super::command::sized_name(SizedKind::of(puzzle))),
        (None, Some(rules)) => Some(super::variant_games::variant_name(rules.kind())),
        (None, None) => None,
    }
}

/// The open collection: where the game is in it, Next puzzle and the picker.
pub(super) fn collection_rows(
    app: &NonetApp,
    ui: &mut Ui,
    palette: &Palette,
    out: &mut Vec<Command>,
) {
    let Some((total, current)) = app.collection_position() else {
        return;
    };
    let total_text = thousands(total);
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
                    ("number", thousands(i + 1).into()),
                    ("total", total_text.clone().into()),
                ],
            )
        },
    );
    ui.label(RichText::new(position).small().color(palette.muted));
    super::buttons::button_row(ui, 2, |ui, size| {
        for command in [Command::NextPuzzle, Command::TogglePicker] {
            let button = egui::Button::new(command.label()).min_size(size);
            super::buttons::command_button(ui, button, command, true, out);
        }
    });
}

/// Progress shown while a file is being read.
pub(super) fn loading_window(ctx: &egui::Context, list: &PuzzleList) -> bool {
    let mut cancel = false;
    egui::Window::new(tr_args(
        "win-loading-title",
        &[("file", Arg::from(list.file_name()))],
    ))
    .id(egui::Id::unique("collection loading"))
    .collapsible(false)
    .resizable(false)
    .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
    .show(ctx, |ui| {
        ui.set_width(360.0);
        ui.label(tr("win-loading-reading"));
        ui.add(
            egui::ProgressBar::new(list.read_fraction())
                .desired_width(ui.available_width())
                .show_percentage(),
        );
        if ui.button(Command::CancelLoading.label()).clicked() {
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
