//! What changed between two plans (issue 19 §1): a version and another, or a version and the
//! plan now. First a summary in plain words, then each change: the goals before and after,
//! the answers word by word, the programs and projects added, removed or renamed, and the
//! budget lines added, removed or changed with their amounts.

use crate::model::Plan;
use crate::plan::{Entry, Owner};
use fundplan_domain::budget::ExpenseItem;
use fundplan_domain::money::format_usd;
use fundplan_domain::questions::catalogue;
use serde::Serialize;
use std::collections::BTreeMap;

/// Word sequences longer than this product are compared whole, not word by word.
const WORD_DIFF_CELLS: usize = 4_000_000;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Comparison {
    /// What changed, in plain sentences, most telling first.
    pub summary: Vec<String>,
    /// Each goal figure, before and after (all of them, changed or not).
    pub goals: Vec<GoalChange>,
    /// The answers that changed.
    pub answers: Vec<AnswerChange>,
    /// Programs and projects added, removed or renamed.
    pub entries: Vec<EntryChange>,
    /// Budget lines added, removed or changed: expenses, and the revenue (table "Revenue").
    pub lines: Vec<LineChange>,
    /// The gift chart before and after, when it changed (top level first; the "Various" row's
    /// amount last).
    pub chart: Option<ChartChange>,
    /// The other parts of the plan that changed, in words ("the success stories").
    pub parts: Vec<&'static str>,
}

/// The gift chart before and after.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ChartChange {
    pub before: Vec<GiftLevel>,
    pub after: Vec<GiftLevel>,
}

/// One level of a gift chart: so many gifts of an amount; the "Various" row has no count.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GiftLevel {
    pub amount_cents: i64,
    /// None for the "Various" row (many gifts below the smallest level, `amount_cents` in all).
    pub gifts: Option<i64>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GoalChange {
    pub label: &'static str,
    pub before_cents: i64,
    pub after_cents: i64,
}

/// A run of words: kept, added or removed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct WordRun {
    /// `same`, `added` or `removed`.
    pub op: &'static str,
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AnswerChange {
    pub question_id: u32,
    /// The module it is answered in.
    pub module: u32,
    pub title: String,
    pub words: Vec<WordRun>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EntryChange {
    /// `program` or `project`.
    pub kind: &'static str,
    pub id: String,
    pub before: Option<String>,
    pub after: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LineChange {
    /// Whose table: `Overhead`, or the program's or project's name.
    pub table: String,
    pub category: &'static str,
    pub description: String,
    /// Years 1–3 in cents; none when the line was added.
    pub before: Option<[i64; 3]>,
    /// None when the line was removed.
    pub after: Option<[i64; 3]>,
}

/// What changed from `before` to `after`.
pub fn compare(before: &Plan, after: &Plan) -> Comparison {
    let goals = goals(before, after);
    let answers = answers(before, after);
    let entries = entries("program", &before.programs, &after.programs)
        .into_iter()
        .chain(entries("project", &before.projects, &after.projects))
        .collect::<Vec<_>>();
    let mut lines = lines(before, after);
    lines.extend(revenue_lines(before, after));
    let chart = chart(before, after);
    let parts = parts(before, after);
    let mut summary = summary(&goals, &answers, &entries, &lines);
    let nothing = summary.last().is_some_and(|s| s == NOTHING_ELSE);
    if nothing && (chart.is_some() || !parts.is_empty()) {
        summary.pop();
    }
    if let Some(c) = &chart {
        let lead = |levels: &[GiftLevel]| levels.first().map_or(0, |l| l.amount_cents);
        let (b, a) = (lead(&c.before), lead(&c.after));
        summary.push(if b == a {
            "The gift chart changed; its lead gift is unchanged.".to_owned()
        } else {
            format!(
                "The gift chart changed: the lead gift went from {} to {}.",
                format_usd(b),
                format_usd(a)
            )
        });
    }
    if !parts.is_empty() {
        summary.push(format!("Also changed: {}.", parts.join(", ")));
    }
    Comparison {
        summary,
        goals,
        answers,
        entries,
        lines,
        chart,
        parts,
    }
}

const NOTHING_ELSE: &str = "Nothing else changed.";

/// The gift chart's levels, when the plan's figures can be computed.
fn levels(p: &Plan) -> Vec<GiftLevel> {
    p.gift_chart().map_or_else(
        |_| Vec::new(),
        |c| {
            c.rows
                .iter()
                .map(|r| GiftLevel {
                    amount_cents: r.amount_cents,
                    gifts: Some(r.gifts),
                })
                .chain(std::iter::once(GiftLevel {
                    amount_cents: c.various_cents,
                    gifts: None,
                }))
                .collect()
        },
    )
}

fn chart(before: &Plan, after: &Plan) -> Option<ChartChange> {
    let (b, a) = (levels(before), levels(after));
    (b != a).then_some(ChartChange {
        before: b,
        after: a,
    })
}

/// The closing parts that changed, named as a board member would read them.
fn parts(before: &Plan, after: &Plan) -> Vec<&'static str> {
    let mut out = Vec::new();
    if before.stories.value != after.stories.value {
        out.push("the success stories");
    }
    if before.prospects.value != after.prospects.value {
        out.push("the prospect ratio and names");
    }
    if before.stewardship.value != after.stewardship.value {
        out.push("the donor recognition chart");
    }
    if before.policies.value.selected != after.policies.value.selected {
        out.push("the policies chosen");
    }
    if before.casedoc.value != after.casedoc.value {
        out.push("the case for support document's texts and pictures");
    }
    out
}

/// The revenue lines added, removed or changed, by group and name (table "Revenue").
fn revenue_lines(before: &Plan, after: &Plan) -> Vec<LineChange> {
    let same = |x: &fundplan_domain::budget::RevenueEntry,
                y: &fundplan_domain::budget::RevenueEntry| {
        x.revenue_type == y.revenue_type && x.revenue_name == y.revenue_name
    };
    let line = |r: &fundplan_domain::budget::RevenueEntry,
                before: Option<[i64; 3]>,
                after: Option<[i64; 3]>| LineChange {
        table: "Revenue".to_owned(),
        category: r.revenue_type.type_name(),
        description: r.revenue_name.clone(),
        before,
        after,
    };
    let mut out = Vec::new();
    for b in &before.revenues {
        match after.revenues.iter().find(|a| same(a, b)) {
            None => out.push(line(b, Some(b.cents), None)),
            Some(a) if a.cents != b.cents => out.push(line(a, Some(b.cents), Some(a.cents))),
            Some(_) => {}
        }
    }
    for a in after
        .revenues
        .iter()
        .filter(|a| !before.revenues.iter().any(|b| same(a, b)))
    {
        out.push(line(a, None, Some(a.cents)));
    }
    out
}

fn goals(before: &Plan, after: &Plan) -> Vec<GoalChange> {
    let pick = |p: &Plan| -> [i64; 4] {
        p.figures().map_or([0; 4], |f| {
            [
                f.goals.total_fundraising_goal_3y,
                f.goals.final_total_fundraising_goal_for_3_years,
                f.goals.total_annual_expenses[0],
                f.goals.total_revenue[0],
            ]
        })
    };
    let (b, a) = (pick(before), pick(after));
    [
        "Three-year fundraising goal",
        "Need before rounding (three years)",
        "Annual expenses, year 1",
        "Revenue, year 1",
    ]
    .into_iter()
    .enumerate()
    .map(|(i, label)| GoalChange {
        label,
        before_cents: b[i],
        after_cents: a[i],
    })
    .collect()
}

fn answers(before: &Plan, after: &Plan) -> Vec<AnswerChange> {
    let ids: std::collections::BTreeSet<u32> = before
        .answers
        .organization
        .keys()
        .chain(after.answers.organization.keys())
        .copied()
        .collect();
    let mut changes: Vec<AnswerChange> = ids
        .into_iter()
        .filter_map(|id| {
            let b = before
                .answers
                .organization
                .get(&id)
                .map_or("", String::as_str);
            let a = after
                .answers
                .organization
                .get(&id)
                .map_or("", String::as_str);
            if b.trim() == a.trim() {
                return None;
            }
            let q = catalogue().by_id(id);
            Some(AnswerChange {
                question_id: id,
                module: q.map_or(0, |q| q.category_id),
                title: q.map_or_else(|| format!("Question {id}"), |q| q.title.clone()),
                words: word_diff(b, a),
            })
        })
        .collect();
    changes.sort_by_key(|c| (c.module, c.question_id));
    changes
}

/// The words of `before` and `after` as runs kept, removed and added (a longest common
/// subsequence of words); texts too long to compare word by word are one removed and one
/// added run.
pub fn word_diff(before: &str, after: &str) -> Vec<WordRun> {
    let b: Vec<&str> = before.split_whitespace().collect();
    let a: Vec<&str> = after.split_whitespace().collect();
    let mut ops: Vec<(&'static str, &str)> = Vec::new();
    if b.len().saturating_mul(a.len()) > WORD_DIFF_CELLS {
        ops.extend(b.iter().map(|w| ("removed", *w)));
        ops.extend(a.iter().map(|w| ("added", *w)));
    } else {
        // lcs[i][j]: the longest common subsequence of b[i..] and a[j..].
        let mut lcs = vec![vec![0u32; a.len() + 1]; b.len() + 1];
        for i in (0..b.len()).rev() {
            for j in (0..a.len()).rev() {
                lcs[i][j] = if b[i] == a[j] {
                    lcs[i + 1][j + 1] + 1
                } else {
                    lcs[i + 1][j].max(lcs[i][j + 1])
                };
            }
        }
        let (mut i, mut j) = (0, 0);
        while i < b.len() || j < a.len() {
            if i < b.len() && j < a.len() && b[i] == a[j] {
                ops.push(("same", b[i]));
                i += 1;
                j += 1;
            } else if i < b.len() && (j == a.len() || lcs[i + 1][j] >= lcs[i][j + 1]) {
                // What was removed reads before what replaced it.
                ops.push(("removed", b[i]));
                i += 1;
            } else {
                ops.push(("added", a[j]));
                j += 1;
            }
        }
    }
    let mut runs: Vec<WordRun> = Vec::new();
    for (op, word) in ops {
        match runs.last_mut() {
            Some(run) if run.op == op => {
                run.text.push(' ');
                run.text.push_str(word);
            }
            _ => runs.push(WordRun {
                op,
                text: word.to_owned(),
            }),
        }
    }
    runs
}

fn entries(kind: &'static str, before: &[Entry], after: &[Entry]) -> Vec<EntryChange> {
    let b: BTreeMap<&str, &str> = before
        .iter()
        .map(|e| (e.id.as_str(), e.name.as_str()))
        .collect();
    let a: BTreeMap<&str, &str> = after
        .iter()
        .map(|e| (e.id.as_str(), e.name.as_str()))
        .collect();
    let mut out = Vec::new();
    for e in before {
        match a.get(e.id.as_str()) {
            None => out.push(EntryChange {
                kind,
                id: e.id.clone(),
                before: Some(e.name.clone()),
                after: None,
            }),
            Some(name) if *name != e.name => out.push(EntryChange {
                kind,
                id: e.id.clone(),
                before: Some(e.name.clone()),
                after: Some((*name).to_owned()),
            }),
            Some(_) => {}
        }
    }
    for e in after.iter().filter(|e| !b.contains_key(e.id.as_str())) {
        out.push(EntryChange {
            kind,
            id: e.id.clone(),
            before: None,
            after: Some(e.name.clone()),
        });
    }
    out
}

/// The name a table goes by in `plan` (or in `other`, for an owner `plan` no longer lists).
fn table_name(owner: &Owner, plan: &Plan, other: &Plan) -> String {
    let find = |p: &Plan| match owner {
        Owner::Organization => Some("Overhead".to_owned()),
        Owner::Program(id) => p
            .programs
            .iter()
            .find(|e| &e.id == id)
            .map(|e| e.name.clone()),
        Owner::Project(id) => p
            .projects
            .iter()
            .find(|e| &e.id == id)
            .map(|e| e.name.clone()),
    };
    find(plan)
        .or_else(|| find(other))
        .unwrap_or_else(|| "A removed program or project".to_owned())
}

fn lines(before: &Plan, after: &Plan) -> Vec<LineChange> {
    // The tables the figures count: the overhead and each listed program's and project's.
    let counted = |p: &Plan| -> Vec<Owner> {
        std::iter::once(Owner::Organization)
            .chain(p.programs.iter().map(|e| Owner::Program(e.id.clone())))
            .chain(p.projects.iter().map(|e| Owner::Project(e.id.clone())))
            .collect()
    };
    let mut owners = counted(before);
    for o in counted(after) {
        if !owners.contains(&o) {
            owners.push(o);
        }
    }
    let listed = |p: &Plan, o: &Owner| counted(p).contains(o);
    let mut out = Vec::new();
    for owner in owners {
        let b: &[ExpenseItem] = if listed(before, &owner) {
            before.table(&owner)
        } else {
            &[]
        };
        let a: &[ExpenseItem] = if listed(after, &owner) {
            after.table(&owner)
        } else {
            &[]
        };
        let table = table_name(&owner, after, before);
        let line =
            |i: &ExpenseItem, before: Option<[i64; 3]>, after: Option<[i64; 3]>| LineChange {
                table: table.clone(),
                category: i.expense_type.label(),
                description: i.expense_description.clone(),
                before,
                after,
            };
        for i in b {
            match a.iter().find(|x| x.id == i.id) {
                None => out.push(line(i, Some(i.cents), None)),
                Some(x)
                    if x.cents != i.cents
                        || x.expense_description != i.expense_description
                        || x.expense_type != i.expense_type =>
                {
                    out.push(line(x, Some(i.cents), Some(x.cents)))
                }
                Some(_) => {}
            }
        }
        for x in a.iter().filter(|x| !b.iter().any(|i| i.id == x.id)) {
            out.push(line(x, None, Some(x.cents)));
        }
    }
    out
}

fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

fn summary(
    goals: &[GoalChange],
    answers: &[AnswerChange],
    entries: &[EntryChange],
    lines: &[LineChange],
) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(goal) = goals.first() {
        out.push(if goal.before_cents == goal.after_cents {
            format!(
                "The three-year goal is unchanged at {}.",
                format_usd(goal.after_cents)
            )
        } else {
            format!(
                "The three-year goal went from {} to {}.",
                format_usd(goal.before_cents),
                format_usd(goal.after_cents)
            )
        });
    }
    // The rounded goal can stay while the need under it moves: a board reads that too.
    if let Some(need) = goals.get(1).filter(|g| g.before_cents != g.after_cents) {
        out.push(format!(
            "The need before rounding went from {} to {}.",
            format_usd(need.before_cents),
            format_usd(need.after_cents)
        ));
    }
    for (kind, plural) in [("program", "programs"), ("project", "projects")] {
        let of = |f: fn(&EntryChange) -> bool| -> Vec<String> {
            entries
                .iter()
                .filter(|e| e.kind == kind && f(e))
                .map(|e| {
                    e.after
                        .clone()
                        .or_else(|| e.before.clone())
                        .unwrap_or_default()
                })
                .collect()
        };
        let added = of(|e| e.before.is_none());
        let removed = of(|e| e.after.is_none());
        let renamed = entries
            .iter()
            .filter(|e| e.kind == kind && e.before.is_some() && e.after.is_some())
            .count();
        if !added.is_empty() {
            out.push(format!(
                "{} added: {}.",
                capitalized(&count(added.len(), kind, plural)),
                added.join(", ")
            ));
        }
        if !removed.is_empty() {
            out.push(format!(
                "{} removed: {}.",
                capitalized(&count(removed.len(), kind, plural)),
                removed.join(", ")
            ));
        }
        if renamed > 0 {
            out.push(format!(
                "{} renamed.",
                capitalized(&count(renamed, kind, plural))
            ));
        }
    }
    if !answers.is_empty() {
        let titles: Vec<&str> = answers.iter().map(|a| a.title.as_str()).take(5).collect();
        let more = answers.len().saturating_sub(titles.len());
        out.push(format!(
            "{} changed: {}{}.",
            capitalized(&count(answers.len(), "answer", "answers")),
            titles.join(", "),
            if more > 0 {
                format!(" and {more} more")
            } else {
                String::new()
            }
        ));
    }
    if !lines.is_empty() {
        let added = lines.iter().filter(|l| l.before.is_none()).count();
        let removed = lines.iter().filter(|l| l.after.is_none()).count();
        let changed = lines.len() - added - removed;
        let parts: Vec<String> = [(changed, "changed"), (added, "added"), (removed, "removed")]
            .into_iter()
            .filter(|(n, _)| *n > 0)
            .map(|(n, what)| format!("{n} {what}"))
            .collect();
        out.push(format!("Budget lines: {}.", parts.join(", ")));
    }
    if answers.is_empty()
        && entries.is_empty()
        && lines.is_empty()
        && goals.iter().all(|g| g.before_cents == g.after_cents)
    {
        out.push(NOTHING_ELSE.into());
    }
    out
}

fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use fundplan_domain::budget::Category;

    fn runs(before: &str, after: &str) -> Vec<(&'static str, String)> {
        word_diff(before, after)
            .into_iter()
            .map(|r| (r.op, r.text))
            .collect()
    }

    #[test]
    fn answers_are_compared_word_by_word() {
        assert_eq!(
            runs(
                "We teach adults to read.",
                "We teach adults and families to read well."
            ),
            [
                ("same", "We teach adults".to_owned()),
                ("added", "and families".to_owned()),
                ("same", "to".to_owned()),
                ("removed", "read.".to_owned()),
                ("added", "read well.".to_owned()),
            ]
        );
        assert_eq!(runs("", "New text"), [("added", "New text".to_owned())]);
        assert_eq!(runs("Old", ""), [("removed", "Old".to_owned())]);
        assert!(
            runs("Same words", "Same  words")
                .iter()
                .all(|(op, _)| *op == "same")
        );
    }

    fn item(id: &str, description: &str, y1: i64) -> ExpenseItem {
        ExpenseItem {
            id: id.into(),
            expense_type: Category::PersonnelAndBenefits,
            expense_description: description.into(),
            cents: [y1, y1, y1],
            version: 1,
        }
    }

    fn plan(programs: &[(&str, &str)], overhead: Vec<ExpenseItem>, mission: &str) -> Plan {
        let mut p = Plan {
            programs: programs
                .iter()
                .map(|(id, name)| Entry {
                    id: (*id).into(),
                    name: (*name).into(),
                    ..Entry::default()
                })
                .collect(),
            ..Plan::default()
        };
        p.tables.insert(
            Owner::Organization,
            crate::plan::budget::ExpenseTableRecord { items: overhead },
        );
        let q = catalogue().by_key("mission_statement").unwrap().id;
        p.answers.organization.insert(q, mission.into());
        p
    }

    #[test]
    fn the_summary_says_what_changed_first_in_plain_words() {
        let before = plan(
            &[
                ("p1", "Adult Basic Literacy"),
                ("p2", "ESL Conversation Circles"),
            ],
            vec![
                item("a", "Executive director", 9_000_000),
                item("b", "Bookkeeper", 2_000_000),
            ],
            "We teach adults to read.",
        );
        let after = plan(
            &[("p1", "Adult Literacy"), ("p3", "Family Literacy Nights")],
            vec![
                item("a", "Executive director", 60_000_000),
                item("c", "Auditor", 1_200_000),
            ],
            "We teach adults and families to read.",
        );
        let c = compare(&before, &after);
        assert_eq!(
            c.summary[0], "The three-year goal went from $500,000 to $2,000,000.",
            "{:?}",
            c.summary
        );
        assert!(
            c.summary[1].starts_with("The need before rounding went from "),
            "{:?}",
            c.summary
        );
        assert!(
            c.summary
                .contains(&"1 program added: Family Literacy Nights.".to_owned()),
            "{:?}",
            c.summary
        );
        assert!(
            c.summary
                .contains(&"1 program removed: ESL Conversation Circles.".to_owned()),
            "{:?}",
            c.summary
        );
        assert!(
            c.summary.contains(&"1 program renamed.".to_owned()),
            "{:?}",
            c.summary
        );
        assert!(
            c.summary
                .contains(&"1 answer changed: Mission Statement.".to_owned()),
            "{:?}",
            c.summary
        );
        assert!(
            c.summary
                .contains(&"Budget lines: 1 changed, 1 added, 1 removed.".to_owned()),
            "{:?}",
            c.summary
        );
        let director = c
            .lines
            .iter()
            .find(|l| l.description == "Executive director")
            .unwrap();
        assert_eq!(
            (director.before, director.after),
            (Some([9_000_000; 3]), Some([60_000_000; 3]))
        );
        assert_eq!(director.table, "Overhead");
        assert_eq!(c.answers.len(), 1);
        assert_eq!(c.goals[0].label, "Three-year fundraising goal");
    }

    #[test]
    fn two_equal_plans_differ_in_nothing() {
        let p = plan(
            &[("p1", "Adult Basic Literacy")],
            vec![item("a", "Executive director", 100)],
            "We teach.",
        );
        let c = compare(&p, &p);
        assert!(c.answers.is_empty() && c.entries.is_empty() && c.lines.is_empty());
        assert_eq!((c.chart, c.parts.len()), (None, 0));
        assert_eq!(c.summary.last().unwrap(), "Nothing else changed.");
        assert!(c.summary[0].starts_with("The three-year goal is unchanged at "));
    }

    #[test]
    fn the_revenue_the_gift_chart_and_the_closing_parts_are_compared_too() {
        use fundplan_domain::budget::{RevenueEntry, RevenueGroup};
        let revenue = |name: &str, y1: i64| RevenueEntry {
            id: name.into(),
            revenue_type: RevenueGroup::EarnedRevenue,
            revenue_name: name.into(),
            cents: [y1, y1, y1],
            version: 1,
        };
        let mut before = plan(
            &[],
            vec![item("a", "Executive director", 10_000_000)],
            "We teach.",
        );
        before.revenues = vec![revenue("Tuition", 500_000), revenue("Rentals", 100_000)];
        let mut after = before.clone();
        after.revenues = vec![revenue("Tuition", 700_000), revenue("Book sales", 50_000)];
        // A goal four times higher: the standard chart has other levels.
        after.tables.insert(
            Owner::Organization,
            crate::plan::budget::ExpenseTableRecord {
                items: vec![item("a", "Executive director", 40_000_000)],
            },
        );
        after
            .stories
            .value
            .stories
            .push(crate::closing::StoryEntry::default());
        let c = compare(&before, &after);
        type Seen<'a> = (&'a str, Option<[i64; 3]>, Option<[i64; 3]>);
        let revenue_lines: Vec<Seen> = c
            .lines
            .iter()
            .filter(|l| l.table == "Revenue")
            .map(|l| (l.description.as_str(), l.before, l.after))
            .collect();
        assert_eq!(
            revenue_lines,
            [
                ("Tuition", Some([500_000; 3]), Some([700_000; 3])),
                ("Rentals", Some([100_000; 3]), None),
                ("Book sales", None, Some([50_000; 3])),
            ]
        );
        let chart = c.chart.expect("the chart changed with the goal");
        assert_eq!(
            chart.before.last().unwrap().gifts,
            None,
            "the Various row last"
        );
        assert!(chart.after[0].amount_cents > chart.before[0].amount_cents);
        assert_eq!(c.parts, ["the success stories"]);
        let lead = format!(
            "The gift chart changed: the lead gift went from {} to {}.",
            format_usd(chart.before[0].amount_cents),
            format_usd(chart.after[0].amount_cents)
        );
        assert!(c.summary.contains(&lead), "{:?}", c.summary);
        assert_eq!(
            c.summary.last().unwrap(),
            "Also changed: the success stories."
        );
        assert!(!c.summary.iter().any(|s| s == "Nothing else changed."));
    }
}
