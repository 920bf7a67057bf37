//! A board of any size from 4x4 to 16x16 as a [`Picture`], in the 9x9 board's style: the
//! cell fill, thin lines between cells, thick ones where the boxes or jigsaw regions of its
//! [`Shape`] change and around the board, givens heavier than filled-in digits, digits
//! above 9 written `A` to `G` as in the line format.
//!
//! Line weights follow the board, not the cell, more gently than the cells shrink: a 16x16
//! keeps lines a player can tell apart, a 4x4 does not get heavy bars. At 9x9 they are the
//! 9x9 board's own. The 9x9 boards of `nonet image`, Export and booklets keep their own
//! drawing ([`super::board`]), which also draws notes and variants.

use super::board::{CORNER, DIGIT_SIZE, THICK_LINE, THIN_LINE, on_background};
use super::{Anchor, Colours, Face, Item, Picture, Point, Rgb, TextRun};
use crate::game::SizedGame;
use crate::rules::RulePuzzle;
use crate::rules::marks::RuleMark;
use crate::shape::{Shape, digit_symbol};

/// What a picture of a board of any size shows: its shape, its givens and the digits filled
/// in around them.
#[derive(Clone, Debug, PartialEq)]
pub struct SizedPicture {
    /// The grid and its boxes or regions.
    pub shape: Shape,
    /// The puzzle's digits (0 for an empty cell), drawn heavier.
    pub givens: Vec<u8>,
    /// Digits filled in on open cells (0 for none), such as a solution's.
    pub entries: Vec<u8>,
    /// What the puzzle's rules draw (thermometers, dots, outside clues…).
    pub marks: Vec<RuleMark>,
}

impl SizedPicture {
    /// A puzzle as it is printed: its givens alone.
    pub fn puzzle(puzzle: &RulePuzzle) -> SizedPicture {
        SizedPicture {
            shape: puzzle.shape().clone(),
            givens: puzzle.givens().to_vec(),
            entries: vec![0; puzzle.givens().len()],
            marks: puzzle.marks(),
        }
    }

    /// A puzzle with its solution filled in, givens still told apart.
    pub fn solved(puzzle: &RulePuzzle, solution: &[u8]) -> SizedPicture {
        let givens = puzzle.givens();
        let entries = (0..givens.len())
            .map(|cell| match givens[cell] {
                0 => solution.get(cell).copied().unwrap_or(0),
                _ => 0,
            })
            .collect();
        SizedPicture {
            entries,
            ..SizedPicture::puzzle(puzzle)
        }
    }

    /// A game of another size (or with constraint rules) as the player left it: its
    /// givens, and the digits entered around them.
    pub fn of_game(game: &SizedGame) -> SizedPicture {
        let entries = (0..game.digits().len())
            .map(|cell| {
                if game.is_given(cell) {
                    0
                } else {
                    game.digit(cell)
                }
            })
            .collect();
        SizedPicture {
            entries,
            ..SizedPicture::puzzle(game.puzzle())
        }
    }

    /// The digit shown in `cell` and whether it is a given.
    fn digit(&self, cell: usize) -> (u8, bool) {
        match self.givens.get(cell).copied().unwrap_or(0) {
            0 => (self.entries.get(cell).copied().unwrap_or(0), false),
            given => (given, true),
        }
    }
}

/// The length line weights and the corner are measured in, for a board of side `side` and
/// `size` cells across: the cell at 9x9, and as the size grows or shrinks, the board over
/// three times the square root of the size.
fn line_unit(side: f32, size: usize) -> f32 {
    side / (3.0 * (size.max(1) as f32).sqrt())
}

/// How far the outer frame of a board of side `side` and `size` cells across reaches
/// beyond its square.
pub fn sized_frame_overhang(side: f32, size: usize) -> f32 {
    line_unit(side, size) * THICK_LINE / 2.0
}

/// The board drawn in a square of side `side`, its top-left corner at the origin. The thick
/// outer frame is centred on the square's edge, so leave [`sized_frame_overhang`] around it.
pub fn sized_board(view: &SizedPicture, colours: &Colours, side: f32) -> Picture {
    let size = view.shape.size();
    // Clues outside the grid take a cell's margin on every side.
    let margin = usize::from(view.marks.iter().any(RuleMark::is_outside));
    if margin == 0 {
        return grid_board(view, colours, side, &view.marks);
    }
    let cell = side / (size + 2 * margin) as f32;
    let offset = cell * margin as f32;
    let mut picture = Picture::new(side, side);
    let board = grid_board(view, colours, cell * size as f32, &view.marks);
    picture.place(
        &board,
        Point {
            x: offset,
            y: offset,
        },
        1.0,
    );
    picture
}

/// The grid of a board drawn in a square of side `side` at the origin, with the marks of
/// its rules under and over its digits.
fn grid_board(view: &SizedPicture, colours: &Colours, side: f32, marks: &[RuleMark]) -> Picture {
    let size = view.shape.size();
    let cell = side / size as f32;
    let unit = line_unit(side, size);
    let mut picture = Picture::new(side, side);
    let origin = Point { x: 0.0, y: 0.0 };
    let radius = unit * CORNER;
    picture.items.push(Item::Rect {
        at: origin,
        width: side,
        height: side,
        radius,
        fill: colours.cell,
    });
    let borders = house_borders(&view.shape);
    for (across, lines) in [(true, &borders.across), (false, &borders.down)] {
        for (i, runs) in lines.iter().enumerate() {
            let whole = matches!(runs.as_slice(), [(0, end)] if *end == size);
            if !whole {
                let thin = (unit * THIN_LINE, colours.thin_line);
                picture
                    .items
                    .push(grid_line(across, i + 1, (0, size), cell, thin));
            }
        }
    }
    let thick = (unit * THICK_LINE, colours.thick_line);
    for (across, lines) in [(true, &borders.across), (false, &borders.down)] {
        for (i, runs) in lines.iter().enumerate() {
            for &run in runs {
                picture
                    .items
                    .push(grid_line(across, i + 1, run, cell, thick));
            }
        }
    }
    picture.items.push(Item::Frame {
        at: origin,
        width: side,
        height: side,
        radius,
        stroke: unit * THICK_LINE,
        colour: colours.thick_line,
    });
    let grid = super::rule_marks::Grid { origin, cell, size };
    super::rule_marks::under(&mut picture, &grid, marks, colours);
    let digit_size = cell * DIGIT_SIZE;
    let digit_drop = Face::Digits.cap_height() / 2.0;
    for index in 0..view.shape.cells() {
        let (digit, given) = view.digit(index);
        if digit == 0 {
            continue;
        }
        let (row, col) = (view.shape.row_of(index), view.shape.col_of(index));
        picture.items.push(Item::Text(TextRun {
            at: Point {
                x: col as f32 * cell + cell / 2.0,
                y: row as f32 * cell + cell / 2.0 + digit_size * digit_drop,
            },
            size: digit_size,
            face: Face::Digits,
            bold: given,
            anchor: Anchor::Middle,
            colour: if given { colours.given } else { colours.entry },
            text: digit_symbol(digit).to_string(),
        }));
    }
    super::rule_marks::over(&mut picture, &grid, marks, colours);
    picture
}

/// The board alone on a square of side `side`, on the theme's background with a margin, as
/// [`super::board::image`] draws a 9x9 one: what `nonet image` draws for other sizes.
pub fn sized_image(view: &SizedPicture, colours: &Colours, side: f32) -> Picture {
    on_background(colours, side, |inner| sized_board(view, colours, inner))
}

/// A line of `stroke` width and `colour` between rows (`across`) or columns at grid line
/// `at` (from the top or the left), over the cells `from..to` along it.
fn grid_line(
    across: bool,
    at: usize,
    (from, to): (usize, usize),
    cell: f32,
    (stroke, colour): (f32, Rgb),
) -> Item {
    let (offset, from, to) = (at as f32 * cell, from as f32 * cell, to as f32 * cell);
    let (from, to) = if across {
        (Point { x: from, y: offset }, Point { x: to, y: offset })
    } else {
        (Point { x: offset, y: from }, Point { x: offset, y: to })
    };
    Item::Line {
        from,
        to,
        stroke,
        colour,
    }
}

/// Where thick lines run inside a board: for each grid line between two rows (`across`)
/// and between two columns (`down`), from the first inner one on, the runs of cells (start
/// and end, end not included) along which the box or region changes across it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HouseBorders {
    /// The lines between rows, top to bottom: runs of columns.
    pub across: Vec<Vec<(usize, usize)>>,
    /// The lines between columns, left to right: runs of rows.
    pub down: Vec<Vec<(usize, usize)>>,
}

/// Where the boxes or regions of `shape` meet inside the board; none for a shape of rows
/// and columns alone.
pub fn house_borders(shape: &Shape) -> HouseBorders {
    let size = shape.size();
    let group = |cell: usize| shape.box_of(cell).or_else(|| shape.region_of(cell));
    let runs = |differs: &dyn Fn(usize) -> bool| {
        let mut found: Vec<(usize, usize)> = Vec::new();
        for along in (0..size).filter(|&along| differs(along)) {
            match found.last_mut() {
                Some((_, end)) if *end == along => *end = along + 1,
                _ => found.push((along, along + 1)),
            }
        }
        found
    };
    let changes = |a: usize, b: usize| group(a).is_some() && group(a) != group(b);
    let across = (1..size)
        .map(|row| runs(&|col| changes((row - 1) * size + col, row * size + col)))
        .collect();
    let down = (1..size)
        .map(|col| runs(&|row| changes(row * size + col - 1, row * size + col)))
        .collect();
    HouseBorders { across, down }
}

#[cfg(test)]
mod tests;

/// A board of any size to draw: a 9x9 one as the app draws it (classic, a variant or a
/// save's position), or one of another size.
#[allow(
    clippy::large_enum_variant,
    reason = "made a few at a time (at most twelve a page), each dropped once drawn"
)]
pub enum AnyBoard {
    /// A 9x9 board.
    Nine(super::BoardPicture),
    /// A board of another size (4x4 to 16x16).
    Sized(SizedPicture),
}

impl AnyBoard {
    /// The board in a square of side `side`, its frame reaching [`AnyBoard::overhang`] beyond.
    pub fn board(&self, colours: &Colours, side: f32) -> Picture {
        match self {
            AnyBoard::Nine(view) => super::board(view, colours, side),
            AnyBoard::Sized(view) => sized_board(view, colours, side),
        }
    }

    /// The board as an image of side `side`, on its background.
    pub fn image(&self, colours: &Colours, side: f32) -> Picture {
        match self {
            AnyBoard::Nine(view) => super::board::image(view, colours, side),
            AnyBoard::Sized(view) => sized_image(view, colours, side),
        }
    }

    /// How far its frame reaches beyond a square of side `side`.
    pub fn overhang(&self, side: f32) -> f32 {
        match self {
            AnyBoard::Nine(_) => super::board::frame_overhang(side),
            AnyBoard::Sized(view) => sized_frame_overhang(side, view.shape.size()),
        }
    }
}
