//! The puzzle a setter is making: its kind, givens, killer cages and jigsaw regions, the
//! symmetry kept while placing givens, and undo and redo. Plain data: every change is an
//! [`Edit`] applied by one function, and each applied edit can be taken back.

use crate::generator::Symmetry;
use crate::grid::{CELLS, Grid};
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
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Draft {
    kind: Kind,
    givens: Grid,
    regions: [u8; CELLS],
    cages: Vec<(Vec<usize>, u32)>,
}

impl Draft {
    /// An empty draft of a kind: no givens, the boxes as regions, no cages.
    pub fn new(kind: Kind) -> Draft {
        Draft {
            kind,
            givens: Grid::empty(),
            regions: BOX_REGIONS,
            cages: Vec::new(),
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
        }
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

/// A draft with its history and the symmetry kept while placing.
#[derive(Clone, Debug)]
pub struct Workshop {
    draft: Draft,
    keep: Symmetry,
    undo: Vec<Draft>,
    redo: Vec<Draft>,
}

impl Workshop {
    /// A workshop on an empty draft of `kind`.
    pub fn new(kind: Kind) -> Workshop {
        Workshop::editing(Draft::new(kind))
    }

    /// A workshop on an existing draft.
    pub fn editing(draft: Draft) -> Workshop {
        Workshop {
            draft,
            keep: Symmetry::None,
            undo: Vec::new(),
            redo: Vec::new(),
        }
    }

    /// The draft as it stands.
    pub fn draft(&self) -> &Draft {
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
    pub fn apply(&mut self, edit: Edit) -> Result<(), EditError> {
        let mut next = self.draft.clone();
        change(&mut next, self.keep, edit)?;
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

/// A digit for `cell` from some solution of `draft`, if it has one.
fn solution_digit(draft: &Draft, cell: usize) -> Option<u8> {
    let puzzle = draft.to_puzzle().ok()?;
    crate::variant::solver::solve(&puzzle).map(|solution| solution.get(cell))
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
        Edit::PaintRegion { cells, region } => {
            if draft.kind != Kind::Jigsaw {
                return Err(EditError::WrongKind(draft.kind));
            }
            for cell in cells.into_iter().filter(|&cell| cell < CELLS) {
                draft.regions[cell] = region.min(8);
            }
        }
    }
    Ok(())
}
