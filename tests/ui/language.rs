//! The interface in Simplified Chinese through the real user interface (egui_kittest):
//! switching language in View › Language, the panel, menus and hint card in Chinese (the
//! hint's sentence from the engine's Chinese renderer), back to English, and a picture of
//! the Chinese screen drawn with the embedded font; the full-width quotation marks of Chinese
//! and Japanese, which leave every row as it was.

use crate::ui_support;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nonet::app::fonts::{CJK_QUOTES, CjkFontSource, fallback_cjk_font, install_cjk_font};
use nonet::app::{Command, LanguageChoice, NonetApp, ThemeChoice};
use nonet::game::Hint;
use nonet::lang::{HanForms, Language};
use nonet::words::Explained;
use ui_support::*;

#[test]
fn view_language_switches_the_whole_window_and_back() {
    let mut harness = harness();
    harness.get_by_label("Hint");
    assert!(harness.query_by_label("提示").is_none());

    send(&mut harness, Command::SetLanguage(LanguageChoice::Chinese));
    assert_eq!(harness.state().settings().language, LanguageChoice::Chinese);
    assert_eq!(harness.state().language(), Language::ZhCn);
    for label in [
        "编辑",
        "视图",
        "学习",
        "帮助",
        "新游戏",
        "提示",
        "检查",
        "撤销",
        "数字",
        "候选",
    ] {
        harness.get_by_label(label);
    }
    // The Game menu and the panel's Game heading.
    assert_eq!(harness.query_all_by_label("游戏").count(), 2);
    assert!(harness.query_by_label("Hint").is_none());
    assert!(harness.query_by_label("Game").is_none());
    // Tests draw Chinese with the font built into Nonet, whatever the machine has.
    assert_eq!(
        harness.state().cjk_font_source(),
        Some(&CjkFontSource::Embedded)
    );

    // The hint card, tier by tier up to the explanation, speaks Chinese: the engine's own
    // sentence for the step, after the technique's name as the card's title.
    let Hint::Step(step) = game(&harness).hint() else {
        panic!("the fixed puzzle has a next step");
    };
    let sentence = step.explanation_in(Language::ZhCn);
    let (name, rest) = sentence
        .split_once('：')
        .expect("a Chinese step sentence names its technique first");
    for _ in 0..3 {
        send(&mut harness, Command::Hint);
    }
    harness.get_by_label(name);
    harness.get_by_label(rest);

    // Back in English, the hint card too (its button now offers to apply the step).
    send(&mut harness, Command::SetLanguage(LanguageChoice::English));
    harness.get_by_label("Check");
    // The menu's Game (the panel's game buttons fold away while a hint card needs the room).
    assert!(harness.query_all_by_label("Game").count() >= 1);
    harness.get_by_label("Undo");
    harness.get_by_label(step.technique.name());
    assert!(harness.query_by_label(name).is_none());
    assert!(harness.query_by_label("检查").is_none());
}

#[test]
fn japanese_is_drawn_with_japanese_glyph_forms_and_hints_speak_japanese() {
    let mut harness = harness();
    send(&mut harness, Command::SetLanguage(LanguageChoice::Japanese));
    assert_eq!(harness.state().language(), Language::Ja);
    for label in [
        "編集",
        "表示",
        "新しいゲーム",
        "ヒント",
        "答え合わせ",
        "元に戻す",
    ] {
        harness.get_by_label(label);
    }
    assert!(harness.query_by_label("Hint").is_none());
    // The CJK font follows the language: Japanese forms now, Chinese ones in Chinese.
    assert_eq!(
        harness.state().cjk_font_forms(),
        Some(nonet::lang::HanForms::Japanese)
    );
    assert_eq!(
        harness.state().cjk_font_source(),
        Some(&CjkFontSource::Embedded)
    );
    let Hint::Step(step) = game(&harness).hint() else {
        panic!("the fixed puzzle has a next step");
    };
    let sentence = step.explanation_in(Language::Ja);
    let (name, _) = sentence
        .split_once('\u{ff1a}')
        .expect("a Japanese step sentence names its technique first");
    for _ in 0..3 {
        send(&mut harness, Command::Hint);
    }
    harness.get_by_label(name);
    send(&mut harness, Command::SetLanguage(LanguageChoice::Chinese));
    assert_eq!(
        harness.state().cjk_font_forms(),
        Some(nonet::lang::HanForms::SimplifiedChinese)
    );
}

#[test]
fn snapshot_main_screen_in_japanese() {
    snapshot_main_screen_in(LanguageChoice::Japanese, "ヒント", "main_japanese_light");
}

#[test]
fn following_the_system_speaks_the_system_language() {
    let mut harness = harness();
    send(&mut harness, Command::SetLanguage(LanguageChoice::System));
    // The test constructor's "system" is English whatever the machine's locale.
    assert_eq!(harness.state().language(), Language::En);
    harness.get_by_label("Hint");
}

/// The main screen in `language`, light theme, as a snapshot named `name`, once `label` is
/// on screen.
fn snapshot_main_screen_in(language: LanguageChoice, label: &str, name: &str) {
    let mut harness = Harness::builder()
        .with_size([1060.0, 760.0])
        .with_theme(egui::Theme::Light)
        .build_ui_state(
            |ui, app: &mut NonetApp| app.ui(ui),
            NonetApp::with_game(fixed_game(), nonet::app::DataDir::none()),
        );
    harness.state_mut().settings_mut().theme = ThemeChoice::Light;
    harness.state_mut().settings_mut().language = language;
    // An unfocused window keeps the clock at 0:00, so the picture does not depend on timing.
    set_focused(&mut harness, false);
    harness.run();
    harness.get_by_label(label);
    harness.snapshot(name);
}

#[test]
fn snapshot_main_screen_in_chinese() {
    snapshot_main_screen_in(LanguageChoice::Chinese, "提示", "main_chinese_light");
}

#[test]
fn a_file_that_cannot_be_played_is_refused_in_chinese_down_to_the_detail() {
    let mut harness = harness();
    send(&mut harness, Command::SetLanguage(LanguageChoice::Chinese));
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("clash.txt");
    let mut line = [b'.'; 81];
    line[0] = b'1';
    line[1] = b'1';
    std::fs::write(&path, [&line[..], b"\n"].concat()).unwrap();
    harness.state_mut().open_path(&path);
    wait_for_file(&mut harness);
    let message = harness.state().message().expect("a message").clone();
    assert_eq!(message.kind, nonet::app::MessageKind::Error);
    for part in [
        "无法打开",
        "clash.txt",
        "第1行的题目",
        "第1行中有两个1",
        "r1c1和r1c2",
    ] {
        assert!(
            message.text.contains(part),
            "{:?} lacks {part}",
            message.text
        );
    }
    assert!(!message.text.contains("the puzzle"), "{}", message.text);
}

/// Every label in the window, as accessibility reads it.
fn all_labels(harness: &Harness<'_, NonetApp>) -> Vec<String> {
    harness
        .query_all_by(|node| node.label().is_some() || node.value().is_some())
        // A text (`Role::Label`) carries its words as its value, a widget as its label.
        .filter_map(|node| {
            let node = node.accesskit_node();
            node.label().or_else(|| node.value())
        })
        .collect()
}

#[test]
fn the_shortcuts_sheet_and_how_to_play_name_keys_in_chinese() {
    let mut harness = harness();
    send(&mut harness, Command::SetLanguage(LanguageChoice::Chinese));
    for window in [Command::ShowShortcuts, Command::ShowHowToPlay] {
        send(&mut harness, window.clone());
        let labels = all_labels(&harness);
        assert!(
            labels.iter().any(|l| l.contains("删除键")),
            "{window:?}: {labels:?}"
        );
        for english in [
            "Delete",
            "Backspace",
            "Questionmark",
            " or ",
            "Up Down",
            "Left",
        ] {
            let found: Vec<&String> = labels.iter().filter(|l| l.contains(english)).collect();
            assert!(found.is_empty(), "{window:?} says {english:?}: {found:?}");
        }
        send(&mut harness, Command::Dismiss);
    }
}

#[test]
fn the_message_is_said_again_in_the_new_language() {
    let mut harness = harness();
    send(&mut harness, Command::Copy);
    let english = harness
        .state()
        .message()
        .expect("copying says so")
        .text
        .clone();
    harness.get_by_label(&english);
    send(&mut harness, Command::SetLanguage(LanguageChoice::Chinese));
    let chinese = harness.state().message().expect("still told").text.clone();
    assert_ne!(chinese, english, "the message stays in English");
    assert!(chinese.chars().any(|c| c >= '\u{4e00}'), "{chinese}");
    harness.get_by_label(&chinese);
}

/// A Chinese quotation, as the workshop's cage help has one.
const QUOTED: &str = "点“建立笼子”。";

/// `text` laid out on one line at `size` points and `pixels_per_point`, with the fonts the
/// app installs for `forms`, with or without the quotes font first.
fn laid_out(
    text: &str,
    size: f32,
    pixels_per_point: f32,
    forms: HanForms,
    quotes: bool,
) -> std::sync::Arc<egui::Galley> {
    let ctx = egui::Context::default();
    ctx.set_pixels_per_point(pixels_per_point);
    install_cjk_font(&ctx, false, forms, quotes);
    // Fonts set take effect at the next pass.
    let _ = ctx.run_ui(egui::RawInput::default(), |_| {});
    assert_eq!(ctx.pixels_per_point(), pixels_per_point);
    ctx.fonts_mut(|fonts| {
        fonts.layout_no_wrap(
            text.to_string(),
            egui::FontId::proportional(size),
            egui::Color32::WHITE,
        )
    })
}

/// The first glyph of `galley` drawing `c`.
fn glyph(galley: &egui::Galley, c: char) -> &egui::epaint::text::Glyph {
    galley.rows[0]
        .glyphs
        .iter()
        .find(|glyph| glyph.chr == c)
        .unwrap_or_else(|| panic!("{c:?} is laid out"))
}

const SIZES: [f32; 7] = [11.0, 12.0, 13.3, 15.0, 17.5, 22.0, 24.0];

#[test]
fn the_quotes_font_changes_no_row_and_quotes_full_width() {
    for forms in [HanForms::SimplifiedChinese, HanForms::Japanese] {
        for pixels_per_point in [1.0, 1.25, 2.0] {
            for size in SIZES {
                let at = format!("{forms:?} {size}pt ×{pixels_per_point}");
                let latin = laid_out(QUOTED, size, pixels_per_point, forms, false);
                let cjk = laid_out(QUOTED, size, pixels_per_point, forms, true);
                // egui takes the row from the family's first font: the quotes font's must
                // be the Latin font's, so nothing around a quotation moves.
                assert_eq!(cjk.rows[0].height(), latin.rows[0].height(), "{at}");
                assert_eq!(cjk.size().y, latin.size().y, "{at}");
                for c in ['点', '子', '。'] {
                    assert_eq!(glyph(&cjk, c).pos.y, glyph(&latin, c).pos.y, "{at} {c}");
                }
                // The quotes come from the quotes font, as wide as a CJK character, where
                // the Latin font's are less than half that.
                for c in ['“', '”'] {
                    let wide = glyph(&cjk, c).advance_width;
                    let narrow = glyph(&latin, c).advance_width;
                    assert!(narrow < 0.5 * size, "{at} {c}: Latin {narrow}");
                    assert!(
                        (wide - size).abs() <= 0.5,
                        "{at} {c}: {wide}, not full-width"
                    );
                    assert_eq!(wide, glyph(&cjk, '点').advance_width, "{at} {c}");
                }
            }
        }
    }
}

/// The top of `c`'s outline in `font`, in units of its em.
fn outline_top(font: &[u8], c: char) -> f32 {
    use skrifa::MetadataProvider;
    use skrifa::outline::{DrawSettings, OutlinePen};
    use skrifa::raw::TableProvider;
    struct Top(f32);
    impl OutlinePen for Top {
        fn move_to(&mut self, _: f32, y: f32) {
            self.0 = self.0.max(y);
        }
        fn line_to(&mut self, _: f32, y: f32) {
            self.0 = self.0.max(y);
        }
        fn quad_to(&mut self, _: f32, y1: f32, _: f32, y: f32) {
            self.0 = self.0.max(y1).max(y);
        }
        fn curve_to(&mut self, _: f32, y1: f32, _: f32, y2: f32, _: f32, y: f32) {
            self.0 = self.0.max(y1).max(y2).max(y);
        }
        fn close(&mut self) {}
    }
    let font = skrifa::FontRef::new(font).expect("an embedded font parses");
    let id = font.charmap().map(c).expect("the font has the mark");
    let outline = font
        .outline_glyphs()
        .get(id)
        .expect("the mark has an outline");
    let mut top = Top(f32::MIN);
    let settings = DrawSettings::unhinted(
        skrifa::instance::Size::unscaled(),
        skrifa::instance::LocationRef::default(),
    );
    outline.draw(settings, &mut top).expect("the outline draws");
    let units_per_em = font.head().map(|head| head.units_per_em()).expect("a head");
    top.0 / f32::from(units_per_em)
}

#[test]
fn the_quotes_stand_where_the_cjk_font_would_draw_them() {
    // egui draws the CJK fallback's glyphs lower than the Latin font's (centred on the
    // row), so the quotes font's outlines are moved down by as much: each mark's top is
    // where Noto Sans CJK SC's own would be beside the Chinese characters, within a pixel.
    let sc = fallback_cjk_font(HanForms::SimplifiedChinese);
    for pixels_per_point in [1.0, 2.0] {
        for size in SIZES {
            let galley = laid_out(
                QUOTED,
                size,
                pixels_per_point,
                HanForms::SimplifiedChinese,
                true,
            );
            let cjk_baseline = glyph(&galley, '点').pos.y;
            for c in ['“', '”'] {
                let drawn = glyph(&galley, c).pos.y - size * outline_top(CJK_QUOTES, c);
                let own = cjk_baseline - size * outline_top(sc, c);
                assert!(
                    (drawn - own).abs() <= 1.0 / pixels_per_point,
                    "{c} at {size}pt ×{pixels_per_point}: top {drawn}, the CJK font's {own}"
                );
            }
        }
    }
}

/// How wide the app's font sets an opening quotation mark at 20 points.
fn quote_width(harness: &Harness<'_, NonetApp>) -> f32 {
    harness.ctx.fonts_mut(|fonts| {
        fonts
            .layout_no_wrap(
                "\u{201c}".to_string(),
                egui::FontId::proportional(20.0),
                egui::Color32::WHITE,
            )
            .size()
            .x
    })
}

#[test]
fn quotation_marks_are_full_width_in_chinese_and_japanese_and_latin_in_english() {
    let mut harness = harness();
    let latin = quote_width(&harness);
    assert!(latin < 10.0, "English keeps the Latin quote: {latin}");
    for language in [LanguageChoice::Chinese, LanguageChoice::Japanese] {
        send(&mut harness, Command::SetLanguage(language));
        let wide = quote_width(&harness);
        assert!(wide >= 19.5, "{language:?}: a full-width quote, not {wide}");
    }
    send(&mut harness, Command::SetLanguage(LanguageChoice::English));
    assert_eq!(quote_width(&harness), latin);
}
