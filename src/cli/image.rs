//! `nonet image`: a picture of one board, as a PNG of an exact size or an SVG, drawn as the
//! app draws it; with `--replay`, a save's solve as an animated PNG
//! ([`nonet::picture::animation`]).

use super::terminal::say;
use super::variant_input::LinePuzzle;
use super::{Item, Status, items, report};
use nonet::game::{Game, SizedGame, is_save_file, is_sized_save_text, write_atomically};
use nonet::i18n::{Localized, tr_args};
use nonet::picture::animation::{DEFAULT_SPEED, Pace, write_replay, write_sized_replay};
use nonet::picture::png::{PngError, to_png};
use nonet::picture::sized::{AnyBoard, SizedPicture};
use nonet::picture::svg::to_svg;
use nonet::picture::{BoardPicture, Colours};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Draw a board as a PNG or SVG image: a puzzle file's first puzzle (or `--index`), or a
/// `.nonet` save's current position with its entries and notes; with `--replay`, a save's
/// moves as an animated PNG.
#[derive(clap::Args)]
pub struct ImageArgs {
    /// A puzzle file in any supported format, or a `.nonet` save.
    file: PathBuf,

    /// Which puzzle of the file, counting from 1.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
    index: u64,

    /// Width and height of a PNG, in pixels (the SVG's size in points): 16 to 8192, so that
    /// the picture is drawn within about half a gigabyte (a replay's within 0.75). 600 by
    /// default, 360 with --replay.
    #[arg(long, value_parser = clap::value_parser!(u32).range(16..=MAX_SIZE))]
    size: Option<u32>,

    /// The colours: light or dark.
    #[arg(long, default_value = "light", value_parser = ["light", "dark"])]
    theme: String,

    /// The image to write; `.png` or `.svg` (`.png` with --replay).
    #[arg(long, short)]
    output: PathBuf,

    /// Draw the moves of a `.nonet` save as an animated PNG (APNG): its first position,
    /// then a frame a move, the cells each move changed tinted, looping.
    #[arg(long)]
    replay: bool,

    /// With --replay: how many times faster than the game the moves come (1 to 10000, 8 by
    /// default), each frame shown between 0.15 and 1.5 seconds; the last is held 3 seconds.
    #[arg(long, requires = "replay", conflicts_with = "frame_ms",
          value_parser = clap::value_parser!(u32).range(1..=10_000))]
    speed: Option<u32>,

    /// With --replay: show every frame this many milliseconds instead (20 to 10000),
    /// whatever the time between the moves.
    #[arg(long, requires = "replay",
          value_parser = clap::value_parser!(u32).range(20..=10_000))]
    frame_ms: Option<u32>,
}

/// The side of a PNG or SVG, unless `--size` says.
const DEFAULT_SIZE: u32 = 600;

/// The largest `--size`: an 8192-pixel PNG is drawn in 256 MiB, and held twice at most.
const MAX_SIZE: i64 = 8192;

/// What an image is written as.
enum Kind {
    Png,
    Svg,
}

fn kind_of(path: &Path) -> Option<Kind> {
    let extension = path.extension()?.to_str()?.to_ascii_lowercase();
    match extension.as_str() {
        "png" => Some(Kind::Png),
        "svg" => Some(Kind::Svg),
        _ => None,
    }
}

/// Runs `nonet image`.
pub fn run(args: &ImageArgs) -> ExitCode {
    if args.replay {
        return run_replay(args);
    }
    let size = args.size.unwrap_or(DEFAULT_SIZE);
    let Some(kind) = kind_of(&args.output) else {
        say!(
            "{}",
            tr_args(
                "cli-image-extension",
                &[("path", super::terminal::shown_path(&args.output).into())]
            )
        );
        return Status::BadInput.into();
    };
    let view = match read_board(&args.file, args.index) {
        Ok(view) => view,
        Err(message) => {
            say!("{message}");
            return Status::BadInput.into();
        }
    };
    let colours = Colours::for_dark_mode(args.theme == "dark");
    let picture = view.image(colours, size as f32);
    let bytes = match kind {
        Kind::Svg => to_svg(&picture).into_bytes(),
        Kind::Png => match to_png(&picture, size, size) {
            Ok(bytes) => bytes,
            Err(error) => return cannot_draw(&error),
        },
    };
    write(&args.output, &bytes)
}

/// The side of a replay's frames unless `--size` says: small enough to share, and a long
/// game's thousands of frames draw in seconds.
const DEFAULT_REPLAY_SIZE: u32 = 360;

/// Runs `nonet image --replay`.
fn run_replay(args: &ImageArgs) -> ExitCode {
    if let Some(message) = refused_output(&args.output) {
        say!("{message}");
        return Status::BadInput.into();
    }
    // A file that cannot be read is said so by the save reader, below.
    let readable = args.file.as_os_str() == "-" || args.file.exists();
    if readable && !is_save(&args.file) {
        say!(
            "{}",
            tr_args(
                "cli-image-replay-not-save",
                &[("path", super::terminal::shown_path(&args.file).into())]
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
    let size = args.size.unwrap_or(DEFAULT_REPLAY_SIZE);
    let mut bytes = Vec::new();
    let written = match &game {
        AnySave::Nine(game) => write_replay(game, colours, size, pace, &mut bytes),
        AnySave::Sized(game) => write_sized_replay(game, colours, size, pace, &mut bytes),
    };
    if let Err(error) = written {
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
    Some(tr_args(
        id,
        &[("path", super::terminal::shown_path(output).into())],
    ))
}

/// Says why a PNG could not be drawn.
fn cannot_draw(error: &PngError) -> ExitCode {
    say!(
        "{}",
        tr_args(
            "cli-command-problem",
            &[
                ("command", "image".into()),
                ("problem", error.localized().into())
            ]
        )
    );
    Status::BadInput.into()
}

/// Writes the image, or says why it could not be written.
fn write(output: &Path, bytes: &[u8]) -> ExitCode {
    if let Err(error) = write_atomically(output, bytes) {
        say!(
            "{}",
            tr_args(
                "cli-cannot-write-image",
                &[
                    ("path", super::terminal::shown_path(output).into()),
                    ("reason", error.to_string().into())
                ]
            )
        );
        return Status::BadInput.into();
    }
    ExitCode::SUCCESS
}

/// Whether `path` names a `.nonet` save (standard input never does: it is read as puzzles).
fn is_save(path: &Path) -> bool {
    path.as_os_str() != "-" && is_save_file(path)
}

/// The game a save holds: a 9x9 game, or one of another size or with constraint rules.
#[allow(
    clippy::large_enum_variant,
    reason = "one is read a run, drawn and dropped"
)]
enum AnySave {
    /// A 9x9 game.
    Nine(Game),
    /// A game of another size, or with constraint rules.
    Sized(SizedGame),
}

/// The game in a save, which holds one: `index` must be 1.
fn read_save(path: &Path, index: u64) -> Result<AnySave, String> {
    if index != 1 {
        return Err(tr_args(
            "cli-image-save-index",
            &[
                ("path", super::terminal::shown_path(path).into()),
                ("index", index.to_string().into()),
            ],
        ));
    }
    // A file of a game of another size says so by its first field; any other is read as a
    // 9x9 save, whose reader names what is wrong with it.
    if let Ok(text) = std::fs::read_to_string(path)
        && is_sized_save_text(&text)
    {
        return SizedGame::from_save_text(&text)
            .map(AnySave::Sized)
            .map_err(|error| {
                format!(
                    "{}: {}",
                    super::terminal::shown_path(path),
                    error.localized()
                )
            });
    }
    Game::load_from(path)
        .map(AnySave::Nine)
        .map_err(|error| error.localized())
}

/// The board to draw: a save's position, or puzzle `index` (from 1) of a puzzle file.
fn read_board(path: &Path, index: u64) -> Result<AnyBoard, String> {
    if is_save(path) {
        return read_save(path, index).map(|game| match game {
            AnySave::Nine(game) => AnyBoard::Nine(BoardPicture::of_game(&game)),
            AnySave::Sized(game) => AnyBoard::Sized(SizedPicture::of_game(&game)),
        });
    }
    let mut position = 0;
    for item in items(&[path.to_path_buf()]) {
        match item {
            Item::Puzzle(record) => {
                position += 1;
                if position == index {
                    let mut view = BoardPicture::puzzle(record.grid);
                    // A pencilmark position's given candidates are its notes.
                    if let Some(candidates) = record.candidates {
                        view.notes = candidates;
                    }
                    return Ok(AnyBoard::Nine(view));
                }
            }
            Item::Variant { name, line } => {
                position += 1;
                match line.puzzle {
                    Ok(LinePuzzle::Variant(puzzle)) if position == index => {
                        return Ok(AnyBoard::Nine(BoardPicture::variant(&puzzle)));
                    }
                    Ok(LinePuzzle::Sized(puzzle)) if position == index => {
                        return Ok(AnyBoard::Sized(SizedPicture::puzzle(&puzzle)));
                    }
                    Ok(_) => {}
                    Err(problem) => {
                        super::report_line(&name, line.line, &problem);
                        return Err(tr_args(
                            "cli-image-no-image",
                            &[("name", name.as_ref().into())],
                        ));
                    }
                }
            }
            Item::Bad { name, error } => {
                report(&name, &error);
                return Err(tr_args(
                    "cli-image-no-image",
                    &[("name", name.as_ref().into())],
                ));
            }
        }
    }
    Err(tr_args(
        "cli-image-no-such-puzzle",
        &[
            ("name", super::input_name(path).into()),
            ("index", index.to_string().into()),
            ("count", position.to_string().into()),
        ],
    ))
}
