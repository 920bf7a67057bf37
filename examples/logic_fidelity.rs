//! How well Nonet's difficulty score follows Sudoku Explainer's on the SE-rated set:
//! prints Spearman's rank correlation, the exact-match rate and mean absolute difference by
//! SE band, a table of Nonet levels against SE rating bands, the hardest-technique counts,
//! and the rating time. With `FIDELITY_DUMP=path` it also writes one TSV line per puzzle
//! (puzzle, SE rating, Nonet score, hardest technique) for closer study.
//!
//! Run with `cargo run --release --example logic_fidelity`.

use nonet::grid::Grid;
use nonet::logic::{Level, rate};
use std::collections::BTreeMap;
use std::time::Instant;

#[path = "../tests/common/data.rs"]
mod data;

/// Ranks with ties sharing their average rank (1-based).
fn ranks(values: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_by(|&a, &b| values[a].total_cmp(&values[b]));
    let mut out = vec![0.0; values.len()];
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && values[order[j + 1]] == values[order[i]] {
            j += 1;
        }
        let rank = (i + j) as f64 / 2.0 + 1.0;
        for &k in &order[i..=j] {
            out[k] = rank;
        }
        i = j + 1;
    }
    out
}

/// Spearman's rank correlation: Pearson's correlation of the ranks.
fn spearman(a: &[f64], b: &[f64]) -> f64 {
    let (ra, rb) = (ranks(a), ranks(b));
    let n = ra.len() as f64;
    let (ma, mb) = (ra.iter().sum::<f64>() / n, rb.iter().sum::<f64>() / n);
    let mut cov = 0.0;
    let (mut va, mut vb) = (0.0, 0.0);
    for (x, y) in ra.iter().zip(&rb) {
        cov += (x - ma) * (y - mb);
        va += (x - ma) * (x - ma);
        vb += (y - mb) * (y - mb);
    }
    cov / (va * vb).sqrt()
}

const BANDS: [(f64, &str); 8] = [
    (3.0, "<3.0"),
    (4.0, "3.0-3.9"),
    (5.0, "4.0-4.9"),
    (6.0, "5.0-5.9"),
    (7.0, "6.0-6.9"),
    (8.0, "7.0-7.9"),
    (9.0, "8.0-8.9"),
    (f64::INFINITY, "9.0+"),
];

fn band(se: f64) -> usize {
    BANDS
        .iter()
        .position(|&(upper, _)| se < upper)
        .unwrap_or(BANDS.len() - 1)
}

fn main() {
    let text = data::data_text("se_rated.tsv");
    let mut se = Vec::new();
    let mut ours = Vec::new();
    let mut levels = Vec::new();
    let mut times = Vec::new();
    let mut hardest: BTreeMap<String, (usize, f64)> = BTreeMap::new();
    let mut dump = String::new();
    let mut table = [[0usize; BANDS.len()]; 5];
    let start = Instant::now();
    for line in text.lines().skip(1) {
        let mut fields = line.split('\t');
        let (Some(p), Some(r)) = (fields.next(), fields.next()) else {
            continue;
        };
        let (Ok(puzzle), Ok(rating)) = (p.parse::<Grid>(), r.trim().parse::<f64>()) else {
            continue;
        };
        let t = Instant::now();
        let ours_rating = rate(&puzzle);
        times.push(t.elapsed().as_secs_f64());
        se.push(rating);
        ours.push(ours_rating.score as f64);
        levels.push(ours_rating.level);
        dump.push_str(&format!(
            "{p}\t{rating:.1}\t{:.1}\t{}\n",
            ours_rating.score,
            ours_rating.hardest_name()
        ));
        table[ours_rating.level as usize][band(rating)] += 1;
        let e = hardest
            .entry(ours_rating.hardest_name().to_string())
            .or_insert((0, 0.0));
        e.0 += 1;
        e.1 += rating;
    }
    let total = start.elapsed().as_secs_f64();
    times.sort_by(f64::total_cmp);
    let median = times[times.len() / 2];
    let max = times.last().copied().unwrap_or(0.0);
    println!("puzzles: {}", se.len());
    println!(
        "Spearman rank correlation (Nonet score vs SE rating): {:.4}",
        spearman(&ours, &se)
    );
    let solved: Vec<usize> = (0..se.len()).filter(|&i| ours[i] < 12.0).collect();
    let se_solved: Vec<f64> = solved.iter().map(|&i| se[i]).collect();
    let ours_solved: Vec<f64> = solved.iter().map(|&i| ours[i]).collect();
    println!(
        "  on the {} puzzles solved without stalling: {:.4}",
        solved.len(),
        spearman(&ours_solved, &se_solved)
    );
    let under_65: Vec<usize> = (0..se.len()).filter(|&i| se[i] < 6.5).collect();
    println!(
        "  on the {} puzzles SE rates below 6.5: {:.4}",
        under_65.len(),
        spearman(
            &under_65.iter().map(|&i| ours[i]).collect::<Vec<_>>(),
            &under_65.iter().map(|&i| se[i]).collect::<Vec<_>>()
        )
    );
    println!(
        "rating time: total {total:.2} s, median {:.3} ms, max {:.1} ms",
        median * 1e3,
        max * 1e3
    );
    println!();
    print_agreement(&se, &ours);
    if let Ok(path) = std::env::var("FIDELITY_DUMP")
        && let Err(err) = std::fs::write(&path, &dump)
    {
        eprintln!("{path}: {err}");
    }
    println!();
    print_heldout();
    println!();
    print!("| Nonet level \\ SE rating |");
    for (_, name) in BANDS {
        print!(" {name} |");
    }
    println!();
    print!("| --- |");
    for _ in BANDS {
        print!(" ---: |");
    }
    println!();
    for level in Level::ALL {
        print!("| {level} |");
        for n in table[level as usize] {
            print!(" {n} |");
        }
        println!();
    }
    println!();
    println!("| hardest technique | puzzles | mean SE rating |");
    println!("| --- | ---: | ---: |");
    for (name, (n, sum)) in &hardest {
        println!("| {name} | {n} | {:.2} |", sum / *n as f64);
    }
}

/// Prints the agreement on `se_heldout.tsv`, puzzles rated by Explainer that the rating path
/// was not tuned on.
fn print_heldout() {
    let text = data::data_text("se_heldout.tsv");
    let mut se = Vec::new();
    let mut ours = Vec::new();
    for line in text.lines().skip(1) {
        let mut fields = line.split('\t');
        let (Some(p), Some(r)) = (fields.next(), fields.next()) else {
            continue;
        };
        let (Ok(puzzle), Ok(rating)) = (p.parse::<Grid>(), r.trim().parse::<f64>()) else {
            continue;
        };
        se.push(rating);
        ours.push(rate(&puzzle).score as f64);
    }
    println!("held-out set (se_heldout.tsv, {} puzzles):", se.len());
    print_agreement(&se, &ours);
}

/// Whether two ratings are the same on SE's one-decimal scale.
fn same_rating(a: f64, b: f64) -> bool {
    (a - b).abs() < 0.05
}

/// Prints, per SE band and overall, how often Nonet's score equals SE's rating and the mean
/// absolute difference between them.
fn print_agreement(se: &[f64], ours: &[f64]) {
    println!("| SE band | puzzles | exact | mean abs diff |");
    println!("| --- | ---: | ---: | ---: |");
    let mut rows: Vec<(String, Vec<usize>)> = BANDS
        .iter()
        .enumerate()
        .map(|(b, (_, name))| {
            let members = (0..se.len()).filter(|&i| band(se[i]) == b).collect();
            (name.to_string(), members)
        })
        .collect();
    rows.push(("all".to_string(), (0..se.len()).collect()));
    for (name, members) in rows {
        if members.is_empty() {
            continue;
        }
        let n = members.len() as f64;
        let exact = members
            .iter()
            .filter(|&&i| same_rating(se[i], ours[i]))
            .count();
        let diff: f64 = members.iter().map(|&i| (se[i] - ours[i]).abs()).sum();
        println!(
            "| {name} | {} | {:.1}% | {:.2} |",
            members.len(),
            100.0 * exact as f64 / n,
            diff / n
        );
    }
}
