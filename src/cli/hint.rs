//! `nonet hint`: the next logical step for a partly filled grid or a saved game, or its
//! first mistake.

use super::parallel::AnyPuzzle;
use super::run_stage::{Accepts, run_stage};
use super::stage::{ErrorMode, Stage, StageArgs, finish_stage};
use super::terminal::say;
use super::{Status, for_each_puzzle, inputs_or_stdin, is_save_input};
use nonet::game::{Game, Hint};
use nonet::grid::{Candidates, Grid};
use nonet::i18n::{Localized, text_in};
use nonet::lang::Language;
use nonet::logic::{Contradiction, Finding, LogicState, MistakeKind, hint, next_step};
use nonet::rules::Geometry;
use nonet::rules::RulePuzzle;
use nonet::rules::solver::count_solutions;
use nonet::solver::{Verdict, verdict, verdict_within};
use nonet::variant::logic::{Position, next_step as rules_next_step};
use nonet::variant::{self, Puzzle};
use nonet::words::report::{hint_line_in, hint_phrase};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// The next step for a partly filled grid (entries written as digits, like givens), or the
/// first mistake when an entry contradicts the solution. Without `--puzzle`, variant lines
/// and grids of other sizes (4x4 to 16x16, jigsaws of any size) are taken too, cells named on
/// their width.
#[derive(clap::Args)]
pub struct HintArgs {
    /// The original puzzle, so entries can be told from givens (then mistakes are found
    /// against its solution); without it, a grid with no solution is searched for the entry
    /// whose removal makes it solvable again.
    #[arg(long)]
    puzzle: Option<PathBuf>,

    #[command(flatten)]
    stage: StageArgs,

    /// Grid files in any supported format, or `.nonet` saves (their position, with the
    /// player's notes when they keep full candidates); `-` (or nothing) reads standard input.
    files: Vec<PathBuf>,
}

/// Runs `nonet hint`, its sentences in `language`.
pub fn run(args: &HintArgs, language: Language) -> ExitCode {
    let mut givens = None;
    if let Some(path) = &args.puzzle {
        let mut first = None;
        let status = for_each_puzzle(std::slice::from_ref(path), |record| {
            first.get_or_insert(record.grid);
            Ok(())
        });
        match (status, first) {
            (Ok(Status::Success), Some(grid)) => givens = Some(grid),
            _ => {
                let path = super::terminal::shown_path(path);
                say!(
                    "{}",
                    text_in(language, "cli-no-readable-puzzle", &[("path", path.into())])
                );
                return Status::BadInput.into();
            }
        }
    }
    let (stage, mut out) = match args.stage.open(&args.files) {
        Ok(opened) => opened,
        Err(code) => return code,
    };
    let mut verdicts = Status::Success;
    let mut result = Ok(Status::Success);
    for path in inputs_or_stdin(&args.files) {
        let status = if is_save_input(&path) {
            if !stage.keeps_next() {
                continue;
            }
            match Game::load_from(&path) {
                Ok(game) => {
                    let finding = finding_of(game.hint());
                    if is_trouble(&finding) {
                        verdicts = Status::NotUnique;
                    }
                    writeln!(out, "{}", hint_line_in(language, &finding)).map(|()| Status::Success)
                }
                Err(error) if stage.errors == ErrorMode::Inline => {
                    Stage::write_error(&mut out, None, &error.localized_in(language))
                        .map(|()| Status::Success)
                }
                Err(error) => {
                    say!("{}", error.localized_in(language));
                    Ok(Status::BadInput)
                }
            }
        } else {
            run_stage(
                std::slice::from_ref(&path),
                &stage,
                &mut out,
                // `--puzzle` names a classic puzzle: with it, lines of variants and of other
                // sizes are refused.
                if givens.is_some() {
                    Accepts::Classic
                } else {
                    Accepts::AnySize
                },
                |puzzle| {
                    let (finding, width) = match puzzle {
                        AnyPuzzle::Classic(record) => (
                            hint_for(&record.grid, givens.as_ref(), record.candidates.as_ref()),
                            9,
                        ),
                        AnyPuzzle::Sized(puzzle) => (sized_hint(puzzle), puzzle.shape().size()),
                        AnyPuzzle::Variant(puzzle) => (variant_hint(puzzle), 9),
                    };
                    let trouble = is_trouble(&finding);
                    (finding, trouble, width)
                },
                |out, (finding, trouble, width)| {
                    if trouble {
                        verdicts = Status::NotUnique;
                    }
                    writeln!(out, "{}", hint_phrase(&finding).say_on(language, width))
                },
            )
        };
        result = match (result, status) {
            (Ok(so_far), Ok(status)) => Ok(so_far.worst(status)),
            (Err(error), _) | (_, Err(error)) => Err(error),
        };
        if result.is_err() {
            break;
        }
    }
    finish_stage(result.map(|s| s.worst(stage.verdicts(verdicts))), out)
}

/// Whether a finding is a mistake or a contradiction rather than a step.
fn is_trouble(finding: &Finding) -> bool {
    matches!(finding, Finding::Mistake { .. } | Finding::Contradiction(_))
}

/// A saved game's hint, as the step finder reports it: the app's hint for that position
/// (a wrong entry first, notes only when the player keeps full candidates).
fn finding_of(hint: Hint) -> Finding {
    match hint {
        Hint::Step(step) => Finding::Step(step),
        Hint::WrongEntry { cell, entered } => Finding::Mistake {
            cell,
            entered,
            kind: MistakeKind::NotTheSolution,
        },
        Hint::WrongNotes { cell, digit } => Finding::Mistake {
            cell,
            entered: 0,
            kind: MistakeKind::LostCandidate { digit },
        },
        Hint::Solved => Finding::Solved,
        Hint::Stuck(None) => Finding::Stalled,
        Hint::Stuck(Some(broken)) => Finding::Contradiction(broken),
    }
}

/// What to tell the player about `grid`, whose open cells hold `candidates` (a pencilmark
/// position) or, without them, every digit their peers allow.
pub fn hint_for(grid: &Grid, givens: Option<&Grid>, candidates: Option<&Candidates>) -> Finding {
    let given_candidates = candidates;
    let candidates = candidates
        .copied()
        .unwrap_or_else(|| Candidates::from_grid(grid));
    if let Some(givens) = givens {
        if let Verdict::Unique(solution) = verdict(givens) {
            return hint(givens, grid, &candidates, &solution);
        }
        return Finding::Contradiction(Contradiction::PuzzleNotUnique);
    }
    let position_verdict = match given_candidates {
        Some(candidates) => verdict_within(grid, candidates),
        None => verdict(grid),
    };
    match position_verdict {
        // With given candidates, no single entry is to blame: they are the position.
        Verdict::NoSolution if given_candidates.is_some() => {
            Finding::Contradiction(Contradiction::NoSolution)
        }
        Verdict::NoSolution => match first_wrong_entry(grid) {
            Some(cell) => Finding::Mistake {
                cell: cell as u8,
                entered: grid.get(cell),
                kind: MistakeKind::NoSolutionWithIt,
            },
            None => Finding::Contradiction(Contradiction::NoSolution),
        },
        _ => next_step(&LogicState::with_candidates(grid, &candidates)),
    }
}

/// Search nodes allowed to each count of a grid for the generic engine: a count that runs
/// past it is taken for a grid with a solution (the steps then say what they find).
const COUNT_BUDGET: u64 = 200_000;

/// [`hint_for`] for a grid the generic engine reads (another size, or a 9x9 variant), its
/// entries written as givens: `solvable` says whether given digits (0 for an open cell)
/// leave a solution, `step` what the techniques find when they do.
fn hint_by(
    givens: &[u8],
    solvable: impl Fn(&[u8]) -> bool,
    step: impl FnOnce() -> Finding,
) -> Finding {
    if solvable(givens) {
        return step();
    }
    match first_wrong(givens, solvable)
        .and_then(|cell| Some((u8::try_from(cell).ok()?, givens[cell])))
    {
        Some((cell, entered)) => Finding::Mistake {
            cell,
            entered,
            kind: MistakeKind::NoSolutionWithIt,
        },
        None => Finding::Contradiction(Contradiction::NoSolution),
    }
}

/// The step the techniques find at `position`, or that it is solved or stalled.
fn step_at(board: &impl AsRef<Geometry>, position: &Position) -> Finding {
    if position.is_solved() {
        return Finding::Solved;
    }
    rules_next_step(board, position).map_or(Finding::Stalled, Finding::Step)
}

/// The hint for a grid of another size (see [`hint_by`]).
fn sized_hint(puzzle: &RulePuzzle) -> Finding {
    let solvable = |givens: &[u8]| {
        puzzle.with_givens(givens.to_vec()).is_ok_and(|changed| {
            count_solutions(&changed, 1, COUNT_BUDGET).map_or(true, |counted| counted.count > 0)
        })
    };
    hint_by(puzzle.givens(), solvable, || {
        let geometry = Geometry::of_rules(puzzle);
        step_at(
            &geometry,
            &Position::from_givens(&geometry, puzzle.givens()),
        )
    })
}

/// The hint for a 9x9 variant grid (see [`hint_by`]).
fn variant_hint(puzzle: &Puzzle) -> Finding {
    let solvable = |givens: &[u8]| {
        let grid = givens
            .try_into()
            .ok()
            .and_then(|cells| Grid::from_cells(cells).ok());
        grid.and_then(|grid| puzzle.with_givens(grid).ok())
            .is_some_and(|changed| {
                let found = variant::solver::solutions(&changed, 1, COUNT_BUDGET);
                found.gave_up || found.count > 0
            })
    };
    hint_by(puzzle.givens().cells(), solvable, || {
        step_at(puzzle, &Position::start(puzzle))
    })
}

/// The first filled cell (reading order) whose removal gives the grid a solution again.
fn first_wrong_entry(grid: &Grid) -> Option<usize> {
    first_wrong(grid.cells(), |values| {
        let without = values
            .try_into()
            .ok()
            .and_then(|cells| Grid::from_cells(cells).ok());
        // The values are the grid's with one cell cleared: always a grid.
        without.is_some_and(|without| !matches!(verdict(&without), Verdict::NoSolution))
    })
}

/// The first filled cell of `values` (0 for an open cell), in reading order, without which
/// `solvable` says they leave a solution.
fn first_wrong(values: &[u8], solvable: impl Fn(&[u8]) -> bool) -> Option<usize> {
    (0..values.len())
        .filter(|&cell| values[cell] != 0)
        .find(|&cell| {
            let mut without = values.to_vec();
            without[cell] = 0;
            solvable(&without)
        })
}
