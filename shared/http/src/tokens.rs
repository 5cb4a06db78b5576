//! One-time tokens for links in e-mails (confirmation, reset, invitation): 256 random bits,
//! URL-safe. Only their SHA-256 is stored (see `fundplan_data::TokenRecord`).

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;

pub fn random_token() -> String {
    let bytes: [u8; 32] = rand::random();
    URL_SAFE_NO_PAD.encode(bytes)
}

/// Hours a confirmation link stays valid.
pub const CONFIRM_HOURS: i64 = 48;
/// Hours a reset link stays valid.
pub const RESET_HOURS: i64 = 1;
/// Days an invitation link stays valid.
pub const INVITE_DAYS: i64 = 7;
