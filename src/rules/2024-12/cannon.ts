import type { Draft } from 'immer';
import { board } from '../../board/index.js';
import { type Effects, rollDamage } from '../_internals/effects.js';
import { buildingOf } from '../_internals/position.js';
import type { ActionFamily } from '../action-family.js';
import type { Action, FireAction, PowerUpAction, ShootAction } from '../actions.js';
import { fail } from '../errors.js';
import { rulesetOf } from '../ruleset.js';
import type { DrillCannon, GameState } from '../types.js';
import { checkEdge, edgeName } from './_internals/edges.js';
import { enemyTarget } from './shoot.js';

// Ruling R63: a Drill Cannon powers up over three actions (not necessarily in a row), then fires
// at any enemy Rover or enemy Fortification of its planet: hit without a roll, damage rolled as
// every hit (R4), power back to 0. No planet count, no planet roll.

function ownCannon(state: GameState, action: Action): DrillCannon {
  const cannon = buildingOf(state, state.currentPlayer, 'drillCannon');
  if (!cannon) {
    fail('NO_STRUCTURE', 'R63', action, `player ${state.currentPlayer} has no Drill Cannon`);
  }
  return cannon;
}

function checkPowerUp(state: GameState, action: PowerUpAction): void {
  const cannon = ownCannon(state, action);
  const full = rulesetOf(state).cannonPowerUp!;
  if (cannon.power! >= full) {
    fail(
      'CANNON_ALREADY_READY',
      'R63',
      action,
      `the Drill Cannon is powered up (${full} of ${full}): fire it`,
    );
  }
}

function applyPowerUp(draft: Draft<GameState>, state: GameState): void {
  const i = state.buildings.findIndex(
    (b) => b.owner === state.currentPlayer && b.structure === 'drillCannon',
  );
  const cannon = draft.buildings[i] as Draft<DrillCannon>;
  cannon.power = (state.buildings[i] as DrillCannon).power! + 1;
}

function legalPowerUps(state: GameState, out: Action[]): void {
  const cannon = buildingOf(state, state.currentPlayer, 'drillCannon');
  if (cannon && cannon.power! < rulesetOf(state).cannonPowerUp!) out.push({ type: 'powerUp' });
}

/** Ruling R63: one of the three power-up actions a Drill Cannon needs before it fires. */
export const powerUp: ActionFamily<PowerUpAction> = {
  phase: 'playing',
  spendsPoint: true,
  endsTurn: false,
  check: checkPowerUp,
  apply: applyPowerUp,
  legal: legalPowerUps,
};

/** A Fire as the shot it resembles, for the target helpers shared with Shoot. */
function asTarget(action: FireAction): Pick<ShootAction, 'space' | 'target' | 'across'> {
  return action as Pick<ShootAction, 'space' | 'target' | 'across'>;
}

function checkFire(state: GameState, action: FireAction): void {
  const cannon = ownCannon(state, action);
  const full = rulesetOf(state).cannonPowerUp!;
  if (cannon.power! < full) {
    fail(
      'CANNON_NOT_READY',
      'R63',
      action,
      `the Drill Cannon has power ${cannon.power} of ${full}: power it up first`,
    );
  }
  const target = asTarget(action);
  const at =
    target.across === undefined
      ? `space ${target.space}`
      : `the edge ${edgeName(target.space, target.across)}`;
  const cannot = `the Drill Cannon cannot fire at ${at}`;
  for (const s of target.across === undefined ? [target.space] : [target.space, target.across]) {
    if (!board.spaces[s]!.playable)
      fail('OFF_BOARD', 'R1', action, `${cannot}: space ${s} is off the board`);
  }
  if (target.across !== undefined) checkEdge(action, target.space, target.across, 'R63', cannot);
  if (target.target === 'building') {
    fail(
      'NO_TARGET',
      'R63',
      action,
      `${cannot}: it fires at Rovers and Fortifications, not Buildings`,
    );
  }
  if (enemyTarget(state, cannon.owner, cannon.planet, target) === undefined) {
    fail('NO_TARGET', 'R63', action, `${cannot}: there is no enemy ${target.target} there`);
  }
}

function applyFire(
  draft: Draft<GameState>,
  state: GameState,
  action: FireAction,
  effects: Effects,
): void {
  const i = state.buildings.findIndex(
    (b) => b.owner === state.currentPlayer && b.structure === 'drillCannon',
  );
  const cannon = state.buildings[i]!;
  (draft.buildings[i] as Draft<DrillCannon>).power = 0;
  const target = enemyTarget(state, cannon.owner, cannon.planet, asTarget(action))!;
  // Hit without a roll; the damage is rolled as every hit is (ruling R4).
  rollDamage(draft, state, target, effects);
}

function legalFires(state: GameState, out: Action[]): void {
  const cannon = buildingOf(state, state.currentPlayer, 'drillCannon');
  if (!cannon || cannon.power! < rulesetOf(state).cannonPowerUp!) return;
  const fires: FireAction[] = [];
  for (const r of state.rovers) {
    const at = r.location;
    if (r.owner === cannon.owner || at === 'orbit' || at.planet !== cannon.planet) continue;
    fires.push({ type: 'fire', space: at.space, target: 'rover' });
  }
  const walls = state.planets[cannon.planet]!.edgeFortifications!;
  for (let e = 0; e < walls.length; e++) {
    const owner = walls[e];
    if (owner === null || owner === undefined || owner === cannon.owner) continue;
    const [space, across] = board.edges[e]!.spaces;
    fires.push({ type: 'fire', space, target: 'fortification', across });
  }
  // By space, a Rover before the Fortifications of that space, these by `across`.
  fires.sort(
    (a, b) =>
      a.space! - b.space! ||
      Number(a.target === 'fortification') - Number(b.target === 'fortification') ||
      (a.across ?? 0) - (b.across ?? 0),
  );
  for (const fire of fires) out.push(fire);
}

/** Ruling R63: a powered-up Drill Cannon strikes an enemy Rover or Fortification of its planet. */
export const fire: ActionFamily<FireAction> = {
  phase: 'playing',
  spendsPoint: true,
  endsTurn: false,
  check: checkFire,
  apply: applyFire,
  legal: legalFires,
};
