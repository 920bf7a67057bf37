//! How a puzzle's rating is told to the player: the score on Sudoku Explainer's scale with
//! its hardest technique, and what the scale and the levels mean (the levels follow the
//! techniques a puzzle needs, not the score, so their score bands overlap).

use super::command::{level_name, technique_name};
use crate::i18n::{Arg, tr, tr_args};
use crate::logic::{Level, Rating};

/// The hardest technique's name in the interface's language (only asked of a puzzle logic
/// finishes; `Rating::hardest_name` is the English the command line prints).
fn hardest(rating: &Rating) -> String {
    rating
        .hardest
        .map_or_else(|| tr("play-rating-no-technique"), technique_name)
}

/// The header's line: "Rated 6.9 · XY-Chain", or "Beyond logic" for a puzzle the logical
/// solver cannot finish.
pub fn short(rating: &Rating) -> String {
    if rating.stalled {
        tr("play-beyond-logic")
    } else {
        tr_args(
            "play-rated",
            &[
                ("score", format!("{:.1}", rating.score).into()),
                ("technique", hardest(rating).into()),
            ],
        )
    }
}

/// The header's line for a game: [`short`] of its rating, classic or variant ("Rated 2.8 ·
/// Cage and house").
pub fn short_of(game: &crate::game::Game) -> String {
    game.rating().map(short).unwrap_or_default()
}

/// The tooltip behind it: the rating as `nonet rate` gives it, what the scale measures, and
/// what the level says.
pub fn explanation(rating: &Rating) -> String {
    let score = if rating.stalled {
        tr("play-rating-stalled")
    } else {
        tr_args(
            "play-rating-score",
            &[
                ("score", format!("{:.1}", rating.score).into()),
                ("technique", hardest(rating).into()),
            ],
        )
    };
    // Three sentences, one a line.
    format!(
        "{score}\n{}\n{}",
        tr("play-rating-scale"),
        level_meaning(rating.level)
    )
}

/// What a level asks of the player. Levels follow the techniques needed, so two puzzles
/// with the same score can sit in neighbouring levels (a hidden triple, Medium, and a
/// Skyscraper, Hard, both score 4.0).
fn level_meaning(level: Level) -> String {
    let id = match level {
        Level::Easy => "play-level-meaning-easy",
        Level::Medium => "play-level-meaning-medium",
        Level::Hard => "play-level-meaning-hard",
        Level::Expert => "play-level-meaning-expert",
        Level::Master => "play-level-meaning-master",
    };
    tr_args(id, &[("level", Arg::from(level_name(level)))])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::Technique;

    #[test]
    fn the_rating_reads_as_nonet_rate_gives_it() {
        let rating = Rating {
            level: Level::Hard,
            score: 4.0,
            hardest: Some(Technique::Skyscraper),
            stalled: false,
        };
        assert_eq!(short(&rating), "Rated 4.0 · Skyscraper");
        let text = explanation(&rating);
        assert!(
            text.contains("Score 4.0") && text.contains("Skyscraper"),
            "{text}"
        );
        assert!(text.contains("Hard means it needs"), "{text}");
        let stalled = Rating {
            stalled: true,
            level: Level::Master,
            ..rating
        };
        assert_eq!(short(&stalled), "Beyond logic");
        assert!(explanation(&stalled).contains("trial and error"));
    }
}
