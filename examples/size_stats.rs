//! Times the generic generator at every size: per size (with boxes where the size has them,
//! as a jigsaw otherwise, or for every size with `--jigsaw`) and level, the median, 95th
//! percentile and slowest of N seeds on one thread, with the puzzles' median givens. A
//! level that no seed reached is reported as failures, not timed away.
//! Run: `cargo run --release --no-default-features --example size_stats -- [N] [--jigsaw]
//! [--sizes A-B]`.

use nonet::logic::Level;
use nonet::rules::RulePuzzle;
use nonet::rules::generate::{generate, generate_jigsaw};
use nonet::shape::{MAX_SIZE, MIN_SIZE, Shape};
use std::time::Instant;

/// The median, the 95th percentile and the largest of some times, in milliseconds.
fn spread(times: &mut [f64]) -> (f64, f64, f64) {
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    (at(0.5), at(0.95), at(1.0))
}

const LEVELS: [Level; 5] = [
    Level::Easy,
    Level::Medium,
    Level::Hard,
    Level::Expert,
    Level::Master,
];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(21);
    let all_jigsaws = args.iter().any(|a| a == "--jigsaw");
    let sizes = args
        .iter()
        .position(|a| a == "--sizes")
        .and_then(|at| args.get(at + 1))
        .and_then(|range| range.split_once('-'))
        .and_then(|(a, b)| Some(a.parse().ok()?..=b.parse().ok()?))
        .unwrap_or(MIN_SIZE..=MAX_SIZE);
    println!(
        "| size | form | level | puzzles | failures | median ms | p95 ms | max ms | median givens |"
    );
    println!("| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |");
    for size in sizes {
        let boxed = Shape::boxed(size).ok().filter(|_| !all_jigsaws);
        let template = boxed.map(|shape| {
            let cells = shape.cells();
            RulePuzzle::new(shape, vec![0; cells], Vec::new()).expect("an empty template")
        });
        for level in LEVELS {
            if size == 4 && level > Level::Easy && template.is_some() {
                // Refused at once: no 4x4 puzzle needs more than singles.
                continue;
            }
            let mut times = Vec::new();
            let mut givens = Vec::new();
            let mut failures = 0;
            for seed in 0..n {
                let start = Instant::now();
                let made = match &template {
                    Some(template) => generate(template, level, seed),
                    None => generate_jigsaw(size, level, seed),
                };
                times.push(start.elapsed().as_secs_f64() * 1000.0);
                match made {
                    Ok(made) => {
                        givens.push(made.puzzle.givens().iter().filter(|&&d| d != 0).count())
                    }
                    Err(_) => failures += 1,
                }
            }
            givens.sort_unstable();
            let median_givens = givens
                .get(givens.len() / 2)
                .map_or("-".to_owned(), usize::to_string);
            let (median, p95, max) = spread(&mut times);
            let form = if template.is_some() {
                "boxes"
            } else {
                "jigsaw"
            };
            println!(
                "| {size} | {form} | {} | {n} | {failures} | {median:.1} | {p95:.1} | {max:.1} | {median_givens} |",
                level.as_str()
            );
        }
    }
}
