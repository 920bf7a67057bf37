//! Why a step holds, as data: the units, cells, digits, candidates and chains its argument
//! rests on, with no words. A renderer (in the `render` module) says a reason in a language
//! or draws it on the board; the technique finders build it once.
//!
//! What a step places or removes is not repeated here: it is in the step's own
//! [`placements`](super::Step::placements) and [`eliminations`](super::Step::eliminations),
//! which every renderer reads beside the reason. Cells are numbered 0..81 as everywhere in
//! the engine.

use super::Candidate;
use crate::grid::{Conflict, DigitSet, House};
use serde::{Deserialize, Serialize};

/// Why a step holds: one variant per family of techniques.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub enum Reason {
    /// Full house, hidden single, naked single.
    Single(Single),
    /// Pointing and claiming.
    Locked(Locked),
    /// Naked and hidden pairs, triples and quads.
    Subset(Subset),
    /// X-Wing, Swordfish and Jellyfish, finned or not.
    Fish(Fish),
    /// Skyscraper, 2-String Kite and Empty Rectangle.
    SingleDigit(SingleDigit),
    /// XY-Wing, XYZ-Wing and W-Wing.
    Wing(Wing),
    /// Simple Colouring and Remote Pairs.
    Colouring(Colouring),
    /// Unique rectangles and loops, and BUG+1.
    Uniqueness(Uniqueness),
    /// ALS-XZ.
    Als(Als),
    /// X-Chain, XY-Chain and Nice Loop: an alternating inference chain.
    Chain(Chain),
    /// Forcing chains of every kind.
    Forcing(Forcing),
    /// A step of the variant solver (killer techniques, and the basic techniques over any
    /// variant's houses): its pattern is the step's own houses and cells, with these digits.
    Variant(VariantReason),
}

/// What a variant step rests on beside its houses and cells ([`Step::units`] and
/// [`Step::cells`](super::Step::cells), in the order its sentence names them: an XY-Wing's
/// pivot first).
///
/// [`Step::units`]: super::Step::units
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct VariantReason {
    /// The digits of the pattern (up to 16, for grids of any size).
    pub digits: crate::shape::DigitSet16,
    /// The sum the pattern rests on, for the killer techniques.
    pub sum: Option<u8>,
    /// A forcing chain's branches, link by link; `None` for every other technique.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forcing: Option<VariantForcing>,
    /// A single's ruled-out alternatives, as a classic [`Single`]'s: for a hidden single the
    /// digit in each other open cell of the house, for a naked single each other digit in
    /// the cell, each with the placed digit that rules it out (by any house or cage) if one
    /// does. Empty for every other technique.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub excluded: Vec<Exclusion>,
    /// For a step of a puzzle's own rule (a thermometer, a dot…), that rule; `None` for
    /// every other technique. Boxed, so every other step stays as small as it was.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule: Option<Box<RuleNote>>,
}

/// A constraint puzzle's rule as a step names it: its kind, its cells and its number.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct RuleNote {
    /// Which kind of rule.
    pub kind: RuleKind,
    /// Its cells, in its own order (a thermometer's from the bulb); empty for a rule over
    /// the whole grid.
    pub cells: Vec<u8>,
    /// Its number: a sum, a difference, a ratio; 0 where it has none.
    pub value: u32,
}

/// The kinds of rule a step of a constraint puzzle can rest on.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum RuleKind {
    /// Digits rise from the bulb.
    Thermometer,
    /// The line adds up to the circle.
    Arrow,
    /// Neighbours on the line differ by at least the value.
    Whispers,
    /// The line reads the same both ways.
    Palindrome,
    /// The line holds consecutive digits.
    Renban,
    /// The cells lie between the ends' digits.
    BetweenLine,
    /// A white dot: the digits differ by the value.
    Difference,
    /// A black dot: one digit is the value times the other.
    Ratio,
    /// X or V: the digits add up to the value.
    PairSum,
    /// Neighbours without a white dot differ by more than 1.
    NoDifference,
    /// Neighbours without a black dot are not in a ratio of 2.
    NoRatio,
    /// Neighbours without X or V add up to neither 10 nor 5.
    NoPairSum,
    /// The cell is odd.
    Odd,
    /// The cell is even.
    Even,
    /// A little killer: the diagonal adds up to the value.
    LittleKiller,
    /// A sandwich: the digits between 1 and the largest add up to the value.
    Sandwich,
    /// An X-sum: the first X digits from the clue add up to the value.
    XSum,
    /// A skyscraper clue: the value buildings are seen from it.
    Skyscraper,
    /// Each stretch of the line in one box or region adds up to the same.
    RegionSum,
    /// Every three cells in a row on the line hold a low, a middle and a high digit.
    Entropic,
    /// The cells round the corner hold the digits in its circle.
    Quadruple,
    /// The cell is below each neighbour.
    Minimum,
    /// The cell is above each neighbour.
    Maximum,
    /// Two groups of cells hold the same digits.
    Clone,
    /// The cell's digit names the row of its column holding its row's number.
    RowIndexer,
    /// The cell's digit names the column of its row holding its column's number.
    ColumnIndexer,
    /// The cell's digit names the place of its box holding its own place's number.
    BoxIndexer,
    /// The cell holds one of the digits the setter pencilled into it.
    GivenCandidates,
}

/// Why a digit goes in a cell in a branch of a variant forcing chain.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Forced {
    /// The branch's supposition (or case): taken, not forced.
    Supposed,
    /// The digit is the cell's last candidate.
    NakedSingle,
    /// The cell is the digit's last place in the house.
    HiddenSingle(House),
    /// The cell is the last open one of its cage, and the digit what the cage's sum leaves.
    CageSum {
        /// The cage's sum.
        sum: u8,
    },
}

/// One link of a variant forcing chain: a digit that goes in a cell, and why.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct ForcedLink {
    /// The cell and the digit it takes.
    pub placed: Candidate,
    /// Why it takes it.
    pub by: Forced,
    /// The index in the chain of the latest earlier link it rests on (the one that left it
    /// forced), where the board's arrow to it starts; the link's own index for the
    /// supposition.
    pub after: u8,
}

/// A variant forcing chain: suppositions played out by singles and cage sums. Each chain
/// starts with its supposition and every later link rests only on the links before it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum VariantForcing {
    /// The supposition leaves a rule broken, so it is false.
    Contradiction {
        /// The links from the supposition to the broken rule.
        chain: Vec<ForcedLink>,
        /// The rule broken: a cell with no candidate, a digit with no place in a house, or
        /// a cage that cannot make its sum.
        broken: Contradiction,
    },
    /// Every case of the premise leads to the conclusions.
    Agreement {
        /// The cases tried.
        premise: Premise,
        /// For each case, its chain to the first conclusion.
        branches: Vec<Vec<ForcedLink>>,
        /// The facts every case leads to; the first is the one the branches are shown for.
        conclusions: Vec<Fact>,
    },
}

impl VariantForcing {
    /// The chains shown: the contradiction's one, or each case's.
    pub fn chains(&self) -> &[Vec<ForcedLink>] {
        match self {
            VariantForcing::Contradiction { chain, .. } => std::slice::from_ref(chain),
            VariantForcing::Agreement { branches, .. } => branches,
        }
    }

    /// Every link of every chain.
    pub fn links(&self) -> impl Iterator<Item = &ForcedLink> {
        self.chains().iter().flatten()
    }
}

/// A single: one digit left for a cell, or one cell left for a digit.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Single {
    /// Which single, with its unit.
    pub kind: SingleKind,
    /// The cell that takes the digit.
    pub cell: u8,
    /// The digit placed.
    pub digit: u8,
    /// The alternatives ruled out: for a hidden single the digit in each other empty cell
    /// of the unit, for a naked single each other digit in the cell; none for a full house,
    /// whose unit holds every other digit already.
    pub excluded: Vec<Exclusion>,
}

/// The three kinds of single.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum SingleKind {
    /// The cell is the last empty one of the unit.
    FullHouse(House),
    /// The cell is the digit's last place in the unit.
    Hidden(House),
    /// The digit is the cell's last candidate.
    Naked,
}

/// A candidate that is not there, and what rules it out.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Exclusion {
    /// The candidate ruled out.
    pub candidate: Candidate,
    /// A cell holding the same digit that sees the candidate's cell (its row first, then
    /// its column, then its box), or `None` when no placed digit rules it out: it was
    /// removed from the notes, by the player or by an earlier step.
    pub by: Option<u8>,
}

/// Pointing or claiming: in `base` the digit lies only in `cells`, which all lie in `cover`,
/// so it leaves the rest of `cover`.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Locked {
    /// The digit.
    pub digit: u8,
    /// The unit confining the digit (a box for pointing, a line for claiming).
    pub base: House,
    /// The unit the digit leaves.
    pub cover: House,
    /// The base's cells holding the digit.
    pub cells: Vec<u8>,
}

/// A naked or hidden subset of a unit.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Subset {
    /// Naked (cells holding only these digits) or hidden (digits fitting only these cells).
    pub kind: SubsetKind,
    /// The unit.
    pub unit: House,
    /// The subset's cells, in increasing order.
    pub cells: Vec<u8>,
    /// The subset's digits.
    pub digits: DigitSet,
}

/// The two kinds of subset.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum SubsetKind {
    /// The cells hold only the digits, so the digits leave the rest of the unit.
    Naked,
    /// The digits fit only in the cells, so the cells lose every other digit.
    Hidden,
}

/// A fish: in the base lines the digit fits only in the cover lines, apart from the fins.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Fish {
    /// The digit.
    pub digit: u8,
    /// The base lines (all rows or all columns), in order.
    pub base: Vec<House>,
    /// The cover lines (the other direction), in order.
    pub cover: Vec<House>,
    /// Base cells outside the cover lines, all in one box; empty for a basic fish.
    pub fins: Vec<u8>,
}

/// A unit where a digit has exactly two places: one of them holds it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct StrongLink {
    /// The unit.
    pub unit: House,
    /// The end the pattern joins to the rest.
    pub near: u8,
    /// The other end.
    pub far: u8,
}

/// Patterns on one digit built from strong links.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub enum SingleDigit {
    /// Skyscraper and 2-String Kite: two strong links whose near ends share `shared` (a line
    /// for a Skyscraper, a box for a Kite), so one of the far ends holds the digit.
    TwoLinks {
        /// The digit.
        digit: u8,
        /// The two strong links.
        links: [StrongLink; 2],
        /// The unit both near ends lie in.
        shared: House,
    },
    /// Empty Rectangle: in `box_unit` the digit lies only on `row` and `column`, and a strong
    /// link's near end lies on one of them; whichever end holds the digit, the target loses it.
    EmptyRectangle {
        /// The digit.
        digit: u8,
        /// The box.
        box_unit: House,
        /// The box's row holding the digit.
        row: House,
        /// The box's column holding the digit.
        column: House,
        /// The box's cells holding the digit.
        cells: Vec<u8>,
        /// The strong link outside the box.
        link: StrongLink,
    },
}

/// Wings: a few cells whose candidates force a digit into one of two or three cells.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub enum Wing {
    /// XY-Wing: the pivot holds `x` and `y`; the first pincer `x` and `z`, the second `y`
    /// and `z`. Whichever the pivot is, one pincer is `z`.
    Xy {
        /// The pivot cell.
        pivot: u8,
        /// The pincer sharing `x` with the pivot, then the one sharing `y`.
        pincers: [u8; 2],
        /// The digit the first pincer shares with the pivot.
        x: u8,
        /// The digit the second pincer shares with the pivot.
        y: u8,
        /// The digit both pincers hold, which the targets lose.
        z: u8,
    },
    /// XYZ-Wing: the pivot holds `z` and two digits each shared with one pincer; one of the
    /// three cells is `z`.
    Xyz {
        /// The pivot cell, with three candidates.
        pivot: u8,
        /// The two pincers, with two candidates each.
        pincers: [u8; 2],
        /// The digit all three hold, which the targets lose.
        z: u8,
    },
    /// W-Wing: two cells holding only `x` and `y`, and a strong link on `x` whose ends see
    /// one cell each: one of the two cells is `y`.
    W {
        /// The two cells holding the pair, the first seeing the link's near end.
        cells: [u8; 2],
        /// The linked digit.
        x: u8,
        /// The digit the targets lose.
        y: u8,
        /// The strong link on `x`.
        link: StrongLink,
    },
}

/// Colourings: cells split into two colours of which exactly one is true.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub enum Colouring {
    /// Colour wrap: two cells of the first colour share a unit, so that colour is false.
    Wrap {
        /// The digit coloured.
        digit: u8,
        /// The false colour, then the true one, each in increasing order.
        colours: [Vec<u8>; 2],
    },
    /// Colour trap: the targets see both colours, one of which is true.
    Trap {
        /// The digit coloured.
        digit: u8,
        /// The two colours, each in increasing order.
        colours: [Vec<u8>; 2],
    },
    /// Remote Pairs: cells holding only the same two digits, alternating along the chain;
    /// the colours are the two parities.
    RemotePairs {
        /// The pair, smaller digit first.
        digits: [u8; 2],
        /// The two parities, each in increasing order.
        colours: [Vec<u8>; 2],
    },
}

/// Uniqueness: patterns that would give the puzzle two solutions.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub enum Uniqueness {
    /// A unique rectangle (4 cells) or loop (6 to 10 cells) on two digits, which would let
    /// them swap unless the extra candidates of its roof cells break it.
    Loop {
        /// The cells in loop order (each sees the next, the last sees the first).
        cells: Vec<u8>,
        /// The two digits, smaller first.
        digits: [u8; 2],
        /// How the pattern is broken.
        kind: LoopKind,
    },
    /// BUG+1: every empty cell but `cell` holds two digits, and `digit` is the one too many.
    BugPlusOne {
        /// The cell with three candidates.
        cell: u8,
        /// The digit it must take.
        digit: u8,
    },
    /// BUG (Sudoku Explainer's types 2 to 4): without the `extra` digits of `cells`, every
    /// empty cell would hold two digits and every digit two places in each unit, so one of
    /// those cells takes one of its extra digits.
    Bug {
        /// The cells holding extra digits.
        cells: Vec<u8>,
        /// Their extra digits.
        extra: DigitSet,
    },
}

/// The four types of unique rectangle (or loop).
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub enum LoopKind {
    /// Type 1: every cell but `roof` holds only the two digits, so `roof` is neither.
    One {
        /// The cell with more candidates.
        roof: u8,
    },
    /// Type 2: the roofs all hold one same extra digit, which one of them must be.
    Two {
        /// The cells holding more than the two digits, in loop order.
        roofs: Vec<u8>,
        /// Their one extra digit.
        extra: u8,
    },
    /// Type 3: the roofs' extra digits, taken as one cell, form a naked set with `subset`.
    Three {
        /// The two roof cells.
        roofs: [u8; 2],
        /// The roofs' extra digits.
        extra: DigitSet,
        /// The unit both roofs lie in.
        unit: House,
        /// The other cells of the naked set, in increasing order.
        subset: Vec<u8>,
        /// The naked set's digits.
        subset_digits: DigitSet,
    },
    /// Type 4: in `unit` the digit `locked` fits only in the two roofs, so neither is the
    /// other digit.
    Four {
        /// The two roof cells.
        roofs: [u8; 2],
        /// The unit both roofs lie in.
        unit: House,
        /// The pattern digit confined to the roofs.
        locked: u8,
    },
}

/// ALS-XZ: two almost locked sets sharing one or two restricted common digits.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Als {
    /// The sets, A then B.
    pub sets: [AlmostLockedSet; 2],
    /// The restricted common digits (one or two), in increasing order.
    pub restricted: Vec<u8>,
}

/// N cells of one unit holding N + 1 digits between them.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct AlmostLockedSet {
    /// The unit holding the cells.
    pub unit: House,
    /// The cells, in increasing order.
    pub cells: Vec<u8>,
    /// The digits they hold.
    pub digits: DigitSet,
}

/// How two consecutive candidates of a chain are linked.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum LinkKind {
    /// At least one end is true (the only two places of a digit in a unit, or the only two
    /// candidates of a cell).
    Strong,
    /// At most one end is true (the same cell, or the same digit in cells that see each other).
    Weak,
}

/// An alternating inference chain and what it proves.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Chain {
    /// The candidates in order. A chain that proves its first candidate ends on it again.
    pub nodes: Vec<Candidate>,
    /// `links[i]` joins `nodes[i]` and `nodes[i + 1]`; a continuous loop has one more link,
    /// from the last candidate back to the first.
    pub links: Vec<LinkKind>,
    /// What the chain proves.
    pub conclusion: ChainConclusion,
}

/// What an alternating chain proves.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum ChainConclusion {
    /// The first or the last candidate is true, so whatever sees both goes.
    EitherEnd,
    /// The first candidate false would make it true, so it is true.
    FirstIsTrue,
    /// The chain closes into a continuous loop: each link has exactly one true end, so
    /// whatever sees both ends of a link goes.
    ContinuousLoop,
}

/// One fact of a forcing chain: a candidate true (the digit goes there) or false.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Fact {
    /// The candidate.
    pub candidate: Candidate,
    /// Whether it is true.
    pub holds: bool,
}

/// Forcing chains: assumptions followed to what they force.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Forcing {
    /// How the branches were followed.
    pub mode: ForcingMode,
    /// What the branches show.
    pub argument: ForcingArgument,
}

/// How forcing-chain branches are followed (Sudoku Explainer's four kinds, in its order).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum ForcingMode {
    /// Only the links of the position as it stands: bivalue cells and conjugate pairs.
    Static,
    /// One digit only, with its hidden singles as they appear.
    Nishio,
    /// Naked and hidden singles as they appear in the changing position.
    Dynamic,
    /// Dynamic, plus pointing and claiming inside the branches.
    DynamicPlus,
}

/// The two shapes of a forcing-chain argument. In both, a chain is a list of facts: the
/// first is where it starts (an assumption), and each later one follows from those before
/// it.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub enum ForcingArgument {
    /// One assumption breaks a rule, so it is wrong.
    Contradiction {
        /// The assumption.
        assumption: Fact,
        /// The chains from the assumption to the broken rule: for two facts that cannot
        /// both hold ([`Contradiction::Clash`], [`Contradiction::TwoDigits`]) the chain to
        /// the fact standing first, then the chain to the one that clashes with it; for an
        /// empty cell or a digit without a place, the chain to the last fact before it.
        chains: Vec<Vec<Fact>>,
        /// The rule broken.
        broken: Contradiction,
    },
    /// Every branch of the premise reaches the same facts, so they hold.
    Agreement {
        /// The branches tried.
        premise: Premise,
        /// For each branch, its chain to the first conclusion.
        branches: Vec<Vec<Fact>>,
        /// The facts every branch reaches; the first is the one the branches are shown for.
        conclusions: Vec<Fact>,
    },
}

/// The branches of a forcing-chain agreement.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Premise {
    /// A candidate taken true, then false.
    BothWays(Candidate),
    /// Each candidate of a cell in turn.
    EachDigit {
        /// The cell.
        cell: u8,
        /// Its candidates.
        digits: DigitSet,
    },
    /// Each place of a digit in a unit in turn.
    EachPlace {
        /// The unit.
        unit: House,
        /// The digit.
        digit: u8,
    },
}

/// A rule that a position (or a forcing-chain branch) breaks.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Contradiction {
    /// Two cells of a unit hold the same digit.
    Repeated(Conflict),
    /// An empty cell has no candidate left.
    EmptyCell {
        /// The cell.
        cell: u8,
    },
    /// A digit has no place left in a unit.
    NoPlace {
        /// The unit.
        unit: House,
        /// The digit.
        digit: u8,
    },
    /// A candidate would have to be true and false at once.
    Clash {
        /// The candidate.
        candidate: Candidate,
    },
    /// A cell would have to take two digits.
    TwoDigits {
        /// The cell.
        cell: u8,
        /// The digit it took first, then the second one.
        digits: [u8; 2],
    },
    /// A killer cage cannot make its sum with the digits left to it.
    CageSum {
        /// The cage's first cell in reading order, which names it.
        cell: u8,
        /// The cage's sum.
        sum: u8,
    },
    /// The grid has no solution, and no single entry is to blame.
    NoSolution,
    /// The original puzzle has no single solution, so entries cannot be checked against it.
    PuzzleNotUnique,
}

/// Why a player's entry or notes are wrong.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum MistakeKind {
    /// The entry is not the puzzle's solution there.
    NotTheSolution,
    /// With the entry the grid has no solution (no solution was known to compare with).
    NoSolutionWithIt,
    /// The cell's notes have lost `digit`, which the solution puts there.
    LostCandidate {
        /// The digit the notes need.
        digit: u8,
    },
}
