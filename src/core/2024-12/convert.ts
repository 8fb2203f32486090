import type {
  Action,
  Building,
  DieRoll,
  GameEvent,
  GameState,
  LastAction,
  PieceRef,
  Rover,
  Structure,
} from '../../rules/index.js';
import { ACTION_TYPES } from '../../rules/index.js';
import type { Base } from '../_internals/convert.js';
import {
  E_DAMAGED,
  E_DESTROYED,
  E_ELIMINATED,
  E_ENTERED_ORBIT,
  E_MISS,
  E_NO_DAMAGE,
  E_POINT_SPENT,
  EVENT_SIZE,
  F_DICE,
  F_EVENTS,
  F_FIELDS,
  F_PLAYER,
  F_TYPE,
  FRAME,
  P_FORT,
  P_ROVER,
  type Plies,
  PURPOSES,
} from '../_internals/frames.js';
import {
  B_HP,
  B_PLANET,
  B_READY,
  B_SEQ,
  B_SPACE,
  O_DESTROYED,
  O_IN_GAME,
  O_SHOTS,
  ORBIT,
  R_HP,
  R_LOC,
  R_OWNER,
  S_ACTIONS,
  S_ALIVE,
  S_CURRENT,
  S_NEXT_ID,
  S_STATUS,
  S_TURN,
  S_WINNERS,
  STATUS_PLAYING,
  STATUS_SETUP,
  STRUCTURE_KINDS,
} from '../_internals/position.js';
import { SPACES } from '../_internals/tables.js';
import { coreFail } from '../errors.js';
import { EDGES, STRUCTURES_2024 } from './layout.js';
import { Position2024 } from './position.js';
import { slotOf } from './steps.js';

// A 2024-12 GameState to and from the core: as 2025-01's convert.ts, with each Rover's facing
// (R52), the Fortifications on edges (R56), a Drill Cannon's power (R63, kept in its ready
// field) and the Medic in the Treasury's slot (2024-12 has no Treasury).

const STATUSES = ['setup', 'playing', 'finished'] as const;
const TARGETS = ['rover', 'fortification', 'building'] as const;
const DIRECTIONS = ['left', 'right'] as const;

/** The Position2024 of a 2024-12 state (the caller has checked the ruleset). */
export function positionOf2024(state: GameState): Position2024 {
  const { players, planets } = state.options;
  if (state.players.length !== players || state.planets.length !== planets)
    coreFail('BAD_STATE', 'the state does not have the seats and planets its options name');
  const pos = new Position2024(players, planets, state.nextRoverId);
  const status = STATUSES.indexOf(state.status);
  if (status < 0) coreFail('BAD_STATE', `unknown status ${String(state.status)}`);
  pos.setScalar(S_STATUS, status);
  pos.setScalar(S_CURRENT, state.currentPlayer);
  pos.setScalar(S_TURN, state.turn);
  pos.setScalar(S_ACTIONS, state.actionsThisTurn);
  pos.setScalar(S_NEXT_ID, state.nextRoverId);
  let winners = 0;
  for (const w of state.winners) winners |= 1 << w;
  pos.setScalar(S_WINNERS, winners);
  state.players.forEach((p, i) => {
    pos.setScalar(O_IN_GAME + i, p.inGame ? 1 : 0);
  });
  state.planets.forEach((p, i) => {
    pos.setScalar(O_DESTROYED + i, p.destroyed ? 1 : 0);
    pos.setScalar(O_SHOTS + i, p.cannonShots);
    if (p.fortifications.some((f) => f !== null))
      coreFail('BAD_STATE', 'a 2024-12 planet holds Fortifications on edges only');
    const walls = p.edgeFortifications;
    if (walls === undefined || walls.length !== EDGES)
      coreFail('BAD_STATE', `a 2024-12 planet has ${EDGES} edgeFortifications`);
    walls.forEach((owner, e) => {
      if (owner !== null) pos.addEdgeFort(i, e, owner);
    });
  });
  let last = 0;
  for (const r of state.rovers) {
    if (r.id <= last) coreFail('BAD_STATE', 'Rovers must be listed by ascending id');
    last = r.id;
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
    const slot = b.owner * STRUCTURE_KINDS + kind;
    if (pos.m[pos.building(slot) + B_HP]! > 0)
      coreFail('BAD_STATE', `player ${b.owner} has two of ${b.structure}`);
    pos.addBuilding(slot, b.planet, b.space, b.hp);
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
  const b = pos.building(slot);
  const m = pos.m;
  const structure = STRUCTURES_2024[slot % STRUCTURE_KINDS] as Structure;
  const base = {
    owner: Math.floor(slot / STRUCTURE_KINDS),
    planet: m[b + B_PLANET]!,
    space: m[b + B_SPACE]!,
    hp: m[b + B_HP]!,
  };
  if (structure === 'drillCannon')
    return { structure, ...base, ready: false, aim: null, power: m[b + B_READY]! };
  return { structure, ...base } as Building;
}

/** The GameState of a 2024-12 position, as the reducer writes it. */
export function stateOf2024(pos: Position2024, plies: Plies, base: Base): GameState {
  const m = pos.m;
  const rovers: Rover[] = [];
  for (let k = 0; k < m[S_ALIVE]!; k++) rovers.push(roverOf(pos, m[pos.oAliveList + k]!));
  const slots: number[] = [];
  for (let slot = 0; slot < pos.players * STRUCTURE_KINDS; slot++) {
    if (m[pos.building(slot) + B_HP]! > 0) slots.push(slot);
  }
  slots.sort((a, b) => m[pos.building(a) + B_SEQ]! - m[pos.building(b) + B_SEQ]!);
  const winners: number[] = [];
  for (let p = 0; p < pos.players; p++) if ((m[S_WINNERS]! >> p) & 1) winners.push(p);
  const status = m[S_STATUS]!;
  return {
    version: 1,
    options: base.options,
    status: status === STATUS_SETUP ? 'setup' : status === STATUS_PLAYING ? 'playing' : 'finished',
    firstPlayer: base.firstPlayer,
    currentPlayer: m[S_CURRENT]!,
    turn: m[S_TURN]!,
    actionsThisTurn: m[S_ACTIONS]!,
    players: Array.from({ length: pos.players }, (_, p) => ({ inGame: m[O_IN_GAME + p] === 1 })),
    planets: Array.from({ length: pos.planets }, (_, i) => ({
      destroyed: m[O_DESTROYED + i] === 1,
      cannonShots: m[O_SHOTS + i]!,
      fortifications: new Array<null>(SPACES).fill(null),
      edgeFortifications: Array.from({ length: EDGES }, (_, e) => {
        const owner = pos.edgeFort(i, e);
        return owner < 0 ? null : owner;
      }),
    })),
    rovers,
    buildings: slots.map((slot) => buildingOf(pos, slot)),
    nextRoverId: m[S_NEXT_ID]!,
    rollOff: base.rollOff,
    winners,
    last: plies.depth === 0 ? base.last : lastOf2024(plies, (plies.depth - 1) * FRAME),
  };
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

function targetOf(frames: Int32Array, at: number): PieceRef {
  const kind = frames[at + 1]!;
  const x = (k: number): number => frames[at + 2 + k]!;
  if (kind === P_ROVER) return { piece: 'rover', id: x(0), owner: x(1) };
  if (kind === P_FORT)
    return { piece: 'fortification', planet: x(0), space: x(1), across: x(3), owner: x(2) };
  return {
    piece: 'building',
    structure: STRUCTURES_2024[x(0)] as Structure,
    planet: x(1),
    space: x(2),
    owner: x(3),
  };
}

function eventOf(frames: Int32Array, at: number): GameEvent {
  const x = (k: number): number => frames[at + 1 + k]!;
  switch (frames[at]!) {
    case E_MISS:
      return { type: 'miss', target: targetOf(frames, at) };
    case E_NO_DAMAGE:
      return { type: 'noDamage', target: targetOf(frames, at) };
    case E_DAMAGED:
      return { type: 'damaged', target: targetOf(frames, at), hp: x(5) };
    case E_DESTROYED:
      return { type: 'destroyed', target: targetOf(frames, at) };
    case E_ENTERED_ORBIT:
      return { type: 'enteredOrbit', rover: x(0) };
    case E_POINT_SPENT:
      return { type: 'pointSpent', player: x(0), left: x(1) };
    case E_ELIMINATED:
      return { type: 'eliminated', player: x(0) };
    default:
      return { type: 'turnLimitReached', turn: x(0) };
  }
}

/** The `last` of the ply whose frame is at `f`. */
function lastOf2024(plies: Plies, f: number): LastAction {
  const frames = plies.frames;
  const dice: DieRoll[] = [];
  for (let k = 0; k < frames[f + F_DICE]!; k++) {
    const at = f + F_DICE + 1 + 2 * k;
    dice.push({ purpose: PURPOSES[frames[at]!]!, value: frames[at + 1]! });
  }
  const events: GameEvent[] = [];
  for (let k = 0; k < frames[f + F_EVENTS]!; k++)
    events.push(eventOf(frames, f + F_EVENTS + 1 + k * EVENT_SIZE));
  return { player: frames[f + F_PLAYER]!, action: actionOfFrame(frames, f), dice, events };
}
