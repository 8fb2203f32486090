import type { Action, Building, GameState, Rover, Structure } from '../../rules/index.js';
import { ACTION_TYPES, STRUCTURES } from '../../rules/index.js';
import {
  addBuildingOf,
  type Base,
  buildingBase,
  positionWithScalars,
  roversById,
  type StateReader,
  stateWith,
  TARGETS,
} from '../_internals/convert.js';
import { F_FIELDS, F_TYPE, type Plies } from '../_internals/frames.js';
import {
  B_AIM,
  B_POINTS,
  B_READY,
  ORBIT,
  type Position,
  R_HP,
  R_LOC,
  R_OWNER,
  STRUCTURE_KINDS,
} from '../_internals/position.js';
import { SPACES } from '../_internals/tables.js';
import { coreFail } from '../errors.js';
import { Position2025 } from './position.js';

// A 2025-01 GameState to and from the core: what 2025-01 adds to the shared part in
// _internals/convert.ts (Fortifications on spaces, a Drill Cannon's readiness and aim, a
// Treasury's points, the fields of each action).

/** The Position of a 2025-01 state (the caller has checked the ruleset). */
export function positionOf(state: GameState): Position {
  const pos = positionWithScalars(
    state,
    (players, planets, ids) => new Position2025(players, planets, ids),
  );
  state.planets.forEach((p, i) => {
    p.fortifications.forEach((owner, space) => {
      if (owner !== null) pos.addFort(i * SPACES + space, owner);
    });
  });
  for (const r of roversById(state))
    pos.addRover(r.id, r.owner, r.hp, r.location === 'orbit' ? ORBIT : cellOf(r.location));
  for (const b of state.buildings) {
    const slot = addBuildingOf(pos, b, STRUCTURES.indexOf(b.structure));
    if (b.structure === 'drillCannon') {
      pos.setBuildingField(slot, B_READY, b.ready ? 1 : 0);
      pos.setBuildingField(slot, B_AIM, b.aim ?? -1);
    } else if (b.structure === 'treasury') {
      pos.setBuildingField(slot, B_POINTS, b.points);
    }
  }
  pos.journalLength = 0;
  return pos;
}

function cellOf(at: { readonly planet: number; readonly space: number }): number {
  return at.planet * SPACES + at.space;
}

function roverOf(pos: Position, id: number): Rover {
  const r = pos.rover(id);
  const m = pos.m;
  const loc = m[r + R_LOC]!;
  return {
    id,
    owner: m[r + R_OWNER]!,
    hp: m[r + R_HP]!,
    location: loc === ORBIT ? 'orbit' : { planet: Math.floor(loc / SPACES), space: loc % SPACES },
  };
}

function buildingOf(pos: Position, slot: number): Building {
  const b = pos.building(slot);
  const m = pos.m;
  const structure = STRUCTURES[slot % STRUCTURE_KINDS]!;
  const base = buildingBase(pos, slot);
  switch (structure) {
    case 'drillCannon': {
      const aim = m[b + B_AIM]!;
      return { structure, ...base, ready: m[b + B_READY] === 1, aim: aim < 0 ? null : aim };
    }
    case 'treasury':
      return { structure, ...base, points: m[b + B_POINTS]! };
    default:
      return { structure, ...base } as Building;
  }
}

/** The action recorded in a frame, as `canonicalAction` writes it. */
function actionOfFrame(frames: Int32Array, f: number): Action {
  const type = ACTION_TYPES[frames[f + F_TYPE]!]!;
  const x = (k: number): number => frames[f + F_FIELDS + k]!;
  const structure = (k: number): Structure => STRUCTURES[x(k)]!;
  switch (type) {
    case 'place':
      return { type, planet: x(0), space: x(1) };
    case 'move':
      return { type, rover: x(0), to: x(1) };
    case 'fortify':
      return { type, rover: x(0), space: x(1) };
    case 'shoot':
      return { type, rover: x(0), space: x(1), target: TARGETS[x(2)]! };
    case 'build':
      return x(3) < 0
        ? { type, structure: structure(0), planet: x(1), space: x(2) }
        : { type, structure: structure(0), planet: x(1), space: x(2), moveTo: x(3) };
    case 'descend':
      return { type, rover: x(0), planet: x(1), space: x(2) };
    case 'produce':
      return { type, space: x(0) };
    case 'repair':
      return { type, rover: x(0) };
    case 'aim':
      return { type, space: x(0) };
    case 'destroy':
      return { type, structure: structure(0) };
    case 'ready':
    case 'fire':
    case 'save':
    case 'endTurn':
    case 'pass':
      return { type };
    default:
      return coreFail('BAD_STATE', `no ${type} action in the core's rules`);
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
};

/** The GameState of a 2025-01 position, as the reducer writes it. */
export function stateOf(pos: Position, plies: Plies, base: Base): GameState {
  return stateWith(READER, pos, plies, base);
}
