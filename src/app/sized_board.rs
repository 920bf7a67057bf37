//! The board of a game on another size than 9x9: an N×N grid with thick lines around its
//! boxes or jigsaw regions, digits 1–9 then A–G (or 10–16), notes in a √N-square layout
//! (up to 4×4 for sixteen digits), and a hint's cells and candidates marked.
//!
//! [`show`] paints a [`SizedScene`] and reports the cells clicked, Ctrl+clicked or dragged
//! over. Each cell is a labelled grid cell for assistive technology ("row 3, column 12, B,
//! given").

use super::theme::Palette;
use crate::game::{SizedGame, Status};
use crate::i18n::{Arg, tr, tr_args};
use crate::logic::{Candidate, Step};
use egui::{Align2, FontId, Painter, Rect, Sense, Stroke, StrokeKind, Ui, accesskit, pos2, vec2};

/// Everything the board shows this frame.
pub(super) struct SizedScene<'a> {
    /// The game.
    pub game: &'a SizedGame,
    /// The cursor (none past the grid, as while a replay is shown).
    pub selected: usize,
    /// The cells selected with the cursor.
    pub selection: &'a [usize],
    /// The step a hint shows, if any.
    pub step: Option<&'a Step>,
    /// The cells of the houses that step names (or, in a replay, that its last move changed).
    pub step_houses: &'a [usize],
    /// A cell a hint points at (a wrong digit).
    pub pointed: Option<usize>,
    /// Cells a check found wrong.
    pub wrong: &'a [usize],
    /// Digits that repeat a peer's, when the settings show clashes.
    pub clashes: &'a [usize],
    /// Whether 10–16 show as two-digit numbers instead of A–G.
    pub numbers: bool,
    /// Whether digits show as pictures (picture mode, on small grids).
    pub pictures: bool,
    /// The colours.
    pub palette: &'a Palette,
    /// What the puzzle's rules draw.
    pub marks: &'a [crate::rules::marks::RuleMark],
}

/// What the player did to the board this frame.
#[derive(Default)]
pub(super) struct SizedBoardOutput {
    /// A cell clicked alone.
    pub clicked: Option<usize>,
    /// A cell Ctrl- or Shift-clicked, to join or leave the selection.
    pub toggled: Option<usize>,
    /// A drag across cells: the cell it started on and the one it is over.
    pub dragged: Option<(usize, usize)>,
    /// A cell Alt-clicked, and the digit whose note's place is under the pointer.
    pub alt_clicked: Option<(usize, u8)>,
}

/// A digit's symbol: 1–9, then A–G, or 10–16 when `numbers` asks.
pub(super) fn symbol(digit: u8, numbers: bool) -> String {
    match digit {
        10..=16 if !numbers => char::from(b'A' + digit - 10).to_string(),
        _ => digit.to_string(),
    }
}

/// How many notes go across a cell: 2 for up to four digits, 3 for up to nine, else 4.
fn notes_across(size: usize) -> usize {
    match size {
        0..=4 => 2,
        5..=9 => 3,
        _ => 4,
    }
}

/// Where a cell's notes go: the whole cell, or its middle when corner marks take its edge.
fn notes_rect(game: &SizedGame, cell: usize, rect: Rect) -> Rect {
    match game.corner(cell) {
        0 => rect,
        _ => rect.shrink(rect.width() * 0.16),
    }
}

/// The centre of `digit`'s note in the notes' place `rect` of a grid `size` wide.
fn note_centre(size: usize, rect: Rect, digit: u8) -> egui::Pos2 {
    let across = notes_across(size);
    let step = rect.width() / across as f32;
    let index = usize::from(digit.max(1) - 1);
    rect.min
        + vec2(
            (index % across) as f32 * step + step / 2.0,
            (index / across) as f32 * step + step / 2.0,
        )
}

/// The digit whose note's place in `rect` holds `pointer`, if one of the grid's does.
fn note_at(size: usize, rect: Rect, pointer: egui::Pos2) -> Option<u8> {
    let across = notes_across(size);
    let step = rect.width() / across as f32;
    let at = |offset: f32| ((offset / step).max(0.0) as usize).min(across - 1);
    let index = at(pointer.y - rect.min.y) * across + at(pointer.x - rect.min.x);
    (index < size)
        .then(|| u8::try_from(index + 1).ok())
        .flatten()
}

/// A cell's place in words ("row 3, column 12"), as the hints and the screen reader name it.
pub(super) fn place(game: &SizedGame, cell: usize) -> String {
    let (row, column) = game.row_col(cell);
    tr_args(
        "play-cell-place",
        &[
            ("row", Arg::from(row + 1)),
            ("column", Arg::from(column + 1)),
        ],
    )
}

/// The accessibility label of a cell: its place, digit or notes and corner marks, whether
/// it is given or wrong, and its colour.
fn cell_label(scene: &SizedScene<'_>, cell: usize) -> String {
    let game = scene.game;
    let label = digit_label(scene, cell);
    match game.colour(cell) {
        0 => label,
        colour => tr_args(
            "play-cell-colour",
            &[
                ("label", Arg::from(label)),
                ("colour", super::cell_colours::name(colour).into()),
            ],
        ),
    }
}

/// A cell's place and digit (given, wrong or clashing), or its notes and corner marks.
fn digit_label(scene: &SizedScene<'_>, cell: usize) -> String {
    let game = scene.game;
    let place = ("cell", Arg::from(place(game, cell)));
    let digit = game.digit(cell);
    let say = |digit: u8| match scene.pictures {
        true => super::sized_pictures::picture_name(digit),
        false => symbol(digit, scene.numbers),
    };
    if digit != 0 {
        let label = tr_args(
            "play-cell-filled",
            &[place, ("digit", Arg::from(say(digit)))],
        );
        let detail = if game.is_given(cell) {
            Some("play-cell-given")
        } else if scene.wrong.contains(&cell) {
            Some("play-cell-wrong")
        } else if scene.clashes.contains(&cell) {
            Some("play-cell-clashes")
        } else {
            None
        };
        return match detail {
            Some(id) => tr_args(id, &[("label", Arg::from(label))]),
            None => label,
        };
    }
    let mut label = tr_args("play-cell-empty", &[place]);
    let listed = |set: u16| {
        let digits = crate::rules::logic::digits_of(set).map(say);
        Arg::from(digits.collect::<Vec<_>>().join(" "))
    };
    for (set, id) in [
        (game.notes(cell), "play-cell-notes"),
        (game.corner(cell), "play-cell-corner"),
    ] {
        if set != 0 {
            label = tr_args(id, &[("label", Arg::from(label)), ("digits", listed(set))]);
        }
    }
    label
}

/// Paints the board into the space left in `ui` (a centred square) and returns what the
/// player did to its cells.
pub(super) fn show(ui: &mut Ui, scene: &SizedScene<'_>) -> SizedBoardOutput {
    let game = scene.game;
    let size = game.size();
    let cells = size * size;
    let available = ui.available_rect_before_wrap();
    ui.allocate_rect(available, Sense::hover());
    let ppp = ui.pixels_per_point();
    // Whole physical pixels per cell keep every line crisp.
    let marks = scene.marks;
    // Clues outside the grid take a cell's margin on every side.
    let margin = usize::from(super::rule_marks::needs_margin(marks));
    let across = size + 2 * margin;
    let cell_px = ((available.width().min(available.height()) * ppp) / across as f32)
        .floor()
        .max(9.0);
    let cell_size = cell_px / ppp;
    let side = cell_size * size as f32;
    let min = available.center() - vec2(side, side) / 2.0;
    let min = pos2((min.x * ppp).round() / ppp, (min.y * ppp).round() / ppp);
    let board = Rect::from_min_size(min, vec2(side, side));
    let painter = ui.painter_at(available.expand(4.0));
    let palette = scene.palette;
    let cell_rect = |cell: usize| {
        let (row, col) = game.row_col(cell);
        Rect::from_min_size(
            board.min + vec2(col as f32, row as f32) * cell_size,
            vec2(cell_size, cell_size),
        )
    };
    painter.rect_filled(board, 4.0, palette.cell);
    let paused = game.status() == Status::Paused;
    if !paused {
        for cell in 0..cells {
            let fill = background(scene, cell);
            if fill != palette.cell {
                painter.rect_filled(cell_rect(cell), 0.0, fill);
            }
        }
    }
    let place = super::rule_marks::Place {
        origin: board.min,
        cell: cell_size,
        size,
    };
    if !paused {
        super::rule_marks::paint_under(&painter, &place, marks, palette);
    }
    paint_lines(&painter, game, board, cell_size, ppp, palette);
    if paused {
        painter.text(
            board.center(),
            Align2::CENTER_CENTER,
            tr("play-paused"),
            FontId::proportional((cell_size * 0.8).clamp(16.0, 40.0)),
            palette.muted,
        );
    } else {
        for cell in 0..cells {
            paint_cell(&painter, scene, cell, cell_rect(cell));
        }
        // In a selection of many cells, a ring tells the cursor's.
        if scene.selection.len() > 1 && scene.selected < cells {
            let ring = Stroke::new((3.0 * ppp).round() / ppp, palette.accent);
            let inset = (2.0 * ppp).round() / ppp;
            painter.rect_stroke(
                cell_rect(scene.selected).shrink(inset),
                2.0,
                ring,
                StrokeKind::Inside,
            );
        }
        let background = |cell: usize| background(scene, cell);
        super::rule_marks::paint_over(&painter, &place, marks, palette, &background);
    }
    let mut output = SizedBoardOutput {
        dragged: dragged(ui, board, size),
        ..SizedBoardOutput::default()
    };
    let modifiers = ui.input(|i| i.modifiers);
    let grid = super::board_access::grid_ui_of(ui, board, size);
    for cell in 0..cells {
        let id = ui.scope_id().with(("sized-cell", cell));
        let response = grid.interact(cell_rect(cell), id, Sense::click());
        let selected = scene.selection.contains(&cell);
        response.widget_info(|| {
            egui::WidgetInfo::selected(egui::Role::Button, true, selected, cell_label(scene, cell))
        });
        response.ctx.accesskit_node_builder(response.id, |node| {
            node.set_role(accesskit::Role::GridCell);
            let (row, col) = game.row_col(cell);
            node.set_row_index(row);
            node.set_column_index(col);
        });
        if response.hovered() && !selected {
            painter.rect_stroke(
                cell_rect(cell).shrink(2.0),
                2.0,
                Stroke::new(1.0, palette.accent),
                StrokeKind::Inside,
            );
        }
        if response.clicked() && (modifiers.command || modifiers.shift) {
            output.toggled = Some(cell);
        } else if response.clicked() && modifiers.alt {
            let rect = notes_rect(game, cell, cell_rect(cell));
            let pointer = response.interact_pointer_pos().unwrap_or(rect.center());
            output.alt_clicked = note_at(size, rect, pointer).map(|digit| (cell, digit));
        } else if response.clicked() {
            output.clicked = Some(cell);
        }
    }
    output
}

/// A drag across the board from one cell to another: the cell it started on and the one it
/// is over. The board senses drags under the cells, which sense clicks, so a press that
/// stays on its cell is still that cell's click.
fn dragged(ui: &Ui, board: Rect, size: usize) -> Option<(usize, usize)> {
    let cell_size = board.width() / size as f32;
    let cell_under = |pos: egui::Pos2| {
        board.contains(pos).then(|| {
            let col = (((pos.x - board.min.x) / cell_size) as usize).min(size - 1);
            let row = (((pos.y - board.min.y) / cell_size) as usize).min(size - 1);
            row * size + col
        })
    };
    let drag = ui.interact(board, ui.scope_id().with("sized-board-drag"), Sense::drag());
    if !drag.dragged() {
        return None;
    }
    let start = ui
        .input(|i| i.pointer.press_origin())
        .and_then(cell_under)?;
    let over = ui.ctx().pointer_latest_pos().and_then(cell_under)?;
    (start != over).then_some((start, over))
}

/// A cell's background: the cursor, its peers, the same digit, a hint's cells, mistakes.
fn background(scene: &SizedScene<'_>, cell: usize) -> egui::Color32 {
    let game = scene.game;
    let palette = scene.palette;
    let targets = |candidates: &[Candidate]| candidates.iter().any(|c| c.cell() == cell);
    if scene.wrong.contains(&cell) || scene.pointed == Some(cell) || scene.clashes.contains(&cell) {
        return palette.error_cell;
    }
    if cell == scene.selected || scene.selection.contains(&cell) {
        return palette.selected;
    }
    if let Some(step) = scene.step {
        if targets(&step.placements) || targets(&step.eliminations) {
            return palette.hint_target;
        }
        if step.cells.iter().any(|&c| usize::from(c) == cell) {
            return palette.hint_cell;
        }
    }
    // A step's houses, or the cells a replay's last move changed.
    if scene.step_houses.contains(&cell) {
        return palette.hint_cell;
    }
    // The player's colours come before the automatic tints, as on the 9x9 board.
    if let Some(fill) = super::cell_colours::fill(game.colour(cell), palette) {
        return fill;
    }
    if scene.selected >= game.digits().len() {
        return palette.cell;
    }
    let shown = game.digit(scene.selected);
    if shown != 0 && game.digit(cell) == shown {
        return palette.same_digit;
    }
    if game.are_peers(scene.selected, cell) {
        return palette.peer;
    }
    palette.cell
}

/// Thin lines between cells, thick ones between regions and around the board.
fn paint_lines(
    painter: &Painter,
    game: &SizedGame,
    board: Rect,
    cell_size: f32,
    ppp: f32,
    palette: &Palette,
) {
    let size = game.size();
    let thin = Stroke::new(1.0 / ppp, palette.thin_line);
    let thick = Stroke::new((2.5 * ppp).round().max(2.0) / ppp, palette.thick_line);
    let at = |i: usize| board.min.x + i as f32 * cell_size;
    let at_y = |i: usize| board.min.y + i as f32 * cell_size;
    for i in 1..size {
        let x = painter.round_to_pixel_center(at(i));
        let y = painter.round_to_pixel_center(at_y(i));
        painter.line_segment([pos2(x, board.min.y), pos2(x, board.max.y)], thin);
        painter.line_segment([pos2(board.min.x, y), pos2(board.max.x, y)], thin);
    }
    // A thick piece of line wherever two neighbouring cells lie in different regions.
    for row in 0..size {
        for col in 0..size {
            let cell = row * size + col;
            if col + 1 < size && game.region_of(cell) != game.region_of(cell + 1) {
                let x = at(col + 1);
                painter.line_segment([pos2(x, at_y(row)), pos2(x, at_y(row + 1))], thick);
            }
            if row + 1 < size && game.region_of(cell) != game.region_of(cell + size) {
                let y = at_y(row + 1);
                painter.line_segment([pos2(at(col), y), pos2(at(col + 1), y)], thick);
            }
        }
    }
    painter.rect_stroke(board, 4.0, thick, StrokeKind::Middle);
}

/// A cell's digit, or its notes with a hint's candidates coloured.
fn paint_cell(painter: &Painter, scene: &SizedScene<'_>, cell: usize, rect: Rect) {
    let game = scene.game;
    let palette = scene.palette;
    let digit = game.digit(cell);
    super::cell_colours::paint_number(painter, rect, game.colour(cell), palette);
    if digit != 0 && scene.pictures {
        // Givens a little larger than the player's pictures, as givens are bolder digits.
        let scale = if game.is_given(cell) { 0.7 } else { 0.58 };
        super::sized_pictures::paint_picture(painter, rect, digit, scale, false);
        return;
    }
    if digit != 0 {
        let text = symbol(digit, scene.numbers);
        let scale = if text.len() > 1 { 0.5 } else { 0.64 };
        let wrong = scene.wrong.contains(&cell) || scene.clashes.contains(&cell);
        let colour = if wrong || scene.pointed == Some(cell) {
            palette.error
        } else if game.is_given(cell) {
            palette.given
        } else if game.status() == Status::Revealed {
            palette.revealed
        } else {
            palette.entry
        };
        painter.text(
            rect.center(),
            Align2::CENTER_CENTER,
            text,
            FontId::proportional(rect.height() * scale),
            colour,
        );
        return;
    }
    paint_corner_marks(painter, scene, game.corner(cell), rect);
    let rect = notes_rect(game, cell, rect);
    let across = notes_across(game.size());
    let step_width = rect.width() / across as f32;
    let font = FontId::proportional(step_width * if scene.numbers { 0.7 } else { 0.92 });
    let is = |list: &[Candidate], digit: u8| list.contains(&Candidate::new(cell, digit));
    let centre_of = |digit: u8| note_centre(game.size(), rect, digit);
    let tints = game.note_colours(cell);
    for digit in game.note_digits(cell) {
        let centre = centre_of(digit);
        // A coloured note sits on a disc of its colour, as on the 9x9 board.
        if let Some(fill) = super::cell_colours::fill(tints.get(digit), palette) {
            painter.circle_filled(centre, step_width * 0.45, fill);
        }
        if scene.pictures {
            let at = Rect::from_center_size(centre, vec2(step_width, step_width));
            let faded = scene.step.is_some_and(|step| is(&step.eliminations, digit));
            super::sized_pictures::paint_picture(painter, at, digit, 0.72, faded);
            continue;
        }
        let colour = match scene.step {
            Some(step) if is(&step.eliminations, digit) => palette.eliminated,
            Some(step) if is(&step.pattern, digit) || is(&step.placements, digit) => {
                palette.hint_digit
            }
            _ => palette.note,
        };
        painter.text(
            centre,
            Align2::CENTER_CENTER,
            symbol(digit, scene.numbers),
            font.clone(),
            colour,
        );
    }
    if let Some(step) = scene.step
        && game.notes(cell) == 0
    {
        // What a step removes from a cell without notes still shows, struck out in its
        // note's place.
        for removed in step.eliminations.iter().filter(|e| e.cell() == cell) {
            let centre = centre_of(removed.digit);
            if scene.pictures {
                let at = Rect::from_center_size(centre, vec2(step_width, step_width));
                super::sized_pictures::paint_picture(painter, at, removed.digit, 0.72, true);
            } else {
                painter.text(
                    centre,
                    Align2::CENTER_CENTER,
                    symbol(removed.digit, scene.numbers),
                    font.clone(),
                    palette.eliminated,
                );
            }
            let half = vec2(step_width * 0.3, 0.0);
            painter.line_segment(
                [centre - half, centre + half],
                egui::Stroke::new(1.5, palette.eliminated),
            );
        }
    }
    if let Some(step) = scene.step {
        // A placement in a cell without notes still shows where the digit goes.
        for placed in step.placements.iter().filter(|p| p.cell() == cell) {
            if game.notes(cell) == 0 && scene.pictures {
                super::sized_pictures::paint_picture(painter, rect, placed.digit, 0.4, true);
            } else if game.notes(cell) == 0 {
                painter.text(
                    rect.center(),
                    Align2::CENTER_CENTER,
                    symbol(placed.digit, scene.numbers),
                    FontId::proportional(rect.height() * 0.4),
                    palette.hint_digit,
                );
            }
        }
    }
}

/// Where more go (up to the sixteen digits of the largest grid): every quarter of the edge,
/// in reading order, so a crowded cell still reads smallest first.
const EDGE_PLACES: [(f32, f32); 16] = [
    (0.0, 0.0),
    (0.25, 0.0),
    (0.5, 0.0),
    (0.75, 0.0),
    (1.0, 0.0),
    (0.0, 0.25),
    (1.0, 0.25),
    (0.0, 0.5),
    (1.0, 0.5),
    (0.0, 0.75),
    (1.0, 0.75),
    (0.0, 1.0),
    (0.25, 1.0),
    (0.5, 1.0),
    (0.75, 1.0),
    (1.0, 1.0),
];

/// A cell's corner marks (bit `d - 1` for `d`) round its edge, smallest digit first.
fn paint_corner_marks(painter: &Painter, scene: &SizedScene<'_>, corner: u16, rect: Rect) {
    if corner == 0 {
        return;
    }
    let digits: Vec<u8> = crate::rules::logic::digits_of(corner).collect();
    // Past eight, a quarter of the edge apart: smaller, and nearer the edge, so that rows
    // of marks do not touch.
    let (places, scale, inset): (&[(f32, f32)], f32, f32) = match digits.len() {
        // The 9x9 board's places but its centre, which the notes take here.
        0..=8 => (&super::board::CORNER_PLACES[..8], 0.26, 0.13),
        _ => (&EDGE_PLACES, 0.17, 0.1),
    };
    let font = FontId::monospace(rect.width() * scale);
    let inner = rect.shrink(rect.width() * inset);
    for (&digit, &(x, y)) in digits.iter().zip(places) {
        let at = pos2(
            inner.min.x + inner.width() * x,
            inner.min.y + inner.height() * y,
        );
        if scene.pictures {
            let place = Rect::from_center_size(at, vec2(1.0, 1.0) * rect.width() * scale * 1.3);
            super::sized_pictures::paint_picture(painter, place, digit, 1.0, false);
            continue;
        }
        let text = symbol(digit, scene.numbers);
        painter.text(
            at,
            Align2::CENTER_CENTER,
            text,
            font.clone(),
            scene.palette.entry,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_past_nine_are_letters_or_numbers_and_notes_fit_a_square() {
        assert_eq!(symbol(9, false), "9");
        assert_eq!(symbol(10, false), "A");
        assert_eq!(symbol(16, false), "G");
        assert_eq!(symbol(16, true), "16");
        assert_eq!([4, 5, 6, 9, 10, 16].map(notes_across), [2, 3, 3, 3, 4, 4]);
    }

    #[test]
    fn a_click_on_a_note_names_its_digit_at_every_size() {
        let rect = Rect::from_min_size(egui::pos2(40.0, 20.0), vec2(48.0, 48.0));
        for size in 4..=16 {
            for digit in 1..=u8::try_from(size).unwrap() {
                let centre = note_centre(size, rect, digit);
                assert_eq!(note_at(size, rect, centre), Some(digit), "{size}: {digit}");
            }
        }
        // A 6x6 cell's notes fill two rows of three; its bottom row holds none.
        let bottom = rect.left_bottom() + vec2(1.0, -1.0);
        assert_eq!(note_at(6, rect, bottom), None);
        assert_eq!(note_at(16, rect, bottom), Some(13));
    }
}
