//! Chains: X-Chain, XY-Chain and Nice Loop (alternating inference chains), one file each,
//! over a shared chain search ([`aic`]) and link tables ([`links`]).

pub(crate) mod aic;
pub(crate) mod links;
pub(crate) mod nice_loop;
pub(crate) mod x_chain;
pub(crate) mod xy_chain;
