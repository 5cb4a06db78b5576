"""Fails when a workspace target built with `test = false` holds a unit test that would go unrun.

A library or binary with `test = false` links no test harness of its own (docs/benchmarks.md,
"make test on a fresh machine": each harness of a function links the whole server, 90-270 MB).
A `#[test]` written in such a target would silently never run, so this check refuses it:
- a library: no test attribute anywhere in its source folder;
- a binary: no test attribute in its file, and no `mod` declared from it (its modules would be
  compiled only into the binary, so their tests would go unrun too).
"""

import json
import os
import re
import subprocess
import sys

TEST_ATTR = re.compile(r"#\[(tokio::)?test")
MOD_DECL = re.compile(r"^\s*(pub(\([^)]*\))?\s+)?mod\s+\w+\s*;", re.MULTILINE)


def rust_files(folder):
    for base, _dirs, files in os.walk(folder):
        for name in files:
            if name.endswith(".rs"):
                yield os.path.join(base, name)


def main():
    meta = json.loads(
        subprocess.check_output(["cargo", "metadata", "--no-deps", "--format-version", "1"])
    )
    root = meta["workspace_root"]
    problems = []
    for package in meta["packages"]:
        for target in package["targets"]:
            if target.get("test", True):
                continue
            kind = target["kind"]
            src = target["src_path"]
            if kind == ["lib"]:
                for path in rust_files(os.path.dirname(src)):
                    if TEST_ATTR.search(open(path, encoding="utf-8").read()):
                        problems.append(f"{os.path.relpath(path, root)}: a unit test in the library of {package['name']}, built with test = false")
            elif kind == ["bin"]:
                text = open(src, encoding="utf-8").read()
                rel = os.path.relpath(src, root)
                if TEST_ATTR.search(text):
                    problems.append(f"{rel}: a unit test in the binary {target['name']}, built with test = false")
                if MOD_DECL.search(text):
                    problems.append(f"{rel}: the binary {target['name']} (test = false) declares a module; keep its code in the library")
    if problems:
        print("\n".join(problems), file=sys.stderr)
        print("set test = true for that target, or move the tests to tests/", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
