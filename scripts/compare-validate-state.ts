// Compares this tree's validateState with the one of an earlier commit, over many valid states
// (every ply of seeded random and greedy games of every ruleset, 2–6 players, 1–3 planets) and
// many corrupted ones (systematic mutations of each field: wrong types, out of range, missing
// and extra fields, duplicated and dropped entries, counts put out of step, one ruleset's fields
// in another's state, hostile values). Every result must be the same: ok, and for a refusal
// the error's name, code, rule, path and message.
//
//   npx tsx scripts/compare-validate-state.ts [commit]
//
// `commit` defaults to the last one with the single-file validate-state.ts. Its file is copied
// beside this one for the run (its imports are relative) and removed afterwards: no frozen copy
// lives in the repository. Fails on the first difference, printing both results.

import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Action, GameOptions, GameState, RulesetName } from '../src/index.js';
import {
  applyAction,
  createGame,
  createRng,
  greedyBot,
  legalActions,
  RULESET_NAMES,
  validateState,
} from '../src/index.js';
import { chooserRandom } from '../test/rules/_helpers/random-game.js';

const BEFORE_SPLIT = '6edf369a30d200f7d0114699fea8e0d9c0134ebe';
const commit = process.argv[2] ?? BEFORE_SPLIT;
const referencePath = fileURLToPath(
  new URL('../src/rules/validate-state.reference.tmp.ts', import.meta.url),
);

type Validate = (value: unknown) => unknown;

/** What a result says, as plain data. */
function summary(result: unknown): string {
  const r = result as { ok: boolean; error?: Record<string, unknown> & Error };
  if (r.ok) return JSON.stringify({ ok: true });
  const e = r.error!;
  return JSON.stringify({
    ok: false,
    name: e.name,
    code: e.code,
    rule: e.rule,
    path: e.path,
    message: e.message,
  });
}

/** The planet counts a ruleset's games are tried with (2026-06's follow the players, R33). */
function planetCounts(ruleset: RulesetName): (number | undefined)[] {
  return ruleset === '2026-06' ? [undefined] : ruleset === '2024-12' ? [1, 2] : [1, 2, 3];
}

/** Every state of one game, from createGame to the end or `maxPlies`. */
function playOne(options: GameOptions, seed: number, greedy: boolean, maxPlies: number) {
  const rng = createRng(seed);
  const pick = chooserRandom(seed * 7 + 1);
  let state = createGame(options, rng);
  const states: GameState[] = [state];
  for (let ply = 0; ply < maxPlies && state.status !== 'finished'; ply++) {
    let action: Action;
    if (greedy && state.status === 'playing') action = greedyBot.chooseAction(state, rng);
    else {
      const legal = legalActions(state);
      action = legal[Math.floor(pick() * legal.length)]!;
    }
    state = applyAction(state, action, rng);
    states.push(state);
  }
  return states;
}

/** Every game's states, game by game. */
function validGames(): GameState[][] {
  const games: GameState[][] = [];
  for (const ruleset of RULESET_NAMES) {
    for (let players = 2; players <= 6; players++) {
      for (const planets of planetCounts(ruleset)) {
        for (let seed = 1; seed <= 2; seed++) {
          for (const greedy of [false, true]) {
            // Some games end at a turn limit, so that those endings are among the states.
            const turnLimit = seed === 2 && !greedy ? 12 : null;
            const options: GameOptions =
              planets === undefined
                ? { players, ruleset, turnLimit }
                : { players, planets, ruleset, turnLimit };
            games.push(playOne(options, seed * 100 + players, greedy, greedy ? 60 : 200));
          }
        }
      }
    }
  }
  return games;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Values a field is replaced by: wrong types, out-of-range and edge numbers, empty shapes. */
const REPLACEMENTS: readonly Json[] = [
  null,
  true,
  false,
  'x',
  'orbit',
  'fortification',
  'factory',
  'treasury',
  'medic',
  '2024-12',
  '2025-01',
  '2026-06',
  -1,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  75,
  91,
  92,
  1.5,
  2 ** 31,
  [],
  {},
  [null],
  { planet: 0, space: 0 },
];

/** Fields one ruleset has and another lacks, added where they could go. */
const RULESET_FIELDS: readonly [string, Json][] = [
  ['facing', 1],
  ['orbit', 0],
  ['transferred', true],
  ['power', 0],
  ['points', 0],
  ['across', 3],
  ['edgeFortifications', []],
  ['placesFirst', 0],
  ['captured', 0],
  ['ruleset', '2026-06'],
  ['extra', 1],
];

/** Paths to every value in `root`; long arrays (the 92 space slots, 150 edges) are sampled. */
function paths(root: Json, pick: () => number): (string | number)[][] {
  const out: (string | number)[][] = [];
  const walk = (value: Json, path: (string | number)[]): void => {
    out.push(path);
    if (Array.isArray(value)) {
      const indices =
        value.length <= 8
          ? value.map((_, i) => i)
          : [
              0,
              value.length - 1,
              ...value.flatMap((v, i) => (v !== null ? [i] : [])).slice(0, 3),
              Math.floor(pick() * value.length),
            ];
      for (const i of new Set(indices)) walk(value[i]!, [...path, i]);
    } else if (value !== null && typeof value === 'object') {
      for (const key of Object.keys(value)) walk(value[key]!, [...path, key]);
    }
  };
  walk(root, []);
  return out;
}

function clone(value: Json): Json {
  return JSON.parse(JSON.stringify(value)) as Json;
}

function parentOf(root: Json, path: readonly (string | number)[]): Json {
  let v = root;
  for (const k of path.slice(0, -1)) v = (v as Record<string | number, Json>)[k]!;
  return v;
}

/** Every mutation of `state` this script tries. */
function* corruptions(state: GameState, pick: () => number): Generator<unknown> {
  const base = JSON.parse(JSON.stringify(state)) as Json;
  for (const path of paths(base, pick)) {
    const last = path[path.length - 1];
    const set = (value: Json | undefined, how: 'set' | 'delete' = 'set'): Json => {
      const copy = clone(base);
      if (path.length === 0) return value ?? null;
      const parent = parentOf(copy, path) as Record<string | number, Json> & Json[];
      if (how === 'delete') {
        if (Array.isArray(parent)) parent.splice(last as number, 1);
        else delete parent[last!];
      } else parent[last!] = value!;
      return copy;
    };
    const here = path.reduce<Json>((v, k) => (v as Record<string | number, Json>)[k]!, base);
    if (path.length > 0) {
      yield set(undefined, 'delete');
      for (const r of REPLACEMENTS) yield set(r);
      if (typeof here === 'number') for (const d of [-2, -1, 1, 2]) yield set(here + d);
      if (typeof here === 'boolean') yield set(!here);
    }
    if (Array.isArray(here)) {
      if (here.length > 0) {
        const dup = clone(base);
        const arr = path.reduce<Json>((v, k) => (v as Record<string | number, Json>)[k]!, dup);
        (arr as Json[]).push(clone((arr as Json[])[0]!));
        yield dup;
        const rev = clone(base);
        const arr2 = path.reduce<Json>((v, k) => (v as Record<string | number, Json>)[k]!, rev);
        (arr2 as Json[]).reverse();
        yield rev;
        const pop = clone(base);
        const arr3 = path.reduce<Json>((v, k) => (v as Record<string | number, Json>)[k]!, pop);
        (arr3 as Json[]).pop();
        yield pop;
      } else yield set([null]);
    } else if (here !== null && typeof here === 'object') {
      for (const [key, value] of RULESET_FIELDS) {
        const copy = clone(base);
        const obj = path.reduce<Json>((v, k) => (v as Record<string | number, Json>)[k]!, copy);
        (obj as Record<string, Json>)[key] = value;
        yield copy;
      }
      // A `__proto__` key, as JSON.parse makes one.
      const text = JSON.stringify(here).replace(/^\{/, '{"__proto__":{"x":1},').replace(',}', '}');
      const copy = clone(base);
      if (path.length === 0) yield JSON.parse(text);
      else {
        (parentOf(copy, path) as Record<string | number, Json>)[last!] = JSON.parse(text) as Json;
        yield copy;
      }
    }
  }
  // One ruleset's state named as another's: every field of the wrong ruleset.
  for (const ruleset of [...RULESET_NAMES, undefined]) {
    const copy = clone(base) as { options: Record<string, Json> };
    if (ruleset === undefined) delete copy.options.ruleset;
    else copy.options.ruleset = ruleset;
    yield copy;
  }
}

/** Values no JSON gives: they must be refused the same way, never thrown. */
function hostile(state: GameState): unknown[] {
  const throwing = new Proxy(
    {},
    {
      ownKeys: () => {
        throw new Error('hostile');
      },
    },
  );
  class Box {
    readonly version = 1;
  }
  return [
    undefined,
    null,
    0,
    'state',
    [],
    throwing,
    new Box(),
    Object.create(null),
    { ...state, rovers: new Proxy([], {}) },
    { ...state, players: throwing },
    { ...state, options: new Box() },
  ];
}

async function main(): Promise<void> {
  const old = execFileSync('git', ['show', `${commit}:src/rules/validate-state.ts`], {
    encoding: 'utf8',
  });
  writeFileSync(referencePath, old);
  try {
    const reference = (await import(referencePath)) as { validateState: Validate };
    let same = 0;
    let refused = 0;
    const codes = new Map<string, number>();
    const compare = (value: unknown, what: string): void => {
      const a = summary(reference.validateState(value));
      const b = summary(validateState(value));
      if (a !== b) {
        // Thrown, not exited: the finally below removes the copy of the old file.
        throw new Error(`different results for ${what}:\n  old: ${a}\n  new: ${b}`);
      }
      same++;
      const rule = (JSON.parse(a) as { rule?: string }).rule;
      if (rule !== undefined) {
        refused++;
        codes.set(rule, (codes.get(rule) ?? 0) + 1);
      }
    };
    const games = validGames();
    const states = games.flat();
    let valid = 0;
    for (const [i, state] of states.entries()) {
      compare(state, `valid state ${i}`);
      compare(JSON.parse(JSON.stringify(state)), `valid state ${i} through JSON`);
      valid += 2;
    }
    console.error(`${states.length} valid states of ${games.length} games compared`);
    // Mutated field by field: each game's first (setup), middle and last state, and every
    // 50th of the rest (all of them would take long for little more).
    const mutated = games.flatMap((g) =>
      g.filter((_, i) => i === 0 || i === g.length >> 1 || i === g.length - 1 || i % 50 === 25),
    );
    const pick = chooserRandom(42);
    let corrupted = 0;
    for (const [i, state] of mutated.entries()) {
      let k = 0;
      for (const value of corruptions(state, pick)) compare(value, `state ${i}, mutation ${k++}`);
      for (const value of hostile(state)) compare(value, `state ${i}, a hostile value`);
      corrupted += k;
      if (i % 50 === 49) console.error(`${i + 1} of ${mutated.length} states mutated`);
    }
    console.log(
      `${same} values compared, every result identical: ${valid} valid states (${states.length} ` +
        `states, as built and through JSON), ${corrupted} mutations of ${mutated.length} states ` +
        `and the hostile values; ` +
        `${refused} refused, by rule: ${[...codes]
          .sort()
          .map(([r, c]) => `${r} ${c}`)
          .join(', ')}`,
    );
  } finally {
    rmSync(referencePath, { force: true });
  }
}

await main();
