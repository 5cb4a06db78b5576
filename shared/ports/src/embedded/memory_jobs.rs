//! [`Jobs`] in process memory, with SQS's visibility, retry and dead-letter behaviour.

use crate::jobs::*;
use async_trait::async_trait;
use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::Duration;
use tokio::sync::Notify;
use tokio::time::Instant;

#[derive(Default)]
struct State {
    ready: VecDeque<(Job, u32)>,
    delayed: Vec<(Instant, Job, u32)>,
    in_flight: HashMap<String, (Job, u32)>,
    dead: Vec<Job>,
}

#[derive(Default)]
pub struct MemoryJobs {
    state: Mutex<State>,
    notify: Notify,
}

impl MemoryJobs {
    pub fn new() -> Self {
        Self::default()
    }

    /// Jobs waiting or in flight (for tests and the outbox page).
    pub fn pending(&self) -> usize {
        let s = self.state.lock().expect("jobs lock");
        s.ready.len() + s.delayed.len() + s.in_flight.len()
    }

    fn take_ready(&self, max: usize) -> Vec<Delivery> {
        let mut s = self.state.lock().expect("jobs lock");
        let now = Instant::now();
        let (due, later): (Vec<_>, Vec<_>) = std::mem::take(&mut s.delayed)
            .into_iter()
            .partition(|(at, _, _)| *at <= now);
        s.delayed = later;
        for (_, job, received) in due {
            s.ready.push_back((job, received));
        }
        let mut out = Vec::new();
        while out.len() < max {
            let Some((job, received)) = s.ready.pop_front() else {
                break;
            };
            if received >= MAX_ATTEMPTS {
                s.dead.push(job);
                continue;
            }
            let receipt = ulid::Ulid::new().to_string();
            s.in_flight
                .insert(receipt.clone(), (job.clone(), received + 1));
            out.push(Delivery {
                job,
                receipt,
                attempt: received + 1,
            });
        }
        out
    }
}

#[async_trait]
impl Jobs for MemoryJobs {
    async fn enqueue(&self, job: Job) -> Result<(), JobsError> {
        if job.id.is_empty() || job.kind.is_empty() {
            return Err(JobsError::Malformed("a job needs an id and a kind".into()));
        }
        self.state
            .lock()
            .expect("jobs lock")
            .ready
            .push_back((job, 0));
        self.notify.notify_waiters();
        Ok(())
    }

    async fn receive(&self, max: usize, wait: Duration) -> Result<Vec<Delivery>, JobsError> {
        let deadline = Instant::now() + wait;
        loop {
            let notified = self.notify.notified();
            let got = self.take_ready(max.max(1));
            if !got.is_empty() {
                return Ok(got);
            }
            let next_delayed = self
                .state
                .lock()
                .expect("jobs lock")
                .delayed
                .iter()
                .map(|(at, _, _)| *at)
                .min();
            let until = next_delayed.map_or(deadline, |d| d.min(deadline));
            if Instant::now() >= deadline {
                return Ok(Vec::new());
            }
            tokio::select! {
                _ = notified => {}
                _ = tokio::time::sleep_until(until) => {}
            }
        }
    }

    async fn complete(&self, delivery: &Delivery) -> Result<(), JobsError> {
        self.state
            .lock()
            .expect("jobs lock")
            .in_flight
            .remove(&delivery.receipt);
        Ok(())
    }

    async fn fail(&self, delivery: &Delivery, retry_after: Duration) -> Result<(), JobsError> {
        let mut s = self.state.lock().expect("jobs lock");
        if let Some((job, received)) = s.in_flight.remove(&delivery.receipt) {
            if received >= MAX_ATTEMPTS {
                s.dead.push(job);
            } else {
                s.delayed
                    .push((Instant::now() + retry_after, job, received));
            }
        }
        drop(s);
        self.notify.notify_waiters();
        Ok(())
    }

    async fn dead_letters(&self, max: usize) -> Result<Vec<Job>, JobsError> {
        Ok(self
            .state
            .lock()
            .expect("jobs lock")
            .dead
            .iter()
            .take(max)
            .cloned()
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicU32, Ordering};

    #[tokio::test]
    async fn the_in_process_queue_passes_the_jobs_conformance_suite() {
        crate::conformance::jobs_suite(Arc::new(MemoryJobs::new())).await;
    }

    struct FailTwice(AtomicU32);
    #[async_trait]
    impl JobHandler for FailTwice {
        async fn handle(&self, _job: &Job) -> Result<(), String> {
            if self.0.fetch_add(1, Ordering::SeqCst) < 2 {
                Err("not yet".into())
            } else {
                Ok(())
            }
        }
    }

    #[tokio::test]
    async fn the_worker_retries_a_failing_job_until_it_succeeds() {
        let jobs = MemoryJobs::new();
        let handler = FailTwice(AtomicU32::new(0));
        jobs.enqueue(Job {
            id: "j".into(),
            kind: "k".into(),
            payload: serde_json::Value::Null,
        })
        .await
        .unwrap();
        for _ in 0..20 {
            work_once(&jobs, &handler, Duration::from_secs(2))
                .await
                .unwrap();
            if jobs.pending() == 0 {
                break;
            }
        }
        assert_eq!(
            handler.0.load(Ordering::SeqCst),
            3,
            "two failures, then success"
        );
        assert_eq!(jobs.pending(), 0);
        assert!(jobs.dead_letters(10).await.unwrap().is_empty());
    }
}
