//! The techniques window's and practice's commands, and how a change to the game reaches
//! practice and the solve path.

use super::variant::VariantMade;
use super::{Made, Practice, PracticeState, Ready};
use crate::app::command::TechniquesCommand;
use crate::app::window_unit::AppWindow;
use crate::app::{Confirm, Message, NonetApp};
use crate::game::{Game, GameError};
use crate::i18n::Localized;
use crate::logic::{Step, Technique};
use crate::variant::Kind;

impl NonetApp {
    /// Carries out a command of the techniques window or of practice.
    pub(in crate::app) fn run_techniques_command(
        &mut self,
        ctx: &egui::Context,
        command: TechniquesCommand,
    ) {
        match command {
            TechniquesCommand::ToggleWindow
            | TechniquesCommand::ShowVariant(_)
            | TechniquesCommand::Choose(..) => {
                // It opens on the techniques of the game on the board's kind.
                let kind = self.game.as_ref().map_or(Kind::Classic, Game::kind);
                self.windows.techniques.run(command, kind, ctx);
            }
            TechniquesCommand::Practise(kind, technique) => {
                self.practise_pressed(kind, technique, ctx);
            }
            TechniquesCommand::NextPractice => {
                if let Some(practice) = self.practice.as_mut() {
                    practice.next(ctx);
                }
            }
            TechniquesCommand::StopPractice => {
                if self.practice.take().is_some() {
                    self.message = Some(Message::info(crate::app::said("play-practice-stopped")));
                }
            }
        }
    }

    /// Practise: asks first when a game is in progress (and no practice is).
    fn practise_pressed(&mut self, kind: Kind, technique: Technique, ctx: &egui::Context) {
        if self.game_in_progress() && self.practice.is_none() {
            self.confirm = Some(Confirm::Practise(kind, technique));
        } else {
            self.start_practice(kind, technique, ctx);
        }
    }

    /// Starts practising `technique` in puzzles of `kind`: the techniques window closes so
    /// the board shows, and the first position is made in the background.
    pub(in crate::app) fn start_practice(
        &mut self,
        kind: Kind,
        technique: Technique,
        ctx: &egui::Context,
    ) {
        self.windows.techniques.close();
        self.message = None;
        self.practice = Some(Practice::start(kind, technique, rand::random(), ctx));
    }

    /// Puts a made practice position on the board, as a game whose notes are its
    /// candidates: a classic game, or a variant game with the position's digits as givens.
    /// Its moves are judged against every instance of the technique there.
    pub(in crate::app) fn start_practice_position(&mut self, ready: Ready) {
        let (game, step, instances) = match ready {
            Ready::Classic(made) => {
                let Made {
                    position,
                    instances,
                } = *made;
                let game = Game::from_pencilmarks(position.grid, &position.candidates);
                (game, position.step, instances)
            }
            Ready::Variant(made) => {
                let step = made.step.clone();
                let instances = made.instances.clone();
                (variant_game(*made), step, instances)
            }
        };
        self.put_practice_game(game, step, instances);
    }

    /// Puts a practice position's game on the board, or says why it cannot be played.
    fn put_practice_game(
        &mut self,
        game: Result<Game, GameError>,
        step: Step,
        instances: Vec<Step>,
    ) {
        match game {
            Ok(game) => {
                // The game itself says it is practice, so it stays out of the statistics
                // after practice stops, and in its autosave.
                let game = game.as_practice();
                // A new game ends a practice session; this one goes on with it. Only the
                // game the session replaced is recorded as left.
                let session = self.practice.take();
                if session.as_ref().is_some_and(|p| p.on_board) {
                    self.install_game(game);
                } else {
                    self.set_game(game);
                }
                self.practice = session;
                if let Some(practice) = self.practice.as_mut() {
                    practice.on_board = true;
                    // The instances were worked out from the position's own step; should
                    // none have been (a step finder that disagrees), the step stands alone.
                    practice.instances = if instances.is_empty() {
                        vec![step.clone()]
                    } else {
                        instances
                    };
                    practice.step = Some(step);
                    practice.state = PracticeState::Looking;
                }
            }
            Err(error) => {
                self.practice = None;
                self.message = Some(Message::error(crate::app::said_args(
                    "play-practice-unplayable",
                    &[("error", error.localized().into())],
                )));
            }
        }
    }

    /// What a change to the game means for practice: the move is judged.
    ///
    /// A variant position is judged as a classic one, against every instance of its technique.
    pub(in crate::app) fn practice_after_change(&mut self) {
        let (Some(practice), Some(game)) = (self.practice.as_mut(), self.game.as_ref()) else {
            return;
        };
        if practice.step.is_none() || practice.state == PracticeState::Done {
            return;
        }
        let (state, completed) = super::judge(game, &practice.instances);
        practice.state = state;
        if let Some(instance) = completed.and_then(|i| practice.instances.get(i)) {
            // The sentence that confirms it is the instance the player made.
            practice.step = Some(instance.clone());
            practice.done += 1;
        }
    }
}

/// The game of a variant practice position: the puzzle's rules with the position's digits
/// as givens and its candidates as notes.
fn variant_game(made: VariantMade) -> Result<Game, GameError> {
    let candidates = made.candidates();
    // The job works the answer and rating out for every position it makes for practice.
    let Some((solution, rating)) = made.play else {
        return Err(GameError::NoSolution);
    };
    Game::from_variant_position(
        &made.puzzle,
        made.position.grid(),
        &candidates,
        solution,
        rating,
    )
}
