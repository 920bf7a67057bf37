//! Chinese text on screen. egui's own fonts have no CJK glyphs, so the app adds one as the
//! last fallback of both families: the system's CJK font when one of the usual ones is
//! installed (it also covers Chinese in file names), otherwise the subset of Noto Sans CJK
//! SC compiled into the binary, which holds exactly the characters Nonet's own text uses
//! (`assets/fonts/make_cjk_subset.py` makes it).

use egui::epaint::text::{FontInsert, FontPriority, InsertFontFamily};
use egui::{FontData, FontFamily};
use std::path::Path;

/// The embedded fallback: Noto Sans CJK SC cut down to Nonet's characters (OFL-1.1,
/// `assets/fonts/OFL.txt`).
pub const FALLBACK_CJK_FONT: &[u8] = crate::picture::fonts::CJK_SUBSET;

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

/// The CJK font to draw with: the first system font of [`SYSTEM_CJK_FONTS`] that can be
/// read (when `system` allows looking), else the embedded subset.
fn cjk_font(system: bool) -> (FontData, CjkFontSource) {
    // Windows may live elsewhere than C:\Windows; its own folder's YaHei comes first there.
    let windows_yahei = std::env::var_os("WINDIR")
        .map(|dir| Path::new(&dir).join("Fonts").join("msyh.ttc"))
        .map(|path| (path.to_string_lossy().into_owned(), 0));
    let fixed = SYSTEM_CJK_FONTS
        .iter()
        .map(|&(path, index)| (path.to_string(), index));
    for (path, index) in windows_yahei.into_iter().chain(fixed).filter(|_| system) {
        if let Ok(bytes) = std::fs::read(Path::new(&path)) {
            let mut data = FontData::from_owned(bytes);
            data.index = index;
            return (data, CjkFontSource::System(path));
        }
    }
    (
        FontData::from_static(FALLBACK_CJK_FONT),
        CjkFontSource::Embedded,
    )
}

/// Adds the CJK font as the last fallback of the proportional and monospace families, so
/// Latin text keeps egui's fonts and only what they lack comes from it. `system` says
/// whether a system font may be used (tests draw with the embedded one, so pictures are the
/// same on every machine).
pub fn install_cjk_font(ctx: &egui::Context, system: bool) -> CjkFontSource {
    let (data, source) = cjk_font(system);
    let families = [FontFamily::Proportional, FontFamily::Monospace]
        .into_iter()
        .map(|family| InsertFontFamily {
            family,
            priority: FontPriority::Lowest,
        })
        .collect();
    ctx.add_font(FontInsert {
        name: "nonet-cjk".to_string(),
        data,
        families,
    });
    source
}
