//! The app as commands: the shortcuts sheet and Help menu, tooltips that name their keys,
//! a layout that keeps the board whole and every control reachable at any size and zoom,
//! and thousands of random commands that never panic nor break the game's invariants.

use egui::{Key, Modifiers, Rect};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nonet::app::command::{CellFilter, HighlightCommand, SolvePathCommand, TechniquesCommand};
use nonet::app::command::{Direction, Toggle};
use nonet::app::solve_path::PathOrigin;
use nonet::app::{Command, DataDir, MessageKind, NonetApp, ThemeChoice};
use nonet::game::Game;
use nonet::generator::practice::PRACTICE_TECHNIQUES;
use nonet::grid::CELLS;
use nonet::logic::Level;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::path::{Path, PathBuf};

use crate::common;
use crate::ui_support;

use ui_support::{EASY, fixed_game, settle};

fn harness_sized(size: [f32; 2]) -> Harness<'static, NonetApp> {
    let mut harness = Harness::builder().with_size(size).build_ui_state(
        |ui, app: &mut NonetApp| app.ui(ui),
        NonetApp::with_game(fixed_game(), DataDir::none()),
    );
    harness.run();
    harness
}

#[test]
fn f1_and_question_mark_open_the_shortcuts_sheet_generated_from_the_table() {
    let mut harness = harness_sized([1060.0, 760.0]);
    harness.key_press(Key::F1);
    harness.run();
    assert!(harness.state().is_shortcuts_sheet_open());
    // Rows come from the command table: its descriptions and keys.
    harness.get_by_label(&Command::Hint.description());
    harness.get_by_label("Ctrl+Y or Ctrl+Shift+Z");
    harness.get_by_label("1 … 9");
    harness.key_press(Key::Escape);
    harness.run();
    assert!(!harness.state().is_shortcuts_sheet_open());
    harness.key_press_modifiers(Modifiers::SHIFT, Key::Questionmark);
    harness.run();
    assert!(harness.state().is_shortcuts_sheet_open());
}

#[test]
fn the_help_menu_offers_the_sheet_and_how_to_play() {
    let mut harness = harness_sized([1060.0, 760.0]);
    harness.get_by_label("Help").click();
    harness.run();
    harness.get_by_label("How to play").click();
    harness.run();
    harness.get_by_label("The rules");
    harness.get_by_label("Help").click();
    harness.run();
    // A menu item's label carries its shortcut, from the command table.
    harness.get_by_label("Keyboard shortcuts F1").click();
    harness.run();
    assert!(harness.state().is_shortcuts_sheet_open());
}

#[test]
fn the_edit_menu_shows_copy_and_paste_with_their_shortcuts() {
    let mut harness = harness_sized([1060.0, 760.0]);
    harness.get_by_label("Edit").click();
    harness.run();
    harness.get_by_label("Copy puzzle Ctrl+C");
    harness.get_by_label("Paste puzzle Ctrl+V");
}

#[test]
fn check_has_a_key_and_every_panel_button_names_its_shortcut() {
    let mut harness = harness_sized([1060.0, 760.0]);
    let solution = *harness.state().game().unwrap().solution();
    harness.get_by_label("row 1, column 1, empty").click();
    harness.run();
    let wrong = solution.get(0) % 9 + 1;
    harness.key_press(Key::Num0);
    harness.run();
    harness.state_mut().send(Command::Digit(wrong));
    harness.run();
    harness.key_press(Key::C);
    harness.run();
    let message = harness.state().message().expect("Check reports").clone();
    assert_eq!(message.kind, MessageKind::Error, "{message:?}");
    let ctx = harness.ctx.clone();
    for command in [
        Command::Hint,
        Command::Check,
        Command::ToggleNotesMode,
        Command::Erase,
        Command::TogglePause,
        Command::NewGameAtChosenLevel,
        Command::Open,
        Command::Save,
    ] {
        let keys = command.shortcut_text(&ctx).expect("a shortcut");
        assert!(command.tooltip(&ctx).contains(&keys), "{command:?}");
    }
}

/// The part of the window the app draws into, in points.
fn screen(harness: &Harness<'_, NonetApp>) -> Rect {
    harness.ctx.content_rect()
}

fn assert_inside(harness: &Harness<'_, NonetApp>, label: &str, what: &str) {
    let rect = harness.get_by_label(label).rect();
    let screen = screen(harness).expand(0.5);
    assert!(
        screen.contains_rect(rect),
        "{what}: {label} at {rect:?} is outside the window {screen:?}"
    );
}

/// Whether the game button labelled `label` can be reached: in the panel, inside the window
/// once scrolled to, or where the panel folds it, in its More menu or the Game menu.
fn game_button_reachable(harness: &mut Harness<'_, NonetApp>, label: &str) -> bool {
    if harness.query_by_label(label).is_some() {
        harness.get_by_label(label).scroll_to_me();
        harness.run();
        let rect = harness.get_by_label(label).rect();
        return screen(harness).expand(0.5).contains_rect(rect);
    }
    let menu = if harness.query_by_label("More").is_some() {
        "More"
    } else {
        "Game"
    };
    harness
        .query_all_by_label(menu)
        .next()
        .expect("the menu's button")
        .click();
    harness.run();
    let start = label.to_owned();
    let found = harness
        .query_all_by(move |node| node.label().is_some_and(|l| l.starts_with(&start)))
        .next()
        .is_some();
    harness.key_press(egui::Key::Escape);
    harness.run();
    found
}

#[test]
fn the_board_stays_whole_and_every_control_reachable_at_any_size_and_zoom() {
    let controls = ["Hint", "Undo", "Check"];
    for (size, zoom) in [
        ([480.0, 400.0], 1.0),
        ([500.0, 400.0], 1.0),
        ([1080.0, 800.0], 1.0),
        ([1080.0, 800.0], 1.3),
        ([1080.0, 800.0], 1.6),
        ([480.0, 900.0], 1.0),
        ([760.0, 560.0], 1.5),
    ] {
        let mut harness = harness_sized(size);
        harness.ctx.set_zoom_factor(zoom);
        harness.run();
        let what = format!("{size:?} at zoom {zoom}");
        assert_inside(&harness, "row 1, column 1, empty", &what);
        assert_inside(&harness, "row 9, column 9, empty", &what);
        let board = harness
            .get_by_label("row 1, column 1, empty")
            .rect()
            .union(harness.get_by_label("row 9, column 9, empty").rect());
        assert!(board.width() > 100.0, "{what}: board only {board:?}");
        for label in controls {
            harness.get_by_label(label).scroll_to_me();
            harness.run();
            assert_inside(&harness, label, &what);
            // The board is never covered by the panel.
            assert!(
                !harness
                    .get_by_label(label)
                    .rect()
                    .intersects(board.shrink(1.0)),
                "{what}: {label} overlaps the board"
            );
        }
        for label in ["New game", "Restart", "Open…", "Save…"] {
            assert!(
                game_button_reachable(&mut harness, label),
                "{what}: {label} cannot be reached"
            );
        }
    }
}

#[test]
fn a_long_message_scrolls_under_the_tools_which_stay_in_view() {
    let mut harness = harness_sized([760.0, 560.0]);
    let long = "A very long explanation. ".repeat(80);
    harness.state_mut().send(Command::PasteText("junk".into()));
    harness.run();
    // An error message as long as a forcing-chain hint.
    harness
        .state_mut()
        .send(Command::OpenFile(PathBuf::from(long.trim())));
    harness.run();
    let message = harness.state().message().expect("the failure is reported");
    assert!(message.text.len() > 1500, "a long message is shown");
    // The card scrolls in the panel's middle: the pad and the tools above it stay in view,
    // and the card starts under them.
    let card = harness
        .query_all_by(|node| {
            node.value()
                .is_some_and(|v| v.contains("A very long explanation."))
        })
        .next()
        .expect("the message's card")
        .rect();
    for label in ["Undo", "Check", "Hint", "Checkpoint"] {
        assert_inside(&harness, label, "a long message");
        let tool = harness.get_by_label(label).rect();
        assert!(
            tool.bottom() <= card.top(),
            "{label} at {tool:?} over {card:?}"
        );
    }
    assert!(
        card.bottom() > screen(&harness).bottom(),
        "the card is longer than the room"
    );
    for label in ["New game", "Restart", "Open…", "Save…"] {
        assert!(
            game_button_reachable(&mut harness, label),
            "a long message: {label} cannot be reached"
        );
    }
}

/// Files the random commands open: good, bad, a collection and a save.
struct Files {
    _dir: tempfile::TempDir,
    paths: Vec<(PathBuf, bool)>,
}

fn files() -> Files {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, text: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        path
    };
    let seeds = common::data_text("seeds.txt");
    let first = seeds.lines().next().unwrap().to_string();
    let save = dir.path().join("game.nonet");
    fixed_game().save_to(&save).unwrap();
    let paths = vec![
        (write("one.txt", &format!("{first}\n")), true),
        (write("seeds.txt", &seeds), true),
        (write("junk.txt", "this is no puzzle\n"), false),
        (write("broken.nonet", "(format_version: 1, givens: "), false),
        (dir.path().join("missing.sdk"), false),
        (save, true),
    ];
    Files { _dir: dir, paths }
}

fn random_command(rng: &mut StdRng, files: &Files) -> Command {
    let digit = rng.random_range(1..=9);
    match rng.random_range(0..49) {
        0..=7 => Command::Digit(digit),
        8..=9 => Command::NoteDigit(digit),
        10..=11 => Command::Erase,
        12 => Command::ToggleNotesMode,
        13..=14 => Command::Hint,
        15 => Command::Check,
        16..=18 => Command::Move(Direction::ALL[rng.random_range(0..4)]),
        19..=20 => Command::Select(rng.random_range(0..CELLS)),
        21 => Command::SelectAndToggleNotes(rng.random_range(0..CELLS)),
        22..=23 => Command::Undo,
        24 => [Command::Redo, Command::RewindToCorrect][rng.random_range(0..2)].clone(),
        25 => [Command::FillCandidates, Command::ClearNotes][rng.random_range(0..2)].clone(),
        26 => Command::Restart,
        27 => Command::Reveal,
        28 => [Command::ConfirmYes, Command::ConfirmNo][rng.random_range(0..2)].clone(),
        29 => Command::TogglePause,
        30 => [Command::NewGame(Level::Easy), Command::NewGameAtChosenLevel]
            [rng.random_range(0..2)]
        .clone(),
        31 => Command::CancelGeneration,
        32 => Command::OpenFile(
            files.paths[rng.random_range(0..files.paths.len())]
                .0
                .clone(),
        ),
        33 => [Command::NextPuzzle, Command::TogglePicker][rng.random_range(0..2)].clone(),
        34 => Command::PlayFromCollection(rng.random_range(0..6)),
        35 => {
            use nonet::app::command::SetterCommand;
            use nonet::generator::Symmetry;
            use nonet::variant::Kind;
            [
                Command::Setter(SetterCommand::Start(Kind::ALL[rng.random_range(0..5)])),
                Command::Setter(SetterCommand::EditCurrent),
                Command::Setter(SetterCommand::KeepSymmetry(
                    Symmetry::ALL[rng.random_range(0..4)],
                )),
                Command::Setter(SetterCommand::AddSplitGiven),
                Command::Setter(SetterCommand::FillPattern(Level::Easy)),
                Command::Setter(SetterCommand::MakeCage(rng.random_range(0..50))),
                Command::Setter(SetterCommand::RemoveCage),
                Command::Setter(SetterCommand::PaintRegion(rng.random_range(0..10))),
                Command::Setter(SetterCommand::ToggleTrueCandidates),
                Command::StartEnteredPuzzle,
                Command::ClearEnteredPuzzle,
                Command::CancelEntering,
            ][rng.random_range(0..12)]
            .clone()
        }
        36 => Command::PasteText(if rng.random_bool(0.5) {
            EASY.to_string()
        } else {
            "no puzzle here".to_string()
        }),
        37 => Command::Toggle(Toggle::ALL[rng.random_range(0..Toggle::ALL.len())]),
        38 => Command::SetTheme(ThemeChoice::ALL[rng.random_range(0..3)]),
        39 => [Command::ShowShortcuts, Command::ShowHowToPlay][rng.random_range(0..2)].clone(),
        40 => [Command::Dismiss, Command::CloseWin][rng.random_range(0..2)].clone(),
        41 => {
            [Command::ZoomIn, Command::ZoomOut, Command::ZoomReset][rng.random_range(0..3)].clone()
        }
        42 => Command::SetNewGameLevel(Level::ALL[rng.random_range(0..2)]),
        43 => [
            Command::SolvePath(SolvePathCommand::ToggleWindow),
            Command::SolvePath(SolvePathCommand::From(PathOrigin::Start)),
            Command::SolvePath(SolvePathCommand::From(PathOrigin::Position)),
            Command::SolvePath(SolvePathCommand::Back),
            Command::SolvePath(SolvePathCommand::Forward),
        ][rng.random_range(0..5)]
        .clone(),
        44 => Command::SolvePath(SolvePathCommand::Select(rng.random_range(0..70))),
        45 => Command::SolvePath(SolvePathCommand::ApplyTo(rng.random_range(0..70))),
        46 => {
            let technique = PRACTICE_TECHNIQUES[rng.random_range(0..PRACTICE_TECHNIQUES.len())];
            use nonet::variant::Kind;
            let kind = [Kind::X, Kind::Windoku, Kind::Jigsaw, Kind::Killer][rng.random_range(0..4)];
            let variant_techniques = nonet::variant::practice::practice_techniques(kind);
            let variant_technique =
                variant_techniques[rng.random_range(0..variant_techniques.len())];
            [
                Command::Techniques(TechniquesCommand::ToggleWindow),
                Command::Techniques(TechniquesCommand::Choose(Kind::Classic, technique)),
                Command::Techniques(TechniquesCommand::Practise(Kind::Classic, technique)),
                Command::Techniques(TechniquesCommand::NextPractice),
                Command::Techniques(TechniquesCommand::StopPractice),
                Command::Techniques(TechniquesCommand::ShowVariant(kind)),
                Command::Techniques(TechniquesCommand::Choose(kind, variant_technique)),
                Command::Techniques(TechniquesCommand::Practise(kind, variant_technique)),
            ][rng.random_range(0..8)]
            .clone()
        }
        47 => Command::Highlight(
            [
                HighlightCommand::Toggle(CellFilter::Candidate(digit)),
                HighlightCommand::Toggle(CellFilter::CandidateCount(digit)),
                HighlightCommand::MoreCandidates,
                HighlightCommand::Clear,
            ][rng.random_range(0..4)],
        ),
        _ => Command::Copy,
    }
}

/// The game's invariants: givens stay in place, the answer agrees with them and is a
/// solved grid (by the variant's rules, for a variant practice position), entries sit only
/// in open cells.
fn check_invariants(game: &Game, step: usize, command: &Command) {
    let givens = game.givens();
    let solution = game.solution();
    let solved = match game.variant() {
        Some(puzzle) => puzzle.is_solution(solution),
        None => solution.is_solved(),
    };
    assert!(solved, "step {step} ({command:?}): answer not solved");
    for cell in 0..CELLS {
        let given = givens.get(cell);
        if given != 0 {
            assert!(game.is_given(cell));
            assert_eq!(
                game.digit(cell),
                given,
                "step {step} ({command:?}): given changed"
            );
            assert_eq!(solution.get(cell), given, "step {step}: answer disagrees");
            assert_eq!(game.entries().get(cell), 0, "step {step}: entry on a given");
        }
    }
}

#[test]
fn thousands_of_random_commands_never_panic_and_keep_the_invariants() {
    let files = files();
    let mut rng = StdRng::seed_from_u64(0x5eed_0017);
    let mut harness = harness_sized([900.0, 640.0]);
    let steps = 3_000;
    for step in 0..steps {
        let command = random_command(&mut rng, &files);
        let opens_bad = match &command {
            Command::OpenFile(path) => !files.paths.iter().any(|(p, good)| p == path && *good),
            _ => false,
        };
        if opens_bad {
            // Let a puzzle still being made arrive first: only the file is under test.
            settle(&mut harness);
        }
        let before = harness.state().game().map(|g| *g.givens());
        harness.state_mut().send(command.clone());
        harness.step();
        if opens_bad && harness.state().is_entering() && harness.state().is_asking() {
            // A draft with work asks before the workshop closes; the player says yes.
            harness.state_mut().send(Command::ConfirmYes);
            harness.step();
        }
        if matches!(command, Command::OpenFile(_)) {
            // A puzzle file asks once it is read, when its one puzzle would replace a game
            // in progress (a save asks at once); the player says yes.
            settle(&mut harness);
            if harness.state().file_waiting().is_some() {
                harness.state_mut().send(Command::ConfirmYes);
                harness.step();
            }
        }
        if opens_bad || matches!(command, Command::OpenFile(_)) || step % 50 == 0 {
            settle(&mut harness);
        }
        let app = harness.state();
        assert!(app.selected() < CELLS);
        if opens_bad {
            // A bad file never replaces the game, and says what went wrong.
            assert_eq!(
                app.game().map(|g| *g.givens()),
                before,
                "step {step}: {command:?}"
            );
            let message = app.message().expect("a bad file is reported");
            assert_eq!(message.kind, MessageKind::Error, "{command:?}: {message:?}");
        }
        if let Some(game) = app.game() {
            check_invariants(game, step, &command);
        }
    }
    settle(&mut harness);
    assert!(
        harness.state().game().is_some(),
        "the board is never left empty"
    );
}

#[test]
fn a_file_opened_by_command_joins_the_recent_files_and_opens_from_there() {
    let files = files();
    let (path, _) = &files.paths[0];
    let mut harness = harness_sized([1060.0, 760.0]);
    harness.state_mut().send(Command::OpenFile(path.clone()));
    settle(&mut harness);
    let recent = harness.state().settings().recent_files.clone();
    assert_eq!(recent.len(), 1);
    assert!(Path::new(&recent[0]).ends_with("one.txt"));
    let opened = *harness.state().game().unwrap().givens();
    harness
        .state_mut()
        .send(Command::PasteText(EASY.to_string()));
    settle(&mut harness);
    assert_ne!(*harness.state().game().unwrap().givens(), opened);
    // Game › Open recent lists it; choosing it opens it again.
    harness
        .get_by_role_and_label(egui::accesskit::Role::Button, "Game")
        .click();
    harness.run();
    harness.get_by_label("Open recent").hover();
    harness.run();
    harness.get_by_label("one.txt").click();
    settle(&mut harness);
    assert_eq!(*harness.state().game().unwrap().givens(), opened);
}

/// The words of every text on screen (`Role::Label`), with where they are.
fn texts(harness: &Harness<'_, NonetApp>) -> Vec<(String, Rect)> {
    harness
        .query_all_by(|node| node.role() == egui::accesskit::Role::Label)
        .filter_map(|node| {
            let text = node.accesskit_node().value()?;
            Some((text, node.rect()))
        })
        .collect()
}

#[test]
fn a_hint_asked_for_in_a_short_panel_is_scrolled_into_view() {
    // 720x533 points: the card sits under the tools, below the fold, until it is shown.
    let mut harness = harness_sized([1080.0, 800.0]);
    harness.ctx.set_zoom_factor(1.5);
    harness.run();
    let before = texts(&harness);
    harness.state_mut().send(Command::Hint);
    harness.run();
    let window = screen(&harness).expand(0.5);
    let news: Vec<(String, Rect)> = texts(&harness)
        .into_iter()
        .filter(|(text, _)| !before.iter().any(|(old, _)| old == text))
        // The counters under the card changed too; they may stay below the fold.
        .filter(|(text, _)| !text.starts_with("Hints "))
        .collect();
    assert!(!news.is_empty(), "the hint says something");
    assert!(
        news.iter().all(|(_, rect)| window.contains_rect(*rect)),
        "{news:?} is outside {window:?}"
    );
}

#[test]
fn a_check_message_goes_when_undo_takes_the_wrong_entry_back() {
    let mut harness = harness_sized([1060.0, 760.0]);
    let wrong = fixed_game().solution().get(0) % 9 + 1;
    harness.state_mut().send(Command::Select(0));
    harness.run();
    harness.key_press(ui_support::digit_key(wrong));
    harness.run();
    harness.state_mut().send(Command::Check);
    harness.run();
    harness.get_by_label("1 entry is wrong (r1c1), marked in red.");
    harness.state_mut().send(Command::Undo);
    harness.run();
    assert_eq!(harness.state().game().map(|g| g.digit(0)), Some(0));
    assert!(
        harness.state().message().is_none(),
        "{:?}",
        harness.state().message()
    );
}
