//! Puzzles from f-puzzles and SudokuPad (issue #55): their links (`f-puzzles.com/?load=…`,
//! `sudokupad.app/fpuzzles…` and the other forms [`link`] reads), whose payload is the
//! puzzle's JSON compressed by lz-string ([`lz`]), and that JSON itself ([`json`]).
//!
//! A puzzle becomes a [`RulePuzzle`] of the generic engine with its title, author, rules
//! text and solution beside it. The rules the engine models so far are read (irregular
//! regions, `diagonal+`, `diagonal-`, `extraregion`, `killercage` with or without a sum);
//! every other rule is refused by name. Where the puzzle is one of today's kinds (a classic
//! 9x9, X, Windoku, Jigsaw or Killer, or a grid of another size with boxes or regions),
//! [`Imported::line`] gives Nonet's own line for it, so it is solved, rated and played by
//! the same code as that line. [`fpuzzles_link`], [`sudokupad_link`] and [`to_json`] write
//! any puzzle back in those forms.

mod json;
pub mod link;
pub mod lz;
mod rules_in;
mod rules_out;
mod write;

pub use write::{FPUZZLES_LINK, SUDOKUPAD_LINK, fpuzzles_link, sudokupad_link, to_json};

use crate::rules::{Cage, Diagonal, ExtraRegion, Rule, RuleError, RulePuzzle};
use crate::shape::ShapeError;
use crate::variant::{self, Kind};

/// The longest link read: real links are a few kilobytes, the richest some tens.
pub const MAX_LINK_BYTES: usize = 1 << 20;

/// The longest JSON text read, a file's included.
pub const MAX_JSON_BYTES: usize = 8 << 20;

/// Why a link or JSON text gave no puzzle.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum FpuzzlesError {
    /// A link too long for any puzzle's.
    #[error("the link has {bytes} bytes, more than a puzzle's link can have ({limit})")]
    LinkTooLong {
        /// Its length.
        bytes: usize,
        /// The most read.
        limit: usize,
    },
    /// An f-puzzles link without its `load=` part, or a bare `fpuzzles` with nothing after.
    #[error("the link holds no puzzle (an f-puzzles link has one after load=)")]
    NoPayload,
    /// A SudokuPad puzzle id that is not an f-puzzles payload: kept on SudokuPad's server,
    /// or in its own format.
    #[error(
        "the SudokuPad puzzle {id} is kept on SudokuPad's server or in its own format; only links whose puzzle id starts with fpuzzles carry the puzzle itself"
    )]
    NotSelfContained {
        /// The id's start.
        id: String,
    },
    /// The payload is not lz-string's base64, or was cut short.
    #[error("the link's puzzle does not decompress: the link may have been cut short or changed")]
    NotDecompressible,
    /// The payload decompresses to more text than any puzzle has.
    #[error("the link's puzzle decompresses to more than {units} characters")]
    TooLong {
        /// The most characters read.
        units: usize,
    },
    /// The text is not JSON.
    #[error("the puzzle's JSON is broken at line {line}, column {column}")]
    Json {
        /// The line, from 1.
        line: usize,
        /// The column, from 1.
        column: usize,
    },
    /// The JSON is not an object.
    #[error("the JSON is not an f-puzzles puzzle (it is no object)")]
    NotAnObject,
    /// A key every f-puzzles puzzle has is missing.
    #[error("the JSON is not an f-puzzles puzzle: it has no \"{key}\"")]
    MissingKey {
        /// The key.
        key: &'static str,
    },
    /// A size outside 4 to 16.
    #[error("the size {size} is not one from 4 to 16")]
    Size {
        /// The size found.
        size: i64,
    },
    /// A key's value is not as f-puzzles writes it.
    #[error("\"{key}\" is not as f-puzzles writes it")]
    BadValue {
        /// The key, with the cell for a cell's field.
        key: String,
    },
    /// A cell name that is no cell of the grid.
    #[error("\"{key}\": {cell:?} is no cell of the grid (R1C1 to R{size}C{size})")]
    BadCell {
        /// The rule's key.
        key: String,
        /// The name found.
        cell: String,
        /// The grid's size.
        size: usize,
    },
    /// A cell in no region, which the engine cannot play yet.
    #[error("the cell {cell} is in no region, which Nonet cannot play yet")]
    CellInNoRegion {
        /// The cell, as f-puzzles names it.
        cell: String,
    },
    /// A rule the engine does not model.
    #[error("unsupported rule: {name}")]
    UnsupportedRule {
        /// Its key.
        name: String,
    },
    /// The regions do not make a shape.
    #[error(transparent)]
    Shape(#[from] ShapeError),
    /// A rule or the givens are not well formed.
    #[error(transparent)]
    Rule(#[from] RuleError),
}

/// A puzzle read from f-puzzles' form, with what it says about itself.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Imported {
    /// The puzzle.
    pub puzzle: RulePuzzle,
    /// Its title.
    pub title: Option<String>,
    /// Its author.
    pub author: Option<String>,
    /// Its rules, as the setter wrote them.
    pub rules_text: Option<String>,
    /// Its solution as the setter gave it, one digit a cell, when it gave a whole one.
    pub solution: Option<Vec<u8>>,
}

/// The puzzle in `text` when it is an f-puzzles or SudokuPad link or f-puzzles JSON (an
/// object); `None` when it is neither, so other readers can have it.
pub fn read_text(text: &str) -> Option<Result<Imported, FpuzzlesError>> {
    let trimmed = text.trim_start_matches('\u{feff}').trim_start();
    if trimmed.starts_with('{') {
        return Some(read_json(text));
    }
    if !link::looks_like_link(trimmed) {
        return None;
    }
    if text.len() > MAX_LINK_BYTES {
        return Some(Err(FpuzzlesError::LinkTooLong {
            bytes: text.len(),
            limit: MAX_LINK_BYTES,
        }));
    }
    let payload = link::payload_in(&text.replace(['\n', '\r'], ""))?;
    Some(payload.and_then(|payload| read_payload(&payload)))
}

/// Reads f-puzzles JSON.
pub fn read_json(text: &str) -> Result<Imported, FpuzzlesError> {
    if text.len() > MAX_JSON_BYTES {
        return Err(FpuzzlesError::TooLong {
            units: MAX_JSON_BYTES,
        });
    }
    json::read(text.trim_start_matches('\u{feff}'))
}

/// Reads a link's payload, trying it as it came, then with `//` put back where transit may
/// have made it `/`; the error is the payload's own as it came.
fn read_payload(payload: &str) -> Result<Imported, FpuzzlesError> {
    let first = lz::decompress_base64(payload).and_then(|text| json::read(&text));
    if first.is_ok() || !payload.contains('/') {
        return first;
    }
    link::repairs(payload)
        .skip(1)
        .find_map(|repaired| {
            lz::decompress_base64(&repaired)
                .and_then(|text| json::read(&text))
                .ok()
        })
        .map_or(first, Ok)
}

impl Imported {
    /// Nonet's own line for the puzzle, where it has one: a classic, X, Windoku, Jigsaw or
    /// Killer line for a 9x9 of one of those kinds, a line of another size for a grid of
    /// another size with boxes or regions and no other rule; `None` for any other puzzle.
    pub fn line(&self) -> Option<String> {
        let puzzle = &self.puzzle;
        if puzzle.shape().size() != 9 {
            return crate::rules::text::write_line(puzzle).ok();
        }
        as_variant(puzzle).map(|puzzle| variant::write_line(&puzzle))
    }
}

/// The 9x9 puzzle as today's variant of its kind, when it is one.
fn as_variant(puzzle: &RulePuzzle) -> Option<variant::Puzzle> {
    let cells: [u8; crate::grid::CELLS] = puzzle.givens().try_into().ok()?;
    let givens = crate::grid::Grid::from_cells(cells).ok()?;
    let shape = puzzle.shape();
    let rules = puzzle.rules();
    if shape.has_regions() {
        if !rules.is_empty() {
            return None;
        }
        let mut regions = [0u8; crate::grid::CELLS];
        for (cell, region) in regions.iter_mut().enumerate() {
            *region = u8::try_from(shape.region_of(cell)?).ok()?;
        }
        return variant::Puzzle::jigsaw(givens, regions).ok();
    }
    shape.box_dims()?;
    if rules.is_empty() {
        return variant::Puzzle::new(Kind::Classic, givens).ok();
    }
    let both_diagonals = [
        Rule::Diagonal(Diagonal { anti: false }),
        Rule::Diagonal(Diagonal { anti: true }),
    ];
    if rules.len() == 2 && both_diagonals.iter().all(|rule| rules.contains(rule)) {
        return variant::Puzzle::new(Kind::X, givens).ok();
    }
    let windows: Vec<Rule> = [(1, 1), (1, 5), (5, 1), (5, 5)]
        .into_iter()
        .map(|(top, left)| Rule::ExtraRegion(ExtraRegion::window(9, top, left, 3, 3)))
        .collect();
    let same_cells = |a: &Rule, b: &Rule| match (a, b) {
        (Rule::ExtraRegion(a), Rule::ExtraRegion(b)) => {
            let mut a = a.cells.clone();
            a.sort_unstable();
            let mut b = b.cells.clone();
            b.sort_unstable();
            a == b
        }
        _ => false,
    };
    if rules.len() == 4
        && windows
            .iter()
            .all(|window| rules.iter().any(|rule| same_cells(rule, window)))
    {
        return variant::Puzzle::new(Kind::Windoku, givens).ok();
    }
    let cages: Option<Vec<(Vec<usize>, u32)>> = rules
        .iter()
        .map(|rule| match rule {
            Rule::Cage(Cage {
                cells,
                sum: Some(sum),
            }) => Some((cells.clone(), *sum)),
            _ => None,
        })
        .collect();
    variant::Puzzle::killer(givens, cages?).ok()
}

/// The box shape f-puzzles gives a size, as the engine's: here for the tests' sake, the
/// same rule (the height the largest divisor not above the square root).
#[cfg(test)]
fn fpuzzles_box_dims(size: usize) -> Option<(usize, usize)> {
    let height = (1..=size)
        .rev()
        .find(|h| h * h <= size && size.is_multiple_of(*h))?;
    (height > 1).then_some((height, size / height))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::box_dims;

    #[test]
    fn f_puzzles_boxes_are_the_engines() {
        for size in 4..=16 {
            assert_eq!(box_dims(size), fpuzzles_box_dims(size), "{size}");
        }
    }
}
