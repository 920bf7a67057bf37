//! `nonet image SAVE --replay`: a save's solve as an animated PNG, drawn by
//! [`nonet::picture::animation`].

use super::Status;
use super::image::{ImageArgs, cannot_draw, is_save, read_save, write};
use super::terminal::{say, shown_path};
use nonet::i18n::tr_args;
use nonet::picture::Colours;
use nonet::picture::animation::{DEFAULT_SPEED, Pace, write_replay};
use std::path::Path;
use std::process::ExitCode;

/// The side of a replay's frames unless `--size` says: small enough to share, and a long
/// game's thousands of frames draw in seconds.
const DEFAULT_SIZE: u32 = 360;

/// Runs `nonet image --replay`.
pub(super) fn run(args: &ImageArgs) -> ExitCode {
    if let Some(message) = refused_output(&args.output) {
        say!("{message}");
        return Status::BadInput.into();
    }
    if !is_save(&args.file) {
        say!(
            "{}",
            tr_args(
                "cli-image-replay-not-save",
                &[("path", shown_path(&args.file).into())]
            )
        );
        return Status::BadInput.into();
    }
    let game = match read_save(&args.file, args.index) {
        Ok(game) => game,
        Err(message) => {
            say!("{message}");
            return Status::BadInput.into();
        }
    };
    let pace = match args.frame_ms {
        Some(ms) => Pace::FrameMs(ms),
        None => Pace::Speed(args.speed.unwrap_or(DEFAULT_SPEED)),
    };
    let colours = Colours::for_dark_mode(args.theme == "dark");
    let size = args.size.unwrap_or(DEFAULT_SIZE);
    let mut bytes = Vec::new();
    if let Err(error) = write_replay(&game, colours, size, pace, &mut bytes) {
        return cannot_draw(&error);
    }
    write(&args.output, &bytes)
}

/// Why the animation cannot be written to `output`, if it cannot: only `.png` holds one.
fn refused_output(output: &Path) -> Option<String> {
    let extension = output
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    let id = match extension.as_deref() {
        Some("png") => return None,
        Some("gif") => "cli-image-replay-gif",
        _ => "cli-image-replay-extension",
    };
    Some(tr_args(id, &[("path", shown_path(output).into())]))
}
