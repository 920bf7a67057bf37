use super::*;
use crate::grid::{DigitSet, PEERS, cell_name};
use crate::logic::Candidate;
use crate::words::Explained;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// A puzzle that singles alone solve (one solution).
pub(super) const EASY: &str =
    "003020600900305001001806400008102900700000008006708200002609500800203009005010300";

pub(super) fn easy_game() -> Game {
    Game::new(EASY.parse().expect("EASY is a valid line")).expect("EASY has one solution")
}

pub(super) fn first_open_cell(game: &Game) -> usize {
    (0..CELLS)
        .find(|&c| game.digit(c) == 0)
        .expect("a fresh game has open cells")
}

pub(super) fn first_given_cell(game: &Game) -> usize {
    (0..CELLS)
        .find(|&c| game.is_given(c))
        .expect("a puzzle has givens")
}

pub(super) fn set(cell: usize, digit: u8) -> Action {
    Action::SetDigit {
        cell: cell as u8,
        digit,
    }
}

pub(super) fn note(cell: usize, digit: u8) -> Action {
    Action::ToggleNote {
        cell: cell as u8,
        digit,
    }
}

/// A digit the answer does not put in `cell`.
pub(super) fn wrong_digit(game: &Game, cell: usize) -> u8 {
    (1..=9)
        .find(|&d| d != game.solution().get(cell))
        .expect("eight digits are wrong")
}

/// Everything an undo must restore.
pub(super) fn snapshot(game: &Game) -> (Grid, Candidates, Status) {
    (*game.entries(), *game.all_notes(), game.status())
}

#[test]
fn new_game_stores_the_unique_answer_and_a_rating() {
    let game = easy_game();
    let puzzle: Grid = EASY.parse().unwrap();
    assert!(game.solution().solves(&puzzle));
    assert_eq!(crate::solver::count_solutions(&puzzle, 2), 1);
    assert_eq!(game.givens(), &puzzle);
    assert_eq!(game.entries(), &Grid::empty());
    assert_eq!(game.status(), Status::Playing);
    assert_eq!(game.level(), Some(logic::rate(&puzzle).level));
    assert!(!game.can_undo() && !game.can_redo());
}

#[test]
fn new_game_refuses_puzzles_without_exactly_one_solution() {
    assert_eq!(
        Game::new(Grid::empty()).unwrap_err(),
        GameError::MultipleSolutions
    );
    let mut clash: Grid = EASY.parse().unwrap();
    clash.set(0, 3); // r1c3 already holds a 3
    assert!(matches!(
        Game::new(clash).unwrap_err(),
        GameError::BrokenGivens(conflict) if conflict.unit == crate::grid::House::Row(0) && conflict.digit == 3
    ));
    // No two givens clash, yet no solution: r1c1 can hold nothing.
    let mut dead = Grid::empty();
    for (i, d) in (1..=8).enumerate() {
        dead.set(i + 1, d); // r1c2..r1c9 = 1..8
    }
    dead.set(cell_at(1, 0), 9); // r2c1 = 9 blocks the last digit
    assert_eq!(Game::new(dead).unwrap_err(), GameError::NoSolution);
}

use crate::grid::cell_at;

#[test]
fn set_digit_enters_and_clears_notes_of_cell_and_peers() {
    let mut game = easy_game();
    let cell = first_open_cell(&game);
    let answer = game.solution().get(cell);
    let peer = PEERS[cell]
        .iter()
        .map(|&p| p as usize)
        .find(|&p| game.digit(p) == 0)
        .expect("an open peer");
    game.apply(note(cell, 1)).unwrap();
    game.apply(note(peer, answer)).unwrap();
    assert!(game.apply(set(cell, answer)).unwrap());
    assert_eq!(game.digit(cell), answer);
    assert_eq!(game.entries().get(cell), answer);
    assert!(game.notes(cell).is_empty(), "the cell's own notes go");
    assert!(
        !game.notes(peer).contains(answer),
        "the peer loses the note"
    );

    // With the option off, peers keep their notes.
    let mut game = easy_game();
    game.clear_peer_notes = false;
    game.apply(note(peer, answer)).unwrap();
    game.apply(set(cell, answer)).unwrap();
    assert!(game.notes(peer).contains(answer));
}

#[test]
fn givens_cannot_be_changed_by_any_action() {
    let mut game = easy_game();
    let given = first_given_cell(&game);
    let before = snapshot(&game);
    let digit = game.digit(given);
    for action in [
        set(given, digit % 9 + 1),
        Action::ClearCell { cell: given as u8 },
        note(given, 1),
    ] {
        assert_eq!(
            game.apply(action),
            Err(GameError::GivenCell(cell_name(given)))
        );
    }
    let step = HintRecord {
        technique: logic::Technique::NakedSingle,
        placements: vec![Candidate::new(given, digit % 9 + 1)],
        eliminations: vec![],
        cells: vec![],
        units: vec![],
        pattern: vec![],
        score: 1.0,
        explanation: String::new(),
    };
    assert!(game.apply(Action::ApplyHint(step)).is_err());
    assert_eq!(snapshot(&game), before);
    assert_eq!(game.digit(given), digit);
    assert!(!game.can_undo(), "refused actions leave no history");
}

#[test]
fn out_of_range_cells_and_digits_are_refused() {
    let mut game = easy_game();
    let cell = first_open_cell(&game);
    assert_eq!(game.apply(set(81, 1)), Err(GameError::NoSuchCell(81)));
    assert_eq!(game.apply(set(cell, 0)), Err(GameError::BadDigit(0)));
    assert_eq!(game.apply(set(cell, 10)), Err(GameError::BadDigit(10)));
    assert_eq!(game.apply(note(cell, 0)), Err(GameError::BadDigit(0)));
    assert_eq!(
        game.apply(Action::ClearCell { cell: 200 }),
        Err(GameError::NoSuchCell(200))
    );
}

#[test]
fn clear_cell_erases_the_entry_then_the_notes() {
    let mut game = easy_game();
    let cell = first_open_cell(&game);
    game.apply(note(cell, 4)).unwrap();
    game.apply(note(cell, 6)).unwrap();
    game.apply(set(cell, 5)).unwrap();
    assert!(game.apply(Action::ClearCell { cell: cell as u8 }).unwrap());
    assert_eq!(game.digit(cell), 0);
    game.apply(note(cell, 2)).unwrap();
    assert!(game.apply(Action::ClearCell { cell: cell as u8 }).unwrap());
    assert!(game.notes(cell).is_empty());
    // Clearing an empty cell changes nothing and is not recorded.
    let depth = game.history().len();
    assert!(!game.apply(Action::ClearCell { cell: cell as u8 }).unwrap());
    assert_eq!(game.history().len(), depth);
}

#[test]
fn toggle_note_adds_and_removes_and_refuses_filled_cells() {
    let mut game = easy_game();
    let cell = first_open_cell(&game);
    game.apply(note(cell, 3)).unwrap();
    game.apply(note(cell, 7)).unwrap();
    assert_eq!(game.notes(cell), [3u8, 7].into_iter().collect::<DigitSet>());
    game.apply(note(cell, 3)).unwrap();
    assert_eq!(game.notes(cell), DigitSet::single(7));
    game.apply(set(cell, 1)).unwrap();
    assert_eq!(
        game.apply(note(cell, 2)),
        Err(GameError::FilledCell(cell_name(cell)))
    );
}

#[test]
fn fill_candidates_and_clear_notes() {
    let mut game = easy_game();
    let cell = first_open_cell(&game);
    game.apply(set(cell, game.solution().get(cell))).unwrap();
    game.apply(Action::FillCandidates).unwrap();
    let grid = game.grid();
    for c in 0..CELLS {
        assert_eq!(game.notes(c), grid.allowed(c), "cell {}", cell_name(c));
    }
    assert!(game.notes(cell).is_empty(), "filled cells get no notes");
    assert!((0..CELLS).any(|c| !game.notes(c).is_empty()));
    game.apply(Action::ClearNotes).unwrap();
    assert!((0..CELLS).all(|c| game.notes(c).is_empty()));
    assert_eq!(game.digit(cell), game.solution().get(cell), "entries stay");
    assert!(
        !game.apply(Action::ClearNotes).unwrap(),
        "nothing left to clear"
    );
}

#[test]
fn hint_gives_a_step_that_agrees_with_the_answer_and_applies() {
    let mut game = easy_game();
    let Hint::Step(step) = game.hint() else {
        panic!("a fresh easy game has a next step, got {:?}", game.hint());
    };
    assert!(!step.explanation().is_empty());
    assert!(!step.placements.is_empty() || !step.eliminations.is_empty());
    for p in &step.placements {
        assert_eq!(game.solution().get(p.cell()), p.digit);
    }
    game.apply(Action::ApplyHint(step.clone().into())).unwrap();
    for p in &step.placements {
        assert_eq!(game.digit(p.cell()), p.digit);
    }
    for e in &step.eliminations {
        assert!(game.digit(e.cell()) != 0 || !game.notes(e.cell()).contains(e.digit));
    }
    assert!(game.undo());
    assert_eq!(game.entries(), &Grid::empty());
}

#[test]
fn hint_applies_eliminations_to_notes() {
    let mut game = easy_game();
    let cell = first_open_cell(&game);
    let answer = game.solution().get(cell);
    let other = wrong_digit(&game, cell);
    game.apply(note(cell, answer)).unwrap();
    game.apply(note(cell, other)).unwrap();
    let open = (0..CELLS)
        .rev()
        .find(|&c| game.digit(c) == 0 && game.notes(c).is_empty())
        .unwrap();
    let open_wrong = (1..=9)
        .find(|&d| game.grid().allowed(open).contains(d) && d != game.solution().get(open))
        .expect("an open cell of a fresh puzzle allows a wrong digit");
    let step = HintRecord {
        technique: logic::Technique::NakedPair,
        placements: vec![],
        eliminations: vec![
            Candidate::new(cell, other),
            Candidate::new(open, open_wrong),
        ],
        cells: vec![],
        units: vec![],
        pattern: vec![],
        score: 3.0,
        explanation: "test".to_string(),
    };
    game.apply(Action::ApplyHint(step)).unwrap();
    assert_eq!(game.notes(cell), DigitSet::single(answer));
    // A cell without notes gets its allowed digits written out, minus the elimination.
    let mut expected = game.grid().allowed(open);
    expected.remove(open_wrong);
    assert_eq!(game.notes(open), expected);
}

#[test]
fn hint_points_at_a_wrong_entry_first_then_at_wrong_notes() {
    let mut game = easy_game();
    let cell = first_open_cell(&game);
    let wrong = wrong_digit(&game, cell);
    game.apply(set(cell, wrong)).unwrap();
    match game.hint() {
        Hint::WrongEntry {
            cell: c, entered, ..
        } => {
            assert_eq!(c as usize, cell);
            assert_eq!(entered, wrong);
        }
        other => panic!("expected the wrong entry, got {other:?}"),
    }
    game.apply(Action::ClearCell { cell: cell as u8 }).unwrap();
    // One note in one cell is the player's own: never called a mistake, never reasoned from.
    game.apply(note(cell, wrong)).unwrap();
    assert!(!game.keeps_full_candidates());
    let Hint::Step(step) = game.hint() else {
        panic!("partial notes are left out, got {:?}", game.hint());
    };
    assert!(
        step.placements
            .iter()
            .all(|p| p.digit == game.solution().get(p.cell()))
    );
    // Full candidates with the answer struck out of one cell: that is pointed out.
    game.apply(Action::FillCandidates).unwrap();
    let answer = game.solution().get(cell);
    if game.notes(cell).contains(answer) {
        game.apply(note(cell, answer)).unwrap();
    }
    assert!(game.keeps_full_candidates());
    match game.hint() {
        Hint::WrongNotes { cell: c, digit } => {
            assert_eq!((c as usize, digit), (cell, answer));
        }
        other => panic!("expected the wrong notes, got {other:?}"),
    }
}

#[test]
fn filling_in_the_answer_wins_and_stops_the_game() {
    let mut game = easy_game();
    game.set_clock_running(true);
    assert!(game.clock().is_running());
    let open: Vec<usize> = (0..CELLS).filter(|&c| !game.is_given(c)).collect();
    let (last, rest) = open.split_last().unwrap();
    for &cell in rest {
        game.apply(set(cell, game.solution().get(cell))).unwrap();
        assert_eq!(game.status(), Status::Playing);
    }
    // A wrong last digit fills the grid but does not win.
    game.apply(set(*last, wrong_digit(&game, *last))).unwrap();
    assert_eq!(game.status(), Status::Playing);
    game.apply(set(*last, game.solution().get(*last))).unwrap();
    assert_eq!(game.status(), Status::Solved);
    assert!(!game.clock().is_running(), "winning stops the clock");
    game.set_clock_running(true);
    assert!(
        !game.clock().is_running(),
        "a solved game's clock stays stopped"
    );
    assert_eq!(
        game.apply(Action::ClearCell { cell: *last as u8 }),
        Err(GameError::NotPlaying(Status::Solved))
    );
    assert!(!game.undo(), "a won game is final");
    // Restart is still possible and starts afresh.
    game.apply(Action::Restart).unwrap();
    assert_eq!(game.status(), Status::Playing);
    assert_eq!(game.entries(), &Grid::empty());
}

#[test]
fn restart_clears_everything_and_undo_brings_it_back() {
    let mut game = easy_game();
    let cell = first_open_cell(&game);
    game.apply(set(cell, 5)).unwrap();
    game.apply(Action::FillCandidates).unwrap();
    let before = snapshot(&game);
    game.apply(Action::Restart).unwrap();
    assert_eq!(game.entries(), &Grid::empty());
    assert!((0..CELLS).all(|c| game.notes(c).is_empty()));
    assert!(game.undo());
    assert_eq!(snapshot(&game), before);
}

#[test]
fn reveal_shows_the_answer_and_ends_play_until_undone() {
    let mut game = easy_game();
    let cell = first_open_cell(&game);
    game.apply(set(cell, wrong_digit(&game, cell))).unwrap();
    game.apply(Action::Reveal).unwrap();
    assert_eq!(game.status(), Status::Revealed);
    assert_eq!(game.grid(), *game.solution());
    assert_eq!(
        game.apply(set(cell, 1)),
        Err(GameError::NotPlaying(Status::Revealed))
    );
    assert!(game.undo());
    assert_eq!(game.status(), Status::Playing);
    assert_ne!(game.digit(cell), game.solution().get(cell));
    assert!(game.redo());
    assert_eq!(game.status(), Status::Revealed);
}

#[test]
fn pause_refuses_moves_and_stops_the_clock() {
    let mut game = easy_game();
    game.set_clock_running(true);
    game.pause();
    assert_eq!(game.status(), Status::Paused);
    assert!(!game.clock().is_running());
    let cell = first_open_cell(&game);
    assert_eq!(
        game.apply(set(cell, 1)),
        Err(GameError::NotPlaying(Status::Paused))
    );
    assert_eq!(
        game.apply(Action::Restart),
        Err(GameError::NotPlaying(Status::Paused))
    );
    game.set_clock_running(true);
    assert!(
        !game.clock().is_running(),
        "a paused game's clock stays stopped"
    );
    game.resume();
    assert_eq!(game.status(), Status::Playing);
    game.apply(set(cell, 1)).unwrap();
}

#[test]
fn a_new_action_drops_the_redo_stack() {
    let mut game = easy_game();
    let cell = first_open_cell(&game);
    game.apply(set(cell, 1)).unwrap();
    game.undo();
    assert!(game.can_redo());
    assert_eq!(game.redo_action(), Some(&set(cell, 1)));
    game.apply(set(cell, 2)).unwrap();
    assert!(!game.can_redo());
    assert!(!game.redo());
}

/// A random action that is likely (not certain) to be accepted.
fn random_action(game: &Game, rng: &mut StdRng) -> Action {
    let cell = rng.random_range(0..CELLS as u8);
    let digit = rng.random_range(1..=9u8);
    match rng.random_range(0..100) {
        0..40 => Action::SetDigit { cell, digit },
        40..55 => Action::ClearCell { cell },
        55..85 => Action::ToggleNote { cell, digit },
        85..89 => Action::FillCandidates,
        89..92 => Action::ClearNotes,
        92..95 => match game.hint() {
            Hint::Step(step) => Action::ApplyHint(step.into()),
            _ => Action::ClearNotes,
        },
        95..98 => Action::Restart,
        _ => Action::Reveal,
    }
}

#[test]
fn undo_and_redo_are_exact_over_random_play() {
    for seed in 0..20 {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut game = easy_game();
        game.clear_peer_notes = seed % 2 == 0;
        let mut states = vec![snapshot(&game)];
        for _ in 0..150 {
            let action = random_action(&game, &mut rng);
            if let Ok(true) = game.apply(action) {
                states.push(snapshot(&game));
            }
            if matches!(game.status(), Status::Revealed | Status::Solved) {
                break;
            }
        }
        let recorded = states.len() - 1;
        assert_eq!(game.history().len(), recorded, "seed {seed}");
        for expected in states.iter().rev().skip(1) {
            assert!(game.undo(), "seed {seed}");
            assert_eq!(&snapshot(&game), expected, "seed {seed}: undo");
        }
        assert!(!game.undo());
        for expected in states.iter().skip(1) {
            assert!(game.redo(), "seed {seed}");
            assert_eq!(&snapshot(&game), expected, "seed {seed}: redo");
        }
        assert!(!game.redo());
    }
}

#[test]
fn counts_wrong_entries_and_conflicts() {
    let mut game = easy_game();
    let cell = first_open_cell(&game);
    let answer = game.solution().get(cell);
    game.apply(set(cell, answer)).unwrap();
    assert!(game.wrong_entries().is_empty());
    assert_eq!(game.digit_counts()[answer as usize], {
        let puzzle: Grid = EASY.parse().unwrap();
        puzzle.cells().iter().filter(|&&d| d == answer).count() as u8 + 1
    });
    // Copy a peer's given digit: wrong and conflicting.
    let given_peer = PEERS[cell]
        .iter()
        .map(|&p| p as usize)
        .find(|&p| game.is_given(p))
        .unwrap();
    game.apply(set(cell, game.digit(given_peer))).unwrap();
    assert_eq!(game.wrong_entries(), vec![cell]);
    let conflicts = game.conflicting_cells();
    assert!(conflicts.contains(&cell) && conflicts.contains(&given_peer));
}
