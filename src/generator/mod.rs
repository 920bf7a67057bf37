//! The generator: fresh puzzles with exactly one solution, rated at a requested level.
//!
//! Easy to Hard: a random complete grid is drawn by randomised backtracking, then clues
//! are removed (in symmetric orbits) while the puzzle keeps one solution and its rating
//! does not pass the requested level. Expert and Master: a puzzle from the shipped bank
//! of pre-rated puzzles, disguised by a random symmetry-keeping transformation.

pub mod bank;
pub mod clues;
pub mod daily;
pub mod practice;
pub mod sized;
pub mod transform;

pub use crate::background::CancelToken;
use crate::background::{Gone, Pending};
use crate::grid::{CELLS, Grid, PEERS};
use crate::logic::{Level, Outcome, Rating, Technique, rate, solve_path_within};
use crate::solver::{Verdict, count_solutions, verdict};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use serde::{Deserialize, Serialize};

/// Which cells are removed together so that the clue pattern keeps a symmetry.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub enum Symmetry {
    /// No symmetry.
    None,
    /// 180-degree rotation, as puzzle books use.
    #[default]
    Rotational,
    /// Mirror across the vertical middle line.
    Mirror,
    /// Mirror across the main (top-left to bottom-right) diagonal.
    Diagonal,
}

impl Symmetry {
    /// All symmetries.
    pub const ALL: [Symmetry; 4] = [
        Symmetry::None,
        Symmetry::Rotational,
        Symmetry::Mirror,
        Symmetry::Diagonal,
    ];

    /// Lower-case name as used on the command line.
    pub fn as_str(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rotational => "rotational",
            Symmetry::Mirror => "mirror",
            Symmetry::Diagonal => "diagonal",
        }
    }

    /// Parses a lower- or mixed-case name ("rotational", "none", ...).
    pub fn parse(name: &str) -> Option<Symmetry> {
        Symmetry::ALL
            .into_iter()
            .find(|s| s.as_str().eq_ignore_ascii_case(name.trim()))
    }

    /// The cell a cell is paired with on a 9x9 grid (itself when it lies on the axis or
    /// centre).
    pub fn partner(self, cell: usize) -> usize {
        self.partner_on(9, cell)
    }

    /// The cell a cell (`0..width * width`) is paired with on a grid `width` cells wide.
    pub fn partner_on(self, width: usize, cell: usize) -> usize {
        let (r, c) = (cell / width, cell % width);
        let last = width - 1;
        match self {
            Symmetry::None => cell,
            Symmetry::Rotational => (last - r) * width + (last - c),
            Symmetry::Mirror => r * width + (last - c),
            Symmetry::Diagonal => c * width + r,
        }
    }

    /// Whether the clue pattern of `grid` has this symmetry.
    pub fn holds_for(self, grid: &Grid) -> bool {
        self.holds_on(9, grid.cells())
    }

    /// Whether the clue pattern of `givens` (a square grid `width` cells wide, 0 for an empty
    /// cell) has this symmetry; false when `givens` is not `width * width` cells.
    pub fn holds_on(self, width: usize, givens: &[u8]) -> bool {
        givens.len() == width * width
            && (0..givens.len())
                .all(|c| (givens[c] == 0) == (givens[self.partner_on(width, c)] == 0))
    }
}

/// What a puzzle must be besides its level: its hardest technique, a score range and a
/// range of givens (each unconstrained when `None`).
#[derive(Clone, Copy, PartialEq, Debug, Default, Serialize, Deserialize)]
pub struct Wanted {
    /// The hardest technique, as `rate` names it.
    pub technique: Option<Technique>,
    /// The score on Sudoku Explainer's scale, from and to (both included).
    pub score: Option<(f32, f32)>,
    /// The number of givens, from and to (both included).
    pub givens: Option<(usize, usize)>,
}

impl Wanted {
    /// Whether a puzzle with `givens` givens and `rating` is wanted.
    pub fn accepts(&self, givens: usize, rating: &Rating) -> bool {
        self.fits(givens, rating.score, rating.hardest)
    }

    /// Whether a puzzle of `givens` givens, `score` and `hardest` technique is wanted.
    fn fits(&self, givens: usize, score: f32, hardest: Option<Technique>) -> bool {
        self.technique.is_none_or(|t| hardest == Some(t))
            && self
                .score
                .is_none_or(|(low, high)| (low..=high).contains(&score))
            && self
                .givens
                .is_none_or(|(low, high)| (low..=high).contains(&givens))
    }
}

/// The techniques up to Hard that generation finds as a puzzle's hardest step within its
/// attempts (a seeded test in `tests/engine/generator.rs` makes each). Left out, as never or too
/// seldom the hardest step of a random puzzle: Naked single (a Hidden single always comes
/// first), Hidden quad and Remote pairs (no puzzle in 10,000 attempts).
const GENERATED_TECHNIQUES: [Technique; 18] = [
    Technique::HiddenSingle,
    Technique::Pointing,
    Technique::Claiming,
    Technique::NakedPair,
    Technique::HiddenPair,
    Technique::NakedTriple,
    Technique::HiddenTriple,
    Technique::NakedQuad,
    Technique::XWing,
    Technique::Swordfish,
    Technique::Skyscraper,
    Technique::TwoStringKite,
    Technique::EmptyRectangle,
    Technique::XYWing,
    Technique::XYZWing,
    Technique::WWing,
    Technique::SimpleColouring,
    Technique::BugPlusOne,
];

/// The techniques a puzzle can be ordered by (New game › By technique): those generation
/// finds up to Hard, then the hardest steps the bank holds at Expert and Master. Each comes
/// with the level its puzzles are made at, easiest first. Worked out once: the menu asks on
/// every frame it is open.
pub fn orderable_techniques() -> &'static [(Technique, Level)] {
    static ORDERABLE: std::sync::OnceLock<Vec<(Technique, Level)>> = std::sync::OnceLock::new();
    ORDERABLE.get_or_init(list_orderable_techniques)
}

fn list_orderable_techniques() -> Vec<(Technique, Level)> {
    let mut found: Vec<(Technique, Level)> = GENERATED_TECHNIQUES
        .iter()
        .map(|&technique| (technique, technique.level()))
        .collect();
    for entry in bank::bank() {
        if let Some(technique) = entry.hardest
            && !found.iter().any(|&(known, _)| known == technique)
        {
            found.push((technique, entry.level));
        }
    }
    found.sort_by_key(|&(technique, level)| {
        (level, Technique::ALL.iter().position(|&t| t == technique))
    });
    found
}

/// What to generate.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct GenerateOptions {
    /// The level the puzzle must be rated at.
    pub level: Level,
    /// Symmetry of the clue pattern.
    pub symmetry: Symmetry,
    /// Whether no clue may be removable without losing uniqueness.
    pub minimal: bool,
    /// Seed: the same options and seed give the same puzzle.
    pub seed: u64,
    /// What else the puzzle must be.
    pub wanted: Wanted,
}

impl GenerateOptions {
    /// Options for a level with the default symmetry and a given seed.
    pub fn new(level: Level, seed: u64) -> GenerateOptions {
        GenerateOptions {
            level,
            symmetry: Symmetry::default(),
            minimal: false,
            seed,
            wanted: Wanted::default(),
        }
    }
}

/// A generated puzzle with its solution and rating.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct Generated {
    /// The clues.
    pub puzzle: Grid,
    /// Its one solution.
    pub solution: Grid,
    /// Its rating (at the requested level).
    pub rating: Rating,
}

/// Why generation stopped without a puzzle.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error, Serialize, Deserialize)]
pub enum GenerateError {
    /// The caller cancelled.
    #[error("generation was cancelled")]
    Cancelled,
    /// No puzzle at the level was found within the attempt budget.
    #[error("{}", gave_up_text(*level, *attempts, *unmet))]
    GaveUp {
        /// The requested level.
        level: Level,
        /// Attempts made.
        attempts: u32,
        /// The first part of the order that no attempt met.
        unmet: Unmet,
    },
}

/// [`GenerateError::GaveUp`] in English, as the catalogue says it.
fn gave_up_text(level: Level, attempts: u32, unmet: Unmet) -> String {
    let found = format!("{attempts} attempts found {level} puzzles");
    match unmet {
        Unmet::Level => format!("no {level} puzzle found after {attempts} attempts"),
        Unmet::Technique => {
            format!("{found}, but none whose hardest step is the technique asked for (--technique)")
        }
        Unmet::Score => format!(
            "{found} with the technique asked for, but none whose score is in the range asked for (--score)"
        ),
        Unmet::Givens => format!(
            "{found} with the technique and score asked for, but none with a number of givens in the range asked for (--givens)"
        ),
    }
}

/// The parts of an order for a puzzle, in the order they are checked: the first that no
/// attempt met is the one to loosen.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Serialize, Deserialize)]
pub enum Unmet {
    /// No puzzle was rated at the level.
    Level,
    /// Puzzles at the level, but none with the technique as the hardest step.
    Technique,
    /// Puzzles with the technique, but none whose score was in the range.
    Score,
    /// Puzzles in the score range, but none with a number of givens in the range.
    Givens,
}

impl Unmet {
    /// The parts, in order.
    const ALL: [Unmet; 4] = [Unmet::Level, Unmet::Technique, Unmet::Score, Unmet::Givens];

    /// How many parts of `options`' order, from the first, a puzzle with `givens` givens and
    /// `rating` meets (4 for all).
    fn parts_met(options: &GenerateOptions, givens: usize, rating: &Rating, floor: f32) -> usize {
        let wanted = &options.wanted;
        let checks = [
            rating.level == options.level
                && rating.score >= floor
                && clues::max_clues(options.level).is_none_or(|most| givens <= most),
            wanted.technique.is_none_or(|t| rating.hardest == Some(t)),
            wanted
                .score
                .is_none_or(|(low, high)| (low..=high).contains(&rating.score)),
            wanted
                .givens
                .is_none_or(|(low, high)| (low..=high).contains(&givens)),
        ];
        checks.iter().take_while(|&&met| met).count()
    }
}

/// How many candidate puzzles one call may try before giving up.
pub const MAX_ATTEMPTS: u32 = 10_000;

/// Generates one puzzle; `on_attempt` is called with the attempt count as work goes on.
pub fn generate(
    options: &GenerateOptions,
    cancel: &CancelToken,
    on_attempt: &mut dyn FnMut(u32),
) -> Result<Generated, GenerateError> {
    let mut rng = StdRng::seed_from_u64(options.seed);
    let wanted = &options.wanted;
    let max_clues = match wanted.givens {
        Some((_, high)) => high,
        None => clues::max_clues(options.level).unwrap_or(CELLS),
    };
    let mut banked = bank::entries(options.level, options.symmetry);
    if banked.iter().any(|e| e.puzzle.filled_count() <= max_clues) {
        banked.retain(|e| e.puzzle.filled_count() <= max_clues);
    }
    // Only entries that may fit: a disguise keeps the givens and, nearly always, the
    // rating (it is checked again below).
    banked.retain(|e| wanted.fits(e.puzzle.filled_count(), e.score, e.hardest));
    // Master means 7.8 and up where the bank can give it (a disguise can move a score).
    let floor = match options.level {
        Level::Master if banked.iter().any(|e| e.score >= bank::MASTER_FROM) => bank::MASTER_FROM,
        _ => 0.0,
    };
    // The most parts of the order any attempt met, for the report when none met them all.
    let mut most_met = 0;
    for attempt in 1..=MAX_ATTEMPTS {
        if cancel.is_cancelled() {
            return Err(GenerateError::Cancelled);
        }
        on_attempt(attempt);
        if let Some(entry) = bank::draw_spread(&banked, &mut rng) {
            let puzzle =
                transform::Transform::random(options.symmetry, &mut rng).apply(&entry.puzzle);
            // The bank is checked by tests, but a disguised puzzle is re-verified anyway:
            // rating ties can break differently after a transformation.
            if let Verdict::Unique(solution) = verdict(&puzzle) {
                let rating = rate(&puzzle);
                let met = Unmet::parts_met(options, puzzle.filled_count(), &rating, floor);
                most_met = most_met.max(met);
                if rating.level == options.level
                    && rating.score >= floor
                    && wanted.accepts(puzzle.filled_count(), &rating)
                {
                    return Ok(Generated {
                        puzzle,
                        solution,
                        rating,
                    });
                }
            }
            continue;
        }
        let solution = random_solution(&mut rng);
        let dug = dig(&solution, options, &mut rng, cancel);
        if let Some((puzzle, rating)) = &dug {
            let met = Unmet::parts_met(options, puzzle.filled_count(), rating, 0.0);
            most_met = most_met.max(met);
        }
        if let Some((puzzle, rating)) = dug
            && rating.level == options.level
            && puzzle.filled_count() <= max_clues
            && wanted.accepts(puzzle.filled_count(), &rating)
        {
            return Ok(Generated {
                puzzle,
                solution,
                rating,
            });
        }
    }
    Err(GenerateError::GaveUp {
        level: options.level,
        attempts: MAX_ATTEMPTS,
        // A puzzle meeting all four parts would have been returned.
        unmet: Unmet::ALL[most_met.min(3)],
    })
}

/// A uniformly shuffled complete grid, drawn by randomised backtracking.
pub fn random_solution(rng: &mut impl Rng) -> Grid {
    let mut cells = [0u8; CELLS];
    // An empty grid always has a completion, so this fill cannot fail.
    fill(&mut cells, rng);
    // Invariant: fill only writes digits 1-9.
    Grid::from_cells(cells).unwrap_or_default()
}

fn fill(cells: &mut [u8; CELLS], rng: &mut impl Rng) -> bool {
    // Most constrained empty cell first keeps the backtracking shallow.
    let mut best = None;
    let mut best_allowed = 0u16;
    let mut best_count = 10;
    for cell in 0..CELLS {
        if cells[cell] != 0 {
            continue;
        }
        let mut used = 0u16;
        for &p in &PEERS[cell] {
            let d = cells[p as usize];
            if d != 0 {
                used |= 1 << (d - 1);
            }
        }
        let allowed = !used & 0x1ff;
        let n = allowed.count_ones();
        if n < best_count {
            best = Some(cell);
            best_allowed = allowed;
            best_count = n;
        }
    }
    let Some(cell) = best else {
        return true;
    };
    let mut digits: Vec<u8> = (1..=9u8)
        .filter(|d| best_allowed & (1 << (d - 1)) != 0)
        .collect();
    digits.shuffle(rng);
    for d in digits {
        cells[cell] = d;
        if fill(cells, rng) {
            return true;
        }
    }
    cells[cell] = 0;
    false
}

/// Removes clue orbits from a full grid while the puzzle stays unique and no harder than
/// the target; returns the puzzle and its rating.
fn dig(
    solution: &Grid,
    options: &GenerateOptions,
    rng: &mut impl Rng,
    cancel: &CancelToken,
) -> Option<(Grid, Rating)> {
    let mut puzzle = *solution;
    let mut orbits = orbits(options.symmetry);
    orbits.shuffle(rng);
    let target = match options.wanted.givens {
        Some((low, high)) if !options.minimal => {
            clues::ClueTarget::FillBackTo(rng.random_range(low..=high.max(low)))
        }
        _ => clues::choose(options.level, options.minimal, rng),
    };
    for orbit in &orbits {
        if cancel.is_cancelled() {
            return None;
        }
        if let clues::ClueTarget::StopAt(floor) = target
            && puzzle.filled_count() < floor + orbit.len()
        {
            continue;
        }
        let mut candidate = puzzle;
        for &c in orbit {
            candidate.set(c, 0);
        }
        if count_solutions(&candidate, 2) != 1 {
            continue;
        }
        if !options.minimal
            && solve_path_within(&candidate, options.level).outcome != Outcome::Solved
        {
            continue;
        }
        puzzle = candidate;
    }
    let mut rating = rate(&puzzle);
    if let clues::ClueTarget::FillBackTo(target) = target
        && rating.level == options.level
    {
        puzzle = clues::fill_back(&puzzle, solution, &orbits, options.level, target, rng);
        rating = rate(&puzzle);
    }
    Some((puzzle, rating))
}

/// Removes every clue orbit it can, in random order, while the puzzle stays unique:
/// the result is minimal for `symmetry`.
pub fn dig_minimal(solution: &Grid, symmetry: Symmetry, rng: &mut impl Rng) -> Grid {
    let mut puzzle = *solution;
    let mut orbits = orbits(symmetry);
    orbits.shuffle(rng);
    for orbit in orbits {
        let mut candidate = puzzle;
        for &c in &orbit {
            candidate.set(c, 0);
        }
        if count_solutions(&candidate, 2) == 1 {
            puzzle = candidate;
        }
    }
    puzzle
}

/// The clue orbits of a symmetry: cells that are removed together.
fn orbits(symmetry: Symmetry) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut seen = [false; CELLS];
    for cell in 0..CELLS {
        if seen[cell] {
            continue;
        }
        let partner = symmetry.partner(cell);
        seen[cell] = true;
        seen[partner] = true;
        out.push(if partner == cell {
            vec![cell]
        } else {
            vec![cell, partner]
        });
    }
    out
}

/// Whether no orbit of clues (a single clue when `symmetry` is `None`) can be removed
/// without the puzzle losing its unique solution. A puzzle without a unique solution is not minimal.
pub fn is_minimal(puzzle: &Grid, symmetry: Symmetry) -> bool {
    if count_solutions(puzzle, 2) != 1 {
        return false;
    }
    orbits(symmetry)
        .iter()
        .filter(|orbit| orbit.iter().all(|&c| puzzle.get(c) != 0))
        .all(|orbit| {
            let mut smaller = *puzzle;
            for &c in orbit {
                smaller.set(c, 0);
            }
            count_solutions(&smaller, 2) != 1
        })
}

/// A puzzle to generate, as work for [`crate::background::offload`].
#[derive(Serialize, Deserialize)]
pub struct GenerateJob(pub GenerateOptions);

impl crate::background::Job for GenerateJob {
    const NAME: &'static str = "nonet-generate";
    type Output = Result<Generated, GenerateError>;

    fn run(self, progress: &crate::background::Progress) -> Self::Output {
        generate(&self.0, progress.cancel_token(), &mut |n| {
            progress.report(n)
        })
    }
}

/// Generation running away from the frame (a thread, or a web worker), with progress and
/// cancellation.
pub struct GenerationJob {
    pending: Option<Pending<Result<Generated, GenerateError>>>,
    options: GenerateOptions,
}

impl GenerationJob {
    /// Starts generating.
    pub fn spawn(options: GenerateOptions) -> GenerationJob {
        // When the work cannot be started, `try_result` reports the job cancelled.
        let pending = crate::background::offload(GenerateJob(options), || {}).ok();
        GenerationJob { pending, options }
    }

    /// The result, once the work has finished; `None` while it is still working.
    pub fn try_result(&self) -> Option<Result<Generated, GenerateError>> {
        let Some(pending) = &self.pending else {
            return Some(Err(GenerateError::Cancelled));
        };
        match pending.try_take()? {
            Ok(result) => Some(result),
            Err(Gone::Ended) => Some(Err(GenerateError::Cancelled)),
        }
    }

    /// Candidate puzzles tried so far.
    pub fn attempts(&self) -> u32 {
        self.pending.as_ref().map_or(0, Pending::progress)
    }

    /// The options the job runs with.
    pub fn options(&self) -> &GenerateOptions {
        &self.options
    }

    /// Stops the work; `try_result` then reports `Cancelled`.
    pub fn cancel(&self) {
        if let Some(pending) = &self.pending {
            pending.cancel();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_solutions_are_valid_and_vary() {
        let mut rng = StdRng::seed_from_u64(1);
        let a = random_solution(&mut rng);
        let b = random_solution(&mut rng);
        assert!(a.is_solved() && b.is_solved());
        assert_ne!(a, b);
    }

    #[test]
    fn partners_pair_cells_across_the_axis_at_every_width() {
        for width in 4..=16 {
            let cells = width * width;
            for symmetry in Symmetry::ALL {
                for cell in 0..cells {
                    let partner = symmetry.partner_on(width, cell);
                    assert!(partner < cells);
                    assert_eq!(symmetry.partner_on(width, partner), cell);
                }
            }
            // The top-left corner's partners: the bottom-right, the top-right, itself.
            assert_eq!(Symmetry::Rotational.partner_on(width, 0), cells - 1);
            assert_eq!(Symmetry::Mirror.partner_on(width, 0), width - 1);
            assert_eq!(Symmetry::Diagonal.partner_on(width, 1), width);
        }
        let corners: Vec<u8> = (0..16).map(|c| u8::from(c == 0 || c == 15)).collect();
        assert!(Symmetry::Rotational.holds_on(4, &corners));
        assert!(!Symmetry::Mirror.holds_on(4, &corners));
        assert!(
            !Symmetry::Rotational.holds_on(5, &corners),
            "16 cells are no 5x5"
        );
    }

    #[test]
    fn easy_puzzle_is_unique_symmetric_and_easy() {
        let options = GenerateOptions::new(Level::Easy, 7);
        let generated = generate(&options, &CancelToken::new(), &mut |_| {}).unwrap();
        assert_eq!(count_solutions(&generated.puzzle, 2), 1);
        assert!(generated.solution.solves(&generated.puzzle));
        assert_eq!(generated.rating.level, Level::Easy);
        assert!(Symmetry::Rotational.holds_for(&generated.puzzle));
        assert_eq!(
            generate(&options, &CancelToken::new(), &mut |_| {}).unwrap(),
            generated,
            "same seed, same puzzle"
        );
    }

    #[test]
    fn cancelled_generation_stops() {
        let cancel = CancelToken::new();
        cancel.cancel();
        let options = GenerateOptions::new(Level::Easy, 1);
        assert_eq!(
            generate(&options, &cancel, &mut |_| {}),
            Err(GenerateError::Cancelled)
        );
    }
}
