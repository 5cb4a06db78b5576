#!/usr/bin/env bash
# The SPA's set-up steps, shared by `make run` and `make test`.
set -euo pipefail
cd "$(dirname "$0")/../.."

deps() {
  # Install the locked npm packages when they are missing or older than the lockfile.
  if [ ! -d web/node_modules ] || [ web/package-lock.json -nt web/node_modules/.package-lock.json ]; then
    echo "==> npm ci (web)"
    npm --prefix web ci --no-audit --no-fund
  fi
}

case "${1:-build}" in
  deps) deps ;;
  build)
    deps
    echo "==> building the SPA"
    npm --prefix web run build
    ;;
  api-types)
    deps
    npm --prefix web run api-types
    ;;
  *) echo "usage: web.sh [deps|build|api-types]" >&2; exit 2 ;;
esac
