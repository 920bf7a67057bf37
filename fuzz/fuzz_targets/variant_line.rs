//! Fuzz target: arbitrary bytes through the variant line reader; every puzzle read must write
//! back to a line that reads as the same puzzle and be searched without a panic, and every
//! error must make a sentence.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nonet::variant::solver::solutions;
use nonet::variant::{Puzzle, parse_line, write_line};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    match parse_line(&text) {
        Ok(puzzle) => {
            let line = write_line(&puzzle);
            let again: Puzzle = match parse_line(&line) {
                Ok(again) => again,
                Err(error) => panic!("{line}: {error}"),
            };
            assert_eq!(again, puzzle, "{line}");
            assert_eq!(write_line(&again), line);
            // Whatever was read, the solver copes within a budget and finds real solutions.
            let found = solutions(&puzzle, 2, 1_000);
            for grid in &found.grids {
                assert!(puzzle.is_solution(grid), "{line}");
            }
        }
        Err(error) => assert!(!error.to_string().is_empty()),
    }
});
