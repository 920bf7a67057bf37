//! The player's settings. The data folder that keeps them, with the autosave, is in
//! `data_dir.rs` (`DataDir`).

use crate::i18n::tr;
use crate::lang::Language;
use crate::logic::Level;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Smallest zoom factor.
pub const ZOOM_MIN: f32 = 0.5;
/// Largest zoom factor.
pub const ZOOM_MAX: f32 = 2.0;

/// Which colour theme to use.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub enum ThemeChoice {
    /// Follow the system's light or dark setting.
    #[default]
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
    /// Dark with the strongest contrast, for players who see less well.
    HighContrast,
}

impl ThemeChoice {
    /// All choices in menu order.
    pub const ALL: [ThemeChoice; 4] = [
        ThemeChoice::System,
        ThemeChoice::Light,
        ThemeChoice::Dark,
        ThemeChoice::HighContrast,
    ];

    /// The name shown in menus.
    pub fn label(self) -> String {
        tr(match self {
            ThemeChoice::System => "theme-system",
            ThemeChoice::Light => "theme-light",
            ThemeChoice::Dark => "theme-dark",
            ThemeChoice::HighContrast => "theme-high-contrast",
        })
    }
}

/// The language the interface speaks: the system's, or one chosen in View › Language.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub enum LanguageChoice {
    /// The system's locale (LANG and friends on Linux, the system setting elsewhere).
    #[default]
    System,
    /// English.
    English,
    /// Simplified Chinese.
    Chinese,
    /// Japanese.
    Japanese,
}

impl LanguageChoice {
    /// Every choice, in menu order.
    pub const ALL: [LanguageChoice; 4] = [
        LanguageChoice::System,
        LanguageChoice::English,
        LanguageChoice::Chinese,
        LanguageChoice::Japanese,
    ];

    /// The name shown in menus: each language in its own words, so it can be found by
    /// someone who does not read the current one.
    pub fn label(self) -> String {
        match self {
            LanguageChoice::System => tr("language-system"),
            LanguageChoice::English => Language::En.native_name().to_string(),
            LanguageChoice::Chinese => Language::ZhCn.native_name().to_string(),
            LanguageChoice::Japanese => Language::Ja.native_name().to_string(),
        }
    }

    /// The language this choice means here, `system` being the system's.
    pub fn resolve(self, system: Language) -> Language {
        match self {
            LanguageChoice::System => system,
            LanguageChoice::English => Language::En,
            LanguageChoice::Chinese => Language::ZhCn,
            LanguageChoice::Japanese => Language::Ja,
        }
    }
}

/// How many recent files the Open recent menu lists.
pub const RECENT_FILES: usize = 10;

/// The longest settings file read; settings are a few hundred bytes.
pub(super) const MAX_SETTINGS_BYTES: u64 = 1024 * 1024;

/// Everything the player can set, plus best times. Missing fields take their defaults,
/// so older settings files keep loading.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Colour theme.
    pub theme: ThemeChoice,
    /// The interface's language.
    pub language: LanguageChoice,
    /// Mark entries that disagree with the answer as soon as they are made.
    pub show_mistakes: bool,
    /// Mark digits that clash with a peer.
    pub show_conflicts: bool,
    /// Entering a digit strikes it from the notes of the cell's peers.
    pub clear_peer_notes: bool,
    /// Tint the row, column and box of the selected cell.
    pub highlight_peers: bool,
    /// Tint every cell (and note) holding the selected digit.
    pub highlight_same_digit: bool,
    /// Interface zoom factor.
    pub zoom: f32,
    /// The level the New game button makes.
    pub new_game_level: Level,
    /// Best solving times per level (ms) kept here by earlier versions, which could not tell
    /// whether help was used; read only to move them to the statistics as earlier best
    /// times (`app/records.rs`), and empty after that.
    pub best_times_ms: BTreeMap<Level, u64>,
    /// Files opened or saved lately, newest first.
    pub recent_files: Vec<PathBuf>,
    /// Hints come in tiers (where to look, the technique, the explanation) before applying.
    pub hint_tiers: bool,
    /// Label the rows r1-r9 and the columns c1-c9 beside the board, as hints name cells.
    pub show_coordinates: bool,
    /// Keep candidates live: every empty cell shows what its peers allow, less what the
    /// player struck out.
    pub live_candidates: bool,
    /// Draw candidates in a line in the middle of the cell instead of a 3x3 grid.
    pub centred_candidates: bool,
    /// Pick a digit first, then click the cells it goes in.
    pub digit_first: bool,
    /// New games are minimal: no clue can go without the puzzle losing its one solution
    /// (fewer clues than the level usually has).
    pub prefer_minimal: bool,
    /// On grids of 10 and more, show 10–16 as two-digit numbers instead of the letters A–G.
    pub numbers_above_nine: bool,
    /// On 4x4 and 6x6 grids, coloured shapes in place of digits (picture mode, for children).
    pub pictures: bool,
    /// The address of a Nonet web page that Copy link points at (where the player's site is
    /// hosted); empty for links that are the fragment alone (`#p=…`).
    pub web_address: String,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            theme: ThemeChoice::System,
            language: LanguageChoice::System,
            show_mistakes: false,
            show_conflicts: true,
            clear_peer_notes: true,
            highlight_peers: true,
            highlight_same_digit: true,
            zoom: 1.0,
            new_game_level: Level::Medium,
            best_times_ms: BTreeMap::new(),
            recent_files: Vec::new(),
            hint_tiers: true,
            show_coordinates: false,
            live_candidates: false,
            centred_candidates: false,
            digit_first: false,
            prefer_minimal: false,
            numbers_above_nine: false,
            pictures: false,
            web_address: String::new(),
        }
    }
}

impl Settings {
    /// Puts `path` at the top of the recent files, keeping at most [`RECENT_FILES`].
    pub fn remember_file(&mut self, path: &Path) {
        let path = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        self.recent_files.retain(|p| *p != path);
        self.recent_files.insert(0, path);
        self.recent_files.truncate(RECENT_FILES);
    }

    /// Drops `path` from the recent files (it could not be opened).
    pub fn forget_file(&mut self, path: &Path) {
        self.recent_files.retain(|p| p != path);
    }

    /// Reads settings from RON text; anything unreadable falls back to defaults field by field
    /// where possible, else as a whole.
    pub fn from_text(text: &str) -> Settings {
        let mut settings: Settings = ron::from_str(text).unwrap_or_default();
        // A zoom from an older release, up to 3, comes down to today's largest.
        settings.zoom = if (0.5..=3.0).contains(&settings.zoom) {
            settings.zoom.clamp(ZOOM_MIN, ZOOM_MAX)
        } else {
            1.0
        };
        settings
    }

    /// The settings as RON text.
    pub fn to_text(&self) -> String {
        // Serialising plain values into a String cannot fail.
        ron::ser::to_string_pretty(self, crate::game::text_layout()).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recent_files_are_newest_first_without_repeats_and_capped() {
        let mut settings = Settings::default();
        for i in 0..15 {
            settings.remember_file(Path::new(&format!("/nowhere/{i}.sdk")));
        }
        settings.remember_file(Path::new("/nowhere/12.sdk"));
        assert_eq!(settings.recent_files.len(), RECENT_FILES);
        assert_eq!(settings.recent_files[0], Path::new("/nowhere/12.sdk"));
        assert_eq!(settings.recent_files[1], Path::new("/nowhere/14.sdk"));
        assert_eq!(
            settings
                .recent_files
                .iter()
                .filter(|p| p.ends_with("12.sdk"))
                .count(),
            1
        );
        settings.forget_file(Path::new("/nowhere/14.sdk"));
        assert_eq!(settings.recent_files.len(), RECENT_FILES - 1);
        let again = Settings::from_text(&settings.to_text());
        assert_eq!(again.recent_files, settings.recent_files);
    }

    #[test]
    fn settings_round_trip_and_survive_damage() {
        let mut settings = Settings {
            theme: ThemeChoice::Dark,
            show_mistakes: true,
            zoom: 1.25,
            new_game_level: Level::Expert,
            ..Settings::default()
        };
        settings.best_times_ms.insert(Level::Medium, 123_456);
        assert_eq!(Settings::from_text(&settings.to_text()), settings);
        assert_eq!(Settings::from_text("garbage"), Settings::default());
        // Missing fields take defaults; an absurd zoom is reset.
        let partial = Settings::from_text("(show_mistakes: true, zoom: 40.0)");
        assert!(partial.show_mistakes);
        assert_eq!(partial.zoom, 1.0);
        assert_eq!(partial.theme, ThemeChoice::System);
    }
}
