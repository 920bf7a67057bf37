//! A font as a PDF embeds it: the subset of the glyphs the pages drew, addressed by their
//! index in the subset (Identity-H), with their widths and the Unicode each one draws, so
//! the text can be searched and copied.

use super::{PdfError, PdfFile, compress, slot};
use crate::picture::Face;
use crate::picture::fonts::PlacedGlyph;
use pdf_writer::types::UnicodeCmap;
use pdf_writer::types::{CidFontType, FontFlags, SystemInfo};
use pdf_writer::writers::Cmap;
use pdf_writer::{Chunk, Filter, Finish, Name, Rect, Ref, Str};
use skrifa::instance::{LocationRef, Size};
use skrifa::raw::TableProvider;
use skrifa::raw::types::Tag;
use skrifa::string::StringId;
use skrifa::{FontRef, MetadataProvider};
use subsetter::GlyphRemapper;

/// The character collection every embedded font declares: glyphs are addressed by their
/// index in the subset.
const IDENTITY: SystemInfo = SystemInfo {
    registry: Str(b"Adobe"),
    ordering: Str(b"Identity"),
    supplement: 0,
};

/// A face some page has drawn with: the glyphs so far, numbered in the order first drawn.
pub(super) struct UsedFont {
    face: Face,
    /// The font's object (the Type 0 font the pages name).
    id: Ref,
    /// Each glyph drawn, old index to index in the subset.
    glyphs: GlyphRemapper,
    /// By index in the subset: the advance, in thousandths of the em.
    widths: Vec<f32>,
    /// By index in the subset: the character it draws, for the text's Unicode.
    chars: Vec<Option<char>>,
}

impl UsedFont {
    /// A face about to be drawn with for the first time, as object `id`.
    pub(super) fn new(face: Face, id: Ref) -> UsedFont {
        UsedFont {
            face,
            id,
            // The subset always holds the missing-glyph box, as its glyph 0.
            glyphs: GlyphRemapper::new(),
            widths: vec![0.0],
            chars: vec![None],
        }
    }

    /// The font's object.
    pub(super) fn id(&self) -> Ref {
        self.id
    }

    /// The name pages give the font in their resources.
    pub(super) fn resource_name(&self) -> &'static [u8] {
        [b"F0", b"F1", b"F2", b"F3"][slot(self.face)]
    }

    /// The code a content stream shows `glyph` by (it draws `text`), counting it as used.
    pub(super) fn code_of(&mut self, glyph: &PlacedGlyph, text: &str) -> u16 {
        // OpenType numbers glyphs in 16 bits; anything else is the missing glyph.
        let old = u16::try_from(glyph.id).unwrap_or(0);
        let new = self.glyphs.remap(old);
        let index = usize::from(new);
        if index == self.widths.len() {
            self.widths.push(glyph.advance * 1000.0);
            self.chars.push(text.chars().next());
        } else if index == 0 && self.widths[0] == 0.0 {
            self.widths[0] = glyph.advance * 1000.0;
        }
        new
    }

    /// Writes the font: the Type 0 font, its CID font and descriptor, the Unicode map and the
    /// subset's program.
    pub(super) fn write(&self, file: &mut PdfFile) -> Result<(), PdfError> {
        let data = self.face.bytes();
        let subset = subsetter::subset(data, 0, &self.glyphs)
            .map_err(|error| PdfError::Write(format!("{:?}: {error:?}", self.face)))?;
        let cff_tag = Tag::new(b"CFF ");
        let cff = FontRef::new(&subset).ok().and_then(|font| {
            font.data_for_tag(cff_tag)
                .map(|table| table.as_bytes().to_vec())
        });
        let font = self.face.font();
        let metrics = font.metrics(Size::unscaled(), LocationRef::default());
        let em = f32::from(metrics.units_per_em.max(1));
        let to_pdf = |value: f32| value * 1000.0 / em;
        let postscript: String = font
            .localized_strings(StringId::POSTSCRIPT_NAME)
            .english_or_first()
            .map(|name| {
                name.chars()
                    .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
                    .collect()
            })
            .unwrap_or_default();
        // Six capitals before the name mark a subset; each face's differ.
        let name = format!(
            "NONET{}+{postscript}",
            char::from(b'A' + slot(self.face) as u8)
        );
        let cid_id = file.new_ref();
        let descriptor_id = file.new_ref();
        let cmap_id = file.new_ref();
        let program_id = file.new_ref();

        let mut chunk = Chunk::new();
        let top_name = match cff {
            Some(_) => format!("{name}-Identity-H"),
            None => name.clone(),
        };
        chunk
            .type0_font(self.id)
            .base_font(Name(top_name.as_bytes()))
            .encoding_predefined(Name(b"Identity-H"))
            .descendant_font(cid_id)
            .to_unicode(cmap_id);
        file.write(self.id, &chunk)?;

        let mut chunk = Chunk::new();
        let mut cid = chunk.cid_font(cid_id);
        cid.subtype(if cff.is_some() {
            CidFontType::Type0
        } else {
            CidFontType::Type2
        })
        .base_font(Name(name.as_bytes()))
        .system_info(IDENTITY)
        .font_descriptor(descriptor_id)
        .default_width(0.0);
        if cff.is_none() {
            cid.cid_to_gid_map_predefined(Name(b"Identity"));
        }
        cid.widths().consecutive(0, self.widths.iter().copied());
        cid.finish();
        file.write(cid_id, &chunk)?;

        let mut chunk = Chunk::new();
        let bounds = metrics.bounds.map_or(
            Rect::new(0.0, to_pdf(metrics.descent), 1000.0, to_pdf(metrics.ascent)),
            |b| {
                Rect::new(
                    to_pdf(b.x_min),
                    to_pdf(b.y_min),
                    to_pdf(b.x_max),
                    to_pdf(b.y_max),
                )
            },
        );
        let mut descriptor = chunk.font_descriptor(descriptor_id);
        descriptor
            .name(Name(name.as_bytes()))
            .flags(match self.face {
                Face::Digits => FontFlags::SYMBOLIC | FontFlags::FIXED_PITCH,
                Face::Label | Face::Cjk | Face::CjkJapanese => FontFlags::SYMBOLIC,
            })
            .bbox(bounds)
            .italic_angle(0.0)
            .ascent(to_pdf(metrics.ascent))
            .descent(to_pdf(metrics.descent))
            .cap_height(to_pdf(metrics.cap_height.unwrap_or(metrics.ascent * 0.7)))
            .stem_v(80.0);
        if cff.is_some() {
            descriptor.font_file3(program_id);
        } else {
            descriptor.font_file2(program_id);
        }
        descriptor.finish();
        file.write(descriptor_id, &chunk)?;

        let mut unicode = UnicodeCmap::new(Name(b"Nonet-Unicode"), IDENTITY);
        for (code, c) in self.chars.iter().enumerate() {
            if let Some(c) = c {
                // Glyph indices come from a 16-bit remapper, so they fit.
                unicode.pair(code as u16, *c);
            }
        }
        let unicode = compress(&unicode.finish())?;
        let mut chunk = Chunk::new();
        let mut cmap: Cmap = chunk.cmap(cmap_id, &unicode);
        cmap.filter(Filter::FlateDecode);
        cmap.name(Name(b"Nonet-Unicode")).system_info(IDENTITY);
        cmap.finish();
        file.write(cmap_id, &chunk)?;

        let program = cff.as_deref().unwrap_or(&subset);
        let packed = compress(program)?;
        let mut chunk = Chunk::new();
        let mut stream = chunk.stream(program_id, &packed);
        stream.filter(Filter::FlateDecode);
        match cff {
            Some(_) => stream.pair(Name(b"Subtype"), Name(b"CIDFontType0C")),
            None => stream.pair(Name(b"Length1"), program.len() as i32),
        };
        stream.finish();
        file.write(program_id, &chunk)?;
        Ok(())
    }
}
