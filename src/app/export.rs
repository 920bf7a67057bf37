//! What the Export menu writes: the puzzle as text in the engine's formats, or the board
//! as an SVG drawing for printing. Plain functions from a game to bytes, so tests check
//! them without a window or a dialog.

use super::files::ExportKind;
use crate::formats::{self, PuzzleFormat};
use crate::game::Game;
use crate::grid::{CELLS, col_of, row_of};
use std::fmt::Write as _;

/// The file contents for exporting `game` as `kind`.
pub fn export_bytes(game: &Game, kind: ExportKind) -> Vec<u8> {
    match kind {
        ExportKind::Line => puzzle_text(game, PuzzleFormat::Line).into_bytes(),
        ExportKind::Grid => puzzle_text(game, PuzzleFormat::Grid).into_bytes(),
        ExportKind::Sdk => puzzle_text(game, PuzzleFormat::Sdk).into_bytes(),
        ExportKind::Pencilmark => position_pencilmarks(game).into_bytes(),
        ExportKind::Svg => board_svg(game).into_bytes(),
    }
}

/// The puzzle's givens in `format`; `.sdk` also carries all its metadata and its level.
pub fn puzzle_text(game: &Game, format: PuzzleFormat) -> String {
    let mut metadata = game.metadata().clone();
    if metadata.level.is_none() {
        metadata.level = game.level().map(|l| l.to_string());
    }
    formats::write(format, game.givens(), &metadata)
}

/// The position on the board as a pencilmark line: givens and entries placed, each open cell
/// with the candidates a hint would reason from (the notes, or every digit the peers allow).
pub fn position_pencilmarks(game: &Game) -> String {
    let grid = game.grid();
    let mut candidates = game.effective_candidates();
    // Notes can keep a digit placed in a peer since; a pencilmark line cannot say that.
    for cell in 0..CELLS {
        candidates.set(cell, candidates.get(cell).intersection(grid.allowed(cell)));
    }
    let mut line = formats::pencilmark::to_line(&grid, &candidates);
    line.push('\n');
    line
}

/// Side of one cell in the drawing, in SVG user units (points when printed at 100%).
const CELL: f32 = 40.0;
/// Margin around the board.
const MARGIN: f32 = 20.0;
/// Room above the board for the title line.
const TITLE_ROOM: f32 = 28.0;

/// The board as an SVG drawing: givens in black, the player's digits in blue, notes small
/// and grey, with thick lines around the boxes. Printable at any size.
pub fn board_svg(game: &Game) -> String {
    let board = CELL * 9.0;
    let width = board + 2.0 * MARGIN;
    let height = board + 2.0 * MARGIN + TITLE_ROOM;
    let top = MARGIN + TITLE_ROOM;
    let mut svg = String::with_capacity(16 * 1024);
    // Writing into a String cannot fail, so the results of write! are ignored throughout.
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="DejaVu Sans, Helvetica, Arial, sans-serif">"#
    );
    let _ = writeln!(svg, r#"<rect width="100%" height="100%" fill="white"/>"#);
    let _ = writeln!(
        svg,
        r##"<text x="{MARGIN}" y="{}" font-size="16" fill="#222">{}</text>"##,
        MARGIN + 12.0,
        escape(&title(game))
    );
    for i in 0..=9 {
        let offset = i as f32 * CELL;
        let (stroke, thickness) = if i % 3 == 0 {
            ("#222", 2.5)
        } else {
            ("#999", 1.0)
        };
        let _ = writeln!(
            svg,
            r##"<line x1="{x}" y1="{top}" x2="{x}" y2="{bottom}" stroke="{stroke}" stroke-width="{thickness}" stroke-linecap="square"/>"##,
            x = MARGIN + offset,
            bottom = top + board,
        );
        let _ = writeln!(
            svg,
            r##"<line x1="{MARGIN}" y1="{y}" x2="{right}" y2="{y}" stroke="{stroke}" stroke-width="{thickness}" stroke-linecap="square"/>"##,
            y = top + offset,
            right = MARGIN + board,
        );
    }
    for cell in 0..CELLS {
        let x = MARGIN + col_of(cell) as f32 * CELL;
        let y = top + row_of(cell) as f32 * CELL;
        let digit = game.digit(cell);
        if digit != 0 {
            let (fill, weight) = if game.is_given(cell) {
                ("#111", "bold")
            } else {
                ("#1f5fbf", "normal")
            };
            let _ = writeln!(
                svg,
                r##"<text x="{}" y="{}" font-size="26" font-weight="{weight}" fill="{fill}" text-anchor="middle">{digit}</text>"##,
                x + CELL / 2.0,
                y + CELL / 2.0 + 9.0,
            );
            continue;
        }
        for note in game.notes(cell).iter() {
            let slot = (note - 1) as usize;
            let note_x = x + (slot % 3) as f32 * (CELL / 3.0) + CELL / 6.0;
            let note_y = y + (slot / 3) as f32 * (CELL / 3.0) + CELL / 6.0 + 3.5;
            let _ = writeln!(
                svg,
                r##"<text x="{note_x:.1}" y="{note_y:.1}" font-size="10" fill="#666" text-anchor="middle">{note}</text>"##
            );
        }
    }
    svg.push_str("</svg>\n");
    svg
}

/// The line above the board: the puzzle's title or source, and its level.
fn title(game: &Game) -> String {
    let meta = game.metadata();
    let name = meta
        .title
        .clone()
        .or_else(|| meta.source.clone())
        .unwrap_or_else(|| "Nonet puzzle".to_string());
    match game.level() {
        Some(level) => format!("{name} · {level}"),
        None => name,
    }
}

/// Text made safe to put between XML tags.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Action, Metadata};
    use crate::grid::Grid;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn game() -> Game {
        let grid = PUZZLE.parse::<Grid>().expect("a valid line");
        Game::new(grid).expect("unique").with_metadata(Metadata {
            title: Some("Tom & Jerry <1>".to_string()),
            author: Some("A. Setter".to_string()),
            ..Metadata::default()
        })
    }

    #[test]
    fn every_text_export_reads_back_as_the_same_puzzle() {
        let game = game();
        for (kind, format) in [
            (ExportKind::Line, PuzzleFormat::Line),
            (ExportKind::Grid, PuzzleFormat::Grid),
            (ExportKind::Sdk, PuzzleFormat::Sdk),
        ] {
            let bytes = export_bytes(&game, kind);
            let collection = formats::parse_bytes(&bytes, Some(format));
            assert!(
                collection.errors.is_empty(),
                "{kind:?}: {:?}",
                collection.errors
            );
            assert_eq!(collection.records.len(), 1, "{kind:?}");
            assert_eq!(collection.records[0].grid, *game.givens(), "{kind:?}");
            assert_eq!(collection.records[0].format, format, "{kind:?}");
        }
        let sdk = String::from_utf8(export_bytes(&game, ExportKind::Sdk)).expect("text");
        let record = &formats::parse_str(&sdk, Some(PuzzleFormat::Sdk)).records[0];
        assert_eq!(record.metadata.author.as_deref(), Some("A. Setter"));
        assert_eq!(record.metadata.title.as_deref(), Some("Tom & Jerry <1>"));
    }

    #[test]
    fn the_pencilmark_export_opens_as_the_same_position() {
        let mut game = game();
        let (r1c3, r1c4) = (2, 3);
        game.apply(Action::SetDigit {
            cell: r1c3,
            digit: 4,
        })
        .expect("r1c3 is empty");
        let noted: Vec<u8> = game.grid().allowed(r1c4.into()).iter().take(2).collect();
        for &digit in &noted {
            game.apply(Action::ToggleNote { cell: r1c4, digit })
                .expect("r1c4 is empty");
        }
        // A stale note (a digit a peer holds) is not written.
        game.apply(Action::ToggleNote {
            cell: r1c4,
            digit: 5,
        })
        .expect("r1c4 is empty");
        let bytes = export_bytes(&game, ExportKind::Pencilmark);
        let collection = formats::parse_bytes(&bytes, None);
        assert!(collection.errors.is_empty(), "{:?}", collection.errors);
        let record = collection.records[0].clone();
        assert_eq!(record.format, PuzzleFormat::Pencilmark);
        assert_eq!(record.grid, game.grid(), "givens and the entry are placed");
        let opened = Game::from_record(record, std::path::Path::new("position.txt"))
            .expect("the position has one solution");
        assert_eq!(
            opened.notes(usize::from(r1c4)).iter().collect::<Vec<_>>(),
            noted
        );
        assert_eq!(opened.solution(), game.solution());
        // A cell without notes is written with every digit its peers allow.
        let open = (0..CELLS).find(|&c| game.grid().get(c) == 0 && c != usize::from(r1c4));
        let open = open.expect("an open cell");
        assert_eq!(opened.notes(open), game.grid().allowed(open));
    }

    #[test]
    fn the_svg_shows_givens_entries_and_notes_and_escapes_the_title() {
        let mut game = game();
        game.apply(Action::SetDigit { cell: 2, digit: 4 })
            .expect("r1c3 is empty");
        game.apply(Action::ToggleNote { cell: 3, digit: 6 })
            .expect("r1c4 is empty");
        let svg = board_svg(&game);
        assert!(svg.starts_with("<svg ") && svg.trim_end().ends_with("</svg>"));
        assert!(svg.contains("Tom &amp; Jerry &lt;1&gt;"), "{svg}");
        let givens = svg.matches(r##"font-weight="bold" fill="#111""##).count();
        assert_eq!(givens, game.givens().filled_count());
        let entries = svg.matches(r##"fill="#1f5fbf""##).count();
        assert_eq!(entries, 1);
        assert_eq!(svg.matches(r##"font-size="10""##).count(), 1);
        // Ten lines each way, four of them thick.
        assert_eq!(svg.matches("<line ").count(), 20);
        assert_eq!(svg.matches(r#"stroke-width="2.5""#).count(), 8);
    }
}
