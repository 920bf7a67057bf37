//! A variant forcing chain as the step shows it: each branch played out again, a single at
//! a time, always taking next the single (or the broken rule) that rests on the fewest
//! placements, so that the chain shown is short; then cut down to the placements its
//! conclusion rests on, so that every link follows from the supposition and the links
//! before it.
//!
//! The search plays branches out in its own, faster way (most of them come to nothing).
//! Singles only ever add to what a branch knows, so the order they are taken in changes
//! neither whether a branch breaks the grid nor what it fills when it does not.

use super::{Position, digits_of};
use crate::logic::Candidate;
use crate::logic::reason::{Contradiction, Fact, Forced, ForcedLink, Premise, VariantForcing};
use crate::rules::Geometry;

/// A set of a branch's placements: bit `i` for placement `i` (see [`MAX_PLACEMENTS`]).
type Placements = u128;

/// The most placements a branch plays out: one for each bit of [`Placements`]. A 9x9 grid's
/// branch never reaches it; on a larger grid, a branch that would is given up, as a chain
/// that long explains nothing.
const MAX_PLACEMENTS: usize = 128;

/// A slot for each digit of any grid in the table of removed candidates: 16.
const DIGIT_SLOTS: usize = crate::shape::MAX_DIGIT as usize;

/// What a branch can do next.
#[derive(Clone, Copy)]
enum Event {
    /// A digit is forced into a cell.
    Place(Candidate, Forced),
    /// A rule is broken.
    Break(Contradiction),
}

/// A branch being played out: its position, and for each of its placements why it was made.
struct Branch<'a> {
    geometry: &'a Geometry,
    /// The position the branch starts from.
    start: &'a Position,
    position: Position,
    /// Each placement, with its reason and the placements it rests on, itself included.
    links: Vec<(Candidate, Forced, Placements)>,
    /// For each cell, the placement that filled it.
    filled: Vec<Option<u8>>,
    /// For each cell and digit (`cell * DIGIT_SLOTS + digit - 1`), the placements after which the
    /// candidate was taken away.
    removed: Vec<Option<Placements>>,
}

/// The smaller of two sets of placements (the first when they are as large).
fn fewer(a: Option<Placements>, b: Option<Placements>) -> Option<Placements> {
    match (a, b) {
        (Some(x), Some(y)) if y.count_ones() < x.count_ones() => Some(y),
        (Some(x), _) => Some(x),
        (None, y) => y,
    }
}

impl<'a> Branch<'a> {
    fn new(geometry: &'a Geometry, start: &'a Position) -> Branch<'a> {
        Branch {
            geometry,
            start,
            position: start.clone(),
            links: Vec::new(),
            filled: vec![None; start.cell_count()],
            removed: vec![None; start.cell_count() * DIGIT_SLOTS],
        }
    }

    /// Whether `digit` is one of the grid's digits.
    fn is_digit(&self, digit: u8) -> bool {
        self.geometry.digits().contains(&digit)
    }

    /// The placements after which `cell` can no longer take `digit` (none when it could not
    /// at the start), or `None` while it still can.
    fn ruled_out(&self, cell: usize, digit: u8) -> Option<Placements> {
        if self.start.value(cell) != 0 || self.start.candidates(cell) >> (digit - 1) & 1 == 0 {
            return Some(0);
        }
        let filled = self.filled[cell]
            .map(|i| self.links[usize::from(i)])
            .filter(|&(placed, _, _)| placed.digit != digit)
            .map(|(_, _, rests)| rests);
        fewer(
            self.removed[cell * DIGIT_SLOTS + usize::from(digit) - 1],
            filled,
        )
    }

    /// The placements after which `cell` can take none of `digits`.
    fn ruled_out_all(&self, cell: usize, digits: u16) -> Placements {
        digits_of(digits).fold(0, |rests, digit| {
            rests | self.ruled_out(cell, digit).unwrap_or(0)
        })
    }

    /// Places a digit forced for `by`, resting on `rests`.
    fn place(&mut self, placed: Candidate, by: Forced, rests: Placements) {
        let index = self.links.len();
        let rests = rests | 1 << index;
        let bit = 1u16 << (placed.digit - 1);
        for &peer in self.geometry.peers(placed.cell()) {
            let peer = usize::from(peer);
            if self.position.value(peer) == 0 && self.position.candidates(peer) & bit != 0 {
                self.removed[peer * DIGIT_SLOTS + usize::from(placed.digit) - 1] = Some(rests);
            }
        }
        self.filled[placed.cell()] = Some(index as u8);
        self.position
            .place(self.geometry, placed.cell(), placed.digit);
        self.links.push((placed, by, rests));
    }

    /// The next event that rests on the fewest placements (a broken rule before a single
    /// that rests on as many), or `None` when no single is left.
    fn next(&self) -> Option<(Event, Placements)> {
        let mut best: Option<(Event, Placements)> = None;
        let mut offer = |event: Event, rests: Placements| {
            let better = best.is_none_or(|(held, held_rests)| {
                let (new, old) = (rests.count_ones(), held_rests.count_ones());
                new < old
                    || (new == old
                        && matches!(event, Event::Break(_))
                        && matches!(held, Event::Place(..)))
            });
            if better {
                best = Some((event, rests));
            }
        };
        let position = &self.position;
        for cell in (0..position.cell_count()).filter(|&c| position.value(c) == 0) {
            let candidates = position.candidates(cell);
            if candidates.count_ones() > 1 {
                continue;
            }
            let rests = self.ruled_out_all(cell, self.start.candidates(cell) & !candidates);
            let event = match candidates {
                0 => Event::Break(Contradiction::EmptyCell { cell: cell as u8 }),
                _ => Event::Place(
                    Candidate::new(cell, candidates.trailing_zeros() as u8 + 1),
                    Forced::NakedSingle,
                ),
            };
            offer(event, rests);
        }
        for house in self.geometry.houses() {
            let cells: Vec<usize> = house.cells.iter().map(|&c| usize::from(c)).collect();
            let (mut placed, mut once, mut more) = (0u16, 0u16, 0u16);
            for &cell in &cells {
                match position.value(cell) {
                    0 => {
                        let candidates = position.candidates(cell);
                        more |= once & candidates;
                        once |= candidates;
                    }
                    value => placed |= 1 << (value - 1),
                }
            }
            let missing = !(placed | once) & self.geometry.all_digits();
            let hidden = once & !more & !placed;
            for digit in digits_of(missing | hidden) {
                let bit = 1u16 << (digit - 1);
                let place = cells
                    .iter()
                    .copied()
                    .find(|&c| position.value(c) == 0 && position.candidates(c) & bit != 0);
                let rests = cells
                    .iter()
                    .filter(|&&c| Some(c) != place)
                    .fold(0, |rests, &c| rests | self.ruled_out(c, digit).unwrap_or(0));
                let event = match place {
                    None => Event::Break(Contradiction::NoPlace {
                        unit: house.house,
                        digit,
                    }),
                    Some(cell) => Event::Place(
                        Candidate::new(cell, digit),
                        Forced::HiddenSingle(house.house),
                    ),
                };
                offer(event, rests);
            }
        }
        for cage in self.geometry.cages() {
            let broken = Event::Break(Contradiction::CageSum {
                cell: cage.first_cell() as u8,
                sum: cage.sum(),
            });
            let mut remaining = i32::from(cage.sum());
            let mut open = Vec::new();
            let mut rests = 0;
            for &cell in cage.cells() {
                let cell = usize::from(cell);
                match position.value(cell) {
                    0 => open.push(cell),
                    value => remaining -= i32::from(value),
                }
                if let Some(i) = self.filled[cell] {
                    rests |= self.links[usize::from(i)].2;
                }
            }
            match open[..] {
                [] if remaining != 0 => offer(broken, rests),
                [cell] => match u8::try_from(remaining) {
                    Ok(digit)
                        if self.is_digit(digit)
                            && position.candidates(cell) >> (digit - 1) & 1 == 1 =>
                    {
                        let by = Forced::CageSum { sum: cage.sum() };
                        offer(Event::Place(Candidate::new(cell, digit), by), rests);
                    }
                    Ok(digit) if self.is_digit(digit) => {
                        offer(broken, rests | self.ruled_out(cell, digit).unwrap_or(0));
                    }
                    _ => offer(broken, rests),
                },
                _ if remaining < open.len() as i32 => offer(broken, rests),
                _ => {}
            }
        }
        best
    }

    /// Plays the branch out; the rule it breaks, with the placements that rests on.
    fn play_out(&mut self, supposed: Candidate) -> Option<(Contradiction, Placements)> {
        self.place(supposed, Forced::Supposed, 0);
        while let Some((event, rests)) = self.next() {
            if self.links.len() == MAX_PLACEMENTS {
                return None;
            }
            match event {
                Event::Place(placed, by) => self.place(placed, by, rests),
                Event::Break(broken) => return Some((broken, rests)),
            }
        }
        None
    }

    /// The links `rests` names, the supposition first, in the order they were placed.
    fn chain(&self, rests: Placements) -> Vec<ForcedLink> {
        let rests = rests | 1;
        let mut chain: Vec<ForcedLink> = Vec::new();
        for (index, &(placed, by, own)) in self.links.iter().enumerate() {
            if rests >> index & 1 == 0 {
                continue;
            }
            // The latest placement a link rests on is the latest of its direct causes.
            let before = own & !(1 << index);
            let after = match before {
                0 => chain.len(),
                _ => {
                    let latest = 127 - before.leading_zeros();
                    (rests & ((1 << latest) - 1)).count_ones() as usize
                }
            };
            chain.push(ForcedLink {
                placed,
                by,
                after: after as u8,
            });
        }
        chain
    }
}

/// Why `cell` taking `digit` is false: the chain from it to the rule it breaks; `None`
/// when the branch breaks nothing.
pub(super) fn contradiction(
    geometry: &Geometry,
    position: &Position,
    cell: usize,
    digit: u8,
) -> Option<VariantForcing> {
    let mut branch = Branch::new(geometry, position);
    let (broken, rests) = branch.play_out(Candidate::new(cell, digit))?;
    Some(VariantForcing::Contradiction {
        chain: branch.chain(rests),
        broken,
    })
}

/// Why every case of `premise` (`cases`, each a cell and the digit it takes) leads to the
/// `conclusions`: for each case, its chain to the conclusion whose chains are shortest,
/// which is put first. `None` when a case breaks the grid or misses a conclusion.
pub(super) fn agreement(
    geometry: &Geometry,
    position: &Position,
    premise: Premise,
    cases: &[Candidate],
    conclusions: &[Fact],
) -> Option<VariantForcing> {
    let mut branches = Vec::with_capacity(cases.len());
    for &case in cases {
        let mut branch = Branch::new(geometry, position);
        if branch.play_out(case).is_some() {
            return None;
        }
        branches.push(branch);
    }
    let rests_of = |branch: &Branch, fact: Fact| -> Option<Placements> {
        let (cell, digit) = (fact.candidate.cell(), fact.candidate.digit);
        if fact.holds {
            let i = branch.filled[cell]?;
            let (placed, _, rests) = branch.links[usize::from(i)];
            (placed.digit == digit).then_some(rests)
        } else {
            branch.ruled_out(cell, digit).filter(|&rests| rests != 0)
        }
    };
    let mut best: Option<(usize, Vec<Placements>)> = None;
    for (index, &fact) in conclusions.iter().enumerate() {
        let rests: Vec<Placements> = branches
            .iter()
            .map(|branch| rests_of(branch, fact))
            .collect::<Option<_>>()?;
        let size = |all: &[Placements]| all.iter().map(|r| r.count_ones()).sum::<u32>();
        if best
            .as_ref()
            .is_none_or(|(_, held)| size(&rests) < size(held))
        {
            best = Some((index, rests));
        }
    }
    let (main, rests) = best?;
    let mut ordered = vec![conclusions[main]];
    ordered.extend(
        conclusions
            .iter()
            .enumerate()
            .filter(|&(index, _)| index != main)
            .map(|(_, &fact)| fact),
    );
    Some(VariantForcing::Agreement {
        premise,
        branches: branches
            .iter()
            .zip(rests)
            .map(|(branch, rests)| branch.chain(rests))
            .collect(),
        conclusions: ordered,
    })
}
