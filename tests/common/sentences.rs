//! Helpers for the tests of the engine's sentences in other languages: which cells and digits
//! a sentence names, and whether it is in its language. Included by `#[path]` from
//! `tests/engine/logic_chinese.rs` and `tests/engine/logic_japanese.rs`.

#![allow(
    dead_code,
    reason = "each test binary uses its own part of these helpers"
)]

use std::collections::BTreeSet;

/// Why `sentence` is not in the language whose characters `native` tells, if it is not: none
/// of them, or a run of Latin letters that is not notation or one of `allowed_latin`.
pub fn not_in_language(
    sentence: &str,
    native: impl Fn(char) -> bool,
    allowed_latin: &[&str],
) -> Option<String> {
    if !sentence.chars().any(native) {
        return Some("no character of the language".to_string());
    }
    sentence
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|run| !run.is_empty())
        .find(|run| !allowed_latin.contains(run))
        .map(|run| format!("Latin word {run:?}"))
}

/// The cell names in a sentence (`r3c5`), each once.
pub fn cells_named(sentence: &str) -> BTreeSet<String> {
    let bytes = sentence.as_bytes();
    (0..bytes.len().saturating_sub(3))
        .filter(|&i| {
            bytes[i] == b'r'
                && (b'1'..=b'9').contains(&bytes[i + 1])
                && bytes[i + 2] == b'c'
                && (b'1'..=b'9').contains(&bytes[i + 3])
        })
        .map(|i| sentence[i..i + 4].to_string())
        .collect()
}

/// The digits a sentence's argument mentions: those after the technique name (up to the
/// first colon, which in English can hold a number, as in "2-String Kite"), cell names
/// left out.
pub fn digits_named(sentence: &str, colon: char) -> BTreeSet<char> {
    let argument = sentence
        .split_once(colon)
        .map_or(sentence, |(_, rest)| rest);
    let mut text = argument.to_string();
    for cell in cells_named(argument) {
        text = text.replace(&cell, " ");
    }
    text.chars().filter(|c| c.is_ascii_digit()).collect()
}
