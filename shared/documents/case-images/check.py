#!/usr/bin/env python3
"""Checks the default images of the case for support document (standard library only).

    python3 shared/documents/case-images/check.py

- images.toml lists orders 1-23, each once, each with an existing `NN-name.svg` file whose NN is
  its order and a non-empty one-sentence alt text; no SVG in the folder is left unlisted;
- every SVG parses as XML, is an <svg> in the SVG namespace whose viewBox (and width and height)
  is exactly the frame of its order in the contract's "Image frames" table;
- only plain SVG 1.1 shapes, groups, gradients and a title are used: no text, image, script,
  filter, style, foreignObject, use, mask, pattern or clip path; no event handlers; no reference
  that leaves the file (href or url() other than "#id"), and every local reference resolves;
- ids are unique across the whole set (so two pictures inlined in one page never clash);
- the picture fills its frame: the first shape drawn is an opaque rect covering the viewBox;
- each file is at most 25 KiB and the set at most 400 KiB.

Then it runs the same checks on broken copies (a <text>, a wrong viewBox, an external href, a
missing alt, ...) and fails unless each one is caught, so the checks cannot pass by accident.
Ends with the line "N passed, M failed"; exits 1 on any failure.
"""

from __future__ import annotations

import os
import re
import sys
import tomllib
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"
COUNT = 23
MAX_FILE = 25 * 1024
MAX_TOTAL = 400 * 1024

# The contract's "Image frames" table: order -> viewBox.
FRAMES: dict[int, tuple[int, int]] = {1: (1600, 1200), 2: (1200, 1600), 3: (1200, 1200), 8: (1600, 900),
                                      13: (1600, 900), 14: (1600, 900), 15: (1600, 900), 21: (1500, 1000),
                                      22: (1600, 900), 23: (1600, 900)}
for _o in (4, 5, 6, 7, 9, 10, 11, 12):
    FRAMES[_o] = (1600, 1200)
for _o in range(16, 21):
    FRAMES[_o] = (1500, 1000)

ALLOWED = {"svg", "title", "desc", "defs", "g", "path", "rect", "circle", "ellipse", "line", "polyline",
           "polygon", "linearGradient", "radialGradient", "stop"}
SHAPES = {"path", "rect", "circle", "ellipse", "line", "polyline", "polygon"}
FILE_RE = re.compile(r"^(\d\d)-[a-z0-9]+(?:-[a-z0-9]+)*\.svg$")
URL_RE = re.compile(r"url\(\s*([^)]*?)\s*\)")


def local(tag: str) -> str:
    return tag.split("}", 1)[1] if tag.startswith("{") else tag


def num(v: str | None) -> float | None:
    try:
        return float(v) if v is not None else None
    except ValueError:
        return None


def check_svg(name: str, data: bytes, order: int | None) -> tuple[list[str], set[str]]:
    """Problems of one SVG file, and the ids it defines."""
    errs: list[str] = []
    if len(data) > MAX_FILE:
        errs.append(f"{name}: {len(data)} bytes, more than {MAX_FILE}")
    if b"<!ENTITY" in data or b"<!DOCTYPE" in data:
        errs.append(f"{name}: has a DOCTYPE or entity declaration")
        return errs, set()
    try:
        root = ET.fromstring(data)
    except ET.ParseError as e:
        return [f"{name}: not well-formed XML ({e})"], set()
    if root.tag != f"{{{SVG_NS}}}svg":
        errs.append(f"{name}: root is {root.tag}, not an svg element in the SVG namespace")
    if order is not None and order in FRAMES:
        w, h = FRAMES[order]
        want = f"0 0 {w} {h}"
        got = " ".join((root.get("viewBox") or "").replace(",", " ").split())
        if got != want:
            errs.append(f"{name}: viewBox is '{root.get('viewBox')}', order {order} needs '{want}'")
        for attr, v in (("width", w), ("height", h)):
            if root.get(attr) is not None and num(root.get(attr)) != v:
                errs.append(f"{name}: {attr}={root.get(attr)} does not match the viewBox")
    ids: set[str] = set()
    refs: list[str] = []
    first_shape = None
    in_defs: set[int] = set()
    for parent in root.iter():
        if local(parent.tag) == "defs":
            for d in parent.iter():
                in_defs.add(id(d))
    for el in root.iter():
        tag = local(el.tag)
        if not el.tag.startswith(f"{{{SVG_NS}}}"):
            errs.append(f"{name}: element {el.tag} is outside the SVG namespace")
        elif tag not in ALLOWED:
            errs.append(f"{name}: <{tag}> is not allowed")
        for key, value in el.attrib.items():
            k = local(key)
            if k.lower().startswith("on"):
                errs.append(f"{name}: event handler attribute {k} on <{tag}>")
            if k == "href":
                if not value.startswith("#"):
                    errs.append(f"{name}: <{tag}> refers outside the file ({value})")
                refs.append(value[1:])
            if k == "style":
                errs.append(f"{name}: style attribute on <{tag}> (use presentation attributes)")
            for target in URL_RE.findall(value):
                target = target.strip("'\"")
                if not target.startswith("#"):
                    errs.append(f"{name}: url({target}) refers outside the file")
                else:
                    refs.append(target[1:])
            if k == "id":
                if value in ids:
                    errs.append(f"{name}: id {value} is defined twice")
                ids.add(value)
        if first_shape is None and tag in SHAPES and id(el) not in in_defs:
            first_shape = el
    for r in refs:
        if r not in ids:
            errs.append(f"{name}: reference to #{r}, which the file does not define")
    if order is not None and order in FRAMES:
        w, h = FRAMES[order]
        fills = (first_shape is not None and local(first_shape.tag) == "rect"
                 and num(first_shape.get("x", "0")) == 0 and num(first_shape.get("y", "0")) == 0
                 and num(first_shape.get("width")) == w and num(first_shape.get("height")) == h
                 and first_shape.get("fill") not in (None, "none", "transparent")
                 and first_shape.get("opacity") in (None, "1") and first_shape.get("fill-opacity") in (None, "1"))
        if not fills:
            errs.append(f"{name}: the first shape is not an opaque rect filling the whole {w}x{h} frame")
    if root.find(f"{{{SVG_NS}}}title") is None or not (root.find(f"{{{SVG_NS}}}title").text or "").strip():
        errs.append(f"{name}: no <title> (the alt text, for browsers that show the file alone)")
    return errs, ids


def check_set(toml_text: str, files: dict[str, bytes]) -> list[str]:
    """Problems of the whole set: the manifest against the files, then each file."""
    errs: list[str] = []
    try:
        manifest = tomllib.loads(toml_text)
    except tomllib.TOMLDecodeError as e:
        return [f"images.toml: not valid TOML ({e})"]
    entries = manifest.get("image")
    if not isinstance(entries, list):
        return ["images.toml: no [[image]] entries"]
    seen: dict[int, str] = {}
    all_ids: dict[str, str] = {}
    total = 0
    for i, e in enumerate(entries):
        where = f"images.toml entry {i + 1}"
        order, file, alt = e.get("order"), e.get("file"), e.get("alt")
        extra = set(e) - {"order", "file", "alt"}
        if extra:
            errs.append(f"{where}: unknown keys {sorted(extra)}")
        if not isinstance(order, int) or not 1 <= order <= COUNT:
            errs.append(f"{where}: order {order!r} is not a whole number from 1 to {COUNT}")
            continue
        if order in seen:
            errs.append(f"{where}: order {order} is listed twice")
            continue
        if not isinstance(file, str) or not FILE_RE.match(file) or int(file[:2]) != order:
            errs.append(f"{where}: file {file!r} is not named NN-short-name.svg with NN = {order:02d}")
            continue
        seen[order] = file
        if not isinstance(alt, str) or not alt.strip():
            errs.append(f"{where}: alt text is missing or empty")
        elif ("\n" in alt or not alt[0].isupper() or not alt.endswith(".") or alt.count(". ") > 0
              or len(alt) > 200 or "<" in alt):
            errs.append(f"{where}: alt text is not one plain sentence of at most 200 characters: {alt!r}")
        if file not in files:
            errs.append(f"{where}: {file} does not exist")
            continue
        data = files[file]
        total += len(data)
        file_errs, ids = check_svg(file, data, order)
        errs += file_errs
        for x in ids:
            if x in all_ids:
                errs.append(f"{file}: id {x} is also defined in {all_ids[x]}")
            all_ids[x] = file
    missing = [o for o in range(1, COUNT + 1) if o not in seen]
    if missing:
        errs.append(f"images.toml: no image for orders {missing}")
    unlisted = sorted(set(files) - set(seen.values()))
    if unlisted:
        errs.append(f"unlisted SVG files: {unlisted}")
    if total > MAX_TOTAL:
        errs.append(f"the set is {total} bytes, more than {MAX_TOTAL}")
    return errs


def load() -> tuple[str, dict[str, bytes]]:
    with open(os.path.join(HERE, "images.toml"), encoding="utf-8") as fh:
        toml_text = fh.read()
    files = {}
    for name in sorted(os.listdir(HERE)):
        if name.endswith(".svg"):
            with open(os.path.join(HERE, name), "rb") as fh:
                files[name] = fh.read()
    return toml_text, files


def broken_copies(toml_text: str, files: dict[str, bytes]):
    """(what is broken, manifest, files, text the error must contain) for each kind of fault."""
    first = "01-cover-community.svg"
    svg = files[first].decode()

    def with_file(new_svg: str):
        f = dict(files)
        f[first] = new_svg.encode()
        return f

    inject = lambda s: svg.replace("</svg>", s + "</svg>")  # noqa: E731
    yield "a text element", toml_text, with_file(inject('<text x="1" y="1">Hi</text>')), "<text> is not allowed"
    yield "an embedded raster", toml_text, with_file(inject('<image href="data:image/png;base64,AA=="/>')), "<image> is not allowed"
    yield "a script", toml_text, with_file(inject("<script>alert(1)</script>")), "<script> is not allowed"
    yield "a filter", toml_text, with_file(inject('<filter id="i01-blur"/>')), "<filter> is not allowed"
    yield "an external href", toml_text, with_file(
        inject('<linearGradient id="i01-x" href="https://example.org/a.svg#g"/>')), "refers outside the file"
    yield "an external url()", toml_text, with_file(inject('<rect width="1" height="1" fill="url(other.svg#g)"/>')), \
        "refers outside the file"
    yield "a dangling url(#id)", toml_text, with_file(inject('<rect width="1" height="1" fill="url(#nowhere)"/>')), \
        "does not define"
    yield "an event handler", toml_text, with_file(svg.replace("<title>", '<g onclick="x()"/><title>', 1)), "event handler"
    yield "a wrong viewBox", toml_text, with_file(svg.replace('viewBox="0 0 1600 1200"', 'viewBox="0 0 1600 900"', 1)), \
        "viewBox is"
    yield "a frame not filled", toml_text, with_file(re.sub(r"<rect [^>]*/>", "", svg, count=1)), "filling the whole"
    yield "malformed XML", toml_text, with_file(svg.replace("</svg>", "")), "not well-formed"
    yield "an oversized file", toml_text, with_file(inject("<g>" + "<g/>" * 8000 + "</g>")), "more than"
    yield "an id used twice across files", toml_text, with_file(inject('<linearGradient id="i02-wall"/>')), \
        "also defined in"
    yield "an empty alt", re.sub(r'(order = 5\nfile = "[^"]+"\nalt = )"[^"]*"', r'\1""', toml_text), files, \
        "alt text is missing"
    yield "an alt of two sentences", re.sub(r'(order = 6\nfile = "[^"]+"\nalt = "[^"]*)\."', r'\1. Then more."', toml_text), \
        files, "one plain sentence"
    yield "a missing order", re.sub(r'\[\[image\]\]\norder = 7\n[^\[]*', "", toml_text), files, "no image for orders [7]"
    yield "a missing file", toml_text, {k: v for k, v in files.items() if not k.startswith("08-")}, "does not exist"
    yield "a file named for another order", toml_text.replace('"09-', '"10-', 1), files, "with NN = 09"
    yield "an unlisted file", toml_text, dict(files, **{"24-extra.svg": files[first]}), "unlisted SVG files"


def main() -> int:
    toml_text, files = load()
    passed = failed = 0
    errs = check_set(toml_text, files)
    for e in errs:
        print(f"FAIL {e}")
    if errs:
        failed += 1
    else:
        passed += 1
        print(f"ok   the {COUNT} default images and images.toml meet every rule")
    for what, t, f, expect in broken_copies(toml_text, files):
        found = check_set(t, f)
        if any(expect in e for e in found):
            passed += 1
            print(f"ok   a copy with {what} is refused")
        else:
            failed += 1
            print(f"FAIL a copy with {what} was not refused as expected ({expect!r}); it reported {found}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
