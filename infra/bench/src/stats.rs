//! Latencies of one phase and their summary. Every latency is kept (microseconds, a few bytes
//! each), so the percentiles are exact: nearest rank over the sorted sample.

use serde::Serialize;
use std::time::Duration;

/// What the clients of one phase observed.
#[derive(Debug, Default)]
pub struct Sample {
    /// Latency of every request answered as expected, in microseconds.
    pub latencies_us: Vec<u64>,
    /// Requests that failed or were answered with another status.
    pub errors: usize,
    pub first_error: Option<String>,
    /// From the start of the phase until its last client finished.
    pub wall: Duration,
}

impl Sample {
    pub fn ok(&mut self, latency: Duration) {
        self.latencies_us
            .push(u64::try_from(latency.as_micros()).unwrap_or(u64::MAX));
    }

    pub fn error(&mut self, message: String) {
        self.errors += 1;
        self.first_error.get_or_insert(message);
    }

    pub fn merge(&mut self, other: Sample) {
        self.latencies_us.extend(other.latencies_us);
        self.errors += other.errors;
        if self.first_error.is_none() {
            self.first_error = other.first_error;
        }
    }

    pub fn requests(&self) -> usize {
        self.latencies_us.len() + self.errors
    }
}

/// The summary printed for a scenario.
#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    pub requests: usize,
    pub errors: usize,
    pub seconds: f64,
    /// Requests (answered or failed) per second of wall time.
    pub throughput: f64,
    pub p50_ms: f64,
    pub p95_ms: f64,
    pub p99_ms: f64,
    pub max_ms: f64,
}

/// The value at percentile `p` (0 < p <= 100) of an ascending slice: the smallest value with at
/// least p % of the sample at or below it. 0 for an empty sample.
pub fn percentile(sorted: &[u64], p: f64) -> u64 {
    if sorted.is_empty() {
        return 0;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

fn ms(us: u64) -> f64 {
    us as f64 / 1000.0
}

impl Sample {
    pub fn summary(&mut self) -> Summary {
        self.latencies_us.sort_unstable();
        let sorted = &self.latencies_us;
        let seconds = self.wall.as_secs_f64();
        let requests = self.requests();
        Summary {
            requests,
            errors: self.errors,
            seconds,
            throughput: if seconds > 0.0 {
                requests as f64 / seconds
            } else {
                0.0
            },
            p50_ms: ms(percentile(sorted, 50.0)),
            p95_ms: ms(percentile(sorted, 95.0)),
            p99_ms: ms(percentile(sorted, 99.0)),
            max_ms: ms(sorted.last().copied().unwrap_or(0)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_are_nearest_rank_over_the_sorted_sample() {
        let hundred: Vec<u64> = (1..=100).collect();
        assert_eq!(percentile(&hundred, 50.0), 50);
        assert_eq!(percentile(&hundred, 99.0), 99);
        assert_eq!(percentile(&hundred, 100.0), 100);
        assert_eq!(percentile(&[7], 99.0), 7);
        assert_eq!(percentile(&[1, 2, 3], 50.0), 2);
        assert_eq!(percentile(&[], 50.0), 0);
    }

    #[test]
    fn a_summary_counts_errors_as_requests_but_not_in_the_latencies() {
        let mut s = Sample::default();
        for us in [3000, 1000, 2000] {
            s.ok(Duration::from_micros(us));
        }
        s.error("first".into());
        s.error("second".into());
        s.wall = Duration::from_secs(1);
        let sum = s.summary();
        assert_eq!((sum.requests, sum.errors), (5, 2));
        assert_eq!((sum.p50_ms, sum.max_ms), (2.0, 3.0));
        assert_eq!(sum.throughput, 5.0);
        assert_eq!(s.first_error.as_deref(), Some("first"));
    }
}
