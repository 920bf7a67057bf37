//! `nonet count`: how many solutions each puzzle has, up to a limit.

use super::inputs_or_stdin;
use super::parallel::AnyPuzzle;
use super::run_stage::{Accepts, run_stage};
use super::stage::{StageArgs, finish_stage};
use nonet::rules::solver::count_solutions;
use nonet::solver::{count_with_nodes, count_within_with_nodes};
use nonet::variant::{self, Kind};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Count solutions: one number per puzzle, counting no further than the limit. Variant lines
/// (`x:`, `windoku:`, `jigsaw:`, `killer:`) and lines of other sizes (4x4 to 16x16) are
/// counted too.
/// Exit status: 0, or 2 when some input could not be read.
#[derive(clap::Args)]
pub struct CountArgs {
    /// Stop counting at this many solutions.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..))]
    limit: u64,

    /// Print each count with the search nodes it took (`count<TAB>nodes`): the solver's
    /// work, the same on every machine.
    #[arg(long)]
    nodes: bool,

    #[command(flatten)]
    stage: StageArgs,

    /// Puzzle files in any supported format; `-` (or nothing) reads standard input.
    files: Vec<PathBuf>,
}

/// Runs `nonet count`.
pub fn run(args: &CountArgs) -> ExitCode {
    let (stage, mut out) = match args.stage.open(&args.files) {
        Ok(opened) => opened,
        Err(code) => return code,
    };
    let limit = usize::try_from(args.limit).unwrap_or(usize::MAX);
    let result = run_stage(
        &inputs_or_stdin(&args.files),
        &stage,
        &mut out,
        Accepts::AnySize,
        |puzzle| match puzzle {
            AnyPuzzle::Classic(record) => match &record.candidates {
                Some(candidates) => count_within_with_nodes(&record.grid, candidates, limit),
                None => count_with_nodes(&record.grid, limit),
            },
            AnyPuzzle::Variant(puzzle) if puzzle.kind() == Kind::Classic => {
                count_with_nodes(puzzle.givens(), limit)
            }
            AnyPuzzle::Variant(puzzle) => {
                let found = variant::solver::solutions(puzzle, limit, u64::MAX);
                (found.count, found.nodes)
            }
            // Without a node budget the search always answers.
            AnyPuzzle::Sized(puzzle) => count_solutions(puzzle, limit, u64::MAX)
                .map_or((0, 0), |counted| (counted.count, counted.nodes)),
        },
        |out, (count, nodes)| {
            if args.nodes {
                writeln!(out, "{count}\t{nodes}")
            } else {
                writeln!(out, "{count}")
            }
        },
    );
    finish_stage(result, out)
}
