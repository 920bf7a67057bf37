//! Actions described in words, for the undo and redo tooltips: the interface says what the
//! game's actions are, the game keeps them as data.

use crate::game::{Action, MarkLayer, MovedCell, SizedCell, SizedGame, Status};
use crate::grid::cell_name;
use crate::i18n::{Arg, language, tr, tr_args};
use crate::words as render;

impl Action {
    /// A short description for menus and tooltips, such as "enter 4 in r3c5", in the
    /// thread's language (`crate::i18n`).
    pub fn describe(&self) -> String {
        let one = |cell: &u8| Arg::from(cell_name(*cell as usize));
        let many = |cells: &[u8]| Arg::from(cell_list(cells));
        match self {
            Action::SetDigit { cell, digit } => tr_args(
                "action-enter",
                &[("digit", (*digit).into()), ("cells", one(cell))],
            ),
            Action::ClearCell { cell } => tr_args("action-erase", &[("cells", one(cell))]),
            Action::ToggleNote { cell, digit } => tr_args(
                "action-note",
                &[("digit", (*digit).into()), ("cells", one(cell))],
            ),
            Action::FillCandidates => tr("action-fill-candidates"),
            Action::ClearNotes => tr("action-clear-notes"),
            Action::ApplyHint(hint) => {
                let name = render::technique_name_in(language(), hint.technique);
                tr_args("action-hint", &[("technique", name.into())])
            }
            Action::Restart => tr("action-restart"),
            Action::Reveal => tr("action-solve"),
            Action::SetDigits { cells, digit } => tr_args(
                "action-enter",
                &[("digit", (*digit).into()), ("cells", many(cells))],
            ),
            Action::ClearCells { cells } => tr_args("action-erase", &[("cells", many(cells))]),
            Action::Mark {
                cells,
                layer: MarkLayer::Candidate,
                digit,
            } => tr_args(
                "action-note",
                &[("digit", (*digit).into()), ("cells", many(cells))],
            ),
            Action::Mark {
                cells,
                layer: MarkLayer::Corner,
                digit,
            } => tr_args(
                "action-corner",
                &[("digit", (*digit).into()), ("cells", many(cells))],
            ),
            Action::Paint { cells, colour: 0 } => {
                tr_args("action-uncolour", &[("cells", many(cells))])
            }
            Action::Paint { cells, colour } => tr_args(
                "action-colour",
                &[("cells", many(cells)), ("colour", (*colour).into())],
            ),
            Action::PaintCandidate {
                cell,
                digit,
                colour,
                ..
            } if *colour == 0 => tr_args(
                "action-uncolour-candidate",
                &[("digit", (*digit).into()), ("cell", one(cell))],
            ),
            Action::PaintCandidate {
                cell,
                digit,
                colour,
            } => tr_args(
                "action-colour-candidate",
                &[
                    ("digit", (*digit).into()),
                    ("cell", one(cell)),
                    ("colour", (*colour).into()),
                ],
            ),
            Action::StartLiveCandidates => tr("action-live-candidates"),
            Action::GoToCheckpoint { label, .. } => {
                tr_args("action-back-to", &[("label", label.as_str().into())])
            }
        }
    }
}

/// Cells named for a description: one name, or the first and how many more.
/// A move of a game of another size in a few words, told from the cells it changed (its
/// history keeps cells, not actions): "enter 5 in r2c11", "note 3 in r1c1", "restart"…
pub(super) fn describe_sized_move(moved: &[MovedCell], game: &SizedGame) -> String {
    let width = game.size();
    let name = |cell: usize| crate::logic::notation::cell_name_on(cell, width);
    let list = |cells: &[usize]| match cells {
        [] => tr("action-cells-none"),
        [one] => name(*one),
        [first, rest @ ..] => tr_args(
            "action-cells-more",
            &[("first", name(*first).into()), ("more", rest.len().into())],
        ),
    };
    let givens = game.puzzle().givens();
    if game.status() == Status::Revealed {
        return tr("action-solve");
    }
    let cleared = |c: &MovedCell| {
        c.after
            == SizedCell {
                digit: givens[c.cell],
                ..SizedCell::default()
            }
    };
    if moved.len() > 1 && moved.iter().all(cleared) {
        return tr("action-restart");
    }
    // A digit put in (an undone erase too), not one that stayed while its colour changed.
    let entered: Vec<&MovedCell> = (moved.iter())
        .filter(|c| c.after.digit != 0 && c.before.digit != c.after.digit)
        .collect();
    if let [first, ..] = entered.as_slice() {
        let cells: Vec<usize> = entered.iter().map(|c| c.cell).collect();
        return tr_args(
            "action-enter",
            &[
                ("digit", crate::i18n::digit_symbol(first.after.digit).into()),
                ("cells", list(&cells).into()),
            ],
        );
    }
    let cells = list(&moved.iter().map(|c| c.cell).collect::<Vec<_>>());
    if let [one] = moved
        && let Some(said) = one_cell_move(one, &cells)
    {
        return said;
    }
    // Cells without notes given them all at once: Fill candidates. Anything else that
    // changes notes only (an applied elimination) is said as it is.
    if moved.len() > 1
        && moved
            .iter()
            .all(|c| c.before.notes == 0 && c.before.digit == 0)
    {
        return tr("action-fill-candidates");
    }
    tr_args("action-notes-changed", &[("cells", cells.into())])
}

/// A move of one cell (named `cell`) that one message says: a colour painted or taken away
/// (of the cell or of one note), a single corner mark or note written or removed, or the
/// cell erased.
fn one_cell_move(moved: &MovedCell, cell: &str) -> Option<String> {
    let (before, after) = (moved.before, moved.after);
    let parts = |cell: SizedCell| (cell.digit, cell.notes, cell.corner);
    // The digit of the one bit that differs between two sets, if one does.
    let toggled = |a: u16, b: u16| match (a ^ b).count_ones() {
        // One bit of sixteen: its digit is at most 16.
        1 => u8::try_from((a ^ b).trailing_zeros() + 1).ok(),
        _ => None,
    };
    let with_digit = |id: &str, digit: u8| {
        let digit = crate::i18n::digit_symbol(digit);
        tr_args(id, &[("digit", digit.into()), ("cells", cell.into())])
    };
    let tints_alone = SizedCell {
        tints: after.tints,
        ..before
    } == after;
    if before.tints != after.tints && tints_alone {
        let digit = (1..=16).find(|&d| before.tints.get(d) != after.tints.get(d))?;
        let name = crate::i18n::digit_symbol(digit);
        return Some(match after.tints.get(digit) {
            0 => tr_args(
                "action-uncolour-candidate",
                &[("digit", name.into()), ("cell", cell.into())],
            ),
            colour => tr_args(
                "action-colour-candidate",
                &[
                    ("digit", name.into()),
                    ("cell", cell.into()),
                    ("colour", colour.into()),
                ],
            ),
        });
    }
    if parts(before) == parts(after) {
        return Some(match after.colour {
            0 => tr_args("action-uncolour", &[("cells", cell.into())]),
            colour => tr_args(
                "action-colour",
                &[("cells", cell.into()), ("colour", colour.into())],
            ),
        });
    }
    if before.colour != after.colour {
        return None;
    }
    let same_but = |corner: u16, notes: u16| {
        SizedCell {
            corner,
            notes,
            ..before
        } == after
    };
    if before.digit == 0 && same_but(after.corner, before.notes) {
        return toggled(before.corner, after.corner).map(|d| with_digit("action-corner", d));
    }
    if before.digit == 0 && same_but(before.corner, after.notes) {
        return toggled(before.notes, after.notes).map(|d| with_digit("action-note", d));
    }
    (parts(after) == (0, 0, 0)).then(|| tr_args("action-erase", &[("cells", cell.into())]))
}

fn cell_list(cells: &[u8]) -> String {
    match cells {
        [] => tr("action-cells-none"),
        [one] => cell_name(*one as usize),
        [first, rest @ ..] => tr_args(
            "action-cells-more",
            &[
                ("first", cell_name(*first as usize).into()),
                ("more", rest.len().into()),
            ],
        ),
    }
}

#[cfg(test)]
mod sized_move_tests {
    use super::*;
    use crate::game::SizedAction;
    use crate::generator::sized::{SizedJob, SizedKind, make_sized};

    /// What the last move of `game` is called.
    fn said(game: &SizedGame) -> String {
        describe_sized_move(&game.last_move().expect("a move"), game)
    }

    #[test]
    fn a_sized_move_is_named_from_the_cells_it_changed() {
        crate::i18n::set_language(crate::lang::Language::En);
        let made = make_sized(SizedJob {
            kind: SizedKind {
                size: 6,
                jigsaw: false,
            },
            level: crate::logic::Level::Easy,
            seed: 4,
        })
        .expect("a 6x6");
        let mut game = SizedGame::new(&made).expect("a game");
        let open: Vec<usize> = (0..36).filter(|&c| game.digit(c) == 0).collect();
        let (cell, digit) = (open[0], game.answer(open[0]));
        let name = crate::logic::notation::cell_name_on(cell, 6);
        game.apply(SizedAction::ToggleNote { cell, digit }).unwrap();
        assert_eq!(said(&game), format!("note {digit} in {name}"));
        game.apply(SizedAction::ToggleNote { cell, digit }).unwrap();
        assert_eq!(
            said(&game),
            format!("note {digit} in {name}"),
            "and off again"
        );
        game.apply(SizedAction::ToggleCorner { cell, digit })
            .unwrap();
        assert_eq!(said(&game), format!("corner mark {digit} in {name}"));
        game.apply(SizedAction::Paint { cell, colour: 3 }).unwrap();
        assert_eq!(said(&game), format!("colour {name} with colour 3"));
        game.apply(SizedAction::Paint { cell, colour: 0 }).unwrap();
        assert_eq!(said(&game), format!("uncolour {name}"));
        game.apply(SizedAction::Enter { cell, digit }).unwrap();
        assert_eq!(said(&game), format!("enter {digit} in {name}"));
        game.apply(SizedAction::Erase { cell }).unwrap();
        assert_eq!(said(&game), format!("erase {name}"));
        game.apply(SizedAction::FillNotes).unwrap();
        assert_eq!(said(&game), "fill candidates");
        let paint = |colour| SizedAction::PaintNote {
            cell,
            digit,
            colour,
        };
        game.apply(paint(5)).unwrap();
        assert_eq!(
            said(&game),
            format!("colour candidate {digit} of {name} with colour 5")
        );
        game.apply(paint(0)).unwrap();
        assert_eq!(said(&game), format!("uncolour candidate {digit} of {name}"));
        game.apply(SizedAction::Restart).unwrap();
        assert_eq!(said(&game), "restart");
        game.apply(SizedAction::Reveal).unwrap();
        assert_eq!(said(&game), "solve");
    }
}
