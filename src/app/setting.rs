//! The workshop in the app: the puzzle being set, surveyed in the background after every
//! edit (solutions, true candidates, rating, removable givens, symmetry), and the commands
//! that edit and play it. The engine's [`Workshop`] holds the draft and its history; this
//! holds what the window shows of it. Drawing rules and sums is in `setting_drawing.rs`,
//! the splitting given in `setting_split.rs`, playing the draft in `setting_play.rs`.

use super::command::SetterCommand;
use super::command::level_name;
use super::hint_marks::HintMarks;
use super::setting_split::SplitNote;
use super::window_unit::AppWindow;
use super::{Message, NonetApp};
use crate::background::{Pending, offload};
use crate::generator::GenerateError;
use crate::grid::{CELLS, Grid};
use crate::i18n::{Arg, Localized, tr, tr_args};
use crate::logic::Level;
use crate::rules::marks::RuleMark;
use crate::setter::{
    Draft, DraftError, Edit, EditError, FilledGivens, PatternJob, RuleSurveyJob, Survey,
    SurveyError, SurveyJob, Workshop, survey_rules, survey_with,
};
use crate::variant::{Kind, Puzzle};

/// Fewer givens than this never make a puzzle with one solution.
const FEWEST_GIVENS: usize = 17;

/// Solution grids a classic pattern fill tries before it gives up (as `nonet pattern`
/// does): about a second.
const PATTERN_ATTEMPTS: u32 = 20_000;

/// Solution grids a variant pattern fill tries: each costs the variant solver far more.
const VARIANT_PATTERN_ATTEMPTS: u32 = 2_000;

/// The next workshop's serial number.
static NEXT_SERIAL: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// A pattern being filled: the work, and what was asked.
struct Filling {
    job: Pending<Result<FilledGivens, GenerateError>>,
    level: Level,
    cells: usize,
}

/// The survey `surveying` has finished, if it has; once it has finished (or stopped without
/// one), nothing is pending.
pub(super) fn finished_survey(
    surveying: &mut Option<Pending<Result<Survey, SurveyError>>>,
) -> Option<Survey> {
    match surveying.as_ref()?.try_take()? {
        Ok(Ok(survey)) => {
            *surveying = None;
            Some(survey)
        }
        _ => {
            *surveying = None;
            None
        }
    }
}

/// A name for a draft's file: what it is (`name`) and the level its `survey` rated it at
/// ("Jigsaw Expert"), or its name alone.
pub(super) fn draft_file_stem(name: String, survey: Option<&Survey>) -> String {
    let name = Arg::from(name);
    match survey.and_then(|s| s.grade).and_then(|g| g.level) {
        Some(level) => tr_args(
            "set-file-name",
            &[("variant", name), ("level", Arg::from(level_name(level)))],
        ),
        None => tr_args("set-file-name-plain", &[("variant", name)]),
    }
}

/// A serial number for a workshop just opened, of any size.
pub(super) fn next_serial() -> u64 {
    NEXT_SERIAL.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

/// The puzzle being set and what is known about it.
pub(super) struct Setting {
    /// The draft and its history.
    pub workshop: Workshop,
    /// The draft's rules without its givens (cages, regions, extra houses), to draw.
    pub frame: Option<Puzzle>,
    /// Why the draft makes no puzzle yet (regions of the wrong size, clashing givens).
    pub problem: Option<DraftError>,
    /// What the rules drawn on the grid draw (thermometers, arrows, dots…).
    pub drawn_marks: Vec<RuleMark>,
    /// The cells selected, in the order the setter chose them: the path a rule tool draws
    /// along (a thermometer's bulb is its first cell).
    pub path: Vec<usize>,
    /// The last survey, of the draft as it was when it started (set by [`Setting::take`]).
    pub survey: Option<Survey>,
    /// What the board marks from the survey, kept beside it for the board to borrow.
    pub marks: HintMarks,
    surveying: Option<Pending<Result<Survey, SurveyError>>>,
    filling: Option<Filling>,
    /// Whether the true candidates show in empty cells.
    pub show_candidates: bool,
    /// Tells one opening of the workshop from another (the panel scrolls to the top of each).
    pub serial: u64,
    /// The sum typed for the next killer cage, if any.
    pub cage_sum: Option<u32>,
    /// The draft as the workshop opened on it: anything else is work to keep.
    base: Draft,
    /// The input mode of the game behind the workshop, given back when it closes.
    pub mode_before: crate::game::InputMode,
    /// A splitting given just placed, told once the survey of the draft with it is in.
    pub(super) split: Option<SplitNote>,
    /// Woken when a survey or a fill finishes.
    ctx: egui::Context,
}

impl Setting {
    /// The workshop on `draft` (with `base` what counts as no work), its survey started.
    fn new(
        draft: Draft,
        base: Draft,
        mode_before: crate::game::InputMode,
        ctx: &egui::Context,
    ) -> Setting {
        let mut setting = Setting {
            workshop: Workshop::editing(draft),
            serial: next_serial(),
            cage_sum: None,
            base,
            mode_before,
            split: None,
            frame: None,
            problem: None,
            drawn_marks: Vec::new(),
            path: Vec::new(),
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

    /// Whether the draft holds work the player would lose: it differs from the draft the
    /// workshop opened on.
    pub fn has_work(&self) -> bool {
        *self.workshop.draft() != self.base
    }

    /// A name for the draft's file: its kind and level ("Jigsaw Expert"), or its kind.
    pub fn file_stem(&self) -> String {
        let variant = super::variant_games::variant_name(self.kind());
        draft_file_stem(variant, self.survey.as_ref())
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
        self.drawn_marks = draft.drawn_marks();
        if !draft.drawn().is_empty() {
            self.refresh_drawn();
            return;
        }
        let puzzle = match draft.to_puzzle() {
            Ok(puzzle) => puzzle,
            Err(problem) => {
                self.problem = Some(problem.into());
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

    /// Starts surveying a draft with rules drawn on it, through the generic engine.
    fn refresh_drawn(&mut self) {
        let puzzle = match self.workshop.draft().to_rule_puzzle() {
            Ok(puzzle) => puzzle,
            Err(problem) => {
                self.problem = Some(problem);
                self.take(None);
                return;
            }
        };
        self.problem = None;
        let wake = self.ctx.clone();
        if let Ok(pending) = offload(RuleSurveyJob::of(&puzzle), move || wake.request_repaint()) {
            self.surveying = Some(pending);
            return;
        }
        self.take(survey_rules(&puzzle, &|| false).ok());
    }

    /// Whether rules are drawn on the draft: it is then played, linked and surveyed as a
    /// puzzle of the generic engine.
    pub fn has_drawn_rules(&self) -> bool {
        !self.workshop.draft().drawn().is_empty()
    }

    /// Takes a finished survey.
    fn poll_survey(&mut self) {
        if let Some(survey) = finished_survey(&mut self.surveying) {
            self.take(Some(survey));
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

    /// The draft as a game, to export or play (`None` when it makes no puzzle yet, or has
    /// rules drawn, which a 9x9 game cannot hold).
    pub fn draft_game(&self) -> Option<crate::game::Game> {
        if self.has_drawn_rules() {
            return None;
        }
        let puzzle = self.workshop.draft().to_puzzle().ok()?;
        if puzzle.kind() == Kind::Classic {
            crate::game::Game::new_allowing_several(*puzzle.givens()).ok()
        } else {
            crate::game::Game::from_variant(puzzle).ok()
        }
    }

    /// The draft as the generic engine's puzzle, every rule in it (`None` when it makes no
    /// puzzle yet): what a link to it holds.
    pub fn rule_puzzle(&self) -> Option<crate::rules::RulePuzzle> {
        self.workshop.draft().to_rule_puzzle().ok()
    }

    /// The draft as one line: 81 characters, or a variant's line with its rules (`None`
    /// with rules drawn, which no line holds).
    pub fn line(&self) -> Option<String> {
        if self.has_drawn_rules() {
            return None;
        }
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

    /// Opens the workshop on `draft`, with nothing in it yet that counts as work.
    pub(super) fn start_setting(&mut self, draft: Draft, ctx: &egui::Context) {
        self.forget_draft();
        self.start_setting_on(draft.clone(), draft, ctx);
    }

    /// Opens the workshop on `draft`; what differs from `base` is work kept for the player.
    pub(super) fn start_setting_on(&mut self, draft: Draft, base: Draft, ctx: &egui::Context) {
        // The game behind keeps its own mode; a second workshop inherits the first's.
        let mode_before = self.setting.as_ref().map_or(self.mode, |s| s.mode_before);
        // One workshop at a time: the player was asked about the other's work already.
        self.sized_setting = None;
        self.setting = Some(Setting::new(draft, base, mode_before, ctx));
        self.hint = None;
        self.checked = None;
        self.mode = crate::game::InputMode::Digit;
        self.armed = None;
        self.windows.solve_path.shut();
        self.select_only(0);
        self.message = Some(Message::info(super::said("win-enter-puzzle")));
    }

    /// Applies a workshop command.
    pub(super) fn run_setter_command(&mut self, ctx: &egui::Context, command: SetterCommand) {
        match command {
            SetterCommand::Start(kind) => self.start_setting(Draft::new(kind), ctx),
            SetterCommand::StartSized(kind) => self.start_sized_setting(kind, ctx),
            // A new shape is the jigsaws' of other sizes (`sized_setting.rs`).
            SetterCommand::NewShape => {}
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
            // A pattern is filled under the kind's rules alone: not with rules drawn (its
            // button says so; a key may still ask).
            SetterCommand::FillPattern(_)
                if self.setting.as_ref().is_some_and(Setting::has_drawn_rules) =>
            {
                self.message = Some(Message::info(super::said("set-drawn-no-fill")));
            }
            SetterCommand::AddSplitGiven => self.add_split_given(),
            SetterCommand::FillPattern(level) => self.fill_pattern(level),
            SetterCommand::MakeCage(sum) => {
                let cells: Vec<usize> = self.selection.iter().collect();
                if self.edit(Edit::AddCage { cells, sum })
                    && let Some(setting) = &mut self.setting
                {
                    // The field is empty for the next cage.
                    setting.cage_sum = None;
                }
            }
            SetterCommand::SetCageSum(sum) => {
                if let Some(setting) = &mut self.setting {
                    setting.cage_sum = sum;
                }
            }
            SetterCommand::RemoveCage => {
                self.edit(Edit::RemoveCage {
                    cell: self.selected,
                });
            }
            SetterCommand::PaintRegion(region) => {
                let cells: Vec<usize> = self.selection.iter().collect();
                self.edit(Edit::PaintRegion { cells, region });
            }
            SetterCommand::DrawRule(tool) => self.draw_rule(tool),
            SetterCommand::ToggleGlobal(global) => {
                self.edit(Edit::ToggleGlobal(global));
            }
            SetterCommand::RemoveRules => {
                self.edit(Edit::RemoveRulesAt {
                    cell: self.selected,
                });
            }
            SetterCommand::ToggleTrueCandidates => {
                if let Some(setting) = &mut self.setting {
                    setting.show_candidates = !setting.show_candidates;
                }
            }
        }
    }

    /// Applies an edit to the draft and surveys it again; a refused edit says why. Whether
    /// the edit was made.
    pub(super) fn edit(&mut self, edit: Edit) -> bool {
        let Some(setting) = &mut self.setting else {
            return false;
        };
        match setting.workshop.apply(edit) {
            Ok(()) => {
                setting.refresh();
                self.mark_draft_dirty();
                self.drop_lapsed_message();
                self.path_after_draft_change();
                true
            }
            Err(EditError::Rule(error)) => {
                self.refused("set-rule-refused", &error);
                false
            }
            Err(EditError::Cage(error)) => {
                self.refused("set-cage-refused", &error);
                false
            }
            // The commands only make edits of the draft's kind, with cells on the board.
            Err(EditError::WrongKind(_) | EditError::OutOfRange { .. }) => false,
        }
    }

    /// Says an edit was refused, and why, until the next change: `id` is the sentence, with
    /// the error as its `error`.
    pub(super) fn refused(&mut self, id: &str, error: &impl Localized) {
        self.message = Some(
            Message::error(super::said_args(
                id,
                &[("error", Arg::from(error.localized()))],
            ))
            .until_changed(),
        );
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
            Ok(givens) => {
                self.edit(Edit::SetGivens(givens));
            }
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
                self.mark_draft_dirty();
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
        if self.windows.solve_path.is_open() {
            let draft = setting.draft_game();
            (self.windows.solve_path).after_draft_change(draft.as_ref(), &setting.ctx);
        }
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
        if setting.split.is_some() {
            self.tell_split();
        }
        let Some(setting) = &mut self.setting else {
            return;
        };
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
