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

/// A set of digits 1-9, stored as a bitmask (bit `d - 1` stands for digit `d`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct DigitSet(u16);

impl DigitSet {
    /// The empty set.
    pub const EMPTY: DigitSet = DigitSet(0);
    /// All nine digits.
    pub const ALL: DigitSet = DigitSet(0x1ff);

    /// The set holding only `digit` (1-9).
    #[inline]
    pub const fn single(digit: u8) -> DigitSet {
        DigitSet(1 << (digit - 1))
    }

    /// Builds a set from its raw bits; bits above the ninth are dropped.
    #[inline]
    pub const fn from_bits(bits: u16) -> DigitSet {
        DigitSet(bits & 0x1ff)
    }

    /// The raw bitmask.
    #[inline]
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// Whether `digit` (1-9) is in the set.
    #[inline]
    pub const fn contains(self, digit: u8) -> bool {
        digit >= 1 && digit <= 9 && self.0 & (1 << (digit - 1)) != 0
    }

    /// Adds `digit` (1-9).
    #[inline]
    pub fn insert(&mut self, digit: u8) {
        self.0 |= 1 << (digit - 1);
    }

    /// Removes `digit` (1-9); returns whether it was present.
    #[inline]
    pub fn remove(&mut self, digit: u8) -> bool {
        let had = self.contains(digit);
        self.0 &= !(1 << (digit - 1));
        had
    }

    /// Adds or removes `digit`.
    #[inline]
    pub fn toggle(&mut self, digit: u8) {
        self.0 ^= 1 << (digit - 1);
    }

    /// Number of digits in the set.
    #[inline]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The smallest digit in the set, if any.
    #[inline]
    pub const fn first(self) -> Option<u8> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as u8 + 1)
        }
    }

    /// The only digit in the set, when it holds exactly one.
    #[inline]
    pub const fn single_digit(self) -> Option<u8> {
        if self.0.count_ones() == 1 {
            Some(self.0.trailing_zeros() as u8 + 1)
        } else {
            None
        }
    }

    /// Union of two sets.
    #[inline]
    pub const fn union(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 | other.0)
    }

    /// Intersection of two sets.
    #[inline]
    pub const fn intersection(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 & other.0)
    }

    /// Digits of `self` that are not in `other`.
    #[inline]
    pub const fn difference(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 & !other.0)
    }

    /// The digits in increasing order.
    pub fn iter(self) -> impl Iterator<Item = u8> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                None
            } else {
                let d = bits.trailing_zeros() as u8 + 1;
                bits &= bits - 1;
                Some(d)
            }
        })
    }
}

impl FromIterator<u8> for DigitSet {
    fn from_iter<I: IntoIterator<Item = u8>>(iter: I) -> Self {
        let mut set = DigitSet::EMPTY;
        for d in iter {
            set.insert(d);
        }
        set
    }
}

impl fmt::Debug for DigitSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{{")?;
        for d in self.iter() {
            write!(f, "{d}")?;
        }
        write!(f, "}}")
    }
}

/// One of the 27 units (houses): a row, a column or a box, numbered 0..9 within its kind.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Unit {
    /// A row, 0..9 from the top.
    Row(u8),
    /// A column, 0..9 from the left.
    Col(u8),
    /// A box, 0..9 row-major from the top left.
    Box(u8),
}

impl Unit {
    /// All 27 units: rows, then columns, then boxes.
    pub fn all() -> impl Iterator<Item = Unit> {
        (0..27).map(Unit::from_index)
    }

    /// The unit with index 0..27 (rows 0..9, columns 9..18, boxes 18..27).
    ///
    /// Indices past 26 wrap around, so this never panics.
    pub const fn from_index(index: usize) -> Unit {
        let index = index % 27;
        match index / 9 {
            0 => Unit::Row(index as u8),
            1 => Unit::Col((index - 9) as u8),
            _ => Unit::Box((index - 18) as u8),
        }
    }

    /// The index 0..27 of this unit (rows, then columns, then boxes).
    pub const fn index(self) -> usize {
        match self {
            Unit::Row(r) => r as usize,
            Unit::Col(c) => 9 + c as usize,
            Unit::Box(b) => 18 + b as usize,
        }
    }

    /// The nine cells of the unit, in reading order.
    #[inline]
    pub fn cells(self) -> &'static [u8; 9] {
        &UNIT_CELLS[self.index()]
    }

    /// Human name: "row 1", "column 4", "box 9".
    pub fn name(self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unit::Row(r) => write!(f, "row {}", r + 1),
            Unit::Col(c) => write!(f, "column {}", c + 1),
            Unit::Box(b) => write!(f, "box {}", b + 1),
        }
    }
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

/// The cells of each unit, indexed like [`Unit::index`].
pub static UNIT_CELLS: [[u8; 9]; 27] = build_unit_cells();

/// The 20 peers (cells sharing a row, column or box) of each cell, in increasing order.
pub static PEERS: [[u8; 20]; 81] = build_peers();

/// The three units (row, column, box) that hold a cell.
pub const fn units_of(cell: usize) -> [Unit; 3] {
    [
        Unit::Row(row_of(cell) as u8),
        Unit::Col(col_of(cell) as u8),
        Unit::Box(box_of(cell) as u8),
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
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Conflict {
    /// The repeated digit.
    pub digit: u8,
    /// The unit holding it twice or more.
    pub unit: Unit,
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
        for unit in Unit::all() {
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

/// What a cell of a [`Board`] holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CellValue {
    /// Nothing yet.
    Empty,
    /// A clue of the puzzle, fixed.
    Given(u8),
    /// A digit the player entered.
    Entry(u8),
}

/// Why a board edit was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// Givens are fixed.
    #[error("{0} is a given and cannot be changed")]
    GivenCell(String),
    /// Only 0-9 are digits.
    #[error("{0} is not a digit 1-9")]
    BadDigit(u8),
}

/// A puzzle being played: the givens kept apart from the player's entries.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub struct Board {
    givens: Grid,
    entries: Grid,
}

impl Board {
    /// A board with these givens and no entries.
    pub fn new(givens: Grid) -> Board {
        Board {
            givens,
            entries: Grid::empty(),
        }
    }

    /// Builds a board from givens and entries; entries on given cells are dropped.
    pub fn with_entries(givens: Grid, mut entries: Grid) -> Board {
        for cell in 0..CELLS {
            if givens.get(cell) != 0 {
                entries.set(cell, 0);
            }
        }
        Board { givens, entries }
    }

    /// The givens alone.
    pub fn givens(&self) -> &Grid {
        &self.givens
    }

    /// The entries alone.
    pub fn entries(&self) -> &Grid {
        &self.entries
    }

    /// What a cell holds.
    pub fn cell(&self, cell: usize) -> CellValue {
        match (self.givens.get(cell), self.entries.get(cell)) {
            (0, 0) => CellValue::Empty,
            (0, e) => CellValue::Entry(e),
            (g, _) => CellValue::Given(g),
        }
    }

    /// Whether the cell is a given.
    pub fn is_given(&self, cell: usize) -> bool {
        self.givens.get(cell) != 0
    }

    /// Puts `digit` (0 clears) into a non-given cell.
    pub fn set_entry(&mut self, cell: usize, digit: u8) -> Result<(), BoardError> {
        if digit > 9 {
            return Err(BoardError::BadDigit(digit));
        }
        if self.is_given(cell) {
            return Err(BoardError::GivenCell(cell_name(cell)));
        }
        self.entries.set(cell, digit);
        Ok(())
    }

    /// Removes every entry.
    pub fn clear_entries(&mut self) {
        self.entries = Grid::empty();
    }

    /// Givens and entries together as one grid.
    pub fn combined(&self) -> Grid {
        let mut grid = self.givens;
        for cell in 0..CELLS {
            let e = self.entries.get(cell);
            if grid.get(cell) == 0 && e != 0 {
                grid.set(cell, e);
            }
        }
        grid
    }
}

/// Candidate digits for every cell (pencil marks), as the logical solver and the player see them.
///
/// Serialized as a list of 81 bitmasks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "Vec<u16>", into = "Vec<u16>")]
pub struct Candidates {
    sets: [DigitSet; CELLS],
}

impl Default for Candidates {
    fn default() -> Self {
        Candidates::none()
    }
}

impl Candidates {
    /// No candidates anywhere.
    pub const fn none() -> Candidates {
        Candidates {
            sets: [DigitSet::EMPTY; CELLS],
        }
    }

    /// For every empty cell, the digits not already placed among its peers; filled cells get none.
    pub fn from_grid(grid: &Grid) -> Candidates {
        let mut sets = [DigitSet::EMPTY; CELLS];
        for (cell, set) in sets.iter_mut().enumerate() {
            *set = grid.allowed(cell);
        }
        Candidates { sets }
    }

    /// The candidates of a cell.
    #[inline]
    pub fn get(&self, cell: usize) -> DigitSet {
        self.sets[cell]
    }

    /// Replaces the candidates of a cell.
    #[inline]
    pub fn set(&mut self, cell: usize, set: DigitSet) {
        self.sets[cell] = set;
    }

    /// Removes one candidate; returns whether it was present.
    #[inline]
    pub fn remove(&mut self, cell: usize, digit: u8) -> bool {
        self.sets[cell].remove(digit)
    }

    /// Whether `digit` is a candidate of `cell`.
    #[inline]
    pub fn has(&self, cell: usize, digit: u8) -> bool {
        self.sets[cell].contains(digit)
    }

    /// Cells of a unit where `digit` is a candidate.
    pub fn cells_with(&self, unit: Unit, digit: u8) -> impl Iterator<Item = usize> + '_ {
        unit.cells()
            .iter()
            .map(|&c| c as usize)
            .filter(move |&c| self.sets[c].contains(digit))
    }

    /// All 81 sets.
    pub fn as_array(&self) -> &[DigitSet; CELLS] {
        &self.sets
    }
}

impl TryFrom<Vec<u16>> for Candidates {
    type Error = GridError;

    fn try_from(bits: Vec<u16>) -> Result<Candidates, GridError> {
        if bits.len() != CELLS {
            return Err(GridError::WrongLength(bits.len()));
        }
        let mut sets = [DigitSet::EMPTY; CELLS];
        for (set, b) in sets.iter_mut().zip(bits) {
            *set = DigitSet::from_bits(b);
        }
        Ok(Candidates { sets })
    }
}

impl From<Candidates> for Vec<u16> {
    fn from(cands: Candidates) -> Vec<u16> {
        cands.sets.iter().map(|s| s.bits()).collect()
    }
}

impl fmt::Debug for Candidates {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..9 {
            for col in 0..9 {
                write!(f, "{:?} ", self.sets[cell_at(row, col)])?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SEED: &str =
        "900004001016008070000000080740305000000010000000702038050000000070200350100600009";

    #[test]
    fn tables_are_consistent() {
        for (cell, peers) in PEERS.iter().enumerate() {
            for &p in peers {
                assert!(sees(cell, p as usize));
                assert!(PEERS[p as usize].contains(&(cell as u8)));
            }
            for unit in units_of(cell) {
                assert!(unit.cells().contains(&(cell as u8)));
            }
        }
        for unit in Unit::all() {
            assert_eq!(Unit::from_index(unit.index()), unit);
            let mut seen = [false; CELLS];
            for &c in unit.cells() {
                assert!(!seen[c as usize]);
                seen[c as usize] = true;
            }
        }
        assert_eq!(box_of(cell_at(4, 4)), 4);
        assert_eq!(box_of(cell_at(8, 0)), 6);
        assert_eq!(cell_name(cell_at(2, 4)), "r3c5");
    }

    #[test]
    fn digit_set_operations() {
        let mut s: DigitSet = [1u8, 4, 9].into_iter().collect();
        assert_eq!(s.len(), 3);
        assert!(s.contains(4) && !s.contains(5) && !s.contains(0) && !s.contains(10));
        assert!(s.remove(4));
        assert!(!s.remove(4));
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![1, 9]);
        assert_eq!(s.first(), Some(1));
        assert_eq!(DigitSet::single(7).single_digit(), Some(7));
        assert_eq!(s.single_digit(), None);
        assert_eq!(format!("{s:?}"), "{19}");
    }

    #[test]
    fn parse_and_print_round_trip() {
        let grid: Grid = SEED.parse().unwrap();
        assert_eq!(grid.get(0), 9);
        assert_eq!(grid.get(1), 0);
        assert_eq!(grid.to_digits(), SEED);
        assert_eq!(grid.to_line().parse::<Grid>().unwrap(), grid);
        assert_eq!("12".parse::<Grid>().unwrap_err(), GridError::WrongLength(2));
        let bad = format!("{}x{}", &SEED[..40], &SEED[41..]);
        assert_eq!(
            bad.parse::<Grid>().unwrap_err(),
            GridError::BadChar {
                column: 41,
                found: 'x'
            }
        );
    }

    #[test]
    fn conflicts_name_the_unit() {
        let mut grid: Grid = SEED.parse().unwrap();
        assert!(grid.validate().is_ok());
        grid.set(1, 9); // r1c2 = 9 repeats r1c1's 9 in row 1 and box 1
        let conflicts = grid.conflicts();
        assert_eq!(conflicts.len(), 2);
        assert_eq!(conflicts[0].to_string(), "two 9s in row 1 (r1c1 and r1c2)");
        assert_eq!(conflicts[1].unit, Unit::Box(0));
        assert_eq!(grid.conflicting_cells(), vec![0, 1]);
    }

    #[test]
    fn board_keeps_givens_fixed() {
        let givens: Grid = SEED.parse().unwrap();
        let mut board = Board::new(givens);
        assert_eq!(board.cell(0), CellValue::Given(9));
        assert!(board.set_entry(0, 3).is_err());
        board.set_entry(1, 3).unwrap();
        assert_eq!(board.cell(1), CellValue::Entry(3));
        assert_eq!(board.combined().get(1), 3);
        board.set_entry(1, 0).unwrap();
        assert_eq!(board.cell(1), CellValue::Empty);
        assert!(board.set_entry(1, 10).is_err());
    }

    #[test]
    fn candidates_exclude_peers() {
        let grid: Grid = SEED.parse().unwrap();
        let cands = Candidates::from_grid(&grid);
        assert!(cands.get(0).is_empty());
        // r1c2 sees 9, 1, 4 in row 1, 1, 6 in box 1, and 1, 4, 5, 7 in column 2
        let expected: DigitSet = [2u8, 3, 8].into_iter().collect();
        assert_eq!(cands.get(1), expected);
    }
}
