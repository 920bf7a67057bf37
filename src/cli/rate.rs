//! `nonet rate`: the level, score and hardest technique of every puzzle.

use super::parallel::{ThreadsArg, for_each_puzzle_parallel};
use super::{buffered_stdout, finish, inputs_or_stdin};
use nonet::logic::{rate, rate_within, report::rating_line};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Rate puzzles by the hardest logical technique they need: one line per puzzle,
/// `level<TAB>score<TAB>hardest technique` (score on Sudoku Explainer's scale).
#[derive(clap::Args)]
pub struct RateArgs {
    #[command(flatten)]
    threads: ThreadsArg,

    /// Puzzle files in any supported format; `-` (or nothing) reads standard input.
    files: Vec<PathBuf>,
}

/// Runs `nonet rate`.
pub fn run(args: &RateArgs) -> ExitCode {
    let mut out = buffered_stdout();
    let result = for_each_puzzle_parallel(
        &inputs_or_stdin(&args.files),
        &args.threads.workers(),
        |record| {
            rating_line(&match &record.candidates {
                Some(candidates) => rate_within(&record.grid, candidates),
                None => rate(&record.grid),
            })
        },
        |_, line| writeln!(out, "{line}"),
    );
    finish(result, &mut out)
}
