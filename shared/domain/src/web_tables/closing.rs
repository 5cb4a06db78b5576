//! `closing.ts`: the closing modules' static tables (collateral, policies, stewardship, ways to
//! give, stories, feasibility).

use super::{HEADER, ts, union};
use std::fmt::Write;

/// The closing modules' static tables (spec file 3; shared/domain/src/{collateral, policies,
/// stewardship, ways_to_give, stories, feasibility}.rs): the 25 collateral cards and their tabs,
/// the policies registry, the ways-to-give options, the prospect ratios
/// and the limits the server enforces.
pub fn closing_ts() -> String {
    use crate::collateral::{CARDS, Tab};
    use crate::feasibility::{MAX_PROSPECT_NAME_CHARS, MAX_PROSPECT_NAMES_PER_LEVEL};
    use crate::policies::POLICIES;
    use crate::stewardship::{MAX_BENEFIT_NAME_CHARS, MAX_BENEFITS};
    use crate::stories::{MAX_STORIES, MAX_STORY_CHARS, STORY_WORD_LIMIT};
    use crate::ways_to_give::OPTIONS;

    let opt = |v: Option<&str>| v.map_or("null".to_string(), ts);
    let mut o = String::from(HEADER);
    o.push_str("// The closing modules' tables come from shared/domain/src (collateral, policies, stewardship, ways_to_give).\n\n");

    o.push_str("/** A filter tab of the Fundraising Resources page (`?tab=` takes its slug). */\n");
    o.push_str("export type CollateralType =");
    o.push_str(&union(Tab::ALL.iter().map(|t| ts(t.label()))));
    o.push_str(";\n\n");
    o.push_str("/** The tabs after \"All\", in order. */\n");
    o.push_str("export const COLLATERAL_TABS: readonly { readonly label: CollateralType; readonly slug: string }[] = [\n");
    for t in Tab::ALL {
        let _ = writeln!(
            o,
            "  {{ label: {}, slug: {} }},",
            ts(t.label()),
            ts(&crate::sections::slug(t.label()))
        );
    }
    o.push_str("];\n\n");

    o.push_str("/** The document kinds the cards download: kinds of the server's catalogue of documents (shared/documents/src/kind.rs, whose tests hold every card to its kind), which the API types list whole as `DocumentRequest['kind']`. */\n");
    o.push_str("export type CollateralDocumentKind =");
    let mut kinds: Vec<&str> = Vec::new();
    for c in &CARDS {
        if !kinds.contains(&c.document) {
            kinds.push(c.document);
        }
    }
    o.push_str(&union(kinds.iter().map(|k| ts(k))));
    o.push_str(";\n\n");
    let ready_from = |c: &crate::collateral::Card| {
        c.ready_from_page()
            .unwrap_or_else(|| panic!("{}: {} is no fixed page", c.title, c.ready_from))
    };
    o.push_str("/** The pages the cards are made ready from: fixed pages of the plan (`FixedSectionPath`), from the section catalogue. */\n");
    o.push_str("export type CollateralReadyPath =");
    let mut paths: Vec<String> = Vec::new();
    for c in &CARDS {
        let (path, _) = ready_from(c);
        if !paths.contains(&path) {
            paths.push(path);
        }
    }
    o.push_str(&union(paths.iter().map(|p| ts(p))));
    o.push_str(";\n\n");
    o.push_str("export interface CollateralCardDef {\n  /** The spec's title, verbatim: the key of `fundraising_collateral_status`. */\n  readonly title: string;\n  readonly type: CollateralType;\n  readonly description: string;\n  /** The `?highlight=` value and the card's element id. */\n  readonly anchor: string;\n  /** What Download asks `POST /documents` for. */\n  readonly document: CollateralDocumentKind;\n  /** The policy identity of a template card. */\n  readonly identity: string | null;\n  /** Download is enabled only when Complete, or unless Not Ready (spec file 3 §4). */\n  readonly needs: 'complete' | 'not-not-ready';\n  /** The page a Not Ready card asks to finish (its link), with the name the link reads. */\n  readonly readyFrom: { readonly path: CollateralReadyPath; readonly name: string };\n}\n\n");
    o.push_str("/** The 25 cards of the Fundraising Resources page, in order (DECISIONS \"Collateral cards and tabs\"). */\n");
    o.push_str("export const COLLATERAL_CARDS: readonly CollateralCardDef[] = [\n");
    for c in &CARDS {
        let (path, name) = ready_from(c);
        let _ = writeln!(
            o,
            "  {{\n    title: {},\n    type: {},\n    description: {},\n    anchor: {},\n    document: {},\n    identity: {},\n    needs: {},\n    readyFrom: {{ path: {}, name: {} }},\n  }},",
            ts(c.title),
            ts(c.tab.label()),
            ts(c.description),
            ts(&c.anchor()),
            ts(c.document),
            opt(c.identity),
            ts(c.needs.key()),
            ts(&path),
            ts(name)
        );
    }
    o.push_str("];\n\n");

    o.push_str("export type PolicyGroup = 'foundational' | 'development' | 'other';\n\n");
    o.push_str("export interface PolicyDef {\n  /** The spec's snake_case key (sent to and read from `/policies-and-procedures`). */\n  readonly identity: string;\n  /** As the selection screen lists it. */\n  readonly name: string;\n  readonly description: string;\n  readonly group: PolicyGroup;\n  /** The collateral card's (and the document's) title. */\n  readonly title: string;\n}\n\n");
    o.push_str("/** The 18 policies and documents in screen order: the Policies and Procedures Manual screen lists the foundational group, Development Documents the development group and Other Documents. */\n");
    o.push_str("export const POLICIES: readonly PolicyDef[] = [\n");
    for p in &POLICIES {
        let _ = writeln!(
            o,
            "  {{\n    identity: {},\n    name: {},\n    description: {},\n    group: {},\n    title: {},\n  }},",
            ts(p.identity),
            ts(p.name),
            ts(p.description),
            ts(p.group.key()),
            ts(p.title)
        );
    }
    o.push_str("];\n\n");

    o.push_str("export interface WayToGiveDef {\n  readonly label: string;\n  /** The icon's name. */\n  readonly icon: string;\n  readonly subOptions: readonly string[];\n}\n\n");
    o.push_str("/** The ways-to-give checklist (spec file 3 §9). The answer stores the selected labels, options and sub-options alike, as a JSON list. */\n");
    o.push_str("export const WAYS_TO_GIVE: readonly WayToGiveDef[] = [\n");
    for w in &OPTIONS {
        let subs = w
            .sub_options
            .iter()
            .map(|s| ts(s))
            .collect::<Vec<_>>()
            .join(", ");
        let _ = writeln!(
            o,
            "  {{ label: {}, icon: {}, subOptions: [{subs}] }},",
            ts(w.label),
            ts(w.icon)
        );
    }
    o.push_str("];\n\n");

    o.push_str("/** The prospect ratios, in the screen's order, with their maturity (spec file 3 §9); 3 is the default. */\n");
    o.push_str("export const PROSPECT_RATIOS: readonly { readonly value: 5 | 4 | 3; readonly label: string; readonly maturity: string }[] = [\n");
    for (v, m) in [(5, "Low"), (4, "Average"), (3, "High")] {
        let _ = writeln!(o, "  {{ value: {v}, label: '{v}:1', maturity: '{m}' }},");
    }
    o.push_str("];\n\n");

    o.push_str("/** The server's limits of the closing modules (past them, 422). */\n");
    o.push_str("export const CLOSING_LIMITS = {\n");
    let _ = writeln!(o, "  maxStories: {MAX_STORIES},");
    let _ = writeln!(o, "  storyWordLimit: {STORY_WORD_LIMIT},");
    let _ = writeln!(o, "  maxStoryChars: {MAX_STORY_CHARS},");
    let _ = writeln!(o, "  maxBenefits: {MAX_BENEFITS},");
    let _ = writeln!(o, "  maxBenefitNameChars: {MAX_BENEFIT_NAME_CHARS},");
    let _ = writeln!(o, "  maxProspectNameChars: {MAX_PROSPECT_NAME_CHARS},");
    let _ = writeln!(
        o,
        "  maxProspectNamesPerLevel: {MAX_PROSPECT_NAMES_PER_LEVEL},"
    );
    o.push_str("} as const;\n\n");

    {
        use crate::gift_chart::edit::{MAX_AMOUNT_CENTS, MAX_GIFTS_PER_LEVEL, MAX_LEVELS};
        use crate::gift_chart::{LEAD_SHARE_DEFAULT, LEAD_SHARE_MAX, LEAD_SHARE_MIN};
        o.push_str("/** The gift chart's bounds (shared/domain/src/gift_chart/edit.rs; past them, 422): amounts in whole dollars, the lead share in percent of the goal. */\n");
        o.push_str("export const GIFT_CHART_LIMITS = {\n");
        let _ = writeln!(o, "  maxLevels: {MAX_LEVELS},");
        let _ = writeln!(o, "  maxGiftsPerLevel: {MAX_GIFTS_PER_LEVEL},");
        let _ = writeln!(o, "  maxAmountDollars: {},", MAX_AMOUNT_CENTS / 100);
        let _ = writeln!(o, "  leadShareMin: {LEAD_SHARE_MIN},");
        let _ = writeln!(o, "  leadShareMax: {LEAD_SHARE_MAX},");
        let _ = writeln!(o, "  leadShareDefault: {LEAD_SHARE_DEFAULT},");
        o.push_str("} as const;\n\n");
        o.push_str("/** Each gift-chart check's short title, by id, in the checks' order (shared/domain/src/gift_chart/checks.rs). */\n");
        o.push_str("export const GIFT_CHART_CHECK_TITLES = {\n");
        for (id, title) in crate::gift_chart::CHECK_TITLES {
            let _ = writeln!(o, "  {id}: {},", ts(title));
        }
        o.push_str("} as const;\n");
    }
    o
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_closing_tables_are_the_domains_cards_policies_and_options() {
        let c = closing_ts();
        assert_eq!(c.matches("\n    title: ").count(), 25 + 18);
        assert!(
            c.contains("    title: 'Gift Agreement: Pledge',\n    type: 'Gift Documentation',\n")
        );
        assert!(c.contains("    anchor: 'campaign-gift-pyramid',\n    document: 'gift_pyramid',\n    identity: null,\n    needs: 'complete',\n    readyFrom: { path: '/steps/gift-pyramid/prospect-to-donor-ratio', name: 'Donor: Prospect Ratio and Gift Pyramid' },\n"));
        assert!(c.contains("    identity: 'pledge_form',\n    needs: 'not-not-ready',\n    readyFrom: { path: '/steps/fundraising-operations/development-documents', name: 'Development Documents' },\n"));
        assert!(c.contains("    anchor: 'case-for-support-narrative',\n    document: 'case_narrative',\n    identity: null,\n    needs: 'not-not-ready',\n    readyFrom: { path: '/steps/finalize-your-case-for-support/overview', name: 'Case for Support' },\n"));
        assert_eq!(c.matches("\n    readyFrom: { path: '").count(), 25);
        assert!(c.contains("export type CollateralReadyPath =\n  | '/case-statement-document'\n"));
        assert!(c.contains("    identity: 'donor_acknowledgment_letter',\n    name: 'Standard Tax Receipt and Acknowledgement Letter',\n"));
        assert!(
            !c.contains("STEWARDSHIP_COLUMNS"),
            "the columns are the plan's chart"
        );
        assert!(c.contains("  { label: 'Planned Gifts', icon: 'planned-gifts', subOptions: ['Bequests', 'Charitable Gift Annuities', 'Charitable Remainder Trusts/Unitrust', 'Other'] },"));
        assert!(c.contains("  { value: 4, label: '4:1', maturity: 'Average' },"));
        assert!(c.contains("  { label: 'Gift Documentation', slug: 'gift-documentation' },"));
        assert!(c.contains("  maxStories: 3,\n  storyWordLimit: 263,\n"));
    }
}
