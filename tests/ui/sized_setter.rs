//! The workshop at other sizes through the real user interface (egui_kittest): a 4x4 typed
//! row by row, surveyed (its count checked against the brute-force counter), refused while
//! its givens clash, undone and redone, started as a game and opened again with Edit this
//! puzzle; letters typing 10–16 on a 16x16; a jigsaw's new shape; the draft kept across a
//! restart and never thrown away unasked.

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nonet::app::command::SetterCommand;
use nonet::app::{Command, DataDir, NonetApp};
use nonet::generator::sized::SizedKind;
use nonet::setter::{Count, SizedDraft};

use crate::setter_ui::{press, send, settle};
use crate::ui_support::{digit_key, fixed_game, harness_with, wait_for_generation};
use crate::variant_brute::{brute_count_general, houses_and_cages};

/// A 4x4 puzzle typed row by row (`.` a blank).
const FOUR_LINE: &str = "1...\n..1.\n.3..\n...2";

fn draft(harness: &Harness<'_, NonetApp>) -> SizedDraft {
    harness
        .state()
        .sized_draft()
        .expect("the workshop at another size is open")
        .clone()
}

/// Opens the workshop on an empty grid of `size` (with boxes, or a jigsaw).
fn start(harness: &mut Harness<'_, NonetApp>, size: u8, jigsaw: bool) {
    let kind = SizedKind { size, jigsaw };
    send(harness, Command::Setter(SetterCommand::StartSized(kind)));
    assert_eq!(draft(harness).kind(), kind);
    assert_eq!(draft(harness).given_count(), 0);
}

/// A window with its own data directory (kept while the test runs), the workshop open on
/// an empty grid of `size` (with boxes, or a jigsaw).
fn workshop(size: u8, jigsaw: bool) -> (tempfile::TempDir, Harness<'static, NonetApp>) {
    let dir = tempfile::tempdir().unwrap();
    let app = NonetApp::with_game(fixed_game(), DataDir::at(dir.path()));
    let mut harness = harness_with(app);
    start(&mut harness, size, jigsaw);
    (dir, harness)
}

/// The givens of a line of symbols (`.` a blank, newlines ignored).
fn givens_of(line: &str) -> Vec<u8> {
    line.chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| c.to_digit(17).map_or(0, |d| d as u8))
        .collect()
}

/// Types `line` from the first cell on, as a setter copying a puzzle from a book would.
fn type_line(harness: &mut Harness<'_, NonetApp>, line: &str) {
    send(harness, Command::Select(0));
    for symbol in line.chars().filter(|c| !c.is_whitespace()) {
        match symbol.to_digit(10) {
            Some(digit) => press(harness, digit_key(digit as u8)),
            None => press(harness, Key::Period),
        }
    }
}

#[test]
fn a_four_by_four_is_typed_surveyed_started_and_edited_again() {
    let (dir, mut harness) = workshop(4, false);
    harness.get_by_label("Set a puzzle · 4×4");
    type_line(&mut harness, FOUR_LINE);
    let typed = draft(&harness);
    assert_eq!(typed.givens(), givens_of(FOUR_LINE).as_slice());
    // The survey agrees with the independent counter.
    let puzzle = typed.to_rule_puzzle().expect("no clash");
    let (houses, cages) = houses_and_cages(&puzzle);
    let counted = brute_count_general(4, &houses, &cages, puzzle.givens(), 2);
    let survey = harness.state().sized_survey().expect("surveyed").clone();
    assert_eq!(counted, 1, "the fixture has one solution");
    assert_eq!(survey.count, Count::One);
    harness.get_by_label("One solution.");
    // Every given of this puzzle is needed: the survey lists none that could go.
    assert!(survey.removable.is_empty(), "{:?}", survey.removable);

    // A clashing given makes no puzzle: the panel says so and Start refuses.
    send(&mut harness, Command::Select(1));
    press(&mut harness, digit_key(1));
    harness.get_by_label_contains("Not a puzzle yet");
    assert!(harness.state().sized_survey().is_none());
    send(&mut harness, Command::StartEnteredPuzzle);
    assert!(
        harness.state().is_entering(),
        "a clashing draft does not start"
    );
    harness.get_by_label_contains("Cannot start");
    send(&mut harness, Command::Undo);
    assert_eq!(draft(&harness), typed, "Undo takes the clash back");
    send(&mut harness, Command::Redo);
    assert_eq!(draft(&harness).givens()[1], 1, "Redo puts it back");
    send(&mut harness, Command::Undo);

    // Start plays it at its size, against its one solution.
    send(&mut harness, Command::StartEnteredPuzzle);
    wait_for_generation(&mut harness);
    assert!(!harness.state().is_entering());
    let game = harness.state().sized_game().expect("the 4x4 game").clone();
    assert_eq!(game.puzzle().givens(), typed.givens());
    assert!(
        !DataDir::at(dir.path()).has_draft(),
        "a draft played is no longer kept"
    );
    // Edit this puzzle opens it in the workshop again, givens and all.
    send(&mut harness, Command::Setter(SetterCommand::EditCurrent));
    assert_eq!(draft(&harness), typed);
}

#[test]
fn letters_type_ten_to_sixteen_and_the_draft_survives_a_restart() {
    let (dir, mut harness) = workshop(16, false);
    send(&mut harness, Command::Select(0));
    press(&mut harness, Key::G);
    harness.key_press_modifiers(Modifiers::SHIFT, Key::B);
    settle(&mut harness);
    press(&mut harness, digit_key(7));
    let made = draft(&harness);
    assert_eq!(&made.givens()[..3], &[16, 11, 7]);
    // Leaving it asks; Cancel keeps it.
    send(&mut harness, Command::CancelEntering);
    assert!(harness.state().is_asking(), "leaving work asks first");
    harness.get_by_label("Throw away the puzzle you are setting?");
    send(&mut harness, Command::ConfirmNo);
    assert_eq!(draft(&harness), made);
    // Quitting asks nothing: the draft comes back at the next start.
    drop(harness);
    let data = DataDir::at(dir.path());
    assert!(data.has_draft());
    let ctx = egui::Context::default();
    let restarted = NonetApp::new(&ctx, data, None);
    assert_eq!(restarted.sized_draft(), Some(&made));
    let mut harness = harness_with(restarted);
    harness.get_by_label_contains("16×16 puzzle you were setting is back");
    send(&mut harness, Command::CancelEntering);
    send(&mut harness, Command::ConfirmYes);
    assert!(!harness.state().is_entering());
    assert!(!DataDir::at(dir.path()).has_draft());
}

#[test]
fn a_jigsaw_gets_a_new_shape_as_one_edit_and_other_tools_say_they_are_nine_by_nine() {
    let (_dir, mut harness) = workshop(7, true);
    let before = draft(&harness);
    let regions = |draft: &SizedDraft| -> Vec<Option<usize>> {
        (0..49).map(|cell| draft.shape().region_of(cell)).collect()
    };
    let mut changed = false;
    // A shape drawn at random may come out the same; three in a row will not.
    for _ in 0..3 {
        send(&mut harness, Command::Setter(SetterCommand::NewShape));
        changed |= regions(&draft(&harness)) != regions(&before);
    }
    assert!(changed, "New shape draws other regions");
    assert_eq!(draft(&harness).kind(), before.kind());
    for _ in 0..3 {
        send(&mut harness, Command::Undo);
    }
    assert_eq!(draft(&harness), before, "each new shape is one edit");
    send(&mut harness, Command::Setter(SetterCommand::RemoveCage));
    harness.get_by_label_contains("are set on 9x9 grids");
    assert_eq!(draft(&harness), before);
}

#[test]
fn many_givens_that_could_go_are_counted_rather_than_listed() {
    let (_dir, mut harness) = workshop(6, false);
    // A whole grid: each given alone could go, 36 of them, more than the panel lists.
    let whole = "123456\n456123\n231564\n564231\n312645\n645312";
    type_line(&mut harness, whole);
    settle(&mut harness);
    let survey = harness.state().sized_survey().expect("surveyed").clone();
    assert_eq!(survey.count, Count::One);
    assert_eq!(survey.removable.len(), 36);
    harness.get_by_label("36 givens could go, each alone (highlighted on the board).");
    assert!(
        harness
            .query_by_label_contains("Givens that could go, each alone")
            .is_none(),
        "the cells are not listed one by one"
    );

    // A whole 4x4 has 16, few enough to name each.
    let (_four_dir, mut four) = workshop(4, false);
    type_line(&mut four, "1234\n3412\n2143\n4321");
    settle(&mut four);
    let listed = four.get_by_label_contains("Givens that could go, each alone");
    let node = listed.accesskit_node();
    // A label's text is its accessible value, or its name.
    let text = node.value().or_else(|| node.label()).unwrap_or_default();
    assert!(
        text.contains("r1c1") && text.contains("r4c4"),
        "the first and the last cells are named: {text}"
    );
}
