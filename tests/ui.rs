//! Drives the real Nonet user interface through egui_kittest, finding widgets by their
//! accessibility labels, and compares snapshots of the main screen.
//!
//! Every test starts from the same fixed puzzle and uses no data folder, so nothing
//! reads or writes the player's real settings or autosave.

use egui::{Key, Modifiers, ViewportId};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nonet::app::files::{Dialog, DialogOutcome, ExportKind};
use nonet::app::{DataDir, MessageKind, NonetApp};
use nonet::game::{Game, Status};
use nonet::grid::{CELLS, Grid, cell_name};
use nonet::logic::Level;
use std::time::{Duration, Instant};

mod common;

use common::{data_path, data_text};

/// A puzzle singles alone solve; r1c1, r1c2, r1c9 are empty and r1c3 is a given 3.
const EASY: &str =
    "003020600900305001001806400008102900700000008006708200002609500800203009005010300";

fn fixed_game() -> Game {
    Game::new(EASY.parse().expect("EASY parses")).expect("EASY has one solution")
}

fn harness_with(app: NonetApp) -> Harness<'static, NonetApp> {
    let mut harness = Harness::builder()
        .with_size([1060.0, 760.0])
        .build_ui_state(|ui, app: &mut NonetApp| app.ui(ui), app);
    harness.run();
    harness
}

fn harness() -> Harness<'static, NonetApp> {
    harness_with(NonetApp::with_game(fixed_game(), DataDir::none()))
}

fn game(harness: &Harness<'_, NonetApp>) -> Game {
    harness.state().game().expect("a game is loaded").clone()
}

fn answer(harness: &Harness<'_, NonetApp>, cell: usize) -> u8 {
    game(harness).solution().get(cell)
}

fn digit_key(digit: u8) -> Key {
    [
        Key::Num0,
        Key::Num1,
        Key::Num2,
        Key::Num3,
        Key::Num4,
        Key::Num5,
        Key::Num6,
        Key::Num7,
        Key::Num8,
        Key::Num9,
    ][digit as usize]
}

/// The digits the fixed puzzle allows in a cell, smallest first.
fn allowed(cell: usize) -> Vec<u8> {
    EASY.parse::<Grid>().unwrap().allowed(cell).iter().collect()
}

/// Runs frames until a puzzle file being read in the background has been taken in.
fn wait_for_file(harness: &mut Harness<'_, NonetApp>) {
    let start = Instant::now();
    while harness.state().is_loading() {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "the file never finished loading"
        );
        std::thread::sleep(Duration::from_millis(2));
        harness.step();
    }
    harness.run();
}

fn click(harness: &mut Harness<'_, NonetApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

/// A harness on the fixed game that then opened `contents`, written to `path`.
fn harness_with_file(path: &std::path::Path, contents: &str) -> Harness<'static, NonetApp> {
    std::fs::write(path, contents).unwrap();
    let mut harness = harness();
    harness.state_mut().open_path(path);
    wait_for_file(&mut harness);
    harness
}

/// The puzzle lines of a text (81 characters or more, not a `#` comment).
fn puzzle_lines(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|l| l.len() >= 81 && !l.starts_with('#'))
        .collect()
}

fn press(harness: &mut Harness<'_, NonetApp>, key: Key) {
    harness.key_press(key);
    harness.run();
}

fn press_with(harness: &mut Harness<'_, NonetApp>, modifiers: Modifiers, key: Key) {
    harness.key_press_modifiers(modifiers, key);
    harness.run();
}

fn set_focused(harness: &mut Harness<'_, NonetApp>, focused: bool) {
    harness
        .input_mut()
        .viewports
        .entry(ViewportId::ROOT)
        .or_default()
        .focused = Some(focused);
    harness.run();
}

#[test]
fn clicking_a_cell_and_typing_enters_a_digit() {
    let mut harness = harness();
    click(&mut harness, "r1c1, empty");
    assert_eq!(harness.state().selected(), 0);
    let (a, b) = (allowed(0)[0], allowed(0)[1]);
    press(&mut harness, digit_key(a));
    harness.get_by_label(&format!("r1c1, {a}"));
    // Delete, Backspace and 0 all erase.
    for key in [Key::Delete, Key::Backspace, Key::Num0] {
        press(&mut harness, digit_key(b));
        harness.get_by_label(&format!("r1c1, {b}"));
        press(&mut harness, key);
        harness.get_by_label("r1c1, empty");
    }
    // The number pad enters digits too.
    let c = allowed(1)[0];
    click(&mut harness, "r1c2, empty");
    harness
        .get_by_label_contains(&format!("Digit {c}, "))
        .click();
    harness.run();
    harness.get_by_label(&format!("r1c2, {c}"));
}

#[test]
fn arrow_keys_move_the_selection_and_wrap() {
    let mut harness = harness();
    click(&mut harness, "r1c1, empty");
    press(&mut harness, Key::ArrowLeft);
    assert_eq!(harness.state().selected(), 8, "left of r1c1 wraps to r1c9");
    let d = allowed(8)[0];
    press(&mut harness, digit_key(d));
    harness.get_by_label(&format!("r1c9, {d}"));
    press(&mut harness, Key::ArrowUp);
    assert_eq!(cell_name(harness.state().selected()), "r9c9");
    press(&mut harness, Key::ArrowRight);
    assert_eq!(cell_name(harness.state().selected()), "r9c1");
    press(&mut harness, Key::ArrowDown);
    assert_eq!(cell_name(harness.state().selected()), "r1c1");
}

#[test]
fn notes_mode_shift_digits_and_right_click_make_notes() {
    let mut harness = harness();
    click(&mut harness, "r1c1, empty");
    click(&mut harness, "Notes");
    assert!(harness.state().notes_mode());
    press(&mut harness, Key::Num1);
    press(&mut harness, Key::Num5);
    harness.get_by_label("r1c1, empty, notes 1 5");
    press(&mut harness, Key::Num1);
    harness.get_by_label("r1c1, empty, notes 5");
    press(&mut harness, Key::N);
    assert!(!harness.state().notes_mode(), "N toggles notes mode");
    // Shift+digit adds a note without notes mode.
    press_with(&mut harness, Modifiers::SHIFT, Key::Num9);
    harness.get_by_label("r1c1, empty, notes 5 9");
    // A right-click selects the cell and toggles notes mode.
    harness.get_by_label("r1c2, empty").click_secondary();
    harness.run();
    assert!(harness.state().notes_mode());
    assert_eq!(harness.state().selected(), 1);
    press(&mut harness, Key::Num4);
    harness.get_by_label("r1c2, empty, notes 4");
}

#[test]
fn entering_a_digit_clears_it_from_peer_notes() {
    let mut harness = harness();
    let digit = answer(&harness, 1);
    click(&mut harness, "r1c1, empty");
    press_with(&mut harness, Modifiers::SHIFT, digit_key(digit));
    click(&mut harness, "r1c2, empty");
    press(&mut harness, digit_key(digit));
    harness.get_by_label("r1c1, empty");
}

#[test]
fn undo_and_redo_by_keyboard_and_buttons() {
    let mut harness = harness();
    let (a, b) = (allowed(0)[0], allowed(0)[1]);
    let (la, lb) = (format!("r1c1, {a}"), format!("r1c1, {b}"));
    click(&mut harness, "r1c1, empty");
    press(&mut harness, digit_key(a));
    press(&mut harness, digit_key(b));
    harness.get_by_label(&lb);
    press_with(&mut harness, Modifiers::COMMAND, Key::Z);
    harness.get_by_label(&la);
    press_with(&mut harness, Modifiers::COMMAND, Key::Z);
    harness.get_by_label("r1c1, empty");
    press_with(&mut harness, Modifiers::COMMAND, Key::Y);
    harness.get_by_label(&la);
    press_with(&mut harness, Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    harness.get_by_label(&lb);
    click(&mut harness, "Undo");
    harness.get_by_label(&la);
    click(&mut harness, "Redo");
    harness.get_by_label(&lb);
}

#[test]
fn givens_reject_edits() {
    let mut harness = harness();
    click(&mut harness, "r1c3, 3, given");
    press(&mut harness, Key::Num5);
    press(&mut harness, Key::Delete);
    press_with(&mut harness, Modifiers::SHIFT, Key::Num1);
    harness.get_by_label("r1c3, 3, given");
    assert_eq!(game(&harness).entries(), &Grid::empty());
    let message = harness.state().message().expect("the refusal is explained");
    assert!(message.text.contains("r1c3"), "{}", message.text);
}

#[test]
fn check_marks_a_wrong_entry_and_counts_it() {
    let mut harness = harness();
    let wrong = answer(&harness, 0) % 9 + 1;
    let right = answer(&harness, 1);
    click(&mut harness, "r1c1, empty");
    press(&mut harness, digit_key(wrong));
    click(&mut harness, "r1c2, empty");
    press(&mut harness, digit_key(right));
    // Mistakes are not shown until asked for.
    harness.get_by_label(&format!("r1c1, {wrong}"));
    click(&mut harness, "Check");
    harness.get_by_label(&format!("r1c1, {wrong}, wrong"));
    harness.get_by_label(&format!("r1c2, {right}"));
    harness.get_by_label("1 entry is wrong (r1c1), marked in red.");
    // Fixing it clears the marks.
    click(&mut harness, &format!("r1c1, {wrong}, wrong"));
    let right_first = answer(&harness, 0);
    press(&mut harness, digit_key(right_first));
    click(&mut harness, "Check");
    harness.get_by_label("No mistakes so far.");
}

#[test]
fn show_mistakes_option_marks_as_you_go() {
    let mut harness = harness();
    harness.state_mut().settings_mut().show_mistakes = true;
    let wrong = answer(&harness, 0) % 9 + 1;
    click(&mut harness, "r1c1, empty");
    press(&mut harness, digit_key(wrong));
    harness.get_by_label(&format!("r1c1, {wrong}, wrong"));
}

#[test]
fn hint_shows_a_step_then_applies_it() {
    let mut harness = harness();
    let nonet::game::Hint::Step(step) = game(&harness).hint() else {
        panic!("the fixed puzzle has a next step");
    };
    click(&mut harness, "Hint");
    harness.get_by_label(step.technique.name());
    // The card drops a leading "Technique: " that would repeat the title.
    let sentence = step
        .explanation
        .split_once(": ")
        .map_or(step.explanation.as_str(), |(_, rest)| rest);
    harness.get_by_label_contains(&sentence[1..]);
    assert_eq!(
        game(&harness).entries(),
        &Grid::empty(),
        "the first press only shows"
    );
    click(&mut harness, "Apply hint");
    for p in &step.placements {
        harness.get_by_label(&format!("{}, {}", cell_name(p.cell()), p.digit));
    }
    assert!(harness.query_by_label(step.technique.name()).is_none() || step.placements.is_empty());
    // The next press shows the next step.
    click(&mut harness, "Hint");
    harness.get_by_label("Apply hint");
}

#[test]
fn hint_points_at_a_wrong_entry_first() {
    let mut harness = harness();
    let wrong = answer(&harness, 0) % 9 + 1;
    click(&mut harness, "r1c1, empty");
    press(&mut harness, digit_key(wrong));
    click(&mut harness, "r5c5, empty");
    click(&mut harness, "Hint");
    harness.get_by_label("Fix this first");
    assert_eq!(harness.state().selected(), 0, "the wrong cell is selected");
    click(&mut harness, "Fix it");
    harness.get_by_label("r1c1, empty");
}

#[test]
fn solving_shows_the_win_message_and_stops_the_clock() {
    let mut harness = harness();
    let solution = *game(&harness).solution();
    let open: Vec<usize> = (0..CELLS)
        .filter(|&c| !game(&harness).is_given(c))
        .collect();
    let (last, rest) = open.split_last().unwrap();
    for &cell in rest {
        harness.state_mut().act(nonet::game::Action::SetDigit {
            cell: cell as u8,
            digit: solution.get(cell),
        });
    }
    harness.run();
    let last_label = format!("{}, empty", cell_name(*last));
    click(&mut harness, &last_label);
    press(&mut harness, digit_key(solution.get(*last)));
    harness.get_by_label("Solved!");
    harness.get_by_label_contains("Well done! You solved this Easy puzzle in");
    assert_eq!(game(&harness).status(), Status::Solved);
    assert!(!game(&harness).clock().is_running());
    assert_eq!(
        harness.state().message().map(|m| m.kind),
        Some(MessageKind::Success)
    );
    // The best time is kept in the settings.
    assert!(harness.state().settings().best_time(Level::Easy).is_some());
    click(&mut harness, "Close");
    assert!(harness.query_by_label("Solved!").is_none());
}

#[test]
fn solve_asks_first_then_reveals_and_undo_returns() {
    let mut harness = harness();
    click(&mut harness, "Solve");
    harness.get_by_label("Show the solution?");
    click(&mut harness, "Cancel");
    assert_eq!(game(&harness).status(), Status::Playing);
    click(&mut harness, "Solve");
    click(&mut harness, "Show solution");
    assert_eq!(game(&harness).status(), Status::Revealed);
    assert_eq!(game(&harness).grid(), *game(&harness).solution());
    harness.get_by_label(&format!("r1c1, {}", answer(&harness, 0)));
    click(&mut harness, "Undo");
    harness.get_by_label("r1c1, empty");
}

#[test]
fn pause_hides_the_board_and_stops_the_clock() {
    let mut harness = harness();
    click(&mut harness, "Pause");
    assert_eq!(game(&harness).status(), Status::Paused);
    assert!(
        harness.query_by_label("r1c3, 3, given").is_none(),
        "digits are hidden"
    );
    assert!(!game(&harness).clock().is_running());
    press(&mut harness, Key::Num4);
    assert_eq!(
        game(&harness).entries(),
        &Grid::empty(),
        "no moves while paused"
    );
    harness.get_all_by_label("Resume").next().unwrap().click();
    harness.run();
    harness.get_by_label("r1c3, 3, given");
    assert!(game(&harness).clock().is_running());
}

#[test]
fn the_clock_stops_when_the_window_loses_focus_and_idles_at_one_repaint_a_second() {
    let mut harness = harness();
    assert!(game(&harness).clock().is_running());
    let delay = harness.output().viewport_output[&ViewportId::ROOT].repaint_delay;
    assert!(
        delay > Duration::ZERO && delay <= Duration::from_secs(1),
        "an idle window wakes only for the clock, got {delay:?}"
    );
    set_focused(&mut harness, false);
    assert!(!game(&harness).clock().is_running());
    let delay = harness.output().viewport_output[&ViewportId::ROOT].repaint_delay;
    assert!(
        delay > Duration::from_secs(60),
        "nothing to repaint, got {delay:?}"
    );
    set_focused(&mut harness, true);
    assert!(game(&harness).clock().is_running());
}

#[test]
fn fill_candidates_and_clear_notes_buttons() {
    let mut harness = harness();
    click(&mut harness, "Fill candidates");
    let grid: Grid = EASY.parse().unwrap();
    let allowed: Vec<String> = grid.allowed(0).iter().map(|d| d.to_string()).collect();
    harness.get_by_label(&format!("r1c1, empty, notes {}", allowed.join(" ")));
    click(&mut harness, "Clear notes");
    harness.get_by_label("r1c1, empty");
}

#[test]
fn new_game_makes_a_unique_puzzle_of_the_chosen_level() {
    let mut harness = harness();
    harness.get_by_label("Level").click();
    harness.run();
    harness
        .get_by_role_and_label(egui::Role::Button, "Easy")
        .click();
    harness.run();
    harness.get_by_label("New game").click();
    harness.step();
    // The puzzle comes from a background thread, maybe a while later: step until it does.
    let deadline = Instant::now() + Duration::from_secs(120);
    while harness.state().is_generating() {
        assert!(Instant::now() < deadline, "generation took too long");
        std::thread::sleep(Duration::from_millis(20));
        harness.step();
    }
    harness.run();
    let game = game(&harness);
    assert_ne!(game.givens().to_line(), EASY.replace('0', "."));
    assert_eq!(game.level(), Some(Level::Easy));
    assert_eq!(nonet::solver::count_solutions(game.givens(), 2), 1);
    assert!(game.solution().solves(game.givens()));
    harness.get_by_label_contains("A new Easy puzzle");
}

#[test]
fn new_game_asks_before_replacing_a_game_in_progress_and_can_be_cancelled() {
    let mut harness = harness();
    let a = allowed(0)[0];
    click(&mut harness, "r1c1, empty");
    press(&mut harness, digit_key(a));
    click(&mut harness, "New game");
    harness.get_by_label("Start a new game?");
    click(&mut harness, "Cancel");
    assert!(!harness.state().is_generating());
    click(&mut harness, "New game");
    harness.get_all_by_label("New game").last().unwrap().click();
    // A spinner keeps repainting while the puzzle is made: step, do not wait to settle.
    harness.run_steps(2);
    // Generation takes a few milliseconds and may already be over; cancel if it is not.
    if harness.state().is_generating() {
        harness.get_by_label("Cancel").click();
        harness.run_steps(2);
        assert!(!harness.state().is_generating());
    }
    harness.run();
    // Generation takes a few milliseconds, so it can finish before the click on Cancel is
    // handled: then the finished puzzle is shown, which is what a person would see too.
    let shown = game(&harness);
    if shown.givens() == &EASY.parse::<Grid>().unwrap() {
        harness.get_by_label(&format!("r1c1, {a}"));
    } else {
        assert_eq!(nonet::solver::count_solutions(shown.givens(), 2), 1);
        assert!(shown.entries().cells().iter().all(|&d| d == 0));
    }
}

#[test]
fn entering_a_puzzle_refuses_ambiguous_ones_and_starts_unique_ones() {
    let mut harness = harness();
    click(&mut harness, "Enter…");
    click(&mut harness, "r1c1, empty");
    press(&mut harness, Key::Num1);
    click(&mut harness, "Start");
    harness.get_by_label_contains("more than one solution");
    assert_eq!(
        game(&harness).givens(),
        &EASY.parse::<Grid>().unwrap(),
        "still entering"
    );
    // Type a different unique puzzle: EASY with its rows 1 and 2 swapped.
    let mut swapped = EASY[9..18].to_string();
    swapped.push_str(&EASY[0..9]);
    swapped.push_str(&EASY[18..]);
    click(&mut harness, "Clear");
    click(&mut harness, "r1c1, empty");
    for ch in swapped.chars() {
        let digit = ch.to_digit(10).unwrap() as u8;
        if digit != 0 {
            harness.key_press(digit_key(digit));
        }
        // Right arrow wraps within the row, so step down after the last column.
        harness.key_press(Key::ArrowRight);
        harness.run();
        if harness.state().selected() % 9 == 0 {
            harness.key_press(Key::ArrowDown);
            harness.run();
        }
    }
    click(&mut harness, "Start");
    let game = game(&harness);
    assert_eq!(game.givens().to_digits(), swapped);
    assert_eq!(game.status(), Status::Playing);
}

#[test]
fn opening_a_bad_file_reports_it_and_keeps_the_game() {
    let mut harness = harness();
    click(&mut harness, "r1c1, empty");
    press(&mut harness, Key::Num4);
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("broken.nonet");
    std::fs::write(&bad, "(format_version: 1, givens: \"nonsense\")").unwrap();
    harness.state_mut().open_path(&bad);
    harness.run();
    let message = harness.state().message().unwrap().clone();
    assert_eq!(message.kind, MessageKind::Error);
    assert!(message.text.contains("broken.nonet"), "{}", message.text);
    harness.get_by_label(&message.text);
    harness.get_by_label("r1c1, 4");

    // A good save opens and replaces the game.
    let good = dir.path().join("good.nonet");
    let mut other = fixed_game();
    other
        .apply(nonet::game::Action::SetDigit { cell: 1, digit: 7 })
        .unwrap();
    other.save_to(&good).unwrap();
    harness.state_mut().open_path(&good);
    harness.run();
    harness.get_by_label("r1c1, empty");
    harness.get_by_label("r1c2, 7");
}

#[test]
fn save_writes_a_file_that_opens_again() {
    let mut harness = harness();
    click(&mut harness, "r1c1, empty");
    press(&mut harness, Key::Num2);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mine.nonet");
    harness.state_mut().save_path(&path);
    harness.run();
    assert_eq!(Game::load_from(&path).unwrap().entries().get(0), 2);
}

#[test]
fn autosave_and_settings_go_to_the_injected_data_dir_and_resume() {
    let dir = tempfile::tempdir().unwrap();
    let data = DataDir::at(dir.path());
    let mut harness = harness_with(NonetApp::with_game(fixed_game(), data.clone()));
    click(&mut harness, "r1c1, empty");
    press(&mut harness, Key::Num3);
    harness.state_mut().settings_mut().show_mistakes = true;
    harness.run();
    harness.state_mut().autosave();
    assert!(dir.path().join("settings.ron").exists());
    let ctx = egui::Context::default();
    let resumed = NonetApp::new(&ctx, data, None);
    assert_eq!(resumed.game().unwrap().entries().get(0), 3);
    assert!(resumed.settings().show_mistakes);
    assert!(!resumed.is_generating());
}

fn snapshot_app() -> NonetApp {
    let mut app = NonetApp::with_game(fixed_game(), DataDir::none());
    let solution = *app.game().unwrap().solution();
    // A few entries (one wrong, shown by Check), and notes.
    for (cell, digit) in [(0, solution.get(0)), (1, solution.get(1) % 9 + 1)] {
        app.act(nonet::game::Action::SetDigit {
            cell: cell as u8,
            digit,
        });
    }
    app.act(nonet::game::Action::FillCandidates);
    app.check();
    app
}

fn snapshot(dark: bool, name: &str) {
    let mut harness = Harness::builder()
        .with_size([1060.0, 760.0])
        .with_theme(if dark {
            egui::Theme::Dark
        } else {
            egui::Theme::Light
        })
        .build_ui_state(|ui, app: &mut NonetApp| app.ui(ui), snapshot_app());
    harness.state_mut().settings_mut().theme = if dark {
        nonet::app::ThemeChoice::Dark
    } else {
        nonet::app::ThemeChoice::Light
    };
    // An unfocused window keeps the clock at 0:00, so the picture does not depend on timing.
    set_focused(&mut harness, false);
    let notes: Vec<String> = game(&harness)
        .notes(40)
        .iter()
        .map(|d| d.to_string())
        .collect();
    click(
        &mut harness,
        &format!("r5c5, empty, notes {}", notes.join(" ")),
    );
    harness.snapshot(name);
}

#[test]
fn snapshot_main_screen_light() {
    snapshot(false, "main_light");
}

#[test]
fn snapshot_main_screen_dark() {
    snapshot(true, "main_dark");
}

/// A file dropped on the window, as the windowing layer would report it.
#[derive(Debug)]
struct DroppedPath(std::path::PathBuf);

impl egui::DroppedFile for DroppedPath {
    fn path(&self) -> &std::path::Path {
        &self.0
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

#[test]
fn a_dropped_puzzle_file_opens() {
    let dir = tempfile::tempdir().unwrap();
    let seeds = data_text("seeds.txt");
    let first = seeds.lines().next().unwrap();
    let path = dir.path().join("dropped.sdk");
    let rows: Vec<&str> = (0..9).map(|r| &first[r * 9..r * 9 + 9]).collect();
    std::fs::write(&path, format!("#Asomeone\n{}\n", rows.join("\n"))).unwrap();

    let mut harness = harness();
    harness
        .input_mut()
        .dropped_files
        .push(std::sync::Arc::new(DroppedPath(path)));
    harness.run();
    wait_for_file(&mut harness);
    let opened = game(&harness);
    assert_eq!(opened.givens().to_digits(), first);
    assert_eq!(opened.metadata().author.as_deref(), Some("someone"));
}

#[test]
fn pasting_a_puzzle_string_starts_it_and_junk_keeps_the_game() {
    let mut harness = harness();
    let before = game(&harness);
    harness.event(egui::Event::Paste("not a puzzle at all".into()));
    harness.run();
    assert_eq!(game(&harness), before, "junk must not replace the game");

    let other = "900004001016008070000000080740305000000010000000702038050000000070200350100600009";
    harness.event(egui::Event::Paste(format!("{other}\n")));
    harness.run();
    assert_eq!(game(&harness).givens().to_digits(), other);

    // Several solutions: refused, the pasted-in game stays.
    harness.event(egui::Event::Paste(".".repeat(81)));
    harness.run();
    assert_eq!(game(&harness).givens().to_digits(), other);
}

#[test]
fn a_collection_opens_the_picker_and_next_puzzle_walks_through_it() {
    let seeds = data_text("seeds.txt");
    let lines = puzzle_lines(&seeds);
    assert!(lines.len() >= 3, "seeds.txt holds at least three puzzles");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("three.txt");
    let bad = "12345";
    std::fs::write(
        &path,
        format!("{}\n{bad}\n{}\n{}\n", lines[0], lines[1], lines[2]),
    )
    .unwrap();

    let mut harness = harness();
    let before = game(&harness);
    harness.state_mut().open_path(&path);
    wait_for_file(&mut harness);
    // The game in progress stays until the player picks a puzzle.
    assert_eq!(game(&harness), before);
    assert!(harness.state().is_picker_open());
    assert_eq!(harness.state().collection_position(), Some((3, None)));
    let message = harness.state().message().unwrap().text.clone();
    assert!(message.contains("3 puzzles"), "{message}");
    assert!(
        message.contains("line 2"),
        "the bad record is named: {message}"
    );

    click(&mut harness, "Puzzle 2");
    click(&mut harness, "Play");
    assert_eq!(*game(&harness).givens(), lines[1].parse::<Grid>().unwrap());
    assert!(!harness.state().is_picker_open());
    assert_eq!(harness.state().collection_position(), Some((3, Some(1))));

    click(&mut harness, "Next puzzle");
    assert_eq!(*game(&harness).givens(), lines[2].parse::<Grid>().unwrap());
    click(&mut harness, "Next puzzle");
    let message = harness.state().message().unwrap().text.clone();
    assert!(message.contains("last puzzle"), "{message}");

    // The list comes back, every puzzle rated in the background.
    click(&mut harness, "Puzzles…");
    assert!(harness.state().is_picker_open());
    harness.get_by_label("Puzzle 1");
    assert_eq!(
        harness.state().settings().recent_files.first(),
        Some(&std::fs::canonicalize(&path).unwrap())
    );
}

#[test]
fn the_picker_lists_one_level_and_next_puzzle_keeps_to_it() {
    let seeds = data_text("seeds.txt");
    let lines = puzzle_lines(&seeds);
    let levels: Vec<Level> = lines
        .iter()
        .map(|l| nonet::logic::rate(&l.parse::<Grid>().unwrap()).level)
        .collect();
    let hard: Vec<usize> = (0..lines.len())
        .filter(|&i| levels[i] == Level::Hard)
        .collect();
    assert!(
        hard.len() >= 2 && hard.len() < lines.len(),
        "the test needs two Hard seeds and another level: {levels:?}"
    );
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness_with_file(&dir.path().join("seeds.txt"), &seeds);

    // The level buttons count the puzzles as the background rater gets to them.
    let chip = format!("Hard · {}", hard.len());
    let start = Instant::now();
    while harness.query_by_label(&chip).is_none() {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "the seeds were never all rated"
        );
        std::thread::sleep(Duration::from_millis(5));
        harness.step();
    }
    click(&mut harness, &chip);
    for (index, _) in lines.iter().enumerate() {
        let label = format!("Puzzle {}", index + 1);
        assert_eq!(
            harness.query_by_label(&label).is_some(),
            hard.contains(&index),
            "{label} is listed exactly when it is Hard"
        );
    }

    click(&mut harness, "Play");
    assert_eq!(
        *game(&harness).givens(),
        lines[hard[0]].parse::<Grid>().unwrap()
    );
    click(&mut harness, "Next puzzle");
    assert_eq!(
        *game(&harness).givens(),
        lines[hard[1]].parse::<Grid>().unwrap(),
        "the puzzles between are skipped"
    );
    if hard.len() == 2 {
        click(&mut harness, "Next puzzle");
        let message = harness.state().message().unwrap().text.clone();
        assert!(message.contains("last Hard puzzle"), "{message}");
    }

    // "All" lists every puzzle again.
    click(&mut harness, "Puzzles…");
    click(&mut harness, "All");
    for index in 0..lines.len() {
        harness.get_by_label(&format!("Puzzle {}", index + 1));
    }
}

#[test]
fn next_puzzle_asks_before_replacing_a_game_in_progress() {
    let seeds = data_text("seeds.txt");
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness_with_file(&dir.path().join("seeds.txt"), &seeds);
    click(&mut harness, "Play");
    let first = game(&harness);
    let cell = (0..CELLS).find(|&c| !first.is_given(c)).unwrap();
    click(&mut harness, &format!("{}, empty", cell_name(cell)));
    press(&mut harness, Key::Num1);
    click(&mut harness, "Next puzzle");
    assert_eq!(game(&harness).givens(), first.givens(), "asked first");
    click(&mut harness, "Play it");
    assert_ne!(game(&harness).givens(), first.givens());
}

#[test]
fn a_big_collection_reads_in_the_background_and_lists_every_puzzle() {
    let path = data_path("17_clue.txt");
    let mut harness = harness();
    harness.state_mut().open_path(&path);
    // Opening returns at once: the file is read on another thread.
    assert!(harness.state().is_loading());
    harness.step();
    wait_for_file(&mut harness);
    let (total, current) = harness.state().collection_position().unwrap();
    assert!(total > 40_000, "{total} puzzles");
    assert_eq!(current, None);
    // Only the rows on screen are laid out, so the list is a handful of widgets.
    harness.get_by_label("Puzzle 1");
    assert!(harness.query_by_label(&format!("Puzzle {total}")).is_none());
}

#[test]
fn a_file_that_is_not_a_puzzle_reports_line_and_keeps_the_game() {
    let mut harness = harness();
    click(&mut harness, "r1c1, empty");
    press(&mut harness, Key::Num4);
    let before = game(&harness);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("page.txt");
    std::fs::write(&path, "<html>\n<body>hello</body>\n</html>\n").unwrap();
    harness.state_mut().open_path(&path);
    wait_for_file(&mut harness);
    assert_eq!(game(&harness), before);
    let message = harness.state().message().unwrap().clone();
    assert_eq!(message.kind, MessageKind::Error);
    assert!(message.text.contains("page.txt"), "{}", message.text);
    assert!(message.text.contains("line 1"), "{}", message.text);

    // A file that vanished is named too, and leaves the recent list.
    let gone = dir.path().join("gone.sdk");
    harness.state_mut().open_path(&gone);
    wait_for_file(&mut harness);
    assert_eq!(game(&harness), before);
    let message = harness.state().message().unwrap().clone();
    assert!(message.text.contains("gone.sdk"), "{}", message.text);
}

#[test]
fn exports_write_every_kind_and_read_back() {
    let mut harness = harness();
    click(&mut harness, "r1c1, empty");
    press(&mut harness, Key::Num4);
    let dir = tempfile::tempdir().unwrap();
    for kind in ExportKind::ALL {
        let path = dir.path().join(format!("out.{}", kind.extension()));
        harness.state_mut().export_path(kind, &path);
        let message = harness.state().message().unwrap().clone();
        assert_eq!(
            message.kind,
            MessageKind::Success,
            "{kind:?}: {}",
            message.text
        );
        let bytes = std::fs::read(&path).unwrap();
        if kind == ExportKind::Svg {
            let svg = String::from_utf8(bytes).unwrap();
            assert!(svg.starts_with("<svg"), "{svg}");
            assert!(svg.contains(">4</text>"), "the entry is drawn");
        } else {
            let read = nonet::formats::parse_bytes(&bytes, None);
            assert_eq!(read.records.len(), 1, "{kind:?}");
            assert_eq!(read.records[0].grid, EASY.parse::<Grid>().unwrap());
        }
    }
    // A failed export names the file and leaves the old one whole.
    let target = dir.path().join("out.txt");
    let old = std::fs::read(&target).unwrap();
    let impossible = dir.path().join("out.txt").join("inside.txt");
    harness
        .state_mut()
        .export_path(ExportKind::Line, &impossible);
    let message = harness.state().message().unwrap().clone();
    assert_eq!(message.kind, MessageKind::Error);
    assert!(message.text.contains("inside.txt"), "{}", message.text);
    assert_eq!(std::fs::read(&target).unwrap(), old);
}

#[test]
fn without_a_file_dialog_the_app_says_how_else_to_open_and_save() {
    let mut harness = harness();
    harness
        .state_mut()
        .dialog_answered(Dialog::Open, DialogOutcome::Unavailable);
    let text = harness.state().message().unwrap().text.clone();
    assert!(text.contains("No file dialog"), "{text}");
    assert!(text.contains("drag it onto the window"), "{text}");
    harness
        .state_mut()
        .dialog_answered(Dialog::Save, DialogOutcome::Unavailable);
    let text = harness.state().message().unwrap().text.clone();
    assert!(text.contains("autosaved"), "{text}");

    // A chosen path goes through the same code as the dialog would: save, then open.
    let dir = tempfile::tempdir().unwrap();
    let chosen = dir.path().join("chosen");
    click(&mut harness, "r1c1, empty");
    press(&mut harness, Key::Num4);
    harness
        .state_mut()
        .dialog_answered(Dialog::Save, DialogOutcome::Chosen(chosen.clone()));
    let saved = chosen.with_extension("nonet");
    assert_eq!(Game::load_from(&saved).unwrap(), game(&harness));
    harness.state_mut().dialog_answered(
        Dialog::Export(ExportKind::Sdk),
        DialogOutcome::Chosen(chosen.clone()),
    );
    assert!(chosen.with_extension("sdk").exists());
    harness
        .state_mut()
        .dialog_answered(Dialog::Open, DialogOutcome::Cancelled);
    assert_eq!(Game::load_from(&saved).unwrap(), game(&harness));
}

#[test]
fn every_puzzle_format_opens_through_the_dialog_path() {
    use nonet::formats::{Metadata, PuzzleFormat, write};
    let seeds = data_text("seeds.txt");
    let puzzle: Grid = seeds.lines().next().unwrap().parse().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut files: Vec<std::path::PathBuf> = PuzzleFormat::ALL
        .iter()
        .map(|&format| {
            let path = dir
                .path()
                .join(format!("{format:?}.{}", format.extension()));
            std::fs::write(&path, write(format, &puzzle, &Metadata::default())).unwrap();
            path
        })
        .collect();
    // The founding documents' samples, as other programs write them.
    let samples = data_path("formats");
    for entry in std::fs::read_dir(&samples).expect("the format samples in tests/data") {
        files.push(entry.unwrap().path());
    }
    assert!(files.len() >= PuzzleFormat::ALL.len() + 2);
    for path in files {
        let expected = nonet::formats::parse_file(&path).unwrap().records[0].grid;
        let mut harness = harness();
        harness
            .state_mut()
            .dialog_answered(Dialog::Open, DialogOutcome::Chosen(path.clone()));
        wait_for_file(&mut harness);
        assert_eq!(
            *game(&harness).givens(),
            expected,
            "{} did not open",
            path.display()
        );
    }
}
