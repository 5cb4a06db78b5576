//! The claim on an e-mail address: `EMAIL#<email>` / `EMAIL`.

use crate::record::Record;
use fundplan_ports::table::{Item, Key};
use serde::{Deserialize, Serialize};

/// Claims the e-mail address for one user: written with `NotExists` in the transaction that
/// creates the user, so two sign-ups with one address give exactly one account.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EmailRecord {
    pub email: String,
    pub user_id: String,
    pub org_id: String,
}

impl Record for EmailRecord {
    const ENTITY: &'static str = "e-mail claim";
}

impl EmailRecord {
    pub fn key(email: &str) -> Key {
        Key::new(format!("EMAIL#{email}"), "EMAIL")
    }
    /// The claim of `user`'s address.
    pub fn of(user: &crate::UserRecord) -> Self {
        Self {
            email: user.email.clone(),
            user_id: user.id.clone(),
            org_id: user.org_id.clone(),
        }
    }
    pub fn to_item(&self) -> Item {
        self.encode(Self::key(&self.email), 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{Value, json};

    #[test]
    fn an_email_claim_item_has_its_pinned_layout() {
        let c = EmailRecord {
            email: "jane@x.org".into(),
            user_id: "u1".into(),
            org_id: "o1".into(),
        };
        let item = c.to_item();
        assert_eq!(item.key, Key::new("EMAIL#jane@x.org", "EMAIL"));
        assert_eq!(
            (item.gsi1.clone(), item.expires_at, item.version),
            (None, None, 1)
        );
        assert_eq!(
            Value::Object(item.attrs.clone()),
            json!({"email":"jane@x.org","user_id":"u1","org_id":"o1"})
        );
        assert_eq!(EmailRecord::decode(&item).unwrap().value, c);
    }
}
