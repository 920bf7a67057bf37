//! Builds `assets/bank.txt`: minimal puzzles dug from random grids, rated, and kept when
//! they reach Expert or Master. Run: `cargo run --release --example build_bank -- SECONDS [SEED]`.
//! Prints bank lines on standard output and a summary on standard error.

use nonet::generator::{Symmetry, dig_minimal, random_solution};
use nonet::logic::{Level, rate};
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::time::{Duration, Instant};

fn main() {
    let mut args = std::env::args().skip(1);
    let seconds: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(60);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let mut rng = StdRng::seed_from_u64(seed);
    let mut tried = 0u64;
    let mut counts = [[0u32; 4]; 5];
    while Instant::now() < deadline {
        for (s, symmetry) in Symmetry::ALL.into_iter().enumerate() {
            tried += 1;
            let solution = random_solution(&mut rng);
            let puzzle = dig_minimal(&solution, symmetry, &mut rng);
            let rating = rate(&puzzle);
            counts[rating.level as usize][s] += 1;
            if rating.level >= Level::Expert {
                println!(
                    "{}\t{}\t{}\t{:.1}\t{}",
                    rating.level.as_str(),
                    symmetry.as_str(),
                    puzzle.to_line(),
                    rating.score,
                    rating.hardest_name()
                );
            }
        }
    }
    eprintln!(
        "tried {tried} minimal puzzles; level x symmetry counts (none, rotational, mirror, diagonal):"
    );
    for level in Level::ALL {
        eprintln!("{level:>8}: {:?}", counts[level as usize]);
    }
}
