//! Records and statistics in the app: loading and saving the statistics file, what a win,
//! a reveal or a game left behind adds to it, the daily puzzle, the CSV export, and the
//! sentences the win window says about records. The statistics themselves are plain Rust
//! (`crate::game::statistics`); the window is `statistics_window.rs`.

use super::command::level_name;
use super::command::variant_name;
use super::data_dir::DataDir;
use super::settings::Settings;
use super::{Confirm, Generating, Message, NonetApp, WinInfo};
use crate::game::statistics::{
    DAILY_SOURCE, GameRecord, Outcome, STATISTICS_FILE, Statistics, outcome_when_left,
};
use crate::game::{Assist, Game, Status, format_duration, write_atomically};
use crate::generator::GenerationJob;
use crate::generator::daily::{daily_options, today};
use crate::i18n::Localized;
use crate::i18n::{Arg, tr, tr_args};
use crate::logic::Level;
use crate::variant::Kind;
use chrono::NaiveDate;
use std::path::{Path, PathBuf};

/// Where the statistics file is, when there is a data folder.
fn statistics_path(data: &DataDir) -> Option<PathBuf> {
    data.path().map(|dir| dir.join(STATISTICS_FILE))
}

/// Reads the statistics of `data` (a damaged file is kept aside, with a message) and moves
/// best times kept in the settings by earlier versions into them as earlier best times.
pub(super) fn load_statistics(
    data: &DataDir,
    settings: &mut Settings,
) -> (Statistics, Option<Message>) {
    let Some(path) = statistics_path(data) else {
        return (Statistics::default(), None);
    };
    let (mut statistics, note) = if data.is_read_only() {
        // Another window owns the folder: read, never rename.
        match Statistics::load(&path) {
            Ok(s) => (s, None),
            Err(e) => (
                Statistics::default(),
                Some(tr_args(
                    "play-statistics-unreadable",
                    &[("error", e.localized().into())],
                )),
            ),
        }
    } else {
        let (statistics, warning) = Statistics::load_or_keep_aside(&path);
        (statistics, warning.map(|w| w.localized()))
    };
    if let Some(note) = note {
        return (statistics, Some(Message::error(note)));
    }
    if settings.best_times_ms.is_empty() || data.is_read_only() {
        return (statistics, None);
    }
    for (&level, &ms) in &settings.best_times_ms {
        let kept = statistics.earlier_best_ms.entry(level).or_insert(ms);
        *kept = (*kept).min(ms);
    }
    if let Err(e) = data_dir_ready(data).and_then(|()| statistics.save(&path)) {
        // The settings keep them until the statistics can hold them.
        let text = tr_args(
            "play-statistics-unsaved",
            &[("error", e.to_string().into())],
        );
        return (statistics, Some(Message::error(text)));
    }
    settings.best_times_ms.clear();
    // Told once, when best times of an earlier version are moved.
    let moved = tr("play-earlier-best-moved");
    (statistics, Some(Message::info(moved)))
}

fn data_dir_ready(data: &DataDir) -> std::io::Result<()> {
    match data.path() {
        Some(dir) => crate::game::create_folders(dir),
        None => Ok(()),
    }
}

/// The sentence the win window gives for one kind of help.
pub(super) fn assisted_sentence(assist: Assist) -> String {
    tr(match assist {
        Assist::Revealed => "play-assist-revealed",
        Assist::HintApplied => "play-assist-hint-applied",
        Assist::HintExplained => "play-assist-hint-explained",
        Assist::Rewound => "play-assist-rewound",
    })
}

/// What the statistics window says about the daily streak.
pub(super) fn daily_streak_text(current: u32, best: u32) -> String {
    let best = ("best", Arg::Number(i64::from(best)));
    match current {
        0 => tr_args("play-no-daily-streak", &[best]),
        1 => tr_args("play-daily-streak-one", &[best]),
        n => tr_args(
            "play-daily-streak",
            &[("count", Arg::Number(i64::from(n))), best],
        ),
    }
}

/// The counters line of the side panel. While the game goes on, mistakes are counted only
/// where the player asked to see them (View › Show mistakes as I go): a count that rises as
/// a wrong digit is typed would tell right from wrong as surely as a red cell.
pub(super) fn counters_text(game: &Game, show_mistakes: bool) -> String {
    let a = game.assistance();
    let number = |n| Arg::Number(i64::from(n));
    let ended = matches!(game.status(), Status::Solved | Status::Revealed);
    if !show_mistakes && !ended {
        return tr_args(
            "play-hints-checks",
            &[("hints", number(a.hints)), ("checks", number(a.checks))],
        );
    }
    tr_args(
        "play-hints-mistakes-checks",
        &[
            ("hints", number(a.hints)),
            ("mistakes", number(a.mistakes)),
            ("checks", number(a.checks)),
        ],
    )
}

impl NonetApp {
    /// The statistics (every game that ended, and earlier best times).
    pub fn statistics(&self) -> &Statistics {
        &self.statistics
    }

    /// Adds a game that ended and writes the statistics file.
    pub(super) fn record_game(&mut self, record: GameRecord) {
        self.statistics.record(record);
        self.save_statistics();
    }

    fn save_statistics(&mut self) {
        if self.data.is_read_only() {
            return;
        }
        let Some(path) = statistics_path(&self.data) else {
            return;
        };
        if let Err(e) = data_dir_ready(&self.data).and_then(|()| self.statistics.save(&path)) {
            self.message = Some(Message::error(super::said_args(
                "play-statistics-unsaved-to",
                &[
                    ("path", path.display().to_string().into()),
                    ("error", e.to_string().into()),
                ],
            )));
        }
    }

    /// Whether leaving the game on the board now would add it to the statistics as left.
    pub(super) fn leaving_counts_in_statistics(&self) -> bool {
        self.game.as_ref().is_some_and(|game| {
            outcome_when_left(game).is_some()
                && GameRecord::of(game, Outcome::Abandoned, today()).is_some()
        })
    }

    /// Records the game about to be replaced, if it ended without being solved (a practice
    /// position has no record: see [`GameRecord::of`]).
    pub(super) fn record_left_game(&mut self) {
        let Some(game) = &self.game else {
            return;
        };
        let record =
            outcome_when_left(game).and_then(|outcome| GameRecord::of(game, outcome, today()));
        if let Some(record) = record {
            self.record_game(record);
        }
    }

    /// A win: records it, says so, and opens the win window.
    pub(super) fn on_win(&mut self) {
        let Some(game) = &self.game else {
            return;
        };
        let time = game.elapsed();
        let kind = game.kind();
        let record = GameRecord::of(game, Outcome::Solved, today());
        let level = record.as_ref().map(|r| r.level);
        let assists = game.assistance().reasons();
        let (hints, mistakes) = (game.assistance().hints, game.assistance().mistakes);
        // A record is within its variant and level: a killer's time never beats a classic's.
        let previous = level.and_then(|l| self.statistics.best_time(kind, l));
        let new_best =
            level.is_some() && assists.is_empty() && previous.is_none_or(|best| time < best);
        if let Some(record) = record {
            self.record_game(record);
        }
        let time_arg = ("time", Arg::from(format_duration(time)));
        // A new best time needs a level, so these sentences cover every case.
        let text = match level {
            None => tr_args("play-solved-puzzle", &[time_arg]),
            Some(l) => {
                let best = new_best && previous.is_some();
                let id = match (kind, best) {
                    (Kind::Classic, false) => "play-solved-level",
                    (Kind::Classic, true) => "play-solved-level-best",
                    (_, false) => "play-solved-variant-level",
                    (_, true) => "play-solved-variant-level-best",
                };
                tr_args(
                    id,
                    &[
                        ("level", level_name(l).into()),
                        ("variant", variant_name(kind).into()),
                        time_arg,
                    ],
                )
            }
        };
        if !matches!(self.message, Some(ref m) if m.kind == super::MessageKind::Error) {
            self.message = Some(Message::success(text));
        }
        self.win = Some(WinInfo {
            time,
            board: kind.into(),
            level,
            new_best,
            best: level.and_then(|l| self.statistics.best_time(kind, l)),
            assists,
            hints,
            mistakes,
        });
    }

    /// Game › Daily puzzle: starts today's puzzle of `kind` at `level`, asking first when a
    /// game is in progress.
    pub(super) fn daily_pressed(&mut self, kind: Kind, level: Level) {
        if self.game_in_progress() {
            self.confirm = Some(Confirm::Daily(kind, level));
        } else {
            self.start_daily(kind, level);
        }
    }

    /// Generates today's puzzle of `kind` at `level` in the background.
    pub(super) fn start_daily(&mut self, kind: Kind, level: Level) {
        match kind {
            Kind::Classic => self.start_daily_on(level, today()),
            _ => self.start_variant_daily(kind, level, today()),
        }
    }

    /// Generates the classic daily puzzle of `level` for `date` in the background.
    pub(super) fn start_daily_on(&mut self, level: Level, date: NaiveDate) {
        self.cancel_generation_quietly();
        self.generating = Some(Generating {
            job: GenerationJob::spawn(daily_options(date, level)),
            level,
            daily: Some(date),
        });
        self.message = None;
    }

    /// Takes in a finished daily puzzle: the new game, or the reason there is none.
    pub(super) fn daily_finished(
        &mut self,
        level: Level,
        date: NaiveDate,
        result: Result<crate::generator::Generated, crate::generator::GenerateError>,
    ) {
        use crate::generator::GenerateError;
        let made = match result {
            Err(GenerateError::Cancelled) => return,
            Err(error) => Err(error.localized()),
            Ok(generated) => Game::from_generated(&generated).map_err(|e| e.localized()),
        };
        match made {
            Ok(game) => {
                self.set_game(mark_daily(game, date));
                self.message = Some(Message::info(super::said_args(
                    "play-daily-started",
                    &[
                        ("level", level_name(level).into()),
                        ("date", date.to_string().into()),
                    ],
                )));
            }
            Err(e) => {
                self.message = Some(Message::error(super::said_args(
                    "play-daily-failed",
                    &[("level", level_name(level).into()), ("error", e.into())],
                )));
                self.ensure_some_game();
            }
        }
    }

    /// Writes the statistics as CSV to `path`.
    pub(super) fn export_statistics(&mut self, path: &Path) {
        let csv = self.statistics.to_csv();
        self.message = Some(match write_atomically(path, csv.as_bytes()) {
            Ok(()) => Message::info(super::said_args(
                "play-statistics-exported",
                &[
                    ("count", self.statistics.games.len().into()),
                    ("file", super::file_name(path).into()),
                ],
            )),
            Err(e) => Message::error(super::said_args(
                "play-statistics-export-failed",
                &[
                    ("path", path.display().to_string().into()),
                    ("error", e.to_string().into()),
                ],
            )),
        });
    }
}

/// Marks a generated game (classic or variant) as the daily puzzle of `date`, so the
/// statistics know it after a save and a restart.
pub(super) fn mark_daily(game: Game, date: NaiveDate) -> Game {
    let mut game = game;
    // The title is kept in the save file and printed on booklets; it stays in English, as
    // the file's other fields do.
    let title = match game.kind() {
        Kind::Classic => format!("Daily puzzle {date}"),
        kind => format!("Daily {} puzzle {date}", kind.as_str()),
    };
    let metadata = game.metadata_mut();
    metadata.source = Some(DAILY_SOURCE.to_string());
    metadata.date = Some(date.to_string());
    metadata.title = Some(title);
    game
}
