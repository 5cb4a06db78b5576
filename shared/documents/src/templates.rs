//! The typst templates' sources (`templates/`), embedded, and their hash: part of
//! [`crate::TEMPLATE_VERSION`], which every document's input hash carries, so they are here
//! whether the PDF engine is built in or not (the feature `pdf`, `crate::pdf`).

/// Every template: its virtual path and its text. `lib.typ` holds the pieces every document
/// shares (page frame, headings, tables, money); the others are one document each.
pub(crate) const TEMPLATES: [(&str, &str); 7] = [
    ("/lib.typ", include_str!("../templates/lib.typ")),
    (
        "/stewardship.typ",
        include_str!("../templates/stewardship.typ"),
    ),
    (
        "/talking-points.typ",
        include_str!("../templates/talking-points.typ"),
    ),
    ("/goals.typ", include_str!("../templates/goals.typ")),
    ("/manual.typ", include_str!("../templates/manual.typ")),
    (
        "/certificate.typ",
        include_str!("../templates/certificate.typ"),
    ),
    ("/case.typ", include_str!("../templates/case.typ")),
];

/// FNV-1a over every template's path and text, continued from the hash of the embedded fonts
/// and default images (`build.rs`): part of [`crate::TEMPLATE_VERSION`].
pub const fn templates_hash() -> u64 {
    let mut hash: u64 = crate::assets::ASSETS_HASH;
    let mut t = 0;
    while t < TEMPLATES.len() {
        let mut part = 0;
        while part < 2 {
            let bytes = if part == 0 {
                TEMPLATES[t].0.as_bytes()
            } else {
                TEMPLATES[t].1.as_bytes()
            };
            let mut i = 0;
            while i < bytes.len() {
                hash ^= bytes[i] as u64;
                hash = hash.wrapping_mul(0x0100_0000_01b3);
                i += 1;
            }
            hash ^= 0xff;
            hash = hash.wrapping_mul(0x0100_0000_01b3);
            part += 1;
        }
        t += 1;
    }
    hash
}
