use super::*;
use crate::formats::{FormatError, PuzzleReader};
use std::path::PathBuf;

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(data("compressed").join(name)).expect("the compressed fixtures are committed")
}

/// The text the fixtures were made from: the first 200 lines of top1465.txt.
fn p200() -> Vec<u8> {
    let text = std::fs::read_to_string(data("top1465.txt")).expect("top1465.txt is committed");
    let lines: Vec<&str> = text.lines().take(200).collect();
    (lines.join("\n") + "\n").into_bytes()
}

/// All `bytes` decompress to, or the error that stopped it.
fn unpack(bytes: &[u8]) -> Result<Vec<u8>, io::Error> {
    let mut out = Vec::new();
    decompressed(Box::new(bytes))?.read_to_end(&mut out)?;
    Ok(out)
}

/// What the puzzle reader makes of `bytes`: its records' lines, and its errors.
fn read_items(bytes: &[u8]) -> (Vec<String>, Vec<FormatError>) {
    let mut lines = Vec::new();
    let mut errors = Vec::new();
    match decompressed(Box::new(bytes)) {
        Err(error) => errors.push(FormatError::Open {
            message: error.to_string(),
        }),
        Ok(input) => {
            for item in PuzzleReader::new(input, None) {
                match item {
                    Ok(record) => lines.push(record.grid.to_line()),
                    Err(error) => errors.push(error),
                }
            }
        }
    }
    (lines, errors)
}

fn damage_of(error: &io::Error) -> Compression {
    Damaged::in_error(error)
        .unwrap_or_else(|| panic!("not a damage report: {error}"))
        .format
}

#[test]
fn gzip_zstd_and_pzstd_files_read_as_their_text() {
    for name in ["p200.txt.gz", "p200.txt.zst", "p200-pzstd.txt.zst"] {
        assert_eq!(unpack(&fixture(name)).unwrap(), p200(), "{name}");
    }
}

#[test]
fn plain_text_passes_through_and_is_not_taken_for_compressed() {
    assert_eq!(unpack(&p200()).unwrap(), p200());
    assert_eq!(unpack(b"").unwrap(), b"");
    assert_eq!(Compression::of(b"P*M"), None);
    assert_eq!(Compression::of(b"P*M\x18"), Some(Compression::Zstd));
    assert_eq!(Compression::of(b"\x1f\x8b"), Some(Compression::Gzip));
}

#[test]
fn a_gzip_crc_that_does_not_match_is_damage_every_time_it_is_read() {
    let mut bytes = fixture("p200.txt.gz");
    let crc = bytes.len() - 6;
    bytes[crc] ^= 1;
    let mut input = decompressed(Box::new(&bytes[..])).unwrap();
    let mut out = Vec::new();
    let first = input.read_to_end(&mut out).unwrap_err();
    assert_eq!(damage_of(&first), Compression::Gzip);
    // A caller that drops the error and reads on meets it again, never the end.
    let again = input.fill_buf().unwrap_err();
    assert_eq!(damage_of(&again), Compression::Gzip);
    let (_, errors) = read_items(&bytes);
    assert!(
        matches!(errors.last(), Some(FormatError::Damaged { .. })),
        "{errors:?}"
    );
}

#[test]
fn a_gzip_of_only_its_magic_bytes_is_damage() {
    let error = unpack(b"\x1f\x8b").unwrap_err();
    assert_eq!(damage_of(&error), Compression::Gzip);
}

#[test]
fn a_zstd_checksum_that_does_not_match_is_damage() {
    let mut bytes = fixture("p200.txt.zst");
    let last = bytes.len() - 1;
    bytes[last] ^= 1;
    assert_eq!(damage_of(&unpack(&bytes).unwrap_err()), Compression::Zstd);
}

#[test]
fn a_zstd_file_cut_inside_its_second_frame_is_damage() {
    let frame = fixture("p200.txt.zst");
    for cut in 1..=5 {
        let mut bytes = frame.clone();
        bytes.extend_from_slice(&frame[..cut]);
        let error = unpack(&bytes).unwrap_err();
        assert_eq!(damage_of(&error), Compression::Zstd, "cut {cut}");
    }
    let mut two = frame.clone();
    two.extend_from_slice(&frame);
    assert_eq!(unpack(&two).unwrap(), [p200(), p200()].concat());
}

#[test]
fn skippable_zstd_frames_are_passed_over_and_a_cut_one_is_damage() {
    let skippable = [0x5E, 0x2A, 0x4D, 0x18, 3, 0, 0, 0, b'a', b'b', b'c'];
    let mut bytes = skippable.to_vec();
    bytes.extend(fixture("p200.txt.zst"));
    bytes.extend_from_slice(&skippable);
    assert_eq!(unpack(&bytes).unwrap(), p200());
    bytes.truncate(bytes.len() - 1);
    assert_eq!(damage_of(&unpack(&bytes).unwrap_err()), Compression::Zstd);
}

/// Flips bit 0 of every byte in turn: the reader either reads exactly the original puzzles
/// or ends with an error that fails the run, nearly always the damage itself (puzzles read
/// before it was found may differ).
fn sweep(name: &str) {
    let original = fixture(name);
    let (clean, errors) = read_items(&original);
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(clean.len(), 200);
    let mut damaged = 0;
    for at in 0..original.len() {
        let mut bytes = original.clone();
        bytes[at] ^= 1;
        let (lines, errors) = read_items(&bytes);
        match errors.last() {
            Some(FormatError::Damaged { .. }) => damaged += 1,
            // A flipped magic number leaves no compressed stream to check, and a damaged
            // stream may give NUL bytes before its check fails: either way the reading
            // stops at a binary file, which fails the run as damage does.
            Some(FormatError::Binary { .. }) => {}
            None => assert_eq!(lines, clean, "{name}: byte {at} flipped, read silently"),
            Some(other) => panic!("{name}: byte {at} flipped: {other:?}"),
        }
    }
    assert!(
        damaged > original.len() / 2,
        "{name}: {damaged} flips found"
    );
}

#[test]
fn every_flipped_bit_of_a_gzip_file_reads_whole_or_reports_damage() {
    sweep("p200.txt.gz");
}

#[test]
fn every_flipped_bit_of_a_zstd_file_reads_whole_or_reports_damage() {
    sweep("p200.txt.zst");
    sweep("p200-pzstd.txt.zst");
}
