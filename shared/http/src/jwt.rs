//! The session token: a signed JWT (HS256) with an expiry, the user's token version and the
//! session's id (see [`crate::session`] for how a request's token is checked against the user).
//! [`SessionKeys`] is part of the [`AppState`](crate::state::AppState) every handler gets.

use crate::error::ApiError;
use fundplan_data::UserRecord;
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};

/// Hours a session token is valid.
pub const TOKEN_HOURS: i64 = 12;
/// How long a token that reads a version of the plan is valid (at most its session's time).
pub const VERSION_VIEW_HOURS: i64 = 2;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claims {
    /// user id
    pub sub: String,
    pub org: String,
    pub ver: u32,
    pub iat: i64,
    pub exp: i64,
    /// The session's id (a ULID), which a logout ends. Tokens issued before sessions had ids
    /// have none: they are accepted, and a logout of one ends every session of its user.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sid: Option<String>,
    /// A version of the plan this token reads (issue 19 §1): the token of a session, made for
    /// reading that version in the usual screens; it reads the plan as the version holds it and
    /// can change nothing (`session`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pv: Option<String>,
}

pub struct SessionKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
}

impl SessionKeys {
    pub fn new(secret: &[u8]) -> Self {
        Self {
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
        }
    }

    /// A token for a new session of `user`, with a new session id.
    pub fn issue(&self, user: &UserRecord, now: i64) -> Result<String, ApiError> {
        self.sign(&Claims {
            sub: user.id.clone(),
            org: user.org_id.clone(),
            ver: user.token_version,
            iat: now,
            exp: now + TOKEN_HOURS * 3600,
            sid: Some(new_session_id()),
            pv: None,
        })
    }

    /// A token of the same session as `claims` that reads the version `version_id` of the plan,
    /// valid for [`VERSION_VIEW_HOURS`] or until the session's own token expires.
    pub fn issue_version_view(
        &self,
        claims: &Claims,
        version_id: &str,
        now: i64,
    ) -> Result<(String, i64), ApiError> {
        let exp = claims.exp.min(now + VERSION_VIEW_HOURS * 3600);
        let token = self.sign(&Claims {
            iat: now,
            exp,
            pv: Some(version_id.to_owned()),
            ..claims.clone()
        })?;
        Ok((token, exp))
    }

    /// The token carrying `claims` (tests also make tokens as older versions issued them).
    pub fn sign(&self, claims: &Claims) -> Result<String, ApiError> {
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), claims, &self.encoding)
            .map_err(ApiError::internal)
    }

    /// The claims of a token signed with our key (HS256 only: `alg: none` and every other
    /// algorithm are refused) and not expired at `now`.
    pub fn verify(&self, token: &str, now: i64) -> Option<Claims> {
        let mut v = Validation::new(Algorithm::HS256);
        v.leeway = 0;
        v.validate_exp = false; // checked below against the injected clock
        v.set_required_spec_claims(&["exp", "sub"]);
        let data = jsonwebtoken::decode::<Claims>(token, &self.decoding, &v).ok()?;
        (data.claims.exp > now).then_some(data.claims)
    }
}

/// A new session id: a ULID (in lower case, as `UlidIds` makes them). It only has to be unique
/// among a user's sessions; the token's signature is what makes it unforgeable.
fn new_session_id() -> String {
    ulid::Ulid::new().to_string().to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;
    use base64::Engine;
    use base64::engine::general_purpose::URL_SAFE_NO_PAD;

    fn user() -> UserRecord {
        UserRecord {
            id: "u1".into(),
            org_id: "o1".into(),
            token_version: 3,
            ..Default::default()
        }
    }

    #[test]
    fn a_token_we_issued_verifies_until_it_expires() {
        let k = SessionKeys::new(b"k1");
        let t = k.issue(&user(), 1000).unwrap();
        let c = k.verify(&t, 1001).unwrap();
        assert_eq!((c.sub.as_str(), c.org.as_str(), c.ver), ("u1", "o1", 3));
        assert!(k.verify(&t, 1000 + TOKEN_HOURS * 3600).is_none(), "expired");
    }

    #[test]
    fn each_token_names_a_new_session_and_a_token_without_one_still_verifies() {
        let k = SessionKeys::new(b"k1");
        let a = k.verify(&k.issue(&user(), 1000).unwrap(), 1001).unwrap();
        let b = k.verify(&k.issue(&user(), 1000).unwrap(), 1001).unwrap();
        assert_eq!(a.sid.as_deref().map(str::len), Some(26));
        assert_ne!(a.sid, b.sid);
        let old = k
            .sign(&Claims {
                sid: None,
                ..a.clone()
            })
            .unwrap();
        let body = old.split('.').nth(1).unwrap();
        assert!(
            !String::from_utf8(URL_SAFE_NO_PAD.decode(body).unwrap())
                .unwrap()
                .contains("sid"),
            "a token without a session id is laid out as before"
        );
        assert_eq!(k.verify(&old, 1001).unwrap().sid, None);
    }

    #[test]
    fn a_token_signed_with_another_key_is_refused() {
        let t = SessionKeys::new(b"other").issue(&user(), 1000).unwrap();
        assert!(SessionKeys::new(b"k1").verify(&t, 1001).is_none());
    }

    #[test]
    fn an_unsigned_alg_none_token_is_refused() {
        let header = URL_SAFE_NO_PAD.encode(br#"{"alg":"none","typ":"JWT"}"#);
        let body =
            URL_SAFE_NO_PAD.encode(br#"{"sub":"u1","org":"o1","ver":3,"iat":0,"exp":99999999999}"#);
        let k = SessionKeys::new(b"k1");
        assert!(k.verify(&format!("{header}.{body}."), 1).is_none());
        assert!(k.verify(&format!("{header}.{body}"), 1).is_none());
    }

    #[test]
    fn a_tampered_token_is_refused() {
        let k = SessionKeys::new(b"k1");
        let t = k.issue(&user(), 1000).unwrap();
        let mut parts: Vec<String> = t.split('.').map(String::from).collect();
        parts[1] = URL_SAFE_NO_PAD
            .encode(br#"{"sub":"u2","org":"o2","ver":3,"iat":1000,"exp":99999999999}"#);
        assert!(k.verify(&parts.join("."), 1001).is_none());
    }
}
