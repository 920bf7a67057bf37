//! `nonet rate`: the level, score and hardest technique of every puzzle.

use super::inputs_or_stdin;
use super::parallel::AnyPuzzle;
use super::run_stage::run_stage;
use super::stage::{StageArgs, finish_stage};
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
    stage: StageArgs,

    /// Puzzle files in any supported format; `-` (or nothing) reads standard input.
    files: Vec<PathBuf>,
}

/// Runs `nonet rate`.
pub fn run(args: &RateArgs) -> ExitCode {
    let (stage, mut out) = match args.stage.open() {
        Ok(opened) => opened,
        Err(code) => return code,
    };
    let result = run_stage(
        &inputs_or_stdin(&args.files),
        &stage,
        &mut out,
        false,
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
        |out, line| writeln!(out, "{line}"),
    );
    finish_stage(result, &mut out)
}
