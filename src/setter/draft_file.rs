//! A draft as text and back, so that the workshop's autosave keeps a puzzle being set, even
//! one that makes no puzzle yet (regions half painted, givens that clash): a draft is kept
//! as it is, which a puzzle's line could not hold.
//!
//! Version 2 adds the rules drawn on the grid (thermometers, arrows, dots…), as the
//! f-puzzles JSON of a puzzle with those rules alone; a version 1 file has none.

use super::workshop::Draft;
use crate::generator::Symmetry;
use crate::grid::{CELLS, Grid};
use crate::variant::Kind;
use serde::{Deserialize, Serialize};

/// The version of the draft file this Nonet writes (and the newest it reads).
pub const DRAFT_VERSION: u32 = 2;

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
    };
    let config = ron::ser::PrettyConfig::new().depth_limit(2).new_line("\n");
    // Plain strings, numbers and lists always serialise.
    let mut text = ron::ser::to_string_pretty(&file, config).expect("a draft always serialises");
    text.push('\n');
    text
}

/// The draft and kept symmetry in the text of a draft file.
pub fn draft_from_text(text: &str) -> Result<(Draft, Symmetry), DraftFileError> {
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
    Ok((draft, file.keep))
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
        assert!(text.contains("version: 2"), "{text}");
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
        let newer = text.replace("version: 2", "version: 7");
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
}
