//! Tests of replays: each step at its time, the position the player saw at every step, a
//! finished game played back, times kept by saves, and older saves replayed in move order.

use super::tests::{easy_game, note, set, snapshot};
use super::*;

/// The easy game with three moves: a note, a wrong digit taken back, then the right digits
/// in the first open cells, at the given times.
fn timed_game(times: &[Option<u64>]) -> Game {
    let mut game = easy_game();
    let open: Vec<usize> = (0..CELLS).filter(|&c| game.digit(c) == 0).collect();
    for (i, &at) in times.iter().enumerate() {
        let cell = open[i];
        game.apply(set(cell, game.solution().get(cell))).unwrap();
        // The clock of a test does not move: the step's time is written as a game's would be.
        game.undo.back_mut().unwrap().at_ms = at;
    }
    game
}

#[test]
fn a_replay_starts_at_the_first_position_and_each_step_shows_what_the_player_saw() {
    let mut game = easy_game();
    let first = snapshot(&game);
    let cell = (0..CELLS).find(|&c| game.digit(c) == 0).unwrap();
    game.apply(note(cell, 1)).unwrap();
    let after_note = snapshot(&game);
    game.apply(set(cell, game.solution().get(cell))).unwrap();
    let after_digit = snapshot(&game);
    // An undone step is not part of the solve.
    game.apply(Action::FillCandidates).unwrap();
    assert!(game.undo());

    let mut replay = Replay::of(&game);
    assert_eq!(replay.steps(), 2);
    assert_eq!(snapshot(replay.game()), first);
    assert_eq!(replay.last_action(), None);
    replay.step_forward();
    assert_eq!(snapshot(replay.game()), after_note);
    assert_eq!(replay.last_action(), Some(&note(cell, 1)));
    replay.step_forward();
    assert_eq!(snapshot(replay.game()), after_digit);
    assert!(replay.at_end());
    replay.step_forward();
    assert_eq!(replay.shown(), 2, "no step past the end");
    replay.step_back();
    assert_eq!(snapshot(replay.game()), after_note);
    // The game itself is untouched, its undone step still waiting to be redone.
    assert_eq!(snapshot(&game), after_digit);
    assert!(game.can_redo());
}

#[test]
fn seeking_shows_every_step_taken_by_then() {
    let mut replay = Replay::of(&timed_game(&[Some(1_000), Some(5_000), Some(9_000)]));
    assert_eq!(replay.duration_ms(), 9_000);
    for (ms, shown) in [
        (0, 0),
        (999, 0),
        (1_000, 1),
        (4_999, 1),
        (5_000, 2),
        (9_000, 3),
    ] {
        replay.seek(ms);
        assert_eq!((replay.now_ms(), replay.shown()), (ms, shown), "at {ms} ms");
    }
    replay.seek(60_000);
    assert_eq!(replay.now_ms(), 9_000, "the clock stops at the last step");
    replay.seek(2_000);
    replay.step_back();
    assert_eq!((replay.shown(), replay.now_ms()), (0, 0));
    replay.step_forward();
    assert_eq!((replay.shown(), replay.now_ms()), (1, 1_000));
}

#[test]
fn playing_moves_the_clock_at_the_chosen_speed_and_stops_at_the_end() {
    let mut replay = Replay::of(&timed_game(&[Some(1_000), Some(5_000), Some(9_000)]));
    assert!(!replay.advance(10_000), "paused, nothing moves");
    replay.set_speed(4);
    assert_eq!(replay.speed(), 4);
    replay.play();
    assert_eq!(replay.until_next_ms(), Some(250), "1 s of the game at 4x");
    assert!(replay.advance(1_000));
    assert_eq!((replay.now_ms(), replay.shown()), (4_000, 1));
    assert!(!replay.advance(200));
    assert_eq!(replay.now_ms(), 4_800);
    assert!(replay.advance(10_000));
    assert!(replay.at_end() && !replay.is_playing());
    // Play at the end starts again from the beginning.
    replay.play();
    assert!(replay.is_playing());
    assert_eq!(replay.shown(), 0);
    replay.set_speed(5);
    assert_eq!(replay.speed(), 4, "a speed between two is the lower");
    replay.set_speed(100);
    assert_eq!(replay.speed(), 16);
    replay.set_speed(0);
    assert_eq!(replay.speed(), 1);
}

#[test]
fn steps_without_times_play_in_move_order_one_second_apart() {
    let replay = Replay::of(&timed_game(&[None, None, Some(500), None, Some(7_000)]));
    // A time earlier than the step before's is held at that step's.
    assert_eq!(replay.times(), &[1_000, 2_000, 2_000, 3_000, 7_000]);
}

#[test]
fn a_won_game_plays_back_to_its_win() {
    let mut game = easy_game();
    let open: Vec<usize> = (0..CELLS).filter(|&c| game.digit(c) == 0).collect();
    for &cell in &open {
        game.apply(set(cell, game.solution().get(cell))).unwrap();
    }
    assert_eq!(game.status(), Status::Solved);
    let mut replay = Replay::of(&game);
    assert_eq!(replay.steps(), open.len());
    assert_eq!(replay.game().status(), Status::Playing);
    assert_eq!(replay.game().entries().filled_count(), 0);
    replay.to_end();
    assert_eq!(snapshot(replay.game()), snapshot(&game));
    replay.step_back();
    replay.step_back();
    assert_eq!(replay.game().status(), Status::Playing);
    replay.to_end();
    assert_eq!(replay.game().status(), Status::Solved);
}

#[test]
fn a_save_keeps_each_steps_time_and_an_exported_replay_says_so() {
    let mut game = timed_game(&[Some(1_234), Some(5_678)]);
    game.apply(Action::FillCandidates).unwrap();
    assert!(game.undo(), "a redo step, which an export leaves out");
    let text = game.to_save_text();
    assert!(text.contains("at_ms: 1234"), "{text}");
    let back = Game::from_save_text(&text).expect("reads back");
    assert_eq!(back, game);
    assert!(!back.is_replay());
    assert_eq!(Replay::of(&back).times(), &[1_234, 5_678]);

    let exported = Game::from_save_text(&game.to_replay_text()).expect("reads back");
    assert!(exported.is_replay());
    assert!(!exported.can_redo());
    assert_eq!(snapshot(&exported), snapshot(&game));
    assert_eq!(Replay::of(&exported).times(), Replay::of(&game).times());
}

#[test]
fn a_version_8_save_replays_its_moves_without_times() {
    let text = include_str!("../../tests/data/saves/classic_v8.nonet");
    assert!(text.contains("format_version: 8") && !text.contains("at_ms"));
    let game = Game::from_save_text(text).expect("a version 8 save loads");
    assert!(game.history().iter().all(|edit| edit.at_ms.is_none()));
    let mut replay = Replay::of(&game);
    assert_eq!(replay.steps(), game.history().len());
    let expected: Vec<u64> = (1..=replay.steps() as u64)
        .map(|i| i * UNTIMED_GAP_MS)
        .collect();
    assert_eq!(replay.times(), expected.as_slice());
    replay.to_end();
    assert_eq!(snapshot(replay.game()), snapshot(&game));
    assert_eq!(replay.game().marks, game.marks);
}

#[test]
fn a_game_just_played_times_its_steps_by_its_clock() {
    let mut game = easy_game();
    let cell = (0..CELLS).find(|&c| game.digit(c) == 0).unwrap();
    game.apply(note(cell, 2)).unwrap();
    let at = game.history().back().and_then(|edit| edit.at_ms);
    assert!(at.is_some_and(|ms| ms <= clock::saved_ms(game.elapsed())));
}

#[test]
fn a_step_timed_past_the_longest_game_is_refused() {
    let game = timed_game(&[Some(1_000)]);
    let text = super::save_tests::unsealed(&game.to_save_text())
        .replace("at_ms: 1000", &format!("at_ms: {}", u64::MAX));
    match Game::from_save_text(&text) {
        Err(SaveTextError::Invalid(reason)) => {
            assert!(reason.contains("undo step 1"), "{reason}")
        }
        other => panic!("{other:?}"),
    }
}
