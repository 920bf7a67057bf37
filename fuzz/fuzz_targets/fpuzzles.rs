//! Fuzz target: arbitrary bytes through the reader of f-puzzles and SudokuPad links and of
//! f-puzzles JSON, as a link (with each link prefix in front), as a bare payload and as JSON.
//! Nothing may panic or run away in memory (the decompressor is capped); every puzzle read
//! must have its line read back to the same givens, and every error must make a sentence.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nonet::formats::fpuzzles::{Imported, lz, read_json, read_text};

fn check(read: Option<Result<Imported, nonet::formats::fpuzzles::FpuzzlesError>>) {
    match read {
        Some(Ok(imported)) => {
            if let Some(line) = imported.line() {
                assert!(!line.is_empty());
            }
            assert_eq!(
                imported.puzzle.givens().len(),
                imported.puzzle.shape().cells()
            );
        }
        Some(Err(error)) => assert!(!error.to_string().is_empty()),
        None => {}
    }
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    check(read_text(&text));
    check(read_text(&format!("https://sudokupad.app/fpuzzles{text}")));
    check(read_text(&format!("https://f-puzzles.com/?load={text}")));
    check(Some(read_json(&text)));
    if let Ok(decompressed) = lz::decompress_base64(&text) {
        assert!(decompressed.encode_utf16().count() <= lz::MAX_TEXT_UNITS);
    }
});
