//! Note colours on grids of other sizes: painted one note at a time, undone as a move, gone
//! with the notes, and kept by saves from version 5.

use super::*;
use crate::game::Status;
use crate::generator::sized::{SizedJob, SizedKind, make_sized};
use crate::logic::Level;

fn game(size: u8) -> SizedGame {
    let made = make_sized(SizedJob {
        kind: SizedKind {
            size,
            jigsaw: false,
        },
        level: Level::Easy,
        seed: 5,
    })
    .expect("an Easy puzzle");
    SizedGame::new(&made).expect("a game")
}

fn open_cells(game: &SizedGame) -> Vec<usize> {
    (0..game.digits().len())
        .filter(|&c| game.digit(c) == 0)
        .collect()
}

fn paint(cell: usize, digit: u8, colour: u8) -> SizedAction {
    SizedAction::PaintNote {
        cell,
        digit,
        colour,
    }
}

#[test]
fn a_note_of_a_sixteen_wide_grid_takes_a_colour_as_one_move() {
    let mut game = game(16);
    let cell = open_cells(&game)[0];
    game.apply(SizedAction::FillNotes).expect("notes");
    let before = game.cell(cell);
    // Digit 16 is the last four bits of the colours: it must not spill into another's.
    assert_eq!(game.apply(paint(cell, 16, 9)), Ok(true));
    assert_eq!(game.apply(paint(cell, 1, 3)), Ok(true));
    let tints = game.note_colours(cell);
    assert_eq!(tints.coloured().collect::<Vec<_>>(), [(1, 3), (16, 9)]);
    assert_eq!(
        game.cell(cell).notes,
        before.notes,
        "the notes stay as they were"
    );
    assert!(game.undo());
    assert_eq!(game.note_colours(cell).coloured().count(), 1);
    assert!(game.undo());
    assert_eq!(game.cell(cell), before);
    assert!(game.redo() && game.redo());
    assert_eq!(game.note_colours(cell), tints);
    assert_eq!(game.apply(paint(cell, 16, 0)), Ok(true), "0 takes it away");
    assert_eq!(game.note_colours(cell).get(16), 0);
}

#[test]
fn note_colours_go_with_a_digit_and_an_erase_and_a_restart() {
    let mut game = game(6);
    let open = open_cells(&game);
    game.apply(SizedAction::FillNotes).expect("notes");
    for &cell in &open[..3] {
        game.apply(paint(cell, game.answer(cell), 5))
            .expect("painted");
    }
    game.apply(SizedAction::Paint {
        cell: open[1],
        colour: 2,
    })
    .expect("a cell colour");
    game.apply(SizedAction::Enter {
        cell: open[0],
        digit: game.answer(open[0]),
    })
    .expect("a digit");
    assert!(game.note_colours(open[0]).is_empty(), "a digit takes them");
    game.apply(SizedAction::Erase { cell: open[0] })
        .expect("erased");
    assert!(
        game.note_colours(open[0]).is_empty(),
        "and they do not come back"
    );
    game.apply(SizedAction::Erase { cell: open[1] })
        .expect("erased");
    assert!(game.note_colours(open[1]).is_empty(), "an erase takes them");
    assert_eq!(game.colour(open[1]), 2, "the cell's own colour stays");
    assert!(!game.note_colours(open[2]).is_empty());
    game.apply(SizedAction::Restart).expect("restarted");
    assert!((0..36).all(|c| game.note_colours(c).is_empty()));
}

#[test]
fn a_note_colour_off_the_grid_or_on_a_given_is_refused() {
    let mut game = game(6);
    let open = open_cells(&game)[0];
    let given = (0..36).find(|&c| game.is_given(c)).expect("a given");
    assert_eq!(
        game.apply(paint(given, 1, 1)),
        Err(SizedGameError::GivenCell(given))
    );
    assert_eq!(
        game.apply(paint(open, 7, 1)),
        Err(SizedGameError::BadDigit(7))
    );
    assert_eq!(
        game.apply(paint(open, 1, 10)),
        Err(SizedGameError::BadColour(10))
    );
    assert_eq!(
        game.apply(paint(36, 1, 1)),
        Err(SizedGameError::NoSuchCell(36))
    );
    // A filled cell has no notes to colour: nothing changes.
    game.apply(SizedAction::Enter {
        cell: open,
        digit: 1,
    })
    .expect("a digit");
    assert_eq!(game.apply(paint(open, 1, 1)), Ok(false));
    game.set_paused(true);
    assert_eq!(
        game.apply(paint(open, 2, 1)),
        Err(SizedGameError::NotPlaying(Status::Paused))
    );
}

/// A 6x6 game with note colours on the grid and in its history.
fn tinted() -> SizedGame {
    let mut game = game(6);
    let open = open_cells(&game);
    game.apply(SizedAction::FillNotes).expect("notes");
    game.apply(paint(open[0], game.answer(open[0]), 4))
        .expect("painted");
    game.apply(paint(open[1], game.answer(open[1]), 6))
        .expect("painted");
    // A move whose cell had a coloured note before it.
    game.apply(paint(open[1], game.answer(open[1]), 1))
        .expect("painted again");
    game
}

#[test]
fn a_save_keeps_note_colours_in_the_grid_and_the_history() {
    let game = tinted();
    let text = game.to_save_text();
    assert!(text.contains("sized_format: 5"), "{text}");
    let mut read = SizedGame::from_save_text(&text).expect("it reads back");
    let all = |game: &SizedGame| (0..36).map(|c| game.cell(c)).collect::<Vec<_>>();
    assert_eq!(all(&read), all(&game));
    let open = open_cells(&game);
    assert!(read.undo());
    assert_eq!(read.note_colours(open[1]).get(game.answer(open[1])), 6);
    assert!(read.undo() && read.undo());
    assert!((0..36).all(|c| read.note_colours(c).is_empty()));
}

#[test]
fn note_colours_out_of_place_are_refused_by_field_and_move() {
    let game = tinted();
    let open = open_cells(&game);
    // Without the checksum line, and with `\n` line ends as Windows' are `\r\n`.
    let body = super::tests::body(&game.to_save_text());
    let filled = (0..36).find(|&c| game.digit(c) != 0).expect("a given");
    let cases = [
        (
            format!("({}, ", open[0]),
            format!("({filled}, "),
            "tints: a note colour in a filled cell",
        ),
        (
            format!("tints: [\n        ({}, ", open[0]),
            "tints: [\n        (40, ".to_string(),
            "tints: a cell, digit or colour past the grid's",
        ),
        (
            "tints: [(".to_string(),
            format!("tints: [({}, 9, 1), (", open[1]),
            "undo move 4: a mark past the grid",
        ),
    ];
    super::tests::assert_each_edit_refused(&body, &cases);
}

#[test]
fn the_version_5_fixture_keeps_loading_with_its_note_colours() {
    let text = include_str!("../../tests/data/saves/sized_6x6_v5.nonet");
    let mut game = SizedGame::from_save_text(text).expect("the fixture reads");
    assert_eq!(game.note_colours(1).get(1), 4);
    assert_eq!(
        (game.corner(3), game.colour(1)),
        (16, 7),
        "version 4's marks"
    );
    assert!(game.undo());
    assert!(game.note_colours(1).is_empty());
    assert!(game.undo());
    assert_eq!(game.note_colours(1).get(1), 2);
    // Written again, it is a version 5 file that reads back the same.
    let again = SizedGame::from_save_text(&game.to_save_text()).expect("it reads back");
    assert_eq!(again.note_colours(1), game.note_colours(1));
}
