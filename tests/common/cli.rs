//! Runs the `nonet` binary for the command-line tests. Included by `#[path]` from them.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `nonet` with `args`, feeding `stdin` (or nothing), and collects what it printed.
/// It runs in the C locale, so its sentences are English whatever the tester's locale.
pub fn nonet_with_stdin(args: &[&str], stdin: Option<&[u8]>) -> Output {
    nonet_in_locale(args, stdin, "C.UTF-8")
}

/// Runs `nonet` as [`nonet_with_stdin`] does, with `LANG` set to `lang` and `LC_ALL` and
/// `LC_MESSAGES` removed, so that `LANG` alone decides the language.
#[allow(dead_code, reason = "only the tests of languages call it directly")]
pub fn nonet_in_locale(args: &[&str], stdin: Option<&[u8]>, lang: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_nonet"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the nonet binary starts");
    // Written from another thread: nonet prints while it reads, and both pipes are bounded.
    let writer = stdin.map(|bytes| {
        let mut pipe = child.stdin.take().expect("stdin is piped");
        let bytes = bytes.to_vec();
        std::thread::spawn(move || pipe.write_all(&bytes))
    });
    let output = child.wait_with_output().expect("nonet finishes");
    if let Some(writer) = writer {
        writer
            .join()
            .expect("the writer thread ends")
            .expect("nonet reads all its input");
    }
    output
}
