//! A file's puzzles once read, and the open collection's puzzles played: one puzzle starts
//! (on the board of its size), several open the picker, and the picker's choice or Next
//! puzzle plays the next one, asking first when a game in progress would be replaced.

use super::collection_view::{self, OpenCollection};
use super::command::level_name;
use super::message::in_file;
use super::{Confirm, Message, NonetApp, file_name};
use crate::game::{Game, PuzzleList};
use crate::i18n::Localized;
use crate::i18n::{Arg, tr, tr_args};

impl NonetApp {
    /// Takes in a puzzle file that has been read: one puzzle starts (asking first when it
    /// would replace a game in progress), several open the picker, none is reported.
    pub(super) fn file_read(&mut self, list: PuzzleList) {
        // A file whose one good line is a puzzle of another size: that puzzle is checked
        // and played on its own board, where the 9x9 game waits behind it.
        if list.len() == 1
            && let Some(puzzle) = list.sized_at(0)
        {
            let path = list.path().to_path_buf();
            let line = crate::generator::sized::puzzle_text(puzzle);
            self.opened(&path);
            self.start_sized_read(
                line,
                crate::formats::Metadata::from_file(&path),
                Some(&path),
            );
            // The lines skipped are named in a warning, which the news of the game
            // being read would otherwise hide.
            if let Some(first) = list.errors().first() {
                let (id, mut args) = match list.error_count() {
                    1 => ("win-opened-skipped-one", Vec::new()),
                    n => (
                        "win-opened-skipped",
                        vec![("skipped", Arg::from(n.to_string()))],
                    ),
                };
                args.push(("file", Arg::from(file_name(&path))));
                args.push(("error", Arg::from(first.localized())));
                self.warn(Message::error(super::said_args(id, &args)));
            }
            return;
        }
        if list.len() == 1 && self.game_in_progress() {
            // An unplayable puzzle replaces nothing: it is reported without a question.
            if let Ok(game) = list.game_at(0) {
                self.pending_open = Some(list.path().to_path_buf());
                self.waiting_game = Some(game);
                self.pending_list = Some(list);
                self.confirm = Some(Confirm::OpenFile);
                return;
            }
        }
        self.file_read_now(list, None);
    }

    /// Takes in a puzzle file without asking; `ready` is its one puzzle's game, when made.
    pub(super) fn file_read_now(&mut self, list: PuzzleList, ready: Option<Game>) {
        let path = list.path().to_path_buf();
        let name = Arg::from(file_name(&path));
        // Each message says the whole of it, records skipped or not, in its own words.
        let (opened_id, collection_id, skipped) = match (list.error_count(), list.errors().first())
        {
            (0, _) | (_, None) => ("win-opened", "win-collection-opened", Vec::new()),
            (1, Some(first)) => (
                "win-opened-skipped-one",
                "win-collection-opened-skipped-one",
                vec![("error", Arg::from(first.localized()))],
            ),
            (n, Some(first)) => (
                "win-opened-skipped",
                "win-collection-opened-skipped",
                vec![
                    ("skipped", Arg::from(n.to_string())),
                    ("error", Arg::from(first.localized())),
                ],
            ),
        };
        match list.len() {
            0 => {
                let why = list
                    .errors()
                    .first()
                    .map_or_else(|| tr("win-file-no-puzzle"), |e| e.localized());
                self.open_failed(&path, &in_file(&path, &why));
                self.ensure_some_game();
            }
            1 => match ready.map_or_else(|| list.game_at(0), Ok) {
                Ok(game) => {
                    self.set_game(game);
                    self.opened(&path);
                    let mut args = vec![("file", name)];
                    args.extend(skipped);
                    self.message = Some(Message::info(super::said_args(opened_id, &args)));
                }
                Err(e) => {
                    self.open_failed(&path, &e.localized());
                    self.ensure_some_game();
                }
            },
            n => {
                self.opened(&path);
                self.last_path_holds_many = true;
                self.windows.collection.opened = Some(OpenCollection::new(list));
                let mut args = vec![
                    ("file", name),
                    ("count", Arg::from(collection_view::thousands(n))),
                ];
                args.extend(skipped);
                self.message = Some(Message::info(super::said_args(collection_id, &args)));
                if self.game.is_none() {
                    self.next_puzzle_now(None);
                }
            }
        }
    }

    /// Plays the puzzle at `index` of the open collection, asking first when a game is in
    /// progress.
    pub(super) fn play_from_collection(&mut self, index: usize) {
        if self.game_in_progress() {
            self.confirm = Some(Confirm::CollectionPuzzle(index));
        } else {
            self.play_from_collection_now(index);
        }
    }

    pub(super) fn play_from_collection_now(&mut self, index: usize) -> bool {
        let Some(collection) = &self.windows.collection.opened else {
            return false;
        };
        let total = collection.list.len();
        let name = collection.list.file_name();
        if let Some(puzzle) = collection.list.sized_at(index) {
            // Checked and rated away from the frame, then played on its own board; the
            // collection stays open beside it.
            let line = crate::generator::sized::puzzle_text(puzzle);
            let path = collection.list.path().to_path_buf();
            self.start_sized_read(
                line,
                crate::formats::Metadata::from_file(&path),
                Some(&path),
            );
            if let Some(collection) = &mut self.windows.collection.opened {
                collection.current = Some(index);
                collection.chosen = index;
                collection.scroll_to_chosen = true;
            }
            return true;
        }
        match collection.list.game_at(index) {
            Ok(game) => {
                // A puzzle of the collection keeps it open, where any other game leaves it.
                let collection = self.windows.collection.opened.take();
                self.set_game(game);
                self.windows.collection.opened = collection;
                if let Some(collection) = &mut self.windows.collection.opened {
                    collection.current = Some(index);
                    collection.chosen = index;
                    collection.scroll_to_chosen = true;
                }
                self.message = Some(Message::info(super::said_args(
                    "win-collection-puzzle",
                    &[
                        ("number", Arg::from(collection_view::thousands(index + 1))),
                        ("total", Arg::from(collection_view::thousands(total))),
                        ("file", Arg::from(name)),
                    ],
                )));
                true
            }
            Err(e) => {
                self.message = Some(Message::error(super::said_args(
                    "win-cannot-play",
                    &[("error", Arg::from(e.localized()))],
                )));
                false
            }
        }
    }

    /// Moves on to the next playable puzzle of the open collection.
    pub(super) fn next_puzzle_pressed(&mut self) {
        let Some(collection) = &self.windows.collection.opened else {
            return;
        };
        let Some(next) = collection.next_playable_after(collection.current) else {
            let level_arg = |level| [("level", Arg::from(level_name(level)))];
            let text = match collection.level_filter {
                None => tr("win-last-of-collection"),
                Some(level) if collection.list.rated_count() < collection.list.len() => {
                    tr_args("win-no-more-at-level-yet", &level_arg(level))
                }
                Some(level) => tr_args("win-last-at-level", &level_arg(level)),
            };
            self.message = Some(Message::info(text));
            return;
        };
        if self.game_in_progress() {
            self.confirm = Some(Confirm::CollectionPuzzle(next));
        } else {
            self.next_puzzle_now(collection.current);
        }
    }

    /// Plays the first puzzle after `after` that has exactly one solution.
    fn next_puzzle_now(&mut self, after: Option<usize>) {
        let mut from = after;
        // Unrated puzzles may turn out unplayable; skip them, but not forever on a
        // collection of broken puzzles.
        for _ in 0..1000 {
            let Some(next) = self
                .windows
                .collection
                .opened
                .as_ref()
                .and_then(|c| c.next_playable_after(from))
            else {
                self.message = Some(Message::info(super::said("win-no-more-playable")));
                self.ensure_some_game();
                return;
            };
            if self.play_from_collection_now(next) {
                return;
            }
            from = Some(next);
        }
        self.ensure_some_game();
    }
}

/// Whether `text` holds more than one puzzle line (blank lines and `#` comments aside).
pub(super) fn holds_several_lines(text: &str) -> bool {
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .nth(1)
        .is_some()
}
