//! The variant line format on damaged lines: generated lines with one character replaced,
//! removed or added either read as a puzzle that writes back to a line reading as the same
//! puzzle, or fail with an error that makes a sentence; nothing panics.

use nonet::logic::Level;
use nonet::variant::generate::{VariantOptions, generate};
use nonet::variant::solver::solutions;
use nonet::variant::{Kind, parse_line, write_line};
use proptest::prelude::*;
use std::sync::LazyLock;

/// One generated line of each variant, made once for every case.
static LINES: LazyLock<Vec<String>> = LazyLock::new(|| {
    [Kind::X, Kind::Windoku, Kind::Jigsaw, Kind::Killer]
        .into_iter()
        .map(|kind| {
            let options = VariantOptions {
                kind,
                level: Level::Easy,
                seed: 3,
            };
            write_line(&generate(&options).expect("generated").puzzle)
        })
        .collect()
});

/// Characters that matter to the format.
const ALPHABET: &[char] = &[
    '.', '0', '1', '5', '9', ':', ',', 'a', 'b', 'z', 'A', '#', ' ', '-', '+', 'é',
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn damaged_lines_read_back_or_fail_cleanly(
        which in 0usize..4,
        position in any::<prop::sample::Index>(),
        edit in 0u8..3,
        replacement in prop::sample::select(ALPHABET),
    ) {
        let line: Vec<char> = LINES[which].chars().collect();
        let at = position.index(line.len());
        let mut damaged = line.clone();
        match edit {
            0 => damaged[at] = replacement,
            1 => {
                damaged.remove(at);
            }
            _ => damaged.insert(at, replacement),
        }
        let damaged: String = damaged.into_iter().collect();
        match parse_line(&damaged) {
            Ok(puzzle) => {
                let written = write_line(&puzzle);
                prop_assert_eq!(parse_line(&written), Ok(puzzle.clone()));
                // The solver copes with whatever was read, within a budget.
                let found = solutions(&puzzle, 2, 10_000);
                prop_assert!(found.count <= 2);
                for grid in &found.grids {
                    prop_assert!(puzzle.is_solution(grid));
                }
            }
            Err(error) => prop_assert!(!error.to_string().is_empty()),
        }
    }
}

#[test]
fn the_generated_lines_are_canonical() {
    for line in LINES.iter() {
        let puzzle = parse_line(line).expect("a generated line reads");
        assert_eq!(&write_line(&puzzle), line);
        assert_ne!(puzzle.kind(), Kind::Classic);
    }
}
