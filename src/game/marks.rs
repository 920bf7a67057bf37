//! What a player writes on a cell besides its digit and candidates: corner marks, a colour,
//! candidate colours, and the candidates struck out under live candidates; plus the input
//! modes and checkpoints (named positions to go back to).

use crate::grid::{CELLS, Candidates, DigitSet, Grid};
use serde::{Deserialize, Serialize};

/// How many cell colours there are (1-9; 0 is none).
pub const COLOURS: u8 = 9;

/// The colour of each of a cell's candidates, four bits a digit (0 is none): the nine of a
/// 9x9 cell, or up to the sixteen of a cell of a larger grid.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug, Serialize, Deserialize)]
pub struct CandidateColours(u64);

impl CandidateColours {
    /// No candidate coloured.
    pub const NONE: CandidateColours = CandidateColours(0);

    /// The colour of `digit`'s candidate, 0 when none.
    pub fn get(self, digit: u8) -> u8 {
        if !(1..=16).contains(&digit) {
            return 0;
        }
        ((self.0 >> ((digit - 1) * 4)) & 0xf) as u8
    }

    /// Sets the colour of `digit`'s candidate (0 removes it); digits outside 1-16 are
    /// ignored.
    pub fn set(&mut self, digit: u8, colour: u8) {
        if !(1..=16).contains(&digit) {
            return;
        }
        let shift = (digit - 1) * 4;
        self.0 = (self.0 & !(0xf << shift)) | (u64::from(colour & 0xf) << shift);
    }

    /// Whether no candidate is coloured.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The coloured candidates as (digit, colour), smallest digit first.
    pub fn coloured(self) -> impl Iterator<Item = (u8, u8)> {
        (1..=16)
            .map(move |digit| (digit, self.get(digit)))
            .filter(|&(_, colour)| colour != 0)
    }

    /// Whether every colour is 0-9 and nothing is stored beyond digit 9 (a 9x9 cell's).
    pub fn is_valid(self) -> bool {
        self.0 >> 36 == 0 && (1..=9).all(|d| self.get(d) <= COLOURS)
    }
}

/// A cell's marks besides its entry and its candidates (the notes).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug, Serialize, Deserialize)]
pub struct Marks {
    /// Corner marks (Snyder notation): "this digit goes in one of the cells of the box
    /// that carry it".
    #[serde(default, skip_serializing_if = "no_digits")]
    pub corner: DigitSet,
    /// The cell's colour, 1-9, or 0 for none.
    #[serde(default, skip_serializing_if = "no_colour")]
    pub colour: u8,
    /// Candidates the player struck out while live candidates are on; they stay out as
    /// digits come and go.
    #[serde(default, skip_serializing_if = "no_digits")]
    pub struck: DigitSet,
    /// Colours of single candidates (chain colouring).
    #[serde(default, skip_serializing_if = "no_candidate_colours")]
    pub candidate_colours: CandidateColours,
}

// Saves leave out the parts of a cell's marks that are empty.
fn no_digits(set: &DigitSet) -> bool {
    set.is_empty()
}

fn no_colour(colour: &u8) -> bool {
    *colour == 0
}

fn no_candidate_colours(colours: &CandidateColours) -> bool {
    colours.is_empty()
}

impl Marks {
    /// No marks at all.
    pub const NONE: Marks = Marks {
        corner: DigitSet::EMPTY,
        colour: 0,
        struck: DigitSet::EMPTY,
        candidate_colours: CandidateColours::NONE,
    };

    /// Whether the cell carries no mark (saves leave such cells out).
    pub fn is_empty(&self) -> bool {
        *self == Marks::NONE
    }

    /// Whether every part is in range (digits 1-9, colours 0-9).
    pub fn is_valid(&self) -> bool {
        let digits_only = |set: DigitSet| set.bits() & !DigitSet::ALL.bits() == 0;
        digits_only(self.corner)
            && digits_only(self.struck)
            && self.colour <= COLOURS
            && self.candidate_colours.is_valid()
    }

    /// What is left of the marks once a digit is entered in the cell: its colour stays,
    /// the pencil work goes.
    pub fn under_digit(self) -> Marks {
        Marks {
            colour: self.colour,
            ..Marks::NONE
        }
    }
}

/// Which layer a pencil mark goes into.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum MarkLayer {
    /// A candidate (the notes), drawn in the 3x3 grid or centred.
    Candidate,
    /// A corner mark.
    Corner,
}

/// What a digit typed on the board does.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub enum InputMode {
    /// Enter the digit.
    #[default]
    Digit,
    /// Write or remove it as a candidate.
    Candidate,
    /// Write or remove it as a corner mark.
    Corner,
    /// Paint the cell in colour 1-9 (0 removes the colour).
    Colour,
}

impl InputMode {
    /// The four modes in the order the selector shows them.
    pub const ALL: [InputMode; 4] = [
        InputMode::Digit,
        InputMode::Candidate,
        InputMode::Corner,
        InputMode::Colour,
    ];

    /// The mode after this one (Space cycles through them).
    pub fn next(self) -> InputMode {
        match self {
            InputMode::Digit => InputMode::Candidate,
            InputMode::Candidate => InputMode::Corner,
            InputMode::Corner => InputMode::Colour,
            InputMode::Colour => InputMode::Digit,
        }
    }
}

/// A position the player marked to come back to.
#[derive(Clone, PartialEq, Debug)]
pub struct Checkpoint {
    /// The name shown in the list ("Checkpoint 2", or the player's).
    pub label: String,
    /// Time on the clock when it was marked.
    pub elapsed_ms: u64,
    /// The entries then.
    pub entries: Grid,
    /// The candidates then.
    pub notes: Candidates,
    /// Every cell's marks then.
    pub marks: Box<[Marks; CELLS]>,
}

impl Checkpoint {
    /// How many cells were filled (givens and entries) when it was marked.
    pub fn filled(&self, givens: &Grid) -> usize {
        (0..CELLS)
            .filter(|&c| givens.get(c) != 0 || self.entries.get(c) != 0)
            .count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn candidate_colours_keep_each_digit_apart() {
        let mut colours = CandidateColours::NONE;
        colours.set(1, 3);
        colours.set(9, 9);
        colours.set(5, 7);
        assert_eq!(
            (1..=9).map(|d| colours.get(d)).collect::<Vec<_>>(),
            [3, 0, 0, 0, 7, 0, 0, 0, 9]
        );
        colours.set(5, 0);
        assert_eq!(colours.get(5), 0);
        colours.set(0, 4);
        colours.set(17, 4);
        assert_eq!(colours.coloured().collect::<Vec<_>>(), [(1, 3), (9, 9)]);
        assert!(colours.is_valid());
        // A larger grid's digits 10 to 16 have places of their own, 16 the top four bits;
        // a 9x9 cell's colours are no longer valid with them.
        colours.set(16, 9);
        colours.set(10, 4);
        assert_eq!(
            (colours.get(16), colours.get(10), colours.get(9)),
            (9, 4, 9)
        );
        assert!(!colours.is_valid());
        assert!(!CandidateColours(1 << 40).is_valid());
        assert!(!CandidateColours(0xf).is_valid());
    }

    #[test]
    fn modes_cycle_through_all_four() {
        let mut mode = InputMode::Digit;
        let mut seen = Vec::new();
        for _ in 0..4 {
            seen.push(mode);
            mode = mode.next();
        }
        assert_eq!(seen, InputMode::ALL);
        assert_eq!(mode, InputMode::Digit);
    }

    #[test]
    fn a_digit_keeps_only_the_colour() {
        let marks = Marks {
            corner: DigitSet::single(3),
            colour: 4,
            struck: DigitSet::single(2),
            candidate_colours: CandidateColours(5),
        };
        assert_eq!(
            marks.under_digit(),
            Marks {
                colour: 4,
                ..Marks::NONE
            }
        );
        assert!(marks.is_valid());
        assert!(
            !Marks {
                colour: 10,
                ..Marks::NONE
            }
            .is_valid()
        );
    }
}
