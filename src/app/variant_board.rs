//! What a variant adds to the board: jigsaw regions with thick borders, the shaded
//! diagonals of Sudoku X and windows of Windoku, and killer cages as dashed outlines with
//! their sum in the first cell's top-left corner.

use super::board::Scene;
use super::theme::Palette;
use crate::grid::{CELLS, box_of, col_of, row_of};
use crate::variant::{Kind, Puzzle};
use egui::{Color32, FontId, Painter, Pos2, Rect, Shape, Stroke, pos2, vec2};

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

/// Whether a cell lies on a diagonal of Sudoku X or in a window of Windoku, which are
/// shaded so the extra houses read at a glance.
pub fn is_shaded(scene: &Scene<'_>, cell: usize) -> bool {
    let (row, col) = (row_of(cell), col_of(cell));
    match scene.variant.map(Puzzle::kind) {
        Some(Kind::X) => row == col || row + col == 8,
        Some(Kind::Windoku) => {
            let inside = |i: usize| matches!(i, 1..=3 | 5..=7);
            inside(row) && inside(col)
        }
        _ => false,
    }
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
    let Some(puzzle) = scene.variant.filter(|_| !has_boxes(scene)) else {
        return;
    };
    let regions = puzzle.regions();
    let corner = |row: usize, col: usize| board.min + vec2(col as f32, row as f32) * size;
    for cell in 0..CELLS {
        let (row, col) = (row_of(cell), col_of(cell));
        if col < 8 && regions[cell] != regions[cell + 1] {
            painter.line_segment([corner(row, col + 1), corner(row + 1, col + 1)], thick);
        }
        if row < 8 && regions[cell] != regions[cell + 9] {
            painter.line_segment([corner(row + 1, col), corner(row + 1, col + 1)], thick);
        }
    }
}

/// The dashed outline of every killer cage, drawn just inside its cells.
pub fn paint_cages(painter: &Painter, scene: &Scene<'_>, board: Rect, size: f32, ppp: f32) {
    let Some(puzzle) = scene.variant else {
        return;
    };
    let inset = (size * 0.08).max(2.0);
    let stroke = Stroke::new((1.4 * ppp).round().max(1.0) / ppp, cage_line(scene.palette));
    let dash = (size * 0.09).max(3.0);
    let gap = dash * 0.7;
    for cage in puzzle.cages() {
        let inside = |row: isize, col: isize| {
            (0..9).contains(&row)
                && (0..9).contains(&col)
                && cage.cells().contains(&((row * 9 + col) as u8))
        };
        for &cell in cage.cells() {
            let (row, col) = (
                row_of(usize::from(cell)) as isize,
                col_of(usize::from(cell)) as isize,
            );
            let origin = board.min + vec2(col as f32, row as f32) * size;
            for side in Side::ALL {
                let (dr, dc) = side.outward();
                if inside(row + dr, col + dc) {
                    continue;
                }
                let [start, end] = side.segment(origin, size, inset, |along, back| {
                    // How far the line runs past the cell's corner: to the inset on an outer
                    // corner, to the edge where the cage goes on, beyond it round an inner one.
                    let (ar, ac) = along;
                    if !inside(row + ar, col + ac) {
                        inset
                    } else if inside(row + ar + back.0, col + ac + back.1) {
                        -inset
                    } else {
                        0.0
                    }
                });
                painter.extend(Shape::dashed_line(&[start, end], stroke, dash, gap));
            }
        }
    }
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

/// The colour of cage outlines: the box lines' colour, a little lighter.
fn cage_line(palette: &Palette) -> Color32 {
    palette.thick_line.gamma_multiply(0.85)
}

/// A side of a cell.
#[derive(Clone, Copy)]
enum Side {
    Top,
    Right,
    Bottom,
    Left,
}

impl Side {
    const ALL: [Side; 4] = [Side::Top, Side::Right, Side::Bottom, Side::Left];

    /// The step (rows, columns) to the neighbour across this side.
    fn outward(self) -> (isize, isize) {
        match self {
            Side::Top => (-1, 0),
            Side::Right => (0, 1),
            Side::Bottom => (1, 0),
            Side::Left => (0, -1),
        }
    }

    /// The side's line inside a cell at `origin`, `inset` from the edge; `end_offset` is
    /// asked, for each end, how far to draw past the corner given the neighbour along the
    /// side and the step outward from there.
    fn segment(
        self,
        origin: Pos2,
        size: f32,
        inset: f32,
        end_offset: impl Fn((isize, isize), (isize, isize)) -> f32,
    ) -> [Pos2; 2] {
        let out = self.outward();
        let (x0, y0, x1, y1) = (origin.x, origin.y, origin.x + size, origin.y + size);
        match self {
            Side::Top | Side::Bottom => {
                let y = if matches!(self, Side::Top) {
                    y0 + inset
                } else {
                    y1 - inset
                };
                let left = end_offset((0, -1), out);
                let right = end_offset((0, 1), out);
                [pos2(x0 + left, y), pos2(x1 - right, y)]
            }
            Side::Left | Side::Right => {
                let x = if matches!(self, Side::Left) {
                    x0 + inset
                } else {
                    x1 - inset
                };
                let top = end_offset((-1, 0), out);
                let bottom = end_offset((1, 0), out);
                [pos2(x, y0 + top), pos2(x, y1 - bottom)]
            }
        }
    }
}
