//! The second half of the command table: what each command does, in a sentence, for
//! tooltips, menus and the shortcuts sheet (`command.rs` holds the commands, their labels
//! and their keys).

use super::carried::PathOrigin;
use super::command::{
    AllStepsCommand, Command, PrintCommand, ReplayCommand, SolvePathCommand, StatisticsCommand,
    TechniquesCommand, level_name, technique_name,
};
use super::command::{LinkSite, ToolkitCommand};
use crate::game::InputMode;
use crate::i18n::{Arg, tr, tr_args};

impl Command {
    /// What the command does, in a sentence, for tooltips and the shortcuts sheet.
    pub fn description(&self) -> String {
        let number = |n: usize| [("number", Arg::from(n))];
        match self {
            Command::NewGame(level) => tr_args(
                "cmd-new-game-level.tip",
                &[("level", level_name(*level).into())],
            ),
            Command::NewGameByTechnique(technique) => tr_args(
                "cmd-new-game-technique.tip",
                &[
                    (
                        "technique",
                        super::command::technique_name(*technique).into(),
                    ),
                    ("level", level_name(technique.level()).into()),
                ],
            ),
            Command::NewGameAtChosenLevel => tr("cmd-new-game.tip"),
            Command::NewVariantGame(kind, level) => tr_args(
                "cmd-new-variant-game.tip",
                &[
                    ("variant", super::variant_games::variant_name(*kind).into()),
                    ("level", level_name(*level).into()),
                ],
            ),
            Command::NewSizedGame(kind, level) => tr_args(
                "cmd-new-variant-game.tip",
                &[
                    ("variant", super::command::sized_name(*kind).into()),
                    ("level", level_name(*level).into()),
                ],
            ),
            Command::NewConstraintGame(variant, level) => tr_args(
                "cmd-new-variant-game.tip",
                &[
                    ("variant", super::command::constraint_name(*variant).into()),
                    ("level", level_name(*level).into()),
                ],
            ),
            Command::SizedDaily(kind, level) => tr_args(
                "cmd-daily-variant.tip",
                &[
                    ("variant", super::command::sized_name(*kind).into()),
                    ("level", level_name(*level).into()),
                ],
            ),
            Command::SetNewGameLevel(_) => tr("cmd-set-level.tip"),
            Command::CancelGeneration => tr("cmd-cancel-generation.tip"),
            Command::CancelLoading => tr("cmd-cancel-loading.tip"),
            Command::StartEnteredPuzzle => tr("cmd-start-entered.tip"),
            Command::ClearEnteredPuzzle => tr("cmd-clear-entered.tip"),
            Command::CancelEntering => tr("cmd-cancel-entering.tip"),
            Command::Open => tr("cmd-open.tip"),
            Command::OpenFile(path) => path.display().to_string(),
            Command::ClearRecentFiles => tr("cmd-clear-recent.tip"),
            Command::Save => tr("cmd-save.tip"),
            Command::Export(kind) => tr_args("cmd-export.tip", &[("kind", kind.label().into())]),
            Command::NextPuzzle => tr("cmd-next-puzzle.tip"),
            Command::TogglePicker => tr("cmd-picker.tip"),
            Command::PlayFromCollection(_) => tr("cmd-play-from-collection.tip"),
            Command::Restart => tr("cmd-restart.tip"),
            Command::Reveal => tr("cmd-reveal.tip"),
            Command::TogglePause => tr("cmd-pause.tip"),
            Command::Quit => tr("cmd-quit.tip"),
            Command::Undo => tr("cmd-undo.tip"),
            Command::Redo => tr("cmd-redo.tip"),
            Command::RewindToCorrect => tr("cmd-rewind.tip"),
            Command::Copy => tr("cmd-copy.tip"),
            Command::Paste | Command::PasteText(_) => tr("cmd-paste.tip"),
            Command::CopyLink => tr("cmd-copy-link.tip"),
            Command::CopySiteLink(LinkSite::Fpuzzles) => tr("cmd-copy-fpuzzles-link.tip"),
            Command::CopySiteLink(LinkSite::Sudokupad) => tr("cmd-copy-sudokupad-link.tip"),
            Command::OpenLink(_) => tr("cmd-open-link.tip"),
            Command::SetWebAddress(_) => tr("win-web-address-hint"),
            Command::FillCandidates => tr("cmd-fill-candidates.tip"),
            Command::ClearNotes => tr("cmd-clear-notes.tip"),
            Command::Digit(digit) => tr_args("cmd-digit.tip", &[("digit", (*digit).into())]),
            Command::NoteDigit(digit) => {
                tr_args("cmd-note-digit.tip", &[("digit", (*digit).into())])
            }
            Command::Erase => tr("cmd-erase.tip"),
            Command::ToggleNotesMode => tr("cmd-notes-mode.tip"),
            Command::Hint => tr("cmd-hint.tip"),
            Command::Check => tr("cmd-check.tip"),
            Command::CloseSizedGame => tr("cmd-close-sized.tip"),
            Command::Read(reading) => tr(&format!("{}.tip", reading.message_id())),
            Command::Move(_) => tr("cmd-move.tip"),
            Command::Select(_) => tr("cmd-select.tip"),
            Command::SelectAndToggleNotes(_) => tr("cmd-select-and-notes.tip"),
            Command::Toolkit(ToolkitCommand::ToggleSelect(_)) => tr("cmd-toggle-select.tip"),
            Command::Toolkit(ToolkitCommand::StartDragSelection(_))
            | Command::Toolkit(ToolkitCommand::ExtendSelection(_)) => tr("cmd-drag-select.tip"),
            Command::Toolkit(ToolkitCommand::SelectAll) => tr("cmd-select-all.tip"),
            Command::Toolkit(ToolkitCommand::SetMode(mode)) => tr(mode_description(*mode)),
            Command::Toolkit(ToolkitCommand::CycleMode) => tr("cmd-cycle-mode.tip"),
            Command::Toolkit(ToolkitCommand::ToggleCornerMode) => tr("cmd-corner-mode.tip"),
            Command::Toolkit(ToolkitCommand::ToggleColourMode) => tr("cmd-colour-mode.tip"),
            Command::Toolkit(ToolkitCommand::CornerDigit(digit)) => {
                tr_args("cmd-corner-digit.tip", &[("digit", (*digit).into())])
            }
            Command::Toolkit(ToolkitCommand::ColourDigit(0)) => tr("cmd-colour-off.tip"),
            Command::Toolkit(ToolkitCommand::ColourDigit(colour)) => tr_args(
                "cmd-colour-digit.tip",
                &[("colour", super::cell_colours::name(*colour).into())],
            ),
            Command::Toolkit(ToolkitCommand::PaintCandidate { .. }) => {
                tr("cmd-paint-candidate.tip")
            }
            Command::Toolkit(ToolkitCommand::AddCheckpoint) => tr("cmd-add-checkpoint.tip"),
            Command::Toolkit(ToolkitCommand::GoToCheckpoint(_)) => tr("cmd-go-to-checkpoint.tip"),
            Command::Toolkit(ToolkitCommand::RemoveCheckpoint(_)) => {
                tr("cmd-remove-checkpoint.tip")
            }
            Command::Dismiss => tr("cmd-dismiss.tip"),
            Command::Toggle(toggle) => tr(&format!("{}.tip", toggle.message_id())),
            Command::SetTheme(_) => tr("cmd-theme.tip"),
            Command::SetLanguage(_) => tr("cmd-language.tip"),
            Command::ZoomIn => tr("cmd-zoom-in.tip"),
            Command::ZoomOut => tr("cmd-zoom-out.tip"),
            Command::ZoomReset => tr("cmd-zoom-reset.tip"),
            Command::ShowShortcuts => tr("cmd-shortcuts.tip"),
            Command::ShowHowToPlay => tr("cmd-how-to-play.tip"),
            Command::DailyPuzzle(crate::variant::Kind::Classic, level) => {
                tr_args("cmd-daily.tip", &[("level", level_name(*level).into())])
            }
            Command::DailyPuzzle(kind, level) => tr_args(
                "cmd-daily-variant.tip",
                &[
                    ("variant", super::variant_games::variant_name(*kind).into()),
                    ("level", level_name(*level).into()),
                ],
            ),
            Command::Statistics(StatisticsCommand::ToggleWindow) => tr("cmd-statistics.tip"),
            Command::AllSteps(AllStepsCommand::Apply) => tr("cmd-apply-step.tip"),
            Command::AllSteps(_) => tr("cmd-all-steps.tip"),
            Command::Replay(ReplayCommand::ToggleWindow) => tr("cmd-replay.tip"),
            Command::Replay(ReplayCommand::PlayPause) => tr("cmd-replay-play.tip"),
            Command::Replay(ReplayCommand::StepBack) => tr("cmd-replay-back.tip"),
            Command::Replay(ReplayCommand::StepForward) => tr("cmd-replay-forward.tip"),
            Command::Replay(ReplayCommand::ToStart) => tr("cmd-replay-start.tip"),
            Command::Replay(ReplayCommand::ToEnd) => tr("cmd-replay-end.tip"),
            Command::Replay(ReplayCommand::Speed(speed)) => tr_args(
                "cmd-replay-speed.tip",
                &[("speed", (*speed as usize).into())],
            ),
            Command::Replay(ReplayCommand::Seek(_)) => tr("cmd-replay-seek.tip"),
            Command::Replay(ReplayCommand::Export) => tr("cmd-replay-export.tip"),
            Command::Statistics(StatisticsCommand::Export) => tr("cmd-export-statistics.tip"),
            Command::Statistics(StatisticsCommand::ShowLevel(level)) => tr_args(
                "cmd-statistics-level.tip",
                &[("level", level_name(*level).into())],
            ),
            Command::Statistics(StatisticsCommand::ShowVariant(kind)) => tr_args(
                "cmd-statistics-variant.tip",
                &[("variant", super::variant_games::variant_name(*kind).into())],
            ),
            Command::Statistics(StatisticsCommand::ShowSize(kind)) => tr_args(
                "cmd-statistics-variant.tip",
                &[("variant", super::command::sized_name(*kind).into())],
            ),
            Command::Statistics(StatisticsCommand::Month(_)) => tr("cmd-month.tip"),
            Command::ConfirmYes => tr("cmd-yes.tip"),
            Command::ConfirmNo => tr("cmd-no.tip"),
            Command::CloseWin => tr("cmd-close.tip"),
            Command::DismissNotices => tr("cmd-dismiss-notices.tip"),
            Command::SolvePath(SolvePathCommand::ToggleWindow) => tr("cmd-solve-path.tip"),
            Command::SolvePath(SolvePathCommand::From(PathOrigin::Start)) => {
                tr("cmd-path-from-start.tip")
            }
            Command::SolvePath(SolvePathCommand::From(PathOrigin::Position)) => {
                tr("cmd-path-from-position.tip")
            }
            Command::SolvePath(SolvePathCommand::Select(index)) => {
                tr_args("cmd-path-step.tip", &number(index + 1))
            }
            Command::SolvePath(SolvePathCommand::Back) => tr("cmd-path-back.tip"),
            Command::SolvePath(SolvePathCommand::Forward) => tr("cmd-path-forward.tip"),
            Command::SolvePath(SolvePathCommand::ApplyTo(index)) => {
                tr_args("cmd-apply-path.tip", &[("number", (index + 1).into())])
            }
            Command::Techniques(TechniquesCommand::ToggleWindow) => tr("cmd-techniques.tip"),
            Command::Techniques(TechniquesCommand::ShowVariant(kind)) => tr_args(
                "cmd-techniques-variant.tip",
                &[("variant", super::command::variant_name(*kind).into())],
            ),
            Command::Techniques(TechniquesCommand::Choose(_, technique)) => {
                super::practice::technique_description(*technique)
            }
            Command::Techniques(TechniquesCommand::Practise(kind, technique)) => {
                if *kind == crate::variant::Kind::Classic {
                    tr_args(
                        "cmd-practise.tip",
                        &[("technique", technique_name(*technique).into())],
                    )
                } else {
                    tr_args(
                        "cmd-practise-variant.tip",
                        &[
                            ("technique", technique_name(*technique).into()),
                            ("variant", super::command::variant_name(*kind).into()),
                        ],
                    )
                }
            }
            Command::Techniques(TechniquesCommand::NextPractice) => tr("cmd-next-practice.tip"),
            Command::Techniques(TechniquesCommand::StopPractice) => tr("cmd-stop-practice.tip"),
            Command::Print(PrintCommand::ToggleWindow) => tr("cmd-print-window.tip"),
            Command::Print(PrintCommand::SetChoices(_)) => tr("cmd-print-choices.tip"),
            Command::Print(PrintCommand::Print) => tr("cmd-print.tip"),
            Command::Print(PrintCommand::PrintTo(path)) => tr_args(
                "cmd-print-to.tip",
                &[("path", path.display().to_string().into())],
            ),
            Command::Print(PrintCommand::Cancel) => tr("cmd-cancel-print.tip"),
            Command::Setter(command) => command.description(),
            Command::Highlight(command) => command.description(),
        }
    }
}

/// What typing does in an input mode, for the selector's tooltips: its catalogue id.
fn mode_description(mode: InputMode) -> &'static str {
    match mode {
        InputMode::Digit => "mode-digit.tip",
        InputMode::Candidate => "mode-notes.tip",
        InputMode::Corner => "mode-corner.tip",
        InputMode::Colour => "mode-colour.tip",
    }
}

/// A symmetry's name on the workshop's menu of symmetries.
pub fn symmetry_name(symmetry: crate::generator::Symmetry) -> String {
    use crate::generator::Symmetry;
    tr(match symmetry {
        Symmetry::None => "set-symmetry-none",
        Symmetry::Rotational => "set-symmetry-rotational",
        Symmetry::Mirror => "set-symmetry-mirror",
        Symmetry::Diagonal => "set-symmetry-diagonal",
    })
}

impl super::command::SetterCommand {
    /// The command's name on menus and buttons.
    pub fn label(&self) -> String {
        use super::command::SetterCommand as S;
        match self {
            S::Start(kind) => super::variant_games::variant_name(*kind),
            S::StartSized(kind) => super::command::sized_name(*kind),
            S::NewShape => tr("cmd-new-shape"),
            S::EditCurrent => tr("cmd-edit-puzzle"),
            S::KeepSymmetry(symmetry) => symmetry_name(*symmetry),
            S::AddSplitGiven => tr("cmd-split-given"),
            S::FillPattern(level) => {
                tr_args("cmd-fill-pattern", &[("level", level_name(*level).into())])
            }
            S::MakeCage(_) => tr("cmd-make-cage"),
            S::SetCageSum(_) => tr("set-cage-sum"),
            S::RemoveCage => tr("cmd-remove-cage"),
            S::PaintRegion(region) => tr_args(
                "cmd-paint-region",
                &[("number", Arg::from(usize::from(*region) + 1))],
            ),
            S::ToggleTrueCandidates => tr("cmd-true-candidates"),
            S::DrawRule(tool) => tr(rule_tool_id(*tool)),
            S::RemoveRules => tr("cmd-remove-rules"),
            S::ToggleGlobal(global) => tr(global_rule_id(*global)),
        }
    }

    /// What the command does, in a sentence.
    pub fn description(&self) -> String {
        use super::command::SetterCommand as S;
        match self {
            S::Start(kind) => tr_args(
                "cmd-set-kind.tip",
                &[("variant", super::variant_games::variant_name(*kind).into())],
            ),
            S::StartSized(kind) => tr_args(
                "cmd-set-kind.tip",
                &[("variant", super::command::sized_name(*kind).into())],
            ),
            S::NewShape => tr("cmd-new-shape.tip"),
            S::EditCurrent => tr("cmd-edit-puzzle.tip"),
            S::KeepSymmetry(_) => tr("cmd-keep-symmetry.tip"),
            S::AddSplitGiven => tr("cmd-split-given.tip"),
            S::FillPattern(level) => tr_args(
                "cmd-fill-pattern.tip",
                &[("level", level_name(*level).into())],
            ),
            S::MakeCage(sum) => tr_args("cmd-make-cage.tip", &[("sum", Arg::from(*sum as usize))]),
            S::SetCageSum(_) => tr("set-cage-sum.tip"),
            S::RemoveCage => tr("cmd-remove-cage.tip"),
            S::PaintRegion(region) => tr_args(
                "cmd-paint-region.tip",
                &[("number", Arg::from(usize::from(*region) + 1))],
            ),
            S::ToggleTrueCandidates => tr("cmd-true-candidates.tip"),
            S::DrawRule(tool) => tr(&format!("{}.tip", rule_tool_id(*tool))),
            S::RemoveRules => tr("cmd-remove-rules.tip"),
            S::ToggleGlobal(global) => tr(&format!("{}.tip", global_rule_id(*global))),
        }
    }
}

/// The message naming a rule of the whole grid; its tooltip is the same id with `.tip`.
fn global_rule_id(global: crate::setter::GlobalRule) -> &'static str {
    use crate::setter::GlobalRule as G;
    match global {
        G::AntiKnight => "cmd-global-anti-knight",
        G::AntiKing => "cmd-global-anti-king",
        G::NoOtherWhiteDots => "cmd-global-white-dots",
        G::NoOtherBlackDots => "cmd-global-black-dots",
        G::NoOtherXv => "cmd-global-xv",
    }
}

/// The message naming a rule tool; its tooltip is the same id with `.tip`.
fn rule_tool_id(tool: crate::setter::RuleTool) -> &'static str {
    use crate::setter::RuleTool as T;
    match tool {
        T::Thermometer => "cmd-rule-thermometer",
        T::Arrow => "cmd-rule-arrow",
        T::Renban => "cmd-rule-renban",
        T::Whispers => "cmd-rule-whispers",
        T::Palindrome => "cmd-rule-palindrome",
        T::Between => "cmd-rule-between",
        T::RegionSum => "cmd-rule-region-sum",
        T::Entropic => "cmd-rule-entropic",
        T::ExtraRegion => "cmd-rule-extra-region",
        T::WhiteDot => "cmd-rule-white-dot",
        T::BlackDot => "cmd-rule-black-dot",
        T::X => "cmd-rule-x",
        T::V => "cmd-rule-v",
        T::Odd => "cmd-rule-odd",
        T::Even => "cmd-rule-even",
        T::Minimum => "cmd-rule-minimum",
        T::Maximum => "cmd-rule-maximum",
        T::Sandwich => "cmd-rule-sandwich",
        T::XSum => "cmd-rule-x-sum",
        T::Skyscraper => "cmd-rule-skyscraper",
        T::LittleKiller => "cmd-rule-little-killer",
    }
}

impl super::command::HighlightCommand {
    /// What the command does, in a sentence.
    pub fn description(&self) -> String {
        use super::command::{CellFilter, HighlightCommand as H};
        match self {
            H::Toggle(CellFilter::Candidate(digit)) => tr_args(
                "cmd-highlight-candidate.tip",
                &[("digit", Arg::from(*digit))],
            ),
            H::Toggle(CellFilter::CandidateCount(count)) => {
                tr_args("cmd-highlight-count.tip", &[("count", Arg::from(*count))])
            }
            H::MoreCandidates => tr("cmd-highlight-more.tip"),
            H::Clear => tr("cmd-highlight-clear.tip"),
        }
    }
}
