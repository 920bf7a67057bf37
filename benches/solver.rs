//! Throughput of the exact solver on the puzzle sets in `tests/data/`: first solution, and a
//! uniqueness-checked solve (count to 2), each over a whole set.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use nonet::grid::Grid;
use nonet::solver::{count_solutions, solve_first};
use std::hint::black_box;
use std::time::Duration;

#[path = "../tests/common/data.rs"]
mod data;

/// The sets with published anchors (tests/data/README.md), each used whole.
const SETS: [&str; 4] = [
    "17_clue.txt",
    "top1465.txt",
    "forum_hardest_sample.txt",
    "multi_solution.txt",
];

fn load(name: &str) -> Vec<Grid> {
    data::data_text(name)
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            line.trim()
                .parse()
                .unwrap_or_else(|err| panic!("{name}: bad line {line:?}: {err}"))
        })
        .collect()
}

fn bench_sets(c: &mut Criterion) {
    for name in SETS {
        let puzzles = load(name);
        let mut group = c.benchmark_group(name.trim_end_matches(".txt"));
        group.throughput(Throughput::Elements(puzzles.len() as u64));
        group.sample_size(10);
        group.warm_up_time(Duration::from_secs(2));
        group.measurement_time(Duration::from_secs(6));
        group.bench_function("first", |b| {
            b.iter(|| {
                let mut solved = 0usize;
                for puzzle in &puzzles {
                    solved += usize::from(solve_first(black_box(puzzle)).is_some());
                }
                solved
            })
        });
        group.bench_function("unique", |b| {
            b.iter(|| {
                let mut unique = 0usize;
                for puzzle in &puzzles {
                    unique += usize::from(count_solutions(black_box(puzzle), 2) == 1);
                }
                unique
            })
        });
        group.finish();
    }
}

criterion_group!(benches, bench_sets);
criterion_main!(benches);
