//! The ranges a puzzle may be ordered by on the command line: scores and givens.

use std::ops::RangeInclusive;
use std::str::FromStr;

/// Reads `A-B` as a range of `what`, each end passing `fits`; `example` shows the form.
fn parse_range<T: FromStr + PartialOrd>(
    text: &str,
    what: &str,
    example: &str,
    fits: impl Fn(&T) -> bool,
) -> Result<RangeInclusive<T>, String> {
    let (low, high) = text
        .split_once('-')
        .ok_or_else(|| format!("expected A-B, such as {example}"))?;
    let number = |part: &str| {
        part.trim()
            .parse::<T>()
            .ok()
            .filter(&fits)
            .ok_or_else(|| format!("{part:?} is not {what}"))
    };
    let (low, high) = (number(low)?, number(high)?);
    if low > high {
        return Err("the first number is above the second".to_string());
    }
    Ok(low..=high)
}

/// Reads `A-B` as a range of scores, `3.0-4.5`.
pub fn parse_score_range(text: &str) -> Result<RangeInclusive<f32>, String> {
    parse_range(text, "a score", "3.0-4.5", |score: &f32| score.is_finite())
}

/// Reads `A-B` as a range of givens, `24-28`.
pub fn parse_givens_range(text: &str) -> Result<RangeInclusive<usize>, String> {
    parse_range(
        text,
        "a number of givens (0 to 81)",
        "24-28",
        |&n: &usize| n <= 81,
    )
}
