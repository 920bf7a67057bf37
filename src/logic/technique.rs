//! The techniques the step finder knows, with their names, descriptions and levels, and the
//! levels puzzles are given.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Difficulty levels as the app shows them.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub enum Level {
    /// Singles only.
    Easy,
    /// Locked candidates, pairs and triples.
    Medium,
    /// Quads, basic fish, single-digit patterns, wings, uniqueness, colouring.
    Hard,
    /// Chains, ALS, finned and large fish.
    Expert,
    /// Forcing chains, or beyond logic.
    Master,
}

impl Level {
    /// All levels, easiest first.
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Master,
    ];

    /// Lower-case name as used on the command line ("easy" .. "master").
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Master => "master",
        }
    }

    /// Parses a lower- or mixed-case level name.
    pub fn parse(name: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.as_str().eq_ignore_ascii_case(name.trim()))
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.as_str();
        let mut chars = s.chars();
        if let Some(first) = chars.next() {
            write!(f, "{}{}", first.to_ascii_uppercase(), chars.as_str())?;
        }
        Ok(())
    }
}

/// Every technique the step finder knows, roughly easiest first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[allow(missing_docs)] // the names are the documentation; see `Technique::name`
pub enum Technique {
    FullHouse,
    HiddenSingle,
    NakedSingle,
    /// Also read as `LockedCandidates`, the name variant hints had in saves before
    /// version 7 (a variant's pointing and claiming were one technique).
    #[serde(alias = "LockedCandidates")]
    Pointing,
    Claiming,
    NakedPair,
    HiddenPair,
    NakedTriple,
    HiddenTriple,
    NakedQuad,
    HiddenQuad,
    XWing,
    Swordfish,
    Jellyfish,
    FinnedXWing,
    FinnedSwordfish,
    FinnedJellyfish,
    Skyscraper,
    TwoStringKite,
    EmptyRectangle,
    XYWing,
    XYZWing,
    WWing,
    RemotePairs,
    SimpleColouring,
    UniqueRectangle1,
    UniqueRectangle2,
    UniqueRectangle3,
    UniqueRectangle4,
    BugPlusOne,
    XChain,
    XYChain,
    NiceLoop,
    AlsXz,
    ForcingChain,
    StrongLinkFish,
    WXYZWing,
    VWXYZWing,
    UVWXYZWing,
    AlignedTripleExclusion,
    CageCombinations,
    CageHouse,
    HouseCage,
    RuleOf45,
    RuleOf45TwoHouses,
    KillerPair,
    RuleOf45SeveralHouses,
    InteractingCages,
}

impl Technique {
    /// Every technique, in the order of the enum.
    pub const ALL: [Technique; 48] = [
        Technique::FullHouse,
        Technique::HiddenSingle,
        Technique::NakedSingle,
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::HiddenTriple,
        Technique::NakedQuad,
        Technique::HiddenQuad,
        Technique::XWing,
        Technique::Swordfish,
        Technique::Jellyfish,
        Technique::FinnedXWing,
        Technique::FinnedSwordfish,
        Technique::FinnedJellyfish,
        Technique::Skyscraper,
        Technique::TwoStringKite,
        Technique::EmptyRectangle,
        Technique::XYWing,
        Technique::XYZWing,
        Technique::WWing,
        Technique::RemotePairs,
        Technique::SimpleColouring,
        Technique::UniqueRectangle1,
        Technique::UniqueRectangle2,
        Technique::UniqueRectangle3,
        Technique::UniqueRectangle4,
        Technique::BugPlusOne,
        Technique::XChain,
        Technique::XYChain,
        Technique::NiceLoop,
        Technique::AlsXz,
        Technique::ForcingChain,
        Technique::StrongLinkFish,
        Technique::WXYZWing,
        Technique::VWXYZWing,
        Technique::UVWXYZWing,
        Technique::AlignedTripleExclusion,
        Technique::CageCombinations,
        Technique::CageHouse,
        Technique::HouseCage,
        Technique::RuleOf45,
        Technique::RuleOf45TwoHouses,
        Technique::KillerPair,
        Technique::RuleOf45SeveralHouses,
        Technique::InteractingCages,
    ];

    /// The technique of a name as [`Technique::name`] gives it, in any case.
    pub fn from_name(name: &str) -> Option<Technique> {
        Technique::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(name.trim()))
    }

    /// The name people know it by.
    pub fn name(self) -> &'static str {
        use Technique::*;
        match self {
            FullHouse => "Full house",
            HiddenSingle => "Hidden single",
            NakedSingle => "Naked single",
            Pointing => "Pointing",
            Claiming => "Claiming",
            NakedPair => "Naked pair",
            HiddenPair => "Hidden pair",
            NakedTriple => "Naked triple",
            HiddenTriple => "Hidden triple",
            NakedQuad => "Naked quad",
            HiddenQuad => "Hidden quad",
            XWing => "X-Wing",
            Swordfish => "Swordfish",
            Jellyfish => "Jellyfish",
            FinnedXWing => "Finned X-Wing",
            FinnedSwordfish => "Finned Swordfish",
            FinnedJellyfish => "Finned Jellyfish",
            Skyscraper => "Skyscraper",
            TwoStringKite => "2-String Kite",
            EmptyRectangle => "Empty Rectangle",
            XYWing => "XY-Wing",
            XYZWing => "XYZ-Wing",
            WWing => "W-Wing",
            RemotePairs => "Remote Pairs",
            SimpleColouring => "Simple Colouring",
            UniqueRectangle1 => "Unique Rectangle type 1",
            UniqueRectangle2 => "Unique Rectangle type 2",
            UniqueRectangle3 => "Unique Rectangle type 3",
            UniqueRectangle4 => "Unique Rectangle type 4",
            BugPlusOne => "BUG+1",
            XChain => "X-Chain",
            XYChain => "XY-Chain",
            NiceLoop => "Nice Loop",
            AlsXz => "ALS-XZ",
            ForcingChain => "Forcing Chain",
            StrongLinkFish => "Strong-link fish",
            WXYZWing => "WXYZ-Wing",
            VWXYZWing => "VWXYZ-Wing",
            UVWXYZWing => "UVWXYZ-Wing",
            AlignedTripleExclusion => "Aligned Triple Exclusion",
            CageCombinations => "Cage combinations",
            CageHouse => "Cage and house",
            HouseCage => "House and cage",
            RuleOf45 => "Rule of 45",
            RuleOf45TwoHouses => "Rule of 45 on two houses",
            KillerPair => "Killer pair",
            RuleOf45SeveralHouses => "Rule of 45 on several houses",
            InteractingCages => "Interacting cages",
        }
    }

    /// One or two sentences on how the technique works, for people learning it.
    pub fn description(self) -> &'static str {
        use Technique::*;
        match self {
            FullHouse => {
                "A row, column or box has only one empty cell left: it takes the one missing digit."
            }
            HiddenSingle => {
                "Within a row, column or box, a digit has only one cell where it can go, so it goes there."
            }
            NakedSingle => {
                "A cell has only one candidate left, because every other digit is already in its row, column or box."
            }
            Pointing => {
                "Inside a box, a digit fits only in cells of one row or column. Whichever it takes, the digit is used up for that line, so it leaves the rest of the line."
            }
            Claiming => {
                "Inside a row or column, a digit fits only in cells of one box. The box's copy of the digit must be on that line, so it leaves the rest of the box."
            }
            NakedPair => {
                "Two cells of a unit hold only the same two candidates. Those two digits go into those two cells, so no other cell of the unit can take them."
            }
            HiddenPair => {
                "Two digits fit only in the same two cells of a unit. Those cells must take those digits, so their other candidates go."
            }
            NakedTriple => {
                "Three cells of a unit hold only three digits between them. Those digits fill those cells, so they leave the rest of the unit."
            }
            HiddenTriple => {
                "Three digits fit only in the same three cells of a unit. Those cells must hold those digits, so their other candidates go."
            }
            NakedQuad => {
                "Four cells of a unit hold only four digits between them. Those digits fill those cells, so they leave the rest of the unit."
            }
            HiddenQuad => {
                "Four digits fit only in the same four cells of a unit. Those cells must hold those digits, so their other candidates go."
            }
            XWing => {
                "In two rows a digit fits only in the same two columns (or the other way round). It must take opposite corners of that rectangle, so it leaves the rest of those two columns."
            }
            Swordfish => {
                "In three rows a digit fits only within the same three columns (or the other way round). It must fill those columns there, so it leaves the rest of them."
            }
            Jellyfish => {
                "In four rows a digit fits only within the same four columns (or the other way round). It must fill those columns there, so it leaves the rest of them."
            }
            FinnedXWing => {
                "An X-Wing with extra candidates (fins) in one box. Either a fin holds the digit or the X-Wing holds, so cells of the X-Wing's columns inside the fin's box lose it."
            }
            FinnedSwordfish => {
                "A Swordfish with fins in one box. Either a fin holds the digit or the Swordfish holds, so cells of its columns inside the fin's box lose it."
            }
            FinnedJellyfish => {
                "A Jellyfish with fins in one box. Either a fin holds the digit or the Jellyfish holds, so cells of its columns inside the fin's box lose it."
            }
            Skyscraper => {
                "Two parallel lines each hold a digit in only two cells, and one end of each lines up. The other two ends cannot both be empty of the digit, so cells seeing both lose it."
            }
            TwoStringKite => {
                "A row and a column each hold a digit in only two cells, with one end of each in the same box. One of the two far ends holds the digit, so a cell seeing both loses it."
            }
            EmptyRectangle => {
                "In a box, a digit lies only on one row and one column. Combined with a line where the digit has two places, it rules the digit out of one cell."
            }
            XYWing => {
                "A cell with two candidates XY sees a cell XZ and a cell YZ. Whichever digit the first takes, one of the other two is Z, so cells seeing both lose Z."
            }
            XYZWing => {
                "A cell with candidates XYZ sees a cell XZ and a cell YZ. One of the three must be Z, so cells seeing all three lose Z."
            }
            WWing => {
                "Two cells hold the same pair XY and a line holds X only in two cells, one seeing each. One of the pair cells is Y, so cells seeing both lose Y."
            }
            RemotePairs => {
                "A chain of cells that all hold the same two digits, each seeing the next: the digits alternate along it, so a cell seeing two cells of opposite parity can hold neither."
            }
            SimpleColouring => {
                "Follow one digit through units where it has just two places, colouring the cells in two alternating colours; one colour is true. A cell seeing both colours loses the digit, and a colour that meets itself in a unit is false."
            }
            UniqueRectangle1 => {
                "Four cells on two rows, two columns and two boxes would let two digits swap, giving two solutions. When three corners hold only those digits, the fourth cannot be either."
            }
            UniqueRectangle2 => {
                "A would-be swappable rectangle whose two extra corners hold the same one extra digit: one of them must be that digit, so cells seeing both lose it."
            }
            UniqueRectangle3 => {
                "A would-be swappable rectangle whose extra corners act together as one cell with their extra digits, forming a naked set with other cells of their unit."
            }
            UniqueRectangle4 => {
                "A would-be swappable rectangle where one of its digits has only the two extra corners in a unit: one of them is that digit, so neither can be the other digit."
            }
            BugPlusOne => {
                "Every empty cell holds two candidates except one: such a grid would have two solutions, so the odd cell must take the digit that appears three times in its units."
            }
            XChain => {
                "A chain on one digit alternating strong and weak links: one of its two ends holds the digit, so cells seeing both ends lose it."
            }
            XYChain => {
                "A chain of two-candidate cells, each linked to the next by a shared digit: one of its two ends holds the end digit, so cells seeing both ends lose it."
            }
            NiceLoop => {
                "An alternating chain that closes on itself: it forces or removes candidates where the loop meets."
            }
            AlsXz => {
                "Two almost locked sets linked by a digit that cannot be in both: a second shared digit must be in one of them, so cells seeing all its places lose it."
            }
            ForcingChain => {
                "Try each candidate of a cell or each place of a digit in a unit: every choice leads to the same conclusion, which must therefore be true."
            }
            StrongLinkFish => {
                "Three to six strong links on one digit, joined end to end by weak links: one of the two ends holds the digit, so cells seeing both ends lose it."
            }
            WXYZWing | VWXYZWing | UVWXYZWing => {
                "A two-candidate cell and a set of three, four or five cells holding one digit more than cells: one digit cannot be in both, so the other must be in one of them, and cells seeing all its places lose it."
            }
            AlignedTripleExclusion => {
                "Three cells cannot take digits that would leave a cell seeing all three with no candidate, nor the same digit twice where two of them see each other: a digit of one of them that fits no allowed way of filling them goes."
            }
            CageCombinations => {
                "A killer cage holds different digits adding up to its sum: each cell keeps only the digits of the combinations that sum allows in that many cells."
            }
            CageHouse => {
                "A digit every combination of a cage holds must go in the cage; when its places in the cage all lie in one house, the rest of that house loses it."
            }
            HouseCage => {
                "When a digit's places in a house all lie in one cage, the cage holds it there, so the cage's other cells lose it."
            }
            RuleOf45 => {
                "A house adds up to 45: take away the cages wholly inside it, and the cells left over (or the cells sticking out of cages that cross it) have a known sum."
            }
            RuleOf45TwoHouses => {
                "Two neighbouring rows, columns or boxes add up to 90: the cells their whole cages leave over have a known sum, which limits their digits."
            }
            KillerPair => {
                "Two groups of one house, at least one a cage, hold a digit between them in every way they can be filled: the rest of the house loses it."
            }
            RuleOf45SeveralHouses => {
                "Three or four neighbouring rows or columns, or a square of four boxes, add up to 45 each: the cells their whole cages leave over have a known sum, which limits their digits."
            }
            InteractingCages => {
                "Cages in one house share its digits: a candidate that fits no way of filling them together, each to its sum and with no digit twice, goes."
            }
        }
    }

    /// The level a puzzle needing this technique is given.
    pub fn level(self) -> Level {
        use Technique::*;
        match self {
            FullHouse | HiddenSingle | NakedSingle => Level::Easy,
            Pointing | Claiming | NakedPair | HiddenPair | NakedTriple | HiddenTriple => {
                Level::Medium
            }
            NakedQuad | HiddenQuad | XWing | Swordfish | Skyscraper | TwoStringKite
            | EmptyRectangle | XYWing | XYZWing | WWing | RemotePairs | SimpleColouring
            | UniqueRectangle1 | UniqueRectangle2 | UniqueRectangle3 | UniqueRectangle4
            | BugPlusOne | StrongLinkFish => Level::Hard,
            Jellyfish | FinnedXWing | FinnedSwordfish | FinnedJellyfish | XChain | XYChain
            | NiceLoop | AlsXz | WXYZWing | VWXYZWing | UVWXYZWing => Level::Expert,
            ForcingChain | AlignedTripleExclusion => Level::Master,
            CageCombinations => Level::Easy,
            CageHouse | HouseCage | RuleOf45 => Level::Medium,
            RuleOf45TwoHouses | KillerPair => Level::Hard,
            RuleOf45SeveralHouses | InteractingCages => Level::Expert,
        }
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
