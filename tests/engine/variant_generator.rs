//! The variant generator: the same seed gives the same lines, every puzzle has exactly one
//! solution by the independent brute-force counter, and is rated at the level asked for.

use nonet::logic::Level;
use nonet::variant::generate::{VariantGenerateError, VariantOptions, generate};
use nonet::variant::logic::rate;
use nonet::variant::{Kind, parse_line, write_line};
use variant_brute::brute_count;

use crate::variant_brute;

const KINDS: [Kind; 4] = [Kind::X, Kind::Windoku, Kind::Jigsaw, Kind::Killer];
const LEVELS: [Level; 5] = Level::ALL;

fn line(kind: Kind, level: Level, seed: u64) -> String {
    let generated = generate(&VariantOptions { kind, level, seed })
        .unwrap_or_else(|error| panic!("{kind} {level:?} seed {seed}: {error}"));
    write_line(&generated.puzzle)
}

#[test]
fn the_same_seed_gives_the_same_puzzle() {
    for kind in KINDS {
        for level in LEVELS {
            assert_eq!(
                line(kind, level, 42),
                line(kind, level, 42),
                "{kind} {level:?}"
            );
            assert_ne!(
                line(kind, level, 42),
                line(kind, level, 43),
                "{kind} {level:?}"
            );
        }
    }
}

#[test]
fn puzzles_are_rated_at_their_level_and_read_back() {
    for kind in KINDS {
        for level in LEVELS {
            for seed in 0..3 {
                let text = line(kind, level, seed);
                let puzzle = parse_line(&text).expect("a generated line reads back");
                assert_eq!(puzzle.kind(), kind);
                assert_eq!(rate(&puzzle).level, Some(level), "{text}");
            }
        }
    }
}

#[test]
fn every_puzzle_has_one_solution_by_brute_force() {
    for kind in KINDS {
        for level in LEVELS {
            let generated = generate(&VariantOptions {
                kind,
                level,
                seed: 7,
            })
            .expect("generated");
            let puzzle = &generated.puzzle;
            assert_eq!(brute_count(puzzle, 2), 1, "{puzzle}");
            assert!(puzzle.is_solution(&generated.solution));
        }
    }
}

#[test]
fn most_killers_need_no_givens() {
    let bare = (0..20)
        .map(|seed| line(Kind::Killer, Level::Medium, seed))
        .filter(|text| {
            text.split(':')
                .nth(1)
                .is_some_and(|givens| !givens.contains(|c: char| c.is_ascii_digit()))
        })
        .count();
    assert!(bare > 10, "{bare} of 20 without givens");
}

#[test]
fn classic_is_refused() {
    let options = VariantOptions {
        kind: Kind::Classic,
        level: Level::Easy,
        seed: 1,
    };
    assert_eq!(generate(&options), Err(VariantGenerateError::ClassicKind));
}
