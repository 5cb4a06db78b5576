//! A processed payment event: `PAYEVENT#<event id>` / `EVENT`, kept 30 days so that a
//! redelivered event is recognised and applied once.

use crate::record::Record;
use fundplan_ports::table::{Item, Key};
use serde::{Deserialize, Serialize};

/// How long a processed event is remembered (longer than the provider's retries).
pub const PAYMENT_EVENT_DAYS: i64 = 30;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PaymentEventRecord {
    /// The provider's event type, e.g. `customer.subscription.updated`.
    #[serde(rename = "type")]
    pub kind: String,
    pub received_at: i64,
}

impl Record for PaymentEventRecord {
    const ENTITY: &'static str = "payment event";
    fn expires_at(&self) -> Option<i64> {
        Some(self.received_at + PAYMENT_EVENT_DAYS * 24 * 3600)
    }
}

impl PaymentEventRecord {
    pub fn key(event_id: &str) -> Key {
        Key::new(format!("PAYEVENT#{event_id}"), "EVENT")
    }
    pub fn to_item(&self, event_id: &str) -> Item {
        self.encode(Self::key(event_id), 1)
    }
}

pub fn payment_event_key(event_id: &str) -> Key {
    PaymentEventRecord::key(event_id)
}

pub fn payment_event_item(event_id: &str, event_type: &str, received_at: i64) -> Item {
    PaymentEventRecord {
        kind: event_type.into(),
        received_at,
    }
    .to_item(event_id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{Value, json};

    #[test]
    fn a_payment_event_item_has_its_pinned_layout() {
        let item = payment_event_item("evt_1", "customer.subscription.updated", 100);
        assert_eq!(item.key, Key::new("PAYEVENT#evt_1", "EVENT"));
        assert_eq!(
            (item.gsi1.clone(), item.expires_at, item.version),
            (None, Some(100 + 30 * 24 * 3600), 1)
        );
        assert_eq!(
            Value::Object(item.attrs.clone()),
            json!({"type":"customer.subscription.updated","received_at":100})
        );
    }
}
