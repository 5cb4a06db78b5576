//! Module 15's certificate (DECISIONS "Certificate"): reachable once every page of every module
//! that is not skipped is complete (module 15's own page aside); before that it lists what is
//! left. The completion date is written like "November 23, 2026".

use crate::sections::{PageKind, Route, Statuses, is_skipped};

/// The id of the certificate's own page, which is not needed to earn it.
pub const CERTIFICATE: &str = "certificate.certificate";

/// The pages still to complete, in plan order: (path, name).
pub fn remaining(
    routes: &[Route],
    statuses: &Statuses,
    skipped: &[String],
) -> Vec<(String, String)> {
    routes
        .iter()
        .filter(|r| r.section.page != PageKind::Certificate && !is_skipped(&r.path, skipped))
        .filter(|r| statuses.get(&r.path).copied() != Some(1))
        .map(|r| (r.path.clone(), r.name.clone()))
        .collect()
}

/// A date as the certificate writes it: "November 23, 2026".
pub fn long_date(epoch_seconds: i64) -> String {
    let d = time::OffsetDateTime::from_unix_timestamp(epoch_seconds)
        .unwrap_or(time::OffsetDateTime::UNIX_EPOCH);
    format!("{} {}, {}", d.month(), d.day(), d.year())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sections::routes;

    #[test]
    fn the_certificate_is_earned_when_every_page_but_its_own_is_complete() {
        let r = routes(
            &["Adult Basic Literacy".into()],
            &["Mobile Learning Van".into()],
        );
        let mut s: Statuses = r.iter().map(|x| (x.path.clone(), 1)).collect();
        s.remove(&crate::sections::fixed_path(CERTIFICATE).unwrap());
        assert!(remaining(&r, &s, &[]).is_empty());
        s.insert("/steps/gift-pyramid/prospect-to-donor-ratio".into(), 0);
        assert_eq!(
            remaining(&r, &s, &[]),
            [(
                "/steps/gift-pyramid/prospect-to-donor-ratio".to_string(),
                "Donor: Prospect Ratio and Gift Pyramid".to_string()
            )]
        );
    }

    #[test]
    fn a_skipped_module_is_not_needed() {
        let r = routes(&[], &["Mobile Learning Van".into()]);
        let s: Statuses = r
            .iter()
            .filter(|x| {
                !x.path.starts_with("/steps/funding-new-projects/") || x.path.ends_with("/overview")
            })
            .map(|x| (x.path.clone(), 1))
            .collect();
        assert!(remaining(&r, &s, &["/steps/funding-new-projects".into()]).is_empty());
        assert!(!remaining(&r, &s, &[]).is_empty());
    }

    #[test]
    fn dates_are_written_out() {
        // 2026-11-23 09:30 UTC
        assert_eq!(long_date(1_795_426_200), "November 23, 2026");
        assert_eq!(long_date(0), "January 1, 1970");
    }
}
