//! What a shown hint marks on the board, worked out from the step's reason: the pattern's
//! cells and candidates, the digits that rule out a single's alternatives (drawn as rays from
//! each excluding digit), and a chain's links (arrows, solid for strong links and dashed for
//! weak ones). Drawn by [`paint_links`] over the board's digits and notes.

use super::theme::Palette;
use crate::game::Hint;
use crate::grid::{CELLS, DigitSet, House, box_of};
use crate::logic::reason::{
    Contradiction, Exclusion, Fact, ForcingArgument, LinkKind, Reason, SingleKind, VariantForcing,
    VariantReason,
};
use crate::logic::{Candidate, Step, Technique};
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
fn house_cells(house: House, variant: Option<&Puzzle>) -> &[u8] {
    variant
        .and_then(|puzzle| puzzle.geometry().cells_of(house))
        .unwrap_or_else(|| house.cells().as_slice())
}

/// What a shown hint marks on the board.
#[derive(Clone, Debug, Default)]
pub struct HintMarks {
    /// Cells of the pattern and its units, tinted.
    pub area: Vec<bool>,
    /// Cells of a fish's cover houses outside its base houses, tinted more lightly than the
    /// bases so the two sets read apart where the houses are alike (a jigsaw's regions).
    pub cover: Vec<bool>,
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
    /// Cells of the rule a variant forcing chain's supposition breaks (a cell left with no
    /// candidate, a house left with no place for a digit, a cage that cannot make its sum),
    /// drawn as at fault.
    pub broken: Vec<bool>,
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
                broken: Vec::new(),
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
                let covers = step.fish_houses().map_or(&[][..], |(_, covers)| covers);
                marks.cover = vec![false; CELLS];
                for &house in &step.units {
                    let tint = if covers.contains(&house) {
                        &mut marks.cover
                    } else {
                        &mut marks.area
                    };
                    for &c in house_cells(house, variant) {
                        tint[c as usize] = true;
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
                if let Reason::Variant(VariantReason {
                    forcing: Some(forcing),
                    ..
                }) = &step.reason
                {
                    // A forcing chain's cells are its pattern, as a classic chain's are.
                    for link in forcing.links() {
                        marks.area[link.placed.cell()] = true;
                    }
                    marks.broken = broken_cells(forcing, variant);
                }
                // Where a base and a cover cross, the base's tint shows.
                for (cover, &base) in marks.cover.iter_mut().zip(&marks.area) {
                    *cover &= !base;
                }
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

/// The tint of a fish's cover houses: part way from a plain cell to a pattern cell, so it
/// reads as the lighter of the two and digits keep their contrast on it.
pub fn cover_tint(palette: &Palette) -> egui::Color32 {
    super::cell_colours::mix(palette.cell, palette.hint_cell, 0.4)
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
    match &step.reason {
        Reason::Single(single) => rays(&single.excluded, single.kind == SingleKind::Naked),
        Reason::Variant(VariantReason {
            excluded,
            forcing: None,
            ..
        }) => rays(excluded, step.technique == Technique::NakedSingle),
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
        Reason::Variant(VariantReason {
            forcing: Some(forcing),
            ..
        }) => variant_forcing_links(forcing),
        _ => Vec::new(),
    }
}

/// A single's rays, one from each placed digit that rules out an alternative. A hidden
/// single's other cells cannot take the digit at all, so its rays end on the cells; a
/// `naked` single's end on each digit's place in its cell.
fn rays(excluded: &[Exclusion], naked: bool) -> Vec<HintLink> {
    let whole_cell = |cell: u8| Candidate { cell, digit: 0 };
    excluded
        .iter()
        .filter_map(|exclusion| {
            let by = exclusion.by?;
            let to = if naked {
                exclusion.candidate
            } else {
                whole_cell(exclusion.candidate.cell)
            };
            Some(HintLink {
                from: whole_cell(by),
                to,
                style: LinkStyle::Excludes,
            })
        })
        .collect()
}

/// A variant forcing chain's arrows: to each link from the link it rests on last (the
/// single that left it forced), and in an agreement whose result is a candidate gone, from
/// each case's last link to that candidate.
fn variant_forcing_links(forcing: &VariantForcing) -> Vec<HintLink> {
    let gone = match forcing {
        VariantForcing::Agreement { conclusions, .. } => conclusions
            .first()
            .filter(|fact| !fact.holds)
            .map(|fact| fact.candidate),
        VariantForcing::Contradiction { .. } => None,
    };
    let mut links = Vec::new();
    let mut add = |link: HintLink| {
        if !links.contains(&link) {
            links.push(link);
        }
    };
    for chain in forcing.chains() {
        for (index, link) in chain.iter().enumerate() {
            let after = usize::from(link.after);
            if let Some(from) = chain.get(after).filter(|_| after != index) {
                add(HintLink {
                    from: from.placed,
                    to: link.placed,
                    style: LinkStyle::Strong,
                });
            }
        }
        if let (Some(gone), Some(last)) = (gone, chain.last())
            && last.placed.cell != gone.cell
        {
            add(HintLink {
                from: last.placed,
                to: gone,
                style: LinkStyle::Weak,
            });
        }
    }
    links
}

/// The cells of the rule a variant forcing chain's supposition breaks, by cell (none for an
/// agreement): a jigsaw's region and a cage are `variant`'s.
fn broken_cells(forcing: &VariantForcing, variant: Option<&Puzzle>) -> Vec<bool> {
    let VariantForcing::Contradiction { broken, .. } = forcing else {
        return Vec::new();
    };
    let cells: Vec<u8> = match *broken {
        Contradiction::EmptyCell { cell } => vec![cell],
        Contradiction::NoPlace { unit, .. } => house_cells(unit, variant).to_vec(),
        Contradiction::CageSum { cell, .. } => variant
            .and_then(|puzzle| {
                let cage = puzzle.geometry().cage_of(usize::from(cell))?;
                puzzle.cages().get(cage)
            })
            .map_or_else(|| vec![cell], |cage| cage.cells().to_vec()),
        _ => Vec::new(),
    };
    let mut marked = vec![false; CELLS];
    for cell in cells {
        if let Some(mark) = marked.get_mut(usize::from(cell)) {
            *mark = true;
        }
    }
    marked
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
#[path = "hint_marks_tests.rs"]
mod tests;
