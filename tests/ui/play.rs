//! Drives the real Nonet user interface through egui_kittest, finding widgets by their
//! accessibility labels: playing on the board, the clock, hints, new games, and snapshots of
//! the main screen. Files, collections and the clipboard are in `files.rs`.
//!
//! Every test starts from the same fixed puzzle and uses no data folder, so nothing
//! reads or writes the player's real settings or autosave.

use crate::ui_support;

use egui::{Key, Modifiers, ViewportId};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nonet::app::cell_place;
use nonet::app::{Command, DataDir, MessageKind, NonetApp};
use nonet::game::Status;
use nonet::grid::{CELLS, Grid, cell_name};
use nonet::logic::Level;
use nonet::variant::Kind;
use nonet::words::Explained;
use std::time::Duration;
use ui_support::*;

#[test]
fn clicking_a_cell_and_typing_enters_a_digit() {
    let mut harness = harness();
    click(&mut harness, "row 1, column 1, empty");
    assert_eq!(harness.state().selected(), 0);
    let (a, b) = (allowed(0)[0], allowed(0)[1]);
    press(&mut harness, digit_key(a));
    harness.get_by_label(&format!("row 1, column 1, {a}"));
    // Delete, Backspace and 0 all erase.
    for key in [Key::Delete, Key::Backspace, Key::Num0] {
        press(&mut harness, digit_key(b));
        harness.get_by_label(&format!("row 1, column 1, {b}"));
        press(&mut harness, key);
        harness.get_by_label("row 1, column 1, empty");
    }
    // The number pad enters digits too.
    let c = allowed(1)[0];
    click(&mut harness, "row 1, column 2, empty");
    harness
        .get_by_label_contains(&format!("Digit {c}, "))
        .click();
    harness.run();
    harness.get_by_label(&format!("row 1, column 2, {c}"));
}

#[test]
fn arrow_keys_move_the_selection_and_wrap() {
    let mut harness = harness();
    click(&mut harness, "row 1, column 1, empty");
    press(&mut harness, Key::ArrowLeft);
    assert_eq!(harness.state().selected(), 8, "left of r1c1 wraps to r1c9");
    let d = allowed(8)[0];
    press(&mut harness, digit_key(d));
    harness.get_by_label(&format!("row 1, column 9, {d}"));
    press(&mut harness, Key::ArrowUp);
    assert_eq!(cell_name(harness.state().selected()), "r9c9");
    press(&mut harness, Key::ArrowRight);
    assert_eq!(cell_name(harness.state().selected()), "r9c1");
    press(&mut harness, Key::ArrowDown);
    assert_eq!(cell_name(harness.state().selected()), "r1c1");
}

#[test]
fn notes_mode_shift_digits_and_right_click_make_notes() {
    let mut harness = harness();
    click(&mut harness, "row 1, column 1, empty");
    click(&mut harness, "Notes");
    assert!(harness.state().notes_mode());
    press(&mut harness, Key::Num1);
    press(&mut harness, Key::Num5);
    harness.get_by_label("row 1, column 1, empty, notes 1 5");
    press(&mut harness, Key::Num1);
    harness.get_by_label("row 1, column 1, empty, notes 5");
    press(&mut harness, Key::N);
    assert!(!harness.state().notes_mode(), "N toggles notes mode");
    // Shift+digit adds a note without notes mode.
    press_with(&mut harness, Modifiers::SHIFT, Key::Num9);
    harness.get_by_label("row 1, column 1, empty, notes 5 9");
    // A right-click selects the cell and toggles notes mode.
    harness
        .get_by_label("row 1, column 2, empty")
        .click_secondary();
    harness.run();
    assert!(harness.state().notes_mode());
    assert_eq!(harness.state().selected(), 1);
    press(&mut harness, Key::Num4);
    harness.get_by_label("row 1, column 2, empty, notes 4");
}

#[test]
fn entering_a_digit_clears_it_from_peer_notes() {
    let mut harness = harness();
    let digit = answer(&harness, 1);
    click(&mut harness, "row 1, column 1, empty");
    press_with(&mut harness, Modifiers::SHIFT, digit_key(digit));
    click(&mut harness, "row 1, column 2, empty");
    press(&mut harness, digit_key(digit));
    harness.get_by_label("row 1, column 1, empty");
}

#[test]
fn undo_and_redo_by_keyboard_and_buttons() {
    let mut harness = harness();
    let (a, b) = (allowed(0)[0], allowed(0)[1]);
    let (la, lb) = (
        format!("row 1, column 1, {a}"),
        format!("row 1, column 1, {b}"),
    );
    click(&mut harness, "row 1, column 1, empty");
    press(&mut harness, digit_key(a));
    press(&mut harness, digit_key(b));
    harness.get_by_label(&lb);
    press_with(&mut harness, Modifiers::COMMAND, Key::Z);
    harness.get_by_label(&la);
    press_with(&mut harness, Modifiers::COMMAND, Key::Z);
    harness.get_by_label("row 1, column 1, empty");
    press_with(&mut harness, Modifiers::COMMAND, Key::Y);
    harness.get_by_label(&la);
    press_with(&mut harness, Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    harness.get_by_label(&lb);
    click(&mut harness, "Undo");
    harness.get_by_label(&la);
    click(&mut harness, "Redo");
    harness.get_by_label(&lb);
}

#[test]
fn rewind_to_last_correct_position_takes_back_to_just_before_the_first_wrong_entry() {
    let mut harness = harness();
    let open: Vec<usize> = (0..CELLS)
        .filter(|&c| game(&harness).digit(c) == 0)
        .collect();
    let (first, second, third) = (open[0], open[1], open[2]);
    let wrong = allowed(second)
        .into_iter()
        .find(|&d| d != answer(&harness, second))
        .expect("the second open cell allows a wrong digit");
    for (cell, digit) in [
        (first, answer(&harness, first)),
        (second, wrong),
        (third, answer(&harness, third)),
    ] {
        harness.state_mut().send(nonet::app::Command::Select(cell));
        harness.run();
        press(&mut harness, digit_key(digit));
    }
    assert_eq!(game(&harness).wrong_entries(), vec![second]);
    click(&mut harness, "Edit");
    click(&mut harness, "Rewind to last correct position");
    let rewound = game(&harness);
    assert!(rewound.wrong_entries().is_empty());
    assert_eq!(rewound.entries().filled_count(), 1);
    assert_eq!(rewound.digit(first), answer(&harness, first));
    harness.get_by_label_contains("Took back 2 moves");
    // Redo brings the moves back, the wrong one first.
    press_with(&mut harness, Modifiers::COMMAND, Key::Y);
    assert_eq!(game(&harness).wrong_entries(), vec![second]);
}

#[test]
fn givens_reject_edits() {
    let mut harness = harness();
    click(&mut harness, "row 1, column 3, 3, given");
    press(&mut harness, Key::Num5);
    press(&mut harness, Key::Delete);
    press_with(&mut harness, Modifiers::SHIFT, Key::Num1);
    harness.get_by_label("row 1, column 3, 3, given");
    assert_eq!(game(&harness).entries(), &Grid::empty());
    let message = harness.state().message().expect("the refusal is explained");
    assert!(message.text.contains("r1c3"), "{}", message.text);
}

#[test]
fn check_marks_a_wrong_entry_and_counts_it() {
    let mut harness = harness();
    let wrong = answer(&harness, 0) % 9 + 1;
    let right = answer(&harness, 1);
    click(&mut harness, "row 1, column 1, empty");
    press(&mut harness, digit_key(wrong));
    click(&mut harness, "row 1, column 2, empty");
    press(&mut harness, digit_key(right));
    // Mistakes are not shown until asked for.
    harness.get_by_label(&format!("row 1, column 1, {wrong}"));
    click(&mut harness, "Check");
    harness.get_by_label(&format!("row 1, column 1, {wrong}, wrong"));
    harness.get_by_label(&format!("row 1, column 2, {right}"));
    harness.get_by_label("1 entry is wrong (r1c1), marked in red.");
    // Fixing it clears the marks.
    click(&mut harness, &format!("row 1, column 1, {wrong}, wrong"));
    let right_first = answer(&harness, 0);
    press(&mut harness, digit_key(right_first));
    click(&mut harness, "Check");
    harness.get_by_label("No mistakes so far.");
}

#[test]
fn show_mistakes_option_marks_as_you_go() {
    let mut harness = harness();
    harness.state_mut().settings_mut().show_mistakes = true;
    let wrong = answer(&harness, 0) % 9 + 1;
    click(&mut harness, "row 1, column 1, empty");
    press(&mut harness, digit_key(wrong));
    harness.get_by_label(&format!("row 1, column 1, {wrong}, wrong"));
}

#[test]
fn hint_shows_a_step_then_applies_it() {
    let mut harness = harness();
    let nonet::game::Hint::Step(step) = game(&harness).hint() else {
        panic!("the fixed puzzle has a next step");
    };
    // Hints come in tiers: where to look, then the technique, then the explanation.
    click(&mut harness, "Hint");
    harness.get_by_label("Where to look");
    assert!(harness.query_by_label(step.technique.name()).is_none());
    let unit = step
        .units
        .first()
        .expect("the first step of the fixed puzzle has a unit");
    harness.get_by_label(&format!("There is a step to find in {unit}."));
    click(&mut harness, "More hint");
    harness.get_by_label(step.technique.name());
    click(&mut harness, "More hint");
    // The card drops a leading "Technique: " that would repeat the title.
    let explanation = step.explanation();
    let sentence = explanation
        .split_once(": ")
        .map_or(explanation.as_str(), |(_, rest)| rest);
    harness.get_by_label_contains(&sentence[1..]);
    assert_eq!(
        game(&harness).entries(),
        &Grid::empty(),
        "the first press only shows"
    );
    click(&mut harness, "Apply hint");
    for p in &step.placements {
        harness.get_by_label(&format!("{}, {}", cell_place(p.cell()), p.digit));
    }
    assert!(harness.query_by_label(step.technique.name()).is_none() || step.placements.is_empty());
    // The next press shows the next step, from its first tier.
    click(&mut harness, "Hint");
    harness.get_by_label("More hint");
}

#[test]
fn hint_points_at_a_wrong_entry_first() {
    let mut harness = harness();
    let wrong = answer(&harness, 0) % 9 + 1;
    click(&mut harness, "row 1, column 1, empty");
    press(&mut harness, digit_key(wrong));
    click(&mut harness, "row 5, column 5, empty");
    click(&mut harness, "Hint");
    harness.get_by_label("Fix this first");
    assert_eq!(harness.state().selected(), 0, "the wrong cell is selected");
    click(&mut harness, "Fix it");
    harness.get_by_label("row 1, column 1, empty");
}

#[test]
fn solving_shows_the_win_message_and_stops_the_clock() {
    let mut harness = harness();
    let solution = *game(&harness).solution();
    let open: Vec<usize> = (0..CELLS)
        .filter(|&c| !game(&harness).is_given(c))
        .collect();
    let (last, rest) = open.split_last().unwrap();
    for &cell in rest {
        harness.state_mut().act(nonet::game::Action::SetDigit {
            cell: cell as u8,
            digit: solution.get(cell),
        });
    }
    harness.run();
    let last_label = format!("{}, empty", cell_place(*last));
    click(&mut harness, &last_label);
    press(&mut harness, digit_key(solution.get(*last)));
    harness.get_by_label("Solved!");
    harness.get_by_label_contains("Well done! You solved this Easy puzzle in");
    assert_eq!(game(&harness).status(), Status::Solved);
    assert!(!game(&harness).clock().is_running());
    assert_eq!(
        harness.state().message().map(|m| m.kind),
        Some(MessageKind::Success)
    );
    // The best time is kept in the statistics.
    assert!(
        harness
            .state()
            .statistics()
            .best_time(Kind::Classic, Level::Easy)
            .is_some()
    );
    click(&mut harness, "Close");
    assert!(harness.query_by_label("Solved!").is_none());
}

#[test]
fn solve_asks_first_then_reveals_and_undo_returns() {
    let mut harness = harness();
    click(&mut harness, "Solve");
    harness.get_by_label("Show the solution?");
    click(&mut harness, "Cancel");
    assert_eq!(game(&harness).status(), Status::Playing);
    click(&mut harness, "Solve");
    click(&mut harness, "Show solution");
    assert_eq!(game(&harness).status(), Status::Revealed);
    assert_eq!(game(&harness).grid(), *game(&harness).solution());
    harness.get_by_label(&format!(
        "row 1, column 1, {}, from the solution",
        answer(&harness, 0)
    ));
    click(&mut harness, "Undo");
    harness.get_by_label("row 1, column 1, empty");
}

#[test]
fn the_solutions_digits_are_told_apart_from_the_players_own() {
    let mut harness = harness();
    // r1c1 is open in the fixed puzzle: the player fills it right, then shows the rest.
    click(&mut harness, "row 1, column 1, empty");
    let right = answer(&harness, 0);
    press(&mut harness, digit_key(right));
    click(&mut harness, "Solve");
    click(&mut harness, "Show solution");
    harness.get_by_label(&format!("row 1, column 1, {right}"));
    assert!(
        harness
            .query_by_label(&format!("row 1, column 1, {right}, from the solution"))
            .is_none()
    );
    let revealed = game(&harness).revealed_cells();
    assert!(!revealed.contains(&0) && !revealed.is_empty());
    let other = revealed[0];
    let name = nonet::app::cell_place(other);
    harness.get_by_label(&format!(
        "{name}, {}, from the solution",
        answer(&harness, other)
    ));
}

#[test]
fn pause_hides_the_board_and_stops_the_clock() {
    let mut harness = harness();
    click(&mut harness, "Pause");
    assert_eq!(game(&harness).status(), Status::Paused);
    assert!(
        harness
            .query_by_label("row 1, column 3, 3, given")
            .is_none(),
        "digits are hidden"
    );
    assert!(!game(&harness).clock().is_running());
    press(&mut harness, Key::Num4);
    assert_eq!(
        game(&harness).entries(),
        &Grid::empty(),
        "no moves while paused"
    );
    harness.get_all_by_label("Resume").next().unwrap().click();
    harness.run();
    harness.get_by_label("row 1, column 3, 3, given");
    assert!(game(&harness).clock().is_running());
}

#[test]
fn the_clock_stops_when_the_window_loses_focus_and_idles_at_one_repaint_a_second() {
    let mut harness = harness();
    assert!(game(&harness).clock().is_running());
    let delay = harness.output().viewport_output[&ViewportId::ROOT].repaint_delay;
    assert!(
        delay > Duration::ZERO && delay <= Duration::from_secs(1),
        "an idle window wakes only for the clock, got {delay:?}"
    );
    set_focused(&mut harness, false);
    assert!(!game(&harness).clock().is_running());
    let delay = harness.output().viewport_output[&ViewportId::ROOT].repaint_delay;
    assert!(
        delay > Duration::from_secs(60),
        "nothing to repaint, got {delay:?}"
    );
    set_focused(&mut harness, true);
    assert!(game(&harness).clock().is_running());
}

#[test]
fn fill_candidates_and_clear_notes_buttons() {
    let mut harness = harness();
    click(&mut harness, "Fill candidates");
    let grid: Grid = EASY.parse().unwrap();
    let allowed: Vec<String> = grid.allowed(0).iter().map(|d| d.to_string()).collect();
    harness.get_by_label(&format!(
        "row 1, column 1, empty, notes {}",
        allowed.join(" ")
    ));
    click(&mut harness, "Clear notes");
    harness.get_by_label("row 1, column 1, empty");
}

#[test]
fn new_game_makes_a_unique_puzzle_of_the_chosen_level() {
    let mut harness = harness();
    harness.get_by_label("Level").click();
    harness.run();
    harness
        .get_by_role_and_label(egui::Role::Button, "Easy")
        .click();
    harness.run();
    harness.get_by_label("New game").click();
    harness.step();
    wait_for_generation(&mut harness);
    let game = game(&harness);
    assert_ne!(game.givens().to_line(), EASY.replace('0', "."));
    assert_eq!(game.level(), Some(Level::Easy));
    assert_eq!(nonet::solver::count_solutions(game.givens(), 2), 1);
    assert!(game.solution().solves(game.givens()));
    harness.get_by_label_contains("A new Easy puzzle");
}

#[test]
fn new_game_asks_before_replacing_a_game_in_progress_and_can_be_cancelled() {
    let mut harness = harness();
    let a = allowed(0)[0];
    click(&mut harness, "row 1, column 1, empty");
    press(&mut harness, digit_key(a));
    click(&mut harness, "New game");
    harness.get_by_label("Start a new game?");
    click(&mut harness, "Cancel");
    assert!(!harness.state().is_generating());
    click(&mut harness, "New game");
    harness.get_all_by_label("New game").last().unwrap().click();
    // A spinner keeps repainting while the puzzle is made: step, do not wait to settle.
    harness.run_steps(2);
    // Generation takes a few milliseconds and may already be over; cancel if it is not.
    if harness.state().is_generating() {
        let before = *game(&harness).givens();
        harness.get_by_label("Cancel").click();
        harness.run_steps(2);
        if harness.state().is_generating() {
            // The puzzle was finished before the click landed, which then fell on New game
            // in Cancel's place and started another: the finished puzzle is on the board.
            assert_ne!(*game(&harness).givens(), before);
            harness.state_mut().send(Command::CancelGeneration);
            harness.run_steps(1);
        }
        assert!(!harness.state().is_generating());
    }
    harness.run();
    // Generation takes a few milliseconds, so it can finish before the click on Cancel is
    // handled: then the finished puzzle is shown, which is what a person would see too.
    let shown = game(&harness);
    if shown.givens() == &EASY.parse::<Grid>().unwrap() {
        harness.get_by_label(&format!("row 1, column 1, {a}"));
    } else {
        assert_eq!(nonet::solver::count_solutions(shown.givens(), 2), 1);
        assert!(shown.entries().cells().iter().all(|&d| d == 0));
    }
}

#[test]
fn entering_a_puzzle_refuses_ambiguous_ones_and_starts_unique_ones() {
    let mut harness = harness();
    click(&mut harness, "Enter…");
    // The empty cell also shows its true candidates as notes.
    harness
        .get_by_label_contains("row 1, column 1, empty")
        .click();
    harness.run();
    press(&mut harness, Key::Num1);
    click(&mut harness, "Start");
    // The message says why, and the question offers to play it anyway.
    assert!(
        harness
            .query_all_by_label_contains("more than one solution")
            .count()
            >= 2
    );
    // It offers to play the puzzle anyway; Escape declines and keeps typing.
    assert!(harness.state().is_asking());
    press(&mut harness, Key::Escape);
    assert!(!harness.state().is_asking());
    assert_eq!(
        game(&harness).givens(),
        &EASY.parse::<Grid>().unwrap(),
        "still entering"
    );
    // Type a different unique puzzle: EASY with its rows 1 and 2 swapped.
    let mut swapped = EASY[9..18].to_string();
    swapped.push_str(&EASY[0..9]);
    swapped.push_str(&EASY[18..]);
    click(&mut harness, "Clear");
    harness
        .get_by_label_contains("row 1, column 1, empty")
        .click();
    harness.run();
    for (cell, ch) in swapped.chars().enumerate() {
        let digit = ch.to_digit(10).unwrap() as u8;
        if digit != 0 {
            // A digit moves on to the next cell by itself.
            harness.key_press(digit_key(digit));
            harness.run();
        } else if cell < 80 {
            // Right arrow skips an empty cell, and goes on in reading order: past the last
            // column to the next row's first.
            harness.key_press(Key::ArrowRight);
            harness.run();
        }
        assert_eq!(
            harness.state().selected(),
            (cell + 1).min(80),
            "after cell {cell}"
        );
    }
    assert!(harness.state().is_entering(), "still typing the puzzle in");
    assert!(!harness.state().is_asking(), "no question is pending");
    harness
        .state_mut()
        .send(nonet::app::Command::StartEnteredPuzzle);
    harness.run();
    let game = game(&harness);
    assert_eq!(game.givens().to_digits(), swapped);
    assert_eq!(game.status(), Status::Playing);
}

fn snapshot_app() -> NonetApp {
    let mut app = NonetApp::with_game(fixed_game(), DataDir::none());
    let solution = *app.game().unwrap().solution();
    // A few entries (one wrong, shown by Check), and notes.
    for (cell, digit) in [(0, solution.get(0)), (1, solution.get(1) % 9 + 1)] {
        app.act(nonet::game::Action::SetDigit {
            cell: cell as u8,
            digit,
        });
    }
    app.act(nonet::game::Action::FillCandidates);
    app.check();
    app
}

fn snapshot(dark: bool, name: &str) {
    snapshot_with(dark, name, |_| {});
}

fn snapshot_with(dark: bool, name: &str, set: impl FnOnce(&mut nonet::app::Settings)) {
    let mut harness = Harness::builder()
        .with_size([1060.0, 760.0])
        .with_theme(if dark {
            egui::Theme::Dark
        } else {
            egui::Theme::Light
        })
        .build_ui_state(|ui, app: &mut NonetApp| app.ui(ui), snapshot_app());
    harness.state_mut().settings_mut().theme = if dark {
        nonet::app::ThemeChoice::Dark
    } else {
        nonet::app::ThemeChoice::Light
    };
    set(harness.state_mut().settings_mut());
    // An unfocused window keeps the clock at 0:00, so the picture does not depend on timing.
    set_focused(&mut harness, false);
    let notes: Vec<String> = game(&harness)
        .notes(40)
        .iter()
        .map(|d| d.to_string())
        .collect();
    click(
        &mut harness,
        &format!("row 5, column 5, empty, notes {}", notes.join(" ")),
    );
    harness.snapshot(name);
}

#[test]
fn snapshot_main_screen_light() {
    snapshot(false, "main_light");
}

#[test]
fn snapshot_main_screen_dark() {
    snapshot(true, "main_dark");
}

#[test]
fn row_and_column_labels_are_an_option_drawn_beside_the_board() {
    let mut harness = harness();
    assert!(!harness.state().settings().show_coordinates);
    harness.state_mut().send(nonet::app::Command::Toggle(
        nonet::app::command::Toggle::Coordinates,
    ));
    harness.run();
    assert!(harness.state().settings().show_coordinates);
    snapshot_with(false, "main_coordinates_light", |s| {
        s.show_coordinates = true
    });
}

#[test]
fn without_tiers_the_first_press_explains_the_step() {
    let mut harness = harness();
    let nonet::game::Hint::Step(step) = game(&harness).hint() else {
        panic!("the fixed puzzle has a next step");
    };
    click(&mut harness, "View");
    click(&mut harness, "Entering and hints");
    click(&mut harness, "Hints in tiers");
    assert!(!harness.state().settings().hint_tiers);
    click(&mut harness, "Hint");
    harness.get_by_label(step.technique.name());
    harness.get_by_label("Apply hint");
}

#[test]
fn the_header_gives_the_score_and_the_hardest_technique_as_rate_does() {
    let harness = harness();
    let rating = *game(&harness).rating().expect("the fixed puzzle is rated");
    let line = nonet::words::report::rating_line(&rating);
    let [_, score, hardest] = line.split('\t').collect::<Vec<_>>()[..] else {
        panic!("{line}");
    };
    harness.get_by_label(&format!("Rated {score} · {hardest}"));
}

/// Game › New game › By technique lists the techniques under their levels; choosing X-Wing
/// makes a Hard puzzle whose hardest step is an X-Wing, as `nonet rate` would rate it.
#[test]
fn new_game_by_technique_makes_a_puzzle_that_needs_it() {
    let mut harness = harness();
    harness
        .get_by_role_and_label(egui::accesskit::Role::Button, "Game")
        .click();
    harness.run();
    // The menu's New game, not the panel's button of the same name further down.
    harness
        .query_all_by_label("New game")
        .min_by(|a, b| a.rect().top().total_cmp(&b.rect().top()))
        .expect("the menu's New game")
        .hover();
    harness.run();
    harness.get_by_label("By technique").hover();
    harness.run();
    // The levels head their techniques; Expert and Master list what the bank holds.
    for heading in ["Easy", "Medium", "Hard", "Expert", "Master"] {
        assert!(
            harness
                .query_all_by_role_and_label(egui::accesskit::Role::Label, heading)
                .next()
                .is_some(),
            "{heading} heading"
        );
    }
    harness.get_by_label("Forcing Chain");
    // A long menu scrolls within the window: bring the item into view, as a person would.
    harness.get_by_label("X-Wing").scroll_to_me();
    harness.run();
    harness.get_by_label("X-Wing").click();
    // The click lands in one frame; the command it queues runs at the start of the next.
    harness.run_steps(2);
    wait_for_generation(&mut harness);
    let game = game(&harness);
    assert_ne!(game.givens().to_line(), EASY.replace('0', "."));
    let rating = nonet::logic::rate(game.givens());
    assert_eq!(rating.hardest, Some(nonet::logic::Technique::XWing));
    assert_eq!(rating.level, Level::Hard);
}
