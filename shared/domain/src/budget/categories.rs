//! The eight expense categories (spec file 2 §3) and the nine slices of the Year-1 expense pie.

use serde::{Deserialize, Serialize};

/// An expense category (spec §3, in order). Stored and answered by its key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Category {
    #[serde(rename = "personnel_and_benefits")]
    PersonnelAndBenefits,
    #[serde(rename = "finance_fees")]
    FinanceFees,
    #[serde(rename = "legal_fees")]
    LegalFees,
    #[serde(rename = "printing_and_publications")]
    PrintingAndPublications,
    #[serde(rename = "travel_conferences_and_meetings")]
    TravelConferencesAndMeetings,
    #[serde(rename = "marketing_and_communications")]
    MarketingAndCommunications,
    #[serde(rename = "other_expenses")]
    OtherExpenses,
    #[serde(rename = "in-kind_goods_services")]
    InKindGoodsServices,
}

impl Category {
    /// The eight categories in the spec's order.
    pub const ALL: [Category; 8] = [
        Category::PersonnelAndBenefits,
        Category::FinanceFees,
        Category::LegalFees,
        Category::PrintingAndPublications,
        Category::TravelConferencesAndMeetings,
        Category::MarketingAndCommunications,
        Category::OtherExpenses,
        Category::InKindGoodsServices,
    ];

    /// Its place in [`Category::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The response key (spec §3).
    pub fn key(self) -> &'static str {
        match self {
            Category::PersonnelAndBenefits => "personnel_and_benefits",
            Category::FinanceFees => "finance_fees",
            Category::LegalFees => "legal_fees",
            Category::PrintingAndPublications => "printing_and_publications",
            Category::TravelConferencesAndMeetings => "travel_conferences_and_meetings",
            Category::MarketingAndCommunications => "marketing_and_communications",
            Category::OtherExpenses => "other_expenses",
            Category::InKindGoodsServices => "in-kind_goods_services",
        }
    }

    /// The label a table shows (spec §3).
    pub fn label(self) -> &'static str {
        match self {
            Category::PersonnelAndBenefits => "Personnel and Benefits",
            Category::FinanceFees => "Finance Fees",
            Category::LegalFees => "Legal Fees",
            Category::PrintingAndPublications => "Printing and Publications",
            Category::TravelConferencesAndMeetings => "Travel, Conferences, and Meetings",
            Category::MarketingAndCommunications => "Marketing and Communications",
            Category::OtherExpenses => "Other Expenses",
            Category::InKindGoodsServices => "In-Kind Goods & Services",
        }
    }

    /// Its slice of the Year-1 expense pie (spec §3 "Chart summaries").
    pub fn chart_key(self) -> &'static str {
        match self {
            Category::InKindGoodsServices => "in_kind_goods_and_services",
            other => other.key(),
        }
    }

    /// The category named by its key or its label (case-insensitive, surrounding whitespace
    /// ignored): `personnel_and_benefits`, `Personnel and Benefits`.
    pub fn parse(text: &str) -> Option<Category> {
        let text = text.trim();
        Category::ALL
            .into_iter()
            .find(|c| c.key().eq_ignore_ascii_case(text) || c.label().eq_ignore_ascii_case(text))
    }
}

/// The slice of the Year-1 expense pie that holds every core program's year-1 expenses.
pub const PROGRAMS_CHART_KEY: &str = "programs_cost";

/// The nine slices of the Year-1 expense pie, in the spec's order: the eight overhead
/// categories with "Programs" after Marketing and Communications.
pub const EXPENSE_CHART_KEYS: [&str; 9] = [
    "personnel_and_benefits",
    "finance_fees",
    "legal_fees",
    "printing_and_publications",
    "travel_conferences_and_meetings",
    "marketing_and_communications",
    PROGRAMS_CHART_KEY,
    "other_expenses",
    "in_kind_goods_and_services",
];
