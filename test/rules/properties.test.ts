import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../src/rules/index.js';
import {
  ACTION_TYPES,
  applyAction,
  legalActions,
  restoreRng,
  validateAction,
} from '../../src/rules/index.js';
import { invariantViolations } from './_helpers/invariants.js';
import {
  actionKey,
  type Choice,
  chooserRandom,
  type GameSetup,
  mutations,
  playGame,
  replayGame,
  type Step,
  scriptedChooser,
} from './_helpers/random-game.js';

// A game is a seed and a list of choices (an index into the legal actions at each step, or a
// preferred action type and an index among those), so that fast-check shrinks a failure to a
// short action sequence: the counterexample it prints replays with `playGame(setup,
// scriptedChooser(choices))`.

const choice: fc.Arbitrary<Choice> = fc.oneof(
  { weight: 3, arbitrary: fc.nat() },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...ACTION_TYPES), fc.nat()) },
);

const game = fc.record({
  seed: fc.nat(),
  players: fc.integer({ min: 2, max: 6 }),
  planets: fc.integer({ min: 1, max: 3 }),
  turnLimit: fc.integer({ min: 1, max: 120 }),
  choices: fc.array(choice, { maxLength: 250, size: 'max' }),
});

type Game = GameSetup & { readonly choices: readonly Choice[] };

const NUM_RUNS = 150;
/** The candidate property validates ~100 actions a step: fewer games. */
const CANDIDATE_RUNS = 60;

function play(g: Game, onStep?: (step: Step) => void, freeze = true) {
  return playGame(g, scriptedChooser(g.choices), onStep ? { onStep, freeze } : { freeze });
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

describe('properties of random action sequences', { timeout: 120_000 }, () => {
  it('keeps every invariant after every step', () => {
    fc.assert(
      fc.property(game, (g) => {
        const { initial } = play(g, (step) => {
          expect(invariantViolations(step.after), `after step ${step.index}`).toEqual([]);
        });
        expect(invariantViolations(initial)).toEqual([]);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('never changes its inputs, and works on deep-frozen ones', () => {
    fc.assert(
      fc.property(game, (g) => {
        play(g, (step) => {
          const actionJson = JSON.stringify(step.action);
          // The harness applied the action already: the state it started from is unchanged.
          expect(JSON.stringify(step.before)).toBe(step.beforeJson);
          expect(JSON.stringify(step.action)).toBe(actionJson);
          // legalActions and validateAction leave a state alone; applyAction accepts a frozen one.
          const frozen = deepFreeze(JSON.parse(step.beforeJson) as GameState);
          const action = deepFreeze(structuredClone(step.action));
          expect(legalActions(frozen)).toEqual(step.actions);
          expect(validateAction(frozen, action).ok).toBe(true);
          const after = applyAction(frozen, action, restoreRng(step.rngBefore));
          expect(JSON.stringify(after)).toBe(JSON.stringify(step.after));
          // Unfrozen, nothing would catch a write to the input: compare it with its JSON.
          const loose = JSON.parse(step.beforeJson) as GameState;
          applyAction(loose, step.action, restoreRng(step.rngBefore), { freeze: false });
          expect(JSON.stringify(loose)).toBe(step.beforeJson);
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('is deterministic: the same seed and choices give byte-identical states', () => {
    fc.assert(
      fc.property(game, (g) => {
        const first: string[] = [];
        const second: string[] = [];
        const a = play(g, (step) => first.push(JSON.stringify(step.after)));
        // The second time without freezing: the rules and results are the same.
        const b = play(g, (step) => second.push(JSON.stringify(step.after)), false);
        expect(second).toEqual(first);
        expect(JSON.stringify(b.initial)).toBe(JSON.stringify(a.initial));
        // Replaying the actions (not the choices) gives the same states too.
        const replayed = replayGame(g, a.actions).map((s) => JSON.stringify(s));
        expect(replayed).toEqual([JSON.stringify(a.initial), ...first]);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('round-trips through JSON: an equal state, the same legal actions, the same result', () => {
    fc.assert(
      fc.property(game, (g) => {
        const { final } = play(g, (step) => {
          const copy = JSON.parse(step.beforeJson) as GameState;
          expect(copy).toEqual(step.before);
          expect(legalActions(copy)).toEqual(step.actions);
          const rng = restoreRng(step.rngBefore);
          const after = applyAction(copy, step.action, rng);
          expect(JSON.stringify(after)).toBe(JSON.stringify(step.after));
          expect(rng.save()).toEqual(step.rng.save());
        });
        expect(JSON.parse(JSON.stringify(final))).toEqual(final);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('validateAction accepts a candidate exactly when legalActions lists it', () => {
    fc.assert(
      fc.property(game, fc.nat(), (g, mutationSeed) => {
        const random = chooserRandom(mutationSeed);
        play(g, (step) => {
          const listed = new Set(step.actions.map(actionKey));
          const other = step.actions[Math.floor(random() * step.actions.length)]!;
          const candidates = [
            ...mutations(step.before, step.action, random),
            ...mutations(step.before, other, random),
          ];
          const wrong: string[] = [];
          const refused: unknown[] = [];
          for (const c of candidates) {
            const player = (c as { player?: unknown }).player;
            const expected =
              listed.has(actionKey(c)) &&
              (player === undefined || player === step.before.currentPlayer);
            const result = validateAction(step.before, c);
            if (result.ok !== expected) {
              const why = result.ok ? 'accepted' : `${result.error.code}: ${result.error.message}`;
              wrong.push(`${JSON.stringify(c)} ${why}, ${expected ? '' : 'not '}listed`);
            }
            if (!expected) refused.push(c);
          }
          expect(wrong, `step ${step.index}`).toEqual([]);
          // applyAction refuses them too (a few a step: each throws).
          for (let i = 0; i < 3 && refused.length > 0; i++) {
            const c = refused[Math.floor(random() * refused.length)] as Action;
            expect(() => applyAction(step.before, c, restoreRng(step.rngBefore))).toThrow();
          }
        });
      }),
      { numRuns: CANDIDATE_RUNS },
    );
  });
});

// The later rulesets (2026-06, rulings R30–R49; 2024-12, R50–R67): the same properties on games
// of each, fewer runs (their actions are slower to list and to check). 2026-06 plays the planets
// of its table (R33); 2024-12 (facings, Fortifications on edges, the Medic, the cannon that
// powers up) 1 or 2 planets.
const LATER_RULESETS = [
  {
    ruleset: '2026-06' as const,
    planets: fc.constant(1),
    maxChoices: 200,
    runs: 30,
    invariants: 'R30–R49',
  },
  {
    ruleset: '2024-12' as const,
    planets: fc.integer({ min: 1, max: 2 }),
    maxChoices: 120,
    runs: 10,
    invariants: 'R50–R67',
  },
];

describe.each(LATER_RULESETS)(
  'properties of random $ruleset action sequences',
  ({ ruleset, planets, maxChoices, runs, invariants }) => {
    const later = fc.record({
      seed: fc.nat(),
      players: fc.integer({ min: 2, max: 6 }),
      planets,
      turnLimit: fc.integer({ min: 1, max: 80 }),
      choices: fc.array(choice, { maxLength: maxChoices, size: 'max' }),
      ruleset: fc.constant(ruleset),
    });

    it(`${invariants}: keeps every invariant after every step`, { timeout: 120_000 }, () => {
      fc.assert(
        fc.property(later, (g) => {
          const { initial } = play(g, (step) => {
            expect(invariantViolations(step.after), `after step ${step.index}`).toEqual([]);
          });
          expect(invariantViolations(initial)).toEqual([]);
        }),
        { numRuns: runs },
      );
    });

    it('state-format: never changes its inputs; JSON round trip; { freeze: false } gives byte-identical JSON', {
      timeout: 120_000,
    }, () => {
      fc.assert(
        fc.property(later, (g) => {
          play(g, (step) => {
            expect(JSON.stringify(step.before)).toBe(step.beforeJson);
            const copy = JSON.parse(step.beforeJson) as GameState;
            expect(copy).toEqual(step.before);
            expect(legalActions(copy)).toEqual(step.actions);
            const frozen = deepFreeze(copy);
            const after = applyAction(frozen, step.action, restoreRng(step.rngBefore));
            expect(JSON.stringify(after)).toBe(JSON.stringify(step.after));
            const loose = JSON.parse(step.beforeJson) as GameState;
            const thawed = applyAction(loose, step.action, restoreRng(step.rngBefore), {
              freeze: false,
            });
            expect(JSON.stringify(loose)).toBe(step.beforeJson);
            expect(JSON.stringify(thawed)).toBe(JSON.stringify(step.after));
          });
        }),
        { numRuns: runs },
      );
    });

    it(`${invariants}: validateAction accepts a candidate exactly when legalActions lists it`, {
      timeout: 120_000,
    }, () => {
      fc.assert(
        fc.property(later, fc.nat(), (g, mutationSeed) => {
          const random = chooserRandom(mutationSeed);
          play(g, (step) => {
            const listed = new Set(step.actions.map(actionKey));
            const wrong: string[] = [];
            for (const c of mutations(step.before, step.action, random)) {
              const player = (c as { player?: unknown }).player;
              const expected =
                listed.has(actionKey(c)) &&
                (player === undefined || player === step.before.currentPlayer);
              const result = validateAction(step.before, c);
              if (result.ok !== expected) {
                const why = result.ok
                  ? 'accepted'
                  : `${result.error.code}: ${result.error.message}`;
                wrong.push(`${JSON.stringify(c)} ${why}, ${expected ? '' : 'not '}listed`);
              }
            }
            expect(wrong, `step ${step.index}`).toEqual([]);
          });
        }),
        { numRuns: runs },
      );
    });
  },
);
