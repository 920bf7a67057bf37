//! How often `rate` gives Sudoku Explainer's exact rating on the SE-rated set: a sample of
//! every fourth puzzle must match at least as often as it does now, band by band, so a
//! change that loses agreement fails here (`examples/logic_fidelity.rs` prints the full
//! table).

use nonet::grid::Grid;
use nonet::logic::rate;

use crate::common;

/// SE bands (lower bounds) and, for each, the share of the sample rated exactly as SE
/// rates it today, less a little slack for a tie falling the other way.
const FLOORS: [(f64, f64); 8] = [
    (0.0, 0.95),
    (3.0, 0.92),
    (4.0, 0.98),
    (5.0, 0.97),
    (6.0, 0.96),
    (7.0, 0.94),
    (8.0, 0.96),
    (9.0, 0.97),
];

/// The overall floor for the sample.
const OVERALL: f64 = 0.96;

#[test]
fn ratings_agree_with_sudoku_explainer_as_often_as_they_did() {
    let text = common::data_text("se_rated.tsv");
    let mut per_band = [(0usize, 0usize); FLOORS.len()];
    for line in text.lines().skip(1).step_by(4) {
        let mut fields = line.split('\t');
        let (Some(p), Some(r)) = (fields.next(), fields.next()) else {
            continue;
        };
        let puzzle: Grid = p.parse().expect("puzzle parses");
        let se: f64 = r.trim().parse().expect("rating parses");
        let ours = f64::from(rate(&puzzle).score);
        let band = FLOORS.iter().rposition(|&(low, _)| se >= low).unwrap_or(0);
        per_band[band].0 += 1;
        if (ours - se).abs() < 0.05 {
            per_band[band].1 += 1;
        }
    }
    let (total, exact) = per_band
        .iter()
        .fold((0, 0), |(t, e), &(n, x)| (t + n, e + x));
    assert!(total > 700, "only {total} puzzles read");
    let mut report = String::new();
    let mut ok = exact as f64 / total as f64 >= OVERALL;
    for (&(low, floor), &(n, x)) in FLOORS.iter().zip(&per_band) {
        let share = x as f64 / n.max(1) as f64;
        report.push_str(&format!(
            "SE {low:.1}+: {x}/{n} = {share:.3} (floor {floor})\n"
        ));
        ok &= share >= floor;
    }
    report.push_str(&format!(
        "all: {exact}/{total} = {:.3} (floor {OVERALL})",
        exact as f64 / total as f64
    ));
    assert!(ok, "agreement with Sudoku Explainer fell:\n{report}");
    eprintln!("{report}");
}
