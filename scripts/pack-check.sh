#!/usr/bin/env bash
# The package as a user gets it: `npm pack` as from a fresh clone (no dist/: the prepack script
# must build it), then the tarball installed in a scratch project and used from an ES module,
# from CommonJS, through its `globetrotter` command, and type-checked as strict TypeScript
# (.ci/pack-check/). Offline: the tarball's dependencies are installed from this clone's
# node_modules (what `npm ci` put there from the lockfile), and TypeScript is the clone's.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$PWD"

step() {
  printf '\n==> pack-check [%ss]: %s\n' "$SECONDS" "$*"
}

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

step 'npm pack, without dist/ (prepack builds it)'
rm -rf dist
tarball="$work/$(npm pack --silent --pack-destination "$work" | tail -n 1)"
tar -tzf "$tarball" >"$work/files.txt"
for file in dist/index.js dist/index.cjs dist/index.d.ts dist/index.d.cts dist/sim.js dist/sim.cjs \
  dist/sim-worker.js dist/cli.js schema/record.schema.json README.md; do
  if ! grep -qx "package/$file" "$work/files.txt"; then
    echo "pack-check: $file is not in $(basename "$tarball")" >&2
    exit 1
  fi
done

step 'install the tarball in a scratch project, offline'
app="$work/app"
mkdir "$app"
cp .ci/pack-check/* "$app/"
# The dependencies from this clone's node_modules, so that nothing is fetched.
mapfile -t deps < <(node -e '
  const deps = Object.keys(require(process.argv[1]).dependencies ?? {});
  for (const d of deps) console.log(`${process.argv[2]}/node_modules/${d}`);
' "$root/package.json" "$root")
(cd "$app" && npm install --no-audit --no-fund --offline --install-links "$tarball" "${deps[@]}")

step 'ES module'
(cd "$app" && node esm.mjs)

step 'CommonJS'
(cd "$app" && node cjs.cjs)

step 'the globetrotter command'
(cd "$app" && ./node_modules/.bin/globetrotter play --seed 7 --out game.json \
  && ./node_modules/.bin/globetrotter validate game.json)

step 'strict TypeScript (ESM and CommonJS)'
(cd "$app" && node "$root/node_modules/typescript/bin/tsc" -p tsconfig.json)

printf '\n==> pack-check: the packed package works from ESM, CommonJS and strict TypeScript\n'
