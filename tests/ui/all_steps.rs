//! Learn › All steps in the real user interface, driven by egui_kittest: every step at the
//! player's position, grouped by technique from the easiest, filtered, chosen and applied,
//! on the 9x9 game, a game of another size and a constraint puzzle.

use crate::ui_support;

use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable;
use nonet::app::Command;
use nonet::app::command::{AllStepsCommand, StepFilter};
use nonet::game::SizedGame;
use nonet::generator::sized::SizedKind;
use nonet::logic::{Finding, Level, LogicState, Step, next_step};
use nonet::rules::constraint_generate::ConstraintVariant;
use ui_support::*;

/// The 9x9 game behind.
fn game_nine(harness: &egui_kittest::Harness<'_, nonet::app::NonetApp>) -> nonet::game::Game {
    game(harness)
}

#[test]
fn shift_h_lists_every_step_from_the_easiest_and_escape_closes_it() {
    let mut harness = harness();
    assert!(harness.state().all_steps().is_none());
    press_with(&mut harness, Modifiers::SHIFT, Key::H);
    harness.get_by_label("All steps");
    let grid = game(&harness).grid();
    let expected = next_step(&LogicState::from_grid(&grid));
    let (total, shown, chosen) = harness.state().all_steps().expect("the window is open");
    assert!(total > 1, "{total} steps");
    assert_eq!(shown.len(), total, "no filter yet");
    assert!(chosen.is_none());
    let first = shown[0];
    match expected {
        nonet::logic::Finding::Step(step) => assert_eq!(first.technique, step.technique),
        other => panic!("the puzzle has a next step: {other:?}"),
    }
    // Every listed step is true: it places the answer's digits and never removes one.
    let answer = *game(&harness).solution();
    for step in &shown {
        for placement in &step.placements {
            assert_eq!(answer.get(placement.cell()), placement.digit, "{step:?}");
        }
        for removed in &step.eliminations {
            assert_ne!(answer.get(removed.cell()), removed.digit, "{step:?}");
        }
    }
    press(&mut harness, Key::Escape);
    assert!(harness.state().all_steps().is_none());
}

#[test]
fn filters_choose_and_apply() {
    let mut harness = harness();
    send(
        &mut harness,
        Command::AllSteps(AllStepsCommand::ToggleWindow),
    );
    let (total, ..) = harness.state().all_steps().expect("open");
    // By digit: only steps that place or remove a 5.
    let five = StepFilter {
        digit: Some(5),
        ..StepFilter::default()
    };
    send(
        &mut harness,
        Command::AllSteps(AllStepsCommand::Filter(five)),
    );
    let (_, shown, _) = harness.state().all_steps().expect("open");
    assert!(
        !shown.is_empty() && shown.len() < total,
        "{} of {total}",
        shown.len()
    );
    for step in &shown {
        assert!(
            step.placements
                .iter()
                .chain(&step.eliminations)
                .any(|c| c.digit == 5),
            "{step:?}"
        );
    }
    // By the selected cell: every step shown touches it.
    let cursor = harness.state().selected();
    let here = StepFilter {
        selected_cell: true,
        ..StepFilter::default()
    };
    send(
        &mut harness,
        Command::AllSteps(AllStepsCommand::Filter(here)),
    );
    let (_, shown, _) = harness.state().all_steps().expect("open");
    for step in &shown {
        let touches = step
            .placements
            .iter()
            .chain(&step.eliminations)
            .any(|c| c.cell() == cursor)
            || step.cells.iter().any(|&c| usize::from(c) == cursor);
        assert!(touches, "{step:?}");
    }
    // Choose the first step with every technique, and apply it: the game takes it and the
    // list is worked out again at the new position.
    send(
        &mut harness,
        Command::AllSteps(AllStepsCommand::Filter(StepFilter::default())),
    );
    send(
        &mut harness,
        Command::AllSteps(AllStepsCommand::Choose(Some(0))),
    );
    let (_, _, chosen) = harness.state().all_steps().expect("open");
    let step = chosen.expect("a chosen step").clone();
    assert!(
        !step.placements.is_empty(),
        "the easiest step places a digit"
    );
    click(&mut harness, "Apply");
    let placed = &step.placements[0];
    assert_eq!(game(&harness).digit(placed.cell()), placed.digit);
    let (after, _, chosen) = harness.state().all_steps().expect("still open");
    assert!(chosen.is_none(), "a new position has no choice yet");
    assert!(after > 0);
}

/// Every step listed is true of `solution`: it places the answer's digits, removes none.
fn assert_true_of(solution: &[u8], steps: &[&Step]) {
    for step in steps {
        for placement in &step.placements {
            assert_eq!(solution[placement.cell()], placement.digit, "{step:?}");
        }
        for removed in &step.eliminations {
            assert_ne!(solution[removed.cell()], removed.digit, "{step:?}");
        }
    }
}

/// The game of another size on the board.
fn sized(harness: &egui_kittest::Harness<'_, nonet::app::NonetApp>) -> SizedGame {
    harness
        .state()
        .sized_game()
        .expect("a game of another size")
        .clone()
}

/// Chooses the first step All steps lists on the game of another size on the board
/// (preferring one that places a digit), applies it with the window's button and checks
/// the board took it (the digit placed, or the candidates removed from the cells' notes)
/// and the list was worked out again; returns how many steps were listed first.
fn choose_and_apply_a_step(harness: &mut egui_kittest::Harness<'_, nonet::app::NonetApp>) -> usize {
    let (total, shown, _) = harness.state().all_steps().expect("open");
    let index = shown
        .iter()
        .position(|step| !step.placements.is_empty())
        .unwrap_or(0);
    let step = shown[index].clone();
    send(
        harness,
        Command::AllSteps(AllStepsCommand::Choose(Some(index))),
    );
    let (_, _, chosen) = harness.state().all_steps().expect("open");
    assert_eq!(chosen, Some(&step));
    click(harness, "Apply");
    let game = sized(harness);
    for placed in &step.placements {
        assert_eq!(game.digit(placed.cell()), placed.digit, "{step:?}");
    }
    for removed in &step.eliminations {
        let cell = removed.cell();
        let notes = game.notes(cell);
        assert!(
            game.digit(cell) != 0 || (notes != 0 && notes >> (removed.digit - 1) & 1 == 0),
            "{step:?}: r{}c{} keeps {}",
            cell / game.size() + 1,
            cell % game.size() + 1,
            removed.digit
        );
    }
    let (_, shown, chosen) = harness.state().all_steps().expect("still open");
    assert!(chosen.is_none(), "a new position has no choice yet");
    assert!(
        !shown.contains(&&step),
        "the list is of the new position: {step:?} was applied"
    );
    total
}

#[test]
fn a_game_of_another_size_lists_its_own_steps_filters_by_its_digits_and_applies_one() {
    let mut harness = harness();
    // Opened over the 9x9 game, the window follows the 6x6 game that comes in front of it.
    press_with(&mut harness, Modifiers::SHIFT, Key::H);
    assert!(harness.state().all_steps().is_some());
    send(
        &mut harness,
        Command::NewSizedGame(
            SizedKind {
                size: 6,
                jigsaw: false,
            },
            Level::Hard,
        ),
    );
    wait_for_generation(&mut harness);
    let game = sized(&harness);
    assert_eq!(game.size(), 6);
    let (total, shown, _) = harness.state().all_steps().expect("still open");
    assert!(total > 1, "{total} steps");
    assert!(
        shown
            .iter()
            .all(|s| s.placements.iter().all(|p| p.cell() < 36))
    );
    assert_true_of(game.solution(), &shown);
    // The first step is the one Hint would show.
    match game.clone().hint() {
        Finding::Step(next) => assert_eq!(shown[0].technique, next.technique),
        other => panic!("a Hard 6x6 has a next step: {other:?}"),
    }
    // The digit filter offers the grid's digits, 1 to 6 (the panel's Digit mode beside it
    // is a button).
    let digit_filter = |node: &egui_kittest::kittest::AccessKitNode<'_>| {
        node.role() == egui::accesskit::Role::ComboBox && node.label().as_deref() == Some("Digit")
    };
    harness.get_by(digit_filter).click();
    harness.run();
    // The pad's 6 and the list's.
    assert_eq!(harness.query_all_by_label("6").count(), 2);
    assert!(harness.query_by_label("7").is_none(), "a 6x6 has no 7");
    harness.get_by(digit_filter).click();
    harness.run();
    let six = StepFilter {
        digit: Some(6),
        ..StepFilter::default()
    };
    send(
        &mut harness,
        Command::AllSteps(AllStepsCommand::Filter(six)),
    );
    let (_, shown, _) = harness.state().all_steps().expect("open");
    assert!(!shown.is_empty());
    for step in &shown {
        let facts = step.placements.iter().chain(&step.eliminations);
        assert!(facts.clone().any(|c| c.digit == 6), "{step:?}");
    }
    send(
        &mut harness,
        Command::AllSteps(AllStepsCommand::Filter(StepFilter::default())),
    );
    choose_and_apply_a_step(&mut harness);

    // A wrong digit stands in the way: the window says so instead of listing steps.
    let game = sized(&harness);
    let open = (0..36).find(|&c| game.digit(c) == 0).expect("an open cell");
    let wrong = (1..=6)
        .find(|&d| d != game.solution()[open])
        .expect("a wrong digit");
    send(&mut harness, Command::Select(open));
    send(&mut harness, Command::Digit(wrong));
    let (total, ..) = harness.state().all_steps().expect("open");
    assert_eq!(total, 0, "no steps past a mistake");
    let said = nonet::words::mistake_on(
        nonet::lang::Language::En,
        6,
        u8::try_from(open).unwrap(),
        wrong,
        nonet::logic::MistakeKind::NotTheSolution,
    );
    assert!(
        harness.query_by_label(&said).is_some(),
        "the window says: {said}"
    );

    // Back to the 9x9 game, the window lists its steps again.
    send(&mut harness, Command::Undo);
    send(&mut harness, Command::CloseSizedGame);
    harness.run();
    if harness.state().sized_game().is_some() {
        send(&mut harness, Command::ConfirmYes);
    }
    let grid = game_nine(&harness).grid();
    let (_, shown, _) = harness.state().all_steps().expect("open");
    let answer = *game_nine(&harness).solution();
    assert!(!shown.is_empty());
    for step in &shown {
        for placement in &step.placements {
            assert_eq!(grid.get(placement.cell()), 0);
            assert_eq!(answer.get(placement.cell()), placement.digit, "{step:?}");
        }
    }
}

#[test]
fn a_constraint_puzzle_lists_steps_true_of_its_answer_and_applies_one() {
    let mut harness = harness();
    send(
        &mut harness,
        Command::NewConstraintGame(ConstraintVariant::Thermo, Level::Medium),
    );
    wait_for_generation(&mut harness);
    let game = sized(&harness);
    assert!(game.has_rules(), "a thermometer puzzle");
    // From the menu bar: Learn, then All steps, enabled beside a game of another size.
    harness
        .get_by_role_and_label(egui::accesskit::Role::Button, "Learn")
        .click();
    harness.run();
    harness.get_by_label_contains("All steps").hover();
    harness.run();
    harness.get_by_label_contains("All steps").click();
    harness.run();
    let (total, shown, _) = harness.state().all_steps().expect("opened from the menu");
    assert!(total > 0);
    assert_true_of(game.solution(), &shown);
    let before = choose_and_apply_a_step(&mut harness);
    let (after, shown, _) = harness.state().all_steps().expect("open");
    assert_true_of(sized(&harness).solution(), &shown);
    assert!(before > 0 && after > 0);
}
