//! How a puzzle's rating is told to the player: the score on Sudoku Explainer's scale with
//! its hardest technique, and what the scale and the levels mean (the levels follow the
//! techniques a puzzle needs, not the score, so their score bands overlap).

use crate::logic::{Level, Rating};

/// The header's line: "Rated 6.9 · XY-Chain", or "Beyond logic" for a puzzle the logical
/// solver cannot finish.
pub fn short(rating: &Rating) -> String {
    if rating.stalled {
        "Beyond logic".to_string()
    } else {
        format!("Rated {:.1} · {}", rating.score, rating.hardest_name())
    }
}

/// The tooltip behind it: the rating as `nonet rate` gives it, what the scale measures, and
/// what the level says.
pub fn explanation(rating: &Rating) -> String {
    let score = if rating.stalled {
        "No technique Nonet knows finishes this puzzle: it needs trial and error.".to_string()
    } else {
        format!(
            "Score {:.1} on Sudoku Explainer's scale, set by the hardest step: {}.",
            rating.score,
            rating.hardest_name()
        )
    };
    format!(
        "{score}\nThe scale runs from 1.0 (a full house) through 2-3 (singles, pointing, pairs), 4-6 (fish, wings, uniqueness, short chains) and 7-8 (long chains) to 9 and above (forcing chains).\n{}",
        level_meaning(rating.level)
    )
}

/// What a level asks of the player. Levels follow the techniques needed, so two puzzles
/// with the same score can sit in neighbouring levels (a hidden triple, Medium, and a
/// Skyscraper, Hard, both score 4.0).
fn level_meaning(level: Level) -> String {
    let needs = match level {
        Level::Easy => "singles only",
        Level::Medium => "locked candidates, pairs and triples at most",
        Level::Hard => "quads, fish, single-digit patterns, wings, uniqueness or colouring",
        Level::Expert => "chains, almost locked sets or finned and large fish",
        Level::Master => "forcing chains, or more than logic",
    };
    format!(
        "{level} means it needs {needs}; levels follow techniques, not scores, so their scores overlap."
    )
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
