//! Chains: X-Chain, XY-Chain and Nice Loop (alternating inference chains), all three in
//! [`aic`] over one chain search, and the link tables they share with ALS and forcing chains
//! ([`links`]); and Sudoku Explainer's own chains and cycles for the rating path ([`se`],
//! searched by [`se_search`]) and its strong-link fish ([`se_links`], with grouped links in
//! `se_grouped`).

pub(crate) mod aic;
pub(crate) mod links;
pub(crate) mod se;
mod se_grouped;
pub(crate) mod se_links;
pub(crate) mod se_search;

use crate::logic::Technique;

/// Weights in tenths of Explainer's strong-link fish by number of links (index = links),
/// grouped links or not.
const BASE: [u32; 7] = [0, 0, 40, 54, 58, 62, 66];

/// Which implications a search follows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Mode {
    /// Inside a cell: on puts the cell's other digits off; off in a two-candidate cell
    /// puts the other digit on.
    pub cells: bool,
    /// Inside a unit: off puts the digit's only other place in the unit on.
    pub units: bool,
}

/// The three searches, in Explainer's order.
const MODES: [Mode; 3] = [
    Mode {
        cells: false,
        units: true,
    },
    Mode {
        cells: true,
        units: false,
    },
    Mode {
        cells: true,
        units: true,
    },
];

impl Mode {
    /// The mode's place in [`MODES`].
    fn index(self) -> usize {
        match (self.cells, self.units) {
            (false, _) => 0,
            (true, false) => 1,
            (true, true) => 2,
        }
    }

    fn mixed(self) -> bool {
        self.cells && self.units
    }

    fn technique(self) -> Technique {
        match (self.cells, self.units) {
            (false, _) => Technique::XChain,
            (true, false) => Technique::XYChain,
            (true, true) => Technique::NiceLoop,
        }
    }
}
