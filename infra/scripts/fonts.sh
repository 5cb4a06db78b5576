#!/usr/bin/env bash
# The fallback fonts of the PDFs (shared/documents/fonts/fallback.toml: Noto for Chinese,
# Japanese, Korean, Arabic, Hebrew, Devanagari, Greek, Cyrillic and emoji) are not in the
# repository: the engine reads them at run time from Debian's install folders, or from
# $FUNDPLAN_FONTS_DIR when it is set. This installs the Debian packages of the files that are
# missing (apt-get as root, else sudo), once: it prints nothing and does nothing when every file
# is there, one line when it installs, and fails with the reason when it cannot.
set -euo pipefail
cd "$(dirname "$0")/../.."

table=shared/documents/fonts/fallback.toml
# "package folder file" for each file of the table.
rows="$(python3 - "$table" <<'PY'
import sys, tomllib
with open(sys.argv[1], "rb") as f:
    for font in tomllib.load(f)["font"]:
        for name in font["files"]:
            print(font["package"], font["debian_dir"], name)
PY
)"

# The packages whose files are missing from where the engine looks.
missing() {
  local dir="${FUNDPLAN_FONTS_DIR:-}"
  while read -r package folder file; do
    [ -n "$file" ] || continue
    if [ -n "$dir" ]; then folder="$dir"; fi
    [ -f "$folder/$file" ] || echo "$package"
  done <<<"$rows" | sort -u
}

packages="$(missing)"
[ -z "$packages" ] && exit 0

if [ -n "${FUNDPLAN_FONTS_DIR:-}" ]; then
  echo "fonts: FUNDPLAN_FONTS_DIR=$FUNDPLAN_FONTS_DIR lacks files of: $(echo $packages)" >&2
  echo "fonts: build that folder with infra/fonts/build-layer.sh (its fonts/ folder), or unset the variable" >&2
  exit 1
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "fonts: missing $(echo $packages), and this is not a Debian system (no apt-get):" >&2
  echo "fonts: copy the files of $table into a folder and set FUNDPLAN_FONTS_DIR to it" >&2
  exit 1
fi
if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1; then
  as_root=(sudo -n)
else
  echo "fonts: installing $(echo $packages) needs root (or sudo)" >&2
  exit 1
fi

echo "fonts: installing $(echo $packages) (Debian, for PDFs in every script)"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
install() {
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -q --no-install-recommends $packages >>"$log" 2>&1
}
# A fresh machine may not have the package lists yet.
if ! install; then
  "${as_root[@]}" apt-get update -q >>"$log" 2>&1 || true
  install || { cat "$log" >&2; echo "fonts: apt-get install failed" >&2; exit 1; }
fi
still="$(missing)"
if [ -n "$still" ]; then
  echo "fonts: installed, but files of $(echo $still) are still missing (see $table)" >&2
  exit 1
fi
