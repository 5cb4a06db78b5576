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

/// How many hashes run at once: one per core (at least two). Each holds 19 MiB while it runs
/// and keeps a core busy, so more at once only adds memory and switching: a burst of sign-ups
/// and logins (a funder's kickoff) waits here, as cheap futures, instead of holding a blocking
/// thread and 19 MiB each (before this bound, 600 sign-ups arriving in a few seconds held
/// gigabytes).
fn permits() -> &'static tokio::sync::Semaphore {
    static PERMITS: std::sync::OnceLock<tokio::sync::Semaphore> = std::sync::OnceLock::new();
    PERMITS.get_or_init(|| {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        tokio::sync::Semaphore::new(cores.max(2))
    })
}

/// Runs `work` (a hash or a verification) on the blocking pool once a permit is free.
async fn bounded<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> anyhow::Result<T> {
    let _permit = permits().acquire().await?;
    #[cfg(test)]
    let _running = tests::Running::start();
    Ok(tokio::task::spawn_blocking(work).await?)
}

pub async fn hash(password: String) -> anyhow::Result<String> {
    bounded(move || {
        hasher()
            .hash_password(password.as_bytes())
            .map(|h| h.to_string())
            .map_err(|e| anyhow::anyhow!("hash: {e}"))
    })
    .await?
}

/// Whether `password` matches `stored` (a PHC string). A malformed hash never matches.
pub async fn verify(password: String, stored: String) -> bool {
    bounded(move || {
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
    use std::sync::atomic::{AtomicUsize, Ordering};

    static RUNNING: AtomicUsize = AtomicUsize::new(0);
    static PEAK: AtomicUsize = AtomicUsize::new(0);

    /// Counts the hashes running (test builds only).
    pub(super) struct Running;

    impl Running {
        pub(super) fn start() -> Running {
            let now = RUNNING.fetch_add(1, Ordering::SeqCst) + 1;
            PEAK.fetch_max(now, Ordering::SeqCst);
            Running
        }
    }

    impl Drop for Running {
        fn drop(&mut self) {
            RUNNING.fetch_sub(1, Ordering::SeqCst);
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn a_burst_of_hashes_runs_at_most_one_per_core_at_a_time() {
        let limit = super::permits().available_permits();
        let tasks: Vec<_> = (0..limit * 4)
            .map(|i| tokio::spawn(super::hash(format!("password {i}"))))
            .collect();
        for t in tasks {
            assert!(t.await.unwrap().is_ok());
        }
        let peak = PEAK.load(Ordering::SeqCst);
        assert!(
            peak <= limit,
            "{peak} hashes ran at once, more than {limit}"
        );
        assert!(peak >= 2, "the hashes ran one by one ({peak})");
    }

    #[tokio::test]
    async fn a_password_verifies_against_its_own_hash_only() {
        let h = super::hash("correct horse".into()).await.unwrap();
        assert!(h.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
        assert!(super::verify("correct horse".into(), h.clone()).await);
        assert!(!super::verify("correct horsf".into(), h).await);
        assert!(!super::verify("x".into(), "not a hash".into()).await);
    }
}
