//! Tests of what loading checks besides the history's fit: every field inside recorded
//! actions and hint records, the clock, and RON's own advice kept from the player.

use super::save_tests::{edited, unsealed};
use super::tests::{easy_game, first_open_cell, set};
use super::*;
use crate::i18n::Localized;
use crate::lang::Language;

/// A game whose history holds an entry, a painted cell, a coloured candidate and a hint.
fn played() -> Game {
    let mut game = easy_game();
    let cell = first_open_cell(&game);
    game.apply(set(cell, 4)).unwrap();
    game.apply(Action::Paint {
        cells: vec![1],
        colour: 3,
    })
    .unwrap();
    game.apply(Action::PaintCandidate {
        cell: 3,
        digit: 7,
        colour: 2,
    })
    .unwrap();
    let Hint::Step(step) = game.hint() else {
        panic!("an easy game has a next step");
    };
    game.apply(Action::ApplyHint(step.into())).unwrap();
    game
}

/// `text` with the first `from` after `anchor` replaced by `to`, checksum made to fit.
fn edited_after(text: &str, anchor: &str, from: &str, to: &str) -> String {
    let at = text.find(anchor).expect("the anchor is in the save");
    let start = at + text[at..].find(from).expect("the field follows the anchor");
    let body = format!("{}{to}{}", &text[..start], &text[start + from.len()..]);
    edited(&body, "format_version", "format_version")
}

#[test]
fn out_of_range_fields_in_recorded_actions_and_hints_are_refused_by_name() {
    let game = played();
    let text = game.to_save_text();
    assert_eq!(Game::from_save_text(&text).unwrap(), game);
    let cases = [
        ("SetDigit(", "cell: 0", "cell: 81", "cell: 81 is not a cell"),
        (
            "SetDigit(",
            "digit: 4",
            "digit: 10",
            "digit: 10 is not a digit",
        ),
        (
            "Paint(",
            "colour: 3",
            "colour: 12",
            "colour: 12 is not a colour",
        ),
        (
            "Paint(",
            "cells: [1]",
            "cells: [1, 99]",
            "cells: 99 is not a cell",
        ),
        (
            "PaintCandidate(",
            "digit: 7",
            "digit: 0",
            "digit: 0 is not a digit",
        ),
        ("PaintCandidate(", "colour: 2", "colour: 200", "colour: 200"),
        (
            "ApplyHint(",
            "placements: [",
            "placements: [(cell: 90, digit: 1), ",
            "placements: 90 is not a cell",
        ),
        (
            "ApplyHint(",
            "pattern: [",
            "pattern: [(cell: 5, digit: 0), ",
            "pattern: 0 is not a digit",
        ),
        (
            "ApplyHint(",
            "cells: [",
            "cells: [120, ",
            "cells: 120 is not a cell",
        ),
        (
            "ApplyHint(",
            "units: [",
            "units: [Row(9), ",
            "units: Row(9) is not a house",
        ),
    ];
    for (anchor, from, to, named) in cases {
        let bad = edited_after(&text, anchor, from, to);
        match Game::from_save_text(&bad) {
            Err(SaveTextError::Invalid(why)) => {
                assert!(
                    why.contains("undo step") && why.contains(named),
                    "{to}: {why}"
                )
            }
            other => panic!("{to}: {other:?}"),
        }
    }
}

#[test]
fn a_clock_no_game_reaches_is_refused_and_a_long_game_saves_within_bounds() {
    let mut game = played();
    game.add_checkpoint("Here".into());
    let text = game.to_save_text();
    let endless = edited(
        &text,
        "    elapsed_ms: 0,",
        &format!("    elapsed_ms: {},", u64::MAX),
    );
    match Game::from_save_text(&endless) {
        Err(SaveTextError::Invalid(why)) => assert!(why.starts_with("elapsed_ms"), "{why}"),
        other => panic!("{other:?}"),
    }
    let endless_checkpoint = edited(
        &text,
        "elapsed_ms: 0, entries",
        "elapsed_ms: 99999999999999, entries",
    );
    match Game::from_save_text(&endless_checkpoint) {
        Err(SaveTextError::Invalid(why)) => {
            assert!(why.starts_with("checkpoint 1: elapsed_ms"), "{why}")
        }
        other => panic!("{other:?}"),
    }
    // A game left running past the bound is saved at it, and loads.
    game.clock = Clock::stopped_at(std::time::Duration::from_secs(5_000 * 3600));
    let loaded = Game::from_save_text(&game.to_save_text()).expect("the save loads");
    assert_eq!(loaded.elapsed(), clock::MAX_ELAPSED);
    assert_eq!(format_duration(loaded.elapsed()), "1000:00:00");
}

#[test]
fn brackets_nested_too_deeply_get_a_plain_message() {
    let text = unsealed(&easy_game().to_save_text());
    let nested = format!("(\n    extra: {}{},", "[".repeat(300), "]".repeat(300));
    let deep = text.replacen('(', &nested, 1);
    let err = Game::from_save_text(&deep).unwrap_err();
    assert_eq!(err, SaveTextError::TooDeep { line: 2 });
    for message in [
        err.to_string(),
        err.localized_in(Language::En),
        err.localized_in(Language::ZhCn),
    ] {
        assert!(
            !message.contains("ron::") && !message.contains("recursion"),
            "{message}"
        );
        assert!(message.contains('2'), "{message}");
    }
}

#[test]
fn cells_a_selection_skips_are_not_kept_in_the_history() {
    // A selection of several cells skips the ones that do not exist; the history used to
    // keep them, and the save then held a cell no load accepts.
    let mut game = easy_game();
    let cell = first_open_cell(&game) as u8;
    game.apply(Action::SetDigits {
        cells: vec![cell, 116],
        digit: 4,
    })
    .unwrap();
    assert_eq!(
        game.undo_action(),
        Some(&Action::SetDigits {
            cells: vec![cell],
            digit: 4
        })
    );
    assert_eq!(Game::from_save_text(&game.to_save_text()).unwrap(), game);
}

#[test]
fn what_the_game_keeps_a_save_holds_long_labels_and_empty_changes_included() {
    let mut game = easy_game();
    game.add_checkpoint("é".repeat(MAX_LABEL_BYTES));
    let label = &game.checkpoints()[0].label;
    assert!(label.len() <= MAX_LABEL_BYTES && label.starts_with('é'));
    game.apply(Action::GoToCheckpoint {
        index: 0,
        label: "x".repeat(5 * MAX_LABEL_BYTES),
    })
    .ok();
    let loaded = Game::from_save_text(&game.to_save_text()).expect("the save loads");
    assert_eq!(loaded, game);
    // An older save may spell out a change that changes nothing: it loads, and so does the
    // save written from it.
    let v5 = super::save_tests::CLASSIC_V5;
    let idle = "(cell: 0, entry_before: 0, entry_after: 4, notes_before: (0), notes_after: (0))";
    let older = edited(
        v5,
        idle,
        &format!(
            "{idle}, (cell: 40, entry_before: 0, entry_after: 0, notes_before: (0), notes_after: (0))"
        ),
    );
    let game = Game::from_save_text(&older).expect("a change of nothing loads");
    assert_eq!(Game::from_save_text(&game.to_save_text()).unwrap(), game);
}
