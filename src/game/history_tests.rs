//! Tests of the history's bound and of its compact form in saves: whatever is played, the
//! save stays far below what loading accepts, and loads back as the same game.

use super::save::MAX_FILE_BYTES;
use super::save_tests::unsealed;
use super::tests::{easy_game, first_open_cell, note, set, snapshot};
use super::*;

/// The undo and redo lines of a save: the lines between `undo: [` / `redo: [` and `],`.
fn step_lines(text: &str) -> usize {
    let mut inside = false;
    let mut bytes = 0;
    for line in text.split_inclusive('\n') {
        match line.trim() {
            "undo: [" | "redo: [" => inside = true,
            "]," if inside => inside = false,
            _ if inside => bytes += line.len(),
            _ => {}
        }
    }
    bytes
}

#[test]
fn tens_of_thousands_of_edits_save_within_the_bound_and_load_as_they_were() {
    // The autosave that could not be read back: Fill candidates then Clear notes, over and
    // over (4,030 such edits made 17.1 MB), mixed here with entries and notes.
    let mut game = easy_game();
    let cell = first_open_cell(&game);
    let answer = game.solution().get(cell);
    let mut applied = 0;
    for round in 0..10_000 {
        for action in [Action::FillCandidates, Action::ClearNotes] {
            assert!(
                game.apply(action).unwrap(),
                "round {round} changes the notes"
            );
            applied += 1;
        }
        if round % 100 == 0 {
            game.apply(note(80 - cell, 1 + (round / 100 % 9) as u8))
                .ok();
            game.apply(set(cell, answer)).unwrap();
            assert!(game.undo());
        }
    }
    assert!(applied >= 20_000);
    assert!(game.history_bytes() <= HISTORY_BYTES);
    let text = game.to_save_text();
    eprintln!(
        "{applied} edits: save of {} bytes, {} steps kept, history {} bytes",
        text.len(),
        game.history().len(),
        game.history_bytes()
    );
    assert!(
        text.len() < MAX_FILE_BYTES as usize / 2,
        "a save of {} bytes is not well under the {MAX_FILE_BYTES} bytes loading accepts",
        text.len()
    );
    assert!(
        game.history().len() > 4_000,
        "the bound keeps thousands of steps"
    );
    let mut loaded = Game::from_save_text(&text).expect("the save loads");
    assert_eq!(loaded, game);
    assert_eq!(loaded.to_save_text(), text, "written back byte for byte");
    let mut steps = 0;
    while loaded.undo() {
        assert!(game.undo());
        assert_eq!(snapshot(&loaded), snapshot(&game));
        steps += 1;
    }
    assert!(!game.undo(), "both reach the oldest step kept together");
    assert_eq!(loaded, game);
    assert!(steps > 4_000);
}

#[test]
fn a_step_records_only_what_changed() {
    let mut game = easy_game();
    game.apply(Action::FillCandidates).unwrap();
    let filled = game.history()[0].changes.len();
    assert!(filled > 40);
    let text = game.to_save_text();
    let cell = first_open_cell(&game);
    let notes: String = game
        .notes(cell)
        .iter()
        .map(|d| (b'0' + d) as char)
        .collect();
    let written = format!("\"{} n->{notes}\"", crate::grid::cell_name(cell));
    assert!(text.contains(&written), "{written} in {text}");
    // The cell name, the notes and a few bytes more each, not every field of every cell.
    let per_cell = step_lines(&text) / filled;
    assert!(per_cell <= 20, "{per_cell} bytes a changed cell");
    assert_eq!(Game::from_save_text(&text).unwrap(), game);
}

#[test]
fn edits_that_change_nothing_cost_nothing() {
    let mut game = easy_game();
    assert!(game.apply(Action::FillCandidates).unwrap());
    let bytes = game.history_bytes();
    for _ in 0..1_000 {
        assert!(!game.apply(Action::FillCandidates).unwrap());
        assert!(
            !game
                .apply(Action::Paint {
                    cells: vec![],
                    colour: 3
                })
                .unwrap()
        );
    }
    assert_eq!(game.history().len(), 1);
    assert_eq!(game.history_bytes(), bytes);
}

#[test]
fn history_bytes_are_what_the_steps_take_in_the_save() {
    let mut game = easy_game();
    let cell = first_open_cell(&game);
    game.apply(Action::FillCandidates).unwrap();
    game.apply(set(cell, game.solution().get(cell))).unwrap();
    game.apply(Action::Paint {
        cells: vec![0, 1, 2],
        colour: 4,
    })
    .unwrap();
    if let Hint::Step(step) = game.hint() {
        game.apply(Action::ApplyHint(step.into())).unwrap();
    }
    game.apply(Action::Reveal).unwrap();
    assert!(game.undo() && game.undo());
    let text = game.to_save_text();
    assert_eq!(game.history_bytes(), step_lines(&text));
    // Undo and redo move steps between the lists; a new edit drops the redo steps.
    game.apply(Action::ClearNotes).unwrap();
    assert_eq!(game.history_bytes(), step_lines(&game.to_save_text()));
    let loaded = Game::from_save_text(&game.to_save_text()).unwrap();
    assert_eq!(loaded.history_bytes(), game.history_bytes());
}

#[test]
fn checkpoints_are_capped_and_a_save_with_more_loads_the_newest() {
    let mut game = easy_game();
    for n in 1..=MAX_CHECKPOINTS + 20 {
        game.add_checkpoint(format!("Checkpoint {n}"));
    }
    assert_eq!(game.checkpoints().len(), MAX_CHECKPOINTS);
    assert_eq!(game.checkpoints()[0].label, "Checkpoint 21");
    // A save holding more (written by hand, or by an older Nonet) keeps the newest.
    let text = game.to_save_text();
    let body = text.rsplit_once("// crc32").unwrap().0;
    let mut lines: Vec<String> = body.lines().map(str::to_string).collect();
    let first = lines
        .iter()
        .position(|line| line.contains("\"Checkpoint 21\""))
        .unwrap();
    for k in 0..5 {
        let older = lines[first].replace("Checkpoint 21", &format!("Older {k}"));
        lines.insert(first, older);
    }
    let more = lines.join("\n");
    let loaded = Game::from_save_text(&more).expect("a save with extra checkpoints loads");
    assert_eq!(loaded.checkpoints().len(), MAX_CHECKPOINTS);
    assert_eq!(loaded.checkpoints()[0].label, "Checkpoint 21");
    assert_eq!(loaded.checkpoints(), game.checkpoints());
}

#[test]
fn a_loaded_history_past_the_bound_is_trimmed_so_the_next_save_loads() {
    // Fill candidates then Clear notes leaves the notes as they were, so the steps of a
    // save written three times over still lead to its position: a history three times the
    // bound, as a hand edit or another writer could make.
    let mut game = easy_game();
    for _ in 0..1_500 {
        game.apply(Action::FillCandidates).unwrap();
        game.apply(Action::ClearNotes).unwrap();
    }
    assert_eq!(game.history().len(), 3_000);
    let body = unsealed(&game.to_save_text());
    let start = body.find("    undo: [\n").unwrap() + "    undo: [\n".len();
    let end = start + body[start..].find("    ],\n").unwrap();
    let long = format!(
        "{}{}{}",
        &body[..start],
        body[start..end].repeat(3),
        &body[end..]
    );
    assert!(long.len() > 3 * game.history_bytes());
    let loaded = Game::from_save_text(&long).expect("a long history loads");
    assert!(loaded.history_bytes() <= HISTORY_BYTES);
    assert!(loaded.history().len() > 4_000);
    let again = loaded.to_save_text();
    assert!(
        again.len() < HISTORY_BYTES + 64 * 1024,
        "{} bytes",
        again.len()
    );
    assert_eq!(Game::from_save_text(&again).unwrap(), loaded);
}
