//! A game of another size than 9x9 as a file: versioned RON (`sized_format`) ending in the
//! CRC-32 line the 9x9 saves end in, so a damaged file is refused rather than loaded as a
//! different game. It keeps the puzzle, the answer, the player's digits and notes, the
//! clock, the help taken and the daily date, (from version 2) the puzzle's title, author
//! and rules text, with a puzzle with constraint rules written as f-puzzles JSON, and (from
//! version 3) the undo and redo history, each move with its time, and whether the file is an
//! exported replay, (from version 4) each cell's corner marks and colour, and (from version
//! 5) the colours of its notes, in the grid and in the history. Older files read as they
//! always did, without the marks they did not keep, and those before version 3 with their
//! history starting afresh.
//!
//! The 9x9 save format (`save.rs`) is unchanged: a file names which of the two it is by its
//! first field.

use super::save_checksum::{CHECKSUM_PREFIX, Trailer, crc32, split_trailer};
use super::sized_history::SavedMove;
use super::{Assistance, SizedGame, Status, clock};
use crate::generator::sized::SizedPuzzle;
use crate::logic::Level;
use crate::rules::text::symbols;
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::time::Duration;

/// The version of the file of a game of another size this build writes and reads.
pub const SIZED_FORMAT_VERSION: u32 = 5;

/// The field a file of a game of another size starts with.
const MARKER: &str = "sized_format:";

/// Why a file of a game of another size could not be read.
#[derive(Clone, PartialEq, Debug, thiserror::Error)]
pub enum SizedSaveError {
    /// The checksum line disagrees with the text.
    #[error("the file is damaged (its checksum is {found:08x}, not {expected:08x})")]
    Checksum {
        /// What the text sums to.
        found: u32,
        /// What the file says.
        expected: u32,
    },
    /// The last line is a comment but no checksum this version writes.
    #[error("the file is damaged (its last line is no checksum this version writes)")]
    UnknownLastLine,
    /// The file was written by a newer Nonet.
    #[error(
        "saved by a newer Nonet (format version {0}; this version reads up to {SIZED_FORMAT_VERSION})"
    )]
    Newer(u32),
    /// The text is no RON of this shape.
    #[error("{0}")]
    Parse(String),
    /// A field is out of place: its name and what is wrong.
    #[error("{0}")]
    Invalid(String),
}

/// The file's fields.
#[derive(Serialize, Deserialize)]
struct SizedSaveFile {
    sized_format: u32,
    /// The puzzle: its line, or f-puzzles JSON for a puzzle with constraint rules.
    puzzle: String,
    /// The puzzle's title, author and rules text (version 2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    title: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    author: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    rules: Option<String>,
    /// The answer, one symbol a cell.
    solution: String,
    /// The player's grid, givens included, `.` for an empty cell.
    digits: String,
    /// Each cell with notes: its number and the notes as a bit set (bit `d - 1` for `d`).
    #[serde(default)]
    notes: BTreeMap<usize, u16>,
    /// Each open cell with corner marks: its number and the marks as a bit set (version 4).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    corner: BTreeMap<usize, u16>,
    /// Each cell with a colour: its number and the colour, 1 to 9 (version 4).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    colours: BTreeMap<usize, u8>,
    /// Each coloured note of an empty cell: (cell, digit, colour 1 to 9) (version 5).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    tints: Vec<(usize, u8, u8)>,
    level: Option<Level>,
    status: Status,
    #[serde(default)]
    elapsed_ms: u64,
    #[serde(default)]
    assistance: Assistance,
    #[serde(default)]
    daily: Option<NaiveDate>,
    /// The moves that can be taken back, oldest first (version 3).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    undo: Vec<SavedMove>,
    /// The moves taken back that can be made again, the next last (version 3).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    redo: Vec<SavedMove>,
    /// Whether the file is an exported replay, which opens in Game › Replay (version 3).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    replay: bool,
}

/// Whether `text` is a file of a game of another size (its first field says so).
pub fn is_sized_save_text(text: &str) -> bool {
    text.trim_start_matches(['\u{feff}', ' ', '\n', '\r', '\t', '('])
        .starts_with(MARKER)
}

impl SizedGame {
    /// The game as file text.
    pub fn to_save_text(&self) -> String {
        let notes = (0..self.digits().len())
            .filter(|&cell| self.notes(cell) != 0)
            .map(|cell| (cell, self.notes(cell)))
            .collect();
        let corner = (0..self.digits().len())
            .filter(|&cell| self.corner(cell) != 0)
            .map(|cell| (cell, self.corner(cell)))
            .collect();
        let colours = (0..self.digits().len())
            .filter(|&cell| self.colour(cell) != 0)
            .map(|cell| (cell, self.colour(cell)))
            .collect();
        let tints = (0..self.digits().len())
            .flat_map(|cell| {
                (self.note_colours(cell).coloured())
                    .map(move |(digit, colour)| (cell, digit, colour))
            })
            .collect();
        let (undo, redo) = self.saved_history();
        let file = SizedSaveFile {
            sized_format: SIZED_FORMAT_VERSION,
            puzzle: self.line(),
            title: self.metadata().title.clone(),
            author: self.metadata().author.clone(),
            rules: self.metadata().description.clone(),
            solution: symbols(self.solution()),
            digits: symbols(self.digits()),
            notes,
            corner,
            colours,
            tints,
            level: self.level(),
            status: self.status(),
            elapsed_ms: clock::saved_ms(self.elapsed()),
            assistance: self.assistance(),
            daily: self.daily(),
            undo,
            redo,
            replay: self.is_replay(),
        };
        let config = ron::ser::PrettyConfig::new().depth_limit(2);
        // Strings, numbers, dates and enums into a String: serialising cannot fail.
        let mut text = ron::ser::to_string_pretty(&file, config).unwrap_or_default();
        text.push('\n');
        let checksum = crc32(text.as_bytes());
        text.push_str(&format!("{CHECKSUM_PREFIX}{checksum:08x}\n"));
        text
    }

    /// Reads a game from file text written by [`SizedGame::to_save_text`]; every field is
    /// checked against the puzzle, so no text makes a game that breaks its own rules.
    pub fn from_save_text(text: &str) -> Result<SizedGame, SizedSaveError> {
        match split_trailer(text) {
            Trailer::Checksum { body, expected } => {
                let found = crc32(body.as_bytes());
                if found != expected {
                    return Err(SizedSaveError::Checksum { found, expected });
                }
            }
            Trailer::Absent => {}
            Trailer::Unknown => return Err(SizedSaveError::UnknownLastLine),
        }
        #[derive(Deserialize)]
        struct Probe {
            sized_format: u32,
        }
        if let Ok(probe) = ron::from_str::<Probe>(text)
            && probe.sized_format > SIZED_FORMAT_VERSION
        {
            return Err(SizedSaveError::Newer(probe.sized_format));
        }
        let file: SizedSaveFile =
            ron::from_str(text).map_err(|e| SizedSaveError::Parse(e.to_string()))?;
        let invalid = |what: &str| SizedSaveError::Invalid(what.to_string());
        let solution =
            read_symbols(&file.solution).ok_or_else(|| invalid("solution: not symbols"))?;
        let made = SizedPuzzle {
            line: file.puzzle,
            solution,
            level: file.level,
        };
        let metadata = crate::formats::Metadata {
            title: file.title,
            author: file.author,
            description: file.rules,
            ..crate::formats::Metadata::default()
        };
        let mut game = SizedGame::new(&made)
            .map_err(|e| SizedSaveError::Invalid(format!("puzzle: {e}")))?
            .with_metadata(metadata);
        let digits = read_symbols(&file.digits).ok_or_else(|| invalid("digits: not symbols"))?;
        if digits.len() != game.digits().len() {
            return Err(invalid("digits: not one a cell"));
        }
        let size = game.size();
        let all = if size == 16 {
            u16::MAX
        } else {
            (1 << size) - 1
        };
        for (cell, &digit) in digits.iter().enumerate() {
            if usize::from(digit) > size {
                return Err(invalid("digits: a digit past the grid's size"));
            }
            if game.is_given(cell) && digit != game.digit(cell) {
                return Err(invalid("digits: a given changed"));
            }
        }
        for (&cell, &notes) in &file.notes {
            if cell >= digits.len() || notes & !all != 0 {
                return Err(invalid("notes: a cell or digit past the grid"));
            }
        }
        for (&cell, &corner) in &file.corner {
            if cell >= digits.len() || corner & !all != 0 || digits[cell] != 0 {
                return Err(invalid(
                    "corner: a cell or digit past the grid, or a filled cell",
                ));
            }
        }
        for (&cell, &colour) in &file.colours {
            if cell >= digits.len() || colour > super::COLOURS {
                return Err(invalid("colours: a cell or colour past the grid's"));
            }
        }
        for &(cell, digit, colour) in &file.tints {
            let past = digit == 0 || usize::from(digit) > size;
            if cell >= digits.len() || past || colour == 0 || colour > super::COLOURS {
                return Err(invalid("tints: a cell, digit or colour past the grid's"));
            }
            if digits[cell] != 0 {
                return Err(invalid("tints: a note colour in a filled cell"));
            }
        }
        if file.elapsed_ms > clock::MAX_ELAPSED.as_millis() as u64 {
            return Err(invalid("elapsed_ms: past the clock's limit"));
        }
        let solved = digits == game.solution();
        let consistent = match file.status {
            Status::Solved | Status::Revealed => solved,
            Status::Playing | Status::Paused => true,
        };
        if !consistent {
            return Err(invalid("status: the digits are not the answer"));
        }
        game.restore(
            digits,
            &file.notes,
            file.status,
            Duration::from_millis(file.elapsed_ms),
            file.assistance,
        );
        for (&cell, &corner) in &file.corner {
            game.corner[cell] = corner;
        }
        for (&cell, &colour) in &file.colours {
            game.colours[cell] = colour;
        }
        for &(cell, digit, colour) in &file.tints {
            game.tints[cell].set(digit, colour);
        }
        game.set_daily(file.daily);
        game.restore_history(file.undo, file.redo)
            .map_err(SizedSaveError::Invalid)?;
        game.replay = file.replay;
        Ok(game)
    }
}

/// A line of symbols as digits: 1–9, then A–G (either case) for 10–16, `.` or `0` for none.
fn read_symbols(text: &str) -> Option<Vec<u8>> {
    text.chars()
        .map(|c| match c {
            '.' | '0' => Some(0),
            '1'..='9' => c.to_digit(10).and_then(|d| u8::try_from(d).ok()),
            'a'..='g' | 'A'..='G' => {
                let offset = u8::try_from(c.to_ascii_uppercase()).ok()? - b'A';
                Some(10 + offset)
            }
            _ => None,
        })
        .collect()
}

#[cfg(test)]
#[path = "sized_save_tests.rs"]
mod tests;
