import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameState, RuleRef } from '../../src/rules/index.js';
import {
  applyAction,
  createGame,
  createRng,
  InvalidStateError,
  legalActions,
  scriptedRng,
  validateAction,
  validateState,
} from '../../src/rules/index.js';
import { position } from './_helpers/position.js';
import { biasedChooser, playGame, scriptedChooser } from './_helpers/random-game.js';

// validateState: every invariant gets a state that breaks it, one field at a time, and must be
// named by path and ruling; every reachable state passes; hostile values are refused, not thrown.

// biome-ignore lint/suspicious/noExplicitAny: the table breaks any field of a JSON copy on purpose
type Mutable = Record<string, any>;

/** A deep, writable copy of a state, through JSON as a saved game would be. */
function copy(state: GameState): Mutable {
  return JSON.parse(JSON.stringify(state)) as Mutable;
}

// Every kind of piece: p0 has all four Buildings, a Rover in orbit and a Treasury turn going on.
const rich = position(
  'p0: r1@26 r2@orbit f@13 factory@27 treasury@28[points=2] drillCannon@29[ready,aim=40] spacePort@30; p1: r3@40:2 f@41 factory@0',
  { actionsThisTurn: 1, turnLimit: 50, turn: 7 },
);

/** Three players, after the first of three placements. */
function setupState(): GameState {
  const rng = scriptedRng([2, 5, 1]);
  const state = createGame({ players: 3 }, rng);
  return applyAction(state, { type: 'place', planet: 0, space: 26 }, rng);
}

/** A finished two-player game from random play. */
function finishedState(): GameState {
  for (let seed = 0; ; seed++) {
    const { final } = playGame(
      { seed, players: 2, planets: 1, turnLimit: 400 },
      biasedChooser(seed),
    );
    if (final.winners.length === 1) return final;
  }
}

/** A state whose `last` holds a cannon shot: dice and events of every field. */
function afterFire(): GameState {
  const state = position('p0: r1@16 drillCannon@27[ready,aim=6]; p1: r2@6 f@6 r3@40');
  return applyAction(state, { type: 'fire' }, scriptedRng([3, 2, 4, 4]));
}

interface Case {
  readonly name: string;
  readonly base: () => GameState;
  readonly mutate: (s: Mutable) => void;
  readonly path: string;
  readonly rule: RuleRef;
}

const R = (): GameState => rich;

const CASES: readonly Case[] = [
  // Shape.
  {
    name: 'an unknown version',
    base: R,
    mutate: (s) => (s.version = 2),
    path: 'version',
    rule: 'state-format',
  },
  {
    name: 'a missing field',
    base: R,
    mutate: (s) => delete s.turn,
    path: 'turn',
    rule: 'state-format',
  },
  {
    name: 'an unknown field',
    base: R,
    mutate: (s) => (s.extra = 1),
    path: 'extra',
    rule: 'state-format',
  },
  {
    name: '7 players',
    base: R,
    mutate: (s) => (s.options.players = 7),
    path: 'options.players',
    rule: 'state-format',
  },
  {
    name: '0 planets',
    base: R,
    mutate: (s) => (s.options.planets = 0),
    path: 'options.planets',
    rule: 'R16',
  },
  {
    name: 'a turn limit of 0',
    base: R,
    mutate: (s) => (s.options.turnLimit = 0),
    path: 'options.turnLimit',
    rule: 'R26',
  },
  {
    name: 'an unknown ruleset',
    base: R,
    mutate: (s) => (s.options.ruleset = 'house'),
    path: 'options.ruleset',
    rule: 'state-format',
  },
  {
    name: 'an unknown status',
    base: R,
    mutate: (s) => (s.status = 'paused'),
    path: 'status',
    rule: 'state-format',
  },
  {
    name: 'currentPlayer not a seat',
    base: R,
    mutate: (s) => (s.currentPlayer = 2),
    path: 'currentPlayer',
    rule: 'state-format',
  },
  {
    name: 'a negative turn',
    base: R,
    mutate: (s) => (s.turn = -1),
    path: 'turn',
    rule: 'state-format',
  },
  {
    name: 'a fractional actionsThisTurn',
    base: R,
    mutate: (s) => (s.actionsThisTurn = 1.5),
    path: 'actionsThisTurn',
    rule: 'R22',
  },
  {
    name: 'a seat too many',
    base: R,
    mutate: (s) => s.players.push({ inGame: true }),
    path: 'players',
    rule: 'state-format',
  },
  {
    name: 'inGame not a boolean',
    base: R,
    mutate: (s) => (s.players[1].inGame = 'yes'),
    path: 'players[1].inGame',
    rule: 'state-format',
  },
  {
    name: 'a planet too many',
    base: R,
    mutate: (s) => s.planets.push(s.planets[0]),
    path: 'planets',
    rule: 'R16',
  },
  {
    name: '91 fortification slots',
    base: R,
    mutate: (s) => s.planets[0].fortifications.pop(),
    path: 'planets[0].fortifications',
    rule: 'state-format',
  },
  {
    name: 'a Fortification of no seat',
    base: R,
    mutate: (s) => (s.planets[0].fortifications[5] = 4),
    path: 'planets[0].fortifications[5]',
    rule: 'state-format',
  },
  {
    name: 'nextRoverId 0',
    base: R,
    mutate: (s) => (s.nextRoverId = 0),
    path: 'nextRoverId',
    rule: 'state-format',
  },
  {
    name: 'a Rover without hp',
    base: R,
    mutate: (s) => delete s.rovers[0].hp,
    path: 'rovers[0].hp',
    rule: 'state-format',
  },
  {
    name: 'an unknown structure',
    base: R,
    mutate: (s) => (s.buildings[0].structure = 'castle'),
    path: 'buildings[0].structure',
    rule: 'state-format',
  },
  {
    name: 'a Treasury without points',
    base: R,
    mutate: (s) => delete s.buildings[1].points,
    path: 'buildings[1].points',
    rule: 'state-format',
  },
  // Pieces.
  {
    name: 'a Fortification off the board',
    base: R,
    mutate: (s) => (s.planets[0].fortifications[80] = 0),
    path: 'planets[0].fortifications[80]',
    rule: 'R1',
  },
  {
    name: 'a Fortification on a destroyed planet',
    base: R,
    mutate: (s) => Object.assign(s.planets[0], { destroyed: true, cannonShots: 3 }),
    path: 'planets[0].fortifications[13]',
    rule: 'R27',
  },
  {
    name: 'a planet destroyed without a shot',
    base: R,
    mutate: (s) => (s.planets[0].destroyed = true),
    path: 'planets[0].cannonShots',
    rule: 'R10',
  },
  {
    name: 'a Fortification of a player who is out',
    base: R,
    mutate: (s) => (s.players[1].inGame = false),
    path: 'planets[0].fortifications[41]',
    rule: 'R25',
  },
  {
    name: 'two Rovers on one space',
    base: R,
    mutate: (s) => (s.rovers[1].location = { planet: 0, space: 26 }),
    path: 'rovers[1].location',
    rule: 'R5',
  },
  {
    name: 'Rovers out of id order',
    base: R,
    mutate: (s) => s.rovers.reverse(),
    path: 'rovers[1].id',
    rule: 'state-format',
  },
  {
    name: 'a Rover id twice',
    base: R,
    mutate: (s) => (s.rovers[1].id = 1),
    path: 'rovers[1].id',
    rule: 'state-format',
  },
  {
    name: 'a Rover id not below nextRoverId',
    base: R,
    mutate: (s) => (s.rovers[2].id = 9),
    path: 'rovers[2].id',
    rule: 'state-format',
  },
  {
    name: 'more Rovers than ids given',
    base: R,
    mutate: (s) => (s.nextRoverId = 3),
    path: 'rovers',
    rule: 'state-format',
  },
  {
    name: 'a Rover with 9 hit points',
    base: R,
    mutate: (s) => (s.rovers[0].hp = 9),
    path: 'rovers[0].hp',
    rule: 'R17',
  },
  {
    name: 'a Rover with 0 hit points',
    base: R,
    mutate: (s) => (s.rovers[0].hp = 0),
    path: 'rovers[0].hp',
    rule: 'R17',
  },
  {
    name: 'a Rover off the board',
    base: R,
    mutate: (s) => (s.rovers[0].location.space = 80),
    path: 'rovers[0].location',
    rule: 'R1',
  },
  {
    name: 'a Rover on an enemy Fortification',
    base: R,
    mutate: (s) => (s.planets[0].fortifications[26] = 1),
    path: 'rovers[0].location',
    rule: 'R5',
  },
  {
    name: 'a Rover on a planet of no index',
    base: R,
    mutate: (s) => (s.rovers[0].location.planet = 1),
    path: 'rovers[0].location.planet',
    rule: 'R16',
  },
  {
    name: 'a Rover in a bad orbit',
    base: R,
    mutate: (s) => (s.rovers[1].location = 'space'),
    path: 'rovers[1].location',
    rule: 'state-format',
  },
  {
    name: 'a Rover of a player who is out',
    base: R,
    mutate: (s) => {
      s.players[1].inGame = false;
      s.planets[0].fortifications[41] = null;
    },
    path: 'rovers[2].owner',
    rule: 'R14',
  },
  {
    name: 'two Factories of one player',
    base: R,
    mutate: (s) => s.buildings.push({ ...s.buildings[0], space: 61 }),
    path: 'buildings[5]',
    rule: 'R7',
  },
  {
    name: 'a Factory on a triangle',
    base: R,
    mutate: (s) => (s.buildings[0].space = 5),
    path: 'buildings[0].space',
    rule: 'R7',
  },
  {
    name: 'a Building off the board',
    base: R,
    mutate: (s) => (s.buildings[0].space = 91),
    path: 'buildings[0].space',
    rule: 'R1',
  },
  {
    name: 'two Buildings on one HQ',
    base: R,
    mutate: (s) => (s.buildings[1].space = 27),
    path: 'buildings[1].space',
    rule: 'R7',
  },
  {
    name: 'a Rover on a Building',
    base: R,
    mutate: (s) => (s.rovers[0].location.space = 27),
    path: 'buildings[0].space',
    rule: 'R5',
  },
  {
    name: 'a Fortification under a Building',
    base: R,
    mutate: (s) => (s.planets[0].fortifications[27] = 0),
    path: 'buildings[0].space',
    rule: 'R7',
  },
  {
    name: 'a Building with 6 hit points',
    base: R,
    mutate: (s) => (s.buildings[0].hp = 6),
    path: 'buildings[0].hp',
    rule: 'R17',
  },
  {
    name: 'a Treasury over capacity',
    base: R,
    mutate: (s) => (s.buildings[1].points = 4),
    path: 'buildings[1].points',
    rule: 'R11',
  },
  {
    name: 'a cannon aimed off the board',
    base: R,
    mutate: (s) => (s.buildings[2].aim = 80),
    path: 'buildings[2].aim',
    rule: 'R21',
  },
  {
    name: 'a cannon aimed but not ready',
    base: R,
    mutate: (s) => (s.buildings[2].ready = false),
    path: 'buildings[2].aim',
    rule: 'R10',
  },
  {
    name: 'more Buildings than kinds',
    base: R,
    mutate: (s) => s.buildings.push(...s.buildings, ...s.buildings),
    path: 'buildings',
    rule: 'R7',
  },
  // The roll-off.
  {
    name: 'a first player who lost the roll-off',
    base: R,
    mutate: (s) => (s.firstPlayer = 1),
    path: 'firstPlayer',
    rule: 'R15',
  },
  {
    name: 'a tie never re-rolled',
    base: R,
    mutate: (s) => (s.rollOff = [[6, 6]]),
    path: 'firstPlayer',
    rule: 'R15',
  },
  {
    name: 'a round after the roll-off was won',
    base: R,
    mutate: (s) => s.rollOff.push([3, null]),
    path: 'rollOff[1]',
    rule: 'R15',
  },
  {
    name: 'a roll-off round of the wrong length',
    base: R,
    mutate: (s) => (s.rollOff = [[6, 1, 1]]),
    path: 'rollOff[0]',
    rule: 'state-format',
  },
  {
    name: 'a die for a player out of the roll-off',
    base: () => position('p0: r1@26; p1: r2@40; p2: r3@61', { players: 3 }),
    mutate: (s) =>
      (s.rollOff = [
        [6, 6, 1],
        [5, 2, 3],
      ]),
    path: 'rollOff[1][2]',
    rule: 'R15',
  },
  {
    name: 'a roll-off die of 7',
    base: R,
    mutate: (s) => (s.rollOff = [[7, 1]]),
    path: 'rollOff[0][0]',
    rule: 'R15',
  },
  // Where the game stands.
  {
    name: 'winners while playing',
    base: R,
    mutate: (s) => s.winners.push(0),
    path: 'winners',
    rule: 'R14',
  },
  {
    name: 'a player to act who is out',
    base: () => position('p0: r1@26; p1: r2@40', { players: 3, out: [2] }),
    mutate: (s) => (s.currentPlayer = 2),
    path: 'currentPlayer',
    rule: 'R13',
  },
  {
    name: 'a game going on with one player in',
    base: R,
    mutate: (s) => {
      s.players[1].inGame = false;
      s.planets[0].fortifications[41] = null;
      s.rovers.pop();
      s.buildings.pop();
    },
    path: 'status',
    rule: 'R14',
  },
  {
    name: 'a player still in with no Rover and no Factory',
    base: R,
    mutate: (s) => {
      s.rovers.pop();
      s.buildings.pop();
    },
    path: 'players[1]',
    rule: 'R25',
  },
  {
    name: 'a Treasury turn going on without points',
    base: R,
    mutate: (s) => (s.buildings[1].points = 0),
    path: 'actionsThisTurn',
    rule: 'R22',
  },
  {
    name: 'a turn going on past the capacity',
    base: R,
    mutate: (s) => (s.actionsThisTurn = 4),
    path: 'actionsThisTurn',
    rule: 'R22',
  },
  {
    name: 'play at the turn limit',
    base: R,
    mutate: (s) => (s.turn = 50),
    path: 'turn',
    rule: 'R26',
  },
  {
    name: 'a turn past the turn limit',
    base: R,
    mutate: (s) => (s.turn = 51),
    path: 'turn',
    rule: 'R26',
  },
  {
    name: 'setup: the wrong player to place',
    base: setupState,
    mutate: (s) => (s.currentPlayer = (s.currentPlayer + 1) % 3),
    path: 'currentPlayer',
    rule: 'R15',
  },
  {
    name: 'setup: a Rover placed with 4 hit points',
    base: setupState,
    mutate: (s) => (s.rovers[0].hp = 4),
    path: 'rovers[0].hp',
    rule: 'R15',
  },
  {
    name: 'setup: a Rover on a triangle',
    base: setupState,
    mutate: (s) => (s.rovers[0].location.space = 6),
    path: 'rovers[0].location',
    rule: 'R15',
  },
  {
    name: 'setup: a Fortification',
    base: setupState,
    mutate: (s) => (s.planets[0].fortifications[6] = 0),
    path: 'planets',
    rule: 'R15',
  },
  {
    name: 'setup: a turn counted',
    base: setupState,
    mutate: (s) => (s.turn = 1),
    path: 'turn',
    rule: 'R15',
  },
  {
    name: 'setup: a Rover in orbit',
    base: setupState,
    mutate: (s) => (s.rovers[0].location = 'orbit'),
    path: 'rovers[0].location',
    rule: 'R15',
  },
  {
    name: 'finished: a winner who is not the last one in',
    base: finishedState,
    mutate: (s) => (s.winners = [1 - s.winners[0]]),
    path: 'winners',
    rule: 'R14',
  },
  {
    name: 'finished: two players in before the turn limit',
    base: finishedState,
    mutate: (s) => {
      s.winners = [];
      s.players = [{ inGame: true }, { inGame: true }];
    },
    path: 'status',
    rule: 'R26',
  },
  // The last action.
  {
    name: 'a last action of no type',
    base: afterFire,
    mutate: (s) => (s.last.action = { type: 'fly' }),
    path: 'last.action',
    rule: 'state-format',
  },
  {
    name: 'a last action naming its player',
    base: afterFire,
    mutate: (s) => (s.last.action.player = 0),
    path: 'last.action.player',
    rule: 'state-format',
  },
  {
    name: 'a die of 7',
    base: afterFire,
    mutate: (s) => (s.last.dice[0].value = 7),
    path: 'last.dice[0].value',
    rule: 'R4',
  },
  {
    name: 'a roll-off die in last',
    base: afterFire,
    mutate: (s) => (s.last.dice[0].purpose = 'rollOff'),
    path: 'last.dice[0].purpose',
    rule: 'state-format',
  },
  {
    name: 'more dice than any action draws',
    base: afterFire,
    mutate: (s) => s.last.dice.push(...s.last.dice, ...s.last.dice),
    path: 'last.dice',
    rule: 'R24',
  },
  {
    name: 'a damaged Rover at full health',
    base: afterFire,
    mutate: (s) => (s.last.events[0].hp = 5),
    path: 'last.events[0].hp',
    rule: 'R17',
  },
  {
    name: 'an event of no type',
    base: afterFire,
    mutate: (s) => (s.last.events[0].type = 'boom'),
    path: 'last.events[0].type',
    rule: 'state-format',
  },
  {
    name: 'an eliminated player still in',
    base: afterFire,
    mutate: (s) => s.last.events.push({ type: 'eliminated', player: 1 }),
    path: 'last.events[2].player',
    rule: 'R25',
  },
  {
    name: 'a destroyed planet not marked so',
    base: afterFire,
    mutate: (s) => s.last.events.push({ type: 'planetDestroyed', planet: 0, total: 2 }),
    path: 'last.events[2].planet',
    rule: 'R27',
  },
  // 2024-12's fields (rulings R52, R56, R57, R60, R63) are no part of a 2025-01 state.
  {
    name: 'R52: a 2024-12 facing on a Rover',
    base: R,
    mutate: (s) => (s.rovers[0].facing = 7),
    path: 'rovers[0].facing',
    rule: 'state-format',
  },
  {
    name: 'R56: 2024-12 Fortifications on edges',
    base: R,
    mutate: (s) => (s.planets[0].edgeFortifications = new Array(150).fill(null)),
    path: 'planets[0].edgeFortifications',
    rule: 'state-format',
  },
  {
    name: "R63: a 2024-12 Drill Cannon's power",
    base: R,
    mutate: (s) => (s.buildings[2].power = 0),
    path: 'buildings[2].power',
    rule: 'state-format',
  },
  {
    name: 'R60: a 2024-12 Medic',
    base: R,
    mutate: (s) => (s.buildings[1] = { structure: 'medic', owner: 0, planet: 0, space: 28, hp: 5 }),
    path: 'buildings[1].structure',
    rule: 'state-format',
  },
  {
    name: 'R57: a Fortification hit on an edge, as 2024-12 names it',
    base: afterFire,
    mutate: (s) =>
      s.last.events.push({
        type: 'destroyed',
        target: { piece: 'fortification', planet: 0, space: 6, across: 15, owner: 1 },
      }),
    path: 'last.events[2].target.across',
    rule: 'state-format',
  },
  {
    name: 'R55: a 2024-12 Turn as the last action',
    base: afterFire,
    mutate: (s) => (s.last.action = { type: 'turn', rover: 1, direction: 'left' }),
    path: 'last.action',
    rule: 'state-format',
  },
];

describe('validateState', () => {
  it('accepts the base positions of the table', () => {
    // Arrange
    const bases = [rich, setupState(), finishedState(), afterFire()];

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
    expect(result.error).toBeInstanceOf(InvalidStateError);
    expect({ code: result.error.code, path: result.error.path, rule: result.error.rule }).toEqual({
      code: 'INVALID_STATE',
      path,
      rule,
    });
    expect(result.error.message.startsWith(path === '' ? 'the state: ' : `${path}: `)).toBe(true);
  });

  it('refuses a __proto__ key, as JSON.parse makes it, and names it', () => {
    // Arrange
    const text = JSON.stringify(rich).replace(
      '"version":1,',
      '"__proto__":{"turn":3},"version":1,',
    );
    const state: unknown = JSON.parse(text);

    // Act
    const result = validateState(state);

    // Assert
    expect(result.ok === false && result.error.path).toBe('__proto__');
  });

  const hostile: readonly [string, () => unknown][] = [
    ['undefined', () => undefined],
    ['null', () => null],
    ['a number', () => 42],
    ['a BigInt', () => 10n],
    ['NaN', () => Number.NaN],
    ['a string', () => JSON.stringify(rich)],
    ['a function', () => () => rich],
    ['an array', () => [rich]],
    ['a Map', () => new Map(Object.entries(rich))],
    ['a class instance', () => Object.assign(new (class State {})(), rich)],
    ['an object without prototype', () => Object.assign(Object.create(null), rich)],
    ['a BigInt turn', () => ({ ...copy(rich), turn: 7n })],
    [
      'NaN hit points',
      () => {
        const s = copy(rich);
        s.rovers[0].hp = Number.NaN;
        return s;
      },
    ],
    ['Infinity as nextRoverId', () => ({ ...copy(rich), nextRoverId: Number.POSITIVE_INFINITY })],
    ['a function as last', () => ({ ...copy(rich), last: () => null })],
    ['a Symbol status', () => ({ ...copy(rich), status: Symbol('playing') })],
    [
      'a throwing getter',
      () =>
        Object.defineProperty(copy(rich), 'turn', {
          get() {
            throw new Error('boom');
          },
          enumerable: true,
        }),
    ],
    [
      'a throwing Proxy',
      () =>
        new Proxy(copy(rich), {
          get() {
            throw new Error('trap');
          },
        }),
    ],
    [
      '2^32 − 1 Rovers',
      () => ({ ...copy(rich), nextRoverId: 2 ** 31, rovers: new Array(2 ** 32 - 1) }),
    ],
    ['2^32 − 1 roll-off rounds', () => ({ ...copy(rich), rollOff: new Array(2 ** 32 - 1) })],
    [
      'a million Buildings',
      () => ({ ...copy(rich), buildings: new Array(1e6).fill(rich.buildings[0]) }),
    ],
    [
      'a fortification array of 2^32 − 1',
      () => {
        const s = copy(rich);
        s.planets[0].fortifications = new Array(2 ** 32 - 1);
        return s;
      },
    ],
  ];

  it.each(hostile)('refuses %s without throwing', (_, make) => {
    // Arrange
    const value = make();

    // Act
    const result = validateState(value);

    // Assert
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('INVALID_STATE');
  });

  it('accepts every state of seeded random games, through JSON, at every step', () => {
    // Arrange
    const refused: string[] = [];
    const check = (state: GameState, where: string) => {
      const result = validateState(JSON.parse(JSON.stringify(state)));
      if (!result.ok) refused.push(`${where}: ${result.error.message}`);
    };

    // Act
    for (let seed = 0; seed < 12; seed++) {
      const setup = { seed, players: 2 + (seed % 5), planets: 1 + (seed % 3), turnLimit: 200 };
      const { initial } = playGame(setup, biasedChooser(seed), {
        onStep: ({ index, after }) => check(after, `seed ${seed} step ${index}`),
      });
      check(initial, `seed ${seed} start`);
    }

    // Assert
    expect(refused).toEqual([]);
  });

  it('property: the JSON round trip of any reachable state validates', () => {
    const game = fc.record({
      seed: fc.nat(),
      players: fc.integer({ min: 2, max: 6 }),
      planets: fc.integer({ min: 1, max: 3 }),
      turnLimit: fc.integer({ min: 1, max: 120 }),
      choices: fc.array(fc.nat(), { maxLength: 150 }),
    });
    fc.assert(
      fc.property(game, (g) => {
        const { final } = playGame(g, scriptedChooser(g.choices));
        const result = validateState(JSON.parse(JSON.stringify(final)));
        if (!result.ok) throw new Error(result.error.message);
      }),
      { numRuns: 60 },
    );
  });
});

describe('validateAction on a broken state', () => {
  it('reports INVALID_STATE naming the broken invariant instead of a TypeError', () => {
    // Arrange: a saved game whose first Rover lost its location.
    const state = copy(rich);
    delete state.rovers[0].location;

    // Act
    const result = validateAction(state as GameState, { type: 'move', rover: 1, to: 16 });

    // Assert
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('INVALID_STATE');
    expect(result.error.rule).toBe('state-format');
    expect(result.error.message).toBe(
      'not a usable game state: rovers[0].location: a Rover needs "location"',
    );
  });

  it('legalActions throws on that state, which is why frontends validate saved games first', () => {
    // Arrange
    const state = copy(rich);
    delete state.rovers[0].location;

    // Act / Assert
    expect(() => legalActions(state as GameState)).toThrow(TypeError);
    expect(validateState(state).ok).toBe(false);
  });

  it('a valid state from createGame passes both', () => {
    // Arrange
    const state = createGame({ players: 2 }, createRng(1));

    // Act / Assert
    expect(validateState(state)).toEqual({ ok: true });
    expect(validateAction(state, legalActions(state)[0]!)).toEqual({ ok: true });
  });
});
