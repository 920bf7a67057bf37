//! Line-level reading for the puzzle reader: one line at a time with a length cap, an
//! 81-character line converted at once (with SSE2 where the target has it), frame lines told
//! from rows, and the cells of one line scanned past their separators.

use super::FormatError;
use crate::grid::{CELLS, digit_from_char};
use std::io::{self, BufRead};

/// How long a line read by [`read_line_capped`] was.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LineLength {
    /// Within the cap: the line is in the buffer.
    Fits,
    /// Longer than the cap: the buffer is empty and the rest of the line was skipped.
    TooLong,
    /// Longer than [`MAX_SKIPPED_LINE_BYTES`] (`/dev/zero`): the buffer is empty and the
    /// line's rest is left unread (no more than one buffer of it is consumed past the bound);
    /// reading should stop.
    Endless,
}

/// How far a line longer than its cap is skipped in search of its end before it counts as
/// endless.
pub const MAX_SKIPPED_LINE_BYTES: usize = 16 << 20;

/// Reads one line without its `\n` into `buf`. Returns `None` at the end of input, else how
/// the line's length compared with `cap` (and with [`MAX_SKIPPED_LINE_BYTES`]).
pub fn read_line_capped<R: BufRead>(
    input: &mut R,
    buf: &mut Vec<u8>,
    cap: usize,
) -> io::Result<Option<LineLength>> {
    buf.clear();
    let mut length = LineLength::Fits;
    let mut read = 0usize;
    loop {
        let available = match input.fill_buf() {
            Ok(available) => available,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error),
        };
        if available.is_empty() {
            return Ok((read > 0).then_some(length));
        }
        let newline = available.iter().position(|&b| b == b'\n');
        let chunk = &available[..newline.unwrap_or(available.len())];
        read = read.saturating_add(chunk.len());
        if read > MAX_SKIPPED_LINE_BYTES {
            let used = chunk.len();
            input.consume(used);
            buf.clear();
            return Ok(Some(LineLength::Endless));
        }
        if length == LineLength::Fits {
            if buf.len() + chunk.len() > cap {
                length = LineLength::TooLong;
                buf.clear();
            } else {
                buf.extend_from_slice(chunk);
            }
        }
        let used = chunk.len() + usize::from(newline.is_some());
        input.consume(used);
        if newline.is_some() {
            return Ok(Some(length));
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
pub(super) fn compact_line(bytes: &[u8]) -> Option<[u8; CELLS]> {
    let bytes: &[u8; CELLS] = bytes.as_array()?;
    sse2::compact_line(bytes)
}

/// The cells of a line that is exactly 81 cell characters and nothing else.
#[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
pub(super) fn compact_line(bytes: &[u8]) -> Option<[u8; CELLS]> {
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
pub(super) fn compact_line_portable(bytes: &[u8]) -> Option<[u8; CELLS]> {
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
pub(super) fn is_border(text: &str) -> bool {
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
pub(super) fn scan_cells<'a>(
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

/// What the cells of one line came to.
pub(super) struct Scan<'a> {
    /// Cells read.
    pub(super) count: usize,
    /// Whether separators stood between cells.
    pub(super) spaced: bool,
    /// Whether a `|` was seen.
    pub(super) has_bar: bool,
    /// Text after 81 compact cells (as in `puzzle<TAB>rating`).
    pub(super) note: Option<&'a str>,
}

#[cfg(test)]
mod tests {
    use super::*;

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
            Some(LineLength::TooLong)
        );
        assert!(buf.is_empty());
        assert_eq!(
            read_line_capped(&mut input, &mut buf, 10).unwrap(),
            Some(LineLength::Fits)
        );
        assert_eq!(buf, b"abc");
        assert_eq!(
            read_line_capped(&mut input, &mut buf, 10).unwrap(),
            Some(LineLength::Fits)
        );
        assert_eq!(buf, b"last");
        assert_eq!(read_line_capped(&mut input, &mut buf, 10).unwrap(), None);
    }

    #[test]
    fn an_endless_line_is_given_up_on_after_a_bounded_amount() {
        let mut input = io::BufReader::new(io::repeat(0));
        let mut buf = Vec::new();
        assert_eq!(
            read_line_capped(&mut input, &mut buf, 10).unwrap(),
            Some(LineLength::Endless)
        );
        assert!(buf.is_empty());
        // A long line with an end within the bound is only too long.
        let mut long = vec![b'x'; MAX_SKIPPED_LINE_BYTES - 1];
        long.extend_from_slice(b"\nnext\n");
        let mut input = long.as_slice();
        assert_eq!(
            read_line_capped(&mut input, &mut buf, 10).unwrap(),
            Some(LineLength::TooLong)
        );
        assert_eq!(
            read_line_capped(&mut input, &mut buf, 10).unwrap(),
            Some(LineLength::Fits)
        );
        assert_eq!(buf, b"next");
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
