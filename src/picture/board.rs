//! The board as a [`Picture`]: the same look as the app's board widget (cell fill, thin lines
//! between cells, thick ones around boxes and the board, givens heavier than entries, notes
//! small in a 3×3 pattern), with no selection or hint marks.

use super::{Anchor, Colours, Face, Item, Picture, Point, TextRun, variant};
use crate::game::Game;
use crate::grid::{CELLS, Candidates, Grid, col_of, row_of};
use crate::variant::{Kind, Puzzle};

/// What a board picture shows: the givens, the other digits on the board and the notes.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardPicture {
    /// The puzzle's digits, drawn heavier.
    pub givens: Grid,
    /// Digits entered (or, for a solution, filled in) on open cells.
    pub entries: Grid,
    /// Pencil marks of the open cells with no entry.
    pub notes: Candidates,
    /// A variant's rules, drawn as its regions, shaded houses and cages; `None` for classic.
    pub rules: Option<Puzzle>,
    /// Cells tinted as the selected cell is in the app: the cells a replay's last move
    /// changed, so a viewer sees what moved.
    pub marked: [bool; CELLS],
}

impl BoardPicture {
    /// A puzzle as it is printed: its givens alone.
    pub fn puzzle(givens: Grid) -> BoardPicture {
        BoardPicture {
            givens,
            entries: Grid::empty(),
            notes: Candidates::none(),
            rules: None,
            marked: [false; CELLS],
        }
    }

    /// A variant puzzle as it is printed: its givens, regions, shading and cages.
    pub fn variant(puzzle: &Puzzle) -> BoardPicture {
        BoardPicture::puzzle(*puzzle.givens()).with_rules(Some(puzzle.clone()))
    }

    /// The same picture under a variant's rules (or classic ones, with `None`).
    pub fn with_rules(self, rules: Option<Puzzle>) -> BoardPicture {
        BoardPicture {
            rules: rules.filter(|puzzle| puzzle.kind() != Kind::Classic),
            ..self
        }
    }

    /// A game's position: its givens, the player's entries and notes.
    pub fn of_game(game: &Game) -> BoardPicture {
        let mut view = BoardPicture::puzzle(*game.givens()).with_rules(game.variant().cloned());
        for cell in 0..CELLS {
            if game.is_given(cell) {
                continue;
            }
            view.entries.set(cell, game.digit(cell));
            if game.digit(cell) == 0 {
                view.notes.set(cell, game.notes(cell));
            }
        }
        view
    }

    /// A puzzle with its solution filled in, givens still told apart.
    pub fn solved(givens: Grid, solution: &Grid) -> BoardPicture {
        let mut entries = Grid::empty();
        for cell in 0..CELLS {
            if givens.get(cell) == 0 {
                entries.set(cell, solution.get(cell));
            }
        }
        BoardPicture {
            givens,
            entries,
            notes: Candidates::none(),
            rules: None,
            marked: [false; CELLS],
        }
    }
}

/// Size of a digit, as a fraction of the cell (as on the board widget).
pub(super) const DIGIT_SIZE: f32 = 0.6;
/// Size of a note, as a fraction of the cell.
const NOTE_SIZE: f32 = 0.26;
/// Size of a note in Killer, where the cage outline and the sum take the cell's edges.
const KILLER_NOTE_SIZE: f32 = 0.2;
/// Width of a line between cells, as a fraction of the cell.
pub(super) const THIN_LINE: f32 = 0.022;
/// Width of a line around a box or the board, as a fraction of the cell.
pub(super) const THICK_LINE: f32 = 0.065;
/// Corner radius of the board, as a fraction of the cell.
pub(super) const CORNER: f32 = 0.08;

/// The board drawn in a square of side `side`, its top-left corner at the origin. The thick
/// outer frame is centred on the square's edge, so leave half of [`frame_overhang`] around it.
pub fn board(view: &BoardPicture, colours: &Colours, side: f32) -> Picture {
    let cell = side / 9.0;
    let mut picture = Picture::new(side, side);
    let origin = Point { x: 0.0, y: 0.0 };
    let radius = cell * CORNER;
    picture.items.push(Item::Rect {
        at: origin,
        width: side,
        height: side,
        radius,
        fill: colours.cell,
    });
    let rules = view.rules.as_ref();
    if let Some(puzzle) = rules {
        variant::shade_cells(&mut picture, puzzle, colours, cell);
    }
    for index in (0..CELLS).filter(|&index| view.marked[index]) {
        picture.items.push(Item::Rect {
            at: Point {
                x: col_of(index) as f32 * cell,
                y: row_of(index) as f32 * cell,
            },
            width: cell,
            height: cell,
            radius: 0.0,
            fill: colours.selected,
        });
    }
    let line = |picture: &mut Picture, i: usize, stroke: f32, colour| {
        let offset = i as f32 * cell;
        picture.items.push(Item::Line {
            from: Point { x: offset, y: 0.0 },
            to: Point { x: offset, y: side },
            stroke,
            colour,
        });
        picture.items.push(Item::Line {
            from: Point { x: 0.0, y: offset },
            to: Point { x: side, y: offset },
            stroke,
            colour,
        });
    };
    let jigsaw = rules.is_some_and(|puzzle| puzzle.kind() == Kind::Jigsaw);
    for i in (1..9).filter(|i| jigsaw || i % 3 != 0) {
        line(&mut picture, i, cell * THIN_LINE, colours.thin_line);
    }
    match rules {
        Some(puzzle) if jigsaw => variant::region_borders(
            &mut picture,
            puzzle,
            cell * THICK_LINE,
            colours.thick_line,
            cell,
        ),
        _ => {
            for i in [3, 6] {
                line(&mut picture, i, cell * THICK_LINE, colours.thick_line);
            }
        }
    }
    picture.items.push(Item::Frame {
        at: origin,
        width: side,
        height: side,
        radius,
        stroke: cell * THICK_LINE,
        colour: colours.thick_line,
    });

    if let Some(puzzle) = rules {
        variant::cages(&mut picture, puzzle, colours, cell);
    }

    let digit_size = cell * DIGIT_SIZE;
    let killer = rules.is_some_and(|puzzle| !puzzle.cages().is_empty());
    let note_size = cell * if killer { KILLER_NOTE_SIZE } else { NOTE_SIZE };
    let digit_drop = Face::Digits.cap_height() / 2.0;
    for index in 0..CELLS {
        let left = col_of(index) as f32 * cell;
        let top = row_of(index) as f32 * cell;
        let given = view.givens.get(index);
        let digit = if given != 0 {
            given
        } else {
            view.entries.get(index)
        };
        if digit != 0 {
            picture.items.push(Item::Text(TextRun {
                at: Point {
                    x: left + cell / 2.0,
                    y: top + cell / 2.0 + digit_size * digit_drop,
                },
                size: digit_size,
                face: Face::Digits,
                bold: given != 0,
                anchor: Anchor::Middle,
                colour: if given != 0 {
                    colours.given
                } else {
                    colours.entry
                },
                text: digit.to_string(),
            }));
            continue;
        }
        let (area_left, area_top, area_width, area_height) =
            variant::notes_area(rules, index, cell);
        for note in view.notes.get(index).iter() {
            let slot = usize::from(note - 1);
            let (across, down) = (area_width / 3.0, area_height / 3.0);
            picture.items.push(Item::Text(TextRun {
                at: Point {
                    x: area_left + (slot % 3) as f32 * across + across / 2.0,
                    y: area_top + (slot / 3) as f32 * down + down / 2.0 + note_size * digit_drop,
                },
                size: note_size,
                face: Face::Digits,
                bold: false,
                anchor: Anchor::Middle,
                colour: colours.note,
                text: note.to_string(),
            }));
        }
    }
    picture
}

/// How far the board's outer frame reaches beyond the square of side `side`.
pub fn frame_overhang(side: f32) -> f32 {
    side / 9.0 * THICK_LINE / 2.0
}

/// The board alone on a square of side `side`, on the theme's background with a margin:
/// what `nonet image` and Export › PNG and SVG draw.
pub fn image(view: &BoardPicture, colours: &Colours, side: f32) -> Picture {
    on_background(colours, side, |inner| board(view, colours, inner))
}

/// A board drawn by `draw` (given the side it has) alone on a square of side `side`, on the
/// theme's background with a margin: the frame every board image shares, whatever its size.
pub(super) fn on_background(
    colours: &Colours,
    side: f32,
    draw: impl FnOnce(f32) -> Picture,
) -> Picture {
    let margin = side * 0.03;
    let mut picture = Picture::new(side, side);
    picture.items.push(Item::Rect {
        at: Point { x: 0.0, y: 0.0 },
        width: side,
        height: side,
        radius: 0.0,
        fill: colours.background,
    });
    let board = draw(side - 2.0 * margin);
    picture.place(
        &board,
        Point {
            x: margin,
            y: margin,
        },
        1.0,
    );
    picture
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::Rgb;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn givens_entries_and_notes_each_get_their_run() {
        let givens: Grid = PUZZLE.parse().expect("a valid line");
        let mut view = BoardPicture::puzzle(givens);
        view.entries.set(2, 4);
        view.notes.set(3, [2u8, 6].into_iter().collect());
        let picture = board(&view, &Colours::LIGHT, 90.0);
        let runs: Vec<&TextRun> = picture.texts().collect();
        let bold = runs.iter().filter(|r| r.bold).count();
        assert_eq!(bold, givens.filled_count());
        let entries: Vec<_> = runs
            .iter()
            .filter(|r| r.colour == Colours::LIGHT.entry)
            .collect();
        assert_eq!(entries.len(), 1);
        assert_eq!(entries[0].text, "4");
        // r1c3 is the third cell: centred at 2.5 cells across.
        assert!((entries[0].at.x - 25.0).abs() < 1e-4);
        let notes: Vec<&str> = runs
            .iter()
            .filter(|r| r.colour == Colours::LIGHT.note)
            .map(|r| r.text.as_str())
            .collect();
        assert_eq!(notes, ["2", "6"]);
        // Eight thin lines and two thick ones each way, and the frame.
        let lines: Vec<(f32, Rgb)> = picture
            .items
            .iter()
            .filter_map(|item| match item {
                Item::Line { stroke, colour, .. } => Some((*stroke, *colour)),
                _ => None,
            })
            .collect();
        assert_eq!(lines.len(), 16);
        let thick = lines
            .iter()
            .filter(|(_, c)| *c == Colours::LIGHT.thick_line)
            .count();
        assert_eq!(thick, 4);
        assert!(
            lines
                .iter()
                .all(|(w, c)| (*c == Colours::LIGHT.thick_line) == (*w > 0.5))
        );
    }

    #[test]
    fn a_solution_fills_every_open_cell_and_keeps_givens_bold() {
        let givens: Grid = PUZZLE.parse().expect("a valid line");
        let solution = crate::solver::solve_first(&givens).expect("solvable");
        let picture = board(
            &BoardPicture::solved(givens, &solution),
            &Colours::LIGHT,
            90.0,
        );
        assert_eq!(picture.texts().count(), CELLS);
        assert_eq!(
            picture.texts().filter(|r| r.bold).count(),
            givens.filled_count()
        );
    }

    #[test]
    fn marked_cells_are_tinted_under_the_lines_and_digits() {
        let givens: Grid = PUZZLE.parse().expect("a valid line");
        let mut view = BoardPicture::puzzle(givens);
        view.marked[12] = true;
        let picture = board(&view, &Colours::LIGHT, 90.0);
        let tints: Vec<(usize, Point)> = picture
            .items
            .iter()
            .enumerate()
            .filter_map(|(i, item)| match item {
                Item::Rect { at, fill, .. } if *fill == Colours::LIGHT.selected => Some((i, *at)),
                _ => None,
            })
            .collect();
        // r2c4 is the thirteenth cell: one cell down, three across.
        assert_eq!(tints, [(1, Point { x: 30.0, y: 10.0 })]);
        assert!(
            picture.items[2..]
                .iter()
                .all(|item| !matches!(item, Item::Rect { .. }))
        );
    }
}
