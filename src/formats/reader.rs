//! The streaming, content-detecting parser behind every format.
//!
//! Each line is one of: blank, a `#` comment or `.sdk` metadata line, a border line of an `.ss`
//! grid, a whole puzzle (81 cells), or one row of a grid (9 cells). Separators (spaces, tabs, `|`)
//! between cells are ignored, so the same rules read compact and spaced layouts alike.
//! Nine rows make a grid; blank lines may separate its bands but end it anywhere else.

use super::{FormatError, Metadata, PuzzleFormat, PuzzleRecord, clean_metadata_line};
use crate::grid::{CELLS, Grid, digit_from_char};
use std::collections::VecDeque;
use std::io::{self, BufRead};

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

/// What the cells of one line came to.
struct Scan<'a> {
    count: usize,
    spaced: bool,
    has_bar: bool,
    note: Option<&'a str>,
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
                self.queue.push_back(Err(FormatError::Read {
                    line: self.line + 1,
                    message: error.to_string(),
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
            Ok(Some(too_long)) => {
                self.line += 1;
                if too_long {
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
                let row_like = bytes.len() <= ROW_LIKE_CHARS;
                self.bad_line(error, row_like);
                return;
            }
        };
        if text.trim_start().is_empty() {
            self.blank_line();
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
        }
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

/// Reads one line without its `\n` into `buf`. Returns `None` at the end of input, else whether
/// the line was longer than `cap` bytes (then `buf` is left empty and the rest is skipped).
fn read_line_capped<R: BufRead>(
    input: &mut R,
    buf: &mut Vec<u8>,
    cap: usize,
) -> io::Result<Option<bool>> {
    buf.clear();
    let mut too_long = false;
    let mut read_any = false;
    loop {
        let available = match input.fill_buf() {
            Ok(available) => available,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error),
        };
        if available.is_empty() {
            return Ok(read_any.then_some(too_long));
        }
        read_any = true;
        let newline = available.iter().position(|&b| b == b'\n');
        let chunk = &available[..newline.unwrap_or(available.len())];
        if !too_long {
            if buf.len() + chunk.len() > cap {
                too_long = true;
                buf.clear();
            } else {
                buf.extend_from_slice(chunk);
            }
        }
        let used = chunk.len() + usize::from(newline.is_some());
        input.consume(used);
        if newline.is_some() {
            return Ok(Some(too_long));
        }
    }
}

/// The cell value of each byte that is a cell character, 255 for any other byte.
static CELL_OF_BYTE: [u8; 256] = {
    let mut table = [u8::MAX; 256];
    let mut byte = 0;
    while byte < 256 {
        if let Some(digit) = digit_from_char(byte as u8 as char) {
            table[byte] = digit;
        }
        byte += 1;
    }
    table
};

/// The cells of a line that is exactly 81 cell characters and nothing else.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
fn compact_line(bytes: &[u8]) -> Option<[u8; CELLS]> {
    let bytes: &[u8; CELLS] = bytes.as_array()?;
    sse2::compact_line(bytes)
}

/// The cells of a line that is exactly 81 cell characters and nothing else.
#[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
fn compact_line(bytes: &[u8]) -> Option<[u8; CELLS]> {
    compact_line_portable(bytes)
}

/// SSE2 form of [`compact_line`]: sixteen characters checked and converted per step.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
mod sse2 {
    use crate::grid::CELLS;
    use core::arch::x86_64::{
        __m128i, _mm_and_si128, _mm_cmpeq_epi8, _mm_loadu_si128, _mm_min_epu8, _mm_movemask_epi8,
        _mm_or_si128, _mm_set1_epi8, _mm_storeu_si128, _mm_sub_epi8,
    };

    /// Where the 16-byte steps start: five whole steps, then one overlapping the fifth to
    /// reach byte 81 (its first bytes are converted twice, to the same values).
    const STEPS: [usize; 6] = [0, 16, 32, 48, 64, CELLS - 16];

    /// See [`super::compact_line`].
    #[inline(always)]
    pub(super) fn compact_line(bytes: &[u8; CELLS]) -> Option<[u8; CELLS]> {
        let mut cells = [0u8; CELLS];
        let mut all_valid = true;
        for start in STEPS {
            let input: &[u8; 16] = bytes[start..start + 16]
                .as_array()
                .expect("every step ends by byte 81, so the slice has 16 bytes");
            let output: &mut [u8; 16] = (&mut cells[start..start + 16])
                .try_into()
                .expect("every step ends by byte 81, so the slice has 16 bytes");
            // SAFETY: SSE2 is enabled for this build (the module's cfg); the load and the
            // store use the unaligned forms on 16 valid bytes each.
            unsafe {
                let chars = _mm_loadu_si128(input.as_ptr().cast::<__m128i>());
                let offset = _mm_sub_epi8(chars, _mm_set1_epi8(b'0' as i8));
                // '0'-'9' are the bytes whose offset from '0', unsigned, is at most 9.
                let nine = _mm_set1_epi8(9);
                let digit = _mm_cmpeq_epi8(_mm_min_epu8(offset, nine), offset);
                let empty = _mm_or_si128(
                    _mm_cmpeq_epi8(chars, _mm_set1_epi8(b'.' as i8)),
                    _mm_or_si128(
                        _mm_cmpeq_epi8(chars, _mm_set1_epi8(b'-' as i8)),
                        _mm_cmpeq_epi8(chars, _mm_set1_epi8(b'*' as i8)),
                    ),
                );
                let valid = _mm_or_si128(digit, empty);
                all_valid &= _mm_movemask_epi8(valid) == 0xffff;
                let values = _mm_and_si128(offset, digit);
                _mm_storeu_si128(output.as_mut_ptr().cast::<__m128i>(), values);
            }
        }
        all_valid.then_some(cells)
    }
}

/// Portable version of [`compact_line`] (also the reference its SSE2 form is tested against).
#[cfg_attr(
    all(target_arch = "x86_64", target_feature = "sse2", not(test)),
    expect(dead_code, reason = "only used where SSE2 is missing, and by tests")
)]
fn compact_line_portable(bytes: &[u8]) -> Option<[u8; CELLS]> {
    if bytes.len() != CELLS {
        return None;
    }
    let mut cells = [0u8; CELLS];
    let mut invalid = 0u8;
    for (cell, &byte) in cells.iter_mut().zip(bytes) {
        let digit = CELL_OF_BYTE[usize::from(byte)];
        invalid |= digit & 0x80;
        *cell = digit;
    }
    (invalid == 0).then_some(cells)
}

/// Whether a line is part of a frame drawn around a grid, such as `*-----------*`,
/// `|---+---+---|` or `------+-------+------`, rather than a row of empty cells like `---------`.
fn is_border(text: &str) -> bool {
    let text = text.trim();
    let mut marks = 0;
    let mut strong = false;
    let mut dashes_only = true;
    for c in text.chars() {
        match c {
            '-' => marks += 1,
            '*' => {
                marks += 1;
                dashes_only = false;
            }
            '+' | '=' | '|' => {
                strong = true;
                dashes_only = false;
            }
            ' ' | '\t' => dashes_only = false,
            _ => return false,
        }
    }
    let starred =
        text.len() >= 2 && text.starts_with('*') && text.ends_with('*') && text.contains('-');
    strong || starred || (dashes_only && (10..=40).contains(&marks))
}

/// Reads the cells of one line into `cells`, skipping separators. After 81 cells written
/// without separators, whitespace starts a note (as in `puzzle<TAB>rating`).
fn scan_cells<'a>(
    text: &'a str,
    line: usize,
    cells: &mut [u8; CELLS],
) -> Result<Scan<'a>, FormatError> {
    let mut count = 0;
    let mut gap = false;
    let mut spaced = false;
    let mut has_bar = false;
    for (index, (byte, c)) in text.char_indices().enumerate() {
        let column = index + 1;
        match c {
            ' ' | '\t' => {
                if count == CELLS && !spaced {
                    let note = text[byte..].trim();
                    return Ok(Scan {
                        count,
                        spaced,
                        has_bar,
                        note: (!note.is_empty()).then_some(note),
                    });
                }
                gap = count > 0;
            }
            '|' => has_bar = true,
            _ => match digit_from_char(c) {
                Some(digit) => {
                    if count == CELLS {
                        return Err(FormatError::TooManyCells {
                            line,
                            column,
                            found: c,
                        });
                    }
                    spaced |= gap;
                    gap = false;
                    cells[count] = digit;
                    count += 1;
                }
                None => {
                    return Err(FormatError::BadChar {
                        line,
                        column,
                        found: c,
                    });
                }
            },
        }
    }
    Ok(Scan {
        count,
        spaced,
        has_bar,
        note: None,
    })
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
    fn borders_are_told_from_rows_of_empty_cells() {
        assert!(is_border("*-----------*"));
        assert!(is_border("|---+---+---|"));
        assert!(is_border("------+-------+------"));
        assert!(is_border("---------------------"));
        assert!(!is_border("---------"));
        assert!(!is_border("*********"));
        assert!(!is_border("-"));
        assert!(!is_border("|...|...|...|"));
        assert!(!is_border(&"-".repeat(80)));
    }

    #[test]
    fn capped_reader_skips_long_lines_and_keeps_going() {
        let text = format!("{}\nabc\nlast", "x".repeat(100));
        let mut input = text.as_bytes();
        let mut buf = Vec::new();
        assert_eq!(
            read_line_capped(&mut input, &mut buf, 10).unwrap(),
            Some(true)
        );
        assert!(buf.is_empty());
        assert_eq!(
            read_line_capped(&mut input, &mut buf, 10).unwrap(),
            Some(false)
        );
        assert_eq!(buf, b"abc");
        assert_eq!(
            read_line_capped(&mut input, &mut buf, 10).unwrap(),
            Some(false)
        );
        assert_eq!(buf, b"last");
        assert_eq!(read_line_capped(&mut input, &mut buf, 10).unwrap(), None);
    }

    #[test]
    fn compact_lines_take_the_fast_path_only_when_exact() {
        let line = format!("9-*0.{}", "1".repeat(76));
        let cells = compact_line(line.as_bytes()).unwrap();
        assert_eq!(&cells[..6], &[9, 0, 0, 0, 0, 1]);
        assert!(compact_line(&line.as_bytes()[..80]).is_none());
        let bad = line.replace('9', "x");
        assert!(compact_line(bad.as_bytes()).is_none());
        let high = [line.as_bytes()[..80].to_vec(), vec![0xB9]].concat();
        assert!(compact_line(&high).is_none());
    }

    #[test]
    fn compact_lines_agree_with_the_portable_form() {
        // Every byte value at every position, in lines otherwise made of cell characters.
        let base: Vec<u8> = b"123456789.0-*"
            .iter()
            .copied()
            .cycle()
            .take(CELLS)
            .collect();
        assert!(compact_line(&base).is_some());
        for position in 0..CELLS {
            for byte in 0..=255u8 {
                let mut line = base.clone();
                line[position] = byte;
                assert_eq!(
                    compact_line(&line),
                    compact_line_portable(&line),
                    "byte {byte} at {position}"
                );
            }
        }
    }

    #[test]
    fn scan_counts_cells_and_spots_spacing() {
        let mut cells = [0u8; CELLS];
        let row = scan_cells("| 9 0 0 | . . 4 | - * 1 |", 1, &mut cells).unwrap();
        assert_eq!((row.count, row.has_bar), (9, true));
        assert_eq!(&cells[..9], &[9, 0, 0, 0, 0, 4, 0, 0, 1]);
        let compact = format!("{}\t2.5", "1".repeat(81));
        let scan = scan_cells(&compact, 1, &mut cells).unwrap();
        assert_eq!(
            (scan.count, scan.spaced, scan.note),
            (81, false, Some("2.5"))
        );
        let spaced = vec!["1"; 82].join(" ");
        assert_eq!(
            scan_cells(&spaced, 4, &mut cells).err(),
            Some(FormatError::TooManyCells {
                line: 4,
                column: 163,
                found: '1'
            })
        );
    }
}
