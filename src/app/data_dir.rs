//! Where the app keeps its files: the data folder, with the settings and the autosave.
//!
//! The folder is injectable ([`DataDir`]) so tests never touch the real one.

use super::settings::{MAX_SETTINGS_BYTES, Settings};
use crate::game::{FileError, Game, write_atomically};
use crate::generator::Symmetry;
use crate::i18n::Localized;
use crate::i18n::{Arg, tr_args};
use crate::setter::{DraftFileError, KeptDraft, LARGEST_DRAFT_BYTES, kept_draft_from_text};
use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// The autosave's name in the data folder.
const AUTOSAVE_FILE: &str = "autosave.nonet";

/// The name of the workshop's draft in the data folder (see `draft_keeping.rs`).
const DRAFT_FILE: &str = "draft.ron";

/// The game of another size than 9x9 left on the board, kept to resume at start-up.
const SIZED_FILE: &str = "sized-game.nonet";

/// The largest file of a game of another size read back: a 16x16 game takes some 5 KB.
const LARGEST_SIZED_BYTES: u64 = 256 * 1024;

/// The settings' name in the data folder.
const SETTINGS_FILE: &str = "settings.ron";

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
        self.file(SETTINGS_FILE)
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
        match self.file(SETTINGS_FILE) {
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
    /// read: it is then kept aside under a name of its own with the time
    /// (`autosave-damaged-2026-11-29T01-02-03.nonet`), which the note gives in full, rather
    /// than overwritten.
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
                // A read-only window leaves the file to the window that owns the folder.
                let aside = if self.read_only {
                    None
                } else {
                    damaged_autosave_path(&path, chrono::Local::now().naive_local())
                        .filter(|aside| crate::game::rename_file(&path, aside).is_ok())
                };
                let error = ("error", Arg::from(error.localized()));
                let note = if let Some(aside) = aside {
                    let path = ("path", Arg::from(aside.display().to_string()));
                    tr_args("win-autosave-damaged-kept", &[error, path])
                } else {
                    tr_args("win-autosave-damaged", &[error])
                };
                (None, Some(note))
            }
        }
    }

    /// Where the workshop's draft is kept, if anywhere (nowhere when read-only).
    pub fn draft_path(&self) -> Option<PathBuf> {
        if self.read_only {
            return None;
        }
        self.file(DRAFT_FILE)
    }

    /// Keeps the workshop's draft, as the text of a draft file (unless the folder is
    /// read-only).
    pub fn save_draft(&self, text: &str) -> Result<(), FileError> {
        let Some(path) = self.draft_path() else {
            return Ok(());
        };
        let io = |source| FileError::Io {
            path: path.clone(),
            source,
        };
        self.ensure_dir().map_err(io)?;
        write_atomically(&path, text.as_bytes()).map_err(io)
    }

    /// Forgets the kept draft (a draft already gone is no error).
    pub fn remove_draft(&self) -> Result<(), FileError> {
        match self.draft_path() {
            Some(path) => crate::game::remove_file(&path).map_err(|source| FileError::Io {
                path: path.clone(),
                source,
            }),
            None => Ok(()),
        }
    }

    /// The draft kept when the app last ended, and a note for the player when one exists
    /// but cannot be read: it is then kept aside under a dated name, as a damaged autosave.
    pub fn recover_draft(&self) -> (Option<(KeptDraft, Symmetry)>, Option<String>) {
        let read = |bytes: Vec<u8>| {
            let text = String::from_utf8(bytes).map_err(|_| DraftFileError::NotText.localized())?;
            kept_draft_from_text(&text).map_err(|e| e.localized())
        };
        let notes = ("set-draft-damaged", "set-draft-damaged-kept");
        self.recover(
            DRAFT_FILE,
            LARGEST_DRAFT_BYTES,
            read,
            "draft-damaged",
            notes,
        )
    }

    /// A file of the folder read back by `read` (within `limit` bytes), and a note for the
    /// player when it exists but cannot be read: it is then renamed beside itself under a
    /// dated name starting `aside` (unless the folder is read-only), and the note is the
    /// first of `notes` (the error), or the second (the error and where the file went).
    fn recover<T>(
        &self,
        name: &str,
        limit: u64,
        read: impl FnOnce(Vec<u8>) -> Result<T, String>,
        aside: &str,
        (note, note_kept): (&str, &str),
    ) -> (Option<T>, Option<String>) {
        let Some(path) = self.file(name) else {
            return (None, None);
        };
        if !crate::game::file_exists(&path) {
            return (None, None);
        }
        let read = crate::game::read_regular_file(&path, limit)
            .map_err(|e| e.to_string())
            .and_then(read);
        match read {
            Ok(kept) => (Some(kept), None),
            Err(error) => {
                let aside = if self.read_only {
                    None
                } else {
                    dated_aside(&path, aside, chrono::Local::now().naive_local())
                        .filter(|aside| crate::game::rename_file(&path, aside).is_ok())
                };
                let error = ("error", Arg::from(error));
                let note = match aside {
                    Some(aside) => {
                        let aside = ("path", Arg::from(aside.display().to_string()));
                        tr_args(note_kept, &[error, aside])
                    }
                    None => tr_args(note, &[error]),
                };
                (None, Some(note))
            }
        }
    }

    /// Whether something changed at `since` has rested for `delay`, so it is written to the
    /// folder now; until then, asks for a frame when it will have. Without a folder there is
    /// nowhere to write, and nothing to wait for (`since` is cleared).
    pub fn rested(
        &self,
        since: &mut Option<web_time::Instant>,
        delay: std::time::Duration,
        ctx: &egui::Context,
    ) -> bool {
        if self.path().is_none() {
            *since = None;
        }
        match since.map(|since| since.elapsed()) {
            Some(waited) if waited >= delay => true,
            // Wake up to write it even if nothing else happens meanwhile.
            Some(waited) => {
                ctx.request_repaint_after(delay - waited);
                false
            }
            None => false,
        }
    }

    /// Keeps the game of another size on the board to resume it next time (unless the
    /// folder is read-only).
    pub fn save_sized(&self, game: &crate::game::SizedGame) -> Result<(), FileError> {
        if self.read_only {
            return Ok(());
        }
        let Some(path) = self.file(SIZED_FILE) else {
            return Ok(());
        };
        let io = |source| FileError::Io {
            path: path.clone(),
            source,
        };
        self.ensure_dir().map_err(io)?;
        write_atomically(&path, game.to_save_text().as_bytes()).map_err(io)
    }

    /// Forgets the kept game of another size (one already gone is no error).
    pub fn remove_sized(&self) -> Result<(), FileError> {
        match self.file(SIZED_FILE).filter(|_| !self.read_only) {
            Some(path) => crate::game::remove_file(&path).map_err(|source| FileError::Io {
                path: path.clone(),
                source,
            }),
            None => Ok(()),
        }
    }

    /// The game of another size left on the board when the app last ended, and a note for
    /// the player when one exists but cannot be read: it is then kept aside under a dated
    /// name, as a damaged autosave is.
    pub fn recover_sized(&self) -> (Option<crate::game::SizedGame>, Option<String>) {
        let read = |bytes: Vec<u8>| {
            let text = String::from_utf8(bytes).map_err(|e| e.to_string())?;
            crate::game::SizedGame::from_save_text(&text).map_err(|e| e.localized())
        };
        let notes = ("win-sized-damaged", "win-sized-damaged-kept");
        self.recover(
            SIZED_FILE,
            LARGEST_SIZED_BYTES,
            read,
            "sized-game-damaged",
            notes,
        )
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

    /// Removes the temporary files that writes of the autosave, the settings and the
    /// statistics cut short left in the folder (see [`crate::game::STALE_AFTER`]); a
    /// read-only window leaves them to the window that owns the folder.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn remove_stale_temporary_files(&self) -> std::io::Result<Vec<PathBuf>> {
        match &self.dir {
            Some(dir) if !self.read_only => crate::game::remove_stale_temporary_files(
                dir,
                &[
                    AUTOSAVE_FILE,
                    SETTINGS_FILE,
                    crate::game::statistics::STATISTICS_FILE,
                ],
                crate::game::STALE_AFTER,
            ),
            _ => Ok(Vec::new()),
        }
    }

    fn ensure_dir(&self) -> std::io::Result<()> {
        match &self.dir {
            Some(dir) => crate::game::create_folders(dir),
            None => Ok(()),
        }
    }
}

/// A free name beside the autosave at `path` for it to be kept aside at `now`:
/// `autosave-damaged-2026-11-29T01-02-03.nonet` (no colons, which Windows refuses in a
/// name), then `-2`, `-3`... after it while a file of that name exists, so that no damaged
/// game kept earlier is replaced. Only the window owning the folder sets files aside, so
/// none appears between the look and the rename.
fn damaged_autosave_path(path: &Path, now: chrono::NaiveDateTime) -> Option<PathBuf> {
    dated_aside(path, "autosave-damaged", now)
}

/// A free name beside `path` for a damaged file kept aside: `name`, the time, and the
/// file's own extension (`draft-damaged-2026-11-29T01-02-03.ron`).
fn dated_aside(path: &Path, name: &str, now: chrono::NaiveDateTime) -> Option<PathBuf> {
    let stamp = now.format("%Y-%m-%dT%H-%M-%S");
    let extension = path
        .extension()
        .map_or_else(String::new, |e| format!(".{}", e.to_string_lossy()));
    (1..=u32::MAX)
        .map(|n| match n {
            1 => path.with_file_name(format!("{name}-{stamp}{extension}")),
            n => path.with_file_name(format!("{name}-{stamp}-{n}{extension}")),
        })
        .find(|candidate| !crate::game::file_exists(candidate))
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

        assert_eq!(none.load_settings(), Settings::default());
    }

    /// The files in `dir` whose names start with `autosave-damaged`, sorted.
    fn set_aside(dir: &Path) -> Vec<PathBuf> {
        let mut found: Vec<PathBuf> = std::fs::read_dir(dir)
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .filter(|path| {
                path.file_name()
                    .is_some_and(|name| name.to_string_lossy().starts_with("autosave-damaged"))
            })
            .collect();
        found.sort();
        found
    }

    #[test]
    fn each_damaged_autosave_is_kept_under_its_own_name_and_the_note_gives_it() {
        let tmp = tempfile::tempdir().unwrap();
        let data = DataDir::at(tmp.path());
        let autosave = data.autosave_path().unwrap();
        let damaged: [&[u8]; 2] = [b"(format_version: 1, givens: ", b"\x00\x01 not a save"];
        let mut notes = Vec::new();
        for bytes in damaged {
            std::fs::write(&autosave, bytes).unwrap();
            let (game, note) = data.recover_autosave();
            assert!(game.is_none());
            assert!(
                !autosave.exists(),
                "the damaged file is moved out of the way"
            );
            notes.push(note.expect("the player is told"));
        }
        let kept = set_aside(tmp.path());
        assert_eq!(kept.len(), 2, "{kept:?}");
        let mut contents: Vec<Vec<u8>> = kept.iter().map(|p| std::fs::read(p).unwrap()).collect();
        contents.sort();
        let mut expected: Vec<Vec<u8>> = damaged.iter().map(|b| b.to_vec()).collect();
        expected.sort();
        assert_eq!(contents, expected, "each keeps its own bytes");
        // Each note names the file it speaks of, with its whole path.
        for note in &notes {
            assert!(
                kept.iter()
                    .any(|path| note.contains(&path.display().to_string())),
                "{note}"
            );
        }
        assert_ne!(notes[0], notes[1]);
    }

    #[test]
    fn a_damaged_autosave_is_named_after_the_time_without_colons() {
        let tmp = tempfile::tempdir().unwrap();
        let autosave = tmp.path().join(AUTOSAVE_FILE);
        let now = chrono::NaiveDate::from_ymd_opt(2026, 11, 29)
            .and_then(|day| day.and_hms_opt(1, 2, 3))
            .unwrap();
        let first = damaged_autosave_path(&autosave, now).unwrap();
        assert_eq!(
            first,
            tmp.path()
                .join("autosave-damaged-2026-11-29T01-02-03.nonet")
        );
        std::fs::write(&first, "kept earlier").unwrap();
        let second = damaged_autosave_path(&autosave, now).unwrap();
        assert_eq!(
            second,
            tmp.path()
                .join("autosave-damaged-2026-11-29T01-02-03-2.nonet")
        );
        std::fs::write(&second, "kept earlier too").unwrap();
        assert_eq!(
            damaged_autosave_path(&autosave, now).unwrap(),
            tmp.path()
                .join("autosave-damaged-2026-11-29T01-02-03-3.nonet")
        );
    }

    #[test]
    fn stale_temporary_files_go_at_start_unless_another_window_owns_the_folder() {
        let tmp = tempfile::tempdir().unwrap();
        let long_ago = std::time::SystemTime::now() - 2 * crate::game::STALE_AFTER;
        let stale = [
            tmp.path().join(".autosave.nonet.Ab12Cd.tmp"),
            tmp.path().join(".settings.ron.Ef34Gh.tmp"),
            tmp.path().join(".statistics.ron.Ij56Kl.tmp"),
        ];
        let fresh = tmp.path().join(".autosave.nonet.Mn78Op.tmp");
        let others = tmp.path().join(".game.nonet.Qr90St.tmp");
        for path in stale.iter().chain([&others]) {
            let file = std::fs::File::create(path).unwrap();
            file.set_modified(long_ago).unwrap();
        }
        std::fs::write(&fresh, "a write under way").unwrap();
        let read_only = DataDir::at(tmp.path()).read_only();
        assert!(read_only.remove_stale_temporary_files().unwrap().is_empty());
        assert!(stale.iter().all(|path| path.exists()));
        let mut removed = DataDir::at(tmp.path())
            .remove_stale_temporary_files()
            .unwrap();
        removed.sort();
        let mut expected = stale.to_vec();
        expected.sort();
        assert_eq!(removed, expected);
        assert!(fresh.exists() && others.exists());
        assert!(
            DataDir::none()
                .remove_stale_temporary_files()
                .unwrap()
                .is_empty()
        );
    }
}
