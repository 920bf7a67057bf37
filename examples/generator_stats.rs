//! Times the generator: median and 95th percentile per level over N seeds, and the clue
//! counts of the puzzles it made (fewest, median, most).
//! Run: `cargo run --release --example generator_stats -- [N]`.

use nonet::generator::{CancelToken, GenerateOptions, generate};
use nonet::logic::Level;
use std::time::Instant;

fn main() {
    let n: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(50);
    println!(
        "| level | puzzles | median ms | p95 ms | max ms | clues (fewest-most) | median clues |"
    );
    println!("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
    for level in Level::ALL {
        let mut clues = Vec::new();
        let mut times: Vec<f64> = (0..n)
            .map(|seed| {
                let start = Instant::now();
                let result = generate(
                    &GenerateOptions::new(level, seed),
                    &CancelToken::new(),
                    &mut |_| {},
                );
                let ms = start.elapsed().as_secs_f64() * 1000.0;
                match result {
                    Ok(generated) => clues.push(generated.puzzle.filled_count()),
                    Err(e) => eprintln!("{level} seed {seed}: {e}"),
                }
                ms
            })
            .collect();
        times.sort_by(f64::total_cmp);
        let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
        clues.sort_unstable();
        let (fewest, most) = (clues.first().copied(), clues.last().copied());
        let median = clues.get(clues.len() / 2).copied();
        let show = |c: Option<usize>| c.map_or_else(|| "-".to_string(), |c| c.to_string());
        println!(
            "| {level} | {n} | {:.1} | {:.1} | {:.1} | {}-{} | {} |",
            at(0.5),
            at(0.95),
            at(1.0),
            show(fewest),
            show(most),
            show(median)
        );
    }
}
