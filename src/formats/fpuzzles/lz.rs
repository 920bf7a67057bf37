//! lz-string's `compressToBase64` and `decompressFromBase64`, the compression f-puzzles and
//! SudokuPad put puzzles in links with: a stream of dictionary codes whose width grows as the
//! dictionary does, in lz-string's base64 alphabet, six bits a character, high bit first,
//! each code's bits low bit first. Written here, the decompressor with a cap on what it
//! produces, since a few kilobytes of codes can ask for gigabytes of text.

use std::collections::{HashMap, HashSet};

use super::FpuzzlesError;

/// The most UTF-16 units a payload may decompress to: far beyond any real puzzle (a 16x16
/// with hundreds of rules is under 200,000), far below what would strain memory.
pub const MAX_TEXT_UNITS: usize = 4_000_000;

/// The code that says a literal of 8 bits follows.
const LITERAL_8: u32 = 0;
/// The code that says a literal of 16 bits follows.
const LITERAL_16: u32 = 1;
/// The code that ends the stream.
const END: u32 = 2;

/// The value of one character of lz-string's base64 alphabet (`=` pads, as 0).
fn sextet(byte: u8) -> Option<u32> {
    let value = match byte {
        b'A'..=b'Z' => byte - b'A',
        b'a'..=b'z' => byte - b'a' + 26,
        b'0'..=b'9' => byte - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        b'=' => 0,
        _ => return None,
    };
    Some(u32::from(value))
}

/// The bits of a base64 payload, read as lz-string reads them.
struct Bits<'a> {
    bytes: &'a [u8],
    /// The index of the character after the one being read.
    next: usize,
    /// The character being read.
    value: u32,
    /// The bit of `value` read next (32 = the sixth from the right, the first read).
    mask: u32,
}

impl<'a> Bits<'a> {
    fn new(bytes: &'a [u8]) -> Result<Bits<'a>, FpuzzlesError> {
        let value = match bytes.first() {
            Some(&byte) => sextet(byte).ok_or(FpuzzlesError::NotDecompressible)?,
            None => return Err(FpuzzlesError::NotDecompressible),
        };
        Ok(Bits {
            bytes,
            next: 1,
            value,
            mask: 32,
        })
    }

    /// Whether reading has gone past the end, as lz-string tells a truncated stream.
    fn exhausted(&self) -> bool {
        self.next > self.bytes.len()
    }

    /// The next `count` bits, the first read as the lowest. Past the end the bits are 0.
    fn read(&mut self, count: u32) -> Result<u32, FpuzzlesError> {
        let mut bits = 0;
        for power in 0..count {
            if self.value & self.mask != 0 {
                bits |= 1 << power;
            }
            self.mask >>= 1;
            if self.mask == 0 {
                self.mask = 32;
                self.value = match self.bytes.get(self.next) {
                    Some(&byte) => sextet(byte).ok_or(FpuzzlesError::NotDecompressible)?,
                    None => 0,
                };
                self.next += 1;
            }
        }
        Ok(bits)
    }
}

/// The text lz-string's `compressToBase64` made `payload` from; an error when it is not
/// such a payload (a character outside the alphabet, a code that names no entry, no end),
/// when it would decompress to more than [`MAX_TEXT_UNITS`], or when the text is not UTF-16.
pub fn decompress_base64(payload: &str) -> Result<String, FpuzzlesError> {
    let mut bits = Bits::new(payload.as_bytes())?;
    // Entries 0, 1 and 2 are the codes above; the first literal is entry 3.
    let mut dictionary: Vec<Vec<u16>> = vec![Vec::new(), Vec::new(), Vec::new()];
    let mut width = 2;
    let mut enlarge_in: u32 = 4;
    let first = match bits.read(width)? {
        LITERAL_8 => bits.read(8)?,
        LITERAL_16 => bits.read(16)?,
        _ => return Err(FpuzzlesError::NotDecompressible),
    };
    // A literal is at most 16 bits wide.
    let first = first as u16;
    dictionary.push(vec![first]);
    let mut previous = vec![first];
    let mut text = vec![first];
    width = 3;
    loop {
        if bits.exhausted() {
            return Err(FpuzzlesError::NotDecompressible);
        }
        let mut code = bits.read(width)?;
        match code {
            LITERAL_8 | LITERAL_16 => {
                let literal = bits.read(if code == LITERAL_8 { 8 } else { 16 })?;
                dictionary.push(vec![literal as u16]);
                code = (dictionary.len() - 1) as u32;
                enlarge_in -= 1;
            }
            END => break,
            _ => {}
        }
        if enlarge_in == 0 {
            enlarge_in = 1 << width;
            width += 1;
        }
        let code = code as usize;
        let entry = match dictionary.get(code) {
            Some(entry) if code > END as usize => entry.clone(),
            None if code == dictionary.len() => {
                let mut entry = previous.clone();
                entry.push(previous[0]);
                entry
            }
            _ => return Err(FpuzzlesError::NotDecompressible),
        };
        if text.len() + entry.len() > MAX_TEXT_UNITS {
            return Err(FpuzzlesError::TooLong {
                units: MAX_TEXT_UNITS,
            });
        }
        text.extend_from_slice(&entry);
        let mut added = previous;
        added.push(entry[0]);
        dictionary.push(added);
        enlarge_in -= 1;
        previous = entry;
        if enlarge_in == 0 {
            enlarge_in = 1 << width;
            width += 1;
        }
        if width > 32 {
            return Err(FpuzzlesError::NotDecompressible);
        }
    }
    String::from_utf16(&text).map_err(|_| FpuzzlesError::NotDecompressible)
}

/// lz-string's base64 alphabet.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// The bits of a payload being written, six to a character.
struct BitWriter {
    out: String,
    value: u8,
    filled: u32,
}

impl BitWriter {
    /// Writes the lowest `count` bits of `bits`, the lowest first.
    fn write(&mut self, count: u32, mut bits: u32) {
        for _ in 0..count {
            self.value = (self.value << 1) | (bits & 1) as u8;
            bits >>= 1;
            self.filled += 1;
            if self.filled == 6 {
                self.out.push(char::from(ALPHABET[usize::from(self.value)]));
                self.value = 0;
                self.filled = 0;
            }
        }
    }
}

/// The state of a compression: the dictionary, the units whose literal is still to be
/// written, and the width of the codes.
struct Compressor {
    writer: BitWriter,
    dictionary: HashMap<Vec<u16>, u32>,
    unwritten: HashSet<u16>,
    width: u32,
    enlarge_in: u32,
}

impl Compressor {
    /// One code more written: the codes widen when the dictionary outgrows them.
    fn grow(&mut self) {
        self.enlarge_in -= 1;
        if self.enlarge_in == 0 {
            self.enlarge_in = 1 << self.width;
            self.width += 1;
        }
    }

    /// Writes the phrase's code, or its literal when it is a unit not written yet.
    fn emit(&mut self, phrase: &[u16]) {
        if let [unit] = phrase
            && self.unwritten.remove(unit)
        {
            if *unit < 256 {
                self.writer.write(self.width, LITERAL_8);
                self.writer.write(8, u32::from(*unit));
            } else {
                self.writer.write(self.width, LITERAL_16);
                self.writer.write(16, u32::from(*unit));
            }
            self.grow();
        } else {
            // Every phrase written was put in the dictionary when it was first met.
            let code = self.dictionary.get(phrase).copied().unwrap_or_default();
            self.writer.write(self.width, code);
        }
        self.grow();
    }
}

/// What lz-string's `compressToBase64` makes of `text`: the same characters, so a link
/// written here is the one f-puzzles writes for the same JSON text.
pub fn compress_base64(text: &str) -> String {
    if text.is_empty() {
        return String::new();
    }
    let mut state = Compressor {
        writer: BitWriter {
            out: String::new(),
            value: 0,
            filled: 0,
        },
        dictionary: HashMap::new(),
        unwritten: HashSet::new(),
        width: 2,
        enlarge_in: 2,
    };
    let mut next_code: u32 = 3;
    let mut phrase: Vec<u16> = Vec::new();
    for unit in text.encode_utf16() {
        if !state.dictionary.contains_key([unit].as_slice()) {
            state.dictionary.insert(vec![unit], next_code);
            next_code += 1;
            state.unwritten.insert(unit);
        }
        phrase.push(unit);
        if !state.dictionary.contains_key(&phrase) {
            state.dictionary.insert(phrase.clone(), next_code);
            next_code += 1;
            phrase.pop();
            state.emit(&phrase);
            phrase.clear();
            phrase.push(unit);
        }
    }
    state.emit(&phrase);
    state.writer.write(state.width, END);
    // The last character is filled with zeros: a whole one when the stream ended on a
    // character's edge, as lz-string writes it.
    loop {
        state.writer.write(1, 0);
        if state.writer.filled == 0 {
            break;
        }
    }
    let mut out = state.writer.out;
    while !out.len().is_multiple_of(4) {
        out.push('=');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    // Payloads made by lz-string 1.5.0's own `compressToBase64` (node), with their texts.
    #[test]
    fn payloads_of_the_reference_implementation_decompress_to_their_texts() {
        for (payload, text) in [
            ("IZA=", "a".to_owned()),
            ("IbI=", "aa".to_owned()),
            ("Aco=", "ààà".to_owned()),
            ("C4e1Q===", "toto".to_owned()),
            (
                "KORCJCIEBFhgRAU4WASCwiQ1EQDMA2hGQCA=",
                "Å∑⁄¢∆Ê‚√∫flı".to_owned(),
            ),
            (
                "N4IgzglgXgpiBcBOANCA5gJwgEwQbQF0BfIA",
                r#"{"size":9,"grid":[]}"#.to_owned(),
            ),
            ("IYI17SOrZ+6IcpqXrZj2u5/vQgoA", "ab".repeat(128)),
            (
                "hkZju3AEiLDIXQyNcMYEoEYDCig=",
                "题目 パズル R1C1".to_owned(),
            ),
        ] {
            assert_eq!(compress_base64(&text), payload, "{text}");
            assert_eq!(decompress_base64(payload), Ok(text), "{payload}");
        }
    }

    #[test]
    fn what_is_no_payload_is_refused() {
        for payload in ["", "!!!!", "A", "////////", "N4Ig€"] {
            assert!(decompress_base64(payload).is_err(), "{payload:?}");
        }
    }
}
