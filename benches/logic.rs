//! Logical solver speed: rating the whole SE-rated set, one median puzzle, and a hint for
//! a mid-game grid of a puzzle that logic cannot finish (Master).

use criterion::{Criterion, criterion_group, criterion_main};
use nonet::grid::{Candidates, Grid};
use nonet::logic::{Finding, LogicState, hint, next_step, rate};
use nonet::solver::solve_first;
use std::hint::black_box;

fn se_rated() -> Vec<Grid> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../shared/puzzles/se_rated.tsv"
    );
    let text = std::fs::read_to_string(path).unwrap_or_else(|_| {
        panic!("../shared/puzzles/se_rated.tsv is missing: the benches need the shared puzzle sets beside the repo")
    });
    text.lines()
        .skip(1)
        .filter_map(|l| l.split('\t').next()?.parse().ok())
        .collect()
}

fn bench(c: &mut Criterion) {
    let puzzles = se_rated();
    let mut group = c.benchmark_group("logic");
    group.sample_size(10);
    group.bench_function("rate_se_rated_all", |b| {
        b.iter(|| {
            for p in &puzzles {
                black_box(rate(p));
            }
        })
    });
    // The puzzle in the middle of the set (SE ratings are sorted, so about 6.4).
    let mid = puzzles[puzzles.len() / 2];
    group.bench_function("rate_middle_puzzle", |b| b.iter(|| black_box(rate(&mid))));

    // A Master puzzle (the last of the set, SE 9.x) played halfway with the solution's
    // digits, then asked for a hint.
    let master = *puzzles.last().expect("set is not empty");
    let solution = solve_first(&master).expect("puzzle has a solution");
    let mut grid = master;
    let empty: Vec<usize> = (0..81).filter(|&c| master.get(c) == 0).collect();
    for &cell in &empty[..empty.len() / 3] {
        grid.set(cell, solution.get(cell));
    }
    let notes = Candidates::from_grid(&grid);
    let state = LogicState::with_candidates(&grid, &notes);
    assert!(!matches!(next_step(&state), Finding::Contradiction(_)));
    group.bench_function("hint_master_midgame", |b| {
        b.iter(|| black_box(hint(&master, &grid, &notes, &solution)))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
