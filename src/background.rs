//! Work kept off the frame: on the desktop a thread of its own; in the browser, where a
//! page has one thread, a later turn of the event loop, so the frame that asked for the
//! work (with its "working…" message) is shown before the work runs.

use std::io;

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
