//! Single-digit patterns built on strong links (a unit where a digit has exactly two
//! places): Skyscraper, 2-String Kite and Empty Rectangle.

use super::bits::{CellSet, Index, PEER_MASK, UNIT_MASK, bit, cells_of};
use super::reason::{Reason, SingleDigit, StrongLink};
use super::visit::{Sink, first};
use super::{Candidate, LogicState, Step, Technique, elimination_step};
use crate::grid::{House, box_of, cell_at, col_of, row_of};
use std::ops::ControlFlow;

/// Weight of a Skyscraper (Sukaku Explainer, which rated the reference puzzles, gives 4.0).
pub const SKYSCRAPER: f32 = 4.0;
/// Weight of a 2-String Kite (Sukaku Explainer: 4.1).
pub const KITE: f32 = 4.1;
/// Weight of an Empty Rectangle (Sukaku Explainer, as measured on the reference puzzles: 4.3).
pub const EMPTY_RECTANGLE: f32 = 4.3;

/// The two cells of `unit` holding `digit`, when there are exactly two.
fn strong_link(index: &Index, digit: u8, unit: usize) -> Option<(usize, usize)> {
    let cells = index.cells_in(digit, unit);
    if cells.count_ones() != 2 {
        return None;
    }
    let a = cells.trailing_zeros() as usize;
    let b = 127 - cells.leading_zeros() as usize;
    Some((a, b))
}

fn chain_step(
    technique: Technique,
    score: f32,
    digit: u8,
    chain: [usize; 4],
    units: Vec<House>,
    eliminations: CellSet,
    reason: Reason,
) -> Step {
    elimination_step(
        technique,
        score,
        cells_of(eliminations)
            .map(|c| Candidate::new(c, digit))
            .collect(),
        chain.iter().map(|&c| c as u8).collect(),
        units,
        chain.iter().map(|&c| Candidate::new(c, digit)).collect(),
        reason,
    )
}

/// The strong link of `unit` from `near` to `far`.
fn link(unit: House, near: usize, far: usize) -> StrongLink {
    StrongLink {
        unit,
        near: near as u8,
        far: far as u8,
    }
}

/// Two parallel strong links whose one ends share a line: one of the other ends holds
/// the digit, so cells seeing both lose it.
pub fn skyscraper(state: &LogicState) -> Option<Step> {
    first(|sink| visit_skyscraper(state, sink))
}

/// Every Skyscraper.
pub(crate) fn visit_skyscraper(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    let index = Index::new(state);
    for digit in 1..=9u8 {
        let all = index.digit_cells[digit as usize - 1];
        for (first_unit, across) in [(0usize, col_of as fn(usize) -> usize), (9, row_of)] {
            for u1 in first_unit..first_unit + 9 {
                let Some((a1, a2)) = strong_link(&index, digit, u1) else {
                    continue;
                };
                for u2 in u1 + 1..first_unit + 9 {
                    let Some((b1, b2)) = strong_link(&index, digit, u2) else {
                        continue;
                    };
                    for (base_a, end_a) in [(a1, a2), (a2, a1)] {
                        for (base_b, end_b) in [(b1, b2), (b2, b1)] {
                            if across(base_a) != across(base_b) || across(end_a) == across(end_b) {
                                continue;
                            }
                            let chain = [end_a, base_a, base_b, end_b];
                            let pattern: CellSet = chain.iter().fold(0, |m, &c| m | bit(c));
                            let elims = all & PEER_MASK[end_a] & PEER_MASK[end_b] & !pattern;
                            if elims == 0 {
                                continue;
                            }
                            // The line through both bases: a column when the links are rows.
                            let shared = if first_unit == 0 {
                                House::Col(col_of(base_a) as u8)
                            } else {
                                House::Row(row_of(base_a) as u8)
                            };
                            let reason = Reason::SingleDigit(SingleDigit::TwoLinks {
                                digit,
                                links: [
                                    link(House::from_index(u1), base_a, end_a),
                                    link(House::from_index(u2), base_b, end_b),
                                ],
                                shared,
                            });
                            sink(chain_step(
                                Technique::Skyscraper,
                                SKYSCRAPER,
                                digit,
                                chain,
                                vec![House::from_index(u1), House::from_index(u2)],
                                elims,
                                reason,
                            ))?;
                        }
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// A row strong link and a column strong link with one end of each in the same box: one
/// of the two far ends holds the digit, so cells seeing both lose it.
pub fn two_string_kite(state: &LogicState) -> Option<Step> {
    first(|sink| visit_two_string_kite(state, sink))
}

/// Every 2-String Kite.
pub(crate) fn visit_two_string_kite(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    let index = Index::new(state);
    for digit in 1..=9u8 {
        let all = index.digit_cells[digit as usize - 1];
        for row in 0..9 {
            let Some((a1, a2)) = strong_link(&index, digit, row) else {
                continue;
            };
            for col in 9..18 {
                let Some((b1, b2)) = strong_link(&index, digit, col) else {
                    continue;
                };
                for (near_a, far_a) in [(a1, a2), (a2, a1)] {
                    for (near_b, far_b) in [(b1, b2), (b2, b1)] {
                        let boxed = box_of(near_a);
                        if near_a == near_b
                            || box_of(near_b) != boxed
                            || box_of(far_a) == boxed
                            || box_of(far_b) == boxed
                        {
                            continue;
                        }
                        let chain = [far_a, near_a, near_b, far_b];
                        let pattern: CellSet = chain.iter().fold(0, |m, &c| m | bit(c));
                        let elims = all & PEER_MASK[far_a] & PEER_MASK[far_b] & !pattern;
                        if elims == 0 {
                            continue;
                        }
                        let reason = Reason::SingleDigit(SingleDigit::TwoLinks {
                            digit,
                            links: [
                                link(House::from_index(row), near_a, far_a),
                                link(House::from_index(col), near_b, far_b),
                            ],
                            shared: House::Box(boxed as u8),
                        });
                        sink(chain_step(
                            Technique::TwoStringKite,
                            KITE,
                            digit,
                            chain,
                            vec![
                                House::from_index(row),
                                House::from_index(col),
                                House::Box(boxed as u8),
                            ],
                            elims,
                            reason,
                        ))?;
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// A box whose candidates for a digit lie on one row and one column (a cross), and a
/// strong link on a line crossing one arm: the cell where the link's far end meets the
/// other arm loses the digit.
pub fn empty_rectangle(state: &LogicState) -> Option<Step> {
    first(|sink| visit_empty_rectangle(state, sink))
}

/// Every Empty Rectangle.
pub(crate) fn visit_empty_rectangle(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    let index = Index::new(state);
    for digit in 1..=9u8 {
        let all = index.digit_cells[digit as usize - 1];
        for b in 0..9 {
            let in_box = all & UNIT_MASK[18 + b];
            if in_box.count_ones() < 2 {
                continue;
            }
            let (band, stack) = ((b / 3) * 3, (b % 3) * 3);
            for (r, &row_cells) in UNIT_MASK.iter().enumerate().skip(band).take(3) {
                for c in stack..stack + 3 {
                    let cross = row_cells | UNIT_MASK[9 + c];
                    if in_box & !cross != 0 {
                        continue;
                    }
                    // The box must use both arms, or it is plain locked candidates.
                    let hub = bit(cell_at(r, c));
                    if in_box & row_cells & !hub == 0 || in_box & UNIT_MASK[9 + c] & !hub == 0 {
                        continue;
                    }
                    // A strong link in a column crossing row r outside the box.
                    for c2 in (0..9).filter(|&x| x / 3 != b % 3) {
                        let Some((p, q)) = strong_link(&index, digit, 9 + c2) else {
                            continue;
                        };
                        for (x, y) in [(p, q), (q, p)] {
                            if row_of(x) != r || row_of(y) / 3 == b / 3 {
                                continue;
                            }
                            let target = cell_at(row_of(y), c);
                            if all & bit(target) == 0 {
                                continue;
                            }
                            sink(er_step(
                                digit,
                                b,
                                r,
                                c,
                                [x, y],
                                target,
                                House::Col(c2 as u8),
                                in_box,
                            ))?;
                        }
                    }
                    // A strong link in a row crossing column c outside the box.
                    for r2 in (0..9).filter(|&x| x / 3 != b / 3) {
                        let Some((p, q)) = strong_link(&index, digit, r2) else {
                            continue;
                        };
                        for (x, y) in [(p, q), (q, p)] {
                            if col_of(x) != c || col_of(y) / 3 == b % 3 {
                                continue;
                            }
                            let target = cell_at(r, col_of(y));
                            if all & bit(target) == 0 {
                                continue;
                            }
                            sink(er_step(
                                digit,
                                b,
                                r,
                                c,
                                [x, y],
                                target,
                                House::Row(r2 as u8),
                                in_box,
                            ))?;
                        }
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

#[allow(clippy::too_many_arguments)]
fn er_step(
    digit: u8,
    b: usize,
    r: usize,
    c: usize,
    link: [usize; 2],
    target: usize,
    link_unit: House,
    in_box: CellSet,
) -> Step {
    let reason = Reason::SingleDigit(SingleDigit::EmptyRectangle {
        digit,
        box_unit: House::Box(b as u8),
        row: House::Row(r as u8),
        column: House::Col(c as u8),
        cells: cells_of(in_box).map(|x| x as u8).collect(),
        link: self::link(link_unit, link[0], link[1]),
    });
    let mut pattern: Vec<Candidate> = cells_of(in_box).map(|x| Candidate::new(x, digit)).collect();
    pattern.push(Candidate::new(link[0], digit));
    pattern.push(Candidate::new(link[1], digit));
    let cells = pattern.iter().map(|p| p.cell).collect();
    elimination_step(
        Technique::EmptyRectangle,
        EMPTY_RECTANGLE,
        vec![Candidate::new(target, digit)],
        cells,
        vec![House::Box(b as u8), link_unit],
        pattern,
        reason,
    )
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{digit_only_in, rows_pattern};
    use super::*;

    #[test]
    fn skyscraper_on_two_rows() {
        // Row 1: 7 at c1, c5. Row 6: 7 at c1, c4. Base column 1; ends r1c5 and r6c4.
        let state = rows_pattern(7, &[(0, &[0, 4]), (5, &[0, 3])]);
        let step = skyscraper(&state).expect("skyscraper");
        // r2c4 and r3c4 see r6c4 by column and r1c5 by box; r4c5 and r5c5 the other way.
        let expected: Vec<Candidate> = [cell_at(1, 3), cell_at(2, 3), cell_at(3, 4), cell_at(4, 4)]
            .into_iter()
            .map(|c| Candidate::new(c, 7))
            .collect();
        assert_eq!(step.eliminations, expected);
        assert_eq!(step.cells, vec![4, 0, 45, 48]);
        // With both ends aligned it is an X-Wing, not a skyscraper.
        let state = rows_pattern(7, &[(0, &[0, 4]), (5, &[0, 4])]);
        assert!(skyscraper(&state).is_none());
    }

    #[test]
    fn kite_eliminates_where_far_ends_meet() {
        // Row 1: 2 at c2 and c8. Column 3: 2 at r2 and r7. r1c2 and r2c3 share box 1.
        let mut cells = Vec::new();
        for r in 0..9 {
            for c in 0..9 {
                let keep = match (r, c) {
                    (0, _) => c == 1 || c == 7,
                    (_, 2) => r == 1 || r == 6,
                    _ => true,
                };
                if keep {
                    cells.push(cell_at(r, c));
                }
            }
        }
        let state = digit_only_in(2, &cells);
        let step = two_string_kite(&state).expect("kite");
        // The far ends r1c8 and r7c3 meet at r7c8.
        assert_eq!(step.eliminations, vec![Candidate::new(cell_at(6, 7), 2)]);
        assert_eq!(step.technique, Technique::TwoStringKite);
    }

    #[test]
    fn empty_rectangle_with_a_column_link() {
        // Box 1 holds 9 only at r1c1, r1c2 and r2c1, r3c1? keep cross row 1 / column 1.
        // Column 5 strong link: r1c5 and r7c5. Target: r7c1.
        let mut cells = Vec::new();
        for r in 0..9 {
            for c in 0..9 {
                let keep = if r < 3 && c < 3 {
                    r == 0 || c == 0
                } else if c == 4 {
                    r == 0 || r == 6
                } else {
                    true
                };
                if keep {
                    cells.push(cell_at(r, c));
                }
            }
        }
        let state = digit_only_in(9, &cells);
        let step = empty_rectangle(&state).expect("empty rectangle");
        assert_eq!(step.eliminations, vec![Candidate::new(cell_at(6, 0), 9)]);
        // Without the strong link (column 5 open), there is no empty rectangle.
        let cells: Vec<usize> = (0..81)
            .filter(|&x| !(row_of(x) < 3 && col_of(x) < 3) || row_of(x) == 0 || col_of(x) == 0)
            .collect();
        assert!(empty_rectangle(&digit_only_in(9, &cells)).is_none());
    }
}
