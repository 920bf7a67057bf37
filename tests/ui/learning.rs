//! Learning in the app, driven through egui_kittest: the solve path (its steps, the board
//! before a step, back and forward keys, applying up to a step, a wrong entry that blocks
//! it) and the techniques window with practice (an example, positions where the technique
//! comes next, moves checked, the next position).

use crate::ui_support;

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nonet::app::practice::PracticeState;
use nonet::app::solve_path::{PathOrigin, effect};
use nonet::app::{Command, NonetApp};
use nonet::grid::{Grid, cell_name};
use nonet::logic::{self, LogicState, Outcome, Step, Technique};
use ui_support::*;

/// A harness on the fixed game that lets windows settle (they fade in and out over a few
/// frames).
fn learning_harness() -> Harness<'static, NonetApp> {
    let app = NonetApp::with_game(fixed_game(), nonet::app::DataDir::none());
    let mut harness = Harness::builder()
        .with_size([1060.0, 760.0])
        .with_max_steps(60)
        .build_ui_state(|ui, app: &mut NonetApp| app.ui(ui), app);
    harness.run();
    harness
}

/// Clicks a button that starts background work, and waits for the work.
fn click_and_wait(harness: &mut Harness<'_, NonetApp>, label: &str) {
    harness.get_by_label(label).click();
    wait_for_work(harness);
}

/// The label of a step's row in the solve path window.
fn row_label(index: usize, step: &Step) -> String {
    format!(
        "{}. {} · {:.1} — {}",
        index + 1,
        step.technique.name(),
        step.score,
        effect(step)
    )
}

/// Clicks the solve path's row reading `label`, on one line or with its effect on a line of
/// its own.
fn click_row(harness: &mut Harness<'_, NonetApp>, label: &str) {
    path_row(harness, label).scroll_to_me();
    let _ = harness.try_run();
    path_row(harness, label).click();
    let _ = harness.try_run();
}

/// The solve path's row reading `label`, its effect on the same line or the next.
fn path_row<'h>(harness: &'h Harness<'_, NonetApp>, label: &str) -> egui_kittest::Node<'h> {
    let wanted = label.to_owned();
    harness
        .query_all_by(move |node| {
            node.label()
                .is_some_and(|l| l.replace("\n— ", " — ") == wanted)
        })
        .next()
        .unwrap_or_else(|| panic!("no row reads {label:?}"))
}

#[test]
fn the_solve_path_lists_the_steps_and_shows_the_board_before_one() {
    let mut harness = learning_harness();
    press_with(&mut harness, Modifiers::COMMAND, Key::L);
    wait_for_work(&mut harness);
    let expected = logic::solve_path(&EASY.parse::<Grid>().unwrap());
    let (path, selected) = harness.state().solve_path().expect("the window is open");
    let path = path.expect("the path is worked out").clone();
    assert_eq!(selected, None);
    let classic: Vec<logic::Step> = path.steps.to_vec();
    assert_eq!(classic, expected.steps);
    assert_eq!(path.outcome, Outcome::Solved);
    harness.get_by_label_contains(&format!("Solved by logic in {} steps", path.steps.len()));

    // Choosing step 6 shows the board as it was just before it.
    harness.get_by_label(&row_label(5, &path.steps[5])).click();
    harness.run();
    assert_eq!(harness.state().solve_path().unwrap().1, Some(5));
    let before = &path.before[5];
    let placed_earlier = classic[..5]
        .iter()
        .flat_map(|s| s.placements.iter())
        .next()
        .expect("the first steps of a singles puzzle place digits");
    assert_eq!(before.grid.get(placed_earlier.cell()), placed_earlier.digit);
    harness.get_by_label(&format!(
        "{}, {}",
        nonet::app::cell_place(placed_earlier.cell()),
        placed_earlier.digit
    ));
    harness.get_by_label_contains("position before step 6 of");

    // Page Down and Page Up walk the steps; typing waits while a step is shown.
    press(&mut harness, Key::PageDown);
    press(&mut harness, Key::PageDown);
    press(&mut harness, Key::PageUp);
    assert_eq!(harness.state().solve_path().unwrap().1, Some(6));
    press(&mut harness, Key::Num5);
    assert_eq!(
        game(&harness).entries(),
        &Grid::empty(),
        "the game is untouched"
    );
    let message = harness.state().message().expect("typing says why it waits");
    assert!(
        message
            .text
            .starts_with("The board shows a step of the solve path")
    );

    // Apply steps 1-7: the game takes the first seven steps, each undoable.
    click_and_wait(&mut harness, "Apply steps 1–7");
    let mut replay = LogicState::from_grid(game(&harness).givens());
    for step in &classic[..7] {
        replay.apply(step);
    }
    assert_eq!(game(&harness).grid(), replay.grid);
    assert!(game(&harness).entries().filled_count() > 0);
    harness.get_by_label_contains("Applied 7 steps of the solve path");
    // The path is worked out again from the new position: the remaining steps.
    let (path_after, _) = harness.state().solve_path().unwrap();
    assert_eq!(path_after.unwrap().steps.len(), path.steps.len() - 7);
    press_with(&mut harness, Modifiers::COMMAND, Key::Z);
    let after_undo = game(&harness).grid().filled_count();
    assert_eq!(
        after_undo,
        replay.grid.filled_count() - classic[6].placements.len()
    );

    // Esc closes the window.
    press(&mut harness, Key::Escape);
    assert!(harness.state().solve_path().is_none());
}

/// A puzzle whose logical path removes candidates early and needs a forcing chain.
const HARD: &str =
    "6..5.......58.4....4..13...31.....9...4.8.1...87...23.....97.15...1.89.3......78.";

#[test]
fn applying_the_solve_path_leaves_its_position_and_the_next_hint_is_its_next_step() {
    let hard = nonet::game::Game::new(HARD.parse().unwrap()).unwrap();
    let app = NonetApp::with_game(hard, nonet::app::DataDir::none());
    let mut harness = Harness::builder()
        .with_size([1060.0, 760.0])
        .with_max_steps(60)
        .build_ui_state(|ui, app: &mut NonetApp| app.ui(ui), app);
    harness.run();
    // Ctrl+L starts work in the background, so step rather than wait for the UI to settle.
    harness.key_press_modifiers(Modifiers::COMMAND, Key::L);
    harness.step();
    wait_for_work(&mut harness);
    let path = harness.state().solve_path().unwrap().0.unwrap().clone();
    // Up to the second step that removes candidates, on a board without notes.
    let removing: Vec<usize> = (0..path.steps.len())
        .filter(|&i| !path.steps[i].eliminations.is_empty())
        .collect();
    let index = removing[1];
    assert!(index + 1 < path.steps.len());
    click_row(&mut harness, &row_label(index, &path.steps[index]));
    click_and_wait(&mut harness, &format!("Apply steps 1–{}", index + 1));

    // The board holds the path's position: its digits, and full candidates less what the
    // steps removed.
    let played = game(&harness);
    let after = &path.before[index + 1];
    assert_eq!(played.grid(), after.grid);
    for cell in (0..81).filter(|&c| played.digit(c) == 0) {
        assert_eq!(
            played.notes(cell),
            after.candidates.get(cell),
            "{}",
            cell_name(cell)
        );
    }
    // The next hint is the path's next step, not one already applied.
    let next = path.steps[index + 1].clone();
    assert_eq!(played.hint(), nonet::game::Hint::Step(next));
}

#[test]
fn a_wrong_entry_blocks_the_path_from_the_position_but_not_from_the_start() {
    let mut harness = learning_harness();
    let wrong = (1..=9).find(|&d| d != answer(&harness, 0) && allowed(0).contains(&d));
    let wrong = wrong.expect("r1c1 allows a wrong digit");
    harness.state_mut().send(Command::Select(0));
    harness.run();
    press(&mut harness, digit_key(wrong));
    press_with(&mut harness, Modifiers::COMMAND, Key::L);
    wait_for_work(&mut harness);
    let (path, _) = harness.state().solve_path().unwrap();
    assert!(path.is_none(), "no path from a position with a wrong digit");
    harness.get_by_label_contains(&format!("The {wrong} in r1c1 is a mistake"));
    click_and_wait(&mut harness, "From the start");
    let (path, _) = harness.state().solve_path().unwrap();
    let path = path.expect("the path from the start is always there");
    assert_eq!(path.origin, PathOrigin::Start);
    assert!(!path.steps.is_empty());
}

#[test]
fn practice_gives_positions_where_the_technique_is_next_and_checks_each_move() {
    let mut harness = learning_harness();
    press_with(&mut harness, Modifiers::COMMAND, Key::T);
    wait_for_work(&mut harness);
    click_and_wait(&mut harness, Technique::XWing.name());
    assert_eq!(harness.state().technique_shown(), Some(Technique::XWing));
    wait_for_work(&mut harness);
    harness.get_by_label("Example");
    harness.get_by_label_contains(&nonet::i18n::tr("technique-desc-x-wing"));

    click_and_wait(&mut harness, "Practise");
    if let Some(message) = harness.state().message() {
        panic!("practice did not start: {}", message.text);
    }
    let (technique, done, state) = harness.state().practice().expect("practising");
    assert_eq!(
        (technique, done, state),
        (Technique::XWing, 0, &PracticeState::Looking)
    );
    harness.get_by_label_contains("Find the X-Wing");
    // The position's next step is an X-Wing, from the notes the position gives.
    let position = game(&harness);
    let hint = position.hint();
    let nonet::game::Hint::Step(step) = hint else {
        panic!("a practice position has a next step, got {hint:?}");
    };
    assert_eq!(step.technique, Technique::XWing);

    // Striking the answer from a cell's notes is called wrong, and Undo takes it back.
    let open = (0..81)
        .find(|&c| position.digit(c) == 0 && position.notes(c).iter().count() >= 2)
        .expect("a practice position has an open cell with two candidates");
    let answer_there = position.solution().get(open);
    harness.state_mut().send(Command::Select(open));
    harness.run();
    press_with(&mut harness, Modifiers::SHIFT, digit_key(answer_there));
    assert!(matches!(
        harness.state().practice().unwrap().2,
        PracticeState::Wrong(_)
    ));
    harness.get_by_label_contains("which is the answer there");
    press_with(&mut harness, Modifiers::COMMAND, Key::Z);
    assert_eq!(
        harness.state().practice().unwrap().2,
        &PracticeState::Looking
    );

    // Striking each candidate the X-Wing rules out finishes the position; each strike
    // before the last is told right so far.
    for (index, elimination) in step.eliminations.iter().enumerate() {
        let expected = if index == 0 {
            PracticeState::Looking
        } else {
            PracticeState::Partly
        };
        assert_eq!(harness.state().practice().unwrap().2, &expected);
        if index > 0 {
            harness.get_by_label("Right so far. Carry on with the rest of the X-Wing.");
        }
        harness
            .state_mut()
            .send(Command::Select(elimination.cell()));
        harness.run();
        press_with(&mut harness, Modifiers::SHIFT, digit_key(elimination.digit));
    }
    assert_eq!(harness.state().practice().unwrap().1, 1);
    assert_eq!(harness.state().practice().unwrap().2, &PracticeState::Done);
    harness.get_by_label_contains("Right!");

    // The next position is another X-Wing.
    click_and_wait(&mut harness, "Next position");
    assert_eq!(
        harness.state().practice().unwrap().2,
        &PracticeState::Looking
    );
    assert_ne!(game(&harness).givens(), position.givens());
    let nonet::game::Hint::Step(next) = game(&harness).hint() else {
        panic!("the next practice position has a next step");
    };
    assert_eq!(next.technique, Technique::XWing);
    click(&mut harness, "Stop practice");
    assert!(harness.state().practice().is_none());
}

#[test]
fn the_technique_examples_draw_cells_large_enough_to_read_candidates() {
    let mut harness = learning_harness();
    press_with(&mut harness, Modifiers::COMMAND, Key::T);
    wait_for_work(&mut harness);
    harness.get_by_label("Example");
    // The main board's r1c1 and the example's: the example's is the smaller.
    let widths: Vec<f32> = harness
        .query_all_by(|node| {
            node.label()
                .is_some_and(|l| l.starts_with("row 1, column 1,"))
        })
        .map(|node| node.rect().width())
        .collect();
    assert_eq!(widths.len(), 2, "the board and the example");
    let smallest = widths.into_iter().fold(f32::MAX, f32::min);
    assert!(
        smallest >= 39.0,
        "the example's cells are {smallest} points, too small for candidates"
    );
}

#[test]
fn a_practice_position_stays_out_of_the_statistics_after_practice_stops() {
    let mut harness = learning_harness();
    send(
        &mut harness,
        Command::Techniques(nonet::app::command::TechniquesCommand::Practise(
            nonet::variant::Kind::Classic,
            Technique::XWing,
        )),
    );
    wait_for_work(&mut harness);
    assert!(harness.state().practice().is_some(), "practising");
    send(&mut harness, Command::Hint);
    assert!(game(&harness).assistance().hints > 0, "the hint was given");
    // A move as well, so that the position holds progress and leaving it would count.
    let position = game(&harness);
    let open = (0..81)
        .find(|&c| position.digit(c) == 0)
        .expect("a practice position has an open cell");
    harness.state_mut().send(Command::Select(open));
    harness.run();
    press(&mut harness, digit_key(position.solution().get(open)));
    assert!(game(&harness).has_progress());
    click(&mut harness, "Stop practice");
    assert!(harness.state().practice().is_none());
    // Its autosave reopens as practice too, so a restart does not count it either.
    let reopened = nonet::game::Game::from_save_text(&game(&harness).to_save_text())
        .expect("a save reads back");
    assert!(reopened.is_practice());

    // Leaving the position for a new game records nothing: no game, no hint.
    send(&mut harness, Command::NewGame(logic::Level::Easy));
    if harness.state().is_asking() {
        assert!(
            harness
                .query_by_label_contains("counted as not finished")
                .is_none(),
            "the question does not say the position would count"
        );
        harness
            .get_all_by_label("New game")
            .last()
            .expect("the dialog's button")
            .click();
        harness.run();
    }
    wait_for_generation(&mut harness);
    assert!(!game(&harness).is_practice());
    assert!(harness.state().statistics().games.is_empty());
}

#[test]
fn a_previewed_step_is_not_drowned_by_the_same_digit_highlighting() {
    let mut harness = learning_harness();
    let given = (0..81)
        .find(|&cell| game(&harness).is_given(cell))
        .expect("the puzzle has givens");
    send(&mut harness, Command::Select(given));
    let digit = game(&harness).digit(given);
    assert_eq!(harness.state().same_digit_shown(), Some(digit));

    press_with(&mut harness, Modifiers::COMMAND, Key::L);
    wait_for_work(&mut harness);
    let path = harness.state().solve_path().unwrap().0.unwrap().clone();
    // The list alone changes nothing on the board; a step shown there does.
    assert_eq!(harness.state().same_digit_shown(), Some(digit));
    harness.get_by_label(&row_label(0, &path.steps[0])).click();
    harness.run();
    assert_eq!(harness.state().solve_path().unwrap().1, Some(0));
    assert_eq!(harness.state().selected(), given);
    assert_eq!(harness.state().same_digit_shown(), None);
}
