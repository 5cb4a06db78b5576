//! The login throttle of an address: `EMAIL#<email>` / `THROTTLE`, expiring with its window.

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
}
