//! Tests of the SSE2 forms of the column rule and the band rules against the scalar rules,
//! which they must match mask for mask (the column rule) or at the fixed point (a round).

use super::tests::{cells_of, pseudo_random};
use super::*;

#[test]
fn the_four_lane_column_rule_matches_the_scalar_one() {
    let mut next = pseudo_random(13);
    let (mut changes, mut contradictions) = (0, 0);
    for round in 0..30_000 {
        let mut state = State::from_cells(&[0; 81]).expect("the empty grid is consistent");
        for mask in &mut state.cands {
            // Dense and sparse masks, as for the wide rule above.
            *mask = if round % 2 == 0 {
                next() | next()
            } else {
                next() & next() | next() & next() & next()
            } & BAND_ALL;
        }
        // The two groups the search uses, and the highest one the function takes.
        let first = [0, 4, 5][round % 3];
        let mut scalar = state;
        let expected = (first..first + 4).try_fold(0, |changed, digit| {
            Ok::<u32, Contradiction>(changed | scalar.update_columns(digit)?)
        });
        let mut lanes = state;
        let found = sse2::column_rule_four(&mut lanes.cands, first);
        assert_eq!(found, expected, "round {round}");
        match expected {
            Ok(changed) => {
                assert_eq!(lanes.cands, scalar.cands, "round {round}");
                changes += usize::from(changed != 0);
            }
            Err(Contradiction) => contradictions += 1,
        }
    }
    assert!(
        changes > 1000 && contradictions > 1000,
        "{changes} {contradictions}"
    );
}

/// The band rules to their fixed point by scalar updates alone: what `settle_bands` does
/// without a vector round.
fn settle_bands_one_by_one(state: &mut State) -> Result<(), Contradiction> {
    let mut dirty = state.dirty;
    while dirty != 0 {
        let mut batch = dirty;
        dirty = 0;
        while batch != 0 {
            let index = batch.trailing_zeros() as usize;
            batch &= batch - 1;
            dirty = (dirty & !(1 << index)) | state.update::<{ isa::PORTABLE }>(index)?;
        }
    }
    state.dirty = 0;
    Ok(())
}

#[test]
fn the_four_lane_round_reaches_the_same_fixed_point() {
    let solution = cells_of(
        "987534261316928475425176983748365192263819547591742638852493716679281354134657829",
    );
    let mut next = pseudo_random(17);
    let (mut settled, mut contradictions, mut after_guesses) = (0, 0, 0);
    for round in 0..12_000 {
        let mut cells = [0u8; 81];
        for (cell, value) in cells.iter_mut().enumerate() {
            if next() % 100 < 15 + round % 45 {
                // Mostly the solution's digit; now and then a wrong one, so that some grids
                // are contradictory (or have clashing givens, skipped).
                *value = if next().is_multiple_of(25) {
                    (next() % 9 + 1) as u8
                } else {
                    solution[cell]
                };
            }
        }
        let Ok(mut state) = State::from_cells(&cells) else {
            continue;
        };
        for guess in 0..2 {
            let mut one_by_one = state;
            let expected = settle_bands_one_by_one(&mut one_by_one);
            let mut lanes = state;
            let found =
                sse2::band_round(&mut lanes.cands, &mut lanes.open_cells).and_then(|dirty| {
                    lanes.dirty = dirty;
                    settle_bands_one_by_one(&mut lanes)
                });
            assert_eq!(found, expected, "round {round}, guess {guess}");
            if expected.is_err() {
                contradictions += 1;
                break;
            }
            assert_eq!(
                lanes.cands, one_by_one.cands,
                "round {round}, guess {guess}"
            );
            assert_eq!(lanes.open_cells, one_by_one.open_cells, "round {round}");
            settled += 1;
            after_guesses += guess;
            // Then from a guess, as in the search: the first candidate of the first open
            // cell, with only the masks it changed due.
            let Some(band) = (0..3).find(|&band| one_by_one.open_cells[band] != 0) else {
                break;
            };
            let cell = one_by_one.open_cells[band].trailing_zeros() as usize;
            let digit = one_by_one.digits_at(band, cell).trailing_zeros() as usize;
            state = one_by_one.child();
            if state.place(digit, band, cell).is_err() {
                break;
            }
        }
    }
    assert!(
        settled > 5000 && contradictions > 300 && after_guesses > 1000,
        "{settled} {contradictions} {after_guesses}"
    );
}
