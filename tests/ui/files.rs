//! The app's files through egui_kittest: opening good and bad files, saving, the autosave,
//! dropped files, pasted puzzles, exports, and every puzzle format through the dialog path
//! (collections and the picker are in `collections.rs`).
//!
//! Every test starts from the same fixed puzzle and uses no data folder unless it makes a
//! temporary one, so nothing reads or writes the player's real settings or autosave.

use crate::common;
use crate::ui_support;

use common::{data_path, data_text};
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nonet::app::files::{Dialog, DialogOutcome, ExportKind};
use nonet::app::{Command, DataDir, MessageKind, NonetApp};
use nonet::game::Game;
use nonet::grid::Grid;
use nonet::logic::Level;
use std::time::Duration;
use ui_support::*;

#[test]
fn opening_a_bad_file_reports_it_and_keeps_the_game() {
    let mut harness = harness();
    click(&mut harness, "row 1, column 1, empty");
    press(&mut harness, Key::Num4);
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("broken.nonet");
    std::fs::write(&bad, "(format_version: 1, givens: \"nonsense\")").unwrap();
    harness.state_mut().open_path(&bad);
    harness.run();
    // A game is in progress, so opening asks first.
    click(&mut harness, "Open it");
    let message = harness.state().message().unwrap().clone();
    assert_eq!(message.kind, MessageKind::Error);
    assert!(message.text.contains("broken.nonet"), "{}", message.text);
    harness.get_by_label(&message.text);
    harness.get_by_label("row 1, column 1, 4");

    // A good save opens and replaces the game.
    let good = dir.path().join("good.nonet");
    let mut other = fixed_game();
    other
        .apply(nonet::game::Action::SetDigit { cell: 1, digit: 7 })
        .unwrap();
    other.save_to(&good).unwrap();
    harness.state_mut().open_path(&good);
    harness.run();
    click(&mut harness, "Open it");
    harness.get_by_label("row 1, column 1, empty");
    harness.get_by_label("row 1, column 2, 7");
}

#[test]
fn save_writes_a_file_that_opens_again() {
    let mut harness = harness();
    click(&mut harness, "row 1, column 1, empty");
    press(&mut harness, Key::Num2);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mine.nonet");
    harness.state_mut().save_path(&path);
    harness.run();
    assert_eq!(Game::load_from(&path).unwrap().entries().get(0), 2);
}

#[test]
fn autosave_and_settings_go_to_the_injected_data_dir_and_resume() {
    let dir = tempfile::tempdir().unwrap();
    let data = DataDir::at(dir.path());
    let mut harness = harness_with(NonetApp::with_game(fixed_game(), data.clone()));
    click(&mut harness, "row 1, column 1, empty");
    press(&mut harness, Key::Num3);
    harness.state_mut().settings_mut().show_mistakes = true;
    harness.run();
    harness.state_mut().autosave();
    assert!(dir.path().join("settings.ron").exists());
    let ctx = egui::Context::default();
    let resumed = NonetApp::new(&ctx, data, None);
    assert_eq!(resumed.game().unwrap().entries().get(0), 3);
    assert!(resumed.settings().show_mistakes);
    assert!(!resumed.is_generating());
}

/// A file dropped on the window, as the windowing layer would report it.
#[derive(Debug)]
struct DroppedPath(std::path::PathBuf);

impl egui::DroppedFile for DroppedPath {
    fn path(&self) -> &std::path::Path {
        &self.0
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

#[test]
fn a_dropped_puzzle_file_opens() {
    let dir = tempfile::tempdir().unwrap();
    let seeds = data_text("seeds.txt");
    let first = seeds.lines().next().unwrap();
    let path = dir.path().join("dropped.sdk");
    let rows: Vec<&str> = (0..9).map(|r| &first[r * 9..r * 9 + 9]).collect();
    std::fs::write(&path, format!("#Asomeone\n{}\n", rows.join("\n"))).unwrap();

    let mut harness = harness();
    harness
        .input_mut()
        .dropped_files
        .push(std::sync::Arc::new(DroppedPath(path)));
    harness.run();
    wait_for_file(&mut harness);
    let opened = game(&harness);
    assert_eq!(opened.givens().to_digits(), first);
    assert_eq!(opened.metadata().author.as_deref(), Some("someone"));
}

#[test]
fn pasting_a_puzzle_string_starts_it_and_junk_keeps_the_game() {
    let mut harness = harness();
    let before = game(&harness);
    harness.event(egui::Event::Paste("not a puzzle at all".into()));
    harness.run();
    assert_eq!(game(&harness), before, "junk must not replace the game");

    let other = "900004001016008070000000080740305000000010000000702038050000000070200350100600009";
    harness.event(egui::Event::Paste(format!("{other}\n")));
    harness.run();
    assert_eq!(game(&harness).givens().to_digits(), other);

    // Several solutions: refused, the pasted-in game stays.
    harness.event(egui::Event::Paste(".".repeat(81)));
    harness.run();
    assert_eq!(game(&harness).givens().to_digits(), other);
}

#[test]
fn a_file_that_is_not_a_puzzle_reports_line_and_keeps_the_game() {
    let mut harness = harness();
    click(&mut harness, "row 1, column 1, empty");
    press(&mut harness, Key::Num4);
    let before = game(&harness);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("page.txt");
    std::fs::write(&path, "<html>\n<body>hello</body>\n</html>\n").unwrap();
    harness.state_mut().open_path(&path);
    wait_for_file(&mut harness);
    // No puzzle would replace the game, so nothing asks.
    assert!(!harness.state().is_asking());
    assert_eq!(game(&harness), before);
    let message = harness.state().message().unwrap().clone();
    assert_eq!(message.kind, MessageKind::Error);
    assert!(message.text.contains("page.txt"), "{}", message.text);
    assert!(message.text.contains("line 1"), "{}", message.text);

    // A file that vanished is named too, and leaves the recent list.
    let gone = dir.path().join("gone.sdk");
    harness.state_mut().open_path(&gone);
    wait_for_file(&mut harness);
    assert!(!harness.state().is_asking());
    assert_eq!(game(&harness), before);
    let message = harness.state().message().unwrap().clone();
    assert!(message.text.contains("gone.sdk"), "{}", message.text);
}

#[test]
fn exports_write_every_kind_and_read_back() {
    let mut harness = harness();
    click(&mut harness, "row 1, column 1, empty");
    press(&mut harness, Key::Num4);
    let dir = tempfile::tempdir().unwrap();
    for kind in ExportKind::ALL {
        let path = dir.path().join(format!("out.{}", kind.extension()));
        harness.state_mut().export_path(kind, &path);
        let message = harness.state().message().unwrap().clone();
        assert_eq!(
            message.kind,
            MessageKind::Success,
            "{kind:?}: {}",
            message.text
        );
        let bytes = std::fs::read(&path).unwrap();
        if kind == ExportKind::Svg {
            let svg = String::from_utf8(bytes).unwrap();
            assert!(svg.starts_with("<svg"), "{svg}");
            assert!(svg.contains(">4</text>"), "the entry is drawn");
        } else if kind == ExportKind::Png {
            let png = tiny_skia::Pixmap::decode_png(&bytes).expect("a PNG");
            assert_eq!(png.width(), png.height());
            assert!(png.width() >= 600, "{}", png.width());
        } else {
            let read = nonet::formats::parse_bytes(&bytes, None);
            assert_eq!(read.records.len(), 1, "{kind:?}");
            let givens = EASY.parse::<Grid>().unwrap();
            if kind == ExportKind::Pencilmark {
                // The position: the givens and the entry, each cell with its candidates.
                let grid = read.records[0].grid;
                assert_eq!(grid.get(0), 4, "the entry is placed");
                assert!((0..81).all(|c| givens.get(c) == 0 || grid.get(c) == givens.get(c)));
                assert!(read.records[0].candidates.is_some());
            } else {
                assert_eq!(read.records[0].grid, givens);
            }
        }
    }
    // A failed export names the file and leaves the old one whole.
    let target = dir.path().join("out.txt");
    let old = std::fs::read(&target).unwrap();
    let impossible = dir.path().join("out.txt").join("inside.txt");
    harness
        .state_mut()
        .export_path(ExportKind::Line, &impossible);
    let message = harness.state().message().unwrap().clone();
    assert_eq!(message.kind, MessageKind::Error);
    assert!(message.text.contains("inside.txt"), "{}", message.text);
    assert_eq!(std::fs::read(&target).unwrap(), old);
}

#[test]
fn without_a_file_dialog_the_app_says_how_else_to_open_and_save() {
    let mut harness = harness();
    harness
        .state_mut()
        .dialog_answered(Dialog::Open, DialogOutcome::Unavailable);
    let text = harness.state().message().unwrap().text.clone();
    assert!(text.contains("No file dialog"), "{text}");
    assert!(text.contains("drag it onto the window"), "{text}");
    harness
        .state_mut()
        .dialog_answered(Dialog::Save, DialogOutcome::Unavailable);
    let text = harness.state().message().unwrap().text.clone();
    assert!(text.contains("autosaved"), "{text}");

    // A chosen path goes through the same code as the dialog would: save, then open.
    let dir = tempfile::tempdir().unwrap();
    let chosen = dir.path().join("chosen");
    click(&mut harness, "row 1, column 1, empty");
    press(&mut harness, Key::Num4);
    harness
        .state_mut()
        .dialog_answered(Dialog::Save, DialogOutcome::Chosen(chosen.clone()));
    let saved = chosen.with_extension("nonet");
    assert_eq!(Game::load_from(&saved).unwrap(), game(&harness));
    harness.state_mut().dialog_answered(
        Dialog::Export(ExportKind::Sdk),
        DialogOutcome::Chosen(chosen.clone()),
    );
    assert!(chosen.with_extension("sdk").exists());
    harness
        .state_mut()
        .dialog_answered(Dialog::Open, DialogOutcome::Cancelled);
    assert_eq!(Game::load_from(&saved).unwrap(), game(&harness));
}

#[test]
fn every_puzzle_format_opens_through_the_dialog_path() {
    use nonet::formats::{Metadata, PuzzleFormat, write};
    let seeds = data_text("seeds.txt");
    let puzzle: Grid = seeds.lines().next().unwrap().parse().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut files: Vec<std::path::PathBuf> = PuzzleFormat::ALL
        .iter()
        .map(|&format| {
            let path = dir
                .path()
                .join(format!("{format:?}.{}", format.extension()));
            std::fs::write(&path, write(format, &puzzle, &Metadata::default())).unwrap();
            path
        })
        .collect();
    // The founding documents' samples, as other programs write them.
    let samples = data_path("formats");
    for entry in std::fs::read_dir(&samples).expect("the format samples in tests/data") {
        files.push(entry.unwrap().path());
    }
    assert!(files.len() >= PuzzleFormat::ALL.len() + 2);
    for path in files {
        let expected = nonet::formats::parse_file(&path).unwrap().records[0].grid;
        let mut harness = harness();
        harness
            .state_mut()
            .dialog_answered(Dialog::Open, DialogOutcome::Chosen(path.clone()));
        wait_for_file(&mut harness);
        assert_eq!(
            *game(&harness).givens(),
            expected,
            "{} did not open",
            path.display()
        );
    }
}

#[test]
fn pasting_over_a_game_in_progress_asks_first() {
    let mut harness = harness();
    let before = game(&harness);
    let cell = (0..81)
        .find(|&c| !before.is_given(c))
        .expect("an open cell");
    let digit = before.solution().get(cell);
    use nonet::app::command::Command;
    harness.state_mut().send(Command::Select(cell));
    harness.state_mut().send(Command::Digit(digit));
    harness.run();
    assert_eq!(game(&harness).entries().get(cell), digit, "a move was made");
    let other = "900004001016008070000000080740305000000010000000702038050000000070200350100600009";
    harness.event(egui::Event::Paste(format!("{other}\n")));
    harness.run();
    harness.get_by_label("Play the pasted puzzle?");
    harness.get_by_label("Cancel").click();
    harness.run();
    assert_eq!(
        game(&harness).givens(),
        before.givens(),
        "cancel keeps the game"
    );
    harness.event(egui::Event::Paste(format!("{other}\n")));
    harness.run();
    harness.get_by_label("Play it").click();
    harness.run();
    assert_eq!(game(&harness).givens().to_digits(), other);
}

#[test]
fn a_pasted_link_opens_its_puzzle_and_copy_link_gives_one_back() {
    let mut harness = harness();
    let other = "9....4..1.16..8.7........8.74.3.5.......1.......7.2.38.5........7.2..35.1..6....9";
    harness.event(egui::Event::Paste(format!(
        "https://example.org/nonet/#p={other}"
    )));
    harness.run();
    let message = harness.state().message().map(|m| m.text.clone());
    assert_eq!(game(&harness).givens().to_line(), other, "{message:?}");

    // A link without a puzzle in it says so and keeps the game.
    harness.event(egui::Event::Paste("https://example.org/#p=12345".into()));
    harness.run();
    assert_eq!(game(&harness).givens().to_line(), other);
    let message = harness.state().message().expect("a message");
    assert_eq!(message.kind, MessageKind::Error);

    // Copy link: the fragment alone until a web address is set, then on that address.
    let copy = |harness: &mut Harness<'_, NonetApp>| {
        harness.state_mut().send(Command::CopyLink);
        // The copy is in the output of the frame that ran the command.
        harness.step();
        copied_text(harness)
    };
    assert_eq!(copy(&mut harness), Some(format!("#p={other}")));
    send(
        &mut harness,
        Command::SetWebAddress("https://sudoku.example/play/".into()),
    );
    let link = copy(&mut harness).expect("a link was copied");
    assert_eq!(link, format!("https://sudoku.example/play/#p={other}"));

    // The copied link opens the puzzle in a window that had another.
    let mut second = ui_support::harness();
    assert_ne!(game(&second).givens().to_line(), other);
    second.event(egui::Event::Paste(link));
    second.run();
    assert_eq!(game(&second).givens().to_line(), other);
}

#[test]
fn a_variant_puzzle_travels_by_link() {
    let mut harness = harness();
    let x_line =
        "x:..........1.8..29.4.......65..93....2.......5....14..93.......1.75..6.3.........."
            .to_string();
    harness.event(egui::Event::Paste(x_line.clone()));
    harness.run();
    assert!(
        game(&harness).variant().is_some(),
        "the X puzzle was started"
    );
    harness.state_mut().send(Command::CopyLink);
    harness.step();
    let link = copied_text(&harness).expect("a link was copied");
    assert_eq!(link, format!("#p={x_line}"));

    let mut second = ui_support::harness();
    second.event(egui::Event::Paste(link));
    second.run();
    let opened = game(&second);
    assert_eq!(
        opened.variant().map(nonet::variant::write_line),
        Some(x_line)
    );
}

#[test]
fn a_puzzle_pasted_while_another_is_being_made_is_not_replaced_by_it() {
    let mut harness = harness();
    // A Hard puzzle takes milliseconds and may be made within the frame that asked for it
    // on a busy machine; ask again until one frame ends with it still being made.
    for _ in 0..20 {
        harness.state_mut().send(Command::NewGame(Level::Hard));
        harness.step();
        if harness.state().is_generating() {
            break;
        }
        assert!(
            !harness.state().is_asking(),
            "a new game was asked for without a question"
        );
    }
    assert!(
        harness.state().is_generating(),
        "a Hard puzzle is being made"
    );
    let other = "9....4..1.16..8.7........8.74.3.5.......1.......7.2.38.5........7.2..35.1..6....9";
    harness.event(egui::Event::Paste(format!("#p={other}")));
    harness.step();
    wait_for_generation(&mut harness);
    // Long enough for a puzzle that was still coming to have arrived.
    std::thread::sleep(Duration::from_millis(300));
    harness.run_steps(3);
    assert_eq!(game(&harness).givens().to_line(), other);
}
