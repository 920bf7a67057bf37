//! Logical solver speed: rating the whole SE-rated set, one median puzzle, and a hint for
//! a mid-game grid of a puzzle that logic cannot finish (Master).

use criterion::{Criterion, criterion_group, criterion_main};
use nonet::grid::Grid;
use nonet::logic::{Finding, LogicState, hint, next_step, rate};
use nonet::solver::solve_first;
use std::hint::black_box;

#[path = "../tests/common/data.rs"]
mod data;

fn se_rated() -> Vec<Grid> {
    data::data_text("se_rated.tsv")
        .lines()
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

    // Master puzzles (the hardest 400 of the set, SE 8.5 and up) played with logic until
    // it is stuck; the one stuck nearest to halfway gives a mid-game grid where a hint has
    // to try every technique.
    let mut chosen: Option<(usize, Grid, LogicState, usize)> = None;
    for &master in &puzzles[puzzles.len().saturating_sub(400)..] {
        let mut state = LogicState::from_grid(&master);
        while let Finding::Step(step) = next_step(&state) {
            state.apply(&step);
        }
        let empty = 81 - master.filled_count();
        let placed = state.grid.filled_count() - master.filled_count();
        let distance = (2 * placed).abs_diff(empty);
        if chosen.as_ref().is_none_or(|(d, ..)| distance < *d) {
            chosen = Some((distance, master, state, placed));
        }
    }
    let (_, master, state, placed) = chosen.expect("set has Master puzzles");
    let solution = solve_first(&master).expect("puzzle has a solution");
    let (grid, notes) = (state.grid, state.cands);
    group.bench_function(format!("hint_master_midgame_{placed}_placed"), |b| {
        b.iter(|| black_box(hint(&master, &grid, &notes, &solution)))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
