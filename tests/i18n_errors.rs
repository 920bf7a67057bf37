//! Every typed error told in each language: the English sentence is the error's own
//! `Display` text, and the Chinese one is Chinese and keeps every number, cell and file
//! name the error carries.

use nonet::formats::FormatError;
use nonet::game::instance::InstanceError;
use nonet::game::statistics::{Statistics, StatisticsDamage, StatisticsError, StatisticsWarning};
use nonet::game::{Damage, FileError, GameError, SaveTextError, SpecialFile, Status};
use nonet::generator::{GenerateError, Unmet};
use nonet::grid::{BoardError, Conflict, GridError, House};
use nonet::i18n::Localized;
use nonet::lang::Language;
use nonet::logic::Level;
use nonet::picture::pdf::PdfError;
use nonet::picture::png::PngError;
use nonet::picture::print_job::PrintError;
use nonet::setter::DraftFileError;
use nonet::solver::SolverError;
use nonet::variant::{Field, VariantError};
use std::fmt::Display;
use std::io;
use std::path::PathBuf;

#[path = "i18n_errors/fpuzzles.rs"]
mod fpuzzles;
#[path = "i18n_errors/rules.rs"]
mod rules;

/// An error as the tests see it: how it is told in a language, its `Display` text, and the
/// facts its Chinese sentence must keep.
type Sample = (Box<dyn Fn(Language) -> String>, String, Vec<&'static str>);

/// `error` as a sample that keeps `keeps` in Chinese.
fn add<E: Localized + Display + 'static>(out: &mut Vec<Sample>, error: E, keeps: &[&'static str]) {
    let display = error.to_string();
    out.push((
        Box::new(move |language| error.localized_in(language)),
        display,
        keeps.to_vec(),
    ));
}

/// One error of each variant.
fn samples() -> Vec<Sample> {
    let mut out: Vec<Sample> = Vec::new();
    let conflict = Conflict {
        digit: 7,
        unit: House::Box(4),
        cells: [30, 40],
    };
    let path = || PathBuf::from("/tmp/games/saved.nonet");
    let io_error = || io::Error::new(io::ErrorKind::PermissionDenied, "permission denied");

    add(&mut out, GameError::GivenCell("r2c3".into()), &["r2c3"]);
    add(&mut out, GameError::NoSuchCell(93), &["93"]);
    add(&mut out, GameError::BadDigit(11), &["11"]);
    add(&mut out, GameError::FilledCell("r9c9".into()), &["r9c9"]);
    for status in [
        Status::Playing,
        Status::Paused,
        Status::Solved,
        Status::Revealed,
    ] {
        add(&mut out, GameError::NotPlaying(status), &[]);
    }
    add(
        &mut out,
        GameError::BrokenGivens(conflict),
        &["7", "5", "r4c4", "r5c5"],
    );
    add(&mut out, GameError::NoSolution, &[]);
    add(&mut out, GameError::MultipleSolutions, &[]);
    add(&mut out, GameError::WrongAnswer, &[]);
    add(&mut out, GameError::BadColour(12), &["12"]);
    add(&mut out, GameError::LiveCandidates, &[]);
    add(&mut out, GameError::NoSuchCheckpoint(4), &["4"]);
    for unit in [House::Row(2), House::Col(2), House::Box(2)] {
        add(
            &mut out,
            Conflict {
                digit: 1,
                unit,
                cells: [0, 20],
            },
            &["3", "r1c1", "r3c3"],
        );
    }

    add(&mut out, BoardError::GivenCell("r1c1".into()), &["r1c1"]);
    add(&mut out, BoardError::BadDigit(10), &["10"]);
    add(&mut out, GridError::WrongLength(80), &["80"]);
    add(
        &mut out,
        GridError::BadChar {
            column: 17,
            found: 'x',
        },
        &["17", "'x'"],
    );
    add(
        &mut out,
        GridError::BadDigit {
            cell: "r4c5".into(),
            digit: 12,
        },
        &["r4c5", "12"],
    );
    add(
        &mut out,
        SolverError::BadValue {
            cell: 44,
            value: 13,
        },
        &["44", "13"],
    );

    add(
        &mut out,
        FormatError::BadChar {
            line: 12,
            column: 34,
            found: 'q',
        },
        &["12", "34", "'q'"],
    );
    add(
        &mut out,
        FormatError::TooManyCells {
            line: 3,
            column: 82,
            found: '5',
        },
        &["3", "82", "'5'"],
    );
    add(
        &mut out,
        FormatError::WrongCellCount {
            line: 8,
            column: 41,
            cells: 40,
        },
        &["8", "41", "40", "81"],
    );
    add(
        &mut out,
        FormatError::MarkOutOfPlace {
            line: 2,
            column: 6,
            found: '4',
            place: 3,
        },
        &["2", "6", "'4'", "3"],
    );
    add(
        &mut out,
        FormatError::IncompleteGrid { line: 21, rows: 5 },
        &["21", "5"],
    );
    add(
        &mut out,
        FormatError::LineTooLong {
            line: 9,
            limit: 65536,
        },
        &["9", "65536"],
    );
    add(
        &mut out,
        FormatError::EndlessLine {
            line: 3,
            limit: 16777216,
        },
        &["3", "16777216"],
    );
    add(
        &mut out,
        FormatError::NotUtf8 {
            line: 4,
            column: 19,
            byte: 0xC3,
        },
        &["4", "19", "0xC3"],
    );
    add(
        &mut out,
        FormatError::Binary {
            line: 1,
            column: 77,
        },
        &["1", "77"],
    );
    add(&mut out, FormatError::NoPuzzle, &[]);
    add(
        &mut out,
        FormatError::Read {
            line: 6,
            message: "device gone".into(),
        },
        &["6", "device gone"],
    );
    add(
        &mut out,
        FormatError::Damaged {
            line: 201,
            damage: nonet::formats::compressed::Damaged {
                format: nonet::formats::compressed::Compression::Zstd,
                detail: "checksum 1234abcd".into(),
            },
        },
        &["201", "zstd", "checksum 1234abcd"],
    );
    add(
        &mut out,
        FormatError::Open {
            message: "no such file".into(),
        },
        &["no such file"],
    );

    add(
        &mut out,
        FileError::Io {
            path: path(),
            source: io_error(),
        },
        &["/tmp/games/saved.nonet", "permission denied"],
    );
    add(
        &mut out,
        FileError::Parse {
            path: path(),
            message: "expected `(`".into(),
        },
        &["/tmp/games/saved.nonet", "expected `(`"],
    );
    add(
        &mut out,
        FileError::NewerVersion {
            path: path(),
            found: 9,
            supported: 3,
        },
        &["/tmp/games/saved.nonet", "9", "3"],
    );
    add(
        &mut out,
        FileError::Damaged {
            path: path(),
            reason: Damage::Checksum {
                found: 0xdead_beef,
                expected: 0x0012_3456,
            },
        },
        &["/tmp/games/saved.nonet", "deadbeef", "00123456"],
    );
    add(
        &mut out,
        SaveTextError::Parse("bad ron".into()),
        &["bad ron"],
    );
    add(&mut out, SaveTextError::Newer(7), &["7"]);
    add(&mut out, SaveTextError::TooDeep { line: 12 }, &["12"]);
    add(
        &mut out,
        FileError::TooDeep {
            path: path(),
            line: 12,
        },
        &["/tmp/games/saved.nonet", "12"],
    );
    add(
        &mut out,
        SaveTextError::Damaged(Damage::UnknownLastLine),
        &[],
    );
    add(
        &mut out,
        FileError::Puzzle {
            path: path(),
            line: 31,
            error: GameError::MultipleSolutions,
        },
        &["/tmp/games/saved.nonet", "31"],
    );
    add(
        &mut out,
        FileError::NoSuchPuzzle {
            path: path(),
            number: 1001,
        },
        &["/tmp/games/saved.nonet", "1001"],
    );
    add(
        &mut out,
        StatisticsError::Io {
            path: path(),
            source: io_error(),
        },
        &["/tmp/games/saved.nonet"],
    );
    add(
        &mut out,
        StatisticsError::Newer {
            path: path(),
            found: 5,
        },
        &["/tmp/games/saved.nonet", "5"],
    );
    for reason in [
        StatisticsDamage::NotText,
        StatisticsDamage::NoChecksum,
        StatisticsDamage::Parse("1:1: Expected opening `(`".into()),
    ] {
        let error = StatisticsError::Damaged {
            path: path(),
            reason,
        };
        add(&mut out, error, &["/tmp/games/saved.nonet"]);
    }
    let checksum = || StatisticsError::Damaged {
        path: path(),
        reason: StatisticsDamage::Checksum {
            found: 0xdead_beef,
            expected: 0x0000_00ff,
        },
    };
    add(&mut out, checksum(), &["deadbeef", "000000ff"]);
    let aside = PathBuf::from("/tmp/games/statistics-damaged.ron");
    let warning = StatisticsWarning::KeptAside {
        error: checksum(),
        aside,
    };
    add(&mut out, warning, &["statistics-damaged.ron", "deadbeef"]);
    let warning = StatisticsWarning::NotMoved {
        error: checksum(),
        rename: io_error(),
    };
    add(&mut out, warning, &["/tmp/games/saved.nonet", "deadbeef"]);
    add(
        &mut out,
        InstanceError::NoAnswer {
            dir: PathBuf::from("/home/ann/.local/share/nonet"),
        },
        &["/home/ann/.local/share/nonet"],
    );

    for error in [
        DraftFileError::NotText,
        DraftFileError::Givens,
        DraftFileError::Regions,
    ] {
        add(&mut out, error, &[]);
    }
    add(
        &mut out,
        DraftFileError::Parse {
            line: 3,
            reason: "Expected opening `(`".into(),
        },
        &["3"],
    );
    add(
        &mut out,
        DraftFileError::Newer {
            found: 4,
            supported: 1,
        },
        &["4", "1"],
    );
    add(&mut out, DraftFileError::Cage { number: 12 }, &["12"]);

    for kind in [
        SpecialFile::Folder,
        SpecialFile::Fifo,
        SpecialFile::Device,
        SpecialFile::Socket,
        SpecialFile::Other,
    ] {
        add(
            &mut out,
            FileError::NotAFile { path: path(), kind },
            &["/tmp/games/saved.nonet"],
        );
    }
    add(
        &mut out,
        FileError::Variant {
            path: path(),
            line: 7,
            error: VariantError::SumCount { cages: 3, sums: 2 },
        },
        &["/tmp/games/saved.nonet", "7", "3", "2"],
    );
    for field in [Field::Givens, Field::Regions, Field::Cages, Field::Sums] {
        add(&mut out, VariantError::MissingField(field), &[]);
        add(&mut out, VariantError::ExtraField { after: field }, &[]);
        add(
            &mut out,
            VariantError::WrongLength { field, found: 79 },
            &["79"],
        );
    }
    add(
        &mut out,
        VariantError::UnknownVariant {
            prefix: "sandwich".into(),
        },
        &["\"sandwich\""],
    );
    add(
        &mut out,
        VariantError::BadGiven {
            position: 12,
            found: 'z',
        },
        &["12", "'z'"],
    );
    add(
        &mut out,
        VariantError::BadRegionId {
            cell: 10,
            found: '0',
        },
        &["r2c2", "'0'"],
    );
    add(
        &mut out,
        VariantError::RegionSize { region: 3, size: 8 },
        &["4", "8"],
    );
    add(
        &mut out,
        VariantError::DisconnectedRegion { region: 8 },
        &["9"],
    );
    add(&mut out, VariantError::EmptyCage, &[]);
    add(
        &mut out,
        VariantError::CellOutsideGrid { cell: 81 },
        &["81"],
    );
    add(
        &mut out,
        VariantError::CellInTwoCages { cell: 80 },
        &["r9c9"],
    );
    add(
        &mut out,
        VariantError::DisconnectedCage { first_cell: 3 },
        &["r1c4"],
    );
    add(
        &mut out,
        VariantError::BadSum {
            position: 5,
            text: "x1".into(),
        },
        &["5", "\"x1\""],
    );
    add(
        &mut out,
        VariantError::ImpossibleSum {
            first_cell: 9,
            size: 2,
            sum: 18,
        },
        &["r2c1", "2", "18"],
    );
    for house in [
        House::Row(2),
        House::Region(4),
        House::Diagonal,
        House::Window(1),
    ] {
        add(
            &mut out,
            VariantError::Clash {
                digit: 6,
                house,
                cells: [0, 80],
            },
            &["6", "r1c1", "r9c9"],
        );
    }
    add(
        &mut out,
        VariantError::CageRepeat {
            digit: 2,
            first_cell: 0,
            cells: [0, 1],
        },
        &["2", "r1c1", "r1c2"],
    );

    rules::add_rule_errors(&mut out);
    fpuzzles::add_fpuzzles_errors(&mut out);

    add(&mut out, GenerateError::Cancelled, &[]);
    add(
        &mut out,
        GenerateError::GaveUp {
            level: Level::Expert,
            attempts: 250,
            unmet: Unmet::Level,
        },
        &["250"],
    );
    for unmet in [Unmet::Technique, Unmet::Score, Unmet::Givens] {
        add(
            &mut out,
            GenerateError::GaveUp {
                level: Level::Expert,
                attempts: 250,
                unmet,
            },
            &["250"],
        );
    }
    add(
        &mut out,
        nonet::setter::PatternError::Character {
            found: 'y',
            line: 3,
            column: 17,
        },
        &["'y'", "3", "17"],
    );
    add(
        &mut out,
        nonet::setter::PatternError::Length { found: 79 },
        &["79", "81"],
    );
    add(&mut out, PrintError::Empty, &[]);
    add(&mut out, PrintError::NoSolution { number: 14 }, &["14"]);
    add(&mut out, PrintError::NotUnique { number: 15 }, &["15"]);
    add(
        &mut out,
        PrintError::Generate(GenerateError::Cancelled),
        &[],
    );
    add(
        &mut out,
        PdfError::BadPage {
            page: 2,
            width: 0.0,
            height: 841.5,
        },
        &["2", "0", "841.5"],
    );
    add(
        &mut out,
        PdfError::Write("disk full".into()),
        &["disk full"],
    );
    add(
        &mut out,
        PngError::BadSize {
            width: 0,
            height: 20000,
        },
        &["0", "20000"],
    );
    add(&mut out, PngError::Encode("zlib".into()), &["zlib"]);
    out
}

#[test]
fn english_is_each_errors_own_text() {
    for (tell, display, _) in samples() {
        assert_eq!(tell(Language::En), display);
    }
}

#[test]
fn chinese_is_chinese_and_keeps_every_fact() {
    for (tell, display, keeps) in samples() {
        let chinese = tell(Language::ZhCn);
        assert!(
            chinese
                .chars()
                .any(|c| ('\u{4E00}'..='\u{9FFF}').contains(&c)),
            "{display:?} became {chinese:?}"
        );
        for fact in keeps {
            assert!(chinese.contains(fact), "{chinese:?} lost {fact:?}");
        }
    }
}

#[test]
fn a_level_is_named_in_the_sentences_language() {
    let error = GenerateError::GaveUp {
        level: Level::Hard,
        attempts: 3,
        unmet: Unmet::Level,
    };
    assert!(error.localized_in(Language::En).contains("Hard"));
    let chinese = error.localized_in(Language::ZhCn);
    assert!(
        chinese.contains("困难") && !chinese.contains("Hard"),
        "{chinese}"
    );
}

#[test]
fn the_thread_language_chooses_the_sentence() {
    nonet::i18n::set_language(Language::ZhCn);
    let chinese = GameError::NoSolution.localized();
    nonet::i18n::set_language(Language::En);
    assert_eq!(chinese, GameError::NoSolution.localized_in(Language::ZhCn));
    assert_eq!(
        GameError::NoSolution.localized(),
        "the puzzle has no solution"
    );
}

#[test]
fn a_damaged_statistics_file_is_told_in_japanese_without_english_words() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("statistics.ron");
    std::fs::write(&path, "version: 2\n// crc32 00000000\n").expect("a writable folder");
    let (_, warning) = Statistics::load_or_keep_aside(&path);
    let japanese = warning
        .expect("the player is told")
        .localized_in(Language::Ja);
    // The paths and the checksums are facts, not words; what is left is Japanese.
    let aside = dir.path().join("statistics-damaged.ron");
    let words = japanese
        .replace(&aside.display().to_string(), "")
        .replace(&path.display().to_string(), "");
    let english: Vec<&str> = words
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|word| word.len() > 1 && !word.chars().all(|c| c.is_ascii_hexdigit()))
        .collect();
    assert!(english.is_empty(), "{japanese:?} has English: {english:?}");
}
