//! Puzzle files: reading and writing the common Sudoku text formats.
//!
//! Reading is done by one line-based parser that recognises every supported layout from the
//! content itself, so a file may even mix them: 81-character lines (`.txt`, `.sdm`), lines of 81
//! space-separated digits, nine-line grids with or without spaces, SadMan `.sdk` grids with
//! `#A`/`#D`/... metadata lines, and Simple Sudoku `.ss` boxed grids. A format hint (usually from
//! the file extension) only settles what the content leaves open, such as whether a bare
//! nine-line grid is an `.sdk` file. Blank lines and `#` comments are skipped; CRLF line ends,
//! a UTF-8 byte-order mark and a missing final newline are fine.
//!
//! [`PuzzleReader`] streams records from any [`BufRead`](std::io::BufRead) in constant memory,
//! reporting each bad record as a [`FormatError`] naming its line (and column) and carrying on
//! with the next. [`parse_str`], [`parse_bytes`] and [`parse_file`] collect everything into a
//! [`Collection`]. [`write`] and [`write_to`] produce any format.

pub mod compressed;
pub mod fpuzzles;
mod lines;
pub mod link;
pub mod pencilmark;
mod reader;
mod writer;

pub use lines::{LineLength, MAX_SKIPPED_LINE_BYTES, read_line_capped};
pub use reader::{MAX_LINE_BYTES, PuzzleReader};
pub use writer::{write, write_to};

use crate::grid::{Candidates, Grid};
use serde::{Deserialize, Serialize};
use std::fs::File;
use std::io::BufReader;
use std::path::Path;

/// A layout of puzzle text.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum PuzzleFormat {
    /// One puzzle per line: 81 characters, `.` (or `0`, `-`, `*`) for an empty cell.
    Line,
    /// One puzzle per line as 81 digits separated by spaces, `0` for an empty cell.
    SpacedLine,
    /// Nine lines of nine digits, written separated by spaces with `0` for an empty cell.
    Grid,
    /// SadMan Sudoku `.sdk`: `#A`-style metadata lines, then nine rows with `.` for empty.
    Sdk,
    /// Simple Sudoku `.ss`: nine rows boxed by `|`, framed by `*-----------*` and `|---+---+---|`.
    Ss,
    /// Pencilmark (Sukaku) lines: 729 characters, each cell's candidates in their places
    /// (see [`pencilmark`]).
    Pencilmark,
}

impl PuzzleFormat {
    /// Every format, in the order of the enum.
    pub const ALL: [PuzzleFormat; 6] = [
        PuzzleFormat::Line,
        PuzzleFormat::SpacedLine,
        PuzzleFormat::Grid,
        PuzzleFormat::Sdk,
        PuzzleFormat::Ss,
        PuzzleFormat::Pencilmark,
    ];

    /// The format a file extension suggests (`txt`/`sdm` lines, `sdk`, `ss`), if any.
    pub fn from_extension(path: &Path) -> Option<PuzzleFormat> {
        let extension = path.extension()?.to_str()?.to_ascii_lowercase();
        match extension.as_str() {
            "txt" | "sdm" => Some(PuzzleFormat::Line),
            "sdk" => Some(PuzzleFormat::Sdk),
            "ss" => Some(PuzzleFormat::Ss),
            _ => None,
        }
    }

    /// The usual file extension, without the dot.
    pub fn extension(self) -> &'static str {
        match self {
            PuzzleFormat::Line
            | PuzzleFormat::SpacedLine
            | PuzzleFormat::Grid
            | PuzzleFormat::Pencilmark => "txt",
            PuzzleFormat::Sdk => "sdk",
            PuzzleFormat::Ss => "ss",
        }
    }

    /// A short human name, such as "81-character line".
    pub fn name(self) -> &'static str {
        match self {
            PuzzleFormat::Line => "81-character line",
            PuzzleFormat::SpacedLine => "81 spaced digits",
            PuzzleFormat::Grid => "9x9 grid",
            PuzzleFormat::Sdk => "SadMan Sudoku (.sdk)",
            PuzzleFormat::Ss => "Simple Sudoku (.ss)",
            PuzzleFormat::Pencilmark => "729-character pencilmark line",
        }
    }
}

/// The most bytes one metadata field gathers from the lines of a puzzle file.
pub const MAX_METADATA_BYTES: usize = 64 * 1024;

/// What a file says about a puzzle besides its digits. Every field is optional; a field given
/// on several lines (several `#C` lines, say) keeps them joined by `\n`.
///
/// In a `.nonet` save, fields that are not set are left out, and missing fields read as
/// not set, so saves that predate a field keep loading.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Metadata {
    /// Title (`#T`, Nonet's own addition to the `.sdk` tags).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// Author (`#A`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub author: Option<String>,
    /// Description (`#D`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// Comment (`#C`); also the text after an 81-character line, as in `puzzle<TAB>note`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub comment: Option<String>,
    /// Date published (`#B`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    /// Source: newspaper, book or website (`#S`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// Difficulty level as the source names it (`#L`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
    /// Source URL (`#U`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
}

impl Metadata {
    /// The metadata of a puzzle taken from the file at `path`: the file's name as its source.
    pub fn from_file(path: &std::path::Path) -> Metadata {
        Metadata {
            source: (path.file_name()).map(|name| name.to_string_lossy().into_owned()),
            ..Metadata::default()
        }
    }

    /// The `.sdk` tag letters, in the order they are written.
    pub const TAGS: [char; 8] = ['T', 'A', 'D', 'C', 'B', 'S', 'L', 'U'];

    /// Whether no field is set.
    pub fn is_empty(&self) -> bool {
        Metadata::TAGS
            .iter()
            .all(|&tag| self.field(tag).is_none_or(|value| value.is_none()))
    }

    /// The field an `.sdk` tag letter stands for (`'A'` is the author), if it is one.
    pub fn field(&self, tag: char) -> Option<&Option<String>> {
        Some(match tag {
            'T' => &self.title,
            'A' => &self.author,
            'D' => &self.description,
            'C' => &self.comment,
            'B' => &self.date,
            'S' => &self.source,
            'L' => &self.level,
            'U' => &self.url,
            _ => return None,
        })
    }

    /// The field an `.sdk` tag letter stands for, to change it.
    pub fn field_mut(&mut self, tag: char) -> Option<&mut Option<String>> {
        Some(match tag {
            'T' => &mut self.title,
            'A' => &mut self.author,
            'D' => &mut self.description,
            'C' => &mut self.comment,
            'B' => &mut self.date,
            'S' => &mut self.source,
            'L' => &mut self.level,
            'U' => &mut self.url,
            _ => return None,
        })
    }

    /// Cuts every field to [`MAX_METADATA_BYTES`] (at a character's boundary), the most the
    /// reader gathers, so that metadata from anywhere (a save, a collection, the app) keeps
    /// the save of a game within what loading reads.
    pub fn cut_to_bound(&mut self) {
        for tag in Metadata::TAGS {
            if let Some(Some(value)) = self.field_mut(tag)
                && value.len() > MAX_METADATA_BYTES
            {
                let end = value.floor_char_boundary(MAX_METADATA_BYTES);
                value.truncate(end);
            }
        }
    }

    /// Adds one line to the field of `tag`: sets it when unset, else appends after a `\n`
    /// unless the field would pass [`MAX_METADATA_BYTES`] (then the line is dropped, so that
    /// endless `#C` lines cannot fill memory). Unknown tags are ignored.
    pub fn append(&mut self, tag: char, line: &str) {
        if let Some(field) = self.field_mut(tag) {
            match field {
                Some(existing) if existing.len() + 1 + line.len() > MAX_METADATA_BYTES => {}
                Some(existing) => {
                    existing.push('\n');
                    existing.push_str(line);
                }
                None => *field = Some(line.to_owned()),
            }
        }
    }
}

/// A metadata line as it is kept and written: control characters (a stray escape, a carriage
/// return inside the line) become spaces and the ends are trimmed. The reader and the writer
/// both apply it, so whatever metadata is read writes out and reads back unchanged.
pub(crate) fn clean_metadata_line(line: &str) -> String {
    let clean: String = line
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    match (clean.len(), clean.trim()) {
        (len, trimmed) if trimmed.len() == len => clean,
        (_, trimmed) => trimmed.to_owned(),
    }
}

/// One puzzle read from a file.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PuzzleRecord {
    /// The givens.
    pub grid: Grid,
    /// What the file said about it.
    pub metadata: Metadata,
    /// The 1-based line where the puzzle's digits start.
    pub line: usize,
    /// The layout it was written in.
    pub format: PuzzleFormat,
    /// For a pencilmark puzzle, the digits each empty cell may hold (its givens are in
    /// `grid`); `None` for a puzzle of givens alone, whose cells may hold any digit the
    /// rules allow.
    pub candidates: Option<Candidates>,
    /// The record's key, from a keyed line (`ID<TAB>puzzle`), so that a result can be joined
    /// back to it; `None` for any other record.
    pub key: Option<String>,
}

/// Why a record (or a whole input) could not be read. Every message names the line, and the
/// column where one character is to blame, 1-based and counted in characters.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum FormatError {
    /// A character that is neither a digit nor an empty-cell mark.
    #[error("line {line}, column {column}: found {found:?}, expected 1-9, '.' or '0'")]
    BadChar {
        /// 1-based line.
        line: usize,
        /// 1-based column, in characters.
        column: usize,
        /// The offending character.
        found: char,
    },
    /// A line that goes on after a whole puzzle's 81 cells.
    #[error(
        "line {line}, column {column}: found {found:?} after 81 cells, expected the line to end"
    )]
    TooManyCells {
        /// 1-based line.
        line: usize,
        /// 1-based column of the 82nd cell.
        column: usize,
        /// The character found there.
        found: char,
    },
    /// A line with neither 81 cells (a puzzle) nor 9 (a grid row).
    #[error(
        "line {line}, column {column}: the line ends after {cells} cells, expected 81 (a whole puzzle) or 9 (a grid row)"
    )]
    WrongCellCount {
        /// 1-based line.
        line: usize,
        /// 1-based column just past the line's last character.
        column: usize,
        /// How many cells the line held.
        cells: usize,
    },
    /// A pencilmark line with a digit where another digit's mark belongs.
    #[error(
        "line {line}, column {column}: found {found:?} in a pencilmark line, where only {place} or '.' may stand"
    )]
    MarkOutOfPlace {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// The character found.
        found: char,
        /// The digit whose mark belongs in that column.
        place: u8,
    },
    /// A grid that stops before its ninth row.
    #[error("line {line}: the grid starting here stops after {rows} rows, expected 9")]
    IncompleteGrid {
        /// 1-based line of the grid's first row.
        line: usize,
        /// How many rows it had.
        rows: usize,
    },
    /// A line far longer than any puzzle layout; it is skipped without being kept in memory.
    #[error("line {line}: longer than {limit} bytes, far too long for a puzzle")]
    LineTooLong {
        /// 1-based line.
        line: usize,
        /// The limit, [`MAX_LINE_BYTES`].
        limit: usize,
    },
    /// A line with no end in sight (`/dev/zero`): reading stops here.
    #[error("line {line}: no line end in {limit} bytes, so reading stops here")]
    EndlessLine {
        /// 1-based line.
        line: usize,
        /// The bytes read in search of its end, [`MAX_SKIPPED_LINE_BYTES`].
        limit: usize,
    },
    /// Bytes that are not UTF-8 text.
    #[error("line {line}, column {column}: not UTF-8 text (byte 0x{byte:02X})")]
    NotUtf8 {
        /// 1-based line.
        line: usize,
        /// 1-based column, in characters, of the first bad byte.
        column: usize,
        /// The first bad byte.
        byte: u8,
    },
    /// A NUL byte: the input is binary, so reading stops here.
    #[error("line {line}, column {column}: found a NUL byte, this is a binary file, not text")]
    Binary {
        /// 1-based line.
        line: usize,
        /// 1-based column, in characters.
        column: usize,
    },
    /// A variant line (`x:`, `windoku:`, `jigsaw:`, `killer:`) that does not read.
    #[error("line {line}: {error}")]
    Variant {
        /// 1-based line.
        line: usize,
        /// What is wrong with it.
        error: crate::variant::VariantError,
    },
    /// A line of a puzzle of another size than 9x9 (boxes, or `jigsaw:` with its regions)
    /// that does not read.
    #[error("line {line}: {error}")]
    SizedLine {
        /// 1-based line.
        line: usize,
        /// What is wrong with it.
        error: crate::rules::text::LineError,
    },
    /// Input with no puzzle and no bad record at all.
    #[error("no puzzle found: the input is empty or holds only blank lines and comments")]
    NoPuzzle,
    /// Reading failed part-way; reading stops here.
    #[error("line {line}: cannot read: {message}")]
    Read {
        /// 1-based line that could not be read.
        line: usize,
        /// The system's reason.
        message: String,
    },
    /// Compressed input that does not decompress whole (a failed checksum, a stream cut
    /// short): reading stops here.
    #[error(
        "line {line}: the {} data is damaged ({}), so reading stops here; the file is not whole",
        damage.format.name(),
        damage.detail
    )]
    Damaged {
        /// 1-based line that could not be read.
        line: usize,
        /// What is wrong with the compressed data.
        damage: compressed::Damaged,
    },
    /// The file could not be opened.
    #[error("cannot open: {message}")]
    Open {
        /// The system's reason.
        message: String,
    },
    /// A bad record on a keyed line (`ID<TAB>puzzle`): its key, and what is wrong with it.
    #[error("{error}")]
    Keyed {
        /// The line's key.
        key: String,
        /// What is wrong with the puzzle after the key.
        error: Box<FormatError>,
    },
}

impl FormatError {
    /// The 1-based line the error is about, when it is about one.
    pub fn line(&self) -> Option<usize> {
        match self {
            FormatError::BadChar { line, .. }
            | FormatError::TooManyCells { line, .. }
            | FormatError::WrongCellCount { line, .. }
            | FormatError::MarkOutOfPlace { line, .. }
            | FormatError::IncompleteGrid { line, .. }
            | FormatError::LineTooLong { line, .. }
            | FormatError::EndlessLine { line, .. }
            | FormatError::NotUtf8 { line, .. }
            | FormatError::Binary { line, .. }
            | FormatError::Read { line, .. }
            | FormatError::Damaged { line, .. }
            | FormatError::Variant { line, .. }
            | FormatError::SizedLine { line, .. } => Some(*line),
            FormatError::Keyed { error, .. } => error.line(),
            FormatError::NoPuzzle | FormatError::Open { .. } => None,
        }
    }

    /// The key of the keyed line the error is about, when it is about one.
    pub fn key(&self) -> Option<&str> {
        match self {
            FormatError::Keyed { key, .. } => Some(key),
            _ => None,
        }
    }

    /// Whether the error is about one record (a line or a grid), rather than a whole input
    /// that could not be opened or held no puzzle.
    pub fn is_record(&self) -> bool {
        !matches!(self, FormatError::NoPuzzle | FormatError::Open { .. })
    }

    /// Whether the input itself is broken (it could not be opened or read, its compressed
    /// data is damaged, or it is binary or endless, so reading stopped), so that what it
    /// holds past this point is unknown: a run that meets this fails, even one that writes
    /// bad records as output lines.
    pub fn breaks_input(&self) -> bool {
        matches!(
            self,
            FormatError::Read { .. }
                | FormatError::Damaged { .. }
                | FormatError::Open { .. }
                | FormatError::Binary { .. }
                | FormatError::EndlessLine { .. }
        )
    }
}

/// Everything read from one input: the good records and an error for each bad one.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Collection {
    /// The format of the first good record (else the hint, else [`PuzzleFormat::Line`]).
    pub format: PuzzleFormat,
    /// The puzzles read, in file order.
    pub records: Vec<PuzzleRecord>,
    /// The bad records and read failures, in file order.
    pub errors: Vec<FormatError>,
}

impl Collection {
    /// Reads a whole collection from a stream.
    pub fn read<R: std::io::BufRead>(input: R, hint: Option<PuzzleFormat>) -> Collection {
        let mut records = Vec::new();
        let mut errors = Vec::new();
        for item in PuzzleReader::new(input, hint) {
            match item {
                Ok(record) => records.push(record),
                Err(error) => errors.push(error),
            }
        }
        let format = records
            .first()
            .map(|record| record.format)
            .or(hint)
            .unwrap_or(PuzzleFormat::Line);
        Collection {
            format,
            records,
            errors,
        }
    }
}

/// Parses puzzle text; `hint` (such as the file extension's format) settles ambiguous layouts.
pub fn parse_str(text: &str, hint: Option<PuzzleFormat>) -> Collection {
    Collection::read(text.as_bytes(), hint)
}

/// Parses raw bytes, which need not be valid UTF-8 (bad lines become errors).
pub fn parse_bytes(bytes: &[u8], hint: Option<PuzzleFormat>) -> Collection {
    Collection::read(bytes, hint)
}

/// Reads a puzzle file, taking a format hint from its extension.
///
/// Fails only when the file cannot be opened; problems inside it are in [`Collection::errors`].
pub fn parse_file(path: &Path) -> Result<Collection, FormatError> {
    let file = File::open(path).map_err(|error| FormatError::Open {
        message: error.to_string(),
    })?;
    Ok(Collection::read(
        BufReader::new(file),
        PuzzleFormat::from_extension(path),
    ))
}

/// The format of the first puzzle in `text`, else the hint, else [`PuzzleFormat::Line`].
pub fn detect(text: &str, hint: Option<PuzzleFormat>) -> PuzzleFormat {
    PuzzleReader::new(text.as_bytes(), hint)
        .find_map(Result::ok)
        .map(|record| record.format)
        .or(hint)
        .unwrap_or(PuzzleFormat::Line)
}
