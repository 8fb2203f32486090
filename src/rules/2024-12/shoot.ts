import type { Draft } from 'immer';
import { board, shotDistance } from '../../board/index.js';
import { actingRover } from '../_internals/acting.js';
import { coveredByEdges } from '../_internals/cover.js';
import { type Effects, rollDamage } from '../_internals/effects.js';
import { roverName } from '../_internals/position.js';
import { enemyPiece, rangeTables, type ShotOdds } from '../_internals/shots.js';
import type { ActionFamily } from '../action-family.js';
import type { Action, ShootAction } from '../actions.js';
import { fail } from '../errors.js';
import { rulesetOf } from '../ruleset.js';
import type { GameState, PieceRef, PlayerIndex } from '../types.js';
import { checkEdge, edgeName, edgeOwner } from './_internals/edges.js';

// Ruling R57: a Rover shoots an enemy Rover or Building on a space in range (R2), or an enemy
// Fortification on an edge in range (either of its spaces in range); R58: a Rover target is
// under cover when every chain in range crosses an enemy-fortified edge. Dice as R4.

/**
 * The enemy piece a shot or a Fire names (ruling R20; an edge for a Fortification, R57), or
 * `undefined`.
 */
export function enemyTarget(
  state: GameState,
  shooter: PlayerIndex,
  planet: number,
  action: {
    readonly space: number;
    readonly target: ShootAction['target'];
    readonly across?: number;
  },
): PieceRef | undefined {
  if (action.target !== 'fortification') {
    return enemyPiece(state, shooter, planet, action.space, action.target);
  }
  const owner = edgeOwner(state, planet, action.space, action.across!);
  return owner !== null && owner !== shooter
    ? { piece: 'fortification', planet, space: action.space, across: action.across!, owner }
    : undefined;
}

/** The shooting distance to a shot's target: to its space, or to the nearer space of its edge. */
function distanceTo(from: number, action: ShootAction): number {
  const d = shotDistance(from, action.space);
  return action.across === undefined ? d : Math.min(d, shotDistance(from, action.across));
}

function checkShoot(state: GameState, action: ShootAction): void {
  const rover = actingRover(state, action, action.rover, 'R57');
  const { planet, space } = rover.location;
  const at =
    action.across === undefined
      ? `space ${action.space}`
      : `the edge ${edgeName(action.space, action.across)}`;
  const cannot = `Rover ${roverName(rover.id)} cannot shoot at ${at}`;
  for (const s of action.across === undefined ? [action.space] : [action.space, action.across]) {
    if (!board.spaces[s]!.playable)
      fail('OFF_BOARD', 'R1', action, `${cannot}: space ${s} is off the board`);
  }
  if (action.across !== undefined) checkEdge(action, action.space, action.across, 'R57', cannot);
  const distance = distanceTo(space, action);
  const range = rulesetOf(state).shootingRange;
  if (distance > range) {
    fail('OUT_OF_RANGE', 'R2', action, `${cannot}: it is ${distance} away, beyond range ${range}`);
  }
  if (enemyTarget(state, rover.owner, planet, action) === undefined) {
    fail('NO_TARGET', 'R20', action, `${cannot}: there is no enemy ${action.target} there`);
  }
}

/**
 * Rulings R2, R4, R58: what a 2024-12 shot from `from` by `shooter` needs. A Rover is hit on
 * `hitOn.open`+, or `hitOn.cover`+ when every chain crosses an enemy-fortified edge;
 * Fortifications and Buildings are hit without a roll; damage is `damageOn`+.
 */
export function shotNumbers2024(
  state: GameState,
  shooter: PlayerIndex,
  planet: number,
  from: number,
  action: ShootAction,
): ShotOdds {
  const rules = rulesetOf(state);
  const cover =
    action.target === 'rover' && coveredByEdges(state, shooter, planet, from, action.space);
  return {
    hitOn: action.target !== 'rover' ? null : cover ? rules.hitOn.cover : rules.hitOn.open,
    damageOn: rules.damageOn,
    cover,
    distance: distanceTo(from, action),
  };
}

function applyShoot(
  draft: Draft<GameState>,
  state: GameState,
  action: ShootAction,
  effects: Effects,
): void {
  const rover = state.rovers.find((r) => r.id === action.rover)!;
  const { planet, space } = rover.location as { planet: number; space: number };
  const target = enemyTarget(state, rover.owner, planet, action)!;
  const { hitOn } = shotNumbers2024(state, rover.owner, planet, space, action);
  if (hitOn !== null && effects.roll('hit') < hitOn) {
    effects.events.push({ type: 'miss', target });
    return;
  }
  rollDamage(draft, state, target, effects);
}

const TARGET_ORDER = ['rover', 'fortification', 'building'] as const;

/** Shots sort by space, then target (rover, fortification, building), then `across`. */
function byShotOrder(a: ShootAction, b: ShootAction): number {
  return (
    a.space - b.space ||
    TARGET_ORDER.indexOf(a.target) - TARGET_ORDER.indexOf(b.target) ||
    (a.across ?? 0) - (b.across ?? 0)
  );
}

const SPACES = board.spaces.length;

function legalShots(state: GameState, out: Action[]): void {
  const player = state.currentPlayer;
  // bits[from * SPACES + to] is 1 when `to` is within range of `from` (itself excluded).
  const { bits } = rangeTables(rulesetOf(state).shootingRange);
  for (const rover of state.rovers) {
    if (rover.owner !== player || rover.location === 'orbit') continue;
    const { planet, space } = rover.location;
    const row = space * SPACES;
    const shots: ShootAction[] = [];
    for (const enemy of state.rovers) {
      const at = enemy.location;
      if (enemy.owner === player || at === 'orbit' || at.planet !== planet) continue;
      if (bits[row + at.space] === 1)
        shots.push({ type: 'shoot', rover: rover.id, space: at.space, target: 'rover' });
    }
    const walls = state.planets[planet]!.edgeFortifications!;
    for (let e = 0; e < walls.length; e++) {
      const owner = walls[e];
      if (owner === null || owner === undefined || owner === player) continue;
      const [a, b] = board.edges[e]!.spaces;
      // Ruling R57: an edge is in range when either of its spaces is; its own space's at 0.
      if (a === space || b === space || bits[row + a] === 1 || bits[row + b] === 1) {
        shots.push({
          type: 'shoot',
          rover: rover.id,
          space: a,
          target: 'fortification',
          across: b,
        });
      }
    }
    for (const b of state.buildings) {
      if (b.owner === player || b.planet !== planet) continue;
      if (bits[row + b.space] === 1)
        shots.push({ type: 'shoot', rover: rover.id, space: b.space, target: 'building' });
    }
    shots.sort(byShotOrder);
    for (const shot of shots) out.push(shot);
  }
}

/** Rulings R57, R58: shoot an enemy Rover, Building or edge Fortification within range. */
export const shoot: ActionFamily<ShootAction> = {
  phase: 'playing',
  spendsPoint: true,
  endsTurn: false,
  check: checkShoot,
  apply: applyShoot,
  legal: legalShots,
};
