//! The constraint puzzles' rules as the independent counter checks them, each written from
//! its statement (SudokuPad's and f-puzzles' rule texts), with no code of the engine's: a
//! check says whether a grid being filled (0 for an empty cell) already breaks the rule.

use nonet::rules::{Line, Relation, Rule, RulePuzzle};

/// One rule of a constraint puzzle, as the counter sees it.
#[derive(Clone, Debug)]
pub enum Constraint {
    /// Two cells hold different digits (anti-knight, anti-king).
    Differ(usize, usize),
    /// Two cells' digits differ by `d` (a white dot).
    Difference(usize, usize, u8),
    /// One cell's digit is `r` times the other's (a black dot).
    Ratio(usize, usize, u8),
    /// Two cells' digits add up to `s` (X, V).
    Sum(usize, usize, u8),
    /// Two cells' digits are none of these relations (the negative rules).
    NotJoined(usize, usize, Vec<Relation>),
    /// Digits rise strictly along the cells.
    Rising(Vec<usize>),
    /// The line's digits add up to the number in the circle (read in base ten).
    Arrow(Vec<usize>, Vec<usize>),
    /// Neighbours on the line differ by at least `d`.
    Whispers(Vec<usize>, u8),
    /// The line reads the same both ways.
    Palindrome(Vec<usize>),
    /// The line holds consecutive digits, none twice.
    Renban(Vec<usize>),
    /// The cells between the two ends hold digits strictly between theirs.
    Between(Vec<usize>),
    /// The cell's digit is even (true) or odd.
    Parity(usize, bool),
    /// The cells add up to the sum; digits may repeat.
    DiagonalSum(Vec<usize>, u32),
    /// In the line, the digits between 1 and the largest add up to the sum.
    Sandwich(Vec<usize>, u32),
    /// Read from the clue, the first X digits add up to the sum, X being the first digit.
    XSum(Vec<usize>, u32),
    /// Read from the clue, this many digits are larger than every digit before them.
    Skyscraper(Vec<usize>, u32),
    /// Each part of the line (one box's stretch) adds up to the same.
    EqualSums(Vec<Vec<usize>>),
    /// Any two cells of the line fewer than three apart take digits from different thirds
    /// of 1 to the size; cells three apart from the same third.
    Entropic(Vec<usize>),
    /// The cells hold every digit of the list among them, as often as listed.
    Holds(Vec<usize>, Vec<u8>),
    /// The first cell's digit is below the second's.
    Below(usize, usize),
    /// The two cells hold the same digit.
    Same(usize, usize),
    /// When the cell holds X, the X-th cell of the house (from 1) holds `place`.
    Points(usize, Vec<usize>, u8),
    /// The cell holds one of the digits.
    OneOf(usize, Vec<u8>),
}

impl Constraint {
    /// The cells the rule looks at.
    pub fn cells(&self) -> Vec<usize> {
        match self {
            Constraint::Differ(a, b)
            | Constraint::Difference(a, b, _)
            | Constraint::Ratio(a, b, _)
            | Constraint::Sum(a, b, _)
            | Constraint::NotJoined(a, b, _)
            | Constraint::Below(a, b)
            | Constraint::Same(a, b) => vec![*a, *b],
            Constraint::EqualSums(parts) => parts.concat(),
            Constraint::Points(cell, house, _) => {
                let mut cells = house.clone();
                cells.push(*cell);
                cells
            }
            Constraint::Parity(cell, _) | Constraint::OneOf(cell, _) => vec![*cell],
            Constraint::Arrow(circle, line) => circle.iter().chain(line).copied().collect(),
            Constraint::Rising(cells)
            | Constraint::Whispers(cells, _)
            | Constraint::Palindrome(cells)
            | Constraint::Renban(cells)
            | Constraint::Between(cells)
            | Constraint::DiagonalSum(cells, _)
            | Constraint::Sandwich(cells, _)
            | Constraint::XSum(cells, _)
            | Constraint::Skyscraper(cells, _)
            | Constraint::Entropic(cells)
            | Constraint::Holds(cells, _) => cells.clone(),
        }
    }

    /// Whether `digits` (0 for empty) breaks the rule nowhere yet, on a grid `size` wide.
    pub fn holds(&self, digits: &[u8], size: usize) -> bool {
        let both =
            |a: usize, b: usize| (digits[a] != 0 && digits[b] != 0).then(|| (digits[a], digits[b]));
        let all = |cells: &[usize]| -> Option<Vec<u8>> {
            cells
                .iter()
                .map(|&c| Some(digits[c]).filter(|&d| d != 0))
                .collect()
        };
        match self {
            Constraint::Differ(a, b) => both(*a, *b).is_none_or(|(x, y)| x != y),
            Constraint::Difference(a, b, d) => {
                both(*a, *b).is_none_or(|(x, y)| x.abs_diff(y) == *d)
            }
            Constraint::Ratio(a, b, r) => both(*a, *b).is_none_or(|(x, y)| {
                u32::from(x) * u32::from(*r) == u32::from(y)
                    || u32::from(y) * u32::from(*r) == u32::from(x)
            }),
            Constraint::Sum(a, b, s) => both(*a, *b).is_none_or(|(x, y)| x + y == *s),
            Constraint::NotJoined(a, b, relations) => both(*a, *b).is_none_or(|(x, y)| {
                relations.iter().all(|relation| match *relation {
                    Relation::Difference(d) => x.abs_diff(y) != d,
                    Relation::Ratio(r) => x != y * r && y != x * r,
                    Relation::Sum(s) => x + y != s,
                })
            }),
            Constraint::Rising(cells) => {
                let filled: Vec<u8> = cells
                    .iter()
                    .map(|&c| digits[c])
                    .filter(|&d| d != 0)
                    .collect();
                filled.windows(2).all(|w| w[0] < w[1])
            }
            Constraint::Arrow(circle, line) => match (all(circle), all(line)) {
                (Some(circle), Some(line)) => {
                    let number = circle.iter().fold(0u32, |n, &d| n * 10 + u32::from(d));
                    number == line.iter().map(|&d| u32::from(d)).sum::<u32>()
                }
                _ => true,
            },
            Constraint::Whispers(cells, d) => cells
                .windows(2)
                .all(|w| both(w[0], w[1]).is_none_or(|(x, y)| x.abs_diff(y) >= *d)),
            Constraint::Palindrome(cells) => (0..cells.len() / 2)
                .all(|i| both(cells[i], cells[cells.len() - 1 - i]).is_none_or(|(x, y)| x == y)),
            Constraint::Renban(cells) => {
                let mut filled: Vec<u8> = cells
                    .iter()
                    .map(|&c| digits[c])
                    .filter(|&d| d != 0)
                    .collect();
                filled.sort_unstable();
                let distinct = filled.windows(2).all(|w| w[0] != w[1]);
                distinct
                    && filled
                        .first()
                        .zip(filled.last())
                        .is_none_or(|(lo, hi)| usize::from(hi - lo) < cells.len())
            }
            Constraint::Between(cells) => {
                let (first, last) = (cells[0], cells[cells.len() - 1]);
                match both(first, last) {
                    None => true,
                    Some((x, y)) => cells[1..cells.len() - 1].iter().all(|&c| {
                        let d = digits[c];
                        d == 0 || (x.min(y) < d && d < x.max(y))
                    }),
                }
            }
            Constraint::Parity(cell, even) => {
                digits[*cell] == 0 || digits[*cell].is_multiple_of(2) == *even
            }
            Constraint::DiagonalSum(cells, sum) => match all(cells) {
                Some(values) => values.iter().map(|&d| u32::from(d)).sum::<u32>() == *sum,
                None => {
                    let filled: u32 = cells.iter().map(|&c| u32::from(digits[c])).sum();
                    let open = cells.iter().filter(|&&c| digits[c] == 0).count() as u32;
                    filled + open <= *sum
                }
            },
            Constraint::XSum(cells, sum) => {
                // Only a whole count decides: X known and its X cells filled.
                let x = usize::from(digits[cells[0]]);
                if x == 0 || x > cells.len() {
                    return true;
                }
                match all(&cells[..x]) {
                    Some(values) => values.iter().map(|&d| u32::from(d)).sum::<u32>() == *sum,
                    None => true,
                }
            }
            Constraint::Skyscraper(cells, count) => match all(cells) {
                Some(values) => {
                    let mut seen = 0;
                    for (i, &height) in values.iter().enumerate() {
                        if values[..i].iter().all(|&before| before < height) {
                            seen += 1;
                        }
                    }
                    seen == *count
                }
                None => true,
            },
            Constraint::EqualSums(parts) => {
                let sums: Vec<u32> = parts
                    .iter()
                    .filter_map(|part| all(part))
                    .map(|values| values.iter().map(|&d| u32::from(d)).sum())
                    .collect();
                sums.windows(2).all(|w| w[0] == w[1])
            }
            Constraint::Entropic(cells) => {
                let third = |d: u8| (usize::from(d) - 1) * 3 / size;
                (0..cells.len()).all(|i| {
                    (i + 1..cells.len()).all(|j| match both(cells[i], cells[j]) {
                        None => true,
                        Some((x, y)) => (third(x) == third(y)) == (j - i).is_multiple_of(3),
                    })
                })
            }
            Constraint::Holds(cells, wanted) => match all(cells) {
                Some(values) => {
                    let mut left = values.clone();
                    wanted
                        .iter()
                        .all(|d| match left.iter().position(|v| v == d) {
                            Some(at) => {
                                left.remove(at);
                                true
                            }
                            None => false,
                        })
                }
                None => true,
            },
            Constraint::Below(a, b) => both(*a, *b).is_none_or(|(x, y)| x < y),
            Constraint::OneOf(cell, allowed) => {
                digits[*cell] == 0 || allowed.contains(&digits[*cell])
            }
            Constraint::Same(a, b) => both(*a, *b).is_none_or(|(x, y)| x == y),
            Constraint::Points(cell, house, place) => {
                let x = usize::from(digits[*cell]);
                x == 0 || {
                    let there = digits[house[x - 1]];
                    there == 0 || there == *place
                }
            }
            Constraint::Sandwich(cells, sum) => match all(cells) {
                Some(values) => {
                    // A full line without its 1 or its largest digit breaks its house.
                    let one = values.iter().position(|&d| d == 1);
                    let top = values.iter().position(|&d| usize::from(d) == size);
                    let (Some(one), Some(top)) = (one, top) else {
                        return false;
                    };
                    let between = &values[one.min(top) + 1..one.max(top)];
                    between.iter().map(|&d| u32::from(d)).sum::<u32>() == *sum
                }
                None => {
                    // With the 1 and the largest digit placed, the cells between add up to
                    // the sum when all are filled, and to no more than it before (each open
                    // one adds at least 2).
                    let line: Vec<u8> = cells.iter().map(|&c| digits[c]).collect();
                    let one = line.iter().position(|&d| d == 1);
                    let top = line.iter().position(|&d| usize::from(d) == size);
                    let (Some(one), Some(top)) = (one, top) else {
                        return true;
                    };
                    let between = &line[one.min(top) + 1..one.max(top)];
                    let filled: u32 = between.iter().map(|&d| u32::from(d)).sum();
                    let open = between.iter().filter(|&&d| d == 0).count() as u32;
                    if open == 0 {
                        filled == *sum
                    } else {
                        filled + 2 * open <= *sum
                    }
                }
            },
        }
    }
}

/// The orthogonal neighbours of a grid `size` wide, each pair once.
pub fn neighbour_pairs(size: usize) -> Vec<(usize, usize)> {
    let mut pairs = Vec::new();
    for r in 0..size {
        for c in 0..size {
            if c + 1 < size {
                pairs.push((r * size + c, r * size + c + 1));
            }
            if r + 1 < size {
                pairs.push((r * size + c, (r + 1) * size + c));
            }
        }
    }
    pairs
}

/// The pairs of cells of a grid `size` wide that are `moves` apart (in either direction).
pub fn pairs_apart(size: usize, moves: &[(isize, isize)]) -> Vec<(usize, usize)> {
    let mut pairs = Vec::new();
    for a in 0..size * size {
        for b in a + 1..size * size {
            let dr = (b / size) as isize - (a / size) as isize;
            let dc = (b % size) as isize - (a % size) as isize;
            if moves
                .iter()
                .any(|&(r, c)| (dr, dc) == (r, c) || (dr, dc) == (-r, -c))
            {
                pairs.push((a, b));
            }
        }
    }
    pairs
}

/// Every knight's move.
pub const KNIGHT_MOVES: [(isize, isize); 4] = [(1, 2), (2, 1), (1, -2), (2, -1)];

/// Every touch at a corner.
pub const KING_CORNERS: [(isize, isize); 2] = [(1, 1), (1, -1)];

/// The constraints of a rule puzzle's rules other than houses and cages, read from each
/// rule's fields and restated here.
pub fn constraints_of(puzzle: &RulePuzzle) -> Vec<Constraint> {
    let size = puzzle.shape().size();
    let mut found = Vec::new();
    for rule in puzzle.rules() {
        match rule {
            Rule::Diagonal(_) | Rule::ExtraRegion(_) | Rule::Cage(_) => {}
            Rule::AntiKnight(_) => found.extend(
                pairs_apart(size, &KNIGHT_MOVES)
                    .into_iter()
                    .map(|(a, b)| Constraint::Differ(a, b)),
            ),
            Rule::AntiKing(_) => found.extend(
                pairs_apart(size, &KING_CORNERS)
                    .into_iter()
                    .map(|(a, b)| Constraint::Differ(a, b)),
            ),
            Rule::Dot(dot) => {
                let [a, b] = dot.cells;
                found.push(match dot.relation {
                    Relation::Difference(d) => Constraint::Difference(a, b, d),
                    Relation::Ratio(r) => Constraint::Ratio(a, b, r),
                    Relation::Sum(s) => Constraint::Sum(a, b, s),
                });
            }
            Rule::Negative(rule) => {
                for (a, b) in neighbour_pairs(size) {
                    if !rule.except.contains(&[a, b]) && !rule.except.contains(&[b, a]) {
                        found.push(Constraint::NotJoined(a, b, rule.relations.clone()));
                    }
                }
            }
            Rule::Thermometer(line) => found.push(Constraint::Rising(line.cells.clone())),
            Rule::Arrow(arrow) => {
                found.push(Constraint::Arrow(arrow.circle.clone(), arrow.line.clone()))
            }
            Rule::Whispers(line) => {
                found.push(Constraint::Whispers(line.cells.clone(), line.difference))
            }
            Rule::Palindrome(line) => found.push(Constraint::Palindrome(line.cells.clone())),
            Rule::Renban(line) => found.push(Constraint::Renban(line.cells.clone())),
            Rule::BetweenLine(line) => found.push(Constraint::Between(line.cells.clone())),
            Rule::Parity(parity) => found.push(Constraint::Parity(parity.cell, parity.even)),
            Rule::LittleKiller(clue) => {
                found.push(Constraint::DiagonalSum(clue.cells.clone(), clue.sum))
            }
            Rule::Sandwich(clue) => {
                let cells = match clue.line {
                    Line::Row(r) => (0..size).map(|c| r * size + c).collect(),
                    Line::Column(c) => (0..size).map(|r| r * size + c).collect(),
                };
                found.push(Constraint::Sandwich(cells, clue.sum));
            }
            Rule::XSum(clue) => found.push(Constraint::XSum(clue.cells.clone(), clue.sum)),
            Rule::Skyscraper(clue) => {
                found.push(Constraint::Skyscraper(clue.cells.clone(), clue.count))
            }
            Rule::RegionSumLine(line) => found.push(Constraint::EqualSums(line.segments.clone())),
            Rule::EntropicLine(line) => found.push(Constraint::Entropic(line.cells.clone())),
            Rule::Quadruple(clue) => {
                found.push(Constraint::Holds(clue.cells.clone(), clue.digits.clone()))
            }
            Rule::Extremum(clue) => {
                for &n in &clue.neighbours {
                    found.push(if clue.maximum {
                        Constraint::Below(n, clue.cell)
                    } else {
                        Constraint::Below(clue.cell, n)
                    });
                }
            }
            Rule::Clones(clone) => {
                for (&a, &b) in clone.cells.iter().zip(&clone.copies) {
                    found.push(Constraint::Same(a, b));
                }
            }
            Rule::Candidates(marks) => {
                found.push(Constraint::OneOf(marks.cell, marks.digits.clone()))
            }
            Rule::Indexer(indexer) => {
                let place = indexer
                    .house
                    .iter()
                    .position(|&c| c == indexer.cell)
                    .unwrap();
                found.push(Constraint::Points(
                    indexer.cell,
                    indexer.house.clone(),
                    place as u8 + 1,
                ));
            }
        }
    }
    found
}
