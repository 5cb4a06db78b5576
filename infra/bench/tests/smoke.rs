//! The whole benchmark in quick mode: a few requests per scenario against the in-process server.
//! Nothing here asserts a duration or a rate (speed is measured by the benchmark, not by tests).

use fundplan_bench::{DOCUMENT_ROUNDS, Options, run};

#[test]
fn a_quick_run_answers_every_scenario_without_a_single_error() {
    let opts = Options {
        progress: false,
        ..Options::quick()
    };
    let report = run(&opts).expect("the quick benchmark runs");
    let names: Vec<&str> = report.scenarios.iter().map(|s| s.name).collect();
    assert_eq!(
        names,
        [
            "login",
            "bare handler",
            "me",
            "organization",
            "bare handler",
            "me",
            "organization",
            "plan: year-1 summary",
            "plan: annual goals",
            "plan: project goals",
            "plan: total goal",
            "plan: program expenses",
            "plan: organization",
            "document job, rendered",
            "document job, reused",
            "sign-up burst"
        ]
    );
    // The planning reads run with the most connections, each beside the last baseline, and
    // each summary is one query besides the session's get of the user and the payment gate's
    // get of the subscription; a program's expenses one get of its table; the organization
    // (not gated) one get besides the user.
    let plan: Vec<_> = report
        .scenarios
        .iter()
        .filter(|s| s.name.starts_with("plan: "))
        .collect();
    for s in &plan {
        assert_eq!(s.clients, 4, "{}", s.name);
        assert!(s.p99_to_baseline.is_some_and(|r| r > 0.0), "{}", s.name);
        let expected = if s.name == "plan: organization" {
            2.0
        } else {
            3.0
        };
        assert_eq!(
            s.store_round_trips_per_request,
            Some(expected),
            "{}",
            s.name
        );
    }
    // Each read at each number of connections, with its ratio to the baseline beside it.
    let reads: Vec<(usize, bool)> = report
        .scenarios
        .iter()
        .filter(|s| s.name == "me" || s.name == "organization")
        .map(|s| (s.clients, s.p99_to_baseline.is_some_and(|r| r > 0.0)))
        .collect();
    assert_eq!(reads, [(2, true), (2, true), (4, true), (4, true)]);
    for s in &report.scenarios {
        assert!(s.summary.requests > 0, "{} sent no request", s.name);
        assert_eq!(s.summary.errors, 0, "{}: {:?}", s.name, s.first_error);
        assert_eq!(s.warmup_errors, 0, "{}: {:?}", s.name, s.first_error);
        if !s.name.starts_with("document job") {
            assert!(s.summary.requests <= s.clients * opts.max_requests.max(opts.signups));
        }
    }
    // Each organization's first document job is rendered; the rounds after it reuse the file.
    let jobs: Vec<(&str, usize, usize)> = report
        .scenarios
        .iter()
        .filter(|s| s.name.starts_with("document job"))
        .map(|s| (s.name, s.clients, s.summary.requests))
        .collect();
    let n = jobs[0].1;
    assert_eq!(
        jobs,
        [
            ("document job, rendered", n, n),
            ("document job, reused", n, n * DOCUMENT_ROUNDS)
        ]
    );
    let burst = &report.scenarios[15];
    assert_eq!(burst.summary.requests, opts.signups);
    assert_eq!(report.argon2.sequential.hashes, opts.hashes);
    assert!(report.argon2.params.contains("argon2id"));
    let json: serde_json::Value = serde_json::from_str(&report.to_json().unwrap()).unwrap();
    assert_eq!(json["scenarios"][0]["errors"], 0);
    assert!(report.to_table().contains("sign-up burst"));
    // Every document kind rendered, timed as many times as asked, before the server started.
    let kinds: Vec<&str> = report.documents.iter().map(|d| d.kind).collect();
    assert_eq!(
        kinds,
        [
            "stewardship_structure",
            "talking_points",
            "fundraising_goals",
            "gift_pyramid",
            "policies_manual",
            "policy_document",
            "certificate"
        ]
    );
    for d in &report.documents {
        assert_eq!(d.renders, opts.renders, "{}", d.kind);
        assert!(d.bytes > 0 && d.median_ms > 0.0, "{}", d.kind);
    }
    assert!(report.to_table().contains("fundraising_goals"));
    // The versions of the plan: the comparison timed held the change made between them.
    let v = report
        .versions
        .as_ref()
        .expect("the quick run measures the versions");
    assert_eq!(v.runs, opts.versions_runs);
    assert_eq!(
        v.compared_lines,
        v.change.amounts_changed
            + fundplan_bench::versions::ADDED
            + fundplan_bench::versions::REMOVED
    );
    assert!(v.version_bytes > 0 && v.save.median_ms > 0.0);
    assert!(report.to_table().contains("save_version"));
    // The kickoff, tiny: every organization signed up, confirmed, logged in and redeemed; the
    // pilot ran full and its second try was turned away; the seats add up three ways.
    let k = report
        .kickoff
        .as_ref()
        .expect("quick mode runs the kickoff");
    assert!(!k.failed(), "{}", k.to_table(None));
    assert_eq!(k.total_errors(), 0);
    assert_eq!(k.accounting.redemptions, opts.kickoff_orgs);
    assert_eq!(k.accounting.premium, opts.kickoff_orgs);
    assert_eq!(k.accounting.seats_used, opts.kickoff_orgs as u64);
    assert_eq!(k.accounting.refused_full, 1);
    assert_eq!(
        k.probe
            .as_ref()
            .and_then(|p| p.retry_after_s)
            .map(|s| s > 0),
        Some(true)
    );
    let steps: Vec<(&str, usize)> = k.steps.iter().map(|s| (s.step, s.answered)).collect();
    assert_eq!(
        steps,
        [
            ("sign-up", 6),
            ("confirmation e-mail (bench side)", 6),
            ("confirmation link", 6),
            ("login", 6),
            ("redeem", 7)
        ]
    );
    assert!(report.to_table().contains("kickoff burst (embedded)"));
    assert!(report.kickoff_aws.is_none());
}
