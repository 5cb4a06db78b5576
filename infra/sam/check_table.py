#!/usr/bin/env python3
"""Keeps template.yaml in step with the code and the docs.

Usage: check_table.py [--root DIR] [--routes-command CMD] SCHEMA_COMMAND...

SCHEMA_COMMAND (run with bash from the repository root) prints the table definition the code
uses, in CloudFormation's shape (`fundplan-local table-schema`). The checks:

1. table:     the template's AWS::DynamoDB::Table declares exactly that definition (lists compared
              without regard to order), and keeps its data safe (Retain, deletion protection, PITR).
2. routes:    every route in docs/api.md's tables (`| \\`METHOD /path`) is an HttpApi event of the
              function its section names, and every HttpApi event is documented in docs/api.md;
              with --routes-command (`fundplan-local routes`: each function's routes, from the one
              list of functions in infra/local), every route of the code is an HttpApi event of
              its function, every function of the list has a function resource, and every
              HttpApi event is a route of the code or described in docs/api.md's prose.
3. functions: every function is a rust-cargolambda build of the binary `fundplan-<group>` whose
              crate is functions/<group>/, and every crate under functions/ has a function.
4. env:       only the environment variable names the code reads are set, and every one of them is;
              a function told FUNDPLAN_FONTS_DIR has the fonts layer, unpacked at that folder.
5. samconfig: samconfig.toml names only template parameters and never a NoEcho (secret) one.

Prints one line on success; on failure, every problem (with a diff for the table) and exit 1.
"""

from __future__ import annotations

import argparse
import difflib
import json
import re
import shlex
import subprocess
import sys
from pathlib import Path

import yaml

API_PREFIX = "/api/v1"
# Names the functions read (shared/cloud settings and the Lambda mains). AWS_LAMBDA_LOG_FORMAT is
# not among them on purpose: Lambda sets it from LoggingConfig.LogFormat.
ENV_NAMES = {
    "FUNDPLAN_STORE", "FUNDPLAN_BLOBS", "FUNDPLAN_QUEUE", "FUNDPLAN_MAILER", "FUNDPLAN_PAYMENTS",
    "FUNDPLAN_TABLE", "FUNDPLAN_BUCKET", "FUNDPLAN_QUEUE_URL", "FUNDPLAN_MAIL_FROM",
    "FUNDPLAN_PUBLIC_URL", "FUNDPLAN_JWT_SECRET", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET",
    "STRIPE_PRICE_PRO_MONTH", "STRIPE_PRICE_PRO_YEAR", "FUNDPLAN_FONTS_DIR", "FUNDPLAN_OPERATOR_KEY",
}


# --------------------------------------------------------------------------------------------
# Loading a CloudFormation template: PyYAML with the short intrinsic tags (!Ref, !GetAtt, !Sub,
# ...) read as their long forms, so `!Ref Table` becomes {"Ref": "Table"}.
# --------------------------------------------------------------------------------------------
class CfnLoader(yaml.SafeLoader):
    pass


def _intrinsic(loader: yaml.Loader, suffix: str, node: yaml.Node):
    name = "Ref" if suffix == "Ref" else f"Fn::{suffix}"
    if isinstance(node, yaml.ScalarNode):
        value = loader.construct_scalar(node)
        if suffix == "GetAtt":  # !GetAtt Resource.Attribute.Path
            resource, _, attribute = value.partition(".")
            value = [resource, attribute]
    elif isinstance(node, yaml.SequenceNode):
        value = loader.construct_sequence(node, deep=True)
    else:
        value = loader.construct_mapping(node, deep=True)
    return {name: value}


CfnLoader.add_multi_constructor("!", _intrinsic)


def load_template(path: Path) -> dict:
    with path.open(encoding="utf-8") as f:
        return yaml.load(f, Loader=CfnLoader)  # noqa: S506 - SafeLoader subclass


# --------------------------------------------------------------------------------------------
# 1. table
# --------------------------------------------------------------------------------------------
def _sorted_key_schema(key_schema: list) -> list:
    order = {"HASH": 0, "RANGE": 1}
    return sorted(key_schema, key=lambda k: order.get(k.get("KeyType"), 2))


def _normal_projection(projection: dict) -> dict:
    out = dict(projection)
    if "NonKeyAttributes" in out:
        out["NonKeyAttributes"] = sorted(out["NonKeyAttributes"])
    return out


def normalize_schema(schema: dict, source: str, problems: list[str]) -> dict:
    """Puts a schema in a canonical form; keys the check cannot compare are problems."""
    known = {"AttributeDefinitions", "KeySchema", "GlobalSecondaryIndexes", "BillingMode", "TimeToLiveAttribute"}
    for key in sorted(set(schema) - known):
        problems.append(f"table: {source} has {key!r}, which this check cannot compare yet: extend infra/sam/check_table.py")
    out: dict = {}
    if "AttributeDefinitions" in schema:
        out["AttributeDefinitions"] = sorted(schema["AttributeDefinitions"], key=lambda a: a.get("AttributeName", ""))
    if "KeySchema" in schema:
        out["KeySchema"] = _sorted_key_schema(schema["KeySchema"])
    if "GlobalSecondaryIndexes" in schema:
        out["GlobalSecondaryIndexes"] = sorted(
            (
                {
                    **{k: v for k, v in index.items() if k not in ("KeySchema", "Projection")},
                    "KeySchema": _sorted_key_schema(index.get("KeySchema", [])),
                    "Projection": _normal_projection(index.get("Projection", {})),
                }
                for index in schema["GlobalSecondaryIndexes"]
            ),
            key=lambda i: i.get("IndexName", ""),
        )
    for key in ("BillingMode", "TimeToLiveAttribute"):
        if key in schema:
            out[key] = schema[key]
    return out


def template_table(resources: dict, problems: list[str]) -> tuple[str, dict] | None:
    tables = [(name, r) for name, r in resources.items() if r.get("Type") == "AWS::DynamoDB::Table"]
    if len(tables) != 1:
        problems.append(f"table: template.yaml must declare exactly one AWS::DynamoDB::Table, found {len(tables)}")
        return None
    name, resource = tables[0]
    props = resource.get("Properties", {})
    schema = {k: props[k] for k in ("AttributeDefinitions", "KeySchema", "GlobalSecondaryIndexes", "BillingMode") if k in props}
    ttl = props.get("TimeToLiveSpecification")
    if ttl and ttl.get("Enabled") is True:
        schema["TimeToLiveAttribute"] = ttl.get("AttributeName")
    # Guard rails: the table holds every customer's data.
    for policy in ("DeletionPolicy", "UpdateReplacePolicy"):
        if resource.get(policy) != "Retain":
            problems.append(f"table: {name} needs {policy}: Retain")
    if props.get("DeletionProtectionEnabled") is not True:
        problems.append(f"table: {name} needs DeletionProtectionEnabled: true")
    if props.get("PointInTimeRecoverySpecification", {}).get("PointInTimeRecoveryEnabled") is not True:
        problems.append(f"table: {name} needs PointInTimeRecoverySpecification.PointInTimeRecoveryEnabled: true")
    return name, schema


def code_table(command: str, root: Path, problems: list[str]) -> dict | None:
    try:
        run = subprocess.run(["bash", "-c", command], cwd=root, capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        problems.append(f"table: `{command}` did not finish within 120 s")
        return None
    if run.returncode != 0:
        problems.append(
            f"table: `{command}` failed (exit {run.returncode}); build it first (cargo build -p fundplan-local)\n"
            + indent(run.stderr.strip() or run.stdout.strip())
        )
        return None
    try:
        schema = json.loads(run.stdout)
    except json.JSONDecodeError as e:
        problems.append(f"table: `{command}` did not print JSON ({e}):\n" + indent(run.stdout[:2000]))
        return None
    if not isinstance(schema, dict):
        problems.append(f"table: `{command}` printed {type(schema).__name__}, not a JSON object")
        return None
    return schema


def check_table(resources: dict, command: str, root: Path, problems: list[str]) -> str | None:
    found = template_table(resources, problems)
    expected = code_table(command, root, problems)
    if found is None or expected is None:
        return None
    name, declared = found
    left = normalize_schema(expected, f"`{command}`", problems)
    right = normalize_schema(declared, f"template.yaml {name}", problems)
    if left != right:
        diff = difflib.unified_diff(
            pretty(left).splitlines(), pretty(right).splitlines(),
            fromfile=f"code: {command}", tofile=f"template.yaml: Resources.{name}", lineterm="",
        )
        problems.append(f"table: template.yaml's {name} differs from the code's table:\n" + indent("\n".join(diff)))
        return None
    return name


# --------------------------------------------------------------------------------------------
# 2. routes
# --------------------------------------------------------------------------------------------
ROW = re.compile(r"^\|\s*`([A-Z]+) (/[^`\s]*)`")
SECTION = re.compile(r"^#+ .*\(function `([a-z0-9-]+)`\)")


def route_key(method: str, path: str) -> str:
    """HTTP API route paths cannot end in '/': a request for /x/ goes to the route /x."""
    path = path.split("?", 1)[0]
    if len(path) > 1:
        path = path.rstrip("/")
    return f"{method} {path}"


def documented_routes(api_md: Path) -> dict[str, str | None]:
    """Route key -> the function named by the section it is documented in (or None)."""
    routes: dict[str, str | None] = {}
    group = None
    for line in api_md.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            m = SECTION.match(line)
            group = m.group(1) if m else None
            continue
        m = ROW.match(line)
        if m:
            routes[route_key(m.group(1), API_PREFIX + m.group(2))] = group
    return routes


def template_routes(functions: dict[str, dict], problems: list[str]) -> dict[str, str]:
    """Route key -> group of the function whose HttpApi event declares it."""
    routes: dict[str, str] = {}
    for group, resource in functions.items():
        for event_name, event in (resource.get("Properties", {}).get("Events") or {}).items():
            if event.get("Type") != "HttpApi":
                continue
            props = event.get("Properties", {})
            method, path = str(props.get("Method", "")).upper(), props.get("Path")
            if not isinstance(path, str) or not method:
                problems.append(f"routes: {group}'s event {event_name} needs a literal Method and Path")
                continue
            if len(path) > 1 and path.endswith("/"):
                problems.append(f"routes: {group}'s event {event_name}: HTTP API paths cannot end in '/' ({path})")
            key = route_key(method, path)
            if key in routes:
                problems.append(f"routes: {key} is declared by both {routes[key]} and {group}")
            routes[key] = group
    return routes


def check_routes(functions: dict[str, dict], api_md: Path, problems: list[str]) -> tuple[int, int]:
    docs = documented_routes(api_md)
    if not docs:
        problems.append(f"routes: no `| \\`METHOD /path\\`` rows found in {api_md}; the check would prove nothing")
        return 0, 0
    declared = template_routes(functions, problems)
    text = api_md.read_text(encoding="utf-8")
    for key, group in sorted(docs.items()):
        if key not in declared:
            problems.append(f"routes: {key} is in docs/api.md but is no HttpApi event in template.yaml")
        elif group is not None and declared[key] != group:
            problems.append(f"routes: {key} is documented under function `{group}` but routed to `{declared[key]}`")
    extra = 0
    for key, group in sorted(declared.items()):
        if key in docs:
            continue
        if key in text:  # documented in prose, e.g. `GET /api/v1/openapi.json`
            extra += 1
        else:
            problems.append(f"routes: {key} (function {group}) is in template.yaml but not documented in docs/api.md")
    return len(docs), extra


def check_code_routes(functions: dict[str, dict], command: str, root: Path, api_md: Path, problems: list[str]) -> int:
    """The routes of the code (`fundplan-local routes`) against the template's HttpApi events."""
    run = subprocess.run(["bash", "-c", command], cwd=root, capture_output=True, text=True, timeout=120)
    if run.returncode != 0:
        problems.append(f"routes: `{command}` failed (exit {run.returncode}):\n" + indent(run.stderr.strip()))
        return 0
    try:
        code: dict[str, list[str]] = json.loads(run.stdout)
    except json.JSONDecodeError as e:
        problems.append(f"routes: `{command}` did not print JSON ({e})")
        return 0
    declared = template_routes(functions, [])
    code_keys: dict[str, str] = {}
    for group, routes in sorted(code.items()):
        if group not in functions:
            problems.append(f"routes: function `{group}` of the code has no function in template.yaml (Binary: fundplan-{group})")
        for route in routes:
            method, path = route.split(" ", 1)
            key = route_key(method, path)
            code_keys[key] = group
            if key not in declared:
                problems.append(f"routes: {route} (function {group} in the code) is no HttpApi event in template.yaml")
            elif declared[key] != group:
                problems.append(f"routes: {route} is served by `{group}` in the code but routed to `{declared[key]}`")
    text = api_md.read_text(encoding="utf-8")
    for key, group in sorted(declared.items()):
        if key not in code_keys and key not in text:
            problems.append(f"routes: {key} (function {group}) is in template.yaml but no function of the code documents it")
    return len(code_keys)


# --------------------------------------------------------------------------------------------
# 3. functions
# --------------------------------------------------------------------------------------------
def crate_binaries(cargo_toml: Path) -> set[str]:
    try:
        import tomllib
    except ModuleNotFoundError:  # Python < 3.11
        text = cargo_toml.read_text(encoding="utf-8")
        return set(re.findall(r'^\s*name\s*=\s*"([^"]+)"', text, re.M))
    manifest = tomllib.loads(cargo_toml.read_text(encoding="utf-8"))
    names = {b["name"] for b in manifest.get("bin", []) if "name" in b}
    if "package" in manifest and (cargo_toml.parent / "src" / "main.rs").exists():
        names.add(manifest["package"]["name"])  # src/main.rs builds a binary named after the package
    return names


LAMBDA_CRATE = "infra/lambda/Cargo.toml"

# Scheduled jobs whose code is in another function's crate: the binary's group -> that crate.
JOB_CRATES = {"digest": "funders", "due-reminders": "team"}


def check_functions(template: dict, root: Path, problems: list[str]) -> dict[str, dict]:
    """Returns group -> function resource."""
    globals_fn = (template.get("Globals") or {}).get("Function") or {}
    functions: dict[str, dict] = {}
    for name, resource in template["Resources"].items():
        if resource.get("Type") != "AWS::Serverless::Function":
            continue
        props = resource.get("Properties", {})
        meta = resource.get("Metadata") or {}
        binary = (meta.get("BuildProperties") or {}).get("Binary", "")
        if meta.get("BuildMethod") != "rust-cargolambda":
            problems.append(f"functions: {name} needs Metadata.BuildMethod: rust-cargolambda")
        m = re.fullmatch(r"fundplan-([a-z0-9-]+)", str(binary))
        if not m:
            problems.append(f"functions: {name} needs Metadata.BuildProperties.Binary: fundplan-<group> (has {binary!r})")
            continue
        group = m.group(1)
        if group in functions:
            problems.append(f"functions: two functions build {binary}")
        functions[group] = resource
        for key, want in (("CodeUri", "."), ("Handler", "bootstrap"), ("Runtime", "provided.al2023")):
            got = props.get(key, globals_fn.get(key))
            if got != want:
                problems.append(f"functions: {name} needs {key}: {want} (has {got!r})")
        crate = JOB_CRATES.get(group, group)
        if not (root / "functions" / crate / "Cargo.toml").exists():
            problems.append(f"functions: {name} builds {binary}, but functions/{crate}/Cargo.toml does not exist")
        # The entry points live together in infra/lambda (no test links them; docs/benchmarks.md).
        if binary not in crate_binaries(root / LAMBDA_CRATE):
            problems.append(f"functions: {name} builds {binary}, but {LAMBDA_CRATE} defines no such binary")
    archs = {tuple(r.get("Properties", {}).get("Architectures", globals_fn.get("Architectures", ["x86_64"]))) for r in functions.values()}
    if len(archs) > 1:
        problems.append(f"functions: mixed architectures {sorted(archs)}; pick one")
    crates = sorted(p.parent.name for p in (root / "functions").glob("*/Cargo.toml"))
    for crate in crates:
        if crate not in functions:
            problems.append(f"functions: crate functions/{crate} has no function in template.yaml (Binary: fundplan-{crate})")
    return functions


# --------------------------------------------------------------------------------------------
# 4. environment variables
# --------------------------------------------------------------------------------------------
def check_env(template: dict, functions: dict[str, dict], problems: list[str]) -> None:
    globals_env = ((((template.get("Globals") or {}).get("Function") or {}).get("Environment") or {}).get("Variables")) or {}
    seen = set(globals_env)
    for group, resource in functions.items():
        own = (((resource.get("Properties", {}).get("Environment")) or {}).get("Variables")) or {}
        seen |= set(own)
        names = set(globals_env) | set(own)
        if group != "docgen" and "FUNDPLAN_JWT_SECRET" not in names:
            problems.append(f"env: fundplan-{group} serves the API but gets no FUNDPLAN_JWT_SECRET")
        # The fallback fonts: the folder a function is told must be the fonts layer it has
        # (infra/fonts/build-layer.sh puts the files in its fonts/ folder, unpacked at /opt).
        if "FUNDPLAN_FONTS_DIR" in own:
            layers = [
                layer.get("Ref") for layer in resource.get("Properties", {}).get("Layers") or []
                if isinstance(layer, dict)
            ]
            fonts = [
                name for name in layers
                if (template.get("Resources", {}).get(name) or {}).get("Properties", {}).get("ContentUri")
                in ("infra/fonts/layer", "infra/fonts/layer/")
            ]
            if not fonts:
                problems.append(f"env: fundplan-{group} sets FUNDPLAN_FONTS_DIR without the fonts layer (infra/fonts/layer)")
            if own["FUNDPLAN_FONTS_DIR"] != "/opt/fonts":
                problems.append(f"env: fundplan-{group}: FUNDPLAN_FONTS_DIR is not /opt/fonts, where the fonts layer unpacks")
    for unknown in sorted(n for n in seen - ENV_NAMES if n.startswith(("FUNDPLAN_", "STRIPE_", "AWS_"))):
        problems.append(f"env: {unknown} is set in template.yaml but no function reads it (typo?)")
    for missing in sorted(ENV_NAMES - seen):
        problems.append(f"env: no function gets {missing}")


# --------------------------------------------------------------------------------------------
# 5. samconfig.toml
# --------------------------------------------------------------------------------------------
def check_samconfig(template: dict, samconfig: Path, problems: list[str]) -> None:
    if not samconfig.exists():
        problems.append("samconfig: samconfig.toml is missing")
        return
    try:
        import tomllib
    except ModuleNotFoundError:
        return  # Python < 3.11: skip this part rather than parse TOML by hand
    config = tomllib.loads(samconfig.read_text(encoding="utf-8"))
    params = template.get("Parameters") or {}
    for env, commands in config.items():
        if not isinstance(commands, dict):
            continue
        for command, sections in commands.items():
            overrides = ((sections or {}).get("parameters") or {}).get("parameter_overrides")
            if not overrides:
                continue
            items = shlex.split(overrides) if isinstance(overrides, str) else list(overrides)
            for item in items:
                key = item.split("=", 1)[0]
                if key not in params:
                    problems.append(f"samconfig: [{env}.{command}] overrides {key}, which template.yaml does not declare")
                elif params[key].get("NoEcho"):
                    problems.append(f"samconfig: [{env}.{command}] sets the secret {key}; pass secrets at deploy time, never commit them")


# --------------------------------------------------------------------------------------------
def pretty(value) -> str:
    return json.dumps(value, indent=2, sort_keys=True)


def indent(text: str) -> str:
    return "\n".join("    " + line for line in text.splitlines())


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parents[2], help="repository root")
    parser.add_argument("--routes-command", help="prints each function's routes as JSON (`fundplan-local routes`)")
    parser.add_argument("command", nargs="+", help="prints the code's table schema as JSON")
    args = parser.parse_args(argv)
    root: Path = args.root
    command = " ".join(args.command)

    problems: list[str] = []
    template = load_template(root / "template.yaml")
    resources = template.get("Resources") or {}

    table = check_table(resources, command, root, problems)
    functions = check_functions(template, root, problems)
    documented, extra = check_routes(functions, root / "docs" / "api.md", problems)
    coded = check_code_routes(functions, args.routes_command, root, root / "docs" / "api.md", problems) if args.routes_command else None
    check_env(template, functions, problems)
    check_samconfig(template, root / "samconfig.toml", problems)

    if problems:
        print(f"check_table.py: {len(problems)} problem(s):", file=sys.stderr)
        for problem in problems:
            print(f"  - {problem}", file=sys.stderr)
        return 1
    shown = command if len(command) <= 60 else command[:57] + "..."
    print(
        f"table {table} = `{shown}`; {documented} documented routes"
        f"{f' + {extra} described in prose' if extra else ''} routed to their functions; "
        f"{f'{coded} routes of the code, each routed to its function; ' if coded is not None else ''}"
        f"{len(functions)} functions"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
