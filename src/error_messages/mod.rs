//! Every typed error of the engine and the game, told in the interface's language: the
//! [`Localized`] sentences, kept above both the catalogue and the engine so neither imports
//! the other. Each
//! variant has a message in `assets/i18n/<language>/errors.ftl` whose English text is the
//! variant's own `Display` text, so the command line, the logs and the English window read
//! the same (`tests/i18n_errors.rs` checks every variant).
//!
//! What the system says (an I/O error's reason) and what a parser deep inside a save file
//! says are put in as they come: they are facts from elsewhere, not Nonet's sentences.

use crate::formats::FormatError;
use crate::game::instance::InstanceError;
use crate::game::statistics::{
    STATISTICS_VERSION, StatisticsDamage, StatisticsError, StatisticsWarning,
};
use crate::game::{Damage, FORMAT_VERSION, FileError, GameError, SaveTextError, Status};
use crate::generator::{GenerateError, Unmet};
use crate::grid::{BoardError, Conflict, GridError, House, cell_name};
use crate::i18n::{Arg, Localized, text_in};
use crate::lang::Language;
use crate::picture::pdf::PdfError;
use crate::picture::png::PngError;
use crate::picture::print_job::{MAX_BOOKLET_PUZZLES, PrintError};
use crate::solver::SolverError;
use crate::words::level_name_in;
use std::path::Path;

mod fpuzzles;
mod rules;
mod variant;

/// A character as the error messages quote it: `'x'`, with escapes for the invisible.
fn quoted(found: char) -> Arg {
    Arg::Text(format!("{found:?}"))
}

/// A problem with a file, the file named first.
fn in_file(language: Language, path: &Path, problem: String) -> String {
    text_in(
        language,
        "err-in-file",
        &[
            ("path", Arg::Text(path.display().to_string())),
            ("problem", Arg::Text(problem)),
        ],
    )
}

/// A house's name in `language`: "row 3".
pub fn house_name_in(language: Language, unit: House) -> String {
    crate::words::house_name_in(language, unit)
}

impl Localized for Conflict {
    fn localized_in(&self, language: Language) -> String {
        text_in(
            language,
            "err-conflict",
            &[
                ("digit", self.digit.into()),
                ("unit", house_name_in(language, self.unit).into()),
                ("first", cell_name(self.cells[0]).into()),
                ("second", cell_name(self.cells[1]).into()),
            ],
        )
    }
}

impl Localized for Status {
    fn localized_in(&self, language: Language) -> String {
        let id = match self {
            Status::Playing => "err-status-playing",
            Status::Paused => "err-status-paused",
            Status::Solved => "err-status-solved",
            Status::Revealed => "err-status-revealed",
        };
        text_in(language, id, &[])
    }
}

impl Localized for GameError {
    fn localized_in(&self, language: Language) -> String {
        let (id, args): (&str, Vec<(&str, Arg)>) = match self {
            GameError::GivenCell(cell) => {
                ("err-game-given-cell", vec![("cell", cell.as_str().into())])
            }
            GameError::NoSuchCell(number) => {
                ("err-game-no-such-cell", vec![("number", (*number).into())])
            }
            GameError::BadDigit(digit) => ("err-game-bad-digit", vec![("digit", (*digit).into())]),
            GameError::FilledCell(cell) => {
                ("err-game-filled-cell", vec![("cell", cell.as_str().into())])
            }
            GameError::NotPlaying(status) => (
                "err-game-not-playing",
                vec![("status", status.localized_in(language).into())],
            ),
            GameError::BrokenGivens(conflict) => (
                "err-game-broken-givens",
                vec![("conflict", conflict.localized_in(language).into())],
            ),
            GameError::NoSolution => ("err-game-no-solution", vec![]),
            GameError::MultipleSolutions => ("err-game-multiple-solutions", vec![]),
            GameError::WrongAnswer => ("err-game-wrong-answer", vec![]),
            GameError::BadColour(colour) => {
                ("err-game-bad-colour", vec![("colour", (*colour).into())])
            }
            GameError::LiveCandidates => ("err-game-live-candidates", vec![]),
            GameError::NoSuchCheckpoint(number) => (
                "err-game-no-such-checkpoint",
                vec![("number", (*number).into())],
            ),
        };
        text_in(language, id, &args)
    }
}

impl Localized for BoardError {
    fn localized_in(&self, language: Language) -> String {
        match self {
            BoardError::GivenCell(cell) => text_in(
                language,
                "err-game-given-cell",
                &[("cell", cell.as_str().into())],
            ),
            BoardError::BadDigit(digit) => text_in(
                language,
                "err-board-bad-digit",
                &[("digit", (*digit).into())],
            ),
        }
    }
}

impl Localized for GridError {
    fn localized_in(&self, language: Language) -> String {
        match self {
            GridError::WrongLength(found) => text_in(
                language,
                "err-grid-wrong-length",
                &[("found", (*found).into())],
            ),
            GridError::BadChar { column, found } => text_in(
                language,
                "err-grid-bad-char",
                &[("column", (*column).into()), ("found", quoted(*found))],
            ),
            GridError::BadDigit { cell, digit } => text_in(
                language,
                "err-grid-bad-digit",
                &[("cell", cell.as_str().into()), ("digit", (*digit).into())],
            ),
        }
    }
}

impl Localized for SolverError {
    fn localized_in(&self, language: Language) -> String {
        match self {
            SolverError::BadValue { cell, value } => text_in(
                language,
                "err-solver-bad-value",
                &[("cell", (*cell).into()), ("value", (*value).into())],
            ),
        }
    }
}

impl Localized for FormatError {
    fn localized_in(&self, language: Language) -> String {
        let at = |line: &usize, column: &usize| -> Vec<(&'static str, Arg)> {
            vec![("line", (*line).into()), ("column", (*column).into())]
        };
        let with = |mut args: Vec<(&'static str, Arg)>, more: Vec<(&'static str, Arg)>| {
            args.extend(more);
            args
        };
        let (id, args): (&str, Vec<(&str, Arg)>) = match self {
            FormatError::BadChar {
                line,
                column,
                found,
            } => (
                "err-format-bad-char",
                with(at(line, column), vec![("found", quoted(*found))]),
            ),
            FormatError::TooManyCells {
                line,
                column,
                found,
            } => (
                "err-format-too-many-cells",
                with(at(line, column), vec![("found", quoted(*found))]),
            ),
            FormatError::WrongCellCount {
                line,
                column,
                cells,
            } => (
                "err-format-wrong-cell-count",
                with(at(line, column), vec![("cells", (*cells).into())]),
            ),
            FormatError::MarkOutOfPlace {
                line,
                column,
                found,
                place,
            } => (
                "err-format-mark-out-of-place",
                with(
                    at(line, column),
                    vec![("found", quoted(*found)), ("place", (*place).into())],
                ),
            ),
            FormatError::IncompleteGrid { line, rows } => (
                "err-format-incomplete-grid",
                vec![("line", (*line).into()), ("rows", (*rows).into())],
            ),
            FormatError::LineTooLong { line, limit } => (
                "err-format-line-too-long",
                vec![("line", (*line).into()), ("limit", (*limit).into())],
            ),
            FormatError::EndlessLine { line, limit } => (
                "err-format-endless-line",
                vec![("line", (*line).into()), ("limit", (*limit).into())],
            ),
            FormatError::NotUtf8 { line, column, byte } => (
                "err-format-not-utf8",
                with(
                    at(line, column),
                    vec![("byte", Arg::Text(format!("0x{byte:02X}")))],
                ),
            ),
            FormatError::Binary { line, column } => ("err-format-binary", at(line, column)),
            FormatError::NoPuzzle => ("err-format-no-puzzle", vec![]),
            FormatError::Read { line, message } => (
                "err-format-read",
                vec![
                    ("line", (*line).into()),
                    ("reason", message.as_str().into()),
                ],
            ),
            FormatError::Damaged { line, damage } => (
                "err-format-damaged",
                vec![
                    ("line", (*line).into()),
                    ("format", damage.format.name().into()),
                    ("reason", damage.detail.as_str().into()),
                ],
            ),
            FormatError::Open { message } => {
                ("err-format-open", vec![("reason", message.as_str().into())])
            }
            FormatError::Variant { line, error } => (
                "err-file-variant-line",
                vec![
                    ("line", (*line).into()),
                    ("problem", error.localized_in(language).into()),
                ],
            ),
            FormatError::SizedLine { line, error } => (
                "err-file-variant-line",
                vec![
                    ("line", (*line).into()),
                    ("problem", error.localized_in(language).into()),
                ],
            ),
            // The key is the caller's to show (an inline error line starts with it).
            FormatError::Keyed { error, .. } => return error.localized_in(language),
        };
        text_in(language, id, &args)
    }
}

impl Localized for SaveTextError {
    fn localized_in(&self, language: Language) -> String {
        match self {
            SaveTextError::Parse(reason) => text_in(
                language,
                "err-save-parse",
                &[("reason", reason.as_str().into())],
            ),
            SaveTextError::Newer(found) => newer_save(language, *found, FORMAT_VERSION),
            SaveTextError::Invalid(reason) => reason.clone(),
            SaveTextError::Damaged(damage) => damaged(language, damage),
            SaveTextError::TooDeep { line } => too_deep(language, *line),
        }
    }
}

impl Localized for crate::game::SizedSaveError {
    fn localized_in(&self, language: Language) -> String {
        use crate::game::SizedSaveError;
        match self {
            SizedSaveError::Checksum { found, expected } => damaged(
                language,
                &Damage::Checksum {
                    found: *found,
                    expected: *expected,
                },
            ),
            SizedSaveError::UnknownLastLine => damaged(language, &Damage::UnknownLastLine),
            SizedSaveError::Newer(found) => {
                newer_save(language, *found, crate::game::SIZED_FORMAT_VERSION)
            }
            SizedSaveError::Parse(reason) => text_in(
                language,
                "err-save-parse",
                &[("reason", reason.as_str().into())],
            ),
            SizedSaveError::Invalid(reason) => reason.clone(),
        }
    }
}

/// "the save is damaged (its content does not match the checksum …)".
fn damaged(language: Language, damage: &Damage) -> String {
    let reason = match damage {
        Damage::Checksum { found, expected } => text_in(
            language,
            "err-damage-checksum",
            &[
                ("found", Arg::Text(format!("{found:08x}"))),
                ("expected", Arg::Text(format!("{expected:08x}"))),
            ],
        ),
        Damage::UnknownLastLine => text_in(language, "err-damage-unknown-last-line", &[]),
    };
    text_in(language, "err-save-damaged", &[("reason", reason.into())])
}

/// "line 3: brackets are nested too deeply for a Nonet save".
fn too_deep(language: Language, line: usize) -> String {
    text_in(language, "err-save-too-deep", &[("line", line.into())])
}

/// "saved by a newer Nonet (format version 9; this version reads up to 3)".
fn newer_save(language: Language, found: u32, supported: u32) -> String {
    text_in(
        language,
        "err-save-newer",
        &[
            ("found", Arg::Number(found.into())),
            ("supported", Arg::Number(supported.into())),
        ],
    )
}

impl Localized for FileError {
    fn localized_in(&self, language: Language) -> String {
        let (path, problem) = file_problem_in(self, language);
        in_file(language, path, problem)
    }
}

/// The file a [`FileError`] is about and what is wrong with it in `language`, apart: for a
/// caller that names the file its own way (the command line puts the input's name first).
pub fn file_problem_in(error: &FileError, language: Language) -> (&Path, String) {
    match error {
        FileError::Io { path, source } => (path, source.to_string()),
        FileError::Parse { path, message } => (
            path,
            text_in(
                language,
                "err-file-parse",
                &[("reason", message.as_str().into())],
            ),
        ),
        FileError::NewerVersion {
            path,
            found,
            supported,
        } => (path, newer_save(language, *found, *supported)),
        FileError::Invalid { path, reason } => (path, reason.clone()),
        FileError::Puzzle { path, line, error } => (
            path,
            text_in(
                language,
                "err-file-puzzle",
                &[
                    ("line", (*line).into()),
                    ("problem", error.localized_in(language).into()),
                ],
            ),
        ),
        FileError::Variant { path, line, error } => (
            path,
            text_in(
                language,
                "err-file-variant-line",
                &[
                    ("line", (*line).into()),
                    ("problem", error.localized_in(language).into()),
                ],
            ),
        ),
        FileError::NoSuchPuzzle { path, number } => (
            path,
            text_in(
                language,
                "err-file-no-such-puzzle",
                &[("number", (*number).into())],
            ),
        ),
        FileError::NotNineByNine { path, number } => (
            path,
            text_in(
                language,
                "err-file-not-nine-by-nine",
                &[("number", (*number).into())],
            ),
        ),
        FileError::Damaged { path, reason } => (path, damaged(language, reason)),
        FileError::TooDeep { path, line } => (path, too_deep(language, *line)),
        FileError::NotAFile { path, kind } => (path, text_in(language, kind.message_id(), &[])),
    }
}

impl Localized for StatisticsError {
    fn localized_in(&self, language: Language) -> String {
        match self {
            StatisticsError::Io { path, source } => in_file(language, path, source.to_string()),
            StatisticsError::Damaged { path, reason } => {
                in_file(language, path, reason.localized_in(language))
            }
            StatisticsError::Newer { path, found } => in_file(
                language,
                path,
                text_in(
                    language,
                    "err-statistics-newer",
                    &[
                        ("found", Arg::Number((*found).into())),
                        ("supported", Arg::Number(STATISTICS_VERSION.into())),
                    ],
                ),
            ),
        }
    }
}

impl Localized for StatisticsDamage {
    fn localized_in(&self, language: Language) -> String {
        match self {
            StatisticsDamage::NotText => text_in(language, "err-statistics-not-text", &[]),
            StatisticsDamage::NoChecksum => text_in(language, "err-statistics-no-checksum", &[]),
            StatisticsDamage::Checksum { found, expected } => text_in(
                language,
                "err-statistics-checksum",
                &[
                    ("found", Arg::Text(format!("{found:08x}"))),
                    ("expected", Arg::Text(format!("{expected:08x}"))),
                ],
            ),
            StatisticsDamage::Parse(reason) => text_in(
                language,
                "err-statistics-parse",
                &[("reason", reason.as_str().into())],
            ),
        }
    }
}

impl Localized for StatisticsWarning {
    fn localized_in(&self, language: Language) -> String {
        match self {
            StatisticsWarning::KeptAside { error, aside } => text_in(
                language,
                "err-statistics-kept-aside",
                &[
                    ("error", Arg::Text(error.localized_in(language))),
                    ("aside", Arg::Text(aside.display().to_string())),
                ],
            ),
            StatisticsWarning::NotMoved { error, rename } => text_in(
                language,
                "err-statistics-not-moved",
                &[
                    ("error", Arg::Text(error.localized_in(language))),
                    ("rename", Arg::Text(rename.to_string())),
                ],
            ),
        }
    }
}

impl Localized for crate::setter::DraftFileError {
    fn localized_in(&self, language: Language) -> String {
        use crate::setter::DraftFileError;
        match self {
            DraftFileError::NotText => text_in(language, "err-draft-not-text", &[]),
            DraftFileError::Parse { line, reason } => text_in(
                language,
                "err-draft-parse",
                &[
                    ("line", Arg::Number((*line as u32).into())),
                    ("reason", reason.as_str().into()),
                ],
            ),
            DraftFileError::Newer { found, supported } => text_in(
                language,
                "err-draft-newer",
                &[
                    ("found", Arg::Number((*found).into())),
                    ("supported", Arg::Number((*supported).into())),
                ],
            ),
            DraftFileError::Givens => text_in(language, "err-draft-givens", &[]),
            DraftFileError::Regions => text_in(language, "err-draft-regions", &[]),
            DraftFileError::Cage { number } => text_in(
                language,
                "err-draft-cage",
                &[("number", Arg::Number((*number as u32).into()))],
            ),
            DraftFileError::Drawn(error) => text_in(
                language,
                "err-draft-drawn",
                &[("error", error.localized_in(language).into())],
            ),
            DraftFileError::SizedSymbol { symbol, size } => text_in(
                language,
                "err-draft-sized-symbol",
                &[
                    ("symbol", symbol.to_string().into()),
                    ("size", Arg::Number(u32::from(*size).into())),
                ],
            ),
            DraftFileError::SizedShape(error) => error.localized_in(language),
            DraftFileError::SizedGivens { cells } => text_in(
                language,
                "err-draft-sized-givens",
                &[("cells", Arg::Number((*cells as u32).into()))],
            ),
            DraftFileError::OtherSize => text_in(language, "err-draft-other-size", &[]),
        }
    }
}

impl Localized for InstanceError {
    fn localized_in(&self, language: Language) -> String {
        match self {
            InstanceError::Io { path, source } => in_file(language, path, source.to_string()),
            InstanceError::NoAnswer { dir } => text_in(
                language,
                "err-instance-no-answer",
                &[("folder", Arg::Text(dir.display().to_string()))],
            ),
        }
    }
}

impl Localized for crate::setter::PatternError {
    fn localized_in(&self, language: Language) -> String {
        use crate::setter::PatternError;
        match self {
            PatternError::Character {
                found,
                line,
                column,
            } => text_in(
                language,
                "err-pattern-character",
                &[
                    ("found", quoted(*found)),
                    ("line", (*line).into()),
                    ("column", (*column).into()),
                ],
            ),
            PatternError::Length { found } => text_in(
                language,
                "err-pattern-length",
                &[("found", (*found).into())],
            ),
        }
    }
}

impl Localized for GenerateError {
    fn localized_in(&self, language: Language) -> String {
        match self {
            GenerateError::Cancelled => text_in(language, "err-generate-cancelled", &[]),
            GenerateError::GaveUp {
                level,
                attempts,
                unmet,
            } => text_in(
                language,
                match unmet {
                    Unmet::Level => "err-generate-gave-up",
                    Unmet::Technique => "err-generate-gave-up-technique",
                    Unmet::Score => "err-generate-gave-up-score",
                    Unmet::Givens => "err-generate-gave-up-givens",
                },
                &[
                    ("level", level_name_in(language, *level).into()),
                    ("attempts", Arg::Number((*attempts).into())),
                ],
            ),
        }
    }
}

impl Localized for PdfError {
    fn localized_in(&self, language: Language) -> String {
        match self {
            PdfError::BadPage {
                page,
                width,
                height,
            } => text_in(
                language,
                "err-pdf-bad-page",
                &[
                    ("page", (*page).into()),
                    ("width", Arg::Text(width.to_string())),
                    ("height", Arg::Text(height.to_string())),
                ],
            ),
            PdfError::Write(reason) => text_in(
                language,
                "err-pdf-write",
                &[("reason", reason.as_str().into())],
            ),
            PdfError::Io(error) => text_in(
                language,
                "err-pdf-write",
                &[("reason", error.to_string().into())],
            ),
        }
    }
}

impl Localized for PrintError {
    fn localized_in(&self, language: Language) -> String {
        match self {
            PrintError::Empty => text_in(language, "err-print-empty", &[]),
            PrintError::TooMany => text_in(
                language,
                "err-print-too-many",
                &[("max", MAX_BOOKLET_PUZZLES.into())],
            ),
            PrintError::NoSolution { number } => text_in(
                language,
                "err-print-no-solution",
                &[("number", (*number).into())],
            ),
            PrintError::NotUnique { number } => text_in(
                language,
                "err-print-not-unique",
                &[("number", (*number).into())],
            ),
            PrintError::Generate(error) => error.localized_in(language),
            PrintError::GenerateSized { number, reason } => text_in(
                language,
                "err-print-generate-sized",
                &[
                    ("number", (*number).into()),
                    ("reason", reason.as_str().into()),
                ],
            ),
            PrintError::Pdf(error) => error.localized_in(language),
        }
    }
}

impl Localized for PngError {
    fn localized_in(&self, language: Language) -> String {
        match self {
            PngError::BadSize { width, height } => text_in(
                language,
                "err-png-bad-size",
                &[
                    ("width", Arg::Number((*width).into())),
                    ("height", Arg::Number((*height).into())),
                ],
            ),
            PngError::Encode(reason) => text_in(
                language,
                "err-png-encode",
                &[("reason", reason.as_str().into())],
            ),
        }
    }
}
