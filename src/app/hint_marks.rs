//! What a shown hint marks on the board, worked out from the step's reason: the pattern's
//! cells and candidates, the digits that rule out a single's alternatives (drawn as rays from
//! each excluding digit), and a chain's links (arrows, solid for strong links and dashed for
//! weak ones). Drawn by [`paint_links`] over the board's digits and notes.

use super::theme::Palette;
use crate::game::Hint;
use crate::grid::{CELLS, DigitSet, House, box_of};
use crate::logic::reason::{Fact, ForcingArgument, LinkKind, Reason, SingleKind};
use crate::logic::{Candidate, Step};
use crate::variant::Puzzle;
use egui::{Painter, Pos2, Rect, Shape, Stroke, vec2};

/// How a drawn link reads.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LinkStyle {
    /// At least one end is true: a solid arrow.
    Strong,
    /// At most one end is true: a dashed arrow.
    Weak,
    /// A placed digit rules out the candidate at the other end: a thin ray.
    Excludes,
}

/// One line the hint draws between two places on the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct HintLink {
    /// Where it starts: a candidate, or with digit 0 a whole cell (a placed digit).
    pub from: Candidate,
    /// Where it ends, likewise.
    pub to: Candidate,
    /// How it is drawn.
    pub style: LinkStyle,
}

/// How much of a step's hint is shown: each press of Hint shows the next tier, and the
/// press after the last applies the step.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum HintTier {
    /// Only where to look: one unit (or box) tinted.
    WhereToLook,
    /// The technique's name and its pattern: cells and candidates, nothing removed yet.
    Technique,
    /// Everything: what the step places or removes, its links, and the explanation.
    Explained,
}

impl HintTier {
    /// The tier after this one (the last stays the last).
    pub fn next(self) -> HintTier {
        match self {
            HintTier::WhereToLook => HintTier::Technique,
            HintTier::Technique | HintTier::Explained => HintTier::Explained,
        }
    }
}

/// Where a step's first tier points: its first house, else the box of its first cell; a
/// variant step without a house (a cage's, a naked single's) points at its cells instead,
/// since a box may be no house of its puzzle.
pub fn where_to_look(step: &Step) -> Option<House> {
    if let Some(&house) = step.units.first() {
        return Some(house);
    }
    if matches!(step.reason, Reason::Variant(_)) {
        return None;
    }
    let cell = step
        .placements
        .first()
        .map(|p| p.cell)
        .or_else(|| step.cells.first().copied())?;
    Some(House::Box(box_of(cell.into()) as u8))
}

/// The cells of a house: a jigsaw region's are its puzzle's.
fn house_cells(house: House, variant: Option<&Puzzle>) -> &[u8; 9] {
    variant
        .and_then(|puzzle| puzzle.geometry().cells_of(house))
        .unwrap_or_else(|| house.cells())
}

/// What a shown hint marks on the board.
#[derive(Clone, Debug, Default)]
pub struct HintMarks {
    /// Cells of the pattern and its units, tinted.
    pub area: Vec<bool>,
    /// Cells that receive a digit.
    pub targets: Vec<bool>,
    /// A cell at fault (a wrong entry or wrong notes).
    pub fault: Option<usize>,
    /// Digits the step places.
    pub placements: Vec<Candidate>,
    /// Candidates forming the pattern.
    pub pattern: Vec<Candidate>,
    /// Candidates the step removes.
    pub eliminations: Vec<Candidate>,
    /// Lines between candidates: a chain's links, or the rays of a single's excluders.
    pub links: Vec<HintLink>,
}

impl HintMarks {
    /// The marks of a hint shown up to `tier` (a tier only matters for a step).
    ///
    /// `variant` is the game's variant, whose houses (a jigsaw's regions, a diagonal, a
    /// window) a variant hint's tint covers as a classic hint's covers its box.
    pub fn at_tier(hint: &Hint, tier: HintTier, variant: Option<&Puzzle>) -> HintMarks {
        let full = HintMarks::of(hint, variant);
        let Hint::Step(step) = hint else {
            return full;
        };
        match tier {
            HintTier::Explained => full,
            HintTier::Technique => HintMarks {
                placements: Vec::new(),
                eliminations: Vec::new(),
                links: Vec::new(),
                targets: vec![false; CELLS],
                ..full
            },
            HintTier::WhereToLook => {
                let mut area = vec![false; CELLS];
                match where_to_look(step) {
                    Some(house) => {
                        for &cell in house_cells(house, variant) {
                            area[usize::from(cell)] = true;
                        }
                    }
                    None => {
                        for &cell in &step.cells {
                            area[usize::from(cell)] = true;
                        }
                    }
                }
                HintMarks {
                    area,
                    targets: vec![false; CELLS],
                    ..HintMarks::default()
                }
            }
        }
    }

    /// The marks of a hint shown in full, the houses of `variant` when it has one.
    pub fn of(hint: &Hint, variant: Option<&Puzzle>) -> HintMarks {
        let mut marks = HintMarks {
            area: vec![false; CELLS],
            targets: vec![false; CELLS],
            ..HintMarks::default()
        };
        match hint {
            Hint::Step(step) => {
                for &house in &step.units {
                    for &c in house_cells(house, variant) {
                        marks.area[c as usize] = true;
                    }
                }
                for &c in &step.cells {
                    if let Some(a) = marks.area.get_mut(c as usize) {
                        *a = true;
                    }
                }
                for p in &step.placements {
                    if let Some(t) = marks.targets.get_mut(p.cell()) {
                        *t = true;
                    }
                }
                marks.placements = step.placements.clone();
                marks.pattern = step.pattern.clone();
                marks.eliminations = step.eliminations.clone();
                marks.links = links_of(step);
            }
            Hint::WrongEntry { cell, .. } | Hint::WrongNotes { cell, .. } => {
                marks.fault = Some(*cell as usize);
            }
            Hint::Solved | Hint::Stuck(_) => {}
        }
        marks
    }

    /// The role a candidate plays in the hint, if any.
    pub(super) fn candidate_role(&self, cell: usize, digit: u8) -> Option<CandidateRole> {
        let candidate = Candidate::new(cell, digit);
        if self.placements.contains(&candidate) {
            Some(CandidateRole::Placement)
        } else if self.eliminations.contains(&candidate) {
            Some(CandidateRole::Elimination)
        } else if self.pattern.contains(&candidate) {
            Some(CandidateRole::Pattern)
        } else {
            None
        }
    }

    /// Digits the hint draws in a cell even when the player has no such note.
    pub(super) fn digits_in(&self, cell: usize) -> DigitSet {
        self.placements
            .iter()
            .chain(&self.pattern)
            .chain(&self.eliminations)
            .filter(|c| c.cell() == cell)
            .map(|c| c.digit)
            .filter(|d| (1..=9).contains(d))
            .collect()
    }
}

/// What a candidate is to the hint.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum CandidateRole {
    /// The digit the step places.
    Placement,
    /// Part of the pattern.
    Pattern,
    /// Removed by the step.
    Elimination,
}

/// The lines a step's reason draws.
fn links_of(step: &Step) -> Vec<HintLink> {
    let whole_cell = |cell: u8| Candidate { cell, digit: 0 };
    match &step.reason {
        Reason::Single(single) => single
            .excluded
            .iter()
            .filter_map(|exclusion| {
                let by = exclusion.by?;
                // A hidden single's other cells cannot take the digit at all, so the ray ends
                // on the cell; a naked single's ray ends on the digit's place in its cell.
                let to = match single.kind {
                    SingleKind::Naked => exclusion.candidate,
                    _ => whole_cell(exclusion.candidate.cell),
                };
                Some(HintLink {
                    from: whole_cell(by),
                    to,
                    style: LinkStyle::Excludes,
                })
            })
            .collect(),
        Reason::Chain(chain) => chain
            .links
            .iter()
            .enumerate()
            .map(|(index, kind)| HintLink {
                from: chain.nodes[index],
                to: chain.nodes[(index + 1) % chain.nodes.len()],
                style: match kind {
                    LinkKind::Strong => LinkStyle::Strong,
                    LinkKind::Weak => LinkStyle::Weak,
                },
            })
            .collect(),
        Reason::Forcing(forcing) => {
            let chains = match &forcing.argument {
                ForcingArgument::Contradiction { chains, .. } => chains,
                ForcingArgument::Agreement { branches, .. } => branches,
            };
            let mut links = Vec::new();
            for chain in chains {
                for link in implications(chain) {
                    if !links.contains(&link) {
                        links.push(link);
                    }
                }
            }
            links
        }
        _ => Vec::new(),
    }
}

/// One forcing chain drawn as implications, each fact following from the one before.
///
/// A hop inside one cell (a digit true, so the cell's other digit false) joins two notes
/// a third of a cell apart, too close for an arrow to read, and would make the branch seem
/// to start on the other digit; the arrow instead goes on from the fact before it, so each
/// branch's first arrow leaves its own assumption.
fn implications(chain: &[Fact]) -> Vec<HintLink> {
    let mut links = Vec::new();
    let Some(first) = chain.first() else {
        return links;
    };
    let mut from = first.candidate;
    for fact in &chain[1..] {
        if fact.candidate.cell == from.cell {
            continue;
        }
        links.push(HintLink {
            from,
            to: fact.candidate,
            style: if fact.holds {
                LinkStyle::Strong
            } else {
                LinkStyle::Weak
            },
        });
        from = fact.candidate;
    }
    links
}

/// Draws the hint's links over the board: `cell_rect` places a cell, and a candidate sits
/// where its note is drawn.
pub fn paint_links(
    painter: &Painter,
    marks: &HintMarks,
    cell_rect: &dyn Fn(usize) -> Rect,
    palette: &Palette,
) {
    let place = |candidate: Candidate| -> Pos2 {
        let rect = cell_rect(candidate.cell());
        if candidate.digit == 0 {
            return rect.center();
        }
        let third = rect.width() / 3.0;
        let i = usize::from(candidate.digit - 1);
        rect.min + vec2((i % 3) as f32 + 0.5, (i / 3) as f32 + 0.5) * third
    };
    let unit = cell_rect(0).width();
    for link in &marks.links {
        let (start, end) = (place(link.from), place(link.to));
        let along = end - start;
        if along.length() < 1.0 {
            continue;
        }
        // Lines stop short of the digits they join, so the digits stay readable.
        let gap = |candidate: Candidate| if candidate.digit == 0 { 0.3 } else { 0.14 } * unit;
        let direction = along.normalized();
        let (start, end) = (
            start + direction * gap(link.from),
            end - direction * gap(link.to),
        );
        let width = (unit * 0.045).clamp(1.2, 3.0);
        match link.style {
            LinkStyle::Strong | LinkStyle::Weak => {
                let stroke = Stroke::new(width, palette.hint_digit);
                if link.style == LinkStyle::Weak {
                    let dash = unit * 0.12;
                    painter.extend(Shape::dashed_line(&[start, end], stroke, dash, dash * 0.8));
                } else {
                    painter.line_segment([start, end], stroke);
                }
                arrow_head(painter, end, direction, unit * 0.16, stroke);
            }
            LinkStyle::Excludes => {
                let stroke = Stroke::new(width * 0.8, palette.eliminated.gamma_multiply(0.8));
                painter.line_segment([start, end], stroke);
                let r = unit * 0.08;
                painter.line_segment([end + vec2(-r, -r), end + vec2(r, r)], stroke);
                painter.line_segment([end + vec2(-r, r), end + vec2(r, -r)], stroke);
            }
        }
    }
}

/// Two short strokes at `tip`, pointing along `direction`.
fn arrow_head(painter: &Painter, tip: Pos2, direction: egui::Vec2, length: f32, stroke: Stroke) {
    let back = -direction * length;
    let side = vec2(-direction.y, direction.x) * length * 0.5;
    painter.line_segment([tip, tip + back + side], stroke);
    painter.line_segment([tip, tip + back - side], stroke);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::logic::{Finding, LogicState, next_step};

    /// The marks of the first step of a logical solve of `line` that uses `technique`.
    fn marks_for(line: &str, technique: crate::logic::Technique) -> (Step, HintMarks) {
        let grid: Grid = line.parse().expect("a valid line");
        let mut state = LogicState::from_grid(&grid);
        while let Finding::Step(step) = next_step(&state) {
            if step.technique == technique {
                let marks = HintMarks::of(&Hint::Step(step.clone()), None);
                return (step, marks);
            }
            state.apply(&step);
        }
        panic!("no {technique:?} step");
    }

    const PUZZLE: &str =
        "900004001016008070000000080740305000000010000000702038050000000070200350100600009";

    #[test]
    fn a_hidden_single_draws_a_ray_from_each_excluding_digit() {
        let (step, marks) = marks_for(PUZZLE, crate::logic::Technique::HiddenSingle);
        let Reason::Single(single) = &step.reason else {
            panic!("a single");
        };
        let named = single.excluded.iter().filter(|e| e.by.is_some()).count();
        assert!(named > 0);
        assert_eq!(marks.links.len(), named);
        for link in &marks.links {
            assert_eq!(link.style, LinkStyle::Excludes);
            // From a whole cell holding the digit to a whole cell that cannot take it.
            assert_eq!((link.from.digit, link.to.digit), (0, 0));
            assert_ne!(link.to.cell, single.cell);
        }
    }

    #[test]
    fn tiers_show_where_then_the_pattern_then_everything() {
        let (step, full) = marks_for(PUZZLE, crate::logic::Technique::HiddenSingle);
        let hint = Hint::Step(step.clone());
        let look = HintMarks::at_tier(&hint, HintTier::WhereToLook, None);
        let unit = where_to_look(&step).expect("a single has a unit");
        assert_eq!(unit, step.units[0]);
        assert_eq!(look.area.iter().filter(|&&a| a).count(), 9);
        assert!(look.placements.is_empty() && look.links.is_empty() && look.pattern.is_empty());
        let technique = HintMarks::at_tier(&hint, HintTier::Technique, None);
        assert_eq!(technique.area, full.area);
        assert_eq!(technique.pattern, full.pattern);
        assert!(technique.placements.is_empty() && technique.links.is_empty());
        assert!(!technique.targets.iter().any(|&t| t));
        let explained = HintMarks::at_tier(&hint, HintTier::Explained, None);
        assert_eq!(explained.placements, step.placements);
        assert_eq!(explained.links, full.links);
        assert_eq!(HintTier::WhereToLook.next().next(), HintTier::Explained);
    }

    #[test]
    fn a_chain_draws_one_arrow_per_link_with_its_kind() {
        let line =
            "6..5.......58.4....4..13...31.....9...4.8.1...87...23.....97.15...1.89.3......78.";
        let (step, marks) = marks_for(line, crate::logic::Technique::ForcingChain);
        assert!(!marks.links.is_empty(), "{step:?}");
        let Reason::Forcing(_) = &step.reason else {
            panic!("a forcing chain");
        };
        let (step, marks) = marks_for(
            "..569.7......3..1.3...41...7...65.9.8513.......48.....6.......2.7.9...56......43.",
            crate::logic::Technique::XYChain,
        );
        let Reason::Chain(chain) = &step.reason else {
            panic!("a chain");
        };
        assert_eq!(marks.links.len(), chain.links.len());
        for (link, kind) in marks.links.iter().zip(&chain.links) {
            let expected = match kind {
                LinkKind::Strong => LinkStyle::Strong,
                LinkKind::Weak => LinkStyle::Weak,
            };
            assert_eq!(link.style, expected);
        }
    }

    #[test]
    fn a_forcing_chain_draws_every_branch_from_its_own_assumption() {
        // The first agreement of forcing chains in the solve of a puzzle Explainer rates
        // 8.0: the 3 of column 4 goes to r1c4, r7c4 or r8c4, each leading to the same end.
        let line =
            "000007090500960204000020700708000320050000010019000608001070000906052007070100000";
        let mut state = LogicState::from_grid(&line.parse().expect("a valid line"));
        let (step, forcing) = loop {
            let Finding::Step(step) = next_step(&state) else {
                panic!("no agreement of forcing chains");
            };
            if let Reason::Forcing(forcing) = &step.reason
                && let ForcingArgument::Agreement { .. } = forcing.argument
            {
                break (step.clone(), forcing.clone());
            }
            state.apply(&step);
        };
        let marks = HintMarks::of(&Hint::Step(step), None);
        let chains = match &forcing.argument {
            ForcingArgument::Contradiction { chains, .. } => chains,
            ForcingArgument::Agreement { branches, .. } => branches,
        };
        assert!(chains.len() >= 2, "{:?}", forcing.argument);
        for chain in chains {
            let start = chain[0].candidate;
            if chain.iter().any(|fact| fact.candidate.cell != start.cell) {
                assert!(
                    marks.links.iter().any(|link| link.from == start),
                    "no arrow leaves {start}: {:?}",
                    marks.links
                );
            }
        }
        for link in &marks.links {
            assert_ne!(link.from.cell, link.to.cell, "an arrow inside one cell");
        }
    }

    #[test]
    fn a_cage_step_points_at_its_cells_not_at_a_box() {
        let line = "killer:.................................................................................:aaabbcddefaghccidefaghjjklmnnohpjkmmnnohpqqrmsnoooqrrrstuvwwwwrsuuvvwxxyzzAABBxxy:26,9,13,14,12,10,9,13,2,19,7,7,26,35,23,6,21,22,10,4,16,19,20,26,7,10,15,4";
        let puzzle = crate::variant::parse_line(line).expect("the line parses");
        let position = crate::variant::logic::Position::start(&puzzle);
        let step = crate::variant::logic::next_step(&puzzle, &position).expect("a step");
        assert_eq!(step.technique, crate::logic::Technique::CageCombinations);
        assert_eq!(where_to_look(&step), None);
        let marks = HintMarks::at_tier(&Hint::Step(step.clone()), HintTier::WhereToLook, None);
        let tinted: Vec<u8> = (0..CELLS as u8)
            .filter(|&c| marks.area[usize::from(c)])
            .collect();
        assert_eq!(tinted, step.cells);
    }

    #[test]
    fn a_variant_hint_tints_the_houses_it_names_as_a_box_is() {
        use crate::grid::House;
        use crate::variant::logic::{Position, next_step};
        let line = "jigsaw:.4....9.5...5..1.......8...61.......7.5...8.4.......48...6.......9..3...8.6....3.:112222333111112363411522363447522663477599963477559966447555966477785999488888888";
        let puzzle = crate::variant::parse_line(line).expect("the line parses");
        let mut position = Position::start(&puzzle);
        let step = loop {
            let step = next_step(&puzzle, &position).expect("the jigsaw solves by logic");
            if step.units.iter().any(|h| matches!(h, House::Region(_))) {
                break step;
            }
            position.apply(&puzzle, &step);
        };
        let hint = Hint::Step(step.clone());
        for tier in [HintTier::WhereToLook, HintTier::Explained] {
            let marks = HintMarks::at_tier(&hint, tier, Some(&puzzle));
            let houses = match tier {
                HintTier::WhereToLook => &step.units[..1],
                _ => &step.units[..],
            };
            for house in houses {
                let cells = puzzle
                    .geometry()
                    .houses()
                    .iter()
                    .find(|h| h.house == *house)
                    .expect("a house of the puzzle")
                    .cells;
                for cell in cells {
                    assert!(marks.area[usize::from(cell)], "{house} at {cell}");
                }
            }
        }
    }
}
