//! Conversations on the plan's sections (issue 19 §2): threads of comments, each on one section
//! (by its section key, so a renamed program keeps its threads), resolved and reopened.
//!
//! | item | PK | SK | attributes |
//! |---|---|---|---|
//! | thread | `ORG#<org>#TALK` | `THREAD#<section key>#<thread>` | `id`, `section`, `created_by`, `created_at`, `resolved_by`, `resolved_at`, `comments`, `last_at` |
//! | comment | `ORG#<org>#TALK` | `COMMENT#<thread>#<comment>` | `id`, `author_id`, `body`, `mentions`, `created_at` |
//!
//! They live beside the organization's partition, not in it: the plan is read as the whole
//! `ORG#<org>` partition (`crate::model::Plan::query`), and conversations grow without bound.
//! A thread and its first comment are written in one transaction; a reply is written with the
//! thread's new count on the condition that the thread is as read, so no count is lost.

use crate::record::{Record, Versioned, values_of};
use crate::repo::{Retry, get, over, written};
use crate::scope::OrgScope;
use fundplan_ports::table::{Condition, Key, Query, StoreError, WriteOp};
use serde::{Deserialize, Serialize};

/// The most comments a thread holds.
pub const MAX_COMMENTS: u32 = 200;

/// The partition of an organization's conversations.
pub fn talk_pk(org_id: &str) -> String {
    format!("ORG#{org_id}#TALK")
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThreadRecord {
    pub id: String,
    /// The section key (`vision.mission`, `programs.program:<id>`).
    pub section: String,
    pub created_by: String,
    pub created_at: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resolved_by: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resolved_at: Option<i64>,
    /// How many comments it holds.
    pub comments: u32,
    /// When the last comment was written.
    pub last_at: i64,
}

impl Record for ThreadRecord {
    const ENTITY: &'static str = "thread";
}

impl ThreadRecord {
    pub fn key(org_id: &str, section: &str, id: &str) -> Key {
        Key::new(talk_pk(org_id), format!("THREAD#{section}#{id}"))
    }
    pub fn is_open(&self) -> bool {
        self.resolved_at.is_none()
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CommentRecord {
    pub id: String,
    pub author_id: String,
    pub body: String,
    /// Ids of the team members it mentions (each was e-mailed).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub mentions: Vec<String>,
    pub created_at: i64,
}

impl Record for CommentRecord {
    const ENTITY: &'static str = "comment";
}

impl CommentRecord {
    pub fn key(org_id: &str, thread_id: &str, id: &str) -> Key {
        Key::new(talk_pk(org_id), format!("COMMENT#{thread_id}#{id}"))
    }
}

/// A thread with its comments, oldest first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thread {
    pub thread: ThreadRecord,
    pub comments: Vec<CommentRecord>,
}

/// Every thread of the organization (without comments): the open counts per section.
pub async fn all_threads(org: &OrgScope) -> Result<Vec<ThreadRecord>, StoreError> {
    let items = org
        .table()
        .query_all(Query::partition(talk_pk(org.org_id())).prefix("THREAD#"))
        .await?;
    values_of(&items)
}

/// The threads of one section with their comments, oldest thread first.
pub async fn section_threads(org: &OrgScope, section: &str) -> Result<Vec<Thread>, StoreError> {
    let table = org.table();
    let items = table
        .query_all(Query::partition(talk_pk(org.org_id())).prefix(format!("THREAD#{section}#")))
        .await?;
    let mut threads: Vec<ThreadRecord> = values_of(&items)?;
    threads.sort_by(|a, b| (a.created_at, &a.id).cmp(&(b.created_at, &b.id)));
    let mut out = Vec::with_capacity(threads.len());
    for thread in threads {
        let items = table
            .query_all(
                Query::partition(talk_pk(org.org_id())).prefix(format!("COMMENT#{}#", thread.id)),
            )
            .await?;
        out.push(Thread {
            comments: values_of(&items)?,
            thread,
        });
    }
    Ok(out)
}

/// The thread `id`, wherever its section, with its version.
pub async fn find_thread(
    org: &OrgScope,
    id: &str,
) -> Result<Option<Versioned<ThreadRecord>>, StoreError> {
    let Some(found) = all_threads(org).await?.into_iter().find(|t| t.id == id) else {
        return Ok(None);
    };
    get(
        org.table(),
        &ThreadRecord::key(org.org_id(), &found.section, id),
    )
    .await
}

/// Starts a thread with its first comment, in one transaction.
pub async fn start_thread(
    org: &OrgScope,
    thread: &ThreadRecord,
    first: &CommentRecord,
) -> Result<(), StoreError> {
    let org_id = org.org_id();
    org.table()
        .transact(vec![
            WriteOp::Put {
                item: thread.encode(ThreadRecord::key(org_id, &thread.section, &thread.id), 1),
                condition: Condition::NotExists,
            },
            WriteOp::Put {
                item: first.encode(CommentRecord::key(org_id, &thread.id, &first.id), 1),
                condition: Condition::NotExists,
            },
        ])
        .await
}

/// Why a reply was not written.
#[derive(Debug, thiserror::Error)]
pub enum ReplyError {
    #[error("there is no such thread")]
    NoThread,
    #[error("the thread is full")]
    Full,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Adds a comment to thread `thread_id`, counting it on the thread; a reply to a resolved thread
/// reopens it. Returns the thread as written.
pub async fn reply(
    org: &OrgScope,
    thread_id: &str,
    comment: &CommentRecord,
) -> Result<ThreadRecord, ReplyError> {
    let org_id = org.org_id();
    let mut retry = Retry::new(format!("thread {thread_id}"));
    loop {
        let Some(current) = find_thread(org, thread_id).await? else {
            return Err(ReplyError::NoThread);
        };
        let mut thread = current.value;
        if thread.comments >= MAX_COMMENTS {
            return Err(ReplyError::Full);
        }
        thread.comments += 1;
        thread.last_at = comment.created_at;
        thread.resolved_at = None;
        thread.resolved_by = None;
        let ops = vec![
            WriteOp::Put {
                item: thread.encode(
                    ThreadRecord::key(org_id, &thread.section, &thread.id),
                    current.version + 1,
                ),
                condition: over(current.version),
            },
            WriteOp::Put {
                item: comment.encode(CommentRecord::key(org_id, &thread.id, &comment.id), 1),
                condition: Condition::NotExists,
            },
        ];
        match org.table().transact(ops).await {
            Ok(()) => return Ok(thread),
            Err(StoreError::TransactionCancelled { index: 0 }) => retry.conflict().await?,
            Err(e) => return Err(e.into()),
        }
    }
}

/// Resolves (`by` is who) or reopens (`by` none) thread `thread_id`; none when there is no such
/// thread. Resolving a resolved thread keeps who resolved it first.
pub async fn set_resolved(
    org: &OrgScope,
    thread_id: &str,
    by: Option<&str>,
    now: i64,
) -> Result<Option<ThreadRecord>, StoreError> {
    let org_id = org.org_id();
    let mut retry = Retry::new(format!("thread {thread_id}"));
    loop {
        let Some(current) = find_thread(org, thread_id).await? else {
            return Ok(None);
        };
        let mut thread = current.value.clone();
        match by {
            Some(_) if !thread.is_open() => return Ok(Some(thread)),
            Some(user) => {
                thread.resolved_by = Some(user.to_owned());
                thread.resolved_at = Some(now);
            }
            None if thread.is_open() => return Ok(Some(thread)),
            None => {
                thread.resolved_by = None;
                thread.resolved_at = None;
            }
        }
        let item = thread.encode(
            ThreadRecord::key(org_id, &thread.section, &thread.id),
            current.version + 1,
        );
        if written(org.table().put(item, over(current.version)).await)? {
            return Ok(Some(thread));
        }
        retry.conflict().await?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    fn table() -> (tempfile::TempDir, Arc<dyn fundplan_ports::Table>) {
        let dir = tempfile::tempdir().unwrap();
        let table =
            fundplan_ports::embedded::EmbeddedTable::open(&dir.path().join("t.redb")).unwrap();
        (dir, Arc::new(table))
    }

    fn comment(id: &str, at: i64) -> CommentRecord {
        CommentRecord {
            id: id.into(),
            author_id: "u1".into(),
            body: format!("comment {id}"),
            mentions: vec![],
            created_at: at,
        }
    }

    fn thread(id: &str, section: &str) -> ThreadRecord {
        ThreadRecord {
            id: id.into(),
            section: section.into(),
            created_by: "u1".into(),
            created_at: 10,
            comments: 1,
            last_at: 10,
            ..ThreadRecord::default()
        }
    }

    #[tokio::test]
    async fn a_thread_keeps_its_comments_its_count_and_its_state_and_concurrent_replies_are_all_counted()
     {
        let (_d, table) = table();
        let org = OrgScope::of_verified(table.clone(), "o1");
        start_thread(&org, &thread("t1", "vision.mission"), &comment("c1", 10))
            .await
            .unwrap();
        start_thread(&org, &thread("t2", "vision.mission2"), &comment("c9", 10))
            .await
            .unwrap();
        let replies = (0..6).map(|i| {
            let org = org.clone();
            async move { reply(&org, "t1", &comment(&format!("c{}", i + 2), 20 + i)).await }
        });
        for r in futures_join(replies).await {
            r.unwrap();
        }
        let threads = section_threads(&org, "vision.mission").await.unwrap();
        assert_eq!(threads.len(), 1, "a section's prefix is not another's");
        assert_eq!(
            (threads[0].thread.comments, threads[0].comments.len()),
            (7, 7)
        );
        let resolved = set_resolved(&org, "t1", Some("u2"), 30)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(
            (resolved.resolved_by.as_deref(), resolved.resolved_at),
            (Some("u2"), Some(30))
        );
        let again = set_resolved(&org, "t1", Some("u3"), 40)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(again.resolved_by.as_deref(), Some("u2"));
        let reopened = reply(&org, "t1", &comment("c20", 50)).await.unwrap();
        assert!(reopened.is_open(), "a reply reopens a resolved thread");
        assert!(matches!(
            reply(&org, "nope", &comment("c21", 50)).await,
            Err(ReplyError::NoThread)
        ));
        assert_eq!(set_resolved(&org, "nope", None, 1).await.unwrap(), None);
        let other = OrgScope::of_verified(table, "o2");
        assert!(all_threads(&other).await.unwrap().is_empty());
        assert!(find_thread(&other, "t1").await.unwrap().is_none());
    }

    async fn futures_join<F>(fs: impl Iterator<Item = F>) -> Vec<F::Output>
    where
        F: std::future::Future + Send + 'static,
        F::Output: Send + 'static,
    {
        let handles: Vec<_> = fs.map(tokio::spawn).collect();
        let mut out = Vec::new();
        for h in handles {
            out.push(h.await.unwrap());
        }
        out
    }
}
