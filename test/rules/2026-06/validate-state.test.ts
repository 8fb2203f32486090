import { describe, expect, it } from 'vitest';
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
import { position26 } from './_helpers/position.js';

// validateState on 2026-06 states: the new fields (placesFirst, captured, Rover.orbit,
// Factory.points) and their bounds from the ruleset, and the invariants that differ from
// 2025-01 (rulings R31–R48); 2025-01 states never carry the new fields.

// biome-ignore lint/suspicious/noExplicitAny: the table breaks any field of a JSON copy on purpose
type Mutable = Record<string, any>;

function copy(state: GameState): Mutable {
  return JSON.parse(JSON.stringify(state)) as Mutable;
}

// Four players, two planets: p0 has every Building (two Factories and two Space Ports on
// different planets), a Rover orbiting planet 1 and a turn going on with a captured point.
const rich = position26(
  'p0: r1@7 r2@orbit1 f@13 factory@0[points=3] factory@1.0[points=5] treasury@28[points=2] drillCannon@29[ready,aim=40] spacePort@30 spacePort@1.30; p1: r3@40:2 f@41 factory@27; p2: r4@1.40; p3: r5@1.7',
  { players: 4, actionsThisTurn: 1, captured: 1, turnLimit: 50, turn: 7 },
);
/** `rich` after r2 moved to the orbit of planet 0: marked `transferred` (ruling R40). */
const transferred = () =>
  applyAction(rich, { type: 'orbit', rover: 2, planet: 0 }, scriptedRng([]));
/** `rich` after a move that spent the captured point: `last` holds a pointSpent event. */
const moved = applyAction(rich, { type: 'move', rover: 1, to: 8 }, scriptedRng([]));
const twoPlayers = () => createGame({ players: 2, ruleset: '2026-06' }, createRng(1));
const chosen = () =>
  applyAction(twoPlayers(), { type: 'choose', placeFirst: true }, scriptedRng([]));
const placed = () =>
  applyAction(chosen(), { type: 'place', planet: 0, space: 26, roverSpace: 7 }, scriptedRng([]));

interface Case {
  readonly name: string;
  readonly base: () => GameState;
  readonly mutate: (s: Mutable) => void;
  readonly path: string;
  readonly rule: RuleRef;
}

const R = (): GameState => rich;

/** A 2025-01 setup state after the first placement: one Rover. */
const old = () =>
  applyAction(
    createGame({ players: 2 }, createRng(1)),
    { type: 'place', planet: 0, space: 26 },
    scriptedRng([]),
  );

const CASES: readonly Case[] = [
  {
    name: 'R40: a 2025-01 Rover with an orbit field',
    base: old,
    mutate: (s) => (s.rovers[0].orbit = 0),
    path: 'rovers[0].orbit',
    rule: 'state-format',
  },
  {
    name: 'R40: a 2025-01 Rover with a transferred field',
    base: old,
    mutate: (s) => (s.rovers[0].transferred = true),
    path: 'rovers[0].transferred',
    rule: 'state-format',
  },
  {
    name: 'R40: transferred other than true',
    base: transferred,
    mutate: (s) => (s.rovers[1].transferred = false),
    path: 'rovers[1].transferred',
    rule: 'state-format',
  },
  {
    name: 'R40: transferred on a Rover standing on a planet',
    base: transferred,
    mutate: (s) => (s.rovers[0].transferred = true),
    path: 'rovers[0].transferred',
    rule: 'R40',
  },
  {
    name: 'R40: transferred on a Rover of a player not to act',
    base: transferred,
    mutate: (s) => {
      s.rovers[2].location = 'orbit';
      s.rovers[2].orbit = 0;
      s.rovers[2].transferred = true;
    },
    path: 'rovers[2].transferred',
    rule: 'R40',
  },
  {
    name: 'R31: a 2025-01 state with captured',
    base: old,
    mutate: (s) => (s.captured = 0),
    path: 'captured',
    rule: 'state-format',
  },
  {
    name: 'R31: a 2025-01 state with placesFirst',
    base: () => createGame({ players: 2 }, createRng(1)),
    mutate: (s) => (s.placesFirst = 0),
    path: 'placesFirst',
    rule: 'state-format',
  },
  {
    name: 'R47: a 2026-06 state without captured',
    base: R,
    mutate: (s) => delete s.captured,
    path: 'captured',
    rule: 'state-format',
  },
  {
    name: "R33: planets other than the table's count",
    base: R,
    mutate: (s) => {
      s.options.planets = 1;
      s.planets.pop();
    },
    path: 'options.planets',
    rule: 'R33',
  },
  {
    name: 'R47: captured above maxActionsPerTurn − 1',
    base: R,
    mutate: (s) => (s.captured = 4),
    path: 'captured',
    rule: 'R47',
  },
  {
    name: 'R47: captured points beyond the actions left',
    base: R,
    mutate: (s) => {
      s.actionsThisTurn = 2;
      s.captured = 3;
    },
    path: 'captured',
    rule: 'R47',
  },
  {
    name: 'R47: captured points at the start of a turn',
    base: R,
    mutate: (s) => (s.actionsThisTurn = 0),
    path: 'captured',
    rule: 'R47',
  },
  {
    name: 'R47: a turn of four actions still going on',
    base: R,
    mutate: (s) => {
      s.actionsThisTurn = 4;
      s.captured = 0;
    },
    path: 'actionsThisTurn',
    rule: 'R47',
  },
  {
    name: 'R47: a turn going on without captured or stored points',
    base: R,
    mutate: (s) => {
      s.captured = 0;
      s.buildings[2].points = 0;
    },
    path: 'actionsThisTurn',
    rule: 'R47',
  },
  {
    name: "R17: a Rover above the ruleset's 3 hit points",
    base: R,
    mutate: (s) => (s.rovers[0].hp = 4),
    path: 'rovers[0].hp',
    rule: 'R17',
  },
  {
    name: 'R40: a Rover in orbit of no planet',
    base: R,
    mutate: (s) => delete s.rovers[1].orbit,
    path: 'rovers[1].orbit',
    rule: 'R40',
  },
  {
    name: 'R40: a Rover on a planet with an orbit',
    base: R,
    mutate: (s) => (s.rovers[0].orbit = 0),
    path: 'rovers[0].orbit',
    rule: 'R40',
  },
  {
    name: 'R40: a Rover orbiting a planet the game does not have',
    base: R,
    mutate: (s) => (s.rovers[1].orbit = 2),
    path: 'rovers[1].orbit',
    rule: 'state-format',
  },
  {
    name: 'R41: a Rover orbiting a destroyed planet',
    base: R,
    mutate: (s) => {
      s.planets[1].destroyed = true;
      s.planets[1].cannonShots = 1;
    },
    path: 'rovers[1].orbit',
    rule: 'R41',
  },
  {
    name: 'R42: a Factory without build points',
    base: R,
    mutate: (s) => delete s.buildings[0].points,
    path: 'buildings[0].points',
    rule: 'state-format',
  },
  {
    name: 'R42: a Factory with more than 5 build points',
    base: R,
    mutate: (s) => (s.buildings[0].points = 6),
    path: 'buildings[0].points',
    rule: 'R42',
  },
  {
    name: 'R37: two Factories of a player on one planet',
    base: R,
    mutate: (s) => {
      s.buildings[1].planet = 0;
      s.buildings[1].space = 61;
    },
    path: 'buildings[1]',
    rule: 'R37',
  },
  {
    name: 'R37: two Treasuries of a player on different planets',
    base: R,
    mutate: (s) =>
      s.buildings.push({ structure: 'treasury', owner: 0, planet: 1, space: 62, hp: 5, points: 0 }),
    path: 'buildings[7]',
    rule: 'R37',
  },
  {
    name: 'R36: two Fortifications next to each other',
    base: R,
    mutate: (s) => (s.planets[0].fortifications[14] = 1),
    path: 'planets[0].fortifications[14]',
    rule: 'R36',
  },
  {
    name: 'R48: a player in the game with Rovers only in orbit and no Factory',
    base: R,
    mutate: (s) => {
      s.rovers[3].location = 'orbit';
      s.rovers[3].orbit = 0;
    },
    path: 'players[2]',
    rule: 'R48',
  },
  {
    name: 'R31: with four players, a first placer other than the roll-off winner',
    base: R,
    mutate: (s) => (s.placesFirst = 2),
    path: 'placesFirst',
    rule: 'R31',
  },
  {
    name: 'R31: no first placer once play began',
    base: R,
    mutate: (s) => (s.placesFirst = null),
    path: 'placesFirst',
    rule: 'R31',
  },
  {
    name: 'R47: pointSpent leaving more than can be held',
    base: () => moved,
    mutate: (s) => (s.last.events[0].left = 6),
    path: 'last.events[0].left',
    rule: 'R47',
  },
  {
    name: 'R47: pointsCaptured usable beyond the cap',
    base: () => moved,
    mutate: (s) =>
      s.last.events.push({ type: 'pointsCaptured', player: 0, points: 4, forfeited: 0 }),
    path: 'last.events[1].points',
    rule: 'R47',
  },
  {
    name: 'R46: an explosion off an HQ',
    base: () => moved,
    mutate: (s) => s.last.events.push({ type: 'exploded', planet: 0, space: 8, owner: 1 }),
    path: 'last.events[1].space',
    rule: 'R46',
  },
  {
    name: 'R31: a placement before the choice',
    base: placed,
    mutate: (s) => (s.placesFirst = null),
    path: 'placesFirst',
    rule: 'R31',
  },
  {
    name: 'R32: a Rover placed away from its Factory',
    base: placed,
    mutate: (s) => (s.rovers[0].location.space = 8),
    path: 'rovers[0].location',
    rule: 'R32',
  },
  {
    name: 'R32: a Factory placed with build points',
    base: placed,
    mutate: (s) => (s.buildings[0].points = 1),
    path: 'buildings[0]',
    rule: 'R32',
  },
  {
    name: 'R32: the first placer placing again',
    base: placed,
    mutate: (s) => (s.currentPlayer = s.placesFirst),
    path: 'currentPlayer',
    rule: 'R32',
  },
  {
    name: 'R47: captured points during setup',
    base: placed,
    mutate: (s) => (s.captured = 1),
    path: 'captured',
    rule: 'R47',
  },
];

describe('validateState, 2026-06', () => {
  it('R31–R48: accepts the base positions: play, a changed orbit, a pending choice, a choice made, a placement', () => {
    // Arrange
    const bases = [rich, moved, transferred(), twoPlayers(), chosen(), placed()];

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

  it('R31–R48: every state of seeded random 2026-06 games validates, through JSON', () => {
    // Arrange: 2 to 6 players, a turn limit to keep the games short.
    const problems: string[] = [];

    // Act
    for (let seed = 0; seed < 5; seed++) {
      const rng = createRng(seed);
      const pick = chooserRandom(seed);
      let state = createGame({ players: 2 + seed, ruleset: '2026-06', turnLimit: 60 }, rng);
      for (let step = 0; step < 400 && state.status !== 'finished'; step++) {
        const actions = legalActions(state);
        state = applyAction(state, actions[Math.floor(pick() * actions.length)]!, rng);
        const check = validateState(copy(state));
        if (!check.ok) problems.push(`seed ${seed} step ${step}: ${check.error.message}`);
      }
    }

    // Assert
    expect(problems).toEqual([]);
  });
});
