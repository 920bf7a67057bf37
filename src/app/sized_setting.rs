//! The workshop at other sizes than 9x9 (Game › Set a puzzle › Other sizes, or Edit this
//! puzzle beside a game of another size): the draft on the board of its size, givens typed
//! with the digit and letter keys, and beside it the survey (solutions, rating, the givens
//! that could go, symmetry) and the tools that work at every size. The engine's
//! [`Workshop`] of a [`SizedDraft`] holds the draft and its history; this holds what the
//! window shows of it. `sized_setting_view.rs` draws it.

use super::command::{Command, SetterCommand};
use super::sized_input::SizedInput;
use super::{Message, NonetApp};
use crate::background::{Pending, offload};
use crate::game::{InputMode, SelectionMove, SizedGame};
use crate::generator::sized::{SizedKind, puzzle_text};
use crate::i18n::{Arg, Localized, tr_args};
use crate::rules::RuleError;
use crate::setter::{
    Count, RuleSurveyJob, SizedDraft, SizedEdit, Survey, SurveyError, Workshop, survey_rules,
};

/// The puzzle of another size being set and what is known about it.
pub(super) struct SizedSetting {
    /// The draft and its history.
    pub workshop: Workshop<SizedDraft>,
    /// The draft as the workshop opened on it: anything else is work to keep.
    base: SizedDraft,
    /// The last survey, of the draft as it was when it started.
    pub survey: Option<Survey>,
    surveying: Option<Pending<Result<Survey, SurveyError>>>,
    /// Why the draft makes no puzzle yet (givens that clash).
    pub problem: Option<RuleError>,
    /// The givens that repeat a digit in a row, column or region.
    pub clashes: Vec<usize>,
    /// The draft as the board shows it: its givens, and the true candidates as notes.
    pub shown: SizedGame,
    /// The cursor.
    pub selected: usize,
    /// The cells selected with the cursor.
    pub selection: Vec<usize>,
    /// Whether the true candidates show in empty cells.
    pub show_candidates: bool,
    /// Tells one opening of the workshop from another (the panel scrolls to the top of each).
    pub serial: u64,
    /// Woken when a survey finishes.
    ctx: egui::Context,
}

impl SizedSetting {
    /// The workshop on `draft` (with `base` what counts as no work), its survey started.
    fn new(draft: SizedDraft, base: SizedDraft, ctx: &egui::Context) -> SizedSetting {
        let shown = SizedGame::picture_of(draft.frame(), draft.givens().to_vec(), Vec::new());
        let mut setting = SizedSetting {
            workshop: Workshop::editing(draft),
            base,
            survey: None,
            surveying: None,
            problem: None,
            clashes: Vec::new(),
            shown,
            selected: 0,
            selection: vec![0],
            show_candidates: true,
            serial: super::setting::next_serial(),
            ctx: ctx.clone(),
        };
        setting.refresh();
        setting
    }

    /// The draft's size and shape.
    pub fn kind(&self) -> SizedKind {
        self.workshop.draft().kind()
    }

    /// Whether the draft holds work the player would lose.
    pub fn has_work(&self) -> bool {
        *self.workshop.draft() != self.base
    }

    /// Whether the survey of the latest edit is still being worked out.
    pub fn is_surveying(&self) -> bool {
        self.surveying.is_some()
    }

    /// The draft as one line (`None` while its givens clash).
    pub fn line(&self) -> Option<String> {
        let puzzle = self.workshop.draft().to_rule_puzzle().ok()?;
        Some(puzzle_text(&puzzle))
    }

    /// The cells the board marks from the survey: where two solutions differ, or the
    /// givens that could each go (never both: the first needs several solutions, the second
    /// one).
    pub fn marked(&self) -> Vec<usize> {
        let Some(survey) = &self.survey else {
            return Vec::new();
        };
        (survey.differing.iter().chain(&survey.removable))
            .map(|&cell| usize::from(cell))
            .collect()
    }

    /// A cell's name in the survey's list of givens that could go ("r3c12").
    pub fn cell_name(&self, cell: usize) -> String {
        let size = self.workshop.draft().shape().size();
        format!("r{}c{}", cell / size + 1, cell % size + 1)
    }

    /// Starts surveying the draft as it now is (a survey still running is cancelled).
    fn refresh(&mut self) {
        self.surveying = None;
        let draft = self.workshop.draft();
        self.clashes = draft.clashing();
        match draft.to_rule_puzzle() {
            Ok(puzzle) => {
                self.problem = None;
                let wake = self.ctx.clone();
                let job = RuleSurveyJob::of(&puzzle);
                match offload(job, move || wake.request_repaint()) {
                    Ok(pending) => self.surveying = Some(pending),
                    // No thread to spare: survey here.
                    Err(_) => self.survey = survey_rules(&puzzle, &|| false).ok(),
                }
            }
            Err(problem) => {
                self.problem = Some(problem);
                self.survey = None;
            }
        }
        self.show();
    }

    /// Takes a finished survey.
    fn poll(&mut self) {
        if let Some(survey) = super::setting::finished_survey(&mut self.surveying) {
            self.survey = Some(survey);
            self.show();
        }
    }

    /// Puts the draft on the board: its givens as givens (those that clash as digits
    /// marked as clashes), the true candidates in empty cells once they are known (a draft
    /// too open to count shows none: every digit would be one).
    fn show(&mut self) {
        let draft = self.workshop.draft();
        let givens = draft.givens().to_vec();
        let notes = match &self.survey {
            Some(survey)
                if self.show_candidates
                    && self.surveying.is_none()
                    && survey.count != Count::Unknown =>
            {
                givens
                    .iter()
                    .zip(&survey.true_candidates)
                    .map(|(&given, &candidates)| if given == 0 { candidates } else { 0 })
                    .collect()
            }
            _ => Vec::new(),
        };
        let mut apart = givens.clone();
        for &cell in &self.clashes {
            apart[cell] = 0;
        }
        // Without the givens that clash, the rest clash with nothing.
        let puzzle = (draft.frame().with_givens(apart)).unwrap_or_else(|_| draft.frame());
        self.shown = SizedGame::picture_of(puzzle, givens, notes);
    }
}

impl NonetApp {
    /// Opens the workshop at another size on `draft`; what differs from `base` is work.
    pub(super) fn start_sized_setting_on(
        &mut self,
        draft: SizedDraft,
        base: SizedDraft,
        ctx: &egui::Context,
    ) {
        // One workshop at a time: the player was asked about the other's work already.
        if let Some(setting) = self.setting.take() {
            self.mode = setting.mode_before;
        }
        self.windows.solve_path.shut();
        self.sized_setting = Some(SizedSetting::new(draft, base, ctx));
        self.message = Some(Message::info(super::said("win-enter-puzzle")));
    }

    /// Game › Set a puzzle › a size: an empty draft of it.
    pub(super) fn start_sized_setting(&mut self, kind: SizedKind, ctx: &egui::Context) {
        match SizedDraft::new(kind, &mut rand::rng()) {
            Ok(draft) => {
                self.forget_draft();
                self.start_sized_setting_on(draft.clone(), draft, ctx);
            }
            Err(error) => {
                self.message = Some(Message::error(super::said_args(
                    "set-problem",
                    &[("error", Arg::from(error.to_string()))],
                )));
            }
        }
    }

    /// Takes a finished survey of the draft of another size.
    pub(super) fn poll_sized_setting(&mut self) {
        if let Some(setting) = &mut self.sized_setting {
            setting.poll();
        }
    }

    /// Runs a command in the workshop at another size, if it is open; whether it did.
    /// Commands that would change the game waiting behind it leave that game alone.
    pub(super) fn run_sized_setting_command(
        &mut self,
        ctx: &egui::Context,
        command: &Command,
    ) -> bool {
        let Some(setting) = self.sized_setting.as_mut() else {
            return false;
        };
        let size = setting.workshop.draft().shape().size();
        let mut mode = InputMode::Digit;
        let at = super::sized_input::Cursor {
            size,
            selected: &mut setting.selected,
            selection: &mut setting.selection,
            mode: &mut mode,
        };
        match super::sized_input::input(at, command) {
            Some(SizedInput::Move(SelectionMove::Enter(digit))) => {
                let cell = setting.selected;
                // A digit past the grid's size places nothing, and the cursor stays.
                if self.sized_edit(SizedEdit::Place { cell, digit }) {
                    self.advance_sized_cursor();
                }
                return true;
            }
            Some(SizedInput::Move(SelectionMove::Erase)) => {
                let cell = setting.selected;
                self.sized_edit(SizedEdit::Remove { cell });
                self.advance_sized_cursor();
                return true;
            }
            // Notes, corner marks and colours are the player's, not the setter's.
            Some(_) => return true,
            None => {}
        }
        match command {
            Command::Setter(setter) => return self.sized_setter_command(*setter),
            Command::StartEnteredPuzzle => self.start_sized_draft(),
            Command::ClearEnteredPuzzle => {
                self.sized_edit(SizedEdit::Clear);
            }
            Command::Undo | Command::Redo => {
                if *command == Command::Undo {
                    setting.workshop.undo();
                } else {
                    setting.workshop.redo();
                }
                setting.refresh();
                self.mark_draft_dirty();
                self.drop_lapsed_message();
            }
            Command::Copy | Command::CopyLink => match setting.line() {
                Some(line) => {
                    ctx.copy_text(line);
                    self.message = Some(Message::info(super::said("win-copied-line")));
                }
                None => self.message = Some(Message::error(super::said("set-export-none"))),
            },
            Command::CopySiteLink(site) => match setting.workshop.draft().to_rule_puzzle() {
                Ok(puzzle) => self.copy_puzzle_site_link(ctx, *site, &puzzle),
                Err(_) => self.message = Some(Message::error(super::said("set-export-none"))),
            },
            // Save writes the draft's line, the one form a puzzle being set has.
            Command::Save | Command::Export(super::files::ExportKind::Line) => {
                match setting.line() {
                    Some(_) => self
                        .show_dialog(super::files::Dialog::Export(super::files::ExportKind::Line)),
                    None => self.message = Some(Message::error(super::said("set-export-none"))),
                }
            }
            Command::Export(_) => {
                self.message = Some(Message::info(super::said("set-sized-no-export")));
            }
            Command::PasteText(text) => self.paste_into_sized_workshop(text),
            // What would change the game behind the workshop waits with it.
            Command::Hint
            | Command::Check
            | Command::Reveal
            | Command::Restart
            | Command::TogglePause
            | Command::FillCandidates
            | Command::ClearNotes
            | Command::RewindToCorrect
            | Command::Highlight(_)
            | Command::AllSteps(_)
            | Command::SolvePath(_) => {}
            _ => return false,
        }
        true
    }

    /// Applies a workshop command at another size; whether it was one this workshop takes
    /// (the others open a workshop, as from the menu).
    fn sized_setter_command(&mut self, command: SetterCommand) -> bool {
        let Some(setting) = self.sized_setting.as_mut() else {
            return false;
        };
        match command {
            SetterCommand::KeepSymmetry(symmetry) => setting.workshop.set_keep(symmetry),
            SetterCommand::ToggleTrueCandidates => {
                setting.show_candidates = !setting.show_candidates;
                setting.show();
            }
            SetterCommand::NewShape => {
                let size = setting.workshop.draft().shape().size();
                match crate::setter::fitting_jigsaw(size, &mut rand::rng()) {
                    Ok(shape) => {
                        self.sized_edit(SizedEdit::Reshape(shape));
                    }
                    Err(error) => {
                        let error = Arg::from(error.to_string());
                        let words = super::said_args("set-problem", &[("error", error)]);
                        self.message = Some(Message::error(words));
                    }
                }
            }
            SetterCommand::AddSplitGiven => self.add_sized_split_given(),
            // Cages, regions painted, rules drawn and pattern fills are the 9x9 workshop's.
            SetterCommand::FillPattern(_)
            | SetterCommand::MakeCage(_)
            | SetterCommand::SetCageSum(_)
            | SetterCommand::RemoveCage
            | SetterCommand::PaintRegion(_)
            | SetterCommand::DrawRule(_)
            | SetterCommand::RemoveRules
            | SetterCommand::ToggleGlobal(_) => {
                self.message = Some(Message::info(super::said("set-sized-nine-only")));
            }
            SetterCommand::Start(_) | SetterCommand::StartSized(_) | SetterCommand::EditCurrent => {
                return false;
            }
        }
        true
    }

    /// Applies an edit to the draft of another size and surveys it again; whether it was
    /// made (the commands only make edits in range, so a refusal says nothing new).
    pub(super) fn sized_edit(&mut self, edit: SizedEdit) -> bool {
        let Some(setting) = self.sized_setting.as_mut() else {
            return false;
        };
        if setting.workshop.apply(edit).is_err() {
            return false;
        }
        setting.refresh();
        self.mark_draft_dirty();
        self.drop_lapsed_message();
        true
    }

    /// Fills the draft with the puzzle of its size in pasted text (a jigsaw's regions too),
    /// as one edit each for the shape and the givens; text with no such puzzle says why and
    /// changes nothing.
    fn paste_into_sized_workshop(&mut self, text: &str) {
        let Some(setting) = &self.sized_setting else {
            return;
        };
        let shape = setting.workshop.draft().shape().clone();
        let size = shape.size();
        let read = crate::generator::sized::sized_line_in(text)
            .ok_or_else(|| crate::i18n::tr("win-paste-no-puzzle-found"))
            .and_then(|line| {
                crate::generator::sized::read_puzzle_text(&line).map_err(|e| e.to_string())
            });
        let puzzle = match read {
            Ok(puzzle) if puzzle.shape().size() == size && puzzle.rules().is_empty() => puzzle,
            Ok(_) => {
                let why = tr_args("set-sized-paste-size", &[("size", Arg::from(size))]);
                self.tell_not_pasted(why);
                return;
            }
            Err(why) => {
                self.tell_not_pasted(why);
                return;
            }
        };
        if *puzzle.shape() != shape {
            self.sized_edit(SizedEdit::Reshape(puzzle.shape().clone()));
        }
        self.sized_edit(SizedEdit::SetGivens(puzzle.givens().to_vec()));
    }

    /// Says pasted text was not put in the draft, and `why`.
    fn tell_not_pasted(&mut self, why: String) {
        let words = super::said_args("win-paste-not-a-puzzle", &[("error", Arg::from(why))]);
        self.message = Some(Message::error(words));
    }

    /// The cursor moves on to the next cell after a given is typed, as on 9x9, so a
    /// puzzle is typed row by row.
    fn advance_sized_cursor(&mut self) {
        if let Some(setting) = self.sized_setting.as_mut() {
            let cells = setting.workshop.draft().shape().cells();
            let next = (setting.selected + 1).min(cells - 1);
            setting.selected = next;
            setting.selection = vec![next];
        }
    }

    /// Places the given that splits the remaining solutions best.
    fn add_sized_split_given(&mut self) {
        let Some(setting) = &self.sized_setting else {
            return;
        };
        let split = (setting.workshop.draft().to_rule_puzzle().ok())
            .and_then(|puzzle| crate::setter::best_split_rules(&puzzle, &mut rand::rng()));
        let Some(split) = split else {
            self.message = Some(Message::info(super::said("set-split-none")));
            return;
        };
        let cell = usize::from(split.cell);
        let digit = split.digit;
        self.sized_edit(SizedEdit::Place { cell, digit });
        if let Some(setting) = self.sized_setting.as_mut() {
            setting.selected = cell;
            setting.selection = vec![cell];
        }
    }

    /// Plays the draft once its survey shows one solution; else says why not, and the
    /// workshop stays open.
    fn start_sized_draft(&mut self) {
        let Some(setting) = &self.sized_setting else {
            return;
        };
        let count = settled_count(setting.is_surveying(), &setting.survey);
        let problem = setting.problem.as_ref().map(Localized::localized);
        let text = setting.line();
        self.start_surveyed(problem, count, text);
    }

    /// Plays a draft of the generic engine (`text`, its puzzle's text) when its survey
    /// counted one solution (`count`, `None` while still surveyed); else says why not (its
    /// `problem` first), and the workshop stays open.
    pub(super) fn start_surveyed(
        &mut self,
        problem: Option<String>,
        count: Option<Count>,
        text: Option<String>,
    ) {
        use crate::i18n::tr;
        let why = match (problem, count) {
            (Some(problem), _) => Some(problem),
            (None, Some(Count::One)) => None,
            (None, Some(Count::None)) => Some(tr("set-solutions-none")),
            (None, Some(Count::Several)) => Some(tr("set-solutions-several")),
            (None, _) => Some(tr("set-drawn-not-counted")),
        };
        if let Some(why) = why {
            self.cannot_start(why);
            return;
        }
        let Some(text) = text else {
            return;
        };
        self.close_workshop();
        self.start_sized_read(text, crate::formats::Metadata::default(), None);
    }
}

/// The count of a draft's survey once it is in (`None` while one is still being worked
/// out, or before the first).
pub(super) fn settled_count(surveying: bool, survey: &Option<Survey>) -> Option<Count> {
    (!surveying)
        .then(|| survey.as_ref().map(|s| s.count))
        .flatten()
}

/// The draft's file name: its size and level ("16×16 Expert"), or its size.
pub(super) fn file_stem(setting: &SizedSetting) -> String {
    let name = super::command::sized_name(setting.kind());
    super::setting::draft_file_stem(name, setting.survey.as_ref())
}
