//! Puzzles written as f-puzzles writes them: the JSON, and the links of f-puzzles and
//! SudokuPad that carry it compressed, for any puzzle the engine holds (a classic grid, one
//! of today's variants as its rule set, any size, any rules read from a link).

use super::lz::compress_base64;
use super::rules_out::write_rules;
use crate::rules::{Rule, RulePuzzle};
use serde_json::{Map, Value, json};

/// The address an f-puzzles link starts with.
pub const FPUZZLES_LINK: &str = "https://f-puzzles.com/?load=";

/// The address a SudokuPad link starts with, before its `fpuzzles` id.
pub const SUDOKUPAD_LINK: &str = "https://sudokupad.app/fpuzzles";

/// The puzzle's f-puzzles JSON, compact; `title` and `author` where known.
pub fn to_json(puzzle: &RulePuzzle, title: Option<&str>, author: Option<&str>) -> String {
    let shape = puzzle.shape();
    let size = shape.size();
    let grid: Vec<Value> = (0..size)
        .map(|row| {
            let cells = (0..size)
                .map(|col| {
                    let cell = row * size + col;
                    let mut entry = Map::new();
                    let digit = puzzle.givens()[cell];
                    if digit != 0 {
                        entry.insert("value".into(), json!(digit));
                        entry.insert("given".into(), Value::Bool(true));
                    }
                    if shape.has_regions()
                        && let Some(region) = shape.region_of(cell)
                    {
                        entry.insert("region".into(), json!(region));
                    }
                    // The setter's candidates for a cell are written in the cell.
                    let pencilled = puzzle.rules().iter().find_map(|rule| match rule {
                        Rule::Candidates(marks) if marks.cell == cell => Some(&marks.digits),
                        _ => None,
                    });
                    if let Some(digits) = pencilled {
                        entry.insert("givenPencilMarks".into(), json!(digits));
                    }
                    Value::Object(entry)
                })
                .collect();
            Value::Array(cells)
        })
        .collect();
    let mut object = Map::new();
    object.insert("size".into(), json!(size));
    if let Some(title) = title {
        object.insert("title".into(), json!(title));
    }
    if let Some(author) = author {
        object.insert("author".into(), json!(author));
    }
    object.insert("grid".into(), Value::Array(grid));
    write_rules(puzzle.rules(), size, &mut object);
    Value::Object(object).to_string()
}

/// The puzzle's f-puzzles link.
pub fn fpuzzles_link(puzzle: &RulePuzzle) -> String {
    format!(
        "{FPUZZLES_LINK}{}",
        compress_base64(&to_json(puzzle, None, None))
    )
}

/// The puzzle's SudokuPad link (its `fpuzzles` id, which SudokuPad opens without its server).
pub fn sudokupad_link(puzzle: &RulePuzzle) -> String {
    format!(
        "{SUDOKUPAD_LINK}{}",
        compress_base64(&to_json(puzzle, None, None))
    )
}
