//! The second half of the command table: what each command does, in a sentence, for
//! tooltips, menus and the shortcuts sheet (`command.rs` holds the commands, their labels
//! and their keys).

use super::command::{Command, Toggle};
use super::solve_path::PathOrigin;
use crate::game::InputMode;

impl Command {
    /// What the command does, in a sentence, for tooltips and the shortcuts sheet.
    pub fn description(&self) -> String {
        match self {
            Command::NewGame(level) => format!("Start a new {level} puzzle"),
            Command::NewGameAtChosenLevel => "Start a new puzzle at the chosen level".into(),
            Command::SetNewGameLevel(_) => "Difficulty of the next new game".into(),
            Command::CancelGeneration => "Stop making the new puzzle".into(),
            Command::CancelLoading => "Stop reading the file".into(),
            Command::EnterPuzzle => "Type in a puzzle from a book or a friend".into(),
            Command::StartEnteredPuzzle => {
                "Check the puzzle has exactly one solution and play it".into()
            }
            Command::ClearEnteredPuzzle => "Remove every given".into(),
            Command::CancelEntering => "Back to the current game".into(),
            Command::Open => "Open a saved game or a puzzle file".into(),
            Command::OpenFile(path) => path.display().to_string(),
            Command::ClearRecentFiles => "Forget the recently used files".into(),
            Command::Save => "Save this game".into(),
            Command::Export(kind) => format!("Write the puzzle as {}", kind.label()),
            Command::NextPuzzle => "Play the next puzzle of the collection".into(),
            Command::TogglePicker => "Show the list of the collection's puzzles".into(),
            Command::PlayFromCollection(_) => "Play this puzzle of the collection".into(),
            Command::Restart => "Clear all entries and notes (can be undone)".into(),
            Command::Reveal => "Show the solution (asks first; can be undone)".into(),
            Command::TogglePause => "Pause the game and hide the board, or resume".into(),
            Command::Quit => "Close Nonet (the game is autosaved)".into(),
            Command::Undo => "Take back the last move".into(),
            Command::Redo => "Do again the move taken back".into(),
            Command::RewindToCorrect => {
                "Take back moves until no entry is wrong, to just before the first wrong one (Redo brings them back)"
                    .into()
            }
            Command::Copy => "Copy the puzzle as an 81-character line".into(),
            Command::Paste | Command::PasteText(_) => {
                "Play a puzzle from the clipboard (any format Nonet reads)".into()
            }
            Command::FillCandidates => {
                "Write every possible digit into the notes of every empty cell".into()
            }
            Command::ClearNotes => "Remove all notes".into(),
            Command::Digit(digit) => format!("Enter {digit} in the selected cell"),
            Command::NoteDigit(digit) => {
                format!("Write or remove the note {digit} without switching to notes mode")
            }
            Command::Erase => "Erase the selected cell".into(),
            Command::ToggleNotesMode => "Notes mode: digits become pencil marks".into(),
            Command::Hint => {
                "Show the next logical step, a little more with each press; the last press applies it"
                    .into()
            }
            Command::Check => "Mark the entries that are wrong".into(),
            Command::Move(_) => "Move around the board; it wraps at the edges".into(),
            Command::Select(_) => "Click a cell".into(),
            Command::SelectAndToggleNotes(_) => {
                "Right-click a cell: select it and switch notes mode on or off".into()
            }
            Command::ToggleSelect(_) => {
                "Ctrl+click a cell: add it to the selection, or take it out".into()
            }
            Command::StartDragSelection(_) | Command::ExtendSelection(_) => {
                "Drag across cells to select them all; a digit, mark or colour then goes into every one".into()
            }
            Command::SelectAll => "Select every cell of the board".into(),
            Command::SetMode(mode) => mode_description(*mode).into(),
            Command::CycleMode => "Go on to the next mode: digit, candidate, corner, colour".into(),
            Command::ToggleCornerMode => {
                "Corner mode: digits become corner marks (this digit goes in one of these cells of the box)".into()
            }
            Command::ToggleColourMode => {
                "Colour mode: keys 1-9 paint the selected cells, 0 takes the colour away".into()
            }
            Command::CornerDigit(digit) => {
                format!("Write or remove the corner mark {digit} without switching modes")
            }
            Command::ColourDigit(0) => "Take the colour off the selected cells".into(),
            Command::ColourDigit(colour) => format!(
                "Paint the selected cells {} without switching modes",
                super::cell_colours::name(*colour)
            ),
            Command::PaintCandidate { .. } => {
                "In colour mode, Alt+click a candidate to paint it in the last colour used; again to take it away".into()
            }
            Command::AddCheckpoint => {
                "Remember this position, to come back to it if a line of thought goes wrong".into()
            }
            Command::GoToCheckpoint(_) => {
                "Put the board back as it was at the checkpoint (Undo brings your moves back)".into()
            }
            Command::RemoveCheckpoint(_) => "Forget this checkpoint".into(),
            Command::Dismiss => {
                "Hide the hint and the check marks, clear a selection of several cells, or close a window".into()
            }
            Command::Toggle(toggle) => match toggle {
                Toggle::ShowMistakes => {
                    "Mark entries that disagree with the solution straight away"
                }
                Toggle::ShowClashes => "Mark digits that repeat in a row, column or box",
                Toggle::ClearPeerNotes => {
                    "Entering a digit removes it from the notes of its row, column and box"
                }
                Toggle::HighlightPeers => "Tint the row, column and box of the selected cell",
                Toggle::HighlightSameDigit => "Tint every cell and note with the selected digit",
                Toggle::HintTiers => {
                    "Hint first says where to look, then names the technique and its cells, then explains it; the next press applies it"
                }
                Toggle::Coordinates => {
                    "Label the rows r1-r9 and the columns c1-c9 beside the board, so a cell a hint names (r3c5) is easy to find"
                }
                Toggle::LiveCandidates => {
                    "Every empty cell always shows the digits its row, column and box allow, less the ones you strike out; erasing a digit brings back what it ruled out"
                }
                Toggle::CentredCandidates => {
                    "Write candidates in a line in the middle of the cell, as the modern solving apps do, instead of a 3x3 grid"
                }
                Toggle::DigitFirst => {
                    "Choose a digit on the pad or with its key first, then click each cell it goes in (in notes mode, each cell it is noted in)"
                }
                Toggle::PreferMinimal => {
                    "New games have no clue to spare: each one is needed for the single solution, so there are fewer clues than the level usually gives"
                }
            }
            .into(),
            Command::SetTheme(_) => "Colour theme".into(),
            Command::ZoomIn => "Make everything larger".into(),
            Command::ZoomOut => "Make everything smaller".into(),
            Command::ZoomReset => "Back to the normal size".into(),
            Command::ShowShortcuts => "List every keyboard shortcut".into(),
            Command::ShowHowToPlay => "The rules and how to use Nonet".into(),
            Command::DailyPuzzle(level) => {
                format!("Play today's {level} puzzle, the same for everyone on this version")
            }
            Command::ToggleStatistics => {
                "Games played, win rates, best and average times, streaks and the daily calendar"
                    .into()
            }
            Command::ExportStatistics => {
                "Write every game in the statistics to a CSV file for a spreadsheet".into()
            }
            Command::StatisticsShowLevel(level) => format!("Plot the last {level} games"),
            Command::StatisticsMonth(_) => "Show another month of daily puzzles".into(),
            Command::ConfirmYes => "Go ahead".into(),
            Command::ConfirmNo => "Keep things as they are".into(),
            Command::CloseWin => "Close this window".into(),
            Command::ToggleSolvePath => {
                "The whole logical solution as a list of steps; choosing one shows the board just before it".into()
            }
            Command::SolvePathFrom(PathOrigin::Start) => {
                "Work the path out from the puzzle's givens".into()
            }
            Command::SolvePathFrom(PathOrigin::Position) => {
                "Work the path out from your entries (and your notes, when you keep all candidates)"
                    .into()
            }
            Command::SolvePathSelect(_) => "Show the board just before this step".into(),
            Command::SolvePathBack => "Show the step before".into(),
            Command::SolvePathForward => "Show the step after".into(),
            Command::ApplySolvePathTo(_) => {
                "Carry out every step up to and including the one shown (Undo takes them back one by one)"
                    .into()
            }
            Command::ToggleTechniques => {
                "What each technique does, an example on a real position, and practice".into()
            }
            Command::ChooseTechnique(technique) => technique.description().into(),
            Command::Practise(technique) => format!(
                "Play positions where the {} is the next step; each move is checked",
                technique.name()
            ),
            Command::NextPractice => "Go on to a new practice position".into(),
            Command::StopPractice => "Stop practising; the position stays as a game".into(),
            Command::TogglePrint => {
                "Print this puzzle, the open collection or new puzzles as a PDF booklet".into()
            }
            Command::SetPrintChoices(_) => "What to print, and how".into(),
            Command::Print => {
                "Choose where to save the booklet as a PDF, then open it in your PDF viewer to print"
                    .into()
            }
            Command::PrintTo(path) => format!("Write the booklet to {}", path.display()),
            Command::CancelPrint => "Stop making the booklet".into(),
        }
    }
}

/// What typing does in an input mode, for the selector's tooltips.
fn mode_description(mode: InputMode) -> &'static str {
    match mode {
        InputMode::Digit => "Digit mode: keys 1-9 enter the digit in the selected cells",
        InputMode::Candidate => {
            "Candidate mode: keys 1-9 write or remove candidates (pencil marks) in the selected cells"
        }
        InputMode::Corner => {
            "Corner mode: keys 1-9 write or remove corner marks: the digit goes in one of the marked cells of the box"
        }
        InputMode::Colour => {
            "Colour mode: keys 1-9 paint the selected cells, 0 takes the colour away; Alt+click paints a candidate"
        }
    }
}
