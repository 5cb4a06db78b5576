//! The completion toasts: the resource of the Fundraising Resources page that a page of the
//! plan makes ready, and the link to it.

use super::routes::slug;

/// When a completion toast shows (spec file 1 §2 step container, file 3 §2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToastWhen {
    /// On reaching the page before it is completed.
    Arrival,
    /// On completing the page (the first Next on it).
    Completion,
}

/// How a toast's link points at its resource on the Fundraising Resources page: `highlight`
/// scrolls to a card and highlights it, `tab` presets a filter tab.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToastAnchor {
    Highlight,
    Tab,
}

/// A "Well done!" toast: the resource (a collateral item or tab, spec file 3 §3) that becomes
/// ready on a page of the plan.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CompletionToast {
    pub path: &'static str,
    pub when: ToastWhen,
    pub resource: &'static str,
    pub anchor: ToastAnchor,
}

/// The Fundraising Resources page, where every completion toast links.
pub const COLLATERAL_PAGE: &str = "/fundraising-collateral";

impl CompletionToast {
    /// The link to the resource: the page with the slug of the item title or tab name.
    pub fn href(&self) -> String {
        let key = match self.anchor {
            ToastAnchor::Highlight => "highlight",
            ToastAnchor::Tab => "tab",
        };
        format!("{COLLATERAL_PAGE}?{key}={}", slug(self.resource))
    }
}

const fn toast(
    path: &'static str,
    when: ToastWhen,
    resource: &'static str,
    anchor: ToastAnchor,
) -> CompletionToast {
    CompletionToast {
        path,
        when,
        resource,
        anchor,
    }
}

/// Every completion toast of the plan.
pub const COMPLETION_TOASTS: [CompletionToast; 6] = [
    toast(
        "/steps/total-fundraising-goal/summary",
        ToastWhen::Arrival,
        "Understanding Your Fundraising Goals",
        ToastAnchor::Highlight,
    ),
    toast(
        "/steps/finalize-your-case-for-support/success-story-highlights",
        ToastWhen::Completion,
        "Talking Points",
        ToastAnchor::Highlight,
    ),
    toast(
        "/steps/fundraising-operations/policies-procedures",
        ToastWhen::Completion,
        "Policies and Procedures",
        ToastAnchor::Highlight,
    ),
    toast(
        "/steps/fundraising-operations/development-documents",
        ToastWhen::Completion,
        "Gift Documentation",
        ToastAnchor::Tab,
    ),
    toast(
        "/steps/stewardship/donor-recognition",
        ToastWhen::Completion,
        "Stewardship Structure",
        ToastAnchor::Highlight,
    ),
    toast(
        "/steps/gift-pyramid/prospect-to-donor-ratio",
        ToastWhen::Completion,
        "Campaign Gift Pyramid",
        ToastAnchor::Highlight,
    ),
];
