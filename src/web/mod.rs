//! What the browser gives in place of the desktop's threads and files (the web build
//! only): work queued for a later turn of the event loop, and the files under
//! [`files`]: the data folder in the page's local storage, files the player opened held in
//! memory, and files written under [`files::DOWNLOADS`] handed to the browser as downloads.

pub mod files;

use std::io;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

/// The page's clock, in milliseconds since the epoch (`std::time::Instant` has none here).
pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// Runs `work` after this turn of the event loop (a zero-delay timer), so the frame being
/// drawn reaches the screen first.
pub fn later(work: impl FnOnce() + 'static) -> io::Result<()> {
    after(0, work)
}

/// Runs `work` once `millis` milliseconds have passed.
pub fn after(millis: i32, work: impl FnOnce() + 'static) -> io::Result<()> {
    let window = web_sys::window().ok_or_else(|| io::Error::other("no browser window"))?;
    let callback = Closure::once_into_js(work);
    window
        .set_timeout_with_callback_and_timeout_and_arguments_0(callback.unchecked_ref(), millis)
        .map(drop)
        .map_err(|_| io::Error::other("the browser refused a timer"))
}
