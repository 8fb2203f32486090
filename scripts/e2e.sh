#!/usr/bin/env bash
# End-to-end test of examples/web in headless Chromium: build the package and the page as a user
# would, serve the page, and play a first move with the mouse (test/e2e/web.e2e.mjs); then two
# pages of examples/web/online.html play each other through the match server (online.e2e.mjs).
#
# Needs Chromium at $CHROMIUM (default /usr/bin/chromium). When it is missing and we are root,
# installs Debian's `chromium` with apt-get; when that cannot be done, prints SKIPPED and exits 0.
# Screenshots go to test/e2e/artifacts/ (gitignored).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"

step() {
  printf '\n==> e2e [%ss]: %s\n' "$SECONDS" "$*"
}

skip() {
  printf '\nSKIPPED: chromium could not be installed: %s\n' "$*"
  exit 0
}

if [[ ! -x "$CHROMIUM" ]]; then
  step "installing chromium with apt-get ($CHROMIUM is missing)"
  [[ "$(id -u)" -eq 0 ]] || skip "not root, so no apt-get install (or set CHROMIUM=/path/to/chromium)"
  command -v apt-get >/dev/null || skip 'apt-get is not available on this system'
  apt_log="$(mktemp)"
  # Fonts for the page's text; the rest of chromium's recommends (mesa, printing, udev) is not
  # needed headless: WebGL runs on the SwiftShader that chromium ships.
  if ! {
    DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
        chromium fonts-liberation
  } >"$apt_log" 2>&1; then
    skip "apt-get failed: $(tail -n 3 "$apt_log" | tr '\n' ' ')"
  fi
  [[ -x "$CHROMIUM" ]] || skip "apt-get installed chromium, but $CHROMIUM is still missing"
fi
step "using $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"

step 'npm run build (the package the example imports as "globetrotter": "file:../..")'
[[ -d node_modules ]] || npm ci
npm run build

step 'examples/web: npm ci, typecheck, vite build'
cd examples/web
npm ci --no-audit --no-fund
npm run typecheck
npm run build

step 'examples/web: vite preview'
port="$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });')"
preview_log="$(mktemp)"
./node_modules/.bin/vite preview --host 127.0.0.1 --port "$port" --strictPort >"$preview_log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
for try in $(seq 100); do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then break; fi
  if ! kill -0 "$server" 2>/dev/null || [[ "$try" -eq 100 ]]; then
    printf 'E2E FAILED: vite preview did not start on port %s:\n%s\n' "$port" "$(cat "$preview_log")" >&2
    exit 1
  fi
  sleep 0.1
done
cd ../..

step "test/e2e/web.e2e.mjs against http://127.0.0.1:$port/"
CHROMIUM="$CHROMIUM" node test/e2e/web.e2e.mjs "http://127.0.0.1:$port/"

step "test/e2e/online.e2e.mjs: two pages play through the match server (dist/server.js)"
CHROMIUM="$CHROMIUM" node test/e2e/online.e2e.mjs "http://127.0.0.1:$port/"

printf '\n==> e2e passed in %ss\n' "$SECONDS"
