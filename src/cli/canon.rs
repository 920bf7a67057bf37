//! `nonet canon`: the canonical form of every puzzle with boxes, 9x9 or of another size, so
//! that copies of one puzzle in disguise (rows, columns, bands and stacks swapped, the grid
//! transposed where its boxes are square, the digits relabelled) can be found and removed.

use super::inputs_or_stdin;
use super::parallel::AnyPuzzle;
use super::run_stage::{Accepts, run_stage};
use super::stage::{StageArgs, failed_if, finish_stage};
use super::terminal::say;
use nonet::grid::canon::canonical;
use nonet::i18n::Localized;
use nonet::shape::canon::{CanonError, canonical_givens};
use nonet::shape::digit_symbol;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Print each puzzle's canonical form: the smallest line (`0` for empty, row by row) among
/// its validity-preserving transformations with the digits relabelled (3,359,232 for a
/// 9x9). Two puzzles are the same up to those exactly when their lines are equal. A
/// pencilmark line is taken by its givens. Grids with boxes of every size; no variants or
/// jigsaws.
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
    let mut failed = false;
    let result = run_stage(
        &inputs_or_stdin(&args.files),
        &stage,
        &mut out,
        Accepts::Boxed,
        |puzzle| match puzzle {
            AnyPuzzle::Classic(record) => Ok(canonical(&record.grid).to_digits()),
            // Only classic 9x9 lines get here (`Accepts::Boxed`).
            AnyPuzzle::Variant(puzzle) => Ok(canonical(puzzle.givens()).to_digits()),
            AnyPuzzle::Sized(puzzle) => {
                canonical_givens(puzzle.shape(), puzzle.givens()).map(|form| line(&form))
            }
        },
        |out, form: Result<String, CanonError>| match form {
            Ok(form) => writeln!(out, "{form}"),
            Err(error) => {
                // The line keeps the output one line a puzzle; the reason goes to the user.
                say!("{}", error.localized());
                failed = true;
                writeln!(out, "?")
            }
        },
    );
    finish_stage(failed_if(result, failed), out)
}

/// A form as a line of the size's symbols: `0` for empty, then `1`-`9` and `A`-`G`, as the
/// 9x9 form writes its digits.
fn line(form: &[u8]) -> String {
    form.iter()
        .map(|&digit| if digit == 0 { '0' } else { digit_symbol(digit) })
        .collect()
}
