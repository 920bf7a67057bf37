//! Fuzz target: bytes as a grid with arbitrary candidates; the step finder must terminate, make progress and never contradict a unique solution.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nonet::grid::{CELLS, Candidates, DigitSet};
use nonet::logic::{self, Finding, Level, LogicState};
use nonet::solver::{self, Verdict};
use nonet_fuzz::grid_from_bytes;

/// Every step removes at least one of at most 729 candidates or fills one of 81 cells.
const MAX_STEPS: usize = CELLS * 9 + CELLS;

fuzz_target!(|data: &[u8]| {
    // Layout: one control byte, 81 cell bytes (see digit_of_byte), then two bytes of
    // candidate bits per cell; cells without candidate bytes get every digit their peers
    // allow, so short inputs are ordinary puzzles.
    let Some((&control, rest)) = data.split_first() else {
        return;
    };
    let grid = grid_from_bytes(rest);
    let mut cands = Candidates::from_grid(&grid);
    let cand_bytes = rest.get(CELLS..).unwrap_or(&[]);
    for (cell, pair) in cand_bytes.chunks_exact(2).take(CELLS).enumerate() {
        cands.set(
            cell,
            DigitSet::from_bits(u16::from_le_bytes([pair[0], pair[1]])),
        );
    }
    let max_level = Level::ALL[usize::from(control % 5)];
    // Bit 3 hands the candidates over raw, on filled cells and clashing with placed digits
    // too, as a caller building a LogicState by hand may; otherwise they are cleaned up as
    // the app's hints do.
    let raw = control & 0x08 != 0;
    let mut state = if raw {
        LogicState { grid, cands }
    } else {
        LogicState::with_candidates(&grid, &cands)
    };

    // The solution to hold every step against, when the digits have exactly one and the
    // candidates still allow it (a state that already lost it may lawfully lose more).
    let solution = match solver::verdict(&grid) {
        Verdict::Unique(solution) => Some(solution),
        _ => None,
    }
    .filter(|solution| {
        (0..CELLS)
            .all(|cell| state.grid.get(cell) != 0 || state.cands.has(cell, solution.get(cell)))
    });

    for _ in 0..MAX_STEPS {
        match logic::next_step_within(&state, max_level) {
            Finding::Step(step) => {
                assert!(step.technique.level() <= max_level, "{step:?}");
                if let Some(solution) = &solution {
                    for placement in &step.placements {
                        assert_eq!(
                            solution.get(placement.cell()),
                            placement.digit,
                            "{:?} places a wrong digit: {step:?}\n{:?}",
                            step.technique,
                            state
                        );
                    }
                    for elimination in &step.eliminations {
                        assert_ne!(
                            solution.get(elimination.cell()),
                            elimination.digit,
                            "{:?} removes the solution's digit: {step:?}\n{:?}",
                            step.technique,
                            state
                        );
                    }
                }
                let before = state.clone();
                state.apply(&step);
                assert!(
                    state != before,
                    "a step that changes nothing would repeat forever: {step:?}"
                );
            }
            Finding::Solved => {
                assert!(state.grid.is_full());
                if let Some(solution) = &solution {
                    assert_eq!(state.grid, *solution);
                }
                return;
            }
            Finding::Contradiction(why) => {
                assert!(
                    solution.is_none(),
                    "a state holding the unique solution is called contradictory: {why}"
                );
                return;
            }
            Finding::Stalled | Finding::Mistake { .. } => return,
        }
    }
    panic!("no end after {MAX_STEPS} steps");
});
