//! Sudoku Explainer's strong-link fish of three to six links, for the rating path: a chain
//! on one digit of n strong links (the digit's only two places in a unit), each joined to
//! the next by a weak link (the end of one sees the start of the next). One end or the other
//! holds the digit, so a cell seeing both ends loses it.
//!
//! Explainer weighs three links 5.4, four 5.8, five 6.2 and six 6.6, plus a tenth when the
//! links use a box or lines of both directions, two tenths when they do both. (Two links are
//! the Skyscraper, 2-String Kite and Empty Rectangle of `single_digit`.) Chains with grouped
//! links, which Explainer weighs three tenths more, are `grouped_links.rs`'s, searched for the
//! lengths without a chain of single links.

use crate::logic::chains::links::{
    PEER_MASK, Snapshot, UNIT_MASK, bit, cells_of, node, node_candidate,
};
use crate::logic::reason::{Chain, ChainConclusion, LinkKind, Reason};
use crate::logic::{LogicState, Step, Technique};

/// The kind of unit a strong link lies in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Row,
    Column,
    Box,
}

/// A strong link: the digit's only two places in a unit.
#[derive(Clone, Copy, Debug)]
struct Link {
    cells: [usize; 2],
    kind: Kind,
}

/// The strong links of `digit`, one per pair of cells (a pair in a line and a box counts
/// as the line's).
fn links_of(snap: &Snapshot, digit: u8) -> Vec<Link> {
    let mut out: Vec<Link> = Vec::new();
    for (unit, &mask) in UNIT_MASK.iter().enumerate() {
        let places = mask & snap.digit_cells[digit as usize - 1];
        if places.count_ones() != 2 {
            continue;
        }
        let mut it = cells_of(places);
        let (Some(a), Some(b)) = (it.next(), it.next()) else {
            continue;
        };
        let kind = match unit {
            0..9 => Kind::Row,
            9..18 => Kind::Column,
            _ => Kind::Box,
        };
        if !out.iter().any(|l| l.cells == [a, b]) {
            out.push(Link {
                cells: [a, b],
                kind,
            });
        }
    }
    out
}

/// The extra tenths for the kinds of unit a chain's links lie in.
fn bonus(kinds: &[Kind]) -> u32 {
    let has_box = kinds.contains(&Kind::Box);
    let mixed = kinds.contains(&Kind::Row) && kinds.contains(&Kind::Column);
    match (has_box, mixed) {
        (false, false) => 0,
        (true, true) => 2,
        _ => 1,
    }
}

/// The best chain found so far: its weight, what it removes and its oriented links.
#[derive(Clone)]
struct Found {
    weight: u32,
    eliminations: u128,
    path: Vec<[usize; 2]>,
}

/// Fewest links searched here (two are `single_digit`'s).
const FEWEST: usize = 3;

/// Most links searched.
const MOST: usize = 6;

/// For each number of links from [`FEWEST`] to [`MOST`], the chain Explainer would use.
type ByLinks = [Option<Step>; MOST - FEWEST + 1];

thread_local! {
    /// The last position searched, and what it holds: the rating path asks for three,
    /// four, five and six links in turn of the same position, and one walk finds them all.
    static LAST: std::cell::RefCell<Option<(LogicState, ByLinks)>> =
        const { std::cell::RefCell::new(None) };
}

/// Explainer's strong-link fish of exactly `n` links on one digit ([`FEWEST`] to
/// [`MOST`]): the lightest, then the one removing most.
fn find_n(state: &LogicState, n: usize) -> Option<Step> {
    let known = LAST.with_borrow(|last| match last {
        Some((seen, found)) if seen == state => Some(found[n - FEWEST].clone()),
        _ => None,
    });
    if let Some(step) = known {
        return step;
    }
    let found = find_all(state);
    let step = found[n - FEWEST].clone();
    LAST.with_borrow_mut(|last| *last = Some((state.clone(), found)));
    step
}

/// One digit's lightest chain of each number of links, with what it removes.
type DigitChains = [Option<Found>; MOST - FEWEST + 1];

thread_local! {
    /// Each digit's chains, with the places they were found among: a chain on one digit
    /// rests on that digit's places alone, and most steps of a hard path (Explainer's
    /// forcing chains remove one candidate) leave all but one digit's places as they were.
    static BY_DIGIT: std::cell::RefCell<[Option<(u128, DigitChains)>; 9]> =
        const { std::cell::RefCell::new([const { None }; 9]) };
}

/// [`find_n`] for every number of links at once: a chain of n links is met, in the same
/// order, on the way to longer ones; chains with grouped links (`grouped_links.rs`) likewise.
/// Digits are searched in order and the first digit with the lightest chain (then the one
/// removing most) is kept, as one search over all digits would keep it.
fn find_all(state: &LogicState) -> ByLinks {
    let snap = Snapshot::new(state);
    let mut best: [Option<(Found, u8)>; MOST - FEWEST + 1] = Default::default();
    for digit in 1..=9u8 {
        let places = snap.digit_cells[digit as usize - 1];
        let cached = BY_DIGIT.with_borrow(|memo| match &memo[digit as usize - 1] {
            Some((seen, chains)) if *seen == places => Some(chains.clone()),
            _ => None,
        });
        let chains = cached.unwrap_or_else(|| {
            let chains = digit_chains(&snap, digit);
            BY_DIGIT.with_borrow_mut(|memo| {
                memo[digit as usize - 1] = Some((places, chains.clone()));
            });
            chains
        });
        for (slot, found) in best.iter_mut().zip(chains) {
            let Some(found) = found else {
                continue;
            };
            if slot.as_ref().is_none_or(|(b, _)| lighter(&found, b)) {
                *slot = Some((found, digit));
            }
        }
    }
    // Grouped links weigh more than any fish of single links: searched only for lengths
    // without one.
    let wanted = [0, 1, 2, 3].map(|k| best[k].is_none());
    let mut grouped = super::grouped_links::find(&snap, wanted).into_iter();
    best.map(|found| {
        let grouped = grouped.next().flatten();
        found
            .map(|(found, digit)| to_step(found, digit))
            .or(grouped)
    })
}

/// Whether `a` goes before `b`: lighter, then removing more.
fn lighter(a: &Found, b: &Found) -> bool {
    (a.weight, std::cmp::Reverse(a.eliminations.count_ones()))
        < (b.weight, std::cmp::Reverse(b.eliminations.count_ones()))
}

/// The lightest chain of each number of links on `digit` (then the one removing most,
/// then the first met).
fn digit_chains(snap: &Snapshot, digit: u8) -> DigitChains {
    let mut best: DigitChains = Default::default();
    let links = links_of(snap, digit);
    if links.len() < FEWEST {
        return best;
    }
    let digit_cells = snap.digit_cells[digit as usize - 1];
    let mut path: Vec<[usize; 2]> = Vec::with_capacity(MOST);
    let mut kinds: Vec<Kind> = Vec::with_capacity(MOST);
    let mut used = vec![false; links.len()];
    let mut visit = |path: &[[usize; 2]], kinds: &[Kind], cells: u128| {
        let (start, end) = (path[0][0], path[path.len() - 1][1]);
        let victims = PEER_MASK[start] & PEER_MASK[end] & digit_cells & !cells;
        if victims == 0 {
            return;
        }
        let n = path.len();
        let found = Found {
            weight: super::BASE[n] + bonus(kinds),
            eliminations: victims,
            path: Vec::new(),
        };
        let slot = &mut best[n - FEWEST];
        if slot.as_ref().is_none_or(|b| lighter(&found, b)) {
            *slot = Some(Found {
                path: path.to_vec(),
                ..found
            });
        }
    };
    for (i, link) in links.iter().enumerate() {
        for [a, b] in [link.cells, [link.cells[1], link.cells[0]]] {
            // Cells that may yet lose the digit: they see the start.
            let open = PEER_MASK[a] & digit_cells & !bit(b);
            if open == 0 {
                continue;
            }
            used[i] = true;
            path.push([a, b]);
            kinds.push(link.kind);
            extend(
                &links,
                &mut used,
                &mut path,
                &mut kinds,
                bit(a) | bit(b),
                open,
                &mut visit,
            );
            kinds.pop();
            path.pop();
            used[i] = false;
        }
    }
    best
}

/// Grows `path` (over `cells`) by links whose start sees its end, up to [`MOST`] links,
/// visiting each chain of [`FEWEST`] links or more, so long as some cell off the chain (of
/// `open`) may still lose the digit.
fn extend(
    links: &[Link],
    used: &mut [bool],
    path: &mut Vec<[usize; 2]>,
    kinds: &mut Vec<Kind>,
    cells: u128,
    open: u128,
    visit: &mut impl FnMut(&[[usize; 2]], &[Kind], u128),
) {
    if path.len() >= FEWEST {
        visit(path, kinds, cells);
    }
    if path.len() == MOST {
        return;
    }
    let end = path[path.len() - 1][1];
    for (i, link) in links.iter().enumerate() {
        if used[i] {
            continue;
        }
        for [a, b] in [link.cells, [link.cells[1], link.cells[0]]] {
            let both = bit(a) | bit(b);
            let open = open & !both;
            if open == 0 || PEER_MASK[end] & bit(a) == 0 || cells & both != 0 {
                continue;
            }
            used[i] = true;
            path.push([a, b]);
            kinds.push(link.kind);
            extend(links, used, path, kinds, cells | both, open, visit);
            kinds.pop();
            path.pop();
            used[i] = false;
        }
    }
}

fn to_step(found: Found, digit: u8) -> Step {
    let nodes: Vec<_> = found
        .path
        .iter()
        .flat_map(|l| {
            [
                node_candidate(node(l[0], digit)),
                node_candidate(node(l[1], digit)),
            ]
        })
        .collect();
    let links: Vec<LinkKind> = super::alternating_links(nodes.len());
    let eliminations = cells_of(found.eliminations)
        .map(|c| node_candidate(node(c, digit)))
        .collect();
    let cells = nodes.iter().map(|c| c.cell).collect();
    Step {
        technique: Technique::StrongLinkFish,
        placements: Vec::new(),
        eliminations,
        cells,
        units: Vec::new(),
        pattern: nodes.clone(),
        score: found.weight as f32 / 10.0,
        reason: Reason::Chain(Chain {
            nodes,
            links,
            conclusion: ChainConclusion::EitherEnd,
        }),
    }
}

/// Three strong links (5.4 to 5.6).
pub(crate) fn three_links(state: &LogicState) -> Option<Step> {
    find_n(state, 3)
}

/// Four strong links (5.8 to 6.0).
pub(crate) fn four_links(state: &LogicState) -> Option<Step> {
    find_n(state, 4)
}

/// Five strong links (6.2 to 6.4).
pub(crate) fn five_links(state: &LogicState) -> Option<Step> {
    find_n(state, 5)
}

/// Six strong links (6.6 to 6.8).
pub(crate) fn six_links(state: &LogicState) -> Option<Step> {
    find_n(state, 6)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::logic::rating_path;

    #[test]
    fn three_skyscrapers_weigh_five_four() {
        // Explainer: "3 Skyscrapers 0111: Cell r8c4,r4c4,r4c1,r3c1,r3c7,r7c7 on value 4", 5.4.
        let grid: Grid =
            "000041007000200530070000090027000810003050200019000340090000020038007000100390000"
                .parse()
                .expect("a valid puzzle");
        let step = rating_path(&grid)
            .steps
            .into_iter()
            .find(|s| s.score >= 5.0)
            .expect("a step of 5.0 or more");
        assert_eq!(step.technique, Technique::StrongLinkFish);
        assert!((step.score - 5.4).abs() < 1e-6, "{step:?}");
        let Reason::Chain(chain) = &step.reason else {
            panic!("{step:?}");
        };
        assert_eq!(chain.nodes.len(), 6);
        assert!(chain.nodes.iter().all(|c| c.digit == 4));
        // Explainer's own are r8c4=r4c4, r4c1=r3c1, r3c7=r7c7, all in columns; another of
        // the same weight and digit may come first here.
        let ends = [chain.nodes[0].cell(), chain.nodes[5].cell()];
        for e in &step.eliminations {
            assert!(
                ends.iter().all(|&c| PEER_MASK[c] & bit(e.cell()) != 0),
                "{step:?}"
            );
        }
        assert!(step.eliminations.iter().all(|e| e.digit == 4));
        assert!(!step.eliminations.is_empty());
    }

    #[test]
    fn a_box_link_or_crossed_lines_add_a_tenth_and_both_two() {
        use Kind::*;
        assert_eq!(bonus(&[Row, Row, Row]), 0);
        assert_eq!(bonus(&[Column, Column, Column, Column]), 0);
        assert_eq!(bonus(&[Row, Box, Row]), 1);
        assert_eq!(bonus(&[Row, Column, Row]), 1);
        assert_eq!(bonus(&[Row, Column, Box]), 2);
    }

    #[test]
    fn nothing_is_found_in_a_solved_grid() {
        let solved: Grid =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
                .parse()
                .expect("a valid grid");
        let state = LogicState::from_grid(&solved);
        assert!(three_links(&state).is_none() && six_links(&state).is_none());
    }
}
