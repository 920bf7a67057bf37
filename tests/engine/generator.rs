//! Generator properties: uniqueness, level, symmetry, minimality, reproducibility.

use nonet::generator::{
    CancelToken, GenerateOptions, Generated, GenerationJob, Symmetry, generate, is_minimal,
};
use nonet::logic::{Level, rate};
use nonet::solver::count_solutions;
use std::time::{Duration, Instant};

fn make(level: Level, symmetry: Symmetry, minimal: bool, seed: u64) -> Generated {
    let options = GenerateOptions {
        symmetry,
        minimal,
        ..GenerateOptions::new(level, seed)
    };
    generate(&options, &CancelToken::new(), &mut |_| {})
        .unwrap_or_else(|e| panic!("{level} {symmetry:?} seed {seed}: {e}"))
}

#[test]
fn every_level_gives_unique_puzzles_rated_at_that_level() {
    for level in Level::ALL {
        for seed in 0..3 {
            let g = make(level, Symmetry::Rotational, false, seed);
            assert_eq!(count_solutions(&g.puzzle, 2), 1, "{level} seed {seed}");
            assert!(g.solution.solves(&g.puzzle));
            assert_eq!(g.rating.level, level, "{level} seed {seed}");
            assert_eq!(rate(&g.puzzle).level, level, "re-rating agrees");
            assert!(Symmetry::Rotational.holds_for(&g.puzzle));
        }
    }
}

#[test]
fn each_symmetry_holds() {
    for symmetry in Symmetry::ALL {
        for level in [Level::Easy, Level::Hard, Level::Expert] {
            let g = make(level, symmetry, false, 11);
            assert!(symmetry.holds_for(&g.puzzle), "{symmetry:?} {level}");
            assert_eq!(g.rating.level, level);
        }
    }
}

#[test]
fn minimal_puzzles_are_minimal() {
    for level in [Level::Easy, Level::Medium, Level::Expert] {
        let g = make(level, Symmetry::None, true, 5);
        assert!(is_minimal(&g.puzzle, Symmetry::None), "{level}");
        let g = make(level, Symmetry::Rotational, true, 6);
        assert!(is_minimal(&g.puzzle, Symmetry::Rotational), "{level}");
    }
}

#[test]
fn a_fixed_seed_gives_fixed_output_and_seeds_differ() {
    for level in Level::ALL {
        let a = make(level, Symmetry::Rotational, false, 42);
        let b = make(level, Symmetry::Rotational, false, 42);
        let c = make(level, Symmetry::Rotational, false, 43);
        assert_eq!(a, b, "{level}");
        assert_ne!(a.puzzle, c.puzzle, "{level}");
    }
}

#[test]
fn background_job_finishes_and_cancels() {
    let job = GenerationJob::spawn(GenerateOptions::new(Level::Medium, 1));
    let deadline = Instant::now() + Duration::from_secs(60);
    let result = loop {
        if let Some(result) = job.try_result() {
            break result;
        }
        assert!(Instant::now() < deadline, "generation did not finish");
        std::thread::sleep(Duration::from_millis(5));
    };
    assert_eq!(result.unwrap().rating.level, Level::Medium);

    let job = GenerationJob::spawn(GenerateOptions::new(Level::Hard, 2));
    job.cancel();
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        if let Some(result) = job.try_result() {
            // Cancelled, or finished just before the flag was seen: both are fine.
            if let Ok(g) = result {
                assert_eq!(g.rating.level, Level::Hard);
            }
            break;
        }
        assert!(Instant::now() < deadline, "cancel was not honoured");
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn clue_counts_look_like_their_level() {
    // Easy 36 or more, Medium about 30-35, Hard and above no more than Medium's fewest.
    for seed in 0..12 {
        let count = |level| {
            make(level, Symmetry::Rotational, false, seed)
                .puzzle
                .filled_count()
        };
        let easy = count(Level::Easy);
        assert!((36..=41).contains(&easy), "Easy seed {seed}: {easy} clues");
        let medium = count(Level::Medium);
        assert!(
            (30..=35).contains(&medium),
            "Medium seed {seed}: {medium} clues"
        );
        for level in [Level::Hard, Level::Expert, Level::Master] {
            let clues = count(level);
            assert!(clues <= 30, "{level} seed {seed}: {clues} clues");
        }
    }
}

#[test]
fn minimal_puzzles_keep_no_clue_targets() {
    let generated = make(Level::Easy, Symmetry::Rotational, true, 3);
    assert!(is_minimal(&generated.puzzle, Symmetry::Rotational));
    assert!(
        generated.puzzle.filled_count() < 36,
        "a minimal Easy puzzle has no spare clues"
    );
}

/// New game › By technique offers only what generation can make: each technique it lists
/// gives, from a fixed seed, a unique puzzle at the listed level whose hardest step (as
/// `nonet rate` names it) is that technique.
#[test]
fn every_orderable_technique_gives_puzzles_whose_hardest_step_it_is() {
    use nonet::generator::{Wanted, orderable_techniques};
    let orderable = orderable_techniques();
    assert!(orderable.len() >= 20, "{orderable:?}");
    for pair in orderable.windows(2) {
        assert!(
            pair[0].1 <= pair[1].1,
            "listed easiest first: {orderable:?}"
        );
    }
    for &(technique, level) in orderable {
        let options = GenerateOptions {
            wanted: Wanted {
                technique: Some(technique),
                ..Wanted::default()
            },
            ..GenerateOptions::new(level, 5)
        };
        let made = generate(&options, &CancelToken::new(), &mut |_| {})
            .unwrap_or_else(|e| panic!("{technique} at {level}: {e}"));
        assert_eq!(count_solutions(&made.puzzle, 2), 1, "{technique}");
        let rating = rate(&made.puzzle);
        assert_eq!(rating.hardest, Some(technique), "{technique}: {rating:?}");
        assert_eq!(rating.level, level, "{technique}");
    }
}

/// How often the commonest value of `key` comes up among 30 puzzles of `level`, re-rated.
fn commonest_of_30<K: std::hash::Hash + Eq>(
    level: Level,
    key: impl Fn(&nonet::logic::Rating) -> K,
) -> usize {
    let mut counts = std::collections::HashMap::new();
    for seed in 0..30 {
        let rating = rate(&make(level, Symmetry::Rotational, false, 1000 + seed).puzzle);
        assert_eq!(rating.level, level, "seed {seed}");
        *counts.entry(key(&rating)).or_insert(0) += 1;
    }
    counts.into_values().max().unwrap_or(0)
}

#[test]
fn master_spreads_over_scores_and_expert_over_techniques() {
    let master = commonest_of_30(Level::Master, |r| (r.score * 10.0).round() as u32);
    assert!(master <= 10, "one Master score in {master} of 30 puzzles");
    for seed in 0..30 {
        let score = make(Level::Master, Symmetry::Rotational, false, 1000 + seed)
            .rating
            .score;
        assert!(score >= 7.8, "Master scores 7.8 and up: {score}");
    }
    let expert = commonest_of_30(Level::Expert, |r| r.hardest);
    assert!(
        expert <= 10,
        "one Expert technique in {expert} of 30 puzzles"
    );
}
