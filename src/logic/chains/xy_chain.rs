//! XY-Chain: an alternating chain through bivalue cells, each cell a strong link and each
//! step between cells a weak link on a shared digit.

use super::aic::{Links, MAX_XY_NODES, search};
use crate::logic::{LogicState, Step};

/// The shortest XY-Chain (or loop of bivalue cells) that removes a candidate or places a digit.
pub fn find(state: &LogicState) -> Option<Step> {
    search(state, Links::BivalueCells, MAX_XY_NODES)
}
