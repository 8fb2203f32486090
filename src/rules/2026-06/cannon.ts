import type { Draft } from 'immer';
import { board } from '../../board/index.js';
import type { Effects } from '../_internals/effects.js';
import type { ActionFamily } from '../action-family.js';
import type { Action, AimAction, FireAction, ReadyAction } from '../actions.js';
import { fail } from '../errors.js';
import { rulesetOf } from '../ruleset.js';
import type { DrillCannon, GameState } from '../types.js';
import { damagePiece, destroyPlanet, piecesAt, stillThere } from './damage.js';

// The Drill Cannon in 2026-06 (ruling R45): one per planet per player, so Ready, Aim and Fire
// name the cannon's planet. A Fire deals d6 hits; a cannon destroyed while ready may explode
// (R46); planet destruction takes orbiting Rovers too (R41).

/** The current player's cannon on `planet`, or `undefined`. */
function cannonOn(state: GameState, planet: number): DrillCannon | undefined {
  for (const b of state.buildings) {
    if (b.owner === state.currentPlayer && b.structure === 'drillCannon' && b.planet === planet)
      return b;
  }
  return undefined;
}

/** The current player's cannons, by planet. */
function ownCannons(state: GameState): DrillCannon[] {
  const cannons: DrillCannon[] = [];
  for (const b of state.buildings) {
    if (b.owner === state.currentPlayer && b.structure === 'drillCannon') cannons.push(b);
  }
  return cannons.sort((a, b) => a.planet - b.planet);
}

function ownCannon(state: GameState, action: Action & { planet?: number }): DrillCannon {
  const planet = action.planet!;
  const cannon = cannonOn(state, planet);
  if (!cannon) {
    const where = state.options.planets > 1 ? ` on planet ${planet}` : '';
    fail(
      'NO_STRUCTURE',
      'R45',
      action,
      `player ${state.currentPlayer} has no Drill Cannon${where}`,
    );
  }
  return cannon;
}

/** The cannon in the draft, found by its index in `state` (no proxying). */
function draftCannon(
  draft: Draft<GameState>,
  state: GameState,
  cannon: DrillCannon,
): Draft<DrillCannon> {
  return draft.buildings[state.buildings.indexOf(cannon)] as Draft<DrillCannon>;
}

/** Ruling R10 (one cannon per planet, R45): Ready marks an unready cannon. */
function checkReady(state: GameState, action: ReadyAction): void {
  if (ownCannon(state, action).ready) {
    fail('CANNON_ALREADY_READY', 'R10', action, 'the Drill Cannon is already ready');
  }
}

/** Ruling R45: Aim a ready cannon at a playable space of its planet; R21: not where it aims. */
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

/** Ruling R45: Fire a ready, aimed cannon. */
function checkFire(state: GameState, action: FireAction): void {
  const cannon = ownCannon(state, action);
  if (!cannon.ready)
    fail('CANNON_NOT_READY', 'R10', action, 'the Drill Cannon cannot fire: it is not ready');
  if (cannon.aim === null)
    fail('CANNON_NOT_AIMED', 'R10', action, 'the Drill Cannon cannot fire: it is not aimed');
}

/**
 * Ruling R45 (dice in this order): a d6 ('hits') gives the number of hits; each hit in turn
 * reaches every piece still on the aimed space, Rover, Fortification, Building, each rolling
 * to damage on `damageOn`+ with no cover. A ready cannon destroyed on the way rolls to explode
 * at once (R46), the firing one included: it is still ready while it fires. Then the cannon is
 * no longer ready nor aimed, the planet's count goes up and `planetDice` d6 are rolled: a total
 * below the count destroys the planet (R41).
 */
function applyFire(
  draft: Draft<GameState>,
  state: GameState,
  action: FireAction,
  effects: Effects,
): void {
  const rules = rulesetOf(state);
  const cannon = cannonOn(state, action.planet!)!;
  const { planet } = cannon;
  const space = cannon.aim!;
  const pieces = piecesAt(state, planet, space);
  const hits = effects.roll('hits');
  for (let hit = 0; hit < hits; hit++) {
    for (const piece of pieces) {
      if (stillThere(draft, piece)) damagePiece(draft, state, piece, rules.damageOn, effects);
    }
  }
  // The cannon may have destroyed itself (aimed at its own HQ): then there is nothing to clear.
  const standing = draft.buildings.find(
    (b) => b.planet === planet && b.space === cannon.space && b.structure === 'drillCannon',
  );
  if (standing?.structure === 'drillCannon') {
    standing.ready = false;
    standing.aim = null;
  }
  const shots = state.planets[planet]!.cannonShots + 1;
  draft.planets[planet]!.cannonShots = shots;
  let total = 0;
  for (let die = 0; die < rules.planetDice; die++) total += effects.roll('planet');
  if (total < shots) destroyPlanet(draft, state, planet, total, effects);
}

/** The pieces a Fire's hits reach, in the order they roll (for `actionOutcomes`). */
export function fireTargets(state: GameState, action: FireAction) {
  const cannon = cannonOn(state, action.planet!)!;
  return { cannon, pieces: piecesAt(state, cannon.planet, cannon.aim!) };
}

function legalReadies(state: GameState, out: Action[]): void {
  for (const cannon of ownCannons(state)) {
    if (!cannon.ready) out.push({ type: 'ready', planet: cannon.planet });
  }
}

function legalAims(state: GameState, out: Action[]): void {
  for (const cannon of ownCannons(state)) {
    if (!cannon.ready) continue;
    for (const space of board.playableSpaces) {
      if (space !== cannon.aim) out.push({ type: 'aim', planet: cannon.planet, space });
    }
  }
}

function legalFires(state: GameState, out: Action[]): void {
  for (const cannon of ownCannons(state)) {
    if (cannon.ready && cannon.aim !== null) out.push({ type: 'fire', planet: cannon.planet });
  }
}

const PLAY = { phase: 'playing', spendsPoint: true, endsTurn: false } as const;

/** Ready (rulings R10, R45). */
export const ready: ActionFamily<ReadyAction> = {
  ...PLAY,
  check: checkReady,
  apply: (draft, state, action) => {
    draftCannon(draft, state, cannonOn(state, action.planet!)!).ready = true;
  },
  legal: legalReadies,
};

/** Aim (rulings R10, R21, R45). */
export const aim: ActionFamily<AimAction> = {
  ...PLAY,
  check: checkAim,
  apply: (draft, state, action) => {
    draftCannon(draft, state, cannonOn(state, action.planet!)!).aim = action.space;
  },
  legal: legalAims,
};

/** Fire (rulings R41, R45, R46, R47). */
export const fire: ActionFamily<FireAction> = {
  ...PLAY,
  check: checkFire,
  apply: applyFire,
  legal: legalFires,
};
