//! Escape closes the app's windows one at a time, in a fixed order: help first, then a step
//! of the solve path shown on the board, the win card's place among them, then the other
//! windows down to the solve path; then it steps back from what the board shows.

use crate::ui_support;

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nonet::app::command::{
    AllStepsCommand, PrintCommand, ReplayCommand, SolvePathCommand, StatisticsCommand,
    TechniquesCommand,
};
use nonet::app::{Command, NonetApp, WindowKind};
use ui_support::*;

/// Three puzzles with one solution each.
fn three_puzzles() -> String {
    let other = "2..8...6..41...5..6.....8.....7.243.....8.....961.4.....2.....7..4...15..7...5..3";
    let mut swapped = EASY[9..18].to_string();
    swapped.push_str(&EASY[0..9]);
    swapped.push_str(&EASY[18..]);
    format!("{EASY}\n{}\n{swapped}\n", other.replace('.', "0"))
}

/// What is open, each read from the window's own accessor or its label (not from
/// [`NonetApp::open_windows`], which the test checks against these).
fn shown(harness: &Harness<'_, NonetApp>) -> Vec<&'static str> {
    let app = harness.state();
    let path = app.solve_path();
    [
        ("shortcuts", app.is_shortcuts_sheet_open()),
        ("path step", path.is_some_and(|(_, step)| step.is_some())),
        ("statistics", app.is_statistics_open()),
        ("print", harness.query_by_label("This puzzle").is_some()),
        ("picker", app.is_picker_open()),
        ("replay", app.replay().is_some()),
        ("all steps", app.all_steps().is_some()),
        ("techniques", app.technique_shown().is_some()),
        ("solve path", path.is_some()),
    ]
    .into_iter()
    .filter(|(_, open)| *open)
    .map(|(name, _)| name)
    .collect()
}

#[test]
fn escape_closes_the_windows_one_at_a_time_in_their_order() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness_with_file(&dir.path().join("three.txt"), &three_puzzles());
    // A move, so the game has a solve to replay.
    send(&mut harness, Command::Select(0));
    let digit = answer(&harness, 0);
    send(&mut harness, Command::Digit(digit));
    if !harness.state().is_picker_open() {
        send(&mut harness, Command::TogglePicker);
    }
    for open in [
        Command::Techniques(TechniquesCommand::ToggleWindow),
        Command::SolvePath(SolvePathCommand::ToggleWindow),
        Command::AllSteps(AllStepsCommand::ToggleWindow),
        Command::Replay(ReplayCommand::ToggleWindow),
        Command::Print(PrintCommand::ToggleWindow),
        Command::Statistics(StatisticsCommand::ToggleWindow),
        Command::ShowShortcuts,
    ] {
        harness.state_mut().send(open);
        wait_until_idle(&mut harness);
    }
    send(
        &mut harness,
        Command::SolvePath(SolvePathCommand::Select(0)),
    );
    let mut expected = vec![
        "shortcuts",
        "path step",
        "statistics",
        "print",
        "picker",
        "replay",
        "all steps",
        "techniques",
        "solve path",
    ];
    assert_eq!(shown(&harness), expected);
    assert_eq!(
        harness.state().open_windows(),
        [
            WindowKind::Help,
            WindowKind::SolvePath,
            WindowKind::Statistics,
            WindowKind::Print,
            WindowKind::Collection,
            WindowKind::Replay,
            WindowKind::AllSteps,
            WindowKind::Techniques,
        ],
        "the solve path stands where its previewed step does"
    );
    let game = game(&harness);
    while !expected.is_empty() {
        let closing = expected.remove(0);
        press(&mut harness, Key::Escape);
        assert_eq!(shown(&harness), expected, "Escape closed {closing}");
    }
    assert!(harness.state().open_windows().is_empty());
    // With every window closed, Escape leaves the game as it is.
    press(&mut harness, Key::Escape);
    assert_eq!(harness.state().game(), Some(&game));
}

#[test]
fn the_win_card_closes_after_help_and_before_the_other_windows() {
    let mut harness = harness();
    send(
        &mut harness,
        Command::Statistics(StatisticsCommand::ToggleWindow),
    );
    send(&mut harness, Command::ShowShortcuts);
    let solution = *game(&harness).solution();
    for cell in 0..81 {
        if game(&harness).digit(cell) == 0 {
            send(&mut harness, Command::Select(cell));
            send(&mut harness, Command::Digit(solution.get(cell)));
        }
    }
    assert!(
        harness.query_by_label("Play again").is_some(),
        "the win card"
    );
    // Escape as the command it is: the key also reaches the card itself, which closes on
    // it as every modal does.
    send(&mut harness, Command::Dismiss);
    assert!(!harness.state().is_shortcuts_sheet_open());
    assert!(
        harness.query_by_label("Play again").is_some(),
        "the card stays"
    );
    assert!(harness.state().is_statistics_open());
    send(&mut harness, Command::Dismiss);
    assert!(
        harness.query_by_label("Play again").is_none(),
        "the card goes"
    );
    assert!(harness.state().is_statistics_open());
    send(&mut harness, Command::Dismiss);
    assert!(!harness.state().is_statistics_open());
}
