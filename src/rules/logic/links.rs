//! Strong links on one digit over the variant's houses: a house where the digit has exactly
//! two places holds it in one of them. Colouring and X-Chains follow them.

use super::Position;
use crate::rules::Geometry;

/// For each cell, the cells it shares a strong link on `bit` with.
pub(super) fn strong_links(geometry: &Geometry, position: &Position, bit: u16) -> Vec<Vec<u8>> {
    let mut links = vec![Vec::new(); position.cell_count()];
    for house in geometry.houses() {
        let mut places = house
            .cells
            .iter()
            .copied()
            .filter(|&cell| position.candidates(usize::from(cell)) & bit != 0);
        if let (Some(a), Some(b), None) = (places.next(), places.next(), places.next())
            && !links[usize::from(a)].contains(&b)
        {
            links[usize::from(a)].push(b);
            links[usize::from(b)].push(a);
        }
    }
    links
}

/// Sudoku Explainer's weight, in tenths, of a deduction resting on `strong` strong links
/// (as the classic colouring and chains weigh them).
pub(super) fn chain_tenths(strong: usize) -> u8 {
    (crate::logic::chain_score(strong) * 10.0).round() as u8
}

/// The cells from `from` back to the start, following `parent` (the start's parent is
/// itself), start first.
pub(super) fn path_back(parent: &[u8], from: u8) -> Vec<u8> {
    let mut path = vec![from];
    let mut cell = from;
    while parent[usize::from(cell)] != cell {
        cell = parent[usize::from(cell)];
        path.push(cell);
    }
    path.reverse();
    path
}
