//! Times the variant engine: per variant and level, the generator's median and 95th
//! percentile over N seeds, with the givens of the puzzles made; then the exact solver's
//! median on killers with no givens (those generated, and 10 N random cage layouts), counting
//! to two as a uniqueness check does.
//! Run: `cargo run --release --no-default-features --example variant_stats -- [N]`.

use nonet::grid::Grid;
use nonet::logic::Level;
use nonet::variant::generate::{SIZE_WEIGHTS, VariantOptions, generate, random_cages};
use nonet::variant::solver::{count_solutions, random_solution};
use nonet::variant::{Kind, Puzzle};
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::time::Instant;

/// The median and the 95th percentile of some times, in milliseconds.
fn median_p95(times: &mut [f64]) -> (f64, f64) {
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    (at(0.5), at(0.95))
}

fn main() {
    let n: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(21);
    println!("| variant | level | puzzles | failures | median ms | p95 ms | median givens |");
    println!("| --- | --- | ---: | ---: | ---: | ---: | ---: |");
    let mut bare_killers: Vec<Puzzle> = Vec::new();
    for kind in [Kind::X, Kind::Windoku, Kind::Jigsaw, Kind::Killer] {
        for level in Level::ALL {
            let mut times = Vec::new();
            let mut givens = Vec::new();
            let mut failures = 0;
            for seed in 0..n {
                let start = Instant::now();
                let result = generate(&VariantOptions { kind, level, seed });
                times.push(start.elapsed().as_secs_f64() * 1000.0);
                match result {
                    Ok(generated) => {
                        givens.push(generated.puzzle.givens().filled_count());
                        if kind == Kind::Killer && generated.puzzle.givens().filled_count() == 0 {
                            bare_killers.push(generated.puzzle);
                        }
                    }
                    Err(_) => failures += 1,
                }
            }
            let (median, p95) = median_p95(&mut times);
            givens.sort_unstable();
            let median_givens = givens.get(givens.len() / 2).copied().unwrap_or(0);
            println!(
                "| {kind} | {} | {n} | {failures} | {median:.1} | {p95:.1} | {median_givens} |",
                level.as_str()
            );
        }
    }
    // More killers with no givens: random cages over random solutions, one solution or not.
    let mut rng = StdRng::seed_from_u64(1);
    let classic = Puzzle::new(Kind::Classic, Grid::empty()).expect("empty grid");
    for _ in 0..n * 10 {
        let Some(solution) = random_solution(&classic, &mut rng, u64::MAX) else {
            continue;
        };
        let cages = random_cages(&solution, &SIZE_WEIGHTS, &mut rng);
        if let Ok(puzzle) = Puzzle::killer(Grid::empty(), cages) {
            bare_killers.push(puzzle);
        }
    }
    let mut unique = 0;
    let mut times: Vec<f64> = bare_killers
        .iter()
        .map(|puzzle| {
            let start = Instant::now();
            unique += usize::from(count_solutions(puzzle, 2) == 1);
            start.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    let (median, p95) = median_p95(&mut times);
    println!(
        "\nkillers with no givens ({} puzzles, {unique} with one solution), counting to two: \
         median {median:.3} ms, p95 {p95:.3} ms, max {:.3} ms",
        times.len(),
        times.last().copied().unwrap_or(0.0)
    );
}
