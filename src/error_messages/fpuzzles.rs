//! Why an f-puzzles or SudokuPad link, or f-puzzles JSON, gave no puzzle, told in the
//! interface's language: each [`FpuzzlesError`] has a message in `errors.ftl` whose English
//! text is its `Display` text (`tests/i18n_errors.rs` checks each one).

use crate::formats::fpuzzles::FpuzzlesError;
use crate::i18n::{Arg, Localized, text_in};
use crate::lang::Language;

impl Localized for FpuzzlesError {
    fn localized_in(&self, language: Language) -> String {
        let say = |id: &str, args: &[(&str, Arg)]| text_in(language, id, args);
        match self {
            FpuzzlesError::LinkTooLong { bytes, limit } => say(
                "err-fpuzzles-link-too-long",
                &[("bytes", (*bytes).into()), ("limit", (*limit).into())],
            ),
            FpuzzlesError::NoPayload => say("err-fpuzzles-no-payload", &[]),
            FpuzzlesError::NotSelfContained { id } => say(
                "err-fpuzzles-not-self-contained",
                &[("id", id.as_str().into())],
            ),
            FpuzzlesError::NotDecompressible => say("err-fpuzzles-not-decompressible", &[]),
            FpuzzlesError::TooLong { units } => {
                say("err-fpuzzles-too-long", &[("units", (*units).into())])
            }
            FpuzzlesError::Json { line, column } => say(
                "err-fpuzzles-json",
                &[("line", (*line).into()), ("column", (*column).into())],
            ),
            FpuzzlesError::NotAnObject => say("err-fpuzzles-not-an-object", &[]),
            FpuzzlesError::MissingKey { key } => {
                say("err-fpuzzles-missing-key", &[("key", (*key).into())])
            }
            FpuzzlesError::Size { size } => {
                say("err-fpuzzles-size", &[("size", size.to_string().into())])
            }
            FpuzzlesError::BadValue { key } => {
                say("err-fpuzzles-bad-value", &[("key", key.as_str().into())])
            }
            FpuzzlesError::BadCell { key, cell, size } => say(
                "err-fpuzzles-bad-cell",
                &[
                    ("key", key.as_str().into()),
                    ("cell", Arg::Text(format!("{cell:?}"))),
                    ("size", (*size).into()),
                ],
            ),
            FpuzzlesError::CellInNoRegion { cell } => say(
                "err-fpuzzles-cell-in-no-region",
                &[("cell", cell.as_str().into())],
            ),
            FpuzzlesError::UnsupportedRule { name } => say(
                "err-fpuzzles-unsupported-rule",
                &[("name", name.as_str().into())],
            ),
            FpuzzlesError::Shape(error) => error.localized_in(language),
            FpuzzlesError::Rule(error) => error.localized_in(language),
        }
    }
}
