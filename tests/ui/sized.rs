//! Games of other sizes through the real user interface (egui_kittest): a 4x4 and a 6x6
//! played to the end by clicking cells by their labels and typing, with a note, a hint
//! shown then applied, a check and the win window, counted in the statistics per size and
//! level; letters A–G type 10–16 on a 16x16; the 9x9 game waits behind and comes back.

use crate::ui_support;

use egui::{Event, Key, Modifiers, PointerButton};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nonet::app::command::StatisticsCommand;
use nonet::app::{Command, DataDir, NonetApp};
use nonet::game::statistics::Outcome;
use nonet::game::{SizedGame, Status};
use nonet::generator::sized::SizedKind;
use nonet::logic::Level;
use ui_support::*;

pub(crate) fn sized(harness: &Harness<'_, NonetApp>) -> SizedGame {
    harness
        .state()
        .sized_game()
        .expect("a game of another size")
        .clone()
}

/// Starts a new game of `kind` at `level` and waits for its puzzle.
pub(crate) fn start(harness: &mut Harness<'_, NonetApp>, kind: SizedKind, level: Level) {
    send(harness, Command::NewSizedGame(kind, level));
    wait_for_generation(harness);
    // A game that did not come says why in the panel's message: a generation that gave up,
    // a question asked first, or one still under way.
    let said = harness.state().message().map(|m| m.text.clone());
    assert_eq!(
        harness.state().sized_game().map(SizedGame::size),
        Some(usize::from(kind.size)),
        "the {}x{} game is on the board (the panel says {said:?}; still generating: {})",
        kind.size,
        kind.size,
        harness.state().is_generating(),
    );
}

/// A cell's label as the board gives it to a screen reader, without what follows its place.
pub(crate) fn place(game: &SizedGame, cell: usize) -> String {
    let size = game.size();
    format!("row {}, column {}", cell / size + 1, cell % size + 1)
}

/// Clicks a cell by its label, as a player (or a screen reader user) would.
fn click_cell(harness: &mut Harness<'_, NonetApp>, cell: usize) {
    let game = sized(harness);
    let label = format!("{}, empty", place(&game, cell));
    harness.get_by_label_contains(&label).click();
    harness.run();
}

/// The key that types `digit`: 1–9, then A–G (B and C with Shift, being shortcuts).
fn type_digit(harness: &mut Harness<'_, NonetApp>, digit: u8) {
    match digit {
        1..=9 => press(harness, digit_key(digit)),
        _ => {
            let letters = [Key::A, Key::B, Key::C, Key::D, Key::E, Key::F, Key::G];
            let key = letters[usize::from(digit - 10)];
            if matches!(key, Key::B | Key::C) {
                press_with(harness, Modifiers::SHIFT, key);
            } else {
                press(harness, key);
            }
        }
    }
}

fn open_cells(game: &SizedGame) -> Vec<usize> {
    (0..game.digits().len())
        .filter(|&cell| game.digit(cell) == 0)
        .collect()
}

#[test]
fn a_4x4_and_a_6x6_are_played_to_the_end_and_counted_per_size() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness_with(NonetApp::with_game(fixed_game(), DataDir::at(dir.path())));
    let nine = game(&harness);
    let four = SizedKind {
        size: 4,
        jigsaw: false,
    };
    start(&mut harness, four, Level::Easy);
    let first = open_cells(&sized(&harness))[0];

    // A note in notes mode, then the same key again takes it out.
    click_cell(&mut harness, first);
    press(&mut harness, Key::N);
    press(&mut harness, Key::Num3);
    assert_eq!(sized(&harness).notes(first), 1 << 2);
    press(&mut harness, Key::Num3);
    assert_eq!(sized(&harness).notes(first), 0);
    press(&mut harness, Key::N);

    // A wrong digit, found by Check and named by its place.
    let wrong = (1..=4)
        .find(|&d| d != sized(&harness).answer(first))
        .unwrap();
    type_digit(&mut harness, wrong);
    click(&mut harness, "Check");
    let said = harness
        .state()
        .message()
        .expect("the check says")
        .text
        .clone();
    assert!(said.contains(&place(&sized(&harness), first)), "{said}");
    press(&mut harness, Key::Delete);
    assert_eq!(sized(&harness).digit(first), 0);

    // A hint shows a step; Hint again carries it out, and its digits are the answer's.
    click(&mut harness, "Hint");
    assert!(harness.state().message().is_some());
    let before = open_cells(&sized(&harness)).len();
    click(&mut harness, "Hint");
    let game = sized(&harness);
    assert!(open_cells(&game).len() < before);
    assert!(game.wrong_cells().is_empty());

    // The rest typed in, cell by cell.
    for cell in open_cells(&game) {
        click_cell(&mut harness, cell);
        type_digit(&mut harness, game.answer(cell));
    }
    assert_eq!(sized(&harness).status(), Status::Solved);
    harness.get_by_label("Solved!");
    click(&mut harness, "Close");
    let statistics = harness.state().statistics();
    let record = statistics.games.last().expect("the win is recorded");
    assert_eq!((record.size, record.outcome), (Some(four), Outcome::Solved));
    assert_eq!(record.level, Level::Easy);
    assert!(record.assisted, "a hint was applied");

    // A 6x6 at Medium, every digit typed; it counts apart from the 4x4.
    let six = SizedKind {
        size: 6,
        jigsaw: false,
    };
    start(&mut harness, six, Level::Medium);
    let played = sized(&harness);
    for cell in open_cells(&played) {
        click_cell(&mut harness, cell);
        type_digit(&mut harness, played.answer(cell));
    }
    assert_eq!(sized(&harness).status(), Status::Solved);
    click(&mut harness, "Close");
    let statistics = harness.state().statistics();
    let level = played.level().expect("rated");
    let summary = statistics.summary(six, level);
    assert_eq!((summary.finished, summary.unassisted), (1, 1));
    assert!(summary.best.is_some());
    assert_eq!(statistics.summary(four, Level::Easy).finished, 1);

    // The statistics window opens on the size played: no 6x6 was solved at another level.
    send(
        &mut harness,
        Command::Statistics(StatisticsCommand::ToggleWindow),
    );
    let other = [Level::Easy, Level::Hard]
        .into_iter()
        .find(|&l| l != level)
        .unwrap();
    send(
        &mut harness,
        Command::Statistics(StatisticsCommand::ShowLevel(other)),
    );
    harness.get_by_label(&format!("No 6×6 game at {other} solved yet."));
    send(
        &mut harness,
        Command::Statistics(StatisticsCommand::ToggleWindow),
    );

    // Back to 9x9: the game left behind is as it was.
    click(&mut harness, "Back to 9×9");
    assert!(harness.state().sized_game().is_none());
    assert_eq!(ui_support::game(&harness).givens(), nine.givens());
}

#[test]
fn letters_type_10_to_16_on_a_16x16_and_undo_takes_them_back() {
    let mut harness = harness();
    let sixteen = SizedKind {
        size: 16,
        jigsaw: false,
    };
    start(&mut harness, sixteen, Level::Easy);
    let game = sized(&harness);
    // An open cell for each letter whose answer it is, B and C (typed with Shift) among them.
    for digit in 10..=16 {
        let Some(cell) = open_cells(&game)
            .into_iter()
            .find(|&cell| game.answer(cell) == digit)
        else {
            continue;
        };
        click_cell(&mut harness, cell);
        type_digit(&mut harness, digit);
        assert_eq!(sized(&harness).digit(cell), digit, "letter for {digit}");
        press_with(&mut harness, Modifiers::COMMAND, Key::Z);
        assert_eq!(sized(&harness).digit(cell), 0);
    }
    // The board keeps its cells at least 30 points wide at the default window.
    let cell = harness.get_by_label_contains("row 16, column 16");
    assert!(cell.rect().width() >= 30.0, "{:?}", cell.rect());
}

#[test]
fn a_jigsaw_of_7_starts_from_the_menu_and_a_new_9x9_game_ends_it() {
    let mut harness = harness();
    let seven = SizedKind {
        size: 7,
        jigsaw: true,
    };
    start(&mut harness, seven, Level::Easy);
    assert!(sized(&harness).puzzle().shape().box_dims().is_none());
    // Solve… asks first; yes shows the answer, and Undo takes it back.
    send(&mut harness, Command::Reveal);
    assert_eq!(sized(&harness).status(), Status::Playing);
    send(&mut harness, Command::ConfirmYes);
    let revealed = sized(&harness);
    assert_eq!(revealed.status(), Status::Revealed);
    assert_eq!(revealed.digits(), revealed.solution());
    press_with(&mut harness, Modifiers::COMMAND, Key::Z);
    assert_eq!(sized(&harness).status(), Status::Playing);
    // A 9x9 game replaces it; nothing was typed, so nothing is asked.
    send(&mut harness, Command::NewGame(Level::Easy));
    wait_for_generation(&mut harness);
    assert!(harness.state().sized_game().is_none());
}

#[test]
fn a_game_of_another_size_is_kept_for_next_time_saved_and_opened_again() {
    use nonet::app::files::{Dialog, DialogOutcome};
    let dir = tempfile::tempdir().unwrap();
    let data = DataDir::at(dir.path());
    let mut harness = harness_with(NonetApp::with_game(fixed_game(), data.clone()));
    let eight = SizedKind {
        size: 8,
        jigsaw: false,
    };
    start(&mut harness, eight, Level::Easy);
    let first = open_cells(&sized(&harness))[0];
    let answer = sized(&harness).answer(first);
    click_cell(&mut harness, first);
    type_digit(&mut harness, answer);

    // The app ends with the game on the board; the next start puts it back over the 9x9.
    drop(harness);
    let ctx = egui::Context::default();
    let resumed = NonetApp::new(&ctx, data.clone(), None);
    let kept = resumed.sized_game().expect("the 8x8 comes back");
    assert_eq!((kept.size(), kept.digit(first)), (8, answer));
    let mut harness = harness_with(resumed);

    // Save writes a file of its own kind; Back to 9x9 forgets the kept game.
    let path = dir.path().join("eight.nonet");
    harness
        .state_mut()
        .dialog_answered(Dialog::Save, DialogOutcome::Chosen(path.clone()));
    harness.run();
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(nonet::game::is_sized_save_text(&text), "{text}");
    // The game came back with its move, which undo can take back: it is in progress, so
    // leaving it asks first.
    assert!(sized(&harness).can_undo());
    click(&mut harness, "Back to 9×9");
    assert!(harness.state().sized_game().is_some(), "asked first");
    send(&mut harness, Command::ConfirmYes);
    wait_for_generation(&mut harness);
    assert!(harness.state().sized_game().is_none());
    assert!(!dir.path().join("sized-game.nonet").exists());

    // Open reads it back, as a drop or an argument would.
    send(&mut harness, Command::OpenFile(path.clone()));
    assert_eq!(sized(&harness).digit(first), answer);

    // A damaged file is refused by name, and the game on the board stays.
    let damaged = dir.path().join("damaged.nonet");
    std::fs::write(
        &damaged,
        text.replacen("status: Playing", "status: Paused ", 1),
    )
    .unwrap();
    send(&mut harness, Command::OpenFile(damaged));
    // The game opened has its move to take back: opening another asks first.
    send(&mut harness, Command::ConfirmYes);
    let said = harness.state().message().expect("told").text.clone();
    assert!(
        said.contains("damaged.nonet") && said.contains("damaged"),
        "{said}"
    );
    assert_eq!(sized(&harness).digit(first), answer);
}

#[test]
fn a_pasted_or_opened_line_of_another_size_becomes_a_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness();
    let made = nonet::generator::sized::make_sized(nonet::generator::sized::SizedJob {
        kind: SizedKind {
            size: 12,
            jigsaw: false,
        },
        level: Level::Medium,
        seed: 3,
    })
    .unwrap();
    send(&mut harness, Command::PasteText(made.line.clone()));
    wait_for_generation(&mut harness);
    let game = sized(&harness);
    assert_eq!(
        (game.size(), game.solution()),
        (12, made.solution.as_slice())
    );

    // A file of one line opens its puzzle (several open the picker: `sized_collections`); a
    // line with two solutions is refused.
    let file = dir.path().join("sixteen.txt");
    let sixteen = nonet::generator::sized::make_sized(nonet::generator::sized::SizedJob {
        kind: SizedKind {
            size: 16,
            jigsaw: false,
        },
        level: Level::Easy,
        seed: 3,
    })
    .unwrap();
    std::fs::write(&file, format!("# a 16x16\n{}\n", sixteen.line)).unwrap();
    send(&mut harness, Command::OpenFile(file));
    wait_for_generation(&mut harness);
    assert_eq!(sized(&harness).size(), 16);
    send(
        &mut harness,
        Command::PasteText(format!("1{}", ".".repeat(35))),
    );
    wait_for_generation(&mut harness);
    let said = harness.state().message().expect("told").text.clone();
    assert!(said.contains("more than one solution"), "{said}");
    assert_eq!(sized(&harness).size(), 16);
}

#[test]
fn picture_mode_names_cells_and_pad_by_their_shapes_and_the_pad_enters_them() {
    use nonet::app::command::Toggle;
    let mut harness = harness();
    let four = SizedKind {
        size: 4,
        jigsaw: false,
    };
    start(&mut harness, four, Level::Easy);
    send(&mut harness, Command::Toggle(Toggle::Pictures));
    let game = sized(&harness);
    let names = [
        "red circle",
        "blue square",
        "green triangle",
        "orange diamond",
    ];
    let given = (0..16).find(|&c| game.is_given(c)).unwrap();
    let label = format!(
        "{}, {}, given",
        place(&game, given),
        names[usize::from(game.digit(given)) - 1]
    );
    harness.get_by_label(&label);
    let first = open_cells(&game)[0];
    click_cell(&mut harness, first);
    click(&mut harness, names[usize::from(game.answer(first)) - 1]);
    assert_eq!(sized(&harness).digit(first), game.answer(first));
}

#[test]
fn corner_marks_and_colours_are_written_by_mode_and_by_key_and_undone() {
    let mut harness = harness();
    let six = SizedKind {
        size: 6,
        jigsaw: false,
    };
    start(&mut harness, six, Level::Easy);
    let game = sized(&harness);
    let cell = open_cells(&game)[0];
    let name = place(&game, cell);
    click_cell(&mut harness, cell);
    // The Corner mode from the row of modes; the digit keys then write corner marks.
    harness.get_by_label("Corner").click();
    harness.run();
    for digit in [5, 2] {
        press(&mut harness, digit_key(digit));
    }
    assert_eq!(sized(&harness).corner(cell), 1 << 1 | 1 << 4);
    harness.get_by_label(&format!("{name}, empty, corner 2 5"));
    // Colour mode shows the swatches on the pad; one paints the cell, Erase takes it off.
    harness.get_by_label("Colour").click();
    harness.run();
    harness.get_by_label_contains("Colour 4, ").click();
    harness.run();
    assert_eq!(sized(&harness).colour(cell), 4);
    press(&mut harness, Key::Delete);
    assert_eq!(sized(&harness).cell(cell).colour, 0);
    press_with(&mut harness, Modifiers::COMMAND, Key::Z);
    assert_eq!(sized(&harness).colour(cell), 4, "undone");
    // Back to digits: the answer takes the corner marks away, the colour stays.
    harness.get_by_label("Digit").click();
    harness.run();
    let digit = game.answer(cell);
    press(&mut harness, digit_key(digit));
    let after = sized(&harness).cell(cell);
    assert_eq!((after.digit, after.corner, after.colour), (digit, 0, 4));
    harness.get_by_label_contains(&format!("{name}, {digit}, "));
    // Ctrl+digit marks a corner and Alt+digit paints in any mode, on another cell.
    let other = open_cells(&sized(&harness))[0];
    let mut click_other = || {
        let label = format!("{}, empty", place(&game, other));
        harness.get_by_label_contains(&label).click();
        harness.run();
    };
    click_other();
    press_with(&mut harness, Modifiers::COMMAND, digit_key(6));
    press_with(&mut harness, Modifiers::ALT, digit_key(9));
    let marked = sized(&harness).cell(other);
    assert_eq!((marked.corner, marked.colour), (1 << 5, 9));
}

#[test]
fn ctrl_click_and_ctrl_a_select_many_cells_of_a_16x16_and_a_move_on_them_is_one_undo() {
    let mut harness = harness();
    let sixteen = SizedKind {
        size: 16,
        jigsaw: false,
    };
    start(&mut harness, sixteen, Level::Easy);
    let game = sized(&harness);
    let open = open_cells(&game);
    let (a, b, c) = (open[0], open[1], open[open.len() - 1]);
    click_cell(&mut harness, a);
    for cell in [b, c] {
        let label = format!("{}, empty", place(&game, cell));
        harness
            .get_by_label_contains(&label)
            .click_modifiers(Modifiers::COMMAND);
        harness.run();
    }
    assert_eq!(harness.state().selected_cells(), [a, b, c]);
    // A note on all three (Shift+digit), then a corner mark (Ctrl+digit); one undo takes
    // the corner marks from all three, the notes stay.
    press_with(&mut harness, Modifiers::SHIFT, Key::Num7);
    press_with(&mut harness, Modifiers::COMMAND, Key::Num3);
    for cell in [a, b, c] {
        let state = sized(&harness).cell(cell);
        assert_eq!((state.notes, state.corner), (1 << 6, 1 << 2), "cell {cell}");
    }
    press_with(&mut harness, Modifiers::COMMAND, Key::Z);
    for cell in [a, b, c] {
        let state = sized(&harness).cell(cell);
        assert_eq!((state.notes, state.corner), (1 << 6, 0), "cell {cell}");
        harness.get_by_label(&format!("{}, empty, notes 7", place(&game, cell)));
    }
    // Ctrl+click on a selected cell takes it out; Escape goes back to the cursor alone.
    let label = format!("{}, empty, notes 7", place(&game, b));
    harness
        .get_by_label(&label)
        .click_modifiers(Modifiers::COMMAND);
    harness.run();
    assert_eq!(harness.state().selected_cells(), [a, c]);
    press(&mut harness, Key::Escape);
    assert_eq!(harness.state().selected_cells(), [c]);
    // Ctrl+A, then Alt+5 paints every cell, givens too, as one move.
    press_with(&mut harness, Modifiers::COMMAND, Key::A);
    assert_eq!(harness.state().selected_cells().len(), 256);
    press_with(&mut harness, Modifiers::ALT, Key::Num5);
    let painted = sized(&harness);
    assert!((0..256).all(|cell| painted.colour(cell) == 5));
    press_with(&mut harness, Modifiers::COMMAND, Key::Z);
    let undone = sized(&harness);
    assert!((0..256).all(|cell| undone.colour(cell) == 0), "one undo");
    // A plain click selects one cell again.
    click_cell(&mut harness, a);
    assert_eq!(harness.state().selected_cells(), [a]);
}

#[test]
fn a_drag_across_a_row_of_a_6x6_selects_the_cells_it_passes() {
    let mut harness = harness();
    let six = SizedKind {
        size: 6,
        jigsaw: false,
    };
    start(&mut harness, six, Level::Easy);
    let game = sized(&harness);
    let centre = |harness: &Harness<'_, NonetApp>, cell: usize| {
        let label = format!("{},", place(&game, cell));
        harness.get_by_label_contains(&label).rect().center()
    };
    // Row 2, columns 1 to 4: cells 6 to 9.
    let (from, to) = (centre(&harness, 6), centre(&harness, 9));
    harness.input_mut().events.extend([
        Event::PointerMoved(from),
        Event::PointerButton {
            pos: from,
            button: PointerButton::Primary,
            pressed: true,
            modifiers: Modifiers::NONE,
        },
    ]);
    harness.run();
    for step in 1..=8 {
        let pos = from + (to - from) * (step as f32 / 8.0);
        harness.input_mut().events.push(Event::PointerMoved(pos));
        harness.run();
    }
    harness.input_mut().events.push(Event::PointerButton {
        pos: to,
        button: PointerButton::Primary,
        pressed: false,
        modifiers: Modifiers::NONE,
    });
    harness.run();
    assert_eq!(harness.state().selected_cells(), [6, 7, 8, 9]);
    // A note typed goes into each open one of them, the givens left as they are.
    press_with(&mut harness, Modifiers::SHIFT, Key::Num2);
    let after = sized(&harness);
    for cell in 6..=9 {
        let expected = if game.is_given(cell) { 0 } else { 1 << 1 };
        assert_eq!(after.notes(cell), expected, "cell {cell}");
    }
    assert!(
        (6..=9).any(|cell| !game.is_given(cell)),
        "the row has an open cell to take the note"
    );
}
