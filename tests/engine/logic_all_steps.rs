//! Every step `all_steps` lists is a true deduction (checked against the solution found by
//! the exact solver), a practice position lists its technique, and the first step listed is
//! the one the step finder gives; the same for variant puzzles' lists.

use nonet::generator::practice::{PRACTICE_TECHNIQUES, practice_positions};
use nonet::grid::Grid;
use nonet::logic::{
    Candidate, Finding, LogicState, Step, Technique, all_steps, next_step, solve_path,
};
use nonet::solver::solve_first;
use nonet::variant::logic::{self as variant_logic, Position};
use nonet::variant::solver::solve as variant_solve;
use nonet::variant::{Puzzle, parse_line, write_line};

use crate::common;

/// Practice positions of every practised technique, two each, with their technique.
fn practice_states() -> Vec<(nonet::logic::Technique, LogicState)> {
    let mut states = Vec::new();
    for (index, technique) in PRACTICE_TECHNIQUES.into_iter().enumerate() {
        let positions = practice_positions(technique, 2, 60 + index as u64);
        assert!(
            !positions.is_empty(),
            "no practice position for {technique:?}"
        );
        for position in positions {
            states.push((
                technique,
                LogicState::with_candidates(&position.grid, &position.candidates),
            ));
        }
    }
    states
}

/// The first `count` puzzles of a data set.
fn puzzles(name: &str, count: usize) -> Vec<Grid> {
    common::data_text(name)
        .lines()
        .filter_map(|line| line.split('\t').next()?.parse().ok())
        .take(count)
        .collect()
}

/// Puzzles' starts and some positions along their logical solves.
fn puzzle_states() -> Vec<LogicState> {
    let mut states = Vec::new();
    let mut grids = puzzles("seeds.txt", 12);
    grids.extend(puzzles("top1465.txt", 12));
    grids.extend(puzzles("forum_hardest_sample.txt", 4));
    for grid in grids {
        let mut state = LogicState::from_grid(&grid);
        states.push(state.clone());
        for (index, step) in solve_path(&grid).steps.iter().enumerate() {
            state.apply(step);
            if index % 7 == 6 {
                states.push(state.clone());
            }
        }
    }
    states
}

/// Why `step` is no true deduction for a position whose solution is `solution`, if it is not.
fn falsehood(step: &Step, solution: &Grid) -> Option<String> {
    for placement in &step.placements {
        if solution.get(placement.cell()) != placement.digit {
            return Some(format!(
                "places {placement}, the solution has another digit"
            ));
        }
    }
    for elimination in &step.eliminations {
        if solution.get(elimination.cell()) == elimination.digit {
            return Some(format!("removes {elimination}, the solution's digit"));
        }
    }
    None
}

/// Checks every listed step of `state` against its solution; returns how many there were.
fn check_true(state: &LogicState) -> usize {
    let solution = solve_first(&state.grid).expect("the position has a solution");
    let steps = all_steps(state);
    for step in &steps {
        if let Some(why) = falsehood(step, &solution) {
            panic!(
                "{:?} {why}: {}\n{}",
                step.technique,
                nonet::words::Explained::explanation(step),
                nonet::formats::pencilmark::to_line(&state.grid, &state.cands)
            );
        }
    }
    steps.len()
}

#[test]
fn every_step_listed_is_a_true_deduction() {
    let mut listed = 0;
    let mut states = 0;
    for (_, state) in practice_states() {
        listed += check_true(&state);
        states += 1;
    }
    for state in puzzle_states() {
        listed += check_true(&state);
        states += 1;
    }
    // Far more steps than positions: the list is no mere next step.
    assert!(listed > 5 * states, "{listed} steps in {states} positions");
}

#[test]
fn a_practice_position_lists_its_technique_and_starts_with_the_next_step() {
    for (technique, state) in practice_states() {
        let steps = all_steps(&state);
        assert!(
            steps.iter().any(|step| step.technique == technique),
            "{technique:?} missing from {:?}",
            steps.iter().map(|s| s.technique).collect::<Vec<_>>()
        );
        let Finding::Step(next) = next_step(&state) else {
            panic!("a practice position has a next step");
        };
        assert_eq!(steps.first(), Some(&next), "{technique:?}");
    }
}

#[test]
fn the_first_step_is_the_next_step_and_techniques_come_grouped() {
    for state in puzzle_states() {
        let steps = all_steps(&state);
        match next_step(&state) {
            Finding::Step(next) => assert_eq!(steps.first(), Some(&next)),
            _ => assert!(steps.is_empty()),
        }
        assert_grouped_once(&steps);
    }
}

/// Each technique's steps sit together, and no two steps of one technique do the same.
fn assert_grouped_once(steps: &[Step]) {
    let mut finished = Vec::new();
    for pair in steps.windows(2) {
        if pair[0].technique != pair[1].technique {
            finished.push(pair[0].technique);
            assert!(
                !finished.contains(&pair[1].technique),
                "{:?} comes in two groups",
                pair[1].technique
            );
        }
    }
    let sorted = |list: &[Candidate]| {
        let mut list = list.to_vec();
        list.sort_unstable();
        list
    };
    for (i, a) in steps.iter().enumerate() {
        for b in &steps[i + 1..] {
            assert!(
                a.technique != b.technique
                    || sorted(&a.placements) != sorted(&b.placements)
                    || sorted(&a.eliminations) != sorted(&b.eliminations),
                "{:?} listed twice",
                a.technique
            );
        }
    }
}

#[test]
fn a_solved_or_broken_position_has_no_step() {
    let grid = puzzles("seeds.txt", 1)[0];
    let solution = solve_first(&grid).expect("a seed has a solution");
    assert!(all_steps(&LogicState::from_grid(&solution)).is_empty());
    let mut broken = grid;
    broken.set(1, grid.get(0).max(1));
    broken.set(2, grid.get(0).max(1));
    assert!(all_steps(&LogicState::from_grid(&broken)).is_empty());
}

/// Every fifth variant puzzle of the committed set (of every kind and level, as the set
/// lists them in runs), at its start and along its logical solve.
fn variant_positions() -> Vec<(Puzzle, Position)> {
    let mut positions = Vec::new();
    for line in common::data_text("variant_levels.txt").lines().step_by(5) {
        let Some(Ok(puzzle)) = line.split('\t').next().map(parse_line) else {
            continue;
        };
        let mut position = Position::start(&puzzle);
        positions.push((puzzle.clone(), position.clone()));
        for (index, step) in variant_logic::rate(&puzzle).steps.iter().enumerate() {
            position.apply(&puzzle, step);
            if index % 9 == 8 {
                positions.push((puzzle.clone(), position.clone()));
            }
        }
    }
    positions
}

#[test]
fn every_variant_step_listed_is_true_and_the_first_is_the_next_step() {
    let mut listed = 0;
    let positions = variant_positions();
    assert!(positions.len() > 176, "{} positions", positions.len());
    for (puzzle, position) in &positions {
        let solution = variant_solve(puzzle).expect("a committed puzzle has a solution");
        let steps = variant_logic::all_steps(puzzle, position);
        for step in &steps {
            if let Some(why) = falsehood(step, &solution) {
                panic!("{:?} {why}: {}", step.technique, write_line(puzzle));
            }
        }
        assert_eq!(
            steps.first(),
            variant_logic::next_step(puzzle, position).as_ref(),
            "{}",
            write_line(puzzle)
        );
        assert_grouped_once(&steps);
        listed += steps.len();
    }
    assert!(listed > 3 * positions.len(), "{listed} steps");
}

/// Every single at a variant position, found here cell by cell and house by house: the
/// naked singles' placements, then the hidden singles'.
fn variant_singles(puzzle: &Puzzle, position: &Position) -> (Vec<Candidate>, Vec<Candidate>) {
    let naked = (0..81)
        .filter(|&cell| position.candidates(cell).count_ones() == 1)
        .map(|cell| Candidate::new(cell, position.candidates(cell).trailing_zeros() as u8 + 1))
        .collect();
    let mut hidden = Vec::new();
    for house in puzzle.geometry().houses() {
        for digit in 1..=9u8 {
            let places: Vec<u8> = house
                .cells
                .iter()
                .copied()
                .filter(|&cell| position.candidates(usize::from(cell)) >> (digit - 1) & 1 == 1)
                .collect();
            if let [cell] = places[..] {
                hidden.push(Candidate::new(usize::from(cell), digit));
            }
        }
    }
    (naked, hidden)
}

#[test]
fn a_variant_list_holds_every_instance_of_a_technique() {
    let mut many_singles = 0;
    let mut many_of_other_techniques = 0;
    for (puzzle, position) in &variant_positions() {
        let steps = variant_logic::all_steps(puzzle, position);
        let placed_by = |technique: Technique| -> Vec<Candidate> {
            steps
                .iter()
                .filter(|step| step.technique == technique)
                .flat_map(|step| step.placements.clone())
                .collect()
        };
        // Every single is listed (the first-instance searches gave two at most).
        let (naked, hidden) = variant_singles(puzzle, position);
        let line = write_line(puzzle);
        let naked_listed = placed_by(Technique::NakedSingle);
        let hidden_listed = placed_by(Technique::HiddenSingle);
        for single in &naked {
            assert!(naked_listed.contains(single), "naked {single}: {line}");
        }
        for single in &hidden {
            assert!(hidden_listed.contains(single), "hidden {single}: {line}");
        }
        if naked.len() > 1 || hidden.len() > 2 {
            many_singles += 1;
        }
        // A technique other than the hidden single (which two searches find) listed twice.
        let twice = steps.iter().enumerate().any(|(i, a)| {
            a.technique != Technique::HiddenSingle
                && steps[i + 1..].iter().any(|b| b.technique == a.technique)
        });
        many_of_other_techniques += usize::from(twice);
    }
    assert!(many_singles > 20, "{many_singles} positions with singles");
    assert!(
        many_of_other_techniques > 20,
        "{many_of_other_techniques} positions listing a technique twice"
    );
}
