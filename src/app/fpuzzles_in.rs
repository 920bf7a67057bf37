//! Puzzles of f-puzzles and SudokuPad coming into the window: a link pasted, or a file of
//! f-puzzles JSON (or holding a link) opened, dropped or given at start. A puzzle that is one
//! of the 9x9 kinds starts as that kind's game, by Nonet's own line for it; any other (other
//! sizes, constraint rules) as a game of the generic engine, with its title, author and
//! rules; text that gives no puzzle is said so and the game in hand stays. And the game's puzzle going out, as a link of either site.

use super::command::LinkSite;
use super::sources::TextSource;
use super::{Message, MessageKind, NonetApp};
use crate::formats::Metadata;
use crate::formats::fpuzzles::{self, FpuzzlesError, Imported, MAX_JSON_BYTES};
use crate::game::Game;
use crate::i18n::{Arg, Localized};
use crate::rules::RulePuzzle;
use std::path::Path;

impl NonetApp {
    /// Starts the puzzle of an f-puzzles or SudokuPad link, or of f-puzzles JSON, in `text`
    /// (asking first when a game is in progress); `false` when the text is neither.
    pub(super) fn start_fpuzzles_text(&mut self, text: &str) -> bool {
        let Some(read) = fpuzzles::read_text(text) else {
            return false;
        };
        self.start_imported(read, None);
        true
    }

    /// Opens a file of f-puzzles JSON, or one holding an f-puzzles or SudokuPad link, whose
    /// start is `start`; `false` when the file is neither.
    pub(super) fn open_fpuzzles_file(&mut self, path: &Path, start: &str) -> bool {
        let is_json = start
            .trim_start_matches('\u{feff}')
            .trim_start()
            .starts_with('{');
        if !is_json && !fpuzzles::link::looks_like_link(start.trim_start()) {
            return false;
        }
        let read = match std::fs::metadata(path) {
            Ok(meta) if meta.len() > MAX_JSON_BYTES as u64 => Err(FpuzzlesError::TooLong {
                units: MAX_JSON_BYTES,
            }),
            Ok(_) if is_json => match std::fs::read(path) {
                Ok(bytes) => fpuzzles::read_json(&String::from_utf8_lossy(&bytes)),
                Err(error) => {
                    self.open_failed(path, &error.to_string());
                    return true;
                }
            },
            _ => match fpuzzles::read_text(start) {
                Some(read) => read,
                None => return false,
            },
        };
        match read {
            Ok(imported) => {
                self.opened(path);
                self.start_imported(Ok(imported), Some(path));
                // Started at once (no game in progress to ask about): said as a file opened.
                let started = self.confirm.is_none()
                    && self.message.as_ref().map(|m| m.kind) == Some(MessageKind::Info);
                if started {
                    self.message = Some(Message::info(super::said_args(
                        "win-opened",
                        &[("file", Arg::from(super::file_name(path)))],
                    )));
                }
            }
            Err(error) => {
                self.open_failed(path, &super::message::in_file(path, &error.localized()))
            }
        }
        true
    }

    /// Starts an imported puzzle by its line, or says why it cannot be played; `from` is
    /// the file it came from, named if it turns out to hold no puzzle to play.
    fn start_imported(&mut self, read: Result<Imported, FpuzzlesError>, from: Option<&Path>) {
        let imported = match read {
            Ok(imported) => imported,
            Err(error) => {
                self.message = Some(Message::error(super::said_args(
                    "win-link-not-a-puzzle",
                    &[("error", Arg::from(error.localized()))],
                )));
                return;
            }
        };
        match imported.line() {
            // A 9x9 game keeps the puzzle's title, author and rules in its metadata (shown
            // over the board, kept in saves).
            Some(line) if imported.puzzle.shape().size() == 9 => {
                let game = crate::variant::parse_line(&line)
                    .map_err(|error| error.localized())
                    .and_then(|puzzle| {
                        let game = if puzzle.kind() == crate::variant::Kind::Classic {
                            Game::new(*puzzle.givens())
                        } else {
                            Game::from_variant(puzzle)
                        };
                        game.map_err(|error| error.localized())
                    })
                    .map(|game| game.with_metadata(metadata_of(&imported)));
                self.take_text_game(game, TextSource::Link);
            }
            // Any other size or any rule: the generic engine's game, read and rated away from
            // the frame.
            line => {
                let text =
                    line.unwrap_or_else(|| crate::generator::sized::puzzle_text(&imported.puzzle));
                self.start_sized_read(text, metadata_of(&imported), from);
            }
        }
    }
}

impl NonetApp {
    /// Copies a link that opens the game's puzzle on `site` (and in Nonet when pasted).
    pub(super) fn copy_site_link(&mut self, ctx: &egui::Context, site: LinkSite) {
        // While a puzzle is set, the link is to the puzzle being set, every rule in it.
        if let Some(setting) = &self.setting {
            match setting.rule_puzzle() {
                Some(puzzle) => self.copy_puzzle_site_link(ctx, site, &puzzle),
                None => {
                    self.message = Some(Message::error(super::said("win-site-link-none")));
                }
            }
            return;
        }
        let line = match (&self.setting, &self.game) {
            (Some(setting), _) => setting.line(),
            (None, Some(game)) => Some(match game.variant() {
                Some(puzzle) => crate::variant::write_line(puzzle),
                None => game.givens().to_line(),
            }),
            (None, None) => None,
        };
        let puzzle = line
            .and_then(|line| crate::variant::parse_line(&line).ok())
            .and_then(|puzzle| puzzle.to_rules().ok());
        match puzzle {
            Some(puzzle) => self.copy_puzzle_site_link(ctx, site, &puzzle),
            None => {
                self.message = Some(Message::error(super::said("win-site-link-none")));
            }
        }
    }

    /// Copies the link to `puzzle` on `site`.
    pub(super) fn copy_puzzle_site_link(
        &mut self,
        ctx: &egui::Context,
        site: LinkSite,
        puzzle: &RulePuzzle,
    ) {
        let (link, id) = match site {
            LinkSite::Fpuzzles => (fpuzzles::fpuzzles_link(puzzle), "win-fpuzzles-link-copied"),
            LinkSite::Sudokupad => (
                fpuzzles::sudokupad_link(puzzle),
                "win-sudokupad-link-copied",
            ),
        };
        ctx.copy_text(link);
        self.message = Some(Message::info(super::said(id)));
    }
}

/// What the puzzle says about itself, as a game's metadata: its title, its author, and its
/// rules text as the description.
fn metadata_of(imported: &Imported) -> Metadata {
    Metadata {
        title: imported.title.clone(),
        author: imported.author.clone(),
        description: imported.rules_text.clone(),
        ..Metadata::default()
    }
}
