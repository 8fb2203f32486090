import { describe, expect, it } from 'vitest';
import { board, edgeBetween, edgeKinds } from '../../../src/board/index.js';
import type { GameState, RuleRef } from '../../../src/rules/index.js';
import {
  applyAction,
  createGame,
  createRng,
  legalActions,
  scriptedRng,
  validateState,
} from '../../../src/rules/index.js';
import { chooserRandom } from '../_helpers/random-game.js';
import { position26 } from '../2026-06/_helpers/position.js';
import { position24 } from './_helpers/position.js';

// validateState on 2024-12 states: the new fields (Rover.facing, Planet.edgeFortifications,
// DrillCannon.power, the Medic) and the invariants that differ from 2025-01 (rulings R50–R67),
// each broken one at a time and named by path and ruling; the other rulesets refuse the fields.

// biome-ignore lint/suspicious/noExplicitAny: the table breaks any field of a JSON copy on purpose
type Mutable = Record<string, any>;

function copy(state: GameState): Mutable {
  return JSON.parse(JSON.stringify(state)) as Mutable;
}

// Three players: p0 has every Building of 2024-12 (the Medic next to its Rover r1, a Drill
// Cannon with 2 power-ups), a Rover in orbit and a Fortification on the edge 7/8; p1 has two
// Rovers, a Factory and Fortifications on 1/6 and 40/55; p2 a Rover on a southern HQ.
const rich = position24(
  'p0: r1@7>1:4 r2@orbit:3 medic@26 factory@27 drillCannon@28[power=2] spacePort@29 f@7/8; ' +
    'p1: r3@40>35:2 r4@8>2:2 f@1/6 f@40/55 factory@0; p2: r5@61>46',
  { players: 3, turnLimit: 50, turn: 7 },
);
/** Indexes of `rich`'s pieces, by what they are. */
const CANNON = 2;
const MEDIC = 0;
/** `rich` after r1 destroyed p1's Fortification on 1/6: an event names an edge. */
const shotWall = () =>
  applyAction(
    rich,
    { type: 'shoot', rover: 1, space: 1, target: 'fortification', across: 6 },
    scriptedRng([4]),
  );
/** `rich` after r1 hit r4 without damage: both dice of a shot. */
const shotRover = () =>
  applyAction(rich, { type: 'shoot', rover: 1, space: 8, target: 'rover' }, scriptedRng([6, 2]));
/** A game won by a Drill Cannon's strike (ruling R63) putting p1 out (R65). */
const won = () =>
  applyAction(
    position24('p0: r1@7>1 drillCannon@28[power=3]; p1: r2@40>35:1'),
    { type: 'fire', space: 40, target: 'rover' },
    scriptedRng([6]),
  );
/** Three players, after the first of three placements (ruling R66). */
function placed(): GameState {
  const rng = scriptedRng([2, 5, 1]);
  const state = createGame({ players: 3, ruleset: '2024-12' }, rng);
  return applyAction(state, { type: 'place', planet: 0, space: 26, facing: 7 }, rng);
}

const R = (): GameState => rich;
const playable = (a: number, b: number) => edgeBetween(a, b);
const BORDER = edgeKinds.indexOf('border');
const OFF_BOARD = edgeKinds.indexOf('offBoard');

interface Case {
  readonly name: string;
  readonly base: () => GameState;
  readonly mutate: (s: Mutable) => void;
  readonly path: string;
  readonly rule: RuleRef;
}

const CASES: readonly Case[] = [
  // Facings.
  {
    name: 'R52: a Rover on a planet without a facing',
    base: R,
    mutate: (s) => delete s.rovers[0].facing,
    path: 'rovers[0].facing',
    rule: 'R52',
  },
  {
    name: 'R52: a Rover facing a space that is not next to it',
    base: R,
    mutate: (s) => (s.rovers[0].facing = 9),
    path: 'rovers[0].facing',
    rule: 'R52',
  },
  {
    name: 'R52: a Rover facing its own space',
    base: R,
    mutate: (s) => (s.rovers[0].facing = 7),
    path: 'rovers[0].facing',
    rule: 'R52',
  },
  {
    name: 'R52: a facing that is no space id',
    base: R,
    mutate: (s) => (s.rovers[0].facing = 92),
    path: 'rovers[0].facing',
    rule: 'state-format',
  },
  {
    name: 'R52: a Rover in orbit with a facing',
    base: R,
    mutate: (s) => (s.rovers[1].facing = 7),
    path: 'rovers[1].facing',
    rule: 'R52',
  },
  // Fortifications on edges.
  {
    name: 'R56: a planet without edgeFortifications',
    base: R,
    mutate: (s) => delete s.planets[0].edgeFortifications,
    path: 'planets[0].edgeFortifications',
    rule: 'state-format',
  },
  {
    name: 'R56: 149 edge slots',
    base: R,
    mutate: (s) => s.planets[0].edgeFortifications.pop(),
    path: 'planets[0].edgeFortifications',
    rule: 'state-format',
  },
  {
    name: 'R56: an edge Fortification of no seat',
    base: R,
    mutate: (s) => (s.planets[0].edgeFortifications[playable(26, 36)] = 3),
    path: `planets[0].edgeFortifications[${playable(26, 36)}]`,
    rule: 'state-format',
  },
  {
    name: 'R51: a Fortification on a border edge',
    base: R,
    mutate: (s) => (s.planets[0].edgeFortifications[BORDER] = 0),
    path: `planets[0].edgeFortifications[${BORDER}]`,
    rule: 'R51',
  },
  {
    name: 'R51: a Fortification on an edge off the board',
    base: R,
    mutate: (s) => (s.planets[0].edgeFortifications[OFF_BOARD] = 0),
    path: `planets[0].edgeFortifications[${OFF_BOARD}]`,
    rule: 'R51',
  },
  {
    name: 'R65: a Fortification of a player who is out',
    base: R,
    mutate: (s) => {
      s.players[2].inGame = false;
      s.rovers.pop();
      s.planets[0].edgeFortifications[playable(26, 36)] = 2;
    },
    path: `planets[0].edgeFortifications[${playable(26, 36)}]`,
    rule: 'R65',
  },
  {
    name: 'R56: a Fortification on a space',
    base: R,
    mutate: (s) => (s.planets[0].fortifications[8] = 0),
    path: 'planets[0].fortifications[8]',
    rule: 'R56',
  },
  // The Drill Cannon and the planets.
  {
    name: 'R63: a Drill Cannon with power 4',
    base: R,
    mutate: (s) => (s.buildings[CANNON].power = 4),
    path: `buildings[${CANNON}].power`,
    rule: 'R63',
  },
  {
    name: 'R63: a Drill Cannon without power',
    base: R,
    mutate: (s) => delete s.buildings[CANNON].power,
    path: `buildings[${CANNON}].power`,
    rule: 'state-format',
  },
  {
    name: 'R63: a ready Drill Cannon',
    base: R,
    mutate: (s) => (s.buildings[CANNON].ready = true),
    path: `buildings[${CANNON}].ready`,
    rule: 'R63',
  },
  {
    name: 'R63: an aimed Drill Cannon',
    base: R,
    mutate: (s) => (s.buildings[CANNON].aim = 40),
    path: `buildings[${CANNON}].aim`,
    rule: 'R63',
  },
  {
    name: 'R63: a destroyed planet',
    base: R,
    mutate: (s) => {
      s.planets[0].destroyed = true;
      s.planets[0].cannonShots = 3;
    },
    path: 'planets[0].destroyed',
    rule: 'R63',
  },
  {
    name: 'R63: a planet counting cannon shots',
    base: R,
    mutate: (s) => (s.planets[0].cannonShots = 1),
    path: 'planets[0].cannonShots',
    rule: 'R63',
  },
  // Buildings.
  {
    name: 'R50: a Treasury',
    base: R,
    mutate: (s) =>
      s.buildings.push({ structure: 'treasury', owner: 1, planet: 0, space: 30, hp: 5, points: 0 }),
    path: 'buildings[5].structure',
    rule: 'state-format',
  },
  {
    name: 'R59: two Medics of one player',
    base: R,
    mutate: (s) => s.buildings.push({ ...s.buildings[MEDIC], space: 30 }),
    path: 'buildings[5]',
    rule: 'R59',
  },
  {
    name: 'R59: a Medic on a triangle',
    base: R,
    mutate: (s) => (s.buildings[MEDIC].space = 9),
    path: `buildings[${MEDIC}].space`,
    rule: 'R59',
  },
  {
    name: 'R59: two Buildings on one HQ',
    base: R,
    mutate: (s) => (s.buildings[4].space = 26),
    path: 'buildings[4].space',
    rule: 'R59',
  },
  {
    name: 'R60: a Medic with fields of its own',
    base: R,
    mutate: (s) => (s.buildings[MEDIC].points = 1),
    path: `buildings[${MEDIC}].points`,
    rule: 'state-format',
  },
  // One piece a space.
  {
    name: 'R53: two Rovers on one space',
    base: R,
    mutate: (s) => {
      s.rovers[3].location.space = 7;
      s.rovers[3].facing = 1;
    },
    path: 'rovers[3].location',
    rule: 'R53',
  },
  {
    name: 'R53: a Rover on a Building',
    base: R,
    mutate: (s) => {
      s.rovers[0].location.space = 26;
      s.rovers[0].facing = 7;
    },
    path: `buildings[${MEDIC}].space`,
    rule: 'R53',
  },
  // Turns and the end.
  {
    name: 'R50: a turn going on after its action',
    base: R,
    mutate: (s) => (s.actionsThisTurn = 1),
    path: 'actionsThisTurn',
    rule: 'R50',
  },
  {
    name: 'R50: two actions in a turn',
    base: R,
    mutate: (s) => (s.actionsThisTurn = 2),
    path: 'actionsThisTurn',
    rule: 'R50',
  },
  {
    name: 'R65: a Rover of a player who is out',
    base: R,
    mutate: (s) => (s.players[2].inGame = false),
    path: 'rovers[4].owner',
    rule: 'R65',
  },
  {
    name: 'R65: a Building of a player who is out',
    base: R,
    mutate: (s) => {
      s.players[1].inGame = false;
      s.rovers.splice(2, 2);
      s.planets[0].edgeFortifications[playable(1, 6)] = null;
      s.planets[0].edgeFortifications[playable(40, 55)] = null;
    },
    path: 'buildings[4].owner',
    rule: 'R65',
  },
  {
    name: 'R65: a player still in with no Rover and no Factory',
    base: R,
    mutate: (s) => s.rovers.pop(),
    path: 'players[2]',
    rule: 'R65',
  },
  {
    name: 'R65: a game over with everyone out',
    base: won,
    mutate: (s) => {
      s.players[0].inGame = false;
      s.winners = [];
      s.rovers = [];
      s.buildings = [];
    },
    path: 'players',
    rule: 'R65',
  },
  // Setup.
  {
    name: 'R66, R52: a Rover placed without a facing',
    base: placed,
    mutate: (s) => delete s.rovers[0].facing,
    path: 'rovers[0].facing',
    rule: 'R52',
  },
  {
    name: 'R66: a Rover placed with 4 hit points',
    base: placed,
    mutate: (s) => (s.rovers[0].hp = 4),
    path: 'rovers[0].hp',
    rule: 'R66',
  },
  {
    name: 'R66: a Rover placed on a triangle',
    base: placed,
    mutate: (s) => {
      s.rovers[0].location.space = 7;
      s.rovers[0].facing = 8;
    },
    path: 'rovers[0].location',
    rule: 'R66',
  },
  {
    name: 'R66: the wrong player to place',
    base: placed,
    mutate: (s) => (s.currentPlayer = (s.currentPlayer + 1) % 3),
    path: 'currentPlayer',
    rule: 'R66',
  },
  {
    name: 'R66: a Fortification during setup',
    base: placed,
    mutate: (s) => (s.planets[0].edgeFortifications[playable(7, 8)] = 0),
    path: 'planets',
    rule: 'R66',
  },
  // The last action: its shape, dice and events.
  {
    name: 'R67: an edge named higher id first',
    base: shotWall,
    mutate: (s) => Object.assign(s.last.action, { space: 6, across: 1 }),
    path: 'last.action',
    // The naming of an edge is part of an action's shape (R67), checked as every shape is.
    rule: 'state-format',
  },
  {
    name: 'R67: an edge named for a Rover target',
    base: shotRover,
    mutate: (s) => (s.last.action.across = 17),
    path: 'last.action',
    // The naming of an edge is part of an action's shape (R67), checked as every shape is.
    rule: 'state-format',
  },
  {
    name: 'R51: a shot at an edge that does not exist',
    base: shotWall,
    mutate: (s) => (s.last.action.across = 40),
    path: 'last.action.across',
    rule: 'R51',
  },
  {
    name: 'R50: a 2025-01 action as the last',
    base: shotWall,
    mutate: (s) => (s.last.action = { type: 'save' }),
    path: 'last.action',
    rule: 'state-format',
  },
  {
    name: 'R54: a Move with a facing that is no space id',
    base: shotWall,
    mutate: (s) => (s.last.action = { type: 'move', rover: 1, to: 1, facing: 92 }),
    path: 'last.action',
    rule: 'state-format',
  },
  {
    name: 'R57: three dice for one action',
    base: shotRover,
    mutate: (s) => s.last.dice.push({ purpose: 'damage', value: 3 }),
    path: 'last.dice',
    rule: 'R57',
  },
  {
    name: 'R63: a planet die',
    base: shotWall,
    mutate: (s) => (s.last.dice[0].purpose = 'planet'),
    path: 'last.dice[0].purpose',
    rule: 'state-format',
  },
  {
    name: 'R57: a Fortification event without its edge',
    base: shotWall,
    mutate: (s) => delete s.last.events[0].target.across,
    path: 'last.events[0].target.across',
    rule: 'state-format',
  },
  {
    name: 'R67: a Fortification event naming its edge higher id first',
    base: shotWall,
    mutate: (s) => Object.assign(s.last.events[0].target, { space: 6, across: 1 }),
    path: 'last.events[0].target.across',
    rule: 'R67',
  },
  {
    name: 'R51: a Fortification event on a border edge',
    base: shotWall,
    mutate: (s) => Object.assign(s.last.events[0].target, { space: 71, across: 77 }),
    path: 'last.events[0].target.across',
    rule: 'R51',
  },
  {
    name: 'R50: a Treasury hit, in the events',
    base: shotWall,
    mutate: (s) =>
      (s.last.events[0].target = {
        piece: 'building',
        structure: 'treasury',
        planet: 0,
        space: 30,
        owner: 1,
      }),
    path: 'last.events[0].target.structure',
    rule: 'state-format',
  },
  {
    name: 'R50: a Treasury point spent',
    base: shotWall,
    mutate: (s) => s.last.events.push({ type: 'pointSpent', player: 0, left: 0 }),
    path: 'last.events[1].type',
    rule: 'state-format',
  },
  {
    name: 'R63: a planet destroyed in the events',
    base: shotWall,
    mutate: (s) => s.last.events.push({ type: 'planetDestroyed', planet: 0, total: 7 }),
    path: 'last.events[1].type',
    rule: 'state-format',
  },
  // The fields of 2026-06.
  {
    name: 'R31: a 2024-12 state with placesFirst',
    base: R,
    mutate: (s) => (s.placesFirst = 0),
    path: 'placesFirst',
    rule: 'state-format',
  },
  {
    name: 'R40: a 2024-12 Rover with an orbit field',
    base: R,
    mutate: (s) => (s.rovers[1].orbit = 0),
    path: 'rovers[1].orbit',
    rule: 'state-format',
  },
  {
    name: 'R42: a 2024-12 Factory with build points',
    base: R,
    mutate: (s) => (s.buildings[1].points = 0),
    path: 'buildings[1].points',
    rule: 'state-format',
  },
];

describe('validateState, 2024-12', () => {
  it('R50–R67: accepts the base positions: play, a shot at an edge, a shot at a Rover, a win, a placement', () => {
    // Arrange
    const bases = [rich, shotWall(), shotRover(), won(), placed()];

    // Act
    const results = bases.map((s) => validateState(copy(s)));

    // Assert
    expect(results).toEqual(bases.map(() => ({ ok: true })));
  });

  it.each(CASES)('refuses $name at $path ($rule)', ({ base, mutate, path, rule }) => {
    // Arrange
    const state = copy(base());
    mutate(state);

    // Act
    const result = validateState(state);

    // Assert
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect({ path: result.error.path, rule: result.error.rule }).toEqual({ path, rule });
  });

  it('R52, R56, R60, R63: 2026-06 states refuse the fields of 2024-12 too', () => {
    // Arrange: a 2026-06 position with a Rover and a Drill Cannon.
    const base = position26('p0: r1@7 drillCannon@29; p1: r2@40');
    const broken: ((s: Mutable) => void)[] = [
      (s) => (s.rovers[0].facing = 1),
      (s) => (s.planets[0].edgeFortifications = new Array(150).fill(null)),
      (s) => (s.buildings[0].power = 0),
      (s) => (s.buildings[0].structure = 'medic'),
    ];

    // Act
    const results = broken.map((mutate) => {
      const state = copy(base);
      mutate(state);
      const result = validateState(state);
      return result.ok ? 'ok' : `${result.error.path} ${result.error.rule}`;
    });

    // Assert
    expect(validateState(copy(base)).ok).toBe(true);
    expect(results).toEqual([
      'rovers[0].facing state-format',
      'planets[0].edgeFortifications state-format',
      'buildings[0].power state-format',
      'buildings[0].structure state-format',
    ]);
  });

  it('R50–R67: every state of seeded random 2024-12 games validates, through JSON', () => {
    // Arrange: 2 to 4 players on 1 or 2 planets, a turn limit to keep the games short.
    const problems: string[] = [];
    let steps = 0;

    // Act
    for (let seed = 0; seed < 3; seed++) {
      const rng = createRng(seed);
      const pick = chooserRandom(seed);
      const options = { players: 2 + seed, planets: 1 + (seed % 2), turnLimit: 40 };
      let state = createGame({ ...options, ruleset: '2024-12' }, rng);
      while (state.status !== 'finished') {
        const actions = legalActions(state);
        state = applyAction(state, actions[Math.floor(pick() * actions.length)]!, rng);
        const check = validateState(copy(state));
        if (!check.ok) problems.push(`seed ${seed} step ${steps}: ${check.error.message}`);
        steps++;
      }
    }

    // Assert
    expect(problems).toEqual([]);
    expect(steps).toBeGreaterThan(100);
  });
});

// The board facts the cases above lean on, so that a renumbering shows here first.
describe('the edges named above', () => {
  it('R51: 7/8, 1/6, 40/55 and 26/36 are edges between playable spaces; 71/77 is on the border', () => {
    // Arrange
    const pairs: [number, number][] = [
      [7, 8],
      [1, 6],
      [40, 55],
      [26, 36],
    ];

    // Act
    const kinds = pairs.map(([a, b]) => edgeKinds[edgeBetween(a, b)]);

    // Assert
    expect(kinds).toEqual(['playable', 'playable', 'playable', 'playable']);
    expect(edgeKinds[edgeBetween(71, 77)]).toBe('border');
    expect(board.edges[BORDER]!.spaces.some((s) => !board.spaces[s]!.playable)).toBe(true);
  });
});
