//! The subcommands of the `nonet` binary, one module each, and what they share: opening inputs
//! (`-` is standard input), streaming their puzzles while reporting bad records, and exit codes.

pub mod bench;
pub mod count;
pub mod explain;
pub mod generate;
pub mod hint;
pub mod rate;
pub mod solve;

use nonet::formats::{FormatError, PuzzleFormat, PuzzleReader, PuzzleRecord};
use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

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

/// The name used for an input in messages: its path, or `<stdin>` for `-`.
pub fn input_name(path: &Path) -> String {
    if is_stdin(path) {
        "<stdin>".to_owned()
    } else {
        path.display().to_string()
    }
}

fn is_stdin(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// Opens an input as a puzzle stream, with a format hint from its extension.
pub fn open_input(path: &Path) -> Result<PuzzleReader<Box<dyn BufRead>>, FormatError> {
    let input: Box<dyn BufRead> = if is_stdin(path) {
        Box::new(BufReader::with_capacity(IO_BUFFER, io::stdin().lock()))
    } else {
        let file = File::open(path).map_err(|error| FormatError::Open {
            message: error.to_string(),
        })?;
        Box::new(BufReader::with_capacity(IO_BUFFER, file))
    };
    Ok(PuzzleReader::new(input, PuzzleFormat::from_extension(path)))
}

/// Prints one input error on standard error as `NAME: MESSAGE`.
pub fn report(name: &str, error: &FormatError) {
    eprintln!("{name}: {error}");
}

/// Streams every puzzle of every input through `each`, reporting bad records and unreadable
/// inputs on standard error as it goes. Returns `BadInput` if there were any, else `Success`;
/// stops early only when `each` fails (writing the output, say).
pub fn for_each_puzzle(
    paths: &[PathBuf],
    mut each: impl FnMut(&PuzzleRecord) -> io::Result<()>,
) -> io::Result<Status> {
    let mut status = Status::Success;
    for path in paths {
        let name = input_name(path);
        let reader = match open_input(path) {
            Ok(reader) => reader,
            Err(error) => {
                report(&name, &error);
                status = Status::BadInput;
                continue;
            }
        };
        for item in reader {
            match item {
                Ok(record) => each(&record)?,
                Err(error) => {
                    report(&name, &error);
                    status = Status::BadInput;
                }
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
/// A closed pipe (`nonet solve big.txt | head`) is not an error: the reader just left.
pub fn finish(result: io::Result<Status>, out: &mut impl Write) -> ExitCode {
    let result = result.and_then(|status| out.flush().map(|()| status));
    match result {
        Ok(status) => status.into(),
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("nonet: cannot write the output: {error}");
            Status::BadInput.into()
        }
    }
}

/// A locked, buffered standard output.
pub fn buffered_stdout() -> io::BufWriter<io::StdoutLock<'static>> {
    io::BufWriter::with_capacity(IO_BUFFER, io::stdout().lock())
}
