//! The shape of a grid of any size from 4x4 to 16x16: its cells and its houses (rows,
//! columns, and boxes or irregular regions), the peers of each cell, a digit set for up to
//! 16 digits and how digits above 9 are written, a set of up to 256 cells, and the
//! canonical form of a grid with boxes ([`canon`]).
//!
//! The generic engine (the `rules` module) builds on it; the classic engine keeps its own 9x9
//! tables. See docs/design/2026-11-29-shapes.md.

pub mod canon;
mod cells;
mod digits;
mod error;
mod layout;

pub use cells::{CellSet, MAX_CELLS};
pub use digits::{DigitSet16, MAX_DIGIT, digit_symbol, parse_digit_symbol};
pub use error::ShapeError;
pub use layout::box_dims;

/// The smallest grid a shape can have: 4x4.
pub const MIN_SIZE: usize = 4;
/// The largest grid a shape can have: 16x16.
pub const MAX_SIZE: usize = 16;

/// Which group of cells a house is, with its index (from 0, top to bottom, left to right,
/// boxes in reading order, regions by label).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum HouseKind {
    /// A row, from the top.
    Row(usize),
    /// A column, from the left.
    Column(usize),
    /// A box, in reading order.
    Box(usize),
    /// An irregular region, by its label.
    Region(usize),
}

/// A group of cells that holds every digit once.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct House {
    /// Which house it is.
    pub kind: HouseKind,
    /// Its cells in reading order.
    pub cells: Vec<usize>,
}

/// How the cells are grouped beyond rows and columns.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Grouping {
    /// Rows and columns only.
    Latin,
    /// Boxes of `height` rows by `width` columns.
    Boxes { height: usize, width: usize },
    /// Irregular regions: each cell's label.
    Regions(Vec<u8>),
}

/// An N×N grid (N from 4 to 16) and its houses. Cells are numbered 0..N² row by row.
///
/// Houses come rows first, then columns, then boxes or regions; every house has N cells and
/// every cell is in exactly one house of each kind the shape has.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Shape {
    size: usize,
    grouping: Grouping,
    houses: Vec<House>,
    /// For each cell, the indices in `houses` of the houses it is in.
    houses_of: Vec<Vec<usize>>,
    /// For each cell, the other cells of its houses, sorted.
    peers: Vec<Vec<usize>>,
}

impl Shape {
    /// Rows, columns and boxes of `box_dims(size)`. A prime size (5, 7, 11, 13) has no
    /// boxes and gives [`ShapeError::NoBoxes`]: ask for [`Shape::latin`] or
    /// [`Shape::standard`] for it, so that a shape is never quietly missing the boxes its
    /// caller expected.
    pub fn boxed(size: usize) -> Result<Shape, ShapeError> {
        check_size(size)?;
        let (height, width) = box_dims(size).ok_or(ShapeError::NoBoxes { size })?;
        let boxes = (0..size)
            .map(|index| House {
                kind: HouseKind::Box(index),
                cells: box_cells(size, height, width, index),
            })
            .collect();
        Ok(Shape::build(size, Grouping::Boxes { height, width }, boxes))
    }

    /// Rows and columns only (a Latin square), for any size.
    pub fn latin(size: usize) -> Result<Shape, ShapeError> {
        check_size(size)?;
        Ok(Shape::build(size, Grouping::Latin, Vec::new()))
    }

    /// Boxes where the size has them, rows and columns only where it does not.
    pub fn standard(size: usize) -> Result<Shape, ShapeError> {
        check_size(size)?;
        match box_dims(size) {
            Some(_) => Shape::boxed(size),
            None => Shape::latin(size),
        }
    }

    /// Rows, columns and `size` irregular regions, from one label a cell in reading order.
    /// Labels run from 0 to `size - 1`; each region must have `size` cells that touch side
    /// to side.
    pub fn with_regions(size: usize, labels: &[u8]) -> Result<Shape, ShapeError> {
        check_size(size)?;
        let regions = layout::regions_from_labels(size, labels)?
            .into_iter()
            .enumerate()
            .map(|(label, cells)| House {
                kind: HouseKind::Region(label),
                cells,
            })
            .collect();
        Ok(Shape::build(
            size,
            Grouping::Regions(labels.to_vec()),
            regions,
        ))
    }

    /// The shape with its rows and columns put before `groups`, and the tables worked out.
    fn build(size: usize, grouping: Grouping, groups: Vec<House>) -> Shape {
        let cells = size * size;
        let rows = (0..size).map(|row| House {
            kind: HouseKind::Row(row),
            cells: (0..size).map(|col| row * size + col).collect(),
        });
        let columns = (0..size).map(|col| House {
            kind: HouseKind::Column(col),
            cells: (0..size).map(|row| row * size + col).collect(),
        });
        let houses: Vec<House> = rows.chain(columns).chain(groups).collect();
        let mut houses_of = vec![Vec::new(); cells];
        for (index, house) in houses.iter().enumerate() {
            for &cell in &house.cells {
                houses_of[cell].push(index);
            }
        }
        let peers = houses_of
            .iter()
            .enumerate()
            .map(|(cell, own)| {
                let mut peers: Vec<usize> = own
                    .iter()
                    .flat_map(|&index| houses[index].cells.iter().copied())
                    .filter(|&other| other != cell)
                    .collect();
                peers.sort_unstable();
                peers.dedup();
                peers
            })
            .collect();
        Shape {
            size,
            grouping,
            houses,
            houses_of,
            peers,
        }
    }

    /// The width and height of the grid, N; also its largest digit.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The number of cells, N².
    pub fn cells(&self) -> usize {
        self.size * self.size
    }

    /// The row of `cell`, from 0 (meaningful for cells below [`Shape::cells`]).
    pub fn row_of(&self, cell: usize) -> usize {
        cell / self.size
    }

    /// The column of `cell`, from 0 (meaningful for cells below [`Shape::cells`]).
    pub fn col_of(&self, cell: usize) -> usize {
        cell % self.size
    }

    /// The cell at `row` and `col`, if both are inside the grid.
    pub fn cell_at(&self, row: usize, col: usize) -> Option<usize> {
        (row < self.size && col < self.size).then_some(row * self.size + col)
    }

    /// Every house: rows, then columns, then boxes or regions.
    pub fn houses(&self) -> &[House] {
        &self.houses
    }

    /// The houses `cell` is in, as indices into [`Shape::houses`]; empty outside the grid.
    pub fn houses_of(&self, cell: usize) -> &[usize] {
        self.houses_of.get(cell).map_or(&[], Vec::as_slice)
    }

    /// The cells that share a house with `cell`, sorted, without `cell`; empty outside the
    /// grid.
    pub fn peers(&self, cell: usize) -> &[usize] {
        self.peers.get(cell).map_or(&[], Vec::as_slice)
    }

    /// The irregular region of `cell` (its label), if the shape has regions.
    pub fn region_of(&self, cell: usize) -> Option<usize> {
        match &self.grouping {
            Grouping::Regions(labels) => labels.get(cell).map(|&label| usize::from(label)),
            Grouping::Latin | Grouping::Boxes { .. } => None,
        }
    }

    /// The box of `cell`, in reading order, if the shape has boxes.
    pub fn box_of(&self, cell: usize) -> Option<usize> {
        match self.grouping {
            Grouping::Boxes { height, width } if cell < self.cells() => {
                let (row, col) = (self.row_of(cell), self.col_of(cell));
                Some(row / height * (self.size / width) + col / width)
            }
            _ => None,
        }
    }

    /// The rows and columns of one box, if the shape has boxes.
    pub fn box_dims(&self) -> Option<(usize, usize)> {
        match self.grouping {
            Grouping::Boxes { height, width } => Some((height, width)),
            Grouping::Latin | Grouping::Regions(_) => None,
        }
    }

    /// Whether the shape has irregular regions.
    pub fn has_regions(&self) -> bool {
        matches!(self.grouping, Grouping::Regions(_))
    }

    /// The full candidate set of an empty cell: the digits 1 to N.
    pub fn all_digits(&self) -> DigitSet16 {
        DigitSet16::full(self.size)
    }
}

/// `size` is one Nonet plays, or the error saying it is not.
fn check_size(size: usize) -> Result<(), ShapeError> {
    if (MIN_SIZE..=MAX_SIZE).contains(&size) {
        Ok(())
    } else {
        Err(ShapeError::SizeOutOfRange { size })
    }
}

/// The cells of box `index` (in reading order) of boxes `height` by `width`.
fn box_cells(size: usize, height: usize, width: usize, index: usize) -> Vec<usize> {
    let boxes_across = size / width;
    let (top, left) = (index / boxes_across * height, index % boxes_across * width);
    (top..top + height)
        .flat_map(|row| (left..left + width).map(move |col| row * size + col))
        .collect()
}

#[cfg(test)]
mod tests;
