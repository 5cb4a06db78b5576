//! Configuration, read once from environment variables into a typed struct. Every problem is
//! reported at once. Names match `template.yaml`.

use std::collections::HashMap;
use std::path::PathBuf;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StoreKind {
    Embedded,
    Dynamodb,
}
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlobsKind {
    Dir,
    S3,
}
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QueueKind {
    Memory,
    Sqs,
}
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MailerKind {
    Outbox,
    Ses,
}
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PaymentsKind {
    Local,
    Stripe,
    /// On Lambda, functions that take no payments get no payment settings (least privilege).
    Disabled,
}

/// A value that must never reach a log.
#[derive(Clone, PartialEq, Eq, Default)]
pub struct Secret(pub String);

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.0.is_empty() {
            "Secret(empty)"
        } else {
            "Secret(***)"
        })
    }
}

#[derive(Clone, Debug)]
pub struct Config {
    pub port: u16,
    pub data_dir: PathBuf,
    pub web_dir: PathBuf,
    pub public_url: String,
    /// Required unless every adapter is embedded (then a secret is kept in the data dir).
    pub jwt_secret: Option<Secret>,
    /// The key of the operator API (`X-Operator-Key`; funders are created with it). Locally,
    /// when not set, one is kept in the data dir (`operator.key`); on AWS, without it the
    /// operator API refuses every call.
    pub operator_key: Option<Secret>,
    pub store: StoreKind,
    pub blobs: BlobsKind,
    pub queue: QueueKind,
    pub mailer: MailerKind,
    pub payments: PaymentsKind,
    pub table: String,
    pub bucket: String,
    pub queue_url: Option<String>,
    pub queue_name: String,
    pub mail_from: String,
    pub stripe_secret_key: Secret,
    pub stripe_webhook_secret: Secret,
    pub stripe_price_pro_month: String,
    pub stripe_price_pro_year: String,
    pub stripe_api_base: String,
}

#[derive(Debug, PartialEq, Eq)]
pub struct ConfigError(pub Vec<String>);

impl std::fmt::Display for ConfigError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "configuration problems:\n  - {}", self.0.join("\n  - "))
    }
}

impl std::error::Error for ConfigError {}

fn choice<T: Copy>(
    env: &HashMap<String, String>,
    name: &str,
    options: &[(&str, T)],
    problems: &mut Vec<String>,
) -> T {
    let default = options[0];
    match env.get(name).map(|s| s.trim().to_ascii_lowercase()) {
        None => default.1,
        Some(v) if v.is_empty() => default.1,
        Some(v) => match options.iter().find(|(n, _)| *n == v) {
            Some((_, t)) => *t,
            None => {
                let names: Vec<&str> = options.iter().map(|(n, _)| *n).collect();
                problems.push(format!("{name}={v} is not one of {}", names.join("|")));
                default.1
            }
        },
    }
}

impl Config {
    pub fn from_env() -> Result<Self, ConfigError> {
        Self::from_map(&std::env::vars().collect())
    }

    pub fn from_map(env: &HashMap<String, String>) -> Result<Self, ConfigError> {
        let mut problems = Vec::new();
        let get = |name: &str| {
            env.get(name)
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty())
        };
        let port = match get("PORT") {
            None => 3000,
            Some(p) => p.parse().unwrap_or_else(|_| {
                problems.push(format!("PORT={p} is not a port number"));
                3000
            }),
        };
        let store = choice(
            env,
            "FUNDPLAN_STORE",
            &[
                ("embedded", StoreKind::Embedded),
                ("dynamodb", StoreKind::Dynamodb),
            ],
            &mut problems,
        );
        let blobs = choice(
            env,
            "FUNDPLAN_BLOBS",
            &[("dir", BlobsKind::Dir), ("s3", BlobsKind::S3)],
            &mut problems,
        );
        let queue = choice(
            env,
            "FUNDPLAN_QUEUE",
            &[("memory", QueueKind::Memory), ("sqs", QueueKind::Sqs)],
            &mut problems,
        );
        let mailer = choice(
            env,
            "FUNDPLAN_MAILER",
            &[("outbox", MailerKind::Outbox), ("ses", MailerKind::Ses)],
            &mut problems,
        );
        let on_lambda = env.contains_key("AWS_LAMBDA_FUNCTION_NAME");
        let payments = if on_lambda && get("FUNDPLAN_PAYMENTS").is_none() {
            PaymentsKind::Disabled
        } else {
            choice(
                env,
                "FUNDPLAN_PAYMENTS",
                &[
                    ("local", PaymentsKind::Local),
                    ("stripe", PaymentsKind::Stripe),
                ],
                &mut problems,
            )
        };
        let mut need = |cond: bool, name: &str| -> String {
            match get(name) {
                Some(v) => v,
                None => {
                    if cond {
                        problems.push(format!("{name} is required with the chosen adapters"));
                    }
                    String::new()
                }
            }
        };
        let table = need(store == StoreKind::Dynamodb, "FUNDPLAN_TABLE");
        let bucket = need(blobs == BlobsKind::S3, "FUNDPLAN_BUCKET");
        let mail_from = need(mailer == MailerKind::Ses, "FUNDPLAN_MAIL_FROM");
        let stripe = payments == PaymentsKind::Stripe;
        let stripe_secret_key = Secret(need(stripe, "STRIPE_SECRET_KEY"));
        let stripe_webhook_secret = Secret(need(stripe, "STRIPE_WEBHOOK_SECRET"));
        let stripe_price_pro_month = need(stripe, "STRIPE_PRICE_PRO_MONTH");
        let stripe_price_pro_year = need(stripe, "STRIPE_PRICE_PRO_YEAR");
        let all_embedded = store == StoreKind::Embedded && blobs == BlobsKind::Dir;
        let jwt_secret = get("FUNDPLAN_JWT_SECRET").map(Secret);
        match &jwt_secret {
            None if !all_embedded => problems
                .push("FUNDPLAN_JWT_SECRET is required when the store is not embedded".into()),
            Some(s) if s.0.len() < 32 => {
                problems.push("FUNDPLAN_JWT_SECRET must be at least 32 characters".into())
            }
            _ => {}
        }
        let operator_key = get("FUNDPLAN_OPERATOR_KEY").map(Secret);
        if operator_key.as_ref().is_some_and(|k| k.0.len() < 32) {
            problems.push("FUNDPLAN_OPERATOR_KEY must be at least 32 characters".into());
        }
        if !problems.is_empty() {
            return Err(ConfigError(problems));
        }
        Ok(Config {
            port,
            data_dir: PathBuf::from(
                get("FUNDPLAN_DATA_DIR").unwrap_or_else(|| "./.fundplan".into()),
            ),
            web_dir: PathBuf::from(get("FUNDPLAN_WEB_DIR").unwrap_or_else(|| "./web/dist".into())),
            public_url: get("FUNDPLAN_PUBLIC_URL")
                .unwrap_or_else(|| format!("http://localhost:{port}")),
            jwt_secret,
            operator_key,
            store,
            blobs,
            queue,
            mailer,
            payments,
            table,
            bucket,
            queue_url: get("FUNDPLAN_QUEUE_URL"),
            queue_name: get("FUNDPLAN_QUEUE_NAME").unwrap_or_else(|| "fundplan-jobs".into()),
            mail_from,
            stripe_secret_key,
            stripe_webhook_secret,
            stripe_price_pro_month,
            stripe_price_pro_year,
            stripe_api_base: get("STRIPE_API_BASE")
                .unwrap_or_else(|| "https://api.stripe.com".into()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &[(&str, &str)]) -> HashMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn the_embedded_default_needs_no_configuration() {
        let c = Config::from_map(&env(&[])).unwrap();
        assert_eq!(
            (c.port, c.store, c.blobs, c.queue, c.mailer, c.payments),
            (
                3000,
                StoreKind::Embedded,
                BlobsKind::Dir,
                QueueKind::Memory,
                MailerKind::Outbox,
                PaymentsKind::Local
            )
        );
        assert_eq!(c.public_url, "http://localhost:3000");
    }

    #[test]
    fn every_missing_value_is_reported_at_once() {
        let e = Config::from_map(&env(&[
            ("FUNDPLAN_STORE", "dynamodb"),
            ("FUNDPLAN_MAILER", "ses"),
            ("FUNDPLAN_PAYMENTS", "stripe"),
            ("FUNDPLAN_QUEUE", "kafka"),
        ]))
        .unwrap_err();
        let text = e.to_string();
        for name in [
            "FUNDPLAN_TABLE",
            "FUNDPLAN_MAIL_FROM",
            "STRIPE_SECRET_KEY",
            "STRIPE_WEBHOOK_SECRET",
            "STRIPE_PRICE_PRO_MONTH",
            "STRIPE_PRICE_PRO_YEAR",
            "FUNDPLAN_JWT_SECRET",
            "FUNDPLAN_QUEUE=kafka",
        ] {
            assert!(text.contains(name), "{name} missing from: {text}");
        }
    }

    #[test]
    fn a_lambda_function_without_payment_settings_has_payments_disabled() {
        let c = Config::from_map(&env(&[
            ("AWS_LAMBDA_FUNCTION_NAME", "auth"),
            ("FUNDPLAN_JWT_SECRET", "0123456789abcdef0123456789abcdef"),
            ("FUNDPLAN_STORE", "dynamodb"),
            ("FUNDPLAN_TABLE", "t"),
        ]))
        .unwrap();
        assert_eq!(c.payments, PaymentsKind::Disabled);
        let c = Config::from_map(&env(&[])).unwrap();
        assert_eq!(
            c.payments,
            PaymentsKind::Local,
            "off Lambda the local checkout is the default"
        );
    }

    #[test]
    fn secrets_are_not_printed() {
        let c = Config::from_map(&env(&[(
            "FUNDPLAN_JWT_SECRET",
            "0123456789abcdef0123456789abcdef-very-secret",
        )]))
        .unwrap();
        assert!(!format!("{c:?}").contains("very-secret"));
    }
}
