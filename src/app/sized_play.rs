//! Games on grids of other sizes (Game › New game › Other sizes, and the daily 6x6 and
//! 16x16): the game shown in place of the 9x9 one, its puzzle made away from the frame,
//! the commands it answers, and its records (`sized_view.rs` draws it, `sized_input.rs`
//! reads its cursor, selection, input mode and digit keys).
//!
//! The 9x9 game waits behind it, kept and autosaved; starting any 9x9 game ends the game of
//! another size. Commands that only make sense for 9x9 games (candidate colours,
//! checkpoints, highlighting) leave it alone.

pub use super::command::sized_name;
use super::command::{AllStepsCommand, Command, ToolkitCommand, level_name};
use super::sized_input::SizedInput;
use super::{Confirm, Message, NonetApp};
use crate::background::{Pending, offload};
use crate::formats::Metadata;
use crate::game::statistics::{Board, GameRecord, Outcome};
use crate::game::{InputMode, SelectionMove, SizedAction, SizedGame, Status, format_duration};
use crate::generator::daily::daily_sized_seed;
use crate::generator::daily::today;
use crate::generator::sized::{ConstraintJob, SizedJob, SizedKind, SizedMakeError, SizedPuzzle};
use crate::i18n::{Arg, tr};
use crate::logic::{Finding, Level, MistakeKind};
use crate::rules::constraint_generate::ConstraintVariant;
use chrono::NaiveDate;
use std::time::Duration;

/// The sizes the daily puzzle comes in besides 9x9.
pub const DAILY_SIZES: [SizedKind; 2] = [
    SizedKind {
        size: 6,
        jigsaw: false,
    },
    SizedKind {
        size: 16,
        jigsaw: false,
    },
];

/// A game of another size being played.
pub(super) struct SizedPlay {
    /// The game.
    pub(super) game: SizedGame,
    /// The cursor.
    pub(super) selected: usize,
    /// The cells a move is made on: the cursor's and those Ctrl+click, a drag or Ctrl+A
    /// added.
    pub(super) selection: Vec<usize>,
    /// What typed digits do: enter, note, corner mark or colour.
    pub(super) mode: InputMode,
    /// The hint shown: a step (a second Hint applies it) or a wrong digit.
    pub(super) hint: Option<Finding>,
    /// Cells the last check found wrong, until the next change.
    pub(super) checked: Vec<usize>,
    /// What the puzzle's rules draw, worked out once: the puzzle never changes in play.
    pub(super) marks: Vec<crate::rules::marks::RuleMark>,
}

impl SizedPlay {
    /// A game to play, the cursor on its first open cell.
    pub(super) fn new(game: SizedGame) -> SizedPlay {
        let cells = game.digits().len();
        let selected = (0..cells).find(|&c| !game.is_given(c)).unwrap_or(0);
        SizedPlay {
            selected,
            selection: vec![selected],
            marks: game.puzzle().marks(),
            game,
            mode: InputMode::Digit,
            hint: None,
            checked: Vec::new(),
        }
    }
}

/// A puzzle of another size being made, or read from a line and checked.
pub(super) struct SizedGenerating {
    /// The size asked for (the line's, for a puzzle read).
    pub(super) kind: SizedKind,
    level: Level,
    daily: Option<NaiveDate>,
    /// Whether the puzzle was read from a line rather than made.
    read: bool,
    /// What a puzzle read says about itself (its title, author and rules).
    metadata: Metadata,
    /// The file a puzzle read came from, named when it holds none to play.
    from: Option<std::path::PathBuf>,
    /// `None` when the work could not be started.
    result: Option<Pending<Result<SizedPuzzle, SizedMakeError>>>,
}

impl SizedGenerating {
    /// A puzzle being read from a line and checked.
    pub(super) fn reading(
        result: Option<Pending<Result<SizedPuzzle, SizedMakeError>>>,
        metadata: Metadata,
        from: Option<std::path::PathBuf>,
    ) -> SizedGenerating {
        SizedGenerating {
            // Told by the line when it has been read.
            kind: SizedKind {
                size: 0,
                jigsaw: false,
            },
            // Told by the rating once the line has been read.
            level: Level::Medium,
            daily: None,
            read: true,
            metadata,
            from,
            result,
        }
    }
}

impl NonetApp {
    /// The game of another size on the board, if one is (the 9x9 game waits behind it).
    pub fn sized_game(&self) -> Option<&SizedGame> {
        self.sized.as_ref().map(|play| &play.game)
    }

    /// New game › Other sizes › a size › a level: asks first when a game of another size
    /// is in progress (the 9x9 game is kept behind it).
    pub(super) fn new_sized_pressed(&mut self, kind: SizedKind, level: Level) {
        if self.sized_in_progress() {
            self.confirm = Some(Confirm::NewSizedGame(kind, level));
        } else {
            self.start_sized_generation(kind, level, None);
        }
    }

    /// New game › Constraint puzzles › a kind › a level: asks first when a game of another
    /// size is in progress.
    pub(super) fn new_constraint_pressed(&mut self, variant: ConstraintVariant, level: Level) {
        if self.sized_in_progress() {
            self.confirm = Some(Confirm::NewConstraintGame(variant, level));
        } else {
            self.start_constraint_generation(variant, level);
        }
    }

    /// Starts making a constraint puzzle; the game changes when it is ready, named after
    /// its kind and with its rules in the panel.
    pub(super) fn start_constraint_generation(&mut self, variant: ConstraintVariant, level: Level) {
        self.cancel_generation_quietly();
        let seed = rand::random();
        // When the work cannot be started, the poll reports it.
        let result = offload(
            ConstraintJob {
                variant,
                level,
                seed,
            },
            || {},
        )
        .ok();
        let name = super::command::constraint_name(variant);
        let metadata = Metadata {
            title: Some(name.clone()),
            description: Some(tr(&format!("constraint-rules-{}", variant.name()))),
            ..Metadata::default()
        };
        self.sized_generating = Some(SizedGenerating {
            kind: SizedKind {
                size: 9,
                jigsaw: false,
            },
            level,
            daily: None,
            read: false,
            metadata,
            from: None,
            result,
        });
        self.message = Some(Message::info(super::said_args(
            "win-making-variant",
            &[("variant", Arg::from(name))],
        )));
    }

    /// Daily puzzle › a size › a level.
    pub(super) fn sized_daily_pressed(&mut self, kind: SizedKind, level: Level) {
        let date = today();
        if self.sized_in_progress() {
            self.confirm = Some(Confirm::SizedDaily(kind, level));
        } else {
            self.start_sized_generation(kind, level, Some(date));
        }
    }

    /// Whether a game of another size has moves the player would lose.
    pub(super) fn sized_in_progress(&self) -> bool {
        self.sized
            .as_ref()
            .is_some_and(|play| play.game.status() == Status::Playing && play.game.can_undo())
    }

    /// Starts making a puzzle of another size (the daily one of `daily`'s date, when
    /// given); the game changes when it is ready.
    pub(super) fn start_sized_generation(
        &mut self,
        kind: SizedKind,
        level: Level,
        daily: Option<NaiveDate>,
    ) {
        self.cancel_generation_quietly();
        let seed = match daily {
            Some(date) => daily_sized_seed(date, usize::from(kind.size), level),
            None => rand::random(),
        };
        // When the work cannot be started, the poll reports it.
        let result = offload(SizedJob { kind, level, seed }, || {}).ok();
        self.sized_generating = Some(SizedGenerating {
            kind,
            level,
            daily,
            read: false,
            metadata: Metadata::default(),
            from: None,
            result,
        });
        self.message = Some(Message::info(super::said_args(
            "win-making-variant",
            &[("variant", Arg::from(sized_name(kind)))],
        )));
    }

    /// Takes in a finished puzzle of another size.
    pub(super) fn poll_sized_generation(&mut self, ctx: &egui::Context) {
        let Some(generating) = &self.sized_generating else {
            return;
        };
        let made = match generating.result.as_ref().map(Pending::try_take) {
            Some(None) => {
                ctx.request_repaint_after(Duration::from_millis(30));
                return;
            }
            Some(Some(Ok(made))) => made.map_err(|error| error.to_string()),
            Some(Some(Err(_))) | None => Err(tr("win-variant-worker-stopped")),
        };
        let (kind, level, daily) = (generating.kind, generating.level, generating.daily);
        let read = generating.read;
        let metadata = generating.metadata.clone();
        let from = generating.from.clone();
        self.sized_generating = None;
        let game = made.and_then(|made| SizedGame::new(&made).map_err(|e| e.to_string()));
        match game {
            Ok(game) => {
                let mut game = game.with_metadata(metadata);
                game.set_daily(daily);
                let name = ("variant", Arg::from(game_name(&game)));
                let text = if read {
                    // A puzzle read is rated as it is, beyond logic too.
                    let rated = game
                        .level()
                        .map_or_else(|| tr("play-beyond-logic"), level_name);
                    super::said_args(
                        "win-read-puzzle-ready",
                        &[name, ("level", Arg::from(rated))],
                    )
                } else {
                    let rated = game.level().unwrap_or(level);
                    let rated = ("level", Arg::from(level_name(rated)));
                    match daily {
                        Some(date) => {
                            let date = ("date", Arg::from(date.to_string()));
                            super::said_args("play-daily-variant-started", &[name, rated, date])
                        }
                        None => super::said_args("win-new-variant-puzzle", &[name, rated]),
                    }
                };
                self.show_sized(game);
                self.message = Some(Message::info(text));
            }
            Err(error) if read => {
                let error = match &from {
                    Some(path) => super::message::in_file(path, &error),
                    None => error,
                };
                let words = super::said_args("win-open-failed", &[("error", Arg::from(error))]);
                if self.game.is_none() && self.sized.is_none() && self.loading.is_none() {
                    // A file given at start-up that gave no game: a 9x9 game is made, and
                    // the reason waits among the warnings its news would hide.
                    self.start_generation(Level::Medium);
                    self.warn(Message::error(words));
                } else {
                    self.message = Some(Message::error(words));
                }
            }
            Err(error) => {
                // A constraint puzzle is named by its kind, as it was asked for.
                let name = metadata.title.unwrap_or_else(|| sized_name(kind));
                let name = ("variant", Arg::from(name));
                self.message = Some(Message::error(super::said_args(
                    "win-variant-failed",
                    &[name, ("error", Arg::from(error))],
                )));
            }
        }
    }

    /// Runs a command on the game of another size, if one is shown and the command is one
    /// of its; returns whether it did.
    pub(super) fn run_sized_command(&mut self, ctx: &egui::Context, command: &Command) -> bool {
        let handled = self.sized_command(ctx, command);
        if handled && self.sized.is_some() {
            self.mark_sized_dirty();
            self.all_steps_follow_board();
        }
        handled
    }

    /// Runs a command on the game of another size (see [`Self::run_sized_command`]).
    fn sized_command(&mut self, ctx: &egui::Context, command: &Command) -> bool {
        let Some(play) = self.sized.as_mut() else {
            return false;
        };
        let was = play.game.status();
        let cell = play.selected;
        let at = super::sized_input::Cursor {
            size: play.game.size(),
            selected: &mut play.selected,
            selection: &mut play.selection,
            mode: &mut play.mode,
        };
        if let Command::Toolkit(ToolkitCommand::PaintCandidate { cell, digit }) = *command {
            // The last colour painted, or taken away from a note that has it, as on 9x9.
            let colour = match play.game.note_colours(cell).get(digit) {
                current if current == self.brush => 0,
                _ => self.brush,
            };
            let paint = SizedAction::PaintNote {
                cell,
                digit,
                colour,
            };
            if let Ok(true) = play.game.apply(paint) {
                self.sized_moved(was);
            }
            return true;
        }
        match super::sized_input::input(at, command) {
            Some(SizedInput::Move(what)) => {
                if let SelectionMove::Paint(colour @ 1..) = what {
                    self.brush = colour;
                }
                // Nothing changed, givens alone, or a finished game: nothing to say.
                if let Ok(true) = play.game.apply_to(&play.selection.clone(), what) {
                    self.sized_moved(was);
                }
                return true;
            }
            Some(SizedInput::Done) => return true,
            None => {}
        }
        let action = match *command {
            Command::FillCandidates => SizedAction::FillNotes,
            Command::Restart => SizedAction::Restart,
            // Solve… asks first, as beside a 9x9 game; yes comes back to `reveal_sized`.
            Command::Reveal if play.game.status() == Status::Playing => {
                self.confirm = Some(super::Confirm::Reveal);
                return true;
            }
            Command::Reveal => return true,
            Command::Hint => {
                self.sized_hint();
                return true;
            }
            Command::Check => {
                if play.game.status() == Status::Playing {
                    play.game.note_check();
                }
                play.checked = play.game.wrong_cells();
                play.hint = None;
                self.message = Some(check_message(play));
                return true;
            }
            Command::Undo | Command::Redo => {
                let done = if *command == Command::Undo {
                    play.game.undo()
                } else {
                    play.game.redo()
                };
                if done {
                    (play.hint, play.checked) = (None, Vec::new());
                    self.message = None;
                }
                return true;
            }
            Command::TogglePause => {
                play.game.set_paused(play.game.status() == Status::Playing);
                return true;
            }
            // A puzzle with rules goes out as an f-puzzles link, which every reader takes.
            Command::Copy | Command::CopyLink if play.game.has_rules() => {
                let puzzle = play.game.puzzle().clone();
                self.copy_puzzle_site_link(ctx, super::command::LinkSite::Fpuzzles, &puzzle);
                return true;
            }
            Command::Copy | Command::CopyLink => {
                ctx.copy_text(play.game.line());
                self.message = Some(Message::info(super::said("win-copied-line")));
                return true;
            }
            Command::CopySiteLink(site) => {
                let puzzle = play.game.puzzle().clone();
                self.copy_puzzle_site_link(ctx, site, &puzzle);
                return true;
            }
            Command::Save => {
                self.save_sized_pressed();
                return true;
            }
            Command::Export(_) => {
                self.message = Some(Message::info(super::said("win-sized-no-export")));
                return true;
            }
            Command::Dismiss => {
                (play.hint, play.checked) = (None, Vec::new());
                return false;
            }
            // A 9x9 puzzle with boxes or regions opens in the 9x9 workshop, its rules
            // drawn; one of another size with no rules beyond its shape in the workshop of
            // its size. Any other says so rather than show the game waiting behind it.
            Command::Setter(super::command::SetterCommand::EditCurrent) => {
                let puzzle = play.game.puzzle();
                if let Some(draft) = crate::setter::Draft::of_rules(puzzle) {
                    self.start_setting(draft, ctx);
                } else if let Some(draft) = crate::setter::SizedDraft::of(puzzle) {
                    self.forget_draft();
                    self.start_sized_setting_on(draft.clone(), draft, ctx);
                } else {
                    self.say_nine_only(command);
                }
                return true;
            }
            // The solve path's window follows the board; applying its steps is a move here.
            Command::SolvePath(super::command::SolvePathCommand::ApplyTo(index)) => {
                self.apply_sized_path_to(index);
                return true;
            }
            // All steps lists this game's steps; its Apply makes the chosen one a move here.
            Command::AllSteps(AllStepsCommand::Apply) => {
                let chosen = self
                    .windows
                    .all_steps
                    .view()
                    .and_then(|v| v.sized_chosen_step());
                if let Some(Ok(true)) = chosen.map(|step| play.game.apply_step(step)) {
                    self.sized_moved(was);
                }
                return true;
            }
            Command::AllSteps(command) => {
                let board = Some(super::on_board::OnBoard::Sized(&play.game));
                let effect = self.windows.all_steps.run(command, board, cell);
                self.apply_effect(effect);
                return true;
            }
            // What acts on the 9x9 game's cells leaves the game of another size alone.
            Command::Highlight(_) | Command::RewindToCorrect => return true,
            _ => return false,
        };
        self.sized_move(action, was)
    }

    /// Makes a move on the game of another size, whose status was `was`; always handled.
    fn sized_move(&mut self, action: SizedAction, was: Status) -> bool {
        // Nothing changed, a given, or a finished game: nothing to say.
        if let Some(play) = self.sized.as_mut()
            && let Ok(true) = play.game.apply(action)
        {
            self.sized_moved(was);
        }
        true
    }

    /// A move changed the game of another size, whose status was `was`: the hint and the
    /// check marks go with the position they were of, and a winning move is won.
    pub(super) fn sized_moved(&mut self, was: Status) {
        let Some(play) = self.sized.as_mut() else {
            return;
        };
        (play.hint, play.checked) = (None, Vec::new());
        self.message = None;
        if was == Status::Playing && play.game.status() == Status::Solved {
            self.sized_won();
        }
    }

    /// Tells the player `command` works on 9x9 games only, not the one on the board.
    fn say_nine_only(&mut self, command: &Command) {
        self.message = Some(Message::info(super::said_args(
            "win-sized-nine-only",
            &[("command", Arg::from(command.label()))],
        )));
    }

    /// The player agreed to see the answer of the game of another size.
    pub(super) fn reveal_sized(&mut self) {
        let Some(play) = self.sized.as_mut() else {
            return;
        };
        if let Ok(true) = play.game.apply(SizedAction::Reveal) {
            (play.hint, play.checked) = (None, Vec::new());
            self.message = Some(Message::info(super::said("win-revealed")));
            self.mark_sized_dirty();
        }
    }

    /// Hint: the first press shows the next step (or the first wrong digit) and marks it on
    /// the board; the next press, while the step is shown, applies it.
    fn sized_hint(&mut self) {
        let Some(play) = self.sized.as_mut() else {
            return;
        };
        if play.game.status() != Status::Playing {
            return;
        }
        // Hint again while a hint is shown carries it out: the step, or the mistake's fix.
        let was = play.game.status();
        let carried = match play.hint.take() {
            Some(Finding::Step(step)) => Some(play.game.apply_step(&step)),
            Some(Finding::Mistake { cell, kind, .. }) => {
                let cell = usize::from(cell);
                Some(match kind {
                    MistakeKind::LostCandidate { digit } => {
                        play.game.fix(SizedAction::ToggleNote { cell, digit })
                    }
                    _ => play.game.fix(SizedAction::Erase { cell }),
                })
            }
            _ => None,
        };
        if let Some(result) = carried {
            if result.is_ok() {
                self.sized_moved(was);
            }
            return;
        }
        let finding = play.game.hint();
        let language = crate::i18n::language();
        let width = play.game.size();
        let text = match &finding {
            Finding::Step(step) => crate::words::step_on(language, width, step),
            Finding::Mistake {
                cell,
                entered,
                kind,
            } => crate::words::mistake_on(language, width, *cell, *entered, *kind),
            Finding::Solved => crate::words::grid_solved_in(language),
            Finding::Contradiction(broken) => crate::words::contradiction_in(language, *broken),
            Finding::Stalled => crate::words::no_technique_applies_in(language),
        };
        if let Finding::Mistake { cell, .. } = finding {
            play.selected = usize::from(cell);
            play.selection = vec![play.selected];
        }
        play.hint = Some(finding);
        play.checked.clear();
        self.message = Some(Message::info(text).until_changed());
    }
}

impl NonetApp {
    /// Back to the 9x9 game kept behind the game of another size.
    pub(super) fn close_sized_game(&mut self) {
        self.record_left_sized();
        self.windows.replay.close_own();
        self.sized = None;
        self.forget_sized();
        self.message = None;
        // Back from a game restored at start-up, there may be no 9x9 game yet.
        if self.game.is_none() && !self.is_generating() {
            self.start_generation(self.settings.new_game_level);
        }
    }

    /// The variant or size and the level of the game on the board, for the statistics
    /// window to open on (classic at the level chosen for new games when there is none).
    pub(super) fn shown_board(&self) -> (Board, Level) {
        let chosen = self.settings.new_game_level;
        match (&self.sized, &self.game) {
            (Some(play), _) if self.setting.is_none() => (
                Board::Sized(play.game.kind()),
                play.game.level().unwrap_or(chosen),
            ),
            (_, Some(game)) => (Board::Variant(game.kind()), game.level().unwrap_or(chosen)),
            (_, None) => (Board::Variant(crate::variant::Kind::Classic), chosen),
        }
    }

    /// Records the game of another size about to go, if it ended unsolved: revealed, or
    /// left after a move (a solved game was recorded when it was won).
    pub(super) fn record_left_sized(&mut self) {
        let Some(play) = &self.sized else {
            return;
        };
        let outcome = match play.game.status() {
            Status::Revealed => Outcome::Revealed,
            Status::Playing | Status::Paused if play.game.can_undo() => Outcome::Abandoned,
            _ => return,
        };
        let record = GameRecord::of_sized(&play.game, outcome, today());
        if let Some(record) = record {
            self.record_game(record);
        }
    }

    /// A win at another size: records it and opens the win window.
    fn sized_won(&mut self) {
        let Some(play) = &self.sized else {
            return;
        };
        let board = Board::Sized(play.game.kind());
        let level = play.game.level();
        let time = play.game.elapsed();
        let assistance = play.game.assistance();
        let record = GameRecord::of_sized(&play.game, Outcome::Solved, today());
        let previous = level.and_then(|l| self.statistics.best_time(board, l));
        let assists = assistance.reasons();
        let new_best =
            level.is_some() && assists.is_empty() && previous.is_none_or(|best| time < best);
        self.message = Some(Message::success(solved_words(play)));
        if let Some(record) = record {
            self.record_game(record);
        }
        self.win = Some(super::WinInfo {
            time,
            board,
            level,
            new_best,
            best: level.and_then(|l| self.statistics.best_time(board, l)),
            assists,
            hints: assistance.hints,
            mistakes: assistance.mistakes,
        });
    }
}

/// What a check says: no mistakes, one (named by its place), or how many.
fn check_message(play: &SizedPlay) -> Message {
    match play.checked.as_slice() {
        [] => Message::success(super::said("win-check-none")),
        [cell] => Message::error(super::said_args(
            "win-check-one",
            &[(
                "cell",
                Arg::from(super::sized_board::place(&play.game, *cell)),
            )],
        ))
        .until_changed(),
        wrong => Message::error(super::said_args(
            "win-check-many",
            &[("count", Arg::from(wrong.len()))],
        ))
        .until_changed(),
    }
}

/// What the panel says when the player fills in the answer.
fn solved_words(play: &SizedPlay) -> super::message::Words {
    let level = play
        .game
        .level()
        .map_or_else(|| tr("play-beyond-logic"), level_name);
    super::said_args(
        "win-sized-solved",
        &[
            ("name", Arg::from(game_name(&play.game))),
            ("level", Arg::from(level)),
            ("time", Arg::from(format_duration(play.game.elapsed()))),
        ],
    )
}

/// The game's name as the panel and messages give it: its title for a puzzle with rules
/// that has one, else its size and shape ("9×9 with rules", "6×6", "7×7 jigsaw").
pub(super) fn game_name(game: &SizedGame) -> String {
    if !game.has_rules() {
        return sized_name(game.kind());
    }
    match &game.metadata().title {
        Some(title) if !title.trim().is_empty() => title.trim().to_string(),
        _ => crate::i18n::tr_args("size-name-rules", &[("size", Arg::from(game.size()))]),
    }
}
