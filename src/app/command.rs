//! Everything a player can do, as values: [`Command`], and the one table that gives each
//! command its label, tooltip and keyboard shortcuts.
//!
//! The table feeds the menus, the buttons' tooltips, the key bindings ([`key_bindings`]) and
//! the shortcuts sheet (`shortcut_sheet.rs`), so a command's text and keys are written once. Drawing
//! code only emits commands; `command_handling.rs` applies them.

use super::carried::PathOrigin;
pub use super::cell_filter::{CellFilter, HighlightCommand};
use super::files::ExportKind;
use super::settings::LanguageChoice;
use super::settings::ThemeChoice;
pub use super::window_commands::{
    AllStepsCommand, PrintCommand, Reading, ReplayCommand, SetterCommand, SolvePathCommand,
    StatisticsCommand, StepFilter, TechniquesCommand, ToolkitCommand,
};
use crate::game::InputMode;
use crate::generator::sized::SizedKind;
use crate::i18n::{tr, tr_args};
use crate::logic::{Level, Technique};
use crate::rules::constraint_generate::ConstraintVariant;
use egui::{Key, KeyboardShortcut, Modifiers};
use std::path::PathBuf;

/// A direction the selection moves in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Direction {
    /// One row up.
    Up,
    /// One row down.
    Down,
    /// One column left.
    Left,
    /// One column right.
    Right,
}

impl Direction {
    /// All four, in the order the arrow keys are listed.
    pub const ALL: [Direction; 4] = [
        Direction::Up,
        Direction::Down,
        Direction::Left,
        Direction::Right,
    ];

    /// The rows and columns one step moves.
    pub fn offset(self) -> (i32, i32) {
        match self {
            Direction::Up => (-1, 0),
            Direction::Down => (1, 0),
            Direction::Left => (0, -1),
            Direction::Right => (0, 1),
        }
    }

    pub(super) fn key(self) -> Key {
        match self {
            Direction::Up => Key::ArrowUp,
            Direction::Down => Key::ArrowDown,
            Direction::Left => Key::ArrowLeft,
            Direction::Right => Key::ArrowRight,
        }
    }
}

/// An on/off setting the player can switch.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Toggle {
    /// Mark wrong entries as soon as they are typed.
    ShowMistakes,
    /// Mark digits that clash with a peer.
    ShowClashes,
    /// Entering a digit removes it from its peers' notes.
    ClearPeerNotes,
    /// Tint the selected cell's row, column and box.
    HighlightPeers,
    /// Tint the cells holding the selected digit.
    HighlightSameDigit,
    /// Hints come in tiers: where to look, the technique, the explanation, then applying.
    HintTiers,
    /// Label the rows and columns beside the board.
    Coordinates,
    /// Keep every empty cell's candidates true as digits come and go.
    LiveCandidates,
    /// Draw candidates centred in the cell rather than in a 3x3 grid.
    CentredCandidates,
    /// Pick a digit first, then click the cells it goes in.
    DigitFirst,
    /// New games are minimal puzzles.
    PreferMinimal,
    /// On grids of 10 and more, write 10–16 as numbers instead of A–G.
    NumbersAboveNine,
    /// On 4x4 and 6x6 grids, shapes and colours instead of digits.
    Pictures,
}

impl Toggle {
    /// The toggle's message in the catalogue: its label, with its tooltip as `.tip`.
    pub fn message_id(self) -> &'static str {
        match self {
            Toggle::ShowMistakes => "toggle-show-mistakes",
            Toggle::ShowClashes => "toggle-show-clashes",
            Toggle::ClearPeerNotes => "toggle-clear-peer-notes",
            Toggle::HighlightPeers => "toggle-highlight-peers",
            Toggle::HighlightSameDigit => "toggle-highlight-same-digit",
            Toggle::HintTiers => "toggle-hint-tiers",
            Toggle::Coordinates => "toggle-coordinates",
            Toggle::LiveCandidates => "toggle-live-candidates",
            Toggle::CentredCandidates => "toggle-centred-candidates",
            Toggle::DigitFirst => "toggle-digit-first",
            Toggle::PreferMinimal => "toggle-prefer-minimal",
            Toggle::NumbersAboveNine => "toggle-numbers-above-nine",
            Toggle::Pictures => "toggle-pictures",
        }
    }

    /// Every toggle, in the order the settings list them.
    pub const ALL: [Toggle; 13] = [
        Toggle::ShowMistakes,
        Toggle::ShowClashes,
        Toggle::ClearPeerNotes,
        Toggle::LiveCandidates,
        Toggle::CentredCandidates,
        Toggle::DigitFirst,
        Toggle::HighlightPeers,
        Toggle::HighlightSameDigit,
        Toggle::HintTiers,
        Toggle::Coordinates,
        Toggle::PreferMinimal,
        Toggle::NumbersAboveNine,
        Toggle::Pictures,
    ];
}

/// Everything a player can do. Drawing code and key handling emit these; one handler,
/// `NonetApp::run_command`, applies them.
#[must_use]
#[derive(Clone, PartialEq, Debug)]
pub enum Command {
    /// Start a new puzzle at this level (asks first when a game is in progress).
    NewGame(Level),
    /// Start a new puzzle whose hardest step is this technique, at its level.
    NewGameByTechnique(Technique),
    /// Start a new puzzle at the level chosen for new games.
    NewGameAtChosenLevel,
    /// Start a new puzzle of a variant (X, Windoku, Jigsaw, Killer) at this level.
    NewVariantGame(crate::variant::Kind, Level),
    /// Start a new puzzle of another size than 9x9 at this level (see `sized_play.rs`).
    NewSizedGame(SizedKind, Level),
    /// Start a new constraint puzzle (Kropki, thermometers…) at this level.
    NewConstraintGame(ConstraintVariant, Level),
    /// Start today's puzzle of another size at this level.
    SizedDaily(SizedKind, Level),
    /// Leave the game of another size for the 9x9 game kept behind it.
    CloseSizedGame,
    /// Choose the level of the next new game.
    SetNewGameLevel(Level),
    /// Stop making the new puzzle.
    CancelGeneration,
    /// Stop reading a puzzle file.
    CancelLoading,
    /// Play the puzzle being set if it has exactly one solution.
    StartEnteredPuzzle,
    /// Remove every given placed so far.
    ClearEnteredPuzzle,
    /// Leave the puzzle being set and go back to the game.
    CancelEntering,
    /// Open a save or puzzle file through the file dialog.
    Open,
    /// Open this file (from the recent files, or dropped on the window).
    OpenFile(PathBuf),
    /// Empty the recent files.
    ClearRecentFiles,
    /// Save the game through the file dialog.
    Save,
    /// Export the puzzle or the board through the file dialog.
    Export(ExportKind),
    /// Play the next puzzle of the open collection.
    NextPuzzle,
    /// Show or hide the list of the open collection's puzzles.
    TogglePicker,
    /// Play the puzzle at this index of the open collection.
    PlayFromCollection(usize),
    /// Clear all entries and notes.
    Restart,
    /// Show the solution (asks first).
    Reveal,
    /// Pause or resume the game.
    TogglePause,
    /// Close the window.
    Quit,
    /// Take back the last move.
    Undo,
    /// Do again the last move taken back.
    Redo,
    /// Take back moves until no entry is wrong: back to just before the first wrong entry.
    RewindToCorrect,
    /// Copy the puzzle to the clipboard as an 81-character line.
    Copy,
    /// Ask for the clipboard's text, which arrives as [`Command::PasteText`].
    Paste,
    /// Start the puzzle in this pasted text.
    PasteText(String),
    /// Copy a link to the puzzle (`…#p=…`).
    CopyLink,
    /// Copy a link that opens the puzzle on another site (f-puzzles, SudokuPad).
    CopySiteLink(LinkSite),
    /// Start the puzzle of a link: the line its `p=` parameter held.
    OpenLink(String),
    /// Set the web address links point at (the desktop's setting).
    SetWebAddress(String),
    /// Write every possible digit into the notes of every empty cell.
    FillCandidates,
    /// Remove every note.
    ClearNotes,
    /// Type a digit into the selected cell (a note in notes mode).
    Digit(u8),
    /// The other kind of entry: a note in digit mode, a digit in notes mode.
    NoteDigit(u8),
    /// Erase the selected cell.
    Erase,
    /// Switch between entering digits and writing notes.
    ToggleNotesMode,
    /// Show the next logical step; pressed again, apply it.
    Hint,
    /// Mark the entries that disagree with the solution.
    Check,
    /// Say (and show) part of the board in words, for a player who cannot see it.
    Read(Reading),
    /// Move the selection, wrapping at the edges.
    Move(Direction),
    /// Select a cell.
    Select(usize),
    /// Select a cell and switch notes mode (a right-click).
    SelectAndToggleNotes(usize),
    /// The player's toolkit: the selection, input modes, marks and checkpoints.
    Toolkit(ToolkitCommand),
    /// Hide the hint, the check marks or the open window.
    Dismiss,
    /// Switch an on/off setting.
    Toggle(Toggle),
    /// Choose the colour theme.
    SetTheme(ThemeChoice),
    /// Choose the interface's language (or follow the system's).
    SetLanguage(LanguageChoice),
    /// Make everything larger.
    ZoomIn,
    /// Make everything smaller.
    ZoomOut,
    /// Back to the normal size.
    ZoomReset,
    /// Show the keyboard shortcuts.
    ShowShortcuts,
    /// Show how to play.
    ShowHowToPlay,
    /// Play the daily puzzle of this variant (Classic too) and level (asks first when a
    /// game is in progress).
    DailyPuzzle(crate::variant::Kind, Level),
    /// Accept the question being asked (show the solution, replace the game).
    ConfirmYes,
    /// Decline the question being asked.
    ConfirmNo,
    /// Close the win window.
    CloseWin,
    /// Close the warnings window: the warnings waiting there have been read.
    DismissNotices,
    /// Something the statistics window does.
    Statistics(StatisticsCommand),
    /// A command of the All steps window.
    AllSteps(AllStepsCommand),
    /// A command of the Replay window.
    Replay(ReplayCommand),
    /// Something the solve path window does.
    SolvePath(SolvePathCommand),
    /// Something the techniques window or practice does.
    Techniques(TechniquesCommand),
    /// Something the Print window does.
    Print(PrintCommand),
    /// Something the workshop, where a puzzle is set, does.
    Setter(SetterCommand),
    /// Highlight the cells with a candidate or a number of candidates, or stop.
    Highlight(HighlightCommand),
}

/// A site whose links Nonet writes: each opens the puzzle there, and in Nonet when pasted.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LinkSite {
    /// f-puzzles (`https://f-puzzles.com/?load=…`).
    Fpuzzles,
    /// SudokuPad (`https://sudokupad.app/fpuzzles…`).
    Sudokupad,
}

/// Zoom steps and limits.
pub const ZOOM_STEP: f32 = 0.1;
pub use super::settings::{ZOOM_MAX, ZOOM_MIN};

pub(super) const fn plain(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::NONE, key)
}

const fn command(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::COMMAND, key)
}

const fn shifted(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::SHIFT, key)
}

const fn alt(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::ALT, key)
}

/// An input mode's name on the selector.
fn mode_label(mode: InputMode) -> String {
    tr(match mode {
        InputMode::Digit => "mode-digit",
        InputMode::Candidate => "mode-notes",
        InputMode::Corner => "mode-corner",
        InputMode::Colour => "mode-colour",
    })
}

/// A level's name in the interface's language ("Hard").
pub fn level_name(level: Level) -> String {
    crate::words::level_name_in(crate::i18n::language(), level)
}

/// A size's name in the interface's language: "16×16", "7×7 jigsaw".
pub fn sized_name(kind: SizedKind) -> String {
    let id = if kind.jigsaw {
        "size-name-jigsaw"
    } else {
        "size-name-boxed"
    };
    tr_args(id, &[("size", crate::i18n::Arg::from(kind.size))])
}

/// A constraint puzzle's name in the interface's language: "Kropki".
pub fn constraint_name(variant: ConstraintVariant) -> String {
    tr(&format!("constraint-name-{}", variant.name()))
}

/// A variant's name in the interface's language: "Killer".
pub fn variant_name(kind: crate::variant::Kind) -> String {
    use crate::variant::Kind;
    tr(match kind {
        Kind::Classic => "variant-name-classic",
        Kind::X => "variant-name-x",
        Kind::Windoku => "variant-name-windoku",
        Kind::Jigsaw => "variant-name-jigsaw",
        Kind::Killer => "variant-name-killer",
    })
}

/// A technique's name in the interface's language (the engine's English name is what the
/// command line and the files use).
pub fn technique_name(technique: Technique) -> String {
    crate::words::technique_name_in(crate::i18n::language(), technique).to_string()
}

/// The key of a digit on the number row (the keypad sends the same keys).
fn digit_key(digit: u8) -> Option<Key> {
    Some(match digit {
        0 => Key::Num0,
        1 => Key::Num1,
        2 => Key::Num2,
        3 => Key::Num3,
        4 => Key::Num4,
        5 => Key::Num5,
        6 => Key::Num6,
        7 => Key::Num7,
        8 => Key::Num8,
        9 => Key::Num9,
        _ => return None,
    })
}

/// The digit a key stands for (`Num0` gives 0).
pub fn digit_of_key(key: Key) -> Option<u8> {
    (0..=9).find(|&d| digit_key(d) == Some(key))
}

impl Command {
    /// The command's name on menus and buttons.
    pub fn label(&self) -> String {
        match self {
            Command::NewGame(level) => level_name(*level),
            Command::NewGameByTechnique(technique) => technique_name(*technique),
            Command::NewGameAtChosenLevel => tr("cmd-new-game"),
            Command::NewVariantGame(_, level) => level_name(*level),
            Command::NewSizedGame(_, level)
            | Command::SizedDaily(_, level)
            | Command::NewConstraintGame(_, level) => level_name(*level),
            Command::SetNewGameLevel(level) => level_name(*level),
            Command::CancelGeneration | Command::CancelLoading | Command::CancelEntering => {
                tr("cmd-cancel")
            }
            Command::StartEnteredPuzzle => tr("cmd-start-entered"),
            Command::ClearEnteredPuzzle => tr("cmd-clear-entered"),
            Command::Open => tr("cmd-open"),
            Command::OpenFile(path) => super::file_name(path),
            Command::ClearRecentFiles => tr("cmd-clear-recent"),
            Command::Save => tr("cmd-save"),
            Command::Export(kind) => kind.label(),
            Command::NextPuzzle => tr("cmd-next-puzzle"),
            Command::TogglePicker => tr("cmd-picker"),
            Command::PlayFromCollection(index) => tr_args(
                "cmd-play-from-collection",
                &[("number", (index + 1).into())],
            ),
            Command::Restart => tr("cmd-restart"),
            Command::Reveal => tr("cmd-reveal"),
            Command::TogglePause => tr("cmd-pause"),
            Command::Quit => tr("cmd-quit"),
            Command::Undo => tr("cmd-undo"),
            Command::Redo => tr("cmd-redo"),
            Command::RewindToCorrect => tr("cmd-rewind"),
            Command::Copy => tr("cmd-copy"),
            Command::Paste | Command::PasteText(_) => tr("cmd-paste"),
            Command::CopyLink => tr("cmd-copy-link"),
            Command::CopySiteLink(LinkSite::Fpuzzles) => tr("cmd-copy-fpuzzles-link"),
            Command::CopySiteLink(LinkSite::Sudokupad) => tr("cmd-copy-sudokupad-link"),
            Command::OpenLink(_) => tr("cmd-open-link"),
            Command::SetWebAddress(_) => tr("win-web-address"),
            Command::FillCandidates => tr("cmd-fill-candidates"),
            Command::ClearNotes => tr("cmd-clear-notes"),
            Command::Digit(_) => tr("cmd-digit"),
            Command::NoteDigit(_) => tr("cmd-note-digit"),
            Command::Erase => tr("cmd-erase"),
            Command::ToggleNotesMode => tr("cmd-notes-mode"),
            Command::Hint => tr("cmd-hint"),
            Command::Check => tr("cmd-check"),
            Command::CloseSizedGame => tr("cmd-close-sized"),
            Command::Read(reading) => tr(reading.message_id()),
            Command::Move(_) => tr("cmd-move"),
            Command::Select(_) => tr("cmd-select"),
            Command::SelectAndToggleNotes(_) => tr("cmd-select-and-notes"),
            Command::Toolkit(ToolkitCommand::ToggleSelect(_)) => tr("cmd-toggle-select"),
            Command::Toolkit(ToolkitCommand::StartDragSelection(_))
            | Command::Toolkit(ToolkitCommand::ExtendSelection(_)) => tr("cmd-drag-select"),
            Command::Toolkit(ToolkitCommand::SelectAll) => tr("cmd-select-all"),
            Command::Toolkit(ToolkitCommand::SetMode(mode)) => mode_label(*mode),
            Command::Toolkit(ToolkitCommand::CycleMode) => tr("cmd-cycle-mode"),
            Command::Toolkit(ToolkitCommand::ToggleCornerMode) => tr("cmd-corner-mode"),
            Command::Toolkit(ToolkitCommand::ToggleColourMode) => tr("cmd-colour-mode"),
            Command::Toolkit(ToolkitCommand::CornerDigit(_)) => tr("cmd-corner-digit"),
            Command::Toolkit(ToolkitCommand::ColourDigit(_)) => tr("cmd-colour-digit"),
            Command::Toolkit(ToolkitCommand::PaintCandidate { .. }) => tr("cmd-paint-candidate"),
            Command::Toolkit(ToolkitCommand::AddCheckpoint) => tr("cmd-add-checkpoint"),
            Command::Toolkit(ToolkitCommand::GoToCheckpoint(index)) => {
                tr_args("cmd-go-to-checkpoint", &[("number", (index + 1).into())])
            }
            Command::Toolkit(ToolkitCommand::RemoveCheckpoint(_)) => tr("cmd-remove-checkpoint"),
            Command::Dismiss => tr("cmd-dismiss"),
            Command::Toggle(toggle) => tr(toggle.message_id()),
            Command::SetTheme(theme) => theme.label(),
            Command::SetLanguage(choice) => choice.label(),
            Command::ZoomIn => tr("cmd-zoom-in"),
            Command::ZoomOut => tr("cmd-zoom-out"),
            Command::ZoomReset => tr("cmd-zoom-reset"),
            Command::ShowShortcuts => tr("cmd-shortcuts"),
            Command::ShowHowToPlay => tr("cmd-how-to-play"),
            Command::DailyPuzzle(_, level) => level_name(*level),
            Command::Statistics(StatisticsCommand::ToggleWindow) => tr("cmd-statistics"),
            Command::AllSteps(AllStepsCommand::Apply) => tr("cmd-apply-step"),
            Command::AllSteps(_) => tr("cmd-all-steps"),
            Command::Replay(ReplayCommand::ToggleWindow) => tr("cmd-replay"),
            Command::Replay(ReplayCommand::PlayPause) => tr("cmd-replay-play"),
            Command::Replay(ReplayCommand::StepBack) => tr("cmd-replay-back"),
            Command::Replay(ReplayCommand::StepForward) => tr("cmd-replay-forward"),
            Command::Replay(ReplayCommand::ToStart) => tr("cmd-replay-start"),
            Command::Replay(ReplayCommand::ToEnd) => tr("cmd-replay-end"),
            Command::Replay(ReplayCommand::Speed(speed)) => {
                tr_args("cmd-replay-speed", &[("speed", (*speed as usize).into())])
            }
            Command::Replay(ReplayCommand::Seek(_)) => tr("cmd-replay-seek"),
            Command::Replay(ReplayCommand::Export) => tr("cmd-replay-export"),
            Command::Statistics(StatisticsCommand::Export) => tr("cmd-export-statistics"),
            Command::Statistics(StatisticsCommand::ShowLevel(level)) => level_name(*level),
            Command::Statistics(StatisticsCommand::ShowVariant(crate::variant::Kind::Classic)) => {
                tr("cmd-statistics-classic")
            }
            Command::Statistics(StatisticsCommand::ShowVariant(kind)) => variant_name(*kind),
            Command::Statistics(StatisticsCommand::ShowSize(kind)) => sized_name(*kind),
            Command::Statistics(StatisticsCommand::Month(delta)) if *delta < 0 => {
                tr("cmd-month-before")
            }
            Command::Statistics(StatisticsCommand::Month(_)) => tr("cmd-month-after"),
            Command::ConfirmYes => tr("cmd-yes"),
            Command::ConfirmNo => tr("cmd-cancel"),
            Command::CloseWin => tr("cmd-close"),
            Command::DismissNotices => tr("cmd-dismiss-notices"),
            Command::SolvePath(SolvePathCommand::ToggleWindow) => tr("cmd-solve-path"),
            Command::SolvePath(SolvePathCommand::From(PathOrigin::Start)) => {
                tr("cmd-path-from-start")
            }
            Command::SolvePath(SolvePathCommand::From(PathOrigin::Position)) => {
                tr("cmd-path-from-position")
            }
            Command::SolvePath(SolvePathCommand::Select(index)) => {
                tr_args("cmd-path-step", &[("number", (index + 1).into())])
            }
            Command::SolvePath(SolvePathCommand::Back) => tr("cmd-path-back"),
            Command::SolvePath(SolvePathCommand::Forward) => tr("cmd-path-forward"),
            // The step's number in the label: the board shows the position before the
            // step, so "up to here" read as stopping short of it.
            Command::SolvePath(SolvePathCommand::ApplyTo(index)) => {
                tr_args("cmd-apply-path", &[("number", (index + 1).into())])
            }
            Command::Techniques(TechniquesCommand::ToggleWindow) => tr("cmd-techniques"),
            Command::Techniques(TechniquesCommand::ShowVariant(kind)) => variant_name(*kind),
            Command::Techniques(TechniquesCommand::Choose(_, technique)) => {
                technique_name(*technique)
            }
            Command::Techniques(TechniquesCommand::Practise(..)) => tr("cmd-practise"),
            Command::Techniques(TechniquesCommand::NextPractice) => tr("cmd-next-practice"),
            Command::Techniques(TechniquesCommand::StopPractice) => tr("cmd-stop-practice"),
            Command::Print(PrintCommand::ToggleWindow) | Command::Print(PrintCommand::Print) => {
                tr("cmd-print")
            }
            Command::Print(PrintCommand::SetChoices(_)) => tr("cmd-print-choices"),
            Command::Print(PrintCommand::PrintTo(path)) => {
                tr_args("cmd-print-to", &[("file", super::file_name(path).into())])
            }
            Command::Print(PrintCommand::Cancel) => tr("cmd-cancel"),
            Command::Setter(command) => command.label(),
            Command::Highlight(HighlightCommand::Toggle(CellFilter::Candidate(digit))) => {
                tr_args("cmd-highlight-candidate", &[("digit", (*digit).into())])
            }
            Command::Highlight(HighlightCommand::Toggle(CellFilter::CandidateCount(count))) => {
                tr_args("cmd-highlight-count", &[("count", (*count).into())])
            }
            Command::Highlight(HighlightCommand::MoreCandidates) => tr("cmd-highlight-more"),
            Command::Highlight(HighlightCommand::Clear) => tr("cmd-highlight-clear"),
        }
    }

    /// The keys that run the command, most usual first.
    pub fn shortcuts(&self) -> Vec<KeyboardShortcut> {
        match self {
            Command::NewGameAtChosenLevel => vec![command(Key::N)],
            Command::Open => vec![command(Key::O)],
            Command::Save => vec![command(Key::S)],
            Command::Print(PrintCommand::ToggleWindow) => vec![command(Key::P)],
            Command::TogglePause => vec![plain(Key::P)],
            Command::Quit => vec![command(Key::Q)],
            Command::Undo => vec![command(Key::Z)],
            Command::Redo => vec![
                command(Key::Y),
                KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::Z),
            ],
            Command::Copy => vec![command(Key::C)],
            Command::Paste => vec![command(Key::V)],
            Command::Digit(digit) => digit_key(*digit).map(plain).into_iter().collect(),
            Command::NoteDigit(digit) => digit_key(*digit).map(shifted).into_iter().collect(),
            Command::Erase => vec![plain(Key::Delete), plain(Key::Backspace), plain(Key::Num0)],
            Command::ToggleNotesMode => vec![plain(Key::N)],
            Command::Hint => vec![plain(Key::H)],
            Command::Check => vec![plain(Key::C)],
            Command::Read(reading) => vec![alt(reading.key())],
            Command::Move(direction) => vec![plain(direction.key())],
            Command::Dismiss => vec![plain(Key::Escape)],
            Command::ZoomIn => vec![command(Key::Plus), command(Key::Equals)],
            Command::ZoomOut => vec![command(Key::Minus)],
            Command::ZoomReset => vec![command(Key::Num0)],
            Command::ShowShortcuts => vec![plain(Key::F1), plain(Key::Questionmark)],
            Command::SolvePath(SolvePathCommand::ToggleWindow) => vec![command(Key::L)],
            Command::SolvePath(SolvePathCommand::Back) => vec![plain(Key::PageUp)],
            Command::SolvePath(SolvePathCommand::Forward) => vec![plain(Key::PageDown)],
            Command::Techniques(TechniquesCommand::ToggleWindow) => vec![command(Key::T)],
            Command::AllSteps(AllStepsCommand::ToggleWindow) => vec![shifted(Key::H)],
            Command::Replay(ReplayCommand::ToggleWindow) => vec![shifted(Key::R)],
            Command::Toolkit(ToolkitCommand::SelectAll) => vec![command(Key::A)],
            Command::Toolkit(ToolkitCommand::CycleMode) => vec![plain(Key::Space)],
            Command::Toolkit(ToolkitCommand::ToggleCornerMode) => vec![plain(Key::M)],
            Command::Toolkit(ToolkitCommand::ToggleColourMode) => vec![plain(Key::B)],
            Command::Toolkit(ToolkitCommand::CornerDigit(digit)) => {
                digit_key(*digit).map(command).into_iter().collect()
            }
            Command::Toolkit(ToolkitCommand::ColourDigit(colour)) => {
                digit_key(*colour).map(alt).into_iter().collect()
            }
            Command::Toolkit(ToolkitCommand::AddCheckpoint) => vec![command(Key::M)],
            // Alt is the colours' and Shift the candidates', so both: the candidate's cells.
            Command::Highlight(HighlightCommand::Toggle(CellFilter::Candidate(digit))) => {
                digit_key(*digit)
                    .map(|key| KeyboardShortcut::new(Modifiers::ALT.plus(Modifiers::SHIFT), key))
                    .into_iter()
                    .collect()
            }
            Command::Highlight(HighlightCommand::Toggle(CellFilter::BIVALUE)) => {
                vec![plain(Key::X)]
            }
            Command::Highlight(HighlightCommand::MoreCandidates) => vec![shifted(Key::X)],
            _ => Vec::new(),
        }
    }

    /// The tooltip of the command's button: what it does and its keys.
    pub fn tooltip(&self, ctx: &egui::Context) -> String {
        match self.shortcut_text(ctx) {
            Some(keys) => format!("{} ({keys})", self.description()),
            None => self.description(),
        }
    }

    /// The command's keys as the platform writes them, named in the interface's language
    /// ("Ctrl+Z or Ctrl+Shift+Z"), if any.
    pub fn shortcut_text(&self, ctx: &egui::Context) -> Option<String> {
        let shortcuts = self.shortcuts();
        (!shortcuts.is_empty()).then(|| {
            super::key_names::either(
                shortcuts
                    .iter()
                    .map(|shortcut| super::key_names::shortcut_text(ctx, shortcut)),
            )
        })
    }

    /// The first shortcut as the platform writes it, for a menu item's right-hand side.
    pub fn menu_shortcut_text(&self, ctx: &egui::Context) -> Option<String> {
        self.shortcuts()
            .first()
            .map(|shortcut| super::key_names::shortcut_text(ctx, shortcut))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tooltips_name_the_shortcut() {
        let ctx = egui::Context::default();
        assert!(Command::Hint.tooltip(&ctx).ends_with("(H)"));
        assert!(Command::Restart.tooltip(&ctx).ends_with("undone)"));
        assert_eq!(digit_of_key(Key::Num7), Some(7));
        assert_eq!(digit_of_key(Key::A), None);
    }
}
