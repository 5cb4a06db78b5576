//! `fundplan-local funder create` against a running local server: the key it reads from the
//! server's data folder opens the operator API, and the admin's invitation is in the outbox.

use crate::local::{client, spawn};
use fundplan_local::operator::{OperatorTarget, create_funder};

#[tokio::test]
async fn the_operator_command_creates_a_funder_on_the_running_server() {
    let server = spawn(&[], None, "127.0.0.1").await;
    let data = server.dir.path().join("data");
    let env = |name: &str| match name {
        "FUNDPLAN_DATA_DIR" => Some(data.display().to_string()),
        "FUNDPLAN_OPERATOR_URL" => Some(format!("http://127.0.0.1:{}", server.port)),
        _ => None,
    };
    let target = OperatorTarget::from_env(env).expect("the key the server keeps");
    assert!(target.key.len() >= 32);
    let created = create_funder(
        &target,
        "Harbor Community Foundation",
        "Ruth@HarborFoundation.org",
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
    let e = create_funder(&wrong, "Another Fund", "a@b.org")
        .await
        .unwrap_err();
    assert!(e.to_string().contains("403"), "{e}");
    assert!(
        e.to_string()
            .contains("This operation needs the operator key."),
        "{e}"
    );
}
