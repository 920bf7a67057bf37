//! What a variant adds to a board picture, as the app's board draws it: the shaded
//! diagonals of Sudoku X and windows of Windoku, jigsaw regions with thick borders, and
//! killer cages as dashed outlines with their sum in the first cell's top-left corner. The
//! shapes come from [`crate::variant::outline`], shared with the app.

use super::{Anchor, Colours, Face, Item, Picture, Point, Rgb, TextRun};
use crate::grid::{CELLS, col_of, row_of};
use crate::variant::{Puzzle, outline};

/// How far inside its cells a cage outline runs, as a fraction of the cell.
const CAGE_INSET: f32 = 0.08;
/// Width of a cage outline, as a fraction of the cell.
const CAGE_LINE: f32 = 0.016;
/// Length of a dash of a cage outline, as a fraction of the cell.
const DASH: f32 = 0.09;
/// Size of a cage's sum, as a fraction of the cell.
const SUM_SIZE: f32 = 0.22;

/// The colour `amount` of the way from `from` to `to`.
pub(super) fn mix(from: Rgb, to: Rgb, amount: f32) -> Rgb {
    let channel = |a: u8, b: u8| {
        let blended = f32::from(a) + (f32::from(b) - f32::from(a)) * amount;
        // Invariant: a blend of two bytes stays within 0..=255.
        blended.round().clamp(0.0, 255.0) as u8
    };
    Rgb(
        channel(from.0, to.0),
        channel(from.1, to.1),
        channel(from.2, to.2),
    )
}

/// The fill of a cell: shaded on a diagonal or in a window, the plain cell colour elsewhere.
pub fn cell_fill(puzzle: &Puzzle, cell: usize, colours: &Colours) -> Rgb {
    if outline::is_shaded(puzzle.kind(), cell) {
        mix(colours.cell, colours.thick_line, 0.12)
    } else {
        colours.cell
    }
}

/// Fills the shaded cells (drawn over the board's background, under its lines).
pub fn shade_cells(picture: &mut Picture, puzzle: &Puzzle, colours: &Colours, cell: f32) {
    for index in 0..CELLS {
        let fill = cell_fill(puzzle, index, colours);
        if fill != colours.cell {
            picture.items.push(Item::Rect {
                at: corner(index, cell),
                width: cell,
                height: cell,
                radius: 0.0,
                fill,
            });
        }
    }
}

/// Thick lines between cells of different jigsaw regions.
pub fn region_borders(picture: &mut Picture, puzzle: &Puzzle, stroke: f32, colour: Rgb, cell: f32) {
    for [from, to] in outline::region_borders(puzzle) {
        picture.items.push(Item::Line {
            from: point(from, cell),
            to: point(to, cell),
            stroke,
            colour,
        });
    }
}

/// Every cage's dashed outline and its sum, on the cell's own fill so the dashes do not
/// run through the figures.
pub fn cages(picture: &mut Picture, puzzle: &Puzzle, colours: &Colours, cell: f32) {
    let origin = Point { x: 0.0, y: 0.0 };
    for cage in puzzle.cages() {
        let cells: Vec<usize> = cage.cells().iter().map(|&c| usize::from(c)).collect();
        let fill = cell_fill(puzzle, cage.first_cell(), colours);
        let sum = Some(u32::from(cage.sum()));
        cage_shape(picture, (origin, cell, 9), &cells, sum, colours, fill);
    }
}

/// One cage on a grid whose top-left corner, cell side and width in cells are `grid`: its
/// dashed outline and, when it has one, its sum in its first cell's corner on `fill`.
pub(super) fn cage_shape(
    picture: &mut Picture,
    (origin, cell, size): (Point, f32, usize),
    cells: &[usize],
    sum: Option<u32>,
    colours: &Colours,
    fill: Rgb,
) {
    let colour = mix(colours.thick_line, colours.cell, 0.15);
    let dash = cell * DASH;
    let at = |(x, y): (f32, f32)| Point {
        x: origin.x + x * cell,
        y: origin.y + y * cell,
    };
    for [from, to] in crate::rules::marks::cells_outline(cells, size, CAGE_INSET) {
        for (start, end) in dashes(at(from), at(to), dash, dash * 0.7) {
            picture.items.push(Item::Line {
                from: start,
                to: end,
                stroke: cell * CAGE_LINE,
                colour,
            });
        }
    }
    let (Some(sum), Some(&first)) = (sum, cells.iter().min()) else {
        return;
    };
    let top_left = at(((first % size) as f32, (first / size) as f32));
    let size = cell * SUM_SIZE;
    let text = sum.to_string();
    let width = Face::Label.text_width(&text, size);
    let height = size * Face::Label.cap_height();
    picture.items.push(Item::Rect {
        at: Point {
            x: top_left.x + cell * 0.025,
            y: top_left.y + cell * 0.025,
        },
        width: width + cell * 0.05,
        height: height + cell * 0.06,
        radius: cell * 0.02,
        fill,
    });
    picture.items.push(Item::Text(TextRun {
        at: Point {
            x: top_left.x + cell * 0.05,
            y: top_left.y + cell * 0.055 + height,
        },
        size,
        face: Face::Label,
        bold: false,
        anchor: Anchor::Start,
        colour: colours.given,
        text,
    }));
}

/// Where a cell's notes go, as (left, top, width, height) in the picture: the whole cell,
/// or in Killer the part inside the cage outline and below the sum.
pub fn notes_area(puzzle: Option<&Puzzle>, index: usize, cell: f32) -> (f32, f32, f32, f32) {
    let top_left = corner(index, cell);
    match puzzle {
        Some(puzzle) if !puzzle.cages().is_empty() => (
            top_left.x + cell * 0.12,
            top_left.y + cell * 0.25,
            cell * 0.76,
            cell * 0.65,
        ),
        _ => (top_left.x, top_left.y, cell, cell),
    }
}

/// The pieces of a dashed line from `from` to `to`: dashes of `dash` with `gap` between,
/// the last cut short at the end.
fn dashes(from: Point, to: Point, dash: f32, gap: f32) -> Vec<(Point, Point)> {
    let (dx, dy) = (to.x - from.x, to.y - from.y);
    let length = (dx * dx + dy * dy).sqrt();
    if length <= 0.0 || dash <= 0.0 {
        return Vec::new();
    }
    let along = |distance: f32| Point {
        x: from.x + dx * distance / length,
        y: from.y + dy * distance / length,
    };
    let mut pieces = Vec::new();
    let mut start = 0.0;
    while start < length {
        let end = (start + dash).min(length);
        pieces.push((along(start), along(end)));
        start = end + gap;
    }
    pieces
}

fn corner(index: usize, cell: f32) -> Point {
    Point {
        x: col_of(index) as f32 * cell,
        y: row_of(index) as f32 * cell,
    }
}

fn point((x, y): (f32, f32), cell: f32) -> Point {
    Point {
        x: x * cell,
        y: y * cell,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::board::{BoardPicture, board};

    #[test]
    fn dashes_cover_the_line_with_gaps_and_stop_at_its_end() {
        let from = Point { x: 0.0, y: 0.0 };
        let to = Point { x: 10.0, y: 0.0 };
        let pieces = dashes(from, to, 3.0, 2.0);
        // 0-3, 5-8, 10-10 is not drawn: the next dash would start at the end.
        assert_eq!(pieces.len(), 2);
        assert!((pieces[1].0.x - 5.0).abs() < 1e-6 && (pieces[1].1.x - 8.0).abs() < 1e-6);
        let short = dashes(from, Point { x: 2.0, y: 0.0 }, 3.0, 2.0);
        assert_eq!(short.len(), 1);
        assert!((short[0].1.x - 2.0).abs() < 1e-6);
    }

    #[test]
    fn a_shaded_fill_lies_between_the_cell_and_the_lines() {
        let colours = Colours::LIGHT;
        let shaded = mix(colours.cell, colours.thick_line, 0.12);
        assert_ne!(shaded, colours.cell);
        let between = |a: u8, b: u8, c: u8| a.min(c) <= b && b <= a.max(c);
        assert!(between(colours.cell.0, shaded.0, colours.thick_line.0));
    }

    #[test]
    fn a_killer_picture_draws_every_cage_sum_and_dashed_outlines() {
        let puzzle = crate::variant::parse_line(KILLER).expect("a valid line");
        let picture = board(&BoardPicture::variant(&puzzle), &Colours::LIGHT, 90.0);
        let mut sums: Vec<String> = picture
            .texts()
            .filter(|run| run.face == Face::Label)
            .map(|run| run.text.clone())
            .collect();
        let mut expected: Vec<String> =
            puzzle.cages().iter().map(|c| c.sum().to_string()).collect();
        sums.sort();
        expected.sort();
        assert_eq!(sums, expected);
        let dashes = picture
            .items
            .iter()
            .filter(|item| matches!(item, Item::Line { stroke, .. } if (*stroke - 10.0 * CAGE_LINE).abs() < 1e-4))
            .count();
        // Every cage has at least four sides, each cut into dashes.
        assert!(dashes > 4 * puzzle.cages().len(), "{dashes} dashes");
    }

    #[test]
    fn a_jigsaw_picture_has_region_borders_instead_of_box_lines() {
        let puzzle = crate::variant::parse_line(JIGSAW).expect("a valid line");
        let colours = Colours::LIGHT;
        let thick = |picture: &Picture| -> usize {
            picture
                .items
                .iter()
                .filter(|item| matches!(item, Item::Line { colour, .. } if *colour == colours.thick_line))
                .count()
        };
        let jigsaw = board(&BoardPicture::variant(&puzzle), &colours, 90.0);
        let classic = board(&BoardPicture::puzzle(*puzzle.givens()), &colours, 90.0);
        assert_eq!(thick(&classic), 4, "two box lines each way");
        assert_eq!(thick(&jigsaw), outline::region_borders(&puzzle).len());
        // Sudoku X shades its two diagonals: 17 cells.
        let x = crate::variant::parse_line(&format!("x:{}", ".".repeat(CELLS))).expect("valid");
        let shaded = board(&BoardPicture::variant(&x), &colours, 90.0)
            .items
            .iter()
            .filter(|item| matches!(item, Item::Rect { fill, .. } if *fill != colours.cell))
            .count();
        assert_eq!(shaded, 17);
    }

    const KILLER: &str = "killer:.................................................................................:aaabbcddefaghccidefaghjjklmnnohpjkmmnnohpqqrmsnoooqrrrstuvwwwwrsuuvvwxxyzzAABBxxy:26,9,13,14,12,10,9,13,2,19,7,7,26,35,23,6,21,22,10,4,16,19,20,26,7,10,15,4";
    const JIGSAW: &str = "jigsaw:.4....9.5...5..1.......8...61.......7.5...8.4.......48...6.......9..3...8.6....3.:112222333111112363411522363447522663477599963477559966447555966477785999488888888";
}
