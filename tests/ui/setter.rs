//! The workshop in the window: givens typed and erased, the survey read back (solutions,
//! rating, removable givens), the kept symmetry, the splitting given, a filled pattern,
//! killer cages drawn from the selection, jigsaw regions painted, undo and export.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nonet::app::command::{SetterCommand, ToolkitCommand};
use nonet::app::files::ExportKind;
use nonet::app::{Command, DataDir, NonetApp};
use nonet::generator::Symmetry;
use nonet::grid::{CELLS, Grid};
use nonet::logic::{Level, rate};
use nonet::setter::{Count, Survey, removable_givens, survey_with};
use nonet::solver::count_solutions;
use nonet::variant::{Kind, Puzzle, parse_line};

use crate::setter_ui;
use crate::ui_support;
use crate::variant_brute;

use setter_ui::{click, press, run_while, send, settle};
use ui_support::{EASY, digit_key, harness, harness_with};

/// The jigsaw puzzle of `nonet generate --variant jigsaw -d medium --seed 3`.
const JIGSAW: &str = "jigsaw:.4....9.5...5..1.......8...61.......7.5...8.4.......48...6.......9..3...8.6....3.:112222333111112363411522363447522663477599963477559966447555966477785999488888888";
/// The killer puzzle of `nonet generate --variant killer -d medium --seed 3` (no givens).
const KILLER: &str = "killer:.................................................................................:aaabbcddefaghccidefaghjjklmnnohpjkmmnnohpqqrmsnoooqrrrstuvwwwwrsuuvvwxxyzzAABBxxy:26,9,13,14,12,10,9,13,2,19,7,7,26,35,23,6,21,22,10,4,16,19,20,26,7,10,15,4";

fn survey(harness: &Harness<'_, NonetApp>) -> Survey {
    harness
        .state()
        .setter_survey()
        .expect("a survey has finished")
        .clone()
}

fn givens(harness: &Harness<'_, NonetApp>) -> Grid {
    *harness.state().setter_draft().expect("setting").givens()
}

/// Types `line`'s digits into the cells, as a setter would: a click, then the key.
fn type_givens(harness: &mut Harness<'_, NonetApp>, line: &str) {
    for (cell, ch) in line.chars().enumerate() {
        if let Some(digit) = ch.to_digit(10).filter(|&d| d != 0) {
            send(harness, Command::Select(cell));
            press(harness, digit_key(digit as u8));
        }
    }
    settle(harness);
}

#[test]
fn a_puzzle_is_typed_from_a_book_in_reading_order_and_pasted_whole() {
    let mut harness = harness();
    click(&mut harness, "Enter…");
    harness.get_by_label("Set a puzzle · Sudoku");
    send(&mut harness, Command::Select(0));
    // Every blank key of a book's layouts: `.`, 0, Space and Delete, each moving on.
    let blanks = [
        egui::Key::Period,
        egui::Key::Num0,
        egui::Key::Space,
        egui::Key::Delete,
    ];
    let mut blank = blanks.iter().cycle();
    for ch in EASY.chars() {
        match ch.to_digit(10).filter(|&d| d != 0) {
            Some(digit) => press(&mut harness, digit_key(digit as u8)),
            None => press(&mut harness, *blank.next().expect("cycles")),
        }
    }
    let grid: Grid = EASY.parse().expect("EASY parses");
    assert_eq!(givens(&harness), grid);
    // Right at the end of a row goes on to the start of the next, Left back again.
    send(&mut harness, Command::Select(8));
    press(&mut harness, egui::Key::ArrowRight);
    assert_eq!(harness.state().selected(), 9);
    press(&mut harness, egui::Key::ArrowLeft);
    assert_eq!(harness.state().selected(), 8);
    // Pasted text fills the grid as one edit, which Undo takes back.
    let other = nonet::solver::solve_first(&grid).map_or_else(String::new, |solution| {
        let mut line = solution.to_line();
        line.replace_range(0..40, &".".repeat(40));
        line
    });
    harness.event(egui::Event::Paste(format!("{other}\n")));
    settle(&mut harness);
    assert_eq!(givens(&harness), other.parse::<Grid>().expect("a grid"));
    send(&mut harness, Command::Undo);
    assert_eq!(givens(&harness), grid);
    // Text with no puzzle changes nothing and says why.
    harness.event(egui::Event::Paste("not a puzzle".into()));
    settle(&mut harness);
    assert_eq!(givens(&harness), grid);
}

#[test]
fn typing_a_puzzle_shows_its_count_rating_and_removable_givens_and_undo_takes_edits_back() {
    let mut harness = harness();
    click(&mut harness, "Enter…");
    harness.get_by_label("Set a puzzle · Sudoku");
    type_givens(&mut harness, EASY);
    let grid: Grid = EASY.parse().expect("EASY parses");
    assert_eq!(givens(&harness), grid);
    let shown = survey(&harness);
    assert_eq!(shown.count, Count::One);
    harness.get_by_label("One solution.");
    let rating = rate(&grid);
    let grade = shown.grade.expect("rated");
    assert_eq!(
        (grade.level, grade.score),
        (Some(rating.level), rating.score)
    );
    let puzzle = Puzzle::new(Kind::Classic, grid).expect("valid");
    assert_eq!(shown.removable, removable_givens(&puzzle));
    // Erase the givens of the first three rows: several solutions, cells that differ.
    for cell in 0..27 {
        if grid.get(cell) != 0 {
            send(&mut harness, Command::Select(cell));
            send(&mut harness, Command::Erase);
        }
    }
    settle(&mut harness);
    let loose = survey(&harness);
    assert_eq!(loose.count, Count::Several);
    assert!(!loose.differing.is_empty());
    harness.get_by_label("Two solutions or more: the tinted cells differ between two of them.");
    let expected = survey_with(
        &Puzzle::new(Kind::Classic, givens(&harness)).expect("valid"),
        &|| false,
    )
    .expect("not cancelled");
    assert_eq!(loose.true_candidates, expected.true_candidates);
    // The board's empty cells show them as small digits.
    let first_empty = (0..CELLS)
        .find(|&c| givens(&harness).get(c) == 0)
        .unwrap_or(0);
    let mask = loose.true_candidates[first_empty];
    let digits: Vec<String> = (1..=9)
        .filter(|d| mask & (1 << (d - 1)) != 0)
        .map(|d| d.to_string())
        .collect();
    harness.get_by_label(&format!(
        "{}, empty, notes {}",
        nonet::app::cell_place(first_empty),
        digits.join(" ")
    ));
    // Undo brings the erased givens back one at a time.
    for _ in 0..grid.cells()[..27].iter().filter(|&&d| d != 0).count() {
        click(&mut harness, "Undo");
    }
    settle(&mut harness);
    assert_eq!(givens(&harness), grid);
    assert_eq!(survey(&harness).count, Count::One);
}

#[test]
fn a_kept_symmetry_places_and_removes_the_partner_too() {
    let mut harness = harness();
    send(
        &mut harness,
        Command::Setter(SetterCommand::Start(Kind::Classic)),
    );
    send(
        &mut harness,
        Command::Setter(SetterCommand::KeepSymmetry(Symmetry::Rotational)),
    );
    send(&mut harness, Command::Select(10));
    press(&mut harness, digit_key(4));
    settle(&mut harness);
    let placed = givens(&harness);
    assert_eq!(placed.get(10), 4);
    assert_ne!(placed.get(70), 0, "r8c8 mirrors r2c2");
    assert!(survey(&harness).symmetries.contains(&Symmetry::Rotational));
    send(&mut harness, Command::Select(70));
    send(&mut harness, Command::Erase);
    assert_eq!(givens(&harness).filled_count(), 0);
}

#[test]
fn splitting_givens_lead_to_one_solution() {
    let mut harness = harness();
    click(&mut harness, "Enter…");
    // The first two rows of EASY: thousands of solutions.
    type_givens(&mut harness, &EASY[..18]);
    assert_eq!(survey(&harness).count, Count::Several);
    for _ in 0..CELLS {
        if survey(&harness).count == Count::One {
            break;
        }
        click(&mut harness, "Add a splitting given");
        settle(&mut harness);
    }
    let set = givens(&harness);
    assert_eq!(count_solutions(&set, 2), 1, "{}", set.to_line());
    assert_eq!(survey(&harness).count, Count::One);
    // The givens typed are still there.
    for (cell, ch) in EASY[..18].chars().enumerate() {
        let typed = ch.to_digit(10).unwrap_or(0) as u8;
        assert!(typed == 0 || set.get(cell) == typed, "{cell}");
    }
}

#[test]
fn a_pattern_is_filled_at_the_level_asked() {
    let mut harness = harness();
    send(&mut harness, Command::Setter(SetterCommand::EditCurrent));
    let pattern = givens(&harness);
    send(
        &mut harness,
        Command::Setter(SetterCommand::FillPattern(Level::Easy)),
    );
    settle(&mut harness);
    let filled = givens(&harness);
    assert_ne!(filled, pattern, "new digits");
    assert!((0..CELLS).all(|c| (filled.get(c) != 0) == (pattern.get(c) != 0)));
    assert_eq!(count_solutions(&filled, 2), 1);
    assert_eq!(rate(&filled).level, Level::Easy);
    assert_eq!(survey(&harness).count, Count::One);
}

#[test]
fn a_killer_cage_comes_from_the_selection_and_the_sum_typed() {
    let mut harness = harness();
    send(
        &mut harness,
        Command::Setter(SetterCommand::Start(Kind::Killer)),
    );
    send(&mut harness, Command::Select(0));
    send(
        &mut harness,
        Command::Toolkit(ToolkitCommand::ToggleSelect(1)),
    );
    let field = || egui::accesskit::Role::TextInput;
    harness.get_by_role_and_label(field(), "Sum").focus();
    harness.run_steps(2);
    harness.get_by_role_and_label(field(), "Sum").type_text("3");
    harness.run_steps(4);
    click(&mut harness, "Make cage");
    settle(&mut harness);
    let draft = harness.state().setter_draft().expect("setting").clone();
    assert_eq!(draft.cages(), &[(vec![0, 1], 3)]);
    let shown = survey(&harness);
    assert_eq!(shown.true_candidates[0], 0b11, "1 and 2 make 3");
    // A sum those cells cannot make is refused, and the cage stays as it was.
    send(&mut harness, Command::Setter(SetterCommand::MakeCage(30)));
    harness.get_by_label_contains("That cage cannot be made");
    assert_eq!(
        harness.state().setter_draft().expect("setting").cages(),
        &[(vec![0, 1], 3)]
    );
}

#[test]
fn a_whole_killer_opens_for_editing_and_plays_from_the_workshop() {
    let puzzle = parse_line(KILLER).expect("the line parses");
    let game = nonet::game::Game::from_variant(puzzle.clone()).expect("one solution");
    let mut harness = harness_with(NonetApp::with_game(game, DataDir::none()));
    send(&mut harness, Command::Setter(SetterCommand::EditCurrent));
    settle(&mut harness);
    assert_eq!(
        harness.state().setter_draft().expect("set").cages().len(),
        28
    );
    let shown = survey(&harness);
    assert_eq!(shown.count, Count::One);
    assert!(shown.grade.is_some_and(|g| g.level.is_some()));
    harness.get_by_label("Set a puzzle · Killer");
    // Removing a cage, and taking that back.
    send(&mut harness, Command::Select(0));
    send(&mut harness, Command::Setter(SetterCommand::RemoveCage));
    settle(&mut harness);
    assert_eq!(
        harness.state().setter_draft().expect("set").cages().len(),
        27
    );
    click(&mut harness, "Undo");
    settle(&mut harness);
    assert_eq!(
        harness.state().setter_draft().expect("set").cages().len(),
        28
    );
    click(&mut harness, "Start");
    let started = harness.state().game().expect("a game");
    assert_eq!(started.variant(), Some(&puzzle));
    assert!(!harness.state().is_entering());
}

#[test]
fn jigsaw_regions_are_painted_and_their_problems_shown() {
    let puzzle = parse_line(JIGSAW).expect("the line parses");
    let game = nonet::game::Game::from_variant(puzzle).expect("one solution");
    let mut harness = harness_with(NonetApp::with_game(game, DataDir::none()));
    send(&mut harness, Command::Setter(SetterCommand::EditCurrent));
    assert_eq!(survey(&harness).count, Count::One);
    let regions = *harness.state().setter_draft().expect("set").regions();
    // r1c1 joins the region of r1c3 (a neighbour in another region): one region of ten.
    let other = regions[2];
    assert_ne!(regions[0], other);
    send(&mut harness, Command::Select(0));
    click(&mut harness, &format!("Region {}", other + 1));
    harness.get_by_label_contains("Not a puzzle yet");
    assert!(harness.state().setter_survey().is_none());
    // And back: the puzzle is whole again.
    click(&mut harness, &format!("Region {}", regions[0] + 1));
    assert_eq!(
        *harness.state().setter_draft().expect("set").regions(),
        regions
    );
    assert_eq!(survey(&harness).count, Count::One);
}

#[test]
fn the_puzzle_being_set_is_what_is_exported() {
    let mut harness = harness();
    send(
        &mut harness,
        Command::Setter(SetterCommand::Start(Kind::Classic)),
    );
    type_givens(&mut harness, &EASY[..40]);
    let dir = std::env::temp_dir().join(format!("nonet-setter-export-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("set.txt");
    harness.state_mut().export_path(ExportKind::Line, &path);
    let written = std::fs::read_to_string(&path).expect("written");
    assert_eq!(written.trim(), givens(&harness).to_line());
    std::fs::remove_dir_all(&dir).ok();
}

/// Runs frames until the solve path is worked out.
fn wait_for_path(harness: &mut Harness<'_, NonetApp>) {
    run_while(harness, NonetApp::is_working);
}

#[test]
fn the_logical_path_of_the_puzzle_being_set_is_one_click_away_and_follows_edits() {
    let mut harness = harness();
    send(
        &mut harness,
        Command::Setter(SetterCommand::Start(Kind::Classic)),
    );
    type_givens(&mut harness, EASY);
    click(&mut harness, "Solve path");
    wait_for_path(&mut harness);
    let grid: Grid = EASY.parse().expect("EASY parses");
    let expected = nonet::logic::solve_path(&grid).steps.len();
    let steps = |harness: &Harness<'_, NonetApp>| {
        let (path, _) = harness.state().solve_path().expect("the window is open");
        path.expect("worked out").steps.len()
    };
    assert_eq!(steps(&harness), expected);
    // An edit works the path out again for the puzzle as it now is.
    send(&mut harness, Command::Select(2));
    send(&mut harness, Command::Erase);
    wait_for_path(&mut harness);
    let mut fewer = grid;
    fewer.set(2, 0);
    assert_eq!(
        steps(&harness),
        nonet::logic::solve_path(&fewer).steps.len()
    );
    // Leaving the workshop closes the draft's path (the path's window covers the panel's
    // Cancel button here, so the command goes as the button would send it).
    // The draft holds givens, so leaving asks first; yes lets it go.
    send(&mut harness, Command::CancelEntering);
    assert!(harness.state().is_asking());
    send(&mut harness, Command::ConfirmYes);
    assert!(!harness.state().is_entering());
    assert!(harness.state().solve_path().is_none());
}

#[test]
fn a_variant_pattern_is_filled_under_its_rules_from_the_selection() {
    let mut harness = harness();
    send(&mut harness, Command::Setter(SetterCommand::Start(Kind::X)));
    let pattern =
        "..x....xx.xx.xx....x........xxx......xx...xx......xxx........x....xx.xx.xx....x..";
    let cells: Vec<usize> = (0..CELLS).filter(|&c| &pattern[c..=c] == "x").collect();
    send(&mut harness, Command::Select(cells[0]));
    for &cell in &cells[1..] {
        send(
            &mut harness,
            Command::Toolkit(ToolkitCommand::ToggleSelect(cell)),
        );
    }
    send(
        &mut harness,
        Command::Setter(SetterCommand::FillPattern(Level::Easy)),
    );
    settle(&mut harness);
    let filled = givens(&harness);
    let on: Vec<usize> = (0..CELLS).filter(|&c| filled.get(c) != 0).collect();
    assert_eq!(on, cells);
    let puzzle = Puzzle::new(Kind::X, filled).expect("valid");
    assert_eq!(variant_brute::brute_count(&puzzle, 2), 1);
    assert_eq!(survey(&harness).count, Count::One);
    assert_eq!(
        survey(&harness).grade.and_then(|g| g.level),
        Some(Level::Easy)
    );
}

#[test]
fn the_game_behind_the_workshop_waits_unchanged() {
    let mut harness = harness();
    send(&mut harness, Command::Select(0));
    press(&mut harness, digit_key(4));
    let before = harness.state().game().expect("a game").clone();
    send(&mut harness, Command::Setter(SetterCommand::EditCurrent));
    for command in [
        Command::Restart,
        Command::Reveal,
        Command::TogglePause,
        Command::FillCandidates,
        Command::ClearNotes,
        Command::RewindToCorrect,
    ] {
        send(&mut harness, command);
        assert!(!harness.state().is_asking(), "nothing to ask about");
    }
    send(&mut harness, Command::CancelEntering);
    assert_eq!(harness.state().game(), Some(&before));
}

#[test]
fn givens_clash_under_the_variants_own_houses() {
    let mut harness = harness();
    send(&mut harness, Command::Setter(SetterCommand::Start(Kind::X)));
    // r1c1 and r9c9 share only the main diagonal.
    for cell in [0, 80] {
        send(&mut harness, Command::Select(cell));
        press(&mut harness, digit_key(5));
    }
    harness.get_by_label_contains("row 1, column 1, 5, given, clashes");
    harness.get_by_label_contains("row 9, column 9, 5, given, clashes");
    // Clashing givens make no puzzle: the panel says so instead of a survey.
    assert!(harness.state().setter_survey().is_none());
    harness.get_by_label_contains("Not a puzzle yet");
}

#[test]
fn a_message_about_the_draft_goes_when_the_draft_changes() {
    let mut harness = harness();
    send(
        &mut harness,
        Command::Setter(SetterCommand::Start(Kind::Classic)),
    );
    // Two 1s in row 1: the puzzle cannot start, and says why.
    for cell in [0, 1] {
        send(&mut harness, Command::Select(cell));
        press(&mut harness, digit_key(1));
    }
    send(&mut harness, Command::StartEnteredPuzzle);
    let refusal = harness.state().message().expect("the refusal is explained");
    assert!(refusal.text.starts_with("Cannot start"), "{}", refusal.text);
    // Redo, with nothing to redo, keeps it; an edit that changes the draft ends it.
    send(&mut harness, Command::Redo);
    assert!(harness.state().message().is_some(), "still true");
    send(&mut harness, Command::ClearEnteredPuzzle);
    assert!(
        harness.state().message().is_none(),
        "{:?}",
        harness.state().message()
    );

    // A splitting given's news goes when Undo takes the given back.
    type_givens(&mut harness, &EASY[..18]);
    click(&mut harness, "Add a splitting given");
    let added = harness.state().message().expect("the given is named");
    assert!(added.text.starts_with("Added"), "{}", added.text);
    send(&mut harness, Command::Undo);
    assert!(
        harness.state().message().is_none(),
        "{:?}",
        harness.state().message()
    );
}
