//! A setter's work is never lost: leaving a draft asks, the draft comes back after a restart,
//! Clear is one undoable step, the game behind keeps its input mode, the panel's tools hold
//! still, typed digits go to a cage's sum, and Save never suggests a collection's file.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nonet::app::command::{SetterCommand, ToolkitCommand};
use nonet::app::files::{Dialog, ExportKind};
use nonet::app::{Command, DataDir, NonetApp};
use nonet::game::InputMode;
use nonet::generator::sized::SizedKind;
use nonet::logic::Level;
use nonet::rules::constraint_generate::ConstraintVariant;
use nonet::setter::Draft;
use nonet::variant::Kind;
use std::path::Path;

use crate::setter_ui;
use crate::ui_support;

use setter_ui::{press, send};
use ui_support::{EASY, digit_key, fixed_game, harness, harness_with, wait_for_generation};

/// A 6x6 with boxes, the smallest grid of another size that is not only Easy.
const SIX: SizedKind = SizedKind {
    size: 6,
    jigsaw: false,
};

fn draft(harness: &Harness<'_, NonetApp>) -> Draft {
    harness
        .state()
        .setter_draft()
        .expect("the workshop is open")
        .clone()
}

/// A jigsaw draft with work in it: a painted cell and two givens.
fn jigsaw_with_work(harness: &mut Harness<'_, NonetApp>) -> Draft {
    send(harness, Command::Setter(SetterCommand::Start(Kind::Jigsaw)));
    send(harness, Command::Select(3));
    send(harness, Command::Setter(SetterCommand::PaintRegion(0)));
    send(harness, Command::Select(40));
    press(harness, digit_key(5));
    press(harness, digit_key(7));
    let made = draft(harness);
    assert_eq!(made.givens().filled_count(), 2);
    assert_eq!(made.regions()[3], 0);
    made
}

#[test]
fn a_jigsaw_draft_survives_cancel_another_kind_a_new_game_and_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let app = NonetApp::with_game(fixed_game(), DataDir::at(dir.path()));
    let mut harness = harness_with(app);
    let made = jigsaw_with_work(&mut harness);
    for leave in [
        Command::CancelEntering,
        Command::Setter(SetterCommand::Start(Kind::Killer)),
        Command::NewGame(Level::Easy),
        Command::NewSizedGame(SIX, Level::Easy),
        Command::NewConstraintGame(ConstraintVariant::Thermo, Level::Easy),
        Command::SizedDaily(SIX, Level::Easy),
        Command::OpenFile(dir.path().join("other.txt")),
    ] {
        send(&mut harness, leave.clone());
        assert!(harness.state().is_asking(), "{leave:?} asks first");
        harness.get_by_label("Throw away the puzzle you are setting?");
        harness.get_by_label("• 2 givens");
        harness.get_by_label("• the regions you painted");
        send(&mut harness, Command::ConfirmNo);
        assert!(harness.state().is_entering(), "{leave:?} refused");
        assert_eq!(draft(&harness), made, "{leave:?} refused");
    }
    // Quitting asks nothing: the draft is kept for the next start.
    drop(harness);
    let data = DataDir::at(dir.path());
    assert!(data.has_draft());
    let ctx = egui::Context::default();
    let restarted = NonetApp::new(&ctx, data, None);
    assert_eq!(restarted.setter_draft(), Some(&made));
    let mut harness = harness_with(restarted);
    harness.get_by_label_contains("puzzle you were setting is back");
    // What came back is work too: leaving it asks, and yes lets it go for good.
    send(&mut harness, Command::CancelEntering);
    assert!(harness.state().is_asking());
    send(&mut harness, Command::ConfirmYes);
    assert!(!harness.state().is_entering());
    assert!(!DataDir::at(dir.path()).has_draft());
}

#[test]
fn yes_to_leaving_goes_on_with_what_was_asked() {
    let mut harness = harness();
    jigsaw_with_work(&mut harness);
    send(
        &mut harness,
        Command::Setter(SetterCommand::Start(Kind::Killer)),
    );
    send(&mut harness, Command::ConfirmYes);
    assert_eq!(draft(&harness), Draft::new(Kind::Killer));
    // An untouched draft is no work: it goes without a question.
    send(&mut harness, Command::CancelEntering);
    assert!(!harness.state().is_asking());
    assert!(!harness.state().is_entering());
}

#[test]
fn an_untouched_workshop_gives_way_to_a_game_of_another_size_or_with_rules() {
    for (start, new_game) in [
        (
            SetterCommand::Start(Kind::Classic),
            Command::NewConstraintGame(ConstraintVariant::Thermo, Level::Easy),
        ),
        (
            SetterCommand::StartSized(SIX),
            Command::NewSizedGame(SIX, Level::Easy),
        ),
    ] {
        let mut harness = harness();
        send(&mut harness, Command::Setter(start));
        assert!(harness.state().is_entering());
        send(&mut harness, new_game.clone());
        assert!(
            !harness.state().is_asking(),
            "{new_game:?}: nothing to lose"
        );
        wait_for_generation(&mut harness);
        assert!(
            !harness.state().is_entering(),
            "{new_game:?}: the workshop closed"
        );
        assert!(
            harness.state().sized_game().is_some(),
            "{new_game:?} is played"
        );
    }
}

#[test]
fn a_draft_that_cannot_be_read_is_kept_aside_and_the_player_told() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("draft.ron"), "(version: 1, kind: Sudoku)").unwrap();
    let ctx = egui::Context::default();
    let app = NonetApp::new(&ctx, DataDir::at(dir.path()), None);
    assert!(!app.is_entering());
    let aside: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with("draft-damaged-") && name.ends_with(".ron"))
        .collect();
    assert_eq!(aside.len(), 1, "kept aside under a dated name");
    assert!(!DataDir::at(dir.path()).has_draft());
    let harness = harness_with(app);
    harness.get_by_label_contains("could not be read");
}

#[test]
fn clear_clears_cages_too_as_one_step_undo_takes_back() {
    let mut harness = harness();
    send(
        &mut harness,
        Command::Setter(SetterCommand::Start(Kind::Killer)),
    );
    send(&mut harness, Command::Select(0));
    send(
        &mut harness,
        Command::Toolkit(ToolkitCommand::ToggleSelect(1)),
    );
    // While a cage's cells are selected, typed digits are its sum, not givens.
    press(&mut harness, digit_key(1));
    press(&mut harness, digit_key(7));
    assert_eq!(harness.state().setter_cage_sum(), Some(17));
    assert_eq!(draft(&harness).givens().filled_count(), 0);
    press(&mut harness, egui::Key::Enter);
    assert_eq!(draft(&harness).cages(), &[(vec![0, 1], 17)]);
    assert_eq!(
        harness.state().setter_cage_sum(),
        None,
        "empty for the next"
    );
    send(&mut harness, Command::Select(40));
    press(&mut harness, digit_key(4));
    let full = draft(&harness);
    assert_eq!(
        full.givens().get(40),
        4,
        "one cell selected: digits are givens"
    );
    send(&mut harness, Command::ClearEnteredPuzzle);
    assert_eq!(draft(&harness), Draft::new(Kind::Killer));
    send(&mut harness, Command::Undo);
    assert_eq!(draft(&harness), full);
}

#[test]
fn the_killer_tools_hold_still_while_the_survey_changes() {
    let mut harness = harness();
    send(
        &mut harness,
        Command::Setter(SetterCommand::Start(Kind::Killer)),
    );
    let make = |harness: &Harness<'_, NonetApp>| harness.get_by_label("Make cage").rect();
    let title = |harness: &Harness<'_, NonetApp>| {
        harness
            .get_by_label_contains("Set a puzzle · Killer")
            .rect()
    };
    let before = make(&harness);
    // The workshop opens at its top (the news card asks to be seen too): the title shows
    // below the menu bar, above the tools.
    assert!(title(&harness).min.y > 30.0, "{:?}", title(&harness));
    assert!(
        title(&harness).min.y < before.min.y,
        "the title shows above"
    );
    // Givens that clash, then givens that do not: survey lines come and go.
    for (cell, digit) in [(0, 5), (1, 5), (1, 6), (2, 7)] {
        send(&mut harness, Command::Select(cell));
        press(&mut harness, digit_key(digit));
        assert_eq!(make(&harness), before, "after {digit} in cell {cell}");
    }
}

#[test]
fn the_game_behind_keeps_its_input_mode() {
    let mut harness = harness();
    press(&mut harness, egui::Key::N);
    assert_eq!(harness.state().mode(), InputMode::Candidate);
    send(
        &mut harness,
        Command::Setter(SetterCommand::Start(Kind::Classic)),
    );
    send(&mut harness, Command::CancelEntering);
    assert_eq!(harness.state().mode(), InputMode::Candidate);
}

#[test]
fn save_never_suggests_a_file_that_holds_a_collection() {
    let dir = tempfile::tempdir().unwrap();
    let collection = dir.path().join("top3.txt");
    let lines = [EASY; 3].join("\n");
    let mut harness = ui_support::harness_with_file(&collection, &lines);
    let suggested = |harness: &Harness<'_, NonetApp>, dialog| {
        harness
            .state()
            .suggested_path(dialog)
            .expect("a name is suggested")
    };
    let export = suggested(&harness, Dialog::Export(ExportKind::Line));
    assert_ne!(export, collection);
    assert_eq!(
        export.parent(),
        Some(dir.path()),
        "in the collection's folder"
    );
    assert!(!export.exists());
    send(&mut harness, Command::PlayFromCollection(1));
    let export = suggested(&harness, Dialog::Export(ExportKind::Line));
    assert_eq!(file_name(&export), "top3 puzzle 2.txt");
    // The workshop names its puzzle after its kind (and level once rated), never the
    // collection, and never a file that exists.
    send(
        &mut harness,
        Command::Setter(SetterCommand::Start(Kind::Classic)),
    );
    std::fs::write(dir.path().join("Sudoku puzzle.sdk"), "taken").unwrap();
    let save = suggested(&harness, Dialog::Export(ExportKind::Sdk));
    assert_eq!(file_name(&save), "Sudoku puzzle 2.sdk");
    let grid: nonet::grid::Grid = EASY.parse().unwrap();
    send(&mut harness, Command::PasteText(grid.to_line()));
    let save = suggested(&harness, Dialog::Export(ExportKind::Sdk));
    assert!(file_name(&save).starts_with("Sudoku "), "{save:?}");
    assert_ne!(file_name(&save), "Sudoku puzzle.sdk");
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .expect("a file name")
        .to_string_lossy()
        .into_owned()
}
