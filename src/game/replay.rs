//! A solve played back: the moves of a game's history from its first kept position, each at
//! its time on the game's clock. The position shown is a copy of the game walked with its
//! own undo and redo, so what a replay shows is exactly what the player saw.
//!
//! Steps from saves before version 9 have no time (nor moves of a game of another size from
//! before its version 3); each is placed [`UNTIMED_GAP_MS`] after the one before, so an old
//! game plays back in move order at an even pace.
//!
//! A 9x9 game and a game of another size are replayed alike: each is [`Replayable`].

use super::{Action, Edit, Game};

/// The time between two steps that have no time of their own, in milliseconds.
pub const UNTIMED_GAP_MS: u64 = 1000;

/// The speeds a replay plays at: this many seconds of the game a second.
pub const SPEEDS: [u32; 5] = [1, 2, 4, 8, 16];

/// A game whose moves can be played back: a copy walks its own undo and redo.
pub trait Replayable: Clone {
    /// The game as a replay starts from it: its redo list dropped (steps undone are not
    /// part of the solve) and its clock stopped.
    fn for_replay(&self) -> Self;
    /// The time on the game's clock of each move kept for undo, oldest first, in
    /// milliseconds, where the move has one.
    fn move_times(&self) -> Vec<Option<u64>>;
    /// Takes back the last move; returns whether there was one.
    fn undo_move(&mut self) -> bool;
    /// Makes the last move taken back again; returns whether there was one.
    fn redo_move(&mut self) -> bool;
}

impl Replayable for Game {
    fn for_replay(&self) -> Game {
        let mut start = self.clone();
        start.clear_redo();
        start.clock.set_running(false);
        start
    }

    fn move_times(&self) -> Vec<Option<u64>> {
        self.undo.iter().map(|edit| edit.at_ms).collect()
    }

    fn undo_move(&mut self) -> bool {
        self.undo_step()
    }

    fn redo_move(&mut self) -> bool {
        self.redo_step()
    }
}

/// A game's solve being played back (a 9x9 game's unless said otherwise).
#[derive(Clone, Debug)]
pub struct Replay<G = Game> {
    /// The position at the replay's clock: the first `shown` steps carried out. Its redo
    /// stack holds the steps still to come, the next last.
    game: G,
    /// Each step's time in milliseconds, in move order, never decreasing.
    times: Vec<u64>,
    /// How many steps are carried out.
    shown: usize,
    /// Where the replay's clock stands, in milliseconds of the game.
    now_ms: u64,
    /// Whether the clock runs.
    playing: bool,
    /// Seconds of the game a second (one of [`SPEEDS`]).
    speed: u32,
}

impl<G: Replayable> Replay<G> {
    /// The replay of `game`'s history up to its position (steps undone are not part of the
    /// solve), at its start, paused.
    pub fn of(game: &G) -> Replay<G> {
        let mut start = game.for_replay();
        let times = step_times(start.move_times());
        while start.undo_move() {}
        Replay {
            game: start,
            times,
            shown: 0,
            now_ms: 0,
            playing: false,
            speed: SPEEDS[0],
        }
    }

    /// The position shown.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// How many steps the solve has.
    pub fn steps(&self) -> usize {
        self.times.len()
    }

    /// How many of them are carried out on the position shown.
    pub fn shown(&self) -> usize {
        self.shown
    }

    /// Where the replay's clock stands, in milliseconds of the game.
    pub fn now_ms(&self) -> u64 {
        self.now_ms
    }

    /// How long the solve took: the time of its last step.
    pub fn duration_ms(&self) -> u64 {
        self.times.last().copied().unwrap_or(0)
    }

    /// Each step's time in milliseconds, in move order.
    pub fn times(&self) -> &[u64] {
        &self.times
    }

    /// Whether the replay's clock runs.
    pub fn is_playing(&self) -> bool {
        self.playing
    }

    /// Whether every step is shown.
    pub fn at_end(&self) -> bool {
        self.shown == self.times.len()
    }

    /// The speed: seconds of the game a second.
    pub fn speed(&self) -> u32 {
        self.speed
    }

    /// Sets the speed to the nearest of [`SPEEDS`] at or below `speed` (1× below them all).
    pub fn set_speed(&mut self, speed: u32) {
        self.speed = SPEEDS
            .iter()
            .copied()
            .filter(|&s| s <= speed)
            .max()
            .unwrap_or(SPEEDS[0]);
    }

    /// Starts the clock; at the end it starts again from the beginning.
    pub fn play(&mut self) {
        if self.at_end() {
            self.seek(0);
        }
        self.playing = !self.times.is_empty();
    }

    /// Stops the clock.
    pub fn pause(&mut self) {
        self.playing = false;
    }

    /// Plays when paused, pauses when playing.
    pub fn toggle(&mut self) {
        if self.playing {
            self.pause();
        } else {
            self.play();
        }
    }

    /// Shows one step more, the clock at its time; paused.
    pub fn step_forward(&mut self) {
        self.playing = false;
        if let Some(&time) = self.times.get(self.shown) {
            self.show(self.shown + 1);
            self.now_ms = time;
        }
    }

    /// Shows one step less, the clock at the time of the last step still shown; paused.
    pub fn step_back(&mut self) {
        self.playing = false;
        if self.shown > 0 {
            self.show(self.shown - 1);
            self.now_ms = self.time_of_shown();
        }
    }

    /// Goes to the end: every step shown, paused.
    pub fn to_end(&mut self) {
        self.playing = false;
        self.seek(self.duration_ms());
    }

    /// Puts the clock at `ms` (within the solve), showing every step taken by then.
    pub fn seek(&mut self, ms: u64) {
        self.now_ms = ms.min(self.duration_ms());
        let due = self.times.partition_point(|&t| t <= self.now_ms);
        self.show(due);
    }

    /// Moves the clock on by `elapsed_ms` of real time at the replay's speed, while
    /// playing; it stops at the end. Returns whether the position shown changed.
    pub fn advance(&mut self, elapsed_ms: u64) -> bool {
        if !self.playing {
            return false;
        }
        let before = self.shown;
        let target = self
            .now_ms
            .saturating_add(elapsed_ms.saturating_mul(u64::from(self.speed)));
        self.seek(target);
        if self.now_ms >= self.duration_ms() {
            self.playing = false;
        }
        self.shown != before
    }

    /// The milliseconds of real time until the next step shows at the replay's speed, while
    /// playing (so a window can sleep until then).
    pub fn until_next_ms(&self) -> Option<u64> {
        let next = *self.times.get(self.shown).filter(|_| self.playing)?;
        let game_ms = next.saturating_sub(self.now_ms);
        Some(game_ms.div_ceil(u64::from(self.speed)))
    }

    /// The time of the last step shown (0 before the first).
    fn time_of_shown(&self) -> u64 {
        self.shown
            .checked_sub(1)
            .and_then(|i| self.times.get(i))
            .copied()
            .unwrap_or(0)
    }

    /// Undoes or redoes steps until `count` are carried out.
    fn show(&mut self, count: usize) {
        let count = count.min(self.times.len());
        while self.shown < count && self.game.redo_move() {
            self.shown += 1;
        }
        while self.shown > count && self.game.undo_move() {
            self.shown -= 1;
        }
    }
}

impl Replay<Game> {
    /// The last step carried out, if any.
    pub fn last_step(&self) -> Option<&Edit> {
        self.game.undo.back().filter(|_| self.shown > 0)
    }

    /// The action of the last step carried out, if any.
    pub fn last_action(&self) -> Option<&Action> {
        self.last_step().map(|edit| &edit.action)
    }
}

impl Replay<super::SizedGame> {
    /// The last move carried out, if any: each cell it changed, before and after.
    pub fn last_move(&self) -> Option<Vec<super::MovedCell>> {
        self.game.last_move().filter(|_| self.shown > 0)
    }
}

/// The time of each step, in order: its own, or (without one, or one earlier than the step
/// before's) the step before's plus [`UNTIMED_GAP_MS`] or the same.
fn step_times(moves: Vec<Option<u64>>) -> Vec<u64> {
    let mut last: Option<u64> = None;
    moves
        .into_iter()
        .map(|at_ms| {
            let time = match (at_ms, last) {
                (Some(at), Some(before)) => at.max(before),
                (Some(at), None) => at,
                (None, Some(before)) => before + UNTIMED_GAP_MS,
                (None, None) => UNTIMED_GAP_MS,
            };
            last = Some(time);
            time
        })
        .collect()
}

impl Game {
    /// Whether this game was read from an exported replay, to be watched rather than played.
    pub fn is_replay(&self) -> bool {
        self.replay
    }

    /// The game as an exported replay's `.nonet` text: a save that opens in replay mode.
    pub fn to_replay_text(&self) -> String {
        let mut copy = self.clone();
        copy.replay = true;
        copy.clear_redo();
        copy.to_save_text()
    }
}
