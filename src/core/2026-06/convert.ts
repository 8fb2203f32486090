import type { Action, Building, GameState, Rover, Structure } from '../../rules/index.js';
import { ACTION_TYPES, STRUCTURES } from '../../rules/index.js';
import {
  type Base,
  positionWithScalars,
  roversById,
  type StateReader,
  stateWith,
  TARGETS,
} from '../_internals/convert.js';
import { F_FIELDS, F_TYPE, type Plies } from '../_internals/frames.js';
import {
  B_AIM,
  B_HP,
  B_PLANET,
  B_POINTS,
  B_READY,
  B_SPACE,
  type Position,
  R_HP,
  R_LOC,
  R_OWNER,
} from '../_internals/position.js';
import { SPACES } from '../_internals/tables.js';
import { coreFail } from '../errors.js';
import {
  isTransferred,
  kindOfSlot,
  orbitedPlanet,
  orbitPlace,
  ownerOfSlot,
  S_CAPTURED,
  S_PLACES_FIRST,
  slotOf,
} from './position.js';
import { newPosition2026 } from './position-masks.js';

// A 2026-06 GameState to and from the core: what 2026-06 adds to the shared part in
// _internals/convert.ts: the planet a Rover in orbit orbits and its changed-orbit mark (R40),
// Buildings by seat, structure and planet (R37), Factory build points (R42), captured points
// (R47), who places first (R31), and the fields of each action.

/** The Position of a 2026-06 state (the caller has checked the ruleset). */
export function positionOf2026(state: GameState): Position {
  const pos = positionWithScalars(state, newPosition2026);
  pos.setScalar(S_CAPTURED, state.captured ?? 0);
  const first = state.placesFirst;
  pos.setScalar(S_PLACES_FIRST, first === null || first === undefined ? 0 : first + 1);
  state.planets.forEach((p, i) => {
    p.fortifications.forEach((owner, space) => {
      if (owner !== null) pos.addFort(i * SPACES + space, owner);
    });
  });
  for (const r of roversById(state)) {
    const loc =
      r.location === 'orbit'
        ? orbitPlace(r.orbit ?? 0, r.transferred === true)
        : r.location.planet * SPACES + r.location.space;
    pos.addRover(r.id, r.owner, r.hp, loc);
  }
  for (const b of state.buildings) {
    const slot = slotOf(pos, b.owner, STRUCTURES.indexOf(b.structure), b.planet);
    if (pos.m[pos.building(slot) + B_HP]! > 0)
      coreFail('BAD_STATE', `player ${b.owner} has two of ${b.structure} on planet ${b.planet}`);
    pos.addBuilding(slot, b.planet, b.space, b.hp);
    if (b.structure === 'drillCannon') {
      pos.setBuildingField(slot, B_READY, b.ready ? 1 : 0);
      pos.setBuildingField(slot, B_AIM, b.aim ?? -1);
    } else if (b.structure === 'treasury' || b.structure === 'factory') {
      pos.setBuildingField(slot, B_POINTS, b.points ?? 0);
    }
  }
  pos.journalLength = 0;
  return pos;
}

function roverOf(pos: Position, id: number): Rover {
  const r = pos.rover(id);
  const m = pos.m;
  const loc = m[r + R_LOC]!;
  const base = { id, owner: m[r + R_OWNER]!, hp: m[r + R_HP]! };
  if (loc >= 0)
    return { ...base, location: { planet: Math.floor(loc / SPACES), space: loc % SPACES } };
  const orbit = { ...base, location: 'orbit' as const, orbit: orbitedPlanet(loc) };
  return isTransferred(loc) ? { ...orbit, transferred: true } : orbit;
}

function buildingOf(pos: Position, slot: number): Building {
  const b = pos.building(slot);
  const m = pos.m;
  const structure = STRUCTURES[kindOfSlot(pos, slot)]!;
  const base = {
    owner: ownerOfSlot(pos, slot),
    planet: m[b + B_PLANET]!,
    space: m[b + B_SPACE]!,
    hp: m[b + B_HP]!,
  };
  switch (structure) {
    case 'drillCannon': {
      const aim = m[b + B_AIM]!;
      return { structure, ...base, ready: m[b + B_READY] === 1, aim: aim < 0 ? null : aim };
    }
    case 'treasury':
    case 'factory':
      return { structure, ...base, points: m[b + B_POINTS]! };
    default:
      return { structure, ...base };
  }
}

/** The 2026-06 action recorded in a frame (fields as make.ts writes them). */
function actionOfFrame(frames: Int32Array, f: number): Action {
  const type = ACTION_TYPES[frames[f + F_TYPE]!]!;
  const x = (k: number): number => frames[f + F_FIELDS + k]!;
  switch (type) {
    case 'place':
      return { type, planet: x(0), space: x(1), roverSpace: x(2) };
    case 'choose':
      return { type, placeFirst: x(0) === 1 };
    case 'move':
      return { type, rover: x(0), to: x(1) };
    case 'fortify':
      return { type, rover: x(0), space: x(1) };
    case 'shoot':
      return { type, rover: x(0), space: x(1), target: TARGETS[x(2)]! };
    case 'build':
      return { type, structure: STRUCTURES[x(0)] as Structure, planet: x(1), space: x(2) };
    case 'descend':
      return { type, rover: x(0), planet: x(1), space: x(2) };
    case 'produce':
      return { type, planet: x(0), space: x(1) };
    case 'repair':
      return { type, rover: x(0) };
    case 'ready':
    case 'fire':
      return { type, planet: x(0) };
    case 'aim':
      return { type, planet: x(0), space: x(1) };
    case 'orbit':
      return { type, rover: x(0), planet: x(1) };
    case 'decommission':
      return { type, planet: x(0), space: x(1) };
    case 'save':
    case 'endTurn':
    case 'pass':
      return { type };
    default:
      return coreFail('BAD_STATE', `no ${type} action in the core's 2026-06 rules`);
  }
}

const READER: StateReader<Position> = {
  forts: (pos, i) => ({
    fortifications: Array.from({ length: SPACES }, (_, s) => {
      const f = pos.m[pos.oFort + i * SPACES + s]!;
      return f === 0 ? null : f - 1;
    }),
  }),
  rover: roverOf,
  building: buildingOf,
  actionOfFrame,
  structures: STRUCTURES,
  fortAcross: false,
  extra: (pos) => {
    const first = pos.m[S_PLACES_FIRST]!;
    return { placesFirst: first === 0 ? null : first - 1, captured: pos.m[S_CAPTURED]! };
  },
};

/** The GameState of a 2026-06 position, as the reducer writes it. */
export function stateOf2026(pos: Position, plies: Plies, base: Base): GameState {
  return stateWith(READER, pos, plies, base);
}
