//! Pages of [`Picture`]s as a PDF document: vector drawing, text as text (searchable, with
//! its Unicode), the fonts embedded as subsets.
//!
//! The document is written page by page as the pages come: each page's objects go out
//! before the next page is drawn, and only what the end of the file needs is kept (each
//! object's offset, each page's number, the glyphs each font has drawn). So a booklet of
//! thousands of pages takes the memory of one page, not of the document. The fonts, whose
//! subsets hold the glyphs of every page, are written last.

use super::fonts::PlacedGlyph;
use super::{Face, Item, Picture, Rgb, Segment, rounded_rect};
use flate2::Compression;
use flate2::write::ZlibEncoder;
use pdf_writer::types::{LineCapStyle, LineJoinStyle, TextRenderingMode};
use pdf_writer::writers::{Catalog, DocumentInfo};
use pdf_writer::{Chunk, Content, Filter, Finish, Name, Rect, Ref, Str, TextStr};
use std::io::{self, Write};

mod font;

use font::UsedFont;

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
    /// A font could not be cut down to the glyphs drawn.
    #[error("the PDF could not be written: {0}")]
    Write(String),
    /// Writing the bytes failed (a full disk, a closed pipe).
    #[error("the PDF could not be written: {0}")]
    Io(#[from] io::Error),
}

/// Writes a document of `pages` to `out`, each page the size of its picture in points,
/// titled `title`. The pages are taken, drawn and written one at a time.
pub fn write_pdf(
    pages: impl IntoIterator<Item = Picture>,
    title: &str,
    out: &mut dyn Write,
) -> Result<(), PdfError> {
    let mut file = PdfFile::start(out)?;
    let catalog = file.new_ref();
    let page_tree = file.new_ref();
    let mut fonts: [Option<UsedFont>; FACES] = [const { None }; FACES];
    let mut page_refs = Vec::new();
    for (index, picture) in pages.into_iter().enumerate() {
        if !(picture.width > 0.0 && picture.height > 0.0) {
            return Err(PdfError::BadPage {
                page: index + 1,
                width: picture.width,
                height: picture.height,
            });
        }
        page_refs.push(file.page(&picture, page_tree, &mut fonts)?);
    }
    for used in fonts.iter().flatten() {
        used.write(&mut file)?;
    }
    let mut chunk = Chunk::new();
    chunk
        .pages(page_tree)
        .kids(page_refs.iter().copied())
        .count(page_refs.len() as i32);
    file.write(page_tree, &chunk)?;
    let mut chunk = Chunk::new();
    chunk.indirect(catalog).start::<Catalog>().pages(page_tree);
    file.write(catalog, &chunk)?;
    let info = file.new_ref();
    let mut chunk = Chunk::new();
    let creator = format!("Nonet {}", env!("CARGO_PKG_VERSION"));
    chunk
        .indirect(info)
        .start::<DocumentInfo>()
        .title(TextStr(title))
        .creator(TextStr(&creator));
    file.write(info, &chunk)?;
    file.finish(catalog, info)
}

/// A PDF being written: the bytes so far and where each object starts.
struct PdfFile<'a> {
    out: &'a mut dyn Write,
    /// Bytes written so far.
    written: u64,
    /// For each object number from 1, where it starts (0 until written).
    offsets: Vec<u64>,
}

impl<'a> PdfFile<'a> {
    /// Writes the header.
    fn start(out: &'a mut dyn Write) -> io::Result<PdfFile<'a>> {
        let mut file = PdfFile {
            out,
            written: 0,
            offsets: Vec::new(),
        };
        // The second line's high bytes tell readers the file is binary.
        file.raw(b"%PDF-1.7\n%\x80\x80\x80\x80\n")?;
        Ok(file)
    }

    fn raw(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.out.write_all(bytes)?;
        self.written += bytes.len() as u64;
        Ok(())
    }

    /// A new object number.
    fn new_ref(&mut self) -> Ref {
        self.offsets.push(0);
        Ref::new(self.offsets.len() as i32)
    }

    /// Writes `chunk`, which holds exactly the object `id`.
    fn write(&mut self, id: Ref, chunk: &Chunk) -> io::Result<()> {
        self.offsets[id.get() as usize - 1] = self.written;
        self.raw(chunk.as_bytes())
    }

    /// Draws and writes one page; returns its object.
    fn page(
        &mut self,
        picture: &Picture,
        parent: Ref,
        fonts: &mut [Option<UsedFont>; FACES],
    ) -> Result<Ref, PdfError> {
        let mut on_page = [false; FACES];
        let content = draw(picture, fonts, &mut on_page, || self.new_ref());
        let content_id = self.new_ref();
        let page_id = self.new_ref();
        let mut chunk = Chunk::new();
        chunk
            .stream(content_id, &compress(&content)?)
            .filter(Filter::FlateDecode);
        self.write(content_id, &chunk)?;
        let mut chunk = Chunk::new();
        let mut page = chunk.page(page_id);
        page.media_box(Rect::new(0.0, 0.0, picture.width, picture.height))
            .parent(parent)
            .contents(content_id);
        let mut resources = page.resources();
        let mut names = resources.fonts();
        for (slot, used) in fonts.iter().enumerate() {
            if let Some(used) = used.as_ref().filter(|_| on_page[slot]) {
                names.pair(Name(used.resource_name()), used.id());
            }
        }
        names.finish();
        resources.finish();
        page.finish();
        self.write(page_id, &chunk)?;
        Ok(page_id)
    }

    /// Writes the cross-reference table and the trailer.
    fn finish(mut self, catalog: Ref, info: Ref) -> Result<(), PdfError> {
        let table_at = self.written;
        let mut table = format!("xref\n0 {}\n0000000000 65535 f \n", self.offsets.len() + 1);
        for offset in &self.offsets {
            // Each entry is exactly 20 bytes, the end of line included.
            table.push_str(&format!("{offset:010} 00000 n \n"));
        }
        table.push_str(&format!(
            "trailer\n<< /Size {} /Root {} 0 R /Info {} 0 R >>\nstartxref\n{table_at}\n%%EOF\n",
            self.offsets.len() + 1,
            catalog.get(),
            info.get()
        ));
        self.raw(table.as_bytes())?;
        self.out.flush()?;
        Ok(())
    }
}

/// `bytes` compressed for a `FlateDecode` stream.
fn compress(bytes: &[u8]) -> io::Result<Vec<u8>> {
    let mut encoder = ZlibEncoder::new(Vec::new(), Compression::default());
    encoder.write_all(bytes)?;
    encoder.finish()
}

/// How many faces a document may use, each in its own slot.
const FACES: usize = Face::ALL.len();

/// The slot of a face among a document's fonts.
fn slot(face: Face) -> usize {
    match face {
        Face::Digits => 0,
        Face::Label => 1,
        Face::Cjk => 2,
        Face::CjkJapanese => 3,
    }
}

fn set_fill(content: &mut Content, colour: Rgb) {
    content.set_fill_rgb(channel(colour.0), channel(colour.1), channel(colour.2));
}

fn set_stroke(content: &mut Content, colour: Rgb, width: f32, cap: LineCapStyle) {
    content
        .set_stroke_rgb(channel(colour.0), channel(colour.1), channel(colour.2))
        .set_line_width(width)
        .set_line_cap(cap)
        .set_line_join(LineJoinStyle::MiterJoin);
}

fn channel(value: u8) -> f32 {
    f32::from(value) / 255.0
}

fn path(content: &mut Content, segments: &[Segment]) {
    for segment in segments {
        match *segment {
            Segment::Move(p) => content.move_to(p.x, p.y),
            Segment::Line(p) => content.line_to(p.x, p.y),
            Segment::Cubic(a, b, p) => content.cubic_to(a.x, a.y, b.x, b.y, p.x, p.y),
            Segment::Close => content.close_path(),
        };
    }
}

/// The content stream of `picture`, y downwards as in the picture; the glyphs it draws are
/// added to `fonts` (a font first used gets its object from `new_ref`) and marked in
/// `on_page`.
fn draw(
    picture: &Picture,
    fonts: &mut [Option<UsedFont>; FACES],
    on_page: &mut [bool; FACES],
    mut new_ref: impl FnMut() -> Ref,
) -> Vec<u8> {
    let mut content = Content::new();
    // PDF's y runs upwards from the bottom; the picture's downwards from the top.
    content.transform([1.0, 0.0, 0.0, -1.0, 0.0, picture.height]);
    for item in &picture.items {
        match item {
            Item::Rect {
                at,
                width,
                height,
                radius,
                fill,
            } => {
                set_fill(&mut content, *fill);
                path(&mut content, &rounded_rect(*at, *width, *height, *radius));
                content.fill_nonzero();
            }
            Item::Frame {
                at,
                width,
                height,
                radius,
                stroke,
                colour,
            } => {
                set_stroke(&mut content, *colour, *stroke, LineCapStyle::ButtCap);
                path(&mut content, &rounded_rect(*at, *width, *height, *radius));
                content.stroke();
            }
            Item::Line {
                from,
                to,
                stroke,
                colour,
            } => {
                set_stroke(
                    &mut content,
                    *colour,
                    *stroke,
                    LineCapStyle::ProjectingSquareCap,
                );
                content.move_to(from.x, from.y).line_to(to.x, to.y).stroke();
            }
            Item::Text(run) => {
                let slot = slot(run.face);
                on_page[slot] = true;
                let used = fonts[slot].get_or_insert_with(|| UsedFont::new(run.face, new_ref()));
                let glyphs: Vec<PlacedGlyph> = run.face.layout(&run.text);
                let mut codes = Vec::with_capacity(glyphs.len() * 2);
                for glyph in &glyphs {
                    let code = used.code_of(glyph, &run.text[glyph.text_range.clone()]);
                    codes.extend_from_slice(&code.to_be_bytes());
                }
                set_fill(&mut content, run.colour);
                let mode = if run.bold {
                    set_stroke(
                        &mut content,
                        run.colour,
                        run.bold_stroke(),
                        LineCapStyle::ButtCap,
                    );
                    content.set_line_join(LineJoinStyle::RoundJoin);
                    TextRenderingMode::FillStroke
                } else {
                    TextRenderingMode::Fill
                };
                content
                    .begin_text()
                    .set_font(Name(used.resource_name()), run.size)
                    .set_text_rendering_mode(mode)
                    // Upright glyphs in the flipped page.
                    .set_text_matrix([1.0, 0.0, 0.0, -1.0, run.start_x(), run.at.y])
                    .show(Str(&codes))
                    .end_text();
            }
        }
    }
    content.finish().to_vec()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::{Anchor, Point, TextRun};
    use std::cell::Cell;
    use std::rc::Rc;

    /// A page with a frame and the label `text`, its CJK in Chinese forms.
    fn page(text: &str) -> Picture {
        page_in(text, crate::lang::HanForms::SimplifiedChinese)
    }

    /// A page with a frame and the label `text`, its CJK in the glyph forms `forms`.
    fn page_in(text: &str, forms: crate::lang::HanForms) -> Picture {
        let mut picture = Picture::new(200.0, 100.0);
        let ink = Rgb(20, 30, 40);
        picture.items.push(Item::Frame {
            at: Point { x: 10.0, y: 10.0 },
            width: 180.0,
            height: 80.0,
            radius: 4.0,
            stroke: 1.0,
            colour: ink,
        });
        picture.push_label(
            TextRun {
                at: Point { x: 100.0, y: 50.0 },
                size: 12.0,
                face: Face::Label,
                bold: false,
                anchor: Anchor::Middle,
                colour: ink,
                text: text.to_string(),
            },
            forms,
        );
        picture
    }

    /// Counts the bytes written through it.
    struct Counting(Rc<Cell<usize>>);

    impl Write for Counting {
        fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
            self.0.set(self.0.get() + bytes.len());
            Ok(bytes.len())
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn each_page_is_written_before_the_next_is_drawn() {
        let written = Rc::new(Cell::new(0));
        let seen = Rc::new(std::cell::RefCell::new(Vec::new()));
        let pages = (0..5).map(|n| {
            seen.borrow_mut().push(written.get());
            page(&format!("Page {n}"))
        });
        write_pdf(pages, "Streamed", &mut Counting(Rc::clone(&written))).expect("written");
        let seen = seen.borrow();
        // When each page is asked for, the one before it is already out.
        assert!(seen.windows(2).all(|w| w[1] > w[0]), "{seen:?}");
        assert!(
            written.get() > seen[4],
            "the last page and the fonts follow"
        );
    }

    #[test]
    fn the_document_reads_back_with_its_pages_text_and_fonts() {
        let mut bytes = Vec::new();
        let pages = ["Page one", "No. 2 · Hard", "第1题 · 简单"].map(page);
        write_pdf(pages, "Nonet · 数独", &mut bytes).expect("written");
        let document = lopdf::Document::load_mem(&bytes).expect("a valid PDF");
        let numbers: Vec<u32> = document.get_pages().into_keys().collect();
        assert_eq!(numbers, [1, 2, 3]);
        let text = document.extract_text(&[2]).expect("text of page 2");
        assert!(text.contains("No. 2 · Hard"), "{text}");
        // Chinese is drawn in the CJK face (CFF outlines), Latin beside it in the label face.
        let text = document.extract_text(&[3]).expect("text of page 3");
        assert!(text.contains("题") && text.contains("简单"), "{text}");
        let fonts = document.get_page_fonts(document.page_iter().nth(2).expect("page 3"));
        assert_eq!(fonts.expect("fonts").len(), 2);
        // Chinese and Japanese faces side by side in one document, each in its own slot.
        let mut bytes = Vec::new();
        let pages = [
            page("第1题"),
            page_in("第1問 · かんたん", crate::lang::HanForms::Japanese),
        ];
        write_pdf(pages, "Nonet", &mut bytes).expect("written");
        let document = lopdf::Document::load_mem(&bytes).expect("a valid PDF");
        let text = document.extract_text(&[2]).expect("text of page 2");
        assert!(text.contains("かんたん"), "{text}");
        let mut bold = page("1");
        if let Some(Item::Text(run)) = bold.items.last_mut() {
            run.bold = true;
            run.face = Face::Digits;
        }
        let mut bytes = Vec::new();
        write_pdf([bold], "Bold", &mut bytes).expect("written");
        let document = lopdf::Document::load_mem(&bytes).expect("a valid PDF");
        assert_eq!(document.extract_text(&[1]).expect("text").trim(), "1");
    }

    #[test]
    fn a_page_without_area_is_refused_by_number() {
        let mut bytes = Vec::new();
        let pages = [page("fine"), Picture::new(0.0, 100.0)];
        let error = write_pdf(pages, "Bad", &mut bytes).expect_err("refused");
        assert!(
            matches!(error, PdfError::BadPage { page: 2, .. }),
            "{error:?}"
        );
    }
}
