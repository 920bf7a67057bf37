//! Solves every puzzle of a file (81-character lines) with a uniqueness check, for timing
//! whole-process runs: `cargo run --release --example solve_file -- FILE [--first | --limit N]`.
//! `--limit 0` parses without solving, to subtract parsing from instruction counts.

use nonet::grid::{CELLS, digit_from_char};
use nonet::solver::solve_cells;
use std::process::ExitCode;
use std::time::Instant;

fn main() -> ExitCode {
    let mut path = None;
    let mut limit = 2;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        if arg == "--first" {
            limit = 1;
        } else if arg == "--limit" {
            match args.next().and_then(|n| n.parse().ok()) {
                Some(n) => limit = n,
                None => {
                    eprintln!("--limit needs a number");
                    return ExitCode::FAILURE;
                }
            }
        } else {
            path = Some(arg);
        }
    }
    let Some(path) = path else {
        eprintln!("usage: solve_file FILE [--first | --limit N]");
        return ExitCode::FAILURE;
    };
    let text = match std::fs::read(&path) {
        Ok(text) => text,
        Err(err) => {
            eprintln!("{path}: {err}");
            return ExitCode::FAILURE;
        }
    };
    let start = Instant::now();
    let (mut none, mut one, mut many, mut bad) = (0usize, 0usize, 0usize, 0usize);
    for line in text.split(|&b| b == b'\n') {
        let line = line.trim_ascii();
        if line.is_empty() {
            continue;
        }
        let mut cells = [0u8; CELLS];
        let parsed = line.len() == CELLS
            && line
                .iter()
                .zip(cells.iter_mut())
                .all(|(&ch, cell)| digit_from_char(char::from(ch)).map(|d| *cell = d).is_some());
        match parsed.then(|| solve_cells(&cells, limit)) {
            Some(Ok(found)) => match found.count {
                0 => none += 1,
                1 => one += 1,
                _ => many += 1,
            },
            _ => bad += 1,
        }
    }
    let elapsed = start.elapsed();
    let total = none + one + many;
    let label = if limit == 1 { "solved" } else { "unique" };
    println!(
        "{total} puzzles in {:.3} s ({:.0}/s): {label} {one}, multiple {many}, none {none}, unreadable {bad}",
        elapsed.as_secs_f64(),
        total as f64 / elapsed.as_secs_f64()
    );
    ExitCode::SUCCESS
}
