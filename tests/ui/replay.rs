//! Game › Replay in the real user interface, driven by egui_kittest: the solve played back
//! on the board from its first position, stepped, played at a speed, the game waiting
//! unchanged behind it; a replay exported and opened by another window.

use crate::ui_support;

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nonet::app::command::ReplayCommand;
use nonet::app::files::{Dialog, DialogOutcome};
use nonet::app::{Command, DataDir, NonetApp};
use nonet::game::Game;
use std::time::{Duration, Instant};
use ui_support::*;

/// The fixed game's first three open cells (r1c1, r1c2, r1c9), given their answers.
const MOVES: [usize; 3] = [0, 1, 8];

fn play_moves(harness: &mut Harness<'_, NonetApp>) {
    for cell in MOVES {
        send(harness, Command::Select(cell));
        let digit = answer(harness, cell);
        send(harness, Command::Digit(digit));
    }
}

/// The accessibility label of a cell holding `digit` (the form every UI test reads).
fn cell_with(cell: usize, digit: u8) -> String {
    format!("row {}, column {}, {digit}", cell / 9 + 1, cell % 9 + 1)
}

fn cell_empty(cell: usize) -> String {
    format!("row {}, column {}, empty", cell / 9 + 1, cell % 9 + 1)
}

#[test]
fn shift_r_replays_the_moves_and_the_game_waits_unchanged_behind_it() {
    let mut harness = harness();
    press_with(&mut harness, Modifiers::SHIFT, Key::R);
    assert!(harness.state().replay().is_none(), "no moves to replay yet");
    assert!(
        harness.state().message().unwrap().text.contains("no moves"),
        "{:?}",
        harness.state().message()
    );
    play_moves(&mut harness);
    let played = game(&harness);
    press_with(&mut harness, Modifiers::SHIFT, Key::R);
    let replay = harness.state().replay().expect("the window is open");
    assert_eq!((replay.shown(), replay.steps()), (0, 3));
    harness.get_by_label("Replay");
    // The board shows the first position: the cells played are empty again.
    for cell in MOVES {
        harness.get_by_label_contains(&cell_empty(cell));
    }
    click(&mut harness, "Forward");
    let first = MOVES[0];
    harness.get_by_label_contains(&cell_with(first, answer(&harness, first)));
    harness.get_by_label_contains(&cell_empty(MOVES[1]));
    harness.get_by_label_contains("Move 1 of 3");

    // The game takes no move while the board shows the replay.
    send(&mut harness, Command::Select(MOVES[1]));
    let digit = answer(&harness, MOVES[1]);
    send(&mut harness, Command::Digit(digit));
    assert_eq!(game(&harness), played);
    assert!(
        harness
            .state()
            .message()
            .unwrap()
            .text
            .contains("shows a replay"),
        "{:?}",
        harness.state().message()
    );

    click(&mut harness, "End");
    let replay = harness.state().replay().unwrap();
    assert!(replay.at_end());
    assert_eq!(replay.game().entries(), played.entries());
    click(&mut harness, "Back");
    assert_eq!(harness.state().replay().unwrap().shown(), 2);
    click(&mut harness, "Start");
    assert_eq!(harness.state().replay().unwrap().shown(), 0);

    press(&mut harness, Key::Escape);
    assert!(harness.state().replay().is_none());
    assert_eq!(game(&harness), played);
    for cell in MOVES {
        harness.get_by_label_contains(&cell_with(cell, answer(&harness, cell)));
    }
}

/// A save of the fixed game with its three moves at 1, 2 and 3 minutes.
fn timed_save() -> String {
    let mut game = fixed_game();
    for cell in MOVES {
        let digit = game.solution().get(cell);
        game.apply(nonet::game::Action::SetDigit {
            cell: cell as u8,
            digit,
        })
        .unwrap();
    }
    let text = game.to_save_text();
    let mut minute = 0;
    let lines: Vec<String> = text
        .lines()
        // Without its checksum line the edited save still loads, as older saves do.
        .filter(|line| !line.starts_with("// crc32"))
        .map(|line| match line.find("at_ms: ") {
            Some(at) => {
                minute += 1;
                let end = line[at + 7..]
                    .find(|c: char| !c.is_ascii_digit())
                    .map_or(line.len(), |i| at + 7 + i);
                format!("{}at_ms: {}{}", &line[..at], minute * 60_000, &line[end..])
            }
            None => line.to_string(),
        })
        .collect();
    assert_eq!(minute, 3, "each step has its time");
    lines.join("\n") + "\n"
}

#[test]
fn play_runs_the_game_clock_at_the_chosen_speed_and_a_time_can_be_jumped_to() {
    let game = Game::from_save_text(&timed_save()).expect("the edited save loads");
    let mut harness = harness_with(NonetApp::with_game(game, DataDir::none()));
    send(&mut harness, Command::Replay(ReplayCommand::ToggleWindow));
    assert_eq!(harness.state().replay().unwrap().duration_ms(), 180_000);
    harness.get_by_label_contains("Move 0 of 3 · 0:00 / 3:00");

    // A jump to 2:30 shows the two moves made by then, and the clock says so.
    send(&mut harness, Command::Replay(ReplayCommand::Seek(150_000)));
    assert_eq!(harness.state().replay().unwrap().shown(), 2);
    harness.get_by_label_contains("Move 2 of 3 · 2:30 / 3:00");

    // At 16x the last minute plays in under four seconds.
    click(&mut harness, "16×");
    assert_eq!(harness.state().replay().unwrap().speed(), 16);
    click(&mut harness, "Play");
    assert!(harness.state().replay().unwrap().is_playing());
    // The button now pauses (the game's own Pause button is the other one so named).
    assert_eq!(harness.get_all_by_label("Pause").count(), 2);
    assert!(harness.query_by_label("Play").is_none());
    let start = Instant::now();
    while !harness.state().replay().unwrap().at_end() {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "the replay never reached its end"
        );
        std::thread::sleep(Duration::from_millis(20));
        harness.step();
    }
    let replay = harness.state().replay().unwrap();
    assert!(!replay.is_playing(), "it stops at the end");
    assert_eq!(replay.now_ms(), 180_000);
    let _ = harness.try_run();
    harness.get_by_label_contains("Move 3 of 3 · 3:00 / 3:00");
}

#[test]
fn an_exported_replay_opens_in_another_window_as_a_replay_and_leaves_its_game_alone() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("my solve.nonet");
    let mut harness = harness();
    play_moves(&mut harness);
    let played = game(&harness);
    harness
        .state_mut()
        .dialog_answered(Dialog::ExportReplay, DialogOutcome::Chosen(path.clone()));
    harness.run();
    let message = harness.state().message().unwrap().text.clone();
    assert!(message.contains("my solve.nonet"), "{message}");
    let text = std::fs::read_to_string(&path).expect("the replay is written");
    assert!(text.contains("replay: true"), "{text}");

    // Another window, with a game of its own in progress.
    let mut other = ui_support::harness();
    send(&mut other, Command::Select(2));
    send(&mut other, Command::NoteDigit(4));
    let own = game(&other);
    other.state_mut().open_path(&path);
    other.run();
    let replay = other
        .state()
        .replay()
        .expect("the replay opens to be watched");
    assert_eq!(replay.steps(), 3);
    other.get_by_label("Replay of my solve.nonet");
    other.get_by_label_contains("Move 0 of 3");
    click(&mut other, "End");
    assert_eq!(
        other.state().replay().unwrap().game().entries(),
        played.entries()
    );
    assert_eq!(game(&other), own, "the game in progress stays");
    // A new puzzle arriving (as one made at start-up would) leaves the replay open.
    // A game in progress: the new one comes once the player agrees. (The question fades in
    // and the spinner turns while the puzzle is made: steps, then the wait.)
    other
        .state_mut()
        .send(Command::NewGame(nonet::logic::Level::Easy));
    other.step();
    other.state_mut().send(Command::ConfirmYes);
    other.step();
    wait_for_generation(&mut other);
    assert_ne!(game(&other), own, "the new puzzle is on the board");
    assert!(
        other.state().replay().is_some(),
        "the replay file stays open"
    );
    press(&mut other, Key::Escape);
    assert!(other.state().replay().is_none());
}

#[test]
fn a_new_game_closes_the_replay_of_the_game_it_replaces() {
    let mut harness = harness();
    play_moves(&mut harness);
    send(&mut harness, Command::Replay(ReplayCommand::ToggleWindow));
    assert!(harness.state().replay().is_some());
    harness
        .state_mut()
        .send(Command::NewGame(nonet::logic::Level::Easy));
    harness.step();
    harness.state_mut().send(Command::ConfirmYes);
    harness.step();
    wait_for_generation(&mut harness);
    assert_eq!(game(&harness).history().len(), 0, "a new game");
    assert!(harness.state().replay().is_none());
}

/// The game of another size (or with constraint rules) on the board.
fn sized(harness: &Harness<'_, NonetApp>) -> nonet::game::SizedGame {
    harness
        .state()
        .sized_game()
        .expect("a game of another size")
        .clone()
}

#[test]
fn a_constraint_game_is_replayed_on_its_own_board_exported_and_opened_elsewhere() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("thermo solve.nonet");
    let mut harness = harness();
    send(
        &mut harness,
        Command::NewConstraintGame(
            nonet::rules::constraint_generate::ConstraintVariant::Thermo,
            nonet::logic::Level::Easy,
        ),
    );
    wait_for_generation(&mut harness);
    let game = sized(&harness);
    assert!(game.has_rules());
    let open: Vec<usize> = (0..81).filter(|&c| game.digit(c) == 0).take(3).collect();
    for &cell in &open {
        send(&mut harness, Command::Select(cell));
        send(&mut harness, Command::Digit(game.answer(cell)));
    }
    let played = sized(&harness);
    assert_eq!(played.moves(), 3);
    let nine = game_nine(&harness);

    press_with(&mut harness, Modifiers::SHIFT, Key::R);
    let replay = harness.state().sized_replay().expect("the window is open");
    assert_eq!((replay.shown(), replay.steps()), (0, 3));
    for &cell in &open {
        harness.get_by_label_contains(&cell_empty(cell));
    }
    click(&mut harness, "Forward");
    let first = open[0];
    harness.get_by_label_contains(&cell_with(first, played.answer(first)));
    let said = format!(
        "enter {} in r{}c{}",
        played.answer(first),
        first / 9 + 1,
        first % 9 + 1
    );
    harness.get_by_label_contains(&said);
    // The game takes no move while the board shows the replay.
    send(&mut harness, Command::Select(open[1]));
    send(&mut harness, Command::Digit(played.answer(open[1])));
    assert_eq!(sized(&harness).digits(), played.digits());
    click(&mut harness, "End");
    assert_eq!(
        harness.state().sized_replay().unwrap().game().digits(),
        played.digits()
    );

    harness
        .state_mut()
        .dialog_answered(Dialog::ExportReplay, DialogOutcome::Chosen(path.clone()));
    harness.run();
    let text = std::fs::read_to_string(&path).expect("the replay is written");
    let version = format!("sized_format: {}", nonet::game::SIZED_FORMAT_VERSION);
    assert!(text.contains("replay: true") && text.contains(&version));
    press(&mut harness, Key::Escape);
    assert!(harness.state().sized_replay().is_none());
    assert_eq!(sized(&harness).digits(), played.digits());

    // Another window, its 9x9 game in progress, opens the file to watch it on the
    // constraint puzzle's board, its thermometers drawn.
    let mut other = ui_support::harness();
    send(&mut other, Command::Select(2));
    send(&mut other, Command::NoteDigit(4));
    let own = game_nine(&other);
    other.state_mut().open_path(&path);
    other.run();
    let replay = other.state().sized_replay().expect("the replay opens");
    assert_eq!(replay.steps(), 3);
    other.get_by_label("Replay of thermo solve.nonet");
    other.get_by_label_contains(&cell_empty(open[2]));
    click(&mut other, "End");
    assert_eq!(
        other.state().sized_replay().unwrap().game().digits(),
        played.digits()
    );
    assert!(
        other.state().sized_game().is_none(),
        "nothing to play came in"
    );
    assert_eq!(game_nine(&other), own, "the game in progress stays");
    press(&mut other, Key::Escape);
    assert!(other.state().sized_replay().is_none());
    assert_eq!(game_nine(&harness), nine);
}

/// The 9x9 game (behind a game of another size, or on the board).
fn game_nine(harness: &Harness<'_, NonetApp>) -> Game {
    game(harness)
}
