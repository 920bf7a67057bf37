//! Reading and writing puzzle files: every format, its variants of line ends and encoding marks,
//! error messages, partly bad collections, streaming, and round trips.

use nonet::formats::{
    Collection, FormatError, MAX_LINE_BYTES, Metadata, PuzzleFormat, PuzzleReader, detect,
    parse_bytes, parse_file, parse_str, write,
};
use nonet::grid::Grid;
use proptest::prelude::*;
use std::io::{self, BufReader, Read};

mod common;

use common::{data_path, data_text};

/// The puzzles of seeds.txt, read line by line without the formats module.
fn seeds() -> Vec<Grid> {
    data_text("seeds.txt")
        .lines()
        .map(|line| line.parse().expect("seeds.txt holds 81-character lines"))
        .collect()
}

/// A collection that must have no errors; returns its grids.
fn clean_grids(collection: &Collection) -> Vec<Grid> {
    assert!(
        collection.errors.is_empty(),
        "unexpected errors: {:?}",
        collection.errors
    );
    collection
        .records
        .iter()
        .map(|record| record.grid)
        .collect()
}

/// The error messages of a collection.
fn messages(collection: &Collection) -> Vec<String> {
    collection.errors.iter().map(ToString::to_string).collect()
}

const SDK_SAMPLE: &str = "#AA. Setter
#DA gentle start
#CFirst comment line
#CSecond comment line
#B2024-05-01
#SThe Nonet test suite
#LEasy
#Uhttps://example.org/puzzle/1
9....4..1
.16..8.7.
.......8.
74.3.5...
....1....
...7.2.38
.5.......
.7.2..35.
1..6....9
";

const SS_SAMPLE: &str = "*-----------*
|9..|..4|..1|
|.16|..8|.7.|
|...|...|.8.|
|---+---+---|
|74.|3.5|...|
|...|.1.|...|
|...|7.2|.38|
|---+---+---|
|.5.|...|...|
|.7.|2..|35.|
|1..|6..|..9|
*-----------*
";

#[test]
fn spaced_grid_sample_reads_as_a_grid() {
    let collection = parse_file(&data_path("formats/spaced_grid.txt")).expect("the sample opens");
    assert_eq!(clean_grids(&collection), vec![seeds()[0]]);
    assert_eq!(collection.format, PuzzleFormat::Grid);
    assert_eq!(collection.records[0].line, 1);
}

#[test]
fn spaced_line_sample_reads_as_spaced_digits() {
    let collection = parse_file(&data_path("formats/spaced_line.txt")).expect("the sample opens");
    assert_eq!(clean_grids(&collection), vec![seeds()[3]]);
    assert_eq!(collection.format, PuzzleFormat::SpacedLine);
}

#[test]
fn line_files_read_every_puzzle() {
    let collection = parse_file(&data_path("seeds.txt")).expect("seeds.txt opens");
    assert_eq!(clean_grids(&collection), seeds());
    assert_eq!(collection.format, PuzzleFormat::Line);
    let lines: Vec<usize> = collection.records.iter().map(|r| r.line).collect();
    assert_eq!(lines, vec![1, 2, 3, 4]);

    let big = parse_file(&data_path("17_clue.txt")).expect("17_clue.txt opens");
    assert!(
        big.errors.is_empty(),
        "{:?}",
        &big.errors[..big.errors.len().min(3)]
    );
    let expected = data_text("17_clue.txt").lines().count();
    assert_eq!(big.records.len(), expected);
    assert!(big.records.iter().all(|r| r.grid.filled_count() == 17));
}

#[test]
fn comments_blank_lines_and_empty_marks_are_understood() {
    let seed = seeds()[0];
    let dashed: String = seed.to_digits().replace('0', "-");
    let starred: String = seed.to_digits().replace('0', "*");
    let text = format!(
        "# a collection\n\n{}\n   \n# another comment\n{dashed}\n{starred}\n",
        seed.to_line()
    );
    let collection = parse_str(&text, None);
    assert_eq!(clean_grids(&collection), vec![seed; 3]);
    assert_eq!(collection.records[1].line, 6);
}

#[test]
fn text_after_a_puzzle_line_is_kept_as_a_comment() {
    let seed = seeds()[1];
    let collection = parse_str(&format!("{}\t7.2\n", seed.to_digits()), None);
    assert_eq!(clean_grids(&collection), vec![seed]);
    assert_eq!(
        collection.records[0].metadata.comment.as_deref(),
        Some("7.2")
    );
}

#[test]
fn sdk_sample_keeps_its_metadata() {
    let collection = parse_str(SDK_SAMPLE, None);
    assert_eq!(clean_grids(&collection), vec![seeds()[0]]);
    assert_eq!(collection.format, PuzzleFormat::Sdk);
    let record = &collection.records[0];
    assert_eq!(record.line, 9);
    let metadata = &record.metadata;
    assert_eq!(metadata.author.as_deref(), Some("A. Setter"));
    assert_eq!(metadata.description.as_deref(), Some("A gentle start"));
    assert_eq!(
        metadata.comment.as_deref(),
        Some("First comment line\nSecond comment line")
    );
    assert_eq!(metadata.date.as_deref(), Some("2024-05-01"));
    assert_eq!(metadata.source.as_deref(), Some("The Nonet test suite"));
    assert_eq!(metadata.level.as_deref(), Some("Easy"));
    assert_eq!(
        metadata.url.as_deref(),
        Some("https://example.org/puzzle/1")
    );
    assert_eq!(metadata.title, None);

    // Written back, it reads the same.
    let again = parse_str(&write(PuzzleFormat::Sdk, &record.grid, metadata), None);
    assert_eq!(again.records[0].metadata, *metadata);
    assert_eq!(again.records[0].grid, record.grid);
}

#[test]
fn bare_grid_is_sdk_only_with_the_hint() {
    let rows: String = SDK_SAMPLE
        .lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| format!("{line}\n"))
        .collect();
    assert_eq!(detect(&rows, None), PuzzleFormat::Grid);
    assert_eq!(detect(&rows, Some(PuzzleFormat::Sdk)), PuzzleFormat::Sdk);
    // Content wins over a wrong hint.
    assert_eq!(detect(SS_SAMPLE, Some(PuzzleFormat::Sdk)), PuzzleFormat::Ss);
    assert_eq!(detect("", Some(PuzzleFormat::Ss)), PuzzleFormat::Ss);
    assert_eq!(detect("", None), PuzzleFormat::Line);
}

#[test]
fn ss_sample_reads_as_simple_sudoku() {
    let collection = parse_str(SS_SAMPLE, None);
    assert_eq!(clean_grids(&collection), vec![seeds()[0]]);
    assert_eq!(collection.format, PuzzleFormat::Ss);
    assert_eq!(collection.records[0].line, 2);
}

#[test]
fn grids_may_follow_each_other_and_split_bands_with_blank_lines() {
    let [a, b, ..] = seeds()[..] else {
        panic!("seeds.txt has four puzzles")
    };
    let grid_a = write(PuzzleFormat::Grid, &a, &Metadata::default());
    let banded_b: String = write(PuzzleFormat::Grid, &b, &Metadata::default())
        .lines()
        .enumerate()
        .map(|(row, line)| {
            let gap = if row == 3 || row == 6 { "\n" } else { "" };
            format!("{gap}{line}\n")
        })
        .collect();
    let text = format!("{grid_a}\n{banded_b}{}", SS_SAMPLE);
    let collection = parse_str(&text, None);
    assert_eq!(clean_grids(&collection), vec![a, b, seeds()[0]]);
    let formats: Vec<PuzzleFormat> = collection.records.iter().map(|r| r.format).collect();
    assert_eq!(
        formats,
        vec![PuzzleFormat::Grid, PuzzleFormat::Grid, PuzzleFormat::Ss]
    );
}

/// The same text with CRLF line ends, with a byte-order mark, and without its final newline.
fn variants(text: &str) -> Vec<String> {
    let crlf = text.replace('\n', "\r\n");
    vec![
        crlf.clone(),
        format!("\u{feff}{text}"),
        format!("\u{feff}{crlf}"),
        text.trim_end_matches('\n').to_owned(),
        crlf.trim_end_matches(['\r', '\n']).to_owned(),
    ]
}

#[test]
fn crlf_bom_and_missing_final_newline_read_the_same() {
    let samples = [
        data_text("seeds.txt"),
        data_text("formats/spaced_grid.txt"),
        data_text("formats/spaced_line.txt"),
        SDK_SAMPLE.to_owned(),
        SS_SAMPLE.to_owned(),
    ];
    for sample in &samples {
        let plain = parse_str(sample, None);
        assert!(plain.errors.is_empty() && !plain.records.is_empty());
        for variant in variants(sample) {
            let read = parse_str(&variant, None);
            assert_eq!(read, plain, "variant {variant:?}");
        }
    }
}

#[test]
fn errors_name_line_column_and_problem() {
    let seed = seeds()[0].to_line();
    let bad = format!("{}x{}", &seed[..40], &seed[41..]);
    let text = format!("{seed}\n\n{bad}\n");
    assert_eq!(
        messages(&parse_str(&text, None)),
        vec!["line 3, column 41: found 'x', expected 1-9, '.' or '0'"]
    );

    let short = &seed[..80];
    let long = format!("{seed}5");
    let collection = parse_str(&format!("{short}\n{long}\n"), None);
    assert_eq!(
        messages(&collection),
        vec![
            "line 1, column 81: the line ends after 80 cells, expected 81 (a whole puzzle) or 9 (a grid row)",
            "line 2, column 82: found '5' after 81 cells, expected the line to end",
        ]
    );
}

#[test]
fn bad_records_are_reported_and_good_ones_kept() {
    let seeds = seeds();
    let wide = format!("{}5", seeds[2].to_line());
    let text = format!(
        "{}\n{}\n{wide}\n{}\nhello\n{}\n",
        seeds[0].to_line(),
        &seeds[1].to_line()[..80],
        seeds[2].to_line(),
        seeds[3].to_line()
    );
    let collection = parse_str(&text, None);
    let good: Vec<Grid> = collection.records.iter().map(|r| r.grid).collect();
    assert_eq!(good, vec![seeds[0], seeds[2], seeds[3]]);
    let lines: Vec<Option<usize>> = collection.errors.iter().map(FormatError::line).collect();
    assert_eq!(lines, vec![Some(2), Some(3), Some(5)]);
}

#[test]
fn a_bad_row_drops_its_grid_once_and_the_next_grid_still_reads() {
    let seeds = seeds();
    let mut broken = write(PuzzleFormat::Grid, &seeds[0], &Metadata::default());
    broken = broken.replacen("9 0 0", "9 x 0", 1);
    let text = format!(
        "{broken}\n{}",
        write(PuzzleFormat::Grid, &seeds[1], &Metadata::default())
    );
    let collection = parse_str(&text, None);
    assert_eq!(
        messages(&collection),
        vec!["line 1, column 3: found 'x', expected 1-9, '.' or '0'"]
    );
    assert_eq!(
        clean_grids(&Collection {
            errors: vec![],
            ..collection
        }),
        vec![seeds[1]]
    );
}

#[test]
fn a_short_grid_is_reported_where_it_starts() {
    let grid = write(PuzzleFormat::Grid, &seeds()[0], &Metadata::default());
    let four_rows: String = grid.lines().take(4).map(|l| format!("{l}\n")).collect();
    let text = format!(
        "{}\n{four_rows}\n{}\n",
        seeds()[1].to_line(),
        seeds()[2].to_line()
    );
    let collection = parse_str(&text, None);
    assert_eq!(
        messages(&collection),
        vec!["line 2: the grid starting here stops after 4 rows, expected 9"]
    );
    assert_eq!(collection.records.len(), 2);
}

#[test]
fn hostile_inputs_give_errors_not_panics() {
    let seed = seeds()[0].to_line();
    let spaced = write(PuzzleFormat::SpacedLine, &seeds()[0], &Metadata::default());
    let cases: Vec<(&str, Vec<u8>)> = vec![
        ("empty", Vec::new()),
        ("blank lines", b"\n\n   \n\t\n".to_vec()),
        ("only comments", b"# nothing here\n".to_vec()),
        ("letters", b"abcdefghi\n".to_vec()),
        (
            "full-width digit",
            format!("\u{ff15}{}", &seed[1..]).into_bytes(),
        ),
        ("negative numbers", format!("-{spaced}").into_bytes()),
        (
            "html",
            b"<!DOCTYPE html>\n<html><body><p>Sudoku</p></body></html>\n".to_vec(),
        ),
        ("five megabytes", vec![b'1'; 5 * 1024 * 1024]),
        (
            "binary",
            (0..4096u32)
                .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
                .collect(),
        ),
    ];
    for (name, bytes) in cases {
        let collection = parse_bytes(&bytes, None);
        assert!(
            collection.records.is_empty(),
            "{name}: read {:?}",
            collection.records
        );
        assert!(!collection.errors.is_empty(), "{name}: no error");
        for error in &collection.errors {
            let message = error.to_string();
            assert!(!message.contains('\n'), "{name}: {message:?}");
            assert!(
                message.starts_with("line ") || *error == FormatError::NoPuzzle,
                "{name}: {message}"
            );
        }
    }
    assert_eq!(parse_str("", None).errors, vec![FormatError::NoPuzzle]);
    assert_eq!(parse_str("\n \n", None).errors, vec![FormatError::NoPuzzle]);
    assert_eq!(
        parse_bytes(&vec![b'1'; 5 * 1024 * 1024], None).errors,
        vec![FormatError::LineTooLong {
            line: 1,
            limit: MAX_LINE_BYTES
        }]
    );
}

#[test]
fn non_utf8_lines_are_named_and_the_rest_still_reads() {
    let seed = seeds()[0];
    let mut bytes = format!("{}\n", seed.to_line()).into_bytes();
    bytes.extend_from_slice(b"12\xff45\n");
    bytes.extend_from_slice(format!("{}\n", seed.to_line()).as_bytes());
    let collection = parse_bytes(&bytes, None);
    assert_eq!(
        messages(&collection),
        vec!["line 2, column 3: not UTF-8 text (byte 0xFF)"]
    );
    assert_eq!(collection.records.len(), 2);

    let binary = parse_bytes(b"12\x0034\n", None);
    assert_eq!(
        binary.errors,
        vec![FormatError::Binary { line: 1, column: 3 }]
    );
}

/// A reader that hands out some text, then fails.
struct FailingAfter<'a> {
    text: &'a [u8],
}

impl Read for FailingAfter<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.text.is_empty() {
            return Err(io::Error::other("disk on fire"));
        }
        let n = buf.len().min(self.text.len());
        buf[..n].copy_from_slice(&self.text[..n]);
        self.text = &self.text[n..];
        Ok(n)
    }
}

#[test]
fn the_reader_streams_records_before_the_input_ends() {
    let text = format!("{}\n{}\n", seeds()[0].to_line(), seeds()[1].to_line());
    let input = BufReader::with_capacity(
        16,
        FailingAfter {
            text: text.as_bytes(),
        },
    );
    let items: Vec<_> = PuzzleReader::new(input, None).collect();
    assert_eq!(items.len(), 3);
    assert_eq!(items[0].as_ref().map(|r| r.grid), Ok(seeds()[0]));
    assert_eq!(items[1].as_ref().map(|r| r.grid), Ok(seeds()[1]));
    assert_eq!(
        items[2],
        Err(FormatError::Read {
            line: 3,
            message: "disk on fire".to_owned()
        })
    );
}

#[test]
fn from_extension_reads_the_hint() {
    let hint = |name: &str| PuzzleFormat::from_extension(std::path::Path::new(name));
    assert_eq!(hint("a.sdk"), Some(PuzzleFormat::Sdk));
    assert_eq!(hint("A.SS"), Some(PuzzleFormat::Ss));
    assert_eq!(hint("b.sdm"), Some(PuzzleFormat::Line));
    assert_eq!(hint("c.txt"), Some(PuzzleFormat::Line));
    assert_eq!(hint("d"), None);
    for format in PuzzleFormat::ALL {
        assert!(
            hint(&format!("x.{}", format.extension())).is_some(),
            "{}",
            format.name()
        );
    }
}

fn any_grid() -> impl Strategy<Value = Grid> {
    prop::collection::vec(0u8..=9, 81).prop_map(|digits| {
        let mut grid = Grid::empty();
        for (cell, digit) in digits.into_iter().enumerate() {
            grid.set(cell, digit);
        }
        grid
    })
}

/// A metadata value as the `.sdk` layout can hold it: lines without control characters or
/// surrounding white space.
fn any_value() -> impl Strategy<Value = Option<String>> {
    prop::option::of(
        prop::collection::vec("[^\\p{C}\\s]([^\\p{C}]{0,12}[^\\p{C}\\s])?", 1..3)
            .prop_map(|lines| lines.join("\n")),
    )
}

fn any_metadata() -> impl Strategy<Value = Metadata> {
    (
        (any_value(), any_value(), any_value(), any_value()),
        (any_value(), any_value(), any_value(), any_value()),
    )
        .prop_map(
            |((title, author, description, comment), (date, source, level, url))| Metadata {
                title,
                author,
                description,
                comment,
                date,
                source,
                level,
                url,
            },
        )
}

/// Whether a pencilmark line written from `grid` read back as the same position: the line
/// written again from the record is the same line, and a grid without clashes keeps every
/// digit (a cell whose one allowed digit no peer allows reads as placed too, and a clash
/// cannot be told from two open naked singles).
fn pencilmark_reads_back(grid: &Grid, record: &nonet::formats::PuzzleRecord, text: &str) -> bool {
    let Some(candidates) = &record.candidates else {
        return false;
    };
    let same_line =
        nonet::formats::pencilmark::to_line(&record.grid, candidates) == text.trim_end();
    let keeps_digits = grid.validate().is_err()
        || (0..81).all(|cell| grid.get(cell) == 0 || record.grid.get(cell) == grid.get(cell));
    same_line && keeps_digits
}

proptest! {
    #[test]
    fn every_format_reads_back_what_it_wrote(grid in any_grid(), metadata in any_metadata()) {
        for format in PuzzleFormat::ALL {
            let text = write(format, &grid, &metadata);
            let read = parse_str(&text, Some(format));
            prop_assert!(read.errors.is_empty(), "{:?}: {:?} from {}", format, read.errors, text);
            prop_assert_eq!(read.records.len(), 1);
            if format == PuzzleFormat::Pencilmark {
                prop_assert!(pencilmark_reads_back(&grid, &read.records[0], &text));
            } else {
                prop_assert_eq!(read.records[0].grid, grid);
            }
            prop_assert_eq!(read.records[0].format, format);
            prop_assert_eq!(read.format, format);
            if format == PuzzleFormat::Sdk {
                prop_assert_eq!(&read.records[0].metadata, &metadata);
            }
        }
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..2048)) {
        let collection = parse_bytes(&bytes, None);
        prop_assert!(!collection.records.is_empty() || !collection.errors.is_empty());
    }

    #[test]
    fn arbitrary_text_never_panics(text in "(\\PC|\n|\r|\t){0,400}", hint in prop::option::of(prop::sample::select(PuzzleFormat::ALL.to_vec()))) {
        let collection = parse_str(&text, hint);
        prop_assert!(!collection.records.is_empty() || !collection.errors.is_empty());
    }

    #[test]
    fn puzzle_like_text_never_panics(text in "([0-9.|*+ -]{0,12}\n?|#[A-Z].{0,4}\n){0,40}") {
        let collection = parse_str(&text, None);
        for error in &collection.errors {
            prop_assert!(!error.to_string().is_empty());
        }
    }
}

#[test]
fn a_version_1_save_with_entries_notes_and_history_still_opens() {
    use nonet::game::{FORMAT_VERSION, Game};
    let path = data_path("saves/format1.nonet");
    let mut game = Game::open(&path).expect("a version 1 save opens");
    let r5c5 = 4 * 9 + 4;
    assert_eq!(game.entries().get(r5c5), 6);
    assert_eq!(game.entries().get(r5c5 + 1), 9);
    assert_eq!(
        game.wrong_entries(),
        vec![r5c5 + 1],
        "r5c6 is the wrong entry"
    );
    assert_eq!(game.notes(r5c5 + 2).iter().collect::<Vec<_>>(), vec![1, 3]);
    assert_eq!(game.metadata().title.as_deref(), Some("Version 1 fixture"));
    assert!(game.can_undo() && game.can_redo());
    // Saved again, it is written in today's version and reads back the same.
    let text = game.to_save_text();
    assert!(text.contains(&format!("format_version: {FORMAT_VERSION}")));
    assert_eq!(Game::from_save_text(&text).unwrap(), game);
    while game.undo() {}
    assert_eq!(game.entries().filled_count(), 0, "undo reaches the start");
}

#[test]
fn a_version_2_save_with_applied_hints_opens_and_replays() {
    use nonet::game::{FORMAT_VERSION, Game};
    let path = data_path("saves/hints_v2.nonet");
    let original = std::fs::read_to_string(&path).expect("the fixture is readable");
    let mut game = Game::open(&path).expect("a version 2 save opens");
    assert_eq!(
        game.metadata().title.as_deref(),
        Some("Hints in the history")
    );
    // The hidden pair left r3c2 and r3c3 only their 3 and 8; the first single placed r1c3.
    let (r1c3, r3c2) = (2, 19);
    assert_eq!(game.notes(r3c2).iter().collect::<Vec<_>>(), vec![3, 8]);
    assert_eq!(game.entries().get(r1c3), 7);
    assert!(game.can_redo(), "the last hint was undone");
    if FORMAT_VERSION == 2 {
        assert_eq!(game.to_save_text(), original, "written back byte for byte");
    }
    while game.undo() {}
    assert_eq!(game.entries().filled_count(), 0, "undo reaches the start");
    assert!(
        game.notes(r3c2).is_empty(),
        "the hints' notes are undone too"
    );
}
