//! Login lockout (docs/decisions.md): after 5 wrong passwords within 15 minutes the address is
//! locked for 15 minutes.

pub const MAX_FAILURES: usize = 5;
pub const WINDOW_SECONDS: i64 = 15 * 60;
pub const LOCK_SECONDS: i64 = 15 * 60;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Lockout {
    pub failures: Vec<i64>,
    pub locked_until: Option<i64>,
}

impl Lockout {
    pub fn is_locked(&self, now: i64) -> bool {
        self.locked_until.is_some_and(|t| t > now)
    }

    /// Records a failure at `now`; returns whether the address is now locked.
    pub fn fail(&mut self, now: i64) -> bool {
        self.failures.retain(|t| now - *t < WINDOW_SECONDS);
        self.failures.push(now);
        if self.failures.len() >= MAX_FAILURES {
            self.locked_until = Some(now + LOCK_SECONDS);
            self.failures.clear();
        }
        self.is_locked(now)
    }

    /// When the record may be forgotten.
    pub fn expires_at(&self, now: i64) -> i64 {
        self.locked_until.unwrap_or(now).max(now) + WINDOW_SECONDS
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fifth_failure_within_15_minutes_locks_for_15_minutes() {
        let mut l = Lockout::default();
        for i in 0..4 {
            assert!(!l.fail(1000 + i * 60));
        }
        assert!(l.fail(1000 + 240));
        assert!(l.is_locked(1000 + 240 + LOCK_SECONDS - 1));
        assert!(!l.is_locked(1000 + 240 + LOCK_SECONDS));
    }

    #[test]
    fn failures_older_than_the_window_do_not_count() {
        let mut l = Lockout::default();
        for i in 0..4 {
            l.fail(i);
        }
        assert!(
            !l.fail(WINDOW_SECONDS + 10),
            "the first four are outside the window now"
        );
        assert_eq!(l.failures.len(), 1);
    }
}
