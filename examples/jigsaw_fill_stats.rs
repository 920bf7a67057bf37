//! Compares two ways of finding a first grid for random jigsaw shapes: the local search
//! (`fill_jigsaw`) and the exact solver's random solution within the generator's budget
//! of 20,000 nodes. Per size: shapes filled by each, and the median and slowest time.
//! Run: `cargo run --release --no-default-features --example jigsaw_fill_stats -- [N]
//! [--sizes A-B] [--moves M]`.

use nonet::rules::RulePuzzle;
use nonet::rules::jigsaw::random_jigsaw;
use nonet::rules::jigsaw_fill::fill_jigsaw;
use nonet::rules::solver::random_solution;
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::time::Instant;

/// The median and the largest of some times, in milliseconds.
fn spread(times: &mut [f64]) -> (f64, f64) {
    times.sort_by(f64::total_cmp);
    (times[times.len() / 2], times[times.len() - 1])
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(20);
    let value = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|at| args.get(at + 1))
    };
    let sizes = value("--sizes")
        .and_then(|range| range.split_once('-'))
        .and_then(|(a, b)| Some(a.parse().ok()?..=b.parse().ok()?))
        .unwrap_or(10..=16);
    let moves: usize = value("--moves")
        .and_then(|m| m.parse().ok())
        .unwrap_or(2_000_000);
    println!(
        "| size | shapes | local search filled | median ms | max ms | exact (20,000 nodes) filled | median ms | max ms |"
    );
    println!("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    for size in sizes {
        let (mut local, mut exact) = (Vec::new(), Vec::new());
        let (mut local_filled, mut exact_filled) = (0, 0);
        for seed in 0..n {
            let mut rng = StdRng::seed_from_u64(seed);
            let shape = random_jigsaw(size, &mut rng).expect("a shape");
            let start = Instant::now();
            if fill_jigsaw(&shape, &mut rng, moves).is_some() {
                local_filled += 1;
            }
            local.push(start.elapsed().as_secs_f64() * 1000.0);
            let template = RulePuzzle::new(shape.clone(), vec![0; shape.cells()], Vec::new())
                .expect("a template");
            let start = Instant::now();
            if let Ok(Some(_)) = random_solution(&template, &mut rng, 20_000) {
                exact_filled += 1;
            }
            exact.push(start.elapsed().as_secs_f64() * 1000.0);
        }
        let (local_median, local_max) = spread(&mut local);
        let (exact_median, exact_max) = spread(&mut exact);
        println!(
            "| {size} | {n} | {local_filled} | {local_median:.1} | {local_max:.1} | {exact_filled} | {exact_median:.1} | {exact_max:.1} |"
        );
    }
}
