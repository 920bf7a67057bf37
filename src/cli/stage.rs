//! What a subcommand needs to run as one stage of a bigger job (Spark's `RDD.pipe`, Dask,
//! a Slurm array, GNU parallel): `--shard K/N` to take every Nth record without a
//! coordinator, `--errors inline` so that bad records become output lines instead of failing
//! the task, and `--output FILE` (gzip-compressed when it ends in `.gz`).

use super::parallel::{ThreadsArg, Workers};
use super::terminal::say;
use super::{IO_BUFFER, Status};
use flate2::Compression;
use flate2::write::GzEncoder;
use nonet::game::ReplacingFile;
use nonet::i18n::tr_args;
use std::cell::Cell;
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The options every subcommand that reads puzzles shares.
#[derive(clap::Args, Clone, Debug)]
pub struct StageArgs {
    #[command(flatten)]
    threads: ThreadsArg,

    /// Keep only shard K of N: record i (counted from 1 over all inputs, bad records
    /// included, blank and comment lines not) when (i - 1) mod N = K - 1. N workers given
    /// the same inputs and K = 1..N share the work without a coordinator.
    #[arg(long, value_name = "K/N", value_parser = parse_shard)]
    shard: Option<Shard>,

    /// `report` writes bad records on standard error and exits with 2 (1 for puzzles with no
    /// or several solutions); `inline` writes each as an output line, `[ID<TAB>]error<TAB>
    /// message`, takes a puzzle with no or several solutions as a result, and exits with 0
    /// unless an input cannot be opened.
    #[arg(long, value_enum, default_value_t = ErrorMode::Report)]
    errors: ErrorMode,

    /// Write the output to this file instead of standard output, gzip-compressed when its
    /// name ends in `.gz`.
    #[arg(long, short = 'o', value_name = "FILE")]
    output: Option<PathBuf>,
}

/// Where bad records go.
#[derive(Clone, Copy, PartialEq, Eq, Debug, clap::ValueEnum)]
pub enum ErrorMode {
    /// On standard error, failing the run.
    Report,
    /// As output lines, in their place among the results.
    Inline,
}

/// One shard of N: see [`StageArgs`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Shard {
    /// Which shard, 1-based.
    index: u64,
    /// How many shards.
    count: u64,
}

impl Shard {
    /// Whether the shard keeps record `number` (1-based).
    pub fn keeps(self, number: u64) -> bool {
        (number - 1) % self.count == self.index - 1
    }
}

/// Reads `K/N` with 1 <= K <= N.
fn parse_shard(text: &str) -> Result<Shard, String> {
    let (index, count) = text
        .split_once('/')
        .ok_or_else(|| "expected K/N, such as 2/8".to_owned())?;
    let index: u64 = index
        .trim()
        .parse()
        .map_err(|_| "expected K/N with K a whole number".to_owned())?;
    let count: u64 = count
        .trim()
        .parse()
        .map_err(|_| "expected K/N with N a whole number".to_owned())?;
    if index == 0 || index > count {
        return Err("expected K/N with 1 <= K <= N".to_owned());
    }
    Ok(Shard { index, count })
}

/// A run's stage options, with the count of records seen so far (for the shard).
pub struct Stage {
    /// The workers the puzzles are mapped on.
    pub workers: Workers,
    /// The shard kept, if any.
    shard: Option<Shard>,
    /// Where bad records go.
    pub errors: ErrorMode,
    /// Records seen so far over all inputs.
    seen: Cell<u64>,
}

impl Stage {
    /// Whether the next record is this run's to handle: counts it, and asks the shard.
    pub fn keeps_next(&self) -> bool {
        let number = self.seen.get() + 1;
        self.seen.set(number);
        self.shard.is_none_or(|shard| shard.keeps(number))
    }

    /// Whether this run is the first shard of its job, or the whole job (no `--shard`).
    pub fn is_first_shard(&self) -> bool {
        self.shard.is_none_or(|shard| shard.index == 1)
    }

    /// The exit status of a run whose puzzles came to `verdicts` (`NotUnique` when some had no
    /// single solution): with inline errors that is a result, not a failure.
    pub fn verdicts(&self, verdicts: Status) -> Status {
        match self.errors {
            ErrorMode::Report => verdicts,
            ErrorMode::Inline => Status::Success,
        }
    }

    /// Writes a bad record as an output line, `[KEY<TAB>]error<TAB>MESSAGE`.
    pub fn write_error(out: &mut impl Write, key: Option<&str>, message: &str) -> io::Result<()> {
        if let Some(key) = key {
            write!(out, "{}\t", super::terminal::shown_name(key))?;
        }
        // The message is one field of one line, whatever it quotes.
        let message: String = message
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        writeln!(out, "error\t{message}")
    }
}

impl StageArgs {
    /// The stage these options ask for, and its output; `Err` with the exit code when the
    /// output cannot be written where asked (reported on standard error). `inputs` are the
    /// files the run reads, which the output may not be.
    pub fn open(&self, inputs: &[PathBuf]) -> Result<(Stage, Output), ExitCode> {
        let output = match &self.output {
            None => Output::Stdout(super::buffered_stdout()),
            Some(path) if path.as_os_str() == "-" => Output::Stdout(super::buffered_stdout()),
            Some(path) => Output::create(path, inputs).map_err(|reason| {
                say!(
                    "{}",
                    tr_args(
                        "cli-cannot-create-output",
                        &[
                            ("path", super::terminal::shown_path(path).into()),
                            ("reason", reason.into())
                        ]
                    )
                );
                ExitCode::from(Status::BadInput as u8)
            })?,
        };
        let stage = Stage {
            workers: self.threads.workers(),
            shard: self.shard,
            errors: self.errors,
            seen: Cell::new(0),
        };
        Ok((stage, output))
    }
}

/// Where a stage writes: standard output, a file, or a gzip-compressed file. A file is
/// written beside its target and put in its place only when the run succeeds
/// ([`finish_stage`]), so the old file stays whole on any failure.
pub enum Output {
    /// Standard output, buffered.
    Stdout(BufWriter<super::terminal::Stdout>),
    /// A plain file, and its name.
    File(BufWriter<ReplacingFile>, PathBuf),
    /// A `.gz` file, and its name.
    Gzip(GzEncoder<BufWriter<ReplacingFile>>, PathBuf),
}

impl Output {
    /// Starts writing `path`, compressed when its name ends in `.gz`; `Err` with the reason,
    /// in the user's language, when it is one of `inputs` or cannot be written.
    fn create(path: &Path, inputs: &[PathBuf]) -> Result<Output, String> {
        if inputs.iter().any(|input| same_file(input, path)) {
            return Err(nonet::i18n::tr("cli-output-is-input"));
        }
        let file = ReplacingFile::create(path).map_err(|error| error.to_string())?;
        let file = BufWriter::with_capacity(IO_BUFFER, file);
        let gzip = path
            .extension()
            .is_some_and(|extension| extension.eq_ignore_ascii_case("gz"));
        Ok(if gzip {
            Output::Gzip(
                GzEncoder::new(file, Compression::default()),
                path.to_path_buf(),
            )
        } else {
            Output::File(file, path.to_path_buf())
        })
    }

    /// Writes everything out and, for a file, puts it in its target's place.
    fn commit(self) -> io::Result<()> {
        match self {
            Output::Stdout(mut out) => out.flush(),
            Output::File(out, _) => out
                .into_inner()
                .map_err(|error| error.into_error())?
                .commit(),
            Output::Gzip(out, _) => out
                .finish()?
                .into_inner()
                .map_err(|error| error.into_error())?
                .commit(),
        }
    }

    /// The file written, if the output is one.
    fn file(&self) -> Option<&Path> {
        match self {
            Output::Stdout(_) => None,
            Output::File(_, path) | Output::Gzip(_, path) => Some(path),
        }
    }
}

/// Whether `input` and `output` name the same existing file (through links, or two names of
/// one file).
fn same_file(input: &Path, output: &Path) -> bool {
    if input.as_os_str() == "-" {
        return false;
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        match (std::fs::metadata(input), std::fs::metadata(output)) {
            (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
            _ => false,
        }
    }
    #[cfg(not(unix))]
    {
        match (std::fs::canonicalize(input), std::fs::canonicalize(output)) {
            (Ok(a), Ok(b)) => a == b,
            _ => false,
        }
    }
}

impl Write for Output {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        match self {
            Output::Stdout(out) => out.write(bytes),
            Output::File(out, _) => out.write(bytes),
            Output::Gzip(out, _) => out.write(bytes),
        }
    }

    fn write_all(&mut self, bytes: &[u8]) -> io::Result<()> {
        match self {
            Output::Stdout(out) => out.write_all(bytes),
            Output::File(out, _) => out.write_all(bytes),
            Output::Gzip(out, _) => out.write_all(bytes),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match self {
            Output::Stdout(out) => out.flush(),
            Output::File(out, _) => out.flush(),
            Output::Gzip(out, _) => {
                out.flush()?;
                out.get_mut().flush()
            }
        }
    }
}

/// A stage's status made bad input when some puzzle could not be answered (`failed`), as
/// when it could not be read.
pub fn failed_if(result: io::Result<Status>, failed: bool) -> io::Result<Status> {
    result.map(|status| {
        if failed {
            status.worst(Status::BadInput)
        } else {
            status
        }
    })
}

/// Ends a stage's run: a run that read everything (exit status 0 or 1) puts its output file
/// in place; one that failed leaves the old file as it was, and says so. Then as
/// [`super::finish`].
pub fn finish_stage(result: io::Result<Status>, out: Output) -> ExitCode {
    let kept = match (&result, out.file()) {
        (Ok(status), Some(path)) if *status == Status::BadInput => Some(path.to_path_buf()),
        (Err(_), Some(path)) => Some(path.to_path_buf()),
        _ => None,
    };
    let result = match kept {
        None => result.and_then(|status| out.commit().map(|()| status)),
        Some(path) => {
            // Dropped uncommitted: the temporary file goes, the old file stays.
            drop(out);
            say!(
                "{}",
                tr_args(
                    "cli-output-kept",
                    &[("path", super::terminal::shown_path(&path).into())]
                )
            );
            result
        }
    };
    super::finish(result, &mut io::sink())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_split_the_records_without_overlap() {
        let shards: Vec<Shard> = (1..=3)
            .map(|k| parse_shard(&format!("{k}/3")).unwrap())
            .collect();
        for number in 1..=30u64 {
            let keepers: Vec<u64> = shards
                .iter()
                .filter(|shard| shard.keeps(number))
                .map(|shard| shard.index)
                .collect();
            assert_eq!(keepers, vec![(number - 1) % 3 + 1]);
        }
    }

    #[test]
    fn shard_numbers_outside_one_to_n_are_refused() {
        for bad in ["0/3", "4/3", "1/0", "3", "a/3", "1/b", "-1/3"] {
            assert!(parse_shard(bad).is_err(), "{bad}");
        }
        assert_eq!(parse_shard("3/3"), Ok(Shard { index: 3, count: 3 }));
    }
}
