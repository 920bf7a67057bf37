//! The 9x9 grid: cells, digits, candidate sets, unit and peer tables, and validity checks.
//!
//! Cells are numbered 0..81 row by row; people see them as `r1c1`..`r9c9`.
//! Rows, columns and boxes are numbered 0..9 internally and 1..9 when named.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Number of cells in a grid.
pub const CELLS: usize = 81;

/// Row (0-based) of a cell index.
#[inline]
pub const fn row_of(cell: usize) -> usize {
    cell / 9
}

/// Column (0-based) of a cell index.
#[inline]
pub const fn col_of(cell: usize) -> usize {
    cell % 9
}

/// Box (0-based, row-major) of a cell index.
#[inline]
pub const fn box_of(cell: usize) -> usize {
    (cell / 27) * 3 + (cell % 9) / 3
}

/// Cell index of a 0-based row and column.
#[inline]
pub const fn cell_at(row: usize, col: usize) -> usize {
    row * 9 + col
}

/// The human name of a cell, such as `r3c5`.
pub fn cell_name(cell: usize) -> String {
    format!("r{}c{}", row_of(cell) + 1, col_of(cell) + 1)
}

mod board;
pub mod canon;
mod digits;
#[cfg(test)]
mod tests;

pub use board::{Board, BoardError, Candidates, CellValue};
pub use digits::DigitSet;

/// A house: nine cells that hold each digit once. Classic Sudoku has the 27 rows, columns
/// and boxes; variants add jigsaw regions (in place of the boxes), the two diagonals of
/// Sudoku X and the four windows of Windoku.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum House {
    /// A row, 0..9 from the top.
    Row(u8),
    /// A column, 0..9 from the left.
    Col(u8),
    /// A box, 0..9 row-major from the top left.
    Box(u8),
    /// A jigsaw region, 0..9; its cells are its puzzle's, not fixed.
    Region(u8),
    /// The diagonal from r1c1 to r9c9.
    Diagonal,
    /// The diagonal from r1c9 to r9c1.
    AntiDiagonal,
    /// A Windoku window, 0..4 row-major (rows 2-4 and 6-8 by columns 2-4 and 6-8).
    Window(u8),
}

/// How many houses have an [`House::index`]: the 27 classic ones, nine regions, two
/// diagonals and four windows.
pub const HOUSE_INDICES: usize = 42;

impl House {
    /// The 27 houses of classic Sudoku: rows, then columns, then boxes.
    pub fn all() -> impl Iterator<Item = House> {
        (0..27).map(House::from_index)
    }

    /// The classic house with index 0..27 (rows 0..9, columns 9..18, boxes 18..27).
    ///
    /// Indices past 26 wrap around, so this never panics.
    pub const fn from_index(index: usize) -> House {
        let index = index % 27;
        match index / 9 {
            0 => House::Row(index as u8),
            1 => House::Col((index - 9) as u8),
            _ => House::Box((index - 18) as u8),
        }
    }

    /// The index of this house: 0..27 for the classic houses (rows, then columns, then
    /// boxes), then regions 27..36, the diagonals 36 and 37, and windows 38..42.
    pub const fn index(self) -> usize {
        match self {
            House::Row(r) => r as usize,
            House::Col(c) => 9 + c as usize,
            House::Box(b) => 18 + b as usize,
            House::Region(r) => 27 + r as usize,
            House::Diagonal => 36,
            House::AntiDiagonal => 37,
            House::Window(w) => 38 + w as usize,
        }
    }

    /// Whether this is one of the 27 houses of classic Sudoku.
    pub const fn is_classic(self) -> bool {
        matches!(self, House::Row(_) | House::Col(_) | House::Box(_))
    }

    /// The nine cells of the house, in reading order.
    ///
    /// A jigsaw region's cells belong to its puzzle (`variant::Geometry` knows them); for
    /// one this gives the box of the same number, the region of the standard layout.
    #[inline]
    pub fn cells(self) -> &'static [u8; 9] {
        &HOUSE_CELLS[self.index()]
    }

    /// Human name: "row 1", "column 4", "box 9", "the main diagonal".
    pub fn name(self) -> String {
        self.to_string()
    }
}

impl fmt::Display for House {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            House::Row(r) => write!(f, "row {}", r + 1),
            House::Col(c) => write!(f, "column {}", c + 1),
            House::Box(b) => write!(f, "box {}", b + 1),
            House::Region(r) => write!(f, "region {}", r + 1),
            House::Diagonal => f.write_str("the main diagonal"),
            House::AntiDiagonal => f.write_str("the anti-diagonal"),
            House::Window(w) => write!(f, "window {}", w + 1),
        }
    }
}

/// The cells of every house with an index; regions hold the boxes' cells (see
/// [`House::cells`]).
static HOUSE_CELLS: [[u8; 9]; HOUSE_INDICES] = build_house_cells();

const fn build_house_cells() -> [[u8; 9]; HOUSE_INDICES] {
    let mut houses = [[0u8; 9]; HOUSE_INDICES];
    let mut i = 0;
    while i < 27 {
        houses[i] = UNIT_CELLS[i];
        if i >= 18 {
            houses[i + 9] = UNIT_CELLS[i];
        }
        i += 1;
    }
    let mut j = 0;
    while j < 9 {
        houses[36][j] = (j * 10) as u8;
        houses[37][j] = (j * 8 + 8) as u8;
        let mut window = 0;
        while window < 4 {
            let top = 1 + 4 * (window / 2);
            let left = 1 + 4 * (window % 2);
            houses[38 + window][j] = ((top + j / 3) * 9 + left + j % 3) as u8;
            window += 1;
        }
        j += 1;
    }
    houses
}

const fn build_unit_cells() -> [[u8; 9]; 27] {
    let mut units = [[0u8; 9]; 27];
    let mut i = 0;
    while i < 9 {
        let mut j = 0;
        while j < 9 {
            units[i][j] = (i * 9 + j) as u8;
            units[9 + i][j] = (j * 9 + i) as u8;
            let box_row = (i / 3) * 3 + j / 3;
            let box_col = (i % 3) * 3 + j % 3;
            units[18 + i][j] = (box_row * 9 + box_col) as u8;
            j += 1;
        }
        i += 1;
    }
    units
}

const fn build_peers() -> [[u8; 20]; 81] {
    let mut peers = [[0u8; 20]; 81];
    let mut cell = 0;
    while cell < 81 {
        let mut n = 0;
        let mut other = 0;
        while other < 81 {
            if other != cell
                && (row_of(other) == row_of(cell)
                    || col_of(other) == col_of(cell)
                    || box_of(other) == box_of(cell))
            {
                peers[cell][n] = other as u8;
                n += 1;
            }
            other += 1;
        }
        cell += 1;
    }
    peers
}

/// The cells of each unit, indexed like [`House::index`].
pub static UNIT_CELLS: [[u8; 9]; 27] = build_unit_cells();

/// The 20 peers (cells sharing a row, column or box) of each cell, in increasing order.
pub static PEERS: [[u8; 20]; 81] = build_peers();

/// The three units (row, column, box) that hold a cell.
pub const fn units_of(cell: usize) -> [House; 3] {
    [
        House::Row(row_of(cell) as u8),
        House::Col(col_of(cell) as u8),
        House::Box(box_of(cell) as u8),
    ]
}

/// Whether two distinct cells see each other (share a unit).
#[inline]
pub const fn sees(a: usize, b: usize) -> bool {
    a != b && (row_of(a) == row_of(b) || col_of(a) == col_of(b) || box_of(a) == box_of(b))
}

/// The digit a puzzle character stands for: `Some(0)` for an empty cell
/// (`.`, `0`, `-`, `*`), `Some(1..=9)` for a digit, `None` for anything else.
#[inline]
pub const fn digit_from_char(c: char) -> Option<u8> {
    match c {
        '1'..='9' => Some(c as u8 - b'0'),
        '.' | '0' | '-' | '*' => Some(0),
        _ => None,
    }
}

/// Two equal digits in one unit.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Conflict {
    /// The repeated digit.
    pub digit: u8,
    /// The unit holding it twice or more.
    pub unit: House,
    /// Two of the cells holding it.
    pub cells: [usize; 2],
}

impl fmt::Display for Conflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "two {}s in {} ({} and {})",
            self.digit,
            self.unit,
            cell_name(self.cells[0]),
            cell_name(self.cells[1])
        )
    }
}

/// Why a grid could not be built.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GridError {
    /// The text was not 81 cells long.
    #[error("expected 81 cells, found {0}")]
    WrongLength(usize),
    /// A character that is neither a digit nor an empty-cell mark.
    #[error("column {column}: found {found:?}, expected 1-9, '.' or '0'")]
    BadChar {
        /// 1-based position in the text.
        column: usize,
        /// The offending character.
        found: char,
    },
    /// A digit outside 0-9 in a numeric array.
    #[error("cell {cell}: digit {digit} is outside 0-9")]
    BadDigit {
        /// Name of the cell.
        cell: String,
        /// The value found.
        digit: u8,
    },
}

/// A 9x9 grid of digits, 0 for an empty cell.
///
/// Serialized as its 81-character line (`.` for empty), which keeps save files readable.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Grid {
    cells: [u8; CELLS],
}

impl Default for Grid {
    fn default() -> Self {
        Grid::empty()
    }
}

impl Grid {
    /// The grid with every cell empty.
    pub const fn empty() -> Grid {
        Grid { cells: [0; CELLS] }
    }

    /// Builds a grid from 81 values 0-9 (0 for empty).
    pub fn from_cells(cells: [u8; CELLS]) -> Result<Grid, GridError> {
        // A branch-free scan first (it vectorizes); the position only when something is bad.
        let all_valid = cells.iter().fold(true, |valid, &d| valid & (d <= 9));
        if !all_valid && let Some(cell) = cells.iter().position(|&d| d > 9) {
            return Err(GridError::BadDigit {
                cell: cell_name(cell),
                digit: cells[cell],
            });
        }
        Ok(Grid { cells })
    }

    /// The digit in a cell, 0 when empty.
    #[inline]
    pub fn get(&self, cell: usize) -> u8 {
        self.cells[cell]
    }

    /// Sets a cell to `digit` (0 clears it). Values above 9 are ignored.
    #[inline]
    pub fn set(&mut self, cell: usize, digit: u8) {
        if digit <= 9 {
            self.cells[cell] = digit;
        }
    }

    /// The 81 cells, 0 for empty.
    #[inline]
    pub fn cells(&self) -> &[u8; CELLS] {
        &self.cells
    }

    /// Number of filled cells.
    pub fn filled_count(&self) -> usize {
        self.cells.iter().filter(|&&d| d != 0).count()
    }

    /// Whether every cell holds a digit.
    pub fn is_full(&self) -> bool {
        self.cells.iter().all(|&d| d != 0)
    }

    /// Every place where a unit holds a digit twice (one entry per unit and digit).
    pub fn conflicts(&self) -> Vec<Conflict> {
        let mut out = Vec::new();
        for unit in House::all() {
            let mut first_seen = [usize::MAX; 10];
            let mut reported = DigitSet::EMPTY;
            for &cell in unit.cells() {
                let cell = cell as usize;
                let d = self.cells[cell];
                if d == 0 {
                    continue;
                }
                let prev = first_seen[d as usize];
                if prev == usize::MAX {
                    first_seen[d as usize] = cell;
                } else if !reported.contains(d) {
                    reported.insert(d);
                    out.push(Conflict {
                        digit: d,
                        unit,
                        cells: [prev, cell],
                    });
                }
            }
        }
        out
    }

    /// Cells whose digit also stands in one of their peers.
    pub fn conflicting_cells(&self) -> Vec<usize> {
        (0..CELLS)
            .filter(|&c| {
                let d = self.cells[c];
                d != 0 && PEERS[c].iter().any(|&p| self.cells[p as usize] == d)
            })
            .collect()
    }

    /// `Ok` when no unit repeats a digit, else the first conflict.
    pub fn validate(&self) -> Result<(), Conflict> {
        match self.conflicts().into_iter().next() {
            Some(conflict) => Err(conflict),
            None => Ok(()),
        }
    }

    /// Whether the grid is full and breaks no rule.
    pub fn is_solved(&self) -> bool {
        self.is_full() && self.validate().is_ok()
    }

    /// Whether this grid is a valid solution that agrees with every digit of `puzzle`.
    pub fn solves(&self, puzzle: &Grid) -> bool {
        self.is_solved()
            && puzzle
                .cells
                .iter()
                .zip(self.cells.iter())
                .all(|(&p, &s)| p == 0 || p == s)
    }

    /// The digits a cell could still take: those not already placed among its peers.
    /// A filled cell yields the empty set.
    pub fn allowed(&self, cell: usize) -> DigitSet {
        if self.cells[cell] != 0 {
            return DigitSet::EMPTY;
        }
        let mut used = DigitSet::EMPTY;
        for &p in &PEERS[cell] {
            let d = self.cells[p as usize];
            if d != 0 {
                used.insert(d);
            }
        }
        DigitSet::ALL.difference(used)
    }

    /// The 81-character line form, `.` for empty cells.
    pub fn to_line(&self) -> String {
        self.cells
            .iter()
            .map(|&d| if d == 0 { '.' } else { (b'0' + d) as char })
            .collect()
    }

    /// The 81-digit line form, `0` for empty cells.
    pub fn to_digits(&self) -> String {
        self.cells.iter().map(|&d| (b'0' + d) as char).collect()
    }
}

impl FromStr for Grid {
    type Err = GridError;

    /// Parses exactly 81 characters: `1`-`9`, or `.`, `0`, `-`, `*` for empty.
    fn from_str(s: &str) -> Result<Grid, GridError> {
        let mut cells = [0u8; CELLS];
        let mut n = 0;
        for (i, c) in s.chars().enumerate() {
            let digit = digit_from_char(c).ok_or(GridError::BadChar {
                column: i + 1,
                found: c,
            })?;
            if n < CELLS {
                cells[n] = digit;
            }
            n += 1;
        }
        if n != CELLS {
            return Err(GridError::WrongLength(n));
        }
        Ok(Grid { cells })
    }
}

impl TryFrom<String> for Grid {
    type Error = GridError;

    fn try_from(line: String) -> Result<Grid, GridError> {
        line.parse()
    }
}

impl From<Grid> for String {
    fn from(grid: Grid) -> String {
        grid.to_line()
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({})", self.to_line())
    }
}

impl fmt::Display for Grid {
    /// Nine lines of nine characters, `.` for empty.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..9 {
            let line: String = self.to_line()[row * 9..row * 9 + 9].to_string();
            writeln!(f, "{line}")?;
        }
        Ok(())
    }
}
