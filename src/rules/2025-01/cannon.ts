import type { Draft } from 'immer';
import { board } from '../../board/index.js';
import { type Effects, rollDamage } from '../_internals/effects.js';
import { buildingAt, buildingOf, fortificationAt, roverAt } from '../_internals/position.js';
import { type ActionFamily, inPlay } from '../action-family.js';
import type { Action, AimAction, FireAction, ReadyAction } from '../actions.js';
import { fail } from '../errors.js';
import { rulesetOf } from '../ruleset.js';
import type { DrillCannon, GameState, PieceRef } from '../types.js';

function ownCannon(state: GameState, action: Action): DrillCannon {
  const cannon = buildingOf(state, state.currentPlayer, 'drillCannon');
  if (!cannon)
    fail('NO_STRUCTURE', 'R10', action, `player ${state.currentPlayer} has no Drill Cannon`);
  return cannon;
}

/** Ruling R10: Ready marks an unready cannon. */
function checkReady(state: GameState, action: ReadyAction): void {
  if (ownCannon(state, action).ready) {
    fail('CANNON_ALREADY_READY', 'R10', action, 'the Drill Cannon is already ready');
  }
}

/** Ruling R10: Aim a ready cannon at a playable space of its planet; R21: not where it aims. */
function checkAim(state: GameState, action: AimAction): void {
  const cannon = ownCannon(state, action);
  const cannot = `the Drill Cannon cannot aim at space ${action.space}`;
  if (!cannon.ready)
    fail('CANNON_NOT_READY', 'R10', action, `${cannot}: it must be made ready first`);
  if (!board.spaces[action.space]!.playable)
    fail('OFF_BOARD', 'R1', action, `${cannot}: it is off the board`);
  if (cannon.aim === action.space)
    fail('ALREADY_AIMED', 'R21', action, `${cannot}: it already aims there`);
}

/** Ruling R10: Fire a ready, aimed cannon. */
function checkFire(state: GameState, action: FireAction): void {
  const cannon = ownCannon(state, action);
  if (!cannon.ready)
    fail('CANNON_NOT_READY', 'R10', action, 'the Drill Cannon cannot fire: it is not ready');
  if (cannon.aim === null)
    fail('CANNON_NOT_AIMED', 'R10', action, 'the Drill Cannon cannot fire: it is not aimed');
}

/** The current player's cannon in the draft, found by its index in `state` (no proxying). */
function draftCannon(draft: Draft<GameState>, state: GameState): Draft<DrillCannon> {
  const i = state.buildings.findIndex(
    (b) => b.owner === state.currentPlayer && b.structure === 'drillCannon',
  );
  return draft.buildings[i] as Draft<DrillCannon>;
}

function applyReady(draft: Draft<GameState>, state: GameState): void {
  draftCannon(draft, state).ready = true;
}

function applyAim(draft: Draft<GameState>, state: GameState, action: AimAction): void {
  draftCannon(draft, state).aim = action.space;
}

/**
 * Ruling R10 (dice order R24): every piece in the aimed space is hit and rolls to damage, in the
 * order Rover, Fortification, Building; then the planet's count goes up and 2d6 are rolled: a
 * total below the count destroys the planet with every piece on it.
 */
function applyFire(draft: Draft<GameState>, state: GameState, effects: Effects): void {
  const cannon = buildingOf(state, state.currentPlayer, 'drillCannon')!;
  const { planet } = cannon;
  const space = cannon.aim!;
  const targets: PieceRef[] = [];
  const rover = roverAt(state, planet, space);
  if (rover) targets.push({ piece: 'rover', id: rover.id, owner: rover.owner });
  const fort = fortificationAt(state, planet, space);
  if (fort !== null) targets.push({ piece: 'fortification', planet, space, owner: fort });
  const building = buildingAt(state, planet, space);
  if (building) {
    targets.push({
      piece: 'building',
      structure: building.structure,
      planet,
      space,
      owner: building.owner,
    });
  }
  for (const target of targets) rollDamage(draft, state, target, effects);

  // The shot may have destroyed the cannon itself (aimed at its own HQ).
  const stillStanding = draft.buildings.find(
    (b) => b.owner === cannon.owner && b.structure === 'drillCannon',
  );
  if (stillStanding?.structure === 'drillCannon') {
    stillStanding.ready = false;
    stillStanding.aim = null;
  }
  const world = draft.planets[planet]!;
  world.cannonShots++;
  let total = 0;
  for (let die = 0; die < rulesetOf(state).planetDice; die++) total += effects.roll('planet');
  if (total < world.cannonShots) {
    world.destroyed = true;
    world.fortifications.fill(null);
    draft.rovers = draft.rovers.filter(
      (r) => r.location === 'orbit' || r.location.planet !== planet,
    );
    draft.buildings = draft.buildings.filter((b) => b.planet !== planet);
    effects.events.push({ type: 'planetDestroyed', planet, total });
  }
}

function legalReadies(state: GameState, out: Action[]): void {
  const cannon = buildingOf(state, state.currentPlayer, 'drillCannon');
  if (cannon && !cannon.ready) out.push({ type: 'ready' });
}

function legalAims(state: GameState, out: Action[]): void {
  const cannon = buildingOf(state, state.currentPlayer, 'drillCannon');
  if (!cannon?.ready) return;
  for (const space of board.playableSpaces) {
    if (space !== cannon.aim) out.push({ type: 'aim', space });
  }
}

function legalFires(state: GameState, out: Action[]): void {
  const cannon = buildingOf(state, state.currentPlayer, 'drillCannon');
  if (cannon?.ready && cannon.aim !== null) out.push({ type: 'fire' });
}

/** Ready the Drill Cannon (ruling R10). */
export const ready: ActionFamily<ReadyAction> = inPlay(checkReady, applyReady, legalReadies);

/** Aim the Drill Cannon (ruling R10). */
export const aim: ActionFamily<AimAction> = inPlay(checkAim, applyAim, legalAims);

/** Fire the Drill Cannon (ruling R10). */
export const fire: ActionFamily<FireAction> = inPlay(
  checkFire,
  (draft, state, _action, effects) => applyFire(draft, state, effects),
  legalFires,
);
