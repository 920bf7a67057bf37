//! Today's variant kinds as the generic engine's rule sets (issue #54): X is the two
//! diagonals, Windoku four windows, Jigsaw a shape of irregular regions, Killer its cages.

use super::{Kind, Puzzle};
use crate::grid::CELLS;
use crate::rules::{Cage, Diagonal, ExtraRegion, Rule, RuleError, RulePuzzle};
use crate::shape::{Shape, ShapeError};

/// Why a variant puzzle did not become a rule set (a puzzle read by `parse_line` always
/// does; the error is there for one built otherwise).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum AsRulesError {
    /// The shape (a jigsaw's regions) is not well formed.
    #[error(transparent)]
    Shape(#[from] ShapeError),
    /// A rule or the givens are not well formed.
    #[error(transparent)]
    Rule(#[from] RuleError),
}

impl Puzzle {
    /// The puzzle as a shape, its givens and its rules.
    pub fn to_rules(&self) -> Result<RulePuzzle, AsRulesError> {
        let givens = (0..CELLS).map(|c| self.givens().get(c)).collect();
        let shape = match self.kind() {
            Kind::Jigsaw => Shape::with_regions(9, self.regions())?,
            _ => Shape::boxed(9)?,
        };
        let rules = match self.kind() {
            Kind::X => vec![
                Rule::Diagonal(Diagonal { anti: false }),
                Rule::Diagonal(Diagonal { anti: true }),
            ],
            Kind::Windoku => [(1, 1), (1, 5), (5, 1), (5, 5)]
                .into_iter()
                .map(|(top, left)| Rule::ExtraRegion(ExtraRegion::window(9, top, left, 3, 3)))
                .collect(),
            Kind::Killer => self
                .cages()
                .iter()
                .map(|cage| {
                    Rule::Cage(Cage {
                        cells: cage.cells().iter().map(|&c| usize::from(c)).collect(),
                        sum: Some(u32::from(cage.sum())),
                    })
                })
                .collect(),
            Kind::Classic | Kind::Jigsaw => Vec::new(),
        };
        Ok(RulePuzzle::new(shape, givens, rules)?)
    }
}
