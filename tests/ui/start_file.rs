//! A file named at start (`nonet FILE`) that cannot be opened: the reason, naming the file,
//! waits in the Warnings window, and the app starts as it would without the file.

use crate::ui_support;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nonet::app::{DataDir, MessageKind, NonetApp};
use std::path::Path;
use ui_support::*;

/// Starts the app on `file` with the data folder `data`, and lets the start finish.
fn start_on(data: DataDir, file: &Path) -> Harness<'static, NonetApp> {
    let ctx = egui::Context::default();
    let mut harness = harness_with(NonetApp::new(&ctx, data, Some(file.to_path_buf())));
    wait_until_idle(&mut harness);
    harness
}

/// The one warning waiting, checked to name `file` and to be on screen.
fn the_warning_about(harness: &Harness<'_, NonetApp>, file: &Path) -> String {
    let notices = harness.state().notices();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert_eq!(notices[0].kind, MessageKind::Error);
    let text = notices[0].text.clone();
    assert!(text.contains(&file.display().to_string()), "{text}");
    harness.get_by_label(&text);
    text
}

#[test]
fn a_missing_empty_or_compressed_file_named_at_start_is_a_warning_and_a_new_puzzle_starts() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("nonexistent.txt");
    let empty = dir.path().join("empty.txt");
    std::fs::write(&empty, "").unwrap();
    // The start of a gzip file, which the app does not read.
    let compressed = dir.path().join("puzzles.txt.gz");
    std::fs::write(
        &compressed,
        b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03\xcb\x48",
    )
    .unwrap();
    for (file, reason) in [
        (&missing, None),
        (&empty, Some("empty")),
        (&compressed, None),
    ] {
        let harness = start_on(DataDir::none(), file);
        assert!(
            harness.state().game().is_some(),
            "a new puzzle is on the board"
        );
        let text = the_warning_about(&harness, file);
        if let Some(reason) = reason {
            assert!(text.contains(reason), "{text}");
        }
    }
}

#[test]
fn a_clashing_puzzle_named_at_start_is_a_warning_with_its_line_and_the_game_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let data = DataDir::at(dir.path().join("data"));
    data.save_autosave(&fixed_game()).unwrap();
    // Two 1s in the first row, on the file's second line.
    let clashing = dir.path().join("clashing.txt");
    let line = format!("11{}", &EASY[2..]);
    std::fs::write(&clashing, format!("# a puzzle\n{line}\n")).unwrap();
    let harness = start_on(data, &clashing);
    let text = the_warning_about(&harness, &clashing);
    assert!(text.contains("line 2"), "{text}");
    assert_eq!(
        harness.state().game().map(|game| *game.givens()),
        Some(*fixed_game().givens()),
        "the resumed game stays"
    );
}

#[test]
fn a_file_named_at_start_that_opens_leaves_no_warning() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("good.txt");
    std::fs::write(&file, format!("{EASY}\n")).unwrap();
    let harness = start_on(DataDir::none(), &file);
    assert!(harness.state().notices().is_empty());
    assert_eq!(
        harness.state().game().map(|game| *game.givens()),
        Some(*fixed_game().givens())
    );
}

#[test]
fn a_constraint_puzzle_named_at_start_opens_on_its_board_and_a_bad_one_is_a_warning() {
    let puzzles = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/fpuzzles");
    let harness = start_on(DataDir::none(), &puzzles.join("sandwich.json"));
    let game = harness
        .state()
        .sized_game()
        .expect("the sandwich puzzle is on the board, not cancelled by a new 9x9 game");
    assert!(game.has_rules());
    assert_eq!(game.metadata().title.as_deref(), Some("Sandwiches"));

    // Two solutions: said among the warnings, and a 9x9 game is made instead.
    let dir = tempfile::tempdir().unwrap();
    let open = dir.path().join("open.json");
    let grid = vec![vec![serde_json::json!({}); 9]; 9];
    let json = serde_json::json!({"size": 9, "grid": grid, "antiknight": true});
    std::fs::write(&open, json.to_string()).unwrap();
    let harness = start_on(DataDir::none(), &open);
    assert!(harness.state().sized_game().is_none());
    assert!(
        harness.state().game().is_some(),
        "a new puzzle is on the board"
    );
    // The warning names the file.
    the_warning_about(&harness, &open);
}
