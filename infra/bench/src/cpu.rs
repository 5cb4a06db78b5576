//! Where the CPU went during a phase, from `/proc` (Linux; elsewhere nothing is reported): the
//! server's threads, the rest of this process (the clients), and every other process of the
//! machine. On a shared machine the last figure says whether a result can be trusted.

use serde::Serialize;
use std::collections::HashMap;

/// The name of the server runtime's threads (workers and blocking pool).
pub const SERVER_THREADS: &str = "bench-server";

/// Cores in use on average during a phase (2.0 = two cores busy all the time).
#[derive(Clone, Copy, Debug, Serialize, PartialEq)]
pub struct CpuUsage {
    pub server_cores: f64,
    /// This process minus the server's threads: the clients, or the hashing of the argon2 phase.
    pub client_cores: f64,
    /// Every other process of the machine.
    pub other_cores: f64,
}

#[derive(Clone, Debug)]
pub struct Snapshot {
    cpus: usize,
    /// Ticks of all CPUs in every state, and in the busy ones.
    total: u64,
    busy: u64,
    process: u64,
    /// Ticks of each server thread, by thread id.
    server: HashMap<String, u64>,
}

/// `utime + stime` of a `/proc/.../stat` line (fields 14 and 15; the name in parentheses may
/// hold spaces, so fields are counted after its closing parenthesis).
fn stat_ticks(line: &str) -> Option<u64> {
    let rest = &line[line.rfind(')')? + 1..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // `rest` starts at field 3 (state), so fields 14 and 15 are at 11 and 12.
    Some(fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?)
}

/// (total, busy, cpus) from `/proc/stat`.
fn machine_ticks(text: &str) -> Option<(u64, u64, usize)> {
    let mut lines = text.lines();
    let all: Vec<u64> = lines
        .next()?
        .strip_prefix("cpu ")?
        .split_whitespace()
        .filter_map(|v| v.parse().ok())
        .collect();
    // user nice system idle iowait irq softirq steal (guest time is inside user and nice)
    let get = |i: usize| all.get(i).copied().unwrap_or(0);
    let busy = get(0) + get(1) + get(2) + get(5) + get(6) + get(7);
    let total = busy + get(3) + get(4);
    let cpus = lines
        .filter(|l| l.starts_with("cpu") && l.as_bytes().get(3).is_some_and(u8::is_ascii_digit))
        .count();
    Some((total, busy, cpus))
}

pub fn snapshot() -> Option<Snapshot> {
    let (total, busy, cpus) = machine_ticks(&std::fs::read_to_string("/proc/stat").ok()?)?;
    let process = stat_ticks(&std::fs::read_to_string("/proc/self/stat").ok()?)?;
    let mut server = HashMap::new();
    for entry in std::fs::read_dir("/proc/self/task").ok()?.flatten() {
        let dir = entry.path();
        let Ok(name) = std::fs::read_to_string(dir.join("comm")) else {
            continue;
        };
        if name.trim() != SERVER_THREADS {
            continue;
        }
        if let Some(t) = std::fs::read_to_string(dir.join("stat"))
            .ok()
            .as_deref()
            .and_then(stat_ticks)
        {
            server.insert(entry.file_name().to_string_lossy().into_owned(), t);
        }
    }
    Some(Snapshot {
        cpus,
        total,
        busy,
        process,
        server,
    })
}

/// The average cores used between two snapshots; `None` for a phase under half a second. A
/// server thread that ended in between is counted with the clients (the runtimes keep their
/// threads alive to avoid that).
pub fn usage(before: &Option<Snapshot>, after: &Option<Snapshot>) -> Option<CpuUsage> {
    let (a, b) = (before.as_ref()?, after.as_ref()?);
    // Ticks are 10 ms (USER_HZ 100): a phase under half a second would mostly show rounding.
    let total = b
        .total
        .checked_sub(a.total)
        .filter(|t| *t >= 50 * b.cpus as u64)? as f64;
    let cores = |ticks: u64| ticks as f64 / total * b.cpus as f64;
    let process = b.process.saturating_sub(a.process);
    let server: u64 = b
        .server
        .iter()
        .map(|(tid, t)| t.saturating_sub(a.server.get(tid).copied().unwrap_or(0)))
        .sum();
    let busy = b.busy.saturating_sub(a.busy);
    Some(CpuUsage {
        server_cores: cores(server),
        client_cores: cores(process.saturating_sub(server)),
        other_cores: cores(busy.saturating_sub(process)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thread_ticks_are_read_after_a_name_with_spaces_and_parentheses() {
        let line = "42 (bench (x) y) S 1 2 3 4 5 6 7 8 9 10 250 50 0 0 20 0";
        assert_eq!(stat_ticks(line), Some(300));
    }

    #[test]
    fn machine_ticks_add_the_busy_states_and_count_the_cpus() {
        let text = "cpu  10 1 5 100 4 2 3 1 0 0\ncpu0 5 0 2 50 2 1 1 0 0 0\ncpu1 5 1 3 50 2 1 2 1 0 0\nintr 1\n";
        assert_eq!(machine_ticks(text), Some((126, 22, 2)));
    }

    #[test]
    fn usage_splits_the_busy_time_between_server_clients_and_other_processes() {
        let snap = |total, busy, process, server: u64| Snapshot {
            cpus: 2,
            total,
            busy,
            process,
            server: HashMap::from([("7".to_string(), server)]),
        };
        let u = usage(&Some(snap(0, 0, 0, 0)), &Some(snap(2000, 1500, 1000, 600))).unwrap();
        let expected = CpuUsage {
            server_cores: 0.6,
            client_cores: 0.4,
            other_cores: 0.5,
        };
        assert_eq!(u, expected);
        assert_eq!(usage(&None, &Some(snap(1, 1, 1, 1))), None);
        assert_eq!(
            usage(&Some(snap(0, 0, 0, 0)), &Some(snap(90, 60, 50, 20))),
            None
        );
    }
}
