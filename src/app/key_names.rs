//! Keys as the player reads them: a shortcut with its key named in the interface's
//! language ("Delete" has its own name in Chinese), and a command's several shortcuts joined by
//! the language's "or". Modifiers keep the names printed on the keys (Ctrl, Shift, Alt).

use crate::i18n::{tr, tr_args};
use egui::{Key, KeyboardShortcut};

/// The message naming a key whose name a language translates; letters, digits and the
/// function keys read the same everywhere.
fn key_message(key: Key) -> Option<&'static str> {
    Some(match key {
        Key::Delete => "key-delete",
        Key::Backspace => "key-backspace",
        Key::ArrowUp => "key-up",
        Key::ArrowDown => "key-down",
        Key::ArrowLeft => "key-left",
        Key::ArrowRight => "key-right",
        Key::Questionmark => "key-question-mark",
        Key::Space => "key-space",
        Key::Escape => "key-escape",
        Key::Plus => "key-plus",
        Key::Minus => "key-minus",
        Key::Equals => "key-equals",
        _ => return None,
    })
}

/// A shortcut as the platform writes its modifiers, with the key in the interface's language.
pub fn shortcut_text(ctx: &egui::Context, shortcut: &KeyboardShortcut) -> String {
    let platform = ctx.format_shortcut(shortcut);
    let Some(id) = key_message(shortcut.logical_key) else {
        return platform;
    };
    // The platform's text ends with the key, in one of its two spellings.
    let key = shortcut.logical_key;
    let modifiers = platform
        .strip_suffix(key.name())
        .or_else(|| platform.strip_suffix(key.symbol_or_name()))
        .unwrap_or("");
    format!("{modifiers}{}", tr(id))
}

/// Several ways to the same thing, joined with the language's "or" ("Ctrl+Y or Ctrl+Shift+Z").
pub fn either(ways: impl IntoIterator<Item = String>) -> String {
    ways.into_iter()
        .reduce(|first, second| {
            tr_args(
                "key-either",
                &[("first", first.into()), ("second", second.into())],
            )
        })
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{language, set_language};
    use crate::lang::Language;
    use egui::Modifiers;

    #[test]
    fn keys_are_named_in_the_interface_language() {
        let ctx = egui::Context::default();
        let before = language();
        let redo = [
            KeyboardShortcut::new(Modifiers::CTRL, Key::Y),
            KeyboardShortcut::new(Modifiers::CTRL | Modifiers::SHIFT, Key::Z),
        ];
        let erase = [Key::Delete, Key::Backspace, Key::Num0]
            .map(|k| KeyboardShortcut::new(Modifiers::NONE, k));
        let say = |shortcuts: &[KeyboardShortcut]| {
            either(shortcuts.iter().map(|s| shortcut_text(&ctx, s)))
        };
        set_language(Language::En);
        assert_eq!(say(&redo), "Ctrl+Y or Ctrl+Shift+Z");
        assert_eq!(say(&erase), "Delete or Backspace or 0");
        set_language(Language::ZhCn);
        let chinese = say(&erase);
        assert!(
            !chinese.contains("Delete") && !chinese.contains(" or "),
            "{chinese}"
        );
        assert!(
            chinese.contains("删除键") && chinese.contains("退格键"),
            "{chinese}"
        );
        let redo_zh = say(&redo);
        assert!(
            redo_zh.contains("Ctrl+Shift+Z") && !redo_zh.contains(" or "),
            "{redo_zh}"
        );
        let help = shortcut_text(
            &ctx,
            &KeyboardShortcut::new(Modifiers::SHIFT, Key::Questionmark),
        );
        assert!(help.ends_with("问号"), "{help}");
        set_language(before);
    }
}
