//! The board: a square, custom-painted 9x9 grid with highlights, notes and hint marks.
//!
//! [`show`] paints a [`Scene`] (everything the board needs to know, worked out by the
//! app each frame) and reports clicks. Each cell is an interactive region with an
//! accessibility label such as "r3c5, 7, given", "r3c5, 4" or "r3c5, empty, notes 1 4 9".

use super::hint_marks::{CandidateRole, HintMarks, paint_links};
use super::theme::Palette;
use crate::grid::{DigitSet, col_of, row_of};
use crate::i18n::{tr, tr_args};
use egui::{
    Align2, Color32, FontFamily, FontId, Galley, Painter, Pos2, Rect, Sense, Stroke, StrokeKind,
    Ui, pos2, vec2,
};
use std::sync::Arc;

pub use super::scene::{CellView, Overlay, Scene, cell_label};

/// What the player did to the board this frame.
#[derive(Clone, Copy, Default, Debug)]
pub struct Output {
    /// A cell clicked with the primary button and no modifier.
    pub clicked: Option<usize>,
    /// A cell clicked with Ctrl (Cmd on macOS) or Shift: add it to the selection or take it out.
    pub toggled: Option<usize>,
    /// A cell and the candidate position under the pointer, clicked with Alt.
    pub alt_clicked: Option<(usize, u8)>,
    /// While dragging across the board from one cell to another: the cell where the drag
    /// began and the cell under the pointer.
    pub dragged: Option<(usize, usize)>,
    /// A cell clicked with the secondary button.
    pub secondary_clicked: Option<usize>,
    /// The Resume button on the pause cover.
    pub resume_clicked: bool,
}

/// The row labels r1-r9 left of the board and the column labels c1-c9 above it, in the
/// band `band` wide, named as hints name cells.
fn paint_coordinates(painter: &Painter, board: Rect, cell_size: f32, band: f32, palette: &Palette) {
    let font = FontId::proportional((band * 0.55).max(10.0));
    for i in 0..9 {
        let along = (i as f32 + 0.5) * cell_size;
        painter.text(
            pos2(board.min.x - band * 0.5, board.min.y + along),
            Align2::CENTER_CENTER,
            format!("r{}", i + 1),
            font.clone(),
            palette.muted,
        );
        painter.text(
            pos2(board.min.x + along, board.min.y - band * 0.5),
            Align2::CENTER_CENTER,
            format!("c{}", i + 1),
            font.clone(),
            palette.muted,
        );
    }
}

/// Lays out the nine digits once per frame in a font, uncoloured, for cheap reuse.
fn digit_galleys(painter: &Painter, font: &FontId) -> [Arc<Galley>; 9] {
    std::array::from_fn(|i| {
        painter.layout_no_wrap(
            ((b'1' + i as u8) as char).to_string(),
            font.clone(),
            Color32::PLACEHOLDER,
        )
    })
}

/// Paints the board into the space left in `ui` (as a centred square) and handles clicks.
pub fn show(ui: &mut Ui, scene: &Scene<'_>) -> Output {
    let mut output = Output::default();
    let available = ui.available_rect_before_wrap();
    ui.allocate_rect(available, Sense::hover());
    let ppp = ui.pixels_per_point();
    // Labels take a band at the left and at the top; the board is centred in the rest.
    let band = if scene.coordinates {
        (available.width().min(available.height()) / 9.0 * 0.4).clamp(14.0, 26.0)
    } else {
        0.0
    };
    let room = Rect::from_min_max(available.min + vec2(band, band), available.max);
    // Clues outside the grid take a margin of a cell all round.
    let across = if super::rule_marks::needs_margin(scene.drawn) {
        11.0
    } else {
        9.0
    };
    // Whole physical pixels per cell keep every line crisp.
    let cell_px = ((room.width().min(room.height()) * ppp) / across)
        .floor()
        .max(9.0);
    let cell_size = cell_px / ppp;
    let side = cell_size * 9.0;
    let min = room.center() - vec2(side, side) / 2.0;
    let min = pos2((min.x * ppp).round() / ppp, (min.y * ppp).round() / ppp);
    let board = Rect::from_min_size(min, vec2(side, side));
    let painter = ui.painter_at(available.expand(4.0));
    let palette = scene.palette;
    let cell_rect = |cell: usize| {
        Rect::from_min_size(
            board.min + vec2(col_of(cell) as f32, row_of(cell) as f32) * cell_size,
            vec2(cell_size, cell_size),
        )
    };

    painter.rect_filled(board, 4.0, palette.cell);
    let covered = scene.overlay != Overlay::None;
    if scene.coordinates {
        paint_coordinates(&painter, board, cell_size, band, palette);
    }

    // Backgrounds.
    if !covered {
        for (cell, view) in scene.cells.iter().enumerate() {
            let fill = background(scene, cell, view);
            if fill != palette.cell {
                painter.rect_filled(cell_rect(cell), 0.0, fill);
            }
        }
    }
    let selected_ring = Stroke::new((2.0 * ppp).round() / ppp, palette.accent);
    // The filter's cells are ringed too, so they show under a selection or a hint's tint.
    if !covered {
        let ring = Stroke::new((2.0 * ppp).round() / ppp, palette.filter_ring);
        for (cell, view) in scene.cells.iter().enumerate() {
            if view.highlighted {
                let inset = (cell_size * 0.06).max(2.0);
                painter.rect_stroke(cell_rect(cell).shrink(inset), 3.0, ring, StrokeKind::Inside);
            }
        }
    }

    let place = super::rule_marks::Place {
        origin: board.min,
        cell: cell_size,
        size: 9,
    };
    if !covered {
        super::rule_marks::paint_under(&painter, &place, scene.drawn, palette);
    }

    // Lines: thin between cells, thick around boxes and the board.
    let thin = Stroke::new(1.0 / ppp, palette.thin_line);
    let thick = Stroke::new((2.5 * ppp).round().max(2.0) / ppp, palette.thick_line);
    let boxes = super::variant_board::has_boxes(scene);
    for i in 1..9 {
        // A covered board shows only its frame.
        if i % 3 == 0 && boxes || covered && scene.overlay == Overlay::Paused {
            continue;
        }
        let x = painter.round_to_pixel_center(board.min.x + i as f32 * cell_size);
        let y = painter.round_to_pixel_center(board.min.y + i as f32 * cell_size);
        painter.line_segment([pos2(x, board.min.y), pos2(x, board.max.y)], thin);
        painter.line_segment([pos2(board.min.x, y), pos2(board.max.x, y)], thin);
    }
    for i in [3, 6] {
        if scene.overlay == Overlay::Paused || !boxes {
            break;
        }
        let x = board.min.x + i as f32 * cell_size;
        let y = board.min.y + i as f32 * cell_size;
        painter.line_segment([pos2(x, board.min.y), pos2(x, board.max.y)], thick);
        painter.line_segment([pos2(board.min.x, y), pos2(board.max.x, y)], thick);
    }
    if scene.overlay != Overlay::Paused {
        super::variant_board::paint_regions(&painter, scene, board, cell_size, thick);
    }
    painter.rect_stroke(board, 4.0, thick, StrokeKind::Middle);
    if !covered {
        super::variant_board::paint_cages(&painter, scene, board, cell_size, ppp);
    }

    match scene.overlay {
        Overlay::Paused => {
            painter.rect_filled(board.shrink(thick.width), 4.0, palette.cell);
            painter.text(
                board.center() - vec2(0.0, cell_size * 0.6),
                Align2::CENTER_CENTER,
                tr("play-paused"),
                FontId::proportional((cell_size * 0.55).max(18.0)),
                palette.given,
            );
            let button = Rect::from_center_size(
                board.center() + vec2(0.0, cell_size * 0.4),
                vec2(140.0, 40.0),
            );
            if ui
                .put(
                    button,
                    egui::Button::new(
                        egui::RichText::new(tr("play-resume"))
                            .size(18.0)
                            .color(palette.on_accent),
                    )
                    .fill(palette.accent),
                )
                .on_hover_text(super::Command::TogglePause.tooltip(ui.ctx()))
                .clicked()
            {
                output.resume_clicked = true;
            }
            return output;
        }
        Overlay::Generating(_) | Overlay::Opening => {
            let spinner = Rect::from_center_size(
                board.center() - vec2(0.0, cell_size * 0.4),
                vec2(48.0, 48.0),
            );
            ui.put(
                spinner,
                egui::Spinner::new().size(48.0).color(palette.accent),
            );
            let galley = painter.layout_no_wrap(
                match scene.overlay {
                    Overlay::Generating(level) => tr_args(
                        "play-making-puzzle",
                        &[("level", super::command::level_name(level).into())],
                    ),
                    _ => tr("play-opening-file"),
                },
                FontId::proportional((cell_size * 0.3).max(15.0)),
                palette.given,
            );
            let text_rect =
                Rect::from_center_size(board.center() + vec2(0.0, cell_size * 0.5), galley.size());
            painter.rect_filled(text_rect.expand2(vec2(16.0, 8.0)), 8.0, palette.background);
            painter.galley(text_rect.min, galley, palette.given);
            return output;
        }
        Overlay::None => {}
    }

    // Selection rings: every selected cell, the cursor's heavier when several are.
    for cell in scene.selection.iter() {
        painter.rect_stroke(
            cell_rect(cell).shrink(thick.width / 2.0),
            2.0,
            selected_ring,
            StrokeKind::Inside,
        );
    }
    if let Some(selected) = scene.selected
        && scene.selection.len() > 1
    {
        let cursor = Stroke::new((3.0 * ppp).round() / ppp, palette.accent);
        painter.rect_stroke(
            cell_rect(selected).shrink(thick.width / 2.0),
            2.0,
            cursor,
            StrokeKind::Inside,
        );
    }

    // Digits and notes.
    let digit_font = FontId::new(cell_size * 0.6, FontFamily::Monospace);
    let note_font = FontId::new(
        cell_size * super::variant_board::note_scale(scene),
        FontFamily::Monospace,
    );
    let digits = digit_galleys(&painter, &digit_font);
    let small = digit_galleys(&painter, &note_font);
    let corner_font = FontId::new(cell_size * 0.22, FontFamily::Monospace);
    let bold_offset = (cell_size * 0.014).max(0.5);
    for (cell, view) in scene.cells.iter().enumerate() {
        let rect = cell_rect(cell);
        if view.digit != 0 {
            let galley = &digits[view.digit as usize - 1];
            let pos = rect.center() - galley.size() / 2.0;
            let color = if view.error {
                palette.error
            } else if view.given {
                palette.given
            } else if view.revealed {
                // The solution's digits, told apart from the player's own.
                palette.revealed
            } else {
                palette.entry
            };
            painter.galley(pos, galley.clone(), color);
            if view.error && !view.wrong {
                let ring = Stroke::new((1.5 * ppp).round().max(1.0) / ppp, palette.error);
                let inset = (cell_size * 0.08).max(2.0);
                painter.rect_stroke(rect.shrink(inset), 3.0, ring, StrokeKind::Inside);
            }
            if view.given {
                // Givens are drawn heavier than entries, not only in another colour.
                painter.galley(pos + vec2(bold_offset, 0.0), galley.clone(), color);
            }
        } else {
            let area = super::variant_board::notes_area(scene, rect);
            paint_notes(&painter, scene, cell, view, area, &small);
            paint_corner_marks(&painter, view, rect, &corner_font, palette);
        }
        if !covered {
            super::cell_colours::paint_number(&painter, rect, view.colour, palette);
        }
    }

    super::variant_board::paint_cage_sums(
        &painter,
        scene,
        &cell_rect,
        &|cell| background(scene, cell, &scene.cells[cell]),
        cell_size,
    );

    super::rule_marks::paint_over(&painter, &place, scene.drawn, palette, &|cell| {
        background(scene, cell, &scene.cells[cell])
    });

    // The hint's links and rays, over the digits they join.
    if let Some(marks) = scene.hint {
        paint_links(&painter, marks, &cell_rect, palette);
    }

    // Dragging across the board selects the cells passed over. The board senses drags
    // under the cells, which sense clicks, so a click still reaches its cell.
    let cell_under = |pos: Pos2| {
        board.contains(pos).then(|| {
            let col = (((pos.x - board.min.x) / cell_size) as usize).min(8);
            let row = (((pos.y - board.min.y) / cell_size) as usize).min(8);
            row * 9 + col
        })
    };
    let drag = ui.interact(board, ui.scope_id().with("board-drag"), Sense::drag());
    if drag.dragged() {
        // A press that stays on its cell is a click, handled by the cell; only a drag that
        // reaches another cell selects.
        let start = ui.input(|i| i.pointer.press_origin()).and_then(cell_under);
        let over = ui.ctx().pointer_latest_pos().and_then(cell_under);
        if let (Some(start), Some(over)) = (start, over)
            && start != over
        {
            output.dragged = Some((start, over));
        }
    }
    let modifiers = ui.input(|i| i.modifiers);

    // Interaction: one clickable, labelled region per cell, in a grid for assistive
    // technology. The main board (the one with a cursor) keeps keyboard focus on the cursor.
    let main_board = scene.selected.is_some();
    let grid = super::board_access::grid_ui(ui, board);
    for (cell, view) in scene.cells.iter().enumerate() {
        let id = if main_board {
            super::board_access::main_cell_id(cell)
        } else {
            ui.scope_id().with(("cell", cell))
        };
        let response = grid.interact(cell_rect(cell), id, Sense::click());
        let selected = scene.selection.contains(cell);
        response.widget_info(|| {
            egui::WidgetInfo::selected(egui::Role::Button, true, selected, cell_label(cell, view))
        });
        let rules = super::variant_board::cell_description(scene, cell);
        super::board_access::describe_cell(&response, cell, rules.as_deref());
        if scene.selected == Some(cell) {
            super::board_access::follow_cursor(ui, &response, cell);
        }
        if response.hovered() && !selected {
            painter.rect_stroke(
                cell_rect(cell).shrink(2.0),
                2.0,
                Stroke::new(1.0, palette.accent.gamma_multiply(0.6)),
                StrokeKind::Inside,
            );
        }
        if response.clicked() && !super::board_access::clicked_by_key(ui, &response) {
            if modifiers.command || modifiers.shift {
                output.toggled = Some(cell);
            } else if modifiers.alt {
                let pos = response
                    .interact_pointer_pos()
                    .unwrap_or(cell_rect(cell).center());
                let third = cell_size / 3.0;
                let rect = cell_rect(cell);
                let col = (((pos.x - rect.min.x) / third) as u8).min(2);
                let row = (((pos.y - rect.min.y) / third) as u8).min(2);
                output.alt_clicked = Some((cell, row * 3 + col + 1));
            } else {
                output.clicked = Some(cell);
            }
        }
        if response.secondary_clicked() {
            output.secondary_clicked = Some(cell);
        }
    }
    output
}

/// The background of a cell, most important reason first.
fn background(scene: &Scene<'_>, cell: usize, view: &CellView) -> Color32 {
    let palette = scene.palette;
    if scene.selection.contains(cell) {
        return palette.selected;
    }
    // A wrong entry is filled; a digit that only clashes is ringed (see `show`), so the two
    // read differently.
    let at_fault = |h: &HintMarks| h.fault == Some(cell) || h.broken.get(cell) == Some(&true);
    if view.wrong || scene.hint.is_some_and(at_fault) {
        return palette.error_cell;
    }
    if let Some(hint) = scene.hint {
        if hint.targets.get(cell).copied().unwrap_or(false) {
            return palette.hint_target;
        }
        if hint.area.get(cell).copied().unwrap_or(false) {
            return palette.hint_cell;
        }
        if hint.cover.get(cell).copied().unwrap_or(false) {
            return super::hint_marks::cover_tint(palette);
        }
    }
    // Asked for just now, so before the player's colours; those show again when the
    // filter is put away, and the ring marks the cell meanwhile (see `show`).
    if view.highlighted {
        return palette.filter_cell;
    }
    // The player's colours come before the automatic tints.
    if let Some(fill) = super::cell_colours::fill(view.colour, palette) {
        return fill;
    }
    if let Some(d) = scene.highlight_digit
        && view.digit == d
    {
        return palette.same_digit;
    }
    if scene.highlight_peers
        && let Some(sel) = scene.selected
        && super::variant_board::are_peers(scene, sel, cell)
    {
        return palette.peer;
    }
    if super::variant_board::is_shaded(scene, cell) {
        return super::variant_board::shade(palette);
    }
    palette.cell
}

fn paint_notes(
    painter: &Painter,
    scene: &Scene<'_>,
    cell: usize,
    view: &CellView,
    rect: Rect,
    small: &[Arc<Galley>; 9],
) {
    let palette = scene.palette;
    let hint_digits = scene.hint.map_or(DigitSet::EMPTY, |h| h.digits_in(cell));
    let shown = view.notes.union(hint_digits);
    if shown.is_empty() {
        return;
    }
    let third = vec2(rect.width(), rect.height()) / 3.0;
    let radius = third.min_elem() * 0.42;
    // Centred when asked, and whenever corner marks take the corners; a hint's marks keep
    // the grid, where each candidate has its place.
    if (scene.centred_candidates || !view.corner.is_empty()) && hint_digits.is_empty() {
        paint_centred_notes(painter, scene, view, rect);
        return;
    }
    for d in shown.iter() {
        let i = (d - 1) as usize;
        let center = rect.min + vec2((i % 3) as f32 + 0.5, (i / 3) as f32 + 0.5) * third;
        let galley = &small[i];
        let pos: Pos2 = center - galley.size() / 2.0;
        let role = scene.hint.and_then(|h| h.candidate_role(cell, d));
        let color = match role {
            Some(CandidateRole::Placement) => {
                painter.circle_filled(center, radius, palette.hint_digit);
                palette.cell
            }
            Some(CandidateRole::Pattern) => {
                painter.circle_stroke(center, radius, Stroke::new(1.5, palette.hint_digit));
                palette.hint_digit
            }
            Some(CandidateRole::Elimination) => {
                let r = radius * 0.8;
                painter.line_segment(
                    [center + vec2(-r, r), center + vec2(r, -r)],
                    Stroke::new(1.5, palette.eliminated),
                );
                palette.eliminated
            }
            None if scene.highlight_digit == Some(d) => {
                painter.circle_filled(center, radius, palette.same_digit);
                palette.note_match
            }
            None => {
                if let Some(fill) =
                    super::cell_colours::fill(view.candidate_colours.get(d), palette)
                {
                    painter.circle_filled(center, radius, fill);
                }
                palette.note
            }
        };
        painter.galley(pos, galley.clone(), color);
    }
}

/// Candidates in a line across the middle of the cell (two lines past five), each with its
/// colour if the player gave it one.
fn paint_centred_notes(painter: &Painter, scene: &Scene<'_>, view: &CellView, rect: Rect) {
    let palette = scene.palette;
    let digits: Vec<u8> = view.notes.iter().collect();
    let per_line = if digits.len() > 5 {
        digits.len().div_ceil(2)
    } else {
        digits.len()
    };
    let size = rect.width() * if per_line > 3 { 0.2 } else { 0.26 };
    let font = FontId::new(size, FontFamily::Monospace);
    let advance = size * 0.62;
    let lines = digits.chunks(per_line.max(1)).collect::<Vec<_>>();
    let line_height = size * 1.05;
    for (row, line) in lines.iter().enumerate() {
        let y = rect.center().y + (row as f32 - (lines.len() as f32 - 1.0) / 2.0) * line_height;
        let start = rect.center().x - advance * (line.len() as f32 - 1.0) / 2.0;
        for (i, &d) in line.iter().enumerate() {
            let center = pos2(start + advance * i as f32, y);
            let color = if scene.highlight_digit == Some(d) {
                painter.circle_filled(center, size * 0.55, palette.same_digit);
                palette.note_match
            } else {
                if let Some(fill) =
                    super::cell_colours::fill(view.candidate_colours.get(d), palette)
                {
                    painter.circle_filled(center, size * 0.55, fill);
                }
                palette.note
            };
            painter.text(
                center,
                Align2::CENTER_CENTER,
                d.to_string(),
                font.clone(),
                color,
            );
        }
    }
}

/// A cell's corner marks, at [`CORNER_PLACES`].
fn paint_corner_marks(
    painter: &Painter,
    view: &CellView,
    rect: Rect,
    font: &FontId,
    palette: &Palette,
) {
    let inset = rect.width() * 0.17;
    let inner = rect.shrink(inset);
    for (d, (x, y)) in view.corner.iter().zip(CORNER_PLACES) {
        let center = pos2(
            inner.min.x + inner.width() * x,
            inner.min.y + inner.height() * y,
        );
        painter.text(
            center,
            Align2::CENTER_CENTER,
            d.to_string(),
            font.clone(),
            palette.entry,
        );
    }
}

/// Where corner marks go within a cell's inner square, in the order the solving apps use:
/// the four corners, then the middles of the top and bottom edges, then of the sides, then
/// the centre (the boards of other sizes take the first eight, their notes the centre).
pub(super) const CORNER_PLACES: [(f32, f32); 9] = [
    (0.0, 0.0),
    (1.0, 0.0),
    (0.0, 1.0),
    (1.0, 1.0),
    (0.5, 0.0),
    (0.5, 1.0),
    (0.0, 0.5),
    (1.0, 0.5),
    (0.5, 0.5),
];
