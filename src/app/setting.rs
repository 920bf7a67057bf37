//! The workshop in the app: the puzzle being set, surveyed in the background after every
//! edit (solutions, true candidates, rating, removable givens, symmetry), and the commands
//! that edit and play it. The engine's [`Workshop`] holds the draft and its history; this
//! holds what the window shows of it.

use super::command::SetterCommand;
use super::command::level_name;
use super::hint_marks::HintMarks;
use super::{Confirm, Message, NonetApp};
use crate::background::{Pending, offload};
use crate::game::{Game, GameError};
use crate::generator::GenerateError;
use crate::grid::{CELLS, Grid, cell_name};
use crate::i18n::{Arg, Localized, tr, tr_args};
use crate::logic::Level;
use crate::setter::{
    Draft, Edit, EditError, FilledGivens, PatternJob, Survey, SurveyError, SurveyJob, Workshop,
    best_split, survey_with,
};
use crate::variant::{Kind, Puzzle, VariantError};

/// Fewer givens than this never make a puzzle with one solution.
const FEWEST_GIVENS: usize = 17;

/// Solution grids a classic pattern fill tries before it gives up (as `nonet pattern`
/// does): about a second.
const PATTERN_ATTEMPTS: u32 = 20_000;

/// Solution grids a variant pattern fill tries: each costs the variant solver far more.
const VARIANT_PATTERN_ATTEMPTS: u32 = 2_000;

/// A pattern being filled: the work, and what was asked.
struct Filling {
    job: Pending<Result<FilledGivens, GenerateError>>,
    level: Level,
    cells: usize,
}

/// The puzzle being set and what is known about it.
pub(super) struct Setting {
    /// The draft and its history.
    pub workshop: Workshop,
    /// The draft's rules without its givens (cages, regions, extra houses), to draw.
    pub frame: Option<Puzzle>,
    /// Why the draft makes no puzzle yet (regions of the wrong size, clashing givens).
    pub problem: Option<VariantError>,
    /// The last survey, of the draft as it was when it started (set by [`Setting::take`]).
    pub survey: Option<Survey>,
    /// What the board marks from the survey, kept beside it for the board to borrow.
    pub marks: HintMarks,
    surveying: Option<Pending<Result<Survey, SurveyError>>>,
    filling: Option<Filling>,
    /// Whether the true candidates show in empty cells.
    pub show_candidates: bool,
    /// Woken when a survey or a fill finishes.
    ctx: egui::Context,
}

impl Setting {
    /// The workshop on `draft`, its survey started.
    fn new(draft: Draft, ctx: &egui::Context) -> Setting {
        let mut setting = Setting {
            workshop: Workshop::editing(draft),
            frame: None,
            problem: None,
            survey: None,
            marks: HintMarks::default(),
            surveying: None,
            filling: None,
            show_candidates: true,
            ctx: ctx.clone(),
        };
        setting.refresh();
        setting
    }

    /// The draft's kind.
    pub fn kind(&self) -> Kind {
        self.workshop.draft().kind()
    }

    /// The givens placed so far.
    pub fn givens(&self) -> &Grid {
        self.workshop.draft().givens()
    }

    /// Whether the survey of the latest edit is still being worked out.
    pub fn is_surveying(&self) -> bool {
        self.surveying.is_some()
    }

    /// Whether a pattern is being filled.
    pub fn is_filling(&self) -> bool {
        self.filling.is_some()
    }

    /// Starts surveying the draft as it now is (a survey still running is cancelled).
    fn refresh(&mut self) {
        self.surveying = None;
        let draft = self.workshop.draft();
        self.frame = (draft.kind() != Kind::Classic)
            .then(|| draft.rules().ok())
            .flatten();
        let puzzle = match draft.to_puzzle() {
            Ok(puzzle) => puzzle,
            Err(problem) => {
                self.problem = Some(problem);
                self.take(None);
                return;
            }
        };
        self.problem = None;
        // A classic survey takes a few milliseconds (under 100 at the 95th percentile,
        // `benches/setter.rs`): done at once, the panel never shows a stale one.
        if puzzle.kind() != Kind::Classic {
            let wake = self.ctx.clone();
            let job = SurveyJob {
                puzzle: puzzle.clone(),
            };
            if let Ok(pending) = offload(job, move || wake.request_repaint()) {
                self.surveying = Some(pending);
                return;
            }
            // No thread to spare: survey here.
        }
        self.take(survey_with(&puzzle, &|| false).ok());
    }

    /// Takes a finished survey.
    fn poll_survey(&mut self) {
        let Some(pending) = &self.surveying else {
            return;
        };
        match pending.try_take() {
            None => {}
            Some(Ok(Ok(survey))) => {
                self.surveying = None;
                self.take(Some(survey));
            }
            Some(_) => self.surveying = None,
        }
    }

    /// Shows `survey`, and what it marks on the board: the cells where two solutions differ
    /// (tinted) and the givens that could go (highlighted).
    fn take(&mut self, survey: Option<Survey>) {
        let mut marks = HintMarks {
            area: vec![false; CELLS],
            targets: vec![false; CELLS],
            ..HintMarks::default()
        };
        if let Some(survey) = &survey {
            for &cell in &survey.differing {
                marks.area[usize::from(cell)] = true;
            }
            for &cell in &survey.removable {
                marks.targets[usize::from(cell)] = true;
            }
        }
        self.marks = marks;
        self.survey = survey;
    }

    /// The draft as a game, to export or play (`None` when it makes no puzzle yet).
    pub fn draft_game(&self) -> Option<crate::game::Game> {
        let puzzle = self.workshop.draft().to_puzzle().ok()?;
        if puzzle.kind() == Kind::Classic {
            crate::game::Game::new_allowing_several(*puzzle.givens()).ok()
        } else {
            crate::game::Game::from_variant(puzzle).ok()
        }
    }

    /// The draft as one line: 81 characters, or a variant's line with its rules.
    pub fn line(&self) -> Option<String> {
        let puzzle = self.workshop.draft().to_puzzle().ok()?;
        Some(if puzzle.kind() == Kind::Classic {
            puzzle.givens().to_line()
        } else {
            crate::variant::write_line(&puzzle)
        })
    }
}

impl NonetApp {
    /// The puzzle Save and Export write: while the workshop is open the one being set (as a
    /// game; `None` while it makes no puzzle), else the game.
    pub(super) fn shown_game(&self) -> Option<std::borrow::Cow<'_, crate::game::Game>> {
        match &self.setting {
            Some(setting) => setting.draft_game().map(std::borrow::Cow::Owned),
            None => self.game.as_ref().map(std::borrow::Cow::Borrowed),
        }
    }

    /// Opens the workshop on `draft`.
    fn start_setting(&mut self, draft: Draft, ctx: &egui::Context) {
        self.setting = Some(Setting::new(draft, ctx));
        self.hint = None;
        self.checked = None;
        self.mode = crate::game::InputMode::Digit;
        self.armed = None;
        self.solve_path = None;
        self.select_only(0);
        self.message = Some(Message::info(super::said("win-enter-puzzle")));
    }

    /// Applies a workshop command.
    pub(super) fn run_setter_command(&mut self, ctx: &egui::Context, command: SetterCommand) {
        match command {
            SetterCommand::Start(kind) => self.start_setting(Draft::new(kind), ctx),
            SetterCommand::EditCurrent => {
                let Some(game) = &self.game else {
                    return;
                };
                let draft = match game.variant() {
                    Some(puzzle) => Draft::of(puzzle),
                    None => Draft::classic(*game.givens()),
                };
                self.start_setting(draft, ctx);
            }
            SetterCommand::KeepSymmetry(symmetry) => {
                if let Some(setting) = &mut self.setting {
                    setting.workshop.set_keep(symmetry);
                }
            }
            SetterCommand::AddSplitGiven => self.add_split_given(),
            SetterCommand::FillPattern(level) => self.fill_pattern(level),
            SetterCommand::MakeCage(sum) => {
                let cells: Vec<usize> = self.selection.iter().collect();
                self.edit(Edit::AddCage { cells, sum });
            }
            SetterCommand::RemoveCage => self.edit(Edit::RemoveCage {
                cell: self.selected,
            }),
            SetterCommand::PaintRegion(region) => {
                let cells: Vec<usize> = self.selection.iter().collect();
                self.edit(Edit::PaintRegion { cells, region });
            }
            SetterCommand::ToggleTrueCandidates => {
                if let Some(setting) = &mut self.setting {
                    setting.show_candidates = !setting.show_candidates;
                }
            }
        }
    }

    /// Applies an edit to the draft and surveys it again; a refused edit says why.
    pub(super) fn edit(&mut self, edit: Edit) {
        let Some(setting) = &mut self.setting else {
            return;
        };
        match setting.workshop.apply(edit) {
            Ok(()) => {
                setting.refresh();
                self.drop_lapsed_message();
                self.path_after_draft_change();
            }
            Err(EditError::Cage(error)) => {
                self.message = Some(
                    Message::error(super::said_args(
                        "set-cage-refused",
                        &[("error", Arg::from(error.localized()))],
                    ))
                    .until_changed(),
                );
            }
            // The commands only make edits of the draft's kind, with cells on the board.
            Err(EditError::WrongKind(_) | EditError::OutOfRange { .. }) => {}
        }
    }

    /// Fills the draft's givens with the puzzle in pasted text (any format Nonet reads, or a
    /// variant line's givens), as one edit; text with no puzzle says why and changes nothing.
    pub(super) fn paste_into_workshop(&mut self, text: &str) {
        let givens = match crate::game::variant_in_text(text) {
            Some(read) => read
                .map(|puzzle| *puzzle.givens())
                .map_err(|e| e.localized()),
            None => {
                let collection = crate::formats::parse_str(text, None);
                match collection.records.first() {
                    Some(record) => Ok(record.grid),
                    None => Err(collection
                        .errors
                        .first()
                        .map_or_else(|| tr("win-paste-no-puzzle-found"), |e| e.localized())),
                }
            }
        };
        match givens {
            Ok(givens) => self.edit(Edit::SetGivens(givens)),
            Err(why) => {
                self.message = Some(Message::error(super::said_args(
                    "win-paste-not-a-puzzle",
                    &[("error", Arg::from(why))],
                )));
            }
        }
    }

    /// Undoes (or redoes) the last edit of the draft.
    pub(super) fn setter_history(&mut self, undo: bool) {
        if let Some(setting) = &mut self.setting {
            let before = setting.workshop.draft().clone();
            if undo {
                setting.workshop.undo();
            } else {
                setting.workshop.redo();
            }
            setting.refresh();
            if *setting.workshop.draft() != before {
                self.drop_lapsed_message();
            }
        }
        self.path_after_draft_change();
    }

    /// An open path of the draft is worked out again for the draft as it now is.
    fn path_after_draft_change(&mut self) {
        let Some(setting) = &self.setting else {
            return;
        };
        if let Some(view) = self.solve_path.as_mut() {
            match setting.draft_game() {
                Some(draft) => view.restart(&draft, &setting.ctx),
                None => self.solve_path = None,
            }
        }
    }

    fn add_split_given(&mut self) {
        let Some(puzzle) = self
            .setting
            .as_ref()
            .and_then(|s| s.workshop.draft().to_puzzle().ok())
        else {
            return;
        };
        let mut rng = rand::rng();
        let Some(split) = best_split(&puzzle, &mut rng) else {
            self.message = Some(Message::info(super::said("set-split-none")));
            return;
        };
        let cell = usize::from(split.cell);
        self.edit(Edit::Place {
            cell,
            digit: split.digit,
        });
        self.select_only(cell);
        self.message = Some(
            Message::info(super::said_args(
                "set-split-added",
                &[
                    ("digit", Arg::from(split.digit)),
                    ("cell", Arg::from(cell_name(cell))),
                    ("kept", Arg::from(split.kept)),
                    ("sampled", Arg::from(split.sampled)),
                ],
            ))
            .until_changed(),
        );
    }

    /// Starts filling the marked cells: the selection when it has more than one cell, else
    /// the places of the givens.
    fn fill_pattern(&mut self, level: Level) {
        let selection = self.selection;
        let Some(setting) = &mut self.setting else {
            return;
        };
        let cells: Vec<u8> = if selection.len() > 1 {
            selection.to_cells()
        } else {
            let givens = setting.givens();
            (0..CELLS)
                .filter(|&cell| givens.get(cell) != 0)
                .map(|cell| cell as u8)
                .collect()
        };
        if cells.len() < FEWEST_GIVENS {
            self.message = Some(Message::error(super::said("set-pattern-too-few")));
            return;
        }
        let count = cells.len();
        let rules = match setting.kind() {
            Kind::Classic => None,
            _ => setting.workshop.draft().to_puzzle().ok(),
        };
        let job = PatternJob {
            cells,
            level,
            seed: rand::random(),
            attempts: if rules.is_some() {
                VARIANT_PATTERN_ATTEMPTS
            } else {
                PATTERN_ATTEMPTS
            },
            rules,
        };
        let wake = setting.ctx.clone();
        if let Ok(pending) = offload(job, move || wake.request_repaint()) {
            setting.filling = Some(Filling {
                job: pending,
                level,
                cells: count,
            });
            self.message = Some(Message::info(super::said("set-pattern-working")));
        }
    }

    /// Takes a finished survey or pattern fill.
    pub(super) fn poll_setting(&mut self) {
        let Some(setting) = &mut self.setting else {
            return;
        };
        // A finished survey or fill wakes the window itself: nothing to poll for meanwhile.
        setting.poll_survey();
        let Some(filling) = &setting.filling else {
            return;
        };
        let Some(outcome) = filling.job.try_take() else {
            return;
        };
        let (level, count) = (filling.level, filling.cells);
        setting.filling = None;
        match outcome {
            Ok(Ok(filled)) => {
                self.edit(Edit::SetGivens(filled.givens));
                self.message = Some(
                    Message::success(super::said_args(
                        "set-pattern-filled",
                        &[
                            ("count", Arg::from(count)),
                            ("level", Arg::from(super::command::level_name(filled.level))),
                            ("score", Arg::from(format!("{:.1}", filled.score))),
                        ],
                    ))
                    .until_changed(),
                );
            }
            Ok(Err(GenerateError::GaveUp { attempts, .. })) => {
                self.message = Some(Message::error(super::said_args(
                    "set-pattern-gave-up",
                    &[
                        ("count", Arg::from(count)),
                        ("level", Arg::from(super::command::level_name(level))),
                        ("attempts", Arg::from(attempts as usize)),
                    ],
                )));
            }
            Ok(Err(GenerateError::Cancelled)) | Err(_) => {}
        }
    }
}

/// Playing the puzzle being set.
impl NonetApp {
    /// Starts the typed-in puzzle if it has exactly one solution.
    pub(super) fn start_entered_puzzle(&mut self) {
        let Some(setting) = &self.setting else {
            return;
        };
        let grid = *setting.givens();
        if setting.kind() != crate::variant::Kind::Classic {
            let started = match setting.workshop.draft().to_puzzle() {
                Ok(puzzle) => Game::from_variant(puzzle).map_err(|e| e.localized()),
                Err(problem) => Err(problem.localized()),
            };
            match started {
                Ok(game) => self.take_entered(game),
                Err(error) => {
                    self.message = Some(
                        Message::error(super::said_args(
                            "win-cannot-start",
                            &[("error", Arg::from(error))],
                        ))
                        .until_changed(),
                    );
                }
            }
            return;
        }
        match Game::new(grid) {
            Ok(game) => self.take_entered(game),
            Err(e) => {
                let error = [("error", Arg::from(e.localized()))];
                let mut text = tr_args("win-cannot-start", &error);
                if matches!(e, GameError::MultipleSolutions) {
                    if grid.filled_count() < 17 {
                        text = tr_args("win-cannot-start-few-givens", &error);
                    }
                    // It can still be played, against one of its solutions, if the player says so.
                    self.confirm = Some(Confirm::PlaySeveral);
                }
                self.message = Some(Message::error(text).until_changed());
            }
        }
    }

    /// Plays the typed-in puzzle against one of its several solutions.
    pub(super) fn play_entered_anyway(&mut self) {
        let Some(setting) = &self.setting else {
            return;
        };
        match Game::new_allowing_several(*setting.givens()) {
            Ok(game) => self.take_entered(game),
            Err(e) => {
                self.message = Some(
                    Message::error(super::said_args(
                        "win-cannot-start",
                        &[("error", Arg::from(e.localized()))],
                    ))
                    .until_changed(),
                );
            }
        }
    }

    /// Plays a typed-in puzzle, asking first when it would replace a game in progress.
    pub(super) fn take_entered(&mut self, game: Game) {
        if self.game_in_progress() {
            self.waiting_game = Some(game);
            self.confirm = Some(Confirm::EnteredPuzzle);
        } else {
            self.start_entered(game);
        }
    }

    /// Plays a typed-in puzzle and says what it is.
    pub(super) fn start_entered(&mut self, game: Game) {
        let text = if game.has_several_solutions() {
            super::said("win-several-solutions")
        } else {
            match game.level() {
                Some(l) => super::said_args(
                    "win-entered-ready-level",
                    &[("level", Arg::from(level_name(l)))],
                ),
                None => super::said("win-entered-ready"),
            }
        };
        self.set_game(game);
        self.message = Some(Message::info(text));
    }
}
