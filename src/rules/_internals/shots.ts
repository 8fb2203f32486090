import { board, spacesWithin } from '../../board/index.js';
import type { Action, ShootAction, ShotTarget } from '../actions.js';
import { rulesetOf } from '../ruleset.js';
import type { GameState, PieceRef, PlayerIndex } from '../types.js';
import { buildingAt, fortificationAt, roverAt } from './position.js';

// What every ruleset's Shoot shares: the enemy piece a shot names (ruling R20), the numbers
// `shotOdds` returns, and the listing of shots in range (2025-01's and 2026-06's).

/** The numbers behind a shot, as `shotOdds` returns them. */
export interface ShotOdds {
  /** The least die face that hits (ruling R4), or `null` when the shot hits without a roll. */
  readonly hitOn: number | null;
  /** The least die face that damages the piece once hit (ruling R4). */
  readonly damageOn: number;
  /**
   * Whether the target is under cover: in 2025-01 a Rover by ruling R3 (always false for other
   * targets); in 2026-06 any target by ruling R35, which raises `damageOn` too.
   */
  readonly cover: boolean;
  /** The shooting distance (ruling R2). */
  readonly distance: number;
}

/** The enemy piece of the named kind in a space, or `undefined` (ruling R20: enemies only). */
export function enemyPiece(
  state: GameState,
  shooter: PlayerIndex,
  planet: number,
  space: number,
  target: ShotTarget,
): PieceRef | undefined {
  if (target === 'rover') {
    const rover = roverAt(state, planet, space);
    return rover && rover.owner !== shooter
      ? { piece: 'rover', id: rover.id, owner: rover.owner }
      : undefined;
  }
  if (target === 'fortification') {
    const owner = fortificationAt(state, planet, space);
    return owner !== null && owner !== shooter
      ? { piece: 'fortification', planet, space, owner }
      : undefined;
  }
  const b = buildingAt(state, planet, space);
  return b && b.owner !== shooter
    ? { piece: 'building', structure: b.structure, planet, space, owner: b.owner }
    : undefined;
}

const TARGET_ORDER: readonly ShotTarget[] = ['rover', 'fortification', 'building'];

const SPACES = board.spaces.length;

/** Per shooting range: `spacesWithin(range)`, and a bit table of it for the hot path. */
interface RangeTables {
  readonly range: number;
  readonly lists: readonly (readonly number[])[];
  /** `bits[from * SPACES + to]` is 1 when `to` is in `lists[from]`. */
  readonly bits: Uint8Array;
}
const RANGE_TABLES = new Map<number, RangeTables>();
/** The tables used last: games play one ruleset, so this spares the map in the hot path. */
let lastTables: RangeTables | undefined;

/** The in-range lists and bit table for a shooting range, made once per range. */
export function rangeTables(range: number): RangeTables {
  if (lastTables?.range === range) return lastTables;
  let tables = RANGE_TABLES.get(range);
  if (tables === undefined) {
    const lists = spacesWithin(range);
    const bits = new Uint8Array(SPACES * SPACES);
    lists.forEach((targets, from) => {
      for (const to of targets) bits[from * SPACES + to] = 1;
    });
    tables = { range, lists, bits };
    RANGE_TABLES.set(range, tables);
  }
  lastTables = tables;
  return tables;
}

/** Shots sort by space, then by target in `TARGET_ORDER`. */
function byShotOrder(a: ShootAction, b: ShootAction): number {
  return a.space - b.space || TARGET_ORDER.indexOf(a.target) - TARGET_ORDER.indexOf(b.target);
}

/**
 * Every shot of the player's Rovers (ruling R20: enemy pieces in range, R2). Enemy pieces are few
 * and spaces in range many, so this walks the pieces and looks the range up; each shot it lists
 * is one `enemyPiece` finds, as the simulation harness checks against `checkShoot`.
 */
export function legalShots(state: GameState, out: Action[]): void {
  const player = state.currentPlayer;
  const { lists, bits: inRange } = rangeTables(rulesetOf(state).shootingRange);
  for (const rover of state.rovers) {
    if (rover.owner !== player || rover.location === 'orbit') continue;
    const { planet, space } = rover.location;
    const row = space * SPACES;
    const shots: ShootAction[] = [];
    for (const enemy of state.rovers) {
      const at = enemy.location;
      if (enemy.owner === player || at === 'orbit' || at.planet !== planet) continue;
      if (inRange[row + at.space] === 1)
        shots.push({ type: 'shoot', rover: rover.id, space: at.space, target: 'rover' });
    }
    const forts = state.planets[planet]!.fortifications;
    for (const to of lists[space]!) {
      const owner = forts[to];
      if (owner !== null && owner !== undefined && owner !== player)
        shots.push({ type: 'shoot', rover: rover.id, space: to, target: 'fortification' });
    }
    for (const b of state.buildings) {
      if (b.owner === player || b.planet !== planet) continue;
      if (inRange[row + b.space] === 1)
        shots.push({ type: 'shoot', rover: rover.id, space: b.space, target: 'building' });
    }
    shots.sort(byShotOrder);
    for (const shot of shots) out.push(shot);
  }
}
