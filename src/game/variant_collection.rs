//! Collections of variant lines (`x:`, `windoku:`, `jigsaw:`, `killer:`, classic lines among
//! them) and of lines of other sizes (4x4 to 16x16, boxes or jigsaws): read line by line into
//! [`ListEntry`]s that keep each puzzle's rules, and rated by the variant techniques or the
//! engine of every size, so such a file opens in the picker like any other.

use super::collection_entry::{EntryRating, ListEntry};
use super::variant_game::variant_rating;
use crate::formats::{
    FormatError, LineLength, MAX_LINE_BYTES, MAX_SKIPPED_LINE_BYTES, read_line_capped,
};
use crate::generator::sized::SIZED_READ_BUDGET;
use crate::rules::RulePuzzle;
use crate::rules::solver::count_solutions;
use crate::rules::text::parse_line as rule_line;
use crate::variant::{Kind, Puzzle, logic as variant_logic, parse_line, solver};
use std::io::BufRead;

/// One line of a variant collection: a puzzle, or why the line is not one.
pub(super) type LineRead = Result<ListEntry, FormatError>;

/// Reads every puzzle line of `input` (blank lines and `#` comments skipped), calling
/// `each` with each entry or bad line; stops early when `each` returns false, and with a
/// [`FormatError::Read`] when reading fails.
pub(super) fn read_variant_lines(mut input: impl BufRead, mut each: impl FnMut(LineRead) -> bool) {
    let mut buffer = Vec::new();
    let mut line = 0;
    loop {
        line += 1;
        // Capped as classic lines are: a line past the cap is never held whole.
        match read_line_capped(&mut input, &mut buffer, MAX_LINE_BYTES) {
            Ok(None) => return,
            Ok(Some(LineLength::Fits)) => {}
            Ok(Some(LineLength::TooLong)) => {
                let error = FormatError::LineTooLong {
                    line,
                    limit: MAX_LINE_BYTES,
                };
                if !each(Err(error)) {
                    return;
                }
                continue;
            }
            Ok(Some(LineLength::Endless)) => {
                each(Err(FormatError::EndlessLine {
                    line,
                    limit: MAX_SKIPPED_LINE_BYTES,
                }));
                return;
            }
            Err(error) => {
                each(Err(FormatError::Read {
                    line,
                    message: error.to_string(),
                }));
                return;
            }
        }
        if !each_line(&buffer, line).is_none_or(&mut each) {
            return;
        }
    }
}

/// What one line holds: nothing (blank or a comment), a puzzle, or a bad line.
fn each_line(bytes: &[u8], line: usize) -> Option<LineRead> {
    if bytes.len() > MAX_LINE_BYTES {
        return Some(Err(FormatError::LineTooLong {
            line,
            limit: MAX_LINE_BYTES,
        }));
    }
    let text = match std::str::from_utf8(bytes) {
        Ok(text) => text.trim(),
        Err(error) => {
            let good = &bytes[..error.valid_up_to()];
            return Some(Err(FormatError::NotUtf8 {
                line,
                column: String::from_utf8_lossy(good).chars().count() + 1,
                byte: bytes[error.valid_up_to()],
            }));
        }
    };
    if text.is_empty() || text.starts_with('#') {
        return None;
    }
    let number = u32::try_from(line).unwrap_or(u32::MAX);
    let variant_error = match parse_line(text) {
        Ok(puzzle) => {
            return Some(Ok(ListEntry {
                grid: *puzzle.givens(),
                line: number,
                candidates: None,
                rules: (puzzle.kind() != Kind::Classic).then(|| Box::new(puzzle)),
                sized: None,
            }));
        }
        Err(error) => error,
    };
    // Not a 9x9 line: a puzzle of another size, boxes or a jigsaw.
    Some(match rule_line(text) {
        Ok(puzzle) => Ok(ListEntry {
            grid: crate::grid::Grid::empty(),
            line: number,
            candidates: None,
            rules: None,
            sized: Some(Box::new(puzzle)),
        }),
        Err(_) if looks_nine_by_nine(text) => Err(FormatError::Variant {
            line,
            error: variant_error,
        }),
        Err(error) => Err(FormatError::SizedLine { line, error }),
    })
}

/// Whether a line that reads neither way was meant as a 9x9 puzzle (81 symbols, or a
/// variant prefix with them), so that the 9x9 reader's reason is the one told; any other
/// line is told the reason of the reader of every size, which names the lengths it takes.
fn looks_nine_by_nine(text: &str) -> bool {
    let givens = match text.split_once(':') {
        Some((prefix, rest)) => {
            if !prefix.trim().eq_ignore_ascii_case("jigsaw") {
                return Kind::parse(prefix.trim()).is_some();
            }
            rest.split_once(':').map_or(rest, |(givens, _)| givens)
        }
        None => text,
    };
    givens.trim().chars().count() == crate::grid::CELLS
}

/// The rating of a puzzle of another size by the engine of every size, or why it has none
/// (a puzzle whose count runs past the budget the game's own reading allows is too open).
pub(super) fn rate_sized(puzzle: &RulePuzzle) -> EntryRating {
    match count_solutions(puzzle, 2, SIZED_READ_BUDGET) {
        Err(_) => EntryRating::TooOpen,
        Ok(counted) if counted.count == 0 => EntryRating::NoSolution,
        Ok(counted) if counted.count == 1 => {
            EntryRating::Rated(variant_rating(&crate::rules::logic::rate_rules(puzzle)))
        }
        Ok(_) => EntryRating::Multiple,
    }
}

/// The rating of a variant puzzle by its own rules, or why it has none.
pub(super) fn rate_variant(puzzle: &Puzzle) -> EntryRating {
    match solver::count_solutions(puzzle, 2) {
        0 => EntryRating::NoSolution,
        1 => EntryRating::Rated(variant_rating(&variant_logic::rate(puzzle))),
        _ => EntryRating::Multiple,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_become_entries_with_their_rules_and_bad_lines_errors_naming_them() {
        let x = format!("x:{}", "1".to_string() + &".".repeat(80));
        let classic =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        let text = format!(
            "# a comment\n\n{x}\njigsaw:{}:123\n{classic}\n",
            ".".repeat(81)
        );
        let mut read = Vec::new();
        read_variant_lines(text.as_bytes(), |item| {
            read.push(item);
            true
        });
        assert_eq!(read.len(), 3);
        let first = read[0].as_ref().expect("the X line reads");
        assert_eq!(first.line, 3);
        assert_eq!(first.rules.as_ref().map(|p| p.kind()), Some(Kind::X));
        assert!(matches!(
            &read[1],
            Err(FormatError::Variant { line: 4, .. })
        ));
        let last = read[2].as_ref().expect("the classic line reads");
        assert!(
            last.rules.is_none(),
            "a classic line plays on the classic engine"
        );
        // Two solutions at most are looked for: an X puzzle with one given has many.
        let puzzle = parse_line(&x).expect("valid");
        assert_eq!(rate_variant(&puzzle), EntryRating::Multiple);
    }

    #[test]
    fn a_bad_line_is_told_the_reason_of_the_reader_it_was_meant_for() {
        let bad_regions = format!("jigsaw:{}:{}", ".".repeat(81), "1".repeat(81));
        let short_x = format!("x:{}", ".".repeat(36));
        let bad_six = format!("7{}", ".".repeat(35));
        let small_jigsaw = format!("jigsaw:{}:{}", ".".repeat(25), "1".repeat(25));
        for (text, nine) in [
            (bad_regions.as_str(), true),
            (short_x.as_str(), true),
            (bad_six.as_str(), false),
            (small_jigsaw.as_str(), false),
            (&".".repeat(50), false),
        ] {
            match each_line(text.as_bytes(), 7) {
                Some(Err(FormatError::Variant { line: 7, .. })) => assert!(nine, "{text}"),
                Some(Err(FormatError::SizedLine { line: 7, .. })) => assert!(!nine, "{text}"),
                other => panic!("{text}: {other:?}"),
            }
        }
    }

    #[test]
    fn a_line_without_an_end_stops_the_reading_after_a_bounded_amount() {
        let good = format!("x:{}", ".".repeat(81));
        let mut text = b"x:".to_vec();
        text.extend(std::iter::repeat_n(b'.', MAX_SKIPPED_LINE_BYTES + 1024));
        text.extend_from_slice(format!("\n{good}\n").as_bytes());
        let mut read = Vec::new();
        read_variant_lines(text.as_slice(), |item| {
            read.push(item);
            true
        });
        assert_eq!(read.len(), 1, "reading stops at the endless line");
        assert!(matches!(
            read[0],
            Err(FormatError::EndlessLine { line: 1, .. })
        ));
        // A long line with an end is only too long, and the lines after it are read.
        let text = format!("x:{}\n{good}\n", ".".repeat(MAX_LINE_BYTES));
        let mut read = Vec::new();
        read_variant_lines(text.as_bytes(), |item| {
            read.push(item);
            true
        });
        assert!(matches!(
            read[0],
            Err(FormatError::LineTooLong { line: 1, .. })
        ));
        assert_eq!(read[1].as_ref().map(|entry| entry.line).ok(), Some(2));
    }
}
