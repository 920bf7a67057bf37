//! The workshop's survey of puzzles of other sizes, checked against the independent
//! brute-force counter (`tests/variant_brute`): on drafts of 4x4, 6x6 and jigsaws of 5x5
//! and 6x6 with givens placed at random, the count of solutions, the true candidates and
//! the givens that could go all agree with what the counter finds by trying every digit.

use crate::variant_brute::{brute_count_general, houses_and_cages};
use nonet::generator::sized::SizedKind;
use nonet::rules::RulePuzzle;
use nonet::setter::{Count, SizedDraft, SizedEdit, Workshop, survey_rules};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// The solutions of `puzzle` with `givens`, counted by brute force to `limit`.
fn brute(puzzle: &RulePuzzle, givens: &[u8], limit: usize) -> usize {
    let (houses, cages) = houses_and_cages(puzzle);
    brute_count_general(puzzle.shape().size(), &houses, &cages, givens, limit)
}

/// The digits each cell holds in some solution, by brute force: a digit is a true
/// candidate when the puzzle with it placed still has a solution.
fn brute_candidates(puzzle: &RulePuzzle) -> Vec<u16> {
    let size = puzzle.shape().size();
    let givens = puzzle.givens();
    (0..givens.len())
        .map(|cell| {
            let mut mask = 0u16;
            for digit in 1..=size as u8 {
                if givens[cell] != 0 && givens[cell] != digit {
                    continue;
                }
                let mut placed = givens.to_vec();
                placed[cell] = digit;
                if brute(puzzle, &placed, 1) > 0 {
                    mask |= 1 << (digit - 1);
                }
            }
            mask
        })
        .collect()
}

/// A draft of `kind` with givens typed at random, each a digit some solution has, until it
/// has one solution or `most` givens (so some drafts stay open).
fn draft(kind: SizedKind, most: usize, rng: &mut StdRng) -> RulePuzzle {
    let mut workshop = Workshop::editing(SizedDraft::new(kind, rng).expect("a shape"));
    for _ in 0..most {
        let puzzle = workshop.draft().to_rule_puzzle().expect("no clash");
        if brute(&puzzle, puzzle.givens(), 2) == 1 {
            break;
        }
        let open: Vec<usize> = (0..puzzle.givens().len())
            .filter(|&cell| puzzle.givens()[cell] == 0)
            .collect();
        let cell = open[rng.random_range(0..open.len())];
        let candidates = brute_candidates(&puzzle)[cell];
        let digits: Vec<u8> = (1..=16u8)
            .filter(|d| candidates >> (d - 1) & 1 == 1)
            .collect();
        let digit = digits[rng.random_range(0..digits.len())];
        workshop
            .apply(SizedEdit::Place { cell, digit })
            .expect("a digit in range");
    }
    workshop.draft().to_rule_puzzle().expect("no clash")
}

#[test]
fn the_survey_of_drafts_of_other_sizes_agrees_with_brute_force() {
    let mut rng = StdRng::seed_from_u64(20_261_202);
    let kinds = [(4, false, 6), (6, false, 12), (5, true, 9), (6, true, 12)];
    let (mut unique, mut open) = (0, 0);
    for (size, jigsaw, most) in kinds {
        let kind = SizedKind { size, jigsaw };
        for round in 0..6 {
            // Every other draft stops short, so open drafts are checked too.
            let puzzle = draft(kind, if round % 2 == 0 { most } else { most / 2 }, &mut rng);
            let survey = survey_rules(&puzzle, &|| false).expect("not cancelled");
            let counted = brute(&puzzle, puzzle.givens(), 2);
            let expected = match counted {
                0 => Count::None,
                1 => Count::One,
                _ => Count::Several,
            };
            let name = format!("{size}x{size} (jigsaw {jigsaw}) round {round}");
            assert_eq!(survey.count, expected, "{name}: the count");
            assert_eq!(
                survey.true_candidates,
                brute_candidates(&puzzle),
                "{name}: the true candidates"
            );
            if counted == 1 {
                unique += 1;
                let removable: Vec<u8> = (0..puzzle.givens().len())
                    .filter(|&cell| puzzle.givens()[cell] != 0)
                    .filter(|&cell| {
                        let mut fewer = puzzle.givens().to_vec();
                        fewer[cell] = 0;
                        brute(&puzzle, &fewer, 2) == 1
                    })
                    .map(|cell| cell as u8)
                    .collect();
                assert_eq!(
                    survey.removable, removable,
                    "{name}: the givens that can go"
                );
                assert!(survey.grade.is_some(), "{name}: a unique draft is rated");
            } else {
                open += 1;
                assert!(survey.removable.is_empty() && survey.grade.is_none());
            }
        }
    }
    assert!(
        unique >= 4 && open >= 4,
        "{unique} unique, {open} open drafts"
    );
}
