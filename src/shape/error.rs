//! Why a shape could not be built: one variant per problem, each with the data a sentence
//! about it needs.

/// Why a [`Shape`](super::Shape) could not be built.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ShapeError {
    /// The size is outside the sizes Nonet plays.
    #[error("a grid is {min} to {max} cells wide, not {size}", min = super::MIN_SIZE, max = super::MAX_SIZE)]
    SizeOutOfRange {
        /// The size asked for.
        size: usize,
    },
    /// Boxes were asked for on a size that has none (a prime: 5, 7, 11, 13).
    #[error("a {size}x{size} grid has no boxes")]
    NoBoxes {
        /// The size asked for.
        size: usize,
    },
    /// The region labels do not cover the grid one label a cell.
    #[error("expected {expected} region labels, found {found}")]
    WrongLabelCount {
        /// The grid's number of cells.
        expected: usize,
        /// The number of labels given.
        found: usize,
    },
    /// A label names no region: labels run from 0 to the size less one. The sentence counts
    /// regions from 1, as people do.
    #[error(
        "cell {cell} is in region {region}, but the regions run from 1 to {regions}",
        region = usize::from(*.label) + 1,
        regions = .last + 1
    )]
    LabelOutOfRange {
        /// The cell, counted row by row from 0.
        cell: usize,
        /// The label found.
        label: u8,
        /// The largest label allowed.
        last: usize,
    },
    /// A region does not have as many cells as the grid is wide.
    #[error("region {region} should have {expected} cells but has {found}", region = .region + 1)]
    RegionSize {
        /// The region's label, from 0 (the sentence counts from 1).
        region: usize,
        /// The size of the grid, which every region must have.
        expected: usize,
        /// The region's number of cells.
        found: usize,
    },
    /// A region falls into pieces that do not touch side to side.
    #[error(
        "region {region} is not connected: its cells fall into {pieces} pieces",
        region = .region + 1
    )]
    DisconnectedRegion {
        /// The region's label, from 0 (the sentence counts from 1).
        region: usize,
        /// How many orthogonally connected pieces it has.
        pieces: usize,
    },
}
