//! One conformance suite per port. Every adapter (embedded and AWS) runs the same functions, so
//! the embedded default is held to the behaviour of the AWS services. Each function panics with
//! a message naming the broken rule.
//!
//! Keys and object names are made unique per run, so a suite can run against a shared table,
//! bucket or queue (moto) without a reset.

use crate::blobs::{Blob, Blobs};
use crate::jobs::{Job, Jobs, MAX_ATTEMPTS};
use crate::mailer::{Email, Mailer};
use crate::table::*;
use bytes::Bytes;
use serde_json::{Map, Value, json};
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

fn run_id() -> String {
    ulid::Ulid::new().to_string()
}

fn attrs(v: Value) -> Map<String, Value> {
    match v {
        Value::Object(m) => m,
        _ => panic!("attrs must be an object"),
    }
}

pub async fn table_suite(table: Arc<dyn Table>) {
    let run = run_id();
    let pk = |s: &str| format!("T#{run}#{s}");

    // get of a missing key
    assert_eq!(
        table.get(&Key::new(pk("a"), "X")).await.unwrap(),
        None,
        "a missing key reads as None"
    );

    // round trip of every kind of attribute we store
    let item = Item::new(
        Key::new(pk("a"), "PROFILE"),
        attrs(json!({
            "s": "text", "empty": "", "i": 123456789012i64, "neg": -5, "b": true, "n": null,
            "list": ["x", "y"], "obj": {"cents": 150000, "nested": {"k": "v"}}, "unicode": "Ünïcödé ✓"
        })),
    )
    .with_gsi1(Key::new(format!("EMAIL#{run}"), "USER"))
    .with_expiry(4_000_000_000)
    .with_version(7);
    table.put(item.clone(), Condition::None).await.unwrap();
    assert_eq!(
        table.get(&item.key).await.unwrap(),
        Some(item.clone()),
        "an item reads back exactly as written"
    );

    // conditions on single writes
    let err = table
        .put(item.clone(), Condition::NotExists)
        .await
        .unwrap_err();
    assert!(
        matches!(err, StoreError::ConditionFailed),
        "NotExists on a taken key fails: {err:?}"
    );
    let err = table
        .put(item.clone().with_version(8), Condition::VersionIs(6))
        .await
        .unwrap_err();
    assert!(
        matches!(err, StoreError::ConditionFailed),
        "a stale version fails: {err:?}"
    );
    table
        .put(item.clone().with_version(8), Condition::VersionIs(7))
        .await
        .unwrap();
    assert_eq!(
        table.get(&item.key).await.unwrap().unwrap().version,
        8,
        "the new version is stored"
    );
    let fresh = Item::new(Key::new(pk("b"), "PROFILE"), Map::new());
    let err = table
        .put(fresh.clone(), Condition::Exists)
        .await
        .unwrap_err();
    assert!(
        matches!(err, StoreError::ConditionFailed),
        "Exists on a free key fails: {err:?}"
    );
    let err = table
        .put(fresh.clone(), Condition::VersionIs(1))
        .await
        .unwrap_err();
    assert!(
        matches!(err, StoreError::ConditionFailed),
        "VersionIs on a free key fails: {err:?}"
    );
    table
        .put(fresh.clone(), Condition::NotExists)
        .await
        .unwrap();

    // deletes
    let err = table
        .delete(&Key::new(pk("none"), "X"), Condition::Exists)
        .await
        .unwrap_err();
    assert!(
        matches!(err, StoreError::ConditionFailed),
        "deleting a missing key under Exists fails: {err:?}"
    );
    table
        .delete(&Key::new(pk("none"), "X"), Condition::None)
        .await
        .expect("deleting a missing key is fine");
    let err = table
        .delete(&fresh.key, Condition::VersionIs(2))
        .await
        .unwrap_err();
    assert!(
        matches!(err, StoreError::ConditionFailed),
        "deleting with a stale version fails: {err:?}"
    );
    table
        .delete(&fresh.key, Condition::VersionIs(1))
        .await
        .unwrap();
    assert_eq!(
        table.get(&fresh.key).await.unwrap(),
        None,
        "a deleted item is gone"
    );

    // reserved attribute names are refused
    let bad = Item::new(Key::new(pk("c"), "X"), attrs(json!({"PK": "other"})));
    assert!(
        matches!(
            table.put(bad, Condition::None).await,
            Err(StoreError::Invalid(_))
        ),
        "reserved names are refused"
    );

    // queries: sort order, prefix, range, direction, pagination
    let qpk = pk("q");
    for sk in ["MEMBER#03", "MEMBER#01", "MEMBER#02", "NOTE#01", "ADMIN#01"] {
        table
            .put(
                Item::new(Key::new(&qpk, sk), attrs(json!({"sk": sk}))),
                Condition::None,
            )
            .await
            .unwrap();
    }
    let sks = |items: &[Item]| items.iter().map(|i| i.key.sk.clone()).collect::<Vec<_>>();
    let all = table.query(Query::partition(&qpk)).await.unwrap();
    assert_eq!(
        sks(&all.items),
        ["ADMIN#01", "MEMBER#01", "MEMBER#02", "MEMBER#03", "NOTE#01"],
        "a partition reads in sort-key order"
    );
    assert_eq!(all.cursor, None, "a complete page has no cursor");
    let members = table
        .query(Query::partition(&qpk).prefix("MEMBER#"))
        .await
        .unwrap();
    assert_eq!(
        sks(&members.items),
        ["MEMBER#01", "MEMBER#02", "MEMBER#03"],
        "prefix query"
    );
    let range = table
        .query(Query::partition(&qpk).between("MEMBER#02", "NOTE#01"))
        .await
        .unwrap();
    assert_eq!(
        sks(&range.items),
        ["MEMBER#02", "MEMBER#03", "NOTE#01"],
        "between is inclusive"
    );
    let desc = table
        .query(Query::partition(&qpk).prefix("MEMBER#").descending())
        .await
        .unwrap();
    assert_eq!(
        sks(&desc.items),
        ["MEMBER#03", "MEMBER#02", "MEMBER#01"],
        "descending query"
    );
    let mut seen = Vec::new();
    let mut q = Query::partition(&qpk).limit(2);
    let mut pages = 0;
    loop {
        let page = table.query(q.clone()).await.unwrap();
        assert!(page.items.len() <= 2, "a page holds at most the limit");
        pages += 1;
        seen.extend(sks(&page.items));
        match page.cursor {
            Some(c) => q = q.after(Some(c)),
            None => break,
        }
        assert!(pages < 10, "pagination ends");
    }
    assert_eq!(
        seen,
        sks(&all.items),
        "pages together hold every item once, in order"
    );
    assert_eq!(
        table
            .query_all(Query::partition(&qpk).limit(1))
            .await
            .unwrap()
            .len(),
        5,
        "query_all follows cursors"
    );
    assert!(
        table
            .query(Query::partition(pk("empty")))
            .await
            .unwrap()
            .items
            .is_empty(),
        "an empty partition"
    );

    // GSI1
    let g = format!("ORG#{run}");
    for (i, sk) in ["U#2", "U#1"].iter().enumerate() {
        let it = Item::new(
            Key::new(pk(&format!("u{i}")), "PROFILE"),
            attrs(json!({"i": i})),
        )
        .with_gsi1(Key::new(&g, *sk));
        table.put(it, Condition::None).await.unwrap();
    }
    let by_org = table.query(Query::gsi1(&g).prefix("U#")).await.unwrap();
    assert_eq!(by_org.items.len(), 2, "GSI1 finds both items");
    assert_eq!(
        by_org.items[0].gsi1.as_ref().unwrap().sk,
        "U#1",
        "GSI1 sorts by its sort key"
    );
    assert_eq!(
        by_org.items[0].key.pk,
        pk("u1"),
        "GSI1 returns whole items with their table key"
    );

    // transactions: all or nothing
    let t1 = Item::new(Key::new(pk("t"), "A"), attrs(json!({"n": 1})));
    let t2 = Item::new(Key::new(pk("t"), "B"), attrs(json!({"n": 2})));
    table
        .transact(vec![
            WriteOp::Put {
                item: t1.clone(),
                condition: Condition::NotExists,
            },
            WriteOp::Put {
                item: t2.clone(),
                condition: Condition::NotExists,
            },
        ])
        .await
        .unwrap();
    let t3 = Item::new(Key::new(pk("t"), "C"), attrs(json!({"n": 3})));
    let err = table
        .transact(vec![
            WriteOp::Put {
                item: t3.clone(),
                condition: Condition::NotExists,
            },
            WriteOp::Put {
                item: t1.clone(),
                condition: Condition::NotExists,
            },
        ])
        .await
        .unwrap_err();
    assert!(
        matches!(err, StoreError::TransactionCancelled { index: 1 }),
        "the failing operation is named: {err:?}"
    );
    assert_eq!(
        table.get(&t3.key).await.unwrap(),
        None,
        "a cancelled transaction writes nothing"
    );
    let err = table
        .transact(vec![
            WriteOp::Check {
                key: Key::new(pk("t"), "missing"),
                condition: Condition::Exists,
            },
            WriteOp::Delete {
                key: t2.key.clone(),
                condition: Condition::None,
            },
        ])
        .await
        .unwrap_err();
    assert!(
        matches!(err, StoreError::TransactionCancelled { index: 0 }),
        "a failed check cancels: {err:?}"
    );
    assert!(
        table.get(&t2.key).await.unwrap().is_some(),
        "the delete of a cancelled transaction is not applied"
    );
    table
        .transact(vec![
            WriteOp::Check {
                key: t1.key.clone(),
                condition: Condition::VersionIs(1),
            },
            WriteOp::Delete {
                key: t2.key.clone(),
                condition: Condition::Exists,
            },
            WriteOp::Put {
                item: t3.clone(),
                condition: Condition::None,
            },
        ])
        .await
        .unwrap();
    assert_eq!(
        table.get(&t2.key).await.unwrap(),
        None,
        "the delete of a transaction is applied"
    );
    assert_eq!(
        table.get(&t3.key).await.unwrap(),
        Some(t3.clone()),
        "the put of a transaction is applied"
    );
    let dup = table
        .transact(vec![
            WriteOp::Put {
                item: t1.clone(),
                condition: Condition::None,
            },
            WriteOp::Delete {
                key: t1.key.clone(),
                condition: Condition::None,
            },
        ])
        .await;
    assert!(
        matches!(dup, Err(StoreError::Invalid(_))),
        "two operations on one key are refused"
    );

    // concurrency: of many writers racing for one free key, exactly one wins
    let race = Key::new(pk("race"), "EMAIL");
    let mut tasks = Vec::new();
    for i in 0..16 {
        let table = table.clone();
        let race = race.clone();
        tasks.push(tokio::spawn(async move {
            let item = Item::new(race.clone(), attrs(json!({"writer": i})));
            table
                .transact(vec![WriteOp::Put {
                    item,
                    condition: Condition::NotExists,
                }])
                .await
                .is_ok()
        }));
    }
    let mut winners = 0;
    for t in tasks {
        if t.await.unwrap() {
            winners += 1;
        }
    }
    assert_eq!(winners, 1, "exactly one of the racing writers wins the key");

    bounded_counter(&table, &pk("seats")).await;
}

/// [`WriteOp::Bump`]: a bounded counter taken in one conditional write.
async fn bounded_counter(table: &Arc<dyn Table>, pk: &str) {
    fn bump(key: &Key) -> WriteOp {
        WriteOp::Bump {
            key: key.clone(),
            counter: "used".into(),
            limit: "seats".into(),
        }
    }
    let missing = Key::new(pk, "NONE");
    assert!(
        matches!(
            table.transact(vec![bump(&missing)]).await,
            Err(StoreError::TransactionCancelled { index: 0 })
        ),
        "a counter that is not there is not taken"
    );
    assert_eq!(table.get(&missing).await.unwrap(), None, "nor made");

    let cohort = Item::new(
        Key::new(pk, "COHORT"),
        attrs(json!({"name": "Spring", "used": 0, "seats": 2})),
    )
    .with_gsi1(Key::new(format!("{pk}#BY"), "COHORT"));
    table.put(cohort.clone(), Condition::None).await.unwrap();
    table.transact(vec![bump(&cohort.key)]).await.unwrap();
    let taken = table.get(&cohort.key).await.unwrap().unwrap();
    assert_eq!(
        (
            taken.attrs["used"].clone(),
            taken.attrs["name"].clone(),
            taken.version
        ),
        (json!(1), json!("Spring"), 2),
        "one more taken, the version moved, the rest kept"
    );
    let by_index = table.query(Query::gsi1(format!("{pk}#BY"))).await.unwrap();
    assert_eq!(by_index.items.len(), 1, "the item stays in its index");

    // With a write that fails beside it, nothing is taken.
    let held = Item::new(Key::new(pk, "HELD"), Map::new());
    table.put(held.clone(), Condition::None).await.unwrap();
    let both = table
        .transact(vec![
            bump(&cohort.key),
            WriteOp::Put {
                item: held.clone(),
                condition: Condition::NotExists,
            },
        ])
        .await;
    assert!(matches!(
        both,
        Err(StoreError::TransactionCancelled { index: 1 })
    ));
    assert_eq!(table.get(&cohort.key).await.unwrap(), Some(taken.clone()));

    table.transact(vec![bump(&cohort.key)]).await.unwrap();
    let full = table.transact(vec![bump(&cohort.key)]).await;
    assert!(
        matches!(full, Err(StoreError::TransactionCancelled { index: 0 })),
        "never past the limit"
    );
    assert_eq!(
        table.get(&cohort.key).await.unwrap().unwrap().attrs["used"],
        json!(2)
    );

    let reserved = table
        .transact(vec![WriteOp::Bump {
            key: cohort.key.clone(),
            counter: "version".into(),
            limit: "seats".into(),
        }])
        .await;
    assert!(matches!(reserved, Err(StoreError::Invalid(_))));

    // Many takers at once: exactly as many as the limit succeed, none past it.
    let race = Item::new(Key::new(pk, "RACE"), attrs(json!({"used": 0, "seats": 10})));
    table.put(race.clone(), Condition::None).await.unwrap();
    let mut tasks = Vec::new();
    for i in 0..24 {
        let table = table.clone();
        let key = race.key.clone();
        let mine = Item::new(Key::new(pk, format!("TAKER#{i:02}")), Map::new());
        tasks.push(tokio::spawn(async move {
            loop {
                let result = table
                    .transact(vec![
                        bump(&key),
                        WriteOp::Put {
                            item: mine.clone(),
                            condition: Condition::NotExists,
                        },
                    ])
                    .await;
                match result {
                    Ok(()) => return true,
                    Err(StoreError::TransactionCancelled { .. }) => return false,
                    // A transaction conflict under contention: try again.
                    Err(_) => tokio::time::sleep(std::time::Duration::from_millis(5)).await,
                }
            }
        }));
    }
    let mut taken = 0;
    for t in tasks {
        if t.await.unwrap() {
            taken += 1;
        }
    }
    assert_eq!(taken, 10, "exactly the limit's worth of takers");
    assert_eq!(
        table.get(&race.key).await.unwrap().unwrap().attrs["used"],
        json!(10)
    );
    let takers = table
        .query(Query::partition(pk).prefix("TAKER#"))
        .await
        .unwrap();
    assert_eq!(
        takers.items.len(),
        10,
        "each success wrote its own item, the others none"
    );
}

/// `fetch` downloads a link made by [`Blobs::download_url`] (over HTTP for S3, through the local
/// server's verifier for the folder) and returns the body, or None when the link is refused.
pub async fn blobs_suite<F, Fut>(blobs: Arc<dyn Blobs>, fetch: F)
where
    F: Fn(String) -> Fut,
    Fut: Future<Output = Option<Vec<u8>>>,
{
    let run = run_id();
    let key = format!("conformance/{run}/logo.png");
    assert_eq!(
        blobs.get(&key).await.unwrap(),
        None,
        "a missing object reads as None"
    );
    let blob = Blob {
        bytes: Bytes::from_static(b"\x89PNG\r\n\x1a\nrest"),
        content_type: "image/png".into(),
    };
    blobs.put(&key, blob.clone()).await.unwrap();
    assert_eq!(
        blobs.get(&key).await.unwrap(),
        Some(blob.clone()),
        "an object reads back with its content type"
    );
    let other = Blob {
        bytes: Bytes::from_static(b"second"),
        content_type: "text/plain".into(),
    };
    blobs.put(&key, other.clone()).await.unwrap();
    assert_eq!(
        blobs.get(&key).await.unwrap(),
        Some(other.clone()),
        "a put replaces the object"
    );
    let url = blobs
        .download_url(&key, Duration::from_secs(60), Some("Acme logo.png"))
        .await
        .unwrap();
    assert_eq!(
        fetch(url.clone()).await.as_deref(),
        Some(&b"second"[..]),
        "the download link serves the object"
    );
    let tampered = url.replacen("logo.png", "logo.pnh", 1);
    assert_eq!(fetch(tampered).await, None, "a tampered link is refused");
    blobs.delete(&key).await.unwrap();
    assert_eq!(
        blobs.get(&key).await.unwrap(),
        None,
        "a deleted object is gone"
    );
    blobs
        .delete(&key)
        .await
        .expect("deleting a missing object is fine");
    for bad in ["", "../etc/passwd", "a//b", "a/./b", "with space", "/abs"] {
        assert!(
            blobs.put(bad, blob.clone()).await.is_err(),
            "invalid key {bad:?} is refused"
        );
    }
}

pub async fn jobs_suite(jobs: Arc<dyn Jobs>) {
    let run = run_id();
    let wait = Duration::from_secs(2);
    // Drain anything left by earlier runs on a shared queue.
    loop {
        let left = jobs.receive(10, Duration::from_millis(200)).await.unwrap();
        if left.is_empty() {
            break;
        }
        for d in left {
            jobs.complete(&d).await.unwrap();
        }
    }
    let empty = jobs.receive(10, Duration::from_millis(300)).await.unwrap();
    assert!(
        empty.is_empty(),
        "an empty queue gives nothing after the wait"
    );

    let job = Job {
        id: format!("{run}-1"),
        kind: "test".into(),
        payload: json!({"n": 1, "s": "ü"}),
    };
    jobs.enqueue(job.clone()).await.unwrap();
    let got = jobs.receive(10, wait).await.unwrap();
    assert_eq!(got.len(), 1, "the enqueued job is received");
    assert_eq!(got[0].job, job, "the job arrives unchanged");
    assert_eq!(got[0].attempt, 1, "first reception is attempt 1");
    let again = jobs.receive(10, Duration::from_millis(300)).await.unwrap();
    assert!(again.is_empty(), "a job in flight is not delivered twice");
    jobs.complete(&got[0]).await.unwrap();
    let after = jobs.receive(10, Duration::from_millis(300)).await.unwrap();
    assert!(after.is_empty(), "a completed job is gone");

    // failure and retry, then the dead letters
    let failing = Job {
        id: format!("{run}-2"),
        kind: "test".into(),
        payload: json!({}),
    };
    jobs.enqueue(failing.clone()).await.unwrap();
    for attempt in 1..=MAX_ATTEMPTS {
        let mut got = Vec::new();
        for _ in 0..10 {
            got = jobs.receive(1, wait).await.unwrap();
            if !got.is_empty() {
                break;
            }
        }
        assert_eq!(got.len(), 1, "a failed job comes back (attempt {attempt})");
        assert_eq!(got[0].job, failing);
        assert_eq!(got[0].attempt, attempt, "attempts are counted");
        jobs.fail(&got[0], Duration::ZERO).await.unwrap();
    }
    let mut dead = Vec::new();
    for _ in 0..10 {
        // SQS moves a message to the dead-letter queue when it is received once more.
        let extra = jobs.receive(1, Duration::from_millis(500)).await.unwrap();
        assert!(
            extra.is_empty(),
            "a job past its attempts is not delivered again"
        );
        dead = jobs.dead_letters(10).await.unwrap();
        if dead.iter().any(|j| j.id == failing.id) {
            break;
        }
    }
    assert!(
        dead.contains(&failing),
        "the job is in the dead letters: {dead:?}"
    );
}

/// `sent` returns every e-mail the adapter has delivered so far, newest last.
pub async fn mailer_suite<F, Fut>(mailer: Arc<dyn Mailer>, sent: F)
where
    F: Fn() -> Fut,
    Fut: Future<Output = Vec<Email>>,
{
    let run = run_id();
    let email = Email {
        to: format!("owner-{}@example.org", run.to_lowercase()),
        subject: format!("Confirm your account {run}"),
        text: "Hello,\n\nconfirm here: http://localhost:3000/api/v1/users/confirm?token=abc\n".into(),
        html: Some("<p>Hello, <a href=\"http://localhost:3000/api/v1/users/confirm?token=abc\">confirm</a></p>".into()),
    };
    let id = mailer.send(&email).await.unwrap();
    assert!(!id.is_empty(), "a sent e-mail has a message id");
    let all = sent().await;
    let found = all
        .iter()
        .find(|e| e.subject == email.subject)
        .expect("the e-mail was delivered");
    assert_eq!(found.to, email.to, "to is kept");
    assert_eq!(found.text, email.text, "the text body is kept");
    let bad = Email {
        to: "not-an-address".into(),
        ..email.clone()
    };
    assert!(
        mailer.send(&bad).await.is_err(),
        "an invalid recipient is refused"
    );
}

fn checkout(term: &str, run: &str) -> crate::payments::CheckoutRequest {
    crate::payments::CheckoutRequest {
        organization_id: format!("org-{run}"),
        user_id: format!("user-{run}"),
        customer_email: "owner@example.org".into(),
        plan: "pro".into(),
        term: term.into(),
        success_url: "http://localhost:3000/subscription/success".into(),
        cancel_url: "http://localhost:3000/payment".into(),
    }
}

/// What every payment adapter does alike: a distinct hosted checkout per request for each term,
/// and a webhook secret under which Stripe's signature scheme verifies (and no other secret
/// does). What happens at the checkout page itself is the provider's (tested per adapter).
pub async fn payments_suite(payments: Arc<dyn crate::payments::Payments>) {
    use crate::payments::{sign, verify_signature};
    let run = run_id();
    let month = payments
        .checkout_url(&checkout("month", &run))
        .await
        .expect("a monthly checkout");
    let year = payments
        .checkout_url(&checkout("year", &run))
        .await
        .expect("a yearly checkout");
    for url in [&month, &year] {
        assert!(
            url.starts_with("https://") || url.starts_with("http://"),
            "an absolute checkout URL: {url}"
        );
    }
    assert_ne!(month, year, "each checkout is its own session");
    let secret = payments.webhook_secret();
    assert!(!secret.is_empty(), "webhooks are signed with a secret");
    let body = format!("{{\"id\":\"evt_{run}\",\"type\":\"customer.subscription.created\"}}");
    let now = 1_800_000_000;
    let header = sign(body.as_bytes(), secret, now);
    assert!(
        verify_signature(body.as_bytes(), &header, secret, now + 10).is_ok(),
        "its own signature verifies"
    );
    let forged = sign(body.as_bytes(), "whsec_someone_else", now);
    assert!(
        verify_signature(body.as_bytes(), &forged, secret, now).is_err(),
        "another secret's signature does not"
    );
}
