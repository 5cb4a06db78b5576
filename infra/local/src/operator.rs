//! `fundplan-local funder …`: the operator creates a funder on a running fundplan (this
//! machine's, or the hosted API) through the operator API, with the operator key. Premium is
//! sold by contact, so a funder is set up by us: its first admin gets an e-mail invitation, and
//! we set its seat price (its cohorts are invoiced at it) and record payments made outside
//! Stripe.

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
    operator_call(target, reqwest::Method::POST, path, body).await
}

async fn operator_call(
    target: &OperatorTarget,
    method: reqwest::Method,
    path: &str,
    body: Option<serde_json::Value>,
) -> anyhow::Result<serde_json::Value> {
    let url = format!("{}{path}", target.url.trim_end_matches('/'));
    let mut request = reqwest::Client::new()
        .request(method, &url)
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

/// Creates the funder `name` and invites `admin_email` as its first admin; with a seat price
/// (cents), its cohorts are invoiced at once.
pub async fn create_funder(
    target: &OperatorTarget,
    name: &str,
    admin_email: &str,
    seat_price_cents: Option<i64>,
) -> anyhow::Result<Created> {
    let body = operator_post(
        target,
        "/api/v1/operator/funders",
        Some(serde_json::json!({ "name": name, "admin_email": admin_email, "seat_price_cents": seat_price_cents })),
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

/// Sends today's due-date reminders and this week's overdue summaries now, to whoever has not
/// had them (`POST /operator/due-reminders`).
pub async fn run_due_reminders(target: &OperatorTarget) -> anyhow::Result<serde_json::Value> {
    operator_post(target, "/api/v1/operator/due-reminders", None).await
}

/// `fundplan-local due-reminders`: today's reminders, now.
pub async fn due_reminders_command() -> anyhow::Result<()> {
    let target = OperatorTarget::from_env(|n| std::env::var(n).ok())?;
    let run = run_due_reminders(&target).await?;
    println!(
        "due reminders {}: {} reminders and {} overdue summaries sent, {} already sent, {} failed",
        run["day"].as_str().unwrap_or("?"),
        run["reminders_sent"],
        run["summaries_sent"],
        run["already_sent"],
        run["failed"]
    );
    Ok(())
}

/// The usage of `fundplan-local funder`.
pub const USAGE: &str = "usage:
  fundplan-local funder create --name \"Harbor Community Foundation\" --admin-email ruth@harborfoundation.org [--seat-price 450]
  fundplan-local funder billing FUNDER_ID [--seat-price 450] [--billing-email accounts@harborfoundation.org]
  fundplan-local funder paid FUNDER_ID INVOICE_ID --reference \"Cheque 10443\"";

/// A seat price typed in dollars (`450`, `$1,200.50`) as cents.
fn seat_price(text: Option<String>) -> anyhow::Result<Option<i64>> {
    text.map(|t| {
        fundplan_domain::money::parse_amount(&t)
            .map_err(|_| anyhow::anyhow!("--seat-price {t:?} is not an amount in dollars"))
    })
    .transpose()
}

/// Reads `--flag value` pairs of `allowed` flags, and the positional arguments.
fn flags(
    args: &[String],
    allowed: &[&str],
) -> anyhow::Result<(Vec<String>, std::collections::HashMap<String, String>)> {
    let mut positional = Vec::new();
    let mut named = std::collections::HashMap::new();
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        if let Some(flag) = arg.strip_prefix("--") {
            if !allowed.contains(&flag) {
                bail!("unknown option {arg:?}\n{USAGE}");
            }
            let value = rest
                .next()
                .with_context(|| format!("{arg} needs a value\n{USAGE}"))?;
            named.insert(flag.to_owned(), value.clone());
        } else {
            positional.push(arg.clone());
        }
    }
    Ok((positional, named))
}

/// The command line: `funder create|billing|paid …` (see [`USAGE`]), with the operator API
/// found from the environment.
pub async fn command(args: &[String]) -> anyhow::Result<()> {
    let out = run(args, || OperatorTarget::from_env(|n| std::env::var(n).ok())).await?;
    print!("{out}");
    Ok(())
}

/// Runs `funder create|billing|paid …` against `target`; what it prints.
pub async fn run(
    args: &[String],
    target: impl Fn() -> anyhow::Result<OperatorTarget>,
) -> anyhow::Result<String> {
    use std::fmt::Write;
    let mut out = String::new();
    let Some((verb, args)) = args.split_first() else {
        bail!("{USAGE}");
    };
    match verb.as_str() {
        "create" => {
            let (positional, mut f) = flags(args, &["name", "admin-email", "seat-price"])?;
            let (Some(name), Some(email), true) = (
                f.remove("name"),
                f.remove("admin-email"),
                positional.is_empty(),
            ) else {
                bail!("{USAGE}");
            };
            let price = seat_price(f.remove("seat-price"))?;
            let target = target()?;
            let created = create_funder(&target, &name, &email, price).await?;
            writeln!(out, "funder:      {name} ({})", created.funder_id)?;
            writeln!(
                out,
                "invitation:  sent to {} (locally: {}/dev/outbox)",
                created.admin_email,
                target.url.trim_end_matches('/')
            )?;
        }
        "billing" => {
            let (positional, mut f) = flags(args, &["seat-price", "billing-email"])?;
            let [funder_id] = positional.as_slice() else {
                bail!("{USAGE}");
            };
            let body = serde_json::json!({
                "seat_price_cents": seat_price(f.remove("seat-price"))?,
                "billing_email": f.remove("billing-email"),
            });
            let path = format!("/api/v1/operator/funders/{funder_id}/billing");
            let run = operator_call(&target()?, reqwest::Method::PUT, &path, Some(body)).await?;
            let price = run["seat_price_cents"].as_i64().map_or(
                "not set".to_owned(),
                fundplan_domain::money::format_usd_cents,
            );
            writeln!(out, "seat price:  {price}")?;
            writeln!(
                out,
                "invoices to: {}",
                run["billing_email"].as_str().unwrap_or("-")
            )?;
            writeln!(
                out,
                "invoices:    {} sent now, {} waiting",
                run["sent"], run["waiting"]
            )?;
        }
        "paid" => {
            let (positional, mut f) = flags(args, &["reference"])?;
            let ([funder_id, invoice_id], Some(reference)) =
                (positional.as_slice(), f.remove("reference"))
            else {
                bail!("{USAGE}");
            };
            let path = format!("/api/v1/operator/funders/{funder_id}/invoices/{invoice_id}/paid");
            let body = serde_json::json!({ "reference": reference });
            let invoice = operator_post(&target()?, &path, Some(body)).await?;
            writeln!(
                out,
                "invoice {} paid ({}), {}",
                invoice["number"].as_str().unwrap_or(invoice_id),
                invoice["payment_reference"].as_str().unwrap_or(""),
                invoice["paid_at"].as_str().unwrap_or("")
            )?;
        }
        _ => bail!("{USAGE}"),
    }
    Ok(out)
}
