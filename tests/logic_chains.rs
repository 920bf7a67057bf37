//! Chains, ALS-XZ and forcing chains: exact results on built positions, soundness on
//! replayed solve paths of hard puzzle sets, and robustness on random candidate grids.

use nonet::grid::{Candidates, DigitSet, Grid, cell_at};
use nonet::logic::{
    Candidate, Finder, Finding, LogicState, Step, TECHNIQUES, Technique, next_step,
};
use nonet::solver::{Verdict, verdict};
use nonet::words::Explained;
use proptest::prelude::*;

mod common;

/// The cell at 1-based row and column.
fn rc(row: usize, col: usize) -> usize {
    cell_at(row - 1, col - 1)
}

fn cand(row: usize, col: usize, digit: u8) -> Candidate {
    Candidate::new(rc(row, col), digit)
}

fn finder(technique: Technique) -> Finder {
    TECHNIQUES
        .iter()
        .find(|(t, _)| *t == technique)
        .map(|(_, f)| *f)
        .unwrap_or_else(|| panic!("{technique} is not in TECHNIQUES"))
}

/// An empty grid where every cell starts with all nine candidates.
struct Builder {
    cands: Candidates,
}

impl Builder {
    fn new() -> Builder {
        Builder {
            cands: Candidates::from_grid(&Grid::empty()),
        }
    }

    /// Leaves `digits` as the only candidates of a cell.
    fn only(mut self, row: usize, col: usize, digits: &[u8]) -> Builder {
        self.cands
            .set(rc(row, col), digits.iter().copied().collect::<DigitSet>());
        self
    }

    /// Removes `digit` from every listed cell.
    fn without(mut self, digit: u8, cells: &[(usize, usize)]) -> Builder {
        for &(r, c) in cells {
            self.cands.remove(rc(r, c), digit);
        }
        self
    }

    fn state(self) -> LogicState {
        LogicState::with_candidates(&Grid::empty(), &self.cands)
    }
}

fn sorted(mut v: Vec<Candidate>) -> Vec<Candidate> {
    v.sort();
    v
}

fn column_except(col: usize, keep: &[usize]) -> Vec<(usize, usize)> {
    (1..=9)
        .filter(|r| !keep.contains(r))
        .map(|r| (r, col))
        .collect()
}

fn row_except(row: usize, keep: &[usize]) -> Vec<(usize, usize)> {
    (1..=9)
        .filter(|c| !keep.contains(c))
        .map(|c| (row, c))
        .collect()
}

/// 4 is in column 1 only at r2c1 and r5c1, and in column 6 only at r3c6 and `other`c6.
fn skyscraper(other: usize) -> LogicState {
    Builder::new()
        .without(4, &column_except(1, &[2, 5]))
        .without(4, &column_except(6, &[3, other]))
        .state()
}

#[test]
fn x_chain_eliminates_what_sees_both_ends() {
    let step = finder(Technique::XChain)(&skyscraper(5)).expect("an X-Chain");
    assert_eq!(step.technique, Technique::XChain);
    assert_eq!(
        sorted(step.eliminations.clone()),
        vec![cand(2, 4, 4), cand(2, 5, 4), cand(3, 2, 4), cand(3, 3, 4)]
    );
    assert!(step.placements.is_empty());
    assert_eq!(
        step.pattern,
        vec![cand(2, 1, 4), cand(5, 1, 4), cand(5, 6, 4), cand(3, 6, 4)]
    );
    assert!(
        step.explanation().contains("(4)r2c1=r5c1-r5c6=r3c6"),
        "{}",
        step.explanation()
    );
    assert!((step.score - 6.6).abs() < 1e-4, "score {}", step.score);
}

#[test]
fn x_chain_needs_its_weak_link() {
    // With the second 4 of column 6 in r7c6, no cell of column 1's pair sees column 6's pair.
    assert_eq!(finder(Technique::XChain)(&skyscraper(7)), None);
}

fn xy_chain_state() -> LogicState {
    Builder::new()
        .only(1, 1, &[1, 2])
        .only(1, 5, &[2, 3])
        .only(5, 5, &[3, 4])
        .only(5, 9, &[4, 1])
        .state()
}

#[test]
fn xy_chain_through_four_bivalue_cells() {
    let state = xy_chain_state();
    assert_eq!(finder(Technique::XChain)(&state), None);
    let step = finder(Technique::XYChain)(&state).expect("an XY-Chain");
    assert_eq!(step.technique, Technique::XYChain);
    assert_eq!(
        sorted(step.eliminations.clone()),
        vec![cand(1, 9, 1), cand(5, 1, 1)]
    );
    assert!(
        step.explanation()
            .contains("(1=2)r1c1-(2=3)r1c5-(3=4)r5c5-(4=1)r5c9"),
        "{}",
        step.explanation()
    );
    // 8 candidates: two tenths above the base.
    assert!((step.score - 6.9).abs() < 1e-4, "score {}", step.score);
}

#[test]
fn xy_chain_does_not_fire_when_the_ends_differ_and_do_not_meet() {
    let state = Builder::new()
        .only(1, 1, &[1, 2])
        .only(1, 5, &[2, 3])
        .only(5, 5, &[3, 4])
        .only(5, 9, &[4, 5])
        .state();
    assert_eq!(finder(Technique::XYChain)(&state), None);
}

/// (1)r1c1=(1)r1c5-(1=2)r5c5-(2)r5c1=(2)r`end`c1.
fn nice_loop_state(end: usize) -> LogicState {
    Builder::new()
        .without(1, &row_except(1, &[1, 5]))
        .only(5, 5, &[1, 2])
        .without(2, &column_except(1, &[5, end]))
        .state()
}

#[test]
fn nice_loop_open_chain_with_different_end_digits() {
    let state = nice_loop_state(2);
    assert_eq!(finder(Technique::XChain)(&state), None);
    assert_eq!(finder(Technique::XYChain)(&state), None);
    let step = finder(Technique::NiceLoop)(&state).expect("a nice loop");
    assert_eq!(step.technique, Technique::NiceLoop);
    // Either r1c1 is 1 or r2c1 is 2: r2c1 cannot be 1 (and r1c1 has no 2 to lose).
    assert_eq!(step.eliminations, vec![cand(2, 1, 1)]);
    assert!(
        step.explanation()
            .contains("(1)r1c1=(1)r1c5-(1=2)r5c5-(2)r5c1=(2)r2c1"),
        "{}",
        step.explanation()
    );
    assert!((step.score - 7.1).abs() < 1e-4, "score {}", step.score);
}

#[test]
fn nice_loop_continuous_loop_eliminates_along_every_link() {
    // Closing the chain at r1c1 itself: its 2 and its 1 are joined inside the cell.
    let state = nice_loop_state(1);
    let step = finder(Technique::NiceLoop)(&state).expect("a continuous loop");
    let mut expected = Vec::new();
    for r in [2, 3, 4, 6, 7, 8, 9] {
        expected.push(cand(r, 5, 1)); // column 5 link on 1
    }
    for c in [2, 3, 4, 6, 7, 8, 9] {
        expected.push(cand(5, c, 2)); // row 5 link on 2
    }
    for d in 3..=9 {
        expected.push(cand(1, 1, d)); // r1c1 must be 1 or 2
    }
    assert_eq!(sorted(step.eliminations.clone()), sorted(expected));
    assert!(
        step.explanation().contains("continuous loop"),
        "{}",
        step.explanation()
    );
}

#[test]
fn nice_loop_does_not_fire_without_a_second_strong_link() {
    let state = Builder::new()
        .without(1, &row_except(1, &[1, 5]))
        .only(5, 5, &[1, 2])
        .state();
    assert_eq!(finder(Technique::NiceLoop)(&state), None);
}

#[test]
fn als_xz_singly_linked() {
    // A = r1c1 r1c2 {1,2,3}, B = r5c2 r7c2 {1,3,4}; 3 is restricted (column 2), so the 1
    // is in r1c1 or r7c2.
    let state = Builder::new()
        .only(1, 1, &[1, 2])
        .only(1, 2, &[2, 3])
        .only(5, 2, &[3, 4])
        .only(7, 2, &[1, 4])
        .state();
    let step = finder(Technique::AlsXz)(&state).expect("an ALS-XZ");
    assert_eq!(step.technique, Technique::AlsXz);
    assert_eq!(
        sorted(step.eliminations.clone()),
        vec![
            cand(2, 2, 1),
            cand(3, 2, 1),
            cand(7, 1, 1),
            cand(8, 1, 1),
            cand(9, 1, 1)
        ]
    );
    assert!(
        step.explanation().contains("restricted digit"),
        "{}",
        step.explanation()
    );
}

#[test]
fn als_xz_doubly_linked_locks_both_sets() {
    // A = r1c1 r1c2 {1,2,3}, B = r5c1 r5c2 {1,3,4}: 1 and 3 are both restricted.
    let state = Builder::new()
        .only(1, 1, &[1, 2])
        .only(1, 2, &[2, 3])
        .only(5, 1, &[1, 4])
        .only(5, 2, &[3, 4])
        .state();
    let step = finder(Technique::AlsXz)(&state).expect("a doubly linked ALS-XZ");
    let mut expected = Vec::new();
    for c in 3..=9 {
        expected.push(cand(1, c, 2));
        expected.push(cand(5, c, 4));
    }
    for (r, c) in [(2, 1), (2, 2), (2, 3), (3, 1), (3, 2), (3, 3)] {
        expected.push(cand(r, c, 2));
    }
    for (r, c) in [(4, 1), (4, 2), (4, 3), (6, 1), (6, 2), (6, 3)] {
        expected.push(cand(r, c, 4));
    }
    for r in [2, 3, 4, 6, 7, 8, 9] {
        expected.push(cand(r, 1, 1));
        expected.push(cand(r, 2, 3));
    }
    assert_eq!(sorted(step.eliminations.clone()), sorted(expected));
}

#[test]
fn als_xz_needs_a_restricted_common_digit() {
    // As in the singly linked case, but the 3 of B moves to r5c3: no digit is restricted.
    let state = Builder::new()
        .only(1, 1, &[1, 2])
        .only(1, 2, &[2, 3])
        .only(5, 3, &[3, 4])
        .only(7, 2, &[1, 4])
        .state();
    assert_eq!(finder(Technique::AlsXz)(&state), None);
}

#[test]
fn forcing_chain_contradiction() {
    // Box 2 keeps its 1 only in r1c4 and r1c6; row 1 has its 1 in r1c1, r1c4 and r1c6.
    // If r1c1 were 1, box 2 would lose both of its places.
    let state = Builder::new()
        .without(1, &row_except(1, &[1, 4, 6]))
        .without(1, &[(2, 4), (2, 5), (2, 6), (3, 4), (3, 5), (3, 6)])
        .state();
    let step = finder(Technique::ForcingChain)(&state).expect("a forcing chain");
    assert_eq!(step.technique, Technique::ForcingChain);
    assert_eq!(step.eliminations, vec![cand(1, 1, 1)]);
    assert!(step.placements.is_empty());
    assert!(
        step.explanation()
            .starts_with("Forcing chain: if r1c1 were 1"),
        "{}",
        step.explanation()
    );
    assert!((step.score - 7.0).abs() < 1e-4, "score {}", step.score);
}

#[test]
fn forcing_chain_finds_nothing_in_an_open_grid() {
    let state = Builder::new().state();
    assert_eq!(finder(Technique::ForcingChain)(&state), None);
}

// ---------------------------------------------------------------------------------------
// Soundness on real puzzles.

fn puzzle_file(name: &str) -> String {
    common::data_text(name)
}

fn puzzles(name: &str, count: usize) -> Vec<Grid> {
    puzzle_file(name)
        .lines()
        .filter(|l| !l.trim().is_empty())
        .take(count)
        .map(|l| {
            l.trim()
                .parse()
                .unwrap_or_else(|e| panic!("bad puzzle line {l:?}: {e}"))
        })
        .collect()
}

fn solution_of(puzzle: &Grid) -> Grid {
    match verdict(puzzle) {
        Verdict::Unique(solution) => solution,
        other => panic!(
            "{} should have one solution, got {other:?}",
            puzzle.to_line()
        ),
    }
}

/// Panics when a step places a wrong digit, removes a solution digit, or does nothing.
fn check_step(step: &Step, state: &LogicState, solution: &Grid, context: &str) {
    assert!(
        !step.placements.is_empty() || !step.eliminations.is_empty(),
        "{context}: empty step {step:?}"
    );
    for p in &step.placements {
        assert_eq!(
            p.digit,
            solution.get(p.cell()),
            "{context}: wrong placement {p} by {}: {}",
            step.technique,
            step.explanation()
        );
    }
    for e in &step.eliminations {
        assert_ne!(
            e.digit,
            solution.get(e.cell()),
            "{context}: {} removed the solution's {e}: {}",
            step.technique,
            step.explanation()
        );
        assert!(
            state.cands.has(e.cell(), e.digit),
            "{context}: {} removes {e}, which is no candidate",
            step.technique
        );
    }
}

/// Replays the whole path; returns whether logic solved the puzzle and the hardest score.
fn replay(puzzle: &Grid) -> (bool, f32) {
    let solution = solution_of(puzzle);
    let mut state = LogicState::from_grid(puzzle);
    let mut hardest = 0.0f32;
    for _ in 0..1000 {
        match next_step(&state) {
            Finding::Step(step) => {
                check_step(&step, &state, &solution, &puzzle.to_line());
                hardest = hardest.max(step.score);
                state.apply(&step);
            }
            Finding::Solved => {
                assert_eq!(state.grid, solution);
                return (true, hardest);
            }
            Finding::Stalled => return (false, hardest),
            other => panic!("{}: unexpected {other:?}", puzzle.to_line()),
        }
    }
    panic!("{}: the path did not end", puzzle.to_line());
}

#[test]
fn replay_top1465_is_sound() {
    let set = puzzles("top1465.txt", usize::MAX);
    assert_eq!(set.len(), 1465);
    let solved = set.iter().filter(|p| replay(p).0).count();
    // Forcing chains finish nearly all of this classic set.
    assert!(solved * 10 >= set.len() * 9, "only {solved} of 1465 solved");
}

#[test]
fn replay_forum_hardest_is_sound() {
    for puzzle in puzzles("forum_hardest_sample.txt", 200) {
        replay(&puzzle);
    }
}

// ---------------------------------------------------------------------------------------
// Random positions.

fn chain_finders() -> Vec<Finder> {
    [
        Technique::XChain,
        Technique::XYChain,
        Technique::NiceLoop,
        Technique::AlsXz,
        Technique::ForcingChain,
    ]
    .into_iter()
    .map(finder)
    .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Arbitrary (often contradictory) grids and candidates never make a finder panic.
    #[test]
    fn random_candidate_grids_never_panic(
        digits in proptest::collection::vec(0u8..=9, 81),
        masks in proptest::collection::vec(0u16..512, 81),
        filled in 0usize..40,
    ) {
        let mut grid = Grid::empty();
        let mut cands = Candidates::none();
        for cell in 0..81 {
            if cell < filled * 2 && digits[cell] != 0 {
                grid.set(cell, digits[cell]);
            }
            cands.set(cell, DigitSet::from_bits(masks[cell]));
        }
        let raw = LogicState { grid, cands };
        let cleaned = LogicState::with_candidates(&grid, &cands);
        for find in chain_finders() {
            let _ = find(&raw);
            let _ = find(&cleaned);
        }
        let _ = next_step(&cleaned);
    }

    /// Thinning the candidates of a real puzzle (never its solution) keeps every
    /// deduction of every chain technique true.
    #[test]
    fn deductions_from_thinned_candidates_are_true(
        index in 0usize..60,
        keep in proptest::collection::vec(0u8..4, 729),
    ) {
        let set = puzzles("top1465.txt", 60);
        let puzzle = set[index];
        let solution = solution_of(&puzzle);
        let mut state = LogicState::from_grid(&puzzle);
        for cell in 0..81 {
            for d in 1..=9u8 {
                let drop = keep[cell * 9 + d as usize - 1] == 0;
                if drop && solution.get(cell) != d {
                    state.cands.remove(cell, d);
                }
            }
        }
        for find in chain_finders() {
            if let Some(step) = find(&state) {
                check_step(&step, &state, &solution, &puzzle.to_line());
            }
        }
    }
}
