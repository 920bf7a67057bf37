//! `nonet generate`: fresh puzzles with one solution at a chosen level.

use super::generate_sized::{LinkForm, SizedOrder, run_sized};
use super::orders::{parse_givens_range, parse_score_range};
use super::parallel::{ThreadsArg, map_in_order};
use super::terminal::say;
use super::{Status, buffered_stdout, finish};
use nonet::generator::{CancelToken, GenerateError, GenerateOptions, Symmetry, Wanted, generate};
use nonet::i18n::{Localized, tr_args};
use nonet::logic::{Level, Technique};
use nonet::rules::constraint_generate::ConstraintVariant;
use nonet::variant::{self, Kind, generate::VariantOptions};
use nonet::words::report::rating_line;
use std::io::Write;
use std::process::ExitCode;

/// Generate puzzles with exactly one solution, rated at the requested level; one 81-character
/// line per puzzle (`.` for empty), or N×N symbols for `--size N`.
#[derive(clap::Args)]
pub struct GenerateArgs {
    /// The level every puzzle is rated at (medium, or the level of `--technique`).
    #[arg(long, short, value_parser = parse_level)]
    difficulty: Option<Level>,

    /// The hardest technique, as `rate`'s third column names it, in any case ("x-wing"):
    /// every puzzle needs it and nothing harder. Alone it sets the level to its own.
    #[arg(long, value_name = "NAME", value_parser = parse_technique)]
    technique: Option<Technique>,

    /// Keep only puzzles whose score (as `rate` gives it) lies in A-B, `7.8-8.5`.
    #[arg(long, value_name = "A-B", value_parser = parse_score_range)]
    score: Option<std::ops::RangeInclusive<f32>>,

    /// Keep only puzzles with A to B givens, `24-28`.
    #[arg(long, value_name = "A-B", value_parser = parse_givens_range)]
    givens: Option<std::ops::RangeInclusive<usize>>,

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

    /// Generate variant puzzles (x, windoku, jigsaw or killer; easy to master), one variant
    /// line each; or constraint puzzles (kropki, xv, thermo, arrow, sandwich, even-odd,
    /// little-killer, anti-knight, anti-king, non-consecutive), one link each (--format);
    /// --symmetry and --minimal do not apply.
    #[arg(long, value_parser = parse_variant, conflicts_with = "size")]
    variant: Option<VariantName>,

    /// How a constraint puzzle is written: an f-puzzles link or a SudokuPad link.
    #[arg(long, value_enum, default_value = "fpuzzles")]
    format: LinkForm,

    /// The grid's size, 4 to 16: one line of N×N symbols (1-9, then A-G) per puzzle. Sizes
    /// 5, 7, 11 and 13 have no boxes and come as jigsaws (--jigsaw).
    #[arg(long, value_parser = clap::value_parser!(u8).range(4..=16))]
    size: Option<u8>,

    /// Irregular regions instead of boxes (a jigsaw line); alone, the same as
    /// `--variant jigsaw`.
    #[arg(long, conflicts_with = "variant")]
    jigsaw: bool,

    #[command(flatten)]
    threads: ThreadsArg,
}

/// A variant of today's engine, or a constraint puzzle.
#[derive(Clone, Copy, Debug)]
enum VariantName {
    /// X, Windoku, Jigsaw or Killer.
    Kind(Kind),
    /// Kropki, XV, thermometers and the rest.
    Constraint(ConstraintVariant),
}

fn parse_variant(name: &str) -> Result<VariantName, String> {
    if let Some(variant) = ConstraintVariant::from_name(name) {
        return Ok(VariantName::Constraint(variant));
    }
    Kind::parse(name)
        .filter(|&kind| kind != Kind::Classic)
        .map(VariantName::Kind)
        .ok_or_else(|| {
            "expected x, windoku, jigsaw, killer, kropki, xv, thermo, arrow, sandwich, even-odd, little-killer, anti-knight, anti-king or non-consecutive".into()
        })
}

/// Puzzles generated at a time per worker thread: a few, so the first lines come soon and the
/// slowest puzzle of a chunk does not leave the other threads idle for long.
const CHUNK_PER_THREAD: usize = 4;

fn parse_technique(name: &str) -> Result<Technique, String> {
    Technique::from_name(name)
        .ok_or_else(|| "expected a technique as `nonet rate` names it, such as X-Wing".into())
}

/// The level asked for: `--difficulty`, else the technique's own, else medium.
fn level_of(args: &GenerateArgs) -> Level {
    args.difficulty
        .or(args.technique.map(Technique::level))
        .unwrap_or(Level::Medium)
}

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
    match args.variant {
        Some(VariantName::Kind(kind)) => return run_variant(args, kind, base_seed),
        Some(VariantName::Constraint(variant)) => {
            if args.technique.is_some() || args.score.is_some() || args.givens.is_some() {
                say!("nonet generate: --technique, --score and --givens are for classic puzzles");
                return Status::BadInput.into();
            }
            return run_sized(&SizedOrder {
                size: 9,
                jigsaw: false,
                level: level_of(args),
                count: args.count,
                base_seed,
                rate: args.rate,
                workers: args.threads.workers(),
                constraint: Some((variant, args.format)),
            });
        }
        None => {}
    }
    match (args.size.map(usize::from), args.jigsaw) {
        (None | Some(9), true) => return run_variant(args, Kind::Jigsaw, base_seed),
        (Some(size), jigsaw) if size != 9 => {
            if args.technique.is_some()
                || args.score.is_some()
                || args.givens.is_some()
                || args.minimal
            {
                say!(
                    "nonet generate: --technique, --score, --givens and --minimal are for 9x9 puzzles"
                );
                return Status::BadInput.into();
            }
            return run_sized(&SizedOrder {
                size,
                jigsaw,
                level: level_of(args),
                count: args.count,
                base_seed,
                rate: args.rate,
                workers: args.threads.workers(),
                constraint: None,
            });
        }
        _ => {}
    }
    // A puzzle's level is its hardest technique's: other orders could never be met.
    if let (Some(technique), Some(level)) = (args.technique, args.difficulty)
        && technique.level() != level
    {
        say!(
            "nonet generate: {} is a {} technique, never the hardest step of a {} puzzle",
            technique.name(),
            technique.level().as_str(),
            level.as_str()
        );
        return Status::BadInput.into();
    }
    let work = |i: &u32| {
        let options = GenerateOptions {
            level: level_of(args),
            symmetry: args.symmetry,
            minimal: args.minimal,
            seed: base_seed.wrapping_add(u64::from(*i)),
            wanted: Wanted {
                technique: args.technique,
                score: args.score.as_ref().map(|r| (*r.start(), *r.end())),
                givens: args.givens.as_ref().map(|r| (*r.start(), *r.end())),
            },
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
        Ok(line) => writeln!(out, "{line}")
            .and_then(|()| out.flush())
            .map_err(Stop::Write),
        // Puzzles still being made were cancelled by the first that could not be found.
        Err(GenerateError::Cancelled) => Ok(()),
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
            // The same order would fail again for the next puzzle, each after as long:
            // stop the others now.
            cancel.cancel();
            Err(Stop::Unmet)
        }
    });
    finish(stopped(result).map(|()| status), &mut out)
}

/// Why generation stopped before the count asked for.
enum Stop {
    /// The output could not be written.
    Write(std::io::Error),
    /// A puzzle could not be found: the order cannot be met (already reported).
    Unmet,
}

/// The outcome of a run that may have stopped: a write failure stays one, an order that
/// cannot be met is reported already (its status says so).
fn stopped(result: Result<(), Stop>) -> std::io::Result<()> {
    match result {
        Ok(()) | Err(Stop::Unmet) => Ok(()),
        Err(Stop::Write(error)) => Err(error),
    }
}

/// `nonet generate --variant`: puzzle i from seed + i, as with classic puzzles.
fn run_variant(args: &GenerateArgs, kind: Kind, base_seed: u64) -> ExitCode {
    let level = level_of(args);
    if args.technique.is_some() || args.score.is_some() || args.givens.is_some() {
        say!("nonet generate: --technique, --score and --givens are for classic puzzles");
        return Status::BadInput.into();
    }
    let mut out = buffered_stdout();
    let mut status = Status::Success;
    let workers = args.threads.workers();
    let work = |i: &u32| {
        let options = VariantOptions {
            kind,
            level,
            seed: base_seed.wrapping_add(u64::from(*i)),
        };
        variant::generate::generate(&options).map(|generated| {
            let line = variant::write_line(&generated.puzzle);
            if args.rate {
                let score = generated.rating.score;
                format!("{line}\t{} {}.{}", level.as_str(), score / 10, score % 10)
            } else {
                line
            }
        })
    };
    let chunk = CHUNK_PER_THREAD * workers.threads();
    let result = map_in_order(&workers, 0..args.count, chunk, work, |_, line| match line {
        // Flushed line by line: puzzles come slowly, and a reader should see each at once.
        Ok(line) => writeln!(out, "{line}")
            .and_then(|()| out.flush())
            .map_err(Stop::Write),
        Err(error) => {
            say!("nonet generate: {error}");
            status = Status::NotUnique;
            // The same order would fail again for the next puzzle.
            Err(Stop::Unmet)
        }
    });
    finish(stopped(result).map(|()| status), &mut out)
}
