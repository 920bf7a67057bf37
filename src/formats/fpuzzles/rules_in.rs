//! The rules of an f-puzzles puzzle, read from their keys into the engine's rules: the
//! houses and global rules, cages, lines, dots and letters between cells, odd and even
//! cells, and the clues outside the grid. A key the engine does not model is refused by
//! name; cosmetic keys and editor settings are passed over.

use super::FpuzzlesError;
use crate::rules::cell_clues::orthogonal_neighbours;
use crate::rules::sightlines::cells_from_clue;
use crate::rules::{
    Arrow, BetweenLine, Cage, Clones, Diagonal, Dot, EntropicLine, ExtraRegion, Extremum, Indexer,
    Indexes, Line, LittleKiller, Negative, Palindrome, Parity, Quadruple, RegionSumLine, Relation,
    Renban, Rule, Sandwich, Skyscraper, Thermometer, Whispers, XSum,
};
use crate::shape::{Shape, box_dims};
use serde_json::{Map, Value};

/// Keys that draw something and constrain nothing.
const COSMETIC_KEYS: [&str; 5] = ["line", "circle", "rectangle", "text", "cage"];

/// Keys of f-puzzles' own solver and editor settings, which say nothing about the puzzle.
const SETTING_KEYS: [&str; 3] = [
    "disabledlogic",
    "truecandidatesoptions",
    "highlightConflicts",
];

/// Keys read elsewhere (the grid and what describes the puzzle).
const PUZZLE_KEYS: [&str; 6] = ["size", "title", "author", "ruleset", "grid", "solution"];

/// The least difference of German whispers, when a line gives none.
pub const WHISPERS_DIFFERENCE: u8 = 5;

/// Reads every rule of the puzzle's keys, on the grid `shape`.
pub fn read_rules(object: &Map<String, Value>, shape: &Shape) -> Result<Vec<Rule>, FpuzzlesError> {
    let size = shape.size();
    let mut rules = Vec::new();
    for (key, value) in object {
        read_rule(key, value, shape, &mut rules)?;
    }
    // A minimum (or maximum) is compared with its neighbours that are not ones too.
    for (key, maximum) in [("minimum", false), ("maximum", true)] {
        let Some(value) = object.get(key) else {
            continue;
        };
        let bad = || FpuzzlesError::BadValue {
            key: key.to_owned(),
        };
        let cells = value
            .as_array()
            .ok_or_else(bad)?
            .iter()
            .map(|item| cell_in(key, field(item, "cell", key)?, size))
            .collect::<Result<Vec<usize>, _>>()?;
        for &cell in &cells {
            let neighbours = orthogonal_neighbours(cell, size)
                .into_iter()
                .filter(|n| !cells.contains(n))
                .collect();
            rules.push(Rule::Extremum(Extremum {
                cell,
                neighbours,
                maximum,
            }));
        }
    }
    // The negative forms need every mark of their kind, wherever its key came.
    if object.get("nonconsecutive").and_then(Value::as_bool) == Some(true) {
        rules.push(negative(&rules, &[Relation::Difference(1)], |r| {
            matches!(r, Relation::Difference(_))
        }));
    }
    if let Some(kinds) = object.get("negative") {
        let bad = || FpuzzlesError::BadValue {
            key: "negative".to_owned(),
        };
        for kind in kinds.as_array().ok_or_else(bad)? {
            let rule = match kind.as_str().ok_or_else(bad)? {
                "ratio" => negative(&rules, &[Relation::Ratio(2)], |r| {
                    matches!(r, Relation::Ratio(_))
                }),
                "difference" => negative(&rules, &[Relation::Difference(1)], |r| {
                    matches!(r, Relation::Difference(_))
                }),
                "xv" => negative(&rules, &[Relation::Sum(10), Relation::Sum(5)], |r| {
                    matches!(r, Relation::Sum(_))
                }),
                other => {
                    return Err(FpuzzlesError::UnsupportedRule {
                        name: format!("negative {}", other.chars().take(30).collect::<String>()),
                    });
                }
            };
            if !rules.contains(&rule) {
                rules.push(rule);
            }
        }
    }
    Ok(rules)
}

/// The negative rule of `relations`, except across the dots `marked` picks.
fn negative(rules: &[Rule], relations: &[Relation], marked: fn(Relation) -> bool) -> Rule {
    let mut except: Vec<[usize; 2]> = rules
        .iter()
        .filter_map(|rule| match rule {
            Rule::Dot(dot) if marked(dot.relation) => {
                let [a, b] = dot.cells;
                Some([a.min(b), a.max(b)])
            }
            _ => None,
        })
        .collect();
    except.sort_unstable();
    except.dedup();
    Rule::Negative(Negative {
        relations: relations.to_vec(),
        except,
    })
}

/// Adds the rules of one key to `rules`; an error for a key the engine does not model
/// (unless it holds nothing) or one whose value is not as f-puzzles writes it.
fn read_rule(
    key: &str,
    value: &Value,
    shape: &Shape,
    rules: &mut Vec<Rule>,
) -> Result<(), FpuzzlesError> {
    let size = shape.size();
    let bad = || FpuzzlesError::BadValue {
        key: key.to_owned(),
    };
    let items = || value.as_array().ok_or_else(bad);
    let switched_on = || value.as_bool().ok_or_else(bad);
    match key {
        _ if PUZZLE_KEYS.contains(&key)
            || COSMETIC_KEYS.contains(&key)
            || SETTING_KEYS.contains(&key) => {}
        // Read once every dot (or every minimum and maximum) is known (see `read_rules`).
        "nonconsecutive" | "negative" | "minimum" | "maximum" => {}
        "regionsumline" | "entropicline" => {
            for item in items()? {
                for line in lines_of(key, item, size)? {
                    rules.push(if key == "regionsumline" {
                        Rule::RegionSumLine(RegionSumLine::along(&line, shape))
                    } else {
                        Rule::EntropicLine(EntropicLine { cells: line })
                    });
                }
            }
        }
        "quadruple" => {
            for item in items()? {
                let cells = cells_of(key, field(item, "cells", key)?, size)?;
                let digits = field(item, "values", key)?
                    .as_array()
                    .ok_or_else(bad)?
                    .iter()
                    .map(|digit| {
                        number(key, Some(digit))?
                            .and_then(|d| u8::try_from(d).ok())
                            .ok_or_else(bad)
                    })
                    .collect::<Result<Vec<u8>, _>>()?;
                rules.push(Rule::Quadruple(Quadruple { cells, digits }));
            }
        }
        "clone" => {
            for item in items()? {
                let cells = cells_of(key, field(item, "cells", key)?, size)?;
                let copies = cells_of(key, field(item, "cloneCells", key)?, size)?;
                rules.push(Rule::Clones(Clones { cells, copies }));
            }
        }
        "rowindexer" | "columnindexer" | "boxindexer" => {
            let indexes = match key {
                "rowindexer" => Indexes::Row,
                "columnindexer" => Indexes::Column,
                _ => Indexes::Box,
            };
            for item in items()? {
                for cell in cells_of(key, field(item, "cells", key)?, size)? {
                    let indexer = Indexer::on(cell, indexes, shape).ok_or_else(bad)?;
                    rules.push(Rule::Indexer(indexer));
                }
            }
        }
        "diagonal+" | "diagonal-" => {
            if switched_on()? {
                rules.push(Rule::Diagonal(Diagonal {
                    anti: key == "diagonal+",
                }));
            }
        }
        "antiknight" if switched_on()? => rules.push(Rule::AntiKnight(crate::rules::AntiKnight)),
        "antiking" if switched_on()? => rules.push(Rule::AntiKing(crate::rules::AntiKing)),
        "antiknight" | "antiking" => {}
        "disjointgroups" if switched_on()? => {
            let Some((height, width)) = box_dims(size) else {
                return Err(bad());
            };
            for place in 0..size {
                let (down, across) = (place / width, place % width);
                let cells = (0..size)
                    .map(|b| {
                        let (top, left) = (b / height * height, b % height * width);
                        (top + down) * size + left + across
                    })
                    .collect();
                rules.push(Rule::ExtraRegion(ExtraRegion { cells }));
            }
        }
        "disjointgroups" => {}
        "extraregion" => {
            for item in items()? {
                let cells = cells_of(key, field(item, "cells", key)?, size)?;
                rules.push(Rule::ExtraRegion(ExtraRegion { cells }));
            }
        }
        "killercage" => {
            for item in items()? {
                let cells = cells_of(key, field(item, "cells", key)?, size)?;
                let sum = number(key, item.get("value"))?;
                rules.push(Rule::Cage(Cage { cells, sum }));
            }
        }
        "thermometer" | "palindrome" | "renban" | "betweenline" | "whispers" => {
            for item in items()? {
                let difference = match number(key, item.get("value"))? {
                    None => WHISPERS_DIFFERENCE,
                    Some(value) => u8::try_from(value).map_err(|_| bad())?,
                };
                for line in lines_of(key, item, size)? {
                    rules.push(match key {
                        "thermometer" => Rule::Thermometer(Thermometer { cells: line }),
                        "palindrome" => Rule::Palindrome(Palindrome { cells: line }),
                        "renban" => Rule::Renban(Renban { cells: line }),
                        "betweenline" => Rule::BetweenLine(BetweenLine { cells: line }),
                        _ => Rule::Whispers(Whispers {
                            cells: line,
                            difference,
                        }),
                    });
                }
            }
        }
        "arrow" => {
            for item in items()? {
                let circle = cells_of(key, field(item, "cells", key)?, size)?;
                let lines = lines_of(key, item, size)?;
                if lines.is_empty() {
                    return Err(bad());
                }
                for line in lines {
                    // Each line starts in the circle; its cells beyond it are the sum's.
                    let line: Vec<usize> = line
                        .into_iter()
                        .skip_while(|c| circle.contains(c))
                        .collect();
                    rules.push(Rule::Arrow(Arrow {
                        circle: circle.clone(),
                        line,
                    }));
                }
            }
        }
        "difference" | "ratio" | "xv" => {
            for item in items()? {
                let cells = cells_of(key, field(item, "cells", key)?, size)?;
                let [a, b] = cells[..] else {
                    return Err(bad());
                };
                let relation = match key {
                    "difference" => Relation::Difference(small(key, item.get("value"), 1)?),
                    "ratio" => Relation::Ratio(small(key, item.get("value"), 2)?),
                    _ => match item.get("value").and_then(Value::as_str).map(str::trim) {
                        Some("X" | "x") => Relation::Sum(10),
                        Some("V" | "v") => Relation::Sum(5),
                        _ => Relation::Sum(
                            small(key, item.get("value"), 0)
                                .and_then(|v| if v == 0 { Err(bad()) } else { Ok(v) })?,
                        ),
                    },
                };
                rules.push(Rule::Dot(Dot {
                    cells: [a, b],
                    relation,
                }));
            }
        }
        "odd" | "even" => {
            for item in items()? {
                let name = field(item, "cell", key)?;
                rules.push(Rule::Parity(Parity {
                    cell: cell_in(key, name, size)?,
                    even: key == "even",
                }));
            }
        }
        "littlekillersum" => {
            for item in items()? {
                let sum = number(key, item.get("value"))?;
                let Some(sum) = sum else {
                    // A clue with no number yet constrains nothing.
                    continue;
                };
                let direction = match item.get("direction").and_then(Value::as_str) {
                    Some("UL") => [-1, -1],
                    Some("UR") => [-1, 1],
                    Some("DL") => [1, -1],
                    Some("DR") => [1, 1],
                    _ => return Err(bad()),
                };
                let (row, col) = outside_cell(key, field(item, "cell", key)?, size)?;
                let start = (
                    row + isize::from(direction[0]),
                    col + isize::from(direction[1]),
                );
                let inside = |v: isize| (0..size as isize).contains(&v);
                if !inside(start.0) || !inside(start.1) {
                    return Err(bad());
                }
                let cells =
                    LittleKiller::diagonal(size, (start.0 as usize, start.1 as usize), direction);
                rules.push(Rule::LittleKiller(LittleKiller {
                    cells,
                    direction,
                    sum,
                }));
            }
        }
        "sandwichsum" => {
            for item in items()? {
                let Some(sum) = number(key, item.get("value"))? else {
                    continue;
                };
                let (row, col) = outside_cell(key, field(item, "cell", key)?, size)?;
                let edge = |v: isize| v == -1 || v == size as isize;
                let line = match (edge(row), edge(col)) {
                    (true, false) => Line::Column(col as usize),
                    (false, true) => Line::Row(row as usize),
                    _ => return Err(bad()),
                };
                let far = row == size as isize || col == size as isize;
                rules.push(Rule::Sandwich(Sandwich { line, sum, far }));
            }
        }
        "xsum" | "skyscraper" => {
            for item in items()? {
                let Some(value) = number(key, item.get("value"))? else {
                    continue;
                };
                let place = outside_cell(key, field(item, "cell", key)?, size)?;
                let cells = cells_from_clue(size, place).ok_or_else(bad)?;
                rules.push(if key == "xsum" {
                    Rule::XSum(XSum { cells, sum: value })
                } else {
                    Rule::Skyscraper(Skyscraper {
                        cells,
                        count: value,
                    })
                });
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

/// A field every instance of the rule has.
fn field<'a>(item: &'a Value, name: &str, key: &str) -> Result<&'a Value, FpuzzlesError> {
    item.get(name).ok_or_else(|| FpuzzlesError::BadValue {
        key: key.to_owned(),
    })
}

/// A number f-puzzles writes either as a number or as text; `None` when absent or blank.
fn number(key: &str, value: Option<&Value>) -> Result<Option<u32>, FpuzzlesError> {
    let bad = || FpuzzlesError::BadValue {
        key: key.to_owned(),
    };
    match value {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(text)) if text.trim().is_empty() => Ok(None),
        Some(Value::String(text)) => text.trim().parse().map(Some).map_err(|_| bad()),
        Some(number) => number
            .as_u64()
            .and_then(|n| u32::try_from(n).ok())
            .map(Some)
            .ok_or_else(bad),
    }
}

/// A small number (a dot's value), `default` when absent.
fn small(key: &str, value: Option<&Value>, default: u8) -> Result<u8, FpuzzlesError> {
    match number(key, value)? {
        None => Ok(default),
        Some(n) => u8::try_from(n).map_err(|_| FpuzzlesError::BadValue {
            key: key.to_owned(),
        }),
    }
}

/// The lines of an instance (`lines`, a list of lists of cell names), as cell indexes.
fn lines_of(key: &str, item: &Value, size: usize) -> Result<Vec<Vec<usize>>, FpuzzlesError> {
    let lines = field(item, "lines", key)?
        .as_array()
        .ok_or_else(|| FpuzzlesError::BadValue {
            key: key.to_owned(),
        })?;
    lines.iter().map(|line| cells_of(key, line, size)).collect()
}

/// The cells of a list of f-puzzles cell names (`"R1C1"`, 1-based), as cell indexes.
pub(super) fn cells_of(key: &str, value: &Value, size: usize) -> Result<Vec<usize>, FpuzzlesError> {
    let names = value.as_array().ok_or_else(|| FpuzzlesError::BadValue {
        key: key.to_owned(),
    })?;
    names.iter().map(|name| cell_in(key, name, size)).collect()
}

/// The index of one cell inside the grid.
fn cell_in(key: &str, name: &Value, size: usize) -> Result<usize, FpuzzlesError> {
    let text = name.as_str().unwrap_or_default();
    match place_of(text, size) {
        Some((row, col)) if row >= 0 && col >= 0 && row < size as isize && col < size as isize => {
            Ok(row as usize * size + col as usize)
        }
        _ => Err(bad_cell(key, text, size)),
    }
}

/// The place of a clue's cell, inside the grid or on the ring around it (row or column -1
/// or `size`), from 0.
fn outside_cell(key: &str, name: &Value, size: usize) -> Result<(isize, isize), FpuzzlesError> {
    let text = name.as_str().unwrap_or_default();
    place_of(text, size).ok_or_else(|| bad_cell(key, text, size))
}

fn bad_cell(key: &str, text: &str, size: usize) -> FpuzzlesError {
    FpuzzlesError::BadCell {
        key: key.to_owned(),
        cell: text.chars().take(12).collect(),
        size,
    }
}

/// The row and column, from 0, of a cell named `R<row>C<col>` (1-based, either case), on
/// the grid or the ring around it (0 and `size + 1` in the name); `None` beyond.
pub(super) fn place_of(name: &str, size: usize) -> Option<(isize, isize)> {
    let name = name.trim().to_ascii_uppercase();
    let (row, col) = name.strip_prefix('R')?.split_once('C')?;
    let row: usize = row.parse().ok()?;
    let col: usize = col.parse().ok()?;
    (row <= size + 1 && col <= size + 1).then(|| (row as isize - 1, col as isize - 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cell_names_read_inside_the_grid_and_on_its_ring() {
        assert_eq!(place_of("R1C1", 9), Some((0, 0)));
        assert_eq!(place_of("r9c9", 9), Some((8, 8)));
        assert_eq!(place_of("R0C3", 9), Some((-1, 2)));
        assert_eq!(place_of("R10C1", 9), Some((9, 0)));
        for name in ["R11C1", "R1C11", "C1R1", "R1", "RxC1", ""] {
            assert_eq!(place_of(name, 9), None, "{name}");
        }
        assert!(cell_in("k", &Value::from("R0C1"), 9).is_err());
        assert_eq!(cell_in("k", &Value::from("R2C16"), 16).unwrap(), 31);
    }

    #[test]
    fn disjoint_groups_hold_the_same_place_of_every_box() {
        let object: Map<String, Value> =
            serde_json::from_str(r#"{"disjointgroups": true}"#).unwrap();
        let rules = read_rules(&object, &Shape::boxed(6).unwrap()).unwrap();
        assert_eq!(rules.len(), 6);
        // The first group: the top left cell of each 2x3 box.
        let Rule::ExtraRegion(first) = &rules[0] else {
            panic!("{rules:?}");
        };
        assert_eq!(first.cells, [0, 3, 12, 15, 24, 27]);
    }

    #[test]
    fn a_negative_rule_spares_the_pairs_that_carry_its_mark() {
        let object: Map<String, Value> = serde_json::from_str(
            r#"{"ratio": [{"cells": ["R1C2", "R1C1"]}], "difference": [{"cells": ["R2C1", "R2C2"]}],
                "negative": ["ratio"]}"#,
        )
        .unwrap();
        let rules = read_rules(&object, &Shape::boxed(4).unwrap()).unwrap();
        assert!(rules.contains(&Rule::Negative(Negative {
            relations: vec![Relation::Ratio(2)],
            except: vec![[0, 1]],
        })));
    }

    #[test]
    fn a_sandwich_clue_right_of_a_row_stays_there_and_is_written_there() {
        let object: Map<String, Value> =
            serde_json::from_str(r#"{"sandwichsum": [{"cell": "R2C5", "value": "3"}]}"#).unwrap();
        let shape = Shape::boxed(4).unwrap();
        let rules = read_rules(&object, &shape).unwrap();
        let [Rule::Sandwich(clue)] = &rules[..] else {
            panic!("{rules:?}");
        };
        assert!(clue.far);
        use crate::rules::RuleUnit;
        assert!(matches!(
            clue.marks(&shape)[..],
            [crate::rules::marks::RuleMark::Outside { row: 1, col: 4, .. }]
        ));
        let mut written = Map::new();
        super::super::rules_out::write_rules(&rules, 4, &mut written);
        assert_eq!(written["sandwichsum"][0]["cell"], "R2C5");
    }
}
