//! Variant speed: the exact solver on killers with no givens (uniqueness check, counting to
//! two), and the generator per variant at each level (a new seed each iteration).
//! Per-puzzle medians for the design note come from `examples/variant_stats.rs`.

use criterion::{Criterion, criterion_group, criterion_main};
use nonet::logic::Level;
use nonet::variant::generate::{VariantOptions, generate};
use nonet::variant::solver::count_solutions;
use nonet::variant::{Kind, Puzzle};
use std::hint::black_box;

/// Killers with no givens and one solution, from the generator's first seeds.
fn bare_killers(how_many: usize) -> Vec<Puzzle> {
    (0..)
        .filter_map(|seed| {
            let options = VariantOptions {
                kind: Kind::Killer,
                level: Level::Medium,
                seed,
            };
            generate(&options).ok()
        })
        .map(|generated| generated.puzzle)
        .filter(|puzzle| puzzle.givens().filled_count() == 0)
        .take(how_many)
        .collect()
}

fn solver(c: &mut Criterion) {
    let killers = bare_killers(20);
    let mut next = 0;
    c.bench_function("variant/killer_no_givens_count_to_2", |b| {
        b.iter(|| {
            next = (next + 1) % killers.len();
            black_box(count_solutions(&killers[next], 2))
        })
    });
}

fn generator(c: &mut Criterion) {
    let mut group = c.benchmark_group("variant_generate");
    group.sample_size(10);
    for kind in [Kind::X, Kind::Windoku, Kind::Jigsaw, Kind::Killer] {
        for level in Level::ALL {
            let mut seed = 0u64;
            group.bench_function(format!("{kind}/{}", level.as_str()), |b| {
                b.iter(|| {
                    seed += 1;
                    black_box(generate(&VariantOptions { kind, level, seed }).ok())
                })
            });
        }
    }
    group.finish();
}

criterion_group!(benches, solver, generator);
criterion_main!(benches);
