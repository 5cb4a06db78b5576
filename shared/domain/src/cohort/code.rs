//! Licence codes (issue 18 §2): what a funder hands a nonprofit instead of a payment.
//!
//! A code is 12 characters from a 31-letter alphabet with no look-alikes (no `0`/`O`, `1`/`I`/`L`),
//! about 59 bits: guessing one among a funder's thousands takes billions of tries, and tries are
//! rate-limited per address and per client besides. It is shown in three groups of four
//! (`7KQM-4TXR-P9WD`) and read back forgivingly: lower case, spaces and dashes are all accepted.

use std::fmt;

/// The letters a code is made of: digits and capitals without `0`, `1`, `I`, `L` and `O`.
pub const ALPHABET: &[u8; 31] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/// Characters in a code.
pub const LENGTH: usize = 12;

/// A licence code in its canonical form: [`LENGTH`] characters of [`ALPHABET`].
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LicenceCode(String);

impl LicenceCode {
    /// A new code drawn from `random` (a source of uniformly random bytes: the caller's
    /// cryptographic generator). Bytes of 248 and above are drawn again, so every letter is
    /// equally likely (248 = 8 × 31).
    pub fn generate(mut random: impl FnMut() -> u8) -> Self {
        let mut code = String::with_capacity(LENGTH);
        while code.len() < LENGTH {
            let byte = random();
            if byte < 248 {
                code.push(char::from(ALPHABET[usize::from(byte % 31)]));
            }
        }
        LicenceCode(code)
    }

    /// A code as someone typed or pasted it: case, spaces and dashes do not matter. `None` for
    /// anything that cannot be a code (a wrong length, a letter the alphabet leaves out).
    pub fn parse(input: &str) -> Option<Self> {
        let code: String = input
            .chars()
            .filter(|c| !c.is_whitespace() && !matches!(c, '-' | '‐' | '–' | '—'))
            .map(|c| c.to_ascii_uppercase())
            .collect();
        let valid = code.len() == LENGTH && code.bytes().all(|b| ALPHABET.contains(&b));
        valid.then_some(LicenceCode(code))
    }

    /// The canonical form (what is stored and looked up).
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The form shown to people: three groups of four.
    pub fn grouped(&self) -> String {
        let mut out = String::with_capacity(LENGTH + 2);
        for (i, c) in self.0.chars().enumerate() {
            if i > 0 && i % 4 == 0 {
                out.push('-');
            }
            out.push(c);
        }
        out
    }
}

impl fmt::Display for LicenceCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.grouped())
    }
}

/// Codes are secrets: a debug print shows only the first group.
impl fmt::Debug for LicenceCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "LicenceCode({}-…)", &self.0[..4])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn bytes(seq: &[u8]) -> impl FnMut() -> u8 + '_ {
        let mut i = 0;
        move || {
            let b = seq[i % seq.len()];
            i += 1;
            b
        }
    }

    #[test]
    fn the_alphabet_has_no_look_alikes_and_no_repeats() {
        for b in b"01ILO" {
            assert!(!ALPHABET.contains(b), "{}", char::from(*b));
        }
        let mut sorted = ALPHABET.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), ALPHABET.len());
        // At least 10 characters and about 59 bits.
        const { assert!(LENGTH >= 10) };
        assert!((LENGTH as f64) * (ALPHABET.len() as f64).log2() > 59.0);
    }

    #[test]
    fn a_code_is_drawn_without_bias_skipping_the_bytes_past_the_last_whole_alphabet() {
        // 248..=255 would favour the first letters: they are skipped.
        let code = LicenceCode::generate(bytes(&[248, 255, 0, 30, 31, 247]));
        assert_eq!(code.as_str(), "2Z2Z2Z2Z2Z2Z");
        assert_eq!(code.as_str().len(), LENGTH);
    }

    #[test]
    fn a_code_reads_back_in_any_case_with_spaces_or_dashes_and_nothing_else() {
        let code = LicenceCode::parse("7KQM4TXRP9WD").unwrap();
        assert_eq!(code.grouped(), "7KQM-4TXR-P9WD");
        assert_eq!(code.to_string(), "7KQM-4TXR-P9WD");
        for typed in ["7kqm-4txr-p9wd", " 7KQM 4TXR P9WD ", "7KQM–4TXR–P9WD"] {
            assert_eq!(LicenceCode::parse(typed), Some(code.clone()), "{typed}");
        }
        for bad in [
            "",
            "7KQM-4TXR-P9W",
            "7KQM-4TXR-P9WDX",
            "7KQM-4TXR-P9W0",
            "OKQM4TXRP9WD",
            "7KQM4TXRP9W!",
        ] {
            assert_eq!(LicenceCode::parse(bad), None, "{bad}");
        }
        assert_eq!(format!("{code:?}"), "LicenceCode(7KQM-…)");
    }

    proptest! {
        #[test]
        fn every_generated_code_parses_back_to_itself(seed in proptest::collection::vec(any::<u8>(), 1..64)) {
            prop_assume!(seed.iter().any(|b| *b < 248));
            let code = LicenceCode::generate(bytes(&seed));
            prop_assert_eq!(LicenceCode::parse(&code.grouped()), Some(code.clone()));
            prop_assert_eq!(LicenceCode::parse(&code.as_str().to_lowercase()), Some(code));
        }
    }
}
