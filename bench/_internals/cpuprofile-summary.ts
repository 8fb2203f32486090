// Self time by function in a V8 CPU profile (`node --cpu-prof`), grouped by package: what
// docs/performance.md's profile table is made from.
//
//   npx tsx bench/_internals/cpuprofile-summary.ts <dir or .cpuprofile> [rows] [--under NAME]
//
// With --under, only samples taken inside a call of the function NAME count (e.g. the timed
// loop, leaving out start-up and fixtures).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { functionName: string; url: string; lineNumber: number };
  readonly children?: readonly number[];
}
interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

const args = process.argv.slice(2);
const underAt = args.indexOf('--under');
const under = underAt >= 0 ? args.splice(underAt, 2)[1] : undefined;
const [target = '/tmp/prof', rowsArg = '25'] = args;
const file = statSync(target).isDirectory()
  ? join(
      target,
      // tsx runs the script in a child process: each process writes a profile; take the largest.
      readdirSync(target)
        .filter((f) => f.endsWith('.cpuprofile'))
        .sort((a, b) => statSync(join(target, a)).size - statSync(join(target, b)).size)
        .at(-1) ?? '',
    )
  : target;
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const sampled = new Map<number, number>();
profile.samples.forEach((id, i) => {
  sampled.set(id, (sampled.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

/** Where a function lives: `immer`, `src/rules/2025-01/move.ts`, `node`, or `(gc)` and the like. */
function origin(url: string): string {
  if (url === '') return '';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const own = /\/((?:src|bench)\/.*)$/.exec(url);
  if (own) return own[1]!;
  return url.startsWith('node:') ? 'node' : url;
}

// Nodes inside a call of `under`: the named node and everything below it.
const nodeById = new Map(profile.nodes.map((n) => [n.id, n]));
const inside = new Set<number>();
const mark = (id: number) => {
  inside.add(id);
  for (const child of nodeById.get(id)?.children ?? []) mark(child);
};
for (const node of profile.nodes) {
  if (under === undefined || node.callFrame.functionName === under) mark(node.id);
}

const byFunction = new Map<string, number>();
const byOrigin = new Map<string, number>();
let total = 0;
for (const node of profile.nodes) {
  const us = sampled.get(node.id) ?? 0;
  if (us === 0 || !inside.has(node.id)) continue;
  total += us;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = origin(url);
  // Line numbers of our sources are those of tsx's output (useless); the packages' are real.
  const line = where.startsWith('src/') ? '' : `:${lineNumber + 1}`;
  const key = `${functionName || '(anonymous)'}${where ? ` — ${where}${line}` : ''}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  const group = where === '' ? functionName : where.startsWith('src/') ? 'src (ours)' : where;
  byOrigin.set(group, (byOrigin.get(group) ?? 0) + us);
}

const table = (title: string, map: Map<string, number>, rows: number) => {
  console.log(`\n| ${title} | self time | share |\n| --- | ---: | ---: |`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(`| ${key} | ${(us / 1000).toFixed(0)} ms | ${((100 * us) / total).toFixed(1)}% |`);
  }
};
console.log(`${file}: ${(total / 1e6).toFixed(2)} s sampled${under ? ` under ${under}` : ''}`);
table('where', byOrigin, 12);
table('function', byFunction, Number(rowsArg));
