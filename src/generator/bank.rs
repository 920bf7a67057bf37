//! The bank of pre-rated hard puzzles shipped in `assets/bank.txt`.
//!
//! Expert and Master puzzles are rare in random digging, so Nonet's own generator produced
//! these offline (see `examples/build_bank.rs`); at run time an entry is drawn and disguised
//! by a random [`Transform`](super::transform::Transform), which gives billions of variants each.

use super::Symmetry;
use crate::grid::Grid;
use crate::logic::{Level, Technique};
use rand::seq::IndexedRandom;
use std::sync::OnceLock;

const BANK_TEXT: &str = include_str!("../../assets/bank.txt");

/// One pre-rated puzzle of the bank.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct BankEntry {
    /// Its level.
    pub level: Level,
    /// The symmetry of its clue pattern.
    pub symmetry: Symmetry,
    /// The puzzle.
    pub puzzle: Grid,
    /// Its score on Sudoku Explainer's scale, as the bank was built (0 when not given).
    pub score: f32,
    /// Its hardest technique as the bank was built, when named.
    pub hardest: Option<Technique>,
}

/// Parses bank text: `level<TAB>symmetry<TAB>puzzle[<TAB>score<TAB>hardest]` lines, `#`
/// comments.
/// Malformed lines are skipped: the bank is built by our own tool and checked by tests.
pub fn parse_bank(text: &str) -> Vec<BankEntry> {
    text.lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .filter_map(|line| {
            let mut fields = line.split('\t');
            let level = Level::parse(fields.next()?)?;
            let symmetry = Symmetry::parse(fields.next()?)?;
            let puzzle = fields.next()?.trim().parse().ok()?;
            let score = fields
                .next()
                .and_then(|score| score.trim().parse().ok())
                .unwrap_or(0.0);
            let hardest = fields.next().and_then(Technique::from_name);
            Some(BankEntry {
                level,
                symmetry,
                puzzle,
                score,
                hardest,
            })
        })
        .collect()
}

/// The shipped bank, parsed once.
pub fn bank() -> &'static [BankEntry] {
    static BANK: OnceLock<Vec<BankEntry>> = OnceLock::new();
    BANK.get_or_init(|| parse_bank(BANK_TEXT))
}

/// Bank entries at a level with a symmetry.
pub fn entries(level: Level, symmetry: Symmetry) -> Vec<&'static BankEntry> {
    bank()
        .iter()
        .filter(|e| e.level == level && e.symmetry == symmetry)
        .collect()
}

/// The lowest score a Master puzzle is drawn with, when the bank has such entries.
pub const MASTER_FROM: f32 = 7.8;

/// What a drawing from the bank spreads over at a level: the score at Master, where every
/// hardest step is a forcing chain but scores run from 7.8 to 9 and above, and the hardest
/// technique below it. Keys are whole tenths of a score, or a technique's place in
/// [`Technique::ALL`].
fn spread_key(entry: &BankEntry) -> usize {
    if entry.level == Level::Master {
        (entry.score * 10.0).round() as usize
    } else {
        entry
            .hardest
            .and_then(|hardest| Technique::ALL.iter().position(|&t| t == hardest))
            .unwrap_or(usize::MAX)
    }
}

/// Draws one of `entries`: first a score (Master) or hardest technique (Expert) uniformly
/// among those present, then an entry with it. Drawing entries uniformly would repeat what
/// the bank holds most of (two Master entries in three score 8.3 or 8.4).
pub fn draw_spread<'a>(
    entries: &[&'a BankEntry],
    rng: &mut impl rand::Rng,
) -> Option<&'a BankEntry> {
    // Master means a score of 7.8 and up; the few forcing-chain entries scored lower are
    // drawn only where nothing else fits.
    let master_band: Vec<&'a BankEntry> = entries
        .iter()
        .copied()
        .filter(|e| e.level == Level::Master && e.score >= MASTER_FROM)
        .collect();
    let entries = if master_band.is_empty() {
        entries
    } else {
        &master_band[..]
    };
    let mut keys: Vec<usize> = entries.iter().map(|e| spread_key(e)).collect();
    keys.sort_unstable();
    keys.dedup();
    let key = *keys.choose(rng)?;
    let same: Vec<&&BankEntry> = entries.iter().filter(|e| spread_key(e) == key).collect();
    same.choose(rng).map(|e| **e)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    /// Counts how often each key comes up in `draws` drawings.
    fn drawn_keys(level: Level, draws: usize) -> std::collections::HashMap<usize, usize> {
        let entries = entries(level, Symmetry::Rotational);
        let mut rng = rand::rngs::StdRng::seed_from_u64(11);
        let mut counts = std::collections::HashMap::new();
        for _ in 0..draws {
            let entry = draw_spread(&entries, &mut rng).expect("the bank has rotational entries");
            *counts.entry(spread_key(entry)).or_insert(0) += 1;
        }
        counts
    }

    #[test]
    fn master_draws_spread_over_scores() {
        let counts = drawn_keys(Level::Master, 3000);
        // 11 scores of 7.8 and up at rotational Master: each near 3000/11, none near the
        // 42% 8.3 holds, and none below 7.8.
        assert!(counts.len() >= 10, "{counts:?}");
        assert!(counts.values().all(|&n| n < 450), "{counts:?}");
        assert!(counts.contains_key(&90), "9.0 is drawn: {counts:?}");
        assert!(counts.keys().all(|&tenths| tenths >= 78), "{counts:?}");
    }

    #[test]
    fn expert_draws_spread_over_techniques() {
        let counts = drawn_keys(Level::Expert, 3000);
        assert!(counts.len() >= 5, "{counts:?}");
        assert!(counts.values().all(|&n| n < 1000), "{counts:?}");
    }
}
