//! The generic engine (`nonet::rules`) beside the engines it is to replace, on the same
//! puzzles in one run: plain 9x9 puzzles against the classic solver, and today's variants
//! against the variant solver, each counting to two (the uniqueness check).

use criterion::{Criterion, criterion_group, criterion_main};
use nonet::grid::Grid;
use nonet::rules::RulePuzzle;
use nonet::rules::solver::count_solutions;
use nonet::shape::Shape;
use nonet::variant::{Kind, Puzzle, parse_line};
use std::hint::black_box;

const BUDGET: u64 = u64::MAX;

fn classic_puzzles() -> Vec<Grid> {
    include_str!("../tests/data/top1465.txt")
        .lines()
        .filter_map(|line| line.split_whitespace().next()?.parse().ok())
        .take(100)
        .collect()
}

fn variant_puzzles(kind: Kind) -> Vec<Puzzle> {
    include_str!("../tests/data/variant_levels.txt")
        .lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| parse_line(line.split('\t').next()?).ok())
        .filter(|puzzle| puzzle.kind() == kind)
        .collect()
}

fn classic_as_rules(grid: &Grid) -> RulePuzzle {
    let givens = (0..81).map(|c| grid.get(c)).collect();
    // Invariant: a committed puzzle's givens break no rule.
    RulePuzzle::new(Shape::boxed(9).expect("9 has boxes"), givens, Vec::new()).expect("well formed")
}

fn variant_as_rules(puzzle: &Puzzle) -> RulePuzzle {
    // Invariant: a committed variant puzzle is well formed as rules (tests/engine/rules_engine.rs).
    puzzle.to_rules().expect("well formed")
}

fn classic(c: &mut Criterion) {
    let grids = classic_puzzles();
    let rules: Vec<RulePuzzle> = grids.iter().map(classic_as_rules).collect();
    let mut group = c.benchmark_group("rules_vs_classic_top1465_100");
    group.sample_size(10);
    group.bench_function("classic", |b| {
        b.iter(|| {
            for grid in &grids {
                black_box(nonet::solver::count_solutions(grid, 2));
            }
        })
    });
    group.bench_function("generic", |b| {
        b.iter(|| {
            for puzzle in &rules {
                black_box(count_solutions(puzzle, 2, BUDGET).ok());
            }
        })
    });
    group.finish();
}

fn variants(c: &mut Criterion) {
    for kind in [Kind::X, Kind::Windoku, Kind::Jigsaw, Kind::Killer] {
        let puzzles = variant_puzzles(kind);
        let rules: Vec<RulePuzzle> = puzzles.iter().map(variant_as_rules).collect();
        let mut group = c.benchmark_group(format!("rules_vs_variant_{kind}"));
        group.sample_size(10);
        group.bench_function("variant", |b| {
            b.iter(|| {
                for puzzle in &puzzles {
                    black_box(nonet::variant::solver::count_solutions(puzzle, 2));
                }
            })
        });
        group.bench_function("generic", |b| {
            b.iter(|| {
                for puzzle in &rules {
                    black_box(count_solutions(puzzle, 2, BUDGET).ok());
                }
            })
        });
        group.finish();
    }
}

criterion_group!(benches, classic, variants);
criterion_main!(benches);
