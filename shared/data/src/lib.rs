//! fundplan's repository layer: the entities of the single table and the writes that span them.
//!
//! - One file per entity (`user.rs`, `organization.rs`, …) with its key codec, its item layout
//!   (the [`Record`] trait) and a golden test pinning that layout.
//! - [`repo`]: the reads every function needs (one `get` each) and the optimistic update of
//!   one item.
//! - [`ops`]: the named writes of several items in one transaction (`create_owner`,
//!   `consume_token_and_save_user`, `accept_invitation`, …). Each builds its transaction and
//!   turns a cancelled one into a domain outcome in one place; handlers never compose write
//!   lists or read the position of a failed operation.
//! - [`objects`]: the keys of objects in the object store (logos, profile pictures).
//! - [`model`]: the whole plan of an organization ([`Plan`]), read with one query of its
//!   partition ([`load_plan`]); [`case`] and [`pitch`] are views computed from it (the case
//!   document's content, the talking points). The layers only point down: entities (`plan`,
//!   `closing`, `casedoc`, `nav`, …) ← `model` ← `case`, `pitch`.
//! - [`jobs`]: document jobs, their lifecycle (start, progress, finish, fail, requeue) and the
//!   last file of each document. The kinds of document are `fundplan_documents`' catalogue; a
//!   job keeps its kind as the API name.
//!
//! Every item of an organization lives under that organization's partition `ORG#<id>`, and the
//! org-scoped functions reach it through an [`OrgScope`] (see [`scope`]), which only a verified
//! principal yields: a handler cannot reach another organization's items, nor the table itself.
//! What belongs to no organization goes through the [`Directory`].
//!
//! | entity | PK | SK | GSI1 | ttl |
//! |---|---|---|---|---|
//! | organization | `ORG#<org>` | `ORG` | | |
//! | user | `ORG#<org>` | `USER#<user>` | `EMAIL#<email>` / `USER` | |
//! | subscription | `ORG#<org>` | `SUBSCRIPTION` | | |
//! | onboarding | `ORG#<org>` | `ONBOARDING` | | |
//! | navigation | `ORG#<org>` | `NAV` | `DUES` / `<org>` while a due date is set | |
//! | due-date e-mail sent | `ORG#<org>` | `DUESENT#<kind>#<day>#<key>#<user>` | | 90 days |
//! | conversation thread | `ORG#<org>#TALK` | `THREAD#<section key>#<thread>` | | |
//! | comment | `ORG#<org>#TALK` | `COMMENT#<thread>#<comment>` | | |
//! | activity entry | `ORG#<org>#ACTIVITY` | `ACT#<10-minute slot>#<user>#<kind>#<section or id>` | | 400 days |
//! | invitation | `ORG#<org>` | `INVITE#<email>` | | |
//! | e-mail uniqueness | `EMAIL#<email>` | `EMAIL` | | |
//! | login throttle | `EMAIL#<email>` | `THROTTLE` | | window end |
//! | one-time token | `TOKEN#<sha256>` | `TOKEN` | | expiry |
//! | processed payment event | `PAYEVENT#<id>` | `EVENT` | | 30 days |
//! | document job | `ORG#<org>` | `JOB#<job id>` | | 7 days |
//! | last file of a document | `ORG#<org>` | `DOC#<kind>[#<identity>]` | | |
//! | case document (overrides, images) | `ORG#<org>` | `PLAN#CASEDOC` | | |

pub mod record;

pub mod email;
pub mod invitation;
pub mod nav;
pub mod onboarding;
pub mod organization;
pub mod payment_event;
pub mod subscription;
pub mod throttle;
pub mod token;
pub mod user;

pub mod activity;
pub mod closing;
pub mod cohort;
pub mod compare;
pub mod consent;
pub mod conversations;
pub mod due;
pub mod funder;
pub mod invoices;
pub mod jobs;
pub mod portable;
pub mod reminders;
pub mod restore;
pub mod shared_docs;
pub mod version_index;
pub mod versions;
// The case for support document's item (issue 9)
pub mod as_of;
pub mod casedoc;
pub mod directory;
pub mod objects;
pub mod ops;
pub mod plan;
pub mod repo;
pub mod scope;

// The whole plan, and the views computed from it.
pub mod case;
pub mod model;
pub mod pitch;

pub use directory::Directory;
pub use email::*;
pub use invitation::*;
pub use model::{Plan, load_plan};
pub use nav::*;
pub use onboarding::*;
pub use organization::*;
pub use payment_event::*;
pub use record::*;
pub use scope::OrgScope;
pub use subscription::*;
pub use throttle::*;
pub use token::*;
pub use user::*;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_organization_item_lives_in_its_partition() {
        for key in [
            OrganizationRecord::key("o1"),
            UserRecord::key("o1", "u"),
            subscription_key("o1"),
            onboarding_key("o1"),
            InvitationRecord::key("o1", "a@b.org"),
            NavRecord::key("o1"),
        ] {
            assert_eq!(key.pk, "ORG#o1");
        }
    }
}
