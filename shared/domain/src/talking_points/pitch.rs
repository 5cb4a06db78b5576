//! The pitch after the talking points (DECISIONS "Talking points"; issue 17 §2): what a board
//! member needs in the room besides the facts. An ask amount drawn from the gift chart, one
//! story (the first success story), one impact figure (the first program's outcomes), and an
//! answer to each of the five objections a board member hears, built from the plan's figures.

use super::{PitchInputs, blank, sentence};
use crate::gift_chart::{ChartRow, top_ten_cents};
use crate::money::format_usd;
use crate::pyramid::Pyramid;
use crate::ways_to_give::PLANNED_GIFTS;
use crate::words;
use serde::Serialize;

/// The five objections, in the order a conversation usually raises them.
pub const OBJECTIONS: [&str; 5] = [
    "Why now?",
    "Why this much?",
    "What if you fall short?",
    "Can I give less?",
    "How will I be recognized?",
];

/// One objection and what to answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Objection {
    pub question: String,
    pub answer: String,
}

/// The pitch: the ask, the story, the figure and the five answers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PitchScript {
    /// How to ask, with an amount from the chart said aloud.
    pub ask: String,
    /// The story to tell: the first success story, or where to write one.
    pub story: String,
    /// Whether `story` is the organization's own (false: the guidance to write one).
    pub has_story: bool,
    /// One result to remember, from the first program's outcomes.
    pub impact: String,
    pub objections: Vec<Objection>,
}

/// The pitch of a plan.
pub fn pitch(i: &PitchInputs, pyramid: &Pyramid) -> PitchScript {
    let story = i.story.trim_matches(words::is_space);
    PitchScript {
        ask: ask(i, pyramid),
        has_story: !story.is_empty(),
        story: if story.is_empty() {
            "Write one success story in the Case for Support module: one person, what their life was like before, the moment things changed and where they are now, told with their permission. A donor remembers a person long after the figures.".into()
        } else {
            story.to_string()
        },
        impact: impact(i),
        objections: OBJECTIONS
            .iter()
            .zip([
                why_now(i),
                why_this_much(i),
                fall_short(i, pyramid),
                give_less(i, pyramid),
                recognized(i),
            ])
            .map(|(q, answer)| Objection {
                question: q.to_string(),
                answer,
            })
            .collect(),
    }
}

/// "1 gift" or "6 gifts".
fn gifts(n: i64) -> String {
    if n == 1 {
        "1 gift".into()
    } else {
        format!("{n} gifts")
    }
}

/// The example ask: the level that holds the tenth gift of the chart (the last of the top ten,
/// the leadership gifts a board member is usually sent to ask for), or the smallest level of a
/// chart with fewer gifts.
fn ask(i: &PitchInputs, p: &Pyramid) -> String {
    let (Some(top), Some(last)) = (p.levels.first(), p.levels.last()) else {
        return format!(
            "Ask for a specific gift, never \u{201c}whatever you can\u{201d}. Our gift chart has no gift levels yet: set them in the Gift Pyramid module, then come back for the amount to ask for. Until then, say what the {} goal makes possible and ask the donor to be part of it.",
            format_usd(i.goal_3y)
        );
    };
    let mut seen = 0;
    let level = p
        .levels
        .iter()
        .find(|l| {
            seen += l.gifts;
            seen >= 10
        })
        .unwrap_or(last);
    let range = if p.levels.len() == 1 {
        format!(
            "Our gift chart asks for {} of {}",
            gifts(top.gifts),
            format_usd(top.gift_amount)
        )
    } else {
        format!(
            "Our gift chart runs from {} of {} down to {} of {}",
            gifts(top.gifts),
            format_usd(top.gift_amount),
            gifts(last.gifts),
            format_usd(last.gift_amount)
        )
    };
    let one_of = if level.gifts == 1 {
        format!(
            "It is the one gift of {} our plan needs",
            format_usd(level.gift_amount)
        )
    } else {
        format!(
            "It would be one of the {} gifts of {} our plan needs",
            level.gifts,
            format_usd(level.gift_amount)
        )
    };
    format!(
        "Ask for a specific gift, never \u{201c}whatever you can\u{201d}. {range}: choose the level that fits the person in front of you. For example: \u{201c}Would you consider a gift of {} over the next three years? {one_of} to reach {}.\u{201d} Then stop talking and let them answer.",
        format_usd(level.gift_amount),
        format_usd(p.goal)
    )
}

/// The first sentence of the first line of `outcomes` that holds a figure, without its list
/// number or a short label before a colon ("Reading gains: 65% of …" → "65% of …").
pub fn impact_figure(outcomes: &str) -> Option<String> {
    outcomes.lines().find_map(|line| {
        let line = line.trim_matches(words::is_space);
        let line = line
            .trim_start_matches(|c: char| c.is_ascii_digit())
            .trim_start_matches(['.', ')'])
            .trim_start_matches(['-', '*', '\u{2022}'])
            .trim_matches(words::is_space);
        let first = first_sentence(line);
        let text = match first.split_once(": ") {
            Some((label, rest))
                if label.split_whitespace().count() <= 4
                    && !label.chars().any(|c| c.is_ascii_digit())
                    && !rest.trim().is_empty() =>
            {
                rest.trim()
            }
            _ => first.trim(),
        };
        text.chars()
            .any(|c| c.is_ascii_digit())
            .then(|| sentence(text))
    })
}

/// Up to the first full stop followed by a space and a capital letter (or the end).
fn first_sentence(text: &str) -> &str {
    let bytes: Vec<(usize, char)> = text.char_indices().collect();
    for w in bytes.windows(3) {
        if matches!(w[0].1, '.' | '!' | '?') && w[1].1 == ' ' && w[2].1.is_uppercase() {
            return &text[..w[0].0 + w[0].1.len_utf8()];
        }
    }
    text
}

fn impact(i: &PitchInputs) -> String {
    match i
        .impact
        .as_ref()
        .and_then(|(program, outcomes)| Some((program, impact_figure(outcomes)?)))
    {
        Some((program, figure)) => {
            format!("One result to remember, from {}: {figure}", program.trim())
        }
        None => "Write the outcomes of your first core program in the Evaluation module, each with a figure: one result a donor can repeat is worth more than a page of activities.".into(),
    }
}

fn why_now(i: &PitchInputs) -> String {
    let projects = match i.projects.len() {
        0 => String::new(),
        1 => ", and we are launching a new project".into(),
        n => format!(", and we are launching {n} new projects"),
    };
    let need = if i.annual_goal > 0 {
        let gap = i.annual_goal - i.philanthropic_total;
        if i.philanthropic_total > 0 && gap > 0 {
            format!(
                "This year alone we must raise {} in gifts and grants to keep every program running, {} more than we receive today{projects}.",
                format_usd(i.annual_goal),
                format_usd(gap)
            )
        } else {
            format!(
                "This year alone we must raise {} in gifts and grants to keep every program running{projects}.",
                format_usd(i.annual_goal)
            )
        }
    } else {
        format!(
            "Our three-year plan starts now, with a {} goal{projects}.",
            format_usd(i.goal_3y)
        )
    };
    format!(
        "Because the need does not wait. {need} The first gifts set the pace: they show the next donors that the campaign will succeed."
    )
}

fn why_this_much(i: &PitchInputs) -> String {
    let what = if i.projects.is_empty() {
        "our programs need"
    } else {
        "our programs and new projects need"
    };
    let margin = i.goal_3y - i.exact_goal_3y;
    let rounded = if i.exact_goal_3y <= 0 {
        format!(
            "Our goal is {}, the smallest campaign our plan sets.",
            format_usd(i.goal_3y)
        )
    } else if margin > 0 {
        format!(
            "We rounded that up to {}: the {} between them is a rounding margin, not money set aside.",
            format_usd(i.goal_3y),
            format_usd(margin)
        )
    } else {
        format!("That is our goal: {}.", format_usd(i.goal_3y))
    };
    if i.exact_goal_3y <= 0 {
        return format!(
            "Because it is what our budget needs, not a round number we picked. {rounded}"
        );
    }
    format!(
        "Because it is what our budget needs, not a round number we picked. Over three years {what} {} in gifts and grants beyond what we earn and what public agencies pay us under appropriations. {rounded}",
        format_usd(i.exact_goal_3y)
    )
}

fn fall_short(i: &PitchInputs, p: &Pyramid) -> String {
    let rows: Vec<ChartRow> = p
        .levels
        .iter()
        .map(|l| ChartRow {
            amount_cents: l.gift_amount,
            gifts: l.gifts,
        })
        .collect();
    let top = top_ten_cents(&rows);
    let count = rows.iter().map(|r| r.gifts).sum::<i64>().min(10);
    let first = if count > 0 && p.goal > 0 {
        let share = (top * 100 + p.goal / 2) / p.goal;
        let largest = if count == 1 {
            "The largest gift makes up".to_string()
        } else {
            format!("The {count} largest gifts make up")
        };
        format!(
            "We will know early. {largest} {share}% of the goal, and we ask for them first, so we know where we stand before we ask the wider community."
        )
    } else {
        "We will know early: we ask for the largest gifts first, so we know where we stand before we ask the wider community.".into()
    };
    let projects = if i.projects.is_empty() {
        ""
    } else {
        " and pace the new projects to what we raise"
    };
    format!(
        "{first} If gifts come in short, we protect the programs we run today first{projects}. Every gift is used as its donor intended."
    )
}

fn give_less(i: &PitchInputs, p: &Pyramid) -> String {
    let planned = i
        .ways_to_give
        .iter()
        .any(|c| c.label == PLANNED_GIFTS && c.is_selected);
    let more = if planned {
        " You can also spread a pledge over the years of the campaign, or remember us with a planned gift."
    } else {
        " You can also spread a pledge over the years of the campaign."
    };
    let base = match p.levels.last() {
        Some(smallest) if p.various.amount > 0 && p.goal > 0 => format!(
            " The many gifts under {} carry {} of our goal, about {}%.",
            format_usd(smallest.gift_amount),
            format_usd(p.various.amount),
            (p.various.amount * 100 + p.goal / 2) / p.goal
        ),
        _ => String::new(),
    };
    format!("Of course. Every gift counts.{base}{more}")
}

fn recognized(i: &PitchInputs) -> String {
    let benefits: Vec<&str> = i
        .benefits
        .iter()
        .map(|b| b.trim().trim_end_matches('.').trim_end())
        .filter(|b| !blank(b))
        .take(2)
        .collect();
    let chart = match (&i.recognition_range, benefits.as_slice()) {
        (Some(range), []) => {
            format!(" We recognize gifts from {range}, following our recognition chart.")
        }
        (Some(range), b) => format!(
            " We recognize gifts from {range}, following our recognition chart: {}.",
            b.join("; ")
        ),
        (None, _) => " Every donor is thanked personally.".into(),
    };
    format!("In the way you choose.{chart} If you prefer, we will keep your gift anonymous.")
}
