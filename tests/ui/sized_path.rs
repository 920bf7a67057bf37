//! The solve path of a game of another size through the real user interface: Ctrl+L lists
//! the steps the game's own solver gives, a row shows the board before its step, Apply
//! makes the steps moves (undone one by one), and the window follows the board back to the
//! 9x9 game.

use crate::sized::{place, sized, start};
use crate::ui_support::*;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nonet::app::solve_path::effect_on;
use nonet::app::{Command, DataDir, NonetApp};
use nonet::generator::sized::SizedKind;
use nonet::logic::{Level, Outcome, Step};

/// The solve path's row of step `index` ("3. Hidden single · 1.5 — r2c4 = 5") on a grid
/// `width` cells across.
fn row_label(index: usize, step: &Step, width: usize) -> String {
    format!(
        "{}. {} · {:.1} — {}",
        index + 1,
        step.technique.name(),
        step.score,
        effect_on(step, width)
    )
}

/// Clicks the row reading `label`, its effect on the same line or the next.
fn click_row(harness: &mut Harness<'_, NonetApp>, label: &str) {
    let wanted = label.to_owned();
    let row = harness
        .query_all_by(move |node| {
            node.label()
                .is_some_and(|l| l.replace("\n— ", " — ") == wanted)
        })
        .next()
        .unwrap_or_else(|| panic!("no row reads {label:?}"));
    row.click();
    harness.run();
}

#[test]
fn the_solve_path_of_a_6x6_shows_a_step_applies_the_steps_and_follows_the_board() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut harness = harness_with(NonetApp::with_game(fixed_game(), DataDir::at(dir.path())));
    let kind = SizedKind {
        size: 6,
        jigsaw: false,
    };
    start(&mut harness, kind, Level::Medium);
    // The path is worked out on a thread, a spinner in the meantime.
    harness.key_press_modifiers(Modifiers::COMMAND, Key::L);
    wait_for_work(&mut harness);
    let game = sized(&harness);
    let expected = game.solve_path(false).expect("a new game has no mistake");
    let (path, selected) = harness.state().solve_path().expect("the window is open");
    let path = path.expect("the path is worked out").clone();
    assert_eq!(selected, None);
    assert_eq!(path.steps, expected.steps);
    assert_eq!(path.outcome, Outcome::Solved);
    harness.get_by_label_contains(&format!("Solved by logic in {} steps", path.steps.len()));

    // A step after the first placement: the board shows the digit placed before it, which
    // the player's board does not have yet.
    let placing = (path.steps.iter())
        .position(|step| !step.placements.is_empty())
        .expect("a 6x6 path places digits");
    let index = placing + 1;
    let placed = path.steps[placing].placements[0];
    assert_eq!(game.digit(placed.cell()), 0);
    click_row(&mut harness, &row_label(index, &path.steps[index], 6));
    assert_eq!(harness.state().solve_path().expect("open").1, Some(index));
    harness.get_by_label_contains(&format!(
        "{}, {}",
        place(&game, placed.cell()),
        placed.digit
    ));
    harness.get_by_label_contains(&format!("position before step {} of", index + 1));
    // Typing waits while a step is shown.
    press(&mut harness, digit_key(placed.digit));
    assert_eq!(
        sized(&harness).digits(),
        game.digits(),
        "the game is untouched"
    );

    // Apply makes steps 1 to index + 1 moves, each its own for Undo.
    click(&mut harness, &format!("Apply steps 1–{}", index + 1));
    wait_for_work(&mut harness);
    let after = sized(&harness);
    for step in &path.steps[..=index] {
        for placement in &step.placements {
            assert_eq!(after.digit(placement.cell()), placement.digit, "{step:?}");
        }
    }
    harness.get_by_label_contains(&format!("Applied {} steps of the solve path", index + 1));
    let (rest, _) = harness.state().solve_path().expect("still open");
    let rest = rest.expect("worked out again from the new position");
    assert_eq!(rest.steps, path.steps[index + 1..].to_vec());
    let before_undo = sized(&harness);
    // The path is worked out again after the undo, a spinner in the meantime.
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    wait_for_work(&mut harness);
    let undone = sized(&harness);
    assert!(undone.can_redo());
    assert_ne!(
        (0..36).map(|c| undone.cell(c)).collect::<Vec<_>>(),
        (0..36).map(|c| before_undo.cell(c)).collect::<Vec<_>>(),
        "undo takes the last step back"
    );

    // Back to the 9x9 game, leaving this one once asked: the path is that game's.
    send(&mut harness, Command::CloseSizedGame);
    click(&mut harness, "Leave it");
    assert!(harness.state().sized_game().is_none());
    wait_for_work(&mut harness);
    let (nine, _) = harness.state().solve_path().expect("still open");
    let nine = nine.expect("worked out for the 9x9 game");
    assert!(nine.sized_before.is_empty());
    assert_eq!(nine.before.len(), nine.steps.len());
    assert!(!nine.steps.is_empty());

    press(&mut harness, Key::Escape);
    assert!(harness.state().solve_path().is_none());
}
