//! Running a subcommand's work on every core with the output of one thread: items are read in
//! bounded chunks, each chunk is mapped on a local rayon pool with an order-preserving collect,
//! and the results are handed back in input order. At most [`IN_FLIGHT`] chunks are held at
//! once (two being mapped, or one being mapped while the next is read), so memory stays
//! constant whatever the input's length. With one thread there is no pool and no chunk: each
//! item is mapped and handed back as soon as it is read, as before.

use super::terminal::say;
use nonet::formats::PuzzleRecord;
use nonet::i18n::tr_args;
use nonet::variant;
use rayon::ThreadPool;
use rayon::prelude::*;
use std::collections::VecDeque;
use std::num::NonZeroUsize;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;

/// Puzzle records read and mapped at a time: many more than there are cores, so a chunk keeps
/// them busy, and small (a record takes about 300 bytes) whatever the input's length.
pub const PUZZLE_CHUNK: usize = 4096;

/// Chunks being mapped at once. With two, the workers start on the next chunk while the
/// slowest items of the one before finish, and the calling thread prints one chunk and reads
/// the next while the workers map.
const IN_FLIGHT: usize = 2;

/// The `--threads` option of the subcommands that use every core.
#[derive(clap::Args, Clone, Copy, Debug)]
pub struct ThreadsArg {
    /// Worker threads, at most one per CPU the process may run on (a larger number is
    /// lowered to that, with a note) [default: SLURM_CPUS_PER_TASK where set, else one per
    /// CPU]. The output is the same for every number; `--threads 1` works on the calling
    /// thread alone.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=MAX_THREADS))]
    threads: Option<u16>,
}

/// The most threads `--threads` takes: more than any machine a stage runs on has CPUs for
/// one process, and few enough that a typing slip cannot ask for thousands.
const MAX_THREADS: i64 = 1024;

impl ThreadsArg {
    /// The workers this option asks for, no more than the CPUs the process may use (see
    /// [`Workers::new`]); a larger number asked for is lowered with a note on standard error.
    pub fn workers(self) -> Workers {
        // One thread needs no count of the cores, which on Linux reads the process's cgroup
        // files: a tenth of a millisecond of every `--threads 1` run.
        if self.threads == Some(1) {
            return Workers::new(1);
        }
        let slurm = std::env::var("SLURM_CPUS_PER_TASK").ok();
        let cores = available_cores();
        let asked = default_threads(self.threads, slurm.as_deref(), || cores);
        if asked > cores {
            say!(
                "{}",
                tr_args(
                    "cli-threads-capped",
                    &[("asked", asked.into()), ("cores", cores.into())]
                )
            );
        }
        Workers::new(asked.min(cores))
    }
}

/// The threads to use: those asked for, else the CPUs Slurm gave the task (`slurm`, the value
/// of `SLURM_CPUS_PER_TASK`, when it is a positive number), else `cores()`.
fn default_threads(
    asked: Option<u16>,
    slurm: Option<&str>,
    cores: impl FnOnce() -> usize,
) -> usize {
    asked
        .map(usize::from)
        .or_else(|| slurm?.trim().parse().ok().filter(|&cpus: &usize| cpus > 0))
        .unwrap_or_else(cores)
}

/// How many cores the system offers this process (1 when it cannot tell).
pub fn available_cores() -> usize {
    std::thread::available_parallelism().map_or(1, NonZeroUsize::get)
}

/// Where a run's work is done: on the calling thread alone, or on a pool of worker threads.
pub struct Workers {
    /// The pool; `None` works on the calling thread, item by item, as it reads.
    pool: Option<ThreadPool>,
}

impl Workers {
    /// Workers for `threads` threads: the calling thread alone for 1 (or 0), else a local pool
    /// of that many threads. A pool that cannot be started is reported on standard error and
    /// the run goes on, with the same output, on the calling thread.
    pub fn new(threads: usize) -> Workers {
        if threads <= 1 {
            return Workers::serial();
        }
        match rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .thread_name(|index| format!("nonet-worker-{index}"))
            .build()
        {
            Ok(pool) => Workers { pool: Some(pool) },
            Err(error) => {
                say!(
                    "{}",
                    tr_args(
                        "cli-threads-fallback",
                        &[
                            ("threads", threads.into()),
                            ("reason", error.to_string().into())
                        ]
                    )
                );
                Workers::serial()
            }
        }
    }

    /// The calling thread alone.
    pub fn serial() -> Workers {
        Workers { pool: None }
    }

    /// How many threads do the work.
    pub fn threads(&self) -> usize {
        self.pool
            .as_ref()
            .map_or(1, ThreadPool::current_num_threads)
    }
}

/// Maps every item through `work` and hands each item and its result to `emit`, in the
/// items' order, whatever the number of workers. With a pool, `items` is read `chunk` items
/// at a time on the calling thread, which also runs `emit`; `work` runs on the pool. Stops at
/// the first error of `emit`, after the chunks already being mapped (whose remaining items
/// are skipped) have stopped.
///
/// # Panics
///
/// When `work` panics, with its panic, once the chunks being mapped have stopped.
pub fn map_in_order<T, R, E>(
    workers: &Workers,
    items: impl Iterator<Item = T>,
    chunk: usize,
    work: impl Fn(&T) -> R + Sync,
    mut emit: impl FnMut(T, R) -> Result<(), E>,
) -> Result<(), E>
where
    T: Send + Sync,
    R: Send,
{
    let Some(pool) = &workers.pool else {
        for item in items {
            let result = work(&item);
            emit(item, result)?;
        }
        return Ok(());
    };
    let chunk = chunk.max(1);
    let mut items = items;
    let stop = AtomicBool::new(false);
    let (work, stop) = (&work, &stop);
    pool.in_place_scope(|scope| {
        let mut pending = VecDeque::with_capacity(IN_FLIGHT);
        loop {
            let batch: Vec<T> = items.by_ref().take(chunk).collect();
            let more = batch.len() == chunk;
            if !batch.is_empty() {
                let (sender, receiver) = mpsc::sync_channel(1);
                scope.spawn(move |_| {
                    let results: Vec<Option<R>> = batch
                        .par_iter()
                        .map(|item| (!stop.load(Ordering::Relaxed)).then(|| work(item)))
                        .collect();
                    // The receiver is gone only when the run stopped early: the results are
                    // not wanted then.
                    let _ = sender.send((batch, results));
                });
                pending.push_back(receiver);
            }
            while pending.len() >= IN_FLIGHT || (!more && !pending.is_empty()) {
                let Some(Ok((batch, results))) = pending.pop_front().map(|r| r.recv()) else {
                    // The chunk's job panicked (so dropped its sender) before sending:
                    // `in_place_scope` raises that panic again once the other jobs stop.
                    stop.store(true, Ordering::Relaxed);
                    return Ok(());
                };
                for (item, result) in batch.into_iter().zip(results) {
                    // Results are skipped (None) only once `stop` is set, after an error.
                    let Some(result) = result else { continue };
                    if let Err(error) = emit(item, result) {
                        stop.store(true, Ordering::Relaxed);
                        return Err(error);
                    }
                }
            }
            if !more {
                return Ok(());
            }
        }
    })
}

/// A puzzle as the commands that take variant lines see it.
#[derive(Clone, Copy)]
pub enum AnyPuzzle<'a> {
    /// A record of any classic format.
    Classic(&'a PuzzleRecord),
    /// A puzzle from a line of variant input.
    Variant(&'a variant::Puzzle),
    /// A puzzle of another size than 9x9, from a line of its own.
    Sized(&'a nonet::rules::RulePuzzle),
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    /// Work whose time varies a lot from item to item, so items finish out of order.
    fn uneven(item: &u32) -> u64 {
        if item.is_multiple_of(7) {
            std::thread::sleep(Duration::from_micros(u64::from(item % 5) * 200));
        }
        u64::from(*item) * 3 + 1
    }

    #[test]
    fn results_come_in_input_order_for_every_chunk_size_and_thread_count() {
        let expected: Vec<(u32, u64)> = (0..500).map(|item| (item, uneven(&item))).collect();
        for threads in [1, 2, 3, 4] {
            let workers = Workers::new(threads);
            assert_eq!(workers.threads(), threads);
            for chunk in [1, 2, 7, 64, 499, 500, 501, 4096] {
                let mut seen = Vec::new();
                let result: Result<(), ()> =
                    map_in_order(&workers, 0..500u32, chunk, uneven, |item, result| {
                        seen.push((item, result));
                        Ok(())
                    });
                assert_eq!(result, Ok(()));
                assert_eq!(seen, expected, "{threads} threads, chunks of {chunk}");
            }
        }
    }

    #[test]
    fn threads_asked_for_then_slurm_cpus_then_cores() {
        assert_eq!(default_threads(Some(3), Some("5"), || 7), 3);
        assert_eq!(default_threads(None, Some("5"), || 7), 5);
        assert_eq!(default_threads(None, Some(" 2\n"), || 7), 2);
        for unusable in [None, Some(""), Some("0"), Some("many"), Some("-4")] {
            assert_eq!(default_threads(None, unusable, || 7), 7, "{unusable:?}");
        }
    }

    #[test]
    fn an_empty_input_emits_nothing() {
        for threads in [1, 2] {
            let result: Result<(), ()> =
                map_in_order(&Workers::new(threads), 0..0u32, 16, uneven, |_, _| Err(()));
            assert_eq!(result, Ok(()));
        }
    }

    #[test]
    fn an_emit_error_stops_the_run_and_skips_the_rest() {
        for threads in [1, 2, 3] {
            let mapped = std::sync::atomic::AtomicUsize::new(0);
            let mut emitted = Vec::new();
            let result = map_in_order(
                &Workers::new(threads),
                0..1_000_000u32,
                100,
                |item| {
                    mapped.fetch_add(1, Ordering::Relaxed);
                    *item
                },
                |item, result| {
                    emitted.push(result);
                    if item == 250 { Err(item) } else { Ok(()) }
                },
            );
            assert_eq!(result, Err(250));
            assert_eq!(emitted, (0..=250).collect::<Vec<_>>());
            // Chunks 0 to 2 emitted, chunk 3 being mapped: never the rest.
            let mapped = mapped.load(Ordering::Relaxed);
            assert!(
                mapped <= 100 * (2 + IN_FLIGHT),
                "{threads} threads: mapped {mapped}"
            );
        }
    }

    #[test]
    fn a_panic_in_the_work_reaches_the_caller() {
        let outcome = std::panic::catch_unwind(|| {
            let _: Result<(), ()> = map_in_order(
                &Workers::new(2),
                0..10_000u32,
                100,
                |item| assert_ne!(*item, 5_000, "item 5000"),
                |_, ()| Ok(()),
            );
        });
        assert!(outcome.is_err());
    }

    #[test]
    fn memory_stays_bounded_on_a_long_input() {
        // Items are counted as they are read and as they are emitted: the gap between the two
        // is what is held, and it never grows past the chunks in flight.
        let read = std::sync::atomic::AtomicUsize::new(0);
        let mut emitted = 0usize;
        let mut widest = 0usize;
        let items = (0..200_000u32).inspect(|_| {
            read.fetch_add(1, Ordering::Relaxed);
        });
        let result: Result<(), ()> = map_in_order(
            &Workers::new(2),
            items,
            1000,
            |item| *item,
            |_, _| {
                emitted += 1;
                widest = widest.max(read.load(Ordering::Relaxed) - emitted);
                Ok(())
            },
        );
        assert_eq!(result, Ok(()));
        assert_eq!(emitted, 200_000);
        assert!(widest <= 1000 * IN_FLIGHT, "held {widest} items at once");
    }
}
