//! Game sessions end to end, through the public API of `nonet::game`:
//!
//! - save/load round trips of random games, part by part (proptest);
//! - long random sessions checked against a model after every action, and through a save
//!   and load after every early action and every 100th later one (all of them with
//!   `NONET_SESSION_ROUND_TRIPS=all`).
//!
//! Damaged, failing and interrupted saves are in `tests/save_files.rs`.

mod common;
#[path = "common/games.rs"]
mod games;

use games::*;
use nonet::game::{Action, Game, Metadata, Status};
use nonet::grid::{CELLS, Grid};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::time::{Duration, Instant};

// ----- save/load round trip (proptest) -----

/// Applies encoded steps `(kind, cell, digit)` as play would; `kind` is 0..64, weighted
/// towards digits and notes, with Reveal rare (it ends play until undone or restarted).
fn play_encoded(game: &mut Game, steps: &[(u8, u8, u8)]) {
    for &(kind, cell, digit) in steps {
        let action = match kind {
            0..=15 => Action::SetDigit { cell, digit },
            16..=20 => Action::SetDigit {
                cell,
                digit: game.solution().get(cell as usize),
            },
            21..=27 => Action::ClearCell { cell },
            28..=41 => Action::ToggleNote { cell, digit },
            42 | 43 => Action::FillCandidates,
            44 => Action::ClearNotes,
            45..=48 => match action_for_hint(game) {
                Some(action) => action,
                None => continue,
            },
            49..=55 => {
                game.undo();
                continue;
            }
            56..=59 => {
                game.redo();
                continue;
            }
            60 | 61 => Action::Restart,
            62 => Action::Reveal,
            _ => {
                match game.status() {
                    Status::Paused => game.resume(),
                    _ => game.pause(),
                }
                continue;
            }
        };
        // Refused actions (givens, finished or paused games) are part of play.
        let _ = game.apply(action);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn save_and_load_round_trip_every_part(
        which in 0usize..1000,
        steps in prop::collection::vec((0u8..64, 0u8..81, 1u8..=9), 0..150),
        metadata in (
            prop::option::of(any::<String>()),
            prop::option::of(any::<String>()),
            prop::option::of("[ -~\n\t\"\\\\]{0,60}"),
            prop::option::of(any::<String>()),
        ),
        elapsed_ms in prop_oneof![0u64..10_000_000, 0..=nonet::game::MAX_ELAPSED.as_millis() as u64],
        clear_peer_notes in any::<bool>(),
        paused in any::<bool>(),
    ) {
        let bases = base_games();
        let base = &bases[which % bases.len()];
        let (title, author, source, comment) = metadata;
        let mut game = with_elapsed(base, elapsed_ms).with_metadata(Metadata {
            title,
            author,
            source,
            comment,
            ..Metadata::default()
        });
        game.clear_peer_notes = clear_peer_notes;
        play_encoded(&mut game, &steps);
        if paused {
            game.pause();
        }
        let mut loaded = round_trip(&game);

        // Undo all, then redo all, on both: the same positions in the same order.
        let mut original = game.clone();
        original.resume();
        let mut undone = 0;
        loop {
            let (a, b) = (original.undo(), loaded.undo());
            prop_assert_eq!(a, b, "undo {} answered differently", undone + 1);
            if !a {
                break;
            }
            undone += 1;
            prop_assert_eq!(snapshot(&loaded), snapshot(&original));
        }
        let mut redone = 0;
        loop {
            let (a, b) = (original.redo(), loaded.redo());
            prop_assert_eq!(a, b, "redo {} answered differently", redone + 1);
            if !a {
                break;
            }
            redone += 1;
            prop_assert_eq!(snapshot(&loaded), snapshot(&original));
        }
        prop_assert!(loaded == original);
        // Redo all walks at least as far as the undos did.
        prop_assert!(redone >= undone);
    }
}

// ----- long random sessions -----

/// The state a session must be in, kept beside the game: the positions undo and redo
/// lead to, and the things that never change.
struct Model {
    givens: Grid,
    solution: Grid,
    start: Snapshot,
    past: Vec<Snapshot>,
    future: Vec<Snapshot>,
}

impl Model {
    fn new(game: &Game) -> Model {
        Model {
            givens: *game.givens(),
            solution: *game.solution(),
            start: snapshot(game),
            past: Vec::new(),
            future: Vec::new(),
        }
    }

    /// Whether undo and redo are allowed in this status (not while paused, not once solved).
    fn moves_back_and_forth(status: Status) -> bool {
        matches!(status, Status::Playing | Status::Revealed)
    }
}

/// How a session went, for the printed totals.
#[derive(Default, Debug)]
struct Tally {
    ops: usize,
    applied: usize,
    refused: usize,
    unchanged: usize,
    undos: usize,
    redos: usize,
    hints: usize,
    save_loads: usize,
    round_trips: usize,
    round_trip_time: Duration,
    solved: usize,
    /// Sessions whose final undo-all stopped at a solved position.
    stopped_at_solved: usize,
}

impl Tally {
    fn add(&mut self, t: &Tally) {
        self.ops += t.ops;
        self.applied += t.applied;
        self.refused += t.refused;
        self.unchanged += t.unchanged;
        self.undos += t.undos;
        self.redos += t.redos;
        self.hints += t.hints;
        self.save_loads += t.save_loads;
        self.round_trips += t.round_trips;
        self.round_trip_time += t.round_trip_time;
        self.solved += t.solved;
        self.stopped_at_solved += t.stopped_at_solved;
    }
}

/// Checks everything that must hold after every step.
fn check_invariants(game: &Game, model: &Model, rating: Option<nonet::logic::Rating>) {
    assert_eq!(game.givens(), &model.givens, "the givens changed");
    assert_eq!(
        game.solution(),
        &model.solution,
        "the stored answer changed"
    );
    assert_eq!(game.rating().copied(), rating, "the rating changed");
    assert_eq!(
        game.history().len(),
        model.past.len(),
        "undo history length"
    );
    let can = Model::moves_back_and_forth(game.status());
    assert_eq!(game.can_undo(), can && !model.past.is_empty());
    assert_eq!(game.can_redo(), can && !model.future.is_empty());
    let grid = game.grid();
    for cell in 0..CELLS {
        if game.is_given(cell) {
            assert_eq!(game.entries().get(cell), 0, "an entry on a given");
        }
        if grid.get(cell) != 0 {
            assert!(game.notes(cell).is_empty(), "notes in a filled cell");
            assert!(
                game.marks(cell).corner.is_empty(),
                "corner marks in a filled cell"
            );
        }
        assert!(game.marks(cell).is_valid(), "a mark out of range");
    }
    match game.status() {
        Status::Solved | Status::Revealed => assert_eq!(grid, model.solution),
        Status::Playing | Status::Paused => assert_ne!(grid, model.solution),
    }
    // Check: the wrong entries are exactly the entries that differ from the answer.
    let wrong: Vec<usize> = (0..CELLS)
        .filter(|&c| game.entries().get(c) != 0 && game.entries().get(c) != model.solution.get(c))
        .collect();
    assert_eq!(game.wrong_entries(), wrong);
}

/// When a session checks a save and load on top of the model: after every one of its
/// first `every_step_until` steps, then after every `then_every`-th step.
#[derive(Clone, Copy)]
struct RoundTrips {
    every_step_until: usize,
    then_every: usize,
}

/// One session: `steps` random steps on `game`, each checked against the model, and
/// through a save and load as `round_trips` says.
fn run_session(mut game: Game, seed: u64, steps: usize, round_trips: RoundTrips) -> Tally {
    let mut rng = StdRng::seed_from_u64(seed);
    game.clear_peer_notes = rng.random_bool(0.7);
    let rating = game.rating().copied();
    let mut model = Model::new(&game);
    let mut tally = Tally::default();
    for step in 1..=steps {
        // The last 100 of every 500 steps play mostly right digits, except at the very end,
        // so that most sessions can still be undone back to the start (a solved game takes
        // no undo).
        let focused = step % 500 >= 400 && step + 100 <= steps;
        let op = random_op(&game, &mut rng, focused);
        let before = snapshot(&game);
        let history_before = game.history().len();
        let context = format!("seed {seed}, step {step}: {op:?}");
        match op.clone() {
            Op::Act(action) => match game.apply(action) {
                Ok(true) => {
                    model.past.push(before);
                    model.future.clear();
                    tally.applied += 1;
                    if game.live_candidates && game.status() == Status::Playing {
                        // Live candidates: every empty cell shows what its peers allow,
                        // less what was struck out.
                        let grid = game.grid();
                        for cell in (0..CELLS).filter(|&c| grid.get(c) == 0) {
                            let live = grid.allowed(cell).difference(game.marks(cell).struck);
                            assert_eq!(game.notes(cell), live, "{context}: live candidates");
                        }
                    }
                    if game.status() == Status::Solved {
                        tally.solved += 1;
                    }
                }
                Ok(false) => {
                    assert_eq!(snapshot(&game), before, "{context}: 'no change' changed");
                    tally.unchanged += 1;
                }
                Err(_) => {
                    assert_eq!(snapshot(&game), before, "{context}: a refusal changed");
                    assert_eq!(game.history().len(), history_before, "{context}");
                    tally.refused += 1;
                }
            },
            Op::Hint => {
                tally.hints += 1;
                if let Some(action) = action_for_hint(&game) {
                    // Hints may be asked for while paused; acting on one waits for play.
                    let applied = match game.apply(action) {
                        Ok(applied) => applied,
                        Err(e) => {
                            assert_ne!(before.status, Status::Playing, "{context}: {e}");
                            false
                        }
                    };
                    if applied {
                        model.past.push(before);
                        model.future.clear();
                        if game.status() == Status::Solved {
                            tally.solved += 1;
                        }
                    }
                }
            }
            Op::Undo => {
                let expected = Model::moves_back_and_forth(before.status) && !model.past.is_empty();
                assert_eq!(game.undo(), expected, "{context}");
                if expected {
                    let back = model.past.pop().expect("checked above");
                    assert_eq!(snapshot(&game), back, "{context}: undo is not exact");
                    model.future.push(before);
                    tally.undos += 1;
                } else {
                    assert_eq!(snapshot(&game), before, "{context}");
                }
            }
            Op::Redo => {
                let expected =
                    Model::moves_back_and_forth(before.status) && !model.future.is_empty();
                assert_eq!(game.redo(), expected, "{context}");
                if expected {
                    let forth = model.future.pop().expect("checked above");
                    assert_eq!(snapshot(&game), forth, "{context}: redo is not exact");
                    model.past.push(before);
                    tally.redos += 1;
                } else {
                    assert_eq!(snapshot(&game), before, "{context}");
                }
            }
            Op::Pause => {
                game.pause();
                let expected = match before.status {
                    Status::Playing => Status::Paused,
                    other => other,
                };
                assert_eq!(game.status(), expected, "{context}");
                assert!(!game.clock().is_running() || expected != Status::Paused);
            }
            Op::Resume => {
                game.resume();
                let expected = match before.status {
                    Status::Paused => Status::Playing,
                    other => other,
                };
                assert_eq!(game.status(), expected, "{context}");
            }
            Op::Clock(running) => {
                game.set_clock_running(running);
                assert_eq!(
                    game.clock().is_running(),
                    running && game.status() == Status::Playing,
                    "{context}"
                );
            }
            Op::Check => {
                // The check itself is in `check_invariants`; here the grid is unchanged.
                assert_eq!(snapshot(&game), before, "{context}");
            }
            Op::Live(on) => {
                game.live_candidates = on;
                if on {
                    // Switching them on makes the candidates live: one undoable action.
                    if let Ok(true) = game.apply(Action::StartLiveCandidates) {
                        model.past.push(before);
                        model.future.clear();
                    }
                }
            }
            Op::Checkpoint => {
                let count = game.checkpoints().len();
                game.add_checkpoint(format!("Checkpoint {}", count + 1));
                assert_eq!(game.checkpoints().len(), count + 1, "{context}");
            }
            Op::SaveLoad => {
                let peer_notes = game.clear_peer_notes;
                let live = game.live_candidates;
                game = round_trip(&game);
                game.clear_peer_notes = peer_notes;
                game.live_candidates = live;
                // A paused game loads playing; the model follows the file.
                if before.status == Status::Paused {
                    assert_eq!(game.status(), Status::Playing);
                }
                tally.save_loads += 1;
            }
        }
        if !matches!(
            op,
            Op::Act(_) | Op::Hint | Op::Undo | Op::Redo | Op::Live(true)
        ) {
            // Steps that are no action change no cell.
            assert_eq!(game.entries(), &before.entries, "{context}");
            assert_eq!(game.all_notes(), &before.notes, "{context}");
        }
        check_invariants(&game, &model, rating);
        if step <= round_trips.every_step_until || step % round_trips.then_every == 0 {
            let t = Instant::now();
            round_trip(&game);
            tally.round_trip_time += t.elapsed();
            tally.round_trips += 1;
        }
        tally.ops += 1;
    }

    // Undo everything, then redo everything.
    game.resume();
    let end = snapshot(&game);
    let mut undone = Vec::new();
    while game.undo() {
        let back = model.past.pop().expect("the model allows this undo");
        assert_eq!(
            snapshot(&game),
            back,
            "seed {seed}: final undo is not exact"
        );
        undone.push(back);
    }
    if !model.past.is_empty() {
        // Undo stops at a solved position: a solved game takes neither undo nor redo, by
        // design (only Restart), so the start and the way back are out of reach.
        assert_eq!(
            game.status(),
            Status::Solved,
            "seed {seed}: undo stopped early"
        );
        assert!(!game.redo());
        tally.stopped_at_solved = 1;
        return tally;
    }
    assert_eq!(
        snapshot(&game),
        model.start,
        "seed {seed}: undo all misses the start"
    );
    // Redo as many steps as were undone: back through the same positions to the end.
    undone.pop();
    for expected in undone.iter().rev().chain([&end]) {
        assert!(game.redo(), "seed {seed}: redo refused");
        assert_eq!(
            &snapshot(&game),
            expected,
            "seed {seed}: redo all is not exact"
        );
    }
    tally
}

/// Long sessions: 40 x 2,500 = 100,000 random steps in the default run.
const SESSIONS: u64 = 40;
const SESSION_STEPS: usize = 2_500;

/// A save and load after every step of a long session costs too much: a save grows by
/// about 500 bytes per edit (a 1,000-edit game is ~550 KB and takes ~5 ms to save and
/// load here), so 100,000 per-step round trips would take several minutes. Each session
/// round-trips every step while its history is short, then every 100th step; the history
/// keeps every edit, so anything that does not survive a save is still found at the next
/// check, and the `SaveLoad` step plays on with the loaded game.
const ROUND_TRIPS: RoundTrips = RoundTrips {
    every_step_until: 100,
    then_every: 100,
};

#[test]
fn long_random_sessions_keep_every_invariant() {
    let start = Instant::now();
    let bases = base_games();
    // A thorough run on demand: a save and load after every step (minutes, not seconds).
    let round_trips = match std::env::var("NONET_SESSION_ROUND_TRIPS").as_deref() {
        Ok("all") => RoundTrips {
            every_step_until: usize::MAX,
            then_every: 1,
        },
        _ => ROUND_TRIPS,
    };
    let mut total = Tally::default();
    for seed in 0..SESSIONS {
        let game = bases[seed as usize % bases.len()].clone();
        total.add(&run_session(game, seed, SESSION_STEPS, round_trips));
    }
    println!(
        "{SESSIONS} sessions, {} random steps in {:.1?}: {total:?}",
        total.ops,
        start.elapsed()
    );
    assert_eq!(total.ops, SESSIONS as usize * SESSION_STEPS);
    assert!(total.ops >= 100_000);
    // The mix reached what it was meant to reach.
    assert!(total.applied > total.ops / 4 && total.undos > 0 && total.redos > 0);
    assert!(total.hints > 0 && total.save_loads > 0 && total.solved > 0);
    // A good share of sessions undo all the way back to the empty grid (the others stop at
    // a Restart made from a solved game, which undo cannot pass by design).
    assert!(
        total.stopped_at_solved < SESSIONS as usize * 3 / 4,
        "{total:?}"
    );
}
