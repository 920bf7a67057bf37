//! Puzzles as links: `BASE#p=LINE`, a puzzle's one-line form (81 givens, or a variant line
//! such as `killer:…`) in the fragment of a web address. The fragment never reaches the
//! server, so a link works wherever the site is hosted; BASE is the user's choice.

/// The fragment parameter that holds the puzzle's line.
const PUZZLE_PARAMETER: &str = "p";

/// The link to the puzzle `line` on the site at `base` (anything before the fragment).
pub fn puzzle_link(base: &str, line: &str) -> String {
    let base = base.split('#').next().unwrap_or_default();
    format!("{base}#{PUZZLE_PARAMETER}={}", percent_encode(line))
}

/// The puzzle line a link carries: `text` is one word (a whole link, or its fragment alone,
/// `#p=…`) whose fragment has a `p=` parameter; `None` for anything else, so puzzle text
/// that merely holds a `#` (a SadMan file's comments) is never taken for a link.
pub fn puzzle_in_link(text: &str) -> Option<String> {
    let text = text.trim();
    if text.is_empty() || text.contains(char::is_whitespace) {
        return None;
    }
    let (_, fragment) = text.split_once('#')?;
    fragment
        .split('&')
        .find_map(|part| part.strip_prefix(PUZZLE_PARAMETER)?.strip_prefix('='))
        .and_then(percent_decode)
        .filter(|line| !line.is_empty())
}

/// Whether a byte stands for itself in a fragment's parameter: letters, digits and the
/// marks a line uses that mean nothing to a fragment (`.` for an empty cell, `:` between a
/// variant's parts, `,` between cage sums).
fn kept_as_is(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || b"-._~:,!*()@/".contains(&byte)
}

fn percent_encode(text: &str) -> String {
    let mut encoded = String::with_capacity(text.len());
    for byte in text.bytes() {
        if kept_as_is(byte) {
            encoded.push(char::from(byte));
        } else {
            encoded.push_str(&format!("%{byte:02X}"));
        }
    }
    encoded
}

/// The text `%XX` escapes stand for; `None` for a broken escape or bytes that are not UTF-8.
pub(crate) fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut decoded = Vec::with_capacity(bytes.len());
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at] == b'%' {
            let hex = text.get(at + 1..at + 3)?;
            decoded.push(u8::from_str_radix(hex, 16).ok()?);
            at += 3;
        } else {
            decoded.push(bytes[at]);
            at += 1;
        }
    }
    String::from_utf8(decoded).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::{parse_line, write_line};

    const CLASSIC: &str =
        "9....4..1.16..8.7........8.74.3.5.......1.......7.2.38.5........7.2..35.1..6....9";

    #[test]
    fn a_classic_link_reads_back_to_its_line() {
        let link = puzzle_link("https://example.org/nonet/", CLASSIC);
        assert_eq!(link, format!("https://example.org/nonet/#p={CLASSIC}"));
        assert_eq!(puzzle_in_link(&link).as_deref(), Some(CLASSIC));
        // A base that already had a fragment loses it.
        let again = puzzle_link("https://example.org/#p=old", CLASSIC);
        assert_eq!(puzzle_in_link(&again).as_deref(), Some(CLASSIC));
        assert_eq!(again.matches('#').count(), 1);
    }

    #[test]
    fn a_killer_line_with_marks_of_a_fragment_survives_the_round_trip() {
        // Cage ids past the 62nd are marks like `#`, `%`, `&` and `=`, which a fragment
        // would read as its own: they must be escaped.
        let ids: String = crate::variant::CAGE_IDS.chars().take(81).collect();
        let sums = vec!["5"; 81].join(",");
        let line = format!("killer:{}:{ids}:{sums}", ".".repeat(81));
        let link = puzzle_link("", &line);
        assert!(!link[1..].contains('#'), "{link}");
        assert!(!link.contains('&'), "{link}");
        assert_eq!(puzzle_in_link(&link).as_deref(), Some(line.as_str()));
    }

    #[test]
    fn a_real_variant_puzzle_reads_back_from_its_link() {
        let line =
            "x:..........1.8..29.4.......65..93....2.......5....14..93.......1.75..6.3..........";
        let puzzle = parse_line(line).expect("an X line");
        let link = puzzle_link("http://127.0.0.1:8000/", &write_line(&puzzle));
        let back = parse_line(&puzzle_in_link(&link).expect("a link")).expect("a line");
        assert_eq!(write_line(&back), write_line(&puzzle));
    }

    #[test]
    fn other_text_is_not_a_link() {
        assert_eq!(puzzle_in_link(CLASSIC), None);
        assert_eq!(puzzle_in_link("#AEnd-to-end test\n9....4..1"), None);
        assert_eq!(puzzle_in_link("https://example.org/#q=1"), None);
        assert_eq!(puzzle_in_link("https://example.org/#p="), None);
        assert_eq!(puzzle_in_link("https://example.org/#p=%G1"), None);
        assert_eq!(puzzle_in_link("https://example.org/#p=%FF"), None);
        assert_eq!(
            puzzle_in_link("#x=1&p=1.2").as_deref(),
            Some("1.2"),
            "the parameter is found among others"
        );
    }
}
