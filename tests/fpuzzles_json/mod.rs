//! The test puzzles' f-puzzles JSON read here, apart from the engine, from f-puzzles'
//! format as it is written: the size, givens and regions, the houses (rows, columns,
//! regions, diagonals, extra regions, disjoint groups), the cages, and every constraint
//! (`variant_brute::constraints`), with the setter's solution.

use crate::variant_brute::constraints::{
    Constraint, KING_CORNERS, KNIGHT_MOVES, neighbour_pairs, pairs_apart,
};
use nonet::rules::Relation;
use serde_json::Value;
use std::path::PathBuf;

/// The folder of the test puzzles.
pub fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/fpuzzles")
        .join(name)
}

/// A puzzle as read here from its JSON.
pub struct Read {
    pub size: usize,
    pub givens: Vec<u8>,
    pub houses: Vec<Vec<usize>>,
    pub cages: Vec<(Vec<usize>, Option<u32>)>,
    pub constraints: Vec<Constraint>,
    pub solution: Vec<u8>,
}

/// A cell's row and column from 0 (-1 and `size` on the ring outside the grid).
fn place(name: &Value) -> (isize, isize) {
    let name = name.as_str().expect("a cell name");
    let (row, col) = name[1..].split_once('C').expect("R<row>C<col>");
    (
        row.parse::<isize>().unwrap() - 1,
        col.parse::<isize>().unwrap() - 1,
    )
}

fn cell(name: &Value, size: usize) -> usize {
    let (row, col) = place(name);
    row as usize * size + col as usize
}

fn cells(list: &Value, size: usize) -> Vec<usize> {
    list.as_array()
        .expect("a list of cells")
        .iter()
        .map(|n| cell(n, size))
        .collect()
}

/// A number written as text or as a number.
fn number(value: &Value) -> Option<u32> {
    match value {
        Value::String(text) => text.parse().ok(),
        other => other.as_u64().map(|n| n as u32),
    }
}

/// Each line of each instance of a line rule.
fn lines(json: &Value, key: &str, size: usize) -> Vec<(Vec<usize>, Option<u32>)> {
    json[key]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|item| {
            let value = item.get("value").and_then(number);
            item["lines"]
                .as_array()
                .unwrap()
                .iter()
                .map(move |line| (cells(line, size), value))
                .collect::<Vec<_>>()
        })
        .collect()
}

pub fn read_json(name: &str) -> Read {
    let text = std::fs::read_to_string(data(&format!("{name}.json"))).expect("the JSON");
    let json: Value = serde_json::from_str(&text).expect("JSON");
    let size = json["size"].as_u64().unwrap() as usize;
    let height = (1..=size)
        .filter(|h| size.is_multiple_of(*h) && h * h <= size)
        .max()
        .unwrap();
    let width = size / height;
    let mut givens = vec![0u8; size * size];
    let mut regions = vec![0usize; size * size];
    let mut pencilled = Vec::new();
    for (r, row) in json["grid"].as_array().unwrap().iter().enumerate() {
        for (c, entry) in row.as_array().unwrap().iter().enumerate() {
            if let Some(marks) = entry.get("givenPencilMarks").and_then(Value::as_array) {
                let digits = marks.iter().map(|d| d.as_u64().unwrap() as u8).collect();
                pencilled.push(Constraint::OneOf(r * size + c, digits));
            }
            if entry["given"] == Value::Bool(true) {
                givens[r * size + c] = entry["value"].as_u64().unwrap() as u8;
            }
            regions[r * size + c] = match entry.get("region") {
                Some(region) => region.as_u64().unwrap() as usize,
                None => (r / height) * height + c / width,
            };
        }
    }
    let mut houses: Vec<Vec<usize>> = Vec::new();
    for i in 0..size {
        houses.push((0..size).map(|j| i * size + j).collect());
        houses.push((0..size).map(|j| j * size + i).collect());
        houses.push((0..size * size).filter(|&k| regions[k] == i).collect());
    }
    if json["diagonal-"] == Value::Bool(true) {
        houses.push((0..size).map(|i| i * size + i).collect());
    }
    if json["diagonal+"] == Value::Bool(true) {
        houses.push((0..size).map(|i| (size - 1 - i) * size + i).collect());
    }
    for region in json["extraregion"].as_array().into_iter().flatten() {
        houses.push(cells(&region["cells"], size));
    }
    let mut cages = Vec::new();
    for cage in json["killercage"].as_array().into_iter().flatten() {
        cages.push((
            cells(&cage["cells"], size),
            cage.get("value").and_then(number),
        ));
    }
    let mut constraints = constraints(&json, size, &regions);
    constraints.extend(pencilled);
    let solution = json["solution"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d.as_u64().unwrap() as u8)
        .collect();
    Read {
        size,
        givens,
        houses,
        cages,
        constraints,
        solution,
    }
}

/// The pairs a list of dots (or letters) of `key` joins, each smaller cell first.
fn marked(json: &Value, key: &str, size: usize) -> Vec<(usize, usize)> {
    json[key]
        .as_array()
        .into_iter()
        .flatten()
        .map(|dot| {
            let pair = cells(&dot["cells"], size);
            (pair[0].min(pair[1]), pair[0].max(pair[1]))
        })
        .collect()
}

/// Every constraint of the JSON's rule keys, by f-puzzles' meaning of each, on a grid
/// whose cells lie in `regions` (a label a cell).
fn constraints(json: &Value, size: usize, regions: &[usize]) -> Vec<Constraint> {
    let mut found = Vec::new();
    for (line, _) in lines(json, "regionsumline", size) {
        let mut parts: Vec<Vec<usize>> = Vec::new();
        for (i, &c) in line.iter().enumerate() {
            if i > 0 && regions[c] == regions[line[i - 1]] {
                parts.last_mut().unwrap().push(c);
            } else {
                parts.push(vec![c]);
            }
        }
        found.push(Constraint::EqualSums(parts));
    }
    for (line, _) in lines(json, "entropicline", size) {
        found.push(Constraint::Entropic(line));
    }
    for clue in json["quadruple"].as_array().into_iter().flatten() {
        let digits = clue["values"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| number(v).unwrap() as u8)
            .collect();
        found.push(Constraint::Holds(cells(&clue["cells"], size), digits));
    }
    for (key, maximum) in [("minimum", false), ("maximum", true)] {
        let marked: Vec<usize> = json[key]
            .as_array()
            .into_iter()
            .flatten()
            .map(|m| cell(&m["cell"], size))
            .collect();
        for &c in &marked {
            let (r, col) = (c / size, c % size);
            let around = [
                (r > 0).then(|| c - size),
                (r + 1 < size).then_some(c + size),
                (col > 0).then(|| c - 1),
                (col + 1 < size).then_some(c + 1),
            ];
            for n in around.into_iter().flatten().filter(|n| !marked.contains(n)) {
                found.push(if maximum {
                    Constraint::Below(n, c)
                } else {
                    Constraint::Below(c, n)
                });
            }
        }
    }
    for clone in json["clone"].as_array().into_iter().flatten() {
        let (a, b) = (
            cells(&clone["cells"], size),
            cells(&clone["cloneCells"], size),
        );
        found.extend(a.into_iter().zip(b).map(|(x, y)| Constraint::Same(x, y)));
    }
    for key in ["rowindexer", "columnindexer", "boxindexer"] {
        for item in json[key].as_array().into_iter().flatten() {
            for c in cells(&item["cells"], size) {
                let (r, col) = (c / size, c % size);
                let house: Vec<usize> = match key {
                    "rowindexer" => (0..size).map(|i| i * size + col).collect(),
                    "columnindexer" => (0..size).map(|i| r * size + i).collect(),
                    _ => (0..size * size)
                        .filter(|&k| regions[k] == regions[c])
                        .collect(),
                };
                let place = house.iter().position(|&k| k == c).unwrap() as u8 + 1;
                found.push(Constraint::Points(c, house, place));
            }
        }
    }
    let on = |key: &str| json[key] == Value::Bool(true);
    if on("antiknight") {
        found.extend(
            pairs_apart(size, &KNIGHT_MOVES)
                .into_iter()
                .map(|(a, b)| Constraint::Differ(a, b)),
        );
    }
    if on("antiking") {
        found.extend(
            pairs_apart(size, &KING_CORNERS)
                .into_iter()
                .map(|(a, b)| Constraint::Differ(a, b)),
        );
    }
    for (line, _) in lines(json, "thermometer", size) {
        found.push(Constraint::Rising(line));
    }
    for (line, value) in lines(json, "whispers", size) {
        found.push(Constraint::Whispers(line, value.unwrap_or(5) as u8));
    }
    for (line, _) in lines(json, "palindrome", size) {
        found.push(Constraint::Palindrome(line));
    }
    for (line, _) in lines(json, "renban", size) {
        found.push(Constraint::Renban(line));
    }
    for (line, _) in lines(json, "betweenline", size) {
        found.push(Constraint::Between(line));
    }
    for arrow in json["arrow"].as_array().into_iter().flatten() {
        let circle = cells(&arrow["cells"], size);
        for line in arrow["lines"].as_array().unwrap() {
            let line: Vec<usize> = cells(line, size)
                .into_iter()
                .filter(|c| !circle.contains(c))
                .collect();
            found.push(Constraint::Arrow(circle.clone(), line));
        }
    }
    for dot in json["difference"].as_array().into_iter().flatten() {
        let pair = cells(&dot["cells"], size);
        let d = dot.get("value").and_then(number).unwrap_or(1) as u8;
        found.push(Constraint::Difference(pair[0], pair[1], d));
    }
    for dot in json["ratio"].as_array().into_iter().flatten() {
        let pair = cells(&dot["cells"], size);
        let r = dot.get("value").and_then(number).unwrap_or(2) as u8;
        found.push(Constraint::Ratio(pair[0], pair[1], r));
    }
    for letter in json["xv"].as_array().into_iter().flatten() {
        let pair = cells(&letter["cells"], size);
        let sum = if letter["value"] == "X" { 10 } else { 5 };
        found.push(Constraint::Sum(pair[0], pair[1], sum));
    }
    let negative: Vec<&str> = json["negative"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .collect();
    let mut unmarked = |kinds: &[&str], relations: Vec<Relation>| {
        let spared: Vec<(usize, usize)> =
            kinds.iter().flat_map(|k| marked(json, k, size)).collect();
        for pair in neighbour_pairs(size) {
            if !spared.contains(&pair) {
                found.push(Constraint::NotJoined(pair.0, pair.1, relations.clone()));
            }
        }
    };
    if on("nonconsecutive") || negative.contains(&"difference") {
        unmarked(&["difference"], vec![Relation::Difference(1)]);
    }
    if negative.contains(&"ratio") {
        unmarked(&["ratio"], vec![Relation::Ratio(2)]);
    }
    if negative.contains(&"xv") {
        unmarked(&["xv"], vec![Relation::Sum(10), Relation::Sum(5)]);
    }
    for (key, even) in [("odd", false), ("even", true)] {
        for mark in json[key].as_array().into_iter().flatten() {
            found.push(Constraint::Parity(cell(&mark["cell"], size), even));
        }
    }
    for clue in json["littlekillersum"].as_array().into_iter().flatten() {
        let (mut row, mut col) = place(&clue["cell"]);
        let (down, across) = match clue["direction"].as_str().unwrap() {
            "UL" => (-1, -1),
            "UR" => (-1, 1),
            "DL" => (1, -1),
            _ => (1, 1),
        };
        let mut diagonal = Vec::new();
        loop {
            row += down;
            col += across;
            if !(0..size as isize).contains(&row) || !(0..size as isize).contains(&col) {
                break;
            }
            diagonal.push(row as usize * size + col as usize);
        }
        found.push(Constraint::DiagonalSum(
            diagonal,
            number(&clue["value"]).unwrap(),
        ));
    }
    for clue in json["sandwichsum"].as_array().into_iter().flatten() {
        let (row, col) = place(&clue["cell"]);
        let line: Vec<usize> = if row < 0 || row == size as isize {
            (0..size).map(|r| r * size + col as usize).collect()
        } else {
            (0..size).map(|c| row as usize * size + c).collect()
        };
        found.push(Constraint::Sandwich(line, number(&clue["value"]).unwrap()));
    }
    // X-sums and skyscrapers read their row or column from the clue's side inwards.
    for key in ["xsum", "skyscraper"] {
        for clue in json[key].as_array().into_iter().flatten() {
            let (row, col) = place(&clue["cell"]);
            let n = size as isize;
            let line: Vec<usize> = (0..n)
                .map(|i| {
                    let (r, c) = match (row, col) {
                        (-1, c) => (i, c),
                        (r, c) if r == n => (n - 1 - i, c),
                        (r, -1) => (r, i),
                        (r, _) => (r, n - 1 - i),
                    };
                    (r * n + c) as usize
                })
                .collect();
            let value = number(&clue["value"]).unwrap();
            found.push(if key == "xsum" {
                Constraint::XSum(line, value)
            } else {
                Constraint::Skyscraper(line, value)
            });
        }
    }
    found
}

/// Whether `grid` keeps the puzzle as read here: its givens, different digits in every
/// house and cage, each cage's sum, and every constraint.
pub fn keeps(read: &Read, grid: &[u8]) -> bool {
    let differ = |cells: &[usize]| {
        let mut seen = 0u32;
        cells.iter().all(|&c| {
            let bit = 1 << grid[c];
            let new = seen & bit == 0;
            seen |= bit;
            new
        })
    };
    grid.len() == read.size * read.size
        && grid
            .iter()
            .zip(&read.givens)
            .all(|(&d, &g)| (1..=read.size as u8).contains(&d) && (g == 0 || g == d))
        && read.houses.iter().all(|h| differ(h))
        && read.cages.iter().all(|(cells, sum)| {
            differ(cells)
                && sum.is_none_or(|s| cells.iter().map(|&c| u32::from(grid[c])).sum::<u32>() == s)
        })
        && read.constraints.iter().all(|c| c.holds(grid, read.size))
}
