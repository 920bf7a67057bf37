//! Tests of the player's toolkit in the game: corner marks, colours, multi-cell actions,
//! live candidates and checkpoints.

use super::tests::{easy_game, first_given_cell, first_open_cell, set, wrong_digit};
use super::*;
use crate::grid::{PEERS, box_of};

/// Every open cell, in order.
fn open_cells(game: &Game) -> Vec<usize> {
    (0..CELLS).filter(|&c| game.digit(c) == 0).collect()
}

fn as_u8(cells: &[usize]) -> Vec<u8> {
    cells.iter().map(|&c| c as u8).collect()
}

/// Everything a cell shows or carries, for all 81 cells.
fn whole(game: &Game) -> Vec<(u8, DigitSet, Marks)> {
    (0..CELLS)
        .map(|c| (game.entries().get(c), game.notes(c), game.marks(c)))
        .collect()
}

#[test]
fn a_corner_mark_goes_into_every_selected_cell_in_one_undo_step() {
    let mut game = easy_game();
    let cells: Vec<usize> = open_cells(&game).into_iter().take(3).collect();
    let start = whole(&game);
    let mark = Action::Mark {
        cells: as_u8(&cells),
        layer: MarkLayer::Corner,
        digit: 4,
    };
    assert_eq!(game.apply(mark.clone()), Ok(true));
    for &c in &cells {
        assert!(game.marks(c).corner.contains(4));
        assert!(game.notes(c).is_empty(), "corner marks are not candidates");
    }
    assert_eq!(game.history().len(), 1);
    // Every cell has it now, so the same action takes it away from all of them.
    assert_eq!(game.apply(mark), Ok(true));
    assert!(cells.iter().all(|&c| game.marks(c).corner.is_empty()));
    assert!(game.undo() && game.undo());
    assert_eq!(whole(&game), start);
}

#[test]
fn a_mark_missing_from_one_cell_is_added_to_all_not_toggled() {
    let mut game = easy_game();
    let cells: Vec<usize> = open_cells(&game).into_iter().take(3).collect();
    game.apply(Action::ToggleNote {
        cell: cells[0] as u8,
        digit: 7,
    })
    .unwrap();
    game.apply(Action::Mark {
        cells: as_u8(&cells),
        layer: MarkLayer::Candidate,
        digit: 7,
    })
    .unwrap();
    assert!(cells.iter().all(|&c| game.notes(c).contains(7)));
}

#[test]
fn colours_go_on_givens_and_open_cells_and_come_off_with_zero() {
    let mut game = easy_game();
    let given = first_given_cell(&game);
    let open = first_open_cell(&game);
    game.apply(Action::Paint {
        cells: as_u8(&[given, open]),
        colour: 3,
    })
    .unwrap();
    assert_eq!((game.marks(given).colour, game.marks(open).colour), (3, 3));
    assert_eq!(
        game.apply(Action::Paint {
            cells: vec![open as u8],
            colour: 10
        }),
        Err(GameError::BadColour(10))
    );
    game.apply(Action::Paint {
        cells: vec![given as u8],
        colour: 0,
    })
    .unwrap();
    assert_eq!((game.marks(given).colour, game.marks(open).colour), (0, 3));
    // A colour survives a digit entered over it; the pencil work does not.
    game.apply(Action::Mark {
        cells: vec![open as u8],
        layer: MarkLayer::Corner,
        digit: 2,
    })
    .unwrap();
    game.apply(set(open, game.solution().get(open))).unwrap();
    assert_eq!(game.marks(open).colour, 3);
    assert!(game.marks(open).corner.is_empty());
}

#[test]
fn candidate_colours_are_kept_per_digit() {
    let mut game = easy_game();
    let open = first_open_cell(&game);
    game.apply(Action::PaintCandidate {
        cell: open as u8,
        digit: 5,
        colour: 2,
    })
    .unwrap();
    game.apply(Action::PaintCandidate {
        cell: open as u8,
        digit: 8,
        colour: 6,
    })
    .unwrap();
    let colours = game.marks(open).candidate_colours;
    assert_eq!((colours.get(5), colours.get(8), colours.get(1)), (2, 6, 0));
    game.undo();
    assert_eq!(game.marks(open).candidate_colours.get(8), 0);
}

#[test]
fn a_digit_strikes_itself_from_the_peers_corner_marks() {
    let mut game = easy_game();
    let open = first_open_cell(&game);
    let digit = game.solution().get(open);
    let peer = PEERS[open]
        .iter()
        .map(|&p| p as usize)
        .find(|&p| game.digit(p) == 0 && box_of(p) == box_of(open))
        .expect("a box of an easy puzzle has two open cells");
    game.apply(Action::Mark {
        cells: as_u8(&[open, peer]),
        layer: MarkLayer::Corner,
        digit,
    })
    .unwrap();
    game.apply(set(open, digit)).unwrap();
    assert!(!game.marks(peer).corner.contains(digit));
}

#[test]
fn several_cells_take_a_digit_and_are_erased_in_one_step_each() {
    let mut game = easy_game();
    let cells: Vec<usize> = open_cells(&game).into_iter().take(4).collect();
    let start = whole(&game);
    game.apply(Action::SetDigits {
        cells: as_u8(&cells),
        digit: 9,
    })
    .unwrap();
    assert!(cells.iter().all(|&c| game.entries().get(c) == 9));
    game.apply(Action::ClearCells {
        cells: as_u8(&cells),
    })
    .unwrap();
    assert!(cells.iter().all(|&c| game.entries().get(c) == 0));
    assert_eq!(game.history().len(), 2);
    game.undo();
    game.undo();
    assert_eq!(whole(&game), start);
}

#[test]
fn givens_in_a_selection_are_skipped_but_a_lone_given_is_refused() {
    let mut game = easy_game();
    let given = first_given_cell(&game);
    let open = first_open_cell(&game);
    assert!(matches!(
        game.apply(Action::SetDigits {
            cells: vec![given as u8],
            digit: 1
        }),
        Err(GameError::GivenCell(_))
    ));
    game.apply(Action::SetDigits {
        cells: as_u8(&[given, open]),
        digit: 1,
    })
    .unwrap();
    assert_eq!(game.entries().get(open), 1);
    assert_eq!(game.entries().get(given), 0);
}

#[test]
fn live_candidates_follow_digits_and_keep_what_was_struck() {
    let mut game = easy_game();
    let open = first_open_cell(&game);
    // A partial note: the digits it leaves out count as struck.
    let allowed = game.grid().allowed(open);
    let kept = allowed.first().expect("an open cell allows a digit");
    game.apply(Action::ToggleNote {
        cell: open as u8,
        digit: kept,
    })
    .unwrap();
    game.live_candidates = true;
    game.apply(Action::StartLiveCandidates).unwrap();
    assert_eq!(game.notes(open), DigitSet::single(kept));
    for cell in open_cells(&game).into_iter().filter(|&c| c != open) {
        assert_eq!(game.notes(cell), game.grid().allowed(cell), "{cell}");
    }
    // A digit entered strikes itself from its peers; erasing it brings it back.
    let target = open_cells(&game)
        .into_iter()
        .find(|&c| c != open && !PEERS[c].contains(&(open as u8)))
        .expect("an open cell away from the first");
    let digit = wrong_digit(&game, target);
    let digit = if game.grid().allowed(target).contains(digit) {
        digit
    } else {
        game.grid().allowed(target).first().unwrap()
    };
    let before: Vec<DigitSet> = (0..CELLS).map(|c| game.notes(c)).collect();
    game.apply(set(target, digit)).unwrap();
    for &peer in &PEERS[target] {
        assert!(!game.notes(peer as usize).contains(digit));
    }
    game.apply(Action::ClearCell { cell: target as u8 })
        .unwrap();
    let after: Vec<DigitSet> = (0..CELLS).map(|c| game.notes(c)).collect();
    assert_eq!(after, before, "erasing restores what the digit ruled out");
    // Striking a candidate keeps it out through the same round trip.
    let peer = PEERS[target]
        .iter()
        .map(|&p| p as usize)
        .find(|&p| game.notes(p).contains(digit))
        .expect("a peer had the digit as a candidate");
    game.apply(Action::ToggleNote {
        cell: peer as u8,
        digit,
    })
    .unwrap();
    game.apply(set(target, digit)).unwrap();
    game.apply(Action::ClearCell { cell: target as u8 })
        .unwrap();
    assert!(!game.notes(peer).contains(digit));
    assert_eq!(
        game.apply(Action::ClearNotes),
        Err(GameError::LiveCandidates)
    );
    // Fill candidates lets every struck candidate back in.
    game.apply(Action::FillCandidates).unwrap();
    assert!(game.notes(peer).contains(digit));
    assert!(game.keeps_full_candidates());
}

#[test]
fn going_back_to_a_checkpoint_restores_the_board_and_is_undone() {
    let mut game = easy_game();
    let cells = open_cells(&game);
    game.apply(set(cells[0], game.solution().get(cells[0])))
        .unwrap();
    game.apply(Action::Paint {
        cells: vec![cells[1] as u8],
        colour: 4,
    })
    .unwrap();
    let index = game.add_checkpoint("Checkpoint 1".into());
    let marked = whole(&game);
    assert_eq!(
        game.checkpoints()[index].filled(game.givens()),
        81 - cells.len() + 1
    );
    game.apply(set(cells[2], wrong_digit(&game, cells[2])))
        .unwrap();
    game.apply(Action::Mark {
        cells: vec![cells[3] as u8],
        layer: MarkLayer::Corner,
        digit: 1,
    })
    .unwrap();
    let later = whole(&game);
    game.apply(Action::GoToCheckpoint {
        index,
        label: "Checkpoint 1".into(),
    })
    .unwrap();
    assert_eq!(whole(&game), marked);
    assert!(game.undo());
    assert_eq!(whole(&game), later);
    assert_eq!(
        game.apply(Action::GoToCheckpoint {
            index: 5,
            label: String::new()
        }),
        Err(GameError::NoSuchCheckpoint(5))
    );
    assert!(game.remove_checkpoint(index));
    assert!(game.checkpoints().is_empty());
}

#[test]
fn marks_checkpoints_and_mode_survive_a_save() {
    let mut game = easy_game();
    let cells = open_cells(&game);
    game.apply(Action::Mark {
        cells: as_u8(&cells[..3]),
        layer: MarkLayer::Corner,
        digit: 6,
    })
    .unwrap();
    game.apply(Action::Paint {
        cells: vec![first_given_cell(&game) as u8, cells[4] as u8],
        colour: 9,
    })
    .unwrap();
    game.apply(Action::PaintCandidate {
        cell: cells[5] as u8,
        digit: 2,
        colour: 1,
    })
    .unwrap();
    game.add_checkpoint("Before the X-Wing".into());
    game.apply(set(cells[6], 3)).unwrap();
    game.undo();
    game.input_mode = InputMode::Corner;
    let text = game.to_save_text();
    assert!(text.contains(&format!("format_version: {}", super::FORMAT_VERSION)));
    assert!(text.contains("Before the X-Wing"));
    let loaded = Game::from_save_text(&text).expect("a save reads back");
    assert_eq!(loaded, game);
    assert_eq!(loaded.input_mode, InputMode::Corner);
    // A mark out of range is refused with the cell's name.
    let bad = text
        .replace("colour: 9", "colour: 12")
        .lines()
        .filter(|l| !l.starts_with("// crc32"))
        .collect::<Vec<_>>()
        .join("\n");
    match Game::from_save_text(&bad) {
        Err(SaveTextError::Invalid(reason)) => assert!(reason.contains("out of range"), "{reason}"),
        other => panic!("expected an invalid save, got {other:?}"),
    }
}

#[test]
fn a_puzzle_with_several_solutions_plays_against_one_and_says_so() {
    // Two givens short of a unique puzzle: many solutions.
    let line = "8.........95.......76.........426798...571243...893165......916....3.487....1.532";
    let puzzle: Grid = line.parse().unwrap();
    assert_eq!(Game::new(puzzle), Err(GameError::MultipleSolutions));
    let game = Game::new_allowing_several(puzzle).expect("it has solutions");
    assert!(game.has_several_solutions());
    assert!(game.solution().solves(&puzzle));
    let loaded = Game::from_save_text(&game.to_save_text()).unwrap();
    assert!(loaded.has_several_solutions());
    // A unique puzzle is an ordinary game.
    assert!(
        !Game::new_allowing_several(easy_game().givens().to_owned())
            .unwrap()
            .has_several_solutions()
    );
}
