//! Sudoku Explainer's aligned triple exclusion (7.5), for the rating path.
//!
//! Three cells cannot take digits that would leave a cell seeing all three with no
//! candidate, nor the same digit twice where two of them see each other. A digit of one of
//! the three that fits no allowed way of filling them goes.
//!
//! Explainer's search, as facts about its behaviour (read from Sukaku Explainer's sources):
//! the *base* cells are those of two or more candidates seeing at least one *excluder*, a
//! cell of two or three candidates; pairs of base cells are taken in the order (0, 1),
//! (0, 2), (1, 2), (0, 3), ... of their list (by cell); the third cell is any other base
//! cell among the excluders of the first (by cell), then those of the second; the three
//! must share at least two excluders, and only shared excluders rule a filling out. The
//! first three cells that lose anything give the step. Explainer tries it after its chains
//! and cycles, before its Nishio forcing chains.
//!
//! The rating path's steps are not shown to people; this one is worded as a forcing-chain
//! contradiction: the removed digit, assumed true, leaves a shared excluder empty (or, when
//! no excluder is needed, repeats a digit) whatever the other two cells take.

use crate::grid::CELLS;
use crate::logic::chains::links::{PEER_MASK, Snapshot, bit, cells_of, digits_of};
use crate::logic::reason::{self, Contradiction, ForcingArgument, ForcingMode, Reason};
use crate::logic::{Candidate, LogicState, Step, Technique};

/// Explainer's weight for an aligned triple exclusion, in tenths.
const WEIGHT: f32 = 7.5;

thread_local! {
    /// The candidates of the last position where the search found nothing.
    static BARREN: std::cell::RefCell<Option<[u16; CELLS]>> = const { std::cell::RefCell::new(None) };
}

/// The first aligned triple exclusion in Explainer's order.
///
/// Three cells lose something or not according to their candidates and those of the cells
/// seeing all three alone; so where the last search found nothing, three cells none of
/// which changed since, nor any cell seeing all three, lose nothing now either (they were
/// tried then: the rules admitting them read only those cells). Only the others are tried.
pub(crate) fn triple_exclusion(state: &LogicState) -> Option<Step> {
    let snap = Snapshot::new(state);
    let changed = BARREN.with_borrow(|barren| match barren {
        Some(before) => (0..CELLS)
            .filter(|&c| before[c] != snap.cell_digits[c])
            .fold(0u128, |m, c| m | bit(c)),
        None => !0,
    });
    let found = search(&snap, changed);
    BARREN.with_borrow_mut(|barren| *barren = found.is_none().then_some(snap.cell_digits));
    found
}

/// [`triple_exclusion`] on a snapshot, trying only three cells touched by `changed`.
fn search(snap: &Snapshot, changed: u128) -> Option<Step> {
    // Cells of two or three candidates (the excluders), and cells of one.
    let mut small = 0u128;
    let mut single = 0u128;
    for c in 0..CELLS {
        match snap.cell_digits[c].count_ones() {
            1 => single |= bit(c),
            2 | 3 => small |= bit(c),
            _ => {}
        }
    }
    let mut base = Vec::new();
    let mut base_mask = 0u128;
    let mut excluders = [0u128; CELLS];
    for c in 0..CELLS {
        if snap.cell_digits[c].count_ones() < 2 {
            continue;
        }
        let seen = PEER_MASK[c] & small;
        // A peer with one candidate left is a naked single, which Explainer takes first.
        if seen != 0 && PEER_MASK[c] & single == 0 {
            base.push(c);
            base_mask |= bit(c);
            excluders[c] = seen;
        }
    }
    if base.len() < 3 {
        return None;
    }
    let mut position = [0usize; CELLS];
    for (i, &c) in base.iter().enumerate() {
        position[c] = i;
    }
    for second in 1..base.len() {
        for first in 0..second {
            let (a, b) = (base[first], base[second]);
            // The three must share two excluders, so the first two must.
            let ab = excluders[a] & excluders[b];
            if ab.count_ones() < 2 {
                continue;
            }
            let mut keep = base_mask & !bit(a) & !bit(b);
            if (bit(a) | bit(b) | (PEER_MASK[a] & PEER_MASK[b])) & changed == 0 {
                // Only a changed third cell can make three cells worth trying again.
                keep &= changed;
            }
            let thirds =
                cells_of(excluders[a] & keep).chain(cells_of(excluders[b] & !excluders[a] & keep));
            for c in thirds {
                let shared = ab & excluders[c];
                if shared.count_ones() < 2 {
                    continue;
                }
                // Three cells met before, from an earlier pair of them, lost nothing then.
                let third = position[c];
                let met_before = |x: usize, y: usize, rest: usize| {
                    let (lo, hi) = (x.min(y), x.max(y));
                    (hi, lo) < (second, first)
                        && (excluders[base[lo]] | excluders[base[hi]]) & bit(base[rest]) != 0
                };
                if met_before(first, third, second) || met_before(second, third, first) {
                    continue;
                }
                let common = PEER_MASK[a] & PEER_MASK[b] & PEER_MASK[c];
                if (bit(a) | bit(b) | bit(c) | common) & changed == 0 {
                    continue;
                }
                if let Some(step) = exclusion(snap, [a, b, c], shared) {
                    return Some(step);
                }
            }
        }
    }
    None
}

/// What the three cells lose, given their shared excluders, as a step (none if nothing).
fn exclusion(snap: &Snapshot, cells: [usize; 3], shared: u128) -> Option<Step> {
    let digits = cells.map(|c| snap.cell_digits[c]);
    let union = digits[0] | digits[1] | digits[2];
    // Only an excluder whose digits all lie among the three cells' can be emptied.
    let mut masks = [0u16; 20];
    let mut owners = [0usize; 20];
    let mut n = 0;
    for e in cells_of(shared) {
        let m = snap.cell_digits[e];
        if m & !union == 0 && n < masks.len() {
            masks[n] = m;
            owners[n] = e;
            n += 1;
        }
    }
    let sees = |i: usize, j: usize| PEER_MASK[cells[i]] & bit(cells[j]) != 0;
    let pairs = [(0, 1), (0, 2), (1, 2)];
    let clashing = pairs
        .iter()
        .any(|&(i, j)| sees(i, j) && digits[i] & digits[j] != 0);
    if n == 0 && !clashing {
        // Every filling is allowed: nothing goes.
        return None;
    }
    let (s01, s02, s12) = (sees(0, 1), sees(0, 2), sees(1, 2));
    // The excluder a filling empties, if any.
    let emptied_by = |used: u16| (0..n).find(|&k| masks[k] & !used == 0).map(|k| owners[k]);
    // For each cell, the digits some allowed filling gives it (bit d - 1).
    let mut allowed = [0u16; 3];
    for x in digits_of(digits[0]) {
        let bx = 1u16 << (x - 1);
        for y in digits_of(digits[1]) {
            if x == y && s01 {
                continue;
            }
            let bxy = bx | (1 << (y - 1));
            for z in digits_of(digits[2]) {
                if (x == z && s02) || (y == z && s12) {
                    continue;
                }
                let used = bxy | (1 << (z - 1));
                if emptied_by(used).is_none() {
                    allowed[0] |= bx;
                    allowed[1] |= 1 << (y - 1);
                    allowed[2] |= 1 << (z - 1);
                }
            }
        }
        if allowed == digits {
            return None;
        }
    }
    let mut eliminations = Vec::new();
    for i in 0..3 {
        for d in digits_of(digits[i] & !allowed[i]) {
            eliminations.push(Candidate::new(cells[i], d));
        }
    }
    let first = eliminations.first()?;
    // What rules out the first removed digit: an excluder some filling with it empties.
    let fillings = digits_of(digits[0]).flat_map(|x| {
        digits_of(digits[1]).flat_map(move |y| digits_of(digits[2]).map(move |z| [x, y, z]))
    });
    let at = cells.iter().position(|&c| c == first.cell()).unwrap_or(0);
    let emptied = fillings
        .filter(|f| f[at] == first.digit)
        .find_map(|f| emptied_by(f.iter().fold(0, |m, &v| m | 1 << (v - 1))));
    let first_witness = Some((first.cell(), first.digit, emptied));
    let (cell, digit, emptied) = first_witness?;
    let assumption = reason::Fact {
        candidate: Candidate::new(cell, digit),
        holds: true,
    };
    let broken = match emptied {
        Some(e) => Contradiction::EmptyCell { cell: e as u8 },
        None => Contradiction::Clash {
            candidate: Candidate::new(cell, digit),
        },
    };
    let mut shown: Vec<u8> = cells.iter().map(|&c| c as u8).collect();
    shown.extend(cells_of(shared).map(|c| c as u8));
    let pattern = cells
        .iter()
        .flat_map(|&c| digits_of(snap.cell_digits[c]).map(move |d| Candidate::new(c, d)))
        .filter(|c| !eliminations.contains(c))
        .collect();
    Some(Step {
        technique: Technique::AlignedTripleExclusion,
        placements: Vec::new(),
        eliminations,
        cells: shown,
        units: Vec::new(),
        pattern,
        score: WEIGHT,
        reason: Reason::Forcing(reason::Forcing {
            mode: ForcingMode::Static,
            argument: ForcingArgument::Contradiction {
                assumption,
                chains: vec![vec![assumption]],
                broken,
            },
        }),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::logic::rating_path;

    /// Sudoku Explainer rates these 7.5 with an aligned triple exclusion as their hardest step.
    const RATED_7_5: [&str; 2] = [
        "902600030060502007070090060000005029001040700420700000050020090200908070010007802",
        "040000090050060000108200000002900600430010085007008900000005803000040050070000010",
    ];

    #[test]
    fn the_rating_path_takes_aligned_triple_exclusions_at_7_5() {
        for puzzle in RATED_7_5 {
            let grid: Grid = puzzle.parse().expect("a valid puzzle");
            let path = rating_path(&grid);
            let heaviest = path.steps.iter().map(|s| s.score).fold(0.0, f32::max);
            assert_eq!(heaviest, 7.5, "{puzzle}");
            assert!(
                path.steps.iter().any(|s| s.score == WEIGHT
                    && matches!(s.reason, Reason::Forcing(ref f) if f.mode == ForcingMode::Static)),
                "{puzzle}"
            );
        }
    }

    #[test]
    fn a_triple_loses_what_no_allowed_filling_gives_it() {
        // Row 1: r1c1 {1,2}, r1c2 {1,3}, r1c3 {1,4}, with excluders r1c4 {1,2} and r1c5
        // {1,3}. The fillings of the three (all in one row, so all different) are 2-1-4 and
        // 2-3-1 (which empty r1c4), 1-3-4 (which empties r1c5) and 2-3-4, the one allowed:
        // each of the three loses its 1.
        let mut snap = Snapshot::new(&LogicState::from_grid(&Grid::default()));
        snap.cell_digits = [0; CELLS];
        for (c, digits) in [
            (0, 0b0011),
            (1, 0b0101),
            (2, 0b1001),
            (3, 0b0011),
            (4, 0b0101),
        ] {
            snap.cell_digits[c] = digits;
        }
        let step = exclusion(&snap, [0, 1, 2], bit(3) | bit(4)).expect("an exclusion");
        let expected: Vec<Candidate> = (0..3).map(|c| Candidate::new(c, 1)).collect();
        assert_eq!(step.eliminations, expected);
        assert_eq!(step.score, WEIGHT);
        // With r1c4 alone, 1-3-4 is allowed too: r1c1 keeps its 1, the others lose theirs.
        let step = exclusion(&snap, [0, 1, 2], bit(3)).expect("an exclusion");
        let expected = vec![Candidate::new(1, 1), Candidate::new(2, 1)];
        assert_eq!(step.eliminations, expected);
    }
}
