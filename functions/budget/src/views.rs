//! What the budget calls answer: amounts as US dollars (JSON numbers written exactly from cents,
//! [`Dollars`]), field names as the spec gives them (file 2 §3, §7).

use fundplan_domain::budget::{
    Category, Dollars, ExpenseItem, Overflow, RevenueEntry, RevenueGroup, RevenueTotals,
    TableTotals, three_years,
};
use fundplan_domain::goals::Years;
use fundplan_http::ApiError;
use serde::Serialize;
use utoipa::ToSchema;

/// How an amount may be sent: US dollars as a JSON number (`1200.5`) or a decimal string as a
/// person types it (`"1,200.50"`, `"$1200"`), at most 2 decimals, 0 to 10,000,000,000; missing,
/// `null` or `""` counts 0.
#[allow(dead_code)]
#[derive(Serialize, ToSchema)]
#[serde(untagged)]
pub enum AmountInput {
    Number(f64),
    Text(String),
}

/// Years 1 to 3 and their sum, in dollars.
#[derive(Serialize, ToSchema, Clone, Copy, Debug, Default, PartialEq)]
pub struct YearTotals {
    #[schema(value_type = f64)]
    pub year_1: Dollars,
    #[schema(value_type = f64)]
    pub year_2: Dollars,
    #[schema(value_type = f64)]
    pub year_3: Dollars,
    #[schema(value_type = f64)]
    pub total: Dollars,
}

impl YearTotals {
    pub fn of(y: Years) -> Result<Self, Overflow> {
        Ok(YearTotals {
            year_1: Dollars(y[0]),
            year_2: Dollars(y[1]),
            year_3: Dollars(y[2]),
            total: Dollars(three_years(y)?),
        })
    }
}

/// Years 1 to 3, in dollars.
#[derive(Serialize, ToSchema, Clone, Copy, Debug, Default, PartialEq)]
pub struct YearSums {
    #[schema(value_type = f64)]
    pub year_1: Dollars,
    #[schema(value_type = f64)]
    pub year_2: Dollars,
    #[schema(value_type = f64)]
    pub year_3: Dollars,
}

impl YearSums {
    pub fn of(y: Years) -> Self {
        YearSums {
            year_1: Dollars(y[0]),
            year_2: Dollars(y[1]),
            year_3: Dollars(y[2]),
        }
    }
}

/// Whose table an expense is in (absent for the overhead).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expenseable {
    Program(String),
    Project(String),
}

pub const CORE_PROGRAM: &str = "CoreProgram";
pub const PROJECT: &str = "Project";

/// One expense item.
#[derive(Serialize, ToSchema, Clone, Debug)]
pub struct ExpenseView {
    pub id: String,
    /// Send it back with the item: a save of an item changed meanwhile by someone else is
    /// refused (409).
    pub version: u64,
    /// The category key (`personnel_and_benefits` … `in-kind_goods_services`).
    pub expense_type: String,
    pub expense_description: String,
    /// Year 1.
    #[schema(value_type = f64)]
    pub expense_cost: Dollars,
    #[schema(value_type = f64)]
    pub expense_cost_year_2: Dollars,
    #[schema(value_type = f64)]
    pub expense_cost_year_3: Dollars,
    /// `CoreProgram` or `Project`; absent for overhead expenses.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expenseable_type: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expenseable_id: Option<String>,
}

impl ExpenseView {
    pub fn of(item: &ExpenseItem, owner: Option<&Expenseable>) -> Self {
        let (expenseable_type, expenseable_id) = match owner {
            None => (None, None),
            Some(Expenseable::Program(id)) => (Some(CORE_PROGRAM), Some(id.clone())),
            Some(Expenseable::Project(id)) => (Some(PROJECT), Some(id.clone())),
        };
        ExpenseView {
            id: item.id.clone(),
            version: item.version,
            expense_type: item.expense_type.key().into(),
            expense_description: item.expense_description.clone(),
            expense_cost: Dollars(item.cents[0]),
            expense_cost_year_2: Dollars(item.cents[1]),
            expense_cost_year_3: Dollars(item.cents[2]),
            expenseable_type,
            expenseable_id,
        }
    }
}

/// Declares a struct with one field per expense category (spec §3 keys, in order).
macro_rules! by_category {
    ($(#[$attr:meta])* $name:ident, $t:ty, $schema:ty) => {
        $(#[$attr])*
        #[derive(Serialize, ToSchema, Clone, Debug, Default)]
        pub struct $name {
            #[schema(value_type = $schema)]
            pub personnel_and_benefits: $t,
            #[schema(value_type = $schema)]
            pub finance_fees: $t,
            #[schema(value_type = $schema)]
            pub legal_fees: $t,
            #[schema(value_type = $schema)]
            pub printing_and_publications: $t,
            #[schema(value_type = $schema)]
            pub travel_conferences_and_meetings: $t,
            #[schema(value_type = $schema)]
            pub marketing_and_communications: $t,
            #[schema(value_type = $schema)]
            pub other_expenses: $t,
            #[serde(rename = "in-kind_goods_services")]
            #[schema(value_type = $schema)]
            pub in_kind_goods_services: $t,
        }

        impl $name {
            pub fn get_mut(&mut self, c: Category) -> &mut $t {
                match c {
                    Category::PersonnelAndBenefits => &mut self.personnel_and_benefits,
                    Category::FinanceFees => &mut self.finance_fees,
                    Category::LegalFees => &mut self.legal_fees,
                    Category::PrintingAndPublications => &mut self.printing_and_publications,
                    Category::TravelConferencesAndMeetings => {
                        &mut self.travel_conferences_and_meetings
                    }
                    Category::MarketingAndCommunications => &mut self.marketing_and_communications,
                    Category::OtherExpenses => &mut self.other_expenses,
                    Category::InKindGoodsServices => &mut self.in_kind_goods_services,
                }
            }
        }
    };
}

by_category!(
    /// A table's items, by category key, each in the order they were added.
    CategoryItems,
    Vec<ExpenseView>,
    Vec<ExpenseView>
);
by_category!(
    /// A table's footer, per category.
    CategoryTotals,
    YearTotals,
    YearTotals
);

/// A whole expense table: every category (empty ones too), each category's sums and the
/// table's ("PROGRAM BUDGET TOTAL").
#[derive(Serialize, ToSchema)]
pub struct ExpenseTable {
    pub expenses: CategoryItems,
    pub totals: CategoryTotals,
    pub total: YearTotals,
}

impl ExpenseTable {
    pub fn of(items: &[ExpenseItem], owner: Option<&Expenseable>) -> Result<Self, ApiError> {
        let mut expenses = CategoryItems::default();
        for item in items {
            expenses
                .get_mut(item.expense_type)
                .push(ExpenseView::of(item, owner));
        }
        let sums = TableTotals::of(items).map_err(overflow)?;
        let mut totals = CategoryTotals::default();
        for c in Category::ALL {
            *totals.get_mut(c) = YearTotals::of(sums.category(c)).map_err(overflow)?;
        }
        Ok(ExpenseTable {
            expenses,
            totals,
            total: YearTotals::of(sums.total).map_err(overflow)?,
        })
    }
}

/// An answer built from stored figures that cannot be added up: the store holds what the API
/// never writes. Logged; the caller sees the generic message.
pub fn overflow(_: Overflow) -> ApiError {
    ApiError::internal("a budget sum passed the limit: stored amounts beyond the API's limits")
}

/// A save answer: the saved items (with their ids and versions, in the order sent) and the
/// table's sums after the save.
#[derive(Serialize, ToSchema)]
pub struct ExpensesSaved {
    pub status: bool,
    pub expenses: Vec<ExpenseView>,
    /// Absent when nothing was sent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub totals: Option<CategoryTotals>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub total: Option<YearTotals>,
}

#[derive(Serialize, ToSchema)]
pub struct Deleted {
    pub status: bool,
}

/// One revenue line.
#[derive(Serialize, ToSchema, Clone, Debug)]
pub struct RevenueView {
    pub id: String,
    pub version: u64,
    /// Always `annual_overhead`.
    pub revenue_category: &'static str,
    /// The type's name, e.g. `Earned Revenue`.
    pub revenue_type: &'static str,
    /// The fixed line's name, e.g. `Tuition`.
    pub revenue_name: String,
    #[schema(value_type = f64)]
    pub revenue_cost: Dollars,
    #[schema(value_type = f64)]
    pub revenue_cost_year_2: Dollars,
    #[schema(value_type = f64)]
    pub revenue_cost_year_3: Dollars,
}

pub const ANNUAL_OVERHEAD: &str = "annual_overhead";

impl RevenueView {
    pub fn of(line: &RevenueEntry) -> Self {
        RevenueView {
            id: line.id.clone(),
            version: line.version,
            revenue_category: ANNUAL_OVERHEAD,
            revenue_type: line.revenue_type.type_name(),
            revenue_name: line.revenue_name.clone(),
            revenue_cost: Dollars(line.cents[0]),
            revenue_cost_year_2: Dollars(line.cents[1]),
            revenue_cost_year_3: Dollars(line.cents[2]),
        }
    }
}

/// Declares a struct with one field per revenue group (spec §3 keys, in order).
macro_rules! by_group {
    ($(#[$attr:meta])* $name:ident, $t:ty, $schema:ty) => {
        $(#[$attr])*
        #[derive(Serialize, ToSchema, Clone, Debug, Default)]
        pub struct $name {
            #[schema(value_type = $schema)]
            pub philanthropic_contributions: $t,
            #[schema(value_type = $schema)]
            pub earned_revenue: $t,
            #[schema(value_type = $schema)]
            pub investment_income: $t,
            #[schema(value_type = $schema)]
            pub government_appropriations: $t,
            #[schema(value_type = $schema)]
            pub in_kind: $t,
        }

        impl $name {
            pub fn get_mut(&mut self, g: RevenueGroup) -> &mut $t {
                match g {
                    RevenueGroup::PhilanthropicContributions => {
                        &mut self.philanthropic_contributions
                    }
                    RevenueGroup::EarnedRevenue => &mut self.earned_revenue,
                    RevenueGroup::InvestmentIncome => &mut self.investment_income,
                    RevenueGroup::GovernmentAppropriations => &mut self.government_appropriations,
                    RevenueGroup::InKind => &mut self.in_kind,
                }
            }
        }
    };
}

by_group!(
    /// The saved revenue lines by group, each in the order of the fixed lines.
    GroupLines,
    Vec<RevenueView>,
    Vec<RevenueView>
);
by_group!(
    /// The revenue table's group totals.
    GroupTotals,
    YearTotals,
    YearTotals
);

/// The revenue table: saved lines by group, group totals and Total Revenue.
#[derive(Serialize, ToSchema)]
pub struct RevenueTable {
    pub revenues: GroupLines,
    pub totals: GroupTotals,
    pub total: YearTotals,
}

impl RevenueTable {
    pub fn of(lines: &[RevenueEntry]) -> Result<Self, ApiError> {
        let mut revenues = GroupLines::default();
        // In the order of the fixed lines.
        for fixed in fundplan_domain::budget::REVENUE_LINES {
            for l in lines
                .iter()
                .filter(|l| l.revenue_type == fixed.group && l.revenue_name == fixed.name)
            {
                revenues.get_mut(l.revenue_type).push(RevenueView::of(l));
            }
        }
        let sums = RevenueTotals::of(lines).map_err(overflow)?;
        let mut totals = GroupTotals::default();
        for g in RevenueGroup::ALL {
            *totals.get_mut(g) = YearTotals::of(sums.group(g)).map_err(overflow)?;
        }
        Ok(RevenueTable {
            revenues,
            totals,
            total: YearTotals::of(sums.total).map_err(overflow)?,
        })
    }
}

/// A revenue save answer: the lines of the save that are stored (with ids and versions, in the
/// order sent; lines saved as all 0 are removed and not listed) and the revenue's sums.
#[derive(Serialize, ToSchema)]
pub struct RevenuesSaved {
    pub status: bool,
    pub revenues: Vec<RevenueView>,
    pub totals: GroupTotals,
    pub total: YearTotals,
}
