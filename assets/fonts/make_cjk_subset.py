#!/usr/bin/env python3
"""Makes the embedded CJK fonts: Noto Sans CJK cut down to exactly the characters Nonet's
own text uses, one file per set of Han glyph forms, the fallback the app and the booklets
draw CJK text with when the system has no CJK font of its own:

    assets/fonts/NotoSansSC-Nonet.otf  Simplified Chinese forms (Noto Sans CJK SC), for the
                                       Chinese catalogue and any CJK text in other languages
    assets/fonts/NotoSansJP-Nonet.otf  Japanese forms (Noto Sans CJK JP), for the Japanese
                                       catalogue
    assets/fonts/NotoSansCJK-Quotes.otf  the full-width quotation marks “”‘’ of Noto Sans CJK
                                       SC alone, with the vertical metrics of egui's Latin font
                                       (see make_quotes below), which the app puts first in
                                       Chinese and Japanese

Run it after adding CJK text (the font coverage tests in tests/i18n_catalogue.rs fail
until then):

    apt-get install fonts-noto-cjk && pip install fonttools
    python3 assets/fonts/make_cjk_subset.py

The quotes font copies the metrics of the Ubuntu-Light that egui bundles, read from the
epaint_default_fonts crate in cargo's registry (fetched by any build of Nonet); the Ubuntu
font itself is neither changed nor shipped by this script.

The characters are every one at or above U+2E80 (CJK radicals, punctuation, kana,
ideographs, full-width forms) in the language's catalogue (assets/i18n/<tag>/) and in the
Rust sources (src/, where the languages' own names are), plus the full-width punctuation a
sentence may need. Noto Sans CJK is under the SIL Open Font License 1.1
(assets/fonts/OFL.txt), which allows a subset to be embedded and shipped with the program.
"""

import pathlib
import sys

from fontTools import subset
from fontTools.pens.t2CharStringPen import T2CharStringPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTCollection, TTFont
from fontTools.ttLib.scaleUpem import scale_upem

ROOT = pathlib.Path(__file__).resolve().parents[2]
SOURCE = pathlib.Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
# Full-width punctuation a CJK sentence may use even if no text has it yet.
PUNCTUATION = "，。、；：？！（）《》「」『』“”‘’—…·・"
# (output, face name in the collection, catalogue folders whose text it draws)
FONTS = [
    ("NotoSansSC-Nonet.otf", "Noto Sans CJK SC", ["zh-CN", "en"]),
    ("NotoSansJP-Nonet.otf", "Noto Sans CJK JP", ["ja"]),
]
# The quotation marks of the quotes font. The Latin font's are narrow and faint beside CJK
# text, where they read as straight marks; the SC face's are full-width (the JP face's are
# proportional, as narrow as the Latin ones).
QUOTES = "“”‘’"
QUOTES_OUTPUT = "NotoSansCJK-Quotes.otf"
QUOTES_FACE = "Noto Sans CJK SC"
# egui 0.37's first Proportional font, whose vertical metrics the quotes font takes on.
LATIN_FONT = "epaint_default_fonts-0.37.*/fonts/Ubuntu-Light.ttf"
USE_TYPO_METRICS = 1 << 7


def used_characters(folders):
    texts = []
    patterns = [f"assets/i18n/{folder}/*.ftl" for folder in folders] + ["src/**/*.rs"]
    for pattern in patterns:
        for path in sorted(ROOT.glob(pattern)):
            texts.append(path.read_text(encoding="utf-8"))
    chars = {c for text in texts for c in text if ord(c) >= 0x2E80}
    chars.update(PUNCTUATION)
    return sorted(chars)


def face(collection, name):
    for font in collection.fonts:
        if font["name"].getDebugName(4) == name:
            return font
    sys.exit(f"{SOURCE} has no face named {name}")


def cut(name, chars):
    """The face `name` of the collection cut down to `chars`."""
    font = face(TTCollection(str(SOURCE)), name)
    options = subset.Options()
    options.layout_features = []
    options.hinting = False
    options.desubroutinize = True
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[ord(c) for c in chars])
    subsetter.subset(font)
    return font


def latin_font():
    registry = pathlib.Path.home() / ".cargo" / "registry" / "src"
    found = sorted(registry.glob(f"*/{LATIN_FONT}"))
    if not found:
        sys.exit(f"no {LATIN_FONT} under {registry}: build Nonet once to fetch it")
    return TTFont(str(found[-1]))


def line_metrics(font):
    """(ascent, descent, line gap) as egui reads them (skrifa, as FreeType does): the OS/2
    typographic ones when USE_TYPO_METRICS is set, else hhea's."""
    os2 = font["OS/2"]
    if os2.fsSelection & USE_TYPO_METRICS:
        return os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap
    hhea = font["hhea"]
    return hhea.ascent, hhea.descent, hhea.lineGap


def shift_outlines(font, dy):
    """Moves every glyph of a CFF font `dy` units up (down when negative)."""
    cff = font["CFF "].cff
    top = cff[cff.fontNames[0]]
    glyph_set = font.getGlyphSet()
    for name in font.getGlyphOrder():
        private = top.CharStrings[name].private
        width = font["hmtx"][name][0]
        # A charstring holds its width as the difference from the nominal one, or none
        # when it is the default.
        coded = None if width == private.defaultWidthX else width - private.nominalWidthX
        pen = T2CharStringPen(coded, glyph_set)
        glyph_set[name].draw(TransformPen(pen, (1, 0, 0, 1, 0, dy)))
        top.CharStrings[name] = pen.getCharString(private=private, globalSubrs=cff.GlobalSubrs)


def make_quotes():
    """The quotes font: egui takes a row's height and baseline from the first font of a
    family, so the quotes font, put before the Latin one, carries the Latin font's vertical
    metrics and leaves every row as it was. egui draws a fallback font's glyphs centred on
    the row (its baseline at its ascent plus half the difference of the row heights), so the
    CJK characters sit lower than Latin text; the quotes are moved down by as much, to where
    the CJK font itself would draw them beside those characters."""
    latin = latin_font()
    font = cut(QUOTES_FACE, QUOTES)
    upem = latin["head"].unitsPerEm
    if font["head"].unitsPerEm != upem:
        # Same units as the Latin font, so egui scales both metrics alike, to the same row.
        scale_upem(font, upem)
    cjk_ascent, cjk_descent, cjk_gap = line_metrics(font)
    ascent, descent, gap = line_metrics(latin)
    cjk_baseline = cjk_ascent + ((ascent - descent + gap) - (cjk_ascent - cjk_descent + cjk_gap)) / 2
    shift_outlines(font, -round(cjk_baseline - ascent))

    hhea, os2 = font["hhea"], font["OS/2"]
    latin_hhea, latin_os2 = latin["hhea"], latin["OS/2"]
    hhea.ascent, hhea.descent, hhea.lineGap = (
        latin_hhea.ascent,
        latin_hhea.descent,
        latin_hhea.lineGap,
    )
    os2.sTypoAscender = latin_os2.sTypoAscender
    os2.sTypoDescender = latin_os2.sTypoDescender
    os2.sTypoLineGap = latin_os2.sTypoLineGap
    os2.usWinAscent = latin_os2.usWinAscent
    os2.usWinDescent = latin_os2.usWinDescent
    os2.fsSelection = (os2.fsSelection & ~USE_TYPO_METRICS) | (
        latin_os2.fsSelection & USE_TYPO_METRICS
    )
    if line_metrics(font) != line_metrics(latin):
        sys.exit("the quotes font's line metrics differ from the Latin font's")
    return font


def save(font, output, count):
    path = ROOT / "assets" / "fonts" / output
    font.save(str(path))
    print(f"{path.relative_to(ROOT)}: {count} characters, {path.stat().st_size} bytes")


def main():
    for output, name, folders in FONTS:
        chars = used_characters(folders)
        save(cut(name, chars), output, len(chars))
    save(make_quotes(), QUOTES_OUTPUT, len(QUOTES))


if __name__ == "__main__":
    main()
