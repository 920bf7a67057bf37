//! A collection of puzzles opened from a file, read and rated on a background thread so
//! that even a file of a million puzzles opens without stalling the window.
//!
//! [`PuzzleList::open`] checks that the file can be opened, then a worker thread streams
//! it (constant memory per record), reports how far it has read, hands over the puzzles
//! in one piece when the file is read, and then rates them on every core but one (left to
//! the window), rating first the ones the player is looking at
//! ([`PuzzleList::prioritise`]). The owner calls [`PuzzleList::poll`] each frame to take in
//! what the worker has sent; it never waits for the worker.

use super::collection_entry::{EntryRating, ListEntry};
use super::{FileError, Game};
use crate::formats::{FormatError, Metadata, PuzzleFormat, PuzzleReader, PuzzleRecord};
use crate::grid::{Candidates, Grid};
use crate::logic;
use crate::rules::RulePuzzle;
use crate::solver::{Verdict, verdict};
use std::collections::HashMap;
use std::io::{BufReader, Read};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

/// How many bad records are kept for display; the rest are only counted.
const KEPT_ERRORS: usize = 200;

/// How many ratings the worker gathers before sending them, so the channel stays quiet.
#[cfg(not(target_arch = "wasm32"))]
const RATING_BATCH: usize = 32;

/// How many puzzles after the one the player looks at are rated before the others.
const PRIORITY_WINDOW: usize = 64;

/// Everything the reader found in the file, handed over once it is read.
struct ReadResult {
    entries: Arc<Vec<ListEntry>>,
    metadata: HashMap<usize, Metadata>,
    format: PuzzleFormat,
    errors: Vec<FormatError>,
    error_count: usize,
}

/// A message from the worker.
enum Update {
    Read(Box<ReadResult>),
    Ratings(Vec<(usize, EntryRating)>),
}

/// State shared with the worker thread.
struct Shared {
    bytes_read: AtomicU64,
    cancel: AtomicBool,
    priority: AtomicUsize,
    failure: Mutex<Option<FormatError>>,
}

/// A puzzle collection being read and rated in the background.
pub struct PuzzleList {
    path: PathBuf,
    total_bytes: u64,
    shared: Arc<Shared>,
    updates: Receiver<Update>,
    worker: Option<JoinHandle<()>>,
    read: Option<ReadResult>,
    ratings: Vec<EntryRating>,
    rated: usize,
}

impl PuzzleList {
    /// Starts reading the collection at `path`, to be rated on every core but one (at least
    /// one thread); fails at once when the file cannot be opened.
    pub fn open(path: &Path) -> Result<PuzzleList, FileError> {
        PuzzleList::open_with_raters(path, default_raters())
    }

    /// [`PuzzleList::open`], rating on `raters` threads (at least one).
    pub fn open_with_raters(path: &Path, raters: usize) -> Result<PuzzleList, FileError> {
        let io_error = |source| FileError::Io {
            path: path.to_path_buf(),
            source,
        };
        if let Some(kind) = super::special_file_at(path) {
            return Err(FileError::NotAFile {
                path: path.to_path_buf(),
                kind,
            });
        }
        let file = super::open_for_reading(path).map_err(io_error)?;
        let total_bytes = file.len;
        let shared = Arc::new(Shared {
            bytes_read: AtomicU64::new(0),
            cancel: AtomicBool::new(false),
            priority: AtomicUsize::new(0),
            failure: Mutex::new(None),
        });
        let (sender, updates) = mpsc::channel();
        let hint = PuzzleFormat::from_extension(path);
        let variants = super::is_variant_file(path);
        let worker_shared = Arc::clone(&shared);
        let job = move || {
            work(
                file.reader,
                (hint, variants),
                raters,
                &worker_shared,
                &sender,
            )
        };
        #[cfg(not(target_arch = "wasm32"))]
        let worker = Some(
            std::thread::Builder::new()
                .name("nonet-collection".to_string())
                .spawn(job)
                .map_err(io_error)?,
        );
        // The browser has no thread to join: the work runs after this turn of its loop.
        #[cfg(target_arch = "wasm32")]
        let worker = {
            crate::background::spawn("nonet-collection", job).map_err(io_error)?;
            None
        };
        Ok(PuzzleList {
            path: path.to_path_buf(),
            total_bytes,
            shared,
            updates,
            worker,
            read: None,
            ratings: Vec::new(),
            rated: 0,
        })
    }

    /// Takes in what the worker has sent since the last call; returns whether anything changed.
    pub fn poll(&mut self) -> bool {
        let mut changed = false;
        while let Ok(update) = self.updates.try_recv() {
            changed = true;
            self.take(update);
        }
        changed
    }

    fn take(&mut self, update: Update) {
        match update {
            Update::Read(result) => {
                self.ratings = vec![EntryRating::Pending; result.entries.len()];
                self.read = Some(*result);
            }
            Update::Ratings(batch) => {
                for (index, rating) in batch {
                    if let Some(slot) = self.ratings.get_mut(index)
                        && *slot == EntryRating::Pending
                    {
                        *slot = rating;
                        self.rated += 1;
                    }
                }
            }
        }
    }

    /// The file the collection comes from.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The file's name, for titles and messages.
    pub fn file_name(&self) -> String {
        self.path.file_name().map_or_else(
            || self.path.display().to_string(),
            |name| name.to_string_lossy().into_owned(),
        )
    }

    /// Whether the whole file has been read (the puzzles are then available).
    pub fn is_read(&self) -> bool {
        self.read.is_some()
    }

    /// How much of the file has been read, from 0 to 1.
    pub fn read_fraction(&self) -> f32 {
        if self.read.is_some() || self.total_bytes == 0 {
            return 1.0;
        }
        let done = self.shared.bytes_read.load(Ordering::Relaxed);
        (done as f64 / self.total_bytes as f64).min(1.0) as f32
    }

    /// Why reading stopped early, if it did (the file vanished or could not be read).
    pub fn failure(&self) -> Option<FormatError> {
        self.shared
            .failure
            .lock()
            .map_or_else(|poisoned| poisoned.into_inner().clone(), |f| f.clone())
    }

    /// Whether there is nothing more to come: every puzzle is rated, or reading failed.
    pub fn is_finished(&self) -> bool {
        self.read.is_some() && self.rated == self.ratings.len() || self.failure().is_some()
    }

    /// The number of puzzles (0 until the file is read).
    pub fn len(&self) -> usize {
        self.read.as_ref().map_or(0, |r| r.entries.len())
    }

    /// Whether the collection holds no puzzle (so far).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The puzzle at `index`.
    pub fn entry(&self, index: usize) -> Option<&ListEntry> {
        self.read.as_ref().and_then(|r| r.entries.get(index))
    }

    /// What the file said about the puzzle at `index` (title, author, ...), if anything.
    pub fn metadata(&self, index: usize) -> Option<&Metadata> {
        self.read.as_ref().and_then(|r| r.metadata.get(&index))
    }

    /// The rating of the puzzle at `index`.
    pub fn rating(&self, index: usize) -> EntryRating {
        self.ratings
            .get(index)
            .copied()
            .unwrap_or(EntryRating::Pending)
    }

    /// How many puzzles have been rated.
    pub fn rated_count(&self) -> usize {
        self.rated
    }

    /// The layout of the file's first puzzle.
    pub fn format(&self) -> Option<PuzzleFormat> {
        self.read.as_ref().map(|r| r.format)
    }

    /// The bad records found (at most a few hundred are kept).
    pub fn errors(&self) -> &[FormatError] {
        self.read.as_ref().map_or(&[], |r| &r.errors)
    }

    /// How many bad records the file held in all.
    pub fn error_count(&self) -> usize {
        self.read.as_ref().map_or(0, |r| r.error_count)
    }

    /// Asks the worker to rate the puzzles from `index` on before the rest.
    pub fn prioritise(&self, index: usize) {
        self.shared.priority.store(index, Ordering::Relaxed);
    }

    /// The puzzle of another size than 9x9 at `index`, if it is one: it is played on the
    /// board of every size, not as a [`Game`] (see [`PuzzleList::game_at`]).
    pub fn sized_at(&self, index: usize) -> Option<&RulePuzzle> {
        self.entry(index)?.sized.as_deref()
    }

    /// A new game from the 9x9 puzzle at `index`; a puzzle of another size is refused
    /// (see [`PuzzleList::sized_at`]).
    pub fn game_at(&self, index: usize) -> Result<Game, FileError> {
        let Some(entry) = self.entry(index) else {
            return Err(FileError::NoSuchPuzzle {
                path: self.path.clone(),
                number: index + 1,
            });
        };
        if entry.sized.is_some() {
            return Err(FileError::NotNineByNine {
                path: self.path.clone(),
                number: index + 1,
            });
        }
        if let Some(rules) = &entry.rules {
            return super::variant_game::variant_game_at(rules, entry.line as usize, &self.path);
        }
        let record = PuzzleRecord {
            grid: entry.grid,
            metadata: self.metadata(index).cloned().unwrap_or_default(),
            line: entry.line as usize,
            format: self.format().unwrap_or(PuzzleFormat::Line),
            candidates: entry.candidates.as_deref().copied(),
            key: None,
        };
        Game::from_record(record, &self.path)
    }

    /// Blocks until the file is read (or reading failed); for tests and the command line.
    pub fn wait_until_read(&mut self) {
        while self.read.is_none() && self.failure().is_none() {
            match self.updates.recv() {
                Ok(update) => self.take(update),
                Err(_) => break,
            }
        }
    }

    /// Blocks until every puzzle is rated (or the worker stopped); for tests.
    pub fn wait_until_rated(&mut self) {
        self.wait_until_read();
        if let Some(worker) = self.worker.take() {
            let _ = worker.join();
        }
        self.poll();
    }
}

impl Drop for PuzzleList {
    fn drop(&mut self) {
        // The worker notices within one puzzle's rating; nobody needs to wait for it.
        self.shared.cancel.store(true, Ordering::Relaxed);
    }
}

/// Counts the bytes read so the window can show progress.
struct CountingReader<'a> {
    inner: Box<dyn Read + Send>,
    count: &'a AtomicU64,
}

impl Read for CountingReader<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.count.fetch_add(n as u64, Ordering::Relaxed);
        Ok(n)
    }
}

/// How many threads rate a collection by default: one per core but one, which the window
/// keeps, and at least one.
fn default_raters() -> usize {
    std::thread::available_parallelism()
        .map_or(1, std::num::NonZeroUsize::get)
        .saturating_sub(1)
        .max(1)
}

/// The worker: reads the whole file, sends it, then rates every puzzle on `raters` threads
/// (in the browser, on the page's thread a slice at a time).
fn work(
    file: Box<dyn Read + Send>,
    (hint, variants): (Option<PuzzleFormat>, bool),
    raters: usize,
    shared: &Arc<Shared>,
    sender: &Sender<Update>,
) {
    let Some(result) = read_all(file, hint, variants, shared) else {
        return;
    };
    let entries = Arc::clone(&result.entries);
    if sender.send(Update::Read(Box::new(result))).is_err() {
        return;
    }
    #[cfg(target_arch = "wasm32")]
    {
        let _ = raters;
        let queue = RatingQueue::new(entries.len());
        slices::rate_in_slices(entries, queue, Arc::clone(shared), sender.clone());
    }
    #[cfg(not(target_arch = "wasm32"))]
    rate_all(&entries, raters, shared, sender);
}

fn read_all(
    file: Box<dyn Read + Send>,
    hint: Option<PuzzleFormat>,
    variants: bool,
    shared: &Shared,
) -> Option<ReadResult> {
    let reader = BufReader::with_capacity(
        1 << 16,
        CountingReader {
            inner: file,
            count: &shared.bytes_read,
        },
    );
    if variants {
        return read_variants(reader, shared);
    }
    let mut entries = Vec::new();
    let mut metadata = HashMap::new();
    let mut errors = Vec::new();
    let mut error_count = 0;
    let mut first_format = None;
    for (n, item) in PuzzleReader::new(reader, hint).enumerate() {
        if n % 4096 == 0 && shared.cancel.load(Ordering::Relaxed) {
            return None;
        }
        match item {
            Ok(record) => {
                first_format.get_or_insert(record.format);
                if !record.metadata.is_empty() {
                    metadata.insert(entries.len(), record.metadata);
                }
                entries.push(ListEntry {
                    grid: record.grid,
                    line: u32::try_from(record.line).unwrap_or(u32::MAX),
                    candidates: record.candidates.map(Box::new),
                    rules: None,
                    sized: None,
                });
            }
            Err(error @ (FormatError::Read { .. } | FormatError::Damaged { .. })) => {
                if let Ok(mut failure) = shared.failure.lock() {
                    *failure = Some(error);
                }
                return None;
            }
            Err(error) => {
                error_count += 1;
                if errors.len() < KEPT_ERRORS {
                    errors.push(error);
                }
            }
        }
    }
    entries.shrink_to_fit();
    Some(ReadResult {
        entries: Arc::new(entries),
        metadata,
        format: first_format.or(hint).unwrap_or(PuzzleFormat::Line),
        errors,
        error_count,
    })
}

/// [`read_all`] for a file of variant lines: one entry per line, each with its rules.
fn read_variants(reader: impl std::io::BufRead, shared: &Shared) -> Option<ReadResult> {
    let mut entries = Vec::new();
    let mut errors = Vec::new();
    let mut error_count = 0;
    let mut failed = false;
    let mut cancelled = false;
    super::variant_collection::read_variant_lines(reader, |item| {
        if shared.cancel.load(Ordering::Relaxed) {
            cancelled = true;
            return false;
        }
        match item {
            Ok(entry) => entries.push(entry),
            Err(error @ (FormatError::Read { .. } | FormatError::Damaged { .. })) => {
                if let Ok(mut failure) = shared.failure.lock() {
                    *failure = Some(error);
                }
                failed = true;
                return false;
            }
            Err(error) => {
                error_count += 1;
                if errors.len() < KEPT_ERRORS {
                    errors.push(error);
                }
            }
        }
        true
    });
    if failed || cancelled {
        return None;
    }
    entries.shrink_to_fit();
    Some(ReadResult {
        entries: Arc::new(entries),
        metadata: HashMap::new(),
        format: PuzzleFormat::Line,
        errors,
        error_count,
    })
}

/// Rating in the browser, a slice at a time between the page's frames.
#[cfg(target_arch = "wasm32")]
#[path = "collection_slices.rs"]
mod slices;

/// Rates every puzzle on `raters` threads, those the player is looking at first. With more
/// than one, the worker thread waits while a local rayon pool of that many threads rates;
/// each of them takes the next puzzle from one shared [`RatingQueue`], so the player's
/// window still goes first. A pool that cannot be started leaves the rating to the worker.
#[cfg(not(target_arch = "wasm32"))]
fn rate_all(entries: &[ListEntry], raters: usize, shared: &Shared, sender: &Sender<Update>) {
    let queue = Mutex::new(RatingQueue::new(entries.len()));
    let rate_some = || rate_from_queue(entries, &queue, shared, sender);
    let pool = (raters > 1)
        .then(|| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(raters)
                .thread_name(|index| format!("nonet-rater-{index}"))
                .build()
                .ok()
        })
        .flatten();
    match pool {
        Some(pool) => {
            pool.broadcast(|_| rate_some());
        }
        None => rate_some(),
    }
}

/// One rater: takes puzzles from `queue` and rates them until none is left, the list is
/// dropped, or the owner stopped listening.
#[cfg(not(target_arch = "wasm32"))]
fn rate_from_queue(
    entries: &[ListEntry],
    queue: &Mutex<RatingQueue>,
    shared: &Shared,
    sender: &Sender<Update>,
) {
    let mut batch = Vec::with_capacity(RATING_BATCH);
    loop {
        if shared.cancel.load(Ordering::Relaxed) {
            return;
        }
        let wanted = shared.priority.load(Ordering::Relaxed);
        // A poisoned queue means another rater panicked mid-claim: stop rating.
        let Ok(Some(index)) = queue.lock().map(|mut queue| queue.claim(wanted)) else {
            break;
        };
        let Some(rating) = rate_at(entries, index) else {
            break;
        };
        batch.push((index, rating));
        if batch.len() == RATING_BATCH {
            let full = std::mem::replace(&mut batch, Vec::with_capacity(RATING_BATCH));
            if sender.send(Update::Ratings(full)).is_err() {
                return;
            }
        }
    }
    if !batch.is_empty() {
        // The owner may be gone; then nobody wants the ratings.
        let _ = sender.send(Update::Ratings(batch));
    }
}

/// Which puzzles are rated or being rated, shared by the raters.
struct RatingQueue {
    /// Whether each puzzle has been handed to a rater.
    claimed: Vec<bool>,
    /// Where the search in file order got to (see [`next_to_rate`]).
    next_in_order: usize,
    /// How many puzzles are still to hand out.
    remaining: usize,
}

impl RatingQueue {
    /// A queue of `len` puzzles, none handed out.
    fn new(len: usize) -> RatingQueue {
        RatingQueue {
            claimed: vec![false; len],
            next_in_order: 0,
            remaining: len,
        }
    }

    /// Hands out the next puzzle to rate (see [`next_to_rate`]), or `None` when all are out.
    fn claim(&mut self, wanted: usize) -> Option<usize> {
        if self.remaining == 0 {
            return None;
        }
        let index = next_to_rate(&self.claimed, wanted, &mut self.next_in_order);
        // In range: with a puzzle remaining, `next_to_rate` gives an index below the length.
        self.claimed[index] = true;
        self.remaining -= 1;
        Some(index)
    }
}

/// The rating of the entry at `index` (a variant's by its rules, a puzzle of another size
/// by the engine of every size).
fn rate_at(entries: &[ListEntry], index: usize) -> Option<EntryRating> {
    let entry = entries.get(index)?;
    Some(match (&entry.rules, &entry.sized) {
        (_, Some(puzzle)) => super::variant_collection::rate_sized(puzzle),
        (Some(rules), None) => super::variant_collection::rate_variant(rules),
        (None, None) => rate_entry(&entry.grid, entry.candidates.as_deref()),
    })
}

/// The puzzle to rate next: the first unrated one in the window from `wanted`, else the
/// first unrated one in file order (`next_in_order` remembers where that search got to).
/// At least one puzzle must be unrated.
fn next_to_rate(done: &[bool], wanted: usize, next_in_order: &mut usize) -> usize {
    let window_end = wanted.saturating_add(PRIORITY_WINDOW).min(done.len());
    if let Some(index) = (wanted..window_end).find(|&i| !done[i]) {
        return index;
    }
    while *next_in_order < done.len() && done[*next_in_order] {
        *next_in_order += 1;
    }
    (*next_in_order).min(done.len().saturating_sub(1))
}

/// The rating of one puzzle (with its candidates, for a pencilmark puzzle), or why it has
/// none.
pub fn rate_entry(grid: &Grid, candidates: Option<&Candidates>) -> EntryRating {
    if grid.validate().is_err() {
        return EntryRating::NoSolution;
    }
    let found = match candidates {
        Some(candidates) => crate::solver::verdict_within(grid, candidates),
        None => verdict(grid),
    };
    match found {
        Verdict::Unique(_) => EntryRating::Rated(match candidates {
            Some(candidates) => logic::rate_within(grid, candidates),
            None => logic::rate(grid),
        }),
        Verdict::NoSolution => EntryRating::NoSolution,
        Verdict::Multiple => EntryRating::Multiple,
    }
}

#[cfg(test)]
#[path = "collection_tests.rs"]
mod tests;
