//! Where a link puts an f-puzzles puzzle: `f-puzzles.com/?load=PAYLOAD`, SudokuPad's
//! `sudokupad.app/fpuzzlesPAYLOAD` and `?puzzleid=fpuzzlesPAYLOAD` (also on
//! `beta.sudokupad.app` and `app.crackingthecryptic.com/sudoku/`), or a bare
//! `fpuzzlesPAYLOAD`; and the damage links suffer on their way (percent-encoding, `+` made a
//! space, `//` made `/`), undone.

use super::{FpuzzlesError, MAX_LINK_BYTES};

/// The prefix of a SudokuPad puzzle id that carries an f-puzzles payload.
const FPUZZLES_ID: &str = "fpuzzles";

/// The sites whose address is followed by a SudokuPad puzzle id.
const SUDOKUPAD_HOSTS: [&str; 3] = [
    "sudokupad.app/",
    "beta.sudokupad.app/",
    "app.crackingthecryptic.com/",
];

/// The site whose `load` parameter is the payload.
const FPUZZLES_HOST: &str = "f-puzzles.com/";

/// `text` without a leading `prefix`, compared without case.
fn strip_prefix_ignoring_case<'a>(text: &'a str, prefix: &str) -> Option<&'a str> {
    let head = text.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix)
        .then(|| &text[prefix.len()..])
}

/// The address without its scheme (`https://`, or `https:/` once its `//` was collapsed)
/// and `www.`.
fn without_scheme(text: &str) -> &str {
    let mut rest = text;
    for scheme in ["https://", "http://", "https:/", "http:/"] {
        if let Some(after) = strip_prefix_ignoring_case(rest, scheme) {
            rest = after;
            break;
        }
    }
    strip_prefix_ignoring_case(rest, "www.").unwrap_or(rest)
}

/// Whether `text` looks like a link to a puzzle of f-puzzles or SudokuPad (or a bare
/// `fpuzzles` id): decided on its start alone, so any input's first line can be asked.
pub fn looks_like_link(text: &str) -> bool {
    let rest = without_scheme(text.trim_start_matches('\u{feff}').trim());
    strip_prefix_ignoring_case(rest, FPUZZLES_ID).is_some()
        || strip_prefix_ignoring_case(rest, FPUZZLES_HOST).is_some()
        || SUDOKUPAD_HOSTS
            .iter()
            .any(|host| strip_prefix_ignoring_case(rest, host).is_some())
}

/// The payload of an f-puzzles or SudokuPad link in `text` (one link, spaces inside it
/// taken for the `+` they were), percent-decoded; `None` when `text` is no such link, an
/// error when it is one that carries no payload (a SudokuPad id kept on its server) or is
/// longer than any puzzle's link.
pub fn payload_in(text: &str) -> Option<Result<String, FpuzzlesError>> {
    let text = text.trim_start_matches('\u{feff}').trim();
    if !looks_like_link(text) {
        return None;
    }
    if text.len() > MAX_LINK_BYTES {
        return Some(Err(FpuzzlesError::LinkTooLong {
            bytes: text.len(),
            limit: MAX_LINK_BYTES,
        }));
    }
    // A link with a broken escape is taken as it is; its payload then says what is wrong.
    let decoded = crate::formats::link::percent_decode(text)
        .unwrap_or_else(|| text.to_owned())
        .replace(' ', "+");
    let rest = without_scheme(&decoded);
    if let Some(query) = strip_prefix_ignoring_case(rest, FPUZZLES_HOST) {
        let payload = query
            .trim_start_matches('?')
            .split(['&', '#'])
            .find_map(|part| part.strip_prefix("load="));
        return Some(payload.map(str::to_owned).ok_or(FpuzzlesError::NoPayload));
    }
    let id = SUDOKUPAD_HOSTS
        .iter()
        .find_map(|host| strip_prefix_ignoring_case(rest, host))
        .map_or(rest, sudokupad_id);
    Some(match strip_prefix_ignoring_case(id, FPUZZLES_ID) {
        Some(payload) if !payload.is_empty() => Ok(payload.to_owned()),
        Some(_) => Err(FpuzzlesError::NoPayload),
        None => Err(FpuzzlesError::NotSelfContained {
            id: id.chars().take(40).collect(),
        }),
    })
}

/// The puzzle id in what follows a SudokuPad address: the `puzzleid` parameter, else the
/// path (after `sudoku/` on Cracking the Cryptic's site) up to its query or fragment.
fn sudokupad_id(rest: &str) -> &str {
    if let Some((_, query)) = rest.split_once('?')
        && let Some(id) = query
            .split(['&', '#'])
            .find_map(|part| part.strip_prefix("puzzleid="))
    {
        return id;
    }
    let path = rest.split(['?', '#']).next().unwrap_or_default();
    strip_prefix_ignoring_case(path, "sudoku/").unwrap_or(path)
}

/// The payloads to try for `payload`: itself, then with one `/` doubled at each place, then
/// two, as a `//` collapsed to `/` in transit (SudokuPad tries re-doubled slashes too). Two
/// at most, and only for payloads with few slashes, so the tries stay few.
pub fn repairs(payload: &str) -> impl Iterator<Item = String> + '_ {
    /// The most slashes whose pairs are tried (about 500 tries).
    const MOST_SLASHES_FOR_PAIRS: usize = 32;
    let slashes: Vec<usize> = payload.match_indices('/').map(|(at, _)| at).collect();
    let doubled = |at: &[usize]| {
        let mut text = String::with_capacity(payload.len() + at.len());
        let mut last = 0;
        for &place in at {
            text.push_str(&payload[last..=place]);
            text.push('/');
            last = place + 1;
        }
        text.push_str(&payload[last..]);
        text
    };
    let singles: Vec<String> = slashes.iter().map(|&at| doubled(&[at])).collect();
    let mut pairs = Vec::new();
    if slashes.len() <= MOST_SLASHES_FOR_PAIRS {
        for (i, &first) in slashes.iter().enumerate() {
            for &second in &slashes[i + 1..] {
                pairs.push(doubled(&[first, second]));
            }
        }
    }
    std::iter::once(payload.to_owned())
        .chain(singles)
        .chain(pairs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_form_of_link_gives_its_payload() {
        for link in [
            "https://f-puzzles.com/?load=N4Ig",
            "http://www.f-puzzles.com/?load=N4Ig&other=1",
            "https://sudokupad.app/fpuzzlesN4Ig",
            "https://sudokupad.app/?puzzleid=fpuzzlesN4Ig",
            "https://beta.sudokupad.app/fpuzzlesN4Ig?setting-nogrid=1",
            "https://app.crackingthecryptic.com/sudoku/fpuzzlesN4Ig",
            "fpuzzlesN4Ig",
            "  https:/sudokupad.app/fpuzzlesN4Ig \n",
        ] {
            assert_eq!(payload_in(link), Some(Ok("N4Ig".to_owned())), "{link}");
        }
    }

    #[test]
    fn damage_in_transit_is_undone() {
        assert_eq!(
            payload_in("https://f-puzzles.com/?load=N4Ig%2BA%2Fb%3D"),
            Some(Ok("N4Ig+A/b=".to_owned()))
        );
        assert_eq!(
            payload_in("https://sudokupad.app/fpuzzlesN4Ig A"),
            Some(Ok("N4Ig+A".to_owned()))
        );
        let tries: Vec<String> = repairs("a/b/c").collect();
        assert_eq!(tries, ["a/b/c", "a//b/c", "a/b//c", "a//b//c"]);
    }

    #[test]
    fn links_without_a_payload_say_so_and_other_text_is_no_link() {
        assert_eq!(
            payload_in("https://sudokupad.app/abc123"),
            Some(Err(FpuzzlesError::NotSelfContained {
                id: "abc123".to_owned()
            }))
        );
        assert_eq!(
            payload_in("https://sudokupad.app/sclN4Ig"),
            Some(Err(FpuzzlesError::NotSelfContained {
                id: "sclN4Ig".to_owned()
            }))
        );
        assert_eq!(
            payload_in("https://f-puzzles.com/"),
            Some(Err(FpuzzlesError::NoPayload))
        );
        for text in ["53..7....", "x:123", "https://example.com/#p=1", "killer:1"] {
            assert_eq!(payload_in(text), None, "{text}");
        }
        let long = format!("fpuzzles{}", "A".repeat(MAX_LINK_BYTES));
        assert!(matches!(
            payload_in(&long),
            Some(Err(FpuzzlesError::LinkTooLong { .. }))
        ));
    }
}
