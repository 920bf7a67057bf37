//! Work kept off the frame.
//!
//! [`offload`] runs a [`Job`] (a value saying what to work out) away from the caller: on the
//! desktop on a thread of its own; in the browser, where a page has one thread, in a web
//! worker running a second copy of the module (see `worker.rs`), the job and its
//! result crossing as text. [`spawn`] is for work that needs the page itself (files, the
//! clipboard): there it runs in a later turn of the event loop, so the frame that asked for
//! the work (with its "working…" message) is shown first.

#[cfg(target_arch = "wasm32")]
pub(crate) mod worker;

use serde::Serialize;
use serde::de::DeserializeOwned;
use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::mpsc;

/// Runs `work` away from the caller: on a named thread, or in the browser after this turn.
///
/// An error means the work will never run (no thread could be made, or no page to queue it
/// on); the caller still owns the decision of what to do instead.
pub fn spawn(name: &str, work: impl FnOnce() + Send + 'static) -> io::Result<()> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::thread::Builder::new()
            .name(name.to_string())
            .spawn(work)
            .map(drop)
    }
    #[cfg(target_arch = "wasm32")]
    {
        let _ = name;
        crate::web::later(work)
    }
}

/// A flag shared with running work to stop it early.
#[derive(Clone, Debug, Default)]
pub struct CancelToken(Arc<AtomicBool>);

impl CancelToken {
    /// A fresh, unset token.
    pub fn new() -> CancelToken {
        CancelToken::default()
    }

    /// Asks the work to stop.
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether cancellation was asked for.
    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// Work that can run on another thread or in a web worker: everything it needs is in the
/// value, and its result is plain data.
pub trait Job: Serialize + DeserializeOwned + Send + 'static {
    /// The job's name: the thread's, and the tag the worker dispatches on (unique per job).
    const NAME: &'static str;
    /// What the work gives back.
    type Output: Serialize + DeserializeOwned + Send + 'static;
    /// Does the work, reporting progress (a count) and checking for cancellation as it goes.
    fn run(self, progress: &Progress) -> Self::Output;
}

/// What running work reports to, and hears from, whoever waits for it.
pub struct Progress {
    count: Arc<AtomicU32>,
    cancel: CancelToken,
    #[cfg(target_arch = "wasm32")]
    post: Option<worker::ProgressPost>,
}

impl Progress {
    /// Progress for work whose count nobody reads and that is never cancelled (the CLI's,
    /// a test's).
    pub fn unwatched() -> Progress {
        Progress::new(Arc::default(), CancelToken::new())
    }

    fn new(count: Arc<AtomicU32>, cancel: CancelToken) -> Progress {
        Progress {
            count,
            cancel,
            #[cfg(target_arch = "wasm32")]
            post: None,
        }
    }

    /// Progress inside a web worker: counts go to the page as messages.
    #[cfg(target_arch = "wasm32")]
    pub(crate) fn posting(post: worker::ProgressPost) -> Progress {
        Progress {
            post: Some(post),
            ..Progress::unwatched()
        }
    }

    /// Reports how far the work has come.
    pub fn report(&self, count: u32) {
        self.count.store(count, Ordering::Relaxed);
        #[cfg(target_arch = "wasm32")]
        if let Some(post) = &self.post {
            post.count(count);
        }
    }

    /// The token the work checks (a worker's is never set: the page ends the worker instead).
    pub fn cancel_token(&self) -> &CancelToken {
        &self.cancel
    }
}

/// Why offloaded work gave no result.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum Gone {
    /// It was cancelled, or the thread or worker running it ended without an answer.
    #[error("the work ended without a result")]
    Ended,
}

/// Work running away from the caller: its result once it is ready, its progress meanwhile.
pub struct Pending<T> {
    result: mpsc::Receiver<T>,
    count: Arc<AtomicU32>,
    cancel: CancelToken,
    #[cfg(target_arch = "wasm32")]
    worker: std::cell::RefCell<Option<worker::Running>>,
}

impl<T> Pending<T> {
    /// The result when it is ready, `None` while the work goes on.
    pub fn try_take(&self) -> Option<Result<T, Gone>> {
        match self.result.try_recv() {
            Ok(result) => Some(Ok(result)),
            Err(mpsc::TryRecvError::Empty) => None,
            Err(mpsc::TryRecvError::Disconnected) => Some(Err(Gone::Ended)),
        }
    }

    /// The last count the work reported.
    pub fn progress(&self) -> u32 {
        self.count.load(Ordering::Relaxed)
    }

    /// Stops the work; [`try_take`](Self::try_take) then reports it ended (or the result, if it
    /// came first).
    pub fn cancel(&self) {
        self.cancel.cancel();
        #[cfg(target_arch = "wasm32")]
        {
            // Dropping the worker ends it, and with it the sender of its result.
            self.worker.borrow_mut().take();
        }
    }
}

impl<T> Drop for Pending<T> {
    fn drop(&mut self) {
        self.cancel.cancel();
    }
}

/// Runs `job` away from the caller and calls `wake` once its result is ready (to ask for a
/// frame). An error means it could not be started at all.
pub fn offload<J: Job>(job: J, wake: impl Fn() + Send + 'static) -> io::Result<Pending<J::Output>> {
    let (sender, result) = mpsc::channel();
    let count = Arc::new(AtomicU32::new(0));
    let cancel = CancelToken::new();
    #[cfg(target_arch = "wasm32")]
    let worker = {
        let wake = std::rc::Rc::new(wake);
        let woken = wake.clone();
        match worker::start(&job, sender.clone(), count.clone(), move || woken()) {
            Ok(running) => Some(running),
            Err(error) => {
                // No worker (an old browser, or no worker.js beside the page): the work runs
                // on the page after this frame, as it would with no workers at all.
                log::warn!("{}: no web worker ({error}); working on the page", J::NAME);
                let progress = Progress::new(count.clone(), cancel.clone());
                worker::run_on_page(job, progress, sender, move || wake())?;
                None
            }
        }
    };
    #[cfg(not(target_arch = "wasm32"))]
    {
        let progress = Progress::new(count.clone(), cancel.clone());
        spawn(J::NAME, move || {
            // The receiver is gone when the caller stopped waiting; nothing is lost.
            let _ = sender.send(job.run(&progress));
            wake();
        })?;
    }
    Ok(Pending {
        result,
        count,
        cancel,
        #[cfg(target_arch = "wasm32")]
        worker: std::cell::RefCell::new(worker),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    /// Counts to its number, reporting each step, and stops early when cancelled.
    #[derive(Serialize, Deserialize)]
    struct CountTo(u32);

    impl Job for CountTo {
        const NAME: &'static str = "count-to";
        type Output = u32;
        fn run(self, progress: &Progress) -> u32 {
            let mut reached = 0;
            while reached < self.0 && !progress.cancel_token().is_cancelled() {
                reached += 1;
                progress.report(reached);
                std::thread::yield_now();
            }
            reached
        }
    }

    fn wait<T>(pending: &Pending<T>) -> Result<T, Gone> {
        loop {
            if let Some(result) = pending.try_take() {
                return result;
            }
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
    }

    #[test]
    fn offloaded_work_gives_its_result_and_wakes_the_caller() {
        let (woken, wakes) = mpsc::channel();
        let pending = offload(CountTo(500), move || woken.send(()).unwrap()).unwrap();
        assert_eq!(wait(&pending), Ok(500));
        assert_eq!(pending.progress(), 500);
        assert_eq!(
            wakes.recv_timeout(std::time::Duration::from_secs(5)),
            Ok(())
        );
    }

    #[test]
    fn cancelled_work_stops_before_its_end() {
        let pending = offload(CountTo(u32::MAX), || {}).unwrap();
        while pending.progress() == 0 {
            std::thread::yield_now();
        }
        pending.cancel();
        let stopped_at = wait(&pending).unwrap();
        assert!(stopped_at < u32::MAX, "stopped at {stopped_at}");
    }
}
