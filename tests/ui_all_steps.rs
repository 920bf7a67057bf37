//! Learn › All steps in the real user interface, driven by egui_kittest: every step at the
//! player's position, grouped by technique from the easiest, filtered, chosen and applied.

#![cfg(not(windows))]

#[path = "common/ui.rs"]
mod ui_support;

use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable;
use nonet::app::Command;
use nonet::app::command::{AllStepsCommand, StepFilter};
use nonet::logic::{LogicState, next_step};
use ui_support::*;

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
