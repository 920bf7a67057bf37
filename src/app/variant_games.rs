//! New games of a variant (Game › New game › Sudoku X, Windoku, Jigsaw, Killer): the menus,
//! and the puzzle made away from the frame (a thread, or a web worker) so the window never
//! waits for it.

use super::command::level_name;
use super::{Confirm, Message, NonetApp};
use crate::background::{Pending, offload};
use crate::game::Game;
use crate::i18n::{Arg, tr};
use crate::logic::Level;
use crate::variant::Kind;
use crate::variant::generate::{
    GeneratedVariant, VariantGenerateError, VariantJob, VariantOptions,
};
use std::time::Duration;

/// The variants the menu offers, in its order.
pub const MENU_KINDS: [Kind; 4] = [Kind::X, Kind::Windoku, Kind::Jigsaw, Kind::Killer];

/// The levels the variant generator rates (its techniques reach Hard).
pub const VARIANT_LEVELS: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

/// A variant's name in the interface's language: "Killer".
pub fn variant_name(kind: Kind) -> String {
    tr(match kind {
        Kind::Classic => "variant-name-classic",
        Kind::X => "variant-name-x",
        Kind::Windoku => "variant-name-windoku",
        Kind::Jigsaw => "variant-name-jigsaw",
        Kind::Killer => "variant-name-killer",
    })
}

/// A variant puzzle being made.
pub(super) struct VariantGenerating {
    kind: Kind,
    level: Level,
    /// `None` when the work could not be started.
    result: Option<Pending<Result<GeneratedVariant, VariantGenerateError>>>,
}

impl NonetApp {
    /// New game › a variant › a level: asks first when a game is in progress.
    pub(super) fn new_variant_pressed(&mut self, kind: Kind, level: Level) {
        if self.game_in_progress() {
            self.confirm = Some(Confirm::NewVariantGame(kind, level));
        } else {
            self.start_variant_generation(kind, level);
        }
    }

    /// Starts making a variant puzzle; the game changes when it is ready.
    pub(super) fn start_variant_generation(&mut self, kind: Kind, level: Level) {
        self.cancel_generation_quietly();
        let options = VariantOptions {
            kind,
            level: level.min(Level::Hard),
            seed: rand::random(),
        };
        // When the work cannot be started, the poll reports it.
        let result = offload(VariantJob(options), || {}).ok();
        self.variant_generating = Some(VariantGenerating {
            kind,
            level,
            result,
        });
        self.message = Some(Message::info(super::said_args(
            "win-making-variant",
            &[("variant", Arg::from(variant_name(kind)))],
        )));
    }

    /// Takes in a finished variant puzzle.
    pub(super) fn poll_variant_generation(&mut self, ctx: &egui::Context) {
        let Some(generating) = &self.variant_generating else {
            return;
        };
        let made = match generating.result.as_ref().map(Pending::try_take) {
            Some(None) => {
                ctx.request_repaint_after(Duration::from_millis(30));
                return;
            }
            Some(Some(Ok(made))) => Some(made),
            Some(Some(Err(_))) | None => None,
        };
        let (kind, level) = (generating.kind, generating.level);
        self.variant_generating = None;
        match made {
            Some(Ok(generated)) => {
                let rated = generated.rating.level.unwrap_or(level);
                let game = Game::from_generated_variant(generated);
                self.set_game(game);
                self.message = Some(Message::info(super::said_args(
                    "win-new-variant-puzzle",
                    &[
                        ("variant", Arg::from(variant_name(kind))),
                        ("level", Arg::from(level_name(rated))),
                    ],
                )));
            }
            Some(Err(error)) => {
                self.message = Some(Message::error(super::said_args(
                    "win-variant-failed",
                    &[
                        ("variant", Arg::from(variant_name(kind))),
                        ("error", Arg::from(error.to_string())),
                    ],
                )));
            }
            None => {
                self.message = Some(Message::error(super::said_args(
                    "win-variant-failed",
                    &[
                        ("variant", Arg::from(variant_name(kind))),
                        ("error", Arg::from(tr("win-variant-worker-stopped"))),
                    ],
                )));
            }
        }
    }
}
