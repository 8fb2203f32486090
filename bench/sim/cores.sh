#!/usr/bin/env bash
# Whether the many-core machine's cores are whole cores (docs/performance.md, "What bounds it"):
# the same loops alone and in 8, 15 and 16 processes at once, and pinned in pairs to find cpus
# that share one physical core's execution units (hyperthreads). Each line a fresh process
# (bench/sim/ceiling.mjs, which needs `taskset` for GT_PIN); run as bench/sim/scale.sh says:
#   bash .portable/unpack.sh && export PATH=/tmp/portable/bin:$PATH &&
#   cp bench/sim/ceiling.mjs /tmp/portable/w/ && (cd /tmp/portable/w && bash -s) < bench/sim/cores.sh
set -u
c=ceiling.mjs
echo "# $(nproc) cpus, node $(node --version), $(date -u +%FT%TZ)"
lscpu | grep -E "^(Model name|Thread|Core|Socket|CPU\(s\)|NUMA node\(s\)|Hypervisor|Virtualization|L2|L3)"
grep -m1 -o -w -E "ht|hypervisor" /proc/cpuinfo | sort -u | tr '\n' ' '; echo
echo "siblings: $(cat /sys/devices/system/cpu/cpu*/topology/thread_siblings_list | tr '\n' ' ')"
head -1 /proc/stat
for m in spin ilp hash alloc; do for p in 1 8 15 16; do node $c $m $p; done; done
for pair in 0,1 0,2 0,8 0,15 3,11 6,7; do for m in ilp hash; do GT_PIN=$pair node $c $m 2; done; done
for m in ilp hash alloc; do
  GT_PIN=0,1,2,3,4,5,6,7 node $c $m 8
  GT_PIN=0,2,4,6,8,10,12,14 node $c $m 8
done
for p in 1 8 15 1 15; do node $c warm $p 300; done
GT_PIN=0,1,2,3,4,5,6,7 node $c warm 8 300
GT_PIN=0,2,4,6,8,10,12,14 node $c warm 8 300
head -1 /proc/stat
