import type { Draft } from 'immer';
import type { Rng } from '../rng.js';
import type { DiePurpose, DieRoll, GameEvent, GameState, PieceRef } from '../types.js';

/** Collects the dice an action draws and the events it causes, in order. */
export interface Effects {
  roll(purpose: DiePurpose): number;
  readonly dice: DieRoll[];
  readonly events: GameEvent[];
}

export function createEffects(rng: Rng): Effects {
  const dice: DieRoll[] = [];
  return {
    dice,
    events: [],
    roll(purpose) {
      const value = rng.d6();
      dice.push({ purpose, value });
      return value;
    },
  };
}

/** Ruling R4: a die of 3 or more inflicts damage. */
export const DAMAGE_ON = 3;

/** Removes a Rover from play. */
export function removeRover(draft: Draft<GameState>, id: number): void {
  const i = draft.rovers.findIndex((r) => r.id === id);
  if (i >= 0) draft.rovers.splice(i, 1);
}

/**
 * A piece that was hit rolls to damage (ruling R4): 3+ takes one hit point; at 0 it is removed
 * (ruling R17). Fortifications have one hit point. Returns whether the piece was destroyed.
 */
export function rollDamage(draft: Draft<GameState>, target: PieceRef, effects: Effects): boolean {
  if (effects.roll('damage') < DAMAGE_ON) {
    effects.events.push({ type: 'noDamage', target });
    return false;
  }
  let hp = 0;
  if (target.piece === 'rover') {
    const rover = draft.rovers.find((r) => r.id === target.id)!;
    hp = --rover.hp;
    if (hp === 0) removeRover(draft, target.id);
  } else if (target.piece === 'fortification') {
    draft.planets[target.planet]!.fortifications[target.space] = null;
  } else {
    const i = draft.buildings.findIndex(
      (b) => b.planet === target.planet && b.space === target.space,
    );
    const building = draft.buildings[i]!;
    hp = --building.hp;
    if (hp === 0) draft.buildings.splice(i, 1);
  }
  effects.events.push(hp === 0 ? { type: 'destroyed', target } : { type: 'damaged', target, hp });
  return hp === 0;
}
