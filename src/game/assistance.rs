//! What a player was helped with during a game, so that only unassisted games set records.
//!
//! The record lives in the [`Game`] and is saved with it; undo never takes it back, because
//! a player who has seen the answer or a hint's explanation has seen it whatever the board
//! shows afterwards.

use super::{Action, Game, Status};
use serde::{Deserialize, Serialize};

/// Everything the player was helped with, and the counters shown during the game.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct Assistance {
    /// Hints shown (each hint counts once, however far its tiers were opened).
    pub hints: u32,
    /// Digits entered that disagreed with the answer, each entry counted once.
    pub mistakes: u32,
    /// Times Check was used.
    pub checks: u32,
    /// The answer was shown (even if undone since).
    pub revealed: bool,
    /// A hint's step or correction was carried out by the app.
    pub hint_applied: bool,
    /// A hint was shown past "where to look" (or shown whole, with hint tiers off).
    pub hint_explained: bool,
    /// Edit › Rewind to last correct position was used.
    pub rewound: bool,
}

/// One kind of help that keeps a game out of the records.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Assist {
    /// The answer was shown.
    Revealed,
    /// A hint was carried out.
    HintApplied,
    /// A hint was shown past where to look.
    HintExplained,
    /// The game was rewound to its last correct position.
    Rewound,
}

impl Assist {
    /// A short phrase for messages, such as "a hint was applied".
    pub fn phrase(self) -> &'static str {
        match self {
            Assist::Revealed => "the solution was shown",
            Assist::HintApplied => "a hint was applied",
            Assist::HintExplained => "a hint was shown past where to look",
            Assist::Rewound => "the game was rewound to its last correct position",
        }
    }
}

impl Assistance {
    /// Whether the game had help that keeps it out of the records (checks and mistakes
    /// are counted but do not).
    pub fn is_assisted(&self) -> bool {
        !self.reasons().is_empty()
    }

    /// The kinds of help that keep the game out of the records, in a fixed order.
    pub fn reasons(&self) -> Vec<Assist> {
        [
            (self.revealed, Assist::Revealed),
            (self.hint_applied, Assist::HintApplied),
            (self.hint_explained, Assist::HintExplained),
            (self.rewound, Assist::Rewound),
        ]
        .into_iter()
        .filter_map(|(flag, assist)| flag.then_some(assist))
        .collect()
    }

    /// What a history of edits shows, for saves written before the record was kept: the
    /// reveals and applied hints it holds, and its entries that disagree with `solution`.
    pub(super) fn from_history<'a>(
        edits: impl Iterator<Item = &'a super::Edit>,
        solution: &crate::grid::Grid,
    ) -> Assistance {
        let mut assistance = Assistance::default();
        for edit in edits {
            assistance.note_action(&edit.action, &edit.changes, solution);
        }
        assistance
    }

    /// Notes what an applied action says about help and mistakes.
    /// A digit typed into several cells at once counts once per cell it is wrong in.
    pub(super) fn note_action(
        &mut self,
        action: &Action,
        changes: &[super::CellChange],
        solution: &crate::grid::Grid,
    ) {
        match action {
            Action::Reveal => self.revealed = true,
            Action::ApplyHint(_) => self.hint_applied = true,
            Action::SetDigit { .. } | Action::SetDigits { .. } => {
                let wrong = changes
                    .iter()
                    .filter(|c| {
                        c.entry_after != 0
                            && c.entry_after != c.entry_before
                            && c.entry_after != solution.get(c.cell as usize)
                    })
                    .count();
                let wrong = u32::try_from(wrong).unwrap_or(u32::MAX);
                self.mistakes = self.mistakes.saturating_add(wrong);
            }
            _ => {}
        }
    }
}

impl Game {
    /// What the player was helped with so far.
    pub fn assistance(&self) -> &Assistance {
        &self.assistance
    }

    /// Whether this game's time may count as a record: solved, and without help.
    pub fn counts_as_record(&self) -> bool {
        self.status == Status::Solved && !self.assistance.is_assisted()
    }

    /// The app showed a new hint; `past_where_to_look` when it showed more than where to
    /// look (hint tiers off).
    pub fn note_hint_shown(&mut self, past_where_to_look: bool) {
        self.assistance.hints = self.assistance.hints.saturating_add(1);
        if past_where_to_look {
            self.assistance.hint_explained = true;
        }
    }

    /// The shown hint was opened past where to look.
    pub fn note_hint_deepened(&mut self) {
        self.assistance.hint_explained = true;
    }

    /// The app carried out a hint's correction (erasing a wrong entry it pointed out);
    /// hint steps applied as [`Action::ApplyHint`] are noted by [`Game::apply`] itself.
    pub fn note_hint_applied(&mut self) {
        self.assistance.hint_applied = true;
    }

    /// The player used Check.
    pub fn note_check(&mut self) {
        self.assistance.checks = self.assistance.checks.saturating_add(1);
    }

    /// Takes back moves until no entry disagrees with the answer (to just before the first
    /// wrong one); returns how many. Any move taken back makes the game assisted.
    pub fn rewind_to_correct(&mut self) -> usize {
        if self.status != Status::Playing {
            return 0;
        }
        let mut undone = 0;
        while !self.wrong_entries().is_empty() && self.undo() {
            undone += 1;
        }
        if undone > 0 {
            self.assistance.rewound = true;
        }
        undone
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;

    const PUZZLE: &str =
        "530070000600195000098000060800060003400803001700020006060000280000419005000080079";

    fn game() -> Game {
        Game::new(PUZZLE.parse::<Grid>().expect("a valid line")).expect("a unique puzzle")
    }

    /// Solves the game by entering the answer cell by cell.
    fn finish(game: &mut Game) {
        let solution = *game.solution();
        for cell in 0..81 {
            if game.digit(cell) != solution.get(cell) {
                game.apply(Action::SetDigit {
                    cell: cell as u8,
                    digit: solution.get(cell),
                })
                .expect("an open cell");
            }
        }
        assert_eq!(game.status(), Status::Solved);
    }

    fn wrong_digit(game: &Game, cell: usize) -> u8 {
        (1..=9)
            .find(|&d| d != game.solution().get(cell))
            .expect("eight wrong digits")
    }

    #[test]
    fn an_unaided_game_counts() {
        let mut game = game();
        game.note_check();
        finish(&mut game);
        assert!(game.counts_as_record());
        assert_eq!(game.assistance().checks, 1);
    }

    #[test]
    fn a_reveal_undone_still_keeps_the_game_out_of_the_records() {
        let mut game = game();
        game.apply(Action::Reveal).expect("a game in play");
        assert!(game.undo());
        assert_eq!(game.status(), Status::Playing);
        finish(&mut game);
        assert!(!game.counts_as_record());
        assert_eq!(game.assistance().reasons(), vec![Assist::Revealed]);
    }

    #[test]
    fn hints_count_and_only_tier_one_is_free() {
        let mut shown = game();
        shown.note_hint_shown(false);
        finish(&mut shown);
        assert!(shown.counts_as_record());
        assert_eq!(shown.assistance().hints, 1);

        let mut deepened = game();
        deepened.note_hint_shown(false);
        deepened.note_hint_deepened();
        finish(&mut deepened);
        assert!(!deepened.counts_as_record());

        let mut tiers_off = game();
        tiers_off.note_hint_shown(true);
        finish(&mut tiers_off);
        assert!(!tiers_off.counts_as_record());
    }

    #[test]
    fn an_applied_hint_stays_noted_after_undo() {
        let mut game = game();
        let crate::game::Hint::Step(step) = game.hint() else {
            panic!("a fresh puzzle has a next step");
        };
        game.apply(Action::ApplyHint(step.into()))
            .expect("a game in play");
        assert!(game.undo());
        finish(&mut game);
        assert_eq!(game.assistance().reasons(), vec![Assist::HintApplied]);
    }

    #[test]
    fn mistakes_count_once_per_entry_and_survive_undo() {
        let mut game = game();
        let cell = (0..81).find(|&c| game.digit(c) == 0).expect("an open cell");
        let wrong = wrong_digit(&game, cell);
        let set = Action::SetDigit {
            cell: cell as u8,
            digit: wrong,
        };
        game.apply(set.clone()).expect("an open cell");
        // The same digit again changes nothing and is no new entry.
        game.apply(set).expect("an open cell");
        assert_eq!(game.assistance().mistakes, 1);
        assert!(game.undo());
        assert!(game.redo());
        assert_eq!(game.assistance().mistakes, 1);
        game.apply(Action::SetDigit {
            cell: cell as u8,
            digit: game.solution().get(cell),
        })
        .expect("an open cell");
        assert_eq!(game.assistance().mistakes, 1);
        finish(&mut game);
        assert!(game.counts_as_record(), "mistakes alone do not disqualify");
    }

    #[test]
    fn rewinding_takes_back_wrong_moves_and_is_noted() {
        let mut game = game();
        assert_eq!(game.rewind_to_correct(), 0);
        assert!(!game.assistance().rewound, "nothing taken back is no help");
        let cell = (0..81).find(|&c| game.digit(c) == 0).expect("an open cell");
        let wrong = wrong_digit(&game, cell);
        game.apply(Action::SetDigit {
            cell: cell as u8,
            digit: wrong,
        })
        .expect("an open cell");
        assert_eq!(game.rewind_to_correct(), 1);
        assert!(game.wrong_entries().is_empty());
        finish(&mut game);
        assert_eq!(game.assistance().reasons(), vec![Assist::Rewound]);
    }

    #[test]
    fn the_record_survives_saving_and_reopening() {
        let mut game = game();
        game.apply(Action::Reveal).expect("a game in play");
        assert!(game.undo());
        game.note_hint_shown(false);
        game.note_check();
        let reopened = Game::from_save_text(&game.to_save_text()).expect("its own save");
        assert_eq!(reopened.assistance(), game.assistance());
        assert!(reopened.assistance().revealed);
    }

    #[test]
    fn older_saves_take_the_record_from_their_history() {
        let mut game = game();
        game.apply(Action::Reveal).expect("a game in play");
        let text = game.to_save_text();
        // A version 2 save has no assistance field: drop it (and the checksum line).
        let body: String = text
            .lines()
            .filter(|l| !l.starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        let start = body.find("assistance:").expect("the field is written");
        let end = start + body[start..].find("),").expect("the field ends") + 2;
        let older = format!("{}{}", &body[..start], &body[end..]);
        let reopened = Game::from_save_text(&older).expect("a save without the field");
        assert!(reopened.assistance().revealed);
    }
}
