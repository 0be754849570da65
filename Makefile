# The two commands of the README: `make run` and `make test`.
# Everything they need is installed by these targets on a fresh machine.

CARGO_FLAGS ?= --locked

.PHONY: run test test-steps test-times screenshots web node-deps plugins system-deps build test-web test-rust test-postgres test-cluster test-fuzz test-wechatpay-sdk test-oidc-client test-pades test-e2e bench bench-scale soak clean

## Sets up and runs the whole platform on SQLite with demo data at http://127.0.0.1:8080.
run: web build
	./target/debug/platform

# Each step of `make test` records its time (scripts/step-time.sh); `make test` prints them at the end.
START = @./scripts/step-time.sh start $@
END = @./scripts/step-time.sh end $@

## Every test: unit and API tests on SQLite and PostgreSQL, type checks, browser journeys; each step's time is printed at the end.
test: test-times
	@$(MAKE) --no-print-directory -j2 test-steps
	@./scripts/step-time.sh report

# The steps of `make test`: the front end's build beside the Rust build (webpack and the tail of
# cargo's build each leave a core idle), then the test steps one after another, in this order.
test-steps: web build test-web test-rust test-postgres test-cluster test-fuzz test-wechatpay-sdk test-oidc-client test-pades test-e2e
ifeq ($(MAKECMDGOALS),test-steps)
test-web: | web build
test-rust: | test-web
test-postgres: | test-rust
test-cluster: | test-postgres
test-fuzz: | test-cluster
test-wechatpay-sdk: | test-fuzz
test-oidc-client: | test-wechatpay-sdk
test-pades: | test-oidc-client
test-e2e: | test-pades
endif

test-times:
	@./scripts/step-time.sh reset

node_modules/.install-stamp: package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

node-deps: node_modules/.install-stamp

web: node-deps plugins
	$(START)
	npm run --silent typecheck
	npm run --silent build
	$(END)

## The example launch-rule plugins, from their AssemblyScript sources (plugins/examples/*/build/rule.wasm).
plugins: node-deps
	npm run --silent build:plugins

## Unit tests of the front end's pure functions (no browser, no server).
test-web: node-deps
	$(START)
	npm run --silent test:unit
	$(END)

system-deps:
	./scripts/install-system-deps.sh

build:
	$(START)
	cargo build $(CARGO_FLAGS) --workspace --all-targets
	$(END)

test-rust: build plugins system-deps
	$(START)
	cargo test $(CARGO_FLAGS) --workspace
	@echo "The lists' query plans (alone: the check captures every statement of its process)"
	cargo test $(CARGO_FLAGS) --test api -- --ignored plans::
	$(END)

test-postgres: build plugins system-deps
	$(START)
	@url="$$(./scripts/postgres-url.sh)"; \
	if [ -z "$$url" ]; then \
	  echo "PostgreSQL is not reachable on 127.0.0.1:5432: the API tests ran on SQLite only."; \
	else \
	  echo "API tests on PostgreSQL ($$url)"; \
	  PLATFORM_TEST_DATABASE_URL="$$url" cargo test $(CARGO_FLAGS) --test api && \
	  PLATFORM_TEST_DATABASE_URL="$$url" cargo test $(CARGO_FLAGS) --test api -- --ignored plans::; \
	  status=$$?; \
	  ! command -v psql >/dev/null 2>&1 || psql "$$url" -tAc "SELECT datname FROM pg_database WHERE datname LIKE 'platform\_test\_%'" | \
	    while read -r name; do psql "$$url" -qc "DROP DATABASE IF EXISTS $$name WITH (FORCE)"; done; \
	  exit $$status; \
	fi
	$(END)

## Two instances on one PostgreSQL database and one S3 bucket (moto), addressed in turn and behind nginx (deploy/nginx.conf), restarted in turn under load.
test-cluster: build system-deps
	$(START)
	@url="$$(./scripts/postgres-url.sh)"; \
	if [ -z "$$url" ] || ! command -v psql >/dev/null 2>&1; then \
	  echo "PostgreSQL (with psql) is not reachable on 127.0.0.1:5432: the cluster test did not run."; \
	else \
	  ./scripts/cluster-test.py "$$url"; \
	fi
	$(END)

## Schemathesis fuzzes the real binary's API from its OpenAPI document (a few minutes); fails on any 5xx.
test-fuzz: build
	$(START)
	./scripts/schemathesis.sh
	$(END)

## WeChat Pay's community SDK (wechatpayv3 from PyPI, pinned) drives the sandbox unchanged: pay, notify, close, refund, the trade bill.
test-wechatpay-sdk: build
	$(START)
	./scripts/wechatpay-sdk-test.sh
	$(END)

## Authlib and joserfc (from PyPI, pinned) sign a person in through the OpenID Connect provider: discovery, PKCE, the ID token against the JWKS, userinfo, refresh, replay, revocation, introspection, logout.
test-oidc-client: build
	$(START)
	./scripts/oidc-client-test.sh
	$(END)

## A contract made and signed through the API, checked by poppler's pdfsig, pyHanko (PyPI, pinned), openssl cms and openssl ts against the binary's sandbox timestamp authority.
test-pades: build system-deps
	$(START)
	./scripts/pades-test.sh
	$(END)

test-e2e: web build system-deps
	$(START)
	npx playwright test -c tests/e2e
	$(END)

## Pictures of every screen at 1440 px and 390 px for people to look at (test-results/screenshots/); not part of `make test`.
screenshots: web build system-deps
	SCREENSHOTS=1 npx playwright test -c tests/e2e screenshots

## Load benchmark on loopback (bounded in time); results in bench/results/.
bench: web
	./scripts/install-system-deps.sh --bench
	./bench/run.sh

## A large platform's year seeded in bulk, then every list, count, search and job timed cold and warm
## on SQLite and PostgreSQL (SCALE_DIVISOR divides the sizes); results in bench/results/scale.md.
bench-scale:
	cargo build --release --locked --bin platform --bin scale
	./bench/scale.py

## A bounded soak (BENCH_SOAK_SECONDS, default 60) through nginx to two instances on PostgreSQL and S3; results in bench/results/soak.md.
soak: web
	./scripts/install-system-deps.sh --bench
	./bench/soak.py

clean:
	rm -rf target dist node_modules test-results data
