//! The puzzle a setter is making: its kind, givens, killer cages and jigsaw regions, the
//! rules drawn on it (thermometers, arrows, dots…), the symmetry kept while placing
//! givens, and undo and redo. Plain data: every change is an [`Edit`] applied by one
//! function, and each applied edit can be taken back.

use super::rule_tools::GlobalRule;
use crate::generator::Symmetry;
use crate::grid::{CELLS, Grid};
use crate::rules::marks::RuleMark;
use crate::rules::{Rule, RuleError, RulePuzzle, RuleUnit};
use crate::shape::Shape;
use crate::variant::{BOX_REGIONS, Kind, Puzzle, VariantError};

/// One change a setter makes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Edit {
    /// Place `digit` as a given in `cell` (and, when a symmetry is kept and the partner cell
    /// is empty, a digit of some solution in the partner).
    Place {
        /// The cell, 0..81.
        cell: usize,
        /// The digit, 1-9.
        digit: u8,
    },
    /// Remove the given in `cell`, and its partner's when a symmetry is kept.
    Remove {
        /// The cell, 0..81.
        cell: usize,
    },
    /// Start again: remove every given and cage, and put the regions back as boxes.
    Clear,
    /// Put these givens in place of all the others (a filled pattern, a split's given).
    SetGivens(Grid),
    /// Make a killer cage of `cells` adding up to `sum`, replacing cages they were in.
    AddCage {
        /// The cells, 0..81.
        cells: Vec<usize>,
        /// What they add up to.
        sum: u32,
    },
    /// Remove the cage holding `cell`.
    RemoveCage {
        /// Any cell of the cage.
        cell: usize,
    },
    /// Move `cells` into jigsaw region `region` (0..9).
    PaintRegion {
        /// The cells, 0..81.
        cells: Vec<usize>,
        /// The region they join.
        region: u8,
    },
    /// Draw rules on the grid (a thermometer, the dots of a pair, odd cells…).
    AddRules(Vec<Rule>),
    /// Remove the drawn rules on `cell`, and the clues outside the grid of its row, its
    /// column and the diagonals through it.
    RemoveRulesAt {
        /// The cell.
        cell: usize,
    },
    /// Turn a rule of the whole grid on or off (anti-knight, all dots given…).
    ToggleGlobal(GlobalRule),
}

/// Why an edit was refused; the draft is unchanged.
#[derive(Clone, PartialEq, Debug, thiserror::Error)]
pub enum EditError {
    /// The edit does not apply to this kind of puzzle (a cage on a classic grid).
    #[error("this edit does not apply to a {0} puzzle")]
    WrongKind(Kind),
    /// The cage's cells or sum break a rule.
    #[error("{0}")]
    Cage(VariantError),
    /// A rule drawn breaks the grid's shape (a cell off the grid, a sum no cells can make).
    #[error("{0}")]
    Rule(RuleError),
    /// A cell or digit out of range.
    #[error("cell {cell} or digit {digit} is out of range")]
    OutOfRange {
        /// The cell asked for.
        cell: usize,
        /// The digit asked for.
        digit: u8,
    },
}

/// A puzzle as it is being set: every part of it, valid or not yet (jigsaw regions are
/// painted cell by cell and are only checked when the puzzle is built).
#[derive(Clone, Eq, Debug)]
pub struct Draft {
    kind: Kind,
    givens: Grid,
    regions: [u8; CELLS],
    cages: Vec<(Vec<usize>, u32)>,
    drawn: Vec<Rule>,
}

/// Two drafts are the same puzzle whatever order their rules were drawn in (a draft file
/// keeps them in the f-puzzles order, key by key).
impl PartialEq for Draft {
    fn eq(&self, other: &Draft) -> bool {
        let same_drawn = self.drawn.len() == other.drawn.len()
            && self.drawn.iter().all(|rule| other.drawn.contains(rule))
            && other.drawn.iter().all(|rule| self.drawn.contains(rule));
        self.kind == other.kind
            && self.givens == other.givens
            && self.regions == other.regions
            && self.cages == other.cages
            && same_drawn
    }
}

/// Why a draft makes no puzzle yet.
#[derive(Clone, PartialEq, Debug, thiserror::Error)]
pub enum DraftError {
    /// Its kind's own parts do not (regions of the wrong size, clashing givens).
    #[error("{0}")]
    Variant(#[from] VariantError),
    /// Its kind's puzzle has no form in the generic engine (never expected: every
    /// variant puzzle has one).
    #[error("{0}")]
    AsRules(#[from] crate::variant::AsRulesError),
    /// Its givens break a rule drawn on it.
    #[error("{0}")]
    Rules(#[from] RuleError),
}

impl Draft {
    /// An empty draft of a kind: no givens, the boxes as regions, no cages.
    pub fn new(kind: Kind) -> Draft {
        Draft {
            kind,
            givens: Grid::empty(),
            regions: BOX_REGIONS,
            cages: Vec::new(),
            drawn: Vec::new(),
        }
    }

    /// A draft of `kind` from its parts, as a draft file holds them (checked as a draft is
    /// when its puzzle is built, not here).
    pub fn from_parts(
        kind: Kind,
        givens: Grid,
        regions: [u8; CELLS],
        cages: Vec<(Vec<usize>, u32)>,
    ) -> Draft {
        Draft {
            kind,
            givens,
            regions,
            cages,
            drawn: Vec::new(),
        }
    }

    /// The draft with `rules` drawn on it (as a draft file holds them), in place of any.
    pub fn with_drawn(self, rules: Vec<Rule>) -> Draft {
        Draft {
            drawn: rules,
            ..self
        }
    }

    /// Whether the draft has anything in it: a given, a cage or a painted region.
    pub fn is_blank(&self) -> bool {
        *self == Draft::new(self.kind)
    }

    /// A classic draft with these givens (clashing or not: the survey says so).
    pub fn classic(givens: Grid) -> Draft {
        Draft {
            givens,
            ..Draft::new(Kind::Classic)
        }
    }

    /// A draft of an existing puzzle, to edit it.
    pub fn of(puzzle: &Puzzle) -> Draft {
        Draft {
            kind: puzzle.kind(),
            givens: *puzzle.givens(),
            regions: *puzzle.regions(),
            cages: puzzle
                .cages()
                .iter()
                .map(|cage| {
                    let cells = cage.cells().iter().map(|&c| usize::from(c)).collect();
                    (cells, u32::from(cage.sum()))
                })
                .collect(),
            drawn: Vec::new(),
        }
    }

    /// Whether [`Draft::of_rules`] opens `puzzle`: 9x9, with boxes or regions.
    pub fn opens(puzzle: &RulePuzzle) -> bool {
        let shape = puzzle.shape();
        shape.size() == 9 && (shape.box_dims().is_some() || shape.has_regions())
    }

    /// A draft of a 9x9 puzzle of the generic engine (one opened from an f-puzzles link),
    /// its rules drawn on a classic grid, or on a jigsaw's regions; `None` for another size
    /// or a grid without boxes or regions.
    pub fn of_rules(puzzle: &RulePuzzle) -> Option<Draft> {
        if !Draft::opens(puzzle) {
            return None;
        }
        let shape = puzzle.shape();
        let cells: [u8; CELLS] = puzzle.givens().try_into().ok()?;
        let givens = Grid::from_cells(cells).ok()?;
        let (kind, regions) = if shape.box_dims().is_some() {
            (Kind::Classic, BOX_REGIONS)
        } else {
            let mut regions = [0u8; CELLS];
            for (cell, region) in regions.iter_mut().enumerate() {
                *region = u8::try_from(shape.region_of(cell)?).ok()?;
            }
            (Kind::Jigsaw, regions)
        };
        let draft = Draft::from_parts(kind, givens, regions, Vec::new());
        Some(draft.with_drawn(puzzle.rules().to_vec()))
    }

    /// The kind of puzzle.
    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// The givens placed so far.
    pub fn givens(&self) -> &Grid {
        &self.givens
    }

    /// Each cell's region (the boxes unless a jigsaw's have been painted).
    pub fn regions(&self) -> &[u8; CELLS] {
        &self.regions
    }

    /// The killer cages: cells and sum.
    pub fn cages(&self) -> &[(Vec<usize>, u32)] {
        &self.cages
    }

    /// The rules drawn on the grid beyond the kind's own (thermometers, arrows, dots…).
    pub fn drawn(&self) -> &[Rule] {
        &self.drawn
    }

    /// Whether the rule of the whole grid `global` is on.
    pub fn has_global(&self, global: GlobalRule) -> bool {
        self.drawn.iter().any(|rule| global.is(rule))
    }

    /// What the rules drawn draw on the 9x9 board.
    pub fn drawn_marks(&self) -> Vec<RuleMark> {
        let shape = nine_by_nine();
        self.drawn
            .iter()
            .flat_map(|rule| rule.marks(&shape))
            .collect()
    }

    /// The whole puzzle as the generic engine's: the kind's shape and rules, the givens and
    /// the rules drawn; or why the draft makes no puzzle yet.
    pub fn to_rule_puzzle(&self) -> Result<RulePuzzle, DraftError> {
        self.rules_puzzle_of(&self.to_puzzle()?)
    }

    /// `puzzle` (the kind's, from this draft) with the rules drawn added.
    fn rules_puzzle_of(&self, puzzle: &Puzzle) -> Result<RulePuzzle, DraftError> {
        let generic = puzzle.to_rules()?;
        let mut rules = generic.rules().to_vec();
        rules.extend(self.drawn.iter().cloned());
        Ok(RulePuzzle::new(
            generic.shape().clone(),
            generic.givens().to_vec(),
            rules,
        )?)
    }

    /// The puzzle the draft makes, or why it makes none yet (jigsaw regions of the wrong
    /// size, givens that clash).
    pub fn to_puzzle(&self) -> Result<Puzzle, VariantError> {
        self.puzzle_with(self.givens)
    }

    /// The draft's rules without its givens (its regions, cages and extra houses), which
    /// make a puzzle whenever its regions do: cages are checked as they are made.
    pub fn rules(&self) -> Result<Puzzle, VariantError> {
        self.puzzle_with(Grid::empty())
    }

    fn puzzle_with(&self, givens: Grid) -> Result<Puzzle, VariantError> {
        match self.kind {
            Kind::Jigsaw => Puzzle::jigsaw(givens, self.regions),
            Kind::Killer => Puzzle::killer(givens, self.cages.clone()),
            kind => Puzzle::new(kind, givens),
        }
    }
}

/// A draft the workshop keeps a history of: a 9x9 [`Draft`] or a puzzle of another size
/// being set.
pub trait Drafted: Clone + PartialEq {
    /// One change a setter makes.
    type Edit;
    /// Why a change was refused.
    type Error;
    /// Applies `edit` keeping the symmetry `keep`; a refused edit may leave the draft half
    /// changed, so the workshop applies it to a copy.
    fn change(&mut self, keep: Symmetry, edit: Self::Edit) -> Result<(), Self::Error>;
}

impl Drafted for Draft {
    type Edit = Edit;
    type Error = EditError;

    fn change(&mut self, keep: Symmetry, edit: Edit) -> Result<(), EditError> {
        change(self, keep, edit)
    }
}

/// A draft with its history and the symmetry kept while placing.
#[derive(Clone, Debug)]
pub struct Workshop<D = Draft> {
    draft: D,
    keep: Symmetry,
    undo: Vec<D>,
    redo: Vec<D>,
}

impl Workshop {
    /// A workshop on an empty draft of `kind`.
    pub fn new(kind: Kind) -> Workshop {
        Workshop::editing(Draft::new(kind))
    }
}

impl<D: Drafted> Workshop<D> {
    /// A workshop on an existing draft.
    pub fn editing(draft: D) -> Workshop<D> {
        Workshop {
            draft,
            keep: Symmetry::None,
            undo: Vec::new(),
            redo: Vec::new(),
        }
    }

    /// The draft as it stands.
    pub fn draft(&self) -> &D {
        &self.draft
    }

    /// The symmetry kept while placing and removing givens.
    pub fn keep(&self) -> Symmetry {
        self.keep
    }

    /// Keeps `symmetry` from now on (givens already placed stay as they are).
    pub fn set_keep(&mut self, symmetry: Symmetry) {
        self.keep = symmetry;
    }

    /// Whether there is an edit to take back.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether there is an edit taken back to do again.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Applies `edit`; a refused edit changes nothing. An edit that changes nothing is not
    /// kept in the history.
    pub fn apply(&mut self, edit: D::Edit) -> Result<(), D::Error> {
        let mut next = self.draft.clone();
        next.change(self.keep, edit)?;
        if next != self.draft {
            self.undo.push(std::mem::replace(&mut self.draft, next));
            self.redo.clear();
        }
        Ok(())
    }

    /// Takes back the last edit.
    pub fn undo(&mut self) {
        if let Some(before) = self.undo.pop() {
            self.redo.push(std::mem::replace(&mut self.draft, before));
        }
    }

    /// Does again the last edit taken back.
    pub fn redo(&mut self) {
        if let Some(after) = self.redo.pop() {
            self.undo.push(std::mem::replace(&mut self.draft, after));
        }
    }
}

/// Search nodes one look for a solution of a draft with rules drawn may take: a symmetric
/// partner's digit is a nicety, not worth a long wait.
const PARTNER_BUDGET: u64 = 100_000;

/// A digit for `cell` from some solution of `draft`, if it has one.
fn solution_digit(draft: &Draft, cell: usize) -> Option<u8> {
    if draft.drawn.is_empty() {
        let puzzle = draft.to_puzzle().ok()?;
        return crate::variant::solver::solve(&puzzle).map(|solution| solution.get(cell));
    }
    let puzzle = draft.to_rule_puzzle().ok()?;
    let counted = crate::rules::solver::count_solutions(&puzzle, 1, PARTNER_BUDGET).ok()?;
    counted.solution.map(|solution| solution[cell])
}

/// Whether two rules sit in the same place, so that the newer replaces the older: a cell's
/// parity, a pair's dot, a clue outside the grid in the same place, or the same rule twice.
fn same_place(old: &Rule, new: &Rule) -> bool {
    match (old, new) {
        (Rule::Parity(a), Rule::Parity(b)) => a.cell == b.cell,
        (Rule::Extremum(a), Rule::Extremum(b)) => a.cell == b.cell,
        (Rule::Dot(a), Rule::Dot(b)) => a.cells == b.cells,
        (Rule::Sandwich(a), Rule::Sandwich(b)) => a.line == b.line && a.far == b.far,
        (Rule::XSum(a), Rule::XSum(b)) => a.cells == b.cells,
        (Rule::Skyscraper(a), Rule::Skyscraper(b)) => a.cells == b.cells,
        (Rule::LittleKiller(a), Rule::LittleKiller(b)) => {
            a.cells == b.cells && a.direction == b.direction
        }
        _ => old == new,
    }
}

/// Whether `rule` lies on `cell`: it draws on the cell, or reads it from outside the grid.
fn touches(rule: &Rule, cell: usize, shape: &Shape) -> bool {
    match rule {
        Rule::LittleKiller(killer) => return killer.cells.contains(&cell),
        Rule::Sandwich(sandwich) => return sandwich.line.cells(shape.size()).contains(&cell),
        Rule::XSum(clue) => return clue.cells.contains(&cell),
        Rule::Skyscraper(clue) => return clue.cells.contains(&cell),
        _ => {}
    }
    rule.marks(shape).iter().any(|mark| match mark {
        RuleMark::Line { cells, .. }
        | RuleMark::Circle { cells }
        | RuleMark::Cage { cells, .. }
        | RuleMark::Shade { cells }
        | RuleMark::Quadruple { cells, .. } => cells.contains(&cell),
        RuleMark::Edge { cells, .. } => cells.contains(&cell),
        RuleMark::Parity { cell: at, .. }
        | RuleMark::Extremum { cell: at, .. }
        | RuleMark::Candidates { cell: at, .. } => *at == cell,
        RuleMark::Outside { .. } => false,
    })
}

/// The draft's grid: a jigsaw's regions while they make a shape, else the boxes.
fn draft_shape(draft: &Draft) -> Shape {
    let regions = (draft.kind == Kind::Jigsaw)
        .then(|| Shape::with_regions(9, &draft.regions).ok())
        .flatten();
    regions.unwrap_or_else(nine_by_nine)
}

/// The 9x9 grid the workshop sets on, whose size the drawn rules are checked against.
fn nine_by_nine() -> Shape {
    // Invariant: 9 is a size with boxes (3 by 3).
    Shape::boxed(9).expect("9x9 has boxes")
}

/// Applies `edit` to `draft` keeping `keep`.
fn change(draft: &mut Draft, keep: Symmetry, edit: Edit) -> Result<(), EditError> {
    match edit {
        Edit::Place { cell, digit } => {
            if cell >= CELLS || !(1..=9).contains(&digit) {
                return Err(EditError::OutOfRange { cell, digit });
            }
            draft.givens.set(cell, digit);
            let partner = keep.partner(cell);
            if partner != cell
                && draft.givens.get(partner) == 0
                && let Some(partner_digit) = solution_digit(draft, partner)
            {
                draft.givens.set(partner, partner_digit);
            }
        }
        Edit::Remove { cell } => {
            if cell >= CELLS {
                return Err(EditError::OutOfRange { cell, digit: 0 });
            }
            draft.givens.set(cell, 0);
            draft.givens.set(keep.partner(cell), 0);
        }
        Edit::Clear => *draft = Draft::new(draft.kind),
        Edit::SetGivens(givens) => draft.givens = givens,
        Edit::AddCage { cells, sum } => {
            if draft.kind != Kind::Killer {
                return Err(EditError::WrongKind(draft.kind));
            }
            let mut cages: Vec<(Vec<usize>, u32)> = draft
                .cages
                .iter()
                .filter(|(old, _)| !old.iter().any(|cell| cells.contains(cell)))
                .cloned()
                .collect();
            cages.push((cells, sum));
            draft.cages = cages;
            // The cage is checked with no givens: a given that clashes with it shows in the
            // survey as no solution, where the setter can see and fix it. (A refused edit
            // changes a copy, which is dropped.)
            draft.rules().map_err(EditError::Cage)?;
        }
        Edit::RemoveCage { cell } => draft.cages.retain(|(cells, _)| !cells.contains(&cell)),
        Edit::AddRules(rules) => {
            let shape = nine_by_nine();
            for rule in &rules {
                rule.check(&shape).map_err(EditError::Rule)?;
            }
            draft
                .drawn
                .retain(|old| !rules.iter().any(|new| same_place(old, new)));
            draft.drawn.extend(rules);
        }
        Edit::RemoveRulesAt { cell } => {
            let shape = nine_by_nine();
            draft.drawn.retain(|rule| !touches(rule, cell, &shape));
        }
        Edit::ToggleGlobal(global) => {
            if draft.drawn.iter().any(|rule| global.is(rule)) {
                draft.drawn.retain(|rule| !global.is(rule));
            } else {
                draft.drawn.push(global.rule_among(&draft.drawn));
            }
        }
        Edit::PaintRegion { cells, region } => {
            if draft.kind != Kind::Jigsaw {
                return Err(EditError::WrongKind(draft.kind));
            }
            for cell in cells.into_iter().filter(|&cell| cell < CELLS) {
                draft.regions[cell] = region.min(8);
            }
        }
    }
    let shape = draft_shape(draft);
    super::drawn_upkeep::keep_up(&mut draft.drawn, &shape);
    Ok(())
}
