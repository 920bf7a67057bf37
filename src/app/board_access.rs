//! The board as assistive technology meets it: a grid of 81 cells, each at its row and
//! column and named in the interface's language, with keyboard focus (and so a screen
//! reader's) on the selected cell wherever the selection goes.

use crate::grid::{CELLS, col_of, row_of};
use crate::i18n::tr;
use egui::{Context, EventFilter, Id, Rect, Response, Ui, UiBuilder, accesskit};

/// The id of a cell of the main board: fixed, so that key handling can tell a focused cell
/// (where the game's keys apply) from a focused button (where they do not).
pub(super) fn main_cell_id(cell: usize) -> Id {
    Id::unique("nonet-board-cell").with(cell)
}

/// Whether keyboard focus is on a cell of the main board.
pub(super) fn cell_has_focus(ctx: &Context) -> bool {
    ctx.memory(|memory| memory.focused())
        .is_some_and(|focused| (0..CELLS).any(|cell| main_cell_id(cell) == focused))
}

/// A child of `ui` over the board that assistive technology sees as a 9 by 9 grid, named
/// "Sudoku board"; the cells are its children.
pub(super) fn grid_ui(ui: &mut Ui, board: Rect) -> Ui {
    grid_ui_of(ui, board, 9)
}

/// A child of `ui` over a board `size` cells wide that assistive technology sees as a grid
/// of that size, named "Sudoku board"; the cells are its children.
pub(super) fn grid_ui_of(ui: &mut Ui, board: Rect, size: usize) -> Ui {
    let grid = ui.new_child(
        UiBuilder::new()
            .max_rect(board)
            .accessibility_role(accesskit::Role::Grid)
            .accessibility_label(tr("play-board-name")),
    );
    grid.ctx().accesskit_node_builder(grid.unique_id(), |node| {
        node.set_row_count(size);
        node.set_column_count(size);
        node.set_bounds(accesskit::Rect {
            x0: board.min.x.into(),
            y0: board.min.y.into(),
            x1: board.max.x.into(),
            y1: board.max.y.into(),
        });
    });
    grid
}

/// Makes a cell's node a grid cell at its row and column (and its place among the 81, which
/// the Linux bridge passes on where it has no table interface), with `description`: what a
/// variant's rules add to the cell.
pub(super) fn describe_cell(response: &Response, cell: usize, description: Option<&str>) {
    response.ctx.accesskit_node_builder(response.id, |node| {
        node.set_role(accesskit::Role::GridCell);
        node.set_row_index(row_of(cell));
        node.set_column_index(col_of(cell));
        // AccessKit counts places in a set from 0 (AT-SPI says them from 1).
        node.set_position_in_set(cell);
        node.set_size_of_set(CELLS);
        if let Some(description) = description {
            node.set_description(description);
        }
    });
}

/// Keeps keyboard focus on the cursor: when it moves (by key, click or command) the new
/// cell takes the focus, so a screen reader says it; while the cell has focus its arrow
/// keys move the cursor, not egui's focus. Tab still leaves the board for the buttons.
pub(super) fn follow_cursor(ui: &Ui, response: &Response, cell: usize) {
    let memory_id = Id::unique("nonet-board-focused-cursor");
    let last = ui.data(|data| data.get_temp::<usize>(memory_id));
    if last != Some(cell) {
        ui.data_mut(|data| data.insert_temp(memory_id, cell));
        response.request_focus();
    }
    ui.memory_mut(|memory| {
        memory.set_focus_lock_filter(
            response.id,
            EventFilter {
                horizontal_arrows: true,
                vertical_arrows: true,
                tab: false,
                escape: false,
            },
        );
    });
}

/// Whether a cell's click came from Space or Enter while it had focus: those keys are the
/// game's (Space cycles the input mode), not a click on the cell.
pub(super) fn clicked_by_key(ui: &Ui, response: &Response) -> bool {
    response.has_focus()
        && ui.input(|input| {
            input.key_pressed(egui::Key::Space) || input.key_pressed(egui::Key::Enter)
        })
}
