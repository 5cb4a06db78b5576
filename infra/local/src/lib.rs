//! The local all-in-one server: every function's routes mounted on one router, the SPA, the
//! job worker on the in-process queue (or SQS), and the developer pages of the embedded
//! adapters (outbox, checkout, signed downloads).

pub mod dev;
pub mod openapi;
pub mod operator;
pub mod web;

use anyhow::Context;
use axum::Router;
use axum::body::Body;
use axum::http::Request;
use fundplan_http::AppState;
use fundplan_http::config::Config;
use fundplan_http::runtime::{LocalHandles, app, build};
use fundplan_ports::jobs::{JobHandler, run_worker};
use std::sync::Arc;
use tower::ServiceExt;
use utoipa_axum::router::OpenApiRouter;

/// A function of the API: its group name (crate `functions/<name>`, Lambda binary
/// `fundplan-<name>`, function resource in template.yaml) and its routes.
pub type Function = (&'static str, fn() -> OpenApiRouter<AppState>);

/// Every function of the API, listed once. The local server ([`api_routes`]), the OpenAPI
/// document ([`openapi::document`]) and the check of template.yaml's routes
/// (`fundplan-local routes`, read by infra/sam/check_table.py) all come from this list.
pub const FUNCTIONS: [Function; 12] = [
    ("auth", fundplan_auth::router),
    ("organizations", fundplan_organizations::router),
    ("billing", fundplan_billing::router),
    ("onboarding", fundplan_onboarding::router),
    ("team", fundplan_team::router),
    ("navigation", fundplan_navigation::router),
    ("planning", fundplan_planning::router),
    ("budget", fundplan_budget::router),
    ("closing", fundplan_closing::router),
    ("documents", fundplan_documents_api::router),
    ("casedoc", fundplan_casedoc::router),
    ("funders", fundplan_funders::router),
];

/// Every function's routes with their OpenAPI operations, merged.
pub fn api() -> OpenApiRouter<AppState> {
    FUNCTIONS
        .iter()
        .fold(OpenApiRouter::default(), |all, (_, router)| {
            all.merge(router())
        })
}

/// Every function's routes, as API Gateway would route them.
pub fn api_routes() -> Router<AppState> {
    api().into()
}

/// Handles the jobs of the queue: the document worker of `functions/docgen`, the same handler
/// the docgen Lambda runs, on the application's store and object store.
pub fn worker(state: &AppState) -> Arc<dyn JobHandler> {
    Arc::new(
        fundplan_docgen::DocGen::new(state.table.clone(), state.blobs.clone())
            .with_clock(state.clock.clone()),
    )
}

/// The whole local application: API, developer pages and the SPA (with `index.html` for every
/// client route), on the public URL's origin.
pub fn local_app(config: &Config, state: AppState, local: &LocalHandles) -> Router {
    let api = app(api_routes(), state.clone());
    // The SPA, on the public URL's origin only (a page opened under another loopback name is
    // redirected there first).
    let spa = Router::new()
        .fallback_service(web::spa_service(config))
        .layer(axum::middleware::from_fn_with_state(
            web::CanonicalOrigin::new(&config.public_url),
            web::canonical_loopback_origin,
        ));
    // `/api/...` goes to the API untouched (no outer route, so no outer path parameters reach
    // the handlers, as on API Gateway); everything else is the SPA, with `index.html` for every
    // client route.
    let dispatch = tower::service_fn(move |req: Request<Body>| {
        let (api, spa) = (api.clone(), spa.clone());
        async move {
            let path = req.uri().path();
            if path == "/api" || path.starts_with("/api/") {
                api.oneshot(req).await
            } else {
                spa.oneshot(req).await
            }
        }
    });
    Router::new()
        .merge(dev::routes(state, local.clone(), config.port))
        .fallback_service(dispatch)
}

pub async fn serve(config: Config) -> anyhow::Result<()> {
    let (state, local) = build(&config).await?;
    if !config.web_dir.join("index.html").exists() {
        tracing::warn!(web_dir = %config.web_dir.display(), "the SPA is not built here: run `make web` (or `npm --prefix web run build`)");
    }
    let (stop_tx, stop_rx) = tokio::sync::watch::channel(false);
    let worker = {
        let jobs = state.jobs.clone();
        let mut rx = stop_rx.clone();
        tokio::spawn(run_worker(jobs, worker(&state), async move {
            let _ = rx.changed().await;
        }))
    };
    let schedules = tokio::spawn(run_schedules(state.clone(), stop_rx.clone()));
    let router = local_app(&config, state, &local);
    let addr = std::net::SocketAddr::from(([127, 0, 0, 1], config.port));
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .with_context(|| format!("binding {addr}"))?;
    tracing::info!(
        url = %config.public_url, data_dir = %config.data_dir.display(),
        store = ?config.store, blobs = ?config.blobs, queue = ?config.queue, mailer = ?config.mailer, payments = ?config.payments,
        "fundplan is running"
    );
    println!(
        "fundplan is running at {} (outbox: {}/dev/outbox)",
        config.public_url, config.public_url
    );
    axum::serve(
        listener,
        router.into_make_service_with_connect_info::<std::net::SocketAddr>(),
    )
    .with_graceful_shutdown(async {
        let _ = tokio::signal::ctrl_c().await;
    })
    .await?;
    let _ = stop_tx.send(true);
    let _ = worker.await;
    let _ = schedules.await;
    Ok(())
}

/// The local stand-in for the EventBridge rules of the scheduled jobs, checked every hour:
/// - the funders' digest, from Monday 13:00 UTC, to whoever has not had this week's;
/// - the due-date reminders, from 13:00 UTC each day, to whoever has not had today's.
///
/// However often they run, each e-mail goes once.
async fn run_schedules(state: AppState, mut stop: tokio::sync::watch::Receiver<bool>) {
    let mut every = tokio::time::interval(std::time::Duration::from_secs(3600));
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            _ = every.tick() => {}
            _ = stop.changed() => return,
        }
        if fundplan_funders::digest_due(state.now())
            && let Err(e) = fundplan_funders::send_weekly_digests(&state).await
        {
            tracing::error!(error = %e, "the weekly digest failed; the next hour tries again");
        }
        if fundplan_team::reminders_due(state.now())
            && let Err(e) = fundplan_team::send_due_reminders(&state).await
        {
            tracing::error!(error = %e, "the due-date reminders failed; the next hour tries again");
        }
    }
}
