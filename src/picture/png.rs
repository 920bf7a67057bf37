//! A [`Picture`] drawn into pixels with tiny-skia, and encoded as a PNG. Text is drawn from
//! the fonts' outlines, so the image looks the same wherever it is made.

use super::{Item, Picture, Point, Segment, rounded_rect};
use skrifa::outline::OutlinePen;
use tiny_skia::{
    Color, FillRule, LineCap, LineJoin, Paint, Path, PathBuilder, Pixmap, Stroke, Transform,
};

/// Why a picture could not become a PNG.
#[derive(Debug, thiserror::Error)]
pub enum PngError {
    /// The size asked for is zero or too big to draw.
    #[error("an image of {width}×{height} pixels cannot be drawn (1 to 16384 pixels a side)")]
    BadSize {
        /// Width asked for.
        width: u32,
        /// Height asked for.
        height: u32,
    },
    /// The PNG encoder failed.
    #[error("the PNG could not be encoded: {0}")]
    Encode(String),
}

/// The largest side drawn, in pixels.
pub const MAX_SIDE: u32 = 16_384;

/// The picture scaled to `width` by `height` pixels.
pub fn render(picture: &Picture, width: u32, height: u32) -> Result<Pixmap, PngError> {
    let bad = PngError::BadSize { width, height };
    if width == 0 || height == 0 || width > MAX_SIDE || height > MAX_SIDE {
        return Err(bad);
    }
    let mut pixmap = Pixmap::new(width, height).ok_or(bad)?;
    let scale_x = width as f32 / picture.width.max(f32::EPSILON);
    let scale_y = height as f32 / picture.height.max(f32::EPSILON);
    let transform = Transform::from_scale(scale_x, scale_y);
    for item in &picture.items {
        match item {
            Item::Rect {
                at,
                width,
                height,
                radius,
                fill,
            } => {
                if let Some(path) = path_of(&rounded_rect(*at, *width, *height, *radius)) {
                    let paint = paint(*fill);
                    pixmap.fill_path(&path, &paint, FillRule::Winding, transform, None);
                }
            }
            Item::Frame {
                at,
                width,
                height,
                radius,
                stroke,
                colour,
            } => {
                if let Some(path) = path_of(&rounded_rect(*at, *width, *height, *radius)) {
                    let stroke = Stroke {
                        width: *stroke,
                        ..Stroke::default()
                    };
                    pixmap.stroke_path(&path, &paint(*colour), &stroke, transform, None);
                }
            }
            Item::Line {
                from,
                to,
                stroke,
                colour,
            } => {
                let segments = [Segment::Move(*from), Segment::Line(*to)];
                if let Some(path) = path_of(&segments) {
                    let stroke = Stroke {
                        width: *stroke,
                        line_cap: LineCap::Square,
                        ..Stroke::default()
                    };
                    pixmap.stroke_path(&path, &paint(*colour), &stroke, transform, None);
                }
            }
            Item::Text(run) => {
                let mut x = run.start_x();
                for glyph in run.face.layout(&run.text) {
                    let mut pen = Pen {
                        builder: PathBuilder::new(),
                        origin: Point { x, y: run.at.y },
                    };
                    x += glyph.advance * run.size;
                    if !run.face.draw_glyph(glyph.id, run.size, &mut pen) {
                        continue;
                    }
                    let Some(path) = pen.builder.finish() else {
                        continue;
                    };
                    let paint = paint(run.colour);
                    pixmap.fill_path(&path, &paint, FillRule::Winding, transform, None);
                    if run.bold {
                        let stroke = Stroke {
                            width: run.bold_stroke(),
                            line_join: LineJoin::Round,
                            ..Stroke::default()
                        };
                        pixmap.stroke_path(&path, &paint, &stroke, transform, None);
                    }
                }
            }
        }
    }
    Ok(pixmap)
}

/// The picture as a PNG file of `width` by `height` pixels.
pub fn to_png(picture: &Picture, width: u32, height: u32) -> Result<Vec<u8>, PngError> {
    render(picture, width, height)?
        .encode_png()
        .map_err(|error| PngError::Encode(error.to_string()))
}

fn paint(colour: super::Rgb) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color(Color::from_rgba8(colour.0, colour.1, colour.2, 0xFF));
    paint.anti_alias = true;
    paint
}

fn path_of(segments: &[Segment]) -> Option<Path> {
    let mut builder = PathBuilder::new();
    for segment in segments {
        match *segment {
            Segment::Move(p) => builder.move_to(p.x, p.y),
            Segment::Line(p) => builder.line_to(p.x, p.y),
            Segment::Cubic(a, b, p) => builder.cubic_to(a.x, a.y, b.x, b.y, p.x, p.y),
            Segment::Close => builder.close(),
        }
    }
    builder.finish()
}

/// Receives a glyph's outline in font coordinates (y upwards from the baseline) and builds it
/// in the picture's (y downwards from the top), at the glyph's origin.
struct Pen {
    builder: PathBuilder,
    origin: Point,
}

impl OutlinePen for Pen {
    fn move_to(&mut self, x: f32, y: f32) {
        self.builder.move_to(self.origin.x + x, self.origin.y - y);
    }

    fn line_to(&mut self, x: f32, y: f32) {
        self.builder.line_to(self.origin.x + x, self.origin.y - y);
    }

    fn quad_to(&mut self, cx0: f32, cy0: f32, x: f32, y: f32) {
        let (o, b) = (self.origin, &mut self.builder);
        b.quad_to(o.x + cx0, o.y - cy0, o.x + x, o.y - y);
    }

    fn curve_to(&mut self, cx0: f32, cy0: f32, cx1: f32, cy1: f32, x: f32, y: f32) {
        let (o, b) = (self.origin, &mut self.builder);
        b.cubic_to(o.x + cx0, o.y - cy0, o.x + cx1, o.y - cy1, o.x + x, o.y - y);
    }

    fn close(&mut self) {
        self.builder.close();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::picture::Colours;
    use crate::picture::board::{BoardPicture, image};

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn a_board_png_has_the_asked_size_and_dark_digits_on_light_cells() {
        let view = BoardPicture::puzzle(PUZZLE.parse::<Grid>().expect("valid"));
        let picture = image(&view, &Colours::LIGHT, 1.0);
        let bytes = to_png(&picture, 181, 181).expect("drawn");
        let decoded = Pixmap::decode_png(&bytes).expect("a PNG");
        assert_eq!((decoded.width(), decoded.height()), (181, 181));
        let dark = decoded
            .pixels()
            .iter()
            .filter(|p| u32::from(p.red()) + u32::from(p.green()) + u32::from(p.blue()) < 200)
            .count();
        // Lines and 30 givens: some dark pixels, far from all.
        assert!(dark > 200 && dark < 181 * 181 / 2, "{dark}");
        // Inside r1c1 (the given 5) some pixel is dark; inside r1c3 (empty) none is.
        let cell = (181.0 - 2.0 * 181.0 * 0.03) / 9.0;
        let darkest = |col: f32, row: f32| {
            let (left, top) = (181.0 * 0.03 + cell * col, 181.0 * 0.03 + cell * row);
            let mut darkest = u32::MAX;
            for y in (top + cell * 0.2) as u32..(top + cell * 0.8) as u32 {
                for x in (left + cell * 0.2) as u32..(left + cell * 0.8) as u32 {
                    let p = decoded.pixel(x, y).expect("inside");
                    darkest = darkest
                        .min(u32::from(p.red()) + u32::from(p.green()) + u32::from(p.blue()));
                }
            }
            darkest
        };
        assert!(darkest(0.0, 0.0) < 300, "{}", darkest(0.0, 0.0));
        assert_eq!(darkest(2.0, 0.0), 3 * 255, "r1c3 is empty and white");
        assert!(matches!(
            to_png(&picture, 0, 10),
            Err(PngError::BadSize { width: 0, .. })
        ));
    }
}
