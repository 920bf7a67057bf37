//! `nonet rate`: the level, score and hardest technique of every puzzle.

use super::parallel::AnyPuzzle;
use super::run_stage::{Accepts, run_stage};
use super::solve::{sized_verdict, variant_verdict};
use super::stage::{StageArgs, finish_stage};
use super::{Status, inputs_or_stdin};
use nonet::logic::{rate, rate_within};
use nonet::solver::{Verdict, verdict, verdict_within};
use nonet::variant::{self, Kind};
use nonet::words::report::rating_line;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Rate puzzles by the hardest logical technique they need: one line per puzzle,
/// `level<TAB>score<TAB>hardest technique` (score on Sudoku Explainer's scale). Variant lines,
/// and lines of other sizes (4x4 to 16x16), are rated by the variant techniques, Easy to
/// Master, or `beyond-master`. A puzzle without
/// exactly one solution gets `no solution` or `multiple solutions` instead, and the exit
/// status 1, as in `solve`.
#[derive(clap::Args)]
pub struct RateArgs {
    #[command(flatten)]
    stage: StageArgs,

    /// Puzzle files in any supported format; `-` (or nothing) reads standard input.
    files: Vec<PathBuf>,
}

/// Runs `nonet rate`.
pub fn run(args: &RateArgs) -> ExitCode {
    let (stage, mut out) = match args.stage.open(&args.files) {
        Ok(opened) => opened,
        Err(code) => return code,
    };
    let mut verdicts = Status::Success;
    let result = run_stage(
        &inputs_or_stdin(&args.files),
        &stage,
        &mut out,
        Accepts::AnySize,
        rating,
        |out, rated| match rated {
            Ok(line) => writeln!(out, "{line}"),
            // As `solve` says it: a rating of a puzzle that is none would mislead.
            Err(no_single) => {
                verdicts = Status::NotUnique;
                match no_single {
                    Verdict::NoSolution => out.write_all(b"no solution\n"),
                    _ => out.write_all(b"multiple solutions\n"),
                }
            }
        },
    );
    finish_stage(
        result.map(|input| input.worst(stage.verdicts(verdicts))),
        out,
    )
}

/// The rating line of a puzzle with exactly one solution; else its verdict.
pub(super) fn rating(puzzle: AnyPuzzle<'_>) -> Result<String, Verdict> {
    let single = match &puzzle {
        AnyPuzzle::Classic(record) => match &record.candidates {
            Some(candidates) => verdict_within(&record.grid, candidates),
            None => verdict(&record.grid),
        },
        AnyPuzzle::Variant(puzzle) => variant_verdict(puzzle),
        AnyPuzzle::Sized(puzzle) => {
            sized_verdict(puzzle)?;
            return Ok(nonet::words::variant_report::rating_line(
                &nonet::rules::logic::rate_rules(puzzle),
            ));
        }
    };
    if !matches!(single, Verdict::Unique(_)) {
        return Err(single);
    }
    Ok(match puzzle {
        AnyPuzzle::Classic(record) => rating_line(&match &record.candidates {
            Some(candidates) => rate_within(&record.grid, candidates),
            None => rate(&record.grid),
        }),
        AnyPuzzle::Variant(puzzle) if puzzle.kind() == Kind::Classic => {
            rating_line(&rate(puzzle.givens()))
        }
        AnyPuzzle::Variant(puzzle) => {
            nonet::words::variant_report::rating_line(&variant::logic::rate(puzzle))
        }
        // Rated above, where its verdict was found.
        AnyPuzzle::Sized(_) => return Err(single),
    })
}
