//! The bank of pre-rated hard puzzles shipped in `assets/bank.txt`.
//!
//! Expert and Master puzzles are rare in random digging, so Nonet's own generator produced
//! these offline (see `examples/build_bank.rs`); at run time an entry is drawn and disguised
//! by a random [`Transform`](super::transform::Transform), which gives billions of variants each.

use super::Symmetry;
use crate::grid::Grid;
use crate::logic::{Level, Technique};
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
