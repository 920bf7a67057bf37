//! The unit check of restarted searches: in every row, column and box, the digits still to
//! place must each get an open cell of their own (Hall's condition, tested by matching
//! digits to cells). Any set of k digits confined to fewer than k cells (or k cells left
//! with fewer than k digits) breaks it: the hidden and naked subsets that singles never
//! see, and that on sparse grids hide a contradiction behind millions of search nodes.

use super::branch::UNITS_OF_BAND;
use super::{State, slot};

/// Marks a cell that no digit has been matched to yet.
const UNMATCHED: u8 = u8::MAX;

impl State {
    /// Whether some row, column or box cannot give each of its open digits a cell of its
    /// own. Only called after a successful propagation, so every digit still missing from a
    /// unit has a place in it; a digit already placed there has none and is left out.
    pub(super) fn has_unfillable_unit(&self) -> bool {
        for band in 0..3 {
            for unit in UNITS_OF_BAND {
                let cells = self.open_cells[band] & unit;
                if cells.count_ones() < 2 {
                    continue;
                }
                let places: [u32; 9] =
                    std::array::from_fn(|digit| self.cands[slot(digit, band)] & cells);
                if !every_digit_matches(&places) {
                    return true;
                }
            }
        }
        (0..9).any(|column| {
            let places: [u32; 9] = std::array::from_fn(|digit| self.column_places(digit, column));
            places.iter().filter(|&&p| p != 0).count() >= 2 && !every_digit_matches(&places)
        })
    }

    /// A digit's open places in a column, folded to bit `3 * band + row`.
    #[inline]
    pub(super) fn column_places(&self, digit: usize, column: usize) -> u32 {
        let mut folded = 0u32;
        for band in 0..3 {
            let bits = (self.cands[slot(digit, band)] & self.open_cells[band]) >> column;
            folded |= ((bits & 1) | (bits >> 8 & 2) | (bits >> 16 & 4)) << (3 * band);
        }
        folded
    }
}

/// Whether every digit with a place (a nonzero mask in `places`, bits below 27) can be
/// matched to a cell of its own: a greedy pass takes a free place where there is one, and
/// augmenting paths (Kuhn's method) settle the rest.
fn every_digit_matches(places: &[u32; 9]) -> bool {
    let mut owner = [UNMATCHED; 27];
    let mut taken = 0u32;
    for (digit, &own) in places.iter().enumerate() {
        if own == 0 {
            continue;
        }
        let free = own & !taken;
        let cell = if free != 0 {
            free.trailing_zeros() as usize
        } else {
            let mut seen = 0u32;
            match augment(places, digit, &mut owner, &mut taken, &mut seen) {
                Some(cell) => cell,
                None => return false,
            }
        };
        // `augment` has already moved the chain of owners; the digit takes its cell.
        owner[cell] = digit as u8;
        taken |= 1 << cell;
    }
    true
}

/// Looks for a cell for `digit` by moving earlier digits along an augmenting path; returns
/// the cell it frees for `digit`, having re-matched the digits on the way. `seen` holds the
/// cells already tried in this search, so each is visited once (depth at most nine); the
/// free cell the path ends on joins `taken`.
fn augment(
    places: &[u32; 9],
    digit: usize,
    owner: &mut [u8; 27],
    taken: &mut u32,
    seen: &mut u32,
) -> Option<usize> {
    let mut options = places[digit] & !*seen;
    while options != 0 {
        let cell = options.trailing_zeros() as usize;
        options &= options - 1;
        *seen |= 1 << cell;
        let holder = owner[cell];
        if holder == UNMATCHED {
            *taken |= 1 << cell;
            return Some(cell);
        }
        if let Some(next) = augment(places, usize::from(holder), owner, taken, seen) {
            owner[next] = holder;
            return Some(cell);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::every_digit_matches;

    #[test]
    fn digits_fit_when_each_can_have_its_own_cell() {
        // Three digits, three cells, a chain of choices: 1 in {a, b}, 2 in {a}, 3 in {b, c}.
        assert!(every_digit_matches(&[
            0b011, 0b001, 0b110, 0, 0, 0, 0, 0, 0
        ]));
        // The greedy pass gives 1 cell a and 2 cell b; 3 has only a, so 2 moves on to c and
        // 1 to b (an augmenting path of three cells).
        assert!(every_digit_matches(&[
            0b011, 0b110, 0b001, 0, 0, 0, 0, 0, 0
        ]));
    }

    #[test]
    fn four_digits_confined_to_three_cells_do_not_fit() {
        assert!(!every_digit_matches(&[
            0b0111, 0b0011, 0b0110, 0b0101, 0b1000, 0, 0, 0, 0
        ]));
        // Three digits on two cells, found only after trying to move the first two.
        assert!(!every_digit_matches(&[
            0b011, 0b011, 0b001, 0, 0, 0, 0, 0, 0
        ]));
    }
}
