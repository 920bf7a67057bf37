//! `nonet image SAVE --replay`, run as a separate process: the animated PNG decoded with the
//! png crate's own decoder and its frames put together as a viewer does (each frame's
//! rectangle over the frames before), then checked for the frame count, each frame's delay,
//! and the digits and tints where the moves were; files that cannot be replayed refused by
//! name with nothing written.

use nonet::game::{Action, Game};
use std::path::Path;
use std::process::Output;

#[path = "common/cli.rs"]
mod cli_support;
mod common;

use cli_support::nonet;
use common::data_path;

/// A puzzle `nonet rate` calls hard (generated at hard, seed 7).
const HARD: &str =
    "4.581.9...8.4.....7.1.5....65...3.1.....7.....7.1...82....4.6.8.....1.9...6.281.3";

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn path_str(path: &Path) -> &str {
    path.to_str().expect("temporary paths are UTF-8")
}

/// An animation as a viewer shows it: each frame whole, and how long it is shown.
struct Animation {
    side: usize,
    plays: u32,
    frames: Vec<(Vec<u8>, u32)>,
    /// The width and height of each frame's stored rectangle.
    stored: Vec<(u32, u32)>,
}

impl Animation {
    fn delays(&self) -> Vec<u32> {
        self.frames.iter().map(|(_, delay)| *delay).collect()
    }

    /// The RGB of a pixel of frame `frame`.
    fn pixel(&self, frame: usize, x: usize, y: usize) -> [u8; 3] {
        let at = (y * self.side + x) * 3;
        let rgb = &self.frames[frame].0[at..at + 3];
        [rgb[0], rgb[1], rgb[2]]
    }

    /// The darkest pixel (sum of RGB) in the middle of cell `cell` of frame `frame`, and
    /// the colour near its top-left corner (the cell's fill).
    fn cell(&self, frame: usize, cell: usize) -> (u32, [u8; 3]) {
        let side = self.side as f32;
        let size = (side - 2.0 * side * 0.03) / 9.0;
        let left = side * 0.03 + size * (cell % 9) as f32;
        let top = side * 0.03 + size * (cell / 9) as f32;
        let mut darkest = u32::MAX;
        for y in (top + size * 0.25) as usize..(top + size * 0.75) as usize {
            for x in (left + size * 0.25) as usize..(left + size * 0.75) as usize {
                let [r, g, b] = self.pixel(frame, x, y);
                darkest = darkest.min(u32::from(r) + u32::from(g) + u32::from(b));
            }
        }
        let fill = self.pixel(
            frame,
            (left + size * 0.12) as usize,
            (top + size * 0.12) as usize,
        );
        (darkest, fill)
    }
}

/// Decodes an APNG written as RGB, putting each frame's rectangle over the frame before
/// (every frame replaces its rectangle and leaves the rest: blend "source", dispose "none").
fn decode(path: &Path) -> Animation {
    let bytes = std::fs::read(path).expect("written");
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut reader = decoder.read_info().expect("a PNG");
    let (width, height) = reader.info().size();
    assert_eq!(width, height, "square");
    let side = width as usize;
    let control = reader.info().animation_control.expect("animated (acTL)");
    let mut canvas = vec![0u8; side * side * 3];
    let mut buffer = vec![0u8; reader.output_buffer_size().expect("fits")];
    let mut frames = Vec::new();
    let mut stored = Vec::new();
    for _ in 0..control.num_frames {
        let output = reader.next_frame(&mut buffer).expect("a frame");
        assert_eq!(output.color_type, png::ColorType::Rgb);
        let frame = reader.info().frame_control.expect("every frame has fcTL");
        assert_eq!(frame.blend_op, png::BlendOp::Source);
        assert_eq!(frame.dispose_op, png::DisposeOp::None);
        let (x, y) = (frame.x_offset as usize, frame.y_offset as usize);
        let (w, h) = (frame.width as usize, frame.height as usize);
        for row in 0..h {
            let from = &buffer[row * output.line_size..row * output.line_size + w * 3];
            let at = ((y + row) * side + x) * 3;
            canvas[at..at + w * 3].copy_from_slice(from);
        }
        let den = if frame.delay_den == 0 {
            100
        } else {
            u32::from(frame.delay_den)
        };
        frames.push((canvas.clone(), u32::from(frame.delay_num) * 1000 / den));
        stored.push((frame.width, frame.height));
    }
    Animation {
        side,
        plays: control.num_plays,
        frames,
        stored,
    }
}

/// The hard puzzle with its first `moves` open cells filled with their answers, in order,
/// saved with the moves at `times` (milliseconds on the game's clock; the clock of a test
/// does not move, so the save's times are written as a game's would be).
fn save_with_moves(
    dir: &Path,
    moves: usize,
    times: Option<&[u64]>,
) -> (std::path::PathBuf, Vec<usize>) {
    let mut game = Game::new(HARD.parse().expect("a puzzle line")).expect("one solution");
    let open: Vec<usize> = (0..81)
        .filter(|&c| game.digit(c) == 0)
        .take(moves)
        .collect();
    for &cell in &open {
        let digit = game.solution().get(cell);
        let applied = game.apply(Action::SetDigit {
            cell: cell as u8,
            digit,
        });
        assert_eq!(applied.ok(), Some(true));
    }
    let path = dir.join("game.nonet");
    game.save_to(&path).expect("saved");
    if let Some(times) = times {
        let text = std::fs::read_to_string(&path).unwrap();
        // A save edited by hand loads without its checksum line.
        let body = text
            .trim_end()
            .rsplit_once('\n')
            .expect("a checksum line")
            .0;
        let mut parts = body.split("at_ms: ");
        let mut timed = parts.next().unwrap().to_string();
        let mut count = 0;
        for (part, time) in parts.zip(times) {
            let rest = part.trim_start_matches(|c: char| c.is_ascii_digit());
            timed.push_str(&format!("at_ms: {time}{rest}"));
            count += 1;
        }
        assert_eq!(count, moves, "a time on every step of the save");
        std::fs::write(&path, timed).unwrap();
    }
    (path, open)
}

#[test]
fn a_replay_is_an_animated_png_with_a_frame_a_move_at_the_games_pace() {
    let dir = tempfile::tempdir().unwrap();
    let (save, cells) = save_with_moves(dir.path(), 4, Some(&[2_000, 2_400, 20_000, 30_000]));
    let out = dir.path().join("solve.png");
    let output = nonet(&["image", path_str(&save), "--replay", "-o", path_str(&out)]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let animation = decode(&out);
    assert_eq!(animation.side, 360, "the default size of a replay");
    assert_eq!(animation.frames.len(), 5, "the start and one frame a move");
    assert_eq!(animation.plays, 0, "loops forever");
    // At 8× the game: 2 s / 8; 0.4 s / 8 raised to 0.15 s; 17.6 s / 8 cut to 1.5 s; 10 s / 8;
    // the finished board held 3 s.
    assert_eq!(animation.delays(), [250, 150, 1500, 1250, 3000]);
    // After the first, a frame stores only what changed: the cells of its move and of the
    // move before (its tint goes), all four in the first row.
    assert_eq!(animation.stored[0], (360, 360));
    assert!(
        animation.stored[1..]
            .iter()
            .all(|&(w, h)| h < 60 && w * h < 360 * 360 / 4),
        "{:?}",
        animation.stored
    );

    let white = [255, 255, 255];
    for (i, &cell) in cells.iter().enumerate() {
        let (before, before_fill) = animation.cell(i, cell);
        let (after, after_fill) = animation.cell(i + 1, cell);
        assert_eq!(
            (before, before_fill),
            (3 * 255, white),
            "cell {cell} empty and plain before its move"
        );
        assert!(
            after < 500,
            "cell {cell}'s digit drawn by its move: {after}"
        );
        assert_ne!(after_fill, white, "cell {cell} tinted as the move shown");
        let (last, last_fill) = animation.cell(4, cell);
        assert!(last < 500);
        assert_eq!(
            last_fill == white,
            i < 3,
            "only the last move's cell is tinted at the end"
        );
    }
    for pair in animation.frames.windows(2) {
        assert_ne!(pair[0].0, pair[1].0, "every move changes the picture");
    }

    // A fixed pace, a size and the dark theme.
    let fixed = dir.path().join("fixed.png");
    let output = nonet(&[
        "image",
        path_str(&save),
        "--replay",
        "--frame-ms",
        "400",
        "--size",
        "200",
        "--theme",
        "dark",
        "-o",
        path_str(&fixed),
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let fixed = decode(&fixed);
    assert_eq!(fixed.side, 200);
    assert_eq!(fixed.delays(), [400, 400, 400, 400, 3000]);
    let [r, g, b] = fixed.pixel(0, 1, 1);
    assert!(u32::from(r) + u32::from(g) + u32::from(b) < 150, "dark");
}

#[test]
fn a_whole_hard_solve_replays_to_the_solved_board() {
    let dir = tempfile::tempdir().unwrap();
    let (save, cells) = save_with_moves(dir.path(), 81, None);
    let game = Game::load_from(&save).unwrap();
    assert_eq!(game.grid(), *game.solution(), "won");
    let out = dir.path().join("won.png");
    let started = std::time::Instant::now();
    let output = nonet(&["image", path_str(&save), "--replay", "-o", path_str(&out)]);
    let took = started.elapsed();
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let animation = decode(&out);
    assert_eq!(animation.frames.len(), cells.len() + 1);
    let bytes = std::fs::metadata(&out).unwrap().len();
    eprintln!(
        "{} moves: {} frames in {:.2} s, {} bytes",
        cells.len(),
        animation.frames.len(),
        took.as_secs_f64(),
        bytes
    );
    let last = animation.frames.len() - 1;
    for cell in 0..81 {
        assert!(
            animation.cell(last, cell).0 < 500,
            "cell {cell} filled at the end"
        );
    }
    let empty_at_start = (0..81)
        .filter(|&c| animation.cell(0, c).0 == 3 * 255)
        .count();
    assert_eq!(empty_at_start, cells.len());
}

#[test]
fn an_old_save_without_times_replays_a_second_a_move_and_one_without_moves_is_a_still() {
    let dir = tempfile::tempdir().unwrap();
    let v8 = data_path("saves/classic_v8.nonet");
    let steps = nonet::game::Replay::of(&Game::load_from(&v8).unwrap()).steps();
    assert!(steps > 2);
    let out = dir.path().join("v8.png");
    let output = nonet(&[
        "image",
        path_str(&v8),
        "--replay",
        "--speed",
        "2",
        "-o",
        path_str(&out),
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let animation = decode(&out);
    assert_eq!(animation.frames.len(), steps + 1);
    // One second a move at 2×.
    let mut expected = vec![500; steps];
    expected.push(3000);
    assert_eq!(animation.delays(), expected);

    let (still, _) = save_with_moves(dir.path(), 0, None);
    let out = dir.path().join("still.png");
    let output = nonet(&["image", path_str(&still), "--replay", "-o", path_str(&out)]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let animation = decode(&out);
    assert_eq!(animation.delays(), [3000]);
}

#[test]
fn what_cannot_be_replayed_is_refused_by_name_with_nothing_written() {
    let dir = tempfile::tempdir().unwrap();
    let (save, _) = save_with_moves(dir.path(), 2, None);
    let seeds = data_path("seeds.txt");
    for (input, output, named, says) in [
        (save.as_path(), "solve.gif", "solve.gif", "APNG"),
        (save.as_path(), "solve.svg", "solve.svg", ".png"),
        (seeds.as_path(), "solve.png", "seeds.txt", ".nonet"),
    ] {
        let out = dir.path().join(output);
        let result = nonet(&["image", path_str(input), "--replay", "-o", path_str(&out)]);
        assert_eq!(result.status.code(), Some(2), "{output}");
        let message = stderr(&result);
        assert!(
            message.contains(named) && message.contains(says),
            "{message}"
        );
        assert!(!message.contains("panicked"), "{message}");
    }
    // A file that is not there is said to be missing, not to be no save.
    let missing = dir.path().join("missing.txt");
    let out = dir.path().join("solve.png");
    let result = nonet(&[
        "image",
        path_str(&missing),
        "--replay",
        "-o",
        path_str(&out),
    ]);
    assert_eq!(result.status.code(), Some(2));
    let message = stderr(&result);
    assert!(
        message.contains("missing.txt") && !message.contains(".nonet"),
        "{message}"
    );
    // --speed belongs to --replay.
    let out = dir.path().join("x.png");
    let result = nonet(&[
        "image",
        path_str(&save),
        "--speed",
        "2",
        "-o",
        path_str(&out),
    ]);
    assert_eq!(result.status.code(), Some(2));
    assert_eq!(
        std::fs::read_dir(dir.path()).unwrap().count(),
        1,
        "only the save"
    );
}

/// Decodes a still PNG as RGB rows.
fn decode_still(path: &Path) -> Vec<u8> {
    let bytes = std::fs::read(path).expect("written");
    let mut reader = png::Decoder::new(std::io::Cursor::new(bytes))
        .read_info()
        .expect("a PNG");
    let mut buffer = vec![0u8; reader.output_buffer_size().expect("fits")];
    let output = reader.next_frame(&mut buffer).expect("a frame");
    let rgba = output.color_type == png::ColorType::Rgba;
    buffer[..output.buffer_size()]
        .chunks(if rgba { 4 } else { 3 })
        .flat_map(|pixel| pixel[..3].to_vec())
        .collect()
}

#[test]
fn a_game_of_another_size_is_replayed_move_by_move_and_ends_as_its_still_picture() {
    let dir = tempfile::tempdir().unwrap();
    // The 6x6 fixture: two moves kept (a digit, then a note), one taken back.
    let save = data_path("saves/sized_6x6_v3.nonet");
    let out = dir.path().join("six.png");
    let output = nonet(&[
        "image",
        path_str(&save),
        "--replay",
        "--size",
        "240",
        "-o",
        path_str(&out),
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let animation = decode(&out);
    assert_eq!(animation.frames.len(), 3, "the start and one frame a move");
    // At 8×: 1.5 s / 8 = 187 ms to the first move, 2.75 s / 8 = 343 ms to the second.
    assert_eq!(animation.delays(), [187, 343, 3000]);
    assert_ne!(
        animation.frames[0].0, animation.frames[1].0,
        "the digit entered shows"
    );
    // The last frame is the save's position as `nonet image` draws it (a note is not drawn).
    let still = dir.path().join("still.png");
    let output = nonet(&[
        "image",
        path_str(&save),
        "--size",
        "240",
        "-o",
        path_str(&still),
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(animation.frames[2].0, decode_still(&still));
    assert_eq!(animation.frames[1].0, animation.frames[2].0);
}
