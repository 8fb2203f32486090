#!/usr/bin/env bash
# Two builds' `simulate` speed-up on many cores, alternated in one session (docs/performance.md,
# "simulate on many cores"): each line a fresh process of bench/sim/scale.mjs or ceiling.mjs with
# GT_SIM set to a build's sim.js. On a machine without Node, after ../shared/tools/pack-portable.sh
# (the build after) and a copy of the build before in .bench-before/dist, carried too:
#   bash .portable/unpack.sh && export PATH=/tmp/portable/bin:$PATH &&
#   cp -r .bench-before/dist /tmp/portable/w/before && cp bench/sim/*.mjs /tmp/portable/w/ &&
#   (cd /tmp/portable/w && bash -s) < bench/sim/scale-pair.sh
# The build before's imports (immer, seedrandom) resolve from /tmp/portable/w/node_modules.
set -u
before=$PWD/before/sim.js
after=$PWD/node_modules/globetrotter/dist/sim.js
run() { node "$@" || echo "{\"failed\":\"$*\"}"; }
echo "# $(nproc) cpus, node $(node --version), $(date -u +%FT%TZ)"
for round in 1 2; do
  for build in before after; do
    sim=$before; [ $build = after ] && sim=$after
    for g in 600 3000; do
      echo "$build $g w0 $(GT_SIM=$sim run scale.mjs threads $g 0)"
      for r in 1 2; do echo "$build $g w15 $(GT_SIM=$sim run scale.mjs threads $g 15)"; done
    done
  done
done
for build in before after; do
  sim=$before; [ $build = after ] && sim=$after
  echo "$build $(GT_SIM=$sim run ceiling.mjs warm 1 300)"
  echo "$build $(GT_SIM=$sim run ceiling.mjs warm 15 300)"
done
echo "after $(GT_SIM=$after run ceiling.mjs pool 3000 15 3000)"
