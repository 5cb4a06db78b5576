//! A pending invitation: `ORG#<org>` / `INVITE#<email>`. It points to its live link by the
//! link's hash; accepting, withdrawing or renewing it uses that link up.

use crate::record::{Record, org_pk};
use fundplan_ports::table::{Item, Key};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InvitationRecord {
    pub email: String,
    pub org_id: String,
    pub invited_by: String,
    /// Hash of the live invitation token (resending replaces it).
    pub token_hash: String,
    pub invited_at: i64,
    pub expires_at: i64,
}

impl Record for InvitationRecord {
    const ENTITY: &'static str = "invitation";
}

impl InvitationRecord {
    pub fn key(org_id: &str, email: &str) -> Key {
        Key::new(org_pk(org_id), format!("INVITE#{email}"))
    }
    /// The sort-key prefix of every invitation of an organization (the team panel's query).
    pub const SK_PREFIX: &'static str = "INVITE#";
    pub fn to_item(&self, version: u64) -> Item {
        self.encode(Self::key(&self.org_id, &self.email), version)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{Value, json};

    /// An invitation has no `ttl`: a lapsed one stays on the team panel until it is renewed or
    /// withdrawn (its link, a token, does expire).
    #[test]
    fn an_invitation_item_has_its_pinned_layout() {
        let i = InvitationRecord {
            email: "ann@x.org".into(),
            org_id: "o1".into(),
            invited_by: "u1".into(),
            token_hash: "h".into(),
            invited_at: 1,
            expires_at: 2,
        };
        let item = i.to_item(3);
        assert_eq!(item.key, Key::new("ORG#o1", "INVITE#ann@x.org"));
        assert_eq!(
            (item.gsi1.clone(), item.expires_at, item.version),
            (None, None, 3)
        );
        assert_eq!(
            Value::Object(item.attrs.clone()),
            json!({"email":"ann@x.org","org_id":"o1","invited_by":"u1","token_hash":"h","invited_at":1,"expires_at":2})
        );
        assert_eq!(InvitationRecord::decode(&item).unwrap().value, i);
    }
}
