//! Variant lines as command input. An input whose first puzzle line starts with a variant
//! prefix (`x:`, `windoku:`, `jigsaw:`, `killer:`) is read as variant lines, one puzzle a
//! line (81-character classic lines allowed among them); any other input goes to the classic
//! puzzle reader untouched, its first line handed back in front of the rest.

use nonet::formats::MAX_LINE_BYTES;
use nonet::variant::{self, Kind, VariantError};
use std::fmt;
use std::io::{self, BufRead, Cursor, Read};

/// One puzzle line of a variant input: the puzzle, or why it could not be read.
pub struct VariantLine {
    /// 1-based line number in its input.
    pub line: usize,
    /// The puzzle, or what was wrong with the line.
    pub puzzle: Result<Box<variant::Puzzle>, LineProblem>,
}

/// What was wrong with a line of a variant input.
#[derive(Debug)]
pub enum LineProblem {
    /// The line does not read as a puzzle.
    Variant(VariantError),
    /// The line is longer than [`MAX_LINE_BYTES`].
    TooLong,
    /// The line is not UTF-8 text.
    NotUtf8,
    /// Reading failed; reading stops here.
    Read(String),
}

impl fmt::Display for LineProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineProblem::Variant(error) => write!(f, "{error}"),
            LineProblem::TooLong => write!(f, "longer than {MAX_LINE_BYTES} bytes"),
            LineProblem::NotUtf8 => f.write_str("not UTF-8 text"),
            LineProblem::Read(message) => write!(f, "cannot read: {message}"),
        }
    }
}

/// The puzzle lines of an input read as variant lines.
pub struct VariantLines {
    input: Box<dyn BufRead>,
    line: usize,
    stopped: bool,
}

impl Iterator for VariantLines {
    type Item = VariantLine;

    fn next(&mut self) -> Option<VariantLine> {
        while !self.stopped {
            self.line += 1;
            let line = self.line;
            let text = match read_capped(&mut self.input) {
                Ok(None) => return None,
                Ok(Some(Some(bytes))) => bytes,
                Ok(Some(None)) => return Some(bad(line, LineProblem::TooLong)),
                Err(error) => {
                    self.stopped = true;
                    return Some(bad(line, LineProblem::Read(error.to_string())));
                }
            };
            let Ok(text) = std::str::from_utf8(&text) else {
                return Some(bad(line, LineProblem::NotUtf8));
            };
            let text = text.trim();
            if text.is_empty() || text.starts_with('#') {
                continue;
            }
            let puzzle = variant::parse_line(text)
                .map(Box::new)
                .map_err(LineProblem::Variant);
            return Some(VariantLine { line, puzzle });
        }
        None
    }
}

fn bad(line: usize, problem: LineProblem) -> VariantLine {
    VariantLine {
        line,
        puzzle: Err(problem),
    }
}

/// One line without its end; `Ok(None)` at the end of input, `Some(None)` for a line over the
/// cap (whose rest is skipped).
fn read_capped(input: &mut Box<dyn BufRead>) -> io::Result<Option<Option<Vec<u8>>>> {
    let mut bytes = Vec::new();
    let cap = MAX_LINE_BYTES as u64 + 1;
    let read = input.by_ref().take(cap).read_until(b'\n', &mut bytes)?;
    if read == 0 {
        return Ok(None);
    }
    if bytes.last() == Some(&b'\n') {
        bytes.pop();
        return Ok(Some(Some(bytes)));
    }
    if read as u64 == cap {
        // Skip to the end of the over-long line.
        let mut rest = Vec::new();
        input.read_until(b'\n', &mut rest)?;
        return Ok(Some(None));
    }
    Ok(Some(Some(bytes)))
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
        if let Some((prefix, _)) = text.split_once(':') {
            return Some(Kind::parse(prefix).is_some_and(|kind| kind != Kind::Classic));
        }
        let whole_line = newline.is_some() || complete;
        return (whole_line || text.len() > LONGEST_PREFIX).then_some(false);
    }
}

/// The longest variant prefix, `windoku`: a first line this long without a colon is classic.
const LONGEST_PREFIX: usize = 7;

/// [`open`] when the buffer was too short to decide: reads the leading blank and comment
/// lines and the first other line, decides, and hands what it read back in front of the rest.
fn open_by_reading(mut input: Box<dyn BufRead>) -> Opened {
    let mut head = Vec::new();
    let cap = MAX_LINE_BYTES as u64 + 1;
    let mut decided = None;
    while decided.is_none() {
        match input.by_ref().take(cap).read_until(b'\n', &mut head) {
            Ok(0) | Err(_) => decided = decide(&head, true),
            Ok(_) => decided = decide(&head, false),
        }
    }
    let whole: Box<dyn BufRead> = Box::new(Cursor::new(head).chain(input));
    if decided == Some(true) {
        Opened::Variant(VariantLines {
            input: whole,
            line: 0,
            stopped: false,
        })
    } else {
        Opened::Classic(whole)
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
        assert_eq!(decide(b"..3.5.67.", false), Some(false));
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
}
