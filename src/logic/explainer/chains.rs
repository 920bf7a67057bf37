//! Forcing chains and cycles as Sudoku Explainer finds and weighs them, for the rating
//! path (see the `explainer` module): the person path keeps `chains::aic`'s chains.
//!
//! Explainer reasons on *potentials*: a candidate assumed true ("on") or false ("off").
//! - From an on potential, the same digit goes off in every peer cell and, when cell links
//!   are allowed, every other digit of its cell goes off.
//! - From an off potential, when cell links are allowed and its cell has two candidates,
//!   the other one goes on; when unit links are allowed, each unit (box, row, column) where
//!   the digit has exactly one other place puts that place on.
//!
//! It searches three ways, with unit links only ("X"), cell links only ("Y", cycles only,
//! from two-candidate cells) and both ("XY"), from every candidate of every cell with two
//! or more candidates, breadth first, so each conclusion comes with its shortest chain:
//! - a *forcing chain*: the candidate on leads to itself off (it goes), or off leads to it
//!   on (it is placed);
//! - a *cycle*: on leads back to on in four or more links; a candidate seeing an on and an
//!   off potential of its digit along the cycle goes.
//!
//! Weights: a cycle 6.5 and a forcing chain 6.6 with one kind of link, 7.0 for both with
//! both kinds; plus the length increment of the chain's complexity (its number of distinct
//! potentials) less two. Of all that is found, the lightest (then least complex) is used.

use super::chain_search::{MODES, Mode, Reach, Search};
use crate::logic::chains::links::{
    PEER_MASK, Snapshot, bit, cells_of, digits_of, length_increment_tenths, node, node_candidate,
    node_cell, node_digit, tenths_to_score,
};
use crate::logic::reason::{Chain, ChainConclusion, LinkKind, Reason};
use crate::logic::{Candidate, LogicState, Step};

/// More than any chain's potentials: each of the 729 candidates on and off.
const POTENTIALS: usize = 2 * 729;

/// Weight in tenths of a cycle using one kind of link.
const CYCLE: u32 = 65;
/// Weight of a forcing chain using one kind of link.
const FORCING: u32 = 66;
/// Weight of a cycle or forcing chain mixing both kinds.
const MIXED: u32 = 70;

/// What was found, before it becomes a step.
struct Found {
    /// Weight in tenths.
    weight: u32,
    /// Distinct potentials in the chain.
    complexity: usize,
    /// Where Explainer meets it: search (X, Y, XY), start node, kind (cycle, chain from
    /// on, chain from off), and the cycle's rank among those from the same start.
    order: (usize, usize, usize, usize),
    /// The potentials from the start to the conclusion.
    path: Vec<(usize, bool)>,
    kind: Kind,
    mode: Mode,
    eliminations: Vec<usize>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// On led to off: the start goes.
    Removes,
    /// Off led to on: the start is placed.
    Places,
    /// On led back to on.
    Cycle,
}

/// Explainer's cycle eliminations: candidates outside the cycle's cells that see an on and
/// an off potential of their digit along it.
fn cycle_eliminations(snap: &Snapshot, path: &[(usize, bool)]) -> Vec<usize> {
    let cells: u128 = path.iter().fold(0, |m, &(n, _)| m | bit(node_cell(n)));
    let mut forward = [0u128; 9];
    let mut back = [0u128; 9];
    for &(n, on) in path {
        let d = node_digit(n) as usize - 1;
        let seen = PEER_MASK[node_cell(n)] & !cells & snap.digit_cells[d];
        if on {
            forward[d] |= seen;
        } else {
            back[d] |= seen;
        }
    }
    let mut out = Vec::new();
    for d in 0..9 {
        out.extend(cells_of(forward[d] & back[d]).map(|c| node(c, d as u8 + 1)));
    }
    out.sort_unstable();
    out
}

/// Whether `a` should be used rather than `b`: lighter, then less complex, then found
/// first in Explainer's order.
fn better(a: &Found, b: &Option<Found>) -> bool {
    match b {
        None => true,
        Some(b) => (a.weight, a.complexity, a.order) < (b.weight, b.complexity, b.order),
    }
}

/// The most potentials a chain of weight `base` may have and still be as light as `best`
/// (0 when even the shortest is heavier; unbounded, in effect, with nothing found yet).
fn longest(base: u32, best: &Option<Found>) -> usize {
    let Some(best) = best else {
        return POTENTIALS;
    };
    if base > best.weight {
        return 0;
    }
    let mut len = 2;
    while len < POTENTIALS && base + length_increment_tenths(len + 1 - 2) <= best.weight {
        len += 1;
    }
    len
}

/// The bases of a mode's cycles and forcing chains.
fn bases(mode: Mode) -> (u32, u32) {
    if mode.mixed() {
        (MIXED, MIXED)
    } else {
        (CYCLE, FORCING)
    }
}

/// Explainer's forcing chain or cycle for `state`: the lightest, then least complex, of
/// all it would find, or `None`.
///
/// Forcing chains are searched first: they stop at their conclusion, and the best of them
/// bounds how long a cycle may be and still be lighter.
pub(crate) fn find(state: &LogicState) -> Option<Step> {
    let snap = Snapshot::new(state);
    let mut search = Search::new(&snap);
    // Built when a search first needs it: a light chain found early spares the others.
    let mut reach: [Option<Reach>; 3] = [None, None, None];
    let mut best: Option<Found> = None;
    let sources = |mode: Mode| {
        let snap = &snap;
        (0..81).filter(move |&cell| {
            let n = snap.cell_digits[cell].count_ones();
            n >= 2 && (mode.units || n == 2)
        })
    };
    for (m, mode) in MODES.into_iter().enumerate() {
        if !mode.units {
            continue;
        }
        let (_, forcing_base) = bases(mode);
        for cell in sources(mode) {
            let digits = snap.cell_digits[cell];
            for digit in digits_of(digits) {
                let start = node(cell, digit);
                for (k, on) in [true, false].into_iter().enumerate() {
                    let reach = reach[m].get_or_insert_with(|| Reach::new(&mut search, mode));
                    if !reach.contradicts(start, on) {
                        continue;
                    }
                    let max_len = longest(forcing_base, &best);
                    if max_len < 2 {
                        continue;
                    }
                    let Some(path) = search.forcing(start, on, mode, max_len, reach) else {
                        continue;
                    };
                    let complexity = path.len();
                    let eliminations = if on {
                        vec![start]
                    } else {
                        digits_of(digits)
                            .filter(|&d| d != digit)
                            .map(|d| node(cell, d))
                            .collect()
                    };
                    let found = Found {
                        weight: forcing_base + length_increment_tenths(complexity - 2),
                        complexity,
                        order: (m, start, k + 1, 0),
                        path,
                        kind: if on { Kind::Removes } else { Kind::Places },
                        mode,
                        eliminations,
                    };
                    if better(&found, &best) {
                        best = Some(found);
                    }
                }
            }
        }
    }
    for (m, mode) in MODES.into_iter().enumerate() {
        let (cycle_base, _) = bases(mode);
        for cell in sources(mode) {
            for digit in digits_of(snap.cell_digits[cell]) {
                let start = node(cell, digit);
                let reach = reach[m].get_or_insert_with(|| Reach::new(&mut search, mode));
                if !reach.may_cycle(start) {
                    continue;
                }
                let max_links = longest(cycle_base, &best);
                if max_links < 4 {
                    continue;
                }
                let mut cycles = Vec::new();
                search.cycles(start, mode, max_links, reach, &mut |path| {
                    cycles.push(path.to_vec());
                });
                for (i, path) in cycles.into_iter().enumerate() {
                    let eliminations = cycle_eliminations(&snap, &path);
                    if eliminations.is_empty() {
                        continue;
                    }
                    let complexity = path.len();
                    let found = Found {
                        weight: cycle_base + length_increment_tenths(complexity - 2),
                        complexity,
                        order: (m, start, 0, i),
                        path,
                        kind: Kind::Cycle,
                        mode,
                        eliminations,
                    };
                    if better(&found, &best) {
                        best = Some(found);
                    }
                }
            }
        }
    }
    best.map(to_step)
}

/// The step for a found chain, its reason an alternating chain: a forcing chain that
/// removes its start reads as the chain between the start's first and last neighbours
/// (the start sees both ends); one that places its start reads as a chain from the start
/// back to it; a cycle as a continuous loop.
fn to_step(found: Found) -> Step {
    let nodes_of = |path: &[(usize, bool)]| -> Vec<Candidate> {
        path.iter().map(|&(n, _)| node_candidate(n)).collect()
    };
    // Off to on is a strong link; on to off a weak one.
    let links_of = |path: &[(usize, bool)]| -> Vec<LinkKind> {
        path.windows(2)
            .map(|w| {
                if w[1].1 {
                    LinkKind::Strong
                } else {
                    LinkKind::Weak
                }
            })
            .collect()
    };
    let (nodes, mut links, conclusion, placements) = match found.kind {
        Kind::Removes => {
            let inner = &found.path[1..found.path.len() - 1];
            (
                nodes_of(inner),
                links_of(inner),
                ChainConclusion::EitherEnd,
                Vec::new(),
            )
        }
        Kind::Places => (
            nodes_of(&found.path),
            links_of(&found.path),
            ChainConclusion::FirstIsTrue,
            vec![node_candidate(found.path[0].0)],
        ),
        Kind::Cycle => (
            nodes_of(&found.path),
            links_of(&found.path),
            ChainConclusion::ContinuousLoop,
            Vec::new(),
        ),
    };
    if found.kind == Kind::Cycle {
        // The link closing the loop, from the last (off) potential back to the start (on).
        links.push(LinkKind::Strong);
    }
    let eliminations = if found.kind == Kind::Places {
        Vec::new()
    } else {
        found
            .eliminations
            .iter()
            .map(|&n| node_candidate(n))
            .collect()
    };
    let mut cells: Vec<u8> = Vec::new();
    for c in &nodes {
        if !cells.contains(&c.cell) {
            cells.push(c.cell);
        }
    }
    Step {
        technique: found.mode.technique(),
        placements,
        eliminations,
        cells,
        units: Vec::new(),
        pattern: nodes.clone(),
        score: tenths_to_score(found.weight),
        reason: Reason::Chain(Chain {
            nodes,
            links,
            conclusion,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Grid, cell_at};
    use crate::logic::Technique;
    use crate::logic::rating_path;

    /// The state just before the rating path's first chain or cycle, and that step.
    fn first_chain(puzzle: &str) -> (LogicState, Step) {
        let grid: Grid = puzzle.parse().expect("a valid puzzle");
        let mut state = LogicState::from_grid(&grid);
        for step in rating_path(&grid).steps {
            if matches!(step.reason, Reason::Chain(_)) {
                return (state, step);
            }
            state.apply(&step);
        }
        panic!("no chain on the rating path of {puzzle}");
    }

    #[test]
    fn a_cycle_through_two_candidate_cells_weighs_as_explainer_says() {
        // Explainer: "Bidirectional Y-Cycle: r6c3,r6c7,r1c7,r1c3", 6.6 (8 potentials: 6.5
        // plus a tenth for a length over 4), after a WXYZ-Wing and a UVWXYZ-Wing.
        let (state, step) = first_chain(
            "000000000000964000006318500054030710701050903000701000005893600970000048000000000",
        );
        assert_eq!(find(&state), Some(step.clone()));
        assert!((step.score - 6.6).abs() < 1e-6, "{step:?}");
        let Reason::Chain(chain) = &step.reason else {
            panic!("{step:?}");
        };
        assert_eq!(chain.conclusion, ChainConclusion::ContinuousLoop);
        assert_eq!(chain.nodes.len(), 8);
        assert_eq!(chain.links.len(), 8);
        let mut expected = vec![
            Candidate::new(cell_at(0, 1), 8),
            Candidate::new(cell_at(5, 0), 2),
            Candidate::new(cell_at(5, 1), 2),
            Candidate::new(cell_at(5, 7), 2),
            Candidate::new(cell_at(5, 8), 2),
        ];
        expected.sort();
        let mut got = step.eliminations.clone();
        got.sort();
        assert_eq!(got, expected);
    }

    #[test]
    fn a_forcing_chain_mixing_links_weighs_seven_and_its_length() {
        // Explainer's first chain here is a forcing chain of 7.2 (its own path meets
        // "r8c4.8 off"; ties of weight and length may fall to another of the same kind).
        let (state, step) = first_chain(
            "308000401260000087007000600000060000000902000000134000805000206029000740640010058",
        );
        assert_eq!(find(&state), Some(step.clone()));
        assert!((step.score - 7.2).abs() < 1e-6, "{step:?}");
        assert_eq!(step.technique, Technique::NiceLoop);
        let Reason::Chain(chain) = &step.reason else {
            panic!("{step:?}");
        };
        // The start on, eight potentials alternating off and on, the start off: ten in
        // all, a length of 8, two tenths over 7.0.
        assert_eq!(chain.conclusion, ChainConclusion::EitherEnd);
        assert_eq!(chain.nodes.len(), 8);
        let [victim] = step.eliminations[..] else {
            panic!("{step:?}");
        };
        let sees = |c: &Candidate| {
            c.digit == victim.digit && PEER_MASK[victim.cell()] & bit(c.cell()) != 0
                || c.cell == victim.cell
        };
        assert!(sees(&chain.nodes[0]) && sees(&chain.nodes[7]), "{step:?}");
    }

    #[test]
    fn nothing_is_found_without_candidates_to_chain() {
        let solved: Grid =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
                .parse()
                .expect("a valid grid");
        assert_eq!(find(&LogicState::from_grid(&solved)), None);
    }
}
