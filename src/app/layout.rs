//! The second half of every frame: the menu bar, the board and the control panel, placed so
//! the board stays whole and square at every window size and zoom, then the windows on top.
//! What the player does here comes back as commands, run at the end of the frame.

use super::command::{Command, ToolkitCommand};
use super::theme::Palette;
use super::window_unit::AppWindow;
use super::{NonetApp, board, collection_view, controls, menu, modals, solve_path};
use crate::grid::CELLS;
use crate::logic::Level;

/// Narrowest the side panel gets in a roomy window.
const SIDE_PANEL_MIN: f32 = 280.0;
/// Widest the side panel gets.
const SIDE_PANEL_MAX: f32 = 320.0;
/// Narrowest the side panel gets in a small window, where the board needs the room: wide
/// enough for the clock and Pause, two mode buttons a row and a pad of three digits.
const SIDE_PANEL_COMPACT: f32 = 160.0;
/// Least height the panel gets when it sits below the board.
const BOTTOM_PANEL_MIN: f32 = 230.0;
/// The space around the board, on each side.
const BOARD_MARGIN: f32 = 16.0;
/// A board below this side (cells of 48 points) takes room from the side panel first.
const BOARD_COMFORTABLE: f32 = 9.0 * 48.0 + 2.0 * BOARD_MARGIN;
/// The least size of a cell at any window size from the smallest window up and any zoom
/// (the zoom never shrinks the window below its least size in points), in points; the
/// README promises it and a test walks every size to hold `placement` to it.
#[cfg(test)]
const MIN_CELL: f32 = 30.0;

/// The least side of a cell while the side panel widens for a long hint, in points: the
/// board stays large enough to read the hint's marks and to play on.
const HINT_CELL_MIN: f32 = 40.0;
/// How much wider the side panel gets at each try, while a hint does not fit.
const HINT_WIDEN_STEP: f32 = 40.0;

/// Narrowest the solve path gets beside the board and the panel.
const PATH_BESIDE_MIN: f32 = 300.0;
/// Widest the solve path gets beside the board and the panel.
const PATH_BESIDE_MAX: f32 = 400.0;

/// Where the solve path goes while it is open.
#[derive(Clone, Copy, PartialEq, Debug)]
enum PathDock {
    /// In a panel of its own this wide, between the board and the control panel, in room
    /// the board does not use.
    Beside(f32),
    /// In the control panel's place: the board keeps its size and place, and the controls
    /// come back when the path is closed.
    InPanel,
}

/// Where the solve path goes: beside the board when the window has room the board cannot
/// use (a window wider than the board and the panel need), else in the panel's place. The
/// board never gives up room to it, so it stays as large as without it and nothing covers
/// it.
fn path_dock(width: f32, height: f32, placement: Placement) -> PathDock {
    match placement {
        Placement::Side(panel) => {
            let board = (width - panel).min(height);
            let spare = width - panel - board;
            if spare >= PATH_BESIDE_MIN {
                PathDock::Beside(spare.min(PATH_BESIDE_MAX).floor())
            } else {
                PathDock::InPanel
            }
        }
        Placement::Below(_) => PathDock::InPanel,
    }
}

/// Where the control panel goes.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Placement {
    /// Beside the board, this wide.
    Side(f32),
    /// Below the board, this tall.
    Below(f32),
}

/// Puts the panel where it leaves the bigger board: beside it in a wide window, below it
/// in a tall one. Beside a board squeezed by the window's width, the panel narrows down to
/// its compact width so the cells stay large enough to play.
fn placement(width: f32, height: f32) -> Placement {
    let mut side_width = (width * 0.34).clamp(SIDE_PANEL_MIN, SIDE_PANEL_MAX);
    if width - side_width < BOARD_COMFORTABLE.min(height) {
        side_width = (width - height).clamp(SIDE_PANEL_COMPACT, side_width);
    }
    let board_beside = (width - side_width).min(height);
    let board_above = width.min(height - BOTTOM_PANEL_MIN);
    if board_beside >= board_above {
        Placement::Side(side_width.floor())
    } else {
        let below = (height - width).max(BOTTOM_PANEL_MIN);
        Placement::Below(below.floor())
    }
}

/// Draws a panel's contents in exactly the room the panel was given: a scroll bar or a
/// word a point too long would otherwise widen the panel, and move and shrink the board.
fn exactly_as_wide(ui: &mut egui::Ui, add: impl FnOnce(&mut egui::Ui)) {
    let room = ui.available_rect_before_wrap();
    let mut inside = ui.new_child(egui::UiBuilder::new().max_rect(room).layout(*ui.layout()));
    inside.set_clip_rect(room.intersect(ui.clip_rect()));
    add(&mut inside);
    ui.allocate_rect(room, egui::Sense::hover());
}

/// The side of a cell the board gets in a window area of this size.
#[cfg(test)]
fn cell_size(width: f32, height: f32) -> f32 {
    let board = match placement(width, height) {
        Placement::Side(panel) => (width - panel).min(height),
        Placement::Below(panel) => width.min(height - panel),
    };
    (board - 2.0 * BOARD_MARGIN) / 9.0
}

impl NonetApp {
    /// Draws the whole window into `ui` and runs the commands it emitted.
    pub(super) fn draw(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        let palette = *NonetApp::palette(ui);
        let mut out = Vec::new();
        egui::Panel::top("menu")
            .frame(
                egui::Frame::new()
                    .fill(palette.background)
                    .inner_margin(egui::Margin::symmetric(8, 4)),
            )
            .show(ui, |ui| menu::menu_bar(self, ui, &mut out));
        let available = ui.available_rect_before_wrap();
        // Windows keep below the menu bar (see `modals::below_menu`).
        ctx.data_mut(|d| {
            d.insert_temp(
                egui::Id::unique(super::modals::MENU_BOTTOM),
                available.top(),
            )
        });
        let panel_frame = |margin: egui::Margin| {
            egui::Frame::new()
                .fill(palette.background)
                .inner_margin(margin)
        };
        let mut placement = placement(available.width(), available.height());
        let dock = self
            .windows
            .solve_path
            .view()
            .map(|_| path_dock(available.width(), available.height(), placement));
        let side_margin = egui::Margin {
            left: 8,
            right: 16,
            top: 12,
            bottom: 12,
        };
        if dock.is_none()
            && let Placement::Side(width) = placement
        {
            placement = Placement::Side(self.side_width_for_hint(ui, &palette, available, width));
        }
        let below_board = matches!(placement, Placement::Below(_));
        let panel_contents = |app: &NonetApp, ui: &mut egui::Ui, out: &mut Vec<Command>| {
            if dock == Some(PathDock::InPanel) {
                app.path_panel(ui, &palette, true, out);
            } else if app.sized_setting.is_some() {
                app.sized_setting_panel(ui, &palette, out);
            } else if app.sized.is_some() && app.setting.is_none() {
                app.sized_panel(ui, &palette, out);
                // Under the panel's game block, as beside a 9x9 game.
                collection_view::collection_rows(app, ui, &palette, out);
            } else {
                controls::panel(app, ui, &palette, below_board, out);
            }
        };
        let panel = match placement {
            Placement::Side(width) => egui::Panel::right("controls")
                .resizable(false)
                .exact_size(width)
                .frame(panel_frame(side_margin))
                .show(ui, |ui| {
                    exactly_as_wide(ui, |ui| panel_contents(self, ui, &mut out));
                }),
            Placement::Below(height) => egui::Panel::bottom("controls")
                .resizable(false)
                .exact_size(height)
                .frame(panel_frame(egui::Margin::symmetric(12, 8)))
                .show(ui, |ui| {
                    exactly_as_wide(ui, |ui| panel_contents(self, ui, &mut out));
                }),
        };
        self.windows.solve_path.panel_rect = match dock {
            Some(PathDock::InPanel) => Some(panel.response.rect),
            Some(PathDock::Beside(width)) => Some(
                egui::Panel::right("solve path")
                    .resizable(false)
                    .exact_size(width)
                    .frame(panel_frame(side_margin))
                    .show(ui, |ui| {
                        exactly_as_wide(ui, |ui| self.path_panel(ui, &palette, false, &mut out));
                    })
                    .response
                    .rect,
            ),
            None => None,
        };
        egui::CentralPanel::no_frame()
            .frame(
                egui::Frame::new()
                    .fill(palette.background)
                    .inner_margin(egui::Margin::same(BOARD_MARGIN as i8)),
            )
            .show(ui, |ui| {
                if self.shows_sized_board() {
                    self.sized_board_area(ui, &palette, &mut out);
                } else {
                    self.board_area(ui, &palette, &mut out);
                }
            });

        self.collection_windows(&ctx, &palette, &mut out);
        let windows = &self.windows;
        windows.techniques.draw(&ctx, &palette, &mut out);
        if windows.print.open {
            super::print_window::window(self, &ctx, &palette, &mut out);
        }
        let (_, cursor) = self.board_and_cursor();
        (windows.all_steps).draw(cursor, &ctx, available, &palette, &mut out);
        windows.replay.draw(&ctx, available, &palette, &mut out);
        (windows.statistics).draw(&self.statistics, &ctx, available, &palette, &mut out);
        modals::show(self, &ctx, &palette, &mut out);
        windows.help.draw(&ctx, &palette, &mut out);
        super::notices::window(self, &ctx, &palette, &mut out);
        for command in out {
            self.run_command(&ctx, command);
        }
    }

    /// Whether the board is that of a game of another size: one is in front of the 9x9
    /// game, or a replay of one is open (a replay of a 9x9 game shows on the 9x9 board).
    fn shows_sized_board(&self) -> bool {
        let replay = &self.windows.replay;
        self.sized_setting.is_some()
            || (self.setting.is_none()
                && replay.view().is_none()
                && (self.sized.is_some() || replay.sized_view().is_some()))
    }

    /// The side panel's width: `width`, or while a hint is shown that it cannot show whole,
    /// the narrowest wider panel that can (the board gives up room, down to cells of
    /// [`HINT_CELL_MIN`]), so the hint is read without scrolling while the pad and the tools
    /// stay in view. The board takes its room back when the hint goes.
    fn side_width_for_hint(
        &self,
        ui: &mut egui::Ui,
        palette: &Palette,
        available: egui::Rect,
        width: f32,
    ) -> f32 {
        if self.hint.is_none() || self.setting.is_some() {
            return width;
        }
        let board_min = 9.0 * HINT_CELL_MIN + 2.0 * BOARD_MARGIN;
        let widest = (available.width() - board_min).floor().max(width);
        let fits = |ui: &mut egui::Ui, width: f32| {
            // The panel's room at this width, as its frame leaves it (see `side_margin`).
            let room = egui::Rect::from_min_max(
                egui::pos2(available.right() - width + 8.0, available.top() + 12.0),
                egui::pos2(available.right() - 16.0, available.bottom() - 12.0),
            );
            let mut measure = ui.new_child(
                egui::UiBuilder::new()
                    .id_salt(("hint width", width.to_bits()))
                    .max_rect(room)
                    .layout(egui::Layout::top_down(egui::Align::Min))
                    .invisible(),
            );
            measure.disable();
            controls::middle_fits(self, &mut measure, palette)
        };
        // The widths tried, narrowest first: the panel's own, then a step wider each time up
        // to the widest the board allows.
        let mut widths = vec![width];
        while let Some(&last) = widths.last().filter(|&&last| last < widest) {
            widths.push((last + HINT_WIDEN_STEP).min(widest));
        }
        let memory = egui::Id::unique("side panel width for the hint");
        let remembered = ui.ctx().data(|d| d.get_temp::<f32>(memory));
        let index = remembered.and_then(|last| widths.iter().position(|&w| w == last));
        // A wider panel never fits less, so last frame's width is still the narrowest that
        // fits while the width before it does not and it does (or it is the widest, taken
        // even when nothing fits): one or two layouts a frame instead of one per width.
        let chosen = match index {
            Some(i)
                if i > 0
                    && !fits(ui, widths[i - 1])
                    && (i + 1 == widths.len() || fits(ui, widths[i])) =>
            {
                widths[i]
            }
            _ => widths
                .iter()
                .copied()
                .find(|&w| fits(ui, w))
                .unwrap_or(widest),
        };
        ui.ctx().data_mut(|d| d.insert_temp(memory, chosen));
        chosen
    }

    /// The solve path in a panel, with the latest message above it when the path has the
    /// control panel's place (where the message would otherwise be shown).
    fn path_panel(
        &self,
        ui: &mut egui::Ui,
        palette: &Palette,
        with_message: bool,
        out: &mut Vec<Command>,
    ) {
        let Some(view) = self.windows.solve_path.view() else {
            return;
        };
        if with_message && super::feedback_card::message_card(self, ui, palette) {
            ui.add_space(6.0);
        }
        solve_path::panel(view, self.setting.is_some(), ui, palette, out);
    }

    fn board_area(&self, ui: &mut egui::Ui, palette: &Palette, out: &mut Vec<Command>) {
        let scene = self.board_scene(palette);
        let output = board::show(ui, &scene);
        if let Some((serial, text)) = &self.announcement {
            super::speech::live_region(ui, ui.min_rect(), ("house", serial), text);
        }
        if let Some(cell) = output.clicked {
            out.push(Command::Select(cell));
        }
        if let Some(cell) = output.toggled {
            out.push(Command::Toolkit(ToolkitCommand::ToggleSelect(cell)));
        }
        if let Some((cell, digit)) = output.alt_clicked
            && self.mode == crate::game::InputMode::Colour
            && self
                .game
                .as_ref()
                .is_some_and(|g| g.notes(cell).contains(digit))
        {
            out.push(Command::Toolkit(ToolkitCommand::PaintCandidate {
                cell,
                digit,
            }));
        }
        if let Some((start, over)) = output.dragged {
            // A drag from outside the selection starts a new one at its first cell.
            if !self.selection.contains(start) {
                out.push(Command::Toolkit(ToolkitCommand::StartDragSelection(start)));
            }
            if !self.selection.contains(over) {
                out.push(Command::Toolkit(ToolkitCommand::ExtendSelection(over)));
            }
        }
        if let Some(cell) = output.secondary_clicked {
            out.push(Command::SelectAndToggleNotes(cell));
        }
        if output.resume_clicked {
            out.push(Command::TogglePause);
        }
    }

    /// The digit the board tints and circles wherever it stands (the selected cell's or the
    /// armed one, when the setting asks), `None` while the solve path previews a step.
    pub fn same_digit_shown(&self) -> Option<u8> {
        self.board_scene(&Palette::LIGHT).highlight_digit
    }

    fn board_scene<'a>(&'a self, palette: &'a Palette) -> board::Scene<'a> {
        let mut cells = [board::CellView::default(); CELLS];
        let mut overlay = board::Overlay::None;
        let preview = self.windows.solve_path.view().and_then(|v| v.preview());
        if let (Some(setting), Some((before, _))) = (&self.setting, preview) {
            // A step of the path of the puzzle being set.
            let givens = setting.givens();
            for (cell, view) in cells.iter_mut().enumerate() {
                view.digit = before.grid.get(cell);
                view.given = givens.get(cell) != 0;
                view.notes = before.candidates.get(cell);
            }
        } else if let Some(setting) = &self.setting {
            super::setting_view::fill_cells(setting, &mut cells);
        } else if let (Some(game), Some((before, _))) = (&self.game, preview) {
            // A step of the solve path: its position, not the player's.
            for (cell, view) in cells.iter_mut().enumerate() {
                view.digit = before.grid.get(cell);
                view.given = game.is_given(cell);
                view.notes = before.candidates.get(cell);
            }
        } else if let Some(view) = self.windows.replay.view() {
            // The replay's position, its last move's cells picked out.
            let game = view.replay().game();
            fill_from_game(game, &mut cells);
            for cell in view.last_cells() {
                cells[cell].highlighted = true;
            }
        } else if let Some(game) = &self.game {
            let wrong_shown: Vec<usize> = if self.settings.show_mistakes {
                game.wrong_entries()
            } else {
                self.checked.clone().unwrap_or_default()
            };
            fill_from_game(game, &mut cells);
            for cell in wrong_shown {
                cells[cell].error = true;
                cells[cell].wrong = true;
            }
            if self.settings.show_conflicts {
                for cell in game.conflicting_cells() {
                    cells[cell].error = true;
                }
            }
            if game.status() == crate::game::Status::Paused {
                overlay = board::Overlay::Paused;
            }
        } else if self.loading.is_some() && self.generating.is_none() {
            overlay = board::Overlay::Opening;
        } else {
            overlay = board::Overlay::Generating(
                self.generating.as_ref().map_or(Level::Medium, |g| g.level),
            );
        }
        if let Some(filter) = self.highlight
            && overlay == board::Overlay::None
            && !self.windows.replay.is_open()
        {
            for view in &mut cells {
                view.highlighted = filter.matches(view.digit, view.notes);
            }
        }
        // With digit-first input the chosen digit is the one to see everywhere.
        let selected_digit = self.armed.unwrap_or(cells[self.selected].digit);
        // A replay shows no cursor: the player's selection is not part of it.
        let replaying = self.windows.replay.is_open() && self.setting.is_none();
        board::Scene {
            cells,
            selected: (!replaying).then_some(self.selected),
            selection: if replaying {
                super::selection::CellSet::default()
            } else {
                self.selection
            },
            centred_candidates: self.settings.centred_candidates,
            highlight_peers: self.settings.highlight_peers,
            // A previewed step's own marks are what to see there: same-digit tints and
            // circles would compete with them.
            highlight_digit: (self.settings.highlight_same_digit
                && selected_digit != 0
                && preview.is_none()
                && !replaying)
                .then_some(selected_digit),
            hint: match (&self.setting, preview) {
                (Some(_), Some((_, marks))) => Some(marks),
                (Some(setting), None) => Some(&setting.marks),
                (None, Some((_, marks))) => Some(marks),
                // The game's hint and chosen step belong to its position, not the replay's.
                (None, None) if replaying => None,
                // A step chosen in All steps is what the player asked to see.
                (None, None) => (self.windows.all_steps.view())
                    .and_then(|view| view.marks())
                    .or(self.hint.as_ref().map(|h| &h.marks)),
            },
            overlay,
            palette,
            coordinates: self.settings.show_coordinates,
            variant: match (&self.setting, self.windows.replay.view()) {
                (Some(setting), _) => setting.frame.as_ref(),
                (None, Some(view)) => view.replay().game().variant(),
                (None, None) => self.game.as_ref().and_then(crate::game::Game::variant),
            },
            drawn: self.setting.as_ref().map_or(&[], |s| &s.drawn_marks),
        }
    }

    /// The reading progress and the collection picker. The picker keeps its own view state
    /// (filter, scroll); choosing a puzzle is a command.
    fn collection_windows(
        &mut self,
        ctx: &egui::Context,
        palette: &Palette,
        out: &mut Vec<Command>,
    ) {
        if let Some(list) = &self.loading
            && list.read_fraction() < 1.0
            && collection_view::loading_window(ctx, list)
        {
            out.push(Command::CancelLoading);
        }
        if let Some(collection) = self.windows.collection.opened.as_mut() {
            collection.list.poll();
            if collection.picker_open
                && let Some(collection_view::PickerAction::Play(index)) =
                    collection_view::picker_window(ctx, collection, palette)
            {
                out.push(Command::PlayFromCollection(index));
            }
        }
    }
}

/// Each cell's entry, notes, marks and revealed flag from `game`.
fn fill_from_game(game: &crate::game::Game, cells: &mut [board::CellView; CELLS]) {
    for (cell, view) in cells.iter_mut().enumerate() {
        let marks = game.marks(cell);
        view.digit = game.digit(cell);
        view.given = game.is_given(cell);
        view.notes = game.notes(cell);
        view.corner = marks.corner;
        view.colour = marks.colour;
        view.candidate_colours = marks.candidate_colours;
    }
    for cell in game.revealed_cells() {
        cells[cell].revealed = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_panel_goes_where_the_board_is_bigger() {
        assert!(matches!(placement(1080.0, 770.0), Placement::Side(w) if w == SIDE_PANEL_MAX));
        assert!(matches!(placement(500.0, 380.0), Placement::Side(_)));
        assert!(matches!(placement(480.0, 900.0), Placement::Below(h) if h >= BOTTOM_PANEL_MIN));
    }

    #[test]
    fn cells_stay_large_enough_to_play_from_the_smallest_window_up() {
        // The area under the menu bar of the smallest window in points, and every size
        // from there up to a large screen.
        let (least_width, least_height) = (super::super::MIN_WINDOW_SIZE[0], 374.0);
        let mut smallest = f32::MAX;
        let mut width = least_width;
        while width <= 2600.0 {
            let mut height = least_height;
            while height <= 1600.0 {
                let cell = cell_size(width, height);
                assert!(cell >= MIN_CELL, "{width}x{height}: cells of {cell}");
                smallest = smallest.min(cell);
                height += 7.0;
            }
            width += 9.0;
        }
        assert!(smallest < MIN_CELL + 4.0, "the bound is near: {smallest}");
    }
}
