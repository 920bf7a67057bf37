//! Practice positions for the variant techniques: positions in the logical solves of
//! generated variant puzzles where one chosen technique is the next step, so a player can
//! drill it on the variant's own houses and cages. Each is named `kind: Technique`
//! (`killer: Cage combinations`), which never collides with a classic technique's name.

use super::generate::{VariantOptions, generate};
use super::logic::{Position, next_step, techniques};
use super::{Kind, Puzzle, parse_line, write_line};
use crate::grid::{CELLS, Grid};
use crate::logic::{Level, Step, Technique};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use std::ops::ControlFlow;

/// A practice position: the puzzle, the position reached in its solve, and the step it is
/// for.
#[derive(Clone, PartialEq, Debug)]
pub struct VariantPracticePosition {
    /// The puzzle (its rules and givens).
    pub puzzle: Puzzle,
    /// The digits placed and the candidates left.
    pub position: Position,
    /// The step the position is for: the first one the variant solver finds there.
    pub step: Step,
}

impl VariantPracticePosition {
    /// The puzzle's line, the digits placed as 81 characters, and the candidates as a
    /// 729-character pencilmark line, separated by tabs. The placed digits come apart
    /// because a pencilmark line alone is read by the classic houses: a variant's lone
    /// candidate is not always a placed digit there.
    pub fn line(&self) -> String {
        let grid = self.position.grid();
        // Each cell's nine places: its digit alone when placed, else its candidates.
        let marks: String = (0..CELLS)
            .flat_map(|cell| {
                let set = match grid.get(cell) {
                    0 => self.position.candidates(cell),
                    digit => 1 << (digit - 1),
                };
                (1..=9u8).map(move |digit| {
                    if set >> (digit - 1) & 1 == 1 {
                        char::from(b'0' + digit)
                    } else {
                        '.'
                    }
                })
            })
            .collect();
        format!("{}\t{}\t{marks}", write_line(&self.puzzle), grid.to_line())
    }
}

/// The techniques practice offers for a kind, easiest first: those the solves of its
/// generated puzzles reach often enough (in at least 20 of the 220 puzzles of
/// `tests/data/variant_levels.txt`) that positions come quickly.
pub fn practice_techniques(kind: Kind) -> Vec<Technique> {
    let rare: &[Technique] = match kind {
        // Classic practice is `generator::practice`'s.
        Kind::Classic => return Vec::new(),
        Kind::X => &[Technique::Jellyfish],
        Kind::Killer => &[
            Technique::NakedTriple,
            Technique::HiddenTriple,
            Technique::Swordfish,
            Technique::XYWing,
            Technique::SimpleColouring,
            Technique::XYZWing,
            Technique::WWing,
            Technique::XChain,
            Technique::XYChain,
        ],
        Kind::Windoku | Kind::Jigsaw => &[],
    };
    techniques(kind)
        .into_iter()
        .filter(|t| !rare.contains(t))
        .collect()
}

/// A practised technique's name: `killer: Cage combinations`.
pub fn practice_name(kind: Kind, technique: Technique) -> String {
    format!("{kind}: {}", technique.name())
}

/// The kind and technique a practice name stands for (`x: X-Wing`, any case and spacing),
/// when that kind practises it.
pub fn parse_practice_name(name: &str) -> Option<(Kind, Technique)> {
    let (kind, technique) = name.split_once(':')?;
    let kind = Kind::parse(kind)?;
    let technique = Technique::from_name(technique)?;
    practice_techniques(kind)
        .contains(&technique)
        .then_some((kind, technique))
}

/// Puzzles generated, at most, for each position asked for.
const PUZZLES_PER_POSITION: usize = 40;

/// `count` positions of `kind` where `technique` is the next step, handed to `each` as they
/// are found until it breaks; the same seed gives the same positions. Returns how many
/// were found (fewer only when the generated puzzles' solves rarely reach the technique).
pub fn each_variant_practice_position(
    kind: Kind,
    technique: Technique,
    count: usize,
    seed: u64,
    mut each: impl FnMut(&VariantPracticePosition) -> ControlFlow<()>,
) -> usize {
    if kind == Kind::Classic {
        return 0;
    }
    let mut rng = StdRng::seed_from_u64(seed);
    // The technique is most often taken in puzzles of its own level; singles come in all.
    let level = technique.level().max(Level::Medium);
    let mut found: Vec<VariantPracticePosition> = Vec::new();
    for _ in 0..count.saturating_mul(PUZZLES_PER_POSITION) {
        if found.len() == count {
            break;
        }
        let options = VariantOptions {
            kind,
            level,
            seed: rng.random(),
        };
        let Ok(generated) = generate(&options) else {
            continue;
        };
        let Some(position) = position_in(&generated.puzzle, technique, &mut rng) else {
            continue;
        };
        // Read back as a player or another program would: a lone candidate reads as placed,
        // which can change what comes first, so the line itself is checked.
        let Some(position) = read_back(&position.line(), technique) else {
            continue;
        };
        if found.contains(&position) {
            continue;
        }
        let flow = each(&position);
        found.push(position);
        if flow.is_break() {
            break;
        }
    }
    found.len()
}

/// One of the positions in the solve of `puzzle` where `technique` is the next step, drawn
/// at random.
fn position_in(
    puzzle: &Puzzle,
    technique: Technique,
    rng: &mut impl Rng,
) -> Option<VariantPracticePosition> {
    let mut position = Position::start(puzzle);
    let mut found = Vec::new();
    while let Some(step) = next_step(puzzle, &position) {
        if step.technique == technique {
            found.push((position.clone(), step.clone()));
        }
        position.apply(puzzle, &step);
        if position.is_solved() {
            break;
        }
    }
    let (position, step) = found.choose(rng)?.clone();
    Some(VariantPracticePosition {
        puzzle: puzzle.clone(),
        position,
        step,
    })
}

/// The position a practice line gives, when its first step is of `technique`.
fn read_back(line: &str, technique: Technique) -> Option<VariantPracticePosition> {
    let (puzzle, position) = read_practice_line(line)?;
    let step = next_step(&puzzle, &position).filter(|step| step.technique == technique)?;
    Some(VariantPracticePosition {
        puzzle,
        position,
        step,
    })
}

/// A practice line read back: the puzzle and the position (`None` when the line is not one).
pub fn read_practice_line(line: &str) -> Option<(Puzzle, Position)> {
    let mut fields = line.trim_end().split('\t');
    let puzzle = parse_line(fields.next()?).ok()?;
    let grid: Grid = fields.next()?.parse().ok()?;
    let marks = fields.next()?.as_bytes();
    if marks.len() != CELLS * 9 || fields.next().is_some() {
        return None;
    }
    let mut masks = [0u16; CELLS];
    for (cell, mask) in masks.iter_mut().enumerate() {
        for (slot, &mark) in marks[cell * 9..cell * 9 + 9].iter().enumerate() {
            match mark {
                b'.' | b'0' => {}
                b'1'..=b'9' if usize::from(mark - b'1') == slot => *mask |= 1 << slot,
                _ => return None,
            }
        }
    }
    Some((puzzle.clone(), Position::of_grid(&puzzle, &grid, &masks)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_carry_the_kind_and_read_back() {
        assert_eq!(
            practice_name(Kind::Killer, Technique::CageCombinations),
            "killer: Cage combinations"
        );
        assert_eq!(
            parse_practice_name(" Killer :cage combinations"),
            Some((Kind::Killer, Technique::CageCombinations))
        );
        assert_eq!(
            parse_practice_name("x: Cage combinations"),
            None,
            "no cages in X"
        );
        assert_eq!(parse_practice_name("X-Wing"), None, "a classic name");
        for kind in [Kind::X, Kind::Windoku, Kind::Jigsaw, Kind::Killer] {
            for technique in practice_techniques(kind) {
                let name = practice_name(kind, technique);
                assert_eq!(parse_practice_name(&name), Some((kind, technique)));
            }
        }
    }

    #[test]
    fn positions_give_the_technique_first_and_repeat_with_the_seed() {
        let cases = [
            (Kind::X, Technique::XWing),
            (Kind::Jigsaw, Technique::XChain),
            (Kind::Windoku, Technique::ForcingChain),
            (Kind::Killer, Technique::KillerPair),
            (Kind::Killer, Technique::InteractingCages),
        ];
        for (kind, technique) in cases {
            let mut lines = Vec::new();
            let found = each_variant_practice_position(kind, technique, 2, 5, |position| {
                lines.push(position.line());
                ControlFlow::Continue(())
            });
            assert_eq!(found, 2, "{kind} {technique:?}");
            for line in &lines {
                let (puzzle, position) = read_practice_line(line).expect("a practice line");
                let step = next_step(&puzzle, &position).expect("a step");
                assert_eq!(step.technique, technique, "{line}");
            }
            let mut again = Vec::new();
            each_variant_practice_position(kind, technique, 2, 5, |position| {
                again.push(position.line());
                ControlFlow::Continue(())
            });
            assert_eq!(again, lines);
        }
    }
}
