//! A user: `ORG#<org>` / `USER#<user>`, found by address through GSI1 `EMAIL#<email>` / `USER`.

use crate::record::{Record, org_pk};
use fundplan_ports::table::{Item, Key};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct UserRecord {
    pub id: String,
    pub org_id: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    /// `owner` or `member`
    pub role: String,
    pub password_hash: String,
    pub confirmed: bool,
    /// Bumped by a password change; tokens carry it and older ones stop working.
    pub token_version: u32,
    pub position: String,
    pub phone: String,
    pub preferred_language: String,
    pub time_zone: String,
    pub avatar_key: Option<String>,
    pub created_at: i64,
}

impl Record for UserRecord {
    const ENTITY: &'static str = "user";
    fn gsi1(&self) -> Option<Key> {
        Some(Key::new(format!("EMAIL#{}", self.email), "USER"))
    }
}

impl UserRecord {
    pub fn key(org_id: &str, user_id: &str) -> Key {
        Key::new(org_pk(org_id), format!("USER#{user_id}"))
    }
    /// The sort-key prefix of every user of an organization (the team panel's query).
    pub const SK_PREFIX: &'static str = "USER#";
    pub fn to_item(&self, version: u64) -> Item {
        self.encode(Self::key(&self.org_id, &self.id), version)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Versioned;
    use serde_json::{Value, json};

    /// Golden layout: changing how a user is stored must be a deliberate act (and a migration).
    #[test]
    fn a_user_item_has_its_pinned_layout() {
        let u = UserRecord {
            id: "u1".into(),
            org_id: "o1".into(),
            email: "jane@x.org".into(),
            first_name: "Jane".into(),
            last_name: "Doe".into(),
            role: "owner".into(),
            password_hash: "$argon2id$...".into(),
            confirmed: true,
            token_version: 2,
            ..Default::default()
        };
        let item = u.to_item(3);
        assert_eq!(item.key, Key::new("ORG#o1", "USER#u1"));
        assert_eq!(item.gsi1, Some(Key::new("EMAIL#jane@x.org", "USER")));
        assert_eq!(item.version, 3);
        assert_eq!(
            Value::Object(item.attrs.clone()),
            json!({"id":"u1","org_id":"o1","email":"jane@x.org","first_name":"Jane","last_name":"Doe","role":"owner",
                   "password_hash":"$argon2id$...","confirmed":true,"token_version":2,"position":"","phone":"",
                   "preferred_language":"","time_zone":"","avatar_key":null,"created_at":0})
        );
        assert_eq!(
            Versioned::<UserRecord>::from_item(&item).unwrap(),
            Versioned {
                value: u.clone(),
                version: 3
            }
        );
        assert_eq!(UserRecord::decode(&item).unwrap().value, u);
    }

    #[test]
    fn a_malformed_user_item_is_reported_with_its_key() {
        let mut item = UserRecord::default().to_item(1);
        item.attrs.insert("confirmed".into(), json!("yes"));
        let e = UserRecord::decode(&item).unwrap_err();
        assert!(e.starts_with("malformed user item ORG#/USER#"), "{e}");
    }
}
