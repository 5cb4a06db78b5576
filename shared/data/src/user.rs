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
    /// Bumped by a password change and by "log out everywhere"; tokens carry it and older ones
    /// stop working.
    pub token_version: u32,
    pub position: String,
    pub phone: String,
    pub preferred_language: String,
    pub time_zone: String,
    pub avatar_key: Option<String>,
    pub created_at: i64,
    /// Sessions ended by a logout before their token expired (see [`UserRecord::end_session`]).
    /// Absent from the item while empty, so most users' items keep their layout.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub revoked_sessions: Vec<RevokedSession>,
    /// The funders this person works for (issue 18), beside or instead of a nonprofit: a
    /// person who works only for funders has no nonprofit role (`role` is empty) and their
    /// `org_id` is a partition of their own with no organization in it. Absent while empty.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub funders: Vec<FunderMembership>,
}

/// A person's place at a funder (the funder's side is `FUNDER#<funder>` / `STAFF#<user>`,
/// written in the same transactions).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FunderMembership {
    pub funder_id: String,
    pub role: fundplan_domain::cohort::FunderRole,
}

/// A session ended by a logout: its token's `sid`, refused until the token's own expiry.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RevokedSession {
    pub sid: String,
    /// The token's `exp` (epoch seconds): after it the token is refused anyway.
    pub exp: i64,
}

/// At most this many ended sessions are kept on a user's item (each logout adds one until its
/// token would have expired, 12 hours).
pub const MAX_REVOKED_SESSIONS: usize = 50;

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

    /// Whether the session `sid` was ended by a logout.
    pub fn is_session_revoked(&self, sid: &str) -> bool {
        self.revoked_sessions.iter().any(|r| r.sid == sid)
    }

    /// Ends the session `sid`, whose token expires at `exp`: it is added to the ended sessions,
    /// from which those whose tokens have expired by `now` are dropped. Ending an ended session
    /// changes nothing. When [`MAX_REVOKED_SESSIONS`] are still live, the list is not grown:
    /// the token version is bumped instead, which ends every session of the user (this one
    /// included), and the list is emptied, since the bump refuses every token it held.
    pub fn end_session(&mut self, sid: &str, exp: i64, now: i64) {
        self.revoked_sessions.retain(|r| r.exp > now);
        if exp <= now || self.is_session_revoked(sid) {
            return;
        }
        if self.revoked_sessions.len() >= MAX_REVOKED_SESSIONS {
            self.end_every_session();
            return;
        }
        self.revoked_sessions.push(RevokedSession {
            sid: sid.to_string(),
            exp,
        });
    }

    /// Ends every session of the user: tokens carrying an older version are refused.
    pub fn end_every_session(&mut self) {
        self.token_version += 1;
        self.revoked_sessions.clear();
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
    fn ended_sessions_are_stored_only_when_there_are_some() {
        let mut u = UserRecord {
            id: "u1".into(),
            org_id: "o1".into(),
            ..Default::default()
        };
        u.end_session("s1", 2000, 1000);
        let item = u.to_item(1);
        assert_eq!(
            item.attrs["revoked_sessions"],
            json!([{"sid": "s1", "exp": 2000}])
        );
        assert_eq!(UserRecord::decode(&item).unwrap().value, u);
    }

    #[test]
    fn ending_a_session_prunes_expired_ones_and_is_idempotent() {
        let mut u = UserRecord::default();
        u.end_session("old", 1500, 1000);
        u.end_session("s1", 3000, 1000);
        u.end_session("s1", 3000, 1000);
        assert_eq!(u.revoked_sessions.len(), 2, "the same session once");
        assert!(u.is_session_revoked("old") && u.is_session_revoked("s1"));
        u.end_session("s2", 4000, 2000);
        assert!(!u.is_session_revoked("old"), "expired at 1500: dropped");
        assert!(u.is_session_revoked("s1") && u.is_session_revoked("s2"));
        u.end_session("gone", 2000, 2000);
        assert!(
            !u.is_session_revoked("gone"),
            "an expired token needs no entry"
        );
        assert_eq!(u.token_version, 0);
    }

    #[test]
    fn a_full_list_of_ended_sessions_ends_every_session_instead() {
        let mut u = UserRecord {
            token_version: 4,
            ..Default::default()
        };
        for i in 0..MAX_REVOKED_SESSIONS {
            u.end_session(&format!("s{i}"), 5000, 1000);
        }
        assert_eq!(
            (u.revoked_sessions.len(), u.token_version),
            (MAX_REVOKED_SESSIONS, 4)
        );
        u.end_session("one more", 5000, 1000);
        assert_eq!((u.revoked_sessions.len(), u.token_version), (0, 5));
        u.end_session("s0", 5000, 1000);
        assert_eq!(u.revoked_sessions.len(), 1, "room again after the bump");
    }

    #[test]
    fn a_malformed_user_item_is_reported_with_its_key() {
        let mut item = UserRecord::default().to_item(1);
        item.attrs.insert("confirmed".into(), json!("yes"));
        let e = UserRecord::decode(&item).unwrap_err();
        assert!(e.starts_with("malformed user item ORG#/USER#"), "{e}");
    }
}
