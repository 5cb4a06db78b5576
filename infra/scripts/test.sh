#!/usr/bin/env bash
# `make test`: every check of the project. Installs what is missing.
#
# One Rust build serves every step (docs/benchmarks.md, "make test on a fresh machine"):
# - clippy lints the workspace while it compiles (clippy-driver as the workspace's compiler
#   wrapper, exactly what `cargo clippy` runs, with warnings denied), so the dependencies are
#   compiled once, not once checked for clippy and once built;
# - one `cargo nextest run --workspace` builds the libraries, the test binaries, the binaries and
#   the examples with one feature resolution; the later steps run those binaries instead of
#   asking cargo for a `-p` build, whose feature set would differ and rebuild dependencies;
# - the npm install runs while Rust compiles.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
started=$(date +%s)
last=$started
step() {
  local now
  now=$(date +%s)
  if [ "$now" != "$started" ]; then printf '    (%d s)\n' "$((now - last))"; fi
  last=$now
  printf '\n==> %s\n' "$*"
}
# No incremental compilation: its data adds 1.8 GB to the target folder (docs/benchmarks.md)
# and a run of every check from a clean state gains nothing from it. (`cargo build` and
# `cargo test` outside `make test` keep it for the edit-compile loop.)
export CARGO_INCREMENTAL=0

step "tools"
if ! command -v moto_server >/dev/null 2>&1; then
  python3 -m pip install --quiet "moto[server]"
fi
if ! cargo nextest --version >/dev/null 2>&1; then
  cargo install --locked cargo-nextest
fi
if ! command -v pdfua >/dev/null 2>&1; then
  python3 -m pip install --quiet "pdfua==0.1.3"
fi
# Chromium drives the browser scenarios; poppler-utils' pdftotext reads the downloaded PDFs back.
if [ -f web/e2e/run.mjs ] && { ! command -v chromium >/dev/null 2>&1 || ! command -v pdftotext >/dev/null 2>&1; }; then
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq chromium poppler-utils >/dev/null; else sudo apt-get update -qq && sudo apt-get install -y -qq chromium poppler-utils >/dev/null; fi
fi
bash infra/scripts/fonts.sh

step "formatting (Rust)"
cargo fmt --all -- --check

# The npm packages install while Rust compiles (the network, not the cores, is their limit).
mkdir -p target
(bash infra/scripts/web.sh deps > target/npm-ci.log 2>&1; echo $? > target/npm-ci.status) &
NPM_PID=$!

step "no unit test is left unrun (a library or binary built with test = false has none)"
python3 infra/scripts/unrun_tests.py

step "build: the whole workspace once, linted by clippy as it compiles (warnings denied)"
CLIPPY_DRIVER=$(command -v clippy-driver || echo "$(rustc --print sysroot)/bin/clippy-driver")
export RUSTC_WORKSPACE_WRAPPER=$CLIPPY_DRIVER
export CLIPPY_ARGS=-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__
cargo nextest run --workspace --no-run
BIN=target/debug
export FUNDPLAN_LOCAL_BIN=$ROOT/$BIN/fundplan-local

step "OpenAPI document is up to date with the Rust types"
"$BIN/fundplan-local" openapi > target/openapi.json
if ! diff -u docs/openapi.json target/openapi.json; then
  echo "docs/openapi.json is stale: run 'make openapi' and commit the result" >&2
  exit 1
fi

step "the SPA's generated tables are up to date with shared/domain"
rm -rf target/web-tables
"$BIN/fundplan-web-tables" target/web-tables
if ! diff -ru web/src/generated target/web-tables; then
  echo "web/src/generated is stale: run 'make web-tables' and commit the result" >&2
  exit 1
fi

step "the case document's default images (frames, alt texts, plain SVG only)"
python3 shared/documents/case-images/check.py

step "SAM template"
SCHEMA_CMD="$BIN/fundplan-local table-schema" bash infra/sam/check.sh

step "Rust tests (embedded adapters, and AWS adapters on moto)"
MOTO_PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
# moto with its DynamoDB requests one at a time, as atomic as DynamoDB's conditional writes.
python3 infra/scripts/moto_serialized.py 127.0.0.1 "$MOTO_PORT" > target/moto.log 2>&1 &
MOTO_PID=$!
trap 'kill $MOTO_PID 2>/dev/null || true' EXIT
for _ in $(seq 1 50); do
  curl -sf "http://127.0.0.1:$MOTO_PORT/moto-api/" >/dev/null 2>&1 && break
  sleep 0.2
done
export FUNDPLAN_TEST_MOTO_URL="http://127.0.0.1:$MOTO_PORT"
# Two tests a core: many wait on moto (one DynamoDB request at a time), on the in-process queue or
# on a child process for part of their time, so one a core left a quarter of the machine idle
# (docs/benchmarks.md: 281 s with 2 on this 2-core machine, 227 s with 4).
cargo nextest run --workspace --no-fail-fast --test-threads "$(( $(nproc) * 2 ))"

step "every sample PDF through a PDF/UA-1 checker (pdfua: the machine-checkable subset, no JVM here for veraPDF)"
rm -rf target/pdfua
"$BIN/examples/render" target/pdfua > /dev/null
pdfua check --quiet target/pdfua/*.pdf

step "API fuzzing against the OpenAPI document (schemathesis, owner and anonymous side by side, ~50 s)"
FUZZ_NO_BUILD=1 bash infra/scripts/fuzz.sh

step "web: install, API types, lint, types, unit tests, build, public pages' JavaScript budget"
wait "$NPM_PID" || true
if [ "$(cat target/npm-ci.status 2>/dev/null)" != 0 ]; then
  cat target/npm-ci.log >&2
  echo "npm ci failed" >&2
  exit 1
fi
npm --prefix web run api-types:check
npm --prefix web run lint
npm --prefix web run typecheck
npm --prefix web test
npm --prefix web run build
npm --prefix web run check:public-budget

if [ -f web/e2e/run.mjs ]; then
  step "browser end-to-end tests (Chromium)"
  node web/e2e/run.mjs
  step "browser end-to-end tests on the AWS adapters (DynamoDB, S3, SQS and SES in moto)"
  # The scenarios whose path crosses every AWS adapter: the e-mailed confirmation link (SES), the
  # logo and the case document's pictures (S3), and the document jobs (SQS, the worker, S3 links).
  E2E_ADAPTERS=aws E2E_ONLY='signs up, confirms, pays|case for support document|modules 11 and 12|funder' node web/e2e/run.mjs
fi

step "done"
echo "make test: all checks passed in $(( $(date +%s) - started )) s"
