//! Searches that report every instance they find, so one search serves both the step
//! finder (the first instance) and the list of every step (all of them).

use super::{LogicState, Step};
use std::ops::ControlFlow;

/// Where a search sends each instance it finds; `Break` stops the search.
pub(crate) type Sink<'a, T = Step> = &'a mut dyn FnMut(T) -> ControlFlow<()>;

/// A technique's search over every instance in a state, in the order its finder tries them.
pub(crate) type Visit = fn(&LogicState, Sink<'_>) -> ControlFlow<()>;

/// The first instance `search` sends, stopping it there.
pub(crate) fn first<T>(search: impl FnOnce(Sink<'_, T>) -> ControlFlow<()>) -> Option<T> {
    let mut found = None;
    // Whether the search broke off tells nothing more than `found` does.
    let _ = search(&mut |item| {
        found = Some(item);
        ControlFlow::Break(())
    });
    found
}
