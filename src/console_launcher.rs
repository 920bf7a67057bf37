//! `nonet.com`, the console face of Nonet on Windows.
//!
//! `nonet.exe` is a GUI-subsystem program so that a double-click opens only its window. A
//! GUI program started from cmd or PowerShell, though, is not waited for, and attaching it
//! to its parent's console afterwards cannot make the shell wait, pass it standard input or
//! take its exit status. So this console program, installed beside it as `nonet.com`, is
//! what `nonet solve …` finds first (PATHEXT lists `.COM` before `.EXE`): it runs
//! `nonet.exe` with the same arguments and the console's standard handles, waits, and exits
//! with its status.

use std::process::{Command, ExitCode};

fn main() -> ExitCode {
    let program = match std::env::current_exe() {
        Ok(me) => me.with_file_name("nonet.exe"),
        Err(error) => {
            eprintln!("nonet: cannot tell where this program is: {error}");
            return ExitCode::from(2);
        }
    };
    match Command::new(&program)
        .args(std::env::args_os().skip(1))
        .status()
    {
        // Nonet's statuses are 0 to 3; anything outside a byte is a crash, reported as 2.
        Ok(status) => ExitCode::from(
            status
                .code()
                .and_then(|code| u8::try_from(code).ok())
                .unwrap_or(2),
        ),
        Err(error) => {
            eprintln!("nonet: cannot run {}: {error}", program.display());
            ExitCode::from(2)
        }
    }
}
