//! Helpers shared by the egui_kittest UI tests: the fixed puzzle, harnesses on it, and
//! ways to press, click and wait. Included by `#[path]` from each UI test file.

#![allow(
    dead_code,
    reason = "each UI test binary uses its own part of these helpers"
)]

use egui::{Key, Modifiers, ViewportId};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nonet::app::{DataDir, NonetApp};
use nonet::game::Game;
use nonet::grid::Grid;
use std::time::{Duration, Instant};

/// A puzzle singles alone solve; r1c1, r1c2, r1c9 are empty and r1c3 is a given 3.
pub const EASY: &str =
    "003020600900305001001806400008102900700000008006708200002609500800203009005010300";

/// The text the last frame copied to the clipboard, if it copied any.
pub fn copied_text(harness: &Harness<'_, NonetApp>) -> Option<String> {
    harness
        .output()
        .platform_output
        .commands
        .iter()
        .find_map(|command| match command {
            egui::OutputCommand::CopyText(text) => Some(text.clone()),
            _ => None,
        })
}

/// Sends `command` as a button, a key or a menu would, and runs frames until the window
/// settles.
pub fn send(harness: &mut Harness<'_, NonetApp>, command: nonet::app::Command) {
    harness.state_mut().send(command);
    harness.run();
}

pub fn fixed_game() -> Game {
    Game::new(EASY.parse().expect("EASY parses")).expect("EASY has one solution")
}

pub fn harness_with(app: NonetApp) -> Harness<'static, NonetApp> {
    let mut harness = Harness::builder()
        .with_size([1060.0, 760.0])
        .build_ui_state(|ui, app: &mut NonetApp| app.ui(ui), app);
    // A window making a puzzle keeps repainting its spinner until the puzzle is ready, which
    // takes as many frames as the machine is busy: tests that need it wait for the work
    // (`wait_until_idle`), so only a window with nothing to do must settle here.
    if harness.try_run().is_err() && !is_busy(harness.state()) {
        // The work can end within those frames, on a busy machine at the last of them, and
        // the puzzle's arrival repaints for a while longer: give it those frames, then it
        // must settle.
        harness.run_steps(60);
        if let Err(error) = harness.try_run() {
            assert!(
                is_busy(harness.state()),
                "the window does not settle: {error}"
            );
        }
    }
    harness
}

/// Whether the window has background work under way (a puzzle made, a file read, a path
/// worked out), which keeps it repainting.
pub fn is_busy(app: &NonetApp) -> bool {
    app.is_generating() || app.is_loading() || app.is_working()
}

pub fn harness() -> Harness<'static, NonetApp> {
    harness_with(NonetApp::with_game(fixed_game(), DataDir::none()))
}

pub fn game(harness: &Harness<'_, NonetApp>) -> Game {
    harness.state().game().expect("a game is loaded").clone()
}

pub fn answer(harness: &Harness<'_, NonetApp>, cell: usize) -> u8 {
    game(harness).solution().get(cell)
}

pub fn digit_key(digit: u8) -> Key {
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
pub fn allowed(cell: usize) -> Vec<u8> {
    EASY.parse::<Grid>().unwrap().allowed(cell).iter().collect()
}

/// Runs frames while `busy` holds, three minutes at most (a test that waits longer has
/// found work that never ends).
pub fn step_while(harness: &mut Harness<'_, NonetApp>, busy: fn(&NonetApp) -> bool) {
    let start = Instant::now();
    harness.step();
    while busy(harness.state()) {
        assert!(
            start.elapsed() < Duration::from_secs(180),
            "the work never finished"
        );
        std::thread::sleep(Duration::from_millis(2));
        harness.step();
    }
}

/// Runs frames while `busy` holds, then until the window is still.
pub fn run_while(harness: &mut Harness<'_, NonetApp>, busy: fn(&NonetApp) -> bool) {
    step_while(harness, busy);
    harness.run();
}

/// Runs frames until the background work (a solve path, practice positions) is done.
pub fn wait_for_work(harness: &mut Harness<'_, NonetApp>) {
    run_while(harness, NonetApp::is_working);
}

/// Runs frames until no background work is left (`is_busy`), and one frame more to take in
/// what came.
pub fn settle(harness: &mut Harness<'_, NonetApp>) {
    step_while(harness, is_busy);
    harness.step();
}

/// Runs frames until no background work is left (`is_busy`), then until the window is
/// still, if it gets there within the harness's frames.
pub fn wait_until_idle(harness: &mut Harness<'_, NonetApp>) {
    step_while(harness, is_busy);
    let _ = harness.try_run();
}

/// Steps the window until the puzzle being made has come (it comes from a background thread,
/// maybe a while later), then lets it settle.
pub fn wait_for_generation(harness: &mut Harness<'_, NonetApp>) {
    let deadline = Instant::now() + Duration::from_secs(120);
    while harness.state().is_generating() {
        assert!(Instant::now() < deadline, "generation took too long");
        std::thread::sleep(Duration::from_millis(20));
        harness.step();
    }
    harness.run();
}

/// Runs frames until a puzzle file being read in the background has been taken in.
pub fn wait_for_file(harness: &mut Harness<'_, NonetApp>) {
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

/// Clicks the widget with this label, scrolling the side panel to it first (a small
/// window, or a long panel, may hold it below the fold), as a player would.
pub fn click(harness: &mut Harness<'_, NonetApp>, label: &str) {
    harness.get_by_label(label).scroll_to_me();
    // The scroll must settle before the click lands; a file being read in the background
    // keeps the window repainting, so running out of steps is no failure here.
    let _ = harness.try_run();
    harness.get_by_label(label).click();
    // The frames after the click all run either way; a file being read, or the clock
    // waking at a second's edge on a loaded machine, may keep them repainting past the
    // step limit, which says nothing about the click.
    let _ = harness.try_run();
}

/// A harness on the fixed game that then opened `contents`, written to `path`.
pub fn harness_with_file(path: &std::path::Path, contents: &str) -> Harness<'static, NonetApp> {
    std::fs::write(path, contents).unwrap();
    let mut harness = harness();
    harness.state_mut().open_path(path);
    wait_for_file(&mut harness);
    harness
}

/// The puzzle lines of a text (81 characters or more, not a `#` comment).
pub fn puzzle_lines(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|l| l.len() >= 81 && !l.starts_with('#'))
        .collect()
}

pub fn press(harness: &mut Harness<'_, NonetApp>, key: Key) {
    harness.key_press(key);
    harness.run();
}

pub fn press_with(harness: &mut Harness<'_, NonetApp>, modifiers: Modifiers, key: Key) {
    harness.key_press_modifiers(modifiers, key);
    harness.run();
}

pub fn set_focused(harness: &mut Harness<'_, NonetApp>, focused: bool) {
    harness
        .input_mut()
        .viewports
        .entry(ViewportId::ROOT)
        .or_default()
        .focused = Some(focused);
    harness.run();
}

/// Whether an accessibility label is a board cell's name, in English, Chinese or Japanese:
/// "row 3, column 5, …", "第3行第5列，…" or "3行目5列目、…".
pub fn is_cell(label: &str) -> bool {
    (label.starts_with("row ") && label.contains(", column "))
        || (label.starts_with('第') && label.contains("行第") && label.contains('列'))
        || (label.contains("行目") && label.contains("列目、"))
}
