//! One step of a solve path, classic or variant, and what it does in a few words: the rows
//! of the solve path window and what choosing or applying one of them needs.

use super::command::technique_name;
use crate::game::{Action, Hint};
use crate::grid::cell_name;
use crate::i18n::{Arg, language, tr_args};
use crate::logic::Step;
use crate::variant::logic::{self as variant_logic, Step as VariantStep};
use crate::words::{Explained, variant as words};

/// One step of a path: a classic technique's, or a variant's (Killer, Jigsaw, X, Windoku).
#[derive(Clone, PartialEq, Debug)]
pub enum PathStep {
    /// A step of the classic logical solver.
    Classic(Step),
    /// A step of the variant techniques.
    Variant(VariantStep),
}

impl PathStep {
    /// The classic step, when it is one.
    pub fn classic(&self) -> Option<&Step> {
        match self {
            PathStep::Classic(step) => Some(step),
            PathStep::Variant(_) => None,
        }
    }

    /// The technique's name in the interface language.
    pub fn technique_label(&self) -> String {
        match self {
            PathStep::Classic(step) => technique_name(step.technique),
            PathStep::Variant(step) => words::technique_name_in(language(), step.technique),
        }
    }

    /// The step's weight on Sudoku Explainer's scale.
    pub fn score(&self) -> f32 {
        match self {
            PathStep::Classic(step) => step.score,
            PathStep::Variant(step) => f32::from(step.score) / 10.0,
        }
    }

    /// The whole sentence, in the interface language.
    pub fn explanation(&self) -> String {
        match self {
            PathStep::Classic(step) => step.explanation_in(language()),
            PathStep::Variant(step) => words::step_in(language(), step),
        }
    }

    /// The hint the step is, for its marks on the board.
    pub fn hint(&self) -> Hint {
        match self {
            PathStep::Classic(step) => Hint::Step(step.clone()),
            PathStep::Variant(step) => Hint::Variant(step.clone()),
        }
    }

    /// The game action that applies the step.
    pub fn action(&self) -> Action {
        match self {
            PathStep::Classic(step) => Action::ApplyHint(step.clone().into()),
            PathStep::Variant(step) => Action::ApplyVariantHint(step.into()),
        }
    }

    /// What the step does, in a few words: "r3c3 = 4" or "removes 7 from r2c6, r2c7".
    pub fn effect(&self) -> String {
        match self {
            PathStep::Classic(step) => effect(step),
            PathStep::Variant(step) => {
                let placed: Vec<(usize, u8)> = step
                    .placements
                    .iter()
                    .map(|&(cell, digit)| (usize::from(cell), digit))
                    .collect();
                let removed: Vec<(usize, u8)> = step
                    .eliminations
                    .iter()
                    .flat_map(|&(cell, mask)| {
                        variant_logic::digits_of(mask).map(move |d| (usize::from(cell), d))
                    })
                    .collect();
                effect_of(&placed, &removed)
            }
        }
    }

    /// The digits the step places, as (cell, digit).
    pub fn placements(&self) -> Vec<(usize, u8)> {
        match self {
            PathStep::Classic(step) => step
                .placements
                .iter()
                .map(|p| (p.cell(), p.digit))
                .collect(),
            PathStep::Variant(step) => step
                .placements
                .iter()
                .map(|&(cell, digit)| (usize::from(cell), digit))
                .collect(),
        }
    }
}

/// What a classic step does, in a few words: "r3c3 = 4" or "removes 7 from r2c6, r2c7".
pub fn effect(step: &Step) -> String {
    let placed: Vec<(usize, u8)> = step
        .placements
        .iter()
        .map(|p| (p.cell(), p.digit))
        .collect();
    let removed: Vec<(usize, u8)> = step
        .eliminations
        .iter()
        .map(|e| (e.cell(), e.digit))
        .collect();
    effect_of(&placed, &removed)
}

/// The effect of placing `placed` and removing `removed`, each a list of (cell, digit).
fn effect_of(placed: &[(usize, u8)], removed: &[(usize, u8)]) -> String {
    if !placed.is_empty() {
        let placed: Vec<String> = placed
            .iter()
            .map(|&(cell, digit)| format!("{} = {}", cell_name(cell), digit))
            .collect();
        return placed.join(", ");
    }
    let mut digits: Vec<u8> = removed.iter().map(|&(_, digit)| digit).collect();
    digits.sort_unstable();
    digits.dedup();
    let digits: Vec<String> = digits.iter().map(u8::to_string).collect();
    // How a language runs digits together ("1, 4 and 7") is its catalogue's, like its
    // lists.
    let digits = crate::words::and_list(language(), &digits);
    let mut cells: Vec<usize> = removed.iter().map(|&(cell, _)| cell).collect();
    cells.sort_unstable();
    cells.dedup();
    let shown: Vec<String> = cells.iter().take(3).map(|&c| cell_name(c)).collect();
    let mut args = vec![
        ("digits", Arg::from(digits)),
        ("cells", Arg::from(super::hint_card::list(&shown))),
    ];
    match cells.len().saturating_sub(3) {
        0 => tr_args("play-path-removes", &args),
        n => {
            args.push(("count", n.into()));
            tr_args("play-path-removes-more", &args)
        }
    }
}
