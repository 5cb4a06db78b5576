//! Rendering each document kind of the sample organization (`fundplan_documents::sample`) in this
//! process, one render at a time, as the worker does: the first render of each kind, then N
//! timed renders of the same document for organizations of different names (median, p90, max), the file's size, and the process's peak resident memory
//! while that kind rendered (Linux: `/proc/self/status` `VmHWM`, reset through
//! `/proc/self/clear_refs` before each kind; elsewhere blank).

use std::time::{Duration, Instant};

use anyhow::Context;
use fundplan_documents::model::Document;
use serde::Serialize;

#[derive(Debug, Serialize)]
pub struct DocumentBench {
    /// The job kind (`stewardship_structure`, …, `policy_document`).
    pub kind: &'static str,
    /// `pdf`, `xlsx` or `docx`.
    pub extension: &'static str,
    pub bytes: usize,
    /// The first render of this kind in the process (the very first one also loads the fonts,
    /// typst's standard library and the templates).
    pub first_ms: f64,
    pub renders: usize,
    pub median_ms: f64,
    pub p90_ms: f64,
    pub max_ms: f64,
    /// The process's resident memory just before this kind's renders, MiB.
    pub rss_before_mib: Option<f64>,
    /// The process's peak resident memory during this kind's renders, MiB.
    pub peak_rss_mib: Option<f64>,
}

/// Renames the document's organization (the case documents carry it in their content).
fn rename(doc: &mut Document, suffix: usize) {
    match doc.org_mut() {
        Some(org) => org.letterhead.name = format!("{} {suffix}", org.letterhead.name),
        None => {
            if let Document::CaseStatement(d)
            | Document::CaseStatementDocx(d)
            | Document::CaseNarrative(d) = doc
            {
                let o = &mut d.content.organization;
                o.name = format!("{} {suffix}", o.name);
            }
        }
    }
}

/// A `kB` line of `/proc/self/status`, in MiB.
pub(crate) fn status_mib(field: &str) -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with(field))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

/// Resets the peak resident memory to the current one (Linux ≥ 4.0); false where it cannot.
pub(crate) fn reset_peak() -> bool {
    std::fs::write("/proc/self/clear_refs", "5").is_ok()
}

/// Nearest rank: the smallest value with at least `p` % of the sample at or below it.
pub(crate) fn percentile(sorted: &[Duration], p: usize) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let rank = (sorted.len() * p).div_ceil(100).max(1);
    sorted[rank - 1]
}

pub(crate) fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Renders every sample document `renders` times after its first render.
pub fn bench(renders: usize, progress: impl Fn(&str)) -> anyhow::Result<Vec<DocumentBench>> {
    let mut out = Vec::new();
    // The case for support has its own, fuller measurement (`case.rs`).
    let docs = fundplan_documents::sample::all()
        .into_iter()
        .filter(|(kind, _)| !kind.starts_with("case_"));
    for (kind, doc) in docs {
        progress(&format!(
            "documents: {kind}, a first render then {renders} timed"
        ));
        let resettable = reset_peak();
        let rss_before_mib = status_mib("VmRSS:");
        let started = Instant::now();
        let file = fundplan_documents::render(&doc).with_context(|| format!("rendering {kind}"))?;
        let first = started.elapsed();
        let mut times = Vec::with_capacity(renders);
        for i in 0..renders {
            // Each timed render names the organization differently, as the worker gets different
            // plans: the same model again would be answered from typst's memoization cache.
            let mut doc = doc.clone();
            rename(&mut doc, i + 1);
            let started = Instant::now();
            fundplan_documents::render(&doc).with_context(|| format!("rendering {kind}"))?;
            times.push(started.elapsed());
        }
        times.sort();
        out.push(DocumentBench {
            kind,
            extension: file.extension,
            bytes: file.bytes.len(),
            first_ms: ms(first),
            renders,
            median_ms: ms(percentile(&times, 50)),
            p90_ms: ms(percentile(&times, 90)),
            max_ms: ms(times.last().copied().unwrap_or_default()),
            rss_before_mib,
            peak_rss_mib: resettable.then(|| status_mib("VmHWM:")).flatten(),
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_are_nearest_rank() {
        let sample: Vec<Duration> = (1..=20).map(Duration::from_millis).collect();
        assert_eq!(percentile(&sample, 50), Duration::from_millis(10));
        assert_eq!(percentile(&sample, 90), Duration::from_millis(18));
        assert_eq!(percentile(&sample[..1], 50), Duration::from_millis(1));
        assert_eq!(percentile(&[], 50), Duration::ZERO);
    }
}
