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
