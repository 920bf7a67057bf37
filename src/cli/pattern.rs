//! `nonet pattern`: puzzles whose givens lie exactly on a setter's clue pattern.

use super::generate::parse_level;
use super::orders::parse_score_range;
use super::parallel::AnyPuzzle;
use super::terminal::{say, shown_path};
use super::{Status, buffered_stdout, finish};
use nonet::game::{ReadError, read_regular_file};
use nonet::i18n::{Arg, Localized, tr, tr_args};
use nonet::logic::Level;
use nonet::setter::{Pattern, fill_pattern, fill_variant_pattern};
use nonet::variant::{self, Kind, Puzzle};
use nonet::words::report::rating_line;
use rand::SeedableRng;
use std::io::Write;
use std::ops::RangeInclusive;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Fill a clue pattern with puzzles: one 81-character line each (`.` for empty), givens on
/// the pattern's cells and nowhere else, exactly one solution, rated at the level (and score)
/// asked for. The pattern file holds 81 cells, `x` or any digit where a given goes and `.`
/// where none does, on one line or several. A variant line as the pattern
/// (`killer:<pattern>:<cage ids>:<sums>`, `jigsaw:<pattern>:<regions>`, `x:<pattern>`,
/// `windoku:<pattern>`) fills the pattern under that variant's rules (easy to master), one
/// variant line per puzzle. When a puzzle cannot be found in the attempts allowed (a sparse
/// pattern, a level it seldom gives), that is said and the exit status is 1.
#[derive(clap::Args)]
pub struct PatternArgs {
    /// The pattern file.
    pattern: PathBuf,

    /// The level every puzzle is rated at.
    #[arg(long, short, value_parser = parse_level, default_value = "medium")]
    difficulty: Level,

    /// Keep only puzzles whose score (as `rate` gives it) lies in A-B, `3.0-4.5`.
    #[arg(long, value_name = "A-B", value_parser = parse_score_range)]
    score: Option<RangeInclusive<f32>>,

    /// How many puzzles.
    #[arg(long, short = 'n', default_value_t = 1)]
    count: u32,

    /// Seed for reproducible output (puzzle i uses seed + i); random when absent.
    #[arg(long)]
    seed: Option<u64>,

    /// Solution grids tried per puzzle before giving up.
    #[arg(long, default_value_t = 20_000)]
    attempts: u32,

    /// Append a tab and the rating line of `nonet rate`.
    #[arg(long)]
    rate: bool,
}

/// Runs `nonet pattern`.
pub fn run(args: &PatternArgs) -> ExitCode {
    let shown = shown_path(&args.pattern);
    let text = match read_pattern_file(&args.pattern) {
        Ok(text) => text,
        Err(problem) => {
            say!("{shown}: {problem}");
            return Status::BadInput.into();
        }
    };
    let (pattern, rules) = match read_pattern(&text) {
        Ok(read) => read,
        Err(problem) => {
            say!("{shown}: {problem}");
            return Status::BadInput.into();
        }
    };
    let base_seed = args.seed.unwrap_or_else(rand::random);
    let mut out = buffered_stdout();
    let mut status = Status::Success;
    let mut written = Ok(());
    for i in 0..args.count {
        let mut rng = rand::rngs::StdRng::seed_from_u64(base_seed.wrapping_add(u64::from(i)));
        let filled = match &rules {
            None => fill_pattern(
                &pattern,
                args.difficulty,
                args.score.as_ref(),
                &mut rng,
                args.attempts,
            )
            .map(|filled| {
                let line = filled.puzzle.to_line();
                (line, args.rate.then(|| rating_line(&filled.rating)))
            }),
            Some(rules) => fill_variant_pattern(
                rules,
                &pattern,
                args.difficulty,
                args.score.as_ref(),
                &mut rng,
                args.attempts,
            )
            .map(|filled| {
                let rated = args
                    .rate
                    .then(|| super::rate::rating(AnyPuzzle::Variant(&filled.puzzle)).ok())
                    .flatten();
                (variant::write_line(&filled.puzzle), rated)
            }),
        };
        match filled {
            Ok((line, rated)) => {
                let line = match rated {
                    Some(rated) => format!("{line}\t{rated}"),
                    None => line,
                };
                written = writeln!(out, "{line}").and_then(|()| out.flush());
            }
            Err(error) => {
                say!(
                    "{}",
                    tr_args(
                        "cli-command-problem",
                        &[
                            ("command", "pattern".into()),
                            ("problem", error.localized().into())
                        ]
                    )
                );
                status = Status::NotUnique;
                break;
            }
        }
        if written.is_err() {
            break;
        }
    }
    finish(written.map(|()| status), &mut out)
}

/// The most bytes a pattern file may hold: far more than any pattern (a grid with its cages
/// takes a few hundred), and little enough that `/dev/urandom` or a big file is refused
/// after reading that much.
const MAX_PATTERN_BYTES: u64 = 64 * 1024;

/// The text of the pattern file at `path`, read bounded (a byte-order mark before it is
/// dropped); `Err` says, in the user's language, why it cannot be read.
fn read_pattern_file(path: &Path) -> Result<String, String> {
    let bytes = read_regular_file(path, MAX_PATTERN_BYTES).map_err(|error| match error {
        ReadError::Io(error) => error.to_string(),
        ReadError::Special(kind) => tr(kind.message_id()),
        ReadError::TooBig { limit } => tr_args(
            "cli-pattern-too-big",
            &[(
                "limit",
                Arg::Number(i64::try_from(limit).unwrap_or(i64::MAX)),
            )],
        ),
    })?;
    let text = String::from_utf8(bytes).map_err(|error| {
        tr_args(
            "cli-pattern-not-text",
            &[("offset", (error.utf8_error().valid_up_to() + 1).into())],
        )
    })?;
    Ok(match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_owned(),
        None => text,
    })
}

/// The pattern of a pattern file, and the variant's rules when it is a variant line: the
/// line's givens field is the pattern, the rest its rules. `Err` says what is wrong.
fn read_pattern(text: &str) -> Result<(Pattern, Option<Puzzle>), String> {
    let trimmed = text.trim();
    let variant = trimmed
        .split_once(':')
        .and_then(|(prefix, rest)| Some((Kind::parse(prefix)?, prefix, rest)));
    let Some((_, prefix, rest)) = variant else {
        return Pattern::parse(text)
            .map(|pattern| (pattern, None))
            .map_err(|error| error.localized());
    };
    let (cells, rules) = rest.split_once(':').unwrap_or((rest, ""));
    let pattern = Pattern::parse(cells).map_err(|error| error.localized())?;
    let mut template = format!("{prefix}:{}", ".".repeat(nonet::grid::CELLS));
    if !rules.is_empty() {
        template.push(':');
        template.push_str(rules);
    }
    let rules = variant::parse_line(&template).map_err(|error| error.localized())?;
    Ok((pattern, Some(rules)))
}
