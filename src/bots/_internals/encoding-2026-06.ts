import type { GameState, Structure } from '../../rules/index.js';
import { STRUCTURES } from '../../rules/index.js';
import {
  type ActionOf,
  descendForm,
  type IdForm,
  type IdForms,
  noIds,
  placeNaming,
  shootForm,
  singleForm,
  stepForm,
} from './encoding-forms.js';
import {
  HQ_INDEX,
  HQS,
  neighbor,
  ORBIT_SLOTS,
  orbitRovers,
  PLAYABLE,
  PLAYABLE_INDEX,
  planetOf,
  roverAt,
  roverSpot,
  SLOTS,
  slotOf,
  unencodable,
} from './encoding-naming.js';

// 2026-06 (docs/rules/2026-06.md): placement names the Rover's space too (R32), the roll-off
// winner chooses (R31), Factory and cannon actions name their planet (R43–R45), Rovers in orbit
// move between orbits (R40), Decommission replaces Destroy (R38) and Build has no moveTo (R37).
export const ID_FORMS_2026_06: IdForms = {
  // Numbered as in 2025-01.
  move: stepForm('move'),
  fortify: stepForm('fortify'),
  shoot: shootForm,
  descend: descendForm,
  save: singleForm('save'),
  endTurn: singleForm('endTurn'),
  pass: singleForm('pass'),
  // 2024-12's actions, none of 2026-06.
  turn: noIds('turn'),
  heal: noIds('heal'),
  powerUp: noIds('powerUp'),
  // 2026-06's own.
  place: placeNaming('roverSpace'),
  choose: {
    size: () => 2,
    encode: (_state, action) => (action.placeFirst ? 0 : 1),
    decode: (_state, i) => ({ type: 'choose', placeFirst: i === 0 }),
  },
  build: {
    size: (planets) => planets * HQS.length * STRUCTURES.length,
    encode: (state, action) => {
      const hq = HQ_INDEX[action.space]!;
      if (hq < 0) unencodable(action, 'not a playable HQ');
      if (action.moveTo !== undefined) unencodable(action, 'no moveTo in this ruleset');
      const planet = planetOf(state, action, action.planet);
      return (planet * HQS.length + hq) * STRUCTURES.length + STRUCTURES.indexOf(action.structure);
    },
    decode: (_state, i) => {
      const site = Math.floor(i / STRUCTURES.length);
      return {
        type: 'build',
        structure: STRUCTURES[i % STRUCTURES.length]!,
        planet: Math.floor(site / HQS.length),
        space: HQS[site % HQS.length]!,
      };
    },
  },
  produce: {
    size: (planets) => planets * SLOTS,
    encode: (state, action) => {
      const planet = planetOf(state, action, action.planet);
      const factory = buildingOn(state, 'factory', planet);
      if (!factory) unencodable(action, `the player has no Factory on planet ${planet}`);
      return planet * SLOTS + slotOf(action, factory.space, action.space);
    },
    // Without a Factory there the slots are read around space 0; the action is illegal anyway.
    decode: (state, i) => {
      const planet = Math.floor(i / SLOTS);
      const factory = buildingOn(state, 'factory', planet);
      return { type: 'produce', planet, space: neighbor(factory?.space ?? 0, i % SLOTS) };
    },
  },
  repair: {
    size: (planets) => planets * SLOTS,
    encode: (state, action) => {
      const spot = roverSpot(state, action.rover);
      if (!spot) unencodable(action, `Rover ${action.rover} is no Rover of the player on a planet`);
      const factory = buildingOn(state, 'factory', spot.planet);
      if (!factory) unencodable(action, `the player has no Factory on planet ${spot.planet}`);
      return spot.planet * SLOTS + slotOf(action, factory.space, spot.space);
    },
    decode: (state, i) => {
      const planet = Math.floor(i / SLOTS);
      const factory = buildingOn(state, 'factory', planet);
      const rover = factory
        ? roverAt(state, planet, neighbor(factory.space, i % SLOTS))
        : state.nextRoverId;
      return { type: 'repair', rover };
    },
  },
  ready: cannonForm('ready'),
  aim: {
    size: (planets) => planets * PLAYABLE.length,
    encode: (state, action) => {
      const at = PLAYABLE_INDEX[action.space]!;
      if (at < 0) unencodable(action, 'off the board');
      return planetOf(state, action, action.planet) * PLAYABLE.length + at;
    },
    decode: (_state, i) => ({
      type: 'aim',
      planet: Math.floor(i / PLAYABLE.length),
      space: PLAYABLE[i % PLAYABLE.length]!,
    }),
  },
  fire: cannonForm('fire'),
  destroy: noIds('destroy'),
  orbit: {
    size: (planets) => ORBIT_SLOTS * planets,
    encode: (state, action) => {
      const rank = orbitRovers(state).indexOf(action.rover);
      if (rank < 0) unencodable(action, `Rover ${action.rover} is no Rover of the player in orbit`);
      if (rank >= ORBIT_SLOTS) unencodable(action, `only ${ORBIT_SLOTS} Rovers in orbit have ids`);
      return rank * state.options.planets + planetOf(state, action, action.planet);
    },
    decode: (state, i) => {
      const planet = i % state.options.planets;
      const rank = Math.floor(i / state.options.planets);
      const rover = orbitRovers(state)[rank] ?? state.nextRoverId;
      return { type: 'orbit', rover, planet };
    },
  },
  decommission: {
    size: (planets) => planets * PLAYABLE.length,
    encode: (state, action) => {
      const at = PLAYABLE_INDEX[action.space]!;
      if (at < 0) unencodable(action, 'off the board');
      return planetOf(state, action, action.planet) * PLAYABLE.length + at;
    },
    decode: (_state, i) => ({
      type: 'decommission',
      planet: Math.floor(i / PLAYABLE.length),
      space: PLAYABLE[i % PLAYABLE.length]!,
    }),
  },
};

/** The current player's Building of a kind on `planet` (2026-06: one of a kind per planet). */
function buildingOn(
  state: GameState,
  structure: Structure,
  planet: number | undefined,
): { planet: number; space: number } | undefined {
  for (const b of state.buildings) {
    if (b.owner === state.currentPlayer && b.structure === structure && b.planet === planet) {
      return b;
    }
  }
  return undefined;
}

/** A Drill Cannon action naming only its planet (2026-06, ruling R45): one id per planet. */
function cannonForm<T extends 'ready' | 'fire'>(type: T): IdForm<ActionOf<T>> {
  return {
    size: (planets) => planets,
    encode: (state, action) =>
      planetOf(state, action, (action as ActionOf<'ready' | 'fire'>).planet),
    decode: (_state, i) => ({ type, planet: i }) as ActionOf<T>,
  };
}
