//! Nonet: a Sudoku engine (grid, exact solver, logical solver, generator, file formats)
//! and the game state and user interface of the Nonet desktop app.
//!
//! The engine modules ([`grid`], [`shape`], [`solver`], [`logic`], [`generator`], [`formats`],
//! [`lang`]) never use egui or eframe; [`game`] is plain Rust too; [`picture`] draws boards
//! for print and images without a window; only [`app`] draws on screen.

#![warn(missing_docs)]

#[cfg(feature = "gui")]
pub mod app;
pub mod background;
pub mod error_messages;
pub mod formats;
pub mod game;
pub mod generator;
pub mod grid;
pub mod i18n;
pub mod lang;
pub mod logic;
pub mod picture;
pub mod rules;
pub mod setter;
pub mod shape;
pub mod solver;
/// Sudoku variants (X, Windoku, Jigsaw, Killer): model, line format, solver, rater, generator.
pub mod variant;
/// The browser's stand-ins for threads and files (the web build only).
#[cfg(target_arch = "wasm32")]
pub mod web;
pub mod words;
