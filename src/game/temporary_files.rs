//! The temporary files of atomic writes: how they are named, and removing those that a
//! write cut short (the process killed, the machine switched off) left behind.
//!
//! A write to `NAME` goes through `.NAME.XXXXXX.tmp` in the same folder, `XXXXXX` being six
//! random letters and digits, and renames it over `NAME` when it is whole. A write that never
//! finishes leaves that file, as big as the save it was writing, and nothing else ever
//! removes it, so the app removes the old ones of its data folder's files when it starts.

use std::ffi::{OsStr, OsString};
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// How many random characters a temporary file's name holds.
pub(super) const RANDOM_CHARS: usize = 6;

/// What ends a temporary file's name.
pub(super) const SUFFIX: &str = ".tmp";

/// How old a temporary file must be before it is taken as left behind: far longer than any
/// write takes, so another window's write under way is never removed.
pub const STALE_AFTER: Duration = Duration::from_secs(60 * 60);

/// What starts the name of a temporary file written for `name`: `.NAME.`.
pub(super) fn prefix_for(name: &OsStr) -> OsString {
    let mut prefix = OsString::from(".");
    prefix.push(name);
    prefix.push(".");
    prefix
}

/// Whether `file_name` is the name a write to `target` gives its temporary file.
pub fn is_temporary_file_of(file_name: &str, target: &str) -> bool {
    file_name
        .strip_prefix('.')
        .and_then(|rest| rest.strip_prefix(target))
        .and_then(|rest| rest.strip_prefix('.'))
        .and_then(|rest| rest.strip_suffix(SUFFIX))
        .is_some_and(|random| {
            random.len() == RANDOM_CHARS && random.bytes().all(|b| b.is_ascii_alphanumeric())
        })
}

/// Removes from `dir` the temporary files of writes to `targets` (file names in `dir`) that
/// were last changed more than `age` ago, and returns the paths removed. Only regular files
/// named exactly as the writer names them go; a folder that does not exist holds none.
pub fn remove_stale_temporary_files(
    dir: &Path,
    targets: &[&str],
    age: Duration,
) -> io::Result<Vec<PathBuf>> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(error) => return Err(error),
    };
    let now = SystemTime::now();
    let mut removed = Vec::new();
    // An entry that cannot be looked at or removed is left as it is: this is tidying, and
    // the next start tries again.
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(name) = name.to_str() else {
            continue;
        };
        if !targets
            .iter()
            .any(|target| is_temporary_file_of(name, target))
        {
            continue;
        }
        let Ok(metadata) = entry.metadata() else {
            continue;
        };
        // `DirEntry::metadata` does not follow links, so a link by that name is left alone.
        let stale = metadata.file_type().is_file()
            && metadata
                .modified()
                .ok()
                .and_then(|modified| now.duration_since(modified).ok())
                .is_some_and(|elapsed| elapsed > age);
        if stale && std::fs::remove_file(entry.path()).is_ok() {
            removed.push(entry.path());
        }
    }
    Ok(removed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs::File;

    /// The name the writer gives its temporary file when writing `target` in `dir`, seen
    /// while the write is under way.
    fn writers_temporary_name(dir: &Path, target: &str) -> String {
        let mut seen = Vec::new();
        let outcome = super::super::write_atomically_with(&dir.join(target), |_| {
            seen = std::fs::read_dir(dir)
                .unwrap()
                .map(|entry| entry.unwrap().file_name().into_string().unwrap())
                .collect();
            Err(io::Error::other("stopped on purpose"))
        });
        assert!(outcome.is_err());
        assert_eq!(seen.len(), 1, "{seen:?}");
        seen.remove(0)
    }

    #[test]
    fn the_writers_temporary_files_are_recognised_and_nothing_else() {
        let dir = tempfile::tempdir().unwrap();
        let name = writers_temporary_name(dir.path(), "autosave.nonet");
        assert!(is_temporary_file_of(&name, "autosave.nonet"), "{name}");
        assert!(!is_temporary_file_of(&name, "settings.ron"), "{name}");
        for other in [
            "autosave.nonet",
            ".autosave.nonet.tmp",
            ".autosave.nonet.abc12.tmp",
            ".autosave.nonet.abc1234.tmp",
            ".autosave.nonet.abc-12.tmp",
            "autosave.nonet.abc123.tmp",
            ".autosave.nonet.abc123.tmp.bak",
            ".xautosave.nonet.abc123.tmp",
        ] {
            assert!(!is_temporary_file_of(other, "autosave.nonet"), "{other}");
        }
    }

    #[test]
    fn only_old_temporary_files_of_the_targets_are_removed() {
        let dir = tempfile::tempdir().unwrap();
        let long_ago = SystemTime::now() - 2 * STALE_AFTER;
        let make = |name: &str, old: bool| {
            let path = dir.path().join(name);
            let file = File::create(&path).unwrap();
            if old {
                file.set_modified(long_ago).unwrap();
            }
            path
        };
        let stale = make(".autosave.nonet.a1B2c3.tmp", true);
        let stale_settings = make(".settings.ron.Zz9Yy8.tmp", true);
        let kept = [
            // Another window's write under way.
            make(".autosave.nonet.d4E5f6.tmp", false),
            // Old, but not named as the writer names the targets' temporary files.
            make(".autosave.nonet.tmp", true),
            make(".game.nonet.a1B2c3.tmp", true),
            make("notes.tmp", true),
            make("autosave.nonet", true),
        ];
        // A folder by a temporary file's name is not one.
        let folder = dir.path().join(".autosave.nonet.g7H8i9.tmp");
        std::fs::create_dir(&folder).unwrap();
        // Windows opens no folder as a file (Access denied): there it keeps its own time.
        if let Ok(opened) = File::open(&folder) {
            let _ = opened.set_modified(long_ago);
        }

        let targets = ["autosave.nonet", "settings.ron"];
        let mut removed = remove_stale_temporary_files(dir.path(), &targets, STALE_AFTER).unwrap();
        removed.sort();
        let mut expected = vec![stale.clone(), stale_settings.clone()];
        expected.sort();
        assert_eq!(removed, expected);
        assert!(!stale.exists() && !stale_settings.exists());
        for path in kept.iter().chain([&folder]) {
            assert!(path.exists(), "{} is kept", path.display());
        }
        let missing = dir.path().join("missing");
        assert_eq!(
            remove_stale_temporary_files(&missing, &targets, STALE_AFTER).unwrap(),
            Vec::<PathBuf>::new()
        );
    }
}
