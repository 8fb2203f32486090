import type { GameState, Structure } from '../../rules/index.js';
import { STRUCTURES } from '../../rules/index.js';
import {
  descendForm,
  type IdForms,
  noIds,
  shootForm,
  singleForm,
  stepForm,
} from './encoding-forms.js';
import {
  HQ_INDEX,
  HQS,
  neighbor,
  PLAYABLE,
  PLAYABLE_INDEX,
  roverAt,
  roverSpot,
  SLOTS,
  slotOf,
  unencodable,
} from './encoding-naming.js';

// The action ids of 2025-01, the default ruleset: one block per action type, in the order of
// ACTION_TYPES (`encoding-layout.ts`). docs/bots.md has the table.

// 2025-01's forms (ruling numbers of docs/rules/2025-01.md).
export const ID_FORMS_2025_01: IdForms = {
  place: {
    size: (planets) => planets * HQS.length,
    encode: (_state, action) => {
      const hq = HQ_INDEX[action.space]!;
      if (hq < 0) unencodable(action, 'not a playable HQ');
      return action.planet * HQS.length + hq;
    },
    decode: (_state, i) => ({
      type: 'place',
      planet: Math.floor(i / HQS.length),
      space: HQS[i % HQS.length]!,
    }),
  },
  // 2025-01 has none of these (2026-06's are in encoding-2026-06.ts, 2024-12's in encoding-2024-12.ts).
  choose: noIds('choose'),
  orbit: noIds('orbit'),
  decommission: noIds('decommission'),
  turn: noIds('turn'),
  heal: noIds('heal'),
  powerUp: noIds('powerUp'),
  move: stepForm('move'),
  fortify: stepForm('fortify'),
  shoot: shootForm,
  build: {
    size: (planets) => planets * HQS.length * STRUCTURES.length * (1 + SLOTS),
    encode: (_state, action) => {
      const hq = HQ_INDEX[action.space]!;
      if (hq < 0) unencodable(action, 'not a playable HQ');
      const exit =
        action.moveTo === undefined ? 0 : 1 + slotOf(action, action.space, action.moveTo);
      const site = (action.planet * HQS.length + hq) * STRUCTURES.length;
      return (site + STRUCTURES.indexOf(action.structure)) * (1 + SLOTS) + exit;
    },
    decode: (_state, id) => {
      let i = id;
      const type = 'build';
      const exit = i % (1 + SLOTS);
      i = Math.floor(i / (1 + SLOTS));
      const structure: Structure = STRUCTURES[i % STRUCTURES.length]!;
      const site = Math.floor(i / STRUCTURES.length);
      const planet = Math.floor(site / HQS.length);
      const space = HQS[site % HQS.length]!;
      return exit === 0
        ? { type, structure, planet, space }
        : { type, structure, planet, space, moveTo: neighbor(space, exit - 1) };
    },
  },
  descend: descendForm,
  produce: {
    size: () => SLOTS,
    encode: (state, action) => {
      const factory = factorySpace(state);
      if (factory === undefined) unencodable(action, 'the player has no Factory');
      return slotOf(action, factory, action.space);
    },
    // Without a Factory the slots are read around space 0; the action is illegal anyway.
    decode: (state, i) => ({ type: 'produce', space: neighbor(factorySpace(state) ?? 0, i) }),
  },
  repair: {
    size: () => SLOTS,
    encode: (state, action) => {
      const factory = factorySpace(state);
      if (factory === undefined) unencodable(action, 'the player has no Factory');
      const spot = roverSpot(state, action.rover);
      if (!spot) unencodable(action, `Rover ${action.rover} is no Rover of the player on a planet`);
      return slotOf(action, factory, spot.space);
    },
    decode: (state, i) => {
      const factory = factorySpace(state);
      const at = neighbor(factory ?? 0, i);
      const rover = factory === undefined ? state.nextRoverId : roverAtFactory(state, at);
      return { type: 'repair', rover };
    },
  },
  ready: singleForm('ready'),
  aim: {
    size: () => PLAYABLE.length,
    encode: (_state, action) => {
      const at = PLAYABLE_INDEX[action.space]!;
      return at >= 0 ? at : unencodable(action, 'off the board');
    },
    decode: (_state, i) => ({ type: 'aim', space: PLAYABLE[i]! }),
  },
  fire: singleForm('fire'),
  save: singleForm('save'),
  destroy: {
    size: () => STRUCTURES.length,
    encode: (_state, action) => STRUCTURES.indexOf(action.structure),
    decode: (_state, i) => ({ type: 'destroy', structure: STRUCTURES[i]! }),
  },
  endTurn: singleForm('endTurn'),
  pass: singleForm('pass'),
};

/** The space of the current player's Factory, or `undefined` when they have none. */
function factorySpace(state: GameState): number | undefined {
  for (const b of state.buildings) {
    if (b.owner === state.currentPlayer && b.structure === 'factory') return b.space;
  }
  return undefined;
}

/** The current player's Rover on a space of their Factory's planet. */
function roverAtFactory(state: GameState, space: number): number {
  for (const b of state.buildings) {
    if (b.owner === state.currentPlayer && b.structure === 'factory') {
      return roverAt(state, b.planet, space);
    }
  }
  return state.nextRoverId;
}
