#!/usr/bin/env bash
# V8 flags that change how much a fresh worker compiles (docs/performance.md, "simulate on many
# cores"): 600 and 3,000 games at 15 workers under each, against `workers: 0` without flags, each
# line a fresh process of bench/sim/scale.mjs; run as bench/sim/scale.sh says:
#   bash .portable/unpack.sh && export PATH=/tmp/portable/bin:$PATH &&
#   cp bench/sim/scale.mjs /tmp/portable/w/ && (cd /tmp/portable/w && bash -s) < bench/sim/flags.sh
set -u
s=scale.mjs
run() { node "$@" || echo "{\"failed\":\"$*\"}"; }
echo "# $(nproc) cpus, node $(node --version), $(date -u +%FT%TZ)"
for g in 600 3000; do run $s threads $g 0; done
for flags in "" --no-turbo-inlining --max-inlined-bytecode-size-cumulative=300 \
  --interrupt-budget=32768 --no-lazy-feedback-allocation; do
  for g in 600 3000; do for r in 1 2; do echo "${flags:-none} $(run $flags $s threads $g 15)"; done; done
done
for g in 600 3000; do run $s threads $g 0; done
