//! [`DigitSet16`]: the digits 1 to 16 of a grid of any size in one bitmask, and how a digit
//! is written: `1`-`9`, then `A`-`G` for 10 to 16.

use std::fmt;

/// The largest digit of any shape: a 16x16 grid's.
pub const MAX_DIGIT: u8 = 16;

/// A set of digits 1 to 16, stored as a bitmask (bit `d - 1` stands for digit `d`).
///
/// Digits outside 1..=16 are never in the set: inserting one changes nothing, so no input
/// can make it panic.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize)]
pub struct DigitSet16(u16);

impl DigitSet16 {
    /// The empty set.
    pub const EMPTY: DigitSet16 = DigitSet16(0);

    /// The digits 1 to `size` (at most 16): every candidate of an empty cell.
    pub const fn full(size: usize) -> DigitSet16 {
        if size >= MAX_DIGIT as usize {
            DigitSet16(u16::MAX)
        } else {
            DigitSet16((1u16 << size) - 1)
        }
    }

    /// The set holding only `digit`; empty when `digit` is outside 1..=16.
    pub const fn single(digit: u8) -> DigitSet16 {
        match DigitSet16::bit(digit) {
            Some(bit) => DigitSet16(bit),
            None => DigitSet16::EMPTY,
        }
    }

    /// A set from its raw bits (bit `d - 1` for digit `d`).
    pub const fn from_bits(bits: u16) -> DigitSet16 {
        DigitSet16(bits)
    }

    /// The raw bitmask.
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// The bit of `digit`, if it is one of 1..=16.
    const fn bit(digit: u8) -> Option<u16> {
        if digit >= 1 && digit <= MAX_DIGIT {
            Some(1 << (digit - 1))
        } else {
            None
        }
    }

    /// Whether `digit` is in the set.
    pub const fn contains(self, digit: u8) -> bool {
        match DigitSet16::bit(digit) {
            Some(bit) => self.0 & bit != 0,
            None => false,
        }
    }

    /// Adds `digit`; returns whether it was added (false if present or outside 1..=16).
    pub fn insert(&mut self, digit: u8) -> bool {
        let Some(bit) = DigitSet16::bit(digit) else {
            return false;
        };
        let added = self.0 & bit == 0;
        self.0 |= bit;
        added
    }

    /// Removes `digit`; returns whether it was present.
    pub fn remove(&mut self, digit: u8) -> bool {
        let Some(bit) = DigitSet16::bit(digit) else {
            return false;
        };
        let had = self.0 & bit != 0;
        self.0 &= !bit;
        had
    }

    /// The number of digits in the set.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The smallest digit in the set, if any.
    pub const fn first(self) -> Option<u8> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as u8 + 1)
        }
    }

    /// The largest digit in the set, if any.
    pub const fn last(self) -> Option<u8> {
        if self.0 == 0 {
            None
        } else {
            Some(16 - self.0.leading_zeros() as u8)
        }
    }

    /// The digits from `low` to `high`, both included (empty when `low > high`).
    pub fn range(low: u8, high: u8) -> DigitSet16 {
        let mut set = DigitSet16::EMPTY;
        for digit in low.max(1)..=high.min(MAX_DIGIT) {
            set.insert(digit);
        }
        set
    }

    /// The digits of the set that `keep` says yes to.
    pub fn filter(self, keep: impl Fn(u8) -> bool) -> DigitSet16 {
        let mut kept = DigitSet16::EMPTY;
        for digit in self.iter().filter(|&d| keep(d)) {
            kept.insert(digit);
        }
        kept
    }

    /// The only digit in the set, when it holds exactly one.
    pub const fn single_digit(self) -> Option<u8> {
        if self.0.count_ones() == 1 {
            self.first()
        } else {
            None
        }
    }

    /// The digits in either set.
    pub const fn union(self, other: DigitSet16) -> DigitSet16 {
        DigitSet16(self.0 | other.0)
    }

    /// The digits in both sets.
    pub const fn intersection(self, other: DigitSet16) -> DigitSet16 {
        DigitSet16(self.0 & other.0)
    }

    /// The digits of `self` that are not in `other`.
    pub const fn difference(self, other: DigitSet16) -> DigitSet16 {
        DigitSet16(self.0 & !other.0)
    }

    /// The digits in increasing order.
    pub fn iter(self) -> impl Iterator<Item = u8> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                None
            } else {
                let digit = bits.trailing_zeros() as u8 + 1;
                bits &= bits - 1;
                Some(digit)
            }
        })
    }
}

impl FromIterator<u8> for DigitSet16 {
    fn from_iter<I: IntoIterator<Item = u8>>(iter: I) -> Self {
        let mut set = DigitSet16::EMPTY;
        for digit in iter {
            set.insert(digit);
        }
        set
    }
}

impl fmt::Debug for DigitSet16 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("{")?;
        for digit in self.iter() {
            write!(f, "{}", digit_symbol(digit))?;
        }
        f.write_str("}")
    }
}

/// The character `digit` is written with: `1`-`9`, then `A`-`G` for 10 to 16 (so every
/// digit is one character and a 16x16 line is 256 characters); `?` for anything else.
pub const fn digit_symbol(digit: u8) -> char {
    match digit {
        1..=9 => (b'0' + digit) as char,
        10..=MAX_DIGIT => (b'A' + digit - 10) as char,
        _ => '?',
    }
}

/// The digit `symbol` stands for in a grid of `size` digits: `1`-`9`, and `A`-`G` or
/// `a`-`g` for 10 to 16. `None` for a digit above `size` and for anything else, `0` and `.`
/// included (they mean an empty cell, not a digit).
pub fn parse_digit_symbol(symbol: char, size: usize) -> Option<u8> {
    let digit = match symbol {
        '1'..='9' => symbol as u8 - b'0',
        'A'..='G' => symbol as u8 - b'A' + 10,
        'a'..='g' => symbol as u8 - b'a' + 10,
        _ => return None,
    };
    (usize::from(digit) <= size).then_some(digit)
}
