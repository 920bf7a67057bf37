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

#[test]
fn a_damaged_byte_a_newer_version_and_a_changed_given_are_refused() {
    let text = played(6, false).to_save_text();
    let flipped = text.replacen("status: Playing", "status: Paused ", 1);
    assert!(matches!(
        SizedGame::from_save_text(&flipped),
        Err(SizedSaveError::Checksum { .. })
    ));
    let body = |text: &str| -> String {
        text.lines()
            .filter(|l| !l.starts_with("//"))
            .map(|l| format!("{l}\n"))
            .collect()
    };
    let newer = body(&text).replace("sized_format: 2", "sized_format: 7");
    assert_eq!(
        SizedGame::from_save_text(&newer).err(),
        Some(SizedSaveError::Newer(7))
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
    assert!(text.contains("sized_format: 2"), "{text}");
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
