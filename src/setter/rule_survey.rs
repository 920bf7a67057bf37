//! The workshop's survey of a puzzle through the generic engine: a 9x9 one with rules drawn
//! on it (thermometers, arrows, dots…), or one of another size. It is the same [`Survey`]
//! as for a classic or variant draft, so the panel and the board show it alike.

use super::survey::{Count, Grade, Survey, SurveyError};
use super::symmetries_on;
use crate::background::{Job, Progress};
use crate::rules::RulePuzzle;
use crate::rules::solver::{BudgetExceeded, Propagation, another_solution, count_solutions};
use serde::{Deserialize, Serialize};

/// Search nodes one count of a survey may take.
const NODES_PER_CALL: u64 = 200_000;

/// Search nodes all the counts of one survey may take together.
const NODES_PER_SURVEY: u64 = 4_000_000;

/// The counts of one survey, within its budget.
struct Counter<'a> {
    puzzle: &'a RulePuzzle,
    nodes_left: u64,
}

impl Counter<'_> {
    /// Runs one search with what is left of the budget (at most [`NODES_PER_CALL`]) and
    /// takes its nodes off; `search` answers with what it found and the nodes it took.
    /// `None` when the budget was already spent or the search gave up.
    fn spend<T>(
        &mut self,
        search: impl FnOnce(u64) -> Result<(T, u64), BudgetExceeded>,
    ) -> Option<T> {
        if self.nodes_left == 0 {
            return None;
        }
        let (found, nodes) = match search(self.nodes_left.min(NODES_PER_CALL)) {
            Ok((found, nodes)) => (Some(found), nodes),
            Err(gave_up) => (None, gave_up.nodes),
        };
        self.nodes_left = self.nodes_left.saturating_sub(nodes);
        found
    }

    /// The solutions with `givens`, counted to `limit`, with the first; `Some((0, None))`
    /// when the givens break a rule at once, `None` when the search gave up.
    fn count(&mut self, givens: &[u8], limit: usize) -> Option<(usize, Option<Vec<u8>>)> {
        if self.nodes_left == 0 {
            return None;
        }
        let Ok(changed) = self.puzzle.with_givens(givens.to_vec()) else {
            return Some((0, None));
        };
        self.spend(|budget| {
            count_solutions(&changed, limit, budget)
                .map(|counted| ((counted.count, counted.solution), counted.nodes))
        })
    }

    /// Whether `known`, the only solution of the puzzle with `givens`, stays the only one
    /// when the given at `cell` is taken away; `None` when the search gave up. Only
    /// solutions with another digit at `cell` are looked for: every other one was ruled out.
    fn stays_unique(&mut self, givens: &[u8], known: &[u8], cell: usize) -> Option<bool> {
        let mut fewer = givens.to_vec();
        fewer[cell] = 0;
        let changed = self.puzzle.with_givens(fewer).ok()?;
        self.spend(|budget| {
            let locked = Propagation::LockedCandidates;
            another_solution(&changed, known, &[cell], budget, locked)
                .map(|another| (!another.found, another.nodes))
        })
    }
}

/// Each cell's digits as a mask (bit `d - 1` for digit `d`).
fn masks(solution: &[u8]) -> Vec<u16> {
    solution
        .iter()
        .map(|&digit| if digit == 0 { 0 } else { 1 << (digit - 1) })
        .collect()
}

/// Surveys `puzzle`, of any size, checking `cancelled` between counts.
pub fn survey_rules(
    puzzle: &RulePuzzle,
    cancelled: &dyn Fn() -> bool,
) -> Result<Survey, SurveyError> {
    let givens = puzzle.givens().to_vec();
    let (size, cells) = (puzzle.shape().size(), puzzle.shape().cells());
    let every_digit = u16::try_from((1u32 << size) - 1).unwrap_or(u16::MAX);
    let symmetries = symmetries_on(size, &givens);
    let mut counter = Counter {
        puzzle,
        nodes_left: NODES_PER_SURVEY,
    };
    let blank = |count| Survey {
        count,
        solution: None,
        differing: Vec::new(),
        true_candidates: vec![0; cells],
        grade: None,
        removable: Vec::new(),
        symmetries: symmetries.clone(),
    };
    let Some((count, first)) = counter.count(&givens, 2) else {
        // Too open to count: every digit stays a candidate of every empty cell.
        let mut survey = blank(Count::Unknown);
        survey.true_candidates = givens
            .iter()
            .map(|&d| if d == 0 { every_digit } else { 1 << (d - 1) })
            .collect();
        return Ok(survey);
    };
    let Some(first) = first else {
        return Ok(blank(Count::None));
    };
    if count == 1 {
        let mut removable = Vec::new();
        for cell in (0..cells).filter(|&cell| givens[cell] != 0) {
            if cancelled() {
                return Err(SurveyError::Cancelled);
            }
            if counter.stays_unique(&givens, &first, cell) == Some(true) {
                removable.push(cell as u8);
            }
        }
        let rating = crate::rules::logic::rate_rules(puzzle);
        return Ok(Survey {
            count: Count::One,
            true_candidates: masks(&first),
            solution: Some(first),
            differing: Vec::new(),
            grade: Some(Grade {
                level: rating.level,
                score: f32::from(rating.score) / 10.0,
                hardest: rating.hardest,
            }),
            removable,
            symmetries,
        });
    }
    // Several: each digit not yet seen in a solution is placed once; it gives a solution
    // (whose digits all count) or shows itself false. One whose count gave up stays in.
    let mut seen = masks(&first);
    let mut second: Option<Vec<u8>> = None;
    for cell in (0..cells).filter(|&cell| givens[cell] == 0) {
        for digit in 1..=u8::try_from(size).unwrap_or(16) {
            let bit = 1 << (digit - 1);
            if seen[cell] & bit != 0 {
                continue;
            }
            if cancelled() {
                return Err(SurveyError::Cancelled);
            }
            let mut placed = givens.clone();
            placed[cell] = digit;
            match counter.count(&placed, 1) {
                Some((_, Some(solution))) => {
                    for (mask, new) in seen.iter_mut().zip(masks(&solution)) {
                        *mask |= new;
                    }
                    second.get_or_insert(solution);
                }
                Some((_, None)) => {}
                None => seen[cell] |= bit,
            }
        }
    }
    let differing = second.map_or_else(Vec::new, |second| {
        (0..cells)
            .filter(|&cell| first[cell] != second[cell])
            .map(|cell| cell as u8)
            .collect()
    });
    Ok(Survey {
        count: Count::Several,
        differing,
        true_candidates: seen,
        ..blank(Count::Several)
    })
}

/// A survey of a puzzle with rules, to run in the background: the puzzle goes as its text
/// (f-puzzles JSON), which a web worker can be sent.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct RuleSurveyJob {
    /// The puzzle, as [`crate::generator::sized::puzzle_text`] writes it.
    pub text: String,
}

impl RuleSurveyJob {
    /// The job for `puzzle`.
    pub fn of(puzzle: &RulePuzzle) -> RuleSurveyJob {
        RuleSurveyJob {
            text: crate::generator::sized::puzzle_text(puzzle),
        }
    }
}

impl Job for RuleSurveyJob {
    const NAME: &'static str = "nonet-rule-survey";
    type Output = Result<Survey, SurveyError>;

    fn run(self, progress: &Progress) -> Self::Output {
        let token = progress.cancel_token().clone();
        let puzzle = crate::generator::sized::read_puzzle_text(&self.text)
            .map_err(|_| SurveyError::Unreadable)?;
        survey_rules(&puzzle, &move || token.is_cancelled())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Negative, Rule};
    use crate::setter::{Edit, GlobalRule, RuleTool, Workshop, make_rules};
    use crate::variant::Kind;

    fn negative(workshop: &Workshop) -> Option<Vec<[usize; 2]>> {
        workshop.draft().drawn().iter().find_map(|rule| match rule {
            Rule::Negative(Negative { except, .. }) => Some(except.clone()),
            _ => None,
        })
    }

    #[test]
    fn all_dots_given_follows_the_dots_drawn() {
        let mut workshop = Workshop::new(Kind::Classic);
        let black = |a: usize, b: usize| {
            let rules = make_rules(RuleTool::BlackDot, &[a, b], None, 9).unwrap_or_default();
            Edit::AddRules(rules)
        };
        let applied = [
            workshop.apply(black(40, 41)),
            workshop.apply(Edit::ToggleGlobal(GlobalRule::NoOtherBlackDots)),
        ];
        assert!(applied.iter().all(Result::is_ok));
        assert_eq!(negative(&workshop), Some(vec![[40, 41]]));
        assert!(workshop.draft().has_global(GlobalRule::NoOtherBlackDots));
        assert_eq!(workshop.apply(black(1, 0)), Ok(()));
        assert_eq!(negative(&workshop), Some(vec![[0, 1], [40, 41]]));
        assert_eq!(workshop.apply(Edit::RemoveRulesAt { cell: 41 }), Ok(()));
        assert_eq!(negative(&workshop), Some(vec![[0, 1]]));
        assert_eq!(
            workshop.apply(Edit::ToggleGlobal(GlobalRule::NoOtherBlackDots)),
            Ok(())
        );
        assert_eq!(negative(&workshop), None);
        assert_eq!(workshop.draft().drawn().len(), 1);
    }

    #[test]
    fn a_splitting_given_under_rules_drawn_keeps_a_solution() {
        use rand::SeedableRng;
        let mut workshop = Workshop::new(Kind::Classic);
        let thermo = make_rules(RuleTool::Thermometer, &[0, 1, 2, 3, 4], None, 9);
        assert_eq!(
            workshop.apply(Edit::AddRules(thermo.unwrap_or_default())),
            Ok(())
        );
        let puzzle = workshop.draft().to_rule_puzzle().expect("a puzzle");
        let mut rng = rand::rngs::StdRng::seed_from_u64(5);
        let split = crate::setter::best_split_rules(&puzzle, &mut rng).expect("a split");
        assert!(split.sampled >= 2 && split.kept < split.sampled);
        let cell = usize::from(split.cell);
        // The digit is one some sampled solution has there, within the thermometer's reach.
        if cell < 5 {
            assert!((cell as u8 + 1..=cell as u8 + 5).contains(&split.digit));
        }
        let mut givens = puzzle.givens().to_vec();
        givens[cell] = split.digit;
        let placed = puzzle.with_givens(givens).expect("no clash");
        let counted = count_solutions(&placed, 1, 1_000_000).expect("counted");
        assert_eq!(counted.count, 1, "a solution stays");
    }

    #[test]
    fn the_survey_of_a_thermometer_on_an_empty_grid_knows_its_ends() {
        let mut workshop = Workshop::new(Kind::Classic);
        let thermo = make_rules(RuleTool::Thermometer, &[0, 9, 18], None, 9).unwrap_or_default();
        assert_eq!(workshop.apply(Edit::AddRules(thermo)), Ok(()));
        let puzzle = workshop.draft().to_rule_puzzle().expect("a puzzle");
        let survey = survey_rules(&puzzle, &|| false).expect("not cancelled");
        assert_eq!(survey.count, Count::Several);
        // Three rising cells in a column: 1-7, 2-8 and 3-9.
        assert_eq!(survey.true_candidates[0], 0b0_0111_1111);
        assert_eq!(survey.true_candidates[9], 0b0_1111_1110);
        assert_eq!(survey.true_candidates[18], 0b1_1111_1100);
        assert!(!survey.differing.is_empty());
    }
}
