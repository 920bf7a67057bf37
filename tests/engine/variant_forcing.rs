//! Variant forcing chains explained link by link: every forcing step of the logical solves
//! of the committed Master puzzles (`tests/data/variant_levels.txt`) is replayed here on its
//! position, with rules written out afresh from the puzzle's houses and cages, and checked
//! against the puzzle's solution: each link is a single given the supposition and the links
//! before it, a contradiction's supposition is false and the rule named really is broken at
//! the end, and an agreement's cases are all there are and each reaches its conclusion.
//! The Killer Master step the explanation was asked for is said in full, in English.

use nonet::grid::{CELLS, Grid, House};
use nonet::lang::Language;
use nonet::logic::reason::{
    Contradiction, Fact, Forced, ForcedLink, Premise, Reason, VariantForcing,
};
use nonet::logic::{Step, Technique};
use nonet::variant::logic::{Position, rate};
use nonet::variant::{Kind, Puzzle, parse_line, solver};
use nonet::words::{step_in, variant_forcing_walk_in};

const DATA: &str = include_str!("../data/variant_levels.txt");

/// The Master puzzles of the committed set.
fn masters() -> Vec<Puzzle> {
    DATA.lines()
        .filter(|line| line.ends_with(|c: char| c.is_ascii_digit()) && line.contains("\tmaster"))
        .map(|line| parse_line(line.split('\t').next().unwrap_or_default()).expect("a puzzle"))
        .collect()
}

/// A position replayed by the rules alone: digits, and the candidates of open cells.
#[derive(Clone)]
struct Replay<'a> {
    puzzle: &'a Puzzle,
    values: [u8; CELLS],
    candidates: [u16; CELLS],
}

impl<'a> Replay<'a> {
    fn of(puzzle: &'a Puzzle, position: &Position) -> Replay<'a> {
        Replay {
            puzzle,
            values: std::array::from_fn(|c| position.value(c)),
            candidates: std::array::from_fn(|c| position.candidates(c)),
        }
    }

    fn house(&self, house: House) -> Result<Vec<usize>, String> {
        let found = self
            .puzzle
            .geometry()
            .houses()
            .iter()
            .find(|h| h.house == house);
        let cells = &found
            .ok_or(format!("{house} is no house of the puzzle"))?
            .cells;
        Ok(cells.iter().map(|&c| usize::from(c)).collect())
    }

    /// The cells of the cage holding `cell`, with its sum.
    fn cage(&self, cell: usize) -> Option<(Vec<usize>, u8)> {
        let cage = self
            .puzzle
            .cages()
            .iter()
            .find(|cage| cage.cells().contains(&(cell as u8)))?;
        Some((
            cage.cells().iter().map(|&c| usize::from(c)).collect(),
            cage.sum(),
        ))
    }

    /// Whether two cells may not share a digit: one house, or one cage.
    fn sees(&self, a: usize, b: usize) -> bool {
        let together = |cells: &[u8]| cells.contains(&(a as u8)) && cells.contains(&(b as u8));
        a != b
            && (self
                .puzzle
                .geometry()
                .houses()
                .iter()
                .any(|h| together(&h.cells))
                || self
                    .puzzle
                    .cages()
                    .iter()
                    .any(|cage| together(cage.cells())))
    }

    fn has(&self, cell: usize, digit: u8) -> bool {
        self.values[cell] == 0 && self.candidates[cell] >> (digit - 1) & 1 == 1
    }

    fn place(&mut self, cell: usize, digit: u8) {
        self.values[cell] = digit;
        self.candidates[cell] = 0;
        for other in 0..CELLS {
            if self.sees(cell, other) {
                self.candidates[other] &= !(1 << (digit - 1));
            }
        }
    }

    /// Checks that a link follows from the position, then plays it.
    fn follow(&mut self, link: &ForcedLink) -> Result<(), String> {
        let (cell, digit) = (link.placed.cell(), link.placed.digit);
        if !self.has(cell, digit) {
            return Err(format!("{} is no candidate", link.placed));
        }
        match link.by {
            Forced::Supposed => {}
            Forced::NakedSingle if self.candidates[cell] == 1 << (digit - 1) => {}
            Forced::HiddenSingle(house) => {
                let cells = self.house(house)?;
                let places: Vec<usize> = cells
                    .iter()
                    .copied()
                    .filter(|&c| self.has(c, digit))
                    .collect();
                if !cells.contains(&cell) || places != [cell] {
                    return Err(format!("{} is not the only place in {house}", link.placed));
                }
            }
            Forced::CageSum { sum } => {
                let (cells, cage_sum) = self.cage(cell).ok_or("no cage")?;
                let others = cells.iter().filter(|&&c| c != cell);
                let filled: Option<Vec<u8>> = others
                    .map(|&c| Some(self.values[c]).filter(|&v| v != 0))
                    .collect();
                let total: u32 = filled
                    .ok_or("the cage has another open cell")?
                    .iter()
                    .map(|&v| u32::from(v))
                    .sum();
                if sum != cage_sum || total + u32::from(digit) != u32::from(sum) {
                    return Err(format!("{} is not what the cage's sum leaves", link.placed));
                }
            }
            Forced::NakedSingle => return Err(format!("{} is not a naked single", link.placed)),
        }
        self.place(cell, digit);
        Ok(())
    }

    /// Whether some open cells of a cage can take different digits adding up to `left`.
    fn fillable(&self, open: &[usize], left: i32, used: u16) -> bool {
        let Some((&cell, rest)) = open.split_first() else {
            return left == 0;
        };
        (1..=9u8).any(|d| {
            let bit = 1 << (d - 1);
            self.candidates[cell] & bit != 0
                && used & bit == 0
                && self.fillable(rest, left - i32::from(d), used | bit)
        })
    }

    /// Checks that the position breaks `rule`.
    fn breaks(&self, rule: Contradiction) -> Result<(), String> {
        let broken = match rule {
            Contradiction::EmptyCell { cell } => {
                self.values[usize::from(cell)] == 0 && self.candidates[usize::from(cell)] == 0
            }
            Contradiction::NoPlace { unit, digit } => {
                let cells = self.house(unit)?;
                cells
                    .iter()
                    .all(|&c| self.values[c] != digit && !self.has(c, digit))
            }
            Contradiction::CageSum { cell, sum } => {
                let (cells, cage_sum) = self.cage(usize::from(cell)).ok_or("no cage")?;
                let open: Vec<usize> = cells
                    .iter()
                    .copied()
                    .filter(|&c| self.values[c] == 0)
                    .collect();
                let placed: i32 = cells.iter().map(|&c| i32::from(self.values[c])).sum();
                let used = cells
                    .iter()
                    .filter(|&&c| self.values[c] != 0)
                    .fold(0, |m, &c| m | 1 << (self.values[c] - 1));
                cage_sum == sum
                    && cells[0] == usize::from(cell)
                    && !self.fillable(&open, i32::from(sum) - placed, used)
            }
            other => return Err(format!("{other:?} is no rule a branch breaks")),
        };
        if broken {
            Ok(())
        } else {
            Err(format!("{rule:?} is not broken"))
        }
    }
}

/// Replays `chain` from `position`; the position it ends in.
fn replay<'a>(
    puzzle: &'a Puzzle,
    position: &Position,
    chain: &[ForcedLink],
) -> Result<Replay<'a>, String> {
    let mut replay = Replay::of(puzzle, position);
    for (index, link) in chain.iter().enumerate() {
        let first = index == 0;
        if (link.by == Forced::Supposed) != first {
            return Err(format!("link {index} is {:?}", link.by));
        }
        if usize::from(link.after) > index || (!first && usize::from(link.after) == index) {
            return Err(format!("link {index} comes after link {}", link.after));
        }
        replay
            .follow(link)
            .map_err(|e| format!("link {index}: {e}"))?;
    }
    Ok(replay)
}

/// Checks a forcing step's explanation against its position and the puzzle's solution.
fn check(puzzle: &Puzzle, position: &Position, step: &Step, solution: &Grid) -> Result<(), String> {
    let Reason::Variant(reason) = &step.reason else {
        return Err("not a variant step".into());
    };
    let forcing = reason.forcing.as_ref().ok_or("no chain")?;
    match forcing {
        VariantForcing::Contradiction { chain, broken } => {
            let supposed = chain.first().ok_or("an empty chain")?.placed;
            if solution.get(supposed.cell()) == supposed.digit {
                return Err(format!("{supposed} is the solution's"));
            }
            if step.eliminations != [supposed] || !step.placements.is_empty() {
                return Err("the step does not remove the supposition".into());
            }
            replay(puzzle, position, chain)?.breaks(*broken)
        }
        VariantForcing::Agreement {
            premise,
            branches,
            conclusions,
        } => {
            let start = Replay::of(puzzle, position);
            let mut cases: Vec<(usize, u8)> = match *premise {
                Premise::EachDigit { cell, digits } => {
                    let cell = usize::from(cell);
                    if digits.bits() != position.candidates(cell) {
                        return Err("not every digit of the cell".into());
                    }
                    digits.iter().map(|d| (cell, d)).collect()
                }
                Premise::EachPlace { unit, digit } => start
                    .house(unit)?
                    .into_iter()
                    .filter(|&c| start.has(c, digit))
                    .map(|c| (c, digit))
                    .collect(),
                Premise::BothWays(_) => return Err("a variant case is a placement".into()),
            };
            let mut tried: Vec<(usize, u8)> = branches
                .iter()
                .filter_map(|b| b.first().map(|l| (l.placed.cell(), l.placed.digit)))
                .collect();
            cases.sort_unstable();
            tried.sort_unstable();
            if cases != tried || tried.len() != branches.len() {
                return Err(format!("cases {tried:?}, not {cases:?}"));
            }
            let main: Fact = *conclusions.first().ok_or("no conclusion")?;
            for branch in branches {
                let end = replay(puzzle, position, branch)?;
                let (cell, digit) = (main.candidate.cell(), main.candidate.digit);
                let reached = if main.holds {
                    end.values[cell] == digit
                } else {
                    end.values[cell] != digit && !end.has(cell, digit)
                };
                if !reached {
                    return Err(format!("a branch misses {main:?}"));
                }
            }
            let mut effects: Vec<Fact> = step
                .placements
                .iter()
                .map(|&c| Fact {
                    candidate: c,
                    holds: true,
                })
                .collect();
            effects.extend(step.eliminations.iter().map(|&c| Fact {
                candidate: c,
                holds: false,
            }));
            for fact in conclusions {
                let right =
                    (solution.get(fact.candidate.cell()) == fact.candidate.digit) == fact.holds;
                if !right || !effects.contains(fact) {
                    return Err(format!("{fact:?} is not the solution's or not the step's"));
                }
            }
            if effects.len() != conclusions.len() {
                return Err("the step does more than its conclusions".into());
            }
            Ok(())
        }
    }
}

/// Every forcing step of a puzzle's logical solve, with the position it was found in.
fn forcing_steps(puzzle: &Puzzle) -> Vec<(usize, Position, Step)> {
    let mut position = Position::start(puzzle);
    let mut found = Vec::new();
    for (index, step) in rate(puzzle).steps.into_iter().enumerate() {
        let next = {
            let mut next = position.clone();
            next.apply(puzzle, &step);
            next
        };
        if step.technique == Technique::ForcingChain {
            found.push((index + 1, position, step));
        }
        position = next;
    }
    found
}

/// How many forcing steps of each kind some puzzles' solves take: contradictions (by the
/// rule broken: an empty cell, a digit with no place, a cage), agreements, and links.
#[derive(Default)]
struct Tally {
    broken: [usize; 3],
    agreements: usize,
    links: usize,
}

/// Checks every forcing step of the puzzles' solves, and counts them.
fn check_all(puzzles: &[Puzzle]) -> Tally {
    let mut tally = Tally::default();
    for puzzle in puzzles {
        let solution = solver::solve(puzzle).expect("a committed puzzle has a solution");
        for (number, position, step) in forcing_steps(puzzle) {
            check(puzzle, &position, &step, &solution)
                .unwrap_or_else(|e| panic!("{puzzle} step {number}: {e}\n{step:?}"));
            let Reason::Variant(reason) = &step.reason else {
                continue;
            };
            let Some(forcing) = &reason.forcing else {
                continue;
            };
            tally.links += forcing.links().count();
            match forcing {
                VariantForcing::Contradiction { broken, .. } => {
                    tally.broken[match broken {
                        Contradiction::EmptyCell { .. } => 0,
                        Contradiction::NoPlace { .. } => 1,
                        _ => 2,
                    }] += 1;
                }
                VariantForcing::Agreement { .. } => tally.agreements += 1,
            }
        }
    }
    tally
}

#[test]
fn every_forcing_step_of_the_master_puzzles_replays_link_by_link() {
    let puzzles = masters();
    assert!(puzzles.len() >= 200, "{} Master puzzles", puzzles.len());
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get().min(4));
    let tallies: Vec<Tally> = std::thread::scope(|scope| {
        let workers: Vec<_> = puzzles
            .chunks(puzzles.len().div_ceil(threads))
            .map(|chunk| scope.spawn(move || check_all(chunk)))
            .collect();
        workers
            .into_iter()
            .map(|worker| {
                worker
                    .join()
                    .unwrap_or_else(|e| std::panic::resume_unwind(e))
            })
            .collect()
    });
    let mut total = Tally::default();
    for tally in tallies {
        for (sum, count) in total.broken.iter_mut().zip(tally.broken) {
            *sum += count;
        }
        total.agreements += tally.agreements;
        total.links += tally.links;
    }
    let contradictions: usize = total.broken.iter().sum();
    // The sample has every kind of step and of broken rule.
    assert!(
        contradictions > 500 && total.agreements > 100,
        "{contradictions} {}",
        total.agreements
    );
    assert!(total.broken.iter().all(|&n| n > 0), "{:?}", total.broken);
    assert!(total.links > contradictions + total.agreements);
}

#[test]
fn the_checker_refuses_a_link_left_out_a_wrong_reason_or_a_rule_not_broken() {
    let puzzle = masters()
        .into_iter()
        .find(|p| p.kind() == Kind::Killer)
        .expect("a killer");
    let solution = solver::solve(&puzzle).expect("a solution");
    let long_contradiction = |step: &Step| match &step.reason {
        Reason::Variant(reason) => matches!(
            &reason.forcing,
            Some(VariantForcing::Contradiction { chain, .. }) if chain.len() > 3
        ),
        _ => false,
    };
    let (_, position, step) = forcing_steps(&puzzle)
        .into_iter()
        .find(|(_, _, step)| long_contradiction(step))
        .expect("a contradiction with a few links");
    assert_eq!(check(&puzzle, &position, &step, &solution), Ok(()));
    let with = |change: &dyn Fn(&mut Vec<ForcedLink>, &mut Contradiction)| {
        let mut changed = step.clone();
        if let Reason::Variant(reason) = &mut changed.reason
            && let Some(VariantForcing::Contradiction { chain, broken }) = &mut reason.forcing
        {
            change(chain, broken);
        }
        check(&puzzle, &position, &changed, &solution)
    };
    let errors = [
        with(&|chain, _| {
            chain.remove(1);
        }),
        with(&|chain, _| {
            chain.pop();
        }),
        with(&|chain, _| {
            chain[2].by = match chain[2].by {
                Forced::NakedSingle => Forced::CageSum { sum: 1 },
                _ => Forced::NakedSingle,
            }
        }),
        with(&|chain, _| chain[1].after = 2),
        with(&|_, broken| *broken = Contradiction::EmptyCell { cell: 80 }),
    ];
    for (index, error) in errors.iter().enumerate() {
        assert!(error.is_err(), "change {index} passed");
    }
}

/// The Killer Master puzzle and step the explanation was asked for.
const KILLER: &str = "killer:.................................................................................:abbccdddeabffggdheiijffgkeeliimmmnoopiqqrrnnnpssqrrrttuuuvwwwxyzzuvvABBBzzuAAACCB:5,15,10,23,14,17,21,4,28,4,8,9,12,27,10,14,13,22,7,7,32,10,12,8,9,13,27,17,7";

#[test]
fn the_killer_master_step_names_each_forced_cell_and_the_cage_that_fails() {
    let puzzle = parse_line(KILLER).expect("the line parses");
    let steps = rate(&puzzle).steps;
    // The forcing step that supposes r1c1 is 2 (step 124 when the brief was written; steps
    // before it have since merged, a one-cell cage now placing its digit in one).
    let step = steps
        .iter()
        .find(|step| {
            step.technique == Technique::ForcingChain
                && step_in(Language::En, step).starts_with("Forcing Chain: if r1c1 were 2,")
        })
        .expect("the step supposing r1c1 is 2");
    assert_eq!(
        step_in(Language::En, step),
        "Forcing Chain: if r1c1 were 2, then r1c1=2 -> r1c4=9 -> r3c4=2 -> r6c4=8 -> r5c4=3, \
         and the cage of sum 13 at r5c3 cannot make its sum; so r1c1 cannot be 2."
    );
    assert_eq!(
        step_in(Language::Ja, step),
        "フォーシングチェーン：仮にr1c1に2が入るとすると、r1c1=2 -> r1c4=9 -> r3c4=2 -> r6c4=8 -> \
         r5c4=3となり、r5c3から始まる合計13のケージが合計を作れなくなるという矛盾が生じます。\
         したがって、r1c1に2は入らないことになります。"
    );
    let Reason::Variant(reason) = &step.reason else {
        panic!("a variant step");
    };
    let forcing = reason.forcing.as_ref().expect("the chain");
    let walk = variant_forcing_walk_in(Language::En, forcing, &step.placements, &step.eliminations);
    assert_eq!(
        walk,
        [
            "Suppose r1c1 is 2.",
            "Then r1c4 is 9: it is the only candidate left in r1c4.",
            "Then r3c4 is 2: it is the only place left for 2 in column 4.",
            "Then r6c4 is 8: it is the only candidate left in r6c4.",
            "Then r5c4 is 3: it is the only place left for 3 in column 4.",
            "But then the cage of sum 13 at r5c3 cannot make its sum.",
            "Hence r1c1 cannot be 2.",
        ]
    );
}

#[test]
fn a_cage_sum_link_says_what_the_cage_leaves_in_every_language() {
    let line = DATA
        .lines()
        .filter(|line| line.starts_with("killer:") && line.contains("\tmaster"))
        .nth(1)
        .and_then(|line| line.split('\t').next())
        .expect("a second Killer Master puzzle");
    let puzzle = parse_line(line).expect("the line parses");
    let steps = rate(&puzzle).steps;
    // Its first forcing chain whose third line is a cage's last open cell.
    let (step, forcing) = steps
        .iter()
        .filter_map(|step| match &step.reason {
            Reason::Variant(reason) => reason.forcing.as_ref().map(|forcing| (step, forcing)),
            _ => None,
        })
        .find(|(step, forcing)| {
            variant_forcing_walk_in(Language::En, forcing, &step.placements, &step.eliminations)
                .get(2)
                .is_some_and(|line| line.contains("last open cell of its cage"))
        })
        .expect("a chain with a cage's last cell");
    let said =
        |language| variant_forcing_walk_in(language, forcing, &step.placements, &step.eliminations);
    assert_eq!(
        said(Language::En)[2],
        "Then r1c3 is 3: it is the last open cell of its cage, and the cage's sum of 11 leaves 3."
    );
    assert_eq!(
        said(Language::Ja)[2],
        "すると、r1c3に3が入ることになります（ケージの最後の空きマスで、合計11から残るのは3）。"
    );
    assert_eq!(
        said(Language::ZhCn)[2],
        "那么r1c3是3：它是笼子里最后一个空格，和11只剩下3。"
    );
}
