//! The app as a screen reader meets it, through egui_kittest's AccessKit tree: the board is
//! a grid of 81 cells at their rows and columns, keyboard focus follows the selection, and
//! hints, check results, readings and completed houses come as polite live regions.
//! (`.ci/a11y` checks the same over AT-SPI in the real window.)

use crate::ui_support;

use egui::accesskit::{Live, Role};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nonet::app::{NonetApp, cell_place};
use ui_support::*;

/// The label of the focused node, if any.
fn focused(harness: &Harness<'_, NonetApp>) -> Option<String> {
    harness
        .query_all_by(|node| node.is_focused())
        .next()
        .and_then(|node| node.accesskit_node().label())
}

/// The words of the polite live regions, in tree order.
fn live_regions(harness: &Harness<'_, NonetApp>) -> Vec<String> {
    harness
        .query_all_by(|node| node.live() == Live::Polite)
        .filter_map(|node| {
            // A label's words are its value; a region drawn as nothing has a name.
            let node = node.accesskit_node();
            node.label().or_else(|| node.value())
        })
        .collect()
}

#[test]
fn the_board_is_a_grid_of_81_cells_at_their_rows_and_columns() {
    let harness = harness();
    let grid = harness.get_by(|node| node.role() == Role::Grid);
    let grid = grid.accesskit_node();
    assert_eq!(grid.label().as_deref(), Some("Sudoku board"));
    assert_eq!(grid.data().row_count(), Some(9));
    assert_eq!(grid.data().column_count(), Some(9));
    let cells: Vec<_> = harness
        .query_all_by(|node| node.role() == Role::GridCell)
        .collect();
    assert_eq!(cells.len(), 81);
    let puzzle: Vec<u8> = EASY.bytes().map(|b| b - b'0').collect();
    let mut seen = [false; 81];
    for cell in &cells {
        let node = cell.accesskit_node();
        assert_eq!(
            node.parent().map(|parent| parent.role()),
            Some(Role::Grid),
            "a cell is a child of the grid"
        );
        let (row, column) = (
            node.data().row_index().expect("a row index"),
            node.data().column_index().expect("a column index"),
        );
        let index = row * 9 + column;
        seen[index] = true;
        let label = node.label().expect("a name");
        let expected = match puzzle[index] {
            0 => format!("row {}, column {}, empty", row + 1, column + 1),
            digit => format!("row {}, column {}, {digit}, given", row + 1, column + 1),
        };
        assert_eq!(label, expected);
    }
    assert!(seen.iter().all(|&s| s), "every row and column index once");
}

#[test]
fn focus_follows_the_selection_by_key_and_by_click_and_the_keys_still_play() {
    let mut harness = harness();
    // The cursor starts at r5c5 with the focus.
    assert_eq!(focused(&harness).as_deref(), Some("row 5, column 5, empty"));
    press(&mut harness, Key::ArrowRight);
    assert_eq!(harness.state().selected(), 41);
    assert_eq!(focused(&harness).as_deref(), Some("row 5, column 6, empty"));
    press(&mut harness, Key::ArrowUp);
    assert_eq!(harness.state().selected(), 32);
    assert_eq!(
        focused(&harness),
        Some(format!(
            "{}, {}, given",
            cell_place(32),
            char::from(EASY.as_bytes()[32])
        ))
    );
    click(&mut harness, "row 1, column 1, empty");
    assert_eq!(focused(&harness).as_deref(), Some("row 1, column 1, empty"));
    // A digit typed with the cell focused goes in, and the focused cell's name says so.
    let digit = allowed(0)[0];
    press(&mut harness, digit_key(digit));
    assert_eq!(game(&harness).digit(0), digit);
    assert_eq!(focused(&harness), Some(format!("row 1, column 1, {digit}")));
    // Space on the focused cell is the game's key (the input mode), not a click on it.
    press(&mut harness, Key::Space);
    assert_ne!(harness.state().mode(), nonet::game::InputMode::Digit);
    assert_eq!(focused(&harness), Some(format!("row 1, column 1, {digit}")));
}

#[test]
fn hints_checks_and_readings_are_announced() {
    let mut harness = harness();
    press(&mut harness, Key::H);
    let said = live_regions(&harness);
    assert!(said.iter().any(|text| text == "Where to look"), "{said:?}");
    press(&mut harness, Key::H);
    let again = live_regions(&harness);
    assert_ne!(said, again, "the next tier is news again");
    press(&mut harness, Key::Escape);
    // A wrong digit, then Check: the result is said.
    click(&mut harness, "row 1, column 1, empty");
    let wrong = (1..=9).find(|&d| d != answer(&harness, 0)).unwrap_or(1);
    press(&mut harness, digit_key(wrong));
    press(&mut harness, Key::C);
    let checked = live_regions(&harness);
    assert!(
        checked.iter().any(|text| text.contains("wrong")),
        "{checked:?}"
    );
    // Alt+R reads the row, Alt+E counts the empty cells; each press is news.
    press_with(&mut harness, Modifiers::ALT, Key::R);
    let row = live_regions(&harness);
    assert!(
        row.iter()
            .any(|text| text
                == &format!("Row 1: {wrong}, empty, 3, empty, 2, empty, 6, empty, empty.")),
        "{row:?}"
    );
    press_with(&mut harness, Modifiers::ALT, Key::E);
    let empty = EASY.bytes().filter(|&b| b == b'0').count() - 1;
    assert!(
        live_regions(&harness).contains(&format!("{empty} cells are empty.")),
        "{:?}",
        live_regions(&harness)
    );
}

#[test]
fn completing_a_row_is_announced_once() {
    let mut harness = harness();
    click(&mut harness, "row 1, column 1, empty");
    let empties: Vec<usize> = (0..9).filter(|&c| game(&harness).digit(c) == 0).collect();
    let (last, rest) = empties.split_last().expect("row 1 has empty cells");
    for &cell in rest {
        click(&mut harness, &format!("{}, empty", cell_place(cell)));
        let digit = answer(&harness, cell);
        press(&mut harness, digit_key(digit));
    }
    assert!(
        !live_regions(&harness)
            .iter()
            .any(|t| t.contains("complete")),
        "not yet complete"
    );
    click(&mut harness, &format!("{}, empty", cell_place(*last)));
    let digit = answer(&harness, *last);
    press(&mut harness, digit_key(digit));
    let said = live_regions(&harness);
    assert!(
        said.iter().any(|text| text.contains("Row 1 is complete.")),
        "{said:?}"
    );
}

#[test]
fn the_clock_keeps_one_name_and_is_read_on_request() {
    let mut harness = harness();
    let named = |harness: &Harness<'_, NonetApp>| {
        harness
            .query_all_by(|node| node.label().as_deref() == Some("Time (Alt+T reads it)"))
            .count()
    };
    assert_eq!(named(&harness), 1);
    press_with(&mut harness, Modifiers::ALT, Key::T);
    assert!(
        live_regions(&harness)
            .iter()
            .any(|text| text.starts_with("Time: ")),
        "{:?}",
        live_regions(&harness)
    );
}

#[test]
fn cells_are_named_in_chinese() {
    let mut harness = harness();
    harness.state_mut().settings_mut().language = nonet::app::LanguageChoice::Chinese;
    harness.run();
    harness.get_by_label("第1行第1列，空格");
    harness.get_by_label("第1行第3列，数字3，提示数");
}

#[test]
fn the_high_contrast_theme_paints_black_and_goes_back_to_dark() {
    use nonet::app::{Command, ThemeChoice};
    let mut harness = harness();
    send(&mut harness, Command::SetTheme(ThemeChoice::HighContrast));
    harness.run();
    let visuals = harness.ctx.global_style().visuals.clone();
    assert!(visuals.dark_mode);
    assert_eq!(visuals.panel_fill, egui::Color32::BLACK);
    assert_eq!(harness.state().settings().theme, ThemeChoice::HighContrast);
    // Dark again is the ordinary dark palette, not high contrast left behind.
    send(&mut harness, Command::SetTheme(ThemeChoice::Dark));
    harness.run();
    let visuals = harness.ctx.global_style().visuals.clone();
    assert!(visuals.dark_mode);
    assert_ne!(visuals.panel_fill, egui::Color32::BLACK);
}
