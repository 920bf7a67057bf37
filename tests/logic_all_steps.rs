//! Every step `all_steps` lists is a true deduction (checked against the solution found by
//! the exact solver), a practice position lists its technique, and the first step listed is
//! the one the step finder gives; the same for variant puzzles' lists.

use nonet::generator::practice::{PRACTICE_TECHNIQUES, practice_positions};
use nonet::grid::Grid;
use nonet::logic::{Finding, LogicState, Step, all_steps, next_step, solve_path};
use nonet::solver::solve_first;
use nonet::variant::logic::{self as variant_logic, Position};
use nonet::variant::solver::solve as variant_solve;
use nonet::variant::{Puzzle, parse_line, write_line};

mod common;

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
        // Each technique's steps sit together.
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
        // No two steps of one technique do the same.
        for (i, a) in steps.iter().enumerate() {
            for b in &steps[i + 1..] {
                assert!(
                    a.technique != b.technique
                        || a.placements != b.placements
                        || a.eliminations != b.eliminations,
                    "{:?} listed twice",
                    a.technique
                );
            }
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
        listed += steps.len();
    }
    assert!(listed > 3 * positions.len(), "{listed} steps");
}
