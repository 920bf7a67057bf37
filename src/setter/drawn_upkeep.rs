//! Rules drawn in the workshop that lean on the rest of the draft, brought up to date after
//! every edit: a negative rule spares the dots of its kind as they now are, a minimum or
//! maximum compares itself with its neighbours that are not of its kind, and a region-sum
//! line is cut where it enters another of the draft's boxes or regions (repainting a
//! jigsaw moves its cuts).

use super::rule_tools::GlobalRule;
use crate::rules::cell_clues::orthogonal_neighbours;
use crate::rules::{RegionSumLine, Rule};
use crate::shape::Shape;
use std::collections::HashSet;

/// Brings the rules `drawn` up to date with each other and with `shape`, the draft's grid.
pub(super) fn keep_up(drawn: &mut [Rule], shape: &Shape) {
    keep_negatives(drawn);
    keep_extrema(drawn, shape.size());
    for rule in drawn.iter_mut() {
        if let Rule::RegionSumLine(line) = rule {
            *line = RegionSumLine::along(&line.cells(), shape);
        }
    }
}

/// A negative rule's exceptions follow the dots drawn: every mark of its kind, as it now is.
fn keep_negatives(drawn: &mut [Rule]) {
    let negatives: Vec<GlobalRule> = GlobalRule::ALL
        .into_iter()
        .filter(|global| global.is_negative())
        .filter(|global| drawn.iter().any(|rule| global.is(rule)))
        .collect();
    for global in negatives {
        let kept = global.rule_among(drawn);
        for rule in drawn.iter_mut().filter(|rule| global.is(rule)) {
            *rule = kept.clone();
        }
    }
}

/// Each minimum (or maximum) compares itself with every orthogonal neighbour that is not a
/// minimum (or maximum) too, as f-puzzles reads them.
fn keep_extrema(drawn: &mut [Rule], size: usize) {
    let marked: HashSet<(usize, bool)> = drawn
        .iter()
        .filter_map(|rule| match rule {
            Rule::Extremum(extremum) => Some((extremum.cell, extremum.maximum)),
            _ => None,
        })
        .collect();
    for rule in drawn.iter_mut() {
        if let Rule::Extremum(extremum) = rule {
            let kind = extremum.maximum;
            extremum.neighbours = orthogonal_neighbours(extremum.cell, size)
                .into_iter()
                .filter(|&other| !marked.contains(&(other, kind)))
                .collect();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Extremum, RuleUnit};
    use crate::setter::{RuleTool, make_rules};

    /// The minimum on `cell` among `drawn`.
    fn minimum_at(drawn: &[Rule], cell: usize) -> Option<&Extremum> {
        drawn.iter().find_map(|rule| match rule {
            Rule::Extremum(extremum) if extremum.cell == cell && !extremum.maximum => {
                Some(extremum)
            }
            _ => None,
        })
    }

    #[test]
    fn a_minimum_drawn_beside_another_no_longer_compares_the_two() {
        let shape = Shape::boxed(9).unwrap();
        let mut drawn = make_rules(RuleTool::Minimum, &[10], None, 9).unwrap();
        assert_eq!(
            minimum_at(&drawn, 10).unwrap().neighbours,
            vec![1, 9, 11, 19]
        );
        drawn.extend(make_rules(RuleTool::Minimum, &[11], None, 9).unwrap());
        // A maximum beside it is still compared with.
        drawn.extend(make_rules(RuleTool::Maximum, &[9], None, 9).unwrap());
        keep_up(&mut drawn, &shape);
        assert_eq!(minimum_at(&drawn, 10).unwrap().neighbours, vec![1, 9, 19]);
        assert_eq!(minimum_at(&drawn, 11).unwrap().neighbours, vec![2, 12, 20]);
        for rule in &drawn {
            assert_eq!(rule.check(&shape), Ok(()));
        }
    }

    #[test]
    fn a_region_sum_line_is_cut_by_the_drafts_regions() {
        // r1c1-r1c5: boxes cut it after r1c3; a jigsaw whose first region is the top row
        // leaves it whole.
        let boxes = Shape::boxed(9).unwrap();
        let mut drawn = make_rules(RuleTool::RegionSum, &[0, 1, 2, 3, 4], None, 9).unwrap();
        keep_up(&mut drawn, &boxes);
        let segments = |drawn: &[Rule]| match &drawn[0] {
            Rule::RegionSumLine(line) => line.segments.clone(),
            other => panic!("not a region-sum line: {other:?}"),
        };
        assert_eq!(segments(&drawn), vec![vec![0, 1, 2], vec![3, 4]]);
        let rows: Vec<u8> = (0..81).map(|cell| (cell / 9) as u8).collect();
        let bands = Shape::with_regions(9, &rows).unwrap();
        keep_up(&mut drawn, &bands);
        assert_eq!(segments(&drawn), vec![vec![0, 1, 2, 3, 4]]);
    }
}
