//! The techniques the step finder knows, with their names and levels, and the levels
//! puzzles are given. What each does is told in the catalogues (`technique-desc-*`).

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
    /// A constraint puzzle's own rule (a thermometer, an arrow, a dot…) removes candidates.
    PuzzleRule,
}

impl Technique {
    /// Every technique, in the order of the enum.
    pub const ALL: [Technique; 49] = [
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
        Technique::PuzzleRule,
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
            PuzzleRule => "Puzzle rule",
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
            CageCombinations | PuzzleRule => Level::Easy,
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
