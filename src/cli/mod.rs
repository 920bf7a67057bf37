//! The subcommands of the `nonet` binary, one module each, and what they share: opening inputs
//! (`-` is standard input), streaming their puzzles while reporting bad records (on every core
//! with [`parallel`]), and exit codes.

pub mod bench;
pub mod canon;
pub mod convert;
pub mod count;
pub mod daily;
pub mod explain;
pub mod generate;
mod generate_sized;
pub mod hint;
pub mod image;
mod orders;
pub mod parallel;
pub mod pattern;
pub mod practice;
pub mod print;
pub mod rate;
pub mod run_stage;
pub mod setter;
pub mod solve;
pub mod stage;
pub mod steps;
pub mod terminal;
pub mod variant_input;

use nonet::formats::{FormatError, PuzzleFormat, PuzzleReader, PuzzleRecord};
use nonet::i18n::{Localized, tr_args};
use run_stage::Accepts;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use terminal::say;
use variant_input::{LineProblem, LinePuzzle, Opened, VariantLine, VariantLines};

/// Buffer size for reading inputs and writing standard output.
const IO_BUFFER: usize = 64 * 1024;

/// How a run went; the worst status seen decides the exit code.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum Status {
    /// Everything read, and every puzzle had exactly one solution.
    Success = 0,
    /// Some puzzle had no solution or several.
    NotUnique = 1,
    /// Some input could not be read or parsed.
    BadInput = 2,
}

impl Status {
    /// The worse of two statuses.
    pub fn worst(self, other: Status) -> Status {
        self.max(other)
    }
}

impl From<Status> for ExitCode {
    fn from(status: Status) -> ExitCode {
        ExitCode::from(status as u8)
    }
}

/// The name used for an input in messages: its path (quoted when it holds control
/// characters), or `<stdin>` for `-`.
pub fn input_name(path: &Path) -> String {
    if is_stdin(path) {
        "<stdin>".to_owned()
    } else {
        terminal::shown_path(path)
    }
}

/// Whether an input is a `.nonet` save: never standard input, nor a compressed file (a zstd
/// frame starts with `(`, as a save does).
pub fn is_save_input(path: &Path) -> bool {
    !is_stdin(path)
        && !nonet::formats::compressed::is_compressed_file(path)
        && nonet::game::is_save_file(path)
}

fn is_stdin(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// Opens an input as a puzzle stream, with a format hint from its extension; a gzip or
/// zstd stream (told by its first bytes, whatever its name) is read decompressed, and an
/// input of variant lines is read as such (see [`variant_input`]).
pub fn open_input(path: &Path) -> Result<Source, FormatError> {
    let input: Box<dyn BufRead> = if is_stdin(path) {
        Box::new(BufReader::with_capacity(IO_BUFFER, io::stdin().lock()))
    } else {
        let file = File::open(path).map_err(|error| FormatError::Open {
            message: error.to_string(),
        })?;
        Box::new(BufReader::with_capacity(IO_BUFFER, file))
    };
    let input =
        nonet::formats::compressed::decompressed(input).map_err(|error| FormatError::Open {
            message: error.to_string(),
        })?;
    Ok(match variant_input::open(input) {
        Opened::Variant(lines) => Source::Variant(lines),
        Opened::Classic(input) => Source::Classic(PuzzleReader::new(input, format_hint(path))),
    })
}

/// The format an input's name suggests, looking past a `.gz` or `.zst` ending.
fn format_hint(path: &Path) -> Option<PuzzleFormat> {
    let compressed = path.extension().is_some_and(|extension| {
        extension.eq_ignore_ascii_case("gz") || extension.eq_ignore_ascii_case("zst")
    });
    if compressed {
        PuzzleFormat::from_extension(Path::new(path.file_stem()?))
    } else {
        PuzzleFormat::from_extension(path)
    }
}

/// An open input: classic puzzle records, or variant lines.
#[expect(
    clippy::large_enum_variant,
    reason = "one a run's input, held while it is read: boxing the reader gains nothing"
)]
pub enum Source {
    /// Any classic format.
    Classic(Input),
    /// Variant lines.
    Variant(VariantLines),
}

/// Reports a line of variant input given to a command that does not take it (as `accepts`
/// says), or why the line could not be read.
pub fn report_unsupported(name: &str, line: &VariantLine, accepts: Accepts) {
    match &line.puzzle {
        Ok(puzzle) => say!(
            "{}",
            tr_args(
                "cli-line-problem",
                &[
                    ("name", name.into()),
                    ("line", line.line.into()),
                    ("problem", refusal(accepts, puzzle).into())
                ]
            )
        ),
        Err(problem) => report_line(name, line.line, problem),
    }
}

/// Why a command that takes `accepts` refuses a line's puzzle: a command for grids with
/// boxes refuses a jigsaw of another size than 9x9 as such; every other refusal is of a
/// line that is no classic puzzle.
pub fn refusal(accepts: Accepts, puzzle: &LinePuzzle) -> String {
    match (accepts, puzzle) {
        (Accepts::Boxed, LinePuzzle::Sized(_)) => nonet::i18n::tr("cli-boxes-only"),
        _ => nonet::i18n::tr("cli-classic-only"),
    }
}

/// What is wrong with one line of an input, in the user's language where it has words.
pub fn line_problem_text(problem: &LineProblem) -> String {
    match problem {
        LineProblem::Variant(error) => error.localized(),
        LineProblem::Sized(error) => error.localized(),
        LineProblem::Fpuzzles(error) => error.localized(),
        LineProblem::Endless => tr_args(
            "cli-line-endless",
            &[("limit", nonet::formats::MAX_SKIPPED_LINE_BYTES.into())],
        ),
        other => other.to_string(),
    }
}

/// Prints what is wrong with one line of an input as `NAME: line N: MESSAGE`.
pub fn report_line(name: &str, line: usize, problem: &LineProblem) {
    let problem = line_problem_text(problem);
    say!(
        "{}",
        tr_args(
            "cli-line-problem",
            &[
                ("name", name.into()),
                ("line", line.into()),
                ("problem", problem.into())
            ]
        )
    );
}

/// Prints one input error on standard error as `NAME: MESSAGE`.
pub fn report(name: &str, error: &FormatError) {
    say!(
        "{}",
        tr_args(
            "cli-problem",
            &[("name", name.into()), ("problem", error.localized().into())]
        )
    );
}

/// One item of a run's inputs, in reading order: a puzzle, or why a record (or a whole input)
/// could not be read.
pub enum Item {
    /// A puzzle that was read. Boxed: a record takes about 500 bytes, and an item is moved
    /// several times between the reader and the output (through the iterator adapters, the
    /// workers' chunks and the results' tuples), which cost more than the allocation.
    Puzzle(Box<PuzzleRecord>),
    /// A line of an input of variant lines, with the input's name for messages.
    Variant {
        /// The input's name, as [`input_name`] gives it.
        name: Arc<str>,
        /// The line's puzzle, or what is wrong with it.
        line: VariantLine,
    },
    /// A bad record or an unreadable input, with the input's name for the message.
    Bad {
        /// The input's name, as [`input_name`] gives it.
        name: Arc<str>,
        /// What went wrong.
        error: FormatError,
    },
}

/// Every item of every input, read one at a time: each input is opened when the one before
/// it is done, so only one is open at once.
pub struct Items<'a> {
    /// The inputs not opened yet.
    paths: std::slice::Iter<'a, PathBuf>,
    /// The input being read, and its name.
    current: Option<(Source, Arc<str>)>,
}

/// An open input, as [`open_input`] gives it.
type Input = PuzzleReader<Box<dyn BufRead>>;

/// The items of `paths`, in order; see [`Items`].
pub fn items(paths: &[PathBuf]) -> Items<'_> {
    Items {
        paths: paths.iter(),
        current: None,
    }
}

impl Iterator for Items<'_> {
    type Item = Item;

    fn next(&mut self) -> Option<Item> {
        loop {
            match &mut self.current {
                Some((Source::Classic(reader), name)) => match reader.next() {
                    Some(Ok(record)) => return Some(Item::Puzzle(Box::new(record))),
                    Some(Err(error)) => {
                        let name = Arc::clone(name);
                        return Some(Item::Bad { name, error });
                    }
                    None => self.current = None,
                },
                Some((Source::Variant(lines), name)) => match lines.next() {
                    Some(line) => {
                        let name = Arc::clone(name);
                        return Some(Item::Variant { name, line });
                    }
                    None => self.current = None,
                },
                None => {}
            }
            match self.open_next() {
                Opening::Opened => {}
                Opening::Instead(item) => return Some(item),
                Opening::NoMore => return None,
            }
        }
    }
}

/// What opening the next input gave: see [`Items::open_next`].
enum Opening {
    /// The input is open, its items next.
    Opened,
    /// An item in the input's place: a save's puzzle, or why the input could not be opened.
    Instead(Item),
    /// Every input has been read.
    NoMore,
}

impl Items<'_> {
    /// Opens the next input. Out of line: opening (decompressors, saves) needs a stack frame
    /// of tens of kilobytes, which the reading of each record would otherwise set up (and
    /// probe, page by page) for every puzzle.
    #[inline(never)]
    fn open_next(&mut self) -> Opening {
        let Some(path) = self.paths.next() else {
            return Opening::NoMore;
        };
        let name: Arc<str> = input_name(path).into();
        if is_save_input(path) {
            return Opening::Instead(save_item(path, name));
        }
        match open_input(path) {
            Ok(reader) => {
                self.current = Some((reader, name));
                Opening::Opened
            }
            Err(error) => Opening::Instead(Item::Bad { name, error }),
        }
    }
}

/// A `.nonet` save as an input: its puzzle (the givens and the puzzle's metadata), or why
/// the save could not be read.
fn save_item(path: &Path, name: Arc<str>) -> Item {
    match nonet::game::Game::load_from(path) {
        Ok(game) => Item::Puzzle(Box::new(PuzzleRecord {
            grid: *game.givens(),
            metadata: game.metadata().clone(),
            line: 1,
            format: PuzzleFormat::Line,
            candidates: None,
            key: None,
        })),
        Err(error) => {
            // The report puts the input's name in front, so the file's own is left out.
            let (_, message) =
                nonet::error_messages::file_problem_in(&error, nonet::i18n::language());
            Item::Bad {
                name,
                error: FormatError::Open { message },
            }
        }
    }
}

/// Streams every puzzle of every input through `each`, reporting bad records and unreadable
/// inputs on standard error as it goes. Returns `BadInput` if there were any, else `Success`;
/// stops early only when `each` fails (writing the output, say).
pub fn for_each_puzzle(
    paths: &[PathBuf],
    mut each: impl FnMut(&PuzzleRecord) -> io::Result<()>,
) -> io::Result<Status> {
    let mut status = Status::Success;
    for item in items(paths) {
        match item {
            Item::Puzzle(record) => each(&record)?,
            Item::Variant { name, line } => {
                report_unsupported(&name, &line, Accepts::Classic);
                status = Status::BadInput;
            }
            Item::Bad { name, error } => {
                report(&name, &error);
                status = Status::BadInput;
            }
        }
    }
    Ok(status)
}

/// The inputs to read: the paths given, or standard input when there are none.
pub fn inputs_or_stdin(files: &[PathBuf]) -> Vec<PathBuf> {
    if files.is_empty() {
        vec![PathBuf::from("-")]
    } else {
        files.to_vec()
    }
}

/// Ends a run that wrote to `out`: flushes it and turns a write failure into a status.
/// A closed pipe (`nonet solve big.txt | head`) ends the run quietly, with
/// [`terminal::CLOSED_PIPE`].
pub fn finish(result: io::Result<Status>, out: &mut impl Write) -> ExitCode {
    let result = result.and_then(|status| out.flush().map(|()| status));
    match result {
        Ok(status) => status.into(),
        // The reader left (`| head -1`): nothing to say, but the output is not whole.
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => {
            ExitCode::from(terminal::CLOSED_PIPE)
        }
        Err(error) => {
            say!(
                "{}",
                tr_args(
                    "cli-cannot-write-output",
                    &[("reason", error.to_string().into())]
                )
            );
            Status::BadInput.into()
        }
    }
}

/// A locked, buffered standard output.
pub fn buffered_stdout() -> io::BufWriter<terminal::Stdout> {
    io::BufWriter::with_capacity(IO_BUFFER, terminal::Stdout::lock())
}
