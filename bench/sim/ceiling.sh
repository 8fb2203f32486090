#!/usr/bin/env bash
# What bounds simulate's speed-up on a many-core machine (docs/performance.md, "simulate on many
# cores"), each line a fresh process (bench/sim/ceiling.mjs); run as bench/sim/scale.sh says:
#   bash .portable/unpack.sh && export PATH=/tmp/portable/bin:$PATH &&
#   cp bench/sim/ceiling.mjs /tmp/portable/w/ && (cd /tmp/portable/w && bash -s) < bench/sim/ceiling.sh
set -u
c=ceiling.mjs
lscpu | grep -E "^(Model name|Thread|Core|Socket|CPU\(s\)|NUMA node\(s\))"
for m in spin alloc; do for p in 1 15 1 15; do node $c $m $p; done; done
for p in 1 8 15 1 15; do node $c warm $p 300; done
node $c pool 600 15
node $c pool 3000 15 3000
