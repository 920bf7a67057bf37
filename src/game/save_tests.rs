//! Tests of saves: round trips, refused damage and versions, files written atomically, and
//! puzzle files opened as games.

use super::tests::{EASY, easy_game, first_given_cell, first_open_cell, note, set, snapshot};
use super::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

#[test]
fn save_text_round_trips_everything() {
    let mut game = easy_game().with_metadata(Metadata {
        title: Some("Test \"quoted\" title".to_string()),
        author: None,
        source: Some("tests".to_string()),
        comment: Some("line one\nline two".to_string()),
        url: Some("https://example.org/puzzle".to_string()),
        ..Metadata::default()
    });
    let cell = first_open_cell(&game);
    game.apply(Action::FillCandidates).unwrap();
    game.apply(set(cell, game.solution().get(cell))).unwrap();
    game.apply(note(80 - cell, 1)).ok();
    game.undo();
    let text = game.to_save_text();
    assert!(text.contains(&format!("format_version: {FORMAT_VERSION}")));
    let loaded = Game::from_save_text(&text).unwrap();
    assert_eq!(loaded, game);
    let mut loaded = loaded;
    assert!(loaded.undo());
    assert!(game.undo());
    assert_eq!(snapshot(&loaded), snapshot(&game));
}

/// The save text without its checksum line, as an older Nonet wrote saves.
pub(super) fn unsealed(text: &str) -> String {
    let trimmed = text.strip_suffix('\n').unwrap_or(text);
    let start = trimmed.rfind('\n').map_or(0, |i| i + 1);
    assert!(
        trimmed[start..].starts_with("// crc32 "),
        "a save ends with its checksum"
    );
    text[..start].to_string()
}

/// The save text with `from` replaced by `to` and the checksum made to fit again, as a
/// writer that computes it (a newer Nonet, or a careful hand edit) would leave it.
pub(super) fn edited(text: &str, from: &str, to: &str) -> String {
    let body = unsealed(text);
    assert!(body.contains(from), "the test edits {from:?}");
    let body = body.replace(from, to);
    format!(
        "{body}// crc32 {:08x}\n",
        super::save_checksum::crc32(body.as_bytes())
    )
}

#[test]
fn newer_and_broken_saves_are_refused_clearly() {
    let game = easy_game();
    let text = game.to_save_text();
    let version = format!("format_version: {FORMAT_VERSION}");
    let newer_version = format!("format_version: {}", FORMAT_VERSION + 1);
    let newer = edited(&text, &version, &newer_version);
    assert_eq!(
        Game::from_save_text(&newer).unwrap_err(),
        SaveTextError::Newer(FORMAT_VERSION + 1)
    );
    // Newer without a checksum line, and newer with a checksum line this build does not know.
    let newer_unsealed = unsealed(&newer);
    assert_eq!(
        Game::from_save_text(&newer_unsealed).unwrap_err(),
        SaveTextError::Newer(FORMAT_VERSION + 1)
    );
    assert_eq!(
        Game::from_save_text(&format!("{newer_unsealed}// sha256 0123\n")).unwrap_err(),
        SaveTextError::Newer(FORMAT_VERSION + 1)
    );
    assert!(matches!(
        Game::from_save_text("not a save at all"),
        Err(SaveTextError::Parse(_))
    ));
    // An answer that does not fit the givens.
    let bad_answer = edited(&text, &game.solution().to_line(), &"123456789".repeat(9));
    assert!(matches!(
        Game::from_save_text(&bad_answer),
        Err(SaveTextError::Invalid(_))
    ));
    // An entry on a given cell.
    let given = first_given_cell(&game);
    let mut entries = ['.'; CELLS];
    entries[given] = '1';
    let on_given = edited(
        &text,
        &Grid::empty().to_line(),
        &entries.iter().collect::<String>(),
    );
    assert!(matches!(
        Game::from_save_text(&on_given),
        Err(SaveTextError::Invalid(_))
    ));
    // Notes naming no cell.
    let bad_notes = edited(&text, "notes: {}", "notes: {\"r0c9\": \"12\"}");
    assert!(matches!(
        Game::from_save_text(&bad_notes),
        Err(SaveTextError::Invalid(_))
    ));
}

#[test]
fn the_checksum_line_catches_edits_and_older_saves_still_load() {
    let mut game = easy_game();
    game.apply(set(first_open_cell(&game), 4)).unwrap();
    let text = game.to_save_text();
    assert_eq!(Game::from_save_text(&text).unwrap(), game);
    // A change the format accepts (a later clock), made without fixing the checksum.
    let changed = text.replace("elapsed_ms: 0", "elapsed_ms: 5000");
    assert_ne!(changed, text);
    let err = Game::from_save_text(&changed).unwrap_err();
    assert!(matches!(err, SaveTextError::Damaged(_)), "{err:?}");
    assert!(err.to_string().contains("damaged"), "{err}");
    // Even when the damaged byte is the version: damage, not "newer".
    let version = format!("format_version: {FORMAT_VERSION}");
    let bumped = text.replace(&version, &format!("format_version: {}", FORMAT_VERSION + 1));
    assert!(matches!(
        Game::from_save_text(&bumped),
        Err(SaveTextError::Damaged(_))
    ));
    // A malformed checksum line.
    let short = text.replace("// crc32 ", "// crc32 0");
    assert!(matches!(
        Game::from_save_text(&short),
        Err(SaveTextError::Damaged(_))
    ));
    // The checksum line removed: an older save, or a hand edit; it loads.
    let older = unsealed(&changed);
    let loaded = Game::from_save_text(&older).unwrap();
    assert_eq!(loaded.elapsed(), Duration::from_secs(5));
    assert_eq!(loaded, game);
    // A missing final newline is no damage.
    assert_eq!(Game::from_save_text(text.trim_end()).unwrap(), game);
}

/// A save as format version 5 wrote it, every field of every change spelt out.
pub(super) const CLASSIC_V5: &str = include_str!("../../tests/data/saves/classic_v5.nonet");

#[test]
fn history_notes_outside_1_to_9_are_refused() {
    // Bits above the ninth in a history's notes used to load; a redo then wrote them into
    // the notes, and the next save held characters that no load accepts.
    let game = Game::from_save_text(CLASSIC_V5).expect("the version 5 fixture loads");
    assert_eq!(game.history().len(), 8);
    let stray = edited(CLASSIC_V5, "notes_after: (128))]", "notes_after: (65024))]");
    let err = Game::from_save_text(&stray).unwrap_err();
    assert!(
        matches!(&err, SaveTextError::Invalid(why) if why.contains("notes outside 1-9")),
        "{err:?}"
    );
    // Version 6 writes notes as digits; anything else is refused.
    let mut game = easy_game();
    let cell = first_open_cell(&game);
    game.apply(note(cell, 1)).unwrap();
    let text = game.to_save_text();
    let written = format!("\"{} n->1\"", crate::grid::cell_name(cell));
    for stray in [
        "n->1A",
        "n->0",
        "n->11",
        "n->21",
        "n1>1",
        "x->1",
        "n-1",
        "n->1 n->2",
    ] {
        let bad = edited(
            &text,
            &written,
            &format!("\"{} {stray}\"", crate::grid::cell_name(cell)),
        );
        assert!(
            matches!(Game::from_save_text(&bad), Err(SaveTextError::Invalid(why)) if why.contains("undo step 1")),
            "{stray}"
        );
    }
}

#[test]
fn a_history_that_does_not_lead_to_the_position_is_refused() {
    let mut game = easy_game();
    let cell = first_open_cell(&game);
    game.apply(set(cell, 4)).unwrap();
    game.apply(set(cell, 5)).unwrap();
    game.undo();
    let text = game.to_save_text();
    assert_eq!(Game::from_save_text(&text).unwrap(), game);
    // The undo step claims the cell was left holding 6, but it holds 4.
    let bad_undo = edited(&text, "e->4\"", "e->6\"");
    let err = Game::from_save_text(&bad_undo).unwrap_err();
    assert!(
        matches!(&err, SaveTextError::Invalid(why) if why.contains("undo step 1")),
        "{err:?}"
    );
    // The redo step claims to start from 7.
    let bad_redo = edited(&text, "e4>5\"", "e7>5\"");
    let err = Game::from_save_text(&bad_redo).unwrap_err();
    assert!(
        matches!(&err, SaveTextError::Invalid(why) if why.contains("redo step 1")),
        "{err:?}"
    );
    // A status that the last edit did not leave.
    let bad_status = edited(&text, "status: Playing", "status: Revealed");
    assert!(matches!(
        Game::from_save_text(&bad_status),
        Err(SaveTextError::Invalid(_))
    ));
}

#[test]
fn saves_that_would_not_survive_a_save_are_refused() {
    // Found by the `save_file` fuzz target: each of these loaded, but the game then either
    // differed from itself after a save and a load (NaN scores, a pause restored by undo) or
    // saved notes that no load accepts (bits above digit 9, restored by undo).
    let mut game = easy_game();
    let cell = first_open_cell(&game);
    let answer = game.solution().get(cell);
    game.apply(note(cell, answer)).unwrap();
    let Hint::Step(step) = game.hint() else {
        panic!("an easy game with a right note has a next step");
    };
    game.apply(Action::ApplyHint(step.into())).unwrap();
    let text = game.to_save_text();
    let nan_rating = with_value(&text, "rating:", "score: ", "NaN");
    let nan_hint = with_value(&text, "ApplyHint", "score: ", "NaN");
    let paused = text.replacen("(action: ", "(status_before: Paused, action: ", 1);
    for bad in [nan_rating, nan_hint, paused] {
        // Without the checksum line, as a hand edit would be: the content itself is refused.
        let bad = unsealed(&bad);
        assert!(
            matches!(Game::from_save_text(&bad), Err(SaveTextError::Invalid(_))),
            "{bad}"
        );
    }
    assert_eq!(Game::from_save_text(&text).unwrap(), game);
}

/// `text` with the value after the first `key` following `anchor` (up to the next comma)
/// replaced by `value`.
fn with_value(text: &str, anchor: &str, key: &str, value: &str) -> String {
    let from = text.find(anchor).expect("the anchor is in the text");
    let start = from + text[from..].find(key).expect("the key follows") + key.len();
    let end = start + text[start..].find(',').expect("a comma ends the value");
    format!("{}{value}{}", &text[..start], &text[end..])
}

#[test]
fn arbitrary_text_never_panics_the_loader() {
    let mut rng = StdRng::seed_from_u64(9);
    let base = easy_game().to_save_text().into_bytes();
    for _ in 0..300 {
        let mut bytes = base.clone();
        for _ in 0..rng.random_range(1..6) {
            let i = rng.random_range(0..bytes.len());
            bytes[i] = rng.random_range(b' '..=b'~');
        }
        let text = String::from_utf8_lossy(&bytes);
        if let Ok(game) = Game::from_save_text(&text) {
            assert!(game.solution().solves(game.givens()));
        }
    }
}

#[test]
fn save_to_and_load_from_a_file_atomically() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.nonet");
    let mut game = easy_game();
    game.apply(set(first_open_cell(&game), 4)).unwrap();
    game.save_to(&path).unwrap();
    game.save_to(&path).unwrap(); // overwriting works too
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(
        names,
        vec![std::ffi::OsString::from("game.nonet")],
        "no temp file left"
    );
    assert_eq!(Game::load_from(&path).unwrap(), game);
    assert_eq!(Game::open(&path).unwrap(), game);

    let missing = dir.path().join("missing.nonet");
    let err = Game::load_from(&missing).unwrap_err();
    assert!(err.to_string().contains("missing.nonet"), "{err}");

    let binary = dir.path().join("binary.nonet");
    std::fs::write(&binary, [0xff, 0xfe, 0x00, 0x81]).unwrap();
    let err = Game::open(&binary).unwrap_err();
    assert!(err.to_string().contains("binary.nonet"), "{err}");

    let newer = dir.path().join("newer.nonet");
    std::fs::write(
        &newer,
        edited(
            &game.to_save_text(),
            &format!("format_version: {FORMAT_VERSION}"),
            "format_version: 99",
        ),
    )
    .unwrap();
    let err = Game::load_from(&newer).unwrap_err();
    assert!(matches!(err, FileError::NewerVersion { found: 99, .. }));
    assert!(err.to_string().contains("newer Nonet"), "{err}");
}

#[test]
fn open_reads_puzzle_lines_and_refuses_ambiguous_ones() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("puzzle.txt");
    std::fs::write(&path, format!("# a comment\n\n{EASY}  an easy one\n")).unwrap();
    let game = Game::open(&path).unwrap();
    assert_eq!(game.givens(), &EASY.parse::<Grid>().unwrap());
    assert_eq!(game.metadata().source.as_deref(), Some("puzzle.txt"));

    let multiple = dir.path().join("multiple.txt");
    std::fs::write(&multiple, format!("{}\n", Grid::empty().to_line())).unwrap();
    let err = Game::open(&multiple).unwrap_err();
    assert!(err.to_string().contains("multiple.txt"), "{err}");
    assert!(err.to_string().contains("more than one solution"), "{err}");

    let junk = dir.path().join("junk.txt");
    std::fs::write(&junk, "hello\nworld\n").unwrap();
    assert!(matches!(Game::open(&junk), Err(FileError::Parse { .. })));
}

#[test]
fn open_reads_every_engine_format_and_keeps_sdk_metadata() {
    let dir = tempfile::tempdir().unwrap();
    let grid: Grid = EASY.parse().unwrap();
    let rows: Vec<String> = EASY
        .as_bytes()
        .chunks(9)
        .map(|row| String::from_utf8_lossy(row).into_owned())
        .collect();
    let block = rows.join("\n") + "\n";
    let spaced = rows
        .iter()
        .map(|r| r.chars().map(String::from).collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join("\r\n");
    let sdk = format!("#Ajane\n#Dfrom a book\n{block}");
    for (name, text) in [
        ("line.txt", format!("{EASY}\n")),
        ("block.txt", block.clone()),
        ("spaced.txt", spaced),
        ("puzzle.sdk", sdk),
    ] {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        let game = Game::open(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(*game.givens(), grid, "{name}");
        if name.ends_with(".sdk") {
            assert_eq!(game.metadata().author.as_deref(), Some("jane"));
            // Every field the file gives is kept, each in its own place.
            assert_eq!(game.metadata().description.as_deref(), Some("from a book"));
        }
    }
    let empty = dir.path().join("empty.txt");
    std::fs::write(&empty, "").unwrap();
    let err = Game::open(&empty).unwrap_err().to_string();
    assert!(err.contains("empty.txt"), "{err}");
}

#[cfg(unix)]
#[test]
fn a_save_behind_a_link_to_an_endless_device_is_refused_unread() {
    let dir = tempfile::tempdir().unwrap();
    let link = dir.path().join("autosave.nonet");
    std::os::unix::fs::symlink("/dev/zero", &link).unwrap();
    assert!(matches!(
        Game::load_from(&link),
        Err(FileError::NotAFile {
            kind: crate::game::SpecialFile::Device,
            ..
        })
    ));
    assert!(matches!(Game::open(&link), Err(FileError::NotAFile { .. })));
}

#[cfg(unix)]
#[test]
fn a_fifo_is_neither_opened_nor_taken_for_a_save() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("puzzles.txt");
    assert!(
        std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    // Each of these would block forever if it opened the pipe, which has no writer.
    assert!(!is_save_file(&fifo));
    assert!(!crate::game::is_variant_file(&fifo));
    assert!(matches!(
        Game::open(&fifo),
        Err(FileError::NotAFile {
            kind: crate::game::SpecialFile::Fifo,
            ..
        })
    ));
    assert!(matches!(
        crate::game::PuzzleList::open(&fifo),
        Err(FileError::NotAFile { .. })
    ));
}

#[test]
fn the_selected_cell_round_trips_and_a_bad_one_is_refused() {
    let mut game = easy_game();
    assert!(
        !game.to_save_text().contains("selected"),
        "a game never played writes no selected cell"
    );
    game.cursor = Some(11);
    let text = game.to_save_text();
    assert!(text.contains("selected: Some(\"r2c3\")"), "{text}");
    let loaded = Game::from_save_text(&text).expect("the save loads");
    assert_eq!(loaded.cursor, Some(11));
    assert_eq!(loaded, game);
    let bad = edited(&text, "\"r2c3\"", "\"r0c3\"");
    assert!(
        matches!(Game::from_save_text(&bad), Err(SaveTextError::Invalid(ref why)) if why.contains("r0c3")),
        "a cell that does not exist is refused"
    );
}

#[test]
fn the_version_5_fixture_loads_replays_and_is_written_back_in_todays_version() {
    let mut game = Game::from_save_text(CLASSIC_V5).expect("a version 5 save loads");
    assert_eq!(game.metadata().title.as_deref(), Some("Version 5 fixture"));
    assert_eq!(game.input_mode, InputMode::Candidate);
    assert_eq!(game.cursor, Some(20));
    assert_eq!(game.checkpoints()[0].label, "Before the hint");
    let r1c2 = 1;
    assert_eq!(game.notes(r1c2).iter().collect::<Vec<_>>(), [7, 8]);
    assert_eq!(game.marks(r1c2).struck, DigitSet::single(5));
    assert_eq!(game.marks(r1c2).candidate_colours.get(8), 5);
    assert_eq!(game.redo_action(), Some(&Action::ClearNotes));
    // Written in today's version, each change shrinks to what it changed, and reads back.
    let text = game.to_save_text();
    assert!(text.contains(&format!("format_version: {FORMAT_VERSION}")));
    assert!(text.contains("\"r1c2 n->8\""), "{text}");
    assert!(text.contains("\"r1c2 p->000000050\""), "{text}");
    assert!(text.len() < CLASSIC_V5.len() / 2, "{} bytes", text.len());
    assert_eq!(Game::from_save_text(&text).unwrap(), game);
    assert!(game.redo());
    assert!(
        (0..CELLS).all(|c| game.notes(c).is_empty()),
        "Clear notes redone"
    );
    while game.undo() {}
    assert_eq!(game.entries(), &Grid::empty(), "undo reaches the start");
    assert!((0..CELLS).all(|c| game.marks(c).is_empty() && game.notes(c).is_empty()));
}
