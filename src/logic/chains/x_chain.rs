//! X-Chain: an alternating chain on one digit (the turbot-fish family), or a continuous
//! X-cycle. Strong links are the two places of the digit in a unit; weak links join any two
//! places that see each other.

use super::aic::{Links, MAX_X_NODES, search};
use crate::logic::{LogicState, Step};

/// The shortest X-Chain or X-cycle that removes a candidate or places a digit.
pub fn find(state: &LogicState) -> Option<Step> {
    search(state, Links::SingleDigit, MAX_X_NODES)
}
