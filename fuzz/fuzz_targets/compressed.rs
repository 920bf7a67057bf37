//! Fuzz target: arbitrary bytes through the compressed readers (gzip, zstd and plain alike),
//! the way the command line reads its inputs: a damaged stream ends in an error, never in
//! other puzzles read silently, and a reader that failed keeps failing.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nonet::formats::compressed::{self, Damaged};
use nonet::formats::{FormatError, PuzzleReader};
use std::io::{BufRead, Read};

fuzz_target!(|data: &[u8]| {
    // The bytes as they stand, and, from the second byte on, as a gzip or zstd stream's body
    // behind its magic, so the decoders see more than their magic-number check.
    let mut inputs = vec![data.to_vec()];
    if let Some((&selector, rest)) = data.split_first() {
        let magic: &[u8] = match selector % 3 {
            0 => b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03",
            1 => b"\x28\xb5\x2f\xfd",
            _ => b"\x50\x2a\x4d\x18",
        };
        inputs.push([magic, rest].concat());
    }
    for input in &inputs {
        read_whole(input);
    }
});

/// Reads `bytes` to the end, byte by byte and through the puzzle reader, checking both
/// agree and that a failure stays a failure.
fn read_whole(bytes: &[u8]) {
    let Ok(mut stream) = compressed::decompressed(Box::new(bytes)) else {
        return;
    };
    let mut out = Vec::new();
    // Bounded: a small input can decompress to a lot, and the fuzzer's memory is finite.
    let read = (&mut stream).take(1 << 24).read_to_end(&mut out);
    if let Err(error) = read {
        // Whatever dropped the error and read on meets it again, never a clean end.
        let again = stream.fill_buf().map(<[u8]>::len);
        assert!(again.is_err(), "{error}: the next read gave {again:?}");
        if let Some(damage) = Damaged::in_error(&error) {
            assert!(!damage.to_string().is_empty());
        }
        // The puzzle reader over the same bytes ends in the error too.
        if let Ok(stream) = compressed::decompressed(Box::new(bytes))
            && out.len() < 1 << 24
        {
            let last = PuzzleReader::new(stream, None).last();
            assert!(
                // Or earlier, at what stops the puzzle reader itself: a NUL byte, an
                // endless line.
                matches!(
                    last,
                    Some(Err(FormatError::Damaged { .. }
                        | FormatError::Read { .. }
                        | FormatError::Binary { .. }
                        | FormatError::EndlessLine { .. }))
                ),
                "{last:?}"
            );
        }
    }
}
