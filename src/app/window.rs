//! The real window: claiming the data folder (or handing a file to the window that holds
//! it), the viewport, and the threads that watch for later starts and termination signals.

use super::data_dir::DataDir;
use super::{DEFAULT_WINDOW_SIZE, ICON_PNG, MIN_WINDOW_SIZE, Message, NonetApp, said_args};
use crate::game::instance::{self, Claim, Inbox, InstanceLock, Request};
use crate::i18n::Localized;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;

/// How long a later start waits for the window that owns the data folder to take its file.
const HANDOVER_WAIT: Duration = Duration::from_secs(3);

/// How often the window looks for files handed over by later starts.
const INBOX_POLL: Duration = Duration::from_millis(250);

/// Opens the Nonet window: `file` (a save or a puzzle) if given, else the last game
/// resumed from the autosave, else a new Medium puzzle. When a Nonet window already runs on
/// the same data folder, `file` is handed to it instead and no second window opens; if that
/// window does not answer, this one opens without writing to the folder, and says so.
pub fn run(file: Option<PathBuf>) -> Result<(), eframe::Error> {
    let mut data = DataDir::platform();
    let mut note = None;
    // Held until the window closes: the operating system releases it when the process ends.
    let mut lock = None;
    if let Some(dir) = data.path().map(Path::to_path_buf) {
        match instance::claim(&dir, file.as_deref(), HANDOVER_WAIT) {
            Ok(Claim::First(held)) => lock = Some(held),
            Ok(Claim::Handed) => {
                eprintln!("{}", crate::i18n::tr("cli-handed-over"));
                return Ok(());
            }
            Err(error) => {
                data = data.read_only();
                // Worded once the app has set the player's language (see below).
                note = Some(error);
            }
        }
    }
    let inbox = lock.as_ref().map(InstanceLock::inbox);
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("Nonet")
        .with_app_id("nonet")
        .with_inner_size(DEFAULT_WINDOW_SIZE)
        .with_min_inner_size(MIN_WINDOW_SIZE);
    if let Ok(icon) = eframe::icon_data::from_png_bytes(ICON_PNG) {
        viewport = viewport.with_icon(icon);
    }
    let options = eframe::NativeOptions {
        viewport,
        ..Default::default()
    };
    // The window system can end the window under eframe (a destroyed X11 window makes winit
    // panic). Unwinding drops the app, whose `Drop` saves the game; the panic ends here.
    let run = std::panic::AssertUnwindSafe(move || {
        eframe::run_native(
            "Nonet",
            options,
            Box::new(move |cc| {
                close_on_termination_signals(&cc.egui_ctx);
                let mut app = NonetApp::new(&cc.egui_ctx, data, file);
                if let Some(inbox) = inbox {
                    app.other_starts = Some(watch_inbox(inbox, cc.egui_ctx.clone()));
                }
                if let Some(error) = note {
                    app.warn(Message::error(said_args(
                        "win-read-only",
                        &[("error", crate::i18n::Arg::from(error.localized()))],
                    )));
                }
                Ok(Box::new(app))
            }),
        )
    });
    let result = std::panic::catch_unwind(run).unwrap_or_else(|_| {
        eprintln!("nonet: the window was ended by the window system; the game was saved");
        Ok(())
    });
    drop(lock);
    result
}

/// Watches the data folder's inbox on a thread of its own (an idle window draws no frames
/// to look from) and passes what arrives to the window, waking it. The thread ends with the
/// window, when the receiver is gone.
fn watch_inbox(inbox: Inbox, ctx: egui::Context) -> mpsc::Receiver<Request> {
    let (sender, receiver) = mpsc::channel();
    let watch = move || {
        loop {
            std::thread::sleep(INBOX_POLL);
            let requests = inbox.take();
            if requests.is_empty() {
                continue;
            }
            for request in requests {
                if sender.send(request).is_err() {
                    return;
                }
            }
            ctx.request_repaint();
        }
    };
    if let Err(error) = std::thread::Builder::new()
        .name("nonet-inbox".into())
        .spawn(watch)
    {
        eprintln!("nonet: cannot watch for other starts ({error}); they will wait and give up");
    }
    receiver
}

/// Closes the window the ordinary way on SIGINT and SIGTERM (Ctrl+C in a terminal, `kill`,
/// a session ending), so the game is autosaved as on any other close.
fn close_on_termination_signals(ctx: &egui::Context) {
    let ctx = ctx.clone();
    let handler = move || {
        ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        ctx.request_repaint();
    };
    if let Err(error) = ctrlc::set_handler(handler) {
        eprintln!(
            "nonet: cannot watch for termination signals ({error}); the game is still saved on close"
        );
    }
}
