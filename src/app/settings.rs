//! The player's settings, and where the app keeps its files.
//!
//! The data folder is injectable ([`DataDir`]) so tests never touch the real one.

use crate::game::{Game, write_atomically};
use crate::i18n::Localized;
use crate::i18n::{Arg, tr, tr_args};
use crate::lang::Language;
use crate::logic::Level;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::ffi::OsString;
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
}

impl ThemeChoice {
    /// All choices in menu order.
    pub const ALL: [ThemeChoice; 3] = [ThemeChoice::System, ThemeChoice::Light, ThemeChoice::Dark];

    /// The name shown in menus.
    pub fn label(self) -> String {
        tr(match self {
            ThemeChoice::System => "theme-system",
            ThemeChoice::Light => "theme-light",
            ThemeChoice::Dark => "theme-dark",
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
const MAX_SETTINGS_BYTES: u64 = 1024 * 1024;

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

/// The autosave's name in the data folder.
const AUTOSAVE_FILE: &str = "autosave.nonet";

/// The folder where settings and the autosave live, or none (nothing is read or written).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DataDir {
    dir: Option<PathBuf>,
    /// Read but never written: another window owns the folder (see `crate::game::instance`).
    read_only: bool,
}

impl DataDir {
    /// The platform's data folder for Nonet (for example `~/.local/share/nonet` on Linux);
    /// see [`platform_data_dir`].
    pub fn platform() -> DataDir {
        DataDir {
            dir: platform_data_dir(
                std::env::consts::OS,
                |name| std::env::var_os(name),
                std::env::home_dir(),
            ),
            read_only: false,
        }
    }

    /// A data folder at a chosen place (tests use a temporary one).
    pub fn at(dir: impl Into<PathBuf>) -> DataDir {
        DataDir {
            dir: Some(dir.into()),
            read_only: false,
        }
    }

    /// The same folder, read but never written: settings, best times and the autosave
    /// stay as the window that owns the folder leaves them.
    pub fn read_only(self) -> DataDir {
        DataDir {
            read_only: true,
            ..self
        }
    }

    /// Whether nothing is written to the folder.
    pub fn is_read_only(&self) -> bool {
        self.read_only
    }

    /// No data folder: nothing is loaded or saved.
    pub fn none() -> DataDir {
        DataDir {
            dir: None,
            read_only: false,
        }
    }

    /// The folder, if any.
    pub fn path(&self) -> Option<&Path> {
        self.dir.as_deref()
    }

    fn file(&self, name: &str) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join(name))
    }

    /// Loads the settings, or the defaults when there are none.
    pub fn load_settings(&self) -> Settings {
        self.file("settings.ron")
            .and_then(|path| crate::game::read_regular_file(&path, MAX_SETTINGS_BYTES).ok())
            .and_then(|bytes| String::from_utf8(bytes).ok())
            .map(|text| Settings::from_text(&text))
            .unwrap_or_default()
    }

    /// Saves the settings (unless the folder is read-only).
    pub fn save_settings(&self, settings: &Settings) -> std::io::Result<()> {
        if self.read_only {
            return Ok(());
        }
        match self.file("settings.ron") {
            Some(path) => {
                self.ensure_dir()?;
                write_atomically(&path, settings.to_text().as_bytes())
            }
            None => Ok(()),
        }
    }

    /// Where the autosave is written, if anywhere (nowhere when the folder is read-only).
    pub fn autosave_path(&self) -> Option<PathBuf> {
        if self.read_only {
            return None;
        }
        self.file(AUTOSAVE_FILE)
    }

    /// The game saved when the app last closed, if it can be read.
    pub fn load_autosave(&self) -> Option<Game> {
        self.recover_autosave().0
    }

    /// The autosaved game, and a note for the player when an autosave exists but cannot be
    /// read: it is then kept aside as `autosave-damaged.nonet` rather than overwritten.
    pub fn recover_autosave(&self) -> (Option<Game>, Option<String>) {
        let Some(path) = self.file(AUTOSAVE_FILE) else {
            return (None, None);
        };
        if !crate::game::file_exists(&path) {
            return (None, None);
        }
        match Game::load_from(&path) {
            Ok(game) => (Some(game), None),
            Err(error) => {
                let aside = path.with_file_name("autosave-damaged.nonet");
                // A read-only window leaves the file to the window that owns the folder.
                let kept = !self.read_only && crate::game::rename_file(&path, &aside).is_ok();
                let error = ("error", Arg::from(error.localized()));
                let note = if kept {
                    let path = ("path", Arg::from(aside.display().to_string()));
                    tr_args("win-autosave-damaged-kept", &[error, path])
                } else {
                    tr_args("win-autosave-damaged", &[error])
                };
                (None, Some(note))
            }
        }
    }

    /// Saves the game to resume it next time (on the calling thread; the app uses an
    /// [`crate::game::Autosaver`] instead so the window never waits for the disk).
    pub fn save_autosave(&self, game: &Game) -> Result<(), crate::game::FileError> {
        match self.autosave_path() {
            Some(path) => {
                self.ensure_dir()
                    .map_err(|source| crate::game::FileError::Io {
                        path: path.clone(),
                        source,
                    })?;
                game.save_to(&path)
            }
            None => Ok(()),
        }
    }

    fn ensure_dir(&self) -> std::io::Result<()> {
        match &self.dir {
            Some(dir) => crate::game::create_folders(dir),
            None => Ok(()),
        }
    }
}

/// Nonet's data folder on operating system `os` (as in [`std::env::consts::OS`]), given the
/// environment (`var`) and the home folder; none when neither tells where it would be.
///
/// These are the folders the `directories` crate gave for `ProjectDirs::from("org", "Nonet",
/// "Nonet")`, which earlier versions used, so existing settings and autosaves stay found:
/// - Windows: `%APPDATA%\Nonet\Nonet\data` (the roaming application data folder);
/// - macOS: `~/Library/Application Support/org.Nonet.Nonet`;
/// - Linux and other Unix: `$XDG_DATA_HOME/nonet` when that is an absolute path (the XDG Base
///   Directory rule), else `~/.local/share/nonet`.
///
/// Written out here rather than taken from `directories` because its dependency
/// `option-ext` is MPL-2.0, a copyleft licence kept out of the shipped binary (deny.toml).
pub fn platform_data_dir(
    os: &str,
    var: impl Fn(&str) -> Option<OsString>,
    home: Option<PathBuf>,
) -> Option<PathBuf> {
    let absolute = |name: &str| var(name).map(PathBuf::from).filter(|p| p.is_absolute());
    match os {
        "windows" => absolute("APPDATA")
            .or_else(|| home.map(|h| h.join("AppData").join("Roaming")))
            .map(|roaming| roaming.join("Nonet").join("Nonet").join("data")),
        "macos" => home.map(|h| {
            h.join("Library")
                .join("Application Support")
                .join("org.Nonet.Nonet")
        }),
        _ => absolute("XDG_DATA_HOME")
            .or_else(|| home.map(|h| h.join(".local").join("share")))
            .map(|data| data.join("nonet")),
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
    fn a_read_only_folder_is_read_but_never_written() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let owner = DataDir::at(dir.path());
        let mut settings = Settings {
            zoom: 1.5,
            ..Settings::default()
        };
        owner.save_settings(&settings).expect("the owner writes");
        let game = crate::game::Game::new(
            "900004001016008070000000080740305000000010000000702038050000000070200350100600009"
                .parse()
                .expect("a valid line"),
        )
        .expect("a puzzle with one solution");
        owner.save_autosave(&game).expect("the owner writes");
        let before = std::fs::read(dir.path().join("settings.ron")).expect("written");

        let reader = DataDir::at(dir.path()).read_only();
        assert!(reader.is_read_only());
        assert_eq!(reader.load_settings().zoom, 1.5);
        assert!(
            reader.load_autosave().is_some(),
            "the autosave is still read"
        );
        assert_eq!(reader.autosave_path(), None, "so no autosaver is made");
        settings.zoom = 2.0;
        reader.save_settings(&settings).expect("a no-op");
        reader.save_autosave(&game).expect("a no-op");
        assert_eq!(
            std::fs::read(dir.path().join("settings.ron")).ok(),
            Some(before)
        );
        // A damaged autosave stays where it is for its owner to deal with.
        let autosave = dir.path().join(AUTOSAVE_FILE);
        std::fs::write(&autosave, b"damaged").expect("written");
        let (game, note) = reader.recover_autosave();
        assert!(game.is_none() && note.is_some());
        assert!(autosave.exists());
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

    // Unix only: the made-up paths below are absolute, and joined with `/`, only there.
    #[cfg(unix)]
    #[test]
    fn platform_data_dir_matches_the_directories_crate_layout() {
        let home = || Some(PathBuf::from("/home/ann"));
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(key, _)| *key == name)
                    .map(|(_, value)| OsString::from(value))
            }
        };
        let linux = |pairs| platform_data_dir("linux", env(pairs), home());
        assert_eq!(
            linux(&[]),
            Some(PathBuf::from("/home/ann/.local/share/nonet"))
        );
        assert_eq!(
            linux(&[("XDG_DATA_HOME", "/data")]),
            Some(PathBuf::from("/data/nonet"))
        );
        // A relative XDG_DATA_HOME is to be ignored, as the XDG spec says.
        assert_eq!(
            linux(&[("XDG_DATA_HOME", "data")]),
            Some(PathBuf::from("/home/ann/.local/share/nonet"))
        );
        assert_eq!(platform_data_dir("freebsd", env(&[]), None), None);
        assert_eq!(
            platform_data_dir("macos", env(&[]), home()),
            Some(PathBuf::from(
                "/home/ann/Library/Application Support/org.Nonet.Nonet"
            ))
        );
        assert_eq!(
            platform_data_dir("windows", env(&[("APPDATA", "/roaming")]), home()),
            Some(PathBuf::from("/roaming/Nonet/Nonet/data"))
        );
        assert_eq!(
            platform_data_dir("windows", env(&[]), home()),
            Some(PathBuf::from("/home/ann/AppData/Roaming/Nonet/Nonet/data"))
        );
    }

    #[test]
    fn data_dir_saves_and_loads_only_where_told() {
        let tmp = tempfile::tempdir().unwrap();
        let data = DataDir::at(tmp.path().join("nested"));
        assert_eq!(data.load_settings(), Settings::default());
        assert!(data.load_autosave().is_none());
        let settings = Settings {
            show_mistakes: true,
            ..Settings::default()
        };
        data.save_settings(&settings).unwrap();
        assert_eq!(data.load_settings(), settings);
        let game = Game::new(
            "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
                .parse()
                .unwrap(),
        )
        .unwrap();
        data.save_autosave(&game).unwrap();
        assert_eq!(data.load_autosave(), Some(game.clone()));
        // Nothing at all happens without a folder.
        let none = DataDir::none();
        none.save_settings(&settings).unwrap();
        none.save_autosave(&game).unwrap();
        assert!(none.load_autosave().is_none());

        // A damaged autosave is set aside with a note, not silently overwritten.
        let autosave = data.autosave_path().unwrap();
        std::fs::write(&autosave, "(format_version: 1, givens: ").unwrap();
        let (game, note) = data.recover_autosave();
        assert!(game.is_none());
        let note = note.expect("the player is told");
        assert!(note.contains("autosave-damaged.nonet"), "{note}");
        assert!(!autosave.exists());
        assert!(
            tmp.path()
                .join("nested")
                .join("autosave-damaged.nonet")
                .exists()
        );
        assert_eq!(none.load_settings(), Settings::default());
    }
}
