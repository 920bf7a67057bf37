//! One step of a solve path, classic or variant, in a few words: the rows of the solve
//! path window and what applying one of them does.

use crate::game::Action;
use crate::i18n::{Arg, digit_symbol, language, tr_args};
use crate::logic::Step;

/// The game action that applies a step.
pub fn action(step: &Step) -> Action {
    Action::ApplyHint(step.clone().into())
}

/// What a step does, in a few words: "r3c3 = 4" or "removes 7 from r2c6, r2c7".
pub fn effect(step: &Step) -> String {
    effect_on(step, 9)
}

/// What a step on a grid `width` cells across does, in a few words, its cells named on
/// that grid ("r12c3 = 10").
pub fn effect_on(step: &Step, width: usize) -> String {
    let placed: Vec<(usize, u8)> = step
        .placements
        .iter()
        .map(|p| (p.cell(), p.digit))
        .collect();
    let removed: Vec<(usize, u8)> = step
        .eliminations
        .iter()
        .map(|e| (e.cell(), e.digit))
        .collect();
    effect_of(&placed, &removed, width)
}

/// The effect of placing `placed` and removing `removed`, each a list of (cell, digit),
/// its digits written as sentences write them.
fn effect_of(placed: &[(usize, u8)], removed: &[(usize, u8)], width: usize) -> String {
    let cell_name = |cell| crate::logic::notation::cell_name_on(cell, width);
    if !placed.is_empty() {
        let placed: Vec<String> = placed
            .iter()
            .map(|&(cell, digit)| format!("{} = {}", cell_name(cell), digit_symbol(digit)))
            .collect();
        return placed.join(", ");
    }
    let mut digits: Vec<u8> = removed.iter().map(|&(_, digit)| digit).collect();
    digits.sort_unstable();
    digits.dedup();
    // 10–16 as the board writes them (A–G, or numbers).
    let digits: Vec<String> = digits.iter().map(|&digit| digit_symbol(digit)).collect();
    // How a language runs digits together ("1, 4 and 7") is its catalogue's, like its
    // lists.
    let digits = crate::words::and_list(language(), &digits);
    let mut cells: Vec<usize> = removed.iter().map(|&(cell, _)| cell).collect();
    cells.sort_unstable();
    cells.dedup();
    let shown: Vec<String> = cells.iter().take(3).map(|&c| cell_name(c)).collect();
    let mut args = vec![
        ("digits", Arg::from(digits)),
        ("cells", Arg::from(crate::app::hint_card::list(&shown))),
    ];
    match cells.len().saturating_sub(3) {
        0 => tr_args("play-path-removes", &args),
        n => {
            args.push(("count", n.into()));
            tr_args("play-path-removes-more", &args)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::SizedGame;
    use crate::generator::sized::{SizedJob, SizedKind, make_sized};
    use crate::logic::{Candidate, Level};

    #[test]
    fn digits_past_nine_are_written_as_the_board_writes_them() {
        let kind = SizedKind {
            size: 16,
            jigsaw: false,
        };
        let made = make_sized(SizedJob {
            kind,
            level: Level::Easy,
            seed: 1,
        })
        .expect("a 16x16 Easy");
        let game = SizedGame::new(&made).expect("a game of it");
        let path = game.solve_path(true).expect("no mistake at the start");
        let first = &path.steps[0];
        let placing = Step {
            placements: vec![Candidate::new(20, 12)],
            eliminations: Vec::new(),
            ..first.clone()
        };
        let removing = Step {
            placements: Vec::new(),
            eliminations: vec![Candidate::new(3, 16), Candidate::new(4, 9)],
            ..first.clone()
        };
        crate::i18n::set_letters_past_nine(true);
        assert_eq!(effect_on(&placing, 16), "r2c5 = C");
        let removed = effect_on(&removing, 16);
        assert!(removed.starts_with("removes 9 and G from"), "{removed}");
        crate::i18n::set_letters_past_nine(false);
        assert_eq!(effect_on(&placing, 16), "r2c5 = 12");
        let removed = effect_on(&removing, 16);
        assert!(removed.starts_with("removes 9 and 16 from"), "{removed}");
    }
}
