//! Fish on one digit: X-Wing, Swordfish and Jellyfish, plain and finned (sashimi included).
//!
//! `n` base lines (rows, or columns) in which the digit fits only within `n` cover lines
//! (the other direction): the digit must take one place in each base line, so it fills
//! the cover lines there and leaves the rest of them. A finned fish has extra cells (fins)
//! in its base lines, all inside one box: either a fin holds the digit, or the fish is
//! real; the cells of the cover lines inside the fins' box lose the digit both ways.

use super::bits::{CellSet, Index, UNIT_MASK, bit, cells_of, combinations, positions_of};
use super::reason::{Fish as FishReason, Reason};
use super::visit::{Sink, first};
use super::{Candidate, LogicState, Step, Technique, elimination_step};
use crate::grid::{House, box_of, cell_at};
use std::ops::ControlFlow;

/// Explainer's weight of a basic fish of `size` lines.
pub fn fish_score(size: usize) -> f32 {
    match size {
        2 => 3.2,
        3 => 3.8,
        _ => 5.2,
    }
}

/// Weight of a finned fish of `size` lines. Explainer has no finned fish: it finds their
/// eliminations as single-digit chains through a group of cells (the fin's box), which
/// Sukaku Explainer weighs a little above the ungrouped chains of the same length.
pub fn finned_score(size: usize) -> f32 {
    match size {
        2 => 4.3,
        3 => 5.5,
        _ => 6.0,
    }
}

#[derive(Clone, Copy)]
struct Fish {
    digit: u8,
    rows_are_base: bool,
    base: u16,
    cover: u16,
    fins: CellSet,
    eliminations: CellSet,
}

/// The cell at base line `b`, cover line `c`.
fn cell_of(rows_are_base: bool, b: usize, c: usize) -> usize {
    if rows_are_base {
        cell_at(b, c)
    } else {
        cell_at(c, b)
    }
}

fn line_unit(rows: bool, i: usize) -> usize {
    if rows { i } else { 9 + i }
}

/// The three lines of each band (rows) or stack (columns), as 9-bit masks.
const BAND_LINES: [u16; 3] = [0b000_000_111, 0b000_111_000, 0b111_000_000];

/// The band (or stack) holding every line of a non-empty `mask`, if one does.
#[inline]
fn single_band(mask: u16) -> Option<usize> {
    BAND_LINES.iter().position(|&band| mask & !band == 0)
}

/// The covers of `size` lines among the lines of `union` that leave out only lines of one
/// stack (or band), where a finned fish's fins can share a box: in the order of their
/// lines, lowest first (as `combinations` would list them), at most nine.
fn covers_leaving_one_stack(union: u16, size: usize) -> impl Iterator<Item = u16> {
    let left = (union.count_ones() as usize).saturating_sub(size);
    let mut covers = [0u16; 9];
    let mut count = 0;
    for band in BAND_LINES {
        let lines = union & band;
        // Every subset of the band's lines of `left` lines.
        let mut subset = lines;
        loop {
            if subset.count_ones() as usize == left && left > 0 && count < covers.len() {
                covers[count] = union & !subset;
                count += 1;
            }
            if subset == 0 {
                break;
            }
            subset = (subset - 1) & lines;
        }
    }
    // Lowest first: the cover holding the lowest line where two differ comes first, which
    // is the larger mask with its nine bits reversed.
    let key = |cover: &u16| std::cmp::Reverse(cover.reverse_bits() >> 7);
    covers[..count].sort_unstable_by_key(key);
    covers.into_iter().take(count)
}

/// A digit's places and the fish found among them (or none).
type Searched = Option<(CellSet, Option<Fish>)>;

thread_local! {
    /// For each size and kind of fish (basic or finned) and each digit, the last places
    /// searched and what was found: a fish rests on its digit's places alone, and most
    /// steps change few digits' places, so the others need no new search.
    static BY_DIGIT: std::cell::RefCell<[[Searched; 9]; 6]> =
        const { std::cell::RefCell::new([[None; 9]; 6]) };
}

/// The first fish of `size` lines (finned or not) on the lowest digit that has one.
fn find_fish(state: &LogicState, size: usize, finned: bool) -> Option<Fish> {
    let index = Index::new(state);
    let kind = (size - 2) * 2 + usize::from(finned);
    for digit in 1..=9u8 {
        let places = index.digit_cells[digit as usize - 1];
        let known = BY_DIGIT.with_borrow(|memo| match memo[kind][digit as usize - 1] {
            Some((seen, found)) if seen == places => Some(found),
            _ => None,
        });
        let found = known.unwrap_or_else(|| {
            let found = first(|sink| visit_digit_fish(&index, digit, size, finned, sink));
            BY_DIGIT.with_borrow_mut(|memo| {
                memo[kind][digit as usize - 1] = Some((places, found));
            });
            found
        });
        if found.is_some() {
            return found;
        }
    }
    None
}

/// Every fish of `size` lines on `digit` (each base set with each cover that works for
/// it): rows as base lines first, then columns.
fn visit_digit_fish(
    index: &Index,
    digit: u8,
    size: usize,
    finned: bool,
    sink: Sink<Fish>,
) -> ControlFlow<()> {
    {
        let all = index.digit_cells[digit as usize - 1];
        for rows_are_base in [true, false] {
            // The cells of every cover line, looked up instead of rebuilt per candidate cover.
            let mut cover_line_cells = [0 as CellSet; 9];
            for (c, cells) in cover_line_cells.iter_mut().enumerate() {
                *cells = UNIT_MASK[line_unit(!rows_are_base, c)];
            }
            let cover_cells = |cover: u16| -> CellSet {
                positions_of(cover).fold(0, |a, c| a | cover_line_cells[c])
            };
            let mut lines = [(0usize, 0u16); 9];
            let mut count = 0;
            for b in 0..9 {
                let pos = index.unit_pos[digit as usize - 1][line_unit(rows_are_base, b)];
                let n = pos.count_ones() as usize;
                let fits = if finned {
                    n >= 1 && n <= size + 3
                } else {
                    n >= 2 && n <= size
                };
                if fits {
                    lines[count] = (b, pos);
                    count += 1;
                }
            }
            let mut flow = ControlFlow::Continue(());
            combinations(count, size, &mut |chosen| {
                let union = chosen.iter().fold(0u16, |a, &i| a | lines[i].1);
                let width = union.count_ones() as usize;
                if finned {
                    if width <= size || width > size + 3 {
                        return false;
                    }
                } else if width != size {
                    return false;
                }
                let base: u16 = chosen.iter().fold(0u16, |a, &i| a | (1 << lines[i].0));
                let mut base_cells: CellSet = 0;
                for &i in chosen {
                    base_cells |= all & UNIT_MASK[line_unit(rows_are_base, lines[i].0)];
                }
                if !finned {
                    let eliminations = all & cover_cells(union) & !base_cells;
                    if eliminations == 0 {
                        return false;
                    }
                    flow = sink(Fish {
                        digit,
                        rows_are_base,
                        base,
                        cover: union,
                        fins: 0,
                        eliminations,
                    });
                    return flow.is_break();
                }
                // The fins are the base cells in the cover lines left out, and they must share
                // one box: the left-out lines lie in one stack, the lines holding fins in one
                // band. Checking that on 9-bit masks first skips most covers cheaply.
                for cover in covers_leaving_one_stack(union, size) {
                    let left_out = union & !cover;
                    let fin_lines = chosen
                        .iter()
                        .filter(|&&i| lines[i].1 & left_out != 0)
                        .fold(0u16, |a, &i| a | (1 << lines[i].0));
                    if single_band(fin_lines).is_none() {
                        continue;
                    }
                    let covered = cover_cells(cover);
                    let fins = base_cells & !covered;
                    let Some(first) = cells_of(fins).next() else {
                        continue;
                    };
                    let fin_box = UNIT_MASK[18 + box_of(first)];
                    if fins & !fin_box != 0 {
                        continue;
                    }
                    let eliminations = all & covered & fin_box & !base_cells;
                    if eliminations == 0 {
                        continue;
                    }
                    flow = sink(Fish {
                        digit,
                        rows_are_base,
                        base,
                        cover,
                        fins,
                        eliminations,
                    });
                    if flow.is_break() {
                        return true;
                    }
                }
                false
            });
            flow?;
        }
    }
    ControlFlow::Continue(())
}

fn fish_step(fish: Fish, technique: Technique, score: f32) -> Step {
    let d = fish.digit;
    let base: Vec<House> = positions_of(fish.base)
        .map(|b| House::from_index(line_unit(fish.rows_are_base, b)))
        .collect();
    let cover: Vec<House> = positions_of(fish.cover)
        .map(|c| House::from_index(line_unit(!fish.rows_are_base, c)))
        .collect();
    let units = base.iter().chain(&cover).copied().collect();
    let reason = Reason::Fish(FishReason {
        digit: d,
        base,
        cover,
        fins: cells_of(fish.fins).map(|c| c as u8).collect(),
    });
    let mut pattern_cells: CellSet = fish.fins;
    for b in positions_of(fish.base) {
        for c in positions_of(fish.cover) {
            pattern_cells |= bit(cell_of(fish.rows_are_base, b, c));
        }
    }
    let pattern: Vec<Candidate> = cells_of(pattern_cells)
        .map(|c| Candidate::new(c, d))
        .collect();
    let cells = pattern.iter().map(|p| p.cell).collect();
    let pattern = pattern
        .into_iter()
        .filter(|p| fish.eliminations & bit(p.cell()) == 0)
        .collect();
    let eliminations = cells_of(fish.eliminations)
        .map(|c| Candidate::new(c, d))
        .collect();
    elimination_step(
        technique,
        score,
        eliminations,
        cells,
        units,
        pattern,
        reason,
    )
}

fn basic(state: &LogicState, size: usize, technique: Technique) -> Option<Step> {
    let fish = find_fish(state, size, false)?;
    Some(fish_step(fish, technique, fish_score(size)))
}

fn with_fins(state: &LogicState, size: usize, technique: Technique) -> Option<Step> {
    let fish = find_fish(state, size, true)?;
    Some(fish_step(fish, technique, finned_score(size)))
}

/// Every fish of `size` lines (finned or not), lowest digit first, sent as steps. The
/// finder's memo is left alone: it keeps only the first fish of each digit.
fn visit_steps(
    state: &LogicState,
    size: usize,
    finned: bool,
    technique: Technique,
    sink: Sink,
) -> ControlFlow<()> {
    let index = Index::new(state);
    let score = if finned {
        finned_score(size)
    } else {
        fish_score(size)
    };
    for digit in 1..=9u8 {
        visit_digit_fish(&index, digit, size, finned, &mut |fish| {
            sink(fish_step(fish, technique, score))
        })?;
    }
    ControlFlow::Continue(())
}

/// Every X-Wing.
pub(crate) fn visit_x_wing(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    visit_steps(state, 2, false, Technique::XWing, sink)
}

/// Every Swordfish.
pub(crate) fn visit_swordfish(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    visit_steps(state, 3, false, Technique::Swordfish, sink)
}

/// Every Jellyfish.
pub(crate) fn visit_jellyfish(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    visit_steps(state, 4, false, Technique::Jellyfish, sink)
}

/// Every finned X-Wing.
pub(crate) fn visit_finned_x_wing(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    visit_steps(state, 2, true, Technique::FinnedXWing, sink)
}

/// Every finned Swordfish.
pub(crate) fn visit_finned_swordfish(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    visit_steps(state, 3, true, Technique::FinnedSwordfish, sink)
}

/// Every finned Jellyfish.
pub(crate) fn visit_finned_jellyfish(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    visit_steps(state, 4, true, Technique::FinnedJellyfish, sink)
}

/// Two base lines, two cover lines.
pub fn x_wing(state: &LogicState) -> Option<Step> {
    basic(state, 2, Technique::XWing)
}

/// Three base lines, three cover lines.
pub fn swordfish(state: &LogicState) -> Option<Step> {
    basic(state, 3, Technique::Swordfish)
}

/// Four base lines, four cover lines.
pub fn jellyfish(state: &LogicState) -> Option<Step> {
    basic(state, 4, Technique::Jellyfish)
}

/// An X-Wing with fins in one box.
pub fn finned_x_wing(state: &LogicState) -> Option<Step> {
    with_fins(state, 2, Technique::FinnedXWing)
}

/// A Swordfish with fins in one box.
pub fn finned_swordfish(state: &LogicState) -> Option<Step> {
    with_fins(state, 3, Technique::FinnedSwordfish)
}

/// A Jellyfish with fins in one box.
pub fn finned_jellyfish(state: &LogicState) -> Option<Step> {
    with_fins(state, 4, Technique::FinnedJellyfish)
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{digit_only_in, rows_pattern};
    use super::*;
    use crate::words::Explained;

    #[test]
    fn covers_leaving_one_stack_are_those_combinations_lists_in_its_order() {
        for union in 0u16..512 {
            for size in 2..=4usize {
                let width = union.count_ones() as usize;
                if width <= size || width > size + 3 {
                    continue;
                }
                let lines: Vec<usize> = positions_of(union).collect();
                let mut expected = Vec::new();
                combinations(width, size, &mut |pick| {
                    let cover = pick.iter().fold(0u16, |a, &i| a | (1 << lines[i]));
                    if single_band(union & !cover).is_some() {
                        expected.push(cover);
                    }
                    false
                });
                let got: Vec<u16> = covers_leaving_one_stack(union, size).collect();
                assert_eq!(got, expected, "union {union:09b}, size {size}");
            }
        }
    }

    #[test]
    fn x_wing_on_rows() {
        let state = rows_pattern(4, &[(1, &[2, 7]), (5, &[2, 7])]);
        let step = x_wing(&state).expect("x-wing");
        let mut expected: Vec<Candidate> = Vec::new();
        for r in [0, 2, 3, 4, 6, 7, 8] {
            expected.push(Candidate::new(cell_at(r, 2), 4));
            expected.push(Candidate::new(cell_at(r, 7), 4));
        }
        expected.sort();
        assert_eq!(step.eliminations, expected);
        assert_eq!(
            step.units,
            vec![House::Row(1), House::Row(5), House::Col(2), House::Col(7)]
        );
        assert!(
            step.explanation()
                .starts_with("X-Wing: in rows 2 and 6, the 4 fits only in columns 3 and 8")
        );
        // Misaligned: no X-Wing.
        let state = rows_pattern(4, &[(1, &[2, 7]), (5, &[2, 6])]);
        assert!(x_wing(&state).is_none());
    }

    #[test]
    fn swordfish_on_columns() {
        // Columns 1, 5, 9 hold 6 only in rows 2, 4, 8 (in a 2-2-3 shape).
        let mut cells = Vec::new();
        for c in 0..9 {
            let rows: Vec<usize> = match c {
                0 => vec![1, 3],
                4 => vec![3, 7],
                8 => vec![1, 3, 7],
                _ => (0..9).collect(),
            };
            cells.extend(rows.into_iter().map(|r| cell_at(r, c)));
        }
        let state = digit_only_in(6, &cells);
        assert!(x_wing(&state).is_none());
        let step = swordfish(&state).expect("swordfish");
        assert_eq!(step.eliminations.len(), 3 * 6);
        for e in &step.eliminations {
            assert!([1, 3, 7].contains(&crate::grid::row_of(e.cell())));
            assert!(![0, 4, 8].contains(&crate::grid::col_of(e.cell())));
        }
    }

    #[test]
    fn finned_x_wing_eliminates_only_in_the_fin_box() {
        // Row 1: 3 at c2, c7 and the fin c9 (box 3); row 5: 3 at c2, c7.
        let state = rows_pattern(3, &[(0, &[1, 6, 8]), (4, &[1, 6])]);
        assert!(x_wing(&state).is_none());
        let step = finned_x_wing(&state).expect("finned x-wing");
        let expected: Vec<Candidate> = [cell_at(1, 6), cell_at(2, 6)]
            .into_iter()
            .map(|c| Candidate::new(c, 3))
            .collect();
        assert_eq!(step.eliminations, expected);
        assert!(step.explanation().contains("fin r1c9"));
        // A fin outside the cover box's band leaves nothing to remove in its box's cover column.
        let state = rows_pattern(3, &[(0, &[1, 6, 3]), (4, &[1, 6])]);
        let step = finned_x_wing(&state);
        // Fin r1c4 (box 2): cover columns 2 and 7 never cross box 2, so no elimination.
        assert!(step.is_none());
    }
}
