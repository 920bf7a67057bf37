//! The undo history's bound, and its form in a save.
//!
//! A save writes each step on one line: its action, and for each cell it changed one short
//! string naming the cell and only the parts that changed, such as `"r1c2 n->1234"` (notes
//! from none to 1234) or `"r5c5 e->7 n38>-"` (entry 7 written, notes 3 and 8 gone). The
//! parts, in this order: `e` entry, `n` notes (candidates), `c` corner marks, `f` the cell's
//! colour, `s` candidates struck out under live candidates, `p` candidate colours (nine
//! digits 0-9, one a candidate). `-` stands for none. What a part was where the string says
//! nothing is read back by walking the history from the saved position, as undo and redo
//! do. Saves before version 6 wrote every part of every change; they load the same way.
//!
//! What the steps take in a save is bounded: undo and redo together keep at most
//! [`HISTORY_BYTES`], the oldest steps dropped first, and a game keeps at most
//! [`MAX_CHECKPOINTS`] checkpoints, so every save the app writes stays far below what the
//! loader accepts.

use super::{Action, CandidateColours, CellChange, Edit, Game, Marks, Status};
use crate::grid::{CELLS, Candidates, DigitSet, Grid, cell_name};
use serde::de::{self, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// Most bytes the undo and redo steps may take in a save, together (4 MiB). Past it the
/// oldest steps are dropped, so a game holds at least the last 4,000 or so steps even when
/// each of them rewrites the notes of 50 cells, and far more single entries.
pub const HISTORY_BYTES: usize = 4 * 1024 * 1024;

/// Most checkpoints a game keeps; marking one more forgets the oldest.
pub const MAX_CHECKPOINTS: usize = 100;

/// Longest checkpoint label a save may hold, in bytes (the app's labels are a few words).
pub const MAX_LABEL_BYTES: usize = 200;

/// RON laid out over lines ending in `\n` on every system (RON's default is `\r\n` on
/// Windows), so a file Nonet writes is the same bytes whichever system wrote it: saves,
/// statistics and settings.
pub fn text_layout() -> ron::ser::PrettyConfig {
    ron::ser::PrettyConfig::new().new_line("\n")
}

/// How the save lays out its text: the file's fields one a line, and each step, checkpoint
/// and note on a line of its own.
pub(super) fn save_layout() -> ron::ser::PrettyConfig {
    text_layout().depth_limit(2)
}

/// Indentation before a step's line in a save and the comma and newline after it.
const STEP_LINE_FRAME: usize = 8 + 2;

/// Counts the bytes written to it.
struct ByteCount(usize);

impl fmt::Write for ByteCount {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0 += s.len();
        Ok(())
    }
}

/// The bytes a step takes in a save, its line's indentation and end included.
pub(super) fn step_bytes(edit: &Edit) -> usize {
    let mut count = ByteCount(0);
    let inline = text_layout().depth_limit(0);
    // Serialising an action, statuses and strings into a counter cannot fail; were it to,
    // the step would count as its frame alone, and the save text still holds it.
    let _ = ron::ser::to_writer_pretty(&mut count, &StepOut(edit), inline);
    count.0 + STEP_LINE_FRAME
}

impl Game {
    /// The bytes the undo and redo steps take in a save, which [`HISTORY_BYTES`] bounds.
    pub fn history_bytes(&self) -> usize {
        self.history_bytes
    }

    /// Drops the oldest undo steps (then, for a loaded save with no undo step left, the
    /// farthest redo steps) until the history fits [`HISTORY_BYTES`].
    pub(super) fn keep_history_bounded(&mut self) {
        while self.history_bytes > HISTORY_BYTES {
            let dropped = match self.undo.pop_front() {
                Some(edit) => edit,
                None if !self.redo.is_empty() => self.redo.remove(0),
                None => break,
            };
            self.history_bytes = self.history_bytes.saturating_sub(step_bytes(&dropped));
        }
    }

    /// Measures the history of a game just loaded, and keeps it and the checkpoints within
    /// their bounds.
    pub(super) fn bound_loaded_history(&mut self) {
        self.history_bytes = self.undo.iter().chain(&self.redo).map(step_bytes).sum();
        self.keep_history_bounded();
        let extra = self.checkpoints.len().saturating_sub(MAX_CHECKPOINTS);
        self.checkpoints.drain(..extra);
    }

    /// Forgets the redo steps (a new action was taken).
    pub(super) fn clear_redo(&mut self) {
        let freed: usize = self.redo.iter().map(step_bytes).sum();
        self.history_bytes = self.history_bytes.saturating_sub(freed);
        self.redo.clear();
    }

    /// Records a new step and keeps the history within its bound.
    pub(super) fn record(&mut self, edit: Edit) {
        self.clear_redo();
        self.history_bytes += step_bytes(&edit);
        self.undo.push_back(edit);
        self.keep_history_bounded();
    }
}

fn is_playing(status: &Status) -> bool {
    *status == Status::Playing
}

fn playing() -> Status {
    Status::Playing
}

/// A step as a save writes it (version 6).
pub(super) struct StepOut<'a>(pub(super) &'a Edit);

impl Serialize for StepOut<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Fields<'a> {
            action: &'a Action,
            changes: Changes<'a>,
            #[serde(skip_serializing_if = "is_playing")]
            status_before: Status,
            #[serde(skip_serializing_if = "is_playing")]
            status_after: Status,
            #[serde(skip_serializing_if = "Option::is_none", serialize_with = "bare_time")]
            at_ms: Option<u64>,
        }
        let edit = self.0;
        Fields {
            action: &edit.action,
            changes: Changes(&edit.changes),
            status_before: edit.status_before,
            status_after: edit.status_after,
            at_ms: edit.at_ms,
        }
        .serialize(serializer)
    }
}

/// A step's cell changes, each as its text.
struct Changes<'a>(&'a [CellChange]);

impl Serialize for Changes<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter().map(|change| ChangeText(Diff::of(change))))
    }
}

/// A cell change written as its text.
struct ChangeText(Diff);

impl Serialize for ChangeText {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&self.0)
    }
}

/// A step as a save holds it, before the parts its changes leave unsaid are filled in.
#[derive(Deserialize)]
pub(super) struct StepIn {
    action: Action,
    changes: Vec<ChangeIn>,
    #[serde(default = "playing")]
    status_before: Status,
    #[serde(default = "playing")]
    status_after: Status,
    /// The step's time (version 9); absent from older saves.
    #[serde(default, deserialize_with = "time_read_bare")]
    at_ms: Option<u64>,
}

/// A step's time written as the bare number of milliseconds (only present ones are).
fn bare_time<S: Serializer>(at_ms: &Option<u64>, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_u64(at_ms.unwrap_or_default())
}

/// A step's time read from its bare number of milliseconds.
fn time_read_bare<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<u64>, D::Error> {
    u64::deserialize(deserializer).map(Some)
}

/// A cell change as read: text (version 6), or every field (older saves).
enum ChangeIn {
    Text(String),
    Fields(CellChange),
}

impl<'de> Deserialize<'de> for ChangeIn {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<ChangeIn, D::Error> {
        struct ChangeVisitor;
        impl<'de> Visitor<'de> for ChangeVisitor {
            type Value = ChangeIn;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a cell change such as \"r1c2 e->4\"")
            }
            fn visit_str<E: de::Error>(self, text: &str) -> Result<ChangeIn, E> {
                Ok(ChangeIn::Text(text.to_string()))
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<ChangeIn, A::Error> {
                CellChange::deserialize(de::value::MapAccessDeserializer::new(map))
                    .map(ChangeIn::Fields)
            }
        }
        deserializer.deserialize_any(ChangeVisitor)
    }
}

/// What one change did to one cell: each part it changed, before and after.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
struct Diff {
    cell: usize,
    entry: Option<(u8, u8)>,
    notes: Option<(DigitSet, DigitSet)>,
    corner: Option<(DigitSet, DigitSet)>,
    colour: Option<(u8, u8)>,
    struck: Option<(DigitSet, DigitSet)>,
    tints: Option<(CandidateColours, CandidateColours)>,
}

/// A cell's entry, notes and marks.
type CellState = (u8, DigitSet, Marks);

fn changed<T: PartialEq>(before: T, after: T) -> Option<(T, T)> {
    (before != after).then_some((before, after))
}

impl Diff {
    /// The parts a full change really changes.
    fn of(change: &CellChange) -> Diff {
        let (b, a) = (change.marks_before, change.marks_after);
        Diff {
            cell: change.cell as usize,
            entry: changed(change.entry_before, change.entry_after),
            notes: changed(change.notes_before, change.notes_after),
            corner: changed(b.corner, a.corner),
            colour: changed(b.colour, a.colour),
            struck: changed(b.struck, a.struck),
            tints: changed(b.candidate_colours, a.candidate_colours),
        }
    }

    /// Whether the change changes nothing.
    fn is_empty(&self) -> bool {
        *self
            == Diff {
                cell: self.cell,
                ..Diff::default()
            }
    }

    /// `state` with each changed part as it was before (`after` false) or after the change.
    fn side(&self, state: CellState, after: bool) -> CellState {
        fn pick<T: Copy>(part: Option<(T, T)>, now: T, after: bool) -> T {
            match part {
                Some((before, later)) => {
                    if after {
                        later
                    } else {
                        before
                    }
                }
                None => now,
            }
        }
        let (entry, notes, marks) = state;
        let marks = Marks {
            corner: pick(self.corner, marks.corner, after),
            colour: pick(self.colour, marks.colour, after),
            struck: pick(self.struck, marks.struck, after),
            candidate_colours: pick(self.tints, marks.candidate_colours, after),
        };
        (
            pick(self.entry, entry, after),
            pick(self.notes, notes, after),
            marks,
        )
    }

    /// Reads a change's text; `Err` says what is wrong.
    fn parse(text: &str) -> Result<Diff, String> {
        let mut words = text.split(' ');
        let name = words.next().unwrap_or_default();
        let cell = super::save_marks::parse_cell_name(name)
            .ok_or_else(|| format!("{name:?} is not a cell"))?;
        let mut diff = Diff {
            cell,
            ..Diff::default()
        };
        let mut last_tag = 0;
        for word in words {
            let mut chars = word.chars();
            let tag = chars.next().unwrap_or(' ');
            let order = "encfsp".find(tag).map(|i| i + 1);
            let Some(order) = order.filter(|&o| o > last_tag) else {
                return Err(format!(
                    "{word:?} is not a part this version knows, or out of order"
                ));
            };
            last_tag = order;
            let (before, after) = chars
                .as_str()
                .split_once('>')
                .ok_or_else(|| format!("{word:?} has no '>' between before and after"))?;
            let bad = || format!("{word:?} holds a value out of range");
            let same = || format!("{word:?} changes nothing");
            macro_rules! part {
                ($slot:expr, $read:expr) => {{
                    let pair = (
                        $read(before).ok_or_else(bad)?,
                        $read(after).ok_or_else(bad)?,
                    );
                    if pair.0 == pair.1 {
                        return Err(same());
                    }
                    $slot = Some(pair);
                }};
            }
            match tag {
                'e' => part!(diff.entry, read_digit),
                'n' => part!(diff.notes, read_set),
                'c' => part!(diff.corner, read_set),
                'f' => part!(diff.colour, read_digit),
                's' => part!(diff.struck, read_set),
                _ => part!(diff.tints, read_tints),
            }
        }
        if last_tag == 0 {
            return Err(format!("{text:?} changes nothing"));
        }
        Ok(diff)
    }
}

/// `-` for none, else a digit 1-9.
fn read_digit(text: &str) -> Option<u8> {
    match text.as_bytes() {
        [b'-'] => Some(0),
        [d @ b'1'..=b'9'] => Some(d - b'0'),
        _ => None,
    }
}

/// `-` for none, else digits 1-9 rising.
fn read_set(text: &str) -> Option<DigitSet> {
    if text == "-" {
        return Some(DigitSet::EMPTY);
    }
    let mut set = DigitSet::EMPTY;
    let mut last = 0;
    for b in text.bytes() {
        let d = read_digit(std::str::from_utf8(&[b]).ok()?)?;
        if d <= last {
            return None;
        }
        set.insert(d);
        last = d;
    }
    (!set.is_empty()).then_some(set)
}

/// `-` for none, else nine colours 0-9, one a candidate.
fn read_tints(text: &str) -> Option<CandidateColours> {
    if text == "-" {
        return Some(CandidateColours::NONE);
    }
    let bytes = text.as_bytes();
    if bytes.len() != 9 || !bytes.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let mut tints = CandidateColours::NONE;
    for (digit, b) in (1..=9).zip(bytes) {
        tints.set(digit, b - b'0');
    }
    (!tints.is_empty()).then_some(tints)
}

impl fmt::Display for Diff {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fn digit(f: &mut fmt::Formatter<'_>, d: u8) -> fmt::Result {
            if d == 0 {
                f.write_str("-")
            } else {
                write!(f, "{d}")
            }
        }
        fn set(f: &mut fmt::Formatter<'_>, s: DigitSet) -> fmt::Result {
            if s.is_empty() {
                return f.write_str("-");
            }
            s.iter().try_for_each(|d| write!(f, "{d}"))
        }
        fn tints(f: &mut fmt::Formatter<'_>, t: CandidateColours) -> fmt::Result {
            if t.is_empty() {
                return f.write_str("-");
            }
            (1..=9).try_for_each(|d| write!(f, "{}", t.get(d)))
        }
        f.write_str(&cell_name(self.cell))?;
        type Writer<T> = fn(&mut fmt::Formatter<'_>, T) -> fmt::Result;
        fn part<T: Copy>(
            f: &mut fmt::Formatter<'_>,
            tag: char,
            part: Option<(T, T)>,
            write: Writer<T>,
        ) -> fmt::Result {
            if let Some((before, after)) = part {
                write!(f, " {tag}")?;
                write(f, before)?;
                f.write_str(">")?;
                write(f, after)?;
            }
            Ok(())
        }
        part(f, 'e', self.entry, digit)?;
        part(f, 'n', self.notes, set)?;
        part(f, 'c', self.corner, set)?;
        part(f, 'f', self.colour, digit)?;
        part(f, 's', self.struck, set)?;
        part(f, 'p', self.tints, tints)
    }
}

/// A position being walked through the history: every cell's entry, notes and marks.
pub(super) struct Walk {
    entries: Grid,
    notes: Candidates,
    marks: Box<[Marks; CELLS]>,
}

impl Walk {
    /// Starts at a saved position.
    pub(super) fn at(entries: Grid, notes: Candidates, marks: Box<[Marks; CELLS]>) -> Walk {
        Walk {
            entries,
            notes,
            marks,
        }
    }

    fn state(&self, cell: usize) -> CellState {
        (
            self.entries.get(cell),
            self.notes.get(cell),
            self.marks[cell],
        )
    }

    fn set(&mut self, cell: usize, (entry, notes, marks): CellState) {
        self.entries.set(cell, entry);
        self.notes.set(cell, notes);
        self.marks[cell] = marks;
    }
}

fn diff_of(change: ChangeIn, what: &str) -> Result<Diff, String> {
    match change {
        ChangeIn::Text(text) => Diff::parse(&text).map_err(|why| format!("{what}: {why}")),
        ChangeIn::Fields(change) => {
            let digits_only = |set: DigitSet| set.bits() & !DigitSet::ALL.bits() == 0;
            if change.cell as usize >= CELLS {
                Err(format!(
                    "{what} changes cell {}, which does not exist",
                    change.cell
                ))
            } else if change.entry_before > 9 || change.entry_after > 9 {
                Err(format!("{what} holds a digit outside 0-9"))
            } else if !digits_only(change.notes_before) || !digits_only(change.notes_after) {
                Err(format!("{what} holds notes outside 1-9"))
            } else if !change.marks_before.is_valid() || !change.marks_after.is_valid() {
                Err(format!("{what} holds a mark outside 1-9"))
            } else {
                Ok(Diff::of(&change))
            }
        }
    }
}

/// The full undo steps (oldest first) of a saved history, each change's unsaid parts read
/// from the position the steps lead to; `Err` names the step that does not fit.
pub(super) fn undo_steps(steps: Vec<StepIn>, walk: &mut Walk) -> Result<Vec<Edit>, String> {
    full_steps(steps, walk, true)
}

/// The full redo steps (the next one last) of a saved history, read forward from the saved
/// position.
pub(super) fn redo_steps(steps: Vec<StepIn>, walk: &mut Walk) -> Result<Vec<Edit>, String> {
    full_steps(steps, walk, false)
}

/// The steps in their saved order, walked from the saved position: backwards through the
/// undo steps (`back`), each change undone, or forwards through the redo steps.
fn full_steps(steps: Vec<StepIn>, walk: &mut Walk, back: bool) -> Result<Vec<Edit>, String> {
    let total = steps.len();
    let kind = if back { "undo" } else { "redo" };
    let mut edits = Vec::with_capacity(total);
    for (i, step) in steps.into_iter().enumerate().rev() {
        let what = format!("{kind} step {}", total - i);
        super::action_checks::check_action(&step.action).map_err(|why| format!("{what}: {why}"))?;
        if step
            .at_ms
            .is_some_and(|ms| ms > super::clock::saved_ms(super::MAX_ELAPSED))
        {
            return Err(format!(
                "{what}: its time is past the longest game a clock keeps"
            ));
        }
        let mut saved = step.changes;
        if back {
            saved.reverse();
        }
        let mut changes = Vec::with_capacity(saved.len());
        for change in saved {
            let diff = diff_of(change, &what)?;
            if diff.is_empty() {
                // An older save may spell out a change that changes nothing; it is dropped,
                // since a change is written as the parts it changes.
                continue;
            }
            // Where the walk stands is the change's after when undoing, its before when not.
            let here = walk.state(diff.cell);
            if diff.side(here, back) != here {
                return Err(format!(
                    "{what} does not fit {} as saved",
                    cell_name(diff.cell)
                ));
            }
            let there = diff.side(here, !back);
            walk.set(diff.cell, there);
            let (before, after) = if back { (there, here) } else { (here, there) };
            changes.push(full_change(diff.cell, before, after));
        }
        if back {
            changes.reverse();
        }
        edits.push(Edit {
            action: step.action,
            changes,
            status_before: step.status_before,
            status_after: step.status_after,
            at_ms: step.at_ms,
        });
    }
    edits.reverse();
    Ok(edits)
}

fn full_change(cell: usize, before: CellState, after: CellState) -> CellChange {
    CellChange {
        // Invariant: `Diff::parse` and `diff_of` only give cells below 81.
        cell: cell as u8,
        entry_before: before.0,
        entry_after: after.0,
        notes_before: before.1,
        notes_after: after.1,
        marks_before: before.2,
        marks_after: after.2,
    }
}
