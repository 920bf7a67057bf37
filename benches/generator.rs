//! Generator speed per level (one puzzle per iteration, a new seed each time).
//! Medians and 95th percentiles for docs/benchmarks.md come from `examples/generator_stats.rs`.

use criterion::{Criterion, criterion_group, criterion_main};
use nonet::generator::{CancelToken, GenerateOptions, generate};
use nonet::logic::Level;
use std::hint::black_box;

fn generator(c: &mut Criterion) {
    let mut group = c.benchmark_group("generate");
    group.sample_size(20);
    for level in Level::ALL {
        let mut seed = 0u64;
        group.bench_function(level.as_str(), |b| {
            b.iter(|| {
                seed += 1;
                let options = GenerateOptions::new(level, seed);
                black_box(generate(&options, &CancelToken::new(), &mut |_| {}).ok())
            })
        });
    }
    group.finish();
}

criterion_group!(benches, generator);
criterion_main!(benches);
