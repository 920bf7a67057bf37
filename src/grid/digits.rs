//! [`DigitSet`]: a set of digits 1-9 in one bitmask, the currency of notes and candidates.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A set of digits 1-9, stored as a bitmask (bit `d - 1` stands for digit `d`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct DigitSet(u16);

impl DigitSet {
    /// The empty set.
    pub const EMPTY: DigitSet = DigitSet(0);
    /// All nine digits.
    pub const ALL: DigitSet = DigitSet(0x1ff);

    /// The set holding only `digit` (1-9).
    #[inline]
    pub const fn single(digit: u8) -> DigitSet {
        DigitSet(1 << (digit - 1))
    }

    /// Builds a set from its raw bits; bits above the ninth are dropped.
    #[inline]
    pub const fn from_bits(bits: u16) -> DigitSet {
        DigitSet(bits & 0x1ff)
    }

    /// The raw bitmask.
    #[inline]
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// Whether `digit` (1-9) is in the set.
    #[inline]
    pub const fn contains(self, digit: u8) -> bool {
        digit >= 1 && digit <= 9 && self.0 & (1 << (digit - 1)) != 0
    }

    /// Adds `digit` (1-9).
    #[inline]
    pub fn insert(&mut self, digit: u8) {
        self.0 |= 1 << (digit - 1);
    }

    /// Removes `digit` (1-9); returns whether it was present.
    #[inline]
    pub fn remove(&mut self, digit: u8) -> bool {
        let had = self.contains(digit);
        self.0 &= !(1 << (digit - 1));
        had
    }

    /// Adds or removes `digit`.
    #[inline]
    pub fn toggle(&mut self, digit: u8) {
        self.0 ^= 1 << (digit - 1);
    }

    /// Number of digits in the set.
    #[inline]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The smallest digit in the set, if any.
    #[inline]
    pub const fn first(self) -> Option<u8> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as u8 + 1)
        }
    }

    /// The only digit in the set, when it holds exactly one.
    #[inline]
    pub const fn single_digit(self) -> Option<u8> {
        if self.0.count_ones() == 1 {
            Some(self.0.trailing_zeros() as u8 + 1)
        } else {
            None
        }
    }

    /// Union of two sets.
    #[inline]
    pub const fn union(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 | other.0)
    }

    /// Intersection of two sets.
    #[inline]
    pub const fn intersection(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 & other.0)
    }

    /// Digits of `self` that are not in `other`.
    #[inline]
    pub const fn difference(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 & !other.0)
    }

    /// The digits in increasing order.
    pub fn iter(self) -> impl Iterator<Item = u8> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                None
            } else {
                let d = bits.trailing_zeros() as u8 + 1;
                bits &= bits - 1;
                Some(d)
            }
        })
    }
}

impl FromIterator<u8> for DigitSet {
    fn from_iter<I: IntoIterator<Item = u8>>(iter: I) -> Self {
        let mut set = DigitSet::EMPTY;
        for d in iter {
            set.insert(d);
        }
        set
    }
}

impl fmt::Debug for DigitSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{{")?;
        for d in self.iter() {
            write!(f, "{d}")?;
        }
        write!(f, "}}")
    }
}
