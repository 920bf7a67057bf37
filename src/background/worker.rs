//! Jobs in web workers (the web build only): the page starts a worker (`worker.js`, beside
//! the page) for each [`Job`], hands it the module the page compiled and the job as text, and
//! takes the result back as text; the worker runs the job in its own copy of the module, so
//! the page keeps drawing frames meanwhile. Ending a worker is how a job is cancelled.
//!
//! Messages from a worker are two-element arrays: `["progress", count]`, `["done", text]`,
//! `["failed", why]` (the job failed), or `["unavailable", why]` (the worker could not start
//! the module: the job then runs on the page).

use super::{Job, Progress};
use std::cell::RefCell;
use std::io;
use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::sync::mpsc::Sender;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

/// The worker's script, beside the page (`assets/web/worker.js`).
const WORKER_SCRIPT: &str = "./worker.js";

/// Where the page keeps the module it compiled (`assets/web/index.html`), for its workers.
const MODULE_GLOBAL: &str = "nonetModule";

/// How often a worker tells the page its progress, at most.
const PROGRESS_EVERY_MS: f64 = 100.0;

/// The page's side of a running worker: ends the worker when dropped.
pub struct Running {
    worker: web_sys::Worker,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

impl Drop for Running {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

/// Starts `job` in a new worker: its result goes to `result` and then `wake` is called;
/// progress goes to `count`. When no worker can run it, the job runs on the page instead;
/// when it fails in the worker, `result` is dropped (the waiter sees the work gone) and
/// `wake` is called too.
pub fn start<J: Job>(
    job: &J,
    result: Sender<J::Output>,
    count: Arc<AtomicU32>,
    wake: impl Fn() + 'static,
) -> io::Result<Running> {
    let request = ron::to_string(job).map_err(io::Error::other)?;
    let options = web_sys::WorkerOptions::new();
    options.set_type(web_sys::WorkerType::Module);
    let worker = web_sys::Worker::new_with_options(WORKER_SCRIPT, &options).map_err(js_error)?;
    let result = Rc::new(RefCell::new(Some(result)));
    let wake = Rc::new(wake);

    // The worker could not run at all (no worker.js beside the page, a server that gives it
    // the wrong type, a browser without module workers, a module it could not start): the
    // job runs on the page instead, after this turn, as it would with no workers.
    let on_page = Rc::new({
        let (request, result, count, wake) =
            (request.clone(), result.clone(), count.clone(), wake.clone());
        move |why: String| {
            log::warn!("{}: no web worker ({why}); working on the page", J::NAME);
            let (Some(sender), Ok(job)) =
                (result.borrow_mut().take(), ron::from_str::<J>(&request))
            else {
                return wake();
            };
            let progress = Progress::new(count.clone(), super::CancelToken::new());
            let wake = wake.clone();
            if run_on_page(job, progress, sender, move || wake()).is_err() {
                log::error!("{}: no way to run the work", J::NAME);
            }
        }
    });

    let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new({
        let (result, wake, count, on_page) =
            (result.clone(), wake.clone(), count.clone(), on_page.clone());
        move |event: web_sys::MessageEvent| {
            let message = js_sys::Array::from(&event.data());
            let body = message.get(1);
            match message.get(0).as_string().as_deref() {
                Some("progress") => {
                    count.store(body.as_f64().unwrap_or(0.0) as u32, Ordering::Relaxed)
                }
                Some("done") => {
                    let text = body.as_string().unwrap_or_default();
                    match (
                        ron::from_str::<J::Output>(&text),
                        result.borrow_mut().take(),
                    ) {
                        (Ok(output), Some(sender)) => drop(sender.send(output)),
                        (Err(error), _) => log::error!("{}: unreadable result: {error}", J::NAME),
                        (Ok(_), None) => {}
                    }
                    wake();
                }
                Some("unavailable") => on_page(body.as_string().unwrap_or_default()),
                _ => {
                    log::error!("{} failed in its worker: {body:?}", J::NAME);
                    result.borrow_mut().take();
                    wake();
                }
            }
        }
    });
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
        let why = event
            .dyn_ref::<web_sys::ErrorEvent>()
            .map(|error| error.message())
            .unwrap_or_default();
        on_page(why);
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));

    // Without the page's module the worker loads and compiles its own (slower, still right).
    let module = js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str(MODULE_GLOBAL))
        .unwrap_or(JsValue::UNDEFINED);
    let message = js_sys::Array::of3(&module, &JsValue::from_str(J::NAME), &request.into());
    worker.post_message(&message).map_err(js_error)?;
    Ok(Running {
        worker,
        _on_message: on_message,
        _on_error: on_error,
    })
}

/// Runs `job` on the page after this turn (no worker could), sends its result to `result`
/// and calls `wake`.
pub(super) fn run_on_page<J: Job>(
    job: J,
    progress: Progress,
    result: Sender<J::Output>,
    wake: impl FnOnce() + 'static,
) -> io::Result<()> {
    crate::web::later(move || {
        // The receiver is gone when the page stopped waiting; nothing is lost.
        let _ = result.send(job.run(&progress));
        wake();
    })
}

/// Runs the job the page sent, inside the worker, and posts its result to the page.
pub fn serve<J: Job>(request: &str) {
    let job = match ron::from_str::<J>(request) {
        Ok(job) => job,
        Err(error) => {
            return post(
                "failed",
                &format!("{}: unreadable job: {error}", J::NAME).into(),
            );
        }
    };
    let output = job.run(&Progress::posting(ProgressPost::default()));
    match ron::to_string(&output) {
        Ok(text) => post("done", &text.into()),
        Err(error) => post("failed", &format!("{}: {error}", J::NAME).into()),
    }
}

/// Says that no job of that name exists (a page and worker script out of step).
pub fn refuse(name: &str) {
    post("failed", &format!("no job called {name}").into());
}

/// A worker's progress on its way to the page, sent at most every [`PROGRESS_EVERY_MS`].
#[derive(Default)]
pub struct ProgressPost {
    /// When the last count was sent (ms since the epoch, as `f64` bits: atomic, so that
    /// [`Progress`] can be shared by the threads a job may use elsewhere).
    last_sent: AtomicU64,
}

impl ProgressPost {
    /// Passes `count` on when the last count went long enough ago.
    pub fn count(&self, count: u32) {
        let now = js_sys::Date::now();
        let last = f64::from_bits(self.last_sent.load(Ordering::Relaxed));
        if now - last >= PROGRESS_EVERY_MS {
            self.last_sent.store(now.to_bits(), Ordering::Relaxed);
            post("progress", &JsValue::from(count));
        }
    }
}

fn post(tag: &str, body: &JsValue) {
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    // A page that is gone has nobody left to tell.
    let _ = scope.post_message(&js_sys::Array::of2(&JsValue::from_str(tag), body));
}

fn js_error(error: JsValue) -> io::Error {
    io::Error::other(format!("{error:?}"))
}
