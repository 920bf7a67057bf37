//! A game's life in the app, driven through egui_kittest: every way of replacing a game asks
//! first when the game holds any of the player's work, and declining changes nothing (the
//! game, its notes, the statistics); a game is counted as left only once the player agrees;
//! a restart resumes the game as it was left; Escape closes every window; windows and lists
//! open at their top; a game from elsewhere leaves the open collection.

use crate::common;
use crate::ui_support;

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nonet::app::command::{SolvePathCommand, StatisticsCommand, TechniquesCommand};
use nonet::app::command::{Toggle, ToolkitCommand};
use nonet::app::{Command, DataDir, NonetApp};
use nonet::game::statistics::{Outcome, STATISTICS_FILE};
use nonet::game::{Game, InputMode, Status};
use nonet::logic::{Level, Technique};
use nonet::variant::Kind;
use std::path::{Path, PathBuf};
use ui_support::*;

/// A second puzzle with one solution, for files and pasted text.
const OTHER: &str =
    "2..8...6..41...5..6.....8.....7.243.....8.....961.4.....2.....7..4...15..7...5..3";

/// Sends a command as a click or key would, and runs the frames after it (a command that
/// starts background work keeps a spinner turning, so running out of steps is no failure).
fn send(harness: &mut Harness<'_, NonetApp>, command: Command) {
    harness.state_mut().send(command);
    let _ = harness.try_run();
}

fn harness_in(dir: &Path) -> Harness<'static, NonetApp> {
    harness_with(NonetApp::with_game(fixed_game(), DataDir::at(dir)))
}

/// The ways of putting work into the fixed game, each without the others.
fn kinds_of_progress() -> Vec<(&'static str, Vec<Command>)> {
    let note = allowed(0)[0];
    vec![
        (
            "a candidate",
            vec![Command::Select(0), Command::NoteDigit(note)],
        ),
        (
            "a corner mark",
            vec![
                Command::Select(0),
                Command::Toolkit(ToolkitCommand::CornerDigit(note)),
            ],
        ),
        (
            "a colour",
            vec![
                Command::Select(0),
                Command::Toolkit(ToolkitCommand::ColourDigit(3)),
            ],
        ),
        (
            "a checkpoint",
            vec![Command::Toolkit(ToolkitCommand::AddCheckpoint)],
        ),
        ("a digit", vec![Command::Select(0), Command::Digit(note)]),
    ]
}

/// Every command that replaces the game with another from elsewhere, with the files they
/// need written into `dir`.
fn ways_of_replacing(dir: &Path) -> Vec<(&'static str, Command)> {
    let save = dir.join("other.nonet");
    let other = Game::new(OTHER.parse().expect("OTHER parses")).expect("OTHER is unique");
    other.save_to(&save).expect("the save is written");
    let text = dir.join("other.txt");
    std::fs::write(&text, OTHER).expect("the puzzle file is written");
    vec![
        ("Ctrl+N", Command::NewGameAtChosenLevel),
        ("a new game of a level", Command::NewGame(Level::Hard)),
        (
            "a new Killer",
            Command::NewVariantGame(Kind::Killer, Level::Easy),
        ),
        (
            "the daily puzzle",
            Command::DailyPuzzle(Kind::Classic, Level::Easy),
        ),
        ("opening a save", Command::OpenFile(save)),
        ("opening a puzzle file", Command::OpenFile(text)),
        ("pasting a puzzle", Command::PasteText(OTHER.into())),
        (
            "practice",
            Command::Techniques(TechniquesCommand::Practise(
                nonet::variant::Kind::Classic,
                Technique::HiddenSingle,
            )),
        ),
    ]
}

/// Nothing is being made, read or practised, and no file waits: the game stays.
fn nothing_under_way(harness: &Harness<'_, NonetApp>) -> bool {
    let app = harness.state();
    !app.is_asking()
        && !app.is_generating()
        && !app.is_loading()
        && app.practice().is_none()
        && app.file_waiting().is_none()
}

#[test]
fn every_way_of_replacing_a_game_asks_when_it_holds_any_progress_and_cancel_changes_nothing() {
    let files = tempfile::tempdir().unwrap();
    for (kind, moves) in kinds_of_progress() {
        for (way, command) in ways_of_replacing(files.path()) {
            let data = tempfile::tempdir().unwrap();
            let mut harness = harness_in(data.path());
            for command in moves.clone() {
                send(&mut harness, command);
            }
            let before = game(&harness);
            send(&mut harness, command);
            // A puzzle file asks once it has been read, when it is known to hold one puzzle.
            wait_for_file(&mut harness);
            assert!(
                harness.state().is_asking(),
                "{way} over a game holding only {kind} must ask first"
            );
            click(&mut harness, "Cancel");
            assert!(nothing_under_way(&harness), "{way}, {kind}: Cancel");
            assert_eq!(game(&harness), before, "{way}, {kind}: the game stays");
            assert!(
                harness.state().statistics().games.is_empty(),
                "{way}, {kind}: nothing is counted"
            );
            assert!(!data.path().join(STATISTICS_FILE).exists());
        }
    }
}

#[test]
fn a_game_holding_only_notes_survives_ctrl_n_then_escape_and_counts_as_left_once_confirmed() {
    let data = tempfile::tempdir().unwrap();
    let mut harness = harness_in(data.path());
    click(&mut harness, "row 1, column 1, empty");
    let note = allowed(0)[0];
    press_with(&mut harness, Modifiers::SHIFT, digit_key(note));
    let before = game(&harness);
    assert_eq!(before.entries().filled_count(), 0, "no digit, only a note");
    press_with(&mut harness, Modifiers::COMMAND, Key::N);
    assert!(harness.state().is_asking());
    // The question names what would be lost, and that the game would count as left.
    harness.get_by_label("Start a new game?");
    harness.get_by_label_contains("1 candidate");
    harness.get_by_label_contains("counted as not finished");
    // Enter is no destructive default: only a click on the button replaces the game.
    press(&mut harness, Key::Enter);
    assert!(harness.state().is_asking(), "Enter does not say yes");
    press(&mut harness, Key::Escape);
    assert!(nothing_under_way(&harness));
    assert_eq!(game(&harness), before);
    assert!(harness.state().statistics().games.is_empty());
    assert!(!data.path().join(STATISTICS_FILE).exists());
    harness.get_by_label(&format!("row 1, column 1, empty, notes {note}"));

    press_with(&mut harness, Modifiers::COMMAND, Key::N);
    harness
        .get_all_by_label("New game")
        .last()
        .expect("the dialog's button")
        .click();
    wait_until_idle(&mut harness);
    assert_ne!(game(&harness).givens(), before.givens(), "a new puzzle");
    let games = &harness.state().statistics().games;
    assert_eq!(games.len(), 1, "left once, when confirmed");
    assert_eq!(games[0].outcome, Outcome::Abandoned);
}

#[test]
fn an_untouched_game_under_live_candidates_is_replaced_without_asking_and_not_counted() {
    let mut harness = harness();
    send(&mut harness, Command::Toggle(Toggle::LiveCandidates));
    assert!(
        !game(&harness).has_progress(),
        "the app's candidates are no work"
    );
    send(&mut harness, Command::NewGame(Level::Easy));
    assert!(!harness.state().is_asking());
    wait_until_idle(&mut harness);
    assert_ne!(
        game(&harness).givens(),
        &EASY.parse::<nonet::grid::Grid>().unwrap()
    );
    assert!(harness.state().statistics().games.is_empty());
}

#[test]
fn a_paused_game_holding_notes_asks_before_it_is_replaced() {
    let mut harness = harness();
    send(&mut harness, Command::Select(0));
    send(&mut harness, Command::NoteDigit(allowed(0)[0]));
    send(&mut harness, Command::TogglePause);
    assert_eq!(game(&harness).status(), Status::Paused);
    let before = game(&harness);
    send(&mut harness, Command::NewGame(Level::Easy));
    assert!(harness.state().is_asking());
    press(&mut harness, Key::Escape);
    assert!(nothing_under_way(&harness));
    assert_eq!(game(&harness), before);
}

/// Types `line` in as a puzzle of one's own (Game › Enter…), without starting it.
fn type_in(harness: &mut Harness<'_, NonetApp>, line: &str) {
    send(
        harness,
        Command::Setter(nonet::app::command::SetterCommand::Start(
            nonet::variant::Kind::Classic,
        )),
    );
    for (cell, ch) in line.chars().enumerate() {
        if let Some(digit) = ch.to_digit(10) {
            send(harness, Command::Select(cell));
            send(harness, Command::Digit(digit as u8));
        }
    }
}

#[test]
fn a_typed_in_puzzle_asks_before_replacing_a_game_holding_notes() {
    let mut harness = harness();
    send(&mut harness, Command::Select(0));
    send(&mut harness, Command::NoteDigit(allowed(0)[0]));
    let before = game(&harness);
    type_in(&mut harness, OTHER);
    send(&mut harness, Command::StartEnteredPuzzle);
    assert!(harness.state().is_asking());
    harness.get_by_label("Play the puzzle you typed in?");
    press(&mut harness, Key::Escape);
    assert!(!harness.state().is_asking());
    assert!(harness.state().is_entering(), "still typing it in");
    assert_eq!(game(&harness), before);
    assert!(harness.state().statistics().games.is_empty());
    send(&mut harness, Command::StartEnteredPuzzle);
    click(&mut harness, "Play it");
    assert_eq!(game(&harness).givens().to_line(), OTHER);
    let games = &harness.state().statistics().games;
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].outcome, Outcome::Abandoned);
}

/// Three puzzles with one solution each, one a line.
fn three_puzzles() -> String {
    let mut swapped = EASY[9..18].to_string();
    swapped.push_str(&EASY[0..9]);
    swapped.push_str(&EASY[18..]);
    format!("{EASY}\n{}\n{swapped}\n", OTHER.replace('.', "0"))
}

#[test]
fn a_collection_puzzle_holding_only_notes_asks_before_the_next_one() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness_with_file(&dir.path().join("three.txt"), &three_puzzles());
    send(&mut harness, Command::PlayFromCollection(0));
    send(&mut harness, Command::Select(0));
    send(&mut harness, Command::NoteDigit(allowed(0)[0]));
    let before = game(&harness);
    for command in [Command::NextPuzzle, Command::PlayFromCollection(2)] {
        send(&mut harness, command.clone());
        assert!(harness.state().is_asking(), "{command:?}");
        press(&mut harness, Key::Escape);
        assert!(!harness.state().is_asking());
        assert_eq!(game(&harness), before, "{command:?}");
        assert_eq!(
            harness.state().collection_position(),
            Some((3, Some(0))),
            "still playing the first puzzle"
        );
    }
}

/// A data folder whose autosave holds the fixed game with one candidate written in r1c1.
fn data_with_notes_only(dir: &Path) -> (DataDir, Game) {
    let data = DataDir::at(dir);
    let mut harness = harness_in(dir);
    send(&mut harness, Command::Select(0));
    send(&mut harness, Command::NoteDigit(allowed(0)[0]));
    harness.state_mut().autosave();
    (data, game(&harness))
}

#[test]
fn a_file_given_at_start_asks_before_replacing_the_resumed_game_in_progress() {
    let dir = tempfile::tempdir().unwrap();
    let (data, left) = data_with_notes_only(&dir.path().join("data"));
    let file: PathBuf = dir.path().join("other.txt");
    std::fs::write(&file, OTHER).unwrap();
    // `nonet FILE`, or a double-click on the file.
    let ctx = egui::Context::default();
    let app = NonetApp::new(&ctx, data, Some(file.clone()));
    let mut harness = harness_with(app);
    wait_for_file(&mut harness);
    let app = harness.state();
    assert!(app.is_asking(), "the resumed game holds notes");
    assert_eq!(app.file_waiting(), Some(file.as_path()));
    assert_eq!(app.game().map(Game::all_notes), Some(left.all_notes()));
    click(&mut harness, "Cancel");
    assert!(nothing_under_way(&harness));
    assert_eq!(game(&harness).all_notes(), left.all_notes());
    assert_eq!(game(&harness).givens(), left.givens());
    assert!(harness.state().statistics().games.is_empty());
}

#[test]
fn a_file_given_at_start_replaces_an_untouched_resumed_game_without_asking() {
    let dir = tempfile::tempdir().unwrap();
    let data = DataDir::at(dir.path().join("data"));
    data.save_autosave(&fixed_game()).unwrap();
    let file = dir.path().join("other.txt");
    std::fs::write(&file, OTHER).unwrap();
    let ctx = egui::Context::default();
    let mut harness = harness_with(NonetApp::new(&ctx, data, Some(file)));
    wait_for_file(&mut harness);
    assert!(!harness.state().is_asking());
    assert_eq!(game(&harness).givens().to_line(), OTHER);
}

#[test]
fn a_restart_resumes_the_input_mode_the_selected_cell_and_the_notes() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness_in(dir.path());
    // r2c3 is open in the fixed puzzle.
    click(&mut harness, "row 2, column 3, empty");
    press(&mut harness, Key::N);
    assert_eq!(harness.state().mode(), InputMode::Candidate);
    let note = allowed(11)[0];
    press(&mut harness, digit_key(note));
    harness.state_mut().autosave();
    let left = game(&harness);
    drop(harness);
    let ctx = egui::Context::default();
    let resumed = NonetApp::new(&ctx, DataDir::at(dir.path()), None);
    assert_eq!(resumed.mode(), InputMode::Candidate);
    assert_eq!(resumed.selected(), 11);
    let game = resumed.game().expect("the game resumes");
    assert_eq!(game.all_notes(), left.all_notes());
    assert!(game.notes(11).contains(note));
    assert!(!resumed.is_asking() && !resumed.is_generating());
    assert!(resumed.statistics().games.is_empty());
}

#[test]
fn a_version_4_save_opens_in_its_input_mode_with_the_centre_selected() {
    let path = common::data_path("saves/classic_v4.nonet");
    let mut harness = harness();
    send(&mut harness, Command::OpenFile(path));
    assert_eq!(
        game(&harness).metadata().title.as_deref(),
        Some("Version 4 fixture")
    );
    assert_eq!(harness.state().mode(), InputMode::Candidate);
    assert_eq!(harness.state().selected(), 40);
    assert_eq!(game(&harness).cursor, None);
}

#[test]
fn escape_closes_every_window_the_print_window_included() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness_with_file(&dir.path().join("three.txt"), &three_puzzles());
    assert!(harness.state().is_picker_open());
    press(&mut harness, Key::Escape);
    assert!(!harness.state().is_picker_open(), "the collection picker");
    press_with(&mut harness, Modifiers::COMMAND, Key::P);
    harness.get_by_label("This puzzle");
    press(&mut harness, Key::Escape);
    assert!(
        harness.query_by_label("This puzzle").is_none(),
        "the Print window"
    );
    for open in [
        Command::ShowShortcuts,
        Command::ShowHowToPlay,
        Command::Statistics(StatisticsCommand::ToggleWindow),
        Command::Techniques(TechniquesCommand::ToggleWindow),
        Command::SolvePath(SolvePathCommand::ToggleWindow),
    ] {
        send(&mut harness, open.clone());
        let label = open.label();
        wait_until_idle(&mut harness);
        press(&mut harness, Key::Escape);
        assert!(
            harness.state().solve_path().is_none()
                && harness.state().technique_shown().is_none()
                && !harness.state().is_shortcuts_sheet_open(),
            "{label}"
        );
    }
}

#[test]
fn starting_a_killer_leaves_the_open_collection() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness_with_file(&dir.path().join("three.txt"), &three_puzzles());
    send(&mut harness, Command::PlayFromCollection(1));
    assert_eq!(harness.state().collection_position(), Some((3, Some(1))));
    if !harness.state().is_picker_open() {
        send(&mut harness, Command::TogglePicker);
    }
    assert!(harness.state().is_picker_open());
    send(
        &mut harness,
        Command::NewVariantGame(Kind::Killer, Level::Easy),
    );
    wait_until_idle(&mut harness);
    assert!(
        game(&harness).variant().is_some(),
        "the Killer is on the board"
    );
    assert_eq!(harness.state().collection_position(), None);
    assert!(!harness.state().is_picker_open());
    assert!(harness.query_by_label("Next puzzle").is_none());
}

/// Whether the widget labelled `label` lies inside the window area that shows it (its
/// scroll area has it in view).
fn in_view(harness: &Harness<'_, NonetApp>, label: &str, window_title: &str) -> bool {
    let row = harness.get_by_label(label).rect();
    let window = harness.get_by_label(window_title).rect();
    // The title bar is at the window's top; the text below it must start near it.
    row.top() >= window.top() && row.bottom() <= harness.ctx.content_rect().bottom()
}

#[test]
fn how_to_play_opens_at_its_top_after_the_shortcuts_sheet_was_scrolled() {
    let mut harness = harness();
    send(&mut harness, Command::ShowShortcuts);
    let last = "Mouse: click a cell to select it";
    harness.get_by_label_contains(last).scroll_to_me();
    harness.run();
    send(&mut harness, Command::ShowHowToPlay);
    harness.run();
    assert!(
        in_view(&harness, "The rules", "How to play"),
        "How to play opens at its top"
    );
    send(&mut harness, Command::ShowShortcuts);
    harness.run();
    assert!(
        in_view(&harness, "Playing", "Keyboard shortcuts"),
        "the sheet opens again at its top"
    );
}

#[test]
fn a_new_games_solve_path_opens_at_step_one() {
    let mut harness = harness();
    send(
        &mut harness,
        Command::SolvePath(SolvePathCommand::ToggleWindow),
    );
    wait_until_idle(&mut harness);
    let (path, _) = harness.state().solve_path().expect("the window is open");
    let steps = path.expect("worked out").steps.len();
    assert!(steps > 30, "a long path: {steps} steps");
    // Step 23 is chosen, and the list scrolls to it.
    send(
        &mut harness,
        Command::SolvePath(SolvePathCommand::Select(22)),
    );
    harness.run();
    // The first row of the path shown, found by its whole label.
    let first_row = |harness: &Harness<'_, NonetApp>| {
        let (path, _) = harness.state().solve_path()?;
        let step = path?.steps.first()?;
        let label = format!(
            "1. {} · {:.1} — {}",
            step.technique.name(),
            step.score,
            nonet::app::solve_path::effect(step)
        );
        harness.query_by_label(&label).map(|node| node.rect())
    };
    let scrolled = first_row(&harness).expect("the first row");
    // Another puzzle, untouched, so it opens without a question.
    send(&mut harness, Command::PasteText(OTHER.into()));
    wait_until_idle(&mut harness);
    assert_eq!(game(&harness).givens().to_line(), OTHER);
    let (path, selected) = harness.state().solve_path().expect("still open");
    assert!(path.is_some() && selected.is_none());
    let fresh = first_row(&harness).expect("the first row");
    assert!(
        fresh.top() > scrolled.top() + 100.0,
        "the new path's list starts at step 1: first row at {fresh:?}, was {scrolled:?}"
    );
}

#[test]
fn touched_practice_positions_are_never_counted_as_left_games() {
    let data = tempfile::tempdir().unwrap();
    let mut harness = harness_in(data.path());
    send(
        &mut harness,
        Command::Techniques(TechniquesCommand::Practise(
            nonet::variant::Kind::Classic,
            Technique::HiddenSingle,
        )),
    );
    wait_until_idle(&mut harness);
    for position in 0..3 {
        assert!(harness.state().practice().is_some(), "position {position}");
        let played = game(&harness);
        let empty = (0..81)
            .find(|&c| played.digit(c) == 0)
            .expect("a practice position has empty cells");
        send(&mut harness, Command::Select(empty));
        send(
            &mut harness,
            Command::Toolkit(ToolkitCommand::CornerDigit(1)),
        );
        assert_ne!(game(&harness), played, "position {position} is touched");
        send(
            &mut harness,
            Command::Techniques(TechniquesCommand::NextPractice),
        );
        wait_until_idle(&mut harness);
    }
    assert!(
        harness.state().statistics().games.is_empty(),
        "{:?}",
        harness.state().statistics().games
    );
    assert!(!data.path().join(STATISTICS_FILE).exists());
}

#[test]
fn start_up_warnings_stay_on_screen_after_the_new_puzzle_until_dismissed() {
    // A damaged autosave and damaged statistics: with no game to resume a new Medium puzzle
    // is made, and its news used to replace both warnings before a frame showed them.
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("autosave.nonet"),
        "(format_version: 6, givens: ",
    )
    .unwrap();
    std::fs::write(dir.path().join(STATISTICS_FILE), "(version: 1, games: [").unwrap();
    let ctx = egui::Context::default();
    let mut harness = harness_with(NonetApp::new(&ctx, DataDir::at(dir.path()), None));
    wait_until_idle(&mut harness);
    for _ in 0..5 {
        harness.step();
    }
    assert!(
        harness.state().game().is_some(),
        "a new puzzle is on the board"
    );
    let notices: Vec<String> = harness
        .state()
        .notices()
        .iter()
        .map(|notice| notice.text.clone())
        .collect();
    assert_eq!(notices.len(), 2, "{notices:?}");
    assert!(notices[0].contains("statistics-damaged.ron"), "{notices:?}");
    assert!(notices[1].contains("could not be resumed"), "{notices:?}");
    for text in &notices {
        harness.get_by_label(text);
    }
    harness.get_by_label("Dismiss").click();
    let _ = harness.try_run();
    assert!(harness.state().notices().is_empty());
    assert!(harness.query_by_label(&notices[1]).is_none());
}
