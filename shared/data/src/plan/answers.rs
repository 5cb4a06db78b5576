//! Answers (`ANSWER#<owner>#<question id>`): one item per answer of the organization, of a core
//! program or of a new project, versioned so that two people editing one answer never overwrite
//! each other silently. The reads here are one `get` or one query each:
//!
//! - one answer: `get`;
//! - the answers of one owner (a program page): a query of the owner's prefix, or of the
//!   `BETWEEN` range of the asked question ids (a page's questions have neighbouring ids, so
//!   the range holds little else);
//! - one question across every program or project (the "by question" views): a query of the
//!   prefix `ANSWER#PRG#` (or `ANSWER#PRJ#`), kept to the question's items. It reads the
//!   answers of every program (at most 10 programs × the per-program questions), in the base
//!   table and so strongly consistent: an index by question (GSI1) would read only the few
//!   items needed, but a GSI is only eventually consistent, and these views write back with
//!   the versions they read.

use super::{ANSWERS_PREFIX, EntryKind, Owner, answer_key, answers_prefix};
use crate::record::{Record, Versioned, org_pk};
use crate::scope::OrgScope;
use fundplan_ports::{Item, Query, StoreError};
use serde::{Deserialize, Serialize};

/// One answer to one question.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AnswerRecord {
    pub question_id: u32,
    /// The module of the question (as the question says; checked on every write).
    pub category_id: u32,
    /// The text (for a `list` question, a JSON array of strings); may be empty (cleared).
    pub answer: String,
    /// Epoch seconds of the last save.
    pub updated_at: i64,
    /// The user who saved it last.
    pub updated_by: String,
}

impl Record for AnswerRecord {
    const ENTITY: &'static str = "answer";
}

impl AnswerRecord {
    pub fn to_item(&self, org_id: &str, owner: &Owner, version: u64) -> Item {
        self.encode(answer_key(org_id, owner, self.question_id), version)
    }
}

/// The owner and question of an answer's sort key (`None` for any other key).
pub fn parse_answer_sk(sk: &str) -> Option<(Owner, u32)> {
    let rest = sk.strip_prefix(ANSWERS_PREFIX)?;
    let (owner, question) = rest.rsplit_once('#')?;
    if question.len() != 6 || !question.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some((Owner::parse(owner)?, question.parse().ok()?))
}

/// The sort-key prefix of the answers of every program, or of every project.
pub fn kind_answers_prefix(kind: EntryKind) -> String {
    let code = match kind {
        EntryKind::Program => "PRG",
        EntryKind::Project => "PRJ",
    };
    format!("{ANSWERS_PREFIX}{code}#")
}

fn decode_all(items: &[Item]) -> Result<Vec<Versioned<AnswerRecord>>, StoreError> {
    items
        .iter()
        .map(|i| AnswerRecord::decode(i).map_err(StoreError::Unavailable))
        .collect()
}

/// The answer of `owner` to `question_id`, with its version. One `get`.
pub async fn get_answer(
    org: &OrgScope,
    owner: &Owner,
    question_id: u32,
) -> Result<Option<Versioned<AnswerRecord>>, StoreError> {
    let table = org.table();
    let org_id = org.org_id();
    crate::repo::get(table, &answer_key(org_id, owner, question_id)).await
}

/// The answers of `owner`, in question order: every one (`None`), or those with an id in the
/// inclusive range. One query.
pub async fn answers_of(
    org: &OrgScope,
    owner: &Owner,
    range: Option<(u32, u32)>,
) -> Result<Vec<Versioned<AnswerRecord>>, StoreError> {
    let table = org.table();
    let org_id = org.org_id();
    let query = Query::partition(org_pk(org_id));
    let query = match range {
        None => query.prefix(answers_prefix(owner)),
        Some((low, high)) => query.between(
            answer_key(org_id, owner, low).sk,
            answer_key(org_id, owner, high).sk,
        ),
    };
    decode_all(&table.query_all(query).await?)
}

/// The answers to `question_id` of every program (or project), by the entry's id. One query.
pub async fn answers_across(
    org: &OrgScope,
    kind: EntryKind,
    question_id: u32,
) -> Result<Vec<(String, Versioned<AnswerRecord>)>, StoreError> {
    let table = org.table();
    let org_id = org.org_id();
    let items = table
        .query_all(Query::partition(org_pk(org_id)).prefix(kind_answers_prefix(kind)))
        .await?;
    let mut out = Vec::new();
    for item in &items {
        let id = match parse_answer_sk(&item.key.sk) {
            Some((Owner::Program(id) | Owner::Project(id), q)) if q == question_id => id,
            _ => continue,
        };
        let answer = AnswerRecord::decode(item).map_err(StoreError::Unavailable)?;
        out.push((id, answer));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::testing::table;
    use fundplan_ports::Table;
    use fundplan_ports::{Condition, Key};
    use serde_json::{Value, json};

    fn mission() -> AnswerRecord {
        AnswerRecord {
            question_id: 304,
            category_id: 3,
            answer: "Riverbend Literacy Alliance helps adults and families read.".into(),
            updated_at: 1_795_348_800,
            updated_by: "01USER".into(),
        }
    }

    #[test]
    fn an_answer_item_has_its_pinned_layout() {
        let item = mission().to_item("o1", &Owner::Organization, 2);
        assert_eq!(item.key, Key::new("ORG#o1", "ANSWER#ORG#000304"));
        assert_eq!(
            (item.gsi1.clone(), item.expires_at, item.version),
            (None, None, 2)
        );
        assert_eq!(
            Value::Object(item.attrs.clone()),
            json!({"question_id": 304, "category_id": 3,
                   "answer": "Riverbend Literacy Alliance helps adults and families read.",
                   "updated_at": 1_795_348_800i64, "updated_by": "01USER"})
        );
        assert_eq!(AnswerRecord::decode(&item).unwrap().value, mission());
        let program = Owner::Program("01PRG".into());
        assert_eq!(
            mission().to_item("o1", &program, 1).key.sk,
            "ANSWER#PRG#01PRG#000304"
        );
    }

    #[test]
    fn answer_sort_keys_read_back_to_their_owner_and_question() {
        for owner in [
            Owner::Organization,
            Owner::Program("01P".into()),
            Owner::Project("01J".into()),
        ] {
            let sk = answer_key("o1", &owner, 7).sk;
            assert_eq!(parse_answer_sk(&sk), Some((owner, 7)));
        }
        for bad in [
            "ANSWER#ORG#7",
            "ANSWER#PRG##000007",
            "PLAN#PROGRAMS",
            "ANSWER#XYZ#000007",
        ] {
            assert_eq!(parse_answer_sk(bad), None, "{bad}");
        }
        assert!(
            answers_prefix(&Owner::Program("x".into()))
                .starts_with(&kind_answers_prefix(EntryKind::Program))
        );
        assert!(
            !answers_prefix(&Owner::Project("x".into()))
                .starts_with(&kind_answers_prefix(EntryKind::Program))
        );
    }

    async fn put(t: &dyn Table, org: &str, owner: &Owner, q: u32, text: &str) {
        let a = AnswerRecord {
            question_id: q,
            answer: text.into(),
            ..Default::default()
        };
        t.put(a.to_item(org, owner, 1), Condition::NotExists)
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn an_owners_answers_are_read_whole_or_by_range_and_only_its_own() {
        let (_dir, t) = table();
        let p1 = Owner::Program("01P1".into());
        let p2 = Owner::Program("01P2".into());
        for q in [401, 402, 410] {
            put(&t, "o1", &p1, q, "p1").await;
            put(&t, "o1", &p2, q, "p2").await;
        }
        put(&t, "o1", &Owner::Organization, 401, "org").await;
        put(&t, "o2", &p1, 401, "other org").await;
        let all = answers_of(&crate::ops::testing::scope(&t, "o1"), &p1, None)
            .await
            .unwrap();
        assert_eq!(
            all.iter()
                .map(|a| (a.value.question_id, a.value.answer.as_str()))
                .collect::<Vec<_>>(),
            vec![(401, "p1"), (402, "p1"), (410, "p1")]
        );
        let range = answers_of(&crate::ops::testing::scope(&t, "o1"), &p1, Some((401, 402)))
            .await
            .unwrap();
        assert_eq!(
            range
                .iter()
                .map(|a| a.value.question_id)
                .collect::<Vec<_>>(),
            vec![401, 402]
        );
        assert_eq!(
            get_answer(
                &crate::ops::testing::scope(&t, "o1"),
                &Owner::Organization,
                401
            )
            .await
            .unwrap()
            .map(|a| a.value.answer),
            Some("org".into())
        );
        assert_eq!(
            get_answer(
                &crate::ops::testing::scope(&t, "o2"),
                &Owner::Organization,
                401
            )
            .await
            .unwrap(),
            None
        );
    }

    #[tokio::test]
    async fn one_question_across_programs_is_one_query_of_program_answers_only() {
        let (_dir, t) = table();
        for (id, text) in [("01P1", "one"), ("01P2", "two")] {
            put(&t, "o1", &Owner::Program(id.into()), 402, text).await;
            put(&t, "o1", &Owner::Program(id.into()), 403, "other question").await;
        }
        put(&t, "o1", &Owner::Project("01J1".into()), 402, "project").await;
        put(&t, "o1", &Owner::Organization, 402, "org").await;
        put(&t, "o2", &Owner::Program("01P9".into()), 402, "other org").await;
        let across = answers_across(
            &crate::ops::testing::scope(&t, "o1"),
            EntryKind::Program,
            402,
        )
        .await
        .unwrap();
        assert_eq!(
            across
                .iter()
                .map(|(id, a)| (id.as_str(), a.value.answer.as_str()))
                .collect::<Vec<_>>(),
            vec![("01P1", "one"), ("01P2", "two")]
        );
        let projects = answers_across(
            &crate::ops::testing::scope(&t, "o1"),
            EntryKind::Project,
            402,
        )
        .await
        .unwrap();
        assert_eq!(projects.len(), 1);
        assert_eq!(projects[0].0, "01J1");
    }
}
