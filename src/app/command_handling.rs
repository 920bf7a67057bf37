//! The one place where commands change the app: [`NonetApp::run_command`], and the moves on
//! the board it carries out. Opening, saving and new puzzles live in `sources.rs`.

use super::command::ToolkitCommand;
use super::command::{AllStepsCommand, Command, Toggle, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP};
use super::help_window::HelpPage;
use super::hint_marks::HintTier;
use super::sources::TextSource;
use super::toolkit::DigitRole;
use super::window_unit::{AppWindow, Effect, Precedence};
use super::{Confirm, HintView, Message, MessageKind, NonetApp, capitalise};
use crate::game::{Action, GameError, Hint, InputMode, Status};
use crate::grid::{cell_name, col_of, row_of};
use crate::i18n::Localized;
use crate::i18n::{Arg, tr, tr_args};

impl NonetApp {
    /// Carries out one command: the only way drawing code and keys change the app.
    pub fn run_command(&mut self, ctx: &egui::Context, command: Command) {
        if self.previewing_path() && changes_the_board(&command) {
            self.message = Some(Message::info(super::said("win-previewing")));
            ctx.request_repaint();
            return;
        }
        if self.windows.replay.is_open() && changes_the_board(&command) {
            self.message = Some(Message::info(super::said("win-replaying")));
            ctx.request_repaint();
            return;
        }
        if self.asks_before_leaving(&command) {
            return;
        }
        if self.run_sized_setting_command(ctx, &command) {
            return;
        }
        if self.setting.is_none() && self.run_sized_command(ctx, &command) {
            return;
        }
        match command {
            Command::NewGame(level) => self.new_game_pressed(level),
            Command::NewGameByTechnique(technique) => self.new_game_by_technique_pressed(technique),
            Command::NewGameAtChosenLevel => self.new_game_pressed(self.settings.new_game_level),
            Command::NewVariantGame(kind, level) => self.new_variant_pressed(kind, level),
            Command::NewSizedGame(kind, level) => self.new_sized_pressed(kind, level),
            Command::NewConstraintGame(variant, level) => {
                self.new_constraint_pressed(variant, level)
            }
            Command::SizedDaily(kind, level) => self.sized_daily_pressed(kind, level),
            Command::CloseSizedGame if self.sized_in_progress() => {
                self.confirm = Some(Confirm::CloseSizedGame);
            }
            Command::CloseSizedGame => self.close_sized_game(),
            Command::SetNewGameLevel(level) => self.settings.new_game_level = level,
            Command::CancelGeneration => self.cancel_generation(),
            Command::CancelLoading => self.cancel_loading(),
            Command::Setter(command) => self.run_setter_command(ctx, command),
            Command::StartEnteredPuzzle => self.start_entered_puzzle(),
            Command::ClearEnteredPuzzle => {
                self.edit(crate::setter::Edit::Clear);
            }
            Command::CancelEntering => {
                self.close_workshop();
                self.message = None;
            }
            // While a puzzle is set, saving writes the puzzle (as a game it is not yet).
            Command::Save if self.setting.is_some() => {
                let kind = match self.setting.as_ref().map(|s| s.kind()) {
                    Some(crate::variant::Kind::Classic) => super::files::ExportKind::Sdk,
                    _ => super::files::ExportKind::Line,
                };
                self.run_command(ctx, Command::Export(kind));
            }
            Command::Undo if self.setting.is_some() => self.setter_history(true),
            Command::Redo if self.setting.is_some() => self.setter_history(false),
            // A puzzle with rules drawn goes out as an f-puzzles link, which holds them.
            Command::Copy | Command::CopyLink
                if self.setting.as_ref().is_some_and(|s| s.has_drawn_rules()) =>
            {
                self.copy_site_link(ctx, super::command::LinkSite::Fpuzzles);
            }
            Command::Copy if self.setting.is_some() => {
                if let Some(line) = self.setting.as_ref().and_then(|s| s.line()) {
                    ctx.copy_text(line);
                    self.message = Some(Message::info(super::said("win-copied")));
                }
            }
            Command::Open => self.show_dialog(super::files::Dialog::Open),
            Command::OpenFile(path) => self.open_path(&path),
            Command::ClearRecentFiles => self.settings.recent_files.clear(),
            Command::Save => {
                if self.game.is_some() {
                    self.show_dialog(super::files::Dialog::Save);
                }
            }
            Command::Export(kind) => match self.shown_game() {
                Some(game) if game.variant().is_some() && !kind.holds_variants() => {
                    self.message = Some(Message::info(super::said("win-export-classic-only")));
                }
                Some(_) => self.show_dialog(super::files::Dialog::Export(kind)),
                // Rules drawn go out as a link, which holds them all.
                None if self.setting.as_ref().is_some_and(|s| s.has_drawn_rules()) => {
                    self.message = Some(Message::info(super::said("set-export-drawn")));
                }
                None if self.setting.is_some() => {
                    self.message = Some(Message::error(super::said("set-export-none")));
                }
                None => {}
            },
            Command::NextPuzzle => self.next_puzzle_pressed(),
            Command::TogglePicker => self.windows.collection.toggle_picker(),
            Command::PlayFromCollection(index) => self.play_from_collection(index),
            // The game waits unchanged behind the workshop: what would change it waits too.
            Command::Restart
            | Command::Reveal
            | Command::TogglePause
            | Command::FillCandidates
            | Command::ClearNotes
                if self.setting.is_some() => {}
            Command::Restart => self.act(Action::Restart),
            Command::Reveal => {
                if self.playing() {
                    self.confirm = Some(Confirm::Reveal);
                }
            }
            Command::TogglePause => self.toggle_pause(),
            Command::Quit => ctx.send_viewport_cmd(egui::ViewportCommand::Close),
            Command::Undo => self.undo(),
            Command::Redo => self.redo(),
            // As above: the game behind the workshop stays as it is.
            Command::RewindToCorrect if self.setting.is_some() => {}
            Command::RewindToCorrect => self.rewind_to_correct(),
            Command::Copy => {
                if let Some(game) = &self.game {
                    ctx.copy_text(game.givens().to_line());
                    self.message = Some(Message::info(super::said("win-copied")));
                }
            }
            Command::CopyLink => self.copy_link(ctx),
            Command::CopySiteLink(site) => self.copy_site_link(ctx, site),
            // A page gets paste events from its keys only: the menu asks the browser.
            #[cfg(target_arch = "wasm32")]
            Command::Paste => super::web_page::ask_clipboard(ctx),
            #[cfg(not(target_arch = "wasm32"))]
            Command::Paste => ctx.send_viewport_cmd(egui::ViewportCommand::RequestPaste),
            Command::PasteText(text) if self.setting.is_some() => self.paste_into_workshop(&text),
            Command::PasteText(text) => self.paste_puzzle(&text),
            Command::OpenLink(line) => self.start_text_puzzle(&line, TextSource::Link),
            Command::SetWebAddress(address) => self.settings.web_address = address,
            Command::FillCandidates => self.act(Action::FillCandidates),
            Command::ClearNotes => self.act(Action::ClearNotes),
            Command::Digit(digit) => self.input_digit(digit, DigitRole::Mode),
            Command::NoteDigit(digit) => self.input_digit(digit, DigitRole::Other),
            Command::Erase => self.erase(),
            Command::ToggleNotesMode => self.toggle_mode(InputMode::Candidate),
            Command::Hint => self.hint_pressed(),
            Command::Check => self.check(),
            Command::Read(reading) => self.read_aloud(reading),
            // In the workshop Left and Right go on in reading order, as typing does: Right
            // at c9 is c1 of the next row.
            Command::Move(direction) if self.setting.is_some() && direction.offset().0 == 0 => {
                let cell = self.selected as i32 + direction.offset().1;
                self.select_only(cell.rem_euclid(81) as usize);
            }
            Command::Move(direction) => {
                let (rows, cols) = direction.offset();
                let row = (row_of(self.selected) as i32 + rows).rem_euclid(9) as usize;
                let col = (col_of(self.selected) as i32 + cols).rem_euclid(9) as usize;
                self.select_only(row * 9 + col);
            }
            Command::Select(cell) => self.click_cell(cell),
            Command::SelectAndToggleNotes(cell) => {
                self.select_only(cell);
                self.toggle_mode(InputMode::Candidate);
            }
            Command::Toolkit(toolkit) => self.run_toolkit_command(toolkit),
            Command::Dismiss => self.dismiss(),
            Command::Highlight(command) => self.highlight = command.apply(self.highlight),
            Command::Toggle(toggle) => {
                let s = &mut self.settings;
                let flag = match toggle {
                    Toggle::ShowMistakes => &mut s.show_mistakes,
                    Toggle::ShowClashes => &mut s.show_conflicts,
                    Toggle::ClearPeerNotes => &mut s.clear_peer_notes,
                    Toggle::HighlightPeers => &mut s.highlight_peers,
                    Toggle::HighlightSameDigit => &mut s.highlight_same_digit,
                    Toggle::HintTiers => &mut s.hint_tiers,
                    Toggle::Coordinates => &mut s.show_coordinates,
                    Toggle::LiveCandidates => &mut s.live_candidates,
                    Toggle::CentredCandidates => &mut s.centred_candidates,
                    Toggle::DigitFirst => &mut s.digit_first,
                    Toggle::PreferMinimal => &mut s.prefer_minimal,
                    Toggle::NumbersAboveNine => &mut s.numbers_above_nine,
                    Toggle::Pictures => &mut s.pictures,
                };
                *flag = !*flag;
                match toggle {
                    Toggle::LiveCandidates if self.settings.live_candidates => {
                        self.start_live_candidates();
                        self.after_change(Status::Playing);
                    }
                    Toggle::LiveCandidates => {
                        if let Some(game) = self.game.as_mut() {
                            game.live_candidates = false;
                        }
                    }
                    Toggle::DigitFirst => self.armed = None,
                    // The rest are read where they are drawn or used.
                    Toggle::ShowMistakes
                    | Toggle::ShowClashes
                    | Toggle::ClearPeerNotes
                    | Toggle::HighlightPeers
                    | Toggle::HighlightSameDigit
                    | Toggle::HintTiers
                    | Toggle::Coordinates
                    | Toggle::CentredCandidates
                    | Toggle::PreferMinimal
                    | Toggle::NumbersAboveNine
                    | Toggle::Pictures => {}
                }
            }
            Command::SetTheme(theme) => self.settings.theme = theme,
            Command::SetLanguage(choice) => {
                self.settings.language = choice;
                crate::i18n::set_language(self.language());
                if let Some(message) = &mut self.message {
                    message.say_again();
                }
                self.say_notices_again();
            }
            Command::ZoomIn => self.set_zoom(ctx, self.settings.zoom + ZOOM_STEP),
            Command::ZoomOut => self.set_zoom(ctx, self.settings.zoom - ZOOM_STEP),
            Command::ZoomReset => self.set_zoom(ctx, 1.0),
            Command::ShowShortcuts => self.windows.help.show(HelpPage::Shortcuts),
            Command::ShowHowToPlay => self.windows.help.show(HelpPage::HowToPlay),
            Command::DailyPuzzle(kind, level) => self.daily_pressed(kind, level),
            Command::Statistics(command) => {
                let shown = self.shown_board();
                let effect = self.windows.statistics.run(command, shown);
                self.apply_effect(effect);
            }
            Command::AllSteps(command) => {
                let board = self.game.as_ref().map(super::on_board::OnBoard::Nine);
                let effect = self.windows.all_steps.run(command, board, self.selected);
                self.apply_effect(effect);
            }
            Command::Replay(command) => {
                let board = super::on_board::on_board(
                    self.sized.as_ref().map(|play| &play.game),
                    self.setting.is_some(),
                    self.game.as_ref(),
                );
                let effect = self.windows.replay.run(command, board);
                self.apply_effect(effect);
            }
            Command::ConfirmYes => self.confirmed(ctx),
            Command::ConfirmNo => self.declined(),
            Command::CloseWin => self.win = None,
            Command::DismissNotices => self.notices.clear(),
            Command::SolvePath(command) => self.run_solve_path_command(ctx, command),
            Command::Techniques(command) => self.run_techniques_command(ctx, command),
            Command::Print(command) => self.run_print_command(command),
        }
        // Whatever changed shows on the next frame, and a due autosave gets its timer.
        ctx.request_repaint();
    }

    /// Whether the game on the board is being played (not paused, solved or revealed).
    fn playing(&self) -> bool {
        self.game
            .as_ref()
            .is_some_and(|g| g.status() == Status::Playing)
    }

    /// Escape: closes the topmost thing (a question, the windows over the win card, the
    /// card, the other windows: every window closes this way, in [`Precedence`] order),
    /// else steps back from what the board shows: a selection of several cells, an armed
    /// digit, a highlight, then the hint and the check marks.
    fn dismiss(&mut self) {
        if self.confirm.is_some() {
            self.declined();
            return;
        }
        // The first of these that closes something stops the walk.
        if self.windows.close_topmost(Some(Precedence::WinCard))
            || self.win.take().is_some()
            || self.windows.close_topmost(None)
        {
            return;
        }
        if let Some(play) = self.sized.as_mut().filter(|p| p.selection.len() > 1) {
            play.selection = vec![play.selected];
        } else if self.selection.len() > 1 {
            self.select_only(self.selected);
        } else if self.armed.is_some() {
            self.armed = None;
        } else if self.highlight.is_some() {
            self.highlight = None;
        } else {
            self.hint = None;
            self.checked = None;
        }
    }

    /// Does what a window's command asked of the app.
    pub(super) fn apply_effect(&mut self, effect: Option<Effect>) {
        match effect {
            None => {}
            Some(Effect::Message(message)) => self.message = Some(message),
            Some(Effect::ClearMessage) => self.message = None,
            Some(Effect::Dialog(dialog)) => self.show_dialog(dialog),
            Some(Effect::Act(action)) => self.act(action),
        }
    }

    /// Applies a player action to the game and updates everything that depends on it.
    pub fn act(&mut self, action: Action) {
        let Some(game) = self.game.as_mut() else {
            return;
        };
        game.clear_peer_notes = self.settings.clear_peer_notes;
        game.live_candidates = self.settings.live_candidates;
        let before = game.status();
        let complete_before = super::reading::complete_houses(game);
        match game.apply(action) {
            Ok(true) => {
                self.after_change(before);
                self.say_completed(complete_before);
            }
            Ok(false) => {}
            Err(GameError::NotPlaying(Status::Paused)) => {
                self.message = Some(Message::info(super::said("win-paused")));
            }
            Err(GameError::GivenCell(name)) => {
                self.message = Some(Message::info(super::said_args(
                    "win-given-cell",
                    &[("cell", Arg::from(name.to_string()))],
                )));
            }
            Err(e) => {
                // The reason stands as a sentence of its own: capitalised where the script
                // has capitals.
                let reason = capitalise(&e.localized());
                self.message = Some(Message::info(super::said_args(
                    "win-move-refused",
                    &[("reason", Arg::from(reason))],
                )))
            }
        }
    }

    fn after_change(&mut self, status_before: Status) {
        self.hint = None;
        self.checked = None;
        self.mark_dirty();
        self.windows.solve_path.after_change();
        self.practice_after_change();
        self.windows
            .all_steps
            .after_change(self.game.as_ref().map(super::on_board::OnBoard::Nine));
        let Some(game) = &self.game else {
            return;
        };
        if game.status() == Status::Solved && status_before != Status::Solved {
            self.on_win();
        } else if self
            .message
            .as_ref()
            .is_some_and(|m| m.kind != MessageKind::Error || m.lapses())
        {
            // An error about something else (a file not written) stays until read.
            self.message = None;
        }
    }

    /// Takes back moves until no entry disagrees with the answer, and says how many.
    fn rewind_to_correct(&mut self) {
        let Some(game) = self.game.as_mut() else {
            return;
        };
        if game.status() != Status::Playing {
            return;
        }
        let before = game.status();
        let undone = game.rewind_to_correct();
        if undone > 0 {
            self.after_change(before);
        }
        self.message = Some(Message::info(match undone {
            0 => tr("win-rewind-nothing"),
            1 => tr("win-rewound-one"),
            n => tr_args("win-rewound", &[("count", Arg::from(n))]),
        }));
    }

    /// Takes back the last action.
    pub fn undo(&mut self) {
        if let Some(game) = self.game.as_mut() {
            let before = game.status();
            if game.undo() {
                self.after_change(before);
            }
        }
    }

    /// Does again the last undone action.
    pub fn redo(&mut self) {
        if let Some(game) = self.game.as_mut() {
            let before = game.status();
            if game.redo() {
                self.after_change(before);
            }
        }
    }

    /// First press: show the next hint. Second press: carry it out.
    fn hint_pressed(&mut self) {
        let Some(game) = &self.game else {
            return;
        };
        if game.status() != Status::Playing || self.setting.is_some() {
            return;
        }
        match self.hint.as_ref().map(|h| (&h.hint, h.tier)) {
            Some((Hint::Step(_), tier)) if tier < HintTier::Explained => {
                let next = tier.next();
                if let Some(game) = self.game.as_mut() {
                    game.note_hint_deepened();
                }
                let variant = self.game.as_ref().and_then(|g| g.variant());
                if let Some(view) = &mut self.hint {
                    view.marks = super::hint_marks::HintMarks::at_tier(&view.hint, next, variant);
                    view.tier = next;
                }
            }
            Some((Hint::Step(step), _)) => {
                let step = step.clone();
                self.act(Action::ApplyHint(step.into()));
            }
            Some((Hint::WrongEntry { cell, .. } | Hint::WrongNotes { cell, .. }, _)) => {
                let cell = *cell;
                self.select_only(cell as usize);
                if let Some(game) = self.game.as_mut() {
                    game.note_hint_applied();
                }
                self.act(Action::ClearCell { cell });
            }
            Some((Hint::Solved | Hint::Stuck(_), _)) => self.hint = None,
            None => {
                let hint = game.hint();
                let wrong = match &hint {
                    Hint::WrongEntry { cell, .. } | Hint::WrongNotes { cell, .. } => Some(*cell),
                    _ => None,
                };
                if let Some(cell) = wrong {
                    self.select_only(cell as usize);
                }
                let tier = if self.settings.hint_tiers {
                    HintTier::WhereToLook
                } else {
                    HintTier::Explained
                };
                let variant = self.game.as_ref().and_then(|g| g.variant());
                let marks = super::hint_marks::HintMarks::at_tier(&hint, tier, variant);
                let informs = !matches!(hint, Hint::Solved | Hint::Stuck(_));
                if let Some(game) = self.game.as_mut().filter(|_| informs) {
                    game.note_hint_shown(tier != HintTier::WhereToLook);
                }
                self.message = None;
                self.hint = Some(HintView { hint, marks, tier });
            }
        }
    }

    /// Marks wrong entries and says how many there are.
    pub fn check(&mut self) {
        if self.setting.is_some() {
            return;
        }
        let Some(game) = self.game.as_mut() else {
            return;
        };
        if game.status() == Status::Playing {
            game.note_check();
        }
        let wrong = game.wrong_entries();
        self.message = Some(match wrong.len() {
            0 => Message::success(super::said("win-check-none")),
            1 => Message::error(super::said_args(
                "win-check-one",
                &[("cell", Arg::from(cell_name(wrong[0])))],
            ))
            .until_changed(),
            n => Message::error(super::said_args(
                "win-check-many",
                &[("count", Arg::from(n))],
            ))
            .until_changed(),
        });
        self.checked = Some(wrong);
        self.hint = None;
    }

    /// Pauses or resumes.
    fn toggle_pause(&mut self) {
        if let Some(game) = self.game.as_mut() {
            match game.status() {
                Status::Playing => game.pause(),
                Status::Paused => game.resume(),
                // A finished game has no clock to stop.
                Status::Solved | Status::Revealed => {}
            }
        }
    }

    /// The player answered no (Cancel, Escape): the question goes, and with it the file or
    /// puzzle waiting to replace the game; nothing else changes.
    fn declined(&mut self) {
        self.confirm = None;
        self.waiting_command = None;
        self.waiting_game = None;
        self.pending_open = None;
        self.pending_list = None;
    }

    /// The player answered yes to the question shown.
    fn confirmed(&mut self, ctx: &egui::Context) {
        let Some(confirm) = self.confirm.take() else {
            return;
        };
        match confirm {
            Confirm::Reveal if self.sized.is_some() && self.setting.is_none() => {
                self.reveal_sized();
            }
            Confirm::Reveal => {
                self.act(crate::game::Action::Reveal);
                self.message = Some(Message::info(super::said("win-revealed")));
            }
            Confirm::NewGame(level) => self.start_generation(level),
            Confirm::NewGameByTechnique(technique) => self.start_generation_by_technique(technique),
            Confirm::NewVariantGame(kind, level) => self.start_variant_generation(kind, level),
            Confirm::CloseSizedGame => self.close_sized_game(),
            Confirm::NewSizedGame(kind, level) => self.start_sized_generation(kind, level, None),
            Confirm::NewConstraintGame(variant, level) => {
                self.start_constraint_generation(variant, level);
            }
            Confirm::SizedDaily(kind, level) => {
                let date = crate::generator::daily::today();
                self.start_sized_generation(kind, level, Some(date));
            }
            Confirm::CollectionPuzzle(index) => {
                self.play_from_collection_now(index);
            }
            Confirm::PastedPuzzle => {
                if let Some(game) = self.waiting_game.take() {
                    self.start_text_game(game, TextSource::Pasted);
                }
            }
            Confirm::LinkedPuzzle => {
                if let Some(game) = self.waiting_game.take() {
                    self.start_text_game(game, TextSource::Link);
                }
            }
            Confirm::EnteredPuzzle => {
                if let Some(game) = self.waiting_game.take() {
                    self.start_entered(game);
                }
            }
            Confirm::Practise(kind, technique) => self.start_practice(kind, technique, ctx),
            Confirm::OpenFile => {
                let path = self.pending_open.take();
                match (self.pending_list.take(), path) {
                    (Some(list), _) => {
                        let game = self.waiting_game.take();
                        self.file_read_now(list, game);
                    }
                    (None, Some(path)) => self.open_path_now(&path),
                    (None, None) => {}
                }
            }
            Confirm::PlaySeveral => self.play_entered_anyway(),
            Confirm::Daily(kind, level) => self.start_daily(kind, level),
            Confirm::LeaveWorkshop => self.left_workshop(ctx),
        }
    }
}

/// Whether a command changes the game on the board (so it waits while the board shows a
/// step of the solve path, or a replay, instead).
fn changes_the_board(command: &Command) -> bool {
    matches!(
        command,
        Command::Digit(_)
            | Command::NoteDigit(_)
            | Command::Toolkit(ToolkitCommand::CornerDigit(_))
            | Command::Toolkit(ToolkitCommand::ColourDigit(_))
            | Command::Toolkit(ToolkitCommand::PaintCandidate { .. })
            | Command::Toolkit(ToolkitCommand::GoToCheckpoint(_))
            | Command::Erase
            | Command::Hint
            | Command::Check
            | Command::FillCandidates
            | Command::ClearNotes
            | Command::Restart
            | Command::Undo
            | Command::Redo
            | Command::RewindToCorrect
            | Command::Reveal
            | Command::AllSteps(AllStepsCommand::Apply)
    )
}

impl NonetApp {
    /// Sets the player's zoom within its limits (in tenths), and says so when the window is
    /// too small to show it yet.
    fn set_zoom(&mut self, ctx: &egui::Context, zoom: f32) {
        self.settings.zoom = ((zoom * 10.0).round() / 10.0).clamp(ZOOM_MIN, ZOOM_MAX);
        self.apply_zoom(ctx);
        let shown = super::background::fitting_zoom(
            self.settings.zoom,
            ctx.content_rect().size() * ctx.zoom_factor(),
        );
        if shown < self.settings.zoom {
            self.message = Some(Message::info(super::said("win-zoom-limited")));
        }
    }
}
