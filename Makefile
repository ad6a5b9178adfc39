# Check Tutor. `make serve` to work on it, `make test` before sharing it.
# Every target first installs what is missing (scripts/setup.sh); trunk always runs
# --offline with wasm-bindgen and wasm-opt taken from PATH.

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := serve

TOOLS_DIR ?= $(HOME)/.local/share/check-tutor
# The tools venv (nats-server, the load test's Python) comes last: its python3 shadows no other.
export PATH := $(HOME)/.cargo/bin:$(TOOLS_DIR)/node_modules/.bin:$(PATH):$(TOOLS_DIR)/venv/bin

CHROMEDRIVER ?= /usr/bin/chromedriver
export CHROMEDRIVER

# Component tests run in headless Chromium; webdriver.json holds its flags.
WASM_TEST_ENV := CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
	WASM_BINDGEN_USE_BROWSER=1 CHROMEDRIVER=$(CHROMEDRIVER)

.PHONY: setup serve dist test bench

setup:
	scripts/setup.sh test

# The live class's broker (live/nats.conf) runs beside trunk and stops with it.
serve:
	scripts/setup.sh build
	scripts/live-broker trunk serve --offline --address 127.0.0.1 --port 8080

dist:
	scripts/setup.sh build
	trunk build --release --offline

# The ui module exists only on wasm32, hence a second clippy run for that target (lib and
# app, with their component tests).
test:
	scripts/setup.sh test
	cargo fmt --check
	cargo clippy --all-targets -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --lib --bin check-tutor --bin check-tutor-teacher --bin check-tutor-engine --profile test -- -D warnings
	cargo test --release
	lessons=(static/lessons/*.json); \
	if [ -e "$${lessons[0]}" ]; then \
	  cargo run --release --bin tutor -- lint "$${lessons[@]}"; \
	fi
	$(WASM_TEST_ENV) cargo test --target wasm32-unknown-unknown --lib
	$(MAKE) --no-print-directory dist
	cargo test --release --features e2e --test e2e -- --test-threads=1

# The browser measurement needs Chromium, hence the test setup. scripts/live-load runs its
# own broker on free ports: 100 live classes of 30 pupils on loopback.
bench:
	scripts/setup.sh test
	cargo bench --bench perft
	cargo bench --bench huge_game
	cargo bench --bench engine
	cargo bench --bench catalog
	scripts/perft-instructions
	$(MAKE) --no-print-directory dist
	scripts/browser-bench
	scripts/live-load
