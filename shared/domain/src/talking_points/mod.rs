//! The fundraising talking points (DECISIONS "Talking points"): 12 numbered points built from the
//! plan, each a sentence a board member can say aloud. The screen (`GET /pitch-training`) and the
//! Talking Points PDF both read [`talking_points`], so they say the same words. The recognition
//! point is left out when the stewardship chart recognizes no gift (11 points then). After the
//! points comes the pitch ([`pitch`]): the ask, one story, one figure and five objections.

use crate::money::format_usd;
use crate::pyramid::Pyramid;
use crate::ways_to_give::{Choice, PLANNED_GIFTS, sentence_list};
use crate::words;
use serde::Serialize;

pub mod pitch;
pub use pitch::{Objection, PitchScript, pitch};

/// What the points are built from (amounts in cents).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PitchInputs {
    pub organization: String,
    pub mission: String,
    pub vision: String,
    /// Year-1 total annual expenses.
    pub organization_budget: i64,
    /// Year-1 philanthropic contributions.
    pub philanthropic_total: i64,
    /// Year-1 annual fundraising goal.
    pub annual_goal: i64,
    pub programs: Vec<String>,
    /// Counted projects (none while module 9 is skipped).
    pub projects: Vec<String>,
    /// The rounded three-year goal.
    pub goal_3y: i64,
    /// The exact three-year goal, before rounding.
    pub exact_goal_3y: i64,
    pub recognition_range: Option<String>,
    /// The first benefits of the stewardship chart, as examples.
    pub benefits: Vec<String>,
    pub ways_to_give: Vec<Choice>,
    /// The first success story (blank when there is none).
    pub story: String,
    /// The first core program with outcomes written: its name and its outcomes answer.
    pub impact: Option<(String, String)>,
}

/// One numbered point.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TalkingPoint {
    /// 1-based.
    pub number: usize,
    pub title: String,
    pub text: String,
}

fn blank(s: &str) -> bool {
    words::is_blank(s)
}

/// A text as one spoken sentence: trimmed, ending with a full stop when it has none.
fn sentence(text: &str) -> String {
    let t = text.trim_matches(words::is_space);
    if t.ends_with(['.', '!', '?']) {
        t.to_string()
    } else {
        format!("{t}.")
    }
}

/// The points, numbered from 1.
pub fn talking_points(i: &PitchInputs, pyramid: &Pyramid) -> Vec<TalkingPoint> {
    let org = if blank(&i.organization) {
        "our organization".to_string()
    } else {
        i.organization.trim().to_string()
    };
    let mut points: Vec<(&str, String)> = Vec::new();

    points.push((
        "Who We Are",
        if blank(&i.mission) {
            format!("{org} is finishing its mission statement; you will find it in the Aspirational Vision module of the plan.")
        } else if blank(&i.organization) || names(&i.mission, &i.organization) {
            // A mission that names the organization itself reads on its own.
            format!("Our mission: {}", sentence(&i.mission))
        } else {
            format!("Our mission at {org}: {}", sentence(&i.mission))
        },
    ));

    points.push((
        "Where We Are Headed",
        if blank(&i.vision) {
            "Our vision is still being written; you will find it in the Case for Support module of the plan.".into()
        } else {
            format!("Here is the future we are working toward: {}", sentence(&i.vision))
        },
    ));

    let programs = sentence_list(&i.programs);
    points.push((
        "Our Programs",
        match i.programs.len() {
            0 => {
                "We are naming our core programs in the plan; each one will be part of this story."
                    .into()
            }
            1 => format!("We do this through one core program: {programs}."),
            n => format!("We do this through {n} core programs: {programs}."),
        },
    ));

    points.push((
        "Our Annual Budget",
        if i.organization_budget > 0 {
            format!(
                "It takes {} a year to run {org}: our programs and the staff, space and systems behind them.",
                format_usd(i.organization_budget)
            )
        } else {
            "We are finishing our annual budget in the plan; it will show what it takes to run our programs each year.".into()
        },
    ));

    let share = if i.organization_budget > 0 {
        (i.philanthropic_total * 100 + i.organization_budget / 2) / i.organization_budget
    } else {
        0
    };
    points.push((
        "Philanthropic Support",
        if i.philanthropic_total > 0 && i.organization_budget > 0 {
            format!(
                "Today {} of that comes from gifts and grants from individuals, foundations, businesses and government, about {share}% of our budget.",
                format_usd(i.philanthropic_total)
            )
        } else {
            "Gifts from individuals, foundations and businesses are what this plan sets out to grow, beside the government grants and fees that fund us today.".into()
        },
    ));

    points.push((
        "This Year's Fundraising Goal",
        if i.annual_goal > 0 {
            let need = format_usd(i.annual_goal);
            let gap = i.annual_goal - i.philanthropic_total;
            if i.philanthropic_total > 0 && gap > 0 {
                format!(
                    "This year we must raise {need} in gifts and grants to keep every program running, beyond what we earn and what public agencies pay us under appropriations. That is {} more than the {} we receive in gifts and grants today: the gap this campaign closes.",
                    format_usd(gap),
                    format_usd(i.philanthropic_total)
                )
            } else if i.philanthropic_total > 0 {
                format!(
                    "This year we must raise {need} in gifts and grants to keep every program running, beyond what we earn and what public agencies pay us under appropriations; the {} we receive in gifts and grants today covers it, so every new gift goes to growth.",
                    format_usd(i.philanthropic_total)
                )
            } else {
                format!(
                    "This year we must raise {need} in gifts and grants to keep every program running, beyond what we earn and what public agencies pay us under appropriations."
                )
            }
        } else {
            "This year what we earn and what public agencies pay us under appropriations cover our programs; every gift helps us reach more people.".into()
        },
    ));

    let projects = sentence_list(&i.projects);
    points.push((
        "New Projects",
        match i.projects.len() {
            0 => "Over the next three years we will strengthen the programs we run today rather than start new ones.".into(),
            1 => format!("We are also launching a new project: {projects}."),
            n => format!("We are also launching {n} new projects: {projects}."),
        },
    ));

    points.push((
        "Our Three-Year Goal",
        format!(
            "Over the next three years we aim to raise {} to sustain our programs{}.",
            format_usd(i.goal_3y),
            if i.projects.is_empty() {
                ""
            } else {
                " and launch these projects"
            }
        ),
    ));

    points.push(("How We Will Reach It", reach(pyramid)));

    if let Some(range) = &i.recognition_range {
        // The benefits as the chart names them (a noun phrase each, often without an article:
        // "Name on the donor wall"), listed after a colon rather than woven into the sentence,
        // where they would read "with benefits such as name on the donor wall".
        let examples: Vec<&str> = i
            .benefits
            .iter()
            .map(|b| b.trim().trim_end_matches('.').trim_end())
            .filter(|b| !b.is_empty())
            .take(3)
            .collect();
        let text = if examples.is_empty() {
            format!("We recognize gifts from {range}.")
        } else {
            format!(
                "We recognize gifts from {range}. Among the benefits on our recognition chart: {}.",
                examples.join("; ")
            )
        };
        points.push(("Recognition Range", text));
    }

    points.push(("Ways to Give", ways(&i.ways_to_give)));

    points.push((
        "Our Ask",
        format!(
            "Will you join us? A gift to {org} today brings us closer to our {} goal and to the future we have just described.",
            format_usd(i.goal_3y)
        ),
    ));

    points
        .into_iter()
        .enumerate()
        .map(|(n, (title, text))| TalkingPoint {
            number: n + 1,
            title: title.into(),
            text,
        })
        .collect()
}

/// Whether `text` names the organization (letter case and runs of spaces aside).
fn names(text: &str, organization: &str) -> bool {
    let squash = |s: &str| {
        s.split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .to_lowercase()
    };
    let name = squash(organization);
    !name.is_empty() && squash(text).contains(&name)
}

fn reach(p: &Pyramid) -> String {
    let Some(top) = p.levels.first() else {
        return format!(
            "We will raise our {} goal through gifts of every size.",
            format_usd(p.goal)
        );
    };
    let gifts = if top.gifts == 1 {
        format!("one lead gift of {}", format_usd(top.gift_amount))
    } else {
        format!("{} gifts of {}", top.gifts, format_usd(top.gift_amount))
    };
    let smallest = p.levels.last().map_or(top.gift_amount, |l| l.gift_amount);
    format!(
        "Our gift plan calls for {} major gifts of {} or more, starting with {gifts}; gifts of every size complete it.",
        p.total.gifts,
        format_usd(smallest)
    )
}

fn ways(choices: &[Choice]) -> String {
    let simple: Vec<String> = choices
        .iter()
        .filter(|c| c.is_selected && c.label != PLANNED_GIFTS)
        .map(|c| {
            let subs: Vec<String> = c
                .sub_option
                .iter()
                .filter(|s| s.is_selected)
                .map(|s| s.label.to_lowercase())
                .collect();
            let label = way_label(&c.label);
            if subs.is_empty() {
                label
            } else {
                format!("{label} such as {}", sentence_list(&subs))
            }
        })
        .collect();
    let planned = choices
        .iter()
        .find(|c| c.label == PLANNED_GIFTS && c.is_selected);
    let mut text = if simple.is_empty() {
        "You can give in the way that suits you best; ask me and I will connect you with our team."
            .to_string()
    } else {
        format!("You can give by {}.", sentence_list(&simple))
    };
    if let Some(p) = planned {
        let kinds: Vec<String> = p
            .sub_option
            .iter()
            .filter(|s| s.is_selected && s.label != "Other")
            .map(|s| planned_label(&s.label))
            .collect();
        let others = p
            .sub_option
            .iter()
            .any(|s| s.is_selected && s.label == "Other");
        let mut listed = kinds;
        if others {
            listed.push("other planned gifts".into());
        }
        text.push_str(&if listed.is_empty() {
            " You can also remember us with a planned gift.".to_string()
        } else {
            format!(
                " You can also remember us with a planned gift: {}.",
                sentence_list(&listed)
            )
        });
    }
    text
}

fn way_label(label: &str) -> String {
    match label {
        "Cash" => "cash".into(),
        "Check" => "check".into(),
        "Securities (Stock Transfers)" => "gifts of stock".into(),
        "Real Estate" => "real estate".into(),
        "Other Tangible Property" => "gifts of property".into(),
        "Cryptocurrency" => "cryptocurrency".into(),
        other => other.to_lowercase(),
    }
}

fn planned_label(label: &str) -> String {
    match label {
        "Bequests" => "a bequest in your will".into(),
        "Charitable Gift Annuities" => "a charitable gift annuity".into(),
        "Charitable Remainder Trusts/Unitrust" => "a charitable remainder trust or unitrust".into(),
        other => other.to_lowercase(),
    }
}

#[cfg(test)]
mod tests;
