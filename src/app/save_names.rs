//! The name a save or export dialog suggests. A file that holds several puzzles (a
//! collection just opened) is never the default target: a puzzle being set is named after
//! its kind and level, a collection's puzzle after the collection and its number, and either
//! gets a name no file in the folder has yet.

use super::NonetApp;
use super::files::Dialog;
use crate::i18n::{Arg, tr_args};
use std::path::{Path, PathBuf};

impl NonetApp {
    /// Where `dialog` starts: Open at the last file; a file to write under a suggested name
    /// in the last file's folder.
    pub fn suggested_path(&self, dialog: Dialog) -> Option<PathBuf> {
        let extension = match dialog {
            Dialog::Open | Dialog::ExportStatistics => return self.last_path.clone(),
            Dialog::ExportReplay => {
                // The save's suggested name with "replay" added, never the save itself.
                let save = self.suggested_path(Dialog::Save);
                let folder = save.as_deref().and_then(Path::parent);
                let stem = save.as_deref().and_then(Path::file_stem).map_or_else(
                    || "puzzle".to_string(),
                    |s| s.to_string_lossy().into_owned(),
                );
                let stem = tr_args("win-file-name-replay", &[("name", Arg::from(stem))]);
                return Some(unused_path(folder, &file_stem(&stem), "nonet", |path| {
                    crate::game::file_exists(path)
                }));
            }
            Dialog::Save => "nonet",
            Dialog::Export(kind) => kind.extension(),
            Dialog::Print => "pdf",
        };
        let last = self.last_path.as_deref();
        let folder = last.and_then(Path::parent);
        let last_stem = last
            .and_then(Path::file_stem)
            .map(|stem| stem.to_string_lossy().into_owned());
        let fresh = |stem: String| {
            Some(unused_path(folder, &file_stem(&stem), extension, |path| {
                crate::game::file_exists(path)
            }))
        };
        if let Some(setting) = &self.setting {
            return fresh(setting.file_stem());
        }
        if let Some(setting) = &self.sized_setting {
            return fresh(super::sized_setting::file_stem(setting));
        }
        match (last_stem, self.last_path_holds_many) {
            (Some(collection), true) => {
                let number = self
                    .windows
                    .collection
                    .opened
                    .as_ref()
                    .and_then(|c| c.current)
                    .map_or(0, |index| index + 1);
                let stem = match number {
                    0 => tr_args(
                        "win-file-name-from-collection",
                        &[("collection", Arg::from(collection))],
                    ),
                    n => tr_args(
                        "win-file-name-collection-puzzle",
                        &[
                            ("collection", Arg::from(collection)),
                            ("number", Arg::from(n)),
                        ],
                    ),
                };
                fresh(stem)
            }
            (Some(stem), false) => {
                let name = format!("{stem}.{extension}");
                Some(folder.map_or_else(|| PathBuf::from(&name), |f| f.join(&name)))
            }
            (None, _) => fresh("puzzle".to_string()),
        }
    }
}

/// `text` made safe as a file name on every system: no path separators, no characters
/// Windows refuses, no control characters, no leading or trailing dots and spaces.
pub(super) fn file_stem(text: &str) -> String {
    let cleaned: String = text
        .chars()
        .map(|ch| match ch {
            '/' | '\\' | ':' | '*' | '?' | '"' | '<' | '>' | '|' => '-',
            ch if ch.is_control() => ' ',
            ch => ch,
        })
        .collect();
    let trimmed = cleaned.trim_matches(|ch: char| ch == '.' || ch.is_whitespace());
    if trimmed.is_empty() {
        "puzzle".to_string()
    } else {
        trimmed.chars().take(80).collect()
    }
}

/// `folder/stem.extension`, or `stem 2`, `stem 3`… when a file of that name is `taken`.
pub(super) fn unused_path(
    folder: Option<&Path>,
    stem: &str,
    extension: &str,
    taken: impl Fn(&Path) -> bool,
) -> PathBuf {
    let at = |name: String| folder.map_or_else(|| PathBuf::from(&name), |f| f.join(&name));
    let first = at(format!("{stem}.{extension}"));
    if !taken(&first) {
        return first;
    }
    (2..=u32::MAX)
        .map(|n| at(format!("{stem} {n}.{extension}")))
        .find(|path| !taken(path))
        // Four billion files of one name cannot all exist.
        .unwrap_or(first)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_taken_name_is_never_suggested() {
        let folder = Path::new("/puzzles");
        let taken = [
            PathBuf::from("/puzzles/top200.txt"),
            PathBuf::from("/puzzles/top200 2.txt"),
        ];
        let suggested = unused_path(Some(folder), "top200", "txt", |p| {
            taken.iter().any(|t| t == p)
        });
        assert_eq!(suggested, PathBuf::from("/puzzles/top200 3.txt"));
        let free = unused_path(Some(folder), "Jigsaw Expert", "txt", |_| false);
        assert_eq!(free, PathBuf::from("/puzzles/Jigsaw Expert.txt"));
        assert_eq!(
            unused_path(None, "puzzle", "sdk", |_| false),
            PathBuf::from("puzzle.sdk")
        );
    }

    #[test]
    fn names_are_safe_on_every_system() {
        assert_eq!(file_stem("Killer: Expert"), "Killer- Expert");
        assert_eq!(file_stem("a/b\\c"), "a-b-c");
        assert_eq!(file_stem("  ..  "), "puzzle");
        assert_eq!(file_stem("ジグソー数独 上級"), "ジグソー数独 上級");
    }
}
