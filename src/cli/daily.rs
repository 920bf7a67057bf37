//! `nonet daily`: the daily puzzle of a level and date, as the app's Game › Daily puzzle
//! gives it.

use super::terminal::say;
use super::{Status, buffered_stdout, finish};
use chrono::NaiveDate;
use nonet::generator::CancelToken;
use nonet::generator::daily::{daily_puzzle, today};
use nonet::i18n::{Localized, tr_args};
use nonet::logic::Level;
use nonet::words::report::rating_line;
use std::io::Write;
use std::process::ExitCode;

/// Print the daily puzzle of a level and date (the same on every computer for this version)
/// as an 81-character line.
#[derive(clap::Args)]
pub struct DailyArgs {
    /// The day, as YYYY-MM-DD; today (local time) when absent.
    #[arg(long, value_parser = parse_date)]
    date: Option<NaiveDate>,

    /// The level.
    #[arg(long, short, value_parser = super::generate::parse_level, default_value = "medium")]
    difficulty: Level,

    /// Append a tab and the rating line of `nonet rate`.
    #[arg(long)]
    rate: bool,
}

fn parse_date(text: &str) -> Result<NaiveDate, String> {
    NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .map_err(|e| format!("expected a date as YYYY-MM-DD ({e})"))
}

/// Runs `nonet daily`.
pub fn run(args: &DailyArgs) -> ExitCode {
    let date = args.date.unwrap_or_else(today);
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
