#!/usr/bin/env bash
# Builds the Lambda layer of the PDFs' fallback fonts (template.yaml, FontsLayer): the files of
# shared/documents/fonts/fallback.toml, extracted from their Debian packages (apt-get download
# and dpkg -x: no root, nothing installed), in infra/fonts/layer/fonts/ with each package's
# copyright file (the fonts' licence, SIL OFL 1.1) in infra/fonts/layer/fonts/licences/. Lambda
# unpacks a layer in /opt, so the docgen function finds them at /opt/fonts
# (FUNDPLAN_FONTS_DIR). The folder is git-ignored; run this before `sam build`.
#
#   bash infra/fonts/build-layer.sh          # builds it when a file is missing
#   bash infra/fonts/build-layer.sh --force  # builds it again (newer packages)
#
# Needs a Debian or Ubuntu machine with its package lists (`apt-get update`).
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$PWD"
table=shared/documents/fonts/fallback.toml
out="$root/infra/fonts/layer"
fonts="$out/fonts"

rows="$(python3 - "$table" <<'PY'
import sys, tomllib
with open(sys.argv[1], "rb") as f:
    for font in tomllib.load(f)["font"]:
        for name in font["files"]:
            print(font["package"], font["debian_dir"], name)
PY
)"
packages="$(awk '{print $1}' <<<"$rows" | sort -u)"

complete() {
  while read -r _ _ file; do
    [ -f "$fonts/$file" ] || return 1
  done <<<"$rows"
}
if [ "${1:-}" != "--force" ] && complete; then
  echo "fonts layer: up to date in ${out#"$root"/} ($(du -sh "$fonts" | cut -f1))"
  exit 0
fi

command -v apt-get >/dev/null && command -v dpkg >/dev/null || {
  echo "fonts layer: needs apt-get and dpkg (a Debian or Ubuntu machine)" >&2
  exit 1
}
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# apt-get download writes as the _apt user when run as root: let it.
chmod 0777 "$work"
echo "fonts layer: downloading $(echo $packages)"
(cd "$work" && apt-get download -q $packages >"$work/apt.log" 2>&1) || {
  cat "$work/apt.log" >&2
  echo "fonts layer: apt-get download failed (run apt-get update?)" >&2
  exit 1
}
for deb in "$work"/*.deb; do
  dpkg -x "$deb" "$work/root"
done

rm -rf "$out"
mkdir -p "$fonts/licences"
while read -r _ folder file; do
  cp "$work/root$folder/$file" "$fonts/$file"
done <<<"$rows"
for package in $packages; do
  cp "$work/root/usr/share/doc/$package/copyright" "$fonts/licences/$package.copyright"
  dpkg-deb -f "$work"/"${package}"_*.deb Version >"$fonts/licences/$package.version"
done
echo "fonts layer: $(wc -l <<<"$rows") files, $(du -sh "$fonts" | cut -f1), in ${out#"$root"/}"
