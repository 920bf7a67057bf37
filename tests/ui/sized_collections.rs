//! Files of puzzles of other sizes through egui_kittest: several lines open the picker, each
//! puzzle is rated and played on the board of its size (a 9x9 line among them as a 9x9
//! game), Next puzzle walks on, and the collection prints each puzzle at its size.

use crate::common;
use crate::ui_support;

use common::data_text;
use nonet::app::print_window::{PrintChoices, PrintWhat};
use nonet::app::{MessageKind, NonetApp};
use nonet::generator::sized::{SizedJob, SizedKind, SizedPuzzle, make_sized};
use nonet::grid::Grid;
use nonet::logic::Level;
use ui_support::*;

/// An Easy puzzle of `size` (a jigsaw when asked), made by the generator from `seed`.
fn made(size: u8, jigsaw: bool, seed: u64) -> SizedPuzzle {
    let job = SizedJob {
        kind: SizedKind { size, jigsaw },
        level: Level::Easy,
        seed,
    };
    make_sized(job).expect("an Easy puzzle of that size")
}

/// The givens of a puzzle line of any size, as the engine reads it.
fn givens(line: &str) -> Vec<u8> {
    nonet::rules::text::parse_line(line)
        .expect("a puzzle line")
        .givens()
        .to_vec()
}

/// The givens of the game of another size on the board.
fn sized_givens(harness: &egui_kittest::Harness<'_, NonetApp>) -> Option<Vec<u8>> {
    (harness.state().sized_game()).map(|game| game.puzzle().givens().to_vec())
}

#[test]
fn a_file_of_other_sizes_opens_the_picker_plays_each_at_its_size_and_prints() {
    let (six, sixteen) = (made(6, false, 11), made(16, false, 12));
    let seeds = data_text("seeds.txt");
    let nine = puzzle_lines(&seeds)[0];
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sizes.txt");
    let text = format!("{}\n{}\n{nine}\n", six.line, sixteen.line);
    std::fs::write(&path, text).unwrap();

    let mut harness = harness();
    harness.state_mut().open_path(&path);
    wait_for_file(&mut harness);
    assert!(
        harness.state().is_picker_open(),
        "three puzzles: the picker"
    );
    assert_eq!(harness.state().collection_position(), Some((3, None)));
    assert_eq!(sized_givens(&harness), None, "nothing replaced yet");

    click(&mut harness, "Puzzle 2");
    click(&mut harness, "Play");
    wait_for_generation(&mut harness);
    assert_eq!(sized_givens(&harness), Some(givens(&sixteen.line)));
    let sized = harness.state().sized_game().expect("the 16x16 game");
    assert_eq!(sized.solution(), sixteen.solution.as_slice());
    assert_eq!(harness.state().collection_position(), Some((3, Some(1))));

    // The 9x9 line plays as a 9x9 game, in place of the 16x16 one.
    click(&mut harness, "Next puzzle");
    wait_for_generation(&mut harness);
    assert_eq!(sized_givens(&harness), None);
    assert_eq!(*game(&harness).givens(), nine.parse::<Grid>().unwrap());
    assert_eq!(harness.state().collection_position(), Some((3, Some(2))));

    // The whole collection prints, each puzzle at its size: as the 16x16 leaves room for,
    // one to a page, then the three solutions, smaller, on one page.
    let print = dir.path().join("sizes.pdf");
    let choices = PrintChoices {
        what: PrintWhat::Collection,
        solutions: true,
        ..PrintChoices::default()
    };
    crate::print::print_on(&mut harness, choices, &print);
    let message = harness.state().message().expect("a message").clone();
    assert_eq!(message.kind, MessageKind::Success, "{}", message.text);
    let document = lopdf::Document::load(&print).expect("the booklet is a PDF");
    assert_eq!(
        document.get_pages().len(),
        4,
        "three puzzles, then the solutions"
    );
    let first_solution = document.extract_text(&[4]).expect("text on page 4");
    let digits: String = (first_solution.chars())
        .filter(char::is_ascii_digit)
        .collect();
    let answer: String = six.solution.iter().map(u8::to_string).collect();
    assert!(
        digits.contains(&answer),
        "page 4 holds the 6x6's answer {answer}: {digits}"
    );
}

#[test]
fn a_file_whose_one_good_line_is_another_size_plays_it_and_names_the_bad_line() {
    let five = made(5, true, 21);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("one.txt");
    std::fs::write(&path, format!("{}\n{}\n", five.line, ".".repeat(50))).unwrap();

    let mut harness = harness();
    harness.state_mut().open_path(&path);
    wait_for_file(&mut harness);
    wait_for_generation(&mut harness);
    assert_eq!(sized_givens(&harness), Some(givens(&five.line)));
    assert!(!harness.state().is_picker_open(), "one puzzle: no picker");
    let warned = harness
        .state()
        .notices()
        .iter()
        .map(|notice| notice.text.clone());
    let warned: Vec<String> = warned.collect();
    assert!(
        warned
            .iter()
            .any(|text| text.contains("line 2") && text.contains("one.txt")),
        "the bad line is named with its file: {warned:?}"
    );
}
