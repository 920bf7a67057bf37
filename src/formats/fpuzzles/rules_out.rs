//! The engine's rules written as f-puzzles keys, the other way from `rules_in`: reading
//! what is written here gives the same rules back.

use super::rules_in::WHISPERS_DIFFERENCE;
use crate::rules::sightlines::clue_place;
use crate::rules::{Indexes, Line, Relation, Rule, Skyscraper, XSum};
use serde_json::{Map, Value, json};

/// The f-puzzles name of a cell: `R1C1` for the top left one.
pub(super) fn cell_name(cell: usize, size: usize) -> Value {
    Value::String(format!("R{}C{}", cell / size + 1, cell % size + 1))
}

fn cell_names(cells: &[usize], size: usize) -> Value {
    Value::Array(cells.iter().map(|&cell| cell_name(cell, size)).collect())
}

/// A line rule's entry: its one line.
fn one_line(cells: &[usize], size: usize) -> Value {
    json!({ "lines": [cell_names(cells, size)] })
}

/// Adds the keys of `rules` on a grid `size` wide to `object`.
pub(super) fn write_rules(rules: &[Rule], size: usize, object: &mut Map<String, Value>) {
    let mut lists: Vec<(&str, Vec<Value>)> = Vec::new();
    let mut push = |key: &'static str, entry: Value| match lists.iter_mut().find(|(k, _)| *k == key)
    {
        Some((_, list)) => list.push(entry),
        None => lists.push((key, vec![entry])),
    };
    let mut negative = Vec::new();
    for rule in rules {
        match rule {
            Rule::Diagonal(diagonal) => {
                let key = if diagonal.anti {
                    "diagonal+"
                } else {
                    "diagonal-"
                };
                object.insert(key.into(), Value::Bool(true));
            }
            Rule::AntiKnight(_) => {
                object.insert("antiknight".into(), Value::Bool(true));
            }
            Rule::AntiKing(_) => {
                object.insert("antiking".into(), Value::Bool(true));
            }
            Rule::ExtraRegion(region) => {
                push(
                    "extraregion",
                    json!({ "cells": cell_names(&region.cells, size) }),
                );
            }
            Rule::Cage(cage) => {
                let mut entry = Map::new();
                entry.insert("cells".into(), cell_names(&cage.cells, size));
                if let Some(sum) = cage.sum {
                    entry.insert("value".into(), json!(sum.to_string()));
                }
                push("killercage", Value::Object(entry));
            }
            Rule::Thermometer(line) => push("thermometer", one_line(&line.cells, size)),
            Rule::Palindrome(line) => push("palindrome", one_line(&line.cells, size)),
            Rule::Renban(line) => push("renban", one_line(&line.cells, size)),
            Rule::BetweenLine(line) => push("betweenline", one_line(&line.cells, size)),
            Rule::Whispers(line) => {
                let mut entry = one_line(&line.cells, size);
                if line.difference != WHISPERS_DIFFERENCE {
                    entry["value"] = json!(line.difference.to_string());
                }
                push("whispers", entry);
            }
            Rule::Arrow(arrow) => {
                // f-puzzles starts each line in the circle.
                let line: Vec<usize> = arrow.circle[arrow.circle.len() - 1..]
                    .iter()
                    .chain(&arrow.line)
                    .copied()
                    .collect();
                push(
                    "arrow",
                    json!({ "cells": cell_names(&arrow.circle, size), "lines": [cell_names(&line, size)] }),
                );
            }
            Rule::Dot(dot) => {
                let cells = cell_names(&dot.cells, size);
                let (key, entry) = match dot.relation {
                    Relation::Difference(1) => ("difference", json!({ "cells": cells })),
                    Relation::Difference(v) => (
                        "difference",
                        json!({ "cells": cells, "value": v.to_string() }),
                    ),
                    Relation::Ratio(2) => ("ratio", json!({ "cells": cells })),
                    Relation::Ratio(v) => {
                        ("ratio", json!({ "cells": cells, "value": v.to_string() }))
                    }
                    Relation::Sum(10) => ("xv", json!({ "cells": cells, "value": "X" })),
                    Relation::Sum(5) => ("xv", json!({ "cells": cells, "value": "V" })),
                    Relation::Sum(v) => ("xv", json!({ "cells": cells, "value": v.to_string() })),
                };
                push(key, entry);
            }
            Rule::Negative(rule) => match rule.relations.first() {
                Some(Relation::Difference(_)) => {
                    object.insert("nonconsecutive".into(), Value::Bool(true));
                }
                Some(Relation::Ratio(_)) => negative.push(json!("ratio")),
                Some(Relation::Sum(_)) => negative.push(json!("xv")),
                None => {}
            },
            Rule::Parity(parity) => push(
                if parity.even { "even" } else { "odd" },
                json!({ "cell": cell_name(parity.cell, size) }),
            ),
            Rule::LittleKiller(clue) => {
                let [down, across] = clue.direction;
                let first = clue.cells[0];
                let (row, col) = (first / size, first % size);
                // The clue sits one step back from the diagonal's first cell.
                let clue_row = row as isize - isize::from(down) + 1;
                let clue_col = col as isize - isize::from(across) + 1;
                let direction = match (down, across) {
                    (-1, -1) => "UL",
                    (-1, _) => "UR",
                    (_, -1) => "DL",
                    _ => "DR",
                };
                push(
                    "littlekillersum",
                    json!({
                        "cell": format!("R{clue_row}C{clue_col}"),
                        "cells": cell_names(&clue.cells, size),
                        "direction": direction,
                        "value": clue.sum.to_string(),
                    }),
                );
            }
            Rule::Sandwich(clue) => {
                let outside = if clue.far { size + 1 } else { 0 };
                let cell = match clue.line {
                    Line::Row(row) => format!("R{}C{outside}", row + 1),
                    Line::Column(col) => format!("R{outside}C{}", col + 1),
                };
                push(
                    "sandwichsum",
                    json!({ "cell": cell, "value": clue.sum.to_string() }),
                );
            }
            Rule::RegionSumLine(line) => push("regionsumline", one_line(&line.cells(), size)),
            Rule::EntropicLine(line) => push("entropicline", one_line(&line.cells, size)),
            Rule::Quadruple(clue) => push(
                "quadruple",
                json!({ "cells": cell_names(&clue.cells, size), "values": clue.digits }),
            ),
            Rule::Extremum(clue) => push(
                if clue.maximum { "maximum" } else { "minimum" },
                json!({ "cell": cell_name(clue.cell, size) }),
            ),
            Rule::Clones(clone) => push(
                "clone",
                json!({ "cells": cell_names(&clone.cells, size), "cloneCells": cell_names(&clone.copies, size) }),
            ),
            Rule::Indexer(indexer) => push(
                match indexer.indexes {
                    Indexes::Row => "rowindexer",
                    Indexes::Column => "columnindexer",
                    Indexes::Box => "boxindexer",
                },
                json!({ "cells": [cell_name(indexer.cell, size)] }),
            ),
            // Written in the grid's cells (see `write::to_json`).
            Rule::Candidates(_) => {}
            // Both read a row or column from a clue outside the grid; only the key differs.
            Rule::XSum(XSum { cells, sum: value })
            | Rule::Skyscraper(Skyscraper {
                cells,
                count: value,
            }) => {
                let key = if matches!(rule, Rule::XSum(_)) {
                    "xsum"
                } else {
                    "skyscraper"
                };
                let (row, col) = clue_place(cells, size);
                let cell = format!("R{}C{}", row + 1, col + 1);
                push(key, json!({ "cell": cell, "value": value.to_string() }));
            }
        }
    }
    for (key, list) in lists {
        object.insert(key.into(), Value::Array(list));
    }
    if !negative.is_empty() {
        object.insert("negative".into(), Value::Array(negative));
    }
}
