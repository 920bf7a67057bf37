//! CJK text on screen. egui's own fonts have no CJK glyphs, so the app adds one as the last
//! fallback of both families, in the Han glyph forms of the interface's language (Chinese
//! and Japanese draw the same characters differently): the system's CJK font when one of
//! the usual ones is installed (it also covers CJK file names), otherwise the subset of Noto
//! Sans CJK compiled into the binary, which holds exactly the characters Nonet's own text
//! uses (`assets/fonts/make_cjk_subset.py` makes it).

use crate::lang::HanForms;
use egui::{FontData, FontDefinitions, FontFamily};
use std::path::Path;
use std::sync::Arc;

/// The embedded fallback of `forms`: Noto Sans CJK SC or JP cut down to Nonet's characters
/// (OFL-1.1, `assets/fonts/OFL.txt`).
pub fn fallback_cjk_font(forms: HanForms) -> &'static [u8] {
    match forms {
        HanForms::SimplifiedChinese => crate::picture::fonts::CJK_SUBSET,
        HanForms::Japanese => crate::picture::fonts::JAPANESE_SUBSET,
    }
}

/// The full-width quotation marks “”‘’ of Noto Sans CJK SC alone (OFL-1.1), made with the
/// vertical metrics of egui's Latin font (`assets/fonts/make_cjk_subset.py`): put first in
/// Chinese and Japanese, so a quotation there gets CJK quotes rather than the Latin font's
/// narrow ones, which read as straight marks beside CJK text. egui takes a row's height and
/// baseline from the first font of a family, so with the Latin font's metrics it changes no
/// row.
pub const CJK_QUOTES: &[u8] = include_bytes!("../../assets/fonts/NotoSansCJK-Quotes.otf");

/// System Japanese fonts, as [`SYSTEM_CJK_FONTS`]: Noto CJK's JP face (index 0 of the
/// collection), Source Han Sans JP, and Yu Gothic or Meiryo on Windows.
const SYSTEM_JAPANESE_FONTS: &[(&str, u32)] = &[
    ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 0),
    ("/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc", 0),
    (
        "/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc",
        0,
    ),
    (
        "/usr/share/fonts/opentype/noto/NotoSansCJKjp-Regular.otf",
        0,
    ),
    (
        "/usr/share/fonts/adobe-source-han-sans/SourceHanSansJP-Regular.otf",
        0,
    ),
    ("C:\\Windows\\Fonts\\YuGothR.ttc", 0),
    ("C:\\Windows\\Fonts\\meiryo.ttc", 0),
];

/// System CJK fonts, in order of preference, with the index of the Simplified Chinese face
/// in each collection. Debian, Ubuntu, Fedora and Arch put Noto CJK at these paths;
/// WenQuanYi is the older Linux default; YaHei ships with Windows, PingFang and Hiragino
/// with macOS.
const SYSTEM_CJK_FONTS: &[(&str, u32)] = &[
    ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 2),
    ("/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc", 2),
    (
        "/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc",
        2,
    ),
    (
        "/usr/share/fonts/opentype/noto/NotoSansCJKsc-Regular.otf",
        0,
    ),
    (
        "/usr/share/fonts/adobe-source-han-sans/SourceHanSansSC-Regular.otf",
        0,
    ),
    ("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", 0),
    ("/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc", 0),
    ("C:\\Windows\\Fonts\\msyh.ttc", 0),
    ("/System/Library/Fonts/PingFang.ttc", 0),
    ("/System/Library/Fonts/Hiragino Sans GB.ttc", 0),
];

/// Where the CJK font came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CjkFontSource {
    /// A font file of the system's.
    System(String),
    /// The subset compiled into Nonet.
    Embedded,
}

/// The CJK font to draw `forms` with: the first system font of [`SYSTEM_CJK_FONTS`] (or
/// [`SYSTEM_JAPANESE_FONTS`]) that can be read (when `system` allows looking), else the
/// embedded subset.
fn cjk_font(system: bool, forms: HanForms) -> (FontData, CjkFontSource) {
    let (windows_font, list) = match forms {
        HanForms::SimplifiedChinese => ("msyh.ttc", SYSTEM_CJK_FONTS),
        HanForms::Japanese => ("YuGothR.ttc", SYSTEM_JAPANESE_FONTS),
    };
    // Windows may live elsewhere than C:\Windows; its own folder's font comes first there.
    let windows_own = std::env::var_os("WINDIR")
        .map(|dir| Path::new(&dir).join("Fonts").join(windows_font))
        .map(|path| (path.to_string_lossy().into_owned(), 0));
    let fixed = list.iter().map(|&(path, index)| (path.to_string(), index));
    for (path, index) in windows_own.into_iter().chain(fixed).filter(|_| system) {
        if let Ok(bytes) = std::fs::read(Path::new(&path)) {
            let mut data = FontData::from_owned(bytes);
            data.index = index;
            return (data, CjkFontSource::System(path));
        }
    }
    (
        FontData::from_static(fallback_cjk_font(forms)),
        CjkFontSource::Embedded,
    )
}

/// Sets egui's fonts to its own with the CJK font of `forms` as the next fallback of the
/// proportional and monospace families, so Latin text keeps egui's fonts and only what they
/// lack comes from it, and the embedded font of the other forms last: in the frame where the
/// language changes, before the new order takes effect, text of the new language still has
/// glyphs. `system` says whether a system font may be used (tests draw with the embedded
/// ones, so pictures are the same on every machine). With `cjk_quotes` (a CJK interface
/// language) the full-width quotation marks come first in the proportional family, the one
/// prose is set in (the monospace one draws digits, keys and the clock).
pub fn install_cjk_font(
    ctx: &egui::Context,
    system: bool,
    forms: HanForms,
    cjk_quotes: bool,
) -> CjkFontSource {
    let (data, source) = cjk_font(system, forms);
    let other = match forms {
        HanForms::SimplifiedChinese => HanForms::Japanese,
        HanForms::Japanese => HanForms::SimplifiedChinese,
    };
    let mut fonts = FontDefinitions::default();
    let installed = [
        ("nonet-cjk", data),
        (
            "nonet-cjk-other",
            FontData::from_static(fallback_cjk_font(other)),
        ),
    ];
    for (name, data) in installed {
        fonts.font_data.insert(name.to_string(), Arc::new(data));
        for family in [FontFamily::Proportional, FontFamily::Monospace] {
            fonts
                .families
                .entry(family)
                .or_default()
                .push(name.to_string());
        }
    }
    if cjk_quotes {
        let name = "nonet-cjk-quotes".to_string();
        fonts
            .font_data
            .insert(name.clone(), Arc::new(FontData::from_static(CJK_QUOTES)));
        fonts
            .families
            .entry(FontFamily::Proportional)
            .or_default()
            .insert(0, name);
    }
    ctx.set_fonts(fonts);
    source
}
