//! What the Export menu writes: the puzzle as text in the engine's formats, or the board
//! as an SVG drawing or a PNG image, drawn from `picture`'s one description of the board. Plain functions from a game to bytes, so tests check
//! them without a window or a dialog.

use super::files::ExportKind;
use crate::formats::{self, PuzzleFormat};
use crate::game::Game;
use crate::grid::CELLS;
use crate::picture::{BoardPicture, Colours, Picture, board, png, svg};

/// The file contents for exporting `game` as `kind`.
pub fn export_bytes(game: &Game, kind: ExportKind) -> Vec<u8> {
    match kind {
        ExportKind::Line => puzzle_text(game, PuzzleFormat::Line).into_bytes(),
        ExportKind::Grid => puzzle_text(game, PuzzleFormat::Grid).into_bytes(),
        ExportKind::Sdk => puzzle_text(game, PuzzleFormat::Sdk).into_bytes(),
        ExportKind::Pencilmark => position_pencilmarks(game).into_bytes(),
        ExportKind::Svg => board_svg(game).into_bytes(),
        ExportKind::Png => board_png(game),
    }
}

/// The puzzle's givens in `format`; `.sdk` also carries all its metadata and its level. A
/// variant's line format carries its rules (`killer:…`), whatever `format` asks.
pub fn puzzle_text(game: &Game, format: PuzzleFormat) -> String {
    if let Some(puzzle) = game.variant() {
        let mut line = crate::variant::write_line(puzzle);
        line.push('\n');
        return line;
    }
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

/// Side of an exported SVG, in points (about 14 cm printed at 100%).
const SVG_SIDE: f32 = 400.0;
/// Side of an exported PNG, in pixels.
pub const PNG_SIDE: u32 = 1200;

/// The board's position (givens, entries, notes) as the app draws it, on a square of `side`,
/// in the light theme, which prints well.
fn board_picture(game: &Game, side: f32) -> Picture {
    board::image(&BoardPicture::of_game(game), &Colours::LIGHT, side)
}

/// The board as an SVG drawing: givens heavier than the player's digits, notes small, thick
/// lines around the boxes. Printable at any size.
pub fn board_svg(game: &Game) -> String {
    svg::to_svg(&board_picture(game, SVG_SIDE))
}

/// The board as a PNG image, [`PNG_SIDE`] pixels a side.
pub fn board_png(game: &Game) -> Vec<u8> {
    let side = PNG_SIDE as f32;
    // PNG_SIDE is within png::MAX_SIDE and above zero, so drawing cannot fail; an empty file
    // would only be written if that constant were broken.
    png::to_png(&board_picture(game, side), PNG_SIDE, PNG_SIDE).unwrap_or_default()
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
    fn the_svg_and_png_show_givens_entries_and_notes() {
        let mut game = game();
        game.apply(Action::SetDigit { cell: 2, digit: 4 })
            .expect("r1c3 is empty");
        game.apply(Action::ToggleNote { cell: 3, digit: 6 })
            .expect("r1c4 is empty");
        let svg = board_svg(&game);
        assert!(svg.starts_with("<svg ") && svg.trim_end().ends_with("</svg>"));
        let given = format!(r#"fill="{}" stroke="#, Colours::LIGHT.given.hex());
        assert_eq!(svg.matches(&given).count(), game.givens().filled_count());
        let entry = format!(r#"fill="{}">4<"#, Colours::LIGHT.entry.hex());
        assert_eq!(svg.matches(&entry).count(), 1, "{svg}");
        let note = format!(r#"fill="{}">6<"#, Colours::LIGHT.note.hex());
        assert_eq!(svg.matches(&note).count(), 1);
        // Eight lines each way between the cells (two of them thick), and the frame.
        assert_eq!(svg.matches("<line ").count(), 16);
        let png = export_bytes(&game, ExportKind::Png);
        assert!(png.starts_with(b"\x89PNG"), "a PNG signature");
        let decoded = tiny_skia::Pixmap::decode_png(&png).expect("the PNG decodes");
        assert_eq!((decoded.width(), decoded.height()), (PNG_SIDE, PNG_SIDE));
    }
}
