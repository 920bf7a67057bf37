//! The languages Nonet speaks, and which one the user's locale asks for.
//!
//! Only free text follows the language: sentences, headings, messages for people.
//! Machine-readable outputs (TSV, ratings, technique names on the command line) stay English
//! whatever the locale, so scripts read the same bytes everywhere.

use std::fmt;

/// A language Nonet can say its sentences in.
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, Debug, Default, serde::Serialize, serde::Deserialize,
)]
pub enum Language {
    /// English, the default and the fallback for every locale without a translation.
    #[default]
    En,
    /// Simplified Chinese.
    ZhCn,
    /// Japanese.
    Ja,
}

/// Which glyph forms a language draws Han characters (and CJK punctuation) in: the same
/// code point looks different in Chinese and Japanese type, so each has its own font face.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum HanForms {
    /// Simplified Chinese forms (Noto Sans CJK SC), also used for CJK text in other
    /// languages' interfaces, such as a Chinese file name.
    #[default]
    SimplifiedChinese,
    /// Japanese forms (Noto Sans CJK JP).
    Japanese,
}

impl Language {
    /// Every language, English first.
    pub const ALL: [Language; 3] = [Language::En, Language::ZhCn, Language::Ja];

    /// The BCP 47 tag used on the command line: `en`, `zh-CN`, `ja`.
    pub fn tag(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::ZhCn => "zh-CN",
            Language::Ja => "ja",
        }
    }

    /// The language's name in its own words, as the language menu lists it so it can be
    /// found by someone who does not read the current one.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::En => "English",
            Language::ZhCn => "简体中文",
            Language::Ja => "日本語",
        }
    }

    /// The glyph forms the language's Han characters are drawn in.
    pub fn han_forms(self) -> HanForms {
        match self {
            Language::Ja => HanForms::Japanese,
            Language::En | Language::ZhCn => HanForms::SimplifiedChinese,
        }
    }

    /// The language's message catalogue: its Fluent files (`assets/i18n/<tag>/`), compiled
    /// into the program.
    pub fn catalogue(self) -> &'static [&'static str] {
        macro_rules! files {
            ($tag:literal) => {
                &[
                    include_str!(concat!("../assets/i18n/", $tag, "/nonet.ftl")),
                    include_str!(concat!("../assets/i18n/", $tag, "/play.ftl")),
                    include_str!(concat!("../assets/i18n/", $tag, "/windows.ftl")),
                    include_str!(concat!("../assets/i18n/", $tag, "/errors.ftl")),
                    include_str!(concat!("../assets/i18n/", $tag, "/steps.ftl")),
                ]
            };
        }
        match self {
            Language::En => files!("en"),
            Language::ZhCn => files!("zh-CN"),
            Language::Ja => files!("ja"),
        }
    }

    /// The language a locale tag asks for: `zh_CN.UTF-8`, `zh-Hans`, `zh` give Simplified
    /// Chinese, `ja_JP.UTF-8` or `ja` Japanese; anything else (`C`, `POSIX`, `en_GB`,
    /// `fr_FR@euro`, garbage) English.
    ///
    /// Traditional Chinese locales (`zh_TW`, `zh_HK`) map to Simplified Chinese too: a
    /// reader of Traditional characters reads Simplified far more easily than English, and
    /// there is no Traditional translation yet.
    pub fn from_locale_tag(tag: &str) -> Language {
        Language::parse(tag).unwrap_or_default()
    }

    /// Parses a `--lang` value: a language tag as [`Language::tag`] writes it, or any
    /// locale tag naming one (`zh`, `zh_CN`, `en-US`, `ja_JP`); `None` for a language
    /// without a translation, so the command line can refuse it rather than fall back
    /// silently.
    pub fn parse(text: &str) -> Option<Language> {
        // POSIX form: language[_territory][.codeset][@modifier]; BCP 47 uses `-` instead
        // of `_`. Only the language subtag decides.
        let language = text
            .trim()
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or_default();
        let primary = |l: &Language| l.tag().split('-').next().unwrap_or_default();
        Language::ALL
            .into_iter()
            .find(|l| primary(l).eq_ignore_ascii_case(language))
    }

    /// The language of the locale in `var` (an environment lookup): the first non-empty of
    /// `LC_ALL`, `LC_MESSAGES` and `LANG`, the order in which POSIX lets them override
    /// each other for messages; `None` when none is set.
    pub fn from_env_vars(var: impl Fn(&str) -> Option<String>) -> Option<Language> {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(var)
            .find(|value| !value.trim().is_empty())
            .map(|value| Language::from_locale_tag(&value))
    }

    /// The language of this process's locale: the environment variables as
    /// [`Language::from_env_vars`] reads them, else the system's preferred locale (Windows
    /// and macOS keep it outside the environment), else English.
    pub fn detect() -> Language {
        Language::from_env_vars(|name| std::env::var(name).ok())
            .or_else(|| sys_locale::get_locale().map(|tag| Language::from_locale_tag(&tag)))
            .unwrap_or_default()
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

#[cfg(test)]
mod tests {
    use super::{HanForms, Language};
    use std::collections::HashMap;

    #[test]
    fn chinese_locale_tags_give_chinese() {
        for tag in [
            "zh",
            "zh_CN",
            "zh_CN.UTF-8",
            "zh-CN",
            "zh_SG.GB2312",
            "zh-Hans",
            "zh-Hans-CN",
            "zh_TW.UTF-8",
            "zh_HK",
            "ZH_cn",
        ] {
            assert_eq!(Language::from_locale_tag(tag), Language::ZhCn, "{tag}");
        }
    }

    #[test]
    fn other_locale_tags_give_english() {
        for tag in [
            "",
            "C",
            "POSIX",
            "C.UTF-8",
            "en_US.UTF-8",
            "en",
            "fr_FR@euro",
            "de-DE",
            "zhx",
            "z",
            "_zh",
        ] {
            assert_eq!(Language::from_locale_tag(tag), Language::En, "{tag:?}");
        }
    }

    #[test]
    fn command_line_values_parse_and_unknown_ones_are_refused() {
        assert_eq!(Language::parse("en"), Some(Language::En));
        assert_eq!(Language::parse("zh-CN"), Some(Language::ZhCn));
        assert_eq!(Language::parse("zh_cn"), Some(Language::ZhCn));
        assert_eq!(Language::parse("fr"), None);
        assert_eq!(Language::parse("ja"), Some(Language::Ja));
        assert_eq!(Language::parse("ja_JP.UTF-8"), Some(Language::Ja));
        assert_eq!(Language::from_locale_tag("ja-JP"), Language::Ja);
        assert_eq!(Language::Ja.han_forms(), HanForms::Japanese);
        assert_eq!(Language::ZhCn.han_forms(), HanForms::SimplifiedChinese);
        for language in Language::ALL {
            assert_eq!(Language::parse(language.tag()), Some(language));
        }
    }

    /// The language `vars` ask for, read as [`Language::from_env_vars`] reads the
    /// environment.
    fn from(vars: &[(&str, &str)]) -> Option<Language> {
        let vars: HashMap<String, String> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Language::from_env_vars(|name| vars.get(name).cloned())
    }

    #[test]
    fn lc_all_then_lc_messages_then_lang_decide() {
        assert_eq!(from(&[]), None);
        assert_eq!(from(&[("LANG", "zh_CN.UTF-8")]), Some(Language::ZhCn));
        assert_eq!(
            from(&[("LANG", "zh_CN.UTF-8"), ("LC_MESSAGES", "C")]),
            Some(Language::En)
        );
        assert_eq!(
            from(&[("LANG", "C"), ("LC_MESSAGES", "zh_CN.UTF-8")]),
            Some(Language::ZhCn)
        );
        assert_eq!(
            from(&[
                ("LANG", "zh_CN.UTF-8"),
                ("LC_MESSAGES", "zh_CN.UTF-8"),
                ("LC_ALL", "POSIX")
            ]),
            Some(Language::En)
        );
        assert_eq!(
            from(&[("LANG", "C"), ("LC_ALL", "zh_SG")]),
            Some(Language::ZhCn)
        );
        // Other categories never decide the language of messages.
        assert_eq!(from(&[("LC_CTYPE", "zh_CN.UTF-8")]), None);
    }

    #[test]
    fn empty_variables_are_skipped() {
        assert_eq!(
            from(&[("LC_ALL", ""), ("LC_MESSAGES", " "), ("LANG", "zh_CN")]),
            Some(Language::ZhCn)
        );
        assert_eq!(from(&[("LC_ALL", ""), ("LANG", "")]), None);
    }
}
