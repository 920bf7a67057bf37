//! The solving clock: time accumulated over the stretches it ran.

use std::time::Duration;
use web_time::Instant;

/// A stopwatch that can be stopped and restarted; only the accumulated time is saved.
#[derive(Clone, Copy, Debug, Default)]
pub struct Clock {
    accumulated: Duration,
    running_since: Option<Instant>,
}

impl Clock {
    /// A stopped clock showing `elapsed`.
    pub fn stopped_at(elapsed: Duration) -> Clock {
        Clock {
            accumulated: elapsed,
            running_since: None,
        }
    }

    /// Whether the clock is running.
    pub fn is_running(&self) -> bool {
        self.running_since.is_some()
    }

    /// Starts or stops the clock now.
    pub fn set_running(&mut self, running: bool) {
        self.set_running_at(running, Instant::now());
    }

    /// Starts or stops the clock as of `now` (starting a running clock or stopping a
    /// stopped one changes nothing).
    pub fn set_running_at(&mut self, running: bool, now: Instant) {
        match (running, self.running_since) {
            (true, None) => self.running_since = Some(now),
            (false, Some(since)) => {
                self.accumulated += now.saturating_duration_since(since);
                self.running_since = None;
            }
            _ => {}
        }
    }

    /// Time on the clock now.
    pub fn elapsed(&self) -> Duration {
        self.elapsed_at(Instant::now())
    }

    /// Time on the clock as of `now`.
    pub fn elapsed_at(&self, now: Instant) -> Duration {
        match self.running_since {
            Some(since) => self.accumulated + now.saturating_duration_since(since),
            None => self.accumulated,
        }
    }
}

/// Longest time a save records (1,000 hours): a longer game is saved as this, and a save
/// claiming more is refused, so the clock shown stays within `999:59:59`.
pub const MAX_ELAPSED: Duration = Duration::from_secs(1000 * 3600);

/// Time on the clock as a save writes it: milliseconds, at most [`MAX_ELAPSED`].
pub fn saved_ms(elapsed: Duration) -> u64 {
    let ms = elapsed.min(MAX_ELAPSED).as_millis();
    // Invariant: MAX_ELAPSED in milliseconds fits a u64 many times over.
    u64::try_from(ms).unwrap_or(u64::MAX)
}

/// `m:ss`, or `h:mm:ss` past an hour, as clocks show time.
pub fn format_duration(duration: Duration) -> String {
    let secs = duration.as_secs();
    let (h, m, s) = (secs / 3600, (secs / 60) % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_accumulates_only_while_running() {
        let t0 = Instant::now();
        let mut clock = Clock::stopped_at(Duration::from_secs(10));
        assert!(!clock.is_running());
        clock.set_running_at(true, t0);
        assert!(clock.is_running());
        assert_eq!(
            clock.elapsed_at(t0 + Duration::from_secs(5)),
            Duration::from_secs(15)
        );
        clock.set_running_at(false, t0 + Duration::from_secs(7));
        // Stopped: later instants add nothing.
        assert_eq!(
            clock.elapsed_at(t0 + Duration::from_secs(100)),
            Duration::from_secs(17)
        );
        // Starting twice keeps the first start.
        clock.set_running_at(true, t0 + Duration::from_secs(8));
        clock.set_running_at(true, t0 + Duration::from_secs(9));
        clock.set_running_at(false, t0 + Duration::from_secs(10));
        assert_eq!(clock.elapsed_at(t0), Duration::from_secs(19));
    }

    #[test]
    fn durations_read_like_a_clock() {
        assert_eq!(format_duration(Duration::from_secs(0)), "0:00");
        assert_eq!(format_duration(Duration::from_secs(65)), "1:05");
        assert_eq!(format_duration(Duration::from_millis(599_999)), "9:59");
        assert_eq!(format_duration(Duration::from_secs(3600 + 62)), "1:01:02");
    }
}
