#!/usr/bin/env bash
# `make run`: builds the SPA and the local server, then serves everything on $PORT (3000).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash infra/scripts/web.sh build
echo "==> building the local server"
cargo build -p fundplan-local
export FUNDPLAN_WEB_DIR="${FUNDPLAN_WEB_DIR:-$PWD/web/dist}"
export FUNDPLAN_DATA_DIR="${FUNDPLAN_DATA_DIR:-$PWD/.fundplan}"
bash infra/scripts/fonts.sh || echo "==> the fallback fonts are missing: PDFs with non-Latin scripts or emoji will fail (infra/scripts/fonts.sh)" >&2
exec target/debug/fundplan-local serve
