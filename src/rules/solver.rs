//! The generic exact solver: any shape, any rules. Depth-first search over candidate sets
//! of up to 16 digits, each node settled by propagation (a settled digit leaves its peers,
//! a digit with one place left in a full group goes there, each rule removes what it
//! forbids), then branching on the open cell with the fewest candidates, or, on a plain
//! jigsaw, on the places of a digit in a full group when it has fewer (which finds grids for
//! large jigsaw shapes that cells alone search long for).
//!
//! It counts solutions up to a limit within a node budget, finds a random solution for a
//! generator, and proves a known solution the only one, where locked candidates between
//! overlapping groups may join the propagation. The classic 9x9 solver (`crate::solver`)
//! stays the fast path for plain 9x9 puzzles; this one serves every other shape and rule set.

use super::{Contradiction, Rule, RulePuzzle, RuleUnit};
use crate::shape::DigitSet16;
use rand::Rng;
use rand::seq::SliceRandom;

/// The search ran out of its node budget before it could answer.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[error("the search gave up after {nodes} nodes")]
pub struct BudgetExceeded {
    /// The nodes searched.
    pub nodes: u64,
}

/// How much a search's nodes propagate beyond singles and rules.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Propagation {
    /// Naked and hidden singles and each rule's own propagation.
    Singles,
    /// Those, and locked candidates between overlapping full groups: far fewer nodes in a
    /// large grid's proof, each node dearer (docs/design/2026-12-03-locked-proofs.md).
    LockedCandidates,
}

/// What a search for a solution other than a known one found.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Another {
    /// Whether there is another solution.
    pub found: bool,
    /// The nodes searched.
    pub nodes: u64,
}

/// What a count found.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Counted {
    /// Solutions found, up to the limit asked for.
    pub count: usize,
    /// The first solution found, if any.
    pub solution: Option<Vec<u8>>,
    /// The nodes searched.
    pub nodes: u64,
}

/// The puzzle as the search sees it: every cell's peers (the cells it must differ from, by
/// the houses and the rules), the groups that hold every digit, and the rules.
struct Model<'a> {
    size: usize,
    peers: Vec<Vec<usize>>,
    /// Groups with as many cells as there are digits: each digit has a place in each.
    full_groups: Vec<Vec<usize>>,
    /// Whether a node may branch on a digit's places in a full group (see [`Node::branch`]):
    /// only on plain shapes without boxes (jigsaws), where it finds grids that cells alone
    /// search long for. With boxes it changed little, in either direction; on a jigsaw with
    /// windows it sent one random fill (tests/engine/rules_logic.rs) past 50 million nodes.
    branch_on_places: bool,
    /// Pairs of full groups that share two cells or more, for locked candidates (see
    /// [`Node::locked_candidates`]); empty unless a search for another solution asks for
    /// them. In searches that find solutions of an open grid they sent some down far longer
    /// paths (an empty 9x9 jigsaw's count to two took 11 s instead of 0.3 s).
    overlaps: Vec<Overlap>,
    rules: &'a [Rule],
}

/// Two full groups that share cells: a digit whose places in one lie all in the shared
/// cells is in the shared cells, so it leaves the other group's cells outside them.
struct Overlap {
    shared: Vec<usize>,
    only_first: Vec<usize>,
    only_second: Vec<usize>,
}

impl Overlap {
    /// The overlaps of every pair of `groups` that share two cells or more but differ.
    fn all(groups: &[Vec<usize>], cells: usize) -> Vec<Overlap> {
        let mut overlaps = Vec::new();
        let mut in_first = vec![false; cells];
        for (index, first) in groups.iter().enumerate() {
            for &cell in first {
                in_first[cell] = true;
            }
            for second in &groups[index + 1..] {
                let shared: Vec<usize> = second.iter().copied().filter(|&c| in_first[c]).collect();
                if shared.len() < 2 || shared.len() == second.len() {
                    continue;
                }
                overlaps.push(Overlap {
                    only_first: first
                        .iter()
                        .copied()
                        .filter(|c| !shared.contains(c))
                        .collect(),
                    only_second: second.iter().copied().filter(|&c| !in_first[c]).collect(),
                    shared,
                });
            }
            for &cell in first {
                in_first[cell] = false;
            }
        }
        overlaps
    }
}

impl<'a> Model<'a> {
    fn of(puzzle: &'a RulePuzzle) -> Model<'a> {
        let shape = puzzle.shape();
        let size = shape.size();
        let groups = puzzle.distinct_groups();
        let mut peers: Vec<Vec<usize>> = (0..shape.cells())
            .map(|cell| shape.peers(cell).to_vec())
            .collect();
        // The shape's peers come sorted; only the cells a rule's group adds to need sorting
        // again (a count builds this model every time, so a dig builds it thousands).
        let mut grown = vec![false; shape.cells()];
        for group in &groups[shape.houses().len()..] {
            for &cell in group {
                peers[cell].extend(group.iter().copied().filter(|&other| other != cell));
                grown[cell] = true;
            }
        }
        for (list, _) in peers.iter_mut().zip(&grown).filter(|(_, grown)| **grown) {
            list.sort_unstable();
            list.dedup();
        }
        Model {
            size,
            peers,
            full_groups: groups.into_iter().filter(|g| g.len() == size).collect(),
            branch_on_places: shape.box_dims().is_none() && puzzle.rules().is_empty(),
            overlaps: Vec::new(),
            rules: puzzle.rules(),
        }
    }
}

/// The most cells a shape has (16x16).
const MAX_CELLS: usize = crate::shape::MAX_SIZE * crate::shape::MAX_SIZE;

/// A node: every cell's candidates, and which settled cells have left their peers. Fixed
/// arrays, so a branch's copy is one copy of memory and no allocation.
#[derive(Clone)]
struct Node {
    cells: usize,
    candidates: [DigitSet16; MAX_CELLS],
    spread: [bool; MAX_CELLS],
}

impl Node {
    /// Propagates until nothing changes; `Err` at a contradiction.
    fn settle(&mut self, model: &Model<'_>) -> Result<(), Contradiction> {
        loop {
            let mut changed = self.spread_singles(model)?;
            changed |= self.hidden_singles(model)?;
            for rule in model.rules {
                changed |= rule.propagate(&mut self.candidates[..self.cells])?;
            }
            if !changed {
                changed = self.locked_candidates(model)?;
            }
            if !changed {
                return Ok(());
            }
        }
    }

    /// Takes out locked candidates: in two overlapping full groups, a digit that one of them
    /// has only in the shared cells leaves the other's cells outside them. Run only once
    /// singles and rules have nothing left, as it costs more than they do.
    fn locked_candidates(&mut self, model: &Model<'_>) -> Result<bool, Contradiction> {
        let union = |cells: &[usize], candidates: &[DigitSet16]| {
            cells
                .iter()
                .fold(0u16, |bits, &c| bits | candidates[c].bits())
        };
        let mut changed = false;
        for overlap in &model.overlaps {
            let shared = union(&overlap.shared, &self.candidates);
            let first = union(&overlap.only_first, &self.candidates);
            let second = union(&overlap.only_second, &self.candidates);
            for (outside, locked) in [
                (&overlap.only_second, shared & !first & second),
                (&overlap.only_first, shared & !second & first),
            ] {
                if locked == 0 {
                    continue;
                }
                for &cell in outside {
                    let bits = self.candidates[cell].bits();
                    if bits & locked != 0 {
                        if bits & !locked == 0 {
                            return Err(Contradiction);
                        }
                        self.candidates[cell] = DigitSet16::from_bits(bits & !locked);
                        changed = true;
                    }
                }
            }
        }
        Ok(changed)
    }

    /// Takes each settled cell's digit out of its peers, and the digit of each peer that
    /// settles so, until none is left to spread.
    fn spread_singles(&mut self, model: &Model<'_>) -> Result<bool, Contradiction> {
        let mut changed = false;
        let mut waiting: Vec<usize> = (0..self.cells)
            .filter(|&c| !self.spread[c] && self.candidates[c].len() == 1)
            .collect();
        while let Some(cell) = waiting.pop() {
            if self.spread[cell] {
                continue;
            }
            let Some(digit) = self.candidates[cell].single_digit() else {
                // A peer settled on the same digit took it away.
                return Err(Contradiction);
            };
            self.spread[cell] = true;
            for &peer in &model.peers[cell] {
                if self.candidates[peer].remove(digit) {
                    changed = true;
                    match self.candidates[peer].len() {
                        0 => return Err(Contradiction),
                        1 => waiting.push(peer),
                        _ => {}
                    }
                }
            }
        }
        Ok(changed)
    }

    /// Puts each digit with one place left in a full group there.
    fn hidden_singles(&mut self, model: &Model<'_>) -> Result<bool, Contradiction> {
        let mut changed = false;
        for group in &model.full_groups {
            let (mut once, mut twice) = (0u16, 0u16);
            for &cell in group {
                let bits = self.candidates[cell].bits();
                twice |= once & bits;
                once |= bits;
            }
            let all = DigitSet16::full(model.size).bits();
            if once & all != all {
                return Err(Contradiction);
            }
            let mut singles = once & !twice;
            while singles != 0 {
                let bit = singles & singles.wrapping_neg();
                singles &= singles - 1;
                let cell = group
                    .iter()
                    .copied()
                    .find(|&c| self.candidates[c].bits() & bit != 0);
                if let Some(cell) = cell
                    && self.candidates[cell].bits() != bit
                {
                    self.candidates[cell] = DigitSet16::from_bits(bit);
                    changed = true;
                }
            }
        }
        Ok(changed)
    }

    /// The open cell with the fewest candidates, if any is open.
    fn branch_cell(&self) -> Option<usize> {
        (0..self.cells)
            .filter(|&c| self.candidates[c].len() > 1)
            .min_by_key(|&c| self.candidates[c].len())
    }

    /// What to branch on: the open cell with the fewest candidates, or, when a digit has
    /// fewer places left in a full group than that cell has candidates, that digit's places
    /// (one of them holds it in every solution, so the branches still part the solutions).
    /// `None` when every cell is settled.
    fn branch(&self, model: &Model<'_>) -> Option<Branch> {
        let cell = self.branch_cell()?;
        let fewest = self.candidates[cell].len();
        let mut best: Option<(usize, u8, usize)> = None;
        if fewest > 2 && model.branch_on_places {
            for (index, group) in model.full_groups.iter().enumerate() {
                for digit in 1..=u8::try_from(model.size).unwrap_or(16) {
                    let places = group
                        .iter()
                        .filter(|&&c| {
                            self.candidates[c].len() > 1 && self.candidates[c].contains(digit)
                        })
                        .count();
                    if places >= 2 && places < best.map_or(fewest, |(_, _, p)| p) {
                        best = Some((index, digit, places));
                    }
                }
            }
        }
        Some(match best {
            Some((index, digit, _)) => Branch::Places {
                digit,
                cells: model.full_groups[index]
                    .iter()
                    .copied()
                    .filter(|&c| self.candidates[c].len() > 1 && self.candidates[c].contains(digit))
                    .collect(),
            },
            None => Branch::Cell {
                cell,
                digits: self.candidates[cell].iter().collect(),
            },
        })
    }

    fn digits(&self) -> Vec<u8> {
        self.candidates[..self.cells]
            .iter()
            .map(|c| c.single_digit().unwrap_or(0))
            .collect()
    }
}

/// What a node branches on.
enum Branch {
    /// Each candidate of one cell.
    Cell {
        /// The cell.
        cell: usize,
        /// Its candidates.
        digits: Vec<u8>,
    },
    /// Each place of one digit in a full group.
    Places {
        /// The digit.
        digit: u8,
        /// Its open places in the group.
        cells: Vec<usize>,
    },
}

/// A search in progress: what it has found and what it may spend.
struct Search<'a, 'r> {
    puzzle: &'a RulePuzzle,
    model: Model<'a>,
    limit: usize,
    budget: u64,
    nodes: u64,
    count: usize,
    solution: Option<Vec<u8>>,
    /// Where the order of each branch's digits comes from, for a random solution.
    rng: Option<&'r mut dyn rand::RngCore>,
}

impl<'a, 'r> Search<'a, 'r> {
    /// A search of `puzzle` that stops at `limit` solutions or past `budget` nodes, taking
    /// each branch's digits in a random order when given `rng`.
    fn new(
        puzzle: &'a RulePuzzle,
        limit: usize,
        budget: u64,
        rng: Option<&'r mut dyn rand::RngCore>,
    ) -> Search<'a, 'r> {
        Search {
            puzzle,
            model: Model::of(puzzle),
            limit,
            budget,
            nodes: 0,
            count: 0,
            solution: None,
            rng,
        }
    }

    /// Searches below `node`; `Err` once the budget is spent.
    fn run(&mut self, mut node: Node) -> Result<(), BudgetExceeded> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return Err(BudgetExceeded { nodes: self.nodes });
        }
        if node.settle(&self.model).is_err() {
            return Ok(());
        }
        let Some(branch) = node.branch(&self.model) else {
            let digits = node.digits();
            // Propagation keeps the groups; the rules are checked whole at the leaf, so a
            // rule whose propagation is only a bound still holds in every solution counted.
            if self.puzzle.is_solution(&digits) {
                self.count += 1;
                self.solution.get_or_insert(digits);
            }
            return Ok(());
        };
        let mut choices: Vec<(usize, u8)> = match branch {
            Branch::Cell { cell, digits } => digits.into_iter().map(|d| (cell, d)).collect(),
            Branch::Places { digit, cells } => cells.into_iter().map(|c| (c, digit)).collect(),
        };
        if let Some(rng) = self.rng.as_mut() {
            choices.shuffle(rng);
        }
        for (cell, digit) in choices {
            let mut child = node.clone();
            child.candidates[cell] = DigitSet16::single(digit);
            self.run(child)?;
            if self.count >= self.limit {
                return Ok(());
            }
        }
        Ok(())
    }
}

fn start(puzzle: &RulePuzzle) -> Node {
    let all = DigitSet16::full(puzzle.shape().size());
    let mut node = Node {
        cells: puzzle.givens().len(),
        candidates: [DigitSet16::EMPTY; MAX_CELLS],
        spread: [false; MAX_CELLS],
    };
    for (cell, &given) in puzzle.givens().iter().enumerate() {
        node.candidates[cell] = if given == 0 {
            all
        } else {
            DigitSet16::single(given)
        };
    }
    node
}

/// Counts the puzzle's solutions up to `limit` (1 asks only whether there is one, 2
/// whether it is unique), searching at most `budget` nodes.
pub fn count_solutions(
    puzzle: &RulePuzzle,
    limit: usize,
    budget: u64,
) -> Result<Counted, BudgetExceeded> {
    let mut search = Search::new(puzzle, limit.max(1), budget, None);
    search.run(start(puzzle))?;
    Ok(Counted {
        count: search.count,
        solution: search.solution,
        nodes: search.nodes,
    })
}

/// Whether the puzzle has a solution other than `known`, searching at most `budget` nodes in
/// all. `known` must be its only solution once the cells of `opened` hold their digits of
/// it (a digger's last unique puzzle, with `opened` the cells it just emptied): then any
/// other solution differs from it in one of them, and the search looks only there, each
/// opened cell in turn without its known digit and the cells before it with theirs. That
/// leaves out the whole subtree of `known` that a count to two walks through.
pub fn another_solution(
    puzzle: &RulePuzzle,
    known: &[u8],
    opened: &[usize],
    budget: u64,
    propagation: Propagation,
) -> Result<Another, BudgetExceeded> {
    let mut search = Search::new(puzzle, 1, budget, None);
    if propagation == Propagation::LockedCandidates {
        search.model.overlaps = Overlap::all(&search.model.full_groups, puzzle.shape().cells());
    }
    // Cells past the grid or past `known` cannot differ from it.
    let cells = puzzle.givens().len().min(known.len());
    let opened: Vec<usize> = opened.iter().copied().filter(|&c| c < cells).collect();
    for (at, &cell) in opened.iter().enumerate() {
        let mut node = start(puzzle);
        for &before in &opened[..at] {
            node.candidates[before] = DigitSet16::single(known[before]);
        }
        node.candidates[cell].remove(known[cell]);
        search.run(node)?;
        if search.count > 0 {
            break;
        }
    }
    Ok(Another {
        found: search.count > 0,
        nodes: search.nodes,
    })
}

/// A solution chosen at random (each branch's digits in a random order), or `None` when
/// there is none; within `budget` nodes.
pub fn random_solution(
    puzzle: &RulePuzzle,
    rng: &mut impl Rng,
    budget: u64,
) -> Result<Option<Vec<u8>>, BudgetExceeded> {
    let mut search = Search::new(puzzle, 1, budget, Some(rng));
    search.run(start(puzzle))?;
    Ok(search.solution)
}
