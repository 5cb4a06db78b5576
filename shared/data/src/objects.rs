//! Keys of objects in the object store, built here only. Every object of an organization lives
//! under `orgs/<org id>/`, as its items live under `ORG#<org id>`; each stored version of an
//! image gets a fresh key, so a link to an old version never shows a new image.
//!
//! | object | key |
//! |---|---|
//! | organization logo | `orgs/<org>/logo-<unique>.<ext>` |
//! | profile picture | `orgs/<org>/users/<user>/avatar-<unique>.<ext>` |

/// Where an uploaded image belongs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImageSlot<'a> {
    /// The organization's logo.
    Logo { org_id: &'a str },
    /// A user's profile picture.
    Avatar { org_id: &'a str, user_id: &'a str },
}

/// The folder of every object of one organization.
pub fn org_prefix(org_id: &str) -> String {
    format!("orgs/{org_id}/")
}

impl ImageSlot<'_> {
    /// The key of one stored version of the image: `unique` is a fresh id, `extension` the
    /// image type's (`png`, `jpg`, …).
    pub fn key(&self, unique: &str, extension: &str) -> String {
        match self {
            Self::Logo { org_id } => format!("{}logo-{unique}.{extension}", org_prefix(org_id)),
            Self::Avatar { org_id, user_id } => format!(
                "{}users/{user_id}/avatar-{unique}.{extension}",
                org_prefix(org_id)
            ),
        }
    }

    /// The organization the image belongs to.
    pub fn org_id(&self) -> &str {
        match self {
            Self::Logo { org_id } | Self::Avatar { org_id, .. } => org_id,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn image_keys_have_their_pinned_layout() {
        assert_eq!(
            ImageSlot::Logo { org_id: "o1" }.key("01J", "png"),
            "orgs/o1/logo-01J.png"
        );
        assert_eq!(
            ImageSlot::Avatar {
                org_id: "o1",
                user_id: "u1"
            }
            .key("01K", "jpg"),
            "orgs/o1/users/u1/avatar-01K.jpg"
        );
    }

    #[test]
    fn every_image_of_an_organization_is_under_its_folder_and_no_other() {
        let slots = [
            ImageSlot::Logo { org_id: "o1" },
            ImageSlot::Avatar {
                org_id: "o1",
                user_id: "u1",
            },
        ];
        for slot in slots {
            let key = slot.key("x", "png");
            assert_eq!(slot.org_id(), "o1");
            assert!(key.starts_with(&org_prefix("o1")), "{key}");
            assert!(!key.starts_with(&org_prefix("o")), "{key}");
        }
    }
}
