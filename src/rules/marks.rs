//! What a puzzle's rules draw on the board, as data the app, the printer and the pictures
//! paint: lines through cells, circles, dots and letters on edges, cage outlines, shaded
//! cells, odd and even cells, and clues outside the grid. Each rule says what it draws in
//! its own file ([`super::RuleUnit::marks`]); no words here, only cells and numbers.
//!
//! Points are in cell units: x across, y down, a cell one unit wide, the grid's top-left
//! corner at the origin; a clue outside the grid sits in row or column -1 or `size`.

use super::{Relation, RulePuzzle, RuleUnit};

/// A straight line between two points, in cell units.
pub type Segment = [(f32, f32); 2];

/// Which kind of line, each drawn in its usual colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum LineKind {
    /// A thermometer: a thick grey line with a bulb at its first cell.
    Thermometer,
    /// An arrow's line, from its circle out, with a head at its last cell.
    Arrow,
    /// A German (or Dutch…) whispers line: green.
    Whispers,
    /// A renban line: purple.
    Renban,
    /// A palindrome line: grey, thinner than a thermometer.
    Palindrome,
    /// A between line: pale grey, with circles at both ends.
    Between,
    /// A main diagonal holding every digit once: a thin line corner to corner.
    Diagonal,
    /// A region-sum line: blue.
    RegionSum,
    /// An entropic line: orange.
    Entropic,
}

/// One thing a rule draws.
#[derive(Clone, PartialEq, Debug)]
pub enum RuleMark {
    /// A line through the centres of these cells, in order.
    Line {
        /// Which kind of line.
        kind: LineKind,
        /// Its cells, from its start.
        cells: Vec<usize>,
    },
    /// An arrow's circle (one cell) or pill (neighbouring cells).
    Circle {
        /// Its cells.
        cells: Vec<usize>,
    },
    /// A dot or letter on the edge between two neighbouring cells.
    Edge {
        /// The two cells.
        cells: [usize; 2],
        /// What it says of their digits: white dot, black dot, X or V.
        relation: Relation,
    },
    /// A cage's dashed outline, with its sum in its first cell's corner.
    Cage {
        /// Its cells, in reading order.
        cells: Vec<usize>,
        /// Its sum, when it has one.
        sum: Option<u32>,
    },
    /// Cells shaded: an extra house, a clone's two groups or an indexing cell.
    Shade {
        /// Its cells.
        cells: Vec<usize>,
    },
    /// An odd cell (a circle) or an even one (a square).
    Parity {
        /// The cell.
        cell: usize,
        /// Even (a square) rather than odd (a circle).
        even: bool,
    },
    /// A circle on the corner its cells share, with the digits they hold among them.
    Quadruple {
        /// The cells round the corner.
        cells: Vec<usize>,
        /// The digits, in order.
        digits: Vec<u8>,
    },
    /// A minimum or maximum cell: small arrowheads on its sides, pointing in (minimum) or
    /// out (maximum).
    Extremum {
        /// The cell.
        cell: usize,
        /// A maximum rather than a minimum.
        maximum: bool,
    },
    /// The candidates a setter pencils into a cell: small digits along its top.
    Candidates {
        /// The cell.
        cell: usize,
        /// The digits, ascending.
        digits: Vec<u8>,
    },
    /// A number outside the grid, with an arrow when it reads along a diagonal.
    Outside {
        /// Its row, -1 above the grid or `size` below it.
        row: isize,
        /// Its column, -1 left of the grid or `size` right of it.
        col: isize,
        /// The number.
        value: u32,
        /// The diagonal it reads along, as a step (rows, columns); `None` for a clue that
        /// reads its row or column.
        direction: Option<[i8; 2]>,
    },
}

impl RuleMark {
    /// Whether this mark sits outside the grid, so the board leaves a margin for it.
    pub fn is_outside(&self) -> bool {
        matches!(self, RuleMark::Outside { .. })
    }
}

/// The setter's candidates for a cell as the one line of small digits along its top.
pub fn candidates_line(digits: &[u8]) -> String {
    digits
        .iter()
        .map(|&d| crate::shape::digit_symbol(d).to_string())
        .collect()
}

/// How far down a cell (in cells) the setter's candidates sit, and their size.
pub const CANDIDATES_PLACE: (f32, f32) = (0.17, 0.2);

/// A quadruple's circle radius, in cells.
pub const QUADRUPLE_RADIUS: f32 = 0.27;

/// The point (in cell units) at the middle of `cells` on a grid `size` wide: the corner
/// four cells round it share.
pub fn corner_of(cells: &[usize], size: usize) -> (f32, f32) {
    let count = cells.len().max(1) as f32;
    let (x, y) = cells.iter().fold((0.0, 0.0), |(x, y), &cell| {
        (
            x + (cell % size) as f32 + 0.5,
            y + (cell / size) as f32 + 0.5,
        )
    });
    (x / count, y / count)
}

/// A quadruple's digits as the lines its circle shows: up to two a line.
pub fn quadruple_lines(digits: &[u8]) -> Vec<String> {
    digits
        .chunks(2)
        .map(|pair| {
            pair.iter()
                .map(|&d| crate::shape::digit_symbol(d).to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

/// The four arrowheads of a minimum or maximum cell, one a side, as a tip and two wing ends
/// in cell units from the cell's centre: pointing in for a minimum, out for a maximum.
pub fn extremum_chevrons(maximum: bool) -> [[(f32, f32); 3]; 4] {
    let (near, far) = (0.3, 0.43);
    let (tip, wings) = if maximum { (far, near) } else { (near, far) };
    [(0.0, -1.0), (1.0, 0.0), (0.0, 1.0), (-1.0, 0.0)].map(|(dx, dy): (f32, f32)| {
        let (px, py) = (-dy * 0.11, dx * 0.11);
        [
            (dx * tip, dy * tip),
            (dx * wings + px, dy * wings + py),
            (dx * wings - px, dy * wings - py),
        ]
    })
}

impl RulePuzzle {
    /// Everything the puzzle's rules draw, rule by rule in the puzzle's order.
    pub fn marks(&self) -> Vec<RuleMark> {
        self.rules()
            .iter()
            .flat_map(|rule| rule.marks(self.shape()))
            .collect()
    }
}

/// An outline of a group of cells on a grid `size` wide, `inset` inside their outer edges:
/// one segment per outer side of a cell, lengthened or shortened at the corners so the
/// sides meet, round inner corners as well as outer ones (a cage's dashed line).
pub fn cells_outline(cells: &[usize], size: usize, inset: f32) -> Vec<Segment> {
    let size = size as isize;
    let inside = |row: isize, col: isize| {
        (0..size).contains(&row)
            && (0..size).contains(&col)
            && cells.contains(&((row * size + col) as usize))
    };
    let mut segments = Vec::new();
    for &cell in cells {
        let row = cell as isize / size;
        let col = cell as isize % size;
        for side in Side::ALL {
            let (dr, dc) = side.outward();
            if inside(row + dr, col + dc) {
                continue;
            }
            // How far the line runs past the cell's corner: to the inset on an outer corner,
            // to the edge where the group goes on, beyond it round an inner one.
            let end = |(ar, ac): (isize, isize)| {
                if !inside(row + ar, col + ac) {
                    inset
                } else if inside(row + ar + dr, col + ac + dc) {
                    -inset
                } else {
                    0.0
                }
            };
            segments.push(side.segment((col as f32, row as f32), inset, end));
        }
    }
    segments
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

    /// The side's line inside the cell whose top-left corner is `(x, y)`, `inset` from the
    /// edge; `end_offset` is asked, for each end, how far in from the corner to stop, given
    /// the step to the neighbour along the side.
    fn segment(
        self,
        (x, y): (f32, f32),
        inset: f32,
        end_offset: impl Fn((isize, isize)) -> f32,
    ) -> Segment {
        match self {
            Side::Top | Side::Bottom => {
                let line_y = if matches!(self, Side::Top) {
                    y + inset
                } else {
                    y + 1.0 - inset
                };
                [
                    (x + end_offset((0, -1)), line_y),
                    (x + 1.0 - end_offset((0, 1)), line_y),
                ]
            }
            Side::Left | Side::Right => {
                let line_x = if matches!(self, Side::Left) {
                    x + inset
                } else {
                    x + 1.0 - inset
                };
                [
                    (line_x, y + end_offset((-1, 0))),
                    (line_x, y + 1.0 - end_offset((1, 0))),
                ]
            }
        }
    }
}
