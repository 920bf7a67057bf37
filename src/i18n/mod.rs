//! The message catalogue: the user interface's words in every language, kept as Project
//! Fluent files (`assets/i18n/<language>/*.ftl`, listed by [`Language::catalogue`]) compiled
//! into the binary. A message is looked up by its id with named arguments, so each language
//! writes the whole sentence in its own word order.
//!
//! The language in force is per thread: the app's thread sets it from the player's choice
//! each frame, and a thread that never sets it speaks English (so tests running side by side
//! each keep their own). A message missing from a catalogue falls back to English, then to
//! its id: never a panic, and `tests/i18n_catalogue.rs` names every gap.

use crate::lang::Language;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::borrow::Cow;
use std::cell::Cell;
use std::sync::OnceLock;

/// An error that can be told in any of the interface's languages (the sentences are in
/// the `error_messages` module).
pub trait Localized {
    /// The sentence in `language`.
    fn localized_in(&self, language: Language) -> String;

    /// The sentence in this thread's language (the one the interface shows).
    fn localized(&self) -> String {
        self.localized_in(language())
    }
}

/// A message argument: text, or a number (which a language may use to choose a plural).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Text, put in as it is.
    Text(String),
    /// A whole number.
    Number(i64),
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<usize> for Arg {
    fn from(number: usize) -> Arg {
        Arg::Number(i64::try_from(number).unwrap_or(i64::MAX))
    }
}

impl From<u8> for Arg {
    fn from(number: u8) -> Arg {
        Arg::Number(i64::from(number))
    }
}

impl From<i32> for Arg {
    fn from(number: i32) -> Arg {
        Arg::Number(i64::from(number))
    }
}

/// Builds a language's bundle. A catalogue that does not parse keeps the messages that do
/// (Fluent recovers entry by entry); `tests/i18n_catalogue.rs` fails on any such error.
fn bundle(language: Language) -> FluentBundle<FluentResource> {
    let tag: Option<unic_langid::LanguageIdentifier> = language.tag().parse().ok();
    let mut bundle = FluentBundle::new_concurrent(tag.into_iter().collect());
    // Unicode isolation marks around arguments only matter for right-to-left scripts, and
    // egui would draw them as boxes.
    bundle.set_use_isolating(false);
    for source in language.catalogue() {
        let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(part, _)| part);
        // Each id is defined once in a language's files (`tests/i18n_catalogue.rs` checks),
        // so adding cannot clash.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// The parsed catalogues, one bundle a language in the order of [`Language::ALL`].
fn catalogue(language: Language) -> &'static FluentBundle<FluentResource> {
    static CATALOGUES: OnceLock<Vec<FluentBundle<FluentResource>>> = OnceLock::new();
    let all = CATALOGUES.get_or_init(|| Language::ALL.into_iter().map(bundle).collect());
    let index = Language::ALL
        .iter()
        .position(|&l| l == language)
        .unwrap_or_default();
    &all[index]
}

thread_local! {
    static CURRENT: Cell<Language> = const { Cell::new(Language::En) };
    static LETTERS_PAST_NINE: Cell<bool> = const { Cell::new(false) };
}

/// Makes this thread's sentences write the digits 10–16 of the larger grids as the letters
/// A–G (`true`, as the board shows them by default) or as numbers (`false`, the default).
pub fn set_letters_past_nine(letters: bool) {
    LETTERS_PAST_NINE.with(|current| current.set(letters));
}

/// A digit as this thread's sentences write it: 1–9, then A–G or 10–16 (see
/// [`set_letters_past_nine`]).
pub fn digit_symbol(digit: u8) -> String {
    match digit {
        10..=16 if LETTERS_PAST_NINE.with(Cell::get) => char::from(b'A' + digit - 10).to_string(),
        _ => digit.to_string(),
    }
}

/// Makes `language` the one this thread's messages are in.
pub fn set_language(language: Language) {
    CURRENT.with(|current| current.set(language));
}

/// The language this thread's messages are in.
pub fn language() -> Language {
    CURRENT.with(Cell::get)
}

/// The message `id` in this thread's language.
pub fn tr(id: &str) -> String {
    text_in(language(), id, &[])
}

/// The message `id` in this thread's language, with its arguments.
pub fn tr_args(id: &str, args: &[(&str, Arg)]) -> String {
    text_in(language(), id, args)
}

/// The message `id` (or `id.attribute`) in `language`, with its arguments: English when the
/// language lacks it, the id itself when English does too.
pub fn text_in(language: Language, id: &str, args: &[(&str, Arg)]) -> String {
    format_message(catalogue(language), id, args)
        .or_else(|| format_message(catalogue(Language::En), id, args))
        .unwrap_or_else(|| id.to_string())
}

/// Whether `language`'s own catalogue has the message `id` (or `id.attribute`).
pub fn has_message(language: Language, id: &str) -> bool {
    format_message(catalogue(language), id, &[]).is_some()
}

fn format_message(
    bundle: &FluentBundle<FluentResource>,
    id: &str,
    args: &[(&str, Arg)],
) -> Option<String> {
    let (name, attribute) = match id.split_once('.') {
        Some((name, attribute)) => (name, Some(attribute)),
        None => (id, None),
    };
    let message = bundle.get_message(name)?;
    let pattern = match attribute {
        Some(attribute) => message.get_attribute(attribute)?.value(),
        None => message.value()?,
    };
    let mut fluent_args = FluentArgs::new();
    for (key, value) in args {
        let value: FluentValue<'_> = match value {
            Arg::Text(text) => FluentValue::String(Cow::Owned(text.clone())),
            Arg::Number(number) => FluentValue::from(*number),
        };
        fluent_args.set(*key, value);
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    Some(text.into_owned())
}
