//! The command line's standard streams, written without panicking: a message that cannot be
//! written to standard error is dropped (the exit status already tells), and standard output
//! fails with an error the run reports when it was closed before the start (`>&-`).

use std::fmt;
use std::io::{self, Write};
use std::path::Path;

/// Writes one line on standard error, as `eprintln!` does, but drops it when standard error
/// cannot be written (a full device, a closed pipe) instead of panicking.
macro_rules! say {
    ($($arg:tt)*) => {
        $crate::cli::terminal::say_line(format_args!($($arg)*))
    };
}
pub(crate) use say;

/// See [`say!`].
pub fn say_line(line: fmt::Arguments<'_>) {
    let mut stderr = io::stderr().lock();
    // Nowhere is left to report a failure to report.
    let _ = stderr
        .write_fmt(line)
        .and_then(|()| stderr.write_all(b"\n"));
}

/// The exit status of a run whose output was closed by its reader (`nonet solve | head -1`):
/// what a shell reports for a program ended by SIGPIPE, as tools that keep the signal's
/// default action end.
pub const CLOSED_PIPE: u8 = 128 + 13;

/// Standard output, locked: as [`io::StdoutLock`], except that every write and flush fails
/// when standard output was closed when the program started.
pub struct Stdout {
    lock: io::StdoutLock<'static>,
    closed: bool,
}

impl Stdout {
    /// Standard output, locked, with whether it was closed at the start.
    pub fn lock() -> Stdout {
        Stdout {
            lock: io::stdout().lock(),
            closed: stdout_was_closed(),
        }
    }

    fn closed_error() -> io::Error {
        io::Error::other(nonet::i18n::tr("cli-stdout-closed"))
    }
}

impl Write for Stdout {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        if self.closed {
            return Err(Stdout::closed_error());
        }
        self.lock.write(bytes)
    }

    fn flush(&mut self) -> io::Result<()> {
        if self.closed {
            return Err(Stdout::closed_error());
        }
        self.lock.flush()
    }
}

/// Shows clap's help, version or usage error and gives the status to exit with, as
/// `clap::Error::exit` does, except that help or a version that cannot be written (a full
/// device, a closed output) is a failure, not a success.
pub fn show_clap_outcome(outcome: &clap::Error) -> std::process::ExitCode {
    let status = u8::try_from(outcome.exit_code()).unwrap_or(2);
    if outcome.use_stderr() {
        // A usage error already fails; nowhere is left to report a failure to report it.
        let _ = outcome.print();
        return std::process::ExitCode::from(status);
    }
    let written = if stdout_was_closed() {
        Err(Stdout::closed_error())
    } else {
        outcome.print().and_then(|()| io::stdout().flush())
    };
    match written {
        Ok(()) => std::process::ExitCode::from(status),
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => {
            std::process::ExitCode::from(CLOSED_PIPE)
        }
        Err(error) => {
            say!(
                "{}",
                nonet::i18n::tr_args(
                    "cli-cannot-write-output",
                    &[("reason", error.to_string().into())]
                )
            );
            std::process::ExitCode::from(2)
        }
    }
}

/// Whether standard output was closed when the program started (`nonet solve >&-`). The Rust
/// runtime opens `/dev/null` read-write in place of a closed standard stream, so writes
/// would vanish without an error; a shell's `>/dev/null` opens it write-only, which tells the
/// two apart.
#[cfg(target_os = "linux")]
fn stdout_was_closed() -> bool {
    use std::os::unix::fs::MetadataExt;
    let is_null = match (
        std::fs::metadata("/proc/self/fd/1"),
        std::fs::metadata("/dev/null"),
    ) {
        (Ok(stdout), Ok(null)) => stdout.rdev() == null.rdev(),
        _ => false,
    };
    if !is_null {
        return false;
    }
    // `flags:` in octal; the low two bits are the access mode, 2 for read-write.
    let Ok(info) = std::fs::read_to_string("/proc/self/fdinfo/1") else {
        return false;
    };
    info.lines()
        .find_map(|line| line.strip_prefix("flags:"))
        .and_then(|flags| u32::from_str_radix(flags.trim(), 8).ok())
        .is_some_and(|flags| flags & 3 == 2)
}

/// Elsewhere a closed standard output is not told from `/dev/null`.
#[cfg(not(target_os = "linux"))]
fn stdout_was_closed() -> bool {
    false
}

/// A file name as messages show it: as it is, unless it holds control characters (a newline,
/// an escape sequence that would drive the terminal), then quoted with them escaped.
pub fn shown_name(name: &str) -> String {
    if name.chars().any(char::is_control) {
        format!("{name:?}")
    } else {
        name.to_owned()
    }
}

/// A path as messages show it: see [`shown_name`].
pub fn shown_path(path: &Path) -> String {
    shown_name(&path.display().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_with_control_characters_are_quoted() {
        assert_eq!(shown_name("puzzles.txt"), "puzzles.txt");
        assert_eq!(shown_name("数独 1.txt"), "数独 1.txt");
        assert_eq!(shown_name("a\nb.txt"), "\"a\\nb.txt\"");
        assert_eq!(shown_name("\u{1b}[31mred"), "\"\\u{1b}[31mred\"");
    }
}
