//! The reading keys: part of the board said in words (the cursor's row, column or box cell
//! by cell, the empty cells, the digits placed, the time), and the houses a move completes,
//! announced to a screen reader by a live region drawn as nothing (`speech.rs`), so a hint
//! on show does not hide them.

use super::NonetApp;
use super::command::Reading;
use super::message::{Words, said_args};
use crate::game::{Game, format_duration};
use crate::grid::{CELLS, House, box_of, col_of, row_of};
use crate::i18n::{Arg, language, tr, tr_args};

impl NonetApp {
    /// Says a reading of the game (nothing without one).
    pub(super) fn read_aloud(&mut self, reading: Reading) {
        if let Some(game) = &self.game {
            let words = reading_words(game, self.selected, reading);
            self.announce(words.say());
        }
    }

    /// Announces `text` to a screen reader, as news even when it says what the last did.
    fn announce(&mut self, text: String) {
        let serial = self
            .announcement
            .as_ref()
            .map_or(0, |(serial, _)| serial + 1);
        self.announcement = Some((serial, text));
    }
}

/// The houses (rows, columns, then boxes or a jigsaw's regions) whose nine cells are
/// filled without a repeated digit, as bits 0..27.
pub(super) fn complete_houses(game: &Game) -> u32 {
    let region_of = |cell: usize| match game.variant().filter(|p| is_jigsaw(p)) {
        Some(puzzle) => usize::from(puzzle.regions()[cell]),
        None => box_of(cell),
    };
    let mut seen = [0u16; 27];
    for cell in 0..CELLS {
        let digit = game.digit(cell);
        if digit == 0 {
            continue;
        }
        let bit = 1u16 << (digit - 1);
        seen[row_of(cell)] |= bit;
        seen[9 + col_of(cell)] |= bit;
        seen[18 + region_of(cell)] |= bit;
    }
    // Nine distinct digits in nine cells: the house is full and has no repeat.
    (0..27)
        .filter(|&house| seen[house].count_ones() == 9)
        .fold(0, |bits, house| bits | 1 << house)
}

impl NonetApp {
    /// After a move: the houses it completed, said to a screen reader ("Row 3 is
    /// complete."). The win says itself.
    pub(super) fn say_completed(&mut self, before: u32) {
        let Some(game) = &self.game else {
            return;
        };
        let new = complete_houses(game) & !before;
        if new == 0 || self.win.is_some() {
            return;
        }
        let jigsaw = game.variant().is_some_and(is_jigsaw);
        let sentences: Vec<String> = (0..27u8)
            .filter(|house| new & (1 << house) != 0)
            .map(|house| {
                let house = match house / 9 {
                    0 => House::Row(house),
                    1 => House::Col(house - 9),
                    _ if jigsaw => House::Region(house - 18),
                    _ => House::Box(house - 18),
                };
                let name = super::capitalise(&super::hint_card::house_name(house));
                tr_args("speak-house-complete", &[("house", Arg::from(name))])
            })
            .collect();
        let serial = self
            .announcement
            .as_ref()
            .map_or(0, |(serial, _)| serial + 1);
        self.announcement = Some((serial, sentences.join(" ")));
    }
}

/// The words of `reading` on `game` with the cursor at `cursor`, as a catalogue message so
/// a change of language says it again.
fn reading_words(game: &Game, cursor: usize, reading: Reading) -> Words {
    match reading {
        Reading::Row => house_words(game, House::Row(row_of(cursor) as u8), |c| {
            row_of(c) == row_of(cursor)
        }),
        Reading::Column => house_words(game, House::Col(col_of(cursor) as u8), |c| {
            col_of(c) == col_of(cursor)
        }),
        Reading::Box => match game.variant().filter(|p| is_jigsaw(p)) {
            Some(puzzle) => {
                let region = puzzle.regions()[cursor];
                house_words(game, House::Region(region), |c| {
                    puzzle.regions()[c] == region
                })
            }
            None => house_words(game, House::Box(box_of(cursor) as u8), |c| {
                box_of(c) == box_of(cursor)
            }),
        },
        Reading::EmptyCells => {
            let empty = (0..CELLS).filter(|&c| game.digit(c) == 0).count();
            said_args("read-empty-cells", &[("count", Arg::from(empty))])
        }
        Reading::DigitCounts => {
            let counts: Vec<String> = (1..=9u8)
                .map(|digit| {
                    let placed = (0..CELLS).filter(|&c| game.digit(c) == digit).count();
                    tr_args(
                        "read-digit-count",
                        &[("digit", Arg::from(digit)), ("count", Arg::from(placed))],
                    )
                })
                .collect();
            let list = crate::words::plain_list(language(), &counts);
            said_args("read-digit-counts", &[("counts", Arg::from(list))])
        }
        Reading::Time => said_args(
            "read-time",
            &[("time", Arg::from(format_duration(game.elapsed())))],
        ),
    }
}

/// Whether a variant's regions are its own (a jigsaw), not the boxes.
fn is_jigsaw(puzzle: &crate::variant::Puzzle) -> bool {
    puzzle.kind() == crate::variant::Kind::Jigsaw
}

/// A house said cell by cell in reading order: its digits, and "empty" for the rest.
fn house_words(game: &Game, house: House, contains: impl Fn(usize) -> bool) -> Words {
    let cells: Vec<String> = (0..CELLS)
        .filter(|&c| contains(c))
        .map(|c| match game.digit(c) {
            0 => tr("read-empty"),
            digit => digit.to_string(),
        })
        .collect();
    let name = super::capitalise(&super::hint_card::house_name(house));
    said_args(
        "read-house",
        &[
            ("house", Arg::from(name)),
            (
                "cells",
                Arg::from(crate::words::plain_list(language(), &cells)),
            ),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_is_read_cell_by_cell_with_its_empty_cells() {
        crate::i18n::set_language(crate::lang::Language::En);
        // A puzzle with one solution; its first row is . . 3 . 2 . 6 . . and 49 cells are
        // empty.
        let line =
            "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
        let grid: crate::grid::Grid = line.parse().expect("a valid line");
        let game = Game::new(grid).expect("the puzzle has one solution");
        let text = |reading| reading_words(&game, 0, reading).say();
        assert_eq!(
            text(Reading::Row),
            "Row 1: empty, empty, 3, empty, 2, empty, 6, empty, empty."
        );
        assert_eq!(
            text(Reading::Column),
            "Column 1: empty, 9, empty, empty, 7, empty, empty, 8, empty."
        );
        assert_eq!(
            text(Reading::Box),
            "Box 1: empty, empty, 3, 9, empty, empty, empty, empty, 1."
        );
        let empty = line.bytes().filter(|&b| b == b'0').count();
        assert_eq!(
            text(Reading::EmptyCells),
            format!("{empty} cells are empty.")
        );
        let threes = line.bytes().filter(|&b| b == b'3').count();
        assert!(
            text(Reading::DigitCounts).contains(&format!("3 placed {threes} times")),
            "{}",
            text(Reading::DigitCounts)
        );
    }
}
