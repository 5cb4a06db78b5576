//! The question catalogue (spec file 2 §3 "Question keys", file 3 §7; DECISIONS "Planning
//! modules"): every question of the plan with its title, label, text, instruction, model answer
//! and word limit. The content is data, kept in `shared/domain/questions/*.toml` (one file per
//! module), compiled into the binary and checked once at start-up and by the tests. Question ids
//! are stable numbers written in those files, never regenerated.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::LazyLock;

/// The catalogue files, in module order.
const FILES: &[(&str, &str)] = &[
    (
        "aspirational-vision.toml",
        include_str!("../../questions/aspirational-vision.toml"),
    ),
    (
        "funding-annual.toml",
        include_str!("../../questions/funding-annual.toml"),
    ),
    (
        "finalizing-budget.toml",
        include_str!("../../questions/finalizing-budget.toml"),
    ),
    (
        "annual-revenue.toml",
        include_str!("../../questions/annual-revenue.toml"),
    ),
    (
        "core-program-evaluation.toml",
        include_str!("../../questions/core-program-evaluation.toml"),
    ),
    (
        "funding-new-projects.toml",
        include_str!("../../questions/funding-new-projects.toml"),
    ),
    (
        "case-for-support.toml",
        include_str!("../../questions/case-for-support.toml"),
    ),
    (
        "gift-pyramid.toml",
        include_str!("../../questions/gift-pyramid.toml"),
    ),
];

/// Where a question is answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Scope {
    /// Once per organization (`/answers`).
    Organization,
    /// Once per core program (`/answers/core_program/{id}`).
    Program,
    /// Once per new project (`/answers/project/{id}`).
    Project,
}

/// What kind of answer a question takes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum QuestionType {
    /// Free text.
    #[default]
    Text,
    /// A JSON-encoded list of strings (Ways to Give).
    List,
    /// Guidance for a page that keeps its own records (expenses, revenue, the success stories, the
    /// gift pyramid); takes no answer.
    Page,
}

/// One question of the plan.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Question {
    /// Stable across releases.
    pub id: u32,
    /// The spec's key (`mission_statement`, `finalizing_your_budget_goal_strategy`, …), served
    /// as `question_name`.
    pub key: String,
    /// The number of the module the question belongs to.
    pub category_id: u32,
    /// Where it is answered (empty for a page's guidance).
    #[serde(default)]
    pub scopes: Vec<Scope>,
    #[serde(default)]
    pub question_type: QuestionType,
    pub title: String,
    pub label: String,
    /// The question itself, as the page asks it.
    pub question: String,
    /// The text area's placeholder.
    #[serde(default)]
    pub placeholder: String,
    /// At most this many words, when it has a limit.
    #[serde(default)]
    pub word_limit: Option<usize>,
    /// How to answer: what a first-time development director needs to know.
    pub instruction: String,
    /// An answer for the sample organization.
    pub model_answer: String,
}

/// A named group of questions served together (`budget_justification`,
/// `core_programs_questions`, …).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Collection {
    pub key: String,
    /// The keys of its questions, in order.
    pub questions: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    #[serde(default)]
    question: Vec<Question>,
    #[serde(default)]
    collection: Vec<Collection>,
}

/// Every question, by id and by key, and the collections.
#[derive(Debug)]
pub struct Catalogue {
    questions: Vec<Question>,
    by_id: BTreeMap<u32, usize>,
    by_key: BTreeMap<String, usize>,
    collections: BTreeMap<String, Vec<usize>>,
}

impl Catalogue {
    /// Reads and checks catalogue files: ids and keys unique, collections name known questions,
    /// nothing blank.
    pub fn parse(files: &[(&str, &str)]) -> Result<Catalogue, String> {
        let mut questions = Vec::new();
        let mut collections_raw = Vec::new();
        for (name, text) in files {
            let file: File = toml::from_str(text).map_err(|e| format!("{name}: {e}"))?;
            questions.extend(file.question);
            collections_raw.extend(file.collection);
        }
        let mut by_id = BTreeMap::new();
        let mut by_key = BTreeMap::new();
        for (i, q) in questions.iter().enumerate() {
            if by_id.insert(q.id, i).is_some() {
                return Err(format!("question id {} is used twice", q.id));
            }
            if by_key.insert(q.key.clone(), i).is_some() {
                return Err(format!("question key {} is used twice", q.key));
            }
            for (field, text) in [
                ("title", &q.title),
                ("label", &q.label),
                ("question", &q.question),
                ("instruction", &q.instruction),
                ("model_answer", &q.model_answer),
            ] {
                if crate::words::is_blank(text) {
                    return Err(format!("question {} has no {field}", q.key));
                }
            }
        }
        let mut collections = BTreeMap::new();
        for c in collections_raw {
            let members =
                c.questions
                    .iter()
                    .map(|k| {
                        by_key.get(k).copied().ok_or_else(|| {
                            format!("collection {} names unknown question {k}", c.key)
                        })
                    })
                    .collect::<Result<Vec<_>, _>>()?;
            if by_key.contains_key(&c.key) || collections.insert(c.key.clone(), members).is_some() {
                return Err(format!("key {} is used twice", c.key));
            }
        }
        Ok(Catalogue {
            questions,
            by_id,
            by_key,
            collections,
        })
    }

    pub fn all(&self) -> &[Question] {
        &self.questions
    }
    pub fn by_id(&self, id: u32) -> Option<&Question> {
        self.by_id.get(&id).map(|&i| &self.questions[i])
    }
    pub fn by_key(&self, key: &str) -> Option<&Question> {
        self.by_key.get(key).map(|&i| &self.questions[i])
    }
    /// The questions of a collection, in order.
    pub fn collection(&self, key: &str) -> Option<Vec<&Question>> {
        self.collections
            .get(key)
            .map(|v| v.iter().map(|&i| &self.questions[i]).collect())
    }
}

static CATALOGUE: LazyLock<Catalogue> =
    LazyLock::new(|| Catalogue::parse(FILES).unwrap_or_else(|e| panic!("question catalogue: {e}")));

/// The product's question catalogue.
pub fn catalogue() -> &'static Catalogue {
    &CATALOGUE
}

#[cfg(test)]
mod tests;
