//! Sessions: a signed JWT (HS256) with an expiry, checked against the user's current token
//! version, so a password change or "log out everywhere" revokes every older token.

use crate::error::ApiError;
use crate::state::AppState;
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use fundplan_data::{UserRecord, Versioned};
use fundplan_domain::DomainError;
use fundplan_domain::account::Role;
use fundplan_domain::messages as m;
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};

/// Hours a session token is valid.
pub const TOKEN_HOURS: i64 = 12;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claims {
    /// user id
    pub sub: String,
    pub org: String,
    pub ver: u32,
    pub iat: i64,
    pub exp: i64,
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

    pub fn issue(&self, user: &UserRecord, now: i64) -> Result<String, ApiError> {
        let claims = Claims {
            sub: user.id.clone(),
            org: user.org_id.clone(),
            ver: user.token_version,
            iat: now,
            exp: now + TOKEN_HOURS * 3600,
        };
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
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

/// The signed-in user, loaded fresh from the store on every request.
#[derive(Debug, Clone)]
pub struct CurrentUser {
    pub user: UserRecord,
    pub version: u64,
}

impl CurrentUser {
    pub fn role(&self) -> Role {
        Role::parse(&self.user.role).unwrap_or(Role::Member)
    }
    pub fn org_id(&self) -> &str {
        &self.user.org_id
    }
}

fn bearer(parts: &Parts) -> Option<&str> {
    let value = parts
        .headers
        .get(axum::http::header::AUTHORIZATION)?
        .to_str()
        .ok()?;
    let (scheme, token) = value.split_once(' ')?;
    scheme.eq_ignore_ascii_case("bearer").then(|| token.trim())
}

impl FromRequestParts<AppState> for CurrentUser {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let token = bearer(parts).ok_or_else(ApiError::unauthorized)?;
        let now = state.clock.epoch_seconds();
        let claims = state
            .keys
            .verify(token, now)
            .ok_or_else(|| ApiError(DomainError::Unauthorized(m::SESSION_EXPIRED.into())))?;
        let item = state
            .table
            .get(&UserRecord::key(&claims.org, &claims.sub))
            .await?
            .ok_or_else(|| ApiError(DomainError::Unauthorized(m::SESSION_EXPIRED.into())))?;
        let Versioned {
            value: user,
            version,
        } = Versioned::<UserRecord>::from_item(&item).map_err(ApiError::internal)?;
        if user.token_version != claims.ver {
            return Err(ApiError(DomainError::Unauthorized(
                m::SESSION_EXPIRED.into(),
            )));
        }
        Ok(CurrentUser { user, version })
    }
}

/// The signed-in user, who must be the organization's owner (else 403).
#[derive(Debug, Clone)]
pub struct Owner(pub CurrentUser);

impl FromRequestParts<AppState> for Owner {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let user = CurrentUser::from_request_parts(parts, state).await?;
        if user.role() != Role::Owner {
            return Err(ApiError(DomainError::Forbidden(m::OWNER_ONLY.into())));
        }
        Ok(Owner(user))
    }
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
