//! The checksum line that ends a save: a RON comment holding the CRC-32 of everything
//! before it, so a damaged file is refused rather than loaded as a different game.

/// How the checksum line of a save starts; eight lowercase hex digits follow.
pub(super) const CHECKSUM_PREFIX: &str = "// crc32 ";

/// CRC-32 (IEEE, as in zip and PNG) lookup table, built at compile time.
const CRC_TABLE: [u32; 256] = {
    let mut table = [0u32; 256];
    let mut i = 0;
    while i < 256 {
        let mut c = i as u32;
        let mut k = 0;
        while k < 8 {
            c = if c & 1 != 0 {
                0xEDB8_8320 ^ (c >> 1)
            } else {
                c >> 1
            };
            k += 1;
        }
        table[i] = c;
        i += 1;
    }
    table
};

/// CRC-32 of `bytes`. It catches every change of up to four consecutive bytes, so any
/// single damaged byte is always caught.
pub(super) fn crc32(bytes: &[u8]) -> u32 {
    let mut c = !0u32;
    for &b in bytes {
        c = CRC_TABLE[((c ^ u32::from(b)) & 0xff) as usize] ^ (c >> 8);
    }
    !c
}

/// What the last line of a save says about its integrity.
pub(super) enum Trailer<'a> {
    /// No comment line at the end: an older save, or one whose checksum line was removed.
    Absent,
    /// A well-formed checksum line and the text it covers.
    Checksum { body: &'a str, expected: u32 },
    /// A comment line at the end that is not a checksum this build writes.
    Unknown,
}

/// Splits off the checksum line. The last line counts (the final newline may be missing);
/// it is a checksum line when it starts with `//`.
pub(super) fn split_trailer(text: &str) -> Trailer<'_> {
    let trimmed = text.strip_suffix('\n').unwrap_or(text);
    let start = trimmed.rfind('\n').map_or(0, |i| i + 1);
    let last = &trimmed[start..];
    if !last.starts_with("//") {
        return Trailer::Absent;
    }
    let Some(hex) = last.strip_prefix(CHECKSUM_PREFIX) else {
        return Trailer::Unknown;
    };
    let well_formed = hex.len() == 8
        && hex
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b));
    match u32::from_str_radix(hex, 16) {
        Ok(expected) if well_formed => Trailer::Checksum {
            body: &text[..start],
            expected,
        },
        _ => Trailer::Unknown,
    }
}
