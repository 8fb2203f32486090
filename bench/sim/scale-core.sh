#!/usr/bin/env bash
# Issue 28's many-core check: `simulate`'s speed-up at 15 workers on the fast core, and the same
# tournaments' results for every worker count (bench/sim/scale.mjs prints a hash of them). Each
# line a fresh process. Run where `import('globetrotter/sim')` resolves, e.g. on a machine without
# Node after ../shared/tools/pack-portable.sh:
#   bash .portable/unpack.sh && export PATH=/tmp/portable/bin:$PATH &&
#   cp bench/sim/*.mjs /tmp/portable/w/ &&
#   (cd /tmp/portable/w && bash -s) < bench/sim/scale-core.sh
# With OLD=<dir of an older build's .js files> beside the package's node_modules, it also times
# that build's 3,000 games at 0 and 15 workers in the same run, for the ratio before the core.
set -u
s=scale.mjs
run() { node "$@" || echo "{\"failed\":\"$*\"}"; }
echo "# $(nproc) cores, node $(node --version), $(date -u +%FT%TZ)"
for g in 600 3000; do
  for r in 1 2 3; do run $s threads $g 0; done
  for r in 1 2 3; do run $s threads $g 15; done
  for w in 1 2 4 8 12; do run $s threads $g $w; done
  for r in 1 2; do run --v8-pool-size=16 $s threads $g 15; done
done
echo "# warm threads (a pool warmed by one call) against the calling thread warmed on 300 games"
run ceiling.mjs pool 600 15
run ceiling.mjs pool 3000 15
echo "# 15 warm processes at once, 300 games each, against one alone"
run ceiling.mjs warm 15 300
echo "# 30,000 games: where the fixed cost of a fresh worker weighs little"
run $s threads 30000 0
for r in 1 2; do run $s threads 30000 15; done
echo "# a fresh thread's cost: import, first 200 games (cold) and the same again (warm)"
d=node_modules/globetrotter/dist
run coldcost.mjs $d 200 3
run startup.mjs $d
if [ -n "${OLD:-}" ]; then
  echo "# the build before the core ($OLD)"
  for r in 1 2; do GT_SIM=$OLD/sim.js run $s threads 3000 0; done
  for r in 1 2; do GT_SIM=$OLD/sim.js run $s threads 3000 15; done
fi
echo "# done $(date -u +%FT%TZ)"
