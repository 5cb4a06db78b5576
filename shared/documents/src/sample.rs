//! The sample organization, Riverbend Literacy Alliance, as every document's model: what the
//! tests render and read back, what the benchmark times, and what a reviewer renders to look at.
//! Its figures add up to the plan of the project's brief: a Year-1 budget of $1,138,000, annual
//! goals of $851,000, $885,000 and $920,000, two new projects of $525,000 over three years, an
//! exact need of $3,181,000 and a three-year goal of $3,500,000.

use fundplan_domain::budget::{
    self, Category, ExpenseItem, PlanTables, RevenueEntry, RevenueGroup,
};
use fundplan_domain::gift_chart;
use fundplan_domain::goals::round_goal;
use fundplan_domain::organization::Letterhead;
use fundplan_domain::policy_texts::{Block, PolicyText, Section, TextKind};
use fundplan_domain::pyramid::ProspectRatio;
use fundplan_domain::stewardship as stewardship_columns;
use fundplan_domain::talking_points::{self as points, PitchInputs};
use fundplan_domain::ways_to_give::choices;

use crate::model::{
    BenefitRow, CaseDoc, CertificateDoc, Document, GoalsDoc, ManualDoc, Org, PyramidDoc,
    StewardshipDoc, TalkingPoint, TalkingPointsDoc, TemplateDoc,
};

const D: i64 = 100; // cents per dollar

/// The three core programs and the two new projects, in the plan's order.
pub const PROGRAMS: [&str; 3] = [
    "Adult Basic Literacy",
    "Family Reading Nights",
    "Workplace English",
];
pub const PROJECTS: [&str; 2] = ["Mobile Learning Van", "Digital Skills Lab"];

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|n| n.to_string()).collect()
}

pub fn org() -> Org {
    Org {
        letterhead: Letterhead {
            name: "Riverbend Literacy Alliance".to_owned(),
            director_name: "Dana Whitfield".to_owned(),
            address: "412 Mill Street, Riverbend".to_owned(),
            phone: "(555) 014-2290".to_owned(),
            website: "riverbendliteracy.org".to_owned(),
            year: "2026".to_owned(),
            ..Letterhead::default()
        },
        logo: None,
    }
}

/// The sample's gift chart: the standard chart of the $3,500,000 goal with the default lead gift
/// of 20 % (DECISIONS "Gift range chart"), as docs/sample-organization.md reads it.
pub fn chart() -> gift_chart::Chart {
    gift_chart::standard_chart(3_500_000 * D, gift_chart::LEAD_SHARE_DEFAULT)
}

/// The stewardship columns, left to right: the chart's levels and its Various row
/// ($500,000 … $25,000, "Various (<$25,000)").
pub fn columns() -> Vec<String> {
    stewardship_columns::columns(&chart())
        .into_iter()
        .map(|c| c.label)
        .collect()
}

fn row(name: &str, checks: [bool; 6]) -> BenefitRow {
    BenefitRow {
        name: name.to_owned(),
        checks: checks.to_vec(),
    }
}

pub fn stewardship() -> StewardshipDoc {
    let (y, n) = (true, false);
    StewardshipDoc {
        org: org(),
        goal_cents: 3_500_000 * D,
        columns: columns(),
        rows: vec![
            row(
                "Personal thank-you call from the board chair within 48 hours",
                [y, y, y, y, y, n],
            ),
            row(
                "Handwritten note from the executive director",
                [y, y, y, y, y, y],
            ),
            row("Name listed in the annual report", [y, y, y, y, y, y]),
            row(
                "Name on the donor wall at the Mill Street center",
                [y, y, y, y, n, n],
            ),
            row(
                "Invitation to the annual Celebration of Readers",
                [y, y, y, y, y, y],
            ),
            row("Private tour of a Family Reading Night", [y, y, y, y, n, n]),
            row(
                "Quarterly impact report from the executive director",
                [y, y, y, n, n, n],
            ),
            row(
                "Naming of the Digital Skills Lab or the Mobile Learning Van",
                [y, y, n, n, n, n],
            ),
        ],
    }
}

/// What the sample's talking points are made of: the figures and answers of
/// docs/sample-organization.md, its stewardship chart and its first success story.
pub fn pitch_inputs() -> PitchInputs {
    let steward = stewardship();
    let checks: Vec<Vec<bool>> = steward.rows.iter().map(|r| r.checks.clone()).collect();
    let range_columns = stewardship_columns::columns(&chart());
    PitchInputs {
        organization: org().letterhead.name,
        mission: CASE_MISSION.to_owned(),
        vision: CASE_VISION.to_owned(),
        organization_budget: 1_138_000 * D,
        philanthropic_total: 665_000 * D,
        annual_goal: 851_000 * D,
        programs: names(&PROGRAMS),
        projects: names(&PROJECTS),
        goal_3y: 3_500_000 * D,
        exact_goal_3y: 3_181_000 * D,
        recognition_range: stewardship_columns::recognition_range(&range_columns, &checks),
        benefits: steward.rows.iter().map(|r| r.name.clone()).collect(),
        ways_to_give: choices(
            &[
                "Cash",
                "Check",
                "Securities (Stock Transfers)",
                "Planned Gifts",
                "Bequests",
            ]
            .map(str::to_owned),
        ),
        story: CASE_STORIES[0].to_owned(),
        impact: Some((
            "Adult Basic Literacy".to_owned(),
            fundplan_domain::questions::catalogue()
                .by_key("measuring_impact_outcomes")
                .map(|q| q.model_answer.trim().to_owned())
                .unwrap_or_default(),
        )),
    }
}

/// The sample's talking points and pitch, made by the product's own builder
/// (`fundplan_domain::talking_points`), as the plan's screen and document say them.
pub fn talking_points() -> TalkingPointsDoc {
    let inputs = pitch_inputs();
    let pyramid = gift_chart::pyramid(&chart(), ProspectRatio::Average);
    TalkingPointsDoc {
        org: org(),
        points: points::talking_points(&inputs, &pyramid)
            .into_iter()
            .map(|p| TalkingPoint {
                title: p.title,
                text: p.text,
            })
            .collect(),
        script: points::pitch(&inputs, &pyramid),
    }
}

fn item(category: Category, years: [i64; 3]) -> ExpenseItem {
    ExpenseItem {
        id: String::new(),
        expense_type: category,
        expense_description: category.label().to_owned(),
        cents: years.map(|y| y * D),
        version: 1,
    }
}

fn revenue(group: RevenueGroup, name: &str, per_year: i64) -> RevenueEntry {
    RevenueEntry {
        id: String::new(),
        revenue_type: group,
        revenue_name: name.to_owned(),
        cents: [per_year * D; 3],
        version: 1,
    }
}

pub fn goals() -> GoalsDoc {
    use Category::*;
    // docs/sample-organization.md "Expenses, year 1", category by category. In years 2 and 3 the
    // programs' salaries and learner costs grow (about 3 % a year in all) and overhead is held.
    let overhead = [
        item(PersonnelAndBenefits, [226_000; 3]),
        item(FinanceFees, [16_500; 3]),
        item(LegalFees, [2_500; 3]),
        item(PrintingAndPublications, [5_000; 3]),
        item(TravelConferencesAndMeetings, [4_000; 3]),
        item(MarketingAndCommunications, [8_500; 3]),
        item(OtherExpenses, [39_000; 3]),
    ];
    let literacy = [
        item(PersonnelAndBenefits, [282_000, 293_000, 304_500]),
        item(FinanceFees, [2_500; 3]),
        item(PrintingAndPublications, [14_500; 3]),
        item(TravelConferencesAndMeetings, [9_000; 3]),
        item(MarketingAndCommunications, [6_000; 3]),
        item(OtherExpenses, [68_000, 73_500, 79_000]),
        item(InKindGoodsServices, [30_000; 3]),
    ];
    let family = [
        item(PersonnelAndBenefits, [65_500, 68_000, 70_500]),
        item(PrintingAndPublications, [12_000; 3]),
        item(TravelConferencesAndMeetings, [6_000; 3]),
        item(MarketingAndCommunications, [4_000; 3]),
        item(OtherExpenses, [71_000, 76_000, 81_000]),
        item(InKindGoodsServices, [28_000; 3]),
    ];
    let workplace = [
        item(PersonnelAndBenefits, [76_000, 78_500, 81_000]),
        item(LegalFees, [2_500; 3]),
        item(PrintingAndPublications, [9_500; 3]),
        item(TravelConferencesAndMeetings, [5_500; 3]),
        item(MarketingAndCommunications, [3_000; 3]),
        item(OtherExpenses, [127_500, 135_000, 143_000]),
        item(InKindGoodsServices, [14_000; 3]),
    ];
    // "New projects": the van and the lab, year by year.
    let van = [
        item(OtherExpenses, [146_000, 7_000, 7_000]),
        item(PersonnelAndBenefits, [26_000, 32_000, 32_000]),
        item(TravelConferencesAndMeetings, [6_000, 7_000, 7_000]),
        item(MarketingAndCommunications, [4_000, 1_000, 1_000]),
        item(PrintingAndPublications, [3_000, 3_000, 3_000]),
    ];
    let lab = [
        item(OtherExpenses, [92_000, 5_000, 5_000]),
        item(PersonnelAndBenefits, [40_000, 42_000, 42_000]),
        item(MarketingAndCommunications, [5_000, 1_000, 1_000]),
        item(PrintingAndPublications, [3_000, 2_000, 2_000]),
    ];
    use RevenueGroup::*;
    let revenue = [
        revenue(PhilanthropicContributions, "Individual Gifts", 260_000),
        revenue(PhilanthropicContributions, "Foundation Grants", 210_000),
        revenue(PhilanthropicContributions, "Government Grants", 120_000),
        revenue(PhilanthropicContributions, "Corporate Gifts", 45_000),
        revenue(PhilanthropicContributions, "Corporate Sponsorships", 30_000),
        revenue(EarnedRevenue, "Tuition", 64_000),
        revenue(EarnedRevenue, "Events", 38_000),
        revenue(InvestmentIncome, "Endowment Income", 18_000),
        revenue(GovernmentAppropriations, "City", 40_000),
        revenue(GovernmentAppropriations, "State", 55_000),
        revenue(InKind, "Goods/Services", 72_000),
    ];
    let figures = budget::figures(&PlanTables {
        overhead: &overhead,
        programs: vec![&literacy, &family, &workplace],
        projects: vec![&van, &lab],
        revenue: &revenue,
        new_projects_skipped: false,
    })
    .expect("the sample's sums are small");
    let rounded_goal_cents = round_goal(figures.goals.final_total_fundraising_goal_for_3_years);
    GoalsDoc {
        org: org(),
        programs: names(&PROGRAMS),
        projects: names(&PROJECTS),
        new_projects_skipped: false,
        figures,
        rounded_goal_cents,
        // The Alliance's saved chart: the standard chart of its goal at 4:1.
        pyramid: Some(gift_chart::pyramid(&chart(), ProspectRatio::Average)),
    }
}

pub fn pyramid_doc() -> PyramidDoc {
    // The standard chart of $3,500,000 with a lead gift of 20 %, at 4:1 (the Alliance's ratio).
    let p = gift_chart::pyramid(&chart(), ProspectRatio::Average);
    PyramidDoc {
        org: org(),
        pyramid: p,
        prospect_names: vec![
            (
                250_000 * D,
                [
                    "Harlan Family Foundation",
                    "Mill Street Bank",
                    "Eleanor Voss",
                ]
                .map(str::to_owned)
                .to_vec(),
            ),
            (
                100_000 * D,
                ["Riverbend Community Trust", "Okafor & Lee LLP"]
                    .map(str::to_owned)
                    .to_vec(),
            ),
        ],
    }
}

fn paragraph(text: &str) -> Block {
    Block::Paragraph {
        text: text.to_owned(),
    }
}

fn numbered(items: &[&str]) -> Block {
    Block::Numbered {
        items: items.iter().map(|s| (*s).to_owned()).collect(),
    }
}

fn section(heading: &str, blocks: Vec<Block>) -> Section {
    Section {
        heading: heading.to_owned(),
        blocks,
    }
}

/// A gift acceptance policy as the content of `shared/domain/policies` fills it (a shortened
/// text of the same shape: the renderers only read the shape).
pub fn gift_acceptance_policy() -> PolicyText {
    PolicyText {
        identity: "gift_acceptance_policy".to_owned(),
        title: "Gift Acceptance Policy".to_owned(),
        kind: TextKind::Policy,
        note: "Built on the practice most community nonprofits follow (the gift acceptance guidance of the Association of Fundraising Professionals and the National Council of Nonprofits). Before the board adopts it, decide the amounts in brackets and who may approve an exception.".to_owned(),
        sections: vec![
            section("", vec![paragraph("Riverbend Literacy Alliance (\"the Alliance\") welcomes gifts that help it carry out its mission. This policy guides the board, staff and volunteers who ask for, accept and record gifts, and tells donors what the Alliance can accept.")]),
            section("Purpose", vec![paragraph("The policy protects the Alliance, its donors and the people it serves. It makes sure that every gift is used as the donor intended, that no gift puts the Alliance's mission, reputation or tax-exempt status at risk, and that similar gifts are treated alike.")]),
            section("Gifts the Alliance accepts", vec![numbered(&[
                "Cash and checks made out to Riverbend Literacy Alliance.",
                "Gifts by credit card, bank transfer or online giving platform.",
                "Publicly traded securities, which are sold on receipt unless the finance committee decides otherwise.",
                "Pledges payable over no more than [five] years, confirmed in a signed pledge form or gift agreement.",
                "Bequests and beneficiary designations naming the Alliance.",
                "Books, computers and classroom supplies that the programs can use within [twelve] months.",
            ])]),
            section("Gifts that need the board's approval", vec![numbered(&[
                "Real estate, which requires a site visit and an environmental review before acceptance.",
                "Closely held stock, partnership interests and other assets without a public market.",
                "Gifts that carry conditions on how, where or when they are used.",
                "Any single gift over [$250,000].",
            ])]),
            section("Gifts the Alliance declines", vec![paragraph("The Alliance declines a gift that would conflict with its mission or values, that would require it to discriminate against a learner, a volunteer or an employee, or whose source or conditions the board judges would harm its reputation. Declining a gift is done in writing, with thanks.")]),
            section("Acknowledgement and records", vec![paragraph("Every gift is recorded within [two] business days and acknowledged in writing within [five] business days, with the statement the Internal Revenue Service requires for gifts of $250 or more. The Alliance does not appraise gifts of property; the donor is responsible for any appraisal.")]),
        ],
    }
}

pub fn donor_privacy_policy() -> PolicyText {
    PolicyText {
        identity: "donor_privacy_policy".to_owned(),
        title: "Donor Privacy Policy".to_owned(),
        kind: TextKind::Policy,
        note: "Follows the Donor Bill of Rights. Decide whether the Alliance ever exchanges mailing lists; most organizations of its size never do.".to_owned(),
        sections: vec![
            section("Our commitment", vec![paragraph("Riverbend Literacy Alliance respects the privacy of every donor. It collects only the information it needs to thank donors, keep accurate records and meet its legal duties.")]),
            section("What the Alliance keeps", vec![Block::Bullets { items: vec![
                "Name, address, e-mail and telephone number.".to_owned(),
                "The date, amount and purpose of each gift.".to_owned(),
                "Preferences about recognition and contact.".to_owned(),
            ] }]),
            section("What the Alliance never does", vec![numbered(&[
                "Sell, rent or trade a donor's personal information.",
                "Publish a donor's name when the donor asked to remain anonymous.",
                "Store card numbers after a payment is processed.",
            ])]),
        ],
    }
}

pub fn pledge_form() -> PolicyText {
    PolicyText {
        identity: "pledge_form".to_owned(),
        title: "Pledge Form".to_owned(),
        kind: TextKind::Form,
        note: "A donor fills this form to promise a gift paid over time. Keep the signed original with the gift records and send a copy with the thank-you letter.".to_owned(),
        sections: vec![
            section("", vec![paragraph("In support of the work of Riverbend Literacy Alliance, 412 Mill Street, Riverbend, I/we pledge the gift below.")]),
            section("Donor", vec![
                Block::Field { label: "Name(s) as they should appear in recognition".to_owned() },
                Block::Field { label: "Address".to_owned() },
                Block::Field { label: "E-mail".to_owned() },
                Block::Field { label: "Telephone".to_owned() },
            ]),
            section("The pledge", vec![
                Block::Field { label: "Total amount pledged ($)".to_owned() },
                Block::Field { label: "Payments of ($)".to_owned() },
                Block::Field { label: "Starting on".to_owned() },
                numbered(&[
                    "Payments are made annually, quarterly or monthly, as written above.",
                    "The pledge is completed within five years of the first payment.",
                    "The donor may change the schedule by writing to the Alliance.",
                ]),
            ]),
            section("Signatures", vec![Block::Signatures { parties: vec!["Donor".to_owned(), "For Riverbend Literacy Alliance".to_owned()] }]),
        ],
    }
}

pub fn manual() -> ManualDoc {
    ManualDoc {
        org: org(),
        policies: vec![gift_acceptance_policy(), donor_privacy_policy()],
    }
}

pub fn policy_template() -> TemplateDoc {
    TemplateDoc {
        org: org(),
        text: gift_acceptance_policy(),
    }
}

pub fn form_template() -> TemplateDoc {
    TemplateDoc {
        org: org(),
        text: pledge_form(),
    }
}

pub fn certificate() -> CertificateDoc {
    CertificateDoc {
        org: org(),
        completed_on: "November 23, 2026".to_owned(),
        goal_cents: 3_500_000 * D,
        team: vec![
            "Dana Whitfield, Executive Director".to_owned(),
            "Margaret Hale, Founder and Board Chair".to_owned(),
            "Luis Ortega, Development and Communications Manager".to_owned(),
            "Priya Nandakumar, Finance and Operations Manager".to_owned(),
        ],
    }
}

/// Every kind of document for the sample organization, with a short name for each.
pub fn all() -> Vec<(&'static str, Document)> {
    vec![
        (
            "stewardship_structure",
            Document::Stewardship(stewardship()),
        ),
        ("talking_points", Document::TalkingPoints(talking_points())),
        ("fundraising_goals", Document::FundraisingGoals(goals())),
        ("gift_pyramid", Document::GiftPyramid(pyramid_doc())),
        ("policies_manual", Document::PoliciesManual(manual())),
        ("policy_document", Document::Template(policy_template())),
        ("certificate", Document::Certificate(certificate())),
        ("case_statement", Document::CaseStatement(case())),
        ("case_statement_docx", Document::CaseStatementDocx(case())),
        ("case_narrative", Document::CaseNarrative(case())),
    ]
}

// ---------------------------------------------------------------------------------------------
// The case for support: every text as the Alliance's development director would write it, the
// plan's figures (docs/sample-organization.md): the plan's two new projects, three stories and a
// summary at its 625-word limit. For the longest layout (all 16 pages and 23 images), `case_full`
// adds the three projects the Alliance left for a later plan.

/// The letter from the executive director (240 words; limit 255): the model answer of
/// `finalize_case_for_support_executive_director_letter`.
pub const CASE_LETTER: &str = r#"Dear Friend,

When I joined Riverbend Literacy Alliance in 2017, a learner named Walter told me he had spent forty years hiding the fact that he could not read a bus schedule. Last spring, with his tutor in the front pew, he stood up and read the lesson at his granddaughter's baptism. Moments like that happen here every week, because 140 volunteer tutors and nine staff believe no adult is ever too old to learn.

Each year we teach about 600 adults and welcome 300 families to read together. Yet some 28,000 adults in Riverbend County still read below a sixth-grade level and struggle to fill out a job application, read a prescription label or help a child with homework. Many live in rural townships far from any classroom, and more of them every year need digital skills that a paper workbook cannot teach.

That is why we have set a three-year goal of $3.5 million. It will sustain Adult Basic Literacy, Family Reading Nights and Workplace English, and it will launch two new efforts: a Mobile Learning Van that brings tutoring to three rural townships, and a Digital Skills Lab at our Mill Street center.

I invite you to read the pages that follow and to see yourself in this work. Whether you give, volunteer or open a door for us, you will help a neighbor write the next chapter of their life.

With gratitude,

Dana Whitfield
Executive Director"#;

/// Our story (264 words; limit 294).
pub const CASE_OUR_STORY: &str = r#"Riverbend Literacy Alliance began at a library table in 2009. Margaret Hale had just retired after thirty-one years of teaching third grade, and one memory would not leave her: the parents who nodded politely at conferences, then quietly admitted they could not read the notes she sent home. She recruited six friends, trained them as tutors and taped a sign to the door of the Riverbend Public Library: free reading help for adults, no questions asked.

Twelve learners came the first month. By the end of the year there were forty, and a waiting list.

As we listened to our learners, our work grew with them. Parents told us they wanted to read with their children, so in 2012 we started Family Reading Nights at two elementary schools. Newcomers to the county told us they needed English to keep their jobs and earn promotions, so in 2015 a local food processor invited us to teach on its shop floor, and Workplace English was born.

In 2017 Dana Whitfield became our executive director, and two years later we opened our learning center at 412 Mill Street. Today nine full-time staff and about 140 trained volunteer tutors serve some 600 adult learners and 300 families a year, in classrooms, schools, libraries and workplaces across Riverbend County.

Much has changed since that first library table, but Margaret's promise has not. Every adult who walks through our door is met with patience, respect and a tutor who believes in them. Learning to read as a grown-up takes courage, and we have spent every year since 2009 honoring it."#;

/// The vision (65 words; limit 70).
pub const CASE_VISION: &str = r#"We see a Riverbend County where every adult can read, write and speak with confidence, and every child grows up in a home where reading is part of daily life. No one hides from a form, a prescription label or a child's homework. Parents read bedtime stories in any language, and every worker, in town or on a rural road, can learn, advance and lead."#;

/// The mission (48 words; limit 70, 30 to 50 advised).
pub const CASE_MISSION: &str = r#"Riverbend Literacy Alliance helps adults and families in Riverbend County learn to read, write and speak English with confidence. Through free tutoring, family reading nights and workplace classes, we give learners the skills to find better work, help their children in school and join fully in community life."#;

/// The annual programs summary: 625 words, the limit, its second paragraph ending at word 270 (the programs page), the rest on the continuation page.
pub const CASE_SUMMARY: &str = r#"The Alliance runs three core programs. Each is free or low-cost to learners, each pairs trained volunteers with professional staff, and each is measured by what learners can do when they leave, not by how many chairs we fill. Together they serve about 600 adult learners and 300 families a year across Riverbend County. In year one of this plan the three programs cost $836,500, nearly three-quarters of our budget of $1,138,000, and each has more people asking to join than we can seat.

Adult Basic Literacy offers free one-to-one and small-group tutoring for adults who read below a sixth-grade level. About 320 learners a year begin with a friendly assessment and a conversation about their own goals: reading to a grandchild, passing the driver's test, earning a high school equivalency diploma, reading the safety manual at work. Many have hidden their reading for decades, so that first meeting is private, unhurried and never feels like a test. Each learner is matched with a trained volunteer tutor, and they meet twice a week at our Mill Street center, a library branch or a church hall close to home. Tutors complete eighteen hours of training before their first session and meet monthly with a coordinator to share what works. Coordinators check each learner's progress every 40 hours of tutoring and adjust the plan together; last year 62% of learners who reached 40 hours gained at least one reading level, and 36 earned a high school equivalency credential or entered job training. The program's year-one budget is $412,000, covering tutor training, assessments, books and the coordinators who support every tutor and learner.

Family Reading Nights brings parents and children together to read every week at six elementary schools and two library branches. About 300 families a year share a simple supper, read aloud in small groups led by teachers and volunteers, and leave with new books to keep, more than 4,000 last year. Parents who are still learning to read themselves discover that they can help their children, and children see reading as something their family does together. Teachers see the difference within months. Its year-one budget is $186,500, including every book families take home.

Workplace English teaches English to speakers of other languages where they already spend their days: on site at four local employers and at two community sites. About 280 learners a year, many of them long-serving employees, practice the English they need to follow safety instructions, talk with supervisors, earn promotions and take part in their children's schools. Classes of eight to twelve meet during or right after a shift, led by an experienced instructor and supported by volunteer conversation partners, and lessons use the real vocabulary of each workplace: the forms, signs and conversations learners meet every day. Employers pay tuition through their contracts with us, about $64,000 a year, which covers roughly a quarter of the cost; in return they report safer shifts, fewer misunderstandings and stronger retention. The program's year-one budget is $238,000.

The three programs reach the same families from different directions. A mother may improve her English at work, bring her children to a Family Reading Night, move on to Adult Basic Literacy to strengthen her reading, and a few years later become a volunteer tutor herself. That is why we plan the programs together and measure them together: every learner sets personal goals at the start, every program checks progress at regular intervals, and every year we report to our board and donors what learners achieved, not just how many came.

Your support keeps all three programs running at full strength, with trained tutors, good books and classrooms close to home, so that no adult who finds the courage to ask for help is ever turned away."#;

/// A call for more (266 words; limit 285): the model answer of `finalize_case_for_support_more`,
/// with the plan's two projects, its exact need of $3,181,000 and its margin of $319,000.
pub const CASE_CALL_FOR_MORE: &str = r#"Every week our tutors see what learning makes possible. They also see who is still waiting.

Last spring 85 adults were on our waiting list for a tutor. In Alder Creek, Pine Hollow and Marlow, rural townships 35 to 50 miles from Mill Street with no public transit, 38 adults asked us for a tutor last year; fewer than ten could keep making the trip. And in every program, learners tell us the same thing: reading is no longer enough. Job applications, benefits, school portals and medical appointments have moved online, and an adult without digital skills is shut out.

Over the next three years the Alliance will meet these needs. We will keep our three proven programs strong, raising $851,000, $885,000 and $920,000 in annual support. And we will launch two new projects:

Mobile Learning Van: a fitted classroom on wheels that brings tutors, books and laptops to each of the three townships one day a week, so distance no longer decides who learns ($285,000 over three years).

Digital Skills Lab: a 16-seat computer lab at our Mill Street center where learners practice e-mail, online job applications, telehealth visits and spotting scams, alongside their reading and English lessons ($240,000 over three years).

Together these needs come to $3,181,000. Our three-year goal of $3.5 million meets them in full, and rounding it up leaves a margin of $319,000 for costs that rise and pledges that fall short.

It is the largest goal in our history, and within reach because friends like you have shown what this community will do for a neighbor who wants to learn."#;

/// Join us (128 words; limit 138).
pub const CASE_JOIN_US: &str = r#"A neighbor who learns to read changes a family, a workplace and a community. You can be part of that change.

Give. Your gift to our $3.5 million goal keeps tutoring free and puts the Mobile Learning Van and the Digital Skills Lab to work.

Tutor. Our training course prepares you, and a few hours a week is enough to change one adult's life.

Open a door. Host Workplace English at your company, sponsor a Family Reading Night, or introduce us to a friend who cares about learning.

Tell the story. Share these pages with someone who believes in second chances.

Come and see for yourself. Visit a class at our Mill Street center, meet our learners, and find the way to join us that fits you best."#;

/// The three success stories (261, 250 and 247 words; limit 263), one for each program: Rosa's
/// is the model answer of `success_story_highlights`; the Okonjos' and Tomás Herrera's are told
/// in docs/sample-organization.md.
pub const CASE_STORIES: [&str; 3] = [
    r#"When Rosa first came to our Mill Street center, she was fifty-two, working nights in a warehouse and reading at a second-grade level. She had raised three children and now helped raise a grandson, Mateo, but she could not read his school reports, so she nodded along at every parent conference and hoped no one would ask her to sign anything on the spot.

Her tutor, Helen, was a retired librarian who had never taught an adult. They met twice a week at a corner table, starting with the words Rosa saw every day: the labels on the pallets she moved and the notes in Mateo's backpack. Some evenings Rosa came straight from a ten-hour shift and fell asleep over her workbook. Helen waited, made tea, and started again.

After forty hours Rosa gained her first reading level. After a year she read her first chapter book, a mystery Helen had loved as a girl. After two years she passed the written exam for her forklift certification on the first try, which brought a day shift and a raise of three dollars an hour.

Today Rosa reads to Mateo every night, and he corrects her pronunciation of the dinosaur names. Last fall she signed up for our tutor training course herself. "Helen gave me two evenings a week for two years," she told us. "Now I have two evenings for somebody else."

A year of tutoring like Rosa's costs about $1,290. About 400 children live in our learners' homes; each of them, like Mateo, gains a reader at the kitchen table."#,
    r#"The Okonjo family almost did not come back after their first Family Reading Night at Lincoln Elementary. Grace Okonjo had moved to Riverbend from Lagos two years earlier, spoke four languages, and worked as a home health aide, but English print still made her anxious, and her eight-year-old son, Daniel, had been flagged by his teacher as reading a full year behind.

That first evening, a volunteer named Mr. Alvarez sat down with them over macaroni and a picture book about a lost kite. He did not correct Grace. He asked her to tell the story in Yoruba first, then in English, while Daniel found the words on the page. By the end of the book Daniel was reading the kite's lines in a voice for each character, and Grace was laughing.

They came every Thursday that year. Grace started writing the week's new words on the refrigerator, and Daniel started quizzing his little sister. Each family leaves every session with a new book to keep; by June the Okonjos had a shelf of thirty-two.

In the spring, Daniel's teacher told Grace he had caught up with his class. Grace enrolled in Adult Basic Literacy to work on her own writing, and this year she passed the written test to become a certified nursing assistant.

"Before, reading was Daniel's homework," she says. "Now it is what our family does after supper."

Stories like the Okonjos' are why teachers at all six partner schools ask us for more evenings, not fewer."#,
    r#"Tomás Herrera has worked on the packing line at Riverbend Foods for eleven years. He is the person new hires are sent to when a machine jams, and for most of those years he turned down every promotion to line lead, because the job meant written shift reports and safety briefings in English.

When Workplace English began at the plant in 2015, Tomás signed up and then skipped the first three classes. "I was fifty years old," he remembers. "I did not want my crew to see me struggle." His instructor, Ms. Park, found him on a break and asked him to teach her the names of every part of the sealing machine. The next week the class used his list as its lesson.

The classes met right after the early shift, in the break room, with the forms and signs the crew used every day. Tomás practiced writing shift reports until he could finish one in ten minutes. He learned to lead the morning safety huddle in English, then to translate it into Spanish for the newest workers without being asked.

Last year Tomás accepted the promotion to line lead. His supervisor reports that his line has had no recordable safety incident since, and that two members of his crew have joined the class because he told them to.

Riverbend Foods now pays tuition for two classes a year. "We thought we were paying for English," the plant manager told us. "We were paying for leaders.""#,
];

/// The new projects: id, name, cost by year (dollars) and rationale (at most 85 words). The
/// first two are the plan's ($525,000 over three years); the other three are the projects the
/// Alliance left for a later plan (docs/sample-organization.md), which only `case_full` shows.
pub const CASE_PROJECTS: [(&str, &str, [i64; 3], &str); 5] = [
    (
        "van",
        "Mobile Learning Van",
        [185_000, 50_000, 50_000],
        r#"Adults in Alder Creek, Pine Hollow and Marlow live 35 to 50 miles from our center, with no public transit, so free tutoring is out of reach. The Mobile Learning Van will bring it to them: a classroom on wheels visiting each township every week, staffed by a coordinator and 20 local volunteer tutors. It will serve 45 learners in its first year and 90 a year from year 2, so rural adults can read, work and help their children with confidence."#,
    ),
    (
        "lab",
        "Digital Skills Lab",
        [140_000, 50_000, 50_000],
        r#"Job applications, benefits, school portals and telehealth have moved online, and many of our learners have never used a computer. The Digital Skills Lab will fit a 16-seat classroom at Mill Street with computers and a trained instructor, teaching e-mail, online forms, video calls and how to spot a scam, alongside reading lessons. It will serve 120 learners in its first year and 200 a year after that, so no one is shut out of work or care by a screen."#,
    ),
    (
        "academy",
        "Tutor Training Academy",
        [40_000, 30_000, 30_000],
        r#"Our waiting list is a list of adults without a tutor. The Tutor Training Academy will turn our eighteen-hour course into a year-round program with evening and weekend sessions, a mentor for every new tutor and refresher workshops on teaching English learners and adults with learning differences. It will prepare 120 new tutors over three years, twice today's pace, and keep more of them tutoring past their first year."#,
    ),
    (
        "corners",
        "Rural Reading Corners",
        [45_000, 20_000, 20_000],
        r#"Rural learners need somewhere to practice between van visits. Rural Reading Corners will furnish a quiet, well-lit corner in each of the three township libraries with adult readers at every level, large-print books, a laptop and a weekly drop-in hour with a volunteer. Librarians will lend materials and refer neighbors to the van. The corners will welcome about 150 adults a year and keep learning going all week, not one day."#,
    ),
    (
        "pathways",
        "Learner Pathways Fund",
        [35_000, 35_000, 35_000],
        r#"Adults often stop short of a goal for reasons that have nothing to do with reading: a $120 exam fee, a child with no one to watch her, a bus pass that runs out. The Learner Pathways Fund will give small grants, averaging $250, for equivalency exams, licensing tests, childcare during class and transportation. It will help about 140 learners a year cross the finish line of the goal they set on their first day."#,
    ),
];

/// The sample plan's case for support: its 2 new projects, 3 stories, a 625-word summary, the
/// default images. Its goal table is the plan's: $3,181,000, rounded up to $3,500,000.
pub fn case() -> CaseDoc {
    case_with(PLAN_PROJECTS, 3, 625)
}

/// The plan's new projects: the first of `CASE_PROJECTS`.
pub const PLAN_PROJECTS: usize = 2;

/// The longest case for support: the plan's two projects and the three left for a later plan,
/// 3 stories and the 625-word summary, so the document has all 16 pages and 23 images.
pub fn case_full() -> CaseDoc {
    case_with(CASE_PROJECTS.len(), 3, 625)
}

/// The case for support with the first `projects` projects (0–5), the first `stories` stories
/// (0–3) and the summary's first `summary_words` words (paragraphs kept).
pub fn case_with(projects: usize, stories: usize, summary_words: usize) -> CaseDoc {
    use fundplan_domain::case_content::{
        CaseContent, CaseGoal, CaseProject, CaseStory, CaseWay, GoalRow, Slice, slot_text,
    };
    use fundplan_domain::case_layout::{Counts, Slot, layout, summary_part};
    use std::collections::BTreeMap;

    let o = org();
    let mut texts = BTreeMap::new();
    let mut put = |slot: Slot, text: &str| {
        let t = slot_text(&slot, text, None);
        texts.insert(t.key.clone(), t);
    };
    put(Slot::DirectorLetter, CASE_LETTER);
    put(Slot::OurStory, CASE_OUR_STORY);
    put(Slot::Vision, CASE_VISION);
    put(Slot::Mission, CASE_MISSION);
    put(Slot::Summary, &summary_part(CASE_SUMMARY, 1, summary_words));
    put(Slot::CallForMore, CASE_CALL_FOR_MORE);
    put(Slot::JoinUs, CASE_JOIN_US);

    let shown = &CASE_PROJECTS[..projects.min(CASE_PROJECTS.len())];
    let projects: Vec<CaseProject> = shown
        .iter()
        .map(|(id, name, years, rationale)| {
            put(Slot::Project((*id).to_owned()), rationale);
            CaseProject {
                id: (*id).to_owned(),
                project_name: (*name).to_owned(),
                project_cost: years.iter().sum::<i64>() * D,
                slot: Slot::Project((*id).to_owned()).key(),
            }
        })
        .collect();
    let success_stories: Vec<CaseStory> = CASE_STORIES
        .iter()
        .take(stories)
        .enumerate()
        .map(|(i, text)| {
            let id = format!("story-{}", i + 1);
            put(Slot::Story(id.clone()), text);
            CaseStory {
                slot: Slot::Story(id.clone()).key(),
                id,
            }
        })
        .collect();

    let row = |label: &str, years: [i64; 3]| GoalRow {
        label: label.to_owned(),
        years: years.map(|y| y * D),
        total: years.iter().sum::<i64>() * D,
    };
    let mut rows = vec![row("Annual operations", [851_000, 885_000, 920_000])];
    rows.extend(shown.iter().map(|(_, name, years, _)| row(name, *years)));
    let mut sum = [0; 3];
    for r in &rows {
        for (s, y) in sum.iter_mut().zip(r.years) {
            *s += y;
        }
    }
    let total = GoalRow {
        label: "Total".to_owned(),
        years: sum,
        total: sum.iter().sum(),
    };
    let rounded_goal = round_goal(total.total);

    let figures = goals().figures;
    let expenses = budget::EXPENSE_CHART_KEYS
        .iter()
        .zip(figures.expense_chart_year_1)
        .map(|(key, cents)| Slice {
            key: (*key).to_owned(),
            label: fundplan_domain::case_content::expense_label(key),
            cents,
        })
        .collect();
    let revenues = RevenueGroup::ALL
        .iter()
        .zip(figures.revenue_chart_year_1)
        .map(|(g, cents)| Slice {
            key: g.chart_key().to_owned(),
            label: g.type_name().to_owned(),
            cents,
        })
        .collect();
    let way = |label: &str, icon: &str, subs: &[&str]| CaseWay {
        label: label.to_owned(),
        icon: icon.to_owned(),
        sub_options: subs.iter().map(|s| (*s).to_owned()).collect(),
    };

    let mut content = CaseContent {
        organization: o.letterhead,
        texts,
        core_programs: [
            "Adult Basic Literacy",
            "Family Reading Nights",
            "Workplace English",
        ]
        .map(str::to_owned)
        .to_vec(),
        projects,
        success_stories,
        ways_to_give: vec![
            way("Cash", "cash", &[]),
            way("Check", "check", &[]),
            way("Securities (Stock Transfers)", "securities", &[]),
            way(
                "Planned Gifts",
                "planned-gifts",
                &["Bequests", "Charitable Remainder Trusts/Unitrust", "Other"],
            ),
        ],
        goal: CaseGoal {
            rows,
            total,
            rounded_goal,
            annual_goal_year_1: 851_000 * D,
        },
        expenses,
        revenues,
        // The Alliance's Impact Statement: the question's model answer.
        impact: fundplan_domain::questions::catalogue()
            .by_key("finalize_case_for_support_impact")
            .map(|q| q.model_answer.trim().to_owned())
            .unwrap_or_default(),
        layout: layout(Counts {
            projects: 0,
            stories: 0,
            summary_words: 0,
        }),
    };
    content.relayout();
    CaseDoc {
        content,
        images: BTreeMap::new(),
        logo: None,
    }
}

/// `text` lengthened to exactly `words` words by repeating its own paragraphs (or cut to it):
/// ordinary prose at a slot's limit, for the layout's worst case.
pub fn at_length(text: &str, words: usize) -> String {
    use fundplan_domain::case_layout::summary_part;
    let own = fundplan_domain::words::count(text);
    if own == 0 || words <= own {
        return summary_part(text, 1, words);
    }
    let mut out = text.trim().to_owned();
    while fundplan_domain::words::count(&out) < words {
        out.push_str("\n\n");
        out.push_str(text.trim());
    }
    summary_part(&out, 1, words)
}

/// The longest case for support with every text at its word limit (5 projects, 3 stories, the
/// 625-word summary): the longest content the editor lets through.
pub fn case_at_limits() -> CaseDoc {
    let mut d = case_full();
    for t in d.content.texts.values_mut() {
        let text = at_length(&t.text, t.limit);
        *t = fundplan_domain::case_content::slot_text(
            &fundplan_domain::case_layout::Slot::parse(&t.key).expect("a slot key"),
            &text,
            None,
        );
    }
    d.content.relayout();
    d
}

#[cfg(test)]
mod tests {
    //! The sample is docs/sample-organization.md: the same figures, the same texts as the model
    //! answers of the question catalogue.
    use super::*;
    use fundplan_domain::questions::catalogue;

    const PAGE: &str = include_str!("../../../docs/sample-organization.md");

    fn model(key: &str) -> String {
        catalogue()
            .by_key(key)
            .map(|q| q.model_answer.trim().to_owned())
            .unwrap_or_else(|| panic!("{key} is not in the catalogue"))
    }

    /// Every "$1,234" figure of a text (a figure followed by k or M is a rounded label).
    fn dollar_figures(text: &str) -> Vec<String> {
        let mut out = Vec::new();
        let mut rest = text;
        while let Some(at) = rest.find('$') {
            let tail = &rest[at + 1..];
            let len = tail
                .find(|c: char| !(c.is_ascii_digit() || c == ','))
                .unwrap_or(tail.len());
            let figure = tail[..len].trim_end_matches(',');
            let next = tail[figure.len()..].chars().next();
            if !figure.is_empty() && !matches!(next, Some('k' | 'K' | 'M' | '.')) {
                out.push(format!("${figure}"));
            }
            rest = &tail[len..];
        }
        out
    }

    #[test]
    fn the_budget_and_the_goals_are_the_sample_organizations() {
        let f = goals().figures;
        assert_eq!(
            f.goals.total_annual_expenses,
            [1_138_000 * D, 1_172_000 * D, 1_207_000 * D]
        );
        assert_eq!(
            f.goals.annual_fundraising_goal,
            [851_000 * D, 885_000 * D, 920_000 * D]
        );
        assert_eq!(
            f.goals.final_total_fundraising_goal_for_3_years,
            3_181_000 * D
        );
        assert_eq!(goals().rounded_goal_cents, 3_500_000 * D);
        for figure in [
            "$1,138,000",
            "$1,172,000",
            "$1,207,000",
            "$3,181,000",
            "$319,000",
        ] {
            assert!(PAGE.contains(figure), "{figure}");
        }
    }

    #[test]
    fn the_case_for_support_shows_the_plans_two_projects_its_exact_need_and_its_margin() {
        let c = case().content;
        let names: Vec<&str> = c.projects.iter().map(|p| p.project_name.as_str()).collect();
        assert_eq!(names, ["Mobile Learning Van", "Digital Skills Lab"]);
        assert_eq!(c.goal.total.total, 3_181_000 * D);
        assert_eq!(c.goal.rounded_goal, 3_500_000 * D);
        assert_eq!(c.goal.rounded_goal - c.goal.total.total, 319_000 * D);
        assert_eq!(c.success_stories.len(), 3);
    }

    #[test]
    fn the_case_texts_are_the_model_answers() {
        assert_eq!(
            CASE_LETTER,
            model("finalize_case_for_support_executive_director_letter")
        );
        assert_eq!(CASE_OUR_STORY, model("finalize_case_for_support_story"));
        assert_eq!(CASE_VISION, model("finalize_case_for_support_vision"));
        assert_eq!(CASE_CALL_FOR_MORE, model("finalize_case_for_support_more"));
        assert_eq!(CASE_JOIN_US, model("case_statement_join_us_message"));
        assert_eq!(CASE_STORIES[0], model("success_story_highlights"));
    }

    #[test]
    fn every_dollar_figure_of_the_sample_texts_is_on_the_sample_organizations_page() {
        let mut texts = vec![
            CASE_LETTER,
            CASE_OUR_STORY,
            CASE_VISION,
            CASE_MISSION,
            CASE_SUMMARY,
            CASE_CALL_FOR_MORE,
            CASE_JOIN_US,
        ];
        texts.extend(CASE_STORIES);
        texts.extend(CASE_PROJECTS.iter().map(|p| p.3));
        let points = talking_points().points;
        texts.extend(points.iter().map(|p| p.text.as_str()));
        let known = dollar_figures(PAGE);
        for text in texts {
            for figure in dollar_figures(text) {
                assert!(
                    known.contains(&figure),
                    "{figure} is not on docs/sample-organization.md: {text}"
                );
            }
        }
    }

    #[test]
    fn the_stewardship_columns_are_the_gift_charts_levels() {
        assert_eq!(
            columns(),
            [
                "$500,000",
                "$250,000",
                "$100,000",
                "$50,000",
                "$25,000",
                "Various (<$25,000)"
            ]
        );
        assert_eq!(stewardship().rows[0].checks.len(), columns().len());
        let p = pyramid_doc().pyramid;
        assert_eq!((p.total.gifts, p.total.prospects), (48, 192));
        assert_eq!(p.various.amount, 375_000 * D);
    }
}
