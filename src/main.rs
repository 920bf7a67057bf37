//! The `nonet` command: with no subcommand it opens the app (on a puzzle file, if one is
//! named); its subcommands solve, count, rate, explain, hint, generate and benchmark puzzles,
//! list every step available at a puzzle's start, print the daily puzzle, give positions to
//! practise a technique on, print booklets, draw images of boards and give puzzles'
//! canonical forms.
//!
//! On Windows it is a GUI-subsystem program, so a double-click opens the window alone, with
//! no console beside it; `nonet.com` (`src/console_launcher.rs`) runs it from a console.

// Not for the tests' own builds: only the shipped program drops the console.
#![cfg_attr(
    all(windows, feature = "gui", not(test)),
    windows_subsystem = "windows"
)]

#[cfg(not(target_arch = "wasm32"))]
mod cli;
#[cfg(not(target_arch = "wasm32"))]
mod start;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    start::run()
}

/// The web build's entry point (wasm-bindgen calls it when the page loads the module): the
/// app on the page's canvas.
#[cfg(all(target_arch = "wasm32", feature = "gui"))]
fn main() {
    nonet::app::start_in_page();
}

/// In a web worker (`assets/web/worker.js`): runs the job the page sent.
#[cfg(all(target_arch = "wasm32", feature = "gui"))]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn nonet_serve_job(name: &str, request: &str) {
    nonet::app::serve_job(name, request);
}
