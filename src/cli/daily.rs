//! `nonet daily`: the daily puzzle of a level and date, classic or of a variant, as the
//! app's Game › Daily puzzle gives it.

use super::terminal::say;
use super::{Status, buffered_stdout, finish};
use chrono::NaiveDate;
use nonet::generator::CancelToken;
use nonet::generator::daily::{daily_puzzle, daily_sized_puzzle, daily_variant_puzzle, today};
use nonet::i18n::{Localized, tr_args};
use nonet::logic::Level;
use nonet::variant::{self, Kind};
use nonet::words::report::rating_line;
use nonet::words::variant_report::{rating_line as variant_rating_line, rules_line};
use std::io::Write;
use std::process::ExitCode;

/// Print the daily puzzle of a level and date (the same on every computer for this version)
/// as an 81-character line, a variant's as its variant line, or another size's as a line of
/// its size.
#[derive(clap::Args)]
pub struct DailyArgs {
    /// The day, as YYYY-MM-DD; today (local time) when absent.
    #[arg(long, value_parser = parse_date)]
    date: Option<NaiveDate>,

    /// The level.
    #[arg(long, short, value_parser = super::generate::parse_level, default_value = "medium")]
    difficulty: Level,

    /// Append a tab and the rating line of `nonet rate` (for a variant, its level and score,
    /// as `nonet generate --variant --rate` gives them).
    #[arg(long)]
    rate: bool,

    /// The daily puzzle of a variant (x, windoku, jigsaw or killer) instead of the classic
    /// one, as a variant line.
    #[arg(long, value_parser = parse_variant, conflicts_with = "size")]
    variant: Option<Kind>,

    /// The daily puzzle of another size, 4 to 16 (boxes where the size has them, else a
    /// jigsaw), as a line of its size (`nonet generate --size`); 9 is the classic one.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(4..=16))]
    size: Option<u8>,
}

fn parse_variant(name: &str) -> Result<Kind, String> {
    Kind::parse(name)
        .filter(|&kind| kind != Kind::Classic)
        .ok_or_else(|| "expected x, windoku, jigsaw or killer".into())
}

fn parse_date(text: &str) -> Result<NaiveDate, String> {
    NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .map_err(|e| format!("expected a date as YYYY-MM-DD ({e})"))
}

/// Runs `nonet daily`.
pub fn run(args: &DailyArgs) -> ExitCode {
    let date = args.date.unwrap_or_else(today);
    if let Some(kind) = args.variant {
        return run_variant(args, kind, date);
    }
    if let Some(size) = args.size.filter(|&size| size != 9) {
        return run_sized(args, usize::from(size), date);
    }
    let mut out = buffered_stdout();
    let result = match daily_puzzle(date, args.difficulty, &CancelToken::new()) {
        Ok(generated) if args.rate => writeln!(
            out,
            "{}\t{}",
            generated.puzzle.to_line(),
            rating_line(&generated.rating)
        )
        .map(|()| Status::Success),
        Ok(generated) => writeln!(out, "{}", generated.puzzle.to_line()).map(|()| Status::Success),
        Err(error) => {
            say!(
                "{}",
                tr_args(
                    "cli-command-problem",
                    &[
                        ("command", "daily".into()),
                        ("problem", error.localized().into())
                    ]
                )
            );
            Ok(Status::NotUnique)
        }
    };
    finish(result, &mut out)
}

/// `nonet daily --size N`: the size's daily puzzle as a line of its size.
fn run_sized(args: &DailyArgs, size: usize, date: NaiveDate) -> ExitCode {
    let made = daily_sized_puzzle(date, size, args.difficulty)
        .map(|made| (rules_line(&made.puzzle), variant_rating_line(&made.rating)));
    // Errors as `nonet generate --size` says them.
    print_line(made, args.rate)
}

/// `nonet daily --variant`: the variant's daily puzzle as a variant line.
fn run_variant(args: &DailyArgs, kind: Kind, date: NaiveDate) -> ExitCode {
    let made = daily_variant_puzzle(date, kind, args.difficulty).map(|generated| {
        let score = generated.rating.score;
        let level = generated.rating.level.unwrap_or(args.difficulty);
        let rating = format!("{} {}.{}", level.as_str(), score / 10, score % 10);
        (variant::write_line(&generated.puzzle), rating)
    });
    // Errors as `nonet generate --variant` says them.
    print_line(made, args.rate)
}

/// Prints a daily puzzle's line, with a tab and its rating when `rate`; or says why there is
/// none.
fn print_line(made: Result<(String, String), impl std::fmt::Display>, rate: bool) -> ExitCode {
    let mut out = buffered_stdout();
    let result = match made {
        Ok((line, rating)) if rate => writeln!(out, "{line}\t{rating}").map(|()| Status::Success),
        Ok((line, _)) => writeln!(out, "{line}").map(|()| Status::Success),
        Err(error) => {
            say!("nonet daily: {error}");
            Ok(Status::NotUnique)
        }
    };
    finish(result, &mut out)
}
