//! How long the workshop's survey takes on drafts of other sizes: for each size, puzzles
//! made by the generator (one solution: counts, removable givens and the rating), the same
//! with a third of their givens taken away (several solutions: the true candidates), and
//! the empty grid. Prints the median and the slowest time per size and case.
//! Run: `cargo run --release --no-default-features --example sized_survey_times -- [N]`.

use nonet::generator::sized::{SizedJob, SizedKind, make_sized, read_puzzle_text};
use nonet::logic::Level;
use nonet::rules::RulePuzzle;
use nonet::setter::survey_rules;
use std::time::Instant;

/// The median and the largest of some times, in milliseconds.
fn spread(times: &mut [f64]) -> (f64, f64) {
    times.sort_by(f64::total_cmp);
    (times[times.len() / 2], times[times.len() - 1])
}

/// The survey's time of `puzzle`, in milliseconds.
fn time(puzzle: &RulePuzzle) -> f64 {
    let start = Instant::now();
    let survey = survey_rules(puzzle, &|| false);
    assert!(survey.is_ok());
    start.elapsed().as_secs_f64() * 1000.0
}

fn main() {
    let n: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(5);
    println!("| grid | unique median ms | max | open median ms | max | empty ms |");
    println!("| --- | ---: | ---: | ---: | ---: | ---: |");
    for (size, jigsaw) in [(6, false), (9, true), (12, false), (16, false), (16, true)] {
        let kind = SizedKind { size, jigsaw };
        let (mut unique, mut open) = (Vec::new(), Vec::new());
        let mut empty = 0.0;
        for seed in 0..n {
            let job = SizedJob {
                kind,
                level: Level::Medium,
                seed,
            };
            let Ok(made) = make_sized(job) else {
                continue;
            };
            let Ok(puzzle) = read_puzzle_text(&made.line) else {
                continue;
            };
            unique.push(time(&puzzle));
            let mut fewer = puzzle.givens().to_vec();
            let mut taken = 0;
            for given in fewer.iter_mut().filter(|given| **given != 0) {
                taken += 1;
                if taken % 3 == 0 {
                    *given = 0;
                }
            }
            if let Ok(fewer) = puzzle.with_givens(fewer) {
                open.push(time(&fewer));
            }
            let blank = vec![0; puzzle.givens().len()];
            if seed == 0
                && let Ok(blank) = puzzle.with_givens(blank)
            {
                empty = time(&blank);
            }
        }
        let (u_median, u_max) = spread(&mut unique);
        let (o_median, o_max) = spread(&mut open);
        let name = if jigsaw { "jigsaw" } else { "boxes" };
        println!(
            "| {size}x{size} {name} | {u_median:.1} | {u_max:.1} | {o_median:.1} | {o_max:.1} | {empty:.1} |"
        );
    }
}
