#!/usr/bin/env python3
"""The SPA's security headers on AWS equal the local server's.

Usage: check_headers.py [--root DIR] HEADERS_COMMAND...

HEADERS_COMMAND (run with bash from the repository root) prints the headers the local server
sends with every SPA file, as a JSON object (`fundplan-local security-headers`, from
shared/http/src/security.rs). template.yaml's CloudFront response-headers policy must send the
same values, with Override on, and the SPA's cache behaviour must use it. Prints one line on
success; on failure, every difference and exit 1.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

from check_table import load_template


def template_headers(template: dict, problems: list[str]) -> dict[str, str]:
    resources = template.get("Resources") or {}
    policies = {k: v for k, v in resources.items() if v.get("Type") == "AWS::CloudFront::ResponseHeadersPolicy"}
    dist = next((v for v in resources.values() if v.get("Type") == "AWS::CloudFront::Distribution"), None)
    if dist is None:
        problems.append("no CloudFront distribution in template.yaml")
        return {}
    used = dist["Properties"]["DistributionConfig"]["DefaultCacheBehavior"].get("ResponseHeadersPolicyId")
    name = used.get("Ref") if isinstance(used, dict) else None
    if name not in policies:
        problems.append(f"the SPA's cache behaviour does not use a response-headers policy of this template ({used!r})")
        return {}
    config = policies[name]["Properties"]["ResponseHeadersPolicyConfig"].get("SecurityHeadersConfig") or {}
    headers: dict[str, str] = {}

    def part(key: str) -> dict:
        value = config.get(key) or {}
        if value and value.get("Override") is not True:
            problems.append(f"{name}.{key}: Override must be true (the origin's own value must not win)")
        return value

    csp = part("ContentSecurityPolicy").get("ContentSecurityPolicy")
    if isinstance(csp, dict) and "Fn::Sub" in csp:
        csp = csp["Fn::Sub"]
    if csp is not None:
        headers["content-security-policy"] = csp
    if part("ContentTypeOptions"):
        headers["x-content-type-options"] = "nosniff"
    frame = part("FrameOptions").get("FrameOption")
    if frame:
        headers["x-frame-options"] = frame
    referrer = part("ReferrerPolicy").get("ReferrerPolicy")
    if referrer:
        headers["referrer-policy"] = referrer
    return headers


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parents[2], help="repository root")
    parser.add_argument("command", nargs="+", help="prints the SPA's security headers as JSON")
    args = parser.parse_args(argv)
    command = " ".join(args.command)
    run = subprocess.run(["bash", "-c", command], cwd=args.root, capture_output=True, text=True, timeout=120)
    if run.returncode != 0:
        print(f"check_headers.py: `{command}` failed (exit {run.returncode})\n{run.stderr}", file=sys.stderr)
        return 1
    local = {k.lower(): v for k, v in json.loads(run.stdout).items()}
    problems: list[str] = []
    cloud = template_headers(load_template(args.root / "template.yaml"), problems)
    for name in sorted(set(local) | set(cloud)):
        if local.get(name) != cloud.get(name):
            problems.append(f"{name}:\n      local server: {local.get(name)!r}\n      CloudFront:   {cloud.get(name)!r}")
    if problems:
        print(f"check_headers.py: {len(problems)} problem(s):", file=sys.stderr)
        for p in problems:
            print(f"  - {p}", file=sys.stderr)
        return 1
    print(f"{len(local)} SPA security headers equal on the local server and CloudFront")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
