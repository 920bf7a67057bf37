//! The words Chinese sentences are built from: houses (第3行), lists of cells and digits
//! joined by 和 or 或. Shared by the step sentences, the chain sentences and the walks.

use crate::grid::{DigitSet, Unit, cell_name};
use crate::logic::Candidate;

/// "第3行", "第5列", "第4宫".
pub(super) fn unit_name(unit: Unit) -> String {
    match unit {
        Unit::Row(r) => format!("第{}行", r + 1),
        Unit::Col(c) => format!("第{}列", c + 1),
        Unit::Box(b) => format!("第{}宫", b + 1),
    }
}

/// The cells of some candidates, each once, in increasing order: "r1c1、r2c2和r3c3".
pub(super) fn cells_of(candidates: &[Candidate]) -> String {
    let mut cells: Vec<u8> = candidates.iter().map(|c| c.cell).collect();
    cells.sort_unstable();
    cells.dedup();
    cell_list(&cells)
}

/// "r1c1", "r1c1和r2c2", "r1c1、r2c2和r3c3", in the order given.
pub(super) fn cell_list(cells: &[u8]) -> String {
    let names: Vec<String> = cells.iter().map(|&c| cell_name(c as usize)).collect();
    join_and(&names)
}

/// "1", "1和2", "1、2和3".
pub(super) fn digit_list(digits: DigitSet) -> String {
    let words: Vec<String> = digits.iter().map(|d| d.to_string()).collect();
    join_and(&words)
}

/// "a", "a和b", "a、b和c".
pub(super) fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{}和{last}", init.join("、")),
    }
}

/// "a", "a或b", "a、b或c".
pub(super) fn join_or(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{}或{last}", init.join("、")),
    }
}
