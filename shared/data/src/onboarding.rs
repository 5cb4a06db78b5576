//! The onboarding steps of an organization: `ORG#<org>` / `ONBOARDING`.

use crate::record::{Record, org_pk};
use fundplan_domain::onboarding::Steps;
use fundplan_ports::table::{Item, Key};
use serde::{Deserialize, Serialize};

/// The onboarding steps of an organization (one item).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OnboardingRecord {
    #[serde(default)]
    pub steps: Steps,
}

impl Record for OnboardingRecord {
    const ENTITY: &'static str = "onboarding";
}

impl OnboardingRecord {
    pub fn key(org_id: &str) -> Key {
        Key::new(org_pk(org_id), "ONBOARDING")
    }
    pub fn to_item(&self, org_id: &str, version: u64) -> Item {
        self.encode(Self::key(org_id), version)
    }
}

pub fn onboarding_key(org_id: &str) -> Key {
    OnboardingRecord::key(org_id)
}

pub fn onboarding_item(org_id: &str, steps: &Steps, version: u64) -> Item {
    OnboardingRecord {
        steps: steps.clone(),
    }
    .to_item(org_id, version)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{Value, json};
    use std::collections::BTreeMap;

    #[test]
    fn an_onboarding_item_has_its_pinned_layout() {
        let steps = Steps(BTreeMap::from([("welcome".into(), 1), ("team".into(), -1)]));
        let item = onboarding_item("o1", &steps, 2);
        assert_eq!(item.key, Key::new("ORG#o1", "ONBOARDING"));
        assert_eq!(
            (item.gsi1.clone(), item.expires_at, item.version),
            (None, None, 2)
        );
        assert_eq!(
            Value::Object(item.attrs.clone()),
            json!({"steps":{"team":-1,"welcome":1}})
        );
        assert_eq!(OnboardingRecord::decode(&item).unwrap().value.steps, steps);
    }
}
