//! What the cloud adapters need to know, filled by the caller (the Lambda mains and the local
//! server read it from their environment). The adapters are built from it in `adapters.rs`.

use std::fmt;

/// Stripe's API, where [`StripeSettings::api_base`] points in production.
pub const DEFAULT_STRIPE_API_BASE: &str = "https://api.stripe.com";

/// Name of the job queue when none is configured.
pub const DEFAULT_QUEUE_NAME: &str = "fundplan-jobs";

/// The dead-letter queue that belongs to the queue `queue_name` (`fundplan-jobs-dlq`).
pub fn dead_letter_queue_name(queue_name: &str) -> String {
    format!("{queue_name}-dlq")
}

/// Settings of the cloud adapters (names of the matching environment variables in brackets).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CloudSettings {
    /// The single DynamoDB table (`FUNDPLAN_TABLE`).
    pub table: String,
    /// The S3 bucket of every object (`FUNDPLAN_BUCKET`).
    pub bucket: String,
    /// URL of the job queue (`FUNDPLAN_QUEUE_URL`). When `None`, it is looked up by
    /// [`queue_name`](Self::queue_name).
    pub queue_url: Option<String>,
    /// Name of the job queue, used by the bootstrap and when `queue_url` is `None`. Its
    /// dead-letter queue is [`dead_letter_queue_name`]`(queue_name)`.
    pub queue_name: String,
    /// Sender of every e-mail, a verified SES identity (`FUNDPLAN_MAIL_FROM`), either
    /// `no-reply@example.org` or `Fundplan <no-reply@example.org>`.
    pub mail_from: String,
    /// Stripe, when configured; without it no [`StripePayments`](crate::StripePayments) is built.
    pub stripe: Option<StripeSettings>,
}

impl CloudSettings {
    /// Settings with the default queue name and without Stripe.
    pub fn new(
        table: impl Into<String>,
        bucket: impl Into<String>,
        mail_from: impl Into<String>,
    ) -> Self {
        Self {
            table: table.into(),
            bucket: bucket.into(),
            queue_url: None,
            queue_name: DEFAULT_QUEUE_NAME.to_string(),
            mail_from: mail_from.into(),
            stripe: None,
        }
    }

    /// What `fundplan-local bootstrap-aws` creates, from the same variables the functions read
    /// (`FUNDPLAN_TABLE`, `FUNDPLAN_BUCKET`, `FUNDPLAN_MAIL_FROM`, `FUNDPLAN_QUEUE_NAME`), each
    /// with the local default. It signs nothing and serves nothing, so it needs no secret.
    pub fn for_bootstrap(var: impl Fn(&str) -> Option<String>) -> Self {
        let get = |name: &str, default: &str| {
            var(name)
                .filter(|v| !v.trim().is_empty())
                .unwrap_or_else(|| default.to_string())
        };
        Self::new(
            get("FUNDPLAN_TABLE", "fundplan"),
            get("FUNDPLAN_BUCKET", "fundplan-objects"),
            get("FUNDPLAN_MAIL_FROM", "no-reply@fundplan.local"),
        )
        .with_queue_name(get("FUNDPLAN_QUEUE_NAME", DEFAULT_QUEUE_NAME))
    }

    pub fn with_queue_url(mut self, queue_url: impl Into<String>) -> Self {
        self.queue_url = Some(queue_url.into());
        self
    }

    pub fn with_queue_name(mut self, queue_name: impl Into<String>) -> Self {
        self.queue_name = queue_name.into();
        self
    }

    pub fn with_stripe(mut self, stripe: StripeSettings) -> Self {
        self.stripe = Some(stripe);
        self
    }
}

/// Stripe settings. `Debug` never prints the secrets.
#[derive(Clone, PartialEq, Eq)]
pub struct StripeSettings {
    /// `STRIPE_SECRET_KEY` (`sk_live_…` / `sk_test_…`).
    pub secret_key: String,
    /// `STRIPE_WEBHOOK_SECRET` (`whsec_…`).
    pub webhook_secret: String,
    /// Price of the Pro plan billed monthly (`STRIPE_PRICE_PRO_MONTH`).
    pub price_pro_month: Option<String>,
    /// Price of the Pro plan billed yearly (`STRIPE_PRICE_PRO_YEAR`).
    pub price_pro_year: Option<String>,
    /// `STRIPE_API_BASE`; [`DEFAULT_STRIPE_API_BASE`] in production.
    pub api_base: String,
}

impl StripeSettings {
    /// Settings against the real Stripe API, without prices.
    pub fn new(secret_key: impl Into<String>, webhook_secret: impl Into<String>) -> Self {
        Self {
            secret_key: secret_key.into(),
            webhook_secret: webhook_secret.into(),
            price_pro_month: None,
            price_pro_year: None,
            api_base: DEFAULT_STRIPE_API_BASE.to_string(),
        }
    }

    pub fn with_prices(
        mut self,
        pro_month: impl Into<String>,
        pro_year: impl Into<String>,
    ) -> Self {
        self.price_pro_month = Some(pro_month.into());
        self.price_pro_year = Some(pro_year.into());
        self
    }

    pub fn with_api_base(mut self, api_base: impl Into<String>) -> Self {
        self.api_base = api_base.into();
        self
    }

    /// The price id for `plan` billed every `term`, when configured (and not blank).
    pub fn price(&self, plan: &str, term: &str) -> Option<&str> {
        let price = match (plan, term) {
            ("pro", "month") => self.price_pro_month.as_deref(),
            ("pro", "year") => self.price_pro_year.as_deref(),
            _ => None,
        };
        price.map(str::trim).filter(|p| !p.is_empty())
    }
}

impl fmt::Debug for StripeSettings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("StripeSettings")
            .field("secret_key", &"<redacted>")
            .field("webhook_secret", &"<redacted>")
            .field("price_pro_month", &self.price_pro_month)
            .field("price_pro_year", &self.price_pro_year)
            .field("api_base", &self.api_base)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn the_bootstrap_settings_need_no_secret_and_default_every_name() {
        let env: HashMap<&str, &str> = HashMap::new();
        let s = CloudSettings::for_bootstrap(|n| env.get(n).map(|v| v.to_string()));
        assert_eq!(s.table, "fundplan");
        assert_eq!(s.bucket, "fundplan-objects");
        assert_eq!(s.mail_from, "no-reply@fundplan.local");
        assert_eq!(s.queue_name, DEFAULT_QUEUE_NAME);
        assert_eq!(s.stripe, None);
    }

    #[test]
    fn the_bootstrap_settings_take_the_names_the_functions_read() {
        let env: HashMap<&str, &str> = [
            ("FUNDPLAN_TABLE", "prod-table"),
            ("FUNDPLAN_BUCKET", "prod-objects"),
            ("FUNDPLAN_MAIL_FROM", "Fundplan <hello@example.org>"),
            ("FUNDPLAN_QUEUE_NAME", "prod-jobs"),
            ("FUNDPLAN_STORE", "dynamodb"),
        ]
        .into();
        let s = CloudSettings::for_bootstrap(|n| env.get(n).map(|v| v.to_string()));
        assert_eq!(
            (s.table.as_str(), s.bucket.as_str(), s.queue_name.as_str()),
            ("prod-table", "prod-objects", "prod-jobs")
        );
        assert_eq!(s.mail_from, "Fundplan <hello@example.org>");
    }
}
