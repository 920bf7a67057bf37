//! Saving and loading games (`.nonet` files, RON text) and reading plain puzzle text.
//!
//! A save names cells the way people do (`r3c5`) and writes grids as 81-character
//! lines, so the file stays readable. Its last line is a RON comment holding a CRC-32 of
//! everything before it, so a damaged file is refused rather than loaded as a different
//! game (older saves without that line still load). Writes are atomic: a temporary file in
//! the same folder is written, flushed to disk and renamed over the target (`safe_files`).

use super::clock;
use super::history::{
    self, HISTORY_BYTES, MAX_CHECKPOINTS, MAX_LABEL_BYTES, StepIn, StepOut, Walk,
};
use super::safe_files::{ReadError, read_regular_file, special_file_at, write_atomically};
use super::save_checksum::{CHECKSUM_PREFIX, Trailer, crc32, split_trailer};
use super::save_marks::{
    marks_from_text, marks_text, notes_from_text, notes_text, parse_cell_name,
};
use super::{Assistance, Checkpoint, Clock, Game, GameError, InputMode, Marks, Metadata, Status};
use crate::formats::{self, MAX_METADATA_BYTES, PuzzleFormat};
use crate::grid::{Board, CELLS, Grid, cell_name};
use crate::logic::Rating;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The save format version this build writes; files with a higher number are refused.
///
/// Version 2 keeps every field of a puzzle's metadata (description, date, level, URL too);
/// version 1 saves, with title, author, source and comment only, load unchanged.
/// Version 3 adds each cell's marks (corner marks, colour, candidate colours, candidates
/// struck out under live candidates) to the position and the history, the checkpoints, the
/// input mode, whether the givens allow several solutions, and `assistance`: the hints,
/// mistakes and checks counted and the help that keeps a game out of the records (older
/// saves take it from their history).
/// Version 4 adds `variant`, the rules of a variant game (X, Windoku, Jigsaw, Killer) as its
/// puzzle line, and the variant hints of its history; classic saves write no `variant` and
/// older saves load as classic games.
/// Version 5 adds `selected`, the cell the player had selected (its name, `r3c5`), so a
/// resumed game comes back where it was left; older saves open with the centre selected.
/// Version 6 writes each step of the history on one line, each cell change as a short
/// string of only the parts it changed (`"r1c2 n->1234"`, see `history.rs`), and leaves out
/// statuses that stay `Playing`; older saves, which wrote every field, load unchanged.
/// Version 7 keeps a variant game's hints as every hint is kept (`ApplyHint`, with the
/// houses and candidates of the pattern, a house being a region, a diagonal or a window
/// too), names them by the one list of techniques (a variant's locked candidates are
/// `Pointing` or `Claiming`, killer techniques such as `CageCombinations` join it), and a
/// variant game's rating names its hardest technique. Older saves load: `ApplyVariantHint`
/// reads as `ApplyHint` without houses or pattern, `LockedCandidates` as `Pointing`.
/// Version 8 marks a practice position's game (`practice: true`), so that it stays out of
/// the statistics after a restart; older saves load as games that are not practice.
/// Version 9 keeps each step's time on the game's clock (`at_ms`), so a solve can be
/// replayed, and marks an exported replay (`replay: true`), which opens in replay mode; older
/// saves load with steps without times, replayed in move order.
pub const FORMAT_VERSION: u32 = 9;

/// Largest file the loader reads: above [`LARGEST_SAVE_BYTES`], so every save Nonet writes
/// loads again, and anything bigger is not a save.
pub(super) const MAX_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// Most bytes RON writes for a string's byte: a control character U+001F is `\u{1f}`.
pub(super) const ESCAPED_BYTES_PER_BYTE: usize = 6;

/// Most bytes a position (entries, notes and marks at their fullest) takes (tests measure).
pub(super) const POSITION_BYTES: usize = 16 * 1024;

/// The most a save Nonet writes can take, from the bounds on what a game holds: history,
/// metadata fields of escaped characters, checkpoints with the longest labels, and the
/// position with room for the rest (grids, a variant's line, the rating).
pub(super) const LARGEST_SAVE_BYTES: usize = HISTORY_BYTES
    + Metadata::TAGS.len() * MAX_METADATA_BYTES * ESCAPED_BYTES_PER_BYTE
    + MAX_CHECKPOINTS * (MAX_LABEL_BYTES * ESCAPED_BYTES_PER_BYTE + POSITION_BYTES)
    + 2 * POSITION_BYTES;

const _: () = assert!((LARGEST_SAVE_BYTES as u64) < MAX_FILE_BYTES);

/// Why a game could not be saved or loaded.
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    /// The file system refused.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// The text is neither a Nonet save nor a puzzle line.
    #[error("{}: not a Nonet save or puzzle ({message})", path.display())]
    Parse {
        /// The file.
        path: PathBuf,
        /// What was wrong.
        message: String,
    },
    /// A variant line (`x:`, `windoku:`, `jigsaw:`, `killer:`) that does not read.
    #[error("{}: line {line}: {error}", path.display())]
    Variant {
        /// The file.
        path: PathBuf,
        /// The line, from 1.
        line: usize,
        /// What is wrong with it.
        error: crate::variant::VariantError,
    },
    /// A save from a newer Nonet.
    #[error(
        "{}: saved by a newer Nonet (format version {found}; this version reads up to {supported})",
        path.display()
    )]
    NewerVersion {
        /// The file.
        path: PathBuf,
        /// The version the file declares.
        found: u32,
        /// The newest version this build reads.
        supported: u32,
    },
    /// The file parses but describes an impossible game.
    #[error("{}: {reason}", path.display())]
    Invalid {
        /// The file.
        path: PathBuf,
        /// What is impossible.
        reason: String,
    },
    /// A puzzle in the file cannot be played: it breaks the rules, or has no solution or
    /// more than one.
    #[error("{}: the puzzle on line {line}: {error}", path.display())]
    Puzzle {
        /// The file.
        path: PathBuf,
        /// The 1-based line the puzzle starts on.
        line: usize,
        /// Why it cannot be played.
        error: GameError,
    },
    /// A puzzle number past the end of a collection.
    #[error("{}: there is no puzzle number {number}", path.display())]
    NoSuchPuzzle {
        /// The file.
        path: PathBuf,
        /// The 1-based number asked for.
        number: usize,
    },
    /// A puzzle of a collection whose size is not 9x9, asked for as a 9x9 game.
    #[error("{}: puzzle number {number} is not 9x9; it plays on the board of its own size", path.display())]
    NotNineByNine {
        /// The file.
        path: PathBuf,
        /// The 1-based number asked for.
        number: usize,
    },
    /// The path holds a folder, FIFO, device or socket rather than a file, so it was not read.
    #[error("{}: this is {kind}, not a regular file, so it was not read", path.display())]
    NotAFile {
        /// The path.
        path: PathBuf,
        /// What stands there.
        kind: super::SpecialFile,
    },
    /// Brackets nested deeper than a save nests them.
    #[error("{}: line {line}: brackets are nested too deeply for a Nonet save", path.display())]
    TooDeep {
        /// The file.
        path: PathBuf,
        /// The line, from 1, where reading stopped.
        line: usize,
    },
    /// The save's checksum line does not match its content: the file was damaged, cut
    /// short or edited.
    #[error("{}: the save is damaged ({reason})", path.display())]
    Damaged {
        /// The file.
        path: PathBuf,
        /// What did not match.
        reason: Damage,
    },
}

/// Refuses a time no game takes (the clock saves at most [`clock::MAX_ELAPSED`]).
fn check_elapsed(field: &str, ms: u64) -> Result<(), SaveTextError> {
    if u128::from(ms) <= clock::MAX_ELAPSED.as_millis() {
        Ok(())
    } else {
        Err(SaveTextError::Invalid(format!(
            "{field}: {ms} ms is more than {} hours",
            clock::MAX_ELAPSED.as_secs() / 3600
        )))
    }
}

/// The on-disk shape of a saved game; a step of its history is `Step` (`StepOut` written,
/// `StepIn` read: see `history.rs`).
#[derive(Serialize, Deserialize)]
#[serde(bound(serialize = "Step: Serialize", deserialize = "Step: Deserialize<'de>"))]
struct SaveFile<Step> {
    format_version: u32,
    givens: String,
    entries: String,
    solution: String,
    #[serde(default)]
    notes: BTreeMap<String, String>,
    #[serde(default)]
    rating: Option<Rating>,
    status: Status,
    #[serde(default)]
    elapsed_ms: u64,
    #[serde(default)]
    metadata: Metadata,
    #[serde(default)]
    undo: Vec<Step>,
    #[serde(default)]
    redo: Vec<Step>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    marks: BTreeMap<String, Marks>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    checkpoints: Vec<CheckpointText>,
    #[serde(default)]
    input_mode: InputMode,
    #[serde(default, skip_serializing_if = "is_false")]
    several_solutions: bool,
    /// A practice position, kept so that an autosave reopened stays out of the statistics.
    #[serde(default, skip_serializing_if = "is_false")]
    practice: bool,
    /// An exported replay (version 9): it opens to be watched, not played.
    #[serde(default, skip_serializing_if = "is_false")]
    replay: bool,
    /// Absent from saves before version 3; then worked out from the history.
    #[serde(default)]
    assistance: Option<Assistance>,
    /// A variant game's puzzle line (version 4); absent for classic games.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    variant: Option<String>,
    /// The selected cell's name (version 5).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    selected: Option<String>,
}

fn is_false(flag: &bool) -> bool {
    !flag
}

/// A checkpoint as a save writes it: its position in the same forms as the game's.
#[derive(Serialize, Deserialize)]
struct CheckpointText {
    label: String,
    #[serde(default)]
    elapsed_ms: u64,
    entries: String,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    notes: BTreeMap<String, String>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    marks: BTreeMap<String, Marks>,
}

/// Only the version, read first so that a newer file is refused with a clear message
/// rather than a confusing parse error.
#[derive(Deserialize)]
struct VersionProbe {
    format_version: u32,
}

impl Game {
    /// The game as `.nonet` text (RON).
    pub fn to_save_text(&self) -> String {
        let notes = notes_text(&self.notes);
        let checkpoints = self
            .checkpoints
            .iter()
            .map(|c| CheckpointText {
                label: c.label.clone(),
                elapsed_ms: c.elapsed_ms,
                entries: c.entries.to_line(),
                notes: notes_text(&c.notes),
                marks: marks_text(&c.marks),
            })
            .collect();
        let mut metadata = self.metadata.clone();
        // `metadata_mut` may have lengthened a field: the save holds what loading keeps.
        metadata.cut_to_bound();
        let file = SaveFile {
            format_version: FORMAT_VERSION,
            givens: self.givens().to_line(),
            entries: self.entries().to_line(),
            solution: self.solution.to_line(),
            notes,
            rating: self.rating,
            status: self.status,
            elapsed_ms: clock::saved_ms(self.elapsed()),
            metadata,
            undo: self.undo.iter().map(StepOut).collect(),
            redo: self.redo.iter().map(StepOut).collect(),
            marks: marks_text(&self.marks),
            checkpoints,
            input_mode: self.input_mode,
            several_solutions: self.several_solutions,
            practice: self.practice,
            replay: self.replay,
            assistance: Some(self.assistance),
            variant: self.variant().map(crate::variant::write_line),
            selected: self.cursor.map(|cell| cell_name(usize::from(cell))),
        };
        // Serialising plain strings, numbers and enums into a String cannot fail.
        let mut text =
            ron::ser::to_string_pretty(&file, history::save_layout()).unwrap_or_default();
        text.push('\n');
        let checksum = crc32(text.as_bytes());
        text.push_str(&format!("{CHECKSUM_PREFIX}{checksum:08x}\n"));
        text
    }

    /// Reads a game from `.nonet` text; `Err` says what is wrong (a newer version is
    /// reported as such).
    pub fn from_save_text(text: &str) -> Result<Game, SaveTextError> {
        let newer = |text: &str| match ron::from_str::<VersionProbe>(text) {
            Ok(probe) if probe.format_version > FORMAT_VERSION => Some(probe.format_version),
            _ => None,
        };
        match split_trailer(text) {
            Trailer::Absent => {}
            Trailer::Checksum { body, expected } => {
                let found = crc32(body.as_bytes());
                if found != expected {
                    // A mismatch is damage even when the version reads higher: the version
                    // itself may be the damaged byte.
                    return Err(SaveTextError::Damaged(Damage::Checksum { found, expected }));
                }
            }
            Trailer::Unknown => {
                // A newer Nonet may end its saves differently; say so rather than "damaged".
                if let Some(found) = newer(text) {
                    return Err(SaveTextError::Newer(found));
                }
                return Err(SaveTextError::Damaged(Damage::UnknownLastLine));
            }
        }
        // One full parse; the version alone is read only when that fails, to tell a newer
        // format from a broken file. (Probing first doubled the load time of long games.)
        let file: SaveFile<StepIn> = match ron::from_str(text) {
            Ok(file) => file,
            Err(e) => {
                return Err(match newer(text) {
                    Some(found) => SaveTextError::Newer(found),
                    // RON's own words for this advise a programmer; the player gets plain ones.
                    None if e.code == ron::Error::ExceededRecursionLimit => {
                        SaveTextError::TooDeep {
                            line: e.span.start.line,
                        }
                    }
                    None => SaveTextError::Parse(e.to_string()),
                });
            }
        };
        check_elapsed("elapsed_ms", file.elapsed_ms)?;
        if file.format_version > FORMAT_VERSION {
            return Err(SaveTextError::Newer(file.format_version));
        }
        let grid = |name: &str, line: &str| -> Result<Grid, SaveTextError> {
            line.parse::<Grid>()
                .map_err(|e| SaveTextError::Invalid(format!("{name}: {e}")))
        };
        let givens = grid("givens", &file.givens)?;
        let entries = grid("entries", &file.entries)?;
        let solution = grid("solution", &file.solution)?;
        let notes = notes_from_text(&file.notes, "notes").map_err(SaveTextError::Invalid)?;
        let marks = marks_from_text(&file.marks, "marks").map_err(SaveTextError::Invalid)?;
        let mut checkpoints = Vec::with_capacity(file.checkpoints.len());
        for (i, c) in file.checkpoints.iter().enumerate() {
            let what = format!("checkpoint {}", i + 1);
            if c.label.len() > MAX_LABEL_BYTES {
                return Err(SaveTextError::Invalid(format!(
                    "{what}: the label is longer than {MAX_LABEL_BYTES} bytes"
                )));
            }
            check_elapsed(&format!("{what}: elapsed_ms"), c.elapsed_ms)?;
            let entries = grid(&what, &c.entries)?;
            if (0..CELLS).any(|cell| givens.get(cell) != 0 && entries.get(cell) != 0) {
                return Err(SaveTextError::Invalid(format!(
                    "{what}: an entry stands on a given cell"
                )));
            }
            checkpoints.push(Checkpoint {
                label: c.label.clone(),
                elapsed_ms: c.elapsed_ms,
                entries,
                notes: notes_from_text(&c.notes, &what).map_err(SaveTextError::Invalid)?,
                marks: marks_from_text(&c.marks, &what).map_err(SaveTextError::Invalid)?,
            });
        }
        let status = match file.status {
            // A pause does not outlive the session that made it.
            Status::Paused => Status::Playing,
            other => other,
        };
        let walk = || Walk::at(entries, notes, marks.clone());
        let undo = history::undo_steps(file.undo, &mut walk()).map_err(SaveTextError::Invalid)?;
        let redo = history::redo_steps(file.redo, &mut walk()).map_err(SaveTextError::Invalid)?;
        let assistance = file
            .assistance
            .unwrap_or_else(|| Assistance::from_history(undo.iter().chain(&redo), &solution));
        let cursor = match &file.selected {
            None => None,
            Some(name) => Some(
                parse_cell_name(name)
                    .and_then(|cell| u8::try_from(cell).ok())
                    .ok_or_else(|| {
                        SaveTextError::Invalid(format!("selected: {name:?} is not a cell"))
                    })?,
            ),
        };
        let (variant, variant_hardest) = match &file.variant {
            Some(line) => super::variant_game::rules_from_save(line, &givens)?,
            None => (None, None),
        };
        // A save written by hand or by another program may hold metadata of any length;
        // cut as a file's is, it leaves room for everything else the next save holds.
        let mut metadata = file.metadata;
        metadata.cut_to_bound();
        let mut game = Game {
            board: Board::with_entries(givens, entries),
            notes,
            marks,
            solution,
            rating: file.rating.map(|rating| Rating {
                // Variant games named their hardest technique only from version 7 on.
                hardest: rating.hardest.or(variant_hardest),
                ..rating
            }),
            status,
            metadata,
            clock: Clock::stopped_at(Duration::from_millis(file.elapsed_ms)),
            undo: undo.into(),
            redo,
            history_bytes: 0,
            checkpoints,
            several_solutions: file.several_solutions,
            practice: file.practice,
            replay: file.replay,
            assistance,
            variant,
            clear_peer_notes: true,
            live_candidates: false,
            input_mode: file.input_mode,
            cursor,
        };
        if entries != *game.entries() {
            return Err(SaveTextError::Invalid(
                "an entry stands on a given cell".to_string(),
            ));
        }
        game.check_consistency().map_err(SaveTextError::Invalid)?;
        game.bound_loaded_history();
        Ok(game)
    }

    /// Saves the game to `path` atomically (temporary file, flush to disk, rename).
    pub fn save_to(&self, path: &Path) -> Result<(), FileError> {
        write_atomically(path, self.to_save_text().as_bytes()).map_err(|source| FileError::Io {
            path: path.to_path_buf(),
            source,
        })
    }

    /// Loads a `.nonet` save. A bad file is reported and never half-loaded.
    pub fn load_from(path: &Path) -> Result<Game, FileError> {
        let text = read_text(path)?;
        Game::from_save_text(&text).map_err(|e| e.for_file(path))
    }

    /// Opens a `.nonet` save, or a puzzle file in any format the engine reads (81-character
    /// lines, 9x9 grids, .sdk, .ss, collections); a collection opens at its first good puzzle,
    /// which must have exactly one solution.
    pub fn open(path: &Path) -> Result<Game, FileError> {
        let text = read_text(path)?;
        if looks_like_save(&text) {
            return Game::from_save_text(&text).map_err(|e| e.for_file(path));
        }
        if let Some(opened) = super::variant_game::open_variant_line(&text, path) {
            return opened;
        }
        let collection = formats::parse_str(&text, PuzzleFormat::from_extension(path));
        let Some(record) = collection.records.into_iter().next() else {
            let message = collection
                .errors
                .first()
                .map_or_else(|| "the file holds no puzzle".to_string(), |e| e.to_string());
            return Err(FileError::Parse {
                path: path.to_path_buf(),
                message,
            });
        };
        Game::from_record(record, path)
    }

    /// A new game from one puzzle read from `path` (named in errors and kept as the
    /// source when the puzzle names none); it must have exactly one solution.
    pub fn from_record(record: formats::PuzzleRecord, path: &Path) -> Result<Game, FileError> {
        let line = record.line;
        let mut metadata = record.metadata;
        if metadata.source.is_none() {
            metadata.source = path
                .file_name()
                .map(|name| name.to_string_lossy().into_owned());
        }
        let game = match &record.candidates {
            Some(candidates) => Game::from_pencilmarks(record.grid, candidates),
            None => Game::new(record.grid),
        };
        game.map(|game| game.with_metadata(metadata))
            .map_err(|error| FileError::Puzzle {
                path: path.to_path_buf(),
                line,
                error,
            })
    }
}

/// How a save's checksum line shows the file was damaged, cut short or edited.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum Damage {
    /// The content's CRC-32 is not the one on the last line.
    #[error(
        "its content does not match the checksum on its last line ({found:08x}, expected \
         {expected:08x}); a save edited by hand loads once that line is removed"
    )]
    Checksum {
        /// The CRC-32 of the content as read.
        found: u32,
        /// The CRC-32 the last line gives.
        expected: u32,
    },
    /// The last line is not a checksum line this version knows.
    #[error("its last line is not a checksum line this version understands")]
    UnknownLastLine,
}

/// What is wrong with a save's text (before a file name is attached).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum SaveTextError {
    /// Not RON of the expected shape.
    #[error("not a Nonet save ({0})")]
    Parse(String),
    /// Written by a newer version.
    #[error(
        "saved by a newer Nonet (format version {0}; this version reads up to {FORMAT_VERSION})"
    )]
    Newer(u32),
    /// Well-formed but impossible.
    #[error("{0}")]
    Invalid(String),
    /// The checksum line does not match the content.
    #[error("the save is damaged ({0})")]
    Damaged(Damage),
    /// Brackets nested deeper than any save nests them (the parser stops there).
    #[error("line {line}: brackets are nested too deeply for a Nonet save")]
    TooDeep {
        /// The line, from 1, where the parser stopped.
        line: usize,
    },
}

impl SaveTextError {
    fn for_file(self, path: &Path) -> FileError {
        let path = path.to_path_buf();
        match self {
            SaveTextError::Parse(message) => FileError::Parse { path, message },
            SaveTextError::Newer(found) => FileError::NewerVersion {
                path,
                found,
                supported: FORMAT_VERSION,
            },
            SaveTextError::Invalid(reason) => FileError::Invalid { path, reason },
            SaveTextError::Damaged(reason) => FileError::Damaged { path, reason },
            SaveTextError::TooDeep { line } => FileError::TooDeep { path, line },
        }
    }
}

/// Whether text (or its first few kilobytes) is a `.nonet` save rather than puzzle text.
pub fn looks_like_save(text: &str) -> bool {
    text.trim_start_matches('\u{feff}')
        .trim_start()
        .starts_with('(')
        || text.contains("format_version")
}

fn read_text(path: &Path) -> Result<String, FileError> {
    let bytes = read_regular_file(path, MAX_FILE_BYTES).map_err(|error| match error {
        ReadError::Io(source) => FileError::Io {
            path: path.to_path_buf(),
            source,
        },
        ReadError::Special(kind) => FileError::NotAFile {
            path: path.to_path_buf(),
            kind,
        },
        ReadError::TooBig { limit } => FileError::Parse {
            path: path.to_path_buf(),
            message: format!(
                "the file is longer than {} MB, far too big for a puzzle",
                limit / (1024 * 1024)
            ),
        },
    })?;
    String::from_utf8(bytes).map_err(|_| FileError::Parse {
        path: path.to_path_buf(),
        message: "the file is not text (UTF-8)".to_string(),
    })
}

/// Whether `path` is a `.nonet` save: by its extension, else by its first few kilobytes (the
/// app and `nonet hint` both ask this of a file before reading it).
pub fn is_save_file(path: &Path) -> bool {
    use std::io::Read;
    if path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("nonet"))
    {
        return true;
    }
    // Reading from a FIFO would block, or take bytes the puzzle reader needs.
    if special_file_at(path).is_some() {
        return false;
    }
    let mut head = Vec::with_capacity(4096);
    let read =
        super::open_for_reading(path).and_then(|f| f.reader.take(4096).read_to_end(&mut head));
    read.is_ok() && looks_like_save(&String::from_utf8_lossy(&head))
}
