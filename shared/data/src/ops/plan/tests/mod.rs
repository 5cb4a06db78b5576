//! The plan operations' tests: the lists of programs and projects (with the navigation they
//! carry), deletions, and answers. The helpers here make the sample organization's programs.

use super::*;
use crate::ops::testing::{scope, table};
use crate::plan::entries::new_entry;
use crate::plan::{answer_key, answers_prefix};
use fundplan_domain::questions::{Scope, catalogue};
use fundplan_ports::Table;
use fundplan_ports::embedded::EmbeddedTable;
use fundplan_ports::{Item, Query};
use std::sync::Arc;

const FUNDING: &str = "/steps/funding-annual/program/";
const EVALUATION: &str = "/steps/core-program-evaluation/program/";

fn entry(id: &str, name: &str) -> Entry {
    new_entry(id.into(), name.into(), format!("{name}: what it does."), 1)
}

async fn riverbend(t: &EmbeddedTable, org: &str) -> Versioned<EntriesRecord> {
    save_entries(&scope(t, org), EntryKind::Program, |l| {
        l.entries = vec![
            entry("P1", "Adult Basic Literacy"),
            entry("P2", "Family Reading Nights"),
            entry("P3", "Workplace English"),
        ];
        Ok::<_, StoreError>(())
    })
    .await
    .unwrap()
}

fn answer(q: u32, text: &str) -> AnswerRecord {
    AnswerRecord {
        question_id: q,
        category_id: 4,
        answer: text.into(),
        updated_at: 10,
        updated_by: "u1".into(),
    }
}

/// Statuses and assignees as the release before the section catalogue stored them, by
/// route path (a store of that release, upgraded): a rename moves them.
async fn nav_with(t: &dyn Table, org: &str, paths: &[(&str, i8)]) {
    // The plain optimistic update: `ops::update_nav` would upgrade the item first.
    let key = NavRecord::key(org);
    crate::repo::update(
        t,
        &key,
        |n: &NavRecord, v| n.to_item(org, v),
        |n| {
            n.keys = crate::nav::KEYED_BY_PATH;
            for (p, s) in paths {
                n.statuses.insert(p.to_string(), *s);
                n.assignees.insert(p.to_string(), vec!["m1".into()]);
            }
            Ok::<_, StoreError>(())
        },
    )
    .await
    .unwrap();
}

/// How many items of `org`'s partition start with `prefix`.
async fn prefix_count(t: &dyn Table, org: &str, prefix: &str) -> usize {
    t.query_all(Query::partition(format!("ORG#{org}")).prefix(prefix))
        .await
        .unwrap()
        .len()
}

mod answers;
mod deletion;
mod lists;
