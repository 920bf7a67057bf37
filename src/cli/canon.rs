//! `nonet canon`: the canonical form of every puzzle, so that copies of one puzzle in
//! disguise (rows, columns, bands and stacks swapped, the grid transposed, the digits
//! relabelled) can be found and removed.

use super::inputs_or_stdin;
use super::parallel::AnyPuzzle;
use super::run_stage::{Accepts, run_stage};
use super::stage::{StageArgs, finish_stage};
use nonet::grid::Grid;
use nonet::grid::canon::canonical;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Print each puzzle's canonical form: the smallest 81-digit line (`0` for empty, row by
/// row) among its 3,359,232 validity-preserving transformations with the digits relabelled.
/// Two puzzles are the same up to those exactly when their lines are equal. A pencilmark
/// line is taken by its givens. Classic puzzles only.
#[derive(clap::Args)]
pub struct CanonArgs {
    #[command(flatten)]
    stage: StageArgs,

    /// Puzzle files in any supported format; `-` (or nothing) reads standard input.
    files: Vec<PathBuf>,
}

/// Runs `nonet canon`.
pub fn run(args: &CanonArgs) -> ExitCode {
    let (stage, mut out) = match args.stage.open(&args.files) {
        Ok(opened) => opened,
        Err(code) => return code,
    };
    let result = run_stage(
        &inputs_or_stdin(&args.files),
        &stage,
        &mut out,
        Accepts::Classic,
        |puzzle| match puzzle {
            AnyPuzzle::Classic(record) => canonical(&record.grid),
            // Variant lines are refused before any work (`Accepts::Classic`).
            AnyPuzzle::Variant(puzzle) => canonical(puzzle.givens()),
            AnyPuzzle::Sized(_) => Grid::empty(),
        },
        |out, form: Grid| writeln!(out, "{}", form.to_digits()),
    );
    finish_stage(result, out)
}
