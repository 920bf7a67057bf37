//! Pictures of boards, for printing and for images: one drawing description, a list of
//! filled rectangles, lines and text runs, built from a position by [`board`], and the
//! backends that turn it into an SVG ([`svg`]), a PDF ([`pdf`]) or a PNG ([`png`]).
//! [`booklet`] lays many boards out on pages; [`animation`] plays a solve back as an animated
//! PNG.
//!
//! The colours are the app's ([`palette`]), the fonts egui's own ([`fonts`]), so a PNG or a
//! printed page looks like the board on screen. No egui here: the CLI draws without a window.

pub mod animation;
pub mod board;
pub mod booklet;
pub mod fonts;
pub mod palette;
pub mod pdf;
pub mod png;
pub mod print_job;
pub mod rule_marks;
pub mod sized;
pub mod svg;
pub mod variant;

pub use board::{BoardPicture, board};
pub use fonts::Face;
pub use palette::{Colours, Rgb};

/// A point, in the picture's units (points for pages, pixels for images), y downwards.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    /// Distance from the left edge.
    pub x: f32,
    /// Distance from the top edge.
    pub y: f32,
}

/// How a text run stands on its point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    /// The text starts at the point.
    Start,
    /// The text is centred on the point.
    Middle,
    /// The text ends at the point.
    End,
}

/// One line of text, all in one face.
#[derive(Clone, Debug, PartialEq)]
pub struct TextRun {
    /// Where the baseline meets the anchor.
    pub at: Point,
    /// The font size (the em), in the picture's units.
    pub size: f32,
    /// Which font.
    pub face: Face,
    /// Drawn heavier (the fonts have one weight; the outline is stroked as well as filled).
    pub bold: bool,
    /// How the text stands on `at`.
    pub anchor: Anchor,
    /// The colour.
    pub colour: Rgb,
    /// The text.
    pub text: String,
}

impl TextRun {
    /// How much heavier a bold run is: the width of the stroke around its glyphs.
    pub fn bold_stroke(&self) -> f32 {
        self.size * 0.035
    }

    /// The x where the run's first glyph starts, after its anchor.
    pub fn start_x(&self) -> f32 {
        let width = self.face.text_width(&self.text, self.size);
        match self.anchor {
            Anchor::Start => self.at.x,
            Anchor::Middle => self.at.x - width / 2.0,
            Anchor::End => self.at.x - width,
        }
    }
}

/// One thing drawn, in order: later items cover earlier ones.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    /// A filled rectangle (corners rounded by `radius`).
    Rect {
        /// Top-left corner.
        at: Point,
        /// Width.
        width: f32,
        /// Height.
        height: f32,
        /// Corner radius (0 for square corners).
        radius: f32,
        /// The fill.
        fill: Rgb,
    },
    /// The outline of a rectangle, the stroke centred on its edge.
    Frame {
        /// Top-left corner.
        at: Point,
        /// Width.
        width: f32,
        /// Height.
        height: f32,
        /// Corner radius (0 for square corners).
        radius: f32,
        /// Stroke width.
        stroke: f32,
        /// Stroke colour.
        colour: Rgb,
    },
    /// A straight line with square ends.
    Line {
        /// One end.
        from: Point,
        /// The other end.
        to: Point,
        /// Stroke width.
        stroke: f32,
        /// Stroke colour.
        colour: Rgb,
    },
    /// Text.
    Text(TextRun),
}

/// A drawing: a size and the items in it, in drawing order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Picture {
    /// Width, in the picture's units.
    pub width: f32,
    /// Height, in the picture's units.
    pub height: f32,
    /// What is drawn, first to last.
    pub items: Vec<Item>,
}

impl Picture {
    /// An empty picture of this size.
    pub fn new(width: f32, height: f32) -> Picture {
        Picture {
            width,
            height,
            items: Vec::new(),
        }
    }

    /// Draws `other` into this picture with its top-left corner at `at`, scaled by `scale`.
    pub fn place(&mut self, other: &Picture, at: Point, scale: f32) {
        let map = |p: Point| Point {
            x: at.x + p.x * scale,
            y: at.y + p.y * scale,
        };
        self.items.extend(other.items.iter().map(|item| match item {
            Item::Rect {
                at: corner,
                width,
                height,
                radius,
                fill,
            } => Item::Rect {
                at: map(*corner),
                width: width * scale,
                height: height * scale,
                radius: radius * scale,
                fill: *fill,
            },
            Item::Frame {
                at: corner,
                width,
                height,
                radius,
                stroke,
                colour,
            } => Item::Frame {
                at: map(*corner),
                width: width * scale,
                height: height * scale,
                radius: radius * scale,
                stroke: stroke * scale,
                colour: *colour,
            },
            Item::Line {
                from,
                to,
                stroke,
                colour,
            } => Item::Line {
                from: map(*from),
                to: map(*to),
                stroke: stroke * scale,
                colour: *colour,
            },
            Item::Text(run) => Item::Text(TextRun {
                at: map(run.at),
                size: run.size * scale,
                ..run.clone()
            }),
        }));
    }

    /// Adds a label, cut into runs of one face each where it mixes CJK text (drawn in the
    /// glyph forms of `forms`) with Latin ([`fonts::label_faces`]), laid one after another
    /// so the whole stands on the run's anchor.
    pub fn push_label(&mut self, run: TextRun, forms: crate::lang::HanForms) {
        let parts = fonts::label_faces(&run.text, forms);
        if let [(face, _)] = parts.as_slice() {
            self.items.push(Item::Text(TextRun { face: *face, ..run }));
            return;
        }
        let width: f32 = parts
            .iter()
            .map(|(face, text)| face.text_width(text, run.size))
            .sum();
        let mut x = match run.anchor {
            Anchor::Start => run.at.x,
            Anchor::Middle => run.at.x - width / 2.0,
            Anchor::End => run.at.x - width,
        };
        for (face, text) in parts {
            self.items.push(Item::Text(TextRun {
                at: Point { x, y: run.at.y },
                face,
                anchor: Anchor::Start,
                text: text.to_string(),
                ..run.clone()
            }));
            x += face.text_width(text, run.size);
        }
    }

    /// The text of every run, in drawing order (for tests and accessibility checks).
    pub fn texts(&self) -> impl Iterator<Item = &TextRun> {
        self.items.iter().filter_map(|item| match item {
            Item::Text(run) => Some(run),
            _ => None,
        })
    }
}

/// One step of an outline, for backends that draw paths.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Segment {
    /// Start a new outline here.
    Move(Point),
    /// A straight line to here.
    Line(Point),
    /// A cubic curve through two control points to the third.
    Cubic(Point, Point, Point),
    /// Close the outline.
    Close,
}

/// The outline of a rectangle with corners rounded by `radius` (0 for square corners),
/// clockwise from the top-left.
pub fn rounded_rect(at: Point, width: f32, height: f32, radius: f32) -> Vec<Segment> {
    let r = radius.clamp(0.0, width.min(height) / 2.0);
    let (left, top, right, bottom) = (at.x, at.y, at.x + width, at.y + height);
    let p = |x, y| Point { x, y };
    if r <= 0.0 {
        return vec![
            Segment::Move(p(left, top)),
            Segment::Line(p(right, top)),
            Segment::Line(p(right, bottom)),
            Segment::Line(p(left, bottom)),
            Segment::Close,
        ];
    }
    // The usual cubic approximation of a quarter circle.
    let k = r * 0.552_284_8;
    vec![
        Segment::Move(p(left + r, top)),
        Segment::Line(p(right - r, top)),
        Segment::Cubic(
            p(right - r + k, top),
            p(right, top + r - k),
            p(right, top + r),
        ),
        Segment::Line(p(right, bottom - r)),
        Segment::Cubic(
            p(right, bottom - r + k),
            p(right - r + k, bottom),
            p(right - r, bottom),
        ),
        Segment::Line(p(left + r, bottom)),
        Segment::Cubic(
            p(left + r - k, bottom),
            p(left, bottom - r + k),
            p(left, bottom - r),
        ),
        Segment::Line(p(left, top + r)),
        Segment::Cubic(p(left, top + r - k), p(left + r - k, top), p(left + r, top)),
        Segment::Close,
    ]
}
