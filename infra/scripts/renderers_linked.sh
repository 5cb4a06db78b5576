#!/usr/bin/env bash
# Which Lambda binaries link the document renderers (typst, docx-rs, rust_xlsxwriter)?
# The documents API depends on fundplan-documents for its catalogue of kinds and its messages,
# never for rendering: the linker keeps only the code a binary reaches, so the renderers must be
# absent from every API binary but the two that render (the worker, and the case document's
# Word download). Builds the twelve entry points of infra/lambda (debug) and counts each one's
# symbols of the three crates; fails when an API binary other than those two has any.
set -euo pipefail
cd "$(dirname "$0")/../.."
RENDERING="fundplan-docgen fundplan-casedoc"
bins=$(sed -n 's/^name = "\(fundplan-[a-z]*\)"$/\1/p' infra/lambda/Cargo.toml | grep -v '^fundplan-lambda$')
args=()
for b in $bins; do args+=(--bin "$b"); done
cargo build -q -p fundplan-lambda "${args[@]}"
status=0
printf '%-26s %12s %8s %8s %8s\n' binary bytes typst docx_rs xlsx
for b in $bins; do
  f="target/debug/$b"
  syms=$(nm -C "$f")
  typst=$(grep -c 'typst' <<<"$syms" || true)
  docx=$(grep -c 'docx_rs' <<<"$syms" || true)
  xlsx=$(grep -c 'rust_xlsxwriter' <<<"$syms" || true)
  printf '%-26s %12s %8s %8s %8s\n' "$b" "$(stat -c %s "$f")" "$typst" "$docx" "$xlsx"
  if [[ " $RENDERING " != *" $b "* ]] && (( typst + docx + xlsx > 0 )); then
    echo "error: $b links a document renderer" >&2
    status=1
  fi
done
exit $status
