//! The hint card's text for a step, tier by tier: where to look, then the technique and its
//! cells, then the full explanation (a chain walked link by link), each with what the next
//! press of Hint does.

use super::command::Command;
use super::hint_marks::{HintTier, where_to_look};
use super::theme::Palette;
use super::{NonetApp, capitalise};
use crate::game::Game;
use crate::grid::{Candidates, cell_name};
use crate::logic::Step;
use crate::logic::reason::Reason;
use crate::logic::render::walk::{chain_walk, forcing_walk};
use egui::{RichText, Ui};

/// Draws the card's contents for `step` shown up to `tier`.
pub fn step(ui: &mut Ui, app: &NonetApp, step: &Step, tier: HintTier, palette: &Palette) {
    let keys = Command::Hint.shortcut_text(ui.ctx()).unwrap_or_default();
    match tier {
        HintTier::WhereToLook => {
            ui.label(
                RichText::new("Where to look")
                    .strong()
                    .size(17.0)
                    .color(palette.given),
            );
            let place = where_to_look(step).map_or_else(
                || "the highlighted cells".to_string(),
                |unit| unit.to_string(),
            );
            ui.label(
                RichText::new(format!("There is a step to find in {place}.")).color(palette.given),
            );
            ui.label(
                RichText::new(format!("Press Hint again ({keys}) to see the technique."))
                    .color(palette.muted),
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
                [] => step.technique.description().to_string(),
                [one] => format!("Look at {one}."),
                many => format!("It uses {}.", many.join(", ")),
            };
            ui.label(RichText::new(text).color(palette.given));
            ui.label(
                RichText::new(format!("Press Hint again ({keys}) for the explanation."))
                    .color(palette.muted),
            );
        }
        HintTier::Explained => {
            title(ui, step, palette);
            // A chain reads best one link at a time, as the arrows on the board go.
            let items = match &step.reason {
                Reason::Chain(chain) => {
                    let candidates = app
                        .game
                        .as_ref()
                        .map_or_else(Candidates::none, Game::effective_candidates);
                    chain_walk(chain, &step.eliminations, &candidates)
                }
                Reason::Forcing(forcing) => {
                    forcing_walk(forcing, &step.placements, &step.eliminations)
                }
                _ => Vec::new(),
            };
            if !items.is_empty() {
                for (number, item) in items.iter().enumerate() {
                    ui.label(RichText::new(format!("{}. {item}", number + 1)).color(palette.given));
                }
            } else {
                // Explanations often repeat the technique's name, shown just above.
                let prefix = format!("{}: ", step.technique.name());
                let explanation = step.explanation();
                let text = explanation
                    .strip_prefix(&prefix)
                    .map_or(explanation.clone(), capitalise);
                ui.label(RichText::new(text).color(palette.given));
            }
            ui.label(
                RichText::new(format!("Press Hint again ({keys}) to apply it."))
                    .color(palette.muted),
            );
        }
    }
}

/// The technique's name, as the card's title.
fn title(ui: &mut Ui, step: &Step, palette: &Palette) {
    ui.label(
        RichText::new(step.technique.name())
            .strong()
            .size(17.0)
            .color(palette.given),
    );
}
