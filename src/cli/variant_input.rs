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

/// Reads the leading blank and comment lines and the first other line of `input`, and
/// decides how to read it; nothing read is lost either way.
pub fn open(mut input: Box<dyn BufRead>) -> Opened {
    let mut head = Vec::new();
    let mut is_variant = false;
    loop {
        let start = head.len();
        let cap = MAX_LINE_BYTES as u64 + 1;
        match input.by_ref().take(cap).read_until(b'\n', &mut head) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        let text = String::from_utf8_lossy(&head[start..]);
        let text = text.trim();
        if text.is_empty() || text.starts_with('#') {
            if head.last() == Some(&b'\n') {
                continue;
            }
            break;
        }
        is_variant = text.split_once(':').is_some_and(|(prefix, _)| {
            Kind::parse(prefix).is_some_and(|kind| kind != Kind::Classic)
        });
        break;
    }
    let whole: Box<dyn BufRead> = Box::new(Cursor::new(head).chain(input));
    if is_variant {
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
