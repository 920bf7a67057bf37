//! The workshop's rule tools: a rule made from the cells a setter drew with the mouse, in the
//! order drawn, and a number where the rule needs one. Lines take the path as drawn (a
//! thermometer's bulb and an arrow's circle are its first cell); dots and letters take two
//! neighbouring cells; odd and even mark every cell drawn; a sandwich reads the row or
//! column drawn along, a little killer the diagonal drawn along, with its clue outside the
//! grid where the diagonal begins. Minimum and maximum mark every cell drawn; an extra
//! region takes the cells drawn, as many as a row has.

use crate::rules::cell_clues::orthogonal_neighbours;
use crate::rules::{
    AntiKing, AntiKnight, Arrow, BetweenLine, Dot, EntropicLine, ExtraRegion, Extremum, Line,
    LittleKiller, Negative, Palindrome, Parity, RegionSumLine, Relation, Renban, Rule, Sandwich,
    Skyscraper, Thermometer, Whispers, XSum,
};
use crate::shape::Shape;

/// A kind of rule the workshop draws.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum RuleTool {
    /// A thermometer, from its bulb.
    Thermometer,
    /// An arrow: its circle first, then its line.
    Arrow,
    /// A renban line.
    Renban,
    /// A German whispers line (neighbours differ by at least 5).
    Whispers,
    /// A palindrome line.
    Palindrome,
    /// A between line, from one circle to the other.
    Between,
    /// A region-sum line: each stretch of it inside one box or region has the same sum.
    RegionSum,
    /// An entropic line: every three cells in a row hold a low, a middle and a high digit.
    Entropic,
    /// A white dot: the two digits are consecutive.
    WhiteDot,
    /// A black dot: one digit is double the other.
    BlackDot,
    /// An X: the two digits add up to 10.
    X,
    /// A V: the two digits add up to 5.
    V,
    /// Odd cells.
    Odd,
    /// Even cells.
    Even,
    /// Minimum cells: each below its orthogonal neighbours that are not minimums too.
    Minimum,
    /// Maximum cells: each above its orthogonal neighbours that are not maximums too.
    Maximum,
    /// An extra region: the cells drawn hold each digit once.
    ExtraRegion,
    /// A sandwich sum for the row or column drawn along.
    Sandwich,
    /// An X-sum for the row or column drawn along, from the end the drawing starts at.
    XSum,
    /// A skyscraper count for the row or column drawn along, from the end the drawing
    /// starts at.
    Skyscraper,
    /// A little killer sum along the diagonal drawn.
    LittleKiller,
}

impl RuleTool {
    /// Every tool, in the order the workshop shows them.
    pub const ALL: [RuleTool; 21] = [
        RuleTool::Thermometer,
        RuleTool::Arrow,
        RuleTool::Renban,
        RuleTool::Whispers,
        RuleTool::Palindrome,
        RuleTool::Between,
        RuleTool::RegionSum,
        RuleTool::Entropic,
        RuleTool::ExtraRegion,
        RuleTool::WhiteDot,
        RuleTool::BlackDot,
        RuleTool::X,
        RuleTool::V,
        RuleTool::Odd,
        RuleTool::Even,
        RuleTool::Minimum,
        RuleTool::Maximum,
        RuleTool::Sandwich,
        RuleTool::XSum,
        RuleTool::Skyscraper,
        RuleTool::LittleKiller,
    ];

    /// Whether the tool needs a number (a clue's sum).
    pub fn needs_number(self) -> bool {
        matches!(
            self,
            RuleTool::Sandwich | RuleTool::XSum | RuleTool::Skyscraper | RuleTool::LittleKiller
        )
    }
}

/// A rule of the whole grid the workshop turns on or off.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GlobalRule {
    /// No two cells a knight's move apart hold the same digit.
    AntiKnight,
    /// No two cells touching at a corner hold the same digit.
    AntiKing,
    /// Every white dot is given: neighbours without one are not consecutive.
    NoOtherWhiteDots,
    /// Every black dot is given: neighbours without one are not in ratio 2.
    NoOtherBlackDots,
    /// Every X and V is given: neighbours without one add up to neither 10 nor 5.
    NoOtherXv,
}

impl GlobalRule {
    /// Every global rule, in the order the workshop shows them.
    pub const ALL: [GlobalRule; 5] = [
        GlobalRule::AntiKnight,
        GlobalRule::AntiKing,
        GlobalRule::NoOtherWhiteDots,
        GlobalRule::NoOtherBlackDots,
        GlobalRule::NoOtherXv,
    ];

    /// Whether the rule forbids a relation wherever its mark is missing.
    pub fn is_negative(self) -> bool {
        !self.relations().is_empty()
    }

    /// The relations a negative rule forbids off its marks (none for anti-knight and
    /// anti-king).
    fn relations(self) -> Vec<Relation> {
        match self {
            GlobalRule::AntiKnight | GlobalRule::AntiKing => Vec::new(),
            GlobalRule::NoOtherWhiteDots => vec![Relation::Difference(1)],
            GlobalRule::NoOtherBlackDots => vec![Relation::Ratio(2)],
            GlobalRule::NoOtherXv => vec![Relation::Sum(10), Relation::Sum(5)],
        }
    }

    /// Whether a dot or letter of `relation` is a mark of this negative rule's kind.
    fn marks_kind(self, relation: Relation) -> bool {
        matches!(
            (self, relation),
            (GlobalRule::NoOtherWhiteDots, Relation::Difference(_))
                | (GlobalRule::NoOtherBlackDots, Relation::Ratio(_))
                | (GlobalRule::NoOtherXv, Relation::Sum(_))
        )
    }

    /// Whether `rule` is this global rule (a negative one whatever its marks).
    pub fn is(self, rule: &Rule) -> bool {
        match (self, rule) {
            (GlobalRule::AntiKnight, Rule::AntiKnight(_)) => true,
            (GlobalRule::AntiKing, Rule::AntiKing(_)) => true,
            (_, Rule::Negative(negative)) => negative.relations == self.relations(),
            _ => false,
        }
    }

    /// The rule, its exceptions the marks among `rules`.
    pub fn rule_among(self, rules: &[Rule]) -> Rule {
        match self {
            GlobalRule::AntiKnight => Rule::AntiKnight(AntiKnight),
            GlobalRule::AntiKing => Rule::AntiKing(AntiKing),
            _ => {
                let relations = self.relations();
                let mut except: Vec<[usize; 2]> = rules
                    .iter()
                    .filter_map(|rule| match rule {
                        // A mark of the kind, whatever its number (a white dot of 2 too),
                        // as f-puzzles' negative rule reads it.
                        Rule::Dot(dot) if self.marks_kind(dot.relation) => Some(dot.cells),
                        _ => None,
                    })
                    .collect();
                except.sort_unstable();
                except.dedup();
                Rule::Negative(Negative { relations, except })
            }
        }
    }
}

/// Why the cells drawn make no rule of the tool's kind.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ToolError {
    /// Fewer cells than the rule needs.
    #[error("the rule needs at least {least} cells")]
    TooFewCells {
        /// The least it needs.
        least: usize,
    },
    /// Two cells one after the other on the path do not touch.
    #[error("the cells do not make a line: each must touch the one before")]
    NotALine,
    /// A dot's or letter's cells are not two side by side.
    #[error("a dot or letter joins two cells side by side")]
    NotNeighbours,
    /// A row or column clue's cells are not in one row or one column.
    #[error("a clue's cells lie in one row or one column")]
    NotOneLine,
    /// A little killer's cells do not run along one diagonal.
    #[error("a little killer's cells run along one diagonal")]
    NotADiagonal,
    /// The tool needs a number and none was given.
    #[error("the rule needs a number")]
    NeedsNumber,
}

/// Row and column of `cell` on a grid `size` wide.
fn place(cell: usize, size: usize) -> (isize, isize) {
    ((cell / size) as isize, (cell % size) as isize)
}

/// Whether two cells touch, by a side or a corner.
fn touch(a: usize, b: usize, size: usize) -> bool {
    let ((ra, ca), (rb, cb)) = (place(a, size), place(b, size));
    a != b && (ra - rb).abs() <= 1 && (ca - cb).abs() <= 1
}

/// The path with the cells a quick stroke of the mouse skipped put back: from each cell to
/// the next it steps one row and one column at a time towards it, as a line drawn straight
/// between them would pass.
pub fn joined(path: &[usize], size: usize) -> Vec<usize> {
    let mut out: Vec<usize> = Vec::with_capacity(path.len());
    for &cell in path {
        if let Some(&last) = out.last() {
            let (mut r, mut c) = place(last, size);
            let (to_r, to_c) = place(cell, size);
            while (to_r - r).abs() > 1 || (to_c - c).abs() > 1 {
                r += (to_r - r).signum();
                c += (to_c - c).signum();
                out.push(r as usize * size + c as usize);
            }
        }
        if out.last() != Some(&cell) {
            out.push(cell);
        }
    }
    out
}

/// The rules `tool` makes of `path` (cells in the order drawn, on a grid `size` wide) with
/// `number`: one rule, or one for each cell of odd and even.
pub fn make_rules(
    tool: RuleTool,
    path: &[usize],
    number: Option<u32>,
    size: usize,
) -> Result<Vec<Rule>, ToolError> {
    let cells = path.to_vec();
    let least = match tool {
        RuleTool::Odd
        | RuleTool::Even
        | RuleTool::Minimum
        | RuleTool::Maximum
        | RuleTool::Sandwich => 1,
        RuleTool::Between | RuleTool::Entropic => 3,
        RuleTool::ExtraRegion => size,
        _ => 2,
    };
    if cells.len() < least {
        return Err(ToolError::TooFewCells { least });
    }
    let is_line = cells.windows(2).all(|pair| touch(pair[0], pair[1], size));
    let line = |rule: Rule| {
        if is_line {
            Ok(vec![rule])
        } else {
            Err(ToolError::NotALine)
        }
    };
    match tool {
        RuleTool::Thermometer => line(Rule::Thermometer(Thermometer { cells })),
        RuleTool::Arrow => line(Rule::Arrow(Arrow {
            circle: cells[..1].to_vec(),
            line: cells[1..].to_vec(),
        })),
        RuleTool::Renban => line(Rule::Renban(Renban { cells })),
        RuleTool::Whispers => line(Rule::Whispers(Whispers {
            cells,
            difference: 5,
        })),
        RuleTool::Palindrome => line(Rule::Palindrome(Palindrome { cells })),
        RuleTool::Between => line(Rule::BetweenLine(BetweenLine { cells })),
        RuleTool::Entropic => line(Rule::EntropicLine(EntropicLine { cells })),
        // Cut by the boxes here; the workshop cuts it again by the draft's own regions.
        RuleTool::RegionSum => line(Rule::RegionSumLine(match Shape::boxed(size) {
            Ok(shape) => RegionSumLine::along(&cells, &shape),
            Err(_) => RegionSumLine {
                segments: vec![cells],
            },
        })),
        RuleTool::ExtraRegion => {
            let mut cells = cells;
            cells.sort_unstable();
            Ok(vec![Rule::ExtraRegion(ExtraRegion { cells })])
        }
        RuleTool::Minimum | RuleTool::Maximum => Ok(cells
            .iter()
            .map(|&cell| {
                Rule::Extremum(Extremum {
                    cell,
                    neighbours: orthogonal_neighbours(cell, size)
                        .into_iter()
                        .filter(|other| !cells.contains(other))
                        .collect(),
                    maximum: tool == RuleTool::Maximum,
                })
            })
            .collect()),
        RuleTool::WhiteDot => dot(&cells, Relation::Difference(1), size),
        RuleTool::BlackDot => dot(&cells, Relation::Ratio(2), size),
        RuleTool::X => dot(&cells, Relation::Sum(10), size),
        RuleTool::V => dot(&cells, Relation::Sum(5), size),
        RuleTool::Odd | RuleTool::Even => Ok(cells
            .iter()
            .map(|&cell| {
                Rule::Parity(Parity {
                    cell,
                    even: tool == RuleTool::Even,
                })
            })
            .collect()),
        RuleTool::Sandwich | RuleTool::XSum | RuleTool::Skyscraper => {
            let number = number.ok_or(ToolError::NeedsNumber)?;
            let (line, far) = line_drawn(&cells, size)?;
            let mut inwards = line.cells(size);
            if far {
                inwards.reverse();
            }
            Ok(vec![match tool {
                RuleTool::XSum => Rule::XSum(XSum {
                    cells: inwards,
                    sum: number,
                }),
                RuleTool::Skyscraper => Rule::Skyscraper(Skyscraper {
                    cells: inwards,
                    count: number,
                }),
                _ => Rule::Sandwich(Sandwich {
                    line,
                    sum: number,
                    far,
                }),
            }])
        }
        RuleTool::LittleKiller => {
            let sum = number.ok_or(ToolError::NeedsNumber)?;
            little_killer(&cells, sum, size).map(|rule| vec![rule])
        }
    }
}

/// The row or column the cells were drawn along, and whether the drawing ran from its far
/// end (right to left, or upwards), where its clue then sits.
fn line_drawn(cells: &[usize], size: usize) -> Result<(Line, bool), ToolError> {
    let (row, col) = place(cells[0], size);
    let (last_row, last_col) = place(cells[cells.len() - 1], size);
    if cells.iter().all(|&c| place(c, size).0 == row) {
        Ok((Line::Row(row as usize), last_col < col))
    } else if cells.iter().all(|&c| place(c, size).1 == col) {
        Ok((Line::Column(col as usize), last_row < row))
    } else {
        Err(ToolError::NotOneLine)
    }
}

/// A dot or letter between the two cells drawn, which must share a side.
fn dot(cells: &[usize], relation: Relation, size: usize) -> Result<Vec<Rule>, ToolError> {
    let &[a, b] = cells else {
        return Err(ToolError::NotNeighbours);
    };
    let ((ra, ca), (rb, cb)) = (place(a, size), place(b, size));
    if (ra - rb).abs() + (ca - cb).abs() != 1 {
        return Err(ToolError::NotNeighbours);
    }
    Ok(vec![Rule::Dot(Dot {
        cells: [a.min(b), a.max(b)],
        relation,
    })])
}

/// The little killer along the diagonal the cells were drawn on, in the direction drawn:
/// the whole diagonal from the grid's edge behind the first cell to the edge ahead.
fn little_killer(cells: &[usize], sum: u32, size: usize) -> Result<Rule, ToolError> {
    let (r0, c0) = place(cells[0], size);
    let (r1, c1) = place(cells[1], size);
    let direction = [(r1 - r0).signum(), (c1 - c0).signum()];
    let on_diagonal = cells.iter().enumerate().all(|(i, &cell)| {
        let (r, c) = place(cell, size);
        let i = i as isize;
        direction[0] != 0
            && direction[1] != 0
            && (r, c) == (r0 + i * direction[0], c0 + i * direction[1])
    });
    if !on_diagonal {
        return Err(ToolError::NotADiagonal);
    }
    // Back to the edge the diagonal enters by.
    let inside = |v: isize| (0..size as isize).contains(&v);
    let (mut r, mut c) = (r0, c0);
    while inside(r - direction[0]) && inside(c - direction[1]) {
        r -= direction[0];
        c -= direction[1];
    }
    // Invariant: a direction's steps are each -1 or 1, which fit an i8.
    let direction = direction.map(|step| step as i8);
    Ok(Rule::LittleKiller(LittleKiller {
        cells: LittleKiller::diagonal(size, (r as usize, c as usize), direction),
        direction,
        sum,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quick_stroke_gets_its_skipped_cells_back() {
        // r1c1 to r1c4 and on to r3c4: the cells between are put back.
        assert_eq!(joined(&[0, 3, 21], 9), vec![0, 1, 2, 3, 12, 21]);
        // A diagonal jump steps diagonally.
        assert_eq!(joined(&[0, 20], 9), vec![0, 10, 20]);
        assert_eq!(joined(&[5, 5, 6], 9), vec![5, 6]);
    }

    #[test]
    fn a_thermometer_keeps_the_order_drawn_and_refuses_a_gap() {
        let rules = make_rules(RuleTool::Thermometer, &[10, 1, 2], None, 9);
        assert_eq!(
            rules,
            Ok(vec![Rule::Thermometer(Thermometer {
                cells: vec![10, 1, 2]
            })])
        );
        assert_eq!(
            make_rules(RuleTool::Thermometer, &[0, 2], None, 9),
            Err(ToolError::NotALine)
        );
        assert_eq!(
            make_rules(RuleTool::Renban, &[0], None, 9),
            Err(ToolError::TooFewCells { least: 2 })
        );
    }

    #[test]
    fn an_arrow_starts_at_its_circle() {
        let rules = make_rules(RuleTool::Arrow, &[40, 41, 42], None, 9);
        assert_eq!(
            rules,
            Ok(vec![Rule::Arrow(Arrow {
                circle: vec![40],
                line: vec![41, 42]
            })])
        );
    }

    #[test]
    fn dots_join_two_cells_side_by_side_only() {
        assert_eq!(
            make_rules(RuleTool::BlackDot, &[10, 1], None, 9),
            Ok(vec![Rule::Dot(Dot {
                cells: [1, 10],
                relation: Relation::Ratio(2)
            })])
        );
        assert_eq!(
            make_rules(RuleTool::X, &[0, 10], None, 9),
            Err(ToolError::NotNeighbours)
        );
        assert_eq!(
            make_rules(RuleTool::V, &[0, 1, 2], None, 9),
            Err(ToolError::NotNeighbours)
        );
    }

    #[test]
    fn odd_and_even_mark_every_cell() {
        let rules = make_rules(RuleTool::Even, &[3, 4], None, 9).unwrap_or_default();
        assert_eq!(
            rules,
            vec![
                Rule::Parity(Parity {
                    cell: 3,
                    even: true
                }),
                Rule::Parity(Parity {
                    cell: 4,
                    even: true
                })
            ]
        );
    }

    #[test]
    fn a_sandwich_reads_the_row_or_column_drawn() {
        let row = make_rules(RuleTool::Sandwich, &[19, 20], Some(12), 9);
        assert_eq!(
            row,
            Ok(vec![Rule::Sandwich(Sandwich {
                line: Line::Row(2),
                sum: 12,
                far: false
            })])
        );
        let column = make_rules(RuleTool::Sandwich, &[4, 13], Some(0), 9);
        assert!(matches!(
            column.as_deref(),
            Ok([Rule::Sandwich(Sandwich {
                line: Line::Column(4),
                ..
            })])
        ));
        assert_eq!(
            make_rules(RuleTool::Sandwich, &[0, 10], Some(3), 9),
            Err(ToolError::NotOneLine)
        );
        // Drawn right to left, the clue sits right of the row.
        let far = make_rules(RuleTool::Sandwich, &[20, 19], Some(12), 9);
        assert!(matches!(
            far.as_deref(),
            Ok([Rule::Sandwich(Sandwich { far: true, .. })])
        ));
        assert_eq!(
            make_rules(RuleTool::Sandwich, &[0], None, 9),
            Err(ToolError::NeedsNumber)
        );
    }

    #[test]
    fn a_negative_rule_excepts_the_marks_of_its_kind_only() {
        let rules = [
            Rule::Dot(Dot {
                cells: [0, 1],
                relation: Relation::Ratio(2),
            }),
            Rule::Dot(Dot {
                cells: [3, 12],
                relation: Relation::Ratio(2),
            }),
            Rule::Dot(Dot {
                cells: [5, 6],
                relation: Relation::Difference(1),
            }),
        ];
        let black = GlobalRule::NoOtherBlackDots.rule_among(&rules);
        assert_eq!(
            black,
            Rule::Negative(Negative {
                relations: vec![Relation::Ratio(2)],
                except: vec![[0, 1], [3, 12]]
            })
        );
        assert!(GlobalRule::NoOtherBlackDots.is(&black));
        assert!(!GlobalRule::NoOtherWhiteDots.is(&black));
        let white = GlobalRule::NoOtherWhiteDots.rule_among(&rules);
        assert!(matches!(white, Rule::Negative(n) if n.except == [[5, 6]]));
        assert!(GlobalRule::AntiKing.is(&GlobalRule::AntiKing.rule_among(&rules)));
    }

    #[test]
    fn x_sums_and_skyscrapers_read_from_the_end_drawn_from() {
        let down = make_rules(RuleTool::XSum, &[2, 11], Some(15), 9);
        assert_eq!(
            down,
            Ok(vec![Rule::XSum(XSum {
                cells: vec![2, 11, 20, 29, 38, 47, 56, 65, 74],
                sum: 15
            })])
        );
        let leftwards = make_rules(RuleTool::Skyscraper, &[80, 79], Some(3), 9);
        assert_eq!(
            leftwards,
            Ok(vec![Rule::Skyscraper(Skyscraper {
                cells: (72..81).rev().collect(),
                count: 3
            })])
        );
    }

    #[test]
    fn a_little_killer_takes_the_whole_diagonal_from_the_edge() {
        // Drawn from r3c2 down-right: the diagonal starts at r2c1 and ends at r9c8.
        let rules = make_rules(RuleTool::LittleKiller, &[19, 29], Some(40), 9);
        assert_eq!(
            rules,
            Ok(vec![Rule::LittleKiller(LittleKiller {
                cells: vec![9, 19, 29, 39, 49, 59, 69, 79],
                direction: [1, 1],
                sum: 40
            })])
        );
        assert_eq!(
            make_rules(RuleTool::LittleKiller, &[0, 1], Some(5), 9),
            Err(ToolError::NotADiagonal)
        );
    }

    #[test]
    fn an_entropic_line_needs_three_touching_cells_and_an_extra_region_a_rows_worth() {
        assert_eq!(
            make_rules(RuleTool::Entropic, &[0, 1], None, 9),
            Err(ToolError::TooFewCells { least: 3 })
        );
        assert_eq!(
            make_rules(RuleTool::Entropic, &[0, 1, 3], None, 9),
            Err(ToolError::NotALine)
        );
        assert_eq!(
            make_rules(RuleTool::ExtraRegion, &[0, 1, 2], None, 9),
            Err(ToolError::TooFewCells { least: 9 })
        );
        // Any nine cells, in any order drawn, kept in reading order.
        let cells = [80, 0, 10, 20, 30, 40, 50, 60, 70];
        let Ok(rules) = make_rules(RuleTool::ExtraRegion, &cells, None, 9) else {
            panic!("nine cells make a region");
        };
        let mut sorted = cells.to_vec();
        sorted.sort_unstable();
        assert_eq!(
            rules,
            vec![Rule::ExtraRegion(ExtraRegion { cells: sorted })]
        );
    }

    #[test]
    fn minimums_drawn_together_are_compared_only_with_the_cells_around_them() {
        let Ok(rules) = make_rules(RuleTool::Minimum, &[0, 1], None, 9) else {
            panic!("two minimums");
        };
        assert_eq!(
            rules,
            vec![
                Rule::Extremum(Extremum {
                    cell: 0,
                    neighbours: vec![9],
                    maximum: false,
                }),
                Rule::Extremum(Extremum {
                    cell: 1,
                    neighbours: vec![2, 10],
                    maximum: false,
                }),
            ]
        );
    }
}
