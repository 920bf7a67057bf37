//! What the logical solver sees of a puzzle of any shape and rules: its houses (each
//! holding every digit once), each cell's houses and peers (the cells that may not share its
//! digit), and its cages with sums.

use super::{LogicPart, Rule, RulePuzzle, RuleUnit};
use crate::grid::House;
use crate::logic::RuleNote;
use crate::shape::{CellSet, HouseKind};

/// A cage with a sum: cells whose digits differ and add up to `sum` (Killer's cages, as the
/// logical solver reads them).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct SumCage {
    /// The cells, in reading order.
    cells: Vec<u8>,
    /// What the digits add up to.
    sum: u8,
}

impl SumCage {
    /// A cage of `cells` (at most 256 of them, each below 256) adding up to `sum`.
    pub(crate) fn new(cells: Vec<u8>, sum: u8) -> SumCage {
        SumCage { cells, sum }
    }

    /// The cage's cells, in reading order.
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// The cage's sum.
    pub fn sum(&self) -> u8 {
        self.sum
    }

    /// The first cell in reading order, which names the cage in messages.
    pub fn first_cell(&self) -> usize {
        usize::from(self.cells[0])
    }
}

/// A house and its cells in reading order.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct HouseCells {
    /// Which house.
    pub house: House,
    /// Its cells, as many as the grid has digits.
    pub cells: Vec<u8>,
}

/// Marks a cell outside every cage in the table behind [`Geometry::cage_of`].
const NO_CAGE: u16 = u16::MAX;

/// The houses of a puzzle and, for each cell, its houses and its peers (cells that may not
/// share its digit: house mates and cage mates), with its cages: what the logical solver
/// sees of a puzzle of any size.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Geometry {
    /// The grid's width, which is also its number of digits.
    size: usize,
    houses: Vec<HouseCells>,
    houses_of: Vec<Vec<u16>>,
    peers: Vec<Vec<u8>>,
    cage_of: Vec<u16>,
    cages: Vec<SumCage>,
    /// The rules with eliminations of their own (thermometers, dots…), each with the note
    /// its steps name it by.
    own_rules: Vec<(Rule, RuleNote)>,
}

impl Geometry {
    /// The geometry of a grid `size` wide with these houses (each holding every digit
    /// once), groups of cells whose digits only differ, and cages. Cells run below
    /// `size * size` (at most 256, so each fits a byte).
    pub(crate) fn of_houses(
        size: usize,
        houses: Vec<HouseCells>,
        distinct: &[Vec<u8>],
        cages: Vec<SumCage>,
    ) -> Geometry {
        let cells = size * size;
        let mut houses_of = vec![Vec::new(); cells];
        let mut peer_sets = vec![CellSet::EMPTY; cells];
        let mut join = |group: &[u8]| {
            let set = CellSet::of_bytes(group);
            for &cell in group {
                peer_sets[usize::from(cell)] |= set;
            }
        };
        for house in &houses {
            join(&house.cells);
        }
        for group in distinct {
            join(group);
        }
        let mut cage_of = vec![NO_CAGE; cells];
        for (index, cage) in cages.iter().enumerate() {
            join(&cage.cells);
            for &cell in &cage.cells {
                cage_of[usize::from(cell)] = index as u16;
            }
        }
        for (index, house) in houses.iter().enumerate() {
            for &cell in &house.cells {
                houses_of[usize::from(cell)].push(index as u16);
            }
        }
        let peers = peer_sets
            .iter()
            .enumerate()
            .map(|(cell, set)| {
                set.iter()
                    .filter(|&other| other != cell)
                    .map(|other| other as u8)
                    .collect()
            })
            .collect();
        Geometry {
            size,
            houses,
            houses_of,
            peers,
            cage_of,
            cages,
            own_rules: Vec::new(),
        }
    }

    /// The geometry of a puzzle of any size and rules: the shape's rows, columns and boxes
    /// or regions, then a house for each rule whose cells hold every digit (a diagonal, an
    /// extra region of as many cells as digits), the cages with a sum, and as peers only
    /// the groups that merely differ (a cage without a sum, a smaller extra region).
    pub fn of_rules(puzzle: &RulePuzzle) -> Geometry {
        let shape = puzzle.shape();
        let size = shape.size();
        // A shape has at most 256 cells and 16 houses of a kind, so each fits a byte.
        let bytes = |cells: &[usize]| -> Vec<u8> { cells.iter().map(|&c| c as u8).collect() };
        let mut houses: Vec<HouseCells> = shape
            .houses()
            .iter()
            .map(|house| HouseCells {
                house: match house.kind {
                    HouseKind::Row(i) => House::Row(i as u8),
                    HouseKind::Column(i) => House::Col(i as u8),
                    HouseKind::Box(i) => House::Box(i as u8),
                    HouseKind::Region(i) => House::Region(i as u8),
                },
                cells: bytes(&house.cells),
            })
            .collect();
        let mut distinct = Vec::new();
        let mut cages = Vec::new();
        let mut windows = 0u8;
        let mut caged = CellSet::EMPTY;
        for part in puzzle
            .rules()
            .iter()
            .flat_map(|rule| rule.logic_parts(shape))
        {
            match part {
                LogicPart::House(house, cells) => houses.push(HouseCells {
                    house,
                    cells: bytes(&cells),
                }),
                LogicPart::ExtraHouse(cells) => {
                    houses.push(HouseCells {
                        house: House::Window(windows),
                        cells: bytes(&cells),
                    });
                    windows = windows.saturating_add(1);
                }
                LogicPart::SumCage(cells, sum) => {
                    let set = CellSet::of(cells.iter().copied());
                    match u8::try_from(sum) {
                        // The killer techniques add up cages as if no cell were in two
                        // (the rule of 45): a cage over another's cells, and a sum no
                        // 16x16 cage can reach, are only groups of different digits to
                        // them (the exact solver still keeps every sum).
                        Ok(sum) if !set.meets(caged) => {
                            caged |= set;
                            cages.push(SumCage::new(bytes(&cells), sum));
                        }
                        _ => distinct.push(bytes(&cells)),
                    }
                }
                LogicPart::Distinct(cells) => distinct.push(bytes(&cells)),
            }
        }
        let mut geometry = Geometry::of_houses(size, houses, &distinct, cages);
        geometry.own_rules = puzzle
            .rules()
            .iter()
            .filter_map(|rule| Some((rule.clone(), rule.note(shape)?)))
            .collect();
        geometry
    }

    /// The rules with eliminations of their own, each with the note its steps name it by.
    pub fn own_rules(&self) -> &[(Rule, RuleNote)] {
        &self.own_rules
    }

    /// The grid's width, which is also its number of digits (9 for today's variants).
    pub fn size(&self) -> usize {
        self.size
    }

    /// How many cells the grid has.
    pub fn cell_count(&self) -> usize {
        self.size * self.size
    }

    /// The digit mask of every digit of the grid (bit `d - 1` for digit `d`).
    pub fn all_digits(&self) -> u16 {
        crate::shape::DigitSet16::full(self.size).bits()
    }

    /// The grid's digits, 1 to its size.
    pub fn digits(&self) -> std::ops::RangeInclusive<u8> {
        1..=self.size as u8
    }

    /// The cages, ordered by their first cell.
    pub fn cages(&self) -> &[SumCage] {
        &self.cages
    }

    /// Every house.
    pub fn houses(&self) -> &[HouseCells] {
        &self.houses
    }

    /// The cells of one of the puzzle's houses, `None` when it has no such house.
    pub fn cells_of(&self, house: House) -> Option<&[u8]> {
        self.houses
            .iter()
            .find(|h| h.house == house)
            .map(|h| h.cells.as_slice())
    }

    /// The indices into [`Geometry::houses`] of the houses holding a cell.
    pub fn houses_of(&self, cell: usize) -> &[u16] {
        &self.houses_of[cell]
    }

    /// The cells that may not share a cell's digit, in increasing order.
    pub fn peers(&self, cell: usize) -> &[u8] {
        &self.peers[cell]
    }

    /// Whether two distinct cells may not hold the same digit.
    pub fn sees(&self, a: usize, b: usize) -> bool {
        self.peers[a].binary_search(&(b as u8)).is_ok()
    }

    /// The index (into [`Geometry::cages`]) of the cage holding a cell, if one does.
    pub fn cage_of(&self, cell: usize) -> Option<usize> {
        let index = self.cage_of[cell];
        (index != NO_CAGE).then_some(usize::from(index))
    }
}
