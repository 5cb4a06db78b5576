use fundplan_domain::onboarding::Steps;
use fundplan_domain::subscription::Subscription;
use fundplan_ports::table::{Item, Key};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use sha2::{Digest, Sha256};

pub fn org_pk(org_id: &str) -> String {
    format!("ORG#{org_id}")
}

fn to_attrs<T: Serialize>(value: &T) -> Map<String, Value> {
    match serde_json::to_value(value) {
        Ok(Value::Object(m)) => m,
        _ => Map::new(),
    }
}

/// Decodes an item's attributes; a malformed item is reported, never guessed.
pub fn from_item<T: DeserializeOwned>(item: &Item) -> Result<T, String> {
    serde_json::from_value(Value::Object(item.attrs.clone()))
        .map_err(|e| format!("malformed item {}/{}: {e}", item.key.pk, item.key.sk))
}

/// A record stored as one item, with its version for optimistic concurrency.
#[derive(Clone, Debug, PartialEq)]
pub struct Versioned<T> {
    pub value: T,
    pub version: u64,
}

impl<T: DeserializeOwned> Versioned<T> {
    pub fn from_item(item: &Item) -> Result<Self, String> {
        Ok(Self {
            value: from_item(item)?,
            version: item.version,
        })
    }
}

// ---------------------------------------------------------------- organization

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrganizationRecord {
    pub id: String,
    pub owner_id: String,
    pub name: String,
    pub address: String,
    pub phone: String,
    pub website: String,
    pub background_color: String,
    pub headings_color: String,
    pub body_color: String,
    pub font_family: String,
    pub logo_key: Option<String>,
    pub director_name: String,
    pub year: String,
    pub created_at: i64,
}

impl OrganizationRecord {
    pub fn key(org_id: &str) -> Key {
        Key::new(org_pk(org_id), "ORG")
    }
    pub fn to_item(&self, version: u64) -> Item {
        Item::new(Self::key(&self.id), to_attrs(self)).with_version(version)
    }
}

// ---------------------------------------------------------------- user

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

impl UserRecord {
    pub fn key(org_id: &str, user_id: &str) -> Key {
        Key::new(org_pk(org_id), format!("USER#{user_id}"))
    }
    pub fn to_item(&self, version: u64) -> Item {
        Item::new(Self::key(&self.org_id, &self.id), to_attrs(self))
            .with_gsi1(Key::new(format!("EMAIL#{}", self.email), "USER"))
            .with_version(version)
    }
}

/// Claims the e-mail address for one user: written with `NotExists` in the sign-up transaction,
/// so two sign-ups with one address give exactly one account.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EmailRecord {
    pub email: String,
    pub user_id: String,
    pub org_id: String,
}

impl EmailRecord {
    pub fn key(email: &str) -> Key {
        Key::new(format!("EMAIL#{email}"), "EMAIL")
    }
    pub fn to_item(&self) -> Item {
        Item::new(Self::key(&self.email), to_attrs(self))
    }
}

// ---------------------------------------------------------------- login throttle

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThrottleRecord {
    /// Epoch seconds of recent failed logins (inside the window).
    pub failures: Vec<i64>,
    pub locked_until: Option<i64>,
}

impl ThrottleRecord {
    pub fn key(email: &str) -> Key {
        Key::new(format!("EMAIL#{email}"), "THROTTLE")
    }
    pub fn to_item(&self, email: &str, version: u64, expires_at: i64) -> Item {
        Item::new(Self::key(email), to_attrs(self))
            .with_version(version)
            .with_expiry(expires_at)
    }
}

// ---------------------------------------------------------------- one-time tokens

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TokenPurpose {
    Confirm,
    Reset,
    Invite,
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
    pub fn key(token: &str) -> Key {
        Key::new(format!("TOKEN#{}", token_hash(token)), "TOKEN")
    }
    pub fn to_item(&self, token: &str) -> Item {
        Item::new(Self::key(token), to_attrs(self)).with_expiry(self.expires_at)
    }
}

// ---------------------------------------------------------------- subscription, onboarding

pub fn subscription_key(org_id: &str) -> Key {
    Key::new(org_pk(org_id), "SUBSCRIPTION")
}

pub fn subscription_item(org_id: &str, sub: &Subscription, version: u64) -> Item {
    Item::new(subscription_key(org_id), to_attrs(sub)).with_version(version)
}

pub fn onboarding_key(org_id: &str) -> Key {
    Key::new(org_pk(org_id), "ONBOARDING")
}

/// The onboarding steps of an organization (one item).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OnboardingRecord {
    #[serde(default)]
    pub steps: Steps,
}

pub fn onboarding_item(org_id: &str, steps: &Steps, version: u64) -> Item {
    let record = OnboardingRecord {
        steps: steps.clone(),
    };
    Item::new(onboarding_key(org_id), to_attrs(&record)).with_version(version)
}

// ---------------------------------------------------------------- invitations

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

impl InvitationRecord {
    pub fn key(org_id: &str, email: &str) -> Key {
        Key::new(org_pk(org_id), format!("INVITE#{email}"))
    }
    pub fn to_item(&self, version: u64) -> Item {
        Item::new(Self::key(&self.org_id, &self.email), to_attrs(self)).with_version(version)
    }
}

// ---------------------------------------------------------------- payment events

pub fn payment_event_key(event_id: &str) -> Key {
    Key::new(format!("PAYEVENT#{event_id}"), "EVENT")
}

pub fn payment_event_item(event_id: &str, event_type: &str, received_at: i64) -> Item {
    let mut attrs = Map::new();
    attrs.insert("type".into(), Value::String(event_type.into()));
    attrs.insert("received_at".into(), Value::from(received_at));
    Item::new(payment_event_key(event_id), attrs).with_expiry(received_at + 30 * 24 * 3600)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

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
                value: u,
                version: 3
            }
        );
    }

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
    fn every_organization_item_lives_in_its_partition() {
        for key in [
            OrganizationRecord::key("o1"),
            UserRecord::key("o1", "u"),
            subscription_key("o1"),
            onboarding_key("o1"),
            InvitationRecord::key("o1", "a@b.org"),
        ] {
            assert_eq!(key.pk, "ORG#o1");
        }
    }
}

// ---------------------------------------------------------------- plan navigation

/// The organization's progress through the plan: one item, read once per screen.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct NavRecord {
    /// Route path → -1 not started, 0 open, 1 completed.
    #[serde(default)]
    pub statuses: std::collections::BTreeMap<String, i8>,
    /// Module slugs whose "module completed" e-mail was sent.
    #[serde(default)]
    pub completion_emails: std::collections::BTreeSet<String>,
    /// Module slug → epoch seconds of the last visit.
    #[serde(default)]
    pub last_interaction: std::collections::BTreeMap<String, i64>,
    /// Skipped modules as `/steps/<module>`.
    #[serde(default)]
    pub skipped: Vec<String>,
    /// Route path (a section, or a module as `/steps/<module>`) → ids of the assigned members.
    #[serde(default)]
    pub assignees: std::collections::BTreeMap<String, Vec<String>>,
}

impl NavRecord {
    pub fn key(org_id: &str) -> Key {
        Key::new(org_pk(org_id), "NAV")
    }
    pub fn to_item(&self, org_id: &str, version: u64) -> Item {
        Item::new(Self::key(org_id), to_attrs(self)).with_version(version)
    }
}
