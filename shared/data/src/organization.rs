//! The organization: `ORG#<org>` / `ORG`.

use crate::record::{Record, org_pk};
use fundplan_domain::organization::Letterhead;
use fundplan_domain::organization::letterhead::Saved;
use fundplan_ports::table::{Item, Key};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrganizationRecord {
    pub id: String,
    pub owner_id: String,
    pub name: String,
    pub address: String,
    pub phone: String,
    pub website: String,
    pub background_color: String,
    pub headings_color: String,
    pub body_color: String,
    pub font_family: String,
    pub logo_key: Option<String>,
    pub director_name: String,
    pub year: String,
    pub created_at: i64,
    /// "letter" or "a4" as chosen in settings; "" (absent) follows the phone's country.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub paper_size: String,
}

impl Record for OrganizationRecord {
    const ENTITY: &'static str = "organization";
}

impl OrganizationRecord {
    pub fn key(org_id: &str) -> Key {
        Key::new(org_pk(org_id), "ORG")
    }
    pub fn to_item(&self, version: u64) -> Item {
        self.encode(Self::key(&self.id), version)
    }

    /// The organization as its documents print it (the one derivation: texts trimmed, colours
    /// and font defaulted and named).
    pub fn letterhead(&self) -> Letterhead {
        Letterhead::of(Saved {
            name: &self.name,
            director_name: &self.director_name,
            address: &self.address,
            phone: &self.phone,
            website: &self.website,
            background_color: &self.background_color,
            headings_color: &self.headings_color,
            body_color: &self.body_color,
            font_family: &self.font_family,
            year: &self.year,
            paper_size: &self.paper_size,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{Value, json};

    #[test]
    fn an_organization_item_has_its_pinned_layout() {
        let o = OrganizationRecord {
            id: "o1".into(),
            owner_id: "u1".into(),
            name: "Acme Trust".into(),
            logo_key: Some("orgs/o1/logo-x.png".into()),
            created_at: 5,
            ..Default::default()
        };
        let item = o.to_item(2);
        assert_eq!(item.key, Key::new("ORG#o1", "ORG"));
        assert_eq!(item.gsi1, None);
        assert_eq!(item.expires_at, None);
        assert_eq!(item.version, 2);
        assert_eq!(
            Value::Object(item.attrs.clone()),
            json!({"id":"o1","owner_id":"u1","name":"Acme Trust","address":"","phone":"","website":"",
                   "background_color":"","headings_color":"","body_color":"","font_family":"",
                   "logo_key":"orgs/o1/logo-x.png","director_name":"","year":"","created_at":5})
        );
        assert_eq!(OrganizationRecord::decode(&item).unwrap().value, o);
    }
}
