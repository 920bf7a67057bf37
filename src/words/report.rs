//! Plain-text reports for the command line: rating lines, explained solve paths (as text
//! and as TSV) and hints.

use super::{
    CLASSIC_WIDTH, Phrase, Word, contradiction_phrase, level_id, mistake_phrase, say, step_phrase,
    technique_id,
};
use crate::grid::{Candidates, Grid, cell_name};
use crate::lang::Language;
use crate::logic::notation::cell_name_on;
use crate::logic::{
    Finding, Level, LogicState, Outcome, Rating, SolvePath, Step, all_steps, rate, rate_within,
    solve_path, solve_path_from,
};
use std::fmt::Write;

/// `level<TAB>score<TAB>hardest technique`, score with one decimal, e.g. `hard\t4.2\tXY-Wing`.
pub fn rating_line(rating: &Rating) -> String {
    format!(
        "{}\t{:.1}\t{}",
        rating.level.as_str(),
        rating.score,
        rating.hardest_name()
    )
}

/// Rates a puzzle and formats the result as [`rating_line`] does.
pub fn rate_line(puzzle: &Grid) -> String {
    rating_line(&rate(puzzle))
}

/// A step's placements, space-separated: `r1c2=5 r3c4=1`.
pub fn placements_field(step: &Step) -> String {
    placements_field_on(step, CLASSIC_WIDTH)
}

/// [`placements_field`] with the cells named on a grid `width` cells wide.
pub fn placements_field_on(step: &Step, width: usize) -> String {
    let parts: Vec<String> = step
        .placements
        .iter()
        .map(|p| format!("{}={}", cell_name_on(p.cell(), width), p.digit))
        .collect();
    parts.join(" ")
}

/// A step's eliminations, space-separated: `r3c4-7 r3c5-7`.
pub fn eliminations_field(step: &Step) -> String {
    eliminations_field_on(step, CLASSIC_WIDTH)
}

/// [`eliminations_field`] with the cells named on a grid `width` cells wide.
pub fn eliminations_field_on(step: &Step, width: usize) -> String {
    let parts: Vec<String> = step
        .eliminations
        .iter()
        .map(|e| format!("{}-{}", cell_name_on(e.cell(), width), e.digit))
        .collect();
    parts.join(" ")
}

fn outcome_word(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Solved => "solved",
        Outcome::Stalled => "stalled",
        Outcome::Contradiction => "contradiction",
    }
}

/// A step's TSV row: `step<TAB>technique<TAB>placements<TAB>eliminations<TAB>sentence`, the
/// sentence in English.
pub(super) fn step_row(step: &Step) -> String {
    step_row_on(step, CLASSIC_WIDTH)
}

/// [`step_row`] with the cells named on a grid `width` cells wide.
pub(super) fn step_row_on(step: &Step, width: usize) -> String {
    tsv_row(
        step.technique.name(),
        &placements_field_on(step, width),
        &eliminations_field_on(step, width),
        &step_phrase(step).say_on(Language::En, width),
    )
}

/// The `step` row of an explanation's TSV, classic or variant.
fn tsv_row(technique: &str, placements: &str, eliminations: &str, sentence: &str) -> String {
    format!(
        "step\t{technique}\t{placements}\t{eliminations}\t{}",
        tsv_safe(sentence)
    )
}

/// A numbered line of an explanation's text, classic or variant: `  3. [2.3] sentence`.
pub(super) fn numbered_line(number: usize, score: &str, sentence: &str) -> String {
    format!("{number:>3}. [{score}] {sentence}")
}

/// Tabs and line breaks would break a TSV row; sentences never hold them, but be sure.
fn tsv_safe(text: &str) -> String {
    text.replace(['\t', '\n', '\r'], " ")
}

/// The solve path of `puzzle` as TSV: `puzzle<TAB><81 chars>`, then one
/// `step<TAB>technique<TAB>placements<TAB>eliminations<TAB>sentence` line per step, then
/// `result<TAB>solved` (or `stalled`, or `contradiction` for a broken puzzle).
pub fn explain_tsv(puzzle: &Grid) -> String {
    path_tsv(puzzle, &solve_path(puzzle))
}

/// [`explain_tsv`] for a pencilmark puzzle: its givens, and in each empty cell only
/// `candidates`' digits; the `puzzle` line shows it as `line` (its 729-character form).
pub fn explain_tsv_within(line: &str, puzzle: &Grid, candidates: &Candidates) -> String {
    let path = solve_path_from(
        LogicState::with_candidates(puzzle, candidates),
        Level::Master,
    );
    tsv_lines(line, &path)
}

/// [`explain_tsv`] for a path already computed.
pub fn path_tsv(puzzle: &Grid, path: &SolvePath) -> String {
    tsv_lines(&puzzle.to_line(), path)
}

/// The TSV lines of a path, headed by the puzzle as `line`.
fn tsv_lines(line: &str, path: &SolvePath) -> String {
    let mut out = String::new();
    // Writing to a String cannot fail, so the results below are ignored.
    let _ = writeln!(out, "puzzle\t{line}");
    for step in &path.steps {
        let _ = writeln!(out, "{}", step_row(step));
    }
    let _ = writeln!(out, "result\t{}", outcome_word(path.outcome));
    out
}

/// Every deduction available at `puzzle`'s start ([`all_steps`]) as TSV: `puzzle<TAB><81
/// chars>`, one `step` line per deduction as in [`explain_tsv`], then `result<TAB>N steps`
/// (or `result<TAB>contradiction` for a puzzle that breaks the rules, `solved` for a full one).
pub fn steps_tsv(puzzle: &Grid) -> String {
    steps_lines(&puzzle.to_line(), &LogicState::from_grid(puzzle))
}

/// [`steps_tsv`] for a pencilmark puzzle: its givens, and in each empty cell only
/// `candidates`' digits; the `puzzle` line shows it as `line`.
pub fn steps_tsv_within(line: &str, puzzle: &Grid, candidates: &Candidates) -> String {
    steps_lines(line, &LogicState::with_candidates(puzzle, candidates))
}

/// The TSV lines of every step at `state`, headed by the puzzle as `line`.
fn steps_lines(line: &str, state: &LogicState) -> String {
    let mut out = String::new();
    // Writing to a String cannot fail, so the results below are ignored.
    let _ = writeln!(out, "puzzle\t{line}");
    let state = LogicState::with_candidates(&state.grid, &state.cands);
    if state.contradiction().is_some() {
        let _ = writeln!(out, "result\t{}", outcome_word(Outcome::Contradiction));
        return out;
    }
    if state.grid.is_full() {
        let _ = writeln!(out, "result\t{}", outcome_word(Outcome::Solved));
        return out;
    }
    let steps = all_steps(&state);
    for step in &steps {
        let _ = writeln!(out, "{}", step_row(step));
    }
    let _ = writeln!(out, "result\t{} steps", steps.len());
    out
}

/// The solve path of `puzzle` as numbered sentences for people, ending with the rating.
pub fn explain_text(puzzle: &Grid) -> String {
    explain_text_in(Language::En, puzzle)
}

/// [`explain_text`] in `language`: the sentences, heading and closing line are translated;
/// the puzzle line and the scores are as in English.
pub fn explain_text_in(language: Language, puzzle: &Grid) -> String {
    text_lines(
        language,
        &puzzle.to_line(),
        &solve_path(puzzle),
        &rate(puzzle),
    )
}

/// [`explain_text`] for a pencilmark puzzle (see [`explain_tsv_within`]).
pub fn explain_text_within(line: &str, puzzle: &Grid, candidates: &Candidates) -> String {
    explain_text_within_in(Language::En, line, puzzle, candidates)
}

/// [`explain_text_within`] in `language`.
pub fn explain_text_within_in(
    language: Language,
    line: &str,
    puzzle: &Grid,
    candidates: &Candidates,
) -> String {
    let path = solve_path_from(
        LogicState::with_candidates(puzzle, candidates),
        Level::Master,
    );
    text_lines(language, line, &path, &rate_within(puzzle, candidates))
}

/// The numbered sentences of a path, headed by the puzzle as `line` and closed by the
/// puzzle's `rating` (whose score may be heavier than the path's steps: see [`rate`]).
fn text_lines(language: Language, line: &str, path: &SolvePath, rating: &Rating) -> String {
    let mut out = String::new();
    let heading = Phrase::new("explain-heading").with("line", line);
    let _ = writeln!(out, "{}", say(language, &heading));
    for (i, step) in path.steps.iter().enumerate() {
        let score = format!("{:.1}", step.score);
        let sentence = say(language, &step_phrase(step));
        let _ = writeln!(out, "{}", numbered_line(i + 1, &score, &sentence));
    }
    let closing = closing_phrase(path.outcome, path.steps.len(), rating);
    let _ = writeln!(out, "{}", say(language, &closing));
    out
}

/// How an explanation ends: the rating, or why the solve stopped.
pub fn closing_phrase(outcome: Outcome, steps: usize, rating: &Rating) -> Phrase {
    match outcome {
        Outcome::Solved => {
            let hardest = match (rating.stalled, rating.hardest) {
                (true, _) => Phrase::new("rating-beyond-logic"),
                (false, Some(technique)) => Phrase::new(technique_id(technique)),
                (false, None) => Phrase::new("rating-no-technique"),
            };
            Phrase::new("explain-solved")
                .with("steps", steps)
                .with("level", Phrase::new(level_id(rating.level)))
                .with("score", format!("{:.1}", rating.score))
                .with("hardest", hardest)
        }
        Outcome::Stalled => Phrase::new("explain-stalled").with("steps", steps),
        Outcome::Contradiction => Phrase::new("explain-contradiction").with("steps", steps),
    }
}

/// One line for a hint: the step's sentence, the mistake, or what else the finder said.
pub fn hint_line(finding: &Finding) -> String {
    hint_line_in(Language::En, finding)
}

/// [`hint_line`] in `language`.
pub fn hint_line_in(language: Language, finding: &Finding) -> String {
    say(language, &hint_phrase(finding))
}

/// What the step finder found, as the command line's `hint` says it.
pub fn hint_phrase(finding: &Finding) -> Phrase {
    match finding {
        Finding::Step(step) => step_phrase(step),
        Finding::Solved => Phrase::new("hint-grid-solved"),
        Finding::Mistake {
            cell,
            entered,
            kind,
        } => mistake_phrase(*cell, *entered, *kind),
        Finding::Contradiction(why) => {
            Phrase::new("hint-contradiction").with("why", Word::Phrase(contradiction_phrase(*why)))
        }
        Finding::Stalled => Phrase::new("hint-stalled"),
    }
}

/// A hint as TSV: `step<TAB>...` as in [`explain_tsv`], or `mistake<TAB>cell<TAB>sentence`,
/// `contradiction<TAB>sentence`, `solved`, `stalled`.
pub fn hint_tsv(finding: &Finding) -> String {
    match finding {
        Finding::Step(step) => step_row(step),
        Finding::Solved => "solved".to_string(),
        Finding::Mistake {
            cell,
            entered,
            kind,
        } => format!(
            "mistake\t{}\t{}",
            cell_name(*cell as usize),
            tsv_safe(&say(Language::En, &mistake_phrase(*cell, *entered, *kind)))
        ),
        Finding::Contradiction(why) => {
            format!(
                "contradiction\t{}",
                tsv_safe(&say(Language::En, &contradiction_phrase(*why)))
            )
        }
        Finding::Stalled => "stalled".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Candidates;
    use crate::logic::{Level, hint};

    const EASY: &str =
        "900004001016008070000000080740305000000010000000702038050000000070200350100600009";

    #[test]
    fn tsv_lists_every_step_and_the_result() {
        let puzzle: Grid = EASY.parse().unwrap();
        let text = explain_tsv(&puzzle);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], format!("puzzle\t{}", puzzle.to_line()));
        let path = solve_path(&puzzle);
        assert_eq!(lines.len(), path.steps.len() + 2);
        assert_eq!(lines.last().copied(), Some("result\tsolved"));
        for (line, step) in lines[1..].iter().zip(&path.steps) {
            let fields: Vec<&str> = line.split('\t').collect();
            assert_eq!(fields.len(), 5);
            assert_eq!(fields[0], "step");
            assert_eq!(fields[1], step.technique.name());
            for p in &step.placements {
                assert!(fields[2].contains(&format!("{}={}", cell_name(p.cell()), p.digit)));
            }
        }
    }

    #[test]
    fn rating_line_has_three_fields() {
        let puzzle: Grid = EASY.parse().unwrap();
        let line = rate_line(&puzzle);
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields.len(), 3);
        assert!(Level::parse(fields[0]).is_some());
        let score: f32 = fields[1].parse().unwrap();
        assert!((1.0..=12.0).contains(&score));
        assert_eq!(fields[1].split('.').nth(1).map(str::len), Some(1));
    }

    #[test]
    fn hint_reports_a_wrong_entry_first() {
        let puzzle: Grid = EASY.parse().unwrap();
        let solution = crate::solver::solve_first(&puzzle).unwrap();
        let mut grid = puzzle;
        let cell = (0..81).find(|&c| puzzle.get(c) == 0).unwrap();
        let wrong = solution.get(cell) % 9 + 1;
        grid.set(cell, wrong);
        let finding = hint(&puzzle, &grid, &Candidates::from_grid(&grid), &solution);
        assert!(
            matches!(finding, Finding::Mistake { cell: c, entered, .. } if c as usize == cell && entered == wrong)
        );
        assert!(hint_tsv(&finding).starts_with("mistake\t"));
        // A removed candidate that the solution needs is a mistake too.
        let mut notes = Candidates::from_grid(&puzzle);
        notes.remove(cell, solution.get(cell));
        let finding = hint(&puzzle, &puzzle, &notes, &solution);
        assert!(matches!(finding, Finding::Mistake { entered: 0, .. }));
        // A clean grid gets a step.
        let finding = hint(&puzzle, &puzzle, &Candidates::from_grid(&puzzle), &solution);
        assert!(matches!(finding, Finding::Step(_)));
        assert!(!hint_line(&finding).is_empty());
    }
}
