import type { Action, Building, GameState, Rover, Structure } from '../../rules/index.js';
import { ACTION_TYPES } from '../../rules/index.js';
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
import { B_READY, ORBIT, R_HP, R_LOC, R_OWNER, STRUCTURE_KINDS } from '../_internals/position.js';
import { SPACES } from '../_internals/tables.js';
import { coreFail } from '../errors.js';
import { EDGES, STRUCTURES_2024 } from './layout.js';
import { Position2024 } from './position.js';
import { slotOf } from './steps.js';

// A 2024-12 GameState to and from the core: what 2024-12 adds to the shared part in
// _internals/convert.ts: each Rover's facing (R52), the Fortifications on edges (R56), a Drill
// Cannon's power (R63, kept in its ready field), the Medic in the Treasury's slot (2024-12 has
// no Treasury) and the fields of each action.

const DIRECTIONS = ['left', 'right'] as const;

/** The Position2024 of a 2024-12 state (the caller has checked the ruleset). */
export function positionOf2024(state: GameState): Position2024 {
  const pos = positionWithScalars(
    state,
    (players, planets, ids) => new Position2024(players, planets, ids),
  );
  state.planets.forEach((p, i) => {
    if (p.fortifications.some((f) => f !== null))
      coreFail('BAD_STATE', 'a 2024-12 planet holds Fortifications on edges only');
    const walls = p.edgeFortifications;
    if (walls === undefined || walls.length !== EDGES)
      coreFail('BAD_STATE', `a 2024-12 planet has ${EDGES} edgeFortifications`);
    walls.forEach((owner, e) => {
      if (owner !== null) pos.addEdgeFort(i, e, owner);
    });
  });
  for (const r of roversById(state)) {
    if (r.location === 'orbit') pos.addRover(r.id, r.owner, r.hp, ORBIT);
    else {
      const cell = r.location.planet * SPACES + r.location.space;
      if (r.facing === undefined || slotOf(r.location.space, r.facing) < 0)
        coreFail('BAD_STATE', `Rover ${r.id} faces no edge of its space (ruling R52)`);
      pos.addRover(r.id, r.owner, r.hp, cell);
      pos.setFacing(cell, r.facing);
    }
  }
  for (const b of state.buildings) {
    const kind = STRUCTURES_2024.indexOf(b.structure);
    if (kind < 0) coreFail('BAD_STATE', `no ${b.structure} in 2024-12`);
    const slot = addBuildingOf(pos, b, kind);
    if (b.structure === 'drillCannon') pos.setBuildingField(slot, B_READY, b.power ?? 0);
  }
  pos.journalLength = 0;
  return pos;
}

function roverOf(pos: Position2024, id: number): Rover {
  const r = pos.rover(id);
  const m = pos.m;
  const loc = m[r + R_LOC]!;
  const base = { id, owner: m[r + R_OWNER]!, hp: m[r + R_HP]! };
  if (loc === ORBIT) return { ...base, location: 'orbit' };
  const location = { planet: Math.floor(loc / SPACES), space: loc % SPACES };
  return { ...base, location, facing: pos.facing(loc) };
}

function buildingOf(pos: Position2024, slot: number): Building {
  const structure = STRUCTURES_2024[slot % STRUCTURE_KINDS] as Structure;
  const base = buildingBase(pos, slot);
  if (structure === 'drillCannon')
    return {
      structure,
      ...base,
      ready: false,
      aim: null,
      power: pos.m[pos.building(slot) + B_READY]!,
    };
  return { structure, ...base } as Building;
}

/** The 2024-12 action recorded in a frame (fields as make.ts writes them). */
function actionOfFrame(frames: Int32Array, f: number): Action {
  const type = ACTION_TYPES[frames[f + F_TYPE]!]!;
  const x = (k: number): number => frames[f + F_FIELDS + k]!;
  const structure = (k: number): Structure => STRUCTURES_2024[x(k)] as Structure;
  switch (type) {
    case 'place':
      return { type, planet: x(0), space: x(1), facing: x(2) };
    case 'move':
      return x(2) < 0
        ? { type, rover: x(0), to: x(1) }
        : { type, rover: x(0), to: x(1), facing: x(2) };
    case 'turn':
      return { type, rover: x(0), direction: DIRECTIONS[x(1)]! };
    case 'fortify':
      return { type, rover: x(0), space: x(1) };
    case 'shoot':
      return x(3) < 0
        ? { type, rover: x(0), space: x(1), target: TARGETS[x(2)]! }
        : { type, rover: x(0), space: x(1), target: TARGETS[x(2)]!, across: x(3) };
    case 'build':
      return x(3) < 0
        ? { type, structure: structure(0), planet: x(1), space: x(2) }
        : { type, structure: structure(0), planet: x(1), space: x(2), moveTo: x(3), facing: x(4) };
    case 'descend':
      return { type, rover: x(0), planet: x(1), space: x(2), facing: x(3) };
    case 'produce':
      return { type, space: x(0), facing: x(1) };
    case 'heal':
      return { type, rover: x(0) };
    case 'fire':
      return x(2) < 0
        ? { type, space: x(0), target: TARGETS[x(1)]! }
        : { type, space: x(0), target: TARGETS[x(1)]!, across: x(2) };
    case 'destroy':
      return { type, structure: structure(0) };
    case 'powerUp':
    case 'pass':
      return { type };
    default:
      return coreFail('BAD_STATE', `no ${type} action in the core's 2024-12 rules`);
  }
}

const READER: StateReader<Position2024> = {
  forts: (pos, i) => ({
    fortifications: new Array<null>(SPACES).fill(null),
    edgeFortifications: Array.from({ length: EDGES }, (_, e) => {
      const owner = pos.edgeFort(i, e);
      return owner < 0 ? null : owner;
    }),
  }),
  rover: roverOf,
  building: buildingOf,
  actionOfFrame,
  structures: STRUCTURES_2024,
  fortAcross: true,
};

/** The GameState of a 2024-12 position, as the reducer writes it. */
export function stateOf2024(pos: Position2024, plies: Plies, base: Base): GameState {
  return stateWith(READER, pos, plies, base);
}
