//! `nonet explain`: the step-by-step logical path of every puzzle.

use super::inputs_or_stdin;
use super::parallel::AnyPuzzle;
use super::run_stage::{Accepts, run_stage};
use super::stage::{StageArgs, finish_stage};
use nonet::formats::pencilmark;
use nonet::lang::Language;
use nonet::variant::{self, Kind};
use nonet::words::report::{
    explain_text_in, explain_text_within_in, explain_tsv, explain_tsv_within,
};
use nonet::words::variant_report::{rules_explain_text_in, rules_explain_tsv};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Explain how to solve puzzles by logic, step by step. Variant lines, and lines of other
/// sizes than 9x9, are explained by the variant techniques.
#[derive(clap::Args)]
pub struct ExplainArgs {
    /// `text` for people, `tsv` for scripts (`puzzle`, `step`, `result` lines).
    #[arg(long, value_enum, default_value_t = ExplainLayout::Text)]
    format: ExplainLayout,

    #[command(flatten)]
    stage: StageArgs,

    /// Puzzle files in any supported format; `-` (or nothing) reads standard input.
    files: Vec<PathBuf>,
}

/// How `explain` prints a path.
#[derive(Clone, Copy, PartialEq, Eq, Debug, clap::ValueEnum)]
pub enum ExplainLayout {
    /// Numbered sentences and a closing rating.
    Text,
    /// Tab-separated `puzzle`, `step` and `result` lines.
    Tsv,
}

/// Runs `nonet explain`, its text in `language` (TSV is English in every language).
pub fn run(args: &ExplainArgs, language: Language) -> ExitCode {
    let (stage, mut out) = match args.stage.open(&args.files) {
        Ok(opened) => opened,
        Err(code) => return code,
    };
    let mut first = true;
    let result = run_stage(
        &inputs_or_stdin(&args.files),
        &stage,
        &mut out,
        Accepts::AnySize,
        |puzzle| {
            let record = match puzzle {
                AnyPuzzle::Classic(record) => record,
                AnyPuzzle::Variant(puzzle) => {
                    return explain_variant(puzzle, args.format, language);
                }
                AnyPuzzle::Sized(puzzle) => {
                    return match args.format {
                        ExplainLayout::Text => rules_explain_text_in(language, puzzle),
                        ExplainLayout::Tsv => rules_explain_tsv(puzzle),
                    };
                }
            };
            explain_record(record, args.format, language)
        },
        |out, text| {
            if args.format == ExplainLayout::Text && !first {
                out.write_all(b"\n")?;
            }
            first = false;
            out.write_all(text.as_bytes())
        },
    );
    finish_stage(result, out)
}

/// The explanation of a variant line: classic lines by the classic solver, the others by
/// the variant techniques.
fn explain_variant(puzzle: &variant::Puzzle, layout: ExplainLayout, language: Language) -> String {
    match (puzzle.kind(), layout) {
        (Kind::Classic, ExplainLayout::Tsv) => explain_tsv(puzzle.givens()),
        (Kind::Classic, ExplainLayout::Text) => explain_text_in(language, puzzle.givens()),
        (_, ExplainLayout::Tsv) => nonet::words::variant_report::explain_tsv(puzzle),
        (_, ExplainLayout::Text) => nonet::words::variant_report::explain_text_in(language, puzzle),
    }
}

/// The explanation of a classic record.
fn explain_record(
    record: &nonet::formats::PuzzleRecord,
    layout: ExplainLayout,
    language: Language,
) -> String {
    match (&record.candidates, layout) {
        (None, ExplainLayout::Tsv) => explain_tsv(&record.grid),
        (None, ExplainLayout::Text) => explain_text_in(language, &record.grid),
        (Some(candidates), layout) => {
            let line = pencilmark::to_line(&record.grid, candidates);
            match layout {
                ExplainLayout::Tsv => explain_tsv_within(&line, &record.grid, candidates),
                ExplainLayout::Text => {
                    explain_text_within_in(language, &line, &record.grid, candidates)
                }
            }
        }
    }
}
