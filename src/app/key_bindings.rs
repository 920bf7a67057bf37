//! Keys to commands: every key binding the command table gives, and the command a pressed
//! key runs.

use super::command::{
    AllStepsCommand, CellFilter, Command, Direction, HighlightCommand, PrintCommand, Reading,
    ReplayCommand, SolvePathCommand, TechniquesCommand, ToolkitCommand,
};
use egui::{Key, KeyboardShortcut, Modifiers};

/// Commands reached by keys: the digits, notes and moves one per key, the rest once.
pub(super) fn keyed_commands() -> Vec<Command> {
    let mut commands = vec![
        Command::NewGameAtChosenLevel,
        Command::Open,
        Command::Save,
        Command::Print(PrintCommand::ToggleWindow),
        Command::TogglePause,
        Command::Quit,
        Command::Undo,
        Command::Redo,
        Command::Erase,
        Command::ToggleNotesMode,
        Command::Hint,
        Command::Check,
        Command::Dismiss,
        Command::ZoomIn,
        Command::ZoomOut,
        Command::ZoomReset,
        Command::ShowShortcuts,
        Command::SolvePath(SolvePathCommand::ToggleWindow),
        Command::SolvePath(SolvePathCommand::Back),
        Command::SolvePath(SolvePathCommand::Forward),
        Command::Techniques(TechniquesCommand::ToggleWindow),
        Command::AllSteps(AllStepsCommand::ToggleWindow),
        Command::Replay(ReplayCommand::ToggleWindow),
        Command::Toolkit(ToolkitCommand::SelectAll),
        Command::Toolkit(ToolkitCommand::CycleMode),
        Command::Toolkit(ToolkitCommand::ToggleCornerMode),
        Command::Toolkit(ToolkitCommand::ToggleColourMode),
        Command::Toolkit(ToolkitCommand::AddCheckpoint),
        Command::Highlight(HighlightCommand::Toggle(CellFilter::BIVALUE)),
        Command::Highlight(HighlightCommand::MoreCandidates),
    ];
    commands.extend((1..=9).map(Command::Digit));
    commands.extend((1..=9).map(Command::NoteDigit));
    commands.extend((1..=9).map(|d| Command::Toolkit(ToolkitCommand::CornerDigit(d))));
    commands.extend((0..=9).map(|d| Command::Toolkit(ToolkitCommand::ColourDigit(d))));
    commands.extend(
        (1..=9).map(|d| Command::Highlight(HighlightCommand::Toggle(CellFilter::Candidate(d)))),
    );
    commands.extend(Direction::ALL.map(Command::Move));
    commands.extend(Reading::ALL.map(Command::Read));
    commands
}

/// Keys whose symbol needs Shift on common layouts, so Shift is not held against them.
fn symbol_key(key: Key) -> bool {
    matches!(
        key,
        Key::Questionmark | Key::Plus | Key::Equals | Key::Minus
    )
}

/// Every key binding from the table, the ones with more modifiers first, so that
/// Ctrl+Shift+Z is tried before Ctrl+Z.
pub fn key_bindings() -> Vec<(KeyboardShortcut, Command)> {
    let mut bindings: Vec<(KeyboardShortcut, Command)> = keyed_commands()
        .into_iter()
        .flat_map(|command| {
            command
                .shortcuts()
                .into_iter()
                .map(move |shortcut| (shortcut, command.clone()))
        })
        .collect();
    bindings.sort_by_key(|(shortcut, _)| {
        let m = shortcut.modifiers;
        std::cmp::Reverse(u8::from(m.command) + u8::from(m.shift) + u8::from(m.alt))
    });
    bindings
}

/// The command bound to a key pressed with `modifiers`, if any. Copy and Paste are not
/// here: the window system turns their keys into clipboard events (see `input.rs`).
pub fn command_for_key(
    bindings: &[(KeyboardShortcut, Command)],
    key: Key,
    modifiers: Modifiers,
) -> Option<Command> {
    bindings
        .iter()
        .find(|(shortcut, _)| {
            shortcut.logical_key == key
                && (modifiers.matches_exact(shortcut.modifiers)
                    || (symbol_key(key) && modifiers.matches_logically(shortcut.modifiers)))
        })
        .map(|(_, command)| command.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_runs_one_command_and_the_most_specific_wins() {
        let bindings = key_bindings();
        let find = |key, modifiers| command_for_key(&bindings, key, modifiers);
        assert_eq!(find(Key::Z, Modifiers::COMMAND), Some(Command::Undo));
        assert_eq!(
            find(Key::Z, Modifiers::COMMAND | Modifiers::SHIFT),
            Some(Command::Redo)
        );
        assert_eq!(find(Key::Num5, Modifiers::NONE), Some(Command::Digit(5)));
        assert_eq!(
            find(Key::Num5, Modifiers::SHIFT),
            Some(Command::NoteDigit(5))
        );
        assert_eq!(find(Key::Num0, Modifiers::NONE), Some(Command::Erase));
        assert_eq!(
            find(Key::Num0, Modifiers::COMMAND),
            Some(Command::ZoomReset)
        );
        assert_eq!(
            find(Key::N, Modifiers::NONE),
            Some(Command::ToggleNotesMode)
        );
        assert_eq!(
            find(Key::N, Modifiers::COMMAND),
            Some(Command::NewGameAtChosenLevel)
        );
        assert_eq!(
            find(Key::Questionmark, Modifiers::SHIFT),
            Some(Command::ShowShortcuts)
        );
        assert_eq!(find(Key::H, Modifiers::ALT), None);
        // Alt+Shift+digit highlights a candidate's cells; Alt+digit still paints.
        assert_eq!(
            find(Key::Num5, Modifiers::ALT | Modifiers::SHIFT),
            Some(Command::Highlight(HighlightCommand::Toggle(
                CellFilter::Candidate(5)
            )))
        );
        assert_eq!(
            find(Key::Num5, Modifiers::ALT),
            Some(Command::Toolkit(ToolkitCommand::ColourDigit(5)))
        );
        assert_eq!(
            find(Key::X, Modifiers::NONE),
            Some(Command::Highlight(HighlightCommand::Toggle(
                CellFilter::BIVALUE
            )))
        );
        assert_eq!(
            find(Key::X, Modifiers::SHIFT),
            Some(Command::Highlight(HighlightCommand::MoreCandidates))
        );
        // No two commands claim the same keys.
        for (i, (a, _)) in bindings.iter().enumerate() {
            for (b, _) in &bindings[i + 1..] {
                assert!(a != b, "{a:?} is bound twice");
            }
        }
    }
}
