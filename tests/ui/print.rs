//! Game › Print… through egui_kittest: the window opens from the menu's shortcut, and its
//! command writes a PDF booklet (read back with lopdf) for a path, or says why it cannot.
//! The file dialog in front of the path is the thin function in `files.rs`, not tested here.

use crate::ui_support;

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nonet::app::command::Command;
use nonet::app::command::PrintCommand;
use nonet::app::print_window::{PrintChoices, PrintWhat};
use nonet::app::{MessageKind, NonetApp};
use nonet::logic::Level;
use std::path::Path;
use ui_support::*;

fn pages(path: &Path) -> usize {
    lopdf::Document::load(path)
        .expect("the booklet is a PDF lopdf reads")
        .get_pages()
        .len()
}

fn print_with(choices: PrintChoices, path: &Path) -> Harness<'static, NonetApp> {
    let mut harness = harness();
    print_on(&mut harness, choices, path);
    harness
}

/// Prints with `choices` to `path` from the window in `harness` (the system's viewer kept
/// out), and waits for the booklet to be written or refused.
pub fn print_on(harness: &mut Harness<'_, NonetApp>, choices: PrintChoices, path: &Path) {
    harness.state_mut().set_print_viewer(false);
    send(harness, Command::Print(PrintCommand::SetChoices(choices)));
    send(
        harness,
        Command::Print(PrintCommand::PrintTo(path.to_path_buf())),
    );
    run_while(harness, NonetApp::is_printing);
}

#[test]
fn the_shortcut_opens_the_print_window_and_closing_it_hides_it() {
    let mut harness = harness();
    press_with(&mut harness, Modifiers::COMMAND, Key::P);
    harness.get_by_label("This puzzle");
    harness.get_by_label("Solutions on pages at the back");
    press_with(&mut harness, Modifiers::COMMAND, Key::P);
    assert!(harness.query_by_label("This puzzle").is_none());
}

#[test]
fn printing_this_puzzle_writes_a_booklet_with_its_solution() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("this.pdf");
    let choices = PrintChoices {
        what: PrintWhat::ThisPuzzle,
        solutions: true,
        ..PrintChoices::default()
    };
    let harness = print_with(choices, &path);
    let message = harness.state().message().expect("a message").clone();
    assert_eq!(message.kind, MessageKind::Success, "{}", message.text);
    assert!(message.text.contains("this.pdf"), "{}", message.text);
    assert!(std::fs::read(&path).unwrap().starts_with(b"%PDF-"));
    assert_eq!(pages(&path), 2, "one puzzle page and one solution page");
}

#[test]
fn printing_new_puzzles_makes_each_level_in_turn() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("new.pdf");
    let choices = PrintChoices {
        what: PrintWhat::NewPuzzles,
        levels: vec![Level::Easy, Level::Medium],
        count: 2,
        per_page: 1,
        solutions: false,
        ..PrintChoices::default()
    };
    let harness = print_with(choices, &path);
    let message = harness.state().message().expect("a message").clone();
    assert_eq!(message.kind, MessageKind::Success, "{}", message.text);
    assert_eq!(pages(&path), 4, "four puzzles, one a page, no solutions");
}

#[test]
fn a_booklet_that_cannot_be_written_is_named_and_leaves_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("missing-folder").join("book.pdf");
    let harness = print_with(PrintChoices::default(), &path);
    let message = harness.state().message().expect("a message").clone();
    assert_eq!(message.kind, MessageKind::Error);
    assert!(message.text.contains("book.pdf"), "{}", message.text);
    assert!(!path.exists());
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}

#[test]
fn a_collection_range_without_a_collection_is_refused_with_a_reason() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("range.pdf");
    let choices = PrintChoices {
        what: PrintWhat::CollectionRange,
        first: 1,
        last: 5,
        ..PrintChoices::default()
    };
    let harness = print_with(choices, &path);
    let message = harness.state().message().expect("a message").clone();
    assert_eq!(message.kind, MessageKind::Error);
    assert!(message.text.contains("puzzle file"), "{}", message.text);
    assert!(!path.exists());
}

#[test]
fn a_booklet_is_printed_in_the_interfaces_language() {
    let dir = tempfile::tempdir().unwrap();
    let choices = PrintChoices {
        what: PrintWhat::ThisPuzzle,
        solutions: false,
        ..PrintChoices::default()
    };
    let english = dir.path().join("english.pdf");
    print_with(choices.clone(), &english);
    let chinese = dir.path().join("chinese.pdf");
    let mut harness = harness();
    harness.state_mut().set_print_viewer(false);
    harness
        .state_mut()
        .send(Command::SetLanguage(nonet::app::LanguageChoice::Chinese));
    harness.run();
    harness
        .state_mut()
        .send(Command::Print(PrintCommand::SetChoices(choices)));
    harness.run();
    harness
        .state_mut()
        .send(Command::Print(PrintCommand::PrintTo(chinese.to_path_buf())));
    harness.run();
    run_while(&mut harness, NonetApp::is_printing);
    // The Chinese captions and page number are drawn in the embedded Chinese font, which
    // an English booklet never needs.
    let uses_cjk_font = |path: &Path| {
        let bytes = std::fs::read(path).unwrap();
        bytes.windows(11).any(|w| w == b"NotoSansCJK")
    };
    assert!(uses_cjk_font(&chinese));
    assert!(!uses_cjk_font(&english));
    assert_eq!(pages(&chinese), 1);
}

#[test]
fn this_puzzle_beside_a_constraint_game_prints_that_game() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("thermo.pdf");
    let mut harness = harness();
    send(
        &mut harness,
        Command::NewConstraintGame(
            nonet::rules::constraint_generate::ConstraintVariant::Thermo,
            Level::Easy,
        ),
    );
    wait_for_generation(&mut harness);
    let game = harness
        .state()
        .sized_game()
        .expect("the thermo game")
        .clone();
    let choices = PrintChoices {
        what: PrintWhat::ThisPuzzle,
        solutions: true,
        ..PrintChoices::default()
    };
    print_on(&mut harness, choices, &path);
    let message = harness.state().message().expect("a message").clone();
    assert_eq!(message.kind, MessageKind::Success, "{}", message.text);
    assert_eq!(pages(&path), 2, "the puzzle and its solution");
    // The solution page holds the thermo game's answer, not the 9x9 game's behind it.
    let document = lopdf::Document::load(&path).expect("a PDF");
    let solution_page = document.extract_text(&[2]).expect("text on page 2");
    let digits: String = solution_page.chars().filter(char::is_ascii_digit).collect();
    let answer: String = game.solution().iter().map(u8::to_string).collect();
    assert!(
        digits.contains(&answer[..9]) || digits.contains(&answer),
        "{digits} holds the answer {answer}"
    );
}

#[test]
fn new_puzzles_of_another_size_print_as_many_to_a_page_as_fit() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sixteen.pdf");
    let sixteen = nonet::generator::sized::SizedKind {
        size: 16,
        jigsaw: false,
    };
    let choices = PrintChoices {
        what: PrintWhat::NewPuzzles,
        levels: vec![Level::Easy],
        count: 3,
        per_page: 4,
        solutions: false,
        size: Some(sixteen),
        ..PrintChoices::default()
    };
    let mut harness = print_with(choices, &path);
    let message = harness.state().message().expect("a message").clone();
    assert_eq!(message.kind, MessageKind::Success, "{}", message.text);
    assert_eq!(
        pages(&path),
        3,
        "a 16x16 a page, though four were asked for"
    );
    // The window shows the size chosen, beside the levels it comes at: Master for a 16x16,
    // not for a 6x6.
    press_with(&mut harness, Modifiers::COMMAND, Key::P);
    harness.get_by_label("Master");
    let six = nonet::generator::sized::SizedKind {
        size: 6,
        jigsaw: false,
    };
    let choices = PrintChoices {
        size: Some(six),
        ..harness.state().print_choices().clone()
    };
    harness
        .state_mut()
        .send(Command::Print(PrintCommand::SetChoices(choices)));
    harness.run();
    harness.get_by_label("Hard");
    assert!(harness.query_by_label("Master").is_none());
}
