//! Sudoku variants on a 9x9 grid: X (both long diagonals are houses), Windoku (four extra
//! 3x3 windows), Jigsaw (nine irregular regions instead of the boxes) and Killer (cages of
//! cells with a sum and no repeated digit), with their line format, an exact solver, a
//! logical solver that rates them and a generator.
//!
//! A [`Puzzle`] is always valid once built: its regions are nine connected sets of nine
//! cells, its cages are connected with sums their sizes can make, and no given clashes.
//! Classic Sudoku keeps its own faster engine ([`crate::solver`], [`crate::logic`]); a
//! classic puzzle here is only a [`Kind::Classic`] line passed through.

mod as_rules;
pub use as_rules::AsRulesError;
mod error;
mod format;
pub mod generate;
pub(crate) mod geometry;
pub mod logic;
pub mod outline;
pub mod practice;
pub mod solver;

pub use crate::rules::SumCage as Cage;
pub use crate::rules::combos::{combinations, combinations_of};
pub use crate::rules::{Geometry, HouseCells};
pub use error::{Field, VariantError};
pub use format::{CAGE_IDS, parse_line, write_line};

use crate::grid::{CELLS, Grid};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Which variant a puzzle is.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Kind {
    /// Rows, columns and boxes only.
    Classic,
    /// Classic plus the two long diagonals.
    X,
    /// Classic plus four windows (rows 2-4 and 6-8 by columns 2-4 and 6-8).
    Windoku,
    /// Rows, columns and nine irregular regions in place of the boxes.
    Jigsaw,
    /// Classic plus cages with sums.
    Killer,
}

impl Kind {
    /// Every kind, classic first.
    pub const ALL: [Kind; 5] = [
        Kind::Classic,
        Kind::X,
        Kind::Windoku,
        Kind::Jigsaw,
        Kind::Killer,
    ];

    /// The line prefix and command-line name ("classic", "x", "windoku", "jigsaw", "killer").
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Classic => "classic",
            Kind::X => "x",
            Kind::Windoku => "windoku",
            Kind::Jigsaw => "jigsaw",
            Kind::Killer => "killer",
        }
    }

    /// The kind with a command-line name, ignoring case.
    pub fn parse(name: &str) -> Option<Kind> {
        Kind::ALL
            .into_iter()
            .find(|kind| kind.as_str().eq_ignore_ascii_case(name.trim()))
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A variant puzzle: its kind, givens, regions and cages, and the houses they make.
///
/// Serialized as its line (see [`write_line`]), which is checked again when read.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Puzzle {
    kind: Kind,
    givens: Grid,
    /// Region 0..9 of each cell: the boxes, except in Jigsaw.
    regions: [u8; CELLS],
    /// Sorted by first cell.
    cages: Vec<Cage>,
    geometry: Geometry,
}

/// Region of each cell when the regions are the boxes.
pub const BOX_REGIONS: [u8; CELLS] = {
    let mut regions = [0u8; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        regions[cell] = crate::grid::box_of(cell) as u8;
        cell += 1;
    }
    regions
};

impl Puzzle {
    /// A puzzle of a kind whose regions are the boxes and which has no cages (Classic, X,
    /// Windoku). Fails when two givens clash in a house.
    pub fn new(kind: Kind, givens: Grid) -> Result<Puzzle, VariantError> {
        match kind {
            Kind::Classic | Kind::X | Kind::Windoku => {}
            Kind::Jigsaw => return Err(VariantError::MissingField(Field::Regions)),
            Kind::Killer => return Err(VariantError::MissingField(Field::Cages)),
        }
        Puzzle::build(kind, givens, BOX_REGIONS, Vec::new())
    }

    /// A jigsaw puzzle: `regions` holds each cell's region 0..9. Fails unless there are nine
    /// connected regions of nine cells, or when givens clash.
    pub fn jigsaw(givens: Grid, regions: [u8; CELLS]) -> Result<Puzzle, VariantError> {
        geometry::check_regions(&regions)?;
        Puzzle::build(Kind::Jigsaw, givens, regions, Vec::new())
    }

    /// A killer puzzle from its cages, each its cells and its sum. Fails when a cell is in two
    /// cages, a cage is not connected or has a sum its size cannot make, or givens clash or
    /// repeat in a cage.
    pub fn killer(givens: Grid, cages: Vec<(Vec<usize>, u32)>) -> Result<Puzzle, VariantError> {
        let cages = geometry::check_cages(cages)?;
        Puzzle::build(Kind::Killer, givens, BOX_REGIONS, cages)
    }

    fn build(
        kind: Kind,
        givens: Grid,
        regions: [u8; CELLS],
        cages: Vec<Cage>,
    ) -> Result<Puzzle, VariantError> {
        let geometry = Geometry::new(kind, &regions, &cages);
        geometry.check_givens(&givens, &cages)?;
        Ok(Puzzle {
            kind,
            givens,
            regions,
            cages,
            geometry,
        })
    }

    /// The variant.
    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// The given digits, 0 for an empty cell.
    pub fn givens(&self) -> &Grid {
        &self.givens
    }

    /// The region 0..9 of each cell (the boxes unless the puzzle is a jigsaw).
    pub fn regions(&self) -> &[u8; CELLS] {
        &self.regions
    }

    /// The killer cages, ordered by their first cell (none unless the puzzle is a killer).
    pub fn cages(&self) -> &[Cage] {
        &self.cages
    }

    /// The houses and peers of the puzzle.
    pub fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    /// The same puzzle with other givens; fails when they clash.
    pub fn with_givens(&self, givens: Grid) -> Result<Puzzle, VariantError> {
        self.geometry.check_givens(&givens, &self.cages)?;
        Ok(Puzzle {
            givens,
            ..self.clone()
        })
    }

    /// Whether `grid` is full and keeps every rule of the puzzle (houses, cages, givens).
    pub fn is_solution(&self, grid: &Grid) -> bool {
        grid.is_full()
            && (0..CELLS).all(|cell| {
                let given = self.givens.get(cell);
                given == 0 || given == grid.get(cell)
            })
            && self.geometry.houses().iter().all(|house| {
                let mut seen = 0u16;
                house.cells.iter().all(|&cell| {
                    let bit = 1u16 << grid.get(usize::from(cell));
                    let fresh = seen & bit == 0;
                    seen |= bit;
                    fresh
                })
            })
            && self.cages.iter().all(|cage| {
                let mut seen = 0u16;
                let mut total = 0u32;
                for &cell in cage.cells() {
                    let digit = grid.get(usize::from(cell));
                    seen |= 1 << digit;
                    total += u32::from(digit);
                }
                total == u32::from(cage.sum()) && seen.count_ones() as usize == cage.cells().len()
            })
    }
}

impl fmt::Display for Puzzle {
    /// The puzzle's line (see [`write_line`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&write_line(self))
    }
}

impl From<Puzzle> for String {
    fn from(puzzle: Puzzle) -> String {
        write_line(&puzzle)
    }
}

impl TryFrom<String> for Puzzle {
    type Error = VariantError;

    fn try_from(line: String) -> Result<Puzzle, VariantError> {
        parse_line(&line)
    }
}

impl FromStr for Puzzle {
    type Err = VariantError;

    /// Parses a line (see [`parse_line`]).
    fn from_str(line: &str) -> Result<Puzzle, VariantError> {
        parse_line(line)
    }
}

#[cfg(test)]
mod tests;
