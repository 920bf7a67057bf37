//! The splitting given: the given that splits the draft's remaining solutions best, under
//! the kind's rules or the rules drawn, and what it did to the rating, told once the survey
//! of the draft with it is in.

use super::command::level_name;
use super::{Message, NonetApp};
use crate::grid::cell_name;
use crate::i18n::{Arg, tr_args};
use crate::setter::{Edit, best_split, best_split_rules};

/// A splitting given placed, and the draft's grade before it.
pub(super) struct SplitNote {
    digit: u8,
    cell: usize,
    kept: usize,
    sampled: usize,
    before: Option<crate::setter::Grade>,
}

impl NonetApp {
    pub(super) fn add_split_given(&mut self) {
        let Some(setting) = &self.setting else {
            return;
        };
        let draft = setting.workshop.draft();
        let mut rng = rand::rng();
        // With rules drawn the sample comes from the generic solver, which knows them.
        let split = if setting.has_drawn_rules() {
            draft
                .to_rule_puzzle()
                .ok()
                .and_then(|puzzle| best_split_rules(&puzzle, &mut rng))
        } else {
            draft
                .to_puzzle()
                .ok()
                .and_then(|puzzle| best_split(&puzzle, &mut rng))
        };
        let Some(split) = split else {
            self.message = Some(Message::info(super::said("set-split-none")));
            return;
        };
        let cell = usize::from(split.cell);
        let before = self
            .setting
            .as_ref()
            .and_then(|s| s.survey.as_ref())
            .and_then(|survey| survey.grade);
        self.edit(Edit::Place {
            cell,
            digit: split.digit,
        });
        self.select_only(cell);
        if let Some(setting) = &mut self.setting {
            setting.split = Some(SplitNote {
                digit: split.digit,
                cell,
                kept: split.kept,
                sampled: split.sampled,
                before,
            });
        }
        self.tell_split();
    }

    /// Says what a splitting given did once the draft with it is surveyed: where it went,
    /// and how the rating moved when it did (a split can make a hard draft easy).
    pub(super) fn tell_split(&mut self) {
        let Some(setting) = &mut self.setting else {
            return;
        };
        if setting.is_surveying() {
            return;
        }
        let Some(note) = setting.split.take() else {
            return;
        };
        let after = setting.survey.as_ref().and_then(|survey| survey.grade);
        let mut args = vec![
            ("digit", Arg::from(note.digit)),
            ("cell", Arg::from(cell_name(note.cell))),
            ("kept", Arg::from(note.kept)),
            ("sampled", Arg::from(note.sampled)),
        ];
        let id = match (note.before, after) {
            (Some(before), Some(after)) if rating_moved(&before, &after) => {
                args.push(("before", Arg::from(grade_words(&before))));
                args.push(("after", Arg::from(grade_words(&after))));
                "set-split-added-rating"
            }
            _ => "set-split-added",
        };
        self.message = Some(Message::info(super::said_args(id, &args)).until_changed());
    }
}

/// Whether a draft's rating moved between two surveys: another level, or another score.
fn rating_moved(before: &crate::setter::Grade, after: &crate::setter::Grade) -> bool {
    before.level != after.level || (before.score - after.score).abs() >= 0.05
}

/// A grade in words: "Hard (4.4)", or the score alone when the techniques cannot finish it.
fn grade_words(grade: &crate::setter::Grade) -> String {
    let score = Arg::from(format!("{:.1}", grade.score));
    match grade.level {
        Some(level) => tr_args(
            "set-grade",
            &[("level", Arg::from(level_name(level))), ("score", score)],
        ),
        None => tr_args("set-grade-beyond", &[("score", score)]),
    }
}
