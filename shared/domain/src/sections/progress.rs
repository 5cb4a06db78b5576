//! The statuses of the plan's pages and the progress computed from them: the full list of a
//! plan's statuses, the merge of a client's into the stored ones, and the progress per module
//! and overall.

use super::routes::{Route, is_skipped};
use super::{MODULES, Module};

/// Completed sections over all sections, as a rounded percent (0 for an empty list).
pub fn percent(done: usize, total: usize) -> u8 {
    if total == 0 {
        0
    } else {
        ((done as f64 / total as f64) * 100.0).round() as u8
    }
}

/// Route path → status: -1 not started, 0 open, 1 completed.
pub type Statuses = std::collections::BTreeMap<String, i8>;

/// Every route of the plan with its status; a route without one is -1, except the first page,
/// which is open from the start.
pub fn full_statuses(routes: &[Route], stored: &Statuses) -> Statuses {
    routes
        .iter()
        .enumerate()
        .map(|(i, r)| {
            (
                r.path.clone(),
                stored
                    .get(&r.path)
                    .copied()
                    .unwrap_or(if i == 0 { 0 } else { -1 }),
            )
        })
        .collect()
}

/// Merges a client's statuses into the stored ones. Only routes of the plan are kept (orphaned
/// program and project pages drop out), values outside -1..=1 are refused, and a status never
/// goes down, so two people moving through the plan at once never undo each other's progress.
pub fn merge_statuses(
    routes: &[Route],
    stored: &Statuses,
    incoming: &Statuses,
) -> Result<Statuses, String> {
    if let Some((path, v)) = incoming.iter().find(|(_, v)| !(-1..=1).contains(*v)) {
        return Err(format!("Status {v} of {path} is not -1, 0 or 1."));
    }
    Ok(routes
        .iter()
        .filter_map(|r| {
            let merged = match (stored.get(&r.path), incoming.get(&r.path)) {
                (Some(a), Some(b)) => Some(*a.max(b)),
                (a, b) => a.or(b).copied(),
            };
            merged.map(|v| (r.path.clone(), v))
        })
        .collect())
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModuleProgress {
    pub module: &'static Module,
    /// (path, name, status) of each section, in order.
    pub sections: Vec<(String, String, i8)>,
    pub percent: u8,
    pub skipped: bool,
}

/// Progress per module, and overall: completed sections over sections, rounded. Skipped modules
/// show 0 and are left out of the overall figure.
pub fn progress(
    routes: &[Route],
    statuses: &Statuses,
    skipped: &[String],
) -> (Vec<ModuleProgress>, u8) {
    let (mut done_all, mut total_all) = (0, 0);
    let modules = MODULES
        .iter()
        .map(|m| {
            let is_skipped = is_skipped(&format!("/steps/{}/", m.slug), skipped);
            let sections: Vec<_> = routes
                .iter()
                .filter(|r| r.module == m.number)
                .map(|r| {
                    (
                        r.path.clone(),
                        r.name.clone(),
                        statuses.get(&r.path).copied().unwrap_or(-1),
                    )
                })
                .collect();
            let done = sections.iter().filter(|s| s.2 == 1).count();
            let percent = if is_skipped {
                0
            } else {
                percent(done, sections.len())
            };
            if !is_skipped {
                done_all += done;
                total_all += sections.len();
            }
            ModuleProgress {
                module: m,
                sections,
                percent,
                skipped: is_skipped,
            }
        })
        .collect();
    (modules, percent(done_all, total_all))
}
