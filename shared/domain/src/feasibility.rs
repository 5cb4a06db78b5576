//! The prospect names' limits (`POST /prospects`, `POST /gift-pyramid`). The gift pyramid's
//! checks are the gift chart's (`crate::gift_chart::checks`: lead gift, top ten, broad base,
//! chart total and prospects named), which replaced the three checks this module held.

/// Characters per prospect name (`POST /prospects`, `POST /gift-pyramid`).
pub const MAX_PROSPECT_NAME_CHARS: usize = 120;
/// Names per gift level.
pub const MAX_PROSPECT_NAMES_PER_LEVEL: usize = 500;
