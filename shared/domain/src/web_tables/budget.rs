//! `budget.ts`: the budget's fixed structure (`crate::budget`).

use super::{HEADER, ts};
use crate::budget::{
    Category, EXPENSE_CHART_KEYS, MAX_DESCRIPTION_CHARS, MAX_TABLE_DESCRIPTION_BYTES,
    MAX_TABLE_ITEMS, PROGRAMS_CHART_KEY, REVENUE_LINES, RevenueGroup,
};
use std::fmt::Write;

/// The label of the Year-1 expense pie's "Programs" slice (DECISIONS "Planning modules").
pub const PROGRAMS_CHART_LABEL: &str = "Programs";

/// The budget's fixed structure (shared/domain/src/budget.rs): the expense categories, the
/// slices of the Year-1 expense pie, the revenue groups with their fixed lines, the table limits.
pub fn budget_ts() -> String {
    let mut o = String::from(HEADER);
    o.push_str("// The budget's structure comes from shared/domain/src/budget.rs.\n\n");

    o.push_str("/** An expense category: its key (sent as `expense_type`) and the label a table shows. */\n");
    o.push_str("export interface ExpenseCategoryDef {\n  readonly key: string;\n  readonly label: string;\n}\n\n");
    o.push_str("/** The eight expense categories, in the spec's order (spec file 2 §3). */\n");
    o.push_str("export const EXPENSE_CATEGORIES: readonly ExpenseCategoryDef[] = [\n");
    for c in Category::ALL {
        let _ = writeln!(o, "  {{ key: {}, label: {} }},", ts(c.key()), ts(c.label()));
    }
    o.push_str("];\n\n");

    o.push_str("/** A slice of a Year-1 pie: its key in the summary's `group_sums` and its legend label. */\n");
    o.push_str("export interface ChartSliceDef {\n  readonly key: string;\n  readonly label: string;\n}\n\n");
    o.push_str("/** The nine slices of the Year-1 expense pie: the eight overhead categories and every core program's expenses. */\n");
    o.push_str("export const EXPENSE_CHART_SLICES: readonly ChartSliceDef[] = [\n");
    for key in EXPENSE_CHART_KEYS {
        let label = if key == PROGRAMS_CHART_KEY {
            PROGRAMS_CHART_LABEL
        } else {
            Category::ALL
                .into_iter()
                .find(|c| c.chart_key() == key)
                .map(|c| c.label())
                .unwrap_or(key)
        };
        let _ = writeln!(o, "  {{ key: {}, label: {} }},", ts(key), ts(label));
    }
    o.push_str("];\n\n");

    o.push_str("/** A revenue group: its response key, its type name (sent as `revenue_type`), its pie slice and fixed lines. */\n");
    o.push_str("export interface RevenueGroupDef {\n  readonly key: string;\n  readonly typeName: string;\n");
    o.push_str("  readonly chartKey: string;\n  /** Subtracted from the expenses to give a year's fundraising goal. */\n");
    o.push_str("  readonly reducesGoal: boolean;\n  readonly lines: readonly string[];\n}\n\n");
    o.push_str("/** The five revenue groups with their fixed lines, in the spec's order (the only lines the server accepts). */\n");
    o.push_str("export const REVENUE_GROUP_DEFS: readonly RevenueGroupDef[] = [\n");
    for g in RevenueGroup::ALL {
        let lines = REVENUE_LINES
            .iter()
            .filter(|l| l.group == g)
            .map(|l| ts(l.name))
            .collect::<Vec<_>>()
            .join(", ");
        let _ = writeln!(
            o,
            "  {{ key: {}, typeName: {}, chartKey: {}, reducesGoal: {}, lines: [{lines}] }},",
            ts(g.key()),
            ts(g.type_name()),
            ts(g.chart_key()),
            g.reduces_goal()
        );
    }
    o.push_str("];\n\n");

    o.push_str(
        "/** The server's limits of one expense table (a longer table or name gets 422). */\n",
    );
    o.push_str("export const TABLE_LIMITS = {\n");
    let _ = writeln!(o, "  maxItems: {MAX_TABLE_ITEMS},");
    let _ = writeln!(o, "  maxDescriptionChars: {MAX_DESCRIPTION_CHARS},");
    let _ = writeln!(o, "  maxDescriptionBytes: {MAX_TABLE_DESCRIPTION_BYTES},");
    o.push_str("} as const;\n");
    o
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_budget_tables_are_the_domains_categories_slices_groups_and_limits() {
        let b = budget_ts();
        assert!(b.contains(
            "  { key: 'personnel_and_benefits', label: 'Personnel and Benefits' },\n  { key: 'finance_fees', label: 'Finance Fees' },"
        ));
        assert!(b.contains(
            "  { key: 'in-kind_goods_services', label: 'In-Kind Goods & Services' },\n];"
        ));
        assert_eq!(b.matches("  { key: '").count(), 8 + 9 + 5);
        assert!(b.contains(
            "  { key: 'marketing_and_communications', label: 'Marketing and Communications' },\n  { key: 'programs_cost', label: 'Programs' },\n  { key: 'other_expenses', label: 'Other Expenses' },\n  { key: 'in_kind_goods_and_services', label: 'In-Kind Goods & Services' },\n];"
        ));
        assert!(b.contains("  { key: 'philanthropic_contributions', typeName: 'Philanthropic Contributions', chartKey: 'philanthropic_contributions', reducesGoal: false, lines: ['Corporate Gifts', 'Individual Gifts', 'Foundation Grants', 'Government Grants', 'Corporate Sponsorships'] },"));
        assert!(b.contains("  { key: 'in_kind', typeName: 'In-Kind Goods/Services', chartKey: 'in_kind_goods_and_services', reducesGoal: true, lines: ['Goods/Services'] },"));
        assert_eq!(b.matches("typeName: '").count(), 5);
        assert!(b.contains(
            "  maxItems: 300,\n  maxDescriptionChars: 500,\n  maxDescriptionBytes: 300000,\n"
        ));
    }
}
