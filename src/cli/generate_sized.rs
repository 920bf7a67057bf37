//! `nonet generate --size N`: puzzles of every size from 4x4 to 16x16, with boxes or as
//! jigsaws, by the generic generator (`rules::generate`); one line of N×N symbols each. And
//! `nonet generate --variant kropki` (and the other constraint puzzles): one f-puzzles or
//! SudokuPad link each.

use super::parallel::{Workers, map_in_order};
use super::terminal::say;
use super::{Status, buffered_stdout, finish};
use nonet::formats::fpuzzles::{fpuzzles_link, sudokupad_link};
use nonet::logic::Level;
use nonet::rules::RulePuzzle;
use nonet::rules::constraint_generate::{ConstraintVariant, generate_constraint};
use nonet::rules::generate::{generate, generate_jigsaw};
use nonet::shape::Shape;
use nonet::words::variant_report::{rating_line, rules_line};
use std::io::Write;
use std::process::ExitCode;

/// Puzzles generated at a time per worker thread, as for classic puzzles.
const CHUNK_PER_THREAD: usize = 4;

/// What `nonet generate --size N` was asked for.
pub struct SizedOrder {
    /// The grid's size.
    pub size: usize,
    /// Irregular regions instead of boxes.
    pub jigsaw: bool,
    /// The level of every puzzle.
    pub level: Level,
    /// How many puzzles.
    pub count: u32,
    /// Puzzle i comes from this seed + i.
    pub base_seed: u64,
    /// Whether a tab and the rating line follow each puzzle.
    pub rate: bool,
    /// The threads to work on.
    pub workers: Workers,
    /// A constraint puzzle to make instead of a plain grid, written as a link of this form.
    pub constraint: Option<(ConstraintVariant, LinkForm)>,
}

/// The form a generated constraint puzzle is written in (no line of Nonet's holds one yet).
#[derive(Clone, Copy, PartialEq, Eq, Debug, clap::ValueEnum)]
pub enum LinkForm {
    /// An f-puzzles link.
    Fpuzzles,
    /// A SudokuPad link.
    Sudokupad,
}

/// Why generation stopped before the count asked for.
enum Halt {
    /// The output could not be written.
    Write(std::io::Error),
    /// A puzzle could not be found (already reported).
    Unmet,
}

/// Runs `nonet generate --size N` for a size other than a plain 9x9: puzzle i from seed + i.
pub fn run_sized(order: &SizedOrder) -> ExitCode {
    let SizedOrder {
        size,
        jigsaw,
        level,
        base_seed,
        ..
    } = *order;
    let template = if jigsaw {
        None
    } else {
        match Shape::boxed(size) {
            Ok(shape) => {
                let cells = shape.cells();
                match RulePuzzle::new(shape, vec![0; cells], Vec::new()) {
                    Ok(template) => Some(template),
                    Err(error) => {
                        say!("nonet generate: {error}");
                        return Status::BadInput.into();
                    }
                }
            }
            Err(error) => {
                say!("nonet generate: {error}; --jigsaw makes jigsaws of any size");
                return Status::BadInput.into();
            }
        }
    };
    let mut out = buffered_stdout();
    let mut status = Status::Success;
    let work = |i: &u32| {
        let seed = base_seed.wrapping_add(u64::from(*i));
        let made = match (&template, order.constraint) {
            (_, Some((variant, _))) => generate_constraint(variant, level, seed),
            (Some(template), None) => generate(template, level, seed),
            (None, None) => generate_jigsaw(size, level, seed),
        };
        made.map(|made| {
            let line = match order.constraint {
                Some((_, LinkForm::Fpuzzles)) => fpuzzles_link(&made.puzzle),
                Some((_, LinkForm::Sudokupad)) => sudokupad_link(&made.puzzle),
                None => rules_line(&made.puzzle),
            };
            if order.rate {
                format!("{line}\t{}", rating_line(&made.rating))
            } else {
                line
            }
        })
    };
    let chunk = CHUNK_PER_THREAD * order.workers.threads();
    let result = map_in_order(&order.workers, 0..order.count, chunk, work, |_, line| {
        match line {
            // Flushed line by line: a reader should see each puzzle at once.
            Ok(line) => writeln!(out, "{line}")
                .and_then(|()| out.flush())
                .map_err(Halt::Write),
            Err(error) => {
                say!("nonet generate: {error}");
                status = Status::NotUnique;
                // The same order would fail again for the next puzzle.
                Err(Halt::Unmet)
            }
        }
    });
    let written = match result {
        Ok(()) | Err(Halt::Unmet) => Ok(status),
        Err(Halt::Write(error)) => Err(error),
    };
    finish(written, &mut out)
}
