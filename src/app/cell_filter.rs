//! Candidate filters, as HoDoKu players use them: the board tints every cell that shows
//! candidate N, or that shows exactly N candidates (two: the bivalue cells), so a fish, a
//! chain or a wing stands out. A filter is a way of looking at the board, not a move: it
//! lives in the app, is never undone and never saved.

use crate::game::Game;
use crate::grid::{CELLS, DigitSet};

/// Which cells the board highlights.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CellFilter {
    /// Empty cells whose candidates (as the board shows them) include this digit.
    Candidate(u8),
    /// Empty cells showing exactly this many candidates.
    CandidateCount(u8),
}

impl CellFilter {
    /// The cells with two candidates.
    pub const BIVALUE: CellFilter = CellFilter::CandidateCount(2);

    /// Whether a cell holding `digit` (0 when empty) and showing `candidates` is highlighted.
    /// A filled cell never is: its candidates are no longer in play.
    pub fn matches(self, digit: u8, candidates: DigitSet) -> bool {
        if digit != 0 {
            return false;
        }
        match self {
            CellFilter::Candidate(d) => candidates.contains(d),
            CellFilter::CandidateCount(n) => candidates.len() == u32::from(n),
        }
    }

    /// Whether `cell` of `game` is highlighted, by the digit and notes the board shows.
    pub fn matches_in(self, game: &Game, cell: usize) -> bool {
        cell < CELLS && self.matches(game.digit(cell), game.notes(cell))
    }

    /// The highlighted cells of `game`, in reading order.
    pub fn cells(self, game: &Game) -> Vec<usize> {
        (0..CELLS).filter(|&c| self.matches_in(game, c)).collect()
    }

    /// The filter Shift+X moves to: one more candidate than the count shown (after nine,
    /// one), or the bivalue cells when no count is shown.
    pub fn next_count(current: Option<CellFilter>) -> CellFilter {
        match current {
            Some(CellFilter::CandidateCount(n)) => CellFilter::CandidateCount(n % 9 + 1),
            _ => CellFilter::BIVALUE,
        }
    }
}

/// What the player asks of the highlight.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum HighlightCommand {
    /// Highlight the cells this filter picks; when it is the one shown, stop.
    Toggle(CellFilter),
    /// Highlight the cells with one more candidate than those shown (Shift+X).
    MoreCandidates,
    /// Stop highlighting.
    Clear,
}

impl HighlightCommand {
    /// The highlight after this command, from the one shown now.
    pub fn apply(self, current: Option<CellFilter>) -> Option<CellFilter> {
        match self {
            HighlightCommand::Toggle(filter) if current == Some(filter) => None,
            HighlightCommand::Toggle(filter) => Some(filter),
            HighlightCommand::MoreCandidates => Some(CellFilter::next_count(current)),
            HighlightCommand::Clear => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Action;

    /// A puzzle singles alone solve (the UI tests' fixed one).
    const EASY: &str =
        "003020600900305001001806400008102900700000008006708200002609500800203009005010300";

    fn game_with_notes() -> Game {
        let mut game = Game::new(EASY.parse().expect("a valid line")).expect("one solution");
        // r1c1 {4, 5}, r1c2 {4, 5, 8}, r1c9 {5}, r1c3 is a given 3 (notes never show).
        for (cell, digits) in [(0u8, &[4u8, 5][..]), (1, &[4, 5, 8]), (8, &[5])] {
            for &digit in digits {
                game.apply(Action::ToggleNote { cell, digit })
                    .expect("an empty cell takes notes");
            }
        }
        game
    }

    #[test]
    fn a_candidate_filter_picks_the_empty_cells_showing_that_candidate() {
        let game = game_with_notes();
        assert_eq!(CellFilter::Candidate(5).cells(&game), vec![0, 1, 8]);
        assert_eq!(CellFilter::Candidate(8).cells(&game), vec![1]);
        assert!(CellFilter::Candidate(9).cells(&game).is_empty());
        assert!(!CellFilter::Candidate(3).matches_in(&game, 2), "a given");
        assert!(
            !CellFilter::Candidate(5).matches_in(&game, 81),
            "off the board"
        );
    }

    #[test]
    fn a_count_filter_picks_cells_with_exactly_that_many_candidates() {
        let game = game_with_notes();
        assert_eq!(CellFilter::BIVALUE.cells(&game), vec![0]);
        assert_eq!(CellFilter::CandidateCount(3).cells(&game), vec![1]);
        assert_eq!(CellFilter::CandidateCount(1).cells(&game), vec![8]);
        // Filled cells have no candidates in play, whatever they held.
        assert!(!CellFilter::CandidateCount(0).matches(4, DigitSet::EMPTY));
    }

    #[test]
    fn filters_follow_the_candidates_as_they_change() {
        let mut game = game_with_notes();
        game.clear_peer_notes = true;
        game.apply(Action::SetDigit { cell: 0, digit: 4 })
            .expect("an empty cell takes a digit");
        // r1c1 is filled; the 4 left r1c2's notes, which are now a pair.
        assert_eq!(CellFilter::Candidate(5).cells(&game), vec![1, 8]);
        assert!(CellFilter::Candidate(4).cells(&game).is_empty());
        assert_eq!(CellFilter::BIVALUE.cells(&game), vec![1]);
    }

    #[test]
    fn toggling_shows_a_filter_and_hides_it_again() {
        let five = CellFilter::Candidate(5);
        let shown = HighlightCommand::Toggle(five).apply(None);
        assert_eq!(shown, Some(five));
        assert_eq!(HighlightCommand::Toggle(five).apply(shown), None);
        assert_eq!(
            HighlightCommand::Toggle(CellFilter::Candidate(6)).apply(shown),
            Some(CellFilter::Candidate(6))
        );
        assert_eq!(HighlightCommand::Clear.apply(shown), None);
        let mut count = HighlightCommand::MoreCandidates.apply(shown);
        assert_eq!(count, Some(CellFilter::BIVALUE));
        for n in [3, 4, 5, 6, 7, 8, 9, 1, 2] {
            count = HighlightCommand::MoreCandidates.apply(count);
            assert_eq!(count, Some(CellFilter::CandidateCount(n)));
        }
    }
}
