//! `nonet rate`: the level, score and hardest technique of every puzzle.

use super::parallel::{AnyPuzzle, ThreadsArg, for_each_any_puzzle_parallel};
use super::{buffered_stdout, finish, inputs_or_stdin};
use nonet::logic::{rate, rate_within, report::rating_line};
use nonet::variant::{self, Kind};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Rate puzzles by the hardest logical technique they need: one line per puzzle,
/// `level<TAB>score<TAB>hardest technique` (score on Sudoku Explainer's scale). Variant lines
/// are rated by the variant techniques, Easy to Hard, or `beyond-hard`.
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
    let result = for_each_any_puzzle_parallel(
        &inputs_or_stdin(&args.files),
        &args.threads.workers(),
        |puzzle| match puzzle {
            AnyPuzzle::Classic(record) => rating_line(&match &record.candidates {
                Some(candidates) => rate_within(&record.grid, candidates),
                None => rate(&record.grid),
            }),
            AnyPuzzle::Variant(puzzle) if puzzle.kind() == Kind::Classic => {
                rating_line(&rate(puzzle.givens()))
            }
            AnyPuzzle::Variant(puzzle) => {
                variant::logic::report::rating_line(&variant::logic::rate(puzzle))
            }
        },
        |line| writeln!(out, "{line}"),
    );
    finish(result, &mut out)
}
