#!/usr/bin/env python3
"""Makes assets/fonts/NotoSansSC-Nonet.otf: Noto Sans CJK SC cut down to exactly the
characters Nonet's Chinese text uses, the fallback the app draws Chinese with when the
system has no CJK font of its own.

Run it after adding Chinese text (the test `the_fallback_font_covers_every_chinese_character`
fails until then):

    apt-get install fonts-noto-cjk && pip install fonttools
    python3 assets/fonts/make_cjk_subset.py

The characters are every one at or above U+2E80 (CJK radicals, punctuation, ideographs,
full-width forms) found in the message catalogues (assets/i18n/) and the Rust sources
(src/), plus the full-width punctuation a sentence may need. Noto Sans CJK is under the SIL
Open Font License 1.1 (assets/fonts/OFL.txt), which allows a subset to be embedded and
shipped with the program.
"""

import pathlib
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = pathlib.Path(__file__).resolve().parents[2]
SOURCE = pathlib.Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
OUTPUT = ROOT / "assets" / "fonts" / "NotoSansSC-Nonet.otf"
# Index of "Noto Sans CJK SC" in the collection (JP, KR, SC, TC, HK, then the Mono ones).
SC_INDEX = 2
# Full-width punctuation a Chinese sentence may use even if no text has it yet.
PUNCTUATION = "，。、；：？！（）《》「」『』“”‘’—…·"


def used_characters():
    texts = []
    for pattern in ("assets/i18n/**/*.ftl", "src/**/*.rs"):
        for path in sorted(ROOT.glob(pattern)):
            texts.append(path.read_text(encoding="utf-8"))
    chars = {c for text in texts for c in text if ord(c) >= 0x2E80}
    chars.update(PUNCTUATION)
    return sorted(chars)


def main():
    collection = TTCollection(str(SOURCE))
    font = collection.fonts[SC_INDEX]
    name = font["name"].getDebugName(4)
    if name != "Noto Sans CJK SC":
        sys.exit(f"font {SC_INDEX} of {SOURCE} is {name}, not Noto Sans CJK SC")
    chars = used_characters()
    options = subset.Options()
    options.layout_features = []
    options.hinting = False
    options.desubroutinize = True
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[ord(c) for c in chars])
    subsetter.subset(font)
    font.save(str(OUTPUT))
    print(f"{OUTPUT.relative_to(ROOT)}: {len(chars)} characters, {OUTPUT.stat().st_size} bytes")


if __name__ == "__main__":
    main()
