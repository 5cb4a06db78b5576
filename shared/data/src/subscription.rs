//! The subscription of an organization: `ORG#<org>` / `SUBSCRIPTION`, written by the payment
//! webhook only. The value is the domain's [`Subscription`].

use crate::record::{Record, org_pk};
use fundplan_domain::subscription::Subscription;
use fundplan_ports::table::{Item, Key};

impl Record for Subscription {
    const ENTITY: &'static str = "subscription";
}

pub fn subscription_key(org_id: &str) -> Key {
    Key::new(org_pk(org_id), "SUBSCRIPTION")
}

pub fn subscription_item(org_id: &str, sub: &Subscription, version: u64) -> Item {
    sub.encode(subscription_key(org_id), version)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{Value, json};

    #[test]
    fn a_subscription_item_has_its_pinned_layout() {
        let s = Subscription {
            plan: "pro".into(),
            term: "year".into(),
            provider_status: "active".into(),
            provider_subscription_id: "sub_1".into(),
            start: 1,
            end: 2,
            last_event_at: 3,
        };
        let item = subscription_item("o1", &s, 5);
        assert_eq!(item.key, Key::new("ORG#o1", "SUBSCRIPTION"));
        assert_eq!(
            (item.gsi1.clone(), item.expires_at, item.version),
            (None, None, 5)
        );
        assert_eq!(
            Value::Object(item.attrs.clone()),
            json!({"plan":"pro","term":"year","provider_status":"active","provider_subscription_id":"sub_1",
                   "start":1,"end":2,"last_event_at":3})
        );
        assert_eq!(Subscription::decode(&item).unwrap().value, s);
    }
}
