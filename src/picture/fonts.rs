//! The fonts pictures use: egui's own two (from `epaint_default_fonts`, the crate the app
//! already ships), Hack for digits, as on the board, and Ubuntu Light for labels; and the
//! subset of Noto Sans CJK SC Nonet embeds for Chinese labels. Text is digits and short
//! labels, so it is laid out from the fonts' own tables (character map and advance widths),
//! without a shaping engine.

use crate::lang::HanForms;
use skrifa::instance::{LocationRef, Size};
use skrifa::outline::{DrawSettings, OutlinePen};
use skrifa::{FontRef, GlyphId, MetadataProvider};
use std::ops::Range;

/// Which font a text run uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Face {
    /// Hack, the monospace font the board draws digits and notes in.
    Digits,
    /// Ubuntu Light, egui's proportional font, for titles, captions and page numbers.
    Label,
    /// Noto Sans CJK SC, cut down to the characters of Nonet's Chinese text: the Chinese in
    /// a label ([`label_faces`] splits a label between it and [`Face::Label`]).
    Cjk,
    /// Noto Sans CJK JP, cut down to the characters of Nonet's Japanese text: the Japanese
    /// in a label, drawn with Japanese glyph forms.
    CjkJapanese,
}

/// The embedded Chinese font: Noto Sans CJK SC cut down to exactly the characters Nonet's
/// Chinese text uses (made by `assets/fonts/make_cjk_subset.py`; SIL Open Font License,
/// `assets/fonts/OFL.txt`). The app draws Chinese with it when the system has no CJK font.
pub const CJK_SUBSET: &[u8] = include_bytes!("../../assets/fonts/NotoSansSC-Nonet.otf");

/// The embedded Japanese font: Noto Sans CJK JP cut down to the characters Nonet's Japanese
/// text uses (the same script and licence as [`CJK_SUBSET`]).
pub const JAPANESE_SUBSET: &[u8] = include_bytes!("../../assets/fonts/NotoSansJP-Nonet.otf");

/// The CJK face of `forms`.
pub fn cjk_face(forms: HanForms) -> Face {
    match forms {
        HanForms::SimplifiedChinese => Face::Cjk,
        HanForms::Japanese => Face::CjkJapanese,
    }
}

/// A label cut into runs of one face each: the characters Ubuntu Light lacks and the CJK
/// font of `forms` has go to that font ([`cjk_face`]), everything else stays
/// [`Face::Label`].
pub fn label_faces(text: &str, forms: HanForms) -> Vec<(Face, &str)> {
    let label = Face::Label.font().charmap();
    let cjk_face = cjk_face(forms);
    let cjk = cjk_face.font().charmap();
    let face_of = |c: char| {
        if label.map(c).is_none() && cjk.map(c).is_some() {
            cjk_face
        } else {
            Face::Label
        }
    };
    let mut runs: Vec<(Face, &str)> = Vec::new();
    let mut start = 0;
    let mut current = None;
    for (at, c) in text.char_indices() {
        let face = face_of(c);
        if let Some(previous) = current.filter(|&previous| previous != face) {
            runs.push((previous, &text[start..at]));
            start = at;
        }
        current = Some(face);
    }
    if let Some(face) = current {
        runs.push((face, &text[start..]));
    }
    runs
}

/// One glyph of a laid-out run.
#[derive(Clone, Debug, PartialEq)]
pub struct PlacedGlyph {
    /// The glyph in the font.
    pub id: u32,
    /// Its advance, as a fraction of the font size.
    pub advance: f32,
    /// The bytes of the text it draws.
    pub text_range: Range<usize>,
}

impl Face {
    /// Every face.
    pub const ALL: [Face; 4] = [Face::Digits, Face::Label, Face::Cjk, Face::CjkJapanese];

    /// The font file.
    pub fn bytes(self) -> &'static [u8] {
        match self {
            Face::Digits => epaint_default_fonts::HACK_REGULAR,
            Face::Label => epaint_default_fonts::UBUNTU_LIGHT,
            Face::Cjk => CJK_SUBSET,
            Face::CjkJapanese => JAPANESE_SUBSET,
        }
    }

    /// The family name, for SVG's `font-family` (with fallbacks of the same kind).
    pub fn css_family(self) -> &'static str {
        match self {
            Face::Digits => "Hack, 'DejaVu Sans Mono', monospace",
            Face::Label => "Ubuntu, 'DejaVu Sans', sans-serif",
            Face::Cjk => "'Noto Sans CJK SC', 'Source Han Sans SC', 'Microsoft YaHei', sans-serif",
            Face::CjkJapanese => {
                "'Noto Sans CJK JP', 'Source Han Sans JP', 'Yu Gothic', sans-serif"
            }
        }
    }

    pub(crate) fn font(self) -> FontRef<'static> {
        // The bytes are a font file compiled into the program, checked by the tests: it
        // always parses.
        FontRef::new(self.bytes()).expect("the bundled fonts parse")
    }

    /// The glyphs of `text`, one per character (unknown characters draw the font's
    /// missing-glyph box).
    pub fn layout(self, text: &str) -> Vec<PlacedGlyph> {
        let font = self.font();
        let charmap = font.charmap();
        let metrics = font.glyph_metrics(Size::unscaled(), LocationRef::default());
        let em = f32::from(
            font.metrics(Size::unscaled(), LocationRef::default())
                .units_per_em
                .max(1),
        );
        text.char_indices()
            .map(|(at, c)| {
                let id = charmap.map(c).unwrap_or(GlyphId::NOTDEF);
                PlacedGlyph {
                    id: id.to_u32(),
                    advance: metrics.advance_width(id).unwrap_or(0.0) / em,
                    text_range: at..at + c.len_utf8(),
                }
            })
            .collect()
    }

    /// How wide `text` is at font size `size`.
    pub fn text_width(self, text: &str, size: f32) -> f32 {
        self.layout(text).iter().map(|g| g.advance).sum::<f32>() * size
    }

    /// The height of capitals (and of digits), as a fraction of the font size: what centres a
    /// digit on a point when its baseline sits this much times half the size below it.
    pub fn cap_height(self) -> f32 {
        let metrics = self
            .font()
            .metrics(Size::unscaled(), LocationRef::default());
        let em = f32::from(metrics.units_per_em.max(1));
        metrics.cap_height.unwrap_or(metrics.ascent * 0.7) / em
    }

    /// Draws glyph `id`'s outline at font size `size` into `pen`, in font coordinates
    /// (y upwards, origin on the baseline). Returns false when the glyph has no outline.
    pub fn draw_glyph(self, id: u32, size: f32, pen: &mut impl OutlinePen) -> bool {
        let font = self.font();
        let Some(glyph) = font.outline_glyphs().get(GlyphId::new(id)) else {
            return false;
        };
        let settings = DrawSettings::unhinted(Size::new(size), LocationRef::default());
        glyph.draw(settings, pen).is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_fonts_map_digits_and_the_label_text() {
        for face in [Face::Digits, Face::Label] {
            for glyph in face.layout("0123456789") {
                assert_ne!(glyph.id, 0, "{face:?} lacks a digit");
                assert!(glyph.advance > 0.3 && glyph.advance < 1.0, "{glyph:?}");
            }
            let cap = face.cap_height();
            assert!((0.5..0.9).contains(&cap), "{face:?}: {cap}");
        }
        let label = Face::Label.layout("No. 12 · Hard · 3.4 Page");
        assert!(label.iter().all(|g| g.id != 0), "{label:?}");
        // Hack is monospace: every digit as wide as the next.
        let widths: Vec<f32> = Face::Digits
            .layout("18")
            .iter()
            .map(|g| g.advance)
            .collect();
        assert_eq!(widths[0], widths[1]);
        assert!(Face::Label.text_width("Hard", 10.0) > Face::Label.text_width("Ha", 10.0));
    }

    #[test]
    fn a_label_goes_to_the_chinese_font_only_where_ubuntu_lacks_the_character() {
        assert_eq!(
            label_faces("Page 1 of 3", HanForms::SimplifiedChinese),
            [(Face::Label, "Page 1 of 3")]
        );
        assert_eq!(
            label_faces("第1页，共3页", HanForms::SimplifiedChinese),
            [
                (Face::Cjk, "第"),
                (Face::Label, "1"),
                (Face::Cjk, "页，共"),
                (Face::Label, "3"),
                (Face::Cjk, "页"),
            ]
        );
        assert!(label_faces("", HanForms::SimplifiedChinese).is_empty());
        // A character neither font has stays with the label font (its missing-glyph box).
        assert_eq!(
            label_faces("\u{1F600}", HanForms::SimplifiedChinese),
            [(Face::Label, "\u{1F600}")]
        );
        let cap = Face::Cjk.cap_height();
        assert!((0.5..0.9).contains(&cap), "{cap}");
        assert!(
            Face::Cjk
                .layout("题目")
                .iter()
                .all(|g| g.id != 0 && g.advance > 0.9)
        );
    }
}
