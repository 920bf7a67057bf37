//! Chains: X-Chain, XY-Chain and Nice Loop (alternating inference chains), all three in
//! [`aic`] over one chain search, and the link tables they share with ALS, forcing chains and
//! the Explainer path's chains ([`links`]).

pub(crate) mod aic;
pub(crate) mod links;
