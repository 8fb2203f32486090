#!/usr/bin/env bash
# The many-core matrix of docs/performance.md ("simulate on many cores"): each line a fresh
# process (bench/sim/scale.mjs), run where `import('globetrotter/sim')` resolves, e.g. on a
# machine without Node after ../shared/tools/pack-portable.sh:
#   bash .portable/unpack.sh && export PATH=/tmp/portable/bin:$PATH &&
#   cp bench/sim/scale.mjs /tmp/portable/w/ && (cd /tmp/portable/w && bash -s) < bench/sim/scale.sh
set -u
s=scale.mjs
run() { node "$@" || echo "{\"failed\":\"$*\"}"; }
echo "# $(nproc) cores, node $(node --version), $(date -u +%FT%TZ)"
for g in 600 3000; do
  for r in 1 2; do run $s threads $g 0; done
  for r in 1 2 3; do run $s threads $g 15; done
  for w in 2 4 8 12; do run $s threads $g $w; done
  for r in 1 2; do run --v8-pool-size=16 $s threads $g 15; done
  for r in 1 2; do run --maglev $s threads $g 15; done
  for r in 1 2; do run --maglev --v8-pool-size=16 $s threads $g 15; done
  run --maglev $s threads $g 0
  for r in 1 2; do run $s procs $g 15; done
  for r in 1 2; do run $s procs $g 15 random,greedy --maglev; done
done
