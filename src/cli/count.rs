//! `nonet count`: how many solutions each puzzle has, up to a limit.

use super::inputs_or_stdin;
use super::parallel::AnyPuzzle;
use super::run_stage::{Accepts, run_stage};
use super::stage::{StageArgs, finish_stage};
use nonet::rules::solver::count_solutions;
use nonet::solver::{count_with_nodes, count_within_with_nodes};
use nonet::variant::{self, Kind};
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
            push_decimal(out, count as u64);
            if args.nodes {
                out.push(b'\t');
                push_decimal(out, nodes);
            }
            out.push(b'\n');
            Ok(())
        },
    );
    finish_stage(result, out)
}

/// Appends `n` in decimal, as `write!(out, "{n}")` would: without the formatting machinery,
/// which on sets of easy puzzles took a tenth of the time `count` spends outside the solver.
fn push_decimal(out: &mut Vec<u8>, mut n: u64) {
    let mut digits = [0u8; 20];
    let mut start = digits.len();
    loop {
        start -= 1;
        digits[start] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.extend_from_slice(&digits[start..]);
}

#[cfg(test)]
mod tests {
    use super::push_decimal;

    #[test]
    fn decimals_are_written_as_the_formatter_writes_them() {
        for n in [0, 1, 9, 10, 99, 100, 4_096, 1_000_000_007, u64::MAX] {
            let mut out = b"x".to_vec();
            push_decimal(&mut out, n);
            assert_eq!(out, format!("x{n}").into_bytes());
        }
    }
}
