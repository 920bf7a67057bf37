//! `nonet generate`: fresh puzzles with one solution at a chosen level.

use super::parallel::{ThreadsArg, map_in_order};
use super::terminal::say;
use super::{Status, buffered_stdout, finish};
use nonet::generator::{CancelToken, GenerateOptions, Symmetry, generate};
use nonet::i18n::{Localized, tr_args};
use nonet::logic::Level;
use nonet::variant::{self, Kind, generate::VariantOptions};
use nonet::words::report::rating_line;
use std::io::Write;
use std::process::ExitCode;

/// Generate puzzles with exactly one solution, rated at the requested level; one 81-character
/// line per puzzle (`.` for empty).
#[derive(clap::Args)]
pub struct GenerateArgs {
    /// The level every puzzle is rated at.
    #[arg(long, short, value_parser = parse_level, default_value = "medium")]
    difficulty: Level,

    /// How many puzzles.
    #[arg(long, short = 'n', default_value_t = 1)]
    count: u32,

    /// Seed for reproducible output (puzzle i uses seed + i); random when absent.
    #[arg(long)]
    seed: Option<u64>,

    /// Symmetry of the clue pattern.
    #[arg(long, value_parser = parse_symmetry, default_value = "rotational")]
    symmetry: Symmetry,

    /// Make every clue necessary (no clue, or symmetric pair, can go without losing uniqueness).
    #[arg(long)]
    minimal: bool,

    /// Append a tab and the rating line of `nonet rate`.
    #[arg(long)]
    rate: bool,

    /// Generate variant puzzles (x, windoku, jigsaw or killer; easy to hard), one variant
    /// line each; --symmetry and --minimal do not apply.
    #[arg(long, value_parser = parse_variant)]
    variant: Option<Kind>,

    #[command(flatten)]
    threads: ThreadsArg,
}

fn parse_variant(name: &str) -> Result<Kind, String> {
    Kind::parse(name)
        .filter(|&kind| kind != Kind::Classic)
        .ok_or_else(|| "expected x, windoku, jigsaw or killer".into())
}

/// Puzzles generated at a time per worker thread: a few, so the first lines come soon and the
/// slowest puzzle of a chunk does not leave the other threads idle for long.
const CHUNK_PER_THREAD: usize = 4;

pub(super) fn parse_level(name: &str) -> Result<Level, String> {
    Level::parse(name).ok_or_else(|| "expected easy, medium, hard, expert or master".into())
}

fn parse_symmetry(name: &str) -> Result<Symmetry, String> {
    Symmetry::parse(name).ok_or_else(|| "expected none, rotational, mirror or diagonal".into())
}

/// Runs `nonet generate`.
pub fn run(args: &GenerateArgs) -> ExitCode {
    let base_seed = args.seed.unwrap_or_else(rand::random);
    let mut out = buffered_stdout();
    let cancel = CancelToken::new();
    let mut status = Status::Success;
    let workers = args.threads.workers();
    // Puzzle i comes from seed + i alone, wherever it is made: the same lines for every
    // number of threads.
    if let Some(kind) = args.variant {
        return run_variant(args, kind, base_seed);
    }
    let work = |i: &u32| {
        let options = GenerateOptions {
            level: args.difficulty,
            symmetry: args.symmetry,
            minimal: args.minimal,
            seed: base_seed.wrapping_add(u64::from(*i)),
        };
        generate(&options, &cancel, &mut |_| {}).map(|generated| {
            if args.rate {
                format!(
                    "{}\t{}",
                    generated.puzzle.to_line(),
                    rating_line(&generated.rating)
                )
            } else {
                generated.puzzle.to_line()
            }
        })
    };
    let chunk = CHUNK_PER_THREAD * workers.threads();
    let result = map_in_order(&workers, 0..args.count, chunk, work, |_, line| match line {
        // Flushed line by line: puzzles come slowly, and a reader should see each at once.
        Ok(line) => writeln!(out, "{line}").and_then(|()| out.flush()),
        Err(error) => {
            say!(
                "{}",
                tr_args(
                    "cli-command-problem",
                    &[
                        ("command", "generate".into()),
                        ("problem", error.localized().into())
                    ]
                )
            );
            status = Status::NotUnique;
            Ok(())
        }
    });
    finish(result.map(|()| status), &mut out)
}

/// `nonet generate --variant`: puzzle i from seed + i, as with classic puzzles.
fn run_variant(args: &GenerateArgs, kind: Kind, base_seed: u64) -> ExitCode {
    if args.difficulty > Level::Hard {
        say!(
            "nonet generate: {}",
            variant::generate::VariantGenerateError::LevelOutOfRange(args.difficulty)
        );
        return Status::BadInput.into();
    }
    let mut out = buffered_stdout();
    let mut status = Status::Success;
    let workers = args.threads.workers();
    let work = |i: &u32| {
        let options = VariantOptions {
            kind,
            level: args.difficulty,
            seed: base_seed.wrapping_add(u64::from(*i)),
        };
        variant::generate::generate(&options).map(|generated| {
            let line = variant::write_line(&generated.puzzle);
            if args.rate {
                let score = generated.rating.score;
                format!(
                    "{line}\t{} {}.{}",
                    args.difficulty.as_str(),
                    score / 10,
                    score % 10
                )
            } else {
                line
            }
        })
    };
    let chunk = CHUNK_PER_THREAD * workers.threads();
    let result = map_in_order(&workers, 0..args.count, chunk, work, |_, line| match line {
        // Flushed line by line: puzzles come slowly, and a reader should see each at once.
        Ok(line) => writeln!(out, "{line}").and_then(|()| out.flush()),
        Err(error) => {
            say!("nonet generate: {error}");
            status = Status::NotUnique;
            Ok(())
        }
    });
    finish(result.map(|()| status), &mut out)
}
