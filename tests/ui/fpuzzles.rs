//! Puzzles of f-puzzles and SudokuPad in the window, through egui_kittest: a pasted link
//! starts its puzzle as the game of its kind, a JSON file opens, a constraint puzzle
//! (thermometers, dots, sandwiches…) plays on the generic engine's board with its rules
//! shown, hinted and kept, and a link that holds no puzzle is said so and the game stays.

use crate::ui_support;

use egui_kittest::kittest::Queryable;
use nonet::app::command::LinkSite;
use nonet::app::{Command, MessageKind};
use nonet::variant::Kind;
use std::path::PathBuf;
use ui_support::*;

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/fpuzzles")
        .join(name)
}

/// The payload of the test puzzle `name` (tests/data/fpuzzles/links.txt).
fn payload(name: &str) -> String {
    let links = std::fs::read_to_string(data("links.txt")).expect("links.txt");
    links
        .lines()
        .find_map(|line| line.strip_prefix(&format!("{name}\t")))
        .expect("the puzzle's link")
        .to_owned()
}

/// The givens of the test puzzle `name`, as its JSON says them (row by row, 0 for empty).
fn givens(name: &str) -> Vec<u8> {
    let text = std::fs::read_to_string(data(&format!("{name}.json"))).expect("the JSON");
    let json: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    json["grid"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|row| row.as_array().unwrap().iter())
        .map(|cell| match cell["given"].as_bool() {
            Some(true) => cell["value"].as_u64().unwrap() as u8,
            _ => 0,
        })
        .collect()
}

#[test]
fn a_pasted_sudokupad_link_starts_its_killer_and_what_cannot_be_played_keeps_it() {
    let mut harness = harness();
    harness.event(egui::Event::Paste(format!(
        "https://sudokupad.app/fpuzzles{}",
        payload("killer")
    )));
    harness.run();
    let message = harness.state().message().map(|m| m.text.clone());
    let started = game(&harness);
    let puzzle = started.variant().expect("a variant game");
    assert_eq!(puzzle.kind(), Kind::Killer, "{message:?}");
    assert_eq!(started.givens().cells().to_vec(), givens("killer"));
    assert_eq!(puzzle.cages().len(), 35);
    // The setter's title, name and rules come with it, shown over the board.
    let metadata = started.metadata();
    assert_eq!(metadata.title.as_deref(), Some("Cages"));
    assert_eq!(metadata.author.as_deref(), Some("Nonet tests"));
    assert_eq!(
        metadata.description.as_deref(),
        Some("Normal sudoku rules apply.")
    );
    harness.get_by_label("“Cages” by Nonet tests");

    // A short SudokuPad id and a cut link: each says why, and the killer stays.
    let killer_x = payload("killer_x");
    for pasted in [
        "https://sudokupad.app/abc123".to_owned(),
        format!("https://f-puzzles.com/?load={}", &killer_x[..100]),
    ] {
        harness.event(egui::Event::Paste(pasted.clone()));
        harness.run();
        let message = harness.state().message().expect("a message").clone();
        assert_eq!(
            message.kind,
            MessageKind::Error,
            "{pasted}: {}",
            message.text
        );
        assert_eq!(game(&harness), started, "{pasted}");
        assert!(harness.state().sized_game().is_none(), "{pasted}");
    }
    // A Killer X (no 9x9 kind of its own) plays on the generic engine's board, the killer
    // kept behind it.
    harness.event(egui::Event::Paste(format!(
        "https://f-puzzles.com/?load={killer_x}"
    )));
    harness.step();
    wait_for_generation(&mut harness);
    let rules = harness.state().sized_game().expect("a rule game").clone();
    assert!(rules.has_rules());
    assert_eq!(rules.puzzle().givens(), givens("killer_x").as_slice());
    assert!(rules.puzzle().is_solution(rules.solution()));
    assert_eq!(game(&harness), started);
}

/// The game the test puzzle `name` starts from its SudokuPad link.
fn opened_from_link(name: &str) -> nonet::game::SizedGame {
    let mut harness = harness();
    harness.event(egui::Event::Paste(format!(
        "https://sudokupad.app/fpuzzles{}",
        payload(name)
    )));
    harness.step();
    wait_for_generation(&mut harness);
    let message = harness.state().message().map(|m| m.text.clone());
    let game = harness
        .state()
        .sized_game()
        .unwrap_or_else(|| panic!("{name}: no game ({message:?})"))
        .clone();
    assert!(game.has_rules(), "{name}");
    assert_eq!(game.puzzle().givens(), givens(name).as_slice(), "{name}");
    game
}

#[test]
fn constraint_puzzles_play_with_their_rules_shown_and_come_back_from_a_save() {
    let thermo = opened_from_link("thermo_arrow");
    let rules = thermo.puzzle().rules();
    assert!(
        rules
            .iter()
            .any(|r| matches!(r, nonet::rules::Rule::Thermometer(_)))
    );
    assert_eq!(thermo.metadata().title.as_deref(), Some("Rising arrows"));
    // The board draws the thermometers and the arrows.
    let marks = thermo.puzzle().marks();
    use nonet::rules::marks::{LineKind, RuleMark};
    assert!(marks.iter().any(|m| matches!(
        m,
        RuleMark::Line {
            kind: LineKind::Thermometer,
            ..
        }
    )));
    assert!(marks.iter().any(|m| matches!(m, RuleMark::Circle { .. })));

    // The Kropki puzzle: its rules text and its credit are in the panel, and hints walk it
    // to the end, each step true of the answer.
    let mut harness = harness();
    harness.event(egui::Event::Paste(format!(
        "https://f-puzzles.com/?load={}",
        payload("kropki")
    )));
    harness.step();
    wait_for_generation(&mut harness);
    let kropki = harness
        .state()
        .sized_game()
        .expect("the Kropki game")
        .clone();
    harness.get_by_label("“Dots” by Nonet tests");
    let rules_text = kropki.metadata().description.clone().expect("its rules");
    harness.get_by_label(rules_text.trim());
    let open = kropki.digits().iter().filter(|&&d| d == 0).count();
    for _ in 0..open * 3 {
        let Some(now) = harness.state().sized_game() else {
            break;
        };
        if now.status() != nonet::game::Status::Playing {
            break;
        }
        send(&mut harness, Command::Hint);
        harness.run();
        // A hint shown the first time is applied the second.
        send(&mut harness, Command::Hint);
        harness.run();
        let now = harness.state().sized_game().expect("still the game");
        for cell in 0..81 {
            let digit = now.digit(cell);
            assert!(
                digit == 0 || digit == now.solution()[cell],
                "r{}c{}",
                cell / 9 + 1,
                cell % 9 + 1
            );
        }
    }
    let end = harness.state().sized_game().expect("the game").clone();
    assert_eq!(
        end.digits(),
        end.solution(),
        "hints solve the Kropki puzzle"
    );

    // The workshop opens on the 9x9 constraint puzzle with its rules drawn; cancelled, the
    // game is back on the board.
    send(
        &mut harness,
        Command::Setter(nonet::app::command::SetterCommand::EditCurrent),
    );
    harness.run();
    let draft = harness
        .state()
        .setter_draft()
        .expect("the workshop")
        .clone();
    assert_eq!(draft.drawn(), end.puzzle().rules());
    send(&mut harness, Command::CancelEntering);
    harness.run();
    assert!(harness.state().setter_draft().is_none());
    let back = harness.state().sized_game().expect("the game is back");
    assert_eq!(back.puzzle(), end.puzzle());
    assert_eq!(back.digits(), end.digits());

    // The solve path and All steps are the constraint puzzle's own: nothing left, for this
    // one is solved.
    let path = Command::SolvePath(nonet::app::command::SolvePathCommand::ToggleWindow);
    harness.state_mut().send(path.clone());
    wait_for_work(&mut harness);
    assert!(harness.state().setter_draft().is_none());
    let (worked, _) = harness.state().solve_path().expect("the solve path opens");
    let worked = worked.expect("worked out");
    assert!(worked.steps.is_empty(), "a solved puzzle has no step left");
    assert_eq!(worked.outcome, nonet::logic::Outcome::Solved);
    harness.get_by_label("Nothing is left to solve.");
    send(&mut harness, path);
    assert!(harness.state().solve_path().is_none());
    assert!(harness.state().sized_game().is_some());
    send(
        &mut harness,
        Command::AllSteps(nonet::app::command::AllStepsCommand::ToggleWindow),
    );
    harness.run();
    let (total, ..) = harness.state().all_steps().expect("All steps opens");
    assert_eq!(total, 0, "a solved puzzle has no step left");
    let solved = nonet::words::grid_solved_in(nonet::lang::Language::En);
    harness.get_by_label(&solved);
    assert!(harness.state().sized_game().is_some());

    // Saved and read back, it is the same puzzle with its title and rules.
    let text = thermo.to_save_text();
    let back = nonet::game::SizedGame::from_save_text(&text).expect("reads back");
    assert_eq!(back.puzzle(), thermo.puzzle());
    assert_eq!(back.metadata(), thermo.metadata());
}

#[test]
fn an_f_puzzles_json_file_opens_as_its_game() {
    let mut harness = harness();
    harness.state_mut().open_path(&data("jigsaw.json"));
    harness.run();
    let message = harness.state().message().map(|m| m.text.clone());
    let opened = game(&harness);
    let puzzle = opened.variant().expect("a variant game");
    assert_eq!(puzzle.kind(), Kind::Jigsaw, "{message:?}");
    assert_eq!(opened.givens().cells().to_vec(), givens("jigsaw"));
    assert!(message.is_some_and(|m| m.contains("jigsaw.json")));

    // A file of broken JSON names itself and its line, and the jigsaw stays.
    let dir = tempfile::tempdir().unwrap();
    let broken = dir.path().join("broken.json");
    std::fs::write(&broken, "{\"size\": 9,\n \"grid\": [").unwrap();
    harness.state_mut().open_path(&broken);
    harness.run();
    let message = harness.state().message().expect("a message").clone();
    assert_eq!(message.kind, MessageKind::Error);
    assert!(
        message.text.contains("broken.json") && message.text.contains("line 2"),
        "{}",
        message.text
    );
    assert_eq!(game(&harness), opened);
}

#[test]
fn the_edit_menu_copies_links_of_both_sites_that_open_the_same_puzzle() {
    let mut harness = harness();
    harness.event(egui::Event::Paste(format!(
        "https://f-puzzles.com/?load={}",
        payload("windoku")
    )));
    harness.run();
    let started = game(&harness);
    assert_eq!(started.variant().map(|p| p.kind()), Some(Kind::Windoku));
    for (site, prefix) in [
        (LinkSite::Fpuzzles, "https://f-puzzles.com/?load="),
        (LinkSite::Sudokupad, "https://sudokupad.app/fpuzzles"),
    ] {
        harness.state_mut().send(Command::CopySiteLink(site));
        harness.step();
        let link = copied_text(&harness).expect("a link copied");
        assert!(link.starts_with(prefix), "{link}");
        // A classic puzzle in between, then the copied link brings the Windoku back.
        harness.event(egui::Event::Paste(CLASSIC.to_owned()));
        harness.run();
        assert_ne!(game(&harness).givens(), started.givens());
        harness.event(egui::Event::Paste(link));
        harness.run();
        let back = game(&harness);
        assert_eq!(back.variant(), started.variant());
    }
}

const CLASSIC: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

#[test]
fn the_new_game_menu_makes_constraint_puzzles_with_their_rules_in_the_panel() {
    use nonet::rules::constraint_generate::ConstraintVariant;
    let mut harness = harness();
    for (variant, title) in [
        (ConstraintVariant::Thermo, "Thermo"),
        (ConstraintVariant::Kropki, "Kropki"),
    ] {
        send(
            &mut harness,
            Command::NewConstraintGame(variant, nonet::logic::Level::Easy),
        );
        wait_for_generation(&mut harness);
        let made = harness
            .state()
            .sized_game()
            .expect("a constraint game")
            .clone();
        assert!(made.has_rules(), "{title}");
        assert_eq!(made.metadata().title.as_deref(), Some(title));
        assert_eq!(made.level(), Some(nonet::logic::Level::Easy), "{title}");
        assert!(made.puzzle().is_solution(made.solution()));
        let rules = made.metadata().description.clone().expect("its rules");
        harness.get_by_label(&rules);
    }
    // The 9x9 game waits behind it, untouched.
    assert_eq!(game(&harness).givens(), fixed_game().givens());
}

#[test]
fn every_kind_of_mark_of_the_extras_puzzle_reaches_the_board() {
    use nonet::rules::marks::{LineKind, RuleMark};
    let extras = opened_from_link("extras");
    let marks = extras.puzzle().marks();
    let has = |wanted: fn(&RuleMark) -> bool| marks.iter().any(wanted);
    assert!(has(|m| matches!(
        m,
        RuleMark::Line {
            kind: LineKind::RegionSum,
            ..
        }
    )));
    assert!(has(|m| matches!(
        m,
        RuleMark::Line {
            kind: LineKind::Entropic,
            ..
        }
    )));
    assert!(has(|m| matches!(m, RuleMark::Quadruple { .. })));
    assert!(has(|m| matches!(
        m,
        RuleMark::Extremum { maximum: true, .. }
    )));
    assert!(has(|m| matches!(
        m,
        RuleMark::Extremum { maximum: false, .. }
    )));
    assert!(has(|m| matches!(m, RuleMark::Candidates { .. })));
    assert!(has(|m| matches!(m, RuleMark::Shade { .. })));
    // Drawn in each theme without a fault, the title in the panel.
    for theme in ["Light", "Dark", "HighContrast"] {
        let mut harness = harness();
        harness.state_mut().send(Command::SetTheme(match theme {
            "Light" => nonet::app::settings::ThemeChoice::Light,
            "Dark" => nonet::app::settings::ThemeChoice::Dark,
            _ => nonet::app::settings::ThemeChoice::HighContrast,
        }));
        harness.event(egui::Event::Paste(format!(
            "https://f-puzzles.com/?load={}",
            payload("extras")
        )));
        harness.step();
        wait_for_generation(&mut harness);
        harness.run();
        assert!(harness.state().sized_game().is_some(), "{theme}");
        harness.get_by_label("“Extras” by Nonet tests");
    }
}
