//! Password hashing with argon2id at OWASP's parameters (19 MiB, 2 iterations, 1 lane), run off
//! the async threads, at most one per core at a time, each in 19 MiB of blocks kept for the next
//! hash rather than mapped afresh and faulted in page by page.

use std::sync::Mutex;

use argon2::password_hash::phc::{Output, ParamsString, PasswordHash, Salt};
use argon2::{Algorithm, Argon2, Block, Params, Version};

fn hasher() -> Argon2<'static> {
    Argon2::new(
        Algorithm::Argon2id,
        Version::V0x13,
        Params::new(19 * 1024, 2, 1, None).expect("argon2 params"),
    )
}

/// The blocks of the hashes that have finished, for the next ones: at most one set per permit
/// (19 MiB each). A fresh set costs a mapping and a page fault per 4 KiB, about a fifth of a
/// hash's time on this machine; every block is written before it is read, so a set needs no
/// clearing between hashes.
static BLOCKS: Mutex<Vec<Vec<Block>>> = Mutex::new(Vec::new());

/// Runs `argon` over `password` and `salt` into `out`, in a kept set of blocks when the
/// parameters are ours (a hash stored with other parameters gets blocks of its own).
fn compute(argon: &Argon2<'_>, password: &[u8], salt: &[u8], out: &mut [u8]) -> argon2::Result<()> {
    let count = argon.params().block_count();
    let kept = BLOCKS.lock().ok().and_then(|mut sets| {
        sets.iter()
            .position(|b| b.len() == count)
            .map(|i| sets.swap_remove(i))
    });
    let mut blocks = kept.unwrap_or_else(|| vec![Block::default(); count]);
    let result = argon.hash_password_into_with_memory(password, salt, out, &mut blocks);
    if count == hasher().params().block_count()
        && let Ok(mut sets) = BLOCKS.lock()
        && sets.len() < permits_total()
    {
        sets.push(blocks);
    }
    result
}

/// How many hashes run at once: one per core (at least two). Each holds 19 MiB while it runs
/// and keeps a core busy, so more at once only adds memory and switching: a burst of sign-ups
/// and logins (a funder's kickoff) waits here, as cheap futures, instead of holding a blocking
/// thread and 19 MiB each (before this bound, 600 sign-ups arriving in a few seconds held
/// gigabytes).
fn permits() -> &'static tokio::sync::Semaphore {
    static PERMITS: std::sync::OnceLock<tokio::sync::Semaphore> = std::sync::OnceLock::new();
    PERMITS.get_or_init(|| tokio::sync::Semaphore::new(permits_total()))
}

fn permits_total() -> usize {
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    cores.max(2)
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
    bounded(move || hash_now(password.as_bytes())).await?
}

/// The PHC string of `password` under a new random salt (`$argon2id$v=19$m=19456,t=2,p=1$…`).
fn hash_now(password: &[u8]) -> anyhow::Result<String> {
    let argon = hasher();
    let salt = argon2::password_hash::generate_salt();
    let mut out = [0u8; Params::DEFAULT_OUTPUT_LEN];
    compute(&argon, password, &salt, &mut out).map_err(|e| anyhow::anyhow!("hash: {e}"))?;
    let phc = PasswordHash {
        algorithm: Algorithm::Argon2id.ident(),
        version: Some(Version::V0x13.into()),
        params: ParamsString::try_from(argon.params()).map_err(|e| anyhow::anyhow!("hash: {e}"))?,
        salt: Some(Salt::new(&salt).map_err(|e| anyhow::anyhow!("hash: {e}"))?),
        hash: Some(Output::new(&out).map_err(|e| anyhow::anyhow!("hash: {e}"))?),
    };
    Ok(phc.to_string())
}

/// Whether `password` matches `stored` (a PHC string). A malformed hash never matches.
pub async fn verify(password: String, stored: String) -> bool {
    bounded(move || verify_now(password.as_bytes(), &stored))
        .await
        .unwrap_or(false)
}

/// `stored`'s algorithm, version and parameters applied to `password` and its salt, the output
/// compared in constant time (`Output`'s equality), as argon2's own verifier does.
fn verify_now(password: &[u8], stored: &str) -> bool {
    let Ok(phc) = PasswordHash::new(stored) else {
        return false;
    };
    let (Some(salt), Some(expected)) = (&phc.salt, &phc.hash) else {
        return false;
    };
    let Ok(algorithm) = Algorithm::try_from(phc.algorithm.as_str()) else {
        return false;
    };
    let version = match phc.version.map(Version::try_from).transpose() {
        Ok(version) => version.unwrap_or_default(),
        Err(_) => return false,
    };
    let Ok(params) = Params::try_from(&phc) else {
        return false;
    };
    let argon = Argon2::new(algorithm, version, params);
    let mut out = vec![0u8; expected.len()];
    compute(&argon, password, salt, &mut out).is_ok()
        && Output::new(&out).is_ok_and(|computed| computed == *expected)
}

/// A hash of a random password, verified against when the e-mail is unknown, so a login for an
/// unknown address costs the same time as one with a wrong password.
pub fn dummy_hash() -> &'static str {
    static DUMMY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DUMMY.get_or_init(|| hash_now(b"no account has this password").unwrap_or_default())
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

    /// Hashes stored before the blocks were kept (made by argon2's own hasher) still verify, and
    /// argon2's own verifier accepts ours: the PHC strings are the same format.
    #[test]
    fn hashes_made_by_argon2_itself_and_ours_verify_either_way() {
        use argon2::password_hash::{PasswordHasher, PasswordVerifier};
        let theirs = super::hasher()
            .hash_password(b"correct horse")
            .unwrap()
            .to_string();
        assert!(super::verify_now(b"correct horse", &theirs));
        assert!(!super::verify_now(b"correct horsf", &theirs));
        let ours = super::hash_now(b"correct horse").unwrap();
        let parsed = argon2::password_hash::phc::PasswordHash::new(&ours).unwrap();
        assert!(
            super::hasher()
                .verify_password(b"correct horse", &parsed)
                .is_ok()
        );
        assert!(
            super::hasher()
                .verify_password(b"correct horsf", &parsed)
                .is_err()
        );
        // Other parameters (a hash stored with a lighter cost) verify in blocks of their own.
        let light = argon2::Argon2::new(
            argon2::Algorithm::Argon2id,
            argon2::Version::V0x13,
            argon2::Params::new(8 * 1024, 1, 1, None).unwrap(),
        );
        let old = light.hash_password(b"old password").unwrap().to_string();
        assert!(super::verify_now(b"old password", &old));
        assert!(!super::verify_now(b"old passwore", &old));
        // Two hashes of one password differ (a new salt each), and a tampered output fails.
        assert_ne!(
            super::hash_now(b"same").unwrap(),
            super::hash_now(b"same").unwrap()
        );
        let mut tampered = ours.clone();
        let last = tampered.pop().unwrap();
        tampered.push(if last == 'A' { 'B' } else { 'A' });
        assert!(!super::verify_now(b"correct horse", &tampered));
    }

    #[test]
    fn the_kept_blocks_never_exceed_one_set_per_permit() {
        for i in 0..super::permits_total() + 3 {
            super::hash_now(format!("password {i}").as_bytes()).unwrap();
        }
        let kept = super::BLOCKS.lock().unwrap();
        assert!(!kept.is_empty(), "no blocks were kept for the next hash");
        assert!(kept.len() <= super::permits_total());
        assert!(kept.iter().all(|b| b.len() == 19 * 1024));
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
