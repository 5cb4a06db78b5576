//! Billing the funder (issue 18 §6), through the API on both stores: a cohort and the seats
//! added to it are invoiced (net 30, quantity = seats) once the operator has set the seat price;
//! an invoice is paid by the provider's verified webhook or by the operator for a cheque, once.

use axum::http::StatusCode;
use fundplan_testkit::{OPERATOR_KEY, TestApp};
use serde_json::{Value, json};

async fn new_cohort(app: &TestApp, funder_id: &str, admin: &str, seats: u32) -> String {
    let r = app
        .post(
            &format!("/api/v1/funders/{funder_id}/cohorts"),
            Some(admin),
            json!({"name": "Spring 2027 Cohort", "kind": "group_coaching", "seats": seats, "starts_on": "2026-11-01", "ends_on": "2027-11-30"}),
        )
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{:?}", r.body);
    r.body["cohort"]["id"].as_str().unwrap().to_owned()
}

async fn invoices(app: &TestApp, funder_id: &str, admin: &str) -> Value {
    let r = app
        .get(
            &format!("/api/v1/funders/{funder_id}/invoices"),
            Some(admin),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{:?}", r.body);
    r.body
}

#[tokio::test]
async fn a_funder_is_invoiced_per_cohort_and_per_seats_added_and_each_invoice_is_paid_once() {
    for app in TestApp::both(fundplan_local::api_routes()).await {
        let store = app.store_name();
        let (funder_id, admin) = app
            .seed_funder("Harbor Community Foundation", "ruth@harborfoundation.org")
            .await;
        let cohort_id = new_cohort(&app, &funder_id, &admin, 12).await;

        // No seat price yet: the cohort's invoice waits, with no amount.
        let waiting = invoices(&app, &funder_id, &admin).await;
        assert_eq!(waiting["seat_price_cents"], Value::Null, "{store}");
        assert_eq!(
            waiting["billing_email"], "ruth@harborfoundation.org",
            "{store}"
        );
        assert_eq!(waiting["days_until_due"], 30, "{store}");
        let first = &waiting["invoices"][0];
        assert_eq!(waiting["invoices"].as_array().unwrap().len(), 1, "{store}");
        assert_eq!(first["status"], "pending", "{store}");
        assert_eq!(first["reason"], "cohort", "{store}");
        assert_eq!(first["seats"], 12, "{store}");
        assert_eq!(first["cohort_id"], cohort_id.as_str(), "{store}");
        assert_eq!(first["total_cents"], Value::Null, "{store}");
        let first_id = first["id"].as_str().unwrap().to_owned();

        // The operator's terms are checked, and nothing is written when refused.
        let billing_path = format!("/api/v1/operator/funders/{funder_id}/billing");
        let refused = app
            .operator_call(
                "PUT",
                &billing_path,
                Some(OPERATOR_KEY),
                Some(json!({"seat_price_cents": 99, "billing_email": "not an address"})),
            )
            .await;
        assert_eq!(
            refused.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{store}: {:?}",
            refused.body
        );
        let fields = refused.body["errors"].to_string();
        assert!(
            fields.contains("seat_price_cents") && fields.contains("billing_email"),
            "{store}: {fields}"
        );
        assert_eq!(
            invoices(&app, &funder_id, &admin).await["seat_price_cents"],
            Value::Null,
            "{store}"
        );
        let no_key = app
            .operator_call(
                "PUT",
                &billing_path,
                None,
                Some(json!({"seat_price_cents": 45_000})),
            )
            .await;
        assert_eq!(no_key.status, StatusCode::UNAUTHORIZED, "{store}");
        let nobody = app
            .operator_call(
                "PUT",
                "/api/v1/operator/funders/01JNOFUNDER0000000000000000/billing",
                Some(OPERATOR_KEY),
                Some(json!({"seat_price_cents": 45_000})),
            )
            .await;
        assert_eq!(nobody.status, StatusCode::NOT_FOUND, "{store}");

        // The price set, the waiting invoice is sent: 12 seats at $450.00, due in 30 days.
        let set = app
            .operator_call("PUT", &billing_path, Some(OPERATOR_KEY), Some(json!({"seat_price_cents": 45_000, "billing_email": "Accounts@HarborFoundation.org"})))
            .await;
        assert_eq!(set.status, StatusCode::OK, "{store}: {:?}", set.body);
        assert_eq!(
            (set.body["sent"].as_u64(), set.body["waiting"].as_u64()),
            (Some(1), Some(0)),
            "{store}"
        );
        assert_eq!(
            set.body["billing_email"], "accounts@harborfoundation.org",
            "{store}"
        );
        let sent = invoices(&app, &funder_id, &admin).await;
        let first = &sent["invoices"][0];
        assert_eq!(first["status"], "open", "{store}");
        assert_eq!(first["unit_amount_cents"], 45_000, "{store}");
        assert_eq!(first["total_cents"], 540_000, "{store}");
        assert_eq!(sent["outstanding_cents"], 540_000, "{store}");
        let issued = time::OffsetDateTime::from_unix_timestamp(app.state.now())
            .unwrap()
            .date();
        let due = issued + time::Duration::days(30);
        assert_eq!(
            first["due_on"],
            fundplan_domain::subscription::iso_date(due.midnight().assume_utc().unix_timestamp()),
            "{store}"
        );
        assert_eq!(first["overdue"], false, "{store}");
        let url = first["url"].as_str().unwrap();
        assert!(
            url.ends_with(&format!("/dev/invoice/{funder_id}/{first_id}")),
            "{store}: {url}"
        );
        assert!(
            first["number"].as_str().unwrap().starts_with("LOCAL-"),
            "{store}"
        );
        // Sending again sends nothing twice.
        let again = app
            .operator_call(
                "POST",
                &format!("/api/v1/operator/funders/{funder_id}/invoices/send"),
                Some(OPERATOR_KEY),
                None,
            )
            .await;
        assert_eq!(
            (again.body["sent"].as_u64(), again.body["waiting"].as_u64()),
            (Some(0), Some(0)),
            "{store}: {:?}",
            again.body
        );

        // Three seats added are invoiced at once, on their own invoice.
        let more = app
            .post(
                &format!("/api/v1/funders/{funder_id}/cohorts/{cohort_id}/seats"),
                Some(&admin),
                json!({"add": 3}),
            )
            .await;
        assert_eq!(more.status, StatusCode::OK, "{store}: {:?}", more.body);
        let both = invoices(&app, &funder_id, &admin).await;
        assert_eq!(both["invoices"].as_array().unwrap().len(), 2, "{store}");
        let added = &both["invoices"][0];
        assert_eq!(
            (
                added["reason"].as_str(),
                added["seats"].as_u64(),
                added["status"].as_str()
            ),
            (Some("seats_added"), Some(3), Some("open")),
            "{store}"
        );
        assert_eq!(added["total_cents"], 135_000, "{store}");
        assert_eq!(both["outstanding_cents"], 675_000, "{store}");
        let added_id = added["id"].as_str().unwrap().to_owned();

        // A signed invoice.paid for another provider invoice id changes nothing.
        let (body, signature) =
            app.payments
                .invoice_paid(&funder_id, &added_id, &cohort_id, 135_000, app.state.now());
        let forged_body = body.replace(&format!("in_local_{added_id}"), "in_someone_elses");
        let forged_sig = fundplan_ports::payments::sign(
            forged_body.as_bytes(),
            fundplan_testkit::WEBHOOK_SECRET,
            app.state.now(),
        );
        assert_eq!(
            app.deliver_webhook(&forged_body, &forged_sig).await.status,
            StatusCode::OK,
            "{store}"
        );
        assert_eq!(
            invoices(&app, &funder_id, &admin).await["invoices"][0]["status"],
            "open",
            "{store}"
        );
        // An unsigned one is refused.
        assert_eq!(
            app.deliver_webhook(&body, "t=1,v1=00").await.status,
            StatusCode::BAD_REQUEST,
            "{store}"
        );

        // Paid on the provider's page: the verified webhook marks it paid, once.
        assert_eq!(
            app.deliver_webhook(&body, &signature).await.status,
            StatusCode::OK,
            "{store}"
        );
        let paid = invoices(&app, &funder_id, &admin).await;
        assert_eq!(
            (
                paid["invoices"][0]["status"].as_str(),
                paid["invoices"][0]["paid_via"].as_str()
            ),
            (Some("paid"), Some("provider")),
            "{store}"
        );
        let paid_at = paid["invoices"][0]["paid_at"].clone();
        app.clock.advance(time::Duration::days(2));
        let admin = app
            .login("ruth@harborfoundation.org", "harbor harbor")
            .await;
        let (later, later_sig) =
            app.payments
                .invoice_paid(&funder_id, &added_id, &cohort_id, 135_000, app.state.now());
        assert_eq!(
            app.deliver_webhook(&later, &later_sig).await.status,
            StatusCode::OK,
            "{store}"
        );
        assert_eq!(
            invoices(&app, &funder_id, &admin).await["invoices"][0]["paid_at"],
            paid_at,
            "{store}: paid once"
        );
        assert_eq!(
            invoices(&app, &funder_id, &admin).await["outstanding_cents"],
            540_000,
            "{store}"
        );

        // Past its due day the cohort's invoice is overdue; a cheque paid outside Stripe is
        // recorded by the operator, with its reference, once.
        app.clock.advance(time::Duration::days(29));
        let admin = app
            .login("ruth@harborfoundation.org", "harbor harbor")
            .await;
        assert_eq!(
            invoices(&app, &funder_id, &admin).await["invoices"][1]["overdue"],
            true,
            "{store}"
        );
        let paid_path = format!("/api/v1/operator/funders/{funder_id}/invoices/{first_id}/paid");
        let blank = app
            .operator_call(
                "POST",
                &paid_path,
                Some(OPERATOR_KEY),
                Some(json!({"reference": "  "})),
            )
            .await;
        assert_eq!(blank.status, StatusCode::UNPROCESSABLE_ENTITY, "{store}");
        let cheque = app
            .operator_call(
                "POST",
                &paid_path,
                Some(OPERATOR_KEY),
                Some(json!({"reference": "Cheque 10443"})),
            )
            .await;
        assert_eq!(cheque.status, StatusCode::OK, "{store}: {:?}", cheque.body);
        assert_eq!(
            (
                cheque.body["status"].as_str(),
                cheque.body["paid_via"].as_str(),
                cheque.body["payment_reference"].as_str()
            ),
            (Some("paid"), Some("operator"), Some("Cheque 10443")),
            "{store}"
        );
        assert_eq!(cheque.body["overdue"], false, "{store}");
        let twice = app
            .operator_call(
                "POST",
                &paid_path,
                Some(OPERATOR_KEY),
                Some(json!({"reference": "Wire 2027-01-05"})),
            )
            .await;
        assert_eq!(
            (twice.status, twice.body["payment_reference"].as_str()),
            (StatusCode::OK, Some("Cheque 10443")),
            "{store}: the first payment stands"
        );
        let unknown = app
            .operator_call(
                "POST",
                &format!(
                    "/api/v1/operator/funders/{funder_id}/invoices/01JNOINVOICE000000000000000/paid"
                ),
                Some(OPERATOR_KEY),
                Some(json!({"reference": "Cheque 1"})),
            )
            .await;
        assert_eq!(unknown.status, StatusCode::NOT_FOUND, "{store}");
        assert_eq!(
            invoices(&app, &funder_id, &admin).await["outstanding_cents"],
            0,
            "{store}"
        );
    }
}

#[tokio::test]
async fn an_invoice_not_sent_cannot_be_paid_and_a_funder_priced_at_creation_is_invoiced_at_once() {
    for app in TestApp::both(fundplan_local::api_routes()).await {
        let store = app.store_name();
        let (funder_id, admin) = app
            .seed_funder("Harbor Community Foundation", "ruth@harborfoundation.org")
            .await;
        new_cohort(&app, &funder_id, &admin, 10).await;
        let pending = invoices(&app, &funder_id, &admin).await;
        let id = pending["invoices"][0]["id"].as_str().unwrap();
        let r = app
            .operator_call(
                "POST",
                &format!("/api/v1/operator/funders/{funder_id}/invoices/{id}/paid"),
                Some(OPERATOR_KEY),
                Some(json!({"reference": "Cheque 10443"})),
            )
            .await;
        assert_eq!(r.status, StatusCode::CONFLICT, "{store}: {:?}", r.body);
        assert_eq!(
            invoices(&app, &funder_id, &admin).await["invoices"][0]["status"],
            "pending",
            "{store}"
        );
        // A funder created with its price has its first cohort invoiced at once.
        let created = app
            .operator_create_funder(Some(OPERATOR_KEY), json!({"name": "Lakeside Fund", "admin_email": "omar@lakesidefund.org", "seat_price_cents": 30_000, "billing_email": "ap@lakesidefund.org"}))
            .await;
        assert_eq!(
            created.status,
            StatusCode::CREATED,
            "{store}: {:?}",
            created.body
        );
        let lakeside = created.body["funder_id"].as_str().unwrap().to_owned();
        let lakeside_admin = app.join_funder("omar@lakesidefund.org").await;
        new_cohort(&app, &lakeside, &lakeside_admin, 10).await;
        let sent = invoices(&app, &lakeside, &lakeside_admin).await;
        assert_eq!(
            (
                sent["invoices"][0]["status"].as_str(),
                sent["invoices"][0]["total_cents"].as_i64()
            ),
            (Some("open"), Some(300_000)),
            "{store}"
        );
        assert_eq!(sent["billing_email"], "ap@lakesidefund.org", "{store}");
        // Neither funder reads the other's invoices.
        let other = app
            .get(
                &format!("/api/v1/funders/{lakeside}/invoices"),
                Some(&admin),
            )
            .await;
        assert_eq!(
            other.status,
            StatusCode::FORBIDDEN,
            "{store}: {:?}",
            other.body
        );
        let bad_price = app
            .operator_create_funder(Some(OPERATOR_KEY), json!({"name": "Tiny Fund", "admin_email": "a@tinyfund.org", "seat_price_cents": 10_000_001}))
            .await;
        assert_eq!(
            bad_price.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{store}"
        );
    }
}
