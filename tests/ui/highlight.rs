//! Candidate filters in the window (#58, item 13), driven through egui_kittest: the cells
//! showing a candidate, the bivalue cells and the cells with N candidates are highlighted
//! (each cell's label says so) from keys, the pad's second button and the View menu, on
//! classic and variant boards, and Escape or the same key again puts the highlight away.

use crate::ui_support;

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nonet::app::command::{CellFilter, HighlightCommand};
use nonet::app::{Command, DataDir, NonetApp};
use nonet::game::Game;
use nonet::grid::Grid;
use nonet::variant::parse_line;
use ui_support::*;

/// The jigsaw of `nonet generate --variant jigsaw -d medium --seed 3`.
const JIGSAW: &str = "jigsaw:.4....9.5...5..1.......8...61.......7.5...8.4.......48...6.......9..3...8.6....3.:112222333111112363411522363447522663477599963477559966447555966477785999488888888";

/// The fixed classic game with every candidate filled in, so each empty cell's notes are
/// the digits its row, column and box allow.
fn filled_harness(game: Game) -> Harness<'static, NonetApp> {
    let mut harness = harness_with(NonetApp::with_game(game, DataDir::none()));
    send(&mut harness, Command::FillCandidates);
    harness
}

/// The cells whose label on the board says they are highlighted, in reading order.
fn highlighted(harness: &Harness<'_, NonetApp>) -> Vec<usize> {
    (0..81)
        .filter(|&cell| {
            let name = format!("{}, ", nonet::app::cell_place(cell));
            harness
                .query_all_by(|node| {
                    node.label()
                        .is_some_and(|l| l.starts_with(&name) && l.ends_with(", highlighted"))
                })
                .next()
                .is_some()
        })
        .collect()
}

/// The empty cells of the fixed puzzle whose row, column and box allow `keep` digits, worked
/// out from the grid alone.
fn classic_cells(keep: impl Fn(&[u8]) -> bool) -> Vec<usize> {
    let grid: Grid = EASY.parse().expect("EASY parses");
    (0..81)
        .filter(|&c| grid.get(c) == 0 && keep(&allowed(c)))
        .collect()
}

fn press_alt_shift(harness: &mut Harness<'_, NonetApp>, digit: u8) {
    press_with(harness, Modifiers::ALT | Modifiers::SHIFT, digit_key(digit));
}

#[test]
fn alt_shift_digit_highlights_the_cells_with_that_candidate_and_again_stops() {
    let mut harness = filled_harness(fixed_game());
    assert!(highlighted(&harness).is_empty());
    for digit in [5u8, 1] {
        press_alt_shift(&mut harness, digit);
        let expected = classic_cells(|a| a.contains(&digit));
        assert!(!expected.is_empty());
        assert_eq!(highlighted(&harness), expected, "candidate {digit}");
        assert_eq!(
            harness.state().highlight(),
            Some(CellFilter::Candidate(digit))
        );
    }
    // The filter is a view: the game and its undo history are untouched.
    assert!(!game(&harness).can_redo());
    press_alt_shift(&mut harness, 1);
    assert!(highlighted(&harness).is_empty(), "pressed again, it stops");
}

#[test]
fn x_highlights_the_bivalue_cells_and_shift_x_one_candidate_more() {
    let mut harness = filled_harness(fixed_game());
    press(&mut harness, Key::X);
    let pairs = classic_cells(|a| a.len() == 2);
    assert!(!pairs.is_empty());
    assert_eq!(highlighted(&harness), pairs);
    press_with(&mut harness, Modifiers::SHIFT, Key::X);
    assert_eq!(highlighted(&harness), classic_cells(|a| a.len() == 3));
    press_with(&mut harness, Modifiers::SHIFT, Key::X);
    assert_eq!(highlighted(&harness), classic_cells(|a| a.len() == 4));
    // Escape puts the highlight away.
    press(&mut harness, Key::Escape);
    assert!(highlighted(&harness).is_empty());
    assert_eq!(harness.state().highlight(), None);
}

#[test]
fn the_highlight_follows_the_board_as_digits_go_in() {
    let mut harness = filled_harness(fixed_game());
    press_alt_shift(&mut harness, 4);
    let before = highlighted(&harness);
    let cell = before[0];
    let answer = answer(&harness, cell);
    send(&mut harness, Command::Select(cell));
    send(&mut harness, Command::Digit(answer));
    let after = highlighted(&harness);
    assert!(
        !after.contains(&cell),
        "a filled cell is no longer highlighted"
    );
    let still: Vec<usize> = (0..81)
        .filter(|&c| game(&harness).digit(c) == 0 && game(&harness).notes(c).contains(4))
        .collect();
    assert_eq!(after, still);
}

#[test]
fn a_second_click_on_a_pad_key_highlights_its_candidate() {
    let mut harness = filled_harness(fixed_game());
    let counts = game(&harness).digit_counts();
    let key = format!("Digit 7, {} left", 9 - counts[7]);
    harness.get_by_label(&key).click_secondary();
    harness.run();
    assert_eq!(highlighted(&harness), classic_cells(|a| a.contains(&7)));
    // The pad wrote nothing.
    assert_eq!(game(&harness).digit_counts(), counts);
    harness.get_by_label(&key).click_secondary();
    harness.run();
    assert!(highlighted(&harness).is_empty());
}

/// Clicks the menu item whose label starts with `label` (its shortcut follows).
fn click_item(harness: &mut Harness<'_, NonetApp>, label: &str) {
    let start = label.to_owned();
    harness
        .query_all_by(move |node| node.label().is_some_and(|l| l.starts_with(&start)))
        .next()
        .unwrap_or_else(|| panic!("no item {label:?}"))
        .click();
    harness.run();
}

#[test]
fn the_view_menu_offers_every_filter() {
    let mut harness = filled_harness(fixed_game());
    click(&mut harness, "View");
    click(&mut harness, "Highlight cells");
    click_item(&mut harness, "Cells with candidate 8");
    assert_eq!(highlighted(&harness), classic_cells(|a| a.contains(&8)));
    click(&mut harness, "View");
    click(&mut harness, "Highlight cells");
    click(&mut harness, "Cells by number of candidates");
    click_item(&mut harness, "Cells with 3 candidates");
    assert_eq!(highlighted(&harness), classic_cells(|a| a.len() == 3));
    // The panel says what is highlighted and how to stop.
    let count = classic_cells(|a| a.len() == 3).len();
    harness.get_by_label_contains(&format!("{count} cells show 3 candidates (Esc stops)"));
    send(&mut harness, Command::Highlight(HighlightCommand::Clear));
    assert!(highlighted(&harness).is_empty());
}

#[test]
fn filters_work_on_a_variant_board_by_the_candidates_it_shows() {
    let jigsaw =
        Game::from_variant(parse_line(JIGSAW).expect("the line parses")).expect("one solution");
    let mut harness = filled_harness(jigsaw);
    let shown = |keep: &dyn Fn(u32) -> bool, harness: &Harness<'_, NonetApp>| -> Vec<usize> {
        let game = game(harness);
        (0..81)
            .filter(|&c| game.digit(c) == 0 && keep(game.notes(c).len()))
            .collect()
    };
    // Two candidates, then three, four…: each count's cells as the notes show them.
    press(&mut harness, Key::X);
    let mut seen = 0;
    for count in 2..=6 {
        let cells = shown(&|n| n == count, &harness);
        assert_eq!(highlighted(&harness), cells, "{count} candidates");
        seen += cells.len();
        press_with(&mut harness, Modifiers::SHIFT, Key::X);
    }
    assert!(seen > 0, "some cells were highlighted");
    // A candidate's cells, by the notes the jigsaw's regions left.
    press_alt_shift(&mut harness, 6);
    let game = game(&harness);
    let sixes: Vec<usize> = (0..81)
        .filter(|&c| game.digit(c) == 0 && game.notes(c).contains(6))
        .collect();
    assert!(!sixes.is_empty());
    assert_eq!(highlighted(&harness), sixes);
}
