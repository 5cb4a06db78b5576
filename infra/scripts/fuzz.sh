#!/usr/bin/env bash
# Property-based fuzzing of the API against its own OpenAPI document (schemathesis).
#
# Starts the local server on a fresh data directory and a free port, makes a paying owner through
# the API (sign-up, confirmation link from the outbox, login, local checkout), then runs
# schemathesis twice against /api/v1/openapi.json, side by side: with the owner's token, and anonymous.
# Checks: no server error, every status and content type documented, every body matching its
# documented schema. Any finding fails (exit 1).
#
# Budget: FUZZ_SECONDS (default 90) of fuzzing, half for each run (side by side, so about half of
# it passes on the clock). Installs schemathesis from PyPI
# when it is missing. Uses target/debug/fundplan-local (built here unless FUZZ_NO_BUILD=1).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
BUDGET="${FUZZ_SECONDS:-90}"
ST_SPEC="${SCHEMATHESIS_SPEC:-schemathesis>=4.3,<5}"
python="${PYTHON:-python3}"

st_cmd() {
  if "$python" -c 'import schemathesis' 2>/dev/null; then
    "$python" -m schemathesis.cli "$@"
  elif [[ -x "$ROOT/target/fuzz-venv/bin/python" ]]; then
    "$ROOT/target/fuzz-venv/bin/python" -m schemathesis.cli "$@"
  else
    return 127
  fi
}
if ! st_cmd --version >/dev/null 2>&1; then
  echo "fuzz: installing $ST_SPEC with pip" >&2
  if ! "$python" -m pip install --quiet --disable-pip-version-check "$ST_SPEC" >&2; then
    # where pip may not install globally (PEP 668), a virtual environment under target/
    "$python" -m venv "$ROOT/target/fuzz-venv" >&2
    "$ROOT/target/fuzz-venv/bin/python" -m pip install --quiet --disable-pip-version-check "$ST_SPEC" >&2
  fi
  st_cmd --version >/dev/null || { echo "fuzz: schemathesis is still not runnable" >&2; exit 1; }
fi
echo "fuzz: schemathesis $(st_cmd --version | sed "s/.*version //")"

if [[ "${FUZZ_NO_BUILD:-0}" != 1 ]]; then
  cargo build --quiet -p fundplan-local
fi

DATA=$(mktemp -d "${TMPDIR:-/tmp}/fundplan-fuzz.XXXXXX")
PORT=$("$python" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
BASE="http://127.0.0.1:$PORT"
PORT="$PORT" FUNDPLAN_DATA_DIR="$DATA/data" FUNDPLAN_WEB_DIR="$DATA/web" RUST_LOG="${RUST_LOG:-warn}" \
  target/debug/fundplan-local serve > "$DATA/server.log" 2>&1 &
SERVER=$!
cleanup() {
  kill "$SERVER" 2>/dev/null || true
  wait "$SERVER" 2>/dev/null || true
  rm -rf "$DATA"
}
trap cleanup EXIT
for _ in $(seq 1 100); do
  curl -sf "$BASE/api/v1/plans" >/dev/null 2>&1 && break
  kill -0 "$SERVER" 2>/dev/null || { cat "$DATA/server.log" >&2; echo "fuzz: the server did not start" >&2; exit 1; }
  sleep 0.1
done

# A paying, confirmed owner, made through the API as a user would.
TOKEN=$("$python" - "$BASE" <<'PY'
import json, sys, urllib.request, urllib.error

base = sys.argv[1]
email, password = "fuzz-owner@example.org", "fuzz-password-1"

class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None

opener = urllib.request.build_opener(NoRedirect)

def call(method, url, body=None, token=None):
    headers = {"Content-Type": "application/json"} if body is not None else {}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(url if url.startswith("http") else base + url, data=data, headers=headers, method=method)
    try:
        with opener.open(req) as r:
            return r.status, r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.read()

def need(what, status, body, *ok):
    if status not in ok:
        sys.exit(f"fuzz: {what} answered {status}: {body[:300]!r}")
    return json.loads(body) if body else None

need("sign-up", *call("POST", "/api/v1/users", {"user": {"name": "Fuzz Owner", "email": email, "password": password,
     "password_confirmation": password, "terms_of_service": 1}}), 201)
mails = json.loads(call("GET", "/dev/outbox.json")[1])
links = [l for m in mails if email in json.dumps(m.get("to", m)) for l in m.get("links", []) if "confirm" in l]
if not links:
    sys.exit("fuzz: no confirmation link in the outbox")
need("confirmation link", *call("GET", links[0]), 303)
token = need("login", *call("POST", "/api/v1/auth", {"email": email, "password": password}), 200)["token"]
url = need("checkout", *call("POST", "/api/v1/payments/url", {"plan": "pro", "term": "month"}, token), 200)["data"]
need("local checkout", *call("POST", url), 303)
sub = need("subscription", *call("GET", "/api/v1/me/subscription_details", token=token), 200)
if sub["subscription_details"]["subscription_status"] != "active":
    sys.exit(f"fuzz: the owner's subscription is not active: {sub}")
print(token)
PY
)

CHECKS=not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance
half=$(( BUDGET / 2 ))
common=(run "$BASE/api/v1/openapi.json" --url "$BASE" --checks "$CHECKS" --max-time "$half"
  --workers 1 --seed "${FUZZ_SEED:-20261101}" --suppress-health-check all
  --request-timeout 10 --warnings off)
failed=()
# Serializers schemathesis lacks (the plan file's application/zip): infra/scripts/fuzz_hooks.py.
export PYTHONPATH="$ROOT/infra/scripts${PYTHONPATH:+:$PYTHONPATH}"
export SCHEMATHESIS_HOOKS=fuzz_hooks

# The two runs go side by side, each for half the budget (each is one schemathesis worker and
# waits on the server for most of its time, so together they keep both cores of a small machine
# busy), each with its own example database (schemathesis keeps it in the working directory).
# Their outputs are printed one after the other.
#
# Authenticated, as the owner. Only the two logouts are left out, since the first call of either
# would end the session every later call uses (they are fuzzed in the anonymous run). No other
# operation can end it with generated data (changing the password needs the current one; the
# owner cannot remove themselves), so every other operation is fuzzed with the token.
mkdir -p "$DATA/owner" "$DATA/anonymous"
(cd "$DATA/owner" && st_cmd "${common[@]}" --header "Authorization: Bearer $TOKEN" \
  --exclude-operation-id logout --exclude-operation-id logout_everywhere > "$DATA/owner.log" 2>&1) &
OWNER=$!
(cd "$DATA/anonymous" && st_cmd "${common[@]}" > "$DATA/anonymous.log" 2>&1) &
ANONYMOUS=$!
wait "$OWNER" || failed+=("owner")
wait "$ANONYMOUS" || failed+=("anonymous")
for run in owner anonymous; do
  echo
  echo "==> fuzz: $run (${half} s, side by side with the other run)"
  cat "$DATA/$run.log"
done
echo

if ! kill -0 "$SERVER" 2>/dev/null; then
  echo "fuzz: the server died during the run; its log:" >&2
  tail -50 "$DATA/server.log" >&2
  failed+=("server")
fi
if (( ${#failed[@]} )); then
  echo "fuzz: FAILED (${failed[*]}): every finding above is an API answer the document does not describe" >&2
  exit 1
fi
echo "fuzz: ok — no server error, every answer as documented (owner and anonymous runs)"
