//! Variant games in the window: New game › a variant, cells clicked and digits typed, hints
//! taken by the Hint button, and the killer and jigsaw boards as pictures in both themes.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nonet::app::command::{PrintCommand, SolvePathCommand};
use nonet::app::files::ExportKind;
use nonet::app::print_window::{PrintChoices, PrintWhat};
use nonet::app::{Command, DataDir, NonetApp, ThemeChoice, export};
use nonet::game::{Action, Game, Hint, Status};
use nonet::logic::Level;
use nonet::variant::{Kind, parse_line};
use nonet::words::Explained;

use crate::ui_support;

use ui_support::{click, digit_key, game, harness, press, run_while, set_focused};

/// The killer puzzle of `nonet generate --variant killer -d medium --seed 3` (no givens).
const KILLER: &str = "killer:.................................................................................:aaabbcddefaghccidefaghjjklmnnohpjkmmnnohpqqrmsnoooqrrrstuvwwwwrsuuvvwxxyzzAABBxxy:26,9,13,14,12,10,9,13,2,19,7,7,26,35,23,6,21,22,10,4,16,19,20,26,7,10,15,4";
/// The jigsaw puzzle of `nonet generate --variant jigsaw -d medium --seed 3`.
const JIGSAW: &str = "jigsaw:.4....9.5...5..1.......8...61.......7.5...8.4.......48...6.......9..3...8.6....3.:112222333111112363411522363447522663477599963477559966447555966477785999488888888";

fn variant_game(line: &str) -> Game {
    Game::from_variant(parse_line(line).expect("the line parses")).expect("one solution")
}

#[test]
fn new_game_of_each_variant_starts_one_at_the_level_asked() {
    let mut harness = harness();
    for kind in [Kind::X, Kind::Windoku, Kind::Jigsaw, Kind::Killer] {
        harness
            .state_mut()
            .send(Command::NewVariantGame(kind, Level::Medium));
        run_while(&mut harness, NonetApp::is_generating);
        // A game with no moves is replaced without asking.
        let game = game(&harness);
        assert_eq!(game.kind(), kind);
        assert_eq!(game.level(), Some(Level::Medium), "{kind}");
        assert!(game.variant().expect("rules").is_solution(game.solution()));
    }
    // The header says which variant is on the board.
    harness.get_by_label("Killer · Medium");
}

#[test]
fn a_variant_new_game_asks_first_when_a_game_is_in_progress() {
    let mut harness = harness();
    harness
        .state_mut()
        .act(Action::SetDigit { cell: 0, digit: 4 });
    harness
        .state_mut()
        .send(Command::NewVariantGame(Kind::Jigsaw, Level::Easy));
    harness.run();
    assert_eq!(game(&harness).kind(), Kind::Classic, "nothing replaced yet");
    harness.state_mut().send(Command::ConfirmYes);
    run_while(&mut harness, NonetApp::is_generating);
    assert_eq!(game(&harness).kind(), Kind::Jigsaw);
}

#[test]
fn a_killer_cell_clicked_and_typed_takes_the_digit_and_clears_its_cage_mates_notes() {
    let mut harness =
        ui_support::harness_with(NonetApp::with_game(variant_game(KILLER), DataDir::none()));
    // The header: the variant as the title, then its level and rating in its own terms.
    let shown = game(&harness);
    let rating = shown.rating().expect("rated");
    let hardest = rating.hardest.expect("a hardest technique");
    harness.get_by_label(&format!("Killer · {:?}", rating.level));
    harness.get_by_label(&format!("Rated {:.1} · {}", rating.score, hardest.name()));
    click(&mut harness, "Fill candidates");
    // The one-cell cage of 2 in r2c7 gets only its sum.
    assert_eq!(game(&harness).notes(15).iter().collect::<Vec<u8>>(), [2]);
    // r1c4 and r1c5 make the cage of 9, which no 9 fits; r1c4 takes 1, so r1c5 cannot.
    click(
        &mut harness,
        "row 1, column 4, empty, notes 1 2 3 4 5 6 7 8",
    );
    press(&mut harness, digit_key(1));
    let played = game(&harness);
    assert_eq!(played.entries().get(3), 1);
    assert!(!played.notes(4).contains(1), "the cage mate keeps 1");
    assert!(!played.notes(12).contains(1), "the box mate keeps 1");
}

#[test]
fn the_hint_button_walks_a_variant_step_and_applies_it() {
    let mut harness =
        ui_support::harness_with(NonetApp::with_game(variant_game(KILLER), DataDir::none()));
    let before = game(&harness);
    let board = |game: &Game| (game.grid(), *game.all_notes());
    let Hint::Step(step) = before.hint() else {
        panic!("a fresh killer has a variant step");
    };
    // Where to look, the technique, the explanation, then the step is carried out.
    let mut pressed = Vec::new();
    while board(&game(&harness)) == board(&before) && pressed.len() < 5 {
        let label = ["Hint", "More hint", "Apply hint"]
            .into_iter()
            .find(|label| harness.query_by_label(label).is_some())
            .expect("the hint button");
        click(&mut harness, label);
        pressed.push(label);
    }
    assert_eq!(pressed, ["Hint", "More hint", "More hint", "Apply hint"]);
    let after = game(&harness);
    assert_ne!(board(&after), board(&before), "the hint was applied");
    assert!(after.assistance().hints >= 1);
    for removed in &step.eliminations {
        assert!(!after.notes(removed.cell()).contains(removed.digit));
    }
    assert_eq!(after.status(), Status::Playing);
}

fn board_picture(line: &str, dark: bool, name: &str) {
    let mut app = NonetApp::with_game(variant_game(line), DataDir::none());
    app.act(Action::FillCandidates);
    let mut harness = Harness::builder()
        .with_size([1060.0, 760.0])
        .with_theme(if dark {
            egui::Theme::Dark
        } else {
            egui::Theme::Light
        })
        .build_ui_state(|ui, app: &mut NonetApp| app.ui(ui), app);
    harness.state_mut().settings_mut().theme = if dark {
        ThemeChoice::Dark
    } else {
        ThemeChoice::Light
    };
    set_focused(&mut harness, false);
    harness.run();
    harness.snapshot(name);
}

#[test]
fn snapshot_killer_board_with_notes_light() {
    board_picture(KILLER, false, "killer_light");
}

#[test]
fn snapshot_killer_board_with_notes_dark() {
    board_picture(KILLER, true, "killer_dark");
}

#[test]
fn snapshot_jigsaw_board_dark() {
    board_picture(JIGSAW, true, "jigsaw_dark");
}

#[test]
fn the_solve_path_of_a_jigsaw_lists_variant_steps_and_applies_them() {
    let mut harness =
        ui_support::harness_with(NonetApp::with_game(variant_game(JIGSAW), DataDir::none()));
    harness
        .state_mut()
        .send(Command::SolvePath(SolvePathCommand::ToggleWindow));
    run_while(&mut harness, NonetApp::is_working);
    let (path, _) = harness.state().solve_path().expect("the window is open");
    let path = path.expect("the path is worked out").clone();
    assert_eq!(path.outcome, nonet::logic::Outcome::Solved);
    // The path is the variant techniques' own: the same steps `rate` takes.
    let puzzle = parse_line(JIGSAW).expect("the line parses");
    let rated = nonet::variant::logic::rate(&puzzle);
    assert_eq!(path.steps, rated.steps);
    harness.get_by_label_contains(&format!("Solved by logic in {} steps", path.steps.len()));

    // Choosing a step shows its row's sentence; applying up to it fills the game.
    let third = &path.steps[2];
    let row = format!(
        "3. {} · {:.1} — {}",
        third.technique.name(),
        third.score,
        nonet::app::solve_path::effect(third)
    );
    click(&mut harness, &row);
    assert_eq!(harness.state().solve_path().expect("open").1, Some(2));
    harness.get_by_label(&third.explanation());
    click(&mut harness, "Apply steps 1–3");
    run_while(&mut harness, NonetApp::is_working);
    let played = game(&harness);
    for step in &path.steps[..3] {
        for placed in &step.placements {
            assert_eq!(played.grid().get(placed.cell()), placed.digit);
        }
    }
    assert!(played.entries().filled_count() > 0);
    assert_eq!(played.kind(), Kind::Jigsaw);
}

#[test]
fn a_variant_exports_as_its_line_and_its_picture_but_not_as_classic_formats() {
    let killer = variant_game(KILLER);
    // The line export carries the cages, and reads back as the same puzzle.
    let text = export::export_bytes(&killer, ExportKind::Line);
    let text = String::from_utf8(text).expect("text");
    let read_back = parse_line(text.trim_end()).expect("the exported line parses");
    assert_eq!(Some(&read_back), killer.variant());
    // The picture has the cage sums as text.
    let svg = String::from_utf8(export::export_bytes(&killer, ExportKind::Svg)).expect("text");
    for cage in read_back.cages() {
        assert!(
            svg.contains(&format!(">{}</text>", cage.sum())),
            "sum {}",
            cage.sum()
        );
    }
    assert!(export::export_bytes(&killer, ExportKind::Png).starts_with(b"\x89PNG"));

    // Formats that cannot hold the cages say so, and no dialog is asked for.
    let mut harness = ui_support::harness_with(NonetApp::with_game(killer, DataDir::none()));
    for kind in [ExportKind::Grid, ExportKind::Sdk, ExportKind::Pencilmark] {
        harness.state_mut().send(Command::Export(kind));
        harness.run();
        let message = harness.state().message().expect("a message").clone();
        assert!(message.text.contains("classic puzzles only"), "{message:?}");
    }
    assert!(!ExportKind::Grid.holds_variants() && ExportKind::Line.holds_variants());
}

#[test]
fn a_file_of_variant_lines_opens_in_the_picker_and_plays_each_by_its_rules() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("variants.txt");
    let text = format!(
        "# two variants and a bad line\n{KILLER}\njigsaw:{}:12\n{JIGSAW}\n",
        ".".repeat(81)
    );
    let mut harness = ui_support::harness_with_file(&path, &text);
    assert_eq!(harness.state().collection_position(), Some((2, None)));
    assert!(harness.state().is_picker_open());
    harness.state_mut().send(Command::PlayFromCollection(1));
    harness.run();
    let played = game(&harness);
    assert_eq!(played.kind(), Kind::Jigsaw);
    assert_eq!(Some(&parse_line(JIGSAW).expect("valid")), played.variant());
    assert_eq!(played.metadata().source.as_deref(), Some("variants.txt"));

    // The whole file prints, each board by its rules: two puzzles, one page of solutions.
    let pdf = dir.path().join("variants.pdf");
    harness.state_mut().set_print_viewer(false);
    let choices = PrintChoices {
        what: PrintWhat::Collection,
        solutions: true,
        ..PrintChoices::default()
    };
    harness
        .state_mut()
        .send(Command::Print(PrintCommand::SetChoices(choices)));
    harness.run();
    harness
        .state_mut()
        .send(Command::Print(PrintCommand::PrintTo(pdf.clone())));
    harness.run();
    run_while(&mut harness, NonetApp::is_printing);
    let printed = std::fs::read(&pdf).expect("the booklet was written");
    assert!(printed.starts_with(b"%PDF"));
    assert_ne!(
        harness.state().message().map(|m| m.kind),
        Some(nonet::app::MessageKind::Error),
        "{:?}",
        harness.state().message()
    );

    // A file of bad variant lines alone is refused, naming the file and the line, and the
    // game in hand stays.
    let bad = dir.path().join("bad.txt");
    let before = game(&harness);
    std::fs::write(&bad, format!("jigsaw:{}:12\n", ".".repeat(81))).expect("written");
    harness.state_mut().open_path(&bad);
    ui_support::wait_for_file(&mut harness);
    let message = harness.state().message().expect("a message").clone();
    assert!(
        message.text.contains("bad.txt") && message.text.contains("line 1"),
        "{message:?}"
    );
    assert_eq!(game(&harness).givens(), before.givens());

    // One variant line alone starts its game at once, as one classic puzzle does.
    let single = dir.path().join("killer.txt");
    let harness = ui_support::harness_with_file(&single, &format!("{KILLER}\n"));
    assert_eq!(game(&harness).kind(), Kind::Killer);
}
