//! Restoring a version (issue 19 §1): the whole plan, one module or one section brought back
//! to what a version holds, after a version of the plan as it is was saved, so nothing is lost.
//!
//! What a restore brings back is the plan's content: each item whose [`Part::section`] is
//! the section restored (or a section of the module restored, or any, for the whole plan).
//! The organization's own items stay as they are: its settings and logo, the navigation
//! (statuses, skipped modules, assignments, the e-mails sent), the closing counters and the
//! team. A section's items that the version does not hold are deleted (a program added since
//! is removed by restoring the programs), and its items the version holds are written back.
//!
//! The writes are version-checked and grouped in transactions of at most 100 items and
//! about 3 MB (DynamoDB's limits are 100 and 4 MB). When someone else writes one of the items
//! meanwhile, the transaction is refused whole, the plan is read again and the restore goes
//! on from there: it writes only what differs from the version, so a retried or repeated
//! restore converges on the version. A change saved while a restore runs is replaced by the
//! version's like the rest of what is restored (it is not in the version saved before).

use crate::model::{Part, Plan};
use crate::plan::budget::{ExpenseTableRecord, RevenuesRecord};
use crate::record::{Record, org_pk, to_attrs};
use crate::repo::Retry;
use crate::scope::OrgScope;
use crate::versions::{
    NewVersion, SnapshotItem, VersionError, VersionKind, VersionRecord, load_version, save_version,
};
use fundplan_domain::budget::{ExpenseItem, RevenueEntry};
use fundplan_domain::sections::{self, MODULES};
use fundplan_ports::blobs::Blobs;
use fundplan_ports::table::{Condition, Item, Key, MAX_TRANSACTION_OPS, StoreError, WriteOp};
use serde_json::{Map, Value};
use std::collections::BTreeMap;

/// At most this many bytes of attributes in one transaction (DynamoDB allows 4 MB).
const TRANSACTION_BYTES: usize = 3_000_000;
/// Reads of the plan a restore makes before it gives up on a plan that keeps changing.
const ATTEMPTS: u32 = 5;

/// What a restore brings back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Restore<'a> {
    /// Every part of the plan's content.
    Plan,
    /// A module (by its id, e.g. `programs`) or a section (e.g. `vision.mission`).
    Section(&'a str),
}

impl Restore<'_> {
    /// Whether this restore brings back items of the section `section`.
    fn covers(&self, section: &str) -> bool {
        match self {
            Restore::Plan => true,
            Restore::Section(id) => {
                section == *id || section.split_once('.').is_some_and(|(m, _)| m == *id)
            }
        }
    }

    /// The restore of `id` (a module's or a section's id), when its pages hold anything a
    /// restore brings back: none for an unknown id, a page of guidance, a summary or the
    /// certificate.
    pub fn section(id: &str) -> Option<Restore<'_>> {
        let restorable =
            |s: &sections::Section| !s.questions.is_empty() || PART_SECTIONS.contains(&s.id);
        let known = match sections::module(id) {
            Some(m) => m.sections.iter().any(restorable),
            None => sections::section(id).is_some_and(restorable),
        };
        known.then_some(Restore::Section(id))
    }

    /// In words, for the note of the version saved before: "the whole plan", "module 4, Core
    /// Annual Programs and Budgets", "the section Mission Statement".
    pub fn describe(&self) -> String {
        match self {
            Restore::Plan => "the whole plan".into(),
            Restore::Section(id) => match sections::module(id) {
                Some(m) => format!("module {}, {}", m.number, m.name),
                None => match sections::section(id) {
                    Some(s) => format!("the section {}", s.name),
                    None => (*id).to_owned(),
                },
            },
        }
    }
}

/// The sections [`Part::section`] names besides the pages of questions.
const PART_SECTIONS: [&str; 9] = [
    "case.stories",
    "case.document",
    "pyramid.chart",
    "stewardship.recognition",
    "operations.policies",
    "programs.list",
    "projects.list",
    "revenue.revenue",
    "overhead.expenses",
];

/// What a restore did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Restored {
    /// The version of the plan as it was just before, saved first.
    pub before_id: String,
    pub before: VersionRecord,
    /// Items written back.
    pub written: usize,
    /// Items the version did not hold, deleted.
    pub deleted: usize,
}

/// Why a restore did not happen.
#[derive(Debug, thiserror::Error)]
pub enum RestoreError {
    #[error("the organization has no such version")]
    NotFound,
    #[error(transparent)]
    Version(#[from] VersionError),
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Who restores, and the id the version saved before gets.
#[derive(Clone, Copy, Debug)]
pub struct Restorer<'a> {
    pub before_id: &'a str,
    pub by: Option<&'a str>,
    pub by_name: &'a str,
}

/// Restores `what` from the version `version_id`: saves a version of the plan as it is now
/// (kind `before_restore`), then brings the plan's items of `what` to what the version holds.
pub async fn restore(
    org: &OrgScope,
    blobs: &dyn Blobs,
    version_id: &str,
    what: Restore<'_>,
    who: Restorer<'_>,
    now: i64,
) -> Result<Restored, RestoreError> {
    let (record, snapshot) = load_version(org, blobs, version_id)
        .await?
        .ok_or(RestoreError::NotFound)?;
    let name = format!("Before restoring ‘{}’", shorten(&record.name, 80));
    let note = format!(
        "Saved by fundplan before restoring from the version “{}”: {}.",
        record.name,
        what.describe()
    );
    let before = save_version(
        org,
        blobs,
        who.before_id,
        &NewVersion {
            name: &name,
            note: &note,
            kind: VersionKind::BeforeRestore,
            by: who.by,
            by_name: who.by_name,
        },
        now,
    )
    .await?;
    let (written, deleted) = converge(org, &snapshot.items, what).await?;
    Ok(Restored {
        before_id: who.before_id.to_owned(),
        before,
        written,
        deleted,
    })
}

fn shorten(text: &str, chars: usize) -> String {
    if text.chars().count() <= chars {
        text.to_owned()
    } else {
        let cut: String = text.chars().take(chars - 1).collect();
        format!("{}…", cut.trim_end())
    }
}

/// The section of the plan item `sk` a restore may bring back.
fn section_of(sk: &str) -> Option<&'static str> {
    Part::of(sk)?.section()
}

/// Brings the organization's items of `what` to `target` (a version's items): returns how
/// many were written and deleted.
pub async fn converge(
    org: &OrgScope,
    target: &[SnapshotItem],
    what: Restore<'_>,
) -> Result<(usize, usize), StoreError> {
    let pk = org_pk(org.org_id());
    let wanted: BTreeMap<&str, &SnapshotItem> = target
        .iter()
        .filter(|i| section_of(&i.sk).is_some_and(|s| what.covers(s)))
        .map(|i| (i.sk.as_str(), i))
        .collect();
    let mut retry = Retry::at_most(format!("{pk}/plan"), ATTEMPTS);
    let (mut written, mut deleted) = (0, 0);
    'read: loop {
        let items = org.table().query_all(Plan::query(org.org_id())).await?;
        let current: BTreeMap<&str, &Item> = items
            .iter()
            .filter(|i| section_of(&i.key.sk).is_some_and(|s| what.covers(s)))
            .map(|i| (i.key.sk.as_str(), i))
            .collect();
        let mut ops = Vec::new();
        for (sk, want) in &wanted {
            let key = Key::new(pk.clone(), *sk);
            let attrs = relined(sk, &want.attrs, current.get(sk).copied());
            match current.get(sk) {
                Some(now) if now.attrs == attrs => {}
                Some(now) => ops.push(WriteOp::Put {
                    item: Item::new(key, attrs).with_version(now.version + 1),
                    condition: Condition::VersionIs(now.version),
                }),
                None => ops.push(WriteOp::Put {
                    item: Item::new(key, attrs),
                    condition: Condition::NotExists,
                }),
            }
        }
        for (sk, now) in &current {
            if !wanted.contains_key(sk) {
                ops.push(WriteOp::Delete {
                    key: now.key.clone(),
                    condition: Condition::VersionIs(now.version),
                });
            }
        }
        for batch in batches(ops) {
            let (puts, deletes) = batch.iter().fold((0, 0), |(p, d), op| match op {
                WriteOp::Delete { .. } => (p, d + 1),
                _ => (p + 1, d),
            });
            match org.table().transact(batch).await {
                Ok(()) => {
                    written += puts;
                    deleted += deletes;
                }
                Err(StoreError::TransactionCancelled { .. } | StoreError::ConditionFailed) => {
                    retry.conflict().await?;
                    continue 'read;
                }
                Err(e) => return Err(e),
            }
        }
        return Ok((written, deleted));
    }
}

/// The attributes to write back for the item `sk`: the version's, with each line of an expense
/// table or of the revenue (lines carry their own versions) that differs from the line stored
/// now given a version above both its version then and its version now. So a restored line is
/// never at a version that a screen opened before the restore read with other content: that
/// screen's save is refused as stale instead of overwriting the line. A line whose content is
/// the one stored keeps the stored version (a restore done twice writes nothing).
fn relined(sk: &str, want: &Map<String, Value>, now: Option<&Item>) -> Map<String, Value> {
    match Part::of(sk) {
        Some(Part::Expenses(_)) => relined_as::<ExpenseTableRecord, ExpenseItem>(
            want,
            now,
            |r| &mut r.items,
            |l| (l.id.clone(), &mut l.version),
        ),
        Some(Part::Revenues) => relined_as::<RevenuesRecord, RevenueEntry>(
            want,
            now,
            |r| &mut r.lines,
            |l| (l.id.clone(), &mut l.version),
        ),
        _ => want.clone(),
    }
}

/// [`relined`] for a record `R` whose lines `L` carry an id and a version.
fn relined_as<R: Record, L: PartialEq + Clone>(
    want: &Map<String, Value>,
    now: Option<&Item>,
    lines: impl Fn(&mut R) -> &mut Vec<L>,
    id_version: impl Fn(&mut L) -> (String, &mut u64),
) -> Map<String, Value> {
    let (Ok(mut restored), Some(Ok(mut stored))) =
        (R::deserialize(want), now.map(|i| R::deserialize(&i.attrs)))
    else {
        return want.clone();
    };
    let stored = lines(&mut stored);
    let versions: BTreeMap<String, u64> = stored
        .iter_mut()
        .map(|l| {
            let (id, v) = id_version(l);
            (id, *v)
        })
        .collect();
    // A line as stored but for its version: the stored line is kept, version and all.
    let unversioned = |l: &L| {
        let mut l = l.clone();
        *id_version(&mut l).1 = 0;
        l
    };
    let contents: Vec<L> = stored.iter().map(unversioned).collect();
    for line in lines(&mut restored).iter_mut() {
        let unchanged = contents.contains(&unversioned(line));
        let (id, version) = id_version(line);
        *version = match versions.get(&id).copied() {
            Some(v) if unchanged => v,
            now => (*version).max(now.unwrap_or(0)) + 1,
        };
    }
    to_attrs(&restored)
}

/// The writes in transactions of at most [`MAX_TRANSACTION_OPS`] operations and about
/// [`TRANSACTION_BYTES`] of attributes.
fn batches(ops: Vec<WriteOp>) -> Vec<Vec<WriteOp>> {
    let size = |op: &WriteOp| match op {
        WriteOp::Put { item, .. } => serde_json::to_vec(&item.attrs).map_or(0, |v| v.len()),
        _ => 0,
    } + 200;
    let mut out: Vec<Vec<WriteOp>> = Vec::new();
    let mut bytes = 0;
    for op in ops {
        let n = size(&op);
        match out.last_mut() {
            Some(last) if last.len() < MAX_TRANSACTION_OPS && bytes + n <= TRANSACTION_BYTES => {
                bytes += n;
                last.push(op);
            }
            _ => {
                bytes = n;
                out.push(vec![op]);
            }
        }
    }
    out
}

/// The modules a restore may bring back, in order: (id, number, name).
pub fn restorable_modules() -> Vec<(&'static str, u8, &'static str)> {
    MODULES
        .iter()
        .filter(|m| Restore::section(m.id).is_some())
        .map(|m| (m.id, m.number, m.name))
        .collect()
}

#[cfg(test)]
mod tests;
