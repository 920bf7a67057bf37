//! `nonet solve`: the solution of every puzzle, or why there is none.

use super::parallel::AnyPuzzle;
use super::run_stage::{Accepts, run_stage};
use super::stage::{StageArgs, finish_stage};
use super::{Status, inputs_or_stdin};
use nonet::formats::{Metadata, PuzzleFormat, write_to};
use nonet::rules::RulePuzzle;
use nonet::rules::text::symbols;
use nonet::solver::{Verdict, verdict, verdict_within};
use nonet::variant::{self, Kind};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Solve puzzles: one answer per puzzle, `no solution` or `multiple solutions` when there is
/// no single one. Variant lines (`x:`, `windoku:`, `jigsaw:`, `killer:`) and lines of other
/// sizes (4x4 to 16x16: 16 to 256 cells, or `jigsaw:` lines) are solved too. Exit status: 0
/// all unique, 1 some had none or several, 2 bad input.
#[derive(clap::Args)]
pub struct SolveArgs {
    /// How to print each solution.
    #[arg(long, value_enum, default_value_t = SolutionLayout::Line)]
    format: SolutionLayout,

    #[command(flatten)]
    stage: StageArgs,

    /// Puzzle files in any supported format; `-` (or nothing) reads standard input.
    files: Vec<PathBuf>,
}

/// How `solve` prints a solution.
#[derive(Clone, Copy, PartialEq, Eq, Debug, clap::ValueEnum)]
pub enum SolutionLayout {
    /// One line per puzzle: 81 digits for a 9x9, N×N symbols for other sizes.
    Line,
    /// One line per row, puzzles separated by a blank line.
    Grid,
}

/// Runs `nonet solve`.
pub fn run(args: &SolveArgs) -> ExitCode {
    let (stage, mut out) = match args.stage.open(&args.files) {
        Ok(opened) => opened,
        Err(code) => return code,
    };
    let mut verdicts = Status::Success;
    let mut first = true;
    let layout = match args.format {
        SolutionLayout::Line => PuzzleFormat::Line,
        SolutionLayout::Grid => PuzzleFormat::Grid,
    };
    let no_metadata = Metadata::default();
    let paths = inputs_or_stdin(&args.files);
    let emit = |out: &mut Vec<u8>, answer| {
        if layout == PuzzleFormat::Grid && !first {
            out.write_all(b"\n")?;
        }
        first = false;
        let verdict = match answer {
            Answer::Nine(verdict) => verdict,
            Answer::Sized(solution, width) => return write_symbols(out, &solution, width, layout),
        };
        match verdict {
            // The common case, kept lean: the solution's digits go straight to the output.
            Verdict::Unique(solution) if layout == PuzzleFormat::Line => {
                let mut line = [b'\n'; 82];
                for (slot, &digit) in line.iter_mut().zip(solution.cells()) {
                    *slot = b'0' + digit;
                }
                out.write_all(&line)
            }
            Verdict::Unique(solution) => write_to(out, layout, &solution, &no_metadata),
            Verdict::NoSolution => {
                verdicts = Status::NotUnique;
                out.write_all(b"no solution\n")
            }
            Verdict::Multiple => {
                verdicts = Status::NotUnique;
                out.write_all(b"multiple solutions\n")
            }
        }
    };
    let result = run_stage(
        &paths,
        &stage,
        &mut out,
        Accepts::AnySize,
        |puzzle| match puzzle {
            AnyPuzzle::Classic(record) => Answer::Nine(match &record.candidates {
                Some(candidates) => verdict_within(&record.grid, candidates),
                None => verdict(&record.grid),
            }),
            AnyPuzzle::Variant(puzzle) => Answer::Nine(variant_verdict(puzzle)),
            AnyPuzzle::Sized(puzzle) => match sized_verdict(puzzle) {
                Ok(solution) => Answer::Sized(solution, puzzle.shape().size()),
                Err(verdict) => Answer::Nine(verdict),
            },
        },
        emit,
    );
    finish_stage(
        result.map(|input| input.worst(stage.verdicts(verdicts))),
        out,
    )
}

/// What `solve` found for one puzzle.
enum Answer {
    /// The verdict on a 9x9 puzzle, or on another size when it has no single solution.
    Nine(Verdict),
    /// The one solution of a puzzle `width` cells wide.
    Sized(Vec<u8>, usize),
}

/// Writes a solution of another size: one line of symbols, or one line a row.
fn write_symbols(
    out: &mut Vec<u8>,
    solution: &[u8],
    width: usize,
    layout: PuzzleFormat,
) -> std::io::Result<()> {
    let line = symbols(solution);
    if layout == PuzzleFormat::Line {
        return writeln!(out, "{line}");
    }
    for row in line.as_bytes().chunks(width.max(1)) {
        out.write_all(row)?;
        out.write_all(b"\n")?;
    }
    Ok(())
}

/// The one solution of a puzzle of any size, or the verdict that there is none or several.
pub fn sized_verdict(puzzle: &RulePuzzle) -> Result<Vec<u8>, Verdict> {
    // Without a node budget the search always answers.
    let Ok(counted) = nonet::rules::solver::count_solutions(puzzle, 2, u64::MAX) else {
        return Err(Verdict::Multiple);
    };
    match (counted.count, counted.solution) {
        (1, Some(solution)) => Ok(solution),
        (0, _) => Err(Verdict::NoSolution),
        _ => Err(Verdict::Multiple),
    }
}

/// The verdict on a variant puzzle (a classic line among variant lines goes to the classic
/// solver).
pub fn variant_verdict(puzzle: &variant::Puzzle) -> Verdict {
    if puzzle.kind() == Kind::Classic {
        return verdict(puzzle.givens());
    }
    let found = variant::solver::solutions(puzzle, 2, u64::MAX);
    match (found.count, found.grids.first()) {
        (1, Some(&solution)) => Verdict::Unique(solution),
        (0, _) => Verdict::NoSolution,
        _ => Verdict::Multiple,
    }
}
