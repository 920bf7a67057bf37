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
/// runtime opens `/dev/null` in place of a closed standard stream before `main`, so writes
/// would vanish without an error, and that `/dev/null` cannot be told from one a launcher
/// gave on purpose (`subprocess.DEVNULL` opens it read-write too): so the descriptor is
/// looked at earlier still, by a constructor the loader runs before the runtime starts.
#[cfg(target_os = "linux")]
fn stdout_was_closed() -> bool {
    closed_at_start::STDOUT_CLOSED.load(std::sync::atomic::Ordering::Relaxed)
}

/// The state of the standard streams as the program was loaded.
#[cfg(target_os = "linux")]
mod closed_at_start {
    use std::sync::atomic::{AtomicBool, Ordering};

    /// Whether descriptor 1 was closed when the program was loaded.
    pub static STDOUT_CLOSED: AtomicBool = AtomicBool::new(false);

    extern "C" fn look() {
        // SAFETY: F_GETFD on a descriptor number only asks the kernel for its flags; it
        // reads and writes no memory of the program's, so it is sound before `main`.
        let flags = unsafe { libc::fcntl(libc::STDOUT_FILENO, libc::F_GETFD) };
        STDOUT_CLOSED.store(flags == -1, Ordering::Relaxed);
    }

    /// Run by the loader with the program's other constructors, before the Rust runtime.
    #[used]
    #[unsafe(link_section = ".init_array")]
    static LOOK: extern "C" fn() = look;
}

/// Elsewhere a closed standard output is not told from `/dev/null`.
#[cfg(not(target_os = "linux"))]
fn stdout_was_closed() -> bool {
    false
}

/// A file name (or a record's key) as messages and output show it: as it is, unless it holds
/// control characters (a newline, an escape sequence that would drive the terminal) or
/// characters that reorder the text shown around them (bidirectional overrides and
/// isolates), then quoted with them escaped.
pub fn shown_name(name: &str) -> String {
    if name.chars().any(|c| c.is_control() || is_bidi_control(c)) {
        format!("{name:?}")
    } else {
        name.to_owned()
    }
}

/// Whether `c` changes the direction of the text around it: the marks, embeddings,
/// overrides and isolates of the Unicode bidirectional algorithm.
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
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
        // A right-to-left override would show `evil\u{202E}txt.exe` as `evilexe.txt`.
        assert_eq!(
            shown_name("evil\u{202E}txt.exe"),
            "\"evil\\u{202e}txt.exe\""
        );
        assert_eq!(shown_name("a\u{2067}b"), "\"a\\u{2067}b\"");
        assert_eq!(shown_name("عربي.txt"), "عربي.txt");
    }
}
