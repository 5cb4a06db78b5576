//! Guessing licence codes is slowed down: failed redemptions (a code that does not exist) are
//! counted per address and per client in a fixed window, and a subject that has used up its
//! window waits for the next one (429 with `Retry-After`). A code has 31^12 ≈ 7.9 × 10^17
//! possible values, so the limit is about noise and enumeration, not about making a guess
//! unlikely; it is set high enough per client that a kickoff room behind one address, where
//! some people mistype, is never stopped.

/// Failed redemptions an address may make in a window.
pub const PER_ADDRESS: u32 = 10;
/// Failed redemptions a client (network address) may make in a window.
pub const PER_CLIENT: u32 = 100;
/// The window, in seconds.
pub const WINDOW_SECONDS: i64 = 15 * 60;

/// Failures of one subject in its current window.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Guesses {
    /// Unix seconds: when the current window opened (at its first failure).
    pub window_start: i64,
    pub failures: u32,
}

impl Guesses {
    /// Seconds to wait before another attempt, when the subject has used up its window at
    /// `now` (`limit` failures).
    pub fn wait(&self, limit: u32, now: i64) -> Option<u32> {
        let ends = self.window_start + WINDOW_SECONDS;
        (self.failures >= limit && now < ends).then(|| u32::try_from(ends - now).unwrap_or(1))
    }

    /// Counts a failure at `now` (a new window when the last one is over).
    pub fn fail(&mut self, now: i64) {
        if now >= self.window_start + WINDOW_SECONDS {
            *self = Guesses {
                window_start: now,
                failures: 0,
            };
        }
        self.failures += 1;
    }

    /// When the count may be forgotten.
    pub fn expires_at(&self) -> i64 {
        self.window_start + WINDOW_SECONDS
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tenth_failure_makes_the_address_wait_until_its_window_ends() {
        let mut g = Guesses::default();
        for i in 0..9 {
            g.fail(1000 + i);
            assert_eq!(g.wait(PER_ADDRESS, 1000 + i), None);
        }
        g.fail(1100);
        assert_eq!(
            g.wait(PER_ADDRESS, 1100),
            Some(800),
            "window opened at 1000"
        );
        assert_eq!(g.wait(PER_ADDRESS, 1000 + WINDOW_SECONDS - 1), Some(1));
        assert_eq!(g.wait(PER_ADDRESS, 1000 + WINDOW_SECONDS), None);
        assert_eq!(g.wait(PER_CLIENT, 1100), None, "a client may fail more");
    }

    #[test]
    fn a_failure_after_the_window_opens_a_new_one() {
        let mut g = Guesses {
            window_start: 0,
            failures: 10,
        };
        g.fail(WINDOW_SECONDS);
        assert_eq!(
            g,
            Guesses {
                window_start: WINDOW_SECONDS,
                failures: 1
            }
        );
        assert_eq!(g.expires_at(), 2 * WINDOW_SECONDS);
    }
}
