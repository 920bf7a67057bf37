//! The app's tests through egui_kittest, one module per part of the window, in one test
//! binary: one link instead of one per file, which was most of the time CI spent building
//! them. Run one part with `cargo test --release --test ui sized::`.

// egui_kittest and its renderer are dev-dependencies on Linux and macOS only (Cargo.toml):
// the Windows build tests the engine, game and CLI under Wine, not the window.
#![cfg(not(windows))]

#[path = "../common/mod.rs"]
mod common;
#[path = "../common/setter_ui.rs"]
mod setter_ui;
#[path = "../common/ui.rs"]
mod ui_support;
#[path = "../variant_brute/mod.rs"]
mod variant_brute;

mod access;
mod all_steps;
mod collections;
mod commands;
mod escape;
mod files;
mod fpuzzles;
mod highlight;
mod language;
mod layout;
mod learning;
mod lifecycle;
mod panel_room;
mod play;
mod print;
mod records;
mod replay;
mod setter;
mod setter_drafts;
mod setter_rules;
mod sized;
mod sized_collections;
mod sized_note_colours;
mod sized_path;
mod sized_setter;
mod start_file;
mod toolkit;
mod variant_practice;
mod variant_records;
mod variants;
