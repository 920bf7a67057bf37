//! The player's statistics: one record per game that ended (solved, given up with Solve,
//! or left for another game), and what follows from them per variant and level: games
//! started and finished, win rate, best, average and median times, streaks, hints, the daily
//! puzzles solved. Plain Rust; the app draws it (`app/statistics_window.rs`).
//!
//! The file is versioned RON ending in a CRC-32 line like a save, written atomically. A file
//! that cannot be read is renamed beside itself and reported, never silently replaced.

use super::save_checksum::crc32;
use super::{Game, SizedGame, Status, write_atomically};
use crate::generator::sized::SizedKind;
use crate::logic::Level;
use crate::variant::Kind;
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The statistics file version this build writes; newer files are kept aside, not read.
/// Version 2 names each record's variant; version 1 records, without one, are classic.
/// Version 3 names the size of a game of another size than 9x9; records without one are 9x9.
pub const STATISTICS_VERSION: u32 = 3;

/// The statistics file's name in the data folder.
pub const STATISTICS_FILE: &str = "statistics.ron";

/// The longest statistics file read: a game's record is about 200 bytes, so this holds some
/// 300,000 games, while an endless or runaway file cannot take the memory.
pub const MAX_STATISTICS_BYTES: u64 = 64 * 1024 * 1024;

/// What a daily puzzle's `source` metadata says, so its game is known as one after a save.
pub const DAILY_SOURCE: &str = "Nonet daily puzzle";

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Outcome {
    /// The player filled in the answer.
    Solved,
    /// The player asked for the answer and left the game.
    Revealed,
    /// The player left the game for another one after making a move.
    Abandoned,
}

/// One game that ended.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct GameRecord {
    /// The day it ended (local time).
    pub date: NaiveDate,
    /// The puzzle's level.
    pub level: Level,
    /// How it ended.
    pub outcome: Outcome,
    /// Time on the clock when it ended, in milliseconds.
    pub time_ms: u64,
    /// Whether help kept it out of the records (see [`super::Assistance::is_assisted`]).
    pub assisted: bool,
    /// Hints shown.
    pub hints: u32,
    /// Wrong digits entered.
    pub mistakes: u32,
    /// Checks used.
    pub checks: u32,
    /// The daily puzzle's date, when the game was one.
    #[serde(default)]
    pub daily: Option<NaiveDate>,
    /// The variant played (classic in files of version 1, which kept classic games only).
    #[serde(default = "classic")]
    pub kind: Kind,
    /// The size, for a game of another size than 9x9 (none in files before version 3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size: Option<SizedKind>,
}

/// How a game of any size ended, as a record needs it.
struct Ended {
    level: Level,
    outcome: Outcome,
    elapsed: Duration,
    assistance: super::Assistance,
    daily: Option<NaiveDate>,
}

impl Ended {
    /// The record of the game ending `today`, of `kind` (and `size` at another size).
    fn record(self, today: NaiveDate, kind: Kind, size: Option<SizedKind>) -> GameRecord {
        GameRecord {
            date: today,
            level: self.level,
            outcome: self.outcome,
            time_ms: u64::try_from(self.elapsed.as_millis()).unwrap_or(u64::MAX),
            assisted: self.assistance.is_assisted(),
            hints: self.assistance.hints,
            mistakes: self.assistance.mistakes,
            checks: self.assistance.checks,
            daily: self.daily,
            kind,
            size,
        }
    }
}

/// Which games a statistic counts: the 9x9 games of a variant, or the games of one other
/// size and shape.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Board {
    /// 9x9 games of a variant (classic included).
    Variant(Kind),
    /// Games of another size, with boxes or as jigsaws.
    Sized(SizedKind),
}

impl From<Kind> for Board {
    fn from(kind: Kind) -> Board {
        Board::Variant(kind)
    }
}

impl From<SizedKind> for Board {
    fn from(kind: SizedKind) -> Board {
        Board::Sized(kind)
    }
}

/// The variant of a record that names none.
fn classic() -> Kind {
    Kind::Classic
}

impl GameRecord {
    /// The record of `game` ending today as `outcome`; none for an unrated game or a
    /// practice position.
    pub fn of(game: &Game, outcome: Outcome, today: NaiveDate) -> Option<GameRecord> {
        if game.is_practice() {
            return None;
        }
        let ended = Ended {
            level: game.level()?,
            outcome,
            elapsed: game.elapsed(),
            assistance: *game.assistance(),
            daily: daily_date(game),
        };
        Some(ended.record(today, game.kind(), None))
    }

    /// The record of a game of another size ending today as `outcome`; none for an unrated
    /// game.
    pub fn of_sized(game: &SizedGame, outcome: Outcome, today: NaiveDate) -> Option<GameRecord> {
        // Statistics keep boards of a size and shape; a puzzle with its own rules is none.
        if game.has_rules() {
            return None;
        }
        let (size, daily) = (game.kind(), game.daily());
        let ended = Ended {
            level: game.level()?,
            outcome,
            elapsed: game.elapsed(),
            assistance: game.assistance(),
            daily,
        };
        let kind = if size.jigsaw {
            Kind::Jigsaw
        } else {
            Kind::Classic
        };
        Some(ended.record(today, kind, Some(size)))
    }

    /// The games this record is counted among.
    pub fn board(&self) -> Board {
        self.size.map_or(Board::Variant(self.kind), Board::Sized)
    }

    /// The time on the clock.
    pub fn time(&self) -> Duration {
        Duration::from_millis(self.time_ms)
    }

    /// Whether this game's time is a record candidate: solved without help.
    pub fn is_unassisted_win(&self) -> bool {
        self.outcome == Outcome::Solved && !self.assisted
    }
}

/// The date of the daily puzzle `game` is, if it is one.
pub fn daily_date(game: &Game) -> Option<NaiveDate> {
    let metadata = game.metadata();
    if metadata.source.as_deref() != Some(DAILY_SOURCE) {
        return None;
    }
    metadata.date.as_deref()?.parse().ok()
}

/// What the statistics say about one variant at one level.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct LevelSummary {
    /// Games that ended at this level.
    pub started: u32,
    /// Games solved by the player (with or without help).
    pub finished: u32,
    /// Games solved without help.
    pub unassisted: u32,
    /// Best time of a game solved without help: the record.
    pub best: Option<Duration>,
    /// Best time of a game solved with help, kept apart.
    pub best_assisted: Option<Duration>,
    /// Average time of the games solved without help.
    pub average: Option<Duration>,
    /// Median time of the games solved without help.
    pub median: Option<Duration>,
    /// Games solved in a row up to the last one (a reveal or a game left ends a streak).
    pub current_streak: u32,
    /// The longest such run.
    pub best_streak: u32,
    /// Hints shown over all games.
    pub hints: u32,
}

impl LevelSummary {
    /// Finished games as a share of those started (0.0-1.0), none before the first game.
    pub fn win_rate(&self) -> Option<f64> {
        (self.started > 0).then(|| f64::from(self.finished) / f64::from(self.started))
    }
}

/// Everything the statistics file holds.
#[derive(Clone, PartialEq, Debug, Default, Serialize, Deserialize)]
pub struct Statistics {
    /// Every game that ended, oldest first.
    #[serde(default)]
    pub games: Vec<GameRecord>,
    /// Best times kept by versions that could not tell whether help was used: shown apart,
    /// never counted as records.
    #[serde(default)]
    pub earlier_best_ms: BTreeMap<Level, u64>,
}

/// The on-disk shape: the version first.
#[derive(Serialize, Deserialize)]
struct StatisticsFile {
    version: u32,
    #[serde(default)]
    games: Vec<GameRecord>,
    #[serde(default)]
    earlier_best_ms: BTreeMap<Level, u64>,
}

/// Why the statistics file could not be read.
#[derive(Debug, thiserror::Error)]
pub enum StatisticsError {
    /// The file system refused.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// The content is damaged or not statistics.
    #[error("{}: {reason}", path.display())]
    Damaged {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        reason: StatisticsDamage,
    },
    /// Written by a newer Nonet.
    #[error("{}: written by a newer Nonet (version {found}; this one reads up to {STATISTICS_VERSION})", path.display())]
    Newer {
        /// The file.
        path: PathBuf,
        /// The version it declares.
        found: u32,
    },
}

/// What is wrong with the content of a statistics file.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum StatisticsDamage {
    /// Not UTF-8 text.
    #[error("the file is not text (UTF-8)")]
    NotText,
    /// The last line is no checksum line.
    #[error("its last line is not a checksum line")]
    NoChecksum,
    /// The content's CRC-32 is not the one on the last line.
    #[error("its content does not match its checksum ({found:08x}, expected {expected:08x})")]
    Checksum {
        /// The CRC-32 of the content as read.
        found: u32,
        /// The CRC-32 the last line gives.
        expected: u32,
    },
    /// Not RON of the statistics' shape; the parser's own words.
    #[error("not Nonet statistics ({0})")]
    Parse(String),
}

/// Why the statistics start empty although a file was there: the player is told, in the
/// interface's language (`error_messages`).
#[derive(Debug, thiserror::Error)]
pub enum StatisticsWarning {
    /// The file could not be read and was renamed to `aside`.
    #[error(
        "Your statistics could not be read ({error}). The file is kept as {} and new \
         statistics start empty.",
        aside.display()
    )]
    KeptAside {
        /// Why it could not be read.
        error: StatisticsError,
        /// Where it is now.
        aside: PathBuf,
    },
    /// The file could not be read, nor renamed.
    #[error(
        "Your statistics could not be read ({error}) nor moved aside ({rename}); they start empty."
    )]
    NotMoved {
        /// Why it could not be read.
        error: StatisticsError,
        /// Why it could not be renamed.
        rename: std::io::Error,
    },
}

const CHECKSUM_PREFIX: &str = "// crc32 ";

impl Statistics {
    /// Adds a game that ended.
    pub fn record(&mut self, record: GameRecord) {
        self.games.push(record);
    }

    /// The games of one variant or size at one level, oldest first.
    pub fn games_at(
        &self,
        board: impl Into<Board>,
        level: Level,
    ) -> impl Iterator<Item = &GameRecord> {
        let board = board.into();
        self.games
            .iter()
            .filter(move |g| g.board() == board && g.level == level)
    }

    /// The best time of a game of `kind` solved without help at `level`: the record.
    pub fn best_time(&self, kind: impl Into<Board>, level: Level) -> Option<Duration> {
        self.games_at(kind, level)
            .filter(|g| g.is_unassisted_win())
            .map(GameRecord::time)
            .min()
    }

    /// What the statistics say about `kind` at `level`.
    pub fn summary(&self, kind: impl Into<Board>, level: Level) -> LevelSummary {
        let mut summary = LevelSummary::default();
        let mut times = Vec::new();
        let mut run = 0;
        for game in self.games_at(kind, level) {
            summary.started += 1;
            summary.hints = summary.hints.saturating_add(game.hints);
            if game.outcome == Outcome::Solved {
                summary.finished += 1;
                run += 1;
                summary.best_streak = summary.best_streak.max(run);
                if game.assisted {
                    let time = game.time();
                    summary.best_assisted =
                        Some(summary.best_assisted.map_or(time, |b| b.min(time)));
                } else {
                    summary.unassisted += 1;
                    times.push(game.time_ms);
                }
            } else {
                run = 0;
            }
        }
        summary.current_streak = run;
        if !times.is_empty() {
            times.sort_unstable();
            summary.best = Some(Duration::from_millis(times[0]));
            let total: u128 = times.iter().map(|&t| u128::from(t)).sum();
            let average = total / times.len() as u128;
            summary.average = Some(Duration::from_millis(average as u64));
            let middle = times.len() / 2;
            let median = if times.len() % 2 == 1 {
                times[middle]
            } else {
                ((u128::from(times[middle - 1]) + u128::from(times[middle])) / 2) as u64
            };
            summary.median = Some(Duration::from_millis(median));
        }
        summary
    }

    /// The last `count` solved games' times of `kind` at `level` (oldest first), with
    /// whether each had help: what the plot shows.
    pub fn recent_times(
        &self,
        kind: impl Into<Board>,
        level: Level,
        count: usize,
    ) -> Vec<(Duration, bool)> {
        let solved: Vec<_> = self
            .games_at(kind, level)
            .filter(|g| g.outcome == Outcome::Solved)
            .map(|g| (g.time(), g.assisted))
            .collect();
        solved[solved.len().saturating_sub(count)..].to_vec()
    }

    /// The days whose daily puzzle of `kind` (at any level) the player solved.
    pub fn daily_days_solved(&self, kind: impl Into<Board>) -> BTreeSet<NaiveDate> {
        let board = kind.into();
        self.games
            .iter()
            .filter(|g| g.board() == board && g.outcome == Outcome::Solved)
            .filter_map(|g| g.daily)
            .collect()
    }

    /// The days whose daily puzzle of `kind` at `level` the player solved (as many as the
    /// statistics window's daily count at that level).
    pub fn daily_solved_at(&self, kind: impl Into<Board>, level: Level) -> BTreeSet<NaiveDate> {
        self.games_at(kind, level)
            .filter(|g| g.outcome == Outcome::Solved)
            .filter_map(|g| g.daily)
            .collect()
    }

    /// The daily streak of `kind` on `today`: days in a row with a daily puzzle of that
    /// variant solved, ending today, or yesterday while today's is still open; and the
    /// longest such run.
    pub fn daily_streak(&self, kind: impl Into<Board>, today: NaiveDate) -> (u32, u32) {
        let days = self.daily_days_solved(kind);
        let mut best = 0;
        let mut run = 0;
        let mut previous: Option<NaiveDate> = None;
        for &day in &days {
            run = match previous {
                Some(p) if p.succ_opt() == Some(day) => run + 1,
                _ => 1,
            };
            best = best.max(run);
            previous = Some(day);
        }
        let mut current = 0;
        let mut day = if days.contains(&today) {
            Some(today)
        } else {
            today.pred_opt()
        };
        while let Some(d) = day.filter(|d| days.contains(d)) {
            current += 1;
            day = d.pred_opt();
        }
        (current, best)
    }

    /// Every game as CSV, oldest first, with a header line.
    pub fn to_csv(&self) -> String {
        let mut csv = String::from(
            "date,level,outcome,time_seconds,assisted,hints,mistakes,checks,daily_puzzle,variant,size\n",
        );
        for g in &self.games {
            let outcome = match g.outcome {
                Outcome::Solved => "solved",
                Outcome::Revealed => "revealed",
                Outcome::Abandoned => "abandoned",
            };
            let daily = g.daily.map(|d| d.to_string()).unwrap_or_default();
            csv.push_str(&format!(
                "{},{},{},{:.1},{},{},{},{},{},{},{}\n",
                g.date,
                g.level,
                outcome,
                g.time_ms as f64 / 1000.0,
                g.assisted,
                g.hints,
                g.mistakes,
                g.checks,
                daily,
                g.kind.as_str(),
                g.size.map_or(9, |size| size.size)
            ));
        }
        csv
    }

    /// The statistics as file text: versioned RON ending in a checksum line.
    pub fn to_text(&self) -> String {
        let file = StatisticsFile {
            version: STATISTICS_VERSION,
            games: self.games.clone(),
            earlier_best_ms: self.earlier_best_ms.clone(),
        };
        let config = super::history::text_layout().depth_limit(2);
        // Dates, numbers and enums into a String: serialising cannot fail.
        let mut text = ron::ser::to_string_pretty(&file, config).unwrap_or_default();
        text.push('\n');
        let checksum = crc32(text.as_bytes());
        text.push_str(&format!("{CHECKSUM_PREFIX}{checksum:08x}\n"));
        text
    }

    /// Reads statistics from file text written by [`Statistics::to_text`]; `path` names the
    /// file in errors.
    pub fn from_text(text: &str, path: &Path) -> Result<Statistics, StatisticsError> {
        let damaged = |reason: StatisticsDamage| StatisticsError::Damaged {
            path: path.to_path_buf(),
            reason,
        };
        let trimmed = text.strip_suffix('\n').unwrap_or(text);
        let start = trimmed.rfind('\n').map_or(0, |i| i + 1);
        let (body, last) = (&text[..start], &trimmed[start..]);
        let expected = last
            .strip_prefix(CHECKSUM_PREFIX)
            .and_then(|hex| u32::from_str_radix(hex, 16).ok())
            .ok_or_else(|| damaged(StatisticsDamage::NoChecksum))?;
        let found = crc32(body.as_bytes());
        if found != expected {
            return Err(damaged(StatisticsDamage::Checksum { found, expected }));
        }
        #[derive(Deserialize)]
        struct Probe {
            version: u32,
        }
        if let Ok(probe) = ron::from_str::<Probe>(body)
            && probe.version > STATISTICS_VERSION
        {
            return Err(StatisticsError::Newer {
                path: path.to_path_buf(),
                found: probe.version,
            });
        }
        let file: StatisticsFile =
            ron::from_str(body).map_err(|e| damaged(StatisticsDamage::Parse(e.to_string())))?;
        Ok(Statistics {
            games: file.games,
            earlier_best_ms: file.earlier_best_ms,
        })
    }

    /// Reads the statistics file at `path`; a missing file is empty statistics. A folder,
    /// device or FIFO there, or a file past [`MAX_STATISTICS_BYTES`], cannot be read.
    pub fn load(path: &Path) -> Result<Statistics, StatisticsError> {
        match super::read_regular_file(path, MAX_STATISTICS_BYTES).map_err(std::io::Error::from) {
            Ok(bytes) => {
                let text = String::from_utf8(bytes).map_err(|_| StatisticsError::Damaged {
                    path: path.to_path_buf(),
                    reason: StatisticsDamage::NotText,
                })?;
                Statistics::from_text(&text, path)
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Statistics::default()),
            Err(source) => Err(StatisticsError::Io {
                path: path.to_path_buf(),
                source,
            }),
        }
    }

    /// Reads the statistics file at `path`; one that cannot be read is renamed beside it
    /// (`statistics-damaged.ron`, or `-2`, `-3`... when that exists) and the message says
    /// so. Returns the statistics (empty after a failure) and the warning, if any.
    pub fn load_or_keep_aside(path: &Path) -> (Statistics, Option<StatisticsWarning>) {
        match Statistics::load(path) {
            Ok(statistics) => (statistics, None),
            Err(StatisticsError::Io { .. }) if !super::file_exists(path) => {
                (Statistics::default(), None)
            }
            Err(error) => {
                let aside = aside_path(path);
                let warning = match super::rename_file(path, &aside) {
                    Ok(()) => StatisticsWarning::KeptAside { error, aside },
                    Err(rename) => StatisticsWarning::NotMoved { error, rename },
                };
                (Statistics::default(), Some(warning))
            }
        }
    }

    /// Writes the statistics to `path` atomically.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        write_atomically(path, self.to_text().as_bytes())
    }
}

/// A free name beside `path` for a file that could not be read.
fn aside_path(path: &Path) -> PathBuf {
    let stem = path
        .file_stem()
        .map_or_else(|| "statistics".into(), |s| s.to_string_lossy().into_owned());
    (1..)
        .map(|n| {
            let name = if n == 1 {
                format!("{stem}-damaged.ron")
            } else {
                format!("{stem}-damaged-{n}.ron")
            };
            path.with_file_name(name)
        })
        .find(|candidate| !super::file_exists(candidate))
        .unwrap_or_else(|| path.with_extension("damaged"))
}

/// Whether a game that is being replaced has ended as a statistic: its outcome, or none
/// when it should not count (solved games are recorded when solved; games without the
/// player's progress, see [`Game::has_progress`], never). The app asks before replacing
/// exactly the games this counts as abandoned.
pub fn outcome_when_left(game: &Game) -> Option<Outcome> {
    match game.status() {
        Status::Solved => None,
        Status::Revealed => Some(Outcome::Revealed),
        Status::Playing | Status::Paused if game.has_progress() => Some(Outcome::Abandoned),
        Status::Playing | Status::Paused => None,
    }
}

#[cfg(test)]
#[path = "statistics_tests.rs"]
mod tests;
