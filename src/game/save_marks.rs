//! A position's notes and marks as a save writes them: each cell with any, by name.

use super::Marks;
use crate::grid::{CELLS, Candidates, DigitSet, cell_at, cell_name, digit_from_char};
use std::collections::BTreeMap;

/// Notes as a save writes them: each cell with notes by name, its digits as a string.
pub(super) fn notes_text(notes: &Candidates) -> BTreeMap<String, String> {
    (0..CELLS)
        .filter(|&c| !notes.get(c).is_empty())
        .map(|c| {
            let digits: String = notes.get(c).iter().map(|d| (b'0' + d) as char).collect();
            (cell_name(c), digits)
        })
        .collect()
}

/// Reads notes written by [`notes_text`]; `what` names them in errors.
pub(super) fn notes_from_text(
    text: &BTreeMap<String, String>,
    what: &str,
) -> Result<Candidates, String> {
    let mut notes = Candidates::none();
    for (name, digits) in text {
        let cell =
            parse_cell_name(name).ok_or_else(|| format!("{what}: {name:?} is not a cell"))?;
        let mut set = DigitSet::EMPTY;
        for ch in digits.chars() {
            match digit_from_char(ch) {
                Some(d @ 1..=9) => set.insert(d),
                _ => {
                    return Err(format!("{what} of {name}: {ch:?} is not a digit 1-9"));
                }
            }
        }
        notes.set(cell, set);
    }
    Ok(notes)
}

/// Every cell's marks as a save writes them: the cells with any, by name.
pub(super) fn marks_text(marks: &[Marks; CELLS]) -> BTreeMap<String, Marks> {
    (0..CELLS)
        .filter(|&c| !marks[c].is_empty())
        .map(|c| (cell_name(c), marks[c]))
        .collect()
}

/// Reads marks written by [`marks_text`]; `what` names them in errors.
pub(super) fn marks_from_text(
    text: &BTreeMap<String, Marks>,
    what: &str,
) -> Result<Box<[Marks; CELLS]>, String> {
    let mut marks = Box::new([Marks::NONE; CELLS]);
    for (name, cell_marks) in text {
        let cell =
            parse_cell_name(name).ok_or_else(|| format!("{what}: {name:?} is not a cell"))?;
        if !cell_marks.is_valid() {
            return Err(format!(
                "{what} of {name}: a digit or colour is out of range"
            ));
        }
        marks[cell] = *cell_marks;
    }
    Ok(marks)
}

/// Reads a cell name such as `r3c5`.
pub(super) fn parse_cell_name(name: &str) -> Option<usize> {
    let bytes = name.trim().as_bytes();
    match bytes {
        [b'r' | b'R', r @ b'1'..=b'9', b'c' | b'C', c @ b'1'..=b'9'] => {
            Some(cell_at((r - b'1') as usize, (c - b'1') as usize))
        }
        _ => None,
    }
}
