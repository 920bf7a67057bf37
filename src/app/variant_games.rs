//! New games of a variant (Game › New game › Sudoku X, Windoku, Jigsaw, Killer) and their
//! daily puzzles (Game › Daily puzzle): the menus, and the puzzle made away from the frame
//! (a thread, or a web worker) so the window never waits for it.

use super::command::level_name;
use super::{Confirm, Message, NonetApp};
use crate::background::{Pending, offload};
use crate::game::Game;
use crate::generator::daily::daily_variant_options;
use crate::i18n::{Arg, tr};
use crate::logic::Level;
use crate::variant::Kind;
use crate::variant::generate::{
    GeneratedVariant, VariantGenerateError, VariantJob, VariantOptions,
};
use chrono::NaiveDate;
use std::time::Duration;

/// The variants the menu offers, in its order.
pub const MENU_KINDS: [Kind; 4] = [Kind::X, Kind::Windoku, Kind::Jigsaw, Kind::Killer];

/// The levels the variant menus offer: all five, as for classic puzzles.
pub const VARIANT_LEVELS: [Level; 5] = Level::ALL;

/// A variant's name in the interface's language, for the variant menus and messages.
pub use super::command::variant_name;

/// A variant puzzle being made.
pub(super) struct VariantGenerating {
    kind: Kind,
    level: Level,
    /// The date, when the puzzle is that day's daily puzzle of the variant.
    daily: Option<NaiveDate>,
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
        let options = VariantOptions {
            kind,
            level,
            seed: rand::random(),
        };
        self.offload_variant(options, None);
    }

    /// Starts making the daily puzzle of `kind` at `level` for `date`; the game changes
    /// when it is ready.
    pub(super) fn start_variant_daily(&mut self, kind: Kind, level: Level, date: NaiveDate) {
        self.offload_variant(daily_variant_options(date, kind, level), Some(date));
    }

    /// Hands the making of a variant puzzle to a thread or a web worker.
    fn offload_variant(&mut self, options: VariantOptions, daily: Option<NaiveDate>) {
        self.cancel_generation_quietly();
        let kind = options.kind;
        // When the work cannot be started, the poll reports it.
        let result = offload(VariantJob(options), || {}).ok();
        self.variant_generating = Some(VariantGenerating {
            kind,
            level: options.level,
            daily,
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
        let (kind, level, daily) = (generating.kind, generating.level, generating.daily);
        self.variant_generating = None;
        match made {
            Some(Ok(generated)) => {
                let rated = generated.rating.level.unwrap_or(level);
                let game = Game::from_generated_variant(generated);
                let variant = ("variant", Arg::from(variant_name(kind)));
                let level = ("level", Arg::from(level_name(rated)));
                let text = match daily {
                    Some(date) => {
                        self.set_game(super::records::mark_daily(game, date));
                        let date = ("date", Arg::from(date.to_string()));
                        super::said_args("play-daily-variant-started", &[variant, level, date])
                    }
                    None => {
                        self.set_game(game);
                        super::said_args("win-new-variant-puzzle", &[variant, level])
                    }
                };
                self.message = Some(Message::info(text));
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
