//! The keyboard shortcuts sheet: its sections and rows, built from the command table so a
//! command's keys are written once.

use super::command::ToolkitCommand;
use super::command::{
    AllStepsCommand, CellFilter, Command, Direction, HighlightCommand, PrintCommand, Reading,
    ReplayCommand, SolvePathCommand, TechniquesCommand, plain,
};
use crate::i18n::tr;

/// One line of the shortcuts sheet: what to do and how.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SheetRow {
    /// What the keys do.
    pub what: String,
    /// The keys, as the platform writes them.
    pub keys: String,
}

/// The sheet's sections: a heading (its message id) and the commands it lists. Digits, notes and moves stand
/// for their whole family.
pub const SHEET: [(&str, &[Command]); 7] = [
    (
        "win-sheet-playing",
        &[
            Command::Digit(1),
            Command::Digit(10),
            Command::NoteDigit(1),
            Command::Erase,
            Command::Move(Direction::Up),
            Command::Hint,
            Command::Check,
            Command::Dismiss,
        ],
    ),
    (
        "win-sheet-marks",
        &[
            Command::ToggleNotesMode,
            Command::Toolkit(ToolkitCommand::ToggleCornerMode),
            Command::Toolkit(ToolkitCommand::ToggleColourMode),
            Command::Toolkit(ToolkitCommand::CycleMode),
            Command::Toolkit(ToolkitCommand::CornerDigit(1)),
            Command::Toolkit(ToolkitCommand::ColourDigit(1)),
            Command::Toolkit(ToolkitCommand::SelectAll),
            Command::Toolkit(ToolkitCommand::AddCheckpoint),
        ],
    ),
    (
        "win-sheet-reading",
        &[
            Command::Read(Reading::Row),
            Command::Read(Reading::Column),
            Command::Read(Reading::Box),
            Command::Read(Reading::EmptyCells),
            Command::Read(Reading::DigitCounts),
            Command::Read(Reading::Time),
        ],
    ),
    (
        "win-sheet-game",
        &[
            Command::NewGameAtChosenLevel,
            Command::Open,
            Command::Save,
            Command::Print(PrintCommand::ToggleWindow),
            Command::TogglePause,
            Command::Replay(ReplayCommand::ToggleWindow),
            Command::Quit,
        ],
    ),
    (
        "win-sheet-edit",
        &[Command::Undo, Command::Redo, Command::Copy, Command::Paste],
    ),
    (
        "win-sheet-learning",
        &[
            Command::SolvePath(SolvePathCommand::ToggleWindow),
            Command::SolvePath(SolvePathCommand::Back),
            Command::SolvePath(SolvePathCommand::Forward),
            Command::Techniques(TechniquesCommand::ToggleWindow),
            Command::AllSteps(AllStepsCommand::ToggleWindow),
        ],
    ),
    (
        "win-sheet-view",
        &[
            Command::Highlight(HighlightCommand::Toggle(CellFilter::Candidate(1))),
            Command::Highlight(HighlightCommand::Toggle(CellFilter::BIVALUE)),
            Command::Highlight(HighlightCommand::MoreCandidates),
            Command::ZoomIn,
            Command::ZoomOut,
            Command::ZoomReset,
            Command::ShowShortcuts,
        ],
    ),
];

/// The sheet's row for a command.
pub fn sheet_row(command: &Command, ctx: &egui::Context) -> SheetRow {
    let family = |first: &Command, last: &Command| {
        let first = first.menu_shortcut_text(ctx).unwrap_or_default();
        let last = last.menu_shortcut_text(ctx).unwrap_or_default();
        format!("{first} … {last}")
    };
    let (what, keys) = match command {
        // On grids of another size, 10 to 16 are letters (see `input.rs`).
        Command::Digit(10..) => {
            let key = |modifiers, key| {
                super::key_names::shortcut_text(ctx, &egui::KeyboardShortcut::new(modifiers, key))
            };
            let none = egui::Modifiers::NONE;
            let shift = egui::Modifiers::SHIFT;
            let keys = [
                key(none, egui::Key::A),
                key(none, egui::Key::G),
                key(shift, egui::Key::B),
                key(shift, egui::Key::C),
            ];
            (
                tr("win-sheet-letter-digit"),
                format!("{} … {}, {}, {}", keys[0], keys[1], keys[2], keys[3]),
            )
        }
        Command::Digit(_) => (
            tr("win-sheet-digit"),
            family(&Command::Digit(1), &Command::Digit(9)),
        ),
        Command::Toolkit(ToolkitCommand::CornerDigit(_)) => (
            tr("win-sheet-corner-digit"),
            family(
                &Command::Toolkit(ToolkitCommand::CornerDigit(1)),
                &Command::Toolkit(ToolkitCommand::CornerDigit(9)),
            ),
        ),
        Command::Toolkit(ToolkitCommand::ColourDigit(_)) => (
            tr("win-sheet-colour-digit"),
            family(
                &Command::Toolkit(ToolkitCommand::ColourDigit(0)),
                &Command::Toolkit(ToolkitCommand::ColourDigit(9)),
            ),
        ),
        Command::NoteDigit(_) => (
            tr("win-sheet-note-digit"),
            family(&Command::NoteDigit(1), &Command::NoteDigit(9)),
        ),
        Command::Highlight(HighlightCommand::Toggle(CellFilter::Candidate(_))) => (
            tr("win-sheet-highlight-candidate"),
            family(
                &Command::Highlight(HighlightCommand::Toggle(CellFilter::Candidate(1))),
                &Command::Highlight(HighlightCommand::Toggle(CellFilter::Candidate(9))),
            ),
        ),
        Command::Move(_) => (
            command.description(),
            Direction::ALL
                .map(|d| super::key_names::shortcut_text(ctx, &plain(d.key())))
                .join(" "),
        ),
        _ => (
            command.description(),
            command.shortcut_text(ctx).unwrap_or_default(),
        ),
    };
    SheetRow { what, keys }
}

#[cfg(test)]
mod tests {
    use super::super::key_bindings::keyed_commands;
    use super::*;

    #[test]
    fn the_sheet_lists_every_keyed_command_with_its_keys() {
        let ctx = egui::Context::default();
        let listed: Vec<String> = SHEET
            .iter()
            .flat_map(|(_, commands)| commands.iter())
            .map(std::mem::discriminant)
            .map(|d| format!("{d:?}"))
            .collect();
        for command in keyed_commands() {
            let d = format!("{:?}", std::mem::discriminant(&command));
            assert!(listed.contains(&d), "{command:?} is missing from the sheet");
        }
        for (_, commands) in SHEET {
            for command in commands {
                let row = sheet_row(command, &ctx);
                assert!(!row.keys.is_empty(), "{command:?} has no keys on the sheet");
                assert!(!row.what.is_empty());
            }
        }
        assert_eq!(sheet_row(&Command::Digit(4), &ctx).keys, "1 … 9");
    }
}
