//! `plans.ts`: the plan catalogue (`crate::plans`).

use super::{HEADER, ts};
use crate::plans::PLANS;
use std::fmt::Write;

/// The plan catalogue (shared/domain/src/plans.rs) as `GET /plans` serves it: prices in whole
/// dollars, `null` for a "Contact Us" plan. The SPA shows it when the call fails.
pub fn plans_ts() -> String {
    let mut o = String::from(HEADER);
    o.push_str(
        "\n/** The plans on offer (shared/domain/src/plans.rs), as GET /plans answers them: whole US dollars, null for \"Contact Us\". */\n",
    );
    o.push_str("export const PLANS = [\n");
    for plan in PLANS.iter() {
        o.push_str("  {\n");
        let _ = writeln!(o, "    id: {},", ts(plan.id));
        let _ = writeln!(o, "    name: {},", ts(plan.name));
        let _ = writeln!(o, "    title: {},", ts(plan.title));
        match plan.price_cents {
            Some((monthly, yearly)) => {
                let _ = writeln!(
                    o,
                    "    price: {{ monthly: {}, yearly: {} }},",
                    monthly / 100,
                    yearly / 100
                );
            }
            None => o.push_str("    price: null,\n"),
        }
        let _ = writeln!(o, "    description: {},", ts(plan.description));
        o.push_str("    features: [\n");
        for feature in plan.features {
            let _ = writeln!(o, "      {},", ts(feature));
        }
        o.push_str("    ],\n  },\n");
    }
    o.push_str("];\n");
    o
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_plans_are_the_catalogue_in_whole_dollars() {
        let p = plans_ts();
        assert!(p.contains("    id: 'pro',\n"));
        assert!(p.contains("    price: { monthly: 150, yearly: 1200 },\n"));
        assert!(p.contains("    id: 'premium',\n"));
        assert!(p.contains("    price: null,\n"));
        assert!(
            p.contains("      'Fundraising Budgets & Revenue Projections (annual and 3-year)',\n")
        );
        assert_eq!(p.matches("\n  {\n").count(), PLANS.len());
    }
}
