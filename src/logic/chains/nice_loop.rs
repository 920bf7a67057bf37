//! Nice Loop: alternating inference chains mixing every kind of link, open (or discontinuous
//! loops: eliminations at the ends, or a placement) and continuous loops (eliminations
//! along every link).

use super::aic::{Links, MAX_ANY_NODES, search};
use crate::logic::{LogicState, Step};

/// The easiest alternating inference chain or nice loop of any kind.
pub fn find(state: &LogicState) -> Option<Step> {
    search(state, Links::All, MAX_ANY_NODES)
}
