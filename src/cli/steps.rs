//! `nonet steps`: every deduction available at each puzzle's start.

use super::inputs_or_stdin;
use super::parallel::AnyPuzzle;
use super::run_stage::{Accepts, run_stage};
use super::stage::{StageArgs, finish_stage};
use nonet::formats::{PuzzleRecord, pencilmark};
use nonet::variant::Kind;
use nonet::words::report::{steps_tsv, steps_tsv_within};
use nonet::words::variant_report;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// List every deduction available at each puzzle's start (a pencilmark line's candidates
/// where given), for every technique, grouped by technique from easiest: `puzzle`, one
/// `step` line each (as `explain --format tsv`), then `result<TAB>N steps`. Variant lines
/// and lines of other sizes list every step of the variant techniques (forcing chains, the
/// first twenty).
#[derive(clap::Args)]
pub struct StepsArgs {
    #[command(flatten)]
    stage: StageArgs,

    /// Puzzle files in any supported format; `-` (or nothing) reads standard input.
    files: Vec<PathBuf>,
}

/// Runs `nonet steps` (its sentences in English, as `explain --format tsv`'s).
pub fn run(args: &StepsArgs) -> ExitCode {
    let (stage, mut out) = match args.stage.open(&args.files) {
        Ok(opened) => opened,
        Err(code) => return code,
    };
    let result = run_stage(
        &inputs_or_stdin(&args.files),
        &stage,
        &mut out,
        Accepts::AnySize,
        |puzzle| match puzzle {
            AnyPuzzle::Classic(record) => steps_of(record),
            AnyPuzzle::Variant(puzzle) if puzzle.kind() == Kind::Classic => {
                steps_tsv(puzzle.givens())
            }
            AnyPuzzle::Variant(puzzle) => variant_report::steps_tsv(puzzle),
            AnyPuzzle::Sized(puzzle) => variant_report::rules_steps_tsv(puzzle),
        },
        |out, text| out.write_all(text.as_bytes()),
    );
    finish_stage(result, out)
}

/// The steps of a classic record, from its pencilmarks when it has them.
fn steps_of(record: &PuzzleRecord) -> String {
    match &record.candidates {
        None => steps_tsv(&record.grid),
        Some(candidates) => {
            let line = pencilmark::to_line(&record.grid, candidates);
            steps_tsv_within(&line, &record.grid, candidates)
        }
    }
}
