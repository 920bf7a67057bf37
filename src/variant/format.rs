//! The line format of variant puzzles:
//!
//! - classic: the 81 givens alone, as in every line file;
//! - `x:<81 givens>` and `windoku:<81 givens>`;
//! - `jigsaw:<81 givens>:<81 region ids 1-9>`;
//! - `killer:<81 givens>:<81 cage ids>:<sums>`, where a cage id is any character but `.`
//!   (a cell in no cage), each distinct id is one cage, and the sums are comma-separated in
//!   the order of each cage's first cell in reading order.
//!
//! Givens read like the classic line format: `1`-`9`, and `.`, `0`, `-` or `*` for an empty
//! cell. Written lines use `.` for empty cells and, for cages, ids from [`CAGE_IDS`] in the
//! order of the cages' first cells; such lines read back to the same text.

use super::{Field, Kind, Puzzle, VariantError, geometry};
use crate::grid::{CELLS, Grid, digit_from_char};

/// The cage ids written lines use, the first for the cage that starts first. There are 81,
/// as many as a grid can have cages.
pub const CAGE_IDS: &str = concat!(
    "abcdefghijklmnopqrstuvwxyz",
    "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "0123456789",
    "#$%&*+-/=?@^_~<>()[]{}!;'"
);

/// Reads a puzzle line of any variant (surrounding whitespace, and the byte-order mark that
/// may open a file, ignored).
pub fn parse_line(line: &str) -> Result<Puzzle, VariantError> {
    let line = line.trim_start_matches('\u{feff}').trim();
    let Some((prefix, rest)) = line.split_once(':') else {
        return Puzzle::new(Kind::Classic, read_givens(line)?);
    };
    let kind = Kind::parse(prefix)
        .filter(|&kind| kind != Kind::Classic)
        .ok_or_else(|| VariantError::UnknownVariant {
            prefix: prefix.to_owned(),
        })?;
    match kind {
        Kind::Classic | Kind::X | Kind::Windoku => {
            if rest.contains(':') {
                return Err(VariantError::ExtraField {
                    after: Field::Givens,
                });
            }
            Puzzle::new(kind, read_givens(rest)?)
        }
        Kind::Jigsaw => {
            let (givens, regions) = rest
                .split_once(':')
                .ok_or(VariantError::MissingField(Field::Regions))?;
            if regions.contains(':') {
                return Err(VariantError::ExtraField {
                    after: Field::Regions,
                });
            }
            let givens = read_givens(givens)?;
            Puzzle::jigsaw(givens, read_regions(regions)?)
        }
        Kind::Killer => {
            // Givens and sums never hold a colon, so cage ids may.
            let (givens, rest) = rest
                .split_once(':')
                .ok_or(VariantError::MissingField(Field::Cages))?;
            let (cages, sums) = rest
                .rsplit_once(':')
                .ok_or(VariantError::MissingField(Field::Sums))?;
            let givens = read_givens(givens)?;
            let cages = read_cages(cages)?;
            let sums = read_sums(sums)?;
            if sums.len() != cages.len() {
                return Err(VariantError::SumCount {
                    cages: cages.len(),
                    sums: sums.len(),
                });
            }
            Puzzle::killer(givens, cages.into_iter().zip(sums).collect())
        }
    }
}

/// The line of a puzzle, in the canonical form [`parse_line`] reads back to the same puzzle.
pub fn write_line(puzzle: &Puzzle) -> String {
    let givens = puzzle.givens().to_line();
    match puzzle.kind() {
        Kind::Classic => givens,
        Kind::X | Kind::Windoku => format!("{}:{givens}", puzzle.kind()),
        Kind::Jigsaw => {
            let regions: String = puzzle
                .regions()
                .iter()
                .map(|&region| char::from(b'1' + region))
                .collect();
            format!("jigsaw:{givens}:{regions}")
        }
        Kind::Killer => {
            let mut ids = ['.'; CELLS];
            for (cage, id) in puzzle.cages().iter().zip(CAGE_IDS.chars()) {
                for &cell in cage.cells() {
                    ids[usize::from(cell)] = id;
                }
            }
            let ids: String = ids.iter().collect();
            let sums: Vec<String> = puzzle
                .cages()
                .iter()
                .map(|cage| cage.sum().to_string())
                .collect();
            format!("killer:{givens}:{ids}:{}", sums.join(","))
        }
    }
}

/// The 81 givens of a field.
fn read_givens(field: &str) -> Result<Grid, VariantError> {
    let found = field.chars().count();
    if found != CELLS {
        return Err(VariantError::WrongLength {
            field: Field::Givens,
            found,
        });
    }
    let mut cells = [0u8; CELLS];
    for (position, (cell, c)) in cells.iter_mut().zip(field.chars()).enumerate() {
        *cell = digit_from_char(c).ok_or(VariantError::BadGiven {
            position: position + 1,
            found: c,
        })?;
    }
    // Invariant: digit_from_char yields values 0-9 only, which from_cells always accepts.
    Ok(Grid::from_cells(cells).expect("digit_from_char yields values 0-9"))
}

/// Checks that a cell field has 81 characters.
fn exact_cells(field: &str, which: Field) -> Result<(), VariantError> {
    let found = field.chars().count();
    if found == CELLS {
        Ok(())
    } else {
        Err(VariantError::WrongLength {
            field: which,
            found,
        })
    }
}

/// The region (0..9) of each cell, from ids 1-9.
fn read_regions(field: &str) -> Result<[u8; CELLS], VariantError> {
    exact_cells(field, Field::Regions)?;
    let mut regions = [0u8; CELLS];
    for (cell, c) in field.chars().enumerate() {
        regions[cell] = match c {
            '1'..='9' => c as u8 - b'1',
            _ => return Err(VariantError::BadRegionId { cell, found: c }),
        };
    }
    Ok(regions)
}

/// The cells of each cage, in the order of their first cells, from the ids.
fn read_cages(field: &str) -> Result<Vec<Vec<usize>>, VariantError> {
    exact_cells(field, Field::Cages)?;
    let mut ids: Vec<char> = Vec::new();
    let mut cages: Vec<Vec<usize>> = Vec::new();
    for (cell, id) in field.chars().enumerate() {
        if id == '.' {
            continue;
        }
        match ids.iter().position(|&known| known == id) {
            Some(index) => cages[index].push(cell),
            None => {
                ids.push(id);
                cages.push(vec![cell]);
            }
        }
    }
    for cells in &cages {
        let set = cells.iter().fold(0u128, |set, &cell| set | 1 << cell);
        if !geometry::is_connected(set) {
            return Err(VariantError::DisconnectedCage {
                first_cell: cells[0],
            });
        }
    }
    Ok(cages)
}

/// The comma-separated sums (none for an empty field).
fn read_sums(field: &str) -> Result<Vec<u32>, VariantError> {
    if field.is_empty() {
        return Ok(Vec::new());
    }
    field
        .split(',')
        .enumerate()
        .map(|(index, text)| {
            let number = text
                .bytes()
                .all(|b| b.is_ascii_digit())
                .then(|| text.parse::<u32>().ok())
                .flatten();
            number.ok_or_else(|| VariantError::BadSum {
                position: index + 1,
                text: text.to_owned(),
            })
        })
        .collect()
}
