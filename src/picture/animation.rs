//! A solve as an animated PNG (APNG), of a 9x9 game or of one of another size: the replay's
//! first position, then one frame a move
//! (moves merged into fewer frames past [`MAX_FRAMES`]), each shown for the time until the
//! next move at a watchable pace, the cells each move changed tinted; the finished board
//! held, and the whole looping forever.
//!
//! Frames are drawn and encoded one at a time, and after the first each is stored as the
//! rectangle that differs from the frame before, so a long game costs little memory and a
//! move costs about a cell's worth of bytes.

use super::Colours;
use super::board::{BoardPicture, image};
use super::png::{PngError, render};
use super::sized::{SizedPicture, sized_image};
use crate::game::{Game, Replay, Replayable, SizedGame};
use crate::grid::CELLS;
use std::io::Write;
use tiny_skia::{Pixmap, PremultipliedColorU8};

/// The most frames an animation has; longer histories show several moves a frame.
pub const MAX_FRAMES: usize = 2000;
/// The shortest time a frame is shown, in milliseconds, however quick the move after it.
pub const MIN_FRAME_MS: u32 = 150;
/// The longest time a frame is shown (but the last), however long the player thought.
pub const MAX_FRAME_MS: u32 = 1500;
/// How long the finished board is held before the animation starts again.
pub const LAST_FRAME_MS: u32 = 3000;
/// How many times faster than the game a replay plays by default.
pub const DEFAULT_SPEED: u32 = 8;

/// How long frames are shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pace {
    /// The game's own time between moves, this many times faster, kept within
    /// [`MIN_FRAME_MS`] and [`MAX_FRAME_MS`].
    Speed(u32),
    /// Every frame (but the last) for this many milliseconds.
    FrameMs(u32),
}

/// One frame of the animation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    /// How many moves of the replay are carried out on it.
    pub shown: usize,
    /// How long it is shown, in milliseconds.
    pub delay_ms: u32,
}

/// The frames of a replay whose moves come at `times` (milliseconds on the game's clock,
/// never decreasing): the start, then one a move, or, past [`MAX_FRAMES`], moves shared
/// evenly among that many frames.
pub fn plan(times: &[u64], pace: Pace) -> Vec<Frame> {
    let moves = times.len();
    let frames = (moves + 1).min(MAX_FRAMES);
    // Frame j shows the first ceil(j * moves / (frames - 1)) moves: 0 first, all last.
    let shown: Vec<usize> = (0..frames)
        .map(|j| {
            if frames == 1 {
                0
            } else {
                (j * moves).div_ceil(frames - 1)
            }
        })
        .collect();
    let time_at = |shown: usize| shown.checked_sub(1).map_or(0, |i| times[i]);
    shown
        .iter()
        .enumerate()
        .map(|(j, &count)| {
            let delay_ms = match shown.get(j + 1) {
                None => LAST_FRAME_MS,
                Some(&next) => match pace {
                    Pace::FrameMs(ms) => ms,
                    Pace::Speed(speed) => {
                        let gap = time_at(next).saturating_sub(time_at(count));
                        let ms = gap / u64::from(speed.max(1));
                        ms.clamp(u64::from(MIN_FRAME_MS), u64::from(MAX_FRAME_MS)) as u32
                    }
                },
            };
            Frame {
                shown: count,
                delay_ms,
            }
        })
        .collect()
}

/// `game`'s solve as an animated PNG of `side` pixels square, written to `out`.
pub fn write_replay(
    game: &Game,
    colours: &Colours,
    side: u32,
    pace: Pace,
    out: impl Write,
) -> Result<(), PngError> {
    write_frames(game, side, pace, out, |replay, shown| {
        let mut marked = [false; CELLS];
        while replay.shown() < shown {
            replay.step_forward();
            for change in replay.last_step().map_or(&[][..], |edit| &edit.changes) {
                if let Some(cell) = marked.get_mut(usize::from(change.cell)) {
                    *cell = true;
                }
            }
        }
        let view = BoardPicture {
            marked,
            ..BoardPicture::of_game(replay.game())
        };
        render(&image(&view, colours, side as f32), side, side)
    })
}

/// The solve of a game of another size (or with constraint rules) as an animated PNG of
/// `side` pixels square, written to `out`: its digits frame by frame (its notes are not
/// drawn, as its still pictures draw none).
pub fn write_sized_replay(
    game: &SizedGame,
    colours: &Colours,
    side: u32,
    pace: Pace,
    out: impl Write,
) -> Result<(), PngError> {
    write_frames(game, side, pace, out, |replay, shown| {
        while replay.shown() < shown {
            replay.step_forward();
        }
        let view = SizedPicture::of_game(replay.game());
        render(&sized_image(&view, colours, side as f32), side, side)
    })
}

/// Writes `game`'s replay as an APNG of `side` pixels square: `draw` moves the replay on
/// until it shows the moves a frame shows, and draws that frame.
fn write_frames<G: Replayable>(
    game: &G,
    side: u32,
    pace: Pace,
    out: impl Write,
    mut draw: impl FnMut(&mut Replay<G>, usize) -> Result<Pixmap, PngError>,
) -> Result<(), PngError> {
    let mut replay = Replay::of(game);
    let frames = plan(replay.times(), pace);
    let mut apng = ApngWriter::new(out, side, side, frames.len())?;
    for frame in &frames {
        let pixmap = draw(&mut replay, frame.shown)?;
        apng.push(pixmap, frame.delay_ms)?;
    }
    apng.finish()
}

/// An APNG being written a frame at a time.
pub struct ApngWriter<W: Write> {
    writer: png::Writer<W>,
    width: u32,
    height: u32,
    /// The frame before: each frame is stored as the rectangle that differs from it.
    previous: Option<Pixmap>,
}

impl<W: Write> ApngWriter<W> {
    /// Starts an animation of `frames` frames of `width` by `height` pixels, looping forever.
    pub fn new(out: W, width: u32, height: u32, frames: usize) -> Result<Self, PngError> {
        let frames = u32::try_from(frames).map_err(|_| encode("too many frames"))?;
        let mut encoder = png::Encoder::new(out, width, height);
        encoder.set_color(png::ColorType::Rgb);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_animated(frames, 0).map_err(encode)?;
        let writer = encoder.write_header().map_err(encode)?;
        Ok(ApngWriter {
            writer,
            width,
            height,
            previous: None,
        })
    }

    /// Adds a frame shown for `delay_ms` milliseconds; it must be the animation's size.
    pub fn push(&mut self, pixmap: Pixmap, delay_ms: u32) -> Result<(), PngError> {
        if (pixmap.width(), pixmap.height()) != (self.width, self.height) {
            return Err(PngError::BadSize {
                width: pixmap.width(),
                height: pixmap.height(),
            });
        }
        // A delay of n/1000 s: u16 holds a minute, far past any pace.
        let delay = u16::try_from(delay_ms).unwrap_or(u16::MAX);
        self.writer.set_frame_delay(delay, 1000).map_err(encode)?;
        let width = self.width as usize;
        let rect = match &self.previous {
            // The first frame is the still image too: always the whole picture.
            None => (0, 0, self.width, self.height),
            Some(previous) => {
                let rect = changed_rect(previous.pixels(), pixmap.pixels(), width);
                let (x, y, w, h) = rect;
                // Back to the corner first, so the new size fits wherever the last frame was.
                self.writer.reset_frame_position().map_err(encode)?;
                self.writer.set_frame_dimension(w, h).map_err(encode)?;
                self.writer.set_frame_position(x, y).map_err(encode)?;
                rect
            }
        };
        let data = rgb_of(pixmap.pixels(), width, rect);
        self.writer.write_image_data(&data).map_err(encode)?;
        self.previous = Some(pixmap);
        Ok(())
    }

    /// Ends the file; every frame promised must have been pushed.
    pub fn finish(self) -> Result<(), PngError> {
        self.writer.finish().map_err(encode)
    }
}

/// The smallest rectangle (x, y, width, height) holding every pixel where two images of
/// `width` pixels a row differ; one pixel in the corner when none does (a frame has a size).
fn changed_rect<T: PartialEq>(before: &[T], after: &[T], width: usize) -> (u32, u32, u32, u32) {
    let mut bounds: Option<(usize, usize, usize, usize)> = None;
    for (y, (old, new)) in before.chunks(width).zip(after.chunks(width)).enumerate() {
        let differs = |x: &usize| old[*x] != new[*x];
        let Some(left) = (0..old.len().min(new.len())).find(differs) else {
            continue;
        };
        // A pixel differs, so one is found from the right too.
        let right = (0..old.len().min(new.len()))
            .rev()
            .find(differs)
            .unwrap_or(left);
        bounds = Some(match bounds {
            None => (left, y, right, y),
            Some((l, top, r, _)) => (l.min(left), top, r.max(right), y),
        });
    }
    let (left, top, right, bottom) = bounds.unwrap_or((0, 0, 0, 0));
    // Within the image, whose sides fit u32.
    let n = |v: usize| v as u32;
    (n(left), n(top), n(right - left + 1), n(bottom - top + 1))
}

/// The rectangle (x, y, width, height) of an image `width` pixels a row, as RGB rows.
fn rgb_of(
    pixels: &[PremultipliedColorU8],
    width: usize,
    (x, y, w, h): (u32, u32, u32, u32),
) -> Vec<u8> {
    let (x, y, w, h) = (x as usize, y as usize, w as usize, h as usize);
    (y..y + h)
        .flat_map(|row| &pixels[row * width + x..row * width + x + w])
        .flat_map(|pixel| {
            let colour = pixel.demultiply();
            [colour.red(), colour.green(), colour.blue()]
        })
        .collect()
}

fn encode(error: impl std::fmt::Display) -> PngError {
    PngError::Encode(error.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_wait_for_the_next_move_at_the_speed_within_bounds() {
        let frames = plan(&[4000, 4800, 60_000, 60_000], Pace::Speed(8));
        let delays: Vec<u32> = frames.iter().map(|f| f.delay_ms).collect();
        // 4 s / 8, 0.8 s / 8 (raised to the least), 55.2 s / 8 (cut to the most), none.
        assert_eq!(
            delays,
            [500, MIN_FRAME_MS, MAX_FRAME_MS, MIN_FRAME_MS, LAST_FRAME_MS]
        );
        let shown: Vec<usize> = frames.iter().map(|f| f.shown).collect();
        assert_eq!(shown, [0, 1, 2, 3, 4]);
        let fixed = plan(&[1, 2], Pace::FrameMs(700));
        assert_eq!(
            fixed.iter().map(|f| f.delay_ms).collect::<Vec<_>>(),
            [700, 700, LAST_FRAME_MS]
        );
        assert_eq!(
            plan(&[], Pace::Speed(8)),
            [Frame {
                shown: 0,
                delay_ms: LAST_FRAME_MS
            }]
        );
    }

    #[test]
    fn a_long_history_shares_its_moves_among_the_most_frames() {
        let times: Vec<u64> = (0..5000).map(|i| i * 100).collect();
        let frames = plan(&times, Pace::Speed(1));
        assert_eq!(frames.len(), MAX_FRAMES);
        assert_eq!(frames[0].shown, 0);
        assert_eq!(frames.last().map(|f| f.shown), Some(5000));
        assert!(frames.windows(2).all(|w| w[0].shown < w[1].shown));
        // 5000 moves in 1999 frames: two or three each.
        assert!(
            frames
                .windows(2)
                .all(|w| (2..=3).contains(&(w[1].shown - w[0].shown)))
        );
    }

    #[test]
    fn the_changed_rectangle_bounds_every_differing_pixel() {
        let width = 5;
        let before = vec![0u8; width * 4];
        let mut after = before.clone();
        for (x, y) in [(1, 1), (3, 2)] {
            after[y * width + x] = 9;
        }
        assert_eq!(changed_rect(&before, &after, width), (1, 1, 3, 2));
        assert_eq!(changed_rect(&before, &before, width), (0, 0, 1, 1));
        let mut pixmap = Pixmap::new(5, 4).expect("a size");
        pixmap.fill(tiny_skia::Color::WHITE);
        let red = tiny_skia::ColorU8::from_rgba(200, 10, 20, 255).premultiply();
        pixmap.pixels_mut()[2 * 5 + 3] = red;
        let cut = rgb_of(pixmap.pixels(), 5, (1, 1, 3, 2));
        assert_eq!(cut.len(), 3 * 2 * 3);
        assert_eq!(cut[..3], [255, 255, 255]);
        assert_eq!(cut[(3 + 2) * 3..], [200, 10, 20]);
    }

    #[test]
    fn a_history_past_the_most_frames_is_written_in_that_many() {
        let puzzle =
            "4.581.9...8.4.....7.1.5....65...3.1.....7.....7.1...82....4.6.8.....1.9...6.281.3";
        let mut game = Game::new(puzzle.parse().expect("a puzzle line")).expect("one solution");
        let cell = (0..CELLS)
            .find(|&c| game.digit(c) == 0)
            .expect("an open cell") as u8;
        for _ in 0..MAX_FRAMES + 100 {
            let toggled = game.apply(crate::game::Action::ToggleNote { cell, digit: 5 });
            assert_eq!(toggled.ok(), Some(true));
        }
        let mut bytes = Vec::new();
        write_replay(&game, &Colours::LIGHT, 32, Pace::Speed(8), &mut bytes).expect("written");
        let reader = png::Decoder::new(std::io::Cursor::new(bytes))
            .read_info()
            .expect("a PNG");
        let control = reader.info().animation_control.expect("animated");
        assert_eq!(control.num_frames as usize, MAX_FRAMES);
    }
}
