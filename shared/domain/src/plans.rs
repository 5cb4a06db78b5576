//! Plans and terms (spec §3, §9). Prices are whole US cents.

use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Term {
    Month,
    Year,
}

impl Term {
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "month" => Some(Term::Month),
            "year" => Some(Term::Year),
            _ => None,
        }
    }
    pub fn as_str(self) -> &'static str {
        match self {
            Term::Month => "month",
            Term::Year => "year",
        }
    }
    pub fn months(self) -> u32 {
        match self {
            Term::Month => 1,
            Term::Year => 12,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    pub id: &'static str,
    pub name: &'static str,
    pub title: &'static str,
    /// (monthly, yearly) in cents; `None` means "Contact Us".
    pub price_cents: Option<(i64, i64)>,
    pub description: &'static str,
    pub features: &'static [&'static str],
}

pub const PRO: Plan = Plan {
    id: "pro",
    name: "Pro",
    title: "Self-Guided E-Tool",
    price_cents: Some((15_000, 120_000)),
    description: "Build your strategic plan for fundraising at your own pace, with every module and document.",
    features: &[
        "Strategic Plan for Fundraising",
        "Customizable Case for Support",
        "Gift Pyramid",
        "Stewardship Structure",
        "Policies and Procedures Manual",
        "Goals Narrative",
        "Fundraising Budgets & Revenue Projections (annual and 3-year)",
        "Collaboration Tools",
    ],
};

pub const PREMIUM: Plan = Plan {
    id: "premium",
    name: "Premium",
    title: "Funder/aggregate supported offerings",
    price_cents: None,
    description: "For funders and networks that support a group of nonprofits.",
    features: &[
        "Full training program: five sessions over six months, ending with a 3-year plan, gift pyramid, case for support, pitch deck and policies",
        "Light-structure group coaching cohort with the 15 e-tool modules (minimum of 10 licences)",
        "Self-guided e-tool with year-long access, underwritten by a funder",
    ],
};

pub const PLANS: [Plan; 2] = [PRO, PREMIUM];

/// Yearly saving of Pro against twelve months ($600).
pub const PRO_YEARLY_SAVING_CENTS: i64 = 15_000 * 12 - 120_000;

/// A plan that can be bought online with this term (Premium is Contact Us).
pub fn purchasable(plan: &str, term: &str) -> Option<(&'static Plan, Term)> {
    let term = Term::parse(term)?;
    PLANS
        .iter()
        .find(|p| p.id == plan && p.price_cents.is_some())
        .map(|p| (p, term))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pro_costs_150_a_month_or_1200_a_year_saving_600() {
        assert_eq!(PRO.price_cents, Some((15_000, 120_000)));
        assert_eq!(PRO_YEARLY_SAVING_CENTS, 60_000);
    }

    #[test]
    fn only_pro_with_a_known_term_can_be_bought() {
        assert!(purchasable("pro", "month").is_some());
        assert!(purchasable("pro", "year").is_some());
        assert!(purchasable("pro", "week").is_none());
        assert!(purchasable("premium", "month").is_none());
        assert!(purchasable("gold", "year").is_none());
    }
}
