//! One-time tokens (confirmation, reset, invitation): `TOKEN#<sha256 of token>` / `TOKEN`,
//! expiring with the link.

use crate::UserRecord;
use crate::record::Record;
use fundplan_ports::table::{Item, Key};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TokenPurpose {
    Confirm,
    Reset,
    Invite,
    /// An invitation to a funder's staff (`org_id` holds the funder).
    FunderInvite,
}

/// A single-use token. Only its SHA-256 is stored: a leaked table does not leak live links.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TokenRecord {
    pub purpose: TokenPurpose,
    pub user_id: String,
    pub org_id: String,
    pub email: String,
    pub expires_at: i64,
}

pub fn token_hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

impl Record for TokenRecord {
    const ENTITY: &'static str = "one-time token";
    fn expires_at(&self) -> Option<i64> {
        Some(self.expires_at)
    }
}

impl TokenRecord {
    /// A token for `user` (confirmation, reset) that expires at `expires_at`.
    pub fn for_user(purpose: TokenPurpose, user: &UserRecord, expires_at: i64) -> Self {
        Self {
            purpose,
            user_id: user.id.clone(),
            org_id: user.org_id.clone(),
            email: user.email.clone(),
            expires_at,
        }
    }
    /// The key of the plain-text token (as it arrives in a link).
    pub fn key(token: &str) -> Key {
        Self::key_of_hash(&token_hash(token))
    }
    /// The key of a token known only by its hash (as an invitation remembers its live link).
    pub fn key_of_hash(hash: &str) -> Key {
        Key::new(format!("TOKEN#{hash}"), "TOKEN")
    }
    pub fn to_item(&self, token: &str) -> Item {
        self.encode(Self::key(token), 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{Value, json};

    #[test]
    fn a_token_is_stored_by_its_hash_only() {
        let t = TokenRecord {
            purpose: TokenPurpose::Reset,
            user_id: "u".into(),
            org_id: "o".into(),
            email: "e@x.org".into(),
            expires_at: 10,
        };
        let item = t.to_item("secret-token");
        assert_eq!(item.key.pk, format!("TOKEN#{}", token_hash("secret-token")));
        assert!(
            !serde_json::to_string(&item.attrs)
                .unwrap()
                .contains("secret-token")
        );
        assert_eq!(item.expires_at, Some(10));
    }

    #[test]
    fn a_token_item_has_its_pinned_layout() {
        let t = TokenRecord {
            purpose: TokenPurpose::Invite,
            user_id: String::new(),
            org_id: "o1".into(),
            email: "ann@x.org".into(),
            expires_at: 99,
        };
        let item = t.to_item("abc");
        assert_eq!(
            item.key,
            Key::new(
                "TOKEN#ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
                "TOKEN"
            )
        );
        assert_eq!(item.key, TokenRecord::key_of_hash(&token_hash("abc")));
        assert_eq!((item.gsi1.clone(), item.version), (None, 1));
        assert_eq!(
            Value::Object(item.attrs.clone()),
            json!({"purpose":"invite","user_id":"","org_id":"o1","email":"ann@x.org","expires_at":99})
        );
        assert_eq!(TokenRecord::decode(&item).unwrap().value, t);
    }
}
