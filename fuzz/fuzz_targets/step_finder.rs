//! Fuzz target: bytes as a grid with arbitrary candidates; one call of the step finder must
//! stay within its level, never contradict a unique solution, and only ever shrink the state.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nonet::grid::{CELLS, Candidates, DigitSet};
use nonet::logic::{self, Finding, Level, LogicState};
use nonet::solver::{self, Verdict};
use nonet::words::Explained;
use nonet_fuzz::grid_from_bytes;

fuzz_target!(|data: &[u8]| {
    // Layout: one control byte, 81 cell bytes (see digit_of_byte), then two bytes of
    // candidate bits per cell; cells without candidate bytes get every digit their peers
    // allow, so short inputs are ordinary puzzles.
    //
    // One execution is one search for the next step. Any position of a solve can be written
    // in this layout, so the fuzzer reaches deep positions directly (the seeds include
    // positions taken from the middle of logical solves) rather than by walking to them.
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
    let state = if raw {
        LogicState { grid, cands }
    } else {
        LogicState::with_candidates(&grid, &cands)
    };
    // What the step finder itself works from (it cleans up raw candidates first).
    let seen = LogicState::with_candidates(&state.grid, &state.cands);

    // The solution to hold the step against, when the digits have exactly one and the
    // candidates still allow it (a state that already lost it may lawfully lose more).
    // No grid of fewer than 17 digits has a unique solution (McGuire, Tugemann and Civario,
    // 2012), so those need no search: on sparse random grids, which are most inputs, the
    // exact search would otherwise take most of the time of an execution.
    let solution = match grid.filled_count() {
        0..17 => None,
        _ => match solver::verdict(&grid) {
            Verdict::Unique(solution) => Some(solution),
            _ => None,
        },
    }
    .filter(|solution| {
        (0..CELLS).all(|cell| seen.grid.get(cell) != 0 || seen.cands.has(cell, solution.get(cell)))
    });

    match logic::next_step_within(&state, max_level) {
        Finding::Step(step) => {
            assert!(step.technique.level() <= max_level, "{step:?}");
            assert!(!step.explanation().is_empty(), "{step:?}");
            if let Some(solution) = &solution {
                for placement in &step.placements {
                    assert_eq!(
                        solution.get(placement.cell()),
                        placement.digit,
                        "{:?} places a wrong digit: {step:?}\n{seen:?}",
                        step.technique,
                    );
                }
                for elimination in &step.eliminations {
                    assert_ne!(
                        solution.get(elimination.cell()),
                        elimination.digit,
                        "{:?} removes the solution's digit: {step:?}\n{seen:?}",
                        step.technique,
                    );
                }
            }
            let mut applied = seen.clone();
            applied.apply(&step);
            let after = LogicState::with_candidates(&applied.grid, &applied.cands);
            // Each step must shrink the position: digits stay, candidates only go, and
            // something changes. That is what makes a solve step after step end (a walk of
            // at most 729 eliminations and 81 placements).
            assert!(
                after != seen,
                "a step that changes nothing would repeat forever: {step:?}"
            );
            for cell in 0..CELLS {
                let digit = seen.grid.get(cell);
                assert!(
                    digit == 0 || after.grid.get(cell) == digit,
                    "{step:?} changes the digit in cell {cell}"
                );
                let gained = after.cands.get(cell).difference(seen.cands.get(cell));
                assert!(gained.is_empty(), "{step:?} adds candidates to cell {cell}");
            }
        }
        Finding::Solved => {
            assert!(seen.grid.is_full());
            if let Some(solution) = &solution {
                assert_eq!(seen.grid, *solution);
            }
        }
        Finding::Contradiction(why) => {
            assert!(
                solution.is_none(),
                "a state holding the unique solution is called contradictory: {why:?}"
            );
        }
        Finding::Stalled | Finding::Mistake { .. } => {}
    }
});
