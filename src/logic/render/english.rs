//! English: every sentence the engine says, built from a step's reason (and the finder's
//! mistakes and contradictions). One function per family of techniques; a sentence is
//! written whole here, never glued from fragments of other sentences.

use super::{eureka, facts_notation};
use crate::grid::{Conflict, DigitSet, Unit, cell_name};
use crate::logic::reason::{
    AlmostLockedSet, Als, Chain, ChainConclusion, Colouring, Contradiction, Fact, Fish, Forcing,
    ForcingArgument, ForcingMode, Locked, LoopKind, MistakeKind, Premise, Reason, Single,
    SingleDigit, SingleKind, Subset, SubsetKind, Uniqueness, Wing,
};
use crate::logic::{Candidate, Step};

/// The step in one sentence, e.g. "Hidden single: in box 5, the 7 fits only in r5c4."
pub fn step(step: &Step) -> String {
    let name = step.technique.name();
    let removed = &step.eliminations;
    match &step.reason {
        Reason::Single(single) => single_sentence(name, single),
        Reason::Locked(locked) => locked_sentence(name, locked, removed),
        Reason::Subset(subset) => subset_sentence(name, subset, removed),
        Reason::Fish(fish) => fish_sentence(name, fish, removed),
        Reason::SingleDigit(pattern) => single_digit_sentence(name, pattern, removed),
        Reason::Wing(wing) => wing_sentence(name, wing, removed),
        Reason::Colouring(colouring) => colouring_sentence(name, colouring, removed),
        Reason::Uniqueness(uniqueness) => uniqueness_sentence(name, uniqueness, removed),
        Reason::Als(als) => als_sentence(name, als, removed),
        Reason::Chain(chain) => chain_sentence(name, chain, removed),
        Reason::Forcing(forcing) => forcing_sentence(forcing),
    }
}

/// A wrong entry or lost note, e.g. "The 4 in r1c3 is a mistake: it does not belong to the
/// solution."
pub fn mistake(cell: u8, entered: u8, kind: MistakeKind) -> String {
    let cell = cell_name(cell as usize);
    match kind {
        MistakeKind::NotTheSolution => {
            format!("The {entered} in {cell} is a mistake: it does not belong to the solution.")
        }
        MistakeKind::NoSolutionWithIt => {
            format!("The {entered} in {cell} is a mistake: with it the grid has no solution.")
        }
        MistakeKind::LostCandidate { digit } => format!(
            "The notes of {cell} have lost the {digit}, which it still needs: a candidate was removed by mistake."
        ),
    }
}

/// What is wrong with a position, as the step finder reports it.
pub fn contradiction(broken: Contradiction) -> String {
    match broken {
        Contradiction::Repeated(Conflict { digit, unit, cells }) => format!(
            "There are two {digit}s in {unit} ({} and {}).",
            cell_name(cells[0]),
            cell_name(cells[1])
        ),
        Contradiction::EmptyCell { cell } => {
            format!(
                "{} is empty and has no candidate left.",
                cell_name(cell as usize)
            )
        }
        Contradiction::NoPlace { unit, digit } => {
            format!("In {unit}, the {digit} has no place left.")
        }
        Contradiction::Clash { candidate } => format!(
            "{} would have to be {} and not {} at once.",
            cell_name(candidate.cell()),
            candidate.digit,
            candidate.digit
        ),
        Contradiction::TwoDigits { cell, .. } => {
            format!("{} would need two digits.", cell_name(cell as usize))
        }
        Contradiction::NoSolution => "the grid has no solution".to_string(),
        Contradiction::PuzzleNotUnique => "the original puzzle has no single solution".to_string(),
    }
}

/// Why the game has no hint when logic knows no step.
pub fn no_technique_applies() -> &'static str {
    "No technique Nonet knows applies here; the next step needs trial and error."
}

fn single_sentence(name: &str, single: &Single) -> String {
    let cell = cell_name(single.cell as usize);
    let digit = single.digit;
    match single.kind {
        SingleKind::FullHouse(unit) => format!(
            "{name}: {cell} is the last empty cell in {unit}, so it takes the missing {digit}."
        ),
        SingleKind::Hidden(unit) => format!("{name}: in {unit}, the {digit} fits only in {cell}."),
        SingleKind::Naked => format!(
            "{name}: {cell} can only be {digit}; every other digit is already in its row, column or box."
        ),
    }
}

fn locked_sentence(name: &str, locked: &Locked, removed: &[Candidate]) -> String {
    let Locked {
        digit, base, cover, ..
    } = locked;
    format!(
        "{name}: in {base}, the {digit} can only be in {cover}, so it cannot be anywhere else in {cover}: remove it from {}.",
        cells_of(removed)
    )
}

fn subset_sentence(name: &str, subset: &Subset, removed: &[Candidate]) -> String {
    let unit = subset.unit;
    let cells = cell_list(&subset.cells);
    let digits = digit_list(subset.digits);
    match subset.kind {
        SubsetKind::Naked => format!(
            "{name}: in {unit}, {cells} hold only {digits} between them, so these digits leave {}.",
            cells_of(removed)
        ),
        SubsetKind::Hidden => format!(
            "{name}: in {unit}, {digits} fit only in {cells}, so those cells can hold nothing else."
        ),
    }
}

fn fish_sentence(name: &str, fish: &Fish, removed: &[Candidate]) -> String {
    let d = fish.digit;
    let base = line_names(&fish.base);
    let cover = line_names(&fish.cover);
    let targets = cells_of(removed);
    if fish.fins.is_empty() {
        format!(
            "{name}: in {base}, the {d} fits only in {cover}, so it must take those places and leaves the rest of {cover}: remove it from {targets}."
        )
    } else {
        format!(
            "{name}: in {base}, the {d} fits only in {cover} apart from the fin {}; fin or no fin, {targets} cannot be {d}.",
            cell_list(&fish.fins)
        )
    }
}

/// "rows 2 and 6", "columns 1, 5 and 9", "row 4".
fn line_names(lines: &[Unit]) -> String {
    let numbers: Vec<String> = lines
        .iter()
        .map(|u| match u {
            Unit::Row(i) | Unit::Col(i) | Unit::Box(i) => (i + 1).to_string(),
        })
        .collect();
    let rows = matches!(lines.first(), Some(Unit::Row(_)));
    match numbers.len() {
        1 if rows => format!("row {}", numbers[0]),
        1 => format!("column {}", numbers[0]),
        _ if rows => format!("rows {}", join_and(&numbers)),
        _ => format!("columns {}", join_and(&numbers)),
    }
}

fn single_digit_sentence(name: &str, pattern: &SingleDigit, removed: &[Candidate]) -> String {
    match pattern {
        SingleDigit::TwoLinks {
            digit,
            links: [a, b],
            shared,
        } => {
            let (near_a, far_a) = (cell_name(a.near as usize), cell_name(a.far as usize));
            let (near_b, far_b) = (cell_name(b.near as usize), cell_name(b.far as usize));
            let (unit_a, unit_b) = (a.unit, b.unit);
            let targets = cells_of(removed);
            match shared {
                Unit::Box(_) => format!(
                    "{name}: the {digit} is in {near_a} or {far_a} (in {unit_a}), and in {near_b} or {far_b} (in {unit_b}); {near_a} and {near_b} share {shared}, so at least one of {far_a} and {far_b} is {digit}, and {targets} cannot be {digit}."
                ),
                _ => format!(
                    "{name}: the {digit} is in {near_a} or {far_a} (in {unit_a}), and in {near_b} or {far_b} (in {unit_b}); {near_a} and {near_b} share a line, so at least one of {far_a} and {far_b} is {digit}, and {targets} cannot be {digit}."
                ),
            }
        }
        SingleDigit::EmptyRectangle {
            digit,
            box_unit,
            row,
            column,
            link,
            ..
        } => format!(
            "{name}: in {box_unit}, the {digit} lies only on {row} and {column}; the {digit} is in {} or {} (in {}); either way {} cannot be {digit}.",
            cell_name(link.near as usize),
            cell_name(link.far as usize),
            link.unit,
            cells_of(removed)
        ),
    }
}

fn wing_sentence(name: &str, wing: &Wing, removed: &[Candidate]) -> String {
    let targets = cells_of(removed);
    match *wing {
        Wing::Xy {
            pivot,
            pincers: [a, b],
            x,
            y,
            z,
        } => format!(
            "{name}: {} is {x} or {y}; either way one of {} and {} is {z}, so {targets} cannot be {z}.",
            cell_name(pivot as usize),
            cell_name(a as usize),
            cell_name(b as usize)
        ),
        Wing::Xyz {
            pivot,
            pincers: [a, b],
            z,
        } => format!(
            "{name}: one of {}, {} and {} must be {z}, so {targets} cannot be {z}.",
            cell_name(pivot as usize),
            cell_name(a as usize),
            cell_name(b as usize)
        ),
        Wing::W {
            cells: [a, b],
            x,
            y,
            link,
        } => {
            let (a, b) = (cell_name(a as usize), cell_name(b as usize));
            format!(
                "{name}: {a} and {b} both hold only {x} and {y}; in {} the {x} is in {} or {}, so one of {a} and {b} is not {x} but {y}, and {targets} cannot be {y}.",
                link.unit,
                cell_name(link.near as usize),
                cell_name(link.far as usize)
            )
        }
    }
}

fn colouring_sentence(name: &str, colouring: &Colouring, removed: &[Candidate]) -> String {
    match colouring {
        Colouring::Wrap { digit, colours } => format!(
            "{name} (colour wrap): the {digit}s linked in pairs alternate between two colours; two cells of one colour share a unit, so that colour is false and {} lose the {digit}.",
            cell_list(&colours[0])
        ),
        Colouring::Trap { digit, .. } => format!(
            "{name} (colour trap): the {digit}s linked in pairs alternate between two colours, one of which is true; {} see both colours and cannot be {digit}.",
            cells_of(removed)
        ),
        Colouring::RemotePairs {
            digits: [x, y],
            colours,
        } => {
            let mut cells: Vec<u8> = colours.concat();
            cells.sort_unstable();
            format!(
                "{name}: {} hold only {x} and {y} and form a chain in which the digits alternate, so {} see both a {x} and a {y} and lose them.",
                cell_list(&cells),
                cells_of(removed)
            )
        }
    }
}

fn uniqueness_sentence(name: &str, uniqueness: &Uniqueness, removed: &[Candidate]) -> String {
    let (cells, [x, y], kind) = match uniqueness {
        Uniqueness::Loop {
            cells,
            digits,
            kind,
        } => (cells, *digits, kind),
        Uniqueness::BugPlusOne { cell, digit } => {
            let cell = cell_name(*cell as usize);
            return format!(
                "{name}: every empty cell but {cell} holds two digits, and every digit fits twice in each unit except the {digit} there; without the {digit}, the grid would have two solutions, so {cell} is {digit}."
            );
        }
        Uniqueness::Bug { cells, extra } => {
            return format!(
                "{name}: without their extra candidates ({}), {} would leave every empty cell two digits and every digit two places in each unit, which no puzzle with one solution allows; so one of those cells takes an extra digit, and {}.",
                digit_list(*extra),
                cell_list(cells),
                eliminations(removed)
            );
        }
    };
    let rectangle = cells.len() == 4;
    let shape = if rectangle { "rectangle" } else { "loop" };
    let title = |number: u8| {
        if rectangle {
            format!("Unique Rectangle type {number}")
        } else {
            format!("Unique Loop ({} cells) type {number}", cells.len())
        }
    };
    let mut sorted = cells.clone();
    sorted.sort_unstable();
    let all = cell_list(&sorted);
    match kind {
        LoopKind::One { roof } => {
            let floors: Vec<u8> = cells.iter().copied().filter(|c| c != roof).collect();
            let roof = cell_name(*roof as usize);
            format!(
                "{}: {} would hold only {x} and {y} in a swappable {shape} with {roof}, so {roof} cannot be {x} or {y}.",
                title(1),
                cell_list(&floors)
            )
        }
        LoopKind::Two { roofs, extra } => format!(
            "{}: {all} would form a swappable {shape} on {x} and {y} unless one of {} is {extra}, so {} cannot be {extra}.",
            title(2),
            cell_list(roofs),
            cells_of(removed)
        ),
        LoopKind::Three {
            roofs: [a, b],
            extra,
            unit,
            subset,
            subset_digits,
        } => format!(
            "{}: one of {} and {} must hold {} (or the {shape} {all} could swap); with {} they form a naked set on {} in {unit}, so the other cells there lose those digits.",
            title(3),
            cell_name(*a as usize),
            cell_name(*b as usize),
            digit_list(*extra),
            cell_list(subset),
            digit_list(*subset_digits)
        ),
        LoopKind::Four {
            roofs: [a, b],
            unit,
            locked,
        } => {
            let other = if *locked == x { y } else { x };
            format!(
                "{}: in {unit}, the {locked} fits only in {} and {}, so one of them is {locked}; if either were {other} the {shape} {all} could swap, so neither is {other}.",
                title(4),
                cell_name(*a as usize),
                cell_name(*b as usize)
            )
        }
    }
}

fn als_sentence(name: &str, als: &Als, removed: &[Candidate]) -> String {
    let [a, b] = &als.sets;
    let link = match als.restricted[..] {
        [x, y, ..] => format!(
            "share two restricted digits, {x} and {y}, so each set lacks exactly one of them: all their other digits are locked in place, and {x} and {y} each sit in one of the sets"
        ),
        [x] => format!(
            "share the restricted digit {x} (every {x} of one set sees every {x} of the other, so at most one set holds it), so one of the sets is locked without {x} and their other common digits must each sit in one of them"
        ),
        [] => String::new(),
    };
    format!(
        "{name}: the almost locked sets A = {} and B = {} {link}; {}.",
        almost_locked_set(a),
        almost_locked_set(b),
        eliminations(removed)
    )
}

/// "r1c1 r1c2 (row 1, digits 147)".
fn almost_locked_set(set: &AlmostLockedSet) -> String {
    let cells: Vec<String> = set.cells.iter().map(|&c| cell_name(c as usize)).collect();
    let digits: String = set.digits.iter().map(|d| char::from(b'0' + d)).collect();
    format!("{} ({}, digits {digits})", cells.join(" "), set.unit)
}

fn chain_sentence(name: &str, chain: &Chain, removed: &[Candidate]) -> String {
    let (Some(&first), Some(&last)) = (chain.nodes.first(), chain.nodes.last()) else {
        return format!("{name}.");
    };
    match chain.conclusion {
        ChainConclusion::FirstIsTrue => format!(
            "{name}: {}. If {} were false, the chain would make it true, so {}.",
            eureka(&chain.nodes, &chain.links),
            is(first),
            is(first)
        ),
        ChainConclusion::EitherEnd => format!(
            "{name}: {}. Either {} or {}, so {}.",
            eureka(&chain.nodes, &chain.links),
            is(first),
            is(last),
            eliminations(removed)
        ),
        ChainConclusion::ContinuousLoop => {
            let mut closed = chain.nodes.clone();
            closed.push(first);
            format!(
                "{name}: {} is a continuous loop, so each of its links has exactly one true end; {}.",
                eureka(&closed, &chain.links),
                eliminations(removed)
            )
        }
    }
}

fn forcing_sentence(forcing: &Forcing) -> String {
    let title = forcing_title(forcing);
    match &forcing.argument {
        ForcingArgument::Contradiction {
            assumption,
            chains,
            broken,
        } => {
            let (cell, digit) = (
                cell_name(assumption.candidate.cell()),
                assumption.candidate.digit,
            );
            let assume = if assumption.holds {
                format!("if {cell} were {digit}")
            } else {
                format!("if {cell} were not {digit}")
            };
            let conclude = says(Fact {
                candidate: assumption.candidate,
                holds: !assumption.holds,
            });
            let why = broken_clause(*broken);
            let story = match (broken, &chains[..]) {
                (Contradiction::Clash { .. } | Contradiction::TwoDigits { .. }, [first]) => {
                    format!("{}: {why}", facts_notation(first))
                }
                (
                    Contradiction::Clash { .. } | Contradiction::TwoDigits { .. },
                    [first, second, ..],
                ) => format!(
                    "{}, but also {}: {why}",
                    facts_notation(first),
                    facts_notation(second)
                ),
                (_, [first, ..]) => format!("{}, and {why}", facts_notation(first)),
                (_, []) => why,
            };
            format!("{title}: {assume}, then {story}; so {conclude}.")
        }
        ForcingArgument::Agreement {
            premise,
            branches,
            conclusions,
        } => {
            let Some((&main, others)) = conclusions.split_first() else {
                return format!("{title}.");
            };
            let intro = match *premise {
                Premise::BothWays(c) => {
                    format!("whether or not {} is {}", cell_name(c.cell()), c.digit)
                }
                Premise::EachDigit { cell, digits } => {
                    let digits: Vec<String> = digits.iter().map(|d| d.to_string()).collect();
                    format!(
                        "{} must be {}, and each choice",
                        cell_name(cell as usize),
                        join_or(&digits)
                    )
                }
                Premise::EachPlace { unit, digit } => {
                    format!("the {digit} of {unit} must go somewhere, and each place")
                }
            };
            let chains: Vec<String> = branches.iter().map(|b| facts_notation(b)).collect();
            let also = if others.is_empty() {
                String::new()
            } else {
                let others: Vec<String> = others.iter().map(|&f| says(f)).collect();
                format!(" The same branches also show that {}.", join_and(&others))
            };
            format!(
                "{title}: {intro} leads to the same result: {}; so {}.{also}",
                chains.join("; "),
                says(main)
            )
        }
    }
}

fn forcing_title(forcing: &Forcing) -> &'static str {
    let premise = match &forcing.argument {
        ForcingArgument::Agreement { premise, .. } => Some(*premise),
        ForcingArgument::Contradiction { .. } => None,
    };
    match (forcing.mode, premise) {
        (ForcingMode::Nishio, _) => "Nishio forcing chain",
        (ForcingMode::Static, Some(Premise::EachDigit { .. })) => "Cell forcing chains",
        (ForcingMode::Static, Some(Premise::EachPlace { .. })) => "Region forcing chains",
        (ForcingMode::Static, _) => "Forcing chain",
        (ForcingMode::Dynamic, Some(Premise::EachDigit { .. })) => "Dynamic cell forcing chains",
        (ForcingMode::Dynamic, Some(Premise::EachPlace { .. })) => "Dynamic region forcing chains",
        (ForcingMode::Dynamic, _) => "Dynamic forcing chain",
        (ForcingMode::DynamicPlus, Some(Premise::EachDigit { .. })) => {
            "Dynamic cell forcing chains (+)"
        }
        (ForcingMode::DynamicPlus, Some(Premise::EachPlace { .. })) => {
            "Dynamic region forcing chains (+)"
        }
        (ForcingMode::DynamicPlus, _) => "Dynamic forcing chain (+)",
    }
}

/// The broken rule as the end of a forcing chain's story: "r4c4 has no candidate left".
pub(super) fn broken_clause(broken: Contradiction) -> String {
    match broken {
        Contradiction::EmptyCell { cell } => {
            format!("{} has no candidate left", cell_name(cell as usize))
        }
        Contradiction::NoPlace { unit, digit } => {
            format!("the {digit} has no place left in {unit}")
        }
        Contradiction::Clash { candidate } => format!(
            "{} would have to be {} and not {} at once",
            cell_name(candidate.cell()),
            candidate.digit,
            candidate.digit
        ),
        Contradiction::TwoDigits { cell, .. } => {
            format!("{} would need two digits", cell_name(cell as usize))
        }
        Contradiction::Repeated(Conflict { digit, unit, cells }) => format!(
            "{} and {} would both be {digit} in {unit}",
            cell_name(cells[0]),
            cell_name(cells[1])
        ),
        Contradiction::NoSolution | Contradiction::PuzzleNotUnique => {
            "the grid would have no solution".to_string()
        }
    }
}

/// "r3c5 is 4" or "r3c5 cannot be 4".
pub(super) fn says(fact: Fact) -> String {
    if fact.holds {
        is(fact.candidate)
    } else {
        format!(
            "{} cannot be {}",
            cell_name(fact.candidate.cell()),
            fact.candidate.digit
        )
    }
}

/// "r3c5 is 4".
fn is(candidate: Candidate) -> String {
    format!("{} is {}", cell_name(candidate.cell()), candidate.digit)
}

/// Eliminations grouped by digit: "r3c2 and r3c8 cannot be 4; r5c5 cannot be 6".
pub(super) fn eliminations(removed: &[Candidate]) -> String {
    let mut parts = Vec::new();
    for digit in 1..=9u8 {
        let cells: Vec<String> = removed
            .iter()
            .filter(|c| c.digit == digit)
            .map(|c| cell_name(c.cell()))
            .collect();
        if !cells.is_empty() {
            parts.push(format!("{} cannot be {digit}", join_and(&cells)));
        }
    }
    parts.join("; ")
}

/// The cells of some candidates, each once, in increasing order: "r1c1, r2c2 and r3c3".
fn cells_of(candidates: &[Candidate]) -> String {
    let mut cells: Vec<u8> = candidates.iter().map(|c| c.cell).collect();
    cells.sort_unstable();
    cells.dedup();
    cell_list(&cells)
}

/// "r1c1", "r1c1 and r2c2", "r1c1, r2c2 and r3c3", in the order given.
fn cell_list(cells: &[u8]) -> String {
    let names: Vec<String> = cells.iter().map(|&c| cell_name(c as usize)).collect();
    join_and(&names)
}

/// "1", "1 and 2", "1, 2 and 3".
fn digit_list(digits: DigitSet) -> String {
    let words: Vec<String> = digits.iter().map(|d| d.to_string()).collect();
    join_and(&words)
}

/// "a", "a and b", "a, b and c".
fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// "a", "a or b", "a, b or c".
fn join_or(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}
