use super::*;
use crate::game::Action;
use crate::grid::Grid;

fn day(text: &str) -> NaiveDate {
    text.parse().expect("a date")
}

fn record(level: Level, outcome: Outcome, seconds: u64, assisted: bool) -> GameRecord {
    GameRecord {
        date: day("2026-11-20"),
        level,
        outcome,
        time_ms: seconds * 1000,
        assisted,
        hints: u32::from(assisted),
        mistakes: 0,
        checks: 0,
        daily: None,
        kind: Kind::Classic,
        size: None,
    }
}

fn sample() -> Statistics {
    let mut stats = Statistics::default();
    for (outcome, seconds, assisted) in [
        (Outcome::Solved, 300, false),
        (Outcome::Solved, 100, true),
        (Outcome::Abandoned, 50, false),
        (Outcome::Solved, 200, false),
        (Outcome::Solved, 400, false),
        (Outcome::Revealed, 20, true),
        (Outcome::Solved, 600, false),
    ] {
        stats.record(record(Level::Easy, outcome, seconds, assisted));
    }
    stats.record(record(Level::Hard, Outcome::Solved, 10, false));
    stats
}

#[test]
fn summaries_keep_assisted_games_apart() {
    let summary = sample().summary(Kind::Classic, Level::Easy);
    assert_eq!(summary.started, 7);
    assert_eq!(summary.finished, 5);
    assert_eq!(summary.unassisted, 4);
    assert_eq!(summary.best, Some(Duration::from_secs(200)));
    assert_eq!(summary.best_assisted, Some(Duration::from_secs(100)));
    assert_eq!(summary.average, Some(Duration::from_secs(375)));
    assert_eq!(summary.median, Some(Duration::from_secs(350)));
    assert_eq!(summary.current_streak, 1);
    assert_eq!(summary.best_streak, 2);
    assert_eq!(summary.hints, 2);
    assert_eq!(summary.win_rate(), Some(5.0 / 7.0));
    assert_eq!(
        sample().best_time(Kind::Classic, Level::Hard),
        Some(Duration::from_secs(10))
    );
    assert_eq!(
        sample().summary(Kind::Classic, Level::Master),
        LevelSummary::default()
    );
    assert_eq!(
        sample().summary(Kind::Classic, Level::Master).win_rate(),
        None
    );
}

#[test]
fn recent_times_are_the_last_solved_games() {
    let recent = sample().recent_times(Kind::Classic, Level::Easy, 3);
    let seconds: Vec<_> = recent.iter().map(|(t, _)| t.as_secs()).collect();
    assert_eq!(seconds, vec![200, 400, 600]);
}

#[test]
fn daily_streaks_run_over_consecutive_days() {
    let mut stats = Statistics::default();
    for date in [
        "2026-11-20",
        "2026-11-21",
        "2026-11-22",
        "2026-11-24",
        "2026-11-25",
    ] {
        let mut r = record(Level::Medium, Outcome::Solved, 100, false);
        r.daily = Some(day(date));
        stats.record(r);
    }
    let mut unsolved = record(Level::Medium, Outcome::Abandoned, 100, false);
    unsolved.daily = Some(day("2026-11-23"));
    stats.record(unsolved);
    assert_eq!(stats.daily_streak(Kind::Classic, day("2026-11-25")), (2, 3));
    assert_eq!(
        stats.daily_streak(Kind::Classic, day("2026-11-26")),
        (2, 3),
        "today still open"
    );
    assert_eq!(stats.daily_streak(Kind::Classic, day("2026-11-27")), (0, 3));
    assert_eq!(stats.daily_days_solved(Kind::Classic).len(), 5);
}

#[test]
fn csv_has_a_header_and_one_line_per_game() {
    let csv = sample().to_csv();
    let lines: Vec<_> = csv.lines().collect();
    assert_eq!(lines.len(), 9);
    assert!(lines[0].starts_with("date,level,outcome,time_seconds"));
    assert_eq!(
        lines[2],
        "2026-11-20,Easy,solved,100.0,true,1,0,0,,classic,9"
    );
}

#[test]
fn statistics_survive_a_restart() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join(STATISTICS_FILE);
    let mut stats = sample();
    stats.earlier_best_ms.insert(Level::Easy, 4000);
    stats.save(&path).expect("a writable folder");
    let (read, message) = Statistics::load_or_keep_aside(&path);
    assert!(message.is_none(), "{message:?}");
    assert_eq!(read, stats);
}

#[test]
fn a_damaged_file_is_kept_aside_with_a_message() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join(STATISTICS_FILE);
    sample().save(&path).expect("a writable folder");
    let text = std::fs::read_to_string(&path).expect("just written");
    let damaged = text.replacen("300000", "300001", 1);
    assert_ne!(damaged, text);
    std::fs::write(&path, &damaged).expect("a writable folder");
    let (read, message) = Statistics::load_or_keep_aside(&path);
    assert_eq!(read, Statistics::default());
    let message = message.expect("the player is told").to_string();
    assert!(message.contains("statistics-damaged.ron"), "{message}");
    assert!(!path.exists());
    let aside = dir.path().join("statistics-damaged.ron");
    assert_eq!(std::fs::read_to_string(aside).expect("kept aside"), damaged);
    // A second damaged file does not overwrite the first one kept aside.
    std::fs::write(&path, "not statistics").expect("a writable folder");
    let (_, message) = Statistics::load_or_keep_aside(&path);
    let message = message.expect("told").to_string();
    assert!(message.contains("statistics-damaged-2.ron"), "{message}");
}

#[test]
fn a_newer_file_is_reported_as_newer() {
    let text = sample().to_text().replace("version: 3", "version: 9");
    let body: String = text
        .lines()
        .filter(|l| !l.starts_with("//"))
        .map(|l| format!("{l}\n"))
        .collect();
    let text = format!("{body}{CHECKSUM_PREFIX}{:08x}\n", crc32(body.as_bytes()));
    let error = Statistics::from_text(&text, Path::new("s.ron")).expect_err("newer");
    assert!(
        matches!(error, StatisticsError::Newer { found: 9, .. }),
        "{error}"
    );
}

#[test]
fn a_missing_file_is_empty_statistics() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let (stats, message) = Statistics::load_or_keep_aside(&dir.path().join(STATISTICS_FILE));
    assert!(message.is_none(), "{message:?}");
    assert_eq!(stats, Statistics::default());
}

#[test]
fn records_of_games_carry_their_help_and_daily_date() {
    let puzzle: Grid =
        "530070000600195000098000060800060003400803001700020006060000280000419005000080079"
            .parse()
            .expect("a valid line");
    let mut game = Game::new(puzzle).expect("a unique puzzle");
    game.metadata_mut().source = Some(DAILY_SOURCE.to_string());
    game.metadata_mut().date = Some("2026-11-24".to_string());
    assert_eq!(
        outcome_when_left(&game),
        None,
        "an untouched game is not counted"
    );
    game.note_hint_shown(true);
    game.apply(Action::Reveal).expect("a game in play");
    assert_eq!(outcome_when_left(&game), Some(Outcome::Revealed));
    let record = GameRecord::of(&game, Outcome::Revealed, day("2026-11-25")).expect("rated");
    assert!(record.assisted);
    assert_eq!(record.hints, 1);
    assert_eq!(record.daily, Some(day("2026-11-24")));
}

#[test]
fn records_of_two_variants_do_not_mix() {
    let mut stats = sample();
    let mut killer = |seconds, outcome, daily: Option<&str>| {
        let mut r = record(Level::Easy, outcome, seconds, false);
        r.kind = Kind::Killer;
        r.daily = daily.map(day);
        stats.record(r);
    };
    killer(50, Outcome::Solved, Some("2026-11-20"));
    killer(70, Outcome::Solved, None);
    killer(90, Outcome::Abandoned, None);
    let stats = stats;
    let killer = stats.summary(Kind::Killer, Level::Easy);
    assert_eq!((killer.started, killer.finished), (3, 2));
    assert_eq!(killer.best, Some(Duration::from_secs(50)));
    assert_eq!((killer.current_streak, killer.best_streak), (0, 2));
    // The classic summary is the sample's alone: the killer's faster times are not its.
    assert_eq!(
        stats.summary(Kind::Classic, Level::Easy),
        sample().summary(Kind::Classic, Level::Easy)
    );
    assert_eq!(
        stats.best_time(Kind::Classic, Level::Easy),
        Some(Duration::from_secs(200))
    );
    assert_eq!(stats.best_time(Kind::X, Level::Easy), None);
    assert_eq!(stats.recent_times(Kind::Killer, Level::Easy, 30).len(), 2);
    assert_eq!(stats.recent_times(Kind::Classic, Level::Easy, 30).len(), 5);
    // Daily puzzles count for their own variant.
    assert_eq!(stats.daily_days_solved(Kind::Killer).len(), 1);
    assert!(stats.daily_days_solved(Kind::Classic).is_empty());
    assert_eq!(stats.daily_solved_at(Kind::Killer, Level::Easy).len(), 1);
    assert!(
        stats
            .daily_solved_at(Kind::Killer, Level::Medium)
            .is_empty()
    );
    assert_eq!(stats.daily_streak(Kind::Killer, day("2026-11-20")), (1, 1));
    assert_eq!(stats.daily_streak(Kind::Classic, day("2026-11-20")), (0, 0));
    // And the variant survives a round trip through the file.
    let again = Statistics::from_text(&stats.to_text(), Path::new("s.ron")).expect("reads");
    assert_eq!(again, stats);
    assert!(stats.to_csv().lines().any(|l| l.ends_with(",killer,9")));
}

#[test]
fn a_version_1_file_loads_with_classic_games() {
    let text = include_str!("../../tests/data/statistics/statistics_v1.ron");
    assert!(text.contains("version: 1"));
    let stats = Statistics::from_text(text, Path::new("statistics_v1.ron")).expect("reads");
    assert_eq!(stats.games.len(), 4);
    assert!(stats.games.iter().all(|g| g.kind == Kind::Classic));
    assert_eq!(stats.earlier_best_ms.get(&Level::Easy), Some(&240_000));
    let easy = stats.summary(Kind::Classic, Level::Easy);
    assert_eq!((easy.started, easy.finished), (2, 2));
    assert_eq!(easy.best, Some(Duration::from_secs(250)));
    assert_eq!(stats.daily_days_solved(Kind::Classic).len(), 1);
    assert_eq!(stats.summary(Kind::X, Level::Easy), LevelSummary::default());
    // Written back, it is a version 3 file naming the variant, and reads the same.
    let written = stats.to_text();
    assert!(written.contains("version: 3"), "{written}");
    assert!(written.contains("Classic"), "{written}");
    let again = Statistics::from_text(&written, Path::new("s.ron")).expect("reads");
    assert_eq!(again, stats);
}

#[test]
fn records_of_variant_games_name_their_variant() {
    let options = crate::variant::generate::VariantOptions {
        kind: Kind::X,
        level: Level::Easy,
        seed: 1,
    };
    let generated = crate::variant::generate::generate(&options).expect("an easy X puzzle");
    let game = Game::from_generated_variant(generated);
    let record = GameRecord::of(&game, Outcome::Solved, day("2026-11-25")).expect("rated");
    assert_eq!(record.kind, Kind::X);
    assert_eq!(record.level, Level::Easy);
}

#[test]
fn a_version_2_file_loads_with_9x9_games_of_their_variants() {
    let text = include_str!("../../tests/data/statistics/statistics_v2.ron");
    assert!(text.contains("version: 2"));
    let stats = Statistics::from_text(text, Path::new("statistics_v2.ron")).expect("reads");
    assert_eq!(stats.games.len(), 3);
    assert!(stats.games.iter().all(|g| g.size.is_none()));
    assert_eq!(stats.summary(Kind::Killer, Level::Medium).finished, 1);
    assert_eq!(stats.daily_days_solved(Kind::Killer).len(), 1);
    let jigsaw = crate::generator::sized::SizedKind {
        size: 9,
        jigsaw: true,
    };
    // A 9x9 jigsaw of the Jigsaw variant is no game of another size.
    assert_eq!(stats.summary(jigsaw, Level::Hard), LevelSummary::default());
    assert_eq!(stats.summary(Kind::Jigsaw, Level::Hard).started, 1);
    let again = Statistics::from_text(&stats.to_text(), Path::new("s.ron")).expect("reads");
    assert_eq!(again, stats);
}

#[test]
fn games_of_other_sizes_are_counted_apart_per_size_and_shape() {
    use crate::generator::sized::{SizedJob, SizedKind, make_sized};
    let six = SizedKind {
        size: 6,
        jigsaw: false,
    };
    let made = make_sized(SizedJob {
        kind: six,
        level: Level::Easy,
        seed: 4,
    })
    .expect("a 6x6");
    let mut game = crate::game::SizedGame::new(&made).expect("a game");
    let mut stats = sample();
    let today = day("2026-11-30");
    game.set_daily(Some(today));
    let record = GameRecord::of_sized(&game, Outcome::Solved, today).expect("rated Easy");
    assert_eq!((record.size, record.kind), (Some(six), Kind::Classic));
    stats.record(record);
    assert_eq!(stats.summary(six, Level::Easy).finished, 1);
    assert_eq!(stats.daily_days_solved(six).len(), 1);
    // The 9x9 classic games are as they were, and another shape counts none.
    assert_eq!(
        stats.summary(Kind::Classic, Level::Easy),
        sample().summary(Kind::Classic, Level::Easy)
    );
    let six_jigsaw = SizedKind {
        size: 6,
        jigsaw: true,
    };
    assert_eq!(stats.summary(six_jigsaw, Level::Easy).started, 0);
    let written = stats.to_text();
    assert!(
        written.contains("size: Some((size: 6, jigsaw: false))"),
        "{written}"
    );
    let again = Statistics::from_text(&written, Path::new("s.ron")).expect("reads");
    assert_eq!(again, stats);
    assert!(
        stats
            .to_csv()
            .lines()
            .last()
            .is_some_and(|l| l.ends_with(",classic,6"))
    );
}
