//! Game sessions end to end, through the public API of `nonet::game`:
//!
//! - save/load round trips of random games, part by part (proptest);
//! - damaged, cut-short and newer save files refused with an error naming the file, the
//!   game in hand kept as it was;
//! - failing saves (unwritable folder) leaving the old file byte for byte;
//! - long random sessions checked against a model after every action, and through a save
//!   and load after every early action and every 100th later one (all of them with
//!   `NONET_SESSION_ROUND_TRIPS=all`);
//! - a saving process killed at random moments, its files still loading as a whole game.

mod common;

use nonet::game::{
    Action, Autosaver, FORMAT_VERSION, FileError, Game, Hint, Metadata, SaveTextError, Status,
};
use nonet::generator::{CancelToken, GenerateOptions, generate};
use nonet::grid::{CELLS, Candidates, Grid};
use nonet::logic::Level;
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use std::path::Path;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

// ----- shared helpers -----

/// Games to play: hard puzzles from `top1465.txt` spread over the file, and generated
/// puzzles at every level (fixed seeds), some with metadata. Built once per test binary.
fn base_games() -> &'static [Game] {
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
fn crc32(bytes: &[u8]) -> u32 {
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
fn body_of(text: &str) -> &str {
    let trimmed = text.strip_suffix('\n').unwrap_or(text);
    let start = trimmed.rfind('\n').map_or(0, |i| i + 1);
    assert!(
        trimmed[start..].starts_with("// crc32 "),
        "a save ends with its checksum line"
    );
    &text[..start]
}

/// `text` with `from` replaced by `to` and a checksum line that fits again.
fn resealed(text: &str, from: &str, to: &str) -> String {
    let body = body_of(text);
    assert!(body.contains(from), "the test edits {from:?}");
    let body = body.replace(from, to);
    format!("{body}// crc32 {:08x}\n", crc32(body.as_bytes()))
}

/// The game with `ms` on its clock. The clock has no setter, so this goes through the
/// save text, the one place a clock value comes from outside.
fn with_elapsed(game: &Game, ms: u64) -> Game {
    let text = game.to_save_text();
    let field = format!("elapsed_ms: {}", game.elapsed().as_millis());
    let mut loaded = Game::from_save_text(&resealed(&text, &field, &format!("elapsed_ms: {ms}")))
        .expect("a clock value is a valid edit");
    loaded.clear_peer_notes = game.clear_peer_notes;
    loaded
}

/// Everything an undo or redo restores.
#[derive(Clone, Copy, PartialEq, Debug)]
struct Snapshot {
    entries: Grid,
    notes: Candidates,
    status: Status,
}

fn snapshot(game: &Game) -> Snapshot {
    Snapshot {
        entries: *game.entries(),
        notes: *game.all_notes(),
        status: game.status(),
    }
}

/// One step of random play. `Act` is an `Action`; the others are what else a player
/// does to a game (the app calls these methods directly).
#[derive(Clone, Debug)]
enum Op {
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
}

/// An open cell of the game, chosen at random, if any is left.
fn random_empty_cell(game: &Game, rng: &mut StdRng) -> Option<u8> {
    let empty: Vec<u8> = (0..CELLS as u8)
        .filter(|&c| game.digit(c as usize) == 0)
        .collect();
    (!empty.is_empty()).then(|| empty[rng.random_range(0..empty.len())])
}

/// A random step, weighted like play: mostly digits, notes, erasing, undo and redo.
/// While `focused`, mostly right digits, so that games get solved now and then.
fn random_op(game: &Game, rng: &mut StdRng, focused: bool) -> Op {
    let cell = rng.random_range(0..CELLS as u8);
    let digit = rng.random_range(1..=9u8);
    if game.status() == Status::Paused && rng.random_bool(0.5) {
        return Op::Resume;
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
fn action_for_hint(game: &Game) -> Option<Action> {
    match game.hint() {
        Hint::Step(step) => {
            for p in &step.placements {
                assert_eq!(
                    game.solution().get(p.cell as usize),
                    p.digit,
                    "a hint placed a wrong digit: {}",
                    step.explanation
                );
            }
            for e in &step.eliminations {
                assert_ne!(
                    game.solution().get(e.cell as usize),
                    e.digit,
                    "a hint removed the answer: {}",
                    step.explanation
                );
            }
            Some(Action::ApplyHint(step))
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
fn round_trip(game: &Game) -> Game {
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
        elapsed_ms in prop_oneof![0u64..10_000_000, any::<u64>()],
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

// ----- refusing damaged, cut-short and newer saves -----

/// What the app does with File > Open: the opened game replaces the current one only when
/// it loads; otherwise the current game stays and the error is shown.
fn open_or_keep(current: &mut Game, path: &Path) -> Result<(), FileError> {
    *current = Game::open(path)?;
    Ok(())
}

/// A game with a bit of everything in its save: entries, notes, a hint, an undone step,
/// metadata with non-ASCII text, a clock.
fn rich_game() -> Game {
    let base = base_games()
        .iter()
        .find(|g| g.level() == Some(Level::Medium) && g.metadata().title.is_some())
        .expect("the pool has a Medium game with metadata");
    let mut game = with_elapsed(base, 754_321);
    let mut rng = StdRng::seed_from_u64(77);
    game.apply(Action::FillCandidates).unwrap();
    for _ in 0..6 {
        let cell = random_empty_cell(&game, &mut rng).unwrap();
        let digit = game.solution().get(cell as usize);
        game.apply(Action::SetDigit { cell, digit }).unwrap();
    }
    let cell = random_empty_cell(&game, &mut rng).unwrap();
    let digit = (game.solution().get(cell as usize) % 9) + 1;
    game.apply(Action::ToggleNote { cell, digit }).unwrap();
    if let Some(action) = action_for_hint(&game) {
        game.apply(action).unwrap();
    }
    assert!(game.undo());
    game
}

/// Checks that opening `bytes` as a file is refused, names the file and keeps the game in
/// hand; returns the error's kind for the tally, or `None` when the file loaded exactly
/// the original game (allowed only where the test says so).
fn refused_kind(
    dir: &Path,
    name: &str,
    bytes: &[u8],
    kept: &Game,
    original: &Game,
) -> Option<&'static str> {
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    let mut current = kept.clone();
    let result = open_or_keep(&mut current, &path);
    std::fs::remove_file(&path).unwrap();
    match result {
        Ok(()) => {
            assert!(
                current == *original,
                "{name}: a damaged file loaded as a different game"
            );
            None
        }
        Err(err) => {
            let message = err.to_string();
            assert!(message.contains(name), "the error names no file: {message}");
            assert!(current == *kept, "a refused open changed the game in hand");
            assert_eq!(current.to_save_text(), kept.to_save_text());
            Some(match err {
                FileError::Io { .. } => "io",
                FileError::Parse { .. } => "parse",
                FileError::NewerVersion { .. } => "newer",
                FileError::Invalid { .. } => "invalid",
                FileError::Damaged { .. } => "damaged",
            })
        }
    }
}

/// A game in hand that differs from the saved one, so a wrong replacement would show.
fn kept_game() -> Game {
    let mut kept = base_games()[0].clone();
    let cell = (0..CELLS).find(|&c| kept.digit(c) == 0).unwrap() as u8;
    kept.apply(Action::ToggleNote { cell, digit: 5 }).unwrap();
    kept
}

fn tally(
    kinds: impl IntoIterator<Item = &'static str>,
) -> std::collections::BTreeMap<&'static str, usize> {
    let mut counts = std::collections::BTreeMap::new();
    for kind in kinds {
        *counts.entry(kind).or_default() += 1;
    }
    counts
}

#[test]
fn damaged_saves_are_refused_naming_the_file() {
    let original = rich_game();
    let text = original.to_save_text();
    let bytes = text.as_bytes();
    let kept = kept_game();
    let dir = tempfile::tempdir().unwrap();
    let mut rng = StdRng::seed_from_u64(2024);
    let mut kinds = Vec::new();
    // Every byte once, replaced by a different byte: mostly printable ASCII and line
    // breaks (the text stays UTF-8, so the save's own checks must catch it), sometimes
    // any byte at all.
    for i in 0..bytes.len() {
        let mut damaged = bytes.to_vec();
        while damaged[i] == bytes[i] {
            damaged[i] = if rng.random_bool(0.85) {
                b" \n\t!\"#()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]_abcdefghijklmnopqrstuvwxyz{}"
                    .choose(&mut rng)
                    .copied()
                    .expect("a non-empty list")
            } else {
                rng.random()
            };
        }
        let kind = refused_kind(dir.path(), "flipped.nonet", &damaged, &kept, &original);
        kinds.push(kind.unwrap_or_else(|| panic!("flipping byte {i} went unnoticed")));
    }
    // Then 2 to 8 bytes at once, anywhere.
    for _ in 0..500 {
        let mut damaged = bytes.to_vec();
        for _ in 0..rng.random_range(2..=8) {
            let i = rng.random_range(0..damaged.len());
            damaged[i] = damaged[i].wrapping_add(rng.random_range(1..=255));
        }
        let kind = refused_kind(dir.path(), "flipped.nonet", &damaged, &kept, &original);
        kinds.push(kind.expect("several flipped bytes went unnoticed"));
    }
    let counts = tally(kinds);
    println!(
        "{} single-byte and 500 multi-byte flips of a {}-byte save, all refused: {counts:?}",
        bytes.len(),
        bytes.len()
    );
    assert!(counts.get("damaged").copied().unwrap_or(0) > bytes.len() / 2);
}

#[test]
fn cut_short_saves_are_refused_naming_the_file() {
    let original = rich_game();
    let text = original.to_save_text();
    let bytes = text.as_bytes();
    let body_len = body_of(&text).len();
    let kept = kept_game();
    let dir = tempfile::tempdir().unwrap();
    let mut kinds = Vec::new();
    let mut loaded_whole = Vec::new();
    for len in 0..bytes.len() {
        match refused_kind(dir.path(), "cut.nonet", &bytes[..len], &kept, &original) {
            Some(kind) => kinds.push(kind),
            // Loading at all is only right when nothing of the game is missing: the whole
            // RON value without the checksum line reads as an older save, and a missing
            // final newline is no damage.
            None => loaded_whole.push(len),
        }
    }
    let value_len = body_of(&text).trim_end().len();
    assert!(
        loaded_whole
            .iter()
            .all(|&len| (value_len..=body_len).contains(&len) || len == bytes.len() - 1),
        "cut at {loaded_whole:?} (body ends at {body_len}, file at {}) loaded",
        bytes.len()
    );
    let counts = tally(kinds);
    println!(
        "{} prefixes of a {}-byte save: refused {counts:?}; loaded whole at {loaded_whole:?}",
        bytes.len(),
        bytes.len()
    );
}

#[test]
fn saves_from_a_newer_version_are_refused_naming_the_file() {
    let original = rich_game();
    let text = original.to_save_text();
    let kept = kept_game();
    let dir = tempfile::tempdir().unwrap();
    let version = format!("format_version: {FORMAT_VERSION}");
    for newer in [FORMAT_VERSION + 1, FORMAT_VERSION + 7, u32::MAX] {
        let sealed = resealed(&text, &version, &format!("format_version: {newer}"));
        // Sealed as a newer Nonet would, without the checksum line, and with a checksum
        // line of a kind this version does not know.
        let unsealed = body_of(&sealed).to_string();
        let other_trailer = format!("{unsealed}// sha256 00ff\n");
        for (variant, content) in [
            ("sealed", &sealed),
            ("unsealed", &unsealed),
            ("other-trailer", &other_trailer),
        ] {
            let name = format!("v{newer}-{variant}.nonet");
            let path = dir.path().join(&name);
            std::fs::write(&path, content).unwrap();
            let mut current = kept.clone();
            let err = open_or_keep(&mut current, &path).unwrap_err();
            assert!(
                matches!(err, FileError::NewerVersion { found, supported, .. }
                    if found == newer && supported == FORMAT_VERSION),
                "{name}: {err:?}"
            );
            let message = err.to_string();
            assert!(
                message.contains(&name) && message.contains("newer Nonet"),
                "{message}"
            );
            assert!(current == kept);
            assert!(matches!(
                Game::from_save_text(content),
                Err(SaveTextError::Newer(found)) if found == newer
            ));
        }
    }
    // The current version, sealed the same way, loads: the refusals above are the version.
    let same = resealed(&text, &version, &version);
    assert!(Game::from_save_text(&same).unwrap() == original);
    assert_eq!(
        crc32(b"123456789"),
        0xCBF4_3926,
        "the test's CRC-32 is the standard one"
    );
}

// ----- failing saves leave the old file alone -----

/// The names in a folder, sorted.
fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Saves `newer` over `path` (holding `older`) with `save_to` and with an `Autosaver`,
/// both expected to fail, and checks the old file is byte for byte as it was and no
/// temporary file is left behind.
fn assert_failed_save_keeps_old_file(path: &Path, newer: &Game) {
    let dir = path.parent().unwrap();
    let old_bytes = std::fs::read(path).unwrap();
    let old_listing = listing(dir);
    let err = newer.save_to(path).expect_err("the save was meant to fail");
    assert!(matches!(err, FileError::Io { .. }), "{err:?}");
    let file_name = path.file_name().unwrap().to_string_lossy().into_owned();
    assert!(err.to_string().contains(&file_name), "{err}");
    assert_eq!(
        std::fs::read(path).unwrap(),
        old_bytes,
        "the old file changed"
    );
    assert_eq!(listing(dir), old_listing, "a temporary file was left");

    let saver = Autosaver::new(path).unwrap();
    saver.request(newer);
    let err = saver.flush().expect_err("the autosave was meant to fail");
    assert!(err.to_string().contains(&file_name), "{err}");
    assert_eq!(
        std::fs::read(path).unwrap(),
        old_bytes,
        "the old file changed"
    );
    assert_eq!(listing(dir), old_listing, "a temporary file was left");
    saver.finish().unwrap();
}

#[cfg(unix)]
#[test]
fn saving_into_a_read_only_folder_fails_and_keeps_the_old_file() {
    use std::os::unix::fs::PermissionsExt;
    let older = rich_game();
    let mut newer = older.clone();
    assert!(newer.redo());
    let root = tempfile::tempdir().unwrap();

    // 1. A folder without write permission.
    let folder = root.path().join("read-only");
    std::fs::create_dir(&folder).unwrap();
    let path = folder.join("game.nonet");
    older.save_to(&path).unwrap();
    std::fs::set_permissions(&folder, std::fs::Permissions::from_mode(0o555)).unwrap();
    let probe = folder.join("probe");
    let permissions_bite = std::fs::File::create(&probe).is_err();
    if permissions_bite {
        assert_failed_save_keeps_old_file(&path, &newer);
    } else {
        // Running as root (or on a file system that ignores modes): the folder is
        // writable after all, so this case cannot fail a save. Cases 2 and 3 make the
        // same steps fail by other means, which work for root too.
        std::fs::remove_file(&probe).unwrap();
        println!("read-only folder not enforced here (root?): cases 2 and 3 stand in");
    }
    std::fs::set_permissions(&folder, std::fs::Permissions::from_mode(0o755)).unwrap();

    // 2. The temporary file cannot be created: beside a 250-byte target name, the
    //    temporary name (".NAME.PID.N.tmp") passes the 255-byte limit of Linux and macOS
    //    file systems. This fails where a read-only folder fails: creating the temp file.
    let folder = root.path().join("long-name");
    std::fs::create_dir(&folder).unwrap();
    let path = folder.join(format!("{}.nonet", "g".repeat(244)));
    // Not with `save_to`, whose temporary name is just what is too long.
    std::fs::write(&path, older.to_save_text()).unwrap();
    assert_failed_save_keeps_old_file(&path, &newer);

    // 3. The rename fails: the target is a folder that is not empty. The temporary file,
    //    fully written, must be removed again.
    let folder = root.path().join("rename-fails");
    let path = folder.join("game.nonet");
    std::fs::create_dir_all(path.join("inside")).unwrap();
    let err = newer.save_to(&path).unwrap_err();
    assert!(err.to_string().contains("game.nonet"), "{err}");
    assert_eq!(listing(&folder), vec!["game.nonet".to_string()]);
    assert_eq!(listing(&path), vec!["inside".to_string()]);
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
        }
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
        // The last 100 of every 500 steps play mostly right digits.
        let op = random_op(&game, &mut rng, step % 500 >= 400);
        let before = snapshot(&game);
        let history_before = game.history().len();
        let context = format!("seed {seed}, step {step}: {op:?}");
        match op.clone() {
            Op::Act(action) => match game.apply(action) {
                Ok(true) => {
                    model.past.push(before);
                    model.future.clear();
                    tally.applied += 1;
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
            Op::SaveLoad => {
                let peer_notes = game.clear_peer_notes;
                game = round_trip(&game);
                game.clear_peer_notes = peer_notes;
                // A paused game loads playing; the model follows the file.
                if before.status == Status::Paused {
                    assert_eq!(game.status(), Status::Playing);
                }
                tally.save_loads += 1;
            }
        }
        if !matches!(op, Op::Act(_) | Op::Hint | Op::Undo | Op::Redo) {
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
    // Most sessions undo all the way back to the empty grid.
    assert!(total.stopped_at_solved < SESSIONS as usize / 2, "{total:?}");
}

// ----- a saving process killed at random moments -----

/// Set in the child process: the folder to save into.
const CHILD_DIR_VAR: &str = "NONET_KILL_CHILD_DIR";
/// Printed by the child once its first `save_to` returned, and once its first autosave
/// was flushed: from then on the file must exist.
const SAVED_MARK: &str = "nonet-child: saved";
const AUTOSAVED_MARK: &str = "nonet-child: autosaved";
/// The child's save target and autosave, relative to its folder (the autosave folder does
/// not exist at first: the autosaver makes it).
const TARGET: &str = "game.nonet";
const AUTOSAVE: &str = "autosave/autosave.nonet";

/// The two games the child saves in turn: the same puzzle after different long plays,
/// so each save is large (~100 KB, much of it history) and a write takes a while.
fn kill_games() -> (Game, Game) {
    // A fixed easy puzzle rather than the shared pool: the child must be saving within a
    // few milliseconds of its start, and building the pool takes far longer.
    const EASY: &str =
        "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
    let base = Game::new(EASY.parse().expect("a puzzle line")).expect("one solution");
    let play = |seed: u64| {
        let mut game = base.clone();
        let mut rng = StdRng::seed_from_u64(seed);
        for _ in 0..400 {
            let action = match random_op(&game, &mut rng, false) {
                Op::Act(Action::Reveal) => Action::FillCandidates,
                Op::Act(action) => action,
                _ => continue,
            };
            let _ = game.apply(action);
        }
        game
    };
    let (a, b) = (play(1), play(2));
    assert!(a != b);
    (a, b)
}

/// The child: saves A and B in turn, with `save_to` and through an `Autosaver`, until
/// killed. Run by `a_process_killed_while_saving_leaves_whole_games` with the folder in
/// an environment variable; run by hand it does nothing.
#[test]
#[ignore = "child process of a_process_killed_while_saving_leaves_whole_games"]
fn kill_child_saves_until_killed() {
    use std::io::Write;
    let Some(dir) = std::env::var_os(CHILD_DIR_VAR) else {
        return;
    };
    let dir = std::path::PathBuf::from(dir);
    let (a, b) = kill_games();
    let texts = [a.to_save_text(), b.to_save_text()];
    let target = dir.join(TARGET);
    let saver = Autosaver::new(dir.join(AUTOSAVE)).expect("the autosave thread starts");
    let mut out = std::io::stdout();
    let started = Instant::now();
    // A child whose parent died stops by itself.
    for i in 0.. {
        if started.elapsed() > Duration::from_secs(20) {
            break;
        }
        let game = if i % 2 == 0 { &a } else { &b };
        game.save_to(&target).expect("the child saves");
        saver.request_text(texts[i % 2].clone());
        if i == 0 {
            writeln!(out, "{SAVED_MARK}").unwrap();
            saver.flush().expect("the child autosaves");
            writeln!(out, "{AUTOSAVED_MARK}").unwrap();
            out.flush().unwrap();
        }
    }
}

/// What the parent found in one trial.
#[derive(Default, Debug)]
struct KillTally {
    trials: usize,
    saved_before_kill: usize,
    autosaved_before_kill: usize,
    killed_before_any_save: usize,
    /// Trials that left a temporary file: killed between creating it and the rename.
    temp_files_left: usize,
    /// Of those, temporary files shorter than a whole save: killed in the middle of writing.
    partial_temp_files: usize,
    found_a: usize,
    found_b: usize,
}

/// Checks one file the child wrote: absent only if no save of it completed, else exactly
/// game A or game B, byte for byte and as loaded.
fn check_killed_file(
    path: &Path,
    completed: bool,
    games: &(Game, Game),
    texts: &[String; 2],
    tally: &mut KillTally,
) {
    let Ok(bytes) = std::fs::read(path) else {
        assert!(
            !completed,
            "{} is missing after a completed save",
            path.display()
        );
        return;
    };
    let loaded = Game::load_from(path)
        .unwrap_or_else(|e| panic!("a killed save left a file that does not load: {e}"));
    if bytes == texts[0].as_bytes() {
        assert!(loaded == games.0);
        tally.found_a += 1;
    } else if bytes == texts[1].as_bytes() {
        assert!(loaded == games.1);
        tally.found_b += 1;
    } else {
        panic!("{} is neither game A nor game B", path.display());
    }
}

/// Temporary files beside `target`, checked to be the writer's (hidden, named after the
/// target and the child's process id, ending in `.tmp`) and never anything else.
fn temp_files(target: &Path, pid: u32, texts: &[String; 2], tally: &mut KillTally) -> usize {
    let Some(dir) = target.parent().filter(|d| d.exists()) else {
        return 0;
    };
    let name = target.file_name().unwrap().to_string_lossy().into_owned();
    let prefix = format!(".{name}.{pid}.");
    let mut count = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let entry_name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if entry_name == name || entry_name == "autosave" {
            continue;
        }
        let serial = entry_name
            .strip_prefix(&prefix)
            .and_then(|rest| rest.strip_suffix(".tmp"))
            .unwrap_or_else(|| panic!("unexpected file {entry_name:?} beside {name}"));
        assert!(serial.parse::<u64>().is_ok(), "{entry_name:?}");
        let len = std::fs::metadata(dir.join(&entry_name)).unwrap().len() as usize;
        if len < texts[0].len().min(texts[1].len()) {
            tally.partial_temp_files += 1;
        }
        count += 1;
    }
    count
}

#[test]
fn a_process_killed_while_saving_leaves_whole_games() {
    const TRIALS: usize = 300;
    let start = Instant::now();
    let games = kill_games();
    let texts = [games.0.to_save_text(), games.1.to_save_text()];
    let exe = std::env::current_exe().expect("the test binary's path");
    let mut rng = StdRng::seed_from_u64(0x5eed);
    let mut tally = KillTally::default();
    for trial in 0..TRIALS {
        let dir = tempfile::tempdir().unwrap();
        let mut child = std::process::Command::new(&exe)
            .args([
                "--exact",
                "kill_child_saves_until_killed",
                "--ignored",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(CHILD_DIR_VAR, dir.path())
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("the test binary starts again as the child");
        // One trial in ten kills right after the start, one in ten once saving is in full
        // swing (30-150 ms: the child starts saving some 15 ms after the spawn), the
        // others after 0-30 ms.
        let delay_us = match trial % 10 {
            0 => 0,
            5 => rng.random_range(30_000..=150_000),
            _ => rng.random_range(0..=30_000),
        };
        std::thread::sleep(Duration::from_micros(delay_us));
        // SIGKILL on Unix: no destructor, no flush, the write stops wherever it was.
        child.kill().expect("the child is still running");
        let status = child.wait().unwrap();
        #[cfg(unix)]
        {
            // Killed by us, not ended by a panic of its own.
            use std::os::unix::process::ExitStatusExt;
            assert_eq!(
                status.signal(),
                Some(9),
                "the child ended by itself: {status}"
            );
        }
        #[cfg(not(unix))]
        assert!(!status.success(), "the child ended by itself: {status}");
        let mut output = String::new();
        std::io::Read::read_to_string(&mut child.stdout.take().unwrap(), &mut output).unwrap();
        let saved = output.contains(SAVED_MARK);
        let autosaved = output.contains(AUTOSAVED_MARK);
        tally.trials += 1;
        tally.saved_before_kill += usize::from(saved);
        tally.autosaved_before_kill += usize::from(autosaved);
        let target = dir.path().join(TARGET);
        let autosave = dir.path().join(AUTOSAVE);
        check_killed_file(&target, saved, &games, &texts, &mut tally);
        check_killed_file(&autosave, autosaved, &games, &texts, &mut tally);
        if !target.exists() && !autosave.exists() {
            tally.killed_before_any_save += 1;
        }
        let left = temp_files(&target, child.id(), &texts, &mut tally)
            + temp_files(&autosave, child.id(), &texts, &mut tally);
        tally.temp_files_left += usize::from(left > 0);
    }
    println!(
        "{TRIALS} kills in {:.1?} ({} and {} bytes per save): {tally:?}",
        start.elapsed(),
        texts[0].len(),
        texts[1].len()
    );
    // The trials reached every phase: killed before the first save, after saves, and in
    // the middle of a write.
    // (Loose bounds: a loaded machine starts the child later.)
    assert!(tally.killed_before_any_save > 0, "{tally:?}");
    assert!(tally.saved_before_kill > TRIALS / 10, "{tally:?}");
    assert!(tally.temp_files_left > 0, "{tally:?}");
}
