//! Running a subcommand as one stage of a bigger job: every puzzle of every input that the
//! shard keeps is mapped on the stage's workers and written in input order, keyed records
//! with their key, bad records reported or written inline.

use super::parallel::{AnyPuzzle, PUZZLE_CHUNK, map_in_order};
use super::stage::{ErrorMode, Stage};
use super::variant_input::LinePuzzle;
use super::{Item, Status, items, line_problem_text, refusal, report, report_unsupported};
use nonet::formats::FormatError;
use nonet::i18n::{Localized, tr_args};
use std::io::{self, Write};
use std::path::PathBuf;

/// Which lines of variant input a command takes, beside classic records.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Accepts {
    /// Classic puzzles only: every line of variant input is refused.
    Classic,
    /// Puzzles of every size.
    AnySize,
    /// Grids with boxes and no other rule, of every size: classic puzzles, and lines of
    /// other sizes that are no jigsaws.
    Boxed,
}

impl Accepts {
    /// Whether a command that takes `self` takes the puzzle of a line.
    pub fn takes(self, puzzle: &LinePuzzle) -> bool {
        match (self, puzzle) {
            (Accepts::AnySize, _) => true,
            (Accepts::Classic, _) => false,
            (Accepts::Boxed, LinePuzzle::Variant(puzzle)) => {
                puzzle.kind() == nonet::variant::Kind::Classic
            }
            (Accepts::Boxed, LinePuzzle::Sized(puzzle)) => {
                puzzle.shape().box_dims().is_some() && puzzle.rules().is_empty()
            }
        }
    }
}

/// Whether an item counts as a record for `--shard`: puzzles and bad records do, an input
/// that cannot be opened or holds no puzzle does not (every shard reports it).
fn is_record(item: &Item) -> bool {
    match item {
        Item::Bad { error, .. } => error.is_record(),
        Item::Puzzle(_) | Item::Variant { .. } => true,
    }
}

/// Runs a subcommand as a stage (see [`super::stage`]) on `stage`'s workers: maps every
/// puzzle of every input that its shard keeps through `work`, then has `emit` write each
/// result in input order, each line after the record's key for a keyed record. Bad records,
/// bad variant lines and unreadable inputs are reported on standard error in their place
/// among them, or written as error lines with `--errors inline`; lines the command does not
/// take (as `accepts` says) are refused as such. The output is flushed after every chunk, so that the next stage
/// of a pipe sees progress. Returns `BadInput` if anything was reported, else `Success`;
/// stops early only when writing fails. The output is the same for every number of workers.
pub fn run_stage<R: Send>(
    paths: &[PathBuf],
    stage: &Stage,
    out: &mut impl Write,
    accepts: Accepts,
    work: impl Fn(AnyPuzzle<'_>) -> R + Sync,
    mut emit: impl FnMut(&mut Vec<u8>, R) -> io::Result<()>,
) -> io::Result<Status> {
    let mut status = Status::Success;
    let mut scratch = Vec::with_capacity(256);
    let mut handled = 0usize;
    let inline = stage.errors == ErrorMode::Inline;
    let kept = items(paths).filter(|item| !is_record(item) || stage.keeps_next());
    map_in_order(
        &stage.workers,
        kept,
        PUZZLE_CHUNK,
        |item| match item {
            Item::Puzzle(record) => Some(work(AnyPuzzle::Classic(record))),
            Item::Variant { line, .. } => match line.puzzle.as_ref().ok()? {
                puzzle if !accepts.takes(puzzle) => None,
                LinePuzzle::Variant(puzzle) => Some(work(AnyPuzzle::Variant(puzzle))),
                LinePuzzle::Sized(puzzle) => Some(work(AnyPuzzle::Sized(puzzle))),
            },
            Item::Bad { .. } => None,
        },
        |item, result| {
            match (item, result) {
                (item, Some(result)) => {
                    scratch.clear();
                    emit(&mut scratch, result)?;
                    let key = match &item {
                        Item::Puzzle(record) => record.key.as_deref(),
                        _ => None,
                    };
                    write_keyed(out, key, &scratch)?;
                }
                (Item::Variant { name, line }, None) if inline => {
                    let problem = match &line.puzzle {
                        Ok(puzzle) => refusal(accepts, puzzle),
                        Err(problem) => line_problem_text(problem),
                    };
                    let message = tr_args(
                        "cli-line-problem",
                        &[
                            ("name", name.as_ref().into()),
                            ("line", line.line.into()),
                            ("problem", problem.into()),
                        ],
                    );
                    Stage::write_error(out, None, &message)?;
                }
                (Item::Variant { name, line }, None) => {
                    report_unsupported(&name, &line, accepts);
                    status = Status::BadInput;
                }
                // An empty input (an empty partition of a bigger job, say) is no failure of
                // a stage that writes its errors inline.
                (Item::Bad { error, .. }, None) if inline && error == FormatError::NoPuzzle => {}
                (Item::Bad { name, error }, None) if inline && error.is_record() => {
                    let message = tr_args(
                        "cli-problem",
                        &[
                            ("name", name.as_ref().into()),
                            ("problem", error.localized().into()),
                        ],
                    );
                    Stage::write_error(out, error.key(), &message)?;
                    // The input itself is broken: what it held past here is unknown, so the
                    // stage fails, and says so where its operator looks too.
                    if error.breaks_input() {
                        report(&name, &error);
                        status = Status::BadInput;
                    }
                }
                (Item::Bad { name, error }, None) => {
                    report(&name, &error);
                    status = Status::BadInput;
                }
                // `work` ran on every puzzle: there is no puzzle without a result.
                (Item::Puzzle(_), None) => {}
            }
            handled += 1;
            if handled.is_multiple_of(PUZZLE_CHUNK) {
                out.flush()?;
            }
            Ok::<(), io::Error>(())
        },
    )?;
    Ok(status)
}

/// Writes a record's output: as it is without a key, else with `KEY<TAB>` in front of each
/// line that is not blank.
fn write_keyed(out: &mut impl Write, key: Option<&str>, text: &[u8]) -> io::Result<()> {
    let Some(key) = key else {
        return out.write_all(text);
    };
    let key = super::terminal::shown_name(key);
    for line in text.split_inclusive(|&byte| byte == b'\n') {
        if line != b"\n" {
            out.write_all(key.as_bytes())?;
            out.write_all(b"\t")?;
        }
        out.write_all(line)?;
    }
    Ok(())
}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keyed_output_puts_the_key_before_every_line_that_is_not_blank() {
        let mut out = Vec::new();
        write_keyed(&mut out, Some("p7"), b"a\tb\n\nc\n").unwrap();
        assert_eq!(out, b"p7\ta\tb\n\np7\tc\n");
        out.clear();
        write_keyed(&mut out, None, b"a\n\nc\n").unwrap();
        assert_eq!(out, b"a\n\nc\n");
    }
}
