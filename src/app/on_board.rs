//! The game on the board: the 9x9 game, or a game of another size (or with constraint
//! rules) in front of it. The windows that follow whichever game is shown (All steps,
//! Replay) take it as one value.

use super::NonetApp;
use crate::game::{Game, SizedGame};

/// The game on the board.
#[derive(Clone, Copy)]
pub(super) enum OnBoard<'a> {
    /// The 9x9 game, classic or a variant.
    Nine(&'a Game),
    /// A game of another size, or with constraint rules.
    Sized(&'a SizedGame),
}

/// The game on the board: one of another size in front of the 9x9 one (but under the
/// workshop), else the 9x9 one. Of the app's fields, not the app, so its windows stay free
/// to change while it is borrowed.
pub(super) fn on_board<'a>(
    sized: Option<&'a SizedGame>,
    workshop_open: bool,
    game: Option<&'a Game>,
) -> Option<OnBoard<'a>> {
    match sized {
        Some(sized) if !workshop_open => Some(OnBoard::Sized(sized)),
        _ => game.map(OnBoard::Nine),
    }
}

impl NonetApp {
    /// The game on the board, and the cursor on it.
    pub(super) fn board_and_cursor(&self) -> (Option<OnBoard<'_>>, usize) {
        let sized = self.sized.as_ref().filter(|_| self.setting.is_none());
        let cursor = sized.map_or(self.selected, |play| play.selected);
        let board = on_board(
            self.sized.as_ref().map(|play| &play.game),
            self.setting.is_some(),
            self.game.as_ref(),
        );
        (board, cursor)
    }
}
