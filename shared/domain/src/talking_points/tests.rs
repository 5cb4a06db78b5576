use super::*;
use crate::gift_chart::pyramid as chart_pyramid;
use crate::gift_chart::standard_chart;
use crate::pyramid::{ProspectRatio, Pyramid};
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
        exact_goal_3y: 318_100_000,
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
        story: "Rosa came to us at 52, unable to read her grandson's school reports. Two years later she reads to him every night.".into(),
        impact: Some(("Adult Basic Literacy".into(), "1. Reading gains: 65% of learners who complete 40 or more hours of tutoring gain at least one educational functioning level within 12 months (last year: 62%). Measured with the CASAS reading test.\n2. Credentials: 40 learners a year.".into())),
    }
}

/// The plan's gift chart: the standard chart of its goal at a 20 % lead share.
fn pyramid(goal: i64, ratio: ProspectRatio) -> Pyramid {
    chart_pyramid(&standard_chart(goal, 20), ratio)
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
        "Today $665,000 of that comes from gifts and grants from individuals, foundations, businesses and government, about 58% of our budget."
    );
    assert_eq!(
        t[5].1,
        "This year we must raise $851,000 in gifts and grants to keep every program running, beyond what we earn and what public agencies pay us under appropriations. That is $186,000 more than the $665,000 we receive in gifts and grants today: the gap this campaign closes."
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
        "Our gift plan calls for 48 major gifts of $25,000 or more, starting with one lead gift of $500,000; gifts of every size complete it."
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
        goal_text(66_500_000, 85_100_000).contains(
            "That is $186,000 more than the $665,000 we receive in gifts and grants today"
        )
    );
    assert!(
        goal_text(90_000_000, 85_100_000)
            .contains("the $900,000 we receive in gifts and grants today covers it")
    );
    let none = goal_text(0, 85_100_000);
    assert!(
        none.starts_with("This year we must raise $851,000 in gifts")
            && !none.contains("donors give")
    );
    // Philanthropic contributions hold government grants beside gifts (the spec's revenue
    // groups): the point calls the figure what it is, gifts and grants, never gifts alone.
    let i = riverbend();
    let p = talking_points(&i, &pyramid(i.goal_3y, ProspectRatio::High));
    let support = &p
        .iter()
        .find(|p| p.title == "Philanthropic Support")
        .unwrap()
        .text;
    assert!(
        support
            .contains("gifts and grants from individuals, foundations, businesses and government"),
        "{support}"
    );
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

#[test]
fn the_pitch_asks_for_an_amount_of_the_chart_tells_one_story_and_gives_one_figure() {
    let i = riverbend();
    let p = pyramid(i.goal_3y, ProspectRatio::Average);
    let script = pitch(&i, &p);
    // The tenth gift of 1 × $500,000, 3 × $250,000, 6 × $100,000 is at $100,000.
    assert_eq!(
        script.ask,
        "Ask for a specific gift, never \u{201c}whatever you can\u{201d}. Our gift chart runs from 1 gift of $500,000 down to 25 gifts of $25,000: choose the level that fits the person in front of you. For example: \u{201c}Would you consider a gift of $100,000 over the next three years? It would be one of the 6 gifts of $100,000 our plan needs to reach $3,500,000.\u{201d} Then stop talking and let them answer."
    );
    assert!(script.has_story);
    assert!(script.story.starts_with("Rosa came to us at 52"));
    assert_eq!(
        script.impact,
        "One result to remember, from Adult Basic Literacy: 65% of learners who complete 40 or more hours of tutoring gain at least one educational functioning level within 12 months (last year: 62%)."
    );
}

#[test]
fn the_pitch_answers_the_five_objections_with_the_plans_figures() {
    let i = riverbend();
    let p = pyramid(i.goal_3y, ProspectRatio::Average);
    let o = pitch(&i, &p).objections;
    let questions: Vec<&str> = o.iter().map(|o| o.question.as_str()).collect();
    assert_eq!(questions, OBJECTIONS_IN_ORDER);
    assert_eq!(
        o[0].answer,
        "Because the need does not wait. This year alone we must raise $851,000 in gifts and grants to keep every program running, $186,000 more than we receive today, and we are launching 2 new projects. The first gifts set the pace: they show the next donors that the campaign will succeed."
    );
    assert_eq!(
        o[1].answer,
        "Because it is what our budget needs, not a round number we picked. Over three years our programs and new projects need $3,181,000 in gifts and grants beyond what we earn and what public agencies pay us under appropriations. We rounded that up to $3,500,000: the $319,000 between them is a rounding margin, not money set aside."
    );
    // 1 × $500,000 + 3 × $250,000 + 6 × $100,000 = $1,850,000, 53% of $3,500,000.
    assert_eq!(
        o[2].answer,
        "We will know early. The 10 largest gifts make up 53% of the goal, and we ask for them first, so we know where we stand before we ask the wider community. If gifts come in short, we protect the programs we run today first and pace the new projects to what we raise. Every gift is used as its donor intended."
    );
    assert_eq!(
        o[3].answer,
        "Of course. Every gift counts. The many gifts under $25,000 carry $375,000 of our goal, about 11%. You can also spread a pledge over the years of the campaign, or remember us with a planned gift."
    );
    assert_eq!(
        o[4].answer,
        "In the way you choose. We recognize gifts from under $25,000 to $500,000, following our recognition chart: Personal thank-you letter from the Executive Director; Name listed in the annual report. If you prefer, we will keep your gift anonymous."
    );
}

const OBJECTIONS_IN_ORDER: [&str; 5] = [
    "Why now?",
    "Why this much?",
    "What if you fall short?",
    "Can I give less?",
    "How will I be recognized?",
];

#[test]
fn a_new_plan_gets_a_pitch_that_says_where_each_missing_piece_is_written() {
    let i = PitchInputs {
        goal_3y: 50_000_000,
        ..PitchInputs::default()
    };
    let p = pyramid(i.goal_3y, ProspectRatio::Average);
    let script = pitch(&i, &p);
    assert!(!script.has_story);
    assert!(script.story.contains("Case for Support module"));
    assert!(script.impact.contains("Evaluation module"));
    assert!(script.ask.contains("Would you consider a gift of"));
    assert_eq!(
        script.objections[1].answer,
        "Because it is what our budget needs, not a round number we picked. Our goal is $500,000, the smallest campaign our plan sets."
    );
    assert_eq!(
        script.objections[4].answer,
        "In the way you choose. Every donor is thanked personally. If you prefer, we will keep your gift anonymous."
    );
    // A chart without levels still asks for a specific gift, and says where to set them.
    let mut bare = p.clone();
    bare.levels.clear();
    assert!(pitch(&i, &bare).ask.contains("Gift Pyramid module"));
}

#[test]
fn the_impact_figure_is_the_first_sentence_with_a_figure_without_its_number_or_label() {
    use crate::talking_points::pitch::impact_figure;
    assert_eq!(
        impact_figure("We measure what matters.\n2. Housing: 80% of families stay housed a year later. We call each family.").as_deref(),
        Some("80% of families stay housed a year later.")
    );
    assert_eq!(
        impact_figure("- 1,200 meals a week reach seniors at home").as_deref(),
        Some("1,200 meals a week reach seniors at home.")
    );
    // A label of more than four words is part of the sentence.
    assert_eq!(
        impact_figure("What our audience told us in the survey: 9 in 10 would return.").as_deref(),
        Some("What our audience told us in the survey: 9 in 10 would return.")
    );
    assert_eq!(impact_figure("No figures here. None at all."), None);
    assert_eq!(impact_figure(""), None);
}
