import type {
  Action,
  Building,
  DieRoll,
  GameEvent,
  GameState,
  LastAction,
  PieceRef,
  Planet,
  Rover,
  ShotTarget,
  Structure,
} from '../../rules/index.js';
import { coreFail } from '../errors.js';
import {
  E_DAMAGED,
  E_DESTROYED,
  E_ELIMINATED,
  E_ENTERED_ORBIT,
  E_EXPLODED,
  E_MISS,
  E_NO_DAMAGE,
  E_PLANET_DESTROYED,
  E_POINT_SPENT,
  E_POINTS_CAPTURED,
  E_TURN_LIMIT,
  EVENT_SIZE,
  F_DICE,
  F_EVENTS,
  F_PLAYER,
  P_FORT,
  P_ROVER,
  type Plies,
  PURPOSES,
} from './frames.js';
import {
  B_HP,
  B_PLANET,
  B_SEQ,
  B_SPACE,
  O_DESTROYED,
  O_IN_GAME,
  O_SHOTS,
  type Position,
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

// A GameState to and from the core, the part both rulesets share: the scalars, the order of
// Rovers and Buildings, the frame of the state and the `last` of a ply. What differs (where
// Fortifications stand, what a Rover or a Building keeps, the fields of each action) is each
// ruleset's convert.ts, given here as a `StateReader`.

/** What a core keeps of the state it was built from: the parts no action changes. */
export interface Base {
  readonly options: GameState['options'];
  readonly firstPlayer: number;
  readonly rollOff: GameState['rollOff'];
  readonly last: LastAction | null;
}

export const TARGETS: readonly ShotTarget[] = ['rover', 'fortification', 'building'];
const STATUSES = ['setup', 'playing', 'finished'] as const;

/**
 * A new position for `state` from `make`, with the scalars written (status, turn, seats,
 * winners, each planet's destroyed flag and cannon shots); the pieces are the caller's.
 */
export function positionWithScalars<P extends Position>(
  state: GameState,
  make: (players: number, planets: number, roverIds: number) => P,
): P {
  const { players, planets } = state.options;
  if (state.players.length !== players || state.planets.length !== planets)
    coreFail('BAD_STATE', 'the state does not have the seats and planets its options name');
  const pos = make(players, planets, state.nextRoverId);
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
  });
  return pos;
}

/** The state's Rovers one by one, refused at the first not listed by ascending id. */
export function* roversById(state: GameState): Generator<Rover> {
  let last = 0;
  for (const r of state.rovers) {
    if (r.id <= last) coreFail('BAD_STATE', 'Rovers must be listed by ascending id');
    last = r.id;
    yield r;
  }
}

/** Adds Building `b` in its slot (`kind`: its index in the ruleset's structures); the slot. */
export function addBuildingOf(pos: Position, b: Building, kind: number): number {
  const slot = b.owner * STRUCTURE_KINDS + kind;
  if (pos.m[pos.building(slot) + B_HP]! > 0)
    coreFail('BAD_STATE', `player ${b.owner} has two of ${b.structure}`);
  pos.addBuilding(slot, b.planet, b.space, b.hp);
  return slot;
}

/** The fields every Building has, of the one in `slot`. */
export function buildingBase(
  pos: Position,
  slot: number,
): { owner: number; planet: number; space: number; hp: number } {
  const b = pos.building(slot);
  const m = pos.m;
  return {
    owner: Math.floor(slot / STRUCTURE_KINDS),
    planet: m[b + B_PLANET]!,
    space: m[b + B_SPACE]!,
    hp: m[b + B_HP]!,
  };
}

/** What a ruleset reads of its own position and frames. */
export interface StateReader<P extends Position> {
  /** A planet's Fortifications (the fields of `Planet` after `destroyed` and `cannonShots`). */
  forts(pos: P, planet: number): Omit<Planet, 'destroyed' | 'cannonShots'>;
  rover(pos: P, id: number): Rover;
  building(pos: P, slot: number): Building;
  /** The action recorded in a frame (fields as the ruleset's make.ts writes them). */
  actionOfFrame(frames: Int32Array, f: number): Action;
  /** The ruleset's structures, by kind. */
  readonly structures: readonly string[];
  /** Whether a Fortification named in an event has an `across` (2024-12's edges). */
  readonly fortAcross: boolean;
  /** The state's fields of the ruleset's own (2026-06's `placesFirst` and `captured`). */
  extra?(pos: P): Partial<GameState>;
}

/** The GameState of a position, as the reducer writes it. */
export function stateWith<P extends Position>(
  reader: StateReader<P>,
  pos: P,
  plies: Plies,
  base: Base,
): GameState {
  const m = pos.m;
  const rovers: Rover[] = [];
  for (let k = 0; k < m[S_ALIVE]!; k++) rovers.push(reader.rover(pos, m[pos.oAliveList + k]!));
  const slots: number[] = [];
  for (let slot = 0; slot < pos.buildingSlots; slot++) {
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
      ...reader.forts(pos, i),
    })),
    rovers,
    buildings: slots.map((slot) => reader.building(pos, slot)),
    nextRoverId: m[S_NEXT_ID]!,
    rollOff: base.rollOff,
    winners,
    last: plies.depth === 0 ? base.last : lastOf(reader, plies, (plies.depth - 1) * plies.frame),
    ...reader.extra?.(pos),
  };
}

function targetOf<P extends Position>(
  reader: StateReader<P>,
  frames: Int32Array,
  at: number,
): PieceRef {
  const kind = frames[at + 1]!;
  const x = (k: number): number => frames[at + 2 + k]!;
  if (kind === P_ROVER) return { piece: 'rover', id: x(0), owner: x(1) };
  if (kind === P_FORT)
    return reader.fortAcross
      ? { piece: 'fortification', planet: x(0), space: x(1), across: x(3), owner: x(2) }
      : { piece: 'fortification', planet: x(0), space: x(1), owner: x(2) };
  return {
    piece: 'building',
    structure: reader.structures[x(0)] as Structure,
    planet: x(1),
    space: x(2),
    owner: x(3),
  };
}

function eventOf<P extends Position>(
  reader: StateReader<P>,
  frames: Int32Array,
  at: number,
): GameEvent {
  const x = (k: number): number => frames[at + 1 + k]!;
  switch (frames[at]!) {
    case E_MISS:
      return { type: 'miss', target: targetOf(reader, frames, at) };
    case E_NO_DAMAGE:
      return { type: 'noDamage', target: targetOf(reader, frames, at) };
    case E_DAMAGED:
      return { type: 'damaged', target: targetOf(reader, frames, at), hp: x(5) };
    case E_DESTROYED:
      return { type: 'destroyed', target: targetOf(reader, frames, at) };
    case E_ENTERED_ORBIT:
      return { type: 'enteredOrbit', rover: x(0) };
    case E_POINT_SPENT:
      return { type: 'pointSpent', player: x(0), left: x(1) };
    case E_PLANET_DESTROYED:
      return { type: 'planetDestroyed', planet: x(0), total: x(1) };
    case E_ELIMINATED:
      return { type: 'eliminated', player: x(0) };
    case E_EXPLODED:
      return { type: 'exploded', planet: x(0), space: x(1), owner: x(2) };
    case E_POINTS_CAPTURED:
      return { type: 'pointsCaptured', player: x(0), points: x(1), forfeited: x(2) };
    case E_TURN_LIMIT:
      return { type: 'turnLimitReached', turn: x(0) };
    default:
      return coreFail('BAD_STATE', `unknown event code ${frames[at]}`);
  }
}

/** The `last` of the ply whose frame is at `f`. */
function lastOf<P extends Position>(reader: StateReader<P>, plies: Plies, f: number): LastAction {
  const frames = plies.frames;
  const dice: DieRoll[] = [];
  for (let k = 0; k < frames[f + F_DICE]!; k++) {
    const at = f + F_DICE + 1 + 2 * k;
    dice.push({ purpose: PURPOSES[frames[at]!]!, value: frames[at + 1]! });
  }
  const events: GameEvent[] = [];
  for (let k = 0; k < frames[f + F_EVENTS]!; k++)
    events.push(eventOf(reader, frames, f + F_EVENTS + 1 + k * EVENT_SIZE));
  return { player: frames[f + F_PLAYER]!, action: reader.actionOfFrame(frames, f), dice, events };
}
