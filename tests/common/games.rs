//! Helpers shared by the game-session and save-file tests: games to play, random actions,
//! save text surgery and round trips. Included by `#[path]` from those two test files.

#![allow(
    dead_code,
    reason = "each of the two test binaries uses its own part of these helpers"
)]

use super::common;
use nonet::game::{Action, Game, Hint, MarkLayer, Marks, Metadata, Status};
use nonet::generator::{CancelToken, GenerateOptions, generate};
use nonet::grid::{CELLS, Candidates, Grid};
use nonet::logic::Level;
use nonet::words::Explained;
use rand::Rng;
use rand::rngs::StdRng;
use std::sync::OnceLock;
use std::time::Duration;

/// Games to play: hard puzzles from `top1465.txt` spread over the file, and generated
/// puzzles at every level (fixed seeds), some with metadata. Built once per test binary.
pub fn base_games() -> &'static [Game] {
    static GAMES: OnceLock<Vec<Game>> = OnceLock::new();
    GAMES.get_or_init(|| {
        let text = common::data_text("top1465.txt");
        let mut games: Vec<Game> = text
            .lines()
            .step_by(150)
            .map(|line| {
                let puzzle: Grid = line.parse().expect("top1465 holds puzzle lines");
                Game::new(puzzle).expect("top1465 puzzles have one solution")
            })
            .collect();
        for (i, level) in Level::ALL.into_iter().enumerate() {
            for seed in 0..2 {
                let options = GenerateOptions::new(level, 1000 + seed);
                let generated = generate(&options, &CancelToken::new(), &mut |_| {})
                    .expect("the generator finds a puzzle at every level");
                let game = Game::from_generated(&generated).expect("a generated puzzle fits");
                games.push(if seed == 0 {
                    game
                } else {
                    game.with_metadata(Metadata {
                        title: Some(format!("{level} no. {i}")),
                        author: Some("Nonet's generator".to_string()),
                        source: Some(format!("seed {}", 1000 + seed)),
                        comment: Some("two lines,\n\"quoted\" and ünïcödé ✓".to_string()),
                        date: Some("2026-11-23".to_string()),
                        ..Metadata::default()
                    })
                });
            }
        }
        games
    })
}

/// CRC-32 (IEEE), written here bit by bit and independently of the library's table, to
/// seal save texts the tests edit the way a careful writer (or a newer Nonet) would.
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut c = !0u32;
    for &b in bytes {
        c ^= u32::from(b);
        for _ in 0..8 {
            c = if c & 1 != 0 {
                (c >> 1) ^ 0xEDB8_8320
            } else {
                c >> 1
            };
        }
    }
    !c
}

/// The save text up to (not including) its checksum line.
pub fn body_of(text: &str) -> &str {
    let trimmed = text.strip_suffix('\n').unwrap_or(text);
    let start = trimmed.rfind('\n').map_or(0, |i| i + 1);
    assert!(
        trimmed[start..].starts_with("// crc32 "),
        "a save ends with its checksum line"
    );
    &text[..start]
}

/// `text` with `from` replaced by `to` and a checksum line that fits again.
pub fn resealed(text: &str, from: &str, to: &str) -> String {
    let body = body_of(text);
    assert!(body.contains(from), "the test edits {from:?}");
    let body = body.replace(from, to);
    format!("{body}// crc32 {:08x}\n", crc32(body.as_bytes()))
}

/// The game with `ms` on its clock. The clock has no setter, so this goes through the
/// save text, the one place a clock value comes from outside.
pub fn with_elapsed(game: &Game, ms: u64) -> Game {
    let text = game.to_save_text();
    let field = format!("elapsed_ms: {}", game.elapsed().as_millis());
    let mut loaded = Game::from_save_text(&resealed(&text, &field, &format!("elapsed_ms: {ms}")))
        .expect("a clock value is a valid edit");
    loaded.clear_peer_notes = game.clear_peer_notes;
    loaded.live_candidates = game.live_candidates;
    loaded
}

/// Everything an undo or redo restores.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Snapshot {
    pub entries: Grid,
    pub notes: Candidates,
    pub marks: [Marks; CELLS],
    pub status: Status,
}

pub fn snapshot(game: &Game) -> Snapshot {
    Snapshot {
        entries: *game.entries(),
        notes: *game.all_notes(),
        marks: std::array::from_fn(|cell| game.marks(cell)),
        status: game.status(),
    }
}

/// One step of random play. `Act` is an `Action`; the others are what else a player
/// does to a game (the app calls these methods directly).
#[derive(Clone, Debug)]
pub enum Op {
    Act(Action),
    Undo,
    Redo,
    Pause,
    Resume,
    Clock(bool),
    /// Ask for a hint and act on it.
    Hint,
    /// Compare `wrong_entries` with the answer (the Check button).
    Check,
    /// Save, load, and play on with the loaded game.
    SaveLoad,
    /// Switch live candidates on (then make them live, an action) or off.
    Live(bool),
    /// Mark a checkpoint.
    Checkpoint,
}

/// A few cells at random, now and then one off the board or repeated.
fn random_cells(rng: &mut StdRng) -> Vec<u8> {
    let count = rng.random_range(0..=5);
    (0..count)
        .map(|_| {
            if rng.random_bool(0.05) {
                rng.random_range(81..=255)
            } else {
                rng.random_range(0..CELLS as u8)
            }
        })
        .collect()
}

/// A step with the player's toolkit: marks, colours, several cells at once, live
/// candidates and checkpoints.
fn random_tool_op(game: &Game, rng: &mut StdRng) -> Op {
    let digit = rng.random_range(1..=9u8);
    let cell = rng.random_range(0..CELLS as u8);
    match rng.random_range(0..100) {
        0..20 => Op::Act(Action::Mark {
            cells: random_cells(rng),
            layer: if rng.random_bool(0.5) {
                MarkLayer::Corner
            } else {
                MarkLayer::Candidate
            },
            digit,
        }),
        20..35 => Op::Act(Action::Paint {
            cells: random_cells(rng),
            // Now and then a colour past 9, which must be refused.
            colour: rng.random_range(0..=10),
        }),
        35..45 => Op::Act(Action::PaintCandidate {
            cell,
            digit,
            colour: rng.random_range(0..=9),
        }),
        45..60 => Op::Act(Action::SetDigits {
            cells: random_cells(rng),
            digit,
        }),
        60..70 => Op::Act(Action::ClearCells {
            cells: random_cells(rng),
        }),
        // Live candidates stay on for short stretches: with them, hints reason from full
        // candidates and solve quickly, and a game restarted after a solve cannot be undone
        // back to the start, which most sessions should reach.
        70..78 => Op::Live(!game.live_candidates && rng.random_bool(0.25)),
        78..88 => Op::Checkpoint,
        _ => Op::Act(Action::GoToCheckpoint {
            index: rng.random_range(0..=game.checkpoints().len()),
            label: "a checkpoint".into(),
        }),
    }
}

/// An open cell of the game, chosen at random, if any is left.
pub fn random_empty_cell(game: &Game, rng: &mut StdRng) -> Option<u8> {
    let empty: Vec<u8> = (0..CELLS as u8)
        .filter(|&c| game.digit(c as usize) == 0)
        .collect();
    (!empty.is_empty()).then(|| empty[rng.random_range(0..empty.len())])
}

/// A random step, weighted like play: mostly digits, notes, erasing, undo and redo.
/// While `focused`, mostly right digits, so that games get solved now and then.
pub fn random_op(game: &Game, rng: &mut StdRng, focused: bool) -> Op {
    let cell = rng.random_range(0..CELLS as u8);
    let digit = rng.random_range(1..=9u8);
    if game.status() == Status::Paused && rng.random_bool(0.5) {
        return Op::Resume;
    }
    if !focused && rng.random_bool(0.15) {
        return random_tool_op(game, rng);
    }
    let roll = if focused && rng.random_bool(0.8) {
        220
    } else {
        rng.random_range(0..1000)
    };
    match roll {
        0..220 => Op::Act(Action::SetDigit { cell, digit }),
        220..300 => match random_empty_cell(game, rng) {
            // The right digit, so that games get solved now and then.
            Some(cell) => Op::Act(Action::SetDigit {
                cell,
                digit: game.solution().get(cell as usize),
            }),
            None => Op::Act(Action::Restart),
        },
        300..380 => Op::Act(Action::ClearCell { cell }),
        380..580 => Op::Act(Action::ToggleNote { cell, digit }),
        580..600 => Op::Act(Action::FillCandidates),
        600..610 => Op::Act(Action::ClearNotes),
        610..650 => Op::Hint,
        650..680 => Op::Check,
        680..690 => Op::Act(Action::Restart),
        690..695 => Op::Act(Action::Reveal),
        695..845 => Op::Undo,
        845..925 => Op::Redo,
        925..945 => Op::Pause,
        945..955 => Op::Resume,
        955..976 => Op::Clock(rng.random_bool(0.5)),
        976..980 => Op::SaveLoad,
        // Out-of-range cells and digits must be refused without a change.
        980..990 => Op::Act(Action::SetDigit {
            cell: rng.random_range(81..=255),
            digit,
        }),
        _ => Op::Act(Action::ToggleNote {
            cell,
            digit: [0, 10, 255][rng.random_range(0..3)],
        }),
    }
}

/// What a hint asks for, checked against the answer: a step never contradicts it, and a
/// reported mistake is one.
pub fn action_for_hint(game: &Game) -> Option<Action> {
    match game.hint() {
        Hint::Step(step) => {
            for p in &step.placements {
                assert_eq!(
                    game.solution().get(p.cell as usize),
                    p.digit,
                    "a hint placed a wrong digit: {}",
                    step.explanation()
                );
            }
            for e in &step.eliminations {
                assert_ne!(
                    game.solution().get(e.cell as usize),
                    e.digit,
                    "a hint removed the answer: {}",
                    step.explanation()
                );
            }
            Some(Action::ApplyHint(step.into()))
        }
        Hint::WrongEntry { cell, entered, .. } => {
            assert_eq!(game.digit(cell as usize), entered);
            assert_ne!(game.solution().get(cell as usize), entered);
            Some(Action::ClearCell { cell })
        }
        Hint::WrongNotes { cell, .. } => {
            let notes = game.notes(cell as usize);
            assert!(!notes.is_empty() && !notes.contains(game.solution().get(cell as usize)));
            Some(Action::ClearCell { cell })
        }
        Hint::Solved | Hint::Stuck(_) => None,
    }
}

/// Checks that save text loads back as the same game, part by part, and returns the
/// loaded game (with the session's notes option, which is the app's setting, not saved).
pub fn round_trip(game: &Game) -> Game {
    let before = game.elapsed();
    let text = game.to_save_text();
    let after = game.elapsed();
    let mut loaded = Game::from_save_text(&text)
        .unwrap_or_else(|e| panic!("a game's own save does not load: {e}\n{text}"));
    assert_eq!(loaded.givens(), game.givens());
    assert_eq!(loaded.entries(), game.entries());
    assert_eq!(loaded.all_notes(), game.all_notes());
    assert_eq!(loaded.solution(), game.solution());
    assert_eq!(loaded.rating(), game.rating());
    assert_eq!(loaded.metadata(), game.metadata());
    assert_eq!(loaded.history(), game.history());
    assert_eq!(loaded.undo_action(), game.undo_action());
    assert_eq!(loaded.redo_action(), game.redo_action());
    // The clock is saved in whole milliseconds and loads stopped; a running clock moved
    // on while the text was made.
    let saved_ms = loaded.elapsed().as_millis();
    assert!(
        before.as_millis() <= saved_ms && saved_ms <= after.as_millis(),
        "clock saved as {saved_ms} ms, between {before:?} and {after:?}"
    );
    assert_eq!(loaded.elapsed(), Duration::from_millis(saved_ms as u64));
    assert!(!loaded.clock().is_running());
    // A pause does not outlive the session that made it: a paused game loads playing.
    let expected_status = match game.status() {
        Status::Paused => Status::Playing,
        other => other,
    };
    assert_eq!(loaded.status(), expected_status);
    // Not saved: the app sets it from its settings before every action.
    assert!(loaded.clear_peer_notes);
    loaded.clear_peer_notes = game.clear_peer_notes;
    // Everything else, the redo stack included.
    let mut resumed = game.clone();
    resumed.resume();
    assert!(
        loaded == resumed,
        "the loaded game differs from the saved one"
    );
    if game.status() != Status::Paused && !game.clock().is_running() {
        assert_eq!(loaded.to_save_text(), text, "saving again changes the text");
    }
    loaded
}
