//! `nonet convert`: each puzzle as an f-puzzles link, a SudokuPad link or Nonet's own line,
//! so puzzles move between Nonet and the tools enthusiasts share them in.

use super::inputs_or_stdin;
use super::parallel::AnyPuzzle;
use super::run_stage::{Accepts, run_stage};
use super::stage::{StageArgs, failed_if, finish_stage};
use super::terminal::say;
use nonet::formats::fpuzzles::{fpuzzles_link, sudokupad_link};
use nonet::rules::RulePuzzle;
use nonet::shape::Shape;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// The form `convert` writes.
#[derive(Clone, Copy, PartialEq, Eq, Debug, clap::ValueEnum)]
pub enum Form {
    /// `https://f-puzzles.com/?load=…`
    Fpuzzles,
    /// `https://sudokupad.app/fpuzzles…`
    Sudokupad,
    /// Nonet's own line: 81 givens, a variant line, a line of another size.
    Line,
}

/// Write each puzzle (classic, a variant, any size, or one read from an f-puzzles or
/// SudokuPad link) as an f-puzzles link, a SudokuPad link or Nonet's own line, one a line.
/// A puzzle whose rules no line of Nonet's holds yet (a Killer X, say) gets `?` and a
/// message as a line; its links are written. Reading a written link gives the same puzzle.
#[derive(clap::Args)]
pub struct ConvertArgs {
    /// The form to write.
    #[arg(long, value_enum)]
    to: Form,

    #[command(flatten)]
    stage: StageArgs,

    /// Puzzle files in any supported format, links among them; `-` (or nothing) reads
    /// standard input.
    files: Vec<PathBuf>,
}

/// Runs `nonet convert`.
pub fn run(args: &ConvertArgs) -> ExitCode {
    let (stage, mut out) = match args.stage.open(&args.files) {
        Ok(opened) => opened,
        Err(code) => return code,
    };
    let mut failed = false;
    let result = run_stage(
        &inputs_or_stdin(&args.files),
        &stage,
        &mut out,
        Accepts::AnySize,
        |puzzle| convert(puzzle, args.to),
        |out, converted: Option<String>| match converted {
            Some(text) => writeln!(out, "{text}"),
            None => {
                say!("{}", nonet::i18n::tr("cli-convert-no-line"));
                failed = true;
                writeln!(out, "?")
            }
        },
    );
    finish_stage(failed_if(result, failed), out)
}

/// The puzzle in `form`; `None` for a line of a puzzle no line holds.
fn convert(puzzle: AnyPuzzle<'_>, form: Form) -> Option<String> {
    if form == Form::Line {
        return match puzzle {
            AnyPuzzle::Classic(record) => Some(record.grid.to_line()),
            AnyPuzzle::Variant(puzzle) => Some(nonet::variant::write_line(puzzle)),
            AnyPuzzle::Sized(puzzle) => nonet::rules::text::write_line(puzzle).ok(),
        };
    }
    let rules = as_rules(puzzle)?;
    Some(match form {
        Form::Sudokupad => sudokupad_link(&rules),
        _ => fpuzzles_link(&rules),
    })
}

/// The puzzle as the generic engine's; `None` only for a puzzle that is not well formed,
/// which the readers never give.
fn as_rules(puzzle: AnyPuzzle<'_>) -> Option<RulePuzzle> {
    match puzzle {
        AnyPuzzle::Classic(record) => {
            let givens = record.grid.cells().to_vec();
            RulePuzzle::new(Shape::boxed(9).ok()?, givens, Vec::new()).ok()
        }
        AnyPuzzle::Variant(puzzle) => puzzle.to_rules().ok(),
        AnyPuzzle::Sized(puzzle) => Some(puzzle.clone()),
    }
}
