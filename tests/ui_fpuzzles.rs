//! Puzzles of f-puzzles and SudokuPad in the window, through egui_kittest: a pasted link
//! starts its puzzle as the game of its kind, a JSON file opens, and a link whose rules the
//! window cannot play yet, or that holds no puzzle, is said so and the game stays.

// egui_kittest and its renderer are dev-dependencies on Linux and macOS only (Cargo.toml).
#![cfg(not(windows))]

#[path = "common/ui.rs"]
mod ui_support;

use egui_kittest::kittest::Queryable;
use nonet::app::command::LinkSite;
use nonet::app::{Command, MessageKind};
use nonet::variant::Kind;
use std::path::PathBuf;
use ui_support::*;

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/fpuzzles")
        .join(name)
}

/// The payload of the test puzzle `name` (tests/data/fpuzzles/links.txt).
fn payload(name: &str) -> String {
    let links = std::fs::read_to_string(data("links.txt")).expect("links.txt");
    links
        .lines()
        .find_map(|line| line.strip_prefix(&format!("{name}\t")))
        .expect("the puzzle's link")
        .to_owned()
}

/// The givens of the test puzzle `name`, as its JSON says them (row by row, 0 for empty).
fn givens(name: &str) -> Vec<u8> {
    let text = std::fs::read_to_string(data(&format!("{name}.json"))).expect("the JSON");
    let json: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    json["grid"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|row| row.as_array().unwrap().iter())
        .map(|cell| match cell["given"].as_bool() {
            Some(true) => cell["value"].as_u64().unwrap() as u8,
            _ => 0,
        })
        .collect()
}

#[test]
fn a_pasted_sudokupad_link_starts_its_killer_and_what_cannot_be_played_keeps_it() {
    let mut harness = harness();
    harness.event(egui::Event::Paste(format!(
        "https://sudokupad.app/fpuzzles{}",
        payload("killer")
    )));
    harness.run();
    let message = harness.state().message().map(|m| m.text.clone());
    let started = game(&harness);
    let puzzle = started.variant().expect("a variant game");
    assert_eq!(puzzle.kind(), Kind::Killer, "{message:?}");
    assert_eq!(started.givens().cells().to_vec(), givens("killer"));
    assert_eq!(puzzle.cages().len(), 35);
    // The setter's title, name and rules come with it, shown over the board.
    let metadata = started.metadata();
    assert_eq!(metadata.title.as_deref(), Some("Cages"));
    assert_eq!(metadata.author.as_deref(), Some("Nonet tests"));
    assert_eq!(
        metadata.description.as_deref(),
        Some("Normal sudoku rules apply.")
    );
    harness.get_by_label("“Cages” by Nonet tests");

    // A Killer X (no kind the window plays yet), a short SudokuPad id, a cut link: each
    // says why, and the killer stays.
    let killer_x = payload("killer_x");
    for pasted in [
        format!("https://f-puzzles.com/?load={killer_x}"),
        "https://sudokupad.app/abc123".to_owned(),
        format!("https://f-puzzles.com/?load={}", &killer_x[..100]),
    ] {
        harness.event(egui::Event::Paste(pasted.clone()));
        harness.run();
        let message = harness.state().message().expect("a message").clone();
        assert_eq!(
            message.kind,
            MessageKind::Error,
            "{pasted}: {}",
            message.text
        );
        assert_eq!(game(&harness), started, "{pasted}");
    }
}

#[test]
fn an_f_puzzles_json_file_opens_as_its_game() {
    let mut harness = harness();
    harness.state_mut().open_path(&data("jigsaw.json"));
    harness.run();
    let message = harness.state().message().map(|m| m.text.clone());
    let opened = game(&harness);
    let puzzle = opened.variant().expect("a variant game");
    assert_eq!(puzzle.kind(), Kind::Jigsaw, "{message:?}");
    assert_eq!(opened.givens().cells().to_vec(), givens("jigsaw"));
    assert!(message.is_some_and(|m| m.contains("jigsaw.json")));

    // A file of broken JSON names itself and its line, and the jigsaw stays.
    let dir = tempfile::tempdir().unwrap();
    let broken = dir.path().join("broken.json");
    std::fs::write(&broken, "{\"size\": 9,\n \"grid\": [").unwrap();
    harness.state_mut().open_path(&broken);
    harness.run();
    let message = harness.state().message().expect("a message").clone();
    assert_eq!(message.kind, MessageKind::Error);
    assert!(
        message.text.contains("broken.json") && message.text.contains("line 2"),
        "{}",
        message.text
    );
    assert_eq!(game(&harness), opened);
}

#[test]
fn the_edit_menu_copies_links_of_both_sites_that_open_the_same_puzzle() {
    let mut harness = harness();
    harness.event(egui::Event::Paste(format!(
        "https://f-puzzles.com/?load={}",
        payload("windoku")
    )));
    harness.run();
    let started = game(&harness);
    assert_eq!(started.variant().map(|p| p.kind()), Some(Kind::Windoku));
    for (site, prefix) in [
        (LinkSite::Fpuzzles, "https://f-puzzles.com/?load="),
        (LinkSite::Sudokupad, "https://sudokupad.app/fpuzzles"),
    ] {
        harness.state_mut().send(Command::CopySiteLink(site));
        harness.step();
        let link = copied_text(&harness).expect("a link copied");
        assert!(link.starts_with(prefix), "{link}");
        // A classic puzzle in between, then the copied link brings the Windoku back.
        harness.event(egui::Event::Paste(CLASSIC.to_owned()));
        harness.run();
        assert_ne!(game(&harness).givens(), started.givens());
        harness.event(egui::Event::Paste(link));
        harness.run();
        let back = game(&harness);
        assert_eq!(back.variant(), started.variant());
    }
}

const CLASSIC: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
