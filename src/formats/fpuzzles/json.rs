//! The f-puzzles JSON: `size`, `title`, `author`, `ruleset`, the `grid` of cells (a given's
//! `value` and `given`, a cell's `region`), the `solution`, and the rules as keys of their
//! own, read by `rules_in`.

use super::rules_in::read_rules;
use super::{FpuzzlesError, Imported};
use crate::rules::{Candidates, Rule, RulePuzzle};
use crate::shape::{MAX_SIZE, MIN_SIZE, Shape, box_dims};
use serde_json::{Map, Value};

/// Reads an f-puzzles puzzle from its JSON text.
pub fn read(text: &str) -> Result<Imported, FpuzzlesError> {
    let value: Value = serde_json::from_str(text).map_err(|error| FpuzzlesError::Json {
        line: error.line(),
        column: error.column(),
    })?;
    let Value::Object(object) = value else {
        return Err(FpuzzlesError::NotAnObject);
    };
    let size = read_size(&object)?;
    let grid = object
        .get("grid")
        .and_then(Value::as_array)
        .ok_or(FpuzzlesError::MissingKey { key: "grid" })?;
    let (givens, labels, pencilled) = read_grid(grid, size)?;
    let shape = shape_of(size, &labels)?;
    let mut rules = read_rules(&object, &shape)?;
    rules.extend(pencilled.into_iter().map(Rule::Candidates));
    let puzzle = RulePuzzle::new(shape, givens, rules)?;
    let text_of = |key: &str| {
        object
            .get(key)
            .and_then(Value::as_str)
            .map(str::trim)
            .filter(|text| !text.is_empty())
            .map(str::to_owned)
    };
    Ok(Imported {
        title: text_of("title"),
        author: text_of("author"),
        rules_text: text_of("ruleset"),
        solution: object
            .get("solution")
            .and_then(|solution| read_solution(solution, size)),
        puzzle,
    })
}

fn read_size(object: &Map<String, Value>) -> Result<usize, FpuzzlesError> {
    let value = object
        .get("size")
        .ok_or(FpuzzlesError::MissingKey { key: "size" })?;
    let size = value.as_i64().ok_or(FpuzzlesError::BadValue {
        key: "size".to_owned(),
    })?;
    usize::try_from(size)
        .ok()
        .filter(|size| (MIN_SIZE..=MAX_SIZE).contains(size))
        .ok_or(FpuzzlesError::Size { size })
}

/// The givens, for each cell its region label (`None` where the default box is meant), and
/// the candidates the setter pencilled into cells.
type GridParts = (Vec<u8>, Vec<Option<u8>>, Vec<Candidates>);

fn read_grid(grid: &[Value], size: usize) -> Result<GridParts, FpuzzlesError> {
    let bad_grid = || FpuzzlesError::BadValue {
        key: "grid".to_owned(),
    };
    if grid.len() != size {
        return Err(bad_grid());
    }
    let mut givens = vec![0u8; size * size];
    let mut labels = vec![None; size * size];
    let mut pencilled = Vec::new();
    for (row, cells) in grid.iter().enumerate() {
        let cells = cells
            .as_array()
            .filter(|c| c.len() == size)
            .ok_or_else(bad_grid)?;
        for (col, cell) in cells.iter().enumerate() {
            let index = row * size + col;
            let Value::Object(cell) = cell else {
                return Err(bad_grid());
            };
            // Candidates the setter gives a cell constrain it; the player's own marks are
            // notes, and skipped.
            if let Some(marks) = cell.get("givenPencilMarks").and_then(Value::as_array)
                && !marks.is_empty()
            {
                let mut digits = marks
                    .iter()
                    .map(|mark| {
                        mark.as_u64()
                            .filter(|digit| (1..=size as u64).contains(digit))
                            .map(|digit| digit as u8)
                    })
                    .collect::<Option<Vec<u8>>>()
                    .ok_or_else(|| FpuzzlesError::BadValue {
                        key: format!("grid R{}C{} givenPencilMarks", row + 1, col + 1),
                    })?;
                digits.sort_unstable();
                digits.dedup();
                pencilled.push(Candidates {
                    cell: index,
                    digits,
                });
            }
            let given = cell.get("given").and_then(Value::as_bool) == Some(true);
            if given && let Some(value) = cell.get("value") {
                givens[index] = value
                    .as_u64()
                    .filter(|digit| (1..=size as u64).contains(digit))
                    .map(|digit| digit as u8)
                    .ok_or_else(|| FpuzzlesError::BadValue {
                        key: format!("grid R{}C{} value", row + 1, col + 1),
                    })?;
            }
            match cell.get("region") {
                None => {}
                Some(Value::Null) => {
                    return Err(FpuzzlesError::CellInNoRegion {
                        cell: format!("R{}C{}", row + 1, col + 1),
                    });
                }
                Some(region) => {
                    labels[index] = Some(
                        region
                            .as_u64()
                            .filter(|&label| label < size as u64)
                            .map(|label| label as u8)
                            .ok_or_else(|| FpuzzlesError::BadValue {
                                key: format!("grid R{}C{} region", row + 1, col + 1),
                            })?,
                    );
                }
            }
        }
    }
    Ok((givens, labels, pencilled))
}

/// The shape: boxes where every cell is in its default box, irregular regions where some
/// cell is given another (the rest keeping their default box's number), and rows and
/// columns alone for a prime size with no region given (its default "boxes" are its rows).
fn shape_of(size: usize, labels: &[Option<u8>]) -> Result<Shape, FpuzzlesError> {
    let Some((height, width)) = box_dims(size) else {
        if labels.iter().all(Option::is_none) {
            return Ok(Shape::latin(size)?);
        }
        // Cells without a region keep the row they are in.
        let labels: Vec<u8> = labels
            .iter()
            .enumerate()
            .map(|(cell, label)| label.unwrap_or((cell / size) as u8))
            .collect();
        return Ok(Shape::with_regions(size, &labels)?);
    };
    let default_box = |cell: usize| {
        let (row, col) = (cell / size, cell % size);
        ((row / height) * (size / width) + col / width) as u8
    };
    let labels: Vec<u8> = labels
        .iter()
        .enumerate()
        .map(|(cell, label)| label.unwrap_or_else(|| default_box(cell)))
        .collect();
    if labels
        .iter()
        .enumerate()
        .all(|(cell, &label)| label == default_box(cell))
    {
        Ok(Shape::boxed(size)?)
    } else {
        Ok(Shape::with_regions(size, &labels)?)
    }
}

/// The solution, when it is a whole grid of digits (f-puzzles writes one number a cell).
fn read_solution(value: &Value, size: usize) -> Option<Vec<u8>> {
    let cells = value.as_array()?;
    if cells.len() != size * size {
        return None;
    }
    cells
        .iter()
        .map(|cell| {
            cell.as_u64()
                .filter(|digit| (1..=size as u64).contains(digit))
                .map(|digit| digit as u8)
        })
        .collect()
}
