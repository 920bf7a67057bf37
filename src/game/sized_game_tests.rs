use super::*;
use crate::generator::sized::{SizedJob, SizedKind, make_sized};
use crate::logic::MistakeKind;

/// A 4x4 with boxes: givens in the first row, and its answer.
fn four_by_four() -> SizedPuzzle {
    SizedPuzzle {
        line: "1234............".to_string(),
        solution: Vec::new(),
        level: Some(Level::Easy),
    }
}

fn made(size: u8, jigsaw: bool, seed: u64) -> SizedGame {
    made_at(size, jigsaw, Level::Easy, seed)
}

fn made_at(size: u8, jigsaw: bool, level: Level, seed: u64) -> SizedGame {
    let made = make_sized(SizedJob {
        kind: SizedKind { size, jigsaw },
        level,
        seed,
    })
    .expect("a puzzle at the level");
    SizedGame::new(&made).expect("a game of it")
}

fn first_open(game: &SizedGame) -> usize {
    (0..game.digits().len())
        .find(|&cell| game.digit(cell) == 0)
        .expect("an open cell")
}

#[test]
fn a_solution_that_does_not_solve_the_puzzle_is_refused() {
    let mut puzzle = four_by_four();
    assert_eq!(
        SizedGame::new(&puzzle).err(),
        Some(SizedGameError::WrongSolution)
    );
    puzzle.solution = vec![1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
    assert!(SizedGame::new(&puzzle).is_ok());
    // The first row's givens contradicted.
    puzzle.solution = vec![2, 1, 3, 4, 3, 4, 1, 2, 1, 2, 4, 3, 4, 3, 2, 1];
    assert_eq!(
        SizedGame::new(&puzzle).err(),
        Some(SizedGameError::WrongSolution)
    );
}

#[test]
fn givens_bad_digits_and_cells_past_the_grid_are_refused() {
    let mut game = made(6, false, 11);
    let given = (0..36).find(|&cell| game.is_given(cell)).expect("a given");
    let open = first_open(&game);
    assert_eq!(
        game.apply(SizedAction::Enter {
            cell: given,
            digit: 1
        }),
        Err(SizedGameError::GivenCell(given))
    );
    assert_eq!(
        game.apply(SizedAction::Enter {
            cell: open,
            digit: 7
        }),
        Err(SizedGameError::BadDigit(7))
    );
    assert_eq!(
        game.apply(SizedAction::Erase { cell: 36 }),
        Err(SizedGameError::NoSuchCell(36))
    );
    assert!(!game.can_undo());
}

#[test]
fn undo_and_redo_restore_digits_and_notes_exactly() {
    let mut game = made(8, false, 5);
    let open = first_open(&game);
    let start: Vec<u8> = game.digits().to_vec();
    game.apply(SizedAction::FillNotes).expect("notes");
    let noted = game.notes(open);
    assert_ne!(noted, 0);
    game.apply(SizedAction::Enter {
        cell: open,
        digit: 8,
    })
    .expect("an entry");
    assert_eq!((game.digit(open), game.notes(open)), (8, 0));
    assert!(game.undo());
    assert_eq!((game.digit(open), game.notes(open)), (0, noted));
    assert!(game.undo());
    assert_eq!(game.notes(open), 0);
    assert_eq!(game.digits(), start.as_slice());
    assert!(!game.undo());
    assert!(game.redo() && game.redo());
    assert_eq!((game.digit(open), game.notes(open)), (8, 0));
    assert!(!game.redo());
}

#[test]
fn a_wrong_digit_is_the_first_hint_and_check_finds_it() {
    let mut game = made(6, false, 2);
    let open = first_open(&game);
    let wrong = (1..=6)
        .find(|&d| d != game.answer(open))
        .expect("a wrong digit");
    game.apply(SizedAction::Enter {
        cell: open,
        digit: wrong,
    })
    .expect("an entry");
    assert_eq!(game.wrong_cells(), vec![open]);
    assert!(matches!(
        game.hint(),
        Finding::Mistake { cell, entered, .. } if usize::from(cell) == open && entered == wrong
    ));
    assert_eq!(game.assistance().hints, 1);
}

#[test]
fn hints_applied_one_after_another_solve_the_game_with_its_answer() {
    let cases = [
        (4, false, Level::Easy),
        (6, false, Level::Easy),
        (7, true, Level::Easy),
        (12, false, Level::Easy),
        (8, false, Level::Hard),
        (10, false, Level::Expert),
    ];
    for (size, jigsaw, level) in cases {
        let mut game = made_at(size, jigsaw, level, 9);
        let mut steps = 0;
        loop {
            match game.hint() {
                Finding::Step(step) => {
                    // Every explained step agrees with the answer.
                    for placed in &step.placements {
                        assert_eq!(placed.digit, game.answer(placed.cell()));
                    }
                    for removed in &step.eliminations {
                        assert_ne!(removed.digit, game.answer(removed.cell()));
                    }
                    game.apply_step(&step).expect("the step applies");
                }
                Finding::Solved => break,
                other => panic!("{size}x{size}: {other:?}"),
            }
            steps += 1;
            assert!(steps < 1000, "{size}x{size} does not end");
        }
        assert_eq!(game.status(), Status::Solved, "{size}x{size}");
        assert!(game.wrong_cells().is_empty());
    }
}

#[test]
fn reveal_ends_the_game_undo_takes_it_back_and_restart_clears_entries() {
    let mut game = made(5, true, 4);
    let open = first_open(&game);
    game.apply(SizedAction::Reveal).expect("reveal");
    assert_eq!(game.status(), Status::Revealed);
    assert_eq!(game.digit(open), game.answer(open));
    assert_eq!(
        game.apply(SizedAction::Erase { cell: open }),
        Err(SizedGameError::NotPlaying(Status::Revealed))
    );
    assert!(game.undo());
    assert_eq!((game.status(), game.digit(open)), (Status::Playing, 0));
    game.apply(SizedAction::Enter {
        cell: open,
        digit: 1,
    })
    .expect("an entry");
    game.apply(SizedAction::Restart).expect("restart");
    assert_eq!(game.digit(open), 0);
    assert!(game.clashing_cells().is_empty());
}

#[test]
fn two_equal_digits_in_a_row_clash() {
    let puzzle = SizedPuzzle {
        line: "1234............".to_string(),
        solution: vec![1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1],
        level: Some(Level::Easy),
    };
    let mut game = SizedGame::new(&puzzle).expect("a game");
    game.apply(SizedAction::Enter { cell: 4, digit: 1 })
        .expect("an entry");
    // Cell 4 (r2c1) shares column 1 and the first box with the given 1.
    assert_eq!(game.clashing_cells(), vec![0, 4]);
    assert!(game.are_peers(0, 5) && !game.are_peers(0, 15));
}

#[test]
fn an_elimination_step_notes_the_candidates_left_and_undoes_in_one_move() {
    // Steps of a Hard 8x8 by hint, until one removes candidates without placing any.
    let mut game = made_at(8, false, Level::Hard, 9);
    let step = loop {
        match game.hint() {
            Finding::Step(step) if step.placements.is_empty() => break step,
            Finding::Step(step) => {
                game.apply_step(&step).expect("applies");
            }
            other => panic!("no elimination step before {other:?}"),
        }
    };
    let cells: Vec<usize> = step.eliminations.iter().map(|c| c.cell()).collect();
    let before: Vec<u16> = cells.iter().map(|&c| game.notes(c)).collect();
    assert!(game.apply_step(&step).expect("applies"));
    for removed in &step.eliminations {
        let notes = game.notes(removed.cell());
        assert_ne!(notes, 0);
        assert_eq!(notes >> (removed.digit - 1) & 1, 0, "{removed}");
        // The answer stays among the notes.
        assert_eq!(notes >> (game.answer(removed.cell()) - 1) & 1, 1);
    }
    // The next hint goes on from there instead of finding the same step again.
    assert_ne!(game.hint(), Finding::Step(step));
    assert!(game.undo());
    let after: Vec<u16> = cells.iter().map(|&c| game.notes(c)).collect();
    assert_eq!(after, before);
}

#[test]
fn a_note_without_the_answer_is_the_hint_and_its_fix_puts_it_back() {
    let mut game = made(6, false, 2);
    let open = first_open(&game);
    let answer = game.answer(open);
    let other = (1..=6).find(|&d| d != answer).expect("another digit");
    game.apply(SizedAction::ToggleNote {
        cell: open,
        digit: other,
    })
    .expect("a note");
    let finding = game.hint();
    assert_eq!(
        finding,
        Finding::Mistake {
            cell: open as u8,
            entered: 0,
            kind: MistakeKind::LostCandidate { digit: answer },
        }
    );
    assert!(
        game.fix(SizedAction::ToggleNote {
            cell: open,
            digit: answer
        })
        .expect("the fix")
    );
    assert!(game.assistance().hint_applied);
    assert!(!matches!(game.hint(), Finding::Mistake { .. }));
}

#[test]
fn all_steps_are_true_start_with_the_hint_and_stop_at_a_mistake() {
    let mut game = made_at(8, false, Level::Hard, 5);
    let steps = game.all_steps().expect("no mistake yet");
    assert!(steps.len() > 1, "{} steps", steps.len());
    for step in &steps {
        for placed in &step.placements {
            assert_eq!(game.solution()[placed.cell()], placed.digit, "{step:?}");
        }
        for removed in &step.eliminations {
            assert_ne!(game.solution()[removed.cell()], removed.digit, "{step:?}");
        }
    }
    match game.clone().hint() {
        Finding::Step(next) => assert_eq!(steps[0], next),
        other => panic!("a Hard 8x8 has a next step: {other:?}"),
    }
    let cell = first_open(&game);
    let wrong = (1..=8)
        .find(|&d| d != game.solution()[cell])
        .expect("a wrong digit");
    game.apply(SizedAction::Enter { cell, digit: wrong })
        .expect("a move");
    assert!(matches!(
        game.all_steps(),
        Err(SizedMistake {
            kind: MistakeKind::NotTheSolution,
            ..
        })
    ));
}
