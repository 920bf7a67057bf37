//! Why a puzzle of the generic engine was refused, told in the interface's language: each
//! [`LineError`], [`ShapeError`], [`RuleError`] and [`CanonError`] has a message in `errors.ftl` whose English
//! text is its `Display` text (`tests/i18n_errors.rs` checks each one). Regions and rules are
//! counted from 1 there, as people count them; cells keep the engine's index, since the errors
//! that name one do not all know the grid's width.

use crate::i18n::{Arg, Localized, text_in};
use crate::lang::Language;
use crate::logic::notation::cell_name_on;
use crate::rules::RuleError;
use crate::rules::text::{LineError, LineField};
use crate::shape::canon::CanonError;
use crate::shape::{MAX_SIZE, MIN_SIZE, ShapeError};

/// A part of a jigsaw line named in the language: "region ids".
fn field_name_in(language: Language, field: LineField) -> Arg {
    let id = match field {
        LineField::Givens => "err-line-field-givens",
        LineField::Regions => "err-line-field-regions",
    };
    Arg::Text(text_in(language, id, &[]))
}

/// A character or text as the messages quote it, with escapes for the invisible.
fn quoted(found: impl std::fmt::Debug) -> Arg {
    Arg::Text(format!("{found:?}"))
}

/// A number the engine counts from 0, as the sentence counts it: from 1.
fn from_one(index: usize) -> Arg {
    index.saturating_add(1).into()
}

impl Localized for LineError {
    fn localized_in(&self, language: Language) -> String {
        let say = |id: &str, args: &[(&str, Arg)]| text_in(language, id, args);
        match self {
            LineError::NotABoxedLength { found } => {
                say("err-line-not-boxed-length", &[("found", (*found).into())])
            }
            LineError::NotASquare { found } => {
                say("err-line-not-square", &[("found", (*found).into())])
            }
            LineError::RegionCount { expected, found } => say(
                "err-line-region-count",
                &[("expected", (*expected).into()), ("found", (*found).into())],
            ),
            LineError::BadSymbol {
                field,
                position,
                found,
                size,
            } => say(
                "err-line-bad-symbol",
                &[
                    ("field", field_name_in(language, *field)),
                    ("position", (*position).into()),
                    ("found", quoted(found)),
                    ("size", (*size).into()),
                ],
            ),
            LineError::UnknownPrefix { prefix } => {
                say("err-line-unknown-prefix", &[("prefix", quoted(prefix))])
            }
            LineError::MissingRegions => say("err-line-missing-regions", &[]),
            LineError::ExtraField => say("err-line-extra-field", &[]),
            LineError::Shape(error) => error.localized_in(language),
            LineError::Rules(error) => error.localized_in(language),
        }
    }
}

impl Localized for ShapeError {
    fn localized_in(&self, language: Language) -> String {
        let say = |id: &str, args: &[(&str, Arg)]| text_in(language, id, args);
        match self {
            ShapeError::SizeOutOfRange { size } => say(
                "err-shape-size-out-of-range",
                &[
                    ("min", MIN_SIZE.into()),
                    ("max", MAX_SIZE.into()),
                    ("size", (*size).into()),
                ],
            ),
            ShapeError::NoBoxes { size } => say("err-shape-no-boxes", &[("size", (*size).into())]),
            ShapeError::WrongLabelCount { expected, found } => say(
                "err-shape-label-count",
                &[("expected", (*expected).into()), ("found", (*found).into())],
            ),
            ShapeError::LabelOutOfRange { cell, label, last } => say(
                "err-shape-label-out-of-range",
                &[
                    ("cell", (*cell).into()),
                    ("region", from_one(usize::from(*label))),
                    ("regions", from_one(*last)),
                ],
            ),
            ShapeError::RegionSize {
                region,
                expected,
                found,
            } => say(
                "err-shape-region-size",
                &[
                    ("region", from_one(*region)),
                    ("expected", (*expected).into()),
                    ("found", (*found).into()),
                ],
            ),
            ShapeError::DisconnectedRegion { region, pieces } => say(
                "err-shape-region-disconnected",
                &[("region", from_one(*region)), ("pieces", (*pieces).into())],
            ),
        }
    }
}

impl Localized for RuleError {
    fn localized_in(&self, language: Language) -> String {
        let say = |id: &str, args: &[(&str, Arg)]| text_in(language, id, args);
        match self {
            RuleError::WrongGivenCount { expected, found } => say(
                "err-rule-given-count",
                &[("expected", (*expected).into()), ("found", (*found).into())],
            ),
            RuleError::DigitOutOfRange { cell, digit, size } => say(
                "err-rule-digit-out-of-range",
                &[
                    ("cell", (*cell).into()),
                    ("digit", (*digit).into()),
                    ("size", (*size).into()),
                ],
            ),
            RuleError::CellOutOfRange { cell, cells } => say(
                "err-rule-cell-out-of-range",
                &[("cell", (*cell).into()), ("cells", (*cells).into())],
            ),
            RuleError::RepeatedCell { cell } => {
                say("err-rule-repeated-cell", &[("cell", (*cell).into())])
            }
            RuleError::RegionSize { expected, found } => say(
                "err-rule-region-size",
                &[("expected", (*expected).into()), ("found", (*found).into())],
            ),
            RuleError::CageSize { cells, size } => say(
                "err-rule-cage-size",
                &[("cells", (*cells).into()), ("size", (*size).into())],
            ),
            RuleError::ImpossibleSum {
                cells,
                sum,
                min,
                max,
            } => say(
                "err-rule-impossible-sum",
                &[
                    ("cells", (*cells).into()),
                    ("sum", Arg::Number((*sum).into())),
                    ("min", Arg::Number((*min).into())),
                    ("max", Arg::Number((*max).into())),
                ],
            ),
            RuleError::RuleTooShort { cells, least } => say(
                "err-rule-too-short",
                &[("cells", (*cells).into()), ("least", (*least).into())],
            ),
            RuleError::RuleTooLong { cells, most } => say(
                "err-rule-too-long",
                &[("cells", (*cells).into()), ("most", (*most).into())],
            ),
            RuleError::ImpossibleClue { value } => say(
                "err-rule-impossible-clue",
                &[("value", Arg::Number((*value).into()))],
            ),
            RuleError::NeedsThirds { size } => {
                say("err-rule-needs-thirds", &[("size", (*size).into())])
            }
            RuleError::RepeatedGiven {
                digit,
                first,
                second,
                size,
            } => say(
                "err-rule-repeated-given",
                &[
                    ("digit", (*digit).into()),
                    ("first", cell_name_on(*first, *size).into()),
                    ("second", cell_name_on(*second, *size).into()),
                ],
            ),
            RuleError::GivensBreakRule { rule } => {
                say("err-rule-givens-break-rule", &[("rule", from_one(*rule))])
            }
        }
    }
}

impl Localized for CanonError {
    fn localized_in(&self, language: Language) -> String {
        let say = |id: &str, args: &[(&str, Arg)]| text_in(language, id, args);
        match self {
            CanonError::NoBoxes => say("err-canon-no-boxes", &[]),
            CanonError::WrongCellCount { expected, found } => say(
                "err-canon-cell-count",
                &[("expected", (*expected).into()), ("found", (*found).into())],
            ),
            CanonError::BadGivens { size } => {
                say("err-canon-bad-givens", &[("size", (*size).into())])
            }
            CanonError::TooManyTies => say("err-canon-too-many-ties", &[]),
        }
    }
}

impl Localized for crate::setter::ToolError {
    fn localized_in(&self, language: Language) -> String {
        use crate::setter::ToolError;
        match self {
            ToolError::TooFewCells { least } => text_in(
                language,
                "err-tool-too-few-cells",
                &[("least", Arg::from(*least))],
            ),
            ToolError::NotALine => text_in(language, "err-tool-not-a-line", &[]),
            ToolError::NotNeighbours => text_in(language, "err-tool-not-neighbours", &[]),
            ToolError::NotOneLine => text_in(language, "err-tool-not-one-line", &[]),
            ToolError::NotADiagonal => text_in(language, "err-tool-not-a-diagonal", &[]),
            ToolError::NeedsNumber => text_in(language, "err-tool-needs-number", &[]),
        }
    }
}
