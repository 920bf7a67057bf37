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
use nonet::solver::{Verdict, verdict, verdict_within};
use nonet::words::report::hint_line_in;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// The next step for a partly filled grid (entries written as digits, like givens), or the
/// first mistake when an entry contradicts the solution.
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
                Accepts::Classic,
                |puzzle| {
                    let AnyPuzzle::Classic(record) = puzzle else {
                        // Variant lines are refused before any work (`Accepts::Classic`).
                        return (Finding::Stalled, false);
                    };
                    let finding =
                        hint_for(&record.grid, givens.as_ref(), record.candidates.as_ref());
                    let trouble = is_trouble(&finding);
                    (finding, trouble)
                },
                |out, (finding, trouble)| {
                    if trouble {
                        verdicts = Status::NotUnique;
                    }
                    writeln!(out, "{}", hint_line_in(language, &finding))
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

/// The first filled cell (reading order) whose removal gives the grid a solution again.
fn first_wrong_entry(grid: &Grid) -> Option<usize> {
    (0..81).filter(|&c| grid.get(c) != 0).find(|&c| {
        let mut without = *grid;
        without.set(c, 0);
        !matches!(verdict(&without), Verdict::NoSolution)
    })
}
