//! The forcing-chain searches of one rating, kept for its second path: the person path and
//! Explainer's often reach the same position, and the search is the costliest of either.

use super::super::{LogicState, Step};
use std::cell::RefCell;
use std::collections::HashMap;

thread_local! {
    /// What [`super::find`] answered for each position, while a rating keeps it.
    static FOUND: RefCell<Option<HashMap<LogicState, Option<Step>>>> = const { RefCell::new(None) };
}

/// Runs `f` with forcing-chain searches remembered by position, and forgets them after.
pub(crate) fn remembering<R>(f: impl FnOnce() -> R) -> R {
    /// Forgets the searches even if `f` panics, so no later search reads a stale answer.
    struct Forget(bool);
    impl Drop for Forget {
        fn drop(&mut self) {
            if self.0 {
                FOUND.with_borrow_mut(|found| *found = None);
            }
        }
    }
    // A call inside another keeps the outer one's memo (and leaves it to the outer call).
    let outer = FOUND.with_borrow_mut(|found| {
        let outer = found.is_some();
        found.get_or_insert_with(HashMap::new);
        outer
    });
    let _forget = Forget(!outer);
    f()
}

/// [`super::find`], answered from memory when a rating already searched this position.
pub fn find(state: &LogicState) -> Option<Step> {
    if let Some(known) = FOUND.with_borrow(|found| found.as_ref().map(|f| f.get(state).cloned())) {
        if let Some(step) = known {
            return step;
        }
        let step = super::find(state);
        FOUND.with_borrow_mut(|found| {
            if let Some(found) = found {
                found.insert(state.clone(), step.clone());
            }
        });
        return step;
    }
    super::find(state)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;

    #[test]
    fn a_remembered_search_answers_as_the_search_does() {
        // A puzzle whose rating needs forcing chains (SE 8.3).
        let grid: Grid =
            "020104070000008004000070100308000005006803900100000807007040000600700000030902080"
                .parse()
                .expect("a valid puzzle");
        let state = LogicState::from_grid(&grid);
        let plain = super::super::find(&state);
        assert!(plain.is_some(), "a forcing chain from the start");
        let (first, second) = remembering(|| (find(&state), find(&state)));
        assert_eq!(first, plain);
        assert_eq!(second, plain);
        assert!(
            FOUND.with_borrow(Option::is_none),
            "forgotten after the rating"
        );
    }
}
