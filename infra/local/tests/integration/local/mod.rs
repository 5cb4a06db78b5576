//! Starts the local server for a test: `local_app` on an ephemeral port of 127.0.0.1, with fresh
//! data and web folders (the web folder holds a one-line `index.html`) and its public URL on
//! `public_host` and that port.

use fundplan_http::config::Config;
use fundplan_http::runtime::build_with;
use fundplan_local::local_app;
use std::collections::HashMap;

pub struct Spawned {
    pub port: u16,
    /// The web folder (the data folder is inside it); deleted when dropped.
    pub dir: tempfile::TempDir,
}

pub async fn spawn(
    env: &[(&str, String)],
    clients: Option<fundplan_cloud::AwsClients>,
    public_host: &str,
) -> Spawned {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("index.html"),
        "<!doctype html><title>fundplan</title>",
    )
    .unwrap();
    let mut map: HashMap<String, String> = env
        .iter()
        .map(|(k, v)| (k.to_string(), v.clone()))
        .collect();
    for (name, value) in [
        ("PORT", port.to_string()),
        (
            "FUNDPLAN_DATA_DIR",
            dir.path().join("data").display().to_string(),
        ),
        ("FUNDPLAN_WEB_DIR", dir.path().display().to_string()),
        (
            "FUNDPLAN_PUBLIC_URL",
            format!("http://{public_host}:{port}"),
        ),
    ] {
        map.insert(name.into(), value);
    }
    let config = Config::from_map(&map).unwrap();
    let (state, local) = build_with(&config, clients).await.unwrap();
    let app = local_app(&config, state, &local);
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    Spawned { port, dir }
}

/// An HTTP client that shows redirects instead of following them.
pub fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}
