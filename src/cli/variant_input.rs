//! Variant lines and lines of other sizes as command input. An input whose first puzzle line
//! starts with a variant prefix (`x:`, `windoku:`, `jigsaw:`, `killer:`), or is a grid of
//! another size than 9x9 (16, 36, 64, 100, 144, 196, 225 or 256 cells), is read as such
//! lines, one puzzle a line (81-character classic lines allowed among them); any other input
//! goes to the classic puzzle reader untouched, its first line handed back in front of the
//! rest.

use nonet::formats::fpuzzles::{self, FpuzzlesError, Imported, MAX_JSON_BYTES};
use nonet::formats::{
    LineLength, MAX_LINE_BYTES, MAX_SKIPPED_LINE_BYTES, Metadata, read_line_capped,
};
use nonet::rules::RulePuzzle;
use nonet::rules::text::{self as sized, LineError};
use nonet::variant::{self, Kind, VariantError};
use std::collections::VecDeque;
use std::fmt;
use std::io::{self, BufRead, Read};

/// One puzzle line of a variant input: the puzzle, or why it could not be read.
pub struct VariantLine {
    /// 1-based line number in its input.
    pub line: usize,
    /// The puzzle, or what was wrong with the line.
    pub puzzle: Result<LinePuzzle, LineProblem>,
}

/// The puzzle of one line: a 9x9 one (classic or a variant), or one of another size.
pub enum LinePuzzle {
    /// A classic or variant 9x9 puzzle.
    Variant(Box<variant::Puzzle>),
    /// A puzzle of another size (with boxes, or a jigsaw).
    Sized(Box<RulePuzzle>),
}

/// Reads one line: by the generic reader when it is of another size than 9x9 (a plain line
/// of any other length, or a jigsaw whose givens are not 81), else as a variant line.
pub fn parse_line(text: &str) -> Result<LinePuzzle, LineProblem> {
    if let Some(read) = fpuzzles::read_text(text) {
        return imported(read);
    }
    if is_other_size(text) {
        sized::parse_line(text)
            .map(|puzzle| LinePuzzle::Sized(Box::new(puzzle)))
            .map_err(LineProblem::Sized)
    } else {
        variant::parse_line(text)
            .map(|puzzle| LinePuzzle::Variant(Box::new(puzzle)))
            .map_err(LineProblem::Variant)
    }
}

/// The puzzle of an f-puzzles or SudokuPad link, or of f-puzzles JSON: read from Nonet's own
/// line for it where it has one (so it is the same puzzle as that line to every command),
/// else as the rule puzzle it is.
fn imported(read: Result<Imported, FpuzzlesError>) -> Result<LinePuzzle, LineProblem> {
    let imported = read.map_err(LineProblem::Fpuzzles)?;
    match imported.line() {
        Some(line) => parse_line(&line),
        None => Ok(LinePuzzle::Sized(Box::new(imported.puzzle))),
    }
}

/// Whether a line is for the reader of other sizes: a plain line that is not 81 cells
/// long (it names the sizes there are when its length is none), or a jigsaw line whose
/// givens are not.
fn is_other_size(text: &str) -> bool {
    let text = text.trim_start_matches('\u{feff}').trim();
    match text.split_once(':') {
        None => text.chars().count() != 81,
        Some((prefix, rest)) => {
            prefix.trim().eq_ignore_ascii_case(sized::JIGSAW_PREFIX)
                && rest.split(':').next().map(|g| g.trim().chars().count()) != Some(81)
        }
    }
}

/// What was wrong with a line of a variant input.
#[derive(Debug)]
pub enum LineProblem {
    /// The line does not read as a 9x9 puzzle.
    Variant(VariantError),
    /// The line does not read as a puzzle of another size.
    Sized(LineError),
    /// The line is an f-puzzles or SudokuPad link (or the input f-puzzles JSON) that gives
    /// no puzzle.
    Fpuzzles(FpuzzlesError),
    /// The line is longer than [`MAX_LINE_BYTES`].
    TooLong,
    /// The line is not UTF-8 text.
    NotUtf8,
    /// The line has no end within [`MAX_SKIPPED_LINE_BYTES`]; reading stops here.
    Endless,
    /// Reading failed; reading stops here.
    Read(String),
}

impl fmt::Display for LineProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineProblem::Variant(error) => write!(f, "{error}"),
            LineProblem::Sized(error) => write!(f, "{error}"),
            LineProblem::Fpuzzles(error) => write!(f, "{error}"),
            LineProblem::TooLong => write!(f, "longer than {MAX_LINE_BYTES} bytes"),
            LineProblem::NotUtf8 => f.write_str("not UTF-8 text"),
            LineProblem::Endless => write!(
                f,
                "no line end in {MAX_SKIPPED_LINE_BYTES} bytes, so reading stops here"
            ),
            LineProblem::Read(message) => write!(f, "cannot read: {message}"),
        }
    }
}

/// The puzzle lines of an input read as variant lines.
pub struct VariantLines {
    input: Box<dyn BufRead>,
    /// The line being read.
    buf: Vec<u8>,
    line: usize,
    stopped: bool,
}

impl Iterator for VariantLines {
    type Item = VariantLine;

    fn next(&mut self) -> Option<VariantLine> {
        while !self.stopped {
            self.line += 1;
            let line = self.line;
            let text = match read_line_capped(&mut self.input, &mut self.buf, MAX_LINE_BYTES) {
                Ok(None) => return None,
                Ok(Some(LineLength::Fits)) => &self.buf,
                Ok(Some(LineLength::TooLong)) => return Some(bad(line, LineProblem::TooLong)),
                Ok(Some(LineLength::Endless)) => {
                    self.stopped = true;
                    return Some(bad(line, LineProblem::Endless));
                }
                Err(error) => {
                    self.stopped = true;
                    return Some(bad(line, LineProblem::Read(error.to_string())));
                }
            };
            let Ok(text) = std::str::from_utf8(text) else {
                return Some(bad(line, LineProblem::NotUtf8));
            };
            let text = text.trim();
            if text.is_empty() || text.starts_with('#') {
                continue;
            }
            if text.starts_with('{') {
                self.stopped = true;
                return Some(self.json_from(line));
            }
            let puzzle = parse_line(text);
            return Some(VariantLine { line, puzzle });
        }
        None
    }
}

impl VariantLines {
    /// The puzzle of f-puzzles JSON that starts with the line just read (number `line`) and
    /// runs to the end of the input: one puzzle, however many lines it is written on.
    fn json_from(&mut self, line: usize) -> VariantLine {
        let mut text = std::mem::take(&mut self.buf);
        // The line as read lacks its end, which the JSON's line numbers count.
        text.push(b'\n');
        let cap = (MAX_JSON_BYTES + 1).saturating_sub(text.len()) as u64;
        if let Err(error) = self.input.by_ref().take(cap).read_to_end(&mut text) {
            return bad(line, LineProblem::Read(error.to_string()));
        }
        if text.len() > MAX_JSON_BYTES {
            let too_long = FpuzzlesError::TooLong {
                units: MAX_JSON_BYTES,
            };
            return bad(line, LineProblem::Fpuzzles(too_long));
        }
        let Ok(text) = std::str::from_utf8(&text) else {
            return bad(line, LineProblem::NotUtf8);
        };
        VariantLine {
            line,
            puzzle: imported(fpuzzles::read_json(text)),
        }
    }
}

fn bad(line: usize, problem: LineProblem) -> VariantLine {
    VariantLine {
        line,
        puzzle: Err(problem),
    }
}

/// An input after its first lines were looked at.
pub enum Opened {
    /// Variant lines.
    Variant(VariantLines),
    /// Anything else: the whole input, as it was, for the classic reader.
    Classic(Box<dyn BufRead>),
}

/// Decides how to read `input`: as variant lines when its first line that is neither blank
/// nor a `#` comment starts with a variant prefix. The decision is made on the bytes already
/// buffered, without consuming them, so a classic input reaches the classic reader exactly as
/// it was opened; only when the buffer ends before the decision can be made are the first
/// lines read out and handed back in front of the rest.
pub fn open(mut input: Box<dyn BufRead>) -> Opened {
    let decided = decide_buffered(&mut input);
    match decided {
        Some(true) => Opened::Variant(VariantLines {
            input,
            buf: Vec::new(),
            line: 0,
            stopped: false,
        }),
        Some(false) => Opened::Classic(input),
        None => open_by_reading(input),
    }
}

/// [`decide`] on the bytes `input` has buffered (reading only when it holds none). A read
/// error is left for the classic reader to report.
fn decide_buffered(input: &mut Box<dyn BufRead>) -> Option<bool> {
    loop {
        match input.fill_buf() {
            Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
            Err(_) => return Some(false),
            // An empty buffer after a read is the end of the input.
            Ok(buffer) => return decide(buffer, buffer.is_empty()),
        }
    }
}

/// Whether `bytes` (the start of an input, all of it when `complete`) begin with a variant
/// line after blank and comment lines; `None` when they end before that is known.
fn decide(bytes: &[u8], complete: bool) -> Option<bool> {
    let mut rest = bytes;
    loop {
        let newline = rest.iter().position(|&b| b == b'\n');
        let line = &rest[..newline.unwrap_or(rest.len())];
        let text = String::from_utf8_lossy(line);
        // A byte-order mark may open the input, as puzzle files allow.
        let text = text.trim_start_matches('\u{feff}').trim();
        if text.is_empty() || text.starts_with('#') {
            match newline {
                Some(end) => rest = &rest[end + 1..],
                None => return complete.then_some(false),
            }
            continue;
        }
        // f-puzzles JSON, or a link to a puzzle of f-puzzles or SudokuPad.
        if text.starts_with('{') || fpuzzles::link::looks_like_link(text) {
            return Some(true);
        }
        if let Some((prefix, _)) = text.split_once(':') {
            return Some(Kind::parse(prefix).is_some_and(|kind| kind != Kind::Classic));
        }
        let whole_line = newline.is_some() || complete;
        if whole_line {
            return Some(sized::is_other_boxed_length(text.chars().count()));
        }
        // A line too long for a variant prefix or a grid of another size is classic.
        return (text.len() > LONGEST_OTHER_LINE).then_some(false);
    }
}

/// The longest line of a grid of another size (16x16); a first line longer than this, with
/// no colon, is classic whether its end has been read or not.
const LONGEST_OTHER_LINE: usize = 256;

/// [`open`] when the buffer was too short to decide: reads the leading blank and comment
/// lines and the first other line, decides, and hands what it read back in front of the rest.
///
/// Each line is looked at once, so the time is linear in the lines before the first puzzle.
/// Lines the classic reader ignores are handed back as bare line ends (kept as a count, so
/// the line numbers stay right in constant memory); the others (metadata, the first line with
/// its byte-order mark) are kept whole up to [`MAX_KEPT_BYTES`]. A leading blank or comment
/// line longer than [`MAX_LINE_BYTES`], or more kept lines than that bound, ends the search:
/// the input is read as classic (whose reader reports the over-long line).
fn open_by_reading(mut input: Box<dyn BufRead>) -> Opened {
    let mut head = Replay::default();
    let mut line = Vec::new();
    let cap = MAX_LINE_BYTES as u64 + 1;
    let mut number = 0u64;
    let variant = loop {
        line.clear();
        number += 1;
        let at_end = match input.by_ref().take(cap).read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => true,
            Ok(_) => false,
        };
        // A line without its end that is shorter than the cap is the input's last.
        let last_line = line.last() != Some(&b'\n') && (line.len() as u64) < cap;
        let decided = decide(&line, at_end || last_line);
        let whole_line = line.last() == Some(&b'\n');
        if decided.is_none() && whole_line && ignored_by_classic(&line, number) {
            head.line_ends(1);
            continue;
        }
        head.keep(&line);
        match decided {
            Some(variant) => break variant,
            None if !whole_line || head.kept > MAX_KEPT_BYTES => break false,
            None => {}
        }
    };
    let whole: Box<dyn BufRead> = Box::new(head.chain(input));
    if variant {
        Opened::Variant(VariantLines {
            input: whole,
            buf: Vec::new(),
            line: 0,
            stopped: false,
        })
    } else {
        Opened::Classic(whole)
    }
}

/// At most this many bytes of leading metadata lines are kept while deciding how to read an
/// input; past them it is read as classic.
const MAX_KEPT_BYTES: usize = 1 << 20;

/// Whether the classic reader does nothing with a line (number `number`, with its `\n`) that
/// comes before any puzzle: a blank line, or a comment that is no metadata. The first line is
/// always kept, for its byte-order mark; a line with a NUL byte is kept for the reader to
/// report as binary.
fn ignored_by_classic(line: &[u8], number: u64) -> bool {
    if number == 1 || line.contains(&0) {
        return false;
    }
    let body = line.strip_suffix(b"\n").unwrap_or(line);
    // The same whitespace both the classic reader and `str::trim` skip.
    if body
        .iter()
        .all(|b| matches!(b, b' ' | b'\t' | b'\r' | 0x0B | 0x0C))
    {
        return true;
    }
    match body.trim_ascii_start() {
        [b'#', tag, ..] => !Metadata::TAGS.contains(&char::from(*tag)),
        [b'#'] => true,
        _ => false,
    }
}

/// The lines read while deciding, handed back in front of the rest of the input: bytes kept
/// as read, and runs of bare line ends standing for ignored lines.
#[derive(Default)]
struct Replay {
    /// What is left to hand back, in order.
    parts: VecDeque<Part>,
    /// Bytes kept so far.
    kept: usize,
}

/// One run of [`Replay`]'s lines.
enum Part {
    /// Bytes as read, and how many of them were handed back.
    Bytes(Vec<u8>, usize),
    /// This many line ends.
    LineEnds(u64),
}

/// Line ends to hand back from, a slice at a time.
static LINE_ENDS: [u8; 4096] = [b'\n'; 4096];

impl Replay {
    fn keep(&mut self, bytes: &[u8]) {
        self.kept += bytes.len();
        match self.parts.back_mut() {
            Some(Part::Bytes(kept, _)) => kept.extend_from_slice(bytes),
            _ => self.parts.push_back(Part::Bytes(bytes.to_vec(), 0)),
        }
    }

    fn line_ends(&mut self, count: u64) {
        match self.parts.back_mut() {
            Some(Part::LineEnds(run)) => *run += count,
            _ => self.parts.push_back(Part::LineEnds(count)),
        }
    }
}

impl Read for Replay {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let available = self.fill_buf()?;
        let count = available.len().min(buf.len());
        buf[..count].copy_from_slice(&available[..count]);
        self.consume(count);
        Ok(count)
    }
}

impl BufRead for Replay {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        while let Some(part) = self.parts.front() {
            let spent = match part {
                Part::Bytes(bytes, used) => *used >= bytes.len(),
                Part::LineEnds(count) => *count == 0,
            };
            if !spent {
                break;
            }
            self.parts.pop_front();
        }
        Ok(match self.parts.front() {
            None => &[],
            Some(Part::Bytes(bytes, used)) => &bytes[*used..],
            Some(Part::LineEnds(count)) => {
                let count = usize::try_from(*count).unwrap_or(usize::MAX);
                &LINE_ENDS[..count.min(LINE_ENDS.len())]
            }
        })
    }

    fn consume(&mut self, amount: usize) {
        match self.parts.front_mut() {
            Some(Part::Bytes(_, used)) => *used += amount,
            Some(Part::LineEnds(count)) => *count = count.saturating_sub(amount as u64),
            None => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines_of(text: &'static str) -> Option<Vec<(usize, bool)>> {
        match open(Box::new(text.as_bytes())) {
            Opened::Variant(lines) => Some(lines.map(|l| (l.line, l.puzzle.is_ok())).collect()),
            Opened::Classic(_) => None,
        }
    }

    #[test]
    fn the_first_puzzle_line_decides() {
        let empty = ".".repeat(81);
        let text: &'static str =
            format!("# note\n\nx:{empty}\n{empty}\nwindoku:{empty}\nnope\n").leak();
        assert_eq!(
            lines_of(text),
            Some(vec![(3, true), (4, true), (5, true), (6, false)])
        );
        let classic: &'static str = format!("# note\n{empty}\nx:{empty}\n").leak();
        assert!(lines_of(classic).is_none());
        assert!(lines_of("").is_none());
    }

    #[test]
    fn the_decision_waits_for_enough_bytes() {
        assert_eq!(decide(b"# a comment\n\nx:..", false), Some(true));
        assert_eq!(decide(b"# a comment\n\nkill", false), None);
        assert_eq!(decide(b"# a comment\n\nkill", true), Some(false));
        assert_eq!(decide(b"# a comment", false), None);
        assert_eq!(
            decide(b"..3.5.67.", false),
            None,
            "may be a 4x4's first cells"
        );
        assert_eq!(decide(b"..3.5.67.\n", false), Some(false));
        assert_eq!(decide(&[b'.'; 257], false), Some(false));
        assert_eq!(decide(b"1...............\n", false), Some(true), "a 4x4");
        assert_eq!(decide(&[b'.'; 256], true), Some(true), "a 16x16");
        assert_eq!(decide(b"#A Title: x\n", false), None);
        assert_eq!(decide(b"#A Title: x\n1", false), None);
        assert_eq!(decide(b"#A Title: x\n1.3\n", false), Some(false));
        assert_eq!(decide(b"nope:..", false), Some(false));
        assert_eq!(decide(b"", true), Some(false));
    }

    #[test]
    fn a_byte_order_mark_before_a_variant_line_keeps_it_a_variant() {
        let empty = ".".repeat(81);
        let text: &'static str = format!("\u{feff}windoku:{empty}\n").leak();
        assert_eq!(decide(text.as_bytes(), true), Some(true));
        assert_eq!(lines_of(text), Some(vec![(1, true)]));
    }

    #[test]
    fn a_first_line_split_across_reads_is_still_seen() {
        // One byte a read: the buffer never holds enough to decide.
        let text = format!("# note\nwindoku:{}\n", ".".repeat(81));
        let slow = io::BufReader::with_capacity(1, std::io::Cursor::new(text.into_bytes()));
        match open(Box::new(slow)) {
            Opened::Variant(mut lines) => {
                let line = lines.next().expect("one line");
                assert_eq!(line.line, 2);
                assert!(line.puzzle.is_ok());
            }
            Opened::Classic(_) => panic!("read as classic"),
        }
    }

    #[test]
    fn a_classic_input_keeps_every_byte() {
        let text = "#A by someone\n\n123\nrest";
        let Opened::Classic(mut input) = open(Box::new(text.as_bytes())) else {
            panic!("not a variant input");
        };
        let mut all = String::new();
        input.read_to_string(&mut all).expect("in memory");
        assert_eq!(all, text);
    }

    /// `lines` blank and comment lines, alternating, then `last`.
    fn after_blank_and_comment_lines(lines: usize, last: &str) -> Vec<u8> {
        let mut text = Vec::with_capacity(lines * 3 + last.len());
        for index in 0..lines {
            text.extend_from_slice(if index % 2 == 0 { b"\n" } else { b"#c\n" });
        }
        text.extend_from_slice(last.as_bytes());
        text
    }

    /// Opens `text` as read through a small buffer, so the decision is made by reading lines.
    fn open_slowly(text: Vec<u8>) -> Opened {
        open(Box::new(io::BufReader::with_capacity(
            64,
            io::Cursor::new(text),
        )))
    }

    #[test]
    fn many_leading_blank_and_comment_lines_are_each_read_once() {
        // Looked at again for every new line, 300,000 lines took minutes (quadratic time).
        let lines = 300_000;
        let empty = ".".repeat(81);
        let text = after_blank_and_comment_lines(lines, &format!("x:{empty}\n"));
        let Opened::Variant(mut variant) = open_slowly(text) else {
            panic!("read as classic");
        };
        let line = variant.next().expect("the variant line");
        assert_eq!(line.line, lines + 1);
        assert!(line.puzzle.is_ok());

        let text = after_blank_and_comment_lines(lines, &format!("#C kept\n\n{empty}\n"));
        let Opened::Classic(input) = open_slowly(text) else {
            panic!("read as variant lines");
        };
        let records: Vec<_> = nonet::formats::PuzzleReader::new(input, None).collect();
        assert_eq!(records.len(), 1);
        let record = records[0].as_ref().expect("the puzzle reads");
        assert_eq!(record.line, lines + 3);
        assert_eq!(record.metadata.comment.as_deref(), Some("kept"));
    }

    #[test]
    fn lines_the_classic_reader_acts_on_are_handed_back_whole() {
        assert!(ignored_by_classic(b" \t\r\n", 2));
        assert!(ignored_by_classic(b"  #c lower case\n", 2));
        assert!(ignored_by_classic(b"#\n", 2));
        assert!(
            !ignored_by_classic(b"\n", 1),
            "the first line may hold a BOM"
        );
        assert!(!ignored_by_classic(b"#T title\n", 2));
        assert!(!ignored_by_classic(b"#c\0\n", 2), "binary is reported");
        assert!(
            !ignored_by_classic(b"\x0B#c\n", 2),
            "not a comment to the reader"
        );
        // A NUL in a comment line before the first puzzle still stops the classic reader.
        let text = after_blank_and_comment_lines(10, &format!("#c\0\n{}\n", "1".repeat(81)));
        let Opened::Classic(input) = open_slowly(text) else {
            panic!("read as variant lines");
        };
        let mut reader = nonet::formats::PuzzleReader::new(input, None);
        assert!(matches!(
            reader.next(),
            Some(Err(nonet::formats::FormatError::Binary { line: 11, .. }))
        ));
    }

    #[test]
    fn an_endless_comment_line_ends_the_search() {
        // A comment line with no end: the search stops at the line cap and reads classic.
        let mut text = b"# ".to_vec();
        text.extend(std::iter::repeat_n(b'c', 3 * MAX_LINE_BYTES));
        assert!(matches!(open_slowly(text), Opened::Classic(_)));
    }

    #[test]
    fn leading_metadata_is_held_only_up_to_a_bound() {
        // Metadata lines are handed back whole, so past the bound the search ends (classic).
        let line = "#T a title line\n";
        let text = format!(
            "{}x:{}\n",
            line.repeat(MAX_KEPT_BYTES / line.len() + 2),
            ".".repeat(81)
        );
        assert!(matches!(open_slowly(text.into_bytes()), Opened::Classic(_)));
        let text = format!("{}x:{}\n", line.repeat(1000), ".".repeat(81));
        assert!(matches!(open_slowly(text.into_bytes()), Opened::Variant(_)));
    }
}
