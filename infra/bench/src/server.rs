//! The local server, started in this process on its own tokio runtime: 127.0.0.1, an ephemeral
//! port, the embedded adapters in a fresh temporary data directory. Dropping it stops the server
//! and deletes the directories.

use anyhow::Context;
use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::get;
use fundplan_http::config::Config;
use fundplan_ports::CountingTable;
use std::collections::HashMap;
use std::net::Ipv4Addr;
use std::sync::Arc;
use std::time::Duration;
use tempfile::TempDir;
use tokio::runtime::Runtime;
use tokio::sync::oneshot;

/// Where the bare handler answers.
pub const BASELINE_PATH: &str = "/bench/baseline";
/// The operator key the bench's server is configured with (`FUNDPLAN_OPERATOR_KEY`, at least 32
/// characters): the kickoff benchmark creates its funder through the operator API with it.
pub const OPERATOR_KEY: &str = "fundplan-bench-operator-key-0123456789";
/// `POST` here makes the next render start from nothing reused
/// ([`fundplan_documents::forget_memoized`]): the browser's click-to-file runs call it before
/// each click.
pub const FORGET_PATH: &str = "/bench/forget";

/// Forgets what typst memoized in this process (the server runs in it).
async fn forget() -> impl IntoResponse {
    fundplan_documents::forget_memoized();
    axum::http::StatusCode::NO_CONTENT
}

/// A handler that does nothing but answer a small JSON body.
async fn bare() -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "application/json")],
        "{\"status\":true}",
    )
}

pub struct Server {
    pub base_url: String,
    /// The server's store, counting its round trips (every `get`, `put`, `delete`, query page
    /// and transaction): the requests of a phase divided into the round trips it made.
    pub store: Arc<CountingTable>,
    /// The server's data directory (`FUNDPLAN_DATA_DIR`): its e-mails are the JSON files of
    /// `outbox/` in it, one per e-mail.
    pub data_dir: std::path::PathBuf,
    stop: Option<oneshot::Sender<()>>,
    runtime: Option<Runtime>,
    // Dropped after the runtime (fields drop after `Drop::drop`), so the store is closed first.
    _data: TempDir,
    _web: TempDir,
}

impl Server {
    /// Must be called outside any tokio runtime (it builds and later shuts down its own).
    pub fn start() -> anyhow::Result<Self> {
        Self::start_with_web(None)
    }

    /// As [`Server::start`], serving the built SPA from `web` (an empty folder when `None`).
    pub fn start_with_web(web_dir: Option<&std::path::Path>) -> anyhow::Result<Self> {
        let data = tempfile::Builder::new()
            .prefix("fundplan-bench-data-")
            .tempdir()
            .context("creating the temporary data directory")?;
        let web = tempfile::Builder::new()
            .prefix("fundplan-bench-web-")
            .tempdir()
            .context("creating the temporary web directory")?;
        let listener = std::net::TcpListener::bind((Ipv4Addr::LOCALHOST, 0))
            .context("binding 127.0.0.1 on an ephemeral port")?;
        listener.set_nonblocking(true)?;
        let port = listener.local_addr()?.port();
        let base_url = format!("http://127.0.0.1:{port}");
        // Only these variables: the shell's FUNDPLAN_* settings cannot change the adapters.
        let env: HashMap<String, String> = [
            ("PORT", port.to_string()),
            ("FUNDPLAN_DATA_DIR", data.path().display().to_string()),
            (
                "FUNDPLAN_WEB_DIR",
                web_dir.unwrap_or(web.path()).display().to_string(),
            ),
            ("FUNDPLAN_PUBLIC_URL", base_url.clone()),
            ("FUNDPLAN_OPERATOR_KEY", OPERATOR_KEY.to_string()),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect();
        let config = Config::from_map(&env)?;
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .thread_name(crate::cpu::SERVER_THREADS)
            // Idle blocking threads stay, so their CPU time stays countable (see `cpu`).
            .thread_keep_alive(Duration::from_secs(600))
            .build()
            .context("starting the server runtime")?;
        let (mut state, local) = runtime
            .block_on(fundplan_http::runtime::build(&config))
            .context("building the server state")?;
        let store = Arc::new(CountingTable::new(state.table.clone()));
        state.table = store.clone();
        // The document worker on the in-process queue, as `fundplan-local` runs it; it stops
        // with the runtime.
        runtime.spawn(fundplan_ports::jobs::run_worker(
            state.jobs.clone(),
            fundplan_local::worker(&state),
            std::future::pending::<()>(),
        ));
        // The baseline: a bare handler on the same listener, runtime and router, so a read's
        // ratio to it is what the product's own work costs.
        let app = fundplan_local::local_app(&config, state, &local)
            .route(BASELINE_PATH, get(bare))
            .route(FORGET_PATH, axum::routing::post(forget));
        let listener = {
            let _in_runtime = runtime.enter();
            tokio::net::TcpListener::from_std(listener)?
        };
        let (stop, stopped) = oneshot::channel::<()>();
        runtime.spawn(async move {
            let serving = axum::serve(listener, app).with_graceful_shutdown(async {
                let _ = stopped.await;
            });
            if let Err(e) = serving.await {
                eprintln!("fundplan-bench: the server stopped: {e}");
            }
        });
        Ok(Self {
            base_url,
            store,
            data_dir: data.path().to_path_buf(),
            stop: Some(stop),
            runtime: Some(runtime),
            _data: data,
            _web: web,
        })
    }
}

impl Server {
    /// The folder the server's e-mails are written to (`<data_dir>/outbox`).
    pub fn outbox_dir(&self) -> std::path::PathBuf {
        self.data_dir.join("outbox")
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_timeout(Duration::from_secs(5));
        }
    }
}
