//! A collection's ratings in the browser, where the page has one thread: the puzzles are
//! rated for about [`SLICE_MS`] at a time, those the player looks at first, and then the
//! page gets a turn to draw a frame before the next slice.

use super::{RatingQueue, Shared, Update, rate_at};
use crate::game::collection_entry::ListEntry;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::sync::mpsc::Sender;

/// How long one slice rates for (a puzzle begun is finished), in milliseconds.
const SLICE_MS: f64 = 25.0;

/// Rates puzzles from `queue` for one slice, sends what it rated, and queues the next slice
/// for a later turn of the page's event loop until none is left, the list is dropped, or
/// its owner stopped listening.
pub(super) fn rate_in_slices(
    entries: Arc<Vec<ListEntry>>,
    mut queue: RatingQueue,
    shared: Arc<Shared>,
    sender: Sender<Update>,
) {
    let until = crate::web::now_ms() + SLICE_MS;
    let mut batch = Vec::new();
    let more = loop {
        if shared.cancel.load(Ordering::Relaxed) {
            return;
        }
        if crate::web::now_ms() >= until {
            break true;
        }
        let Some(index) = queue.claim(shared.priority.load(Ordering::Relaxed)) else {
            break false;
        };
        match rate_at(&entries, index) {
            Some(rating) => batch.push((index, rating)),
            None => break false,
        }
    };
    if !batch.is_empty() && sender.send(Update::Ratings(batch)).is_err() {
        return;
    }
    if more {
        let next = move || rate_in_slices(entries, queue, shared, sender);
        if crate::web::later(next).is_err() {
            log::error!("no turn of the page left to rate the collection");
        }
    }
}
