//! One window per data folder. The first Nonet to start on a data folder takes a lock on
//! `nonet.lock` there and keeps it while it runs; the operating system lets go of it when
//! the process ends, however it ends, so a crash never leaves a stale lock behind. A later
//! start finds the lock taken, leaves a request in the folder's `inbox/` (open this file,
//! or just come to the front) and waits for the running window to take it. So two windows
//! never share one autosave, and whichever quits last can no longer overwrite the other's
//! game. When the running window does not answer (it may be stuck), the later start is told
//! so and may open a window that writes nothing to the folder.

use std::fs::{self, File, OpenOptions, TryLockError};
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// The lock file's name inside the data folder.
pub const LOCK_FILE: &str = "nonet.lock";

/// The folder, inside the data folder, where later starts leave their requests.
pub const INBOX: &str = "inbox";

/// What a later start asks of the running window.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Request {
    /// Open this file (an absolute path), then come to the front.
    Open(PathBuf),
    /// Come to the front.
    Focus,
}

/// Why the data folder could not be claimed or a request handed over.
#[derive(Debug, thiserror::Error)]
pub enum InstanceError {
    /// The file system refused.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// Another window holds the folder and did not take the request in time.
    #[error("another Nonet window uses {} but did not answer", dir.display())]
    NoAnswer {
        /// The data folder.
        dir: PathBuf,
    },
}

/// The outcome of [`claim`].
#[derive(Debug)]
pub enum Claim {
    /// This process is the first: it owns the folder while it keeps the lock.
    First(InstanceLock),
    /// Another window runs on the folder and took the request.
    Handed,
}

/// The data folder's lock, held while this value lives.
#[derive(Debug)]
pub struct InstanceLock {
    /// The locked file: the lock lasts as long as it stays open.
    _file: File,
    /// Where requests arrive.
    inbox: Inbox,
}

impl InstanceLock {
    /// The inbox, to watch from another thread.
    pub fn inbox(&self) -> Inbox {
        self.inbox.clone()
    }
}

/// The requests folder of a data folder.
#[derive(Clone, Debug)]
pub struct Inbox {
    dir: PathBuf,
}

impl Inbox {
    /// Takes every waiting request, oldest first, deleting each; unreadable ones are dropped.
    pub fn take(&self) -> Vec<Request> {
        let Ok(entries) = fs::read_dir(&self.dir) else {
            return Vec::new();
        };
        let mut files: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .filter(|path| path.extension().is_some_and(|ext| ext == "request"))
            .collect();
        // Names start with the time the request was made, zero-padded.
        files.sort();
        let mut requests = Vec::new();
        for path in files {
            // A request is a path and a few fields; anything longer is not one of ours.
            let bytes = super::read_regular_file(&path, 64 * 1024);
            // Deleting is what tells the sender the request was taken; a request that cannot
            // be deleted would come back every time, so it is not acted on.
            if fs::remove_file(&path).is_ok()
                && let Ok(bytes) = bytes
                && let Some(request) = decode(&bytes)
            {
                requests.push(request);
            }
        }
        requests
    }
}

/// Claims the data folder `dir` for this process, or hands `file` (or a request to come
/// to the front) to the window that already has it, waiting up to `wait` for it to answer.
pub fn claim(dir: &Path, file: Option<&Path>, wait: Duration) -> Result<Claim, InstanceError> {
    let io_error = |path: &Path| {
        let path = path.to_path_buf();
        move |source| InstanceError::Io { path, source }
    };
    fs::create_dir_all(dir).map_err(io_error(dir))?;
    let lock_path = dir.join(LOCK_FILE);
    let lock = OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&lock_path)
        .map_err(io_error(&lock_path))?;
    let inbox = Inbox {
        dir: dir.join(INBOX),
    };
    match lock.try_lock() {
        Ok(()) => {
            // Requests left for a window that has since ended are stale.
            let _ = inbox.take();
            return Ok(Claim::First(InstanceLock { _file: lock, inbox }));
        }
        Err(TryLockError::WouldBlock) => {}
        Err(TryLockError::Error(source)) => {
            return Err(InstanceError::Io {
                path: lock_path,
                source,
            });
        }
    }
    let request = match file {
        Some(path) => Request::Open(std::path::absolute(path).map_err(io_error(path))?),
        None => Request::Focus,
    };
    fs::create_dir_all(&inbox.dir).map_err(io_error(&inbox.dir))?;
    let stamp = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default()
        .as_nanos();
    let name = format!("{stamp:024}-{}.request", std::process::id());
    let path = inbox.dir.join(name);
    // Written whole under another name, then renamed: the window never reads half of it.
    crate::game::write_atomically(&path, &encode(&request)).map_err(io_error(&path))?;
    let deadline = Instant::now() + wait;
    while Instant::now() < deadline {
        if !path.exists() {
            return Ok(Claim::Handed);
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    // Withdrawn, so a window that wakes up later does not act on it as well.
    if fs::remove_file(&path).is_err() && !path.exists() {
        return Ok(Claim::Handed);
    }
    Err(InstanceError::NoAnswer {
        dir: dir.to_path_buf(),
    })
}

/// A request as bytes: `focus`, or `open` and a line break and then the path's bytes.
fn encode(request: &Request) -> Vec<u8> {
    match request {
        Request::Focus => b"focus".to_vec(),
        Request::Open(path) => {
            let mut bytes = b"open\n".to_vec();
            bytes.extend_from_slice(&path_bytes(path));
            bytes
        }
    }
}

/// The request [`encode`] made, or `None` for anything else.
fn decode(bytes: &[u8]) -> Option<Request> {
    if bytes == b"focus" {
        return Some(Request::Focus);
    }
    let path = bytes.strip_prefix(b"open\n")?;
    (!path.is_empty()).then(|| Request::Open(path_from_bytes(path)))
}

/// A path's bytes, exactly as the system has them on Unix.
#[cfg(unix)]
fn path_bytes(path: &Path) -> Vec<u8> {
    use std::os::unix::ffi::OsStrExt;
    path.as_os_str().as_bytes().to_vec()
}

/// A path's bytes as UTF-8 (Windows paths are Unicode in practice).
#[cfg(not(unix))]
fn path_bytes(path: &Path) -> Vec<u8> {
    path.to_string_lossy().into_owned().into_bytes()
}

/// The path [`path_bytes`] wrote.
#[cfg(unix)]
fn path_from_bytes(bytes: &[u8]) -> PathBuf {
    use std::os::unix::ffi::OsStrExt;
    PathBuf::from(std::ffi::OsStr::from_bytes(bytes))
}

/// The path [`path_bytes`] wrote.
#[cfg(not(unix))]
fn path_from_bytes(bytes: &[u8]) -> PathBuf {
    PathBuf::from(String::from_utf8_lossy(bytes).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    const QUICK: Duration = Duration::from_millis(300);

    #[test]
    fn the_first_claim_owns_the_folder_and_a_second_hands_its_file_over() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let Ok(Claim::First(lock)) = claim(dir.path(), None, QUICK) else {
            panic!("the first claim gets the folder");
        };
        let inbox = lock.inbox();
        // The running window, answering from another thread.
        let watcher = std::thread::spawn(move || {
            let mut seen = Vec::new();
            for _ in 0..200 {
                seen.extend(inbox.take());
                if seen.len() == 2 {
                    break;
                }
                std::thread::sleep(Duration::from_millis(10));
            }
            seen
        });
        let file = dir.path().join("puzzle.sdk");
        let second = claim(dir.path(), Some(&file), Duration::from_secs(5));
        assert!(matches!(second, Ok(Claim::Handed)), "{second:?}");
        let third = claim(dir.path(), None, Duration::from_secs(5));
        assert!(matches!(third, Ok(Claim::Handed)), "{third:?}");
        let seen = watcher.join().expect("the watcher ends");
        assert_eq!(seen, vec![Request::Open(file), Request::Focus]);
    }

    #[test]
    fn a_silent_window_is_reported_and_its_request_withdrawn() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let Ok(Claim::First(lock)) = claim(dir.path(), None, QUICK) else {
            panic!("the first claim gets the folder");
        };
        let second = claim(dir.path(), None, QUICK);
        assert!(
            matches!(second, Err(InstanceError::NoAnswer { .. })),
            "{second:?}"
        );
        assert!(lock.inbox().take().is_empty(), "the request was withdrawn");
    }

    #[test]
    fn the_lock_ends_with_its_holder() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let first = claim(dir.path(), None, QUICK);
        assert!(matches!(first, Ok(Claim::First(_))));
        drop(first);
        assert!(matches!(
            claim(dir.path(), None, QUICK),
            Ok(Claim::First(_))
        ));
    }

    #[test]
    fn stale_requests_are_dropped_when_a_window_starts() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let inbox = dir.path().join(INBOX);
        fs::create_dir_all(&inbox).expect("the inbox is made");
        fs::write(inbox.join("1-1.request"), b"focus").expect("written");
        let Ok(Claim::First(lock)) = claim(dir.path(), None, QUICK) else {
            panic!("the folder is free");
        };
        assert!(lock.inbox().take().is_empty());
    }

    #[test]
    fn requests_round_trip_and_junk_is_refused() {
        for request in [
            Request::Focus,
            Request::Open(PathBuf::from("/home/a b/puzzles\n2.sdk")),
        ] {
            assert_eq!(decode(&encode(&request)), Some(request));
        }
        for junk in [&b""[..], b"open\n", b"open", b"focus\n", b"close"] {
            assert_eq!(decode(junk), None, "{junk:?}");
        }
    }

    #[test]
    fn an_unusable_folder_is_an_error_naming_it() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let blocker = dir.path().join("file");
        fs::write(&blocker, b"not a folder").expect("written");
        let result = claim(&blocker.join("data"), None, QUICK);
        match result {
            Err(InstanceError::Io { path, .. }) => assert!(path.starts_with(&blocker)),
            other => panic!("{other:?}"),
        }
    }
}
