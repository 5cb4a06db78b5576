//! The case document as the API answers it: the resolved content of
//! `fundplan_domain::case_content` as JSON (money in whole US dollars), the stored images with
//! short-lived links, and the spec's flat names of the case statement.

use fundplan_data::case::Case;
use fundplan_data::casedoc::StoredImage;
use fundplan_domain::budget::Dollars;
use fundplan_domain::case_content::{self as content, CaseContent};
use fundplan_domain::case_layout::{self as layout, Slot};
use fundplan_domain::organization::Letterhead;
use fundplan_http::AppState;
use serde::Serialize;
use std::collections::BTreeMap;
use std::time::Duration;
use utoipa::ToSchema;

/// Links to stored images last an hour (the editor reloads the document well within it).
pub const IMAGE_LINK_TTL: Duration = Duration::from_secs(3600);

/// One editable text of the document.
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
pub struct SlotText {
    /// `director_letter`, `our_story`, `vision`, `mission`, `summary`, `call_for_more`,
    /// `join_us`, `story:<id>`, `project:<id>`.
    pub key: String,
    /// What the document shows: the override when there is one, else the plan's text.
    pub text: String,
    /// The plan's text, which a reset returns to.
    pub plan_text: String,
    pub overridden: bool,
    /// The editor's word limit (spec §5).
    pub limit: usize,
    /// Words of `text`.
    pub words: usize,
}

impl From<&content::SlotText> for SlotText {
    fn from(s: &content::SlotText) -> Self {
        SlotText {
            key: s.key.clone(),
            text: s.text.clone(),
            plan_text: s.plan_text.clone(),
            overridden: s.overridden,
            limit: s.limit,
            words: s.words,
        }
    }
}

/// A stored image of the document (orders without one show the product's default image).
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
pub struct CaseImage {
    pub id: String,
    /// Its place in the document, 1–23.
    pub order: u32,
    /// A link to the image, valid for an hour.
    pub url: String,
    pub width: u32,
    pub height: u32,
    /// `image/png` or `image/jpeg`.
    pub content_type: String,
}

/// The organization as the document prints it (its letterhead, `fundplan_domain`'s
/// `Letterhead`): colours `#rrggbb`, the spec's defaults when none is set, and its font.
#[derive(Serialize, ToSchema, Debug)]
pub struct CaseOrganization {
    pub name: String,
    pub director_name: String,
    pub address: String,
    pub phone: String,
    pub website: String,
    pub background_color: String,
    pub headings_color: String,
    pub body_color: String,
    /// A name of the font select (Montserrat by default).
    pub font_family: String,
}

impl From<&Letterhead> for CaseOrganization {
    fn from(l: &Letterhead) -> Self {
        CaseOrganization {
            name: l.name.clone(),
            director_name: l.director_name.clone(),
            address: l.address.clone(),
            phone: l.phone.clone(),
            website: l.website.clone(),
            background_color: l.background_color.clone(),
            headings_color: l.headings_color.clone(),
            body_color: l.body_color.clone(),
            font_family: l.font_family.clone(),
        }
    }
}

#[derive(Serialize, ToSchema, Debug)]
pub struct CaseProject {
    pub id: String,
    pub project_name: String,
    /// The project's three-year cost, dollars.
    #[schema(value_type = f64)]
    pub project_cost: Dollars,
    /// Its rationale's slot key, `project:<id>`.
    pub slot: String,
}

#[derive(Serialize, ToSchema, Debug)]
pub struct CaseStory {
    pub id: String,
    /// The story as the document shows it.
    pub user_story: String,
    /// Its slot key, `story:<id>`.
    pub slot: String,
}

/// A way to give the organization offers, with its selected sub-options.
#[derive(Serialize, ToSchema, Debug)]
pub struct CaseWay {
    pub label: String,
    /// The ways-to-give icon's name (`cash`, `planned-gifts`, …).
    pub icon: String,
    pub sub_options: Vec<String>,
}

/// A row of the three-year goal's cost table, dollars.
#[derive(Serialize, ToSchema, Debug)]
pub struct CaseGoalRow {
    pub label: String,
    /// Year 1, 2 and 3.
    #[schema(value_type = Vec<f64>)]
    pub years: [Dollars; 3],
    #[schema(value_type = f64)]
    pub total: Dollars,
}

/// The three-year goal page's table and the goal figures the document quotes, dollars.
#[derive(Serialize, ToSchema, Debug)]
pub struct CaseGoal {
    /// "Annual operations" (the annual fundraising goal of each year), then each shown project.
    pub rows: Vec<CaseGoalRow>,
    /// The sum of the rows.
    pub total: CaseGoalRow,
    /// The three-year goal rounded up to the next $500,000: the figure every document states.
    #[schema(value_type = f64)]
    pub rounded_goal: Dollars,
    /// Year 1's annual fundraising goal.
    #[schema(value_type = f64)]
    pub annual_goal_year_1: Dollars,
}

/// A slice of the Year-1 expense or revenue pie.
#[derive(Serialize, ToSchema, Debug)]
pub struct CaseSlice {
    /// The spec's field name (`personnel_and_benefits`, …).
    pub key: String,
    pub label: String,
    /// Dollars.
    #[schema(value_type = f64)]
    pub amount: Dollars,
}

/// The kind of a page of the document.
#[derive(Serialize, ToSchema, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum CasePageKind {
    Cover,
    Contents,
    DirectorLetter,
    OurStory,
    VisionMission,
    Programs,
    ProgramsContinued,
    CallForMore,
    ThreeYearGoal,
    FundingPriorities,
    FurtherPriorities,
    SuccessStories,
    SuccessStoriesContinued,
    JoinUs,
    Contact,
}

impl From<layout::PageKind> for CasePageKind {
    fn from(k: layout::PageKind) -> Self {
        use layout::PageKind as P;
        match k {
            P::Cover => Self::Cover,
            P::Contents => Self::Contents,
            P::DirectorLetter => Self::DirectorLetter,
            P::OurStory => Self::OurStory,
            P::VisionMission => Self::VisionMission,
            P::Programs => Self::Programs,
            P::ProgramsContinued => Self::ProgramsContinued,
            P::CallForMore => Self::CallForMore,
            P::ThreeYearGoal => Self::ThreeYearGoal,
            P::FundingPriorities => Self::FundingPriorities,
            P::FurtherPriorities => Self::FurtherPriorities,
            P::SuccessStories => Self::SuccessStories,
            P::SuccessStoriesContinued => Self::SuccessStoriesContinued,
            P::JoinUs => Self::JoinUs,
            P::Contact => Self::Contact,
        }
    }
}

/// One page (`fundplan_domain::case_layout::Page`).
#[derive(Serialize, ToSchema, Debug)]
pub struct CasePage {
    /// 1-based, as printed in the footer and on the contents page.
    pub number: u32,
    pub kind: CasePageKind,
    pub title: String,
    /// Image orders (1–23) in reading order.
    pub images: Vec<u32>,
    /// Slot keys of the page's editable texts, in reading order.
    pub slots: Vec<String>,
    /// Indices (0-based) into `projects`.
    pub projects: Vec<usize>,
    /// Indices (0-based) into `success_stories`.
    pub stories: Vec<usize>,
    /// For the programs pages: the summary's words shown, 1-based and inclusive (`[1, 270]`,
    /// `[271, 625]`).
    #[schema(value_type = Option<Vec<usize>>)]
    pub summary_words: Option<[usize; 2]>,
}

#[derive(Serialize, ToSchema, Debug)]
pub struct CaseContentsEntry {
    pub title: String,
    pub page: u32,
}

/// The document's pages and its contents page, described once for the preview and the files.
#[derive(Serialize, ToSchema, Debug)]
pub struct CaseLayout {
    pub pages: Vec<CasePage>,
    pub contents: Vec<CaseContentsEntry>,
}

impl From<&layout::Layout> for CaseLayout {
    fn from(l: &layout::Layout) -> Self {
        CaseLayout {
            pages: l
                .pages
                .iter()
                .map(|p| CasePage {
                    number: p.number,
                    kind: p.kind.into(),
                    title: p.title.clone(),
                    images: p.images.clone(),
                    slots: p.slots.clone(),
                    projects: p.projects.clone(),
                    stories: p.stories.clone(),
                    summary_words: p.summary_words.map(|(a, b)| [a, b]),
                })
                .collect(),
            contents: l
                .contents
                .iter()
                .map(|e| CaseContentsEntry {
                    title: e.title.clone(),
                    page: e.page,
                })
                .collect(),
        }
    }
}

/// The figures the original case statement read under `totals`.
#[derive(Serialize, ToSchema, Debug)]
pub struct CaseTotals {
    /// Year 1's annual fundraising goal, dollars.
    #[schema(value_type = f64)]
    pub annual_fundraising_goal: Dollars,
}

/// Everything the document says, and the version of its stored edits.
#[derive(Serialize, ToSchema, Debug)]
pub struct CaseStatementData {
    pub organization: CaseOrganization,
    /// Every editable text by slot key: the fixed ones always, one per story and shown project.
    pub texts: BTreeMap<String, SlotText>,
    /// Core program names, in list order.
    pub core_programs: Vec<String>,
    /// The shown projects (at most 5; none while module 9 is skipped), in list order.
    pub projects: Vec<CaseProject>,
    /// The success stories (at most 3), in order.
    pub success_stories: Vec<CaseStory>,
    pub ways_to_give: Vec<CaseWay>,
    pub goal: CaseGoal,
    /// The Year-1 expense pie's 9 slices.
    pub expenses: Vec<CaseSlice>,
    /// The Year-1 revenue pie's 5 slices.
    pub revenues: Vec<CaseSlice>,
    pub layout: CaseLayout,
    /// The stored images, in order.
    pub attachments: Vec<CaseImage>,
    /// The version of the document's stored edits (0 while none).
    pub version: u64,
    /// The spec's flat names of the case statement: the texts as the document shows them.
    pub organization_name: String,
    pub director_letter: String,
    pub our_story: String,
    pub vision: String,
    pub mission: String,
    pub case_statement_summary: String,
    pub call_for_more: String,
    pub case_statement_join_us_message: String,
    pub totals: CaseTotals,
}

#[derive(Serialize, ToSchema, Debug)]
pub struct CaseStatement {
    pub data: CaseStatementData,
}

/// A stored image with a fresh link.
pub async fn image_view(
    state: &AppState,
    i: &StoredImage,
) -> Result<CaseImage, fundplan_http::ApiError> {
    let url = state
        .blobs
        .download_url(&i.blob_key, IMAGE_LINK_TTL, None)
        .await?;
    Ok(CaseImage {
        id: i.id.clone(),
        order: i.order,
        url,
        width: i.width,
        height: i.height,
        content_type: i.content_type.clone(),
    })
}

fn slices(s: &[content::Slice]) -> Vec<CaseSlice> {
    s.iter()
        .map(|s| CaseSlice {
            key: s.key.clone(),
            label: s.label.clone(),
            amount: Dollars(s.cents),
        })
        .collect()
}

fn row(r: &content::GoalRow) -> CaseGoalRow {
    CaseGoalRow {
        label: r.label.clone(),
        years: r.years.map(Dollars),
        total: Dollars(r.total),
    }
}

/// The API's view of a case.
pub async fn statement(
    state: &AppState,
    case: &Case,
) -> Result<CaseStatement, fundplan_http::ApiError> {
    let c: &CaseContent = &case.content;
    let mut attachments = Vec::with_capacity(case.images.len());
    for i in &case.images {
        attachments.push(image_view(state, i).await?);
    }
    let text = |slot: Slot| c.text(&slot).to_string();
    Ok(CaseStatement {
        data: CaseStatementData {
            organization: CaseOrganization::from(&c.organization),
            texts: c
                .texts
                .iter()
                .map(|(k, v)| (k.clone(), SlotText::from(v)))
                .collect(),
            core_programs: c.core_programs.clone(),
            projects: c
                .projects
                .iter()
                .map(|p| CaseProject {
                    id: p.id.clone(),
                    project_name: p.project_name.clone(),
                    project_cost: Dollars(p.project_cost),
                    slot: p.slot.clone(),
                })
                .collect(),
            success_stories: c
                .success_stories
                .iter()
                .map(|s| CaseStory {
                    id: s.id.clone(),
                    user_story: c
                        .texts
                        .get(&s.slot)
                        .map_or(String::new(), |t| t.text.clone()),
                    slot: s.slot.clone(),
                })
                .collect(),
            ways_to_give: c
                .ways_to_give
                .iter()
                .map(|w| CaseWay {
                    label: w.label.clone(),
                    icon: w.icon.clone(),
                    sub_options: w.sub_options.clone(),
                })
                .collect(),
            goal: CaseGoal {
                rows: c.goal.rows.iter().map(row).collect(),
                total: row(&c.goal.total),
                rounded_goal: Dollars(c.goal.rounded_goal),
                annual_goal_year_1: Dollars(c.goal.annual_goal_year_1),
            },
            expenses: slices(&c.expenses),
            revenues: slices(&c.revenues),
            layout: CaseLayout::from(&c.layout),
            attachments,
            version: case.version,
            organization_name: c.organization.name.clone(),
            director_letter: text(Slot::DirectorLetter),
            our_story: text(Slot::OurStory),
            vision: text(Slot::Vision),
            mission: text(Slot::Mission),
            case_statement_summary: text(Slot::Summary),
            call_for_more: text(Slot::CallForMore),
            case_statement_join_us_message: text(Slot::JoinUs),
            totals: CaseTotals {
                annual_fundraising_goal: Dollars(c.goal.annual_goal_year_1),
            },
        },
    })
}
