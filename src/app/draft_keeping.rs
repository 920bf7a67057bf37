//! A setter's draft is never thrown away unasked: leaving the workshop with work in it asks
//! first, the draft is written to the data folder a moment after each change (and when the
//! app ends), and it comes back at start-up.

use super::command::{Command, SetterCommand, TechniquesCommand};
use super::data_dir::DataDir;
use super::{Confirm, Message, NonetApp};
use crate::generator::Symmetry;
use crate::i18n::{Arg, Localized};
use crate::setter::{Draft, KeptDraft, SizedDraft, draft_to_text, sized_draft_to_text};
use web_time::Instant;

impl NonetApp {
    /// Whether `command` would close the workshop: a new draft, a new game of any size or
    /// rules, a file, a
    /// collection's puzzle, practice, or Cancel. Quitting is not among them: the draft is
    /// kept for the next start.
    pub(super) fn leaves_the_workshop(command: &Command) -> bool {
        matches!(
            command,
            Command::CancelEntering
                | Command::Setter(
                    SetterCommand::Start(_)
                        | SetterCommand::StartSized(_)
                        | SetterCommand::EditCurrent
                )
                | Command::NewGame(_)
                | Command::NewGameByTechnique(_)
                | Command::NewGameAtChosenLevel
                | Command::NewVariantGame(..)
                | Command::NewSizedGame(..)
                | Command::NewConstraintGame(..)
                | Command::SizedDaily(..)
                | Command::DailyPuzzle(..)
                | Command::Open
                | Command::OpenFile(_)
                | Command::OpenLink(_)
                | Command::PlayFromCollection(_)
                | Command::NextPuzzle
                | Command::Techniques(
                    TechniquesCommand::Practise(..) | TechniquesCommand::NextPractice
                )
        )
    }

    /// Asks before `command` closes a workshop with work in it (the command waits for the
    /// answer); `false` when it may go ahead now.
    pub(super) fn asks_before_leaving(&mut self, command: &Command) -> bool {
        let has_work = self.setting.as_ref().is_some_and(|s| s.has_work())
            || self.sized_setting.as_ref().is_some_and(|s| s.has_work());
        if !has_work || !Self::leaves_the_workshop(command) {
            return false;
        }
        self.waiting_command = Some(command.clone());
        self.confirm = Some(Confirm::LeaveWorkshop);
        true
    }

    /// The player agreed to throw the draft away: the workshop closes, then the command
    /// that asked goes ahead.
    pub(super) fn left_workshop(&mut self, ctx: &egui::Context) {
        self.close_workshop();
        if let Some(command) = self.waiting_command.take() {
            // Cancel has nothing left to do once the workshop is closed.
            if command != Command::CancelEntering {
                self.run_command(ctx, command);
            }
        }
    }

    /// Closes the workshop, forgets its draft, and gives the game behind it back its input
    /// mode.
    pub(super) fn close_workshop(&mut self) {
        if self.sized_setting.take().is_some() {
            self.forget_draft();
        }
        if let Some(setting) = self.setting.take() {
            self.mode = setting.mode_before;
            // An open path was the draft's.
            self.windows.solve_path.shut();
            self.forget_draft();
        }
    }

    /// The draft is no longer kept: it was played, or the player let it go.
    pub(super) fn forget_draft(&mut self) {
        self.draft_dirty_since = None;
        if let Err(error) = self.data.remove_draft() {
            self.message = Some(draft_not_kept(&error));
        }
    }

    /// Notes that the draft changed, so it is written a moment later.
    pub(super) fn mark_draft_dirty(&mut self) {
        self.draft_dirty_since.get_or_insert_with(Instant::now);
    }

    /// Writes the draft now (a moment after a change, and when the app ends).
    pub(super) fn keep_draft(&mut self) {
        self.draft_dirty_since = None;
        let text = match (&self.setting, &self.sized_setting) {
            (Some(setting), _) => draft_to_text(setting.workshop.draft(), setting.workshop.keep()),
            (None, Some(setting)) => {
                sized_draft_to_text(setting.workshop.draft(), setting.workshop.keep())
            }
            (None, None) => return,
        };
        if let Err(error) = self.data.save_draft(&text) {
            self.message = Some(draft_not_kept(&error));
        }
    }

    /// Writes the draft once it has rested for the autosave's delay.
    pub(super) fn persist_draft(&mut self, ctx: &egui::Context, delay: std::time::Duration) {
        if self.data.rested(&mut self.draft_dirty_since, delay, ctx) {
            self.keep_draft();
        }
    }

    /// Opens the workshop on the draft kept when the app last ended, if there is one; a
    /// draft that cannot be read is kept aside and the player told where.
    pub(super) fn restore_draft(&mut self, ctx: &egui::Context) {
        let (kept, note) = self.data.recover_draft();
        match kept {
            Some((KeptDraft::Nine(draft), keep)) => self.reopen_draft(draft, keep, ctx),
            Some((KeptDraft::Sized(draft), keep)) => self.reopen_sized_draft(draft, keep, ctx),
            None => {}
        }
        if let Some(note) = note {
            self.warn(Message::error(note));
        }
    }

    /// Opens the workshop on a kept draft: all of it counts as work, as it was before.
    fn reopen_draft(&mut self, draft: Draft, keep: Symmetry, ctx: &egui::Context) {
        let kind = draft.kind();
        self.start_setting_on(draft, Draft::new(kind), ctx);
        if let Some(setting) = &mut self.setting {
            setting.workshop.set_keep(keep);
        }
        self.message = Some(Message::info(super::said_args(
            "set-draft-restored",
            &[(
                "variant",
                Arg::from(super::variant_games::variant_name(kind)),
            )],
        )));
    }

    /// Opens the workshop at another size on a kept draft: all of it counts as work.
    fn reopen_sized_draft(&mut self, draft: SizedDraft, keep: Symmetry, ctx: &egui::Context) {
        let kind = draft.kind();
        let base = SizedDraft::on(draft.shape().clone());
        self.start_sized_setting_on(draft, base, ctx);
        if let Some(setting) = &mut self.sized_setting {
            setting.workshop.set_keep(keep);
        }
        let name = Arg::from(super::command::sized_name(kind));
        let words = super::said_args("set-draft-restored", &[("variant", name)]);
        self.message = Some(Message::info(words));
    }
}

/// The message for a draft that could not be written or removed.
fn draft_not_kept(error: &impl Localized) -> Message {
    Message::error(super::said_args(
        "set-draft-not-kept",
        &[("error", Arg::from(error.localized()))],
    ))
}

impl DataDir {
    /// Whether a draft is kept in the folder (tests).
    pub fn has_draft(&self) -> bool {
        self.draft_path()
            .is_some_and(|path| crate::game::file_exists(&path))
    }
}
