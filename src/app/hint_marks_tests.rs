//! The marks a hint draws, checked against the step's reason.

use super::*;
use crate::grid::Grid;
use crate::logic::reason::{Contradiction, VariantForcing, VariantReason};
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
    let line = "6..5.......58.4....4..13...31.....9...4.8.1...87...23.....97.15...1.89.3......78.";
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
    let line = "000007090500960204000020700708000320050000010019000608001070000906052007070100000";
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
                .cells
                .clone();
            for cell in cells {
                assert!(marks.area[usize::from(cell)], "{house} at {cell}");
            }
        }
    }
}

/// The first step of `line`'s logical solve that `wanted` picks, with its puzzle (found by
/// what it is, not by its number, which shifts when earlier steps change).
fn variant_step(line: &str, wanted: impl Fn(&Step) -> bool) -> (crate::variant::Puzzle, Step) {
    let puzzle = crate::variant::parse_line(line).expect("the line parses");
    let step = crate::variant::logic::rate(&puzzle)
        .steps
        .into_iter()
        .find(|step| wanted(step))
        .expect("the solve has the step");
    (puzzle, step)
}

/// Whether a step is a forcing contradiction that supposes `cell` holds `digit`.
fn supposes(step: &Step, cell: usize, digit: u8) -> bool {
    matches!(
        &step.reason,
        Reason::Variant(VariantReason {
            forcing: Some(VariantForcing::Contradiction { chain, .. }),
            ..
        }) if chain.first().is_some_and(|link| link.placed == Candidate::new(cell, digit))
    )
}

/// Whether a step is a forcing agreement that takes `digit` from `cell`.
fn agrees_to_remove(step: &Step, cell: usize, digit: u8) -> bool {
    matches!(
        &step.reason,
        Reason::Variant(VariantReason {
            forcing: Some(VariantForcing::Agreement { .. }),
            ..
        })
    ) && step.eliminations.contains(&Candidate::new(cell, digit))
}

/// The forcing chain of a variant step.
fn variant_forcing(step: &Step) -> &VariantForcing {
    match &step.reason {
        Reason::Variant(VariantReason {
            forcing: Some(forcing),
            ..
        }) => forcing,
        other => panic!("no variant forcing chain: {other:?}"),
    }
}

#[test]
fn a_killer_forcing_chain_draws_each_link_from_what_forced_it_and_the_failing_cage() {
    // The first Killer Master puzzle of tests/data/variant_levels.txt: supposing
    // r1c1 is 2 leaves the cage of 13 at r5c3 unable to make its sum.
    let line = "killer:.................................................................................:abbccdddeabffggdheiijffgkeeliimmmnoopiqqrrnnnpssqrrrttuuuvwwwxyzzuvvABBBzzuAAACCB:5,15,10,23,14,17,21,4,28,4,8,9,12,27,10,14,13,22,7,7,32,10,12,8,9,13,27,17,7";
    let (puzzle, step) = variant_step(line, |step| supposes(step, 0, 2));
    let VariantForcing::Contradiction { chain, broken } = variant_forcing(&step) else {
        panic!("a contradiction");
    };
    let marks = HintMarks::of(&Hint::Step(step.clone()), Some(&puzzle));
    // One solid arrow into each link after the supposition, from an earlier link.
    assert_eq!(marks.links.len(), chain.len() - 1, "{:?}", marks.links);
    for (index, link) in chain.iter().enumerate().skip(1) {
        let arrow = marks
            .links
            .iter()
            .find(|arrow| arrow.to == link.placed)
            .unwrap_or_else(|| panic!("no arrow into {}", link.placed));
        assert_eq!(arrow.style, LinkStyle::Strong);
        let from = chain.iter().position(|l| l.placed == arrow.from);
        assert!(from.is_some_and(|from| from < index), "{arrow:?}");
    }
    assert_eq!(marks.links[0].from, chain[0].placed);
    // The chain's candidates are drawn and its cells tinted; the failing cage is at fault.
    for link in chain {
        assert!(marks.area[link.placed.cell()]);
        assert!(marks.pattern.contains(&link.placed) || marks.eliminations.contains(&link.placed));
    }
    let Contradiction::CageSum { cell, sum: 13 } = *broken else {
        panic!("the cage of 13: {broken:?}");
    };
    let cage = puzzle
        .cages()
        .iter()
        .find(|cage| cage.first_cell() == usize::from(cell))
        .expect("the cage");
    let at_fault: Vec<u8> = (0..CELLS as u8)
        .filter(|&c| marks.broken[usize::from(c)])
        .collect();
    assert_eq!(at_fault, cage.cells());
    // Arrows and the failing cage wait for the explanation's tier.
    let technique = HintMarks::at_tier(&Hint::Step(step), HintTier::Technique, Some(&puzzle));
    assert!(technique.links.is_empty() && technique.broken.is_empty());
}

#[test]
fn a_jigsaw_forcing_agreement_draws_each_case_to_the_candidate_gone() {
    // The first Jigsaw Master puzzle of tests/data/variant_levels.txt: whichever
    // of 2 and 7 r5c3 takes, r6c2 loses its 2.
    let line = "jigsaw:.....21.8......62........17.....4......6.9......8.....75........34......4.51.....:111122239122222239114443339144433339145555599447755599777656669778666668778888888";
    // r6c2 is cell 46.
    let (puzzle, step) = variant_step(line, |step| agrees_to_remove(step, 46, 2));
    let VariantForcing::Agreement {
        branches,
        conclusions,
        ..
    } = variant_forcing(&step)
    else {
        panic!("an agreement");
    };
    let gone = conclusions[0];
    assert!(!gone.holds);
    let marks = HintMarks::of(&Hint::Step(step.clone()), Some(&puzzle));
    assert!(marks.broken.is_empty());
    for branch in branches {
        // Each case starts an arrow; a dashed one ends on the candidate gone, unless the
        // case's last link fills its cell with another digit.
        let case = branch[0].placed;
        let last = branch.last().expect("a case").placed;
        assert!(marks.links.iter().any(|arrow| arrow.from == case));
        let dashed = HintLink {
            from: last,
            to: gone.candidate,
            style: LinkStyle::Weak,
        };
        assert_eq!(
            marks.links.contains(&dashed),
            last.cell != gone.candidate.cell,
            "{:?}",
            marks.links
        );
    }
    assert!(marks.eliminations.contains(&gone.candidate));
}

/// A Jigsaw solved by the variant techniques with a Jellyfish among its steps (row 1, row 2,
/// row 4 and column 8 covered by regions 1, 2, 3 and 9 at the time of writing).
const JIGSAW_WITH_JELLYFISH: &str = "jigsaw:.......9...8457.2....9..3..9.....78...........79.....2..1..6....3.7918...6.......:111122239122222239114443339144433339145555599447755599777656669778666668778888888";

#[test]
fn a_jigsaw_fish_tints_its_base_houses_and_its_cover_houses_apart() {
    let (puzzle, step) = variant_step(JIGSAW_WITH_JELLYFISH, |step| {
        step.technique == crate::logic::Technique::Jellyfish
    });
    let (bases, covers) = step.fish_houses().expect("a fish names its houses");
    assert_eq!((bases.len(), covers.len()), (4, 4));
    let marks = HintMarks::of(&Hint::Step(step.clone()), Some(&puzzle));
    let cells_of = |houses: &[House]| -> Vec<usize> {
        let mut cells: Vec<usize> = houses
            .iter()
            .flat_map(|&house| {
                house_cells(house, Some(&puzzle))
                    .iter()
                    .map(|&c| usize::from(c))
            })
            .collect();
        cells.sort_unstable();
        cells.dedup();
        cells
    };
    let (base_cells, cover_cells) = (cells_of(bases), cells_of(covers));
    for cell in 0..CELLS {
        let (in_base, in_cover) = (base_cells.contains(&cell), cover_cells.contains(&cell));
        assert_eq!(marks.area[cell], in_base, "base tint at {cell}");
        assert_eq!(
            marks.cover[cell],
            in_cover && !in_base,
            "cover tint at {cell}"
        );
    }
    assert!(
        marks.cover.iter().any(|&c| c),
        "some cover cells lie outside the bases"
    );
    // The two tints differ in both themes, and each differs from a plain cell.
    for palette in [Palette::LIGHT, Palette::DARK] {
        let cover = cover_tint(&palette);
        assert_ne!(cover, palette.hint_cell);
        assert_ne!(cover, palette.cell);
    }
    // A classic fish splits its houses the same way.
    let (classic, classic_marks) = marks_for(
        "..3...67.5.....3...4.......6..3......8......4...7....12......5.....98.......41...",
        crate::logic::Technique::XWing,
    );
    let (_, classic_covers) = classic.fish_houses().expect("a classic fish");
    for &house in classic_covers {
        for &cell in house.cells() {
            let cell = usize::from(cell);
            assert!(classic_marks.area[cell] || classic_marks.cover[cell]);
        }
    }
    assert!(classic_marks.cover.iter().any(|&c| c));
}

#[test]
fn a_jigsaw_hidden_single_draws_a_ray_from_each_excluding_digit() {
    let (puzzle, step) = variant_step(JIGSAW_WITH_JELLYFISH, |step| {
        step.technique == crate::logic::Technique::HiddenSingle
            && matches!(step.units.first(), Some(House::Region(_)))
    });
    let Reason::Variant(reason) = &step.reason else {
        panic!("a variant step");
    };
    let named: Vec<_> = reason.excluded.iter().filter(|e| e.by.is_some()).collect();
    assert!(!named.is_empty());
    let marks = HintMarks::of(&Hint::Step(step.clone()), Some(&puzzle));
    assert_eq!(marks.links.len(), named.len());
    let placed = step.placements[0];
    for (link, exclusion) in marks.links.iter().zip(&named) {
        assert_eq!(link.style, LinkStyle::Excludes);
        assert_eq!(
            link.from,
            Candidate {
                cell: exclusion.by.unwrap_or(0),
                digit: 0
            }
        );
        assert_eq!(
            link.to,
            Candidate {
                cell: exclusion.candidate.cell,
                digit: 0
            }
        );
        assert_ne!(link.to.cell, placed.cell);
    }
}
