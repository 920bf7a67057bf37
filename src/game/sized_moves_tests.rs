//! Corner marks and colours on games of other sizes: what each move does to them, undo,
//! and how saves keep them.

use super::*;
use crate::game::{SizedSaveError, Status};
use crate::generator::sized::{SizedJob, SizedKind, make_sized};
use crate::logic::Level;

fn game(size: u8) -> SizedGame {
    let made = make_sized(SizedJob {
        kind: SizedKind {
            size,
            jigsaw: false,
        },
        level: Level::Easy,
        seed: 8,
    })
    .expect("an Easy puzzle");
    SizedGame::new(&made).expect("a game")
}

fn open_cells(game: &SizedGame) -> Vec<usize> {
    (0..game.digits().len())
        .filter(|&c| !game.is_given(c))
        .collect()
}

/// Every cell as it stands, to compare two positions.
fn cells(game: &SizedGame) -> Vec<SizedCell> {
    (0..game.digits().len()).map(|c| game.cell(c)).collect()
}

#[test]
fn corner_marks_go_with_a_digit_and_an_erase_but_a_colour_stays() {
    let mut game = game(16);
    let cell = open_cells(&game)[0];
    for digit in [2, 16] {
        assert_eq!(
            game.apply(SizedAction::ToggleCorner { cell, digit }),
            Ok(true)
        );
    }
    assert_eq!(game.corner(cell), 1 << 1 | 1 << 15);
    game.apply(SizedAction::ToggleNote { cell, digit: 5 })
        .unwrap();
    game.apply(SizedAction::Paint { cell, colour: 9 }).unwrap();
    let digit = game.answer(cell);
    game.apply(SizedAction::Enter { cell, digit }).unwrap();
    assert_eq!(
        game.cell(cell),
        SizedCell {
            digit,
            colour: 9,
            ..SizedCell::default()
        }
    );
    assert_eq!(
        game.apply(SizedAction::ToggleCorner { cell, digit: 3 }),
        Ok(false),
        "no corner marks under a digit"
    );
    assert!(game.undo(), "the digit taken back");
    assert_eq!(
        (game.corner(cell), game.notes(cell)),
        (1 << 1 | 1 << 15, 1 << 4)
    );
    game.apply(SizedAction::Erase { cell }).unwrap();
    assert_eq!(
        game.cell(cell),
        SizedCell {
            colour: 9,
            ..SizedCell::default()
        }
    );
    game.apply(SizedAction::Restart).unwrap();
    assert_eq!(game.colour(cell), 0, "a restart takes the colours too");
}

#[test]
fn givens_take_a_colour_but_no_corner_mark_and_colours_stop_at_nine() {
    let mut game = game(6);
    let given = (0..36).find(|&c| game.is_given(c)).expect("a given");
    assert_eq!(
        game.apply(SizedAction::Paint {
            cell: given,
            colour: 4
        }),
        Ok(true)
    );
    assert_eq!(game.colour(given), 4);
    assert_eq!(
        game.apply(SizedAction::ToggleCorner {
            cell: given,
            digit: 1
        }),
        Err(SizedGameError::GivenCell(given))
    );
    let open = open_cells(&game)[0];
    assert_eq!(
        game.apply(SizedAction::Paint {
            cell: open,
            colour: 10
        }),
        Err(SizedGameError::BadColour(10))
    );
    assert_eq!(
        game.apply(SizedAction::ToggleCorner {
            cell: open,
            digit: 7
        }),
        Err(SizedGameError::BadDigit(7))
    );
    assert_eq!(
        game.apply(SizedAction::Paint {
            cell: 36,
            colour: 1
        }),
        Err(SizedGameError::NoSuchCell(36))
    );
    game.apply(SizedAction::Reveal).unwrap();
    assert_eq!((game.status(), game.colour(given)), (Status::Revealed, 4));
}

/// A 6x6 with corner marks, colours (one on a given), a note and a digit, its last corner
/// mark taken back.
fn marked() -> SizedGame {
    use SizedAction::{Enter, Paint, ToggleCorner, ToggleNote};
    let mut game = game(6);
    let open = open_cells(&game);
    let given = (0..36).find(|&c| game.is_given(c)).expect("a given");
    let digit = game.answer(open[0]);
    let moves = [
        ToggleCorner {
            cell: open[0],
            digit: 3,
        },
        ToggleCorner {
            cell: open[0],
            digit: 6,
        },
        Paint {
            cell: given,
            colour: 2,
        },
        Paint {
            cell: open[1],
            colour: 7,
        },
        ToggleNote {
            cell: open[1],
            digit: 1,
        },
        Enter {
            cell: open[0],
            digit,
        },
        ToggleCorner {
            cell: open[2],
            digit: 5,
        },
        ToggleCorner {
            cell: open[3],
            digit: 4,
        },
    ];
    for action in moves {
        assert_eq!(game.apply(action), Ok(true), "{action:?}");
    }
    assert!(game.undo());
    game
}

#[test]
fn a_save_keeps_the_marks_and_their_history() {
    let game = marked();
    let text = game.to_save_text();
    let this = format!("sized_format: {}", crate::game::SIZED_FORMAT_VERSION);
    assert!(text.contains(&this), "{text}");
    let mut again = SizedGame::from_save_text(&text).expect("reads");
    assert_eq!(cells(&again), cells(&game));
    assert_eq!(again.to_save_text(), text);
    let mut original = game.clone();
    while original.undo() {
        assert!(again.undo());
        assert_eq!(cells(&again), cells(&original));
    }
    assert!(!again.undo());
    while original.redo() {
        assert!(again.redo());
        assert_eq!(cells(&again), cells(&original));
    }
}

/// A file's text without its checksum line, as a hand edit leaves it, each line ending in
/// `\n` on every platform.
pub(super) fn body(text: &str) -> String {
    text.lines()
        .filter(|line| !line.starts_with("//"))
        .map(|line| format!("{line}\n"))
        .collect()
}

#[test]
fn marks_out_of_place_are_refused_by_field_and_move() {
    let game = marked();
    let open = open_cells(&game);
    let text = body(&game.to_save_text());
    let corner = format!("{}: {}", open[2], game.corner(open[2]));
    let cases = [
        (
            format!("corner: {{\n        {corner}"),
            format!("corner: {{\n        {}: 64", open[2]),
            "corner: a cell or digit past the grid, or a filled cell",
        ),
        (
            format!("{}: 7", open[1]),
            format!("{}: 10", open[1]),
            "colours: a cell or colour past the grid's",
        ),
        (
            "marks: [(".to_string(),
            "marks: [(99, 0, 1), (".to_string(),
            "undo move 2: marks of a cell it leaves",
        ),
    ];
    assert_each_edit_refused(&text, &cases);
}

/// Makes each edit (`from` to `to`, once) to a save's `body` and checks the file is then
/// refused with `said`.
pub(super) fn assert_each_edit_refused(body: &str, cases: &[(String, String, &str)]) {
    for (from, to, said) in cases {
        assert!(body.contains(from), "{from} in {body}");
        let changed = body.replacen(from, to, 1);
        match SizedGame::from_save_text(&changed) {
            Err(SizedSaveError::Invalid(why)) => assert_eq!(why, *said, "{to}"),
            other => panic!("{to}: {other:?}"),
        }
    }
}

#[test]
fn the_version_4_fixture_keeps_loading_with_its_marks() {
    let text = include_str!("../../tests/data/saves/sized_6x6_v4.nonet");
    let mut game = SizedGame::from_save_text(text).expect("the fixture reads");
    let marked: Vec<usize> = (0..36).filter(|&c| game.corner(c) != 0).collect();
    let coloured: Vec<usize> = (0..36).filter(|&c| game.colour(c) != 0).collect();
    assert_eq!((marked.len(), coloured.len()), (1, 2), "{text}");
    assert!(coloured.iter().any(|&c| game.is_given(c)));
    let before = cells(&game);
    while game.undo() {}
    assert!((0..36).all(|c| game.cell(c).corner == 0 && game.cell(c).colour == 0));
    while game.redo() {}
    assert_ne!(
        cells(&game),
        before,
        "the redo list goes on past where it was saved"
    );
}

#[test]
fn a_selection_toggles_a_note_on_all_or_off_all_as_one_move() {
    let mut game = game(9);
    let open = open_cells(&game);
    let given = (0..81).find(|&c| game.is_given(c)).expect("a given");
    let chosen = [open[0], open[1], given, open[2], open[1], 81];
    game.apply(SizedAction::ToggleNote {
        cell: open[1],
        digit: 4,
    })
    .unwrap();
    let before = cells(&game);
    // One of three has the note: it is added to the other two, the given and the cell
    // past the grid skipped, the cell named twice counted once.
    assert_eq!(game.apply_to(&chosen, SelectionMove::Note(4)), Ok(true));
    for cell in &open[..3] {
        assert_eq!(game.notes(*cell), 1 << 3, "cell {cell}");
    }
    assert_eq!(game.cell(given), before[given]);
    // Each has it now: it goes from all three.
    assert_eq!(game.apply_to(&chosen, SelectionMove::Note(4)), Ok(true));
    assert!(open[..3].iter().all(|&cell| game.notes(cell) == 0));
    assert!(game.undo() && game.undo(), "two moves, one step each");
    assert_eq!(cells(&game), before);
    // Corner marks the same way, in their own layer.
    assert_eq!(
        game.apply_to(&open[..3], SelectionMove::Corner(9)),
        Ok(true)
    );
    assert!(open[..3].iter().all(|&cell| game.corner(cell) == 1 << 8));
    assert_eq!(
        game.apply_to(&open[..3], SelectionMove::Corner(10)),
        Err(SizedGameError::BadDigit(10))
    );
}

#[test]
fn a_selection_takes_a_digit_an_erase_and_a_colour_givens_painted_only() {
    let mut game = game(6);
    let open = open_cells(&game);
    let given = (0..36).find(|&c| game.is_given(c)).expect("a given");
    let chosen = [open[0], open[1], given];
    // A digit right in one cell and wrong in the other: one move, one mistake.
    let digit = game.answer(open[0]);
    let wrong_somewhere = game.answer(open[1]) != digit;
    assert_eq!(
        game.apply_to(&chosen, SelectionMove::Enter(digit)),
        Ok(true)
    );
    assert_eq!((game.digit(open[0]), game.digit(open[1])), (digit, digit));
    assert_eq!(game.digit(given), game.puzzle().givens()[given]);
    assert_eq!(
        game.assistance().mistakes,
        u32::from(wrong_somewhere),
        "one mistake at most for one move"
    );
    assert_eq!(game.apply_to(&chosen, SelectionMove::Paint(3)), Ok(true));
    assert!(
        chosen.iter().all(|&cell| game.colour(cell) == 3),
        "givens take colours"
    );
    assert_eq!(game.apply_to(&chosen, SelectionMove::Erase), Ok(true));
    assert_eq!((game.digit(open[0]), game.digit(open[1])), (0, 0));
    assert_eq!(game.colour(open[0]), 3, "an erase keeps colours");
    // A lone given is refused, as a move on it alone always was.
    assert_eq!(
        game.apply_to(&[given], SelectionMove::Enter(1)),
        Err(SizedGameError::GivenCell(given))
    );
    // Nothing but givens in a larger selection: nothing changes.
    let givens: Vec<usize> = (0..36).filter(|&c| game.is_given(c)).take(2).collect();
    assert_eq!(game.apply_to(&givens, SelectionMove::Enter(1)), Ok(false));
}
