//! The budget's tests: the spec's categories and lines, the tables' limits, the sums and the
//! figures (with properties over random tables).

use super::*;
use crate::goals::Years;
use crate::messages;
use crate::money::{MAX_AMOUNT_CENTS, parse_amount, parse_amount_json};
use proptest::prelude::*;

fn item(c: Category, cents: Years) -> ExpenseItem {
    ExpenseItem {
        id: "01J".into(),
        expense_type: c,
        expense_description: "x".into(),
        cents,
        version: 1,
    }
}

fn rev(g: RevenueGroup, cents: Years) -> RevenueEntry {
    RevenueEntry {
        id: "01R".into(),
        revenue_type: g,
        revenue_name: "x".into(),
        cents,
        version: 1,
    }
}

#[test]
fn categories_have_the_spec_keys_labels_and_order() {
    let keys: Vec<_> = Category::ALL.iter().map(|c| c.key()).collect();
    assert_eq!(
        keys,
        [
            "personnel_and_benefits",
            "finance_fees",
            "legal_fees",
            "printing_and_publications",
            "travel_conferences_and_meetings",
            "marketing_and_communications",
            "other_expenses",
            "in-kind_goods_services"
        ]
    );
    assert_eq!(
        Category::TravelConferencesAndMeetings.label(),
        "Travel, Conferences, and Meetings"
    );
    assert_eq!(
        Category::InKindGoodsServices.label(),
        "In-Kind Goods & Services"
    );
    for (i, c) in Category::ALL.iter().enumerate() {
        assert_eq!(c.index(), i);
        assert_eq!(Category::parse(c.key()), Some(*c));
        assert_eq!(
            Category::parse(&format!(" {} ", c.label().to_uppercase())),
            Some(*c)
        );
        assert_eq!(serde_json::to_value(c).unwrap(), c.key());
    }
    assert_eq!(Category::parse("programs_cost"), None);
    assert_eq!(Category::parse(""), None);
}

#[test]
fn the_expense_pie_has_the_eight_categories_and_programs() {
    let mut from_categories: Vec<_> = Category::ALL.iter().map(|c| c.chart_key()).collect();
    from_categories.push(PROGRAMS_CHART_KEY);
    let mut chart = EXPENSE_CHART_KEYS.to_vec();
    chart.sort();
    from_categories.sort();
    assert_eq!(chart, from_categories);
    assert_eq!(EXPENSE_CHART_KEYS[6], "programs_cost");
    assert_eq!(EXPENSE_CHART_KEYS[8], "in_kind_goods_and_services");
}

#[test]
fn revenue_lines_are_matched_by_name_and_type_case_insensitively() {
    assert_eq!(REVENUE_LINES.len(), 16);
    for g in RevenueGroup::ALL {
        assert!(REVENUE_LINES.iter().any(|l| l.group == g));
        assert_eq!(RevenueGroup::parse(g.type_name()), Some(g));
        assert_eq!(RevenueGroup::parse(g.key()), Some(g));
    }
    let l = revenue_line(" earned revenue ", "  tuition ").unwrap();
    assert_eq!((l.group, l.name), (RevenueGroup::EarnedRevenue, "Tuition"));
    let l = revenue_line("In-Kind Goods/Services", "goods/services").unwrap();
    assert_eq!(l.group, RevenueGroup::InKind);
    assert_eq!(revenue_line("in_kind", "Goods/Services"), Some(l));
    // The name must belong to the type.
    assert_eq!(revenue_line("Earned Revenue", "City"), None);
    assert_eq!(revenue_line("Earned Revenue", "Bake sale"), None);
    assert_eq!(revenue_line("Donations", "Individual Gifts"), None);
    assert_eq!(RevenueGroup::InKind.type_name(), "In-Kind Goods/Services");
    assert_eq!(
        RevenueGroup::InKind.chart_key(),
        "in_kind_goods_and_services"
    );
    assert!(!RevenueGroup::PhilanthropicContributions.reduces_goal());
}

#[test]
fn descriptions_are_trimmed_required_and_limited() {
    assert_eq!(clean_description("  Rent\u{A0}").unwrap(), "Rent");
    assert_eq!(
        clean_description(" \n\t"),
        Err(messages::EXPENSE_DESCRIPTION_REQUIRED)
    );
    assert!(clean_description(&"é".repeat(MAX_DESCRIPTION_CHARS)).is_ok());
    assert_eq!(
        clean_description(&"a".repeat(MAX_DESCRIPTION_CHARS + 1)),
        Err(messages::EXPENSE_DESCRIPTION_TOO_LONG)
    );
}

#[test]
fn a_table_holds_at_most_300_items_and_a_bounded_size() {
    let full = vec![item(Category::FinanceFees, [1, 0, 0]); MAX_TABLE_ITEMS];
    assert_eq!(check_table(&full), Ok(()));
    let mut over = full.clone();
    over.push(item(Category::FinanceFees, [1, 0, 0]));
    assert_eq!(check_table(&over), Err(messages::EXPENSE_TABLE_FULL));
    let mut wide = item(Category::FinanceFees, [1, 0, 0]);
    wide.expense_description = "😀".repeat(MAX_DESCRIPTION_CHARS);
    let wide = vec![wide; MAX_TABLE_ITEMS];
    assert_eq!(check_table(&wide), Err(messages::EXPENSE_TABLE_TOO_LARGE));
}

#[test]
fn a_tables_items_add_up_to_at_most_ten_billion_dollars_in_each_year() {
    let max = crate::money::MAX_AMOUNT_CENTS;
    let at_max = vec![
        item(Category::FinanceFees, [max / 2, 0, 1]),
        item(Category::FinanceFees, [max / 2, max, 0]),
    ];
    assert_eq!(check_table(&at_max), Ok(()));
    for year in 0..3 {
        let mut over = at_max.clone();
        let mut extra = [0; 3];
        extra[year] = max;
        over.push(item(Category::FinanceFees, extra));
        assert_eq!(
            check_table(&over),
            Err(messages::EXPENSE_TABLE_YEAR_TOO_LARGE),
            "year {}",
            year + 1
        );
    }
    // The hostile table: 300 items at the item maximum.
    let hostile = vec![item(Category::FinanceFees, [max, max, max]); MAX_TABLE_ITEMS];
    assert_eq!(
        check_table(&hostile),
        Err(messages::EXPENSE_TABLE_YEAR_TOO_LARGE)
    );
}

#[test]
fn missing_and_empty_year_values_count_zero_and_others_parse_exactly() {
    use serde_json::json;
    assert_eq!(year_amount(None), Ok(0));
    assert_eq!(year_amount(Some(&json!(null))), Ok(0));
    assert_eq!(year_amount(Some(&json!("  "))), Ok(0));
    assert_eq!(year_amount(Some(&json!("1,200.50"))), Ok(120_050));
    assert_eq!(year_amount(Some(&json!(0.1))), Ok(10));
    assert!(year_amount(Some(&json!(-1))).is_err());
    assert!(year_amount(Some(&json!(true))).is_err());
}

#[test]
fn dollars_are_written_exactly_from_cents() {
    assert_eq!(dollars_text(0), "0");
    assert_eq!(dollars_text(5), "0.05");
    assert_eq!(dollars_text(30), "0.3");
    assert_eq!(dollars_text(123_450), "1234.5");
    assert_eq!(dollars_text(85_100_000), "851000");
    assert_eq!(dollars_text(-120_001), "-1200.01");
    assert_eq!(dollars_text(i64::MIN), "-92233720368547758.08");
    assert_eq!(
        serde_json::to_string(&[Dollars(30), Dollars(SUM_LIMIT - 1)]).unwrap(),
        "[0.3,999999999999999.99]"
    );
}

#[test]
fn sums_past_the_limit_are_an_error_never_a_wrapped_figure() {
    assert_eq!(add(i64::MAX, 1), Err(Overflow));
    assert_eq!(add(SUM_LIMIT, 1), Err(Overflow));
    assert_eq!(add(SUM_LIMIT, 0), Ok(SUM_LIMIT));
    assert_eq!(sub(-SUM_LIMIT, 1), Err(Overflow));
    let huge = vec![item(Category::LegalFees, [SUM_LIMIT / 2 + 1, 0, 0]); 2];
    assert_eq!(TableTotals::of(&huge), Err(Overflow));
    let tables = PlanTables {
        overhead: &huge[..1],
        programs: vec![&huge[..1]],
        ..PlanTables::default()
    };
    assert_eq!(figures(&tables), Err(Overflow));
    assert_eq!(Overflow.to_string(), messages::BUDGET_TOO_LARGE);
}

#[test]
fn the_pies_take_year_1_of_the_overhead_categories_programs_and_revenue_groups() {
    let overhead = [
        item(Category::PersonnelAndBenefits, [100, 7, 7]),
        item(Category::InKindGoodsServices, [5, 7, 7]),
    ];
    let program = [item(Category::PersonnelAndBenefits, [40, 9, 9])];
    let revenue = [
        rev(RevenueGroup::InKind, [3, 1, 1]),
        rev(RevenueGroup::EarnedRevenue, [2, 1, 1]),
    ];
    let f = figures(&PlanTables {
        overhead: &overhead,
        programs: vec![&program, &[]],
        revenue: &revenue,
        ..PlanTables::default()
    })
    .unwrap();
    assert_eq!(f.expense_chart_year_1, [100, 0, 0, 0, 0, 0, 40, 0, 5]);
    assert_eq!(f.revenue_chart_year_1, [0, 2, 0, 0, 3]);
    assert_eq!(f.programs[1], TableTotals::default());
    // 105 + 40 − (3 + 2) in year 1; 7 + 7 + 9 − (1 + 1) in years 2 and 3.
    assert_eq!(f.goals.annual_fundraising_goal, [140, 21, 21]);
}

#[test]
fn skipped_new_projects_keep_their_figures_but_leave_the_goals() {
    let project = [item(Category::OtherExpenses, [10_000, 5_000, 5_000])];
    let mut tables = PlanTables {
        projects: vec![&project],
        ..PlanTables::default()
    };
    let counted = figures(&tables).unwrap();
    assert_eq!(
        counted.goals.final_total_fundraising_goal_for_3_years,
        20_000
    );
    tables.new_projects_skipped = true;
    let skipped = figures(&tables).unwrap();
    assert_eq!(skipped.project_expenses, [10_000, 5_000, 5_000]);
    assert_eq!(skipped.goals.new_project_expenses, [0; 3]);
    assert_eq!(skipped.goals.final_total_fundraising_goal_for_3_years, 0);
}

fn amount() -> impl Strategy<Value = i64> {
    prop_oneof![0..=1_000_000i64, 0..=MAX_AMOUNT_CENTS]
}

fn years() -> impl Strategy<Value = Years> {
    [amount(), amount(), amount()]
}

fn items(max: usize) -> impl Strategy<Value = Vec<ExpenseItem>> {
    proptest::collection::vec((0..8usize, years()), 0..max).prop_map(|v| {
        v.into_iter()
            .map(|(c, y)| item(Category::ALL[c], y))
            .collect()
    })
}

fn lines() -> impl Strategy<Value = Vec<RevenueEntry>> {
    proptest::collection::vec((0..5usize, years()), 0..12).prop_map(|v| {
        v.into_iter()
            .map(|(g, y)| rev(RevenueGroup::ALL[g], y))
            .collect()
    })
}

fn exact_sum(items: &[ExpenseItem], y: usize, c: Option<Category>) -> i128 {
    items
        .iter()
        .filter(|i| c.is_none_or(|c| i.expense_type == c))
        .map(|i| i128::from(i.cents[y]))
        .sum()
}

proptest! {
    #[test]
    fn a_tables_totals_are_the_sums_of_its_items(items in items(MAX_TABLE_ITEMS)) {
        let t = TableTotals::of(&items).unwrap();
        for y in 0..3 {
            for c in Category::ALL {
                prop_assert_eq!(i128::from(t.category(c)[y]), exact_sum(&items, y, Some(c)));
            }
            prop_assert_eq!(i128::from(t.total[y]), exact_sum(&items, y, None));
        }
    }

    #[test]
    fn each_years_goal_is_the_expenses_less_the_revenue_that_is_not_philanthropic(
        overhead in items(20),
        programs in proptest::collection::vec(items(20), 0..10),
        projects in proptest::collection::vec(items(10), 0..4),
        revenue in lines(),
        skipped in any::<bool>(),
    ) {
        let f = figures(&PlanTables {
            overhead: &overhead,
            programs: programs.iter().map(|p| p.as_slice()).collect(),
            projects: projects.iter().map(|p| p.as_slice()).collect(),
            revenue: &revenue,
            new_projects_skipped: skipped,
        })
        .unwrap();
        let mut three_years = 0i128;
        for y in 0..3 {
            let expenses = exact_sum(&overhead, y, None)
                + programs.iter().map(|p| exact_sum(p, y, None)).sum::<i128>();
            let reducing: i128 = revenue
                .iter()
                .filter(|l| l.revenue_type.reduces_goal())
                .map(|l| i128::from(l.cents[y]))
                .sum();
            let goal = expenses - reducing;
            prop_assert_eq!(i128::from(f.goals.annual_fundraising_goal[y]), goal);
            prop_assert_eq!(i128::from(f.goals.total_annual_expenses[y]), expenses);
            let projects_y: i128 = projects.iter().map(|p| exact_sum(p, y, None)).sum();
            prop_assert_eq!(i128::from(f.project_expenses[y]), projects_y);
            three_years += goal + if skipped { 0 } else { projects_y };
        }
        prop_assert_eq!(
            i128::from(f.goals.final_total_fundraising_goal_for_3_years),
            three_years
        );
        prop_assert_eq!(f.expense_chart_year_1.iter().sum::<i64>(), f.goals.total_annual_expenses[0]);
    }

    #[test]
    fn dollars_read_back_to_the_same_cents(cents in -SUM_LIMIT..=SUM_LIMIT) {
        let text = dollars_text(cents);
        // Read the text back digit by digit: sign, whole dollars, at most two decimals.
        let (negative, rest) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text.as_str()),
        };
        let (whole, frac) = rest.split_once('.').unwrap_or((rest, ""));
        prop_assert!(frac.len() <= 2 && !frac.ends_with('0'));
        let magnitude = whole.parse::<i128>().unwrap() * 100
            + format!("{frac:0<2}").parse::<i128>().unwrap();
        prop_assert_eq!(if negative { -magnitude } else { magnitude }, i128::from(cents));
        if (0..=MAX_AMOUNT_CENTS).contains(&cents) {
            prop_assert_eq!(parse_amount(&text), Ok(cents));
        }
    }

    #[test]
    fn an_items_dollars_in_a_json_answer_parse_back_to_its_cents(cents in 0..=MAX_AMOUNT_CENTS) {
        let json = serde_json::to_string(&Dollars(cents)).unwrap();
        let value: serde_json::Value = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(parse_amount_json(&value), Ok(cents));
    }
}
