#!/usr/bin/env python3
"""Makes the embedded CJK fonts: Noto Sans CJK cut down to exactly the characters Nonet's
own text uses, one file per set of Han glyph forms, the fallback the app and the booklets
draw CJK text with when the system has no CJK font of its own:

    assets/fonts/NotoSansSC-Nonet.otf  Simplified Chinese forms (Noto Sans CJK SC), for the
                                       Chinese catalogue and any CJK text in other languages
    assets/fonts/NotoSansJP-Nonet.otf  Japanese forms (Noto Sans CJK JP), for the Japanese
                                       catalogue

Run it after adding CJK text (the font coverage tests in tests/i18n_catalogue.rs fail
until then):

    apt-get install fonts-noto-cjk && pip install fonttools
    python3 assets/fonts/make_cjk_subset.py

The characters are every one at or above U+2E80 (CJK radicals, punctuation, kana,
ideographs, full-width forms) in the language's catalogue (assets/i18n/<tag>/) and in the
Rust sources (src/, where the languages' own names are), plus the full-width punctuation a
sentence may need. Noto Sans CJK is under the SIL Open Font License 1.1
(assets/fonts/OFL.txt), which allows a subset to be embedded and shipped with the program.
"""

import pathlib
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = pathlib.Path(__file__).resolve().parents[2]
SOURCE = pathlib.Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
# Full-width punctuation a CJK sentence may use even if no text has it yet.
PUNCTUATION = "，。、；：？！（）《》「」『』“”‘’—…·・"
# (output, face name in the collection, catalogue folders whose text it draws)
FONTS = [
    ("NotoSansSC-Nonet.otf", "Noto Sans CJK SC", ["zh-CN", "en"]),
    ("NotoSansJP-Nonet.otf", "Noto Sans CJK JP", ["ja"]),
]


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


def main():
    for output, name, folders in FONTS:
        font = face(TTCollection(str(SOURCE)), name)
        chars = used_characters(folders)
        options = subset.Options()
        options.layout_features = []
        options.hinting = False
        options.desubroutinize = True
        options.name_IDs = ["*"]
        options.notdef_outline = True
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=[ord(c) for c in chars])
        subsetter.subset(font)
        path = ROOT / "assets" / "fonts" / output
        font.save(str(path))
        print(f"{path.relative_to(ROOT)}: {len(chars)} characters, {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
