//! The puzzle sets that the tests, benches and examples use, kept in `tests/data/` (its
//! README names each set's source). Large sets are stored gzip-compressed; they are unpacked
//! once into the system's temporary folder, since the code under test reads plain files.
//!
//! Benches and examples include this file with `#[path]`, so it needs nothing but `flate2`.

#![allow(
    dead_code,
    reason = "each test, bench and example binary uses its own part of these helpers"
)]

use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// Held while a packed set is unpacked.
static UNPACKING: Mutex<()> = Mutex::new(());

/// The folder that holds the sets.
fn folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}

/// The path of a plain copy of the data file `name` (for example `"17_clue.txt"` or
/// `"formats/spaced_grid.txt"`), unpacking `name.gz` when only that is stored.
pub fn data_path(name: &str) -> PathBuf {
    let plain = folder().join(name);
    if plain.exists() {
        return plain;
    }
    let packed = folder().join(format!("{name}.gz"));
    let packed_len = std::fs::metadata(&packed)
        .unwrap_or_else(|err| panic!("tests/data/{name} (or {name}.gz) is missing: {err}"))
        .len();
    // The packed size names the unpacked copy, so a changed set is unpacked afresh.
    let unpacked_dir = std::env::temp_dir().join(format!("nonet-test-data-{packed_len}"));
    let unpacked = unpacked_dir.join(name.replace('/', "_"));
    // One thread of a test binary unpacks while the others wait: on Windows a file that
    // another thread has open cannot be renamed over.
    let _unpacking = UNPACKING
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if unpacked.exists() {
        return unpacked;
    }
    let mut text = Vec::new();
    let file =
        std::fs::File::open(&packed).unwrap_or_else(|err| panic!("{}: {err}", packed.display()));
    flate2::read::GzDecoder::new(file)
        .read_to_end(&mut text)
        .unwrap_or_else(|err| panic!("{}: not gzip data: {err}", packed.display()));
    std::fs::create_dir_all(&unpacked_dir)
        .unwrap_or_else(|err| panic!("{}: {err}", unpacked_dir.display()));
    // Tests run in parallel: write beside the target and rename, so no reader sees half a file.
    // Tests of one binary share a process id, so the thread names the partial copy too.
    let partial = unpacked_dir.join(format!(
        "{}.{}.{:?}.part",
        name.replace('/', "_"),
        std::process::id(),
        std::thread::current().id()
    ));
    std::fs::write(&partial, &text).unwrap_or_else(|err| panic!("{}: {err}", partial.display()));
    if let Err(err) = std::fs::rename(&partial, &unpacked) {
        // Another test binary may have put its copy there first, and be reading it.
        let _ = std::fs::remove_file(&partial);
        assert!(unpacked.exists(), "{}: {err}", unpacked.display());
    }
    unpacked
}

/// The text of the data file `name`.
pub fn data_text(name: &str) -> String {
    let path = data_path(name);
    std::fs::read_to_string(&path).unwrap_or_else(|err| panic!("{}: {err}", path.display()))
}
