//! The engine's tests (logic, rules, variants, generators, shapes), one module per part of
//! the engine, in one test binary: one link instead of one per file. Run one part with
//! `cargo test --release --test engine variant_levels::`.

#[path = "../common/mod.rs"]
mod common;
#[path = "../common/games.rs"]
mod games;
#[path = "../common/sentences.rs"]
mod sentences;
#[path = "../variant_brute/mod.rs"]
mod variant_brute;

mod generator;
mod logic_all_steps;
mod logic_chinese;
mod logic_japanese;
mod logic_props;
mod logic_reasons;
mod logic_replay;
mod rules_constraints;
mod rules_engine;
mod rules_generate;
mod rules_logic;
mod se_agreement;
mod shape;
mod sized_workshop;
mod variant_forcing;
mod variant_games;
mod variant_generator;
mod variant_levels;
