//! The player's toolkit in the real user interface, driven by egui_kittest: corner marks,
//! centred candidates, the mode selector and modifier keys, multi-select (Ctrl+click, drag,
//! Ctrl+A), colours and candidate colours, digit-first input, live candidates, checkpoints,
//! safe replacement of a game in progress, and puzzles with several solutions. Each test is
//! named after the tool it tries.

use crate::ui_support;

use egui::{Event, Key, Modifiers, PointerButton};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nonet::app::command::{Toggle, ToolkitCommand};
use nonet::app::{Command, NonetApp};
use nonet::game::InputMode;
use nonet::grid::DigitSet;
use ui_support::*;

/// The start of the label of the cell named `name` ("r2c4"): "row 2, column 4,".
fn label_start(name: &str) -> String {
    let digit = |at: usize| usize::from(name.as_bytes()[at] - b'0');
    format!("row {}, column {},", digit(1), digit(3))
}

/// Clicks a cell by its name, whatever it holds.
fn select(harness: &mut Harness<'_, NonetApp>, cell: &str) {
    harness.get_by_label_contains(&label_start(cell)).click();
    harness.run();
}

fn cell_rect(harness: &Harness<'_, NonetApp>, cell: &str) -> egui::Rect {
    harness.get_by_label_contains(&label_start(cell)).rect()
}

#[test]
fn corner_marks_by_ctrl_digit_and_in_corner_mode() {
    let mut harness = harness();
    click(&mut harness, "row 1, column 1, empty");
    press_with(&mut harness, Modifiers::COMMAND, Key::Num4);
    harness.get_by_label("row 1, column 1, empty, corner 4");
    assert_eq!(
        harness.state().mode(),
        InputMode::Digit,
        "Ctrl+digit keeps the mode"
    );
    // Corner mode from its key: plain digits become corner marks, again to remove.
    press(&mut harness, Key::M);
    assert_eq!(harness.state().mode(), InputMode::Corner);
    press(&mut harness, Key::Num7);
    harness.get_by_label("row 1, column 1, empty, corner 4 7");
    press(&mut harness, Key::Num4);
    harness.get_by_label("row 1, column 1, empty, corner 7");
    // Candidates and corner marks are separate layers.
    press_with(&mut harness, Modifiers::SHIFT, Key::Num2);
    harness.get_by_label("row 1, column 1, empty, notes 2, corner 7");
    assert_eq!(game(&harness).marks(0).corner, DigitSet::single(7));
    assert_eq!(game(&harness).notes(0), DigitSet::single(2));
}

#[test]
fn mode_selector_buttons_and_space_cycle_the_modes() {
    let mut harness = harness();
    for (label, mode) in [
        ("Corner", InputMode::Corner),
        ("Colour", InputMode::Colour),
        ("Notes", InputMode::Candidate),
        ("Digit", InputMode::Digit),
    ] {
        click(&mut harness, label);
        assert_eq!(harness.state().mode(), mode, "{label}");
    }
    let mut seen = Vec::new();
    for _ in 0..4 {
        press(&mut harness, Key::Space);
        seen.push(harness.state().mode());
    }
    assert_eq!(
        seen,
        [
            InputMode::Candidate,
            InputMode::Corner,
            InputMode::Colour,
            InputMode::Digit
        ]
    );
}

#[test]
fn multi_select_with_ctrl_click_puts_one_digit_in_every_cell_as_one_undo() {
    let mut harness = harness();
    click(&mut harness, "row 1, column 1, empty");
    harness
        .get_by_label("row 1, column 2, empty")
        .click_modifiers(Modifiers::COMMAND);
    harness.run();
    harness
        .get_by_label("row 1, column 9, empty")
        .click_modifiers(Modifiers::COMMAND);
    harness.run();
    assert_eq!(harness.state().selected_cells(), [0, 1, 8]);
    // Notes into all three; then a corner mark; then one Undo takes the corner marks back.
    press_with(&mut harness, Modifiers::SHIFT, Key::Num5);
    press_with(&mut harness, Modifiers::COMMAND, Key::Num6);
    for cell in ["row 1, column 1", "row 1, column 2", "row 1, column 9"] {
        harness.get_by_label(&format!("{cell}, empty, notes 5, corner 6"));
    }
    press_with(&mut harness, Modifiers::COMMAND, Key::Z);
    for cell in ["row 1, column 1", "row 1, column 2", "row 1, column 9"] {
        harness.get_by_label(&format!("{cell}, empty, notes 5"));
    }
    // Ctrl+click on a selected cell takes it out; Escape goes back to one cell.
    harness
        .get_by_label("row 1, column 2, empty, notes 5")
        .click_modifiers(Modifiers::COMMAND);
    harness.run();
    assert_eq!(harness.state().selected_cells(), [0, 8]);
    press(&mut harness, Key::Escape);
    assert_eq!(harness.state().selected_cells().len(), 1);
}

#[test]
fn multi_select_ctrl_a_selects_all_and_erase_clears_every_entry() {
    let mut harness = harness();
    click(&mut harness, "row 1, column 1, empty");
    let key = digit_key(answer(&harness, 0));
    press(&mut harness, key);
    click(&mut harness, "row 1, column 2, empty");
    let key = digit_key(answer(&harness, 1));
    press(&mut harness, key);
    press_with(&mut harness, Modifiers::COMMAND, Key::A);
    assert_eq!(harness.state().selected_cells().len(), 81);
    let undo_before = game(&harness).history().len();
    press(&mut harness, Key::Delete);
    assert_eq!(game(&harness).entries().filled_count(), 0);
    assert_eq!(game(&harness).history().len(), undo_before + 1);
    // Givens in the selection stay.
    assert_eq!(game(&harness).grid(), *game(&harness).givens());
}

#[test]
fn multi_select_by_dragging_across_cells() {
    let mut harness = harness();
    let start = cell_rect(&harness, "r2c2").center();
    let end = cell_rect(&harness, "r2c4").center();
    let events = [
        Event::PointerMoved(start),
        Event::PointerButton {
            pos: start,
            button: PointerButton::Primary,
            pressed: true,
            modifiers: Modifiers::NONE,
        },
    ];
    harness.input_mut().events.extend(events);
    harness.run();
    for step in 1..=8 {
        let pos = start + (end - start) * (step as f32 / 8.0);
        harness.input_mut().events.push(Event::PointerMoved(pos));
        harness.run();
    }
    harness.input_mut().events.push(Event::PointerButton {
        pos: end,
        button: PointerButton::Primary,
        pressed: false,
        modifiers: Modifiers::NONE,
    });
    harness.run();
    assert_eq!(harness.state().selected_cells(), [10, 11, 12]);
}

#[test]
fn colours_paint_cells_with_alt_digits_and_in_colour_mode() {
    let mut harness = harness();
    click(&mut harness, "row 1, column 1, empty");
    press_with(&mut harness, Modifiers::ALT, Key::Num3);
    harness.get_by_label("row 1, column 1, empty, mint");
    assert_eq!(game(&harness).marks(0).colour, 3);
    // Givens take colours too, in colour mode; 0 takes the colour away.
    click(&mut harness, "row 1, column 3, 3, given");
    press(&mut harness, Key::B);
    assert_eq!(harness.state().mode(), InputMode::Colour);
    press(&mut harness, Key::Num7);
    harness.get_by_label("row 1, column 3, 3, given, orange");
    press(&mut harness, Key::Num0);
    harness.get_by_label("row 1, column 3, 3, given");
    // The pad shows swatches in colour mode.
    harness.get_by_label("Colour 9, pale grey");
}

#[test]
fn candidate_colouring_paints_single_candidates() {
    let mut harness = harness();
    click(&mut harness, "row 1, column 1, empty");
    let digits = allowed(0);
    for &d in &digits {
        press_with(&mut harness, Modifiers::SHIFT, digit_key(d));
    }
    press(&mut harness, Key::B);
    press(&mut harness, Key::Num2);
    let d = digits[0];
    send(
        &mut harness,
        Command::Toolkit(ToolkitCommand::PaintCandidate { cell: 0, digit: d }),
    );
    assert_eq!(game(&harness).marks(0).candidate_colours.get(d), 2);
    // The same colour again takes it off.
    send(
        &mut harness,
        Command::Toolkit(ToolkitCommand::PaintCandidate { cell: 0, digit: d }),
    );
    assert_eq!(game(&harness).marks(0).candidate_colours.get(d), 0);
}

#[test]
fn digit_first_places_the_chosen_digit_in_each_clicked_cell() {
    let mut harness = harness();
    send(&mut harness, Command::Toggle(Toggle::DigitFirst));
    let d = answer(&harness, 0);
    harness
        .get_by_label_contains(&format!("Digit {d}, "))
        .click();
    harness.run();
    assert_eq!(harness.state().armed_digit(), Some(d));
    click(&mut harness, "row 1, column 1, empty");
    harness.get_by_label(&format!("row 1, column 1, {d}"));
    // The same click again takes it out; a key picks another digit.
    click(&mut harness, &format!("row 1, column 1, {d}"));
    harness.get_by_label("row 1, column 1, empty");
    let e = *allowed(1)
        .iter()
        .find(|&&e| e != d)
        .expect("r1c2 allows two digits");
    press(&mut harness, digit_key(e));
    assert_eq!(harness.state().armed_digit(), Some(e));
    click(&mut harness, "row 1, column 2, empty");
    harness.get_by_label(&format!("row 1, column 2, {e}"));
    // In notes mode the chosen digit is noted instead.
    press(&mut harness, Key::N);
    click(&mut harness, "row 1, column 9, empty");
    harness.get_by_label(&format!("row 1, column 9, empty, notes {e}"));
}

#[test]
fn live_candidates_follow_the_digits_and_keep_struck_ones_out() {
    let mut harness = harness();
    send(&mut harness, Command::Toggle(Toggle::LiveCandidates));
    assert!(game(&harness).keeps_full_candidates());
    let notes_of = |harness: &Harness<'_, NonetApp>, cell: usize| game(harness).notes(cell);
    let before = notes_of(&harness, 1);
    // Enter r1c1's answer: r1c2 loses it; erase it: r1c2 has it again.
    let d = answer(&harness, 0);
    assert!(before.contains(d) || !allowed(1).contains(&d));
    select(&mut harness, "r1c1");
    press(&mut harness, digit_key(d));
    assert!(!notes_of(&harness, 1).contains(d));
    press(&mut harness, Key::Delete);
    assert_eq!(notes_of(&harness, 1), before);
    // Striking a candidate out keeps it out through the same round trip.
    let struck = before.first().expect("r1c2 has candidates");
    select(&mut harness, "r1c2");
    press_with(&mut harness, Modifiers::SHIFT, digit_key(struck));
    assert!(!notes_of(&harness, 1).contains(struck));
    select(&mut harness, "r1c1");
    press(&mut harness, digit_key(d));
    press(&mut harness, Key::Delete);
    assert!(!notes_of(&harness, 1).contains(struck));
}

#[test]
fn checkpoints_mark_the_position_and_go_back_as_an_undoable_step() {
    let mut harness = harness();
    click(&mut harness, "row 1, column 1, empty");
    let key = digit_key(answer(&harness, 0));
    press(&mut harness, key);
    press_with(&mut harness, Modifiers::COMMAND, Key::M);
    assert_eq!(game(&harness).checkpoints().len(), 1);
    harness.get_by_label_contains("Checkpoint 1 ·");
    let at_checkpoint = *game(&harness).entries();
    click(&mut harness, "row 1, column 2, empty");
    let key = digit_key(answer(&harness, 1));
    press(&mut harness, key);
    click(&mut harness, "row 1, column 9, empty");
    press(&mut harness, digit_key(allowed(8)[0]));
    let later = *game(&harness).entries();
    click(&mut harness, "Go back");
    assert_eq!(*game(&harness).entries(), at_checkpoint);
    press_with(&mut harness, Modifiers::COMMAND, Key::Z);
    assert_eq!(*game(&harness).entries(), later);
    click(&mut harness, "Forget");
    assert!(game(&harness).checkpoints().is_empty());
}

#[test]
fn safe_replacement_asks_before_a_file_replaces_a_game_in_progress() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("other.txt");
    // Another puzzle with one solution (the end-to-end test's second puzzle).
    let other = "2..8...6..41...5..6.....8.....7.243.....8.....961.4.....2.....7..4...15..7...5..3";
    std::fs::write(&path, other).unwrap();
    let mut harness = harness();
    click(&mut harness, "row 1, column 1, empty");
    let key = digit_key(answer(&harness, 0));
    press(&mut harness, key);
    let before = game(&harness);
    // The file's one puzzle asks once it has been read.
    send(&mut harness, Command::OpenFile(path.clone()));
    wait_for_file(&mut harness);
    assert!(harness.state().is_asking());
    click(&mut harness, "Cancel");
    assert_eq!(game(&harness), before, "Cancel keeps the game");
    send(&mut harness, Command::OpenFile(path));
    wait_for_file(&mut harness);
    click(&mut harness, "Open it");
    assert_ne!(game(&harness).givens(), before.givens());
}

#[test]
fn entering_a_puzzle_with_several_solutions_offers_to_play_it_anyway() {
    let mut harness = harness();
    send(
        &mut harness,
        Command::Setter(nonet::app::command::SetterCommand::Start(
            nonet::variant::Kind::Classic,
        )),
    );
    // A puzzle two givens short of unique (from tests/data/multi_solution.txt).
    let line = "8.........95.......76.........426798...571243...893165......916....3.487....1.532";
    for (cell, ch) in line.chars().enumerate() {
        if let Some(d) = ch.to_digit(10) {
            send(&mut harness, Command::Select(cell));
            press(&mut harness, digit_key(d as u8));
        }
    }
    send(&mut harness, Command::StartEnteredPuzzle);
    assert!(harness.state().is_asking());
    click(&mut harness, "Play anyway");
    let game = game(&harness);
    assert!(game.has_several_solutions());
    assert_eq!(game.givens().to_line(), line);
}

#[test]
fn centred_candidates_option_keeps_the_notes_the_same() {
    let mut harness = harness();
    click(&mut harness, "row 1, column 1, empty");
    press_with(&mut harness, Modifiers::SHIFT, Key::Num1);
    press_with(&mut harness, Modifiers::SHIFT, Key::Num5);
    send(&mut harness, Command::Toggle(Toggle::CentredCandidates));
    assert!(harness.state().settings().centred_candidates);
    harness.get_by_label("row 1, column 1, empty, notes 1 5");
}
