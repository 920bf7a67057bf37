//! Arbitrary grids and candidate sets (often contradictory) never make the step finder
//! panic, and whatever it returns is consistent with what it was given.

use nonet::grid::{Candidates, DigitSet, Grid};
use nonet::logic::{Finding, LogicState, next_step};
use proptest::prelude::*;

use crate::common;

fn grid_and_candidates() -> impl Strategy<Value = (Grid, Candidates)> {
    (
        proptest::collection::vec(0u8..=9, 81),
        proptest::collection::vec(0u16..512, 81),
        0u8..100,
    )
        .prop_map(|(digits, sets, density)| {
            let mut cells = [0u8; 81];
            for (i, d) in digits.iter().enumerate() {
                // Keep most cells empty so the techniques have work to do.
                cells[i] = if (i as u32 * 37 + u32::from(*d)) % 100 < u32::from(density) / 3 {
                    *d
                } else {
                    0
                };
            }
            let grid = Grid::from_cells(cells).expect("digits are 0-9");
            let mut cands = Candidates::none();
            for (i, bits) in sets.iter().enumerate() {
                cands.set(i, DigitSet::from_bits(*bits | 0x100 >> (i % 9)));
            }
            (grid, cands)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn next_step_never_panics((grid, cands) in grid_and_candidates()) {
        let state = LogicState::with_candidates(&grid, &cands);
        if let Finding::Step(step) = next_step(&state) {
            for p in &step.placements {
                prop_assert!(state.cands.has(p.cell(), p.digit));
            }
            for e in &step.eliminations {
                prop_assert!(state.cands.has(e.cell(), e.digit));
            }
            prop_assert!(!step.placements.is_empty() || !step.eliminations.is_empty());
        }
    }

    #[test]
    fn near_valid_candidates_never_panic(seed in 0usize..3083, drop in proptest::collection::vec((0usize..81, 1u8..=9), 0..30)) {
        let text = common::data_text("se_rated.tsv");
        let line = text.lines().skip(1).nth(seed % 3083).unwrap_or("");
        let Ok(grid) = line.split('\t').next().unwrap_or("").parse::<Grid>() else { return Ok(()); };
        let mut cands = Candidates::from_grid(&grid);
        for (cell, digit) in drop {
            cands.remove(cell, digit);
        }
        let state = LogicState::with_candidates(&grid, &cands);
        // Walk a few steps from the damaged candidates.
        let mut state = state;
        for _ in 0..20 {
            match next_step(&state) {
                Finding::Step(step) => state.apply(&step),
                _ => break,
            }
        }
    }
}
