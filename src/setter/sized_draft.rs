//! A puzzle of another size than 9x9 being set: its shape (boxes, or a jigsaw's regions) and
//! its givens, changed by [`SizedEdit`]s. It is surveyed through the generic engine
//! ([`super::survey_rules`]), as a 9x9 draft with rules drawn is.

use super::workshop::Drafted;
use crate::generator::Symmetry;
use crate::generator::sized::SizedKind;
use crate::rules::solver::count_solutions;
use crate::rules::{RuleError, RulePuzzle};
use crate::shape::{Shape, ShapeError};
use rand::Rng;

/// Swaps a cell the local search may try while looking for a grid that fits a new jigsaw
/// shape: the slowest 16x16 shape measured took under a tenth of this.
const FILL_MOVES_PER_CELL: usize = 8_000;

/// Jigsaw shapes drawn before giving up on one that some grid fits: a shape no grid fits is
/// rare except at 4x4 (about one in five there).
const SHAPE_TRIES: usize = 50;

/// Search nodes one look for a solution may take when a symmetric partner gets a digit: a
/// nicety, not worth a long wait.
const PARTNER_BUDGET: u64 = 100_000;

/// One change a setter makes to a puzzle of another size.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SizedEdit {
    /// Place `digit` as a given in `cell` (and, when a symmetry is kept and the partner cell
    /// is empty, a digit of some solution in the partner).
    Place {
        /// The cell, in reading order.
        cell: usize,
        /// The digit, 1 to the grid's size.
        digit: u8,
    },
    /// Remove the given in `cell`, and its partner's when a symmetry is kept.
    Remove {
        /// The cell, in reading order.
        cell: usize,
    },
    /// Start again: remove every given (the shape stays).
    Clear,
    /// Put these givens in place of all the others (a pasted puzzle of the same shape).
    SetGivens(Vec<u8>),
    /// Give a jigsaw other regions; the givens stay.
    Reshape(Shape),
}

/// Why an edit of a puzzle of another size was refused; the draft is unchanged.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum SizedEditError {
    /// A cell off the grid or a digit above its size.
    #[error("cell {cell} or digit {digit} is out of range")]
    OutOfRange {
        /// The cell asked for.
        cell: usize,
        /// The digit asked for.
        digit: u8,
    },
    /// Givens or regions for a grid of another size.
    #[error("the givens or regions are for another size of grid")]
    WrongSize,
}

/// A puzzle of another size as it is being set: valid or not yet (givens may clash).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SizedDraft {
    shape: Shape,
    givens: Vec<u8>,
}

impl SizedDraft {
    /// An empty draft on `shape`.
    pub fn on(shape: Shape) -> SizedDraft {
        let givens = vec![0; shape.cells()];
        SizedDraft { shape, givens }
    }

    /// An empty draft of `kind`: its boxes, or a jigsaw shape drawn at random that some
    /// grid fits.
    pub fn new(kind: SizedKind, rng: &mut impl Rng) -> Result<SizedDraft, ShapeError> {
        let size = usize::from(kind.size);
        if kind.jigsaw {
            Ok(SizedDraft::on(fitting_jigsaw(size, rng)?))
        } else {
            Ok(SizedDraft::on(Shape::boxed(size)?))
        }
    }

    /// A draft of a puzzle of another size, to edit it; `None` when it has rules beyond its
    /// shape (thermometers, cages…), which the workshop does not draw at other sizes.
    pub fn of(puzzle: &RulePuzzle) -> Option<SizedDraft> {
        puzzle.rules().is_empty().then(|| SizedDraft {
            shape: puzzle.shape().clone(),
            givens: puzzle.givens().to_vec(),
        })
    }

    /// A draft from its parts, as a draft file holds them; `None` when the givens are not
    /// one a cell, each at most the grid's size.
    pub fn from_parts(shape: Shape, givens: Vec<u8>) -> Option<SizedDraft> {
        let fits =
            givens.len() == shape.cells() && givens.iter().all(|&d| usize::from(d) <= shape.size());
        fits.then_some(SizedDraft { shape, givens })
    }

    /// The grid's shape.
    pub fn shape(&self) -> &Shape {
        &self.shape
    }

    /// The grid's size and whether its regions are a jigsaw's.
    pub fn kind(&self) -> SizedKind {
        SizedKind {
            // Shapes run from 4 to 16 wide.
            size: u8::try_from(self.shape.size()).unwrap_or(u8::MAX),
            jigsaw: self.shape.box_dims().is_none(),
        }
    }

    /// The givens placed so far, 0 for an empty cell.
    pub fn givens(&self) -> &[u8] {
        &self.givens
    }

    /// How many givens are placed.
    pub fn given_count(&self) -> usize {
        self.givens.iter().filter(|&&d| d != 0).count()
    }

    /// The puzzle the draft makes, or why it makes none yet (givens that clash).
    pub fn to_rule_puzzle(&self) -> Result<RulePuzzle, RuleError> {
        RulePuzzle::new(self.shape.clone(), self.givens.clone(), Vec::new())
    }

    /// The draft's shape with no givens, which always makes a puzzle.
    pub fn frame(&self) -> RulePuzzle {
        RulePuzzle::new(self.shape.clone(), vec![0; self.shape.cells()], Vec::new())
            // Invariant: a shape with no givens and no rules has nothing to break.
            .expect("an empty grid breaks no rule")
    }

    /// The cells whose givens repeat a digit of another given in a row, column or region.
    pub fn clashing(&self) -> Vec<usize> {
        (0..self.givens.len())
            .filter(|&cell| {
                let digit = self.givens[cell];
                digit != 0
                    && (self.shape.peers(cell).iter()).any(|&peer| self.givens[peer] == digit)
            })
            .collect()
    }

    /// A digit for `cell` from some solution, if one is found quickly.
    fn solution_digit(&self, cell: usize) -> Option<u8> {
        let puzzle = self.to_rule_puzzle().ok()?;
        let counted = count_solutions(&puzzle, 1, PARTNER_BUDGET).ok()?;
        counted.solution.map(|solution| solution[cell])
    }
}

impl Drafted for SizedDraft {
    type Edit = SizedEdit;
    type Error = SizedEditError;

    fn change(&mut self, keep: Symmetry, edit: SizedEdit) -> Result<(), SizedEditError> {
        let (size, cells) = (self.shape.size(), self.shape.cells());
        match edit {
            SizedEdit::Place { cell, digit } => {
                if cell >= cells || digit == 0 || usize::from(digit) > size {
                    return Err(SizedEditError::OutOfRange { cell, digit });
                }
                self.givens[cell] = digit;
                let partner = keep.partner_on(size, cell);
                if partner != cell
                    && self.givens[partner] == 0
                    && let Some(partner_digit) = self.solution_digit(partner)
                {
                    self.givens[partner] = partner_digit;
                }
            }
            SizedEdit::Remove { cell } => {
                if cell >= cells {
                    return Err(SizedEditError::OutOfRange { cell, digit: 0 });
                }
                self.givens[cell] = 0;
                self.givens[keep.partner_on(size, cell)] = 0;
            }
            SizedEdit::Clear => self.givens = vec![0; cells],
            SizedEdit::SetGivens(givens) => {
                let fits = givens.len() == cells && givens.iter().all(|&d| usize::from(d) <= size);
                if !fits {
                    return Err(SizedEditError::WrongSize);
                }
                self.givens = givens;
            }
            SizedEdit::Reshape(shape) => {
                if shape.size() != size {
                    return Err(SizedEditError::WrongSize);
                }
                self.shape = shape;
            }
        }
        Ok(())
    }
}

/// A jigsaw shape of `size` drawn at random that some grid fits (the local search finds
/// one), or the last one drawn when none of [`SHAPE_TRIES`] did.
pub fn fitting_jigsaw(size: usize, rng: &mut impl Rng) -> Result<Shape, ShapeError> {
    let mut shape = crate::rules::jigsaw::random_jigsaw(size, rng)?;
    for _ in 1..SHAPE_TRIES {
        let moves = FILL_MOVES_PER_CELL * shape.cells();
        if crate::rules::jigsaw_fill::fill_jigsaw(&shape, rng, moves).is_some() {
            break;
        }
        shape = crate::rules::jigsaw::random_jigsaw(size, rng)?;
    }
    Ok(shape)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::setter::Workshop;
    use rand::SeedableRng;

    fn six() -> SizedDraft {
        SizedDraft::on(Shape::boxed(6).expect("6x6 has boxes"))
    }

    #[test]
    fn a_placed_given_takes_its_partner_from_a_solution_and_goes_with_it() {
        let mut workshop = Workshop::editing(six());
        workshop.set_keep(Symmetry::Rotational);
        assert_eq!(
            workshop.apply(SizedEdit::Place { cell: 0, digit: 3 }),
            Ok(())
        );
        let givens = workshop.draft().givens().to_vec();
        assert_eq!(givens[0], 3);
        let partner = givens[35];
        assert!((1..=6).contains(&partner), "the partner got a digit");
        let puzzle = workshop.draft().to_rule_puzzle().expect("no clash");
        let counted = count_solutions(&puzzle, 1, 1_000_000).expect("counted");
        assert_eq!(counted.count, 1, "some solution keeps both givens");
        assert_eq!(workshop.apply(SizedEdit::Remove { cell: 35 }), Ok(()));
        assert_eq!(workshop.draft().given_count(), 0);
        workshop.undo();
        assert_eq!(workshop.draft().givens(), givens.as_slice());
    }

    #[test]
    fn digits_past_the_size_and_cells_off_the_grid_are_refused() {
        let mut workshop = Workshop::editing(six());
        let refused = [
            workshop.apply(SizedEdit::Place { cell: 0, digit: 7 }),
            workshop.apply(SizedEdit::Place { cell: 36, digit: 1 }),
            workshop.apply(SizedEdit::Remove { cell: 36 }),
            workshop.apply(SizedEdit::SetGivens(vec![0; 81])),
        ];
        assert!(refused.iter().all(Result::is_err), "{refused:?}");
        assert!(!workshop.can_undo(), "a refused edit is not kept");
        assert_eq!(workshop.draft(), &six());
    }

    #[test]
    fn clashing_givens_are_named_and_make_no_puzzle() {
        let mut draft = six();
        let placed = [
            draft.change(Symmetry::None, SizedEdit::Place { cell: 0, digit: 4 }),
            draft.change(Symmetry::None, SizedEdit::Place { cell: 7, digit: 4 }),
            draft.change(Symmetry::None, SizedEdit::Place { cell: 20, digit: 2 }),
        ];
        assert!(placed.iter().all(Result::is_ok));
        // Cells 0 and 7 share the first box (two rows of three).
        assert_eq!(draft.clashing(), vec![0, 7]);
        assert!(draft.to_rule_puzzle().is_err());
    }

    #[test]
    fn a_new_jigsaw_draft_has_a_shape_some_grid_fits() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(11);
        for size in [4, 5, 7, 10] {
            let kind = SizedKind {
                size: size as u8,
                jigsaw: true,
            };
            let draft = SizedDraft::new(kind, &mut rng).expect("a shape");
            assert_eq!(draft.kind(), kind);
            let counted = count_solutions(&draft.frame(), 1, 5_000_000).expect("counted");
            assert_eq!(counted.count, 1, "a {size}x{size} shape with a grid");
        }
    }

    #[test]
    fn a_draft_of_a_puzzle_keeps_its_shape_and_givens_unless_it_has_rules() {
        let five = crate::rules::text::parse_line(
            "jigsaw:1..4..3........2.1......3:1111122222333334444455555",
        );
        let Ok(five) = five else {
            panic!("the line reads: {five:?}");
        };
        let draft = SizedDraft::of(&five).expect("no rules beyond its shape");
        assert_eq!(draft.givens(), five.givens());
        assert_eq!(draft.to_rule_puzzle().as_ref(), Ok(&five));
    }
}
