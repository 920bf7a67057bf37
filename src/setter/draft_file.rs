//! A draft as text and back, so that the workshop's autosave keeps a puzzle being set, even
//! one that makes no puzzle yet (regions half painted, givens that clash): a draft is kept
//! as it is, which a puzzle's line could not hold.
//!
//! Version 2 adds the rules drawn on the grid (thermometers, arrows, dots…), as the
//! f-puzzles JSON of a puzzle with those rules alone; a version 1 file has none. Version 3
//! adds drafts of other sizes than 9x9 (`sized`: the size, the givens and a jigsaw's
//! regions), whose 9x9 fields are then those of an empty classic grid.

use super::sized_draft::SizedDraft;
use super::workshop::Draft;
use crate::generator::Symmetry;
use crate::grid::{CELLS, Grid};
use crate::variant::Kind;
use serde::{Deserialize, Serialize};

/// The version of the draft file this Nonet writes (and the newest it reads).
pub const DRAFT_VERSION: u32 = 3;

/// The largest draft file read: the longest a draft can be written is about 2 KiB (81
/// one-cell cages) and a few KiB of rules drawn, so anything much longer is no draft.
pub const LARGEST_DRAFT_BYTES: u64 = 256 * 1024;

/// Why a draft file could not be read.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum DraftFileError {
    /// The bytes are not UTF-8 text.
    #[error("the file is not text (UTF-8)")]
    NotText,
    /// The text is not a draft's shape.
    #[error("line {line}: not a Nonet draft ({reason})")]
    Parse {
        /// The line where reading stopped, from 1.
        line: usize,
        /// What the parser says went wrong.
        reason: String,
    },
    /// Written by a newer Nonet.
    #[error("written by a newer Nonet (draft version {found}; this one reads up to {supported})")]
    Newer {
        /// The version in the file.
        found: u32,
        /// The newest version this Nonet reads.
        supported: u32,
    },
    /// The givens are not 81 characters of digits, `.` or `0`.
    #[error("the givens are not 81 digits (0 or . for a blank)")]
    Givens,
    /// The regions are not 81 digits from 1 to 9.
    #[error("the regions are not 81 digits from 1 to 9")]
    Regions,
    /// A cage has no cells, a cell off the grid, or a sum outside 1 to 45.
    #[error("cage {number} has no cells, a cell off the grid, or a sum outside 1 to 45")]
    Cage {
        /// The cage's place in the file, from 1.
        number: usize,
    },
    /// The rules drawn are not a puzzle's rules as f-puzzles writes them.
    #[error("the rules drawn do not read: {0}")]
    Drawn(crate::formats::fpuzzles::FpuzzlesError),
    /// A draft of another size with a symbol that is no digit of its grid.
    #[error("`{symbol}` is not a symbol of a {size}x{size} grid")]
    SizedSymbol {
        /// The symbol read.
        symbol: char,
        /// The grid's width.
        size: u8,
    },
    /// A draft of another size whose size or regions make no shape.
    #[error("{0}")]
    SizedShape(crate::shape::ShapeError),
    /// A draft of another size whose givens are not one a cell.
    #[error("the givens are not {cells} symbols")]
    SizedGivens {
        /// How many cells the grid has.
        cells: usize,
    },
    /// A draft of another size read where a 9x9 one was asked for.
    #[error("the draft is of another size than 9x9")]
    OtherSize,
}

/// A draft as a file keeps it: of a 9x9 puzzle, or of another size.
#[derive(Clone, PartialEq, Debug)]
pub enum KeptDraft {
    /// A 9x9 draft (classic, a variant, rules drawn).
    Nine(Draft),
    /// A draft of another size.
    Sized(SizedDraft),
}

/// A draft of another size in the file: its width, its givens as symbols (`1`-`9`, `A`-`G`,
/// `.` for a blank) and, for a jigsaw, each cell's region as a symbol (`1` the first).
#[derive(Serialize, Deserialize)]
struct SizedPart {
    size: u8,
    givens: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    regions: Option<String>,
}

/// The file's shape: plain fields, the grids as 81-character strings a person can read.
#[derive(Serialize, Deserialize)]
struct DraftFile {
    version: u32,
    kind: Kind,
    givens: String,
    regions: String,
    cages: Vec<(Vec<u8>, u32)>,
    keep: Symmetry,
    /// The rules drawn, as f-puzzles JSON (version 2; absent when none are).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    drawn: Option<String>,
    /// A draft of another size (version 3; absent for a 9x9 one).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    sized: Option<SizedPart>,
}

/// The rules drawn on `draft` as the f-puzzles JSON of an empty 9x9 puzzle with them alone;
/// `None` when there are none. The puzzle takes a jigsaw's regions while they make a shape
/// (a region-sum line opened from a jigsaw is cut by them), else the boxes, against which
/// every rule the tools draw was checked.
fn drawn_text(draft: &Draft) -> Option<String> {
    if draft.drawn().is_empty() {
        return None;
    }
    use crate::shape::Shape;
    let regions = (draft.kind() == Kind::Jigsaw)
        .then(|| Shape::with_regions(9, draft.regions()).ok())
        .flatten();
    regions
        .into_iter()
        .chain(Shape::boxed(9).ok())
        .find_map(|shape| {
            crate::rules::RulePuzzle::new(shape, vec![0; CELLS], draft.drawn().to_vec()).ok()
        })
        .map(|puzzle| crate::formats::fpuzzles::to_json(&puzzle, None, None))
}

/// `draft` and the symmetry kept while placing, as the text of a draft file.
pub fn draft_to_text(draft: &Draft, keep: Symmetry) -> String {
    let file = DraftFile {
        version: DRAFT_VERSION,
        kind: draft.kind(),
        givens: draft.givens().to_line(),
        regions: draft
            .regions()
            .iter()
            .map(|&region| char::from(b'1' + region.min(8)))
            .collect(),
        cages: draft
            .cages()
            .iter()
            .map(|(cells, sum)| {
                // A draft's cage cells are cells of the grid (below 81), so they fit a byte.
                let cells = cells
                    .iter()
                    .map(|&cell| cell.min(CELLS - 1) as u8)
                    .collect();
                (cells, *sum)
            })
            .collect(),
        keep,
        drawn: drawn_text(draft),
        sized: None,
    };
    file_text(&file)
}

/// A draft of another size and the symmetry kept while placing, as the text of a draft
/// file (its 9x9 fields those of an empty classic grid, which a Nonet before version 3
/// refuses as newer).
pub fn sized_draft_to_text(draft: &SizedDraft, keep: Symmetry) -> String {
    let shape = draft.shape();
    let symbols = |values: &mut dyn Iterator<Item = u8>| -> String {
        values
            .map(|value| match value {
                0 => '.',
                value => crate::shape::digit_symbol(value),
            })
            .collect()
    };
    let regions = shape.box_dims().is_none().then(|| {
        let mut labels = (0..shape.cells())
            // A jigsaw's cells each lie in one of its regions, numbered below 16.
            .map(|cell| shape.region_of(cell).map_or(0, |r| r as u8 + 1));
        symbols(&mut labels)
    });
    let file = DraftFile {
        version: DRAFT_VERSION,
        kind: Kind::Classic,
        givens: Grid::empty().to_line(),
        regions: String::new(),
        cages: Vec::new(),
        keep,
        drawn: None,
        sized: Some(SizedPart {
            // Shapes run from 4 to 16 wide.
            size: shape.size() as u8,
            givens: symbols(&mut draft.givens().iter().copied()),
            regions,
        }),
    };
    file_text(&file)
}

/// A draft file's fields as its text.
fn file_text(file: &DraftFile) -> String {
    let config = ron::ser::PrettyConfig::new().depth_limit(2).new_line("\n");
    // Plain strings, numbers and lists always serialise.
    let mut text = ron::ser::to_string_pretty(file, config).expect("a draft always serialises");
    text.push('\n');
    text
}

/// The 9x9 draft and kept symmetry in the text of a draft file
/// ([`DraftFileError::OtherSize`] for a draft of another size).
pub fn draft_from_text(text: &str) -> Result<(Draft, Symmetry), DraftFileError> {
    match kept_draft_from_text(text)? {
        (KeptDraft::Nine(draft), keep) => Ok((draft, keep)),
        (KeptDraft::Sized(_), _) => Err(DraftFileError::OtherSize),
    }
}

/// The draft, of any size, and kept symmetry in the text of a draft file.
pub fn kept_draft_from_text(text: &str) -> Result<(KeptDraft, Symmetry), DraftFileError> {
    let file: DraftFile = ron::from_str(text).map_err(|e| DraftFileError::Parse {
        line: e.span.start.line,
        reason: e.code.to_string(),
    })?;
    if file.version > DRAFT_VERSION {
        return Err(DraftFileError::Newer {
            found: file.version,
            supported: DRAFT_VERSION,
        });
    }
    if let Some(sized) = &file.sized {
        return Ok((KeptDraft::Sized(read_sized(sized)?), file.keep));
    }
    let givens = read_givens(&file.givens).ok_or(DraftFileError::Givens)?;
    let regions = read_regions(&file.regions).ok_or(DraftFileError::Regions)?;
    let mut cages = Vec::with_capacity(file.cages.len());
    for (index, (cells, sum)) in file.cages.into_iter().enumerate() {
        let fits = !cells.is_empty()
            && cells.iter().all(|&cell| usize::from(cell) < CELLS)
            && (1..=45).contains(&sum);
        if !fits {
            return Err(DraftFileError::Cage { number: index + 1 });
        }
        cages.push((cells.into_iter().map(usize::from).collect(), sum));
    }
    let drawn = match &file.drawn {
        Some(json) => crate::formats::fpuzzles::read_json(json)
            .map_err(DraftFileError::Drawn)?
            .puzzle
            .rules()
            .to_vec(),
        None => Vec::new(),
    };
    let draft = Draft::from_parts(file.kind, givens, regions, cages).with_drawn(drawn);
    Ok((KeptDraft::Nine(draft), file.keep))
}

/// The draft of another size a file's `sized` part holds; clashing givens are read as they
/// are, as a 9x9 draft's are.
fn read_sized(part: &SizedPart) -> Result<SizedDraft, DraftFileError> {
    let size = usize::from(part.size);
    let read = |text: &str, blank: bool| -> Result<Vec<u8>, DraftFileError> {
        text.chars()
            .map(|symbol| match symbol {
                '.' if blank => Ok(0),
                symbol => crate::shape::parse_digit_symbol(symbol, size).ok_or(
                    DraftFileError::SizedSymbol {
                        symbol,
                        size: part.size,
                    },
                ),
            })
            .collect()
    };
    let shape = match &part.regions {
        Some(regions) => {
            let labels: Vec<u8> = read(regions, false)?.iter().map(|r| r - 1).collect();
            crate::shape::Shape::with_regions(size, &labels)
        }
        None => crate::shape::Shape::boxed(size),
    }
    .map_err(DraftFileError::SizedShape)?;
    let givens = read(&part.givens, true)?;
    let cells = shape.cells();
    SizedDraft::from_parts(shape, givens).ok_or(DraftFileError::SizedGivens { cells })
}

/// 81 characters of digits, with `0` or `.` for a blank; clashing givens are a draft's own
/// business (the survey shows them), so they are read as they are.
fn read_givens(text: &str) -> Option<Grid> {
    let mut cells = [0u8; CELLS];
    let mut count = 0;
    for (index, ch) in text.chars().enumerate() {
        let cell = cells.get_mut(index)?;
        *cell = match ch {
            '.' | '0' => 0,
            '1'..='9' => ch as u8 - b'0',
            _ => return None,
        };
        count += 1;
    }
    if count != CELLS {
        return None;
    }
    let mut grid = Grid::empty();
    for (cell, &digit) in cells.iter().enumerate() {
        grid.set(cell, digit);
    }
    Some(grid)
}

/// 81 digits from 1 to 9, each cell's region.
fn read_regions(text: &str) -> Option<[u8; CELLS]> {
    let mut regions = [0u8; CELLS];
    let mut count = 0;
    for (index, ch) in text.chars().enumerate() {
        let region = regions.get_mut(index)?;
        *region = match ch {
            '1'..='9' => ch as u8 - b'1',
            _ => return None,
        };
        count += 1;
    }
    (count == CELLS).then_some(regions)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::setter::{Edit, Workshop};

    fn jigsaw_draft() -> Workshop {
        let mut workshop = Workshop::new(Kind::Jigsaw);
        // Half-painted regions and two clashing givens: a draft that makes no puzzle yet.
        workshop
            .apply(Edit::PaintRegion {
                cells: vec![3, 4, 12],
                region: 0,
            })
            .expect("a jigsaw takes regions");
        workshop
            .apply(Edit::Place { cell: 0, digit: 5 })
            .expect("in range");
        workshop
            .apply(Edit::Place { cell: 1, digit: 5 })
            .expect("in range");
        workshop.set_keep(Symmetry::Mirror);
        workshop
    }

    #[test]
    fn a_draft_that_makes_no_puzzle_yet_comes_back_as_it_was() {
        let workshop = jigsaw_draft();
        assert!(workshop.draft().to_puzzle().is_err());
        let text = draft_to_text(workshop.draft(), workshop.keep());
        let (draft, keep) = draft_from_text(&text).expect("its own text reads");
        assert_eq!(&draft, workshop.draft());
        assert_eq!(keep, Symmetry::Mirror);
    }

    #[test]
    fn a_killer_drafts_cages_come_back() {
        let mut workshop = Workshop::new(Kind::Killer);
        for (cells, sum) in [(vec![0, 1], 3), (vec![80], 9), (vec![9, 10, 11], 24)] {
            workshop
                .apply(Edit::AddCage { cells, sum })
                .expect("valid cages");
        }
        let text = draft_to_text(workshop.draft(), workshop.keep());
        let (draft, _) = draft_from_text(&text).expect("reads");
        assert_eq!(&draft, workshop.draft());
    }

    #[test]
    fn rules_drawn_come_back() {
        let mut workshop = Workshop::new(Kind::Classic);
        let drawn = [
            (crate::setter::RuleTool::Thermometer, vec![0, 1, 2], None),
            (crate::setter::RuleTool::BlackDot, vec![40, 41], None),
            (
                crate::setter::RuleTool::LittleKiller,
                vec![19, 29],
                Some(40),
            ),
            (crate::setter::RuleTool::Sandwich, vec![72], Some(0)),
        ];
        for (tool, cells, number) in drawn {
            let rules = crate::setter::make_rules(tool, &cells, number, 9).expect("a rule");
            workshop.apply(Edit::AddRules(rules)).expect("drawn");
        }
        let text = draft_to_text(workshop.draft(), workshop.keep());
        assert!(
            text.contains(&format!("version: {DRAFT_VERSION}")),
            "{text}"
        );
        let (draft, _) = draft_from_text(&text).expect("reads");
        assert_eq!(&draft, workshop.draft());
        assert_eq!(draft.drawn().len(), 4);
    }

    #[test]
    fn a_jigsaws_region_sum_line_comes_back_cut_by_its_regions() {
        let regions = read_regions(
            "112222333111112363411522363447522663477599963477559966447555966477785999488888888",
        )
        .expect("81 regions");
        let shape = crate::shape::Shape::with_regions(9, &regions).expect("a jigsaw");
        // r1c2 lies in region 1 and r1c3-r1c4 in region 2; boxes would cut it after r1c3.
        let line = crate::rules::RegionSumLine::along(&[1, 2, 3], &shape);
        assert_eq!(line.segments, vec![vec![1], vec![2, 3]]);
        let draft = Draft::from_parts(Kind::Jigsaw, Grid::empty(), regions, Vec::new())
            .with_drawn(vec![crate::rules::Rule::RegionSumLine(line)]);
        let text = draft_to_text(&draft, Symmetry::None);
        let (back, _) = draft_from_text(&text).expect("reads");
        assert_eq!(back, draft);
    }

    #[test]
    fn a_version_1_draft_still_loads() {
        let text = include_str!("../../tests/data/drafts/killer_v1.ron");
        let (draft, keep) = draft_from_text(text).expect("a version 1 draft reads");
        assert_eq!(draft.kind(), Kind::Killer);
        assert_eq!(draft.cages().len(), 2);
        assert!(draft.drawn().is_empty());
        assert_eq!(keep, Symmetry::Rotational);
        assert_eq!(draft.givens().get(0), 5);
    }

    #[test]
    fn a_version_2_draft_loads_its_rules() {
        let text = include_str!("../../tests/data/drafts/thermo_v2.ron");
        let (draft, _) = draft_from_text(text).expect("a version 2 draft reads");
        assert_eq!(draft.kind(), Kind::Classic);
        let drawn = draft.drawn();
        assert_eq!(drawn.len(), 2);
        assert!(drawn.iter().any(|rule| matches!(
            rule,
            crate::rules::Rule::Thermometer(thermo) if thermo.cells == [9, 10, 11, 12]
        )));
        assert!(drawn.iter().any(|rule| matches!(
            rule,
            crate::rules::Rule::Dot(dot) if dot.cells == [40, 41]
        )));
        let broken = text.replace("thermometer", "thermometre");
        assert!(matches!(
            draft_from_text(&broken),
            Err(DraftFileError::Drawn(_))
        ));
    }

    #[test]
    fn damage_is_named() {
        let text = draft_to_text(jigsaw_draft().draft(), Symmetry::None);
        let newer = text.replace(&format!("version: {DRAFT_VERSION}"), "version: 7");
        assert_eq!(
            draft_from_text(&newer),
            Err(DraftFileError::Newer {
                found: 7,
                supported: DRAFT_VERSION
            })
        );
        let short = text.replacen("\"5", "\"", 1);
        assert_eq!(draft_from_text(&short), Err(DraftFileError::Givens));
        let letter = text.replacen("\"5", "\"x", 1);
        assert_eq!(draft_from_text(&letter), Err(DraftFileError::Givens));
        let region_zero = text.replacen("regions: \"1", "regions: \"0", 1);
        assert_eq!(draft_from_text(&region_zero), Err(DraftFileError::Regions));
        let mut killer = Workshop::new(Kind::Killer);
        killer
            .apply(Edit::AddCage {
                cells: vec![0, 1],
                sum: 3,
            })
            .expect("valid");
        let cage = draft_to_text(killer.draft(), Symmetry::None);
        let off_grid = cage.replace("[0, 1]", "[0, 81]").replace("[0,1]", "[0,81]");
        assert_ne!(off_grid, cage, "the cage's cells are in the text");
        assert_eq!(
            draft_from_text(&off_grid),
            Err(DraftFileError::Cage { number: 1 })
        );
        match draft_from_text("(version: 1,\n kind: Sudoku)") {
            Err(DraftFileError::Parse { line, .. }) => assert_eq!(line, 2),
            other => panic!("{other:?}"),
        }
    }
    #[test]
    fn a_draft_of_another_size_comes_back_as_it_was() {
        use crate::setter::{SizedDraft, SizedEdit};
        use rand::SeedableRng;
        let mut rng = rand::rngs::StdRng::seed_from_u64(3);
        let kinds = [(6, false), (7, true), (16, false), (12, true)];
        for (size, jigsaw) in kinds {
            let kind = crate::generator::sized::SizedKind { size, jigsaw };
            let mut workshop = Workshop::editing(SizedDraft::new(kind, &mut rng).expect("a shape"));
            // Two clashing givens and the largest digit: a draft that makes no puzzle yet.
            let edits = [
                SizedEdit::Place {
                    cell: 0,
                    digit: size,
                },
                SizedEdit::Place {
                    cell: 1,
                    digit: size,
                },
                SizedEdit::Place { cell: 2, digit: 1 },
            ];
            for edit in edits {
                workshop.apply(edit).expect("in range");
            }
            workshop.set_keep(Symmetry::Diagonal);
            let text = sized_draft_to_text(workshop.draft(), workshop.keep());
            let (kept, keep) = kept_draft_from_text(&text).expect("its own text reads");
            assert_eq!(
                kept,
                KeptDraft::Sized(workshop.draft().clone()),
                "{size}x{size}"
            );
            assert_eq!(keep, Symmetry::Diagonal);
            assert_eq!(draft_from_text(&text), Err(DraftFileError::OtherSize));
        }
    }

    #[test]
    fn a_version_3_draft_of_another_size_still_loads() {
        let text = include_str!("../../tests/data/drafts/jigsaw_5x5_v3.ron");
        let (kept, keep) = kept_draft_from_text(text).expect("a version 3 draft reads");
        let KeptDraft::Sized(draft) = kept else {
            panic!("a 5x5 draft, not {kept:?}");
        };
        assert_eq!(keep, Symmetry::Rotational);
        assert_eq!(draft.shape().size(), 5);
        assert!(draft.kind().jigsaw);
        assert_eq!(draft.shape().region_of(5), Some(1));
        assert_eq!((draft.givens()[0], draft.givens()[24]), (1, 3));
        assert_eq!(
            kept_draft_from_text(&text.replace("2.1......3", "2.1......H")),
            Err(DraftFileError::SizedSymbol {
                symbol: 'H',
                size: 5
            })
        );
        assert!(matches!(
            kept_draft_from_text(&text.replace("1111122222", "1211122222")),
            Err(DraftFileError::SizedShape(_))
        ));
        assert_eq!(
            kept_draft_from_text(&text.replace("1..4..3..", "1..4..3.")),
            Err(DraftFileError::SizedGivens { cells: 25 })
        );
    }
}
