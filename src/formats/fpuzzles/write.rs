//! Puzzles written as f-puzzles writes them: the JSON, and the links of f-puzzles and
//! SudokuPad that carry it compressed, for any puzzle the engine holds (a classic grid, one
//! of today's variants as its rule set, any size, any rules read from a link).

use super::lz::compress_base64;
use crate::rules::{Rule, RulePuzzle};
use serde_json::{Map, Value, json};

/// The address an f-puzzles link starts with.
pub const FPUZZLES_LINK: &str = "https://f-puzzles.com/?load=";

/// The address a SudokuPad link starts with, before its `fpuzzles` id.
pub const SUDOKUPAD_LINK: &str = "https://sudokupad.app/fpuzzles";

/// The f-puzzles name of a cell: `R1C1` for the top left one.
fn cell_name(cell: usize, size: usize) -> Value {
    Value::String(format!("R{}C{}", cell / size + 1, cell % size + 1))
}

fn cell_names(cells: &[usize], size: usize) -> Value {
    Value::Array(cells.iter().map(|&cell| cell_name(cell, size)).collect())
}

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
    let mut extra_regions = Vec::new();
    let mut cages = Vec::new();
    for rule in puzzle.rules() {
        match rule {
            Rule::Diagonal(diagonal) => {
                let key = if diagonal.anti {
                    "diagonal+"
                } else {
                    "diagonal-"
                };
                object.insert(key.into(), Value::Bool(true));
            }
            Rule::ExtraRegion(region) => {
                extra_regions.push(json!({ "cells": cell_names(&region.cells, size) }));
            }
            Rule::Cage(cage) => {
                let mut entry = Map::new();
                entry.insert("cells".into(), cell_names(&cage.cells, size));
                if let Some(sum) = cage.sum {
                    entry.insert("value".into(), json!(sum.to_string()));
                }
                cages.push(Value::Object(entry));
            }
        }
    }
    if !extra_regions.is_empty() {
        object.insert("extraregion".into(), Value::Array(extra_regions));
    }
    if !cages.is_empty() {
        object.insert("killercage".into(), Value::Array(cages));
    }
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
