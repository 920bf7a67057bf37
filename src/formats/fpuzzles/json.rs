//! The f-puzzles JSON: `size`, `title`, `author`, `ruleset`, the `grid` of cells (a given's
//! `value` and `given`, a cell's `region`), the `solution`, and the rules as keys of their
//! own. The rules the engine models become its rules; cosmetic keys are taken and not
//! solved; any other rule is refused by name, never solved as if it were absent.

use super::{FpuzzlesError, Imported};
use crate::rules::{Cage, Diagonal, ExtraRegion, Rule, RulePuzzle};
use crate::shape::{MAX_SIZE, MIN_SIZE, Shape, box_dims};
use serde_json::{Map, Value};

/// Keys that draw something and constrain nothing.
const COSMETIC_KEYS: [&str; 5] = ["line", "circle", "rectangle", "text", "cage"];

/// Keys of f-puzzles' own solver and editor settings, which say nothing about the puzzle.
const SETTING_KEYS: [&str; 3] = [
    "disabledlogic",
    "truecandidatesoptions",
    "highlightConflicts",
];

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
    let (givens, labels) = read_grid(grid, size)?;
    let shape = shape_of(size, &labels)?;
    let mut rules = Vec::new();
    for (key, value) in &object {
        read_rule(key, value, size, &mut rules)?;
    }
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

/// The givens and, for each cell, its region label (`None` where the default box is meant).
type GridParts = (Vec<u8>, Vec<Option<u8>>);

fn read_grid(grid: &[Value], size: usize) -> Result<GridParts, FpuzzlesError> {
    let bad_grid = || FpuzzlesError::BadValue {
        key: "grid".to_owned(),
    };
    if grid.len() != size {
        return Err(bad_grid());
    }
    let mut givens = vec![0u8; size * size];
    let mut labels = vec![None; size * size];
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
            // Candidates the setter gives a cell constrain it: not modelled yet, so refused
            // rather than solved as if absent. The player's marks are notes, and skipped.
            if cell
                .get("givenPencilMarks")
                .and_then(Value::as_array)
                .is_some_and(|marks| !marks.is_empty())
            {
                return Err(FpuzzlesError::UnsupportedRule {
                    name: "givenPencilMarks".to_owned(),
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
    Ok((givens, labels))
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

/// Adds the rules of one key of the puzzle to `rules`; an error for a key the engine does
/// not model (unless it holds nothing) or one whose value is not as f-puzzles writes it.
fn read_rule(
    key: &str,
    value: &Value,
    size: usize,
    rules: &mut Vec<Rule>,
) -> Result<(), FpuzzlesError> {
    let bad = || FpuzzlesError::BadValue {
        key: key.to_owned(),
    };
    match key {
        "size" | "title" | "author" | "ruleset" | "grid" | "solution" => {}
        _ if COSMETIC_KEYS.contains(&key) || SETTING_KEYS.contains(&key) => {}
        "diagonal+" | "diagonal-" => {
            if value.as_bool().ok_or_else(bad)? {
                rules.push(Rule::Diagonal(Diagonal {
                    anti: key == "diagonal+",
                }));
            }
        }
        "extraregion" => {
            for item in value.as_array().ok_or_else(bad)? {
                let cells = cells_of(key, item.get("cells").ok_or_else(bad)?, size)?;
                rules.push(Rule::ExtraRegion(ExtraRegion { cells }));
            }
        }
        "killercage" => {
            for item in value.as_array().ok_or_else(bad)? {
                let cells = cells_of(key, item.get("cells").ok_or_else(bad)?, size)?;
                let sum = match item.get("value") {
                    None | Some(Value::Null) => None,
                    Some(Value::String(text)) if text.trim().is_empty() => None,
                    Some(Value::String(text)) => Some(text.trim().parse().map_err(|_| bad())?),
                    Some(number) => Some(
                        number
                            .as_u64()
                            .and_then(|n| u32::try_from(n).ok())
                            .ok_or_else(bad)?,
                    ),
                };
                rules.push(Rule::Cage(Cage { cells, sum }));
            }
        }
        // A rule that is switched off or has no instances constrains nothing.
        _ if value == &Value::Bool(false)
            || value.as_array().is_some_and(Vec::is_empty)
            || value.is_null() => {}
        _ => {
            return Err(FpuzzlesError::UnsupportedRule {
                name: key.chars().take(40).collect(),
            });
        }
    }
    Ok(())
}

/// The cells of a list of f-puzzles cell names (`"R1C1"`, 1-based), as cell indexes.
fn cells_of(key: &str, value: &Value, size: usize) -> Result<Vec<usize>, FpuzzlesError> {
    let names = value.as_array().ok_or_else(|| FpuzzlesError::BadValue {
        key: key.to_owned(),
    })?;
    names
        .iter()
        .map(|name| {
            let text = name.as_str().unwrap_or_default();
            cell_of(text, size).ok_or_else(|| FpuzzlesError::BadCell {
                key: key.to_owned(),
                cell: text.chars().take(12).collect(),
                size,
            })
        })
        .collect()
}

/// The index of a cell named `R<row>C<col>` (1-based, either case) inside a grid `size`
/// wide; `None` for a name outside it (row or column 0 or `size + 1` name the outside clues
/// of rules the engine does not model yet).
fn cell_of(name: &str, size: usize) -> Option<usize> {
    let name = name.trim().to_ascii_uppercase();
    let (row, col) = name.strip_prefix('R')?.split_once('C')?;
    let row: usize = row.parse().ok()?;
    let col: usize = col.parse().ok()?;
    ((1..=size).contains(&row) && (1..=size).contains(&col)).then(|| (row - 1) * size + col - 1)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cell_names_read_inside_the_grid_only() {
        assert_eq!(cell_of("R1C1", 9), Some(0));
        assert_eq!(cell_of("r9c9", 9), Some(80));
        assert_eq!(cell_of("R2C16", 16), Some(31));
        for name in ["R0C1", "R10C1", "R1C10", "C1R1", "R1", "RxC1", ""] {
            assert_eq!(cell_of(name, 9), None, "{name}");
        }
    }
}
