//! The command line: a subcommand runs, or the window opens (on a puzzle file, if one is
//! named). Not in the web build, which is the window alone.

use crate::cli;
use clap::{CommandFactory, Parser, Subcommand};
use nonet::lang::Language;
use std::path::PathBuf;
use std::process::ExitCode;

/// Nonet: a Sudoku app with an exact solver, a human-style logical solver and a generator.
///
/// Run with no arguments, or with a puzzle file, to open the app.
#[derive(Parser)]
// Not `args_conflicts_with_subcommands`: that would refuse a subcommand after any option,
// the global `--lang` included (`nonet --lang zh-CN explain`); `main` refuses a file with a
// subcommand itself.
#[command(name = "nonet", version)]
struct Cli {
    /// A puzzle file to open in the app.
    file: Option<PathBuf>,

    /// The language of sentences for people (`explain`, `hint`): `en`, `zh-CN` or `ja`. By
    /// default the locale's (LC_ALL, LC_MESSAGES, LANG). Machine-readable output (TSV,
    /// ratings, technique names) is English in every language.
    #[arg(long, global = true, value_name = "LANG", value_parser = parse_language)]
    lang: Option<Language>,

    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    Solve(cli::solve::SolveArgs),
    Count(cli::count::CountArgs),
    Rate(cli::rate::RateArgs),
    Explain(cli::explain::ExplainArgs),
    Steps(cli::steps::StepsArgs),
    Hint(cli::hint::HintArgs),
    Generate(cli::generate::GenerateArgs),
    Daily(cli::daily::DailyArgs),
    Bench(cli::bench::BenchArgs),
    Practice(cli::practice::PracticeArgs),
    Print(cli::print::PrintArgs),
    Image(cli::image::ImageArgs),
    Canon(cli::canon::CanonArgs),
    Convert(cli::convert::ConvertArgs),
    #[command(visible_alias = "analyze")]
    Analyse(cli::setter::AnalyseArgs),
    #[command(visible_alias = "minimise")]
    Minimize(cli::setter::MinimizeArgs),
    Pattern(cli::pattern::PatternArgs),
}

/// Reads `--lang`: a language Nonet has sentences in, by tag or locale name.
fn parse_language(text: &str) -> Result<Language, String> {
    Language::parse(text).ok_or_else(|| {
        let known: Vec<&str> = Language::ALL.iter().map(|l| l.tag()).collect();
        format!(
            "no sentences in this language; use one of: {}",
            known.join(", ")
        )
    })
}

/// Runs what the command line asks for.
pub fn run() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(outcome) => return cli::terminal::show_clap_outcome(&outcome),
    };
    if let (Some(file), Some(_)) = (&cli.file, &cli.command) {
        let conflict = Cli::command().error(
            clap::error::ErrorKind::ArgumentConflict,
            format!(
                "a file to open ('{}') cannot be used with a subcommand",
                cli::terminal::shown_path(file)
            ),
        );
        return cli::terminal::show_clap_outcome(&conflict);
    }
    let language = cli.lang.unwrap_or_else(Language::detect);
    // Messages and errors on this thread speak it; the window sets its own.
    nonet::i18n::set_language(language);
    match cli.command {
        Some(Command::Solve(args)) => cli::solve::run(&args),
        Some(Command::Count(args)) => cli::count::run(&args),
        Some(Command::Rate(args)) => cli::rate::run(&args),
        Some(Command::Explain(args)) => cli::explain::run(&args, language),
        Some(Command::Steps(args)) => cli::steps::run(&args),
        Some(Command::Hint(args)) => cli::hint::run(&args, language),
        Some(Command::Generate(args)) => cli::generate::run(&args),
        Some(Command::Daily(args)) => cli::daily::run(&args),
        Some(Command::Bench(args)) => cli::bench::run(&args),
        Some(Command::Practice(args)) => cli::practice::run(&args),
        Some(Command::Print(args)) => cli::print::run(&args),
        Some(Command::Image(args)) => cli::image::run(&args),
        Some(Command::Canon(args)) => cli::canon::run(&args),
        Some(Command::Convert(args)) => cli::convert::run(&args),
        Some(Command::Analyse(args)) => cli::setter::run_analyse(&args),
        Some(Command::Minimize(args)) => cli::setter::run_minimize(&args),
        Some(Command::Pattern(args)) => cli::pattern::run(&args),
        None => open_gui(cli.file),
    }
}

/// Opens the desktop app, on `file` when one is given.
#[cfg(feature = "gui")]
fn open_gui(file: Option<PathBuf>) -> ExitCode {
    match nonet::app::run(file) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            cli::terminal::say!(
                "{}",
                nonet::i18n::tr_args(
                    "cli-cannot-open-window",
                    &[("reason", error.to_string().into())]
                )
            );
            ExitCode::from(2)
        }
    }
}

/// Without the `gui` feature there is no window to open.
#[cfg(not(feature = "gui"))]
fn open_gui(_file: Option<PathBuf>) -> ExitCode {
    cli::terminal::say!("{}", nonet::i18n::tr("cli-no-gui"));
    ExitCode::from(2)
}
