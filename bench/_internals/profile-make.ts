import { casesOf } from '../suites/core.js';

// One case of the core suite (bench/suites/core.ts) in a loop, for a CPU profile of make + unmake:
//
//   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/_internals/profile-make.ts \
//     2025-01 [seconds] ["core make + unmake of every legal id"]
//   npx tsx bench/_internals/cpuprofile-summary.ts /tmp/prof/<file>.cpuprofile
//
// Run from inside the repository (outside it tsx loads CommonJS, several times slower). Prints
// the case's rate, in CPU time: a single rate on a shared machine is noise, compare pairs.

const [ruleset = '2025-01', seconds = '5', prefix = 'core make + unmake of every legal id'] =
  process.argv.slice(2);
const found = casesOf(ruleset).find((c) => c.name.startsWith(prefix));
if (found === undefined) throw new Error(`no core case starts with "${prefix}"`);
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
const start = cpu();
let calls = 0;
while (cpu() - start < Number(seconds)) {
  for (let k = 0; k < 20; k++) found.fn();
  calls += 20;
}
const rate = (calls * (found.unitsPerCall ?? 1)) / (cpu() - start);
console.log(`${found.name}: ${Math.round(rate).toLocaleString('en')} ${found.unit ?? 'calls'}/s`);
