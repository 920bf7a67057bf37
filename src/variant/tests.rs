//! Tests of the variant model and its line format.

use super::*;
use crate::grid::House;

/// A valid classic solution built by shifting rows (not a known puzzle: only its rows,
/// columns and boxes are right).
fn shifted_solution() -> Grid {
    let mut cells = [0u8; CELLS];
    for (cell, slot) in cells.iter_mut().enumerate() {
        let (row, col) = (cell / 9, cell % 9);
        *slot = ((row * 3 + row / 3 + col) % 9 + 1) as u8;
    }
    Grid::from_cells(cells).expect("digits 1-9")
}

const EMPTY: &str =
    ".................................................................................";

/// Boxes with r3c3 and r4c2 swapped between boxes 1 and 4: connected, nine cells each.
const JIGSAW_REGIONS: &str = concat!(
    "111222333",
    "111222333",
    "114222333",
    "414555666",
    "444555666",
    "444555666",
    "777888999",
    "777888999",
    "777888999"
);

/// Dominoes along each row plus a single cell at the end; sums from the shifted solution.
fn domino_killer_line() -> String {
    let solution = shifted_solution();
    let ids: Vec<char> = CAGE_IDS_FOR_TEST.chars().collect();
    let mut cage_ids = String::new();
    let mut sums = Vec::new();
    for row in 0..9 {
        for col in 0..9 {
            let cage = row * 5 + col / 2;
            cage_ids.push(ids[cage]);
            if col % 2 == 0 {
                let cell = row * 9 + col;
                let mut sum = solution.get(cell);
                if col < 8 {
                    sum += solution.get(cell + 1);
                }
                sums.push(sum.to_string());
            }
        }
    }
    format!("killer:{EMPTY}:{cage_ids}:{}", sums.join(","))
}

const CAGE_IDS_FOR_TEST: &str = format::CAGE_IDS;

#[test]
fn canonical_lines_read_back_to_the_same_text() {
    let givens =
        "1...5...9..4...8................................7.........2.........3...........6";
    let lines = [
        givens.to_owned(),
        format!("x:{givens}"),
        format!("windoku:{givens}"),
        format!("jigsaw:{givens}:{JIGSAW_REGIONS}"),
        domino_killer_line(),
    ];
    for line in lines {
        let puzzle = parse_line(&line).unwrap_or_else(|error| panic!("{line}: {error}"));
        assert_eq!(write_line(&puzzle), line);
        assert_eq!(puzzle.to_string().parse::<Puzzle>(), Ok(puzzle));
    }
}

#[test]
fn kinds_come_from_the_prefix() {
    let cases = [
        (EMPTY.to_owned(), Kind::Classic, 27),
        (format!("x:{EMPTY}"), Kind::X, 29),
        (format!("WINDOKU:{EMPTY}"), Kind::Windoku, 31),
        (format!("jigsaw:{EMPTY}:{JIGSAW_REGIONS}"), Kind::Jigsaw, 27),
        (domino_killer_line(), Kind::Killer, 27),
    ];
    for (line, kind, houses) in cases {
        let puzzle = parse_line(&line).expect("valid line");
        assert_eq!(puzzle.kind(), kind);
        assert_eq!(puzzle.geometry().houses().len(), houses, "{kind}");
    }
}

#[test]
fn givens_read_like_classic_lines() {
    let zeros = format!("x:{}", "0".repeat(81));
    let dashes = format!("x:{}", "-".repeat(81));
    let a = parse_line(&zeros).expect("zeros are empty cells");
    let b = parse_line(&dashes).expect("dashes are empty cells");
    assert_eq!(a, b);
    assert_eq!(a.givens().filled_count(), 0);
    assert_eq!(parse_line(&format!("  {zeros}\r\n")), Ok(a));
}

#[test]
fn windows_and_diagonals_are_where_they_belong() {
    let windoku = parse_line(&format!("windoku:{EMPTY}")).expect("valid");
    let windows: Vec<_> = windoku
        .geometry()
        .houses()
        .iter()
        .filter(|h| matches!(h.house, House::Window(_)))
        .collect();
    assert_eq!(windows.len(), 4);
    // r2c2..r4c4, r2c6..r4c8, r6c2.., r6c6..
    assert_eq!(windows[0].cells, [10, 11, 12, 19, 20, 21, 28, 29, 30]);
    assert_eq!(windows[3].cells, [50, 51, 52, 59, 60, 61, 68, 69, 70]);
    let x = parse_line(&format!("x:{EMPTY}")).expect("valid");
    // The centre cell sees both diagonals: 8 + 8 + 4 + 8 + 4 distinct peers.
    assert_eq!(x.geometry().peers(40).len(), 32);
    assert!(x.geometry().sees(0, 80));
    assert!(!x.geometry().sees(0, 79));
}

fn error_of(line: &str) -> VariantError {
    match parse_line(line) {
        Ok(puzzle) => panic!("{line} was read as {puzzle}"),
        Err(error) => error,
    }
}

#[test]
fn prefixes_and_fields_are_checked() {
    assert!(matches!(
        error_of(&format!("sudoku:{EMPTY}")),
        VariantError::UnknownVariant { prefix } if prefix == "sudoku"
    ));
    assert!(matches!(
        error_of(&format!("classic:{EMPTY}")),
        VariantError::UnknownVariant { .. }
    ));
    assert_eq!(
        error_of(&format!("x:{}", &EMPTY[1..])),
        VariantError::WrongLength {
            field: Field::Givens,
            found: 80
        }
    );
    assert_eq!(
        error_of(&EMPTY[..10]),
        VariantError::WrongLength {
            field: Field::Givens,
            found: 10
        }
    );
    let mut bad = EMPTY.to_owned();
    bad.replace_range(4..5, "x");
    assert_eq!(
        error_of(&format!("windoku:{bad}")),
        VariantError::BadGiven {
            position: 5,
            found: 'x'
        }
    );
    assert_eq!(
        error_of(&format!("x:{EMPTY}:{EMPTY}")),
        VariantError::ExtraField {
            after: Field::Givens
        }
    );
    assert_eq!(
        error_of(&format!("jigsaw:{EMPTY}")),
        VariantError::MissingField(Field::Regions)
    );
    assert_eq!(
        error_of(&format!("killer:{EMPTY}")),
        VariantError::MissingField(Field::Cages)
    );
    assert_eq!(
        error_of(&format!("killer:{EMPTY}:{EMPTY}")),
        VariantError::MissingField(Field::Sums)
    );
}

#[test]
fn jigsaw_regions_are_checked() {
    let line = |regions: &str| format!("jigsaw:{EMPTY}:{regions}");
    assert_eq!(
        error_of(&line(&JIGSAW_REGIONS[1..])),
        VariantError::WrongLength {
            field: Field::Regions,
            found: 80
        }
    );
    let mut zero = JIGSAW_REGIONS.to_owned();
    zero.replace_range(0..1, "0");
    assert_eq!(
        error_of(&line(&zero)),
        VariantError::BadRegionId {
            cell: 0,
            found: '0'
        }
    );
    // r1c1 moved from region 1 to region 2: ten cells and eight.
    let mut moved = JIGSAW_REGIONS.to_owned();
    moved.replace_range(0..1, "2");
    assert_eq!(
        error_of(&line(&moved)),
        VariantError::RegionSize { region: 0, size: 8 }
    );
    // Only eight regions: region 9 has no cell.
    let eight = JIGSAW_REGIONS.replace('9', "8");
    assert_eq!(
        error_of(&line(&eight)),
        VariantError::RegionSize {
            region: 7,
            size: 18
        }
    );
    // r1c1 and r1c4 swapped: both regions keep nine cells, and region 2's r1c1 is cut off.
    let mut swapped: Vec<char> = JIGSAW_REGIONS.chars().collect();
    swapped.swap(0, 3);
    let swapped: String = swapped.into_iter().collect();
    assert_eq!(
        error_of(&line(&swapped)),
        VariantError::DisconnectedRegion { region: 1 }
    );
}

/// A killer line with the cage ids and sums given, and no givens unless `givens` has some.
fn killer(givens: &str, cages: &str, sums: &str) -> String {
    format!("killer:{givens}:{cages}:{sums}")
}

/// Cage ids for one cage `a` on the first `n` cells of row 1, nothing else.
fn one_cage(n: usize) -> String {
    format!("{}{}", "a".repeat(n), ".".repeat(81 - n))
}

#[test]
fn killer_cages_and_sums_are_checked() {
    assert_eq!(
        error_of(&killer(EMPTY, &one_cage(2), "18")),
        VariantError::ImpossibleSum {
            first_cell: 0,
            size: 2,
            sum: 18
        }
    );
    assert_eq!(
        error_of(&killer(EMPTY, &one_cage(1), "10")),
        VariantError::ImpossibleSum {
            first_cell: 0,
            size: 1,
            sum: 10
        }
    );
    assert_eq!(
        error_of(&killer(EMPTY, &one_cage(2), "3,4")),
        VariantError::SumCount { cages: 1, sums: 2 }
    );
    assert_eq!(
        error_of(&killer(EMPTY, &one_cage(2), "")),
        VariantError::SumCount { cages: 1, sums: 0 }
    );
    assert_eq!(
        error_of(&killer(EMPTY, &one_cage(2), "1x")),
        VariantError::BadSum {
            position: 1,
            text: "1x".into()
        }
    );
    assert!(matches!(
        error_of(&killer(EMPTY, &one_cage(2), "+5")),
        VariantError::BadSum { .. }
    ));
    let split = format!("a.a{}", ".".repeat(78));
    assert_eq!(
        error_of(&killer(EMPTY, &split, "4")),
        VariantError::DisconnectedCage { first_cell: 0 }
    );
    assert_eq!(
        error_of(&killer(EMPTY, &".".repeat(80), "")),
        VariantError::WrongLength {
            field: Field::Cages,
            found: 80
        }
    );
    // Ids may be any character but '.', a colon and non-ASCII letters included.
    let odd = format!("::é{}", ".".repeat(78));
    let puzzle = parse_line(&killer(EMPTY, &odd, "3,5")).expect("valid odd ids");
    assert_eq!(puzzle.cages().len(), 2);
    assert_eq!(puzzle.cages()[1].cells(), &[2]);
}

#[test]
fn clashing_givens_are_rejected() {
    let mut givens: Vec<char> = EMPTY.chars().collect();
    givens[0] = '5';
    givens[80] = '5';
    let givens: String = givens.into_iter().collect();
    assert!(parse_line(&givens).is_ok());
    assert!(matches!(
        error_of(&format!("x:{givens}")),
        VariantError::Clash {
            digit: 5,
            house: House::Diagonal,
            cells: [0, 80]
        }
    ));
    let mut window: Vec<char> = EMPTY.chars().collect();
    window[10] = '3';
    window[30] = '3';
    let window: String = window.into_iter().collect();
    assert!(matches!(
        error_of(&format!("windoku:{window}")),
        VariantError::Clash {
            house: House::Window(0),
            ..
        }
    ));
    let mut cage: Vec<char> = EMPTY.chars().collect();
    cage[0] = '4';
    cage[10] = '4';
    let cage: String = cage.into_iter().collect();
    let cages = format!("aa.......ba{}", ".".repeat(70));
    assert!(matches!(
        error_of(&killer(&cage, &cages, "13,2")),
        VariantError::Clash {
            house: House::Box(0),
            ..
        }
    ));
    let cages = format!("aaaaaaaaaa{}", ".".repeat(71));
    let mut far: Vec<char> = EMPTY.chars().collect();
    far[0] = '4';
    far[9] = '4';
    let far: String = far.into_iter().collect();
    assert_eq!(
        error_of(&killer(&far.replace("4", "."), &cages, "45")),
        VariantError::ImpossibleSum {
            first_cell: 0,
            size: 10,
            sum: 45
        }
    );
    let cages = format!("a........a{}", ".".repeat(71));
    let mut apart: Vec<char> = EMPTY.chars().collect();
    apart[0] = '4';
    apart[9] = '4';
    let apart: String = apart.into_iter().collect();
    // r1c1 and r2c1 share column 1 anyway; a cage spanning boxes shows the cage check.
    assert!(matches!(
        error_of(&killer(&apart, &cages, "9")),
        VariantError::Clash {
            house: House::Col(0),
            ..
        }
    ));
    let cages = format!("........aa{}", ".".repeat(71));
    let mut across: Vec<char> = EMPTY.chars().collect();
    across[8] = '6';
    across[9] = '6';
    let across: String = across.into_iter().collect();
    assert_eq!(
        error_of(&killer(&across, &cages, "12")),
        VariantError::DisconnectedCage { first_cell: 8 }
    );
}

#[test]
fn cage_repeats_are_reported_with_the_cage() {
    // r3c3 and r4c4 are in different boxes, rows and columns; a cage joins them via r3c4.
    let mut cages: Vec<char> = EMPTY.chars().collect();
    for cell in [20, 21, 30] {
        cages[cell] = 'q';
    }
    let cages: String = cages.into_iter().collect();
    let mut givens: Vec<char> = EMPTY.chars().collect();
    givens[20] = '7';
    givens[30] = '7';
    let givens: String = givens.into_iter().collect();
    assert_eq!(
        error_of(&killer(&givens, &cages, "20")),
        VariantError::CageRepeat {
            digit: 7,
            first_cell: 20,
            cells: [20, 30]
        }
    );
}

#[test]
fn every_error_reads_as_a_sentence() {
    let errors = [
        error_of(&format!("sudoku:{EMPTY}")),
        error_of(&killer(EMPTY, &one_cage(2), "18")),
        error_of(&killer(EMPTY, &format!("a.a{}", ".".repeat(78)), "4")),
        error_of(&format!(
            "jigsaw:{EMPTY}:{}",
            JIGSAW_REGIONS.replace('9', "8")
        )),
    ];
    let texts: Vec<String> = errors.iter().map(ToString::to_string).collect();
    assert_eq!(
        texts,
        [
            "unknown variant \"sudoku\": expected x, windoku, jigsaw or killer",
            "the cage starting at r1c1: no 2 different digits add up to 18",
            "the cage starting at r1c1 is not connected",
            "region 8 has 18 cells instead of 9",
        ]
    );
}

#[test]
fn the_model_checks_what_the_format_does() {
    let solution = shifted_solution();
    assert!(Puzzle::new(Kind::Classic, solution).is_ok());
    assert_eq!(
        Puzzle::killer(Grid::empty(), vec![(vec![0, 1], 3), (vec![1, 2], 9)]),
        Err(VariantError::CellInTwoCages { cell: 1 })
    );
    assert_eq!(
        Puzzle::killer(Grid::empty(), vec![(vec![81], 3)]),
        Err(VariantError::CellOutsideGrid { cell: 81 })
    );
    assert_eq!(
        Puzzle::killer(Grid::empty(), vec![(vec![], 3)]),
        Err(VariantError::EmptyCage)
    );
    assert_eq!(
        Puzzle::new(Kind::Jigsaw, Grid::empty()),
        Err(VariantError::MissingField(Field::Regions))
    );
    let puzzle = parse_line(&domino_killer_line()).expect("valid");
    assert!(puzzle.is_solution(&solution));
    let mut wrong = solution;
    wrong.set(0, solution.get(1));
    wrong.set(1, solution.get(0));
    assert!(!puzzle.is_solution(&wrong));
    assert_eq!(format::CAGE_IDS.chars().count(), 87);
    assert!(!format::CAGE_IDS.contains('.') && !format::CAGE_IDS.contains(','));
}

#[test]
fn a_byte_order_mark_before_a_variant_line_is_ignored() {
    let line = format!("windoku:{EMPTY}");
    let plain = parse_line(&line).expect("valid");
    assert_eq!(
        parse_line(&format!("\u{feff}{line}\r\n")),
        Ok(plain.clone())
    );
    let text = format!("\u{feff}{line}\n");
    assert_eq!(
        crate::game::variant_in_text(&text),
        Some(Ok(plain)),
        "a file opening with a BOM is still a variant file"
    );
}
