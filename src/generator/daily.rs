//! The daily puzzle: one per variant, level and date, the same on every machine for a given
//! version of Nonet. The date and level are mixed into a seed with SplitMix64 (a fixed,
//! documented function, unlike std's hasher, whose output may change between Rust releases),
//! and that seed drives the generator's ordinary seeded path. A variant's seed mixes its kind
//! into the classic seed once more, so the classic daily puzzle is the one it always was, and
//! drives the variant generator; a size other than 9 mixes its size in the same way and
//! drives the generic generator (boxes where the size has them, else a jigsaw).

use super::{CancelToken, GenerateError, GenerateOptions, Generated, generate};
use crate::logic::Level;
use crate::rules::RulePuzzle;
use crate::rules::generate::{
    GeneratedRules, RuleGenerateError, generate as generate_rules, generate_jigsaw,
};
use crate::shape::Shape;
use crate::variant::Kind;
use crate::variant::generate::{GeneratedVariant, VariantGenerateError, VariantOptions};
use chrono::{Datelike, NaiveDate};

/// Distinguishes daily seeds from the small seeds people pass to `nonet generate --seed`.
const DAILY_SALT: u64 = 0x4e6f_6e65_7444_6179; // "NonetDay"

/// One round of SplitMix64: a bijective mix in which every input bit moves every output bit.
fn splitmix64(value: u64) -> u64 {
    let mut z = value.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// A level's number in the seed; fixed here so that reordering `Level` changes nothing.
fn level_number(level: Level) -> u64 {
    match level {
        Level::Easy => 1,
        Level::Medium => 2,
        Level::Hard => 3,
        Level::Expert => 4,
        Level::Master => 5,
    }
}

/// A variant's number in the seed; fixed here so that reordering `Kind` changes nothing.
/// Classic has none: its seed is [`daily_seed`] itself.
fn kind_number(kind: Kind) -> Option<u64> {
    match kind {
        Kind::Classic => None,
        Kind::X => Some(1),
        Kind::Windoku => Some(2),
        Kind::Jigsaw => Some(3),
        Kind::Killer => Some(4),
    }
}

/// The generator seed of the classic daily puzzle of `level` on `date`.
pub fn daily_seed(date: NaiveDate, level: Level) -> u64 {
    // The date as a number such as 20261125: the same wherever and whenever it is computed.
    let day = u64::from(date.year().unsigned_abs()) * 10_000
        + u64::from(date.month()) * 100
        + u64::from(date.day());
    splitmix64(splitmix64(DAILY_SALT ^ day) ^ level_number(level))
}

/// The generator seed of the daily puzzle of `kind` at `level` on `date`: the classic seed
/// for Classic, and for a variant the classic seed mixed with the variant's number.
pub fn daily_variant_seed(date: NaiveDate, kind: Kind, level: Level) -> u64 {
    let classic = daily_seed(date, level);
    match kind_number(kind) {
        None => classic,
        Some(number) => splitmix64(classic ^ (number << 32)),
    }
}

/// The variant generator's options of the daily puzzle of `kind` at `level` on `date`.
pub fn daily_variant_options(date: NaiveDate, kind: Kind, level: Level) -> VariantOptions {
    VariantOptions {
        kind,
        level,
        seed: daily_variant_seed(date, kind, level),
    }
}

/// Generates the daily puzzle of a variant (not Classic, which [`daily_puzzle`] makes) at
/// `level` on `date`.
pub fn daily_variant_puzzle(
    date: NaiveDate,
    kind: Kind,
    level: Level,
) -> Result<GeneratedVariant, VariantGenerateError> {
    crate::variant::generate::generate(&daily_variant_options(date, kind, level))
}

/// Mixed with a size in the seed, so that no size's seed is a variant's.
const SIZE_SALT: u64 = 0x5369_7a65; // "Size"

/// The generator seed of the daily puzzle of `size` (other than 9) at `level` on `date`: the
/// classic seed mixed with the size.
pub fn daily_sized_seed(date: NaiveDate, size: usize, level: Level) -> u64 {
    let size = u64::try_from(size).unwrap_or(u64::MAX);
    splitmix64(daily_seed(date, level) ^ (SIZE_SALT << 16) ^ (size << 48))
}

/// Generates the daily puzzle of `size` (4 to 16 but 9, which [`daily_puzzle`] makes) at
/// `level` on `date`: with boxes where the size has them, else a jigsaw.
pub fn daily_sized_puzzle(
    date: NaiveDate,
    size: usize,
    level: Level,
) -> Result<GeneratedRules, RuleGenerateError> {
    let seed = daily_sized_seed(date, size, level);
    match Shape::boxed(size) {
        Ok(shape) => {
            let cells = shape.cells();
            generate_rules(
                &RulePuzzle::new(shape, vec![0; cells], Vec::new())?,
                level,
                seed,
            )
        }
        Err(_) => generate_jigsaw(size, level, seed),
    }
}

/// The generator options of the daily puzzle (default symmetry, not minimal).
pub fn daily_options(date: NaiveDate, level: Level) -> GenerateOptions {
    GenerateOptions::new(level, daily_seed(date, level))
}

/// Generates the daily puzzle of `level` on `date`.
pub fn daily_puzzle(
    date: NaiveDate,
    level: Level,
    cancel: &CancelToken,
) -> Result<Generated, GenerateError> {
    generate(&daily_options(date, level), cancel, &mut |_| {})
}

/// Today's date on this computer's clock and time zone.
pub fn today() -> NaiveDate {
    chrono::Local::now().date_naive()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> NaiveDate {
        text.parse().expect("a date")
    }

    #[test]
    fn seeds_are_fixed_numbers() {
        // Pinned: a change here changes every daily puzzle, which must be deliberate.
        assert_eq!(splitmix64(0), 0xe220_a839_7b1d_cdaf);
        let seed = daily_seed(day("2026-11-25"), Level::Easy);
        assert_eq!(seed, daily_seed(day("2026-11-25"), Level::Easy));
        assert_ne!(seed, daily_seed(day("2026-11-26"), Level::Easy));
        assert_ne!(seed, daily_seed(day("2026-11-25"), Level::Medium));
    }

    #[test]
    fn the_classic_daily_seed_stays_what_it_was() {
        // Computed before variants had daily puzzles: the classic daily puzzle of a date
        // must not change when they came.
        let date = day("2026-01-01");
        assert_eq!(daily_seed(date, Level::Easy), 0xddb1_f581_3dd1_ce3b);
        assert_eq!(
            daily_variant_seed(date, Kind::Classic, Level::Easy),
            0xddb1_f581_3dd1_ce3b
        );
        assert_eq!(
            daily_seed(day("2026-11-25"), Level::Easy),
            0x465e_3650_c455_2aaa
        );
    }

    #[test]
    fn every_variant_level_and_date_has_its_own_seed() {
        let date = day("2026-01-01");
        let mut seeds = std::collections::BTreeSet::new();
        for kind in Kind::ALL {
            for level in Level::ALL {
                for date in [date, day("2026-01-02")] {
                    let seed = daily_variant_seed(date, kind, level);
                    assert_eq!(seed, daily_variant_seed(date, kind, level));
                    assert!(
                        seeds.insert(seed),
                        "{kind:?} {level:?} {date} repeats a seed"
                    );
                }
            }
        }
    }

    #[test]
    fn a_daily_variant_puzzle_is_the_same_for_the_same_day() {
        let date = day("2026-01-01");
        let made = daily_variant_puzzle(date, Kind::X, Level::Easy).expect("an easy X puzzle");
        assert_eq!(made.puzzle.kind(), Kind::X);
        assert_eq!(made.rating.level, Some(Level::Easy));
        let again = daily_variant_puzzle(date, Kind::X, Level::Easy).expect("again");
        assert_eq!(made.puzzle, again.puzzle);
        let other = daily_variant_puzzle(day("2026-01-02"), Kind::X, Level::Easy).expect("made");
        assert_ne!(made.puzzle, other.puzzle);
        assert_eq!(
            daily_variant_puzzle(date, Kind::Classic, Level::Easy),
            Err(VariantGenerateError::ClassicKind)
        );
    }

    #[test]
    fn the_daily_puzzle_is_unique_and_at_its_level() {
        let generated =
            daily_puzzle(day("2026-11-25"), Level::Medium, &CancelToken::new()).expect("found");
        assert_eq!(generated.rating.level, Level::Medium);
        assert_eq!(crate::solver::count_solutions(&generated.puzzle, 2), 1);
        let again =
            daily_puzzle(day("2026-11-25"), Level::Medium, &CancelToken::new()).expect("found");
        assert_eq!(generated.puzzle, again.puzzle);
    }
}
