//! The four onboarding steps, their statuses and the routing after login (spec §4).

use crate::account::Role;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub const STEPS: [&str; 4] = ["welcome", "organization", "about-you", "team"];

/// -1 not reached, 0 accessible, 1 completed.
pub type Status = i8;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Steps(pub BTreeMap<String, Status>);

impl Default for Steps {
    /// A new owner may open the welcome step only.
    fn default() -> Self {
        Steps(
            STEPS
                .iter()
                .enumerate()
                .map(|(i, s)| (s.to_string(), if i == 0 { 0 } else { -1 }))
                .collect(),
        )
    }
}

impl Steps {
    pub fn get(&self, step: &str) -> Status {
        self.0.get(step).copied().unwrap_or(-1)
    }

    /// Applies a requested change: unknown steps and values outside -1..=1 are ignored, and a
    /// completed step is never set back. Completing a step opens the next one.
    pub fn set(&mut self, step: &str, status: Status) {
        if !STEPS.contains(&step) || !(-1..=1).contains(&status) || self.get(step) == 1 {
            return;
        }
        self.0.insert(step.to_string(), status);
        if status == 1
            && let Some(next) = STEPS
                .iter()
                .position(|s| *s == step)
                .and_then(|i| STEPS.get(i + 1))
            && self.get(next) < 0
        {
            self.0.insert(next.to_string(), 0);
        }
    }

    pub fn is_complete(&self) -> bool {
        STEPS.iter().all(|s| self.get(s) == 1)
    }

    pub fn first_incomplete(&self) -> Option<&'static str> {
        STEPS.iter().copied().find(|s| self.get(s) != 1)
    }
}

/// Where the client goes after a successful login (spec §4 Login).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LoginRoute {
    pub should_redirect_to_payment: bool,
    pub should_redirect_to_onboarding: bool,
    pub first_incomplete_step: Option<&'static str>,
}

pub fn login_route(role: Role, subscription_active: bool, steps: &Steps) -> LoginRoute {
    match role {
        Role::Member => LoginRoute {
            should_redirect_to_payment: false,
            should_redirect_to_onboarding: false,
            first_incomplete_step: None,
        },
        Role::Owner if !subscription_active => LoginRoute {
            should_redirect_to_payment: true,
            should_redirect_to_onboarding: false,
            first_incomplete_step: steps.first_incomplete(),
        },
        Role::Owner => LoginRoute {
            should_redirect_to_payment: false,
            should_redirect_to_onboarding: !steps.is_complete(),
            first_incomplete_step: steps.first_incomplete(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_owner_can_open_only_the_welcome_step() {
        let s = Steps::default();
        assert_eq!(STEPS.map(|x| s.get(x)), [0, -1, -1, -1]);
    }

    #[test]
    fn completing_a_step_opens_the_next() {
        let mut s = Steps::default();
        s.set("welcome", 1);
        assert_eq!(s.get("organization"), 0);
        assert_eq!(s.first_incomplete(), Some("organization"));
    }

    #[test]
    fn a_completed_step_is_never_set_back() {
        let mut s = Steps::default();
        s.set("welcome", 1);
        s.set("welcome", -1);
        s.set("welcome", 0);
        assert_eq!(s.get("welcome"), 1);
    }

    #[test]
    fn unknown_steps_and_values_are_ignored() {
        let mut s = Steps::default();
        s.set("billing", 1);
        s.set("team", 7);
        assert_eq!(s, Steps::default());
    }

    #[test]
    fn an_owner_without_an_active_subscription_goes_to_payment() {
        let r = login_route(Role::Owner, false, &Steps::default());
        assert!(r.should_redirect_to_payment);
        assert!(!r.should_redirect_to_onboarding);
    }

    #[test]
    fn a_paying_owner_goes_to_the_first_incomplete_step() {
        let mut s = Steps::default();
        s.set("welcome", 1);
        s.set("organization", 1);
        let r = login_route(Role::Owner, true, &s);
        assert!(r.should_redirect_to_onboarding);
        assert_eq!(r.first_incomplete_step, Some("about-you"));
        for step in STEPS {
            s.set(step, 1);
        }
        let r = login_route(Role::Owner, true, &s);
        assert!(!r.should_redirect_to_onboarding && !r.should_redirect_to_payment);
        assert_eq!(r.first_incomplete_step, None);
    }

    #[test]
    fn a_member_goes_straight_in() {
        let r = login_route(Role::Member, false, &Steps::default());
        assert!(!r.should_redirect_to_payment && !r.should_redirect_to_onboarding);
    }
}
