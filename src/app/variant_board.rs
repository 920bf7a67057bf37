//! What a variant adds to the board: jigsaw regions with thick borders, the shaded
//! diagonals of Sudoku X and windows of Windoku, and killer cages as dashed outlines with
//! their sum in the first cell's top-left corner.

use super::scene::Scene;
use super::theme::Palette;
use crate::grid::{box_of, col_of, row_of};
use crate::variant::{Kind, outline};
use egui::{Color32, FontId, Painter, Pos2, Rect, Shape, Stroke, vec2};

/// Whether the board's regions are the 3x3 boxes (every kind but Jigsaw).
pub fn has_boxes(scene: &Scene<'_>) -> bool {
    scene
        .variant
        .is_none_or(|puzzle| puzzle.kind() != Kind::Jigsaw)
}

/// Whether two cells share a house (or, in Killer, a cage) under the board's rules.
pub fn are_peers(scene: &Scene<'_>, a: usize, b: usize) -> bool {
    match scene.variant {
        Some(puzzle) => a == b || puzzle.geometry().sees(a, b),
        None => row_of(a) == row_of(b) || col_of(a) == col_of(b) || box_of(a) == box_of(b),
    }
}

/// What a variant's rules add to a cell, for a screen reader: its cage and sum, its jigsaw
/// region, a diagonal or a window; `None` on a classic board.
pub fn cell_description(scene: &Scene<'_>, cell: usize) -> Option<String> {
    use crate::i18n::{Arg, tr, tr_args};
    let puzzle = scene.variant?;
    let mut parts = Vec::new();
    if let Some(cage) = puzzle
        .cages()
        .iter()
        .find(|cage| cage.cells().contains(&(cell as u8)))
    {
        parts.push(tr_args(
            "play-cell-in-cage",
            &[
                ("count", Arg::from(cage.cells().len())),
                ("sum", Arg::from(cage.sum())),
            ],
        ));
    }
    if puzzle.kind() == Kind::Jigsaw {
        let region = usize::from(puzzle.regions()[cell]) + 1;
        parts.push(tr_args(
            "play-cell-in-region",
            &[("number", Arg::from(region))],
        ));
    }
    if is_shaded(scene, cell) {
        parts.push(tr(if puzzle.kind() == Kind::Windoku {
            "play-cell-in-window"
        } else {
            "play-cell-on-diagonal"
        }));
    }
    (!parts.is_empty()).then(|| crate::words::plain_list(crate::i18n::language(), &parts))
}

/// Whether a cell lies on a diagonal of Sudoku X or in a window of Windoku, which are
/// shaded so the extra houses read at a glance.
pub fn is_shaded(scene: &Scene<'_>, cell: usize) -> bool {
    scene
        .variant
        .is_some_and(|puzzle| outline::is_shaded(puzzle.kind(), cell))
}

/// The tint of a shaded cell: a tenth of the way from the cell colour to the box lines, so
/// digits keep their contrast in both themes.
pub fn shade(palette: &Palette) -> Color32 {
    let mix = |cell: u8, line: u8| {
        let blended = (f32::from(cell) * 0.88 + f32::from(line) * 0.12).round();
        // Invariant: a blend of two bytes stays within 0..=255.
        blended.clamp(0.0, 255.0) as u8
    };
    let (cell, line) = (palette.cell, palette.thick_line);
    Color32::from_rgb(
        mix(cell.r(), line.r()),
        mix(cell.g(), line.g()),
        mix(cell.b(), line.b()),
    )
}

/// The size of candidates against the cell's: smaller in Killer, where the cage outline and
/// the sum take the cell's edges.
pub fn note_scale(scene: &Scene<'_>) -> f32 {
    if has_cages(scene) { 0.2 } else { 0.26 }
}

/// Where a cell's candidates go: the whole cell, or in Killer the part inside the cage
/// outline and below the sum, so neither runs through a candidate.
pub fn notes_area(scene: &Scene<'_>, rect: Rect) -> Rect {
    if !has_cages(scene) {
        return rect;
    }
    let size = rect.width();
    Rect::from_min_max(
        rect.min + vec2(size * 0.12, size * 0.25),
        rect.max - vec2(size * 0.12, size * 0.1),
    )
}

fn has_cages(scene: &Scene<'_>) -> bool {
    scene
        .variant
        .is_some_and(|puzzle| !puzzle.cages().is_empty())
}

/// Thick lines between cells of different jigsaw regions (the board's frame is drawn
/// apart).
pub fn paint_regions(painter: &Painter, scene: &Scene<'_>, board: Rect, size: f32, thick: Stroke) {
    let Some(puzzle) = scene.variant else {
        return;
    };
    for [from, to] in outline::region_borders(puzzle) {
        painter.line_segment([at(board, size, from), at(board, size, to)], thick);
    }
}

/// The dashed outline of every killer cage, drawn just inside its cells.
pub fn paint_cages(painter: &Painter, scene: &Scene<'_>, board: Rect, size: f32, ppp: f32) {
    let Some(puzzle) = scene.variant else {
        return;
    };
    let inset = (size * 0.08).max(2.0) / size;
    let stroke = Stroke::new((1.4 * ppp).round().max(1.0) / ppp, cage_line(scene.palette));
    let dash = (size * 0.09).max(3.0);
    let gap = dash * 0.7;
    for cage in puzzle.cages() {
        for [from, to] in outline::cage_outline(cage, inset) {
            let line = [at(board, size, from), at(board, size, to)];
            painter.extend(Shape::dashed_line(&line, stroke, dash, gap));
        }
    }
}

/// A point in cell units on the board's screen rectangle.
fn at(board: Rect, size: f32, (x, y): (f32, f32)) -> Pos2 {
    board.min + vec2(x, y) * size
}

/// Each cage's sum in the top-left corner of its first cell, on the cell's own background
/// so the dashed line and the notes do not run through it.
pub fn paint_cage_sums(
    painter: &Painter,
    scene: &Scene<'_>,
    cell_rect: &dyn Fn(usize) -> Rect,
    background: &dyn Fn(usize) -> Color32,
    size: f32,
) {
    let Some(puzzle) = scene.variant else {
        return;
    };
    let font = FontId::proportional((size * 0.22).max(9.0));
    for cage in puzzle.cages() {
        let cell = cage.first_cell();
        let rect = cell_rect(cell);
        let galley =
            painter.layout_no_wrap(cage.sum().to_string(), font.clone(), scene.palette.given);
        let pos = rect.min + vec2(size * 0.04, size * 0.02);
        let label = Rect::from_min_size(pos, galley.size()).expand2(vec2(1.5, 0.0));
        painter.rect_filled(label, 2.0, background(cell));
        painter.galley(pos, galley, scene.palette.given);
    }
}

/// The colour of cage outlines: the givens' colour, softened, which stands out from the
/// cells in both themes (the box lines' colour was faint on the dark one).
fn cage_line(palette: &Palette) -> Color32 {
    palette.given.gamma_multiply(0.8)
}
