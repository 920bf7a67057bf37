//! Times the generator: median and 95th percentile per level over N seeds.
//! Run: `cargo run --release --example generator_stats -- [N]`.

use nonet::generator::{CancelToken, GenerateOptions, generate};
use nonet::logic::Level;
use std::time::Instant;

fn main() {
    let n: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(50);
    println!("| level | puzzles | median ms | p95 ms | max ms |");
    println!("| --- | ---: | ---: | ---: | ---: |");
    for level in Level::ALL {
        let mut times: Vec<f64> = (0..n)
            .map(|seed| {
                let start = Instant::now();
                let result = generate(
                    &GenerateOptions::new(level, seed),
                    &CancelToken::new(),
                    &mut |_| {},
                );
                let ms = start.elapsed().as_secs_f64() * 1000.0;
                if let Err(e) = result {
                    eprintln!("{level} seed {seed}: {e}");
                }
                ms
            })
            .collect();
        times.sort_by(f64::total_cmp);
        let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
        println!(
            "| {level} | {n} | {:.1} | {:.1} | {:.1} |",
            at(0.5),
            at(0.95),
            at(1.0)
        );
    }
}
