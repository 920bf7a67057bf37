//! Plain-text reports of the variant logic for the command line: rating lines and explained
//! solve paths, as text for people and as TSV for scripts, shaped like the classic ones;
//! for today's 9x9 variants and for puzzles of every size (`rules::RulePuzzle`), whose
//! cells are named on their own width.

use super::report::{numbered_line, step_row_on};
use super::steps::{step_phrase, technique_id};
use super::{CLASSIC_WIDTH, Phrase, Word, level_id, say};
use crate::lang::Language;
use crate::logic::Step;
use crate::rules::logic::rate_rules;
use crate::rules::{Geometry, RulePuzzle, text};
use crate::variant::logic::{Position, Rating, all_steps, rate};
use crate::variant::{Puzzle, write_line};
use std::fmt::Write;

/// A score in tenths written with one decimal, `3.4`.
fn score_text(tenths: u8) -> String {
    format!("{}.{}", tenths / 10, tenths % 10)
}

/// The name of a rating's level, `beyond-master` when the techniques could not finish.
fn level_word(rating: &Rating) -> &'static str {
    rating.level.map_or("beyond-master", |level| level.as_str())
}

/// The hardest step's technique name, `-` for none.
fn hardest_name(rating: &Rating) -> &'static str {
    rating.hardest.map_or("-", |technique| technique.name())
}

/// `level<TAB>score<TAB>hardest technique`, as `nonet rate` prints classic puzzles.
pub fn rating_line(rating: &Rating) -> String {
    format!(
        "{}\t{}\t{}",
        level_word(rating),
        score_text(rating.score),
        hardest_name(rating)
    )
}

/// The sentence that closes an explanation: the rating, or where the techniques stopped.
fn closing_phrase(rating: &Rating) -> Phrase {
    let steps = rating.steps.len();
    match rating.level {
        Some(level) => {
            let hardest = rating.hardest.map_or(Word::from("-"), |technique| {
                Phrase::new(technique_id(technique)).into()
            });
            Phrase::new("variant-explain-solved")
                .with("steps", steps)
                .with("level", Phrase::new(level_id(level)))
                .with("score", score_text(rating.score))
                .with("hardest", hardest)
        }
        None => Phrase::new("variant-explain-stalled").with("steps", steps),
    }
}

/// The logical solve of a puzzle as numbered sentences in English, headed by its line and
/// closed by its rating.
pub fn explain_text(puzzle: &Puzzle) -> String {
    explain_text_in(Language::En, puzzle)
}

/// [`explain_text`] in `language`.
pub fn explain_text_in(language: Language, puzzle: &Puzzle) -> String {
    explain_text_of(language, &write_line(puzzle), CLASSIC_WIDTH, &rate(puzzle))
}

/// The logical solve of a puzzle as TSV: `puzzle<TAB>line`, one `step` line per step
/// (technique, placements, eliminations, sentence), and `result<TAB>solved|stalled`.
pub fn explain_tsv(puzzle: &Puzzle) -> String {
    explain_tsv_of(&write_line(puzzle), CLASSIC_WIDTH, &rate(puzzle))
}

/// The deductions available at a variant puzzle's start ([`all_steps`]) as TSV, shaped like
/// the classic `steps_tsv`: `puzzle<TAB>line`, one `step` line each, `result<TAB>N steps`.
pub fn steps_tsv(puzzle: &Puzzle) -> String {
    let position = Position::start(puzzle);
    let steps = (!position.is_solved()).then(|| all_steps(puzzle, &position));
    steps_tsv_of(&write_line(puzzle), CLASSIC_WIDTH, steps.as_deref())
}

/// The line a puzzle of any size is written as (its givens alone if it has no line form).
pub fn rules_line(puzzle: &RulePuzzle) -> String {
    text::write_line(puzzle).unwrap_or_else(|_| text::symbols(puzzle.givens()))
}

/// [`explain_text_in`] for a puzzle of any size.
pub fn rules_explain_text_in(language: Language, puzzle: &RulePuzzle) -> String {
    let width = puzzle.shape().size();
    explain_text_of(language, &rules_line(puzzle), width, &rate_rules(puzzle))
}

/// [`explain_tsv`] for a puzzle of any size.
pub fn rules_explain_tsv(puzzle: &RulePuzzle) -> String {
    let width = puzzle.shape().size();
    explain_tsv_of(&rules_line(puzzle), width, &rate_rules(puzzle))
}

/// [`steps_tsv`] for a puzzle of any size.
pub fn rules_steps_tsv(puzzle: &RulePuzzle) -> String {
    let geometry = Geometry::of_rules(puzzle);
    let position = crate::rules::logic::Position::from_givens(&geometry, puzzle.givens());
    let steps =
        (!position.is_solved()).then(|| crate::rules::logic::all_steps(&geometry, &position));
    steps_tsv_of(&rules_line(puzzle), puzzle.shape().size(), steps.as_deref())
}

/// The explanation of a rating as text: its line, numbered sentences (cells named on a grid
/// `width` wide) and the closing sentence.
fn explain_text_of(language: Language, line: &str, width: usize, rating: &Rating) -> String {
    let mut out = String::new();
    // Writing to a String cannot fail, so the results below are ignored.
    let heading = Phrase::new("explain-heading").with("line", line);
    let _ = writeln!(out, "{}", say(language, &heading));
    for (i, step) in rating.steps.iter().enumerate() {
        let sentence = step_phrase(step).say_on(language, width);
        let _ = writeln!(
            out,
            "{}",
            numbered_line(i + 1, &format!("{:.1}", step.score), &sentence)
        );
    }
    let _ = writeln!(out, "{}", say(language, &closing_phrase(rating)));
    out
}

/// The explanation of a rating as TSV (see [`explain_tsv`]).
fn explain_tsv_of(line: &str, width: usize, rating: &Rating) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "puzzle\t{line}");
    for step in &rating.steps {
        let _ = writeln!(out, "{}", step_row_on(step, width));
    }
    let outcome = if rating.level.is_some() {
        "solved"
    } else {
        "stalled"
    };
    let _ = writeln!(out, "result\t{outcome}");
    out
}

/// The steps at a start as TSV (see [`steps_tsv`]); `None` when the start is solved.
fn steps_tsv_of(line: &str, width: usize, steps: Option<&[Step]>) -> String {
    let mut out = String::new();
    // Writing to a String cannot fail, so the results below are ignored.
    let _ = writeln!(out, "puzzle\t{line}");
    let Some(steps) = steps else {
        let _ = writeln!(out, "result\tsolved");
        return out;
    };
    for step in steps {
        let _ = writeln!(out, "{}", step_row_on(step, width));
    }
    let _ = writeln!(out, "result\t{} steps", steps.len());
    out
}
