//! The errors of f-puzzles and SudokuPad links and JSON in each language: one sample of each
//! variant of [`FpuzzlesError`].

use super::{Sample, add};
use nonet::formats::fpuzzles::FpuzzlesError;
use nonet::shape::ShapeError;

/// One error of each variant of [`FpuzzlesError`].
pub(crate) fn add_fpuzzles_errors(out: &mut Vec<Sample>) {
    add(
        out,
        FpuzzlesError::LinkTooLong {
            bytes: 2_000_000,
            limit: 1_048_576,
        },
        &["2000000", "1048576"],
    );
    add(out, FpuzzlesError::NoPayload, &["load="]);
    add(
        out,
        FpuzzlesError::NotSelfContained {
            id: "abc123".into(),
        },
        &["abc123", "SudokuPad", "fpuzzles"],
    );
    add(out, FpuzzlesError::NotDecompressible, &[]);
    add(
        out,
        FpuzzlesError::TooLong { units: 4_000_000 },
        &["4000000"],
    );
    add(
        out,
        FpuzzlesError::Json {
            line: 3,
            column: 17,
        },
        &["3", "17", "JSON"],
    );
    add(out, FpuzzlesError::NotAnObject, &["JSON", "f-puzzles"]);
    add(out, FpuzzlesError::MissingKey { key: "grid" }, &["grid"]);
    add(out, FpuzzlesError::Size { size: 30 }, &["30", "4", "16"]);
    add(
        out,
        FpuzzlesError::BadValue {
            key: "killercage".into(),
        },
        &["killercage"],
    );
    add(
        out,
        FpuzzlesError::BadCell {
            key: "killercage".into(),
            cell: "R0C1".into(),
            size: 9,
        },
        &["killercage", "\"R0C1\"", "R9C9"],
    );
    add(
        out,
        FpuzzlesError::CellInNoRegion {
            cell: "R2C3".into(),
        },
        &["R2C3"],
    );
    add(
        out,
        FpuzzlesError::UnsupportedRule {
            name: "fogofwar".into(),
        },
        &["fogofwar"],
    );
    add(
        out,
        FpuzzlesError::Shape(ShapeError::NoBoxes { size: 7 }),
        &["7"],
    );
}
