//! The fundraising talking points (DECISIONS "Talking points"): 12 numbered points built from the
//! plan, each a sentence a board member can say aloud. The screen (`GET /pitch-training`) and the
//! Talking Points PDF both read [`talking_points`], so they say the same words. The recognition
//! point is left out when the stewardship chart recognizes no gift (11 points then).

use crate::money::format_usd;
use crate::pyramid::Pyramid;
use crate::ways_to_give::{Choice, PLANNED_GIFTS, sentence_list};
use crate::words;
use serde::Serialize;

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
    pub recognition_range: Option<String>,
    /// The first benefits of the stewardship chart, as examples.
    pub benefits: Vec<String>,
    pub ways_to_give: Vec<Choice>,
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
                "Today {} of that comes from gifts from individuals, foundations and businesses, about {share}% of our budget.",
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
                    "This year we must raise {need} in gifts to keep every program running, beyond what we earn and receive from government. That is {} more than the {} our donors give today: the gap this campaign closes.",
                    format_usd(gap),
                    format_usd(i.philanthropic_total)
                )
            } else if i.philanthropic_total > 0 {
                format!(
                    "This year we must raise {need} in gifts to keep every program running, beyond what we earn and receive from government; the {} our donors give today covers it, so every new gift goes to growth.",
                    format_usd(i.philanthropic_total)
                )
            } else {
                format!(
                    "This year we must raise {need} in gifts to keep every program running, beyond what we earn and receive from government."
                )
            }
        } else {
            "This year what we earn and receive from government covers our programs; every gift helps us reach more people.".into()
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
    format!(
        "Our gift plan calls for {} major gifts of $25,000 or more, starting with {gifts}; gifts of every size complete it.",
        p.total.gifts
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
mod tests {
    use super::*;
    use crate::gift_chart::standard_chart;
    use crate::pyramid::{ProspectRatio, pyramid};
    use crate::stewardship::{columns, default_benefits, lay, recognition_range};
    use crate::ways_to_give::choices;

    /// The Riverbend Literacy Alliance's plan (the sample organization).
    pub fn riverbend() -> PitchInputs {
        let gifts = standard_chart(350_000_000, 20);
        let columns = columns(&gifts);
        let chart = default_benefits(&gifts);
        let checks: Vec<Vec<bool>> = chart.iter().map(|b| lay(&b.ticks, &columns)).collect();
        PitchInputs {
            organization: "Riverbend Literacy Alliance".into(),
            mission: "Riverbend Literacy Alliance helps adults and families in Riverbend County learn to read, write and use English with confidence.".into(),
            vision: "A Riverbend County where every adult can read, write and speak with confidence, and every child grows up in a home where reading is part of daily life".into(),
            organization_budget: 113_800_000,
            philanthropic_total: 66_500_000,
            annual_goal: 85_100_000,
            programs: vec![
                "Adult Basic Literacy".into(),
                "Family Reading Nights".into(),
                "Workplace English".into(),
            ],
            projects: vec!["Mobile Learning Van".into(), "Digital Skills Lab".into()],
            goal_3y: 350_000_000,
            recognition_range: recognition_range(&columns, &checks),
            benefits: chart.iter().map(|b| b.name.clone()).collect(),
            ways_to_give: choices(&[
                "Cash".into(),
                "Check".into(),
                "Securities (Stock Transfers)".into(),
                "Bequests".into(),
                "Charitable Remainder Trusts/Unitrust".into(),
                "Other".into(),
            ]),
        }
    }

    fn texts(i: &PitchInputs) -> Vec<(String, String)> {
        let p = pyramid(i.goal_3y, ProspectRatio::Average);
        talking_points(i, &p)
            .into_iter()
            .map(|t| (t.title, t.text))
            .collect()
    }

    #[test]
    fn riverbend_gets_twelve_numbered_points_in_its_own_words() {
        let i = riverbend();
        let p = pyramid(i.goal_3y, ProspectRatio::Average);
        let points = talking_points(&i, &p);
        assert_eq!(points.len(), 12);
        assert!(points.iter().enumerate().all(|(n, t)| t.number == n + 1));
        let t = texts(&i);
        assert_eq!(
            t[0].1,
            "Our mission: Riverbend Literacy Alliance helps adults and families in Riverbend County learn to read, write and use English with confidence."
        );
        assert_eq!(
            t[1].1,
            "Here is the future we are working toward: A Riverbend County where every adult can read, write and speak with confidence, and every child grows up in a home where reading is part of daily life."
        );
        assert_eq!(
            t[2].1,
            "We do this through 3 core programs: Adult Basic Literacy, Family Reading Nights and Workplace English."
        );
        assert_eq!(
            t[3].1,
            "It takes $1,138,000 a year to run Riverbend Literacy Alliance: our programs and the staff, space and systems behind them."
        );
        assert_eq!(
            t[4].1,
            "Today $665,000 of that comes from gifts from individuals, foundations and businesses, about 58% of our budget."
        );
        assert_eq!(
            t[5].1,
            "This year we must raise $851,000 in gifts to keep every program running, beyond what we earn and receive from government. That is $186,000 more than the $665,000 our donors give today: the gap this campaign closes."
        );
        assert_eq!(
            t[6].1,
            "We are also launching 2 new projects: Mobile Learning Van and Digital Skills Lab."
        );
        assert_eq!(
            t[7].1,
            "Over the next three years we aim to raise $3,500,000 to sustain our programs and launch these projects."
        );
        assert_eq!(
            t[8].1,
            "Our gift plan calls for 44 major gifts of $25,000 or more, starting with 6 gifts of $250,000; gifts of every size complete it."
        );
        assert_eq!(t[9], ("Recognition Range".into(), "We recognize gifts from under $25,000 to $500,000. Among the benefits on our recognition chart: Personal thank-you letter from the Executive Director; Name listed in the annual report; Year-end impact report with stories from the people we serve.".into()));
        assert_eq!(
            t[10].1,
            "You can give by cash, check and gifts of stock. You can also remember us with a planned gift: a bequest in your will, a charitable remainder trust or unitrust and other planned gifts."
        );
        assert_eq!(
            t[11].1,
            "Will you join us? A gift to Riverbend Literacy Alliance today brings us closer to our $3,500,000 goal and to the future we have just described."
        );
    }

    #[test]
    fn the_years_goal_states_the_gap_between_what_donors_give_and_what_must_be_raised() {
        let goal_text = |philanthropic: i64, annual: i64| {
            let i = PitchInputs {
                philanthropic_total: philanthropic,
                annual_goal: annual,
                ..riverbend()
            };
            let p = talking_points(&i, &pyramid(i.goal_3y, ProspectRatio::High));
            p.iter()
                .find(|p| p.title == "This Year's Fundraising Goal")
                .unwrap()
                .text
                .clone()
        };
        assert!(
            goal_text(66_500_000, 85_100_000)
                .contains("That is $186,000 more than the $665,000 our donors give today")
        );
        assert!(
            goal_text(90_000_000, 85_100_000)
                .contains("the $900,000 our donors give today covers it")
        );
        let none = goal_text(0, 85_100_000);
        assert!(
            none.starts_with("This year we must raise $851,000 in gifts")
                && !none.contains("donors give")
        );
        // Government grants are not gifts: the philanthropic point names gifts alone.
        let i = riverbend();
        let p = talking_points(&i, &pyramid(i.goal_3y, ProspectRatio::High));
        let support = &p
            .iter()
            .find(|p| p.title == "Philanthropic Support")
            .unwrap()
            .text;
        assert!(!support.contains("government"), "{support}");
    }

    #[test]
    fn without_a_recognition_range_there_are_eleven_points_still_numbered_in_order() {
        let i = PitchInputs {
            recognition_range: None,
            ..riverbend()
        };
        let p = pyramid(i.goal_3y, ProspectRatio::Average);
        let points = talking_points(&i, &p);
        assert_eq!(points.len(), 11);
        assert!(points.iter().all(|t| t.title != "Recognition Range"));
        assert_eq!(points[9].title, "Ways to Give");
        assert_eq!(points[10].number, 11);
    }

    #[test]
    fn a_new_plan_says_where_each_missing_piece_is_written() {
        let i = PitchInputs::default();
        let t = texts(&i);
        assert_eq!(t.len(), 11);
        assert!(t[0].1.contains("Aspirational Vision module"));
        assert!(t[1].1.contains("Case for Support module"));
        assert!(t[2].1.starts_with("We are naming our core programs"));
        assert!(t[3].1.starts_with("We are finishing our annual budget"));
        assert!(
            t[4].1
                .starts_with("Gifts from individuals, foundations and businesses")
        );
        assert!(t[5].1.starts_with("This year what we earn"));
        assert!(
            t[6].1
                .starts_with("Over the next three years we will strengthen")
        );
        assert!(
            t[9].1
                .starts_with("You can give in the way that suits you best")
        );
        for (_, text) in &t {
            assert!(text.ends_with(['.', '?']), "{text}");
        }
    }

    #[test]
    fn the_mission_point_names_the_organization_once_whether_or_not_the_mission_does() {
        let own = texts(&riverbend());
        assert_eq!(own[0].1.matches("Riverbend Literacy Alliance").count(), 1);
        let lower = PitchInputs {
            mission: "At riverbend  literacy alliance we teach adults to read".into(),
            ..riverbend()
        };
        assert_eq!(
            texts(&lower)[0].1,
            "Our mission: At riverbend  literacy alliance we teach adults to read."
        );
        let other = PitchInputs {
            mission: "We help adults in Riverbend County read with confidence.".into(),
            ..riverbend()
        };
        assert_eq!(
            texts(&other)[0].1,
            "Our mission at Riverbend Literacy Alliance: We help adults in Riverbend County read with confidence."
        );
        let unnamed = PitchInputs {
            organization: " ".into(),
            ..other
        };
        assert_eq!(
            texts(&unnamed)[0].1,
            "Our mission: We help adults in Riverbend County read with confidence."
        );
    }

    #[test]
    fn markup_in_the_plan_stays_text_in_the_points() {
        let i = PitchInputs {
            mission: "<script>alert(1)</script>".into(),
            ..riverbend()
        };
        assert!(texts(&i)[0].1.contains("<script>alert(1)</script>"));
    }
}
