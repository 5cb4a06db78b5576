//! Throttles: the login throttle of an address (`EMAIL#<email>` / `THROTTLE`) and the licence
//! code guesses of an address or a client (`GUESS#<subject>` / `GUESS`), each expiring with its
//! window.

use crate::record::Record;
use fundplan_ports::table::{Item, Key};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThrottleRecord {
    /// Epoch seconds of recent failed logins (inside the window).
    pub failures: Vec<i64>,
    pub locked_until: Option<i64>,
}

impl Record for ThrottleRecord {
    const ENTITY: &'static str = "login throttle";
}

impl ThrottleRecord {
    pub fn key(email: &str) -> Key {
        Key::new(format!("EMAIL#{email}"), "THROTTLE")
    }
    /// The item; it expires at the end of the window (computed from the clock by the caller).
    pub fn to_item(&self, email: &str, version: u64, expires_at: i64) -> Item {
        self.encode(Self::key(email), version)
            .with_expiry(expires_at)
    }
}

/// Failed licence code redemptions of one subject (`email:<address>` or `client:<ip>`) in its
/// window (`fundplan_domain::cohort::guesses`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GuessRecord {
    pub window_start: i64,
    pub failures: u32,
}

impl Record for GuessRecord {
    const ENTITY: &'static str = "licence code guesses";
}

impl GuessRecord {
    pub fn key(subject: &str) -> Key {
        Key::new(format!("GUESS#{subject}"), "GUESS")
    }

    pub fn guesses(&self) -> fundplan_domain::cohort::guesses::Guesses {
        fundplan_domain::cohort::guesses::Guesses {
            window_start: self.window_start,
            failures: self.failures,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{Value, json};

    #[test]
    fn a_throttle_item_has_its_pinned_layout() {
        let t = ThrottleRecord {
            failures: vec![10, 20],
            locked_until: Some(900),
        };
        let item = t.to_item("jane@x.org", 4, 1000);
        assert_eq!(item.key, Key::new("EMAIL#jane@x.org", "THROTTLE"));
        assert_eq!(
            (item.gsi1.clone(), item.expires_at, item.version),
            (None, Some(1000), 4)
        );
        assert_eq!(
            Value::Object(item.attrs.clone()),
            json!({"failures":[10,20],"locked_until":900})
        );
        assert_eq!(ThrottleRecord::decode(&item).unwrap().value, t);
    }

    #[test]
    fn a_guess_item_has_its_pinned_layout() {
        let g = GuessRecord {
            window_start: 100,
            failures: 3,
        };
        let item = g.encode(GuessRecord::key("client:203.0.113.7"), 2);
        assert_eq!(item.key, Key::new("GUESS#client:203.0.113.7", "GUESS"));
        assert_eq!(
            Value::Object(item.attrs.clone()),
            json!({"window_start":100,"failures":3})
        );
    }
}
