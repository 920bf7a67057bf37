//! Runs the `nonet` binary for the command-line tests. Included by `#[path]` from them.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// Sets `command` to speak English whatever the tester's locale: `LANG` of the C locale,
/// `LC_ALL` and `LC_MESSAGES` removed.
pub fn in_c_locale(command: &mut Command) -> &mut Command {
    command
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
}

/// Runs `nonet ARGS` through `sh -c` with `redirect` (such as `>/dev/full`) applied.
#[allow(dead_code, reason = "only the tests of hostile outputs call it")]
pub fn nonet_redirected(args: &[&str], redirect: &str) -> Output {
    let script = format!("exec \"$0\" \"$@\" {redirect}");
    in_c_locale(
        Command::new("sh")
            .arg("-c")
            .arg(script)
            .arg(env!("CARGO_BIN_EXE_nonet"))
            .args(args),
    )
    .stdin(Stdio::null())
    .stdout(Stdio::piped())
    .stderr(Stdio::piped())
    .output()
    .expect("sh starts")
}

/// Runs `nonet ARGS` with `input` on standard input, which it may stop reading early.
#[allow(dead_code, reason = "only the tests of hostile inputs call it")]
pub fn nonet_fed(args: &[&str], input: Vec<u8>) -> Output {
    let mut child = in_c_locale(Command::new(env!("CARGO_BIN_EXE_nonet")).args(args))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the nonet binary starts");
    let mut pipe = child.stdin.take().expect("stdin is piped");
    // The write fails once nonet stops reading: that is the point.
    let writer = std::thread::spawn(move || {
        let _ = pipe.write_all(&input);
    });
    let output = child.wait_with_output().expect("nonet finishes");
    writer.join().expect("the writer thread ends");
    output
}

/// Writes `bytes` to a fresh file named `name` in `dir`, and gives its path.
#[allow(dead_code, reason = "not every command-line test writes files")]
pub fn write_file(dir: &Path, name: &str, bytes: &[u8]) -> String {
    let path = dir.join(name);
    std::fs::write(&path, bytes).expect("the test file is written");
    path.to_str().expect("temporary paths are UTF-8").to_owned()
}

/// Runs `nonet` with `args` and nothing on standard input, in the C locale.
#[allow(
    dead_code,
    reason = "not every command-line test runs it without input"
)]
pub fn nonet(args: &[&str]) -> Output {
    nonet_with_stdin(args, None)
}

/// Runs `nonet` with `args`, feeding `stdin` (or nothing), and collects what it printed.
/// It runs in the C locale, so its sentences are English whatever the tester's locale.
pub fn nonet_with_stdin(args: &[&str], stdin: Option<&[u8]>) -> Output {
    nonet_in_locale(args, stdin, "C.UTF-8")
}

/// Runs `nonet` with `args` and `stdin` in the C locale: its standard output and error as
/// text, and its exit code.
#[allow(
    dead_code,
    reason = "only some command-line tests want the output as text"
)]
pub fn nonet_text(args: &[&str], stdin: &str) -> (String, String, Option<i32>) {
    let output = nonet_with_stdin(args, Some(stdin.as_bytes()));
    (
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
        output.status.code(),
    )
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
