//! Variant techniques in the app, driven through egui_kittest: the techniques window lists
//! them under their variant, with a description and an example, and practice plays
//! positions of generated variant puzzles as variant games, judging each move against the
//! position's step.

use crate::ui_support;

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nonet::app::practice::PracticeState;
use nonet::app::{Command, NonetApp};
use nonet::game::Hint;
use nonet::logic::{Step, Technique};
use nonet::variant::Kind;
use ui_support::*;

/// A harness on the fixed game (untouched, so practice starts without asking).
fn practice_harness() -> Harness<'static, NonetApp> {
    let app = NonetApp::with_game(fixed_game(), nonet::app::DataDir::none());
    let mut harness = Harness::builder()
        .with_size([1060.0, 760.0])
        .with_max_steps(60)
        .build_ui_state(|ui, app: &mut NonetApp| app.ui(ui), app);
    harness.run();
    harness
}

/// Clicks the widget labelled `label` and waits for the work it starts.
fn click_and_wait(harness: &mut Harness<'_, NonetApp>, label: &str) {
    harness.get_by_label(label).click();
    wait_for_work(harness);
}

/// The step the game on the board gives as its next hint.
fn next_step(harness: &Harness<'_, NonetApp>) -> Step {
    match game(harness).hint() {
        Hint::Step(step) => step,
        other => panic!("a practice position has a next step, got {other:?}"),
    }
}

/// The practice position's state.
fn state(harness: &Harness<'_, NonetApp>) -> PracticeState {
    harness.state().practice().expect("practising").2.clone()
}

#[test]
fn a_killer_pair_is_chosen_under_killer_practised_on_a_killer_game_and_each_move_judged() {
    let mut harness = practice_harness();
    press_with(&mut harness, Modifiers::COMMAND, Key::T);
    wait_for_work(&mut harness);

    // Killer in the selector lists the killer techniques; Killer pair shows its page.
    click_and_wait(&mut harness, "Killer");
    let cages = Technique::CageCombinations.name();
    assert!(harness.query_all_by_label(cages).next().is_some());
    click_and_wait(&mut harness, Technique::KillerPair.name());
    assert_eq!(
        harness.state().technique_shown(),
        Some(Technique::KillerPair)
    );
    wait_for_work(&mut harness);
    harness.get_by_label_contains(&nonet::i18n::tr("technique-desc-killer-pair"));
    harness.get_by_label("Variant: Killer");
    harness.get_by_label("Example");

    click_and_wait(&mut harness, "Practise");
    if let Some(message) = harness.state().message() {
        panic!("practice did not start: {}", message.text);
    }
    let (technique, done, state_now) = harness.state().practice().expect("practising");
    assert_eq!(
        (technique, done, state_now),
        (Technique::KillerPair, 0, &PracticeState::Looking)
    );
    assert_eq!(harness.state().practice_kind(), Some(Kind::Killer));
    harness.get_by_label("Practice: Killer pair (Killer)");
    harness.get_by_label_contains("Find the Killer pair");
    // A killer game, whose next step from the notes the position gives is a killer pair.
    let position = game(&harness);
    assert_eq!(position.kind(), Kind::Killer);
    assert!(
        !position
            .variant()
            .expect("a variant game")
            .cages()
            .is_empty()
    );
    let step = next_step(&harness);
    assert_eq!(step.technique, Technique::KillerPair);

    // Striking the answer from a cell's notes is called wrong, and Undo takes it back.
    let open = (0..81)
        .find(|&c| position.digit(c) == 0 && position.notes(c).iter().count() >= 2)
        .expect("a practice position has an open cell with two candidates");
    let answer_there = position.solution().get(open);
    harness.state_mut().send(Command::Select(open));
    harness.run();
    press_with(&mut harness, Modifiers::SHIFT, digit_key(answer_there));
    assert!(matches!(state(&harness), PracticeState::Wrong(_)));
    harness.get_by_label_contains("which is the answer there");
    press_with(&mut harness, Modifiers::COMMAND, Key::Z);
    assert_eq!(state(&harness), PracticeState::Looking);

    // Making the step's moves finishes the position: its eliminations struck from the
    // notes, then any digits it places.
    for elimination in &step.eliminations {
        harness
            .state_mut()
            .send(Command::Select(elimination.cell()));
        harness.run();
        press_with(&mut harness, Modifiers::SHIFT, digit_key(elimination.digit));
        assert_ne!(state(&harness), PracticeState::Looking);
        assert!(!matches!(state(&harness), PracticeState::Wrong(_)));
    }
    for placement in &step.placements {
        harness.state_mut().send(Command::Select(placement.cell()));
        harness.run();
        press(&mut harness, digit_key(placement.digit));
    }
    assert_eq!(state(&harness), PracticeState::Done);
    assert_eq!(harness.state().practice().unwrap().1, 1);
    harness.get_by_label_contains("Right!");

    // The next position is another killer pair in another killer puzzle; practice stays
    // out of the statistics.
    click_and_wait(&mut harness, "Next position");
    assert_eq!(state(&harness), PracticeState::Looking);
    assert_eq!(game(&harness).kind(), Kind::Killer);
    assert_ne!(game(&harness).variant(), position.variant());
    assert_eq!(next_step(&harness).technique, Technique::KillerPair);
    assert!(harness.state().statistics().games.is_empty());
    // The techniques window opens on the kind of the game on the board.
    press_with(&mut harness, Modifiers::COMMAND, Key::T);
    wait_for_work(&mut harness);
    harness.get_by_label("Variant: Killer");
    press_with(&mut harness, Modifiers::COMMAND, Key::T);
    click(&mut harness, "Stop practice");
    assert!(harness.state().practice().is_none());
}

#[test]
fn the_selector_lists_each_variants_techniques_and_classic_comes_back() {
    let mut harness = practice_harness();
    press_with(&mut harness, Modifiers::COMMAND, Key::T);
    wait_for_work(&mut harness);
    click_and_wait(&mut harness, "Sudoku X");
    // X-Wing is practised in Sudoku X too, and its page says so.
    click_and_wait(&mut harness, Technique::XWing.name());
    wait_for_work(&mut harness);
    assert_eq!(harness.state().technique_shown(), Some(Technique::XWing));
    harness.get_by_label("Variant: Sudoku X");
    harness.get_by_label("Example");
    // No cage technique under Sudoku X.
    assert!(
        harness
            .query_by_label(Technique::CageCombinations.name())
            .is_none()
    );
    click_and_wait(&mut harness, "Sudoku");
    assert!(harness.query_by_label("Variant: Sudoku X").is_none());
    assert_eq!(
        harness.state().technique_shown(),
        Some(Technique::FullHouse)
    );
}
