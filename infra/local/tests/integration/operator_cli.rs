//! `fundplan-local funder create` against a running local server: the key it reads from the
//! server's data folder opens the operator API, and the admin's invitation is in the outbox.

use crate::local::{client, spawn};
use fundplan_local::operator::{OperatorTarget, create_funder};

/// The operator API of the running local server, with the key it keeps in its data folder.
fn target_of(server: &crate::local::Spawned) -> anyhow::Result<OperatorTarget> {
    let data = server.dir.path().join("data");
    OperatorTarget::from_env(|name| match name {
        "FUNDPLAN_DATA_DIR" => Some(data.display().to_string()),
        "FUNDPLAN_OPERATOR_URL" => Some(format!("http://127.0.0.1:{}", server.port)),
        _ => None,
    })
}

#[tokio::test]
async fn the_operator_command_creates_a_funder_on_the_running_server() {
    let server = spawn(&[], None, "127.0.0.1").await;
    let target = target_of(&server).expect("the key the server keeps");
    assert!(target.key.len() >= 32);
    let created = create_funder(
        &target,
        "Harbor Community Foundation",
        "Ruth@HarborFoundation.org",
        None,
    )
    .await
    .unwrap();
    assert_eq!(created.admin_email, "ruth@harborfoundation.org");
    assert!(!created.funder_id.is_empty());
    let outbox: serde_json::Value = client()
        .get(format!("http://127.0.0.1:{}/dev/outbox.json", server.port))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let text = outbox.to_string();
    assert!(
        text.contains("You're invited to Harbor Community Foundation on fundplan"),
        "{text}"
    );
    // A wrong key is refused, with the server's reason.
    let wrong = OperatorTarget {
        key: "x".repeat(40),
        ..target
    };
    let e = create_funder(&wrong, "Another Fund", "a@b.org", Some(45_000))
        .await
        .unwrap_err();
    assert!(e.to_string().contains("403"), "{e}");
    assert!(
        e.to_string()
            .contains("This operation needs the operator key."),
        "{e}"
    );
}

#[tokio::test]
async fn the_operator_command_sets_a_seat_price_and_says_when_an_invoice_is_unknown() {
    let server = spawn(&[], None, "127.0.0.1").await;
    let target = || target_of(&server);
    let args = |line: &str| -> Vec<String> { line.split(' ').map(str::to_owned).collect() };
    let created = fundplan_local::operator::run(
        &[
            "create",
            "--name",
            "Harbor Community Foundation",
            "--admin-email",
            "ruth@harborfoundation.org",
        ]
        .map(str::to_owned),
        target,
    )
    .await
    .unwrap();
    let funder_id = created
        .split(['(', ')'])
        .nth(1)
        .expect("the funder's id in brackets")
        .to_owned();
    let billing = fundplan_local::operator::run(
        &args(&format!(
            "billing {funder_id} --seat-price $1,200.50 --billing-email Accounts@HarborFoundation.org"
        )),
        target,
    )
    .await
    .unwrap();
    assert!(billing.contains("seat price:  $1,200.50"), "{billing}");
    assert!(
        billing.contains("invoices to: accounts@harborfoundation.org"),
        "{billing}"
    );
    assert!(billing.contains("0 sent now, 0 waiting"), "{billing}");
    let bad = fundplan_local::operator::run(
        &args(&format!("billing {funder_id} --seat-price lots")),
        target,
    )
    .await
    .unwrap_err();
    assert!(
        bad.to_string().contains("is not an amount in dollars"),
        "{bad}"
    );
    let unknown = fundplan_local::operator::run(
        &[
            "paid".to_owned(),
            funder_id.clone(),
            "01JNOINVOICE000000000000000".to_owned(),
            "--reference".to_owned(),
            "Cheque 10443".to_owned(),
        ],
        target,
    )
    .await
    .unwrap_err();
    assert!(unknown.to_string().contains("404"), "{unknown}");
    assert!(
        unknown
            .to_string()
            .contains("This funder has no invoice with this id."),
        "{unknown}"
    );
    let usage = fundplan_local::operator::run(&args("paid"), target)
        .await
        .unwrap_err();
    assert!(usage.to_string().contains("usage:"), "{usage}");
}
