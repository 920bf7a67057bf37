//! Why a variant puzzle or line was rejected: one variant per problem, each with the data a
//! sentence about it needs.

use crate::grid::House;
use crate::grid::cell_name;
use std::fmt;

/// A field of a variant line.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Field {
    /// The 81 givens.
    Givens,
    /// The 81 region ids of a jigsaw.
    Regions,
    /// The 81 cage ids of a killer.
    Cages,
    /// The comma-separated cage sums of a killer.
    Sums,
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Field::Givens => "givens",
            Field::Regions => "region ids",
            Field::Cages => "cage ids",
            Field::Sums => "cage sums",
        })
    }
}

/// The cell a cage is named by in messages: its first in reading order.
struct CageAt(usize);

impl fmt::Display for CageAt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the cage starting at {}", cell_name(self.0))
    }
}

/// Why a variant puzzle could not be built or a line not read.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum VariantError {
    /// The text before the first `:` names no variant.
    #[error("unknown variant {prefix:?}: expected x, windoku, jigsaw or killer")]
    UnknownVariant {
        /// The prefix found.
        prefix: String,
    },
    /// The line ends before a field its variant needs.
    #[error("the {0} are missing")]
    MissingField(Field),
    /// More text follows the last field of the variant.
    #[error("unexpected text after the {after}")]
    ExtraField {
        /// The last field the variant has.
        after: Field,
    },
    /// A cell field is not 81 characters long.
    #[error("expected 81 {field}, found {found}")]
    WrongLength {
        /// Which field.
        field: Field,
        /// How many characters it has.
        found: usize,
    },
    /// A given that is neither a digit nor an empty-cell mark.
    #[error("given {position}: found {found:?}, expected 1-9, '.' or '0'")]
    BadGiven {
        /// 1-based position in the givens.
        position: usize,
        /// The character found.
        found: char,
    },
    /// A region id other than 1-9.
    #[error("{}: region id {found:?} is not 1-9", cell_name(*.cell))]
    BadRegionId {
        /// The cell (0..81).
        cell: usize,
        /// The character found.
        found: char,
    },
    /// A region does not have nine cells (including one with none: fewer than nine regions).
    #[error("region {region} has {size} cells instead of 9", region = .region + 1)]
    RegionSize {
        /// The region, 0..9.
        region: u8,
        /// How many cells it has.
        size: usize,
    },
    /// A region falls apart into pieces not joined side to side.
    #[error("region {region} is not connected", region = .region + 1)]
    DisconnectedRegion {
        /// The region, 0..9.
        region: u8,
    },
    /// A cage with no cells.
    #[error("a cage has no cells")]
    EmptyCage,
    /// A cage cell index past 80.
    #[error("cell index {cell} is outside the grid")]
    CellOutsideGrid {
        /// The index given.
        cell: usize,
    },
    /// A cell belongs to two cages.
    #[error("{} is in two cages", cell_name(*.cell))]
    CellInTwoCages {
        /// The cell (0..81).
        cell: usize,
    },
    /// A cage falls apart into pieces not joined side to side.
    #[error("{} is not connected", CageAt(*.first_cell))]
    DisconnectedCage {
        /// The cage's first cell.
        first_cell: usize,
    },
    /// The number of sums differs from the number of cages.
    #[error("{cages} cages but {sums} sums")]
    SumCount {
        /// How many cages the cage ids make.
        cages: usize,
        /// How many sums there are.
        sums: usize,
    },
    /// A sum that is not a number.
    #[error("sum {position}: {text:?} is not a number")]
    BadSum {
        /// 1-based position among the sums.
        position: usize,
        /// The text found.
        text: String,
    },
    /// No set of distinct digits of the cage's size adds up to its sum.
    #[error("{}: no {size} different digits add up to {sum}", CageAt(*.first_cell))]
    ImpossibleSum {
        /// The cage's first cell.
        first_cell: usize,
        /// How many cells it has.
        size: usize,
        /// The sum asked for.
        sum: u32,
    },
    /// Two givens with the same digit in one house.
    #[error("two {digit}s in {house} ({} and {})", cell_name(.cells[0]), cell_name(.cells[1]))]
    Clash {
        /// The digit.
        digit: u8,
        /// The house holding it twice.
        house: House,
        /// The two cells.
        cells: [usize; 2],
    },
    /// Two givens with the same digit in one cage.
    #[error("two {digit}s in {} ({} and {})", CageAt(*.first_cell), cell_name(.cells[0]), cell_name(.cells[1]))]
    CageRepeat {
        /// The digit.
        digit: u8,
        /// The cage's first cell.
        first_cell: usize,
        /// The two cells.
        cells: [usize; 2],
    },
}
