//! Fuzz target: arbitrary bytes through every puzzle-file parser; each record read must round-trip through every writer.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nonet::formats::{self, Collection, FormatError, PuzzleFormat, PuzzleReader, PuzzleRecord};
use std::io::BufReader;

fuzz_target!(|data: &[u8]| {
    // The first byte picks the format hint (the extension's say in real use) and the size of
    // the reader's buffer, so the fast path for whole buffered lines is exercised both when
    // it can apply and when a line is split across refills.
    let selector = data.first().copied().unwrap_or(0);
    let hint = match selector % 7 {
        0 => None,
        n => Some(PuzzleFormat::ALL[usize::from(n) - 1]),
    };
    let capacity = 1 + usize::from(selector / 7) * 4;

    let collection = formats::parse_bytes(data, hint);
    check_collection(&collection, hint);

    // The streaming reader over a small buffer must yield exactly what parse_bytes collected.
    let items: Vec<Result<PuzzleRecord, FormatError>> =
        PuzzleReader::new(BufReader::with_capacity(capacity, data), hint).collect();
    let (records, errors): (Vec<_>, Vec<_>) = items.into_iter().partition(Result::is_ok);
    let records: Vec<PuzzleRecord> = records.into_iter().filter_map(Result::ok).collect();
    let errors: Vec<FormatError> = errors.into_iter().filter_map(Result::err).collect();
    assert_eq!(records, collection.records, "buffer capacity {capacity}");
    assert_eq!(errors, collection.errors, "buffer capacity {capacity}");

    if let Ok(text) = std::str::from_utf8(data) {
        assert_eq!(formats::parse_str(text, hint), collection);
        assert_eq!(formats::detect(text, hint), collection.format);
    }

    for record in &collection.records {
        round_trip(record);
    }
});

/// What every collection must satisfy whatever the input.
fn check_collection(collection: &Collection, hint: Option<PuzzleFormat>) {
    // Input always produces something: a record or at least one error (NoPuzzle at worst).
    assert!(!collection.records.is_empty() || !collection.errors.is_empty());
    let expected_format = collection
        .records
        .first()
        .map(|record| record.format)
        .or(hint)
        .unwrap_or(PuzzleFormat::Line);
    assert_eq!(collection.format, expected_format);
    for record in &collection.records {
        assert!(record.line >= 1);
        assert!(record.grid.cells().iter().all(|&digit| digit <= 9));
    }
    for error in &collection.errors {
        // Messages are shown to people; building them must not fail.
        assert!(!error.to_string().is_empty());
        if let Some(line) = error.line() {
            assert!(line >= 1, "{error:?}");
        }
    }
}

/// Writes the record in each format and reads it back: the grid (and, for `.sdk`, the
/// metadata) must come back unchanged, as one record with no error.
fn round_trip(record: &PuzzleRecord) {
    if let Some(candidates) = &record.candidates {
        // A pencilmark record's own position reads back exactly.
        let line = formats::pencilmark::to_line(&record.grid, candidates);
        let back = formats::parse_str(&line, None);
        assert!(back.errors.is_empty(), "{:?}\n{line}", back.errors);
        assert_eq!(back.records[0].grid, record.grid, "{line}");
        assert_eq!(
            back.records[0].candidates.as_ref(),
            Some(candidates),
            "{line}"
        );
    }
    for format in PuzzleFormat::ALL {
        let text = formats::write(format, &record.grid, &record.metadata);
        let mut bytes = Vec::new();
        formats::write_to(&mut bytes, format, &record.grid, &record.metadata)
            .expect("writing into a Vec cannot fail");
        assert_eq!(
            text.as_bytes(),
            bytes.as_slice(),
            "write and write_to differ"
        );

        let back = formats::parse_str(&text, Some(format));
        assert!(
            back.errors.is_empty(),
            "{format:?}: {:?}\n{text}",
            back.errors
        );
        assert_eq!(back.records.len(), 1, "{format:?}:\n{text}");
        let again = &back.records[0];
        if format == PuzzleFormat::Pencilmark {
            // The same position, though not always the same givens (see the pencilmark
            // module: a lone allowed digit no peer allows reads as placed, and clashing
            // givens read as open naked singles).
            let candidates = again.candidates.as_ref().expect("a pencilmark record");
            assert_eq!(
                formats::pencilmark::to_line(&again.grid, candidates),
                text.trim_end(),
                "{format:?}"
            );
        } else {
            assert_eq!(again.grid, record.grid, "{format:?}:\n{text}");
        }
        assert_eq!(again.format, format, "{format:?}:\n{text}");
        if format == PuzzleFormat::Sdk {
            assert_eq!(again.metadata, record.metadata, "{format:?}:\n{text}");
        }
    }
}
