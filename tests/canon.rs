//! Canonical forms (`nonet canon`, `nonet::grid::canon`): copies of a puzzle in disguise
//! share one form, different puzzles keep different forms, and the form is a disguise of
//! the puzzle itself.

use nonet::grid::canon::canonical;
use nonet::grid::{CELLS, Grid};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

#[path = "common/cli.rs"]
mod cli_support;
mod common;

/// Three items of 0..3 in a random order.
fn three(rng: &mut StdRng) -> [usize; 3] {
    let mut order = [0, 1, 2];
    order.shuffle(rng);
    order
}

/// An order of 0..9 that keeps groups of three together (bands of rows, stacks of columns).
fn grouped_order(rng: &mut StdRng) -> [usize; 9] {
    let groups = three(rng);
    let mut order = [0; 9];
    for (slot, group) in groups.into_iter().enumerate() {
        for (offset, within) in three(rng).into_iter().enumerate() {
            order[slot * 3 + offset] = group * 3 + within;
        }
    }
    order
}

/// `grid` in a random disguise: bands, rows, stacks and columns reordered, maybe
/// transposed, digits relabelled.
fn disguise(grid: &Grid, rng: &mut StdRng) -> Grid {
    let rows = grouped_order(rng);
    let columns = grouped_order(rng);
    let transposed = rng.random_bool(0.5);
    let mut digits: Vec<u8> = (1..=9).collect();
    digits.shuffle(rng);
    let mut cells = [0u8; CELLS];
    for (cell, slot) in cells.iter_mut().enumerate() {
        let (row, column) = (rows[cell / 9], columns[cell % 9]);
        let source = if transposed {
            column * 9 + row
        } else {
            row * 9 + column
        };
        let digit = grid.get(source);
        *slot = if digit == 0 {
            0
        } else {
            digits[usize::from(digit) - 1]
        };
    }
    Grid::from_cells(cells).expect("relabelled digits stay 1-9")
}

fn seventeen(count: usize) -> Vec<Grid> {
    common::data_text("17_clue.txt")
        .lines()
        .take(count)
        .map(|line| line.parse().expect("the 17-clue list holds puzzle lines"))
        .collect()
}

#[test]
fn disguised_copies_share_one_form_which_is_a_disguise_itself() {
    let mut rng = StdRng::seed_from_u64(41);
    let mut puzzles = seventeen(30);
    puzzles.extend(
        common::data_text("forum_hardest_sample.txt")
            .lines()
            .take(20)
            .map(|line| line.parse::<Grid>().unwrap()),
    );
    for puzzle in &puzzles {
        let form = canonical(puzzle);
        assert_eq!(form.filled_count(), puzzle.filled_count());
        // The form is its own form, and never larger than the puzzle relabelled.
        assert_eq!(canonical(&form), form);
        for _ in 0..6 {
            assert_eq!(canonical(&disguise(puzzle, &mut rng)), form, "{puzzle}");
        }
    }
}

#[test]
fn canon_prints_one_form_for_copies_and_5000_for_5000_puzzles() {
    let mut rng = StdRng::seed_from_u64(7);
    let puzzle = seventeen(1).remove(0);
    let copies: String = (0..50)
        .map(|_| format!("{}\n", disguise(&puzzle, &mut rng).to_line()))
        .collect();
    let output = cli_support::nonet_with_stdin(&["canon"], Some(copies.as_bytes()));
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let forms: std::collections::BTreeSet<String> = String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect();
    assert_eq!(forms.len(), 1, "{forms:?}");
    let form = forms.first().unwrap();
    assert_eq!(form.len(), 81);
    assert!(form.starts_with('0'), "empty cells, 0, come first: {form}");

    let lines: String = seventeen(5000)
        .iter()
        .map(|grid| format!("{}\n", grid.to_line()))
        .collect();
    let output = cli_support::nonet_with_stdin(&["canon"], Some(lines.as_bytes()));
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let text = String::from_utf8(output.stdout).unwrap();
    assert_eq!(text.lines().count(), 5000);
    let distinct: std::collections::HashSet<&str> = text.lines().collect();
    assert_eq!(distinct.len(), 5000);
}

#[test]
fn canon_keeps_keys_and_refuses_variant_lines() {
    let puzzle = seventeen(1).remove(0);
    let output = cli_support::nonet_with_stdin(
        &["canon"],
        Some(format!("a1\t{}\n", puzzle.to_line()).as_bytes()),
    );
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    assert_eq!(text, format!("a1\t{}\n", canonical(&puzzle).to_digits()));
    let x_line = format!("x:{}\n", puzzle.to_line());
    let output = cli_support::nonet_with_stdin(&["canon"], Some(x_line.as_bytes()));
    assert_eq!(output.status.code(), Some(2));
    // Refused, or not read at all: either way named with its line, and nothing printed.
    assert!(String::from_utf8_lossy(&output.stderr).contains("<stdin>: line 1"));
    assert!(output.stdout.is_empty());
}
