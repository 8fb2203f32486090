import { afterAll, describe, expect, it } from 'vitest';
import type { ActionType, GameState } from '../../src/rules/index.js';
import { ACTION_TYPES, legalActions, validateAction } from '../../src/rules/index.js';
import { invariantViolations, jsonLoss, stepViolations } from './_helpers/invariants.js';
import { all2026FamiliesWritten } from './_helpers/landed.js';
import { position } from './_helpers/position.js';
import {
  biasedChooser,
  type Chooser,
  chooserRandom,
  type GameSetup,
  playGame,
  replayGame,
  uniformChooser,
} from './_helpers/random-game.js';
import { position26 } from './2026-06/_helpers/position.js';

// OpenSpiel-style random simulation: play many seeded games to the end and check every step. The cheap checks run at every step; the whole action space is
// validated every EXHAUSTIVE_EVERY steps (some 30 ms a time).

const EXHAUSTIVE_EVERY = 150;
/** Legal actions mutated into candidates at each step. */
const MUTATE = 2;

/** What the whole run saw, asserted at the end. */
const seen = {
  games: 0,
  steps: 0,
  actions: Object.fromEntries(ACTION_TYPES.map((t) => [t, 0])) as Record<ActionType, number>,
  events: {} as Record<string, number>,
  winners: 0,
  everyoneLost: 0,
  turnLimit: 0,
  unfinished: 0,
};

afterAll(() => {
  // Ends up in the test log: what random play exercised.
  console.info('simulation:', JSON.stringify(seen));
});

/** Plays one game, checking every step, then replays it; throws with its seeds on any problem. */
function simulate(setup: GameSetup, choose: Chooser, label: string): GameState {
  const random = chooserRandom(setup.seed ^ 0x5eed);
  const jsons: string[] = [];
  const where = (step: number) =>
    `${label} ${JSON.stringify({ ...setup, start: setup.start ? 'position' : undefined })} step ${step}`;
  const game = playGame(setup, choose, {
    onStep: (step) => {
      // Counted over the whole run, so that short games get their share.
      const exhaustive = seen.steps % EXHAUSTIVE_EVERY === EXHAUSTIVE_EVERY - 1;
      const problems = stepViolations(step, { random, mutate: MUTATE, exhaustive });
      if (exhaustive) {
        // The thorough form of the round trip: a deep comparison, not just no loss.
        expect(JSON.parse(step.beforeJson), where(step.index)).toEqual(step.before);
      }
      if (problems.length > 0) {
        throw new Error(
          `${where(step.index)}, action ${JSON.stringify(step.action)}:\n  ${problems.join('\n  ')}`,
        );
      }
      jsons.push(JSON.stringify(step.after));
      seen.steps++;
      seen.actions[step.action.type]++;
      for (const e of step.after.last?.events ?? [])
        seen.events[e.type] = (seen.events[e.type] ?? 0) + 1;
    },
  });
  const { final } = game;

  // Determinism: the same seed and actions give byte-identical states, step by step.
  const replayed = replayGame(setup, game.actions)
    .slice(1)
    .map((s) => JSON.stringify(s));
  expect(replayed, `${label} replay of seed ${setup.seed}`).toEqual(jsons);

  // The state at the end: sane, plain JSON, and over when it says so.
  expect(invariantViolations(final), where(game.actions.length)).toEqual([]);
  expect(jsonLoss(final), where(game.actions.length)).toBeNull();
  if (final.status === 'finished') {
    expect(legalActions(final)).toEqual([]);
    const after = validateAction(final, { type: 'pass' });
    expect(after.ok ? 'ok' : after.error.code).toBe('GAME_OVER');
    if (final.winners.length === 1) seen.winners++;
    else if (final.turn >= (final.options.turnLimit ?? Number.POSITIVE_INFINITY)) seen.turnLimit++;
    else seen.everyoneLost++;
  } else {
    seen.unfinished++;
  }
  seen.games++;
  return final;
}

/** Game `g` of a kind of play: 2–6 players and 1–3 planets, cycling through every combination. */
function setupOf(g: number, seedBase: number, turnLimit: number): GameSetup {
  return {
    seed: seedBase + g,
    players: 2 + (g % 5),
    planets: 1 + (Math.floor(g / 5) % 3),
    turnLimit,
  };
}

/** The games of batch `batch` of `size`: small batches, so that no test runs long. */
function batchOf(batch: number, size: number): number[] {
  return Array.from({ length: size }, (_, i) => batch * size + i);
}

// Sized for the checks at the end (every action type, winners, turn limits, the rare events),
// not more: a few seconds a batch on an idle machine, within the limit on a busy one.
describe('random simulation', { timeout: 120_000 }, () => {
  // Uniform choice among legal actions, as OpenSpiel does. Random play wanders: few games end
  // before the turn limit, which keeps them short.
  it.each([0, 1, 2, 3, 4, 5])('uniform play, batch %i of 10 games', (batch) => {
    for (const g of batchOf(batch, 10)) {
      const setup = setupOf(g, 1000, 50);
      simulate(setup, uniformChooser(setup.seed), 'uniform');
    }
  });

  // Shooting whenever possible: games end with a winner (or with everyone out).
  it.each([0, 1, 2, 3])('aggressive play, batch %i of 8 games', (batch) => {
    for (const g of batchOf(batch, 8)) {
      const setup = { ...setupOf(g, 2000, 150), planets: 1 };
      simulate(setup, biasedChooser(setup.seed, ['shoot'], 0.95), 'aggressive');
    }
  });

  // Preferring the rare actions (build, the cannon, the Treasury, orbit, the Factory) when legal.
  it.each([0, 1, 2, 3])('building play, batch %i of 7 games', (batch) => {
    for (const g of batchOf(batch, 7)) {
      const setup = setupOf(g, 3000, 120);
      simulate(setup, biasedChooser(setup.seed), 'building');
    }
  });

  // 2026-06 (rulings R30–R49): the same checks on games of the latest ruleset, 2–6 players on
  // the planets of the table (R33); uniform play, and play preferring the rare actions. The step
  // checks try candidate actions of every type, so they wait until every family is written.
  const with2026 = all2026FamiliesWritten();
  it.skipIf(!with2026).each([0, 1])('2026-06 uniform play, batch %i of 5 games', (batch) => {
    for (const g of batchOf(batch, 5)) {
      const setup = { ...setupOf(g, 4000, 40), ruleset: '2026-06' as const };
      simulate(setup, uniformChooser(setup.seed), '2026-06 uniform');
    }
  });

  it.skipIf(!with2026).each([0, 1])('2026-06 building play, batch %i of 5 games', (batch) => {
    for (const g of batchOf(batch, 5)) {
      const setup = { ...setupOf(g, 5000, 80), ruleset: '2026-06' as const };
      const preferred = [
        'build',
        'ready',
        'aim',
        'fire',
        'save',
        'enterOrbit',
        'orbit',
        'descend',
        'produce',
        'repair',
        'fortify',
        'shoot',
      ] as const;
      simulate(setup, biasedChooser(setup.seed, preferred), '2026-06 building');
    }
  });

  // Ruling R40: Rovers in orbit move from one planet's orbit to another's; random play rarely
  // gets a Rover into orbit, so a hand-built four-player position starts with two there.
  it.skipIf(!with2026)('2026-06 hand-built position with Rovers in orbit', () => {
    const start = position26(
      'p0: r1@orbit0 factory@26; p1: r2@orbit1 factory@1.26; p2: r3@40 factory@30; p3: r4@1.40 factory@1.30',
      { players: 4, turnLimit: 16 },
    );
    const setup = { seed: 6, players: 4, planets: 2, turnLimit: 16, start };
    simulate(setup, biasedChooser(6, ['orbit', 'descend'], 0.9), '2026-06 orbit');
  });

  // Pass (rulings R13, R29) needs a player with nothing to do but demolish, which random play
  // does not reach (a Rover on a planet can nearly always move or fortify): here everyone is in
  // orbit above destroyed planets.
  it('hand-built positions where players must pass', () => {
    const orbit = position('p0: r1@orbit; p1: r2@orbit r3@orbit', { planets: 2, turnLimit: 6 });
    // A planet is destroyed only after 3 or more shots of a Drill Cannon (R10).
    const allDestroyed = {
      ...orbit,
      planets: orbit.planets.map((p) => ({ ...p, destroyed: true, cannonShots: 3 })),
    };
    const last = simulate(
      { seed: 1, players: 2, planets: 2, turnLimit: 6, start: allDestroyed },
      uniformChooser(1),
      'orbit',
    );
    expect(last.status).toBe('finished');
    expect(last.last?.action).toEqual({ type: 'pass' });

    // One planet destroyed, the other still there: the Rovers in orbit descend.
    const halfDestroyed = {
      ...orbit,
      planets: orbit.planets.map((p, i) => ({ ...p, destroyed: i === 0, cannonShots: 3 })),
    };
    simulate(
      { seed: 2, players: 2, planets: 2, turnLimit: 12, start: halfDestroyed },
      uniformChooser(2),
      'half-destroyed',
    );
  });

  // Runs last and reads what the games above recorded (run the whole file, not this test alone).
  it('saw games end with a winner and every action type', () => {
    // Every action type, including the rare ones, was played.
    // (2026-06's own types only once its games run.)
    const only2026: readonly ActionType[] = ['choose', 'orbit', 'decommission'];
    const missing = ACTION_TYPES.filter(
      (t) => seen.actions[t] === 0 && (with2026 || !only2026.includes(t)),
    );
    expect(missing).toEqual([]);
    for (const t of ['move', 'fortify', 'shoot', 'build'] as const)
      expect(seen.actions[t]).toBeGreaterThan(10);
    // Games end: with one winner, at the turn limit, or with everyone out together.
    expect(seen.winners).toBeGreaterThan(10);
    expect(seen.turnLimit).toBeGreaterThan(10);
    expect(seen.unfinished).toBe(0);
    // The dramatic events happen too.
    for (const e of ['eliminated', 'destroyed', 'enteredOrbit', 'planetDestroyed', 'pointSpent'])
      expect(seen.events[e] ?? 0, e).toBeGreaterThan(0);
  });
});
