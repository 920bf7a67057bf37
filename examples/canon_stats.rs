//! Times the canonical form of grids with boxes (`nonet::shape::canon`): for each file of
//! lines (one puzzle a line, as `nonet generate --size N` writes them), the median, 95th
//! percentile and slowest time a puzzle takes, each puzzle timed alone on one thread, and
//! how many searches stopped at the work limit.
//! Run: `cargo run --release --example canon_stats -- FILE...`.

use nonet::rules::text::parse_line;
use nonet::shape::canon::canonical_givens;
use std::time::Instant;

/// The median, the 95th percentile and the largest of some times, in milliseconds.
fn spread(times: &mut [f64]) -> (f64, f64, f64) {
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    (at(0.5), at(0.95), at(1.0))
}

fn main() {
    println!("| file | puzzles | median ms | p95 ms | max ms | stopped |");
    println!("| --- | ---: | ---: | ---: | ---: | ---: |");
    for path in std::env::args().skip(1) {
        let Ok(text) = std::fs::read_to_string(&path) else {
            eprintln!("{path}: cannot read");
            continue;
        };
        let mut times = Vec::new();
        let mut stopped = 0;
        for line in text.lines() {
            let line = line.split('\t').next().unwrap_or("");
            let Ok(puzzle) = parse_line(line) else {
                eprintln!("{path}: not a puzzle line: {line}");
                continue;
            };
            let start = Instant::now();
            let form = canonical_givens(puzzle.shape(), puzzle.givens());
            times.push(start.elapsed().as_secs_f64() * 1000.0);
            stopped += usize::from(form.is_err());
        }
        if times.is_empty() {
            continue;
        }
        let count = times.len();
        let (median, p95, max) = spread(&mut times);
        println!("| {path} | {count} | {median:.3} | {p95:.3} | {max:.3} | {stopped} |");
    }
}
