//! The native file dialogs, kept to one thin function so the rest of the app (and its
//! tests) deal only in paths.

use std::path::{Path, PathBuf};

/// Which dialog to show.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Dialog {
    /// Choose a save or puzzle file to open.
    Open,
    /// Choose where to save the game.
    Save,
}

/// Shows a native file dialog and returns the chosen path, or `None` when the player
/// cancels (or no dialog can be shown).
pub fn choose_path(dialog: Dialog, start: Option<&Path>) -> Option<PathBuf> {
    let mut picker = rfd::FileDialog::new();
    if let Some(dir) = start.and_then(Path::parent) {
        picker = picker.set_directory(dir);
    }
    match dialog {
        Dialog::Open => picker
            .set_title("Open a game or puzzle")
            .add_filter("Nonet games and puzzles", &["nonet", "txt", "sdk", "sdm"])
            .add_filter("All files", &["*"])
            .pick_file(),
        Dialog::Save => {
            let name = start
                .and_then(Path::file_name)
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_else(|| "puzzle.nonet".to_string());
            picker
                .set_title("Save the game")
                .add_filter("Nonet game", &["nonet"])
                .set_file_name(name)
                .save_file()
        }
    }
}
