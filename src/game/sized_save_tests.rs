use super::*;
use crate::game::SizedAction;
use crate::generator::sized::{SizedJob, SizedKind, make_sized};

fn game(size: u8, jigsaw: bool) -> SizedGame {
    let made = make_sized(SizedJob {
        kind: SizedKind { size, jigsaw },
        level: Level::Easy,
        seed: 21,
    })
    .expect("an Easy puzzle");
    SizedGame::new(&made).expect("a game")
}

/// A game with a digit and a note in it, a hint counted, and the daily date.
fn played(size: u8, jigsaw: bool) -> SizedGame {
    let mut game = game(size, jigsaw);
    let open: Vec<usize> = (0..game.digits().len())
        .filter(|&c| game.digit(c) == 0)
        .collect();
    game.apply(SizedAction::Enter {
        cell: open[0],
        digit: game.answer(open[0]),
    })
    .expect("a digit");
    game.apply(SizedAction::ToggleNote {
        cell: open[1],
        digit: 2,
    })
    .expect("a note");
    game.hint();
    game.set_daily(Some("2026-11-30".parse().expect("a date")));
    game
}

#[test]
fn a_game_of_every_shape_reads_back_as_it_was_written() {
    for (size, jigsaw) in [(4, false), (6, false), (7, true), (16, false)] {
        let game = played(size, jigsaw);
        let text = game.to_save_text();
        assert!(is_sized_save_text(&text), "{text}");
        let again = SizedGame::from_save_text(&text).expect("reads");
        assert_eq!(again.line(), game.line());
        assert_eq!(again.digits(), game.digits());
        assert_eq!(again.solution(), game.solution());
        let notes = |g: &SizedGame| {
            (0..g.digits().len())
                .map(|c| g.notes(c))
                .collect::<Vec<_>>()
        };
        assert_eq!(notes(&again), notes(&game));
        assert_eq!(again.assistance(), game.assistance());
        assert_eq!(again.daily(), game.daily());
        assert_eq!(
            (again.status(), again.level()),
            (game.status(), game.level())
        );
        // Written again, the same text.
        assert_eq!(again.to_save_text(), text);
    }
}

/// A file's text without its checksum line, as a hand edit leaves it.
fn body(text: &str) -> String {
    text.lines()
        .filter(|l| !l.starts_with("//"))
        .map(|l| format!("{l}\n"))
        .collect()
}

#[test]
fn a_damaged_byte_a_newer_version_and_a_changed_given_are_refused() {
    let text = played(6, false).to_save_text();
    let flipped = text.replacen("status: Playing", "status: Paused ", 1);
    assert!(matches!(
        SizedGame::from_save_text(&flipped),
        Err(SizedSaveError::Checksum { .. })
    ));
    let this = format!("sized_format: {SIZED_FORMAT_VERSION}");
    let next = SIZED_FORMAT_VERSION + 1;
    let newer = body(&text).replace(&this, &format!("sized_format: {next}"));
    assert_eq!(
        SizedGame::from_save_text(&newer).err(),
        Some(SizedSaveError::Newer(next))
    );
    // A given changed in the player's grid (checksum line taken off, as a hand edit would).
    let game = played(6, false);
    let given = (0..36).find(|&c| game.is_given(c)).expect("a given");
    let mut digits: Vec<u8> = game.digits().to_vec();
    digits[given] = digits[given] % 6 + 1;
    let edited = body(&text).replace(&symbols(game.digits()), &symbols(&digits));
    assert!(matches!(
        SizedGame::from_save_text(&edited),
        Err(SizedSaveError::Invalid(_))
    ));
    // Solved with digits that are not the answer.
    let solved = body(&text).replace("status: Playing", "status: Solved");
    assert!(matches!(
        SizedGame::from_save_text(&solved),
        Err(SizedSaveError::Invalid(_))
    ));
    // A 9x9 save is no file of this kind.
    assert!(!is_sized_save_text("(\n    format_version: 9,"));
}

#[test]
fn no_text_makes_the_reader_panic() {
    let text = played(5, true).to_save_text();
    // Every prefix, and every line dropped, is an error or a game, never a panic.
    for end in (0..text.len()).filter(|&i| text.is_char_boundary(i)) {
        let _ = SizedGame::from_save_text(&text[..end]);
    }
    let lines: Vec<&str> = text.lines().collect();
    for skip in 0..lines.len() {
        let text: String = lines
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != skip)
            .map(|(_, l)| format!("{l}\n"))
            .collect();
        let _ = SizedGame::from_save_text(&text);
    }
}

#[test]
fn the_version_1_fixtures_keep_loading() {
    let six = include_str!("../../tests/data/saves/sized_6x6_v1.nonet");
    let game = SizedGame::from_save_text(six).expect("the 6x6 fixture reads");
    assert_eq!((game.size(), game.level()), (6, Some(Level::Easy)));
    assert_eq!(game.digit(3), 4);
    assert_eq!(game.notes(4), 1 << 1);
    assert_eq!(game.daily(), Some("2026-11-30".parse().expect("a date")));
    assert_eq!(game.assistance().hints, 1);
    let seven = include_str!("../../tests/data/saves/sized_jigsaw7_v1.nonet");
    let game = SizedGame::from_save_text(seven).expect("the jigsaw fixture reads");
    assert_eq!(game.size(), 7);
    assert!(game.puzzle().shape().box_dims().is_none());
    assert_eq!(game.status(), Status::Playing);
}

/// A game of the thermometer-and-arrow test puzzle, with its title, author and rules.
fn constraint_game() -> SizedGame {
    let json = include_str!("../../tests/data/fpuzzles/thermo_arrow.json");
    let made = crate::generator::sized::read_sized(json).expect("one solution");
    let metadata = crate::formats::Metadata {
        title: Some("Thermo and arrow".into()),
        author: Some("Nonet tests".into()),
        description: Some("Digits rise along thermometers.".into()),
        ..crate::formats::Metadata::default()
    };
    SizedGame::new(&made)
        .expect("a game")
        .with_metadata(metadata)
}

/// The constraint game with its first empty cell filled in.
fn constraint_game_with_a_digit() -> SizedGame {
    let mut game = constraint_game();
    let open = (0..81)
        .find(|&c| game.digit(c) == 0)
        .expect("an empty cell");
    game.apply(SizedAction::Enter {
        cell: open,
        digit: game.answer(open),
    })
    .expect("a digit");
    game
}

#[test]
fn a_constraint_game_keeps_its_rules_title_author_and_rules_text() {
    let game = constraint_game_with_a_digit();
    assert!(game.has_rules());
    let text = game.to_save_text();
    let this = format!("sized_format: {SIZED_FORMAT_VERSION}");
    assert!(text.contains(&this), "{text}");
    let again = SizedGame::from_save_text(&text).expect("reads");
    assert_eq!(again.puzzle(), game.puzzle());
    assert_eq!(again.metadata(), game.metadata());
    assert_eq!(again.digits(), game.digits());
    assert_eq!(again.to_save_text(), text);
}

#[test]
fn the_version_2_fixture_keeps_loading() {
    let text = include_str!("../../tests/data/saves/sized_thermo_arrow_v2.nonet");
    let game = SizedGame::from_save_text(text).expect("the fixture reads");
    let rules = game.puzzle().rules();
    assert!(
        rules
            .iter()
            .any(|r| matches!(r, crate::rules::Rule::Thermometer(_)))
    );
    assert!(
        rules
            .iter()
            .any(|r| matches!(r, crate::rules::Rule::Arrow(_)))
    );
    assert_eq!(game.metadata().title.as_deref(), Some("Thermo and arrow"));
    assert_eq!(game.metadata().author.as_deref(), Some("Nonet tests"));
    assert_eq!(game.puzzle(), constraint_game().puzzle());
    let entered = (0..81)
        .filter(|&c| !game.is_given(c) && game.digit(c) != 0)
        .count();
    assert_eq!(entered, 1);
}

/// Every cell's digit and notes, to compare two positions.
fn position(game: &SizedGame) -> Vec<(u8, u16)> {
    (0..game.digits().len())
        .map(|c| (game.digit(c), game.notes(c)))
        .collect()
}

/// The played 6x6 with a third move taken back, each move given a time of its own.
fn with_history() -> SizedGame {
    let mut game = played(6, false);
    game.apply(SizedAction::FillNotes).expect("notes");
    for (change, ms) in game.undo.iter_mut().zip([1_500, 4_250, 9_000]) {
        change.at_ms = Some(ms);
    }
    assert!(game.undo());
    game
}

#[test]
fn the_history_and_its_times_are_kept_and_undo_and_redo_go_on_after_loading() {
    let game = with_history();
    let text = game.to_save_text();
    assert!(text.contains("ms: Some(4250)"), "{text}");
    let mut again = SizedGame::from_save_text(&text).expect("reads");
    assert_eq!(again.saved_history(), game.saved_history());
    assert_eq!((again.moves(), again.can_redo()), (2, true));
    assert_eq!(again.to_save_text(), text);
    let mut original = game.clone();
    for _ in 0..2 {
        assert!(again.undo() && original.undo());
        assert_eq!(position(&again), position(&original));
    }
    assert!(!again.undo(), "two moves to take back");
    for _ in 0..3 {
        assert!(again.redo() && original.redo());
        assert_eq!(position(&again), position(&original));
    }
}

#[test]
fn a_history_naming_a_given_or_a_cell_past_the_grid_is_refused_by_move() {
    let game = with_history();
    let given = (0..36).find(|&c| game.is_given(c)).expect("a given");
    let text = body(&game.to_save_text());
    let first = game.saved_history().0[0].clone();
    let cell = first_cell(&first);
    for (bad, said) in [
        (
            given.to_string(),
            format!("undo move 1: cell {given} is no open cell"),
        ),
        (
            "36".to_string(),
            "undo move 1: cell 36 is no open cell".to_string(),
        ),
    ] {
        let changed = text.replacen(&format!("cells: [({cell},"), &format!("cells: [({bad},"), 1);
        assert_ne!(changed, text);
        match SizedGame::from_save_text(&changed) {
            Err(SizedSaveError::Invalid(why)) => assert_eq!(why, said),
            other => panic!("{bad}: {other:?}"),
        }
    }
}

/// The first cell a saved move names.
fn first_cell(saved: &SavedMove) -> usize {
    let text = ron::to_string(saved).expect("a move writes");
    let start = text.find("cells:[(").expect("cells") + "cells:[(".len();
    text[start..]
        .split(',')
        .next()
        .and_then(|n| n.parse().ok())
        .expect("a number")
}

#[test]
fn an_exported_replay_opens_as_a_replay_and_plays_its_moves_at_their_times() {
    let game = with_history();
    assert!(!game.is_replay());
    let replay_text = game.to_replay_text();
    let read = SizedGame::from_save_text(&replay_text).expect("reads");
    assert!(read.is_replay());
    assert!(!read.can_redo(), "a replay is of the moves kept");
    let mut replay = crate::game::Replay::of(&read);
    assert_eq!(replay.times(), &[1_500, 4_250]);
    replay.seek(4_000);
    assert_eq!(replay.shown(), 1);
    let mut first = game.clone();
    first.undo();
    assert_eq!(position(replay.game()), position(&first));
    replay.to_end();
    assert_eq!(position(replay.game()), position(&game));
}

#[test]
fn the_version_3_fixture_keeps_loading_with_its_history() {
    let text = include_str!("../../tests/data/saves/sized_6x6_v3.nonet");
    let mut game = SizedGame::from_save_text(text).expect("the fixture reads");
    assert_eq!(game.size(), 6);
    assert_eq!((game.moves(), game.can_redo()), (2, true));
    let replay = crate::game::Replay::of(&game);
    assert_eq!(replay.times(), &[1_500, 4_250]);
    let entered = position(&game);
    assert!(game.undo() && game.undo());
    assert_ne!(position(&game), entered);
    assert!(game.redo() && game.redo() && game.redo());
}

#[test]
fn older_files_have_no_history_and_replay_in_move_order() {
    let text = include_str!("../../tests/data/saves/sized_6x6_v1.nonet");
    let mut game = SizedGame::from_save_text(text).expect("the v1 fixture reads");
    assert_eq!(game.moves(), 0);
    let open = (0..36).find(|&c| game.digit(c) == 0).expect("an open cell");
    game.apply(SizedAction::Enter {
        cell: open,
        digit: game.answer(open),
    })
    .expect("a move");
    assert!(game.undo.iter().all(|change| change.at_ms.is_some()));
    game.undo[0].at_ms = None;
    let replay = crate::game::Replay::of(&game);
    assert_eq!(replay.times(), &[crate::game::UNTIMED_GAP_MS]);
}
