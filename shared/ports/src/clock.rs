//! Time and identifiers are injected, so rules that depend on them can be tested exactly.

use std::sync::Mutex;
use time::OffsetDateTime;

pub trait Clock: Send + Sync {
    fn now(&self) -> OffsetDateTime;
    fn epoch_seconds(&self) -> i64 {
        self.now().unix_timestamp()
    }
}

#[derive(Default, Clone, Copy)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> OffsetDateTime {
        OffsetDateTime::now_utc()
    }
}

/// A clock that only moves when told to; for tests of expiry, lockout and dates.
pub struct FixedClock(Mutex<OffsetDateTime>);

impl FixedClock {
    pub fn at(t: OffsetDateTime) -> Self {
        Self(Mutex::new(t))
    }
    pub fn advance(&self, d: time::Duration) {
        let mut t = self.0.lock().expect("clock lock");
        *t += d;
    }
    pub fn set(&self, t: OffsetDateTime) {
        *self.0.lock().expect("clock lock") = t;
    }
}

impl Clock for FixedClock {
    fn now(&self) -> OffsetDateTime {
        *self.0.lock().expect("clock lock")
    }
}

pub trait Ids: Send + Sync {
    /// A new unique, time-ordered identifier (ULID, lower case).
    fn new_id(&self) -> String;
}

#[derive(Default, Clone, Copy)]
pub struct UlidIds;

impl Ids for UlidIds {
    fn new_id(&self) -> String {
        ulid::Ulid::new().to_string().to_lowercase()
    }
}
