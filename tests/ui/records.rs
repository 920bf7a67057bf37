//! Records and statistics through the real user interface (egui_kittest): only games
//! solved without help set a best time, whatever was undone; the counters; the statistics
//! file across restarts, damaged, exported; the settings' old best times; the daily puzzle.

use crate::ui_support;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nonet::app::command::StatisticsCommand;
use nonet::app::files::{Dialog, DialogOutcome};
use nonet::app::{Command, DataDir, MessageKind, NonetApp};
use nonet::game::statistics::{Outcome, STATISTICS_FILE};
use nonet::game::{Action, Status};
use nonet::logic::Level;
use nonet::variant::Kind;
use std::path::Path;
use std::time::Duration;
use ui_support::*;

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

fn harness_in(dir: &Path) -> Harness<'static, NonetApp> {
    harness_with(NonetApp::with_game(fixed_game(), DataDir::at(dir)))
}

fn best(harness: &Harness<'_, NonetApp>) -> Option<Duration> {
    harness
        .state()
        .statistics()
        .best_time(Kind::Classic, Level::Easy)
}

#[test]
fn an_unaided_win_sets_the_record_and_survives_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness_in(dir.path());
    send(&mut harness, Command::Check);
    finish(&mut harness);
    harness.get_by_label("That is your best time at this level.");
    harness.get_by_label("Hints 0 · Mistakes 0");
    assert!(best(&harness).is_some());
    assert!(dir.path().join(STATISTICS_FILE).exists());
    drop(harness);
    let restarted = harness_in(dir.path());
    let statistics = restarted.state().statistics();
    assert_eq!(statistics.games.len(), 1);
    assert_eq!(statistics.games[0].checks, 1);
    assert!(statistics.best_time(Kind::Classic, Level::Easy).is_some());
}

#[test]
fn a_revealed_game_is_no_record_even_after_undo() {
    let mut harness = harness();
    click(&mut harness, "Solve");
    click(&mut harness, "Show solution");
    click(&mut harness, "Undo");
    assert_eq!(game(&harness).status(), Status::Playing);
    finish(&mut harness);
    assert_eq!(best(&harness), None);
    assert!(
        harness
            .query_by_label("That is your best time at this level.")
            .is_none()
    );
    harness.get_by_label_contains("The solution was shown during this game");
    let summary = harness
        .state()
        .statistics()
        .summary(Kind::Classic, Level::Easy);
    assert_eq!(summary.finished, 1);
    assert!(summary.best_assisted.is_some(), "kept in its own column");
}

#[test]
fn an_applied_hint_is_no_record() {
    let mut harness = harness();
    harness.state_mut().settings_mut().hint_tiers = true;
    let before = game(&harness).history().len();
    // Where to look, the technique, the explanation, then applying.
    for _ in 0..4 {
        send(&mut harness, Command::Hint);
    }
    assert_eq!(
        game(&harness).history().len(),
        before + 1,
        "the hint was applied"
    );
    click(&mut harness, "Undo");
    finish(&mut harness);
    assert_eq!(best(&harness), None);
    harness.get_by_label("Hints 1 · Mistakes 0");
    harness.get_by_label_contains("A hint was applied in this game");
}

#[test]
fn the_win_window_says_once_that_a_helped_time_is_no_record() {
    let mut harness = harness();
    // Two kinds of help in one game: rewinding a wrong entry, then applying a hint.
    let wrong = game(&harness).solution().get(0) % 9 + 1;
    harness.state_mut().act(Action::SetDigit {
        cell: 0,
        digit: wrong,
    });
    send(&mut harness, Command::RewindToCorrect);
    harness.state_mut().settings_mut().hint_tiers = false;
    send(&mut harness, Command::Hint);
    send(&mut harness, Command::Hint);
    finish(&mut harness);
    harness.get_by_label("The game was rewound to its last correct position.");
    assert!(
        harness
            .query_all_by_label_contains("A hint was")
            .next()
            .is_some()
    );
    let kept = harness
        .query_all_by_label_contains("kept among games with help")
        .count();
    assert_eq!(kept, 1, "the consequence is said once");
}

#[test]
fn a_hint_past_where_to_look_is_no_record_but_where_to_look_is_free() {
    let mut deeper = harness();
    deeper.state_mut().settings_mut().hint_tiers = true;
    send(&mut deeper, Command::Hint);
    send(&mut deeper, Command::Hint);
    finish(&mut deeper);
    assert_eq!(best(&deeper), None);
    harness_label_contains(&deeper, "A hint was shown past where to look");

    let mut tier_one = harness();
    tier_one.state_mut().settings_mut().hint_tiers = true;
    send(&mut tier_one, Command::Hint);
    tier_one.get_by_label("Hints 1 · Checks 0");
    finish(&mut tier_one);
    assert!(
        best(&tier_one).is_some(),
        "where to look alone keeps the record"
    );

    let mut tiers_off = harness();
    tiers_off.state_mut().settings_mut().hint_tiers = false;
    send(&mut tiers_off, Command::Hint);
    finish(&mut tiers_off);
    assert_eq!(best(&tiers_off), None, "a hint shown whole assists");
}

#[test]
fn the_header_shows_the_rating_and_the_best_time_together() {
    let dir = tempfile::tempdir().unwrap();
    let mut first = harness_in(dir.path());
    finish(&mut first);
    drop(first);
    // The next game at the same level, with a best time now on record.
    let harness = harness_in(dir.path());
    let best = nonet::game::format_duration(best(&harness).expect("the win set a record"));
    harness.get_by_label(&format!("Best {best}"));
    let rating = *game(&harness).rating().expect("the fixed puzzle is rated");
    let line = nonet::words::report::rating_line(&rating);
    let [_, score, hardest] = line.split('\t').collect::<Vec<_>>()[..] else {
        panic!("{line}");
    };
    harness.get_by_label(&format!("Rated {score} · {hardest}"));
}

fn harness_label_contains(harness: &Harness<'_, NonetApp>, text: &str) {
    harness.get_by_label_contains(text);
}

#[test]
fn mistakes_are_counted_in_the_panel_and_rewinding_assists() {
    let mut harness = harness();
    harness.state_mut().settings_mut().show_mistakes = true;
    let wrong = answer(&harness, 0) % 9 + 1;
    click(&mut harness, "row 1, column 1, empty");
    press(&mut harness, digit_key(wrong));
    harness.get_by_label("Hints 0 · Mistakes 1 · Checks 0");
    send(&mut harness, Command::RewindToCorrect);
    // Undo does not take the count back.
    harness.get_by_label("Hints 0 · Mistakes 1 · Checks 0");
    finish(&mut harness);
    assert_eq!(best(&harness), None);
    harness.get_by_label_contains("rewound to its last correct position");
}

#[test]
fn mistakes_stay_private_while_playing_unless_shown_as_you_go() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness_in(dir.path());
    assert!(!harness.state().settings().show_mistakes, "off by default");
    let wrong = answer(&harness, 0) % 9 + 1;
    click(&mut harness, "row 1, column 1, empty");
    press(&mut harness, digit_key(wrong));
    assert_eq!(game(&harness).assistance().mistakes, 1, "still counted");
    // Nothing on screen tells the wrong digit from a right one.
    harness.get_by_label("Hints 0 · Checks 0");
    assert!(harness.query_by_label_contains("Mistakes").is_none());
    // Check still tells, and counts as it always did.
    click(&mut harness, "Check");
    let told = harness
        .state()
        .message()
        .expect("Check answers")
        .text
        .clone();
    assert!(told.contains("r1c1"), "{told}");
    harness.get_by_label("Hints 0 · Checks 1");
    // The count shows once the game is over: in the win window and the statistics.
    finish(&mut harness);
    harness.get_by_label("Hints 0 · Mistakes 1");
    assert_eq!(harness.state().statistics().games[0].mistakes, 1);
}

#[test]
fn a_game_left_for_another_counts_as_started_not_finished() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness_in(dir.path());
    click(&mut harness, "row 1, column 1, empty");
    let right = answer(&harness, 0);
    press(&mut harness, digit_key(right));
    harness
        .state_mut()
        .open_path(Path::new("no such file.nonet"));
    assert!(
        harness.state().statistics().games.is_empty(),
        "a failed open keeps the game"
    );
    send(&mut harness, Command::PasteText(EASY.to_string()));
    send(&mut harness, Command::ConfirmYes);
    let games = &harness.state().statistics().games;
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].outcome, Outcome::Abandoned);
}

#[test]
fn a_damaged_statistics_file_is_kept_aside_with_a_message() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(STATISTICS_FILE), "(version: 1, games: [").unwrap();
    let harness = harness_in(dir.path());
    // A warning that waits to be read, not a message the next news replaces.
    let message = harness
        .state()
        .notices()
        .first()
        .expect("the player is told");
    assert_eq!(message.kind, MessageKind::Error);
    assert!(
        message.text.contains("statistics-damaged.ron"),
        "{}",
        message.text
    );
    let aside = dir.path().join("statistics-damaged.ron");
    assert_eq!(
        std::fs::read_to_string(aside).unwrap(),
        "(version: 1, games: ["
    );
}

#[test]
fn best_times_of_earlier_versions_move_to_the_statistics_once() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("settings.ron"),
        "(best_times_ms: {Easy: 4000, Hard: 90000})",
    )
    .unwrap();
    let harness = harness_in(dir.path());
    let message = harness.state().message().expect("the player is told");
    assert!(
        message.text.contains("no longer count as records"),
        "{}",
        message.text
    );
    assert_eq!(best(&harness), None, "an earlier time is no record");
    let earlier = &harness.state().statistics().earlier_best_ms;
    assert_eq!(earlier.get(&Level::Easy), Some(&4000));
    assert!(harness.state().settings().best_times_ms.is_empty());
    drop(harness);
    let settings = std::fs::read_to_string(dir.path().join("settings.ron")).unwrap();
    assert!(!settings.contains("4000"), "{settings}");
    let again = harness_in(dir.path());
    assert!(again.state().message().is_none(), "told once");
    assert_eq!(again.state().statistics().earlier_best_ms.len(), 2);
}

#[test]
fn the_statistics_window_plots_and_exports_csv() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness_in(dir.path());
    finish(&mut harness);
    click(&mut harness, "Close");
    send(
        &mut harness,
        Command::Statistics(StatisticsCommand::ToggleWindow),
    );
    assert!(harness.state().is_statistics_open());
    harness.get_by_label("Last games");
    harness.get_by_label("Daily puzzles");
    harness.get_by_label("Best with help");
    // The solved Easy game is plotted; a level with none says so instead of empty axes.
    assert!(harness.query_by_label("No Easy game solved yet.").is_none());
    send(
        &mut harness,
        Command::Statistics(StatisticsCommand::ShowLevel(Level::Medium)),
    );
    harness.get_by_label("No Medium game solved yet.");
    let csv = dir.path().join("out.csv");
    harness
        .state_mut()
        .dialog_answered(Dialog::ExportStatistics, DialogOutcome::Chosen(csv.clone()));
    let text = std::fs::read_to_string(&csv).unwrap();
    assert_eq!(text.lines().count(), 2, "{text}");
    assert!(
        text.lines().nth(1).unwrap().contains(",Easy,solved,"),
        "{text}"
    );
    send(&mut harness, Command::Dismiss);
    assert!(!harness.state().is_statistics_open());
}

#[test]
fn the_daily_puzzle_asks_before_replacing_a_game_and_is_marked() {
    let mut harness = harness();
    click(&mut harness, "row 1, column 1, empty");
    let right = answer(&harness, 0);
    press(&mut harness, digit_key(right));
    send(
        &mut harness,
        Command::DailyPuzzle(Kind::Classic, Level::Easy),
    );
    harness.get_by_label("Play the daily puzzle?");
    // Generating repaints every frame, so step rather than run until it settles.
    harness.get_by_label("Play it").click();
    run_while(&mut harness, NonetApp::is_generating);
    let game = game(&harness);
    assert_eq!(game.level(), Some(Level::Easy));
    let date = nonet::game::statistics::daily_date(&game).expect("marked as a daily puzzle");
    assert_eq!(date, nonet::generator::daily::today());
    let expected = nonet::generator::daily::daily_puzzle(
        date,
        Level::Easy,
        &nonet::generator::CancelToken::new(),
    )
    .unwrap();
    assert_eq!(*game.givens(), expected.puzzle);
}
