//! Grouped strong links for Explainer's strong-link fish (`strong_links.rs`), searched when a fish
//! of single links is not there: a link may join two *groups* of a digit's places in one
//! unit, where one group or the other holds the digit.
//!
//! - In a line holding the digit in three to six places, all within two boxes: the places in
//!   one box and those in the other.
//! - In a box holding it in three to six places, all on the row and column through one cell
//!   (the first such cell, as Explainer takes it): the places on the row and those on the
//!   column, that cell counting in both when it holds the digit.
//!
//! Groups are joined by a weak link when they lie in one unit together. A chain with a
//! grouped link weighs three tenths over the fish's base, whatever its units; cells seeing
//! every cell of both end groups lose the digit.

use crate::grid::{col_of, row_of};
use crate::logic::chains::links::{
    PEER_MASK, Snapshot, UNIT_MASK, bit, cells_of, node, node_candidate,
};
use crate::logic::reason::{Chain, ChainConclusion, Reason};
use crate::logic::{Step, Technique};

/// Extra tenths of a chain with a grouped link.
const GROUPED: u32 = 3;

/// A strong link between two groups of places (single cells for a plain link).
#[derive(Clone, Copy, Debug)]
struct GroupLink {
    ends: [u128; 2],
}

/// The strong links of `digit`, plain and grouped, unit by unit.
fn group_links(snap: &Snapshot, digit: u8) -> Vec<GroupLink> {
    let all = snap.digit_cells[digit as usize - 1];
    let mut out: Vec<GroupLink> = Vec::new();
    for (unit, &mask) in UNIT_MASK.iter().enumerate() {
        let places = mask & all;
        let n = places.count_ones();
        let ends = if n == 2 {
            let low = places & places.wrapping_neg();
            Some([low, places & !low])
        } else if !(3..=6).contains(&n) {
            None
        } else if unit < 18 {
            let parts: Vec<u128> = (18..27)
                .map(|b| places & UNIT_MASK[b])
                .filter(|&p| p != 0)
                .collect();
            match parts[..] {
                [a, b] => Some([a, b]),
                _ => None,
            }
        } else {
            cells_of(mask)
                .find(|&heart| {
                    let cross = UNIT_MASK[row_of(heart)] | UNIT_MASK[9 + col_of(heart)];
                    places & !cross == 0
                })
                .and_then(|heart| {
                    let h = places & bit(heart);
                    let row = places & UNIT_MASK[row_of(heart)] & !h;
                    let col = places & UNIT_MASK[9 + col_of(heart)] & !h;
                    (row != 0 && col != 0).then_some([row | h, col | h])
                })
        };
        if let Some(ends) = ends
            && !out.iter().any(|l| l.ends == ends)
        {
            out.push(GroupLink { ends });
        }
    }
    out
}

/// Whether two groups lie in one unit together.
fn linked(a: u128, b: u128) -> bool {
    if a.count_ones() == 1 && b.count_ones() == 1 {
        return PEER_MASK[a.trailing_zeros() as usize] & b != 0;
    }
    let both = a | b;
    UNIT_MASK.iter().any(|&u| u & both == both)
}

/// The cells seeing every cell of a group.
fn seeing(group: u128) -> u128 {
    cells_of(group).fold(!0, |m, c| m & PEER_MASK[c])
}

/// The links of one digit, each both ways round ("oriented" link `2 * i + way`), with what
/// the walk asks of them, worked out once.
struct Oriented {
    /// Start and end group of each.
    ends: Vec<[u128; 2]>,
    /// The cells seeing every cell of the start group, and of the end group.
    seen: Vec<[u128; 2]>,
    /// For each, the oriented links whose start lies in a unit with its end.
    next: Vec<u64>,
}

impl Oriented {
    fn new(links: &[GroupLink]) -> Oriented {
        let ends: Vec<[u128; 2]> = links
            .iter()
            .flat_map(|l| [l.ends, [l.ends[1], l.ends[0]]])
            .collect();
        let seen = ends.iter().map(|e| [seeing(e[0]), seeing(e[1])]).collect();
        let next = ends
            .iter()
            .enumerate()
            .map(|(k, e)| {
                (0..ends.len())
                    .filter(|&j| j / 2 != k / 2 && linked(e[1], ends[j][0]))
                    .fold(0u64, |m, j| m | 1 << j)
            })
            .collect();
        Oriented { ends, seen, next }
    }
}

/// A chain found on one digit: what it removes and its links as groups.
type Best = (u128, Vec<[u128; 2]>);

/// One digit's chain of each number of links.
type DigitChains = [Option<Best>; 4];

/// A digit's places, the lengths asked for, and the chains found among them.
type Searched = (u128, [bool; 4], DigitChains);

thread_local! {
    /// Each digit's chains, with the places and the lengths they were searched for: a
    /// chain on one digit rests on that digit's places alone, and most steps of a hard
    /// path change one digit's places.
    static BY_DIGIT: std::cell::RefCell<[Option<Searched>; 9]> =
        const { std::cell::RefCell::new([const { None }; 9]) };
}

/// For each number of links `n` from 3 to 6 with `wanted[n - 3]`, the lightest chain of `n`
/// links with a grouped link on one digit (then the one removing most, then the first met,
/// digits in order).
pub(super) fn find(snap: &Snapshot, wanted: [bool; 4]) -> [Option<Step>; 4] {
    if !wanted.contains(&true) {
        return Default::default();
    }
    let mut best: [Option<(Best, u8)>; 4] = Default::default();
    for digit in 1..=9u8 {
        let places = snap.digit_cells[digit as usize - 1];
        let cached = BY_DIGIT.with_borrow(|memo| match &memo[digit as usize - 1] {
            Some((seen, asked, chains)) if *seen == places && *asked == wanted => {
                Some(chains.clone())
            }
            _ => None,
        });
        let chains = cached.unwrap_or_else(|| {
            let chains = digit_chains(snap, digit, wanted);
            BY_DIGIT.with_borrow_mut(|memo| {
                memo[digit as usize - 1] = Some((places, wanted, chains.clone()));
            });
            chains
        });
        for (slot, found) in best.iter_mut().zip(chains) {
            let Some(found) = found else {
                continue;
            };
            if slot
                .as_ref()
                .is_none_or(|((b, _), _)| found.0.count_ones() > b.count_ones())
            {
                *slot = Some((found, digit));
            }
        }
    }
    best.map(|found| found.map(|((victims, path), digit)| to_step(&path, victims, digit)))
}

/// [`find`] on one digit.
fn digit_chains(snap: &Snapshot, digit: u8, wanted: [bool; 4]) -> DigitChains {
    let mut best: DigitChains = Default::default();
    let Some(most) = (3..=6).rev().find(|&n| wanted[n - 3]) else {
        return best;
    };
    let links = group_links(snap, digit);
    // More than 32 links cannot be: a digit has at most 27 units.
    if links.len() < 3
        || links.len() > 32
        || links
            .iter()
            .all(|l| l.ends.iter().all(|e| e.count_ones() == 1))
    {
        return best;
    }
    let digit_cells = snap.digit_cells[digit as usize - 1];
    let oriented = Oriented::new(&links);
    let mut path: Vec<usize> = Vec::with_capacity(most);
    let mut visit = |path: &[usize], cells: u128| {
        let n = path.len();
        if !wanted[n - 3] {
            return;
        }
        let victims =
            oriented.seen[path[0]][0] & oriented.seen[path[n - 1]][1] & digit_cells & !cells;
        let better = match &best[n - 3] {
            None => victims != 0,
            Some((b, _)) => victims.count_ones() > b.count_ones(),
        };
        if better {
            let groups = path.iter().map(|&k| oriented.ends[k]).collect();
            best[n - 3] = Some((victims, groups));
        }
    };
    for k in 0..oriented.ends.len() {
        let [a, b] = oriented.ends[k];
        // Cells that may yet lose the digit: they see the start group.
        let open = oriented.seen[k][0] & digit_cells & !(a | b);
        if open == 0 {
            continue;
        }
        path.push(k);
        extend(&oriented, &mut path, a | b, open, most, &mut visit);
        path.pop();
    }
    best
}

/// Grows `path` (over `cells`) by links whose start lies in a unit with its end, up to
/// `most` links, visiting each chain of three links or more, so long as some cell off the
/// chain (of `open`) may still lose the digit.
fn extend(
    oriented: &Oriented,
    path: &mut Vec<usize>,
    cells: u128,
    open: u128,
    most: usize,
    visit: &mut impl FnMut(&[usize], u128),
) {
    if path.len() >= 3 {
        visit(path, cells);
    }
    if path.len() == most {
        return;
    }
    let used = path.iter().fold(0u64, |m, &k| m | 3 << (k & !1));
    let mut next = oriented.next[path[path.len() - 1]] & !used;
    while next != 0 {
        let k = next.trailing_zeros() as usize;
        next &= next - 1;
        let [a, b] = oriented.ends[k];
        let open = open & !(a | b);
        if open == 0 || cells & (a | b) != 0 {
            continue;
        }
        path.push(k);
        extend(oriented, path, cells | a | b, open, most, visit);
        path.pop();
    }
}

/// The step: an alternating chain through each group's first cell (every cell of the
/// groups is highlighted).
fn to_step(path: &[[u128; 2]], victims: u128, digit: u8) -> Step {
    let first = |group: u128| node_candidate(node(group.trailing_zeros() as usize, digit));
    let nodes: Vec<_> = path
        .iter()
        .flat_map(|l| [first(l[0]), first(l[1])])
        .collect();
    let links = super::alternating_links(nodes.len());
    let all: u128 = path.iter().fold(0, |m, l| m | l[0] | l[1]);
    let n = path.len();
    Step {
        technique: Technique::StrongLinkFish,
        placements: Vec::new(),
        eliminations: cells_of(victims)
            .map(|c| node_candidate(node(c, digit)))
            .collect(),
        cells: cells_of(all).map(|c| c as u8).collect(),
        units: Vec::new(),
        pattern: cells_of(all)
            .map(|c| node_candidate(node(c, digit)))
            .collect(),
        score: (super::BASE[n] + GROUPED) as f32 / 10.0,
        reason: Reason::Chain(Chain {
            nodes,
            links,
            conclusion: ChainConclusion::EitherEnd,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Grid, cell_at};
    use crate::logic::test_support::digit_only_in;
    use crate::logic::{LogicState, rating_path};

    #[test]
    fn a_box_on_one_cross_links_its_row_part_to_its_column_part() {
        // Digit 5 in box 1 only at r1c1, r1c2 and r3c1: the cross of r1c1, which holds it and
        // so counts in both parts. Every other unit holds 5 in all its cells.
        let mut cells: Vec<usize> = (0..81).filter(|&c| crate::grid::box_of(c) != 0).collect();
        cells.extend([cell_at(0, 0), cell_at(0, 1), cell_at(2, 0)]);
        let state = digit_only_in(5, &cells);
        let snap = Snapshot::new(&state);
        let links = group_links(&snap, 5);
        let row = bit(cell_at(0, 0)) | bit(cell_at(0, 1));
        let col = bit(cell_at(0, 0)) | bit(cell_at(2, 0));
        assert!(links.iter().any(|l| l.ends == [row, col]), "{links:?}");
    }

    #[test]
    fn a_fish_of_three_links_with_a_grouped_one_weighs_five_seven() {
        // Explainer rates this 5.7: three strong links, one of them grouped (it was 7.1 by a
        // chain before grouped links).
        let puzzle =
            "080050030900000006501000907800302005050000060000000000305809601040103090008060400";
        let grid: Grid = puzzle.parse().expect("a valid puzzle");
        let mut state = LogicState::from_grid(&grid);
        let mut found = None;
        for step in rating_path(&grid).steps {
            if step.score >= 5.0 {
                found = Some(step);
                break;
            }
            state.apply(&step);
        }
        let step = found.expect("a step of 5.0 or more");
        assert_eq!(step.technique, Technique::StrongLinkFish);
        assert!((step.score - 5.7).abs() < 1e-6, "{step:?}");
        let Reason::Chain(chain) = &step.reason else {
            panic!("{step:?}");
        };
        assert_eq!(chain.nodes.len(), 6);
        // Some group holds two cells or more.
        assert!(step.cells.len() > 6, "{step:?}");
        let solution = crate::solver::solve_first(&grid).expect("the puzzle solves");
        assert!(!step.eliminations.is_empty());
        assert!(
            step.eliminations
                .iter()
                .all(|c| solution.get(c.cell()) != c.digit)
        );
        // No fish of single links was there: the grouped search alone finds it.
        let wanted = [true, false, false, false];
        let [three, ..] = find(&Snapshot::new(&state), wanted);
        assert_eq!(three, Some(step));
    }
}
