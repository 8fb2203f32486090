import { describe, expect, it } from 'vitest';
import { blockPoints } from '../../../src/bots/_internals/block.js';
import { searchValueCore } from '../../../src/bots/_internals/core-value.js';
import { huntPoints } from '../../../src/bots/_internals/hunt.js';
import { PLAN, planPoints, wayUpPoints } from '../../../src/bots/_internals/plan.js';
import { rebuildPoints } from '../../../src/bots/_internals/rebuild.js';
import { searchValue } from '../../../src/bots/_internals/value.js';
import { CoreGame, outcomesOf } from '../../../src/core/index.js';
import {
  createGame,
  createRng,
  type GameState,
  type RulesetName,
} from '../../../src/rules/index.js';
import { withPlanet } from '../../rules/_helpers/play.js';
import { position } from '../../rules/_helpers/position.js';
import { position24 } from '../../rules/2024-12/_helpers/position.js';
import { position26 } from '../../rules/2026-06/_helpers/position.js';

// searchValueCore: value.ts's searchValue read from the core, the very same numbers, at every
// ply and every chance outcome of seeded random play from starts and from positions where the
// plan, rebuild and blocking points are at stake.

/** Which of the value's extra terms the positions compared had non-zero. */
interface Seen {
  plan: number;
  rebuild: number;
  block: number;
  hunt: number;
  wayUp: number;
  /** Positions where the race back up (race.ts) took something off a way up. */
  race: number;
  positions: number;
}

/**
 * Compares the values of the position `core` is at, valued twice: a position in play the second
 * time from the evaluation's cache entry, the very array of the first.
 */
function compare(core: CoreGame, seen: Seen, where: string): void {
  const state = core.toState();
  const first = searchValueCore(core);
  expect(first, where).toEqual(searchValue(state));
  const again = searchValueCore(core);
  if (core.isTerminal()) expect(again, where).toEqual(first);
  else expect(again, `${where}, again`).toBe(first);
  seen.positions++;
  if (planPoints(state).some((x) => x !== 0)) seen.plan++;
  if (rebuildPoints(state).some((x) => x !== 0)) seen.rebuild++;
  if (blockPoints(state).some((x) => x !== 0)) seen.block++;
  if (huntPoints(state).some((x) => x !== 0)) seen.hunt++;
  if (wayUpPoints(state).some((x) => x !== 0)) seen.wayUp++;
  const without = [0, PLAN.port - PLAN.behind, PLAN.site - PLAN.behind, -PLAN.behind];
  if (wayUpPoints(state).some((x) => !without.includes(x))) seen.race++;
}

/**
 * Random play of `plies` actions from `start`, comparing at every ply and at each outcome of
 * the action played (made with its dice, then taken back).
 */
function playAndCompare(start: GameState, seed: number, plies: number, seen: Seen): void {
  const core = CoreGame.fromState(start);
  const ids = new Int32Array(core.maxLegalIds);
  const choices = createRng(`choices-${seed}`);
  const dice = createRng(`dice-${seed}`);
  compare(core, seen, `seed ${seed}, start`);
  for (let ply = 0; ply < plies && !core.isTerminal(); ply++) {
    const n = core.legalIds(ids);
    const id = ids[(choices.d6() * 7919 + ply * 31) % n]!;
    for (const outcome of outcomesOf(core, id)) {
      core.make(id, outcome.dice);
      compare(core, seen, `seed ${seed}, ply ${ply}, id ${id}, dice ${outcome.dice.join('')}`);
      core.unmake();
    }
    core.make(id, dice);
  }
}

/**
 * Eight games of 12 plies from each of `starts` (seeds `first + 10 · i + 0…7` for the i-th):
 * where random play soon leaves the positions of interest, many short games reach more of them.
 */
function playShortGames(starts: readonly GameState[], first: number, seen: Seen): void {
  for (const [i, start] of starts.entries())
    for (let seed = 0; seed < 8; seed++) playAndCompare(start, first + 10 * i + seed, 12, seen);
}

const empty = (): Seen => ({
  plan: 0,
  rebuild: 0,
  block: 0,
  hunt: 0,
  wayUp: 0,
  race: 0,
  positions: 0,
});

describe('searchValueCore equals searchValue', () => {
  it.each([
    ['2025-01', 2, 1],
    ['2025-01', 3, 2],
    ['2025-01', 4, 1],
    ['2024-12', 2, 1],
    ['2024-12', 3, 2],
    ['2026-06', 2, 1],
    ['2026-06', 3, 1],
    ['2026-06', 4, 2],
  ] as const)(
    '%s, %i players on %i planets: random games',
    (ruleset: RulesetName, players, planets) => {
      const seen = empty();
      for (let seed = 0; seed < 4; seed++) {
        const start = createGame(
          { players, planets, turnLimit: 200, ruleset },
          createRng(`core-value-${seed}`),
        );
        playAndCompare(start, seed, 150, seen);
      }
      expect(seen.positions).toBeGreaterThan(400);
    },
  );

  it('2025-01: from the orbit plan and broken Buildings in a ring', () => {
    // Arrange: the plan's steps (plan.test.ts) and Buildings their owner can rebuild.
    const ringed = (extra: string, rover = 'r1@49') =>
      `p0: ${rover} r2@68 r3@74 r4@54 f@49 f@68 f@74 f@54 ${extra}; p1: r9@40 r10@41 factory@65:3`;
    const starts = [
      position(ringed('')),
      position(ringed('spacePort@64')),
      position(ringed('spacePort@64', 'r5@orbit')),
      withPlanet(position(ringed('drillCannon@64[ready,aim=1]', 'r5@orbit')), 0, {
        cannonShots: 2,
      }),
      position('p0: r1@orbit drillCannon@28; p1: r2@orbit r4@22 factory@64'),
      position('p0: r1@49 r2@68 f@74 f@54 factory@64:2; p1: r3@40'),
    ];
    const seen = empty();

    // Act, Assert
    for (const [i, start] of starts.entries()) playAndCompare(start, 100 + i, 40, seen);
    expect(seen.plan).toBeGreaterThan(20);
    expect(seen.rebuild).toBeGreaterThan(20);
  });

  it('2025-01: from standoffs in orbit, the hunt of what each side keeps down', () => {
    // Arrange: both players up, with Factories, Space Ports and Rovers down (hunt.test.ts).
    const starts = [
      position('p0: r1@orbit r2@40 r3@41 factory@28 spacePort@64; p1: r4@orbit r5@22 factory@65'),
      position('p0: r1@orbit spacePort@64 r2@49; p1: r4@orbit r5@50 r6@51 spacePort@65'),
      position('p0: r1@orbit; p1: r4@orbit r5@22 r6@23 factory@65', { current: 1 }),
      // Worn pieces and a large army: the hunt counts every Rover down and every hit point.
      position(
        'p0: r1@orbit r2@40:2 r3@41 r7@42 r8@43 r9@44 r10@45 factory@28:3; p1: r4@orbit r5@22:1 r6@23 factory@65:2',
      ),
    ];
    const seen = empty();

    // Act, Assert
    // Random play soon brings a Rover down: many short games.
    playShortGames(starts, 300, seen);
    expect(seen.hunt).toBeGreaterThan(20);
  });

  it('2025-01: behind in the race, the way up of the seat without a Rover in orbit', () => {
    // Arrange: player 1 alone up; player 0 with a site, then a Space Port (plan.test.ts).
    const starts = [
      position('p0: r1@49 r2@68 f@49 f@68 f@74 f@54; p1: r9@orbit r8@22 factory@65'),
      position('p0: r1@49 r2@68 f@49 f@68 f@74 f@54 spacePort@64; p1: r9@orbit r8@22 factory@65'),
      position(
        'p0: r1@49 r2@68 r3@74 f@49 f@68 f@74 f@54 spacePort@64; p1: r9@orbit drillCannon@28',
      ),
    ];
    const seen = empty();

    // Act, Assert
    // Random play soon brings the Rover in orbit down or opens the ring: many short games.
    playShortGames(starts, 400, seen);
    expect(seen.wayUp).toBeGreaterThan(20);
  });

  it('2025-01: down while the other side is up with a Drill Cannon, the race back up', () => {
    // Arrange: player 0 down near its Space Port (or without one), player 1 up with a cannon
    // cold, ready or aimed, and Fires already on the planet (plan.test.ts).
    const shots = (state: GameState, n: number) => withPlanet(state, 0, { cannonShots: n });
    const starts = [
      shots(position('p0: r1@49 r2@50 spacePort@64; p1: r9@orbit drillCannon@28[ready,aim=1]'), 6),
      shots(
        position('p0: r1@50 r2@40 spacePort@64; p1: r9@orbit r8@22 drillCannon@28[ready]', {
          current: 1,
        }),
        4,
      ),
      shots(
        position('p0: r1@49 f@49 f@68 f@74 f@54; p1: r9@orbit drillCannon@28', { current: 1 }),
        8,
      ),
    ];
    const seen = empty();

    // Act, Assert
    playShortGames(starts, 500, seen);
    expect(seen.race).toBeGreaterThan(20);
  });

  it('2024-12: from walled sites, blockers and worn Buildings', () => {
    // Arrange: block.ts's cases (play-2024-12.test.ts) and a worn Factory in its walls.
    const starts = [
      position24('p0: r1@64>49 factory@26; p1: r2@40>35 f@64/49 f@64/68'),
      position24('p0: r1@49>64 factory@26; p1: r2@40>35 f@64/49 f@64/68'),
      position24('p0: r1@orbit factory@26 f@64/74; p1: r2@40>35 f@64/49 f@64/68'),
      position24('p0: r1@6>1 factory@64:2 f@64/49 f@64/68 f@64/74 f@64/54; p1: r2@26>16'),
    ];
    const seen = empty();

    // Act, Assert
    for (const [i, start] of starts.entries()) playAndCompare(start, 200 + i, 40, seen);
    expect(seen.block).toBeGreaterThan(20);
    expect(seen.rebuild).toBeGreaterThan(5);
  });

  it('2026-06: from Buildings their owner can build again, on every planet', () => {
    // Arrange: 3 of the HQ's neighbours held, one by a Rover (R37); a Factory with build points
    // (not rebuilt: R38); the same on a second planet, whose slots come after the first's.
    const starts = [
      position26('p0: r1@49 r2@68 f@74 spacePort@64:2; p1: r3@40 r4@41 factory@65:3'),
      position26('p0: r1@49 f@68 f@74 factory@64:3[points=2] r2@13; p1: r3@40 treasury@65:4'),
      position26('p0: r1@49 f@68 f@74 factory@64:3; p1: r3@40 r4@41 f@42 drillCannon@28:1'),
      position26(
        'p0: r1@1.49 f@1.68 f@1.74 drillCannon@1.64:2 r2@13; p1: r3@40; p2: r4@1.40 f@1.41 treasury@1.65:4; p3: r5@41',
        { players: 4 },
      ),
    ];
    const seen = empty();

    // Act, Assert
    // Random play soon breaks the rings (four actions a turn, R47): several games from each.
    for (const [i, start] of starts.entries())
      for (let game = 0; game < 4; game++) playAndCompare(start, 300 + 10 * i + game, 40, seen);
    expect(seen.rebuild).toBeGreaterThan(20);
  });
});
