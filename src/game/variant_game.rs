//! Games of a Sudoku variant (X, Windoku, Jigsaw, Killer): the rules a game keeps beside
//! its digits, which decide peers, conflicts, candidates and hints.
//!
//! A classic game has no variant and keeps the classic engine's fast paths; every rule
//! that depends on houses asks [`Game::peers_of`] and [`Game::allowed_at`], which follow the
//! variant's houses and cages when there is one.

use super::{FileError, Game, GameError, Hint, SaveTextError};
use crate::grid::{CELLS, Candidates, DigitSet, Grid, PEERS};
use crate::logic::{Level, Rating};
use crate::logic::{Step, Technique};
use crate::variant::logic::{self as variant_logic, Position};
use crate::variant::{Kind, Puzzle, solver};
use std::path::Path;
use std::sync::Arc;

/// The score given a variant puzzle the variant techniques cannot finish (beyond Master).
const BEYOND_LOGIC_SCORE: f32 = 9.9;

/// A variant puzzle's rating in the classic shape the app and the records read: the level
/// of its hardest step, or Master (stalled) when the variant techniques cannot finish it.
pub fn variant_rating(rating: &variant_logic::Rating) -> Rating {
    match rating.level {
        Some(level) => Rating {
            level,
            score: f32::from(rating.score) / 10.0,
            hardest: rating.hardest,
            stalled: false,
        },
        None => Rating {
            level: Level::Master,
            score: BEYOND_LOGIC_SCORE,
            hardest: None,
            stalled: true,
        },
    }
}

impl Game {
    /// A new game of a variant puzzle (a classic one is as [`Game::new`]): checks it has
    /// exactly one solution, stores that answer, and rates it with the variant techniques.
    pub fn from_variant(puzzle: Puzzle) -> Result<Game, GameError> {
        if puzzle.kind() == Kind::Classic {
            return Game::new(*puzzle.givens());
        }
        let found = solver::solutions(&puzzle, 2, u64::MAX);
        let solution = match found.grids.as_slice() {
            [only] => *only,
            [] => return Err(GameError::NoSolution),
            _ => return Err(GameError::MultipleSolutions),
        };
        Ok(Game::from_variant_answer(puzzle, solution, None))
    }

    /// A new game from a variant puzzle the generator made (its answer and rating trusted).
    pub fn from_generated_variant(generated: crate::variant::generate::GeneratedVariant) -> Game {
        let crate::variant::generate::GeneratedVariant {
            puzzle,
            solution,
            rating,
        } = generated;
        Game::from_variant_answer(puzzle, solution, Some(rating))
    }

    /// A game of a variant puzzle whose answer is known (the generator's);
    /// `rating` is worked out when not given.
    pub(super) fn from_variant_answer(
        puzzle: Puzzle,
        solution: Grid,
        rating: Option<variant_logic::Rating>,
    ) -> Game {
        let rating = rating.unwrap_or_else(|| variant_logic::rate(&puzzle));
        let mut game = Game::assemble(*puzzle.givens(), solution, Some(variant_rating(&rating)));
        game.variant = Some(Arc::new(puzzle));
        game
    }

    /// A game at a position reached in a variant puzzle's solve (a practice position): the
    /// rules of `puzzle`, the digits of `placed` as its givens, `notes` in every open cell,
    /// and the answer and rating worked out beforehand (away from the frame). Fails when
    /// the answer does not solve the puzzle or disagrees with a placed digit.
    pub fn from_variant_position(
        puzzle: &Puzzle,
        placed: Grid,
        notes: &Candidates,
        solution: Grid,
        rating: variant_logic::Rating,
    ) -> Result<Game, GameError> {
        let agrees =
            (0..CELLS).all(|cell| placed.get(cell) == 0 || placed.get(cell) == solution.get(cell));
        if !puzzle.is_solution(&solution) || !agrees {
            return Err(GameError::WrongAnswer);
        }
        // Digits that agree with a solution never clash; should they, the answer is wrong.
        let puzzle = puzzle
            .with_givens(placed)
            .map_err(|_| GameError::WrongAnswer)?;
        let mut game = Game::from_variant_answer(puzzle, solution, Some(rating));
        for cell in (0..CELLS).filter(|&cell| placed.get(cell) == 0) {
            game.notes.set(cell, notes.get(cell));
        }
        Ok(game)
    }

    /// The variant's rules, `None` for classic Sudoku.
    pub fn variant(&self) -> Option<&Puzzle> {
        self.variant.as_deref()
    }

    /// Which variant the game is.
    pub fn kind(&self) -> Kind {
        self.variant().map_or(Kind::Classic, Puzzle::kind)
    }

    /// The cells that may not share a digit with `cell`: its row, column and box, or the
    /// variant's houses and cage.
    pub fn peers_of(&self, cell: usize) -> &[u8] {
        match self.variant() {
            Some(puzzle) => puzzle.geometry().peers(cell),
            None => &PEERS[cell],
        }
    }

    /// The digits an empty cell of `grid` may take under the game's rules.
    pub fn allowed_at(&self, grid: &Grid, cell: usize) -> DigitSet {
        if grid.get(cell) != 0 {
            return DigitSet::EMPTY;
        }
        let mut taken = 0u16;
        for &peer in self.peers_of(cell) {
            let digit = grid.get(usize::from(peer));
            if digit != 0 {
                taken |= 1 << (digit - 1);
            }
        }
        DigitSet::from_bits(!taken & self.cage_allows(grid, cell))
    }

    /// The digits a Killer cage's sum leaves `cell`: those of the combinations that fill
    /// the cage's open cells to its sum beside the digits already in it (every digit when
    /// the cell is in no cage). A two-cell cage of 4 leaves 1 and 3.
    fn cage_allows(&self, grid: &Grid, cell: usize) -> u16 {
        const EVERY_DIGIT: u16 = 0x1ff;
        let Some(puzzle) = self.variant() else {
            return EVERY_DIGIT;
        };
        let Some(cage) = puzzle
            .geometry()
            .cage_of(cell)
            .and_then(|index| puzzle.cages().get(index))
        else {
            return EVERY_DIGIT;
        };
        let (mut placed, mut placed_sum, mut open) = (0u16, 0u32, 0usize);
        for &member in cage.cells() {
            match grid.get(usize::from(member)) {
                0 => open += 1,
                digit => {
                    placed |= 1 << (digit - 1);
                    placed_sum += u32::from(digit);
                }
            }
        }
        let Some(left) = u32::from(cage.sum()).checked_sub(placed_sum) else {
            return 0;
        };
        crate::variant::combinations(open, left)
            .iter()
            .filter(|&&combination| combination & placed == 0)
            .fold(0, |union, &combination| union | combination)
    }

    /// Every empty cell's allowed digits on `grid` (see [`Game::allowed_at`]).
    pub fn allowed_all(&self, grid: &Grid) -> Candidates {
        if self.variant.is_none() {
            return Candidates::from_grid(grid);
        }
        let mut candidates = Candidates::none();
        for cell in 0..CELLS {
            candidates.set(cell, self.allowed_at(grid, cell));
        }
        candidates
    }

    /// Cells whose digit also stands in one of their peers.
    pub fn conflicting_cells(&self) -> Vec<usize> {
        let grid = self.grid();
        if self.variant.is_none() {
            return grid.conflicting_cells();
        }
        (0..CELLS)
            .filter(|&cell| {
                let digit = grid.get(cell);
                digit != 0
                    && self
                        .peers_of(cell)
                        .iter()
                        .any(|&peer| grid.get(usize::from(peer)) == digit)
            })
            .collect()
    }

    /// Whether `solution` solves the givens under the game's rules.
    pub(super) fn answer_solves_givens(&self, solution: &Grid) -> bool {
        match self.variant() {
            Some(puzzle) => puzzle.is_solution(solution),
            None => solution.solves(self.givens()),
        }
    }

    /// The next hint of a variant game, after the wrong entries and notes [`Game::hint`]
    /// reports first: the easiest variant step from the player's position.
    pub(super) fn variant_hint(&self, puzzle: &Puzzle, candidates: &Candidates) -> Hint {
        let grid = self.grid();
        if grid.is_full() {
            return Hint::Solved;
        }
        let mut masks = [0u16; CELLS];
        for (cell, mask) in masks.iter_mut().enumerate() {
            *mask = candidates.get(cell).bits();
        }
        let mut position = Position::of_grid(puzzle, &grid, &masks);
        // A step whose eliminations the player's notes already show would change nothing;
        // the solver takes it silently and looks further, as the player has.
        for _ in 0..CELLS * 9 {
            let Some(step) = variant_logic::next_step(puzzle, &position) else {
                break;
            };
            if self.step_shows_something(&grid, &step) {
                return Hint::Step(step);
            }
            position.apply(puzzle, &step);
        }
        Hint::Stuck(None)
    }

    /// Whether applying a step would change the board the player sees: a digit in an empty
    /// cell, or a candidate struck from a cell whose notes hold it (a cell without notes
    /// shows every digit).
    fn step_shows_something(&self, grid: &Grid, step: &Step) -> bool {
        let placed = step.placements.iter().any(|c| grid.get(c.cell()) == 0);
        placed
            || step.eliminations.iter().any(|removed| {
                let notes = self.notes.get(removed.cell());
                grid.get(removed.cell()) == 0 && (notes.is_empty() || notes.contains(removed.digit))
            })
    }
}

/// A save's variant line read back: the rules, and the hardest technique they need. The
/// line's givens must be the save's.
pub(super) fn rules_from_save(
    line: &str,
    givens: &Grid,
) -> Result<(Option<Arc<Puzzle>>, Option<Technique>), SaveTextError> {
    let puzzle = crate::variant::parse_line(line)
        .map_err(|error| SaveTextError::Invalid(format!("variant: {error}")))?;
    if puzzle.givens() != givens {
        return Err(SaveTextError::Invalid(
            "variant: its givens are not the game's".to_string(),
        ));
    }
    if puzzle.kind() == Kind::Classic {
        return Ok((None, None));
    }
    let hardest = variant_logic::rate(&puzzle).hardest;
    Ok((Some(Arc::new(puzzle)), hardest))
}

/// The first puzzle line of a text (blank lines and `#` comments skipped) when it starts
/// with a variant's prefix, with its 0-based line index.
fn first_variant_line(text: &str) -> Option<(usize, &str)> {
    let (index, line) = text
        .lines()
        .enumerate()
        .map(|(index, line)| (index, line.trim_start_matches('\u{feff}').trim()))
        .find(|(_, line)| !line.is_empty() && !line.starts_with('#'))?;
    let (prefix, _) = line.split_once(':')?;
    let kind = Kind::parse(prefix)?;
    (kind != Kind::Classic).then_some((index, line))
}

/// The variant puzzle of a text whose first puzzle line is a variant line (pasted, or read
/// from a file), or `None` when the text is not one.
pub fn variant_in_text(text: &str) -> Option<Result<Puzzle, crate::variant::VariantError>> {
    first_variant_line(text).map(|(_, line)| crate::variant::parse_line(line))
}

/// Whether a file is a variant puzzle file (its first puzzle line has a variant prefix, or is
/// a puzzle of another size than 9x9), so it is read line by line with each line's rules
/// rather than as classic puzzles. Reads at most the file's first 64 KiB; a file that
/// cannot be read is not one.
pub fn is_variant_file(path: &Path) -> bool {
    use std::io::Read;
    // A FIFO would block here, or lose to this look the bytes the reader needs.
    if super::special_file_at(path).is_some() {
        return false;
    }
    let Ok(file) = super::open_for_reading(path) else {
        return false;
    };
    let mut start = Vec::new();
    if file.reader.take(64 * 1024).read_to_end(&mut start).is_err() {
        return false;
    }
    let start = String::from_utf8_lossy(&start);
    first_variant_line(&start).is_some() || crate::generator::sized::sized_line_in(&start).is_some()
}

/// A new game of the variant puzzle on line `line` of the collection at `path`.
pub(super) fn variant_game_at(
    puzzle: &Puzzle,
    line: usize,
    path: &Path,
) -> Result<Game, FileError> {
    let metadata = super::Metadata::from_file(path);
    Game::from_variant(puzzle.clone())
        .map(|game| game.with_metadata(metadata))
        .map_err(|error| FileError::Puzzle {
            path: path.to_path_buf(),
            line,
            error,
        })
}

/// Opens a file whose first puzzle line (blank lines and `#` comments skipped) is a variant
/// line (`x:`, `windoku:`, `jigsaw:`, `killer:`) as a game of that line; `None` when the
/// file is not one, so the classic readers take it.
pub(super) fn open_variant_line(text: &str, path: &Path) -> Option<Result<Game, FileError>> {
    let (index, line) = first_variant_line(text)?;
    let line_number = index + 1;
    let puzzle = match crate::variant::parse_line(line) {
        Ok(puzzle) => puzzle,
        Err(error) => {
            return Some(Err(FileError::Variant {
                path: path.to_path_buf(),
                line: line_number,
                error,
            }));
        }
    };
    Some(variant_game_at(&puzzle, line_number, path))
}
