#!/usr/bin/env bash
# Checks the SAM deployment description (template.yaml, samconfig.toml) without an AWS account:
#   1. cfn-lint template.yaml: no errors (warnings are printed, and do not fail the check);
#   2. infra/sam/check_table.py: the table equals the code's schema ($SCHEMA_CMD), every route in
#      docs/api.md and every route of the code ($ROUTES_CMD, from the one list of functions in
#      infra/local) is routed to its function, functions match crates, env names, samconfig;
#   3. infra/sam/check_headers.py: CloudFront's response-headers policy sends the SPA's security
#      headers exactly as the local server does ($HEADERS_CMD);
#   4. one summary line.
# Installs cfn-lint (which brings PyYAML) with pip when it is missing.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
SCHEMA_CMD="${SCHEMA_CMD:-target/debug/fundplan-local table-schema}"
ROUTES_CMD="${ROUTES_CMD:-target/debug/fundplan-local routes}"
HEADERS_CMD="${HEADERS_CMD:-target/debug/fundplan-local security-headers}"
CFN_LINT_SPEC="${CFN_LINT_SPEC:-cfn-lint>=1.20,<2}"
python="${PYTHON:-python3}"

have_tools() { "$1" -c 'import cfnlint, yaml' 2>/dev/null; }
venv="$root/target/sam-check-venv"   # used only where pip may not install globally (PEP 668)

if ! have_tools "$python"; then
  if [[ -x "$venv/bin/python" ]] && have_tools "$venv/bin/python"; then
    python="$venv/bin/python"
  else
    echo "sam-check: installing $CFN_LINT_SPEC with pip" >&2
    if ! "$python" -m pip install --quiet --disable-pip-version-check "$CFN_LINT_SPEC" >&2; then
      "$python" -m venv "$venv" >&2
      "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "$CFN_LINT_SPEC" >&2
      python="$venv/bin/python"
    fi
    have_tools "$python" || { echo "sam-check: cfn-lint or PyYAML still not importable by $python" >&2; exit 1; }
  fi
fi

failed=()

# 1. cfn-lint; exit status is non-zero only for errors.
cfn_lint() { "$python" -c 'import sys; from cfnlint.runner import main; sys.argv[0] = "cfn-lint"; sys.exit(main())' "$@"; }
lint_out="$(cfn_lint --non-zero-exit-code error --format parseable -- template.yaml)" && lint_rc=0 || lint_rc=$?
lint_findings=0
if [[ -n "$lint_out" ]]; then
  lint_findings="$(printf '%s\n' "$lint_out" | grep -c .)"
  printf '%s\n' "$lint_out" >&2
fi
if (( lint_rc != 0 )); then
  failed+=("cfn-lint")
  lint_summary="cfn-lint FAILED"
else
  lint_summary="cfn-lint: 0 errors, ${lint_findings} warnings"
fi

# 2. the Python checks.
if py_summary="$("$python" infra/sam/check_table.py --routes-command "$ROUTES_CMD" "$SCHEMA_CMD")"; then
  :
else
  failed+=("check_table.py")
  py_summary="check_table.py FAILED"
fi

# 3. the SPA's security headers.
if headers_summary="$("$python" infra/sam/check_headers.py "$HEADERS_CMD")"; then
  :
else
  failed+=("check_headers.py")
  headers_summary="check_headers.py FAILED"
fi

# 4. summary.
if (( ${#failed[@]} )); then
  echo "sam-check: FAILED (${failed[*]}) — $lint_summary; $py_summary; $headers_summary" >&2
  exit 1
fi
echo "sam-check: ok — $lint_summary; $py_summary; $headers_summary"
