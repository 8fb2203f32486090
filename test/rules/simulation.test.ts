import { afterAll, describe, expect, it } from 'vitest';
import type { ActionType, GameState, RulesetName } from '../../src/rules/index.js';
import {
  ACTION_TYPES,
  actionFields,
  legalActions,
  RULESET_NAMES,
  rulesetNamed,
  validateAction,
} from '../../src/rules/index.js';
import { invariantViolations, jsonLoss, stepViolations } from './_helpers/invariants.js';
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
import { position24 } from './2024-12/_helpers/position.js';
import { position26 } from './2026-06/_helpers/position.js';

// OpenSpiel-style random simulation: play many seeded games to the end and check every step. The cheap checks run at every step; the whole action space is
// validated every EXHAUSTIVE_EVERY steps (some 30 ms a time).

const EXHAUSTIVE_EVERY = 150;
/** Legal actions mutated into candidates at each step. */
const MUTATE = 2;

/** What the games of one ruleset saw, asserted at the end. */
interface Seen {
  games: number;
  steps: number;
  actions: Record<ActionType, number>;
  events: Record<string, number>;
  /** Buildings built, by structure. */
  built: Record<string, number>;
  winners: number;
  everyoneLost: number;
  turnLimit: number;
  unfinished: number;
}

/** What the whole run saw, by ruleset. */
const seen = Object.fromEntries(
  RULESET_NAMES.map((name): [RulesetName, Seen] => [
    name,
    {
      games: 0,
      steps: 0,
      actions: Object.fromEntries(ACTION_TYPES.map((t) => [t, 0])) as Record<ActionType, number>,
      events: {},
      built: {},
      winners: 0,
      everyoneLost: 0,
      turnLimit: 0,
      unfinished: 0,
    },
  ]),
) as Record<RulesetName, Seen>;
/** Steps of all rulesets, which spaces out the exhaustive checks. */
let allSteps = 0;

afterAll(() => {
  // Ends up in the test log: what random play exercised.
  console.info('simulation:', JSON.stringify(seen));
});

/** Plays one game, checking every step, then replays it; throws with its seeds on any problem. */
function simulate(setup: GameSetup, choose: Chooser, label: string): GameState {
  const random = chooserRandom(setup.seed ^ 0x5eed);
  const tally = seen[setup.start?.options.ruleset ?? setup.ruleset ?? '2025-01'];
  const jsons: string[] = [];
  const where = (step: number) =>
    `${label} ${JSON.stringify({ ...setup, start: setup.start ? 'position' : undefined })} step ${step}`;
  const game = playGame(setup, choose, {
    onStep: (step) => {
      // Counted over the whole run, so that short games get their share.
      const exhaustive = allSteps % EXHAUSTIVE_EVERY === EXHAUSTIVE_EVERY - 1;
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
      allSteps++;
      tally.steps++;
      tally.actions[step.action.type]++;
      if (step.action.type === 'build')
        tally.built[step.action.structure] = (tally.built[step.action.structure] ?? 0) + 1;
      for (const e of step.after.last?.events ?? [])
        tally.events[e.type] = (tally.events[e.type] ?? 0) + 1;
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
    if (final.winners.length === 1) tally.winners++;
    else if (final.turn >= (final.options.turnLimit ?? Number.POSITIVE_INFINITY)) tally.turnLimit++;
    else tally.everyoneLost++;
  } else {
    tally.unfinished++;
  }
  tally.games++;
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
  // the planets of the table (R33); uniform play, and play preferring the rare actions.
  it.each([0, 1])('2026-06 uniform play, batch %i of 5 games', (batch) => {
    for (const g of batchOf(batch, 5)) {
      const setup = { ...setupOf(g, 4000, 40), ruleset: '2026-06' as const };
      simulate(setup, uniformChooser(setup.seed), '2026-06 uniform');
    }
  });

  it.each([0, 1])('2026-06 building play, batch %i of 5 games', (batch) => {
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
  it('2026-06 hand-built position with Rovers in orbit', () => {
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

  // 2024-12 (rulings R50–R67): facings, Fortifications on edges, the Medic, a cannon that powers
  // up. A few seconds in all: uniform play, play preferring the rare actions (each kind of
  // Building, Heal, Power up, Fire, orbit, Produce), aggressive play, and two hand-built
  // positions for what random play rarely reaches.
  it('2024-12 uniform play, 4 games', () => {
    for (const g of batchOf(0, 4)) {
      const setup = { ...setupOf(g, 8000, 30), planets: 1 + (g % 2), ruleset: '2024-12' as const };
      simulate(setup, uniformChooser(setup.seed), '2024-12 uniform');
    }
  });

  it('2024-12 building and aggressive play, 4 games', () => {
    const preferred = [
      'build',
      'powerUp',
      'fire',
      'heal',
      'enterOrbit',
      'descend',
      'produce',
      'fortify',
    ] as const;
    for (const g of batchOf(0, 2)) {
      const setup = { ...setupOf(g, 8100, 90), planets: 1, ruleset: '2024-12' as const };
      simulate(setup, biasedChooser(setup.seed, preferred), '2024-12 building');
    }
    for (const g of batchOf(0, 2)) {
      const setup = {
        ...setupOf(g, 8200, 120),
        players: 2,
        planets: 1,
        ruleset: '2024-12' as const,
      };
      simulate(
        setup,
        biasedChooser(setup.seed, ['shoot', 'fire', 'powerUp'], 0.95),
        '2024-12 aggressive',
      );
    }
  });

  it('R59, R60, R61, R63, R65, R50: 2024-12 hand-built positions: a Medic built and healing, orbit, the cannon winning; a forced pass', () => {
    // p0 may build only its Medic, on HQ 26 that it walled in, next to its Rover r1 (2 hit
    // points); r2 faces its Space Port, r4 is in orbit, its Drill Cannon has no power yet; p1's
    // only piece is r3, with 1 hit point.
    const busy = position24(
      'p0: r1@7>1:2 r2@17>27 r4@orbit f@7/26 f@16/26 f@26/36 f@26/41 f@22/26 spacePort@27 drillCannon@28 factory@0; p1: r3@40>35:1',
      { turnLimit: 60 },
    );
    const preferred = ['build', 'heal', 'enterOrbit', 'descend', 'powerUp', 'fire'] as const;
    const won = simulate(
      { seed: 13, players: 2, planets: 1, turnLimit: 60, start: busy },
      biasedChooser(13, preferred, 0.9),
      '2024-12 busy',
    );
    expect(won.winners).toEqual([0]);

    // p0 has only a Factory, walled in by p1's Fortifications on all five edges of its HQ: it
    // cannot produce, so it passes (or demolishes, R29) until p1's Rover shoots the Factory down.
    const walled = position24(
      'p1: r1@36>31 f@16/26 f@26/36 f@26/41 f@22/26 f@7/26; p0: factory@26',
      { turnLimit: 60 },
    );
    const passed = simulate(
      { seed: 12, players: 2, planets: 1, turnLimit: 60, start: walled },
      biasedChooser(12, ['pass', 'shoot'], 0.95),
      '2024-12 walled',
    );
    expect(passed.winners).toEqual([1]);
  });

  // Runs last and reads what the games above recorded (run the whole file, not this test alone).
  it('saw games of each ruleset end with a winner and play every action type', () => {
    // Every action type of each ruleset, including the rare ones, was played in its games.
    // 2026-06's games are checked for its own types: those it shares with 2025-01 are played in
    // 2025-01's games, and its few games do not reach them all.
    const typesOf = (name: RulesetName) =>
      ACTION_TYPES.filter((t) => actionFields(name, t) !== null);
    const required = (name: RulesetName) =>
      name === '2026-06'
        ? typesOf(name).filter((t) => !typesOf('2025-01').includes(t))
        : typesOf(name);
    const missing = RULESET_NAMES.flatMap((name) =>
      required(name)
        .filter((t) => seen[name].actions[t] === 0)
        .map((t) => `${name} ${t}`),
    );
    expect(missing).toEqual([]);
    const old = seen['2025-01'];
    for (const t of ['move', 'fortify', 'shoot', 'build'] as const)
      expect(old.actions[t]).toBeGreaterThan(10);
    // Games end: with one winner, at the turn limit, or with everyone out together.
    expect(old.winners).toBeGreaterThan(10);
    expect(old.turnLimit).toBeGreaterThan(10);
    for (const name of RULESET_NAMES) expect(seen[name].unfinished, name).toBe(0);
    // The dramatic events happen too.
    for (const e of ['eliminated', 'destroyed', 'enteredOrbit', 'planetDestroyed', 'pointSpent'])
      expect(old.events[e] ?? 0, e).toBeGreaterThan(0);

    // 2024-12: every kind of Building built, games won and cut short, pieces hit and missed,
    // players out (rulings R59, R65, R26, R57, R63).
    const draft = seen['2024-12'];
    const unbuilt = rulesetNamed('2024-12').structures.filter((s) => !(draft.built[s]! > 0));
    expect(unbuilt).toEqual([]);
    expect(draft.winners).toBeGreaterThan(1);
    expect(draft.turnLimit).toBeGreaterThan(1);
    for (const e of ['eliminated', 'destroyed', 'damaged', 'miss', 'noDamage', 'enteredOrbit'])
      expect(draft.events[e] ?? 0, `2024-12 ${e}`).toBeGreaterThan(0);
  });
});
