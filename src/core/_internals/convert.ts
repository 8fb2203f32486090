import type {
  Action,
  Building,
  DieRoll,
  GameEvent,
  GameState,
  LastAction,
  PieceRef,
  Rover,
  ShotTarget,
  Structure,
} from '../../rules/index.js';
import { ACTION_TYPES, STRUCTURES } from '../../rules/index.js';
import { coreFail } from '../errors.js';
import {
  E_DAMAGED,
  E_DESTROYED,
  E_ELIMINATED,
  E_ENTERED_ORBIT,
  E_MISS,
  E_NO_DAMAGE,
  E_PLANET_DESTROYED,
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
} from './frames.js';
import {
  B_AIM,
  B_HP,
  B_PLANET,
  B_POINTS,
  B_READY,
  B_SEQ,
  B_SPACE,
  O_DESTROYED,
  O_IN_GAME,
  O_SHOTS,
  ORBIT,
  Position,
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
} from './position.js';
import { SPACES } from './tables.js';

/** What a core keeps of the state it was built from: the parts no action changes. */
export interface Base {
  readonly options: GameState['options'];
  readonly firstPlayer: number;
  readonly rollOff: GameState['rollOff'];
  readonly last: LastAction | null;
}

export const TARGETS: readonly ShotTarget[] = ['rover', 'fortification', 'building'];
const STATUSES = ['setup', 'playing', 'finished'] as const;

/** The Position of a 2025-01 state (the caller has checked the ruleset). */
export function positionOf(state: GameState): Position {
  const { players, planets } = state.options;
  if (state.players.length !== players || state.planets.length !== planets)
    coreFail('BAD_STATE', 'the state does not have the seats and planets its options name');
  const pos = new Position(players, planets, state.nextRoverId);
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
    p.fortifications.forEach((owner, space) => {
      if (owner !== null) pos.addFort(i * SPACES + space, owner);
    });
  });
  let last = 0;
  for (const r of state.rovers) {
    if (r.id <= last) coreFail('BAD_STATE', 'Rovers must be listed by ascending id');
    last = r.id;
    pos.addRover(r.id, r.owner, r.hp, r.location === 'orbit' ? ORBIT : cellOf(r.location));
  }
  for (const b of state.buildings) {
    const slot = b.owner * STRUCTURE_KINDS + STRUCTURES.indexOf(b.structure);
    if (pos.m[pos.building(slot) + B_HP]! > 0)
      coreFail('BAD_STATE', `player ${b.owner} has two of ${b.structure}`);
    pos.addBuilding(slot, b.planet, b.space, b.hp);
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
  const base = {
    owner: Math.floor(slot / STRUCTURE_KINDS),
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
      return { structure, ...base, points: m[b + B_POINTS]! };
    default:
      return { structure, ...base } as Building;
  }
}

/** The GameState of a position, as the reducer writes it. */
export function stateOf(pos: Position, plies: Plies, base: Base): GameState {
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
      fortifications: Array.from({ length: SPACES }, (_, s) => {
        const f = m[pos.oFort + i * SPACES + s]!;
        return f === 0 ? null : f - 1;
      }),
    })),
    rovers,
    buildings: slots.map((slot) => buildingOf(pos, slot)),
    nextRoverId: m[S_NEXT_ID]!,
    rollOff: base.rollOff,
    winners,
    last: plies.depth === 0 ? base.last : lastOf(plies, (plies.depth - 1) * FRAME),
  };
}

/** The action recorded in a frame, as `canonicalAction` writes it. */
export function actionOfFrame(frames: Int32Array, f: number): Action {
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

function targetOf(frames: Int32Array, at: number): PieceRef {
  const kind = frames[at + 1]!;
  const x = (k: number): number => frames[at + 2 + k]!;
  if (kind === P_ROVER) return { piece: 'rover', id: x(0), owner: x(1) };
  if (kind === P_FORT) return { piece: 'fortification', planet: x(0), space: x(1), owner: x(2) };
  return {
    piece: 'building',
    structure: STRUCTURES[x(0)]!,
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
    case E_PLANET_DESTROYED:
      return { type: 'planetDestroyed', planet: x(0), total: x(1) };
    case E_ELIMINATED:
      return { type: 'eliminated', player: x(0) };
    default:
      return { type: 'turnLimitReached', turn: x(0) };
  }
}

/** The `last` of the ply whose frame is at `f`. */
export function lastOf(plies: Plies, f: number): LastAction {
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
