//! Entities in the single table. Each entity owns its key codec; every item of an organization
//! lives under that organization's partition `ORG#<id>`, so a handler that only knows the
//! organization id from the verified token cannot reach another organization's items.
//!
//! | entity | PK | SK | GSI1 | ttl |
//! |---|---|---|---|---|
//! | organization | `ORG#<org>` | `ORG` | | |
//! | user | `ORG#<org>` | `USER#<user>` | `EMAIL#<email>` / `USER` | |
//! | subscription | `ORG#<org>` | `SUBSCRIPTION` | | |
//! | onboarding | `ORG#<org>` | `ONBOARDING` | | |
//! | invitation | `ORG#<org>` | `INVITE#<email>` | | expiry |
//! | e-mail uniqueness | `EMAIL#<email>` | `EMAIL` | | |
//! | login throttle | `EMAIL#<email>` | `THROTTLE` | | expiry |
//! | one-time token | `TOKEN#<sha256>` | `TOKEN` | | expiry |
//! | processed payment event | `PAYEVENT#<id>` | `EVENT` | | 30 days |

pub mod records;

pub use records::*;

pub mod repo;
