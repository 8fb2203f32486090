import {
  board,
  edgeKinds,
  facingsAhead,
  spacesWithin,
  type TurnDirection,
} from '../../board/index.js';
import { rulesetNamed } from '../../rules/index.js';
import { type IdForms, noIds, placeNaming, singleForm, stepForm } from './encoding-forms.js';
import {
  acting,
  HQ_INDEX,
  HQS,
  neighbor,
  ORBIT_SLOTS,
  orbitRovers,
  PLAYABLE,
  PLAYABLE_INDEX,
  planetOf,
  RANGE_SLOTS,
  roverAt,
  roverSpot,
  SLOTS,
  slotOf,
  unencodable,
} from './encoding-naming.js';
import {
  aheadChoice,
  aheadOf,
  EDGE_RANGE_SLOTS,
  EDGES_IN_RANGE,
  edgeSpaces,
  namedEdge,
  ownBuilding,
} from './encoding-naming-2024-12.js';

// 2024-12 (docs/rules/2024-12.md): a Rover faces an edge (R52), so placing, descending and
// producing name a facing, a Move names only which of the two facings ahead it takes (or none,
// into orbit, R53, R54), a Turn goes left or right (R55); Fortifications stand on edges (R56), so
// a shot at one names an edge in range (R57) and Fire an edge of the planet (R63); Build's free
// move out goes where the Rover faces (R59); the Medic heals (R60). One of each structure per
// game (R59), so Factory, Medic and cannon actions name no planet.

const STRUCTURES_2024_12 = rulesetNamed('2024-12').structures;
const DIRECTIONS: readonly TurnDirection[] = ['left', 'right'];
/** A Move's choices: the two facings ahead (`facingsAhead`, left then right), or into orbit. */
const MOVE_CHOICES = 3;
const INTO_ORBIT = 2;
/** Build's exits: no Rover on the HQ, or its free move out facing left or right ahead. */
const BUILD_EXITS = 3;
/** Rovers and Buildings by range rank, then Fortifications by edge rank, per acting Rover. */
const SHOT_SLOTS_2024_12 = RANGE_SLOTS * 2 + EDGE_RANGE_SLOTS;
/** An edge off the board on both sides: what an unused edge rank decodes to (never legal). */
const NO_EDGE = edgeKinds.indexOf('offBoard');

export const ID_FORMS_2024_12: IdForms = {
  // Numbered as in 2025-01.
  fortify: stepForm('fortify'),
  pass: singleForm('pass'),
  // 2026-06's actions, none of 2024-12.
  choose: noIds('choose'),
  orbit: noIds('orbit'),
  decommission: noIds('decommission'),
  // 2024-12's own.
  place: placeNaming('facing'),
  move: {
    size: (planets) => planets * PLAYABLE.length * MOVE_CHOICES,
    encode: (state, action) => {
      const r = acting(state, action, action.rover);
      if (action.to !== aheadOf(state, r.planet, r.space)) {
        unencodable(action, `Rover ${action.rover} moves only to the space it faces`);
      }
      const choice =
        action.facing === undefined
          ? INTO_ORBIT
          : aheadChoice(action, r.space, action.to, action.facing);
      return (r.planet * PLAYABLE.length + r.source) * MOVE_CHOICES + choice;
    },
    decode: (state, i) => {
      const choice = i % MOVE_CHOICES;
      const cell = Math.floor(i / MOVE_CHOICES);
      const planet = Math.floor(cell / PLAYABLE.length);
      const from = PLAYABLE[cell % PLAYABLE.length]!;
      const rover = roverAt(state, planet, from);
      const to = aheadOf(state, planet, from);
      if (choice === INTO_ORBIT) return { type: 'move', rover, to };
      return { type: 'move', rover, to, facing: facingsAhead(from, to)[choice]! };
    },
  },
  turn: {
    size: (planets) => planets * PLAYABLE.length * DIRECTIONS.length,
    encode: (state, action) => {
      const r = acting(state, action, action.rover);
      const direction = DIRECTIONS.indexOf(action.direction);
      if (direction < 0) unencodable(action, 'no such direction');
      return (r.planet * PLAYABLE.length + r.source) * DIRECTIONS.length + direction;
    },
    decode: (state, i) => {
      const cell = Math.floor(i / DIRECTIONS.length);
      const planet = Math.floor(cell / PLAYABLE.length);
      const rover = roverAt(state, planet, PLAYABLE[cell % PLAYABLE.length]);
      return { type: 'turn', rover, direction: DIRECTIONS[i % DIRECTIONS.length]! };
    },
  },
  shoot: {
    size: (planets) => planets * PLAYABLE.length * SHOT_SLOTS_2024_12,
    encode: (state, action) => {
      const r = acting(state, action, action.rover);
      let slot: number;
      if (action.target === 'fortification') {
        const rank = EDGES_IN_RANGE[r.space]!.indexOf(
          namedEdge(action, action.space, action.across),
        );
        if (rank < 0) unencodable(action, 'the edge is out of shooting range');
        slot = RANGE_SLOTS * 2 + rank;
      } else {
        const rank = spacesWithin(rulesetNamed('2024-12').shootingRange)[r.space]!.indexOf(
          action.space,
        );
        if (rank < 0) unencodable(action, 'out of shooting range');
        slot = rank * 2 + (action.target === 'rover' ? 0 : 1);
      }
      return (r.planet * PLAYABLE.length + r.source) * SHOT_SLOTS_2024_12 + slot;
    },
    decode: (state, i) => {
      const slot = i % SHOT_SLOTS_2024_12;
      const cell = Math.floor(i / SHOT_SLOTS_2024_12);
      const planet = Math.floor(cell / PLAYABLE.length);
      const from = PLAYABLE[cell % PLAYABLE.length]!;
      const rover = roverAt(state, planet, from);
      if (slot >= RANGE_SLOTS * 2) {
        // An edge rank beyond this space's list names an edge off the board: never legal.
        const edge = EDGES_IN_RANGE[from]![slot - RANGE_SLOTS * 2] ?? NO_EDGE;
        const [space, across] = edgeSpaces(edge);
        return { type: 'shoot', rover, space, target: 'fortification', across };
      }
      // A rank beyond this space's range names the space itself: never a legal target.
      const within = spacesWithin(rulesetNamed('2024-12').shootingRange)[from]!;
      const space = within[Math.floor(slot / 2)] ?? from;
      return { type: 'shoot', rover, space, target: slot % 2 === 0 ? 'rover' : 'building' };
    },
  },
  build: {
    size: (planets) => planets * HQS.length * STRUCTURES_2024_12.length * BUILD_EXITS,
    encode: (state, action) => {
      const hq = HQ_INDEX[action.space]!;
      if (hq < 0) unencodable(action, 'not a playable HQ');
      const structure = STRUCTURES_2024_12.indexOf(action.structure);
      if (structure < 0) unencodable(action, `no ${action.structure} in this ruleset`);
      const planet = planetOf(state, action, action.planet);
      let exit = 0;
      if (action.moveTo !== undefined || action.facing !== undefined) {
        if (action.moveTo !== aheadOf(state, planet, action.space) || action.facing === undefined) {
          unencodable(action, 'the Rover on the HQ moves out only to the space it faces');
        }
        exit = 1 + aheadChoice(action, action.space, action.moveTo, action.facing);
      }
      const site = (planet * HQS.length + hq) * STRUCTURES_2024_12.length + structure;
      return site * BUILD_EXITS + exit;
    },
    decode: (state, i) => {
      const exit = i % BUILD_EXITS;
      const rest = Math.floor(i / BUILD_EXITS);
      const structure = STRUCTURES_2024_12[rest % STRUCTURES_2024_12.length]!;
      const site = Math.floor(rest / STRUCTURES_2024_12.length);
      const planet = Math.floor(site / HQS.length);
      const space = HQS[site % HQS.length]!;
      if (exit === 0) return { type: 'build', structure, planet, space };
      const moveTo = aheadOf(state, planet, space);
      const facing = facingsAhead(space, moveTo)[exit - 1]!;
      return { type: 'build', structure, planet, space, moveTo, facing };
    },
  },
  descend: {
    size: (planets) => ORBIT_SLOTS * planets * PLAYABLE.length * SLOTS,
    encode: (state, action) => {
      const rank = orbitRovers(state).indexOf(action.rover);
      if (rank < 0) unencodable(action, `Rover ${action.rover} is no Rover of the player in orbit`);
      if (rank >= ORBIT_SLOTS) unencodable(action, `only ${ORBIT_SLOTS} Rovers in orbit have ids`);
      const at = PLAYABLE_INDEX[action.space]!;
      if (at < 0) unencodable(action, 'off the board');
      if (action.facing === undefined) unencodable(action, 'no facing');
      const planet = planetOf(state, action, action.planet);
      const cell = (rank * state.options.planets + planet) * PLAYABLE.length + at;
      return cell * SLOTS + slotOf(action, action.space, action.facing);
    },
    decode: (state, i) => {
      const cell = Math.floor(i / SLOTS);
      const space = PLAYABLE[cell % PLAYABLE.length]!;
      const rest = Math.floor(cell / PLAYABLE.length);
      const planet = rest % state.options.planets;
      const rank = Math.floor(rest / state.options.planets);
      const rover = orbitRovers(state)[rank] ?? state.nextRoverId;
      return { type: 'descend', rover, planet, space, facing: neighbor(space, i % SLOTS) };
    },
  },
  produce: {
    size: () => SLOTS * SLOTS,
    encode: (state, action) => {
      const factory = ownBuilding(state, 'factory');
      if (factory === undefined) unencodable(action, 'the player has no Factory');
      if (action.facing === undefined) unencodable(action, 'no facing');
      const outlet = slotOf(action, factory.space, action.space);
      return outlet * SLOTS + slotOf(action, action.space, action.facing);
    },
    // Without a Factory the slots are read around space 0; the action is illegal anyway.
    decode: (state, i) => {
      const space = neighbor(ownBuilding(state, 'factory')?.space ?? 0, Math.floor(i / SLOTS));
      return { type: 'produce', space, facing: neighbor(space, i % SLOTS) };
    },
  },
  repair: noIds('repair'),
  ready: noIds('ready'),
  aim: noIds('aim'),
  fire: {
    size: () => PLAYABLE.length + board.edges.length,
    encode: (_state, action) => {
      if (action.space === undefined) unencodable(action, 'no space');
      if (action.target === 'fortification') {
        return PLAYABLE.length + namedEdge(action, action.space, action.across);
      }
      if (action.target !== 'rover')
        unencodable(action, 'a Fire targets a Rover or a Fortification');
      const at = PLAYABLE_INDEX[action.space]!;
      return at >= 0 ? at : unencodable(action, 'off the board');
    },
    decode: (_state, i) => {
      if (i < PLAYABLE.length) return { type: 'fire', space: PLAYABLE[i]!, target: 'rover' };
      const [space, across] = edgeSpaces(i - PLAYABLE.length);
      return { type: 'fire', space, target: 'fortification', across };
    },
  },
  save: noIds('save'),
  destroy: {
    size: () => STRUCTURES_2024_12.length,
    encode: (_state, action) => {
      const i = STRUCTURES_2024_12.indexOf(action.structure);
      return i >= 0 ? i : unencodable(action, `no ${action.structure} in this ruleset`);
    },
    decode: (_state, i) => ({ type: 'destroy', structure: STRUCTURES_2024_12[i]! }),
  },
  heal: {
    size: () => SLOTS,
    encode: (state, action) => {
      const medic = ownBuilding(state, 'medic');
      if (medic === undefined) unencodable(action, 'the player has no Medic');
      const spot = roverSpot(state, action.rover);
      if (!spot) unencodable(action, `Rover ${action.rover} is no Rover of the player on a planet`);
      if (spot.planet !== medic.planet)
        unencodable(action, 'the Rover is not on the Medic’s planet');
      return slotOf(action, medic.space, spot.space);
    },
    decode: (state, i) => {
      const medic = ownBuilding(state, 'medic');
      const rover = medic
        ? roverAt(state, medic.planet, neighbor(medic.space, i))
        : state.nextRoverId;
      return { type: 'heal', rover };
    },
  },
  powerUp: {
    size: () => 1,
    encode: () => 0,
    decode: () => ({ type: 'powerUp' }),
  },
  endTurn: noIds('endTurn'),
};
