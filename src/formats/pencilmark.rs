//! Pencilmark (Sukaku) lines: 729 characters, nine per cell in reading order, where the
//! character at place d (1-9) of a cell is the digit d while it is still a candidate there
//! and `.` (or `0`) when it is not. Solvers exchange puzzles that start from given
//! candidates this way, and practice positions are written in it.
//!
//! A cell with one candidate whose digit no peer still has is read as placed; one whose
//! digit a peer still has is an open naked single (its peers have not been cleared yet).

use super::FormatError;
use crate::grid::{CELLS, Candidates, DigitSet, Grid, PEERS};

/// The characters of a pencilmark line.
pub const PENCILMARK_CHARS: usize = CELLS * 9;

/// The givens and candidates of a pencilmark line (already stripped of its line ending),
/// or `None` when `text` is not 729 cell characters (then it is some other layout). A
/// line of the right length with a digit out of its place is an error naming its column.
pub fn parse_line(text: &str, line: usize) -> Option<Result<(Grid, Candidates), FormatError>> {
    let text = text.trim();
    if text.len() != PENCILMARK_CHARS || !text.bytes().all(|b| b == b'.' || b.is_ascii_digit()) {
        return None;
    }
    let mut marks = [DigitSet::EMPTY; CELLS];
    for (index, byte) in text.bytes().enumerate() {
        let place = (index % 9) as u8 + 1;
        match byte {
            b'.' | b'0' => {}
            _ if byte - b'0' == place => marks[index / 9].insert(place),
            _ => {
                return Some(Err(FormatError::MarkOutOfPlace {
                    line,
                    column: index + 1,
                    found: char::from(byte),
                    place,
                }));
            }
        }
    }
    Some(Ok(from_marks(&marks)))
}

/// The givens and candidates that per-cell candidate sets stand for (see the module's note
/// on which single candidates count as placed).
pub fn from_marks(marks: &[DigitSet; CELLS]) -> (Grid, Candidates) {
    let mut grid = Grid::empty();
    let mut candidates = Candidates::none();
    for (cell, &set) in marks.iter().enumerate() {
        let placed = set.single_digit().filter(|&digit| {
            !PEERS[cell]
                .iter()
                .any(|&peer| marks[usize::from(peer)].contains(digit))
        });
        match placed {
            Some(digit) => grid.set(cell, digit),
            None => candidates.set(cell, set),
        }
    }
    (grid, candidates)
}

/// The pencilmark line of a position: each placed digit alone in its cell, each open cell
/// with its candidates.
pub fn to_line(grid: &Grid, candidates: &Candidates) -> String {
    let mut line = String::with_capacity(PENCILMARK_CHARS);
    for cell in 0..CELLS {
        let placed = grid.get(cell);
        let set = if placed != 0 {
            DigitSet::single(placed)
        } else {
            candidates.get(cell)
        };
        for digit in 1..=9 {
            line.push(if set.contains(digit) {
                char::from(b'0' + digit)
            } else {
                '.'
            });
        }
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "900004001016008070000000080740305000000010000000702038050000000070200350100600009";

    #[test]
    fn a_position_round_trips_through_its_line() {
        let grid: Grid = PUZZLE.parse().expect("a valid line");
        let mut candidates = Candidates::from_grid(&grid);
        // Strike a few candidates, as a position in the middle of a solve has.
        for (cell, digit) in [(1, 2), (1, 3), (10, 1), (80, 9)] {
            let mut set = candidates.get(cell);
            set.remove(digit);
            candidates.set(cell, set);
        }
        let line = to_line(&grid, &candidates);
        assert_eq!(line.len(), PENCILMARK_CHARS);
        let (read_grid, read_candidates) =
            parse_line(&line, 1).expect("a pencilmark line").unwrap();
        assert_eq!(read_grid, grid);
        assert_eq!(to_line(&read_grid, &read_candidates), line);
        for cell in (0..CELLS).filter(|&c| grid.get(c) == 0) {
            assert_eq!(
                read_candidates.get(cell),
                candidates.get(cell),
                "cell {cell}"
            );
        }
    }

    #[test]
    fn a_single_candidate_is_placed_only_when_no_peer_still_has_it() {
        let mut marks = [DigitSet::ALL; CELLS];
        marks[0] = DigitSet::single(5);
        let (grid, candidates) = from_marks(&marks);
        assert_eq!(
            grid.get(0),
            0,
            "its peers still have a 5: an open naked single"
        );
        assert_eq!(candidates.get(0), DigitSet::single(5));
        for &peer in &PEERS[0] {
            marks[usize::from(peer)].remove(5);
        }
        let (grid, _) = from_marks(&marks);
        assert_eq!(grid.get(0), 5);
    }

    #[test]
    fn other_layouts_are_not_taken_and_misplaced_digits_are_errors() {
        assert!(parse_line(PUZZLE, 1).is_none());
        assert!(parse_line(&"x".repeat(PENCILMARK_CHARS), 1).is_none());
        let mut line = "123456789".repeat(CELLS);
        line.replace_range(12..13, "7");
        match parse_line(&line, 4) {
            Some(Err(FormatError::MarkOutOfPlace {
                line: 4,
                column: 13,
                found: '7',
                place: 4,
            })) => {}
            other => panic!("{other:?}"),
        }
        let error = parse_line(&line, 4)
            .and_then(Result::err)
            .expect("an error");
        assert!(error.to_string().contains("line 4, column 13"), "{error}");
    }
}
