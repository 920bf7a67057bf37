//! Rules over every pair of cells a chess move apart: anti-knight (no two cells a knight's
//! move apart hold the same digit) and anti-king (nor two cells that touch at a corner).
//! Each pair is a group of two different digits, which the solver keeps as peers.

use super::marks::RuleMark;
use super::{Contradiction, LogicPart, RuleError, RuleUnit};
use crate::shape::{DigitSet16, Shape};

/// No two cells a knight's move apart hold the same digit.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct AntiKnight;

/// No two cells that touch at a corner hold the same digit.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct AntiKing;

/// The knight's moves, as (rows, columns); half of them, since each pair is met once.
const KNIGHT: [(isize, isize); 4] = [(1, 2), (1, -2), (2, 1), (2, -1)];

/// The corner touches, half of them.
const KING_CORNERS: [(isize, isize); 2] = [(1, 1), (1, -1)];

/// Every pair of cells of a grid `size` wide one of `moves` apart, the first in reading
/// order first.
fn pairs(size: usize, moves: &[(isize, isize)]) -> Vec<[usize; 2]> {
    let mut found = Vec::new();
    for row in 0..size {
        for col in 0..size {
            for &(down, across) in moves {
                let (Some(r), Some(c)) =
                    (row.checked_add_signed(down), col.checked_add_signed(across))
                else {
                    continue;
                };
                if r < size && c < size {
                    found.push([row * size + col, r * size + c]);
                }
            }
        }
    }
    found
}

/// Whether no pair holds the same digit twice (0 for an empty cell).
fn pairs_differ(pairs: &[[usize; 2]], digits: &[u8]) -> bool {
    pairs.iter().all(|&[a, b]| {
        let (x, y) = (digits[a], digits[b]);
        x == 0 || x != y
    })
}

/// The rule's pairs as the solver's groups.
fn as_groups(pairs: Vec<[usize; 2]>) -> Vec<Vec<usize>> {
    pairs.into_iter().map(|pair| pair.to_vec()).collect()
}

/// A rule over every pair of cells one of its moves apart: its digits differ.
pub trait MovesApart {
    /// The moves, as (rows, columns), half of them (each pair is met once).
    const MOVES: &'static [(isize, isize)];

    /// The pairs of cells one of the moves apart on `shape`, the first in reading order
    /// first.
    fn pairs(&self, shape: &Shape) -> Vec<[usize; 2]> {
        pairs(shape.size(), Self::MOVES)
    }
}

impl MovesApart for AntiKnight {
    const MOVES: &'static [(isize, isize)] = &KNIGHT;
}

impl MovesApart for AntiKing {
    // Cells that touch at a side share a row or a column already.
    const MOVES: &'static [(isize, isize)] = &KING_CORNERS;
}

impl<T: MovesApart> RuleUnit for T {
    fn marks(&self, _shape: &Shape) -> Vec<RuleMark> {
        // A rule of the whole grid: said in the rules, not drawn.
        Vec::new()
    }

    fn check(&self, _shape: &Shape) -> Result<(), RuleError> {
        Ok(())
    }

    fn distinct_groups(&self, shape: &Shape) -> Vec<Vec<usize>> {
        as_groups(self.pairs(shape))
    }

    fn propagate(&self, _candidates: &mut [DigitSet16]) -> Result<bool, Contradiction> {
        // Its pairs are peers, which the solver keeps as it keeps the houses'.
        Ok(false)
    }

    fn holds(&self, shape: &Shape, digits: &[u8]) -> bool {
        pairs_differ(&self.pairs(shape), digits)
    }

    fn logic_parts(&self, shape: &Shape) -> Vec<LogicPart> {
        self.distinct_groups(shape)
            .into_iter()
            .map(LogicPart::Distinct)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_corner_cell_has_two_knight_moves_and_one_corner_touch() {
        let shape = Shape::boxed(9).unwrap();
        let of_corner = |pairs: Vec<[usize; 2]>| pairs.iter().filter(|p| p.contains(&0)).count();
        assert_eq!(of_corner(AntiKnight.pairs(&shape)), 2);
        assert_eq!(of_corner(AntiKing.pairs(&shape)), 1);
        // The middle cell r5c5 has all eight knight moves and four corner touches.
        let of_middle = |pairs: Vec<[usize; 2]>| pairs.iter().filter(|p| p.contains(&40)).count();
        assert_eq!(of_middle(AntiKnight.pairs(&shape)), 8);
        assert_eq!(of_middle(AntiKing.pairs(&shape)), 4);
    }

    #[test]
    fn a_repeat_a_knight_move_apart_breaks_the_rule() {
        let shape = Shape::boxed(4).unwrap();
        let mut digits = vec![0; 16];
        digits[0] = 3;
        digits[6] = 3; // r2c3, a knight's move from r1c1
        assert!(!AntiKnight.holds(&shape, &digits));
        assert!(AntiKing.holds(&shape, &digits));
        digits[6] = 0;
        digits[5] = 3; // r2c2 touches r1c1 at a corner
        assert!(AntiKnight.holds(&shape, &digits));
        assert!(!AntiKing.holds(&shape, &digits));
    }
}
