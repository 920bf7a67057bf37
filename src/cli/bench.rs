//! `nonet bench`: puzzles per second of the exact solver on a file, for the first solution and
//! for the uniqueness check (counting to two).

use super::terminal::{Stdout, say};
use super::{Status, finish, for_each_puzzle, input_name};
use nonet::grid::Grid;
use nonet::i18n::tr_args;
use nonet::solver::{count_solutions, solve_first};
use std::hint::black_box;
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// Benchmark the solver: solves every puzzle of the file over and over, for about the given
/// time per mode (at least one round), and prints puzzles per second.
#[derive(clap::Args)]
pub struct BenchArgs {
    /// Seconds to spend on each mode; every mode runs at least one full round.
    #[arg(long, default_value_t = 1.0, value_parser = parse_seconds)]
    seconds: f64,

    /// A puzzle file in any supported format; `-` reads standard input.
    file: PathBuf,
}

fn parse_seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(seconds) if seconds.is_finite() && (0.0..=3600.0).contains(&seconds) => Ok(seconds),
        _ => Err(format!(
            "{text:?} is not a number of seconds from 0 to 3600"
        )),
    }
}

/// One mode's measurement.
struct Rate {
    rounds: u32,
    elapsed: Duration,
    per_second: f64,
}

/// Runs `solve` on every puzzle, round after round, until `budget` has passed.
fn measure(puzzles: &[Grid], budget: Duration, solve: impl Fn(&Grid) -> usize) -> Rate {
    let start = Instant::now();
    let mut rounds = 0u32;
    loop {
        for puzzle in puzzles {
            black_box(solve(black_box(puzzle)));
        }
        rounds += 1;
        if start.elapsed() >= budget || rounds == u32::MAX {
            break;
        }
    }
    let elapsed = start.elapsed();
    let solved = puzzles.len() as f64 * f64::from(rounds);
    Rate {
        rounds,
        elapsed,
        per_second: solved / elapsed.as_secs_f64().max(1e-9),
    }
}

fn write_rate(out: &mut impl Write, label: &str, rate: &Rate) -> io::Result<()> {
    writeln!(
        out,
        "{label:<26}{:>12.0} puzzles/s  ({} rounds in {:.2} s)",
        rate.per_second,
        rate.rounds,
        rate.elapsed.as_secs_f64()
    )
}

/// Runs `nonet bench`.
pub fn run(args: &BenchArgs) -> ExitCode {
    let mut puzzles = Vec::new();
    let read = for_each_puzzle(std::slice::from_ref(&args.file), |record| {
        puzzles.push(record.grid);
        Ok(())
    });
    // Collecting into memory cannot fail; only the reading can, and it was reported.
    let input_status = read.unwrap_or(Status::BadInput);
    let name = input_name(&args.file);
    if puzzles.is_empty() {
        say!(
            "{}",
            tr_args(
                "cli-no-puzzle-to-benchmark",
                &[("name", name.as_str().into())]
            )
        );
        return Status::BadInput.into();
    }

    let mut unique = 0usize;
    let mut none = 0usize;
    for puzzle in &puzzles {
        match count_solutions(puzzle, 2) {
            0 => none += 1,
            1 => unique += 1,
            _ => {}
        }
    }
    let multiple = puzzles.len() - unique - none;
    // Unbuffered, so each line shows as soon as its measurement is done.
    let mut out = Stdout::lock();
    let summary = tr_args(
        if puzzles.len() == 1 {
            "cli-bench-read-one"
        } else {
            "cli-bench-read"
        },
        &[
            ("name", name.as_str().into()),
            ("count", puzzles.len().into()),
            ("unique", unique.into()),
            ("none", none.into()),
            ("multiple", multiple.into()),
        ],
    );
    let written = writeln!(out, "{summary}")
        .and_then(|()| {
            // Which compiled form ran (NONET_SIMD forces one), so figures can be told apart.
            writeln!(
                out,
                "solver form: {} (best on this CPU: {})",
                nonet::solver::active_form(),
                nonet::solver::SimdForm::best()
            )
        })
        .and_then(|()| {
            let budget = Duration::from_secs_f64(args.seconds);
            let first = measure(&puzzles, budget, |puzzle| {
                usize::from(solve_first(puzzle).is_some())
            });
            write_rate(&mut out, "first solution:", &first)?;
            let uniqueness = measure(&puzzles, budget, |puzzle| count_solutions(puzzle, 2));
            write_rate(&mut out, "uniqueness (count to 2):", &uniqueness)
        });
    finish(written.map(|()| input_status), &mut out)
}
