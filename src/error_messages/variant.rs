//! Why a variant line was refused, told in the interface's language: each
//! [`VariantError`] has a message in `errors.ftl` whose English text is its `Display` text
//! (`tests/i18n_errors.rs` checks each one).

use crate::grid::cell_name;
use crate::i18n::{Arg, Localized, text_in};
use crate::lang::Language;
use crate::variant::{Field, VariantError};
use crate::words::house_name_in;

/// A field's name in the language: "cage sums".
fn field_name_in(language: Language, field: Field) -> Arg {
    let id = match field {
        Field::Givens => "err-variant-field-givens",
        Field::Regions => "err-variant-field-regions",
        Field::Cages => "err-variant-field-cages",
        Field::Sums => "err-variant-field-sums",
    };
    Arg::Text(text_in(language, id, &[]))
}

/// A cage, named by its first cell: "the cage starting at r1c4".
fn cage_in(language: Language, first_cell: usize) -> Arg {
    Arg::Text(text_in(
        language,
        "err-variant-cage-at",
        &[("cell", cell_name(first_cell).into())],
    ))
}

/// A character or text as the messages quote it, with escapes for the invisible.
fn quoted(found: impl std::fmt::Debug) -> Arg {
    Arg::Text(format!("{found:?}"))
}

impl Localized for VariantError {
    fn localized_in(&self, language: Language) -> String {
        let say = |id: &str, args: &[(&str, Arg)]| text_in(language, id, args);
        match self {
            VariantError::UnknownVariant { prefix } => {
                say("err-variant-unknown", &[("prefix", quoted(prefix))])
            }
            VariantError::MissingField(field) => say(
                "err-variant-missing",
                &[("field", field_name_in(language, *field))],
            ),
            VariantError::ExtraField { after } => say(
                "err-variant-extra",
                &[("after", field_name_in(language, *after))],
            ),
            VariantError::WrongLength { field, found } => say(
                "err-variant-length",
                &[
                    ("field", field_name_in(language, *field)),
                    ("found", (*found).into()),
                ],
            ),
            VariantError::BadGiven { position, found } => say(
                "err-variant-given",
                &[("position", (*position).into()), ("found", quoted(found))],
            ),
            VariantError::BadRegionId { cell, found } => say(
                "err-variant-region-id",
                &[("cell", cell_name(*cell).into()), ("found", quoted(found))],
            ),
            VariantError::RegionSize { region, size } => say(
                "err-variant-region-size",
                &[
                    ("region", (usize::from(*region) + 1).into()),
                    ("size", (*size).into()),
                ],
            ),
            VariantError::DisconnectedRegion { region } => say(
                "err-variant-region-disconnected",
                &[("region", (usize::from(*region) + 1).into())],
            ),
            VariantError::EmptyCage => say("err-variant-empty-cage", &[]),
            VariantError::CellOutsideGrid { cell } => {
                say("err-variant-cell-outside", &[("cell", (*cell).into())])
            }
            VariantError::CellInTwoCages { cell } => say(
                "err-variant-two-cages",
                &[("cell", cell_name(*cell).into())],
            ),
            VariantError::DisconnectedCage { first_cell } => say(
                "err-variant-cage-disconnected",
                &[("cage", cage_in(language, *first_cell))],
            ),
            VariantError::SumCount { cages, sums } => say(
                "err-variant-sum-count",
                &[("cages", (*cages).into()), ("sums", (*sums).into())],
            ),
            VariantError::BadSum { position, text } => say(
                "err-variant-bad-sum",
                &[("position", (*position).into()), ("text", quoted(text))],
            ),
            VariantError::ImpossibleSum {
                first_cell,
                size,
                sum,
            } => say(
                "err-variant-impossible-sum",
                &[
                    ("cage", cage_in(language, *first_cell)),
                    ("size", (*size).into()),
                    ("sum", Arg::Text(sum.to_string())),
                ],
            ),
            VariantError::Clash {
                digit,
                house,
                cells,
            } => say(
                "err-variant-clash",
                &[
                    ("digit", (*digit).into()),
                    ("house", house_name_in(language, *house).into()),
                    ("first", cell_name(cells[0]).into()),
                    ("second", cell_name(cells[1]).into()),
                ],
            ),
            VariantError::CageRepeat {
                digit,
                first_cell,
                cells,
            } => say(
                "err-variant-cage-repeat",
                &[
                    ("digit", (*digit).into()),
                    ("cage", cage_in(language, *first_cell)),
                    ("first", cell_name(cells[0]).into()),
                    ("second", cell_name(cells[1]).into()),
                ],
            ),
        }
    }
}

impl Localized for crate::setter::DraftError {
    fn localized_in(&self, language: Language) -> String {
        use crate::setter::DraftError;
        use crate::variant::AsRulesError;
        match self {
            DraftError::Variant(error) => error.localized_in(language),
            DraftError::Rules(error) | DraftError::AsRules(AsRulesError::Rule(error)) => {
                error.localized_in(language)
            }
            DraftError::AsRules(AsRulesError::Shape(error)) => error.localized_in(language),
        }
    }
}
