//! Driving the setter's workshop in UI tests: every step waits for the survey to come in.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nonet::app::{Command, NonetApp};

/// Runs frames while `busy` holds, then lets the window draw what came (new lines of the
/// survey take a frame or two to be styled).
pub fn run_while(harness: &mut Harness<'_, NonetApp>, busy: fn(&NonetApp) -> bool) {
    super::ui_support::step_while(harness, busy);
    harness.run_steps(8);
}

/// Runs frames until the survey (or a pattern fill) is done.
pub fn settle(harness: &mut Harness<'_, NonetApp>) {
    run_while(harness, NonetApp::setter_busy);
}

/// Clicks the widget labelled `label` (scrolled to first), and settles.
#[allow(
    dead_code,
    reason = "the drafts' tests send commands and never click a label"
)]
pub fn click(harness: &mut Harness<'_, NonetApp>, label: &str) {
    harness.get_by_label(label).scroll_to_me();
    harness.run_steps(4);
    harness.get_by_label(label).click();
    settle(harness);
}

/// Sends `command` as a button or key would, and settles.
pub fn send(harness: &mut Harness<'_, NonetApp>, command: Command) {
    harness.state_mut().send(command);
    settle(harness);
}

/// Presses `key`, and settles.
pub fn press(harness: &mut Harness<'_, NonetApp>, key: egui::Key) {
    harness.key_press(key);
    settle(harness);
}
