//! The native file dialogs, kept to one thin function so the rest of the app (and its
//! tests) deal only in paths, and a small handle that runs that function off the UI thread.

use crate::i18n::tr;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;
use web_time::Instant;

/// What a board or puzzle can be exported as.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ExportKind {
    /// The givens as one 81-character line.
    Line,
    /// The givens as nine lines of nine digits.
    Grid,
    /// The givens and the puzzle's metadata as a SadMan Sudoku `.sdk` file.
    Sdk,
    /// The position as a 729-character pencilmark line: every digit on the board placed,
    /// each open cell with its notes (or, without notes, every digit its peers allow).
    Pencilmark,
    /// The board as an SVG drawing, for printing.
    Svg,
    /// The board as a PNG image.
    Png,
}

impl ExportKind {
    /// Every kind, in menu order.
    pub const ALL: [ExportKind; 6] = [
        ExportKind::Line,
        ExportKind::Grid,
        ExportKind::Sdk,
        ExportKind::Pencilmark,
        ExportKind::Svg,
        ExportKind::Png,
    ];

    /// The menu entry.
    pub fn label(self) -> String {
        crate::i18n::tr(match self {
            ExportKind::Line => "export-line",
            ExportKind::Grid => "export-grid",
            ExportKind::Sdk => "export-sdk",
            ExportKind::Pencilmark => "export-pencilmark",
            ExportKind::Svg => "export-svg",
            ExportKind::Png => "export-png",
        })
    }

    /// Whether the format can hold a variant's rules (its line or a picture of its board);
    /// the grid, `.sdk` and pencilmark formats hold classic puzzles only.
    pub fn holds_variants(self) -> bool {
        matches!(self, ExportKind::Line | ExportKind::Svg | ExportKind::Png)
    }

    /// The file extension written, without the dot.
    pub fn extension(self) -> &'static str {
        match self {
            ExportKind::Line | ExportKind::Grid | ExportKind::Pencilmark => "txt",
            ExportKind::Sdk => "sdk",
            ExportKind::Svg => "svg",
            ExportKind::Png => "png",
        }
    }
}

/// Which dialog to show.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Dialog {
    /// Choose a save or puzzle file to open.
    Open,
    /// Choose where to save the game.
    Save,
    /// Choose where to export the puzzle or the board.
    Export(ExportKind),
    /// Choose where to write a booklet to print.
    Print,
    /// Choose where to export the statistics as CSV.
    ExportStatistics,
    /// Choose where to write the game's solve as a replay file.
    ExportReplay,
}

/// Shows a native file dialog and returns the chosen path, or `None` when the player
/// cancels (or no dialog can be shown).
#[cfg(not(target_arch = "wasm32"))]
pub fn choose_path(dialog: Dialog, start: Option<&Path>) -> Option<PathBuf> {
    let mut picker = rfd::FileDialog::new();
    if let Some(dir) = start.and_then(Path::parent) {
        picker = picker.set_directory(dir);
    }
    let stem = start.and_then(Path::file_stem).map_or_else(
        || "puzzle".to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    match dialog {
        Dialog::Open => picker
            .set_title(tr("win-dialog-open"))
            .add_filter(
                tr("win-dialog-games-and-puzzles"),
                &["nonet", "txt", "sdk", "sdm", "ss"],
            )
            .add_filter(tr("win-dialog-all-files"), &["*"])
            .pick_file(),
        Dialog::Save => picker
            .set_title(tr("win-dialog-save"))
            .add_filter(tr("win-dialog-game"), &["nonet"])
            .set_file_name(format!("{stem}.nonet"))
            .save_file(),
        Dialog::Export(kind) => picker
            .set_title(tr("win-dialog-export"))
            .add_filter(kind.label().trim_end_matches('…'), &[kind.extension()])
            .set_file_name(format!("{stem}.{}", kind.extension()))
            .save_file(),
        Dialog::Print => picker
            .set_title(tr("win-dialog-print"))
            .add_filter(tr("win-dialog-pdf"), &["pdf"])
            .set_file_name(format!("{stem}.pdf"))
            .save_file(),
        Dialog::ExportStatistics => picker
            .set_title(tr("win-dialog-statistics"))
            .add_filter(tr("win-dialog-csv"), &["csv"])
            .set_file_name("nonet-statistics.csv")
            .save_file(),
        Dialog::ExportReplay => picker
            .set_title(tr("win-dialog-replay"))
            .add_filter(tr("win-dialog-game"), &["nonet"])
            .set_file_name(format!("{stem}.nonet"))
            .save_file(),
    }
}

/// The name a dialog's file is downloaded as in the browser; `None` for Open.
#[cfg(target_arch = "wasm32")]
fn web_download_name(dialog: Dialog, start: Option<&Path>) -> Option<String> {
    let stem = start.and_then(Path::file_stem).map_or_else(
        || "puzzle".to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    match dialog {
        Dialog::Open => None,
        Dialog::Save => Some(format!("{stem}.nonet")),
        Dialog::Export(kind) => Some(format!("{stem}.{}", kind.extension())),
        Dialog::Print => Some(format!("{stem}.pdf")),
        Dialog::ExportStatistics => Some("nonet-statistics.csv".to_string()),
        Dialog::ExportReplay => Some(format!("{stem}.nonet")),
    }
}

/// A dialog answered faster than this was never shown: nobody cancels that quickly.
const NO_DIALOG_WITHIN: Duration = Duration::from_millis(250);

/// What became of a dialog.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum DialogOutcome {
    /// The player chose this path.
    Chosen(PathBuf),
    /// The player closed the dialog.
    Cancelled,
    /// No dialog could be shown (no desktop portal and no zenity, for example).
    Unavailable,
}

/// A file dialog open on its own thread, so the window keeps drawing while it is up.
pub struct PendingDialog {
    /// Which dialog it is.
    pub dialog: Dialog,
    started: Instant,
    answer: Receiver<Option<PathBuf>>,
}

impl PendingDialog {
    /// Shows `dialog` on a background thread.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn show(dialog: Dialog, start: Option<PathBuf>) -> PendingDialog {
        let (sender, answer) = mpsc::channel();
        // The language is per thread: the dialog's thread speaks the window's.
        let language = crate::i18n::language();
        // When no thread can be made the sender is dropped at once, and the closed
        // channel reports the dialog as unavailable.
        let _ = std::thread::Builder::new()
            .name("nonet-file-dialog".to_string())
            .spawn(move || {
                crate::i18n::set_language(language);
                let _ = sender.send(choose_path(dialog, start.as_deref()));
            });
        PendingDialog {
            dialog,
            started: Instant::now(),
            answer,
        }
    }

    /// Shows the browser's file picker for Open; every other dialog names a download (see
    /// [`crate::web::files::DOWNLOADS`]), since the browser asks where downloads go itself.
    #[cfg(target_arch = "wasm32")]
    pub fn show(dialog: Dialog, start: Option<PathBuf>) -> PendingDialog {
        let (sender, answer) = mpsc::channel();
        match web_download_name(dialog, start.as_deref()) {
            Some(name) => {
                let _ = sender.send(Some(Path::new(crate::web::files::DOWNLOADS).join(name)));
            }
            None => wasm_bindgen_futures::spawn_local(async move {
                let picked = rfd::AsyncFileDialog::new()
                    .set_title(tr("win-dialog-open"))
                    .add_filter(
                        tr("win-dialog-games-and-puzzles"),
                        &["nonet", "txt", "sdk", "sdm", "ss"],
                    )
                    .pick_file()
                    .await;
                let path = match picked {
                    Some(file) => {
                        let bytes = file.read().await;
                        Some(crate::web::files::hold_opened(&file.file_name(), bytes))
                    }
                    None => None,
                };
                let _ = sender.send(path);
            }),
        }
        PendingDialog {
            dialog,
            started: Instant::now(),
            answer,
        }
    }

    /// The outcome once the dialog has closed.
    pub fn poll(&self) -> Option<DialogOutcome> {
        match self.answer.try_recv() {
            Ok(Some(path)) => Some(DialogOutcome::Chosen(path)),
            Ok(None) if self.started.elapsed() < NO_DIALOG_WITHIN => {
                Some(DialogOutcome::Unavailable)
            }
            Ok(None) => Some(DialogOutcome::Cancelled),
            Err(mpsc::TryRecvError::Empty) => None,
            Err(mpsc::TryRecvError::Disconnected) => Some(DialogOutcome::Unavailable),
        }
    }
}
