//! A constraint puzzle's own rules as steps: each rule (a thermometer, an arrow, a dot…)
//! removes the candidates its propagation forbids at the position, and the step names the
//! rule, so its sentence says which rule and why.

use super::{Found, Position};
use crate::logic::Technique;
use crate::logic::visit::Sink;
use crate::rules::{Geometry, RuleUnit};
use crate::shape::DigitSet16;
use std::ops::ControlFlow;

/// The score of a rule's own step, in tenths: beside cage combinations, which it resembles
/// (a rule read on its own cells).
const SCORE: u8 = 16;

/// Sends, for each rule with eliminations of its own, the candidates it removes at
/// `position`, in the order of the puzzle's rules.
pub(super) fn visit_rule_eliminations(
    geometry: &Geometry,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    if geometry.own_rules().is_empty() {
        return ControlFlow::Continue(());
    }
    // Placed cells hold their one digit; open cells their candidates.
    let start: Vec<DigitSet16> = (0..position.cell_count())
        .map(|cell| match position.value(cell) {
            0 => DigitSet16::from_bits(position.candidates(cell)),
            digit => DigitSet16::single(digit),
        })
        .collect();
    for (rule, note) in geometry.own_rules() {
        let mut after = start.clone();
        // A contradiction here means the position is already broken; no step rests on it.
        if !matches!(rule.propagate(&mut after), Ok(true)) {
            continue;
        }
        let mut found = Found::new(Technique::PuzzleRule, SCORE);
        for (cell, (&before, &now)) in start.iter().zip(&after).enumerate() {
            let removed = before.difference(now);
            if position.value(cell) == 0 && !removed.is_empty() {
                found.eliminations.push((cell as u8, removed.bits()));
                found.digits |= removed.bits();
            }
        }
        if found.eliminations.is_empty() {
            continue;
        }
        found.cells = note.cells.clone();
        found.rule = Some(note.clone());
        sink(found)?;
    }
    ControlFlow::Continue(())
}
