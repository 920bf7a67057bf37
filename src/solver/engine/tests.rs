//! Tests of the engine: every compiled form of the search against the portable one, the
//! vector helpers against their portable references, the column rule and the pigeonhole
//! checks on chosen grids, and the restarts on grids found by fuzzing. A file of their own:
//! longer than any one part of the engine, and reaching into all of them.

use super::isa::{band_values_portable, clear_in_masks_portable, start_masks_portable};
use super::search::{Fallback, Search, search_from_budget};
use super::*;
use crate::grid::Grid;
use crate::solver::tables::row_box_pattern;

/// Runs `search` on `state` with the compiled form for `form` (see [`isa`]); returns
/// false, having run nothing, when this CPU lacks that form's instructions.
fn run_form(search: &mut Search, state: &State, form: u8, checks: bool) -> bool {
    let state = &mut state.clone();
    #[cfg(target_arch = "x86_64")]
    {
        let bit_ops = std::is_x86_feature_detected!("popcnt")
            && std::is_x86_feature_detected!("bmi1")
            && std::is_x86_feature_detected!("bmi2");
        let wide = bit_ops && std::is_x86_feature_detected!("avx512f");
        // SAFETY (both calls): the CPU was just seen to support the form's features.
        match (form, checks) {
            (isa::BIT_OPS, true) if bit_ops => unsafe { search.run_bit_ops::<true>(state) },
            (isa::BIT_OPS, false) if bit_ops => unsafe { search.run_bit_ops::<false>(state) },
            (isa::WIDE, true) if wide => unsafe { search.run_wide::<true>(state) },
            (isa::WIDE, false) if wide => unsafe { search.run_wide::<false>(state) },
            (isa::PORTABLE, _) => {}
            _ => return false,
        }
        if form != isa::PORTABLE {
            return true;
        }
    }
    if form != isa::PORTABLE {
        return false;
    }
    if checks {
        search.run_plain::<true>(state);
    } else {
        search.run_plain::<false>(state);
    }
    true
}

#[test]
fn every_compiled_search_agrees() {
    let seed: [u8; 81] = std::array::from_fn(|cell| {
        b"900004001016008070000000080740305000000010000000702038050000000070200350100600009"[cell]
            - b'0'
    });
    let mut puzzle = seed;
    // Blank more and more cells (in a fixed scattered order) down to the empty grid, so
    // unique, multiple and contradictory-free sparse cases all come up.
    for step in 0..=81 {
        let state = State::from_cells(&puzzle).expect("blanking keeps the givens consistent");
        for fallback in [Fallback::Cells, Fallback::CellsAndUnits] {
            let mut unchecked = None;
            for checks in [false, true] {
                let mut plain = Search::new(3, fallback, u64::MAX);
                plain.pigeonholes_everywhere = checks;
                assert!(run_form(&mut plain, &state, isa::PORTABLE, checks));
                for form in [isa::BIT_OPS, isa::WIDE] {
                    let mut other = Search::new(3, fallback, u64::MAX);
                    other.pigeonholes_everywhere = checks;
                    if !run_form(&mut other, &state, form, checks) {
                        continue;
                    }
                    assert_eq!(plain.count, other.count, "step {step} form {form}");
                    assert_eq!(plain.first(), other.first(), "step {step} form {form}");
                    assert_eq!(plain.nodes, other.nodes, "step {step} form {form}");
                }
                // The checks only cut branches without solutions: the same count, and the
                // same solution when there is one. (Hidden pairs change where the search
                // branches, so among several solutions another may come first.)
                let answer = (plain.count, plain.first());
                let (count, first) = *unchecked.get_or_insert(answer);
                assert_eq!(count, plain.count, "step {step}");
                if count == 1 {
                    assert_eq!(first, plain.first(), "step {step}");
                }
                let found = plain.first().map(Grid::from_cells);
                if let Some(Ok(solution)) = found {
                    let givens = Grid::from_cells(puzzle).expect("digits 0-9");
                    assert!(solution.solves(&givens), "step {step}");
                } else {
                    assert_eq!(plain.count, 0, "step {step}: {found:?}");
                }
            }
        }
        puzzle[(step * 37) % 81] = 0;
    }
}

/// A fixed pseudo-random sequence of 27-bit numbers from `seed` (a linear congruential
/// generator), so that the randomized comparisons below are repeatable.
pub(super) fn pseudo_random(mut seed: u32) -> impl FnMut() -> u32 {
    move || {
        seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
        seed >> 5
    }
}

/// The cells of `line` (81 characters, `.` for empty) as values 0-9.
pub(super) fn cells_of(line: &str) -> [u8; 81] {
    std::array::from_fn(|cell| match line.as_bytes()[cell] {
        digit @ b'1'..=b'9' => digit - b'0',
        _ => 0,
    })
}

/// `cells` with bands, rows within bands, stacks and columns within stacks reordered,
/// digits relabelled and, when `transpose`, rows and columns swapped: the same puzzle
/// to a person, a different search order to the solver.
fn equivalent(cells: &[u8; 81], seed: u32, transpose: bool) -> [u8; 81] {
    let mut state = seed;
    let mut next = |bound: usize| {
        state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
        (state >> 16) as usize % bound
    };
    let mut shuffled = |count: usize| {
        let mut order: Vec<usize> = (0..count).collect();
        for index in (1..count).rev() {
            order.swap(index, next(index + 1));
        }
        order
    };
    let (bands, stacks) = (shuffled(3), shuffled(3));
    let rows: Vec<usize> = bands
        .iter()
        .flat_map(|band| shuffled(3).into_iter().map(move |row| band * 3 + row))
        .collect();
    let cols: Vec<usize> = stacks
        .iter()
        .flat_map(|stack| shuffled(3).into_iter().map(move |col| stack * 3 + col))
        .collect();
    let digits = shuffled(9);
    std::array::from_fn(|cell| {
        let (row, col) = (rows[cell / 9], cols[cell % 9]);
        let source = if transpose {
            col * 9 + row
        } else {
            row * 9 + col
        };
        match cells[source] {
            0 => 0,
            value => digits[usize::from(value) - 1] as u8 + 1,
        }
    })
}

/// Grids found by fuzzing on which one [`Fallback`] alone takes millions of nodes: with
/// it the search either gives up and restarts with the other rule, or finishes quickly.
const PATHOLOGICAL: [(&str, usize); 7] = [
    // 13 givens, no solution: branching on cells only took up to 10.9 million nodes.
    (
        "....................................1.....5....6..3......2.7..8...8...276........",
        0,
    ),
    // 10 givens, many solutions: branching on units too took 30.8 million nodes (nine
    // seconds) to find two.
    (
        ".1.........2.7.8..........7...3....1........2......7.8...........................",
        2,
    ),
    // 14 givens, no solution, and both rules took 700,000-900,000 nodes: column 8 needs
    // its 2, 3 and 6 in rows 7-9, where only two cells are open (see
    // `State::has_overfull_triad`).
    (
        ".............7.6........2.3......3.2...1.4......5....6..6..2.7...................",
        0,
    ),
    // 14 givens, no solution, 1.4 million nodes with the first triad check, which only
    // counted digits: column 8 needs its 2, 3 and 6 in rows 7-9, and r7c8 is open but
    // takes none of them.
    (
        ".............8.6........213......3.2...1........5....6..6213.....................",
        0,
    ),
    // 15 givens, no solution, 348,000 nodes with triads alone: row 8 has its 2, 3 and 6
    // only in r8c4 and r8c7 (see `State::has_unfillable_unit`).
    (
        "............4.6........2.3......3.2..9...........2..6..3...........5...962.......",
        0,
    ),
    // 21 givens, no solution: hidden pairs in a box and in a row leave a digit no place.
    // 0.34 s (about a million nodes) before hidden pairs became eliminations in restarted
    // searches (see `State::confine_hidden_pairs`).
    (
        "..............6........2.3......3.2..4...........4156..3......1........9621......",
        0,
    ),
    // 17 givens, no solution, 960,000 nodes before restarted searches matched each unit's
    // digits to cells (see `State::has_unfillable_unit`): box 7 has its 1, 2, 3 and 6
    // only in r8c2, r9c2 and r9c3, four digits for three cells.
    (
        "1.............7...6........3........2..1....4.....6......6213....4...............",
        0,
    ),
];

/// The propagated state of `line`.
fn propagated(line: &str) -> State {
    let mut state = State::from_cells(&cells_of(line)).expect("the givens do not clash");
    state
        .propagate::<{ isa::PORTABLE }>()
        .expect("singles alone do not refute it");
    state
}

#[test]
fn a_column_left_in_one_band_confines_the_digit_in_its_box() {
    // Rows 4-9 of column 1 are filled without a 1, so column 1's 1 lies in rows 1-3 and
    // box 1 has its 1 in column 1. Only the column rule sees this (nothing is placed).
    let mut line = ['.'; 81];
    for (row, digit) in (3..9).zip('2'..='7') {
        line[row * 9] = digit;
    }
    let state = propagated(&line.iter().collect::<String>());
    let ones = state.cands[slot(0, 0)];
    for column in [1, 2] {
        assert_eq!(
            ones & spread_columns(1 << column),
            0,
            "column {}",
            column + 1
        );
    }
    assert_eq!(ones & spread_columns(1), spread_columns(1));
    // The other boxes of the band keep every place.
    assert_eq!(ones & spread_columns(0o770), spread_columns(0o770));
}

#[test]
fn a_triad_needed_by_three_digits_with_two_cells_for_them_is_overfull() {
    // Rows 7-9 of column 8 (band 2, column 7): three digits need it, r7c8 takes none.
    let state = propagated(PATHOLOGICAL[3].0);
    assert!(state.has_overfull_triad());
    // A real puzzle, propagated, has none.
    let puzzle =
        "900004001016008070000000080740305000000010000000702038050000000070200350100600009";
    assert!(!propagated(puzzle).has_overfull_triad());
    assert!(!propagated(puzzle).has_unfillable_unit());
}

#[test]
fn hidden_pairs_become_eliminations() {
    // The grid of the hidden-pair family: after propagation, confining its hidden pairs
    // removes candidates and adds none.
    let mut state = propagated(PATHOLOGICAL[5].0);
    let before = state.cands;
    assert!(state.confine_hidden_pairs());
    assert!(
        state
            .cands
            .iter()
            .zip(&before)
            .all(|(after, was)| after & !was == 0)
    );
    assert_ne!(state.cands, before);
    // A hard unique puzzle (one that singles do not finish) keeps its solution's
    // candidates through every round.
    let puzzle =
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
    let solution =
        crate::solver::solve_first(&puzzle.parse().expect("a valid line")).expect("unique");
    let mut state = State::from_cells(&cells_of(puzzle)).expect("no clash");
    while !state.is_solved() {
        assert!(state.propagate::<{ isa::PORTABLE }>().is_ok());
        if !state.confine_hidden_pairs() {
            break;
        }
    }
    for cell in 0..81 {
        let digit = usize::from(solution.get(cell)) - 1;
        let (band, bit) = (cell / 27, cell % 27);
        assert_ne!(
            state.cands[slot(digit, band)] & (1 << bit),
            0,
            "cell {cell}"
        );
    }
}

#[test]
fn four_digits_with_three_cells_in_a_box_leave_it_unfillable() {
    // After propagation (the 4 of row 7 goes to r7c8), box 7 has its 1, 2, 3 and 6 only in
    // r8c2, r9c2 and r9c3; no pair check sees it.
    let state = propagated(PATHOLOGICAL[6].0);
    assert!(state.has_unfillable_unit());
    assert!(!state.has_overfull_triad());
    // Without the 1 in r1c1 the grid has solutions, and every unit can be filled.
    let line = format!(".{}", &PATHOLOGICAL[6].0[1..]);
    assert!(!propagated(&line).has_unfillable_unit());
}

#[test]
fn three_digits_on_the_same_two_places_are_crowded() {
    let state = propagated(PATHOLOGICAL[4].0);
    assert!(state.has_unfillable_unit());

    // Built by hand on the empty grid: digits 1-3 confined to r1c1 and r1c2.
    let empty = State::from_cells(&[0; 81]).expect("the empty grid is consistent");
    let mut state = empty;
    for digit in 0..2 {
        state.cands[slot(digit, 0)] &= !(ROW_BITS & !0b11);
    }
    assert!(!state.has_unfillable_unit(), "two digits fit two cells");
    state.cands[slot(2, 0)] &= !(ROW_BITS & !0b11);
    assert!(state.has_unfillable_unit());
}

#[test]
fn three_cells_with_the_same_two_candidates_are_crowded() {
    let empty = State::from_cells(&[0; 81]).expect("the empty grid is consistent");
    // r1c1, r1c2 and r2c1 (band cells 0, 1 and 9) keep only digits 1 and 2: box 1 has
    // three cells for two digits. `pairs` is filled in by the search for singles.
    let mut state = empty;
    for digit in 2..9 {
        state.cands[slot(digit, 0)] &= !0b11;
    }
    assert_eq!(state.place_naked_singles(), Ok(false));
    assert!(!state.has_unfillable_unit(), "two cells for two digits fit");
    for digit in 2..9 {
        state.cands[slot(digit, 0)] &= !(1 << 9);
    }
    // Edited by hand, not by the band rules: say so, or the search skips the band.
    state.unscanned = BAND_ALL;
    assert_eq!(state.place_naked_singles(), Ok(false));
    assert!(state.has_unfillable_unit());

    // The same in a column, across bands: r1c1, r4c1 and r7c1.
    let mut state = empty;
    for digit in 2..9 {
        for band in 0..3 {
            state.cands[slot(digit, band)] &= !1;
        }
    }
    assert_eq!(state.place_naked_singles(), Ok(false));
    assert!(state.has_unfillable_unit());
}

#[test]
fn pathological_sparse_grids_take_few_nodes() {
    for (line, solutions) in PATHOLOGICAL {
        let found = cells_of(line);
        for seed in 0..40 {
            let cells = equivalent(&found, seed, seed % 2 == 1);
            let state = State::from_cells(&cells).expect("the givens do not clash directly");
            let result = search_with_restarts(state, 2);
            assert_eq!(result.count, solutions, "{line}, seed {seed}");
            assert!(
                result.nodes < 10_000,
                "{line}, seed {seed}: {} nodes",
                result.nodes
            );
        }
    }
}

/// The fuzz corpus's slowest searches (tests/data/README.md).
const WORST_FUZZ_SEARCHES: &str = include_str!("../../../tests/data/solver_worst.txt");

/// The most nodes any of [`WORST_FUZZ_SEARCHES`] may take to count to 3, or any of four
/// equivalent copies of it. The worst takes about 4,300 (a first attempt's budget and a
/// short restart); the bound leaves room for a rotated copy to be somewhat worse, while a
/// heavy tail (they took up to a million and a half before restarts tried both digit
/// orders and matched each unit's digits to cells) still fails.
const NODE_BOUND: u64 = 20_000;

#[test]
fn the_fuzz_corpus_worst_searches_stay_within_a_node_bound() {
    let lines: Vec<&str> = WORST_FUZZ_SEARCHES
        .lines()
        .filter(|l| !l.is_empty())
        .collect();
    assert!(lines.len() >= 50);
    let mut worst = 0;
    for line in lines {
        let found = cells_of(line);
        for seed in 0..5 {
            let cells = if seed == 0 {
                found
            } else {
                equivalent(&found, seed, seed % 2 == 1)
            };
            let Ok(state) = State::from_cells(&cells) else {
                continue;
            };
            let result = search_with_restarts(state, 3);
            assert!(
                result.nodes <= NODE_BOUND,
                "{line}, seed {seed}: {} nodes",
                result.nodes
            );
            worst = worst.max(result.nodes);
        }
    }
    // The set is the worst of the corpus, so it must be far from trivial.
    assert!(worst > 1_000, "{worst}");
}

#[test]
fn restarts_keep_the_count_and_the_solution() {
    // A first budget of one node gives up at the first guess, so every case below, which
    // needs guesses, goes through attempt after attempt, alternating the rules. Each is
    // compared with a plain search under the rule that handles it quickly.
    let cases = [
        // One solution.
        (
            "900004001016008070000000080740305000000010000000702038050000000070200350100600009",
            Fallback::Cells,
        ),
        // Many solutions.
        (
            "8.........95.......76.........426798...571243...893165......916....3.487....1.532",
            Fallback::Cells,
        ),
        // None (found by fuzzing; about 35,000 nodes either way).
        (
            "..........7.41.6...8.37......9..........83..7..4.9....43......5..8...............",
            Fallback::CellsAndUnits,
        ),
    ];
    for (line, fallback) in cases {
        let puzzle = cells_of(line);
        let state = State::from_cells(&puzzle).expect("no direct clash");
        let mut plain = Search::new(3, fallback, u64::MAX);
        plain.run(state);
        assert!(plain.nodes > 1, "{line}: needs no guess, so no restart");
        let restarted = search_from_budget(state, 3, 1);
        assert_eq!(restarted.count, plain.count, "{line}");
        assert_eq!(restarted.first().is_some(), plain.count > 0, "{line}");
        if let Some(first) = restarted.first() {
            let solution = Grid::from_cells(first).expect("digits 1-9");
            let givens = Grid::from_cells(puzzle).expect("digits 0-9");
            assert!(solution.solves(&givens), "{line}");
        }
        if plain.count == 1 {
            assert_eq!(restarted.first(), plain.first(), "{line}");
        }
    }
}

#[test]
fn equivalent_grids_keep_their_solution_count() {
    let seed_puzzle = cells_of(
        "900004001016008070000000080740305000000010000000702038050000000070200350100600009",
    );
    for seed in 0..20 {
        let cells = equivalent(&seed_puzzle, seed, seed % 3 == 0);
        let found = search_with_restarts(State::from_cells(&cells).expect("a valid puzzle"), 2);
        assert_eq!(found.count, 1, "seed {seed}");
    }
}

#[test]
fn band_values_match_the_portable_form() {
    let mut seed = 99u32;
    for round in 0..500 {
        let cells: [u8; 81] = std::array::from_fn(|_| {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
            // Mostly empty cells in some rounds, dense in others.
            let value = ((seed >> 16) % 10) as u8;
            if round % 3 == 0 && value < 6 {
                0
            } else {
                value
            }
        });
        assert_eq!(
            band_values(&cells),
            band_values_portable(&cells),
            "round {round}"
        );
    }
    let (givens, filled) = band_values(&[0; 81]);
    assert_eq!((givens, filled), ([0; 27], [0; 3]));
}

#[test]
fn the_bit_extract_pattern_matches_the_table() {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("bmi2") {
        // Every row's nine bits in each of the three rows, then scattered whole masks.
        for row in 0..3 {
            for bits in 0..=ROW_BITS {
                let band = bits << (9 * row) | (BAND_ALL & !(ROW_BITS << (9 * row))) & 0o421_124;
                assert_eq!(
                    row_box_pattern_of::<{ isa::BIT_OPS }>(band),
                    row_box_pattern(band),
                    "{band:o}"
                );
            }
        }
        let mut seed = 7u32;
        for _ in 0..100_000 {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
            let band = (seed ^ seed >> 7) & BAND_ALL;
            assert_eq!(
                row_box_pattern_of::<{ isa::BIT_OPS }>(band),
                row_box_pattern(band),
                "{band:o}"
            );
        }
    }
    assert_eq!(row_box_pattern_of::<{ isa::PORTABLE }>(BAND_ALL), 0o777);
}

#[test]
fn the_wide_row_box_rule_matches_the_table() {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx512f") {
        use core::arch::x86_64::{_mm512_loadu_si512, _mm512_storeu_si512};
        let mut next = pseudo_random(5);
        let (mut cut, mut emptied) = (0, 0);
        for round in 0..20_000 {
            // Sparse masks, so that rows and boxes run short and the rule bites.
            let masks: [u32; 16] = std::array::from_fn(|_| match round % 3 {
                0 => next() & next(),
                1 => next() & next() & next(),
                _ => next() & next() & next() & next(),
            } & BAND_ALL);
            let mut ruled = [0u32; 16];
            // SAFETY: the CPU was just seen to support AVX-512F; both arrays are 64 bytes.
            unsafe {
                let lanes = _mm512_loadu_si512(masks.as_ptr().cast());
                _mm512_storeu_si512(ruled.as_mut_ptr().cast(), avx512::row_box_rule(lanes));
            }
            for (mask, ruled) in masks.iter().zip(ruled) {
                let expected = mask & PERMUTATION_CELLS[row_box_pattern(*mask)];
                assert_eq!(ruled, expected, "{mask:027b}");
                cut += usize::from(expected != *mask && expected != 0);
                emptied += usize::from(expected == 0 && *mask != 0);
            }
        }
        assert!(cut > 1000 && emptied > 1000, "{cut} {emptied}");
    }
}

#[test]
fn the_wide_first_round_reaches_the_same_fixed_point() {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx512f")
        && std::is_x86_feature_detected!("bmi2")
        && std::is_x86_feature_detected!("popcnt")
    {
        let solution = cells_of(
            "987534261316928475425176983748365192263819547591742638852493716679281354134657829",
        );
        let mut next = pseudo_random(3);
        let (mut settled, mut solved, mut contradictions) = (0, 0, 0);
        for round in 0..12_000 {
            let mut cells = [0u8; 81];
            for (cell, value) in cells.iter_mut().enumerate() {
                let keep = next() % 100 < 20 + round % 40;
                if keep {
                    // Mostly the solution's digit; now and then a wrong one, so that some
                    // grids are contradictory (or have clashing givens, skipped).
                    *value = if next().is_multiple_of(25) {
                        (next() % 9 + 1) as u8
                    } else {
                        solution[cell]
                    };
                }
            }
            let Ok(state) = State::from_cells(&cells) else {
                continue;
            };
            let mut scalar = state;
            let mut wide = state;
            let expected = scalar.propagate::<{ isa::PORTABLE }>();
            let found = wide.propagate::<{ isa::WIDE }>();
            assert_eq!(found, expected, "round {round}");
            if expected.is_err() {
                contradictions += 1;
                continue;
            }
            assert_eq!(wide.cands, scalar.cands, "round {round}");
            assert_eq!(wide.open_cells, scalar.open_cells, "round {round}");
            if scalar.is_solved() {
                solved += 1;
                continue;
            }
            assert_eq!(wide.pairs, scalar.pairs, "round {round}");
            settled += 1;
            // And from a guess, as in the search: the first candidate of the first open
            // cell, where the vector round runs once the cascade grows.
            let band = (0..3)
                .find(|&band| scalar.open_cells[band] != 0)
                .expect("not solved");
            let cell = scalar.open_cells[band].trailing_zeros() as usize;
            let digit = scalar.digits_at(band, cell).trailing_zeros() as usize;
            let mut scalar = scalar.child();
            let mut wide = wide.child();
            let placed = scalar.place(digit, band, cell);
            assert_eq!(wide.place(digit, band, cell), placed, "round {round}");
            let expected = placed.and_then(|()| scalar.propagate::<{ isa::PORTABLE }>());
            if placed.is_ok() {
                assert_eq!(wide.propagate::<{ isa::WIDE }>(), expected, "round {round}");
            }
            if expected.is_ok() {
                assert_eq!(wide.cands, scalar.cands, "round {round}");
                assert_eq!(wide.open_cells, scalar.open_cells, "round {round}");
            }
        }
        assert!(
            settled > 1000 && solved > 300 && contradictions > 300,
            "{settled} {solved} {contradictions}"
        );
    }
}

#[test]
fn the_wide_start_matches_the_portable_one() {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx512f") {
        let mut next = pseudo_random(13);
        let (mut accepted, mut refused) = (0, 0);
        for round in 0..20_000u32 {
            // From 2 to about 30 random givens: some grids clash, most sparse ones not.
            let mut cells = [0u8; 81];
            for _ in 0..2 + round % 29 {
                cells[(next() % 81) as usize] = (next() % 9 + 1) as u8;
            }
            let (givens, filled) = band_values(&cells);
            let expected = start_masks_portable(&givens, &filled);
            // SAFETY: the CPU was just seen to support AVX-512F.
            let found = unsafe { avx512::start_masks(&givens, &filled) };
            assert_eq!(found, expected, "round {round}");
            if expected.is_ok() {
                accepted += 1;
            } else {
                refused += 1;
            }
        }
        assert!(accepted > 3000 && refused > 3000, "{accepted} {refused}");
    }
}

#[test]
fn clearing_matches_the_portable_form() {
    let mut next = pseudo_random(7);
    for _ in 0..1000 {
        let mut masks = [0u32; 9];
        for mask in &mut masks {
            // Some masks sparse, so that some lose nothing.
            *mask = next() & next() & next();
        }
        let cells = next() & next();
        let mut expected = masks;
        let expected_changed = clear_in_masks_portable(&mut expected, cells);
        assert_eq!(clear_in_masks(&mut masks, cells), expected_changed);
        assert_eq!(masks, expected);
        assert!(masks.iter().all(|&mask| mask & cells == 0));
    }
}

#[test]
fn pair_scores_count_what_the_four_counts_count() {
    use super::branch::pair_score;
    use crate::solver::tables::KEEP_AFTER_PLACING;
    // A fixed xorshift sequence of band masks, with the full and empty bands among them.
    let mut seed = 0x9e37_79b9_u32;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        seed & BAND_ALL
    };
    for round in 0..4_000 {
        let (open, open_a, open_b) = match round {
            0 => (BAND_ALL, BAND_ALL, BAND_ALL),
            1 => (BAND_ALL, 0, BAND_ALL),
            _ => (next(), next(), next()),
        };
        let pairs = open & next();
        for (cell, keep) in KEEP_AFTER_PLACING.iter().enumerate() {
            let peers = !keep;
            let column = spread_columns(1 << (cell % 9));
            let expected = (open & peers).count_ones()
                + (open_a & column).count_ones()
                + (open_b & column).count_ones()
                + (pairs & peers).count_ones();
            assert_eq!(
                pair_score(cell, open, pairs, open_a, open_b),
                expected,
                "cell {cell}, open {open:#o}, pairs {pairs:#o}, other bands {open_a:#o} {open_b:#o}"
            );
        }
    }
}
