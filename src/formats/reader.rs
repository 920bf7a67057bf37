//! The streaming, content-detecting parser behind every format.
//!
//! Each line is one of: blank, a `#` comment or `.sdk` metadata line, a border line of an `.ss`
//! grid, a whole puzzle (81 cells), or one row of a grid (9 cells). Separators (spaces, tabs, `|`)
//! between cells are ignored, so the same rules read compact and spaced layouts alike.
//! Nine rows make a grid; blank lines may separate its bands but end it anywhere else.

use super::lines::{
    LineLength, MAX_SKIPPED_LINE_BYTES, compact_line, is_border, read_line_capped, scan_cells,
};
use super::pencilmark;
use super::{FormatError, Metadata, PuzzleFormat, PuzzleRecord, clean_metadata_line};
use crate::grid::{CELLS, Grid};
use std::collections::VecDeque;
use std::io::BufRead;

/// Lines longer than this many bytes are reported as errors and never held in memory whole.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// A bad line at most this many characters long counts as a (bad) row of a grid, so that the
/// rest of that grid is dropped quietly instead of being reported as a second, shorter grid.
const ROW_LIKE_CHARS: usize = 40;

const BOM: &[u8] = b"\xEF\xBB\xBF";

/// Streams puzzles from any buffered reader: an iterator of records and bad-record errors.
///
/// Memory stays constant however long the input: one line buffer (capped at
/// [`MAX_LINE_BYTES`]) and one grid in progress. After a NUL byte (binary input) or a read
/// failure the iterator yields that error and stops. Input with no puzzle and no error yields
/// [`FormatError::NoPuzzle`].
pub struct PuzzleReader<R> {
    input: R,
    hint: Option<PuzzleFormat>,
    buf: Vec<u8>,
    line: usize,
    block: Block,
    metadata: Metadata,
    border_seen: bool,
    queue: VecDeque<Result<PuzzleRecord, FormatError>>,
    produced_any: bool,
    finished: bool,
}

/// A grid being read row by row.
struct Block {
    cells: [u8; CELLS],
    rows: usize,
    start_line: usize,
    bad: bool,
    boxed: bool,
}

impl Block {
    const fn new() -> Block {
        Block {
            cells: [0; CELLS],
            rows: 0,
            start_line: 0,
            bad: false,
            boxed: false,
        }
    }
}

impl<R: BufRead> PuzzleReader<R> {
    /// A reader over `input`; `hint` settles layouts the content leaves open (a bare nine-line
    /// grid is reported as [`PuzzleFormat::Sdk`] when the hint says so).
    pub fn new(input: R, hint: Option<PuzzleFormat>) -> PuzzleReader<R> {
        PuzzleReader {
            input,
            hint,
            buf: Vec::with_capacity(128),
            line: 0,
            block: Block::new(),
            metadata: Metadata::default(),
            border_seen: false,
            queue: VecDeque::with_capacity(2),
            produced_any: false,
            finished: false,
        }
    }

    /// The number of lines read so far.
    pub fn lines_read(&self) -> usize {
        self.line
    }

    /// Reads one line and queues what it completes.
    fn step(&mut self) {
        match read_line_capped(&mut self.input, &mut self.buf, MAX_LINE_BYTES) {
            Err(error) => {
                let line = self.line + 1;
                self.queue
                    .push_back(Err(match super::compressed::Damaged::in_error(&error) {
                        Some(damage) => FormatError::Damaged {
                            line,
                            damage: damage.clone(),
                        },
                        None => FormatError::Read {
                            line,
                            message: error.to_string(),
                        },
                    }));
                self.finished = true;
            }
            Ok(None) => {
                self.end_block();
                if !self.produced_any && self.queue.is_empty() {
                    self.queue.push_back(Err(FormatError::NoPuzzle));
                }
                self.finished = true;
            }
            Ok(Some(length)) => {
                self.line += 1;
                if length == LineLength::Endless {
                    self.end_block();
                    self.queue.push_back(Err(FormatError::EndlessLine {
                        line: self.line,
                        limit: MAX_SKIPPED_LINE_BYTES,
                    }));
                    self.finished = true;
                } else if length == LineLength::TooLong {
                    let error = FormatError::LineTooLong {
                        line: self.line,
                        limit: MAX_LINE_BYTES,
                    };
                    self.bad_line(error, false);
                } else {
                    // The buffer is moved out so the line can be borrowed while `self` changes.
                    let buf = std::mem::take(&mut self.buf);
                    self.handle_line(&buf);
                    self.buf = buf;
                }
            }
        }
    }

    fn handle_line(&mut self, raw: &[u8]) {
        let mut bytes = raw;
        if self.line == 1 {
            bytes = bytes.strip_prefix(BOM).unwrap_or(bytes);
        }
        bytes = bytes.strip_suffix(b"\r").unwrap_or(bytes);
        if let Some(cells) = compact_line(bytes) {
            // The common case of big collections, read without the general scan.
            self.end_block();
            self.emit(&cells, self.line, PuzzleFormat::Line, None);
            return;
        }
        if let Some(nul) = bytes.iter().position(|&b| b == 0) {
            self.end_block();
            self.queue.push_back(Err(FormatError::Binary {
                line: self.line,
                column: String::from_utf8_lossy(&bytes[..nul]).chars().count() + 1,
            }));
            self.finished = true;
            return;
        }
        if bytes.trim_ascii_start().first() == Some(&b'#') {
            // Comments and metadata may hold text in any encoding; decode leniently.
            let text = String::from_utf8_lossy(bytes.trim_ascii_start());
            self.comment_line(&text);
            return;
        }
        let text = match std::str::from_utf8(bytes) {
            Ok(text) => text.trim_end(),
            Err(error) => {
                let valid = &bytes[..error.valid_up_to()];
                let error = FormatError::NotUtf8 {
                    line: self.line,
                    column: String::from_utf8_lossy(valid).chars().count() + 1,
                    byte: bytes[error.valid_up_to()],
                };
                // A keyed line keeps its key whatever its puzzle field holds.
                let key = valid
                    .iter()
                    .position(|&byte| byte == b'\t')
                    .and_then(|tab| std::str::from_utf8(&valid[..tab]).ok())
                    .map(str::trim)
                    .filter(|key| {
                        !key.is_empty() && self.block.rows == 0 && !is_puzzle(key, self.line)
                    });
                if let Some(key) = key {
                    let error = FormatError::Keyed {
                        key: key.to_owned(),
                        error: Box::new(error),
                    };
                    self.bad_line(error, false);
                    return;
                }
                let row_like = bytes.len() <= ROW_LIKE_CHARS;
                self.bad_line(error, row_like);
                return;
            }
        };
        if text.trim_start().is_empty() {
            self.blank_line();
            return;
        }
        if self.keyed_line(text) {
            return;
        }
        if is_border(text) {
            if self.block.rows > 0 {
                self.block.boxed = true;
            } else {
                self.border_seen = true;
            }
            return;
        }
        if let Some(read) = pencilmark::parse_line(text, self.line) {
            self.end_block();
            match read {
                Ok((grid, candidates)) => {
                    let line = self.line;
                    let mut record =
                        self.record(grid.cells(), line, PuzzleFormat::Pencilmark, None);
                    record.candidates = Some(candidates);
                    self.queue.push_back(Ok(record));
                }
                Err(error) => self.bad_line(error, false),
            }
            return;
        }
        let row_like = || text.trim_start().chars().count() <= ROW_LIKE_CHARS;
        let mut cells = [0u8; CELLS];
        match scan_cells(text, self.line, &mut cells) {
            Err(error) => self.bad_line(error, row_like()),
            Ok(scan) => match scan.count {
                0 => {}
                CELLS => {
                    self.end_block();
                    let format = if scan.spaced {
                        PuzzleFormat::SpacedLine
                    } else {
                        PuzzleFormat::Line
                    };
                    let line = self.line;
                    let note = scan.note.map(str::to_owned);
                    self.emit(&cells, line, format, note);
                }
                9 => self.add_row(&cells[..9], scan.has_bar),
                count => {
                    let error = FormatError::WrongCellCount {
                        line: self.line,
                        column: text.chars().count() + 1,
                        cells: count,
                    };
                    self.bad_line(error, row_like());
                }
            },
        }
    }

    /// Reads a keyed line, `ID<TAB>puzzle[<TAB>note]`: one with a tab whose first field is
    /// not a puzzle, outside a grid, and which is not itself a row of cells (a grid row or a
    /// puzzle with tabs between its cells). Whatever the second field holds, the line is a
    /// keyed record: a good one when the field is a puzzle (81 cells, or a pencilmark line),
    /// else a bad one that keeps its key, so a job that joins on keys can tell which record
    /// failed. Returns whether the line was keyed; any other line (`puzzle<TAB>note`, a row
    /// with tabs between its cells) is left to the other rules.
    fn keyed_line(&mut self, text: &str) -> bool {
        let Some((raw_key, rest)) = text.split_once('\t') else {
            return false;
        };
        let key = raw_key.trim();
        if key.is_empty() || self.block.rows > 0 || is_puzzle(key, self.line) {
            return false;
        }
        let (field, note) = match rest.split_once('\t') {
            Some((field, note)) => (field, Some(note)),
            None => (rest, None),
        };
        // Columns in the field's errors count from the line's start.
        let before = raw_key.chars().count() + 1;
        let mut cells = [0u8; CELLS];
        let read = match pencilmark::parse_line(field, self.line) {
            Some(read) => read.map(|(grid, candidates)| (*grid.cells(), Some(candidates), None)),
            None => scan_cells(field, self.line, &mut cells).and_then(|scan| match scan.count {
                CELLS => Ok((cells, None, scan.note)),
                count => Err(FormatError::WrongCellCount {
                    line: self.line,
                    column: field.trim_end().chars().count() + 1,
                    cells: count,
                }),
            }),
        };
        match read {
            Ok((cells, candidates, inner_note)) => {
                self.end_block();
                let format = match candidates {
                    Some(_) => PuzzleFormat::Pencilmark,
                    None => PuzzleFormat::Line,
                };
                let line = self.line;
                let note = note.or(inner_note).map(str::to_owned);
                let mut record = self.record(&cells, line, format, note);
                record.candidates = candidates;
                record.key = Some(key.to_owned());
                self.queue.push_back(Ok(record));
            }
            // Looked at only once the field is no puzzle, so a good keyed record costs no
            // second scan: a grid row or a puzzle with tabs between its cells is no key.
            Err(_) if is_row_of_cells(text, self.line) => return false,
            Err(error) => {
                let error = FormatError::Keyed {
                    key: key.to_owned(),
                    error: Box::new(shifted(error, before)),
                };
                self.bad_line(error, false);
            }
        }
        true
    }

    /// A `#` line: `.sdk` metadata when a tag letter follows the `#`, else a plain comment.
    fn comment_line(&mut self, text: &str) {
        let mut chars = text.chars();
        chars.next(); // the '#'
        if let Some(tag) = chars.next()
            && Metadata::TAGS.contains(&tag)
        {
            self.metadata
                .append(tag, &clean_metadata_line(chars.as_str()));
        }
    }

    fn blank_line(&mut self) {
        // A blank line may separate the bands of a grid, but nowhere else inside one.
        if !self.block.rows.is_multiple_of(3) {
            self.end_block();
        }
    }

    fn add_row(&mut self, row: &[u8], has_bar: bool) {
        if self.block.rows == 0 {
            self.block.start_line = self.line;
            self.block.bad = false;
            self.block.boxed = self.border_seen;
        }
        self.block.boxed |= has_bar;
        let start = self.block.rows * 9;
        self.block.cells[start..start + 9].copy_from_slice(row);
        self.block.rows += 1;
        if self.block.rows == 9 {
            self.block.rows = 0;
            if !self.block.bad {
                let format = if self.block.boxed {
                    PuzzleFormat::Ss
                } else if !self.metadata.is_empty() || self.hint == Some(PuzzleFormat::Sdk) {
                    PuzzleFormat::Sdk
                } else {
                    PuzzleFormat::Grid
                };
                let cells = self.block.cells;
                self.emit(&cells, self.block.start_line, format, None);
            }
        }
    }

    /// Reports a bad line. A short one counts as a row of the grid around it (or starts a bad
    /// grid), so the grid is dropped once instead of failing again at its end.
    fn bad_line(&mut self, error: FormatError, row_like: bool) {
        if row_like {
            if self.block.rows == 0 {
                self.block.start_line = self.line;
                self.block.boxed = false;
            }
            self.block.bad = true;
            self.block.rows += 1;
            if self.block.rows == 9 {
                self.block.rows = 0;
            }
        } else {
            self.end_block();
        }
        self.metadata = Metadata::default();
        self.queue.push_back(Err(error));
    }

    /// Closes a grid in progress, reporting it when it was short but otherwise good.
    fn end_block(&mut self) {
        if self.block.rows > 0 && !self.block.bad {
            self.queue.push_back(Err(FormatError::IncompleteGrid {
                line: self.block.start_line,
                rows: self.block.rows,
            }));
        }
        self.block.rows = 0;
        self.block.bad = false;
    }

    fn emit(
        &mut self,
        cells: &[u8; CELLS],
        line: usize,
        format: PuzzleFormat,
        note: Option<String>,
    ) {
        let record = self.record(cells, line, format, note);
        self.queue.push_back(Ok(record));
    }

    /// The fast path of big collections: when the buffered input starts with a whole line of
    /// exactly 81 cell characters (ending in `\n` or `\r\n`) and no grid is in progress, that
    /// line's record, read without copying the line or queueing the record. Anything else
    /// (including a read error, which the general path then meets and reports) gives `None`.
    fn compact_record(&mut self) -> Option<PuzzleRecord> {
        if self.block.rows > 0 {
            return None;
        }
        let available = self.input.fill_buf().ok()?;
        let used = match available.get(CELLS) {
            Some(b'\n') => CELLS + 1,
            Some(b'\r') if available.get(CELLS + 1) == Some(&b'\n') => CELLS + 2,
            _ => return None,
        };
        let cells = compact_line(&available[..CELLS])?;
        self.input.consume(used);
        self.line += 1;
        Some(self.record(&cells, self.line, PuzzleFormat::Line, None))
    }

    /// The record of a finished puzzle, taking the metadata gathered for it.
    fn record(
        &mut self,
        cells: &[u8; CELLS],
        line: usize,
        format: PuzzleFormat,
        note: Option<String>,
    ) -> PuzzleRecord {
        // Invariant: the scans only produce values 0-9, so the fallback is never taken.
        let grid = Grid::from_cells(*cells).unwrap_or_default();
        let mut metadata = std::mem::take(&mut self.metadata);
        if let Some(note) = note {
            let note = clean_metadata_line(&note);
            if !note.is_empty() {
                metadata.append('C', &note);
            }
        }
        self.border_seen = false;
        PuzzleRecord {
            grid,
            metadata,
            line,
            format,
            candidates: None,
            key: None,
        }
    }
}

/// Whether `text` alone reads as a whole puzzle (81 cells, or a pencilmark line).
fn is_puzzle(text: &str, line: usize) -> bool {
    if matches!(pencilmark::parse_line(text, line), Some(Ok(_))) {
        return true;
    }
    let mut cells = [0u8; CELLS];
    matches!(scan_cells(text, line, &mut cells), Ok(scan) if scan.count == CELLS)
}

/// Whether `text` reads as one row of a grid or one whole puzzle of cells.
fn is_row_of_cells(text: &str, line: usize) -> bool {
    let mut cells = [0u8; CELLS];
    matches!(scan_cells(text, line, &mut cells), Ok(scan) if scan.count == 9 || scan.count == CELLS)
}

/// `error` with its column moved `by` characters to the right.
fn shifted(error: FormatError, by: usize) -> FormatError {
    match error {
        FormatError::BadChar {
            line,
            column,
            found,
        } => FormatError::BadChar {
            line,
            column: column + by,
            found,
        },
        FormatError::TooManyCells {
            line,
            column,
            found,
        } => FormatError::TooManyCells {
            line,
            column: column + by,
            found,
        },
        FormatError::WrongCellCount {
            line,
            column,
            cells,
        } => FormatError::WrongCellCount {
            line,
            column: column + by,
            cells,
        },
        FormatError::MarkOutOfPlace {
            line,
            column,
            found,
            place,
        } => FormatError::MarkOutOfPlace {
            line,
            column: column + by,
            found,
            place,
        },
        other => other,
    }
}

impl<R: BufRead> Iterator for PuzzleReader<R> {
    type Item = Result<PuzzleRecord, FormatError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if let Some(item) = self.queue.pop_front() {
                self.produced_any = true;
                return Some(item);
            }
            if self.finished {
                return None;
            }
            if let Some(record) = self.compact_record() {
                self.produced_any = true;
                return Some(Ok(record));
            }
            self.step();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn metadata_with_control_characters_reads_back_from_sdk_output() {
        // Found by the `formats` fuzz target: an escape inside a `#L` line was kept as read but
        // written as a space, so the `.sdk` output read back as different metadata.
        let text = format!("#Lvery\u{1b}hard\r\u{7f}\n{}\t\u{1b}\n", ".".repeat(CELLS));
        let mut reader = PuzzleReader::new(text.as_bytes(), None);
        let record = reader.next().unwrap().unwrap();
        assert_eq!(record.metadata.level.as_deref(), Some("very hard"));
        // A note that is nothing but control characters is no note at all.
        assert_eq!(record.metadata.comment, None);
        let written = crate::formats::write(PuzzleFormat::Sdk, &record.grid, &record.metadata);
        let again = PuzzleReader::new(written.as_bytes(), None)
            .next()
            .unwrap()
            .unwrap();
        assert_eq!(again.metadata, record.metadata);
    }

    #[test]
    fn endless_metadata_lines_are_held_up_to_a_bound() {
        let mut text = "#C a comment line\n".repeat(200_000);
        text.push_str(&".".repeat(CELLS));
        let record = PuzzleReader::new(text.as_bytes(), None)
            .next()
            .expect("a record")
            .expect("the puzzle reads");
        let comment = record.metadata.comment.expect("the comment is kept");
        assert!(comment.len() <= super::super::MAX_METADATA_BYTES);
        assert!(comment.len() > super::super::MAX_METADATA_BYTES - 100);
        assert!(comment.starts_with("a comment line\na comment line"));
    }
}
