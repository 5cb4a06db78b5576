//! Password hashing with argon2id at OWASP's parameters (19 MiB, 2 iterations, 1 lane), run off
//! the async threads.

use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use argon2::{Algorithm, Argon2, Params, Version};

fn hasher() -> Argon2<'static> {
    Argon2::new(
        Algorithm::Argon2id,
        Version::V0x13,
        Params::new(19 * 1024, 2, 1, None).expect("argon2 params"),
    )
}

pub async fn hash(password: String) -> anyhow::Result<String> {
    tokio::task::spawn_blocking(move || {
        hasher()
            .hash_password(password.as_bytes())
            .map(|h| h.to_string())
            .map_err(|e| anyhow::anyhow!("hash: {e}"))
    })
    .await?
}

/// Whether `password` matches `stored` (a PHC string). A malformed hash never matches.
pub async fn verify(password: String, stored: String) -> bool {
    tokio::task::spawn_blocking(move || {
        PasswordVerifier::<str>::verify_password(&hasher(), password.as_bytes(), stored.as_str())
            .is_ok()
    })
    .await
    .unwrap_or(false)
}

/// A hash of a random password, verified against when the e-mail is unknown, so a login for an
/// unknown address costs the same time as one with a wrong password.
pub fn dummy_hash() -> &'static str {
    static DUMMY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DUMMY.get_or_init(|| {
        hasher()
            .hash_password(b"no account has this password")
            .map(|h| h.to_string())
            .unwrap_or_default()
    })
}

#[cfg(test)]
mod tests {
    #[tokio::test]
    async fn a_password_verifies_against_its_own_hash_only() {
        let h = super::hash("correct horse".into()).await.unwrap();
        assert!(h.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
        assert!(super::verify("correct horse".into(), h.clone()).await);
        assert!(!super::verify("correct horsf".into(), h).await);
        assert!(!super::verify("x".into(), "not a hash".into()).await);
    }
}
