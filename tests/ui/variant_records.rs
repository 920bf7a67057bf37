//! Records and statistics of variant games through the real user interface
//! (egui_kittest): a variant's win counts for its own variant and level, the statistics
//! window switches between variants, and a variant's daily puzzle is made off the frame,
//! marked as the daily puzzle and counted for its variant.

use crate::ui_support;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nonet::app::command::StatisticsCommand;
use nonet::app::{Command, DataDir, NonetApp};
use nonet::game::statistics::{GameRecord, Outcome, STATISTICS_FILE, Statistics, daily_date};
use nonet::game::{Action, Game, Status};
use nonet::generator::daily::{daily_variant_puzzle, today};
use nonet::logic::Level;
use nonet::variant::Kind;
use nonet::variant::generate::{VariantOptions, generate};
use std::time::Duration;
use ui_support::*;

/// An easy X puzzle, the same every run.
fn x_game() -> Game {
    let options = VariantOptions {
        kind: Kind::X,
        level: Level::Easy,
        seed: 7,
    };
    Game::from_generated_variant(generate(&options).expect("an easy X puzzle"))
}

/// A statistics file in `dir` holding one unaided Easy win of `kind` in no time at all: a
/// record no later game of that variant and level can beat.
fn unbeatable_record(dir: &std::path::Path, kind: Kind) {
    let mut statistics = Statistics::default();
    statistics.record(GameRecord {
        date: "2026-01-01".parse().unwrap(),
        level: Level::Easy,
        outcome: Outcome::Solved,
        time_ms: 0,
        assisted: false,
        hints: 0,
        mistakes: 0,
        checks: 0,
        daily: None,
        kind,
        size: None,
    });
    statistics.save(&dir.join(STATISTICS_FILE)).unwrap();
}

/// Fills in every open cell with the answer, through the app.
fn finish(harness: &mut Harness<'_, NonetApp>) {
    let solution = *game(harness).solution();
    for cell in 0..81 {
        if game(harness).digit(cell) != solution.get(cell) {
            harness.state_mut().act(Action::SetDigit {
                cell: cell as u8,
                digit: solution.get(cell),
            });
        }
    }
    harness.run();
    assert_eq!(game(harness).status(), Status::Solved);
}

#[test]
fn a_variant_win_is_recorded_for_its_variant_and_the_window_switches_to_it() {
    let dir = tempfile::tempdir().unwrap();
    // A classic Easy win in no time is no record for an X puzzle at Easy.
    unbeatable_record(dir.path(), Kind::Classic);
    let mut harness = harness_with(NonetApp::with_game(x_game(), DataDir::at(dir.path())));
    finish(&mut harness);
    // The first X win at Easy is that variant's first record, said in the variant's words.
    let said = &harness.state().message().expect("the win is told").text;
    assert!(said.contains("Sudoku X puzzle at Easy"), "{said}");
    harness.get_by_label("That is your best time at this level.");
    click(&mut harness, "Close");
    let statistics = harness.state().statistics();
    assert_eq!(statistics.games.len(), 2);
    assert_eq!(statistics.games[1].kind, Kind::X);
    assert_eq!(statistics.games[1].outcome, Outcome::Solved);
    assert!(statistics.best_time(Kind::X, Level::Easy).is_some());
    assert_eq!(
        statistics.best_time(Kind::Classic, Level::Easy),
        Some(Duration::ZERO)
    );

    // The window opens on the game's variant, with its level plotted.
    send(
        &mut harness,
        Command::Statistics(StatisticsCommand::ToggleWindow),
    );
    harness.get_by_label("Variant:");
    assert!(
        harness
            .query_by_label("No Sudoku X game at Easy solved yet.")
            .is_none()
    );
    // Classic, chosen by its label as a player would, has its own game at Easy, and none
    // at Medium.
    click(&mut harness, "Classic");
    send(
        &mut harness,
        Command::Statistics(StatisticsCommand::ShowLevel(Level::Medium)),
    );
    harness.get_by_label("No Medium game solved yet.");
    // Back to the X statistics through its label: no X game at Medium either.
    click(&mut harness, "Sudoku X");
    harness.get_by_label("No Sudoku X game at Medium solved yet.");
    send(
        &mut harness,
        Command::Statistics(StatisticsCommand::ShowVariant(Kind::Killer)),
    );
    harness.get_by_label("No Killer game at Medium solved yet.");

    // The record survives a restart, still the X's.
    drop(harness);
    let again = harness_with(NonetApp::with_game(x_game(), DataDir::at(dir.path())));
    let statistics = again.state().statistics();
    assert_eq!(statistics.summary(Kind::X, Level::Easy).finished, 1);
    assert_eq!(statistics.summary(Kind::Classic, Level::Easy).started, 1);
}

#[test]
fn a_variant_win_is_measured_against_its_own_variant_and_level() {
    let dir = tempfile::tempdir().unwrap();
    unbeatable_record(dir.path(), Kind::X);
    let mut harness = harness_with(NonetApp::with_game(x_game(), DataDir::at(dir.path())));
    finish(&mut harness);
    // No new best: the X record at Easy stands, and the window says what it is.
    assert!(
        harness
            .query_by_label("That is your best time at this level.")
            .is_none()
    );
    harness.get_by_label("Your best at this level: 0:00");
    let said = &harness.state().message().expect("the win is told").text;
    assert!(!said.contains("new best"), "{said}");
}

#[test]
fn a_daily_variant_puzzle_is_made_off_the_frame_marked_and_counted_for_its_variant() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness_with(NonetApp::with_game(fixed_game(), DataDir::at(dir.path())));
    harness
        .state_mut()
        .send(Command::DailyPuzzle(Kind::X, Level::Easy));
    run_while(&mut harness, NonetApp::is_generating);
    let played = game(&harness);
    assert_eq!(played.kind(), Kind::X);
    let date = daily_date(&played).expect("marked as a daily puzzle");
    assert_eq!(date, today());
    let expected = daily_variant_puzzle(date, Kind::X, Level::Easy).unwrap();
    assert_eq!(played.variant(), Some(&expected.puzzle));
    finish(&mut harness);
    let statistics = harness.state().statistics();
    assert!(statistics.daily_days_solved(Kind::X).contains(&date));
    assert!(statistics.daily_days_solved(Kind::Classic).is_empty());
    assert_eq!(statistics.daily_solved_at(Kind::X, Level::Easy).len(), 1);
}
