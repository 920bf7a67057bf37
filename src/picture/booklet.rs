//! Booklets: puzzles laid out on pages, a few to a page with their number, level and score,
//! a title at the top and the page number at the foot, and their solutions smaller on the
//! pages after them. The pages are [`Picture`]s in points, for [`super::pdf`].

use super::board::BoardPicture;
use super::sized::{AnyBoard, SizedPicture};
use super::{Anchor, Colours, Face, Picture, Point, TextRun};
use crate::grid::Grid;
use crate::i18n::{Arg, text_in};
use crate::lang::{HanForms, Language};
use crate::logic::Rating;
use crate::rules::RulePuzzle;
use crate::words::level_name_in;
use serde::{Deserialize, Serialize};

/// A paper size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Paper {
    /// ISO A4, 210 × 297 mm.
    A4,
    /// US Letter, 8.5 × 11 in.
    Letter,
}

impl Paper {
    /// Width and height in points.
    pub fn size(self) -> (f32, f32) {
        match self {
            Paper::A4 => (595.28, 841.89),
            Paper::Letter => (612.0, 792.0),
        }
    }

    /// The paper named `name` (`a4` or `letter`, any case).
    pub fn parse(name: &str) -> Option<Paper> {
        match name.to_ascii_lowercase().as_str() {
            "a4" => Some(Paper::A4),
            "letter" => Some(Paper::Letter),
            _ => None,
        }
    }

    /// The paper of a locale name such as `en_US.UTF-8`: Letter in the United States and
    /// Canada, A4 elsewhere; `None` when the name has no region (`C`, `POSIX`).
    pub fn of_locale(locale: &str) -> Option<Paper> {
        let name = locale.split(['.', '@']).next().unwrap_or("");
        let region = name.split('_').nth(1)?;
        Some(match region.to_ascii_uppercase().as_str() {
            "US" | "CA" => Paper::Letter,
            _ => Paper::A4,
        })
    }

    /// The paper the environment asks for: the locale that sets paper (`LC_ALL`, then
    /// `LC_PAPER`, then `LANG`, as POSIX orders them), else A4.
    pub fn from_environment() -> Paper {
        ["LC_ALL", "LC_PAPER", "LANG"]
            .iter()
            .filter_map(|name| std::env::var(name).ok())
            .find(|value| !value.is_empty())
            .and_then(|locale| Paper::of_locale(&locale))
            .unwrap_or(Paper::A4)
    }
}

/// How many puzzles a page holds, and how they are arranged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct PerPage(u8);

impl TryFrom<u8> for PerPage {
    type Error = String;

    fn try_from(count: u8) -> Result<PerPage, String> {
        PerPage::new(count).ok_or_else(|| format!("{count} puzzles a page is not a layout"))
    }
}

impl From<PerPage> for u8 {
    fn from(per_page: PerPage) -> u8 {
        per_page.0
    }
}

impl Default for PerPage {
    /// Four a page, two by two.
    fn default() -> PerPage {
        PerPage(4)
    }
}

impl PerPage {
    /// The counts a page can hold.
    pub const CHOICES: [u8; 6] = [1, 2, 4, 6, 9, 12];

    /// The counts offered for 9x9 booklets (the app's Print window): nine and twelve a page
    /// are for small grids.
    pub const NINE_BY_NINE_CHOICES: [u8; 4] = [1, 2, 4, 6];

    /// `count` puzzles a page, if it is one of [`PerPage::CHOICES`].
    pub fn new(count: u8) -> Option<PerPage> {
        PerPage::CHOICES.contains(&count).then_some(PerPage(count))
    }

    /// The layout a booklet of puzzles up to `size` cells across gets unless told: the
    /// 9x9 default of four a page, a 16x16 alone on its page, more of the small grids, so
    /// each board's cells are large enough to write in.
    pub fn for_size(size: usize) -> PerPage {
        PerPage(match size {
            0..=4 => 12,
            5 => 9,
            6..=8 => 6,
            9 => 4,
            10..=15 => 2,
            _ => 1,
        })
    }

    /// How many a page holds.
    pub fn count(self) -> usize {
        usize::from(self.0)
    }

    /// The layout for a booklet of `puzzles`: this one, or a roomier one when fewer
    /// puzzles than a page holds are printed, so one puzzle fills its page rather than a
    /// corner of it.
    pub fn for_puzzles(self, puzzles: usize) -> PerPage {
        PerPage::CHOICES
            .into_iter()
            .find(|&count| usize::from(count) >= puzzles)
            .map_or(self, |roomiest| PerPage(roomiest.min(self.0)))
    }

    /// Columns and rows.
    fn grid(self) -> (usize, usize) {
        match self.0 {
            1 => (1, 1),
            2 => (1, 2),
            4 => (2, 2),
            6 => (2, 3),
            9 => (3, 3),
            _ => (3, 4),
        }
    }
}

/// One puzzle of a booklet.
#[derive(Clone, Debug, PartialEq)]
pub struct PrintedPuzzle {
    /// Its number in the booklet (its position in the file, for puzzles from a file).
    pub number: usize,
    /// Its rating.
    pub rating: Rating,
    /// Its givens, solution and rules.
    pub board: PrintedBoard,
}

/// What a printed puzzle's board holds.
#[derive(Clone, Debug, PartialEq)]
#[allow(
    clippy::large_enum_variant,
    reason = "most booklets are 9x9: boxing their boards would cost each one an allocation to save the rare other size a few hundred bytes"
)]
pub enum PrintedBoard {
    /// A 9x9 puzzle, classic or a variant.
    Nine {
        /// The givens.
        givens: Grid,
        /// The solution.
        solution: Grid,
        /// A variant's rules (regions, extra houses, cages); `None` for classic Sudoku.
        rules: Option<crate::variant::Puzzle>,
    },
    /// A puzzle of another size (4x4 to 16x16, boxes or jigsaw regions).
    Sized {
        /// The puzzle: its shape and givens.
        puzzle: RulePuzzle,
        /// The solution, a digit a cell.
        solution: Vec<u8>,
    },
}

impl PrintedPuzzle {
    /// A 9x9 puzzle: its givens, solution and a variant's rules (`None` for classic).
    pub fn nine(
        number: usize,
        rating: Rating,
        givens: Grid,
        solution: Grid,
        rules: Option<crate::variant::Puzzle>,
    ) -> PrintedPuzzle {
        PrintedPuzzle {
            number,
            rating,
            board: PrintedBoard::Nine {
                givens,
                solution,
                rules,
            },
        }
    }

    /// How many cells across its board is.
    pub fn size(&self) -> usize {
        match &self.board {
            PrintedBoard::Nine { .. } => 9,
            PrintedBoard::Sized { puzzle, .. } => puzzle.shape().size(),
        }
    }

    /// The board of the puzzle pages: the givens.
    fn puzzle_board(&self) -> AnyBoard {
        match &self.board {
            PrintedBoard::Nine { givens, rules, .. } => {
                AnyBoard::Nine(BoardPicture::puzzle(*givens).with_rules(rules.clone()))
            }
            PrintedBoard::Sized { puzzle, .. } => AnyBoard::Sized(SizedPicture::puzzle(puzzle)),
        }
    }

    /// The board of the solution pages: the givens and the solution.
    fn solution_board(&self) -> AnyBoard {
        match &self.board {
            PrintedBoard::Nine {
                givens,
                solution,
                rules,
            } => AnyBoard::Nine(BoardPicture::solved(*givens, solution).with_rules(rules.clone())),
            PrintedBoard::Sized { puzzle, solution } => {
                AnyBoard::Sized(SizedPicture::solved(puzzle, solution))
            }
        }
    }

    /// The line above the puzzle in `language`: its number, level and score, or that no
    /// technique finishes it.
    pub fn caption_in(&self, language: Language) -> String {
        if self.rating.stalled {
            return text_in(
                language,
                "print-caption-beyond",
                &[("number", self.number.into())],
            );
        }
        text_in(
            language,
            "print-caption",
            &[
                ("number", self.number.into()),
                ("level", level_name_in(language, self.rating.level).into()),
                ("score", Arg::Text(format!("{:.1}", self.rating.score))),
            ],
        )
    }
}

/// What a booklet looks like.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BookletOptions {
    /// The title at the top of every puzzle page.
    pub title: String,
    /// Puzzles a page.
    pub per_page: PerPage,
    /// The paper size.
    pub paper: Paper,
    /// Whether solution pages follow the puzzles.
    pub solutions: bool,
    /// The language of the captions, the page numbers and the solution pages' title.
    pub language: Language,
}

/// Solutions a page, as columns and rows, when the largest board is `size` cells across:
/// twelve of a 9x9 or smaller, fewer of larger grids so their digits stay readable.
fn solution_grid(size: usize) -> (usize, usize) {
    match size {
        0..=9 => (3, 4),
        10..=12 => (2, 3),
        _ => (2, 2),
    }
}
/// The margin around each page, in points (about 15 mm).
const MARGIN: f32 = 42.0;
/// Room for the title at the top of a page.
const HEADER: f32 = 34.0;
/// Room for the page number at the foot of a page.
const FOOTER: f32 = 24.0;
/// Space between puzzles.
const GAP: f32 = 22.0;

/// The pages of the booklet: the puzzles, then (if asked) their solutions.
pub fn pages(puzzles: &[PrintedPuzzle], options: &BookletOptions) -> Vec<Picture> {
    each_page(puzzles, options).collect()
}

/// The pages of the booklet one at a time, each drawn only when it is asked for, so a
/// long booklet never holds more than one page's drawing.
pub fn each_page<'a>(
    puzzles: &'a [PrintedPuzzle],
    options: &'a BookletOptions,
) -> impl Iterator<Item = Picture> + 'a {
    let layout = options.per_page.for_puzzles(puzzles.len());
    let per_page = layout.count();
    let puzzle_pages = puzzles.len().div_ceil(per_page).max(1);
    let largest = puzzles.iter().map(PrintedPuzzle::size).max().unwrap_or(9);
    let solution_grid = solution_grid(largest);
    let (cols, rows) = solution_grid;
    let solution_pages = if options.solutions && !puzzles.is_empty() {
        puzzles.len().div_ceil(cols * rows)
    } else {
        0
    };
    let total = puzzle_pages + solution_pages;
    // No puzzles still make one (empty) puzzle page.
    let puzzle_chunks = puzzles
        .chunks(per_page)
        .chain(puzzles.is_empty().then_some(&[][..]));
    let puzzle_sheets = puzzle_chunks.enumerate().map(move |(index, chunk)| {
        let mut page = page(options, &options.title, index + 1, total);
        let boards: Vec<(String, AnyBoard)> = chunk
            .iter()
            .map(|p| (p.caption_in(options.language), p.puzzle_board()))
            .collect();
        lay_out(
            &mut page,
            &boards,
            layout.grid(),
            options.language.han_forms(),
        );
        page
    });
    let solution_chunks = puzzles.chunks(cols * rows).take(solution_pages);
    let solution_sheets = solution_chunks.enumerate().map(move |(index, chunk)| {
        let number = puzzle_pages + index + 1;
        let title = solutions_title(options.language, &options.title);
        let mut page = page(options, &title, number, total);
        let boards: Vec<(String, AnyBoard)> = chunk
            .iter()
            .map(|p| (p.caption_in(options.language), p.solution_board()))
            .collect();
        lay_out(
            &mut page,
            &boards,
            solution_grid,
            options.language.han_forms(),
        );
        page
    });
    puzzle_sheets.chain(solution_sheets)
}

/// The title of the solution pages in `language`.
pub fn solutions_title(language: Language, title: &str) -> String {
    text_in(
        language,
        "print-solutions-title",
        &[("title", title.into())],
    )
}

/// The title a booklet gets when none is given, in `language`.
pub fn default_title(language: Language) -> String {
    text_in(language, "print-default-title", &[])
}

/// An empty page with its title and its number.
fn page(options: &BookletOptions, title: &str, number: usize, total: usize) -> Picture {
    let (width, height) = options.paper.size();
    let mut page = Picture::new(width, height);
    let ink = Colours::LIGHT;
    page.push_label(
        TextRun {
            at: Point {
                x: width / 2.0,
                y: MARGIN + 16.0,
            },
            size: 17.0,
            face: Face::Label,
            bold: true,
            anchor: Anchor::Middle,
            colour: ink.given,
            text: title.to_string(),
        },
        options.language.han_forms(),
    );
    page.push_label(
        TextRun {
            at: Point {
                x: width / 2.0,
                y: height - MARGIN + 4.0,
            },
            size: 10.0,
            face: Face::Label,
            bold: false,
            anchor: Anchor::Middle,
            colour: ink.muted,
            text: text_in(
                options.language,
                "print-page",
                &[("number", number.into()), ("total", total.into())],
            ),
        },
        options.language.han_forms(),
    );
    page
}

/// Places captioned boards on `page` in a grid of `cols` × `rows` slots, row by row.
fn lay_out(
    page: &mut Picture,
    boards: &[(String, AnyBoard)],
    (cols, rows): (usize, usize),
    forms: HanForms,
) {
    let ink = Colours::LIGHT;
    let left = MARGIN;
    let top = MARGIN + HEADER;
    let width = page.width - 2.0 * MARGIN;
    let height = page.height - 2.0 * MARGIN - HEADER - FOOTER;
    let slot_w = (width - GAP * (cols - 1) as f32) / cols as f32;
    let slot_h = (height - GAP * (rows - 1) as f32) / rows as f32;
    let caption_size = (slot_h * 0.045).clamp(8.0, 13.0);
    let caption_room = caption_size * 1.7;
    let room = slot_w.min(slot_h - caption_room);
    for (index, (caption, view)) in boards.iter().enumerate() {
        let side = room - 2.0 * view.overhang(room);
        let (col, row) = (index % cols, index / cols);
        let slot_x = left + col as f32 * (slot_w + GAP);
        let slot_y = top + row as f32 * (slot_h + GAP);
        // The board and its caption, centred in the slot as one block.
        let block = caption_room + side;
        let x = slot_x + (slot_w - side) / 2.0;
        let y = slot_y + (slot_h - block) / 2.0;
        page.push_label(
            TextRun {
                at: Point {
                    x,
                    y: y + caption_size,
                },
                size: caption_size,
                face: Face::Label,
                bold: false,
                anchor: Anchor::Start,
                colour: ink.given,
                text: caption.clone(),
            },
            forms,
        );
        let drawn = view.board(&ink, side);
        page.place(
            &drawn,
            Point {
                x,
                y: y + caption_room,
            },
            1.0,
        );
    }
}

#[cfg(test)]
mod tests;
