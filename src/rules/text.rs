//! The line forms of puzzles of every size:
//!
//! - a grid with boxes: its N×N cells on one line, row by row (16 characters for a 4x4,
//!   36 for a 6x6, … 256 for a 16x16);
//! - a jigsaw of any size: `jigsaw:<N×N givens>:<N×N region ids>`.
//!
//! A cell is `1`-`9`, then `A`-`G` (either case) for 10 to 16, or `.`, `0`, `-` or `*` when
//! empty; a region id is a digit symbol too, `1` for the first region. Written lines use `.`
//! for empty cells and upper-case letters, and read back to the same puzzle.
//!
//! The 9x9 lines (classic and today's variants) keep their own reader, `variant::format`;
//! this one takes every other size.

use super::{RuleError, RulePuzzle};
use crate::shape::{self, Shape, ShapeError, digit_symbol, parse_digit_symbol};

/// The prefix of a jigsaw line.
pub const JIGSAW_PREFIX: &str = "jigsaw";

/// The line lengths of grids with boxes: N×N for every N from 4 to 16 that has boxes.
pub const BOXED_LENGTHS: [usize; 9] = [16, 36, 64, 81, 100, 144, 196, 225, 256];

/// Which part of a jigsaw line.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LineField {
    /// The givens.
    Givens,
    /// The region ids.
    Regions,
}

impl std::fmt::Display for LineField {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            LineField::Givens => "givens",
            LineField::Regions => "region ids",
        })
    }
}

/// Why a line is no puzzle.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum LineError {
    /// A line of givens whose length is no grid with boxes.
    #[error(
        "a line of givens should have 16, 36, 64, 81, 100, 144, 196, 225 or 256 characters (a grid with boxes, 4x4 to 16x16) but has {found}; other sizes are written as jigsaw lines"
    )]
    NotABoxedLength {
        /// The characters found.
        found: usize,
    },
    /// A jigsaw's givens whose length is no square from 4x4 to 16x16.
    #[error("a jigsaw's givens should have N×N characters for N from 4 to 16 but have {found}")]
    NotASquare {
        /// The characters found.
        found: usize,
    },
    /// The region ids do not cover the grid one a cell.
    #[error("expected {expected} region ids, one a cell, found {found}")]
    RegionCount {
        /// The grid's cells.
        expected: usize,
        /// The ids found.
        found: usize,
    },
    /// A character that is neither a digit of the grid nor an empty cell.
    #[error(
        "character {position} of the {field}: {found:?} is not a digit of a {size}x{size} grid (1-9, then A-G)"
    )]
    BadSymbol {
        /// Which field.
        field: LineField,
        /// 1-based position in the field.
        position: usize,
        /// The character found.
        found: char,
        /// The grid's size.
        size: usize,
    },
    /// The line has a prefix other than `jigsaw`.
    #[error("unknown prefix {prefix:?}: a grid other than 9x9 is a plain line or a jigsaw line")]
    UnknownPrefix {
        /// The prefix found.
        prefix: String,
    },
    /// A jigsaw line without its region ids.
    #[error("the region ids are missing")]
    MissingRegions,
    /// Text after the last field.
    #[error("unexpected text after the region ids")]
    ExtraField,
    /// The regions do not make a shape.
    #[error("{0}")]
    Shape(#[from] ShapeError),
    /// The givens break the shape's houses.
    #[error("{0}")]
    Rules(#[from] RuleError),
}

/// Whether a line (trimmed, without a prefix) of `length` characters is a grid with boxes of
/// a size other than 9x9, which only this reader takes.
pub fn is_other_boxed_length(length: usize) -> bool {
    length != 81 && BOXED_LENGTHS.contains(&length)
}

/// Reads a line of any size (surrounding whitespace and a byte-order mark ignored).
pub fn parse_line(line: &str) -> Result<RulePuzzle, LineError> {
    let line = line.trim_start_matches('\u{feff}').trim();
    let Some((prefix, rest)) = line.split_once(':') else {
        let found = line.chars().count();
        let size = size_of_length(found)
            .filter(|&size| shape::box_dims(size).is_some())
            .ok_or(LineError::NotABoxedLength { found })?;
        let givens = read_symbols(line, size, LineField::Givens, true)?;
        return Ok(RulePuzzle::new(Shape::boxed(size)?, givens, Vec::new())?);
    };
    if !prefix.trim().eq_ignore_ascii_case(JIGSAW_PREFIX) {
        return Err(LineError::UnknownPrefix {
            prefix: prefix.to_owned(),
        });
    }
    let (givens, regions) = rest.split_once(':').ok_or(LineError::MissingRegions)?;
    if regions.contains(':') {
        return Err(LineError::ExtraField);
    }
    let (givens, regions) = (givens.trim(), regions.trim());
    let found = givens.chars().count();
    let size = size_of_length(found).ok_or(LineError::NotASquare { found })?;
    let ids = regions.chars().count();
    if ids != found {
        return Err(LineError::RegionCount {
            expected: found,
            found: ids,
        });
    }
    let givens = read_symbols(givens, size, LineField::Givens, true)?;
    let labels: Vec<u8> = read_symbols(regions, size, LineField::Regions, false)?
        .into_iter()
        .map(|id| id - 1)
        .collect();
    let shape = Shape::with_regions(size, &labels)?;
    Ok(RulePuzzle::new(shape, givens, Vec::new())?)
}

/// The size N of a grid of `cells` cells, when it is a square of a size Nonet plays.
fn size_of_length(cells: usize) -> Option<usize> {
    (shape::MIN_SIZE..=shape::MAX_SIZE).find(|size| size * size == cells)
}

/// The digits of `field`, one a character; empty marks read as 0 when `empties` allows them.
fn read_symbols(
    field: &str,
    size: usize,
    which: LineField,
    empties: bool,
) -> Result<Vec<u8>, LineError> {
    field
        .chars()
        .enumerate()
        .map(|(index, symbol)| match symbol {
            '.' | '0' | '-' | '*' if empties => Ok(0),
            _ => parse_digit_symbol(symbol, size).ok_or(LineError::BadSymbol {
                field: which,
                position: index + 1,
                found: symbol,
                size,
            }),
        })
        .collect()
}

/// Why a puzzle has no line form here.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum NoLineForm {
    /// The puzzle has rules beyond its shape's houses.
    #[error("a puzzle with rules beyond its houses has no line form yet")]
    HasRules,
    /// The shape has neither boxes nor regions (a Latin square).
    #[error("a grid without boxes or regions has no line form")]
    NoBoxesOrRegions,
}

/// The line form of a puzzle with boxes or regions and no other rules.
pub fn write_line(puzzle: &RulePuzzle) -> Result<String, NoLineForm> {
    if !puzzle.rules().is_empty() {
        return Err(NoLineForm::HasRules);
    }
    let shape = puzzle.shape();
    let givens = symbols(puzzle.givens());
    if shape.box_dims().is_some() {
        return Ok(givens);
    }
    if !shape.has_regions() {
        return Err(NoLineForm::NoBoxesOrRegions);
    }
    let ids: String = (0..shape.cells())
        .map(|cell| {
            // Every cell of a shape with regions has one (Shape::with_regions checks it).
            let label = shape.region_of(cell).unwrap_or(0);
            digit_symbol(u8::try_from(label + 1).unwrap_or(0))
        })
        .collect();
    Ok(format!("{JIGSAW_PREFIX}:{givens}:{ids}"))
}

/// Digits as a line: `.` for 0, then `1`-`9` and `A`-`G`.
pub fn symbols(digits: &[u8]) -> String {
    digits
        .iter()
        .map(|&digit| if digit == 0 { '.' } else { digit_symbol(digit) })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boxed_lines_of_every_size_read_and_write_back() {
        for size in [4, 6, 8, 9, 10, 12, 14, 15, 16] {
            let mut line = ".".repeat(size * size);
            line.replace_range(0..1, "1");
            let last = digit_symbol(size as u8).to_string();
            line.replace_range(size * size - 1.., &last);
            let puzzle = parse_line(&line).unwrap();
            assert_eq!(puzzle.shape(), &Shape::boxed(size).unwrap());
            assert_eq!(puzzle.givens()[0], 1);
            assert_eq!(usize::from(puzzle.givens()[size * size - 1]), size);
            assert_eq!(write_line(&puzzle).unwrap(), line);
        }
    }

    #[test]
    fn letters_read_in_either_case_and_empties_in_every_form() {
        let mut line = "g".to_owned();
        line.push_str(&"0.-*".repeat(63));
        line.push_str("..A");
        let puzzle = parse_line(&line).unwrap();
        assert_eq!(puzzle.givens()[0], 16);
        assert_eq!(puzzle.givens()[255], 10);
        assert_eq!(puzzle.givens().iter().filter(|&&d| d != 0).count(), 2);
    }

    #[test]
    fn a_jigsaw_of_a_prime_size_reads_and_writes_back() {
        // Five rows of five: each row is a region, so the regions are the rows.
        let ids: String = (1..=5u8)
            .flat_map(|r| std::iter::repeat_n(digit_symbol(r), 5))
            .collect();
        let line = format!("jigsaw:1{}:{ids}", ".".repeat(24));
        let puzzle = parse_line(&line).unwrap();
        assert_eq!(puzzle.shape().size(), 5);
        assert_eq!(puzzle.shape().region_of(7), Some(1));
        assert_eq!(write_line(&puzzle).unwrap(), line);
    }

    #[test]
    fn bad_lines_say_what_is_wrong() {
        let e = parse_line(&".".repeat(20)).unwrap_err();
        assert_eq!(e, LineError::NotABoxedLength { found: 20 });
        assert!(e.to_string().contains("16, 36, 64"));
        assert_eq!(
            parse_line(&".".repeat(25)).unwrap_err(),
            LineError::NotABoxedLength { found: 25 },
            "a 5x5 has no boxes"
        );
        let mut line = ".".repeat(16);
        line.replace_range(3..4, "5");
        assert_eq!(
            parse_line(&line).unwrap_err(),
            LineError::BadSymbol {
                field: LineField::Givens,
                position: 4,
                found: '5',
                size: 4
            }
        );
        assert!(matches!(
            parse_line(&format!("11{}", ".".repeat(14))).unwrap_err(),
            LineError::Rules(RuleError::RepeatedGiven { digit: 1, .. })
        ));
        assert_eq!(
            parse_line(&format!("x:{}", ".".repeat(16))).unwrap_err(),
            LineError::UnknownPrefix { prefix: "x".into() }
        );
        assert_eq!(
            parse_line(&format!("jigsaw:{}", ".".repeat(25))).unwrap_err(),
            LineError::MissingRegions
        );
        assert_eq!(
            parse_line(&format!("jigsaw:{}:{}", ".".repeat(25), "1".repeat(24))).unwrap_err(),
            LineError::RegionCount {
                expected: 25,
                found: 24
            }
        );
        assert!(matches!(
            parse_line(&format!("jigsaw:{}:{}", ".".repeat(25), "1".repeat(25))).unwrap_err(),
            LineError::Shape(ShapeError::RegionSize { .. })
        ));
        assert_eq!(
            parse_line(&format!("jigsaw:{}:{}", ".".repeat(24), "1".repeat(24))).unwrap_err(),
            LineError::NotASquare { found: 24 }
        );
    }
}
