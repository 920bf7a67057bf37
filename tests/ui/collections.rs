//! Collections in the app through egui_kittest: a file of several puzzles opens the picker
//! over the game, the picker's level filter, Next puzzle, and the one question asked when
//! a chosen puzzle would replace a game in progress.

use crate::common;
use crate::ui_support;

use common::{data_path, data_text};
use egui::Key;
use egui_kittest::kittest::Queryable;
use nonet::app::Command;
use nonet::grid::{CELLS, Grid};
use nonet::logic::Level;
use std::time::{Duration, Instant};
use ui_support::*;

#[test]
fn a_collection_opens_the_picker_and_next_puzzle_walks_through_it() {
    let seeds = data_text("seeds.txt");
    let lines = puzzle_lines(&seeds);
    assert!(lines.len() >= 3, "seeds.txt holds at least three puzzles");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("three.txt");
    let bad = "12345";
    std::fs::write(
        &path,
        format!("{}\n{bad}\n{}\n{}\n", lines[0], lines[1], lines[2]),
    )
    .unwrap();

    let mut harness = harness();
    let before = game(&harness);
    harness.state_mut().open_path(&path);
    wait_for_file(&mut harness);
    // The game in progress stays until the player picks a puzzle.
    assert_eq!(game(&harness), before);
    assert!(harness.state().is_picker_open());
    assert_eq!(harness.state().collection_position(), Some((3, None)));
    let message = harness.state().message().unwrap().text.clone();
    assert!(message.contains("3 puzzles"), "{message}");
    assert!(
        message.contains("line 2"),
        "the bad record is named: {message}"
    );

    click(&mut harness, "Puzzle 2");
    click(&mut harness, "Play");
    assert_eq!(*game(&harness).givens(), lines[1].parse::<Grid>().unwrap());
    assert!(!harness.state().is_picker_open());
    assert_eq!(harness.state().collection_position(), Some((3, Some(1))));

    click(&mut harness, "Next puzzle");
    assert_eq!(*game(&harness).givens(), lines[2].parse::<Grid>().unwrap());
    click(&mut harness, "Next puzzle");
    let message = harness.state().message().unwrap().text.clone();
    assert!(message.contains("last puzzle"), "{message}");

    // The list comes back, every puzzle rated in the background.
    click(&mut harness, "Puzzles…");
    assert!(harness.state().is_picker_open());
    harness.get_by_label("Puzzle 1");
    assert_eq!(
        harness.state().settings().recent_files.first(),
        Some(&std::fs::canonicalize(&path).unwrap())
    );
}

#[test]
fn the_picker_lists_one_level_and_next_puzzle_keeps_to_it() {
    let seeds = data_text("seeds.txt");
    let lines = puzzle_lines(&seeds);
    let levels: Vec<Level> = lines
        .iter()
        .map(|l| nonet::logic::rate(&l.parse::<Grid>().unwrap()).level)
        .collect();
    let hard: Vec<usize> = (0..lines.len())
        .filter(|&i| levels[i] == Level::Hard)
        .collect();
    assert!(
        hard.len() >= 2 && hard.len() < lines.len(),
        "the test needs two Hard seeds and another level: {levels:?}"
    );
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness_with_file(&dir.path().join("seeds.txt"), &seeds);

    // The level buttons count the puzzles as the background rater gets to them.
    let chip = format!("Hard · {}", hard.len());
    let start = Instant::now();
    while harness.query_by_label(&chip).is_none() {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "the seeds were never all rated"
        );
        std::thread::sleep(Duration::from_millis(5));
        harness.step();
    }
    click(&mut harness, &chip);
    for (index, _) in lines.iter().enumerate() {
        let label = format!("Puzzle {}", index + 1);
        assert_eq!(
            harness.query_by_label(&label).is_some(),
            hard.contains(&index),
            "{label} is listed exactly when it is Hard"
        );
    }

    click(&mut harness, "Play");
    assert_eq!(
        *game(&harness).givens(),
        lines[hard[0]].parse::<Grid>().unwrap()
    );
    click(&mut harness, "Next puzzle");
    assert_eq!(
        *game(&harness).givens(),
        lines[hard[1]].parse::<Grid>().unwrap(),
        "the puzzles between are skipped"
    );
    if hard.len() == 2 {
        click(&mut harness, "Next puzzle");
        let message = harness.state().message().unwrap().text.clone();
        assert!(message.contains("last Hard puzzle"), "{message}");
    }

    // "All" lists every puzzle again.
    click(&mut harness, "Puzzles…");
    click(&mut harness, "All");
    for index in 0..lines.len() {
        harness.get_by_label(&format!("Puzzle {}", index + 1));
    }
}

#[test]
fn next_puzzle_asks_before_replacing_a_game_in_progress() {
    let seeds = data_text("seeds.txt");
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness_with_file(&dir.path().join("seeds.txt"), &seeds);
    click(&mut harness, "Play");
    let first = game(&harness);
    let cell = (0..CELLS).find(|&c| !first.is_given(c)).unwrap();
    click(
        &mut harness,
        &format!("{}, empty", nonet::app::cell_place(cell)),
    );
    press(&mut harness, Key::Num1);
    click(&mut harness, "Next puzzle");
    assert_eq!(game(&harness).givens(), first.givens(), "asked first");
    click(&mut harness, "Play it");
    assert_ne!(game(&harness).givens(), first.givens());
}

#[test]
fn over_a_game_in_progress_a_collection_asks_once_when_a_puzzle_is_chosen() {
    let seeds = data_text("seeds.txt");
    let lines = puzzle_lines(&seeds);
    let dir = tempfile::tempdir().unwrap();
    let two = dir.path().join("two.txt");
    std::fs::write(&two, format!("{}\n{}\n", lines[0], lines[1])).unwrap();
    let one = dir.path().join("one.txt");
    std::fs::write(&one, format!("{}\n", lines[2])).unwrap();
    let mut harness = harness();
    click(&mut harness, "row 1, column 1, empty");
    press(&mut harness, Key::Num4);
    let before = game(&harness);

    // The picker opens over the game without a question: opening replaces nothing.
    harness.state_mut().open_path(&two);
    wait_for_file(&mut harness);
    assert!(
        !harness.state().is_asking(),
        "no question before the picker"
    );
    assert!(harness.state().is_picker_open());
    assert_eq!(game(&harness), before);
    // Choosing a puzzle asks, once.
    click(&mut harness, "Puzzle 2");
    click(&mut harness, "Play");
    assert!(harness.state().is_asking());
    harness.get_by_label("Play another puzzle?");
    assert_eq!(game(&harness), before);
    click(&mut harness, "Play it");
    assert!(!harness.state().is_asking(), "asked once");
    assert_eq!(*game(&harness).givens(), lines[1].parse::<Grid>().unwrap());

    // A file of one puzzle asks once, when it has been read, and then plays it.
    let cell = (0..CELLS).find(|&c| !game(&harness).is_given(c)).unwrap();
    harness.state_mut().send(Command::Select(cell));
    harness.run();
    press(&mut harness, Key::Num4);
    let playing = game(&harness);
    assert!(playing.has_progress());
    harness.state_mut().open_path(&one);
    wait_for_file(&mut harness);
    assert!(harness.state().is_asking());
    assert_eq!(harness.state().file_waiting(), Some(one.as_path()));
    assert_eq!(game(&harness), playing);
    click(&mut harness, "Open it");
    assert!(!harness.state().is_asking(), "asked once");
    assert!(harness.state().file_waiting().is_none());
    assert_eq!(*game(&harness).givens(), lines[2].parse::<Grid>().unwrap());
}

#[test]
fn a_big_collection_reads_in_the_background_and_lists_every_puzzle() {
    let path = data_path("17_clue.txt");
    let mut harness = harness();
    harness.state_mut().open_path(&path);
    // Opening returns at once: the file is read on another thread.
    assert!(harness.state().is_loading());
    harness.step();
    wait_for_file(&mut harness);
    let (total, current) = harness.state().collection_position().unwrap();
    assert!(total > 40_000, "{total} puzzles");
    assert_eq!(current, None);
    // Only the rows on screen are laid out, so the list is a handful of widgets.
    harness.get_by_label("Puzzle 1");
    assert!(harness.query_by_label(&format!("Puzzle {total}")).is_none());
}
