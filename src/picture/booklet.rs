//! Booklets: puzzles laid out on pages, a few to a page with their number, level and score,
//! a title at the top and the page number at the foot, and their solutions smaller on the
//! pages after them. The pages are [`Picture`]s in points, for [`super::pdf`].

use super::board::{BoardPicture, board, frame_overhang};
use super::{Anchor, Colours, Face, Picture, Point, TextRun};
use crate::grid::Grid;
use crate::i18n::{Arg, text_in};
use crate::lang::{HanForms, Language};
use crate::logic::Rating;
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
    pub const CHOICES: [u8; 4] = [1, 2, 4, 6];

    /// `count` puzzles a page, if it is one of [`PerPage::CHOICES`].
    pub fn new(count: u8) -> Option<PerPage> {
        PerPage::CHOICES.contains(&count).then_some(PerPage(count))
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
            _ => (2, 3),
        }
    }
}

/// One puzzle of a booklet.
#[derive(Clone, Debug, PartialEq)]
pub struct PrintedPuzzle {
    /// Its number in the booklet (its position in the file, for puzzles from a file).
    pub number: usize,
    /// The givens.
    pub givens: Grid,
    /// The solution.
    pub solution: Grid,
    /// Its rating.
    pub rating: Rating,
    /// A variant's rules (regions, extra houses, cages); `None` for classic Sudoku.
    pub rules: Option<crate::variant::Puzzle>,
}

impl PrintedPuzzle {
    /// The line above the puzzle in `language`: its number, level and score.
    pub fn caption_in(&self, language: Language) -> String {
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

/// Solutions a page: three across, four down.
const SOLUTION_GRID: (usize, usize) = (3, 4);
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
    let (cols, rows) = SOLUTION_GRID;
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
        let boards: Vec<(String, BoardPicture)> = chunk
            .iter()
            .map(|p| {
                (
                    p.caption_in(options.language),
                    BoardPicture::puzzle(p.givens).with_rules(p.rules.clone()),
                )
            })
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
        let boards: Vec<(String, BoardPicture)> = chunk
            .iter()
            .map(|p| {
                let caption = p.caption_in(options.language);
                let view = BoardPicture::solved(p.givens, &p.solution).with_rules(p.rules.clone());
                (caption, view)
            })
            .collect();
        lay_out(
            &mut page,
            &boards,
            SOLUTION_GRID,
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
    boards: &[(String, BoardPicture)],
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
    let side = slot_w.min(slot_h - caption_room);
    let side = side - 2.0 * frame_overhang(side);
    for (index, (caption, view)) in boards.iter().enumerate() {
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
        let drawn = board(view, &ink, side);
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
mod tests {
    use super::*;
    use crate::logic::rate;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn puzzles(count: usize) -> Vec<PrintedPuzzle> {
        let givens: Grid = PUZZLE.parse().expect("valid");
        let solution = crate::solver::solve_first(&givens).expect("solvable");
        let rating = rate(&givens);
        (1..=count)
            .map(|number| PrintedPuzzle {
                number,
                givens,
                solution,
                rating,
                rules: None,
            })
            .collect()
    }

    #[test]
    fn twelve_puzzles_six_a_page_with_solutions_make_three_pages() {
        let options = BookletOptions {
            title: "Test".to_string(),
            per_page: PerPage::new(6).expect("a choice"),
            paper: Paper::A4,
            solutions: true,
            language: Language::En,
        };
        let pages = pages(&puzzles(12), &options);
        assert_eq!(pages.len(), 3);
        let texts =
            |page: &Picture| -> Vec<String> { page.texts().map(|r| r.text.clone()).collect() };
        let first = texts(&pages[0]);
        assert!(first.contains(&"Page 1 of 3".to_string()), "{first:?}");
        assert!(first.iter().any(|t| t.starts_with("No. 6 · ")), "{first:?}");
        assert!(!first.iter().any(|t| t.starts_with("No. 7 · ")));
        let solutions = texts(&pages[2]);
        assert!(solutions.contains(&"Test: solutions".to_string()));
        // Twelve full grids on the last page.
        assert_eq!(solutions.iter().filter(|t| t.len() == 1).count(), 12 * 81);
        // Solution boards are smaller than puzzle boards.
        let digit_size = |page: &Picture| {
            page.texts()
                .filter(|r| r.face == Face::Digits)
                .map(|r| r.size)
                .fold(0.0, f32::max)
        };
        assert!(digit_size(&pages[2]) < digit_size(&pages[0]) * 0.8);
        // Everything stays on the paper.
        for page in &pages {
            for run in page.texts() {
                assert!(run.at.x > 0.0 && run.at.x < page.width && run.at.y < page.height);
            }
        }
    }

    #[test]
    fn paper_follows_the_locale_region() {
        assert_eq!(Paper::of_locale("en_US.UTF-8"), Some(Paper::Letter));
        assert_eq!(Paper::of_locale("fr_CA"), Some(Paper::Letter));
        assert_eq!(Paper::of_locale("en_GB.UTF-8"), Some(Paper::A4));
        assert_eq!(Paper::of_locale("de_DE@euro"), Some(Paper::A4));
        assert_eq!(Paper::of_locale("C"), None);
        assert_eq!(Paper::parse("LETTER"), Some(Paper::Letter));
        assert_eq!(Paper::parse("a5"), None);
        assert!(PerPage::new(3).is_none());
    }

    #[test]
    fn fewer_puzzles_than_a_page_holds_get_a_roomier_layout() {
        let six = PerPage::new(6).expect("a choice");
        assert_eq!(six.for_puzzles(1).count(), 1);
        assert_eq!(six.for_puzzles(2).count(), 2);
        assert_eq!(six.for_puzzles(3).count(), 4);
        assert_eq!(six.for_puzzles(5).count(), 6);
        assert_eq!(six.for_puzzles(40).count(), 6);
        let two = PerPage::new(2).expect("a choice");
        assert_eq!(two.for_puzzles(1).count(), 1);
        assert_eq!(two.for_puzzles(3).count(), 2);
        // One puzzle on a four-a-page booklet is drawn as large as one a page.
        let options = |per_page| BookletOptions {
            title: "Test".to_string(),
            per_page,
            paper: Paper::A4,
            solutions: false,
            language: Language::En,
        };
        let digit_size = |page: &Picture| {
            page.texts()
                .filter(|r| r.face == Face::Digits)
                .map(|r| r.size)
                .fold(0.0, f32::max)
        };
        let four = pages(&puzzles(1), &options(PerPage::default()));
        let one = pages(&puzzles(1), &options(PerPage::new(1).expect("a choice")));
        assert_eq!(digit_size(&four[0]), digit_size(&one[0]));
    }

    #[test]
    fn a_chinese_booklet_draws_its_chinese_with_the_chinese_font() {
        let options = BookletOptions {
            title: "Test".to_string(),
            per_page: PerPage::new(6).expect("a choice"),
            paper: Paper::A4,
            solutions: true,
            language: Language::ZhCn,
        };
        let pages = pages(&puzzles(12), &options);
        // The footer: runs of one face each, laid end to end on one baseline.
        let footer: Vec<&TextRun> = pages[0]
            .texts()
            .filter(|r| r.size == 10.0 && r.face != Face::Digits)
            .collect();
        let text: String = footer.iter().map(|r| r.text.as_str()).collect();
        assert_eq!(text, "第1页，共3页");
        assert!(footer.iter().any(|r| r.face == Face::Cjk));
        for pair in footer.windows(2) {
            let end = pair[0].start_x() + pair[0].face.text_width(&pair[0].text, 10.0);
            assert!((end - pair[1].start_x()).abs() < 0.01, "{pair:?}");
            assert_eq!(pair[0].at.y, pair[1].at.y);
        }
        // Centred as a whole on the page.
        let first = footer[0].start_x();
        let last = footer[footer.len() - 1];
        let right = last.start_x() + last.face.text_width(&last.text, 10.0);
        assert!(((first + right) / 2.0 - pages[0].width / 2.0).abs() < 0.01);
        // Every Chinese character has its glyph.
        for run in pages.iter().flat_map(Picture::texts) {
            if run.face == Face::Cjk {
                assert!(
                    run.face.layout(&run.text).iter().all(|g| g.id != 0),
                    "{run:?}"
                );
            }
        }
        let solutions: String = pages[2].texts().map(|r| r.text.as_str()).collect();
        assert!(solutions.contains("Test：答案"), "{solutions}");
        assert!(solutions.contains("第1题 · "), "{solutions}");
    }

    #[test]
    fn a_japanese_booklet_draws_its_japanese_with_the_japanese_font() {
        let options = BookletOptions {
            title: "Test".to_string(),
            per_page: PerPage::new(6).expect("a choice"),
            paper: Paper::A4,
            solutions: true,
            language: Language::Ja,
        };
        let pages = pages(&puzzles(12), &options);
        let runs: Vec<&TextRun> = pages.iter().flat_map(Picture::texts).collect();
        assert!(runs.iter().any(|r| r.face == Face::CjkJapanese));
        assert!(!runs.iter().any(|r| r.face == Face::Cjk));
        for run in runs.iter().filter(|r| r.face == Face::CjkJapanese) {
            assert!(
                run.face.layout(&run.text).iter().all(|g| g.id != 0),
                "{run:?}"
            );
        }
        let footer: String = pages[0]
            .texts()
            .filter(|r| r.size == 10.0 && r.face != Face::Digits)
            .map(|r| r.text.as_str())
            .collect();
        assert_eq!(
            footer,
            text_in(
                Language::Ja,
                "print-page",
                &[("number", 1usize.into()), ("total", 3usize.into())]
            )
        );
    }
}
