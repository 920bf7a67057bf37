//! The generic engine's errors (a line of another size than 9x9, a shape, a puzzle's rules)
//! in each language: one sample of each variant, with regions and rules told from 1.

use super::{Sample, add};
use nonet::i18n::Localized;
use nonet::lang::Language;
use nonet::rules::RuleError;
use nonet::rules::text::{LineError, LineField, parse_line};
use nonet::shape::ShapeError;
use nonet::shape::canon::CanonError;

/// One error of each variant of the generic engine's [`LineError`], [`ShapeError`],
/// [`RuleError`] and [`CanonError`]. Regions and rules are kept from 0 and told from 1, so a region label 3 is
/// "4" in every sentence; cells are told as their index.
pub(crate) fn add_rule_errors(out: &mut Vec<Sample>) {
    add(
        out,
        LineError::NotABoxedLength { found: 37 },
        &["37", "16", "256"],
    );
    add(out, LineError::NotASquare { found: 24 }, &["24", "4", "16"]);
    add(
        out,
        LineError::RegionCount {
            expected: 25,
            found: 23,
        },
        &["25", "23"],
    );
    for field in [LineField::Givens, LineField::Regions] {
        add(
            out,
            LineError::BadSymbol {
                field,
                position: 14,
                found: 'h',
                size: 12,
            },
            &["14", "'h'", "12x12", "A-G"],
        );
    }
    add(
        out,
        LineError::UnknownPrefix {
            prefix: "sandwich".into(),
        },
        &["\"sandwich\"", "9x9", "jigsaw"],
    );
    add(out, LineError::MissingRegions, &[]);
    add(out, LineError::ExtraField, &[]);

    add(
        out,
        ShapeError::SizeOutOfRange { size: 17 },
        &["4", "16", "17"],
    );
    add(out, ShapeError::NoBoxes { size: 7 }, &["7x7"]);
    add(
        out,
        ShapeError::WrongLabelCount {
            expected: 36,
            found: 35,
        },
        &["36", "35"],
    );
    add(
        out,
        ShapeError::LabelOutOfRange {
            cell: 20,
            label: 6,
            last: 5,
        },
        &["20", "7", "1", "6"],
    );
    add(
        out,
        ShapeError::RegionSize {
            region: 3,
            expected: 6,
            found: 5,
        },
        &["4", "6", "5"],
    );
    add(
        out,
        ShapeError::DisconnectedRegion {
            region: 10,
            pieces: 2,
        },
        &["11", "2"],
    );

    add(
        out,
        RuleError::WrongGivenCount {
            expected: 64,
            found: 63,
        },
        &["64", "63"],
    );
    add(
        out,
        RuleError::DigitOutOfRange {
            cell: 33,
            digit: 9,
            size: 8,
        },
        &["33", "9", "8"],
    );
    add(
        out,
        RuleError::CellOutOfRange {
            cell: 144,
            cells: 144,
        },
        &["144"],
    );
    add(out, RuleError::RepeatedCell { cell: 57 }, &["57"]);
    add(
        out,
        RuleError::RegionSize {
            expected: 12,
            found: 11,
        },
        &["12", "11"],
    );
    add(out, RuleError::CageSize { cells: 0, size: 6 }, &["0", "6"]);
    add(
        out,
        RuleError::ImpossibleSum {
            cells: 2,
            sum: 40,
            min: 3,
            max: 31,
        },
        &["2", "40", "3", "31"],
    );
    add(
        out,
        RuleError::RepeatedGiven {
            digit: 11,
            first: 38,
            second: 203,
            size: 16,
        },
        &["11", "r3c7", "r13c12"],
    );
    add(out, RuleError::GivensBreakRule { rule: 2 }, &["3"]);

    add(out, CanonError::NoBoxes, &[]);
    add(
        out,
        CanonError::WrongCellCount {
            expected: 36,
            found: 35,
        },
        &["36", "35"],
    );
    add(out, CanonError::BadGivens { size: 12 }, &["12x12"]);
    add(out, CanonError::TooManyTies, &[]);

    // A line's wrapped errors are told as the inner error.
    add(
        out,
        LineError::Shape(ShapeError::DisconnectedRegion {
            region: 0,
            pieces: 3,
        }),
        &["1", "3"],
    );
    add(
        out,
        LineError::Rules(RuleError::RepeatedGiven {
            digit: 4,
            first: 0,
            second: 5,
            size: 4,
        }),
        &["4", "r1c1", "r2c2"],
    );
}

#[test]
fn a_line_field_is_named_in_the_sentences_language() {
    let error = |field| LineError::BadSymbol {
        field,
        position: 3,
        found: 'z',
        size: 6,
    };
    let chinese = error(LineField::Regions).localized_in(Language::ZhCn);
    assert!(
        chinese.contains("区域编号") && !chinese.contains("region"),
        "{chinese}"
    );
    let japanese = error(LineField::Givens).localized_in(Language::Ja);
    assert!(
        japanese.contains("問題の数字") && !japanese.contains("givens"),
        "{japanese}"
    );
    assert_ne!(
        error(LineField::Givens).localized_in(Language::En),
        error(LineField::Regions).localized_in(Language::En)
    );
}

#[test]
fn a_region_is_told_by_the_id_the_line_gave_it() {
    // A 4x4 jigsaw whose region `3` falls apart: r4c3 is cut off from r3c1, r3c2 and r4c1.
    let line = format!("jigsaw:{}:1122112233443434", ".".repeat(16));
    let error = parse_line(&line).expect_err("region 3 is in two pieces");
    assert!(matches!(error, LineError::Shape(_)), "{error:?}");
    assert!(
        error.to_string().starts_with("region 3 is not connected"),
        "{error}"
    );
    assert_eq!(error.localized_in(Language::En), error.to_string());
    let chinese = error.localized_in(Language::ZhCn);
    assert!(chinese.starts_with("第3区"), "{chinese}");
    let japanese = error.localized_in(Language::Ja);
    assert!(japanese.starts_with("領域3"), "{japanese}");

    // Every cell in region `1`: the first region the line names has all 16 cells.
    let line = format!("jigsaw:{}:{}", ".".repeat(16), "1".repeat(16));
    let error = parse_line(&line).expect_err("one region of 16 cells");
    assert_eq!(error.to_string(), "region 1 should have 4 cells but has 16");
}

#[test]
fn the_generic_engines_errors_read_in_japanese_without_english_words() {
    let mut out = Vec::new();
    add_rule_errors(&mut out);
    for (tell, display, _) in out {
        let japanese = tell(Language::Ja);
        // Quoted text is what the line held; `jigsaw` is the line's own keyword.
        let words = japanese
            .split(['"', '\''])
            .step_by(2)
            .collect::<Vec<_>>()
            .join(" ");
        let english: Vec<&str> = words
            .split(|c: char| !c.is_ascii_alphabetic())
            .filter(|word| word.len() > 1 && *word != "jigsaw")
            .collect();
        assert!(english.is_empty(), "{display:?} became {japanese:?}");
    }
}
