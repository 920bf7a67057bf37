//! The hint card's text for a step, tier by tier: where to look, then the technique and its
//! cells, then the full explanation (a chain walked link by link), each with what the next
//! press of Hint does.

use super::command::{Command, technique_name};
use super::hint_marks::{HintTier, where_to_look};
use super::theme::Palette;
use super::{NonetApp, capitalise};
use crate::game::{Game, Hint};
use crate::grid::{Candidates, House, cell_name};
use crate::i18n::{Arg, language, tr, tr_args};
use crate::logic::Step;
use crate::logic::reason::{Reason, VariantReason};
use crate::words::Explained;
use crate::words::{chain_walk_in, forcing_walk_in, variant_forcing_walk_in};
use egui::{RichText, Ui};

/// A house's name in the interface's language: "row 3".
pub(super) fn house_name(unit: House) -> String {
    crate::words::house_name_in(language(), unit)
}

/// Items of a list in the interface's language: "r1c1, r2c2" in English. How a list is
/// punctuated belongs to the language, like its digits; the sentence around it is a message.
pub(super) fn list(items: &[String]) -> String {
    crate::words::plain_list(language(), items)
}

/// What a hint says, in the interface's language (`Hint::explanation` is the English that
/// the command line and the save files keep).
pub fn hint_explanation(hint: &Hint) -> String {
    hint.explanation_in(language())
}

/// Room between the items of a walked chain, in points.
const WALK_LINE_GAP: f32 = 3.0;

/// Draws the card's contents for `step` shown up to `tier`.
pub fn step(ui: &mut Ui, app: &NonetApp, step: &Step, tier: HintTier, palette: &Palette) {
    let keys = [(
        "keys",
        Arg::from(Command::Hint.shortcut_text(ui.ctx()).unwrap_or_default()),
    )];
    match tier {
        HintTier::WhereToLook => {
            super::speech::label(
                ui,
                RichText::new(tr("play-where-to-look"))
                    .strong()
                    .size(17.0)
                    .color(palette.given),
            );
            let place = where_to_look(step).map_or_else(
                || tr("play-step-in-cells"),
                |unit| tr_args("play-step-in-unit", &[("unit", house_name(unit).into())]),
            );
            super::speech::label(ui, RichText::new(place).color(palette.given));
            super::speech::label(
                ui,
                RichText::new(tr_args("play-hint-again-technique", &keys)).color(palette.muted),
            );
        }
        HintTier::Technique => {
            title(ui, step, palette);
            let mut cells: Vec<u8> = step.cells.clone();
            cells.extend(step.pattern.iter().map(|c| c.cell));
            cells.sort_unstable();
            cells.dedup();
            let names: Vec<String> = cells.iter().map(|&c| cell_name(c.into())).collect();
            let text = match names.as_slice() {
                [] => super::practice::technique_description(step.technique),
                [one] => tr_args("play-look-at", &[("cell", one.as_str().into())]),
                many => tr_args("play-it-uses", &[("cells", list(many).into())]),
            };
            super::speech::label(ui, RichText::new(text).color(palette.given));
            super::speech::label(
                ui,
                RichText::new(tr_args("play-hint-again-explanation", &keys)).color(palette.muted),
            );
        }
        HintTier::Explained => {
            title(ui, step, palette);
            // A chain reads best one link at a time, as the arrows on the board go.
            let language = language();
            let items = match &step.reason {
                Reason::Chain(chain) => {
                    let candidates = app
                        .game
                        .as_ref()
                        .map_or_else(Candidates::none, Game::effective_candidates);
                    chain_walk_in(language, chain, &step.eliminations, &candidates)
                }
                Reason::Forcing(forcing) => {
                    forcing_walk_in(language, forcing, &step.placements, &step.eliminations)
                }
                Reason::Variant(VariantReason {
                    forcing: Some(forcing),
                    ..
                }) => {
                    variant_forcing_walk_in(language, forcing, &step.placements, &step.eliminations)
                }
                _ => Vec::new(),
            };
            if !items.is_empty() {
                // The links read as one list, closer to each other than to the title and
                // the next press's line: a long chain keeps its room for words.
                ui.scope(|ui| {
                    ui.spacing_mut().item_spacing.y = WALK_LINE_GAP;
                    for (number, item) in items.iter().enumerate() {
                        super::speech::label(
                            ui,
                            RichText::new(format!("{}. {item}", number + 1)).color(palette.given),
                        );
                    }
                });
            } else {
                let text = after_name(
                    &technique_name(step.technique),
                    step.explanation_in(language),
                );
                super::speech::label(ui, RichText::new(text).color(palette.given));
            }
            super::speech::label(
                ui,
                RichText::new(tr_args("play-hint-again-apply", &keys)).color(palette.muted),
            );
        }
    }
}

/// The technique's name, as the card's title.
fn title(ui: &mut Ui, step: &Step, palette: &Palette) {
    super::speech::label(
        ui,
        RichText::new(technique_name(step.technique))
            .strong()
            .size(17.0)
            .color(palette.given),
    );
}

/// An explanation without the technique's name it often starts with (shown just above as
/// the card's title), when a colon follows the name: ASCII, or the full-width one of CJK
/// sentences.
fn after_name(name: &str, explanation: String) -> String {
    explanation
        .strip_prefix(name)
        .and_then(|rest| rest.strip_prefix([':', '\u{ff1a}']))
        .map_or(explanation.clone(), |rest| {
            sentence_start(rest.trim_start())
        })
}

/// A sentence's start with its first letter capitalised, unless it starts with a cell's
/// name ("r1c7", which is always written small).
fn sentence_start(text: &str) -> String {
    let bytes = text.as_bytes();
    let names_a_cell = bytes.len() >= 4
        && bytes[0] == b'r'
        && bytes[1].is_ascii_digit()
        && bytes[2] == b'c'
        && bytes[3].is_ascii_digit();
    if names_a_cell {
        text.to_string()
    } else {
        capitalise(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cell_name_starting_the_explanation_stays_small() {
        let said = "Killer cage: r1c7 and r1c8 add up to 3, so they hold 1 and 2.".to_string();
        assert_eq!(
            after_name("Killer cage", said),
            "r1c7 and r1c8 add up to 3, so they hold 1 and 2."
        );
        let said = "Hidden single: in row 3, 7 fits only r3c5.".to_string();
        assert_eq!(
            after_name("Hidden single", said),
            "In row 3, 7 fits only r3c5."
        );
    }
}
