//! The largest save the app can make: every bound on what a game holds at its limit, written,
//! measured against what loading reads, and loaded back as the same game.

use super::save::{ESCAPED_BYTES_PER_BYTE, LARGEST_SAVE_BYTES, MAX_FILE_BYTES, POSITION_BYTES};
use super::save_tests::unsealed;
use super::*;
use crate::formats::MAX_METADATA_BYTES;

/// Seventeen givens, the fewest a puzzle with one solution has: the most open cells to
/// hold notes.
const SEVENTEEN: &str =
    "000000010400000000020000000000050407008000300001090000300400200050100000000806000";

/// A string RON writes at its longest: each byte a control character written `\u{1f}`.
fn escaped_worst(bytes: usize) -> String {
    "\u{1f}".repeat(bytes)
}

/// Every metadata field past its bound, in characters RON escapes at their longest.
fn metadata_past_bound() -> Metadata {
    let mut metadata = Metadata::default();
    for tag in Metadata::TAGS {
        if let Some(field) = metadata.field_mut(tag) {
            *field = Some(escaped_worst(16 * MAX_METADATA_BYTES));
        }
    }
    metadata
}

/// The fullest position: every open cell with all nine notes, every cell with every mark.
fn fullest_position(game: &mut Game) {
    let full = Marks {
        corner: DigitSet::ALL,
        colour: 9,
        struck: DigitSet::ALL,
        candidate_colours: {
            let mut colours = CandidateColours::NONE;
            for digit in 1..=9 {
                colours.set(digit, 9);
            }
            colours
        },
    };
    for cell in 0..CELLS {
        game.marks[cell] = full;
        if game.digit(cell) == 0 {
            game.notes.set(cell, DigitSet::ALL);
        }
    }
    game.cursor = Some(80);
}

#[test]
fn metadata_past_its_bound_is_cut_wherever_it_enters_a_game() {
    let game = Game::new(SEVENTEEN.parse().unwrap())
        .unwrap()
        .with_metadata(metadata_past_bound());
    for tag in Metadata::TAGS {
        let kept = game.metadata().field(tag).cloned().flatten().unwrap();
        assert_eq!(kept.len(), MAX_METADATA_BYTES, "#{tag}");
    }
    // A save holding more (written by hand or by another program) loads cut to the bound.
    let plain = Game::new(SEVENTEEN.parse().unwrap()).unwrap();
    let body = unsealed(&plain.to_save_text());
    // "x" then two-byte characters: the bound falls inside one of them.
    let long = format!("x{}", "é".repeat(1_500_000));
    let edited = body.replacen(
        "    metadata: (",
        &format!("    metadata: (\n        comment: Some(\"{long}\"),"),
        1,
    );
    assert!(edited.len() > long.len(), "the comment is in the save");
    let loaded = Game::from_save_text(&edited).expect("the save loads");
    let comment = loaded.metadata().comment.clone().unwrap();
    assert_eq!(
        comment.len(),
        MAX_METADATA_BYTES - 1,
        "cut before a whole 'é'"
    );
    assert!(comment.starts_with("xéé"));
    // Metadata lengthened in place is cut in the save, so the save loads.
    let mut lengthened = plain;
    lengthened.metadata_mut().title = Some("t".repeat(2 * MAX_METADATA_BYTES));
    let text = lengthened.to_save_text();
    let title = Game::from_save_text(&text)
        .unwrap()
        .metadata()
        .title
        .clone();
    assert_eq!(title.map(|t| t.len()), Some(MAX_METADATA_BYTES));
}

#[test]
fn a_position_at_its_fullest_fits_its_bound() {
    let mut game = Game::new(SEVENTEEN.parse().unwrap()).unwrap();
    let bare = game.to_save_text().len();
    fullest_position(&mut game);
    let text = game.to_save_text();
    let position = text.len() - bare;
    eprintln!("the fullest position takes {position} bytes");
    assert!(
        position > CELLS * 30,
        "{position} bytes: every cell's notes and marks are written"
    );
    assert!(position <= POSITION_BYTES, "{position} bytes");
    assert_eq!(Game::from_save_text(&text).unwrap(), game);
}

#[test]
fn the_largest_save_the_app_can_make_loads_back_the_same_game() {
    let mut game = Game::new(SEVENTEEN.parse().unwrap())
        .unwrap()
        .with_metadata(metadata_past_bound());
    fullest_position(&mut game);
    for _ in 0..MAX_CHECKPOINTS + 5 {
        game.add_checkpoint(escaped_worst(2 * MAX_LABEL_BYTES));
    }
    assert_eq!(game.checkpoints().len(), MAX_CHECKPOINTS);
    assert!(
        game.checkpoints()
            .iter()
            .all(|c| c.label.len() == MAX_LABEL_BYTES)
    );
    // Painting every cell one colour and back leaves the fullest position after each pair,
    // and each step writes all 81 cells: the history fills to its bound.
    let cells: Vec<u8> = (0..CELLS as u8).collect();
    let mut steps = 0;
    while game.history_bytes() < HISTORY_BYTES - 8 * 1024 || steps < 8_000 {
        for colour in [1, 9] {
            let paint = Action::Paint {
                cells: cells.clone(),
                colour,
            };
            assert!(game.apply(paint).unwrap());
            steps += 1;
        }
    }
    for _ in 0..10 {
        assert!(game.undo(), "some steps wait to be redone");
    }
    assert!(game.redo());
    assert!(game.history_bytes() <= HISTORY_BYTES);
    assert!(game.history_bytes() > HISTORY_BYTES - 8 * 1024);

    let text = game.to_save_text();
    eprintln!(
        "the largest save: {} bytes (bound {LARGEST_SAVE_BYTES}, loading reads {MAX_FILE_BYTES})",
        text.len()
    );
    assert!(
        text.len() > HISTORY_BYTES + MAX_METADATA_BYTES * ESCAPED_BYTES_PER_BYTE,
        "the history and the escaped metadata are all written"
    );
    assert!(text.len() <= LARGEST_SAVE_BYTES, "{} bytes", text.len());
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("largest.nonet");
    game.save_to(&path).unwrap();
    let loaded = Game::load_from(&path).expect("the largest save loads");
    assert_eq!(loaded, game);
    assert_eq!(loaded.to_save_text(), text, "written back byte for byte");
}
