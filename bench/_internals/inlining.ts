import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// What V8's optimizing compiler (TurboFan) inlined where, in a case of the core suite run in a
// loop (bench/_internals/profile-make.ts): each of the core's functions it compiled, with the
// functions inlined into its last compilation. A function listed on its own line is a real call
// from wherever it was not inlined; the bench case's own loop is the line "(the case's loop)".
//
//   npx tsx bench/_internals/inlining.ts 2025-01 [seconds] [--budget] [--case "core make"]
//
// V8 inlines a callee of up to 460 bytes of bytecode while the caller's inlined total, the
// callee's own inlined bytecode counted, stays within 920 bytes (×1.2 reserve); functions of
// 27 bytes or less always. `--budget` runs with both limits raised (1,000 and 5,000 bytes): the
// difference is what the code loses to the budget. docs/notes/performance-core.md, s19-inline.

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const budget = args.includes('--budget');
const prefix = flag('case') ?? 'core random playout step';
const [ruleset = '2025-01', seconds = '2'] = args.filter((a) => !a.startsWith('--'));

/** Names of the functions and methods of src/core, to keep Node's own out of the listing. */
function coreNames(dir: string, into = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) coreNames(path, into);
    else if (entry.name.endsWith('.ts')) {
      const text = readFileSync(path, 'utf8');
      for (const m of text.matchAll(/function\s+(\w+)|^\s+(?:override\s+|static\s+)*(#?\w+)\(/gm))
        into.add((m[1] ?? m[2])!);
    }
  }
  return into;
}

const v8 = ['--trace-opt', '--trace-turbo-inlining', '--no-concurrent-recompilation'];
if (budget)
  v8.push('--max-inlined-bytecode-size=1000', '--max-inlined-bytecode-size-cumulative=5000');
const run = spawnSync(
  process.execPath,
  [...v8, '--import', 'tsx', 'bench/_internals/profile-make.ts', ruleset, seconds, prefix],
  { encoding: 'utf8', maxBuffer: 1 << 30 },
);
if (run.status !== 0) throw new Error(`the loop failed: ${run.stderr.slice(-2000)}`);

// Each compilation: "[compiling method <JSFunction NAME (sfi = ADDRESS)> (target TURBOFAN) …]"
// (no NAME for an anonymous function), then "Inlining … <SharedFunctionInfo NAME> into …" lines
// until the next one. The last compilation of a function (by its sfi address) counts.
const units = new Map<string, { name: string; inlined: string[] }>();
let current: string[] | null = null;
for (const raw of run.stdout.split('\n')) {
  const line = raw.replace(/0x[0-9a-f]+ /g, '');
  const compiling =
    /^\[compiling method <JSFunction (\S+ )?\(sfi = (0x[0-9a-f]+)\)> \(target TURBOFAN\)( OSR)?/.exec(
      line,
    );
  if (compiling) {
    current = [];
    const name = `${compiling[1]?.trim() ?? '(anonymous)'}${compiling[3] ?? ''}`;
    units.set(`${compiling[2]}${compiling[3] ?? ''}`, { name, inlined: current });
    continue;
  }
  const inlining = /^Inlining \{<SharedFunctionInfo ?([^>]*)>\} into/.exec(line);
  if (inlining && current) current.push(inlining[1] || '(anonymous)');
}

const names = coreNames('src/core');
console.log(
  `${ruleset}, "${prefix}"${budget ? ', budgets raised' : ''}: what each compiled function inlined`,
);
for (const { name, inlined } of units.values()) {
  const base = name.replace(/ OSR$/, '');
  const isLoop = base === '(anonymous)' && inlined.includes('make');
  if (!isLoop && !names.has(base)) continue;
  const counts = new Map<string, number>();
  for (const n of inlined) counts.set(n, (counts.get(n) ?? 0) + 1);
  const list = [...counts].map(([n, c]) => (c > 1 ? `${n} ×${c}` : n)).join(', ');
  console.log(`${isLoop ? "(the case's loop)" : name}: ${list || '(nothing)'}`);
}
