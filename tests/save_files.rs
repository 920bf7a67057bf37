//! Save files under stress, through the public API of `nonet::game`:
//!
//! - damaged, cut-short and newer save files refused with an error naming the file, the
//!   game in hand kept as it was;
//! - failing saves (unwritable folder) leaving the old file byte for byte;
//! - a saving process killed at random moments, its files still loading as a whole game.

mod common;
#[path = "common/games.rs"]
mod games;

use games::*;
use nonet::game::{Action, Autosaver, FORMAT_VERSION, FileError, Game, SaveTextError};
use nonet::grid::CELLS;
use nonet::logic::Level;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use std::path::Path;
use std::time::{Duration, Instant};

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
                FileError::Io { .. } | FileError::NotAFile { .. } => "io",
                FileError::Parse { .. } | FileError::Variant { .. } | FileError::TooDeep { .. } => {
                    "parse"
                }
                FileError::NewerVersion { .. } => "newer",
                FileError::Invalid { .. } | FileError::Puzzle { .. } => "invalid",
                FileError::NoSuchPuzzle { .. } | FileError::NotNineByNine { .. } => {
                    "no such puzzle"
                }
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
/// target with an unpredictable part, ending in `.tmp`) and never anything else.
fn temp_files(target: &Path, texts: &[String; 2], tally: &mut KillTally) -> usize {
    let Some(dir) = target.parent().filter(|d| d.exists()) else {
        return 0;
    };
    let name = target.file_name().unwrap().to_string_lossy().into_owned();
    let prefix = format!(".{name}.");
    let mut count = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let entry_name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if entry_name == name || entry_name == "autosave" {
            continue;
        }
        let random = entry_name
            .strip_prefix(&prefix)
            .and_then(|rest| rest.strip_suffix(".tmp"))
            .unwrap_or_else(|| panic!("unexpected file {entry_name:?} beside {name}"));
        assert!(
            random.len() >= 6 && random.chars().all(|c| c.is_ascii_alphanumeric()),
            "{entry_name:?}"
        );
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
        let left =
            temp_files(&target, &texts, &mut tally) + temp_files(&autosave, &texts, &mut tally);
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
