//! `nonet image`: a picture of one board, as a PNG of an exact size or an SVG, drawn as the
//! app draws it.

use super::terminal::say;
use super::{Item, Status, items, report};
use nonet::game::{Game, is_save_file, write_atomically};
use nonet::i18n::{Localized, tr_args};
use nonet::picture::board::image;
use nonet::picture::png::to_png;
use nonet::picture::svg::to_svg;
use nonet::picture::{BoardPicture, Colours};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Draw a board as a PNG or SVG image: a puzzle file's first puzzle (or `--index`), or a
/// `.nonet` save's current position with its entries and notes.
#[derive(clap::Args)]
pub struct ImageArgs {
    /// A puzzle file in any supported format, or a `.nonet` save.
    file: PathBuf,

    /// Which puzzle of the file, counting from 1.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
    index: u64,

    /// Width and height of a PNG, in pixels (the SVG's size in points): 16 to 8192, so that
    /// the picture is drawn within about half a gigabyte.
    #[arg(long, default_value_t = 600, value_parser = clap::value_parser!(u32).range(16..=MAX_SIZE))]
    size: u32,

    /// The colours: light or dark.
    #[arg(long, default_value = "light", value_parser = ["light", "dark"])]
    theme: String,

    /// The image to write; `.png` or `.svg`.
    #[arg(long, short)]
    output: PathBuf,
}

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
    let picture = image(&view, colours, args.size as f32);
    let bytes = match kind {
        Kind::Svg => to_svg(&picture).into_bytes(),
        Kind::Png => match to_png(&picture, args.size, args.size) {
            Ok(bytes) => bytes,
            Err(error) => {
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
                return Status::BadInput.into();
            }
        },
    };
    if let Err(error) = write_atomically(&args.output, &bytes) {
        say!(
            "{}",
            tr_args(
                "cli-cannot-write-image",
                &[
                    ("path", super::terminal::shown_path(&args.output).into()),
                    ("reason", error.to_string().into())
                ]
            )
        );
        return Status::BadInput.into();
    }
    ExitCode::SUCCESS
}

/// The board to draw: a save's position, or puzzle `index` (from 1) of a puzzle file.
fn read_board(path: &Path, index: u64) -> Result<BoardPicture, String> {
    if path.as_os_str() != "-" && is_save_file(path) {
        if index != 1 {
            return Err(tr_args(
                "cli-image-save-index",
                &[
                    ("path", super::terminal::shown_path(path).into()),
                    ("index", index.to_string().into()),
                ],
            ));
        }
        return Game::load_from(path)
            .map(|game| BoardPicture::of_game(&game))
            .map_err(|error| error.localized());
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
                    return Ok(view);
                }
            }
            Item::Variant { name, line } => {
                position += 1;
                match line.puzzle {
                    Ok(puzzle) if position == index => return Ok(BoardPicture::variant(&puzzle)),
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
