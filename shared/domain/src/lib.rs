//! The domain of fundplan: pure types and rules, no I/O. Every user-visible message here is
//! written exactly as the specification gives it.

pub mod account;
pub mod budget;
pub mod cohort;
pub mod csv;
pub mod due;
pub mod error;
pub mod gift_chart;
pub mod goals;
pub mod image;
pub mod lockout;
pub mod messages;
pub mod money;
pub mod onboarding;
pub mod organization;
pub mod phone;
pub mod planning;
pub mod plans;
pub mod policy_texts;
pub mod pyramid;
pub mod questions;
pub mod sections;
pub mod subscription;
pub mod web_tables;
pub mod words;

// Closing modules (spec file 3)
pub mod case_content;
pub mod case_images;
pub mod case_layout;
pub mod certificate;
pub mod collateral;
pub mod feasibility;
pub mod policies;
pub mod stewardship;
pub mod stories;
pub mod talking_points;
pub mod text;
pub mod ways_to_give;

pub use error::{DomainError, FieldErrors};
