//! What a booklet needs before it can be drawn: each puzzle's solution and rating, worked out
//! on every core, from puzzles already read or from the generator; then the PDF itself.
//! The command line and the app's Print window both go through here.

use super::booklet::{BookletOptions, PrintedBoard, PrintedPuzzle, each_page};
use super::pdf::{PdfError, write_pdf};
use crate::background::{Job, Progress};
use crate::generator::sized::{SizedJob, SizedKind, make_sized, read_puzzle_text};
use crate::generator::{CancelToken, GenerateError, GenerateOptions, generate};
use crate::grid::Grid;
use crate::i18n::Localized;
use crate::logic::{Level, rate};
use crate::rules::RulePuzzle;
use crate::solver::{Verdict, verdict};
use crate::variant::{Puzzle, solver as variant_solver};
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Where a booklet's puzzles come from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum PuzzleSource {
    /// These puzzles, each with its number in the booklet.
    Given(Vec<(usize, Grid)>),
    /// These variant puzzles (Killer, Jigsaw, X, Windoku), each with its number.
    Variants(Vec<(usize, Puzzle)>),
    /// These puzzles of any size (boxes or jigsaw regions, constraint rules), each with
    /// its number; kept as their lines (f-puzzles JSON for rules no line holds) when the
    /// source is sent elsewhere.
    Sized(#[serde(with = "sized_lines")] Vec<(usize, RulePuzzle)>),
    /// `count` new puzzles at each of `levels`, puzzle i of the booklet from `seed + i`.
    Generated {
        /// The levels, in booklet order.
        levels: Vec<Level>,
        /// Puzzles at each level.
        count: usize,
        /// The seed of the first puzzle.
        seed: u64,
        /// Another size than 9x9 (boxes or a jigsaw), or `None` for classic 9x9 puzzles.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        size: Option<SizedKind>,
    },
}

impl PuzzleSource {
    /// How many puzzles the booklet will hold.
    pub fn len(&self) -> usize {
        match self {
            PuzzleSource::Given(puzzles) => puzzles.len(),
            PuzzleSource::Variants(puzzles) => puzzles.len(),
            PuzzleSource::Sized(puzzles) => puzzles.len(),
            PuzzleSource::Generated { levels, count, .. } => levels.len() * count,
        }
    }

    /// Whether there is nothing to print.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The width of the largest grid the booklet will hold (9 for classic puzzles), which
    /// bounds how many fit a page.
    pub fn largest_size(&self) -> usize {
        match self {
            PuzzleSource::Sized(puzzles) => (puzzles.iter())
                .map(|(_, puzzle)| puzzle.shape().size())
                .max()
                .unwrap_or(9),
            PuzzleSource::Generated {
                size: Some(kind), ..
            } => usize::from(kind.size),
            _ => 9,
        }
    }
}

/// Most puzzles a booklet holds: its pages are written into one document in memory, so
/// this bounds what printing takes, whatever the size of the input.
pub const MAX_BOOKLET_PUZZLES: usize = 10_000;

/// Why a booklet could not be made.
#[derive(Debug, thiserror::Error)]
pub enum PrintError {
    /// There is nothing to print.
    #[error("there are no puzzles to print")]
    Empty,
    /// More puzzles than a booklet holds ([`MAX_BOOKLET_PUZZLES`]).
    #[error("a booklet holds at most {MAX_BOOKLET_PUZZLES} puzzles")]
    TooMany,
    /// A puzzle has no solution.
    #[error("puzzle {number} has no solution")]
    NoSolution {
        /// Its number in the booklet.
        number: usize,
    },
    /// A puzzle has more than one solution.
    #[error("puzzle {number} has more than one solution")]
    NotUnique {
        /// Its number in the booklet.
        number: usize,
    },
    /// The generator stopped without a puzzle (or was cancelled).
    #[error(transparent)]
    Generate(#[from] GenerateError),
    /// The generator of another size stopped without a puzzle.
    #[error("puzzle {number} could not be made: {reason}")]
    GenerateSized {
        /// Its number in the booklet.
        number: usize,
        /// The generator's words.
        reason: String,
    },
    /// The PDF could not be written.
    #[error(transparent)]
    Pdf(#[from] PdfError),
}

/// Solves and rates every puzzle of `source` (or generates them), on every core. `done`
/// counts the puzzles finished, for a progress bar; `cancel` stops generation early.
pub fn prepare(
    source: &PuzzleSource,
    cancel: &CancelToken,
    done: &AtomicUsize,
) -> Result<Vec<PrintedPuzzle>, PrintError> {
    prepare_reporting(source, cancel, done, &|_| {})
}

/// [`prepare`], also telling `report` the count each time a puzzle is finished (from any of
/// the threads).
pub fn prepare_reporting(
    source: &PuzzleSource,
    cancel: &CancelToken,
    done: &AtomicUsize,
    report: &(dyn Fn(usize) + Sync),
) -> Result<Vec<PrintedPuzzle>, PrintError> {
    if source.is_empty() {
        return Err(PrintError::Empty);
    }
    if source.len() > MAX_BOOKLET_PUZZLES {
        return Err(PrintError::TooMany);
    }
    let finished = |puzzle| {
        report(done.fetch_add(1, Ordering::Relaxed) + 1);
        puzzle
    };
    match source {
        PuzzleSource::Given(puzzles) => puzzles
            .par_iter()
            .map(|&(number, givens)| {
                let solution = match verdict(&givens) {
                    Verdict::Unique(solution) => solution,
                    Verdict::NoSolution => return Err(PrintError::NoSolution { number }),
                    Verdict::Multiple => return Err(PrintError::NotUnique { number }),
                };
                Ok(finished(PrintedPuzzle::nine(
                    number,
                    rate(&givens),
                    givens,
                    solution,
                    None,
                )))
            })
            .collect(),
        PuzzleSource::Variants(puzzles) => puzzles
            .par_iter()
            .map(|(number, puzzle)| {
                let number = *number;
                match variant_solver::count_solutions(puzzle, 2) {
                    0 => return Err(PrintError::NoSolution { number }),
                    1 => {}
                    _ => return Err(PrintError::NotUnique { number }),
                }
                let solution =
                    variant_solver::solve(puzzle).ok_or(PrintError::NoSolution { number })?;
                let rating = crate::variant::logic::rate(puzzle);
                Ok(finished(PrintedPuzzle::nine(
                    number,
                    crate::game::variant_rating(&rating),
                    *puzzle.givens(),
                    solution,
                    Some(puzzle.clone()),
                )))
            })
            .collect(),
        PuzzleSource::Sized(puzzles) => puzzles
            .par_iter()
            .map(|(number, puzzle)| {
                let number = *number;
                let solution = sized_solution(puzzle, number)?;
                let rating = crate::rules::logic::rate_rules(puzzle);
                Ok(finished(PrintedPuzzle {
                    number,
                    rating: crate::game::variant_rating(&rating),
                    board: PrintedBoard::Sized {
                        puzzle: puzzle.clone(),
                        solution,
                    },
                }))
            })
            .collect(),
        PuzzleSource::Generated {
            levels,
            count,
            seed,
            size,
        } => {
            let numbered: Vec<(usize, Level)> = levels
                .iter()
                .flat_map(|&level| std::iter::repeat_n(level, *count))
                .enumerate()
                .map(|(i, level)| (i + 1, level))
                .collect();
            numbered
                .par_iter()
                .map(|&(number, level)| {
                    let seed = seed.wrapping_add(number as u64);
                    if let Some(kind) = *size {
                        return generated_sized(kind, level, seed, number, cancel).map(finished);
                    }
                    let options = GenerateOptions::new(level, seed);
                    let made = generate(&options, cancel, &mut |_| {})?;
                    Ok(finished(PrintedPuzzle::nine(
                        number,
                        made.rating,
                        made.puzzle,
                        made.solution,
                        None,
                    )))
                })
                .collect()
        }
    }
}

/// A new puzzle of another size at `level` for the booklet, from `seed`.
fn generated_sized(
    kind: SizedKind,
    level: Level,
    seed: u64,
    number: usize,
    cancel: &CancelToken,
) -> Result<PrintedPuzzle, PrintError> {
    // The sized generator takes no token: a cancelled booklet stops before each puzzle.
    if cancel.is_cancelled() {
        return Err(PrintError::Generate(GenerateError::Cancelled));
    }
    let failed = |reason: String| PrintError::GenerateSized { number, reason };
    let made = make_sized(SizedJob { kind, level, seed }).map_err(|e| failed(e.to_string()))?;
    let puzzle = read_puzzle_text(&made.line).map_err(|e| failed(e.to_string()))?;
    let rating = crate::rules::logic::rate_rules(&puzzle);
    Ok(PrintedPuzzle {
        number,
        rating: crate::game::variant_rating(&rating),
        board: PrintedBoard::Sized {
            puzzle,
            solution: made.solution,
        },
    })
}

/// The one solution of a puzzle of any size, or why it has none.
fn sized_solution(puzzle: &RulePuzzle, number: usize) -> Result<Vec<u8>, PrintError> {
    // Without a node budget the search always answers.
    let counted = crate::rules::solver::count_solutions(puzzle, 2, u64::MAX)
        .map_err(|_| PrintError::NotUnique { number })?;
    match (counted.count, counted.solution) {
        (1, Some(solution)) => Ok(solution),
        (0, _) => Err(PrintError::NoSolution { number }),
        _ => Err(PrintError::NotUnique { number }),
    }
}

/// Puzzles of any size written as their lines ([`crate::rules::text`]) and read back.
mod sized_lines {
    use crate::generator::sized::{puzzle_text, read_puzzle_text};
    use crate::rules::RulePuzzle;
    use serde::de::Error as _;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    /// Writes each puzzle as its number and text: its line, or f-puzzles JSON.
    pub fn serialize<S: Serializer>(
        puzzles: &[(usize, RulePuzzle)],
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        let texts: Vec<(usize, String)> = puzzles
            .iter()
            .map(|(number, puzzle)| (*number, puzzle_text(puzzle)))
            .collect();
        texts.serialize(serializer)
    }

    /// Reads each puzzle back from its number and text.
    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Vec<(usize, RulePuzzle)>, D::Error> {
        Vec::<(usize, String)>::deserialize(deserializer)?
            .into_iter()
            .map(|(number, text)| Ok((number, read_puzzle_text(&text).map_err(D::Error::custom)?)))
            .collect()
    }
}

/// Writes the booklet of `puzzles` to `out` as a PDF, page by page.
pub fn write_booklet(
    puzzles: &[PrintedPuzzle],
    options: &BookletOptions,
    out: &mut dyn std::io::Write,
) -> Result<(), PrintError> {
    Ok(write_pdf(each_page(puzzles, options), &options.title, out)?)
}

/// A booklet made in memory, as work for [`crate::background::offload`]: the web build's
/// Print, whose worker has no files (the page writes the download). Its result is the PDF's
/// bytes and the number of puzzles, or why not in the options' language.
#[derive(Serialize, Deserialize)]
pub struct BookletJob {
    /// Where the puzzles come from.
    pub source: PuzzleSource,
    /// What the booklet looks like.
    pub options: BookletOptions,
}

impl Job for BookletJob {
    const NAME: &'static str = "nonet-booklet";
    type Output = Result<(Vec<u8>, usize), String>;

    fn run(self, progress: &Progress) -> Self::Output {
        let done = AtomicUsize::new(0);
        let report = |count: usize| progress.report(u32::try_from(count).unwrap_or(u32::MAX));
        let made = prepare_reporting(&self.source, progress.cancel_token(), &done, &report);
        let made = made.and_then(|puzzles| {
            let mut pdf = Vec::new();
            write_booklet(&puzzles, &self.options, &mut pdf)?;
            Ok((pdf, puzzles.len()))
        });
        made.map_err(|error| error.localized_in(self.options.language))
    }
}

impl From<std::io::Error> for PrintError {
    /// A failed write of the booklet's bytes.
    fn from(error: std::io::Error) -> PrintError {
        PrintError::Pdf(PdfError::Io(error))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn given_puzzles_are_solved_and_bad_ones_named_by_number() {
        let good: Grid =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .expect("valid");
        let done = AtomicUsize::new(0);
        let cancel = CancelToken::new();
        let printed =
            prepare(&PuzzleSource::Given(vec![(7, good)]), &cancel, &done).expect("one solution");
        assert_eq!(printed[0].number, 7);
        let PrintedBoard::Nine { solution, .. } = &printed[0].board else {
            panic!("a 9x9 puzzle");
        };
        assert!(solution.solves(&good));
        assert_eq!(done.load(Ordering::Relaxed), 1);
        let open = Grid::empty();
        let error = prepare(&PuzzleSource::Given(vec![(3, open)]), &cancel, &done);
        assert!(matches!(error, Err(PrintError::NotUnique { number: 3 })));
        let empty = prepare(&PuzzleSource::Given(Vec::new()), &cancel, &done);
        assert!(matches!(empty, Err(PrintError::Empty)));
    }

    #[test]
    fn variant_puzzles_are_solved_by_their_own_rules_and_keep_them() {
        let jigsaw = crate::variant::parse_line(
            "jigsaw:.4....9.5...5..1.......8...61.......7.5...8.4.......48...6.......9..3...8.6....3.:112222333111112363411522363447522663477599963477559966447555966477785999488888888",
        )
        .expect("a valid line");
        let done = AtomicUsize::new(0);
        let cancel = CancelToken::new();
        let source = PuzzleSource::Variants(vec![(2, jigsaw.clone())]);
        let printed = prepare(&source, &cancel, &done).expect("one solution");
        let PrintedBoard::Nine {
            solution, rules, ..
        } = &printed[0].board
        else {
            panic!("a 9x9 puzzle");
        };
        assert!(jigsaw.is_solution(solution));
        assert_eq!(rules.as_ref(), Some(&jigsaw));
        // A killer's givens (none) under classic rules have many solutions: the rules decide.
        let classic = crate::variant::Puzzle::new(crate::variant::Kind::Classic, Grid::empty())
            .expect("no givens, no clash");
        let error = prepare(&PuzzleSource::Variants(vec![(5, classic)]), &cancel, &done);
        assert!(matches!(error, Err(PrintError::NotUnique { number: 5 })));
    }

    #[test]
    fn puzzles_of_other_sizes_are_solved_rated_and_sent_as_their_lines() {
        let jigsaw = crate::rules::text::parse_line(
            "jigsaw:...1.3...7....41.......2.7.......13....2...6.5...:1112222311112233344425533344555666475577647777666",
        )
        .expect("a valid line");
        let open = crate::rules::text::parse_line(&".".repeat(16)).expect("a valid line");
        let source = PuzzleSource::Sized(vec![(4, jigsaw.clone())]);
        let json = serde_json::to_string(&source).expect("serialized");
        assert!(json.contains("jigsaw:...1.3"), "{json}");
        let back: PuzzleSource = serde_json::from_str(&json).expect("read back");
        assert_eq!(back, source);
        let cancel = CancelToken::new();
        let printed = prepare(&back, &cancel, &AtomicUsize::new(0)).expect("one solution");
        let PrintedBoard::Sized { puzzle, solution } = &printed[0].board else {
            panic!("a sized board");
        };
        assert_eq!(printed[0].number, 4);
        assert_eq!(puzzle, &jigsaw);
        assert!(jigsaw.is_solution(solution));
        assert!(!printed[0].rating.stalled);
        let error = prepare(
            &PuzzleSource::Sized(vec![(9, open)]),
            &cancel,
            &AtomicUsize::new(0),
        );
        assert!(matches!(error, Err(PrintError::NotUnique { number: 9 })));
    }

    #[test]
    fn a_constraint_puzzle_is_sent_as_fpuzzles_json_and_printed_with_its_rules() {
        let json = include_str!("../../tests/data/fpuzzles/thermo_arrow.json");
        let thermo = crate::formats::fpuzzles::read_json(json)
            .expect("the test puzzle reads")
            .puzzle;
        let source = PuzzleSource::Sized(vec![(1, thermo.clone())]);
        let sent = serde_json::to_string(&source).expect("serialized");
        assert!(sent.contains("thermometer"), "{sent}");
        let back: PuzzleSource = serde_json::from_str(&sent).expect("read back");
        assert_eq!(back, source, "the rules come back");
        let printed =
            prepare(&back, &CancelToken::new(), &AtomicUsize::new(0)).expect("one solution");
        let PrintedBoard::Sized { puzzle, solution } = &printed[0].board else {
            panic!("a sized board");
        };
        assert_eq!(puzzle, &thermo);
        assert!(thermo.is_solution(solution));
    }

    #[test]
    fn generated_puzzles_come_at_each_level_in_order() {
        let source = PuzzleSource::Generated {
            levels: vec![Level::Easy, Level::Medium],
            count: 2,
            seed: 11,
            size: None,
        };
        let printed =
            prepare(&source, &CancelToken::new(), &AtomicUsize::new(0)).expect("generated");
        let levels: Vec<Level> = printed.iter().map(|p| p.rating.level).collect();
        assert_eq!(
            levels,
            [Level::Easy, Level::Easy, Level::Medium, Level::Medium]
        );
        let numbers: Vec<usize> = printed.iter().map(|p| p.number).collect();
        assert_eq!(numbers, [1, 2, 3, 4]);
    }

    #[test]
    fn new_puzzles_of_another_size_come_at_each_level_with_their_one_solution() {
        let kind = SizedKind {
            size: 6,
            jigsaw: false,
        };
        let source = PuzzleSource::Generated {
            levels: vec![Level::Easy, Level::Hard],
            count: 2,
            seed: 5,
            size: Some(kind),
        };
        assert_eq!(source.largest_size(), 6);
        let printed =
            prepare(&source, &CancelToken::new(), &AtomicUsize::new(0)).expect("generated");
        let levels: Vec<Level> = printed.iter().map(|p| p.rating.level).collect();
        assert_eq!(levels, [Level::Easy, Level::Easy, Level::Hard, Level::Hard]);
        for puzzle in &printed {
            let PrintedBoard::Sized { puzzle, solution } = &puzzle.board else {
                panic!("a 6x6 board");
            };
            assert_eq!(puzzle.shape().size(), 6);
            assert!(puzzle.is_solution(solution));
            let counted = crate::rules::solver::count_solutions(puzzle, 2, u64::MAX);
            assert_eq!(counted.map(|c| c.count).ok(), Some(1));
        }
        let cancel = CancelToken::new();
        cancel.cancel();
        assert!(matches!(
            prepare(&source, &cancel, &AtomicUsize::new(0)),
            Err(PrintError::Generate(GenerateError::Cancelled))
        ));
    }
}
