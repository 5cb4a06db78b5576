# fundplan: the two commands of the README are `make run` and `make test`.
# Each installs what it needs that is missing (npm packages, moto, cfn-lint, Chromium).

.PHONY: run test web server bench renderers openapi api-types web-tables fmt clean

## Run the whole product on http://localhost:3000 (SPA, every function, worker, outbox, local checkout).
run:
	bash infra/scripts/run.sh

## Every test: formatting, lints, Rust tests (embedded and AWS adapters on moto), SAM checks, web unit and browser tests.
test:
	bash infra/scripts/test.sh

## Build the SPA into web/dist.
web:
	bash infra/scripts/web.sh build

## Build the local server.
server:
	cargo build -p fundplan-local

## Benchmarks (see docs/benchmarks.md). The case statement's browser baseline needs the built SPA
## (made here when missing) and Chromium (apt-get install chromium; skipped, with the reason, without).
bench:
	@test -f web/dist/index.html || bash infra/scripts/web.sh build
	cargo run --release -p fundplan-bench

## Only the document rendering part of the benchmark (a few seconds after the build).
.PHONY: bench-documents
bench-documents:
	cargo run --release -p fundplan-bench -- --documents

## Only the versions of the plan (issue 19 §1): saving a version of the benchmark plan and comparing
## two versions, beside load_plan, in this process on the embedded store (a few seconds after the build).
.PHONY: bench-versions
bench-versions:
	cargo run --release -p fundplan-bench -- --versions

## Only the kickoff burst (issue 18 §7), beside the argon2 phase and the plain sign-up burst: about
## twelve minutes (3,000 organizations over ten minutes, then the counting).
.PHONY: bench-kickoff
bench-kickoff:
	cargo run --release -p fundplan-bench -- --kickoff-only

## Only the Lambda cold start (issue 18 §7): the sign-up and redemption functions' release
## binaries started against a local stand-in for the Lambda Runtime API, on the AWS adapters in
## moto (started by the bench), and the size of every Lambda binary. Under a minute after the
## builds (the first release build of the Lambda binaries takes about half an hour on 2 cores).
## The Lambda binaries are built on their own, as SAM builds them: built with the others, cargo
## would unify their dependencies' features with the local server's.
.PHONY: bench-cold-start
bench-cold-start:
	cargo build --release -p fundplan-lambda
	cargo build --release -p fundplan-local -p fundplan-bench
	cargo run --release -p fundplan-bench -- --cold-start

## Which Lambda binaries link the document renderers (typst, docx-rs, rust_xlsxwriter): only the
## worker and the case document's Word download may. Builds the twelve entry points (debug).
renderers:
	bash infra/scripts/renderers_linked.sh

## Regenerate docs/openapi.json and the SPA's API types from the Rust types.
openapi:
	cargo run -q -p fundplan-local -- openapi > docs/openapi.json
	bash infra/scripts/web.sh api-types

## Regenerate the SPA's shared tables (web/src/generated: the plan registry and the server's messages) from shared/domain.
web-tables:
	cargo run -q -p fundplan-domain --bin fundplan-web-tables -- web/src/generated

fmt:
	cargo fmt --all

clean:
	cargo clean
	rm -rf web/dist web/node_modules .fundplan
