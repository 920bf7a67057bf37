//! Puzzles of another size than 9x9 made for the app, away from the frame (a thread or a
//! web worker): [`SizedJob`] names the size, the shape and the level, and gives back plain
//! data ([`SizedPuzzle`]).

use crate::logic::Level;
use crate::rules::RulePuzzle;
use crate::rules::constraint_generate::{ConstraintVariant, generate_constraint};
use crate::rules::generate::{GeneratedRules, RuleGenerateError, generate, generate_jigsaw};
use crate::rules::logic::rate_rules;
use crate::rules::solver::count_solutions;
use crate::rules::text::{parse_line, write_line};
use crate::shape::Shape;
use serde::{Deserialize, Serialize};

/// The sizes with boxes the app offers, smallest first.
pub const BOXED_SIZES: [u8; 9] = [4, 6, 8, 9, 10, 12, 14, 15, 16];

/// The sizes the app offers as jigsaws, smallest first (9 is the Jigsaw variant).
pub const JIGSAW_SIZES: [u8; 11] = [5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16];

/// What kind of grid of another size: its width and whether its regions are boxes or a
/// jigsaw.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct SizedKind {
    /// The width, 4 to 16.
    pub size: u8,
    /// Irregular regions instead of boxes.
    pub jigsaw: bool,
}

impl SizedKind {
    /// The size of `puzzle`'s grid, and whether its regions are a jigsaw's rather than boxes.
    pub fn of(puzzle: &RulePuzzle) -> SizedKind {
        SizedKind {
            // Shapes run from 4 to 16 wide.
            size: u8::try_from(puzzle.shape().size()).unwrap_or(u8::MAX),
            jigsaw: puzzle.shape().box_dims().is_none(),
        }
    }

    /// The levels the generator reaches at this size: only Easy on a 4x4 with boxes, whose
    /// puzzles never need more than singles; up to Hard on a 6x6; all five from 8x8.
    pub fn levels(self) -> &'static [Level] {
        match self.size {
            4 if !self.jigsaw => &[Level::Easy],
            ..=6 => &[Level::Easy, Level::Medium, Level::Hard],
            _ => &Level::ALL,
        }
    }
}

/// A puzzle of another size (or a 9x9 with rules the 9x9 game does not play), made: plain
/// data, so that a thread or a web worker can hand it over.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct SizedPuzzle {
    /// The puzzle as text `nonet solve` reads ([`puzzle_text`]): its line (symbols, with the
    /// regions after `jigsaw:` for a jigsaw), or f-puzzles JSON for a puzzle with rules.
    pub line: String,
    /// Its one solution, one digit a cell.
    pub solution: Vec<u8>,
    /// The level the logical solver rated it at (`None` beyond Master).
    pub level: Option<Level>,
}

/// Why no puzzle of another size was made.
#[derive(Clone, PartialEq, Debug, thiserror::Error, Serialize, Deserialize)]
pub enum SizedMakeError {
    /// The generator gave up or the size is out of range (its words).
    #[error("{0}")]
    Generator(String),
    /// A line read is no puzzle (its words).
    #[error("{0}")]
    Line(String),
    /// A puzzle read has no solution.
    #[error("the puzzle has no solution")]
    NoSolution,
    /// A puzzle read has more than one solution.
    #[error("the puzzle has more than one solution")]
    Several,
    /// The count of a puzzle read ran past its budget.
    #[error("the puzzle is too open to tell whether it has one solution")]
    TooOpen,
}

/// A puzzle of another size to make, as work for [`crate::background::offload`].
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct SizedJob {
    /// The size and shape.
    pub kind: SizedKind,
    /// The level.
    pub level: Level,
    /// The generator's seed: the same seed makes the same puzzle.
    pub seed: u64,
}

impl crate::background::Job for SizedJob {
    const NAME: &'static str = "nonet-sized";
    type Output = Result<SizedPuzzle, SizedMakeError>;

    fn run(self, _progress: &crate::background::Progress) -> Self::Output {
        make_sized(self)
    }
}

/// A constraint puzzle to make (as `nonet generate --variant NAME` would with the same
/// seed), as work for [`crate::background::offload`].
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct ConstraintJob {
    /// Which rules.
    pub variant: ConstraintVariant,
    /// The level.
    pub level: Level,
    /// The generator's seed: the same seed makes the same puzzle.
    pub seed: u64,
}

impl crate::background::Job for ConstraintJob {
    const NAME: &'static str = "nonet-constraint";
    type Output = Result<SizedPuzzle, SizedMakeError>;

    fn run(self, _progress: &crate::background::Progress) -> Self::Output {
        generate_constraint(self.variant, self.level, self.seed)
            .map(|made| sized_puzzle(&made))
            .map_err(|error| SizedMakeError::Generator(error.to_string()))
    }
}

/// A puzzle read from a line or f-puzzles JSON (pasted, opened or linked), to check for one
/// solution and rate away from the frame, as work for [`crate::background::offload`].
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct SizedLineJob {
    /// The puzzle's text ([`puzzle_text`]).
    pub line: String,
}

impl crate::background::Job for SizedLineJob {
    const NAME: &'static str = "nonet-sized-line";
    type Output = Result<SizedPuzzle, SizedMakeError>;

    fn run(self, _progress: &crate::background::Progress) -> Self::Output {
        read_sized(&self.line)
    }
}

/// Search nodes a puzzle read may take to show it has one solution: a 16x16 with a few
/// dozen givens needs thousands; one that would need millions is no puzzle to play.
pub const SIZED_READ_BUDGET: u64 = 5_000_000;

/// Reads a puzzle from its text ([`puzzle_text`]): it must have exactly one solution, and
/// is rated on the way.
pub fn read_sized(line: &str) -> Result<SizedPuzzle, SizedMakeError> {
    let puzzle = read_puzzle_text(line)?;
    let counted =
        count_solutions(&puzzle, 2, SIZED_READ_BUDGET).map_err(|_| SizedMakeError::TooOpen)?;
    let solution = match (counted.count, counted.solution) {
        (1, Some(solution)) => solution,
        (0, _) | (_, None) => return Err(SizedMakeError::NoSolution),
        _ => return Err(SizedMakeError::Several),
    };
    Ok(SizedPuzzle {
        line: puzzle_text(&puzzle),
        solution,
        level: rate_rules(&puzzle).level,
    })
}

/// A puzzle as text: its line where it has one, else f-puzzles JSON, which writes every
/// rule the engine holds.
pub fn puzzle_text(puzzle: &RulePuzzle) -> String {
    write_line(puzzle).unwrap_or_else(|_| crate::formats::fpuzzles::to_json(puzzle, None, None))
}

/// Reads the text [`puzzle_text`] writes: f-puzzles JSON when it starts with `{`, else a
/// line.
pub fn read_puzzle_text(text: &str) -> Result<RulePuzzle, SizedMakeError> {
    let text = text.trim();
    if text.starts_with('{') {
        return crate::formats::fpuzzles::read_json(text)
            .map(|imported| imported.puzzle)
            .map_err(|e| SizedMakeError::Line(e.to_string()));
    }
    parse_line(text).map_err(|e| SizedMakeError::Line(e.to_string()))
}

/// The first puzzle line of `text` when it is a puzzle of another size than 9x9 (with
/// boxes or a jigsaw): what paste, open and links hand to [`SizedLineJob`].
pub fn sized_line_in(text: &str) -> Option<String> {
    let line = text
        .lines()
        .map(str::trim)
        .find(|line| !line.is_empty() && !line.starts_with('#'))?;
    let puzzle = parse_line(line).ok()?;
    (puzzle.shape().size() != 9).then(|| line.to_string())
}

/// Makes the puzzle a job asks for (as `nonet generate --size N [--jigsaw]` would with the
/// same seed).
pub fn make_sized(job: SizedJob) -> Result<SizedPuzzle, SizedMakeError> {
    let size = usize::from(job.kind.size);
    let made = if job.kind.jigsaw {
        generate_jigsaw(size, job.level, job.seed)
    } else {
        boxed_template(size).and_then(|template| generate(&template, job.level, job.seed))
    };
    let made = made.map_err(|error| SizedMakeError::Generator(error.to_string()))?;
    Ok(sized_puzzle(&made))
}

/// The empty grid of `size` with boxes.
fn boxed_template(size: usize) -> Result<RulePuzzle, RuleGenerateError> {
    let shape = Shape::boxed(size)?;
    let cells = shape.cells();
    Ok(RulePuzzle::new(shape, vec![0; cells], Vec::new())?)
}

/// A generated puzzle as plain data.
pub fn sized_puzzle(made: &GeneratedRules) -> SizedPuzzle {
    SizedPuzzle {
        line: puzzle_text(&made.puzzle),
        solution: made.solution.clone(),
        level: made.rating.level,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_job_makes_the_puzzle_its_seed_names_with_its_answer() {
        let job = SizedJob {
            kind: SizedKind {
                size: 6,
                jigsaw: false,
            },
            level: Level::Easy,
            seed: 7,
        };
        let made = make_sized(job).expect("6x6 Easy");
        assert_eq!(made, make_sized(job).expect("again"));
        let puzzle = parse_line(&made.line).expect("its line reads");
        assert_eq!(puzzle.shape().size(), 6);
        assert!(puzzle.is_solution(&made.solution));
        assert_eq!(made.level, Some(Level::Easy));
    }

    #[test]
    fn a_jigsaw_job_makes_a_jigsaw_and_a_4x4_with_boxes_only_easy() {
        let kind = SizedKind {
            size: 5,
            jigsaw: true,
        };
        let made = make_sized(SizedJob {
            kind,
            level: Level::Easy,
            seed: 3,
        })
        .expect("5x5 jigsaw");
        assert!(made.line.contains("jigsaw:"), "{}", made.line);
        let four = SizedKind {
            size: 4,
            jigsaw: false,
        };
        assert_eq!(four.levels(), &[Level::Easy]);
        assert!(
            make_sized(SizedJob {
                kind: four,
                level: Level::Medium,
                seed: 1
            })
            .is_err()
        );
    }

    #[test]
    fn a_line_of_another_size_is_read_with_its_one_solution() {
        let made = make_sized(SizedJob {
            kind: SizedKind {
                size: 8,
                jigsaw: false,
            },
            level: Level::Medium,
            seed: 5,
        })
        .expect("an 8x8");
        let text = format!("# a comment\n\n{}\n", made.line);
        let line = sized_line_in(&text).expect("an 8x8 line");
        assert_eq!(read_sized(&line), Ok(made.clone()));
        // A 9x9 line is no other size; a 4x4 with one given has many solutions.
        assert_eq!(sized_line_in(&".".repeat(81)), None);
        assert_eq!(
            read_sized(&format!("1{}", ".".repeat(15))),
            Err(SizedMakeError::Several)
        );
        // r1c3 must be 3 or 4, which column 3 already holds: no solution, though no two
        // givens clash.
        assert_eq!(
            read_sized("12....3...4....."),
            Err(SizedMakeError::NoSolution)
        );
        assert!(matches!(
            read_sized("11.............."),
            Err(SizedMakeError::Line(_))
        ));
        assert!(matches!(read_sized("1234"), Err(SizedMakeError::Line(_))));
    }
}
