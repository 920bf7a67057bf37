//! The `nonet` command: with no subcommand it opens the app (on a puzzle file, if one is
//! named); its subcommands solve, count and benchmark puzzles from files.

mod cli;

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

/// Nonet: a Sudoku app with an exact solver, a human-style logical solver and a generator.
///
/// Run with no arguments, or with a puzzle file, to open the app.
#[derive(Parser)]
#[command(name = "nonet", version, args_conflicts_with_subcommands = true)]
struct Cli {
    /// A puzzle file to open in the app.
    file: Option<PathBuf>,

    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    Solve(cli::solve::SolveArgs),
    Count(cli::count::CountArgs),
    Bench(cli::bench::BenchArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Solve(args)) => cli::solve::run(&args),
        Some(Command::Count(args)) => cli::count::run(&args),
        Some(Command::Bench(args)) => cli::bench::run(&args),
        None => open_gui(cli.file),
    }
}

/// Opens the desktop app, on `file` when one is given.
///
/// The app is being built separately; until it lands this only says so.
fn open_gui(file: Option<PathBuf>) -> ExitCode {
    match file {
        Some(file) => println!(
            "nonet: the app window is not available yet (it would open {}); try `nonet solve {}`",
            file.display(),
            file.display()
        ),
        None => println!(
            "nonet: the app window is not available yet; `nonet --help` lists the command-line tools"
        ),
    }
    ExitCode::SUCCESS
}
