//! Autosaving on a background thread, so a slow disk never stalls a frame.
//!
//! The caller serialises the game (a few milliseconds at most, and it needs the game
//! borrowed anyway) and hands the text over; the thread only writes it, atomically.
//! Requests coalesce: while one write is under way, newer requests replace each other and
//! only the newest is written next, so a burst of moves costs at most two writes.

// In the browser the writer thread's parts go unused: each request is written at once.
#![cfg_attr(target_arch = "wasm32", allow(dead_code))]

use super::{FileError, Game, write_atomically};
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;

/// Writes the newest requested save text to one file on a background thread.
#[derive(Debug)]
pub struct Autosaver {
    path: PathBuf,
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

#[derive(Debug, Default)]
struct Shared {
    state: Mutex<State>,
    /// Signalled when there is work (a request or shutdown) for the thread.
    work: Condvar,
    /// Signalled when the thread finished a write or stopped.
    done: Condvar,
    /// Tests slow each write down by this much to make the timing observable.
    #[cfg(test)]
    write_delay: std::time::Duration,
}

#[derive(Debug, Default)]
struct State {
    /// The newest text not yet picked up by the thread, with its request number.
    pending: Option<(u64, String)>,
    /// The number of the newest request.
    requested: u64,
    /// The number of the newest request whose write has finished (well or not).
    finished: u64,
    /// The error of the latest write, unless a later write succeeded or it was taken.
    error: Option<FileError>,
    /// Set by `Drop`/`finish`: write what is pending, then stop.
    shutdown: bool,
    /// Set when the thread has stopped, however it stopped (even by a panic).
    stopped: bool,
    /// How many writes the thread has made (for the coalescing tests).
    writes: u64,
}

impl Shared {
    /// The state. A poisoned lock is taken over: the state is only ever changed by
    /// single assignments, so a panic elsewhere cannot leave it half-changed.
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// Marks the thread stopped when it ends, by returning or by a panic (the guard is
/// dropped during unwinding), so that `flush` never waits for a thread that is gone.
struct StoppedOnExit(Arc<Shared>);

impl Drop for StoppedOnExit {
    fn drop(&mut self) {
        self.0.lock().stopped = true;
        self.0.done.notify_all();
    }
}

impl Autosaver {
    /// Starts the writer thread for `path` (its folder is created when a write needs it).
    pub fn new(path: impl Into<PathBuf>) -> Result<Autosaver, FileError> {
        Autosaver::with_shared(path.into(), Shared::default())
    }

    fn with_shared(path: PathBuf, shared: Shared) -> Result<Autosaver, FileError> {
        let shared = Arc::new(shared);
        #[cfg(target_arch = "wasm32")]
        {
            // A page has one thread: `request_text` writes to the browser's storage itself.
            Ok(Autosaver {
                path,
                shared,
                thread: None,
            })
        }
        #[cfg(not(target_arch = "wasm32"))]
        Autosaver::with_writer_thread(path, shared)
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn with_writer_thread(path: PathBuf, shared: Arc<Shared>) -> Result<Autosaver, FileError> {
        let worker = Arc::clone(&shared);
        let target = path.clone();
        let thread = std::thread::Builder::new()
            .name("nonet-autosave".to_string())
            .spawn(move || write_loop(&target, worker))
            .map_err(|source| FileError::Io {
                path: path.clone(),
                source,
            })?;
        Ok(Autosaver {
            path,
            shared,
            thread: Some(thread),
        })
    }

    /// The file this autosaver writes.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Asks for `game` to be written; serialises it here and returns without waiting.
    pub fn request(&self, game: &Game) {
        self.request_text(game.to_save_text());
    }

    /// Asks for already serialised save text to be written; returns without waiting.
    pub fn request_text(&self, text: String) {
        #[cfg(target_arch = "wasm32")]
        {
            // The browser's storage takes an item at once and whole: written here.
            let result = write(&self.path, &text);
            let mut state = self.shared.lock();
            state.requested += 1;
            state.finished = state.requested;
            state.writes += 1;
            state.error = result.err();
        }
        #[cfg(not(target_arch = "wasm32"))]
        self.hand_to_thread(text);
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn hand_to_thread(&self, text: String) {
        let mut state = self.shared.lock();
        state.requested += 1;
        // Replacing an unwritten older request is the coalescing: only the newest matters.
        state.pending = Some((state.requested, text));
        drop(state);
        self.shared.work.notify_one();
    }

    /// Blocks until everything requested so far has been written, then reports (and
    /// takes) the error of the latest write, if it failed.
    pub fn flush(&self) -> Result<(), FileError> {
        let mut state = self.shared.lock();
        let target = state.requested;
        while state.finished < target && !state.stopped {
            state = self
                .shared
                .done
                .wait(state)
                .unwrap_or_else(PoisonError::into_inner);
        }
        if let Some(error) = state.error.take() {
            return Err(error);
        }
        if state.finished < target {
            return Err(self.stopped_error());
        }
        Ok(())
    }

    /// Takes the error of the latest write, if it failed and no later write succeeded.
    pub fn take_error(&self) -> Option<FileError> {
        self.shared.lock().error.take()
    }

    /// Whether every request so far has been written (or has failed).
    pub fn is_idle(&self) -> bool {
        let state = self.shared.lock();
        state.finished == state.requested
    }

    /// Writes what is pending, stops the thread and reports the latest write error, or an
    /// error if the thread had died.
    pub fn finish(mut self) -> Result<(), FileError> {
        self.stop()
    }

    fn stop(&mut self) -> Result<(), FileError> {
        let Some(thread) = self.thread.take() else {
            return Ok(());
        };
        self.shared.lock().shutdown = true;
        self.shared.work.notify_one();
        let joined = thread.join();
        let mut state = self.shared.lock();
        if let Some(error) = state.error.take() {
            return Err(error);
        }
        if joined.is_err() || state.finished < state.requested {
            return Err(self.stopped_error());
        }
        Ok(())
    }

    fn stopped_error(&self) -> FileError {
        FileError::Io {
            path: self.path.clone(),
            source: io::Error::other("the autosave thread stopped before writing"),
        }
    }
}

impl Drop for Autosaver {
    /// Writes what is pending before the thread stops.
    fn drop(&mut self) {
        // Nobody is left to tell about an error here; call `finish` to hear of it.
        let _ = self.stop();
    }
}

/// The thread: wait for a request, write it, record the outcome; at shutdown write what
/// is still pending and stop.
fn write_loop(path: &Path, shared: Arc<Shared>) {
    let _stopped = StoppedOnExit(Arc::clone(&shared));
    loop {
        let mut state = shared.lock();
        while state.pending.is_none() && !state.shutdown {
            state = shared
                .work
                .wait(state)
                .unwrap_or_else(PoisonError::into_inner);
        }
        let Some((number, text)) = state.pending.take() else {
            // Shut down with nothing pending.
            return;
        };
        drop(state);
        #[cfg(test)]
        std::thread::sleep(shared.write_delay);
        let result = write(path, &text);
        let mut state = shared.lock();
        state.finished = number;
        state.writes += 1;
        match result {
            Ok(()) => state.error = None,
            Err(error) => state.error = Some(error),
        }
        drop(state);
        shared.done.notify_all();
    }
}

/// Creates the folder if needed and writes the text atomically.
fn write(path: &Path, text: &str) -> Result<(), FileError> {
    let io_error = |source| FileError::Io {
        path: path.to_path_buf(),
        source,
    };
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        super::create_folders(dir).map_err(io_error)?;
    }
    write_atomically(path, text.as_bytes()).map_err(io_error)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Action;
    use std::time::{Duration, Instant};

    /// A puzzle with one solution.
    const EASY: &str =
        "003020600900305001001806400008102900700000008006708200002609500800203009005010300";

    fn game() -> Game {
        Game::new(EASY.parse().expect("EASY is a valid line")).expect("EASY has one solution")
    }

    /// A different game for each `n`: `n` notes toggled in the open cells.
    fn nth_game(base: &Game, n: usize) -> Game {
        let open: Vec<usize> = (0..81).filter(|&c| base.digit(c) == 0).collect();
        let mut game = base.clone();
        for i in 0..n {
            let action = Action::ToggleNote {
                cell: open[i % open.len()] as u8,
                digit: (i / open.len() % 9) as u8 + 1,
            };
            game.apply(action).expect("notes go into open cells");
        }
        game
    }

    fn slow_saver(path: PathBuf, delay: Duration) -> Autosaver {
        let shared = Shared {
            write_delay: delay,
            ..Shared::default()
        };
        Autosaver::with_shared(path, shared).expect("a thread starts")
    }

    #[test]
    fn rapid_requests_end_with_the_newest_game_on_disk() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("autosave.nonet");
        let saver = Autosaver::new(&path).unwrap();
        let base = game();
        let games: Vec<Game> = (0..200).map(|n| nth_game(&base, n)).collect();
        for game in &games {
            saver.request(game);
        }
        saver.flush().unwrap();
        assert!(saver.is_idle());
        let newest = games.last().unwrap();
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            newest.to_save_text()
        );
        assert_eq!(&Game::load_from(&path).unwrap(), newest);
        // Each write syncs to disk, so 200 back-to-back requests cannot all have been written.
        let writes = saver.shared.lock().writes;
        assert!(
            writes < 200,
            "{writes} writes for 200 requests: no coalescing"
        );
    }

    #[test]
    fn requests_during_a_write_coalesce_into_one_more_write() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("autosave.nonet");
        let saver = slow_saver(path.clone(), Duration::from_millis(100));
        let base = game();
        saver.request(&nth_game(&base, 1));
        // Let the thread pick up the first request and start its (slow) write.
        std::thread::sleep(Duration::from_millis(30));
        for n in 2..=20 {
            saver.request(&nth_game(&base, n));
        }
        saver.flush().unwrap();
        assert_eq!(
            saver.shared.lock().writes,
            2,
            "the first, then only the newest"
        );
        assert_eq!(Game::load_from(&path).unwrap(), nth_game(&base, 20));
    }

    #[test]
    fn flush_waits_for_the_write() {
        let dir = tempfile::tempdir().unwrap();
        // The folder does not exist yet: the writer creates it.
        let path = dir.path().join("new").join("folder").join("autosave.nonet");
        let delay = Duration::from_millis(200);
        let saver = slow_saver(path.clone(), delay);
        let game = nth_game(&game(), 7);
        let start = Instant::now();
        saver.request(&game);
        assert!(!saver.is_idle(), "the write takes {delay:?}");
        saver.flush().unwrap();
        assert!(start.elapsed() >= delay, "flush returned before the write");
        assert_eq!(Game::load_from(&path).unwrap(), game);
        // Nothing pending: flush returns at once.
        let start = Instant::now();
        saver.flush().unwrap();
        assert!(start.elapsed() < delay);
    }

    #[test]
    fn drop_writes_what_is_pending() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("autosave.nonet");
        let game = nth_game(&game(), 3);
        {
            let saver = slow_saver(path.clone(), Duration::from_millis(100));
            saver.request(&game);
        }
        assert_eq!(Game::load_from(&path).unwrap(), game);
    }

    #[test]
    fn an_unwritable_path_surfaces_an_error_naming_it() {
        let dir = tempfile::tempdir().unwrap();
        // A regular file where the folder should be: fails even for root.
        let blocker = dir.path().join("not-a-folder");
        std::fs::write(&blocker, "x").unwrap();
        let path = blocker.join("autosave.nonet");
        let saver = Autosaver::new(&path).unwrap();
        saver.request(&game());
        let err = saver.flush().unwrap_err();
        assert!(matches!(err, FileError::Io { .. }), "{err:?}");
        assert!(err.to_string().contains("not-a-folder"), "{err}");
        // flush took the error; a second failing write reports again through take_error.
        assert!(saver.take_error().is_none());
        saver.request(&game());
        while !saver.is_idle() {
            std::thread::sleep(Duration::from_millis(1));
        }
        assert!(saver.take_error().is_some());
        assert!(saver.take_error().is_none(), "taken once");
        saver.request(&game());
        assert!(saver.finish().is_err(), "finish reports the last failure");
    }

    #[test]
    fn a_later_success_clears_the_error() {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("later");
        std::fs::write(&folder, "a file for now").unwrap();
        let path = folder.join("autosave.nonet");
        let saver = Autosaver::new(&path).unwrap();
        saver.request(&game());
        while !saver.is_idle() {
            std::thread::sleep(Duration::from_millis(1));
        }
        std::fs::remove_file(&folder).unwrap();
        saver.request(&game());
        saver.flush().unwrap();
        assert!(saver.take_error().is_none());
        assert_eq!(Game::load_from(&path).unwrap(), game());
        saver.finish().unwrap();
    }
}
