//! `fundplan-local funder create`: the operator creates a funder on a running fundplan (this
//! machine's, or the hosted API) through the operator API, with the operator key. Premium is
//! sold by contact, so a funder is set up by us: its first admin gets an e-mail invitation.

use anyhow::{Context, bail};
use std::path::Path;

/// Where and with which key the operator API is called.
#[derive(Clone, Debug)]
pub struct OperatorTarget {
    /// The product's base URL, e.g. `http://localhost:3000`.
    pub url: String,
    pub key: String,
}

impl OperatorTarget {
    /// From the environment, as the server reads it: `FUNDPLAN_OPERATOR_URL` (else
    /// `FUNDPLAN_PUBLIC_URL`, else `http://localhost:$PORT`), and `FUNDPLAN_OPERATOR_KEY` (else
    /// the key the local server keeps in its data folder, `$FUNDPLAN_DATA_DIR/operator.key`).
    pub fn from_env(get: impl Fn(&str) -> Option<String>) -> anyhow::Result<OperatorTarget> {
        let port = get("PORT").unwrap_or_else(|| "3000".into());
        let url = get("FUNDPLAN_OPERATOR_URL")
            .or_else(|| get("FUNDPLAN_PUBLIC_URL"))
            .unwrap_or_else(|| format!("http://localhost:{port}"));
        let key = match get("FUNDPLAN_OPERATOR_KEY") {
            Some(k) => k,
            None => {
                let dir = get("FUNDPLAN_DATA_DIR").unwrap_or_else(|| "./.fundplan".into());
                let path = Path::new(&dir).join("operator.key");
                std::fs::read_to_string(&path)
                    .with_context(|| {
                        format!(
                            "no FUNDPLAN_OPERATOR_KEY and no {} (start the local server once, or set the key)",
                            path.display()
                        )
                    })?
                    .trim()
                    .to_owned()
            }
        };
        Ok(OperatorTarget { url, key })
    }
}

/// A funder the operator created.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Created {
    pub funder_id: String,
    pub admin_email: String,
}

/// Calls the operator API: `POST path` with the operator key and `body`; the answer's JSON, or
/// the server's error with its field messages.
async fn operator_post(
    target: &OperatorTarget,
    path: &str,
    body: Option<serde_json::Value>,
) -> anyhow::Result<serde_json::Value> {
    let url = format!("{}{path}", target.url.trim_end_matches('/'));
    let mut request = reqwest::Client::new()
        .post(&url)
        .header("X-Operator-Key", &target.key);
    if let Some(body) = body {
        request = request.json(&body);
    }
    let response = request
        .send()
        .await
        .with_context(|| format!("calling {url}"))?;
    let status = response.status();
    let body: serde_json::Value = response.json().await.unwrap_or_default();
    if !status.is_success() {
        let error = body["error"].as_str().unwrap_or("no message");
        let fields = body
            .get("errors")
            .map(|e| format!(" {e}"))
            .unwrap_or_default();
        bail!("{url} answered {status}: {error}{fields}");
    }
    Ok(body)
}

/// Creates the funder `name` and invites `admin_email` as its first admin.
pub async fn create_funder(
    target: &OperatorTarget,
    name: &str,
    admin_email: &str,
) -> anyhow::Result<Created> {
    let body = operator_post(
        target,
        "/api/v1/operator/funders",
        Some(serde_json::json!({ "name": name, "admin_email": admin_email })),
    )
    .await?;
    Ok(Created {
        funder_id: body["funder_id"].as_str().unwrap_or_default().to_owned(),
        admin_email: body["admin_email"].as_str().unwrap_or_default().to_owned(),
    })
}

/// Sends this week's funder digest now, to whoever has not had it (`POST /operator/digest`).
/// Returns the server's answer (week, sent, already sent, failed).
pub async fn run_digest(target: &OperatorTarget) -> anyhow::Result<serde_json::Value> {
    operator_post(target, "/api/v1/operator/digest", None).await
}

/// `fundplan-local digest`: this week's digest, now.
pub async fn digest_command() -> anyhow::Result<()> {
    let target = OperatorTarget::from_env(|n| std::env::var(n).ok())?;
    let run = run_digest(&target).await?;
    println!(
        "digest {}: {} sent, {} already sent this week, {} failed",
        run["week"].as_str().unwrap_or("?"),
        run["sent"],
        run["already_sent"],
        run["failed"]
    );
    Ok(())
}

/// The command line: `funder create --name NAME --admin-email EMAIL`.
pub async fn command(args: &[String]) -> anyhow::Result<()> {
    let usage = "usage: fundplan-local funder create --name \"Harbor Community Foundation\" --admin-email ruth@harborfoundation.org";
    let mut name = None;
    let mut email = None;
    let mut rest = args.iter();
    match rest.next().map(String::as_str) {
        Some("create") => {}
        _ => bail!("{usage}"),
    }
    while let Some(flag) = rest.next() {
        match flag.as_str() {
            "--name" => name = rest.next().cloned(),
            "--admin-email" => email = rest.next().cloned(),
            other => bail!("unknown option {other:?}\n{usage}"),
        }
    }
    let (Some(name), Some(email)) = (name, email) else {
        bail!("{usage}");
    };
    let target = OperatorTarget::from_env(|n| std::env::var(n).ok())?;
    let created = create_funder(&target, &name, &email).await?;
    println!("funder:      {name} ({})", created.funder_id);
    println!(
        "invitation:  sent to {} (locally: {}/dev/outbox)",
        created.admin_email,
        target.url.trim_end_matches('/')
    );
    Ok(())
}
