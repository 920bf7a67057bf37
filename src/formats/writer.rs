//! Writing a puzzle in each format. Every writer's output reads back to the same grid, and
//! `.sdk` output to the same metadata too.

use super::{Metadata, PuzzleFormat, clean_metadata_line};
use crate::grid::{Candidates, Grid};
use std::io::{self, Write};

const SS_FRAME: &[u8] = b"*-----------*\n";
const SS_BAND: &[u8] = b"|---+---+---|\n";

/// The puzzle as text in `format`, ending with a newline. Only `.sdk` carries the metadata.
pub fn write(format: PuzzleFormat, grid: &Grid, metadata: &Metadata) -> String {
    let mut bytes = Vec::with_capacity(256);
    // Writing into a Vec<u8> cannot fail.
    let _ = write_to(&mut bytes, format, grid, metadata);
    // Every byte written is ASCII or comes from a `str`, so this is valid UTF-8; the lossy
    // conversion only avoids a panic path.
    match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(error) => String::from_utf8_lossy(error.as_bytes()).into_owned(),
    }
}

/// Writes the puzzle in `format` to `out`, ending with a newline. Only `.sdk` carries the
/// metadata. Allocates nothing unless there is metadata to write.
pub fn write_to<W: Write + ?Sized>(
    out: &mut W,
    format: PuzzleFormat,
    grid: &Grid,
    metadata: &Metadata,
) -> io::Result<()> {
    let cells = grid.cells();
    match format {
        PuzzleFormat::Line => {
            let mut line = [b'\n'; 82];
            for (slot, &digit) in line.iter_mut().zip(cells) {
                *slot = dot_char(digit);
            }
            out.write_all(&line)
        }
        PuzzleFormat::SpacedLine => {
            let mut line = [b' '; 162];
            for (cell, &digit) in cells.iter().enumerate() {
                line[cell * 2] = b'0' + digit;
            }
            line[161] = b'\n';
            out.write_all(&line)
        }
        PuzzleFormat::Grid => {
            let mut text = [b' '; 162];
            for (cell, &digit) in cells.iter().enumerate() {
                text[cell * 2] = b'0' + digit;
                if cell % 9 == 8 {
                    text[cell * 2 + 1] = b'\n';
                }
            }
            out.write_all(&text)
        }
        PuzzleFormat::Sdk => {
            write_metadata(out, metadata)?;
            let mut text = [b'\n'; 90];
            for (cell, &digit) in cells.iter().enumerate() {
                text[cell + cell / 9] = dot_char(digit);
            }
            out.write_all(&text)
        }
        PuzzleFormat::Ss => {
            out.write_all(SS_FRAME)?;
            for row in 0..9 {
                if row == 3 || row == 6 {
                    out.write_all(SS_BAND)?;
                }
                let mut line = *b"|...|...|...|\n";
                for col in 0..9 {
                    line[1 + col + col / 3] = dot_char(cells[row * 9 + col]);
                }
                out.write_all(&line)?;
            }
            out.write_all(SS_FRAME)
        }
        PuzzleFormat::Pencilmark => {
            // Givens alone: every open cell keeps what its peers allow.
            let line = super::pencilmark::to_line(grid, &Candidates::from_grid(grid));
            writeln!(out, "{line}")
        }
    }
}

/// The character of a digit, `.` for an empty cell.
fn dot_char(digit: u8) -> u8 {
    if digit == 0 { b'.' } else { b'0' + digit }
}

/// One `#X` line per line of each set field, cleaned as the reader cleans them (see
/// [`clean_metadata_line`]), so what is written is exactly what reads back.
fn write_metadata<W: Write + ?Sized>(out: &mut W, metadata: &Metadata) -> io::Result<()> {
    for tag in Metadata::TAGS {
        let Some(Some(value)) = metadata.field(tag) else {
            continue;
        };
        for line in value.split('\n') {
            writeln!(out, "#{tag}{}", clean_metadata_line(line))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ss_layout_boxes_the_rows() {
        let mut grid = Grid::empty();
        grid.set(0, 9);
        grid.set(80, 1);
        let text = write(PuzzleFormat::Ss, &grid, &Metadata::default());
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 13);
        assert_eq!(lines[0], "*-----------*");
        assert_eq!(lines[1], "|9..|...|...|");
        assert_eq!(lines[4], "|---+---+---|");
        assert_eq!(lines[11], "|...|...|..1|");
        assert_eq!(lines[12], "*-----------*");
    }

    #[test]
    fn grid_layout_spaces_the_digits() {
        let mut grid = Grid::empty();
        grid.set(8, 7);
        let text = write(PuzzleFormat::Grid, &grid, &Metadata::default());
        assert_eq!(text.lines().next(), Some("0 0 0 0 0 0 0 0 7"));
        assert_eq!(text.lines().count(), 9);
    }
}
