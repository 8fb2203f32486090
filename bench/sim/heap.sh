#!/usr/bin/env bash
# Does a smaller young generation help when every core is busy? (docs/performance.md, "simulate
# on many cores"). Each line a fresh process; V8's --max-semi-space-size (MiB) set through
# NODE_OPTIONS, so that the child processes and worker threads take it too. Run as scale.sh says:
#   bash .portable/unpack.sh && export PATH=/tmp/portable/bin:$PATH &&
#   cp bench/sim/*.mjs /tmp/portable/w/ && (cd /tmp/portable/w && bash -s) < bench/sim/heap.sh
set -u
echo "# $(nproc) cores, node $(node --version), $(date -u +%FT%TZ)"
lscpu | grep -E "^(Model name|L1d|L2|L3)"
opt() { [ "$1" = 0 ] && echo "" || echo "--max-semi-space-size=$1"; }
tag() { sed "s/^{/{\"semi\":$1,/"; }
for s in 0 1 2 4 8; do for p in 1 15; do NODE_OPTIONS=$(opt $s) node ceiling.mjs alloc $p | tag $s; done; done
for s in 0 1 2; do NODE_OPTIONS=$(opt $s) node ceiling.mjs warm 15 300 | tag $s; done
for r in 1 2; do for s in 0 1 2; do for g in 600 3000; do
  NODE_OPTIONS=$(opt $s) node scale.mjs threads $g 15 | tag $s
done; done; done
for s in 0 1 2; do NODE_OPTIONS=$(opt $s) node scale.mjs threads 600 0 | tag $s; done
for s in 0 1; do NODE_OPTIONS=$(opt $s) node scale.mjs threads 3000 0 | tag $s; done
NODE_OPTIONS=$(opt 1) node ceiling.mjs pool 3000 15 3000 | tag 1
