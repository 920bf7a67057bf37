//! Pages of [`Picture`]s as a PDF document, written by krilla: vector drawing, text as
//! text (searchable, with its Unicode), both fonts embedded as subsets.

use super::{Face, Item, Picture, Rgb, Segment, rounded_rect};
use krilla::Document;
use krilla::color::rgb;
use krilla::geom::{PathBuilder, Point};
use krilla::metadata::Metadata;
use krilla::page::PageSettings;
use krilla::paint::{Fill, LineCap, LineJoin, Stroke};
use krilla::surface::Surface;
use krilla::text::{Font, GlyphId, KrillaGlyph};

/// Why the PDF could not be made.
#[derive(Debug, thiserror::Error)]
pub enum PdfError {
    /// A page has no area.
    #[error("page {page} has no area ({width}×{height} points)")]
    BadPage {
        /// The page, from 1.
        page: usize,
        /// Its width.
        width: f32,
        /// Its height.
        height: f32,
    },
    /// The PDF writer refused the document.
    #[error("the PDF could not be written: {0}")]
    Write(String),
}

/// A document of `pages`, each page the size of its picture in points, titled `title`. The
/// pages are taken one at a time, so only the one being written is held as a drawing.
pub fn to_pdf(pages: impl IntoIterator<Item = Picture>, title: &str) -> Result<Vec<u8>, PdfError> {
    let mut document = Document::new();
    document.set_metadata(
        Metadata::new()
            .title(title.to_string())
            .creator(format!("Nonet {}", env!("CARGO_PKG_VERSION"))),
    );
    // They are compiled into the program and checked by the tests, so they always load.
    let fonts = Face::ALL
        .map(|face| Font::new(face.bytes().into(), 0).expect("the bundled fonts load in krilla"));
    for (index, picture) in pages.into_iter().enumerate() {
        let bad = || PdfError::BadPage {
            page: index + 1,
            width: picture.width,
            height: picture.height,
        };
        let settings = PageSettings::from_wh(picture.width, picture.height).ok_or_else(bad)?;
        let mut page = document.start_page_with(settings);
        let mut surface = page.surface();
        draw(&mut surface, &picture, &fonts);
        surface.finish();
        page.finish();
    }
    document
        .finish()
        .map_err(|error| PdfError::Write(format!("{error:?}")))
}

fn colour(colour: Rgb) -> rgb::Color {
    rgb::Color::new(colour.0, colour.1, colour.2)
}

fn fill(with: Rgb) -> Fill {
    Fill {
        paint: colour(with).into(),
        ..Fill::default()
    }
}

fn stroke(with: Rgb, width: f32, cap: LineCap) -> Stroke {
    Stroke {
        paint: colour(with).into(),
        width,
        line_cap: cap,
        ..Stroke::default()
    }
}

fn draw_segments(surface: &mut Surface<'_>, segments: &[Segment]) {
    let mut builder = PathBuilder::new();
    for segment in segments {
        match *segment {
            Segment::Move(p) => builder.move_to(p.x, p.y),
            Segment::Line(p) => builder.line_to(p.x, p.y),
            Segment::Cubic(a, b, p) => builder.cubic_to(a.x, a.y, b.x, b.y, p.x, p.y),
            Segment::Close => builder.close(),
        }
    }
    if let Some(path) = builder.finish() {
        surface.draw_path(&path);
    }
}

fn draw(surface: &mut Surface<'_>, picture: &Picture, fonts: &[Font; 3]) {
    for item in &picture.items {
        match item {
            Item::Rect {
                at,
                width,
                height,
                radius,
                fill: with,
            } => {
                surface.set_fill(Some(fill(*with)));
                surface.set_stroke(None);
                draw_segments(surface, &rounded_rect(*at, *width, *height, *radius));
            }
            Item::Frame {
                at,
                width,
                height,
                radius,
                stroke: thickness,
                colour: with,
            } => {
                surface.set_fill(None);
                surface.set_stroke(Some(stroke(*with, *thickness, LineCap::Butt)));
                draw_segments(surface, &rounded_rect(*at, *width, *height, *radius));
            }
            Item::Line {
                from,
                to,
                stroke: thickness,
                colour: with,
            } => {
                surface.set_fill(None);
                surface.set_stroke(Some(stroke(*with, *thickness, LineCap::Square)));
                draw_segments(surface, &[Segment::Move(*from), Segment::Line(*to)]);
            }
            Item::Text(run) => {
                let font = match run.face {
                    Face::Digits => &fonts[0],
                    Face::Label => &fonts[1],
                    Face::Cjk => &fonts[2],
                };
                let glyphs: Vec<KrillaGlyph> = run
                    .face
                    .layout(&run.text)
                    .into_iter()
                    .map(|glyph| {
                        KrillaGlyph::new(
                            GlyphId::new(glyph.id),
                            glyph.advance,
                            0.0,
                            0.0,
                            0.0,
                            glyph.text_range,
                            None,
                        )
                    })
                    .collect();
                surface.set_fill(Some(fill(run.colour)));
                surface.set_stroke(run.bold.then(|| Stroke {
                    line_join: LineJoin::Round,
                    ..stroke(run.colour, run.bold_stroke(), LineCap::Butt)
                }));
                surface.draw_glyphs(
                    Point::from_xy(run.start_x(), run.at.y),
                    &glyphs,
                    font.clone(),
                    &run.text,
                    run.size,
                    false,
                );
            }
        }
    }
    surface.set_fill(None);
    surface.set_stroke(None);
}
