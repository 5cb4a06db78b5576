//! `messages.ts`: the server's user-visible messages (`crate::messages`).

use super::{HEADER, ts};
use crate::messages;
use std::fmt::Write;

/// The server's user-visible messages (shared/domain/src/messages.rs), by constant name: one
/// export per message, so a page's bundle carries only the messages it reads (the public pages'
/// JavaScript budget), and `SERVER_MESSAGES` with all of them for the tests that compare lists.
pub fn messages_ts() -> String {
    let mut o = String::from(HEADER);
    o.push_str(
        "\n// The server's user-visible messages (shared/domain/src/messages.rs), exactly as the spec words them.\n// Screens import them as a namespace (`import * as S`), which the bundler trims to what a page reads.\n",
    );
    for (name, text) in messages::ALL {
        let _ = writeln!(o, "export const {name} = {};", ts(text));
    }
    o.push_str("\n/** Every server message, by name: for tests that compare the SPA's texts with the server's. */\n");
    o.push_str("export const SERVER_MESSAGES = {\n");
    for (name, _) in messages::ALL {
        let _ = writeln!(o, "  {name},");
    }
    o.push_str("} as const;\n");
    o
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_messages_are_every_server_message() {
        let m = messages_ts();
        assert!(m.contains("\nexport const INVALID_EMAIL = 'Invalid Email Address!';\n"));
        assert_eq!(
            m.matches("\nexport const ").count(),
            messages::ALL.len() + 1
        );
        assert_eq!(m.matches(",\n").count(), messages::ALL.len());
    }
}
