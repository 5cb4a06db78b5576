//! The sample organization, Riverbend Literacy Alliance, as every document's model: what the
//! tests render and read back, what the benchmark times, and what a reviewer renders to look at.
//! Its figures add up to the plan of the project's brief: a Year-1 budget of $1,138,000, annual
//! goals of $851,000, $885,000 and $920,000, two new projects of $525,000 over three years, an
//! exact need of $3,181,000 and a three-year goal of $3,500,000.

use fundplan_domain::budget::{
    self, Category, ExpenseItem, PlanTables, RevenueEntry, RevenueGroup,
};
use fundplan_domain::goals::round_goal;
use fundplan_domain::policy_texts::{Block, PolicyText, Section, TextKind};
use fundplan_domain::pyramid::{ProspectRatio, pyramid};

use crate::model::{
    BenefitRow, CertificateDoc, Document, GoalsDoc, ManualDoc, Org, PyramidDoc, StewardshipDoc,
    TalkingPoint, TalkingPointsDoc, TemplateDoc,
};

const D: i64 = 100; // cents per dollar

pub fn org() -> Org {
    Org {
        name: "Riverbend Literacy Alliance".to_owned(),
        director_name: "Dana Whitfield".to_owned(),
        address: "412 Mill Street, Riverbend".to_owned(),
        phone: "(555) 014-2290".to_owned(),
        website: "riverbendliteracy.org".to_owned(),
        background_color: "#f4ede2".to_owned(),
        headings_color: "#8c2104".to_owned(),
        body_color: "#301d17".to_owned(),
        font_family: "Montserrat".to_owned(),
        logo: None,
        year: "2026".to_owned(),
    }
}

/// The stewardship columns, left to right.
pub fn columns() -> Vec<String> {
    [
        "$1,000,000",
        "$500,000",
        "$250,000",
        "$100,000",
        "$25,000",
        "Various (<$25k)",
    ]
    .map(str::to_owned)
    .to_vec()
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

fn point(title: &str, text: &str) -> TalkingPoint {
    TalkingPoint {
        title: title.to_owned(),
        text: text.to_owned(),
    }
}

pub fn talking_points() -> TalkingPointsDoc {
    TalkingPointsDoc {
        org: org(),
        points: vec![
            point(
                "Our mission",
                "Riverbend Literacy Alliance helps adults and families in Riverbend County read, write and speak English with confidence, through free tutoring, family reading evenings and English classes at work.",
            ),
            point(
                "Our vision",
                "We see a Riverbend County where every adult can read, write and speak with confidence, and every child grows up in a home where reading is part of daily life.",
            ),
            point(
                "Our annual budget",
                "It costs $1,138,000 a year to run the Alliance: its three programs and the staff, space and systems behind them.",
            ),
            point(
                "What donors give today",
                "Gifts from individuals, foundations, companies and grants bring in $665,000 a year, more than half of what we spend.",
            ),
            point(
                "Adult Basic Literacy",
                "Trained volunteer tutors meet about 320 adults a year, one to one or in small groups, until they read with confidence.",
            ),
            point(
                "Family Reading Nights",
                "Every week, about 300 families read together at six elementary schools and two library branches, and take books home.",
            ),
            point(
                "Workplace English",
                "About 280 people learn English at four employers and two community sites, so they can do their jobs and help their children at school.",
            ),
            point(
                "The Mobile Learning Van",
                "A fitted van will take tutoring to three rural townships that have no literacy program today.",
            ),
            point(
                "The Digital Skills Lab",
                "A 16-seat computer lab at Mill Street will teach the digital and online-safety skills every job and every parent now needs.",
            ),
            point(
                "Our three-year goal",
                "Over the next three years we are raising $3,500,000 to keep our programs strong and to launch both new projects.",
            ),
            point(
                "How we recognize donors",
                "Gifts from $25,000 to $250,000 build the campaign, and every donor is thanked and recognized at their level.",
            ),
            point(
                "Ways to give",
                "You can give online, by check, with stock, through a pledge over three years, or with a bequest or another planned gift.",
            ),
        ],
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
    let overhead = [
        item(PersonnelAndBenefits, [180_000, 186_000, 192_000]),
        item(FinanceFees, [24_000, 24_500, 25_000]),
        item(LegalFees, [8_000, 8_000, 8_000]),
        item(MarketingAndCommunications, [31_500, 32_000, 33_000]),
        item(OtherExpenses, [58_000, 60_000, 61_500]),
    ];
    let literacy = [
        item(PersonnelAndBenefits, [330_000, 340_000, 350_000]),
        item(PrintingAndPublications, [52_000, 53_500, 55_000]),
        item(TravelConferencesAndMeetings, [30_000, 31_000, 32_500]),
    ];
    let family = [
        item(PersonnelAndBenefits, [120_000, 123_500, 127_000]),
        item(PrintingAndPublications, [54_000, 56_000, 58_000]),
        item(OtherExpenses, [12_500, 12_500, 13_000]),
    ];
    let workplace = [
        item(PersonnelAndBenefits, [198_000, 204_000, 210_000]),
        item(PrintingAndPublications, [20_000, 20_500, 21_000]),
        item(TravelConferencesAndMeetings, [20_000, 20_500, 21_000]),
    ];
    let van = [
        item(OtherExpenses, [120_000, 0, 0]),
        item(PersonnelAndBenefits, [45_000, 40_000, 40_000]),
        item(TravelConferencesAndMeetings, [20_000, 10_000, 10_000]),
    ];
    let lab = [
        item(OtherExpenses, [95_000, 10_000, 10_000]),
        item(PersonnelAndBenefits, [45_000, 40_000, 40_000]),
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
        revenue(InKind, "In-Kind Goods and Services", 72_000),
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
        programs: [
            "Adult Basic Literacy",
            "Family Reading Nights",
            "Workplace English",
        ]
        .map(str::to_owned)
        .to_vec(),
        projects: ["Mobile Learning Van", "Digital Skills Lab"]
            .map(str::to_owned)
            .to_vec(),
        new_projects_skipped: false,
        figures,
        rounded_goal_cents,
    }
}

pub fn pyramid_doc() -> PyramidDoc {
    let p = pyramid(3_500_000 * D, ProspectRatio::Average);
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
            "Luis Ortega, Development Manager".to_owned(),
            "Priya Nandakumar, Finance Director".to_owned(),
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
    ]
}
